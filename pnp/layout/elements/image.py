"""``image``: a raster picture from the game's art/ folder, fitted into the box."""

from __future__ import annotations

import math
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from pnp.core.geometry import rectangle_path
from pnp.core.limits import IMAGE_PIXELS
from pnp.core.profiles import MM_PER_INCH
from pnp.core.suggest import did_you_mean
from pnp.core.workspace import inside
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import Context, ElementKind, Key, Props, element, field_path
from pnp.layout.face import Group, ImageItem, Primitive
from pnp.load.pictures import FORMATS, opened, pixel_size

SHARP_PPI = 300  # what art needs to print as sharp as the type beside it
MOST_CROPPED = 2 / 3  # fit: cover showing less of a side of the picture than this is a warning


@element("image")
class ImageElement(ElementKind):
    doc = "a PNG, JPEG, WebP, GIF, TIFF or BMP from the game's art/ folder, fitted (aspect kept) into the box"
    needs = ("src",)
    keys = {
        "src": Key("name", None, "file name, relative to content/<game>/art/"),
        "fit": Key("fit", "contain", "contain: the whole picture in the box; cover: the box filled, cropped"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        src = props["src"]
        if not src:
            return []
        path = context.art_dir / src
        if not inside(path, context.art_dir):
            _refuse(context, props, "path-outside", "leads out of the game's art/ folder; name it from there")
            return []
        if not path.is_file():
            folder = f"{context.art_dir.parent.name}/{context.art_dir.name}/"
            hint = _missing_hint(src, context.art_dir, _naming_key(context, props))
            _refuse(context, props, "image-missing", f"not found in {folder}{hint}")
            return []
        problem = _unreadable(path)
        if problem:
            _refuse(context, props, *problem)
            return []
        context.printed_file(path, props.element)
        x, y, w, h = props.box
        _sharp_enough(context, props, path)
        if props["fit"] == "cover":
            _cropped(context, props, path)
            return [_covering(path, x, y, w, h)]
        return [ImageItem(path, x, y, w, h)]


def _naming_key(context: Context, props: Props) -> str:
    """The key the designer wrote the file's name under: the entry's field that ``src:`` reads whole
    (``art`` of ``src: "{{ card.art }}"``), else ``src``."""
    path = field_path(props.element.get("src", ""))
    return path[-1] if path and context.source_of(props.element, "src") is not None else "src"


def _missing_hint(src: str, art_dir: Path, key: str = "src") -> str:
    """What a src that names no file most likely means: written with backslashes, with the art/ folder in front,
    without its extension, or with a slip in its name; told as ``key:`` to write, the key it was written under."""
    meant = src.replace("\\", "/").removeprefix("./")
    meant = meant.removeprefix(f"{art_dir.name}/") if not (art_dir / meant).is_file() else meant
    pictures = (
        sorted(str(f.relative_to(art_dir)) for f in art_dir.rglob("*") if f.is_file()) if art_dir.is_dir() else []
    )
    stems = {str(Path(name).with_suffix("")): name for name in pictures}
    meant = meant if meant in pictures else stems.get(meant, meant)
    if meant != src and (meant in pictures or not pictures):
        why = f"{key} names a file inside art/, its folders with /" if "\\" in src or "/" in src else "its extension"
        return f"; write {key}: {meant} ({why})"
    return did_you_mean(src, pictures)


def _covering(path: Path, x: float, y: float, w: float, h: float) -> Group:
    """The picture scaled to fill the box, centred, what lies outside the box cut off: a card's art window
    filled whatever the picture's proportions."""
    width, height = pixel_size(path)
    scale = max(w / width, h / height)
    drawn_w, drawn_h = width * scale, height * scale
    picture = ImageItem(path, x + (w - drawn_w) / 2, y + (h - drawn_h) / 2, drawn_w, drawn_h)
    return Group((picture,), None, rectangle_path(x, y, w, h))


def _refuse(context: Context, props: Props, rule: str, why: str) -> None:
    """An image that cannot be printed: said once at the entry's field that names it (``src: "{{ card.art }}"``),
    else at the template's ``src:`` line."""
    message = f"element '{props.name}': image '{props['src']}' {why}"
    source = context.source_of(props.element, "src")
    if source is not None:
        context.content_error(rule, source, f"{context.label}: {message}", cause=f"{rule} {props['src']}")
    else:
        context.template_error(rule, context.where(props.element, "src"), message)


def _sharp_enough(context: Context, props: Props, path: Path) -> None:
    """A warning when the picture, fitted in its box, prints at fewer pixels per inch than the profile asks
    (``Profile.least_ppi``): once per place and printed size (a standee's face and back that print an entry's
    portrait alike are one warning), at the entry's field naming it, else at ``src:``."""
    width, height = pixel_size(path)
    _, _, box_w, box_h = props.box
    if box_w <= 0 or box_h <= 0:
        return
    fitted = max if props["fit"] == "cover" else min
    scale = fitted(box_w / width, box_h / height)  # mm a pixel prints, fitted as the painter draws it
    ppi, least = MM_PER_INCH / scale, context.profile.least_ppi
    if ppi >= least - 0.5:
        return
    sharp = [math.ceil(side * scale * SHARP_PPI / MM_PER_INCH) for side in (width, height)]
    message = (
        f"element '{props.name}': image '{props['src']}' is {width} × {height} px printed "
        f"{width * scale:.3g} × {height * scale:.3g} mm, at {math.floor(ppi + 0.005)} ppi: it prints blurred "
        f"({context.profile.title}: {least} ppi at least); give it {sharp[0]} × {sharp[1]} px ({SHARP_PPI} ppi), "
        "or print it smaller"
    )
    _picture_warning(context, props, "image-resolution", message)


def _picture_warning(context: Context, props: Props, rule: str, message: str, by: LocatedDict | None = None) -> None:
    """A warning about how a picture prints, at the entry's field naming it, else at ``src:``: once per place and
    ``message`` (a face and its back printing it alike: said once; printed at another size from the same line:
    said again); not said when ``by``'s ``allow:`` names the rule."""
    source = context.source_of(props.element, "src")
    template = context.template.name if context.template else ""
    cause = f"{rule} {props['src']} {template}" if source is not None else None
    where = source or context.where(props.element, "src")
    context.warning_once(rule, where, f"{context.label}: {message}", cause, kind=message, by=by)


def _cropped(context: Context, props: Props, path: Path) -> None:
    """A warning when ``fit: cover`` shows less than :data:`MOST_CROPPED` of the picture's width or height (a
    landscape picture in a portrait window), once per place and box shape, at the entry's field naming it, else
    at ``src:``."""
    width, height = pixel_size(path)
    _, _, box_w, box_h = props.box
    if box_w <= 0 or box_h <= 0:
        return
    scale = max(box_w / width, box_h / height)  # mm a pixel prints
    shown = [min(1.0, box / (side * scale)) for box, side in ((box_w, width), (box_h, height))]
    if min(shown) >= MOST_CROPPED:
        return
    across = shown[0] < shown[1]
    side, kept, seen = ("width", width, 0) if across else ("height", height, 1)
    keep = [math.floor(box / scale) for box in (box_w, box_h)]
    message = (
        f"element '{props.name}': image '{props['src']}' is {_orientation(width, height)}, {width} × {height} px, "
        f"in a {_orientation(box_w, box_h)} box of {box_w:.3g} × {box_h:.3g} mm: fit: cover shows {keep[seen]} "
        f"of its {kept} px {side} ({math.floor(min(shown) * 100)} %) and cuts off the rest; give it a picture of the "
        f"box's proportions ({keep[0]} × {keep[1]} px of it print), or fit: contain to print it whole"
    )
    _picture_warning(context, props, "image-cropped", message, by=props.element)


def _orientation(width: float, height: float) -> str:
    return "landscape" if width > height else "portrait" if height > width else "square"


def _unreadable(path) -> tuple[str, str] | None:
    """Why an image cannot be used, as (rule, words), or None. Its size is read before its pixels."""
    try:
        with opened(path) as picture:
            pixels = picture.width * picture.height
            if pixels > IMAGE_PIXELS:
                size = f"{picture.width} × {picture.height}"
                return "limit", f"is {size} pixels; pnp takes images up to {IMAGE_PIXELS / 1e6:g} megapixels"
            picture.verify()
    except UnidentifiedImageError:
        return _foreign(path)
    except Image.DecompressionBombError:
        return "limit", f"has far more pixels than the {IMAGE_PIXELS / 1e6:g} megapixels pnp takes"
    except Exception as exc:  # PIL raises many kinds on damaged files
        return "image-invalid", f"is not a readable image ({exc})"
    return None


def _foreign(path: Path) -> tuple[str, str]:
    """An image in a format pnp does not take, named (a Photoshop file, an EPS), else an unreadable one."""
    taken = ", ".join(list(FORMATS.values())[:-1]) + f" or {list(FORMATS.values())[-1]}"
    try:
        with Image.open(path) as picture:
            kind = picture.format or ""
    except Exception:  # PIL raises many kinds on damaged files
        return "image-invalid", f"is not a readable image (not {taken})"
    return "image-format", f"is in {kind} format; pnp prints {taken}: save it as PNG (JPEG for a photo)"

"""``image``: a raster picture from the game's art/ folder, fitted into the box."""

from __future__ import annotations

from PIL import Image

from pnp.core.limits import IMAGE_PIXELS
from pnp.core.workspace import inside
from pnp.layout.elements import Context, ElementKind, Key, Props, element
from pnp.layout.face import ImageItem, Primitive


@element("image")
class ImageElement(ElementKind):
    doc = "a PNG or JPEG from the game's art/ folder, fitted (aspect kept) into the box"
    keys = {"src": Key("name", None, "file name, relative to content/<game>/art/")}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        src = props["src"]
        if not src:
            return []
        path = context.art_dir / src
        where = context.where(props.element, "src")
        if not inside(path, context.art_dir):
            message = f"element '{props.name}': image '{src}' leads out of the game's art/ folder; name it from there"
            context.template_error("path-outside", where, message)
            return []
        if not path.is_file():
            folder = f"{context.art_dir.parent.name}/{context.art_dir.name}/"
            context.template_error(
                "image-missing", where, f"element '{props.name}': image '{src}' not found in {folder}"
            )
            return []
        problem = _unreadable(path)
        if problem:
            rule, text = problem
            context.template_error(rule, where, f"element '{props.name}': image '{src}' {text}")
            return []
        x, y, w, h = props.box
        return [ImageItem(path, x, y, w, h)]


def _unreadable(path) -> tuple[str, str] | None:
    """Why an image cannot be used, as (rule, words), or None. Its size is read before its pixels."""
    try:
        with Image.open(path) as picture:
            pixels = picture.width * picture.height
            if pixels > IMAGE_PIXELS:
                size = f"{picture.width} × {picture.height}"
                return "limit", f"is {size} pixels; pnp takes images up to {IMAGE_PIXELS / 1e6:g} megapixels"
            picture.verify()
    except Image.DecompressionBombError:
        return "limit", f"has far more pixels than the {IMAGE_PIXELS / 1e6:g} megapixels pnp takes"
    except Exception as exc:  # PIL raises many kinds on damaged files
        return "image-invalid", f"is not a readable image ({exc})"
    return None

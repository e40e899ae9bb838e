"""Raster art as it prints: opened in the formats pnp takes, turned upright, in sRGB; whether a picture has
see-through pixels, and its pixels in CMYK (a designer's CMYK art keeps its own).

Each answer is kept per file as it is on disk (its size and modification time), so a long-running
``--watch`` sees art that changed.
"""

from __future__ import annotations

from functools import cache, lru_cache
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image

from pnp.core.color import Ink

if TYPE_CHECKING:  # colour management, EXIF turning and band maths load when a picture needs them
    from PIL import ImageCms

# The formats an image element takes (Pillow's names), and how a designer calls them. Other files Pillow could
# open (Photoshop, EPS, icons…) are refused by name: their reading is partial, or runs a program.
FORMATS = {"PNG": "PNG", "JPEG": "JPEG", "WEBP": "WebP", "GIF": "GIF", "TIFF": "TIFF", "BMP": "BMP"}
EMBEDDED = ("PNG", "JPEG")  # written into the PDF from the file itself (a JPEG keeps its compression)
ORIENTATION = 0x0112  # the EXIF tag a camera turns a photo by, for viewers to show it upright
KEPT_MODES = ("L", "LA", "RGB", "RGBA", "CMYK")  # what the painter draws as it is (CMYK: DeviceCMYK)
REDUCED_QUALITY = 88  # the JPEG quality of an opaque picture brought down to a thumbnail's pixels


def opened(path: Path) -> Image.Image:
    """The picture, read lazily, in a format pnp takes (else :class:`PIL.UnidentifiedImageError`)."""
    return Image.open(path, formats=tuple(FORMATS))


def upright(path: Path) -> Image.Image:
    """The picture as a viewer shows it and the painter draws it: turned by its EXIF orientation (a phone
    photo stored sideways), 16-bit grey brought to 8 bits, an embedded colour profile other than sRGB
    (Adobe RGB, Display P3, a grey's dot gain) converted to sRGB, and in one of :data:`KEPT_MODES`
    (a palette's transparent colour an alpha channel)."""
    return _upright(path, *_version(path))


def pixel_size(path: Path) -> tuple[int, int]:
    """The picture's width and height in pixels, upright (a photo turned a quarter by its EXIF tag swaps them)."""
    return _size(path, *_version(path))


def as_is(path: Path) -> bool:
    """Whether the file itself can go into the PDF: a PNG or JPEG that needs no turning, converting or
    re-reading of its pixels (a JPEG then keeps its own compression)."""
    return _as_is(path, *_version(path))


def translucent(path: Path) -> bool:
    """True when some pixel of the picture is not fully opaque (an alpha channel or a transparent colour in use)."""
    return _translucent(path, *_version(path))


def cmyk_picture(path: Path, ink: Ink) -> Image.Image:
    """The opaque picture in CMYK for a print profile's ``ink``. CMYK art keeps its own inks (the designer's
    separation: a rich black, a black-only text, their grey component replacement), pixels over the ink limit
    thinned as vector colours are (cyan, magenta and yellow, black kept: :meth:`Ink.cmyk`). Any other picture
    is converted by the same rule as vector colours, per pixel: black from the darkest channel, the colour
    inks thinned where the total would pass the limit."""
    return _cmyk_picture(path, ink, *_version(path))


def kept_cmyk(path: Path, ink: Ink) -> bool:
    """Whether a print profile's PDF takes the file itself: a CMYK JPEG that goes in as it is (:func:`as_is`,
    its compression kept) with no pixel over ``ink``'s limit, so that it needs no thinning."""
    return as_is(path) and _within(path, ink.limit, *_version(path))


def reduced(path: Path, width: int, height: int) -> BytesIO | Image.Image | None:
    """The picture brought down to at most ``width`` × ``height`` px (its aspect kept), for a drawing that
    shows it small (a proof's thumbnail): an opaque RGB or grey one as JPEG bytes, any other as pixels; None
    when it has no more pixels than that."""
    return _reduced(path, width, height, *_version(path))


def _version(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_mtime_ns, stat.st_size


def _turned(picture: Image.Image) -> bool:
    return picture.getexif().get(ORIENTATION, 1) not in (1, None)


@cache
def _srgb() -> object:
    """The sRGB profile pictures are converted to (made once, when a picture first needs it)."""
    from PIL import ImageCms

    return ImageCms.createProfile("sRGB")


def _cmyk_not_inverted(picture: Image.Image) -> bool:
    """Whether the picture is a CMYK JPEG that stores its inks as they print: one without Adobe's APP14 marker.
    Adobe's applications (and Pillow) write the marker and store every ink inverted (255 for none)."""
    return picture.format == "JPEG" and picture.mode == "CMYK" and "adobe" not in picture.info


def _foreign_profile(picture: Image.Image) -> ImageCms.ImageCmsProfile | None:
    """The embedded colour profile to convert from, or None (none, sRGB already, a CMYK one, or unreadable)."""
    icc = picture.info.get("icc_profile")
    if not icc or picture.mode not in ("L", "LA", "RGB", "RGBA"):
        return None
    from PIL import ImageCms

    try:
        profile = ImageCms.ImageCmsProfile(BytesIO(icc))
        named = ImageCms.getProfileDescription(profile)
    except (ImageCms.PyCMSError, OSError, ValueError):
        return None  # a damaged profile: the numbers are printed as they are
    return None if "srgb" in named.lower() else profile


@lru_cache(maxsize=16)  # pictures are large: a --watch that runs all day keeps the latest
def _upright(path: Path, *_: int) -> Image.Image:
    from PIL import ImageChops, ImageCms, ImageOps

    with opened(path) as picture:
        picture.load()
        profile = _foreign_profile(picture)
        stored = _cmyk_not_inverted(picture)
        picture = ImageOps.exif_transpose(picture)
    if stored:  # Pillow reads every CMYK JPEG as Adobe's, inverted: this one's inks are as stored
        picture = ImageChops.invert(picture)
    if picture.mode.startswith("I"):  # 16-bit grey: 0–65535 to 0–255 (a plain conversion clips it white)
        picture = picture.convert("I").point(lambda v: v / 257, "L")
    if picture.mode in ("P", "PA", "La", "RGBa") or (picture.mode in ("L", "RGB") and "transparency" in picture.info):
        picture = picture.convert("RGBA")
    elif picture.mode not in KEPT_MODES:
        picture = picture.convert("RGB")
    if profile is not None:
        alpha = picture.getchannel("A") if picture.mode in ("LA", "RGBA") else None
        plain = picture.convert(picture.mode.rstrip("A"))
        colour = ImageCms.profileToProfile(plain, profile, _srgb(), outputMode="RGB")
        if alpha is not None:
            colour.putalpha(alpha)
        picture = colour
    return picture


@lru_cache(maxsize=1024)
def _size(path: Path, *_: int) -> tuple[int, int]:
    with opened(path) as picture:
        width, height = picture.size
        quarter = picture.getexif().get(ORIENTATION) in (5, 6, 7, 8)
    return (height, width) if quarter else (width, height)


@lru_cache(maxsize=1024)
def _as_is(path: Path, *_: int) -> bool:
    with opened(path) as picture:
        return (
            picture.format in EMBEDDED
            and picture.mode in KEPT_MODES
            and (picture.mode != "CMYK" or picture.format == "JPEG")
            and not _cmyk_not_inverted(picture)  # reportlab reads every CMYK JPEG file as Adobe's, inverted
            and "transparency" not in picture.info
            and not _turned(picture)
            and _foreign_profile(picture) is None
        )


@lru_cache(maxsize=1024)
def _translucent(path: Path, *_: int) -> bool:
    with opened(path) as picture:
        if picture.mode not in ("RGBA", "LA", "PA") and "transparency" not in picture.info:
            return False
        alpha = picture.convert("RGBA").getchannel("A")
    return alpha.getextrema()[0] < 255


@lru_cache(maxsize=16)  # pictures are large: a --watch that runs all day keeps the latest
def _cmyk_picture(path: Path, ink: Ink, *_: int) -> Image.Image:
    from PIL import ImageMath

    picture = upright(path)
    limit = ink.limit * 255
    if picture.mode == "CMYK":  # the designer's own inks, only thinned to the limit
        bands = dict(zip("cmyk", picture.split(), strict=True))

        def inks(a: dict) -> tuple:
            return _thinned(a, *(a["float"](a[band]) for band in "cmyk"), limit)

    else:
        bands = dict(zip("rgb", picture.convert("RGB").split(), strict=True))

        def inks(a: dict) -> tuple:
            r, g, b = (a["float"](a[band]) for band in "rgb")
            k = 255 - a["max"](a["max"](r, g), b)
            white = a["max"](255 - k, 1)  # what is left for colour once black is taken (never 0: pure black has none)
            c, m, y = ((255 - channel - k) * 255 / white for channel in (r, g, b))
            return _thinned(a, c, m, y, k, limit)

    # + 0.5: rounded to the nearest step, as vector colours are, not cut down
    planes = [ImageMath.lambda_eval(lambda a, i=i: inks(a)[i] + 0.5, **bands) for i in range(4)]
    return Image.merge("CMYK", [plane.convert("L") for plane in planes])


def _thinned(a: dict, c: object, m: object, y: object, k: object, limit: float) -> tuple:
    """Inks (0–255 bands of ImageMath's ``a``) with cyan, magenta and yellow thinned where the total passes
    ``limit``, black kept: :meth:`Ink.cmyk`'s cap, per pixel."""
    thin = a["min"](a["max"](limit - k, 0) / a["max"](c + m + y, 1), 1)
    return c * thin, m * thin, y * thin, k


@lru_cache(maxsize=1024)
def _within(path: Path, limit: float, *_: int) -> bool:
    """Whether the picture is CMYK and none of its pixels takes more than ``limit`` ink (4.0 = 400 %)."""
    from PIL import ImageMath

    picture = upright(path)
    if picture.mode != "CMYK":
        return False
    bands = dict(zip("cmyk", picture.split(), strict=True))
    total = ImageMath.lambda_eval(lambda a: a["c"] + a["m"] + a["y"] + a["k"], **bands)
    return total.getextrema()[1] <= limit * 255


@lru_cache(maxsize=32)
def _reduced(path: Path, width: int, height: int, *_: int) -> BytesIO | Image.Image | None:
    picture = _upright(path)
    scale = min(width / picture.width, height / picture.height)
    if scale >= 1:
        return None
    size = (max(1, round(picture.width * scale)), max(1, round(picture.height * scale)))
    small = picture.resize(size, Image.Resampling.LANCZOS)
    if small.mode not in ("RGB", "L"):
        return small
    jpeg = BytesIO()
    small.save(jpeg, "JPEG", quality=REDUCED_QUALITY, optimize=False)
    jpeg.seek(0)
    return jpeg

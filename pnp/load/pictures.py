"""Raster art as print profiles need it: whether a picture has see-through pixels, and its pixels in CMYK.

Each answer is kept per file as it is on disk (its size and modification time), so a long-running
``--watch`` sees art that changed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageMath

from pnp.core.color import Ink


def translucent(path: Path) -> bool:
    """True when some pixel of the picture is not fully opaque (an alpha channel or a transparent colour in use)."""
    return _translucent(path, *_version(path))


def cmyk_picture(path: Path, ink: Ink) -> Image.Image:
    """The opaque picture in CMYK by the same rule as vector colours (:meth:`Ink.cmyk`, per pixel): black from
    the darkest channel, the colour inks thinned where the total would pass the ink limit."""
    return _cmyk_picture(path, ink, *_version(path))


def _version(path: Path) -> tuple[int, int]:
    stat = path.stat()
    return stat.st_mtime_ns, stat.st_size


@lru_cache(maxsize=1024)
def _translucent(path: Path, *_: int) -> bool:
    with Image.open(path) as picture:
        if picture.mode not in ("RGBA", "LA", "PA") and "transparency" not in picture.info:
            return False
        alpha = picture.convert("RGBA").getchannel("A")
    return alpha.getextrema()[0] < 255


@lru_cache(maxsize=16)  # pictures are large: a --watch that runs all day keeps the latest
def _cmyk_picture(path: Path, ink: Ink, *_: int) -> Image.Image:
    with Image.open(path) as picture:
        r, g, b = picture.convert("RGB").split()
    limit = ink.limit * 255

    def inks(a: dict) -> tuple:
        r, g, b = (a["float"](a[band]) for band in "rgb")
        k = 255 - a["max"](a["max"](r, g), b)
        white = a["max"](255 - k, 1)  # what is left for colour once black is taken (never 0: pure black has none)
        c, m, y = ((255 - channel - k) * 255 / white for channel in (r, g, b))
        thin = a["min"](a["max"](limit - k, 0) / a["max"](c + m + y, 1), 1)
        return c * thin, m * thin, y * thin, k

    # + 0.5: rounded to the nearest step, as vector colours are, not cut down
    bands = [ImageMath.lambda_eval(lambda a, i=i: inks(a)[i] + 0.5, r=r, g=g, b=b) for i in range(4)]
    return Image.merge("CMYK", [band.convert("L") for band in bands])

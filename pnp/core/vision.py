"""Colours as a colour-blind player or a black-and-white printer shows them: for reviewing a game's proof.

The three dichromacies (a cone type missing) are simulated with the matrices of Machado, Oliveira & Fernandes,
"A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and
Computer Graphics 15(6), 2009, 1291-1298, at severity 1.0 (the authors' published table), applied to linear RGB:
decode sRGB, multiply, clip to the gamut, encode. Greyscale is the CIE luminance Y of the linear colour (the
Rec. 709 / sRGB weights), encoded back to sRGB: what a black-and-white laser prints, to its halftoning.

A whole raster is converted through a 3D lookup table (Pillow's ``Color3DLUT``, applied in C) generated once per
sight from the exact per-colour function :func:`seen`; trilinear interpolation between its 65 points a side keeps
every colour within a CIELAB ΔE of 1.1 of the exact value, under what an eye can tell apart (99 % of colours within
2/255 a channel; the largest errors, up to 10/255, are in a channel near black, where the sRGB curve is steepest).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Pillow is loaded by what converts pixels, not by the command line naming the sights
    from PIL import Image, ImageFilter

MACHADO = {  # severity 1.0, rows giving the simulated linear R, G, B
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
LUMINANCE = (0.2126, 0.7152, 0.0722)  # CIE Y of linear sRGB (IEC 61966-2-1)
SIGHTS = (*MACHADO, "greyscale")  # what --see takes, in the order files are written
LUT_SIZE = 65  # points a side: Pillow's largest


def seen(rgb: tuple[float, float, float], sight: str) -> tuple[float, float, float]:
    """An sRGB colour (channels 0-1) as ``sight`` shows it, in sRGB."""
    linear = [_decoded(c) for c in rgb]
    if sight == "greyscale":
        y = sum(w * c for w, c in zip(LUMINANCE, linear, strict=True))
        return (_encoded(y),) * 3
    rows = MACHADO[sight]
    return tuple(_encoded(sum(m * c for m, c in zip(row, linear, strict=True))) for row in rows)


def simulated(image: Image.Image, sight: str) -> Image.Image:
    """An RGB image as ``sight`` shows it."""
    return image.filter(_lut(sight))


@cache
def _lut(sight: str) -> ImageFilter.Color3DLUT:
    from PIL import ImageFilter

    return ImageFilter.Color3DLUT.generate(LUT_SIZE, lambda r, g, b: seen((r, g, b), sight))


def _decoded(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055

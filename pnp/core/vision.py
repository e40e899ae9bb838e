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

Told apart: :func:`delta_e` is the CIEDE2000 colour difference (Sharma, Wu & Dalal, "The CIEDE2000
Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color
Research and Application 30(1), 2005) of two sRGB colours in CIELAB under the D65 white: about 1 is the least
difference an eye sees side by side, and the Okabe-Ito palette, made for colour-blind readers, keeps its colours
at least 10.9 apart under each dichromacy.
"""

from __future__ import annotations

import math
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


SIGHT_WORDS = {  # how a finding says who sees a colour so
    "normal": "as printed",
    "greyscale": "in greyscale",
    "deuteranopia": "to a deuteranope",
    "protanopia": "to a protanope",
    "tritanopia": "to a tritanope",
}
WHITE_XYZ = (0.9504700, 1.0, 1.0888300)  # D65, the sums of the rows below
LAB_EDGE = (6 / 29) ** 3  # where CIELAB's cube root meets its linear part near black


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour (channels 0-1)."""
    r, g, b = (_decoded(c) for c in rgb)
    xyz = (  # IEC 61966-2-1's matrix to its precision, so that white is exactly L* 100, a* and b* 0
        0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        0.0193339 * r + 0.1191920 * g + 0.9503041 * b,
    )
    fx, fy, fz = (
        t ** (1 / 3) if t > LAB_EDGE else t / (3 * (6 / 29) ** 2) + 4 / 29
        for t in (v / w for v, w in zip(xyz, WHITE_XYZ, strict=True))
    )
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference of two CIELAB colours (the formula and names of Sharma, Wu & Dalal)."""
    (l1, a1, b1), (l2, a2, b2) = first, second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dh = 0.0 if c1p * c2p == 0 else (h2p - h1p + 180) % 360 - 180
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    rotation = (
        -math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2))))
        * 2
        * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    )
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    dl, dc, dh_s = (l2 - l1) / s_l, (c2p - c1p) / s_c, d_big_h / s_h
    return math.sqrt(dl**2 + dc**2 + dh_s**2 + rotation * dc * dh_s)


def seen_apart(
    first: tuple[float, float, float], second: tuple[float, float, float], sight: str
) -> tuple[float, tuple[float, float, float], tuple[float, float, float]]:
    """How far apart two sRGB colours are to ``sight`` (``normal`` as printed): the CIEDE2000 difference and the
    two colours as seen."""
    if sight != "normal":
        first, second = seen(first, sight), seen(second, sight)
    return delta_e(lab(first), lab(second)), first, second

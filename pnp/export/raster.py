"""Rasterising drawn PDF pages (pypdfium2) into PNG bytes: the one way exports make pixels."""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Iterator

from PIL import Image

from pnp.core.profiles import MM_PER_INCH, PIXEL_TOLERANCE, Profile
from pnp.export import ExportError

POINTS_PER_INCH = 72


def pages_as_images(pdf: bytes, pages: Iterable[int], dpi: int) -> Iterator[Image.Image]:
    """Pages (0-based) of ``pdf`` at ``dpi``, white under the art, in RGB."""
    import pypdfium2 as pdfium  # heavy: only exports that make pixels load it

    document = pdfium.PdfDocument(pdf)
    try:
        for index in pages:
            page = document[index]
            # pdfium makes the bitmap the page's size rounded up and stretches the page over it: a page a
            # rounding error over 825 px would come out 826 px, every pixel shifted. A twentieth of a pixel
            # under the size rounds up to it.
            longest = max(page.get_size()) * dpi / POINTS_PER_INCH
            scale = dpi / POINTS_PER_INCH * (1 - PIXEL_TOLERANCE / longest)
            bitmap = page.render(scale=scale, fill_color=(255, 255, 255, 255), may_draw_forms=False)
            yield bitmap.to_pil().convert("RGB")
    finally:
        document.close()


def png(image: Image.Image, dpi: int) -> bytes:
    """PNG bytes that carry their resolution (shops read it) and nothing that varies run to run."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", dpi=(dpi, dpi), optimize=False, compress_level=6)
    return buffer.getvalue()


def pixel_size(size_mm: tuple[float, float], profile: Profile, what: str) -> tuple[int, int]:
    """``size_mm`` (with bleed) in pixels at the profile's dpi, a part pixel counting as one; a profile that
    takes only whole pixels refuses a size that is not, and says which resolution would do."""
    exact = [mm * profile.dpi / MM_PER_INCH for mm in size_mm]
    rounded = [math.ceil(value - PIXEL_TOLERANCE) for value in exact]
    if profile.whole_pixels and any(abs(e - r) > PIXEL_TOLERANCE for e, r in zip(exact, rounded, strict=True)):
        raise ExportError(
            f"{what} with its bleed is {size_mm[0]:g} × {size_mm[1]:g} mm, {exact[0]:.2f} × {exact[1]:.2f} px at "
            f"{profile.dpi} dpi; {profile.title} ({profile.name}) takes whole pixels only: "
            f"{_advice(size_mm, profile)}"
        )
    return rounded[0], rounded[1]


def _advice(size_mm: tuple[float, float], profile: Profile) -> str:
    for dpi in sorted(range(150, 1201), key=lambda d: (abs(d - profile.dpi), d)):
        if all(abs(mm * dpi / MM_PER_INCH - round(mm * dpi / MM_PER_INCH)) <= PIXEL_TOLERANCE for mm in size_mm):
            return f"use --dpi {dpi}, or size the piece in whole pixels at {profile.dpi} dpi"
    return f"size the piece in whole pixels at {profile.dpi} dpi (in inches: 1/{profile.dpi} in each)"

"""Rasterising drawn PDF pages (pypdfium2) into PNG bytes: the one way exports make pixels."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator

from PIL import Image

from pnp.core.profiles import PIXEL_TOLERANCE, Profile
from pnp.core.whole_pixels import part_pixels
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


def check_whole_pixels(pieces: list[tuple[tuple[float, float], str]], profile: Profile) -> None:
    """For a profile that takes whole pixels only: refuse the pieces (each its size with bleed in mm, and what it
    is) that are not a whole number of pixels at the profile's dpi (:func:`part_pixels`)."""
    refused = part_pixels(pieces, profile)
    if refused is not None:
        raise ExportError(refused[0])

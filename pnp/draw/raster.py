"""Drawn pages as pixels (pypdfium2): what the exports make their images of, and what a check that must see a
face as printed (``same_back: turned``) compares."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from pnp.core.geometry import MM
from pnp.core.profiles import PIXEL_TOLERANCE
from pnp.layout.face import Primitive

if TYPE_CHECKING:  # Pillow and pdfium are loaded by what makes pixels, not by every start-up
    from PIL import Image

    from pnp.load.fonts import FontBook
    from pnp.load.icons import IconLibrary

POINTS_PER_INCH = 72


def pages_as_images(pdf: bytes, pages: Iterable[int], dpi: int) -> Iterator[Image.Image]:
    """Pages (0-based) of ``pdf`` at ``dpi``, white under the art, in RGB."""
    import pypdfium2 as pdfium  # heavy: only what makes pixels loads it

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


def drawings_as_images(
    drawings: list[list[Primitive]], size: tuple[float, float], dpi: int, fonts: FontBook, icons: IconLibrary
) -> list[Image.Image]:
    """Each drawing (mm, from the top left) on a page of ``size`` (mm) at ``dpi``: what lies outside is cut off."""
    from pnp.draw.canvas import new_canvas
    from pnp.draw.painter import Painter

    w, h = size
    font = fonts.default_family.face()
    fonts.ready(font)
    target = io.BytesIO()
    canvas = new_canvas(target, w, h, font.name, "pixels", "check", "pnp")
    painter = Painter(canvas, icons.find)
    for items in drawings:
        canvas.saveState()
        canvas.translate(0, h * MM)
        canvas.scale(MM, -MM)
        painter.paint(items)
        canvas.restoreState()
        canvas.showPage()
    canvas.save()
    return list(pages_as_images(target.getvalue(), range(len(drawings)), dpi))

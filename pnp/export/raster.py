"""Rasterising drawn PDF pages (pypdfium2) into PNG bytes: the one way exports make pixels."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator

from PIL import Image

from pnp.core.profiles import MAX_DPI, MM_PER_INCH, PIXEL_TOLERANCE, Profile
from pnp.export import ExportError

POINTS_PER_INCH = 72
MOST_NAMED = 4  # sizes named besides the first when a shop refuses part pixels


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


def part_pixels(pieces: list[tuple[tuple[float, float], str]], profile: Profile) -> tuple[str, int] | None:
    """For a profile that takes whole pixels only, why it refuses the pieces (each its size with bleed in mm, and
    what it is) that are not a whole number of pixels at the profile's dpi, every distinct size in one message,
    naming a resolution the shop takes at which every piece is, so that following the advice cannot run into a
    refusal; with the index of the first piece refused. None when it takes them all."""
    if not profile.whole_pixels:
        return None
    refused: dict[tuple[float, float], tuple[str, int]] = {}  # each size once, by the first piece of that size
    for index, (size_mm, what) in enumerate(pieces):
        if not _whole(size_mm, profile.dpi):
            refused.setdefault(size_mm, (what, index))
    if not refused:
        return None
    (size_mm, (what, first)), *others = refused.items()
    also = "; ".join(f"{other}: {_in_pixels(size, profile.dpi)}" for size, (other, _) in others[:MOST_NAMED])
    if len(others) > MOST_NAMED:
        also += f"; and {len(others) - MOST_NAMED} size(s) more"
    message = (
        f"{what} with its bleed is {_in_pixels(size_mm, profile.dpi)}; {profile.title} ({profile.name}) takes "
        f"whole pixels only: {_advice([size for size, _ in pieces], profile)}"
        + (f" (not whole pixels either: {also})" if also else "")
    )
    return message, first


def _in_pixels(size_mm: tuple[float, float], dpi: int) -> str:
    exact = [mm * dpi / MM_PER_INCH for mm in size_mm]
    return f"{size_mm[0]:g} × {size_mm[1]:g} mm, {exact[0]:.2f} × {exact[1]:.2f} px at {dpi} dpi"


def _whole(size_mm: tuple[float, float], dpi: int) -> bool:
    return all(abs(mm * dpi / MM_PER_INCH - round(mm * dpi / MM_PER_INCH)) <= PIXEL_TOLERANCE for mm in size_mm)


def _advice(sizes: list[tuple[float, float]], profile: Profile) -> str:
    """The resolution nearest the one asked for, never under the shop's ``min_dpi``, at which every piece is whole
    pixels; else how to size the pieces."""
    lowest = profile.min_dpi or 150
    for dpi in sorted(range(lowest, MAX_DPI + 1), key=lambda d: (abs(d - profile.dpi), d)):
        if all(_whole(size, dpi) for size in sizes):
            return f"use --dpi {dpi}, or size the pieces in whole pixels at {profile.dpi} dpi"
    return (
        f"no resolution from {lowest} to {MAX_DPI} dpi makes every piece whole pixels: size the pieces in whole "
        f"pixels at {profile.dpi} dpi (in inches: 1/{profile.dpi} in each)"
    )

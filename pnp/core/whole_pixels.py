"""Whether a print shop that takes whole pixels only takes pieces of these sizes, and what to do if not: the
words ``pnp export print-shop`` refuses a game in and ``pnp validate --profile`` warns in."""

from __future__ import annotations

from pnp.core.profiles import MAX_DPI, MM_PER_INCH, PIXEL_TOLERANCE, Profile

MOST_NAMED = 4  # sizes named besides the first when a shop refuses part pixels


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

"""Saddle-stitch order: which pages go on each side of each sheet of a folded booklet."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SheetSide:
    """The two pages printed side by side on one side of a sheet: 0-based page numbers, None for blank."""

    left: int | None
    right: int | None


def padded_length(pages: int) -> int:
    """Pages a booklet of ``pages`` pages needs: a multiple of four (each sheet carries four)."""
    return max(4, -(-pages // 4) * 4)


def booklet_order(pages: int, back_cover: bool = False) -> list[SheetSide]:
    """Sheet sides in printing order (front, back, front, back…) for ``pages`` source pages.

    Sheet ``s`` (from the outside in) carries pages n-2s and 2s+1 on its front and
    2s+2 and n-2s-1 on its back, counting from 1 in a booklet padded to n pages;
    the padding pages are blank and fall at the end of the booklet. With ``back_cover``
    the source has one page more, the back cover, which is page n, after the blank ones.
    """
    total = padded_length(pages + back_cover)

    def page(number: int) -> int | None:
        if back_cover and number == total:
            return pages
        return number - 1 if number <= pages else None

    sides = []
    for sheet in range(total // 4):
        sides.append(SheetSide(page(total - 2 * sheet), page(2 * sheet + 1)))
        sides.append(SheetSide(page(2 * sheet + 2), page(total - 2 * sheet - 1)))
    return sides

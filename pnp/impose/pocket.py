"""The pocket booklet (a "pocketmod", an 8-page zine fold): eight pages on one side of one landscape sheet,
cut once along the middle and folded into a booklet an eighth of the sheet's size.

The sheet is a grid of four columns and two rows of panels. Folded in half lengthwise (the top row
behind), cut between the two middle columns' panels and pushed together from the ends, the sheet
folds into a star of four two-layered leaves round a spine: each leaf is one column, its bottom
panel on one face and its top panel on the other, and the panels read as a loop round the sheet.
The front cover is the bottom row's last panel; going up into the top row, right to left, and
back along the bottom row, left to right, come pages 2 to 7, and the back cover stands beside the
front one (the covers share the fold that becomes the spine). The top row is printed upside down:
the lengthwise fold turns it the right way up.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.core.papers import Paper
from pnp.impose.policy import EDGE

POCKET_PAGES = 8  # a sheet folds into eight pages, the covers counted
COLUMNS, ROWS = 4, 2
# (column, row) of each page in reading order, from the sheet's left and bottom: the loop round the sheet
MARK_INSET = EDGE + 0.5  # mm from the paper's edge to a fold mark: the printer's blank edge, and room for its stroke
LOOP = ((3, 0), (3, 1), (2, 1), (1, 1), (0, 1), (0, 0), (1, 0), (2, 0))


@dataclass(frozen=True)
class Panel:
    """Where one page of the pocket booklet prints on the sheet."""

    page: int  # 0-based in reading order: 0 the front cover, 7 the back cover
    column: int  # 0 to 3 from the sheet's left
    row: int  # 0 the bottom row, 1 the top
    turned: bool  # printed upside down (the top row)


PANELS = tuple(Panel(page, column, row, row == 1) for page, (column, row) in enumerate(LOOP))


def pocket_page(sheet: Paper) -> Paper:
    """A pocket booklet's page folded from ``sheet`` (printed landscape): a quarter of its width, half its height.
    Its footers carry no scale bar: on so small a page it would crowd out the notice (the folding note says
    to print at 100 %)."""
    return Paper(f"pocket-{sheet.name}", sheet.h / COLUMNS, sheet.w / ROWS, sheet.home, None)


def cut_line(sheet: Paper) -> tuple[tuple[float, float], tuple[float, float]]:
    """The cut's ends (mm, landscape sheet, from its bottom left): along the middle, across the two middle
    columns only (the outer columns stay whole: their fold holds the booklet together)."""
    width, height = sheet.h, sheet.w
    return (width / COLUMNS, height / 2), (width * (COLUMNS - 1) / COLUMNS, height / 2)


def fold_marks(sheet: Paper, length: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Short marks (mm, landscape sheet) where the folds meet the paper's edge, ``length`` long from MARK_INSET
    in (the printer prints nothing nearer than EDGE): each fold between the columns at the top edge (the bottom edge's
    margin holds the folding note), the fold along the middle at the left and right edges."""
    width, height = sheet.h, sheet.w
    top = height - MARK_INSET
    across = [((width * c / COLUMNS, top), (width * c / COLUMNS, top - length)) for c in range(1, COLUMNS)]
    middle = [
        ((MARK_INSET, height / 2), (MARK_INSET + length, height / 2)),
        ((width - MARK_INSET, height / 2), (width - MARK_INSET - length, height / 2)),
    ]
    return [*across, *middle]

"""A row moved from one group to another (a unit given another formation in a spreadsheet), said at that row.

A count for each group (``each: data.formations``, ``count: "… selectattr('formation', 'eq', item.id)"``,
``equals: item.units``) then fails twice at the check's ``equals:``, one group a unit short and the other a unit
over, and neither finding points at the cell that changed. When exactly one group is over and one short by the
same number, and that many of the rows counted for the one over lie among the rows of the one short (its rows are
2 to 6 of the file, the moved row is 5), those rows are the likely move: one finding at each, giving both counts.
Anything else (rows in no order, several groups off) stays as the two counts, each listing what it counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.core.findings import Location
from pnp.core.yamlio import LocatedDict

MOVED_MOST = 3  # rows a move names at most: beyond, the counts are said as they are


@dataclass
class Miscount:
    """One count of a count check that is off: where it is said and in what words, and what it counted."""

    where: Location
    words: str  # the check's message
    numbers: str  # " (found 5, expected 4)"
    counted: str  # "; counted: u03 (cards.csv:5), …"
    lines: tuple[str, ...]  # the places it counted, to tell counts off for one cause apart
    found: int
    bounds: dict[str, int | float]
    rows: list[Location | None]  # the line of each item counted
    explained: bool = field(default=False)  # said by a row it counted (moved_rows)

    @property
    def said(self) -> str:
        return self.words + self.numbers + self.counted

    def off_by(self) -> int | float:
        """How many more it counted than ``equals:`` (less: below 0); 0 without ``equals:``."""
        return self.found - self.bounds["equals"] if "equals" in self.bounds else 0


def moved_rows(check: LocatedDict, misses: list[Miscount]) -> list[tuple[Location, str]]:
    """Findings at the rows a move between two groups explains (marking those two counts ``explained``)."""
    over = [miss for miss in misses if miss.off_by() > 0]
    short = [miss for miss in misses if miss.off_by() < 0]
    if len(over) != 1 or len(short) != 1 or over[0].off_by() != -short[0].off_by():
        return []
    (full,), (lacking,) = over, short
    theirs = [row for row in lacking.rows if row is not None]
    if not theirs or len({row.file for row in theirs}) > 1:
        return []
    first, last = min(row.line for row in theirs), max(row.line for row in theirs)
    moved = [row for row in full.rows if row is not None and row.file == theirs[0].file and first < row.line < last]
    if len(moved) != full.off_by() or len(moved) > MOVED_MOST:
        return []
    full.explained = lacking.explained = True
    span = f"{theirs[0].file.name}:{first}–{last}"
    return [
        (
            row,
            f"check '{check.get('id')}': this row is counted in \"{full.words}\"{full.numbers} but lies among the "
            f'rows of "{lacking.words}"{lacking.numbers}, {span}: was it moved? Give it back what it had, or '
            "change the counts if the move was meant",
        )
        for row in moved
    ]

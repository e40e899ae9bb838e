"""``grid``: cards side by side sharing their cut lines; each fronts page followed by its backs page.

The grid is centred on the paper. Its outer edges get the full bleed where the margin
has room for it and for crop marks at least EDGE from the paper's edge, and never
less than the cut tolerance (1/16 in). Cards are turned 90° when that puts more on a
page: nine upright poker cards leave 6.35 mm above and below on Letter, too little for
bleed and marks, so Letter gets eight, turned, with full bleed all round.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.duplex import DUPLEX_OPTION
from pnp.impose.marks import Measure, estimate
from pnp.impose.plan import PagePlan, PieceSpec, Placement, SheetPlan
from pnp.impose.policy import CUT_TOLERANCE, EDGE, EPSILON, MARK_GAP, MIN_MARK, SEAM, turned
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    ImpositionError,
    Strategy,
    behind,
    cut_in,
    cutting,
    duplex_for,
    finish_page,
    noted,
    placement,
    same_piece,
    sheet_label,
    sheets_of,
    steady_footers,
    strategy,
)

ROTATIONS = {"auto": (0, 90), "never": (0,), "always": (90,)}
ROTATE_OPTION = {
    "enum": ["auto", "never", "always"],
    "default": "auto",
    "description": "turn pieces 90° when that fits more on a page",
}
CUT_OUTLINE_OPTION = {"type": "boolean", "default": False, "description": "also draw each piece's cut outline"}


@dataclass(frozen=True)
class GridFit:
    """A grid of ``cols`` × ``rows`` pieces turned ``rotation``°, its lower-left corner at (x0, y0)."""

    cols: int
    rows: int
    rotation: int
    item: tuple[float, float]  # the turned piece's width and height
    x0: float
    y0: float
    bleed_x: float  # outer bleed at the left and right edges of the grid
    bleed_y: float  # at the top and bottom

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def preference(self) -> tuple[int, bool, float]:
        """Larger for the better fit: the most pieces a page; then upright; then the most bleed."""
        return self.per_page, self.rotation == 0, min(self.bleed_x, self.bleed_y)

    def slot(self, index: int) -> tuple[float, float, int, int]:
        """Lower-left corner of slot ``index`` (row by row from the top left), its column and row."""
        col, row = index % self.cols, index // self.cols
        return self.x0 + col * self.item[0], self.y0 + (self.rows - 1 - row) * self.item[1], col, row

    def outer_bleed(self, col: int, row: int) -> tuple[float, float, float, float]:
        """Bleed (left, bottom, right, top): full on sides that face the margin, a hair across shared cuts."""
        return (
            self.bleed_x if col == 0 else SEAM,
            self.bleed_y if row == self.rows - 1 else SEAM,
            self.bleed_x if col == self.cols - 1 else SEAM,
            self.bleed_y if row == 0 else SEAM,
        )

    def turn_of(self, piece: PieceSpec) -> int:
        """How far ``piece`` is turned in its cell: the grid's turn, a quarter turn more for a piece that is
        the others turned (a landscape Hero among portrait cards of the same cut), the nearer way to upright:
        upright in a grid of cards turned, reading up its left edge among upright ones."""
        w, h = turned(*piece.size, self.rotation)
        upright = abs(w - self.item[0]) < EPSILON and abs(h - self.item[1]) < EPSILON
        return self.rotation if upright else (self.rotation + 90) % 180

    def sides(
        self, sheet: list[int], pieces: list[PieceSpec], page: PagePlan, duplex: str | None, raised: float = 0.0
    ) -> tuple[list[Placement], list[Placement]]:
        """``sheet``'s pieces (their indices, one per copy) in the slots, ``raised`` mm up (the upper half
        of a folded page): their fronts, and the backs of those that have one where ``duplex`` lands them
        behind their fronts on a page of ``page``'s size (none without ``duplex``)."""
        fronts, backs = [], []
        for slot, index in enumerate(sheet):
            x, y, col, row = self.slot(slot)
            bleed = self.outer_bleed(col, row)
            turn = self.turn_of(pieces[index])
            front = placement(index, "front", pieces[index], turn, x, y + raised, bleed)
            fronts.append(front)
            if duplex and "back" in pieces[index].sides:
                backs.append(behind(page, front, pieces[index], duplex, bleed))
        return fronts, backs


def rectangular_piece(pieces: list[PieceSpec], what: str, instead: str) -> PieceSpec:
    """The one rectangular size all pieces share (they share straight cut lines), or an error saying ``instead``."""
    piece = same_piece(pieces, what)
    if not piece.shape.rectangular:
        raise ImpositionError(
            "imposition-shape",
            f"a {piece.shape.describe()} cannot share straight cut lines with its neighbours; {instead}",
        )
    return piece


def quarter_turned(piece: PieceSpec, other: PieceSpec) -> bool:
    """Is ``piece`` ``other`` turned a quarter turn: a rectangle of the same cut and bleed, lying the other way
    (a landscape card among portrait cards), which shares its cut lines laid turned in the other's cell?"""
    turned_key = (other.shape.key[0], other.shape.key[2], other.shape.key[1], *other.shape.key[3:])
    same_bleed = abs(piece.bleed - other.bleed) <= 1e-9
    return piece.shape.rectangular and same_bleed and piece.shape.key == turned_key != other.shape.key


def one_cut(pieces: list[PieceSpec], what: str, instead: str) -> PieceSpec:
    """The one rectangular size all pieces share, pieces lying the other way counted as it (laid turned in its
    cells: :meth:`GridFit.turn_of`): the size most of them stand in; or an error saying ``instead``."""
    shapes = Counter(piece.shape for piece in pieces)
    most = next(piece for piece in pieces if piece.shape == shapes.most_common(1)[0][0])
    return rectangular_piece([p for p in pieces if not quarter_turned(p, most)] or [most], what, instead)


def margin_reserve(bleed: float) -> float:
    """What a grid keeps free along each side of its page (mm): the printable edge, a crop mark, the least bleed."""
    return EDGE + MARK_GAP + MIN_MARK + min(bleed, CUT_TOLERANCE)


def grid_fit(
    page: tuple[float, float],
    piece: tuple[float, float],
    bleed: float,
    rotation: int,
    most: tuple[int, int] | None = None,
) -> GridFit | None:
    """The largest centred grid with room for outer bleed and crop marks (of at most ``most`` columns
    and rows), or None when not even one fits."""
    item = turned(*piece, rotation)
    room = margin_reserve(bleed)
    counts = [math.floor((page[i] - 2 * room) / item[i] + EPSILON) for i in (0, 1)]
    if most is not None:
        counts = [min(count, cap) for count, cap in zip(counts, most, strict=True)]
    if min(counts) < 1:
        return None
    margins = [(page[i] - counts[i] * item[i]) / 2 for i in (0, 1)]
    bleeds = [min(bleed, margin - EDGE - MARK_GAP - MIN_MARK) for margin in margins]
    return GridFit(counts[0], counts[1], rotation, item, margins[0], margins[1], bleeds[0], bleeds[1])


def best_grid(paper: Paper, piece: PieceSpec, rotate: str) -> GridFit:
    """The fit with the most pieces a page; then upright; then the most bleed."""
    fits = [fit for r in ROTATIONS[rotate] if (fit := grid_fit(paper.size, piece.size, piece.bleed, r))]
    if not fits:
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} piece does not fit on {paper.name} paper ({paper.w:g} × {paper.h:g} mm) "
            "with room for bleed and crop marks; print it with imposition: [tile, poster] "
            "(split over pages with a glue overlap, and as one page of its own size)",
        )
    return max(fits, key=lambda f: f.preference)


@strategy("grid")
class Grid(Strategy):
    doc = "cards sharing their cut lines, crop marks in the margin, each fronts page followed by its mirrored backs"
    duplex_capable = True
    options = {
        "duplex": DUPLEX_OPTION,
        "rotate": ROTATE_OPTION,
        "cut_outline": CUT_OUTLINE_OPTION,
        "cut_color": CUT_COLOR_OPTION,
    }

    def plan(
        self,
        pieces: list[PieceSpec],
        paper: Paper | None,
        options: dict[str, Any],
        measure: Measure = estimate,
        words: Words | None = None,
    ) -> SheetPlan:
        settings = self.settings(options)
        piece = one_cut(
            pieces,
            "the grid imposition",
            "use imposition: gutters, which gives each piece its own bleed and a cut outline",
        )
        fit = best_grid(paper, piece, settings["rotate"])
        duplex = duplex_for(pieces, settings["duplex"])
        sheets = sheets_of(pieces, fit.per_page)
        pages: list[PagePlan] = []
        for number, sheet in enumerate(sheets, start=1):
            front = PagePlan(
                paper.w, paper.h, label=sheet_label(words, number, len(sheets), "fronts" if duplex else "sheet")
            )
            front.placements, backs = fit.sides(sheet, pieces, front, duplex)
            pages.append(finish_page(front, settings["cut_outline"]))
            if duplex:
                back = PagePlan(paper.w, paper.h, backs, label=sheet_label(words, number, len(sheets), "backs"))
                pages.append(finish_page(back, settings["cut_outline"]))
        pages = cut_in(pages, settings["cut_color"])
        return noted(
            SheetPlan(steady_footers(pages), duplex, paper.ruler),
            say(words, "then_cut", cut=cutting(pages, words)),
            words,
        )

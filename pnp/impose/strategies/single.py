"""``single`` (and ``poster``): one piece per page, the page exactly the piece with its full bleed.

What print shops take: TrimBox is the piece, BleedBox the page, no marks (they add
their own), but for the cut outline of each hole cut out of the piece (``holes:``, on its back where it falls),
which no TrimBox tells. ``poster`` is the same for a board: one page of the board's own size.
Each copy gets its front page, then its back page. With ``upright`` a piece wider than
tall is turned a quarter turn onto a portrait page, its front counter-clockwise and its
back clockwise, as a long-edge flip turns a back (the back still lands behind its front).
"""

from __future__ import annotations

from typing import Any

from pnp.core.geometry import Box, path_bounds, transform_path
from pnp.core.papers import Paper
from pnp.core.words import Words
from pnp.impose.marks import Measure, estimate
from pnp.impose.plan import PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import place, turned
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    STRATEGIES,
    Strategy,
    copies,
    cut_in,
    hole_cuts,
    placement,
    strategy,
)


@strategy("single")
class Single(Strategy):
    doc = "one piece per page at trim plus full bleed, for print shops (poster: the same for a board)"
    paper_based = False
    holes_alone = True
    options = {"cut_color": CUT_COLOR_OPTION}  # its holes' cut outlines, the one cut line it draws

    def plan(
        self,
        pieces: list[PieceSpec],
        paper: Paper | None,
        options: dict[str, Any],
        measure: Measure = estimate,
        words: Words | None = None,
    ) -> SheetPlan:
        return one_a_page(pieces, cut_color=self.settings(options)["cut_color"])


def one_a_page(pieces: list[PieceSpec], upright: bool = False, cut_color: str | None = None) -> SheetPlan:
    """Each copy's front page and back page; ``upright`` turns a piece wider than tall onto portrait pages
    (for a shop that takes cards upright: ``pnp export print-shop`` with its profile's ``upright`` kinds);
    its holes cut along ``cut_color`` (:func:`~pnp.impose.strategies.cut_in`)."""
    pages = []
    for index in copies(pieces):
        piece = pieces[index]
        w, h = piece.size
        turn = 90 if upright and w > h + 1e-9 else 0
        for side in piece.sides:
            rotation = turn if side == "front" else (-turn) % 360  # a long-edge flip turns the back the other way
            outline = piece.outline_of(side).outline(piece.bleed)  # a back's: the face's mirrored
            art = path_bounds(transform_path(outline, place(w, h, rotation, 0.0, 0.0)))
            x, y = -art.x, -art.y  # where the turned trim's lower-left corner falls on the page: exactly the art
            page = PagePlan(art.w, art.h, label=side)
            page.placements.append(placed := placement(index, side, piece, rotation, x, y))
            page.marks.extend(hole_cuts(placed))  # the one cut no shop can tell from the TrimBox
            page.trim_box, page.bleed_box = Box(x, y, *turned(w, h, rotation)), page.page
            pages.append(page)
    return SheetPlan(cut_in(pages, cut_color), "long-edge" if any(len(p.sides) > 1 for p in pieces) else None)


STRATEGIES.add("poster", STRATEGIES["single"])

"""``single`` (and ``poster``): one piece per page, the page exactly the piece with its full bleed.

What print shops take: TrimBox is the piece, BleedBox the page, no marks (they add
their own). ``poster`` is the same for a board: one page of the board's own size.
Each copy gets its front page, then its back page.
"""

from __future__ import annotations

from typing import Any

from pnp.core.geometry import Box, path_bounds
from pnp.core.papers import Paper
from pnp.impose.plan import PagePlan, PieceSpec, SheetPlan
from pnp.impose.strategies import STRATEGIES, Strategy, copies, placement, strategy


@strategy("single")
class Single(Strategy):
    doc = "one piece per page at trim plus full bleed, for print shops (poster: the same for a board)"
    paper_based = False

    def plan(self, pieces: list[PieceSpec], paper: Paper | None, options: dict[str, Any]) -> SheetPlan:
        pages = []
        for index in copies(pieces):
            piece = pieces[index]
            w, h = piece.size
            art = path_bounds(piece.shape.outline(piece.bleed))  # face coordinates: the page is exactly this
            x, y = -art.x, art.y + art.h - h  # where the trim's lower-left corner falls on the page
            for side in piece.sides:
                page = PagePlan(art.w, art.h, label=side)
                page.placements.append(placement(index, side, piece, 0, x, y))
                page.trim_box, page.bleed_box = Box(x, y, w, h), page.page
                pages.append(page)
        return SheetPlan(pages, "long-edge" if any(len(p.sides) > 1 for p in pieces) else None)


STRATEGIES.add("poster", STRATEGIES["single"])

"""``single`` (and ``poster``): one piece per page, the page exactly the piece with its full bleed.

What print shops take: TrimBox is the piece, BleedBox the page, no marks (they add
their own). ``poster`` is the same for a board: one page of the board's own size.
Each copy gets its front page, then its back page.
"""

from __future__ import annotations

from typing import Any

from pnp.core.geometry import Box
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
            b = piece.bleed
            for side in piece.sides:
                page = PagePlan(w + 2 * b, h + 2 * b, label=side)
                page.placements.append(placement(index, side, piece, 0, b, b))
                page.trim_box, page.bleed_box = Box(b, b, w, h), page.page
                pages.append(page)
        return SheetPlan(pages, "long-edge" if any(len(p.sides) > 1 for p in pieces) else None)


STRATEGIES.add("poster", STRATEGIES["single"])

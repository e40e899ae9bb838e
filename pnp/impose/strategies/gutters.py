"""``gutters``: every piece with its own full bleed and a gutter: tiles, round and hexagonal tokens, mixed sizes.

Pieces go in rows in their order; equal round or hexagonal pieces nest in a honeycomb
when that puts more on a page. Straight cuts shared along a row or column get crop
marks in the margin; every other piece gets a thin cut outline.
"""

from __future__ import annotations

from typing import Any

from pnp.core.geometry import Box, path_bounds
from pnp.core.papers import Paper
from pnp.impose.packing import Spot, centred, honeycomb, shelves
from pnp.impose.plan import PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import EDGE, MARK_GAP, MARK_LENGTH
from pnp.impose.strategies import (
    DUPLEX_OPTION,
    GAP_OPTION,
    ImpositionError,
    Strategy,
    copies,
    finish_page,
    mirrored,
    placement,
    steady_footers,
    strategy,
)


def footprint(piece: PieceSpec) -> tuple[float, float]:
    """The piece and its bleed: what must not overlap a neighbour."""
    bounds = path_bounds(piece.shape.outline(piece.bleed))
    return bounds.w, bounds.h


def pack(pieces: list[PieceSpec], paper: Paper, gap: float) -> list[list[Spot]]:
    """Pages of spots, one per copy (``Spot.item`` is the copy's position in :func:`copies`)."""
    order = copies(pieces)
    sizes = [footprint(pieces[i]) for i in order]
    margin = EDGE + MARK_GAP + MARK_LENGTH
    area = Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)
    try:
        pages = shelves(sizes, area, gap)
    except ValueError as exc:
        piece = pieces[order[exc.args[0]]]
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} piece with its bleed does not fit on {paper.name} paper; "
            "print it with imposition: [tile, poster]",
        ) from None
    shapes = {pieces[i].shape for i in order}
    if len(shapes) == 1 and (shape := shapes.pop()).kind in ("circle", "pointy-top hexagon", "flat-top hexagon"):
        size = sizes[0]
        pitch = (shape.w if shape.kind != "flat-top hexagon" else shape.h) + 2 * pieces[order[0]].bleed + gap
        nested = honeycomb(len(order), size, pitch, area, columns_staggered=shape.kind == "flat-top hexagon")
        if nested and (len(nested), -len(nested[0])) <= (len(pages), -len(pages[0])):
            pages = nested  # round pieces nest: as few pages, and less paper to cut away
    return [centred(page, sizes, paper.w, paper.h) for page in pages]


@strategy("gutters")
class Gutters(Strategy):
    doc = "each piece with its own full bleed and a gutter: tiles, round and hexagonal tokens, mixed sizes"
    duplex_capable = True
    options = {
        "gap": GAP_OPTION,
        "duplex": DUPLEX_OPTION,
        "cut_outline": {
            "enum": ["auto", True, False],
            "default": "auto",
            "description": "draw cut outlines: auto draws them where crop marks cannot guide the cut",
        },
    }

    def plan(self, pieces: list[PieceSpec], paper: Paper | None, options: dict[str, Any]) -> SheetPlan:
        settings = self.settings(options)
        order = copies(pieces)
        duplex = settings["duplex"] if any("back" in p.sides for p in pieces) and settings["duplex"] != "none" else None
        pages: list[PagePlan] = []
        sheets = pack(pieces, paper, settings["gap"])
        for number, spots in enumerate(sheets, start=1):
            front = PagePlan(
                paper.w, paper.h, label=f"fronts {number}/{len(sheets)}" if duplex else f"sheet {number}/{len(sheets)}"
            )
            for spot in spots:
                index = order[spot.item]
                piece = pieces[index]
                bounds = path_bounds(piece.shape.outline(piece.bleed))  # in face coordinates: left and top of the bleed
                x, y = spot.x - bounds.x, spot.y + (bounds.h + bounds.y - piece.size[1])
                front.placements.append(placement(index, "front", piece, 0, x, y))
            pages.append(finish_page(front, settings["cut_outline"]))
            if duplex:
                back = PagePlan(paper.w, paper.h, label=f"backs {number}/{len(sheets)}")
                for placed in front.placements:
                    if "back" in pieces[placed.piece].sides:
                        rotation, x, y = mirrored(front, placed, duplex)
                        back.placements.append(placement(placed.piece, "back", pieces[placed.piece], rotation, x, y))
                pages.append(finish_page(back, settings["cut_outline"]))
        return SheetPlan(steady_footers(pages), duplex, paper.ruler)

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
from pnp.impose.policy import EDGE, EPSILON, MARK_GAP, MARK_LENGTH
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


def pack(pieces: list[PieceSpec], paper: Paper, gap: float) -> tuple[list[list[Spot]], list[int]]:
    """Pages of spots, one per copy (``Spot.item`` is the copy's position in :func:`copies`), and
    the turn each copy takes (0 or 90).

    Pieces go in rows unless another arrangement takes fewer pages: columns, the pieces turned
    on end (long strips stand two to a column where a row holds one), or either of those with
    the band they leave at the foot of the page filled with rows of pieces turned back.
    """
    order = copies(pieces)
    upright = [footprint(pieces[i]) for i in order]
    margin = EDGE + MARK_GAP + MARK_LENGTH
    area = Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)
    candidates = [
        found
        for band in (False, True)
        for turn in (0, 90)
        for by_columns in (False, True)
        if (found := arranged(upright, area, gap, turn, by_columns, band)) is not None
    ]
    if not candidates:
        first = next(i for i, (w, h) in enumerate(upright) if w > area.w + EPSILON or h > area.h + EPSILON)
        piece = pieces[order[first]]
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} piece with its bleed does not fit on {paper.name} paper; "
            "print it with imposition: [tile, poster]",
        )
    pages, turns = min(candidates, key=lambda found: len(found[0]))  # ties keep the first: upright rows
    shapes = {pieces[i].shape for i in order}
    if len(shapes) == 1 and (shape := shapes.pop()).kind in ("circle", "pointy-top hexagon", "flat-top hexagon"):
        pitch = (shape.w if shape.kind != "flat-top hexagon" else shape.h) + 2 * pieces[order[0]].bleed + gap
        nested = honeycomb(len(order), upright[0], pitch, area, columns_staggered=shape.kind == "flat-top hexagon")
        if nested and (len(nested), -len(nested[0])) <= (len(pages), -len(pages[0])):
            pages, turns = nested, [0] * len(order)  # round pieces nest: as few pages, and less paper to cut away
    sizes = [_turned(size, turn) for size, turn in zip(upright, turns, strict=True)]
    return [centred(page, sizes, paper.w, paper.h) for page in pages], turns


def arranged(
    upright: list[tuple[float, float]], area: Box, gap: float, turn: int, by_columns: bool, band: bool
) -> tuple[list[list[Spot]], list[int]] | None:
    """Footprints turned ``turn`` in rows from the top left (or down columns from it), page after page,
    with each copy's turn; ``band`` fills the room left below them with rows of the next footprints
    turned back. None when a footprint does not fit."""
    turns = [turn] * len(upright)
    pages: list[list[Spot]] = []
    start = 0
    while start < len(upright):
        sizes = [_turned(size, turn) for size in upright[start:]]
        spots = first_page(sizes, area, gap, by_columns)
        if not spots:
            return None
        below = Box.union(Box(s.x, s.y, *sizes[s.item]) for s in spots).y - gap - area.y
        page = [Spot(start + s.item, s.x, s.y) for s in spots]
        start += len(spots)
        if band and start < len(upright) and below > 0:
            back = (turn + 90) % 180
            rest = [_turned(size, back) for size in upright[start:]]
            extra = first_page(rest, Box(area.x, area.y, area.w, below), gap, by_columns=False)
            page += [Spot(start + s.item, s.x, s.y) for s in extra]
            turns[start : start + len(extra)] = [back] * len(extra)
            start += len(extra)
        pages.append(page)
    return pages, turns


def first_page(sizes: list[tuple[float, float]], area: Box, gap: float, by_columns: bool) -> list[Spot]:
    """The leading footprints that fill one page of ``area`` in rows (or columns), placed."""
    if by_columns:
        across = Box(area.y, area.x, area.h, area.w)  # rows on the area turned over its diagonal are columns
        spots = first_page([(h, w) for w, h in sizes], across, gap, by_columns=False)
        return [
            Spot(s.item, area.x + across.top - s.y - sizes[s.item][0], area.top - (s.x - across.x) - sizes[s.item][1])
            for s in spots
        ]
    count = len(sizes)
    while count:
        try:
            return shelves(sizes[:count], area, gap)[0]
        except ValueError as exc:  # a footprint too large for the area: only those before it
            count = exc.args[0]
    return []


def _turned(size: tuple[float, float], turn: int) -> tuple[float, float]:
    return (size[1], size[0]) if turn % 180 else size


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
        sheets, turns = pack(pieces, paper, settings["gap"])
        for number, spots in enumerate(sheets, start=1):
            front = PagePlan(
                paper.w, paper.h, label=f"fronts {number}/{len(sheets)}" if duplex else f"sheet {number}/{len(sheets)}"
            )
            for spot in spots:
                index = order[spot.item]
                piece = pieces[index]
                turn = turns[spot.item]
                art = path_bounds(placement(index, "front", piece, turn, 0.0, 0.0).clip)  # the bleed's offset
                front.placements.append(placement(index, "front", piece, turn, spot.x - art.x, spot.y - art.y))
            pages.append(finish_page(front, settings["cut_outline"]))
            if duplex:
                back = PagePlan(paper.w, paper.h, label=f"backs {number}/{len(sheets)}")
                for placed in front.placements:
                    if "back" in pieces[placed.piece].sides:
                        rotation, x, y = mirrored(front, placed, duplex)
                        back.placements.append(placement(placed.piece, "back", pieces[placed.piece], rotation, x, y))
                pages.append(finish_page(back, settings["cut_outline"]))
        return SheetPlan(steady_footers(pages), duplex, paper.ruler)

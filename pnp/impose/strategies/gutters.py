"""``gutters``: every piece with its own full bleed and a gutter: tiles, round and hexagonal tokens, mixed sizes.

Pieces go in rows in their order; equal round or hexagonal pieces nest in a honeycomb
when that puts more on a page. Straight cuts shared along a row or column get crop
marks in the margin; every other piece gets a thin cut outline. With ``share_cuts``,
rectangles may be packed edge to edge instead: neighbours share the cut line and their
art meets on it, as cards do in a grid, and the bleed is kept where a side faces the margin.
"""

from __future__ import annotations

import math
from typing import Any

from pnp.core.geometry import Box, path_bounds
from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.duplex import DUPLEX_OPTION
from pnp.impose.marks import Measure, estimate
from pnp.impose.packing import Spot, centred, honeycomb, shelves
from pnp.impose.plan import PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import EDGE, EPSILON, MARK_GAP, MARK_LENGTH, SEAM, bleed_spacing
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    GAP_OPTION,
    ImpositionError,
    Strategy,
    behind,
    copies,
    cut_in,
    cutting,
    duplex_for,
    finish_page,
    noted,
    placement,
    sheet_label,
    steady_footers,
    strategy,
)


def footprint(piece: PieceSpec) -> tuple[float, float]:
    """The piece and its bleed: what must not overlap a neighbour."""
    bounds = path_bounds(piece.shape.outline(piece.bleed))
    return bounds.w, bounds.h


def page_area(paper: Paper) -> Box:
    """Where pieces go on ``paper``: within the blank edge and room for crop marks."""
    margin = EDGE + MARK_GAP + MARK_LENGTH
    return Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)


def fits(piece: PieceSpec, paper: Paper) -> bool:
    """Does ``piece`` fit a page of ``paper`` whole, with its bleed and room for crop marks, upright or turned?"""
    w, h = footprint(piece)
    area = page_area(paper)
    return any(a <= area.w + EPSILON and b <= area.h + EPSILON for a, b in ((w, h), (h, w)))


SHARED_SIDES = ((True, False), (False, True), (True, True))  # (left and right, top and bottom), tried in turn


def pack(
    pieces: list[PieceSpec], paper: Paper, gap: float, share: bool | str = False
) -> tuple[list[list[Spot]], list[int], bool]:
    """Pages of spots, one per copy (``Spot.item`` is the copy's position in :func:`copies`), the
    turn each copy takes (0 or 90), and whether the pieces share cuts (the spots are then their
    trims' corners, else their footprints').

    Pieces go in rows unless another arrangement takes fewer pages: columns, the pieces turned
    on end (long strips stand two to a column where a row holds one), or either of those with
    the band they leave at the foot of the page filled with rows of pieces turned back.
    ``share`` (True, or "auto": when that takes fewer pages) lets rectangles meet edge to edge:
    along their left and right sides, else along their top and bottom, else along all four.
    """
    order = copies(pieces)
    area = page_area(paper)
    upright = [footprint(pieces[i]) for i in order]
    variants = [] if share is True else [(upright, area, bleed_spacing(gap))]
    if share:
        if not all(pieces[i].shape.rectangular for i in order):
            raise ImpositionError("imposition-shape", "share_cuts needs rectangular pieces: their cuts are straight")
        inner = area.grow(-max(pieces[i].bleed for i in order))
        variants += [([_sharing(pieces[i], *sides) for i in order], inner, gap) for sides in SHARED_SIDES]
    packed = [
        (found, sizes) for sizes, room, apart in variants if (found := fewest_pages(sizes, room, apart)) is not None
    ]
    if not packed:
        first = next(i for i, (w, h) in enumerate(upright) if w > area.w + EPSILON or h > area.h + EPSILON)
        piece = pieces[order[first]]
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} piece does not fit on {paper.name} paper ({paper.w:g} × {paper.h:g} mm) "
            "with room for bleed and crop marks; print it with imposition: [tile, poster] (split over pages with "
            "a glue overlap, and as one page of its own size)",
            order[first],
        )
    (pages, turns), sizes = min(packed, key=lambda found: len(found[0][0]))  # ties keep the first
    if sizes is not upright:
        turned = [_turned(size, turn) for size, turn in zip(sizes, turns, strict=True)]
        trims = [_turned(pieces[i].size, turn) for i, turn in zip(order, turns, strict=True)]
        return [_trim_corners(centred(page, turned, paper.w, paper.h), turned, trims) for page in pages], turns, True
    shapes = {pieces[i].shape for i in order}
    if len(shapes) == 1 and (shape := shapes.pop()).kind in ("circle", "pointy-top hexagon", "flat-top hexagon"):
        pitch = (
            (shape.w if shape.kind != "flat-top hexagon" else shape.h) + 2 * pieces[order[0]].bleed + bleed_spacing(gap)
        )
        nested = honeycomb(len(order), upright[0], pitch, area, columns_staggered=shape.kind == "flat-top hexagon")
        if nested and (len(nested), -len(nested[0])) <= (len(pages), -len(pages[0])):
            pages, turns = nested, [0] * len(order)  # round pieces nest: as few pages, and less paper to cut away
    sizes = [_turned(size, turn) for size, turn in zip(upright, turns, strict=True)]
    return [centred(page, sizes, paper.w, paper.h) for page in pages], turns, False


def _sharing(piece: PieceSpec, sides: bool, ends: bool) -> tuple[float, float]:
    """The piece with its bleed on the sides it does not share (left and right, top and bottom)."""
    w, h = piece.size
    return w + (0 if sides else 2 * piece.bleed), h + (0 if ends else 2 * piece.bleed)


def _trim_corners(
    spots: list[Spot], footprints: list[tuple[float, float]], trims: list[tuple[float, float]]
) -> list[Spot]:
    """The trims' lower-left corners of footprints placed at ``spots`` (the bleed is the same each side)."""
    return [
        Spot(
            s.item,
            s.x + (footprints[s.item][0] - trims[s.item][0]) / 2,
            s.y + (footprints[s.item][1] - trims[s.item][1]) / 2,
        )
        for s in spots
    ]


def fewest_pages(
    upright: list[tuple[float, float]], area: Box, gap: float
) -> tuple[list[list[Spot]], list[int]] | None:
    """The arrangement of :func:`arranged` that takes the fewest pages (ties keep the first: upright
    rows), or None when a size does not fit the area even turned."""
    candidates = [
        found
        for band in (False, True)
        for turn in (0, 90)
        for by_columns in (False, True)
        if (found := arranged(upright, area, gap, turn, by_columns, band)) is not None
    ]
    return min(candidates, key=lambda found: len(found[0])) if candidates else None


def meeting_bleeds(trims: list[Box], bleeds: list[float]) -> list[tuple[float, float, float, float]]:
    """Each trim's bleed (left, bottom, right, top) among neighbours packed edge to edge: its own
    where a side faces the margin, none across a shared cut (a hair, so that no gap shows), and
    halfway to a neighbour nearer than that (and a hair past it)."""
    found = []
    for index, trim in enumerate(trims):
        room = [math.inf] * 4
        for other in trims[:index] + trims[index + 1 :]:
            if min(trim.top, other.top) - max(trim.y, other.y) > EPSILON:  # side by side
                if other.x >= trim.right - EPSILON:
                    room[2] = min(room[2], other.x - trim.right)
                if other.right <= trim.x + EPSILON:
                    room[0] = min(room[0], trim.x - other.right)
            if min(trim.right, other.right) - max(trim.x, other.x) > EPSILON:  # one above the other
                if other.y >= trim.top - EPSILON:
                    room[3] = min(room[3], other.y - trim.top)
                if other.top <= trim.y + EPSILON:
                    room[1] = min(room[1], trim.y - other.top)
        found.append(tuple(max(SEAM, min(bleeds[index], space / 2 + SEAM)) for space in room))
    return found


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
            "description": "draw cut outlines: auto draws them where crop marks cannot guide the cut (rounded corners)",
        },
        "share_cuts": {
            "enum": [False, True, "auto"],
            "default": False,
            "description": "rectangles edge to edge, sharing their cut lines (true), or where that takes fewer pages",
        },
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
        order = copies(pieces)
        duplex = duplex_for(pieces, settings["duplex"])
        pages: list[PagePlan] = []
        sheets, turns, shared = pack(pieces, paper, settings["gap"], settings["share_cuts"])
        for number, spots in enumerate(sheets, start=1):
            front = PagePlan(
                paper.w, paper.h, label=sheet_label(words, number, len(sheets), "fronts" if duplex else "sheet")
            )
            for spot in spots:
                index = order[spot.item]
                piece = pieces[index]
                turn = turns[spot.item]
                x, y = spot.x, spot.y  # the trim's corner when cuts are shared, else the bleed's
                if not shared:
                    art = path_bounds(placement(index, "front", piece, turn, 0.0, 0.0).clip)  # the bleed's offset
                    x, y = x - art.x, y - art.y
                front.placements.append(placement(index, "front", piece, turn, x, y))
            pages.append(_finished(front, pieces, shared, settings["cut_outline"]))
            if duplex:
                back = PagePlan(paper.w, paper.h, label=sheet_label(words, number, len(sheets), "backs"))
                for placed in front.placements:
                    if "back" in pieces[placed.piece].sides:
                        back.placements.append(behind(front, placed, pieces[placed.piece], duplex))
                pages.append(_finished(back, pieces, shared, settings["cut_outline"]))
        pages = cut_in(pages, settings["cut_color"])
        return noted(
            SheetPlan(steady_footers(pages), duplex, paper.ruler),
            say(words, "then_cut", cut=cutting(pages, words)),
            words,
        )


def _finished(page: PagePlan, pieces: list[PieceSpec], shared: bool, outlines: bool | str) -> PagePlan:
    """The page with its marks; pieces sharing cuts first get the bleed their neighbours leave them."""
    if shared:
        trims, bleeds = [p.trim for p in page.placements], [pieces[p.piece].bleed for p in page.placements]
        page.placements = [
            placement(p.piece, p.side, pieces[p.piece], p.rotation, p.trim.x, p.trim.y, bleed)
            for p, bleed in zip(page.placements, meeting_bleeds(trims, bleeds), strict=True)
        ]
    return finish_page(page, outlines)

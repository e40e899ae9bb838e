"""``tile``: a face larger than the paper, printed over several pages that overlap by a glue strip.

Pages are labelled A1, A2, … (row letter, column number). Each page's art overlaps
its right and lower neighbours by ``overlap`` mm; in that strip, which the neighbour
covers once glued, a dotted guide shows where the neighbour's edge goes and targets
help line it up. The left and top edges of every page but the first are cut off
(crop marks show where). An assembly map comes first: the whole face, small, with
the pages drawn on it.

A piece with a back (a double-sided board) gets the back's own map and pages after the
front's, labelled "back A1", "back A2", …: the back as seen from the back, tiled with its own
joins (off the back's words), to glue on the other side of the board once it is turned over
left to right. Every page prints one-sided: each is glued on its own, so nothing needs a
duplex printer's alignment.

A piece that fits the paper whole is not tiled: those of a component that fit print after the tiled
ones, packed as ``gutters`` packs them (a 12 in ruler tiled, its 6 in siblings on one sheet), and a
component whose pieces all fit is the file ``gutters`` makes. A map calls the piece by its noun
(``PieceSpec.noun``: the component's inventory noun, else its kind's word), not always "board".
"""

from __future__ import annotations

import bisect
import itertools
import math
import string
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pnp.core.geometry import MM, Affine, Box, Path, path_bounds, transform_path
from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.marks import Measure, estimate, footer_band, label_box, line_marks, mark_box
from pnp.impose.plan import Band, Label, Line, Outline, PagePlan, PieceSpec, Placement, Registration, SheetPlan
from pnp.impose.policy import EDGE, EPSILON
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    Strategy,
    copies,
    cut_in,
    cutting,
    hole_cuts,
    noted,
    strategy,
)
from pnp.impose.strategies.gutters import Gutters, fits

MARGIN = 12.0  # mm round each page's window: the printable edge, marks and the page's label
HEADING, STEP_SIZE = 9.0, 8.0  # pt: an assembly map's heading, its steps
HEADING_TOP = 4.0  # mm from the map's header top to its heading's baseline
FIRST_STEP = 6.0  # mm from the heading's last baseline to the first step's
STEP = 5.0  # mm from one step's last baseline to the next step's
HEADING_LINE, STEP_LINE = 4.0, 3.5  # mm between the lines of a wrapped heading, of a wrapped step
UNDER_STEPS = 10.0  # mm from the last step's last baseline to the map
MAP_LABEL_STEPS = 5  # places tried each way from a window's middle for its label on the assembly map
MAP_LABEL_FINER = 4  # × as many, where none of those is clear of the board's words
MAP_LABEL, MAP_LABEL_LEAST = 20.0, 6.5  # pt of a page's label on the assembly map, and the least it shrinks to
LABEL_DEPTH = 0.46  # mm of a backed label's white box across its line, per pt of its size
CLEAR = 3.0  # mm a join keeps from the words it avoids, where the page count allows (a glued page may shift)


@dataclass(frozen=True)
class Window:
    """The part of the face (face coordinates: mm, y down) that one page shows."""

    row: int
    col: int
    x0: float
    y0: float
    x1: float
    y1: float
    side: str = "front"  # the face it shows: "front", or "back" (its face coordinates the back's own)

    def label(self, words: Words | None) -> str:
        """The page's name: A1, or the back's "back A1"."""
        name = f"{_row_name(self.row)}{self.col + 1}"
        return name if self.side == "front" else say(words, "tile_back", tile=name)


def _row_name(row: int) -> str:
    letters = string.ascii_uppercase
    return letters[row] if row < 26 else letters[row // 26 - 1] + letters[row % 26]


def windows(
    extent: tuple[float, float, float, float],
    room: tuple[float, float],
    overlap: float,
    text: tuple[Box, ...] = (),
) -> list[Window]:
    """Windows of at most ``room`` mm covering ``extent`` (x0, y0, x1, y1), neighbours overlapping by ``overlap``.

    Each join (where a page's cut edge lies on its neighbour) moves, within what the page count
    allows, off the ``text`` boxes (face coordinates) it would cut through, to the nearest place
    that crosses the fewest of them and keeps ``CLEAR`` from them, or as near that as there is room.
    """
    x0, y0, x1, y1 = extent
    across = [(box.x, box.right) for box in text]
    down = [(box.y, box.top) for box in text]
    columns, rows = spans(x0, x1, room[0], overlap, across), spans(y0, y1, room[1], overlap, down)
    return [
        Window(r, c, *columns[c][:1], *rows[r][:1], columns[c][1], rows[r][1])
        for r in range(len(rows))
        for c in range(len(columns))
    ]


def cut_through(text: tuple[Box, ...], tiles: list[Window]) -> list[Box]:
    """The text boxes a join runs through: where no place for it cleared every word (a line wider than a page)."""
    across = {tile.x0 for tile in tiles if tile.col > 0}
    down = {tile.y0 for tile in tiles if tile.row > 0}
    return [box for box in text if any(box.x < x < box.right for x in across) or any(box.y < y < box.top for y in down)]


def spans(
    start: float, end: float, size: float, overlap: float, avoid: list[tuple[float, float]]
) -> list[tuple[float, float]]:
    """Pages along one axis: as few as cover ``start``-``end`` with ``size`` each, overlapping by ``overlap``.

    Each join crosses as few ``avoid`` ranges as it can, then keeps from them as much of ``CLEAR``
    as it can, then lies as near its even position as it can.
    """
    length = end - start
    count = 1 if length <= size + EPSILON else math.ceil((length - overlap) / (size - overlap) - EPSILON)
    step = size - overlap
    edges = sorted({edge for pair in avoid for edge in pair})
    # where the best place can be: clear by CLEAR of an edge, halfway between two, or a bound of the room
    near = {edge + side * CLEAR for edge in edges for side in (-1, 1)}
    near.update((a + b) / 2 for a, b in itertools.pairwise(edges))

    ranges = Ranges.of(avoid)

    def badness(x: float, even: float) -> tuple[int, float, float]:
        return ranges.crossed(x), -min(ranges.clearance(x), CLEAR), abs(x - even)

    joins = [start]
    for k in range(1, count):
        low = end - size - (count - 1 - k) * step  # the pages after it must still reach the end
        high = joins[-1] + step  # the page before it shows at most ``size``
        even = min(high, max(low, start + k * step))
        places = [even, low, high, *(x for x in sorted(near) if low <= x <= high)]
        joins.append(min(places, key=lambda x, even=even: badness(x, even)))
    return [(a, min(b + overlap, end)) for a, b in zip(joins, [*joins[1:], end], strict=True)]


@dataclass(frozen=True)
class Ranges:
    """Ranges (a, b) along one axis, sorted so that each question about a point takes a bisection, not
    a pass over them all (a board's 141 words, asked about at every place a join may go)."""

    starts: list[float]
    ends: list[float]
    wide_starts: list[float]  # of the ranges a point can lie inside (a < b)
    wide_ends: list[float]

    @classmethod
    def of(cls, ranges: list[tuple[float, float]]) -> Ranges:
        wide = [(a, b) for a, b in ranges if a < b]
        return cls(
            sorted(a for a, _ in ranges),
            sorted(b for _, b in ranges),
            sorted(a for a, _ in wide),
            sorted(b for _, b in wide),
        )

    def crossed(self, x: float) -> int:
        """How many ranges have ``a < x < b``."""
        return bisect.bisect_left(self.wide_starts, x) - bisect.bisect_right(self.wide_ends, x)

    def clearance(self, x: float) -> float:
        """How far ``x`` is from the nearest range: 0 inside or on one, infinite without ranges."""
        if self.crossed(x):
            return 0.0
        above, below = bisect.bisect_left(self.starts, x), bisect.bisect_right(self.ends, x)
        return min(
            self.starts[above] - x if above < len(self.starts) else math.inf,
            x - self.ends[below - 1] if below else math.inf,
        )


def _map_label(text: str, window: Box, words: list[Box], marks: list[Box], measure: Measure) -> Label:
    """A page's label on the assembly map: at the middle of its window, or the nearest place in it where
    the label stands clear of the board's words and marks (on a white box, it would hide them: a station's
    number, a line of the rules printed on the board, a star, a station's ring); where no place is clear of
    both, the nearest clear of the words alone. Smaller than MAP_LABEL where the window is too
    narrow for it, and turned a quarter along a window taller than wide that is too narrow even then
    (a last column of a few millimetres), so that it does not cover its neighbour's."""
    width = measure(text, MAP_LABEL)
    size = min(MAP_LABEL, MAP_LABEL * 0.8 * window.w / width)
    angle = 0.0
    if size < MAP_LABEL_LEAST and window.h > window.w:
        size, angle = min(MAP_LABEL, MAP_LABEL * 0.8 * window.h / width, window.w / LABEL_DEPTH), 90.0
    size = max(size, MAP_LABEL_LEAST)
    centre_x, centre_y = window.x + window.w / 2, window.y + window.h / 2 - (4 if not angle else 0)

    def labels(count: int) -> list[Label]:
        """Labels at ``count`` places each way from the middle, the nearest first."""
        steps = [i / count for i in range(-count + 1, count)]
        spots = sorted(
            ((centre_x + dx * window.w * 0.4, centre_y + dy * window.h * 0.4) for dx in steps for dy in steps),
            key=lambda spot: math.hypot(spot[0] - centre_x, spot[1] - centre_y),
        )
        return [Label(x, y, text, size, "middle", angle, bold=True, backed=True) for x, y in spots]

    def reach(label: Label) -> Box:
        return _backed_box(label, width * size / MAP_LABEL).grow(1.0)

    def counter(places: list[Label], boxes: list[Box]) -> Callable[[Label], int]:
        """How many of ``boxes`` the white box of a label at one of ``places`` covers: of those some place
        reaches, those starting within the widest one's width of it (one starting further left ends before it)."""
        every_reach = _bounds([reach(label) for label in places])
        near = sorted((box for box in boxes if every_reach.overlaps(box)), key=lambda box: box.x)
        starts, widest = [box.x for box in near], max([0.0, *(box.w for box in near)])

        def covered(label: Label) -> int:
            box = reach(label)
            first, last = bisect.bisect_left(starts, box.x - widest - 1.0), bisect.bisect_right(starts, box.right + 1.0)
            return sum(box.overlaps(word) for word in near[first:last])

        return covered

    # the coarse places first; among words set close all over (a path's numbered spaces) a finer search finds the
    # gap between them; where none is clear of the marks too, the nearest clear of the words, and where there is
    # none, the label covers as few words as it can
    places = labels(MAP_LABEL_STEPS)
    covered, hidden = counter(places, words), counter(places, marks)
    clear = next((label for label in places if not covered(label) and not hidden(label)), None)
    if clear is None:
        finer = labels(MAP_LABEL_STEPS * MAP_LABEL_FINER)
        finely_covered, finely_hidden = counter(finer, words), counter(finer, marks)
        clear = next((label for label in finer if not finely_covered(label) and not finely_hidden(label)), None)
        clear = clear or next((label for label in places if not covered(label)), None)
        clear = clear or min(finer, key=finely_covered)
    return clear


def _bounds(boxes: list[Box]) -> Box:
    """The box holding every one of ``boxes``, with 1 mm to spare (so that rounding never leaves one out)."""
    left, bottom = min(box.x for box in boxes), min(box.y for box in boxes)
    return Box(left, bottom, max(box.right for box in boxes) - left, max(box.top for box in boxes) - bottom).grow(1.0)


def _backed_box(label: Label, width: float) -> Box:
    """The white box a backed label prints on (mm, y up), its words ``width`` mm wide: as the painter draws it,
    from 0.3 of its size below the baseline to 0.8 above, 0.3 of its size wider each side (turned: as
    :func:`label_box` estimates it)."""
    if label.angle % 180:
        return label_box(label)
    pad, size = label.size * 0.3 / MM, label.size / MM
    return Box(label.x - width / 2 - pad, label.y - 0.3 * size, width + 2 * pad, 1.1 * size)


@strategy("tile")
class Tile(Strategy):
    doc = "a face larger than the paper over several pages with a glue overlap, alignment marks, labels and a map"
    options = {
        "overlap": {
            "type": "number",
            "minimum": 6,
            "maximum": 10,
            "default": 8.0,
            "description": "mm each page overlaps the next (glue strip)",
        },
        "orientation": {
            "enum": ["auto", "portrait", "landscape"],
            "default": "auto",
            "description": "paper orientation; auto uses fewer pages",
        },
        "cut_color": CUT_COLOR_OPTION,  # of the pieces that fit a page whole and of the holes; else crop marks
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
        whole = [index for index, piece in enumerate(pieces) if fits(piece, paper)]
        packing = {"cut_color": settings["cut_color"]}  # how the pieces that fit a page whole are packed
        if len(whole) == len(pieces):  # nothing to tile: the pieces print as gutters packs them
            return Gutters().plan(pieces, paper, packing, measure, words)
        pages: list[PagePlan] = []
        cut: dict[tuple[int, str, Box], None] = {}
        backs: list[tuple[int, str]] = []  # the page number of each back's assembly map, and the piece's noun
        for index in copies(pieces):
            if index in whole:
                continue
            piece = pieces[index]
            noun = piece.noun or say(words, "board")
            sheet = self._orientation(piece, paper, settings)  # both sides alike: the page count is the size's
            tiled = {side: self._windows(piece, side, sheet, settings["overlap"]) for side in piece.sides}
            if "back" in tiled:
                backs.append((len(pages) + len(tiled["front"]) + 2, noun))
            for side, tiles in tiled.items():
                steps = _steps(tiles, tiled["front"], backs[-1][0] if "back" in tiled else None, noun, words)
                header = _header(steps, sheet, measure)
                pages.append(self._map(index, piece, sheet, tiles, measure, words, *header))
                pages.extend(
                    self._page(index, piece, sheet, tile, tiles, settings["overlap"], noun, words) for tile in tiles
                )
                cut.update(dict.fromkeys((index, side, box) for box in cut_through(piece.words(side), tiles)))
        then = say(words, "tile_note_back", page=backs[0][0], piece=backs[0][1]) if backs else say(words, "tile_note")
        if whole:  # after the tiled pieces, whose first map keeps a place for the note
            packed = _whole(pieces, whole, paper, packing, measure, words)
            pages, then = [*pages, *packed], f"{then} {_whole_note(packed, words)}"
        plan = SheetPlan(cut_in(pages, settings["cut_color"]), None, paper.ruler, cut_words=tuple(cut))
        # How to print the file, on its first map (not the back's): above the steps and in line with them,
        # between the paper's blank edge and the steps.
        first = pages[0]
        first.note = Band(MARGIN, first.height - MARGIN, first.width - 2 * MARGIN, MARGIN - EDGE, "top")
        return noted(plan, then, words)

    def _windows(self, piece: PieceSpec, side: str, sheet: Paper, overlap: float) -> list[Window]:
        w, h = piece.size
        b = piece.bleed
        room = (sheet.w - 2 * MARGIN, sheet.h - 2 * MARGIN)
        return [replace(tile, side=side) for tile in windows((-b, -b, w + b, h + b), room, overlap, piece.words(side))]

    def _orientation(self, piece: PieceSpec, paper: Paper, settings: dict[str, Any]) -> Paper:
        choices = {"portrait": [paper], "landscape": [paper.turned()], "auto": [paper, paper.turned()]}[
            settings["orientation"]
        ]
        return min(choices, key=lambda sheet: len(self._windows(piece, "front", sheet, settings["overlap"])))

    def _page(
        self,
        index: int,
        piece: PieceSpec,
        sheet: Paper,
        tile: Window,
        tiles: list[Window],
        overlap: float,
        noun: str,
        words: Words | None,
    ) -> PagePlan:
        w, h = piece.size
        top = sheet.h - MARGIN
        # face (u, v) -> page: the window's top-left corner at (MARGIN, top)
        transform = Affine(1.0, 0.0, 0.0, -1.0, MARGIN - tile.x0, top + tile.y0)

        def to_page(u: float, v: float) -> tuple[float, float]:
            return transform.apply(u, v)

        art = Box(MARGIN, top - (tile.y1 - tile.y0), tile.x1 - tile.x0, tile.y1 - tile.y0)
        tx0, ty0 = to_page(max(0.0, tile.x0), min(h, tile.y1))
        tx1, ty1 = to_page(min(w, tile.x1), max(0.0, tile.y0))
        trim = Box(tx0, ty0, max(0.0, tx1 - tx0), max(0.0, ty1 - ty0))
        outline = Box(*to_page(0.0, h), w, h).path
        label = tile.label(words)
        page = PagePlan(sheet.w, sheet.h, label=say(words, "tile_page", tile=label), trim_box=trim, bleed_box=art)
        holes = _holes(piece, tile.side, art, transform)
        page.placements.append(
            placed := Placement(index, tile.side, transform, art.path, outline, trim, 0, False, holes)
        )
        page.marks.extend(hole_cuts(placed, clipped=True))  # a hole the page's part of the piece cuts into
        page.marks.extend(self._cut_marks(tile, w, h, art, to_page, sheet))
        page.marks.extend(self._glue_marks(tile, tiles, art, overlap, words))
        rows, cols = max(t.row for t in tiles) + 1, max(t.col for t in tiles) + 1
        name = say(
            words,
            "tile_heading" if tile.side == "front" else "tile_heading_back",
            tile=label,
            row=_row_name(tile.row),
            column=tile.col + 1,
            columns=cols,
            rows=rows,
            piece=noun,
        )
        # In the top margin's middle, away from the crop marks that continue the cut lines near its ends.
        page.marks.append(Label(sheet.w / 2, sheet.h - EDGE - 3.2, name, 8.0, "middle", bold=True))
        lines = [mark_box(m) for m in page.marks if isinstance(m, Line)]
        page.footer = footer_band(sheet.w, sheet.h, [art], lines)
        return page

    @staticmethod
    def _cut_marks(tile: Window, w: float, h: float, art: Box, to_page, sheet: Paper) -> list[Line]:
        """Crop marks for the face's own trim where it crosses this page, and for the edges cut off for gluing."""
        xs = [to_page(u, 0.0)[0] for u in (0.0, w) if tile.x0 - EPSILON <= u <= tile.x1 + EPSILON]
        ys = [to_page(0.0, v)[1] for v in (0.0, h) if tile.y0 - EPSILON <= v <= tile.y1 + EPSILON]
        if tile.col:
            xs.append(art.x)  # cut along the left edge, to lay this page over its neighbour
        if tile.row:
            ys.append(art.top)
        marks = []
        for x in xs:
            marks.extend(line_marks("x", x, art.y, art.top, [art], sheet.h))
        for y in ys:
            marks.extend(line_marks("y", y, art.x, art.right, [art], sheet.w))
        return marks

    @staticmethod
    def _glue_marks(tile: Window, tiles: list[Window], art: Box, overlap: float, words: Words | None) -> list[Any]:
        """In each strip a neighbour will cover: where its edge goes, and targets to line it up."""
        marks: list[Any] = []
        right = next((t for t in tiles if t.row == tile.row and t.col == tile.col + 1), None)
        below = next((t for t in tiles if t.col == tile.col and t.row == tile.row + 1), None)
        if right is not None:
            edge = art.x + (right.x0 - tile.x0)
            marks.append(Line(edge, art.y, edge, art.top, "guide"))
            centre = (edge + art.right) / 2
            marks.extend(Registration(centre, art.y + art.h * f, min(2.0, overlap / 3)) for f in (0.15, 0.85))
            glue = say(words, "glue_here", tile=right.label(words))
            marks.append(Label(centre + 1.0, art.y + art.h / 2, glue, 6.5, "middle", 90.0, backed=True))
        if below is not None:
            edge = art.top - (below.y0 - tile.y0)
            marks.append(Line(art.x, edge, art.right, edge, "guide"))
            centre = (edge + art.y) / 2
            marks.extend(Registration(art.x + art.w * f, centre, min(2.0, overlap / 3)) for f in (0.15, 0.85))
            glue = say(words, "glue_here", tile=below.label(words))
            marks.append(Label(art.x + art.w / 2, centre - 1.0, glue, 6.5, "middle", backed=True))
        return marks

    @staticmethod
    def _map(
        index: int,
        piece: PieceSpec,
        sheet: Paper,
        tiles: list[Window],
        measure: Measure,
        words: Words | None,
        header: list[Label],
        depth: float,
    ) -> PagePlan:
        """The assembly map of ``tiles``: the face small, the pages framed and named on it, under
        ``header``, its heading and steps, ``depth`` mm deep under the top margin."""
        w, h = piece.size
        b = piece.bleed
        room = Box(MARGIN, MARGIN, sheet.w - 2 * MARGIN, sheet.h - 2 * MARGIN - depth)
        scale = min(room.w / (w + 2 * b), room.h / (h + 2 * b))
        left = room.x + (room.w - (w + 2 * b) * scale) / 2
        top = room.top - (room.h - (h + 2 * b) * scale) / 2

        def to_page(u: float, v: float) -> tuple[float, float]:
            return left + (u + b) * scale, top - (v + b) * scale

        side = tiles[0].side
        transform = Affine(scale, 0.0, 0.0, -scale, left + b * scale, top - b * scale)
        art = Box(left, top - (h + 2 * b) * scale, (w + 2 * b) * scale, (h + 2 * b) * scale)
        page = PagePlan(sheet.w, sheet.h, label=say(words, "assembly_map" if side == "front" else "assembly_map_back"))
        holes = _holes(piece, side, art, transform)
        page.placements.append(placed := Placement(index, side, transform, art.path, art.path, art, 0, False, holes))
        page.marks.extend(hole_cuts(placed))  # the face small, its holes too
        texts, marks = (
            [Box.union([Box(*to_page(t.x, t.y), 0, 0), Box(*to_page(t.right, t.top), 0, 0)]) for t in boxes]
            for boxes in (piece.words(side), piece.marks_of(side))
        )
        for tile in tiles:
            x0, y1 = to_page(tile.x0, tile.y0)
            x1, y0 = to_page(tile.x1, tile.y1)
            window = Box(x0, y0, x1 - x0, y1 - y0)
            page.marks.append(Outline(window.path, "frame"))
            page.marks.append(_map_label(tile.label(words), window, texts, marks, measure))
        page.marks.extend(header)
        page.footer = footer_band(sheet.w, sheet.h, [art], [])
        return page


def _holes(piece: PieceSpec, side: str, art: Box, transform: Affine) -> tuple[Path, ...]:
    """The holes cut out of ``piece``, on the page as ``side`` shows them, that reach into ``art`` (a tiled page's
    part of it)."""
    holes = (transform_path(hole, transform) for hole in piece.holes_of(side))
    return tuple(hole for hole in holes if art.overlaps(path_bounds(hole)))


def _whole(
    pieces: list[PieceSpec],
    whole: list[int],
    paper: Paper,
    packing: dict[str, Any],
    measure: Measure,
    words: Words | None,
) -> list[PagePlan]:
    """The pages of the pieces ``whole`` (indices of ``pieces``) that fit a page whole, as ``gutters`` packs them
    with the ``packing`` options, each back on the page after its front's (printed one-sided too, to glue behind
    it)."""
    plan = Gutters().plan([pieces[index] for index in whole], paper, packing, measure, words)
    for page in plan.pages:
        page.placements = [replace(placed, piece=whole[placed.piece]) for placed in page.placements]
    return plan.pages


def _whole_note(pages: list[PagePlan], words: Words | None) -> str:
    """The note's words on the whole pieces' ``pages``: how they are cut out, and their backs glued on."""
    backs = any(placed.side == "back" for page in pages for placed in page.placements)
    return say(words, "tile_whole_back" if backs else "tile_whole", cut=cutting(pages, words))


def _header(steps: list[str], sheet: Paper, measure: Measure) -> tuple[list[Label], float]:
    """An assembly map's heading and steps as lines from the top margin down, each within the page's
    width less its margins (a step's later lines indented past its number), and the depth (mm) they
    take above the map."""
    width, top = sheet.w - 2 * MARGIN, sheet.h - MARGIN
    heading = _wrap(steps[0], HEADING, width, measure)
    lines = [
        Label(MARGIN, top - (HEADING_TOP + HEADING_LINE * row), text, HEADING, bold=True)
        for row, text in enumerate(heading)
    ]
    drop = HEADING_TOP + HEADING_LINE * (len(heading) - 1) + FIRST_STEP  # mm under the top: the next baseline
    for step in steps[1:]:
        indent = measure(step[: step.index(" ") + 1], STEP_SIZE)  # "1. "
        for row, text in enumerate(_wrap(step, STEP_SIZE, width, measure, indent)):
            drop += STEP_LINE if row else 0.0
            lines.append(Label(MARGIN + (indent if row else 0.0), top - drop, text, STEP_SIZE))
        drop += STEP
    return lines, drop - STEP + UNDER_STEPS


def _wrap(text: str, size: float, width: float, measure: Measure, indent: float = 0.0) -> list[str]:
    """``text`` broken between words into lines that print no wider than ``width`` mm at ``size`` pt,
    those after the first ``indent`` mm narrower (a word longer than a line has one of its own)."""
    if measure(text, size) <= width:
        return [text]
    lines: list[str] = []
    for word in text.split():
        if lines and measure(f"{lines[-1]} {word}", size) <= width - (indent if len(lines) > 1 else 0.0):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _steps(tiles: list[Window], front: list[Window], back_map: int | None, noun: str, words: Words | None) -> list[str]:
    """An assembly map's heading and numbered steps, for ``tiles`` of one side; ``front`` is the front's tiles,
    ``back_map`` the page number of the back's map when the piece has a back, ``noun`` what the piece is
    (its component's inventory noun, else its kind's word: board, tile)."""
    rows, cols = max(t.row for t in tiles) + 1, max(t.col for t in tiles) + 1
    side = tiles[0].side
    count = say(words, "map_pages" if rows > 1 else "map_pages_one_row", pages=len(tiles), rows=rows, columns=cols)
    first = tiles[0].label(words)
    steps = [say(words, "map_cut", first=first), say(words, "map_lay")]
    if back_map is None:
        heading, steps = say(words, "map_heading", count=count), [*steps, say(words, "map_trim", piece=noun)]
    # No line longer than a one-sided map's longest (step 2): what fits one paper fits both maps.
    elif side == "front":
        heading = say(words, "map_heading_front", count=count)
        steps += [say(words, "map_trim_front"), say(words, "map_back_follows", page=back_map, piece=noun)]
    else:
        # Turned over left to right, the back's top left corner lies behind the front's top right corner.
        behind = max((t for t in front if t.row == 0), key=lambda t: t.col)
        heading = say(words, "map_heading_back", count=count)
        steps += [
            say(words, "map_trim_back"),
            say(words, "map_turn", piece=noun),
            say(words, "map_glue_back", first=first, behind=behind.label(words), piece=noun),
        ]
    return [heading, *(f"{number}. {step}" for number, step in enumerate(steps, start=1))]

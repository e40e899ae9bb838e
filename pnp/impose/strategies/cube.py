"""``cube``: paper dice: each die's six faces as a cross-shaped net to cut out, fold and glue.

The net is a column of four squares (faces 2, 1, 5, 6 from the top) with face 3 left of
face 1 and face 4 right of it, so that folded, faces 1 and 6, 2 and 5, 3 and 4 are
opposite, as on a d6 whose opposite faces add up to 7, and faces 1, 2 and 3 run
counterclockwise round the corner they share, seen from outside, as on Western dice;
``handedness: clockwise`` puts face 3 right of face 1 and face 4 left of it (Chinese
dice, the mirror image). Every face stands upright as the net stands: held with face 1
towards you and face 2 on top, faces 1, 3 and 4 read upright, and tipping the die back
brings 5, then 6, then 2 before you, each upright. Seven trapezoid glue tabs, one on each
cube edge that two free sides meet on: on the side squares (all three free sides) and
below face 6. A dashed fold line (``fold_color``: its colour, or ``none``) runs on each of
the five edges between faces and at the foot of each tab; one grey cut outline goes round
the net and its tabs. A face's art reaches a tenth of a millimetre past a fold into its
neighbour (no hairline shows on the fold) and its bleed onto its tabs (folded inside), and
never past the cut. Nets go in rows, turned a quarter turn when that fits more on a page
(:func:`~pnp.impose.strategies.gutters.fewest_pages`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from pnp.core.geometry import Affine, Box, Path, Point, path_bounds, polygon_path, transform_path
from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.die import FACES
from pnp.impose.marks import Cut, Measure, estimate
from pnp.impose.packing import Spot, centred
from pnp.impose.plan import Line, Outline, PagePlan, PieceSpec, Placement, SheetPlan
from pnp.impose.policy import EDGE, EPSILON, MARK_GAP, MARK_LENGTH, SEAM, place
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    FOLD_COLOR_OPTION,
    FoldLines,
    ImpositionError,
    Strategy,
    coloured,
    copies,
    cut_in,
    finish_page,
    footed,
    footer_room,
    noted,
    sheet_label,
    steady_footers,
    strategy,
)
from pnp.impose.strategies.gutters import fewest_pages

CELLS = {  # each face's (column, row) in the net, faces 1 to 6, by the way 1, 2 and 3 turn seen from outside
    "counterclockwise": ((1, 1), (1, 0), (0, 1), (2, 1), (1, 2), (1, 3)),
    "clockwise": ((1, 1), (1, 0), (2, 1), (0, 1), (1, 2), (1, 3)),
}
TABS = {(0, 1): ("top", "left", "bottom"), (2, 1): ("top", "right", "bottom"), (1, 3): ("bottom",)}  # by square
SIDES = {  # a square's sides clockwise (y down): corner it starts at, at its end, outward direction
    "top": ((0, 0), (1, 0), (0, -1)),
    "right": ((1, 0), (1, 1), (1, 0)),
    "bottom": ((1, 1), (0, 1), (0, 1)),
    "left": ((0, 1), (0, 0), (-1, 0)),
}
TAB_DEPTH = 6.0  # mm a glue tab reaches out at most
TAB_SHARE = 0.3  # of the face's edge, for smaller dice
GAP = 2.0  # mm between neighbouring nets' outlines


@dataclass(frozen=True)
class Net:
    """A die's net in its own coordinates (mm, y down, its box's top-left corner at the origin) for faces of
    ``edge`` mm with ``bleed`` mm of bleed, each face in its square of ``cells`` (one of :data:`CELLS`)."""

    edge: float
    bleed: float
    cells: tuple[tuple[int, int], ...]

    @property
    def tab(self) -> float:
        return min(TAB_DEPTH, self.edge * TAB_SHARE)

    def corner(self, face: int) -> Point:
        """The top-left corner of face ``face`` (0-based)."""
        column, row = self.cells[face]
        return self.tab + column * self.edge, row * self.edge

    def role(self, face: int, side: str) -> str:
        """What a side of a face is: "fold" (another face beyond it), "tab" or "cut"."""
        cell = self.cells[face]
        dx, dy = SIDES[side][2]
        return "fold" if (cell[0] + dx, cell[1] + dy) in self.cells else "tab" if side in TABS.get(cell, ()) else "cut"

    def _side(self, face: int, side: str) -> tuple[Point, Point, Point, Point]:
        """A side's start and end, the unit vector along it, and its outward normal."""
        x, y = self.corner(face)
        (ax, ay), (bx, by), normal = SIDES[side]
        start, end = (x + ax * self.edge, y + ay * self.edge), (x + bx * self.edge, y + by * self.edge)
        along = ((end[0] - start[0]) / self.edge, (end[1] - start[1]) / self.edge)
        return start, end, along, normal

    def _tab(self, face: int, side: str, depth: float) -> list[Point]:
        """A trapezoid on a side, ``depth`` deep, its ends slanting in at 45°: the side's start to its end."""
        (ax, ay), (bx, by), (tx, ty), (nx, ny) = self._side(face, side)
        return [
            (ax, ay),
            (ax + (nx + tx) * depth, ay + (ny + ty) * depth),
            (bx + (nx - tx) * depth, by + (ny - ty) * depth),
            (bx, by),
        ]

    def clip(self, face: int) -> Path:
        """Where a face's art may show: its square, a SEAM past each fold, its bleed onto its tabs."""
        reach = {side: SEAM if self.role(face, side) == "fold" else 0.0 for side in SIDES}
        names = list(SIDES)
        points: list[Point] = []
        for index, side in enumerate(names):
            start, end, _, normal = self._side(face, side)
            before, after = names[index - 1], names[(index + 1) % 4]
            first = _moved(start, (normal, reach[side]), (SIDES[before][2], reach[before]))
            last = _moved(end, (normal, reach[side]), (SIDES[after][2], reach[after]))
            tab = self._tab(face, side, min(self.bleed, self.tab)) if self.role(face, side) == "tab" else []
            points += [first, *tab, last]
        return polygon_path(_distinct(points))

    @cached_property
    def outline(self) -> list[Point]:
        """The cut: round the squares' free sides and the tabs, clockwise from face 2's top-left corner."""
        edges: dict[Point, list[Point]] = {}  # each free side (a tab's outline) by where it starts
        for face in range(FACES):
            for side in SIDES:
                role = self.role(face, side)
                if role != "fold":
                    start, end, _, _ = self._side(face, side)
                    edges[_key(start)] = self._tab(face, side, self.tab) if role == "tab" else [start, end]
        points: list[Point] = []
        at = _key(self.corner(1))
        while not points or at != _key(points[0]):
            run = edges.pop(at)
            points += run[:-1]
            at = _key(run[-1])
        return points

    @cached_property
    def size(self) -> tuple[float, float]:
        box = path_bounds(polygon_path(self.outline))
        return box.w, box.h

    def folds(self) -> list[tuple[Point, Point]]:
        """The dashed lines: each edge between two faces once, and the foot of each tab."""
        found = []
        for face in range(FACES):
            for side in SIDES:
                role = self.role(face, side)
                start, end, _, (nx, ny) = self._side(face, side)
                if role == "tab" or (role == "fold" and (nx, ny) in ((1, 0), (0, 1))):  # a shared edge once
                    found.append((start, end))
        return found


def _moved(point: Point, *moves: tuple[Point, float]) -> Point:
    """``point`` moved along each direction by its distance."""
    x, y = point
    for (dx, dy), distance in moves:
        x, y = x + dx * distance, y + dy * distance
    return x, y


def _key(point: Point) -> Point:
    return round(point[0], 6), round(point[1], 6)


def _distinct(points: list[Point]) -> list[Point]:
    """The points without one that repeats the point before it."""
    kept = [points[0]]
    for point in points[1:]:
        if abs(point[0] - kept[-1][0]) > EPSILON or abs(point[1] - kept[-1][1]) > EPSILON:
            kept.append(point)
    if len(kept) > 1 and abs(kept[0][0] - kept[-1][0]) <= EPSILON and abs(kept[0][1] - kept[-1][1]) <= EPSILON:
        kept.pop()
    return kept


def die_of(pieces: list[PieceSpec]) -> PieceSpec:
    """The one square all the dice share, or an error saying what the cube needs."""
    for piece in pieces:
        if len(piece.sides) != FACES:
            raise ImpositionError(
                "imposition-sides",
                f"cube folds dice: pieces of {FACES} faces (kind: dice); these have {len(piece.sides)} "
                "side(s); print them with imposition: gutters",
            )
        if piece.shape.kind != "rectangle" or abs(piece.shape.w - piece.shape.h) > EPSILON:
            raise ImpositionError(
                "imposition-shape", f"a die's faces are squares, not a {piece.shape.describe()}; make size: square"
            )
        if piece.shape != pieces[0].shape:
            raise ImpositionError(
                "imposition-mixed",
                f"the dice of one component share a size: a {pieces[0].shape.describe()} face and a "
                f"{piece.shape.describe()} one; give them one face template size (or make two components)",
            )
    return pieces[0]


@strategy("cube")
class Cube(Strategy):
    doc = "paper dice: each die's six faces as a cross-shaped net with glue tabs, to cut out, fold and glue"
    options = {
        "gap": {
            "type": "number",
            "minimum": 0,
            "maximum": 50,
            "default": GAP,
            "description": "mm between neighbouring nets' outlines",
        },
        "handedness": {
            "enum": list(CELLS),
            "default": "counterclockwise",
            "description": "how faces 1, 2 and 3 turn round their corner seen from outside: counterclockwise "
            "(Western dice) or clockwise (Chinese dice)",
        },
        "fold_color": FOLD_COLOR_OPTION,
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
        gap, folds = settings["gap"], FoldLines.chosen(settings["fold_color"])
        die = die_of(pieces)
        net = Net(die.shape.w, min(die.bleed, TAB_DEPTH), CELLS[settings["handedness"]])
        order = copies(pieces)
        margin = EDGE + MARK_GAP + MARK_LENGTH

        def build(area: Box) -> list[PagePlan]:
            found = fewest_pages([net.size] * len(order), area, gap)
            if found is None:
                raise ValueError("a net does not fit")
            sheets, turns = found
            pages = []
            for number, spots in enumerate(sheets, start=1):
                page = PagePlan(paper.w, paper.h, label=sheet_label(words, number, len(sheets)))
                sizes = [net.size[::-1] if turn % 180 else net.size for turn in turns]
                cuts = [
                    _place_net(page, net, order[spot.item], pieces[order[spot.item]], turns[spot.item], spot, folds)
                    for spot in centred(spots, sizes, paper.w, paper.h)
                ]
                pages.append(finish_page(page, False, cuts))
            return pages

        area = Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)
        try:
            pages = footed(build, area, footer_room(area))
        except ValueError:
            w, h = net.size
            raise ImpositionError(
                "piece-too-large",
                f"the net of a die of {die.shape.w:g} mm faces ({w:g} × {h:g} mm with its glue tabs) does not fit "
                f"on {paper.name} paper; make the faces smaller (the template's size:) or build on a larger "
                "paper (--paper a3)",
            ) from None
        pages = cut_in(pages, settings["cut_color"])
        steps = say(words, ("cube_steps" if folds.drawn else "cube_steps_unlined") + coloured(pages))
        return noted(SheetPlan(steady_footers(pages), None, paper.ruler), steps, words)


def _place_net(page: PagePlan, net: Net, index: int, die: PieceSpec, turn: int, spot: Spot, folds: FoldLines) -> Cut:
    """The die's six faces, its fold lines (as ``folds`` says) and its cut outline on ``page``, the net's box
    turned ``turn`` with its lower-left corner at the spot; the net as crop marks and the page's boxes see it."""
    to_page = place(*net.size, turn, spot.x, spot.y)
    for face, side in enumerate(die.sides):
        corner = net.corner(face)
        square = transform_path(polygon_path(_square(corner, net.edge)), to_page)
        transform = to_page @ Affine.translate(*corner)
        clip = transform_path(net.clip(face), to_page)
        page.placements.append(Placement(index, side, transform, clip, square, path_bounds(square), turn, False))
    for start, end in net.folds() if folds.drawn else ():
        (x1, y1), (x2, y2) = to_page.apply(*start), to_page.apply(*end)
        page.marks.append(Line(x1, y1, x2, y2, "fold", folds.color))
    outline = transform_path(polygon_path(net.outline), to_page)
    page.marks.append(Outline(outline, "cut"))
    box = path_bounds(outline)
    return Cut(box, box, ())


def _square(corner: Point, edge: float) -> list[Point]:
    x, y = corner
    return [(x, y), (x + edge, y), (x + edge, y + edge), (x, y + edge)]

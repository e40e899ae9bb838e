"""Tuck boxes: the net of a card box sized from its cards, and how it goes on paper, as pure geometry (mm, y up).

The box is a reverse tuck end box, the classic card box: four panels in a ring (back,
side, front, side) closed by a glue flap; the lid hangs from the back panel and tucks
into the front, the bottom hangs from the front panel and tucks behind the back, and
each side has a dust flap at both ends. The front panel's top edge has a thumb notch.

Its inside is the cards' trim plus a clearance each way, as deep as the deck's stack
(cards × thickness per card, plus the same clearance). Printed on one side of the
paper, the printed side out: every panel keeps the orientation it has in the net.

When the whole net does not fit the paper (inside its EDGE margins, portrait or
landscape) it is cut in two pieces: the back panel with a side, the front panel with
the other side, each with a glue flap that goes under the other piece's free edge. The two
share a page when they fit it side by side or one above the other, else take a page each.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pnp.core.geometry import Box, Path, Point, polygon_path
from pnp.impose.plan import Line
from pnp.impose.policy import EDGE

THICKNESS = 0.3  # mm per card: ordinary card stock unsleeved (linen finish about 0.32, sleeved 0.5 and more)
CLEARANCE = 1.0  # mm the box's inside exceeds the deck each way (width, height and depth)
TUCK = 15.0  # mm of tuck flap, at most a third of the panel height
GLUE = 10.0  # mm of glue flap, at most a third of the panel width
GLUE_TAPER = 3.0  # mm a glue flap is cut back at its ends, so that it clears the flaps folding over it
NOTCH = 10.0  # mm radius of the thumb notch, at most a sixth of the panel width
SHOULDER = 1.0  # mm a tuck flap is narrower than its panel each side, so that it slides in
MIN_DUST = 8.0  # mm: the least dust flap worth folding
GAP = 6.0  # mm between two pieces on one page
STEP = 10.0  # degrees of arc per straight segment of a curved cut (its chord strays 0.04 mm at 10 mm radius)
EPSILON = 1e-6


class TuckBoxError(ValueError):
    """What cannot be made of these cards on this paper: one line for the designer."""


@dataclass(frozen=True)
class TuckBox:
    """A box's inside: ``w`` × ``h`` the panel (card width and height), ``d`` the depth (the sides' width)."""

    w: float
    h: float
    d: float
    count: int
    thickness: float
    clearance: float

    @property
    def tuck(self) -> float:
        return min(TUCK, self.h / 3)

    @property
    def glue(self) -> float:
        return min(GLUE, self.w / 3)

    @property
    def dust(self) -> float:
        """A dust flap's height: the box's depth, at least MIN_DUST and at most 45 % of the opening's width."""
        return min(max(self.d, MIN_DUST), 0.45 * self.w)

    @property
    def notch(self) -> float:
        return min(NOTCH, self.w / 6)

    def describe(self) -> str:
        return f"{_mm(self.w)} × {_mm(self.h)} × {_mm(self.d)} mm"


def tuck_box(
    card_w: float, card_h: float, count: int, thickness: float = THICKNESS, clearance: float = CLEARANCE
) -> TuckBox:
    """The box for ``count`` cards of ``card_w`` × ``card_h`` mm, each ``thickness`` mm thick."""
    if count < 1 or card_w <= 0 or card_h <= 0 or thickness <= 0 or clearance < 0:
        raise TuckBoxError(f"no tuck box for {count} card(s) of {_mm(card_w)} × {_mm(card_h)} mm")
    return TuckBox(card_w + clearance, card_h + clearance, count * thickness + clearance, count, thickness, clearance)


# -- the net -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Column:
    """A strip of the net between two vertical folds: a panel (or the glue flap) and the flaps above and below it."""

    name: str
    width: float
    top: str  # what hangs above it: "lid", "dust", "notch", "glue", "none"
    bottom: str  # and below: "closure", "dust", "glue", "none"
    note: str = ""  # a glue flap's: where it goes


@dataclass
class Net:
    """One piece to cut out: its outline (the cut), its fold lines, and where each panel and flap is.

    ``panels`` holds the four walls ("front", "back", "side-1", "side-2", those this piece has) and the
    flaps: "lid", "top-tuck", "bottom", "bottom-tuck", "glue" (boxes of their full extent).
    """

    outline: list[Point]
    folds: list[Line]
    panels: dict[str, Box]
    glue: list[tuple[Box, str]] = field(default_factory=list)  # each glue flap and where it goes
    walls: dict[str, list[Point]] = field(default_factory=dict)  # each wall's outline: the front's has the notch

    @property
    def path(self) -> Path:
        return polygon_path(self.outline)

    @property
    def bounds(self) -> Box:
        xs, ys = [p[0] for p in self.outline], [p[1] for p in self.outline]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def moved(self, dx: float, dy: float) -> Net:
        return Net(
            [(x + dx, y + dy) for x, y in self.outline],
            [Line(f.x1 + dx, f.y1 + dy, f.x2 + dx, f.y2 + dy, f.style) for f in self.folds],
            {name: Box(b.x + dx, b.y + dy, b.w, b.h) for name, b in self.panels.items()},
            [(Box(b.x + dx, b.y + dy, b.w, b.h), note) for b, note in self.glue],
            {name: [(x + dx, y + dy) for x, y in points] for name, points in self.walls.items()},
        )

    def wall(self, name: str) -> Path:
        """The outline of a wall panel (where its art goes): its box, less the thumb notch on the front."""
        return polygon_path(self.walls[name])


PIECES = ("whole", "back", "front")


def columns(box: TuckBox, piece: str = "whole") -> list[Column]:
    """The net's columns, left to right: the whole ring, or one of the two pieces it splits into."""
    back = Column("back", box.w, "lid", "none")
    front = Column("front", box.w, "notch", "closure")
    if piece == "whole":
        return [
            back,
            Column("side-1", box.d, "dust", "dust"),
            front,
            Column("side-2", box.d, "dust", "dust"),
            Column("glue", box.glue, "glue", "glue", "back"),
        ]
    if piece == "back":
        return [back, Column("side-1", box.d, "dust", "dust"), Column("glue", box.glue, "glue", "glue", "front")]
    if piece == "front":
        return [front, Column("side-2", box.d, "dust", "dust"), Column("glue", box.glue, "glue", "glue", "back")]
    raise ValueError(f"no tuck box piece {piece!r}; pieces: {', '.join(PIECES)}")


def net(box: TuckBox, piece: str = "whole") -> Net:
    """The net of ``piece`` with the walls' bottom edge on y = 0 and the first column's left edge on x = 0."""
    h = box.h
    tops: list[Point] = []
    bottoms: list[list[Point]] = []
    folds: list[Line] = []
    panels: dict[str, Box] = {}
    glue: list[tuple[Box, str]] = []
    walls: dict[str, list[Point]] = {}
    x = 0.0
    cols = columns(box, piece)
    for index, col in enumerate(cols):
        w = col.width
        if index:
            folds.append(Line(x, 0.0, x, h, "fold"))
        top, top_folds = _flap(col.top, w, box)
        bottom, bottom_folds = _flap(col.bottom, w, box)
        tops.extend((x + u, h + v) for u, v in top)
        bottoms.append([(x + u, -v) for u, v in bottom])
        folds.extend(Line(x + u1, h + v, x + u2, h + v, "fold") for u1, u2, v in top_folds)
        folds.extend(Line(x + u1, -v, x + u2, -v, "fold") for u1, u2, v in bottom_folds)
        if col.name == "glue":
            taper = min(GLUE_TAPER, h / 8)
            panels["glue"] = Box(x, 0.0, w, h)
            glue.append((Box(x, taper, w, h - 2 * taper), col.note))
        else:
            panels[col.name] = Box(x, 0.0, w, h)
            edge = [(x + u, h + v) for u, v in top] if col.top == "notch" else [(x, h), (x + w, h)]
            walls[col.name] = _dedupe([(x, 0.0), (x + w, 0.0), *reversed(edge)])
        if col.top == "lid":
            panels["lid"] = Box(x, h, w, box.d)
            panels["top-tuck"] = Box(x, h + box.d, w, box.tuck)
        if col.bottom == "closure":
            panels["bottom"] = Box(x, -box.d, w, box.d)
            panels["bottom-tuck"] = Box(x, -box.d - box.tuck, w, box.tuck)
        x += w
    outline = _dedupe(tops + [p for points in reversed(bottoms) for p in reversed(points)])
    return Net(outline, folds, panels, glue, walls)


def _flap(kind: str, w: float, box: TuckBox) -> tuple[list[Point], list[tuple[float, float, float]]]:
    """What hangs off one edge of a column, in flap coordinates: u along the edge (0 to ``w``), v away from it.

    Returns the cut from (0, 0) to (w, …) and the fold lines (u1, u2, v) it adds.
    """
    if kind == "none":
        return [(0.0, 0.0), (w, 0.0)], []
    if kind in ("lid", "closure"):  # a panel as deep as the box, then a tuck flap with rounded corners
        d, t, s = box.d, box.tuck, min(SHOULDER, w / 10)
        r = min(t * 0.6, (w - 2 * s) / 4)
        points = [(0.0, 0.0), (0.0, d), (s, d)]
        points += _arc(s + r, d + t - r, r, 180, 90)
        points += _arc(w - s - r, d + t - r, r, 90, 0)
        points += [(w - s, d), (w, d), (w, 0.0)]
        return points, [(0.0, w, 0.0), (s, w - s, d)]
    if kind == "dust":  # a trapezoid, cut back at both sides so that it folds in past its neighbours
        f = box.dust
        c = min(w / 4, f / 3, 3.0)
        return [(0.0, 0.0), (c, f), (w - c, f), (w, 0.0)], [(0.0, w, 0.0)]
    if kind == "notch":  # a half circle cut down into the panel's free edge, centred
        n = box.notch
        return [(0.0, 0.0), *_arc(w / 2, 0.0, n, 180, 360), (w, 0.0)], []
    if kind == "glue":  # the glue flap's end, cut back so that it clears the flaps folding over it
        taper = min(GLUE_TAPER, box.h / 8)
        return [(0.0, 0.0), (w, -taper)], []
    raise ValueError(f"no flap {kind!r}")


def _arc(cx: float, cy: float, r: float, start: float, end: float) -> list[Point]:
    """Points along a circular arc from ``start`` to ``end`` degrees (counter-clockwise when end > start)."""
    steps = max(2, math.ceil(abs(end - start) / STEP))
    return [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
        for a in (start + (end - start) * i / steps for i in range(steps + 1))
    ]


def _dedupe(points: list[Point]) -> list[Point]:
    """The outline without repeated points (where one column's cut ends and the next begins)."""
    result: list[Point] = []
    for point in points:
        if not result or math.dist(point, result[-1]) > EPSILON:
            result.append(point)
    if len(result) > 1 and math.dist(result[0], result[-1]) <= EPSILON:
        result.pop()
    return result


# -- on paper ----------------------------------------------------------------------------------------


@dataclass
class Sheet:
    """One page: its size (the paper, portrait or landscape) and the pieces on it, in page coordinates."""

    width: float
    height: float
    nets: list[Net]


def arrange(box: TuckBox, paper: tuple[float, float], name: str = "the paper") -> list[Sheet]:
    """The box on pages of ``paper`` (portrait width, height): the whole net on one page if it fits, portrait
    before landscape; else its two pieces, side by side or one above the other on one page, else a page each.

    Raises TuckBoxError when a piece does not fit a page either way.
    """
    whole = net(box)
    for width, height in _orientations(paper):
        if _fits(whole.bounds, width, height):
            return [Sheet(width, height, [_centred(whole, width, height)])]
    pieces = [net(box, "back"), net(box, "front")]
    for width, height in _orientations(paper):
        for across in (True, False):
            group = _grouped(pieces, across)
            if _fits(Box.union(n.bounds for n in group), width, height):
                return [Sheet(width, height, _centred_group(group, width, height))]
    sheets = []
    for piece in pieces:
        size = next((s for s in _orientations(paper) if _fits(piece.bounds, *s)), None)
        if size is None:
            b = piece.bounds
            raise TuckBoxError(
                f"its tuck box ({box.describe()} inside, for {box.count} cards at {box.thickness:g} mm) does not "
                f"fit {name} even in two pieces: a piece is {_mm(b.w)} × {_mm(b.h)} mm, the paper prints "
                f"{_mm(paper[0] - 2 * EDGE)} × {_mm(paper[1] - 2 * EDGE)} mm, either way round"
            )
        sheets.append(Sheet(*size, [_centred(piece, *size)]))
    return sheets


def _orientations(paper: tuple[float, float]) -> list[tuple[float, float]]:
    w, h = paper
    return [(w, h)] if abs(w - h) < EPSILON else [(w, h), (h, w)]


def _fits(bounds: Box, width: float, height: float) -> bool:
    return bounds.w <= width - 2 * EDGE + EPSILON and bounds.h <= height - 2 * EDGE + EPSILON


def _grouped(pieces: list[Net], across: bool) -> list[Net]:
    """The pieces side by side (``across``) or one above the other, GAP apart, lower-left at the origin."""
    placed, offset = [], 0.0
    for piece in pieces:
        b = piece.bounds
        placed.append(piece.moved(offset - b.x, -b.y) if across else piece.moved(-b.x, offset - b.y))
        offset += (b.w if across else b.h) + GAP
    return placed


def _centred(piece: Net, width: float, height: float) -> Net:
    return _centred_group([piece], width, height)[0]


def _centred_group(pieces: list[Net], width: float, height: float) -> list[Net]:
    b = Box.union(p.bounds for p in pieces)
    dx, dy = (width - b.w) / 2 - b.x, (height - b.h) / 2 - b.y
    return [p.moved(dx, dy) for p in pieces]


def _mm(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")

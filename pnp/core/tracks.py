"""Track pieces described by their connections: the notation, its rules and the geometry.

A **tile** is one square cell; a **frame** is the border around a grid of ``cols × rows``
cells. Each cell edge has two **track ends**, at 1/3 and 2/3 of the edge. Ends are named by
their side and a number counted in reading order: ``N1 N2 … `` left to right along the top,
``S1 S2 …`` left to right along the bottom, ``E1 E2 …`` and ``W1 W2 …`` top to bottom. A tile
has ``N1 N2 E1 E2 S1 S2 W1 W2``; a 4 × 4 frame has ``N1``–``N8`` on each side. So a straight
track is ``N1-S1`` and the end ``N1`` of a tile meets ``S1`` of the tile above it; a frame's
``N3`` meets ``N1`` of the tile in the grid's second column.

A piece's track is a list of **segments**, one a line:

``N1-E2``
    track joining two ends (a straight, a curve, an S-curve or a U-turn: the geometry
    follows from where the ends are). ``N1–E2`` (an en dash) reads the same.
``N1-S1 bridge``
    track that passes over the one segment it crosses.
``N2-W1 tunnel`` (optionally ``tunnel B``)
    a tunnel: a mouth at each end with the same mark; nothing is drawn between.
``N5 depot black``, ``N2 station red``, ``S1 buffer``
    an end that stops on the piece: a train depot, a station, a buffer stop. On a frame
    these run out into the border.

**Coordinates.** Millimetres, origin at the top-left corner of the tile (of the grid, for a
frame), x to the right, y down, as in templates. A tile's track lies inside its square; a
frame's lies outside the grid, in a border. Every function here is pure: the validator and
the ``track`` generator share it, so what is checked is what is drawn. The curves are
flattened, offset and measured by :mod:`pnp.core.polyline`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from pnp.core.geometry import KAPPA, Point
from pnp.core.polyline import Cubic, at_length, dist, least_distance, lengths, moved, sample

SIDES = "NESW"
JOIN_KINDS = ("track", "bridge", "tunnel")
STOP_KINDS = ("depot", "station", "buffer")
NAMED_STOPS = ("depot", "station")  # need a name: which depot, which station

SYNTAX = "track-syntax"
END_TWICE = "track-end-twice"
END_UNUSED = "track-end-unused"
CROSSING = "track-crossing"
BRIDGE = "track-bridge"
TUNNEL = "track-tunnel"
SHAPE = "track-shape"
ROTATION_TWIN = "track-rotation-twin"

_END = r"([NESWnesw])(\d{1,3})"
_SEGMENT = re.compile(rf"^\s*{_END}(?:\s*(?:-|–|—)\s*{_END})?(?:\s+([A-Za-z]+)(?:\s+([\w-]+))?)?\s*$")


@dataclass(frozen=True, order=True)
class End:
    side: str
    number: int

    def __str__(self) -> str:
        return f"{self.side}{self.number}"


@dataclass(frozen=True)
class Segment:
    """One line of a piece's track: a join of two ends, or a stop at one end."""

    index: int  # its position in the list (its file line comes from there)
    text: str
    a: End
    b: End | None
    kind: str  # track, bridge, tunnel, depot, station, buffer
    name: str | None = None  # the depot's or station's name, a tunnel's mark

    @property
    def is_join(self) -> bool:
        return self.b is not None

    @property
    def drawn_join(self) -> bool:
        """A join drawn as rails from end to end (a tunnel runs underground)."""
        return self.b is not None and self.kind != "tunnel"

    @property
    def ends(self) -> tuple[End, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)


@dataclass(frozen=True)
class Problem:
    rule: str
    index: int | None  # the segment it is about (None: the piece as a whole)
    message: str
    severity: str = "error"


@dataclass(frozen=True)
class Grid:
    """Where a piece's ends are: one cell for a tile, the grid's cells for a frame."""

    cols: int = 1
    rows: int = 1
    frame: bool = False

    def count(self, side: str) -> int:
        return 2 * (self.cols if side in "NS" else self.rows)

    def ends(self) -> list[End]:
        """Every end, clockwise from the top-left: N left to right, E down, S right to left, W up."""
        n, e = self.count("N"), self.count("E")
        return (
            [End("N", k) for k in range(1, n + 1)]
            + [End("E", k) for k in range(1, e + 1)]
            + [End("S", k) for k in range(n, 0, -1)]
            + [End("W", k) for k in range(e, 0, -1)]
        )

    def exists(self, end: End) -> bool:
        return 1 <= end.number <= self.count(end.side)

    def names(self) -> str:
        return ", ".join(f"{side}1-{side}{self.count(side)}" for side in SIDES)


@dataclass
class Track:
    """A piece's track as read: its segments and the problems of the notation and the rules."""

    grid: Grid
    segments: list[Segment] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)


# -- reading ---------------------------------------------------------------------------------------


def parse_segment(text: object, index: int, grid: Grid) -> Segment | Problem:
    """One line of track notation, or the problem with it."""
    if not isinstance(text, str):
        return Problem(SYNTAX, index, f"a segment is text such as 'N1-E2', not {text!r}")
    match = _SEGMENT.match(text)
    if not match:
        return Problem(
            SYNTAX,
            index,
            f"'{text}' is not a segment: write two ends joined by a dash ('N1-E2'), "
            "then bridge or tunnel if it is one, or one end and depot NAME, station NAME or buffer",
        )
    side_a, number_a, side_b, number_b, kind, name = match.groups()
    a = End(side_a.upper(), int(number_a))
    b = End(side_b.upper(), int(number_b)) if side_b else None
    for end in (a, b):
        if end is not None and not grid.exists(end):
            where = "a tile" if not grid.frame else f"a {grid.cols} × {grid.rows} frame"
            return Problem(SYNTAX, index, f"'{text}': {where} has no end {end} (its ends are {grid.names()})")
    kind = (kind or ("track" if b else "")).lower()
    if b is not None:
        if kind not in JOIN_KINDS:
            return Problem(SYNTAX, index, f"'{text}': a join is plain track, bridge or tunnel, not '{kind}'")
        if name and kind != "tunnel":
            return Problem(SYNTAX, index, f"'{text}': only a tunnel takes a mark after its kind")
        if a == b:
            return Problem(SYNTAX, index, f"'{text}' joins {a} to itself")
    else:
        if kind not in STOP_KINDS:
            return Problem(
                SYNTAX,
                index,
                f"'{text}': one end alone needs depot NAME, station NAME or buffer (or join a second end)",
            )
        if kind in NAMED_STOPS and not name:
            return Problem(SYNTAX, index, f"'{text}': name the {kind} ('{a} {kind} red')")
        if kind == "buffer" and name:
            return Problem(SYNTAX, index, f"'{text}': a buffer stop takes no name")
    return Segment(index, text, a, b, kind, name)


def read(lines: object, grid: Grid) -> Track:
    """Parse a piece's track and check it (every rule but rotation, which compares pieces)."""
    track = Track(grid)
    if not isinstance(lines, (list, tuple)) or not lines:
        track.problems.append(Problem(SYNTAX, None, "a track is a list of segments, one a line ('- N1-E2')"))
        return track
    for index, line in enumerate(lines):
        parsed = parse_segment(line, index, grid)
        if isinstance(parsed, Problem):
            track.problems.append(parsed)
        else:
            track.segments.append(parsed)
    track.problems += check(track.segments, grid, complete=len(track.segments) == len(lines))
    return track


# -- the rules -------------------------------------------------------------------------------------


def check(segments: list[Segment], grid: Grid, complete: bool = True) -> list[Problem]:
    """Ends used once each, crossings bridged, tunnels told apart, frame loops drawable.

    ``complete`` is False when some lines could not be read: unused ends are then not reported
    (the unreadable line probably uses them). One end written for another (``N2-E2`` for
    ``N2-E1``: E2 used twice, E1 unused) is one problem, at the segment to change when only one
    of the two reads right with the unused end, and the rest is checked as that change leaves it.
    """
    slip = _one_end_slipped(segments, grid) if complete else None
    if slip is not None:
        problem, mended = slip
        return [problem, *_drawn(mended, grid, [problem])]
    problems = _ends(segments, grid, complete)
    return problems + _drawn(segments, grid, problems)


def _ends(segments: list[Segment], grid: Grid, complete: bool) -> list[Problem]:
    """Each end used once (when ``complete``: every end used)."""
    problems: list[Problem] = []
    first_use: dict[End, Segment] = {}
    for segment in segments:
        for end in segment.ends:
            if end in first_use:
                other = first_use[end]
                problems.append(
                    Problem(
                        END_TWICE,
                        segment.index,
                        f"'{segment.text}' uses end {end}, which '{other.text}' already uses; "
                        "each track end takes one segment",
                    )
                )
            else:
                first_use[end] = segment
    if complete:
        unused = [str(end) for end in grid.ends() if end not in first_use]
        if unused:
            what = "this frame" if grid.frame else "this tile"
            problems.append(
                Problem(
                    END_UNUSED,
                    None,
                    f"{what} leaves {'end' if len(unused) == 1 else 'ends'} {', '.join(unused)} unused: every track "
                    "end needs a segment"
                    + (", a depot, a station or a buffer stop (a frame's ends must pair up)" if grid.frame else ""),
                )
            )
    return problems


def _drawn(segments: list[Segment], grid: Grid, before: list[Problem]) -> list[Problem]:
    """Crossings bridged, tunnels told apart, frame loops drawable; room between tracks when
    nothing else (nor ``before``) is wrong."""
    problems: list[Problem] = []
    if grid.frame:
        problems += _frame_shapes(segments, grid)
    problems += _crossings(segments, grid)
    problems += _tunnels(segments, grid)
    if not grid.frame and not before and not problems:
        problems += clearances(segments, grid)
    return problems


def _one_end_slipped(segments: list[Segment], grid: Grid) -> tuple[Problem, list[Segment]] | None:
    """One end used by two segments and one end unused: the problem, and the track mended (the
    unused end in the one segment that reads right with it; as written when both or neither do)."""
    users: dict[End, list[Segment]] = {}
    for segment in segments:
        for end in segment.ends:
            users.setdefault(end, []).append(segment)
    twice = [end for end, using in users.items() if len(using) > 1]
    unused = [end for end in grid.ends() if end not in users]
    if len(twice) != 1 or len(unused) != 1 or len(users[twice[0]]) != 2:
        return None
    (end,), (free,), (first, second) = twice, unused, users[twice[0]]
    mended = {
        segment.index: [_with_end(s, end, free) if s is segment else s for s in segments] for segment in (first, second)
    }
    right = [
        segment
        for segment in (first, second)
        if not any(p.severity == "error" for p in check(mended[segment.index], grid))
    ]
    if len(right) == 1:
        (segment,) = right
        other = second if segment is first else first
        hint = f"did you mean '{_with_end(segment, end, free).text}'?"
        message = (
            f"'{segment.text}' uses end {end}, which '{other.text}' uses too, and leaves end {free} unused; {hint}"
        )
        return Problem(END_TWICE, segment.index, message), mended[segment.index]
    message = (
        f"'{second.text}' uses end {end}, which '{first.text}' already uses, and end {free} is unused: one of "
        f"them means {free} ('{_with_end(first, end, free).text}' or '{_with_end(second, end, free).text}')"
    )
    return Problem(END_TWICE, second.index, message), segments


def _with_end(segment: Segment, old: End, new: End) -> Segment:
    """The segment with one end put in place of another, in its own words."""
    text = re.sub(rf"(?i)\b{old.side}0*{old.number}\b", str(new), segment.text, count=1)
    a, b = (new if segment.a == old else segment.a), (new if segment.b == old else segment.b)
    return Segment(segment.index, text, a, b, segment.kind, segment.name)


# What a tile's track takes up when drawn, in mm on a 50 mm tile (the ``track`` generator's
# defaults; other tile sizes scale the check): the ballast bed, and a tunnel mouth (a mound
# round the point MOUTH_AT from the edge).
NOMINAL_CELL = 50.0
BED = 2.2 * 4.6
TIES = 1.75 * 4.6  # sleeper length: two tracks closer than this would share sleepers
MOUTH_AT = 7.0
MOUTH_RADIUS = 6.2


def mouth_centre(end: End, grid: Grid, cell: float) -> Point:
    p, d = end_point(end, grid, cell)
    return moved(p, d, MOUTH_AT * cell / NOMINAL_CELL)


def clearances(segments: list[Segment], grid: Grid, cell: float = NOMINAL_CELL) -> list[Problem]:
    """Drawn track that would run into other track: two beds that overlap without crossing, a
    tunnel mouth under another segment's track."""
    order = _order(grid)
    joins = [s for s in segments if s.drawn_join]
    lines = {s.index: sample(centre_line(s, grid, cell), 24) for s in joins}
    closest = TIES * cell / NOMINAL_CELL  # nearer than this, two tracks' sleepers would overlap
    problems: list[Problem] = []
    for i, s in enumerate(joins):
        for t in joins[i + 1 :]:
            if _interleave(s, t, order):
                continue
            gap = least_distance(lines[s.index], lines[t.index], closest)
            if gap < closest:
                problems.append(
                    Problem(
                        SHAPE,
                        t.index,
                        f"'{t.text}' runs {gap:.1f} mm from '{s.text}' on a {cell:g} mm tile, too close to "
                        f"draw both (their sleepers would overlap); join other ends",
                    )
                )
    reach = (MOUTH_RADIUS + BED / 2) * cell / NOMINAL_CELL
    for tunnel in (s for s in segments if s.kind == "tunnel"):
        for end in tunnel.ends:
            centre = mouth_centre(end, grid, cell)
            for s in joins:
                gap = min(dist(centre, p) for p in lines[s.index])
                if gap < reach:
                    problems.append(
                        Problem(
                            SHAPE,
                            tunnel.index,
                            f"the mouth of tunnel '{tunnel.text}' at {end} would lie on the track of '{s.text}'; "
                            "move the tunnel to ends with room beside them",
                        )
                    )
    return problems


def _order(grid: Grid) -> dict[End, int]:
    return {end: i for i, end in enumerate(grid.ends())}


def _between(x: int, a: int, b: int, n: int) -> bool:
    """Is position x strictly inside the clockwise run from a to b?"""
    return 0 < (x - a) % n < (b - a) % n


def _interleave(s: Segment, t: Segment, order: dict[End, int]) -> bool:
    n = len(order)
    a, b = order[s.a], order[s.b]
    c, d = order[t.a], order[t.b]
    if len({a, b, c, d}) < 4:
        return False
    return _between(c, a, b, n) != _between(d, a, b, n)


def _enclosed(loop: Segment, end: End, order: dict[End, int]) -> bool:
    """On a frame, is ``end`` inside the (shorter) run of ends a loop goes round?"""
    n = len(order)
    a, b = order[loop.a], order[loop.b]
    if (b - a) % n > (a - b) % n:
        a, b = b, a
    return _between(order[end], a, b, n)


def _crossings(segments: list[Segment], grid: Grid) -> list[Problem]:
    order = _order(grid)
    joins = [s for s in segments if s.drawn_join and s.a in order and s.b in order]
    problems: list[Problem] = []
    crossed: dict[int, list[Segment]] = {s.index: [] for s in joins if s.kind == "bridge"}
    for i, s in enumerate(joins):
        for t in joins[i + 1 :]:
            if not _interleave(s, t, order):
                continue
            if s.kind == "bridge" and t.kind == "bridge":
                problems.append(
                    Problem(BRIDGE, t.index, f"bridges '{s.text}' and '{t.text}' cross: one of them must run beneath")
                )
            elif s.kind == "bridge" or t.kind == "bridge":
                bridge, under = (s, t) if s.kind == "bridge" else (t, s)
                crossed[bridge.index].append(under)
            else:
                problems.append(
                    Problem(
                        CROSSING,
                        t.index,
                        f"'{t.text}' crosses '{s.text}': make one of them a bridge (or a tunnel), "
                        "trains cannot meet on a level crossing",
                    )
                )
    for s in joins:
        if s.kind != "bridge":
            continue
        under = crossed[s.index]
        if not under and not any(p.rule == BRIDGE and p.index == s.index for p in problems):
            problems.append(Problem(BRIDGE, s.index, f"bridge '{s.text}' crosses no track: write it as plain track"))
        elif len(under) > 1:
            names = ", ".join(f"'{u.text}'" for u in under)
            problems.append(
                Problem(
                    BRIDGE, s.index, f"bridge '{s.text}' crosses {len(under)} segments ({names}); a bridge spans one"
                )
            )
    if grid.frame:
        for loop in joins:
            for stop in segments:
                if not stop.is_join and _enclosed(loop, stop.a, order):
                    problems.append(
                        Problem(
                            CROSSING,
                            stop.index,
                            f"'{stop.text}' runs out into the border inside the loop '{loop.text}' and would cross it",
                        )
                    )
    return problems


def _tunnels(segments: list[Segment], grid: Grid) -> list[Problem]:
    problems: list[Problem] = []
    marks: dict[str, Segment] = {}
    for segment in (s for s in segments if s.kind == "tunnel"):
        if grid.frame:
            continue  # reported as a shape problem
        if segment.a.side == segment.b.side:
            problems.append(
                Problem(
                    TUNNEL,
                    segment.index,
                    f"tunnel '{segment.text}' has both mouths on one edge: lay a U-turn there instead",
                )
            )
        mark = tunnel_mark(segment, segments)
        if mark in marks:
            problems.append(
                Problem(
                    TUNNEL,
                    segment.index,
                    f"tunnels '{marks[mark].text}' and '{segment.text}' both have the mark {mark}: a train could "
                    "not tell which mouth leads where; give each tunnel its own mark",
                )
            )
        else:
            marks[mark] = segment
    return problems


def tunnel_mark(segment: Segment, segments: list[Segment]) -> str:
    """The mark at both mouths of a tunnel: its own, or A, B, … in the order tunnels are written."""
    if segment.name:
        return segment.name.upper()
    unnamed = [s.index for s in segments if s.kind == "tunnel" and not s.name]
    return "ABCDEFGH"[unnamed.index(segment.index) % 8]


def _frame_shapes(segments: list[Segment], grid: Grid) -> list[Problem]:
    problems = []
    for s in segments:
        if s.kind in ("bridge", "tunnel"):
            problems.append(
                Problem(SHAPE, s.index, f"'{s.text}': a frame's loops run in its border, without {s.kind}s")
            )
        elif s.is_join and frame_loop(s, grid) is None:
            problems.append(
                Problem(
                    SHAPE,
                    s.index,
                    f"'{s.text}': a frame loop joins two ends of one side (at most one tile apart), or the "
                    "two ends nearest a corner (N1-W1, N{0}-E1, S{0}-E{1}, S1-W{1})".format(
                        grid.count("N"), grid.count("E")
                    ),
                )
            )
    return problems


def frame_loop(segment: Segment, grid: Grid) -> str | None:
    """How a frame draws a loop: 'u' (one side), 'corner' (round a corner), or None (it cannot)."""
    a, b = segment.a, segment.b
    if b is None:
        return None
    if a.side == b.side:
        return "u" if abs(a.number - b.number) <= 2 else None
    n, e = grid.count("N"), grid.count("E")
    corners = {
        frozenset({End("N", 1), End("W", 1)}),
        frozenset({End("N", n), End("E", 1)}),
        frozenset({End("S", n), End("E", e)}),
        frozenset({End("S", 1), End("W", e)}),
    }
    return "corner" if frozenset({a, b}) in corners else None


# -- rotation --------------------------------------------------------------------------------------

_TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}


def turned(end: End) -> End:
    """A tile's end after a quarter turn clockwise: N1→E1, E1→S2, S1→W1, W1→N2, …"""
    side = _TURN[end.side]
    # the numbers run against the turn on E→S and W→N (reading order flips there)
    number = 3 - end.number if end.side in "EW" else end.number
    return End(side, number)


def canonical(segments: list[Segment]) -> tuple:
    """The same value for two tiles that are one another turned (their first-in-order form)."""
    forms = []
    current = [(s.kind if s.kind != "track" else "", s.ends) for s in segments]
    for _ in range(4):
        forms.append(tuple(sorted((kind, tuple(sorted(map(str, ends)))) for kind, ends in current)))
        current = [(kind, tuple(turned(e) for e in ends)) for kind, ends in current]
    return min(forms)


# -- geometry --------------------------------------------------------------------------------------


def end_point(end: End, grid: Grid, cell: float) -> tuple[Point, Point]:
    """Where an end is (mm) and the direction its track leaves it: into the tile, out of a frame's grid."""
    k = end.number - 1
    along = cell * (k // 2 + (k % 2 + 1) / 3)
    width, height = grid.cols * cell, grid.rows * cell
    point, inward = {
        "N": ((along, 0.0), (0.0, 1.0)),
        "S": ((along, height), (0.0, -1.0)),
        "E": ((width, along), (-1.0, 0.0)),
        "W": ((0.0, along), (1.0, 0.0)),
    }[end.side]
    if grid.frame:
        inward = (-inward[0], -inward[1])
    return point, inward


def centre_line(segment: Segment, grid: Grid, cell: float) -> list[Cubic]:
    """The track's centre line as cubic Béziers, leaving each end straight along its direction.

    Tiles: two ends of one edge make a U-turn (a half circle), ends on neighbouring edges a
    quarter circle or ellipse round the corner between them, ends on opposite edges a straight
    or an S-curve. Frames: a loop on one side is a half circle out into the border, a loop at a
    corner three quarters of a circle round it.
    """
    (p0, d0), (p3, d3) = end_point(segment.a, grid, cell), end_point(segment.b, grid, cell)
    if grid.frame and frame_loop(segment, grid) == "corner":
        return _corner_arc(p0, p3, d0)
    if segment.a.side == segment.b.side:  # U-turn: a half circle
        k = dist(p0, p3) * 2 / 3
        return [(p0, moved(p0, d0, k), moved(p3, d3, k), p3)]
    cross = d0[0] * d3[1] - d0[1] * d3[0]
    if abs(cross) < 1e-9:  # opposite edges: straight or S
        k = abs((p3[0] - p0[0]) * d0[0] + (p3[1] - p0[1]) * d0[1]) / 2
        return [(p0, moved(p0, d0, k), moved(p3, d3, k), p3)]
    # neighbouring edges: the quarter ellipse about the corner the two directions meet at
    corner = (p3[0], p0[1]) if d0[0] == 0 else (p0[0], p3[1])
    return [(p0, moved(p0, d0, KAPPA * dist(p3, corner)), moved(p3, d3, KAPPA * dist(p0, corner)), p3)]


def _corner_arc(p0: Point, p3: Point, d0: Point) -> list[Cubic]:
    """Three quarters of a circle round the grid corner both ends are as far from (a frame's corner loop)."""
    corner = (p3[0], p0[1]) if d0[0] == 0 else (p0[0], p3[1])
    r = dist(p0, corner)
    start = math.atan2(p0[1] - corner[1], p0[0] - corner[0])
    end = math.atan2(p3[1] - corner[1], p3[0] - corner[0])
    # go the long way round: the way that leaves p0 along d0
    tangent = (-math.sin(start), math.cos(start))
    sweep = 1.0 if tangent[0] * d0[0] + tangent[1] * d0[1] > 0 else -1.0
    delta = (end - start) * sweep % (2 * math.pi)
    cubics = []
    steps = max(1, round(delta / (math.pi / 2)))
    step = delta / steps * sweep
    k = 4 / 3 * math.tan(abs(step) / 4) * r
    for i in range(steps):
        a0, a1 = start + step * i, start + step * (i + 1)
        q0 = (corner[0] + r * math.cos(a0), corner[1] + r * math.sin(a0))
        q3 = (corner[0] + r * math.cos(a1), corner[1] + r * math.sin(a1))
        t0 = (-math.sin(a0) * sweep, math.cos(a0) * sweep)
        t1 = (-math.sin(a1) * sweep, math.cos(a1) * sweep)
        cubics.append((q0, moved(q0, t0, k), moved(q3, t1, -k), q3))
    return cubics


def sleepers(points: list[Point], spacing: float, length: float) -> list[tuple[Point, Point]]:
    """Cross ties along the line, evenly spaced with half a space at each end (so they continue
    evenly across the edge to the next tile)."""
    cumulative = lengths(points)
    total = cumulative[-1]
    count = max(1, round(total / spacing))
    step = total / count
    ties = []
    for i in range(count):
        (x, y), (tx, ty) = at_length(points, cumulative, step * (i + 0.5))
        nx, ny = -ty * length / 2, tx * length / 2
        ties.append(((x + nx, y + ny), (x - nx, y - ny)))
    return ties


def stub(end: End, grid: Grid, cell: float, length: float) -> list[Point]:
    """A short straight from an end along its direction (a tunnel mouth's approach, a stop's spur)."""
    p, d = end_point(end, grid, cell)
    return [p, moved(p, d, length / 2), moved(p, d, length)]

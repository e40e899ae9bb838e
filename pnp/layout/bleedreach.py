"""Art that runs past the trim but stops short of the bleed edge (the ``art-short-of-bleed`` rule).

A cut wanders up to 1/16 in (1.6 mm). Art meant to run off the edge must run out to the bleed
edge, or a cut that wanders outward leaves a sliver of paper (or of what lies under it) along
the edge; art meant to stay inside keeps clear of the trim. This measures what lies in between.

A piece's sides follow its shape: a rectangle's four sides, a hexagon's six edges, a polygon's
edges along its convex outline (a notch is not measured), a circle or an ellipse in
:data:`DIRECTIONS` directions; each is named by the nearest of eight compass words. Outside
the trim, every point faces the side it lies furthest beyond (the bleed of a straight edge is
that edge pushed out, as :meth:`Shape.outline` draws it), and an element's outline is cut
where the side it faces changes. On a side, the element **crosses** the trim when its fill's
edge or its line's middle runs more than :data:`PAST` mm beyond the trim, along at least
:data:`RUN` mm of the trim in one outline (a star or a dot on the edge is a pattern running off
the piece, not an edge), and some of it lies inside; it **stops short** when nothing of it on
that side reaches within :data:`SHORT` mm of the bleed edge, a line counted with half its
width. A fill or a picture that crosses the trim on one side **stops at the trim** on another when its edge
lies on that side's trim (within :data:`PAST` mm), along at least :data:`RUN` mm of it, and nothing of it
reaches further out there: a picture placed at ``x: 0`` rather than ``-bleed`` is meant to run off the piece,
as its other sides show, and is 0 mm past the trim where a cut that wanders outward leaves paper.
Text is the safe zone's (``text-outside-safe``); an icon's box is not what it paints, and icons are
not measured.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from pnp.core.geometry import Affine, Path, Point, Shape, transform_path
from pnp.core.polyline import polylines
from pnp.layout.face import Group, ImageItem, PathItem, Primitive
from pnp.load.pictures import pixel_size

PAST = 0.2  # mm beyond the trim: less is the rounding of art drawn to the trim line
SHORT = 0.2  # mm short of the bleed edge: less is the rounding of art drawn to it
RUN = 3.0  # mm along the trim: a shorter stretch is a dot of a pattern, not an edge of art
DIRECTIONS = 32  # sides of a curved shape: a circle of 100 mm radius is then measured within 0.5 mm
CURVES = 0.05  # mm: how far a measured outline may stray from its curve
COMPASS = ("right", "bottom-right", "bottom", "bottom-left", "left", "top-left", "top", "top-right")  # y down


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a piece: its outward normal, and how far along it the trim and the bleed edge lie."""

    name: str
    nx: float
    ny: float
    trim: float
    bleed: float

    def beyond(self, x: float, y: float) -> float:
        """How far (x, y) lies beyond the trim on this side (negative: inside)."""
        return x * self.nx + y * self.ny - self.trim


@dataclass(frozen=True, slots=True)
class Outline:
    """One painted outline in the face's frame: its points, whether it is closed, and how it is painted."""

    points: list[Point]
    closed: bool
    pad: float  # half the width of its line (0 without one): how much further its ink reaches
    area: bool  # a fill or a picture (not a line alone)


@dataclass(frozen=True, slots=True)
class Short:
    """A compass side on which an element crosses the trim and stops short of the bleed edge."""

    name: str
    past: float  # mm beyond the trim its edge lies, at most
    short: float  # mm short of the bleed edge it stops, at most
    area: bool  # a fill or a picture stops short (not a line alone)
    seated: bool = False  # it stops at the trim on this side, while it crosses the trim on another


@dataclass
class _Reach:
    """What is measured of an element on one side."""

    past: float = -math.inf  # how far its fills' edges and lines' middles lie beyond the trim
    reach: float = -math.inf  # how far its ink does


@lru_cache(maxsize=64)
def sides(shape: Shape, bleed: float) -> tuple[Side, ...]:
    """The sides of ``shape`` with ``bleed``, clockwise round it from the top."""
    trim = _points(shape.outline(0.0))
    curved = not shape.rectangular and any(segment[0] == "C" for segment in shape.outline(0.0))
    if shape.rectangular:
        normals = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)]
    elif curved:
        turns = [2 * math.pi * k / DIRECTIONS for k in range(DIRECTIONS)]
        normals = [(math.cos(a), math.sin(a)) for a in turns]
    else:
        normals = _hull_normals(trim)
    edge = _points(shape.outline(bleed)) if curved else []  # an ellipse's bleed is an ellipse, not quite parallel
    result = []
    for nx, ny in sorted(normals, key=lambda n: (math.atan2(n[1], n[0]) + math.pi / 2 + 1e-9) % (2 * math.pi)):
        compass = COMPASS[round(math.atan2(ny, nx) / (math.pi / 4)) % 8]
        level = max(x * nx + y * ny for x, y in trim)
        out = max(x * nx + y * ny for x, y in edge) if edge else level + bleed  # a straight edge's, pushed out
        result.append(Side(compass, nx, ny, level, out))
    return tuple(result)


def short_of_bleed(drawn: list[Primitive], shape: Shape, bleed: float) -> list[Short]:
    """The compass sides on which what an element draws crosses the trim and stops short of the bleed edge."""
    if bleed <= PAST + SHORT:
        return []
    faces = sides(shape, bleed)
    outlines = list(_outlines(tuple(drawn), None, (), faces))
    if not outlines or not _beyond_trim(outlines, faces):
        return []
    reaches = [_Reach() for _ in faces]
    runs: list[tuple[bool, dict[int, float]]] = []  # each outline's stretches beyond the trim, by side
    seats: list[dict[int, float]] = []  # each fill's or picture's stretches along the trim, by side
    inside = [False] * len(faces)
    normals = [(face.nx, face.ny, face.trim) for face in faces]
    for outline in outlines:
        points, along, seat = outline.points, {}, {}
        levels = [[x * nx + y * ny - trim for nx, ny, trim in normals] for x, y in points]  # beyond each side
        inside = [was or least < 0 for was, least in zip(inside, map(min, zip(*levels, strict=True)), strict=True)]
        ends = [*range(1, len(points)), 0] if outline.closed else range(1, len(points))
        for a, b in zip(range(len(points)), ends, strict=False):
            if max(levels[a]) > PAST or max(levels[b]) > PAST:  # else inside the trim, or on it within rounding
                _measure(points[a], points[b], levels[a], levels[b], outline.pad, faces, reaches, along, seat)
        if along:
            runs.append((outline.area, along))
        if seat and outline.area:
            seats.append(seat)
    found: dict[str, list[int]] = {}
    for i, (face, reach) in enumerate(zip(faces, reaches, strict=True)):
        if inside[i] and reach.past > PAST and reach.reach < face.bleed - face.trim - SHORT:
            found.setdefault(face.name, []).append(i)
    result = []
    for name, short in found.items():
        longest = {area: 0.0 for area in (True, False)}
        for area, along in runs:  # one outline's stretch, however many of the name's sides it runs along
            longest[area] = max(longest[area], sum(along.get(i, 0.0) for i in short))
        if max(longest.values()) >= RUN:
            past = max(reaches[i].past for i in short)
            gap = max(faces[i].bleed - faces[i].trim - reaches[i].reach for i in short)
            result.append(Short(name, past, gap, longest[True] >= RUN))
    if result:
        result += _seated(faces, reaches, inside, seats, {short.name for short in result})
    elif any(longest >= RUN for _, along in runs for longest in along.values()):
        result = _seated(faces, reaches, inside, seats, set())
    return result


def measured(items: tuple[Primitive, ...]) -> tuple:
    """What of a drawing :func:`short_of_bleed` reads, to tell drawings it measures alike: each outline's path,
    whether it is filled and how far its line reaches out, the transforms and clips it is drawn through, its
    pictures; not its colours (tokens drawn alike in another colour are measured once)."""
    read: list[object] = []
    for item in items:
        if isinstance(item, Group):
            read.append((item.transform, item.clip, measured(item.items)))
        elif isinstance(item, PathItem) and (item.fill is not None or item.stroke is not None):
            read.append((item.path, item.fill is not None, item.stroke_width / 2 if item.stroke is not None else None))
        elif isinstance(item, ImageItem):
            read.append(item)
    return tuple(read)


def _seated(
    faces: tuple[Side, ...], reaches: list[_Reach], inside: list[bool], seats: list[dict[int, float]], said: set[str]
) -> list[Short]:
    """The compass sides (other than ``said``) on which a fill or a picture of an element that crosses the trim
    stops at the trim: its edge on the trim along :data:`RUN` mm in one outline, and nothing of it further out."""
    found: dict[str, list[int]] = {}
    for i, (face, reach) in enumerate(zip(faces, reaches, strict=True)):
        if face.name not in said and inside[i] and reach.reach <= PAST:
            found.setdefault(face.name, []).append(i)
    result = []
    for name, on in found.items():
        if max((sum(seat.get(i, 0.0) for i in on) for seat in seats), default=0.0) >= RUN:
            gap = max(faces[i].bleed - faces[i].trim - max(reaches[i].reach, 0.0) for i in on)
            result.append(Short(name, max(max(reaches[i].past, 0.0) for i in on), gap, True, seated=True))
    return result


def _measure(
    a: Point,
    b: Point,
    at_a: list[float],
    at_b: list[float],
    pad: float,
    faces: tuple[Side, ...],
    reaches: list[_Reach],
    along: dict[int, float],
    seat: dict[int, float],
) -> None:
    """Measure the segment a–b (``at_a``, ``at_b``: how far each end lies beyond each side) on the sides it
    faces: cut where the side it faces changes, each part's furthest point is one of its ends (it is straight,
    and each side's distance is linear along it). ``along``: how far it runs beyond the trim, by side;
    ``seat``: how far it runs on the trim (within PAST of it)."""
    (ax, ay), (bx, by) = a, b
    cuts = {0.0, 1.0}
    for i in range(len(faces)):  # where the segment passes from facing one side to facing the next
        j = (i + 1) % len(faces)
        start, end = at_a[i] - at_a[j], at_b[i] - at_b[j]
        if (start < 0) != (end < 0) and start != end:
            cuts.add(start / (start - end))
    dx, dy = bx - ax, by - ay
    for t0, t1 in itertools.pairwise(sorted(cuts)):
        u = [p + (q - p) * t0 for p, q in zip(at_a, at_b, strict=True)]
        v = [p + (q - p) * t1 for p, q in zip(at_a, at_b, strict=True)]
        # the side the part faces, by its middle: at a corner of the trim its ends lie as far beyond two sides
        # (a fill's edge down the trim from the top bleed to the bottom one starts on the top's level and ends on
        # the bottom's), while its middle faces the side it runs along
        middles = [p + q for p, q in zip(u, v, strict=True)]
        i = middles.index(max(middles))  # the first side it lies furthest beyond
        near, far = sorted((u[i], v[i]))
        reach = reaches[i]
        reach.past = max(reach.past, far)
        reach.reach = max(reach.reach, far + pad)
        length = (t1 - t0) * abs(-dx * faces[i].ny + dy * faces[i].nx)
        if far > PAST:
            beyond = 1.0 if near > PAST else (far - PAST) / (far - near)
            along[i] = along.get(i, 0.0) + beyond * length
        elif near >= -PAST:
            seat[i] = seat.get(i, 0.0) + length


def _beyond_trim(outlines: list[Outline], faces: tuple[Side, ...]) -> bool:
    """Does any outline pass the trim by more than PAST (its bounds first: most art lies inside)?"""
    xs = [x for o in outlines for x, _ in o.points]
    ys = [y for o in outlines for _, y in o.points]
    return _furthest(xs, ys, faces) > PAST


def _outlines(
    items: tuple[Primitive, ...], matrix: Affine | None, clips: tuple[list[Point], ...], faces: tuple[Side, ...]
) -> Iterator[Outline]:
    """Every painted outline, through its transforms, cut by its clips. A subpath whose control points all lie
    within the trim (most of a face's art: a star of a pattern, a symbol) is not flattened: it is only a point
    of the element inside the trim, or nothing when clipped (the clip might hide that point)."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform if matrix is None else matrix if item.transform is None else matrix @ item.transform
            held = clips
            if item.clip is not None:
                held = (*clips, _points(item.clip if inner is None else transform_path(item.clip, inner)))
            yield from _outlines(item.items, inner, held, faces)
            continue
        if isinstance(item, PathItem) and (item.fill is not None or item.stroke is not None):
            path = item.path if matrix is None else transform_path(item.path, matrix)
            pad = item.stroke_width / 2 if item.stroke is not None else 0.0
            for part in _subpaths(path):
                if _within_trim(part, faces):
                    if not clips:
                        yield Outline([(part[0][1], part[0][2])], False, pad, item.fill is not None)
                    continue
                for points, closed in polylines(part, CURVES):
                    outline = Outline(points, closed or item.fill is not None, pad, item.fill is not None)
                    yield from _clipped(outline, clips)
        elif isinstance(item, ImageItem):
            x, y, w, h = _fitted(item)
            corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            if matrix is not None:
                corners = [matrix.apply(*p) for p in corners]
            yield from _clipped(Outline(corners, True, 0.0, True), clips)


def _subpaths(path: Path) -> Iterator[Path]:
    """The path cut where each subpath starts (at an M)."""
    start = 0
    for at, segment in enumerate(path):
        if segment[0] == "M" and at > start:
            yield path[start:at]
            start = at
    if start < len(path):
        yield path[start:]


def _within_trim(path: Path, faces: tuple[Side, ...]) -> bool:
    """Do the path's points, curves' control points too (a curve keeps within them), all lie within PAST of the
    trim on every side?"""
    xs = [v for segment in path for v in segment[1::2]]
    ys = [v for segment in path for v in segment[2::2]]
    if path[0][0] != "M" or not xs:
        return False  # measured as it is drawn
    return _furthest(xs, ys, faces) <= PAST


def _furthest(xs: list[float], ys: list[float], faces: tuple[Side, ...]) -> float:
    """How far the box round the points (xs, ys) lies beyond the trim at most: on each side, at its corner
    furthest out that way."""
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    return max(
        (right if face.nx > 0 else left) * face.nx + (bottom if face.ny > 0 else top) * face.ny - face.trim
        for face in faces
    )


def _clipped(outline: Outline, clips: tuple[list[Point], ...]) -> Iterator[Outline]:
    """The outline inside every clip (each convex: an element's box, turned with it): a fill's as the
    polygon that shows, a line's as the stretches that show."""
    points = outline.points
    line = not outline.area and bool(clips)
    parts = [[*points, points[0]] if line and outline.closed else points]  # a line cut open where it leaves a clip
    for clip in clips:
        if outline.area:
            parts = [kept for part in parts if len(kept := _clip_polygon(part, clip)) > 2]
        else:
            parts = [kept for part in parts for kept in _clip_line(part, clip)]
    for part in parts:
        yield Outline(part, outline.closed and not line, outline.pad, outline.area)


def _inner(clip: list[Point]) -> list[tuple[Point, Point, float]]:
    """The clip's edges, each with the sign of its inside."""
    cx, cy = sum(x for x, _ in clip) / len(clip), sum(y for _, y in clip) / len(clip)
    edges = []
    for p, q in zip(clip, [*clip[1:], clip[0]], strict=True):
        if p != q:
            edges.append((p, q, 1.0 if _side(p, q, (cx, cy)) >= 0 else -1.0))
    return edges


def _side(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _clip_polygon(points: list[Point], clip: list[Point]) -> list[Point]:
    """Sutherland–Hodgman: the polygon inside the convex clip."""
    for p, q, sign in _inner(clip):
        if not points:
            break
        kept: list[Point] = []
        for a, b in zip(points, [*points[1:], points[0]], strict=True):
            da, db = sign * _side(p, q, a), sign * _side(p, q, b)
            if da >= 0:
                kept.append(a)
            if (da >= 0) != (db >= 0):
                t = da / (da - db)
                kept.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        points = kept
    return points


def _clip_line(points: list[Point], clip: list[Point]) -> Iterator[list[Point]]:
    """The stretches of a polyline inside the convex clip (Cyrus–Beck, segment by segment)."""
    edges = _inner(clip)
    for a, b in itertools.pairwise(points):
        t0, t1 = 0.0, 1.0
        for p, q, sign in edges:
            da, db = sign * _side(p, q, a), sign * _side(p, q, b)
            if da < 0 and db < 0:
                t0, t1 = 1.0, 0.0
                break
            if (da < 0) != (db < 0):
                t = da / (da - db)
                t0, t1 = (max(t0, t), t1) if da < 0 else (t0, min(t1, t))
        if t0 < t1:
            yield [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for t in (t0, t1)]


def _points(path: Path) -> list[Point]:
    return [p for points, _ in polylines(path, CURVES) for p in points]


def _hull_normals(points: list[Point]) -> list[Point]:
    """The outward normals of the convex hull's edges."""
    hull = _hull(points)
    cx, cy = sum(x for x, _ in hull) / len(hull), sum(y for _, y in hull) / len(hull)
    normals = []
    for (x0, y0), (x1, y1) in zip(hull, [*hull[1:], hull[0]], strict=True):
        length = math.hypot(x1 - x0, y1 - y0)
        if length < 1e-9:
            continue
        nx, ny = (y1 - y0) / length, -(x1 - x0) / length
        if nx * (cx - x0) + ny * (cy - y0) > 0:
            nx, ny = -nx, -ny
        normals.append((nx, ny))
    return normals


def _hull(points: list[Point]) -> list[Point]:
    """Andrew's monotone chain."""
    unique = sorted(set(points))
    if len(unique) < 3:
        return unique

    def half(ordered: list[Point]) -> list[Point]:
        chain: list[Point] = []
        for p in ordered:
            while len(chain) >= 2 and _side(chain[-2], chain[-1], p) <= 0:
                chain.pop()
            chain.append(p)
        return chain[:-1]

    return half(unique) + half(unique[::-1])


def _fitted(item: ImageItem) -> tuple[float, float, float, float]:
    """The box the picture covers: fitted into its own, aspect kept, centred (as the painter draws it)."""
    width, height = pixel_size(item.path)
    scale = min(item.w / width, item.h / height)
    w, h = width * scale, height * scale
    return item.x + (item.w - w) / 2, item.y + (item.h - h) / 2, w, h

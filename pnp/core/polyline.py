"""Curves and polylines in millimetres: cubic Béziers flattened or sampled into points, and what
is measured and cut along a polyline (offsets, arc lengths, the part between two lengths,
where two polylines cross). Points are ``(x, y)`` tuples; every function here is pure.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

from pnp.core.geometry import Path, Point

Cubic = tuple[Point, Point, Point, Point]


def moved(p: Point, v: Point, k: float = 1.0) -> Point:
    """``p`` moved by ``k`` times the vector ``v``."""
    return (p[0] + v[0] * k, p[1] + v[1] * k)


def dist(p: Point, q: Point) -> float:
    """The distance between two points."""
    return math.hypot(q[0] - p[0], q[1] - p[1])


def bezier_point(c: Cubic, t: float) -> Point:
    """The point of the cubic at parameter ``t`` (0 at its start, 1 at its end)."""
    u = 1 - t
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = c
    w0, w1, w2, w3 = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t  # the Bernstein weights, computed once
    return w0 * x0 + w1 * x1 + w2 * x2 + w3 * x3, w0 * y0 + w1 * y1 + w2 * y2 + w3 * y3


def sample(cubics: list[Cubic], per_cubic: int) -> list[Point]:
    """Points evenly spread in each cubic's parameter (for distance checks)."""
    points = [cubics[0][0]]
    for c in cubics:
        points += [bezier_point(c, i / per_cubic) for i in range(1, per_cubic + 1)]
    return points


FLATNESS = 0.02  # mm: how far a drawn polyline may stray from its curve (a 1200 dpi dot is 0.021 mm)


def flatten(cubics: list[Cubic], tolerance: float = FLATNESS) -> list[Point]:
    """Points along the curves, dense enough to draw them and their offsets as smooth polylines.

    A cubic strays from its chord by at most 3/4 of its control points' distance from it, and
    that halves twice each time the chords halve, so a straight run is one chord and a tight
    bend many.
    """
    points = [cubics[0][0]]
    for c in cubics:
        spread = max(_from_line(c[1], c[0], c[3]), _from_line(c[2], c[0], c[3]))
        chords = max(1, math.ceil(math.sqrt(0.75 * spread / tolerance)))
        points += [bezier_point(c, i / chords) for i in range(1, chords + 1)]
    return points


def polylines(path: Path, tolerance: float = FLATNESS) -> Iterator[tuple[list[Point], bool]]:
    """Each subpath of a drawn path as points (curves flattened within ``tolerance`` mm), and whether it is
    closed."""
    points: list[Point] = []
    for segment in path:
        op = segment[0]
        if op == "M":
            if len(points) > 1:
                yield points, False
            points = [(segment[1], segment[2])]
        elif op == "L":
            points.append((segment[1], segment[2]))
        elif op == "C" and points:
            cubic = (points[-1], (segment[1], segment[2]), (segment[3], segment[4]), (segment[5], segment[6]))
            points += flatten([cubic], tolerance)[1:]
        elif op == "Z" and points:
            if len(points) > 1:
                yield points, True
            points = [points[0]]
    if len(points) > 1:
        yield points, False


def least_distance(p: list[Point], q: list[Point], enough: float) -> float:
    """The least distance between two sampled lines, or, when their bounds lie at least ``enough``
    apart, that distance between the bounds (no nearer than the lines, and enough to tell)."""
    (px0, py0, px1, py1), (qx0, qy0, qx1, qy1) = _bounds(p), _bounds(q)
    apart = math.hypot(max(0.0, qx0 - px1, px0 - qx1), max(0.0, qy0 - py1, py0 - qy1))
    if apart >= enough:
        return apart
    return min(dist(a, b) for a in p for b in q)


def _bounds(points: list[Point]) -> tuple[float, float, float, float]:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def _from_line(p: Point, a: Point, b: Point) -> float:
    """Distance of ``p`` from the line through ``a`` and ``b``."""
    length = dist(a, b)
    if length == 0:
        return dist(p, a)
    return abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / length


def _normals(points: list[Point]) -> list[Point]:
    normals = []
    for i in range(len(points)):
        p, q = points[max(0, i - 1)], points[min(len(points) - 1, i + 1)]
        dx, dy = q[0] - p[0], q[1] - p[1]
        length = math.hypot(dx, dy) or 1.0
        normals.append((-dy / length, dx / length))
    return normals


def offset(points: list[Point], distance: float) -> list[Point]:
    """The polyline moved sideways by ``distance`` (mm; positive to the left of travel in y-down)."""
    return [moved(p, n, distance) for p, n in zip(points, _normals(points), strict=True)]


def lengths(points: list[Point]) -> list[float]:
    """Arc length from the start to each point."""
    total, out = 0.0, [0.0]
    for p, q in itertools.pairwise(points):
        total += dist(p, q)
        out.append(total)
    return out


def at_length(points: list[Point], cumulative: list[float], s: float) -> tuple[Point, Point]:
    """The point at arc length ``s`` and the unit tangent there."""
    s = max(0.0, min(cumulative[-1], s))
    i = max(1, min(len(points) - 1, next((j for j, c in enumerate(cumulative) if c >= s), len(points) - 1)))
    p, q = points[i - 1], points[i]
    span = cumulative[i] - cumulative[i - 1] or 1.0
    f = (s - cumulative[i - 1]) / span
    length = dist(p, q) or 1.0
    return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f), ((q[0] - p[0]) / length, (q[1] - p[1]) / length)


def between(points: list[Point], start: float, stop: float) -> list[Point]:
    """The part of a polyline between two arc lengths."""
    cumulative = lengths(points)
    first, _ = at_length(points, cumulative, start)
    last, _ = at_length(points, cumulative, stop)
    inner = [p for p, c in zip(points, cumulative, strict=True) if start < c < stop]
    return [first, *inner, last]


def crossing(points: list[Point], other: list[Point]) -> float | None:
    """Arc length along ``points`` where it first crosses ``other``, or None if they do not cross.

    Exact for polylines however few their points (curves are drawn as few chords as keep
    0.02 mm, so sampled points of two crossing tracks can lie far apart)."""
    cumulative = lengths(points)
    for i, ((ax, ay), (bx, by)) in enumerate(itertools.pairwise(points)):
        for (cx, cy), (dx, dy) in itertools.pairwise(other):
            denominator = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx)
            if abs(denominator) < 1e-12:
                continue  # parallel
            t = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / denominator
            u = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / denominator
            if 0 <= t <= 1 and 0 <= u <= 1:
                return cumulative[i] + t * (cumulative[i + 1] - cumulative[i])
    return None

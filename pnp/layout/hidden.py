"""Drawn art wholly hidden under an opaque fill drawn after it on the same face: a map's dashed sea lane under
the score track's band round its edge, which does not show at all. Text under a fill is ``text-overlap``'s; this
is the lines, paths and shapes of an element that prints no words, icons or pictures."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from math import ceil, hypot

from pnp.core.geometry import transform_path
from pnp.layout.face import PathItem
from pnp.layout.laid import Bounds, LaidElement, Painted, span, subpaths

STEP = 0.5  # mm between the points of a line or an outline looked at
MOST = 400  # points at most looked at for one element: a long outline is looked at more coarsely

Point = tuple[float, float]


def hidden_under(laid: list[LaidElement], trim: tuple[float, float]) -> Iterator[tuple[LaidElement, LaidElement]]:
    """Each element drawn only of lines and fills (a copy of a repeated one too) that an opaque fill of one
    element drawn after it covers wholly, and that element: (hidden, over it). Not the grounds a face is drawn
    on first, a fill as large as the piece's ``trim`` (w, h) or larger: what is drawn over a ground is meant to
    hide it."""
    grounds = _grounds(laid, trim)
    opaque = [[painted for painted in e.paints.values() if painted.rings and painted.color is not None] for e in laid]
    spans = [span([fill.bounds for fill in fills]) if fills else None for fills in opaque]
    last = max((i for i, fills in enumerate(spans) if fills), default=-1)  # no later fill: nothing to look at
    for index, below in enumerate(laid[:last]):
        lines = _outlines(below) if index >= grounds and not (below.failed or below.inner) else []
        if not lines:
            continue
        box = (
            min(x - half for points, half in lines for x, _ in points),
            min(y - half for points, half in lines for _, y in points),
            max(x + half for points, half in lines for x, _ in points),
            max(y + half for points, half in lines for _, y in points),
        )
        over = [i for i in range(index + 1, len(laid)) if spans[i] and _inside(box, spans[i])]
        points = _points(below, lines) if over else []
        for i in over if points else []:
            if _all_painted(points, opaque[i]):
                yield below, laid[i]
                break


def _grounds(laid: list[LaidElement], trim: tuple[float, float]) -> int:
    """How many of the first elements drawn are grounds: each fills the whole piece."""
    whole = (0.0, 0.0, *trim)
    count = 0
    for element in laid:
        if not any(_inside(whole, painted.bounds) for painted in element.paints.values() if painted.rings):
            break
        count += 1
    return count


Outline = tuple[list[Point], float]  # an outline's points on the face, and half its stroke's width (0: none)


def _outlines(element: LaidElement) -> list[Outline]:
    """The outlines ``element`` strokes or fills, on the face; none when it prints words, icons or pictures
    (text-overlap reads those)."""
    if any(not isinstance(item, PathItem) for item, _, _ in element.runs):
        return []
    lines = []
    for item, matrix, _ in element.runs:
        if item.stroke is None and item.fill is None:
            continue
        path = item.path if matrix is None else transform_path(item.path, matrix)
        half = item.stroke_width / 2 if item.stroke is not None else 0.0
        lines += [(points, half) for points in subpaths(path) if points]
    return lines


def _points(element: LaidElement, lines: list[Outline]) -> list[Point]:
    """Points of what ``element`` draws (its ``lines``): along each stroke (its middle and both of its edges) and
    each filled outline, and across what each fill paints."""
    length = sum(hypot(x1 - x0, y1 - y0) for points, _ in lines for (x0, y0), (x1, y1) in pairwise(points))
    step = max(STEP, length / MOST)
    inside = [point for painted in element.paints.values() for point in _across(painted)]
    return [point for points, half in lines for point in _along(points, half, step)] + inside


def _across(painted: Painted) -> Iterator[Point]:
    """Points across what a fill paints: a grid of at most ``MOST`` over its bounds, those it paints."""
    x0, y0, x1, y1 = painted.bounds
    count = max(1, int(MOST**0.5))
    xs = [x0 + (i + 0.5) * (x1 - x0) / count for i in range(count)]
    ys = [y0 + (i + 0.5) * (y1 - y0) / count for i in range(count)]
    return ((x, y) for x in xs for y in ys if painted.paints(x, y))


def _along(points: list[Point], half: float, step: float) -> Iterator[Point]:
    """Points every ``step`` mm along an outline, and ``half`` a stroke's width to either side of it."""
    yield from ((x + dx, y + dy) for x, y in points[:1] for dx, dy in ((0, 0), (half, 0), (-half, 0)))
    for (x0, y0), (x1, y1) in pairwise(points):
        length = hypot(x1 - x0, y1 - y0)
        if not length:
            continue
        across = (-(y1 - y0) / length * half, (x1 - x0) / length * half)  # at right angles to the segment
        for i in range(1, ceil(length / step) + 1):
            t = min(i * step / length, 1.0)
            x, y = x0 + t * (x1 - x0), y0 + t * (y1 - y0)
            yield from ((x, y), (x + across[0], y + across[1]), (x - across[0], y - across[1]))


def _inside(box: Bounds, outer: Bounds) -> bool:
    return outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]


def _all_painted(points: list[Point], fills: list[Painted]) -> bool:
    """Whether every one of ``points`` is painted by one of ``fills`` (a fill whose bounds miss a point paints
    none of it: not asked)."""
    bounded = [(fill.bounds, fill) for fill in fills]
    return all(
        any(x0 <= x <= x1 and y0 <= y <= y1 and fill.paints(x, y) for (x0, y0, x1, y1), fill in bounded)
        for x, y in points
    )

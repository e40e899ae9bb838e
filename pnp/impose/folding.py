"""The outline of a shaped piece folded in two: its face and its back mirrored across a straight fold edge.

A piece folds along a straight edge of its shape: its top for ``fold: top``, its right side for
``fold: side``; its base tabs hang from a straight edge along its foot. The pair is cut as one
outline: the face's outline, with the tab where its foot runs straight, then the same reflected
across the fold line, the fold edge itself left uncut. Folded, the back panel lies under the face
point on point: the two silhouettes coincide, whatever the shape.

Seen from behind, that silhouette is the face's mirrored left to right: a knight facing left on the
face faces right on its back. Both folds agree: ``fold: top`` prints the back above the fold turned
180°, ``fold: side`` to the right of it upright, and either way a point (x, y) of the back's own
template (mm from its trim's top-left corner, y down) lands behind the face's (w − x, y). So a back's
template draws its panel as it is seen, upright from behind, and its ``shape:`` is the face's mirrored
(each point [x, y] of a polygon becomes [w − x, y]; ``Shape.mirrored``, checked where the pieces are
laid out); the pair is cut from the face's shape alone. A symmetric shape is its own mirror: its back's
template has the face's shape, as ever.

Everything here is in the pair's frame: page directions (mm, y up), the lower-left corner of the
pair's box (tabs included) at the origin.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pnp.core.geometry import (
    Affine,
    Box,
    Path,
    Point,
    Rectangle,
    Shape,
    offset_polygon,
    path_bounds,
    polygon_path,
    rectangle_path,
    transform_path,
)
from pnp.impose.marks import SIDES
from pnp.impose.policy import SEAM, place

MIN_FOLD = 5.0  # mm: a shorter fold or tab edge tears or will not hold the piece up
TOLERANCE = 1e-6

Edge = tuple[Point, tuple]  # its start, and its segment ("L", x, y) or ("C", x1, y1, x2, y2, x, y) to its end


@dataclass(frozen=True)
class FoldedPair:
    """A folded piece's geometry in the pair's frame."""

    size: tuple[float, float]  # the pair's box: both panels and their tabs
    front: Affine  # face coordinates of the front panel to the pair's frame
    back: Affine  # and of the back panel
    front_clip: Path  # where each panel's art shows: its bleed, up to the fold (and a SEAM past it)
    back_clip: Path
    outline: Path  # the one cut around the pair
    folds: tuple[tuple[Point, Point], ...]  # the fold line, then the tabs' folds
    sides: tuple[str, ...]  # the sides of the pair's box that the cut runs straight along

    @property
    def bleed(self) -> Box:
        """The art's bounds around the pair's box."""
        return Box.union([path_bounds(self.front_clip), path_bounds(self.back_clip)])


def fold_problem(shape: Shape, top: bool, base: float) -> str:
    """Why ``shape`` cannot be folded so (top: along its top, else its right side; ``base``: with tabs), or ''."""
    edges = _edges(shape.outline(0.0))
    w, h = shape.w, shape.h
    where = "top" if top else "right side"
    fold = _runs(edges, _on_top if top else lambda p: abs(p[0] - w) < TOLERANCE)
    if len(fold) != 1 or _length(edges, fold[0]) < MIN_FOLD - TOLERANCE:
        return f"has no straight edge along its {where} to fold on (at least {MIN_FOLD:g} mm, in one piece)"
    foot = _runs(edges, lambda p: abs(p[1] - h) < TOLERANCE)
    if base and (len(foot) != 1 or _length(edges, foot[0]) < MIN_FOLD - TOLERANCE):
        return f"has no straight edge along its foot for the base tabs (at least {MIN_FOLD:g} mm, in one piece)"
    return ""


@cache
def folded_pair(shape: Shape, bleed: float, top: bool, base: float) -> FoldedPair:
    """The geometry of ``shape`` folded (``fold_problem`` found nothing against it)."""
    w, h = shape.w, shape.h
    if top:
        size = (w, 2 * h + 2 * base)
        front = place(w, h, 0, 0.0, base)
        back = place(w, h, 180, 0.0, base + h)
        mirror = Affine(1.0, 0.0, 0.0, -1.0, 0.0, 0.0)  # face coordinates: across the top edge, y = 0
        on_fold = _on_top
    else:
        size = (2 * w, h + base)
        front = place(w, h, 0, 0.0, base)
        back = place(w, h, 0, w, base)
        mirror = Affine(-1.0, 0.0, 0.0, 1.0, 2 * w, 0.0)  # across the right side, x = w

        def on_fold(p: Point) -> bool:
            return abs(p[0] - w) < TOLERANCE

    cut = _opened(_edges(shape.outline(0.0)), on_fold, h, base)
    pair = [*cut, *(_reversed(_moved(edge, mirror)) for edge in reversed(cut))]
    # The art's bleed: the shape's own bleed outline (square around rounded corners), tab included, cut off
    # a SEAM past the fold so that each panel's art meets the other's there.
    solid = shape.outline(0.0) if not shape.rectangular else rectangle_path(0.0, 0.0, w, h)
    opened = _opened(_edges(solid), on_fold, h, base)
    panel = [*(start for start, _ in opened), _end(opened[-1])]
    grown = offset_polygon(panel, bleed) if bleed else panel
    kept = _half_plane(grown, (lambda p: p[1] + SEAM) if top else (lambda p: w + SEAM - p[0]))
    clip = transform_path(polygon_path(kept), front)
    outline = transform_path(_path(pair), front)
    folds = [(front.apply(*cut[0][0]), front.apply(*_end(cut[-1])))]  # the fold edge: where the cut opens
    if base:  # each tab's fold: across the foot, as wide as the tab
        feet = [p[0] for edge in cut for p in (edge[0], _end(edge)) if abs(p[1] - h - base) < TOLERANCE]
        ends = [(min(feet), h), (max(feet), h)]
        folds += [tuple(front.apply(*p) for p in ends), tuple(front.apply(*mirror.apply(*p)) for p in ends)]
    return FoldedPair(
        size,
        front,
        back,
        clip,
        transform_path(clip, front @ mirror @ front.inverse()),
        outline,
        tuple(_merged(folds)),
        _straight_sides(outline, *size),
    )


def _on_top(p: Point) -> bool:
    return abs(p[1]) < TOLERANCE


def _edges(path: Path) -> list[Edge]:
    edges: list[Edge] = []
    start = here = (0.0, 0.0)
    for segment in path:
        if segment[0] == "M":
            start = here = (segment[1], segment[2])
        elif segment[0] == "Z":
            if abs(here[0] - start[0]) > TOLERANCE or abs(here[1] - start[1]) > TOLERANCE:
                edges.append((here, ("L", *start)))
        else:
            edges.append((here, segment))
            here = (segment[-2], segment[-1])
    return edges


def _end(edge: Edge) -> Point:
    return edge[1][-2], edge[1][-1]


def _runs(edges: list[Edge], on) -> list[list[int]]:
    """The runs of consecutive straight edges (cyclically) that lie on a line: their indices."""
    straight = [edge[1][0] == "L" and on(edge[0]) and on(_end(edge)) for edge in edges]
    if all(straight):
        return [list(range(len(edges)))]
    first = next(i for i, s in enumerate(straight) if not s)
    runs: list[list[int]] = []
    for k in range(1, len(edges) + 1):
        i = (first + k) % len(edges)
        if straight[i]:
            if not straight[i - 1]:
                runs.append([])
            runs[-1].append(i)
    return runs


def _length(edges: list[Edge], run: list[int]) -> float:
    return sum(abs(_end(edges[i])[0] - edges[i][0][0]) + abs(_end(edges[i])[1] - edges[i][0][1]) for i in run)


def _opened(edges: list[Edge], on_fold, h: float, base: float) -> list[Edge]:
    """The outline (face coordinates) from the fold edge's end round to its start, a tab of ``base`` mm
    hanging from its straight foot."""
    (fold,) = _runs(edges, on_fold)
    chain = [edges[(fold[-1] + 1 + k) % len(edges)] for k in range(len(edges) - len(fold))]
    if not base:
        return chain
    foot = [
        i
        for i, edge in enumerate(chain)
        if edge[1][0] == "L" and all(abs(p[1] - h) < TOLERANCE for p in (edge[0], _end(edge)))
    ]
    start, end = chain[foot[0]][0], _end(chain[foot[-1]])
    tab = [
        (start, ("L", start[0], h + base)),
        ((start[0], h + base), ("L", end[0], h + base)),
        ((end[0], h + base), ("L", *end)),
    ]
    return [*chain[: foot[0]], *tab, *chain[foot[-1] + 1 :]]


def _moved(edge: Edge, matrix: Affine) -> Edge:
    start, segment = edge
    coords = segment[1:]
    moved = [value for i in range(0, len(coords), 2) for value in matrix.apply(coords[i], coords[i + 1])]
    return matrix.apply(*start), (segment[0], *moved)


def _reversed(edge: Edge) -> Edge:
    start, segment = edge
    if segment[0] == "C":
        return (segment[5], segment[6]), ("C", segment[3], segment[4], segment[1], segment[2], *start)
    return _end(edge), ("L", *start)


def _path(edges: list[Edge]) -> Path:
    return (("M", *edges[0][0]), *(segment for _, segment in edges), ("Z",))


def _merged(folds: list[tuple[Point, Point]]) -> list[tuple[Point, Point]]:
    """The fold lines, each from its lower-left end; the two tabs' folds as one where they meet in a line."""
    lines = [tuple(sorted(fold)) for fold in folds]
    if len(lines) == 3 and abs(lines[1][0][1] - lines[2][0][1]) < TOLERANCE:
        (a, b), (c, d) = sorted(lines[1:])
        if c[0] - b[0] < TOLERANCE:
            return [lines[0], (a, d)]
    return lines


def _half_plane(points: list[Point], inside) -> list[Point]:
    """The polygon cut off where ``inside`` (a linear function of the point) turns negative."""
    kept: list[Point] = []
    for i, here in enumerate(points):
        before = points[i - 1]
        a, b = inside(before), inside(here)
        if (a >= 0) != (b >= 0):
            t = a / (a - b)
            kept.append((before[0] + t * (here[0] - before[0]), before[1] + t * (here[1] - before[1])))
        if b >= 0:
            kept.append(here)
    return kept


def _straight_sides(outline: Path, w: float, h: float) -> tuple[str, ...]:
    """The sides of the box (0, 0)-(w, h) that ``outline`` runs straight along for a stretch."""
    lines = {"left": (0, 0.0), "bottom": (1, 0.0), "right": (0, w), "top": (1, h)}
    found = []
    for side in SIDES:
        axis, value = lines[side]
        if any(
            segment[0] == "L"
            and abs(start[axis] - value) < TOLERANCE
            and abs(_end((start, segment))[axis] - value) < TOLERANCE
            and abs(_end((start, segment))[1 - axis] - start[1 - axis]) > TOLERANCE
            for start, segment in _edges(outline)
        ):
            found.append(side)
    return tuple(found)


def is_plain(shape: Shape, top: bool, base: float) -> bool:
    """A rectangle folded as ever: along its top, or along its side without tabs (cut as one rectangle)."""
    return isinstance(shape, Rectangle) and (top or not base)

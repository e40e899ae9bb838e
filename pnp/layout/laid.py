"""What one template element put on a face, measured once for every standard that reads it: the boxes of its
words, icons and pictures, and what its fills and pictures paint (outlines a text may sit on or run under)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from math import ceil

from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.color import Color
from pnp.core.findings import Location
from pnp.core.geometry import (
    PT,
    Affine,
    Polygon,
    Shape,
    in_polygon,
    meets_box,
    path_bounds,
    path_points,
    transform_path,
)
from pnp.core.geometry import Path as Segments
from pnp.core.yamlio import LocatedDict
from pnp.layout.face import Group, IconItem, ImageItem, PathItem, Primitive, TextItem, with_opacity

OVERLAP = 0.4  # mm in both directions: less is a glyph's side bearing touching an icon's empty margin
COVER = 0.5  # mm: a fill whose bounds miss a text run's box by less than this still covers it
MIN_BAND = 1.0  # mm: a line narrower than this is thinner than any run of words (no ground of theirs)
SAMPLE, SAMPLES = OVERLAP / 2, 40  # mm between the points where a fill over text is looked for; most each way


Bounds = tuple[float, float, float, float]  # mm: left, top, right, bottom


@dataclass(frozen=True)
class Counted:
    """A copy of an element repeated as many times as a field of the piece's entry says (``repeat:
    "{{ card.tokens }}"``): where that number is written, the copy's place from 0 and the number."""

    at: Location
    index0: int
    count: int


@dataclass
class LaidElement:
    """One element's output on a face, flattened and measured once for every check that reads it."""

    name: str
    source: LocatedDict
    drawn: list[Primitive]
    failed: bool = False  # its layout reported an error (text that overflows its box): the one finding it gets
    copy: str = ""  # which copy of a repeated element it is ("copy 3 of 12 (item 'moon')"), named in findings
    row: Location | None = None  # where that copy's item is written (a data table's row), if it is
    inner: bool = False  # it draws another piece, whose words were checked where that piece was laid out
    counted: Counted | None = None  # a copy of a count the entry writes, which may ask for more than fit

    @property
    def called(self) -> str:
        """How findings name it: "element 'rim'", "element 'rim', copy 3 of 12 (item 'moon')"."""
        return f"element '{self.name}'" + (f", {self.copy}" if self.copy else "")

    @cached_property
    def runs(self) -> list[tuple[Primitive, Affine | None, bool]]:
        """Every primitive in drawing order, with its transform and whether it is drawn fully opaque."""
        return list(with_opacity(tuple(self.drawn)))

    @cached_property
    def run_boxes(self) -> dict[int, Bounds]:
        """The box of each word, icon and picture it prints, by its index in :attr:`runs` (measured once for the
        standards that read them)."""
        return {
            i: drawn_box(item, matrix)
            for i, (item, matrix, _) in enumerate(self.runs)
            if isinstance(item, TextItem | IconItem | ImageItem)
        }

    @cached_property
    def text_boxes(self) -> dict[int, Bounds]:
        """The box of each text run, by its index in :attr:`runs` (none when it draws another piece)."""
        if self.inner:
            return {}
        return {i: box for i, box in self.run_boxes.items() if isinstance(self.runs[i][0], TextItem)}

    @cached_property
    def printed_boxes(self) -> tuple[Bounds, ...]:
        """The boxes of every word, icon and picture it prints (not its fills and lines)."""
        return tuple(self.run_boxes.values())

    @cached_property
    def line_boxes(self) -> tuple[Bounds, ...]:
        """The boxes of every fill and line it draws, a line's with half its width each side."""
        boxes = []
        for item, matrix, _ in self.runs:
            if isinstance(item, PathItem) and (item.fill is not None or item.stroke is not None):
                box = path_bounds(item.path if matrix is None else transform_path(item.path, matrix))
                pad = item.stroke_width / 2 if item.stroke is not None else 0.0
                boxes.append((box.x - pad, box.y - pad, box.right + pad, box.top + pad))
        return tuple(boxes)

    @cached_property
    def paints(self) -> dict[int, Painted]:
        """What each fill and picture paints, by its index in :attr:`runs`."""
        painted: dict[int, Painted] = {}
        for i, (item, matrix, opaque) in enumerate(self.runs):
            if isinstance(item, IconItem | ImageItem):
                painted[i] = Painted(self.name, self.run_boxes[i], (), None)
            elif isinstance(item, PathItem) and (fill := Painted.of(item, matrix, opaque, self.name)) is not None:
                painted[i] = fill
        return painted

    @cached_property
    def lines(self) -> dict[int, Line]:
        """Each solid line wide enough to print words on, by its index in :attr:`runs`."""
        return {
            i: line
            for i, (item, matrix, opaque) in enumerate(self.runs)
            if isinstance(item, PathItem) and (line := Line.of(item, matrix, opaque, self.name)) is not None
        }


Ring = tuple[Bounds, list[tuple[float, float]]]  # a closed outline: bounds, points


@dataclass(frozen=True, slots=True)
class Painted:
    """Something drawn that text may sit on: a fill (its outlines) or a picture (its box)."""

    name: str  # the element that drew it
    bounds: Bounds
    rings: tuple[Ring, ...]  # a fill's outlines, one per subpath (a starfield is one path); () for a picture
    color: Color | None  # a fill's colour when it is opaque; None when translucent or a picture

    @staticmethod
    def of(item: PathItem, matrix: Affine | None, opaque: bool, name: str) -> Painted | None:
        """What a path fills (None when it is not filled, or has no points)."""
        if item.fill is None:
            return None
        path = item.path if matrix is None else transform_path(item.path, matrix)
        rings = tuple(_ring(points) for points in subpaths(path) if points)
        if not rings:
            return None
        bounds = (  # each ring's left lies left of its right: the least left is the least of both
            min(bounds[0] for bounds, _ in rings),
            min(bounds[1] for bounds, _ in rings),
            max(bounds[2] for bounds, _ in rings),
            max(bounds[3] for bounds, _ in rings),
        )
        return Painted(name, bounds, rings, item.fill if opaque and item.fill.alpha >= 1 else None)

    def covers(self, box: Bounds) -> bool | None:
        """Does this fill cover the middle of ``box`` and ``box`` itself (within :data:`COVER`)? None for
        a picture over the middle (what colour is there is not known)."""
        left, top, right, bottom = box
        if not self.rings:
            return None
        inside = _around((left + right) / 2, (top + bottom) / 2, self.rings)
        if len(inside) % 2 == 0:  # outside, or in a hole
            return False
        x0, y0, x1, y1 = min(inside, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))
        return x0 <= left + COVER and y0 <= top + COVER and right - COVER <= x1 and bottom - COVER <= y1

    def depth_in(self, box: Bounds) -> tuple[float, float]:
        """How far across and down (mm) what this paints reaches into ``box``: a picture its whole box; a fill
        the extent of where it paints (a frame's hole does not count), found every :data:`SAMPLE` mm (at most
        :data:`SAMPLES` times each way) where its bounds meet the box, and only when they do by more than
        :data:`OVERLAP`."""
        depth = overlap(box, self.bounds)
        if not self.rings or min(depth) <= OVERLAP:
            return depth
        xs, dx = _samples(max(box[0], self.bounds[0]), depth[0])
        ys, dy = _samples(max(box[1], self.bounds[1]), depth[1])
        near = [ring for ring in self.rings if min(overlap(box, ring[0])) >= 0]  # a starfield's few stars by the box
        extent = _painted_extent(xs, ys, near)
        if extent is None:
            return 0.0, 0.0
        left, right, top, bottom = extent
        return xs[right] - xs[left] + dx, ys[bottom] - ys[top] + dy

    def paints(self, x: float, y: float) -> bool:
        """Does this fill paint the point (x, y) (inside an odd number of its outlines)? False for a picture."""
        return _painted(x, y, self.rings)


class Line:
    """A solid, opaque line at least :data:`MIN_BAND` wide that words may be printed on (a city's name on its
    route's band): their ground where one straight stretch of it covers a whole run. A curve's stretches are none.
    The stretches are found only when a run lies within the line's bounds (a track's curves are many)."""

    __slots__ = ("_item", "_matrix", "_stretches", "bounds", "color", "name")
    rings = ()  # it fills nothing: no cover of the paper, no fill's edge through a run

    def __init__(self, item: PathItem, matrix: Affine | None, name: str, bounds: Bounds):
        self.name, self.bounds, self.color = name, bounds, item.stroke
        self._item, self._matrix = item, matrix
        self._stretches: tuple[Ring, ...] | None = None

    @staticmethod
    def of(item: PathItem, matrix: Affine | None, opaque: bool, name: str) -> Line | None:
        """The line ``item`` strokes, when words could stand on it (None for a dashed, translucent or thin one)."""
        if item.stroke is None or item.dash or not opaque or item.stroke.alpha < 1 or not item.path:
            return None
        half = item.stroke_width / 2 * _scale(matrix)
        if 2 * half < MIN_BAND:
            return None
        box = path_bounds(item.path if matrix is None else transform_path(item.path, matrix))
        return Line(item, matrix, name, (box.x - half, box.y - half, box.right + half, box.top + half))

    @property
    def stretches(self) -> tuple[Ring, ...]:
        """The band each straight stretch paints (butt ends), in drawing order."""
        if self._stretches is None:
            path = self._item.path if self._matrix is None else transform_path(self._item.path, self._matrix)
            half = self._item.stroke_width / 2 * _scale(self._matrix)
            found, start, here = [], None, None
            for segment in path:
                end = start if segment[0] == "Z" else (segment[-2], segment[-1])
                if segment[0] in ("L", "Z") and here is not None and end is not None and end != here:
                    found.append(_ring(_band(here, end, half)))
                if segment[0] == "M":
                    start = end
                here = end
            self._stretches = tuple(found)
        return self._stretches

    def covers(self, box: Bounds) -> bool:
        """Whether one stretch holds the whole of ``box`` (within :data:`COVER`): its four corners."""
        left, top, right, bottom = box
        corners = ((left + COVER, top + COVER), (right - COVER, top + COVER))
        corners += ((left + COVER, bottom - COVER), (right - COVER, bottom - COVER))
        return any(
            all(in_polygon(x, y, points) for x, y in corners)
            for (x0, y0, x1, y1), points in self.stretches
            if x0 <= left + COVER and y0 <= top + COVER and right - COVER <= x1 and bottom - COVER <= y1
        )


def _scale(matrix: Affine | None) -> float:
    """How much ``matrix`` scales a length (a line's width)."""
    return 1.0 if matrix is None else abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5


def _around(x: float, y: float, rings: Sequence[Ring]) -> list[Bounds]:
    """The bounds of each of ``rings`` around (x, y): an odd number of them paints it (even-odd)."""
    return [
        bounds
        for bounds, points in rings
        if bounds[0] <= x <= bounds[2] and bounds[1] <= y <= bounds[3] and in_polygon(x, y, points)
    ]


def _painted(x: float, y: float, rings: Sequence[Ring]) -> bool:
    """Whether (x, y) lies inside an odd number of ``rings`` (even-odd): :func:`_around`'s count, not its list."""
    inside = False
    for (x0, y0, x1, y1), points in rings:
        if x0 <= x <= x1 and y0 <= y <= y1 and in_polygon(x, y, points):
            inside = not inside
    return inside


def _painted_extent(xs: list[float], ys: list[float], rings: Sequence[Ring]) -> tuple[int, int, int, int] | None:
    """Of the grid of points ``xs`` × ``ys`` (each ascending), the first and last column and the first and last
    row holding a point ``rings`` paint (left, right, top, bottom), None when they paint none of them. Found from
    the outside in, each point tested once at most: whole columns from the left and from the right until one is
    painted, then in the columns between only the rows beyond those found painted (a solid fill is found in a
    few points, not the whole grid). A column is tested against the rings whose bounds it crosses alone (a
    starfield's few stars by a word: most columns cross none)."""
    crossed = [[ring for ring in rings if ring[0][0] <= x <= ring[0][2]] for x in xs]

    def first(column: int, rows: range) -> int | None:
        """The first of ``rows`` (in their order) at which ``column`` is painted."""
        x, met = xs[column], crossed[column]
        for row in rows if met else ():
            if _painted(x, ys[row], met):
                return row
        return None

    def painted_rows(columns: range) -> tuple[int, int, int] | None:
        """The first of ``columns`` painted anywhere, and its first and last painted rows."""
        for column in columns:
            top = first(column, range(len(ys)))
            if top is not None:
                bottom = first(column, range(len(ys) - 1, top, -1))
                return column, top, top if bottom is None else bottom
        return None

    found = painted_rows(range(len(xs)))
    if found is None:
        return None
    left, top, bottom = found
    right = left
    if (other := painted_rows(range(len(xs) - 1, left, -1))) is not None:
        right, top_right, bottom_right = other
        top, bottom = min(top, top_right), max(bottom, bottom_right)
    for column in range(left + 1, right):
        higher = first(column, range(top))
        lower = first(column, range(len(ys) - 1, bottom, -1))
        top = top if higher is None else higher
        bottom = bottom if lower is None else lower
    return left, right, top, bottom


def _samples(start: float, length: float) -> tuple[list[float], float]:
    """Points every :data:`SAMPLE` mm or so along ``length`` from ``start`` (the middles of equal steps, at
    most :data:`SAMPLES`), and the step."""
    count = min(ceil(length / SAMPLE), SAMPLES)
    step = length / count
    return [start + (i + 0.5) * step for i in range(count)], step


def subpaths(path: Segments) -> Iterator[list[tuple[float, float]]]:
    """The points of each subpath of ``path`` in drawing order, a closed one ending at its start again."""
    points: list[tuple[float, float]] = []
    for segment in path:
        if segment[0] == "M" and points:
            yield points
            points = []
        if segment[0] == "Z" and points:
            points.append(points[0])
        points.extend(zip(segment[1::2], segment[2::2], strict=True))
    if points:
        yield points


def _band(start: tuple[float, float], end: tuple[float, float], half: float) -> list[tuple[float, float]]:
    """The rectangle a line of half-width ``half`` paints from ``start`` to ``end`` (butt ends)."""
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
    return [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]


def _ring(points: list[tuple[float, float]]) -> Ring:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys)), points


def within(x: float, y: float, bounds: Bounds) -> bool:
    return bounds[0] <= x <= bounds[2] and bounds[1] <= y <= bounds[3]


def transformed(box: Bounds, matrix: Affine | None) -> Bounds:
    if matrix is None:
        return box
    x0, y0, x1, y1 = box
    points = [matrix.apply(x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def drawn_box(
    item: TextItem | IconItem | ImageItem, matrix: Affine | None, above: float = 0.72, below: float = 0.18
) -> Bounds:
    """A primitive's bounding box as drawn; a text run's reaches ``above`` and ``below`` its baseline
    (× its size: by default its capitals and a little of its descenders)."""
    if isinstance(item, TextItem):
        size = item.size * PT
        width = stringWidth(item.text, item.font, item.size) * PT
        x0, y0, x1, y1 = item.x, item.y - above * size, item.x + width, item.y + below * size
    else:
        x0, y0, x1, y1 = item.x, item.y, item.x + item.w, item.y + item.h
    return transformed((x0, y0, x1, y1), matrix)


def overlap(a: Bounds, b: Bounds) -> tuple[float, float]:
    return min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])


def clip_boxes(items: tuple[Primitive, ...], matrix: Affine | None = None) -> Iterator[Bounds]:
    """The box of every clip ``items`` are drawn inside, as drawn on the face: a piece drawn in another is clipped
    to its trim, and to the element's box with ``clip: true``."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform if matrix is None else matrix if item.transform is None else matrix @ item.transform
            if item.clip is not None:
                box = path_bounds(item.clip)
                yield transformed((box.x, box.y, box.right, box.top), inner)
            yield from clip_boxes(item.items, inner)


def span(boxes: list[Bounds]) -> Bounds:
    """The box that holds every one of ``boxes``."""
    return (
        min(box[0] for box in boxes),
        min(box[1] for box in boxes),
        max(box[2] for box in boxes),
        max(box[3] for box in boxes),
    )


def off_piece(box: Bounds, size: tuple[float, float], bleed: float = 0.0) -> bool:
    """Whether a text's ``box`` (left, top, right, bottom in mm) lies wholly off a piece of ``size`` (and its
    ``bleed``)."""
    left, top, right, bottom = box
    return right <= -bleed or bottom <= -bleed or left >= size[0] + bleed or top >= size[1] + bleed


def off_outline(box: Bounds, shape: Shape, bleed: float) -> bool:
    """Whether ``box`` lies wholly outside a polygon ``shape``'s outline and ``bleed``, in a notch of its box (a
    label on a square an L patch lacks): the cut takes it away as it does what lies past the box."""
    return isinstance(shape, Polygon) and not meets_box(path_points(shape.outline(bleed)), box)

"""Geometry in millimetres: affine transforms, paths, boxes and the shapes of pieces.

A piece's shape is described in its own box: the trim's bounding box spans (0, 0) to
(w, h). Shapes give their outline offset outward (the bleed) or inward (a safe zone)
as a path, so the bleed of a circle is a larger circle and the bleed of a hexagon is
the hexagon pushed out along its edges' normals.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

KAPPA = 0.5522847498  # control-point distance for a quarter circle drawn as one cubic Bézier
MM = 72 / 25.4  # points per millimetre: 10 * MM is 10 mm in a PDF's points
PT = 25.4 / 72  # millimetres per point: 7 * PT is the height of 7 pt type in mm
SQRT3 = math.sqrt(3.0)

Point = tuple[float, float]
# A path is a tuple of segments: ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",)
Segment = tuple
Path = tuple[Segment, ...]


@dataclass(frozen=True)
class Affine:
    """x' = a·x + c·y + e, y' = b·x + d·y + f (PDF's matrix order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    @staticmethod
    def translate(x: float, y: float) -> Affine:
        return Affine(e=x, f=y)

    @staticmethod
    def scale(sx: float, sy: float | None = None) -> Affine:
        return Affine(a=sx, d=sx if sy is None else sy)

    @staticmethod
    def rotate(degrees: float) -> Affine:
        """Counter-clockwise in a y-up frame; exact for multiples of 90°."""
        turn = degrees % 360
        quarters = {0: (1.0, 0.0), 90: (0.0, 1.0), 180: (-1.0, 0.0), 270: (0.0, -1.0)}
        cos, sin = quarters.get(turn) or (math.cos(math.radians(turn)), math.sin(math.radians(turn)))
        return Affine(cos, sin, -sin, cos, 0.0, 0.0)

    def __matmul__(self, other: Affine) -> Affine:
        """``self @ other`` applies ``other`` first, then ``self``."""
        return Affine(
            self.a * other.a + self.c * other.b,
            self.b * other.a + self.d * other.b,
            self.a * other.c + self.c * other.d,
            self.b * other.c + self.d * other.d,
            self.a * other.e + self.c * other.f + self.e,
            self.b * other.e + self.d * other.f + self.f,
        )

    def apply(self, x: float, y: float) -> Point:
        return self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f

    def inverse(self) -> Affine:
        det = self.a * self.d - self.b * self.c
        a, b, c, d = self.d / det, -self.b / det, -self.c / det, self.a / det
        return Affine(a, b, c, d, -(a * self.e + c * self.f), -(b * self.e + d * self.f))

    @property
    def values(self) -> tuple[float, float, float, float, float, float]:
        return self.a, self.b, self.c, self.d, self.e, self.f

    @property
    def scale_factor(self) -> float:
        """How much it enlarges lengths (the square root of its area factor): 0.4 for a face drawn at 40 %."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: corner (x, y) with the smaller coordinates, width, height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def expand(self, left: float, bottom: float, right: float, top: float) -> Box:
        return Box(self.x - left, self.y - bottom, self.w + left + right, self.h + bottom + top)

    def grow(self, amount: float) -> Box:
        return self.expand(amount, amount, amount, amount)

    def overlaps(self, other: Box, tolerance: float = 1e-6) -> bool:
        return (
            self.x < other.right - tolerance
            and other.x < self.right - tolerance
            and self.y < other.top - tolerance
            and other.y < self.top - tolerance
        )

    @property
    def path(self) -> Path:
        return rectangle_path(self.x, self.y, self.w, self.h)

    @staticmethod
    def union(boxes: Iterable[Box]) -> Box:
        boxes = list(boxes)
        x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
        x1, y1 = max(b.right for b in boxes), max(b.top for b in boxes)
        return Box(x0, y0, x1 - x0, y1 - y0)


def rectangle_path(x: float, y: float, w: float, h: float) -> Path:
    return (("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",))


def polygon_path(points: Sequence[Point]) -> Path:
    return (("M", *points[0]), *(("L", *p) for p in points[1:]), ("Z",))


def ellipse_path(cx: float, cy: float, rx: float, ry: float) -> Path:
    kx, ky = rx * KAPPA, ry * KAPPA
    return (
        ("M", cx + rx, cy),
        ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
        ("Z",),
    )


def rounded_rectangle_path(x: float, y: float, w: float, h: float, r: float) -> Path:
    r = max(0.0, min(r, w / 2, h / 2))
    if r == 0:
        return rectangle_path(x, y, w, h)
    k = r * (1 - KAPPA)
    x1, y1 = x + w, y + h
    return (
        ("M", x + r, y),
        ("L", x1 - r, y),
        ("C", x1 - k, y, x1, y + k, x1, y + r),
        ("L", x1, y1 - r),
        ("C", x1, y1 - k, x1 - k, y1, x1 - r, y1),
        ("L", x + r, y1),
        ("C", x + k, y1, x, y1 - k, x, y1 - r),
        ("L", x, y + r),
        ("C", x, y + k, x + k, y, x + r, y),
        ("Z",),
    )


IDENTITY = Affine()


def transform_path(path: Path, matrix: Affine) -> Path:
    if matrix == IDENTITY:
        return path
    a, b, c, d, e, f = matrix.values
    result = []
    for segment in path:
        coords = segment[1:]
        moved = []
        for i in range(0, len(coords), 2):
            x, y = coords[i], coords[i + 1]
            moved += (a * x + c * y + e, b * x + d * y + f)
        result.append((segment[0], *moved))
    return tuple(result)


def path_points(path: Path) -> list[Point]:
    return [point for seg in path for point in zip(seg[1::2], seg[2::2], strict=True)]


def path_bounds(path: Path) -> Box:
    """Bounds of a path's points and control points (a Bézier lies inside its control hull)."""
    xs = [x for seg in path for x in seg[1::2]]
    ys = [y for seg in path for y in seg[2::2]]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def in_polygon(x: float, y: float, points: Sequence[Point]) -> bool:
    """Is (x, y) inside the closed polygon (even-odd rule)? Each edge runs from the point before to the point,
    the first from the last point (closing the polygon)."""
    inside = False
    x0, y0 = points[-1]
    for x1, y1 in points:
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
        x0, y0 = x1, y1
    return inside


def meets_box(points: Sequence[Point], box: tuple[float, float, float, float]) -> bool:
    """Does the polygon ``points`` share some area with the box (left, top, right, bottom)? The polygon clipped
    to each of the box's sides in turn (Sutherland-Hodgman), and what is left measured."""
    left, top, right, bottom = box
    sides = ((0, left, 1.0), (0, right, -1.0), (1, top, 1.0), (1, bottom, -1.0))  # axis, edge, side kept
    clipped = list(points)
    for axis, edge, keep in sides:
        kept: list[Point] = []
        for at, here in enumerate(clipped):
            before = clipped[at - 1]
            inside, was = (here[axis] - edge) * keep >= 0, (before[axis] - edge) * keep >= 0
            if inside != was:
                t = (edge - before[axis]) / (here[axis] - before[axis])
                kept.append((before[0] + t * (here[0] - before[0]), before[1] + t * (here[1] - before[1])))
            if inside:
                kept.append(here)
        clipped = kept
        if not clipped:
            return False
    n = len(clipped)
    area = sum(clipped[i][0] * clipped[(i + 1) % n][1] - clipped[(i + 1) % n][0] * clipped[i][1] for i in range(n))
    return abs(area) > 1e-6


@lru_cache(maxsize=256)
def _inset_points(shape: Shape, inset: float) -> tuple[Point, ...]:
    """The points of a shape's outline drawn ``inset`` mm inward (asked for every text on every face)."""
    return tuple(path_points(shape.outline(-inset)))


def offset_polygon(points: Sequence[Point], distance: float, miter_limit: float = 4.0) -> list[Point]:
    """The polygon pushed out by ``distance`` along its edges' normals (mitred corners).

    Works for either winding; a corner sharper than the miter limit is bevelled.
    """
    n = len(points)
    area = sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n))
    outward = 1.0 if area > 0 else -1.0  # the side of each edge that faces away from the inside
    result: list[Point] = []
    for i in range(n):
        prev, here, nxt = points[i - 1], points[i], points[(i + 1) % n]
        n1, n2 = _normal(prev, here, outward), _normal(here, nxt, outward)
        bisector = (n1[0] + n2[0], n1[1] + n2[1])
        length = math.hypot(*bisector)
        cos_half = length / 2
        if length < 1e-9 or 1 / max(cos_half, 1e-9) > miter_limit:
            result.append((here[0] + n1[0] * distance, here[1] + n1[1] * distance))
            result.append((here[0] + n2[0] * distance, here[1] + n2[1] * distance))
            continue
        scale = distance / (cos_half * length)
        result.append((here[0] + bisector[0] * scale, here[1] + bisector[1] * scale))
    return result


def _normal(a: Point, b: Point, outward: float) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (dy / length * outward, -dx / length * outward)


class Shape(ABC):
    """The outline of a piece, inside its bounding box (0, 0)-(w, h)."""

    kind: str = ""
    rectangular: bool = False  # straight edges along the box: cuts can be shared with neighbours

    squares: tuple[tuple[int, int], ...] = ()  # a polyomino's squares (Polygon), as templates read them
    cell: float | None = None  # the side of a polyomino's square, mm (Polygon), as templates read it

    def __init__(self, w: float, h: float):
        self.w, self.h = float(w), float(h)

    @abstractmethod
    def outline(self, offset: float = 0.0) -> Path:
        """The outline pushed out by ``offset`` mm (inward when negative)."""

    def describe(self) -> str:
        return f"{self.dimensions()} {self.kind}"

    def written(self) -> str:
        """As its template's ``shape:`` writes it."""
        return self.kind

    def dimensions(self) -> str:
        """Its box's width × height: '101.6 × 101.6 mm'."""
        return f"{_mm(self.w)} × {_mm(self.h)} mm"

    def contains(self, x: float, y: float, inset: float = 0.0) -> bool:
        """Is (x, y) inside the outline drawn ``inset`` mm inward? (Curves by their control polygon.)"""
        return in_polygon(x, y, _inset_points(self, inset))

    def mirrored(self) -> Shape:
        """The shape mirrored left to right in its box: itself, but for a polygon that is not symmetric."""
        return self

    def same_outline(self, other: Shape) -> bool:
        """Do the two cut alike, however a polygon's points are numbered (where from, which way round)?"""
        return self == other

    @property
    def key(self) -> tuple:
        """Equal for shapes that cut alike (same kind, size and details)."""
        return (self.kind, round(self.w, 4), round(self.h, 4), *self._details())

    def _details(self) -> tuple:
        return ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shape) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)


class Rectangle(Shape):
    kind = "rectangle"
    rectangular = True

    def outline(self, offset: float = 0.0) -> Path:
        return rectangle_path(-offset, -offset, self.w + 2 * offset, self.h + 2 * offset)

    def contains(self, x: float, y: float, inset: float = 0.0) -> bool:
        return inset <= x <= self.w - inset and inset <= y <= self.h - inset


class RoundedRectangle(Shape):
    """Rounded corners on the trim and inside it; the bleed is square, as print shops want it
    (they round the corners themselves after cutting)."""

    kind = "rounded rectangle"
    rectangular = True

    def __init__(self, w: float, h: float, radius: float):
        super().__init__(w, h)
        self.radius = float(radius)

    def outline(self, offset: float = 0.0) -> Path:
        radius = max(0.0, self.radius + offset) if offset <= 0 else 0.0
        return rounded_rectangle_path(-offset, -offset, self.w + 2 * offset, self.h + 2 * offset, radius)

    def describe(self) -> str:
        return f"{super().describe()} (corner radius {_mm(self.radius)} mm)"

    def written(self) -> str:
        return f"{{type: rounded, radius: {_mm(self.radius)}}}"

    def _details(self) -> tuple:
        return (round(self.radius, 4),)


class Ellipse(Shape):
    """A circle when w == h: the trim is the ellipse; its art runs out to the radius plus the bleed."""

    rectangular = False

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "circle" if abs(self.w - self.h) < 1e-9 else "ellipse"

    def outline(self, offset: float = 0.0) -> Path:
        return ellipse_path(self.w / 2, self.h / 2, self.w / 2 + offset, self.h / 2 + offset)

    def contains(self, x: float, y: float, inset: float = 0.0) -> bool:
        rx, ry = self.w / 2 - inset, self.h / 2 - inset
        return rx > 0 and ry > 0 and ((x - self.w / 2) / rx) ** 2 + ((y - self.h / 2) / ry) ** 2 <= 1

    def describe(self) -> str:
        return f"{_mm(self.w)} mm circle" if self.kind == "circle" else super().describe()


class Hexagon(Shape):
    """A regular hexagon given flat-to-flat; pointy-top stands on a point, flat-top on an edge."""

    rectangular = False

    def __init__(self, flat_to_flat: float, orientation: str = "pointy-top"):
        self.flat_to_flat = float(flat_to_flat)
        self.orientation = orientation
        point_to_point = self.flat_to_flat * 2 / SQRT3
        if orientation == "flat-top":
            super().__init__(point_to_point, self.flat_to_flat)
        else:
            super().__init__(self.flat_to_flat, point_to_point)

    @property
    def kind(self) -> str:  # type: ignore[override]
        return f"{self.orientation} hexagon"

    def outline(self, offset: float = 0.0) -> Path:
        radius = (self.flat_to_flat / 2 + offset) * 2 / SQRT3  # the apothem grows by the offset
        start = 90.0 if self.orientation == "pointy-top" else 0.0
        cx, cy = self.w / 2, self.h / 2
        points = [
            (cx + radius * math.cos(math.radians(start + 60 * i)), cy + radius * math.sin(math.radians(start + 60 * i)))
            for i in range(6)
        ]
        return polygon_path(points)

    def describe(self) -> str:
        return f"{_mm(self.flat_to_flat)} mm (flat to flat) {self.kind}"

    def written(self) -> str:
        return "hexagon" if self.orientation == "pointy-top" else f"{{type: hexagon, orientation: {self.orientation}}}"

    def _details(self) -> tuple:
        return (self.orientation,)


class Polygon(Shape):
    """Any polygon, its points in mm inside the box (0, 0)-(w, h)."""

    kind = "polygon"
    rectangular = False

    def __init__(self, points: Sequence[Point], squares: tuple[tuple[int, int], ...] = (), cell: float | None = None):
        self.points = [(float(x), float(y)) for x, y in points]
        self.squares = squares  # a polyomino's squares, (column, row) in reading order; () for other outlines
        self.cell = cell  # the side of a polyomino's square, mm; None for other outlines
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        super().__init__(max(xs), max(ys))

    def outline(self, offset: float = 0.0) -> Path:
        points = offset_polygon(self.points, offset) if offset else self.points
        return polygon_path(points)

    def _details(self) -> tuple:
        return tuple(self.points)

    def mirrored(self) -> Shape:
        mirror = Polygon([(self.w - x, y) for x, y in self.points])
        return self if mirror.same_outline(self) else mirror

    def same_outline(self, other: Shape) -> bool:
        if not isinstance(other, Polygon) or len(other.points) != len(self.points):
            return False
        mine = [(round(x, 4), round(y, 4)) for x, y in self.points]
        theirs = [(round(x, 4), round(y, 4)) for x, y in other.points]
        return any(theirs[i:] + theirs[:i] in (mine, mine[::-1]) for i in range(len(theirs)))

    def written(self) -> str:
        """As its template's ``shape:`` writes it."""
        points = ", ".join(f"[{round(x, 4):.10g}, {round(y, 4):.10g}]" for x, y in self.points)
        return f"{{type: polygon, points: [{points}]}}"


def _mm(value: float) -> str:
    return f"{value:g}" if abs(value - round(value, 2)) < 1e-9 else f"{value:.2f}"

"""See-through pixels of a picture along the cut of a full-bleed piece (the ``art-see-through-edge`` rule).

Nothing is printed where a picture's pixels are see-through but what was painted under them: with nothing,
the paper shows white. Inside the piece that may be meant (a cut-out figure on the card's own background),
but along the cut a white patch runs to the edge at home and in the print shops' PNGs alike (only a PDF/X
profile refuses see-through pixels outright, ``profile-transparency``). Measured on a piece
with a bleed, of any shape (the bleed follows it): the see-through pixels of a picture that lie in the bleed or
within :data:`WANDER` mm inside the trim (where a cut may fall), unless the fills and opaque pictures painted
before it cover them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw

from pnp.core.geometry import Affine, Box, Point, Shape, path_bounds
from pnp.core.geometry import Path as DrawnPath
from pnp.core.polyline import polylines
from pnp.layout.face import Group, ImageItem, PathItem, Primitive
from pnp.load.pictures import pixel_size, translucent, upright

WANDER = 1.6  # mm: how far a cut wanders either way of the trim (1/16 in)


@dataclass(frozen=True, slots=True)
class BareEdge:
    """A picture whose see-through pixels along the cut have nothing painted under them."""

    picture: Path
    where: Box  # mm in the face's frame: round those pixels


def bare_edges(drawn: list[list[Primitive]], shape: Shape, bleed: float) -> Iterator[tuple[int, BareEdge]]:
    """Each picture of a face (``drawn``: what each element draws, in painting order) whose see-through pixels
    in the band along the cut are not all covered by the fills and opaque pictures painted before it, with the
    element's index. The band follows the piece's shape: a rectangle's sides, a hexagon's or polygon's edges, a
    circle's or ellipse's curve."""
    if bleed <= 0:
        return
    band = _Band(shape, bleed)
    outer = path_bounds(shape.outline(bleed))
    under: list[list[list[Point]]] = []  # each fill (its subpaths) and opaque picture painted so far, in mm
    for index, items in enumerate(drawn):
        for item, matrix, clip in _painted(tuple(items), None, outer):
            if isinstance(item, PathItem):
                if item.fill is not None and item.path:
                    under.append(
                        [[matrix.apply(*p) if matrix else p for p in points] for points in _outline(item.path)]
                    )
            elif not translucent(item.path):
                under.append([_corners(_meet(_placed(item, matrix), clip))])
            elif (where := _see_through(item, matrix, clip, band, under)) is not None:
                yield index, BareEdge(item.path, where)


@dataclass(frozen=True, slots=True)
class _Band:
    """The band along the cut, in mm in the face's frame: from the bleed edge to :data:`WANDER` mm inside the
    trim. Its outlines are drawn only for a face with a see-through picture (most faces have none)."""

    shape: Shape
    bleed: float

    @property
    def inner(self) -> list[list[Point]]:
        """The outline :data:`WANDER` mm inside the trim, its subpaths."""
        return _shape_outline(self.shape, -WANDER)

    def edge(self, pixel: float) -> list[list[Point]] | None:
        """The bleed edge of a piece of any shape but a rectangle, pulled in by two pixels (``pixel`` mm each)
        of the picture measured: a picture drawn out to a curved or slanted edge meets it in pixels it cuts
        across, and the pixels of a drawn edge are the nearest whole ones. None for a rectangle, whose bleed box
        the picture is measured within."""
        return None if self.shape.rectangular else _shape_outline(self.shape, self.bleed - 2 * pixel)


@lru_cache(maxsize=64)
def _shape_outline(shape: Shape, offset: float) -> list[list[Point]]:
    return _outline(shape.outline(offset))


def _outline(path: DrawnPath) -> list[list[Point]]:
    """A drawn path's subpaths as polygons (curves flattened)."""
    return [points for points, _ in polylines(path)]


def _corners(box: Box) -> list[Point]:
    return [(box.x, box.y), (box.right, box.y), (box.right, box.top), (box.x, box.top)]


def _placed(item: ImageItem, matrix: Affine | None) -> Box:
    """The box the picture is drawn in, in the face's frame."""
    corners = [(item.x, item.y), (item.x + item.w, item.y + item.h)]
    return _box([matrix.apply(*p) if matrix else p for p in corners])


def _painted(
    items: tuple[Primitive, ...], matrix: Affine | None, clip: Box
) -> Iterator[tuple[PathItem | ImageItem, Affine | None, Box]]:
    """Every fill and picture, with the transform it is drawn through and the box its clips leave (a picture
    turned or mirrored is left out: its pixels do not run along the face's axes as they are measured)."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform if matrix is None else matrix if item.transform is None else matrix @ item.transform
            held = clip
            if item.clip is not None:
                bounds = path_bounds(item.clip)
                corners = [(bounds.x, bounds.y), (bounds.right, bounds.top)]
                held = _meet(clip, _box([inner.apply(*p) if inner else p for p in corners]))
            yield from _painted(item.items, inner, held)
        elif isinstance(item, PathItem) or (
            isinstance(item, ImageItem) and (matrix is None or (matrix.b == matrix.c == 0 < min(matrix.a, matrix.d)))
        ):
            yield item, matrix, clip


def _see_through(
    item: ImageItem, matrix: Affine | None, clip: Box, band: _Band, under: list[list[list[Point]]]
) -> Box | None:
    """The box round the picture's see-through pixels (within ``clip``) that lie in the band along the cut
    with none of ``under`` painted beneath them, in mm."""
    placed = _placed(item, matrix)
    shown = _meet(placed, clip)
    if shown.w <= 0 or shown.h <= 0:
        return None
    width, height = pixel_size(item.path)
    scale_x, scale_y = placed.w / width, placed.h / height

    def filled(polygons: list[list[Point]], edge: bool = True) -> Image.Image:
        # PIL's polygon coordinates name pixel centres: pixel i spans i - 0.5 to i + 0.5
        pixels = [[((x - placed.x) / scale_x - 0.5, (y - placed.y) / scale_y - 0.5) for x, y in p] for p in polygons]
        return _filled(pixels, (width, height), edge)

    alpha = upright(item.path).convert("RGBA").getchannel("A")
    mask = Image.new("L", alpha.size, 0)
    box = _pixels(shown, placed, item.path)
    mask.paste(alpha.point(lambda a: 255 if a < 255 else 0).crop(box), box[:2])
    edge = band.edge(max(scale_x, scale_y))
    bare = mask if edge is None else ImageChops.multiply(mask, filled(edge, edge=False))
    for painted in (band.inner, *under):  # inside the band's inner edge, or covered: not bare
        bare = ImageChops.subtract(bare, filled(painted))
    found = bare.getbbox()
    if found is None:
        return None
    left, top, right, bottom = found
    return Box(placed.x + left * scale_x, placed.y + top * scale_y, (right - left) * scale_x, (bottom - top) * scale_y)


def _filled(polygons: list[list[Point]], size: tuple[int, int], edge: bool) -> Image.Image:
    """The pixels a fill of these subpaths paints (even-odd: a frame's hole is not painted), 255 where painted;
    with ``edge``, every pixel its edge runs through too."""
    painted = Image.new("1", size, 0)
    for points in polygons:
        if len(points) > 2:
            one = Image.new("1", size, 0)
            ImageDraw.Draw(one).polygon(points, fill=1, outline=1 if edge else None)
            painted = ImageChops.logical_xor(painted, one)
    return painted.convert("L")


def _pixels(box: Box, placed: Box, path: Path) -> tuple[int, int, int, int]:
    """``box`` (mm) in the pixels of the picture drawn at ``placed``: the pixels it touches."""
    width, height = pixel_size(path)
    left = max(0, int((box.x - placed.x) / placed.w * width))
    top = max(0, int((box.y - placed.y) / placed.h * height))
    right = min(width, -int(-(box.right - placed.x) / placed.w * width))
    bottom = min(height, -int(-(box.top - placed.y) / placed.h * height))
    return left, top, max(left, right), max(top, bottom)


def _box(points: list[tuple[float, float]]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _meet(a: Box, b: Box) -> Box:
    """Where two boxes overlap (an empty box when they do not)."""
    left, top = max(a.x, b.x), max(a.y, b.y)
    return Box(left, top, max(0.0, min(a.right, b.right) - left), max(0.0, min(a.top, b.top) - top))

"""See-through pixels of a picture along the cut of a full-bleed piece (the ``art-see-through-edge`` rule).

Nothing is printed where a picture's pixels are see-through but what was painted under them: with nothing,
the paper shows white. Inside the piece that may be meant (a cut-out figure on the card's own background),
but along the cut a white patch runs to the edge at home and in the print shops' PNGs alike (only a PDF/X
profile refuses see-through pixels outright, ``profile-transparency``). Measured on a rectangular piece
with a bleed: the see-through pixels of a picture that lie in the bleed or within :data:`WANDER` mm inside
the trim (where a cut may fall), unless a fill painted before the picture covers them all.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from pnp.core.geometry import Affine, Box, Shape, in_polygon, path_bounds, path_points
from pnp.layout.face import Group, ImageItem, PathItem, Primitive
from pnp.load.pictures import pixel_size, translucent, upright

WANDER = 1.6  # mm: how far a cut wanders either way of the trim (1/16 in)
EDGE = 0.05  # mm: a pixel's box measured this far inside its edges, where a fill drawn to them meets them


@dataclass(frozen=True, slots=True)
class BareEdge:
    """A picture whose see-through pixels along the cut have nothing painted under them."""

    picture: Path
    where: Box  # mm in the face's frame: round those pixels


def bare_edges(drawn: list[list[Primitive]], shape: Shape, bleed: float) -> Iterator[tuple[int, BareEdge]]:
    """Each picture of a face (``drawn``: what each element draws, in painting order) whose see-through pixels
    in the band along the cut are not all covered by a fill or an opaque picture painted before it, with the
    element's index."""
    if bleed <= 0 or not shape.rectangular:
        return
    outer = Box(-bleed, -bleed, shape.w + 2 * bleed, shape.h + 2 * bleed)
    inner = Box(WANDER, WANDER, shape.w - 2 * WANDER, shape.h - 2 * WANDER)
    under: list[tuple[PathItem | Box, Affine | None]] = []  # each fill (its transform) and opaque picture so far
    for index, items in enumerate(drawn):
        for item, matrix, clip in _painted(tuple(items), None, outer):
            if isinstance(item, PathItem):
                if item.fill is not None and item.path:
                    under.append((item, matrix))
            elif not translucent(item.path):
                under.append((_meet(_placed(item, matrix), clip), None))
            elif (where := _see_through(item, matrix, clip, inner)) is not None:
                held = where.grow(-EDGE)  # a fill drawn to the bleed edge covers pixels drawn to it
                if not any(_covers(painted, at, held) for painted, at in under):
                    yield index, BareEdge(item.path, where)


def _covers(painted: PathItem | Box, matrix: Affine | None, box: Box) -> bool:
    """Does a fill's outline (its points, as drawn), or an opaque picture's box, hold the box's four corners?"""
    if isinstance(painted, Box):
        return painted.x <= box.x and painted.y <= box.y and box.right <= painted.right and box.top <= painted.top
    outline = [matrix.apply(*p) if matrix else p for p in path_points(painted.path)]
    return all(in_polygon(x, y, outline) for x in (box.x, box.right) for y in (box.y, box.top))


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


def _see_through(item: ImageItem, matrix: Affine | None, clip: Box, inner: Box) -> Box | None:
    """The box round the picture's see-through pixels that show outside ``inner`` (within ``clip``), in mm."""
    placed = _placed(item, matrix)
    shown = _meet(placed, clip)
    if shown.w <= 0 or shown.h <= 0:
        return None
    found = _bare_pixels(item.path, _pixels(shown, placed, item.path), _pixels(_meet(inner, shown), placed, item.path))
    if found is None:
        return None
    width, height = pixel_size(item.path)
    scale_x, scale_y = placed.w / width, placed.h / height
    left, top, right, bottom = found
    return Box(placed.x + left * scale_x, placed.y + top * scale_y, (right - left) * scale_x, (bottom - top) * scale_y)


def _bare_pixels(
    path: Path, shown: tuple[int, int, int, int], inner: tuple[int, int, int, int]
) -> tuple[int, int, int, int] | None:
    """The pixel box round the see-through pixels within ``shown`` and outside ``inner`` (pixel boxes)."""
    alpha = upright(path).convert("RGBA").getchannel("A")
    mask = Image.new("L", alpha.size, 0)
    mask.paste(alpha.point(lambda a: 255 if a < 255 else 0).crop(shown), shown[:2])
    if inner[2] > inner[0] and inner[3] > inner[1]:
        mask.paste(0, inner)
    return mask.getbbox()


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

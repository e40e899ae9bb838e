"""A piece's face turned for a rulebook figure (``![A bend](tiles/bend "turned-90")``): a tile-laying game's
placement example shows its tiles as a player lays them, turned clockwise by a quarter, a half or three quarters.
A rectangle, a rounded rectangle or an ellipse turns into its own kind with its width and height swapped, a polygon
(a dungeon's L-shaped corridor) into the polygon of its points turned; a hexagon (an 18xx track tile) turns by
sixths into itself and by a quarter into the other way up (flat-top, pointy-top). A turn into no shape pnp draws
(a rectangle by a sixth) gives None from :func:`turned`, and a finding says so."""

from __future__ import annotations

from pnp.core.geometry import Affine, Ellipse, Hexagon, Polygon, Rectangle, RoundedRectangle, Shape
from pnp.layout.face import Face, Group


def turned(face: Face, degrees: int) -> Face | None:
    """``face`` turned ``degrees`` clockwise about its centre, its box at the origin again; itself for 0; None
    for a shape that does not turn into one pnp draws."""
    if not degrees:
        return face
    w, h = (face.shape.h, face.shape.w) if degrees % 180 == 90 else (face.shape.w, face.shape.h)
    matrix = (
        Affine.translate(w / 2, h / 2) @ Affine.rotate(degrees) @ Affine.translate(-face.shape.w / 2, -face.shape.h / 2)
    )
    shape = _turned_shape(face.shape, degrees, w, h, matrix)
    if shape is None:
        return None
    return Face(shape, face.bleed, (Group(face.items, matrix),), face.name)


def _turned_shape(shape: Shape, degrees: int, w: float, h: float, matrix: Affine) -> Shape | None:
    """``shape`` turned ``degrees`` clockwise by ``matrix`` into a ``w`` × ``h`` box; None for one pnp does not
    draw turned."""
    if isinstance(shape, Hexagon):
        other = "flat-top" if shape.orientation == "pointy-top" else "pointy-top"
        if degrees % 60 == 0:
            return Hexagon(shape.flat_to_flat, shape.orientation)
        return Hexagon(shape.flat_to_flat, other) if degrees % 90 == 0 else None
    if degrees % 90:
        return None
    if isinstance(shape, RoundedRectangle):
        return RoundedRectangle(w, h, shape.radius)
    if isinstance(shape, (Rectangle, Ellipse)):
        return type(shape)(w, h)
    if isinstance(shape, Polygon):
        return Polygon([_on_box(*matrix.apply(x, y), w, h) for x, y in shape.points])
    return None


def _on_box(x: float, y: float, w: float, h: float) -> tuple[float, float]:
    """A turned point with the rounding of the turn taken off: a point on the box's edge stays on it."""
    return min(max(round(x, 6), 0.0), w), min(max(round(y, 6), 0.0), h)

"""A piece's face turned for a rulebook figure (``![A bend](tiles/bend "turned-90")``): a tile-laying game's
placement example shows its tiles as a player lays them, turned clockwise by a quarter, a half or three quarters.
A rectangle, a rounded rectangle or an ellipse turns into its own kind with its width and height swapped, a polygon
(a dungeon's L-shaped corridor) into the polygon of its points turned; a hexagon is not turned (:func:`turned` gives
None, a finding says so)."""

from __future__ import annotations

from pnp.core.geometry import Affine, Ellipse, Polygon, Rectangle, RoundedRectangle, Shape
from pnp.core.textsyntax import TURNS
from pnp.layout.face import Face, Group


def turn_of(options: tuple[str, ...]) -> int:
    """Degrees clockwise a figure's options turn its piece (0: as it prints)."""
    return next((TURNS[option] for option in options if option in TURNS), 0)


def turned(face: Face, degrees: int) -> Face | None:
    """``face`` turned ``degrees`` clockwise about its centre, its box at the origin again; itself for 0; None
    for a shape that does not turn into one pnp draws."""
    if not degrees:
        return face
    w, h = (face.shape.w, face.shape.h) if degrees == 180 else (face.shape.h, face.shape.w)
    matrix = (
        Affine.translate(w / 2, h / 2) @ Affine.rotate(degrees) @ Affine.translate(-face.shape.w / 2, -face.shape.h / 2)
    )
    shape = _turned_shape(face.shape, w, h, matrix)
    if shape is None:
        return None
    return Face(shape, face.bleed, (Group(face.items, matrix),), face.name)


def _turned_shape(shape: Shape, w: float, h: float, matrix: Affine) -> Shape | None:
    """``shape`` turned by ``matrix`` into a ``w`` × ``h`` box; None for one pnp does not draw turned."""
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

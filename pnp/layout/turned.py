"""A piece's face turned for a rulebook figure (``![A bend](tiles/bend "turned-90")``): a tile-laying game's
placement example shows its tiles as a player lays them, turned clockwise by a quarter, a half or three quarters.
A rectangle, a rounded rectangle or an ellipse turns into its own kind with its width and height swapped; other
outlines (a hexagon, a polygon) are not turned (:func:`turned` gives None, a finding says so)."""

from __future__ import annotations

from pnp.core.geometry import Affine, Ellipse, Rectangle, RoundedRectangle, Shape
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
    shape = _turned_shape(face.shape, degrees)
    if shape is None:
        return None
    matrix = (
        Affine.translate(shape.w / 2, shape.h / 2)
        @ Affine.rotate(degrees)
        @ Affine.translate(-face.shape.w / 2, -face.shape.h / 2)
    )
    return Face(shape, face.bleed, (Group(face.items, matrix),), face.name)


def _turned_shape(shape: Shape, degrees: int) -> Shape | None:
    w, h = (shape.w, shape.h) if degrees == 180 else (shape.h, shape.w)
    if isinstance(shape, RoundedRectangle):
        return RoundedRectangle(w, h, shape.radius)
    if isinstance(shape, (Rectangle, Ellipse)):
        return type(shape)(w, h)
    return None

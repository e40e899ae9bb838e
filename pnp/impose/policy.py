"""Print policy shared by every imposition: how close to the paper's edge anything may print,
how long marks are, the least bleed worth having; and placing a face on a page."""

from __future__ import annotations

from pnp.core.geometry import Affine

EDGE = 5.0  # mm of paper edge home printers leave blank: no mark, label or footer there
MARK_GAP = 0.5  # mm between the bleed and a crop mark
MARK_LENGTH = 3.0  # mm, at most
MIN_MARK = 2.0  # mm: a shorter mark is too small to line a ruler up on
CUT_TOLERANCE = 1.5875  # mm (1/16 in): how far a careful cut strays; the least outer bleed worth printing
FOOTER_DEPTH = 2.6  # mm of free margin the footer needs
FOOTER_MOST_DEPTH = 6.0  # mm of it used at most: a page with few pieces keeps its footer where a full one has it
SEAM = 0.1  # mm neighbouring art overlaps across a shared cut, so no hairline shows between them
EPSILON = 1e-6


def bleed_spacing(gap: float) -> float:
    """The distance between neighbours' bleeds packed ``gap`` apart: ``gap``, or where that is none,
    an overlap of two SEAMs, so that art meeting art shows no hairline on screen (the piece drawn
    later covers the other's outermost tenth of a millimetre of bleed)."""
    return gap if gap > 0 else -2 * SEAM


def place(w: float, h: float, rotation: int, x: float, y: float) -> Affine:
    """Face coordinates (mm, y down, trim top-left at the origin) to page coordinates.

    The piece is turned ``rotation`` degrees counter-clockwise and its turned trim box
    has its lower-left corner at (x, y).
    """
    box_w, box_h = (h, w) if rotation % 180 else (w, h)
    flip = Affine(1.0, 0.0, 0.0, -1.0, 0.0, h)  # y down to y up
    centre = Affine.translate(-w / 2, -h / 2)
    return Affine.translate(x + box_w / 2, y + box_h / 2) @ Affine.rotate(rotation) @ centre @ flip


def turned(w: float, h: float, rotation: int) -> tuple[float, float]:
    return (h, w) if rotation % 180 else (w, h)

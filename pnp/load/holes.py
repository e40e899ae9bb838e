"""Holes cut out of a piece (a life dial's window, its pin hole): where each lies, and whether it leaves card
round it. The imposition draws each as a cut outline, as it draws the piece's own (:func:`pnp.impose.strategies.
finish_page`)."""

from __future__ import annotations

from collections.abc import Mapping

from pnp.core.findings import Findings, Location
from pnp.core.geometry import Affine, Path, Shape, path_bounds, path_points, transform_path
from pnp.core.yamlio import LocatedDict

MARGIN = 2.0  # mm of card a hole keeps from the piece's cut: a cut may wander 1/16 in, and the edge must hold
SIZED_BY_POINTS = ("polygon", "polyomino")  # shapes that write no size: their points or squares make it


def sized(hole: LocatedDict, findings: Findings) -> bool:
    """Whether ``hole`` (an item of ``holes:``) gives its size, as its shape needs; if not, a finding at
    its line (a template's missing size would be said at its file, of the piece)."""
    kind = hole.get("shape", "rectangle")
    if "size" in hole or (kind.get("type") if isinstance(kind, Mapping) else kind) in SIZED_BY_POINTS:
        return True
    findings.error(
        "size-invalid",
        hole.loc,
        "holes: this hole has no size: give it size: in mm (3: a circle's diameter, [12, 10]: a rectangle), as a "
        "piece's size: is written",
    )
    return False


def placed_hole(shape: Shape, x: float, y: float, piece: Shape, where: Location, findings: Findings) -> Path | None:
    """The outline of a hole of ``shape`` whose box's top-left is at (``x``, ``y``) on ``piece`` (mm from its
    trim's top-left), or None, with a finding at ``where``, when it does not lie ``MARGIN`` mm inside the cut."""
    outline = transform_path(shape.outline(0.0), Affine.translate(x, y))
    if all(piece.contains(px, py, MARGIN) for px, py in path_points(outline)):
        return outline
    box = path_bounds(outline)
    findings.error(
        "shape-invalid",
        where,
        f"holes: the {shape.describe()} hole at x {x:g}, y {y:g} (to x {box.x + box.w:g}, y {box.y + box.h:g}) does "
        f"not lie {MARGIN:g} mm inside the {piece.describe()} piece's cut, so cutting it out would cut the piece's "
        "edge too: move it in, or make it smaller",
    )
    return None

"""Hexagonal tiles that are to lie on a hex map's hexes (an 18xx game's track tiles): a ``tiles`` component of
hexagons near the size of a grid a ``hex_map`` draws, but not its size or not standing the same way up, would not
cover the hexes at 100 % (a tile 32 mm across on 31.75 mm hexes overlaps its neighbours). One ``hex-tile-misfit``
warning for each such component, at its face template's ``size:`` (or ``shape:``), naming the map's line."""

from __future__ import annotations

from pnp.core.findings import Findings
from pnp.core.geometry import Hexagon
from pnp.layout.elements import HexGridDrawn
from pnp.layout.face import LaidPiece

NEAR = 0.15  # a tile within 15 % of the map's hexes is meant for them; a hex token far smaller is not
SAME = 0.05  # mm: a difference under it is the rounding of a size written in inches


def check_hex_fit(
    grids: list[HexGridDrawn], laid: dict[str, list[LaidPiece]], kinds: dict[str, str], findings: Findings
) -> None:
    """Each ``tiles`` component whose hexagons come near a drawn hex grid's size without fitting it."""
    for component, pieces in laid.items():
        found = next(((piece, hexagon) for piece in pieces if (hexagon := _hexagonal_front(piece)) is not None), None)
        if not grids or kinds.get(component) != "tiles" or found is None:
            continue
        piece, tile = found
        grid = min(grids, key=lambda grid: abs(grid.size - tile.flat_to_flat))
        other_size = abs(grid.size - tile.flat_to_flat) > SAME
        if abs(grid.size - tile.flat_to_flat) > NEAR * grid.size or not (
            other_size or grid.orientation != tile.orientation
        ):
            continue
        drawn = f"{grid.where.file.parent.name}/{grid.where.file.name}:{grid.where.line}, element '{grid.element}'"
        hexes = f"{grid.size:g} mm {grid.orientation} hexes ({drawn})"
        if other_size:
            where = piece.size_location or piece.shape_location
            said = (
                f"its {tile.flat_to_flat:g} mm tiles do not cover the map's {hexes} at 100 %: write size: "
                f"{grid.size:g} (or the map's size: {tile.flat_to_flat:g})"
            )
        else:
            where = piece.shape_location or piece.size_location
            said = (
                f"its {tile.orientation} tiles stand another way up than the map's {hexes}: write shape: "
                f"{{type: hexagon, orientation: {grid.orientation}}}"
            )
        findings.warning("hex-tile-misfit", where, f"component '{component}': {said}")


def _hexagonal_front(piece: LaidPiece) -> Hexagon | None:
    """A piece's front when it is a hexagon; None for another shape or a piece laid without a front (a die's)."""
    front = piece.faces.get("front")
    return front.shape if front is not None and isinstance(front.shape, Hexagon) else None

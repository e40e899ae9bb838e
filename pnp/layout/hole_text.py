"""Words a template's ``holes:`` cut away: a text run whose box reaches into a hole (a dial's window moved onto
its title) prints on card that is cut out."""

from __future__ import annotations

from collections.abc import Iterable

from pnp.core.geometry import Path, in_polygon, path_bounds, path_points

Bounds = tuple[float, float, float, float]  # left, top, right, bottom: mm on the piece


def cut_away(box: Bounds, holes: Iterable[Path]) -> bool:
    """Whether the text box ``box`` reaches into one of ``holes``: the box's point nearest the hole's middle lies
    inside it (exact for the round and rectangular holes a dial or wheel cuts, which are convex)."""
    left, top, right, bottom = box
    for hole in holes:
        bounds = path_bounds(hole)
        cx, cy = bounds.x + bounds.w / 2, bounds.y + bounds.h / 2
        nearest = (min(max(cx, left), right), min(max(cy, top), bottom))
        if in_polygon(*nearest, path_points(hole)):
            return True
    return False

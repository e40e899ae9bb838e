"""A hex map's lines: rivers along the sides between hexes, roads from hex centre to hex centre.

Both are written with the map's own hex numbers, as a wargame's designer reads them off the map: a river side
``"0305 0306"`` (the two hexes it parts), a road ``"0301 0302 0403"`` (each hex next to the one before). A number
that is no hex of the map, or two hexes that do not touch, draws nothing of that river side or road: a
``map-syntax`` finding at the line that writes it.
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

from pnp.core.findings import Location
from pnp.core.yamlio import LocatedList
from pnp.layout.elements import Context, Props, field_path
from pnp.layout.generators import path_point

Centres = dict[tuple[int, int], tuple[float, float]]
NEIGHBOUR_SLACK = 0.01  # two hexes touch when their centres are one hex apart, to 1 %


def hex_lines(centres: Centres, size: float, props: Props, context: Context) -> list[dict[str, Any]]:
    """The path elements of the map's river sides and roads (none for a key left empty)."""
    specs = []
    sides = _segments(centres, size, props, context, "rivers", 2, _side)
    if sides:
        specs.append(_stroked(sides, props["river_color"], props["river_width"]))
    roads = _segments(centres, size, props, context, "roads", 2, _through)
    if roads:
        specs.append(_stroked(roads, props["road_color"], props["road_width"]))
    return specs


def _stroked(d: str, color: Any, width: float) -> dict[str, Any]:
    return {"type": "path", "d": d, "stroke": color, "stroke_width": width, "cap": "round", "join": "round"}


def _side(points: list[tuple[float, float]], size: float) -> str:
    """The side two touching hexes share: across the middle of their centres, a hex's side long."""
    (x1, y1), (x2, y2) = points
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    half = size / math.sqrt(3) / 2  # a side is as long as centre to corner
    dx, dy = (x2 - x1) / size, (y2 - y1) / size
    return f"M{path_point(mx - dy * half, my + dx * half)}L{path_point(mx + dy * half, my - dx * half)}"


def _through(points: list[tuple[float, float]], size: float) -> str:
    """A road through the centres of its hexes, in order."""
    return "M" + "L".join(path_point(x, y) for x, y in points)


def _segments(centres: Centres, size: float, props: Props, context: Context, key: str, least: int, draw) -> str:
    """The path data of every line of ``key`` that reads as hexes of the map, each touching the one before;
    a line that does not is said at its own line and left out."""
    written = props[key]
    if not written:
        return ""
    if not isinstance(written, (list, tuple)) or not all(isinstance(line, str) for line in written):
        context.template_error(
            "value-invalid",
            context.where(props.element, key),
            f"element '{props.name}': {key} is a list of texts of hex numbers, as \"0305 0306\"",
        )
        return ""
    numbered = {_number(c, r, props["numbers"]): centre for (c, r), centre in centres.items()}
    d = []
    for index, line in enumerate(written):
        hexes = line.replace(",", " ").replace("-", " ").split()
        problem = _problem(hexes, numbered, size, key, least)
        if problem:
            context.content_error("map-syntax", _line_of(props, context, key, index), f"{key}: '{line}': {problem}")
            continue
        d.append(draw([numbered[number] for number in hexes], size))
    return "".join(d)


def _problem(hexes: list[str], numbered: dict[str, tuple[float, float]], size: float, key: str, least: int) -> str:
    """What keeps ``hexes`` from being a river side (two hexes) or a road (two or more): '' when nothing."""
    if key == "rivers" and len(hexes) != least:
        return "a river side is written as the two hexes it parts, as '0305 0306'"
    if len(hexes) < least:
        return "a road is written as the hexes it runs through, two or more, as '0301 0302 0403'"
    missing = [number for number in hexes if number not in numbered]
    if missing:
        return f"{', '.join(missing)} is no hex of the map (its hexes run from {min(numbered)} to {max(numbered)})"
    for first, second in pairwise(hexes):
        (x1, y1), (x2, y2) = numbered[first], numbered[second]
        if abs(math.hypot(x2 - x1, y2 - y1) - size) > size * NEIGHBOUR_SLACK:
            return f"hexes {first} and {second} do not touch: each hex is a neighbour of the one before it"
    return ""


def _number(c: int, r: int, numbers: str) -> str:
    """A hex's number as the map prints it (``ccrr``, or ``rrcc``; a map printing none is read as ``ccrr``)."""
    column, row = f"{c + 1:02d}", f"{r + 1:02d}"
    return row + column if numbers == "rrcc" else column + row


def _line_of(props: Props, context: Context, key: str, index: int) -> Location:
    """The line a river side or road is written on: its item in the entry's list, the entry's field, or the
    template's key."""
    source = context.source_of(props.element, key)
    if source is None:
        return context.where(props.element, key)
    path = field_path(props.element.get(key, ""))
    held = context.item.get(path[0]) if context.item is not None and path and len(path) == 1 else None
    return held.line_of(index) if isinstance(held, LocatedList) and index < len(held) else source

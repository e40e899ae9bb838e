"""A ``hex_map``'s ``hexes:``: what the designer places at given hexes, by their coordinates.

An 18xx map's cities, their names and revenues, an "OO" label, a wargame's objective: each a row
``{at: E5, icon: city, text: Chicago, label: "40"}``, drawn in that hex (its icon at the centre, its text
under it, its label above it, under the hex number), not as loose elements at hand-computed x and y. ``at`` is the hex's
coordinate as the map prints it (``0305``, in its ``numbers:`` order; ``ccrr`` when it prints none), or a
row letter and a column number as 18xx maps are labelled (``E5``: the fifth row, fifth column; A1 the top
left). A coordinate off the map, and a hex given twice, are one ``value-invalid`` finding each, at the row.
"""

from __future__ import annotations

import re
from typing import Any

from pnp.core.findings import Location
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import Context, Props

LETTERED = re.compile(r"([A-Z])([0-9]{1,2})")  # E5: row E, column 5
NUMBERED = re.compile(r"([0-9]{2})([0-9]{2})")  # 0305: column 03, row 05 (ccrr)
KEYS = ("at", "icon", "text", "label")


def placed_at_hexes(
    cells: tuple[int, int],
    centres: dict[tuple[int, int], tuple[float, float]],
    size: float,
    props: Props,
    context: Context,
) -> list[dict[str, Any]]:
    """The elements that draw ``props["hexes"]`` on a map of ``cells`` (columns, rows) whose hexes, ``size`` mm
    flat to flat, are centred at ``centres``; a row that names no hex of the map, or one named before, is said."""
    rows = props["hexes"]
    if rows is None:
        return []
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        _say(context, props, None, "hexes is a list of {at, icon, text, label}: at: the hex (E5, or 0305)")
        return []
    written = props.element.get("hexes")  # the rows as the template writes them (their lines), when it lists them
    listed = isinstance(written, list) and len(written) == len(rows)
    specs: list[dict[str, Any]] = []
    taken: dict[tuple[int, int], Location] = {}
    for index, values in enumerate(rows):
        row = values if isinstance(values, LocatedDict) or not listed else written[index]  # where it is written
        at = getattr(row, "numbers_written", {}).get("at", values.get("at"))  # 0305 as written, not the number 305
        hex_at = _hex(at, cells, props["numbers"])
        if isinstance(hex_at, str):
            _say(context, props, row, hex_at)
            continue
        where = _place(row, props, context)
        if hex_at in taken:
            first = taken[hex_at]
            _say(
                context,
                props,
                row,
                f"hex {at} is given twice (first at {first.file.name}:{first.line}): give its icon, text "
                "and label in one row",
            )
            continue
        taken[hex_at] = where
        unknown = [str(key) for key in values if key not in KEYS]
        if unknown:
            _say(context, props, row, f"hex {at}: unknown key '{unknown[0]}'; a hex takes {', '.join(KEYS)}")
            continue
        specs += _drawn(values, centres[hex_at], size, props)
    return specs


def _hex(at: Any, cells: tuple[int, int], numbers: str) -> tuple[int, int] | str:
    """The (column, row) from 0 that ``at`` names, or what is wrong with it."""
    cols, rows = cells
    text = str(at or "").strip()
    lettered, numbered = LETTERED.fullmatch(text), NUMBERED.fullmatch(text)
    if lettered:
        column, row = int(lettered.group(2)) - 1, ord(lettered.group(1)) - ord("A")
    elif numbered:
        first, second = int(numbered.group(1)) - 1, int(numbered.group(2)) - 1
        column, row = (second, first) if numbers == "rrcc" else (first, second)
    else:
        return f"hex '{text}' is no coordinate: write a row letter and a column number (E5), or the hex's number (0305)"
    if 0 <= column < cols and 0 <= row < rows:
        return column, row
    last = f"{chr(ord('A') + rows - 1)}{cols}"
    return (
        f"hex {text} is off the map, whose {cols} × {rows} hexes run from A1 to {last} (0101 to {cols:02d}{rows:02d})"
    )


def _drawn(row: dict[str, Any], centre: tuple[float, float], size: float, props: Props) -> list[dict[str, Any]]:
    """The icon at the hex's centre, its text under it, its label above it (under the hex number)."""
    cx, cy = centre
    line = props["number_size"] * 25.4 / 72 * 1.2
    specs: list[dict[str, Any]] = []
    if row.get("icon"):
        specs.append(
            {"type": "icons", "name": str(row["icon"]), "size": size * 0.4, "at": [[round(cx, 4), round(cy, 4)]]}
        )
    for key, top in (("label", cy - size * 0.29), ("text", cy + size * 0.22)):  # label under the hex number
        if row.get(key) not in (None, ""):
            specs.append(hex_text(str(row[key]), (cx, top), size * 0.42, line, props))
    return specs


def hex_text(text: str, at: tuple[float, float], half: float, line: float, props: Props) -> dict[str, Any]:
    """A line of text in a hex, centred on ``at``'s x, ``half`` mm either side, its top at ``at``'s y, ``line`` mm
    tall, in the map's numbers' font, size and colour: a hex's number, a city's name or revenue."""
    x, y = at
    return {
        "type": "text",
        "text": text,
        "x": x - half,
        "y": y,
        "w": 2 * half,
        "h": line,
        "font": props["font"],
        "size": props["number_size"],
        "color": props["number_color"],
        "align": "center",
        "valign": "middle",
        "leading": 1.0,
    }


def _place(row: Any, props: Props, context: Context) -> Location:
    """The line of a row's ``at:``, else of the element's ``hexes:``."""
    if isinstance(row, LocatedDict):
        return row.line_of("at") if "at" in row.key_lines else row.loc
    return context.where(props.element, "hexes")


def _say(context: Context, props: Props, row: Any, message: str) -> None:
    """A slip of ``hexes:``, at its row: the content's when a card or data table gives it, else the template's."""
    where = _place(row, props, context)
    said = f"element '{props.name}': {message}"
    if context.template is not None and where.file != context.template.path:
        context.content_error("value-invalid", where, said)
    else:
        context.template_error("value-invalid", where, said)

"""Scoring boards: ``score_track`` (numbered spaces round the edge of the box) and ``ladders``
(columns of point values, highest first, each with a header and a space for late arrivals).

Both are data in, elements out: a board template passes the game's own lists (a station table,
the track's length) and the generators lay out one element per space.
"""

from __future__ import annotations

from typing import Any

from pnp.core.color import parse_color
from pnp.layout.elements import Context, Key, Props
from pnp.layout.generators import Generator, generator

LABEL_INSET = 2.5  # mm from a ladder's box to the top of its label's line: its capitals 3 mm under the dashes

FONT_KEYS = {
    "font": Key("name", "Lato", "font family of the numbers"),
    "size": Key("number", 9, "size of the numbers, pt"),
    "color": Key("color", "#000000", "colour of the numbers"),
}


@generator("score_track")
class ScoreTrack(Generator):
    doc = "numbered spaces round the edge of the box, clockwise from the top-left corner, or in one row or column"
    keys = {
        **FONT_KEYS,
        "first": Key("number", 1, "the number of the first space (top left)"),
        "last": Key("number", 100, "the number of the last space"),
        "cols": Key("number", 30, "spaces along the top and bottom edges, corners included (1: one column)"),
        "rows": Key("number", 22, "spaces along the left and right edges, corners included (1: one row)"),
        "fill": Key("color", "#ffffff", "fill of a space"),
        "accent": Key("color", None, "fill of every fifth space (5, 10, 15...)"),
        "accent_color": Key("color", None, "colour of the numbers on those spaces (default: color)"),
        "stroke": Key("color", "#000000", "the lines between spaces"),
        "stroke_width": Key("number", 0.35, "width of those lines, mm"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        cols, rows = int(props["cols"]), int(props["rows"])
        first, last = int(props["first"]), int(props["last"])
        straight = min(cols, rows) == 1  # a turn track: one row, left to right, or one column, downward
        spaces = max(cols, rows) if straight else 2 * cols + 2 * rows - 4
        if min(cols, rows) < 1:  # no track at all: said at the count, not as numbers that do not fit it
            key, value = ("cols", cols) if cols < 1 else ("rows", rows)
            context.template_error(
                "value-invalid",
                context.where(props.element, key),
                f"element '{props.name}': {key}: {value} is no count of spaces: write a whole number, 1 or more "
                f"(the spaces along {'the top and the bottom' if key == 'cols' else 'each side'}, corners included)",
            )
            return []
        if last - first + 1 != spaces or spaces > 2000:
            context.template_error(
                "value-invalid",
                context.where(props.element, "last"),
                f"element '{props.name}': {_miscount(cols, rows, first, last, spaces, straight)}",
            )
            return []
        x, y, w, h = props.box
        sw, sh = w / cols, h / rows
        if straight:
            cells = [(c, r) for r in range(rows) for c in range(cols)]
        else:
            cells = (
                [(c, 0) for c in range(cols)]
                + [(cols - 1, r) for r in range(1, rows)]
                + [(c, rows - 1) for c in range(cols - 2, -1, -1)]
                + [(0, r) for r in range(rows - 2, 0, -1)]
            )
        specs: list[dict[str, Any]] = []
        for number, (c, r) in zip(range(first, last + 1), cells, strict=False):
            accent = props["accent"] is not None and number % 5 == 0
            box = {"x": x + c * sw, "y": y + r * sh, "w": sw, "h": sh}
            specs.append(
                {
                    "type": "rect",
                    **box,
                    "fill": props["accent"] if accent else props["fill"],
                    "stroke": props["stroke"],
                    "stroke_width": props["stroke_width"],
                }
            )
            colour = props["accent_color"] if accent and props["accent_color"] is not None else props["color"]
            specs.append(_number(box, _signed(number), props, colour, bold=number % 10 == 0))
        return specs


def _miscount(cols: int, rows: int, first: int, last: int, spaces: int, straight: bool) -> str:
    """Why the numbers from ``first`` to ``last`` do not fill the track's spaces one each, and what would."""
    count = last - first + 1
    if straight or min(cols, rows) < 2 or count < 2 or spaces > 2000:
        where = "in a row" if straight else "round the edge"
        closes = "" if straight else ", so that the track closes round the box"
        return (
            f"{cols} × {rows} spaces {where} hold {max(spaces, 0)} numbers ({first} to {last} is {count}), "
            f"one a space{closes}; change cols, rows, first or last"
        )
    held = f"{cols} × {rows} spaces round the edge hold {spaces} numbers ({first} to {last} is {count}), one a space"
    numbers = [f"{first} to {first + spaces - 1}"]  # the box as it is, from the same first number or to the same last
    if last - spaces + 1 >= min(first, 0):
        numbers.append(f"{last - spaces + 1} to {last}")
    if count % 2:
        said = (
            f"{held}; a track round the edge of a box holds an even number of spaces (2 × cols + 2 × rows − 4), "
            f"and {count} is odd: number {' or '.join(numbers)}"
        )
        count -= 1
        then = f" and number {first} to {first + count - 1}"
    else:
        said = f"{held}, so that the track closes round the box: number {' or '.join(numbers)}"
        then = f", which hold {count}"
    sides = [f"{c} × {r}" for c, r in ((count // 2 + 2 - rows, rows), (cols, count // 2 + 2 - cols)) if min(c, r) >= 2]
    if spaces == count or not sides:
        return said
    return f"{said}, or make it {' or '.join(dict.fromkeys(sides))} spaces{then}"


@generator("ladders")
class Ladders(Generator):
    doc = "columns of point values, highest first: a header with an icon and a title, the spaces, a box below"
    keys = {
        **FONT_KEYS,
        "columns": Key("any", None, "the columns: each {name, color, ink, icon, ladder: [{points, cover}]}"),
        "space": Key("number", 20, "diameter of a point space, mm"),
        "pitch": Key("number", 24, "distance between spaces, mm"),
        "header": Key("number", 30, "height of a column's header, mm"),
        "marks": Key("any", None, "the icon marking a space by its cover value: {3: icon, 2: icon}"),
        "mark_color": Key("color", "#000000", "colour of those icons"),
        "box": Key("number", 30, "height of the box under each column (for late arrivals), mm"),
        "box_label": Key("text", "", "text in that box"),
        "label_size": Key("number", 9, "size of that text, pt"),
        "title_size": Key("number", 12, "size of the column titles, pt"),
        "ground": Key("color", "#ffffff", "fill of a column"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        columns = props["columns"]
        if not isinstance(columns, (list, tuple)) or not all(isinstance(c, dict) for c in columns) or not columns:
            context.template_error(
                "value-invalid",
                context.where(props.element, "columns"),
                f"element '{props.name}': columns is a list of mappings (name, color, ink, icon, ladder)",
            )
            return []
        x, y, w, h = props.box
        count = len(columns)
        gap = 3.0
        cw = (w - gap * (count - 1)) / count
        marks = props["marks"] if isinstance(props["marks"], dict) else {}
        specs: list[dict[str, Any]] = []
        for i, column in enumerate(columns):
            left = x + i * (cw + gap)
            try:
                colour = parse_color(column.get("color", "#ffffff"))
                ink = parse_color(column.get("ink", "#000000"))
            except ValueError as exc:
                context.value_invalid(exc, context.where(props.element, "columns"), f"{props.name}: {exc}")
                return []
            specs += _head(column, left, y, cw, h, colour, ink, props)
            specs += _ladder(column.get("ladder") or [], left, y, cw, colour, marks, props)
            specs += _late_box(left, y + h - props["box"] - 3, cw, colour, props)
        return specs


def _head(
    column: dict[str, Any], left: float, y: float, cw: float, h: float, colour: Any, ink: Any, props: Props
) -> list[dict[str, Any]]:
    """A column's ground and its header: the column's colour, its icon and its title in its ink."""
    head = props["header"]
    specs: list[dict[str, Any]] = [
        {"type": "rect", "x": left, "y": y, "w": cw, "h": h, "fill": props["ground"], "radius": 3},
        {"type": "rect", "x": left, "y": y, "w": cw, "h": head, "fill": colour, "radius": 3},
    ]
    if column.get("icon"):
        specs.append(
            {"type": "icon", "name": column["icon"], "color": ink, "x": left + cw / 2 - 6, "y": y + 3, "w": 12, "h": 12}
        )
    specs.append(
        {
            "type": "text",
            "text": str(column.get("name", "")),
            "x": left + 1,
            "y": y + 16,
            "w": cw - 2,
            "h": head - 17,
            "font": props["font"],
            "bold": True,
            "size": props["title_size"],
            "min_size": 7,
            "color": ink,
            "align": "center",
            "valign": "middle",
            "case": "upper",
        }
    )
    return specs


def _ladder(
    ladder: list[Any], left: float, y: float, cw: float, colour: Any, marks: dict[Any, Any], props: Props
) -> list[dict[str, Any]]:
    """A column's point spaces under its header, each ringed in its colour, with the icon of what a step
    covers (``marks``) on a small disc at its top right."""
    specs: list[dict[str, Any]] = []
    d = props["space"]
    for j, step in enumerate(ladder):
        step = step if isinstance(step, dict) else {"points": step}
        cy = y + props["header"] + props["pitch"] * (j + 0.5) + 2
        box = {"x": left + cw / 2 - d / 2, "y": cy - d / 2, "w": d, "h": d}
        specs.append({"type": "ellipse", **box, "fill": "#ffffff", "stroke": colour, "stroke_width": 1.6})
        specs.append(_number(box, str(step.get("points", "")), props, props["color"], bold=True))
        icon = marks.get(step.get("cover")) or marks.get(str(step.get("cover")))
        if step.get("cover") is not None and icon:
            m = 8.0
            specs.append(
                {
                    "type": "ellipse",
                    "x": box["x"] + d - m + 1.5,
                    "y": box["y"] - 1.5,
                    "w": m,
                    "h": m,
                    "fill": "#ffffff",
                    "stroke": props["mark_color"],
                    "stroke_width": 0.4,
                }
            )
            specs.append(
                {
                    "type": "icon",
                    "name": icon,
                    "color": props["mark_color"],
                    "x": box["x"] + d - m + 2.5,
                    "y": box["y"] - 0.5,
                    "w": m - 2,
                    "h": m - 2,
                }
            )
    return specs


def _late_box(left: float, top: float, cw: float, colour: Any, props: Props) -> list[dict[str, Any]]:
    """The dashed box at a column's foot (for late arrivals), with its label."""
    specs: list[dict[str, Any]] = [
        {
            "type": "rect",
            "x": left + 3,
            "y": top,
            "w": cw - 6,
            "h": props["box"],
            "fill": "#ffffff",
            "stroke": colour,
            "stroke_width": 0.8,
            "dash": [2, 1.2],
            "radius": 2,
        }
    ]
    if props["box_label"]:
        specs.append(
            {
                "type": "text",
                "text": props["box_label"],
                "x": left + 4,
                "y": top + LABEL_INSET,
                "w": cw - 8,
                "h": 6,
                "font": props["font"],
                "size": props["label_size"],
                "min_size": min(7.0, props["label_size"]),
                "color": props["color"],
                "align": "center",
                "valign": "top",
            }
        )
    return specs


def _signed(number: int) -> str:
    """A space's number as a track prints it: a negative one with the minus sign (U+2212), as wide as a plus and
    set at the figures' height, not a hyphen (a VP track's −20 … 20)."""
    return f"\u2212{-number}" if number < 0 else str(number)


def _number(box: dict[str, float], text: str, props: Props, colour: Any, bold: bool) -> dict[str, Any]:
    return {
        "type": "text",
        **box,
        "text": text,
        "font": props["font"],
        "bold": bold,
        "size": props["size"],
        "min_size": min(7.0, props["size"]),
        "color": colour,
        "align": "center",
        "valign": "middle",
        "leading": 1.0,
    }

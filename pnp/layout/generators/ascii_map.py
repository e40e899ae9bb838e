"""``ascii_map``: a board drawn from a map written as text (the notation of :mod:`pnp.core.asciimap`).

The map's cells are laid out square, as large as the box allows and centred in it. Spaces
are filled with ``floor`` (``#`` rock with ``rock``), thin ``grid`` lines part neighbouring
spaces with no wall between them, silver-star and gold-square spaces carry their icons, start
spaces a disc in their player's colour with their number, and the walls are drawn last, as
long strokes with round ends. A map that cannot be read draws nothing: its problems are
findings at the file line of the character that is wrong (the same ones ``pnp validate``
reports from the board's source).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pnp.core.asciimap import GOLD, SOLID, STAR, SYNTAX, TRAP_ON_START, AsciiMap, parse
from pnp.core.color import parse_color
from pnp.layout.elements import FIELD_REFERENCE, STROKE_KEYS, Context, Key, Props
from pnp.layout.generators import Generator, generator, path_number, path_point
from pnp.validate.maps import report

DEFAULT_STARTS = ("#e5483f", "#3d7bf0", "#a55be8", "#f2f2f2")


@generator("ascii_map")
class AsciiMapGenerator(Generator):
    doc = "a board from a map written as text: walls, floor, silver-star, gold-square and start spaces"
    keys = {
        **STROKE_KEYS,
        "map": Key("text", "", "the map in the ASCII map notation (usually {{ card.map }})"),
        "floor": Key("color", None, "fill of every space"),
        "rock": Key("color", None, "fill of # cells (solid rock)"),
        "grid": Key("color", None, "thin lines between neighbouring spaces that no wall parts"),
        "grid_width": Key("number", 0.3, "width of the grid lines, mm"),
        "star": Key("name", None, "icon of the silver-star (*) spaces"),
        "star_color": Key("color", None, "colour of a one-colour star icon"),
        "gold": Key("name", None, "icon of the gold-square ($) spaces"),
        "gold_color": Key("color", None, "colour of a one-colour gold icon"),
        "marker": Key("number", 0.7, "how much of a cell a space's icon or start disc fills (0-1)"),
        "starts": Key("any", list(DEFAULT_STARTS), "colours of start spaces 1, 2, 3, 4"),
        "start_ink": Key("color", "#000000", "colour of the start numbers"),
        "font": Key("name", "Lato", "font family of the start numbers"),
        "size": Key("number", 14.0, "size of the start numbers, pt"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        parsed = parse(props["map"])
        blocking = [p for p in parsed.problems if p.rule in (SYNTAX, TRAP_ON_START)]
        if blocking:
            owner, key, label = map_source(props, context)
            parsed.problems = blocking
            report(parsed, owner, key, label, context.findings)
            return []
        if not parsed.cols:
            return []
        colours = self._start_colours(props, context)
        if colours is None:
            return []
        x, y, w, h = props.box
        cell = min(w / parsed.cols, h / parsed.rows)
        left = x + (w - cell * parsed.cols) / 2
        top = y + (h - cell * parsed.rows) / 2
        marker = max(0.05, min(1.0, props["marker"]))
        specs: list[dict[str, Any]] = []
        specs += self._ground(parsed, left, top, cell, props)
        specs += self._markers(parsed, left, top, cell, marker, props, colours)
        specs += self._walls(parsed, left, top, cell, props)
        return specs

    @staticmethod
    def _start_colours(props: Props, context: Context) -> list[Any] | None:
        raw = props["starts"]
        if not isinstance(raw, (list, tuple)) or not raw:
            context.template_error(
                "value-invalid",
                context.where(props.element, "starts"),
                f"element '{props.name}': starts is a list of colours, one for each start space",
            )
            return None
        try:
            return [parse_color(value) for value in raw]
        except ValueError as exc:
            context.value_invalid(exc, context.where(props.element, "starts"), f"element '{props.name}': starts: {exc}")
            return None

    @staticmethod
    def _ground(parsed: AsciiMap, left: float, top: float, cell: float, props: Props) -> list[dict[str, Any]]:
        specs = []
        for symbol, colour in ((None, props["floor"]), (SOLID, props["rock"])):
            if colour is None:
                continue
            cells = [
                (c, r)
                for r in range(parsed.rows)
                for c in range(parsed.cols)
                if (parsed.cells[r][c] == SOLID) == (symbol == SOLID)
            ]
            side, back = path_number(cell), path_number(-cell)
            d = "".join(f"M{path_point(left + c * cell, top + r * cell)}h{side}v{side}h{back}Z" for c, r in cells)
            if d:
                specs.append({"type": "path", "d": d, "fill": colour})
        if props["grid"] is not None:
            lines = []
            for c, r in parsed.spaces():
                if parsed.is_space(c + 1, r) and not parsed.wall_between(c, r, 1, 0):
                    lines.append(f"M{path_point(left + (c + 1) * cell, top + r * cell)}v{path_number(cell)}")
                if parsed.is_space(c, r + 1) and not parsed.wall_between(c, r, 0, 1):
                    lines.append(f"M{path_point(left + c * cell, top + (r + 1) * cell)}h{path_number(cell)}")
            if lines:
                specs.append(
                    {"type": "path", "d": "".join(lines), "stroke": props["grid"], "stroke_width": props["grid_width"]}
                )
        return specs

    @staticmethod
    def _markers(
        parsed: AsciiMap, left: float, top: float, cell: float, marker: float, props: Props, colours: list[Any]
    ) -> list[dict[str, Any]]:
        specs: list[dict[str, Any]] = []
        size = cell * marker
        for symbol, icon, colour in (
            (STAR, props["star"], props["star_color"]),
            (GOLD, props["gold"], props["gold_color"]),
        ):
            at = [
                [round((c + 0.5) * cell, 4), round((r + 0.5) * cell, 4)]
                for r in range(parsed.rows)
                for c in range(parsed.cols)
                if parsed.cells[r][c] == symbol
            ]
            if icon and at:
                specs.append(
                    {"type": "icons", "name": icon, "color": colour, "size": size, "at": at, "x": left, "y": top}
                )
        for number, (c, r) in sorted(parsed.starts().items()):
            colour = colours[(number - 1) % len(colours)]
            cx, cy = left + (c + 0.5) * cell, top + (r + 0.5) * cell
            box = {"x": cx - size / 2, "y": cy - size / 2, "w": size, "h": size}
            specs.append({"type": "ellipse", **box, "fill": colour, "stroke": props["start_ink"], "stroke_width": 0.4})
            specs.append(
                {
                    "type": "text",
                    **box,
                    "text": str(number),
                    "font": props["font"],
                    "bold": True,
                    "size": props["size"],
                    "min_size": min(7.0, props["size"]),
                    "color": props["start_ink"],
                    "align": "center",
                    "valign": "middle",
                    "leading": 1.0,
                }
            )
        return specs

    @staticmethod
    def _walls(parsed: AsciiMap, left: float, top: float, cell: float, props: Props) -> list[dict[str, Any]]:
        """Walls that border a space, joined into the longest straight runs."""
        if props["stroke"] is None:
            return []
        runs: list[str] = []
        for r in range(parsed.rows + 1):  # horizontal walls: the top edge of cell (c, r)
            walled = [
                (c, r) in parsed.top_walls and (parsed.is_space(c, r) or parsed.is_space(c, r - 1))
                for c in range(parsed.cols)
            ]
            for start, end in _runs(walled):
                runs.append(f"M{path_point(left + start * cell, top + r * cell)}H{path_number(left + end * cell)}")
        for c in range(parsed.cols + 1):  # vertical walls: the left edge of cell (c, r)
            walled = [
                (c, r) in parsed.left_walls and (parsed.is_space(c, r) or parsed.is_space(c - 1, r))
                for r in range(parsed.rows)
            ]
            for start, end in _runs(walled):
                runs.append(f"M{path_point(left + c * cell, top + start * cell)}V{path_number(top + end * cell)}")
        if not runs:
            return []
        return [
            {
                "type": "path",
                "d": "".join(runs),
                "stroke": props["stroke"],
                "stroke_width": props["stroke_width"],
                "dash": props["dash"],
                "cap": "round",
                "join": "round",
            }
        ]


def _runs(walled: list[bool]) -> Iterator[tuple[int, int]]:
    """(start, end) of each run of walls along a line of cells: the cells from ``start`` up to ``end``."""
    start = None
    for index, wall in enumerate([*walled, False]):
        if wall and start is None:
            start = index
        elif not wall and start is not None:
            yield start, index
            start = None


def map_source(props: Props, context: Context) -> tuple[Any, str, str]:
    """Where the map was written: the piece's field the template reads, or the template's ``map:``."""
    fields = set(FIELD_REFERENCE.findall(str(props.element.get("map", ""))))
    item = context.item
    if len(fields) == 1 and item is not None:
        name = fields.pop()
        if name in item:
            return item, name, f"'{item.get('id')}' {name}"
    return props.element, "map", f"element '{props.name}' map"

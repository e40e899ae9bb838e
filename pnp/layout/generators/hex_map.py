"""``hex_map``: a wargame's hex grid drawn from a terrain map written as text.

The map is one line per row of hexes, one symbol per hex, separated by spaces (either
orientation); the ``terrain`` table says what each symbol is filled with and which icon it
carries. The hexes are as large as the box allows (or ``size`` mm flat to flat) and centred in
it; the even rows (flat-top: columns), numbered from 01, are shifted half a hex, or the odd ones
with ``offset: odd``. Every hex is numbered in the wargame way, its column then
its row, two digits each (``0305``), at its top; rivers run along the sides between hexes and
roads through their centres, written with those numbers (``hex_features``). A row of another
length than the first, or a symbol the table does not have, draws nothing: it is a
``map-syntax`` finding at the file line
of the map, with its column.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from pnp.core.asciimap import SYNTAX, MapProblem
from pnp.core.color import BLACK, WHITE, contrast, parse_color
from pnp.core.findings import Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, written_at
from pnp.layout.elements import STROKE_KEYS, Context, Key, Props
from pnp.layout.elements.grid import report_pale_lines, room_to_write, too_pale, too_thin
from pnp.layout.generators import Generator, generator, path_point
from pnp.layout.generators.ascii_map import map_source
from pnp.layout.generators.hex_features import hex_lines
from pnp.layout.generators.hex_places import hex_text, placed_at_hexes
from pnp.validate.maps import problem_location

ROOT3 = math.sqrt(3)
# A number pencilled on a fill is text read at the table: body text's 4.5:1 (WCAG AA, as text-contrast asks of
# printed text under 18 pt), measured for the darkest mark a pencil makes, black (graphite leaves a dense black
# line): a fill on which even that falls short is too dark to pencil on, lighter marks only more so.
PENCIL, PENCIL_CONTRAST = BLACK, 4.5


@dataclass
class HexGrid:
    """The map read: ``cells[r][c]`` is the symbol of the hex in row r, column c."""

    cells: list[list[str]]
    problems: list[MapProblem]

    @property
    def rows(self) -> int:
        return len(self.cells)

    @property
    def cols(self) -> int:
        return len(self.cells[0]) if self.cells else 0


def parse_hexes(text: str, symbols: set[str]) -> HexGrid:
    """One row of hexes per non-blank line, one symbol per hex. Rows are as long as most of them: a row
    of another length is one finding at its line (not one for every row after a short first one)."""
    cells: list[list[str]] = []
    lines: list[tuple[int, str]] = []
    problems: list[MapProblem] = []
    for number, line in enumerate(str(text).splitlines()):
        if not line.strip():
            continue
        row: list[str] = []
        for column, char in enumerate(line):
            if char == " ":
                continue
            if char not in symbols:
                known = ", ".join(f"'{s}'" for s in sorted(symbols))
                problems.append(
                    MapProblem(SYNTAX, number, column, f"unknown terrain '{char}'; the terrain table has {known}")
                )
            row.append(char)
        cells.append(row)
        lines.append((number, line))
    lengths = Counter(len(row) for row in cells)
    usual = max(lengths, key=lambda n: (lengths[n], -[len(row) for row in cells].index(n)), default=0)
    for row, (number, line) in zip(cells, lines, strict=True):
        if len(row) != usual:
            problems.append(
                MapProblem(
                    SYNTAX,
                    number,
                    len(line.rstrip()) - 1,  # its last hex
                    f"this row has {len(row)} hexes and the map's other rows {usual}: every row has as many "
                    "hexes (one symbol each, spaces between them)",
                )
            )
    return HexGrid(cells, problems)


# the keys that name one of a few ways to draw the map: another word is a value-invalid error with its "did you mean"
NAMED_OPTIONS = {
    "orientation": ("pointy-top", "flat-top"),
    "offset": ("even", "odd"),
    "numbers": ("ccrr", "rrcc", "none"),
}


@generator("hex_map")
class HexMap(Generator):
    doc = "a hex grid from a terrain map written as text: fills, icons and a number in every hex"
    keys = {
        **STROKE_KEYS,
        "stroke": Key("color", "#000000", "the hexes' outlines"),
        "map": Key("text", "", "one line per row of hexes, one terrain symbol per hex (usually {{ card.map }})"),
        "terrain": Key("any", None, "the terrain table: a list of {symbol, fill, icon, color}, or symbol: {...}"),
        "orientation": Key("name", "pointy-top", "pointy-top (rows of hexes) or flat-top (columns of hexes)"),
        "offset": Key("name", "even", "which rows (flat-top: columns) are shifted half a hex: even (02, 04...) or odd"),
        "size": Key("number", None, "a hex's size flat to flat, mm (default: as large as the box allows)"),
        "icon_size": Key("number", 0.45, "an icon's size, as a share of the hex's size flat to flat"),
        "numbers": Key("name", "ccrr", "each hex's number: ccrr (column, then row: 0305), rrcc, or none"),
        "font": Key("name", "Lato", "font family of the numbers"),
        "number_size": Key("number", 7, "size of the numbers, pt"),
        "number_color": Key("color", "#000000", "colour of the numbers"),
        "rivers": Key("any", None, 'river sides, each the two hexes it parts: ["0305 0306", ...]'),
        "river_color": Key("color", "#2f6db5", "colour of the rivers"),
        "river_width": Key("number", 1.2, "width of the rivers, mm"),
        "roads": Key("any", None, 'roads, each the hexes it runs through in order: ["0301 0302 0403", ...]'),
        "road_color": Key("color", "#7a4a21", "colour of the roads"),
        "road_width": Key("number", 0.8, "width of the roads, mm"),
        "hexes": Key("any", None, "what is drawn at given hexes: a list of {at: E5 or 0305, icon, text, label}"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        terrain = self._terrain(props, context)
        if terrain is None:
            return []
        for key, options in NAMED_OPTIONS.items():
            if props[key] not in options:
                context.template_error(
                    "value-invalid",
                    context.where(props.element, key),
                    f"element '{props.name}': {key} must be one of {', '.join(options)}, got {props[key]!r}"
                    + did_you_mean(str(props[key]), options),
                )
                return []
        grid = parse_hexes(props["map"], set(terrain))
        if grid.problems:
            owner, key, label = map_source(props, context)
            for problem in grid.problems:
                location, column = problem_location(owner, key, problem)
                context.content_error(problem.rule, location, f"{label}, column {column}: {problem.message}")
            return []
        if not grid.cols:
            return []
        placed = self._centres(grid, props, context)
        if placed is None:
            return []
        centres, size = placed
        where = context.where(props.element, "size") if "size" in props.element else props.element.loc
        context.drew_hexes(size, props["orientation"], where, props.name)
        if context.written_on:
            self._written_on(grid, terrain, size, props, context)
        radius = size / ROOT3  # centre to corner
        flat = props["orientation"] == "flat-top"
        corners = [math.radians(60 * i + (0 if flat else -90)) for i in range(6)]

        def outline(cx: float, cy: float) -> str:
            points = [path_point(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in corners]
            return "M" + "L".join(points) + "Z"

        specs: list[dict[str, Any]] = []
        for symbol, look in terrain.items():
            d = "".join(outline(cx, cy) for (c, r), (cx, cy) in centres.items() if grid.cells[r][c] == symbol)
            if d and look["fill"] is not None:
                specs.append({"type": "path", "d": d, "fill": look["fill"]})
        if props["stroke"] is not None:
            specs.append(
                {
                    "type": "path",
                    "d": "".join(outline(cx, cy) for cx, cy in centres.values()),
                    "stroke": props["stroke"],
                    "stroke_width": props["stroke_width"],
                    "dash": props["dash"],
                    "join": "round",
                }
            )
        specs += hex_lines(centres, size, props, context)
        icon = size * max(0.05, min(1.0, props["icon_size"]))
        drop = size * 0.08  # icons sit a little low, clear of the number at the top
        for symbol, look in terrain.items():
            cells = [centre for (c, r), centre in centres.items() if grid.cells[r][c] == symbol]
            at = [[round(cx, 4), round(cy + drop, 4)] for cx, cy in cells]
            if look["icon"] and at:
                specs.append({"type": "icons", "name": look["icon"], "color": look["color"], "size": icon, "at": at})
        if props["numbers"] != "none":
            specs += self._numbers(centres, size, radius, flat, props)
        return specs + placed_at_hexes((grid.cols, grid.rows), centres, size, props, context)

    @staticmethod
    def _written_on(
        grid: HexGrid, terrain: dict[str, dict[str, Any]], size: float, props: Props, context: Context
    ) -> None:
        """A map on a sheet to write on is pencilled in: its hexes need room to write in, its outlines to print
        on the fills they are drawn on, its fills to take a pencilled number."""
        owner = context.template.name_at(props.element.loc) if context.template else ""
        label = f"template '{owner}': element '{props.name}'"
        used = {symbol: terrain[symbol] for row in grid.cells for symbol in row}
        _room_to_write(size, props, context, label)
        _outlines_on_fills(used, props, context, label)
        _fills_to_pencil_on(used, props, context, label)

    @staticmethod
    def _terrain(props: Props, context: Context) -> dict[str, dict[str, Any]] | None:
        """The table as {symbol: {fill, icon, color}}, or None (said at the ``terrain:`` line) when it is no table."""
        raw = props["terrain"]
        if isinstance(raw, dict):
            raw = [{"symbol": symbol, **look} for symbol, look in raw.items() if isinstance(look, dict)]
        where = context.where(props.element, "terrain")
        if not isinstance(raw, (list, tuple)) or not raw or not all(isinstance(row, dict) for row in raw):
            context.template_error(
                "value-invalid",
                where,
                f"element '{props.name}': terrain is a list of {{symbol, fill, icon, color}} (a data table), "
                "or a mapping of each symbol to its {fill, icon, color}",
            )
            return None
        table: dict[str, dict[str, Any]] = {}
        for row in raw:
            symbol = str(row.get("symbol", ""))
            if len(symbol) != 1 or symbol == " ":
                context.template_error(
                    "value-invalid",
                    where,
                    f"element '{props.name}': terrain symbol {symbol!r} is not one character: "
                    "each terrain is drawn on the map as one letter or sign",
                )
                return None
            try:
                fill = None if row.get("fill") in (None, "") else parse_color(row["fill"])
                color = None if row.get("color") in (None, "") else parse_color(row["color"])
            except ValueError as exc:
                context.value_invalid(exc, where, f"element '{props.name}': terrain {symbol!r}: {exc}")
                return None
            table[symbol] = {
                "fill": fill,
                "icon": row.get("icon") or None,
                "color": color,
                "where": _fill_source(props, context, symbol, row),
            }
        return table

    @staticmethod
    def _centres(
        grid: HexGrid, props: Props, context: Context
    ) -> tuple[dict[tuple[int, int], tuple[float, float]], float] | None:
        """Each hex's centre (mm), keyed by (column, row) from 0, and the hexes' size flat to flat; None (said at
        ``size:``) when hexes of the size asked for do not fit the box."""
        x, y, w, h = props.box
        flat = props["orientation"] == "flat-top"
        shifted = 1 if props["offset"] == "even" else 0  # numbered from 01: even rows are 1, 3... from 0
        lines, along = (grid.cols, grid.rows) if flat else (grid.rows, grid.cols)
        deep = (2 + 1.5 * (lines - 1)) / ROOT3  # the grid's extent for hexes of size 1: across its lines
        wide = along + (0.5 if lines > 1 else 0)  # and along them
        across, down = (deep, wide) if flat else (wide, deep)
        fits = min(w / across, h / down)
        size = props["size"] or fits
        if size > fits + 1e-6:
            context.template_error(
                "value-invalid",
                context.where(props.element, "size"),
                f"element '{props.name}': {grid.cols} × {grid.rows} hexes of {size:g} mm are "
                f"{across * size:.1f} × {down * size:.1f} mm, and the box is {w:g} × {h:g} mm: "
                f"enlarge the box (and the piece), or make the hexes at most {math.floor(fits * 10) / 10:g} mm",
            )
            return None
        left, top = x + (w - across * size) / 2, y + (h - down * size) / 2
        radius = size / ROOT3
        centres: dict[tuple[int, int], tuple[float, float]] = {}
        for r in range(grid.rows):
            for c in range(grid.cols):
                line, place = (c, r) if flat else (r, c)
                step = radius + line * 1.5 * radius  # from the grid's edge across the lines
                run = size * (place + 0.5 + (0.5 if line % 2 == shifted else 0))  # and along its line
                centres[(c, r)] = (left + step, top + run) if flat else (left + run, top + step)
        return centres, size

    @staticmethod
    def _numbers(
        centres: dict[tuple[int, int], tuple[float, float]], size: float, radius: float, flat: bool, props: Props
    ) -> list[dict[str, Any]]:
        line = props["number_size"] * 25.4 / 72 * 1.1  # the number's line, mm
        top = (size / 2 if flat else radius) - 0.12 * size  # from the centre up to the number's line
        specs = []
        for (c, r), (cx, cy) in centres.items():
            col, row = f"{c + 1:02d}", f"{r + 1:02d}"
            text = col + row if props["numbers"] == "ccrr" else row + col
            specs.append(hex_text(text, (cx, cy - top), size * 0.4, line, props))
        return specs


def _fill_source(props: Props, context: Context, symbol: str, row: dict[str, Any]) -> Location:
    """Where terrain ``symbol``'s fill is set: the line of its ``fill:`` (in the template's table, a data table's
    row ``row``, or the ``vars:`` table ``terrain:`` reads), else the ``terrain:`` line."""
    table = props["terrain"]
    for look in (row, table.get(symbol) if isinstance(table, dict) else None):
        if isinstance(look, LocatedDict) and "fill" in look.key_lines:
            return look.line_of("fill")
    var = context.template.var_of(props.element.get("terrain", "")) if context.template else None
    if var and context.template:
        found = written_at(row.get("fill"), context.template.vars.get(var[0]), prefer="fill")
        return found[1] if found else var[1]
    return context.where(props.element, "terrain")


def _room_to_write(size: float, props: Props, context: Context, label: str) -> None:
    """Hexes ``size`` mm flat to flat too small for a pencilled number: ``write-in-small`` at the ``size:`` line."""
    least, writer = room_to_write(context)
    if size < least - 0.005:
        context.warning_once(
            "write-in-small",
            context.where(props.element, "size"),
            f"{label}: its hexes are {size:.3g} mm flat to flat; {writer} needs {least:.3g} mm "
            "across at least: give it a larger size: (or box), or fewer hexes (allow: [write-in-small] for a "
            "map nobody writes in)",
            by=props.element,
        )


def _outlines_on_fills(used: dict[str, dict[str, Any]], props: Props, context: Context, label: str) -> None:
    """Outlines that print faint (``line-too-light``): too thin at ``stroke_width:``, or too pale at ``stroke:``
    (or its ``vars:`` line) on the ground of the ``used`` terrains they fade most on, a fill or the paper."""
    stroke = parse_color(props["stroke"])  # its default is as written: "#000000"
    if stroke is None:
        return
    thin = too_thin(props["stroke_width"])
    if thin:
        where = context.where(props.element, "stroke_width")
        context.warning_once("line-too-light", where, f"{label}: {thin}", by=props.element)
    grounds = [(look["fill"], f"the fill of terrain '{symbol}'") for symbol, look in used.items()]
    fill, ground = min(grounds, key=lambda seen: contrast(stroke, seen[0] or WHITE))
    report_pale_lines(props, context, label, too_pale(stroke, fill, ground))


def _fills_to_pencil_on(used: dict[str, dict[str, Any]], props: Props, context: Context, label: str) -> None:
    """A ``used`` terrain's fill too dark for a pencilled number (``write-in-dark``): once at the line that sets
    the fill, however many hexes, maps and boards it fills."""
    for symbol, look in used.items():
        fill = look["fill"]
        ratio = contrast(PENCIL, fill or WHITE)
        if fill is not None and ratio < PENCIL_CONTRAST - 0.005:
            context.warning_once(
                "write-in-dark",
                look["where"],
                f"{label}: terrain '{symbol}' fills its hexes with {fill.hex}, too dark to pencil on: a pencilled "
                f"number, black at its darkest, has a contrast of {math.floor(ratio * 100) / 100:.2f}:1 on it, "
                f"and needs {PENCIL_CONTRAST:g}:1 (WCAG AA body text): lighten the fill (#757575 is the darkest "
                "grey that reads), or allow: [write-in-dark] on a map whose hexes of it nobody writes in",
                f"write-in-dark {look['where']}",
                by=props.element,
            )

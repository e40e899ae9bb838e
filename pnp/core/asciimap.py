"""ASCII maps: a board's walls and spaces drawn as text, the way mazes are drawn in a terminal.

::

    +--+--+--+
    |1 |*  $ |
    +  +--+  +
    |.  .  # |
    +--+--+--+

Rows of ``+`` corners and ``--`` walls alternate with rows of cells. Between two corners a
wall row holds dashes (a wall) or spaces (open); between two cells a cell row holds ``|`` (a
wall) or a space (open). Every cell holds one symbol: ``.`` floor, ``*`` a silver-star space,
``$`` a gold-square space, ``1``-``4`` start spaces, ``#`` solid rock (no space at all). The
width of a cell is set by the first row (``+--+``: two characters, ``+---+``: three) and the
same everywhere.

The parser is pure: it never raises on a bad map, it returns what it could read with a list
of :class:`MapProblem`, each at the line and column (0-based, in the map's own text) of the
character that is wrong. Validation reports them at their file line; the ``ascii_map``
generator draws from the same :class:`AsciiMap`; expressions read its counts with the
``ascii_map`` filter.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

FLOOR, STAR, GOLD, SOLID = ".", "*", "$", "#"
STARTS = "1234"
SYMBOLS = {FLOOR: "floor", STAR: "silver star", GOLD: "gold square", SOLID: "solid rock"}
TRAP_SPACES = (STAR, GOLD)
KNOWN = ". floor, * silver star, $ gold square, 1-4 start spaces, # solid rock"
LARGEST = 200  # cells a side: beyond this no printed board is readable

SYNTAX = "map-syntax"
STARTS_RULE = "map-starts"
UNREACHABLE = "map-unreachable"
TRAP_ON_START = "map-trap-on-start"


@dataclass(frozen=True)
class MapProblem:
    rule: str
    line: int  # 0-based line of the map's text
    column: int  # 0-based column in that line
    message: str


@dataclass
class AsciiMap:
    """A parsed map: ``cells[r][c]`` is the cell's symbol; walls on the cells' edges."""

    cols: int = 0
    rows: int = 0
    width: int = 2  # characters inside a cell
    cells: list[list[str]] = field(default_factory=list)
    top_walls: set[tuple[int, int]] = field(default_factory=set)  # (c, r): a wall on the top edge of cell (c, r)
    left_walls: set[tuple[int, int]] = field(default_factory=set)  # (c, r): a wall on the left edge of cell (c, r)
    problems: list[MapProblem] = field(default_factory=list)
    first_line: int = 0  # the text line holding the top wall row
    shifted: set[int] = field(default_factory=set)  # text lines a character too many or too few put out of place

    # -- reading ----------------------------------------------------------------------------

    def symbol(self, c: int, r: int) -> str:
        return self.cells[r][c] if 0 <= r < self.rows and 0 <= c < self.cols else SOLID

    def is_space(self, c: int, r: int) -> bool:
        return self.symbol(c, r) != SOLID

    def spaces(self) -> list[tuple[int, int]]:
        return [(c, r) for r in range(self.rows) for c in range(self.cols) if self.cells[r][c] != SOLID]

    def starts(self) -> dict[int, tuple[int, int]]:
        """Start number → its cell (the first one, when a number is written twice)."""
        found: dict[int, tuple[int, int]] = {}
        for r in range(self.rows):
            for c in range(self.cols):
                if self.cells[r][c] in STARTS:
                    found.setdefault(int(self.cells[r][c]), (c, r))
        return found

    def count(self, symbol: str) -> int:
        return sum(row.count(symbol) for row in self.cells)

    def wall_between(self, c: int, r: int, dc: int, dr: int) -> bool:
        """Whether a wall stands between cell (c, r) and its neighbour (c + dc, r + dr)."""
        if dc == 1:
            return (c + 1, r) in self.left_walls
        if dc == -1:
            return (c, r) in self.left_walls
        if dr == 1:
            return (c, r + 1) in self.top_walls
        return (c, r) in self.top_walls

    def neighbours(self, c: int, r: int) -> list[tuple[int, int]]:
        """The spaces one step from (c, r) with no wall between."""
        return [
            (c + dc, r + dr)
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if self.is_space(c + dc, r + dr) and not self.wall_between(c, r, dc, dr)
        ]

    def reachable(self, start: tuple[int, int]) -> set[tuple[int, int]]:
        seen = {start}
        queue = deque([start])
        while queue:
            for step in self.neighbours(*queue.popleft()):
                if step not in seen:
                    seen.add(step)
                    queue.append(step)
        return seen

    def position(self, c: int, r: int) -> tuple[int, int]:
        """The (line, column) of cell (c, r)'s interior in the map's text."""
        return self.first_line + 2 * r + 1, c * (self.width + 1) + 1

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> dict[str, object]:
        """What expressions see: ``(text | ascii_map).stars`` and so on."""
        return {
            "ok": self.ok,
            "cols": self.cols,
            "rows": self.rows,
            "spaces": len(self.spaces()),
            "floors": self.count(FLOOR),
            "stars": self.count(STAR),
            "golds": self.count(GOLD),
            "starts": len(self.starts()),
            "solids": self.count(SOLID),
        }


def parse(text: str, players: tuple[int, int] | None = None) -> AsciiMap:
    """Read a map; every problem found is in ``.problems`` (syntax first, then starts and reachability).

    ``players`` (fewest, most) bounds the start spaces: at least two, at most four, and one for
    every player the game allows.
    """
    result = AsciiMap()
    lines = [line.rstrip() for line in str(text).split("\n")]
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        result.problems.append(MapProblem(SYNTAX, 0, 0, "the map is empty: draw it with +--+ walls and cells"))
        return result
    last = max(i for i, line in enumerate(lines) if line.strip())
    body = lines[first : last + 1]
    result.first_line = first
    if _read_grid(body, first, result):
        _check_border(result)
        if not result.problems:
            _check_starts(result, players)
        if not any(p.rule == SYNTAX for p in result.problems):
            _check_reachable(result)
    return result


def _problem(result: AsciiMap, rule: str, line: int, column: int, message: str) -> None:
    result.problems.append(MapProblem(rule, line, column, message))


def _read_grid(body: list[str], offset: int, result: AsciiMap) -> bool:
    """Walls and cells; False when the map's frame cannot be made out at all."""
    top = body[0]
    indent = len(top) - len(top.lstrip())
    if top[indent] != "+" or indent:
        _problem(result, SYNTAX, offset, indent, f"the map starts with a corner '+', not {top[indent]!r}")
        return False
    second = top.find("+", 1)
    if second < 2:
        _problem(result, SYNTAX, offset, 1, "the first row is corners and walls: +--+--+ (a cell is at least 1 wide)")
        return False
    width = second - 1
    step = width + 1
    if (len(top) - 1) % step:
        _problem(
            result,
            SYNTAX,
            offset,
            len(top) - 1,
            f"the first row does not end on a corner: cells are {width} characters wide (+{'-' * width}+)",
        )
        return False
    cols = (len(top) - 1) // step
    if len(body) % 2 == 0:
        _problem(result, SYNTAX, offset + len(body) - 1, 0, "the map ends on a row of cells: close it with +--+ walls")
        return False
    rows = (len(body) - 1) // 2
    if cols > LARGEST or rows > LARGEST:
        _problem(result, SYNTAX, offset, 0, f"a map has at most {LARGEST} cells a side ({cols} × {rows})")
        return False
    result.cols, result.rows, result.width = cols, rows, width
    result.cells = [[FLOOR] * cols for _ in range(rows)]
    length = cols * step + 1
    for index, raw in enumerate(body):
        line = offset + index
        text = raw.ljust(length)
        before = len(result.problems)
        extra = text[length:].strip()
        if extra:
            column = length + len(text[length:]) - len(text[length:].lstrip())
            _problem(result, SYNTAX, line, column, f"{extra[0]!r} lies outside the map (it is {cols} cells wide)")
        if index % 2 == 0:
            _read_wall_row(text, line, index // 2, cols, width, result)
        else:
            _read_cell_row(text, line, index // 2, cols, width, result)
        shift = len(raw.rstrip()) - length
        if shift and len(result.problems) > before:  # one character too many or too few: one finding, not one a cell
            first = min(result.problems[before:], key=lambda problem: problem.column)
            del result.problems[before:]
            result.shifted.add(line)
            _problem(
                result,
                SYNTAX,
                line,
                first.column,
                f"this row is {abs(shift)} character(s) {'longer' if shift > 0 else 'shorter'} than the first, so "
                f"from here on its walls and cells are out of place: {'remove' if shift > 0 else 'add'} "
                f"{abs(shift)} character(s) at or before this column"
                + (" (a tab is one character: write spaces)" if "\t" in raw else ""),
            )
    return True


def _read_wall_row(text: str, line: int, r: int, cols: int, width: int, result: AsciiMap) -> None:
    step = width + 1
    for c in range(cols + 1):
        corner = text[c * step]
        if corner != "+":
            _problem(result, SYNTAX, line, c * step, f"expected a corner '+' here, found {corner!r}")
        if c == cols:
            break
        segment = text[c * step + 1 : c * step + step]
        if set(segment) == {"-"}:
            result.top_walls.add((c, r))
        elif set(segment) != {" "}:
            bad = next(i for i, ch in enumerate(segment) if ch != segment[0] or ch not in "- ")
            _problem(
                result,
                SYNTAX,
                line,
                c * step + 1 + bad,
                f"a wall between two corners is {'-' * width} or {width} spaces, found {segment!r}",
            )


def _read_cell_row(text: str, line: int, r: int, cols: int, width: int, result: AsciiMap) -> None:
    step = width + 1
    for c in range(cols + 1):
        edge = text[c * step]
        if edge == "|":
            result.left_walls.add((c, r))
        elif edge != " ":
            what = "a corner '+' belongs on the wall rows" if edge == "+" else f"found {edge!r}"
            _problem(result, SYNTAX, line, c * step, f"between two cells stands a wall '|' or a space; {what}")
        if c == cols:
            break
        inside = text[c * step + 1 : c * step + step]
        marks = [(i, ch) for i, ch in enumerate(inside) if ch != " "]
        column = c * step + 1 + (marks[0][0] if marks else 0)
        if not marks:
            _problem(result, SYNTAX, line, column, f"an empty cell: give every cell a symbol ({KNOWN})")
            continue
        symbols = [ch for _, ch in marks]
        unknown = next(((i, ch) for i, ch in marks if ch not in SYMBOLS and ch not in STARTS), None)
        if unknown is not None:
            hint = " (start spaces are numbered 1 to 4)" if unknown[1].isdigit() else ""
            _problem(
                result,
                SYNTAX,
                line,
                c * step + 1 + unknown[0],
                f"unknown symbol {unknown[1]!r}{hint}; a cell is {KNOWN}",
            )
            continue
        if len(symbols) > 1:
            starts = [ch for ch in symbols if ch in STARTS]
            traps = [ch for ch in symbols if ch in TRAP_SPACES]
            if len(symbols) == 2 and starts and traps:
                _problem(
                    result,
                    TRAP_ON_START,
                    line,
                    column,
                    f"start space {starts[0]} is also a {SYMBOLS[traps[0]]} space: "
                    "no trap may stand where a player starts",
                )
                result.cells[r][c] = starts[0]
            else:
                _problem(result, SYNTAX, line, column, f"one symbol per cell, found {''.join(symbols)!r}")
            continue
        result.cells[r][c] = symbols[0]


def _check_border(result: AsciiMap) -> None:
    """A space on the edge of the map must be closed off there (no walking off the board)."""
    for c in range(result.cols):
        for r, edge_row in ((0, 0), (result.rows - 1, result.rows)):
            if result.is_space(c, r) and (c, edge_row) not in result.top_walls:
                line = result.first_line + 2 * edge_row
                _problem(
                    result, SYNTAX, line, c * (result.width + 1) + 1, "the map's edge is open here: close it with -"
                )
    for r in range(result.rows):
        for c, edge_col in ((0, 0), (result.cols - 1, result.cols)):
            line = result.first_line + 2 * r + 1
            if result.is_space(c, r) and (edge_col, r) not in result.left_walls and line not in result.shifted:
                _problem(
                    result, SYNTAX, line, edge_col * (result.width + 1), "the map's edge is open here: close it with |"
                )


def _check_starts(result: AsciiMap, players: tuple[int, int] | None) -> None:
    seen: dict[str, tuple[int, int]] = {}
    for r in range(result.rows):
        for c in range(result.cols):
            symbol = result.cells[r][c]
            if symbol not in STARTS:
                continue
            if symbol in seen:
                line, column = result.position(c, r)
                first_line = seen[symbol][0]
                _problem(
                    result,
                    STARTS_RULE,
                    line,
                    column,
                    f"start space {symbol} is drawn twice (first on the map's line {first_line + 1}); "
                    "number the start spaces 1, 2, 3, 4 once each",
                )
            else:
                seen[symbol] = result.position(c, r)
    numbers = sorted(int(s) for s in seen)
    most = players[1] if players else 2  # without players: any 2 to 4
    wanted = max(2, min(most, len(STARTS)))
    line, column = (result.first_line, 0)
    if len(numbers) < 2:
        _problem(
            result,
            STARTS_RULE,
            line,
            column,
            f"the map has {len(numbers)} start space{'s' * (len(numbers) != 1)}; a race needs 2 to 4 (1, 2, ...)",
        )
    elif numbers != list(range(1, len(numbers) + 1)):
        missing = next(n for n in range(1, len(numbers) + 1) if n not in numbers)
        _problem(
            result, STARTS_RULE, line, column, f"start space {missing} is missing: number them from 1 without gaps"
        )
    elif len(numbers) < wanted:
        _problem(
            result,
            STARTS_RULE,
            line,
            column,
            f"the map has {len(numbers)} start spaces but the game is for up to {most} players: "
            f"draw start spaces 1 to {wanted}",
        )


def _check_reachable(result: AsciiMap) -> None:
    """Every space reachable from every start: all spaces in one region that holds the starts."""
    spaces = result.spaces()
    if not spaces:
        _problem(result, UNREACHABLE, result.first_line, 0, "the map has no spaces")
        return
    starts = result.starts()
    origin_number = min(starts) if starts else None
    origin = starts[origin_number] if starts else spaces[0]
    reached = result.reachable(origin)
    left = [cell for cell in spaces if cell not in reached]
    while left:
        region = result.reachable(left[0])
        line, column = result.position(*left[0])
        inside = [n for n, cell in starts.items() if cell in region]
        where = f"start {inside[0]}" if inside else "this space"
        others = len(region) - 1
        more = f" and {others} more space{'s' * (others != 1)} beside it" if others and not inside else ""
        origin_name = f"start {origin_number}" if origin_number else "the first space"
        _problem(
            result,
            UNREACHABLE,
            line,
            column,
            f"{where}{more} cannot be reached from {origin_name}: open a wall, or fill closed-off cells with #",
        )
        left = [cell for cell in left if cell not in region]


def map_summary(text: object) -> dict[str, object]:
    """The ``ascii_map`` filter: a map's counts for checks and rule text (``ok`` is false when it is broken)."""
    return parse(str(text)).summary()

"""A polyomino's outline from its squares drawn as rows of text (``["##.", ".##"]``): the cut line of a quilt's
patch, a tetromino, a Blokus piece, so that its corners are never typed by hand, nor one typed off the grid.

:func:`outline` walks the squares' outer edges clockwise (y grows downward) and keeps the corners; what cannot be
cut as one outline (squares apart, two meeting only at a corner, a hole) is said, by the square where it is.
"""

from __future__ import annotations

from typing import Any

from pnp.core.geometry import Point, Polygon

FILLED = "#"
EMPTY = frozenset(". ")

Square = tuple[int, int]  # (column, row), from the top left, from 0


def outline(rows: Any, cell: Any) -> Polygon | str:
    """The polygon round the squares ``rows`` mark with ``#``, each ``cell`` mm square, its corners in mm and its
    squares and their side kept (``squares`` and ``cell`` in a template); or what is wrong with them, a sentence
    to say at ``shape:``."""
    if isinstance(rows, str) and "\n" in rows.strip():  # a block, one row a line (cells: |)
        rows = rows.strip("\n").split("\n")
    wrong = _cell_wrong(cell) or _rows_wrong(rows)
    if wrong:
        return wrong
    squares = {(column, row) for row, text in enumerate(rows) for column, mark in enumerate(text) if mark == FILLED}
    wrong = _apart(squares) or _edges_wrong(rows, squares)
    if wrong:
        return wrong
    edges = _outer_edges(squares)
    pinched = next((start for start, ends in edges.items() if len(ends) > 1), None)
    if pinched is not None:
        return (
            f"two squares meet only at a corner, at the top left of column {pinched[0] + 1}, row {pinched[1] + 1}: "
            "cut out, they would hang by a point; join them by a square or move one"
        )
    start = min(edges, key=lambda corner: (corner[1], corner[0]))
    loop, corner = [start], edges[start][0]
    while corner != start:
        loop.append(corner)
        corner = edges[corner][0]
    if len(loop) < sum(len(ends) for ends in edges.values()):
        return "its squares enclose a hole: a cut outline has none; fill the hole with '#' or open it to the edge"
    corners = [point for at, point in enumerate(loop) if not _straight(loop[at - 1], point, loop[(at + 1) % len(loop)])]
    squared = tuple(sorted(squares, key=lambda square: (square[1], square[0])))
    return Polygon([(column * float(cell), row * float(cell)) for column, row in corners], squared, float(cell))


def stand_in(rows: Any, cell: Any) -> Polygon | None:
    """What a polyomino :func:`outline` refuses is laid out as, for the findings that do not depend on its outline:
    the box of its rows, with the squares they mark and their side, so that what reads ``squares`` and ``cell``
    finds them; None when its rows mark none."""
    if isinstance(rows, str):
        rows = rows.strip("\n").split("\n")
    if not isinstance(rows, list) or not all(isinstance(text, str) for text in rows):
        return None
    side = float(cell) if not _cell_wrong(cell) else 10.0
    squares = tuple(
        (column, row) for row, text in enumerate(rows) for column, mark in enumerate(text) if mark == FILLED
    )
    if not squares:
        return None
    w, h = (max(square[0] for square in squares) + 1) * side, (max(square[1] for square in squares) + 1) * side
    return Polygon([(0, 0), (w, 0), (w, h), (0, h)], squares, side)


def _cell_wrong(cell: Any) -> str:
    if isinstance(cell, bool) or not isinstance(cell, int | float) or not 0 < cell <= 1000:
        unit = isinstance(cell, str) and cell.strip().removesuffix("mm").strip()
        written = f", without 'mm', as {unit}" if unit and unit.replace(".", "", 1).isdigit() else " (cell: 12.5)"
        said = "missing" if cell is None else repr(cell)
        return f"cell: is {said}: give the side of one square in mm, the number alone{written}"
    return ""


def _rows_wrong(rows: Any) -> str:
    if not isinstance(rows, list) or not rows or not all(isinstance(text, str) for text in rows):
        return (
            f"cells: is {'missing' if rows is None else repr(rows)}: write its rows of squares as text, '#' a square "
            "and '.' none, as a list (cells: ['##.', '.##']) or a block, one row a line (cells: |)"
        )
    for row, text in enumerate(rows, 1):
        other = next((mark for mark in text if mark != FILLED and mark not in EMPTY), None)
        if other is not None:
            return f"row {row}, '{text}': '#' marks a square and '.' none; '{other}' is neither"
    if not any(FILLED in text for text in rows):
        return "its rows mark no square: write '#' for each square"
    return ""


def _edges_wrong(rows: list[str], squares: set[Square]) -> str:
    """A first or last row or column without a square, which would leave a margin inside the piece's box."""
    columns = {column for column, _ in squares}
    if FILLED not in rows[0] or FILLED not in rows[-1] or min(columns) > 0:
        side = "first row" if FILLED not in rows[0] else "last row" if FILLED not in rows[-1] else "first column"
        return f"its {side} has no square: leave it out, so that the squares start at the box's top left"
    return ""


def _apart(squares: set[Square]) -> str:
    """Squares not joined edge to edge to the others: cut out, the piece would fall apart."""
    seen, todo = set(), [min(squares, key=lambda square: (square[1], square[0]))]
    while todo:
        column, row = todo.pop()
        if (column, row) in seen:
            continue
        seen.add((column, row))
        todo += [
            near
            for near in ((column + 1, row), (column - 1, row), (column, row + 1), (column, row - 1))
            if near in squares
        ]
    if len(seen) == len(squares):
        return ""
    column, row = min(squares - seen, key=lambda square: (square[1], square[0]))
    return (
        f"the square at column {column + 1}, row {row + 1} is not joined edge to edge to the others: cut out, the "
        "piece would come apart; one piece is one outline"
    )


def _outer_edges(squares: set[Square]) -> dict[Point, list[Point]]:
    """Each square's edges that no other square shares, clockwise, as corner -> the corners they run on to."""
    edges: dict[Point, list[Point]] = {}
    for column, row in squares:
        sides = (
            ((column, row), (column + 1, row), (column, row - 1)),
            ((column + 1, row), (column + 1, row + 1), (column + 1, row)),
            ((column + 1, row + 1), (column, row + 1), (column, row + 1)),
            ((column, row + 1), (column, row), (column - 1, row)),
        )
        for start, end, beyond in sides:
            if beyond not in squares:
                edges.setdefault(start, []).append(end)
    return edges


def _straight(before: Point, at: Point, after: Point) -> bool:
    return before[0] == at[0] == after[0] or before[1] == at[1] == after[1]

"""SVG path data (``d="M 0 0 L 10 0 ..."``) turned into absolute move/line/cubic segments.

svglib tokenises the data; this module resolves relative commands, H/V, smooth and
quadratic curves and arcs, so a designer can paste a path from any vector editor. Importing
svglib's tokeniser imports all of svglib and reportlab's graphics (a tenth of a second), so
what a path data turned into is kept in the user's cache folder, like compiled code, and a
run whose paths were all seen before does not import it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pnp.core.geometry import Path
from pnp.core.usercache import KeptStore

KEPT = KeptStore.of_packages("paths", ("svglib",), tuple)


class PathDataError(ValueError):
    """Path data that cannot be drawn as written; ``value`` is the data, so that a finding can name the
    content's row that writes it (a map's territories in a data table)."""

    def __init__(self, message: str, value: str = "") -> None:
        super().__init__(message)
        self.value = value


NUMBERS_A_STEP = {"M": 2, "L": 2, "T": 2, "H": 1, "V": 1, "S": 4, "Q": 4, "C": 6, "A": 7, "Z": 0}
NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
A_NUMBER = re.compile(NUMBER)  # a token that is one number, whole
TOKEN = re.compile(rf"{NUMBER}|[A-Za-z]|[\s,]+|.")


@lru_cache(maxsize=1024)  # copies of a piece repeat their paths; the result is an immutable tuple
def parse_path_data(data: str) -> Path:
    """Absolute ("M"/"L"/"C"/"Z") segments of an SVG path; raises PathDataError on bad data."""
    data = str(data)
    kept = KEPT.get("path", data)
    return kept if kept is not None else KEPT.put("path", data, _parsed(data))


def _parsed(data: str) -> Path:
    from svglib.utils import bezier_arc_from_end_points, normalise_svg_path  # svglib loads all its package: only here

    try:
        _check_commands(data)
    except PathDataError as exc:
        raise PathDataError(f"path data: {exc}", data) from None
    try:
        tokens = normalise_svg_path(data)
    except (ValueError, IndexError) as exc:
        raise PathDataError(f"cannot read path data: {exc}", data) from None
    segments: list[tuple] = []
    x = y = start_x = start_y = 0.0
    last_control: tuple[float, float] | None = None
    last_op = ""
    for op, values in zip(tokens[::2], tokens[1::2], strict=True):
        relative = op.islower()
        code = op.upper()
        dx, dy = (x, y) if relative else (0.0, 0.0)
        if code == "Z":
            segments.append(("Z",))
            x, y = start_x, start_y
        elif code == "M":
            x, y = values[0] + dx, values[1] + dy
            start_x, start_y = x, y
            segments.append(("M", x, y))
        elif code == "L":
            x, y = values[0] + dx, values[1] + dy
            segments.append(("L", x, y))
        elif code == "H":
            x = values[0] + (x if relative else 0.0)
            segments.append(("L", x, y))
        elif code == "V":
            y = values[0] + (y if relative else 0.0)
            segments.append(("L", x, y))
        elif code in ("C", "S"):
            if code == "C":
                c1 = (values[0] + dx, values[1] + dy)
                c2, end = (values[2] + dx, values[3] + dy), (values[4] + dx, values[5] + dy)
            else:
                c1 = _reflect(last_control, x, y) if last_op in ("C", "S") else (x, y)
                c2, end = (values[0] + dx, values[1] + dy), (values[2] + dx, values[3] + dy)
            segments.append(("C", *c1, *c2, *end))
            last_control = c2
            x, y = end
        elif code in ("Q", "T"):
            if code == "Q":
                control, end = (values[0] + dx, values[1] + dy), (values[2] + dx, values[3] + dy)
            else:
                control = _reflect(last_control, x, y) if last_op in ("Q", "T") else (x, y)
                end = (values[0] + dx, values[1] + dy)
            segments.append(_quadratic(x, y, control, end))
            last_control = control
            x, y = end
        elif code == "A":
            end = (values[5] + dx, values[6] + dy)
            for curve in bezier_arc_from_end_points(x, y, values[0], values[1], values[2], values[3], values[4], *end):
                segments.append(("C", *curve[2:8]))
            x, y = end
        else:
            raise PathDataError(f"unknown path command '{op}'")
        last_op = code
    if not segments or segments[0][0] != "M":
        raise PathDataError("path data must start with a move (M)", data)
    return tuple(segments)


def _check_commands(data: str) -> None:
    """Say what svglib would pass over in silence or fail on unexplained: a letter that is no command (dropped,
    so the path draws other than written) and a command short of numbers (cut off while pasting)."""
    steps: list[tuple[str, list[str]]] = []
    for token in TOKEN.findall(data):
        if token[0].isalpha():
            if token.upper() not in NUMBERS_A_STEP:
                raise PathDataError(
                    f"'{token}' is no path command: the commands are M, L, H, V, C, S, Q, T, A and Z "
                    "(in lower case, relative to the point before)"
                )
            steps.append((token, []))
        elif token.strip(" \t\r\n,"):
            if A_NUMBER.fullmatch(token):
                if not steps:
                    raise PathDataError(f"it starts with the number {token}: start it with a move, M x y")
                steps[-1][1].append(token)
            else:
                raise PathDataError(
                    f"'{token}' is no part of path data: write its commands (M, L, C…) and numbers, "
                    "separated by spaces or commas"
                )
    for command, numbers in steps:
        _check_count(command, numbers)


def _check_count(command: str, numbers: list[str]) -> None:
    """Each command's numbers come in whole steps (L: x y; C: two control points and an end). An arc's two flags
    may be written run together with its x (``0 011``), so an arc is short only below 5 numbers."""
    step = NUMBERS_A_STEP[command.upper()]
    written = " ".join([command, *numbers])
    if step == 0 and numbers:
        raise PathDataError(f"'{written}': {command} closes the outline and takes no numbers")
    if step and not numbers:
        raise PathDataError(f"'{command}' has no numbers: it takes {step} for each step")
    if command.upper() == "A" and len(numbers) < 5:
        raise PathDataError(
            f"'{written}' gives {command} {len(numbers)} numbers, but it takes 7 for each arc "
            "(rx ry rotation large-arc sweep x y)"
        )
    if step and command.upper() != "A" and len(numbers) % step:
        extra = len(numbers) % step
        fix = f"{step - extra} more" + (f", or {extra} fewer" if len(numbers) > step else "")
        raise PathDataError(
            f"'{written}' gives {command} {len(numbers)} number{'s' if len(numbers) != 1 else ''}, but it takes "
            f"{step} for each step ({_STEP_WORDS[command.upper()]}): {fix}"
        )


_STEP_WORDS = {
    "M": "x y",
    "L": "x y",
    "T": "x y",
    "H": "x",
    "V": "y",
    "S": "x2 y2 x y",
    "Q": "x1 y1 x y",
    "C": "x1 y1 x2 y2 x y",
}


def _reflect(control: tuple[float, float] | None, x: float, y: float) -> tuple[float, float]:
    if control is None:
        return x, y
    return 2 * x - control[0], 2 * y - control[1]


def _quadratic(x: float, y: float, control: tuple[float, float], end: tuple[float, float]) -> tuple:
    c1 = (x + 2 / 3 * (control[0] - x), y + 2 / 3 * (control[1] - y))
    c2 = (end[0] + 2 / 3 * (control[0] - end[0]), end[1] + 2 / 3 * (control[1] - end[1]))
    return ("C", *c1, *c2, *end)

"""SVG path data (``d="M 0 0 L 10 0 ..."``) turned into absolute move/line/cubic segments.

svglib tokenises the data; this module resolves relative commands, H/V, smooth and
quadratic curves and arcs, so a designer can paste a path from any vector editor. Importing
svglib's tokeniser imports all of svglib and reportlab's graphics (a tenth of a second), so
what a path data turned into is kept in the user's cache folder, like compiled code, and a
run whose paths were all seen before does not import it.
"""

from __future__ import annotations

from functools import lru_cache

from pnp.core.geometry import Path
from pnp.core.usercache import KeptStore

KEPT = KeptStore.of_packages("paths", ("svglib",), tuple)


class PathDataError(ValueError):
    pass


@lru_cache(maxsize=1024)  # copies of a piece repeat their paths; the result is an immutable tuple
def parse_path_data(data: str) -> Path:
    """Absolute ("M"/"L"/"C"/"Z") segments of an SVG path; raises PathDataError on bad data."""
    data = str(data)
    kept = KEPT.get("path", data)
    return kept if kept is not None else KEPT.put("path", data, _parsed(data))


def _parsed(data: str) -> Path:
    from svglib.utils import bezier_arc_from_end_points, normalise_svg_path  # svglib loads all its package: only here

    try:
        tokens = normalise_svg_path(data)
    except (ValueError, IndexError) as exc:
        raise PathDataError(f"cannot read path data: {exc}") from None
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
        raise PathDataError("path data must start with a move (M)")
    return tuple(segments)


def _reflect(control: tuple[float, float] | None, x: float, y: float) -> tuple[float, float]:
    if control is None:
        return x, y
    return 2 * x - control[0], 2 * y - control[1]


def _quadratic(x: float, y: float, control: tuple[float, float], end: tuple[float, float]) -> tuple:
    c1 = (x + 2 / 3 * (control[0] - x), y + 2 / 3 * (control[1] - y))
    c2 = (end[0] + 2 / 3 * (control[0] - end[0]), end[1] + 2 / 3 * (control[1] - end[1]))
    return ("C", *c1, *c2, *end)

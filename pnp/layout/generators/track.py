"""``track``: railway track drawn from a piece's connections (the notation of :mod:`pnp.core.tracks`).

A tile (``frame: false``) fills the box: its track runs between the named ends of its edges
as ballast (edged with a thin darker line, so the bed reads on a ground of its own colour),
sleepers and two rails, bridges pass over the track beneath them on a deck with a
shadow, tunnels show a mouth with the tunnel's mark at each end. A frame piece
(``frame: true``) is one window onto the border round a grid of ``cols × rows`` cells of
``cell`` mm: the frame is turned so that its side ``side`` runs along the box's bottom edge
with the border above it, and the box's left edge is ``start`` mm along that side (clockwise
from its first corner). Pieces cut from one frame therefore meet with
their track continuous. Depots and stations are badges at the end of a spur (``depots`` and
``stations`` give each name's colour, icon and label), a buffer stop a bar across the rails.

Rails and ballast run on past the box by the piece's bleed, so a cut that strays shows track,
not paper. A track with problems draws what it can read; the problems themselves are
findings of the ``tracks`` check at the file line of the segment.
"""

from __future__ import annotations

import math
from typing import Any

from pnp.core import polyline, tracks
from pnp.core.color import parse_color
from pnp.core.geometry import KAPPA, Point
from pnp.core.polyline import moved
from pnp.layout.elements import Context, Key, Props
from pnp.layout.generators import Generator, generator, path_point


@generator("track")
class TrackGenerator(Generator):
    doc = "railway track from a list of connections: tiles with curves, U-turns, bridges, tunnels; frame borders"
    keys = {
        "track": Key("any", None, "the segments, usually {{ card.track }}"),
        "frame": Key("bool", False, "draw a frame's border round a grid instead of a tile"),
        "cols": Key("number", 4, "a frame's grid: cells across"),
        "rows": Key("number", 4, "a frame's grid: cells down"),
        "cell": Key("number", 50, "a frame's cell (one tile), mm; a tile is as large as the box"),
        "side": Key("name", "N", "a frame piece: which side of the frame it lies along (N, E, S, W)"),
        "start": Key("number", 0, "a frame piece: mm along its side (clockwise) at the box's left edge"),
        "gauge": Key("number", 4.6, "distance between the two rails, mm; sleepers and ballast scale with it"),
        "ballast": Key("color", "#d8ccb0", "the gravel bed under the sleepers"),
        "edge": Key("color", "#a08d68", "a thin line along each side of the bed, to read on any ground; none: no line"),
        "sleeper": Key("color", "#7b5535", "the cross ties"),
        "rail": Key("color", "#000000", "the rails"),
        "deck": Key("color", "#c9b79a", "a bridge's deck"),
        "shadow": Key("color", "#4d4d4d", "the shadow a bridge casts on the track beneath"),
        "portal": Key("color", "#6e6258", "a tunnel's mouth (stone)"),
        "mark": Key("color", "#ffffff", "the disc of a tunnel's mark (its letter is in rail)"),
        "stations": Key("any", None, "stations by name: {color, icon, ink, label}, or a list of them with an id each"),
        "depots": Key("any", None, "depots by name, the same way (a rounded square instead of a disc)"),
        "font": Key("name", "Lato", "font of tunnel marks and stop labels"),
        "size": Key("number", 7.5, "size of tunnel marks, pt"),
        "label_size": Key("number", 12, "size of the labels of depots and stations, pt"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        x, y, w, h = props.box
        frame = bool(props["frame"])
        if frame:
            cols, rows = int(props["cols"]), int(props["rows"])
            if not (1 <= cols <= 50 and 1 <= rows <= 50) or props["cell"] <= 0 or props["side"] not in tracks.SIDES:
                context.template_error(
                    "value-invalid",
                    context.where(props.element, "side"),
                    f"element '{props.name}': a frame needs cols and rows from 1 to 50, a cell above 0 mm "
                    "and a side of N, E, S, W",
                )
                return []
            grid, cell = tracks.Grid(cols, rows, frame=True), float(props["cell"])
            place = _frame_placement(grid, cell, props["side"], float(props["start"]), x, y + h)
        else:
            grid, cell = tracks.Grid(), float(w)
            place = lambda p: (x + p[0], y + p[1])  # noqa: E731
        parsed = tracks.read(props["track"], grid)
        if not parsed.segments:
            return []
        return Drawing(parsed, grid, cell, place, props, context, frame).specs()


def _frame_placement(grid: tracks.Grid, cell: float, side: str, start: float, left: float, bottom: float):
    """Frame coordinates to the piece's: its side turned to run along the box's bottom edge."""
    width, height = grid.cols * cell, grid.rows * cell
    turn = {
        "N": lambda p: (p[0], p[1]),
        "E": lambda p: (p[1], width - p[0]),
        "S": lambda p: (width - p[0], height - p[1]),
        "W": lambda p: (height - p[1], p[0]),
    }[side]

    def place(p: Point) -> Point:
        u, v = turn(p)
        return left + u - start, bottom + v

    return place


WINDOW_REACH = 20.0  # mm past a frame piece's bleed within which a segment's line may bring its art (a depot's label)


class Drawing:
    """The element specs of one piece's track, painted in layers: beds, ties, rails, then bridges."""

    def __init__(self, parsed, grid, cell, place, props: Props, context: Context, frame: bool):
        self.parsed, self.grid, self.cell, self.place = parsed, grid, cell, place
        self.props, self.context, self.frame = props, context, frame
        gauge = max(0.5, float(props["gauge"]))
        self.gauge = gauge
        self.bed = 2.2 * gauge  # ballast width
        self.edge = 0.08 * gauge  # width of the line along each side of the bed
        self.tie_length = 1.75 * gauge
        self.tie_width = 0.34 * gauge
        self.tie_spacing = 0.72 * gauge
        self.rail_width = 0.17 * gauge
        self.run_out = context.bleed + 0.5  # past the edge, into the bleed
        self.lines: dict[int, list[Point]] = {}  # centre lines (piece coordinates) of drawn joins

    # -- geometry in piece coordinates ---------------------------------------------------------

    def centre(self, segment: tracks.Segment) -> list[Point]:
        if segment.index not in self.lines:
            cubics = tracks.centre_line(segment, self.grid, self.cell)
            self.lines[segment.index] = [self.place(p) for p in polyline.flatten(cubics)]
        return self.lines[segment.index]

    def extended(self, points: list[Point]) -> list[Point]:
        """The line run on straight past both of its ends by the bleed."""
        return [_beyond(points[1], points[0], self.run_out), *points, _beyond(points[-2], points[-1], self.run_out)]

    def spur(self, end: tracks.End, length: float) -> list[Point]:
        return [self.place(p) for p in tracks.stub(end, self.grid, self.cell, length)]

    def shows(self, segment: tracks.Segment) -> bool:
        """Whether any of the segment can show on the piece: a frame piece is one window onto the whole
        frame, and what lies farther off than its bleed and WINDOW_REACH is left out (the piece's clip
        would hide it, but its words would still be in the PDF, off the page)."""
        if not self.frame:
            return True
        line = self.centre(segment) if segment.is_join else self.spur(segment.a, self._spur_length(segment))
        return any(self.near(px, py, px, py, WINDOW_REACH) for px, py in line)

    def near(self, left: float, top: float, right: float, bottom: float, reach: float = 0.0) -> bool:
        """Whether the box meets the piece with its bleed, grown by ``reach`` mm."""
        x, y, w, h = self.props.box
        grow = self.context.bleed + reach
        return left <= x + w + grow and right >= x - grow and top <= y + h + grow and bottom >= y - grow

    # -- layers ----------------------------------------------------------------------------------

    def specs(self) -> list[dict[str, Any]]:
        segments = [s for s in self.parsed.segments if self.shows(s)]
        plain = [s for s in segments if s.drawn_join and s.kind != "bridge"]
        bridges = [s for s in segments if s.kind == "bridge"]
        tunnels = [s for s in segments if s.kind == "tunnel"]
        stops = [s for s in segments if not s.is_join]
        depth = self.cell * (tracks.MOUTH_AT - 3.5) / tracks.NOMINAL_CELL  # the approach to a tunnel's mouth
        runs: list[list[Point]] = []  # ground-level track: (polyline, with its ties)
        for s in plain:
            runs.append(self.centre(s))
        for s in tunnels:
            for end in s.ends:
                runs.append(self.spur(end, depth))
        spurs = {s.index: self.spur(s.a, self._spur_length(s)) for s in stops}
        runs += spurs.values()
        specs: list[dict[str, Any]] = []
        specs += self.beds([self.extended(r) for r in runs])
        specs += self.ties(runs)
        specs += self.rails([self.extended(r) for r in runs])
        for s in tunnels:
            specs += self.mouths(s, depth)
        for s in stops:
            specs += self.stop(s, spurs[s.index])
        for s in bridges:
            specs += self.bridge(s, plain)
        return specs

    def beds(self, lines: list[list[Point]]) -> list[dict[str, Any]]:
        """The ballast, on a wider stroke of the edge colour that shows as a line along each side."""
        if not lines:
            return []
        d = "".join(_polyline(p) for p in lines)
        edge = [self._stroke(d, self.props["edge"], self.bed + 2 * self.edge, cap="butt")] if self.props["edge"] else []
        return [*edge, self._stroke(d, self.props["ballast"], self.bed, cap="butt")]

    def ties(self, lines: list[list[Point]]) -> list[dict[str, Any]]:
        d = "".join(
            f"M{path_point(*a)}L{path_point(*b)}"
            for line in lines
            for a, b in tracks.sleepers(line, self.tie_spacing, self.tie_length)
        )
        return [self._stroke(d, self.props["sleeper"], self.tie_width, cap="butt")] if d else []

    def rails(self, lines: list[list[Point]]) -> list[dict[str, Any]]:
        d = "".join(_polyline(polyline.offset(line, side * self.gauge / 2)) for line in lines for side in (-1, 1))
        return [self._stroke(d, self.props["rail"], self.rail_width, cap="butt")] if d else []

    def bridge(self, segment: tracks.Segment, others: list[tracks.Segment]) -> list[dict[str, Any]]:
        """The bridge's track, with a deck and its shadow where it passes over the segment beneath."""
        line = self.centre(segment)
        specs = self.beds([self.extended(line)])
        under = None
        for other in others:
            under = polyline.crossing(line, self.centre(other))
            if under is not None:
                break
        if under is not None:
            cumulative = polyline.lengths(line)
            half = self.bed * 0.8 + self.gauge / 2
            keep = self.bed * 0.9  # the deck stays clear of the edges, where track meets the next tile
            start, stop = max(keep, under - half), min(cumulative[-1] - keep, under + half)
            deck = polyline.between(line, start, stop)
            width = self.bed + 1.6
            shadow = [(px + 0.9, py + 1.2) for px, py in deck]
            specs.append(self._stroke(_polyline(shadow), self.props["shadow"], width, cap="butt"))
            specs.append(self._stroke(_polyline(deck), self.props["rail"], width + 0.9, cap="butt"))
            specs.append(self._stroke(_polyline(deck), self.props["deck"], width - 0.5, cap="butt"))
            for at in (start, stop):  # abutments: a short bar across each end of the deck
                (cx, cy), (tx, ty) = polyline.at_length(line, cumulative, at)
                nx, ny = -ty * (width / 2 + 0.9), tx * (width / 2 + 0.9)
                specs.append(
                    self._stroke(
                        f"M{path_point(cx + nx, cy + ny)}L{path_point(cx - nx, cy - ny)}",
                        self.props["rail"],
                        0.9,
                        "butt",
                    )
                )
        specs += self.ties([line])
        specs += self.rails([self.extended(line)])
        return specs

    def mouths(self, segment: tracks.Segment, depth: float) -> list[dict[str, Any]]:
        """A tunnel mouth at each end: a mound with a dark opening facing the edge, and the tunnel's mark."""
        mark = tracks.tunnel_mark(segment, self.parsed.segments)
        specs: list[dict[str, Any]] = []
        for end in segment.ends:
            p, d = tracks.end_point(end, self.grid, self.cell)
            face = self.place(moved(p, d, depth))
            ahead = self.place(moved(p, d, depth + 1))
            ux, uy = ahead[0] - face[0], ahead[1] - face[1]
            nx, ny = -uy, ux
            r = self.bed / 2 + 1.0
            mound = _arch(face, (ux, uy), (nx, ny), r, 7.0)
            specs.append(
                {
                    "type": "path",
                    "d": mound,
                    "fill": self.props["portal"],
                    "stroke": self.props["rail"],
                    "stroke_width": 0.35,
                    "join": "round",
                }
            )
            half = self.gauge / 2 + 0.9
            opening = _polygon(
                [
                    (face[0] + nx * half - ux * 0.2, face[1] + ny * half - uy * 0.2),
                    (face[0] + nx * half + ux * 2.0, face[1] + ny * half + uy * 2.0),
                    (face[0] - nx * half + ux * 2.0, face[1] - ny * half + uy * 2.0),
                    (face[0] - nx * half - ux * 0.2, face[1] - ny * half - uy * 0.2),
                ]
            )
            specs.append({"type": "path", "d": opening, "fill": self.props["rail"]})
            centre = (face[0] + ux * 4.5, face[1] + uy * 4.5)
            specs += self._badge_text(centre, 2.4, mark, self.props["mark"], self.props["rail"])
        return specs

    def _spur_length(self, segment: tracks.Segment) -> float:
        return self.cell * (0.22 if segment.kind == "buffer" else 0.16)

    def stop(self, segment: tracks.Segment, spur: list[Point]) -> list[dict[str, Any]]:
        end = spur[-1]
        ux, uy = end[0] - spur[-2][0], end[1] - spur[-2][1]
        length = math.hypot(ux, uy) or 1.0
        ux, uy = ux / length, uy / length
        nx, ny = -uy, ux
        if segment.kind == "buffer":
            half = self.gauge / 2 + 1.4
            bar = _polygon(
                [
                    (end[0] + nx * half, end[1] + ny * half),
                    (end[0] + nx * half + ux * 1.8, end[1] + ny * half + uy * 1.8),
                    (end[0] - nx * half + ux * 1.8, end[1] - ny * half + uy * 1.8),
                    (end[0] - nx * half, end[1] - ny * half),
                ]
            )
            return [{"type": "path", "d": bar, "fill": "#c62828", "stroke": self.props["rail"], "stroke_width": 0.4}]
        style = self._stop_style(segment)
        radius = self.bed * 0.66
        centre = (end[0] + ux * radius * 0.9, end[1] + uy * radius * 0.9)
        box = {"x": centre[0] - radius, "y": centre[1] - radius, "w": 2 * radius, "h": 2 * radius}
        if segment.kind == "depot":
            specs = [
                {
                    "type": "rect",
                    **box,
                    "radius": radius * 0.3,
                    "fill": style["color"],
                    "stroke": self.props["rail"],
                    "stroke_width": 0.5,
                }
            ]
        else:
            specs = [{"type": "ellipse", **box, "fill": style["color"], "stroke": "#ffffff", "stroke_width": 0.8}]
            specs.append({"type": "ellipse", **box, "stroke": self.props["rail"], "stroke_width": 0.35})
        if style.get("icon"):
            inset = radius * 0.42
            specs.append(
                {
                    "type": "icon",
                    "name": style["icon"],
                    "color": style.get("ink", "#ffffff"),
                    "x": box["x"] + inset,
                    "y": box["y"] + inset,
                    "w": box["w"] - 2 * inset,
                    "h": box["h"] - 2 * inset,
                }
            )
        if style.get("label") and not style.get("icon"):
            specs += self._label(centre, radius, str(style["label"]), style.get("ink", "#ffffff"), "label_size")
        if self.frame and not self.near(box["x"], box["y"], box["x"] + box["w"], box["y"] + box["h"]):
            return []  # another piece's stop: its number would lie off this piece, and off the page
        return specs

    def _stop_style(self, segment: tracks.Segment) -> dict[str, Any]:
        stops = self.props["depots" if segment.kind == "depot" else "stations"]
        if isinstance(stops, (list, tuple)):  # a list of {id, ...}: by id
            stops = {str(s.get("id")): s for s in stops if isinstance(s, dict)}
        stops = stops if isinstance(stops, dict) else {}
        style = stops.get(segment.name) if segment.name else None
        if not isinstance(style, dict):
            return {"color": "#ffffff", "ink": "#000000", "label": segment.name}
        out = dict(style)
        try:
            out["color"] = parse_color(style.get("color", "#ffffff"))
            out["ink"] = parse_color(style.get("ink", "#ffffff"))
        except ValueError as exc:
            where = self.context.where(self.props.element, "stations")
            self.context.value_invalid(exc, where, f"element '{self.props.name}': {exc}")
            out["color"], out["ink"] = "#ffffff", "#000000"
        return out

    def _label(self, centre: Point, radius: float, text: str, ink: Any, key: str = "size") -> list[dict[str, Any]]:
        size = float(self.props[key])
        return [
            {
                "type": "text",
                "text": text,
                "x": centre[0] - radius,
                "y": centre[1] - radius,
                "w": 2 * radius,
                "h": 2 * radius,
                "font": self.props["font"],
                "bold": True,
                "size": size,
                "min_size": min(size, 7.0),
                "color": ink,
                "align": "center",
                "valign": "middle",
                "leading": 1.0,
            }
        ]

    def _badge_text(self, centre: Point, radius: float, text: str, fill: Any, ink: Any) -> list[dict[str, Any]]:
        box = {"x": centre[0] - radius, "y": centre[1] - radius, "w": 2 * radius, "h": 2 * radius}
        return [
            {"type": "ellipse", **box, "fill": fill, "stroke": ink, "stroke_width": 0.35},
            *self._label(centre, radius, text, ink),
        ]

    def _stroke(self, d: str, colour: Any, width: float, cap: str = "round") -> dict[str, Any]:
        return {"type": "path", "d": d, "stroke": colour, "stroke_width": width, "cap": cap, "join": "round"}


def _beyond(p: Point, q: Point, distance: float) -> Point:
    """The point ``distance`` past ``q`` on the line from ``p`` through ``q``."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy) or 1.0
    return q[0] + dx / length * distance, q[1] + dy / length * distance


def _arch(face: Point, u: Point, n: Point, half_width: float, depth: float) -> str:
    """A D-shaped mound: flat across the track at ``face``, round on the side ``u`` points to."""
    fx, fy = face
    k = KAPPA
    a = (fx + n[0] * half_width, fy + n[1] * half_width)
    b = (fx + u[0] * depth, fy + u[1] * depth)
    c = (fx - n[0] * half_width, fy - n[1] * half_width)
    c1 = (a[0] + u[0] * depth * k, a[1] + u[1] * depth * k)
    c2 = (b[0] + n[0] * half_width * k, b[1] + n[1] * half_width * k)
    c3 = (b[0] - n[0] * half_width * k, b[1] - n[1] * half_width * k)
    c4 = (c[0] + u[0] * depth * k, c[1] + u[1] * depth * k)
    return (
        f"M{path_point(*a)}C{path_point(*c1)} {path_point(*c2)} {path_point(*b)}"
        f"C{path_point(*c3)} {path_point(*c4)} {path_point(*c)}Z"
    )


def _polyline(points: list[Point]) -> str:
    head, *rest = points
    return f"M{path_point(*head)}" + "".join(f"L{path_point(*p)}" for p in rest)


def _polygon(points: list[Point]) -> str:
    return _polyline(points) + "Z"

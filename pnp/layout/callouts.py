"""Callouts: a rulebook figure of a piece with its parts labelled ("the anatomy of a card").

Each label names an element of the piece's template; it stands beside the piece, in the column's free width
left or right of it, joined to its element by a thin leader that ends in a dot on the element. Where the
column is too narrow for the words beside the piece, numbered markers stand there instead and a numbered key
under the piece gives the words. Labels are set at the book's body size (or larger), never shrunk with the
piece: the piece is drawn smaller to make room, down to the least scale a figure may take.

Geometry only (mm, y down, the figure's top-left corner at the origin); text is set by
:class:`pnp.layout.text.TextSetter` and what is drawn is a display list (:mod:`pnp.layout.face`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pnp.core.color import WHITE, Color
from pnp.core.geometry import MM, Path, ellipse_path
from pnp.core.textsyntax import Paragraph, Run
from pnp.layout.face import Box, PathItem, Primitive
from pnp.layout.text import TextLayout, TextSetter, TextStyle

REACH = 5.0  # mm: the least run of a leader outside the piece, from its label to the piece's edge
KNEE = 1.5  # mm outside the piece's edge where a leader that must climb or fall turns towards its part
SPACE = 1.0  # mm between a label and the start of its leader
STACKED = 1.2  # mm between two labels (or markers) one above the other
CAPS = (None, 30.0, 24.0, 18.0)  # mm: the label widths tried beside the piece (None: each on one line)
KEY = "key"  # the labels' other setting: numbered markers beside the piece, their words in a key under it
Mode = float | str | None  # how the labels are set: one of CAPS, or KEY
WIDE = 20.0  # mm: a part wider than this is pointed at on its edge on the label's side, not at its centre
KEY_GAP = 2.5  # mm between the piece and a numbered key under it
ENTRY_GAP = 4.0  # mm between two entries on a line of the key
HALO = 0.5  # mm of white each side of a leader, so that it reads across the piece's art
Point = tuple[float, float]
Edges = tuple[float, float, float, float]  # left, top, right, bottom (mm)
SIGHT_STEP = 0.5  # mm between the points of a part's edge tried for one that nothing covers


@dataclass(frozen=True)
class CalloutLook:
    """How callouts are drawn (the rulebook style's ``callouts:``)."""

    text: TextStyle  # the labels' words, at the body size or larger
    color: Color  # leaders, dots and the key's markers
    line_width: float  # mm
    dot: float  # mm, the dot's diameter on the part (0: none)


@dataclass(frozen=True)
class Callout:
    """One label: its number (its place in the section's ``callouts:``), the element it names, its words, the
    box of each copy of the part on the piece (one, unless the element has ``repeat:``)."""

    number: int
    name: str
    label: Paragraph
    copies: tuple[Box, ...]
    words: Box | None = None  # where the part prints words, if it does: its leader stops beside them
    covered: tuple[Box, ...] = ()  # what the piece fills over the part: a leader ends where the part shows

    @property
    def box(self) -> Box:
        """The box round every copy of the part."""
        left, top = min(b[0] for b in self.copies), min(b[1] for b in self.copies)
        return left, top, max(b[0] + b[2] for b in self.copies) - left, max(b[1] + b[3] for b in self.copies) - top


@dataclass(frozen=True)
class Crossing:
    """A leader drawn across a piece's words, no way round them being clear: its label's element, the elements
    whose words it crosses, and the side ("left", "right") from which a leader level with its part would reach it
    clear of every word ("" when neither would: the label stands on the other)."""

    label: str
    crossed: tuple[str, ...]
    clear_from: str = ""
    on_it: tuple[str, ...] = ()  # the crossed elements whose words the leader ends in: printed on the part itself


@dataclass(frozen=True)
class Arrangement:
    """The callouts laid out around the piece: the whole figure ``w`` × ``h`` mm, the piece's top-left corner at
    ``at``, and what is drawn over and around it."""

    w: float
    h: float
    at: tuple[float, float]
    items: tuple[Primitive, ...]
    crossing: tuple[Crossing, ...] = ()  # the leaders drawn across words


@dataclass(frozen=True)
class _Side:
    """The labels of one side of the piece."""

    callouts: tuple[Callout, ...]
    left: bool


class Callouts:
    """The labels of one figure of a ``w`` × ``h`` mm piece, set with ``setter`` in ``look``; ``words``: where
    each element of the piece prints words, which leaders go round (one box, or one a copy where a label points
    at one copy: its leader reaches it between the others)."""

    def __init__(
        self,
        size: tuple[float, float],
        callouts: list[Callout],
        look: CalloutLook,
        setter: TextSetter,
        words: dict[str, tuple[Box, ...]] | None = None,
    ):
        self.w, self.h = size
        self.callouts, self.look, self.setter = callouts, look, setter
        self.words = words or {}
        self.marker = look.text.size * 1.45 / MM  # mm: a key marker's diameter
        self._layouts: dict[tuple[int, Mode, str], TextLayout] = {}
        self._entry_sizes: dict[tuple[int, float], tuple[float, float, TextLayout]] = {}
        self._arranged_at: dict[tuple[float, float], Arrangement] = {}
        self.sides = self._sides()

    def _sides(self) -> tuple[_Side, _Side]:
        """Each label goes to the side its part is nearer; parts in the middle third go to the side with fewer
        labels so far (from the top), so that the labels share the sides."""
        left: list[Callout] = []
        right: list[Callout] = []
        for callout in sorted(self.callouts, key=lambda c: (self._clipped(c)[1] + self._clipped(c)[3] / 2, c.number)):
            x, _, w, _ = self._clipped(callout)
            centre = (x + w / 2) / self.w
            if centre < 1 / 3 or (centre <= 2 / 3 and len(left) <= len(right)):
                left.append(callout)
            else:
                right.append(callout)
        return _Side(tuple(left), True), _Side(tuple(right), False)

    def _clipped(self, callout: Callout, box: Box | None = None) -> Box:
        """The part's box (or ``box``, one copy's) inside the piece's trim (a background runs out into the
        bleed)."""
        x, y, w, h = callout.box if box is None else box
        left, top = min(max(x, 0.0), self.w), min(max(y, 0.0), self.h)
        right, bottom = max(min(x + w, self.w), left), max(min(y + h, self.h), top)
        return left, top, right - left, bottom - top

    def anchor(self, callout: Callout, left: bool, scale: float) -> tuple[float, float]:
        """Where the leader ends on the piece (mm, the piece's own frame): the part's centre, or for a wide part
        (a text box, a band) the middle of its edge on the label's side; beside the part's words where the
        leader would run through them or its dot stand on them (the piece drawn at ``scale``, its dot not: it
        keeps its size). A part drawn several times (``repeat:``: a tile's river from two of its edges, the
        letters round a wheel) is pointed at on its copy nearest the label's side, not at the middle of them
        all, where none of them may print."""
        copies = [self._clipped(callout, box) for box in callout.copies]
        x, y, w, h = min(copies, key=lambda b: b[0] if left else -(b[0] + b[2])) if len(copies) > 1 else copies[0]
        reach = w / 2 if w <= WIDE else 0.0
        end = (x + reach if left else x + w - reach), y + h / 2
        if not reach:  # a wide part's edge: where nothing drawn later covers it
            end = _in_sight(end, y, h, callout.covered, self.look.dot / 2 + self.look.line_width)
        if callout.words is None:
            return end
        # a leader run through a small text, or a dot on it, would hide what it labels (a cost, a collector
        # number, a name left-aligned in a wider box), and a dot on the edge of a wide text its first or last
        # letter (a text set from edge to edge): it stops just beside the words, on the label's side
        wx, wy, ww, wh = callout.words
        clear = (self.look.dot / 2 + HALO + self.look.line_width) / scale  # the dot, its white ring and a gap
        crossed = end[0] > wx - clear if left else end[0] < wx + ww + clear
        if crossed and wy - clear < end[1] < wy + wh + clear:
            return (wx - clear if left else wx + ww + clear), wy + wh / 2
        return end

    # --- the words ---------------------------------------------------------------------------------------

    def layout(self, callout: Callout, cap: Mode, align: str = "left") -> TextLayout:
        """The label set in lines at most ``cap`` mm wide (None: as wide as its words), aligned to the left or
        the right of that width."""
        key = (callout.number, cap, align)
        if key not in self._layouts:
            style = replace(self.look.text, align=align)
            self._layouts[key] = self.setter.lay_out((callout.label,), style, _across(cap) * MM)
        return self._layouts[key]

    def label_width(self, callout: Callout, cap: Mode) -> float:
        """mm: the widest line of the label set at ``cap``."""
        return max((line.width for line in self.layout(callout, cap).lines), default=0.0) / MM

    def widest_word(self, callout: Callout) -> float:
        """mm: the label's widest unbreakable word."""
        return self.layout(callout, None).widest / MM

    # --- the choice --------------------------------------------------------------------------------------

    def _room(self, cap: Mode) -> tuple[float, float]:
        """mm taken beside the piece, left and right, by the labels set at ``cap`` (KEY: by the markers)."""
        rooms = []
        for side in self.sides:
            if not side.callouts:
                rooms.append(0.0)
            elif cap == KEY:
                rooms.append(self.marker + REACH)
            else:
                rooms.append(max(self.label_width(c, cap) for c in side.callouts) + REACH)
        return rooms[0], rooms[1]

    def _stacks_fit(self, cap: Mode, scale: float) -> bool:
        for side in self.sides:
            heights = [self._height(c, cap) for c in side.callouts]
            if sum(heights) + STACKED * max(len(heights) - 1, 0) > self.h * scale + 1e-6:
                return False
        return True

    def _height(self, callout: Callout, cap: Mode) -> float:
        return self.marker if cap == KEY else self.layout(callout, cap).height / MM

    def scale_for(self, width: float, wanted: float, least: float) -> float:
        """The largest scale, at most ``wanted``, at which the figure fits ``width`` mm with its labels beside
        the piece, at ``least`` or more; when none does, the largest with markers and a key."""
        best = None
        for mode in CAPS:
            left, right = self._room(mode)
            scale = min(wanted, (width - left - right) / self.w)
            if scale >= least - 1e-9 and self._stacks_fit(mode, scale) and (best is None or scale > best + 1e-9):
                best = scale
        if best is not None:
            return best
        left, right = self._room(KEY)
        return min(wanted, (width - left - right) / self.w)

    def arrange(self, width: float, scale: float) -> Arrangement:
        """The figure at ``scale`` in ``width`` mm: the first way of setting the labels (on one line each,
        then narrower, then markers and a key) that fits."""
        if (width, scale) not in self._arranged_at:
            mode = next(
                (
                    cap
                    for cap in CAPS
                    if sum(self._room(cap)) + self.w * scale <= width + 1e-6 and self._stacks_fit(cap, scale)
                ),
                KEY,
            )
            self._arranged_at[(width, scale)] = self._arranged(mode, scale, width)
        return self._arranged_at[(width, scale)]

    def problem(self, width: float, scale: float) -> tuple[str, str] | None:
        """Why the figure's callouts cannot be set in ``width`` mm at ``scale`` (and the element whose label
        says why, or ""), or None."""
        if not self._stacks_fit(KEY, scale):
            most = max(len(side.callouts) for side in self.sides)
            return "", (
                f"its {most} markers on one side need more than the piece's {self.h * scale:.0f} mm height: give "
                "fewer callouts"
            )
        room = width - self.marker - SPACE
        for callout in self.callouts:
            word = self.widest_word(callout)
            if word > room + 1e-6:
                words = "".join(run.value for run in callout.label if run.kind == "text")
                return callout.name, (
                    f"the label '{words}' has a word {word:.0f} mm wide at {self.look.text.size:g} pt, wider than the "
                    f"{room:.0f} mm its key line has: shorten it, or break the word with a soft hyphen"
                )
        return None

    # --- drawing ----------------------------------------------------------------------------------------

    def _arranged(self, mode: Mode, scale: float, width: float) -> Arrangement:
        keyed = mode == KEY
        left_room, right_room = self._room(mode)
        card_w, card_h = self.w * scale, self.h * scale
        items: list[Primitive] = []
        key_h = self._key_height(width) if keyed else 0.0
        across = left_room + card_w + right_room
        figure_w = max(across, self._key_width(width)) if keyed else across
        shift = (figure_w - across) / 2
        at = (shift + left_room, 0.0)
        routes = _Routes(self._walls(at, scale), (at[0] - KNEE, at[1], at[0] + card_w + KNEE, at[1] + card_h))
        for side in self.sides:
            items.extend(self._side(side, mode, scale, at, shift if side.left else at[0] + card_w + REACH, routes))
        if keyed:
            items.extend(self._key(width, ((figure_w - self._key_width(width)) / 2, card_h + KEY_GAP)))
        height = card_h + (KEY_GAP + key_h if keyed else 0.0)
        return Arrangement(figure_w, height, at, tuple(items), tuple(routes.crossing))

    def _walls(self, at: tuple[float, float], scale: float) -> list[tuple[str, Edges]]:
        """Where each element's words print in the figure (mm), widened by a leader's half width and its white
        halo: a leader that stays out of them leaves every letter whole."""
        margin = HALO + self.look.line_width / 2
        return [
            (
                name,
                (
                    at[0] + x * scale - margin,
                    at[1] + y * scale - margin,
                    at[0] + (x + w) * scale + margin,
                    at[1] + (y + h) * scale + margin,
                ),
            )
            for name, boxes in self.words.items()
            for x, y, w, h in boxes
        ]

    def _side(
        self, side: _Side, mode: Mode, scale: float, at: tuple[float, float], column: float, routes: _Routes
    ) -> list[Primitive]:
        """The labels (or markers) of one side, stacked beside the piece at ``at``, the column's left edge at
        ``column``, each joined to its part; two leaders never cross (their labels swap places if they would),
        and each goes round the piece's words where it can (``routes``)."""
        if not side.callouts:
            return []
        order = sorted(side.callouts, key=lambda c: (self.anchor(c, side.left, scale)[1], c.number))
        for _ in range(len(order) ** 2):  # each swap shortens the leaders: it ends
            tops = self._stacked(order, mode, scale)
            lines = [self._leader(c, side, mode, scale, at, column, top) for c, top in zip(order, tops, strict=True)]
            crossing = next(
                (
                    (i, j)
                    for i in range(len(lines))
                    for j in range(i + 1, len(lines))
                    if _crosses(lines[i][-2:], lines[j][-2:])
                ),
                None,
            )
            if crossing is None:
                break
            i, j = crossing
            order[i], order[j] = order[j], order[i]
        items: list[Primitive] = []
        for callout, top, line in zip(order, tops, lines, strict=True):
            items.extend(
                self._leader_items(
                    routes.clear(
                        callout.name,
                        line,
                        self._from_the_other_side(callout, side, scale, at),
                        [_edges(box, scale, at, HALO + self.look.line_width / 2) for box in callout.copies],
                    )
                )
            )
            items.extend(self._label_items(callout, side, mode, column, top))
        return items

    def _stacked(self, order: list[Callout], mode: Mode, scale: float) -> list[float]:
        """The top of each label (mm), each as near the height of its part as the others let it: labels that
        would overlap are set one under the other, centred together on their parts, inside the piece's height."""
        heights = [self._height(c, mode) for c in order]
        wanted = [self.anchor(c, True, scale)[1] * scale - h / 2 for c, h in zip(order, heights, strict=True)]
        limit = self.h * scale
        blocks: list[list[int]] = []  # runs of labels set one under the other
        tops: list[float] = []  # the top of each run

        def offsets(block: list[int]) -> list[float]:
            return [sum(heights[k] + STACKED for k in block[:n]) for n in range(len(block))]

        def extent(block: list[int]) -> float:
            return sum(heights[k] for k in block) + STACKED * (len(block) - 1)

        for index in range(len(order)):
            blocks.append([index])
            tops.append(wanted[index])
            while True:
                block = blocks[-1]
                top = sum(wanted[k] - o for k, o in zip(block, offsets(block), strict=True)) / len(block)
                tops[-1] = min(max(top, 0.0), limit - extent(block))
                if len(blocks) < 2 or tops[-2] + extent(blocks[-2]) + STACKED <= tops[-1] + 1e-9:
                    break
                blocks[-2:] = [blocks[-2] + blocks[-1]]
                tops.pop()
        placed = []
        for block, top in zip(blocks, tops, strict=True):
            placed.extend(top + o for o in offsets(block))
        return placed

    def _leader(
        self,
        callout: Callout,
        side: _Side,
        mode: Mode,
        scale: float,
        at: tuple[float, float],
        column: float,
        top: float,
    ) -> list[tuple[float, float]]:
        """The leader's points, from its label to its part: along the label's middle to a knee just outside
        the piece, then straight to the part (one straight line when the label stands level with it)."""
        x, y = self.anchor(callout, side.left, scale)
        end = (at[0] + x * scale, at[1] + y * scale)
        middle = top + self._height(callout, mode) / 2
        width = self.marker if mode == KEY else self._column_width(side, mode)
        if side.left:
            start, knee = (column + width + SPACE, middle), at[0] - KNEE
        else:
            start, knee = (column - SPACE, middle), at[0] + self.w * scale + KNEE
        if abs(middle - end[1]) < 0.05:
            return [start, end]
        return [start, (knee, middle), end]

    def _from_the_other_side(
        self, callout: Callout, side: _Side, scale: float, at: tuple[float, float]
    ) -> tuple[str, list[Point]]:
        """The other side's name and the leader a label there level with its part would draw: straight in from
        just outside the piece."""
        x, y = self.anchor(callout, not side.left, scale)
        end = (at[0] + x * scale, at[1] + y * scale)
        knee = at[0] + self.w * scale + KNEE if side.left else at[0] - KNEE
        return ("right" if side.left else "left"), [(knee, end[1]), end]

    def _column_width(self, side: _Side, mode: Mode) -> float:
        return max(self.label_width(c, mode) for c in side.callouts)

    def _leader_items(self, points: list[Point]) -> list[Primitive]:
        look = self.look
        path: Path = (("M", *points[0]), *(("L", *p) for p in points[1:]))
        items: list[Primitive] = [
            PathItem(path, stroke=WHITE, stroke_width=look.line_width + 2 * HALO, cap="round", join="round"),
            PathItem(path, stroke=look.color, stroke_width=look.line_width, cap="round", join="round"),
        ]
        if look.dot > 0:
            x, y = points[-1]
            items.append(PathItem(_circle(x, y, look.dot / 2 + HALO / 2), fill=WHITE))
            items.append(PathItem(_circle(x, y, look.dot / 2), fill=look.color))
        return items

    def _label_items(self, callout: Callout, side: _Side, mode: Mode, column: float, top: float) -> list[Primitive]:
        if mode == KEY:
            return self._marker(callout.number, column + self.marker / 2, top + self.marker / 2)
        if not side.left:
            return list(self.layout(callout, mode).primitives(column, top))
        right = column + self._column_width(side, mode)  # the left side's labels end at the column's right edge
        return list(self.layout(callout, mode, "right").primitives(right - _across(mode), top))

    def _marker(self, number: int, x: float, y: float) -> list[Primitive]:
        """A numbered marker: a disc in the callouts' colour, its number white in the middle."""
        text = replace(self.look.text, size=self.look.text.size * 0.8, bold=True, align="center", color=WHITE)
        layout = self.setter.lay_out(((Run("text", str(number)),),), text, self.marker * MM)
        number_top = y - layout.height / MM / 2
        return [
            PathItem(_circle(x, y, self.marker / 2), fill=self.look.color),
            *layout.primitives(x - self.marker / 2, number_top),
        ]

    # --- the key ----------------------------------------------------------------------------------------

    def _entry_size(self, callout: Callout, width: float) -> tuple[float, float, TextLayout]:
        """mm: how wide and tall an entry of the key is (its marker and its words, broken to ``width``), and
        its words set."""
        key = (callout.number, width)
        if key not in self._entry_sizes:
            room = max(width - self.marker - SPACE, 1.0)
            layout = self.setter.lay_out((callout.label,), self.look.text, room * MM)
            words = max((line.width for line in layout.lines), default=0.0) / MM
            self._entry_sizes[key] = (self.marker + SPACE + words, max(self.marker, layout.height / MM), layout)
        return self._entry_sizes[key]

    def _key_rows(self, width: float) -> list[list[Callout]]:
        rows: list[list[Callout]] = []
        used = 0.0
        for callout in self.callouts:  # in their numbers' order
            w, _, _ = self._entry_size(callout, width)
            if rows and used + ENTRY_GAP + w <= width:
                rows[-1].append(callout)
                used += ENTRY_GAP + w
            else:
                rows.append([callout])
                used = w
        return rows

    def _key_width(self, width: float) -> float:
        return max(
            sum(self._entry_size(c, width)[0] for c in row) + ENTRY_GAP * (len(row) - 1)
            for row in self._key_rows(width)
        )

    def _key_height(self, width: float) -> float:
        rows = self._key_rows(width)
        return sum(max(self._entry_size(c, width)[1] for c in row) for row in rows) + STACKED * (len(rows) - 1)

    def _key(self, width: float, origin: tuple[float, float]) -> list[Primitive]:
        """The numbered key, its top-left corner at ``origin``: each marker followed by its label, as many to a
        line as fit, the lines centred."""
        items: list[Primitive] = []
        total = self._key_width(width)
        top = origin[1]
        for row in self._key_rows(width):
            sizes = [self._entry_size(c, width) for c in row]
            across = sum(w for w, _, _ in sizes) + ENTRY_GAP * (len(row) - 1)
            x = origin[0] + (total - across) / 2
            for callout, (w, _, layout) in zip(row, sizes, strict=True):
                first = layout.lines[0] if layout.lines else None
                middle = (first.top + first.bottom) / 2 / MM if first else self.marker / 2
                items.extend(self._marker(callout.number, x + self.marker / 2, top + self.marker / 2))
                items.extend(layout.primitives(x + self.marker + SPACE, top + self.marker / 2 - middle))
                x += w + ENTRY_GAP
            top += max(h for _, h, _ in sizes) + STACKED
        return items


def _in_sight(
    end: tuple[float, float], top: float, height: float, covered: tuple[Box, ...], clear: float
) -> tuple[float, float]:
    """``end`` on a part's edge, or where the edge is nearest it ``clear`` mm outside what is filled over the part
    (a tile's meadow under the road across its middle is pointed at beside the road); ``end`` when the edge is
    covered all along."""
    x, middle = end
    hidden = [(bx - clear, by - clear, bx + bw + clear, by + bh + clear) for bx, by, bw, bh in covered]
    for step in range(int(height / 2 / SIGHT_STEP) + 1):
        for y in (middle - step * SIGHT_STEP, middle + step * SIGHT_STEP):
            if top <= y <= top + height and not any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in hidden):
                return x, y
    return end


def _across(cap: Mode) -> float:
    """mm: the width labels are set in beside the piece (at most ``cap``)."""
    return float(cap) if isinstance(cap, float) else 2000.0


def _circle(x: float, y: float, r: float) -> Path:
    return ellipse_path(x, y, r, r)


def _crosses(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> bool:
    """Whether two segments cross (touching ends do not count)."""
    (p1, p2), (p3, p4) = a, b

    def turn(p, q, r) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    d1, d2, d3, d4 = turn(p3, p4, p1), turn(p3, p4, p2), turn(p1, p2, p3), turn(p1, p2, p4)
    return (d1 * d2 < -1e-9) and (d3 * d4 < -1e-9)


class _Routes:
    """The leaders of one figure, each laid clear of the piece's words (``walls``: by element) and of the
    leaders laid before it where a way exists between the knees either side of the piece, within its height
    (``within``); ``crossing`` lists those that found none and are drawn across words."""

    def __init__(self, walls: list[tuple[str, Edges]], within: Edges):
        self.walls, self.within = walls, within
        self.laid: list[list[Point]] = []
        self.crossing: list[Crossing] = []

    def clear(
        self, name: str, line: list[Point], other: tuple[str, list[Point]], parts: Sequence[Edges] = ()
    ) -> list[Point]:
        """``line`` (its label's run, its knee, its end on the part) if it crosses no words; else the shortest
        way round them: out along the label's line to the knee, up or down beside the piece to a lane clear of
        the words (above or below one of them), across to the part and in to it. None clear: ``line`` as it
        is, said in ``crossing`` with the words it crosses, and ``other``'s side when its way (the other side's
        name, the leader a label there would draw) crosses none; and those of them printed on the part itself
        (within one of its copies, ``parts``, widened as the walls are: a cost disc's number)."""
        start, end = line[0], line[-1]
        left, top, right, bottom = self.within
        knee = (left if start[0] < end[0] else right), start[1]
        lanes = {min(max(y, top), bottom) for _, edges in self.walls for y in (edges[1] - 0.01, edges[3] + 0.01)}
        ways = [_plain([start, knee, (knee[0], lane), (end[0], lane), end]) for lane in sorted(lanes)]
        for way in [line, *sorted(ways, key=_length)]:
            if self._free(way):
                self.laid.append(way)
                return way
        through = [(wall, edges) for wall, edges in self.walls if _through(line, edges)]
        crossed = tuple(dict.fromkeys(wall for wall, _ in through))
        if crossed:  # (else it crosses only a leader of the other side: no words are hidden)
            clear = not any(_through(other[1], edges) for _, edges in self.walls)
            on_it = tuple(dict.fromkeys(wall for wall, edges in through if any(_within(edges, part) for part in parts)))
            self.crossing.append(Crossing(name, crossed, other[0] if clear else "", on_it))
        self.laid.append(line)
        return line

    def _free(self, way: list[Point]) -> bool:
        if any(_through(way, edges) for _, edges in self.walls):
            return False
        return not any(
            _crosses([a, b], [c, d])
            for laid in self.laid
            for a, b in itertools.pairwise(way)
            for c, d in itertools.pairwise(laid)
        )


def _plain(points: list[Point]) -> list[Point]:
    """The points without those that repeat the one before."""
    return [p for i, p in enumerate(points) if i == 0 or math.dist(p, points[i - 1]) > 1e-9]


def _length(points: list[Point]) -> float:
    return sum(math.dist(a, b) for a, b in itertools.pairwise(points))


def _edges(box: Box, scale: float, at: tuple[float, float], margin: float) -> Edges:
    """A part's box on the piece as the edges of where it is drawn in the figure, widened by ``margin`` as the
    walls of words are (:meth:`Callouts._walls`)."""
    x, y, w, h = box
    return (
        at[0] + x * scale - margin,
        at[1] + y * scale - margin,
        at[0] + (x + w) * scale + margin,
        at[1] + (y + h) * scale + margin,
    )


def _within(inner: Edges, outer: Edges) -> bool:
    return all(a >= b - 0.01 for a, b in zip(inner[:2], outer[:2], strict=True)) and all(
        a <= b + 0.01 for a, b in zip(inner[2:], outer[2:], strict=True)
    )


def _through(points: list[Point], edges: Edges) -> bool:
    """Whether the line through ``points`` passes inside the box ``edges`` (running along its edge does not)."""
    left, top, right, bottom = edges
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        start, stop = 0.0, 1.0  # the share of the segment inside the box so far (Liang-Barsky clipping)
        for step, room in ((x1 - x2, x1 - left), (x2 - x1, right - x1), (y1 - y2, y1 - top), (y2 - y1, bottom - y1)):
            if abs(step) < 1e-12:
                if room <= 1e-9:
                    start, stop = 1.0, 0.0  # level with an edge, or outside it: never inside
                    break
                continue
            share = room / step
            if step < 0:
                start = max(start, share)
            else:
                stop = min(stop, share)
        if stop - start > 1e-9:
            return True
    return False

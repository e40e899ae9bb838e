"""A rulebook's table of contents: each section's title (and with depth 2 its headings) with the page it
starts on, right-aligned, dot leaders between.

The pages are known only once the book is set, so a book with a table of contents is set twice with
the same settings: the first setting flows it with the numbers left out and reads the pages its headings
land on, the second draws it with them. Each entry's page number has a column of its own, as wide as
the widest three-digit number, whatever it prints: the entries' lines break alike in both settings, the
table is as tall in both, and no heading after it can move to another page (see :class:`pnp.draw.document._Job`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from reportlab.platypus import Flowable

from pnp.core.color import Color
from pnp.core.geometry import MM
from pnp.core.textsyntax import Run
from pnp.draw.flowables import IconLookup, drawing, ink_of
from pnp.draw.painter import Painter
from pnp.layout.document import Anchor, ContentsEntry
from pnp.layout.face import TextItem
from pnp.layout.text import TextLayout, TextSetter, TextStyle

NUMBER_DIGITS = 3  # the page number's column holds this many of the widest digit: a rulebook of 999 pages
NUMBER_GAP = 1.0  # × the type size: the least room between an entry's words and its page number
LEADER_PITCH = 0.5  # × the type size: from one leader dot to the next
LEADER_CLEAR = 0.35  # × the type size: the room a leader leaves after the words and before the number
INDENT = 1.2  # × the type size: a heading's entry under its section's
SECTION_SPACE = 0.45  # × the type size: above a section's entry when headings are listed under it


@dataclass(frozen=True)
class ContentsLook:
    """How a table of contents is set: a section's entry (bold when its headings are listed under it),
    a heading's, the leader's colour (None: no leader)."""

    section: TextStyle
    heading: TextStyle
    leader: Color | None


@dataclass(frozen=True)
class _Row:
    entry: ContentsEntry
    style: TextStyle
    title: TextLayout
    indent: float  # pt
    above: float  # pt of space over it


class ContentsFlowable(Flowable):
    """The entries one under another, each its page number (from ``numbers``, filled in once the book is set;
    None while it is flowed) at the column's right edge; it breaks between entries, so a long table
    goes on in the next column (a section's entry with the first of its headings')."""

    def __init__(
        self,
        entries: list[ContentsEntry],
        look: ContentsLook,
        setter: TextSetter,
        icons: IconLookup,
        numbers: Mapping[Anchor, int] | None,
        space_before: float = 0.0,
        space_after: float = 0.0,
    ):
        super().__init__()
        self.entries, self.look, self.setter, self.icons, self.numbers = entries, look, setter, icons, numbers
        self.spaceBefore, self.spaceAfter = space_before, space_after
        self._rows: list[_Row] = []

    def _part(self, entries: list[ContentsEntry], before: float, after: float) -> ContentsFlowable:
        return ContentsFlowable(entries, self.look, self.setter, self.icons, self.numbers, before, after)

    def _number_room(self, style: TextStyle) -> float:
        """The page number's column and the gap before it (pt): the same whatever number it prints."""
        widest = max(self._width(digit, style) for digit in "0123456789")
        return NUMBER_DIGITS * widest + NUMBER_GAP * style.size

    def _width(self, text: str, style: TextStyle) -> float:
        return self.setter.lay_out(((Run("text", text),),), style, 1e6).lines[0].width

    def _lay_out(self, width: float) -> list[_Row]:
        rows = []
        nested = any(entry.level for entry in self.entries)
        for index, entry in enumerate(self.entries):
            style = self.look.heading if entry.level else self.look.section
            indent = INDENT * style.size if entry.level else 0.0
            room = width - indent - self._number_room(style)
            above = SECTION_SPACE * style.size if nested and index and not entry.level else 0.0
            rows.append(_Row(entry, style, self.setter.lay_out((entry.title,), style, room), indent, above))
        return rows

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self._rows = self._lay_out(available_width)
        self.width = available_width
        self.height = sum(row.above + row.title.height for row in self._rows)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        rows, used, fitting = self._lay_out(available_width), 0.0, 0
        for row in rows:
            used += (row.above if fitting else 0.0) + row.title.height
            if used > available_height:
                break
            fitting += 1
        if 0 < fitting < len(rows) and rows[fitting].entry.level > rows[fitting - 1].entry.level:
            fitting -= 1  # a section's entry goes on with the first of its headings', never ends a column
        if not 0 < fitting < len(rows):
            return []
        return [
            self._part(self.entries[:fitting], self.spaceBefore, 0.0),
            self._part(self.entries[fitting:], 0.0, self.spaceAfter),
        ]

    def draw(self) -> None:
        canvas = self.canv
        if not drawing(canvas):
            return
        canvas.saveState()
        canvas.translate(0, self.height)
        canvas.scale(MM, -MM)
        painter, top = Painter(canvas, self.icons, ink_of(canvas)), 0.0
        for row in self._rows:
            top += row.above
            painter.paint(row.title.primitives(row.indent / MM, top / MM))
            number = self.numbers.get(row.entry.anchor) if self.numbers is not None else None
            if number is not None:
                painter.paint(self._number(row, str(number), top))
            top += row.title.height
        canvas.restoreState()

    def _number(self, row: _Row, number: str, top: float) -> list[TextItem]:
        """The page number right-aligned on the baseline of the entry's last line, and the leader to it."""
        style, last = row.style, row.title.lines[-1]
        baseline, size = (top + last.baseline) / MM, style.size
        face = style.family.face(style.bold, style.italic).name
        left = self.width - self._width(number, style)
        items = [TextItem(left / MM, baseline, number, face, size, style.color)]
        if self.look.leader is None:
            return items
        # the dots stand on one grid counted from the column's right edge, so they line up from entry to entry
        pitch, clear, dot = LEADER_PITCH * size, LEADER_CLEAR * size, self._width(".", style)
        first, last_x = row.indent + last.width + clear, left - clear - dot
        steps = range(int((self.width - last_x) // pitch) + 1, int((self.width - first) // pitch) + 1)
        items.extend(
            TextItem((self.width - k * pitch) / MM, baseline, ".", face, size, self.look.leader) for k in steps
        )
        return items

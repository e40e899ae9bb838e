"""Where a rulebook's blocks may break across columns and pages, and which travel together.

platypus breaks a block wherever the column ends; these flowables keep a heading with what
follows it, a list's first and last items with their neighbours, a table's rows at least two
to a side of a break, and let a figure that does not fit float to the next column.
"""

from __future__ import annotations

import itertools

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, ListFlowable, PageBreak, Table
from reportlab.platypus.flowables import LIIndenter

from pnp.draw.flowables import FigureFlowable, HeadingFlowable

KEEP_ROWS = 2  # rows a table keeps together at either side of a column break
SHORT_TABLE = 8  # rows (under its header) of a table that reads better whole than parted to balance a page


def kept_with_next(flowables: list[Flowable], leads: set[int]) -> list[Flowable]:
    """A heading never ends a column, nor does a lead (indices ``leads``: a paragraph that introduces
    a table, a figure or a list, a list's first item, its last but one): each travels with the block
    after it, a lead with at least its last two lines."""
    kept: list[Flowable] = []
    keeping = lead = False
    for index, flowable in enumerate(flowables):
        if keeping:
            kept[-1] = KeepWithNext(kept[-1], flowable, lead)
        else:
            kept.append(flowable)
        keeping, lead = isinstance(flowable, HeadingFlowable) or index in leads, index in leads
    return kept


class KeptList(ListFlowable):
    """A list whose first item stays with the second and whose last stays with the one before it,
    at a column break: no item is left alone at either end, and a list of up to three items breaks
    only inside its last item (never between items)."""

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        content = super().split(available_width, available_height)
        starts = [index for index, flowable in enumerate(content) if getattr(flowable, "_bullet", None)]
        if len(starts) < 2:
            return content
        ends = {starts[1] - 1, starts[-1] - 1}  # the last flowable of the first item, and of the last but one
        kept = kept_with_next(content, ends)
        first = kept[0]
        if first.wrapOn(self.canv, available_width, available_height)[1] <= available_height:
            return kept
        parts = _split_in(getattr(self, "_frame", None), first, self.canv, available_width, available_height)
        return [*parts, *kept[1:]] if parts else []


class KeptTable(Table):
    """A table whose parts keep its rule for where it may break (``rowSplitRange``): platypus's own
    parts forget it, so a part carried to the next column could break again anywhere, leaving its
    header and one row at a column's foot and its last row alone over the page."""

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        parts = super().split(available_width, available_height)
        whole = getattr(self, "pnp_whole", self)  # the table as written, whichever part of it this is
        for part in parts:
            part._rowSplitRange = self._rowSplitRange
            part.pnp_needle = getattr(self, "pnp_needle", "")
            part.pnp_whole = whole
        return parts

    def short_part(self) -> bool:
        """Whether this is a part of a table of at most SHORT_TABLE rows under its header: one such table parted
        over two columns (its header twice, two rows here, three there) reads worse than a last page whose
        columns are uneven (:meth:`pnp.draw.document._Job.balance`)."""
        whole = getattr(self, "pnp_whole", None)
        return whole is not None and len(whole._cellvalues) - whole.repeatRows <= SHORT_TABLE


class BoxedTable(Table):
    """Boxed text: a table of one cell that may break between its lines (``splitInRow``). Where the column's
    foot leaves room for none of them, platypus would still leave the box's empty top there; it goes on
    whole to the next column instead."""

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        parts = super().split(available_width, available_height)
        return [] if parts and not parts[0]._cellvalues[0][0] else parts


class KeepWithNext(Flowable):
    """A heading and the block after it. Unlike platypus's KeepTogether, which sends both to the next
    column whenever the whole block does not fit, it stays when the block's first part fits under the
    heading (a paragraph's first two lines, a table's first rows): a heading never ends a column, and
    the column above it is not left empty. A ``lead`` (a paragraph that introduces the block) may
    leave its first lines behind and go on with its last ones. Only a pair that not even a whole
    column holds (three long list items) parts, at the head of a column."""

    def __init__(self, heading: Flowable, block: Flowable, lead: bool = False):
        super().__init__()
        self.heading, self.block, self.lead = heading, block, lead
        self.spaceBefore, self.spaceAfter = heading.getSpaceBefore(), block.getSpaceAfter()

    def gap(self) -> float:
        """The space between them. A figure's space before is the white that sets it off from the text
        above: under a heading or the paragraph that introduces it, it is the gap (as a frame sets it
        after any other block), not added to theirs."""
        after, before = self.heading.getSpaceAfter(), self.block.getSpaceBefore()
        return max(after, before) if isinstance(self.block, FigureFlowable) else after + before

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        canvas = getattr(self, "canv", None)  # none when measured before it is flowed (a figure's room)
        _, self._heading_h = self.heading.wrapOn(canvas, available_width, available_height)
        _, block_h = self.block.wrapOn(canvas, available_width, available_height)
        self.width, self.height = available_width, self._heading_h + self.gap() + block_h
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        _, heading_h = self.heading.wrapOn(self.canv, available_width, available_height)
        room = available_height - heading_h - self.gap()
        parts = self.block.splitOn(self.canv, available_width, room) if room > 0 else []
        if not parts or parts[0].wrapOn(self.canv, available_width, room)[1] > room:  # nothing fits under it
            if self.lead and (leading := _split_before_end(self.heading, self.canv, available_width, available_height)):
                return [*leading[:-1], KeepWithNext(leading[-1], self.block, lead=True)]  # its last lines go on
            frame = getattr(self, "_frame", None)
            if frame is None or not frame._atTop:
                return []
            head = _split_in(frame, self.heading, self.canv, available_width, available_height)  # no column holds
            return [*head, self.block] if head else []  # them together: the kept part breaks too
        return [KeepWithNext(self.heading, parts[0]), *parts[1:]]

    def split_before_end(self, canvas: Canvas, available_width: float, available_height: float) -> list[Flowable]:
        """The heading with the first lines of its block, the block's last lines (at least two) apart."""
        _, heading_h = self.heading.wrapOn(canvas, available_width, available_height)
        room = available_height - heading_h - self.gap()
        parts = _split_before_end(self.block, canvas, available_width, room) if room > 0 else []
        return [KeepWithNext(self.heading, parts[0]), *parts[1:]] if parts else []

    def draw(self) -> None:
        self.heading.drawOn(self.canv, 0, self.height - self._heading_h)
        self.block.drawOn(self.canv, 0, 0)


def floated(story: list[Flowable]) -> list[Flowable]:
    """The story with each figure that stands alone (none introduces it) free to float: see :class:`Floating`."""
    floated: list[Flowable] = []
    for flowable in reversed(story):
        if isinstance(flowable, FigureFlowable):
            # a figure never floats past a page break (a section of new_page: true)
            following = list(itertools.takewhile(lambda f: not isinstance(f, (Floating, PageBreak)), reversed(floated)))
            del floated[len(floated) - len(following) :]
            flowable = Floating(flowable, following)
        floated.append(flowable)
    return floated[::-1]


class Floating(Flowable):
    """A figure and the blocks after it, up to the next figure. Where the figure fits it comes first,
    as written. Where it does not and it ends its section (a heading follows it), the next section
    fills its column (as far as it goes) and the figure heads the next column, as a printed rulebook
    floats its figures: a figure too tall for what is left of a column no longer leaves a hole
    under the text above it. It never moves past text that explains it (a paragraph right after it),
    nor between a table or list and the text above it."""

    def __init__(self, figure: FigureFlowable, following: list[Flowable]):
        super().__init__()
        self.figure, self.following = figure, following
        self.spaceBefore = figure.getSpaceBefore()
        self.pnp_section = getattr(figure, "pnp_section", None)  # its figure's section, for a figure no column holds

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = available_width, available_height + 1  # always split: it is never drawn whole
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        frame = getattr(self, "_frame", None)
        as_written = [self.figure, *self.following]
        if self.figure.wrapOn(self.canv, available_width, available_height)[1] <= available_height:
            return as_written
        wrapped = self.figure.split(available_width, available_height)  # a row wrapped onto rows breaks between
        if wrapped and wrapped[0].wrapOn(self.canv, available_width, available_height)[1] <= available_height:
            return [wrapped[0], Floating(wrapped[1], self.following)]  # them, as figures one under another do
        if frame is None or frame._atTop:
            return as_written
        if not self.following or not _heads(self.following[0]):
            return []  # the text after it speaks of it: the figure goes on to the next column, as written
        room = frame._y - frame._y1p  # what is left of the column; each block below counts its whole space before
        pulled: list[Flowable] = []
        for index, flowable in enumerate(self.following):
            rest = self.following[index:]
            space = flowable.getSpaceBefore()
            height = flowable.wrapOn(self.canv, available_width, room - space)[1]
            if height <= room - space:
                pulled.append(flowable)
                room -= space + height + flowable.getSpaceAfter()
                continue
            parts = _split_in(frame, flowable, self.canv, available_width, room - space)
            if parts and parts[0].wrapOn(self.canv, available_width, room - space)[1] <= room - space:
                pulled.append(parts[0])
                rest = [*parts[1:], *self.following[index + 1 :]]
            break
        else:
            rest = []
        while pulled and rest and isinstance(rest[0], (Table, ListFlowable)):  # a table or list stays with the
            rest.insert(0, pulled.pop())  # text above it: the figure goes before that text instead
        if not pulled:
            return []  # nothing fills the column: the figure goes on to the next, as written
        return [*pulled, self.figure, *rest]


def _heads(flowable: Flowable) -> bool:
    """Whether ``flowable`` starts a section or a sub-section (the text before it is done)."""
    return isinstance(flowable, HeadingFlowable) or (
        isinstance(flowable, KeepWithNext) and isinstance(flowable.heading, HeadingFlowable)
    )


def _split_in(frame: Frame | None, flowable: Flowable, canvas: Canvas, width: float, height: float) -> list[Flowable]:
    """``flowable`` split in ``frame``, which it is told of as platypus does (a part at a column's head may break)."""
    flowable._frame = frame
    try:
        return flowable.splitOn(canvas, width, height)
    finally:
        del flowable._frame


def _split_before_end(flowable: Flowable, canvas: Canvas, width: float, height: float) -> list[Flowable]:
    """``flowable`` split so that its last lines go on (see TextFlowable.split_before_end); [] for a block
    that cannot be split so (a table). A list item's paragraph is split inside its indent, and its first
    part keeps the bullet: asked directly, the indenter would answer for its paragraph (reportlab's
    indenters hand on every attribute they lack) and the parts would print unindented, with no bullet."""
    if isinstance(flowable, LIIndenter):
        left, right = flowable._leftIndent, flowable._rightIndent
        parts = _split_before_end(flowable._flowable, canvas, width - left - right, height)
        before, after = flowable.__dict__.get("spaceBefore"), flowable.__dict__.get("spaceAfter")
        last = len(parts) - 1
        return [
            LIIndenter(
                part,
                left,
                right,
                bullet=flowable._bullet if index == 0 else None,
                spaceBefore=before if index == 0 else None,
                spaceAfter=after if index == last else None,
            )
            for index, part in enumerate(parts)
        ]
    split = getattr(type(flowable), "split_before_end", None)
    return split(flowable, canvas, width, height) if split is not None else []

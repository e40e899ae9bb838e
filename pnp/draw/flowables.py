"""Platypus flowables over pnp's own layout: text set by :mod:`pnp.layout.text`, figures drawn from faces.

They let reportlab's frames, tables and lists place rulebook content while every
glyph and icon is set and painted by the same code as card faces.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from pnp.core.color import Ink
from pnp.core.geometry import MM
from pnp.core.textsyntax import Paragraph
from pnp.draw.painter import Painter
from pnp.layout.callouts import Arrangement, Callouts, Crossing
from pnp.layout.face import Face, Group, Primitive, TextItem
from pnp.layout.text import LEAST_LINES, TextLayout, TextSetter, TextStyle
from pnp.load.icons import Icon

IconLookup = Callable[[str], Icon | None]


def drawing(canvas: Canvas) -> bool:
    """False on a canvas that only flows a book (its pages counted, nothing painted)."""
    return getattr(canvas, "drawing", True)


class TextFlowable(Flowable):
    """Paragraphs in one style, broken into lines for the width the frame offers; splits between lines."""

    def __init__(
        self,
        paragraphs: tuple[Paragraph, ...],
        style: TextStyle,
        setter: TextSetter,
        icons: IconLookup,
        space_before: float = 0.0,
        space_after: float = 0.0,
        layout: TextLayout | None = None,
    ):
        super().__init__()
        self.paragraphs, self.style, self.setter, self.icons = paragraphs, style, setter, icons
        self.spaceBefore, self.spaceAfter = space_before, space_after
        self._layout = layout
        self._fixed = layout is not None  # the lines of a split part are kept as they were set
        self._width: float | None = None

    def layout(self, width: float) -> TextLayout:
        if not self._fixed and (self._layout is None or self._width != width):
            self._layout, self._width = self.setter.lay_out(self.paragraphs, self.style, width), width
        return self._layout

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = available_width, self.layout(available_width).height
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        parts = self.layout(available_width).split(available_height)
        if parts is None:
            return []
        head, tail = parts
        return [
            TextFlowable(self.paragraphs, self.style, self.setter, self.icons, self.spaceBefore, 0.0, head),
            TextFlowable(self.paragraphs, self.style, self.setter, self.icons, 0.0, self.spaceAfter, tail),
        ]

    def split_before_end(self, canvas: Canvas, available_width: float, available_height: float) -> list[Flowable]:
        """A split that sends at least the last two lines on (to go with what follows them), keeping
        as many of the first as fit here; [] when that leaves fewer than two."""
        lines = self.layout(available_width).lines
        if len(lines) <= LEAST_LINES:
            return []
        return self.split(available_width, min(available_height, lines[-LEAST_LINES - 1].bottom))

    def draw(self) -> None:
        canvas = self.canv
        if not drawing(canvas):
            return
        canvas.saveState()
        canvas.translate(0, self.height)
        canvas.scale(MM, -MM)
        Painter(canvas, self.icons, ink_of(canvas)).paint(self._layout.primitives(0.0, 0.0))
        canvas.restoreState()


class HeadingFlowable(TextFlowable):
    """A heading that is also an entry of the PDF's outline (its bookmarks), at ``level``; ``landed`` (when
    given) takes the page it is set on, under ``anchor``: a table of contents prints it."""

    def __init__(
        self,
        text: TextFlowable,
        key: str,
        level: int,
        anchor: object = None,
        landed: dict[object, int] | None = None,
    ):
        super().__init__(text.paragraphs, text.style, text.setter, text.icons, text.spaceBefore, text.spaceAfter)
        words = "".join(run.value for paragraph in text.paragraphs for run in paragraph if run.kind == "text")
        self.title = " ".join(words.split())
        self.key, self.level = key, level
        self.anchor, self.landed = anchor, landed

    def draw(self) -> None:
        if self.landed is not None:
            self.landed.setdefault(self.anchor, self.canv.getPageNumber())
        super().draw()
        if not drawing(self.canv):
            return
        self.canv.bookmarkHorizontal(self.key, 0, self.height)
        self.canv.addOutlineEntry(self.title, self.key, level=self.level)


FIGURE_MIN_TEXT = 6.0  # pt: the smallest text a figure prints; a piece is drawn large enough for it if it can be
# pt of space before a figure and after its caption, at full spacing: the white between the text above and the
# figure's top then matches the white between its caption and the text under it (a line's box reaches further
# above its letters than below them), so the figure and its caption stand in the middle of their space
FIGURE_SPACE_BEFORE, FIGURE_SPACE_AFTER = 8.5, 6.0


def smallest_text(items: tuple[Primitive, ...], scale: float = 1.0) -> float | None:
    """The smallest type size (pt) a face prints at full size, through its groups' transforms; None without text."""
    sizes: list[float] = []
    for item in items:
        if isinstance(item, TextItem):
            sizes.append(item.size * scale)
        elif isinstance(item, Group):
            t = item.transform
            inner = smallest_text(item.items, scale * (abs(t.a * t.d - t.b * t.c) ** 0.5 if t else 1.0))
            if inner is not None:
                sizes.append(inner)
    return min(sizes, default=None)


ROW_LEAST = 0.5  # a row of figures too wide for its column shrinks to this share of its size, then wraps


@dataclass
class Picture:
    """One figure of a :class:`FigureFlowable`: a piece's face and its caption, and its parts' labels around it
    (``callouts``: the figure is then as wide as the piece and its labels, and as tall as the piece and its key)."""

    face: Face
    caption: TextFlowable
    callouts: Callouts | None = None
    enlarged: float = 1.0  # the most it is drawn at: its printed size, or more ("enlarged-200")

    def __post_init__(self) -> None:
        self.smallest = smallest_text(self.face.items)  # pt at full size; None without text
        # never drawn so small that its text cannot be read (unless the column is too narrow)
        self.least_scale = min(1.0, FIGURE_MIN_TEXT / self.smallest) if self.smallest else 0.0

    def fit(self, width: float, wanted: float, least: float) -> float:
        """The largest scale, at most ``wanted``, at which it fits ``width`` pt (``least``: the least scale its
        labels may stand beside the piece at, rather than in a key)."""
        if self.callouts is None:
            return min(wanted, width / (self.face.size[0] * MM))
        return self.callouts.scale_for(width / MM, wanted, least)

    def arranged(self, width: float, scale: float) -> Arrangement | None:
        """Its callouts laid out at ``scale`` in ``width`` pt; None without."""
        return None if self.callouts is None else self.callouts.arrange(width / MM, scale)

    def size(self, width: float, scale: float) -> tuple[float, float]:
        """pt: how wide and tall it is drawn at ``scale`` in ``width`` pt, its caption not counted."""
        arranged = self.arranged(width, scale)
        if arranged is None:
            return self.face.size[0] * MM * scale, self.face.size[1] * MM * scale
        return arranged.w * MM, arranged.h * MM

    def draw(self, canvas: Canvas, painter: Painter, left: float, top: float, width: float, scale: float) -> None:
        """Draw it with its top-left corner at (``left``, ``top``) pt, in a column ``width`` pt wide."""
        arranged = self.arranged(width, scale)
        at = (0.0, 0.0) if arranged is None else arranged.at
        canvas.saveState()
        canvas.translate(left + at[0] * MM, top - at[1] * MM)
        canvas.scale(MM * scale, -MM * scale)  # face coordinates: mm, y down
        painter.paint_trimmed(self.face, scale)
        canvas.restoreState()
        if arranged is not None:
            canvas.saveState()
            canvas.translate(left, top)
            canvas.scale(MM, -MM)
            painter.paint(arranged.items)
            canvas.restoreState()


class FigureFlowable(Flowable):
    """Pieces' faces drawn as they print (vector), trimmed to their shapes, each with its caption under it:
    one figure, or a row of them side by side (written on one line), ``between`` pt apart, their feet and
    captions on one line, the row centred in the column. A row shares one scale, the largest at which it
    fits the column (and ``tallest``); one that fits only below ROW_LEAST of its size (or below the
    scale that prints its text at FIGURE_MIN_TEXT) wraps onto further rows, all at the same scale.
    It is one block: it never breaks between the figures of a row (only between the rows it wraps onto)."""

    def __init__(
        self,
        pictures: list[Picture],
        icons: IconLookup,
        tallest: float,
        gap: float = 4.0,
        shrink: float = 1.0,
        between: float = 0.0,
        arranged: tuple[float, list[list[Picture]]] | None = None,
        room: float = float("inf"),
    ):
        super().__init__()
        self.pictures, self.icons, self.gap, self.between = pictures, icons, gap, between
        self.arranged = arranged  # a part's scale and rows, as the whole row set them
        self.room = room  # pt: the tallest column; a row taller than it at FIGURE_MIN_TEXT is drawn smaller
        self.tallest = tallest  # mm: a figure is drawn at full size unless that is taller
        self.shrink = shrink  # and then at this scale of that size
        self.spaceBefore, self.spaceAfter = FIGURE_SPACE_BEFORE, FIGURE_SPACE_AFTER
        self.least_scale = max(picture.least_scale for picture in pictures)

    def arrange(self, width: float) -> tuple[float, list[list[Picture]]]:
        """The scale the figures are drawn at in a column ``width`` pt wide, and the rows they stand in."""
        if self.arranged is not None:
            return self.arranged
        fitting = min(min(p.enlarged, self.tallest / p.face.size[1]) for p in self.pictures) * self.shrink
        scale = max(fitting, self.least_scale)
        least = max(self.least_scale, fitting * ROW_LEAST)
        rows = self.in_rows(width, least)
        if len(rows) > 1:  # as many rows, evened out: five figures 3 + 2, drawn larger, not 4 + 1
            even = self.in_rows(width, least, -(-len(self.pictures) // len(rows)))
            rows = even if len(even) == len(rows) else rows
        for row in rows:
            if all(picture.callouts is None for picture in row):
                across = sum(picture.face.size[0] for picture in row) * MM
                scale = min(scale, (width - self.between * (len(row) - 1)) / across)
                continue
            shares = self.shares(row, width)
            scale = min(scale, *(p.fit(share, scale, least) for p, share in zip(row, shares, strict=True)))
        return self.fit_room(rows, width, scale), rows

    def in_rows(self, width: float, least: float, most: int = 0) -> list[list[Picture]]:
        """The figures in rows, each holding as many as fit ``width`` pt at scale ``least`` (``most`` at most)."""
        rows: list[list[Picture]] = []
        used = 0.0
        for picture in self.pictures:
            drawn = picture.size(width, least)[0]
            if rows and used + self.between + drawn <= width and (not most or len(rows[-1]) < most):
                rows[-1].append(picture)
                used += self.between + drawn
            else:
                rows.append([picture])
                used = drawn
        return rows

    def row_height(self, row: list[Picture], width: float, scale: float) -> tuple[float, float]:
        """pt: a row's tallest figure at ``scale`` in a column ``width`` pt wide, and what it adds under it (the
        gap and its tallest caption)."""
        shares = self.shares(row, width)
        tallest = max(p.size(share, scale)[1] for p, share in zip(row, shares, strict=True))
        spans = shares if len(row) > 1 else [width]  # a figure alone sets its caption across the column
        captions = max(p.caption.wrap(span, self.room)[1] for p, span in zip(row, spans, strict=True))
        return tallest, self.gap + captions

    def fit_room(self, rows: list[list[Picture]], width: float, scale: float) -> float:
        """``scale``, or less where a row would be taller than a column (a pocket page, whose column is
        shorter than a poker card at FIGURE_MIN_TEXT): the figure is then drawn smaller than its text
        should be (a figure-text-small warning says so), rather than fit no column at all."""
        for _ in range(8):  # callouts' labels do not shrink with the piece: close in on the scale
            tallest, under = max(self.row_height(row, width, scale) for row in rows)
            if tallest + under <= self.room or tallest <= 0:
                break
            scale *= max(0.1, (self.room - under) / tallest) * 0.999
        return scale

    def shares(self, row: list[Picture], width: float) -> list[float]:
        """pt: the width each figure of a row is set in (a share of the column as wide as its piece's)."""
        across = sum(picture.face.size[0] for picture in row)
        room = width - self.between * (len(row) - 1)
        return [room * picture.face.size[0] / across for picture in row]

    def smallest_printed(self, width: float) -> list[tuple[float, float] | None]:
        """The smallest text size (pt) each figure prints at when a column ``width`` pt wide is too
        narrow to draw it large enough for FIGURE_MIN_TEXT, and the size the piece itself sets it at; None
        when it is not (or has no text)."""
        scale, _ = self.arrange(width)
        return [
            (picture.smallest * scale, picture.smallest)
            if picture.smallest and scale < picture.least_scale - 1e-6
            else None
            for picture in self.pictures
        ]

    def callout_problems(self, width: float) -> list[tuple[str, str] | None]:
        """Why each figure's callouts cannot be set in a column ``width`` pt wide (the element whose label says
        why, or "", and why); None where they can (or it has none)."""
        return [
            None if callouts is None else callouts.problem(share / MM, scale)
            for callouts, share, scale in self._callouts_set(width)
        ]

    def crossed_words(self, width: float) -> list[tuple[Crossing, ...]]:
        """Each figure's leaders drawn across words in a column ``width`` pt wide, no way round them being
        clear."""
        crossed: list[tuple[Crossing, ...]] = []
        for callouts, share, scale in self._callouts_set(width):
            settable = callouts is not None and callouts.problem(share / MM, scale) is None  # else callout-fit says it
            crossed.append(callouts.arrange(share / MM, scale).crossing if callouts is not None and settable else ())
        return crossed

    def _callouts_set(self, width: float) -> list[tuple[Callouts | None, float, float]]:
        """Each figure's callouts, the width (pt) and the scale they are set at in a column ``width`` pt wide."""
        scale, rows = self.arrange(width)
        shares = {
            id(picture): share for row in rows for picture, share in zip(row, self.shares(row, width), strict=True)
        }
        return [(picture.callouts, shares[id(picture)], scale) for picture in self.pictures]

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.scale, self.rows = self.arrange(available_width)
        self.placed: list[list[tuple[Picture, float, float, float]]] = []  # picture, left, caption's left, width
        self.shared: list[list[float]] = []  # the width each figure of each row is set in
        self.sizes: list[tuple[float, float]] = []  # each row's tallest face and whole height, captions too
        for row in self.rows:
            shares = self.shares(row, available_width)
            self.shared.append(shares)
            sizes = [p.size(share, self.scale) for p, share in zip(row, shares, strict=True)]
            drawn = [w for w, _ in sizes]
            left = (available_width - sum(drawn) - self.between * (len(row) - 1)) / 2
            lefts = list(itertools.accumulate([left, *(w + self.between for w in drawn[:-1])]))
            bounds = [0.0, *(x - self.between / 2 for x in lefts[1:]), available_width]
            placed = []
            for index, picture in enumerate(row):
                centre = lefts[index] + drawn[index] / 2
                half = min(centre - bounds[index], bounds[index + 1] - centre)
                span = (0.0, available_width) if len(row) == 1 else (centre - half, 2 * half)
                picture.caption.wrap(span[1], available_height)
                placed.append((picture, lefts[index], *span))
            self.placed.append(placed)
            tallest = max(h for _, h in sizes)
            self.sizes.append((tallest, tallest + self.gap + max(picture.caption.height for picture in row)))
        height = sum(size for _, size in self.sizes) + self.between * (len(self.rows) - 1)
        self.width, self.height = available_width, height
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """A row wrapped onto further rows may break between them, as figures written one under another
        do; never between the figures of one row."""
        if len(self.rows) < 2:
            return []
        tops = itertools.accumulate(size + self.between for _, size in self.sizes)
        held = sum(1 for top in tops if top - self.between <= available_height)
        if held in (0, len(self.rows)):
            return []

        def part(rows: list[list[Picture]], before: float, after: float) -> FigureFlowable:
            pictures = [picture for row in rows for picture in row]
            arranged = (self.scale, rows)
            figure = FigureFlowable(
                pictures, self.icons, self.tallest, self.gap, self.shrink, self.between, arranged, self.room
            )
            figure.spaceBefore, figure.spaceAfter = before, after
            return figure

        return [part(self.rows[:held], self.spaceBefore, 0.0), part(self.rows[held:], 0.0, self.spaceAfter)]

    def draw(self) -> None:
        canvas = self.canv
        if not drawing(canvas):
            return
        painter = Painter(canvas, self.icons, ink_of(canvas))
        top = self.height
        for placed, shares, (tallest, size) in zip(self.placed, self.shared, self.sizes, strict=True):
            for (picture, left, caption_left, _), share in zip(placed, shares, strict=True):
                drawn_h = picture.size(share, self.scale)[1]
                picture.draw(canvas, painter, left, top - tallest + drawn_h, share, self.scale)  # feet on one line
                picture.caption.drawOn(canvas, caption_left, top - tallest - self.gap - picture.caption.height)
            top -= size + self.between


def ink_of(canvas: Canvas) -> Ink | None:
    """The colour rule of the rulebook being drawn: the print profile's CMYK ink, set where its canvas is made."""
    return getattr(canvas, "pnp_ink", None)

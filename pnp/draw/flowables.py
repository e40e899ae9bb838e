"""Platypus flowables over pnp's own layout: text set by :mod:`pnp.layout.text`, figures drawn from faces.

They let reportlab's frames, tables and lists place rulebook content while every
glyph and icon is set and painted by the same code as card faces.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from pnp.core.color import Ink
from pnp.core.geometry import MM
from pnp.core.textsyntax import Paragraph
from pnp.draw.painter import Painter
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
    """A heading that is also an entry of the PDF's outline (its bookmarks), at ``level``."""

    def __init__(self, text: TextFlowable, key: str, level: int):
        super().__init__(text.paragraphs, text.style, text.setter, text.icons, text.spaceBefore, text.spaceAfter)
        words = "".join(run.value for paragraph in text.paragraphs for run in paragraph if run.kind == "text")
        self.title = " ".join(words.split())
        self.key, self.level = key, level

    def draw(self) -> None:
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


class FigureFlowable(Flowable):
    """A piece's face drawn as it prints (vector), trimmed to its shape, with a caption under it."""

    def __init__(
        self,
        face: Face,
        caption: TextFlowable,
        icons: IconLookup,
        tallest: float,
        gap: float = 4.0,
        shrink: float = 1.0,
    ):
        super().__init__()
        self.face, self.caption, self.icons, self.gap = face, caption, icons, gap
        self.tallest = tallest  # mm: a figure is drawn at full size unless that is taller
        self.shrink = shrink  # and then at this scale of that size
        self.spaceBefore, self.spaceAfter = FIGURE_SPACE_BEFORE, FIGURE_SPACE_AFTER
        self.smallest = smallest_text(face.items)  # pt at full size; None without text
        # never drawn so small that its text cannot be read (unless the column is too narrow)
        self.least_scale = min(1.0, FIGURE_MIN_TEXT / self.smallest) if self.smallest else 0.0

    def smallest_printed(self, width: float) -> float | None:
        """The smallest text size (pt) the figure prints at when a column ``width`` pt wide is too
        narrow to draw it large enough for FIGURE_MIN_TEXT; None when it is not (or has no text)."""
        fits = width / (self.face.size[0] * MM)
        return self.smallest * fits if self.smallest and fits < self.least_scale - 1e-6 else None

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        w, h = self.face.size
        scale = max(min(1.0, self.tallest / h) * self.shrink, self.least_scale)
        self.scale = min(scale, available_width / (w * MM))
        _, caption_height = self.caption.wrap(available_width, available_height)
        self.width, self.height = available_width, h * MM * self.scale + self.gap + caption_height
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        if not drawing(canvas):
            return
        w, h = self.face.size
        drawn_w, drawn_h = w * MM * self.scale, h * MM * self.scale
        left = (self.width - drawn_w) / 2
        painter = Painter(canvas, self.icons, ink_of(canvas))
        canvas.saveState()
        canvas.translate(left, self.height)
        canvas.scale(MM * self.scale, -MM * self.scale)  # face coordinates: mm, y down
        painter.paint_trimmed(self.face, self.scale)
        canvas.restoreState()
        self.caption.drawOn(canvas, 0, self.height - drawn_h - self.gap - self.caption.height)


def ink_of(canvas: Canvas) -> Ink | None:
    """The colour rule of the rulebook being drawn: the print profile's CMYK ink, set where its canvas is made."""
    return getattr(canvas, "pnp_ink", None)

"""Rulebooks typeset with platypus frames: a title block, then sections in columns.

Text, tables, lists and figures are pnp's own flowables (:mod:`pnp.draw.flowables`),
so a rulebook shares its text engine, icons, canvas set-up and footer with the sheets.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import BinaryIO

from reportlab.lib.colors import Color as RLColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    FrameBreak,
    HRFlowable,
    ListFlowable,
    ListItem,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
    Table,
    TableStyle,
)
from reportlab.platypus.doctemplate import LayoutError

from pnp.core import textsyntax
from pnp.core.color import Color
from pnp.core.papers import Paper
from pnp.draw.canvas import MM, describe, set_boxes
from pnp.draw.flowables import FigureFlowable, HeadingFlowable, IconLookup, TextFlowable, drawing
from pnp.draw.furniture import draw_footer, footer_text
from pnp.impose.plan import Band
from pnp.layout.document import RulebookStyle, Story
from pnp.layout.face import Face
from pnp.layout.text import TextLayout, TextSetter, TextStyle

TITLE_GAP = 6  # mm between the title block and the columns under it
FOOTER = 9  # mm above the bottom margin kept for the footer
FOOTER_RULE = 3  # mm under the columns' foot: the rule over the footer
RULE_ICON_SCALE = 1.3
KEEP_ROWS = 2  # rows a table keeps together at either side of a column break
SHORTEST_BALANCED = 5  # lines per column below which a last page is not balanced
BALANCE_TRIES = 6  # settings of the last page tried before it keeps its uneven columns
SENTENCE_END = ".!?…"  # a bold run ending so is a run-in head ("**Preparing the pieces.**"), not a label
SHORT_LAST_PAGE = 0.25  # share of a last page's columns below which tightening may save the page
FIGURE_SHRINKS = (0.9, 0.8, 0.7, 0.6, 0.5)  # figure scales tried, largest first, down to the style's figure_shrink
SPACINGS = (1.0, 0.8, 0.6)  # shares of the space between blocks tried to save paper (text never shrinks)
PITCH_RAISE = 0.3  # share of a back cover's spare room above its title; the rest parts the pitch from the foot
NOTES_PITCH = 8  # mm between the ruled lines of a booklet's Notes page


@dataclass
class Rulebook:
    """Everything a rulebook PDF shows, laid out but not yet flowed into pages."""

    story: Story
    style: RulebookStyle
    game_title: str
    title: str  # the component's title
    subtitle: str  # the game's subtitle, under its title
    kicker: str  # the component's own title ("Rules", "Trap guide"), under the subtitle; "" when it has none
    facts: list[str]  # players, playing time, ages
    credits: list[str]  # "role: name"
    copyright: str
    notice: str
    blurb: str = ""  # the game's description, for a booklet's back cover
    contents: tuple[textsyntax.Block, ...] = ()  # the component list, for a booklet's back cover
    figures: dict[tuple[str, str], Face] = field(default_factory=dict)  # (target, side) -> face


class _Styles:
    """The text styles of one rulebook, from its style data."""

    def __init__(self, style: RulebookStyle):
        c, s = style.colors, style.sizes
        body = s["body"]
        base = TextStyle(style.text, body, leading=1.32, color=c["text"], icon_scale=RULE_ICON_SCALE)
        self.body = base
        self.cell = replace(base, size=body * 0.92, leading=1.3)
        # icons alone in a cell (a legend's pictures) are pictures, not words: larger, on taller lines
        scale = style.icon_cell_scale
        self.icon_cell = replace(self.cell, icon_scale=scale, leading=max(self.cell.leading, scale * 0.85))
        self.title = TextStyle(style.display, s["title"], bold=True, leading=1.1, color=c["accent"])
        self.subtitle = TextStyle(style.display, body * 1.3, italic=True, leading=1.25, color=c["muted"])
        self.kicker = replace(self.subtitle, italic=False, bold=True, color=c["accent"])
        self.meta = replace(base, size=body * 0.9, color=c["muted"])
        self.heading = TextStyle(
            style.display, s["heading"], bold=True, leading=1.15, color=c["accent"], icon_scale=RULE_ICON_SCALE
        )
        self.subheading = TextStyle(
            style.text, s["subheading"], bold=True, leading=1.2, color=c["text"], icon_scale=RULE_ICON_SCALE
        )
        self.caption = replace(base, size=body * 0.85, italic=True, align="center", color=c["muted"])
        self.lead = replace(base, size=body * 1.15, leading=1.35)  # a back cover's blurb
        self.rule = c["rule"]  # the colour of thin rules


class _BookDocument(BaseDocTemplate):
    """Records how far each column is filled, and sets one page with shorter columns when asked."""

    def __init__(self, *args, balance_page: int | None, **kwargs):
        super().__init__(*args, **kwargs)
        self.balance_page = balance_page
        self.filled: dict[tuple[int, str], float] = {}

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 (reportlab's hook)
        frame = getattr(self, "frame", None)  # page and frame breaks pass through here between frames
        if frame is None:
            return
        key = (self.page, frame.id)
        self.filled[key] = max(self.filled.get(key, 0.0), frame._y2 - frame._y)

    def afterPage(self) -> None:  # noqa: N802 (reportlab's hook)
        if self.balance_page == self.page + 1:
            self.handle_nextPageTemplate("later-balanced")


@dataclass
class _Setting:
    pages: int
    columns: int
    filled: dict[tuple[int, str], float]
    problems: list[tuple[str, str]]
    column_height: float  # pt: a full column of a page after the first
    shrink: float = 1.0  # the scale figures were drawn at
    spacing: float = 1.0  # the share of the usual space between blocks
    small_figures: list[tuple[str, str, float]] = field(default_factory=list)  # (section, figure, text pt)

    def last_page_share(self) -> float:
        """How much of the last page's columns the text fills (0 to 1)."""
        used = sum(h for (page, frame), h in self.filled.items() if page == self.pages and frame != "title")
        return used / (self.columns * self.column_height)

    def balanced_height(self) -> float | None:
        """The column height that shares the last page's text evenly, if its columns are uneven."""
        used = [h for (page, frame), h in self.filled.items() if page == self.pages and frame != "title"]
        if self.columns < 2 or not used:
            return None
        return sum(used) / self.columns


class BookSetter(TextSetter):
    """A setter that keeps what it laid out, for the rulebooks of one game: a book's settings on
    one paper (the first, the balancing tries, the drawn one) flow the same paragraphs at the
    same widths, only into shorter columns, and its other paper sets the same words (measured
    once) at another width."""

    def __init__(self, setter: TextSetter):
        super().__init__(setter.fonts, setter.icon)
        self._layouts: dict[tuple[tuple[textsyntax.Paragraph, ...], TextStyle, float], TextLayout] = {}
        self._measured: dict[tuple[tuple[textsyntax.Paragraph, ...], TextStyle], list] = {}

    def lay_out(self, paragraphs: tuple[textsyntax.Paragraph, ...], style: TextStyle, width: float) -> TextLayout:
        key = (paragraphs, style, width)
        if key not in self._layouts:
            self._layouts[key] = super().lay_out(paragraphs, style, width)
        return self._layouts[key]

    def _units(self, paragraphs: tuple[textsyntax.Paragraph, ...], style: TextStyle) -> list:
        key = (paragraphs, style)
        if key not in self._measured:
            self._measured[key] = super()._units(paragraphs, style)
        return self._measured[key]


@dataclass
class Typeset:
    """A first setting of a book on one paper, flowed but not drawn: how it filled its pages, what did not fit."""

    setting: _Setting
    setter: BookSetter  # what it laid out, for the settings that follow

    @property
    def problems(self) -> list[tuple[str, str]]:
        return self.setting.problems

    @property
    def small_figures(self) -> list[tuple[str, str, float]]:
        """Figures whose text prints below FIGURE_MIN_TEXT because the column is too narrow for them."""
        return self.setting.small_figures


def typeset(book: Rulebook, paper: Paper, setter: BookSetter, icons: IconLookup) -> Typeset:
    """Flow the rulebook into pages as it comes; ``problems`` lists what does not fit, as (section id, problem).

    This is the dry run validation needs: the flowing without the drawing. :func:`balanced`
    makes the pages that are printed.
    """
    return Typeset(_set(None, book, paper, setter, icons, None), setter)


def balanced(book: Rulebook, paper: Paper, icons: IconLookup, first: Typeset) -> bytes:
    """The printed pages: the book drawn with the last page's columns shortened to share its text evenly
    (set with what the first setting laid out), its figures smaller or its blocks closer if that saves
    a nearly empty last page."""
    pages = io.BytesIO()
    kept = first.setter
    setting = _tightened(book, paper, kept, icons, first.setting)
    balance = _balance(book, paper, kept, icons, setting)
    _set(pages, book, paper, kept, icons, balance, setting.shrink, setting.spacing)
    return pages.getvalue()


def booklet(book: Rulebook, paper: Paper, icons: IconLookup, first: Typeset) -> tuple[bytes, bytes | None]:
    """A booklet's half pages and its back cover (None when the booklet ends on a page of text).

    The book is set with the least tightening that saves a whole sheet (see :func:`_fewer_sheets`).
    The text ends before the back cover, any spare pages between them being Notes pages; only
    a text that fills every page of its sheets, its last more than SHORT_LAST_PAGE, ends the
    booklet itself (a back cover would cost a sheet of Notes pages).
    """
    kept = first.setter
    setting = _fewer_sheets(book, paper, kept, icons, first.setting)
    pages = io.BytesIO()
    balance = _balance(book, paper, kept, icons, setting)
    back = setting.pages % 4 != 0 or setting.last_page_share() <= SHORT_LAST_PAGE
    notes = -(setting.pages + 1) % 4 if back else 0
    _set(pages, book, paper, kept, icons, balance, setting.shrink, setting.spacing, notes)
    return pages.getvalue(), back_cover(book, paper, kept, icons) if back else None


def _sheets(pages: int) -> int:
    """The sheets of four pages a booklet of ``pages`` pages of text and its back cover takes."""
    return -(-(pages + 1) // 4)


def _fewer_sheets(book: Rulebook, paper: Paper, setter: TextSetter, icons: IconLookup, first: _Setting) -> _Setting:
    """The least tightening (see :func:`_tighter`) that needs fewer sheets for the text and its back
    cover than ``first``."""
    return _tighter(book, paper, setter, icons, first, lambda setting: _sheets(setting.pages) < _sheets(first.pages))


def _tighter(
    book: Rulebook,
    paper: Paper,
    setter: TextSetter,
    icons: IconLookup,
    first: _Setting,
    saves: Callable[[_Setting], bool],
) -> _Setting:
    """The first setting that ``saves`` paper, trying figures smaller (down to the style's
    ``figure_shrink``), then less space between blocks; else ``first``. Text never shrinks;
    the tries are flowed, not drawn."""
    shrinks = [1.0, *_figure_scales(book)]
    for spacing in SPACINGS:
        for shrink in shrinks:
            if (spacing, shrink) == (1.0, 1.0):
                continue
            setting = _set(None, book, paper, setter, icons, None, shrink, spacing)
            if saves(setting) and not setting.problems:
                return setting
    return first


def back_cover(book: Rulebook, paper: Paper, setter: TextSetter, icons: IconLookup) -> bytes:
    """A booklet's last page, set like the back of a game box: the title and subtitle, the blurb and
    players, time and ages in the upper part; the components, the credits and the notice anchored at
    the foot. What does not fit goes, blurb first, then credits; text never shrinks."""
    styles = _Styles(book.style)
    margin = book.style.margin * MM
    width, height = paper.w * MM - 2 * margin, paper.h * MM - 2 * margin
    flow = _Flow(styles, setter, icons, book, book.style.text.face().name, 1.0, 1.0)

    def build(target: BinaryIO, optional: list[str], canvas: type[Canvas], gap: float = 0.0) -> _BookDocument:
        doc = _BookDocument(
            target,
            balance_page=None,
            pagesize=(paper.w * MM, paper.h * MM),
            invariant=1,
            initialFontName=book.style.text.face().name,
            pageTemplates=[
                PageTemplate(id="back", frames=[Frame(margin, margin, width, height, 0, 0, 0, 0, id="back")])
            ],
        )
        doc.build(flow.back_cover(width, optional, gap), canvasmaker=canvas)
        return doc

    optional = ["blurb", "credits"]
    flowed = build(io.BytesIO(), optional, _FlowingCanvas)
    while optional and flowed.page > 1:
        optional.pop(0)
        flowed = build(io.BytesIO(), optional, _FlowingCanvas)
    gap = height - flowed.filled.get((1, "back"), height) - 1  # a point to spare: rounding never adds a page
    data = io.BytesIO()
    build(data, optional, Canvas, max(gap, 0.0))
    return data.getvalue()


def _figure_scales(book: Rulebook) -> list[float]:
    """The smaller scales its figures may be drawn at to save paper, largest first (none without figures)."""
    return [shrink for shrink in FIGURE_SHRINKS if shrink >= book.style.figure_shrink] if book.figures else []


def _tightened(book: Rulebook, paper: Paper, setter: TextSetter, icons: IconLookup, first: _Setting) -> _Setting:
    """The least tightening (see :func:`_tighter`) that pulls a nearly empty last page back; else ``first``."""
    if first.pages < 2 or first.last_page_share() > SHORT_LAST_PAGE:
        return first
    return _tighter(book, paper, setter, icons, first, lambda setting: setting.pages < first.pages)


def _balance(
    book: Rulebook, paper: Paper, setter: TextSetter, icons: IconLookup, first: _Setting
) -> tuple[int, float] | None:
    """(page, column height) that shares the last page's text evenly without adding a page, or None.

    If the shorter columns push text onto a new page, they grow two lines at a time; a
    block that cannot be shared keeps the first setting. The tries are flowed, not drawn.
    """
    line = book.style.sizes["body"] * 1.32
    height = first.balanced_height()
    if height is None or height < SHORTEST_BALANCED * line:
        return None  # a few lines read better together than split into two stubs
    for _ in range(BALANCE_TRIES):
        balance = (first.pages, height + line)
        try:
            setting = _set(None, book, paper, setter, icons, balance, first.shrink, first.spacing)
        except LayoutError:  # a block taller than the shortened columns
            return None
        if setting.pages == first.pages:
            return balance
        height += 2 * line
    return None


class _FlowingCanvas(Canvas):
    """A canvas that takes pages and draws nothing: flowing a book without the cost of its PDF."""

    drawing = False

    def save(self) -> None:
        pass


def _set(
    target: BinaryIO | None,
    book: Rulebook,
    paper: Paper,
    setter: TextSetter,
    icons: IconLookup,
    balance: tuple[int, float] | None,
    shrink: float = 1.0,
    spacing: float = 1.0,
    notes: int = 0,
) -> _Setting:
    """One setting of the book; ``balance`` is (page, column height) for the page to set shorter,
    ``shrink`` the scale of its figures, ``spacing`` the share of the usual space between blocks,
    ``notes`` the Notes pages that follow the text (a booklet's spare pages).

    With no ``target`` the book is only flowed (pages counted, problems found), not drawn.
    """
    style = book.style
    styles = _Styles(style)
    page_w, page_h = paper.w * MM, paper.h * MM
    margin, gutter = style.margin * MM, style.gutter * MM
    columns = style.columns
    column_w = (page_w - 2 * margin - (columns - 1) * gutter) / columns
    body_top = page_h - margin
    text_font = style.text.face().name
    bottom = margin + FOOTER * MM
    flow = _Flow(styles, setter, icons, book, text_font, shrink, spacing)
    title_block = flow.title_block()
    title_h = sum(f.wrap(page_w - 2 * margin, page_h)[1] + f.getSpaceAfter() for f in title_block) + TITLE_GAP * MM

    def frame(x: float, y: float, w: float, h: float, name: str) -> Frame:
        return Frame(x, y, w, h, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id=name)

    def column_frames(top: float, prefix: str, height: float | None = None) -> list[Frame]:
        h = top - bottom if height is None else min(height, top - bottom)
        return [frame(margin + i * (column_w + gutter), top - h, column_w, h, f"{prefix}{i}") for i in range(columns)]

    def first_frames(height: float | None = None) -> list[Frame]:
        title = frame(margin, body_top - title_h, page_w - 2 * margin, title_h, "title")
        return [title, *column_frames(body_top - title_h, "first", height)]

    band = Band(style.margin, style.margin, paper.w - 2 * style.margin, FOOTER - 4.0)

    def decorate(canvas: Canvas, doc: BaseDocTemplate) -> None:
        """Boxes and the footer every pnp page has: the rulebook's page is its trim."""
        if not drawing(canvas):
            return
        set_boxes(canvas, (0, 0, paper.w, paper.h), (0, 0, paper.w, paper.h))
        canvas.saveState()
        canvas.setStrokeColor(_rl(style.colors["rule"]))
        canvas.setLineWidth(0.5)
        canvas.line(margin, bottom - FOOTER_RULE * MM, page_w - margin, bottom - FOOTER_RULE * MM)
        canvas.restoreState()
        text = footer_text([f"page {doc.page}", f"{book.game_title}: {book.title}", book.notice])
        draw_footer(canvas, band, text, text_font, paper.ruler)

    def make_canvas(*args, **kwargs) -> Canvas:
        canvas = (Canvas if target is not None else _FlowingCanvas)(*args, **kwargs)
        describe(canvas, f"{book.game_title}: {book.title}", book.title, book.game_title)
        canvas.showOutline()
        return canvas

    balance_page, balance_height = balance if balance else (None, None)
    first = PageTemplate(
        id="first",
        frames=first_frames(balance_height if balance_page == 1 else None),
        onPage=decorate,
        autoNextPageTemplate="later",
    )
    doc = _BookDocument(
        target if target is not None else io.BytesIO(),
        balance_page=balance_page,
        pagesize=(page_w, page_h),
        invariant=1,
        initialFontName=text_font,
        title=f"{book.game_title}: {book.title}",
        author=book.game_title,
        subject=book.title,
        creator="pnp",
        pageTemplates=[
            first,
            PageTemplate(id="later", frames=column_frames(body_top, "col"), onPage=decorate),
            PageTemplate(id="later-balanced", frames=column_frames(body_top, "col", balance_height), onPage=decorate),
            PageTemplate(
                id="notes",
                frames=[frame(margin, bottom, page_w - 2 * margin, body_top - bottom, "notes")],
                onPage=decorate,
            ),
        ],
    )
    story: list[Flowable] = [*title_block, NextPageTemplate("later"), FrameBreak()]
    for section in book.story.sections:
        story.extend(flow.section(section, column_w))
    story = _floated(story)
    if notes:
        story.append(NextPageTemplate("notes"))
    for _ in range(notes):
        story.extend([PageBreak(), NotesPage(flow.plain("Notes", styles.heading), _rl(styles.rule))])
    doc.build(story, canvasmaker=make_canvas)
    return _Setting(
        doc.page, columns, doc.filled, flow.problems, body_top - bottom, shrink, spacing, flow.small_figures
    )


class _Flow:
    """Turns story blocks into flowables."""

    def __init__(
        self,
        styles: _Styles,
        setter: TextSetter,
        icons: IconLookup,
        book: Rulebook,
        bullet_font: str,
        shrink: float,
        spacing: float,
    ):
        self.styles, self.setter, self.icons, self.book, self.bullet_font = styles, setter, icons, book, bullet_font
        self.shrink, self.spacing = shrink, spacing
        self.problems: list[tuple[str, str]] = []
        self.small_figures: list[tuple[str, str, float]] = []
        self.section_id = ""
        self.headings = 0  # numbers the outline's entries
        self.sub_level = 1  # outline level of a section's subheadings: 0 when the section has no heading

    def text(
        self, runs: textsyntax.Paragraph, style: TextStyle, before: float = 0.0, after: float = 0.0
    ) -> TextFlowable:
        return TextFlowable((runs,), style, self.setter, self.icons, before, after)

    def heading(
        self, runs: textsyntax.Paragraph, style: TextStyle, level: int, before: float, after: float
    ) -> HeadingFlowable:
        self.headings += 1
        return HeadingFlowable(self.text(runs, style, before, after), f"h{self.headings}", level)

    def plain(self, value: str, style: TextStyle, after: float = 0.0) -> TextFlowable:
        return self.text((textsyntax.Run("text", value),), style, after=after)

    def title_block(self) -> list[Flowable]:
        s, book = self.styles, self.book
        flowables: list[Flowable] = [self.plain(book.game_title, s.title, after=2)]
        if book.subtitle:
            flowables.append(self.plain(book.subtitle, s.subtitle, after=1 if book.kicker else 3))
        if book.kicker:
            flowables.append(self.plain(book.kicker, s.kicker, after=3))
        if book.facts or book.credits:
            flowables.append(self.plain("  ·  ".join([*book.facts, *book.credits]), s.meta, after=2))
        if book.copyright:
            flowables.append(self.plain(book.copyright, s.meta))
        return flowables

    def back_cover(self, width: float, optional: list[str], gap: float) -> list[Flowable]:
        """The flowables of a booklet's back cover: what sells the game (title, subtitle, blurb, players,
        time, ages), ``gap`` (the room the page has left over), then what is in the box and who made it.
        ``optional`` names the parts that fit ("blurb", "credits")."""
        s, book = self.styles, self.book
        top: list[Flowable] = [self.plain(book.game_title, s.title, after=2)]
        if book.subtitle:
            top.append(self.plain(book.subtitle, s.subtitle))
        top.append(HRFlowable(width="100%", thickness=1.2, color=_rl(s.title.color), spaceBefore=8, spaceAfter=10))
        if book.blurb and "blurb" in optional:
            top.append(self.plain(book.blurb, s.lead, after=10))
        if book.facts:
            top.append(self.plain("  ·  ".join(book.facts), s.kicker))
        foot: list[Flowable] = []
        lists = [block for block in book.contents if block.kind == "list"]
        if lists:
            size = s.subheading.size
            foot.append(self.heading((textsyntax.Run("text", "Contents"),), s.subheading, 0, 0, size * 0.25))
            foot.extend(self.bullets(block, width) for block in lists)
        foot.append(HRFlowable(width="100%", thickness=0.5, color=_rl(s.rule), spaceBefore=10, spaceAfter=6))
        if book.credits and "credits" in optional:
            foot.extend(self.plain(credit, s.meta) for credit in book.credits)
            foot.append(Spacer(0, 4))
        foot.extend(self.plain(line, s.meta, after=2) for line in (book.copyright, book.notice) if line)
        return [Spacer(0, gap * PITCH_RAISE), *top, Spacer(0, gap * (1 - PITCH_RAISE)), *foot]

    def section(self, section, width: float) -> list[Flowable]:
        self.section_id = section.id
        s = self.styles
        space = s.heading.size * self.spacing
        untitled = "".join(run.value for run in section.title) == self.book.kicker
        self.sub_level = 0 if untitled else 1
        flowables = self.blocks(section.blocks, width)
        if untitled:
            return flowables  # titled like its rulebook: the title block above already says it
        heading = self.heading(section.title, s.heading, 0, space * 0.7, space * 0.3)
        opening = KeepWithNext(heading, flowables[0]) if flowables else heading
        return [CondPageBreak(30 * MM * self.spacing), opening, *flowables[1:]]

    def blocks(self, blocks, width: float) -> list[Flowable]:
        s = self.styles
        result: list[Flowable] = []
        for block in blocks:
            if block.kind == "heading":
                size = s.subheading.size * self.spacing
                result.append(self.heading(block.runs, s.subheading, self.sub_level, size * 0.6, size * 0.25))
            elif block.kind == "paragraph":
                result.append(self.text(block.runs, s.body, after=s.body.size * 0.5 * self.spacing))
            elif block.kind == "list":
                result.append(self.bullets(block, width))
            elif block.kind == "table":
                result.append(self.table(block, width))
            elif block.kind == "figure":
                face = self.book.figures.get((block.target, block.side))
                if face is not None:
                    caption = self.text(block.runs, s.caption)
                    tallest = self.book.style.figure_height
                    figure = FigureFlowable(face, caption, self.icons, tallest, shrink=self.shrink)
                    printed = figure.smallest_printed(width)
                    if printed is not None:
                        self.small_figures.append((self.section_id, block.target, printed))
                    figure.spaceBefore *= self.spacing
                    figure.spaceAfter *= self.spacing
                    result.append(figure)
        leads = (
            {
                index
                for index, (block, after) in enumerate(itertools.pairwise(blocks))
                if block.kind == "paragraph" and after.kind in ("table", "figure", "list") and _introduces(block)
            }
            if len(result) == len(blocks)
            else set()
        )
        return _kept_with_next(result, leads)

    def bullets(self, block, width: float) -> Flowable:
        s = self.styles
        indent = s.body.size * 1.4
        items = [ListItem(self.blocks(item, width - indent) or [Spacer(0, 0)]) for item in block.items]
        return KeptList(
            items,
            bulletType="1" if block.level else "bullet",
            start=None if block.level else "•",
            leftIndent=indent,
            bulletFontName=self.bullet_font,
            bulletFontSize=s.body.size,
            bulletColor=_rl(s.heading.color),
            spaceAfter=s.body.size * 0.5 * self.spacing,
        )

    def table(self, block, width: float) -> Table:
        s = self.styles
        styles = [[self.cell_style(cell) for cell in row] for row in block.rows]
        rows = [
            [self.text(cell, style) for cell, style in zip(row, row_styles, strict=True)]
            for row, row_styles in zip(block.rows, styles, strict=True)
        ]
        pictured = [index for index, row_styles in enumerate(styles) if s.icon_cell in row_styles]
        table = KeptTable(
            rows,
            colWidths=self.column_widths(block, width),
            repeatRows=1,
            rowSplitRange=(KEEP_ROWS + 1, -KEEP_ROWS),  # never a header and one row alone, nor one row carried over
            hAlign="LEFT",
            spaceBefore=2 * self.spacing,
            spaceAfter=s.body.size * 0.8 * self.spacing,
        )
        colors = self.book.style.colors
        table.setStyle(
            TableStyle(
                [
                    ("FONTNAME", (0, 0), (-1, -1), self.bullet_font),  # else reportlab names Helvetica per cell
                    ("BACKGROUND", (0, 0), (-1, 0), _rl(colors["table_header"])),
                    ("LINEBELOW", (0, 0), (-1, -1), 0.4, _rl(colors["rule"])),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 3),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                    ("TOPPADDING", (0, 0), (-1, -1), 2),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
                    *(("VALIGN", (0, index), (-1, index), "MIDDLE") for index in pictured),  # text beside a picture
                ]
            )
        )
        return table

    def cell_style(self, cell: textsyntax.Paragraph) -> TextStyle:
        """A table cell's style: a cell of icons alone is set with them larger (the style's ``icon_cell_scale``)."""
        pictures = any(run.kind == "icon" for run in cell) and all(
            run.kind == "icon" or (run.kind == "text" and not run.value.strip()) for run in cell
        )
        return self.styles.icon_cell if pictures else self.styles.cell

    def column_widths(self, block, width: float) -> list[float]:
        """Each column gets at least its widest word or icon run, then the rest shared by how much it holds."""
        padding = 8.0
        columns = max(len(row) for row in block.rows)
        least, natural = [padding] * columns, [padding] * columns
        for row in block.rows:
            for index, cell in enumerate(row):
                laid = self.setter.lay_out((cell,), self.cell_style(cell), 1e6)
                whole = max((line.width for line in laid.lines), default=0.0)
                least[index] = max(least[index], laid.widest * 1.1 + padding)
                natural[index] = max(natural[index], whole + padding)
        if sum(least) > width + 0.5:  # reported at the section's first table line
            self.problems.append(
                (
                    self.section_id,
                    f"a table of {columns} columns needs {sum(least) / 72 * 25.4:.0f} mm across, "
                    f"but a column is {width / 72 * 25.4:.0f} mm wide; split the table or shorten its words",
                )
            )
        if block.widths:
            return _asked_widths(block.widths, least, width)
        if sum(natural) <= width:
            return [w * width / sum(natural) for w in natural]
        spare = max(width - sum(least), 0.0)
        extra = [n - m for n, m in zip(natural, least, strict=True)]
        return [m + spare * e / (sum(extra) or 1) for m, e in zip(least, extra, strict=True)]


def _asked_widths(asked: tuple[int, ...], least: list[float], width: float) -> list[float]:
    """The full width shared as the separator row's dashes ask, except that a column never gets less
    than its widest word or icon run: what such a column needs more comes from the others, by their share."""
    fixed: dict[int, float] = {}
    while True:
        free = [i for i in range(len(asked)) if i not in fixed]
        share = sum(asked[i] for i in free) or 1
        rest = max(width - sum(fixed.values()), 0.0)
        widths = {i: rest * asked[i] / share for i in free}
        short = {i: least[i] for i in free if widths[i] < least[i]}
        if not short:
            return [fixed[i] if i in fixed else widths[i] for i in range(len(asked))]
        fixed |= short
        if len(fixed) == len(asked):  # too narrow for every column: a finding already says so
            return list(least)


def _introduces(block: textsyntax.Block) -> bool:
    """Whether a paragraph introduces the block after it: it ends with a colon ("…decides them so:"), or
    it opens with a bold label ("**Monster table** (d6)", "**Trap table** (d6). Disarm: …"). A paragraph
    that just comes before a table or figure does not: it fills its column, and the figure may move on."""
    words = "".join(run.value for run in block.runs if run.kind == "text").rstrip()
    opening = block.runs[0] if block.runs else None
    label = opening is not None and opening.bold and not opening.value.rstrip().endswith(tuple(SENTENCE_END))
    return words.endswith(":") or label


def _kept_with_next(flowables: list[Flowable], leads: set[int]) -> list[Flowable]:
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
        kept = _kept_with_next(content, ends)
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
        for part in parts:
            part._rowSplitRange = self._rowSplitRange
        return parts


class NotesPage(Flowable):
    """A booklet's spare page made useful: a heading and light ruled lines for the reader's notes,
    over the whole of the page's text area (its footer stays under it)."""

    def __init__(self, heading: TextFlowable, color: RLColor):
        super().__init__()
        self.heading, self.color = heading, color

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = available_width, available_height
        self.heading.wrap(available_width, available_height)
        return self.width, self.height

    def draw(self) -> None:
        if not drawing(self.canv):
            return
        self.heading.drawOn(self.canv, 0, self.height - self.heading.height)
        canvas, pitch = self.canv, NOTES_PITCH * MM
        canvas.saveState()
        canvas.setStrokeColor(self.color)
        canvas.setLineWidth(0.4)
        top = self.height - self.heading.height - pitch / 2
        y = pitch - FOOTER_RULE * MM  # the footer's rule is the last line of the ruling, one pitch under it
        while y <= top:
            canvas.line(0, y, self.width, y)
            y += pitch
        canvas.restoreState()


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

    def _gap(self) -> float:
        return self.heading.getSpaceAfter() + self.block.getSpaceBefore()

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        _, self._heading_h = self.heading.wrapOn(self.canv, available_width, available_height)
        _, block_h = self.block.wrapOn(self.canv, available_width, available_height)
        self.width, self.height = available_width, self._heading_h + self._gap() + block_h
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        _, heading_h = self.heading.wrapOn(self.canv, available_width, available_height)
        room = available_height - heading_h - self._gap()
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
        room = available_height - heading_h - self._gap()
        parts = _split_before_end(self.block, canvas, available_width, room) if room > 0 else []
        return [KeepWithNext(self.heading, parts[0]), *parts[1:]] if parts else []

    def draw(self) -> None:
        self.heading.drawOn(self.canv, 0, self.height - self._heading_h)
        self.block.drawOn(self.canv, 0, 0)


def _floated(story: list[Flowable]) -> list[Flowable]:
    """The story with each figure that stands alone (none introduces it) free to float: see :class:`Floating`."""
    floated: list[Flowable] = []
    for flowable in reversed(story):
        if isinstance(flowable, FigureFlowable):
            following = list(itertools.takewhile(lambda f: not isinstance(f, Floating), reversed(floated)))
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

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = available_width, available_height + 1  # always split: it is never drawn whole
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        frame = getattr(self, "_frame", None)
        as_written = [self.figure, *self.following]
        if (
            frame is None
            or frame._atTop
            or self.figure.wrapOn(self.canv, available_width, available_height)[1] <= available_height
        ):
            return as_written
        if not self.following or not _heads(self.following[0]):
            return []  # the text after it speaks of it: the figure goes on to the next column, as written
        room = frame._y - frame._y1p  # what is left of the column; each block below counts its whole space before
        pulled: list[Flowable] = []
        for index, flowable in enumerate(self.following):
            rest = self.following[index:]
            if isinstance(flowable, CondPageBreak):  # a section that would start a new column stays after it
                if room < flowable.height:
                    break
                pulled.append(flowable)
                continue
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
        if not any(not isinstance(flowable, CondPageBreak) for flowable in pulled):
            return []  # nothing fills the column: the figure goes on to the next, as written
        return [*pulled, self.figure, *rest]


def _heads(flowable: Flowable) -> bool:
    """Whether ``flowable`` starts a section or a sub-section (the text before it is done)."""
    return isinstance(flowable, (CondPageBreak, HeadingFlowable)) or (
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
    that cannot be split so (a list item, a table)."""
    split = getattr(flowable, "split_before_end", None)
    return split(canvas, width, height) if split is not None else []


def _rl(color: Color) -> RLColor:
    return RLColor(color.r, color.g, color.b)

"""Rulebooks typeset with platypus frames: a title block, then sections in columns.

Text, tables, lists and figures are pnp's own flowables (:mod:`pnp.draw.flowables`, made
from the story by :mod:`pnp.draw.story`, kept together by :mod:`pnp.draw.breaks`), so a
rulebook shares its text engine, icons, canvas set-up and footer with the sheets. This
module sets them into pages: frames, the balanced last page, the tightening that saves
paper, booklets and their back covers.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import BinaryIO

from reportlab.lib.colors import Color as RLColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
)
from reportlab.platypus.doctemplate import LayoutError

from pnp.core import textsyntax
from pnp.core.geometry import MM
from pnp.core.papers import Paper
from pnp.core.words import say, scale_bar
from pnp.draw.breaks import KEEP_ROWS, KeptTable, floated
from pnp.draw.canvas import declare_pdfx, describe, in_cmyk, set_boxes
from pnp.draw.flowables import FigureFlowable, IconLookup, TextFlowable, drawing
from pnp.draw.furniture import draw_footer, footer_text
from pnp.draw.story import Flow, Rulebook, Styles, rl_color
from pnp.impose.plan import Band
from pnp.layout.callouts import Crossing
from pnp.layout.document import Anchor, RulebookStyle
from pnp.layout.text import TextLayout, TextSetter, TextStyle

TITLE_GAP = 6  # mm between the title block and the columns under it
FOOTER = 9  # mm above the bottom margin kept for the footer
FOOTER_RULE = 3  # mm under the columns' foot: the rule over the footer
SHORTEST_BALANCED = 5  # lines per column below which a last page is not balanced
BALANCE_TRIES = 6  # settings of the last page tried before it keeps its uneven columns
SHORT_LAST_PAGE = 0.25  # share of a last page's columns below which tightening may save the page
FIGURE_SHRINKS = (0.9, 0.8, 0.7, 0.6, 0.5)  # figure scales tried, largest first, down to the style's figure_shrink
SPACINGS = (1.0, 0.9, 0.8, 0.7, 0.6)  # shares of the space between blocks tried to save paper (text never shrinks)
FOOT_HOLE = 18  # mm: the most room a column of a page before the last may leave under its text, if tightening helps
NOTES_PITCH = 8  # mm between the ruled lines of a booklet's Notes page


class BlockTooLargeError(LayoutError):
    """A block of a section that no column holds: ``height`` and the column's ``room`` in mm; ``needle``: what
    its section's text writes where it is (a figure's "(target"), or "" where that is not known."""

    def __init__(self, section: str, height: float, room: float, needle: str = "", figures: int = 0):
        super().__init__(f"section '{section}': a block {height:.0f} mm tall, a column {room:.0f} mm")
        self.section, self.height, self.room, self.needle = section, height, room, needle
        self.figures = figures  # the pieces the block shows when it is a figure (or a row of them), else 0


class _BookDocument(BaseDocTemplate):
    """Records how far each column is filled, and sets one page with shorter columns when asked."""

    def __init__(self, *args, balance_page: int | None, **kwargs):
        super().__init__(*args, **kwargs)
        self.balance_page = balance_page
        self.filled: dict[tuple[int, str], float] = {}
        self.broken: set[int] = set()  # the pages a section of new_page: true ends (SectionBreak)
        self.short_parted: set[int] = set()  # the short tables set in parts (KeptTable.short_part), by identity

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 (reportlab's hook)
        if isinstance(flowable, KeptTable) and flowable.short_part():
            self.short_parted.add(id(flowable.pnp_whole))
        frame = getattr(self, "frame", None)  # page and frame breaks pass through here between frames
        if frame is None:
            return
        key = (self.page, frame.id)
        self.filled[key] = max(self.filled.get(key, 0.0), frame._y2 - frame._y)

    def afterPage(self) -> None:  # noqa: N802 (reportlab's hook)
        if self.balance_page == self.page + 1:
            self.handle_nextPageTemplate("later-balanced")

    def handle_flowable(self, flowables: list[Flowable]) -> None:
        """Reportlab's, but a block of a section (see :meth:`_Job.story`) that no column holds says which
        section it is in and how tall it is, not reportlab's description of the object."""
        flowable = flowables[0]
        try:
            super().handle_flowable(flowables)
        except LayoutError as exc:
            section = getattr(flowable, "pnp_section", None)
            if section is None:
                raise
            room = self.frame._y2 - self.frame._y1  # the fresh column it did not fit either
            block = getattr(flowable, "figure", flowable)  # a floating figure (breaks.Floating): the figure
            kept = block
            while hasattr(kept, "block"):  # a heading's figure or table (through its introducing paragraph): its own
                kept = kept.block
            needle = getattr(kept, "pnp_needle", "")
            figures = len(kept.pictures) if isinstance(kept, FigureFlowable) else 0
            raise BlockTooLargeError(
                section, _unbroken_height(block, self.frame._width) / MM, room / MM, needle, figures
            ) from exc


def _unbroken_height(block: Flowable, width: float) -> float:
    """pt: how tall the part of ``block`` that no column break may part is: a table's header (none when its rows
    are stacked) and first rows (``KEEP_ROWS`` on each side of a break: a table too short to break is whole),
    else the whole block."""
    if not isinstance(block, KeptTable):
        return getattr(block, "height", 0.0)
    block.wrap(width, 1e9)
    rows, header = block._rowHeights, block.repeatRows
    return sum(rows[: header + KEEP_ROWS] if len(rows) >= header + 2 * KEEP_ROWS else rows)


class SectionBreak(PageBreak):
    """The page break before a section of ``new_page: true``: the page it ends is left short on purpose, so
    that no tightening tries to fill it (:meth:`_Setting.worst_hole`)."""

    def apply(self, doc: _BookDocument) -> None:
        doc.broken.add(doc.page)
        super().apply(doc)


@dataclass
class _Setting:
    pages: int
    columns: int
    filled: dict[tuple[int, str], float]
    problems: list[tuple[str, str]]
    column_height: float  # pt: a full column of a page after the first
    first_column_height: float  # pt: a full column of the first page, under the title block
    shrink: float = 1.0  # the scale figures were drawn at
    spacing: float = 1.0  # the share of the usual space between blocks
    small_figures: list[tuple[str, str, float, float]] = field(default_factory=list)  # (section, figure, pt, own pt)
    callout_problems: list[tuple[str, str, str, str]] = field(default_factory=list)  # (section, figure, label, why)
    crossed_leaders: list[tuple[str, str, Crossing]] = field(default_factory=list)  # (section, figure, the leader)
    broken: frozenset[int] = frozenset()  # the pages a section of new_page: true ends
    short_parted: int = 0  # short tables set in two parts (KeptTable.short_part)

    def last_page_share(self) -> float:
        """How much of the last page's columns the text fills (0 to 1)."""
        used = sum(h for (page, frame), h in self.filled.items() if page == self.pages and frame != "title")
        return used / (self.columns * self.column_height)

    def worst_hole(self) -> float:
        """The most room (pt) a column of a page before the last leaves under its text."""
        return max(
            (
                (self.first_column_height if page == 1 else self.column_height)
                - self.filled.get((page, f"{'first' if page == 1 else 'col'}{column}"), 0.0)
                for page in range(1, self.pages)
                if page not in self.broken
                for column in range(self.columns)
            ),
            default=0.0,
        )

    def balanced_height(self) -> float | None:
        """The column height that shares the last page's text evenly, if its columns are uneven."""
        used = [h for (page, frame), h in self.filled.items() if page == self.pages and frame != "title"]
        if self.columns < 2 or not used:
            return None
        return sum(used) / self.columns

    def sheets(self, per_sheet: int = 4) -> int:
        """The sheets of ``per_sheet`` pages (a booklet's four, a pocket booklet's eight) a booklet of this
        setting's pages of text and its back cover takes."""
        return -(-(self.pages + 1) // per_sheet)

    def ends_with_back_cover(self, per_sheet: int = 4) -> bool:
        """Whether a booklet of this setting ends with a back cover: unless its text fills every page of its
        sheets, its last more than SHORT_LAST_PAGE."""
        return self.pages % per_sheet != 0 or self.last_page_share() <= SHORT_LAST_PAGE

    def printed(self, folded: bool, per_sheet: int = 4) -> int:
        """The pages this setting prints: a booklet's in whole sheets of ``per_sheet`` (its Notes pages and back
        cover too)."""
        if not folded:
            return self.pages
        whole = self.sheets(per_sheet) if self.ends_with_back_cover(per_sheet) else self.pages // per_sheet
        return per_sheet * whole


class BookSetter(TextSetter):
    """A setter that keeps what it laid out, for the rulebooks of one game: a book's settings on
    one paper (the first, the balancing tries, the drawn one) flow the same paragraphs at the
    same widths, only into shorter columns, and its other paper sets the same words (measured
    once) at another width."""

    def __init__(self, setter: TextSetter):
        super().__init__(setter.fonts, setter.icon)
        self._layouts: dict[tuple[tuple[textsyntax.Paragraph, ...], TextStyle, float], TextLayout] = {}
        self._measured: dict[tuple[tuple[textsyntax.Paragraph, ...], TextStyle, bool], list] = {}

    def lay_out(self, paragraphs: tuple[textsyntax.Paragraph, ...], style: TextStyle, width: float) -> TextLayout:
        key = (paragraphs, style, width)
        if key not in self._layouts:
            self._layouts[key] = super().lay_out(paragraphs, style, width)
        return self._layouts[key]

    def _units(self, paragraphs: tuple[textsyntax.Paragraph, ...], style: TextStyle, compounds: bool) -> list:
        key = (paragraphs, style, compounds)
        if key not in self._measured:
            self._measured[key] = super()._units(paragraphs, style, compounds)
        return self._measured[key]


@dataclass(frozen=True)
class _Page:
    """Where a rulebook's page holds its text (pt): columns between the margins, over the footer."""

    width: float
    height: float
    margin: float
    gutter: float
    columns: int
    top: float  # the columns' top: the top margin
    bottom: float  # their foot: the footer's room over the bottom margin

    @classmethod
    def of(cls, style: RulebookStyle, paper: Paper) -> _Page:
        margin = style.margin * MM
        width, height = paper.w * MM, paper.h * MM
        return cls(width, height, margin, style.gutter * MM, style.columns, height - margin, margin + FOOTER * MM)

    @property
    def column_width(self) -> float:
        return (self.width - 2 * self.margin - (self.columns - 1) * self.gutter) / self.columns

    def title_height(self, title_block: list[Flowable]) -> float:
        """The room the title block takes over the first page's columns, with the gap under it."""
        return (
            sum(f.wrap(self.width - 2 * self.margin, self.height)[1] + f.getSpaceAfter() for f in title_block)
            + TITLE_GAP * MM
        )

    def column_frames(self, top: float, prefix: str, height: float | None = None) -> list[Frame]:
        """The columns from ``top`` down to the footer, or ``height`` (a balanced page's shorter columns)."""
        h = top - self.bottom if height is None else min(height, top - self.bottom)
        width = self.column_width
        return [
            _frame(self.margin + i * (width + self.gutter), top - h, width, h, f"{prefix}{i}")
            for i in range(self.columns)
        ]

    def first_frames(self, title_h: float, height: float | None = None) -> list[Frame]:
        """The first page's: the title block across the top, the columns under it."""
        title = _frame(self.margin, self.top - title_h, self.width - 2 * self.margin, title_h, "title")
        return [title, *self.column_frames(self.top - title_h, "first", height)]

    def notes_frame(self) -> Frame:
        """A Notes page's: the whole text area."""
        return _frame(self.margin, self.bottom, self.width - 2 * self.margin, self.top - self.bottom, "notes")


def _frame(x: float, y: float, w: float, h: float, name: str) -> Frame:
    return Frame(x, y, w, h, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id=name)


@dataclass
class Typeset:
    """A first setting of a book on one paper, flowed but not drawn: how it filled its pages, what did not fit."""

    setting: _Setting
    job: _Job  # the book, its paper and what set it (the setter keeps what it laid out), for the settings that follow

    @property
    def problems(self) -> list[tuple[str, str]]:
        return self.setting.problems

    @property
    def small_figures(self) -> list[tuple[str, str, float, float]]:
        """Figures whose text prints below FIGURE_MIN_TEXT because the column is too narrow for them."""
        return self.setting.small_figures

    @property
    def callout_problems(self) -> list[tuple[str, str, str, str]]:
        """Figures whose callouts cannot be set in their column, even as a numbered key: why."""
        return self.setting.callout_problems

    @property
    def crossed_leaders(self) -> list[tuple[str, str, Crossing]]:
        """Leaders drawn across a piece's words, no way round them being clear: (section, figure, the leader)."""
        return self.setting.crossed_leaders


def typeset(book: Rulebook, paper: Paper, setter: BookSetter, icons: IconLookup) -> Typeset:
    """Flow the rulebook into pages as it comes; ``problems`` lists what does not fit, as (section id, problem).

    This is the dry run validation needs: the flowing without the drawing. :func:`balanced`
    makes the pages that are printed.
    """
    job = _Job(book, paper, setter, icons)
    return Typeset(job.set(), job)


def balanced(first: Typeset) -> bytes:
    """The printed pages: the book drawn with the last page's columns shortened to share its text evenly
    (set with what the first setting laid out), its figures smaller or its blocks closer if that saves
    a nearly empty last page."""
    job = first.job
    setting = job.filled(job.tightened(first.setting), folded=False)
    pages = io.BytesIO()
    job.set(pages, job.balance(setting), setting.shrink, setting.spacing)
    return pages.getvalue()


def booklet(first: Typeset, per_sheet: int = 4) -> tuple[bytes, bytes | None]:
    """A booklet's pages and its back cover (None when the booklet ends on a page of text); ``per_sheet``: the
    pages each sheet carries (a folded booklet's four half pages, a pocket booklet's eight).

    The book is set with the least tightening that saves a whole sheet (see :meth:`_Job.fewer_sheets`).
    The text ends before the back cover, any spare pages between them being Notes pages; only
    a text that fills every page of its sheets, its last more than SHORT_LAST_PAGE, ends the
    booklet itself (a back cover would cost a sheet of Notes pages).
    """
    job = first.job
    setting = job.filled(job.fewer_sheets(first.setting, per_sheet), folded=True, per_sheet=per_sheet)
    pages = io.BytesIO()
    back = job.back_cover() if setting.ends_with_back_cover(per_sheet) else None
    notes = -(setting.pages + (back is not None)) % per_sheet
    job.set(pages, job.balance(setting), setting.shrink, setting.spacing, notes, folded=True)
    return pages.getvalue(), back


@dataclass
class _Job:
    """One book to set on one paper, with what sets it: the text setter (a :class:`BookSetter` keeps what it
    lays out for the settings that follow) and the icon finder. Its settings differ in how tight they are."""

    book: Rulebook
    paper: Paper
    setter: TextSetter
    icons: IconLookup
    page: _Page = field(init=False)  # where its text goes on the paper
    # with a table of contents, the page each heading was set on in a setting: (balance, shrink, spacing) -> pages
    landings: dict[tuple, dict[Anchor, int]] | None = field(init=False)

    def __post_init__(self) -> None:
        self.page = _Page.of(self.book.style, self.paper)
        self.landings = {} if self.book.story.has_contents() else None

    def flow(self, shrink: float = 1.0, spacing: float = 1.0, numbers: dict[Anchor, int] | None = None) -> Flow:
        """What turns the book's blocks into flowables, its figures at ``shrink``, its blocks ``spacing`` apart,
        its table of contents with ``numbers``."""
        book = self.book
        page = self.page
        return Flow(
            Styles(book.style),
            self.setter,
            self.icons,
            book,
            book.style.text.face().name,
            shrink,
            spacing,
            numbers,
            page.top - page.bottom,
        )

    def numbers(self, balance: tuple[int, float] | None, shrink: float, spacing: float) -> dict[Anchor, int] | None:
        """The page each heading lands on in the setting of these arguments, for the table of contents that
        setting draws (None without one): read from the flowing of that setting (the balancing and tightening
        flow most of them), else flowed now. The first flowing sets the table as tall as the second (see
        :mod:`pnp.draw.contents`), so its numbers are the drawn book's."""
        if self.landings is None:
            return None
        if (balance, shrink, spacing) not in self.landings:
            self.set(None, balance, shrink, spacing)
        return self.landings[(balance, shrink, spacing)]

    def set(
        self,
        target: BinaryIO | None = None,
        balance: tuple[int, float] | None = None,
        shrink: float = 1.0,
        spacing: float = 1.0,
        notes: int = 0,
        folded: bool = False,
    ) -> _Setting:
        """One setting of the book; ``balance`` is (page, column height) for the page to set shorter,
        ``shrink`` the scale of its figures, ``spacing`` the share of the usual space between blocks,
        ``notes`` the Notes pages that follow the text (a booklet's spare pages), ``folded`` whether the
        pages are a booklet's (read two by two: each footer's number at the outer edge).

        With no ``target`` the book is only flowed (pages counted, problems found), not drawn.
        """
        book, page = self.book, self.page
        flow = self.flow(shrink, spacing, self.numbers(balance, shrink, spacing) if target is not None else None)
        title_block = flow.title_block()
        title_h = page.title_height(title_block)
        balance_page, balance_height = balance if balance else (None, None)
        decorate = partial(self.decorate, folded=folded)
        doc = _BookDocument(
            target if target is not None else io.BytesIO(),
            balance_page=balance_page,
            pagesize=(page.width, page.height),
            invariant=1,
            initialFontName=book.style.text.face().name,
            title=f"{book.game_title}: {book.title}",
            author=book.game_title,
            subject=book.title,
            creator="pnp",
            pageTemplates=[
                PageTemplate(
                    id="first",
                    frames=page.first_frames(title_h, balance_height if balance_page == 1 else None),
                    onPage=decorate,
                    autoNextPageTemplate="later",
                ),
                PageTemplate(id="later", frames=page.column_frames(page.top, "col"), onPage=decorate),
                PageTemplate(
                    id="later-balanced", frames=page.column_frames(page.top, "col", balance_height), onPage=decorate
                ),
                PageTemplate(id="notes", frames=[page.notes_frame()], onPage=decorate),
            ],
        )
        doc.build(self.story(flow, title_block, notes), canvasmaker=partial(self.canvas, target is not None))
        if self.landings is not None:
            self.landings[(balance, shrink, spacing)] = flow.landed
        return _Setting(
            doc.page,
            page.columns,
            doc.filled,
            flow.problems,
            page.top - page.bottom,
            page.top - title_h - page.bottom,
            shrink,
            spacing,
            flow.small_figures,
            flow.callout_problems,
            flow.crossed_leaders,
            frozenset(doc.broken),
            len(doc.short_parted),
        )

    def story(self, flow: Flow, title_block: list[Flowable], notes: int) -> list[Flowable]:
        """The title block, the sections in columns (figures floated where they fit), then ``notes`` Notes pages."""
        story: list[Flowable] = [*title_block, NextPageTemplate("later"), FrameBreak()]
        for section in self.book.story.sections:
            flowables = flow.section(section, self.page.column_width)
            for flowable in flowables:
                flowable.pnp_section = section.id  # for a block no column holds (BlockTooLargeError)
            story.extend([SectionBreak(), *flowables] if section.new_page else flowables)
        story = floated(story)
        if notes:
            story.append(NextPageTemplate("notes"))
        for _ in range(notes):
            heading = flow.plain(say(self.book.words, "notes"), flow.styles.heading)
            story.extend([PageBreak(), NotesPage(heading, rl_color(flow.styles.rule))])
        return story

    def decorate(self, canvas: Canvas, doc: BaseDocTemplate, folded: bool) -> None:
        """Boxes and the footer every pnp page has: the rulebook's page is its trim. ``folded``: the page is a
        booklet's, its odd pages right-hand ones."""
        if not drawing(canvas):
            return
        book, paper, page = self.book, self.paper, self.page
        set_boxes(canvas, (0, 0, paper.w, paper.h), (0, 0, paper.w, paper.h))
        canvas.saveState()
        canvas.setStrokeColor(rl_color(book.style.colors["rule"]))
        canvas.setLineWidth(0.5)
        rule = page.bottom - FOOTER_RULE * MM
        canvas.line(page.margin, rule, page.width - page.margin, rule)
        canvas.restoreState()
        named = say(book.words, "labelled", label=book.game_title, text=book.title)
        parts = [say(book.words, "page", page=doc.page), named, book.notice]
        # A booklet's odd pages are its right-hand ones: their footers mirrored, the number at the right
        right_hand = folded and doc.page % 2 == 1
        text = footer_text(parts[::-1] if right_hand else parts)
        band = Band(book.style.margin, book.style.margin, paper.w - 2 * book.style.margin, FOOTER - 4.0)
        draw_footer(
            canvas, band, text, book.style.text.face().name, scale_bar(book.words, paper.ruler), mirrored=right_hand
        )

    def canvas(self, drawn: bool, *args, **kwargs) -> Canvas:
        """A canvas for the book's pages (with ``drawn`` false, one that only takes them), in its ink, with
        its title and PDF/X standard."""
        book = self.book
        if book.ink is not None:  # every colour platypus, the painter and the figures set, in CMYK
            kwargs["enforceColorSpace"] = in_cmyk(book.ink)
        canvas = (Canvas if drawn else _FlowingCanvas)(*args, **kwargs)
        canvas.pnp_ink = book.ink  # for the painters of its flowables: icons and art are drawn in it too
        describe(canvas, f"{book.game_title}: {book.title}", book.title, book.game_title)
        if book.pdfx is not None:
            declare_pdfx(canvas, book.pdfx)
        canvas.showOutline()
        return canvas

    def tightened(self, first: _Setting) -> _Setting:
        """The least tightening (see :meth:`tighter`) that pulls a nearly empty last page back; else ``first``."""
        if first.pages < 2 or first.last_page_share() > SHORT_LAST_PAGE:
            return first
        return self.tighter(first, lambda setting: setting.pages < first.pages)

    def fewer_sheets(self, first: _Setting, per_sheet: int = 4) -> _Setting:
        """The least tightening (see :meth:`tighter`) that needs fewer sheets (of ``per_sheet`` pages) for the
        text and its back cover than ``first``."""
        return self.tighter(first, lambda setting: setting.sheets(per_sheet) < first.sheets(per_sheet))

    def filled(self, first: _Setting, folded: bool, per_sheet: int = 4) -> _Setting:
        """``first``, or if one of its columns ends more than FOOT_HOLE above its foot on a page before the
        last (a block after it that does not fit there, kept whole or with its neighbours), the least
        tightening after it (see :meth:`tighter`) that leaves no such hole and prints no more pages
        (``folded``: no more sheets of ``per_sheet`` pages of a booklet)."""
        if first.worst_hole() <= FOOT_HOLE * MM:
            return first
        return self.tighter(
            first,
            lambda setting: (
                setting.printed(folded, per_sheet) <= first.printed(folded, per_sheet)
                and setting.worst_hole() <= FOOT_HOLE * MM
            ),
        )

    def tighter(self, first: _Setting, saves: Callable[[_Setting], bool]) -> _Setting:
        """The first setting after ``first`` that ``saves`` paper (or fills a hole), trying figures smaller
        (down to the style's ``figure_shrink``), then less space between blocks with figures at full size
        and smaller again; else ``first``. Text never shrinks; the tries are flowed, not drawn."""
        tries = [(spacing, shrink) for spacing in SPACINGS for shrink in [1.0, *self.figure_scales()]]
        for spacing, shrink in tries[tries.index((first.spacing, first.shrink)) + 1 :]:
            setting = self.set(shrink=shrink, spacing=spacing)
            if saves(setting) and not setting.problems:
                return setting
        return first

    def figure_scales(self) -> list[float]:
        """The smaller scales its figures may be drawn at to save paper, largest first (none without figures)."""
        book = self.book
        shown = book.figures and book.style.shows_figures
        return [shrink for shrink in FIGURE_SHRINKS if shrink >= book.style.figure_shrink] if shown else []

    def balance(self, first: _Setting) -> tuple[int, float] | None:
        """(page, column height) that shares the last page's text evenly without adding a page, or None.

        If the shorter columns push text onto a new page, they grow two lines at a time; a
        block that cannot be shared keeps the first setting. The tries are flowed, not drawn.
        """
        line = self.book.style.sizes["body"] * 1.32
        height = first.balanced_height()
        if height is None or height < SHORTEST_BALANCED * line:
            return None  # a few lines read better together than split into two stubs
        for _ in range(BALANCE_TRIES):
            balance = (first.pages, height + line)
            try:
                setting = self.set(balance=balance, shrink=first.shrink, spacing=first.spacing)
            except LayoutError:  # a block taller than the shortened columns
                return None
            if setting.short_parted > first.short_parted:
                return None  # a short table it would part reads better whole under uneven columns
            if setting.pages == first.pages:
                return balance
            height += 2 * line
        return None

    def back_cover(self) -> bytes | None:
        """A booklet's last page, set like the back of a game box: the title and subtitle, the blurb and
        players, time and ages in the upper part; the components, the credits and the notice anchored at
        the foot. What does not fit goes, blurb first, then credits, then the components; text never shrinks.
        None when even that takes more than the page (large type on a pocket page): the booklet has none."""
        book, paper = self.book, self.paper
        margin = book.style.margin * MM
        width, height = paper.w * MM - 2 * margin, paper.h * MM - 2 * margin
        flow = self.flow()

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

        optional = ["blurb", "credits", "contents"]
        flowed = build(io.BytesIO(), optional, _FlowingCanvas)
        while optional and flowed.page > 1:
            optional.pop(0)
            flowed = build(io.BytesIO(), optional, _FlowingCanvas)
        if flowed.page > 1:
            return None
        gap = height - flowed.filled.get((1, "back"), height) - 1  # a point to spare: rounding never adds a page
        data = io.BytesIO()
        build(data, optional, Canvas, max(gap, 0.0))
        return data.getvalue()


class _FlowingCanvas(Canvas):
    """A canvas that takes pages and draws nothing: flowing a book without the cost of its PDF."""

    drawing = False

    def save(self) -> None:
        pass


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

"""Rulebooks typeset with platypus frames: a title block, then sections in columns.

Text, tables, lists and figures are pnp's own flowables (:mod:`pnp.draw.flowables`),
so a rulebook shares its text engine, icons, canvas set-up and footer with the sheets.
"""

from __future__ import annotations

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
    KeepTogether,
    ListFlowable,
    ListItem,
    NextPageTemplate,
    PageTemplate,
    Spacer,
    Table,
    TableStyle,
)

from pnp.core import textsyntax
from pnp.core.color import Color
from pnp.core.papers import Paper
from pnp.draw.canvas import MM, describe, set_boxes
from pnp.draw.flowables import FigureFlowable, IconLookup, TextFlowable
from pnp.draw.furniture import draw_footer, footer_text
from pnp.impose.plan import Band
from pnp.layout.document import RulebookStyle, Story
from pnp.layout.face import Face
from pnp.layout.text import TextSetter, TextStyle

TITLE_BLOCK = 38  # mm at the top of the first page
FOOTER = 9  # mm above the bottom margin kept for the footer
RULE_ICON_SCALE = 1.3


@dataclass
class Rulebook:
    """Everything a rulebook PDF shows, laid out but not yet flowed into pages."""

    story: Story
    style: RulebookStyle
    game_title: str
    title: str  # the component's title
    subtitle: str
    meta: list[str]
    copyright: str
    notice: str
    figures: dict[tuple[str, str], Face] = field(default_factory=dict)  # (target, side) -> face


class _Styles:
    """The text styles of one rulebook, from its style data."""

    def __init__(self, style: RulebookStyle):
        c, s = style.colors, style.sizes
        body = s["body"]
        base = TextStyle(style.text, body, leading=1.32, color=c["text"], icon_scale=RULE_ICON_SCALE)
        self.body = base
        self.cell = replace(base, size=body * 0.92, leading=1.3)
        self.title = TextStyle(style.display, s["title"], bold=True, leading=1.1, color=c["accent"])
        self.subtitle = TextStyle(style.display, body * 1.3, italic=True, leading=1.25, color=c["muted"])
        self.meta = replace(base, size=body * 0.9, color=c["muted"])
        self.heading = TextStyle(
            style.display, s["heading"], bold=True, leading=1.15, color=c["accent"], icon_scale=RULE_ICON_SCALE
        )
        self.subheading = TextStyle(
            style.text, s["subheading"], bold=True, leading=1.2, color=c["text"], icon_scale=RULE_ICON_SCALE
        )
        self.caption = replace(base, size=body * 0.85, italic=True, align="center", color=c["muted"])


def typeset(
    target: BinaryIO, book: Rulebook, paper: Paper, setter: TextSetter, icons: IconLookup
) -> list[tuple[str, str]]:
    """Flow the rulebook into pages; returns what does not fit, as (section id, problem)."""
    style = book.style
    styles = _Styles(style)
    page_w, page_h = paper.w * MM, paper.h * MM
    margin, gutter = style.margin * MM, style.gutter * MM
    columns = style.columns
    column_w = (page_w - 2 * margin - (columns - 1) * gutter) / columns
    body_top = page_h - margin
    text_font = style.text.face().name

    def frame(x: float, y: float, w: float, h: float, name: str) -> Frame:
        return Frame(x, y, w, h, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id=name)

    def column_frames(top: float, prefix: str) -> list[Frame]:
        bottom = margin + FOOTER * MM
        return [
            frame(margin + i * (column_w + gutter), bottom, column_w, top - bottom, f"{prefix}{i}")
            for i in range(columns)
        ]

    title_h = TITLE_BLOCK * MM
    first = [
        frame(margin, body_top - title_h, page_w - 2 * margin, title_h, "title"),
        *column_frames(body_top - title_h, "first"),
    ]
    band = Band(style.margin, style.margin, paper.w - 2 * style.margin, FOOTER - 4.0)

    def decorate(canvas: Canvas, doc: BaseDocTemplate) -> None:
        """Boxes and the footer every pnp page has: the rulebook's page is its trim."""
        set_boxes(canvas, (0, 0, paper.w, paper.h), (0, 0, paper.w, paper.h))
        canvas.saveState()
        canvas.setStrokeColor(_rl(style.colors["rule"]))
        canvas.setLineWidth(0.5)
        canvas.line(margin, margin + FOOTER * MM - 3 * MM, page_w - margin, margin + FOOTER * MM - 3 * MM)
        canvas.restoreState()
        text = footer_text([f"{book.game_title}: {book.title}", book.notice, f"page {doc.page}"])
        draw_footer(canvas, band, text, text_font, paper.ruler)

    def make_canvas(*args, **kwargs) -> Canvas:
        canvas = Canvas(*args, **kwargs)
        describe(canvas, f"{book.game_title}: {book.title}", book.title, book.game_title)
        return canvas

    doc = BaseDocTemplate(
        target,
        pagesize=(page_w, page_h),
        invariant=1,
        initialFontName=text_font,
        title=f"{book.game_title}: {book.title}",
        author=book.game_title,
        subject=book.title,
        creator="pnp",
        pageTemplates=[
            PageTemplate(id="first", frames=first, onPage=decorate, autoNextPageTemplate="later"),
            PageTemplate(id="later", frames=column_frames(body_top, "col"), onPage=decorate),
        ],
    )
    flow = _Flow(styles, setter, icons, book, text_font)
    story: list[Flowable] = [*flow.title_block(), NextPageTemplate("later"), FrameBreak()]
    for section in book.story.sections:
        story.extend(flow.section(section, column_w))
    doc.build(story, canvasmaker=make_canvas)
    return flow.problems


class _Flow:
    """Turns story blocks into flowables."""

    def __init__(self, styles: _Styles, setter: TextSetter, icons: IconLookup, book: Rulebook, bullet_font: str):
        self.styles, self.setter, self.icons, self.book, self.bullet_font = styles, setter, icons, book, bullet_font
        self.problems: list[tuple[str, str]] = []
        self.section_id = ""

    def text(
        self, runs: textsyntax.Paragraph, style: TextStyle, before: float = 0.0, after: float = 0.0
    ) -> TextFlowable:
        return TextFlowable((runs,), style, self.setter, self.icons, before, after)

    def plain(self, value: str, style: TextStyle, after: float = 0.0) -> TextFlowable:
        return self.text((textsyntax.Run("text", value),), style, after=after)

    def title_block(self) -> list[Flowable]:
        s, book = self.styles, self.book
        flowables: list[Flowable] = [self.plain(book.game_title, s.title, after=2)]
        if book.subtitle:
            flowables.append(self.plain(book.subtitle, s.subtitle, after=3))
        if book.meta:
            flowables.append(self.plain("  ·  ".join(book.meta), s.meta, after=2))
        if book.copyright:
            flowables.append(self.plain(book.copyright, s.meta))
        return flowables

    def section(self, section, width: float) -> list[Flowable]:
        self.section_id = section.id
        s = self.styles
        heading = self.text(section.title, s.heading, s.heading.size * 0.7, s.heading.size * 0.3)
        flowables = self.blocks(section.blocks, width)
        return [CondPageBreak(30 * MM), KeepTogether([heading, *flowables[:1]]), *flowables[1:]]

    def blocks(self, blocks, width: float) -> list[Flowable]:
        s = self.styles
        result: list[Flowable] = []
        for block in blocks:
            if block.kind == "heading":
                result.append(self.text(block.runs, s.subheading, s.subheading.size * 0.6, s.subheading.size * 0.25))
            elif block.kind == "paragraph":
                result.append(self.text(block.runs, s.body, after=s.body.size * 0.5))
            elif block.kind == "list":
                result.append(self.bullets(block, width))
            elif block.kind == "table":
                result.append(self.table(block, width))
            elif block.kind == "figure":
                face = self.book.figures.get((block.target, block.side))
                if face is not None:
                    result.append(FigureFlowable(face, self.text(block.runs, s.caption), self.icons))
        return result

    def bullets(self, block, width: float) -> Flowable:
        s = self.styles
        indent = s.body.size * 1.4
        items = [ListItem(self.blocks(item, width - indent) or [Spacer(0, 0)]) for item in block.items]
        return ListFlowable(
            items,
            bulletType="1" if block.level else "bullet",
            start=None if block.level else "•",
            leftIndent=indent,
            bulletFontName=self.bullet_font,
            bulletFontSize=s.body.size,
            bulletColor=_rl(s.heading.color),
            spaceAfter=s.body.size * 0.5,
        )

    def table(self, block, width: float) -> Table:
        s = self.styles
        rows = [[self.text(cell, s.cell) for cell in row] for row in block.rows]
        table = Table(
            rows,
            colWidths=self.column_widths(block, width),
            repeatRows=1,
            hAlign="LEFT",
            spaceBefore=2,
            spaceAfter=s.body.size * 0.8,
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
                ]
            )
        )
        return table

    def column_widths(self, block, width: float) -> list[float]:
        """Each column gets at least its widest word or icon run, then the rest shared by how much it holds."""
        padding = 8.0
        columns = max(len(row) for row in block.rows)
        least, natural = [padding] * columns, [padding] * columns
        for row in block.rows:
            for index, cell in enumerate(row):
                laid = self.setter.lay_out((cell,), self.styles.cell, 1e6)
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
        if sum(natural) <= width:
            return [w * width / sum(natural) for w in natural]
        spare = max(width - sum(least), 0.0)
        extra = [n - m for n, m in zip(natural, least, strict=True)]
        return [m + spare * e / (sum(extra) or 1) for m, e in zip(least, extra, strict=True)]


def _rl(color: Color) -> RLColor:
    return RLColor(color.r, color.g, color.b)

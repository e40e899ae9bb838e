"""Rulebooks and reference sheets: rule sections (Markdown + the text syntax) typeset with platypus.

Section text is first evaluated as Jinja over the game's content (so a rulebook can
print the deck's real counts or a data table), then parsed into blocks and turned
into flowables: headings, paragraphs, lists and tables, with inline vector icons.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.colors import toColor
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
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
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from pnp import schema
from pnp import text as textsyntax
from pnp.checks.text import check_text, referable_names
from pnp.expr import ExpressionError, evaluate
from pnp.findings import ContentError, Findings, Location
from pnp.fonts import Family, FontBook, glyph_message
from pnp.icons import IconCanvas, IconLibrary
from pnp.impose import PAPERS_MM
from pnp.model import Component, Game
from pnp.yamlio import LocatedDict, load_yaml

DEFAULT_STYLE = "rulebook"
TITLE_BLOCK = 38  # mm at the top of the first page


@dataclass
class RuleSection:
    id: str
    title: str
    blocks: tuple[textsyntax.Block, ...]


@dataclass
class PreparedRulebook:
    component: Component
    style: dict[str, Any]
    sections: list[RuleSection]


def load_style(folders: list[Path], name: str, where: Location) -> dict[str, Any]:
    for folder in folders:
        path = folder / f"{name}.yaml"
        if path.is_file():
            findings = Findings()
            raw = load_yaml(path, findings)
            schema.check(raw, schema.builtin_schema("rulebook-style"), findings, Location(path), "rulebook style")
            if findings.errors:
                raise ContentError(findings)
            return dict(raw)
    raise ContentError.single(where, f"rulebook style '{name}' not found in templates/")


def prepare_rulebook(
    game: Game, component: Component, style: dict[str, Any], fonts: FontBook, icons: IconLibrary, findings: Findings
) -> PreparedRulebook:
    """Evaluate and parse every section; report expressions, unknown icons and missing glyphs."""
    context = {**game.expression_context(), "component": component}
    names = referable_names(game)
    text_family = _family(fonts, style, "text", component, findings)
    display_family = _family(fonts, style, "display", component, findings)
    sections = []
    for section in component.sections:
        try:
            title = str(evaluate(section["title"], context))
            body = str(evaluate(section["text"], context))
        except ExpressionError as exc:
            findings.error(section.loc, f"section '{section['id']}': {exc}")
            continue
        label = f"section '{section['id']}'"
        check_text(title, section, "title", f"{label} title", game, names, icons, findings)
        check_text(body, section, "text", f"{label} text", game, names, icons, findings)
        blocks = textsyntax.parse_document(body)
        title_runs = [run for paragraph in textsyntax.parse(title) for run in paragraph]
        _check_glyphs(section, "title", title_runs, display_family, fonts, findings)
        _check_glyphs(section, "text", [run for b in blocks for run in _block_runs(b)], text_family, fonts, findings)
        sections.append(RuleSection(section["id"], title, blocks))
    return PreparedRulebook(component, style, sections)


def _family(fonts: FontBook, style: dict[str, Any], role: str, component: Component, findings: Findings) -> Family:
    name = style.get("fonts", {}).get(role, "Lato")
    family = fonts.family(name)
    if family is None:
        findings.error(component.location, f"rulebook style: unknown font family '{name}'")
        return next(iter(fonts.families.values()))
    return family


def _block_runs(block: textsyntax.Block):
    yield from block.runs
    for item in block.items:
        for inner in item:
            yield from _block_runs(inner)
    for row in block.rows:
        for cell in row:
            yield from cell


def _check_glyphs(section: LocatedDict, key: str, runs, family: Family, fonts: FontBook, findings: Findings) -> None:
    for char in sorted(fonts.missing_glyphs(runs, family)):
        findings.error(section.line_of_text(key, char), f"section '{section['id']}': {glyph_message(family, char)}")


class _Styles:
    """Paragraph styles of one rulebook, built once from its style data."""

    def __init__(self, style: dict[str, Any], fonts: FontBook):
        families = style.get("fonts", {})
        text = fonts.family(families.get("text", "Lato"))
        display = fonts.family(families.get("display", "Vollkorn"))
        colors = style.get("colors", {})
        sizes = style.get("sizes", {})
        self.accent = toColor(colors.get("accent", "#1f4a3a"))
        self.ink = toColor(colors.get("text", "#1c1c1c"))
        self.muted = toColor(colors.get("muted", "#555555"))
        self.table_header = toColor(colors.get("table_header", "#e6dfcc"))
        self.rule = toColor(colors.get("rule", "#b9ad8f"))
        self.text_font = text.faces["regular"]
        body = float(sizes.get("body", 9.5))
        self.body_size = body
        self.body = ParagraphStyle(
            "body",
            fontName=text.faces["regular"],
            fontSize=body,
            leading=body * 1.32,
            textColor=self.ink,
            spaceAfter=body * 0.5,
            alignment=TA_LEFT,
        )
        self.cell = ParagraphStyle("cell", parent=self.body, spaceAfter=0, fontSize=body * 0.92, leading=body * 1.2)
        self.title = ParagraphStyle(
            "title",
            fontName=display.face(bold=True),
            fontSize=float(sizes.get("title", 26)),
            leading=float(sizes.get("title", 26)) * 1.1,
            textColor=self.accent,
        )
        self.subtitle = ParagraphStyle(
            "subtitle",
            parent=self.body,
            fontName=display.face(italic=True),
            fontSize=body * 1.3,
            leading=body * 1.6,
            textColor=self.muted,
        )
        self.meta = ParagraphStyle("meta", parent=self.body, fontSize=body * 0.9, textColor=self.muted)
        heading = float(sizes.get("heading", 14))
        self.heading = ParagraphStyle(
            "heading",
            fontName=display.face(bold=True),
            fontSize=heading,
            leading=heading * 1.15,
            textColor=self.accent,
            spaceBefore=heading * 0.7,
            spaceAfter=heading * 0.3,
        )
        sub = float(sizes.get("subheading", 11))
        self.subheading = ParagraphStyle(
            "subheading",
            fontName=text.face(bold=True),
            fontSize=sub,
            leading=sub * 1.2,
            textColor=self.ink,
            spaceBefore=sub * 0.6,
            spaceAfter=sub * 0.25,
        )


def render_rulebook(prepared: PreparedRulebook, game: Game, paper: str, fonts: FontBook, icons: IconLibrary) -> bytes:
    styles = _Styles(prepared.style, fonts)
    page_w, page_h = (v * mm for v in PAPERS_MM[paper])
    margin = float(prepared.style.get("margin", 15)) * mm
    gutter = float(prepared.style.get("gutter", 7)) * mm
    columns = int(prepared.style.get("columns", 2))
    footer = 9 * mm
    body_top = page_h - margin
    column_w = (page_w - 2 * margin - (columns - 1) * gutter) / columns

    def column_frames(top: float, prefix: str) -> list[Frame]:
        return [
            Frame(
                margin + i * (column_w + gutter),
                margin + footer,
                column_w,
                top - margin - footer,
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
                id=f"{prefix}{i}",
            )
            for i in range(columns)
        ]

    title_h = TITLE_BLOCK * mm
    first = [
        Frame(
            margin,
            body_top - title_h,
            page_w - 2 * margin,
            title_h,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id="title",
        ),
        *column_frames(body_top - title_h, "first"),
    ]
    notice = game.manifest.get("notice", "")
    title = f"{game.title}: {prepared.component.title}"

    def decorate(canvas, doc) -> None:
        canvas.saveState()
        canvas.setStrokeColor(styles.rule)
        canvas.setLineWidth(0.5)
        canvas.line(margin, margin + footer - 3 * mm, page_w - margin, margin + footer - 3 * mm)
        canvas.setFont(styles.text_font, 7)
        canvas.setFillColor(styles.muted)
        canvas.drawString(margin, margin + 2 * mm, "  ·  ".join(p for p in (title, notice) if p))
        canvas.drawRightString(page_w - margin, margin + 2 * mm, f"page {doc.page}")
        canvas.restoreState()

    def make_canvas(*args, **kwargs) -> IconCanvas:
        canvas = IconCanvas(*args, **kwargs)
        canvas.icons = icons
        canvas.setViewerPreference("PrintScaling", "None")
        return canvas

    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=(page_w, page_h),
        invariant=1,
        initialFontName=styles.text_font,
        title=title,
        author=game.title,
        subject=prepared.component.title,
        creator="pnp",
        pageTemplates=[
            PageTemplate(id="first", frames=first, onPage=decorate, autoNextPageTemplate="later"),
            PageTemplate(id="later", frames=column_frames(body_top, "col"), onPage=decorate),
        ],
    )
    story = [*_title_block(game, prepared.component, styles), NextPageTemplate("later"), FrameBreak()]
    for section in prepared.sections:
        story.extend(_section(section, styles, icons, column_w))
    doc.build(story, canvasmaker=make_canvas)
    return buffer.getvalue()


def _title_block(game: Game, component: Component, styles: _Styles) -> list[Flowable]:
    meta = []
    players = game.manifest.get("players")
    if players:
        count = f"{players['min']}" if players["min"] == players["max"] else f"{players['min']}–{players['max']}"
        meta.append(f"{count} players")
    meta.extend(f"{c['role']}: {c['name']}" for c in game.manifest.get("credits", []))
    flowables: list[Flowable] = [Paragraph(_escape(game.title), styles.title)]
    subtitle = component.title if component.title != component.id else game.manifest.get("subtitle", "")
    if subtitle:
        flowables.append(Paragraph(_escape(subtitle), styles.subtitle))
    if meta:
        flowables.append(Paragraph(_escape("  ·  ".join(meta)), styles.meta))
    if game.manifest.get("copyright"):
        flowables.append(Paragraph(_escape(game.manifest["copyright"]), styles.meta))
    return flowables


def _escape(value: str) -> str:
    return textsyntax.to_markup((textsyntax.Run("text", value),), lambda name: "")


def _markup(runs: textsyntax.Paragraph, style: ParagraphStyle, icons: IconLibrary) -> str:
    height = _icon_height(style)
    return textsyntax.to_markup(runs, lambda name: icons.markup(name, height, style.textColor))


def _section(section: RuleSection, styles: _Styles, icons: IconLibrary, width: float) -> list[Flowable]:
    heading = Paragraph(_markup(textsyntax.parse(section.title)[0], styles.heading, icons), styles.heading)
    flowables = _flowables(section.blocks, styles, icons, width)
    # Keep a heading with the start of its section.
    first = flowables[:1]
    return [CondPageBreak(30 * mm), KeepTogether([heading, *first]), *flowables[1:]]


def _flowables(blocks, styles: _Styles, icons: IconLibrary, width: float) -> list[Flowable]:
    result: list[Flowable] = []
    for block in blocks:
        if block.kind == "heading":
            result.append(Paragraph(_markup(block.runs, styles.subheading, icons), styles.subheading))
        elif block.kind == "paragraph":
            result.append(Paragraph(_markup(block.runs, styles.body, icons), styles.body))
        elif block.kind == "list":
            inner = width - styles.body_size * 1.4
            items = [ListItem(_flowables(item, styles, icons, inner) or [Spacer(0, 0)]) for item in block.items]
            result.append(
                ListFlowable(
                    items,
                    bulletType="1" if block.level else "bullet",
                    start=None if block.level else "•",
                    leftIndent=styles.body_size * 1.4,
                    bulletFontName=styles.text_font,
                    bulletFontSize=styles.body_size,
                    bulletColor=styles.accent,
                    spaceAfter=styles.body_size * 0.5,
                )
            )
        elif block.kind == "table":
            result.append(_table(block, styles, icons, width))
    return result


def _icon_height(style: ParagraphStyle) -> float:
    return style.fontSize * 0.72 * 1.3


def _cell_widths(cell: textsyntax.Paragraph, style: ParagraphStyle, icons: IconLibrary) -> tuple[float, float]:
    """(widest unbreakable piece, whole width) of a table cell.

    reportlab never breaks a line next to an inline image, so a run of icons and the
    spaces between them is one piece.
    """

    def width_of(text: str) -> float:
        return stringWidth(text, style.fontName, style.fontSize)

    widest = whole = piece = 0.0
    for run in cell:
        if run.kind == "icon":
            piece += _run_width(run, style, icons)
        elif run.kind == "break":
            widest, piece = max(widest, piece), 0.0
        elif not run.value.strip():
            piece += width_of(run.value)
        else:
            words = run.value.split(" ")
            for index, word in enumerate(words):
                if index:
                    widest, piece = max(widest, piece), 0.0
                piece += width_of(word)
        whole += _run_width(run, style, icons)
    return max(widest, piece), whole


def _run_width(run: textsyntax.Run, style: ParagraphStyle, icons: IconLibrary) -> float:
    if run.kind == "icon":
        source = icons.find(run.value)
        return _icon_height(style) * (source.aspect if source else 1.0)
    return stringWidth(run.value, style.fontName, style.fontSize)


def _column_widths(block: textsyntax.Block, width: float, style: ParagraphStyle, icons: IconLibrary) -> list[float]:
    """Give each column at least its widest word or icon run, then share the rest by how much it holds."""
    padding = 8.0
    columns = max(len(row) for row in block.rows)
    least, natural = [padding] * columns, [padding] * columns
    for row in block.rows:
        for index, cell in enumerate(row):
            widest, whole = _cell_widths(cell, style, icons)
            least[index] = max(least[index], widest * 1.1 + padding)
            natural[index] = max(natural[index], whole + padding)
    if sum(natural) <= width:
        return [w * width / sum(natural) for w in natural]
    spare = max(width - sum(least), 0.0)
    extra = [n - m for n, m in zip(natural, least, strict=True)]
    return [m + spare * e / (sum(extra) or 1) for m, e in zip(least, extra, strict=True)]


def _table(block: textsyntax.Block, styles: _Styles, icons: IconLibrary, width: float) -> Table:
    rows = [[Paragraph(_markup(cell, styles.cell, icons), styles.cell) for cell in row] for row in block.rows]
    table = Table(
        rows,
        colWidths=_column_widths(block, width, styles.cell, icons),
        repeatRows=1,
        hAlign="LEFT",
        spaceBefore=2,
        spaceAfter=styles.body_size * 0.8,
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), styles.text_font),  # else reportlab sets Helvetica per cell
                ("BACKGROUND", (0, 0), (-1, 0), styles.table_header),
                ("LINEBELOW", (0, 0), (-1, -1), 0.4, styles.rule),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ]
        )
    )
    return table

"""A rulebook's story: its sections evaluated over the game's content and parsed into blocks.

Section text is Jinja first (so the rules can print the deck's real counts or a data
table) and Markdown with the text syntax second. Icons, references and characters the
fonts lack are found here, each at its own line; the story is renderer-neutral.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from pnp.core import textsyntax
from pnp.core.color import parse_color
from pnp.core.expr import ExpressionError, evaluate
from pnp.core.expr_words import JINJA_PART, UNDEFINED_NAME
from pnp.core.findings import Findings, Location
from pnp.core.numbering import Numbering
from pnp.core.yamlio import LocatedDict
from pnp.load.fonts import Family, FontBook, glyph_message
from pnp.model import misnamed_cause
from pnp.validate.tables import check_tables


def _expression_line(section: LocatedDict, key: str, exc: ExpressionError) -> Location:
    """The line of a section's ``key`` (title or text) whose Jinja failed, as Jinja counts it; else the line
    whose Jinja reads the name a failed expression could not find (``components.deck.card``: the line holding
    ``.card``); the section's own line when no line says it."""
    start = section.block_starts.get(key)
    if exc.line is not None and start is not None:
        return Location(section.loc.file, start + exc.line - 1)
    undefined = UNDEFINED_NAME.search(str(exc))
    name = exc.missing[1] if exc.missing else undefined.group(1) if undefined else None
    if not isinstance(name, str):
        return section.loc
    for pattern in (re.compile(rf"\.{re.escape(name)}\b"), re.compile(rf"\b{re.escape(name)}\b")):
        for key in ("title", "text"):
            value = section.get(key)
            for part in JINJA_PART.finditer(value if isinstance(value, str) else ""):
                found = pattern.search(part.group())
                start = section.block_starts.get(key)
                if found and start is not None:
                    return Location(section.loc.file, start + value[: part.start() + found.start()].count("\n"))
                if found:
                    return section.line_of(key)
    return section.loc


CAPTION_SHARE = 0.85  # a figure's caption's size, of the body's: the smallest text a rulebook sets
CONTENTS = "table_of_contents"  # the generated block that lists the sections and the pages they start on
# What {{ table_of_contents }} prints into the section text: a line of its own that the story reads as a
# "contents" block (characters of Unicode's private use area, which no rule text is written with)
CONTENTS_MARK = f"\ue000{CONTENTS}\ue000"


@dataclass(frozen=True)
class Section:
    id: str
    title: textsyntax.Paragraph
    blocks: tuple[textsyntax.Block, ...]
    callouts: tuple[tuple[str, textsyntax.Paragraph], ...] = ()  # its figures' labels: (element name, words)
    new_page: bool = False  # it starts a page of its own (new_page: true)


Anchor = tuple[str, int]  # a heading of the story: (section id, its block's index; -1 for the section's title)


@dataclass(frozen=True)
class ContentsEntry:
    """A line of a table of contents: a section's title (level 0) or one of its headings (level 1)."""

    level: int
    title: textsyntax.Paragraph
    anchor: Anchor


@dataclass
class Story:
    sections: list[Section] = field(default_factory=list)

    def has_contents(self) -> bool:
        return any(block.kind == "contents" for section in self.sections for block in section.blocks)

    def contents(self, depth: int, kicker: str) -> list[ContentsEntry]:
        """What a table of contents lists: every section that prints a heading (see :func:`untitled`), and
        with ``depth`` 2 the headings of its text; not a section that holds nothing but the table itself
        (its "Contents")."""
        entries = []
        for section in self.sections:
            if untitled(section, kicker) or not _words(section.title):
                continue
            if all(block.kind == "contents" for block in section.blocks):
                continue
            entries.append(ContentsEntry(0, section.title, (section.id, -1)))
            if depth > 1:
                entries.extend(
                    ContentsEntry(1, block.runs, (section.id, index))
                    for index, block in enumerate(section.blocks)
                    if block.kind == "heading" and _words(block.runs)
                )
        return entries


def untitled(section: Section, kicker: str) -> bool:
    """Whether a section prints no heading: it is titled like its rulebook (``kicker``), whose title block
    above already says it."""
    return "".join(run.value for run in section.title) == kicker


def _words(runs: textsyntax.Paragraph) -> str:
    return "".join(run.value for run in runs if run.kind == "text").strip()


@dataclass(frozen=True)
class RulebookStyle:
    """A rulebook's look, from its style file (templates/rulebook.yaml by default)."""

    display: Family
    text: Family
    colors: dict[str, Any]
    sizes: dict[str, float]
    columns: int
    margin: float  # mm
    gutter: float  # mm
    booklet: dict[str, float]  # columns, margin and gutter of the half-size pages of a booklet
    pocket: dict[str, float]  # margin (mm), body size (pt) and figures (shown or not) of a pocket booklet's pages
    figure_height: float  # mm: figures taller than this are drawn smaller
    figure_shrink: float  # the smallest scale figures may take to save a nearly empty last page
    figure_gap: float  # mm between the figures of a row, side by side
    icon_cell_scale: float  # × the cap height: icons alone in a table cell (an icon legend's pictures)
    contents_depth: int  # what {{ table_of_contents }} lists: 1 the sections, 2 also the headings of their text
    contents_leader: str  # between an entry and its page number: "dots" or "none"
    callouts: dict[str, Any] = field(default_factory=dict)  # color, line_width (mm), dot (mm), size (pt), bold
    stacks_tables: bool = False  # a table too wide, or shorter as stacked rows, is set so (a pocket page's column)
    shows_figures: bool = True  # False: its pages leave the rules' figures out (a pocket style's figures: false)

    def for_booklet(self) -> RulebookStyle:
        """The same look on a booklet's half-size pages."""
        b = self.booklet
        return replace(self, columns=int(b["columns"]), margin=b["margin"], gutter=b["gutter"])

    def for_pocket(self, smallest_type: float) -> RulebookStyle:
        """The same look on a pocket booklet's pages: one column within the style's ``pocket: margin``, every
        size scaled with the body to ``pocket: body``, but never so far that the smallest text a rulebook
        sets (captions, CAPTION_SHARE of the body) prints under ``smallest_type``, the game's least type; a table
        too wide for the column, or shorter as stacked rows, is set so; with ``pocket: figures: false``
        the figures are left out."""
        p = self.pocket
        body = max(p["body"], smallest_type / CAPTION_SHARE)
        scale = body / self.sizes["body"]
        sizes = {name: round(size * scale, 2) for name, size in self.sizes.items()}
        callouts = {**self.callouts, "size": max(self.callouts["size"] * scale, body)}
        return replace(
            self,
            columns=1,
            margin=p["margin"],
            gutter=0.0,
            sizes=sizes,
            callouts=callouts,
            stacks_tables=True,
            shows_figures=bool(p["figures"]),
        )

    @classmethod
    def from_data(cls, raw: dict[str, Any], display: Family, text: Family) -> RulebookStyle:
        colors = {
            "accent": "#1f4a3a",
            "text": "#000000",
            "muted": "#555555",
            "table_header": "#e6dfcc",
            "rule": "#b9ad8f",
            **(raw.get("colors") or {}),
        }
        sizes = {"title": 26.0, "heading": 14.0, "subheading": 11.0, "body": 9.5, **(raw.get("sizes") or {})}
        contents = raw.get("contents") or {}
        callouts = {"color": colors["accent"], "line_width": 0.3, "dot": 1.4, "size": sizes["body"], "bold": False}
        callouts.update(raw.get("callouts") or {})
        return cls(
            display=display,
            text=text,
            colors={name: parse_color(value) for name, value in colors.items()},
            sizes={name: float(value) for name, value in sizes.items()},
            columns=int(raw.get("columns", 2)),
            margin=float(raw.get("margin", 15)),
            gutter=float(raw.get("gutter", 7)),
            booklet={"columns": 1, "margin": 12.0, "gutter": 6.0, **(raw.get("booklet") or {})},
            pocket={"margin": 8.0, "body": 8.5, "figures": True, **(raw.get("pocket") or {})},
            figure_height=float(raw.get("figure_height", 70)),
            figure_shrink=float(raw.get("figure_shrink", 0.7)),
            figure_gap=float(raw.get("figure_gap", 5)),
            icon_cell_scale=float(raw.get("icon_cell_scale", 1.6)),
            contents_depth=int(contents.get("depth", 1)),
            contents_leader=str(contents.get("leader", "dots")),
            callouts={
                "color": parse_color(callouts["color"]),
                "line_width": float(callouts["line_width"]),
                "dot": float(callouts["dot"]),
                "size": max(float(callouts["size"]), float(sizes["body"])),
                "bold": bool(callouts["bold"]),
            },
        )


def build_story(
    sections: list[LocatedDict],
    context: dict[str, Any],
    style: RulebookStyle,
    fonts: FontBook,
    check_text: Callable[[str, LocatedDict, str, str], None],
    findings: Findings,
    longest: int,
    said_at_content: Callable[[ExpressionError, Findings, Location], bool] = lambda exc, findings, read_at: False,
    typography: textsyntax.Typography = textsyntax.ENGLISH,
    numbering: Numbering | None = None,
    content_complete: bool = True,
) -> Story:
    """Evaluate and parse every section; ``check_text`` reports its unknown icons and references.

    A section longer than ``longest`` characters is a finding, not a very long typesetting job.
    An expression that fails for the content (an id a data table's row writes that no row has, an entry without a
    field its siblings have) is reported by ``said_at_content``, there (:meth:`pnp.model.Game.say_where_written`,
    :meth:`pnp.model.Game.report_missing_field`); it returns False for the rule text's own slip. A numbered
    rulebook's sections are evaluated with their numbers in (``numbering``, :mod:`pnp.core.numbering`).
    While the game's content is not ``content_complete`` (an entry refused, a source unread: said at its own
    line), an expression that fails waits, as the declared checks do: it most likely reads what is missing
    (``components.court.entries[0]`` of a deck whose entries were all refused), and one slip is one finding.
    """
    story, numbering = Story(), numbering or Numbering()
    for section in sections:
        label = f"section '{section['id']}'"
        key = "title"
        try:
            title = numbering.with_numbers(str(evaluate(numbering.source(section, "title"), context)))
            key = "text"
            body = numbering.with_numbers(str(evaluate(numbering.source(section, "text"), context)))
        except ExpressionError as exc:
            where = _expression_line(section, key, exc)
            if content_complete and not said_at_content(exc, findings, where):
                findings.error("expression", where, f"{label}: {exc}", misnamed_cause(exc.missing))
            continue
        if len(body) > longest:
            findings.error(
                "limit",
                section.line_of("text"),
                f"{label}: the text is {len(body):,} characters; a section holds at most {longest:,} "
                "(split it into sections, or raise limits: {text: N} in game.yaml, which allows ten times that)",
            )
            continue
        check_text(title, section, "title", f"{label} title")
        check_text(body, section, "text", f"{label} text")
        check_tables(section, body, findings)
        blocks = _contents_blocks(
            textsyntax.parse_document(_contents_alone(body, section, label, findings), typography)
        )
        title_runs = textsyntax.parse(title, typography)[0] if textsyntax.parse(title, typography) else ()
        _check_glyphs(section, "title", title_runs, style.display, fonts, findings, bold=True)
        _check_glyphs(
            section, "text", [run for block in blocks for run in block_runs(block)], style.text, fonts, findings
        )
        labels = _callouts(section, style, fonts, check_text, findings, typography, numbering)
        new_page = section.get("new_page") is True
        story.sections.append(Section(str(section["id"]), title_runs, blocks, labels, new_page))
    return story


def _callouts(
    section: LocatedDict,
    style: RulebookStyle,
    fonts: FontBook,
    check_text: Callable[[str, LocatedDict, str, str], None],
    findings: Findings,
    typography: textsyntax.Typography,
    numbering: Numbering,
) -> tuple[tuple[str, textsyntax.Paragraph], ...]:
    """The section's ``callouts:`` labels in the text syntax, in the order written; their icons, references and
    characters the labels' face lacks are findings at each label's line."""
    written = section.get("callouts")
    if not isinstance(written, LocatedDict):
        return ()
    labels = []
    for name, label in written.items():
        words = numbering.with_numbers(str(label))
        check_text(words, written, name, f"section '{section['id']}' callout '{name}'")
        runs = tuple(run for paragraph in textsyntax.parse(words, typography) for run in paragraph)
        bold = bool(style.callouts["bold"])
        if missing := sorted(fonts.missing_glyphs(runs, style.text, findings, bold=bold)):
            drawn_by = fonts.drawing(missing, style.text, bold=bold)
            message = f"section '{section['id']}': {glyph_message(style.text, missing, drawn_by)}"
            findings.error("glyph-missing", written.line_of(name), message)
        labels.append((str(name), runs))
    return tuple(labels)


def _contents_alone(body: str, section: LocatedDict, label: str, findings: Findings) -> str:
    """The text with each ``{{ table_of_contents }}`` that stands on a line of its own made a paragraph of its
    own (a block between blocks, even under a list); one inside a line of text is a finding, and prints
    nothing."""
    if CONTENTS_MARK not in body:
        return body
    lines: list[str] = []
    for line in body.split("\n"):
        if line.strip() == CONTENTS_MARK:
            lines.extend(["", CONTENTS_MARK, ""])
            continue
        if CONTENTS_MARK in line:
            findings.error(
                "table-of-contents",
                section.line_of_text("text", CONTENTS),
                f"{label}: {{{{ {CONTENTS} }}}} is a block of its own, not words of a paragraph, a list item or a "
                "table cell: write it on a line by itself",
            )
        lines.append(line.replace(CONTENTS_MARK, ""))
    return "\n".join(lines)


def _contents_blocks(blocks: tuple[textsyntax.Block, ...]) -> tuple[textsyntax.Block, ...]:
    """The blocks with each paragraph that ``{{ table_of_contents }}`` printed made the "contents" block."""
    return tuple(
        textsyntax.Block("contents") if block.kind == "paragraph" and _words(block.runs) == CONTENTS_MARK else block
        for block in blocks
    )


def block_runs(block: textsyntax.Block) -> Iterator[textsyntax.Run]:
    yield from block.runs
    for item in block.items:
        for inner in item:
            yield from block_runs(inner)
    for row in block.rows:
        for cell in row:
            yield from cell


def figures(story: Story) -> Iterator[tuple[Section, textsyntax.Block]]:
    """Every figure of the story, a row's one by one, and those boxed text holds."""
    for section in story.sections:
        for block in section.blocks:
            yield from ((section, figure) for figure in _figures_of(block))


def _figures_of(block: textsyntax.Block) -> Iterator[textsyntax.Block]:
    """The figures of ``block``: itself, a row's one by one, or those boxed text or a list's items hold."""
    if block.kind == "figure":
        yield block
    elif block.kind == "row":
        yield from (figure for (figure,) in block.items)
    elif block.kind == "boxed":
        yield from (figure for inner in block.items[0] for figure in _figures_of(inner))
    elif block.kind == "list":
        yield from (figure for item in block.items for inner in item for figure in _figures_of(inner))


def _check_glyphs(
    section: LocatedDict, key: str, runs, family: Family, fonts: FontBook, findings: Findings, bold: bool = False
) -> None:
    at: dict[Location, list[str]] = {}  # the characters missing at one line (a table a {% for %} writes): one finding
    for char in sorted(fonts.missing_glyphs(runs, family, findings, bold=bold)):
        at.setdefault(section.line_of_text(key, char), []).append(char)
    for where, chars in at.items():
        message = glyph_message(family, chars, fonts.drawing(chars, family, bold=bold))
        findings.error("glyph-missing", where, f"section '{section['id']}': {message}")

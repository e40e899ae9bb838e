"""A rulebook's content (:class:`Rulebook`) and its story blocks made flowables: text, headings,
lists, tables and figures in the book's styles, and the blocks of a booklet's back cover."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from reportlab.lib.colors import Color as RLColor
from reportlab.platypus import Flowable, HRFlowable, ListItem, Spacer, Table, TableStyle

from pnp.core import textsyntax
from pnp.core.color import Color, Ink
from pnp.core.geometry import MM
from pnp.core.profiles import PdfX
from pnp.core.words import say
from pnp.draw.breaks import KEEP_ROWS, BoxedTable, KeepWithNext, KeptList, KeptTable, kept_with_next
from pnp.draw.contents import ContentsFlowable, ContentsLook
from pnp.draw.flowables import FigureFlowable, HeadingFlowable, IconLookup, Picture, TextFlowable
from pnp.layout.callouts import Callout, CalloutLook, Callouts, Crossing
from pnp.layout.document import CAPTION_SHARE, Anchor, RulebookStyle, Story, untitled
from pnp.layout.face import Face
from pnp.layout.text import TextSetter, TextStyle
from pnp.layout.turned import turned

SENTENCE_END = ".!?…"  # a bold run ending so is a run-in head ("**Preparing the pieces.**"), not a label
NONE_DASHES = "-–—"  # a table cell of these alone says "none": a stacked row leaves it out
CELL_PADDING = 3.0  # pt: a table cell's text from its left and right sides
PAPER = RLColor(1, 1, 1)  # a table's rows in boxed text
BOX_PADDING = 6.0  # pt: boxed text from its box's sides (its last paragraph's space after closes the foot)
PITCH_RAISE = 0.3  # share of a back cover's spare room above its title; the rest parts the pitch from the foot


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
    words: Mapping[str, object] = field(default_factory=dict)  # game.yaml's words: (pnp.core.words)
    blurb: str = ""  # the game's description, for a booklet's back cover
    contents: tuple[textsyntax.Block, ...] = ()  # the component list, for a booklet's back cover
    figures: dict[tuple[str, str], Face] = field(default_factory=dict)  # (target, side) -> face
    ink: Ink | None = None  # every colour in CMYK (a print profile's colour rule)
    pdfx: PdfX | None = None  # the PDF/X standard the rules are made to (the profile's)


class Styles:
    """The text styles of one rulebook, from its style data."""

    def __init__(self, style: RulebookStyle):
        c, s = style.colors, style.sizes
        body = s["body"]
        base = TextStyle(style.text, body, leading=1.32, color=c["text"])
        self.body = base
        self.cell = replace(base, size=body * 0.92, leading=1.3)
        # icons alone in a cell (a legend's pictures) are pictures, not words: larger, on taller lines
        scale = style.icon_cell_scale
        self.icon_cell = replace(self.cell, icon_scale=scale, leading=max(self.cell.leading, scale * 0.85))
        self.title = TextStyle(style.display, s["title"], bold=True, leading=1.1, color=c["accent"])
        self.subtitle = TextStyle(style.display, body * 1.3, italic=True, leading=1.25, color=c["muted"])
        self.kicker = replace(self.subtitle, italic=False, bold=True, color=c["accent"])
        self.meta = replace(base, size=body * 0.9, color=c["muted"])
        self.heading = TextStyle(style.display, s["heading"], bold=True, leading=1.15, color=c["accent"])
        self.subheading = TextStyle(style.text, s["subheading"], bold=True, leading=1.2, color=c["text"])
        self.caption = replace(base, size=body * CAPTION_SHARE, italic=True, align="center", color=c["muted"])
        self.lead = replace(base, size=body * 1.15, leading=1.35)  # a back cover's blurb
        self.rule = c["rule"]  # the colour of thin rules


class Flow:
    """Turns story blocks into flowables."""

    def __init__(
        self,
        styles: Styles,
        setter: TextSetter,
        icons: IconLookup,
        book: Rulebook,
        bullet_font: str,
        shrink: float,
        spacing: float,
        numbers: Mapping[Anchor, int] | None = None,
        room: float = float("inf"),
    ):
        self.room = room  # pt: the tallest column a block may stand in
        self.styles, self.setter, self.icons, self.book, self.bullet_font = styles, setter, icons, book, bullet_font
        self.shrink, self.spacing = shrink, spacing
        self.in_box = False  # setting boxed text (a blockquote), whose tint is a table header's
        self.problems: list[tuple[str, str]] = []
        self.small_figures: list[tuple[str, str, float, float]] = []
        self.callout_problems: list[tuple[str, str, str, str]] = []  # (section, figure, label's element, why)
        self.crossed_leaders: list[tuple[str, str, Crossing]] = []  # (section, figure, the leader)
        self.section_id = ""
        self.labels: tuple[tuple[str, textsyntax.Paragraph], ...] = ()  # the section's callouts: labels
        self.headings = 0  # numbers the outline's entries
        self.numbers = numbers  # the page each heading a table of contents lists starts on (None: not yet known)
        self.landed: dict[Anchor, int] = {}  # the page each heading of the story is set on, as it is set
        self.sub_level = 1  # outline level of a section's subheadings: 0 when the section has no heading

    def text(
        self, runs: textsyntax.Paragraph, style: TextStyle, before: float = 0.0, after: float = 0.0
    ) -> TextFlowable:
        return TextFlowable((runs,), style, self.setter, self.icons, before, after)

    def heading(
        self,
        runs: textsyntax.Paragraph,
        style: TextStyle,
        level: int,
        before: float,
        after: float,
        anchor: Anchor | None = None,
    ) -> HeadingFlowable:
        """A heading; one of the story's (``anchor``) records the page it lands on."""
        self.headings += 1
        landed = self.landed if anchor is not None else None
        return HeadingFlowable(self.text(runs, style, before, after), f"h{self.headings}", level, anchor, landed)

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
        ``optional`` names the parts that fit ("blurb", "credits", "contents")."""
        s, book = self.styles, self.book
        top: list[Flowable] = [self.plain(book.game_title, s.title, after=2)]
        if book.subtitle:
            top.append(self.plain(book.subtitle, s.subtitle))
        top.append(HRFlowable(width="100%", thickness=1.2, color=rl_color(s.title.color), spaceBefore=8, spaceAfter=10))
        if book.blurb and "blurb" in optional:
            top.append(self.plain(book.blurb, s.lead, after=10))
        if book.facts:
            top.append(self.plain("  ·  ".join(book.facts), s.kicker))
        foot: list[Flowable] = []
        lists = [block for block in book.contents if block.kind == "list"] if "contents" in optional else []
        if lists:
            size = s.subheading.size
            heading = (textsyntax.Run("text", say(book.words, "contents")),)
            foot.append(self.heading(heading, s.subheading, 0, 0, size * 0.25))
            foot.extend(self.bullets(block, width) for block in lists)
        foot.append(HRFlowable(width="100%", thickness=0.5, color=rl_color(s.rule), spaceBefore=10, spaceAfter=6))
        if book.credits and "credits" in optional:
            foot.extend(self.plain(credit, s.meta) for credit in book.credits)
            foot.append(Spacer(0, 4))
        foot.extend(self.plain(line, s.meta, after=2) for line in (book.copyright, book.notice) if line)
        return [Spacer(0, gap * PITCH_RAISE), *top, Spacer(0, gap * (1 - PITCH_RAISE)), *foot]

    def section(self, section, width: float) -> list[Flowable]:
        self.section_id, self.labels = section.id, section.callouts
        s = self.styles
        space = s.heading.size * self.spacing
        plain = untitled(section, self.book.kicker)
        self.sub_level = 0 if plain else 1
        flowables = self.blocks(section.blocks, width, anchored=True)
        if not plain:  # else titled like its rulebook: the title block above already says it
            heading = self.heading(section.title, s.heading, 0, space * 0.7, space * 0.3, (section.id, -1))
            flowables = [KeepWithNext(heading, flowables[0]) if flowables else heading, *flowables[1:]]
        for flowable in flowables:
            self.note_small_figures(flowable, width)
        return flowables

    def note_small_figures(self, flowable: Flowable, width: float, above: float = 0.0) -> None:
        """Each figure of ``flowable`` whose text prints under FIGURE_MIN_TEXT, as a figure-text-small; a figure
        kept with a heading or the paragraph that introduces it (``above`` pt tall, with the gap) has the column
        less that to stand in."""
        if isinstance(flowable, KeepWithNext):
            kept = flowable.heading.wrap(width, self.room)[1] + flowable.gap()
            self.note_small_figures(flowable.block, width, above + kept)
        elif isinstance(flowable, BoxedTable):  # read-aloud text: its figures stand in the box's narrower room
            for inner in flowable._cellvalues[0][0]:
                self.note_small_figures(inner, width - 2 * BOX_PADDING, above + BOX_PADDING)
        elif isinstance(flowable, KeptList):  # a list item's figures stand in the item's room, right of its bullet
            for inner in flowable.pnp_blocks:
                self.note_small_figures(inner, width - flowable._leftIndent, above)
        elif isinstance(flowable, FigureFlowable):
            flowable.room = self.room - above
            for target, printed in zip(flowable.pnp_targets, flowable.smallest_printed(width), strict=True):
                if printed is not None:
                    self.small_figures.append((self.section_id, target, *printed))

    def blocks(self, blocks, width: float, anchored: bool = False) -> list[Flowable]:
        """The flowables of ``blocks``: a section's own (``anchored``: its headings are the story's, that a
        table of contents lists), or a list item's."""
        s = self.styles
        result: list[Flowable] = []
        placed: list[textsyntax.Block] = []  # the block each flowable of ``result`` sets
        for index, block in enumerate(blocks):
            if block.kind in ("figure", "row") and not self.book.style.shows_figures:
                continue  # a pocket style's figures: false
            placed.append(block)
            if block.kind == "heading":
                size = s.subheading.size * self.spacing
                anchor = (self.section_id, index) if anchored else None
                result.append(self.heading(block.runs, s.subheading, self.sub_level, size * 0.6, size * 0.25, anchor))
            elif block.kind == "paragraph":
                result.append(self.text(block.runs, s.body, after=s.body.size * 0.5 * self.spacing))
            elif block.kind == "list":
                result.append(self.bullets(block, width))
            elif block.kind == "table":
                result.append(self.table(block, width))
            elif block.kind == "boxed":
                result.append(self.boxed(block, width))
            elif block.kind == "contents":
                result.append(self.contents())
            elif block.kind in ("figure", "row"):
                figure = self.figure([row[0] for row in block.items] if block.items else [block], width)
                if figure is not None:
                    result.append(figure)
                else:
                    placed.pop()
        leads = {
            index
            for index, (block, after) in enumerate(itertools.pairwise(placed))
            if block.kind == "paragraph" and after.kind in ("table", "figure", "row", "list") and _introduces(block)
        }
        return kept_with_next(result, leads)

    def contents(self) -> ContentsFlowable:
        """The table of contents: its page numbers are the story's ``numbers``, once the book is set."""
        style, s = self.book.style, self.styles
        depth = style.contents_depth
        look = ContentsLook(
            replace(s.body, bold=depth > 1),
            s.body,
            style.colors["muted"] if style.contents_leader == "dots" else None,
        )
        entries = self.book.story.contents(depth, self.book.kicker)
        after = s.body.size * 0.8 * self.spacing
        return ContentsFlowable(entries, look, self.setter, self.icons, self.numbers, 2 * self.spacing, after)

    def figure(self, blocks: list[textsyntax.Block], width: float) -> FigureFlowable | None:
        """A figure, or a row of them side by side; None when none names a piece (a finding says so)."""
        shown = [
            (block, turned(face, textsyntax.turn_of(block.options)) or face)
            for block in blocks
            if (face := self.book.figures.get((block.target, block.side)))
        ]
        if not shown:
            return None
        style = self.book.style
        pictures = [
            Picture(face, self.text(block.runs, self.styles.caption), self.callouts(block, face), enlarged_by(block))
            for block, face in shown
        ]
        figure = FigureFlowable(
            pictures, self.icons, style.figure_height, shrink=self.shrink, between=style.figure_gap * MM, room=self.room
        )
        figure.pnp_needle = f"({shown[0][0].target}"  # where its section writes it, for a figure no column holds
        figure.pnp_targets = [block.target for block, _ in shown]  # its figure-text-small, once its room is known
        for (block, _), problem in zip(shown, figure.callout_problems(width), strict=True):
            if problem is not None:
                self.callout_problems.append((self.section_id, block.target, *problem))
        for (block, _), crossed in zip(shown, figure.crossed_words(width), strict=True):
            self.crossed_leaders.extend((self.section_id, block.target, crossing) for crossing in crossed)
        # less space between blocks takes as much from before the figure as from after its caption, so it
        # stays in the middle of its space however tight the book is set
        saved = figure.spaceAfter * (1 - self.spacing)
        figure.spaceBefore -= saved
        figure.spaceAfter -= saved
        return figure

    def callouts(self, block: textsyntax.Block, face: Face) -> Callouts | None:
        """The labels of a figure written "callouts": the section's, each of an element its piece draws (or of the
        copy of it the label names, road#3), numbered in the order written; None for another figure (or when its
        piece draws none of them)."""
        if textsyntax.CALLOUTS not in block.options:
            return None
        drawn = []
        words = {name: (box,) for name, box in face.words.items()}
        for key, runs in self.labels:
            name, copy = textsyntax.copy_named(key)
            if name not in face.parts:
                continue
            if copy is None:
                drawn.append((key, runs, face.parts[name], face.words.get(name), face.covered.get(name, ())))
            elif (chosen := face.copy(name, copy)) is not None:  # else a finding says why it is left out
                drawn.append((key, runs, (chosen.box,), chosen.words, face.covered.get(name, ())))
                if name in words:  # its leader runs in between the other copies' words
                    words[name] = tuple(made.words for made in face.copies[name] if made and made.words)
        if not drawn:
            return None
        look = self.book.style.callouts
        text = replace(self.styles.body, size=look["size"], bold=look["bold"], leading=1.15)
        callouts = [Callout(number, *label) for number, label in enumerate(drawn, start=1)]
        drawing = CalloutLook(text, look["color"], look["line_width"], look["dot"])
        return Callouts(face.size, callouts, drawing, self.setter, words)

    def bullets(self, block, width: float) -> Flowable:
        s = self.styles
        indent = s.body.size * 1.4
        inners = [self.blocks(item, width - indent) or [Spacer(0, 0)] for item in block.items]
        kept = KeptList(
            [ListItem(flowables) for flowables in inners],
            bulletType="1" if block.level else "bullet",
            start=block.start if block.level else "•",
            leftIndent=indent,
            bulletFontName=self.bullet_font,
            bulletFontSize=s.body.size,
            bulletColor=rl_color(s.heading.color),
            spaceAfter=s.body.size * 0.5 * self.spacing,
        )
        kept.pnp_blocks = [inner for flowables in inners for inner in flowables]  # its figures, for their text's size
        return kept

    def boxed(self, block, width: float) -> BoxedTable:
        """Boxed text (a blockquote: an adventure's read-aloud text) in a box of the table header's tint, ruled
        round in the style's rule colour; a box taller than the room left in a column goes on in the next, between
        its lines."""
        colors = self.book.style.colors
        self.in_box, outside = True, self.in_box
        inner = self.blocks(block.items[0], width - 2 * BOX_PADDING) or [Spacer(0, 0)]
        self.in_box = outside
        return BoxedTable(
            [[inner]],
            colWidths=[width],
            splitInRow=1,
            hAlign="LEFT",
            spaceBefore=2 * self.spacing,
            spaceAfter=self.styles.body.size * 0.8 * self.spacing,
            style=[
                ("BACKGROUND", (0, 0), (-1, -1), rl_color(colors["table_header"])),
                ("BOX", (0, 0), (-1, -1), 0.6, rl_color(colors["rule"])),
                ("LEFTPADDING", (0, 0), (-1, -1), BOX_PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), BOX_PADDING),
                ("TOPPADDING", (0, 0), (-1, -1), BOX_PADDING),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ],
        )

    def table(self, block, width: float) -> Table:
        """A table; on a pocket page (the style's ``stacks_tables``) set as stacked rows where it is too wide
        for the column, or where they are shorter than its rows as a table (its cells wrapped over many lines
        in a narrow column): the header a table repeats at each column's head is not counted."""
        problems = len(self.problems)
        table = self.grid(block, width)
        if not self.book.style.stacks_tables or len(block.rows) < 2:
            return table
        stacked = self.stacked_table(block, width)
        too_wide = len(self.problems) > problems
        if too_wide or _rows_height(stacked, width) < _rows_height(table, width, table.repeatRows):
            del self.problems[problems:]  # stacked, its rows fit the column's width
            return stacked
        return table

    def grid(self, block, width: float) -> Table:
        """A table as written: its header row shaded over the others, its columns as wide as they need."""
        s = self.styles
        styles = [[self.cell_style(cell) for cell in row] for row in block.rows]
        rows = [
            [
                self.text(cell, replace(style, align=align) if (align := _align(block, column)) else style)
                for column, (cell, style) in enumerate(zip(row, row_styles, strict=True))
            ]
            for row, row_styles in zip(block.rows, styles, strict=True)
        ]
        pictures = [
            (column, row)
            for row, row_styles in enumerate(styles)
            for column, style in enumerate(row_styles)
            if style is s.icon_cell
        ]
        pictured = sorted({row for _, row in pictures})
        lower = self.picture_drop()
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
                    *self.table_look(),
                    ("BACKGROUND", (0, 0), (-1, 0), rl_color(colors["table_header"])),
                    *([("BACKGROUND", (0, 1), (-1, -1), PAPER)] if self.in_box else []),  # in a box of the header's
                    # tint, its rows on white, so that its header shows
                    *(("VALIGN", (0, index), (-1, index), "MIDDLE") for index in pictured),  # text beside a picture
                    *(("TOPPADDING", cell, cell, 2 + lower) for cell in pictures),  # the picture centred in its
                    *(("BOTTOMPADDING", cell, cell, 2.5 - lower) for cell in pictures),  # row, as tall as before
                ]
            )
        )
        table.pnp_needle = header_needle(block)  # where its section writes it, for a table no column holds
        return table

    def stacked_table(self, block, width: float) -> Table:
        """A table set as stacked rows: for each of its rows one paragraph the column's full width (see
        :func:`_record`: "*Roll:* **1–3** · *DC:* 12 · *On a failure:* …"), ruled off as a table's rows; they
        part at a column break as a table's do, at least two on either side."""
        header, *rows = block.rows
        header = tuple(self.unbroken(label, width - 2 * CELL_PADDING) for label in header)
        records = [[self.text(_record(header, row), self.styles.cell)] for row in rows]
        table = KeptTable(
            records,
            colWidths=[width],
            rowSplitRange=(KEEP_ROWS, -KEEP_ROWS),
            hAlign="LEFT",
            spaceBefore=2 * self.spacing,
            spaceAfter=self.styles.body.size * 0.8 * self.spacing,
        )
        rule = rl_color(self.book.style.colors["rule"])
        table.setStyle(TableStyle([*self.table_look(), ("LINEABOVE", (0, 0), (-1, 0), 0.4, rule)]))
        table.pnp_needle = header_needle(block)
        return table

    def unbroken(self, label: textsyntax.Paragraph, width: float) -> textsyntax.Paragraph:
        """A column's header with its words joined by no-break spaces, so that a stacked row breaks its line
        before it, not inside it ("*On a* / *success:*"); as written where it is wider than the column
        (``width`` pt), which a line could not hold."""
        joined = tuple(
            replace(run, value=run.value.replace(" ", "\u00a0")) if run.kind == "text" else run for run in label
        )
        labelled = (*_labelled(joined),)
        return joined if self.setter.lay_out((labelled,), self.styles.cell, 1e6).widest <= width else label

    def table_look(self) -> list[tuple]:
        """The table style commands every table of the book shares: its font, the rules under the rows, the
        cells' padding."""
        return [
            ("FONTNAME", (0, 0), (-1, -1), self.bullet_font),  # else reportlab names Helvetica per cell
            ("LINEBELOW", (0, 0), (-1, -1), 0.4, rl_color(self.book.style.colors["rule"])),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ]

    def picture_drop(self) -> float:
        """How far (pt) a legend's picture sits above the middle of its line: it stands on the baseline and
        rises ``icon_cell_scale`` × the cap height, more than the font's ascent above it, so a row's cells
        centred as set leave it riding high, its top a hair under the rule above (0.1 mm in Twisty Tracks'
        station table) and its middle 0.6 mm above that of a one-line meaning beside it."""
        style = self.styles.icon_cell
        metrics = self.setter.fonts.metrics(style.family.face(style.bold, style.italic))
        rise = metrics.cap_height * style.icon_scale  # the picture, from the baseline up
        return max(0.0, (rise - metrics.ascent - metrics.descent) / 2 * style.size)

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


def _rows_height(table: Table, width: float, header: int = 0) -> float:
    """pt: how tall ``table``'s rows are in a column ``width`` wide, its ``header`` rows left out."""
    table.wrap(width, 1e9)
    return sum(table._rowHeights[header:])


def header_needle(block) -> str:
    """A table's header row as its section's text writes it, cells without their spacing (``|Roll|Trap|``): so
    that a finding about the table is said at its own line, not at the section's first table."""
    cells = (_words(cell).strip() for cell in block.rows[0])
    return "|" + "|".join(cells) + "|"


def _record(header: tuple[textsyntax.Paragraph, ...], row: tuple[textsyntax.Paragraph, ...]) -> textsyntax.Paragraph:
    """A table's row as one paragraph: its first cell in bold, then each other cell (but an empty one) after
    its column's header in italic and a colon; a no-break space keeps each header with its cell. A first cell
    of words names its row ("**Forge A Path**"); one of figures (a die roll, a DC) says its header too
    ("*Roll:* **1–3**"), which alone it would not. A cell of a dash alone ("–": none) is left out as an empty
    one is ("**Dud!** · *Green:* 13", not "· *Yellow:* –"), unless every other cell is so: the dashes are then
    all the record says of its row."""
    named = any(char.isalpha() for run in row[0] if run.kind == "text" for char in run.value)
    runs = [] if named else _labelled(header[0])
    runs += [replace(run, bold=True) for run in row[0]]
    said = [(label, cell) for label, cell in zip(header[1:], row[1:], strict=False) if _says(cell)]
    if any(not _none(cell) for _, cell in said):
        said = [(label, cell) for label, cell in said if not _none(cell)]
    for label, cell in said:
        runs += [textsyntax.Run("text", "\u00a0· " if runs else ""), *_labelled(label), *cell]
    return tuple(runs)


def _says(cell: textsyntax.Paragraph) -> bool:
    """Whether a table cell holds anything: a word, a figure, an icon."""
    return any(run.value.strip() or run.kind == "icon" for run in cell)


def _none(cell: textsyntax.Paragraph) -> bool:
    """Whether a table cell is a dash alone (a hyphen, an en or an em dash), a table's way to write "none"."""
    text = _words(cell).strip()
    return bool(text) and all(run.kind == "text" for run in cell) and not text.strip(NONE_DASHES)


def _words(paragraph: textsyntax.Paragraph) -> str:
    """A paragraph's text runs as one string (its icons left out)."""
    return "".join(run.value for run in paragraph if run.kind == "text")


def _labelled(label: textsyntax.Paragraph) -> list[textsyntax.Run]:
    """A column's header in italic and a colon, before its cell in a stacked row (nothing for an empty header)."""
    words = [replace(run, italic=True) for run in label]
    return [*words, textsyntax.Run("text", ":\u00a0", italic=True)] if words else []


def _introduces(block: textsyntax.Block) -> bool:
    """Whether a paragraph introduces the block after it: it ends with a colon ("…decides them so:"), or
    it opens with a bold label ("**Monster table** (d6)", "**Trap table** (d6). Disarm: …"). A paragraph
    that just comes before a table or figure does not: it fills its column, and the figure may move on."""
    words = _words(block.runs).rstrip()
    opening = block.runs[0] if block.runs else None
    label = opening is not None and opening.bold and not opening.value.rstrip().endswith(tuple(SENTENCE_END))
    return words.endswith(":") or label


def rl_color(color: Color) -> RLColor:
    return RLColor(color.r, color.g, color.b)


def enlarged_by(block: textsyntax.Block) -> float:
    """How much larger than it prints a figure's options ask its piece to be drawn (1: its printed size)."""
    return max((textsyntax.ENLARGED[option] for option in block.options if option in textsyntax.ENLARGED), default=1.0)


def _align(block: textsyntax.Block, column: int) -> str:
    """The alignment a table's separator row asks of ``column`` (``---:``: right), "" where it asks none."""
    return block.aligns[column] if column < len(block.aligns) else ""

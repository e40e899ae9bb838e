"""The rulebook kind: rule sections typeset in columns on each paper, with figures of the game's pieces.

A rulebook is typeset while the game is prepared (that is its imposition dry run:
a block too large for a column is found by ``pnp validate``); writing only saves
the pages it made.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import TYPE_CHECKING, Any, BinaryIO

from pnp.core import textsyntax
from pnp.core.color import parse_color
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.papers import Paper
from pnp.core.papers import paper as paper_named
from pnp.core.suggest import did_you_mean
from pnp.core.textsyntax import CALLOUTS, FIGURE_OPTIONS, Block
from pnp.core.words import Words, say
from pnp.core.yamlio import LocatedDict
from pnp.kinds import KINDS, NBSP, ComponentKind, Env, component_kind, own_words
from pnp.kinds.said_per_paper import SaidPerPaper
from pnp.layout.turned import turn_of, turned
from pnp.load.legend import LEGEND_FILE
from pnp.load.sections import load_sections
from pnp.load.styles import DEFAULT_STYLE, load_style, style_fonts
from pnp.model import Component, Game, icons_used
from pnp.write import Output

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from reportlab.platypus.doctemplate import LayoutError

    from pnp.draw.document import Typeset
    from pnp.draw.story import Rulebook
    from pnp.layout.document import RulebookStyle, Story
    from pnp.layout.face import Face
    from pnp.load.fonts import Family


TIGHTEN_WITHIN = 1.5  # a pocket text this many times its pages is too long for any tightening: not tried


class RulebookKind(ComponentKind):
    name = "rulebook"
    doc = "rule sections (Markdown and the text syntax, with Jinja over the content) typeset in columns"
    reads_pieces = True  # its icon legend lists what the pieces print

    def properties(self) -> dict[str, Any]:
        return {
            "style": {"type": "string", "description": "rulebook style, relative to templates/ without .yaml"},
            "pages": {
                "type": "integer",
                "minimum": 1,
                "maximum": 999,
                "description": "the most pages it may print on each paper (2: one sheet, both sides); more is a "
                "rulebook-pages warning",
            },
            "booklet_pages": {
                "type": "integer",
                "minimum": 4,
                "maximum": 999,
                "description": "the most pages its booklet (--booklet) may have, covers and Notes pages included "
                "(8: two sheets folded); more is a rulebook-pages warning",
            },
            "inventory": {
                "type": "object",
                "additionalProperties": False,
                "description": "how another rulebook's {{ component_list }} names this one (none lists itself)",
                "properties": {"noun": {"type": "string", "description": "what it is: '1 reference sheet'"}},
            },
        }

    def inventory(self, component: Component, words: Words) -> str | None:
        """'**Trap guide**', or '**Trap guide**: 1 player aid' (``inventory: {noun: player aid}``): one printed
        document; its pages are not counted, as they are known only once it is typeset, and differ by paper."""
        noun = (component.spec.get("inventory") or {}).get("noun")
        return f"**{component.title}**" + (f": 1{NBSP}{noun}" if noun else "")

    def load(self, game: Game, spec: LocatedDict, findings: Findings) -> Component:
        component = self.new_component(game, spec)
        load_sections(game, component, findings)
        return component

    def summary(self, component: Component, words: Words) -> str:
        count = len(component.sections)
        return f"{count:>4} {'section' if count == 1 else 'sections'}"

    def prepare(self, component: Component, env: Env) -> list[Output]:
        if not component.readable:
            return []
        style = self._style(component, env)
        if style is None:
            return []
        game = env.game
        blocks = _generated_blocks(game, component, env.printed_icons() if game.legend is not None else {})
        story = _checked_story(component, env, style, blocks)
        book = self._book(story, style, component, env, blocks)
        _check_own_words(game, component, style, env)
        return self._outputs(book, component, env)

    def _book(
        self, story: Story, style: RulebookStyle, component: Component, env: Env, blocks: dict[str, Any]
    ) -> Rulebook:
        """Everything the rulebook prints: its story, title block, credits, contents and figures."""
        from pnp.draw.story import Rulebook

        game = env.game
        return Rulebook(
            story=story,
            style=style,
            game_title=game.title,
            title=component.title,
            subtitle=str(game.manifest.get("subtitle", "")),
            kicker=_kicker(component),
            facts=_facts(game),
            credits=[
                say(game.words, "labelled", label=c["role"], text=c["name"]) for c in game.manifest.get("credits", [])
            ],
            copyright=str(game.manifest.get("copyright", "")),
            notice=str(game.manifest.get("notice", "")),
            words=game.words,
            blurb=" ".join(str(game.manifest.get("description", "")).split()),
            contents=textsyntax.parse_document(blocks["component_list"], textsyntax.Typography.of(game.words)),
            figures=self._figures(story, component, env),
            ink=env.printing.profile.ink,
            pdfx=env.printing.profile.pdfx,
        )

    def _outputs(self, book: Rulebook, component: Component, env: Env) -> list[Output]:
        """The rulebook typeset on each paper (and folded, and as a pocket booklet, when asked): its files, and
        what does not fit said once over every paper."""
        from pnp.draw.booklet import half_page

        game, findings = env.game, env.findings
        outputs = []
        reported = SaidPerPaper()  # a block that overflows (or a figure too small) on some papers is one finding
        over: dict[bool, list[str]] = {False: [], True: []}  # what it takes past pages: (booklet_pages:), per paper
        too_long: list[tuple[str, int]] = []  # (paper, pocket pages) where its pocket booklet takes more than one sheet
        for name in env.papers:
            paper = paper_named(name)
            first = self._typeset(book, paper, component, env, reported)
            if first is not None:
                over[False] += _past_limit(component, first, paper, folded=False)
                pages = _balanced(first)
                outputs.append(
                    Output(
                        component.id,
                        f"{game.slug}-{component.id}-{name}",
                        lambda t, p=pages: t.write(p()),
                        inputs=("pages", book, paper),
                        needs=frozenset({name}),
                    )
                )
            if env.pocket:
                outputs += self._pocket(book, paper, component, env, reported, too_long)
            if not env.booklet:
                continue
            folded, half = replace(book, style=book.style.for_booklet()), half_page(paper)
            first = self._typeset(folded, half, component, env, reported)
            if first is not None:
                over[True] += _past_limit(component, first, paper, folded=True)
                title = f"{game.title}: {component.title}"
                outputs.append(
                    Output(
                        component.id,
                        f"{game.slug}-{component.id}-booklet-{name}",
                        lambda target, first=first, sheet=paper, title=title: _fold(first, env, target, sheet, title),
                        inputs=("booklet", folded, half, paper, title, game.title),
                        needs=frozenset({name, "booklet"}),
                    )
                )
        for folded_book, printed in over.items():
            if printed:
                _warn_pages(component, printed, folded_book, findings)
        if too_long:
            _warn_pocket(component, too_long, findings)
        reported.say(findings)
        return outputs

    def _pocket(
        self,
        book: Rulebook,
        paper: Paper,
        component: Component,
        env: Env,
        reported: SaidPerPaper,
        too_long: list[tuple[str, int]],
    ) -> list[Output]:
        """The pocket booklet folded from one sheet of ``paper``, or none (and its size in ``too_long``) when its
        text and back cover take more than its eight pages, however tight."""
        from pnp.impose.pocket import POCKET_PAGES, pocket_page

        game = env.game
        pocket = replace(book, style=book.style.for_pocket(env.layouter.standards.smallest_type))
        first = self._typeset(pocket, pocket_page(paper), component, env, reported, pocket=True)
        if first is None:
            return []
        setting = first.setting
        if setting.printed(True, POCKET_PAGES) > POCKET_PAGES and setting.pages < POCKET_PAGES * TIGHTEN_WITHIN:
            setting = first.job.fewer_sheets(setting, POCKET_PAGES)
        if setting.printed(True, POCKET_PAGES) > POCKET_PAGES:
            too_long.append((paper.name, setting.pages + setting.ends_with_back_cover(POCKET_PAGES)))
            return []
        _warn_figures(first, component, env, reported)
        title = f"{game.title}: {component.title}"
        return [
            Output(
                component.id,
                f"{game.slug}-{component.id}-pocket-{paper.name}",
                lambda target: _fold(first, env, target, paper, title, pocket=True),
                inputs=("pocket", pocket, pocket_page(paper), paper, title, game.title),
                needs=frozenset({paper.name, "pocket"}),
            )
        ]

    @staticmethod
    def _typeset(
        book: Rulebook, paper: Paper, component: Component, env: Env, reported: SaidPerPaper, pocket: bool = False
    ) -> Typeset | None:
        """The book's first setting on ``paper``, or None (and findings) when a block does not fit. ``pocket``:
        the book is a pocket booklet's, which the build leaves out rather than refuse the game, so what does
        not fit is a pocket-block-large warning."""
        from reportlab.platypus.doctemplate import LayoutError

        from pnp.draw.document import BlockTooLargeError, BookSetter, typeset

        def first_time(*key: object) -> bool:
            """Whether this problem is to be said: an error once whichever paper; the pocket's warning on each paper
            (said once, naming them all: it does not stand for the error the same block is in the booklet, which
            must still be said), and none where an error of the rules' own pages said it."""
            if key in reported:
                return False
            if not pocket:
                reported.add(key)
            return True

        def refuse(key: tuple, rule: str, where: Location, words: tuple[str, str, str], join: str = ", ") -> None:
            """``words``: the message before what it says of the paper, that, and what follows."""
            if pocket:
                before, on, after = words
                after += "; no pocket file is written for it (its other files are built), or leave out --pocket"
                reported.warn(("pocket", *key), "pocket-block-large", where, (before, on, after), join)
            else:
                env.findings.error(rule, where, "".join(words))

        if "book-setter" not in env.cache:  # one for the game's rulebooks: on each paper they set the same text
            env.cache["book-setter"] = BookSetter(env.layouter.text)
        try:
            first = typeset(book, paper, env.cache["book-setter"], env.icons.find)
        except BlockTooLargeError as exc:
            if first_time(exc.section, "too large"):
                refuse(
                    (exc.section, "too large"),
                    "rulebook-overflow",
                    _place(component, exc.section, exc.needle),
                    (
                        f"section '{exc.section}': a block {exc.height:.0f} mm tall (a figure, a table's first rows, "
                        "a heading with what follows it) does not fit a column on ",
                        f"{paper.name}, {exc.room:.0f} mm",
                        "; split the table, shorten its cells or show a smaller piece",
                    ),
                    join=", nor on ",
                )
            return None
        except LayoutError as exc:
            words = (f"component '{component.id}' on ", paper.name, f": {_layout_problem(exc)}")
            refuse(("layout",), "rulebook-overflow", component.location, words)
            return None
        for section_id, problem in first.problems:
            if first_time(section_id):
                refuse(
                    (section_id,),
                    "rulebook-overflow",
                    _place(component, section_id, "|"),
                    (f"section '{section_id}': {problem}", "", ""),
                )
        for section_id, target, name, problem in first.callout_problems:
            if first_time(section_id, target, "callouts"):
                refuse(
                    (section_id, target, "callouts"),
                    "callout-fit",
                    _label_place(component, section_id, name) if name else _place(component, section_id, f"({target}"),
                    (
                        f"section '{section_id}': figure '{target}' on ",
                        paper.name,
                        f": its callouts cannot be set in its column: {problem}",
                    ),
                )
        if not pocket:  # a pocket booklet's, once it is known to fit its sheet (see _pocket)
            _warn_figures(first, component, env, reported)
        return None if first.problems or first.callout_problems else first

    @staticmethod
    def _style(component: Component, env: Env) -> RulebookStyle | None:
        from pnp.layout.document import RulebookStyle

        if "style" in component.spec.misspelt:
            return None  # the misspelt key is the finding; its default was not meant
        name = str(component.spec.get("style", DEFAULT_STYLE))
        try:
            raw = load_style(env.templates.folders, name, component.spec.line_of("style"))
        except ContentError as exc:
            env.findings.extend(exc.findings)
            return None
        families = {}
        for role, family_name in style_fonts(raw).items():
            family = env.fonts.family(family_name)
            if family is None:
                hint = env.fonts.unknown_hint(family_name)
                env.findings.error(
                    "font-unknown", raw.line_of("fonts"), f"rulebook style: unknown font family '{family_name}'{hint}"
                )
                return None
            families[role] = family
        for family in families.values():
            for face in family.faces.values():
                if not env.fonts.ready(face, env.findings):
                    return None
        if not _colours_read(raw, name, env.findings):
            return None
        style = RulebookStyle.from_data(raw, families["display"], families["text"])
        _check_small_ink(style, raw, name, env.findings)
        _check_style_faces(raw, name, families, component.spec.line_of("style"), env)
        return style

    @staticmethod
    def _figures(story: Story, component: Component, env: Env) -> dict[tuple[str, str], Face]:
        from pnp.layout.document import figures

        faces: dict[tuple[str, str], Face] = {}
        sides = {side for name in KINDS for side in KINDS[name].figure_sides}
        for section, block in figures(story):
            if not _side_known(block, sides, component, section.id, env.findings):
                continue
            owner, _, entry = block.target.partition("/")
            target = env.game.component(owner)
            if target is None and owner in env.game.unusable:
                continue  # its entry in game.yaml is the finding
            shown = target is not None and KINDS[target.kind].has_figure(target, entry, block.side)
            if target is not None and (not target.readable or (target.rejected and not shown)):
                continue  # its source file, a refused entry or a copies: key naming none, is the finding
            misspelt = target is not None and {"face", "back"} & target.spec.misspelt
            if not shown and misspelt and any(e.id == entry for e in target.entries):
                continue  # a misspelt face: or back: (fase:) in game.yaml is the finding
            if shown:
                face = KINDS[target.kind].side_face(target, entry, block.side, env, figure=True)
                if face is not None:  # else its template failed, reported where the template is named
                    faces[(block.target, block.side)] = face
                    _check_turn(block, face, component, section.id, env.findings)
                continue
            env.findings.error(
                "figure-unknown",
                _place(component, section.id, block.target),
                f"section '{section.id}': figure '{block.target}' ({block.side}) names no piece"
                + did_you_mean(block.target, _figure_targets(env.game, block.side))
                + '; write ![caption](component-id/entry-id) or add "back" for its back',
            )
        _check_callouts(story, component, faces, env.findings)
        return faces


def _check_turn(block: Block, face: Face, component: Component, section_id: str, findings: Findings) -> None:
    """A figure whose title turns its piece ("turned-90"): a piece of a shape that does not turn, or one whose
    parts it also labels, is a figure-option error at the figure's line (it prints unturned)."""
    turn = turn_of(block.options)
    if not turn:
        return
    why = (
        "its callouts point at the piece as it prints: show it unturned to label it"
        if CALLOUTS in block.options
        else f"a {face.shape.describe()} does not turn into a shape pnp draws (a rectangle, a rounded rectangle, "
        "an ellipse do)"
        if turned(face, turn) is None
        else ""
    )
    if why:
        findings.error(
            "figure-option",
            _place(component, section_id, block.target),
            f"section '{section_id}': figure '{block.target}' says 'turned-{turn}', but {why}; it prints unturned",
        )


def _side_known(block: Block, sides: set[str], component: Component, section_id: str, findings: Findings) -> bool:
    """Whether a figure's title names one side (or none) besides its options; another word is a figure-option
    error at the figure's line."""
    words = block.side.split()
    unknown = [word for word in words if word not in sides]
    if not unknown and len(words) == 1:
        return True
    word = unknown[0] if unknown else words[1]
    hint = did_you_mean(word, [*sorted(sides), *FIGURE_OPTIONS])
    findings.error(
        "figure-option",
        _place(component, section_id, block.target),
        f"section '{section_id}': figure '{block.target}' says '{word}', "
        + ("which is no side or option of a figure" if unknown else "a second side: a figure shows one")
        + ': its title may say "back" (its back; a die\'s "face-1" to "face-6"), "callouts" (its parts '
        f'labelled from the section\'s callouts:) and "turned-90", "turned-180" or "turned-270" (the piece '
        f"turned clockwise, as a tile is laid){hint}",
    )
    return False


def _check_callouts(story: Story, component: Component, faces: dict[tuple[str, str], Face], findings: Findings) -> None:
    """Each section's ``callouts:`` against the figures of its text that ask for them: a label naming no element
    of their templates, a figure asking with no labels to give, labels no figure asks for; a label whose
    element no figure draws (its ``when:`` hides it there) is left out, and said."""
    from pnp.layout.document import figures

    sources = {str(section.get("id")): section for section in component.sections}
    asking: dict[str, list[Block]] = {}
    for section, block in figures(story):
        if CALLOUTS in block.options:
            asking.setdefault(section.id, []).append(block)
    for section in story.sections:
        source = sources[section.id]
        labels = source.get("callouts")
        blocks = asking.get(section.id, [])
        if blocks and not isinstance(labels, LocatedDict):
            block = blocks[0]
            shown = faces.get((block.target, block.side))
            names = f": the elements of its template '{shown.name}' are {_names(shown)}" if shown else ""
            findings.error(
                "callout-unknown",
                _place(component, section.id, block.target),
                f"section '{section.id}': figure '{block.target}' asks for callouts, but the section gives no "
                f"labels; add callouts: beside its text, a label for each element to point at (title: Name){names}",
            )
            continue
        if not isinstance(labels, LocatedDict):
            continue
        if not blocks:
            findings.warning(
                "callout-unknown",
                source.line_of("callouts"),
                f"section '{section.id}': callouts: labels no figure of its text; write \"callouts\" in the title of "
                'the figure they label (![caption](component-id/entry-id "callouts")), or leave them out',
            )
            continue
        shown = [faces[key] for block in blocks if (key := (block.target, block.side)) in faces]
        if not shown:
            continue  # the figure's own finding says why it draws nothing
        known = {name for face in shown for name in (*face.parts, *face.hidden, *face.failed)}
        for name in labels:
            if name not in known:
                findings.error(
                    "callout-unknown",
                    labels.line_of(name),
                    f"section '{section.id}': callout '{name}' names no element of figure '{blocks[0].target}' "
                    f"(template '{shown[0].name}': {_names(shown[0])}){did_you_mean(name, sorted(known))}",
                )
            elif not any(name in face.parts or name in face.failed for face in shown):
                findings.warning(
                    "callout-hidden",
                    labels.line_of(name),
                    f"section '{section.id}': callout '{name}': figure '{blocks[0].target}' does not draw it (its "
                    "when: hides it on that piece), so its label is left out; show a piece that has it, or leave "
                    "the label out",
                )
        for block in blocks:  # a figure of the section whose piece draws none of the labelled elements
            face = faces.get((block.target, block.side))
            if face is not None and not any(name in face.parts or name in face.failed for name in labels):
                side = " (its back)" if block.side == "back" else ""
                findings.warning(
                    "callout-unknown",
                    _place(component, section.id, block.target),
                    f"section '{section.id}': figure '{block.target}'{side} asks for callouts, but no label of the "
                    f"section's callouts: names an element it draws (template '{face.name}': {_names(face)}), so "
                    'it prints none; label one of them, or leave "callouts" out of its title',
                )


def _label_place(component: Component, section_id: str, name: str) -> Location:
    """The line of a label in a section's callouts:."""
    source = next(s for s in component.sections if s.get("id") == section_id)
    return source["callouts"].line_of(name)


def _names(face: Face) -> str:
    return ", ".join([*face.parts, *sorted(face.hidden)])


def _place(component: Component, section_id: str, needle: str) -> Location:
    """The line of ``needle`` in a section's text (a table's header row, ``|Roll|Trap|``, where it is written
    with any spacing and emphasis); the component's line when the section is not found."""
    source = next((s for s in component.sections if s.get("id") == section_id), None)
    if source is None:
        return component.location
    if needle.startswith("|") and needle != "|":
        written = str(source.get("text", "")).splitlines()
        needle = next((line for line in written if _cells(line) == _cells(needle)), "|")
    return source.line_of_text("text", needle)


def _cells(line: str) -> list[str]:
    """A table row's cells as words alone (no spacing round them, no ``*``/``_`` emphasis)."""
    row = line.strip()
    if not row.startswith("|"):
        return []
    return [cell.strip().strip("*_").strip() for cell in row.strip("|").split("|")]


def _check_contents(
    story: Story, style: RulebookStyle, kicker: str, sources: dict[str, LocatedDict], findings: Findings
) -> None:
    """A table of contents placed twice, or listing fewer than two entries, is a warning at its line."""
    from pnp.layout.document import CONTENTS

    placed = []  # the line of each, in order
    for section in story.sections:
        source, at = sources[section.id], -1
        for _ in (block for block in section.blocks if block.kind == "contents"):
            at = str(source.get("text", "")).find(CONTENTS, at + 1)
            placed.append(source.line_of_text("text", CONTENTS, max(at, 0)))
    if not placed:
        return
    tag = f"{{{{ {CONTENTS} }}}}"
    for where in placed[1:]:
        findings.warning(
            "table-of-contents", where, f"{tag} is placed again (first at line {placed[0].line}): it prints twice"
        )
    entries = len(story.contents(style.contents_depth, kicker))
    if entries < 2:
        findings.warning(
            "table-of-contents",
            placed[0],
            f"{tag} lists {'no heading' if not entries else 'one heading'}: it lists the sections that print a title "
            "(not one titled like the rulebook, nor its own), with the style's contents: {depth: 2} their ### "
            "headings too; give the sections titles, or leave it out",
        )


def _figure_targets(game: Game, side: str) -> list[str]:
    """Every 'component/entry' a figure could show on this side, for a "did you mean"."""
    return [
        f"{component.id}/{entry.id}"
        for component in game.components
        for entry in component.entries
        if KINDS[component.kind].has_figure(component, entry.id, side)
    ]


def _generated_blocks(game: Game, holder: Component, printed: Collection[str] = ()) -> dict[str, str]:
    """Markdown a rule section of the rulebook ``holder`` places with one line: ``{{ component_list }}`` (every
    other component: the reader holds this one), ``{{ icon_legend }}`` (the legend of every icon the entries'
    text sets or the pieces print: ``printed``); ``{{ table_of_contents }}`` is a mark the story reads as its
    block (its page numbers are known once the book is set)."""
    from pnp.layout.document import CONTENTS, CONTENTS_MARK

    lines = [line for c in game.components if c is not holder and (line := KINDS[c.kind].inventory(c, game.words))]
    blocks = {"component_list": "\n".join(f"- {line}" for line in lines), CONTENTS: CONTENTS_MARK}
    if game.legend is not None:
        used = {*icons_used(game), *printed}
        rows = [
            (" ".join(f":{name}:" for name in meaning.icons if name in used), meaning.meaning)
            for meaning in game.legend
        ]
        words = game.words
        header = f"| {_cell(say(words, 'icon'))} | {_cell(say(words, 'meaning'))} |"
        blocks["icon_legend"] = (
            header + "\n|---|---|\n" + "\n".join(f"| {icons} | {_cell(meaning)} |" for icons, meaning in rows if icons)
        )
    elif (game.root / LEGEND_FILE).is_file():  # a legend that cannot be read: its own finding says why
        blocks["icon_legend"] = ""
    return blocks


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _balanced(first: Typeset) -> Callable[[], bytes]:
    """The printed pages, made when the output is written: validation needs only the first setting."""
    from pnp.draw.document import balanced

    return lambda: balanced(first)


def _fold(first: Typeset, env: Env, target: BinaryIO, sheet: Paper, title: str, pocket: bool = False) -> None:
    """Write the booklet: its pages and back cover imposed on ``sheet``; ``pocket``: a pocket booklet's eight
    pages on one side of one sheet, else a folded booklet's half pages, four to a sheet."""
    from pnp.draw.booklet import Folding, impose_booklet
    from pnp.draw.document import booklet
    from pnp.draw.pocket import impose_pocket
    from pnp.impose.pocket import POCKET_PAGES

    pages, back = booklet(first, POCKET_PAGES if pocket else 4)
    book = first.job.book
    note = say(book.words, "pocket_note" if pocket else "booklet_note")
    folding = Folding(sheet, book.style.text.face().name, title, env.game.title, book.style.margin, note)
    (impose_pocket if pocket else impose_booklet)(pages, target, folding, back_cover=back)


def _warn_figures(first: Typeset, component: Component, env: Env, reported: SaidPerPaper) -> None:
    """The warnings of the figures of the setting ``first``: text printed too small, leaders across words."""
    _warn_small_figures(first, component, env, reported)
    for section_id, target, name, crossed in first.crossed_leaders:
        reported.warn(
            (section_id, target, name, "crossing"),
            "callout-crossing",
            _label_place(component, section_id, name),
            (
                f"section '{section_id}': figure '{target}' on ",
                first.job.paper.name,
                f": the leader of callout '{name}' is drawn across the words of '{crossed}', no way round them "
                f"being clear; move '{name}' or '{crossed}' apart in the piece's template, or leave this label out",
            ),
        )


def _warn_small_figures(first: Typeset, component: Component, env: Env, reported: SaidPerPaper) -> None:
    """A figure-text-small warning for each figure of the setting ``first`` whose text prints too small: held in
    ``reported``, to be said once naming every paper it prints too small on."""
    from pnp.draw.flowables import FIGURE_MIN_TEXT

    paper = first.job.paper
    if first.job.book.style.columns > 1:
        advice = "its column is too narrow for it; set the rules in fewer columns (style: columns), or show a smaller "
        advice += "piece"
    else:  # one column already (a booklet's or a pocket booklet's page): fewer is no remedy
        advice = "its page is too small for it; enlarge the piece's smallest text, or show a smaller piece"
    for section_id, target, printed in first.small_figures:
        reported.warn(
            (section_id, target),
            "figure-text-small",
            _place(component, section_id, f"({target}"),
            (
                f"section '{section_id}': figure '{target}' prints its smallest text at ",
                f"{printed:.1f} pt on {paper.name}",
                f", under {FIGURE_MIN_TEXT:g} pt: {advice}",
            ),
        )


def _warn_pocket(component: Component, too_long: list[tuple[str, int]], findings: Findings) -> None:
    """One pocket-too-long warning at the rulebook's entry in game.yaml: the pages it takes on each paper."""
    from pnp.impose.pocket import POCKET_PAGES

    takes = ", ".join(f"{pages} pages on {paper}" for paper, pages in too_long)
    save = max(pages for _, pages in too_long) - POCKET_PAGES
    findings.warning(
        "pocket-too-long",
        component.location,
        f"rulebook '{component.id}': its pocket booklet takes {takes} (its back cover counted), more than the "
        f"{POCKET_PAGES} pages one sheet folds into, so no pocket file is written for it; shorten the text by "
        f"about {save} {'page' if save == 1 else 'pages'}, set it smaller (the style's pocket: body, 7 pt at "
        "least), or fold it as a booklet (--booklet)",
    )


def _past_limit(component: Component, first: Typeset, paper: Paper, folded: bool) -> list[tuple[str, int, float]]:
    """``[(paper, pages, its last page's share)]`` when the book set as ``first`` prints more pages than the
    component's ``pages:`` (``folded``: its booklet more than ``booklet_pages:``) allows, as build prints it
    (tightened to save a page or a sheet); else none. The tightening is tried only when the first setting is over."""
    limit = component.spec.get("booklet_pages" if folded else "pages")
    if not isinstance(limit, int) or first.setting.printed(folded) <= limit:
        return []
    job = first.job
    setting = job.fewer_sheets(first.setting) if folded else job.tightened(first.setting)
    printed = setting.printed(folded)
    return [(paper.name, printed, setting.last_page_share())] if printed > limit else []


def _warn_pages(component: Component, printed: list[tuple[str, int, float]], folded: bool, findings: Findings) -> None:
    """One rulebook-pages warning at the pages: (booklet_pages:) line: what it takes on each paper, what the
    limit means in sheets, how many pages (or sheets) to save."""
    key = "booklet_pages" if folded else "pages"
    limit = int(component.spec[key])
    most = max(pages for _, pages, _ in printed)
    if folded:
        takes = ", ".join(f"{pages} pages on {paper}" for paper, pages, _ in printed)
        what, meant = f"its booklet takes {takes}", _sheets(limit // 4, "folded") if limit % 4 == 0 else ""
        save = _sheets(-(-most // 4) - max(limit // 4, 1), "")
    else:
        takes = ", ".join(
            f"{pages} pages on {paper} (its last {share * 100:.0f} % full)" for paper, pages, share in printed
        )
        what, meant = (
            f"it takes {takes}",
            "one side of one sheet" if limit == 1 else _sheets(-(-limit // 2), "both sides"),
        )
        save = f"{most - limit} {'page' if most - limit == 1 else 'pages'}"
    findings.warning(
        "rulebook-pages",
        component.spec.line_of(key),
        f"rulebook '{component.id}': {what}, more than {key}: {limit}{f' ({meant})' if meant else ''} allows; "
        f"shorten the text or draw its figures smaller (the style's figure_height, figure_shrink) to save {save}, "
        f"or allow more {key}",
    )


def _sheets(count: int, how: str) -> str:
    """'one sheet, both sides', '2 sheets folded', 'a sheet'."""
    said = "one sheet" if count == 1 else f"{count} sheets"
    if not how:
        return "a sheet" if count == 1 else said
    return f"{said}, {how}" if how == "both sides" else f"{said} {how}"


def _facts(game: Game) -> list[str]:
    """Players, playing time and ages, as a box says them."""
    facts = []
    players, words = game.players, game.words
    if players:
        low, high = players
        both = low if low == high else say(words, "player_range", low=low, high=high)
        facts.append(say(words, "one_player" if both == 1 else "players", players=both))
    if game.manifest.get("playtime"):
        facts.append(str(game.manifest["playtime"]).replace("-", "–"))
    if game.manifest.get("ages"):
        ages = str(game.manifest["ages"])
        facts.append(say(words, "ages", ages=ages, age=ages.removesuffix("+")))
    return facts


def _layout_problem(exc: LayoutError) -> str:
    what = str(exc).split(" too large")[0][:80]
    return f"a block does not fit a column ({what} too large); split the table or shorten the block"


component_kind(RulebookKind())


def _colours_read(raw: LocatedDict, name: str, findings: Findings) -> bool:
    """Whether every colour under the style's colors: (and its callouts: color:) is one; a typo ('6e1f35', no
    '#') is a value-invalid error at its line (it stopped `pnp validate` and `pnp build` with a traceback)."""
    fine = True
    for key in ("colors", "callouts"):
        colours = raw.get(key)
        if not isinstance(colours, LocatedDict):
            continue
        for role, value in colours.items():
            if key == "callouts" and role != "color":
                continue
            try:
                parse_color(value)
            except ValueError as exc:
                findings.error("value-invalid", colours.line_of(role), f"rulebook style '{name}': {key}: {role}: {exc}")
                fine = False
    return fine


# what a rulebook prints in each role's bold and italic faces (a family lacking one prints it in another)
STYLED = {
    "display": {"bold": "its title and headings", "italic": "the game's subtitle"},
    "text": {"bold": "its subheadings, **bold** words and bold callouts", "italic": "its captions and *italic* words"},
}


def _check_style_faces(raw: LocatedDict, name: str, families: dict[str, Family], named: Location, env: Env) -> None:
    """A font-style-missing warning, as a face template's bold: true gets, for each family of a rulebook style
    lacking in fonts.yaml a bold or italic face the rulebook prints in: at its ``fonts:`` line (a default family:
    where game.yaml ``named`` the style), one for the family's faces (callouts: bold: among them)."""
    fonts = raw.get("fonts") if isinstance(raw.get("fonts"), LocatedDict) else None
    subtitle = bool(env.game.manifest.get("subtitle"))  # the only display italic
    for role, printed in STYLED.items():
        family = families[role]
        lacked = {
            style: words
            for style, words in printed.items()
            if family.lacks(bold=style == "bold", italic=style == "italic")
            and (subtitle or (role, style) != ("display", "italic"))
        }
        if lacked:
            where = fonts.line_of(role) if fonts is not None and role in fonts else named
            prints = " and ".join(f"{words} in its {style} face" for style, words in lacked.items())
            asked = f"rulebook style '{name}': fonts: {role}: '{family.name}' prints {prints}"
            env.findings.warning("font-style-missing", where, _lacking_faces(asked, family, list(lacked), env))


def _lacking_faces(asked: str, family: Family, styles: list[str], env: Env) -> str:
    """The rest of a rulebook style's font-style-missing: the faces the family has, the one the words print in
    instead, the families that have the faces asked for."""
    others = [other for other, faces in env.fonts.families.items() if all(s in faces.faces for s in styles)]
    choose = (
        f"a family that has {'them' if len(styles) > 1 else 'one'} ({', '.join(others)})"
        if others
        else "another family"
    )
    add = " and ".join(f"{s}:" for s in styles)
    return (
        f"{asked}, and it has no {' nor '.join(styles)} face in fonts/fonts.yaml (its faces: "
        f"{', '.join(family.faces)}), so they print in its regular face: choose {choose}, or add {add} "
        f"{'faces' if len(styles) > 1 else 'a face'} to the family"
    )


def _check_small_ink(style: RulebookStyle, raw: LocatedDict, name: str, findings: Findings) -> None:
    """A near-black colour for a rulebook's small text (the body, and the muted credits and captions) is the
    ``ink-near-black`` warning pieces get: it prints in four inks, never as sharp as pure black."""
    from pnp.layout.standards import NEAR_BLACK

    colours = raw.get("colors") if isinstance(raw.get("colors"), LocatedDict) else None
    for role, size in (("text", style.sizes["body"]), ("muted", style.sizes["body"] * 0.9)):
        c = style.colors[role]
        if colours is not None and role in colours and 0 < max(c.r, c.g, c.b) <= NEAR_BLACK:
            findings.warning(
                "ink-near-black",
                colours.line_of(role),
                f"rulebook style '{name}': colors: {role}: {size:.3g} pt {'body ' if role == 'text' else ''}text in "
                f"near-black {c.hex}; small text prints sharp only in pure black (#000000), which a printer lays "
                "down in one ink",
            )


def _kicker(component: Component) -> str:
    """The line over the title: the component's own title, when it has one."""
    return component.title if component.title != component.id else ""


def _checked_story(component: Component, env: Env, style: RulebookStyle, blocks: dict[str, Any]) -> Story:
    """The rule sections read into blocks, their text checked as the cards' is, their dice tables and
    table of contents too."""
    from pnp.layout.document import build_story
    from pnp.validate.dice import check_dice_tables
    from pnp.validate.text import check_text, referable_names

    game, findings = env.game, env.findings
    context = {**game.expression_context(), "component": component, **blocks}
    names = referable_names(game) if game.fully_read else None

    def check(value: str, owner: LocatedDict, key: str, label: str) -> None:
        check_text(value, owner, key, label, game, names, env.icons, findings, written=str(owner.get(key, "")))

    story = build_story(
        component.sections,
        context,
        style,
        env.fonts,
        check,
        findings,
        10 * game.limits.text,
        game.report_missing_field,
        textsyntax.Typography.of(game.words),
    )
    sources = {str(section.get("id")): section for section in component.sections}
    for section in story.sections:
        check_dice_tables(sources[section.id], section.blocks, findings)
    _check_contents(story, style, _kicker(component), sources, findings)
    return story


def _check_own_words(game: Game, component: Component, style: RulebookStyle, env: Env) -> None:
    """game.yaml's own words print as written: in the title block (the titles in the display face's bold, the
    subtitle in its italic, facts and credits in the text face) and the footers; with --booklet (and --pocket)
    also on the back cover (the description in the text face, time and ages in the display face's bold)."""
    folded = ("playtime", "ages") if env.booklet or env.pocket else ()
    env.check_glyphs(own_words(game, ("title", *folded, "words"), component), style.display, bold=True)
    env.check_glyphs(own_words(game, ("subtitle",)), style.display, italic=True)
    text = ("title", "playtime", "ages", "credits", "copyright", "notice", "words")
    text += ("description",) if folded else ()
    env.check_glyphs(own_words(game, text, component), style.text)

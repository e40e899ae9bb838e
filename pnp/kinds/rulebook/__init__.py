"""The rulebook kind: rule sections typeset in columns on each paper, with figures of the game's pieces.

A rulebook is typeset while the game is prepared (that is its imposition dry run:
a block too large for a column is found by ``pnp validate``); writing only saves
the pages it made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, BinaryIO

from pnp.core import textsyntax
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.papers import Paper
from pnp.core.papers import paper as paper_named
from pnp.core.words import Words, say
from pnp.core.yamlio import LocatedDict
from pnp.kinds import NBSP, ComponentKind, Env, component_kind
from pnp.kinds.common.said_per_paper import SaidPerPaper
from pnp.kinds.rulebook.figure_checks import check_callouts, check_turn, side_known, warn_figures
from pnp.kinds.rulebook.length import LEAST_PAGES, past_limit, warn_pages, warn_pocket
from pnp.kinds.rulebook.places import figure_place, label_place, place
from pnp.kinds.rulebook.story_source import checked_story, generated_blocks
from pnp.kinds.rulebook.style_checks import (
    check_own_words,
    check_rules_type,
    check_small_ink,
    check_style_faces,
    colours_read,
)
from pnp.load.per_row import RowSpec
from pnp.load.sections import load_sections
from pnp.load.styles import DEFAULT_STYLE, load_style, style_fonts
from pnp.model import Component, Game
from pnp.write import Output

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from reportlab.platypus.doctemplate import LayoutError

    from pnp.draw.document import BlockTooLargeError, Typeset
    from pnp.draw.story import Rulebook
    from pnp.layout.document import RulebookStyle, Story
    from pnp.layout.face import Face


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
                "minimum": LEAST_PAGES["pages"],
                "maximum": 999,
                "description": "the most pages it may print on each paper (2: one sheet, both sides); more is a "
                "rulebook-pages warning",
            },
            "booklet_pages": {
                "type": "integer",
                "minimum": LEAST_PAGES["booklet_pages"],
                "maximum": 999,
                "description": "the most pages its booklet (--booklet) may have, covers and Notes pages included "
                "(8: two sheets folded); more is a rulebook-pages warning",
            },
            "smallest_type": {
                "type": "number",
                "minimum": 7,
                "maximum": 72,
                "description": "pt: no text of these rules below it (their captions, 0.85 of the body, are the "
                "smallest they set): a large-print rules sheet; a smaller body is a type-too-small error",
            },
            "pocket": {
                "type": "boolean",
                "description": "false: not meant to fold into a pocket booklet, so --pocket leaves it out (and says "
                "no pocket-too-long for it); default true",
            },
            "for": {
                "type": "object",
                "minProperties": 1,
                "maxProperties": 1,
                "additionalProperties": {"type": "string"},
                "description": "one booklet for each row of a data table, {character: data.characters}: the rule "
                "text reads the row by that name, the title too; each booklet is <id>-<row id>",
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
        if isinstance(spec, RowSpec):
            component.row, component.made_from = spec.bound, spec.made_from
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
        blocks = generated_blocks(game, component, env.printed_icons() if game.legend is not None else {})
        story = checked_story(component, env, style, blocks)
        book = self._book(story, style, component, env, blocks)
        check_own_words(game, component, style, env)
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
            kicker=component.kicker,
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
                over[False] += past_limit(component, first, paper, folded=False)
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
            if env.pocket and component.spec.get("pocket", True):
                outputs += self._pocket(book, paper, component, env, reported, too_long)
            if not env.booklet:
                continue
            folded, half = replace(book, style=book.style.for_booklet()), half_page(paper)
            first = self._typeset(folded, half, component, env, reported)
            if first is not None:
                over[True] += past_limit(component, first, paper, folded=True)
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
                warn_pages(component, printed, folded_book, findings)
        if too_long:
            warn_pocket(component, too_long, findings)
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
        smallest = max(env.layouter.standards.smallest_type, float(component.spec.get("smallest_type", 0)))
        pocket = replace(book, style=book.style.for_pocket(smallest))
        first = self._typeset(pocket, pocket_page(paper), component, env, reported, pocket=True)
        if first is None:
            return []
        setting = first.setting
        if setting.printed(True, POCKET_PAGES) > POCKET_PAGES and setting.pages < POCKET_PAGES * TIGHTEN_WITHIN:
            setting = first.job.fewer_sheets(setting, POCKET_PAGES)
        if setting.printed(True, POCKET_PAGES) > POCKET_PAGES:
            too_long.append((paper.name, setting.pages + setting.ends_with_back_cover(POCKET_PAGES)))
            return []
        warn_figures(first, component, env, reported)
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
                    place(component, exc.section, exc.needle),
                    (
                        f"section '{exc.section}': {_too_large(exc)} does not fit a column on ",
                        f"{paper.name}, {exc.room:.0f} mm",
                        f"; {_what_to_do(exc)}",
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
                    place(component, section_id, "|"),
                    (f"section '{section_id}': {problem}", "", ""),
                )
        for section_id, target, name, problem in first.callout_problems:
            if first_time(section_id, target, "callouts"):
                refuse(
                    (section_id, target, "callouts"),
                    "callout-fit",
                    label_place(component, section_id, name) if name else place(component, section_id, f"({target}"),
                    (
                        f"section '{section_id}': figure '{target}' on ",
                        paper.name,
                        f": its callouts cannot be set in its column: {problem}",
                    ),
                )
        if not pocket:  # a pocket booklet's, once it is known to fit its sheet (see _pocket)
            warn_figures(first, component, env, reported)
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
        if not colours_read(raw, name, env.findings):
            return None
        style = RulebookStyle.from_data(raw, families["display"], families["text"])
        check_small_ink(style, raw, name, env.findings)
        check_rules_type(style, raw, name, component, env.findings)
        check_style_faces(raw, name, families, component.spec.line_of("style"), env)
        return style

    @staticmethod
    def _figures(story: Story, component: Component, env: Env) -> dict[tuple[str, str], Face]:
        from pnp.kinds.common.shown import figure_sides, shown_face
        from pnp.layout.document import figures
        from pnp.layout.elements.piece import NoSuchPieceError

        faces: dict[tuple[str, str], Face] = {}
        sides = figure_sides()
        for section, block in figures(story):
            if not side_known(block, sides, component, section.id, env.findings):
                continue
            try:
                face = shown_face(block.target, block.side, env)
            except NoSuchPieceError as exc:
                figure = f"section '{section.id}': figure '{block.target}'"
                if exc.key == "side":  # the piece is there, but not that side of it
                    said = f'{figure} asks for its {block.side}, which {exc.why}; remove "{block.side}"'
                elif exc.why:  # a name without its component
                    said = f"{figure} {exc.why}"
                else:
                    how = (
                        ""
                        if exc.hint.endswith("?")
                        else '; write ![caption](component-id/entry-id) or add "back" for its back'
                    )
                    said = f"{figure} ({block.side}) names no piece{exc.hint}{how}"
                env.findings.error("figure-unknown", figure_place(component, section.id, block.target), said)
                continue
            if face is not None:  # else its template failed, reported where the template is named
                faces[(block.target, block.side)] = face
                check_turn(block, face, component, section.id, env.findings)
        check_callouts(story, component, faces, env.findings)
        return faces


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


def _too_large(exc: BlockTooLargeError) -> str:
    """What the block no column holds is, and how tall: a figure, a row of them, else any block."""
    if exc.figures == 1:
        return f"a figure {exc.height:.0f} mm tall with its caption"
    if exc.figures:
        return f"a row of {exc.figures} figures {exc.height:.0f} mm tall with their captions"
    return f"a block {exc.height:.0f} mm tall (a figure, a table's first rows, a heading with what follows it)"


def _what_to_do(exc: BlockTooLargeError) -> str:
    """How to make the block fit: a figure's piece is drawn smaller to fit, its caption is not."""
    if exc.figures == 1:
        return (
            "shorten its caption (the piece is drawn smaller to fit, its caption is not), or say the rest in a "
            "paragraph under it"
        )
    if exc.figures:
        return "write the figures one under another, each on a line of its own, or shorten their captions"
    return "split the table, shorten its cells or show a smaller piece"


def _layout_problem(exc: LayoutError) -> str:
    what = str(exc).split(" too large")[0][:80]
    return f"a block does not fit a column ({what} too large); split the table or shorten the block"


component_kind(RulebookKind())

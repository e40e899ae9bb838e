"""A rulebook's sections read into its story: the generated blocks they place, their text checked as the cards' is."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from pnp.core import textsyntax
from pnp.core.findings import Findings
from pnp.core.plural import plural_of
from pnp.core.words import say
from pnp.core.yamlio import LocatedDict
from pnp.kinds import KINDS, NBSP, Env
from pnp.load.legend import LEGEND_FILE
from pnp.model import Component, Game, icons_used

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from pnp.layout.document import RulebookStyle, Story


def checked_story(component: Component, env: Env, style: RulebookStyle, blocks: dict[str, Any]) -> Story:
    """The rule sections read into blocks, their text checked as the cards' is, their dice tables and
    table of contents too."""
    from pnp.layout.document import build_story
    from pnp.validate.dice import check_dice_tables
    from pnp.validate.text import check_text, referable_names

    game, findings = env.game, env.findings
    context = {**game.expression_context(), "component": component, **component.row, **blocks}
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
        lambda exc, findings, where: (
            game.say_where_written(exc, findings) or game.report_missing_field(exc.missing, findings, where)
        ),
        textsyntax.Typography.of(game.words),
        game.numbering,
        game.complete,
    )
    sources = {str(section.get("id")): section for section in component.sections}
    for section in story.sections:
        check_dice_tables(sources[section.id], section.blocks, findings)
    _check_contents(story, style, component.kicker, sources, findings)
    _check_placed_once(component.sections, findings)
    return story


PLACED_ONCE = ("icon_legend", "component_list")  # blocks a rulebook prints once: a second is the first again


def _check_placed_once(sections: list[Any], findings: Findings) -> None:
    """A ``{{ icon_legend }}`` or ``{{ component_list }}`` placed a second time in the rulebook prints the same
    table or list again: a ``placed-twice`` warning at the second, naming the first's line."""
    for name in PLACED_ONCE:
        written = re.compile(r"\{\{-?\s*" + name + r"\s*-?\}\}")
        placed = [
            section.line_of_text("text", match[0], match.start())
            for section in sections
            if isinstance(section, LocatedDict) and isinstance(section.get("text"), str)
            for match in written.finditer(section["text"])
        ]
        for where in placed[1:]:
            findings.warning(
                "placed-twice",
                where,
                f"{{{{ {name} }}}} is placed again (first at {placed[0].file.name}:{placed[0].line}): it prints "
                "twice; leave one",
            )


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


def generated_blocks(game: Game, holder: Component, printed: Collection[str] = ()) -> dict[str, str]:
    """Markdown a rule section of the rulebook ``holder`` places with one line: ``{{ component_list }}`` (every
    other component: the reader holds this one), ``{{ icon_legend }}`` (the legend of every icon the entries'
    text sets or the pieces print: ``printed``); ``{{ table_of_contents }}`` is a mark the story reads as its
    block (its page numbers are known once the book is set)."""
    from pnp.layout.document import CONTENTS, CONTENTS_MARK

    lines = [line for c in _listed(game, holder) if (line := _inventory_line(c, game))]
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


def _listed(game: Game, holder: Component) -> list[Component | list[Component]]:
    """Every component the list names, in game.yaml's order: the booklets one ``for:`` entry makes are one
    item, all of them (the reader holds one of the set), any other component but the one that holds the list."""
    listed: list[Component | list[Component]] = []
    sets: dict[int, list[Component]] = {}
    for component in game.components:
        if component.made_from is None:
            listed += [component] if component is not holder else []
        elif id(component.made_from) in sets:
            sets[id(component.made_from)].append(component)
        else:
            listed.append(sets.setdefault(id(component.made_from), [component]))
    return listed


def _inventory_line(listed: Component | list[Component], game: Game) -> str | None:
    """A component's line of the list, or one line for a set of booklets made per row: "**8 character
    dossiers**: Lady Ada Thorne, Basil Crane, …" (by their ``inventory: noun:``), else their titles in bold."""
    if isinstance(listed, Component):
        return KINDS[listed.kind].inventory(listed, game.words)
    noun = (listed[0].spec.get("inventory") or {}).get("noun")
    if not noun:
        return ", ".join(f"**{booklet.title}**" for booklet in listed)
    many = noun if len(listed) == 1 else plural_of(noun, game.manifest.get("language", "en"))
    return f"**{len(listed)}{NBSP}{many}**: " + ", ".join(booklet.title for booklet in listed)


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")

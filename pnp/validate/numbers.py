"""Counts typed by hand in rule text: a number the content supplies, or one that contradicts it.

Rule text may print the deck's size as ``{{ components.deck.cards | length }}``; a number
typed instead goes stale when the deck changes. Only what the author wrote is read (the
Jinja parts are left out), and only counts said of a component by name ("the labyrinth
deck (16 cards", "a deck of 104 cards") or of an entry ("Room (4 in the deck)").
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
MARKUP = re.compile(r"\*\*|\*|\[\[|\]\]")
NEAR = 40  # characters before a total in which the component must be named


@dataclass(frozen=True)
class Count:
    """A count the content supplies, the words that say it in rule text, and the Jinja that prints it."""

    pattern: re.Pattern
    named: str  # a word that must come shortly before (the component's name), or "" for none
    value: int
    fact: str
    expression: str


@model_check("numbers")
def check_typed_numbers(game: Game, icons: IconLibrary, findings: Findings) -> None:
    if not game.complete:
        return  # counts over a game with unread sources mean nothing
    counts = list(_counts(game))
    for rulebook in (c for c in game.components if c.sections):
        for section in rulebook.sections:
            if isinstance(section.get("text"), str):
                with findings.scope(component=rulebook.id):
                    _check(section, counts, findings)


def _counts(game: Game):
    for component in game.components:
        if not component.plural or not component.pieces:
            continue
        cards = f"components.{component.id}.cards"
        yield Count(
            re.compile(rf"\b(\d+)\s+{re.escape(component.plural)}\b"),
            component.title.split()[-1].lower(),
            len(component.pieces),
            f"{component.title} has {len(component.pieces)} {component.plural}",
            f"{{{{ {cards} | length }}}}",
        )
        for title, count in Counter(piece.title for piece in component.pieces).items():
            yield Count(
                re.compile(rf"\b{re.escape(title)}\W{{1,4}}\((\d+) in the\b"),
                "",
                count,
                f"{component.title} has {count} {title}",
                f"{{{{ {cards} | selectattr('title', 'eq', '{title}') | list | length }}}}",
            )


def _check(section: LocatedDict, counts: list[Count], findings: Findings) -> None:
    text = MARKUP.sub("", JINJA.sub(" ", section["text"]))
    label = f"section '{section.get('id')}'"
    for count in counts:
        for match in count.pattern.finditer(text):
            if count.named and count.named not in text[max(0, match.start() - NEAR) : match.start()].lower():
                continue
            typed = int(match.group(1))
            said = text[match.start(1) : match.end()]
            where = section.line_of_text("text", said)
            if typed == count.value:
                findings.warning(
                    "number-typed",
                    where,
                    f"{label}: '{said}' is typed by hand, but the content supplies it ({count.fact}); "
                    f"write {count.expression} so the rules follow the content",
                )
            else:
                findings.error(
                    "number-disagrees",
                    where,
                    f"{label}: '{said}' says {typed}, but {count.fact}; write {count.expression} "
                    "so the rules say what is printed",
                )

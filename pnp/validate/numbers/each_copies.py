"""How many copies of each card rule text says a deck prints ("3 copies of each role", "two copies of every
card"): the entries' own ``count:``, read only where every entry of the component named is printed as many
times (a bluffing game's roles, three of each), so that the phrase means one number."""

from __future__ import annotations

import re
from collections.abc import Callable

from pnp.core.findings import Findings, Location
from pnp.core.numerals import InDigits
from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import cut_out
from pnp.model import Component, Game

EACH = r"\b(?P<n>\d+)\s+copies\s+of\s+(?:each|every)\s+(?P<name>[a-z]+(?:\s+[a-z]+)?)\b"  # English


def check_copies_of_each(
    section: LocatedDict,
    text: InDigits,
    game: Game,
    said_where: Callable[[LocatedDict, InDigits, re.Match], tuple[str, Location]],
    findings: Findings,
) -> None:
    """ "N copies of each X" typed into English rule ``text``, X one piece of a component ("role" or "role card"
    of role cards, "card" of the game's decks): a warning naming the entries' count when it agrees, an error when
    it does not. Not read where the components X names print their entries a different number of times."""
    label = f"section '{section.get('id')}'"
    for found in re.finditer(EACH, text.text, re.I):
        named = [c for c in game.components if _one_piece(found.group("name"), c)]
        copies = {entry.count for component in named for entry in component.entries}
        if len(copies) != 1:
            continue  # no component, or entries printed a different number of times: which would it mean?
        (count,) = copies
        component = named[0]
        first = component.entries[0]
        written = first.line_of("count") if "count" in first.key_lines else first.loc
        fact = f"each {_one(component)} of {component.title} is printed {count} times, its count: at "
        fact += f"{written.file.name}:{written.line}"
        jinja = f"components.{component.id}.entries[0].count"
        jinja += "" if text.as_written(*found.span("n")).isdigit() else " | spelled"
        said, where = said_where(section, text, found)
        if int(found.group("n")) == count:
            findings.warning(
                "number-typed",
                where,
                f"{label}: '{said}' is typed by hand, but the content supplies it ({fact}); "
                f"write {{{{ {jinja} }}}} so the rules follow the content",
            )
        else:
            findings.error(
                "number-disagrees",
                where,
                f"{label}: '{said}' says {found.group('n')}, but {fact}; write {{{{ {jinja} }}}} so the rules say "
                "what is printed",
            )


def _one_piece(name: str, component: Component) -> bool:
    """Whether ``name`` says one of ``component``'s printed pieces (not a sheet to write on, printed as copies
    of its own): its noun ("role card"), that noun less its last word ("role"), its kind's word ("card")."""
    if not component.entries or not component.plural or not cut_out(component.spec.get("imposition")):
        return False
    noun = component.nouns[0].lower()
    words = {noun, " ".join(noun.split()[:-1]), component.plural.lower().removesuffix("s")} - {""}
    return " ".join(name.lower().split()) in words


def _one(component: Component) -> str:
    return component.nouns[0] or component.plural.removesuffix("s")

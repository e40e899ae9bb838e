"""How many copies rule text says are printed, typed by hand in English: of a sheet to write on ("print 50 score
sheets"), each sheet's own ``count:``, which its page's note says ("Print 50 copies."), not the sheets the component
holds (a full and a half-size score sheet, 50 each: "print 50", where the component holds 100); and of each card of
a deck ("3 copies of each role"), the entries' ``count:``. Read only where every sheet, or every card, of the
component is printed as many times, so that the words mean one number."""

from __future__ import annotations

import re
from collections.abc import Callable

from pnp.core.findings import Findings, Location
from pnp.core.numerals import InDigits
from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import cut_out
from pnp.model import Component, Game
from pnp.validate.numbers.vocabulary import jinja_of

PRINT = r"\bprint\s+(?P<n>\d+)\s+(?:copies\s+of\s+(?:the|each|a)\s+)?"  # English: "print 50 score sheets"
EACH = r"\b(?P<n>\d+)\s+copies\s+of\s+(?:each|every)\s+(?P<name>[a-z]+(?:\s+[a-z]+)?)\b"  # "3 copies of each role"

SaidWhere = Callable[[LocatedDict, InDigits, re.Match], tuple[str, Location]]


def check_typed_copies(
    section: LocatedDict, text: InDigits, game: Game, said_where: SaidWhere, findings: Findings
) -> None:
    """Copies typed into English rule ``text``: a warning naming the count when it agrees (the content supplies
    it), an error when it does not. A number spelt out ("fifty") is offered the filter ``spelled``."""
    for component in game.components:
        copies = {entry.count for entry in component.entries}
        if cut_out(component.spec.get("imposition")) or len(copies) != 1:
            continue
        (count,) = copies
        first = component.entries[0]
        jinja = f"{jinja_of('components', component.id)}.cards | selectattr('id', 'eq', '{first.id}') | list | length"
        fact = f"{_printed(component)} {count} times, its count: at {_count_line(component)}"
        for found in re.finditer(PRINT + rf"(?:{_names(component)})\b", text.text, re.I):
            _say(found, count, fact, jinja, "what the sheets' notes say", section, text, said_where, findings)
    for found in re.finditer(EACH, text.text, re.I):
        named = [c for c in game.components if _one_piece(found.group("name"), c)]
        copies = {entry.count for component in named for entry in component.entries}
        if len(copies) != 1:
            continue  # no component, or entries printed a different number of times: which would it mean?
        (count,) = copies
        component = named[0]
        fact = f"each {_one(component)} of {component.title} is printed {count} times, its count: at "
        fact += _count_line(component)
        jinja = f"{jinja_of('components', component.id)}.entries[0].count"
        _say(found, count, fact, jinja, "what is printed", section, text, said_where, findings)


def _say(
    found: re.Match,
    count: int,
    fact: str,
    jinja: str,
    agrees: str,
    section: LocatedDict,
    text: InDigits,
    said_where: SaidWhere,
    findings: Findings,
) -> None:
    """The finding for copies ``found`` typed by hand, where the content has ``count`` (``fact``): ``jinja``
    prints it; written otherwise, the rules would not say ``agrees``."""
    label = f"section '{section.get('id')}'"
    said, where = said_where(section, text, found)
    spell = "" if text.as_written(*found.span("n")).isdigit() else " | spelled"
    if int(found.group("n")) == count:
        findings.warning(
            "number-typed",
            where,
            f"{label}: '{said}' is typed by hand, but the content supplies it ({fact}); "
            f"write {{{{ {jinja}{spell} }}}} so the rules follow the content",
        )
    else:
        findings.error(
            "number-disagrees",
            where,
            f"{label}: '{said}' says {found.group('n')}, but {fact}; write {{{{ {jinja}{spell} }}}} so the rules say "
            f"{agrees}",
        )


def _count_line(component: Component) -> str:
    """Where the first entry's ``count:`` is written (the entry's line when it writes none), as findings say it."""
    first = component.entries[0]
    written = first.line_of("count") if "count" in first.key_lines else first.loc
    return f"{written.file.name}:{written.line}"


def _one_piece(name: str, component: Component) -> bool:
    """Whether ``name`` says one of ``component``'s cut-out pieces (not a sheet to write on, said above): its noun
    ("role card"), that noun less its last word ("role"), its kind's word ("card")."""
    if not component.entries or not component.plural or not cut_out(component.spec.get("imposition")):
        return False
    noun = component.nouns[0].lower()
    words = {noun, " ".join(noun.split()[:-1]), component.plural.lower().removesuffix("s")} - {""}
    return " ".join(name.lower().split()) in words


def _one(component: Component) -> str:
    return component.nouns[0] or component.plural.removesuffix("s")


def _printed(component: Component) -> str:
    sheets = len(component.entries)
    if sheets > 1:
        return f"each of the {sheets} {component.title.lower()} is printed"
    return f"{component.title} is printed"


def _names(component: Component) -> str:
    """The words a sheet component is called by in the plural: its title, its pieces' noun."""
    words = {component.title.lower(), component.nouns[1].lower()} - {""}
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in sorted(words, key=len, reverse=True))

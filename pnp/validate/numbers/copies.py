"""How many copies of a sheet to write on rule text tells a player to print ("print 50 score sheets"): each
sheet's own ``count:``, which its page's note says ("Print 50 copies."), not the sheets the component holds
(a full and a half-size score sheet, 50 each: "print 50", where the component holds 100). Read only where
every sheet of the component is printed as many times, so that the instruction means one number."""

from __future__ import annotations

import re
from collections.abc import Callable

from pnp.core.findings import Findings, Location
from pnp.core.numerals import InDigits
from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import cut_out
from pnp.model import Component, Game

PRINT = r"\bprint\s+(?P<n>\d+)\s+(?:copies\s+of\s+(?:the|each|a)\s+)?"  # English: "print 50 score sheets"


def check_printed_copies(
    section: LocatedDict,
    text: InDigits,
    game: Game,
    said_where: Callable[[LocatedDict, InDigits, re.Match], tuple[str, Location]],
    findings: Findings,
) -> None:
    """A number of copies of a sheet to write on typed into English rule ``text``: a warning naming the sheets'
    count when it agrees (the content supplies it), an error when it does not. A number spelt out ("fifty") is
    offered the filter ``spelled``."""
    label = f"section '{section.get('id')}'"
    for component in game.components:
        copies = {entry.count for entry in component.entries}
        if cut_out(component.spec.get("imposition")) or len(copies) != 1:
            continue
        (count,) = copies
        first = component.entries[0]
        jinja = f"components.{component.id}.cards | selectattr('id', 'eq', '{first.id}') | list | length"
        written = first.line_of("count") if "count" in first.key_lines else first.loc
        fact = f"{_printed(component)} {count} times, its count: at {written.file.name}:{written.line}"
        for found in re.finditer(PRINT + rf"(?:{_names(component)})\b", text.text, re.I):
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
                    f"{label}: '{said}' says {found.group('n')}, but {fact}; "
                    f"write {{{{ {jinja}{spell} }}}} so the rules say what the sheets' notes say",
                )


def _printed(component: Component) -> str:
    sheets = len(component.entries)
    if sheets > 1:
        return f"each of the {sheets} {component.title.lower()} is printed"
    return f"{component.title} is printed"


def _names(component: Component) -> str:
    """The words a sheet component is called by in the plural: its title, its pieces' noun."""
    words = {component.title.lower(), component.nouns[1].lower()} - {""}
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in sorted(words, key=len, reverse=True))

"""Every text field of every card: its icons exist and its [[references]] name something."""

from __future__ import annotations

import difflib

from pnp import text as textsyntax
from pnp.findings import Findings
from pnp.icons import IconLibrary
from pnp.model import Game
from pnp.yamlio import LocatedDict

NOT_TEXT = {"id", "count"}


def referable_names(game: Game) -> dict[str, str]:
    """Names a ``[[reference]]`` may use, folded to lower case → as written."""
    names = {}
    for component in game.components:
        names[component.title.casefold()] = component.title
        for entry in component.entries:
            names[entry.title.casefold()] = entry.title
    for items in game.data.values():
        for item in items:
            if isinstance(item, dict):
                for key in ("title", "name"):
                    if isinstance(item.get(key), str):
                        names[item[key].casefold()] = item[key]
    return names


def check_card_text(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Icons and references in every text field of every card."""
    names = referable_names(game)
    for component in game.components:
        for entry in component.entries:
            for key, value in entry.items():
                if key not in NOT_TEXT and isinstance(value, str):
                    check_text(value, entry, key, f"card '{entry.id}' {key}", game, names, icons, findings)


def check_text(
    value: str,
    owner: LocatedDict,
    key: str,
    label: str,
    game: Game,
    names: dict[str, str],
    icons: IconLibrary,
    findings: Findings,
) -> None:
    for name in dict.fromkeys(textsyntax.icons_in(value)):
        where = owner.line_of_text(key, f":{name}:")
        if icons.find(name) is None:
            hint = difflib.get_close_matches(name, icons.names(), n=1)
            extra = f"; did you mean ':{hint[0]}:'?" if hint else ""
            findings.error(where, f"{label}: unknown icon ':{name}:'{extra}")
    for ref in dict.fromkeys(textsyntax.refs_in(value)):
        where = owner.line_of_text(key, ref)
        if ref.casefold() not in names:
            hint = difflib.get_close_matches(ref.casefold(), list(names), n=1)
            extra = f"; did you mean [[{names[hint[0]]}]]?" if hint else ""
            findings.error(where, f"{label}: [[{ref}]] names nothing in {game.title}{extra}")

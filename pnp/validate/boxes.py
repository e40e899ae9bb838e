"""Tuck boxes shared by decks: a deck's ``tuckbox: {with: <deck>}`` names another deck of the game, one that
has its own box, not ``tuckbox: false`` (``pnp export tuckbox`` then makes one box for both)."""

from __future__ import annotations

from pnp.core.findings import Findings
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check


@model_check("tuckbox-with")
def check_shared_boxes(game: Game, icons: IconLibrary, findings: Findings) -> None:
    # a deck left unloaded (its fields: has a slip, said at its line) is still a deck a box may be shared with
    decks = {c.id: c for c in [*game.components, *game.unusable.values()] if c.kind == "deck"}
    for component in decks.values():
        setting = component.spec.get("tuckbox")
        if not isinstance(setting, LocatedDict) or "with" not in setting:
            continue
        host, where = str(setting["with"]), setting.line_of("with")
        label = f"deck '{component.id}': tuckbox with '{host}'"
        if host == component.id:
            findings.error("tuckbox-with", where, f"{label}: a deck shares a box with another deck, not itself")
        elif host not in decks:
            others = [c.id for c in game.components if c.id != component.id]
            other_decks = sorted(set(decks) - {component.id})
            listed = f"; the decks are: {', '.join(other_decks)}" if other_decks else "; it has no other deck"
            hint = did_you_mean(host, others) or listed
            kind = next((f" (a {c.kind})" for c in game.components if c.id == host), "")
            findings.error("tuckbox-with", where, f"{label}: names no deck of the game{kind}{hint}")
        elif decks[host].spec.get("tuckbox") is False:
            findings.error(
                "tuckbox-with", where, f"{label}: '{host}' has no box (tuckbox: false); name a deck that has one"
            )
        elif isinstance(decks[host].spec.get("tuckbox"), dict) and "with" in decks[host].spec["tuckbox"]:
            findings.error(
                "tuckbox-with",
                where,
                f"{label}: '{host}' goes in the box of '{decks[host].spec['tuckbox']['with']}' itself; "
                "name the deck that has the box",
            )

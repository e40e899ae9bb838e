"""Diagrams: pieces laid out only to be shown, never printed.

A rulebook's set-up, a position of the game, a quest's map: drawn by a template (most often with ``piece``
elements, from the game's own pieces) and shown as a figure (``![Quest 1](quests/quest-1)``). Each is
checked as any piece is; none is printed, counted among the game's pieces (``cards``, ``pieces``, the
component list) or exported.
"""

from __future__ import annotations

from typing import Any

from pnp.core.words import Words
from pnp.core.yamlio import LocatedDict
from pnp.kinds import Env, component_kind
from pnp.kinds.pieces import PieceKind
from pnp.model import Component, Game
from pnp.write import Output

PRINTING_KEYS = ("back", "same_back", "duplex", "group", "tuckbox", "imposition", "finish", "copies", "inventory")


class DiagramKind(PieceKind):
    unprinted = ("count",)  # a diagram is shown once per figure, never printed in copies

    def properties(self) -> dict[str, Any]:
        return {key: value for key, value in super().properties().items() if key not in PRINTING_KEYS}

    def new_component(self, game: Game, spec: LocatedDict) -> Component:
        component = super().new_component(game, spec)
        component.shown_only = True
        return component

    def nouns(self, component: Component, words: Words) -> tuple[str, str]:
        return self.singular, self.plural  # printed nowhere, so in no game's words

    def inventory(self, component: Component, words: Words) -> str | None:
        return None  # no piece of the game: the rules' component list leaves it out

    def summary(self, component: Component, words: Words) -> str:
        count = len(component.entries)
        return f"{count:>4} {'diagram' if count == 1 else 'diagrams'} (shown in the rules, not printed)"

    def prepare(self, component: Component, env: Env) -> list[Output]:
        """Each diagram laid out for its findings; nothing to print."""
        if not self._lay_out(component, env) and component.readable and not env.findings.errors:
            env.findings.warning("component-empty", component.location, f"component '{component.id}' shows nothing")
        return []


component_kind(
    DiagramKind(
        "diagrams",
        "diagram",
        "diagrams",
        "single",
        ("id",),
        "pieces only shown (rulebook figures of a set-up, a position, a quest's map), never printed",
    )
)

"""The typed content model that loading produces and everything after it reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from pnp.findings import Location
from pnp.yamlio import LocatedDict, LocatedList


class Card(LocatedDict):
    """One printed card: its fields (title, text, game-specific fields) as a mapping.

    Computed keys: ``copy`` (1-based copy number), ``component`` (its deck's id).
    Templates and checks read it as ``card.title``, ``card.kind``...
    """

    @property
    def id(self) -> str:
        return self["id"]

    @property
    def title(self) -> str:
        return self["title"]

    @classmethod
    def from_fields(cls, fields: dict[str, Any], source: LocatedDict) -> Card:
        card = cls(fields)
        card.loc = source.loc
        card.key_lines = dict(source.key_lines)
        card.block_starts = dict(getattr(source, "block_starts", {}))
        return card

    def copy_number(self, number: int, component: str) -> Card:
        return Card.from_fields({**self, "copy": number, "component": component}, self)


@dataclass
class Component:
    id: str
    kind: str
    title: str
    spec: LocatedDict
    source: Path
    entries: list[Card] = field(default_factory=list)
    sections: list[LocatedDict] = field(default_factory=list)  # rulebooks
    sets: dict[str, Any] = field(default_factory=dict)  # the named lists a generated deck is made from

    @cached_property
    def cards(self) -> list[Card]:
        """Every physical card, copies expanded, in source order (built once, after loading)."""
        return [entry.copy_number(n, self.id) for entry in self.entries for n in range(1, entry.get("count", 1) + 1)]

    @property
    def face(self) -> str | None:
        return self.spec.get("face")

    @property
    def back(self) -> str | None:
        return self.spec.get("back")

    @property
    def location(self) -> Location:
        return self.spec.loc


@dataclass
class Game:
    slug: str
    root: Path
    manifest: LocatedDict
    components: list[Component] = field(default_factory=list)
    data: dict[str, LocatedList] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return self.manifest["title"]

    @property
    def manifest_path(self) -> Path:
        return self.root / "game.yaml"

    def component(self, component_id: str) -> Component | None:
        return next((c for c in self.components if c.id == component_id), None)

    def all_cards(self) -> list[Card]:
        return [card for component in self.components for card in component.cards]

    def expression_context(self) -> dict[str, Any]:
        """What checks and templates see of the game."""
        return {
            "game": self.manifest,
            "components": {c.id: c for c in self.components},
            "cards": self.all_cards(),
            "data": self.data,
        }

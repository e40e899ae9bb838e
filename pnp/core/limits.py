"""The bounds pnp keeps content within, so that no input can hang it or exhaust the machine.

Some bounds are about the shape of the files and never need raising (nesting, anchors,
expression work); the ones a real game could outgrow can be raised in game.yaml::

    limits: {pieces: 250000, pages: 8000}
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

FILE_BYTES = 10_000_000  # a YAML file
YAML_DEPTH = 64  # nested mappings and lists
YAML_VALUES = 2_000_000  # values once anchors and aliases are expanded
EXPRESSION_STEPS = 2_000_000  # loop turns, calls and attribute reads in one expression
EXPRESSION_SECONDS = 5.0
EXPRESSION_OUTPUT = 1_000_000  # characters or items one expression may make
SVG_BYTES = 2_000_000
IMAGE_PIXELS = 60_000_000  # 60 megapixels: a 20 × 30 in board at 300 DPI is 54


@dataclass(frozen=True)
class Limits:
    """Bounds a game may raise in its game.yaml (``limits:``)."""

    pieces: int = 100_000  # printed pieces in one component, copies counted
    generated: int = 100_000  # entries one generate rule makes
    text: int = 20_000  # characters in one text a template sets
    pages: int = 5_000  # pages in one output

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in fields(cls)]

    def raised(self, given: dict[str, Any]) -> Limits:
        return replace(self, **{key: int(value) for key, value in given.items() if key in self.names()})


DEFAULT_LIMITS = Limits()


def advice(name: str) -> str:
    """How to raise a limit a real game may outgrow."""
    return f"raise it with limits: {{{name}: N}} in game.yaml if the game really needs more"

"""Paper sizes, as data (``papers.yaml`` beside this module)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pnp.core.datafile import load_data

PAPERS_FILE = Path(__file__).with_name("papers.yaml")


@dataclass(frozen=True)
class Paper:
    name: str
    w: float  # mm, portrait
    h: float
    home: bool
    ruler: tuple[float, str]  # scale bar: length in mm, its label's words key (ruler_inch)

    @property
    def size(self) -> tuple[float, float]:
        return self.w, self.h

    def turned(self) -> Paper:
        """The same sheet, landscape."""
        return Paper(self.name, self.h, self.w, self.home, self.ruler)


@cache
def papers() -> dict[str, Paper]:
    raw = load_data(PAPERS_FILE)
    return {
        name: Paper(name, float(spec["size"][0]), float(spec["size"][1]), bool(spec.get("home")), tuple(spec["ruler"]))
        for name, spec in raw.items()
    }


def home_papers() -> tuple[str, ...]:
    return tuple(name for name, paper in papers().items() if paper.home)


def papers_schema() -> dict[str, Any]:
    """game.yaml's ``papers:``: the papers a game is made for, each one pnp knows."""
    return {
        "type": "array",
        "minItems": 1,  # a paper named twice is read once (no uniqueItems: the compiled schema check lacks it)
        "items": {"enum": list(papers())},
        "examples": ["[a4]"],
        "description": "the papers the game is printed on (default: "
        + " and ".join(home_papers())
        + "): what pnp validate checks, pnp build and the exports make, unless --paper says another",
    }


def papers_meant(written: Any) -> tuple[str, ...]:
    """The papers game.yaml's ``papers:`` names, each known one as pnp spells it ('A4' is a4); the home papers
    when it names none. A name pnp does not know is the schema's finding, so the game is checked on the rest
    (``papers: a4``, not a list, too: its finding says how to write it)."""
    known = {name.casefold(): name for name in papers()}
    written = [written] if isinstance(written, str) else written if isinstance(written, list) else []
    named = [known[item.casefold()] for item in written if isinstance(item, str) and item.casefold() in known]
    return tuple(dict.fromkeys(named)) or home_papers()


def paper(name: str) -> Paper:
    return papers()[name]

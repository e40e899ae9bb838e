"""How the typed-count check (rule text's counts against the content) scales with a deck's titles.

    python benchmarks/typed_counts.py [TITLES ...]

A deck of TITLES different cards in ten kinds (its inventory's groups), and rules that count a few of
them, the kinds and the deck; prints the check's best time of three per size, and each size's time
against the first size's. Linear is ten times the time for ten times the titles (about 13 measured
for 2,000 and 20,000); a check grouping titles by pairs (the quadratic one fixed once) took ~100.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict, load_yaml
from pnp.load.icons import IconLibrary
from pnp.model import Component, Game, Item
from pnp.validate import CHECKS


def deck_of(titles: int, root: Path) -> Game:
    """A game of one deck of ``titles`` different cards in ten kinds, and rules counting some of them."""
    spec = LocatedDict({"inventory": {"by": "kind"}})
    cards = [
        Item.from_fields({"id": f"c{i}", "title": f"Card{i:06d}", "kind": f"k{i % 10}"}, None) for i in range(titles)
    ]
    deck = Component("deck", "deck", "Big deck", spec, root, entries=cards, plural="cards")
    rules = root / f"rules-{titles}.yaml"
    text = f"The deck has {titles} cards: 5 k1 cards and 6 k2 cards. All 1 Card000003 cards and the 2 Card000007 cards."
    rules.write_text(f"sections:\n  - id: s\n    text: |-\n      {text}\n", encoding="utf-8")
    sections = list(load_yaml(rules, Findings())["sections"])
    rulebook = Component("rules", "rulebook", "Rules", LocatedDict(), root, sections=sections)
    return Game("big", root, LocatedDict(), [deck, rulebook])


def best_of_three(game: Game) -> float:
    timings = []
    for _ in range(3):
        findings = Findings()
        start = time.perf_counter()
        CHECKS["numbers"](game, IconLibrary([]), findings)
        timings.append(time.perf_counter() - start)
    return min(timings)


def main(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        first = None
        for titles in sizes:
            game = deck_of(titles, Path(folder))
            assert game.components[0].pieces  # made before the clock starts, as loading does
            seconds = best_of_three(game)
            first = first or (titles, seconds)
            print(f"{titles:>8,} titles  {seconds:8.4f} s  {seconds / first[1]:6.1f}× the time of {first[0]:,}")


if __name__ == "__main__":
    main([int(n) for n in sys.argv[1:]] or [2_000, 20_000])

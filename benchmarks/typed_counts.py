"""How the typed-count check (rule text's counts against the content) scales with a deck's titles and
with a section's length.

    python benchmarks/typed_counts.py [TITLES ...]

A deck of TITLES different cards in ten kinds (its inventory's groups), and rules that count a few of
them, the kinds and the deck; prints the check's best time of three per size, and each size's time
against the first size's. Linear is ten times the time for ten times the titles (about 13 measured
for 2,000 and 20,000); a check grouping titles by pairs (the quadratic one fixed once) took ~100.
Then one section of 100 and of 1,000 paragraphs, each typing five counts (five findings a paragraph):
its words before each count were searched from the section's start (1,000 paragraphs took 45 s).
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


def with_long_section(game: Game, paragraphs: int, root: Path) -> Game:
    """``game`` with rules of one section of ``paragraphs`` paragraphs, each typing five counts."""
    said = (
        "The deck has 90 cards: 5 k1 cards and 6 k2 cards. Then draw the 2 Card000007 cards, as there are 3 k3 cards."
    )
    rules = root / f"long-{paragraphs}.yaml"
    rules.write_text("sections:\n  - id: s\n    text: |-\n" + f"      {said}\n\n" * paragraphs, encoding="utf-8")
    sections = list(load_yaml(rules, Findings())["sections"])
    deck = game.components[0]
    return Game(
        "long",
        root,
        LocatedDict(),
        [deck, Component("rules", "rulebook", "Rules", LocatedDict(), root, sections=sections)],
    )


def best_of(game: Game, runs: int = 3) -> float:
    timings = []
    for _ in range(runs):
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
            seconds = best_of(game)
            first = first or (titles, seconds)
            print(f"{titles:>8,} titles  {seconds:8.4f} s  {seconds / first[1]:6.1f}× the time of {first[0]:,}")
        deck = deck_of(100, Path(folder))
        for paragraphs in (100, 1_000):
            seconds = best_of(
                with_long_section(deck, paragraphs, Path(folder)), runs=1
            )  # one run: the check keeps what it found of a text
            print(f"{paragraphs:>8,} paragraphs of one section  {seconds:8.4f} s")


if __name__ == "__main__":
    main([int(n) for n in sys.argv[1:]] or [2_000, 20_000])

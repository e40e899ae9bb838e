"""Slips of a designer making a deck-builder (four starter decks in player colours, a market of five card
types, Scrap cards, player mats, tokens) from `pnp new`, found by the README-only walkthrough: each is one
finding at the line to change, saying what to write, from `validate` and `build` alike."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"


def _findings(root, command="validate"):
    result = run_pnp(root, command, "demo")
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def _two_decks(root):
    """The sample deck as the "Market deck", and a second deck of the same cards, the "Starter decks"."""
    edit(root / GAME, "    title: Deck\n", "    title: Market deck\n")
    edit(
        root / GAME,
        "  - id: rules\n",
        "  - id: starters\n    kind: deck\n    title: Starter decks\n    source: cards.yaml\n"
        "    face: demo/card\n    back: demo/back\n    fields:\n      suit: {enum: [sun, moon]}\n"
        "  - id: rules\n",
    )


def test_a_count_said_of_a_starter_deck_is_not_read_as_the_market_decks(tmp_path):
    # "Each player takes a starter deck of 10 cards": the head word "deck" of the title "Market deck" was its
    # name alone (no other title ends in "deck": the starters' ends in "decks"), so the count was read as
    # the market's: "error: '10 cards' says 10, but Market deck has 12 cards", a build refused for a true
    # sentence. Now a head word that two titles share, singular or plural, names neither.
    root = new_game(tmp_path)
    _two_decks(root)
    edit(
        root / RULES,
        "      1. Draw a card.\n",
        "      Each player takes a starter deck of 10 cards.\n\n"
        "      The market deck has 12 cards. A market deck of 11 cards is a misprint.\n\n"
        "      1. Draw a card.\n",
    )
    rules = root / RULES
    assert _findings(root) == [
        f"{RULES}:{line_of(rules, 'The market deck has')}: error: section 'turn': '11 cards' says 11, but "
        "Market deck has 12 cards; write {{ components.deck.cards | length }} so the rules say what is "
        "printed [number-disagrees]",
        f"{RULES}:{line_of(rules, 'The market deck has')}: warning: section 'turn': '12 cards' is typed by hand, "
        "but the content supplies it (Market deck has 12 cards); write {{ components.deck.cards | length }} so "
        "the rules follow the content [number-typed]",
    ]

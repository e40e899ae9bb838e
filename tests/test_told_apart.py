"""Two entries of different ids that print alike (`pieces-alike`): a row copied with a new id and nothing else
changed, which a player cannot tell from the first."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game

CARDS = "content/demo/cards.yaml"
DAWN_AGAIN = (
    '  - id: dawn-again\n    title: Dawn\n    suit: {suit}\n    count: 2\n    text: "Draw a card. Gain :star:."\n'
)


def _with_dawn_again(tmp_path, suit: str, more: str = ""):
    root = new_game(tmp_path)
    with (root / CARDS).open("a", encoding="utf-8") as cards:
        cards.write(DAWN_AGAIN.format(suit=suit) + more)
    edit(root / "content/demo/game.yaml", "    equals: 12\n", "    equals: 14\n")
    return root


@pytest.mark.parametrize("more", ["", "    notes: copied from dawn\n"])
def test_a_copied_row_with_a_new_id_is_said_at_its_title(tmp_path, more):
    # Before: nothing; the deck printed two Dawn cards no player could tell apart, as two entries.
    root = _with_dawn_again(tmp_path, "sun", more)
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'title: Dawn@2')}: warning: card 'dawn-again' prints as card 'dawn' does "
        "(title 'Dawn', the same text, the same front and back): a player cannot tell them apart; make them one "
        "entry with count: 6, or print what sets them apart [pieces-alike]"
    ]


def test_the_same_title_and_text_printed_otherwise_are_told_apart(tmp_path):
    # The demo card prints its suit: a Dawn of the moon is another card, whatever its title and text.
    assert finding_lines(_with_dawn_again(tmp_path, "moon")) == []


def test_a_field_no_side_prints_keeps_them_apart(tmp_path):
    # Each player's starter deck of the same cards, sorted by a colour the card does not print: written apart.
    root = _with_dawn_again(tmp_path, "sun", "    player: red\n")
    edit(
        root / "content/demo/game.yaml",
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      player: {enum: [red]}\n",
    )
    assert finding_lines(root) == []

"""Two entries of different ids that print alike (`pieces-alike`): a row copied with a new id and nothing else
changed, which a player cannot tell from the first."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game
from test_set_row_slips import MARKET
from test_set_row_slips import _market as market_game

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


def _market(tmp_path, count: str):
    """The Market deck of test_set_row_slips (metals × suits) with a brass row that copies gold's name."""
    root = market_game(tmp_path)
    edit(root / MARKET, "{id: gold, name: Gold}", "{id: gold, name: Gold, copies: 2}")
    edit(
        root / MARKET,
        "{id: silver, name: Silver}\n",
        "{id: silver, name: Silver, copies: 1}\n    - {id: brass, name: Gold, copies: 2}\n",
    )
    edit(root / MARKET, '      text: "Gain one."\n', f'      count: {count}\n      text: "Gain one."\n')
    return root


@pytest.mark.parametrize(
    ("count", "give"),
    [
        ('"{{ metal.copies }}"', "write copies: 4 in row 'gold'"),
        (
            "2",
            "print the pieces of row 'gold' 4 times each (the rule's count: at market.yaml:15 is every row's: read it "
            "from a key of the rows)",
        ),
    ],
)
def test_generated_pieces_alike_are_one_warning_at_the_row_that_makes_the_second(tmp_path, count, give):
    # Before: a warning for each card of brass, at the rule's title, "make them one entry with count: 4", though
    # no entry is written: the row that makes them is the one to take out, and the count is the row's or the rule's.
    root = _market(tmp_path, count)
    assert finding_lines(root) == [
        f"{MARKET}:{line_of(root / MARKET, 'id: brass')}: warning: the metal "
        "row 'brass' makes pieces that print as those of the metal row 'gold' do (card 'brass-sun' as card "
        "'gold-sun', card 'brass-moon' as card 'gold-moon': the same title, text, front and back): a player cannot "
        f"tell them apart; take the row out and {give}, or print what sets them apart [pieces-alike]"
    ]

"""A failed `expect:` comparison says what it found and what it expected, as a `count:` check does."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game

GAME = "content/demo/game.yaml"
SUNS = "components.deck.cards | selectattr('suit', 'eq', 'sun') | list | length"


@pytest.mark.parametrize(
    ("expect", "said"),
    [
        (f"{SUNS} == 8", "(found 6, expected 8)"),
        (f"8 == {SUNS}", "(found 6, expected 8)"),
        (f"7 <= {SUNS} <= 9", "(found 6, expected at least 7 and at most 9)"),
        (f"{SUNS} > components.deck.cards | length", "(found 6, expected more than 12)"),
    ],
)
def test_a_failed_expect_says_what_it_found(tmp_path, expect, said):
    # Before: only the message, "the deck holds 8 sun cards": how many it holds was for the designer to count.
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "  - id: both-suits\n",
        f'  - id: suns\n    expect: "{expect}"\n    message: "8 sun cards"\n  - id: both-suits\n',
    )
    assert finding_lines(root) == [
        f"{GAME}:{line_of(root / GAME, 'id: suns') + 1}: error: 8 sun cards {said} [check:suns]"
    ]


def test_each_failing_item_says_what_it_found(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, "length >= 4", "length >= 7")
    said = "the deck holds at least 4 {} cards (found 6, expected at least 7)"
    assert finding_lines(root) == [
        f"{GAME}:{line_of(root / GAME, 'each:')}: error: {said.format('sun')}; {said.format('moon')} [check:both-suits]"
    ]


def test_a_condition_that_is_no_comparison_says_its_message_alone(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, "length >= 4", "length >= 7 and true")
    assert all(line.endswith("cards [check:both-suits]") for line in finding_lines(root))


def test_an_item_the_message_does_not_name_is_said_in_the_brackets_of_what_was_found(tmp_path):
    # Before: "… (found 6, expected at least 7) (not met for 'sun')", two brackets in a row.
    root = new_game(tmp_path)
    edit(root / GAME, "length >= 4", "length >= 7")
    edit(root / GAME, "at least 4 {{ item }} cards", "at least 4 cards of each suit")
    said = "the deck holds at least 4 cards of each suit (found 6, expected at least 7; not met for '{}')"
    assert finding_lines(root) == [
        f"{GAME}:{line_of(root / GAME, 'each:')}: error: {said.format('sun')}; {said.format('moon')} [check:both-suits]"
    ]

"""Leftovers of the walkthrough of a microgame in a mint tin (Tiny Tides, kept in tests/mint: 18 mini cards of
44 × 63 mm, a player aid, 10 round tokens of 12 mm, a lid and a bottom label of 90 × 55 mm with 10 mm corners for
sticker paper, and rules that fold into a pocket booklet), read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, validated

GAME = "content/tiny-tides/game.yaml"
RULES = "content/tiny-tides/rules.yaml"
LABEL = "templates/tiny-tides/label-lid.yaml"
TOKEN = "templates/tiny-tides/token.yaml"
CARD = "templates/tiny-tides/card.yaml"
SETUP = "Put the {{ components.tokens.cards | length }} shell tokens in the lid."


@pytest.fixture
def tides(tmp_path):
    return kept_game_workspace(tmp_path, "mint", "tiny-tides")


def test_the_game_validates_clean(tides):
    assert validated(tides, "tiny-tides") == []


@pytest.mark.parametrize(
    ("said", "quoted"),
    [
        ("Put the 12 shell tokens in the lid.", "'12 shell tokens' says 12"),
        ("Keep the 12 shell tokens in the tin.", "'12 shell tokens' says 12"),
        ("The tin holds 18 tide cards, 2 player aids and 10 shell tokens.", "'2 player aids' says 2"),
        ("There are 12 shell tokens in the tin.", "'12 shell tokens' says 12"),
    ],
)
def test_a_count_of_what_the_tin_holds_is_read(tides, said, quoted):
    # Before: nothing: "in the lid", "in the tin" were read as somewhere that is no component (as "3 cards in
    # the river" is), and "the tin holds" was no list of what the game holds, as "the box holds" is.
    edit(tides / RULES, SETUP, said)
    found = validated(tides, "tiny-tides")
    wrong = [(file, rule, message) for file, _, rule, message in found if rule == "number-disagrees"]
    assert len(wrong) == 1 and wrong[0][0] == RULES and quoted in wrong[0][2], found


def test_tokens_taken_from_the_tin_are_an_amount(tides):
    edit(tides / RULES, SETUP, "Take 2 shell tokens from the tin.")
    assert validated(tides, "tiny-tides") == []

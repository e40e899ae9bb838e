"""Slips met in walkthroughs of new games, each told in one finding that says what to write."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, validated

GAME = "content/demo/game.yaml"


@pytest.mark.parametrize(
    ("written", "told"),
    [
        ("flase", "; did you mean false?"),
        ('"true"', " (its quotes make it text): write it without quotes, true"),
    ],
)
def test_a_misspelt_tuckbox_flag_is_told_the_word_meant(tmp_path, written, told):
    # Before: "tuckbox: 'flase' is not true or false, or a mapping of keys to values", with no hint: the key takes
    # a flag or a mapping, and only a key taking a flag alone was told the word meant.
    root = new_game(tmp_path)
    edit(root / GAME, "    kind: deck\n", f"    kind: deck\n    tuckbox: {written}\n")
    found = validated(root, "demo")
    shown = written.strip('"')
    assert [(f, line, rule, message) for f, line, rule, message in found] == [
        (
            GAME,
            line_of(root / GAME, "tuckbox:"),
            "schema",
            f"game.yaml: components[0].tuckbox: '{shown}' is not true or false, or a mapping of keys to values{told}",
        )
    ], found

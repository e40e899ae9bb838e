"""Leftovers of the walkthrough of a letter-tile word game (Wordsmith's Guild, kept in tests/letters: 100 letter
tiles of 19 mm written in a CSV table of letters, points and counts, 2 blanks with no letter, checks of the
count and the points' total, and a 15 × 15 board of 19 mm squares drawn from a map of its premium squares), read
back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, validated

RULES = "content/wordsmith/rules.yaml"
TILE = "templates/wordsmith/tile.yaml"


@pytest.fixture
def wordsmith(tmp_path):
    return kept_game_workspace(tmp_path, "letters", "wordsmith")


def test_the_game_validates_clean(wordsmith):
    assert validated(wordsmith, "wordsmith") == []


def test_a_count_of_the_one_board_says_it_in_the_singular(wordsmith):
    # Before: "'3 boards' says 3, but Board has 1 boards".
    edit(wordsmith / RULES, "Draw tiles from the bag until you have seven.", "The game has 3 boards.")
    found = validated(wordsmith, "wordsmith")
    assert [(file, rule) for file, _, rule, _ in found] == [(RULES, "number-disagrees")], found
    assert "'3 boards' says 3, but Board has 1 board;" in found[0][3]


READ_LETTER = ["{{ card.get('letter', '') }}", "{{ card.letter if card.letter is defined else '' }}"]


TOO_LARGE = [  # the edit that makes every letter too large, the line said, and what it says
    ("size: 30", "size: 60", 18, "(needs 25.4 mm); one line at 60 pt is taller than the box: make it taller (h:)"),
    ("    w: 15\n", "    w: 8\n", 17, "one character, 'H', is 8.2 mm wide; make the box wider (w:)"),
]


@pytest.mark.parametrize("text", READ_LETTER)
@pytest.mark.parametrize(("old", "new", "line", "said"), TOO_LARGE)
def test_a_letter_too_large_for_its_box_is_one_finding_at_the_box(wordsmith, text, old, new, line, said):
    # Before: a finding for each tile whose letter is too wide, at the template's text: line or, when the text
    # reads the field, at each tile's cell with "shorten the text" (of one letter); and one more at h: for the
    # letters only too tall. No letter is narrower: the box or the type is the cause, said once at w: or h:.
    edit(wordsmith / TILE, old, new)
    edit(wordsmith / TILE, "{{ card.get('letter', '') }}", text)
    found = validated(wordsmith, "wordsmith")
    assert [(file, line, rule) for file, line, rule, _ in found] == [(TILE, line, "text-overflow")], found
    assert said in found[0][3]


def test_a_map_row_a_square_short_is_said_as_the_text_it_is(wordsmith):
    # Before: Jinja's "str object has no element 14", which names neither the row nor how long it is.
    edit(wordsmith / "content/wordsmith/board.yaml", ".D...t...t...D.\n", ".D...t...t...D\n")
    found = validated(wordsmith, "wordsmith")
    expressions = [message for _, _, rule, message in found if rule == "expression"]
    assert expressions and all(
        "the text '.D...t...t...D' has 14 characters, [0] to [13]: there is no [14]" in message
        for message in expressions
    ), found
    assert {rule for _, _, rule, _ in found} == {"expression", "check:board-square", "check:board-symmetric"}, found


BAG_COUNTS = [  # a count of the tiles, said where they are kept, and the count quoted
    ("Put the 90 tiles in the bag.", "90 tiles"),
    ("The bag holds 90 tiles.", "90 tiles"),
    ("There are 90 tiles in the bag.", "90 tiles"),
    ("Put all 90 letter tiles in the pouch.", "90 letter tiles"),
]


@pytest.mark.parametrize(("said", "quoted"), BAG_COUNTS)
def test_a_count_of_the_tiles_in_the_bag_is_read(wordsmith, said, quoted):
    # Before: nothing: "in the bag" was read as somewhere that is no component, as "3 cards in the river" is.
    edit(wordsmith / RULES, "Draw tiles from the bag until you have seven.", said)
    found = validated(wordsmith, "wordsmith")
    assert [(file, rule) for file, _, rule, _ in found] == [(RULES, "number-disagrees")], found
    assert f"'{quoted}' says 90, but Letter tiles has 100 tiles;" in found[0][3]


def test_tiles_drawn_from_the_bag_are_an_amount(wordsmith):
    edit(wordsmith / RULES, "Draw tiles from the bag until you have seven.", "Draw 3 tiles from the bag.")
    assert validated(wordsmith, "wordsmith") == []

"""Slips met in walkthroughs of new games, each told in one finding that says what to write."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, new_game, validated

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


TWO_NEAR_CARDS = """\
  - id: t2-30
    title: Thirty
    suit: sun
    count: 1
    text: Gain a star.
  - id: t2-03
    title: Three
    suit: sun
    count: 1
    text: Gain a star.
"""


def test_a_figure_naming_a_missing_id_between_two_equally_near_names_both(tmp_path):
    # Before: "figure 'deck/t2-33' (front) names no piece; did you mean 'deck/t2-30'?", a guess between two ids
    # each one digit away.
    root = new_game(tmp_path)
    with (root / "content/demo/cards.yaml").open("a", encoding="utf-8") as cards:
        cards.write(TWO_NEAR_CARDS)
    edit(root / GAME, "equals: 12", "equals: 14")
    rules = root / "content/demo/rules.yaml"
    step = "      3. Discard down to five cards.\n"
    edit(rules, step, step + "\n      ![A card](deck/t2-33)\n")
    found = validated(root, "demo")
    assert [(f, line, rule, message) for f, line, rule, message in found] == [
        (
            "content/demo/rules.yaml",
            line_of(rules, "deck/t2-33"),
            "figure-unknown",
            "section 'turn': figure 'deck/t2-33' (front) names no piece; did you mean 'deck/t2-30' or 'deck/t2-03'?",
        )
    ], found


def test_random_refused_quotes_the_expression_using_it_not_the_for_on_its_line(tmp_path):
    # Before: "in '{% for c in [1, 2] %}': random picks again on every run", quoting the loop beside it.
    root = new_game(tmp_path)
    rules = root / "content/demo/rules.yaml"
    loop = "{% for c in [1, 2] %}Draw {{ [1, 2] | random }} cards. {% endfor %}"
    edit(rules, "      1. Draw a card.", f"      1. {loop}")
    found = validated(root, "demo")
    assert [(f, line, rule) for f, line, rule, _ in found] == [
        ("content/demo/rules.yaml", line_of(rules, "| random"), "expression")
    ], found
    assert found[0][3].startswith("section 'turn': in '{{ [1, 2] | random }}': the filter 'random' picks"), found


RULER = "templates/starfall/ruler.yaml"
FRAMED_CARD = """\
size: [6.3, 8.8]
elements:
  ground:
    type: rect
    x: 0
    y: 0
    w: "{{ trim.w }}"
    h: "{{ trim.h }}"
    fill: "#f4efe3"
  title:
    type: text
    text: "{{ card.title }}"
    x: 12
    y: 10
    w: 45
    h: 8
  rule:
    type: text
    text: "{{ card.text }}"
    x: 12
    y: 50
    w: 45
    h: 30
"""


def test_a_ruler_sized_in_cm_is_one_error_at_its_size(tmp_path):
    # Before: an art-off-piece warning ("every word, icon and picture it prints lies off its 30 × 2 mm piece"),
    # and the build went on to print a 30 × 2 mm ruler.
    root = kept_game_workspace(tmp_path, "starfall", "starfall")
    edit(root / RULER, "size: [300, 20]", "size: [30, 2]")
    found = validated(root, "starfall")
    assert [(f, line, rule) for f, line, rule, _ in found] == [(RULER, line_of(root / RULER, "size:"), "size-invalid")]
    assert found[0][3].endswith("a size in cm? size: is in millimetres: size: [300, 20] for a 300 × 20 mm piece")


def test_a_face_sized_in_cm_whose_every_element_but_its_ground_lies_off_is_one_error_at_its_size(tmp_path):
    # Before: one art-off-piece warning for each element placed in mm, the ground filling the 6.3 × 8.8 mm piece.
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    card.write_text(FRAMED_CARD, encoding="utf-8")
    found = validated(root, "demo")
    assert [(f, line, rule) for f, line, rule, _ in found] == [("templates/demo/card.yaml", 1, "size-invalid")], found
    assert "size: [63, 88] for a 63 × 88 mm piece" in found[0][3], found

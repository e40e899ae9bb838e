"""Three slips the validator read past: a count of each group typed in rule text by the kind's noun alone ("each
suit has 6 cards"), a ``[[name]]`` of two textless cards of one title, and two suits of one colour told apart by
their ``cue:`` alone (a copied row). Each is one finding at the line to change."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game, with_data_table
from test_colours_apart import CHECK, COLOURS

RULES = "content/demo/rules.yaml"
SUN = "{{ components.deck.cards | selectattr('suit', 'eq', 'sun') | list | length }}"


def _with_sentence(tmp_path, sentence: str):
    """`pnp new`'s demo (6 Sun and 6 Moon cards) with ``sentence`` opening its turn section: its findings and line."""
    root = new_game(tmp_path)
    rules = root / RULES
    edit(rules, "      1. Draw a card.\n", f"      {sentence}\n\n      1. Draw a card.\n")
    return root, line_of(rules, sentence)


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("Each suit has 7 cards.", "7 cards"),
        ("The deck has 7 cards in each suit.", "7 cards in each suit"),
        ("7 cards of each suit.", "7 cards of each suit"),
    ],
)
def test_a_count_of_each_suit_by_the_kind_s_noun_is_held_against_the_deck(tmp_path, sentence, said):
    # "Each suit has 7 cards" of a deck of 6 Sun and 6 Moon cards passed: "cards" alone was read only after
    # "the", "all" or "there are", and a count of each part only with a name ("each player has 15 track tiles").
    root, line = _with_sentence(tmp_path, sentence)
    assert finding_lines(root) == [
        f"{RULES}:{line}: error: section 'turn': '{said}' says 7, but Deck has 6 cards for each suit; write {SUN} so "
        "the rules say what is printed [number-disagrees]"
    ]


def test_a_right_count_of_each_suit_is_typed_by_hand(tmp_path):
    root, line = _with_sentence(tmp_path, "Each suit has six cards.")
    assert finding_lines(root) == [
        f"{RULES}:{line}: warning: section 'turn': 'six cards' is typed by hand, but the content supplies it (Deck "
        f"has 6 cards for each suit); write {SUN[:-3]} | spelled }}}} so the rules follow the content [number-typed]"
    ]


@pytest.mark.parametrize(
    "sentence", ["Draw 2 cards of each suit.", "Each player has 7 cards.", "Deal 6 cards to each player."]
)
def test_an_amount_or_a_part_the_deck_does_not_have_is_not_read(tmp_path, sentence):
    root, _ = _with_sentence(tmp_path, sentence)
    assert finding_lines(root) == []


def test_cards_of_no_suit_are_left_out_of_each_suit_s_count(tmp_path):
    # A joker has no suit: "each suit has 7 cards" was not read at all while one card lacked the field.
    root, line = _with_sentence(tmp_path, "Each suit has 7 cards.")
    edit(root / "content/demo/game.yaml", "required: [suit, text]", "required: [text]")
    joker = '  - id: joker\n    title: Joker\n    count: 2\n    text: "Play it as any card."\n'
    edit(root / "content/demo/cards.yaml", "cards:\n", "cards:\n" + joker)
    counts = [row for row in finding_lines(root) if "[number-" in row]
    defined = SUN.replace("cards |", "cards | selectattr('suit', 'defined') |", 1)
    assert counts == [
        f"{RULES}:{line}: error: section 'turn': '7 cards' says 7, but Deck has 6 cards for each suit; write "
        f"{defined} so the rules say what is printed [number-disagrees]"
    ]


def test_suits_of_different_sizes_say_each_one_s_count_and_no_one_number_to_write(tmp_path):
    root, line = _with_sentence(tmp_path, "Each suit has 6 cards.")
    edit(root / "content/demo/cards.yaml", "    suit: sun\n    count: 2\n", "    suit: sun\n    count: 3\n")
    edit(root / "content/demo/game.yaml", "equals: 12", "equals: 13")
    assert finding_lines(root) == [
        f"{RULES}:{line}: error: section 'turn': '6 cards' says 6, but Deck has cards in numbers that differ by suit "
        "(7 of sun, 6 of moon); no one number is each suit's: give every suit as many, or say each one's "
        f"({SUN} is the first's) [number-disagrees]"
    ]


def _apart_findings(tmp_path, rows: str) -> tuple[list[str], object]:
    """The findings of the colours test's ``apart:`` check, with ``cue: item.symbol``, over the colours ``rows``."""
    root = new_game(tmp_path)
    table = with_data_table(root, "colours", rows)
    edit(root / "content/demo/game.yaml", "checks:\n", "checks:\n" + CHECK + '    cue: "item.symbol"\n')
    return [row for row in finding_lines(root) if "[check:colours-apart]" in row], table


def test_a_suit_copied_with_its_colour_but_another_cue_is_a_warning_at_its_colour(tmp_path):
    # Black's row copied from Orange's, its symbol changed and its colour left: the cues told them apart, so it passed.
    said, table = _apart_findings(tmp_path, COLOURS.replace('"#1f1f1f"', '"#f57c00"'))
    assert [row for row in said if ": warning: " in row] == [
        f"content/demo/colours.yaml:{line_of(table, 'Black')}: warning: the Orange and Black pieces look alike "
        "(#f57c00, the colour of 'orange' too, told apart by their cues alone, 'circle' and 'square': most likely a "
        "row copied and its colour left; give one of them its own colour) [check:colours-apart]"
    ]


def test_colours_shared_on_purpose_in_pairs_are_not_said(tmp_path):
    # hearts and diamonds red, spades and clubs black: each told apart by its symbol
    rows = (
        '- {id: hearts, name: Hearts, fill: "#d32f2f", symbol: heart}\n'
        '- {id: diamonds, name: Diamonds, fill: "#d32f2f", symbol: diamond}\n'
        '- {id: spades, name: Spades, fill: "#1f1f1f", symbol: spade}\n'
        '- {id: clubs, name: Clubs, fill: "#1f1f1f", symbol: club}\n'
    )
    said, _ = _apart_findings(tmp_path, rows)
    assert said == []


KEYS = """  - id: key-of-sun
    title: κλειδί
    suit: sun
    count: 1
    text: ""
  - id: key-of-moon
    title: κλειδί
    suit: moon
    count: 1
    text: ""
"""


def _two_keys(tmp_path, keys: str = KEYS):
    """The demo with two textless cards titled κλειδί (one of each suit) and a rule that names them."""
    root = new_game(tmp_path)
    game, rules = root / "content/demo/game.yaml", root / RULES
    edit(game, "required: [suit, text]", "required: [suit]")
    edit(game, "equals: 12", "equals: 14")
    edit(root / "content/demo/cards.yaml", "cards:\n", "cards:\n" + keys)
    edit(rules, "      1. Draw a card.\n", "      Keep the [[κλειδί]] for last.\n\n      1. Draw a card.\n")
    return root, rules


def test_a_name_two_textless_cards_carry_is_ambiguous_naming_both(tmp_path):
    # Two cards titled κλειδί, one Sun and one Moon, with no text: "" and "" were one text, so [[κλειδί]] was taken
    # for copies of one card, where two cards with texts that differ are said to be ambiguous.
    root, rules = _two_keys(tmp_path)
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, '[[κλειδί]]')}: error: section 'turn' text: [[κλειδί]] names 2 different cards, "
        "which have no text and differ in their suit: key-of-sun (cards.yaml:4), key-of-moon (cards.yaml:9); give "
        "one its own title to name it by (a reference names a title, not an id), or if any of them is meant, list "
        "'κλειδί' under shared_titles: in game.yaml [reference-ambiguous]"
    ]


def test_textless_copies_that_differ_only_in_their_art_are_one_card(tmp_path):
    copies = KEYS.replace("suit: moon", "suit: sun").split("  - id: key-of-moon\n")
    keys = f"{copies[0]}    art: key-1.png\n  - id: key-of-moon\n{copies[1]}    art: key-2.png\n"
    root, _ = _two_keys(tmp_path, keys)
    fields = "      suit: {enum: [sun, moon]}\n"
    edit(root / "content/demo/game.yaml", fields, fields + "      art: {type: string}\n")
    assert [row for row in finding_lines(root) if "reference-ambiguous" in row] == []

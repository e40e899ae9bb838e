"""Slips of a designer making an auction and economic game (Power Lines: 42 power plants generated from a
table, money, fuel counters, houses, a city network), found by the README-only walkthrough: each is one finding
at the line to change, saying what to write."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"

PLANTS = """sets:
  plants:
    - {id: p03, number: 3, fuel: coal, cities: 1}
    - {id: p04, number: 4, fuel: oil, cities: 1}
    - {id: p49, number: 49, fuel: coal, cities: 6}
generate:
  - for: {p: plants}
    card:
      id: "{{ p.id }}"
      title: "Plant {{ p.number }}"
      suit: sun
      text: "Powers {{ p.citys }} cities."
"""


def _plant_game(tmp_path, source: str = PLANTS, check: str = ""):
    """The sample game with its deck made of the plants ``source`` generates (its count checked), and ``check``
    added to its checks; its root and its cards file."""
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    cards.write_text(source)
    plants = source.split("generate:")[0].count("{id: ")
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      number: {type: integer}\n",
    )
    edit(root / GAME, "    equals: 12\n", f"    equals: {plants}\n")
    edit(root / GAME, "length >= 4", "length >= 0")
    edit(root / GAME, "checks:\n", "checks:\n" + check)
    return root, cards


NUMBERED = PLANTS.replace("{{ p.citys }}", "{{ p.cities }}").replace(
    "      suit: sun\n", '      suit: sun\n      number: "{{ p.number }}"\n'
)


def test_a_field_no_row_has_and_near_none_is_said_at_the_rule_with_the_rows_keys(tmp_path):
    # The rule read p.citys (an English plural misspelt) of rows that all write cities:; no key is near enough
    # for a "did you mean", and pnp said at the first row "this row has no 'citys', which the rule reads", as if
    # that one row lacked it: every row lacks it, and the rule is the line to change.
    root, cards = _plant_game(tmp_path)
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{line_of(cards, 'p.citys')}: error: generate: text: reads p.citys, but no row of "
        "the set has 'citys': its rows have id, number, fuel, cities [expression]"
    ]


def test_a_figure_of_a_missing_plant_is_not_told_a_plant_two_digits_away(tmp_path):
    # Plant 4 taken out of the table: the rules' figure of it was told "did you mean 'deck/p49'?", a plant whose
    # number shares one digit with it, since the whole names 'deck/p04' and 'deck/p49' differ by two letters in
    # eight; the id is what was mistyped, and 'p04' is no slip of 'p49'.
    root, _ = _plant_game(tmp_path, NUMBERED.replace("    - {id: p04, number: 4, fuel: oil, cities: 1}\n", ""))
    edit(root / RULES, "{{ component_list }}", "{{ component_list }}\n\n      ![Plant 4](deck/p04)")
    found = finding_lines(root)
    assert len(found) == 1 and "figure 'deck/p04' (front) names no piece" in found[0], found
    assert "p49" not in found[0], found


ASCENDING = """  - id: ascending
    each: "components.deck.entries"
    expect: "loop.first or item.number > loop.previtem.number"
    message: "plant {{ item.number }} comes after plant {{ loop.previtem.number }}: list them in ascending order"
"""


def test_a_check_compares_each_item_with_the_one_before_it_and_says_the_row_out_of_order(tmp_path):
    # Plant numbers ascending: an each: check had no way to read the item before its item (no loop, unlike a
    # template's repeat:), so the order could only be checked as one expect: said at game.yaml, not at the row.
    root, cards = _plant_game(tmp_path, NUMBERED, ASCENDING)
    assert finding_lines(root) == []
    edit(cards, "{id: p04, number: 4,", "{id: p04, number: 2,")
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{line_of(cards, 'number: 2,')}: error: plant 2 comes after plant 3: list them in "
        "ascending order [check:ascending]"
    ]


def test_an_undefined_name_used_as_an_index_is_said_by_its_name(tmp_path):
    # numbers[idx] of no idx was told "list object has no element Undefined", naming neither idx nor what to do.
    check = ASCENDING.replace("loop.first or item.number > loop.previtem.number", "item.number > [3, 4, 49][idx]")
    root, _ = _plant_game(tmp_path, NUMBERED, check)
    found = finding_lines(root)
    assert len(found) == 1 and "'idx' is undefined" in found[0] and "element Undefined" not in found[0], found


def test_a_count_in_the_words_the_component_list_prints_for_a_group_is_the_groups(tmp_path):
    # A plant deck titled "Power plant cards" holds 42 plants and the Step 3 card; its inventory names the group
    # plant: power plant card, so the component list prints "42 power plant cards". The same words in the rules
    # were read as the title, the whole deck: "'42 power plant cards' says 42, but Power plant cards has 43 cards".
    root = new_game(tmp_path)
    edit(root / GAME, "    title: Deck\n", "    title: Sun cards\n")
    edit(root / GAME, "names: {sun: Sun, moon: Moon}", "names: {sun: sun card, moon: Moon}")
    rules = root / RULES
    edit(rules, "      1. Draw a card.\n", "      Shuffle the 6 sun cards.\n\n      1. Draw a card.\n")
    found = finding_lines(root)
    assert [row for row in found if "number-disagrees" in row] == [], found
    edit(rules, "Shuffle the 6 sun cards.", "Shuffle the 12 sun cards.")
    found = finding_lines(root)
    assert len(found) == 1 and "'12 sun cards' says 12, but Sun cards has 6 sun cards" in found[0], found


def test_a_misspelt_landscape_size_is_told_the_size_meant(tmp_path):
    # A banknote's back, size: bridge-landscpe, was told "unknown size; known: poker, bridge, …" without the
    # "did you mean 'bridge-landscape'?" a misspelt plain size gets: the landscape names were not among the options.
    root = new_game(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, "size: poker", "size: poker-landscpe")
    found = finding_lines(root)
    assert found and all("did you mean 'poker-landscape'?" in row for row in found if "size-invalid" in row), found
    assert any("size-invalid" in row for row in found), found


def _with_game_yaml(tmp_path, old: str, new: str):
    """The sample game with ``old`` in its game.yaml written ``new``: its root and its game.yaml."""
    root = new_game(tmp_path)
    edit(root / GAME, old, new)
    return root, root / GAME


def test_a_plural_written_as_the_inventory_noun_is_said_before_it_prints_twice_plural(tmp_path):
    # Money with inventory: {noun: banknotes}: no word, and the component list printed "96 banknoteses".
    root, game = _with_game_yaml(
        tmp_path, "inventory: {by: suit, names: {sun: Sun, moon: Moon}}", "inventory: {noun: banknotes}"
    )
    assert finding_lines(root) == [
        f"{GAME}:{line_of(game, 'noun: banknotes')}: warning: inventory: noun: 'banknotes' is the plural of "
        "'banknote': noun: names one piece, and pnp makes it plural, so the component list would print "
        "'banknoteses'; write noun: banknote [schema]"
    ]
    edit(game, "{noun: banknotes}", "{noun: bonus}")  # one piece, though it ends in an s
    assert finding_lines(root) == []


def test_a_bound_written_in_words_is_told_its_digits(tmp_path):
    # equals: forty-two was read as an expression and told "'forty' is undefined".
    root, game = _with_game_yaml(tmp_path, "    equals: 12\n", "    equals: twelve\n")
    assert finding_lines(root) == [
        f"{GAME}:{line_of(game, 'equals: twelve')}: error: check 'deck-size': equals: 'twelve' is a number in words: "
        "write it in digits, equals: 12 [expression]"
    ]


HOUSE_NAMED = ["demo/house", "demo/{{ card.look }}"]  # the houses' face and back, as written or read per house


@pytest.mark.parametrize("house", HOUSE_NAMED)
def test_a_back_naming_another_components_template_is_said_at_back_not_in_that_template(tmp_path, house):
    # Square fuel counters given back: the round houses' face: pnp said at house.yaml "write shape: rectangle",
    # which would spoil the houses, and again that the house face read a colour the fuel counters lack. With the
    # houses' face and back read from each house ("demo/{{ card.look }}"), it said so still: only a name written
    # as it is was seen as the houses'.
    root = new_game(tmp_path)
    game = root / GAME
    (root / "content/demo/fuel.yaml").write_text("tokens:\n  - {id: coal, title: Coal, count: 4}\n")
    (root / "content/demo/houses.yaml").write_text(
        "tokens:\n  - {id: red, title: Red house, colour: red, look: house, count: 4}\n"
    )
    (root / "templates/demo/house.yaml").write_text(
        "size: 15\nshape: circle\nvars:\n  fills: {red: '#c62828'}\nelements:\n  ground:\n    type: shape\n"
        '    offset: "{{ bleed }}"\n    fill: "{{ vars.fills[card.colour] }}"\n'
    )
    (root / "templates/demo/fuel.yaml").write_text(
        'size: 16\nelements:\n  ground:\n    type: rect\n    x: "{{ -bleed }}"\n    y: "{{ -bleed }}"\n'
        '    w: "{{ trim.w + 2 * bleed }}"\n    h: "{{ trim.h + 2 * bleed }}"\n    fill: \'#5b3a1e\'\n'
    )
    edit(
        game,
        "  - id: rules\n",
        "  - id: fuel\n    kind: tokens\n    source: fuel.yaml\n    face: demo/fuel\n    back: demo/house\n"
        f"  - id: houses\n    kind: tokens\n    source: houses.yaml\n    face: '{house}'\n    back: '{house}'\n"
        "    fields:\n      colour: {enum: [red]}\n      look: {enum: [house]}\n"
        "  - id: rules\n",
    )
    assert finding_lines(root) == [
        f"{GAME}:{line_of(game, 'back: demo/house')}: error: component 'fuel': back: 'demo/house' (15 mm circle) is "
        "printed by component 'houses', and is not the shape of these pieces' face (16 × 16 mm rectangle): name a "
        "back of their own shape, a template with shape: rectangle [imposition-mixed]"
    ]

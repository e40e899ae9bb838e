"""Slips of a designer making a cooperative card-driven game (a player deck of district, breach and event cards,
a flood deck, role cards, a city board of districts joined by lines) from `pnp new`, found by the README-only
walkthrough: each is one finding at the line to change, saying what to write."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"
CHILD = "templates/demo/event.yaml"


def test_a_misspelt_element_removed_by_a_child_template_is_said_at_its_line(tmp_path):
    # An event card's face extends the card and removes its medallion, misspelt: `medalion: null` removed
    # nothing, silently, and the medallion still printed on every event card.
    root = new_game(tmp_path)
    (root / CHILD).write_text("extends: demo/card\nelements:\n  medalion: null\n  emblem: null\n")
    edit(root / GAME, "    face: demo/card\n", "    face: demo/event\n")
    assert finding_lines(root) == [
        f"{CHILD}:3: error: elements: 'medalion: null' removes nothing: 'demo/card', which this template "
        "extends, has no element 'medalion'; did you mean 'medallion'? [unknown-key]"
    ]
    edit(root / CHILD, "medalion", "medallion")
    assert finding_lines(root) == []


DISTRICTS = """sets:
  districts:
    - {id: forge, name: Forge, suit: sun}
    - {id: mill, name: Mill, suit: sun}
    - {id: quay, name: Quay, suit: moon}
generate:
  - for: {d: districts}
    card:
      id: "{{ d.id }}"
      title: "{{ d.nme }}"
      suit: "{{ d.suit }}"
      text: Move a pawn here.
"""


def test_a_field_the_rule_misspells_is_said_at_the_rule_not_as_a_row_to_rename(tmp_path):
    # The rule read d.nme of rows that all write name:; pnp said at the first row "this row has no 'nme', which
    # the rule reads: write 'nme:' for 'name:'", asking to misspell every row to match the rule.
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    cards.write_text(DISTRICTS)
    edit(root / GAME, "    equals: 12\n", "    equals: 3\n")
    edit(root / GAME, "length >= 4", "length >= 1")
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{line_of(cards, 'd.nme')}: error: generate: title: reads d.nme, but no row of the "
        "set has 'nme': write d.name [expression]"
    ]
    edit(cards, "d.nme", "d.name")
    assert [row for row in finding_lines(root) if "error" in row] == []


def test_a_list_the_entries_write_is_told_to_be_declared_as_an_array(tmp_path):
    # A board's links: [[0, 1], [1, 2]] was told "declare it under fields: ... (links: {type: string})": a
    # declaration that then refused the list it was written for.
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    count: 4\n", "    count: 4\n    links: [[0, 1], [1, 2]]\n    power: 3\n")
    found = finding_lines(root)
    assert len(found) == 2, found
    assert found[0].endswith(
        "declare it under fields: of component 'deck' in game.yaml (links: {type: array}) [unknown-key]"
    )
    assert found[1].endswith(
        "declare it under fields: of component 'deck' in game.yaml (power: {type: integer}) [unknown-key]"
    )


def test_a_count_dealt_to_each_player_is_not_read_as_the_size_of_a_deck_named_player(tmp_path):
    # A deck of id `player` (the "Player deck"): "Deal each player 2 cards." was read as the deck's size,
    # "error: '2 cards' says 2, but Player deck has 12 cards", a build refused for a true sentence. A count right
    # after a name, nothing between, is what is given to it, not its size.
    root = new_game(tmp_path)
    for path in (root / GAME, root / RULES):
        path.write_text(path.read_text().replace("components.deck.", "components.player."))
    edit(
        root / GAME,
        "  - id: deck\n    kind: deck\n    title: Deck\n",
        "  - id: player\n    kind: deck\n    title: Player deck\n",
    )
    rules = root / RULES
    edit(
        rules,
        "      1. Draw a card.\n",
        "      Deal each player 2 cards. The player deck has 13 cards.\n\n      1. Draw a card.\n",
    )
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'Deal each player')}: error: section 'turn': '13 cards' says 13, but Player deck "
        "has 12 cards; write {{ components.player.cards | length }} so the rules say what is printed [number-disagrees]"
    ]


def test_a_deck_is_generated_from_a_data_table_of_game_yaml(tmp_path):
    # The districts are one data table (the board draws them, the checks count them); the district cards were to
    # be generated from it, and `for: {d: data.districts}` was "generate: in 'data.districts': 'data' is
    # undefined": the table had to be copied into the source's sets:. Now a rule's for: reads data tables too,
    # and a slip in a row is said once, at the row.
    root = new_game(tmp_path)
    (root / "content/demo/districts.yaml").write_text(
        "- {id: forge, name: Forge, suit: sun}\n"
        "- {id: mill, name: Mill, suit: sun}\n"
        "- {id: quay, name: Quay, suit: mon}\n"
    )
    edit(
        root / GAME,
        "checks:\n",
        "data:\n  - id: districts\n    source: districts.yaml\n    title: Districts\nchecks:\n",
    )
    (root / "content/demo/cards.yaml").write_text(
        "generate:" + DISTRICTS.split("generate:")[1].replace("{d: districts}", "{d: data.districts}")
    )
    edit(root / "content/demo/cards.yaml", "d.nme", "d.name")
    edit(root / GAME, "    equals: 12\n", "    equals: 3\n")
    edit(root / GAME, "length >= 4", "length >= 1")
    assert finding_lines(root) == [
        "content/demo/districts.yaml:3: error: card 'quay': suit: 'mon' is not one of: sun, moon; did you mean "
        "'moon'? [schema]"
    ]
    edit(root / "content/demo/districts.yaml", "suit: mon", "suit: moon")
    assert [row for row in finding_lines(root) if "error" in row] == []
    result = run_pnp(root, "list")
    assert "deck         deck         3 cards (3 different)  Deck" in result.output, result.output


def test_the_element_a_misspelt_removal_meant_says_nothing_more(tmp_path):
    # The reference card extends the role card and removes its portrait, misspelt: besides the removal's own
    # finding, the portrait still drew and read a field the reference card lacks, a second error for one slip.
    root = new_game(tmp_path)
    edit(
        root / "templates/demo/card.yaml",
        "elements:\n",
        'elements:\n  portrait:\n    type: text\n    text: "{{ card.art }}"\n'
        "    x: 8\n    y: 60\n    w: 40\n    h: 6\n",
    )
    (root / CHILD).write_text("extends: demo/card\nelements:\n  portait: null\n")
    edit(root / GAME, "    face: demo/card\n", "    face: demo/event\n")
    assert finding_lines(root) == [
        f"{CHILD}:3: error: elements: 'portait: null' removes nothing: 'demo/card', which this template "
        "extends, has no element 'portait'; did you mean 'portrait'? [unknown-key]"
    ]


BREACH_CHECK = """  - id: breaches
    count: "components.deck.cards | selectattr('id', 'eq', 'high-noon')"
    equals: "{{ data.difficulties | map(attribute='breaches') | max }}"
    message: "as many High Noon cards as the hardest difficulty deals"
"""


def test_a_count_compared_with_the_data_is_said_at_the_entry_to_change(tmp_path):
    # "As many Levee Breach cards as the hardest difficulty deals": equals: took a number only, so the check was
    # written as expect: "(… | list | length) == (data.difficulties | … | max)" and its failure was said at
    # game.yaml's expect:, not at the count: of the cards to add. Now equals: takes an expression over the game.
    root = new_game(tmp_path)
    game, cards = root / GAME, root / "content/demo/cards.yaml"
    (root / "content/demo/difficulties.yaml").write_text("- {id: easy, breaches: 2}\n- {id: hard, breaches: 3}\n")
    edit(game, "checks:\n", "data:\n  - id: difficulties\n    source: difficulties.yaml\nchecks:\n" + BREACH_CHECK)
    count, bound = line_of(cards, "count: 2"), line_of(game, 'equals: "')
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{count}: error: as many High Noon cards as the hardest difficulty deals (found 2, "
        f"expected 3 at game.yaml:{bound}); counted: high-noon ×2 (cards.yaml:{count}) "
        "[check:breaches]"
    ]
    written = "equals: \"{{ data.difficulties | map(attribute='breaches') | max }}\""
    edit(game, written, 'min: "data.difficulties | length"')
    assert finding_lines(root) == []  # a bare expression, as count: is written, and min: alike


@pytest.mark.parametrize(
    ("bound", "said"),
    [
        (
            "data.difficulties | map(attribute='breeches') | max",
            "in 'data.difficulties | map(attribute='breeches') | max': ",
        ),
        ("data.difficulties", "equals: 'data.difficulties' gives [{"),
    ],
)
def test_a_bound_that_gives_no_number_is_said_at_its_line(tmp_path, bound, said):
    root = new_game(tmp_path)
    game = root / GAME
    (root / "content/demo/difficulties.yaml").write_text("- {id: easy, breaches: 2}\n")
    edit(game, "checks:\n", "data:\n  - id: difficulties\n    source: difficulties.yaml\nchecks:\n" + BREACH_CHECK)
    edit(game, "{{ data.difficulties | map(attribute='breaches') | max }}", bound)
    found = finding_lines(root)
    assert len(found) == 1, found
    assert found[0].startswith(f"{GAME}:{line_of(game, 'equals:')}: error: check 'breaches': {said}"), found
    assert found[0].endswith("[expression]"), found


def test_a_value_misspelt_in_a_checks_each_list_is_said_at_its_each_line(tmp_path):
    # Each colour 8 district cards, each: "['red', 'blue', 'gren', 'yellow']": the misspelt colour counted no card,
    # "the deck holds 6 gren cards (found 0, expected 6)" at equals:, where nothing was to change.
    root = new_game(tmp_path)
    game = root / GAME
    edit(
        game,
        "  - id: both-suits\n    each: \"['sun', 'moon']\"\n"
        "    expect: \"components.deck.cards | selectattr('suit', 'eq', item) | list | length >= 4\"\n",
        "  - id: both-suits\n    each: \"['sun', 'mon']\"\n"
        "    count: \"components.deck.cards | selectattr('suit', 'eq', item)\"\n    equals: 6\n",
    )
    assert finding_lines(root) == [
        f"{GAME}:{line_of(game, 'each:')}: error: check 'both-suits': each: 'mon' is a value no entry writes; did "
        "you mean 'moon'? [expression]"
    ]
    edit(game, "'mon'", "'moon'")
    assert finding_lines(root) == []


def test_a_value_the_content_gives_each_is_checked_not_taken_for_a_slip(tmp_path):
    # Only a text the each: list itself writes can be its slip: a title made lower case ('dawn', near 'Dawn') is
    # the content's, and the check says its own failure.
    root = new_game(tmp_path)
    game = root / GAME
    edit(
        game,
        "    each: \"['sun', 'moon']\"\n"
        "    expect: \"components.deck.cards | selectattr('suit', 'eq', item) | list | length >= 4\"\n"
        '    message: "the deck holds at least 4 {{ item }} cards"\n',
        "    each: \"components.deck.entries | map(attribute='title') | map('lower') | list\"\n"
        "    expect: \"item != 'dawn'\"\n"
        '    message: "no card is called {{ item }}"\n',
    )
    assert finding_lines(root) == [f"{GAME}:{line_of(game, 'each:')}: error: no card is called dawn [check:both-suits]"]


def test_a_value_misspelt_in_a_selectattr_is_said_not_counted_as_zero(tmp_path):
    # "Take the {{ ... selectattr('type', 'eq', 'breech') | list | length }} Levee Breach cards aside" printed
    # "Take the 0 Levee Breach cards aside", with no finding: the count came from the content, so it was trusted.
    root = new_game(tmp_path)
    rules = root / RULES
    edit(
        rules,
        "      1. Draw a card.\n",
        "      Set the {{ components.deck.cards | selectattr('suit', 'eq', 'mon') | list | length }} Moon cards "
        "aside.\n\n      1. Draw a card.\n",
    )
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'Set the')}: error: section 'turn': in '{{{{ components.deck.cards | "
        "selectattr('suit', 'eq', 'mon') | list | length }}': selectattr('suit', 'eq', 'mon') selects nothing: no "
        "item's suit is 'mon'; did you mean 'moon'? [expression]"
    ]
    edit(rules, "'mon'", "'moon'")
    assert finding_lines(root) == []


@pytest.mark.parametrize(("spots", "row"), [("vars.spots", ""), ("data.spots", "; its row is at spots.yaml:2")])
def test_a_repeated_elements_copy_placed_off_the_piece_is_said_at_its_line(tmp_path, spots, row):
    # A board's district names, one text per row of the districts table: a row with x: 480 on a 420 mm board
    # put that name wholly off the board, and nothing said so (only a face printing nothing at all was told).
    # Said at the template's x: line, the copy's row is named too when a data table wrote it: its x is the
    # number to change (it was not named).
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "vars:\n", "vars:\n  spots: [{name: Forge, x: 10}, {name: Court, x: 80}]\n")
    (root / "content/demo/spots.yaml").write_text("- {name: Forge, x: 10}\n- {name: Court, x: 80}\n")
    edit(root / GAME, "checks:\n", "data:\n  - id: spots\n    source: spots.yaml\nchecks:\n")
    edit(
        card,
        "  body:\n",
        f'  names:\n    type: text\n    repeat: "{{{{ {spots} }}}}"\n    text: "{{{{ loop.item.name }}}}"\n'
        '    x: "{{ loop.item.x }}"\n    y: 86\n    w: 12\n    h: 5\n    size: 7\n    color: "#000000"\n'
        "    allow: [text-outside-safe]\n  body:\n",
    )
    found = [row for row in finding_lines(root) if "art-off-piece" in row]
    assert found == [
        "templates/demo/card.yaml:" + str(line_of(card, 'x: "{{ loop.item.x }}"')) + ": warning: template "
        "'demo/card': element 'names', copy 2 of 2 (item 'Court'): what it prints lies off the "
        f"63.5 × 88.9 mm piece (at x 80 to 86 mm, y 86 to 89 mm), so it does not print: move it onto the piece{row} "
        "[art-off-piece]"
    ]

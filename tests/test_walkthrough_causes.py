"""Leftovers of the walkthroughs of new games: a finding that points at the exact cause (the field a
check reads, the entry that named a missing template, ...), read back from `validate --format json`."""

from __future__ import annotations

import json

from conftest import edit, line_of, new_game, run_pnp

SUIT = "      suit: {enum: [sun, moon]}\n"

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"


def _findings(root):
    result = run_pnp(root, "validate", "demo", "--format", "json")
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


COST_FOUND = "(found 9, expected at least 2 and at most 8)"


def test_a_check_reading_one_field_of_an_item_is_said_at_that_field(tmp_path):
    # `expect: "2 <= item.cost <= 8"` failing for Dawn was said at Dawn's `- id:` line; the line to change
    # is its `cost:`. A check reading several fields (Dusk's title and cost) stays at the entry's first line.
    root = new_game(tmp_path)
    edit(root / GAME, SUIT, SUIT + "      cost: {type: integer}\n")
    (root / GAME).write_text(
        (root / GAME).read_text()
        + '  - id: cost-range\n    each: "components.deck.cards"\n    expect: "2 <= item.cost <= 8"\n'
        '    message: "{{ item.title }} costs 2 to 8"\n'
        '  - id: dusk-cheap\n    each: "components.deck.cards"\n'
        '    expect: "item.title != \'Dusk\' or item.cost < 3"\n    message: "{{ item.title }} is cheap"\n'
    )
    cards = (root / CARDS).read_text().replace("    count:", "    cost: 3\n    count:")
    (root / CARDS).write_text(cards.replace("    cost: 3\n", "    cost: 9\n", 1))
    assert _findings(root) == [
        (CARDS, line_of(root / CARDS, "cost: 9"), "check:cost-range", f"Dawn costs 2 to 8 {COST_FOUND}"),
        (CARDS, line_of(root / CARDS, "id: dusk"), "check:dusk-cheap", "Dusk is cheap"),
    ]


def test_a_missing_template_named_by_entries_says_which(tmp_path):
    # `face: "demo/{{ card.type }}"` with two cards of `type: drone` and no demo/drone template was said at
    # the `face:` line listing the templates there, but not which entry asked for it.
    root = new_game(tmp_path)
    edit(root / GAME, "    face: demo/card\n", '    face: "demo/{{ card.type }}"\n')
    edit(root / GAME, SUIT, SUIT + "      type: {enum: [card, drone]}\n")
    cards = (root / CARDS).read_text()
    cards = cards.replace("    suit: sun\n", "    suit: sun\n    type: card\n")
    (root / CARDS).write_text(cards.replace("    suit: moon\n", "    suit: moon\n    type: drone\n"))
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, "face:"),
            "template-missing",
            "card 'dusk' and 1 more: template 'demo/drone' not found in templates/; templates in demo/: back, card",
        )
    ]


COLOURED = """\
sets:
  colours: [{id: red, name: Red}, {id: blue, name: Blue}, {id: green, name: Green}, {id: gold, name: Gold}]
  cards:
    - {id: credit, name: Credit, copies: 2, text: "Gain :star:."}
    - {id: blaster, name: Blaster, copies: 1, text: "Deal :atack:."}
generate:
  - for: {colour: colours, card: cards}
    card:
      id: "{{ card.id }}-{{ colour.id }}"
      title: "{{ card.name }} {{ colour.name }}"
      suit: sun
      count: "{{ card.copies }}"
      text: "{{ card.text }}"
"""


def test_an_unknown_icon_in_a_set_row_names_every_card_the_row_makes(tmp_path):
    # The row making four Blasters was said of one: "'blaster-red' text: unknown icon ':atack:'".
    root = new_game(tmp_path)
    (root / CARDS).write_text(COLOURED)
    icon = [finding for finding in _findings(root) if finding[2] == "icon-unknown"]
    assert icon == [
        (
            CARDS,
            line_of(root / CARDS, ":atack:"),
            "icon-unknown",
            "text of the set row making blaster-red, blaster-blue and 2 more: unknown icon ':atack:'; "
            "icons are SVG files in demo/icons/, templates/icons/ (:star:)",
        )
    ]


def test_text_wholly_off_a_piece_is_not_checked_for_contrast(tmp_path):
    # A back drawn landscape under portrait fronts is one imposition-mixed error; its title, placed at y: 70,
    # now lies below the 63.5 mm piece, where nothing prints, and was also a text-contrast warning (its pale
    # colour measured against the paper it is never printed on).
    root = new_game(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, "size: poker\n", "size: [88.9, 63.5]\n")
    edit(back, '    y: "{{ trim.h / 2 + 8 }}"\n', "    y: 70\n")
    assert [(f[0], f[2]) for f in _findings(root)] == [("templates/demo/back.yaml", "imposition-mixed")]

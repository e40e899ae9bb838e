"""Leftovers of the day's walkthroughs: a slip that gave several findings, or one away from its cause, is one
finding at the line to change, read back from `validate --format json`."""

from __future__ import annotations

import json

import pytest
from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"


def _findings(root, *args):
    result = run_pnp(root, "validate", "demo", "--format", "json", *args)
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def _check(tmp_path, check: str):
    """`pnp new`'s game with one more check (its lines indented as the others)."""
    root = new_game(tmp_path)
    text = (root / GAME).read_text(encoding="utf-8")
    (root / GAME).write_text(text + check, encoding="utf-8")
    return root


TITLED = """\
  - id: titled
    each: "components.deck.entries"
    expect: "item.title | length < 40"
    message: "{{ item.titel }} has too long a title"
"""
TYPO = "check 'titled': in '{{ item.titel }} has too long a title': no field 'titel'; did you mean 'title'?"


def test_a_typo_in_a_passing_checks_message_is_found_at_its_line(tmp_path):
    root = _check(tmp_path, TITLED)
    assert _findings(root) == [(GAME, line_of(root / GAME, "item.titel"), "expression", TYPO)]


def test_a_failing_check_whose_message_has_a_typo_still_says_each_failure(tmp_path):
    # only the message's error was said: the check's own failure (four titles too long) was lost
    root = _check(tmp_path, TITLED.replace("length < 40", "length < 5"))
    message = line_of(root / GAME, "item.titel")
    plain = "check 'titled' fails for '{}'; its message (game.yaml:{}) cannot be written "
    plain += "(found {}, expected less than 5)"
    assert _findings(root) == [
        (CARDS, line_of(root / CARDS, "title: High Noon"), "check:titled", plain.format("high-noon", message, 9)),
        (CARDS, line_of(root / CARDS, "title: Eclipse"), "check:titled", plain.format("eclipse", message, 7)),
        (GAME, message, "expression", TYPO),
    ]


def test_a_miscount_whose_message_has_a_typo_is_said_with_its_numbers(tmp_path):
    root = _check(tmp_path, "  - id: twelve\n    count: cards\n    equals: 13\n    message: '{{ fuond }} cards'\n")
    message = line_of(root / GAME, "fuond")
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, "equals: 13"),
            "check:twelve",
            f"check 'twelve' fails; its message (game.yaml:{message}) cannot be written (found 12, expected 13); "
            "counted: dawn ×4 (cards.yaml:7), high-noon ×2 (cards.yaml:12), dusk ×4 (cards.yaml:17), "
            "eclipse ×2 (cards.yaml:22)",
        ),
        (
            GAME,
            message,
            "expression",
            "check 'twelve': in '{{ fuond }} cards': 'fuond' is undefined; did you mean 'found'?",
        ),
    ]


PASSING = [
    # the names a failure gives: a passing check's message is written with them, not found wanting
    "  - id: twelve\n    count: cards\n    equals: 12\n    message: 'the deck holds {{ found }}, not 12'\n",
    "  - id: titles\n    unique: components.deck.entries\n    key: item.title\n"
    "    message: '{{ item.id }} and {{ first.id }} are both titled {{ key }}'\n",
    "  - id: suits\n    each: \"['sun', 'moon']\"\n    count: \"cards | selectattr('suit', 'eq', item)\"\n"
    "    min: 4\n    message: 'only {{ found }} {{ item }} cards'\n",
    # a field only some entries have: the first entry lacks it, the entries that would fail have it
    '  - id: rare\n    each: components.deck.entries\n    expect: "item.rare is not defined or item.count < 4"\n'
    "    message: '{{ item.title }} is rare ({{ item.rare }}) and too common'\n",
    # a field the check reads but no entry writes yet
    "  - id: bonus\n    each: components.deck.entries\n    expect: \"item.get('bonus', 0) < 3\"\n"
    "    message: '{{ item.bonus }}'\n",
]


@pytest.mark.parametrize("check", PASSING)
def test_a_passing_checks_message_is_no_finding_for_what_only_a_failure_has(tmp_path, check):
    root = _check(tmp_path, check)
    edit(root / CARDS, "    suit: moon\n    count: 2\n", "    suit: moon\n    rare: true\n    count: 2\n")
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      rare: {type: boolean}\n",
    )
    assert _findings(root) == []


def test_a_field_indented_out_of_fields_is_one_finding_saying_so(tmp_path):
    # "unknown key 'power' in components[0]; allowed keys: …" at game.yaml, and "card 'dawn': unknown key
    # 'power'; … declare it under fields:" at the card, which already did: two findings, no word of the indent
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n    power: {type: integer}\n",
    )
    edit(root / CARDS, "    count: 4\n", "    count: 4\n    power: 3\n")
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, "    power:"),
            "unknown-key",
            f"component 'deck': power: looks like a field of its fields: (line {line_of(root / GAME, '    fields:')}) "
            "indented too little; indent it under fields:, lined up with suit:",
        )
    ]


def test_the_only_field_indented_out_of_fields_is_one_finding_not_five(tmp_path):
    # fields: read as empty ("nothing is written under 'fields:'"), suit: an unknown key, inventory: by: suit no
    # field, and both checks counting no card
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum: [sun, moon]}\n", "    suit: {enum: [sun, moon]}\n")
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, "    suit: {enum"),
            "unknown-key",
            f"component 'deck': suit: looks like a field of its fields: (line {line_of(root / GAME, '    fields:')}) "
            "indented too little; indent it under fields:, two spaces further in",
        )
    ]


def test_a_component_key_after_fields_is_said_as_before(tmp_path):
    # a key that is no field schema, or a component's own key, is no field indented too little
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum: [sun, moon]}\n", "      suit: {enum: [sun, moon]}\n    colour: red\n")
    ((file, line, rule, message),) = _findings(root)
    assert (file, line, rule) == (GAME, line_of(root / GAME, "colour: red"), "unknown-key")
    assert message.startswith("game.yaml: unknown key 'colour' in components[0]; allowed keys: back, "), message


@pytest.mark.parametrize("command", ["validate", "build"])
def test_a_template_sized_in_cm_is_one_finding_at_its_size_line(tmp_path, command):
    # a poker card in cm under boxes made from trim.w: a text-overflow for each box of each card ("its -2.0 ×
    # 10.0 mm box"), the back's size said wrong with a size to write that is the face's mistake, and once the
    # boxes waited, every word off the piece
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "size: poker\n", "size: [6.3, 8.8]\n")
    result = run_pnp(root, command, "demo")
    assert result.exception is None, result.output
    said = [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]
    assert said == [
        f"templates/demo/card.yaml:{line_of(card, 'size: [6.3')}: error: template 'demo/card': size: makes a "
        "6.3 × 8.8 mm piece, so small that the boxes made from it come out negative (element 'title': -2.0 × 10.0 "
        "mm): a size in cm? size: is in millimetres: size: [63, 88] for a 63 × 88 mm piece [size-invalid]"
    ]


MARKET = "content/demo/market.yaml"
GENERATED = """\
sets:
  ranks:
    - {id: one}
    - {id: two}
    - {id: three}
  suits:
    - {id: sun}
    - {id: moon}
generate:
  - for: {rank: ranks, suit: suits}
    card:
      id: "{{ rank.id }}-{{ suit.id }}"
      title: "{{ rank.id }} of {{ suit.id }}"
      suit: "{{ suit.id }}"
      text: "Gain one."
"""


def _market(tmp_path, card_id):
    """`pnp new`'s game with a Market deck of ranks × suits, its rule's id written ``card_id``."""
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "  - id: rules\n",
        "  - id: market\n    kind: deck\n    title: Market\n    source: market.yaml\n"
        "    face: demo/card\n    back: demo/back\n    fields:\n      suit: {enum: [sun, moon]}\n"
        "  - id: rules\n",
    )
    (root / MARKET).write_text(GENERATED.replace("{{ rank.id }}-{{ suit.id }}", card_id, 1), encoding="utf-8")
    return root


@pytest.mark.parametrize(
    ("card_id", "wrong", "first", "fix"),
    [
        ("Card-{{ rank.id }}-{{ suit.id }}", "'Card-'", "Card-one-sun", "card-{{ rank.id }}-{{ suit.id }}"),
        ("{{ rank.id }} {{ suit.id }}", "' '", "one sun", "{{ rank.id }}-{{ suit.id }}"),
    ],
)
def test_an_id_the_generate_rule_writes_wrong_is_one_finding_at_its_line(tmp_path, card_id, wrong, first, fix):
    # one "card 'Card-one-sun': id: 'Card-one-sun': an id is lower-case letters…" for each of the six cards
    root = _market(tmp_path, card_id)
    assert _findings(root) == [
        (
            MARKET,
            line_of(root / MARKET, 'id: "'),
            "schema",
            f"generate: id '{card_id}' writes {wrong} into each of the 6 card ids it makes ('{first}' and 5 more); "
            f"an id is lower-case letters, digits and hyphens (dead-end, not Dead End): write '{fix}'",
        )
    ]


def test_an_id_the_rule_writes_wrong_that_reads_one_set_is_said_at_the_rule_not_its_rows(tmp_path):
    # each rank's row was said ("card 'Card-one': id: 'Card-one': …" at the rows), though the rule wrote 'Card-'
    root = _market(tmp_path, "Card-{{ rank.id }}")
    line = line_of(root / MARKET, 'id: "')
    assert [(file, at, rule) for file, at, rule, _ in _findings(root)] == [
        (MARKET, line, "schema"),
        (MARKET, line, "duplicate-id"),
    ]


def test_a_row_written_twice_in_a_one_line_list_is_told_apart_by_its_column(tmp_path):
    # "duplicate card id 'one-sun' (first used at market.yaml:3)", said at market.yaml:3 itself
    root = _market(tmp_path, "{{ rank }}-{{ suit.id }}")
    text = (root / MARKET).read_text(encoding="utf-8")
    text = text.replace("    - {id: one}\n    - {id: two}\n    - {id: three}\n", "    [one, two, one]\n")
    text = text.replace("  ranks:\n    [", "  ranks: [").replace('title: "{{ rank.id }}', 'title: "{{ rank }}')
    (root / MARKET).write_text(text, encoding="utf-8")
    result = run_pnp(root, "validate", "demo", "--format", "json")
    found = [(f["file"], f["line"], f["column"], f["rule"], f["message"]) for f in json.loads(result.output)]
    line = line_of(root / MARKET, "ranks: [one, two, one]")
    assert found == [
        (
            MARKET,
            line,
            len("  ranks: [one, two, ") + 1,
            "duplicate-id",
            "duplicate card ids 'one-sun', 'one-moon' (first used earlier on this line, at column 11)",
        )
    ]


def test_an_entry_written_twice_on_one_line_is_said_so(tmp_path):
    root = new_game(tmp_path)
    (root / CARDS).write_text(
        "cards: [{id: dawn, title: Dawn, suit: sun, text: Draw., count: 6}, "
        "{id: dawn, title: Dusk, suit: moon, text: Take., count: 6}]\n",
        encoding="utf-8",
    )
    assert _findings(root) == [
        (CARDS, 1, "duplicate-id", "duplicate card id 'dawn' (first used earlier on this line)"),
    ]

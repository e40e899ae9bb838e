"""Slips in the JSON Schemas a designer writes under a component's `fields:` and `required:` in game.yaml.

Each is ONE finding at its own line in game.yaml saying what to write: never a traceback (an unclosed pattern,
a field written as a bare word, a $ref), never a finding per card ("'sun' is not one of: s, u, n" for
`enum: sun`), never a silent acceptance (`items:` on a text, `default:` of the wrong type). The cards'
findings for that field wait until the schema is fixed.
"""

from __future__ import annotations

import json

import pytest
from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
SUIT = "      suit: {enum: [sun, moon]}\n"
WITH_COST = SUIT + "      cost: {type: integer}\n"


def _findings(root, command="validate"):
    result = run_pnp(root, command, "--format", "json", "demo") if command == "validate" else run_pnp(root, command)
    assert result.exception is None, result.exception
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def _the_one_finding(root, at: str) -> str:
    """The message of the one finding validate gives, checked to be a schema error at game.yaml's line of ``at``."""
    findings = _findings(root)
    assert len(findings) == 1, findings
    ((file, line, rule, message),) = findings
    assert (file, line, rule) == (GAME, line_of(root / GAME, at), "schema"), findings
    return message


def _with_costs(root):
    """The demo's cards each with a cost, 1 to 5, and its deck with a field of that name."""
    cards = root / "content/demo/cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("    suit: ", "    cost: 3\n    suit: ")
    cards.write_text(text, encoding="utf-8")
    edit(root / GAME, SUIT, WITH_COST)


SLIPS = {
    # the slip: (what replaces the cost field, the line the finding is at, what it says to write)
    "enum-not-a-list": ("      cost: {enum: 3}\n", "cost:", "takes a list of the values it allows: write enum: [3]"),
    "enum-words-not-a-list": ("      cost:\n        enum: 1, 2, 3\n", "enum: 1, 2, 3", "write enum: [1, 2, 3]"),
    # in a flow mapping YAML reads the words after the first as keys of the field: each is a value too
    "enum-flow-words": ("      cost: {enum: low, high}\n", "cost:", "write enum: [low, high]"),
    "enum-empty": ("      cost: {enum: []}\n", "cost:", "enum: [] allows no value"),
    "type-text": ("      cost: {type: text}\n", "cost:", "type 'text' is no type a field can have"),
    "type-int": ("      cost: {type: int}\n", "cost:", "did you mean 'integer'?"),
    "type-str": ("      cost: {type: str}\n", "cost:", "did you mean 'string'?"),
    "type-list-of-one": ("      cost: {type: [integer]}\n", "cost:", "is a list of one type: write type: integer"),
    "minimum-quoted": ('      cost: {type: integer, minimum: "1"}\n', "cost:", "without quotes, minimum: 1"),
    "minimum-word": ("      cost: {type: integer, minimum: one}\n", "cost:", "'one' is not a number: write a number"),
    "pattern-unclosed": ('      cost: {pattern: "[unclosed"}\n', "cost:", "'[unclosed' is no regular expression"),
    "items-on-a-number": ("      cost: {type: integer, items: {type: integer}}\n", "cost:", "items: checks a list"),
    "minlength-on-a-number": ("      cost: {type: integer, minLength: 1}\n", "cost:", "minLength: checks text"),
    "default-of-another-type": (
        "      cost: {type: integer, default: free}\n",
        "cost:",
        "default: 'free' is no value this field takes: write a whole number",
    ),
    "default-not-in-enum": (
        "      cost: {type: integer, enum: [1, 2, 3], default: 4}\n",
        "cost:",
        "default: 4 is no value this field takes: write one of [1, 2, 3]",
    ),
    "bounds-crossed": ("      cost: {type: integer, minimum: 5, maximum: 1}\n", "cost:", "so no value fits"),
    "count-negative": ("      cost: {type: array, minItems: -1}\n", "cost:", "minItems: -1 is no count"),
    "field-as-a-word": ("      cost: integer\n", "cost:", "'integer' is no schema: write a mapping"),
    "types-listed-as-anyof": (
        "      cost: {anyOf: [integer, string]}\n",
        "cost:",
        "for a value of either type write type: [integer, string]",
    ),
    "ref": ('      cost: {$ref: "#/cost"}\n', "cost:", "$ref: is not read in a field's schema"),
    "required-true": ("      cost: {type: integer, required: true}\n", "cost:", "name it in the required: list"),
    "nested-required-unknown": (
        "      cost:\n        type: object\n        additionalProperties: false\n"
        "        properties: {coins: {type: integer}}\n        required: [coin]\n",
        "required: [coin]",
        "required: 'coin' is no key of its properties:, so no value could have it; did you mean 'coins'?",
    ),
    # a misspelt keyword inside the field's schema was silent (checking nothing), where one at its top is said
    "nested-keyword-in-items": (
        "      cost:\n        type: array\n        items: {enmu: [1, 2, 3]}\n",
        "items:",
        "items: unknown key 'enmu'; did you mean 'enum'?",
    ),
    "nested-keyword-in-properties": (
        "      cost:\n        type: object\n        properties:\n          coins: {type: integer}\n"
        "          gems:\n            tpye: integer\n",
        "tpye:",
        "properties.gems: unknown key 'tpye'; did you mean 'type'?",
    ),
    # any other slip inside the field's schema was said at its line but not where in the field it is
    "nested-type-in-properties": (
        "      cost:\n        type: object\n        properties:\n          power: {type: strng}\n",
        "strng",
        "field 'cost': properties.power: type 'strng' is no type a field can have",
    ),
    "nested-text-bound-in-items": (
        '      cost:\n        type: array\n        items: {minimum: "3"}\n',
        "items:",
        "field 'cost': items: minimum: '3' is text, so it bounds nothing",
    ),
    "nested-enum-in-anyOf": (
        "      cost:\n        anyOf:\n          - {type: integer}\n          - {enum: sun}\n",
        "enum: sun",
        "field 'cost': anyOf[1]: enum: takes a list of the values it allows: write enum: [sun]",
    ),
}


@pytest.mark.parametrize("slip", SLIPS)
def test_a_slip_in_a_fields_schema_is_one_finding_at_its_line(tmp_path, slip):
    written, at, says = SLIPS[slip]
    root = new_game(tmp_path)
    _with_costs(root)
    edit(root / GAME, "      cost: {type: integer}\n", written)
    message = _the_one_finding(root, at)
    assert message.startswith("component 'deck': field 'cost': ") and says in message, message


REQUIRED = "    required: [suit, text]\n"
OTHER_SLIPS = {
    # (what is there, what is written instead, what it says)
    "required-one-word": (REQUIRED, "    required: suit\n", "required: takes a list of fields: write required: [suit]"),
    "required-words": (REQUIRED, "    required: suit, text\n", "write required: [suit, text]"),
    "required-no-field": (REQUIRED, "    required: [suit, text, colour]\n", "'colour' is no field of its entries"),
    "required-misspelt": (REQUIRED, "    required: [suit, txet]\n", "did you mean 'text'?"),
    # a field named as a key every card has, of another type
    "retyped-id": (SUIT, SUIT + "      id: {type: integer}\n", "has 'id' already, and it is text: a field cannot"),
    "retyped-title": (SUIT, SUIT + "      title: {type: integer}\n", "every entry has 'title' already"),
    "retyped-count": (SUIT, SUIT + "      count: {type: string}\n", "has 'count' already, and it is a whole number"),
}


@pytest.mark.parametrize("slip", OTHER_SLIPS)
def test_a_slip_in_required_or_a_retyped_key_is_one_finding_at_its_line(tmp_path, slip):
    there, written, says = OTHER_SLIPS[slip]
    root = new_game(tmp_path)
    edit(root / GAME, there, written)
    message = _the_one_finding(root, written.removeprefix(there).strip())
    assert message.startswith("component 'deck': ") and says in message, message


def test_a_field_that_narrows_a_key_every_card_has_is_kept(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, SUIT, SUIT + "      title: {type: string, maxLength: 4}\n")
    findings = _findings(root)
    assert findings and all(f[0] == "content/demo/cards.yaml" and "at most 4" in f[3] for f in findings), findings


def test_the_cards_findings_for_a_field_wait_until_its_schema_is_fixed(tmp_path):
    # enum: sun read as the letters s, u, n: each card was refused ("'moon' is not one of: s, u, n")
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    suit: moon\n", "    suit: star\n")
    edit(root / GAME, SUIT, "      suit: {enum: sun}\n")
    assert [f[:2] for f in _findings(root)] == [(GAME, line_of(root / GAME, "suit: {enum: sun}"))]
    edit(root / GAME, "      suit: {enum: sun}\n", SUIT)
    ((file, line, _, message),) = _findings(root)
    assert (file, line) == ("content/demo/cards.yaml", line_of(cards, "suit: star")) and "'star'" in message


def test_a_slip_in_fields_that_yaml_anchors_share_is_said_once(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, "    fields:  ", "    fields: &suits  ")
    edit(root / GAME, SUIT, "      suit: {enum: sun}\n")
    edit(
        root / GAME,
        "  - id: rules\n",
        "  - id: spares\n    kind: deck\n    title: Spares\n    source: cards.yaml\n"
        "    face: demo/card\n    back: demo/back\n    fields: *suits\n  - id: rules\n",
    )
    assert len(_findings(root)) == 1


def test_build_says_the_slip_as_validate_does(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, SUIT, '      suit: {enum: [sun, moon], pattern: "(sun"}\n')
    result = run_pnp(root, "build", "demo", "--out", str(tmp_path / "out"))
    assert result.exit_code != 0 and result.exception is None, result.output
    assert f"{GAME}:{line_of(root / GAME, 'suit:')}: error: component 'deck': field 'suit': pattern:" in result.output

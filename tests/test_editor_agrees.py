"""The editor's schemas (`pnp schema`, read by a YAML language server) and `pnp validate` agree on each value:
the editor flags no value pnp accepts (`title: 1984`, read as the text 1984), and flags the values pnp refuses
that one file can show wrong. A corpus of values written into `pnp new`'s demo game, each judged by both.
"""

from __future__ import annotations

import json

import jsonschema
import pytest
import yaml
from conftest import edit, new_game, run_pnp

CARDS, GAME, RULES = "content/demo/cards.yaml", "content/demo/game.yaml", "content/demo/rules.yaml"
FACE, STYLE, LEGEND = "templates/demo/card.yaml", "templates/demo/rules.yaml", "content/demo/icons/legend.yaml"
SCHEMA_OF = {
    CARDS: "demo-deck.schema.json",
    GAME: "game.schema.json",
    RULES: "rules.schema.json",
    FACE: "template.schema.json",
    STYLE: "rulebook-style.schema.json",
    LEGEND: "legend.schema.json",
}
FIRST_CARD, FIELDS = "    title: High Noon\n", "      suit: {enum: [sun, moon]}\n"

# (file, what is there, what is written instead, whether both accept it)
CORPUS = {
    # a number where text is meant is that text
    "card-title-a-year": (CARDS, FIRST_CARD, "    title: 1984\n", True),
    "card-title-leading-zeros": (CARDS, FIRST_CARD, "    title: 007\n", True),
    "card-title-a-price": (CARDS, FIRST_CARD, "    title: 1.50\n", True),
    "card-text-a-number": (CARDS, '    text: "Draw a card. Gain :star:."\n', "    text: 3\n", True),
    "card-id-a-number": (CARDS, "  - id: dawn\n", "  - id: 1984\n", True),
    "card-flavor-a-number": (CARDS, FIRST_CARD, FIRST_CARD + "    flavor: 42\n", True),
    "game-title-a-year": (GAME, 'title: "Demo"\n', "title: 1984\n", True),
    "game-subtitle-a-number": (GAME, "subtitle: A card game\n", "subtitle: 2\n", True),
    "game-notice-a-number": (GAME, 'notice: "Print-and-play edition for personal use."\n', "notice: 1.0\n", True),
    "credit-name-a-number": (GAME, "name: Your name}", "name: 42}", True),
    "component-title-a-number": (GAME, "    title: Deck\n", "    title: 52\n", True),
    "section-title-a-number": (RULES, "    title: Overview\n", "    title: 1\n", True),
    "element-text-a-number": (FACE, '    text: "{{ card.title }}"\n', "    text: 1.50\n", True),
    "legend-meaning-a-number": (LEGEND, "  meaning: A point. The player with the most wins.\n", "  meaning: 1\n", True),
    "field-of-text-a-number": (CARDS, FIRST_CARD, FIRST_CARD + "    note: 12\n", True),
    "enum-of-digits-written-bare": (CARDS, FIRST_CARD, FIRST_CARD + "    level: 2\n", True),
    # refused by both
    "card-title-yes": (CARDS, FIRST_CARD, "    title: yes\n", False),
    "card-title-a-date": (CARDS, FIRST_CARD, "    title: 2024-05-01\n", False),
    "card-title-a-list": (CARDS, FIRST_CARD, "    title: [High Noon]\n", False),
    "card-id-capitals": (CARDS, "  - id: dawn\n", "  - id: Dawn\n", False),
    "card-id-a-fraction": (CARDS, "  - id: dawn\n", "  - id: 1.5\n", False),
    "card-id-negative": (CARDS, "  - id: dawn\n", "  - id: -3\n", False),
    "card-key-misspelt": (CARDS, FIRST_CARD, "    titel: High Noon\n", False),
    "card-count-quoted": (CARDS, "    count: 4\n", '    count: "4"\n', False),
    "card-count-zero": (CARDS, "    count: 4\n", "    count: 0\n", False),
    "card-suit-not-in-enum": (CARDS, "    suit: sun\n", "    suit: star\n", False),
    "card-suit-a-number": (CARDS, "    suit: sun\n", "    suit: 1\n", False),
    "card-suit-a-list": (CARDS, "    suit: sun\n", "    suit: [sun, moon]\n", False),
    "enum-of-digits-not-in-it": (CARDS, FIRST_CARD, FIRST_CARD + "    level: 4\n", False),
    "card-required-left-out": (CARDS, "    suit: sun\n", "", False),
    "game-ages-a-number": (GAME, "players: {min: 2, max: 4}\n", "players: {min: 2, max: 4}\nages: 12\n", False),
    "game-players-quoted": (GAME, "players: {min: 2, max: 4}\n", 'players: {min: 2, max: "4"}\n', False),
    "game-language-unknown": (GAME, 'title: "Demo"\n', 'title: "Demo"\nlanguage: xx\n', False),
    "game-title-yes": (GAME, 'title: "Demo"\n', "title: yes\n", False),
    "field-enum-not-a-list": (GAME, FIELDS, "      suit: {enum: sun}\n", False),
    "field-enum-empty": (GAME, FIELDS, "      suit: {enum: []}\n", False),
    "field-type-int": (GAME, FIELDS, FIELDS + "      cost: {type: int}\n", False),
    "field-type-list-of-one": (GAME, FIELDS, FIELDS + "      cost: {type: [integer]}\n", False),
    "field-minimum-quoted": (GAME, FIELDS, FIELDS + '      cost: {type: integer, minimum: "3"}\n', False),
    "field-keyword-misspelt": (GAME, FIELDS, "      suit: {enmu: [sun, moon]}\n", False),
    "field-a-bare-word": (GAME, FIELDS, FIELDS + "      cost: integer\n", False),
    "required-one-word": (GAME, "    required: [suit, text]\n", "    required: suit\n", False),
    "section-key-misspelt": (RULES, "    title: Overview\n", "    titel: Overview\n", False),
    "element-size-an-expression": (FACE, "    size: 15\n", '    size: "{{ 15 }}"\n', True),
    "element-type-unknown": (FACE, "    type: rect\n", "    type: rectangle\n", False),
    "style-columns-quoted": (STYLE, "columns: 2\n", 'columns: "2"\n', False),
    "legend-icons-a-mapping": (LEGEND, "- icons: [star]\n", "- icons: {star: 1}\n", False),
    "style-size-a-word": (STYLE, "  body: 9.5\n", "  body: big\n", False),
    "style-size-quoted": (STYLE, "  body: 9.5\n", '  body: "9.5"\n', False),
    # pnp refuses what no one file shows wrong: the editor cannot (nor is asked to) flag these
    "players-fewest-last": (GAME, "players: {min: 2, max: 4}\n", "players: {min: 4, max: 2}\n", None),
    "field-retypes-a-key-every-card-has": (GAME, FIELDS, FIELDS + "      id: {type: integer}\n", None),
    "required-names-no-field": (GAME, "    required: [suit, text]\n", "    required: [suit, text, colour]\n", None),
    "field-default-of-another-type": (GAME, FIELDS, FIELDS + "      cost: {type: integer, default: free}\n", None),
    "field-bounds-crossed": (GAME, FIELDS, FIELDS + "      cost: {type: integer, minimum: 5, maximum: 1}\n", None),
    "field-items-on-a-number": (GAME, FIELDS, FIELDS + "      cost: {type: integer, items: {}}\n", None),
    "field-pattern-unclosed": (GAME, FIELDS, FIELDS + '      cost: {pattern: "[unclosed"}\n', None),
    "card-id-twice": (CARDS, "  - id: high-noon\n", "  - id: dawn\n", None),
    "card-link-to-no-card": (CARDS, "[[Dawn]]", "[[Dusk Till Dawn]]", None),
    "card-icon-unknown": (CARDS, "Gain :star:.", "Gain :moon:.", None),
    "legend-icon-a-number": (LEGEND, "- icons: [star]\n", "- icons: 3\n", None),
    "template-font-unknown": (FACE, "    font: Vollkorn\n", "    font: Comic Sans\n", None),
}
# Why each value left to pnp alone is: what the editor, reading one file, cannot know
LEFT_TO_PNP = {
    "players-fewest-last": "min above max: JSON Schema compares no two values",
    "field-retypes-a-key-every-card-has": "id is refused in game.yaml for what the item schema says of it",
    "required-names-no-field": "required: is checked against the fields: beside it",
    "field-default-of-another-type": "a default: checked against its own field",
    "field-bounds-crossed": "minimum: against maximum:",
    "field-items-on-a-number": "a keyword against the type beside it",
    "field-pattern-unclosed": "a pattern compiled (JSON Schema's format: regex is not checked by every editor)",
    "card-id-twice": "an id written twice in the list",
    "card-link-to-no-card": "[[Card]] names a card of the game",
    "card-icon-unknown": ":icon: names a file of icons/",
    "legend-icon-a-number": "3 is read as the icon named 3, which icons/ has not",
    "template-font-unknown": "a font of fonts/fonts.yaml",
}


def _editor_accepts(schemas: dict, file: str, root) -> bool:
    document = yaml.safe_load((root / file).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schemas[SCHEMA_OF[file]]).is_valid(document)


def _pnp_accepts(root) -> tuple[bool, str]:
    result = run_pnp(root, "--no-cache", "validate", "--format", "json", "demo")
    assert result.exception is None, result.exception
    return not json.loads(result.output), result.output


def _demo(tmp_path):
    """The demo, its deck with a text field and a field of digits (the last card writes both: a field no card
    writes is a field-unused warning), and the schemas pnp writes for it."""
    root = new_game(tmp_path)
    edit(root / GAME, FIELDS, FIELDS + '      note: {type: string}\n      level: {enum: ["1", "2", "3"]}\n')
    last = '    text: "**Both suits.** Play it as a Sun or a Moon card."\n'
    edit(root / CARDS, last, last + '    note: either suit\n    level: "1"\n')
    assert run_pnp(root, "schema", "--out", str(tmp_path / "schemas")).exit_code == 0
    return root, {path.name: json.loads(path.read_text()) for path in (tmp_path / "schemas").glob("*.json")}


@pytest.mark.parametrize("case", CORPUS)
def test_the_editor_and_pnp_agree(tmp_path, case):
    file, there, written, accepted = CORPUS[case]
    root, schemas = _demo(tmp_path)
    assert _editor_accepts(schemas, file, root) and _pnp_accepts(root)[0]
    edit(root / file, there, written)
    pnp, said = _pnp_accepts(root)
    if accepted is None:  # left to pnp: it refuses, the editor does not flag it
        assert case in LEFT_TO_PNP and not pnp and _editor_accepts(schemas, file, root), said
        return
    assert (pnp, _editor_accepts(schemas, file, root)) == (accepted, accepted), said


def test_every_value_left_to_pnp_says_why():
    assert set(LEFT_TO_PNP) == {case for case, (*_, accepted) in CORPUS.items() if accepted is None}

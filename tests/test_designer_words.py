"""Findings in a designer's words, from today's walkthroughs: a number written where text is meant is that text;
jsonschema's "is too short" says how many are needed and written and what to do; an unclosed {% for %} is said
at its own line; a count's fact says the pieces' inventory noun; how pieces are kept ("in their order") names
no part of them. Each read back from `validate --format json` (file, line, rule, message) or the built PDF."""

from __future__ import annotations

import json

import pytest
from conftest import edit, finding_lines, line_of, new_game, run_pnp
from pdfread import page_texts

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
RULES = "content/demo/rules.yaml"
FACE = "templates/demo/card.yaml"


def _findings(root, *more: str) -> list[tuple[str, int, str, str]]:
    result = run_pnp(root, "validate", "--format", "json", "demo", *more)
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def _field(root, field: str, value: str) -> None:
    """The deck's cards get ``field`` (``name: {schema}``) and the first card (Dawn) the value ``value``."""
    edit(root / GAME, "      suit: {enum: [sun, moon]}\n", f"      suit: {{enum: [sun, moon]}}\n      {field}\n")
    edit(root / CARDS, "    title: Dawn\n", f"    title: Dawn\n    {value}\n")


# 1. A number where text is meant


def test_a_number_where_text_is_meant_is_that_text_as_written(tmp_path):
    # Before: "game.yaml: title: 1984 is not text", "card 'dawn': title: 7 is not text" (007 read as 7), one a key.
    root = new_game(tmp_path)
    edit(root / GAME, 'title: "Demo"', "title: 1984")
    edit(root / GAME, "subtitle: A card game", "subtitle: 2")
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      code: {enum: ['1', '2']}\n",
    )
    edit(root / CARDS, "    title: Dawn\n", "    title: 007\n    code: 1\n")
    edit(root / CARDS, 'text: "Draw a card. Gain :star:."', "text: 1.50")
    edit(root / CARDS, "[[Dawn]]", "[[007]]")
    assert _findings(root) == []
    out = tmp_path / "out"
    assert run_pnp(root, "build", "demo", "--out", str(out)).exit_code == 0
    deck = " ".join(page_texts(out / "demo" / "demo-deck-a4.pdf"))
    assert "007" in deck and "1.50" in deck and "1984" in deck  # the footer's game title
    rules = page_texts(out / "demo" / "demo-rules-a4.pdf")[0].splitlines()
    assert rules[1:3] == ["1984", "2"], rules  # the title block's title and subtitle


def test_ages_written_as_a_number_is_told_the_text_with_that_number(tmp_path):
    # ages: 12 may mean 12 and up: not read as "12", told to write "12+" (before: the example's "4+").
    root = new_game(tmp_path)
    edit(root / GAME, "subtitle: A card game", "subtitle: A card game\nages: 12")
    assert _findings(root) == [
        (GAME, line_of(root / GAME, "ages:"), "schema", 'game.yaml: ages: 12 is not text: write it as ages: "12+"')
    ]


def test_a_number_a_rule_makes_where_text_is_meant_is_that_text(tmp_path):
    # Before: "card 'r7': title: 7 is not text", at the set's row, once per row.
    root = new_game(tmp_path)
    (root / CARDS).write_text(
        "sets:\n"
        "  ranks: [{id: '3', n: 3}, {id: '7', n: 007}]\n"
        "generate:\n"
        "  - for: {rank: ranks}\n"
        "    card: {id: 'r{{ rank.id }}', title: '{{ rank.n }}', suit: sun, count: 3, text: Hi}\n"
        "  - for: {rank: ranks}\n"
        "    card: {id: 'd{{ rank.id }}', title: '{{ rank.n * 2 }}', suit: moon, count: 3, text: Hi}\n",
        encoding="utf-8",
    )
    assert _findings(root) == []
    out = tmp_path / "out"
    assert run_pnp(root, "build", "demo", "--out", str(out)).exit_code == 0
    titles = [line for page in page_texts(out / "demo" / "demo-deck-a4.pdf") for line in page.splitlines()]
    assert {"3", "007", "6", "14"} <= set(titles), titles


# 2. jsonschema's words

SCHEMA_WORDS = [
    # (field declared, value on Dawn, the message after "card 'dawn': ")
    (
        "symbols: {type: array, minItems: 4, maxItems: 4}",
        "symbols: [a, b, c]",
        "symbols: 4 symbols are needed, 3 are written: add 1",
    ),
    (
        "symbols: {type: array, minItems: 4}",
        "symbols: [a, b, c]",
        "symbols: at least 4 symbols are needed, 3 are written: add 1",
    ),
    (
        "symbols: {type: array, minItems: 1}",
        "symbols: []",
        "symbols: at least 1 symbol is needed, none is written: add 1",
    ),
    (
        "symbols: {type: array, maxItems: 2}",
        "symbols: [a, b, c]",
        "symbols: at most 2 symbols are allowed, 3 are written: remove 1",
    ),
    (
        "symbols: {type: array, minItems: 2, maxItems: 2}",
        "symbols: [a, b, c]",
        "symbols: 2 symbols are needed, 3 are written: remove 1",
    ),
    ("code: {type: string, minLength: 5}", "code: abcd", "code: 'abcd' has 4 characters, at least 5 are needed: add 1"),
    (
        "code: {type: string, maxLength: 3}",
        "code: abcd",
        "code: 'abcd' has 4 characters, at most 3 are allowed: remove 1",
    ),
    ("cost: {type: integer, minimum: 1}", "cost: 0", "cost: 0 is less than 1, the least it can be: write 1 or more"),
    ("cost: {type: integer, maximum: 6}", "cost: 9", "cost: 9 is more than 6, the most it can be: write 6 or less"),
    ("cost: {type: number, exclusiveMinimum: 0}", "cost: 0", "cost: 0 is not more than 0: write a number above 0"),
    ("cost: {type: number, exclusiveMaximum: 6}", "cost: 6", "cost: 6 is not less than 6: write a number below 6"),
    ("cost: {type: integer, multipleOf: 2}", "cost: 5", "cost: 5 is not a multiple of 2: write 4 or 6"),
    (
        "tags: {type: array, uniqueItems: true}",
        "tags: [a, b, a]",
        "tags: 'a' 2 times (each may be written once): remove the copies",
    ),
    ("side: {const: front}", "side: back", "side: 'back' is written where only 'front' fits: write 'front'"),
    (
        "code: {type: string, pattern: '^[a-z]+$'}",
        "code: AB",
        "code: 'AB' does not fit the pattern '^[a-z]+$' its field gives: change the value, or the pattern",
    ),
    (
        "code: {not: {type: integer}}",
        "code: 3",
        'code: 3 is what its field rules out (not: {"type": "integer"}): write another value',
    ),
    (
        "pair: {type: object, dependentRequired: {a: [b]}}",
        "pair: {a: 1}",
        "pair: a: is written, so b: is needed too: add b:, or remove a:",
    ),
    (
        "tags: {type: array, contains: {const: key}}",
        "tags: [a, b]",
        'tags: at least 1 of its items must be one its field asks for (contains: {"const": "key"}): add one',
    ),
    (
        "cost: {oneOf: [{type: integer, minimum: 1}, {type: integer, maximum: 9}]}",
        "cost: 5",
        "cost: 5 fits more than one of the choices its field gives, and oneOf takes exactly one: make the choices "
        "exclude each other, or write anyOf",
    ),
    (
        "pair: {type: object, minProperties: 2}",
        "pair: {a: 1}",
        "pair: at least 2 keys are needed, 1 is written: add 1",
    ),
    (
        "pair: {type: object, maxProperties: 1}",
        "pair: {a: 1, b: 2}",
        "pair: at most 1 key is allowed, 2 are written: remove 1",
    ),
    (
        "suit2: {enum: [sun, moon]}",
        "suit2: [sun, moon]",
        "suit2: ['sun', 'moon'] is not one of: sun, moon; it takes one value, not a list: write one of them",
    ),
]


@pytest.mark.parametrize(
    ("field", "value", "words"),
    SCHEMA_WORDS,
    ids=[words.split(":")[0] + str(n) for n, (_, _, words) in enumerate(SCHEMA_WORDS)],
)
def test_what_a_fields_schema_refuses_is_said_with_its_counts_and_what_to_do(tmp_path, field, value, words):
    # Before: jsonschema's words ("['a', 'b', 'c'] is too short", "0 is less than the minimum of 1",
    # "'a' was expected", "should be non-empty", "'b' is a dependency of 'a'").
    root = new_game(tmp_path)
    _field(root, field, value)
    line = line_of(root / CARDS, value)
    assert _findings(root) == [(CARDS, line, "schema", f"card 'dawn': {words}")]


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("    title: Dawn\n", "    title: ''\n", "card 'dawn': title: the text is empty: write it"),
        (
            "    count: 4\n",
            "    count: 0\n",
            "card 'dawn': count: 0 is less than 1, the least it can be: write 1 or more",
        ),
    ],
)
def test_pnps_own_bounds_are_said_with_what_to_do(tmp_path, old, new, words):
    root = new_game(tmp_path)
    edit(root / CARDS, old, new)
    schema = [finding for finding in _findings(root) if finding[2] == "schema"]  # [[Dawn]] names none: its own
    assert schema == [(CARDS, line_of(root / CARDS, new.strip()), "schema", words)]


def test_a_rule_with_nothing_to_go_over_is_told_to_write_a_key(tmp_path):
    root = new_game(tmp_path)
    (root / CARDS).write_text(
        "generate:\n  - for: {}\n    card: {id: a, title: A, suit: sun, count: 12, text: Hi}\n", encoding="utf-8"
    )
    assert _findings(root) == [
        (CARDS, 2, "schema", "cards.yaml: generate[0].for: nothing is written in it: write a key and its value")
    ]


def test_a_profile_named_as_no_id_is_said_at_its_name(tmp_path):
    # Before: "top level: 'My Shop' does not match '^[a-z0-9][a-z0-9-]*$'", at the file's first line.
    root = new_game(tmp_path)
    (root / "templates/profiles.yaml").write_text(
        "# shops\nmy-shop: {title: Mine, dpi: 300}\nMy Shop: {title: Mine, dpi: 300}\n", encoding="utf-8"
    )
    result = run_pnp(root, "validate", "demo")
    assert result.output.splitlines()[0] == (
        "templates/profiles.yaml:3: error: print profiles file: 'My Shop': a profile's name is lower-case letters, "
        "digits and hyphens (my-shop, not My Shop) [schema]"
    ), result.output


# 4. An unknown icon written as a field of many cards


def test_an_unknown_icon_a_field_of_many_cards_names_lists_every_card(tmp_path):
    # The escape walkthrough's penalty cards: `icon: hour-glass` on each, read by `name: "{{ card.icon }}"`.
    # (This already listed them at the base commit; it now names the field and the element that draws it,
    # which it did not: "unknown icon ':hour-glass:'" alone, at a card's icon: line.)
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      icon: {type: string}\n",
    )
    text = (root / CARDS).read_text(encoding="utf-8")
    (root / CARDS).write_text(text.replace("    suit: ", "    icon: hour-glass\n    suit: "), encoding="utf-8")
    edit(root / FACE, "    name: star", '    name: "{{ card.icon }}"')
    lines = [n for n, row in enumerate((root / CARDS).read_text().splitlines(), 1) if "hour-glass" in row]
    assert len(lines) == 4
    listed = ", ".join(map(str, lines[1:]))
    assert _findings(root) == [
        (
            CARDS,
            lines[0],
            "icon-unknown",
            "icon, drawn as an icon by template 'demo/card' element 'emblem': "
            "unknown icon ':hour-glass:'; icons are SVG files in demo/icons/, templates/icons/ (:star:) — also "
            f"written at 3 more places: cards.yaml:{listed}",
        )
    ]


# 5. An unclosed {% for %}


def test_an_unclosed_for_in_rule_text_is_said_at_its_own_line(tmp_path):
    # Before: at the text's last {{ }} (line 25), "Unexpected end of template. Jinja was looking for ... 'endfor'".
    root = new_game(tmp_path)
    edit(
        root / RULES,
        "      3. Discard down to five cards.\n",
        "      3. Discard down to five cards.\n\n      {% for card in components.deck.cards %}\n"
        "      - {{ card.title }}\n",
    )
    assert _findings(root) == [
        (
            RULES,
            line_of(root / RULES, "{% for card"),
            "expression",
            "section 'turn': in '{% for card in components.deck.cards %}': this for has no endfor: write "
            "{% endfor %} where the part it repeats ends",
        )
    ]


def test_an_unclosed_if_in_a_templates_text_is_said_at_its_own_line(tmp_path):
    # Before: at the element's text: line, in '{{ card.title }}' with Jinja's "Unexpected end of template".
    root = new_game(tmp_path)
    edit(
        root / FACE,
        '    text: "{{ card.text }}"',
        "    text: |\n      {{ card.text }}\n      {% if card.suit == 'sun' %}\n      Sunny.\n"
        "      {% for i in range(2) %}+{% endfor %}\n      {{ card.title }}",
    )
    assert _findings(root) == [
        (
            FACE,
            line_of(root / FACE, "{% if card.suit"),
            "expression",
            "card 'dawn': element 'body': text: in '{% if card.suit == 'sun' %}': this if has no endif: write "
            "{% endif %} where the part it shows or leaves out ends",
        )
    ]
    edit(root / FACE, "Sunny.", "Sunny.{% endif %}")
    edit(root / FACE, "      {{ card.title }}", "      {{ card.titel }}")
    assert [(f, line, rule) for f, line, rule, _ in _findings(root)] == [
        (FACE, line_of(root / FACE, "card.titel"), "expression")  # a block's slip at its own line, not text:'s
    ]


# 6. and 7. Counts in rule text

WHEEL = """  - id: wheel
    kind: tokens
    title: Code wheel
    source: wheel.yaml
    face: demo/card
    fields: {suit: {enum: [sun, moon]}}
    inventory: {noun: disc}
  - id: rules
"""


def test_a_count_of_a_component_says_its_inventory_noun(tmp_path):
    # Before: "'3 discs of the code wheel' says 3, but Code wheel has 2 tokens".
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", WHEEL)
    (root / "content/demo/wheel.yaml").write_text(
        "tokens:\n"
        "  - {id: outer, title: Outer disc, suit: sun, text: Outer}\n"
        "  - {id: inner, title: Inner disc, suit: moon, text: Inner}\n",
        encoding="utf-8",
    )
    edit(
        root / RULES, "      1. Draw a card.\n", "      Turn the 3 discs of the code wheel.\n\n      1. Draw a card.\n"
    )
    assert _findings(root) == [
        (
            RULES,
            line_of(root / RULES, "3 discs"),
            "number-disagrees",
            "section 'turn': '3 discs of the code wheel' says 3, but Code wheel has 2 discs; write "
            "{{ components.wheel.cards | length }} so the rules say what is printed",
        )
    ]


@pytest.mark.parametrize("manner", ["in their order", "in order", "in their box", "in a stack"])
def test_how_the_pieces_are_kept_names_no_part_of_them(tmp_path, manner):
    # Before: "in their order", "in their box" and "in a stack" read as a part ("of each order"), unknown: skipped.
    root = new_game(tmp_path)
    edit(root / RULES, "      1. Draw a card.\n", f"      Keep the 5 Sun cards {manner}.\n\n      1. Draw a card.\n")
    assert _findings(root) == [
        (
            RULES,
            line_of(root / RULES, "5 Sun cards"),
            "number-disagrees",
            "section 'turn': '5 Sun cards' says 5, but Deck has 6 Sun; write "
            "{{ components.deck.cards | selectattr('suit', 'eq', 'sun') | list | length }} so the rules say what "
            "is printed",
        )
    ]


def test_a_child_templates_own_text_is_said_at_its_own_lines(tmp_path):
    # The parent writes the body's text as a block; a child that writes it again on one line is said at that
    # line (not at a line of the parent's block, counted in the child's file), one that writes a block in it.
    root = new_game(tmp_path)
    edit(root / FACE, '    text: "{{ card.text }}"', "    text: |\n      {{ card.text }}\n      More.")
    child = root / "templates/demo/child.yaml"
    child.write_text(
        '# a child\n\n\nextends: demo/card\nelements:\n  body:\n    text: "{% if card.suit %}{{ card.titel }}"\n',
        encoding="utf-8",
    )
    edit(root / GAME, "    face: demo/card\n", "    face: demo/child\n")
    assert [(f, line, rule) for f, line, rule, _ in _findings(root)] == [("templates/demo/child.yaml", 7, "expression")]
    child.write_text(
        "# a child\nextends: demo/card\nelements:\n  body:\n    text: |\n      {{ card.text }}\n"
        "      {% for i in range(2) %}+\n",
        encoding="utf-8",
    )
    assert _findings(root) == [
        (
            "templates/demo/child.yaml",
            7,
            "expression",
            "card 'dawn': element 'body': text: in '{% for i in range(2) %}': this for has no endfor: write "
            "{% endfor %} where the part it repeats ends",
        )
    ]


def test_pieces_put_back_somewhere_are_an_amount_not_the_whole(tmp_path):
    """ "Put the 3 cards back in the deck" was a number-disagrees error (the game's only deck has 12 cards: "the 3
    cards" read as all of them), which refused the build. Pieces put back somewhere are some of them, moved; a count
    of the whole beside it is still read."""
    root = new_game(tmp_path)
    rules = root / "content/demo/rules.yaml"
    edit(
        rules,
        "      1. Draw a card.\n",
        "      1. Draw a card. Put the 3 cards back in the deck, or the 2 cards back on top of it.\n",
    )
    assert finding_lines(root) == []
    edit(rules, "on top of it.\n", "on top of it. The deck has 11 cards.\n")
    said = finding_lines(root)
    assert len(said) == 1 and "'11 cards' says 11, but Deck has 12 cards" in said[0], said


def test_an_element_named_text_that_overflows_is_not_called_text_text(tmp_path):
    """A designer's text element named `text` overflowing was "card 'dusk': text text does not fit its … box"."""
    root = new_game(tmp_path)
    edit(root / "templates/demo/card.yaml", "  body:\n    type: text\n", "  text:\n    type: text\n")
    edit(root / "content/demo/cards.yaml", "if there is one.", "if there is one." + " Then shout." * 60)
    said = [row for row in finding_lines(root) if row.endswith("[text-overflow]")]
    assert len(said) == 1 and ": text does not fit its " in said[0] and "text text" not in said[0], said

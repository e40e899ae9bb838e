"""Slips of a designer making a deck-builder (four starter decks in player colours, a market of five card
types, Scrap cards, player mats, tokens) from `pnp new`, found by the README-only walkthrough: each is one
finding at the line to change, saying what to write, from `validate` and `build` alike."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"


def _with_data(root, tables: str, **sources: str):
    """game.yaml of the new game with the data tables ``tables`` (its lines under data:), each source written; the
    path of game.yaml."""
    edit(root / GAME, "checks:\n", "data:\n" + tables + "checks:\n")
    for name, text in sources.items():
        (root / f"content/demo/{name}.yaml").write_text(text)
    return root / GAME


def _two_decks(root):
    """The sample deck as the "Market deck", and a second deck of the same cards, the "Starter decks"."""
    edit(root / GAME, "    title: Deck\n", "    title: Market deck\n")
    edit(
        root / GAME,
        "  - id: rules\n",
        "  - id: starters\n    kind: deck\n    title: Starter decks\n    source: cards.yaml\n"
        "    face: demo/card\n    back: demo/back\n    fields:\n      suit: {enum: [sun, moon]}\n"
        "  - id: rules\n",
    )


def test_a_count_said_of_a_starter_deck_is_not_read_as_the_market_decks(tmp_path):
    # "Each player takes a starter deck of 10 cards": the head word "deck" of the title "Market deck" was its
    # name alone (no other title ends in "deck": the starters' ends in "decks"), so the count was read as
    # the market's: "error: '10 cards' says 10, but Market deck has 12 cards", a build refused for a true
    # sentence. Now a head word that two titles share, singular or plural, names neither.
    root = new_game(tmp_path)
    _two_decks(root)
    edit(
        root / RULES,
        "      1. Draw a card.\n",
        "      Each player takes a starter deck of 10 cards.\n\n"
        "      The market deck has 12 cards. A market deck of 11 cards is a misprint.\n\n"
        "      1. Draw a card.\n",
    )
    rules = root / RULES
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'The market deck has')}: error: section 'turn': '11 cards' says 11, but "
        "Market deck has 12 cards; write {{ components.deck.cards | length }} so the rules say what is "
        "printed [number-disagrees]",
        f"{RULES}:{line_of(rules, 'The market deck has')}: warning: section 'turn': '12 cards' is typed by hand, "
        "but the content supplies it (Market deck has 12 cards); write {{ components.deck.cards | length }} so "
        "the rules follow the content [number-typed]",
    ]


STARTERS = """\
sets:
  colours: [{id: red, name: Red}, {id: blue, name: Blue}]
  cards:
    - {id: credit, name: Credit, copies: 7, text: "Gain :star:."}
    - {id: blaster, name: Blaster, copies: 3, text: "Draw a card."}
generate:
  - for: {colour: colours, card: cards}
    card:
      id: "{{ card.id }}-{{ colour.id }}"
      title: "{{ card.name }}"
      suit: sun
      colour: "{{ colour.id }}"
      count: "{{ card.copies }}"
      text: "{{ card.text }}"
"""

STARTER_CHECK = """\
  - id: starter-size
    each: "components.starters.sets.colours"
    count: "components.starters.cards | selectattr('colour', 'eq', item.id)"
    equals: 10
    message: "the {{ item.name }} starter deck holds 10 cards"
"""


def _starter_decks(root):
    """A starter deck of 10 cards in each of two player colours, generated from one list of cards, and a
    declared check that counts each colour's deck."""
    _two_decks(root)
    (root / "content/demo/starters.yaml").write_text(STARTERS, encoding="utf-8")
    edit(
        root / GAME,
        "    source: cards.yaml\n    face: demo/card\n    back: demo/back\n    fields:\n",
        "    source: starters.yaml\n    face: demo/card\n    back: demo/back\n    fields:\n"
        "      colour: {enum: [red, blue]}\n",
    )
    edit(root / GAME, "checks:\n", "checks:\n" + STARTER_CHECK)


def test_a_count_for_each_player_colour_is_one_finding_at_the_row_that_makes_every_deck_too_big(tmp_path):
    # `count:` with `each:` counts for each item (here each player colour): before, `item` was undefined in
    # the count ("error: check 'starter-size': 'item' is undefined"), and an `each`/`expect` check gave one
    # finding per colour at the colours' rows, none saying how many or which row makes them.
    root = new_game(tmp_path)
    _starter_decks(root)
    game = root / GAME
    for command in ("validate", "build"):
        assert finding_lines(root, command) == [], command
    edit(root / "content/demo/starters.yaml", "copies: 7", "copies: 8")
    starters = root / "content/demo/starters.yaml"
    for command in ("validate", "build"):
        assert finding_lines(root, command) == [
            f"{GAME}:{line_of(game, 'equals: 10')}: error: the Red starter deck holds 10 cards (found 11, expected "
            f"10); counted: credit-red ×8 (starters.yaml:{line_of(starters, 'copies: 8')}), blaster-red ×3 "
            f"(starters.yaml:{line_of(starters, 'copies: 3')}) (and 1 more like it, counted at the same lines) "
            "[check:starter-size]"
        ], command


def test_a_pale_type_colour_under_a_frames_white_title_is_one_finding_at_the_types_template(tmp_path):
    # A market type's template extends the card frame and sets its colour in vars, pale by mistake: the
    # frame's white title on the type's band, and the type's name printed in that colour, were two
    # text-contrast findings, the first at the title's `color:` line in the frame, a file the designer had not
    # touched. Now, when a parent sets the text's colour and this template its ground's, the ground's colour is
    # the cause: one finding, at the type template's vars line.
    root = new_game(tmp_path)
    relic = root / "templates/demo/relic.yaml"
    pale = 'vars: {suits: {sun: {ink: "#e8c872"}}}'
    relic.write_text(f"extends: demo/card\n{pale}\n", encoding="utf-8")
    edit(root / GAME, "face: demo/card", "face: demo/relic")
    for command in ("validate", "build"):
        (found,) = finding_lines(root, command)
        assert found.startswith(
            f"templates/demo/relic.yaml:{line_of(relic, pale)}: warning: vars.suits.sun.ink (the fill of element "
            "'header' of template 'demo/relic', under element 'title' and any other text printed on it): 15 pt "
            "text in #ffffff on #e8c872"
        ), found
        assert found.endswith("[text-contrast]"), found


def test_a_component_given_a_list_of_source_files_is_one_finding(tmp_path):
    # A market kept in one file per card type, `source: [ships.yaml, stations.yaml]`: before, the schema's
    # finding and a second one for the same line, "source file '['ships.yaml', 'stations.yaml']' not found".
    root = new_game(tmp_path)
    edit(root / GAME, "source: cards.yaml", "source: [cards.yaml, more.yaml]")
    for command in ("validate", "build"):
        assert finding_lines(root, command) == [
            f"{GAME}:{line_of(root / GAME, 'source: [cards.yaml')}: error: game.yaml: components[0].source: "
            "['cards.yaml', 'more.yaml'] is not text [schema]"
        ], command


def test_a_number_too_big_for_its_box_is_one_finding_for_the_template_not_one_a_piece(tmp_path):
    # A coin token's value (a number of the entry, `{{ card.value }}`) at 20 pt in a 6 mm box: before, one
    # text-overflow error at the template's line for each token (1 coin, 5 coins), the same words twice. A
    # number has no text to shorten: the template is the cause, said once. Here: a card's copies at 9 pt in
    # a 5 x 2 mm box, four findings before.
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(
        card,
        "  medallion:\n",
        '  copies:\n    type: text\n    text: "{{ card.count }}"\n    x: 50\n    y: 40\n    w: 5\n    h: 2\n'
        "    font: Lato\n    size: 9\n  medallion:\n",
    )
    line = line_of(card, "card.count") + 4  # its h: line: no number fits a box too short for one line
    for command in ("validate", "build"):
        (found,) = finding_lines(root, command)
        assert found.startswith(f"templates/demo/card.yaml:{line}: error: "), found
        assert found.endswith("[text-overflow]"), found


def test_an_id_in_capitals_is_told_what_an_id_is_not_shown_a_regular_expression(tmp_path):
    # `{id: Gold, name: Gold}` in a starter deck's colours made ids such as 'credit-Gold', and the finding said
    # "id: 'credit-Gold' does not match '^[a-z0-9][a-z0-9-]*$'": a regular expression, where a designer needs
    # the rule in words. Pieces, rule sections, components and checks alike.
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, "- id: dawn", "- id: Dawn")
    edit(root / GAME, "  - id: deck-size", "  - id: Deck-Size")
    words = "an id is lower-case letters, digits and hyphens (dead-end, not Dead End) [schema]"
    for command in ("validate", "build"):
        assert finding_lines(root, command) == [
            f"content/demo/cards.yaml:{line_of(cards, 'id: Dawn')}: error: card 'Dawn': id: 'Dawn': {words}",
            f"{GAME}:{line_of(root / GAME, 'Deck-Size')}: error: game.yaml: checks[0].id: 'Deck-Size': {words}",
        ], command


def test_a_field_or_data_table_of_no_json_type_is_one_finding_at_its_type_not_a_traceback(tmp_path):
    """`cost: {type: int}` (Python's word) stopped validate with jsonschema's UnknownType traceback once a
    card wrote a cost; a data table's schema with `type: str` deep inside likewise. Each is now one finding at
    its `type:` line saying what to write, and the entries are not checked against it (no knock-on)."""
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum: [sun, moon]}\n", "      suit: {enum: [sun, moon]}\n      cost: {type: int}\n")
    edit(root / "content/demo/cards.yaml", "    suit: sun\n", "    suit: sun\n    cost: 3\n")
    game = _with_data(
        root,
        "  - id: prices\n    source: prices.yaml\n    schema:\n      type: object\n      properties:\n"
        "        names:\n          type: array\n          items:\n            type: str\n",
        prices="- {names: [a, b]}\n",
    )
    said = "is no type a field can have: write string, integer, number, boolean, array, object or null"
    expected = [
        f"{GAME}:{line_of(game, 'cost: {type: int}')}: error: component 'deck': field 'cost': type 'int' {said}; "
        "did you mean 'integer'? [schema]",
        f"{GAME}:{line_of(game, 'type: str')}: error: data 'prices': schema: properties.names.items: type 'str' "
        f"{said}; did you mean 'string'? [schema]",
    ]
    for command in ("validate", "build"):
        assert finding_lines(root, command) == expected


def test_a_slip_deep_in_a_data_tables_schema_is_one_finding_at_its_line_saying_where_it_is(tmp_path):
    # Before: `maximun: 3` under properties: was ignored (jsonschema skips an unknown keyword): nothing checked;
    # `type: strng` and `minimum: "3"` were said at their lines, not saying which of its schemas they are in.
    root = new_game(tmp_path)
    game = _with_data(
        root,
        "  - id: stats\n    source: stats.yaml\n    schema:\n      type: object\n      properties:\n"
        "        cost: {type: integer, maximun: 3}\n"
        "        stats: {type: object, properties: {power: {type: strng}}}\n"
        '        ranks: {type: array, items: {minimum: "3"}}\n',
        stats="- {cost: 9, stats: {power: 3}, ranks: [1]}\n",
    )
    assert finding_lines(root, "validate") == [
        f"{GAME}:{line_of(game, 'maximun')}: error: data 'stats': schema: properties.cost: unknown key 'maximun'; "
        "did you mean 'maximum'? [schema]",
        f"{GAME}:{line_of(game, 'strng')}: error: data 'stats': schema: properties.stats.properties.power: type "
        "'strng' is no type a field can have: write string, integer, number, boolean, array, object or null; did "
        "you mean 'string'? [schema]",
        f"{GAME}:{line_of(game, 'ranks')}: error: data 'stats': schema: properties.ranks.items: minimum: '3' is "
        "text, so it bounds nothing: write the number without quotes, minimum: 3 [schema]",
    ]


def test_a_misspelt_keyword_at_the_top_of_a_data_tables_schema_is_one_finding_and_its_rows_wait(tmp_path):
    # Before: `propertes:`, `requried:`, `itmes:` at the top of a data table's schema: checked nothing, silently
    # (game.yaml's schema takes any mapping there): the row {cost: 9} and the row without cost: passed. Its rows
    # wait for the schema to be fixed, as a component's entries do: the row 5, no mapping, is not said now.
    root = new_game(tmp_path)
    game = _with_data(
        root,
        "  - id: prices\n    source: prices.yaml\n    schema:\n      type: object\n      propertes:\n"
        "        cost: {type: integer, maximum: 3}\n      requried: [cost]\n"
        "  - id: lists\n    source: lists.yaml\n    schema: {type: array, itmes: {type: integer}}\n",
        prices="- {cost: 9}\n- {}\n- 5\n",
        lists="- [a, b]\n",
    )
    expected = [
        f"{GAME}:{line_of(game, word)}: error: data '{table}': schema: unknown key '{word}'; did you mean "
        f"'{meant}'? [schema]"
        for table, word, meant in (("prices", "propertes", "properties"), ("prices", "requried", "required"))
    ]
    expected.append(
        f"{GAME}:{line_of(game, 'itmes')}: error: data 'lists': schema: unknown key 'itmes'; did you mean 'items'? "
        "[schema]"
    )
    for command in ("validate", "build"):
        assert finding_lines(root, command) == expected


def test_a_count_of_market_cards_or_starter_cards_is_read_as_the_decks_so_titled(tmp_path):
    # "Shuffle the 60 market cards" of a deck titled "Market deck" passed, wrong: "market cards" named nothing
    # (the title is "market deck"; the pieces' noun "cards" is no name) unless the deck's inventory: said
    # `noun: market card`. A component's title less its head word, or its id, and its kind's noun, name it.
    root = new_game(tmp_path)
    _two_decks(root)
    edit(
        root / RULES,
        "      1. Draw a card.\n",
        "      Shuffle the 60 market cards. Set the 12 starter cards apart.\n\n      1. Draw a card.\n",
    )
    line = line_of(root / RULES, "Shuffle the 60 market cards")
    for command in ("validate", "build"):
        assert finding_lines(root, command) == [
            f"{RULES}:{line}: error: section 'turn': '60 market cards' says 60, but Market deck has 12 cards; write "
            "{{ components.deck.cards | length }} so the rules say what is printed [number-disagrees]",
            f"{RULES}:{line}: warning: section 'turn': '12 starter cards' is typed by hand, but the content supplies "
            "it (Starter decks has 12 cards); write {{ components.starters.cards | length }} so the rules follow the "
            "content [number-typed]",
        ], command

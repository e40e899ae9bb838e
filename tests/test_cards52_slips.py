"""Slips of a designer making a traditional deck of playing cards (52 cards generated from suits × ranks, two
jokers, a red and a blue deck of the same faces, a rules leaflet of Whist, Crazy Eights and Solitaire), found by
the README-only walkthrough: each is one finding at the line to change, saying what to write."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"


def add_blue_deck(game, back: str) -> None:
    """A second deck of the same cards, its faces chosen per card as the first deck's, and its own back."""
    edit(
        game,
        "  - id: rules\n",
        '  - id: blue\n    kind: deck\n    source: cards.yaml\n    face: "demo/{{ card.suit }}"\n'
        f"    back: {back}\n    fields: {{suit: {{enum: [sun, moon]}}}}\n  - id: rules\n",
    )


EIGHTS = """  - id: crazy-eights
    title: Crazy Eights
    players: {min: 2, max: 3}
    text: |
      **2 to 3 players.** Deal 7 cards each.
"""


def test_a_section_of_a_book_of_games_says_its_own_players(tmp_path):
    # A leaflet of classic games for one deck: Crazy Eights is for fewer players than the box's 2 to 4. Its
    # "2 to 3 players" was an error asking to write game.yaml's range, which would be wrong for that game.
    root = new_game(tmp_path)
    rules = root / RULES
    rules.write_text(rules.read_text() + EIGHTS)
    assert finding_lines(root) == []
    edit(rules, "**2 to 3 players.**", "**2 to 4 players.** For up to 4 players, deal 5.")
    line = line_of(rules, "**2 to 4 players.**")
    own = "the section's players: is 2 to 3 (rules.yaml:" + str(line_of(rules, "players: {min: 2")) + ")"
    assert finding_lines(root) == [
        f"{RULES}:{line}: error: section 'crazy-eights': '2 to 4 players' says 2 to 4, but {own}; write 2 to 3, "
        "or change the section's players: [number-disagrees]",
        f"{RULES}:{line}: error: section 'crazy-eights': 'For up to 4 players' says at most 4 play, but {own}; "
        "write 3, or change the section's players: [number-disagrees]",
    ]


def test_a_section_s_players_the_box_does_not_hold_is_said_at_its_line(tmp_path):
    root = new_game(tmp_path)
    rules = root / RULES
    rules.write_text(rules.read_text() + EIGHTS.replace("max: 3}", "max: 7}").replace("2 to 3", "2 to 7"))
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'players: {min: 2')}: error: section 'crazy-eights': players: 2 to 7, but "
        "game.yaml's players: is 2 to 4, which the box prints: its range holds each game's in the box; widen "
        "game.yaml's players:, or narrow the section's [number-disagrees]"
    ]


def test_a_range_inside_the_box_s_is_told_it_may_be_a_section_s_own(tmp_path):
    # Without players: in the section, the finding says how a game of its own in the box is written.
    root = new_game(tmp_path)
    rules = root / RULES
    rules.write_text(rules.read_text() + EIGHTS.replace("    players: {min: 2, max: 3}\n", ""))
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, '**2 to 3')}: error: section 'crazy-eights': '2 to 3 players' says 2 to 3, but "
        "game.yaml's players: is 2 to 4, as the title block and the back cover print it; write "
        "'{{ game.players.min }} to {{ game.players.max }} players' so the rules say what the box says; or, if "
        "the section is a game of its own (a book of several games), give it players: {min: 2, max: 3} "
        "[number-disagrees]"
    ]


def test_a_field_one_entry_lacks_is_said_with_the_line_that_reads_it(tmp_path):
    # The jokers have no suit; a check counting each suit's cards read it. pnp said at the joker "has no field
    # 'suit' … write .get('suit', '') where it is read", without saying where that was; and .get() is no help in a
    # check that selects by the field (the power plants' fuel of a deck with a Step 3 card): it says to select first.
    root = new_game(tmp_path)
    game, cards = root / GAME, root / "content/demo/cards.yaml"
    edit(game, "required: [suit, text]", "required: [text]")
    edit(game, "    equals: 12\n", "    equals: 13\n")
    edit(cards, "cards:\n", "cards:\n  - id: joker\n    title: Joker\n    text: Wild.\n")
    edit(root / "templates/demo/card.yaml", "vars.suits[card.suit]", "vars.suits[card.get('suit', 'sun')]")
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{line_of(cards, '- id: joker')}: error: Deck: 'joker' has no field 'suit', which "
        "its other entries have; add it (in a spreadsheet, fill its cell), or, if it may be left out, let the check "
        "that reads it pass over the entries without it (select them first, selectattr('suit', 'defined'), "
        f"game.yaml:{line_of(game, 'expect:')}) [field-missing]"
    ]


def test_templates_two_decks_name_from_their_cards_are_said_once_at_each_face_line(tmp_path):
    # A red and a blue deck of the same cards, each face "demo/{{ card.suit }}" before those templates were
    # written: the red deck's line was one finding, but the blue deck's added one for each template it names.
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, "    face: demo/card\n", '    face: "demo/{{ card.suit }}"\n')
    add_blue_deck(game, "demo/back")
    said = (
        "error: face: 'demo/{{ card.suit }}' names 2 templates, and not one of them is in templates/: 'demo/sun', "
        "'demo/moon'; templates in demo/: back, card; add them, or write a template that is there "
        "[template-missing]"
    )
    red, blue = (line for line, text in enumerate(game.read_text().splitlines(), 1) if "{{ card.suit }}" in text)
    assert finding_lines(root) == [f"{GAME}:{red}: {said}", f"{GAME}:{blue}: {said}"]


GENERATED = """sets:
  suits:
    - {id: sun, colour: red}
    - {id: moon, colour: green}
  ranks: [{id: "1"}, {id: "2"}, {id: "3"}, {id: "4"}, {id: "5"}, {id: "6"}]
generate:
  - for: {suit: suits, rank: ranks}
    card:
      id: "{{ rank.id }}-{{ suit.id }}"
      title: "{{ rank.id }} of {{ suit.id }}"
      suit: "{{ suit.id }}"
      colour: "{{ suit.colour }}"
      text: Play it.
"""


def test_a_value_the_enum_lacks_written_by_one_set_row_names_that_row_once(tmp_path):
    # A suit's colour the field's enum lacks, in one row of the sets: the six cards it makes were listed as
    # "(cards.yaml:4, 4, 4, 4, 4, 4)", the one row named six times.
    root = new_game(tmp_path)
    game, cards = root / GAME, root / "content/demo/cards.yaml"
    cards.write_text(GENERATED)
    edit(
        game,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      colour: {enum: [red, black]}\n",
    )
    assert finding_lines(root) == [
        f"{GAME}:{line_of(game, 'colour: {enum')}: error: fields: colour: enum: [red, black] lacks 'green', which 6 "
        "cards write, all made by one row of its sets (cards.yaml:4): add it to the list, or write one of its values "
        "in that row [schema]"
    ]


def test_a_back_of_another_size_two_decks_share_through_a_child_is_one_finding(tmp_path):
    # A red deck's back and a blue one extending it, each behind faces chosen per card ("demo/{{ card.suit }}"):
    # the red back's size: line was said, and again at the blue back's file, as if the red back printed at a
    # size of its own elsewhere.
    root = new_game(tmp_path)
    game, templates = root / GAME, root / "templates/demo"
    for suit in ("sun", "moon"):
        (templates / f"{suit}.yaml").write_text("extends: demo/card\n")
    (templates / "back-blue.yaml").write_text("extends: demo/back\n")
    edit(templates / "back.yaml", "size: poker", "size: bridge")
    edit(game, "    face: demo/card\n", '    face: "demo/{{ card.suit }}"\n')
    add_blue_deck(game, "demo/back-blue")
    found = [line for line in finding_lines(root) if "[imposition-mixed]" in line]
    assert len(found) == 1, found
    assert found[0].startswith(f"templates/demo/back.yaml:{line_of(templates / 'back.yaml', 'size:')}: error: ")


def test_a_pale_colour_a_var_picks_from_a_table_is_one_finding_at_the_table(tmp_path):
    # The red of the red suits, too pale, in `inks:`; the faces print `{{ vars.ink }}`, a var that picks from
    # inks by the card's colour, and a child template prints `{{ vars.inks[...] }}` itself: two findings, at the
    # inks line and at the ink line, for one colour to change.
    root = new_game(tmp_path)
    card, templates = root / "templates/demo/card.yaml", root / "templates/demo"
    edit(card, '    sun: {ink: "#8a3b12"', '    sun: {ink: "#f4a6b0"')
    edit(card, 'color: "#000000"', 'color: "{{ vars.ink }}"')
    edit(
        card,
        '  suit: "{{ vars.suits[card.suit] }}"\n',
        '  suit: "{{ vars.suits[card.suit] }}"\n  ink: "{{ vars.suit.ink }}"\n',
    )
    (templates / "moon.yaml").write_text(
        'extends: demo/card\nelements:\n  body: {color: "{{ vars.suits[card.suit].ink }}"}\n'
    )
    edit(root / GAME, "    face: demo/card\n", "    face: \"demo/{{ 'moon' if card.id == 'dawn' else 'card' }}\"\n")
    # the white title on the pale band and the emblem on it are that colour's too: one finding, not three
    found = [line for line in finding_lines(root) if "contrast]" in line and "#f4a6b0" in line]
    assert [line.split(": warning: ")[0] for line in found] == [
        f"templates/demo/card.yaml:{line_of(card, 'sun: {ink')}"
    ], found


def test_a_key_misspelt_in_a_vars_table_of_the_field_s_values_is_said_at_that_key(tmp_path):
    # inks: {red: …, blak: …} over cards whose colour: {enum: [red, black]}: pnp said "'black' is no key of
    # this table (red, blak) … add black: to the table", as if it were missing, not misspelt.
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "    moon: {ink:", "    mon: {ink:")
    assert finding_lines(root) == [
        f"templates/demo/card.yaml:{line_of(card, 'mon: {ink')}: error: vars: 'mon' is no value of the field suit: "
        "(its enum: in game.yaml), and its 'moon' is no key of this table; did you mean 'moon'? "
        "[expression]"
    ]


def test_a_count_of_players_in_a_section_s_title_is_read(tmp_path):
    # "### Solo rules (1 player)" in the text was read; the same words as the section's title: were not.
    root = new_game(tmp_path)
    rules = root / RULES
    rules.write_text(rules.read_text() + "  - id: solo\n    title: Solo rules (1 player)\n    text: Play alone.\n")
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'title: Solo rules')}: error: section 'solo': '1 player' says 1 may play, but "
        "game.yaml's players: is 2 to 4, as the title block and the back cover print it; write a number from 2 to 4 "
        "({{ game.players.min }} to {{ game.players.max }} for all of them), or change players: if 1 may play "
        "[number-disagrees]"
    ]

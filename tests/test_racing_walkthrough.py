"""Slips of a designer making a racing game (Redline: a speed deck per player colour generated from a data
table of the colours, a track board over glued pages, cars, gear dice, weather tiles, dashboards) from
`pnp new`, found by the README-only walkthrough: each is one finding at the line to change."""

from __future__ import annotations

import json

from conftest import edit, finding_lines, line_of, new_game, run_pnp
from pdfread import page_texts

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
COLOURS = "content/demo/colours.yaml"

# One deck per player colour: the colours are a data table of game.yaml (the cars, markers and dashboards read
# it too), the cards every colour gets a set of the deck's own source.
SPEED_DECKS = """sets:
  designs:
    - {id: dawn, title: Dawn, suit: sun, copies: 3, text: Move 1 space.}
    - {id: dusk, title: Dusk, suit: moon, copies: 3, text: Move 2 spaces.}
generate:
  - for: {colour: data.colours, design: designs}
    card:
      id: "{{ colour.id }}-{{ design.id }}"
      title: "{{ design.title }}"
      suit: "{{ design.suit }}"
      count: "{{ design.copies }}"
      colour: "{{ colour.id }}"
      text: "{{ design.text }}"
"""


def racing_game(tmp_path):
    """`pnp new`'s game with its deck made of one set of cards for each of two player colours (each card says its
    colour: two colours' cards written alike would be told apart by nothing, a pieces-alike warning)."""
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum", "      colour: {type: string}\n      suit: {enum")
    (root / COLOURS).write_text("- {id: red, name: Red}\n- {id: blue, name: Blue}\n")
    edit(root / GAME, "checks:\n", "data:\n  - id: colours\n    source: colours.yaml\n    title: Colours\nchecks:\n")
    (root / CARDS).write_text(SPEED_DECKS)
    assert finding_lines(root) == []
    return root


def test_a_slip_in_a_set_row_beside_a_data_table_is_said_in_the_sets_file(tmp_path):
    # The colours come from game.yaml's data table, the designs from the deck's own sets: `copies: three` in a
    # design was said at "colours.yaml:4", the design's line number in the colours' file, which has no line 4.
    root = racing_game(tmp_path)
    edit(root / CARDS, "copies: 3, text: Move 2", "copies: three, text: Move 2")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'copies: three')}: error: card 'red-dusk': count: 'three' is not a whole "
        "number: write it in digits: 3 [schema]"
    ]


def test_a_check_counting_such_cards_names_the_lines_of_their_copies(tmp_path):
    # A deck of the wrong size listed what it counted at the colours' rows, "(colours.yaml:3)": the copies
    # are set in the design's row of cards.yaml, the number to change.
    root = racing_game(tmp_path)
    edit(root / CARDS, "copies: 3, text: Move 2", "copies: 4, text: Move 2")
    (finding,) = finding_lines(root)
    dawn, dusk = line_of(root / CARDS, "id: dawn"), line_of(root / CARDS, "id: dusk")
    assert f"counted: 2 entries (cards.yaml:{dawn}), 2 entries (cards.yaml:{dusk})" in finding, finding


def speed_decks(tmp_path):
    """The racing game's deck as one speed deck for each player colour: titled "Speed decks", its inventory
    by colour; and the rules' setup section, to which each test adds a sentence."""
    root = racing_game(tmp_path)
    edit(root / GAME, "    title: Deck\n", "    title: Speed decks\n")
    edit(root / GAME, "{by: suit, names: {sun: Sun, moon: Moon}}", "{by: colour, noun: speed card}")
    edit(root / "content/demo/rules.yaml", "most :star: wins.", "most :star: wins.\n\n      SAID")
    return root


def saying(root, sentence: str) -> list[str]:
    """The findings of the rules' counts once they say ``sentence``."""
    rules = root / "content/demo/rules.yaml"
    text = rules.read_text()
    rules.write_text(text.replace("SAID", sentence))
    try:
        return [line for line in finding_lines(root) if "rules.yaml" in line]
    finally:
        rules.write_text(text)


def test_decks_one_per_colour_are_counted_as_decks_and_their_size_as_each_ones(tmp_path):
    # "The box holds 2 speed decks of 6 cards, one per player colour." was "'6 cards' says 6, but Speed decks
    # has 12 speed cards; write {{ components.deck.cards | length }}", and "There are 2 speed decks." "'2 speed
    # decks' says 2, but Speed decks has 12 speed cards": the cards of all the decks. The title names the decks
    # (its head word is no word its pieces are called by), one for each colour of its inventory: the decks are
    # counted by colour, and the cards of each.
    root = speed_decks(tmp_path)
    where = f"content/demo/rules.yaml:{line_of(root / 'content/demo/rules.yaml', 'SAID')}: "
    decks = ("there are 2 Speed decks, one for each colour", "components.deck.cards | map(attribute='colour') | unique")
    red = "components.deck.cards | selectattr('colour', 'eq', 'red')"
    each = ("Speed decks has 6 speed cards for each colour", red)

    def typed(said: str, says: tuple[str, str]) -> str:
        return (
            f"{where}warning: section 'turn': '{said}' is typed by hand, but the content supplies it ({says[0]}); "
            f"write {{{{ {says[1]} | list | length }}}} so the rules follow the content [number-typed]"
        )

    def disagrees(said: str, says: tuple[str, str]) -> str:
        return (
            f"{where}error: section 'turn': '{said}' says {said.split()[0]}, but {says[0]}; "
            f"write {{{{ {says[1]} | list | length }}}} so the rules say what is printed [number-disagrees]"
        )

    assert saying(root, "The box holds 2 speed decks of 6 cards, one per player colour.") == [
        typed("2 speed decks", decks),
        typed("6 cards", each),
    ]
    assert saying(root, "The box holds 3 speed decks of 7 cards.") == [
        disagrees("3 speed decks", decks),
        disagrees("7 cards", each),
    ]
    assert saying(root, "There are 2 speed decks.") == [typed("2 speed decks", decks)]
    # the cards said by their own name after the decks counted are each deck's too
    assert saying(root, "There are 2 speed decks of 7 speed cards.") == [
        disagrees("7 speed cards", each),
        typed("2 speed decks", decks),
    ]
    # the deck's cards in all are still its 12 cards
    assert saying(root, "There are 12 speed cards.") == [
        f"{where}warning: section 'turn': '12 speed cards' is typed by hand, but the content supplies it (Speed "
        "decks has 12 speed cards); write {{ components.deck.cards | length }} so the rules follow the content "
        "[number-typed]"
    ]


def test_a_pale_player_colour_read_from_the_data_table_is_said_at_its_row(tmp_path):
    # The band of each speed card is its player's colour, read from the colours table, its title in the
    # colour's ink: a pale orange under white was said at "vars.paper.plain" of card.yaml, a var the title never
    # reads that held white too (the cards' paper). The colours are the table's: one finding at the row.
    root = speed_decks(tmp_path)
    (root / COLOURS).write_text(
        '- {id: red, name: Red, band: "#f0a040", ink: "#ffffff"}\n'
        '- {id: blue, name: Blue, band: "#0072b2", ink: "#ffffff"}\n'
    )
    card = root / "templates/demo/card.yaml"
    edit(
        card,
        '  suit: "{{ vars.suits[card.suit] }}"\n',
        '  suit: "{{ vars.suits[card.suit] }}"\n'
        '  c: "{{ data.colours | by_id(card.colour) }}"\n'
        '  paper: {plain: "#ffffff"}\n',
    )
    text = card.read_text().replace('    fill: "{{ vars.suit.ink }}"\n', '    fill: "{{ vars.c.band }}"\n', 1)
    card.write_text(text.replace('    color: "#ffffff"\n', '    color: "{{ vars.c.ink }}"\n', 1))
    assert [line for line in finding_lines(root) if "text-contrast" in line] == [
        f"{COLOURS}:1: warning: colours item 'red': ink (the colour of element 'title' of template 'demo/card', and "
        "any other element printing it): 15 pt text in #ffffff on #f0a040 (element 'header') on card 'red-dawn' has "
        "a contrast of 2.14:1; large text needs 3:1 (WCAG AA) to read in dim light or from a pale print: darken one "
        "colour or lighten the other [text-contrast]"
    ]


def coloured_by(tmp_path, lookup: str):
    """The speed decks with their cards' faces and backs coloured from the colours table, each piece's row read
    by ``lookup`` into the var ``c`` of both templates: a game that validates clean."""
    root = speed_decks(tmp_path)
    (root / COLOURS).write_text('- {id: red, name: Red, band: "#8a3b12"}\n- {id: blue, name: Blue, band: "#22406e"}\n')
    var = f'  c: "{{{{ {lookup} }}}}"\n'
    for template in ("card", "back"):
        path = root / f"templates/demo/{template}.yaml"
        text = path.read_text()
        text = text.replace("vars:\n", "vars:\n" + var, 1) if "vars:\n" in text else f"vars:\n{var}" + text
        path.write_text(text.replace('fill: "#2b2d42"', 'fill: "{{ vars.c.band }}"', 1))
    edit(root / "templates/demo/card.yaml", '    fill: "{{ vars.suit.ink }}"\n', '    fill: "{{ vars.c.band }}"\n')
    assert finding_lines(root) == []
    return root


def test_a_colour_missing_from_the_table_every_template_reads_is_one_finding(tmp_path):
    # The cards' faces and backs each look their colour up in the colours table: with a colour left out of the
    # table, each template said its own error at its own var, the same words twice for one missing row.
    root = coloured_by(tmp_path, "data.colours | selectattr('id', 'eq', card.colour) | first")
    # the dashboards, markers and cars are listed, not generated from the table: here the decks' own colours
    edit(root / CARDS, "sets:\n", "sets:\n  colours: [{id: red}, {id: blue}]\n")
    edit(root / CARDS, "colour: data.colours,", "colour: colours,")
    (root / COLOURS).write_text('- {id: red, name: Red, band: "#8a3b12"}\n')
    # said where the deck writes the colour the table lacks, naming the table (before: Jinja's "No first item,
    # sequence was empty" at the template's var, twice)
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'colours: [')}: error: colour: no row of colours has id 'blue' [expression]"
    ]


def test_tabletop_simulator_gives_each_player_their_own_speed_deck(tmp_path):
    # The speed decks, one for each player colour, were one TTS deck of every colour's cards shuffled together
    # ("Speed decks", 12 cards): each player had to pick their colour out of it by its backs.
    root = speed_decks(tmp_path)
    result = run_pnp(root, "export", "tts", "demo", "--dpi", "72", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    saved = json.loads((tmp_path / "out/demo/tts/demo.json").read_text())
    decks = [(o["Nickname"], o["Description"]) for o in saved["ObjectStates"]]
    assert decks == [
        ("Speed decks (red)", "6 speed cards, 63.5 × 88.9 mm"),
        ("Speed decks (blue)", "6 speed cards, 63.5 × 88.9 mm"),
    ]


def test_a_colour_looked_up_by_id_that_the_table_lacks_is_said_where_the_deck_writes_it(tmp_path):
    # Read as `data.colours | by_id(card.colour)`, a colour the table lacks is the content's, said once where the
    # deck writes it with the colour meant, not "No first item" at each template's var (the test above).
    root = coloured_by(tmp_path, "data.colours | by_id(card.colour)")
    edit(root / CARDS, "sets:\n", "sets:\n  colours: [{id: red}, {id: blu}]\n")
    edit(root / CARDS, "colour: data.colours,", "colour: colours,")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'blu}')}: error: colour: no row of colours has id 'blu'; did you "
        "mean 'blue'? [expression]"
    ]


def test_a_tuck_box_holds_each_player_s_speed_deck(tmp_path):
    # `pnp export tuckbox` made one box of every colour's cards ("Speed decks: 12 cards"), though each player keeps
    # their own deck, as Tabletop Simulator now makes them: a box for each colour, its back listing its own deck.
    root = speed_decks(tmp_path)
    out = tmp_path / "out"
    result = run_pnp(root, "export", "tuckbox", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    folder = out / "demo" / "tuckbox"
    assert sorted(path.name for path in folder.iterdir()) == ["deck-blue-tuckbox-a4.pdf", "deck-red-tuckbox-a4.pdf"]
    for colour in ("red", "blue"):
        text = " ".join(page_texts(folder / f"deck-{colour}-tuckbox-a4.pdf"))
        assert f"Speed decks ({colour}): 6 cards" in text, text
        assert "12 cards" not in text and ("blue" if colour == "red" else "red") not in text, text

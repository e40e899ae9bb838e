"""Slips of a designer making a racing game (Redline: a speed deck per player colour generated from a data
table of the colours, a track board over glued pages, cars, gear dice, weather tiles, dashboards) from
`pnp new`, found by the README-only walkthrough: each is one finding at the line to change."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game

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
      text: "{{ design.text }}"
"""


def racing_game(tmp_path):
    """`pnp new`'s game with its deck made of one set of cards for each of two player colours."""
    root = new_game(tmp_path)
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
        "number: write digits alone, as 4 [schema]"
    ]


def test_a_check_counting_such_cards_names_the_lines_of_their_copies(tmp_path):
    # A deck of the wrong size listed what it counted at the colours' rows, "(colours.yaml:3)": the copies
    # are set in the design's row of cards.yaml, the number to change.
    root = racing_game(tmp_path)
    edit(root / CARDS, "copies: 3, text: Move 2", "copies: 4, text: Move 2")
    (finding,) = finding_lines(root)
    dawn, dusk = line_of(root / CARDS, "id: dawn"), line_of(root / CARDS, "id: dusk")
    assert f"counted: 2 entries (cards.yaml:{dawn}), 2 entries (cards.yaml:{dusk})" in finding, finding

"""Slips of a designer making a traditional deck of playing cards (52 cards generated from suits × ranks, two
jokers, a red and a blue deck of the same faces, a rules leaflet of Whist, Crazy Eights and Solitaire), found by
the README-only walkthrough: each is one finding at the line to change, saying what to write."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"

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

"""Slips of a designer making a Strat-o-Matic-like baseball dice game (Diamond Dice, kept in tests/sports: 2 teams of
13 batters and 2 pitchers in a spreadsheet, each with a dice table of 11 columns r2 to r12 whose outcomes one enum,
shared by a YAML anchor, lists; a batter's and a pitcher's face in one deck; runner tokens; a scoresheet to write
on; rules with a figure of a card), found by the README-only walkthrough: each slip is one finding at its cause,
read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

GAME = "content/diamond-dice/game.yaml"
PLAYERS = "content/diamond-dice/players.csv"
OUTCOMES = "content/diamond-dice/outcomes.yaml"
RULES = "content/diamond-dice/rules.yaml"


@pytest.fixture
def park(tmp_path):
    return kept_game_workspace(tmp_path, "sports", "diamond-dice")


def test_the_game_validates_clean(park):
    assert validated(park, "diamond-dice") == []


def test_an_alias_naming_no_anchor_is_told_the_anchor_it_is_a_slip_of(park):
    # Eleven dice-table columns share one enum: r2: &outcome {enum: […]}, r3: *outcome… An alias misspelt was
    # "YAML syntax error: found undefined alias (check indentation and quoting)", naming neither the alias nor
    # the anchor meant.
    edit(park / GAME, "r7: *outcome", "r7: *outcom")
    ((file, line, rule, message),) = validated(park, "diamond-dice")
    assert (file, line, rule) == (GAME, line_of(park / GAME, "r7: *outcom"), "yaml-syntax")
    assert "*outcom names no anchor; did you mean *outcome?" in message, message


def test_an_alias_near_no_anchor_lists_the_anchors_above_it(park):
    edit(park / GAME, "r7: *outcome", "r7: *result")
    ((_, _, rule, message),) = validated(park, "diamond-dice")
    assert rule == "yaml-syntax"
    assert "*result names no anchor; the anchors above it are &outcome" in message, message


def test_an_enum_shared_by_an_anchor_that_lacks_a_value_is_one_finding_for_all_its_fields(park):
    # '3B' taken out of the outcomes every dice-table column shares (r2: &outcome {enum: […]}, r3: *outcome…) was
    # one finding at the enum for each column two cards or more write it in (8 of them, each "lacks '3B'"), and
    # one at each card that alone writes it in its column: 11 findings for one list to fix.
    edit(park / GAME, "enum: [1B, 2B, 3B, HR,", "enum: [1B, 2B, HR,")
    ((file, line, rule, message),) = validated(park, "diamond-dice")
    assert (file, line, rule) == (GAME, line_of(park / GAME, "&outcome"), "schema")
    assert message.startswith(
        "fields: r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12: enum: [1B, 2B, HR, BB, K, GO, FO]"
        " lacks '3B', which 26 cards write (players.csv:2–14, 17–29): add it"
    ), message


def test_an_option_misspelt_in_an_enum_shared_by_an_anchor_is_one_finding(park):
    edit(park / GAME, "enum: [1B, 2B, 3B, HR,", "enum: [1B, 2B, 3BB, HR,")
    ((file, line, rule, message),) = validated(park, "diamond-dice")
    assert (file, line, rule) == (GAME, line_of(park / GAME, "&outcome"), "schema")
    assert "enum: '3BB' is written by no card, and '3B'" in message and "did you mean '3B'?" in message, message


def test_a_value_many_cards_look_up_in_a_table_that_lacks_its_row_is_one_finding(park):
    # The Fly out row renamed (a row copied over it): every card's dice table looks its outcomes up in the table,
    # data.outcomes | selectattr('code', 'eq', …) | first, and each card whose table writes FO was a finding of its
    # own, 30 of "no row of outcomes has code 'FO'", where an id by_id does not find is one finding listing them.
    edit(park / OUTCOMES, "- {code: FO,", "- {code: GO,")
    ((file, line, rule, message),) = validated(park, "diamond-dice")
    assert (file, line, rule) == (PLAYERS, 2, "expression"), (file, line, rule, message)
    assert "no row of outcomes has code 'FO' — also written at 29 more places: players.csv:" in message, message


def test_a_header_name_near_a_column_it_has_is_told_the_missing_column_it_may_be(park):
    # The dice table's last two columns renamed one roll on (r11, r12 -> r12, r13): "unknown column 'r13'; did you
    # mean 'r3'?", a column the sheet has, and beside it "no 'r11' column, which every card needs": two findings,
    # the first pointing at the wrong column.
    edit(park / PLAYERS, "r11,r12", "r12,r13")
    assert validated(park, "diamond-dice") == [
        (PLAYERS, 1, "unknown-key", "header row: unknown column 'r13'; did you mean 'r11'?")
    ]


@pytest.mark.parametrize("typed", ["There are 32 cards.", "Shuffle the 32 cards."])
def test_the_kinds_noun_counts_the_only_deck_whose_pieces_it_names_beside_a_deck_of_score_sheets(park, typed):
    # The README: the kind's noun alone ("the 72 tiles") names the game's only component of its kind whose
    # inventory: gives no noun. The scoresheet, a deck printed as a sheet (noun: scoresheet), was counted as a
    # second deck of cards, so "the 32 cards" of the 30 player cards was read as nothing.
    edit(park / RULES, "The deck holds {{ components.players.cards | length }} player cards", typed.rstrip("."))
    found = validated(park, "diamond-dice")
    assert [(f[0], f[2]) for f in found] == [(RULES, "number-disagrees")], found
    assert "'32 cards' says 32, but Player cards has 30 cards" in found[0][3], found


def test_a_value_refused_in_several_fields_sharing_one_enum_is_one_finding(park):
    # '1b' for '1B' in every dice-table column (a spreadsheet's autocorrect): one finding for each column it is in,
    # 10 of them, where the columns share one list.
    rows = (park / PLAYERS).read_text(encoding="utf-8").replace(",1B,", ",1b,")
    (park / PLAYERS).write_text(rows.replace(",1b,L,", ",1B,L,").replace(",1b,R,", ",1B,R,"), encoding="utf-8")
    found = validated(park, "diamond-dice")
    assert len(found) == 1, found
    ((file, line, rule, message),) = found
    assert (file, line, rule) == (PLAYERS, 2, "schema"), found
    assert "'1b' is not one of: 1B, 2B, 3B, HR, BB, K, GO, FO; did you mean '1B'? — also written at" in message


BALLPARK = """size: [190, 250]
bleed: 3.175
elements:
  grass: {type: rect, x: -3.175, y: -3.175, w: 196.35, h: 256.35, fill: "#2f6e35"}
"""


@pytest.mark.parametrize(("size", "said"), [("[190, 250]", True), ("[186.6, 250]", False), ("[400, 300]", False)])
def test_a_board_whole_on_letter_and_cut_into_pages_on_a4_is_told_the_size_that_prints_whole_on_both(park, size, said):
    # The ballpark, a one-page board of 190 x 250 mm with its bleed, printed whole on Letter and on A4 over two
    # pages, the second a strip a centimetre wide to glue on: nothing was said. A board tiled on both is meant so.
    (park / "templates/diamond-dice/ballpark.yaml").write_text(BALLPARK.replace("[190, 250]", size), "utf-8")
    (park / "content/diamond-dice/boards.yaml").write_text("boards:\n  - id: ballpark\n    title: Ballpark\n")
    edit(
        park / GAME,
        "  - id: runners\n",
        "  - id: boards\n    kind: board\n    title: Boards\n    source: boards.yaml\n"
        "    face: diamond-dice/ballpark\n  - id: runners\n",
    )
    found = validated(park, "diamond-dice")
    expected = (
        "templates/diamond-dice/ballpark.yaml",
        1,
        "tiled-on-one-paper",
        "board 'ballpark': 190 × 250 mm prints whole on letter but is cut into pages to glue on a4, where it does not "
        "fit with its bleed and crop marks: make it at most 186.6 × 250 mm to print whole on both, or write papers: "
        "[letter] in game.yaml",
    )
    assert found == ([expected] if said else []), found


def test_a_field_no_card_has_lists_the_dice_columns_in_the_order_they_count(park):
    # card.throws, a field no card has and no slip of one: "no field 'throws'; it has bats, id, number, position,
    # r10, r11, r12, r2, r3, …", the columns in text order (r10 before r2).
    edit(park / "templates/diamond-dice/player.yaml", "card.bats", "card.throws")
    ((_, _, rule, message),) = validated(park, "diamond-dice")
    assert rule == "expression", message
    assert "no field 'throws'; it has bats, id, number, position, r2, r3, r4, r5, r6, r7, r8, r9, …" in message


def test_a_row_id_misspelt_in_a_data_table_is_one_finding_at_the_id(park):
    # 'foxs' for 'foxes' in teams.yaml, which 16 players and runners write right: each was told "no row of teams
    # has id 'foxes'; did you mean 'foxs'?", the fix pointed at 16 places, and the three checks over each team
    # (13 batters, 2 pitchers, one player a position) failed for foxs too: four findings for one slip.
    edit(park / "content/diamond-dice/teams.yaml", "id: foxes", "id: foxs")
    assert validated(park, "diamond-dice") == [
        (
            "content/diamond-dice/teams.yaml",
            2,
            "expression",
            "id: no entry writes 'foxs'; 16 write 'foxes', which no row of teams has (players.csv:17–31; "
            "runners.yaml:8): did you mean id: foxes?",
        )
    ]


def test_an_id_the_entries_write_misspelt_is_still_said_at_them(park):
    # the other way round: one player writes 'foxs' where the table and the other players write 'foxes'; the
    # row's id is written by the others, so the slip is the player's, told at its cell
    rows = (park / PLAYERS).read_text(encoding="utf-8").replace(",foxes,", ",foxs,", 1)
    (park / PLAYERS).write_text(rows, encoding="utf-8")
    found = validated(park, "diamond-dice")
    assert [(file, rule) for file, _, rule, _ in found] == [(PLAYERS, "schema")], found


def test_a_grey_heading_reaching_into_the_dark_band_is_judged_on_the_band_too(park):
    # The batter's 9 pt grey heading "2d6 RESULT" placed 1 mm higher, its capitals' upper third over the team's
    # navy band: nothing was said, the run judged only on the cream paper under its middle. (As kept, its
    # capitals end 0.09 mm below the band: all on the paper, nothing to say.)
    edit(park / "templates/diamond-dice/batter.yaml", "    y: 16.5\n", "    y: 15.5\n")
    found = validated(park, "diamond-dice")
    assert [(file, rule) for file, _, rule, _ in found] == [("templates/diamond-dice/batter.yaml", "text-contrast")]
    assert "9 pt text in #555555 on #1f3a68 (element 'band', under part of it)" in found[0][3], found

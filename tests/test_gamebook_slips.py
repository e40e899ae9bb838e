"""A solo gamebook's needs, from a walkthrough of one (The Drowned Lighthouse: 120 numbered paragraphs printed in
a shuffled order, each ending in "turn to 47", item cards whose numbers are added to a paragraph's, a combat
table): each read back from validate's findings."""

from __future__ import annotations

import json

import pytest
from conftest import edit, line_of, new_game, run_pnp, validated, with_data_table

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"

# Six paragraphs in story order, numbered as a gamebook shuffles them; 9 and 3 turn only to each other.
PARAGRAPHS = """\
- {n: 1, text: "The jetty. To go on, turn to 5. To look around, turn to 8."}
- {n: 5, text: "The boathouse. Turn back: turn to 1. Climb: turn to 8."}
- {n: 8, text: "The lamp room. The ships are saved.", ending: true}
- {n: 9, text: "The flooded vault. Swim: turn to 3."}
- {n: 3, text: "The cellar. Swim back: turn to 9."}
- {n: 4, text: "The cliff path. To go on, turn to 8."}
"""


def _gamebook(tmp_path, check: str):
    root = new_game(tmp_path)
    table = with_data_table(root, "paragraphs", PARAGRAPHS)
    edit(root / GAME, "checks:\n", "checks:\n" + check)
    return root, table


REACHED = """\
  - id: every-paragraph-reached
    with:
      reached: "data.paragraphs | reachable(1, 'turn to ([0-9]+)', key='n')"
    each: "data.paragraphs"
    expect: "item.n in reached"
    message: "paragraph {{ item.n }} cannot be reached from paragraph 1"
"""


def test_reachable_says_each_paragraph_no_path_from_the_start_reaches(tmp_path):
    # Before, reachable was no filter: a check could only ask that some paragraph turns to each one, which two
    # paragraphs turning only to each other (9 and 3) pass, and a paragraph nothing names (4) alone failed.
    root, table = _gamebook(tmp_path, REACHED)
    found = [(f, line, rule, message) for f, line, rule, message in validated(root, "demo")]
    rule = "check:every-paragraph-reached"
    assert found == [
        (str(table.relative_to(root)), line_of(table, "n: 9"), rule, "paragraph 9 cannot be reached from paragraph 1"),
        (str(table.relative_to(root)), line_of(table, "n: 3"), rule, "paragraph 3 cannot be reached from paragraph 1"),
        (str(table.relative_to(root)), line_of(table, "n: 4"), rule, "paragraph 4 cannot be reached from paragraph 1"),
    ], found


def test_reachable_from_several_starts_and_a_start_no_item_has(tmp_path):
    # A paragraph reached by an item's number (9, the vault a key's number leads to) is a start of its own.
    check = REACHED.replace("reachable(1,", "reachable([1, 9, 4],")
    root, _ = _gamebook(tmp_path, check)
    assert validated(root, "demo") == []
    (tmp_path / "wrong").mkdir()
    root, _ = _gamebook(tmp_path / "wrong", REACHED.replace("reachable(1,", "reachable(2,"))
    found = validated(root, "demo")
    assert [(line, rule) for _, line, rule, _ in found] == [(line_of(root / GAME, "reached: "), "expression")], found
    assert "reachable starts from the item whose n is 2, and no item has it" in found[0][3], found


def test_random_in_rule_text_is_refused_not_printed_anew_on_each_build(tmp_path):
    # Before, Jinja's random filter was taken: each build printed another pick (a gamebook's order shuffled anew),
    # and pnp validate checked another text than pnp build printed.
    root = new_game(tmp_path)
    edit(root / RULES, "      1. Draw a card.", "      1. Draw {{ [1, 2, 3] | random }} cards.")
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 1, result.output
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert len(errors) == 1 and errors[0].startswith(f"{RULES}:{line_of(root / RULES, '| random')}: "), errors
    assert "'random' picks again on every run" in errors[0] and errors[0].endswith("[expression]"), errors


def test_a_roll_column_of_words_is_no_dice_table(tmp_path):
    # Before, a gamebook's combat table headed "Roll" ("You roll higher") was a dice-table error,
    # "'You roll higher' is not a roll (write 3 or 1–3)", though it rolls no die of its own.
    root = new_game(tmp_path)
    table = (
        "      | Roll | Result |\n      |---|---|\n      | You roll higher | The enemy loses 2 STAMINA. |\n"
        "      | The enemy rolls higher | You lose 2 STAMINA. |\n"
    )
    edit(root / RULES, "      3. Discard down to five cards.\n", "      3. Discard down to five cards.\n\n" + table)
    assert validated(root, "demo") == []
    # a table of rolls with one row of words is still said
    edit(root / RULES, "| You roll higher |", "| 1–3 |")
    found = validated(root, "demo")
    assert [(rule, message) for _, _, rule, message in found] == [
        ("dice-table", "section 'turn': 'The enemy rolls higher' is not a roll (write 3 or 1–3)")
    ], found


SHEET_TEMPLATE = """\
size: [190, 260]
safe: 5
elements:
  heading:
    type: text
    text: "Adventure sheet"
    x: 5
    y: 2
    w: 180
    h: 12
    size: 18
"""
SHEET_COMPONENT = """\
  - id: sheet
    kind: deck
    title: Adventure sheet
    source: sheet.yaml
    face: demo/sheet
    imposition: sheets
"""


def test_a_misspelt_imposition_is_one_finding_not_also_a_cut_through_the_sheet(tmp_path):
    # Before, `imposition: sheets` was said, and the full-page sheet was also judged as a card cut at its trim:
    # a second error, its heading "reaches into the 5 mm just inside the trim ... where a cut that wanders clips it".
    root = new_game(tmp_path)
    (root / "templates/demo/sheet.yaml").write_text(SHEET_TEMPLATE, encoding="utf-8")
    sheets = "cards:\n  - {id: sheet, title: Sheet, count: 10}\n"
    (root / "content/demo/sheet.yaml").write_text(sheets, encoding="utf-8")
    edit(root / GAME, "  - id: rules\n", SHEET_COMPONENT + "  - id: rules\n")
    found = validated(root, "demo")
    assert [(f, line, rule) for f, line, rule, _ in found] == [
        (GAME, line_of(root / GAME, "imposition: sheets"), "unknown-kind")
    ], found
    assert "did you mean 'sheet'?" in found[0][3], found


@pytest.mark.parametrize(
    ("written", "told"),
    [
        ('"true"', "ending: 'true' is not true or false (its quotes make it text): write it without quotes, true"),
        ("ture", "ending: 'ture' is not true or false; did you mean true?"),
    ],
)
def test_a_flag_in_quotes_or_misspelt_is_told_what_to_write(tmp_path, written, told):
    # Before: "ending: 'true' is not true or false", which reads as nonsense to whoever wrote true, and no hint for
    # 'ture'.
    root = new_game(tmp_path)
    table = with_data_table(root, "paragraphs", f'- {{n: 8, text: "The ships are saved.", ending: {written}}}\n')
    schema = "    schema: {properties: {ending: {type: boolean}}}\n"
    edit(root / GAME, "source: paragraphs.yaml\n", "source: paragraphs.yaml\n" + schema)
    found = validated(root, "demo")
    assert [(line, rule, message) for _, line, rule, message in found] == [
        (line_of(table, "ending"), "schema", "paragraphs item on line 1: " + told)
    ], found


def test_a_regular_expressions_backslash_in_double_quotes_is_told_what_to_write(tmp_path):
    # Before: "YAML syntax error: found unknown escape character while parsing a quoted scalar (check indentation
    # and quoting)", at the value's opening quote, not naming the backslash nor what to write.
    root = new_game(tmp_path)
    check = (
        "  - id: turn-to\n"
        "    each: \"components.rules.sections | map('findall', 'turn to (\\d+)') | sum(start=[])\"\n"
        '    expect: "item | int > 0"\n'
        '    message: "turn to {{ item }}"\n'
    )
    edit(root / GAME, "checks:\n", "checks:\n" + check)
    result = run_pnp(root, "validate", "demo", "--format", "json")
    found = [(f["line"], f["column"], f["rule"], f["message"]) for f in json.loads(result.output)]
    line = line_of(root / GAME, "turn to (")
    column = (root / GAME).read_text().splitlines()[line - 1].index("\\d") + 1
    assert found == [
        (
            line,
            column,
            "yaml-syntax",
            "YAML syntax error: '\\d' in a value in double quotes is no escape YAML knows; write the backslash twice, "
            "'\\\\d', or put the value in single quotes (in a regular expression, [0-9] is a digit and needs no "
            "backslash)",
        )
    ], found


@pytest.mark.parametrize(
    ("typed", "told"),
    [
        (
            "for 1 to 2 players",
            "'1 to 2 players' says 1 to 2, but game.yaml's players: is 1 alone, as the title block and the back cover "
            "print it; write the one number, {{ game.players.min }} (1), so the rules say what the box says",
        ),
        (
            "for 2 players",
            "'for 2 players' says 2 may play, but game.yaml's players: is 1 alone, as the title block and the back "
            "cover print it; write {{ game.players.min }} (1), or change players: if 2 may play",
        ),
    ],
)
def test_a_solo_games_player_count_is_told_as_one_number(tmp_path, typed, told):
    # Before: "game.yaml's players: is 1 to 1", and "write '{{ game.players.min }} to {{ game.players.max }}
    # players'" (or "a number from 1 to 1"), which would print "1 to 1 players".
    root = new_game(tmp_path)
    edit(root / GAME, "players: {min: 2, max: 4}", "players: {min: 1, max: 1}")
    edit(root / RULES, "Collect the most :star: before the deck runs out.", f"A game {typed}.")
    found = validated(root, "demo")
    assert [(line, rule, message) for _, line, rule, message in found] == [
        (line_of(root / RULES, typed), "number-disagrees", "section 'overview': " + told)
    ], found


BOOKMARK = """\
size: [2, 7]
bleed: 3.175
safe: 3.175
elements:
  tower:
    type: icon
    name: tower
    allow: [icon-undescribed]
    x: "{{ trim.w / 2 - 8 }}"
    y: 6
    w: 16
    h: 16
    color: "#1d3b4a"
  title:
    type: text
    text: "{{ card.title }}"
    x: 5
    y: 24
    w: "{{ trim.w - 10 }}"
    h: 12
    font: Vollkorn
    bold: true
    size: 11
    align: center
    valign: middle
    color: "#1d3b4a"
  body:
    type: text
    text: "{{ card.text }}"
    x: 5
    y: 40
    w: "{{ trim.w - 10 }}"
    h: 130
    font: Lato
    size: 8.5
    min_size: 7
    valign: top
"""


TOWER = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" '
    'd="M10 1h4l1 3h-6zM8 5h8v3H8zM9 9h6l2 13H7zm2 3v3h2v-3z" fill="#000"/></svg>'
)


def test_a_bookmark_sized_in_inches_is_offered_its_millimetres_once(tmp_path):
    # Before: "a size in cm? … size: [20, 70] for a 20 × 70 mm piece" for a 2 × 7 in bookmark, and an icon-cut
    # warning besides for its icon, which the size alone put past the trim.
    root = new_game(tmp_path)
    (root / "content/demo/icons/tower.svg").write_text(TOWER, encoding="utf-8")
    licences = root / "content/demo/icons/LICENSE.md"
    edit(licences, "| star.svg |", "| tower.svg | drawn for this test; CC0 1.0 |\n| star.svg |")
    (root / "templates/demo/card.yaml").write_text(BOOKMARK, encoding="utf-8")
    (root / "templates/demo/back.yaml").write_text("size: [2, 7]\nelements: {}\n", encoding="utf-8")
    found = validated(root, "demo")
    assert [(f, line, rule) for f, line, rule, _ in found] == [("templates/demo/card.yaml", 1, "size-invalid")], found
    assert found[0][3].endswith(
        "a size in inches or cm? size: is in millimetres: size: [50.8, 177.8] for 2 × 7 in, or [20, 70] for 2 × 7 cm"
    ), found


def test_an_imposition_near_none_is_one_finding_not_also_a_cut_through_the_sheet(tmp_path):
    # Before, `imposition: paper` (a slip of no imposition) was said, and the full-page sheet was also judged as
    # cut at its trim: a second error, its heading "reaches into the 5 mm just inside the trim".
    root = new_game(tmp_path)
    (root / "templates/demo/sheet.yaml").write_text(SHEET_TEMPLATE, encoding="utf-8")
    sheets = "cards:\n  - {id: sheet, title: Sheet, count: 10}\n"
    (root / "content/demo/sheet.yaml").write_text(sheets, encoding="utf-8")
    edit(root / GAME, "  - id: rules\n", SHEET_COMPONENT.replace("sheets", "paper") + "  - id: rules\n")
    found = validated(root, "demo")
    assert [(f, line, rule) for f, line, rule, _ in found] == [
        (GAME, line_of(root / GAME, "imposition: paper"), "unknown-kind")
    ], found
    assert "unknown imposition 'paper'" in found[0][3], found

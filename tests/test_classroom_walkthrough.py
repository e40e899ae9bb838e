"""Slips of the walkthrough of a classroom game made by a teacher (Times Table Trek: flashcards kept in a
spreadsheet, a worksheet printed for the class, large-type rules), kept in tests/classroom/: each is one finding
at its cause, in words a teacher reads, read back from `validate --format json`."""

from __future__ import annotations

import json

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated

GAME = "content/classroom/game.yaml"
SHEET = "templates/classroom/worksheet.yaml"


def test_the_classroom_game_validates_clean(tmp_path):
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    assert validated(root, "classroom") == []


def test_a_worksheet_for_children_needs_boxes_a_child_writes_in(tmp_path):
    # A worksheet of 9 mm boxes for 8-year-olds passed: write-in-small asked 6 mm, an adult's pencilled
    # number, even in a game whose smallest_type: says children read it. The room grows with the type: 12 mm.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    edit(root / SHEET, "    h: 150\n", "    h: 90\n")
    assert validated(root, "classroom") == [
        (
            SHEET,
            line_of(root / SHEET, "    h: 90"),
            "write-in-small",
            "template 'classroom/worksheet': element 'sums': its cells to write in are 60 × 9 mm; a child's "
            "pencilled number (in a game of smallest_type: 14) needs 12 × 12 mm at least: give it a larger h: or "
            "fewer rows (write_in: false for a grid nobody writes in)",
        )
    ]
    edit(root / GAME, "smallest_type: 14\n", "")  # a game for adults: 9 mm is room enough
    edit(root / SHEET, "size: 18\n", "size: 14\n")
    assert [rule for _, _, rule, _ in validated(root, "classroom")] == []


def test_a_teachers_sheet_without_id_and_title_columns_is_told_what_to_put_in_them(tmp_path):
    # The teacher's sheet of questions and answers had no id and no title column: "header row: no 'id' column,
    # which every card needs" said neither what an id is nor what to write in 100 rows of it.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    sheet = root / "content/classroom/flashcards.csv"
    rows = sheet.read_text(encoding="utf-8-sig").splitlines()
    sheet.write_text("\n".join(["Question,answer,table"] + [row.split(",", 1)[1] for row in rows[1:]]) + "\n")
    found = [(line, rule, message) for _, line, rule, message in validated(root, "classroom")]
    assert found == [
        (
            1,
            "schema",
            "header row: no 'id' column, which every card needs: add a column named id and give each row a short "
            "name no other row has, in lower-case letters, digits and hyphens (1, 2, 3 … down the column will do)",
        ),
        (  # its one strange column holds the titles: one finding, not also "no 'title' column"
            1,
            "unknown-key",
            "header row: unknown column 'Question'; no column is named 'title', which every card needs: if this "
            "one holds it, rename it",
        ),
    ]


def test_a_comma_in_a_value_between_braces_is_told_to_quote_the_value(tmp_path):
    # credits: [{role: Made by, name: Mrs Price, Class 4}] was "unknown key 'Class 4' in credits[0]; allowed keys:
    # name, role": the slip is the comma, which YAML reads as the start of a new key between braces.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    edit(root / GAME, 'name: "Mrs Price, Class 4"', "name: Mrs Price, Class 4")
    sheet = root / "content/classroom/worksheet.yaml"
    edit(
        sheet,
        "  - id: sheet\n    title: My times tables\n    count: 30\n",
        "  - {id: sheet, title: Times tables, week 3}\n",
    )
    assert validated(root, "classroom") == [
        (
            GAME,
            line_of(root / GAME, "Class 4"),
            "unknown-key",
            "game.yaml: unknown key 'Class 4' in credits[0]; a comma between braces starts a new key: if 'Class 4' "
            'belongs to name:, put the whole value in quotes (name: "Mrs Price, Class 4")',
        ),
        (
            "content/classroom/worksheet.yaml",
            2,
            "unknown-key",
            "card 'sheet': unknown key 'week 3'; a comma between braces starts a new key: if 'week 3' belongs to "
            'title:, put the whole value in quotes (title: "Times tables, week 3")',
        ),
    ]


@pytest.mark.parametrize(
    ("row", "slip", "rule", "message"),
    [
        # =8*8 in a cell formatted as text was "answer: '=8*8' is not a whole number: write digits alone, as 4":
        # only formulas starting with a cell or a function (=A1, =SUM(…)) were known as formulas.
        (
            "8 × 8,64,8",
            "8 × 8,=8*8,8",
            "csv-syntax",
            "column C ('answer') holds the formula '=8*8' as text, not its result: the sheet did not compute it (a "
            "cell formatted as text); format the cell as a number or automatic, enter the formula again, and "
            "export again",
        ),
        # 24.5 in the answer column was told "write digits alone, as 4".
        ("3 × 8,24,3", "3 × 8,24.5,3", "schema", "card '1': answer: '24.5' is not a whole number: write 24 or 25"),
        # 24,5 unquoted in a comma-separated file, in a column of whole numbers, was "this row has 5 cells and the
        # header row 4: a cell too many, or a cell holding the separator without quotes around it".
        (
            "3 × 8,24,3",
            "3 × 8,24,5,3",
            "csv-syntax",
            "this row has 5 cells and the header row 4: column C ('answer') holds 24 and the next cell 5, a number "
            "with a decimal comma (24,5) that the comma splits in two, in a column of whole numbers: write 24 or 25, "
            "or, for 24.5, declare answer a number (answer: {type: number}) and write it with a point (24.5)",
        ),
        # 1,210 (a sheet's thousands separator) was the same "a cell too many"; read as a decimal it would be 1.21.
        (
            "10 × 11,110,10",
            "110 × 11,1,210,110",
            "csv-syntax",
            "this row has 5 cells and the header row 4: column C ('answer') holds 1 and the next cell 210, a number "
            "with a comma (1,210) that splits it in two: write it without its thousands separator (1210)",
        ),
    ],
)
def test_a_cell_of_the_answer_column_that_is_no_whole_number_is_told_what_to_write(tmp_path, row, slip, rule, message):
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    sheet = root / "content/classroom/flashcards.csv"
    edit(sheet, row, slip)
    assert validated(root, "classroom") == [("content/classroom/flashcards.csv", line_of(sheet, slip), rule, message)]


def test_data_written_as_a_mapping_is_one_finding_that_says_how_to_write_it(tmp_path):
    # data: {sums: sums.yaml} was "data: {'sums': 'sums.yaml'} is not a list" and, again, in the worksheet that
    # reads the table, "row_labels: in 'data.sums | …': no field 'sums'; it has " (nothing after it).
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    game = root / GAME
    game.write_text(game.read_text().split("data:\n")[0] + "data:\n  sums: sums.yaml\n")
    assert validated(root, "classroom") == [
        (
            GAME,
            line_of(game, "sums: sums.yaml"),
            "schema",
            "game.yaml: data: {'sums': 'sums.yaml'} is not a list: write it as data: [{id: scores, source: "
            "scores.yaml}] (a list: each table's id and its file)",
        )
    ]


def test_a_column_renamed_to_a_name_already_taken_is_one_finding_naming_the_column_missing(tmp_path):
    # Renaming the header's Question and Answer both 'title' was two findings, "no 'answer' column, which every card
    # needs" and "column 'title' is named twice": one slip, the second name.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    edit(root / "content/classroom/flashcards.csv", "id,title,answer,table", "id,title,title,table")
    assert validated(root, "classroom") == [
        (
            "content/classroom/flashcards.csv",
            1,
            "csv-syntax",
            "header row: column 'title' is named twice (columns 2 and 3); no column is named 'answer', which every "
            "card needs: if column 3 holds it, name it answer",
        )
    ]


def test_answers_left_empty_in_several_rows_are_one_finding_listing_the_rows_empty(tmp_path):
    # Two answers left empty (a merged cell keeps its value in its first cell only) were one finding "… — also
    # written at 1 more place: flashcards.csv:5": nothing is written there, the cell is empty.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    sheet = root / "content/classroom/flashcards.csv"
    edit(sheet, "3 × 8,24,3", "3 × 8,,3")
    edit(sheet, "11 × 5,55,11", "11 × 5,,11")
    assert validated(root, "classroom") == [
        (
            "content/classroom/flashcards.csv",
            2,
            "schema",
            "card '1': the 'answer' cell is empty: fill it, every row needs one — also empty at 1 more place: "
            "flashcards.csv:5",
        )
    ]


PAPER_FINDING = (
    "a 190 × 275 mm rectangle sheet does not fit on letter paper (215.9 × 279.4 mm) within what a home printer "
    "prints: 205.9 × 260.3 mm at most (5 mm from each edge, room for the note above it and the footer below); "
    "make it that size or smaller"
)
ON_A4 = "write papers: [a4] in game.yaml (without it the game is made for letter and a4), which holds it"


def test_a_game_made_for_a4_alone_says_so_once_in_game_yaml(tmp_path):
    # A school with A4 paper made a worksheet as tall as A4 allows: validate said it "does not fit on letter
    # paper" and build wrote Letter PDFs, unless every command said --paper a4. game.yaml's papers: says it once.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    edit(root / SHEET, "size: [190, 260]", "size: [190, 275]")
    assert validated(root, "classroom") == [(SHEET, 2, "piece-too-large", f"{PAPER_FINDING}, or {ON_A4}")]
    edit(root / GAME, "players:", "papers: [a4]\nplayers:")
    assert validated(root, "classroom") == []
    built = run_pnp(root, "--no-cache", "build", "classroom", "--out", str(tmp_path / "out"))
    assert built.exit_code == 0, built.output
    assert sorted(path.name for path in (tmp_path / "out/classroom").glob("*.pdf")) == [
        "classroom-flashcards-a4.pdf",
        "classroom-rules-a4.pdf",
        "classroom-worksheet-a4.pdf",
    ]
    exported = run_pnp(root, "--no-cache", "export", "proof", "classroom", "--out", str(tmp_path / "out"))
    assert exported.exit_code == 0, exported.output
    assert [path.name for path in (tmp_path / "out/classroom/proof").iterdir()] == ["classroom-proof-a4.pdf"]
    # --paper still says otherwise, for validate as for build
    letter = run_pnp(root, "--no-cache", "validate", "classroom", "--paper", "letter", "--format", "json")
    assert [finding["message"] for finding in json.loads(letter.output)] == [
        f"{PAPER_FINDING}, or build it without --paper letter: game.yaml's papers: [a4] holds it"
    ]


@pytest.mark.parametrize(
    ("papers", "message"),
    [
        ("[A4]", "papers[0]: 'A4' is not one of: {}; did you mean 'a4'?"),
        ("[a4, leter]", "papers[1]: 'leter' is not one of: {}; did you mean 'letter'?"),
    ],
)
def test_a_paper_pnp_does_not_know_is_one_finding_at_its_line(tmp_path, papers, message):
    # The game is checked on the papers it names that pnp knows ('A4' read as a4): no Letter finding besides.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    edit(root / SHEET, "size: [190, 260]", "size: [190, 275]")
    edit(root / GAME, "players:", f"papers: {papers}\nplayers:")
    known = "letter, a4, legal, tabloid, a5, a3, a2, a1, a0, poster-18x24, poster-24x36"
    assert validated(root, "classroom") == [
        (GAME, line_of(root / GAME, "papers:"), "schema", f"game.yaml: {message.format(known)}")
    ]


CARD_TEMPLATE = "templates/classroom/card.yaml"


def test_a_spreadsheets_slips_are_said_in_a_spreadsheets_words(tmp_path):
    # A header cell the teacher kept (Question) was "unknown key 'Question'": a sheet has columns. A cell left
    # empty that the card reads was told "read it as .get('table', '') where it is read": code, before any words.
    root = kept_game_workspace(tmp_path, "classroom", "classroom")
    sheet = root / "content/classroom/flashcards.csv"
    edit(sheet, "id,title,answer,table", "id,Question,answer,table")
    assert validated(root, "classroom") == [
        (
            "content/classroom/flashcards.csv",
            1,
            "unknown-key",
            "header row: unknown column 'Question'; no column is named 'title', which every card needs: if this "
            "one holds it, rename it",
        )
    ]
    edit(sheet, "id,Question,answer,table", "id,title,answer,table")
    edit(sheet, "8 × 8,64,8", "8 × 8,64,")
    assert validated(root, "classroom") == [
        (
            "content/classroom/flashcards.csv",
            3,
            "field-missing",
            "Flashcards: '2' has no field 'table', which its other entries have; add it (in a spreadsheet, fill its "
            "cell), or, if it may be left out, let what reads it print nothing when it is missing (write "
            f".get('table', '') where it is read, card.yaml:{line_of(root / CARD_TEMPLATE, 'card.table')})",
        )
    ]

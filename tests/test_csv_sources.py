"""Cards and data tables kept in a spreadsheet: a component's or a data table's source may be a CSV file
(tests/spreadsheet: a deck in cards.csv, a data table in suits.csv). Read back from the built card sheets
and from `pnp validate --format json`: each finding at the cell's line and column."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest
from conftest import REPO, edit, plans_of, run_pnp
from pdfread import front_lines

SPREADSHEET = Path(__file__).resolve().parent / "spreadsheet"


@pytest.fixture
def sheets(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    shutil.copytree(SPREADSHEET, root)
    (root / "fonts").symlink_to(REPO / "fonts")
    return root


def _cards(root: Path) -> Path:
    return root / "content" / "sheets" / "cards.csv"


def _findings(root: Path) -> list[tuple[str, int, int | None, str, str]]:
    result = run_pnp(root, "validate", "--format", "json")
    assert result.exception is None, result.exception
    return [(Path(f["file"]).name, f["line"], f["column"], f["rule"], f["message"]) for f in json.loads(result.output)]


def _fronts(root: Path) -> list[list[str]]:
    out = root / "output"
    result = run_pnp(root, "build", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    lines = front_lines(out / "sheets" / "sheets-deck-a4.pdf", plans_of(root, "sheets")["sheets-deck-a4"])
    return [[text for _, text in card] for card in lines]


def _rewritten(path: Path, delimiter: str, line_end: str, bom: str = "", encoding: str = "utf-8") -> None:
    """The file as a spreadsheet in another locale exports it (the same cells)."""
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))
    text = io.StringIO()
    csv.writer(text, delimiter=delimiter, lineterminator=line_end).writerows(rows)
    path.write_bytes((bom + text.getvalue()).encode(encoding))


def test_a_deck_kept_in_a_spreadsheet_prints_each_row_count_times(sheets):
    assert _findings(sheets) == []  # the data table's 6 and TRUE are a number and a truth: its checks pass
    fronts = _fronts(sheets)
    assert [card[0] for card in fronts] == ["Dawn"] * 4 + ["High Noon"] * 2 + ["Dusk"] * 4 + ["Eclipse"] * 2
    high_noon = fronts[4]
    # the power cell (3) in the medallion; the quoted cell's line break is a line break; :star: is an icon
    assert high_noon[1:] == ["SUN", "3", "Gain .", "Every other player draws a card."], high_noon
    eclipse = " ".join(fronts[-1])
    assert "Both suits. Play it as a \u201cSun\u201d or a" in eclipse and "**" not in eclipse, eclipse
    assert not any(":star:" in line for card in fronts for line in card)


def test_a_count_that_is_not_a_number_is_one_finding_at_its_cell(sheets):
    edit(_cards(sheets), "dawn,Dawn,sun,4,", "dawn,Dawn,sun,four,")
    assert _findings(sheets) == [
        ("cards.csv", 2, 15, "schema", "card 'dawn': count: 'four' is not a whole number: write it in digits: 4")
    ]


def test_a_header_that_is_no_field_is_an_unknown_key_with_its_did_you_mean(sheets):
    edit(_cards(sheets), "id,title,", "id,titel,")
    assert _findings(sheets) == [
        ("cards.csv", 1, 4, "unknown-key", "header row: unknown column 'titel'; did you mean 'title'?")
    ]


def test_a_row_short_of_a_cell_is_one_finding_naming_the_counts(sheets):
    edit(_cards(sheets), "dusk,Dusk,moon,4,2,,", "dusk,Dusk,moon,4,2,")
    [(name, line, _, rule, message)] = _findings(sheets)
    assert (name, line, rule) == ("cards.csv", 5, "csv-syntax")
    assert message.startswith("this row has 6 cells and the header row 7"), message


def test_a_header_wider_than_every_row_is_one_finding_at_the_header_and_trailing_empty_cells_are_fine(sheets):
    edit(_cards(sheets), "icons,text\n", "icons,text,,\n")  # empty cells after the last column: nothing
    edit(
        _cards(sheets),
        "dawn,Dawn,sun,4,1,star,Draw a card. Gain :star:.",
        "dawn,Dawn,sun,4,1,star,Draw a card. Gain :star:.,,",
    )
    assert _findings(sheets) == []
    edit(_cards(sheets), "power,icons,text,,\n", "power,flavor,icons,text\n")  # a name too many in the middle
    edit(_cards(sheets), "Gain :star:.,,", "Gain :star:.")
    assert [(line, rule, message) for _, line, _, rule, message in _findings(sheets)] == [
        (
            1,
            "csv-syntax",
            "the header row names 8 columns and every row has 7 cells: a name too many or too few in the header",
        )
    ]  # not one finding per row


def test_a_quote_left_open_is_said_where_its_row_starts(sheets):
    edit(_cards(sheets), 'a ""Sun"" or a Moon card."', 'a ""Sun"" or a Moon card.')
    [(name, line, _, rule, message)] = _findings(sheets)
    assert (name, line, rule) == ("cards.csv", 6, "csv-syntax")
    assert "never closed" in message, message


def test_an_excel_export_with_semicolons_a_bom_and_crlf_reads_the_same(sheets):
    before = _fronts(sheets)
    _rewritten(_cards(sheets), ";", "\r\n", bom="\ufeff")
    with _cards(sheets).open("ab") as cards:
        cards.write(b";;;;;;\r\n")  # and the empty row a spreadsheet may write last
    assert _cards(sheets).read_bytes().startswith(b"\xef\xbb\xbfid;title;suit;count")
    assert _findings(sheets) == []
    assert _fronts(sheets) == before


def test_a_finding_on_a_later_line_of_a_quoted_cell_is_at_that_line(sheets):
    edit(_cards(sheets), "draws a card.", "draws a card :strr:.")
    _rewritten(_cards(sheets), ";", "\r\n", bom="\ufeff")
    [(name, line, column, rule, message)] = _findings(sheets)
    physical = _cards(sheets).read_bytes().decode("utf-8-sig").split("\r\n")  # the cell's break is a "\n"
    assert physical[0] == "id;title;suit;count;power;icons;text" and physical[2].startswith("high-noon;")
    assert (name, rule) == ("cards.csv", "icon-unknown")
    assert (line, column) == (4, physical[2].split("\n")[1].index(":strr:") + 1), physical[2]
    assert "did you mean ':star:'" in message


def test_a_windows_1252_export_is_one_encoding_finding_saying_how_to_export(sheets):
    edit(_cards(sheets), "from the discard pile", "from the défausse")
    _rewritten(_cards(sheets), ",", "\r\n", encoding="cp1252")
    [(name, line, _, rule, message)] = _findings(sheets)
    assert (name, line, rule) == ("cards.csv", 5, "file-encoding")
    assert "byte 0xe9 on line 5 is not UTF-8" in message and '"CSV UTF-8"' in message, message


def test_a_list_cell_and_a_data_table_read_as_their_schema_types(sheets):
    edit(_cards(sheets), '"star, star"', '"star, star, star"')
    suits = sheets / "content" / "sheets" / "suits.csv"
    edit(suits, "moon;Moon;6;", "moon;Moon;5;")  # a check over the table's rows: at the row that fails it
    edit(suits, "sun;Sun;6;1,5;", "sun;Sun;6;heavy;")
    assert _findings(sheets) == [
        ("cards.csv", 3, 29, "schema", "card 'high-noon': icons: at most 2 icons are allowed, 3 are written: remove 1"),
        (
            "suits.csv",
            2,
            11,
            "schema",
            "suits item 'sun': weight: 'heavy' is not a number: write digits alone, as 4 or 2.5",
        ),
    ]
    edit(suits, "sun;Sun;6;heavy;", "sun;Sun;6;1,5;")  # 1,5 in a ';' file: 1.5
    edit(_cards(sheets), '"star, star, star"', '"star, star"')  # the checks no longer wait for the deck
    assert _findings(sheets) == [
        ("suits.csv", 3, None, "check:suit-sizes", "the deck holds 5 Moon cards (found 6, expected 5)")
    ]


def test_an_edit_to_a_csv_source_is_seen_by_the_next_run(sheets):
    assert _findings(sheets) == []
    assert _findings(sheets) == []  # the stored result
    edit(_cards(sheets), "dawn,Dawn,sun,4,", "dawn,Dawn,sun,four,")
    assert [finding[3] for finding in _findings(sheets)] == ["schema"]
    edit(_cards(sheets), "dawn,Dawn,sun,four,", "dawn,Daybreak,sun,4,")
    edit(_cards(sheets), "[[Dawn]]", "[[Daybreak]]")
    assert _findings(sheets) == []
    assert _fronts(sheets)[0][0] == "Daybreak"


def test_a_column_named_twice_is_one_finding_at_its_second_name(sheets):
    edit(_cards(sheets), "id,title,suit,count,power,icons,text", "id,title,suit,count,power,title,text")
    assert _findings(sheets) == [
        (
            "cards.csv",
            1,
            27,
            "csv-syntax",
            "header row: column 'title' is named twice (columns 2 and 6); a card has one 'title': name each "
            "column once",
        )
    ]


def test_excels_sep_line_names_the_separator_and_a_title_row_above_the_header_is_one_finding(sheets):
    before = _fronts(sheets)
    _rewritten(_cards(sheets), ";", "\r\n")
    cards = _cards(sheets)
    cards.write_text("sep=;\r\n" + cards.read_text(encoding="utf-8"), encoding="utf-8", newline="")
    assert _findings(sheets) == []  # the sep= line is Excel's, not a header; lines keep their numbers
    assert _fronts(sheets) == before
    edit(cards, "sep=;\n", "Spreadsheet Deck: the cards;;;;;;\n;;;;;;\n")
    assert _findings(sheets) == [
        (
            "cards.csv",
            1,
            None,
            "csv-syntax",
            "the header row is on line 3, below rows that name no field (a title?): the sheet's first row must "
            "name the fields; delete the rows above the header in the sheet and export again",
        )
    ]  # not an unknown key, a nameless column for each cell of the header and a row width for every row


def test_a_formulas_error_or_a_formula_kept_as_text_is_one_finding_at_its_cell(sheets):
    edit(_cards(sheets), "dawn,Dawn,sun,4,1,", "dawn,Dawn,sun,4,#REF!,")
    edit(_cards(sheets), "Take a card from another player's hand. Give them a [[Dawn]]", '=B2&C2&"[[Dawn]]"')
    assert [(line, column, rule, message.split(",")[0]) for _, line, column, rule, message in _findings(sheets)] == [
        (2, 17, "csv-syntax", "column E ('power') shows '#REF!'"),
        (
            5,
            21,
            "csv-syntax",
            "column G ('text') holds the formula '=B2&C2&\"[[Dawn]]\" from the discard pile…' as text",
        ),
    ]  # not a schema finding beside the first, nor a card printing '=B2&C2'


def test_a_whole_number_shown_with_decimals_and_excels_true_and_false_in_german_read_as_their_types(sheets):
    edit(_cards(sheets), "dawn,Dawn,sun,4,", "dawn,Dawn,sun,4.0,")
    suits = sheets / "content" / "sheets" / "suits.csv"
    edit(suits, "sun;Sun;6;1,5;TRUE", "sun;Sun;6,0;1,5;WAHR")
    edit(suits, "moon;Moon;6;2;FALSE", "moon;Moon;6;2;FALSCH")
    assert _findings(sheets) == []  # one-starter counts WAHR, suit-sizes compares 6,0 with 6 cards
    assert [card[0] for card in _fronts(sheets)].count("Dawn") == 4
    edit(suits, "moon;Moon;6;2;FALSCH", "moon;Moon;6;2;WAHR")
    assert [finding[3] for finding in _findings(sheets)] == ["check:one-starter"]


def test_a_renamed_column_is_one_finding_saying_to_rename_it_and_a_notes_column_is_suggested(sheets):
    edit(_cards(sheets), "id,title,suit,count", "id,title,colour,count")
    assert _findings(sheets) == [
        (
            "cards.csv",
            1,
            10,
            "unknown-key",
            "header row: unknown column 'colour'; no column is named 'suit', which every card needs: if this one "
            "holds it, rename it",
        )
    ]  # not also "no 'suit' column"
    edit(_cards(sheets), "id,title,colour,count", "id,title,suit,count")
    edit(_cards(sheets), "icons,text\n", "remarks,text\n")  # a column of one's own: no field is near it
    [(_, line, column, rule, message)] = _findings(sheets)
    assert (line, column, rule) == (1, 27, "unknown-key")
    assert message.endswith("a column of notes for yourself is named 'notes' (never printed)"), message


def test_an_empty_cell_a_template_reads_says_to_fill_it_or_read_it_with_get(sheets):
    """An empty cell is the spreadsheet's only way to say "none": the finding at its row says how a
    template reads a field that may be left out, and reading it that way builds."""
    edit(_cards(sheets), "dusk,Dusk,moon,4,2,,", "dusk,Dusk,moon,4,,,")
    found = [f for f in _findings(sheets) if f[3] == "field-missing"]
    assert [(f[0], f[1]) for f in found] == [("cards.csv", 5)], found
    assert "in a spreadsheet, fill its cell" in found[0][4] and ".get('power', '')" in found[0][4]
    edit(sheets / "templates" / "sheets" / "card.yaml", "{{ card.power }}", "{{ card.get('power', '') }}")
    assert _findings(sheets) == []
    assert len(_fronts(sheets)) == 12


def _suits(root: Path) -> Path:
    return root / "content" / "sheets" / "suits.csv"


def test_an_apostrophe_kept_before_a_number_is_an_error_and_before_a_value_in_a_text_a_warning(sheets):
    """A sheet keeps the apostrophe typed before a value ('0042: keep it text) out of the cell, unless the cell
    is formatted as text; an export that guards formulas writes one before '=', '+', '-' and '@'."""
    edit(_cards(sheets), "dawn,Dawn,sun,4,", "dawn,Dawn,sun,'4,")
    edit(_cards(sheets), "dusk,Dusk,", "dusk,'0042,")
    edit(_cards(sheets), "eclipse,Eclipse,", "eclipse,'Tis the Eclipse,")  # an apostrophe of the text: nothing
    assert _findings(sheets) == [
        (
            "cards.csv",
            2,
            15,
            "csv-syntax",
            "column D ('count') holds '4: the apostrophe is the mark a sheet types before a value to keep it as "
            "text, kept in the file, so 4 is not read as a whole number: delete the apostrophe in the sheet (and "
            "format the cell as a number, not as text), then export again",
        ),
        (
            "cards.csv",
            5,
            6,
            "csv-apostrophe",
            "column B ('title') starts with the apostrophe a sheet types to keep a cell as text ('0042), kept in "
            "the file: it prints; if it is not part of the text, delete it (format the cell as text instead) and "
            "export again",
        ),
    ]  # not "count: \"'4\" is not a whole number", nor a card titled '0042 in silence
    edit(_cards(sheets), "dawn,Dawn,sun,'4,", "dawn,Dawn,sun,4,")
    edit(_cards(sheets), ",Take a card", ",'+Take a card")  # a formula guard's export
    assert [(line, rule) for _, line, _, rule, _ in _findings(sheets)] == [(5, "csv-apostrophe"), (5, "csv-apostrophe")]
    assert "'0042" in [card[0] for card in _fronts(sheets)]  # a warning: it prints as the cell holds it


def test_a_decimal_comma_in_a_comma_separated_file_is_said_quoted_or_splitting_its_row(sheets):
    suits = _suits(sheets)
    suits.write_text('id,name,cards,weight,starter\nsun,Sun,6,1,5,TRUE\nmoon,Moon,6,"2,5",FALSE\n')
    assert _findings(sheets) == [
        (
            "suits.csv",
            2,
            11,
            "csv-syntax",
            "this row has 6 cells and the header row 5: column D ('weight') holds 1 and the next cell 5, a number "
            "with a decimal comma (1,5) that the comma splits in two: write it with a point (1.5), or export with "
            "';' between cells",
        ),  # not "a cell too many", and not at cards (6,1 would leave weight 5 and starter TRUE readable too)
        (
            "suits.csv",
            3,
            13,
            "csv-syntax",
            "column D ('weight') holds 2,5, a number written with a decimal comma (2.5), which pnp reads only in a "
            "file with ';' between its cells (as Excel and LibreOffice write them where the comma is the decimal "
            "mark): export with ';' between cells, or write the number with a point and no thousands separator",
        ),  # not "weight: '2,5' is not a number"
    ]
    suits.write_text("id,name,cards,weight,starter\nsun,Sun,6,1.5,TRUE\nmoon,Moon,6,2.5,FALSE\n")
    assert _findings(sheets) == []


def test_a_point_in_a_number_of_a_semicolon_file_is_a_thousands_separator_said_not_read_as_a_decimal(sheets):
    edit(_suits(sheets), "moon;Moon;6;2;", "moon;Moon;6;1.500;")  # a German sheet's 1500: it read 1.5
    [(name, line, column, rule, message)] = _findings(sheets)
    assert (name, line, column, rule) == ("suits.csv", 3, 13, "csv-syntax")
    assert message.startswith("column D ('weight') holds 1.500, a number with a point, which a sheet that writes"), (
        message
    )


def test_rows_short_of_optional_trailing_cells_read_them_empty_and_rows_short_alike_are_one_finding(sheets):
    """A file saved by hand drops a row's trailing empty cells; Python's csv and the sheets read the cells as
    empty. A row short of a field every row needs is said, once for all the rows short alike."""
    edit(_cards(sheets), "icons,text\n", "icons,text,flavor\n")  # a column only the first card fills
    edit(_cards(sheets), "Gain :star:.\n", "Gain :star:.,Morning.\n")
    assert _findings(sheets) == []  # not one finding for each of the three rows without a flavor cell
    assert len(_fronts(sheets)) == 12
    suits = _suits(sheets)
    suits.write_text("id;name;cards;weight;starter\nsun;Sun\nmoon;Moon\nstar;Star\ncomet;Comet;6;1;FALSE\n")
    assert _findings(sheets) == [
        (
            "suits.csv",
            2,
            None,
            "csv-syntax",
            "this row and the rows on lines 3 and 4 have 2 cells and the header row 5: a cell missing, or a line "
            "break in a cell without quotes around it",
        )
    ]  # cards, which every suit needs, is beyond their last cell: one finding, not three


def test_a_header_written_in_capitals_is_said_with_its_field(sheets):
    edit(_suits(sheets), "id;name;", "ID;Name;")
    assert [message for *_, message in _findings(sheets)] == [
        "header row: unknown column 'ID'; did you mean 'id'?",
        "header row: unknown column 'Name'; did you mean 'name'?",
    ]  # not "no column is named 'id'" nor the allowed keys


def test_a_utf16_export_is_said_as_utf16(sheets):
    cards = _cards(sheets)
    cards.write_bytes(cards.read_text(encoding="utf-8").replace(",", "\t").encode("utf-16"))  # "Unicode Text"
    [(name, line, _, rule, message)] = _findings(sheets)
    assert (name, line, rule) == ("cards.csv", 1, "file-encoding")
    assert message.startswith('the file is UTF-16 text, not UTF-8: export the sheet as "CSV UTF-8"'), message


def test_a_csv_file_no_source_reads_is_file_unused(sheets):
    shutil.copy(_suits(sheets), sheets / "content" / "sheets" / "suits-old.csv")
    assert _findings(sheets) == [
        (
            "suits-old.csv",
            1,
            None,
            "file-unused",
            "no component or data of game.yaml names this file, so nothing in it prints or is checked: name it as "
            "a component's source: or under data:, or move it out of content/sheets/",
        )
    ]


def test_a_data_tables_rows_are_named_by_their_id_or_their_line_not_their_index(sheets):
    edit(_suits(sheets), "moon;Moon;6;2;", "moon;Moon;six;2;")
    game = sheets / "content" / "sheets" / "game.yaml"
    edit(game, "required: [id, name, cards]", "required: [name, cards]")
    edit(_suits(sheets), "sun;Sun;6;", ";Sun;6;")
    edit(_suits(sheets), "TRUE", "maybe")
    assert [(line, message) for _, line, _, _, message in _findings(sheets)] == [
        (2, "suits item on line 2: starter: 'maybe' is not true or false"),
        (3, "suits item 'moon': cards: 'six' is not a whole number: write it in digits: 6"),
    ]  # not "suits: [0].starter" and "suits: [1].cards"


def test_one_slip_filled_down_a_column_is_one_finding_listing_its_rows(sheets):
    """A spreadsheet repeats a slip down its rows: a dropdown's capitalised 'Sun', an id the fill handle
    copied instead of counting, an emoji pasted into many cells. Each is one finding, at its first row,
    listing the others as runs of rows (not 30, 9 and 5 findings)."""
    rows = [["id", "title", "suit", "count", "text"]]
    rows += [[f"c{n:02d}", f"Card {n}", "Sun", "1", "Draw a card."] for n in range(1, 31)]  # lines 2-31
    rows += [["copy", f"Copy {n}", "moon", "1", "Draw a card."] for n in range(10)]  # lines 32-41
    rows += [[f"e{n}", f"Emoji {n}", "moon", "1", "Draw a card 🎬"] for n in range(5)]  # lines 42-46
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(rows)
    _cards(sheets).write_text(text.getvalue(), encoding="utf-8")
    findings = [(rule, line, message) for name, line, _, rule, message in _findings(sheets) if name == "cards.csv"]
    found = {
        rule: [(line, message) for r, line, message in findings if r == rule]
        for rule in ("schema", "duplicate-id", "glyph-missing")
    }
    ((line, message),) = found["schema"]
    assert line == 2
    assert message.startswith("card 'c01': suit: 'Sun' is not one of: sun, moon; did you mean 'sun'?"), message
    assert message.endswith(" — also written at 29 more places: cards.csv:3–31"), message
    ((line, message),) = found["duplicate-id"]
    assert (line, message) == (
        33,
        "duplicate card id 'copy' (first used at cards.csv:32) — also written at 8 more places: cards.csv:34–41",
    )
    ((line, message),) = found["glyph-missing"]
    assert line == 42 and message.endswith("— also written at 4 more places: cards.csv:43–46"), message


def test_a_row_repeating_the_header_is_said_as_such(sheets):
    """Two sheets pasted one under the other keep the second one's header row: one csv-syntax finding at it
    saying to delete it (them, when it is repeated twice), not a refused value in its cells ('suit' is not one
    of: sun, moon)."""
    text = _cards(sheets).read_text(encoding="utf-8")
    header, *rows = text.splitlines(keepends=True)
    _cards(sheets).write_text(header + rows[0] + header + "".join(rows[1:]) + header, encoding="utf-8")
    found = [(line, rule, message) for name, line, _, rule, message in _findings(sheets) if name == "cards.csv"]
    assert found == [
        (
            3,
            "csv-syntax",
            "this row and the row on line 8 repeat the header row (two sheets pasted one under the "
            "other?): delete them, so that only the first row names the fields",
        )
    ], found
    _cards(sheets).write_text(header + rows[0] + header + "".join(rows[1:]), encoding="utf-8")
    found = [(line, message) for name, line, _, _, message in _findings(sheets) if name == "cards.csv"]
    assert found == [
        (
            3,
            "this row repeats the header row (two sheets pasted one under the other?): delete it, so that only "
            "the first row names the fields",
        )
    ], found


def test_an_empty_cell_of_a_required_column_is_said_at_the_cell_in_a_spreadsheets_words(sheets):
    """A required field left empty in a row is its empty cell (line and column), not YAML's "missing
    required key"; a required column missing from the header stays a missing key."""
    edit(
        _cards(sheets),
        "dusk,Dusk,moon,4,2,,Take a card from another player's hand. Give them a [[Dawn]] from "
        "the discard pile if there is one.",
        "dusk,Dusk,moon,4,2,,",
    )
    assert _findings(sheets) == [
        ("cards.csv", 5, 21, "schema", "card 'dusk': the 'text' cell is empty: fill it, every row needs one")
    ]


def test_a_line_break_typed_in_a_cell_without_quotes_is_one_finding_at_the_cell_it_breaks(sheets):
    """The two halves of a row broken by a line break are each short; together they are one row: one finding,
    at the cell the break is in, saying to quote it (was two findings, one a row 'with a cell missing'); rows
    broken in the same column alike (an export that left a column's line breaks unquoted) are one finding."""
    edit(_cards(sheets), "dusk,Dusk,moon,4,", "dusk,Dusk,mo\non,4,")
    said = (
        "in column C ('suit') and the line after carries on with the rest of the row: a line break in that cell "
        'without quotes around it; put the cell in quotes ("…"), or join the lines'
    )
    assert _findings(sheets) == [("cards.csv", 5, 11, "csv-syntax", f"this row stops {said}")]
    edit(_cards(sheets), "dawn,Dawn,sun,4,", "dawn,Dawn,s\nun,4,")
    assert _findings(sheets) == [("cards.csv", 2, 11, "csv-syntax", f"this row and the row on line 6 stop {said}")]

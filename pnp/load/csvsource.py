"""Sources kept in a spreadsheet: a CSV file whose header row names the fields and whose every other row is
one entry (a card, a tile, a row of a data table).

Python's csv module reads it; this module only places each cell (its line and column, from the cells the
reader gives back and whether each was quoted) and types it: a cell is text, but one whose field the entry's
schema declares a number, a whole number or true/false reads as one when it is written as one, and one whose
field is a list reads as its comma-separated items. An empty cell leaves its field out, as a key not written
in YAML. What keeps the file from being a table (a quote left open, a row of the wrong length, a column
named twice, not at all, or unknown) is said at its line and column, and the file is then not read: every
row would only repeat it. So is a cell a sheet wrote in a way pnp would misread: a formula's error or text, an
apostrophe kept before a number, a decimal comma where commas separate the cells.
"""

from __future__ import annotations

import csv
import io
import math
import re
from collections.abc import Collection
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from pnp.core.findings import ERROR, WARNING, ContentError, Findings, Location
from pnp.core.limits import YAML_VALUES
from pnp.core.schema import TYPE_WORDS
from pnp.core.suggest import did_you_mean, natural_order
from pnp.core.yamlio import LocatedDict, LocatedList, read_text

SEPARATORS = (",", ";", "\t")  # the header line decides: Excel writes ';' where a comma is the decimal mark
LIST_SEPARATOR = ","  # between the items of a list field's cell: "forest, river"
SAVE_AS = (
    'export the sheet as "CSV UTF-8" (Excel: Save As, CSV UTF-8; LibreOffice: Save As, Text CSV, '
    "character set Unicode (UTF-8); Google Sheets: Download, .csv, always UTF-8)"
)
INTEGER = re.compile(r"[+-]?\d+")
WHOLE = re.compile(r"[+-]?\d+\.0*")  # 3.0 (or 3,0 in a ';' file): a sheet's number format showing decimals
NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
DECIMAL_COMMA = re.compile(r"[+-]?\d+,\d+")  # 2,5 in a ';' file: a German or French spreadsheet's 2.5
SEP_LINE = re.compile(r"sep=(.)\s*", re.IGNORECASE)  # the first line Excel reads (and may write) for the separator
# TRUE and FALSE as Excel writes them in its languages' CSV files (German, French, Spanish, Italian, Portuguese, Dutch)
TRUTHS = {"true": True, "wahr": True, "vrai": True, "verdadero": True, "vero": True, "verdadeiro": True, "waar": True}
TRUTHS |= {"false": False, "falsch": False, "faux": False, "falso": False, "onwaar": False}
SHEET_ERROR = re.compile(r"#(?:N/?A|NV|[A-Z][A-Z0-9/_.]*[!?])")  # #REF!, #N/A, #DIV/0!, #NAME?, #WERT!, #NV...
# =A1, =SUM(B2:B9), =$C$4*2, =7*8 (a sum worked out by the sheet): a formula kept as its text
FORMULA = re.compile(r"=(?:[A-Za-z_$(]|\d[\d.]*\s*[-+*/^&]).*", re.DOTALL)
THOUSANDS = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+")  # 1,500: a thousands separator, or a decimal comma
THOUSANDS_POINT = re.compile(r"[+-]?\d{1,3}(?:\.\d{3})+")  # 1.500 in a ';' file: a German sheet's 1500
# what a sheet reads as other than text when typed, so an apostrophe before it keeps it text: '0042, '=A1, '1/2
SHEET_VALUE = re.compile(r"[=+\-@].*|\d+(?:[.,]\d+)*|\d+[/.-]\d+(?:[/.-]\d+)?|true|false", re.DOTALL | re.IGNORECASE)
APOSTROPHE = "'"  # typed before a cell to keep it as text; a sheet keeps it out of the file, unless the cell is text
SHOWN_LINES = 5  # lines named in a finding about several rows


@dataclass
class _Row:
    line: int  # the physical line it starts on
    cells: list[str]
    places: list[tuple[int, int]]  # each cell's (line, column), its opening quote if quoted


def _all_split_by(rows: list[_Row], read_with: str, separator: str, width: int) -> bool:
    """Whether every row, read with ``read_with``, has ``width`` cells when ``separator`` parts it instead (a
    header written with ';' over rows written with ',')."""
    return all(len(next(csv.reader([read_with.join(row.cells)], delimiter=separator))) == width for row in rows)


def _named(separator: str | None) -> str:
    return {",": "commas", ";": "semicolons", "\t": "tabs"}.get(str(separator), f"'{separator}'")


def read_csv(path: Path, findings: Findings, row_schema: dict[str, Any], what: str) -> LocatedList | None:
    """The rows of a CSV file as located mappings, each cell typed by ``row_schema`` (the JSON Schema of one
    row: its ``properties``, ``required`` and ``additionalProperties``); ``what`` names one row in findings
    ('card', 'terrain item'). None when the file cannot be read as a table: its findings say why."""
    try:
        text = read_text(path, "CSV", SAVE_AS)
    except ContentError as exc:
        if _utf16(path):  # Excel's "Unicode Text": its tabs would read, its bytes not
            findings.error("file-encoding", Location(path, 1), f"the file is UTF-16 text, not UTF-8: {SAVE_AS}")
        else:
            findings.extend(exc.findings)
        return None
    lines = io.StringIO(text, newline="").readlines()  # physical lines, their ends kept: what csv reads
    separator = _separator(lines)
    rows = _rows(path, lines, separator, findings)
    if rows is None:
        return None
    if not rows:
        findings.error(
            "file-empty", Location(path, 1), "the file is empty; its first row names the fields, one a column"
        )
        return None
    if _below_a_title(path, rows, _fields(row_schema), findings):
        return None
    header, body = rows[0], rows[1:]
    names = [cell.strip() for cell in header.cells]
    said = findings.errors_said
    _check_header(path, header, names, body, row_schema, what, findings)
    _check_repeated_header(path, names, body, findings)
    _check_widths(path, header, names, body, row_schema, separator, findings)
    _check_cells(path, names, body, row_schema, separator, findings)
    if findings.errors_said > said:
        return None
    result = LocatedList(_entry(path, row, names, row_schema, separator == ";") for row in body)
    result.loc = Location(path, header.line)
    result.item_lines = [row.line for row in body]
    return result


def _utf16(path: Path) -> bool:
    """Whether the file starts with UTF-16's byte-order mark (Excel's "Unicode Text" export writes it)."""
    try:
        with path.open("rb") as file:
            return file.read(2) in (b"\xff\xfe", b"\xfe\xff")
    except OSError:
        return False


def _separator(lines: list[str]) -> str:
    """The separator: the one a first line ``sep=;`` names (Excel's; that line is then blanked, so that lines
    keep their numbers), else the one of ``SEPARATORS`` the header line holds most of."""
    if lines and (named := SEP_LINE.fullmatch(lines[0])):
        lines[0] = "\n"
        return named.group(1)
    header_line = next((line for line in lines if line.strip()), "")
    return max(SEPARATORS, key=header_line.count)  # the first of them on a tie: a one-column file


def _below_a_title(path: Path, rows: list[_Row], fields: dict[str, Any], findings: Findings) -> bool:
    """Whether the header row has rows above it (a title, a note) that name no field, while a row below them
    names two or more: one finding at the first row, saying which line is the header."""

    def named(row: _Row) -> int:
        return sum(cell.strip() in fields for cell in row.cells)

    if named(rows[0]):
        return False
    header = next((row for row in rows[1:6] if named(row) >= 2), None)
    if header is None:
        return False
    findings.error(
        "csv-syntax",
        Location(path, rows[0].line),
        f"the header row is on line {header.line}, below rows that name no field (a title?): the sheet's first "
        "row must name the fields; delete the rows above the header in the sheet and export again",
    )
    return True


def _check_cells(
    path: Path, names: list[str], body: list[_Row], row_schema: dict[str, Any], separator: str, findings: Findings
) -> None:
    """A cell a sheet wrote in a way that would print or count what the designer did not mean: one finding at
    each (see ``_cell_slip``)."""
    fields = _fields(row_schema)
    for row in body:
        for index, (name, cell, place) in enumerate(zip(names, row.cells, row.places, strict=False)):
            value = cell.strip()
            slip = _cell_slip(value, fields.get(name), separator) if name and value else None
            if slip:
                severity, rule, said = slip
                findings.add(rule, Location(path, *place), f"column {_letter(index)} ('{name}') {said}", severity)


def _cell_slip(value: str, field: Any, separator: str) -> tuple[str, str, str] | None:
    """(severity, rule, what is wrong and what to do) for a cell (``value``, of ``field``) that shows a
    formula's error (#REF!, #N/A) or holds a formula as text (=A1); that keeps the apostrophe a sheet types
    before a cell to keep it as text ('4 where a number belongs: an error; '0042 in a text: a warning, as it
    prints); or that writes a number with a decimal comma in a file that commas (or tabs) separate."""
    shown = value if len(value) <= 40 else value[:39] + "…"
    if SHEET_ERROR.fullmatch(value):
        return (
            ERROR,
            "csv-syntax",
            f"shows '{shown}', the error of a formula that fails in the sheet: correct the formula (or type the "
            "value), then export again",
        )
    if FORMULA.fullmatch(value):
        return (
            ERROR,
            "csv-syntax",
            f"holds the formula '{shown}' as text, not its result: the sheet did not compute it (a cell formatted "
            "as text); format the cell as a number or automatic, enter the formula again, and export again",
        )
    kinds = _kinds(field)
    scalar = not kinds & {"string", "array"}  # a cell that is one value, and no text
    number = scalar and bool(kinds & {"integer", "number"})
    if value.startswith(APOSTROPHE) and len(value) > 1:
        rest = value[1:]
        typed = _typed(rest, field, separator == ";")
        if scalar and isinstance(typed, (bool, int, float)):
            kind = TYPE_WORDS[
                "boolean" if isinstance(typed, bool) else "integer" if isinstance(typed, int) else "number"
            ]
            return (
                ERROR,
                "csv-syntax",
                f"holds {shown}: the apostrophe is the mark a sheet types before a value to keep it as text, kept "
                f"in the file, so {rest} is not read as {kind}: delete the apostrophe in the sheet (and format the "
                "cell as a number, not as text), then export again",
            )
        if SHEET_VALUE.fullmatch(rest):
            return (
                WARNING,
                "csv-apostrophe",
                f"starts with the apostrophe a sheet types to keep a cell as text ({shown}), kept in the file: "
                f"it prints; if it is not part of the text, delete it (format the cell as text instead) and export "
                "again",
            )
    if number and separator == ";" and THOUSANDS_POINT.fullmatch(value):
        return (
            ERROR,
            "csv-syntax",
            f"holds {value}, a number with a point, which a sheet that writes ';' between cells (one where the "
            f"comma is the decimal mark) writes as a thousands separator: for {value.replace('.', '')}, format the "
            f"column without a thousands separator; for a decimal, write it with a comma ({value.replace('.', ',')})",
        )
    if number and separator != ";" and DECIMAL_COMMA.fullmatch(value):
        point = value.replace(",", ".")
        comma = (
            f"a comma: a thousands separator ({value.replace(',', '')}) or a decimal comma ({point})"
            if THOUSANDS.fullmatch(value)
            else f"a decimal comma ({point})"
        )
        return (
            ERROR,
            "csv-syntax",
            f"holds {value}, a number written with {comma}, which pnp reads only in a file with ';' between its "
            "cells (as Excel and LibreOffice write them where the comma is the decimal mark): export with ';' "
            "between cells, or write the number with a point and no thousands separator",
        )
    return None


def _letter(index: int) -> str:
    """A spreadsheet's name of the column at ``index`` (0: A, 26: AA)."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _check_repeated_header(path: Path, names: list[str], body: list[_Row], findings: Findings) -> None:
    """A row that repeats the header row (two sheets pasted one under the other, each with its header): one
    finding for all such rows, not a refused value in each of their cells."""
    again = [row for row in body if [cell.strip() for cell in row.cells[: len(names)]] == names]
    if again:
        findings.error(
            "csv-syntax",
            Location(path, again[0].line),
            f"this row {_and_others(again, 'repeats', 'repeat')} the header row (two sheets pasted one under the "
            f"other?): delete {'them' if again[1:] else 'it'}, so that only the first row names the fields",
        )


def _check_widths(
    path: Path,
    header: _Row,
    names: list[str],
    body: list[_Row],
    row_schema: dict[str, Any],
    separator: str,
    findings: Findings,
) -> None:
    """Each row has a cell for each column. It may leave out unnamed columns at the end, or add empty cells
    there; and it may end before columns whose fields a row may leave out (a file saved by hand drops a row's
    trailing empty cells, as Python's csv and every sheet read it): those cells are empty. A row that ends
    before a field every row needs, or has a cell too many, is said: once for the rows of one width, and once
    at the header row when every row has the same other number. A row split by a decimal comma is said at it."""
    named = max((index + 1 for index, name in enumerate(names) if name), default=0)
    required = set(_required(row_schema))
    ragged = [
        row
        for row in body
        if any(cell.strip() for cell in row.cells[len(names) :])
        or any(name in required for name in names[len(row.cells) : named])
        or (len(row.cells) < named and _shifted(row, names, row_schema, separator))
    ]
    widths = {len(row.cells) for row in ragged}
    if (
        len(ragged) > 1
        and len(ragged) == len(body)
        and len(widths) == 1
        and not _splits(body, names, row_schema, separator)
    ):
        width = widths.pop()
        other = next(
            (sep for sep in SEPARATORS if sep != separator and _all_split_by(body, separator, sep, named)), None
        )
        said = (
            f"the header row's names are separated by {_named(separator)} and the rows' cells by {_named(other)}, "
            f"so each row reads as {width} cell{'s' if width > 1 else ''} under {named} columns: write the header "
            f"with {_named(other)}, as the rows are"
            if other
            else f"the header row names {named} columns and every row has {width} cells: a name too many or too "
            "few in the header"
        )
        findings.error("csv-syntax", Location(path, header.line), said)
        return
    broken = _broken_rows(ragged, named)
    halves = {id(half) for pair in broken for half in pair}
    ragged = [row for row in ragged if id(row) not in halves]
    by_column: dict[int, list[_Row]] = {}
    for row, _ in broken:  # a file exported with line breaks in one column unquoted: one finding
        by_column.setdefault(len(row.cells) - 1, []).append(row)
    for column, rows in by_column.items():
        findings.error(
            "csv-syntax",
            Location(path, *rows[0].places[column]),
            f"this row {_and_others(rows, 'stops', 'stop')} in column {_letter(column)} ('{names[column]}') and "
            "the line after carries on with the rest of the row: a line break in that cell without quotes around "
            'it; put the cell in quotes ("…"), or join the lines',
        )
    alike: dict[int, list[_Row]] = {}
    for row in ragged:
        split = _split(row, names, row_schema) if separator == "," else None
        if split is None and (text := _split_text(row, names, row_schema)) is not None:
            parts = len(row.cells) - len(names) + 1
            whole = separator.join(row.cells[text : text + parts])
            findings.error(
                "csv-syntax",
                Location(path, *row.places[text]),
                f"this row has {len(row.cells)} cells and the header row {named}: column {_letter(text)} "
                f"('{names[text]}') holds text with {_named(separator)} in it, '{whole}', which split it into "
                f'{parts} cells: put the cell in quotes ("…"), as a spreadsheet writes it',
            )
            continue
        if split is None:
            alike.setdefault(len(row.cells), []).append(row)
            continue
        findings.error(
            "csv-syntax",
            Location(path, *row.places[split]),
            f"this row has {len(row.cells)} cells and the header row {named}: column {_letter(split)} "
            f"('{names[split]}') holds {_split_number(row, split, names[split], _fields(row_schema))}",
        )
    for width, rows in alike.items():
        other = next(
            (sep for sep in SEPARATORS if sep != separator and _all_split_by(rows, separator, sep, named)), None
        )
        findings.error(
            "csv-syntax",
            Location(path, rows[0].line),
            f"this row {_and_others(rows)} {width} cell{'s' if width != 1 else ''} and the header row {named}: "
            + (
                f"its cells are separated by {_named(other)} and the header row's names by {_named(separator)}; "
                f"write the row with {_named(separator)}, as the header is"
                if other
                else "a cell missing, or a line break in a cell without quotes around it"
                if width < named
                else "a cell too many, or a cell holding the separator without quotes around it"
            ),
        )


def _shifted(row: _Row, names: list[str], row_schema: dict[str, Any], separator: str) -> bool:
    """Whether a row short of the header's columns holds a cell its column's number or truth cannot read: a cell
    left out before it moved the rest one column left (a pilot's text under its cost), which is the finding,
    not the cell's type."""
    fields = _fields(row_schema)
    for name, cell in zip(names, row.cells, strict=False):
        held = _kinds(fields.get(name))
        if not cell.strip() or "string" in held or not held & {"integer", "number", "boolean"}:
            continue
        if isinstance(_typed(cell.strip(), fields.get(name), separator == ";"), str):
            return True
    return False


def _broken_rows(ragged: list[_Row], named: int) -> list[tuple[_Row, _Row]]:
    """Pairs of rows, each short, the second on the line after the first ends, whose cells make one row when
    the first's last cell and the second's first are one: a line break typed in a cell without quotes."""
    pairs = []
    for row, rest in pairwise(ragged):
        if pairs and pairs[-1][1] is row:
            continue
        joined = len(row.cells) + len(rest.cells) - 1
        if len(row.cells) < named and joined == named and rest.line == row.places[-1][0] + 1:
            pairs.append((row, rest))
    return pairs


def _and_others(rows: list[_Row], one: str = "has", many: str = "have") -> str:
    """What follows "this row", the first of ``rows``, before its verb: ``one`` ('has') for one row; 'and the rows
    on lines 4 and 7 have' (``many``) for several (five lines at most)."""
    others = [str(row.line) for row in rows[1:]]
    if not others:
        return one
    if len(others) > SHOWN_LINES:
        others = [*others[: SHOWN_LINES - 1], f"{len(others) - SHOWN_LINES + 1} more"]
    listed = ", ".join(others[:-1]) + " and " + others[-1] if len(others) > 1 else others[0]
    return f"and the {'rows on lines' if len(rows) > 2 else 'row on line'} {listed} {many}"


def _splits(body: list[_Row], names: list[str], row_schema: dict[str, Any], separator: str) -> bool:
    """Whether a decimal comma splits a row of a ','-separated file (a row that is no sign of a header
    short of a name)."""
    return separator == "," and any(_split(row, names, row_schema, fractions=False) is not None for row in body)


def _split_number(row: _Row, index: int, name: str, fields: dict[str, Any]) -> str:
    """What to do about the number a comma split into the cells at ``index`` and after: write it with a point;
    in a field of whole numbers, without its thousands separator (1,500), or as a whole number (1,5)."""
    first, second = row.cells[index].strip(), row.cells[index + 1].strip()
    joined, point = f"{first},{second}", f"{first}.{second}"
    whole = "number" not in _kinds(fields.get(name))
    if THOUSANDS.fullmatch(joined):
        said = f"{first} and the next cell {second}, a number with a comma ({joined}) that splits it in two"
        if whole:
            return f"{said}: write it without its thousands separator ({first}{second})"
        return f"{said}: write it {first}{second} if the comma separates thousands, {point} if it is a decimal comma"
    said = f"{first} and the next cell {second}, a number with a decimal comma ({joined}) that the comma splits in two"
    if not whole:
        return f"{said}: write it with a point ({point}), or export with ';' between cells"
    low, high = math.floor(float(point)), math.ceil(float(point))
    return (
        f"{said}, in a column of whole numbers: write {low} or {high}, or, for {point}, declare {name} a number "
        f"({name}: {{type: number}}) and write it with a point ({point})"
    )


def _split_text(row: _Row, names: list[str], row_schema: dict[str, Any]) -> int | None:
    """The column of a text that the separator written in it split into cells (a sentence's commas in a file
    typed by hand, "Τρώω ψωμί, τυρί και ελιές"): the one text field whose next cells, one for each cell the row
    has too many, each start with the space a sentence puts after its comma, no other cell starting so."""
    extra = len(row.cells) - len(names)
    fields = _fields(row_schema)
    spaced = [index for index, cell in enumerate(row.cells) if cell[:1] == " " and cell.strip()]
    first = spaced[0] - 1 if spaced else -1
    if extra < 1 or spaced != list(range(first + 1, first + 1 + extra)) or first < 0 or first >= len(names):
        return None
    held = _kinds(fields.get(names[first]))
    return first if not held or "string" in held else None


def _split(row: _Row, names: list[str], row_schema: dict[str, Any], fractions: bool = True) -> int | None:
    """The column of a number that a decimal comma split into two cells in a ','-separated row one cell too
    wide (2,5 as 2 and 5): the one whose joining leaves every number and truth of the row readable as its
    type, a field of decimals before a field of whole numbers. With ``fractions``, a number with a fraction
    in a field of whole numbers (1,5) is split too (not when every row is one cell wider than the header: a
    name missing there is likelier than a fraction in every row)."""
    if len(row.cells) != len(names) + 1:
        return None
    fields = _fields(row_schema)
    kinds = [_kinds(fields.get(name)) for name in names]
    numbers = [
        index for index, held in enumerate(kinds) if held & {"integer", "number"} and not held & {"string", "array"}
    ]
    for index in sorted(numbers, key=lambda index: "number" not in kinds[index]):  # decimals first
        first, second = row.cells[index].strip(), row.cells[index + 1].strip()
        if not (INTEGER.fullmatch(first) and second.isdigit()):
            continue
        cells = [*row.cells[:index], f"{first},{second}", *row.cells[index + 2 :]]
        if all(
            not cell.strip()
            or "string" in held
            or not held & {"integer", "number", "boolean"}
            or not isinstance(_typed(cell.strip(), fields.get(name), True), str)
            or (fractions and column == index and "integer" in held)  # 1,5 in a column of whole numbers
            for column, (name, cell, held) in enumerate(zip(names, cells, kinds, strict=False))
        ):
            return index
    return None


def _rows(path: Path, lines: list[str], separator: str, findings: Findings) -> list[_Row] | None:
    """The file's rows that hold anything, each placed; None when the csv module cannot read one (said)."""
    reader = csv.reader(lines, delimiter=separator, strict=True)
    rows: list[_Row] = []
    whole, cells_read = True, 0
    while True:
        start = reader.line_num  # lines read before this row
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            whole = False
            findings.error(*_unreadable(str(exc), start + 1, reader.line_num, path))
            continue
        if not any(cell.strip() for cell in cells):
            continue  # an empty row: a trailing one, or a spacer
        cells_read += len(cells)
        if cells_read > YAML_VALUES:
            findings.error(
                "limit", Location(path, start + 1), f"this file holds more than {YAML_VALUES:,} cells, which pnp reads"
            )
            return None
        rows.append(_Row(start + 1, cells, _places("".join(lines[start : reader.line_num]), cells, start + 1)))
    return rows if whole else None


def _unreadable(error: str, line: int, last: int, path: Path) -> tuple[str, Location, str]:
    """The finding for a row the csv module cannot read (``error``), which starts on ``line``."""
    if "field larger than field limit" in error:
        return (
            "limit",
            Location(path, line),
            f"a cell of this row holds more than {csv.field_size_limit():,} characters, more than pnp reads in one",
        )
    if "unexpected end of data" in error:
        message = (
            f"a quote opened in the row on line {line} is never closed (the file ends inside it, line {last}): "
            'close the cell\'s quotes, and write a quote inside a quoted cell twice ("")'
        )
    elif "expected after" in error:
        message = (
            f"text follows a cell's closing quote on line {last}: a quote inside a quoted cell is written twice "
            '("He said ""no"""), or the whole cell goes in quotes'
        )
    else:
        message = f"this row cannot be read as CSV ({error})"
    return "csv-syntax", Location(path, line), message


def _places(raw: str, cells: list[str], line: int) -> list[tuple[int, int]]:
    """Where each cell of a row starts in its text ``raw`` (which starts on ``line``). A quoted cell is written
    as its text with each quote doubled, between quotes (the csv module's strict reading allows nothing
    else), an unquoted cell as its text: so each start follows from the cells before it."""
    places, at = [], 0
    for cell in cells:
        quoted = raw.startswith('"', at)
        before = raw[:at]
        breaks = before.count("\n") + before.count("\r") - before.count("\r\n")
        places.append((line + breaks, at - max(before.rfind("\n"), before.rfind("\r"))))
        at += (len(cell) + cell.count('"') + 2 if quoted else len(cell)) + 1  # and its separator
    return places


def _check_header(
    path: Path,
    header: _Row,
    names: list[str],
    body: list[_Row],
    row_schema: dict[str, Any],
    what: str,
    findings: Findings,
) -> None:
    """The header row names each column once, each a field a row may have, and every field each row needs."""
    fields = _fields(row_schema)
    closed = row_schema.get("additionalProperties") is False
    first: dict[str, int] = {}
    unknown: dict[str, Location] = {}
    twice: list[tuple[str, int, Location]] = []  # a column named as one before it: (its name, its index, where)
    nameless = False
    for index, name in enumerate(names):
        where = Location(path, *header.places[index])
        if not name:
            filled = next((row for row in body if index < len(row.cells) and row.cells[index].strip()), None)
            if filled:
                nameless = True
                findings.error(
                    "csv-syntax",
                    where,
                    f"column {index + 1} has no name in the header row, but the row on line {filled.line} fills "
                    f"it: name the field it holds, or empty the column",
                )
        elif name in first:
            twice.append((name, index, where))
        elif closed and name not in fields:
            unknown.setdefault(name, where)
        elif unheld := _unheld(fields.get(name)):
            findings.error(
                "schema",
                where,
                f"header row: '{name}' holds {unheld}, which a spreadsheet cell cannot: keep this source in YAML",
            )
        first.setdefault(name, index)
    meant = {_meant(name, fields, names) for name in unknown}  # misspelt: said as unknown
    missing = [
        name
        for name in (_required(row_schema) if not nameless else [])  # else one of them, maybe
        if name not in first and name not in meant
    ]
    strays = [name for name in unknown if not _meant(name, fields, names)]
    # 'price' for 'cost': one cause. A list kept by hand lacks its ids: its one strange column is another field
    # renamed ('greek' for 'title'), and the missing id is a cause of its own.
    named = missing if len(missing) == 1 else [name for name in missing if name != "id"]
    renamed = named[0] if len(named) == len(strays) == 1 else None
    held = missing[0] if len(missing) == len(twice) == 1 and not strays else None  # 'title' twice, 'answer' gone
    for name, index, where in twice:
        hint = (
            f"; no column is named '{held}', which every {what} needs: if column {index + 1} holds it, name it {held}"
            if held
            else f"; a {what} has one '{name}': name each column once"
        )
        findings.error(
            "csv-syntax",
            where,
            f"header row: column '{name}' is named twice (columns {first[name] + 1} and {index + 1}){hint}",
        )
    for name, where in unknown.items():
        hint = f"; did you mean '{meant_field}'?" if (meant_field := _meant(name, fields, names)) else ""
        if not hint and name.casefold() in COPIES_WORDS and "count" in fields and "count" not in first:
            hint = f"; the copies of each {what} are its 'count' column: rename it count"
        elif not hint and renamed:
            hint = f"; no column is named '{renamed}', which every {what} needs: if this one holds it, rename it"
        elif not hint:
            notes = "; a column of notes for yourself is named 'notes' (never printed)" if "notes" in fields else ""
            hint = f"; the columns a {what} takes: {', '.join(natural_order(fields))}{notes}"
        findings.error("unknown-key", where, f"header row: unknown column '{name}'{hint}")  # a sheet has no keys
    for name in (name for name in missing if name not in (renamed, held)):
        findings.error(
            "schema",
            Location(path, header.line),
            f"header row: no '{name}' column, which every {what} needs{MISSING_COLUMN_HINTS.get(name, '')}",
        )


COPIES_WORDS = frozenset({"copies", "qty", "quantity"})  # a spreadsheet's words for how many of a card print
# What to put in a column every entry needs that a sheet kept by hand seldom has (a teacher's list of questions
# and answers): the finding says what its cells hold, not only its name.
MISSING_COLUMN_HINTS = {
    "id": (
        ": add a column named id and give each row a short name no other row has, in lower-case letters, digits "
        "and hyphens (1, 2, 3 … down the column will do)"
    ),
    "title": ": add a column named title: what each one is called (on a flashcard, its question)",
}


def _meant(name: str, fields: dict[str, Any], columns: Collection[str]) -> str:
    """The field a header name misspells: the same name in other capitals ('ID', 'Title': a sheet's header
    written as a heading), else the closest that no other column of the header names (a dice table's 'r13' is
    a slip of its missing 'r11', not of the 'r3' it has); empty when none is close."""
    same = [field for field in fields if field.casefold() == name.casefold()]
    return same[0] if same else did_you_mean(name, sorted(set(fields) - set(columns)), "{}")


def _required(row_schema: dict[str, Any]) -> list[str]:
    """The fields every row needs."""
    required = row_schema.get("required")
    return required if isinstance(required, list) else []


def _fields(row_schema: dict[str, Any]) -> dict[str, Any]:
    """The schema of each field a row may have (none known when the schema gives none)."""
    fields = row_schema.get("properties")
    return fields if isinstance(fields, dict) else {}


def _unheld(field: Any) -> str:
    """What a field holds that a cell cannot (mappings, lists of lists); empty when a cell can hold it."""
    kinds = _kinds(field)
    if "object" in kinds:
        return "a mapping"
    if "array" in kinds and _kinds(field.get("items")) & {"object", "array"}:
        return "a list of mappings or lists"
    return ""


def _kinds(field: Any) -> set[str]:
    kinds = field.get("type") if isinstance(field, dict) else None
    return {kinds} if isinstance(kinds, str) else set(kinds) if isinstance(kinds, list) else set()


def _entry(path: Path, row: _Row, names: list[str], row_schema: dict[str, Any], decimal_comma: bool) -> LocatedDict:
    """One row as a mapping of its filled cells, each at its line and column."""
    fields = _fields(row_schema)
    entry = LocatedDict()
    entry.loc = Location(path, row.line)
    entry.key_lines, entry.key_columns, entry.block_starts, entry.blank_cells = {}, {}, {}, {}
    for name, cell, (line, column) in zip(names, row.cells, row.places, strict=False):  # the named ones
        cell = cell.replace("\r\n", "\n").replace("\r", "\n")  # a line break in a cell, as in a YAML | block
        if not name:
            continue  # a column the header does not name
        if not cell.strip():  # an empty cell: the field is not given (a required one is said at the cell)
            entry.blank_cells[name] = Location(path, line, column)
            continue
        value = cell.strip()
        entry[name] = _typed(value, fields.get(name), decimal_comma)
        entry.key_lines[name], entry.key_columns[name] = line, column
        if isinstance(entry[name], str):  # the line of each line of its text (pnp.core.yamlio.line_of_text)
            entry.block_starts[name] = line + cell[: len(cell) - len(cell.lstrip())].count("\n")
    return entry


def _typed(text: str, field: Any, decimal_comma: bool) -> Any:
    """A cell's value as its field declares it, when the cell is written as one; else its text (which the
    schema check then refuses, at the cell, if the field wants another type)."""
    if not isinstance(field, dict):
        return text
    choices = [*(field.get("enum") or []), *([field["const"]] if "const" in field else [])]
    for choice in choices:
        if not isinstance(choice, str) and _written(choice) == text.casefold():
            return choice
    kinds = _kinds(field)
    if "array" in kinds:
        items = [part.strip() for part in text.split(LIST_SEPARATOR)]
        return [_typed(item, field.get("items"), decimal_comma) for item in items if item]
    if kinds & {"integer", "number"} and INTEGER.fullmatch(text):
        return int(text)
    number = text.replace(",", ".") if decimal_comma and DECIMAL_COMMA.fullmatch(text) else text
    if "integer" in kinds and WHOLE.fullmatch(number):
        return int(number.partition(".")[0])
    if "number" in kinds and NUMBER.fullmatch(number):
        return float(number)
    if "boolean" in kinds and text.casefold() in TRUTHS:
        return TRUTHS[text.casefold()]
    return text


def _written(value: Any) -> str:
    """How a cell writes a non-text value: true, false, 3, 2.5."""
    return str(value).lower() if isinstance(value, bool) else str(value).casefold()

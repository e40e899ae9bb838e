"""Tables in rule text that Markdown does not read as tables, or reads with cells left out.

A table is a header row, a separator row (``|---|---|``) with as many columns, and rows. Lines
written like table rows (``| … |``) that are not one would print as a paragraph of pipes; a row
with more cells than its header loses the extra ones, and rows that all have fewer leave its last
columns heading nothing. Each is one finding at the table's first line or the row's (as written in the
source, or the section's ``text:`` line when Jinja wrote it).
"""

from __future__ import annotations

import re

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

SEPARATOR = re.compile(r"^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$")


def check_tables(section: LocatedDict, body: str, findings: Findings) -> None:
    """Report each run of table-like lines of ``body`` (the section's text as evaluated) that is no table."""
    label = f"section '{section.get('id')}'"
    for rows in _row_runs(body.splitlines()):
        header, separator = _cells(rows[0]), rows[1] if len(rows) > 1 else ""
        where = section.line_of_text("text", rows[0])
        if not SEPARATOR.match(separator):
            findings.error(
                "table-syntax",
                where,
                f"{label}: '{_short(rows[0])}' starts a table, but the line under it is no separator row, so it "
                f"would print as text with its pipes: put '{_separator(len(header))}' under the header",
            )
        elif len(_cells(separator)) != len(header):
            findings.error(
                "table-syntax",
                where,
                f"{label}: the table's header has {len(header)} column(s) but its separator row "
                f"{len(_cells(separator))}, so it would print as text with its pipes: give both the same columns",
            )
        else:
            _rows_unlike_header(rows[2:], header, section, label, findings)


def _rows_unlike_header(
    rows: list[str], header: list[str], section: LocatedDict, label: str, findings: Findings
) -> None:
    """A row with more cells than the header loses the extra ones (an error, at the first such row). Rows with
    fewer print their cells from the left, so a cell left out in the middle moves the ones after it under the
    wrong heading: when no row reaches the header's last columns, which then head nothing (a row a Jinja loop
    writes without one of its cells), a warning at the first row. Some rows that leave a last column empty
    (notes for a few of them) are meant."""
    wider = next((row for row in rows if len(_cells(row)) > len(header)), None)
    if wider is not None:
        findings.error(
            "table-syntax",
            section.line_of_text("text", wider),
            f"{label}: the row '{_short(wider)}' has {len(_cells(wider))} cells but the header "
            f"{len(header)}; the cells beyond the header's would not print: add a column to the header "
            "and the separator, or join the cells",
        )
    widest = max((len(_cells(row)) for row in rows), default=len(header))
    if widest < len(header):
        empty = ", ".join(f"'{cell.strip()}'" for cell in header[widest:])
        findings.warning(
            "table-syntax",
            section.line_of_text("text", rows[0]),
            f"{label}: no row of the table reaches its column {empty}: its rows have {widest} cells"
            f"{'' if len({len(_cells(row)) for row in rows}) == 1 else ' at most'}, the header "
            f"{len(header)}, and print their cells from the left, so a cell left out moves those after it under "
            "the wrong heading: write each cell (an empty one as '| |'), or take the column out of the header",
        )


def _row_runs(lines: list[str]):
    """Each run of consecutive lines written as table rows, stripped (a paragraph's lines, a table's)."""
    run: list[str] = []
    for line in [*lines, ""]:
        stripped = line.strip()
        if stripped.startswith("|") and stripped.count("|") >= 2:
            run.append(stripped)
        elif run:
            yield run
            run = []


def _cells(row: str) -> list[str]:
    inner = row.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return re.split(r"(?<!\\)\|", inner)


def _separator(columns: int) -> str:
    return "|" + "---|" * max(columns, 1)


def _short(row: str) -> str:
    return row if len(row) <= 40 else row[:39] + "…"

"""Ids written as names: a source whose entries write their ids with capitals or symbols, a periodic table's `H`,
`He`, `Na+` in its id column where `h`, `he`, `na-plus` are meant. Each row's id is refused all the same, but the
slip is one habit, not one per row: said once, at the column (a spreadsheet's header cell) or at the first such
id (a YAML source), naming how many rows write one and what to write instead."""

from __future__ import annotations

import re
from typing import Any

from pnp.core.datafile import builtin_schema
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedDict
from pnp.load.set_rows import as_slug

ID = re.compile(builtin_schema("item")["id"]["pattern"])
TOGETHER = 3  # so many ids written as names are one habit (or every entry's, two at least)
SHOWN = 3  # ids quoted in the finding


def ids_written_as_names(entries: list[Any], column: Location | None, plural: str, findings: Findings) -> set[int]:
    """Said once when many of ``entries`` (or all, two at least) write an id with capitals or symbols: at
    ``column`` (a spreadsheet's id column), else at the first of them. The ``id()`` of the entries it speaks for,
    whose own id findings it stands for; none when the ids so written are too few to be one slip."""
    wrong = [
        entry
        for entry in entries
        if isinstance(entry, LocatedDict) and isinstance(entry.get("id"), str) and not ID.fullmatch(entry["id"])
    ]
    if len(wrong) < TOGETHER and not (len(wrong) == len(entries) >= 2):
        return set()
    ids = [str(entry["id"]) for entry in wrong]
    more = ", …" if len(ids) > SHOWN else ""
    shown = ", ".join(ids[:SHOWN]) + more
    meant = ", ".join(as_slug(one) or "…" for one in ids[:SHOWN]) + more
    holder = next((key for key in wrong[0] if key != "id" and all(e.get(key) == e["id"] for e in wrong)), None)
    kept = f" ({holder}: holds each already)" if holder else "" if "title" in wrong[0] else f" (title: {ids[0]})"
    first = wrong[0].line_of("id")
    where = first if column is None else Location(column.file, column.line, first.column)
    many = f"all {len(wrong)}" if len(wrong) == len(entries) else f"{len(wrong)} of the {len(entries)}"
    findings.error(
        "schema",
        where,
        f"id: {many} {plural} write their id with capitals or symbols ({shown}): an id is lower-case letters, "
        f"digits and hyphens; write {meant}, and keep {ids[0]} and the rest in a field of their own{kept}",
    )
    return {id(entry) for entry in wrong}

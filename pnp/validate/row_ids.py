"""A data table's row whose ``id:`` is misspelt, told at that id rather than at every entry that looks it up.

``- {id: foxs, name: River Foxes}`` in teams.yaml while sixteen players write ``team: foxes``: each lookup of
'foxes' (``data.teams | by_id(card.team)``) failed, "no row of teams has id 'foxes'; did you mean 'foxs'?", the fix
pointed at the sixteen places that are right, and the checks over each team (``each: "data.teams"``) found no
player of 'foxs'. When no entry writes a row's id, and a field whose other values are ids of the table writes one
value that no row has, a slip of that id alone, the id is the slip: one finding at its line. The lookups of that
value and the checks over that row wait for it (pnp.core.filters.said_at_id): one cause, one finding.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pnp.core.findings import Findings, Location, listed_lines
from pnp.core.suggest import is_slip
from pnp.core.yamlio import LocatedDict, strings_in
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

# Checks run in the order of their names: this one before "declared", whose each: items pass over a row said here.


MANY = 2  # places writing the value for the row's id to be the slip: one place alone is as likely the slip itself


@model_check("data-row-ids")
def say_misspelt_row_ids(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """One finding at each row's ``id:`` that the entries write misspelt, all alike."""
    entries = [entry for component in game.components for entry in component.entries if isinstance(entry, Mapping)]
    in_entries = set(strings_in([dict(entry) for entry in entries]))
    for name, table in game.data.items():
        rows = [row for row in table if isinstance(row, LocatedDict) and isinstance(row.get("id"), str)]
        written = in_entries | set(strings_in([other for key, other in game.data.items() if key != name]))
        for row, value, places in _misspelt(rows, entries, written):
            findings.error(
                "expression",
                row.line_of("id"),
                f"id: no entry writes '{row['id']}'; {len(places)} write '{value}', which no row of {name} has "
                f"({_listed(places)}): did you mean id: {value}?",
            )


def _misspelt(
    rows: list[LocatedDict], entries: list[Mapping[str, Any]], written: set[str]
) -> Iterable[tuple[LocatedDict, str, list[Location]]]:
    """Each row no entry writes the id of, with the one value the entries write for it and where they write it."""
    ids = [row["id"] for row in rows]
    unwritten = {row["id"]: row for row in rows if row["id"] not in written}
    if not unwritten or len(unwritten) == len(rows):  # no other row's id written: the entries name other things
        return
    found: dict[str, dict[str, list[Location]]] = {}  # each unwritten id: the values written for it, where
    for values in _values_by_field(entries).values():
        strays = [value for value in values if value not in ids]
        if len(strays) != 1 or len(values) == 1:  # the field writes the table's other ids, and one value more
            continue
        meant = [row_id for row_id in ids if is_slip(strays[0], row_id)]
        if len(meant) == 1 and meant[0] in unwritten:
            found.setdefault(meant[0], {}).setdefault(strays[0], []).extend(values[strays[0]])
    for row_id, values in found.items():
        if len(values) == 1:  # every reader writes the same value
            ((value, places),) = values.items()
            places = list(dict.fromkeys(places))  # the entries one row of a set makes: one place
            if len(places) >= MANY:
                yield unwritten[row_id], value, places


def _listed(places: list[Location]) -> str:
    """'players.csv:17–31; runners.yaml:8'."""
    by_file: dict[str, list[int]] = {}
    for place in places:
        by_file.setdefault(place.file.name, []).append(place.line)
    return "; ".join(f"{file}:{listed_lines(sorted(set(lines)))}" for file, lines in by_file.items())


def _values_by_field(entries: list[Mapping[str, Any]]) -> dict[str, dict[str, list[Location]]]:
    """Each field's text values, each with the places that write it."""
    fields: dict[str, dict[str, list[Location]]] = {}
    for entry in entries:
        for field, value in entry.items():
            if isinstance(value, str) and isinstance(entry, LocatedDict) and entry.loc is not None:
                fields.setdefault(str(field), {}).setdefault(value, []).append(entry.line_of(str(field)))
    return fields

"""A misspelt value in a field's ``enum:`` (game.yaml), told there rather than at every entry that writes it right.

``w: {enum: [river, meadow, raod]}`` beside ``n: {enum: [river, meadow, road]}``: every tile whose west edge is a
road is refused, and each would be told "'road' is not one of: river, meadow, raod; did you mean 'raod'?", the
fix pointed at the entries that are right. When no entry writes the option (``raod``), entries write a value near
it (``road``) and another field of the component takes that value, the option is the slip: one finding at its
line in game.yaml names the value the entries write. So it is when two entries or more write that value
(``period: {enum: [early, mid, lat]}`` of twelve Late War cards): one option misspelt, not the same slip twelve times.

An ``enum:`` made too narrow (``suit: {enum: [sun]}`` with ``moon`` taken out, that ten cards write) is the same:
a value several entries write, near no option, is one finding at the ``enum:``, saying how many write it and where
(the cards one row of a generated source's set makes: that row, once).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnp.core.findings import Location, listed_lines
from pnp.core.plural import plural_of
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, LocatedList


def misspelt_options(spec: Mapping[str, Any], entries: list[Any], singular: str) -> dict[tuple[str, str], Any]:
    """Each (field, value written) whose refusals an option misspelt in the field's ``enum:`` explains, with
    that option's finding (its location and message) to say in their place."""
    fields = spec.get("fields")
    groups = enum_groups(spec)
    found: dict[tuple[str, str], tuple[Location, str]] = {}
    for names, options in groups:
        options = [option for option in options if isinstance(option, str)]
        written = [entry.get(name) for name in names for entry in entries if isinstance(entry, Mapping)]
        taken_elsewhere = {option for others, its in groups if others != names for option in its}
        for index, option in enumerate(options):
            if option in written:
                continue
            texts = dict.fromkeys(value for value in written if isinstance(value, str))  # not a list written there
            near = [value for value in texts if value not in options]
            meant = [
                value
                for value in near
                if did_you_mean(value, [option]) and (value in taken_elsewhere or _many_write(value, option, written))
            ]
            if len(meant) != 1:
                continue
            value, count = meant[0], written.count(meant[0])
            enum = fields[names[0]]["enum"]
            where = enum.line_of(index) if isinstance(enum, LocatedList) else _line(fields[names[0]], "enum")
            times = "once" if count == 1 else f"{count} times"
            elsewhere = ", which the component's other fields take," if value in taken_elsewhere else ""
            finding = (
                where,
                f"fields: {', '.join(names)}: enum: '{option}' is written by no {singular}, and '{value}'{elsewhere} "
                f"is written {times}: did you mean '{value}'?",
            )
            found |= {(name, value): finding for name in names}
    return found


def narrow_enums(spec: Mapping[str, Any], entries: list[Any], singular: str) -> dict[tuple[str, str], Any]:
    """Each (field, value written) that two entries or more write and the field's ``enum:`` lacks, near none of
    its options (a value taken out of the list, not misspelt in the entries), with its one finding at the enum:
    its location and message. Fields that share one enum (``r2: &outcome {enum: […]}``, ``r3: *outcome`` …: a
    dice table's columns) are one list to fix, told once for the entries of them all."""
    found: dict[tuple[str, str], tuple[Location | None, str]] = {}
    for names, options in enum_groups(spec):
        places: dict[str, dict[int, Location | None]] = {}  # each value lacking: the entries writing it, where
        for name in names:
            for entry in entries:
                value = entry.get(name) if isinstance(entry, Mapping) else None
                if isinstance(value, str) and value not in options:
                    places.setdefault(value, {}).setdefault(id(entry), _line(entry, name))
        for value, writers in places.items():
            where = list(writers.values())
            if len(where) < 2 or did_you_mean(value, [str(option) for option in options]):
                continue
            known = list(dict.fromkeys(loc for loc in where if loc is not None))  # a set's row: one place
            files = {loc.file for loc in known}
            lines = (
                f" ({known[0].file.name}:{listed_lines(sorted(loc.line for loc in known))})" if len(files) == 1 else ""
            )
            listed = ", ".join(str(option) for option in options)
            one_row = len(known) == 1 and len(where) > 1  # the cards one row of a generated source's set makes
            finding = (
                _line(spec["fields"][names[0]], "enum"),
                f"fields: {', '.join(names)}: enum: [{listed}] lacks '{value}', which {len(where)} "
                f"{plural_of(singular, 'en')} write{', all made by one row of its sets' if one_row else ''}{lines}: "
                f"add it to the list, or write one of its values {'in that row' if one_row else 'in those entries'}",
            )
            found |= {(name, value): finding for name in names}
    return found


def _many_write(value: str, option: str, written: list[Any]) -> bool:
    """Whether two entries or more write ``value`` in other letters than ``option`` (``late`` for ``lat``): the
    option is then misspelt. Another case alone (a spreadsheet's dropdown filling ``Sun`` down for ``sun``) is the
    entries' slip, said at the first of them."""
    return written.count(value) >= 2 and value.casefold() != option.casefold()


def enum_groups(spec: Mapping[str, Any]) -> list[tuple[list[str], list[Any]]]:
    """The ``enum:`` lists of ``spec``'s ``fields:``, each with the fields that take it: one list that a YAML
    anchor gives several fields is one group."""
    fields = spec.get("fields")
    if not isinstance(fields, Mapping):
        return []
    groups: dict[int, tuple[list[str], list[Any]]] = {}
    for name, schema in fields.items():
        if isinstance(schema, Mapping) and isinstance(schema.get("enum"), list):
            groups.setdefault(id(schema["enum"]), ([], list(schema["enum"])))[0].append(name)
    return list(groups.values())


def _line(mapping: Any, key: str) -> Location | None:
    return mapping.line_of(key) if isinstance(mapping, LocatedDict) else None

"""A misspelt value in a field's ``enum:`` (game.yaml), told there rather than at every entry that writes it right.

``w: {enum: [river, meadow, raod]}`` beside ``n: {enum: [river, meadow, road]}``: every tile whose west edge is a
road is refused, and each would be told "'road' is not one of: river, meadow, raod; did you mean 'raod'?", the
fix pointed at the entries that are right. When no entry writes the option (``raod``), entries write a value near
it (``road``) and another field of the component takes that value, the option is the slip: one finding at its
line in game.yaml names the value the entries write.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnp.core.findings import Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, LocatedList


def misspelt_options(spec: Mapping[str, Any], entries: list[Any], singular: str) -> dict[tuple[str, str], Any]:
    """Each (field, value written) whose refusals an option misspelt in the field's ``enum:`` explains, with
    that option's finding (its location and message) to say in their place."""
    fields = spec.get("fields")
    if not isinstance(fields, Mapping):
        return {}
    enums = {
        name: [option for option in schema["enum"] if isinstance(option, str)]
        for name, schema in fields.items()
        if isinstance(schema, Mapping) and isinstance(schema.get("enum"), list)
    }
    found: dict[tuple[str, str], tuple[Location, str]] = {}
    for name, options in enums.items():
        written = [entry.get(name) for entry in entries if isinstance(entry, Mapping)]
        taken_elsewhere = {option for other, its in enums.items() if other != name for option in its}
        for index, option in enumerate(options):
            if option in written:
                continue
            texts = dict.fromkeys(value for value in written if isinstance(value, str))  # not a list written there
            near = [value for value in texts if value not in options]
            meant = [value for value in near if value in taken_elsewhere and did_you_mean(value, [option])]
            if len(meant) != 1:
                continue
            value, count = meant[0], written.count(meant[0])
            enum = fields[name]["enum"]
            where = enum.line_of(index) if isinstance(enum, LocatedList) else _line(fields[name], "enum")
            times = "once" if count == 1 else f"{count} times"
            found[(name, value)] = (
                where,
                f"fields: {name}: enum: '{option}' is written by no {singular}, and '{value}', which the "
                f"component's other fields take, is written {times}: did you mean '{value}'?",
            )
    return found


def _line(mapping: Any, key: str) -> Location | None:
    return mapping.line_of(key) if isinstance(mapping, LocatedDict) else None

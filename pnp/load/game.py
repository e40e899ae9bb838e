"""A game's manifest (game.yaml) and its data tables; components are loaded by their kinds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnp.core import fastschema, ownschema, schema, words
from pnp.core.datafile import builtin_schema
from pnp.core.findings import Findings, Location
from pnp.core.papers import papers_meant, papers_schema
from pnp.core.workspace import Workspace
from pnp.core.yamlio import LocatedDict, LocatedList
from pnp.load.fields import check_fields
from pnp.load.legend import load_legend
from pnp.load.sources import read_source, read_yaml, report_duplicate_ids, source_path
from pnp.model import Game

KEPT_WHEN_BROKEN = frozenset({"title", "components", "data", "checks"})  # each entry of these is judged on its own


def load_manifest(
    workspace: Workspace,
    slug: str,
    findings: Findings,
    component_schema: dict[str, Any],
    entry_fields: Mapping[str, Mapping[str, Any]],
) -> Game | None:
    """``content/<slug>/game.yaml`` and its data tables; None when the manifest is unusable.

    ``component_schema`` describes one entry of ``components:``, ``entry_fields`` the fields each kind's entries
    have of their own; the registered component kinds provide them, so this module knows no kind by name.
    """
    root = workspace.game_dir(slug)
    path = root / "game.yaml"
    manifest = read_yaml(path, findings)
    if manifest is None:
        return None
    if not isinstance(manifest, LocatedDict):
        findings.error("schema", Location(path), "game.yaml must be a mapping (title:, components:, ...)")
        return None
    full = manifest_schema(component_schema)
    _fields_indented_too_little(manifest, full, findings)
    fields_slipped = check_fields(manifest, entry_fields, findings)
    valid = schema.check(manifest, full, findings, Location(path), "game.yaml")
    if not valid and not (isinstance(manifest.get("title"), str) and isinstance(manifest.get("components"), list)):
        return None
    made_for = papers_meant(manifest.get("papers"))
    if not valid:  # a value said above is left unwritten: what prints it (a title block's players:) takes no other
        manifest.refused = frozenset(schema.broken_keys(manifest, full) - KEPT_WHEN_BROKEN)
        for key in manifest.refused:
            del manifest[key]
    # what templates read of game.yaml: a template two editions share may pick its words by game.language
    manifest.setdefault("language", words.DEFAULT_LANGUAGE)
    _check_players(manifest, findings)
    game = Game(slug=slug, root=root, manifest=manifest, fields_slipped=fields_slipped, papers=made_for)
    if isinstance(manifest.get("limits"), dict):
        game.limits = game.limits.raised(manifest["limits"])
    game.doubled = {
        spec["id"] for spec in report_duplicate_ids(manifest.get("components") or [], findings, "component")
    }
    report_duplicate_ids(manifest.get("checks") or [], findings, "check")
    game.data.refused = not isinstance(manifest.get("data", []), list)  # said by the schema: no table is known
    if game.data.refused:
        game.unreadable.add(path)  # the checks wait, as for a table that cannot be read
    for spec in manifest.get("data", []) if not game.data.refused else []:
        if isinstance(spec, LocatedDict) and {"id", "source"} <= spec.keys() and isinstance(spec["source"], str):
            if _schema_slips(spec.get("schema"), spec, findings, f"data '{spec['id']}': schema"):
                game.data.broken.add(spec["id"])  # its rows cannot be checked: what reads it waits
                continue
            items = _load_data(game, spec, findings)
            if items is not None:
                game.data[spec["id"]] = items
                continue
        else:  # a table its schema finding says is broken: the checks wait, as for one that cannot be read
            game.unreadable.add(path)
        if isinstance(spec, LocatedDict) and isinstance(spec.get("id"), str):
            game.data.broken.add(spec["id"])  # what reads it waits too
    game.legend = load_legend(game, findings)
    return game


def _fields_indented_too_little(manifest: LocatedDict, checked: dict[str, Any], findings: Findings) -> None:
    """A key of a component written after its ``fields:`` that is no component's key and reads as a field
    (``power: {type: integer}``) is a field of ``fields:`` indented too little: one finding at it, and it is read
    as the field it was meant to be, so that the entries that write it, and an emptied ``fields:``, say nothing
    more."""
    allowed = _component_keys(checked["$defs"]["component"])
    field = {**checked["$defs"]["field"], "$defs": checked["$defs"]}
    for spec in manifest.get("components") or []:
        if not isinstance(spec, LocatedDict) or "fields" not in spec:
            continue
        fields, below = spec["fields"], spec.line_of("fields").line
        if not (fields is None or isinstance(fields, LocatedDict)):
            continue
        strays = [
            key
            for key, value in spec.items()
            if key not in allowed and spec.line_of(key).line > below and value and fastschema.valid(value, field)
        ]
        if not strays:
            continue
        if fields is None:  # every field indented too little: fields: read as empty
            fields = spec["fields"] = LocatedDict()
            fields.loc, fields.key_lines, fields.block_starts = spec.line_of("fields"), {}, {}
        lined_up = f", lined up with {next(iter(fields))}:" if fields else ", two spaces further in"
        for key in strays:
            fields[key] = spec.pop(key)
            fields.key_lines[key] = spec.key_lines[key]
        named = " and ".join(f"{key}:" for key in strays)
        findings.error(
            "unknown-key",
            spec.line_of(strays[0]),
            f"component '{spec.get('id')}': {named} {'looks' if len(strays) == 1 else 'look'} like a field of its "
            f"fields: (line {below}) indented too little; indent {'it' if len(strays) == 1 else 'them'} under "
            f"fields:{lined_up}",
        )


def _component_keys(component: dict[str, Any]) -> set[str]:
    """The keys a component of any kind may have in game.yaml."""
    return {*component["properties"], *(key for rule in component["allOf"] for key in rule["then"]["properties"])}


def _schema_slips(value: Any, parent: LocatedDict, findings: Findings, what: str) -> bool:
    """Say each slip in ``value``, a data table's JSON Schema (game.yaml's schema takes any mapping there, so a
    misspelt keyword at its top is found here too); True when any."""
    slips = list(ownschema.slips(value, parent.line_of("schema"), own_keywords=True)) if value is not None else []
    for where, message in slips:
        findings.error("schema", where, f"{what}: {message}")
    return bool(slips)


# game.yaml's words a title block, a footer or a back cover prints: one its schema refuses is left out once said
def _check_players(manifest: LocatedDict, findings: Findings) -> None:
    """players: {min: 10, max: 2} printed 'for 10 to 2 players' on the box and in the rules."""
    players = manifest.get("players")
    if isinstance(players, LocatedDict) and isinstance(players.get("min"), int) and isinstance(players.get("max"), int):
        low, high = players["min"], players["max"]
        if low > high:
            findings.error(
                "schema",
                players.line_of("min"),
                f"players: min {low} is more than max {high}, so the box and the rules would say '{low}–{high} "
                f"players': write the fewest first (min: {high}, max: {low})",
            )


def manifest_schema(component_schema: dict[str, Any]) -> dict[str, Any]:
    """The schema game.yaml is checked against: the built-in one with every registered component kind."""
    result = {**builtin_schema("game")}
    # its words' keys and its languages are pnp.core.words', its papers pnp.core.papers'
    result["properties"] = {
        **result["properties"],
        "words": words.schema(),
        "language": words.language_schema(),
        "papers": papers_schema(),
    }
    result["$defs"] = {**result["$defs"], "component": component_schema}
    return result


def data_schema(spec: LocatedDict) -> dict[str, Any]:
    """The schema of a data table: a list of items of its declared schema."""
    return {"type": "array", "items": spec.get("schema") or {}}


def data_row_name(table: str, row: Any, line: int) -> str:
    """A data table's row as its findings name it: by its id ("terrain item 'forest'"), else by ``line``, the
    line it starts on, as the designer sees it in the file ("win item on line 4"), not by its index in the list."""
    ident = row.get("id") if isinstance(row, dict) else None
    if isinstance(ident, (str, int)) and not isinstance(ident, bool):
        return f"{table} item '{ident}'"
    return f"{table} item on line {line}"


def _load_data(game: Game, spec: LocatedDict, findings: Findings) -> LocatedList | None:
    path = source_path(game, spec, findings)
    items = read_source(path, findings, game, spec.get("schema") or {}, f"{spec['id']} item") if path else None
    if items is None:
        return None
    if not isinstance(items, LocatedList):
        findings.error("schema", Location(path), f"data '{spec['id']}' must be a YAML list")
        game.unreadable.add(path)
        return None
    rows_valid = [
        schema.check(
            row,
            spec["schema"],
            findings,
            items.line_of(index),
            data_row_name(spec["id"], row, items.line_of(index).line),
        )
        for index, row in enumerate(items)
        if spec.get("schema")
    ]
    if not all(rows_valid):
        return None  # its rows' findings say why; what reads the table waits rather than misreading the row
    if any(getattr(row, "doubled", None) for row in items):
        return None  # a key written twice in a row: its yaml-duplicate-key finding
    if report_duplicate_ids(items, findings, f"{spec['id']} item"):
        return None  # a row copied with its id: its duplicate-id finding; what reads the table waits for the fix
    _mark_optional(items, spec.get("schema"))
    return items


def _mark_optional(rows: LocatedList, schema: Any) -> None:
    """Tell each row the keys its table's ``schema:`` declares, does not require, and some row leaves out: one that
    reads such a key of a row without it is told to read it as optional (``loop.item.get('role')``), not only that
    the row has no such field."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return
    required = schema.get("required") if isinstance(schema.get("required"), list) else []
    written = [row for row in rows if isinstance(row, dict)]
    left_out = {str(key) for key in properties if any(key not in row for row in written)}
    optional = frozenset(left_out - {str(key) for key in required})
    for row in rows:
        if isinstance(row, LocatedDict):
            row.optional = optional

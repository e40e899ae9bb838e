"""A component's ``fields:`` and ``required:`` in game.yaml: the JSON Schemas a designer writes for its entries.

Each slip is one finding at its line in game.yaml, said before game.yaml's own schema is checked (which would
say "'sun' is not a list" without what to write); the field then takes any value, and a name ``required:`` cannot
have is left out of it; the component's entries wait for the fix (as a component too broken to load) instead
of each being refused for it, or counted by the game's checks as read by a schema that checks nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pnp.core import ownschema
from pnp.core.findings import Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, LocatedList, child_location


def check_fields(manifest: LocatedDict, entry_fields: Mapping[str, Mapping[str, Any]], findings: Findings) -> set[str]:
    """Say each slip in the components' ``fields:`` and ``required:``; ``entry_fields`` are each kind's own fields
    (every entry's ``id``, ``title``, ``count``..., a die's ``faces``), which a game's field may not retype. The
    ids of the components with a slip: their entries wait for the fix."""
    slipped: dict[int, bool] = {}  # a fields: block YAML anchors share (fields: *labyrinth-fields) is said once
    waiting = set()
    for spec in manifest.get("components") or []:
        if not isinstance(spec, LocatedDict):
            continue
        own = entry_fields.get(str(spec.get("kind")), {})
        fields = spec.get("fields")
        what = f"component '{spec.get('id')}'"
        if isinstance(fields, LocatedDict) and id(fields) not in slipped:
            slipped[id(fields)] = any([_check_field(fields, name, own, findings, what) for name in list(fields)])
        # an unknown kind's entries are not read (its kind: is the finding), nor fields: gone astray (the same)
        if fields is None and any(did_you_mean(str(key), ["fields"]) for key in spec):
            slipped[id(spec)] = True  # fileds: is the unknown-key finding; its required: fields wait for it
        elif "required" in spec and spec.get("kind") in entry_fields and (fields is None or isinstance(fields, dict)):
            theirs = fields_of_others(manifest, spec)
            slipped[id(spec)] = _check_required(spec, {**own, **(fields or {})}, findings, what, theirs)
        if slipped.get(id(fields)) or slipped.get(id(spec)):
            waiting.add(str(spec.get("id")))
    return waiting


def _check_field(fields: LocatedDict, name: str, own: Mapping[str, Any], findings: Findings, what: str) -> bool:
    """Say each slip in field ``name``; whether it has any (then it takes any value: game.yaml's schema says
    nothing more of it)."""
    field = fields[name]
    slips = list(ownschema.slips(field, fields.line_of(name)))
    if not slips and name in own:
        slips = _retyped(field, own[name], name, fields)
    for where, message in slips:
        findings.error("schema", where, f"{what}: field '{name}': {message}")
    if slips:
        fields[name] = {}
    return bool(slips)


def _retyped(field: dict[str, Any], builtin: dict[str, Any], name: str, fields: LocatedDict) -> list[Any]:
    """A field named as a key every entry has (``id: {type: integer}``) that gives it a type of its own."""
    kinds = field.get("type")
    kinds = set(kinds if isinstance(kinds, list) else [kinds] if kinds else [])
    theirs = builtin.get("type")
    allowed = {theirs, "number"} if theirs == "integer" else {theirs}
    if not kinds or kinds <= allowed or theirs is None:
        return []
    return [
        (
            child_location(field, "type", fields.line_of(name)),
            f"every entry has '{name}' already, and it is {ownschema.type_words(theirs)}: a field cannot make it "
            f"{ownschema.type_words(sorted(kinds))}; give your field a name of its own (as '{name}-value'), "
            "or leave type: out",
        )
    ]


def fields_of_others(manifest: Mapping[str, Any], spec: LocatedDict) -> dict[str, str]:
    """The fields that the game's other components reading the same source (as game.yaml writes it) name, each
    with the first such component's id."""
    fields: dict[str, str] = {}
    for other in manifest.get("components") or []:
        if other is spec or not isinstance(other, dict) or not isinstance(other.get("fields"), dict):
            continue
        if other.get("source") == spec.get("source"):
            fields |= {key: str(other.get("id")) for key in other["fields"] if key not in fields}
    return fields


def same_fields(other: str) -> str:
    """What to do when a component reads a source as component ``other`` does, without its fields."""
    return f"give it the same fields: (fields: &{other}-fields on '{other}', fields: *{other}-fields here)"


def fields_line(spec: LocatedDict) -> Location:
    """Where a component's fields: are written, or would be (beside its source:)."""
    return spec.line_of("fields") if "fields" in spec else spec.line_of("source")


def _no_field(name: Any, known: Mapping[str, Any]) -> str:
    """What to say of a name in ``required:`` that is no field of the entries (``known``)."""
    if isinstance(name, str):
        hint = did_you_mean(name, known) or f"; or declare it under fields: ({name}: {{type: string}})"
        return f"required: '{name}' is no field of its entries, so every entry would be refused{hint}"
    return f"required: {name!r} is no field's name: write the field's name, as required: [suit]"


def _check_required(
    spec: LocatedDict, known: Mapping[str, Any], findings: Findings, what: str, theirs: Mapping[str, str]
) -> bool:
    """``required:`` is a list naming fields an entry can have; else one finding, and it names only those.
    Names that are fields of another component reading the same source (``theirs``: field to component) are
    one finding at the component's fields:: it lacks that component's fields. Whether it had a slip."""
    names = spec["required"]
    if not isinstance(names, LocatedList):
        listed = names.split(",") if isinstance(names, str) else [names]
        written = ", ".join(str(name).strip() for name in listed)
        findings.error(
            "schema", spec.line_of("required"), f"{what}: required: takes a list of fields: write required: [{written}]"
        )
        spec["required"] = []
        return True
    shared = [name for name in names if isinstance(name, str) and name not in known and name in theirs]
    if shared:
        other, listed = theirs[shared[0]], ", ".join(f"'{name}'" for name in shared)
        findings.error(
            "schema",
            fields_line(spec),
            f"{what} reads {spec.get('source')} as '{other}' does, but its fields: does not name {listed}, which its "
            f"required: lists: {same_fields(other)}",
        )
    slips = bool(shared)
    for index, name in reversed(list(enumerate(names))):
        if isinstance(name, str) and name in known:
            continue
        if name not in shared:  # else said above, with the other component's fields
            findings.error("schema", names.line_of(index), f"{what}: {_no_field(name, known)}")
        del names[index]
        for lines in (getattr(names, "item_lines", []), getattr(names, "item_columns", [])):
            del lines[index : index + 1]
        slips = True
    return slips

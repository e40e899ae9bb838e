"""JSON Schemas for editors: every content file kind, built from the schemas the loader checks with.

A YAML language server given these offers completion and flags a typo as the designer types;
``pnp schema`` writes them (the README shows the header line that turns them on).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

from pnp import pipeline
from pnp.core.datafile import builtin_schema
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.kinds import KINDS, component_schema
from pnp.kinds.pieces import PieceKind, source_lists
from pnp.load.game import data_schema, manifest_schema
from pnp.load.items import item_schema, source_schema

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def editor_schemas(workspace: Workspace, slugs: list[str]) -> dict[str, dict[str, Any]]:
    """File name → schema: the shared kinds, then each game's piece sources and data tables; each takes a number
    where pnp reads it as text (pnp.core.schema), so that the editor flags nothing pnp accepts."""
    return {name: numbers_read_as_text(body) for name, body in _schemas(workspace, slugs).items()}


def _schemas(workspace: Workspace, slugs: list[str]) -> dict[str, dict[str, Any]]:
    schemas = {
        "game.schema.json": _titled(manifest_schema(component_schema()), "pnp game manifest (game.yaml)"),
        "rules.schema.json": _titled(builtin_schema("rules"), "pnp rulebook sections"),
        "template.schema.json": _titled(_template_schema(), "pnp face template"),
        "rulebook-style.schema.json": _titled(builtin_schema("rulebook-style"), "pnp rulebook style"),
        "legend.schema.json": _titled(builtin_schema("legend"), "pnp icon legend (icons/legend.yaml)"),
        "profiles.schema.json": _titled(builtin_schema("profiles"), "pnp print profiles (templates/profiles.yaml)"),
        "pieces.schema.json": _titled(source_schema(source_lists()), "pnp piece source (any game)"),
    }
    for slug in slugs:
        game = pipeline.load(workspace, slug, Findings())
        if game is None:
            continue
        for component in game.components:
            kind = KINDS[component.kind]
            if isinstance(kind, PieceKind):
                entry = item_schema(component.spec, kind.required, kind.fields, kind.unprinted)
                schemas[f"{slug}-{component.id}.schema.json"] = _titled(
                    source_schema(source_lists(), entry), f"{game.title}: {component.title} ({component.source.name})"
                )
        for spec in game.manifest.get("data") or []:
            if isinstance(spec, dict) and "id" in spec:
                schemas[f"{slug}-data-{spec['id']}.schema.json"] = _titled(
                    data_schema(spec), f"{game.title}: data table {spec['id']}"
                )
    return schemas


def numbers_read_as_text(body: Any) -> Any:
    """``body`` where a number is taken as pnp takes it: as text where only text fits (``title: 1984``, a type
    of string without examples: ``ages: 12`` is refused, told "12+"), as the text of an enum (``1`` for "1"). A
    text's pattern is kept for a number as far as JSON Schema can: a number is taken where the pattern takes
    its digits (an id takes 7, not -7 or 1.5; a colour "#rrggbb" no number)."""
    if isinstance(body, list):
        return [numbers_read_as_text(item) for item in body]
    if not isinstance(body, dict):
        return body
    body = {key: numbers_read_as_text(value) for key, value in body.items()}
    kinds = body.get("type")
    listed = kinds if isinstance(kinds, list) else [kinds]
    if "string" in listed and not {"integer", "number"} & set(listed) and "examples" not in body:
        number = _number_for(body)  # a text's own keywords (pattern:, minLength:) check no number, and minimum: no text
        if number is not None:
            body = {**body, **number, "type": [*listed, number["type"]]}
    enum = body.get("enum")
    if isinstance(enum, list) and enum and all(isinstance(value, str) for value in enum):
        numbers = [read for read in map(_yaml_number, enum) if read is not None]
        if numbers:
            body["enum"] = [*enum, *numbers]
    return body


def _number_for(text: dict[str, Any]) -> dict[str, Any] | None:
    """What a number must be to be read as a text that ``text`` (a string's schema) takes, as JSON Schema; None
    when no number is (its pattern takes no digits)."""
    pattern = text.get("pattern")
    if not isinstance(pattern, str):
        return {"type": "number"}
    takes = {written: re.search(pattern, written) is not None for written in ("7", "-7", "1.5")}
    if not takes["7"]:
        return None
    return {"type": "number" if takes["1.5"] else "integer", **({} if takes["-7"] else {"minimum": 0})}


def _yaml_number(text: str) -> int | float | None:
    """The number YAML reads ``text`` as, written bare (``1`` for "1"); None for a word."""
    try:
        read = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    return read if type(read) in (int, float) and str(read) == text else None


def _template_schema() -> dict[str, Any]:
    """A template's schema, each element's ``type:`` one of the element types and generators (pnp's own check
    says a wrong one with its did-you-mean, when it lays the element out)."""
    from pnp.layout.face_slips import known_types

    body = builtin_schema("template")
    element = {"type": ["object", "null"], "properties": {"type": {"enum": known_types()}}}
    saving = body["properties"]["ink_saver"]
    return {
        **body,
        "properties": {
            **body["properties"],
            "elements": {**body["properties"]["elements"], "additionalProperties": element},
            "ink_saver": {
                **saving,
                "properties": {
                    **saving["properties"],
                    "elements": {**saving["properties"]["elements"], "additionalProperties": element},
                },
            },
        },
    }


def write_schemas(schemas: dict[str, dict[str, Any]], folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, body in schemas.items():
        path = folder / name
        path.write_text(json.dumps(body, indent=2, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
        written.append(path)
    return written


def _titled(body: dict[str, Any], title: str) -> dict[str, Any]:
    return {"$schema": DRAFT, "title": title, **body}

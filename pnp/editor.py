"""JSON Schemas for editors: every content file kind, built from the schemas the loader checks with.

A YAML language server given these offers completion and flags a typo as the designer types;
``pnp schema`` writes them (the README shows the header line that turns them on).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pnp import pipeline
from pnp.core import schema
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.kinds import KINDS, component_schema
from pnp.kinds.pieces import SOURCE_LISTS, PieceKind
from pnp.load.game import data_schema, manifest_schema
from pnp.load.items import item_schema, source_schema

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def editor_schemas(workspace: Workspace, slugs: list[str]) -> dict[str, dict[str, Any]]:
    """File name → schema: the shared kinds, then each game's piece sources and data tables."""
    schemas = {
        "game.schema.json": _titled(manifest_schema(component_schema()), "pnp game manifest (game.yaml)"),
        "rules.schema.json": _titled(schema.builtin_schema("rules"), "pnp rulebook sections"),
        "template.schema.json": _titled(schema.builtin_schema("template"), "pnp face template"),
        "rulebook-style.schema.json": _titled(schema.builtin_schema("rulebook-style"), "pnp rulebook style"),
        "legend.schema.json": _titled(schema.builtin_schema("legend"), "pnp icon legend (icons/legend.yaml)"),
        "profiles.schema.json": _titled(
            schema.builtin_schema("profiles"), "pnp print profiles (templates/profiles.yaml)"
        ),
        "pieces.schema.json": _titled(source_schema(SOURCE_LISTS), "pnp piece source (any game)"),
    }
    for slug in slugs:
        game = pipeline.load(workspace, slug, Findings())
        if game is None:
            continue
        for component in game.components:
            kind = KINDS[component.kind]
            if isinstance(kind, PieceKind):
                entry = item_schema(component.spec, kind.required, kind.fields)
                schemas[f"{slug}-{component.id}.schema.json"] = _titled(
                    source_schema(SOURCE_LISTS, entry), f"{game.title}: {component.title} ({component.source.name})"
                )
        for spec in game.manifest.get("data") or []:
            if isinstance(spec, dict) and "id" in spec:
                schemas[f"{slug}-data-{spec['id']}.schema.json"] = _titled(
                    data_schema(spec), f"{game.title}: data table {spec['id']}"
                )
    return schemas


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

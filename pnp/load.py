"""Load a game's YAML sources into the content model, reporting every mistake found."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from pnp import schema
from pnp.expr import ExpressionError, evaluate_expression, evaluate_tree
from pnp.findings import ContentError, Findings, Location
from pnp.model import Card, Component, Game
from pnp.workspace import Workspace
from pnp.yamlio import LocatedDict, LocatedList, load_yaml


def load_game(workspace: Workspace, slug: str, findings: Findings) -> Game | None:
    """Load ``content/<slug>``; returns None when the manifest itself is unusable."""
    root = workspace.game_dir(slug)
    manifest_path = root / "game.yaml"
    manifest = _load(manifest_path, findings)
    if manifest is None:
        return None
    valid = schema.check(manifest, schema.builtin_schema("game"), findings, Location(manifest_path), "game.yaml")
    if not valid and not (isinstance(manifest, dict) and isinstance(manifest.get("components"), list)):
        return None
    game = Game(slug=slug, root=root, manifest=manifest)
    _report_duplicate_ids(manifest.get("components", []), findings, "component")
    for spec in manifest.get("components", []):
        if isinstance(spec, dict) and {"id", "kind", "source"} <= spec.keys():
            game.components.append(_load_component(root, spec, findings))
    for spec in manifest.get("data", []) or []:
        if isinstance(spec, dict) and {"id", "source"} <= spec.keys():
            items = _load_data(root, spec, findings)
            if items is not None:
                game.data[spec["id"]] = items
    return game


def _load(path: Path, findings: Findings) -> Any:
    try:
        return load_yaml(path, findings)
    except ContentError as exc:
        findings.extend(exc.findings)
        return None


def _source_path(root: Path, spec: LocatedDict, findings: Findings) -> Path | None:
    path = root / spec["source"]
    if not path.is_file():
        findings.error(spec.line_of("source"), f"source file '{spec['source']}' not found in {root.name}/")
        return None
    return path


def _load_component(root: Path, spec: LocatedDict, findings: Findings) -> Component:
    component = Component(
        id=spec["id"], kind=spec["kind"], title=spec.get("title", spec["id"]), spec=spec, source=root / spec["source"]
    )
    path = _source_path(root, spec, findings)
    document = _load(path, findings) if path else None
    if document is None:
        return component
    if component.kind == "rulebook":
        if schema.check(document, schema.builtin_schema("rules"), findings, Location(path), path.name):
            component.sections = list(document["sections"])
            _report_duplicate_ids(component.sections, findings, "section")
        return component
    if not schema.check(document, schema.builtin_schema("deck"), findings, Location(path), path.name):
        return component
    component.sets = dict(document.get("sets") or {})
    entries = list(document.get("cards", []) or [])
    entries += _generate(document, findings)
    card_schema = _card_schema(spec)
    for entry in entries:
        if schema.check(entry, card_schema, findings, getattr(entry, "loc", Location(path)), f"card '{_name(entry)}'"):
            component.entries.append(Card.from_fields(entry, entry))
    _report_duplicate_ids(component.entries, findings, "card")
    if spec.get("copies"):
        component.entries = _select_copies(component.entries, spec, findings)
    return component


def _select_copies(entries: list[Card], spec: LocatedDict, findings: Findings) -> list[Card]:
    """Keep only the cards ``copies`` names, each with the count it gives."""
    copies = spec["copies"]
    by_id = {entry.id: entry for entry in entries}
    selected = []
    for card_id, count in copies.items():
        if card_id not in by_id:
            findings.error(copies.line_of(card_id), f"copies: no card '{card_id}' in {spec['source']}")
            continue
        entry = by_id[card_id]
        selected.append(Card.from_fields({**entry, "count": count}, entry))
    return selected


def _name(entry: Any) -> str:
    if isinstance(entry, dict):
        return str(entry.get("id") or entry.get("title") or "?")
    return "?"


def _card_schema(spec: LocatedDict) -> dict[str, Any]:
    properties = {**schema.builtin_schema("card"), **(spec.get("fields") or {})}
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["id", "title", *(spec.get("required") or [])],
        "properties": properties,
    }


def _generate(document: LocatedDict, findings: Findings) -> list[LocatedDict]:
    """Expand ``generate`` rules: the product of named sets, one card per combination."""
    sets = document.get("sets") or {}
    cards: list[LocatedDict] = []
    for rule in document.get("generate", []) or []:
        try:
            loops = {name: evaluate_expression(source, sets) for name, source in rule["for"].items()}
        except ExpressionError as exc:
            findings.error(rule.line_of("for"), f"generate: {exc}")
            continue
        bad = [name for name, values in loops.items() if not isinstance(values, list)]
        if bad:
            findings.error(rule.line_of("for"), f"generate: '{bad[0]}' does not name a list in sets")
            continue
        names = list(loops)
        for combination in itertools.product(*loops.values()):
            context = {**sets, **dict(zip(names, combination, strict=True))}
            try:
                fields = evaluate_tree(dict(rule["card"]), context)
            except ExpressionError as exc:
                findings.error(rule.line_of("card"), f"generate: {exc}")
                break
            card = LocatedDict(fields)
            card.loc = getattr(combination[0], "loc", rule.loc)
            card.key_lines = {}
            cards.append(card)
    return cards


def _report_duplicate_ids(entries: list[Any], findings: Findings, what: str) -> None:
    seen: dict[str, Location] = {}
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            continue
        ident = entry["id"]
        location = entry.line_of("id") if isinstance(entry, LocatedDict) and "id" in entry.key_lines else entry.loc
        if ident in seen:
            first = seen[ident]
            findings.error(location, f"duplicate {what} id '{ident}' (first used at {first.file.name}:{first.line})")
        else:
            seen[ident] = location


def _load_data(root: Path, spec: LocatedDict, findings: Findings) -> LocatedList | None:
    path = _source_path(root, spec, findings)
    items = _load(path, findings) if path else None
    if items is None:
        return None
    if not isinstance(items, list):
        findings.error(Location(path), f"data '{spec['id']}' must be a YAML list")
        return None
    item_schema = spec.get("schema")
    if item_schema:
        schema.check(items, {"type": "array", "items": item_schema}, findings, Location(path), spec["id"])
    _report_duplicate_ids(items, findings, f"{spec['id']} item")
    return items

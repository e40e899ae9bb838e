"""`pnp schema`: JSON Schemas an editor uses, built from the loader's own; they accept every shipped file."""

from __future__ import annotations

import json

import jsonschema
import pytest
import yaml
from conftest import REPO, make_workspace, run_pnp

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.kinds import KINDS
from pnp.kinds.pieces import PieceKind

GAMES = Workspace(REPO).game_slugs()


@pytest.fixture(scope="module")
def schemas(tmp_path_factory):
    out = tmp_path_factory.mktemp("schemas")
    result = run_pnp(REPO, "schema", "--out", str(out))
    assert result.exit_code == 0, result.output
    return {path.name: json.loads(path.read_text(encoding="utf-8")) for path in out.glob("*.json")}


def accepts(body: dict, path) -> list[str]:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(body)
    return [f"{path.name}: {error.message}" for error in validator.iter_errors(document)]


@pytest.mark.parametrize("slug", GAMES)
def test_the_schemas_accept_every_shipped_file(schemas, slug):
    root = REPO / "content" / slug
    assert not accepts(schemas["game.schema.json"], root / "game.yaml")
    game = pipeline.load(Workspace(REPO), slug, Findings())
    for component in game.components:
        if isinstance(KINDS[component.kind], PieceKind):
            assert not accepts(schemas[f"{slug}-{component.id}.schema.json"], component.source)
        else:
            assert not accepts(schemas["rules.schema.json"], component.source)
    for spec in game.manifest.get("data") or []:
        assert not accepts(schemas[f"{slug}-data-{spec['id']}.schema.json"], root / spec["source"])
    if (root / "icons/legend.yaml").exists():
        assert not accepts(schemas["legend.schema.json"], root / "icons/legend.yaml")


def test_the_profiles_schema_takes_the_shipped_profiles_and_flags_a_typo(schemas, tmp_path):
    assert not accepts(schemas["profiles.schema.json"], REPO / "pnp" / "core" / "profiles.yaml")
    mine = tmp_path / "profiles.yaml"
    mine.write_text("ppg:\n  title: PrintPlayGames\n  dpi: 300\n  bleeed: 3\n")
    assert accepts(schemas["profiles.schema.json"], mine)


def test_the_schemas_accept_every_shipped_template(schemas):
    for path in sorted((REPO / "templates").rglob("*.yaml")):
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        face = {"elements", "extends", "size"} & set(raw)  # else a rulebook style
        assert not accepts(schemas["template.schema.json" if face else "rulebook-style.schema.json"], path)


def test_a_typo_in_a_key_is_flagged(schemas, tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("    title: Dead End", "    titel: Dead End"))
    problems = accepts(schemas["labyrinth-deck-deck.schema.json"], cards)
    assert problems and any("titel" in problem for problem in problems)
    manifest = root / "content/labyrinth-deck/game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("subtitle:", "subtitel:"))
    assert any("subtitel" in problem for problem in accepts(schemas["game.schema.json"], manifest))

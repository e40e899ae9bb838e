"""``pnp new --with KIND``: the starting game with tiles, tokens, a board, tents, standees or dice beside its deck,
in each language, validates with no finding and builds each kind's PDFs."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
import yaml
from conftest import run_pnp
from pdfread import boxes_mm, page_texts

from pnp.scaffold import LANGUAGES, WITH_KINDS

# Each kind's source file and list key, its pages on A4, and the words of an entry it prints (case: upper
# titles read back as printed).
PRINTED = {
    "tiles": ("tiles", 2, lambda entry: entry["title"]),  # fronts, then backs
    "tokens": ("tokens", 1, lambda entry: str(entry.get("value", entry["title"].upper()))),
    "board": ("boards", 3, lambda entry: entry["start"]),  # the assembly map and two pages
    "tents": ("tents", 1, lambda entry: entry["title"]),
    "standees": ("standees", 1, lambda entry: entry["title"]),
    "dice": ("dice", 1, None),  # faces of stars, no words
}
GAMES = {"with-all": "all", **{f"with-{kind}": kind for kind in WITH_KINDS}}


def _tree(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


@pytest.fixture(scope="module", params=LANGUAGES)
def built(request, tmp_path_factory):
    """A workspace per language holding a game with every kind and one with each kind alone, validated and built
    on A4: its root, the language and pnp validate's output."""
    root = tmp_path_factory.mktemp(f"with-{request.param}")
    for game, kind in GAMES.items():
        made = run_pnp(root, "new", game, "--language", request.param, "--with", kind)
        assert made.exit_code == 0, made.output
    checked = run_pnp(root, "validate")
    result = run_pnp(root, "build", "--paper", "a4")
    assert result.exit_code == 0, result.output
    return root, request.param, checked.output


def test_every_game_validates_with_no_finding(built):
    _, _, output = built
    assert f"{len(GAMES)} games: 0 errors, 0 warnings" in output, output


@pytest.mark.parametrize("game", GAMES)
def test_each_kind_prints_its_pieces_with_their_boxes(built, game):
    root, _, _ = built
    manifest = yaml.safe_load((root / "content" / game / "game.yaml").read_text(encoding="utf-8"))
    components = {component["kind"]: component for component in manifest["components"]}
    kinds = WITH_KINDS if GAMES[game] == "all" else (GAMES[game],)
    assert list(components) == ["deck", *kinds, "rulebook"]  # in with.yaml's order, between deck and rules
    rules = " ".join(page_texts(root / "output" / game / f"{game}-rules-a4.pdf"))
    for kind in kinds:
        key, pages, words = PRINTED[kind]
        pdf = root / "output" / game / f"{game}-{kind}-a4.pdf"
        texts = page_texts(pdf)
        assert len(texts) == pages, (kind, len(texts))
        printed = " ".join(" ".join(texts).split())  # a title wrapped over two lines reads as one
        assert components[kind]["title"] in printed  # the component's title in its footer and note
        source = yaml.safe_load((root / "content" / game / f"{kind}.yaml").read_text(encoding="utf-8"))
        for entry in source[key] if words else ():
            assert words(entry) in printed, (kind, words(entry))
        assert all({"trim", "bleed"} <= set(page) for page in boxes_mm(pdf)), kind
        assert re.search(rf"{re.escape(components[kind]['title'])}\u202f?:", rules)  # named in the component list
    if "board" in kinds:
        assert len(page_texts(root / "output" / game / f"{game}-board-poster.pdf")) == 1


def test_kinds_repeated_or_comma_separated_are_added_once_each_in_order(tmp_path):
    made = run_pnp(tmp_path, "new", "demo", "--with", "dice,tiles", "--with", "tiles", "--with", " board ")
    assert made.exit_code == 0, made.output
    manifest = yaml.safe_load((tmp_path / "content" / "demo" / "game.yaml").read_text(encoding="utf-8"))
    assert [component["id"] for component in manifest["components"]] == ["deck", "tiles", "board", "dice", "rules"]
    assert sorted(path.name for path in (tmp_path / "content" / "demo").glob("*.yaml")) == [
        "board.yaml",
        "cards.yaml",
        "dice.yaml",
        "game.yaml",
        "rules.yaml",
        "tiles.yaml",
    ]


def test_an_unknown_kind_is_one_line_naming_the_kinds_and_nothing_is_written(tmp_path):
    result = run_pnp(tmp_path, "new", "demo", "--with", "tiles,dragons")
    assert result.exit_code == 2, result.output
    said = [line for line in result.output.splitlines() if "dragons" in line]
    assert said == [
        "Error: 'dragons' is not a kind pnp new adds: use tiles, tokens, board, tents, standees, dice or all "
        "(comma-separated)"
    ]
    assert _tree(tmp_path) == {}

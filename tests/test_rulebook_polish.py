"""Rulebooks that look like a finished product, read back from the shipped games' rules and booklets."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import REPO, run_pnp
from pdfread import page_texts, text_positions

GAMES = ("fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks")


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every shipped game built with its booklets on both papers; returns the output folder."""
    out = tmp_path_factory.mktemp("polish")
    result = run_pnp(REPO, "build", "--booklet", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out


def manifest(game: str) -> dict:
    return yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_the_title_block_shows_the_game_subtitle_under_the_title(shipped, game):
    info = manifest(game)
    pdf = shipped / game / f"{game}-rules-a4.pdf"
    placed = text_positions(pdf, 0)
    title = next(p for p in placed if p.text == info["title"])
    subtitle = next(p for p in placed if p.text == info["subtitle"])
    assert 0 < title.y - subtitle.y < 30  # the next line down, pt
    assert abs(title.x - subtitle.x) < 1
    assert info["subtitle"] in page_texts(pdf)[0]

"""Slips found building Flick Harbour, a 2-4 player disc-flicking race (boats in three sizes, a harbour board
over glued pages, obstacle tents, a 150 mm ruler, mini event cards, rules with a figure of a flick;
tests/dexterity keeps it): each test but the first fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import edit, kept_game_workspace, line_of, run_pnp

GAME = "flick-harbour"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The game's workspace, validated and built once for the tests that only read it."""
    root = kept_game_workspace(tmp_path_factory.mktemp("dext"), "dexterity", GAME)
    result = run_pnp(root, "build", GAME)
    assert result.exit_code == 0, result.output
    return root


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean_and_builds(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    out = built / "output" / GAME
    for part in ("board", "boats", "obstacles", "ruler", "events", "rules"):
        for paper in ("letter", "a4"):
            assert (out / f"{GAME}-{part}-{paper}.pdf").is_file(), part
    assert (out / f"{GAME}-board-poster.pdf").is_file()

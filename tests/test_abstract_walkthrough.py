"""Slips found building Tessellate, an abstract duel on a 5 × 5 board whose rules show positions as diagrams
(``kind: diagrams``) drawing the game's own pieces with a repeated ``piece`` element (tests/abstract keeps it):
each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp

GAME = "tessellate"


def tessellate(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "abstract", GAME)


def _said(root: Path, *options: str) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    """A diagram is never cut: its board's 0.3 mm lines by its edge were a thin-near-trim warning ("a cutting or
    duplex shift makes it visibly uneven"), and text by its edge would leave the safe zone of a cut."""
    root = tessellate(tmp_path)
    edit(
        root / "templates/tessellate/diagram.yaml",
        "  lines:\n",
        "  name:\n    type: text\n    text: \"{{ card.title }}\"\n    x: 0.5\n    y: 86.5\n    w: 60\n    h: 3.5\n"
        "    size: 7\n    color: \"#000000\"\n  lines:\n",
    )
    result = run_pnp(root, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output

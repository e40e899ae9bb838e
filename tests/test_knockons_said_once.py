"""Knock-ons the session's walkthroughs reported: one slip of a kept game's content or template that pnp said as
several findings, each said once, at its cause. Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, validated


def test_a_count_of_the_entry_too_large_for_its_row_is_one_finding_at_that_count(tmp_path: Path) -> None:
    """A charter's `tokens: 6` repeats its station circles and their costs six times along a row holding four:
    before, a warning that circle 6 lies off the piece, a warning that cost 5 is cut by the trim and an error that
    its text reaches the safe zone, all at the template's lines; the count is the one cause, said there."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    charters = root / "content/ticker/charters.yaml"
    edit(charters, "tokens: 4", "tokens: 6")
    found = validated(root, "ticker")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        ("content/ticker/charters.yaml", line_of(charters, "tokens: 6"), "art-cut-by-trim")
    ], found
    message = found[0][3]
    assert "'station' and 'station-cost'" in message and "only the first 4 fit" in message, message
    assert "at most 4" in message, message


"""Findings a designer reads while editing: one per root cause, at the line to change."""

from __future__ import annotations

from conftest import edit, line_of, make_workspace, run_pnp


def test_a_misspelt_suit_icon_is_one_finding_at_the_suit(tmp_path):
    root = make_workspace(tmp_path, "fanucci")
    deck = root / "content/fanucci/deck.yaml"
    edit(deck, "icon: spinning-top", "icon: spining-top")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "fanucci")
        found = [row for row in result.output.splitlines() if row.endswith("[icon-unknown]")]
        assert found == [
            f"content/fanucci/deck.yaml:{line_of(deck, 'spining-top')}: error: unknown icon ':spining-top:'; "
            "did you mean ':spinning-top:'? [icon-unknown]"
        ], result.output

"""An escape room in a box's needs, from a walkthrough of one (60 numbered clue cards never shuffled, a
code wheel of two discs, an attic map, a hint booklet whose answers must not share a page with the hints,
an answer sheet printed again for each play): each read back from the built output or from validate's
findings."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"


@pytest.mark.parametrize("players", ["players: 4", "players: 1-4", "players: [1, 4]", "players: {min: 1}"])
def test_players_written_another_way_is_a_finding_not_a_traceback(tmp_path, players):
    # Before: the schema said nothing the designer saw, the rulebook's title block read players["min"] and
    # validate and build stopped on a TypeError (or KeyError) traceback.
    root = new_game(tmp_path)
    edit(root / GAME, "players: {min: 2, max: 4}", players)
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        assert result.exit_code == 1, result.output
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert errors and all(row.startswith(f"{GAME}:{line_of(root / GAME, 'players')}: ") for row in errors), errors
        assert "Traceback" not in result.output
    if players != "players: {min: 1}":  # that one is told "missing required key 'max'"
        assert "write it as players: {min: 2, max: 4}" in errors[0], errors


@pytest.mark.parametrize(
    "credits", ["credits: Jane Doe", "credits: [Jane Doe]", "credits:\n  - {role: Design}", "credits: {role: Design}"]
)
def test_credits_written_another_way_is_a_finding_not_a_traceback(tmp_path, credits):
    # Before: the rulebook's title block read each credit's c["role"] and c["name"]: a TypeError or KeyError.
    root = new_game(tmp_path)
    edit(root / GAME, "credits:\n  - {role: Design, name: Your name}", credits)
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert result.exit_code == 1 and len(errors) == 1, result.output
        assert "credits" in errors[0] and "[schema]" in errors[0], errors
    if credits == "credits: Jane Doe":
        assert "write it as credits: [{role: Design, name: Jane Doe}]" in errors[0], errors

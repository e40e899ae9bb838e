"""Slips of a designer making a cooperative card-driven game (a player deck of district, breach and event cards,
a flood deck, role cards, a city board of districts joined by lines) from `pnp new`, found by the README-only
walkthrough: each is one finding at the line to change, saying what to write."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"
CHILD = "templates/demo/event.yaml"


def _findings(root, command="validate"):
    result = run_pnp(root, command, "demo")
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def test_a_misspelt_element_removed_by_a_child_template_is_said_at_its_line(tmp_path):
    # An event card's face extends the card and removes its medallion, misspelt: `medalion: null` removed
    # nothing, silently, and the medallion still printed on every event card.
    root = new_game(tmp_path)
    (root / CHILD).write_text("extends: demo/card\nelements:\n  medalion: null\n  emblem: null\n")
    edit(root / GAME, "    face: demo/card\n", "    face: demo/event\n")
    assert _findings(root) == [
        f"{CHILD}:3: error: elements: 'medalion: null' removes nothing: 'demo/card', which this template "
        "extends, has no element 'medalion'; did you mean 'medallion'? [unknown-key]"
    ]
    edit(root / CHILD, "medalion", "medallion")
    assert _findings(root) == []

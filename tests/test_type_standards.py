"""DESIGN.md's type and print standards, checked on every face: each rule has a template that breaks it."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, make_workspace, run_pnp

ACTION = "templates/labyrinth-deck/action.yaml"
FRAME = "templates/labyrinth-deck/frame.yaml"
TP_FACE = "templates/twisty-passages/face.yaml"

CASES = [
    # (rule, game, template, old, new, text on the reported line, words)
    (
        "type-too-small",
        "labyrinth-deck",
        ACTION,
        "    size: 7\n    min_size: 7\n    leading: 1.15",
        "    size: 6.5\n    min_size: 6.5\n    leading: 1.15",
        "min_size: 6.5",
        "never below 7 pt",
    ),
    (
        "type-sizes",
        "labyrinth-deck",
        ACTION,
        "    bold: true\n    size: 15\n",
        "    bold: true\n    size: 12\n",
        "size: poker",
        "4 type sizes on one face (7, 8.5, 12, 15 pt)",
    ),
    (
        "icon-cap-height",
        "labyrinth-deck",
        ACTION,
        "    leading: 1.15\n",
        "    leading: 1.15\n    icon_scale: 1.3\n",
        "icon_scale: 1.3",
        "1.3× the cap height",
    ),
    ("ink-near-black", "labyrinth-deck", FRAME, '  ink: "#000000"', '  ink: "#2b2118"', 'ink: "#2b2118"', "vars.ink"),
    ("thin-near-trim", "twisty-passages", TP_FACE, "  inset: 3.2", "  inset: 2.2", "stroke_width: 0.5", "within 3 mm"),
    (
        "text-outside-safe",
        "labyrinth-deck",
        ACTION,
        '    x: 6.5\n    y: 57\n    w: "{{ trim.w - 13 }}"',
        '    x: 1.5\n    y: 57\n    w: "{{ trim.w - 3 }}"',
        "    x: 1.5",
        "element 'body': text reaches into the 3.175 mm just inside the trim",
    ),
]


@pytest.mark.parametrize(
    ("rule", "game", "template", "old", "new", "needle", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_each_type_rule_finds_its_broken_template(tmp_path, rule, game, template, old, new, needle, words):
    root = make_workspace(tmp_path, game)
    clean = run_pnp(root, "validate", game)
    assert f"[{rule}]" not in clean.output
    edit(root / template, old, new)
    result = run_pnp(root, "validate", game)
    found = [row for row in result.output.splitlines() if row.endswith(f"[{rule}]")]
    assert len(found) == 1, result.output  # one finding per root cause, however many cards
    path, line = found[0].split(": ")[0].rsplit(":", 1)
    assert needle in (root / path).read_text(encoding="utf-8").splitlines()[int(line) - 1], found[0]
    assert words in found[0]
    assert result.exception is None


def test_text_under_an_icon_drawn_after_it_is_found(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    clean = run_pnp(root, "validate")
    assert "[text-overlap]" not in clean.output
    stamp = "  stamp:\n    type: icon\n    name: d20\n    x: 24\n    y: 60\n    w: 10\n    h: 10\n"
    action.write_text(action.read_text(encoding="utf-8") + stamp, encoding="utf-8")
    result = run_pnp(root, "validate")
    found = [row for row in result.output.splitlines() if row.endswith("[text-overlap]")]
    assert len(found) == 1, result.output  # once for the template, not once per action card
    assert found[0].startswith(f"{ACTION}:{line_of(action, '    y: 57')}: warning:")
    assert "text of element 'body' runs" in found[0] and "under element 'stamp'" in found[0]

"""Leftovers of the walkthroughs of the kept test games (Blockwise in tests/flip, Deep Signal in tests/trick): a
slip said where the designer changes it, once; each test fails on pnp before its fix."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, kept_game_workspace, line_of


def test_a_child_templates_scale_var_making_the_parents_boxes_too_small_is_one_finding_at_it(tmp_path):
    """Blockwise's half-size score sheet extends the full one with ``sy: 0.5``; at ``sy: 0.3`` its boxes come out
    too small. Before: 8 text-overflow errors and 3 write-in-small warnings at the parent's h: lines, none at
    the child's sy: line, the one to change."""
    root = kept_game_workspace(tmp_path, "flip", "blockwise")
    half, sheet = root / "templates/blockwise/score-half.yaml", root / "templates/blockwise/score-sheet.yaml"
    edit(half, "sy: 0.5", "sy: 0.3")
    title_h = line_of(sheet, 'h: "{{ 12 * vars.sy }}"')
    assert finding_lines(root, game="blockwise") == [
        f"templates/blockwise/score-half.yaml:{line_of(half, 'sy: 0.3')}: error: card 'half': template "
        "'blockwise/score-half': sy: 0.3 here sizes the boxes of the template it extends, and makes them too small: "
        "title text does not fit its 110.0 × 3.6 mm box even at the template's minimum 10 pt (needs 4.2 mm) "
        f"(score-sheet.yaml:{title_h} reads vars.sy); choose a sy: at which they fit — and 7 more boxes it makes "
        "too small: score-sheet.yaml:35, 55, 67, 90, 136, 151, 166 [text-overflow]"
    ]


def test_a_check_over_a_literal_list_names_the_value_that_fails_when_its_message_does_not(tmp_path):
    """Deep Signal's per-suit rank check, its message not printing the suit, with the pink suit one rank short.
    Before: "each colour suit holds 1 to 9, each exactly once" at the each: line, not saying which suit."""
    root = kept_game_workspace(tmp_path, "trick", "deep-signal")
    deck, manifest = root / "content/deep-signal/deck.yaml", root / "content/deep-signal/game.yaml"
    sets = "colours: [blue, green, yellow]\n  pinks: [pink]\n  short: [1, 2, 3]"
    edit(deck, "colours: [blue, green, pink, yellow]", sets)
    card = '{id: "pink-{{ rank }}", title: Pink, suit: pink, rank: "{{ rank }}"}'
    rule = f"  - for: {{suit: pinks, rank: short}}\n    card: {card}\n"
    edit(deck, "  - for: {rank: trumps}", rule + "  - for: {rank: trumps}")
    edit(manifest, 'message: "the {{ item }} suit holds', 'message: "each colour suit holds')
    assert finding_lines(root, game="deep-signal") == [
        f"content/deep-signal/game.yaml:{line_of(manifest, 'each: ')}: error: each colour suit holds 1 to 9, each "
        "exactly once (not met for 'pink') [check:colour-ranks]"
    ]


SHEET_JINJA = "components.sheet.cards | selectattr('id', 'eq', 'full') | list | length"
PRINTED = "each of the 2 score sheets is printed 50 times, its count: at sheets.yaml:2"
COPIES_SAID = [
    (
        "40",
        f"error: section 'overview': 'Print 40 score sheets' says 40, but {PRINTED}; write {{{{ {SHEET_JINJA} }}}} so "
        "the rules say what the sheets' notes say [number-disagrees]",
    ),
    (
        "fifty",
        "warning: section 'overview': 'Print fifty score sheets' is typed by hand, but the content supplies it "
        f"({PRINTED}); write {{{{ {SHEET_JINJA} | spelled }}}} so the rules follow the content [number-typed]",
    ),
]


@pytest.mark.parametrize(("typed", "said"), COPIES_SAID)
def test_copies_of_a_sheet_to_write_on_said_with_print_are_its_count(tmp_path, typed, said):
    """Blockwise prints its full and half-size score sheets 50 times each. Before, "print 40 score sheets" in
    the rules was not read; it is each sheet's count, not the component's 100."""
    root = kept_game_workspace(tmp_path, "flip", "blockwise")
    rules = root / "content/blockwise/rules.yaml"
    edit(rules, "each with a sheet and a pencil.", f"each with a sheet and a pencil. Print {typed} score sheets.")
    line = line_of(rules, f"Print {typed}")
    assert finding_lines(root, game="blockwise") == [f"content/blockwise/rules.yaml:{line}: {said}"]


def test_a_map_area_whose_room_runs_past_the_boards_edge_is_one_warning_at_its_row(tmp_path):
    # was said of nothing: its label lay inside the safe zone, its room was cut by the trim
    root = kept_game_workspace(tmp_path, "rpg", "sunken-bell")
    areas = root / "content/sunken-bell/areas.yaml"
    edit(areas, "- n: 1\n  name: The Flooded Stair\n  x: 2\n", "- n: 1\n  name: The Flooded Stair\n  x: 14\n")
    (finding,) = finding_lines(root, game="sunken-bell")
    assert finding.startswith("content/sunken-bell/areas.yaml:1: warning:") and finding.endswith("[art-cut-by-trim]")
    assert "element 'room', copy 1 of 7 (item 'The Flooded Stair'): it runs past the trim" in finding


@pytest.mark.parametrize(
    ("x", "severity", "also"),
    [
        ("14.4", "error", "; element 'number' of the same item is cut too: move them onto the piece"),
        ("15", "warning", "; element 'number' of the same item lies off the piece: move them onto the piece"),
    ],
)
def test_a_map_area_half_off_the_board_is_one_finding_at_its_row(tmp_path, x, severity, also):
    # Before: its room's art-cut-by-trim at the row, and its number's text-outside-safe error (x 14.4) or
    # art-off-piece warning (x 15) at the template's line: two or three findings for one row's x.
    root = kept_game_workspace(tmp_path, "rpg", "sunken-bell")
    areas = root / "content/sunken-bell/areas.yaml"
    edit(areas, "- n: 1\n  name: The Flooded Stair\n  x: 2\n", f"- n: 1\n  name: The Flooded Stair\n  x: {x}\n")
    (finding,) = finding_lines(root, game="sunken-bell")
    assert finding.startswith(f"content/sunken-bell/areas.yaml:1: {severity}:"), finding
    assert finding.endswith(f"{also} [art-cut-by-trim]"), finding

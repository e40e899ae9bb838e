"""Slips found building Lantern Grid, a sliding-block logic puzzle (tests/logic keeps it, its 40 challenge cards
cut to 8): challenge cards whose front draws the starting position from the card's data and whose back, a back
for each card, draws its solution upside down; cut-out pieces of 1 × 1 to L-shaped polygons; a 6 × 6 board.
Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp

GAME = "lantern-grid"


def lantern_grid(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "logic", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(lantern_grid(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_unique_check_whose_message_names_no_key_says_which_key_and_where_it_is_first(tmp_path):
    """Challenge 2 numbered 1 as well: "each challenge number is printed once" was said at challenge 2's number
    and named neither the number nor the card that has it first, to be found among 40 cards by eye."""
    root = lantern_grid(tmp_path)
    cards = root / "content" / GAME / "challenges.yaml"
    first = line_of(cards, "number: 1")
    edit(cards, "    number: 2\n", "    number: 1\n    # was 2\n")
    second = line_of(cards, "# was 2") - 1
    assert _said(root) == [
        f"content/{GAME}/challenges.yaml:{second}: error: each challenge number is printed once "
        f"(not met for 1: 'c01' has it too, challenges.yaml:{first}) [check:numbers-once]"
    ]


def test_row_labels_too_wide_for_their_cells_are_one_finding(tmp_path):
    """The challenge card's grid with `header_w: 4` left its row labels 1 mm: pnp said it six times at the
    `row_labels:` line, once a label ('1' is 1.4 mm wide, '2' is …), each with advice about soft hyphens in long
    words. One cause, the cells' width: said once, telling to widen the label cells."""
    root = lantern_grid(tmp_path)
    face = root / "templates" / GAME / "challenge.yaml"
    edit(face, "header_w: 6", "header_w: 4")
    assert _said(root) == [
        f"templates/{GAME}/challenge.yaml:{line_of(face, 'row_labels:')}: error: card 'c01': board text does not "
        "fit its 1.0 × 5.5 mm box even at the template's minimum 7 pt ('1' is 1.4 mm wide); shorten the labels, or "
        "widen their cells (header_w: for row labels; w: or cols: for column labels) [text-overflow]"
    ]


def _without_square_patterns(root: Path) -> None:
    """The game without the `pattern:` that keeps every square on the grid: the template finds the slip itself."""
    game = root / "content" / GAME / "game.yaml"
    game.write_text(game.read_text().replace(', pattern: "^[A-F][1-6]$"}', "}"))


@pytest.mark.parametrize(
    ("written", "wrong", "element"),
    [("{piece: stone-a, at: C5}", "{piece: stone-a, at: G5}", "pieces"), ("goal: F1", "goal: G1", "goal")],
)
def test_a_square_off_the_grid_is_said_where_the_card_writes_it(tmp_path, written, wrong, element):
    """A start position's square G5 (the grid's columns are A to F), looked up with 'ABCDEF'.index(...), was
    "substring not found" at the template's x: line, "on copy 2 of 3", leaving the designer to find the card's
    row: it is said at that row, with the value and what it was looked for in. The goal G1, read by the front and
    by the solution on the back, is one finding at the card's goal:."""
    root = lantern_grid(tmp_path)
    _without_square_patterns(root)
    cards = root / "content" / GAME / "challenges.yaml"
    edit(cards, written, wrong)
    assert _said(root) == [
        f"content/{GAME}/challenges.yaml:{line_of(cards, wrong)}: error: card 'c01': 'G' is not in 'ABCDEF', so "
        f".index() finds no place for it (element '{element}', x: of template '{GAME}/challenge', reads it) "
        "[expression]"
    ]


@pytest.mark.parametrize("size", ["bridge", "poker-landscape"])
def test_a_back_of_another_size_is_one_finding(tmp_path, size):
    """The solution back written `size: bridge` behind poker fronts: besides the `imposition-mixed` error that
    says to write `size: poker`, a solution piece placed for the poker card lay across the narrower back's trim,
    an `art-cut-by-trim` warning at the card's row, a knock-on of the size (an icon cut so, `icon-cut`, too).
    Written `size: poker-landscape`, the back laid lying down put the task's words on a piece's fill and the
    board's under another piece: `text-contrast` and `text-overlap` warnings, knock-ons of the size as well."""
    root = lantern_grid(tmp_path)
    back = root / "templates" / GAME / "solution.yaml"
    edit(back, "extends: lantern-grid/challenge\n", f"extends: lantern-grid/challenge\nsize: {size}\n")
    said = _said(root)
    assert [row.rsplit("[", 1)[1] for row in said] == ["imposition-mixed]"], said
    assert said[0].startswith(f"templates/{GAME}/solution.yaml:{line_of(back, f'size: {size}')}: error: ")


def test_a_component_game_yaml_cannot_load_is_one_finding(tmp_path):
    """The pieces' `source:` written `sorce:`: besides its `unknown-key` error, the card faces that look each
    piece's size up with `components.pieces.entries | by_id(...)` said twice more "by_id looks an item up by its
    id, and no item of this list has an id", on the front and on the back. The lookups wait for that one fix."""
    root = lantern_grid(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "source: pieces.yaml", "sorce: pieces.yaml")
    assert _said(root) == [
        f"content/{GAME}/game.yaml:{line_of(game, 'sorce:')}: error: game.yaml: unknown key 'sorce' in "
        "components[1]; did you mean 'source'? [unknown-key]"
    ]


def test_the_face_of_some_pieces_given_to_all_as_back_is_said_at_back(tmp_path):
    """The L piece's template named as every piece's `back:`: pnp said it at that template's `shape:` line, "write
    shape: rectangle" (the lantern's), which would spoil the L pieces it is the face of. Said at the component's
    `back:`, to give each piece a back of its own shape."""
    root = lantern_grid(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "    inventory: {noun: piece}", "    back: lantern-grid/piece-ell\n    inventory: {noun: piece}")
    assert _said(root) == [
        f"content/{GAME}/game.yaml:{line_of(game, 'back: lantern-grid/piece-ell')}: error: component 'pieces': "
        "token 'lantern': its back 'lantern-grid/piece-ell' (50 × 50 mm polygon) is the face of 'hook-a', "
        "'hook-b', 'hook-c', not its face (24 × 24 mm rectangle): give it a back of its own shape, a template with "
        'shape: rectangle, as back: can pick by a field of the piece ("…-{{ card.shape }}") [imposition-mixed]'
    ]

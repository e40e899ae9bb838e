"""Slips found building River Journey, a roll-and-move family game (a 594 × 420 mm board whose 60 spaces, shortcuts
and rapids are placed from a data table, six canoe standees, a paper die, a spinner of six sectors with an arrow to
pin, 30 small island cards with inline icons, a two-page rule sheet with a picture of the path's start, a box-lid
label; tests/rollmove keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, said_after_edit
from pdfread import glyph_boxes, word_boxes

GAME = "river-journey"
SPACES = f"content/{GAME}/spaces.yaml"
PAWN = f"templates/{GAME}/pawn.yaml"
BOARD = f"templates/{GAME}/board.yaml"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A scratch workspace holding River Journey, as tests/rollmove keeps it."""
    return kept_game_workspace(tmp_path, "rollmove", GAME)


def test_the_game_builds_with_no_finding(root):
    result = run_pnp(root, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_standees_ground_that_stops_at_its_base_tabs_cut_edge_is_short_of_the_bleed(root):
    """The canoe's ground drawn `h: "{{ trim.h + 12 + bleed }}"` (as the README's game for young children wrote it)
    ends exactly at the cut edge of its 12 mm base tab: a cut that wanders shows white there. The foot of a piece
    with a base tab was never measured (it is folded, not cut, at the trim); the tab's own foot is cut."""
    pawn, found = said_after_edit(
        root, GAME, PAWN, 'h: "{{ trim.h + 12 + 2 * bleed }}"', 'h: "{{ trim.h + 12 + bleed }}"'
    )
    assert found == [
        f"{PAWN}:{line_of(pawn, 'trim.h + 12 + bleed')}: error: template '{GAME}/pawn': element 'ground': it stops at "
        "the trim at the foot of its 12 mm base tab while it runs past it elsewhere, 3.2 mm short of the bleed edge "
        "(3.175 mm out), so a cut that wanders outward shows its edge as a sliver along the cut: extend it to the "
        'bleed edge (a ground that runs onto the tab is y: "{{ -bleed }}", h: "{{ trim.h + 12 + 2 * bleed }}"), or '
        "keep it inside the trim [art-short-of-bleed]"
    ], found


def test_the_assembly_maps_page_labels_stand_clear_of_the_spaces_numbers(root):
    """The board's 60 numbered spaces fill it all over. The map's labels (A1, A2, …: 20 pt on a white box) looked for a
    place clear of the board's words with a box of about 0.6 of the size a letter, narrower than the white box they
    print on, and stood at the window's middle when no place seemed clear: on Letter "A2" hid space 16 and "A1"
    space 19. Each label now stands where its white box covers no number."""
    result = run_pnp(root, "build", GAME, "--paper", "letter")
    assert result.exit_code == 0, result.output
    board = root / "output" / GAME / f"{GAME}-board-letter.pdf"
    names = ("A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4")
    labels = [box for name in names for box in word_boxes(board, 0, name) if box[3] - box[1] > 10]  # not the steps'
    assert len(labels) == 8, labels
    pad = 0.3 * 20  # pt: the white box's margin round the label's words, at its 20 pt

    def overlaps(glyph, box, grow: float) -> bool:
        """Does the glyph's box overlap ``box`` grown by ``grow`` pt each way?"""
        across = glyph[0] < box[2] + grow and box[0] - grow < glyph[2]
        return across and glyph[1] < box[3] + grow and box[1] - grow < glyph[3]

    labels_own = [g for g in glyph_boxes(board, 0) if any(overlaps(g, box, -0.5) for box in labels)]
    numbers = [g for g in glyph_boxes(board, 0) if g[4].isdigit() and g not in labels_own]
    assert len(numbers) > 100, len(numbers)
    hidden = [(g[4], box) for box in labels for g in numbers if overlaps(g, box, pad)]
    assert not hidden, hidden


def test_a_shortcut_to_a_space_the_path_lacks_is_said_once_at_its_row(root):
    """The board draws each shortcut's line and arrowhead to the space its row's `to:` names, looked up by the
    space's number. `by_id` looked items up by `id` alone, and `selectattr('n', 'eq', loop.item.to) | first` or
    `data.spaces[loop.item.to - 1]` said a shortcut to space 61 at the template, once per element that read it
    ("did you mean '6'?", "there is no [60]"); `by_id(loop.item.to, 'n')` now finds a space by its number, and a
    number no space has is one finding at the row that writes it."""
    edit(root / f"content/{GAME}/game.yaml", "to: {type: integer, minimum: 1, maximum: 60}", "to: {type: integer}")
    edit(root / SPACES, "kind: shortcut, to: 14", "kind: shortcut, to: 61")
    found = [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]
    assert found == [
        f"{SPACES}:{line_of(root / SPACES, 'to: 61')}: error: to: no row of spaces has n 61; n runs from 1 to 60 "
        "there [expression]"
    ], found


def test_a_number_no_row_has_is_not_told_a_number_of_like_digits(root):
    """`selectattr('n', 'eq', loop.item.to) | first` of space 61 was told "did you mean '6'?": a number is no
    misspelling of another that shares its digits. It is told the numbers there are."""
    board = root / f"templates/{GAME}/board.yaml"
    text = board.read_text(encoding="utf-8")
    board.write_text(text.replace("(data.spaces | by_id(loop.item.to, 'n'))", "data.spaces[loop.item.to - 1]"))
    edit(
        board,
        'x2: "{{ data.spaces[loop.item.to - 1].x }}"',
        "x2: \"{{ (data.spaces | selectattr('n', 'eq', loop.item.to + 60) | first).x }}\"",
    )
    found = [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]
    assert found == [
        f"templates/{GAME}/board.yaml:{line_of(board, 'x2:')}: error: board 'river': element 'links': x2: in "
        "'(data.spaces | selectattr('n', 'eq', loop.item.to + 60) | first).x': no row of spaces has n 74; n runs "
        "from 1 to 60 there; on copy 1 of 9 (spaces.yaml:7), and every other copy [expression]"
    ], found


def test_two_spaces_placed_at_one_place_are_told_their_rows(root):
    """Space 13 given space 12's x and y: the numbers overlap, said at the template's `numbers` element as "copy 12
    of 60" and "copy 13 of 60", when what to change is a row of the spaces table. The finding says where they are."""
    _, found = said_after_edit(root, GAME, SPACES, "{n: 13, x: 427.4, y: 126.8", "{n: 13, x: 479.6, y: 118.6")
    assert len(found) == 1 and found[0].endswith(
        "give one of them a box clear of the other; their rows are at spaces.yaml:14 and 15 [text-overlap]"
    ), found


def test_a_finding_on_a_copy_drawn_from_a_tables_row_names_that_row(root):
    """A shortcut that leads to its own space draws a line from its space to itself: said at the template's `links`
    element, "on copy 1 of 9", which names no space. It names the row that placed the copy."""
    edit(root / f"content/{GAME}/game.yaml", "expect: \"item.get('to', 0) > item.n\"", 'expect: "true"')
    edit(root / SPACES, "kind: shortcut, to: 14", "kind: shortcut, to: 5")
    found = [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]
    assert len(found) == 1 and found[0].endswith("away from x, y; on copy 1 of 9 (spaces.yaml:7) [value-invalid]"), (
        found
    )


def test_a_dash_written_as_two_lengths_with_a_comma_is_told_its_list(root):
    """The rapids' dashes written `'4,3'` were told "write 4.3 (a decimal point, not a comma)": one length, where a
    dash of two numbers is an on and an off length. It is told the list, `[4, 3]`."""
    board = f"templates/{GAME}/board.yaml"
    _, found = said_after_edit(root, GAME, board, 'dash: "{{ [4, 3] if', "dash: \"{{ '4,3' if")
    assert len(found) == 1 and "got '4,3': write [4, 3] for 4 mm on and 3 mm off (or 4.3 for one length)" in found[0]


def test_by_id_of_rows_without_an_id_is_told_to_name_the_field_they_are_found_by(root):
    """`data.spaces | by_id(loop.item.to)` over rows numbered `n:` said "no item of this list has an id", and no
    more: it now says to name the field, and which fields the rows have."""
    board = f"templates/{GAME}/board.yaml"
    _, found = said_after_edit(
        root, GAME, board, "by_id(loop.item.to, 'n')).x }}\"\n    y2", 'by_id(loop.item.to)).x }}"\n    y2'
    )
    assert len(found) == 1 and found[0].endswith(
        "no item of this list has an id: name the field to look it up by, by_id(value, 'n'); its items' fields are "
        "n, x, y, kind, to [expression]"
    ), found


@pytest.mark.parametrize(
    ("file", "old", "new", "told"),
    [
        (
            BOARD,
            "by_id(loop.item.to, 'n')).x }}",
            "by_id(loop.item.to, n)).x }}",
            "'n' is undefined; the field's name goes in quotes: by_id(loop.item.to, 'n')",
        ),
        (PAWN, "by_id(card.colour) }}", "by_id(card.colour) | map(attribute=hue) | first }}", "attribute='hue'"),
        (
            PAWN,
            "data.colours | by_id(card.colour) }}",
            "data.colours | selectattr(id, 'eq', card.colour) | first }}",
            "'id' is undefined; the field's name goes in quotes: selectattr('id', …)",
        ),
    ],
)
def test_a_field_name_written_without_quotes_is_told_to_be_quoted(root, file, old, new, told):
    # Before: only "'n' is undefined", as if the designer had misspelt a variable.
    path, found = said_after_edit(root, GAME, file, old, new)
    assert len(found) == 1 and told in found[0], found
    assert found[0].startswith(f"{file}:{line_of(path, new)}: error:") and found[0].endswith("[expression]")


def test_a_value_the_template_writes_wrong_on_some_copies_names_no_copy_nor_row(root):
    # Before: "…; on copy 2 of 9 (spaces.yaml:13), and 4 more copies", as if the rapids' row were at fault.
    dash = "dash: \"{{ [4, 3] if loop.item.kind == 'rapids' else [] }}\""
    path, found = said_after_edit(
        root, GAME, BOARD, dash, "dash: \"{{ '4,3' if loop.item.kind == 'rapids' else [] }}\""
    )
    assert len(found) == 1 and found[0].startswith(f"{BOARD}:{line_of(path, 'dash:')}: error: "), found
    assert "got '4,3': write [4, 3]" in found[0] and "copy" not in found[0] and "spaces.yaml" not in found[0]


def test_a_value_a_copys_row_gives_still_names_the_copy_and_its_row(root):
    dash = "dash: \"{{ [4, 3] if loop.item.kind == 'rapids' else [] }}\""
    new = "dash: \"{{ loop.item.kind if loop.item.kind == 'rapids' else [] }}\""
    _, found = said_after_edit(root, GAME, BOARD, dash, new)
    assert len(found) == 1 and "got 'rapids' (kind: at spaces.yaml:" in found[0] and "; on copy 2 of 9" in found[0]

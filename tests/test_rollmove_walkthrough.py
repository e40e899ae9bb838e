"""Slips found building River Journey, a roll-and-move family game (a 594 × 420 mm board whose 60 spaces, shortcuts
and rapids are placed from a data table, six canoe standees, a paper die, a spinner of six sectors with an arrow to
pin, 30 small island cards with inline icons, a two-page rule sheet with a picture of the path's start, a box-lid
label; tests/rollmove keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp
from pdfread import glyph_boxes, word_boxes

GAME = "river-journey"
SPACES = f"content/{GAME}/spaces.yaml"
PAWN = f"templates/{GAME}/pawn.yaml"


def river(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "rollmove", GAME)


def said_after(tmp_path: Path, file: str, old: str, new: str) -> tuple[Path, list[str]]:
    """The game with one slip made (``old`` replaced by ``new`` in ``file``), and the findings `pnp validate` says."""
    root = river(tmp_path)
    edit(root / file, old, new)
    output = run_pnp(root, "validate", GAME).output
    return root / file, [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(river(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_standees_ground_that_stops_at_its_base_tabs_cut_edge_is_short_of_the_bleed(tmp_path):
    """The canoe's ground drawn `h: "{{ trim.h + 12 + bleed }}"` (as the README's game for young children wrote it)
    ends exactly at the cut edge of its 12 mm base tab: a cut that wanders shows white there. The foot of a piece
    with a base tab was never measured (it is folded, not cut, at the trim); the tab's own foot is cut."""
    pawn, found = said_after(tmp_path, PAWN, 'h: "{{ trim.h + 12 + 2 * bleed }}"', 'h: "{{ trim.h + 12 + bleed }}"')
    assert found == [
        f"{PAWN}:{line_of(pawn, 'trim.h + 12 + bleed')}: error: template '{GAME}/pawn': element 'ground': it stops at "
        "the trim at the foot of its 12 mm base tab while it runs past it elsewhere, 3.2 mm short of the bleed edge "
        "(3.175 mm out), so a cut that wanders outward shows its edge as a sliver along the cut: extend it to the "
        'bleed edge (a ground that runs onto the tab is y: "{{ -bleed }}", h: "{{ trim.h + 12 + 2 * bleed }}"), or '
        "keep it inside the trim [art-short-of-bleed]"
    ], found


def test_the_assembly_maps_page_labels_stand_clear_of_the_spaces_numbers(tmp_path):
    """The board's 60 numbered spaces fill it all over. The map's labels (A1, A2, …: 20 pt on a white box) looked for a
    place clear of the board's words with a box of about 0.6 of the size a letter, narrower than the white box they
    print on, and stood at the window's middle when no place seemed clear: on Letter "A2" hid space 16 and "A1"
    space 19. Each label now stands where its white box covers no number."""
    root = river(tmp_path)
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

"""Slips found building River Journey, a roll-and-move family game (a 594 × 420 mm board whose 60 spaces, shortcuts
and rapids are placed from a data table, six canoe standees, a paper die, a spinner of six sectors with an arrow to
pin, 30 small island cards with inline icons, a two-page rule sheet with a picture of the path's start, a box-lid
label; tests/rollmove keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp

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
    pawn, found = said_after(tmp_path, PAWN, "h: \"{{ trim.h + 12 + 2 * bleed }}\"", "h: \"{{ trim.h + 12 + bleed }}\"")
    assert found == [
        f"{PAWN}:{line_of(pawn, 'trim.h + 12 + bleed')}: error: template '{GAME}/pawn': element 'ground': it stops at "
        "the trim at the foot of its 12 mm base tab while it runs past it elsewhere, 3.2 mm short of the bleed edge "
        "(3.175 mm out), so a cut that wanders outward shows its edge as a sliver along the cut: extend it to the "
        'bleed edge (a ground that runs onto the tab is y: "{{ -bleed }}", h: "{{ trim.h + 12 + 2 * bleed }}"), or '
        "keep it inside the trim [art-short-of-bleed]"
    ], found

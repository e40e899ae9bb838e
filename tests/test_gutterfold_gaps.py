"""Gaps the walkthroughs left in features offered: `--layout gutterfold` where it does not fold (`pnp validate` says
what `pnp build` says, and pieces too large for half the paper are told what folds), and a polyomino's `cell:`
read from its templates as its `squares` are. Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, new_game, run_pnp, validated
from pdfread import text_positions


def _notes(output: str) -> list[str]:
    """The lines of a command's output that say a component keeps its duplex sheets."""
    return [row for row in output.splitlines() if "keeps its duplex sheets" in row]


def test_validate_with_layout_gutterfold_says_the_round_cards_it_keeps_duplex_as_build_does(tmp_path: Path) -> None:
    """Eye Spy's 57 round cards keep their duplex sheets with `--layout gutterfold`: before, `pnp build` said so in
    a line of its output and `pnp validate --layout gutterfold` said nothing; now validate prints the same line."""
    root = kept_game_workspace(tmp_path, "speed", "eye-spy")
    built = run_pnp(root, "build", "eye-spy", "--layout", "gutterfold", "--paper", "letter")
    checked = run_pnp(root, "validate", "eye-spy", "--layout", "gutterfold", "--paper", "letter")
    assert built.exit_code == checked.exit_code == 0, (built.output, checked.output)
    assert (
        _notes(checked.output)
        == _notes(built.output)
        == [
            "eye-spy: component 'deck' keeps its duplex sheets (print them double-sided): --layout gutterfold folds "
            "rectangles, and its pieces are 85 mm circles"
        ]
    ), checked.output


def test_a_piece_too_large_to_fold_is_told_the_largest_that_folds_and_the_paper_that_folds_it(tmp_path: Path) -> None:
    """An A5 player mat with a back, `--layout gutterfold`: before, its duplex sheets came with no word of why no
    gutterfold file did. Now build and validate say, for each paper, the largest piece half of it holds and the
    paper that folds the mat."""
    root = new_game(tmp_path)
    for template in ("templates/demo/card.yaml", "templates/demo/back.yaml"):
        edit(root / template, "size: poker\n", "size: [148, 210]\n")
    built = run_pnp(root, "build", "demo", "--layout", "gutterfold")
    checked = run_pnp(root, "validate", "demo", "--layout", "gutterfold")
    assert built.exit_code == checked.exit_code == 0, (built.output, checked.output)
    keeps = "demo: component 'deck' keeps its duplex sheets on {} (print them double-sided): --layout gutterfold lays"
    notes = _notes(checked.output)
    assert notes == _notes(built.output) and [note.split(" fronts ")[0] for note in notes] == [
        keeps.format("letter"),
        keeps.format("a4"),
    ], checked.output
    letter, a4 = notes
    assert "half of the letter page holds a piece of at most 89 × 261 mm" in letter, letter
    assert "not its 148 × 210 mm pieces" in letter and "--paper tabloid" in letter, letter
    assert "86 × 278 mm (folded down the middle) or 191 × 130 mm (folded across)" in a4 and "--paper a3" in a4, a4
    assert not list((root / "output/demo").glob("*gutterfold*"))


def test_a_piece_that_folds_is_no_note(tmp_path: Path) -> None:
    """The poker cards of the same game fold: no note, a gutterfold file for each paper."""
    root = new_game(tmp_path)
    result = run_pnp(root, "build", "demo", "--layout", "gutterfold")
    assert result.exit_code == 0 and not _notes(result.output), result.output
    assert len(list((root / "output/demo").glob("demo-deck-gutterfold-*.pdf"))) == 2


def test_a_polyomino_patch_reads_the_side_of_its_squares_as_cell(tmp_path: Path) -> None:
    """Quiltwork's patch template kept `cell: 12.5` twice, in its shape and again in its vars for the labels it
    places on its squares: before, `cell` read in a template was undefined (an `expression` error at each element
    reading it); now it is the shape's `cell:`, as `squares` are its squares."""
    root = kept_game_workspace(tmp_path, "polyomino", "quiltwork")
    patch = root / "templates/quiltwork/patch.yaml"
    text = patch.read_text(encoding="utf-8")
    assert "  cell: 12.5\n" in text and text.count("vars.cell") > 5
    sheet = root / "output/quiltwork/quiltwork-patches-letter.pdf"
    assert run_pnp(root, "build", "quiltwork", "--paper", "letter").exit_code == 0
    before = text_positions(sheet, 0)
    patch.write_text(text.replace("  cell: 12.5\n", "").replace("vars.cell", "cell"), encoding="utf-8")
    assert validated(root, "quiltwork") == []
    built = run_pnp(root, "build", "quiltwork", "--paper", "letter")
    assert built.exit_code == 0, built.output
    assert text_positions(sheet, 0) == before  # every cost, time and income label where it was

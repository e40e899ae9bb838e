"""Slips found building Quiltwork, a two-player patch-laying game in the spirit of Patchwork (tests/polyomino keeps
it): 33 fabric patches, each a polyomino of 12.5 mm squares cut along its own polygon outline and printed one-sided;
two 9 × 9 quilt boards; a time track of 54 spaces tiled over two pages; buttons of three values, leather patches, a
7 × 7 bonus tile and the rules. Each test but the first two fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_sizes_mm

GAME = "quiltwork"
RULES = Path("content") / GAME / "rules.yaml"


def quiltwork(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "polyomino", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if row.endswith("]")]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The game built once, on Letter and A4: the tests that only read its PDFs share it."""
    return kept_game_built(tmp_path_factory, "polyomino", GAME) / "output" / GAME


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(quiltwork(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_the_game_builds_every_part_on_both_papers(built):
    for part, pages in {"patches": 2, "leather": 1, "buttons": 1, "bonus": 1, "quilts": None, "rules": 2}.items():
        for paper in ("letter", "a4"):
            pdf = built / f"{GAME}-{part}-{paper}.pdf"
            assert pdf.exists(), pdf
            assert pages is None or len(page_sizes_mm(pdf)) == pages, pdf
    for paper in ("letter", "a4"):  # the time track is tiled: an assembly map and two pages
        assert len(page_sizes_mm(built / f"{GAME}-track-{paper}.pdf")) == 3


def test_a_count_of_pieces_laid_in_a_circle_is_read(tmp_path):
    """ "Lay the 32 patches in a circle round the table" of 33 patches: pnp read "in a circle" as a part of the
    patches ("of each circle"), which the content does not know, and said nothing; the rules printed 32. How the
    pieces are laid out ("in a circle", "in a ring", "in a row") names no part of them: the count is read."""
    root = quiltwork(tmp_path)
    edit(
        root / RULES,
        "Lay the {{ components.patches.cards | length }} patches in a circle",
        "Lay the 32 patches in a circle",
    )
    assert _said(root) == [
        f"{RULES.as_posix()}:{line_of(root / RULES, '32 patches')}: error: section 'setup': '32 patches' says 32, but "
        "Fabric patches has 33 patches; write {{ components.patches.cards | length }} so the rules say what is "
        "printed [number-disagrees]"
    ]


@pytest.mark.parametrize("where", ["after the neutral marker", "ahead of the neutral marker", "in front of the pawn"])
def test_a_few_pieces_beside_a_marker_are_no_count_of_all_of_them(tmp_path, where):
    """ "Choose one of the three patches after the neutral marker": pnp read "the three patches" as how many patches
    the game has, an error telling to write {{ components.patches.cards | length | spelled }}, which would print
    "one of the thirty-three patches". Pieces said to stand after, ahead of or in front of something that is no
    component are an amount, as "3 cards in the river" is."""
    root = quiltwork(tmp_path)
    edit(root / RULES, "one of the next three patches after the neutral marker", f"one of the three patches {where}")
    assert _said(root) == []


def test_faces_named_as_their_own_backs_are_one_finding_at_back(tmp_path):
    """`back:` written as the `face:` (`"quiltwork/patch-{{ card.id }}"`), to print each patch on both sides: pnp
    said only patch p03's back "is its face's, not mirrored" at p03's template, with p03's mirrored points; fixed,
    the next build said p06, then p08…, sixteen rounds for one slip. It is one finding at `back:`, naming the
    sixteen asymmetric patches and saying to print them one-sided or give each a mirrored back."""
    root = quiltwork(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    face = '    face: "quiltwork/patch-{{ card.id }}"\n'
    edit(game, face, face + '    back: "quiltwork/patch-{{ card.id }}"\n')
    said = _said(root)
    assert len(said) == 1, said
    back = line_of(game, 'back: "quiltwork/patch-')
    assert said[0].startswith(f"content/{GAME}/game.yaml:{back}: error: "), said
    assert "16 of them are not their own mirror image ('p03', 'p06', 'p08', " in said[0], said
    assert "Print them one-sided (no back:)" in said[0] and said[0].endswith("[imposition-mixed]"), said


def test_a_patch_is_cut_round_its_squares_written_as_rows(tmp_path):
    """Every patch's outline was a polygon whose corners the designer worked out with a script of their own
    (pnp has no shape made of squares), and one corner typed 36.5 for 37.5 cut a slanting edge with no finding.
    A `polyomino` shape is its rows of squares: the outline follows from them (p03's, "##" over "#.", seen from
    behind below), `squares` lists them for the labels (the game validates clean: each label on a square of its
    patch), and squares that do not hold together are said at `shape:`."""
    root = quiltwork(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    face = '    face: "quiltwork/patch-{{ card.id }}"\n'
    edit(game, face, face + '    back: "quiltwork/patch-{{ card.id }}"\n')
    said = _said(root)
    assert (
        "(token 'p03': shape: {type: polygon, points: [[25, 0], [0, 0], [0, 12.5], [12.5, 12.5], [12.5, 25], "
        in (said[0])
    ), said
    root = quiltwork(tmp_path / "apart")
    patch = root / "templates" / GAME / "patch-p20.yaml"
    edit(patch, 'cells: ["##.", ".##", "..#"]', 'cells: ["##.", ".##", "#.."]')
    assert _said(root) == [
        f"templates/{GAME}/patch-p20.yaml:{line_of(patch, 'shape:')}: error: polyomino: the square at "
        "column 1, row 3 is not joined edge to edge to the others: cut out, the piece would come apart; one piece is "
        "one outline [shape-invalid]"
    ]


def test_a_label_on_a_square_the_patch_lacks_is_said_to_lie_outside_its_outline(tmp_path):
    """p20's cost placed on [0, 2] (`vars: {first: [0, 2]}`), a square its outline lacks, so it printed in the notch
    of its box, cut away with the waste: pnp said "text reaches into the 1.2 mm just inside the trim (the template's
    safe zone) … move it in", an error about a cut that wanders, of a label that is not on the piece at all. It is
    an `art-off-piece` warning saying it lies outside the piece's outline, within its box, at the parent's line
    that places it, naming the patch it was found on."""
    root = quiltwork(tmp_path)
    patch = root / "templates" / GAME / "patch-p20.yaml"
    edit(patch, '..#"]}\n', '..#"]}\nvars: {first: [0, 2]}\n')
    face = root / "templates" / GAME / "patch.yaml"
    cost = line_of(face, 'y: "{{ vars.first[1]@2')  # the cost's y:, after its disc's
    assert _said(root) == [
        f"templates/{GAME}/patch.yaml:{cost}: warning: template 'quiltwork/patch' (extended by "
        "'quiltwork/patch-p20'): element 'cost': what it prints lies outside the outline of the 37.5 × 37.5 mm "
        "piece, within its box (at x 4 to 9 mm, y 29 to 33 mm), so it does not print: move it onto the piece "
        "[art-off-piece]"
    ]


def test_a_childs_shape_merges_over_its_parents(tmp_path):
    """The patch template writes `shape: {type: polyomino, cell: 12.5}` and each patch only its squares, `shape:
    {cells: [...]}`, as the README says a child's mappings merge over its parent's: pnp said "shape: missing
    required key 'type'" at every one of the 33 children. The shapes merge; a shape with no type here or in a
    parent is one finding saying to write it."""
    root = quiltwork(tmp_path)
    assert (
        (root / "templates" / GAME / "patch-p20.yaml")
        .read_text()
        .startswith('extends: quiltwork/patch\nshape: {cells: ["##.", ".##", "..#"]}')
    )
    assert _said(root) == []
    bonus = root / "templates" / GAME / "bonus.yaml"
    edit(bonus, "size: 30\n", "size: 30\nshape: {radius: 3}\n")
    assert _said(root) == [
        f"templates/{GAME}/bonus.yaml:{line_of(bonus, 'shape:')}: error: shape: {{radius: …}} gives no type: write "
        "its type: (rectangle, rounded, circle, ellipse, hexagon, polygon, polyomino) in it, or in the shape: of the "
        "template it extends, which it merges over [shape-invalid]"
    ]

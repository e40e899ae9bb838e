"""Slips found building Blockwise, a flip-and-write game (Welcome To-like: 81 construction cards whose back, an
action, pairs with the next card's number once flipped; 18 city plans in three levels; 4 solo cards; a score
sheet to write on, full page and half page two to a page; tests/flip keeps it): each test fails on pnp before
its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "blockwise"


def blockwise(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "flip", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    return [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(blockwise(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_full_page_and_a_half_page_score_sheet_share_one_component(tmp_path):
    """One score sheet component of two entries, the full page and the half page (`face:` chosen per entry): each
    entry prints on a page of its own, yet pnp refused it, "the sheet imposition needs pieces of one size and
    shape … use imposition: gutters", which would cut them out with bleed and crop marks. Each entry's page now
    holds as many of its own sheets as fit, and says how many times to print it."""
    root = blockwise(tmp_path)
    out = tmp_path / "out"
    result = run_pnp(root, "build", GAME, "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    sheets = out / GAME / f"{GAME}-sheet-a4.pdf"
    texts = page_texts(sheets)
    assert len(texts) == 2
    assert "Print each page as many times as its footer says. Then cut them apart on the dashed lines." in texts[0]
    assert "sheet 1/2, print 50" in texts[0] and "sheet 2/2, print 25" in texts[1], texts
    assert texts[0].count("score sheet") == 1 and texts[1].count("score sheet") == 2, texts


def test_a_half_page_sheet_too_large_for_the_paper_is_said_at_its_own_size(tmp_path):
    """Of the two sizes, the one too large for the paper is said at its own template's size: line."""
    root = blockwise(tmp_path)
    half = root / "templates" / GAME / "score-half.yaml"
    edit(half, "size: [200, 130]", "size: [200, 290]")
    said = [row for row in _said(root) if row.endswith("[piece-too-large]")]
    assert said and all(row.startswith(f"templates/{GAME}/score-half.yaml:{line_of(half, 'size:')}: ") for row in said)


def test_a_level_written_in_quotes_is_told_to_drop_them(tmp_path):
    """`level: "2"` where the field is `enum: [1, 2, 3]`: pnp said "'2' is not one of: 1, 2, 3; did you mean '2'?",
    which reads as the very thing written. It says the quotes make it text."""
    root = blockwise(tmp_path)
    plans = root / "content" / GAME / "plans.yaml"
    edit(plans, "level: 2\n", 'level: "2"\n')
    said = [row for row in _said(root) if row.endswith("[schema]")]
    line = line_of(plans, 'level: "2"')
    assert said == [
        f"content/{GAME}/plans.yaml:{line}: error: card 'p2-one-four': level: '2' is not one "
        "of: 1, 2, 3; its quotes make it text: write it without quotes, 2 [schema]"
    ], said


def test_a_line_with_no_end_is_said_at_its_line(tmp_path):
    """The score sheet's "Name: ____" rule written without its x2: (its y2: the same as y): a line from a point to
    itself, which drew nothing, and pnp said nothing. It is an error at the element, saying what to write."""
    root = blockwise(tmp_path)
    sheet = root / "templates" / GAME / "score-sheet.yaml"
    edit(sheet, "    x2: 192\n", "")
    said = [row for row in _said(root) if "name-line" in row]
    assert said == [
        f"templates/{GAME}/score-sheet.yaml:{line_of(sheet, 'type: line')}: error: template 'blockwise/score-sheet': "
        "element 'name-line': the line runs from (137, 15) to itself, so it draws nothing: give it x2: (where it "
        "ends across, mm) or y2: (where it ends down), away from x, y [value-invalid]"
    ], said


def test_a_back_named_by_an_action_none_of_whose_templates_is_there_is_one_finding(tmp_path):
    """`back: "blockwise/{{ card.action }}"` with no template for any action: pnp said six findings at that one line,
    one per action ("card 'n01-landscaper' and 11 more: template 'blockwise/landscaper' not found…"). The name
    written is the one slip: one finding there, listing the templates it names."""
    root = blockwise(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(
        game,
        "    back: blockwise/action\n    fields:\n      number",
        '    back: "blockwise/{{ card.action }}"\n    fields:\n      number',
    )
    said = _said(root)
    assert said == [
        f"content/{GAME}/game.yaml:{line_of(game, 'card.action }}')}: error: back: 'blockwise/{{{{ card.action }}}}' "
        "names 6 templates, and not one of them is in templates/: 'blockwise/landscaper', 'blockwise/surveyor', "
        "'blockwise/estate' and 3 more; templates in blockwise/: action, number, plan, plan-back, score-half, "
        "score-sheet, solo, street; add them, or write a template that is there [template-missing]"
    ], said


def test_a_round_score_sheet_is_said_at_its_shape_line(tmp_path):
    """A score sheet made round (`shape: circle`) was refused at the component's `imposition: sheet` line, in the
    grid's words ("cannot share straight cut lines with its neighbours"); the shape is the slip: said at its
    line, in a sheet's words."""
    root = blockwise(tmp_path)
    sheet = root / "templates" / GAME / "score-sheet.yaml"
    edit(sheet, "size: [200, 260]\n", "size: 200\nshape: circle\n")
    found = [row for row in _said(root) if row.endswith("[imposition-shape]")]
    assert found == [
        f"templates/{GAME}/score-sheet.yaml:{line_of(sheet, 'shape: circle')}: error: a sheet to write on is a "
        "rectangle of paper (printed as it is, or several to a page and cut apart on straight lines), not a 200 mm "
        "circle: make shape: rectangle and draw the round or angled outline on it (an ellipse or polygon element) "
        "[imposition-shape]"
    ]


def test_a_half_page_sheet_grown_too_tall_for_two_on_letter_is_a_warning_at_its_size(tmp_path):
    """Two to an A4 page, alone on Letter (half of it blank) was said by nothing: the size that prints two on both."""
    root = blockwise(tmp_path)
    half = root / "templates" / GAME / "score-half.yaml"
    edit(half, "size: [200, 130]", "size: [200, 135]")
    (said,) = [row for row in _said(root) if row.endswith("[sheet-alone]")]
    assert said.startswith(f"templates/{GAME}/score-half.yaml:{line_of(half, 'size:')}: warning: ")
    assert "200 × 135 mm prints 2 to a page on a4 but alone on letter" in said
    assert "make it at most 200 × 130 mm to print 2 to a page on both" in said

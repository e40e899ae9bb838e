"""The ``grid`` element: score pads and player mats, their lines and labels read back from the built PDF,
and a finding at the line to change for each value it cannot draw. Before it, the Harbour Lights
walkthrough drew its score pad with a ``path`` and a Jinja loop, its row labels a 1.5-leading text
beside it that crossed the grid's lines."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import MM, page_paths, render, word_boxes

PAD = "templates/demo/pad.yaml"
LABELS = ["Player", "Contracts", "Warehouses", "Ships", "Events", "Coins", "Goods left", "Bonus", "Total"]
SCORE_PAD = f"""size: [95, 135]
bleed: 0
safe: 4
elements:
  scores:
    type: grid
    x: 5
    y: 18
    w: 85
    h: 108
    rows: 9
    cols: 5
    header_w: 30
    row_labels: [{", ".join(LABELS)}]
    stroke: "#23395d"
    stroke_width: 0.3
    border: 0.8
    label_fill: "#e6ebf2"
"""
MAT = """size: [148, 210]
bleed: 3.175
vars:
  cols: 4
  rows: 3
elements:
  warehouse:
    type: grid
    x: 22
    y: 40
    w: "{{ vars.cols * 26 }}"
    h: "{{ vars.rows * 26 }}"
    cols: "{{ vars.cols }}"
    rows: "{{ vars.rows }}"
    fill: "#ffffff"
    stroke: "#9b2226"
    stroke_width: 0.4
"""


def _game(tmp_path, template: str):
    """`pnp new`'s demo with a one-sheet component printing ``template`` (demo/pad)."""
    root = new_game(tmp_path)
    edit(
        root / "content/demo/game.yaml",
        "  - id: rules\n",
        "  - id: pad\n    kind: tiles\n    title: Score pad\n    source: pad.yaml\n    face: demo/pad\n  - id: rules\n",
    )
    (root / "content/demo/pad.yaml").write_text("tiles:\n  - {id: sheet, title: Score sheet}\n")
    (root / PAD).write_text(template)
    return root


def _drawn(root):
    """The built sheet's paths: the grid's border (its box, mm from the page's top left), and its inner
    lines as offsets (mm) from the box's left and top edge, with their widths (mm)."""
    pdf = root / "output/demo/demo-pad-a4.pdf"
    paths = page_paths(pdf, 0)
    border = next(p for p in paths if p.stroke_width and len(p.subpaths) == 1 and len(p.subpaths[0]) == 5)
    xs = [x for x, _ in border.subpaths[0]]
    ys = [y for _, y in border.subpaths[0]]
    left, top, right, bottom = min(xs), max(ys), max(xs), min(ys)  # pt, y up
    inner = next(p for p in paths if p.stroke_width and p is not border and all(len(s) == 2 for s in p.subpaths))
    across = sorted(round((s[0][0] - left) / MM, 2) for s in inner.subpaths if s[0][0] == s[1][0])
    down = sorted(round((top - s[0][1]) / MM, 2) for s in inner.subpaths if s[0][1] == s[1][1])
    box = (left / MM, (842 - top) / MM, (right - left) / MM, (top - bottom) / MM)  # A4 is 842 pt tall
    return pdf, box, across, down, inner.stroke_width / MM, border.stroke_width / MM, (left, top)


def test_a_score_pad_grid_draws_its_lines_and_sets_each_label_inside_its_cell(tmp_path):
    root = _game(tmp_path, SCORE_PAD)
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    pdf, box, across, down, inner, border, (left, top) = _drawn(root)
    assert box[2:] == pytest.approx((85, 108), abs=0.01)
    assert across == [30, 43.75, 57.5, 71.25]  # the label column 30 mm, four players sharing 55 mm
    assert down == [12 * row for row in range(1, 9)]  # nine rows of 12 mm
    assert inner == pytest.approx(0.3, abs=0.001) and border == pytest.approx(0.8, abs=0.001)
    for row, label in enumerate(LABELS):
        (word,) = [b for b in word_boxes(pdf, 0, label) if b[0] < left + 30 * MM]  # the first sheet's
        x0, y0, x1, y1 = ((word[0] - left) / MM, (top - word[3]) / MM, (word[2] - left) / MM, (top - word[1]) / MM)
        assert x0 == pytest.approx(1.5, abs=0.3), (label, x0)  # 1.5 mm inside the column's left line
        assert x1 < 30 - 1.0, (label, x1)  # clear of the column's right line
        assert 12 * row + 2 < y0 and y1 < 12 * (row + 1) - 2, (label, y0, y1)  # between its row's lines
        assert (y0 + y1) / 2 == pytest.approx(12 * row + 6, abs=1.0), (label, y0, y1)  # in the middle


def test_a_player_mat_grid_shares_its_box_evenly_and_its_border_defaults_to_its_line_width(tmp_path):
    root = _game(tmp_path, MAT)
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    _, box, across, down, inner, border = _drawn(root)[:6]
    assert box[2:] == pytest.approx((104, 78), abs=0.01)
    assert across == [26, 52, 78] and down == [26, 52]  # 4 x 3 spaces of 26 mm for 20 mm warehouse tiles
    assert inner == border == pytest.approx(0.4, abs=0.001)


def test_labels_across_and_down_fill_their_cells_corner_included_and_centre_the_players(tmp_path):
    # Both label lists: the corner where the label column and row meet is label_fill too (filled twice by one
    # even-odd path, it printed white); the players' names stand in the middle of their columns.
    pad = SCORE_PAD.replace(
        "row_labels: [Player,", 'header_h: 16\n    col_labels: ["", Anna, Ben, Cleo, Dan]\n    row_labels: ["",'
    )
    root = _game(tmp_path, pad)
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    pdf, box, across, down, *_, (left, top) = _drawn(root)
    assert across == [30, 43.75, 57.5, 71.25]
    assert down == [16, *(16 + 11.5 * row for row in range(1, 8))]  # the header row 16 mm, eight rows share 92
    page = render(pdf, 0, dpi=100)
    for x, y in ((15, 8), (15, 30), (57, 8)):  # the corner, the label column, the label row (mm in the grid)
        pixel = page.getpixel((round((box[0] + x) * 100 / 25.4), round((box[1] + y) * 100 / 25.4)))
        assert pixel == (0xE6, 0xEB, 0xF2), ((x, y), pixel)
    for name, centre in (("Anna", 36.875), ("Dan", 78.125)):
        (word,) = [b for b in word_boxes(pdf, 0, name) if b[0] < left + 85 * MM]
        assert ((word[0] + word[2]) / 2 - left) / MM == pytest.approx(centre, abs=0.2), name
        assert ((top - (word[1] + word[3]) / 2) / MM) == pytest.approx(8, abs=1.0), name


@pytest.mark.parametrize(("align", "at"), [("center", 15), ("right", 28.5)])
def test_row_labels_may_be_centred_or_set_right_as_a_boards_space_numbers_are(tmp_path, align, at):
    # Before: row labels were always left-aligned (row_align: an unknown key), so a board's space numbers could
    # not stand in the middle of their cells. Centred: the middle of the 30 mm column; right: 1.5 mm inside its
    # right line.
    root = _game(tmp_path, SCORE_PAD.replace("    row_labels:", f"    row_align: {align}\n    row_labels:"))
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    pdf, *_, (left, _) = _drawn(root)
    for label in ("Player", "Warehouses"):
        (word,) = [b for b in word_boxes(pdf, 0, label) if b[0] < left + 30 * MM]
        x0, x1 = (word[0] - left) / MM, (word[2] - left) / MM
        assert ((x0 + x1) / 2 if align == "center" else x1) == pytest.approx(at, abs=0.3), (label, x0, x1)


@pytest.mark.parametrize(
    ("old", "new", "key", "words"),
    [
        ("rows: 9", "rows: 0", "rows: 0", "'rows' must be a whole number, at least 1, got 0"),
        ("rows: 9", "rows: -3", "rows: -3", "'rows' must be a whole number, at least 1, got -3"),
        ("rows: 9", "rows: 2.5", "rows: 2.5", "'rows' must be a whole number, at least 1, got 2.5"),
        ("rows: 9", "rows: nine", "rows: nine", "'rows' must be a number, got 'nine'"),
        ("cols: 5", "cols: 500", "cols: 500", "cols is 500; a grid has 1 to 200 cells a side"),
        (
            "header_w: 30",
            "header_w: 85",
            "header_w",
            "header_w is 85 mm; the first of 5 cols takes more than 0 and less than the grid's w (85 mm), "
            "and leaves the rest to the others (give cols 2 at least)",
        ),
        (
            "rows: 9",
            "rows: 8",
            "row_labels",
            "9 row labels for 8 rows: give one per row at most; remove 1, or write rows: 9",
        ),
        (
            "row_labels: [",
            "col_labels: ['', 1, 2, 3, 4, 5]\n    row_labels: [",
            "col_labels",
            "6 column labels for 5 columns: give one per column at most; remove 1, or write cols: 6",
        ),
        (
            "row_labels: [",
            "col_labels: [Round, 1, 2, 3, 4]\n    row_labels: [",
            "col_labels",
            "the top-left cell gets both row_labels' first text ('Player') and col_labels' ('Round'); "
            'leave one of them empty ("")',
        ),
        ("border: 0.8", "border: -1", "border", "a line's width is 0 (none) or more, in mm"),
        ("w: 85", "w: 0", "w: 0", "a grid needs a width and a height (w and h, mm), got 0 × 108"),
    ],
    ids=[
        "rows-0",
        "rows-negative",
        "rows-fraction",
        "rows-word",
        "cols-too-many",
        "header-too-wide",
        "more-labels-than-rows",
        "more-labels-than-columns",
        "corner-twice",
        "border-negative",
        "no-width",
    ],
)
def test_a_grid_value_it_cannot_draw_is_one_finding_at_its_line(tmp_path, old, new, key, words):
    root = _game(tmp_path, SCORE_PAD)
    edit(root / PAD, old, new)
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 1, result.output
        (found,) = [row for row in result.output.splitlines() if ": error: " in row]
        assert found.startswith(f"{PAD}:{line_of(root / PAD, key)}: error: "), found
        assert f"element 'scores': {words} [value-invalid]" in found, found


def test_a_label_too_long_for_its_cell_is_said_at_the_labels_line(tmp_path):
    root = _game(tmp_path, SCORE_PAD)
    edit(root / PAD, "Goods left,", "Goods left over in the warehouses and on the ships at the end of the game,")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 1, result.output
        (found,) = [row for row in result.output.splitlines() if ": error: " in row]
        assert found.startswith(f"{PAD}:{line_of(root / PAD, 'row_labels')}: error: "), found
        assert "scores text does not fit its 27.0 × 10.0 mm box even at the template's minimum 7 pt" in found, found


def test_column_labels_may_be_set_left(tmp_path):
    # Before: column labels were always centred (col_align: an unknown key).
    labels = '    col_align: left\n    col_labels: ["", Anna]\n    row_labels: ["",'
    pad = SCORE_PAD.replace("    row_labels: [Player,", labels)
    root = _game(tmp_path, pad)
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    pdf, *_, (left, _) = _drawn(root)
    (word,) = [b for b in word_boxes(pdf, 0, "Anna") if b[0] < left + 85 * MM]
    assert (word[0] - left) / MM == pytest.approx(30 + 1.5, abs=0.3)  # 1.5 mm inside its column's left line

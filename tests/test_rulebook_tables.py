"""Rulebook tables: a legend's pictures drawn large, and tables that break only where they may."""

from __future__ import annotations

from pdfread import page_lines, painted, render, text_positions
from reportlab.platypus import Table
from test_inline_icons import eyes_rulebook

from pnp.draw.breaks import KEEP_ROWS, KeptTable

DPI = 288
LEGEND = """| Icon | Meaning |
|---|---|
| :eyes: | Grue eyes watch you. |
| Grue :eyes: eyes | The same icon inside words. |
"""


def icon_spans(image, colour=(255, 0, 255)) -> list[tuple[float, float]]:
    """(bottom, top) in pt from the page's foot of each run of rows where ``colour`` is painted, top down."""
    mask, width = painted(image, colour).tobytes(), image.width  # one byte a pixel, row after row
    rows = [y for y in range(image.height) if 255 in mask[y * width : (y + 1) * width : 2]]  # every other column
    runs: list[list[int]] = []
    for y in rows:
        if runs and y - runs[-1][-1] <= 2:
            runs[-1].append(y)
        else:
            runs.append([y])
    to_pt = 72 / DPI
    return [((image.height - run[-1] - 1) * to_pt, (image.height - run[0]) * to_pt) for run in runs]


def test_icons_alone_in_a_table_cell_are_drawn_larger_beside_their_meaning(tmp_path):
    """An icon legend's icons were drawn at the cell text's inline size (2.3 mm for Twisty Passages'
    dice): alone in a cell they are a picture to recognise, 1.6 × the cap height."""
    pdf = eyes_rulebook(tmp_path, "Icons", LEGEND)
    alone, inline = icon_spans(render(pdf, 0, DPI))
    ratio = (alone[1] - alone[0]) / (inline[1] - inline[0])
    assert abs(ratio - 1.6) < 0.08, ratio  # the style's icon_cell_scale against inline icons at cap height


def test_a_legends_picture_is_centred_in_its_row_clear_of_the_rules(tmp_path):
    """A legend's picture stood on the baseline of its cell's line and rose 1.6 × the cap height, past
    the font's ascent: centred as set, it rode high in its row, 0.4 pt under the rule above and 5.7 pt
    over the one below (Twisty Tracks' station symbols touched the rule; Twisty Passages' stop sign
    stood 0.9 mm above the middle of its one-line meaning). It is now centred between the rules, beside
    a meaning of one line or of three."""
    long = "Grue eyes watch you from the dark, and the dark is long: three lines of it, or more in the end."
    legend = f"| Icon | Meaning |\n|---|---|\n| :eyes: | Grue eyes watch you. |\n| :eyes: | {long} |\n"
    pdf = eyes_rulebook(tmp_path, "Icons", legend)
    rules = {round((b + t) / 2, 2) for left, b, right, t in page_lines(pdf, 0) if t - b < 1 and right - left > 100}
    assert len([p for p in text_positions(pdf, 0) if p.text.startswith("Grue eyes watch")]) == 2
    pictures = icon_spans(render(pdf, 0, DPI))
    assert len(pictures) == 2
    for bottom, top in pictures:
        above, below = min(r for r in rules if r > top) - top, bottom - max(r for r in rules if r < bottom)
        assert abs(above - below) < 1.0 and min(above, below) > 2.0, (above, below)


def test_a_carried_part_of_a_table_keeps_its_rule_for_where_it_may_break():
    """reportlab's parts of a split table forget ``rowSplitRange``: the part carried to the next column
    broke again into its header and one row, and its last row alone over the page (Twisty Passages'
    icon legend, once its pictures grew)."""
    rows = [["Header", "Meaning"], *([f"row {number}", "text"] for number in range(12))]
    for kind, keeps in ((Table, False), (KeptTable, True)):
        table = kind(rows, repeatRows=1, rowSplitRange=(KEEP_ROWS + 1, -KEEP_ROWS))
        table.wrap(300, 1000)
        row = table._rowHeights[1]
        _, carried = table.split(300, row * 11.5)  # all but the last two rows fit
        assert len(carried._cellvalues) == 1 + KEEP_ROWS
        carried.wrap(300, 1000)
        broken = carried.split(300, row * 2.5)  # room for the header and one row
        assert (broken == []) is keeps, kind

"""Rulebook tables: a legend's pictures drawn large, and tables that break only where they may."""

from __future__ import annotations

from pdfread import render, text_positions
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
    pixels = image.load()
    rows = sorted({y for y in range(image.height) for x in range(0, image.width, 2) if pixels[x, y] == colour})
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
    dice): alone in a cell they are a picture to recognise, 1.6 × the cap height; the row's cells are
    centred, so a one-line meaning stands on the picture's baseline."""
    pdf = eyes_rulebook(tmp_path, "Icons", LEGEND)
    alone, inline = icon_spans(render(pdf, 0, DPI))
    ratio = (alone[1] - alone[0]) / (inline[1] - inline[0])
    assert abs(ratio - 1.6 / 1.3) < 0.06, ratio  # the style's icon_cell_scale against the inline 1.3
    meaning = next(placed for placed in text_positions(pdf, 0) if placed.text.startswith("Grue eyes watch"))
    assert abs(alone[0] - meaning.y) < 1.0, (alone, meaning.y)  # on the baseline of the line beside it


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

"""A rulebook figure and its caption stand in the middle of their space: as much white between the text
above and the figure as between its caption and the text under it, read from the shipped rules' pixels."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import new_game, run_pnp
from pdfread import MM, printed_chars, word_centres
from PIL import Image
from test_rulebook_feet import RULEBOOKS, pages_of

DPI = 200
BODY = 9.5  # pt: the shipped rules' body text (a caption is 0.85 of it, headings larger)
FIGURE = 15  # mm: an ink band at least this tall is a figure
TOLERANCE = 0.75  # mm


def bands(image: Image.Image, box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """The runs of rows with ink in ``box`` (left, top, right, bottom: pt from the page's top left),
    as (top, bottom) pt from the page's top."""
    scale = DPI / 72
    left, top, right, bottom = (round(v * scale) for v in box)
    ink = image.crop((left, top, right, bottom)).point(lambda value: 255 if value < 250 else 0)  # a card's cream is ink
    rows = ink.resize((1, ink.height), Image.Resampling.BOX).tobytes()  # a row with any ink is not 0
    found, start = [], None
    for row, value in enumerate([*rows, 0]):
        if value and start is None:
            start = row
        elif not value and start is not None:
            found.append(((top + start) / scale, (top + row) / scale))
            start = None
    return found


def figure_spaces(pdf: Path, style: dict, folded: bool) -> list[tuple[int, float, float]]:
    """(page, mm of white above the figure, mm of white under its caption) of each figure with body text
    right above it and right under its caption, in the same column."""
    if folded:
        columns, margin, gutter = style.get("booklet", {}).get("columns", 1), 12, 6
    else:
        columns, margin, gutter = style.get("columns", 2), style.get("margin", 15), style.get("gutter", 7)
    document = pdfium.PdfDocument(str(pdf))
    found = []
    try:
        for number, (index, left, width) in pages_of(pdf, folded).items():
            page = document[index]
            height = page.get_size()[1]
            image = page.render(scale=DPI / 72).to_pil().convert("L")
            chars = [(x, height - y, size) for x, y, size, char in printed_chars(page) if char.strip()]
            column = (width - 2 * margin * MM - (columns - 1) * gutter * MM) / columns
            for which in range(columns):
                x = left + margin * MM + which * (column + gutter * MM)
                box = (x, margin * MM, x + column, height - (margin + 9) * MM)
                found += [(number, above, below) for above, below in _spaces(bands(image, box), chars, box)]
    finally:
        document.close()
    return found


def _spaces(runs: list[tuple[float, float]], chars: list, box: tuple) -> list[tuple[float, float]]:
    """(white above, white under the caption) in mm of each figure among a column's ink ``runs`` with body
    text right above it and right under its caption (``chars``: x, baseline from the top, size)."""
    sizes = [
        {size for x, baseline, size in chars if box[0] <= x <= box[2] and top <= baseline <= bottom + 0.5}
        for top, bottom in runs
    ]
    body = [any(abs(size - BODY) < 0.05 for size in held) for held in sizes]
    caption = [any(abs(size - BODY * 0.85) < 0.05 for size in held) for held in sizes]
    found = []
    for at, (top, bottom) in enumerate(runs):
        if bottom - top < FIGURE * MM or at == 0 or not body[at - 1]:
            continue
        end = at + 1
        while end < len(runs) and caption[end]:
            end += 1  # the caption's lines
        if at + 1 < end < len(runs) and body[end]:
            found.append(((top - runs[at - 1][1]) / MM, (runs[end][0] - runs[end - 1][1]) / MM))
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("folded", [False, True], ids=["pages", "booklet"])
@pytest.mark.parametrize("game", ["twisty-passages", "twisty-tracks"])
def test_a_figure_stands_in_as_much_white_above_as_under_its_caption(shipped, game, paper, folded):
    """The figure's top sat 2.0-2.5 mm under the text above it (a paragraph's gap) and its caption
    3.9-4.7 mm over the text under it: the figure looked glued to the paragraph before it."""
    name = f"{game}-rules-{'booklet-' if folded else ''}{paper}"
    spaces = figure_spaces(shipped / game / f"{name}.pdf", RULEBOOKS[f"{game}/rules"], folded)
    uneven = [(page, above, below) for page, above, below in spaces if abs(above - below) > TOLERANCE]
    assert not uneven, uneven
    assert spaces or folded  # every flat book has such a figure: the check reads them at all


def test_a_figure_under_a_heading_is_set_off_by_its_own_space_not_by_both(tmp_path):
    """A section that opens with a figure: the heading and the figure travel together, and the space
    between them is the figure's space before (as after a paragraph), not that added to the heading's."""
    root = new_game(tmp_path)
    text = "![The Dawn card](deck/dawn)\n\nThe card above gains a star.\n\nThen the next player draws."
    rules = ["sections:", "  - id: s0", "    title: Setup", "    text: |"]
    rules += [f"      {line}" if line else "" for line in text.splitlines()]
    (root / "content" / "demo" / "rules.yaml").write_text("\n".join(rules) + "\n", encoding="utf-8")
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    pdf = root / "output" / "demo" / "demo-rules-a4.pdf"
    document = pdfium.PdfDocument(str(pdf))
    try:
        page = document[0]
        width, height = page.get_size()
        image = page.render(scale=DPI / 72).to_pil().convert("L")
        heading = word_centres(pdf, 0, "Setup")[0]
        column = (width - 37 * MM) / 2
        runs = bands(image, (15 * MM, height - heading[1] - 2, 15 * MM + column, height - 24 * MM))
    finally:
        document.close()
    figure = next(at for at, (top, bottom) in enumerate(runs) if bottom - top > FIGURE * MM)
    white = (runs[figure][0] - runs[figure - 1][1]) / MM
    assert 2.5 < white < 4.0, white  # 8.5 pt and the heading's descent; added to the heading's 4.2 pt, 4.5 mm

"""Figures written on one line stand side by side as a row: one scale, captions on one line, the row
centred in its column, never broken between its figures; read from the built rules."""

from __future__ import annotations

import itertools
from pathlib import Path

from conftest import new_game, run_pnp
from pdfread import MM, render, word_boxes

CARD = 63.5  # mm: the demo's cards are poker size
FILLER = "The player to the left of the dealer goes first, and play passes on clockwise round the table."


def rules(root: Path, text: str, columns: int = 1) -> Path:
    """The demo's rules holding one section of ``text`` in ``columns`` columns, built on A4: the PDF.
    Figures may be drawn up to 100 mm tall: a card at full size."""
    lines = ["sections:", "  - id: s0", "    title: Setup", "    text: |"]
    lines += [f"      {line}" if line else "" for line in text.splitlines()]
    (root / "content" / "demo" / "rules.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    style = root / "templates" / "demo" / "rules.yaml"
    looks = style.read_text().replace("columns: 2", f"columns: {columns}\nfigure_height: 100")
    style.write_text(looks, encoding="utf-8")
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    return root / "output" / "demo" / "demo-rules-a4.pdf"


def inked(pdf: Path, page: int, y: float) -> list[tuple[float, float]]:
    """The runs of ink (left, right in mm from the page's left edge) across the page at ``y`` pt (y up),
    white under 2 mm wide (inside a card) not parting them."""
    dpi = 200
    image = render(pdf, page, dpi).convert("L")
    row = round(image.height - y * dpi / 72)
    inked = [x for x in range(image.width) if image.getpixel((x, row)) < 250]  # a card's cream is ink
    runs: list[list[int]] = []
    for x in inked:
        if runs and x - runs[-1][1] < 2 * dpi / 25.4:
            runs[-1][1] = x + 1
        else:
            runs.append([x, x + 1])
    return [(left * 25.4 / dpi, right * 25.4 / dpi) for left, right in runs]


def test_two_figures_on_one_line_stand_side_by_side_centred(tmp_path):
    """They stood one under the other: a counter's front and back could not be shown next to each other."""
    text = 'A card and its back:\n\n![Front side](deck/dawn) ![Back side](deck/dawn "back")\n\nThen draw.'
    pdf = rules(new_game(tmp_path), text)
    front, back = word_boxes(pdf, 0, "side")
    assert abs(front[1] - back[1]) < 0.1  # the captions on one baseline
    (title,) = word_boxes(pdf, 0, "Dawn")  # printed on the card, near its top
    cards = [run for run in inked(pdf, 0, title[1] - 20 * MM) if run[1] - run[0] > 30]
    assert len(cards) == 2, cards
    (left, right) = cards
    assert abs(right[0] - left[1] - 5) < 0.5  # figure_gap: 5 mm between them (the trim lines' ink aside)
    assert abs(left[1] - left[0] - CARD) < 0.5 and abs(right[1] - right[0] - CARD) < 0.5  # full size
    assert abs((left[0] + right[1]) / 2 - 105) < 0.3  # the row centred in the 180 mm column of an A4 page
    captions = word_boxes(pdf, 0, "Front side") + word_boxes(pdf, 0, "Back side")
    for caption, card in zip(captions, cards, strict=True):
        assert abs((caption[0] + caption[2]) / 2 / MM - (card[0] + card[1]) / 2) < 1  # its caption under it


def test_a_row_too_wide_for_its_column_shrinks_alike(tmp_path):
    """Three cards (200 mm with their gaps) in a 180 mm column: all drawn at one smaller scale, side by side."""
    text = "![Card one](deck/dawn) ![Card two](deck/high-noon) ![Card six](deck/dusk)\n\nThen draw."
    pdf = rules(new_game(tmp_path), text)
    captions = word_boxes(pdf, 0, "Card")
    assert max(c[1] for c in captions) - min(c[1] for c in captions) < 0.1
    middle = captions[0][3] + 40 * MM
    cards = [run for run in inked(pdf, 0, middle) if run[1] - run[0] > 30]
    assert len(cards) == 3, cards
    widths = [right - left for left, right in cards]
    expected = (180 - 2 * 5) / 3
    assert all(abs(width - expected) < 0.5 for width in widths), widths
    assert all(abs(b[0] - a[1] - 5) < 0.5 for a, b in itertools.pairwise(cards))  # the same gap between them


def test_a_row_too_wide_to_read_wraps_at_one_scale(tmp_path):
    """Two cards in an 85 mm column would print their 7 pt text under 6 pt side by side: they wrap,
    each drawn at the same size (full size: each fits the column), one row under the other; the rows may break
    between them, as stacked figures do (here the back heads the next column)."""
    text = 'A card and its back:\n\n![Front side](deck/dawn) ![Back side](deck/dawn "back")\n\nThen draw.'
    pdf = rules(new_game(tmp_path), text, columns=2)
    front, back = word_boxes(pdf, 0, "side")
    assert abs(front[1] - back[1]) > 20 * MM or abs(front[0] - back[0]) > 50 * MM  # not side by side
    widths = []
    for caption in (front, back):
        cards = [run for run in inked(pdf, 0, caption[3] + 30 * MM) if run[1] - run[0] > 30]
        column = [run for run in cards if run[0] * MM < caption[0] < run[1] * MM]
        widths += [right - left for left, right in column]
    assert len(widths) == 2 and abs(widths[0] - widths[1]) < 0.3, widths
    assert abs(widths[0] - CARD) < 0.5


def test_a_row_at_the_foot_of_a_page_moves_whole(tmp_path):
    """Stacked, the front stayed at the foot of page 1 and its back went over to page 2. 24 paragraphs
    leave room for the row at page 1's foot, 26 do not: it goes over to page 2 whole."""
    for count, page in ((24, 0), (26, 1)):
        filler = "\n\n".join([FILLER] * count)
        text = f'{filler}\n\n![Front side](deck/dawn) ![Back side](deck/dawn "back")\n\nThen draw.'
        (tmp_path / str(count)).mkdir()
        pdf = rules(new_game(tmp_path / str(count)), text)
        front, back = word_boxes(pdf, page, "side")
        assert abs(front[1] - back[1]) < 0.1
        assert front[1] < 120 * MM if page == 0 else not word_boxes(pdf, 0, "side")


def test_a_bad_figure_in_a_row_is_one_finding_at_its_line(tmp_path):
    root = new_game(tmp_path)
    text = "Cards:\n\n![Dawn](deck/dawn) ![Noon](deck/high-nooon) ![Dusk](deck/dusk)\n\nThen draw."
    lines = ["sections:", "  - id: s0", "    title: Setup", "    text: |"]
    lines += [f"      {line}" if line else "" for line in text.splitlines()]
    (root / "content" / "demo" / "rules.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_pnp(root, "validate", "demo")
    found = [line for line in result.output.splitlines() if line.endswith("[figure-unknown]")]
    assert len(found) == 1, result.output
    assert found[0].startswith("content/demo/rules.yaml:7: error: section 's0': figure 'deck/high-nooon'"), found
    assert "did you mean 'deck/high-noon'" in found[0]

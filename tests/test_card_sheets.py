"""Card sheets read back from the built Labyrinth Deck PDFs."""

from __future__ import annotations

import pytest
from pdfread import MM, fonts, image_count, page_lines, page_sizes_mm, page_texts, render, text_positions

from pnp.impose import PAPERS_MM, Sheet

POKER = (63.5, 88.9)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_page_size_and_count(built, paper):
    out = built("labyrinth-deck")
    deck = out / f"labyrinth-deck-deck-{paper}.pdf"
    sizes = page_sizes_mm(deck)
    # 16 cards at 9 a page: 2 fronts pages, each followed by its backs page.
    assert len(sizes) == 4
    for width, height in sizes:
        assert width == pytest.approx(PAPERS_MM[paper][0], abs=0.01)
        assert height == pytest.approx(PAPERS_MM[paper][1], abs=0.01)


def test_every_component_on_both_papers(built):
    out = built("labyrinth-deck")
    names = sorted(p.name for p in out.glob("*.pdf"))
    assert names == sorted(
        f"labyrinth-deck-{c}-{p}.pdf" for c in ("deck", "supply", "actions", "rules") for p in ("letter", "a4")
    )


def test_every_card_title_is_printed(built):
    out = built("labyrinth-deck")
    text = "\n".join(page_texts(out / "labyrinth-deck-deck-letter.pdf"))
    assert text.count("Right Path") >= 5
    assert text.count("Dead End") >= 5
    assert text.count("Monsters Are Approaching") >= 2
    assert text.count("THE WAY OUT") == 5
    actions = " ".join(" ".join(page_texts(out / "labyrinth-deck-actions-a4.pdf")).split())
    for title in ("Forge A Path", "Scout Ahead", "It’s Elementary!", "Careful Consideration", "Boost Morale"):
        assert title in actions


def test_fronts_and_backs_alternate(built):
    pages = page_texts(built("labyrinth-deck") / "labyrinth-deck-deck-letter.pdf")
    assert "fronts 1/2" in pages[0] and "backs 1/2" in pages[1]
    assert "fronts 2/2" in pages[2] and "backs 2/2" in pages[3]
    assert pages[1].count("The Labyrinth Deck") >= 9


def test_footer_has_scale_bar_label_per_paper(built):
    out = built("labyrinth-deck")
    assert "1 in" in page_texts(out / "labyrinth-deck-deck-letter.pdf")[0]
    assert "25 mm" in page_texts(out / "labyrinth-deck-deck-a4.pdf")[0]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_all_fonts_embedded(built, paper):
    used = fonts(built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf")
    assert used, "no fonts found"
    assert all(used.values()), f"not embedded: {[f for f, e in used.items() if not e]}"
    assert not any("Helvetica" in name for name in used)


def test_icons_are_vector(built):
    assert image_count(built("labyrinth-deck") / "labyrinth-deck-deck-letter.pdf") == 0


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_backs_mirror_fronts(built, paper):
    """On the partly filled second sheet, every back lands in the mirrored slot of its front."""
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    sheet = Sheet.for_item(paper, POKER, 3.175)

    def slot_of(x: float, y: float) -> tuple[int, int]:
        x0, y0, _, height = sheet.grid
        col = int((x / MM - x0) // POKER[0])
        row = int((y0 + height - y / MM) // POKER[1])
        return col, row

    titles = ("Dead End", "Monsters Are", "Room")
    fronts = {slot_of(p.x, p.y) for p in text_positions(deck, 2) if p.text in titles}
    backs = {slot_of(p.x, p.y) for p in text_positions(deck, 3) if p.text == "The Labyrinth Deck"}
    assert len(fronts) == 7  # 16 - 9 cards on the second sheet
    assert backs == {(sheet.cols - 1 - col, row) for col, row in fronts}
    assert (0, 2) in fronts and (sheet.cols - 1, 2) in backs  # the lone card of the last row


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_crop_marks_stay_in_the_margin(built, paper):
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    sheet = Sheet.for_item(paper, POKER, 3.175)
    x0, y0, width, height = (v * MM for v in sheet.grid)
    thin = [b for b in page_lines(deck, 0) if min(b[2] - b[0], b[3] - b[1]) < 1.0]
    marks = [b for b in thin if b[2] <= x0 or b[0] >= x0 + width or b[3] <= y0 or b[1] >= y0 + height]
    # every expected mark is drawn, outside the card grid
    assert len(marks) >= 2 * (sheet.cols + 1) + 2 * (sheet.rows + 1)
    for left, bottom, right, top in marks:
        inside_x = left < x0 + width and right > x0
        inside_y = bottom < y0 + height and top > y0
        assert not (inside_x and inside_y)


def test_art_bleeds_past_the_outer_trim(built):
    """The header colour runs past the top trim into the margin (bleed), not past the bleed."""
    deck = built("labyrinth-deck") / "labyrinth-deck-deck-a4.pdf"
    sheet = Sheet.for_item("a4", POKER, 3.175)
    dpi = 100
    image = render(deck, 0, dpi)
    px = dpi / 25.4
    x_mid = int((sheet.grid[0] + POKER[0] / 2) * px)
    grid_top_from_top = PAPERS_MM["a4"][1] - (sheet.grid[1] + sheet.grid[3])
    inside_bleed = image.getpixel((x_mid, int((grid_top_from_top - sheet.bleed_y / 2) * px)))
    beyond_bleed = image.getpixel((x_mid, int((grid_top_from_top - sheet.bleed_y - 1.5) * px)))
    assert sum(inside_bleed) < 400, inside_bleed  # dark green header art
    assert beyond_bleed == (255, 255, 255)

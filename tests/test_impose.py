"""Sheet geometry: grids, mirrored backs, crop marks and the footer band, for every paper."""

from __future__ import annotations

import pytest
from conftest import REPO

from pnp.impose import PAPERS_MM, PRINTABLE_EDGE, Sheet

SIZES = {"poker": (63.5, 88.9), "poker-landscape": (88.9, 63.5)}


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize(("size", "expected"), [("poker", (3, 3)), ("poker-landscape", (2, 4))])
def test_grid(paper, size, expected):
    sheet = Sheet.for_item(paper, SIZES[size], 3.175)
    assert (sheet.cols, sheet.rows) == expected
    x0, y0, width, height = sheet.grid
    assert x0 >= 6.35 - 1e-9 and y0 >= 6.35 - 1e-9
    assert x0 + width <= PAPERS_MM[paper][0] and y0 + height <= PAPERS_MM[paper][1]


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
def test_backs_mirror(paper, duplex):
    sheet = Sheet.for_item(paper, SIZES["poker"], 3.175)
    width, height = PAPERS_MM[paper]
    for index in range(sheet.per_page):
        front = sheet.slot(index)
        back = sheet.back_slot(front, duplex)
        if duplex == "long-edge":
            assert back.x == pytest.approx(width - front.x - front.w)
            assert back.y == pytest.approx(front.y)
        else:
            assert back.y == pytest.approx(height - front.y - front.h)
            assert back.x == pytest.approx(front.x)


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("size", list(SIZES))
def test_marks_are_printable_and_never_cross_a_card_or_its_bleed(paper, size):
    sheet = Sheet.for_item(paper, SIZES[size], 3.175)
    x0, y0, width, height = sheet.grid
    bx, by = sheet.bleed_x, sheet.bleed_y
    marks = sheet.crop_marks([sheet.slot(i) for i in range(sheet.per_page)])
    for x1, y1, x2, y2 in marks:
        left, right, bottom, top = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)
        overlaps = left < x0 + width + bx and right > x0 - bx and bottom < y0 + height + by and top > y0 - by
        assert not overlaps
        assert max(x1, x2) - min(x1, x2) >= 1.8 or max(y1, y2) - min(y1, y2) >= 1.8  # long enough to see
        assert left >= PRINTABLE_EDGE - 1e-9 and bottom >= PRINTABLE_EDGE - 1e-9  # where home printers print
        assert right <= sheet.page[0] - PRINTABLE_EDGE + 1e-9 and top <= sheet.page[1] - PRINTABLE_EDGE + 1e-9


def test_roomy_margins_keep_the_outer_bleed_tight_ones_give_it_to_the_marks():
    a4 = Sheet.for_item("a4", SIZES["poker"], 3.175)
    assert a4.bleed_x == a4.bleed_y == 2.0
    letter = Sheet.for_item("letter", SIZES["poker"], 3.175)
    assert letter.bleed_x == 2.0 and letter.bleed_y == 0.0  # 6.35 mm top and bottom: marks first


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("size", list(SIZES))
def test_footer_band_is_clear(paper, size):
    sheet = Sheet.for_item(paper, SIZES[size], 3.175)
    band = sheet.footer_band()
    x0, y0, width, height = sheet.grid
    if band.vertical:
        box = (band.x, band.y, band.x + band.depth, band.y + band.length)
    else:
        box = (band.x, band.y, band.x + band.length, band.y + band.depth)
    assert band.depth >= 2.0 and band.length >= 60
    assert box[0] >= PRINTABLE_EDGE - 1e-9 and box[1] >= PRINTABLE_EDGE - 1e-9
    bx, by = sheet.bleed_x, sheet.bleed_y
    assert not (box[0] < x0 + width + bx and box[2] > x0 - bx and box[1] < y0 + height + by and box[3] > y0 - by)
    for x1, y1, x2, y2 in sheet.crop_marks([sheet.slot(i) for i in range(sheet.per_page)]):
        left, right, bottom, top = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)
        assert not (left < box[2] and right > box[0] and bottom < box[3] and top > box[1])


def test_too_large_an_item_is_refused():
    with pytest.raises(ValueError):
        Sheet.for_item("letter", (300, 300), 3)


@pytest.mark.parametrize("count", range(1, 9))
def test_partial_page_marks_its_own_cards_only(count):
    sheet = Sheet.for_item("letter", SIZES["poker"], 3.175)
    slots = [sheet.slot(i) for i in range(count)]
    marks = sheet.crop_marks(slots)
    edges_x = {round(v, 6) for s in slots for v in (s.x, s.x + s.w)}
    edges_y = {round(v, 6) for s in slots for v in (s.y, s.y + s.h)}
    assert len(marks) == 2 * len(edges_x) + 2 * len(edges_y)
    for x1, y1, x2, y2 in marks:
        left, right, bottom, top = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)
        for s in slots:
            assert not (left < s.x + s.w and right > s.x and bottom < s.y + s.h and top > s.y)


def test_footer_text_fits_its_band():
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.fonts import FontBook
    from pnp.sheets import FOOTER_MIN_SIZE, FOOTER_SIZE, fit_footer

    font = FontBook(REPO / "fonts").default_font
    short, size = fit_footer("Game · deck · fronts 1/1", font, 300)
    assert (short, size) == ("Game · deck · fronts 1/1", FOOTER_SIZE)
    long_text = "A very long notice that goes on and on. " * 10
    fitted, size = fit_footer(long_text, font, 200)
    assert size == FOOTER_MIN_SIZE and fitted.endswith("…")
    assert stringWidth(fitted, font, size) <= 200

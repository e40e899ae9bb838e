"""Nothing a shipped PDF holds lies off its page: no hidden words a search or a print shop's preflight finds."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from test_rulebook_polish import GAMES


def words_off_the_page(path) -> list[tuple[int, str]]:
    """(page number, character) of every printed character whose box lies off its page (1 pt allowed)."""
    pdf = pdfium.PdfDocument(str(path))
    found = []
    try:
        for number, page in enumerate(pdf, start=1):
            width, height = page.get_size()
            text = page.get_textpage()
            for index in range(text.count_chars()):
                char = text.get_text_range(index, 1)
                left, bottom, right, top = text.get_charbox(index)
                if char.strip() and not (left >= -1 and right <= width + 1 and bottom >= -1 and top <= height + 1):
                    found.append((number, char))
    finally:
        pdf.close()
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_printed_word_lies_off_its_page(built, game):
    """Twisty Tracks' frame strips each held the whole frame's drawing, clipped to the strip: 32 depot
    and station numbers a page lay up to 215 mm off the Letter sheets (and 4 on the examples sheet).

    A board printed over pages is the exception, by design: the whole board is one form in the PDF
    (stored once), and each page shows its window of it, so each page's text layer holds the board's
    words (its poster, the file for a print shop, has none off the page)."""
    for path in sorted(built(game).glob("*.pdf")):
        if "-board-" in path.name and not path.name.endswith("-poster.pdf"):
            continue
        assert words_off_the_page(path) == [], path.name

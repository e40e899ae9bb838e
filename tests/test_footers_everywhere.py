"""Footers that lose no word: a one-sided (gutterfold) sheet's footer takes the fold strip when its
margins are too short for the words and the scale bar, and no footer ends on one word alone."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
import yaml
from conftest import REPO, run_pnp
from pdfread import page_texts, printed_chars
from reportlab.pdfbase.pdfmetrics import stringWidth
from test_page_plans import cards, clear_of_edge, plan

from pnp.core.geometry import MM
from pnp.draw.furniture import FOOTER_SIZE, fit_footer, footer_text
from pnp.impose.marks import FOOTER_CLEAR, ROOMY_FOOTER, label_box, mark_box
from pnp.impose.plan import Label, Line


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_a_gutterfold_sheet_of_cards_puts_its_footer_in_the_fold_strip(paper_name):
    """Poker cards fill both halves to the crop marks: the margins leave stretches too short for
    the footer's words beside its scale bar, the strip along the fold runs the page's width."""
    for page in plan("gutterfold", cards(count=20), paper_name).pages:
        band = page.footer
        assert band is not None and band.length >= ROOMY_FOOTER, band
        box = band.box
        assert clear_of_edge(box, page)
        assert not any(box.overlaps(p.trim.grow(FOOTER_CLEAR - 0.01)) for p in page.placements)
        for mark in page.marks:
            if isinstance(mark, Line):
                assert not box.overlaps(mark_box(mark)), (band, mark)
            if isinstance(mark, Label):
                assert not box.overlaps(label_box(mark)), (band, mark)


def test_the_shipped_card_decks_printed_one_sided_keep_every_word_of_their_footers(tmp_path):
    games = ("twisty-passages", "labyrinth-deck")
    result = run_pnp(REPO, "build", *games, "--layout", "gutterfold", "--paper", "a4", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    for game in games:
        notice = yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))["notice"]
        for pdf in (tmp_path / game).glob("*-gutterfold-a4.pdf"):
            for number, text in enumerate(page_texts(pdf), start=1):
                flat = " ".join(text.split())
                assert notice in flat and "25 mm" in flat, (pdf.name, number, flat[-300:])


def test_a_footer_never_ends_on_one_word_when_narrower_lines_can_give_it_company():
    text = "page 2 · Fanucci: Rules of Twisty Passages · Fan-made print-and-play for personal use. Zork Zero."
    font = "Helvetica"
    room = stringWidth(text[: text.rindex(" Zero.")], font, 6.0) + 1  # greedy: the last word alone
    lines, size = fit_footer(text, font, room, 20.0)
    assert size == 6.0 and len(lines) == 2
    assert len(lines[-1].split()) >= 2 and " ".join(lines).split() == text.split()


def test_a_footer_filled_from_its_end_keeps_its_last_words_whole_and_in_company():
    """A booklet's right-hand page ends its footer with its number: filled from the start, "page 1" fell
    alone on the second line (The Labyrinth Deck's A5 booklet); filled from the end, the short line is
    the first, two words at least, and a footer too long even at 4.5 pt loses its first words, not its number."""
    text = "Fan-made print-and-play for personal use. · The Labyrinth Deck: Rules and labyrinth tables · page 1"
    font = "Helvetica"
    room = stringWidth(text[: text.rindex(" page 1")], font, 6.0) + 1  # from the start: "page 1" alone
    assert fit_footer(text, font, room, 20.0)[0][-1] == "page 1"
    lines, size = fit_footer(text, font, room, 20.0, from_end=True)
    assert size == 6.0 and len(lines) == 2 and " ".join(lines).split() == text.split()
    assert len(lines[0].split()) >= 2 and lines[-1].endswith("tables · page 1")
    lines, size = fit_footer(text, font, room / 2, 6.0, from_end=True)
    assert size == 4.5 and len(lines) == 1 and lines[0].startswith("…") and lines[0].endswith("tables · page 1")
    assert stringWidth(lines[0], font, size) <= room / 2


def test_a_wrapped_footer_breaks_between_its_parts_when_that_takes_no_more_lines():
    """Page, game and component, notice: a footer that wraps starts a part on the next line rather
    than splitting it, unless that costs a line; then its words fill the lines as before."""
    notice = "Permission granted to make one copy for your personal, non-commercial use."
    parts = ["page 2", "Twisty Passages: Rules", notice]
    text, font = footer_text(parts), "Helvetica"
    room = stringWidth(parts[2], font, 6.0) + 1
    lines, size = fit_footer(text, font, room, 20.0)
    assert size == 6.0 and lines == ["page 2 · Twisty Passages: Rules", parts[2]]
    lines, _ = fit_footer(footer_text(parts[::-1]), font, room, 20.0, from_end=True)  # a right-hand page
    assert lines == [parts[2], "Twisty Passages: Rules · page 2"]
    narrow = stringWidth(text, font, 6.0) / 2 + 10  # two lines only if the notice is split
    lines, size = fit_footer(text, font, narrow, 20.0)
    assert size == 6.0 and len(lines) == 2 and " ".join(lines).split() == text.split()


WRAPPED_FOOTERS = [
    ("twisty-passages", "rules-booklet-letter"),
    ("twisty-passages", "rules-booklet-a4"),
    ("labyrinth-deck", "rules-booklet-letter"),
    ("labyrinth-deck", "rules-booklet-a4"),
    ("trap-map-galaxy", "trap-guide-booklet-letter"),
    ("fanucci", "rules-letter"),
    ("fanucci", "rules-a4"),
    # its notice was two sentences longer than a booklet page's line, split inside the second on every page
    ("fanucci", "rules-booklet-letter"),
    ("fanucci", "rules-booklet-a4"),
]


@pytest.mark.parametrize(("game", "name"), WRAPPED_FOOTERS)
def test_the_shipped_wrapped_footers_keep_their_notice_on_one_line(shipped, game, name):
    """These footers take two lines: before, the notice was split between them ("Permission granted
    to make / one copy for your personal, non-commercial use.", Fanucci's "…from Infocom's / Zork Zero.");
    now the page, game and component stand on one line and the notice whole on the other (Fanucci's
    shorter notice now fits beside them on one line of its Letter and A4 rules)."""
    notice = yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))["notice"]
    wanted = notice.replace(" ", "")
    pdf = pdfium.PdfDocument(str(shipped / game / f"{game}-{name}.pdf"))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            width = page.get_width()
            halves = (0.0, width / 2) if "booklet" in name else (0.0,)
            rows: dict[tuple[float, int], str] = {}
            for x, y, size, char in printed_chars(page):
                if y < 20 * MM and abs(size - FOOTER_SIZE) < 0.01 and char.strip():
                    half = max(left for left in halves if x >= left)
                    rows[(half, round(y))] = rows.get((half, round(y)), "") + char
            unruled = {key: text.replace("1in", "").replace("25mm", "") for key, text in rows.items()}  # its scale bar
            footers = {half: [text for (left, _), text in unruled.items() if left == half] for half in halves}
            for half, lines in footers.items():
                if any(wanted[:12] in line for line in lines):  # a page with its footer (not a blank side)
                    assert wanted in lines or (len(lines) == 1 and wanted in lines[0]), (index, half, lines)
                    assert len(lines) <= 2, (index, half, lines)
    finally:
        pdf.close()

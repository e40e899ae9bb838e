"""Footers that lose no word: a one-sided (gutterfold) sheet's footer takes the fold strip when its
margins are too short for the words and the scale bar, and no footer ends on one word alone."""

from __future__ import annotations

import pytest
import yaml
from conftest import REPO, run_pnp
from pdfread import page_texts
from reportlab.pdfbase.pdfmetrics import stringWidth
from test_page_plans import cards, clear_of_edge, plan

from pnp.draw.furniture import fit_footer
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

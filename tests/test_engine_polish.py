"""Engine polish after a publisher's visual review: tiled boards' joins, last lines of body text,
the booklet's printing note; each read back from the built PDFs."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import REPO, edit, new_game, plans_of, run_pnp
from pdfread import front_lines, join_clearances

from pnp.core.geometry import Box
from pnp.impose.strategies.tile import windows

GALAXY = "trap-map-galaxy"
MM = 72 / 25.4


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_glue_joins_of_the_galaxy_board_keep_3_mm_from_every_letter(built, paper):
    """A page's cut edge lies at least 3 mm from any glyph on either side of it, so a page glued a
    little off still leaves the letters whole (A2's edge touched the T of the title: 1.5 mm from the
    F below it, 1.1 mm from the S of the legend on B3)."""
    plan = plans_of(REPO, GALAXY)[f"{GALAXY}-board-{paper}"]
    least = join_clearances(built(GALAXY) / f"{GALAXY}-board-{paper}.pdf", plan)
    assert len(plan.pages) == 7  # the map and six pages, as before
    assert {"A2 left", "B3 left", "B1 top"} <= set(least)
    assert all(gap >= 3.0 for gap in least.values()), least


def test_a_join_with_no_3_mm_gap_takes_the_middle_of_the_widest_it_can():
    """Words too close together for a 3 mm clearance on both sides: the join takes the middle of
    the gap between them, not a place touching one of them."""
    extent, room = (-3.0, -3.0, 363.0, 203.0), (191.9, 255.4)  # two columns; the join lies within 171.1-180.9 mm

    def join(words: tuple[Box, ...]) -> float:
        (x,) = sorted({t.x0 for t in windows(extent, room, 8, words)})[1:]
        return x

    close = tuple(Box(x, 50, 20, 8) for x in range(150, 260, 24))  # 4 mm between neighbours
    assert join(close) == pytest.approx(172.0)  # 2 mm from each (the place nearest the even join touched 174)
    apart = (Box(150, 50, 20, 8), Box(176, 90, 20, 8))  # 6 mm apart: 3 mm on each side
    assert join(apart) == pytest.approx(173.0)


PASSAGES = "twisty-passages"
ALONE = "Take a card from another player's hand, then give them one of yours back."


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """`pnp new`'s game, Dusk's text one that greedy breaking ends with a word alone."""
    root = new_game(tmp_path)
    cards = root / "content" / "demo" / "cards.yaml"
    edit(
        cards,
        "Take a card from another player's hand. Give them a [[Dawn]] from the discard pile if there is one.",
        ALONE,
    )
    edit(
        cards,
        "**Both suits.** Play it as a Sun or a Moon card.",
        "Play it as a Sun or a Moon card; say which\u00a0one.",
    )
    return root


def _bodies(root: Path) -> dict[str, list[str]]:
    """Dusk's and Eclipse's body lines (9 pt and less) as printed, read back from the built deck."""
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    cards = front_lines(out / "demo" / "demo-deck-a4.pdf", plans_of(root, "demo")["demo-deck-a4"])
    bodies = {}
    for lines in cards:
        body = [text for size, text in lines if size == 9]
        for word in ("Take", "Play"):
            if body and body[0].startswith(word):
                bodies[word] = body
    return bodies


def test_a_last_word_alone_takes_the_word_before_it_in_as_many_lines(demo):
    """Body text breaks "pretty" by default: Dusk's 'back.' no longer ends the text alone, 'yours'
    comes down to it (three lines still, at 9 pt, none wider than the box); `wrap: greedy` sets it
    as before. Words glued by a no-break space ('which one.') already make two words."""
    pretty = _bodies(demo)
    assert pretty["Take"] == ["Take a card from another player’s", "hand, then give them one of", "yours back."]
    assert pretty["Play"] == ["Play it as a Sun or a Moon card; say", "which one."]  # the no-break space reads as one
    edit(
        demo / "templates" / "demo" / "card.yaml",
        "    size: 9\n    min_size: 7\n",
        "    size: 9\n    min_size: 7\n    wrap: greedy\n",
    )
    greedy = _bodies(demo)
    assert greedy["Take"] == ["Take a card from another player’s", "hand, then give them one of yours", "back."]
    assert greedy["Play"] == pretty["Play"]


def test_shipped_card_texts_end_with_two_words_at_least(built):
    """Twisty Passages' Retrograde ended 'end of your / turn.' and Shortcut 'says to do / otherwise).'."""
    pdf = built(PASSAGES) / f"{PASSAGES}-deck-letter.pdf"
    cards = front_lines(pdf, plans_of(REPO, PASSAGES)[f"{PASSAGES}-deck-letter"])
    texts = {tuple(text for _, text in lines) for lines in cards}
    endings = {
        lines[lines.index(first) + 1]
        for lines in texts
        for first in lines
        if first.startswith(("Direction of play", "of his or her path"))
    }
    assert endings == {"your turn.", "do otherwise)."}, endings


NOTE = "Booklet: print double-sided"


@pytest.fixture(scope="module")
def booklets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Labyrinth Deck's booklet fills its sheets (no page to spare); Twisty Passages' ends with a back cover."""
    out = tmp_path_factory.mktemp("booklets")
    result = run_pnp(REPO, "build", "labyrinth-deck", PASSAGES, "--booklet", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", ["labyrinth-deck", PASSAGES])
def test_the_folding_note_stands_under_the_last_pages_footer_not_over_its_text(booklets, game, paper):
    """The note sat in the top margin of the first sheet's left half, the booklet's last page: over
    its text when no page was spare (4.7 mm above it). It now stands at the foot of that half, the
    lowest text of it, clear of the footer or the back cover's small print and of the paper's edge."""
    document = pdfium.PdfDocument(str(booklets / game / f"{game}-rules-booklet-{paper}.pdf"))
    try:
        page = document[0]
        half = page.get_width() / MM / 2
        text = page.get_textpage()
        start, _ = text.search(NOTE, match_case=True).get_next()
        end = text.get_text_range().index("on the fold.", start) + len("on the fold.")
        printed = [i for i in range(text.count_chars()) if text.get_text_range(i, 1).strip()]
        note = [[v / MM for v in text.get_charbox(i)] for i in printed if start <= i < end]
        others = [[v / MM for v in text.get_charbox(i)] for i in printed if not start <= i < end]
        left_half = [box for box in others if box[2] < half]
    finally:
        document.close()
    bottom, top = min(b[1] for b in note), max(b[3] for b in note)
    assert max(b[2] for b in note) < half  # on the last page, not across the fold onto the front cover
    assert bottom >= 5.0  # inside what a home printer prints
    assert left_half and min(b[1] for b in left_half) - top >= 2.0  # under everything else on that page

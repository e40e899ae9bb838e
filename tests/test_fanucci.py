"""The Fanucci deck: generated from suits × ranks + trumps, read back from its PDFs; its checks."""

from __future__ import annotations

import itertools
import re

import pytest
import yaml
from conftest import REPO, edit, make_workspace, run_pnp
from pdfread import MM, image_count, page_sizes_mm, page_texts, text_positions, xobjects

from pnp.impose import Sheet

DECK = yaml.safe_load((REPO / "content/fanucci/deck.yaml").read_text(encoding="utf-8"))
SUITS = DECK["sets"]["suits"]
RANKS = DECK["sets"]["ranks"]
TRUMPS = DECK["sets"]["trumps"]
TITLES = [f"{rank['prefix']} {suit['name']}" for suit, rank in itertools.product(SUITS, RANKS)]


def test_the_deck_is_described_not_listed():
    assert (len(SUITS), len(RANKS), len(TRUMPS)) == (15, 11, 9)
    assert not DECK.get("cards")  # no card written out by hand
    names = [s["name"] for s in SUITS]
    assert names == [
        "Mazes",
        "Books",
        "Rain",
        "Bugs",
        "Fromps",
        "Inkblots",
        "Scythes",
        "Plungers",
        "Faces",
        "Time",
        "Lamps",
        "Hives",
        "Ears",
        "Zurfs",
        "Tops",
    ]
    assert [r["symbol"] for r in RANKS] == [*"0123456789", "∞"]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_174_fronts_on_20_sheets(built, paper):
    pdf = built("fanucci") / f"fanucci-deck-{paper}.pdf"
    assert len(page_sizes_mm(pdf)) == 40  # 20 fronts pages, each followed by its backs
    texts = page_texts(pdf)
    assert "fronts 20/20" in texts[38] and "backs 20/20" in texts[39]
    assert image_count(pdf) == 0  # suit symbols and trumps are vector art…
    forms = xobjects(pdf)
    for suit in SUITS:  # …stored once each as a form and reused on every card
        assert any(name.startswith(f"/FormXob.icon-{suit['icon']}-") for name in forms), suit["icon"]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_card_title_once(built, paper):
    pdf = built("fanucci") / f"fanucci-deck-{paper}.pdf"
    upright = [p.text for page in range(0, 40, 2) for p in text_positions(pdf, page) if p.upright]
    for title in TITLES:
        assert upright.count(title) == 1, title
    for trump in TRUMPS:
        assert upright.count(trump["title"]) == 1, trump["title"]


def test_corner_indices_on_both_corners(built):
    """Each suited card shows its rank top-left upright and bottom-right turned 180°."""
    pdf = built("fanucci") / "fanucci-deck-letter.pdf"
    sheet = Sheet.for_item("letter", (63.5, 88.9), 3.175)
    for page in (0, 2, 4):
        placed = text_positions(pdf, page)
        for index in range(sheet.per_page):
            slot = sheet.slot(index)
            left, bottom = slot.x * MM, slot.y * MM
            right, top = left + slot.w * MM, bottom + slot.h * MM
            corner = 14 * MM
            symbols = [p for p in placed if re.fullmatch(r"[0-9∞]", p.text)]
            top_left = [p for p in symbols if p.upright and left <= p.x <= left + corner and top - corner <= p.y <= top]
            bottom_right = [
                p
                for p in symbols
                if not p.upright and right - corner <= p.x <= right and bottom <= p.y <= bottom + corner
            ]
            assert len(top_left) == 1 and len(bottom_right) == 1, (page, index)
            assert top_left[0].text == bottom_right[0].text


@pytest.fixture
def fanucci_ws(tmp_path):
    return make_workspace(tmp_path, "fanucci")


BROKEN = [
    ("missing-rank", '    - {id: "7", symbol: "7", name: Seven, prefix: Seven of}\n', "", "the deck has 11 ranks"),
    (
        "duplicated-suit",
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#303030"}\n',
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#303030"}\n'
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#303030"}\n',
        "duplicate card id 'tops-",
    ),
    ("suit-ink-contrast", 'color: "#806200"', 'color: "#c9a227"', "2.28:1, below WCAG AA"),
    (
        "trump-looks-like-a-suit",
        "{id: time, title: Time, icon: pocket-watch}",
        "{id: time, title: Time, icon: hourglass}",
        "[check trump-icon-not-a-suit]",
    ),
    (
        "tenth-trump",
        "  trumps:\n",
        "  trumps:\n    - {id: zork, title: The Zork, icon: sun}\n",
        "(found 10, expected 9) [check trump-count]",
    ),
]


@pytest.mark.parametrize(("case", "old", "new", "words"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_deck_is_caught(fanucci_ws, case, old, new, words):
    edit(fanucci_ws / "content/fanucci/deck.yaml", old, new)
    result = run_pnp(fanucci_ws, "validate", "fanucci")
    assert result.exit_code == 1
    assert result.exception is None
    assert words in result.output, result.output
    assert all(
        re.match(r"^content/fanucci/[\w./-]+:\d+: (error|warning): ", line) for line in result.output.splitlines()[:-1]
    ), result.output


def test_fanucci_rules_use_real_card_names(built):
    text = " ".join(" ".join(page_texts(built("fanucci") / "fanucci-rules-a4.pdf")).split())
    assert "Trebled Fromps" in text
    assert "∞" in text
    assert "draw pile" in text

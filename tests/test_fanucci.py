"""The Fanucci deck: generated from suits × ranks + trumps, read back from its PDFs; its checks."""

from __future__ import annotations

import itertools
import re

import pytest
import yaml
from conftest import REPO, edit, line_of, make_workspace, plans_of, run_pnp
from pdfread import MM, image_count, page_sizes_mm, page_texts, text_positions, xobjects

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


SHEETS = {"letter": 22, "a4": 20}  # 8 cards a page on Letter (turned), 9 on A4


@pytest.fixture(scope="module")
def plans():
    return plans_of(REPO, "fanucci")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_174_fronts_on_their_sheets(built, paper):
    pdf = built("fanucci") / f"fanucci-deck-{paper}.pdf"
    sheets = SHEETS[paper]
    assert len(page_sizes_mm(pdf)) == 2 * sheets  # each fronts page followed by its backs
    texts = page_texts(pdf)
    assert f"fronts {sheets}/{sheets}" in texts[-2] and f"backs {sheets}/{sheets}" in texts[-1]
    assert image_count(pdf) == 0  # suit symbols and trumps are vector art…
    forms = xobjects(pdf)
    for suit in SUITS:  # …stored once each as a form and reused on every card
        assert any(name.startswith(f"/FormXob.icon-{suit['icon']}-") for name in forms), suit["icon"]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_card_title_once(built, plans, paper):
    """Each title reads once the way its card stands (and once more upside down, at the card's foot)."""
    pdf = built("fanucci") / f"fanucci-deck-{paper}.pdf"
    sheet = plans[f"fanucci-deck-{paper}"]
    titles = []
    for number in range(0, len(sheet.pages), 2):
        rotation = sheet.pages[number].placements[0].rotation
        titles += [p.text for p in text_positions(pdf, number) if p.angle == rotation]
    for title in TITLES:
        assert titles.count(title) == 1, title
    for trump in TRUMPS:
        assert titles.count(trump["title"]) == 1, trump["title"]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_corner_indices_on_both_corners(built, plans, paper):
    """Each suited card shows its rank top-left upright and bottom-right turned 180°, as the card stands."""
    pdf = built("fanucci") / f"fanucci-deck-{paper}.pdf"
    sheet = plans[f"fanucci-deck-{paper}"]
    for number in (0, 2, 4):
        symbols = [p for p in text_positions(pdf, number) if re.fullmatch(r"[0-9∞]", p.text)]
        for placed in sheet.pages[number].placements:
            to_card = placed.transform.inverse()  # page mm -> card mm, y down from its top-left
            w, h = placed.trim.w, placed.trim.h
            w, h = (h, w) if placed.rotation % 180 else (w, h)
            found = {"top-left": [], "bottom-right": []}
            for symbol in symbols:
                u, v = to_card.apply(symbol.x / MM, symbol.y / MM)
                turn = (symbol.angle - placed.rotation) % 360
                if 0 <= u <= 14 and 0 <= v <= 14 and turn == 0:
                    found["top-left"].append(symbol.text)
                if w - 14 <= u <= w and h - 14 <= v <= h and turn == 180:
                    found["bottom-right"].append(symbol.text)
            assert len(found["top-left"]) == 1 and found["top-left"] == found["bottom-right"], (number, placed.trim)


@pytest.fixture
def fanucci_ws(tmp_path):
    return make_workspace(tmp_path, "fanucci")


BROKEN = [
    ("missing-rank", '    - {id: "7", symbol: "7", name: Seven, prefix: Seven of}\n', "", "the deck has 11 ranks"),
    (
        "duplicated-suit",
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#000000"}\n',
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#000000"}\n'
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#000000"}\n',
        "duplicate card ids 'tops-0', 'tops-1', 'tops-2' and 8 more (first used at deck.yaml:39)",
    ),
    (
        "trump-looks-like-a-suit",
        "{id: time, title: Time, icon: pocket-watch}",
        "{id: time, title: Time, icon: hourglass}",
        "[check:trump-icon-not-a-suit]",
    ),
    (
        "trump-framed-in-a-suit-colour",
        'border: "#d6b35c"',
        'border: "#2F6E35"',
        "[check:trump-frame-not-a-suit-colour]",
    ),
    ("trump-on-suited-paper", 'ground: "#1e1a33"', 'ground: "#FBF8F1"', "[check:trump-frame-not-suited-paper]"),
    (
        "tenth-trump",
        "  trumps:\n",
        "  trumps:\n    - {id: zork, title: The Zork, icon: sun}\n",
        "(found 10, expected 9); counted: trump-zork (deck.yaml:66), trump-granola (deck.yaml:67),",
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


def test_a_rank_added_or_removed_is_one_finding_naming_the_ranks_at_their_lines(fanucci_ws):
    """Every suit then has another number of cards, and the deck another size: those follow from
    the ranks (the checks that count them assume rank-count), so they wait."""
    deck = fanucci_ws / "content/fanucci/deck.yaml"
    equals = line_of(fanucci_ws / "content/fanucci/game.yaml", "equals: 11")
    seven = '    - {id: "7", symbol: "7", name: Seven, prefix: Seven of}\n'
    ex = '    - {id: "x", symbol: "X", name: Ex, prefix: Ex of}\n'
    edit(deck, seven, seven + ex)
    result = run_pnp(fanucci_ws, "validate", "fanucci")
    (found,) = [row for row in result.output.splitlines() if "[check:" in row]
    assert found.startswith(f"content/fanucci/game.yaml:{equals}: error: the deck has 11 ranks"), found
    zero, seventh, added = line_of(deck, "Naught of}"), line_of(deck, "Seven of}"), line_of(deck, "Ex of}")
    assert f"(found 12, expected 11); counted: 0 (deck.yaml:{zero})," in found, found
    assert f", 7 (deck.yaml:{seventh}), x (deck.yaml:{added})," in found, found
    assert found.endswith("[check:rank-count]")

    edit(deck, seven + ex, "")
    result = run_pnp(fanucci_ws, "validate", "fanucci")
    (found,) = [row for row in result.output.splitlines() if "[check:" in row]
    assert "(found 10, expected 11)" in found and f", 6 (deck.yaml:{seventh - 1}), 8 (deck.yaml:{seventh})," in found


def test_fanucci_rules_use_real_card_names(built):
    text = " ".join(" ".join(page_texts(built("fanucci") / "fanucci-rules-a4.pdf")).split())
    assert "Trebled Fromps" in text
    assert "∞" in text
    assert "draw pile" in text


def test_a_pale_suit_ink_is_one_finding_at_its_line(fanucci_ws):
    """Eight elements print the suit's ink on the paper: one warning, where the ink is written."""
    deck = fanucci_ws / "content/fanucci/deck.yaml"
    edit(deck, 'color: "#806200"', 'color: "#c9a227"')
    result = run_pnp(fanucci_ws, "validate", "fanucci")
    found = [line for line in result.output.splitlines() if line.endswith("[text-contrast]")]
    assert len(found) == 1, result.output
    line = line_of(deck, 'color: "#c9a227"')
    assert found[0].startswith(f"content/fanucci/deck.yaml:{line}: warning:")
    assert "text in #c9a227 on #fbf8f1 (element 'paper')" in found[0] and "contrast of 2.28:1" in found[0]

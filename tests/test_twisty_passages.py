"""Twisty Passages: the 104-card maze deck read back from its PDFs, and each of its checks broken once."""

from __future__ import annotations

import re
from collections import Counter

import pytest
import yaml
from conftest import REPO, edit, line_of, make_workspace, run_pnp
from pdfread import image_count, page_sizes_mm, page_texts, xobjects

from pnp.core.textsyntax import icons_in

CARDS_FILE = "content/twisty-passages/cards.yaml"
CARDS = yaml.safe_load((REPO / CARDS_FILE).read_text(encoding="utf-8"))["cards"]


def test_the_deck_counts_104_cards_in_its_families():
    count = Counter()
    for card in CARDS:
        key = f"zone-{card['zone']}" if card["family"] == "zone" else card["family"]
        count[key] += card.get("count", 1)
    assert sum(count.values()) == 104
    assert count == {
        "maze": 16,
        "trap": 8,
        "event": 12,
        "rule": 6,
        "item": 20,
        "power": 10,
        "zone-red": 8,
        "zone-green": 8,
        "zone-blue": 8,
        "zone-black": 8,
    }


def test_copies_that_differ_are_separate_entries():
    by_title = Counter(card["title"] for card in CARDS)
    assert by_title["Crossslip"] == 2 and by_title["The Living Maze"] == 2
    crossslips = [card["text"] for card in CARDS if card["title"] == "Crossslip"]
    assert any("**left**" in text for text in crossslips) and any("**right**" in text for text in crossslips)


@pytest.mark.parametrize(("paper", "sheets"), [("letter", 13), ("a4", 12)])  # 8 a page; 9, turned, on A4
def test_104_fronts_on_their_sheets(built, paper, sheets):
    pdf = built("twisty-passages") / f"twisty-passages-deck-{paper}.pdf"
    assert len(page_sizes_mm(pdf)) == 2 * sheets  # each fronts page followed by its backs
    texts = page_texts(pdf)
    assert f"fronts {sheets}/{sheets}" in texts[-2] and f"backs {sheets}/{sheets}" in texts[-1]
    notice = "Permission granted to make one copy for your personal, non-commercial use."
    assert all(notice in " ".join(text.split()) for text in texts)


def test_every_title_is_printed(built):
    texts = page_texts(built("twisty-passages") / "twisty-passages-deck-letter.pdf")
    fronts = _plain_quotes(" ".join(" ".join(texts[i].split()) for i in range(0, len(texts), 2)))
    for card in CARDS:
        assert _plain_quotes(card["title"]) in fronts, card["title"]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_two_line_titles_are_balanced(built, paper):
    """A title that takes two lines splits them evenly (wrap: balance), leaving no word alone below."""
    fronts = page_texts(built("twisty-passages") / f"twisty-passages-deck-{paper}.pdf")[::2]
    lines = [line for text in fronts for line in text.split("\r\n")]
    for first, second in (("Moldy Rope Swing", "Across A Gaping Chasm"), ("Sometimes unexpected", "things happen.")):
        assert lines[lines.index(first) + 1] == second, (first, second)


def _plain_quotes(text: str) -> str:
    return text.translate(str.maketrans("‘’“”", "''\"\""))


def test_every_icon_is_vector_art(built):
    pdf = built("twisty-passages") / "twisty-passages-deck-letter.pdf"
    assert image_count(pdf) == 0
    forms = xobjects(pdf)
    used = {name for card in CARDS for field in ("text", "flavor") for name in icons_in(card.get(field, ""))}
    assert {"speed-dice", "discard", "discard-what", "stop", "sparkle", "die"} <= used
    for name in used:
        assert any(form.startswith(f"/FormXob.icon-{name}-") for form in forms), name


@pytest.fixture
def tp_ws(tmp_path):
    return make_workspace(tmp_path, "twisty-passages")


def _set(path, card_id: str, old: str, new: str) -> None:
    """Edit ``old`` → ``new`` within the entry of ``card_id`` only."""
    text = path.read_text(encoding="utf-8")
    start = text.index(f"  - id: {card_id}\n")
    end = text.find("\n  - id: ", start + 1)
    end = len(text) if end < 0 else end
    entry = text[start:end]
    assert old in entry, (card_id, old)
    path.write_text(text[:start] + entry.replace(old, new, 1) + text[end:], encoding="utf-8")


BROKEN = [
    # (check, card, exact text in its entry, replacement, words in the finding)
    ("maze-count", "twisty-passages", "count: 4", "count: 3", "[check:maze-count]"),
    ("trap-count", "net-trap", "count: 2", "count: 1", "[check:trap-count]"),
    ("event-count", "shortcut", "count: 2", "count: 1", "[check:event-count]"),
    ("rule-count", "retrograde", "count: 4", "count: 3", "[check:rule-count]"),
    ("item-count", "caltrops", "count: 2", "count: 3", "[check:item-count]"),
    ("power-count", "timesink", "family: power", "family: power\n    count: 2", "[check:power-count]"),
    ("red-zone-count", "tricksy-gnomes", "zone: red", "zone: green", "[check:red-zone-count]"),
    ("green-zone-count", "locked-door", "zone: green", "zone: red", "[check:green-zone-count]"),
    ("blue-zone-count", "grue", "zone: blue", "zone: black", "[check:blue-zone-count]"),
    ("black-zone-count", "time-is-mutable", "zone: black", "zone: blue", "[check:black-zone-count]"),
    (
        "reference",
        "unexpected-things-happen",
        "[[Whatchamacallit]]",
        "[[Whatchmacallit]]",
        "[[Whatchmacallit]] names nothing in Twisty Passages; did you mean [[Whatchamacallit]]?",
    ),
    ("grue-names-lantern", "grue", "[[Lantern]]", "Lantern", "[check:names-are-references]"),
    ("traps-say-trap", "net-trap", "title: Net Trap", "title: Net", "[check:traps-say-trap]"),
    ("items-are-grey", "lantern-light", "    background: grey\n", "", "[check:items-are-grey]"),
    ("sparkle-marked", "timepatcher", "    sparkle: true\n", "", "[check:sparkle-marked]"),
    ("rule-cards-dashed", "the-living-maze-most", "    border: dashed\n", "", "[check:rule-cards-dashed]"),
]


@pytest.mark.parametrize(("check", "card", "old", "new", "words"), BROKEN, ids=[b[0] for b in BROKEN])
def test_each_check_catches_its_mistake(tp_ws, check, card, old, new, words):
    path = tp_ws / CARDS_FILE
    _set(path, card, old, new)
    result = run_pnp(tp_ws, "validate", "twisty-passages")
    assert result.exit_code == 1 and result.exception is None
    hits = [line for line in result.output.splitlines() if words in line]
    assert hits, result.output
    assert all(re.match(r"^content/twisty-passages/[\w.-]+:\d+: error: ", line) for line in hits), hits


def test_cards_singled_out_by_the_rules_must_exist(tp_ws):
    """Laying Traps, Temporal Anchor and Helpful Node each need targets in the deck."""
    path = tp_ws / CARDS_FILE
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"(title: .*?)\bTrap\b", r"\1Snare", text)
    text = re.sub(r"(?im)^(\s+title: .*?)(time|slip)", r"\1Warp", text)
    text = re.sub(r"(?im)^(\s+title: .*?)(time|slip)", r"\1Warp", text)
    text = text.replace(":stop:", ":discard:")
    path.write_text(text, encoding="utf-8")
    result = run_pnp(tp_ws, "validate", "twisty-passages")
    assert result.exit_code == 1
    for check in ("laying-traps-has-targets", "temporal-anchor-has-targets", "helpful-node-has-targets"):
        assert f"[check:{check}]" in result.output, check


def test_win_table_is_data(tp_ws):
    win = yaml.safe_load((REPO / "content/twisty-passages/win.yaml").read_text(encoding="utf-8"))
    assert {row["players"]: row["cards"] for row in win} == {2: 20, 3: 17, 4: 14, 5: 12}
    path = tp_ws / "content/twisty-passages/win.yaml"
    edit(path, "cards: 14", "cards: 18")
    result = run_pnp(tp_ws, "validate", "twisty-passages")
    assert result.exit_code == 1
    # 4 players now need more cards than 3: the 3-player row is where the table stops shrinking
    expected = f"content/twisty-passages/win.yaml:{line_of(path, 'players: 3')}: error:"
    assert any(line.startswith(expected) and "[check:win-table-shrinks]" in line for line in result.output.splitlines())


def test_rule_sheet_prints_the_icon_vocabulary_and_win_table(built):
    pdf = built("twisty-passages") / "twisty-passages-rules-letter.pdf"
    text = " ".join(" ".join(page_texts(pdf)).split())
    for words in (
        "Roll your speed in dice",
        "Stop drawing cards and end your turn",
        "Players Cards in your path",
        "2 20 3 17 4 14 5 12",
        "Gathering Clues",
        "104 cards",
    ):
        assert words in text, words
    assert image_count(pdf) == 0

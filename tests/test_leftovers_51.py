"""Leftovers a designer met: sheets to write on of mixed counts, a template var read past a repeat's end, an
inherited size said at its parent, tuck-box advice worded for the kind written. Each test fails on pnp before
its fix."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, run_pnp
from pdfread import page_sizes_mm, page_texts, word_boxes

MM = 72 / 25.4
BINGO = "birdwatch-bingo"
BOARD_BACK = """\
# The back of a player board: its number, where the front's stands once the sheet is turned over.
size: [200, 130]
bleed: 0
safe: 5
elements:
  number:
    type: text
    text: "Back {{ card.number }}"
    x: 10
    y: 2
    w: 50
    h: 14
    font: Lato
    bold: true
    size: 14
    valign: middle
    color: "#24533b"
"""


@pytest.fixture(scope="module")
def mixed_boards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Birdwatch Bingo's eight half-page boards, two to a page, of mixed counts (board 2 five times, board 5
    twice, the others once), each with a back: built, its output folder."""
    root = kept_game_workspace(tmp_path_factory.mktemp("mixed"), "bingo", BINGO)
    edit(
        root / "content" / BINGO / "boards.yaml",
        '      number: "{{ k }}"\n',
        '      number: "{{ k }}"\n      count: "{{ 5 if k == 2 else (2 if k == 5 else 1) }}"\n',
    )
    edit(
        root / "content" / BINGO / "game.yaml",
        "    face: birdwatch-bingo/board\n",
        "    face: birdwatch-bingo/board\n    back: birdwatch-bingo/board-back\n",
    )
    (root / "templates" / BINGO / "board-back.yaml").write_text(BOARD_BACK)
    out = root / "output"
    result = run_pnp(root, "build", BINGO, "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / BINGO


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_sheets_of_mixed_counts_each_print_exactly_their_count(mixed_boards, paper):
    """Half-page boards, some `count: 1`, board 2 `count: 5`, board 5 `count: 2`: as the counts differed, each board
    filled a page of its own with two copies of itself, so every board of one sheet printed twice (two players
    calling "Birdwatch!" together) and board 2 six times. Whole pages of an entry's copies print as many times as
    its count fills them; the rest of each count shares pages printed once, so each board prints its count, and
    each back page holds the backs of its front page's boards, behind them."""
    pdf = mixed_boards / f"{BINGO}-boards-{paper}.pdf"
    texts = page_texts(pdf)
    fronts = [index for index, text in enumerate(texts) if "Board " in text]
    assert fronts == list(range(0, len(texts), 2)), texts
    printed: Counter[str] = Counter()
    for index in fronts:
        times = re.search(r"fronts \d+/\d+(?:, print (\d+))?", texts[index])
        assert times, texts[index]
        for board in re.findall(r"Board (\d+)", texts[index]):
            printed[board] += int(times.group(1) or 1)
        backs = texts[index + 1]
        assert sorted(re.findall(r"Back (\d+)", backs)) == sorted(re.findall(r"Board (\d+)", texts[index])), backs
    assert printed == Counter({"1": 1, "2": 5, "3": 1, "4": 1, "5": 2, "6": 1, "7": 1, "8": 1}), printed
    assert "Print each page as many times as its footer says." in texts[0], texts[0]
    width = page_sizes_mm(pdf)[0][0] * MM
    for index in fronts:
        for board in set(re.findall(r"Board (\d+)", texts[index])):
            front = sorted(word_boxes(pdf, index, f"Board {board}"), key=lambda box: -box[1])
            back = sorted(word_boxes(pdf, index + 1, f"Back {board}"), key=lambda box: -box[1])
            assert len(front) == len(back), (index, front, back)
            for (_, bottom, right, _), (left, back_bottom, _, _) in zip(front, back, strict=True):
                # behind its front: at its height, mirrored left to right for the long-edge flip
                assert abs(bottom - back_bottom) < MM and abs(left - (width - right)) < 2 * MM, (index, front, back)

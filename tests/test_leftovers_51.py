"""Leftovers a designer met: sheets to write on of mixed counts, a template var read past a repeat's end, an
inherited size said at its parent, tuck-box advice worded for the kind written. Each test fails on pnp before
its fix."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, line_of, make_workspace, run_pnp, the_error, validated
from pdfread import page_paths, page_sizes_mm, page_texts, word_boxes

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


@pytest.mark.parametrize(
    ("free", "meant"),
    [
        ("free: 16", "write a number from 0 to 15 (loop.index0 counts from 0: the 16th copy is 15)"),
        ("free: -1", "write a number from 0 to 15"),
    ],
)
def test_a_var_no_copy_of_a_repeat_has_is_one_finding_at_the_var(tmp_path, free, meant):
    """A bingo board's 4 × 4 squares are `repeat: 16` copies, the free one left out by `when: "{{ loop.index0 !=
    vars.free }}"`. `free: 16` (the 16th square, counted from 1) is no copy's loop.index0 (0 to 15): pnp said an
    expression error at each element reading a bird past the end of the 15 ("the list has 15 items … no [15]; on
    copy 16 of 16") and an art-off-piece warning for the FREE words drawn below the board, none at the var. It is
    one error at the var's line, saying which copies there are and what to write, in validate and build alike."""
    root = kept_game_workspace(tmp_path, "bingo", BINGO)
    board = root / "templates" / BINGO / "board.yaml"
    edit(board, "  free: 5\n", f"  {free}\n")
    said = validated(root, BINGO)
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        (f"templates/{BINGO}/board.yaml", line_of(board, free), "value-invalid")
    ], said
    assert "elements 'bird-icon' and 'bird-name' (repeat: 16: its loop.index0 runs 0 to 15)" in said[0][3], said
    assert said[0][3].endswith(meant), said
    assert the_error(root, BINGO).startswith(f"templates/{BINGO}/board.yaml:{line_of(board, free)}: error: vars.free")


def test_a_var_every_copy_may_have_is_no_finding(tmp_path):
    """The free square counted by loop.index (from 1) and written so (the 16th of 16) is no slip."""
    root = kept_game_workspace(tmp_path, "bingo", BINGO)
    board = root / "templates" / BINGO / "board.yaml"
    edit(board, "  free: 5\n", "  free: 16\n")
    text = board.read_text().replace("loop.index0 != vars.free", "loop.index != vars.free")
    text = text.replace("(1 if loop.index0 > vars.free else 0)", "(1 if loop.index > vars.free else 0)")
    board.write_text(
        text.replace("(vars.free % 4)", "((vars.free - 1) % 4)").replace("(vars.free // 4)", "((vars.free - 1) // 4)")
    )
    assert validated(root, BINGO) == []


GUILDS = "gem-guilds"


@pytest.mark.parametrize(
    ("size", "rule", "said"),
    [
        (
            "[4.1, 6.3]",  # the mini card's 41 × 63 mm written in cm
            "size-invalid",
            "template 'gem-guilds/back': size: makes a 4.1 × 6.3 mm piece",
        ),
        (
            "[63, 41]",  # the parent's size turned a quarter turn
            "imposition-mixed",
            "component 'cards': its backs (63 × 41 mm rectangle, the size 'gem-guilds/back-1', 'gem-guilds/back-2' "
            "and 'gem-guilds/back-3' inherit from 'gem-guilds/back') are not the size of their faces",
        ),
    ],
)
def test_a_size_the_children_inherit_is_said_once_as_the_parents(tmp_path, size, rule, said):
    """The development cards' backs, one child template a tier (`back-1` … `back-3`, each `extends:
    gem-guilds/back` and sets only its vars), inherit the parent's `size:`. Written wrong there, the one finding
    at the parent's line named the first child laid out ("template 'gem-guilds/back-1': size: makes …", "card
    't1-01': its back (…, inherited by its template 'gem-guilds/back-1')"), and a size in cm was besides an
    imposition-mixed error at the same line. It names the parent, and the backs that inherit it: one finding."""
    root = kept_game_workspace(tmp_path, "tableau", GUILDS)
    back = root / "templates" / GUILDS / "back.yaml"
    edit(back, "size: mini-american\n", f"size: {size}\n")
    found = validated(root, GUILDS)
    assert [(file, line, id_) for file, line, id_, _ in found] == [
        (f"templates/{GUILDS}/back.yaml", line_of(back, "size:"), rule)
    ], found
    assert found[0][3].startswith(said), found


@pytest.mark.parametrize(
    ("component", "said"),
    [
        (
            "board",
            "board 'board': tuckbox: a tuck box holds a deck of cards (kind: deck), and pnp export tuckbox makes "
            "none for a board: remove tuckbox: (a board lies flat in the game's box, folded or in its pages as "
            "printed)",
        ),
        (
            "tokens",
            "tokens 'tokens': tuckbox: a tuck box holds a deck of cards (kind: deck), and pnp export tuckbox makes "
            "none for kind: tokens: remove tuckbox: (tokens go in a bag or a small box), or make them kind: "
            "deck if they are cards",
        ),
    ],
)
def test_tuckbox_on_pieces_no_box_holds_is_worded_for_their_kind(tmp_path, component, said):
    """`tuckbox:` on Twisty Tracks' scoring board was told "the pieces go in the game's box, or make them kind:
    deck if they are cards", words for cards on a board that is printed over pages or as a poster. The advice is
    the kind's: a board lies flat in the game's box; tokens go in a bag, or are a deck if they are cards."""
    root = make_workspace(tmp_path, "twisty-tracks")
    game = root / "content" / "twisty-tracks" / "game.yaml"
    edit(game, f"  - id: {component}\n", f"  - id: {component}\n    tuckbox: {{thickness: 0.5}}\n")
    assert validated(root, "twisty-tracks") == [
        ("content/twisty-tracks/game.yaml", line_of(game, "tuckbox: {thickness: 0.5}"), "tuckbox-kind", said)
    ]


def test_a_sheet_alone_on_the_last_page_is_cut_off_below_it_not_through_it(tmp_path):
    """Seven different half-page boards, two to a page: the last page holds board 7 alone. Its dashed cut line was
    spread over the sheets the page holds, so it ran across the middle of board 7, through its birds; it runs
    where the page's second sheet would begin, below the board."""
    root = kept_game_workspace(tmp_path, "bingo", BINGO)
    edit(root / "content" / BINGO / "boards.yaml", "range(1, 9)", "range(1, 8)")
    edit(root / "content" / BINGO / "game.yaml", "max: 8}", "max: 7}")
    result = run_pnp(root, "build", BINGO, "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / BINGO / f"{BINGO}-boards-a4.pdf"
    last = len(page_texts(pdf)) - 1
    assert re.findall(r"Board (\d+)", page_texts(pdf)[last]) == ["7"]
    ((_, _, _, title_top),) = word_boxes(pdf, last, "Board 7")
    board_top = title_top + 5 * MM  # the number's box stands 2 mm below the board's top, its words a little lower
    dashed = [path for path in page_paths(pdf, last) if path.dashed]
    assert dashed, "no dashed cut line on the last page"
    for path in dashed:
        ys = {round(y, 1) for points in path.subpaths for _, y in points}
        assert all(y < board_top - 125 * MM for y in ys), (ys, board_top)  # the board is 130 mm tall

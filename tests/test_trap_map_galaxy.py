"""Trap Map Galaxy: the board written as an ASCII map, its checks, the tiled board and its poster,
the 86 trap tents, and the trap guide generated from the trap list."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from conftest import REPO, edit, line_of, make_workspace, plans_of, run_pnp
from pdfread import boxes_mm, page_sizes_mm, page_texts, reader, render, text_positions

from pnp.core.asciimap import parse

GAME = "trap-map-galaxy"
CONTENT = REPO / "content" / GAME
BLEED = 3.175
BOARD = (410, 470)

SMALL = """\
+--+--+--+--+
|1  .  * |$ |
+  +--+  +  +
|.  . |.  . |
+--+  +  +--+
|2  .  *  # |
+--+--+--+--+
"""


# -- the notation ---------------------------------------------------------------------------


def test_every_symbol_of_the_notation_is_read():
    board = parse(SMALL)
    assert board.ok, board.problems
    assert (board.cols, board.rows, board.width) == (4, 3, 2)
    assert board.cells == [["1", ".", "*", "$"], [".", ".", ".", "."], ["2", ".", "*", "#"]]
    assert board.starts() == {1: (0, 0), 2: (0, 2)}
    summary = board.summary()
    assert (summary["stars"], summary["golds"], summary["starts"], summary["solids"], summary["floors"]) == (
        2,
        1,
        2,
        1,
        6,
    )


def test_walls_and_openings_are_read_from_dashes_bars_and_spaces():
    board = parse(SMALL)
    assert board.wall_between(0, 1, 0, 1)  # "+--+" under cell (0, 1)
    assert not board.wall_between(0, 0, 0, 1)  # "+  +" under cell (0, 0)
    assert board.wall_between(2, 0, 1, 0)  # "|" between cells (2, 0) and (3, 0)
    assert not board.wall_between(0, 0, 1, 0)  # a space between cells (0, 0) and (1, 0)
    assert (3, 2) not in board.spaces()  # '#' is rock, not a space
    assert board.neighbours(3, 1) == [(2, 1), (3, 0)]  # rock below, an open way up and left


def test_cells_may_be_wider_and_symbols_sit_anywhere_in_them():
    board = parse("+---+---+\n| 1 |  2|\n+---+   +\n|*    $ |\n+---+---+\n")
    assert board.width == 3 and board.cells == [["1", "2"], ["*", "$"]]
    assert [p.rule for p in board.problems] == ["map-unreachable"]  # start 1 is walled in


@pytest.mark.parametrize(
    ("broken", "rule", "line", "column", "words"),
    [
        (SMALL.replace("|.  . |", "|.  x |"), "map-syntax", 3, 4, "unknown symbol 'x'"),
        (SMALL.replace("|2  .  *  # |", "|2  .  *  # ;"), "map-syntax", 5, 12, "a wall '|' or a space"),
        (SMALL.replace("+  +--+  +  +", "+  +-+-  +  +"), "map-syntax", 2, 5, "a wall between two corners"),
        (SMALL.replace("|.  . |.  . |", "|.  . |.    |"), "map-syntax", 3, 10, "an empty cell"),
        (SMALL.replace("|.  . |.  . |", "|.  . |.  .  "), "map-syntax", 3, 12, "edge is open"),
        (SMALL.replace("|1  .", "|1* ."), "map-trap-on-start", 1, 1, "also a silver star"),
        (SMALL.replace("|2  .", "|1  ."), "map-starts", 5, 1, "start space 1 is drawn twice"),
        (SMALL.replace("|.  . |.  . |", "|.  . |.  .5|"), "map-syntax", 3, 11, "numbered 1 to 4"),
    ],
    ids=[
        "unknown-symbol",
        "bad-edge",
        "broken-wall",
        "empty-cell",
        "open-border",
        "trap-on-start",
        "start-twice",
        "start-5",
    ],
)
def test_a_malformed_map_names_the_line_and_column_of_the_bad_character(broken, rule, line, column, words):
    board = parse(broken)
    assert not board.ok
    problem = board.problems[0]
    assert (problem.rule, problem.line, problem.column) == (rule, line, column)
    assert words in problem.message


def test_starts_must_number_two_to_four_and_one_for_every_player():
    one = parse(SMALL.replace("|2  .", "|.  ."))
    assert [p.rule for p in one.problems] == ["map-starts"] and "1 start space" in one.problems[0].message
    assert parse(SMALL).ok  # two starts: a two-player game
    four_players = parse(SMALL, players=(2, 4))
    assert "up to 4 players" in four_players.problems[0].message
    gap = parse(SMALL.replace("|2  .", "|3  ."))
    assert "start space 2 is missing" in gap.problems[0].message


def test_every_space_must_be_reachable_and_closed_off_regions_are_reported_once():
    walled = SMALL.replace("+--+  +  +--+", "+--+--+--+--+")
    board = parse(walled)
    assert [p.rule for p in board.problems] == ["map-unreachable"]
    assert board.problems[0].message.startswith("start 2 cannot be reached from start 1")
    assert (board.problems[0].line, board.problems[0].column) == (5, 1)
    rock = parse(walled.replace("|2  .  *  # |", "|#  #  #  # |").replace("|1  .  *", "|1  2  *"))
    assert rock.ok, rock.problems  # the cut-off row is rock: no space is unreachable


def test_the_shipped_map_is_the_board_the_seed_names():
    entry = yaml.safe_load((CONTENT / "board.yaml").read_text(encoding="utf-8"))["boards"][0]
    board = parse(entry["map"], players=(2, 4))
    assert board.ok, board.problems
    assert (board.cols, board.rows) == (16, 16)
    assert (board.count("*"), board.count("$"), len(board.starts())) == (70, 16, 4)
    traps = yaml.safe_load((CONTENT / "traps.yaml").read_text(encoding="utf-8"))["tents"]
    per_colour = Counter()
    for trap in traps:
        per_colour[trap["colour"]] += trap.get("count", 1)
    assert per_colour == {"green": 70, "yellow": 16}


# -- validation: each rule with a broken input ------------------------------------------------


@pytest.fixture
def tmg_ws(tmp_path: Path) -> Path:
    return make_workspace(tmp_path, GAME)


def _findings(root: Path) -> tuple[int, str]:
    result = run_pnp(root, "validate", GAME)
    assert result.exception is None, result.exception
    return result.exit_code, result.output


BOARD_ROW = "|.  * |. |.  . |$  .  .  *  .  *  .  . |.  *  . |"


@pytest.mark.parametrize(
    ("old", "new", "rule", "column", "words"),
    [
        (BOARD_ROW, BOARD_ROW.replace("$", "&"), "map-syntax", 23, "unknown symbol '&'"),
        ("|4  .  *", "|.  .  *", "map-starts", 7, "draw start spaces 1 to 4"),
        ("|1  . |", "|1* . |", "map-trap-on-start", 8, "start space 1 is also a silver star"),
    ],
    ids=["syntax", "starts", "trap-on-start"],
)
def test_a_broken_map_is_a_finding_at_its_file_line(tmg_ws, old, new, rule, column, words):
    board = tmg_ws / "content" / GAME / "board.yaml"
    edit(board, old, new)
    needle = new if rule != "map-starts" else "    map: |"
    line = line_of(board, needle) + (1 if rule == "map-starts" else 0)  # starts: the map's first row
    code, output = _findings(tmg_ws)
    assert code == 1
    expected = f"content/{GAME}/board.yaml:{line}: error: 'maze' map, column {column}: "
    assert any(expected in row and words in row and f"[{rule}]" in row for row in output.splitlines()), output
    assert "[check:" not in output  # the tent counts wait for the map: one finding for one mistake
    assert run_pnp(tmg_ws, "build", GAME, "--out", str(tmg_ws / "out")).exit_code == 1


def _wall_in(board: Path, c: int, r: int) -> int:
    """Close every side of map cell (c, r) in board.yaml; returns the file line of the cell."""
    lines = board.read_text(encoding="utf-8").split("\n")
    first = line_of(board, "    map: |")  # the map's first row is the next line (1-based: first + 1)
    indent = 6

    def put(map_line: int, column: int, text: str) -> None:
        row = lines[first + map_line]
        at = indent + column
        lines[first + map_line] = row[:at] + text + row[at + len(text) :]

    put(2 * r, c * 3 + 1, "--")
    put(2 * r + 2, c * 3 + 1, "--")
    put(2 * r + 1, c * 3, "|")
    put(2 * r + 1, c * 3 + 3, "|")
    board.write_text("\n".join(lines), encoding="utf-8")
    return first + 1 + 2 * r + 1


def test_a_closed_off_space_is_unreachable(tmg_ws):
    board = tmg_ws / "content" / GAME / "board.yaml"
    line = _wall_in(board, 13, 1)
    code, output = _findings(tmg_ws)
    assert code == 1
    assert f"board.yaml:{line}: error: 'maze' map, column 47: this space cannot be reached from start 1" in output
    assert output.count("[map-unreachable]") == 1


def _traps(root: Path) -> Path:
    return root / "content" / GAME / "traps.yaml"


@pytest.mark.parametrize(
    ("edits", "rule", "words"),
    [
        (
            [("board", "|4  .  *", "|4  .  .")],
            "check:green-tents-fill-silver-stars",
            "70 green trap tents but 69 silver-star",
        ),
        (
            [("board", BOARD_ROW, BOARD_ROW.replace("$", "."))],
            "check:yellow-tents-fill-gold-squares",
            "16 yellow trap tents but 15 gold",
        ),
        (
            [
                ("traps", "    count: 1           # exactly one", "    count: 2           # exactly one"),
                ("traps", "    count: 3           # the harshest", "    count: 2           # the harshest"),
            ],
            "check:one-door",
            "exactly one Door (found 2, expected 1 at game.yaml:",
        ),
        (
            [("traps", "    colour: yellow\n    timing: door", "    colour: green\n    timing: door")],
            "check:door-is-yellow",
            "'door' is green",
        ),
        (
            [
                ("traps", '    count: 5\n    effect: "You need', '    count: 3\n    effect: "You need'),
                ("traps", "    count: 13", "    count: 15"),
            ],
            "check:enough-keys",
            "every one of the 4 players may need a Key, but there are 3",
        ),
        (
            [
                (
                    "traps",
                    "  - id: key\n    title: Key\n    colour: green",
                    "  - id: key\n    title: Key\n    colour: yellow",
                )
            ],
            "check:keys-are-green",
            "'key' is yellow",
        ),
    ],
    ids=["green-count", "yellow-count", "one-door", "door-yellow", "enough-keys", "keys-green"],
)
def test_each_composition_rule_reports_its_broken_input(tmg_ws, edits, rule, words):
    for target, old, new in edits:
        edit(_traps(tmg_ws) if target == "traps" else tmg_ws / "content" / GAME / "board.yaml", old, new)
    code, output = _findings(tmg_ws)
    assert code == 1
    rows = [row for row in output.splitlines() if f"[{rule}]" in row]
    assert rows and words in rows[0], output
    # A condition over the whole game is found at the check; one over tents at the tent's line.
    whole = rule in ("check:green-tents-fill-silver-stars", "check:yellow-tents-fill-gold-squares", "check:enough-keys")
    assert rows[0].startswith(f"content/{GAME}/{'game' if whole else 'traps'}.yaml:"), rows[0]


# -- the board over pages, and as a poster ------------------------------------------------------


@pytest.fixture(scope="module")
def plans():
    return plans_of(REPO, GAME)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_board_tiles_over_six_labelled_pages_after_its_assembly_map(built, plans, paper):
    pdf = built(GAME) / f"{GAME}-board-{paper}.pdf"
    texts = page_texts(pdf)
    sheet = plans[f"{GAME}-board-{paper}"]
    assert len(texts) == len(sheet.pages) == 7
    assert "Assembly map: 6 pages" in texts[0]
    labels = [re.search(r"\b([AB][1-3])\s+\(row ([AB]), column ([1-3]) of 3 × 2\)", text) for text in texts[1:]]
    assert [m.group(1) for m in labels] == ["A1", "A2", "A3", "B1", "B2", "B3"]
    assert all(m.group(1) == m.group(2) + m.group(3) for m in labels)
    for label in ("A1", "A2", "A3", "B1", "B2", "B3"):  # on the assembly map too
        assert label in texts[0]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_board_pages_overlap_by_the_glue_strip(plans, paper):
    pages = plans[f"{GAME}-board-{paper}"].pages[1:]
    starts = sorted({round(p.bleed_box.x - p.placements[0].transform.e, 3) for p in pages})
    ends = sorted({round(p.bleed_box.right - p.placements[0].transform.e, 3) for p in pages})
    tops = sorted({round(p.placements[0].transform.f - p.bleed_box.top, 3) for p in pages})
    bottoms = sorted({round(p.placements[0].transform.f - p.bleed_box.y, 3) for p in pages})
    assert len(starts) == 3 and len(tops) == 2
    assert ends[0] - starts[1] == pytest.approx(8.0) and ends[1] - starts[2] == pytest.approx(8.0)
    assert bottoms[0] - tops[1] == pytest.approx(8.0)
    assert starts[0] == pytest.approx(-BLEED) and ends[-1] == pytest.approx(BOARD[0] + BLEED)


def test_the_poster_is_one_page_of_the_boards_own_size(built):
    poster = built(GAME) / f"{GAME}-board-poster.pdf"
    assert page_sizes_mm(poster) == [pytest.approx((BOARD[0] + 2 * BLEED, BOARD[1] + 2 * BLEED), abs=0.01)]
    assert boxes_mm(poster)[0]["trim"] == pytest.approx((BLEED, BLEED, BOARD[0] + BLEED, BOARD[1] + BLEED), abs=0.01)
    text = page_texts(poster)[0]
    assert "TRAP MAP GALAXY" in text and "Silver star" in text


def test_the_board_is_drawn_from_the_map(built):
    """At the map's own cells: the walls glow cyan, a start disc in player 1's red, stars and gold squares."""
    poster = built(GAME) / f"{GAME}-board-poster.pdf"
    image = render(poster, 0, 100)
    px = 100 / 25.4

    def at(x_mm: float, y_mm: float):  # board mm (y down) to the page's pixel
        return image.getpixel((round((x_mm + BLEED) * px), round((y_mm + BLEED) * px)))

    cell, left, top = 24, 13, 52

    def centre(c: int, r: int):
        return at(left + (c + 0.5) * cell, top + (r + 0.5) * cell)

    red = at(left + 0.5 * cell - 5, top + 0.5 * cell)  # beside the number in the middle
    assert red[0] > 180 and red[1] < 110  # start 1's disc
    assert at(left, top + 12)[2] > 200 and at(left, top + 12)[1] > 180  # the outer wall: cyan
    gold = centre(4, 0)  # "$" in the first row of the map
    assert gold[0] > 200 and gold[1] > 140 and gold[2] < 120
    star = centre(3, 0)
    assert min(star) > 200  # silver-white


# -- the trap tents ---------------------------------------------------------------------------


TIMING_WORDS = ("IMMEDIATE", "KEEP", "NEXT TURN", "THE DOOR")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_86_tents_are_printed_inside_and_out(built, plans, paper):
    pdf = built(GAME) / f"{GAME}-traps-{paper}.pdf"
    texts = page_texts(pdf)
    sheet = plans[f"{GAME}-traps-{paper}"]
    fronts = [i for i, page in enumerate(sheet.pages) if any(p.side == "front" for p in page.placements)]
    backs = [i for i, page in enumerate(sheet.pages) if any(p.side == "back" for p in page.placements)]
    insides = " ".join(" ".join(texts[i] for i in fronts).split())
    outsides = " ".join(" ".join(texts[i] for i in backs).split())
    assert sum(len(re.findall(rf"\b{word}\b", insides)) for word in TIMING_WORDS) == 86
    assert outsides.count("TRAP") == 2 * 86  # the mark on both panels of every tent
    assert len(re.findall(r"\bDoor\b", insides)) >= 1 and insides.count("THE DOOR") == 1
    assert insides.count("Corridor Crush") == 3 and insides.count("Dud!") == 13


def _tents_outside(pdf: Path, sheet, dpi: int):
    """Each tent's outside (its back's placement) with the index, plan and rendering of its page."""
    for index, page in enumerate(sheet.pages):
        outs = [p for p in page.placements if p.side == "back"]
        if outs:
            image = render(pdf, index, dpi)
            yield from ((index, page, image, placed) for placed in outs)


def test_every_tent_has_its_fold_line_across_the_middle(built, plans):
    """A dashed dark line on the green or yellow outside, where the two panels meet."""
    pdf = built(GAME) / f"{GAME}-traps-letter.pdf"
    sheet = plans[f"{GAME}-traps-letter"]
    dpi = 200
    px = dpi / 25.4
    checked = 0
    for index, page, image, placed in _tents_outside(pdf, sheet, dpi):
        trim = placed.trim
        turned = trim.w > trim.h  # a tent laid sideways: its fold runs down the middle
        row = []
        for step in range(53):  # every quarter millimetre along the middle, 4.5 mm in from each side
            along = 4.5 + step * 0.25
            x, y = (trim.x + trim.w / 2, trim.y + along) if turned else (trim.x + along, trim.y + trim.h / 2)
            row.append(image.getpixel((round(x * px), round((page.height - y) * px))))
        dark = sum(1 for colour in row if max(colour) < 60)
        ground = sum(1 for colour in row if max(colour) > 140)
        assert dark >= 10 and ground >= 10, (index, placed.trim, row)  # dashes, and the ground between
        checked += 1
    assert checked == 86


@pytest.fixture(scope="module")
def tents_both_looks(tmp_path_factory) -> Path:
    """The trap tents in the normal and the ink-saving look, on both papers."""
    out = tmp_path_factory.mktemp("tents")
    result = run_pnp(REPO, "build", GAME, "--ink-saver", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / GAME


@pytest.mark.parametrize("look", ["", "-ink-saver"])
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_each_tent_wears_the_symbol_of_its_board_space(tents_both_looks, plans, paper, look):
    """A silver star on every green tent, a gold square on every yellow one, on both panels, read
    at the icon's middle and at its left edge (its right edge on the turned upper panel): a star is
    silver-white in the middle (in the ink-saving look a mid grey, darker than the pale ground: a
    near-white star printed as an outline on a mono laser) and leaves the ground at the edge, a
    square's dark gold frame runs there. So a tent matches its space by shape too, where green and
    yellow print as two greys."""
    pdf = tents_both_looks / f"{GAME}-traps{look}-{paper}.pdf"
    sheet = plans[f"{GAME}-traps-{paper}"]  # the ink-saving look is laid out the same
    dpi = 200
    px = dpi / 25.4
    # In the face's mm (y down): the icon is 10.5 mm square in its 12 x 10.5 box, centred at
    # (11, 28.25) on the lower panel and (11, 11.75) on the upper one, turned.
    panels = {"lower": ((11, 28.25), (6.6, 28.25)), "upper": ((11, 11.75), (15.4, 11.75))}
    found = Counter()
    for index, page, image, placed in _tents_outside(pdf, sheet, dpi):
        t = placed.transform

        def at(x: float, y: float, t=t, page=page, image=image):  # the face's mm to the pixel
            x_page, y_page = t.a * x + t.c * y + t.e, t.b * x + t.d * y + t.f
            return image.getpixel((round(x_page * px), round((page.height - y_page) * px)))

        ground = at(2.5, 25)
        colour = "green" if ground[1] > ground[0] else "yellow"
        for middle, edge in panels.values():
            mid, rim = at(*middle), at(*edge)
            if (
                colour == "green"
            ):  # the silver star: light in the middle (grey on the pale ground), the ground beside it
                assert sum(mid) < sum(ground) - 90 if look else min(mid) > 200, (index, placed.trim, mid, ground)
                assert max(abs(a - b) for a, b in zip(rim, ground, strict=True)) < 25, (index, placed.trim, rim)
            else:  # the gold square: gold in the middle, its dark gold frame at the edge
                assert mid[0] > 200 and 140 < mid[1] < 215 and mid[2] < 100, (index, placed.trim, mid)
                assert 110 < rim[0] < 190 and 70 < rim[1] < 140 and rim[2] < 60, (index, placed.trim, rim)
        found[colour] += 1
    assert found == {"green": 70, "yellow": 16}


# -- the trap guide -----------------------------------------------------------------------------


def _expected_rows(traps_path: Path) -> dict[str, tuple[int, int]]:
    rows: dict[str, list[int]] = {}
    for trap in yaml.safe_load(traps_path.read_text(encoding="utf-8"))["tents"]:
        counts = rows.setdefault(trap["title"], [0, 0])
        counts[0 if trap["colour"] == "green" else 1] += trap.get("count", 1)
    return {title: (green, yellow) for title, (green, yellow) in rows.items()}


def _guide_rows(pdf: Path) -> dict[str, tuple[int, int]]:
    pages = page_texts(pdf)
    assert len(pages) == 1  # one page
    found = {}
    for line in pages[0].splitlines():
        match = re.match(r"^(.+) (\d+|–) (\d+|–) ", line.strip().replace("’", "'"))
        if match:
            found[match.group(1)] = tuple(0 if n == "–" else int(n) for n in match.group(2, 3))
    return found


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_trap_guide_counts_are_the_trap_lists(built, paper):
    rows = _guide_rows(built(GAME) / f"{GAME}-trap-guide-{paper}.pdf")
    assert rows == _expected_rows(CONTENT / "traps.yaml")
    assert sum(g for g, _ in rows.values()) == 70 and sum(y for _, y in rows.values()) == 16


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_trap_guides_four_tables_line_up(built, paper):
    placed = text_positions(built(GAME) / f"{GAME}-trap-guide-{paper}.pdf", 0)
    columns = {word: sorted(round(p.x, 1) for p in placed if p.text == word) for word in ("Green", "Yellow", "Effect")}
    assert all(len(xs) == 4 and len(set(xs)) == 1 for xs in columns.values()), columns


def test_changing_the_trap_list_changes_the_guide(tmg_ws):
    traps = _traps(tmg_ws)
    edit(traps, "    count: 13", "    count: 11")  # two Duds fewer...
    edit(traps, "    count: 6           # information", "    count: 8           # information")  # ...two Reveals more
    out = tmg_ws / "out"
    result = run_pnp(tmg_ws, "build", GAME, "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    rows = _guide_rows(out / GAME / f"{GAME}-trap-guide-a4.pdf")
    assert rows["Dud!"] == (11, 0) and rows["Reveal One Trap"] == (8, 0)
    assert rows == _expected_rows(traps)


def _component_list(pdf: Path, heading: str, page: int = 0) -> list[str]:
    """The items of the bulleted list under ``heading`` on a page, in order, each as it reads ('Pawns: 4
    pawns'); each item set where the others are, one bullet pitch under the one above. The list stands in the
    page's left half (the first of two columns, or a booklet's half page imposed on the left of its sheet)."""
    half = float(reader(pdf).pages[page].mediabox.width) / 2
    placed = [p for p in text_positions(pdf, page) if p.x < half]
    (head,) = [p for p in placed if p.text == heading]
    column = sorted((p for p in placed if abs(p.x - head.x) < 1 and p.y < head.y), key=lambda p: -p.y)
    bullets = list(itertools.takewhile(lambda p: p.text == "•", column))
    lines = [sorted((p for p in placed if abs(p.y - b.y) < 1 and p.x > b.x), key=lambda p: p.x) for b in bullets]
    assert len({round(runs[0].x, 1) for runs in lines}) == 1, lines
    assert len({round(a.y - b.y, 1) for a, b in itertools.pairwise(bullets)}) == 1, bullets
    return ["".join(p.text if p.text.startswith(":") else f" {p.text}" for p in runs).strip() for runs in lines]


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_rules_list_the_trap_guide_and_not_themselves(built, paper):
    # Before, {{ component_list }} left every rulebook out: the guide the rules send the players to
    # ("the Trap guide lists them all") was missing from "What is in the game".
    items = _component_list(built(GAME) / f"{GAME}-rules-{paper}.pdf", "What is in the game")
    assert items == ["Board: 1 board", "Trap tents: 86 trap tents: 70 green, 16 yellow", "Pawns: 4 pawns", "Trap guide"]


def test_a_rulebooks_inventory_noun_words_its_line_and_a_booklet_back_cover_lists_the_rest(tmg_ws):
    edit(
        tmg_ws / "content" / GAME / "game.yaml",
        "    source: guide.yaml\n",
        "    source: guide.yaml\n    inventory: {noun: player aid}\n",
    )
    out = tmg_ws / "out"
    result = run_pnp(tmg_ws, "build", GAME, "--paper", "a4", "--booklet", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert _component_list(out / GAME / f"{GAME}-rules-a4.pdf", "What is in the game")[-1] == "Trap guide: 1 player aid"
    back_cover = out / GAME / f"{GAME}-trap-guide-booklet-a4.pdf"  # its left half page, imposed on sheet 1
    assert _component_list(back_cover, "Contents") == [
        "Board: 1 board",
        "Trap tents: 86 trap tents: 70 green, 16 yellow",
        "Pawns: 4 pawns",
        "Rules",
    ]


def test_the_pawns_are_four_standees_in_the_start_colours(built, plans):
    sheet = plans[f"{GAME}-pawns-letter"]
    placements = [p for page in sheet.pages for p in page.placements]
    assert Counter(p.side for p in placements) == {"front": 4, "back": 4}
    text = " ".join(page_texts(built(GAME) / f"{GAME}-pawns-letter.pdf"))
    assert all(str(n) in text for n in range(1, 5))


def test_a_starfield_keeps_its_clear_boxes_free_and_the_rest_of_its_sky_unchanged():
    from pnp.core.yamlio import LocatedDict
    from pnp.layout.elements import Props
    from pnp.layout.generators import GENERATORS

    starfield = GENERATORS["starfield"]

    def stars(clear):
        values = starfield.coerce({"x": 0, "y": 0, "w": 100, "h": 100, "count": 400, "seed": 3, "clear": clear})
        paths = starfield.generate(Props(values, LocatedDict(), "stars"), None)
        return {star for spec in paths for star in spec["d"].split("M")[1:]}

    everywhere, cleared = stars([]), stars([[20, 30, 50, 10]])
    assert cleared < everywhere  # the same stars, fewer
    for star in cleared:
        x, y = (float(v) for v in star.split("a")[0].split())
        centre = x + float(star.split("a")[1].split()[0])  # a path starts a radius left of its star's centre
        assert not (20 <= centre <= 70 and 30 <= y <= 40), star
    assert any(20 <= float(s.split()[0]) <= 70 and 30 <= float(s.split("a")[0].split()[1]) <= 40 for s in everywhere)

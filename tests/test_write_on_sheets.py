"""Sheets to write on (imposition: sheet): a roll-and-write's player sheet, a double-sided solo sheet, a
half-page score pad. Built and read back: one page an entry (a pad of 50 is one page and a note saying to
print 50 copies), the sheet centred within the part of the paper a home printer prints, no crop marks, its
back mirrored behind it, half-page sheets two to a page with a dashed line between them; a sheet larger
than that part is one finding at its template's size: line, from validate and build alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REPO, line_of, run_pnp
from pdfread import MM, page_lines, page_sizes_mm, page_texts, word_boxes

from pnp.impose.policy import EDGE, FOOTER_DEPTH

GAME = """\
title: Sheet Test
notice: "pnp test"
components:
  - id: pad
    kind: board
    title: Player sheet
    source: pad.yaml
    face: sheets/page
    imposition: sheet
  - id: solo
    kind: board
    title: Solo sheet
    source: solo.yaml
    face: sheets/page
    back: sheets/page-back
    imposition: sheet
  - id: scores
    kind: tiles
    title: Score pad
    source: scores.yaml
    face: sheets/half
    imposition: sheet
"""
PAGE = """\
size: [200, 260]
bleed: 0
elements:
  frame: {type: rect, x: 0, y: 0, w: 200, h: 260, stroke: "#9fb0bf", stroke_width: 0.3}
  corner: {type: text, text: "{{ card.word }}", x: 6, y: 6, w: 60, h: 8, font: Lato, size: 10}
"""
PAGE_BACK = """\
size: [200, 260]
bleed: 0
elements:
  corner: {type: text, text: "BACKWORD", x: 6, y: 6, w: 60, h: 8, font: Lato, size: 10}
"""
HALF = """\
size: [190, 130]
bleed: 0
elements:
  frame: {type: rect, x: 0, y: 0, w: 190, h: 130, stroke: "#9fb0bf", stroke_width: 0.3}
  corner: {type: text, text: "HALFWORD", x: 6, y: 6, w: 60, h: 8, font: Lato, size: 10}
"""
FIELDS = "    fields: {word: {type: string}}\n"


def sheets_workspace(root: Path) -> Path:
    game = root / "content" / "sheets"
    game.mkdir(parents=True)
    (root / "templates" / "sheets").mkdir(parents=True)
    (root / "fonts").symlink_to(REPO / "fonts")
    (game / "game.yaml").write_text(GAME.replace("    imposition: sheet\n", FIELDS + "    imposition: sheet\n", 2))
    (game / "pad.yaml").write_text("boards:\n  - {id: coast, word: PADWORD, count: 50}\n")
    (game / "solo.yaml").write_text("boards:\n  - {id: solo, word: SOLOWORD}\n")
    (game / "scores.yaml").write_text("tiles:\n  - {id: scores, count: 50}\n")
    for name, text in (("page", PAGE), ("page-back", PAGE_BACK), ("half", HALF)):
        (root / "templates" / "sheets" / f"{name}.yaml").write_text(text)
    return root


@pytest.fixture(scope="module")
def sheets_built(tmp_path_factory) -> Path:
    root = sheets_workspace(tmp_path_factory.mktemp("sheets"))
    result = run_pnp(root, "build", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    return root / "output" / "sheets"


PAPERS = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}


@pytest.mark.parametrize("paper", PAPERS)
def test_a_pad_is_one_page_and_says_how_many_copies(sheets_built: Path, paper: str):
    pdf = sheets_built / f"sheets-pad-{paper}.pdf"
    assert page_sizes_mm(pdf) == [pytest.approx(PAPERS[paper])]  # one page, not 50
    text = " ".join(page_texts(pdf)[0].split())
    assert "Player sheet: print one-sided, at 100 % (1 sheet). Print 50 copies." in text
    left = word_boxes(pdf, 0, "PADWORD")[0][0]
    assert left / MM == pytest.approx((PAPERS[paper][0] - 200) / 2 + 6, abs=0.5)  # centred across the paper


@pytest.mark.parametrize("paper", PAPERS)
def test_nothing_prints_in_the_printers_margin_and_no_crop_marks(sheets_built: Path, paper: str):
    pdf = sheets_built / f"sheets-pad-{paper}.pdf"
    width, height = PAPERS[paper]
    bounds = [tuple(v / MM for v in box) for box in page_lines(pdf, 0)]
    short = [b for b in bounds if max(b[2] - b[0], b[3] - b[1]) < 4]  # a crop mark is a short line...
    crop = [b for b in short if b[1] > EDGE + FOOTER_DEPTH]  # ...not a tick of the footer's scale bar
    assert crop == []
    for word in ("PADWORD", "Player", "sheet", "50"):
        for left, bottom, right, top in word_boxes(pdf, 0, word):
            assert left / MM >= EDGE and bottom / MM >= EDGE, word
            assert right / MM <= width - EDGE and top / MM <= height - EDGE, word
    frame = max(bounds, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))  # the sheet's own frame
    assert frame[2] - frame[0] == pytest.approx(200, abs=1) and frame[3] - frame[1] == pytest.approx(260, abs=1)
    assert min(frame[0], frame[1], width - frame[2], height - frame[3]) >= EDGE - 0.35  # its stroke is on the trim


def test_a_solo_sheets_back_is_behind_its_front(sheets_built: Path):
    pdf = sheets_built / "sheets-solo-a4.pdf"
    assert len(page_sizes_mm(pdf)) == 2
    assert "flip on the long edge" in page_texts(pdf)[0]
    (fl, _, _, ft), (bl, _, _, bt) = word_boxes(pdf, 0, "SOLOWORD")[0], word_boxes(pdf, 1, "BACKWORD")[0]
    # the back's word, 6 mm from its sheet's left edge, lands 6 mm from the front's right edge once flipped
    assert 210 - bl / MM == pytest.approx(fl / MM + 200 - 12, abs=0.5)
    assert bt / MM == pytest.approx(ft / MM, abs=0.3)


@pytest.mark.parametrize("paper", PAPERS)
def test_half_page_sheets_two_to_a_page_with_a_dashed_line_between(sheets_built: Path, paper: str):
    pdf = sheets_built / f"sheets-scores-{paper}.pdf"
    assert len(page_sizes_mm(pdf)) == 1
    text = " ".join(page_texts(pdf)[0].split())
    assert "Print 25 copies. Then cut them apart on the dashed lines." in text
    words = sorted(word_boxes(pdf, 0, "HALFWORD"), key=lambda b: -b[3])
    assert len(words) == 2
    assert (words[0][3] - words[1][3]) / MM == pytest.approx(130, abs=0.3)  # edge to edge: one cut between them
    lines = [tuple(v / MM for v in box) for box in page_lines(pdf, 0)]
    across = [b for b in lines if b[2] - b[0] >= 189 and b[3] - b[1] < 1]  # the cut, across both sheets
    assert across  # the dashed line (and the white halo under it that keeps it seen over art)
    for line in across:  # between the lower sheet's words and the upper's, where the sheets meet
        assert words[1][3] / MM < (line[1] + line[3]) / 2 < words[0][1] / MM


@pytest.mark.parametrize("command", ["validate", "build"])
def test_a_sheet_into_the_printers_margin_is_one_finding_at_its_size(tmp_path: Path, command: str):
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "big.yaml"  # the pad drawn to the paper's edge
    page.write_text(PAGE.replace("size: [200, 260]", "size: [210, 279]"))
    game = root / "content" / "sheets" / "game.yaml"
    game.write_text(game.read_text().replace("face: sheets/page\n", "face: sheets/big\n", 1))
    result = run_pnp(root, command, "--out", str(root / "output")) if command == "build" else run_pnp(root, command)
    assert result.exit_code == 1 and result.exception is None
    found = [line for line in result.output.splitlines() if "[piece-too-large]" in line]
    assert len(found) == 1, result.output  # one, at the template, for both papers
    assert found[0].startswith(f"templates/sheets/big.yaml:{line_of(page, 'size:')}: error: a 210 × 279 mm")
    assert "205.9 × 260.3 mm at most" in result.output  # Letter's printable part, less the note and footer
    assert not (root / "output" / "sheets").exists()


def test_a_field_of_the_games_own_is_told_where_to_declare_it(tmp_path: Path):
    """The designer's first slip: a board entry's hex map written as terrain: without declaring the field."""
    root = sheets_workspace(tmp_path)
    pad = root / "content" / "sheets" / "pad.yaml"
    pad.write_text("boards:\n  - id: coast\n    word: PADWORD\n    terrain: '. . ~'\n")
    result = run_pnp(root, "validate")
    assert result.exit_code == 1 and result.exception is None
    assert (
        f"content/sheets/pad.yaml:{line_of(pad, 'terrain')}: error: board 'coast': unknown key 'terrain'; "
        "allowed keys: count, flavor, id, notes, text, title, word; if the game needs it, declare it under fields: "
        "of component 'pad' in game.yaml (terrain: {type: string}) [unknown-key]"
    ) in result.output
    pad.write_text("boards:\n  - id: coast\n    wrod: PADWORD\n")  # a typo keeps its did-you-mean alone
    assert "unknown key 'wrod'; did you mean 'word'? [unknown-key]" in run_pnp(root, "validate").output


def test_a_sheets_frame_is_no_line_near_a_trim(tmp_path: Path):
    """A sheet to write on is never cut at its trim: its thin frame is no thin-near-trim finding; the same
    template printed as cards to cut out (grid) still gets one."""
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "page.yaml"
    result = run_pnp(root, "validate")
    assert "[thin-near-trim]" not in result.output, result.output
    game = root / "content" / "sheets" / "game.yaml"
    game.write_text(game.read_text().replace("    imposition: sheet\n", "    imposition: grid\n", 1))
    found = [line for line in run_pnp(root, "validate").output.splitlines() if "[thin-near-trim]" in line]
    assert found == [
        f"templates/sheets/page.yaml:{line_of(page, 'frame:')}: warning: template 'sheets/page': element 'frame': "
        "a 0.3 mm line within 3 mm of the trim; a cutting or duplex shift makes it visibly uneven: move it 3 mm "
        "in, or make it solid and over 0.5 mm [thin-near-trim]"
    ]


def test_one_pale_ink_in_vars_is_one_contrast_finding(tmp_path: Path):
    """Six elements printing one pale ink set in vars: one text-contrast warning, at the vars line (was six)."""
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "page.yaml"
    labels = "".join(
        f'  label{n}: {{type: text, text: "Label {n}", x: 6, y: {20 + 10 * n}, w: 60, h: 8, font: Lato, size: 9, '
        'color: "{{ vars.ink }}"}\n'
        for n in range(6)
    )
    page.write_text(PAGE.replace("elements:\n", 'vars:\n  ink: "#a0b0c0"\nelements:\n') + labels)
    found = [line for line in run_pnp(root, "validate").output.splitlines() if "[text-contrast]" in line]
    assert found == [
        f"templates/sheets/page.yaml:{line_of(page, 'ink:')}: warning: vars.ink (element 'label0' of template "
        "'sheets/page', and any other element printing it): 9 pt text in #a0b0c0 on #ffffff (the paper) on board "
        "'coast' has a contrast of 2.21:1; body text needs 4.5:1 (WCAG AA) to read in dim light or from a pale "
        "print: darken one colour or lighten the other [text-contrast]"
    ]


def test_a_grid_written_in_needs_room_to_write_and_lines_that_print(tmp_path: Path):
    """The walkthrough's score boxes, 7.7 x 3 mm in #f4f4f4 lines 0.1 mm wide, on a sheet: a write-in-small and
    a line-too-light for each cause; a row of boxes to tick says write_in: false and gets none."""
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "page.yaml"
    page.write_text(
        PAGE.replace("elements:\n", 'vars:\n  line: "#f4f4f4"\nelements:\n')
        + "  scores:\n    type: grid\n    x: 8\n    y: 30\n    w: 184\n    h: 6\n    rows: 2\n    cols: 24\n"
        '    stroke: "{{ vars.line }}"\n    stroke_width: 0.1\n'
        "  ticks: {type: grid, x: 8, y: 50, w: 184, h: 4, cols: 46, write_in: false, stroke: '#f4f4f4'}\n"
    )
    found = _writing_findings(root)
    assert sorted(found) == sorted(
        [
            f"templates/sheets/page.yaml:{line_of(page, 'line:')}: warning: vars.line (template 'sheets/page': "
            "element 'scores'): lines in #f4f4f4 on #ffffff (the paper), a contrast of 1.09:1, print faint from a "
            "home printer: make them no paler than #c0c0c0 on white (1.8:1) [line-too-light]",
            f"templates/sheets/page.yaml:{line_of(page, 'h: 6')}: warning: template 'sheets/page': element 'scores': "
            "its cells to write in are 7.67 × 3 mm; a pencilled number needs 6 × 6 mm at least: give it a larger h: or "
            "fewer rows (write_in: false for a grid nobody writes in) [write-in-small]",
            f"templates/sheets/page.yaml:{line_of(page, 'stroke_width: 0.1')}: warning: template 'sheets/page': "
            "element 'scores': lines of 0.1 mm print broken or not at all from a home printer: make them 0.2 mm or "
            "wider [line-too-light]",
        ]
    )
    game = root / "content" / "sheets" / "game.yaml"  # cards to cut out: their grids are not written in...
    game.write_text(game.read_text().replace("    imposition: sheet\n", "    imposition: grid\n", 2))
    assert "[write-in-small]" not in run_pnp(root, "validate").output
    page.write_text(page.read_text().replace("    rows: 2\n", "    rows: 2\n    write_in: true\n"))
    assert "[write-in-small]" in run_pnp(root, "validate").output  # ...unless they say so


def _writing_findings(root: Path) -> list[str]:
    """validate's write-in-small, write-in-dark and line-too-light findings, as printed."""
    said = run_pnp(root, "validate").output.splitlines()
    return [
        line
        for line in said
        if any(f"[{rule}]" in line for rule in ("write-in-small", "write-in-dark", "line-too-light"))
    ]


def test_lines_boxes_and_hexes_written_on_a_sheet_print_and_have_room(tmp_path: Path):
    """On a sheet to write on, a "Name: ____" line, a box and a hex map to pencil in are checked as a grid is: a
    line-too-light for a pale rule (at its stroke: line), a thin box (at its stroke_width: line), hexes and a grid
    drawn in one pale var (one, at the vars line), a write-in-small for 5 mm hexes (none once the map says allow:
    [write-in-small]); a thin rule that says allow: [line-too-light] gets none, and the same template printed as
    cards to cut out gets none of them."""
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "page.yaml"
    page.write_text(
        PAGE.replace("elements:\n", 'vars:\n  faint: "#e8e8e8"\nelements:\n')
        + '  name_line: {type: line, x: 80, y: 16, x2: 190, y2: 16, stroke: "#e0e0e0", stroke_width: 0.3}\n'
        + '  box: {type: rect, x: 8, y: 30, w: 30, h: 12, stroke: "#000000", stroke_width: 0.1}\n'
        + '  rule: {type: line, x: 8, y: 50, x2: 190, y2: 50, stroke: "#000000", stroke_width: 0.05, '
        "allow: [line-too-light]}\n"
        + "  coast:\n    type: hex_map\n    x: 8\n    y: 60\n    w: 60\n    h: 40\n    size: 5\n"
        + '    map: "a a a\\na a a"\n    terrain: {a: {}}\n    stroke: "{{ vars.faint }}"\n'
        + '  pad: {type: grid, x: 100, y: 60, w: 60, h: 20, rows: 2, cols: 5, stroke: "{{ vars.faint }}"}\n'
    )
    found = _writing_findings(root)
    assert sorted(found) == sorted(
        [
            f"templates/sheets/page.yaml:{line_of(page, 'name_line:')}: warning: template 'sheets/page': element "
            "'name_line': lines in #e0e0e0 on #ffffff (the paper), a contrast of 1.32:1, print faint from a home "
            "printer: make them no paler than #c0c0c0 on white (1.8:1) [line-too-light]",
            f"templates/sheets/page.yaml:{line_of(page, 'box:')}: warning: template 'sheets/page': element 'box': "
            "lines of 0.1 mm print broken or not at all from a home printer: make them 0.2 mm or wider "
            "[line-too-light]",
            f"templates/sheets/page.yaml:{line_of(page, 'faint:')}: warning: vars.faint (template 'sheets/page': "
            "element 'coast'): lines in #e8e8e8 on #ffffff (the paper), a contrast of 1.22:1, print faint from a "
            "home printer: make them no paler than #c0c0c0 on white (1.8:1) [line-too-light]",
            f"templates/sheets/page.yaml:{line_of(page, 'size: 5')}: warning: template 'sheets/page': element "
            "'coast': its hexes are 5 mm flat to flat; a pencilled number needs 6 mm across at least: give it a "
            "larger size: (or box), or fewer hexes (allow: [write-in-small] for a map nobody writes in) "
            "[write-in-small]",
        ]
    )
    page.write_text(page.read_text().replace("    size: 5\n", "    size: 5\n    allow: [write-in-small]\n"))
    assert "[write-in-small]" not in run_pnp(root, "validate").output  # a map nobody writes in: meant
    game = root / "content" / "sheets" / "game.yaml"  # cards to cut out: nothing on them is written on
    game.write_text(game.read_text().replace("    imposition: sheet\n", "    imposition: grid\n", 2))
    output = run_pnp(root, "validate").output
    assert "[write-in-small]" not in output and "[line-too-light]" not in output, output


def test_a_hex_maps_outlines_and_pencil_are_measured_on_its_terrain_fills(tmp_path: Path):
    """A sheet's hex map with terrain fills: its #808080 outline (3.95:1 on white) fades on the pale blue water
    (a line-too-light at its stroke: line, naming the fill); the forest's #2e5e2e, set in the vars: table the map
    reads and filling 33 hexes of a map printed on two boards, is one write-in-dark at that fill's line (black
    pencil on it: 2.75:1), and the same fill written in a data table's row is one more, at that row's fill;
    allow: [write-in-dark] on the map leaves its own out, and cards to cut out get none."""
    root = sheets_workspace(tmp_path)
    page = root / "templates" / "sheets" / "page.yaml"
    forests = "\\n".join(["f f f f f f f"] * 5)
    page.write_text(
        PAGE.replace(
            "elements:\n", 'vars:\n  land:\n    a: {}\n    w: {fill: "#7fb0d8"}\n    f: {fill: "#2e5e2e"}\nelements:\n'
        )
        + "  coast:\n    type: hex_map\n    x: 8\n    y: 30\n    w: 100\n    h: 70\n    numbers: none\n"
        + f'    map: "{forests}\\na w f f f f f"\n'
        + '    stroke: "#808080"\n'
        + '    terrain: "{{ vars.land }}"\n'
        + "  inland:\n    type: hex_map\n    x: 8\n    y: 120\n    w: 100\n    h: 40\n    numbers: none\n"
        + '    map: "a f\\nf m"\n    terrain: "{{ data.terrain }}"\n'
    )
    game = root / "content" / "sheets" / "game.yaml"
    game.write_text(game.read_text() + "data:\n  - id: terrain\n    source: terrain.yaml\n    schema: {type: object}\n")
    table = root / "content" / "sheets" / "terrain.yaml"
    table.write_text('- {symbol: a}\n- {symbol: f, fill: "#2e5e2e"}\n- {symbol: m, fill: "#303030"}\n')
    dark = (
        "fills its hexes with #2e5e2e, too dark to pencil on: a pencilled number, black at its darkest, has a "
        "contrast of 2.75:1 on it, and needs 4.5:1 (WCAG AA body text): lighten the fill (#757575 is the darkest "
        "grey that reads), or allow: [write-in-dark] on a map whose hexes of it nobody writes in [write-in-dark]"
    )
    found = _writing_findings(root)
    assert sorted(found) == sorted(
        [
            f"templates/sheets/page.yaml:{line_of(page, '#808080')}: warning: template 'sheets/page': "
            "element 'coast': lines in #808080 on #7fb0d8 (the fill of terrain 'w'), a contrast of 1.71:1, print "
            "faint from a home printer: darken them, or lighten the fill, to 1.8:1 [line-too-light]",
            f"templates/sheets/page.yaml:{line_of(page, 'f: {fill')}: warning: template 'sheets/page': element "
            f"'coast': terrain 'f' {dark}",
            f"content/sheets/terrain.yaml:2: warning: template 'sheets/page': element 'inland': terrain 'f' {dark}",
            f"templates/sheets/page.yaml:{line_of(page, 'type: hex_map@2')}: warning: template 'sheets/page': element "
            "'inland': lines in #000000 on #303030 (the fill of terrain 'm'), a contrast of 1.59:1, print faint from "
            "a home printer: lighten the fill, to 1.8:1 [line-too-light]",
            "content/sheets/terrain.yaml:3: warning: template 'sheets/page': element 'inland': terrain 'm' "
            + dark.replace("#2e5e2e", "#303030").replace("2.75:1", "1.59:1"),
        ]
    )
    page.write_text(
        page.read_text().replace("    numbers: none\n", "    numbers: none\n    allow: [write-in-dark]\n", 1)
    )
    found = [line for line in run_pnp(root, "validate").output.splitlines() if "[write-in-dark]" in line]
    assert [line.split(":")[0] for line in found] == ["content/sheets/terrain.yaml"] * 2  # the coast's: meant
    game.write_text(game.read_text().replace("    imposition: sheet\n", "    imposition: grid\n", 2))
    output = run_pnp(root, "validate").output
    assert "[write-in-dark]" not in output and "[line-too-light]" not in output, output

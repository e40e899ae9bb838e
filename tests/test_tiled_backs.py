"""A double-sided board printed with ``tile``: its back gets an assembly map and pages of its own,
after the front's, to glue on the other side of the board turned over left to right.

The test workspace's board is one-sided (other tests count its pages), so these tests give a
scratch copy of it a back: another colour, a dark square at its top left corner, a word left of the
middle, and a line of words across both columns where the front's first row join lies.
"""

from __future__ import annotations

import itertools

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from conftest import edit, line_of, plans_of, run_pnp, shapes_workspace
from pdfread import MM, boxes_mm, join_clearances, page_sizes_mm, page_texts, printed_chars, reassembly, word_boxes

from pnp.core.papers import papers

BLEED = 3.175
BACK = "templates/shapes/board-back.yaml"
TEMPLATE = """\
# The board's back, 360 x 600 mm, as seen from the back.
extends: shapes/board
size: [360, 600]
vars:
  fill: "#a3c4d9"
  ink: "#1c2f3a"
elements:
  corner:
    type: rect
    x: 0
    y: 0
    w: 60
    h: 60
    fill: "#1c2f3a"
  label:
    text: BACK
    x: 20
    w: 120
  rule:
    type: text
    text: "The back keeps its own words clear of its joins"
    x: 20
    y: 240
    w: 320
    h: 12
    font: Lato
    size: 12
    align: center
    color: "{{ vars.ink }}"
"""
FRONT = ["A1", "A2", "B1", "B2", "C1", "C2"]


def two_sided(root):
    """``root`` (a scratch copy of the test workspace) with a back for its board."""
    (root / BACK).write_text(TEMPLATE, encoding="utf-8")
    game = root / "content/shapes/game.yaml"
    edit(game, "    face: shapes/board\n", "    face: shapes/board\n    back: shapes/board-back\n")
    return root


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    """The double-sided board built on Letter: (its workspace, the tiled PDF, the poster PDF, the tiled plan)."""
    root = two_sided(shapes_workspace(tmp_path_factory.mktemp("two-sided")))
    result = run_pnp(root, "build", "shapes", "--paper", "letter", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    out = root / "output" / "shapes"
    return root, out / "shapes-board-letter.pdf", out / "shapes-board-poster.pdf", plans_of(root, "shapes")


def test_the_back_follows_the_front_with_its_own_map_and_pages_labelled_back(board):
    """14 pages (was 7, the back dropped): the front's map and six pages, then the back's map and its six,
    each named "back A1" … in its top margin, on the map and in the glue strips, never plain "A1"."""
    _, tiled, _, plans = board
    texts = page_texts(tiled)
    assert len(texts) == 14
    assert "Assembly map of the front" in texts[0] and "Assembly map of the back" in texts[7]
    for text, label in zip(texts[1:7], FRONT, strict=True):
        assert f"{label} (row {label[0]}, column {label[1]} of 2 × 3)" in text and "back" not in text
    for text, label in zip(texts[8:], FRONT, strict=True):
        assert f"back {label} (back of the board: row {label[0]}, column {label[1]} of 2 × 3)" in text
    assert all(f"back {label}" in texts[7] for label in FRONT)
    assert "glue back A2 here" in texts[8] and "glue back B1 here" in texts[8]
    sheet = plans["shapes-board-letter"]
    assert [page.placements[0].side for page in sheet.pages] == ["front"] * 7 + ["back"] * 7
    assert sheet.duplex is None  # one-sided: each page is glued on its own


def test_the_back_pages_tile_back_into_the_back(board):
    """Laid where their windows say, the back's six pages give the poster's second page (the back)
    everywhere, art for art: the back is tiled as it is seen from the back."""
    _, tiled, poster, plans = board
    pages = {index: page for index, page in enumerate(plans["shapes-board-letter"].pages) if index > 7}
    differences, covered = reassembly(tiled, pages, poster, 1, BLEED)
    assert len(differences) == 6 and all(d < 12 for d in differences.values()), differences
    assert covered
    front = {index: page for index, page in enumerate(plans["shapes-board-letter"].pages) if 0 < index < 7}
    assert all(d < 12 for d in reassembly(tiled, front, poster, 0, BLEED)[0].values())  # the front as before


def test_back_a1_is_the_backs_top_left_behind_the_fronts_top_right_page(board):
    """Turned over left to right, the back's top left corner lies behind the front's top right one:
    the back's map says to turn the board so and that back A1 goes behind front A2, and the pages
    bear it out (A2 holds the front's top right trim corner, back A1 the back's top left one)."""
    _, tiled, _, _ = board
    texts = page_texts(tiled)
    assert "4. Turn the board over left to right, so that its top edge stays at the top." in texts[7]
    assert "5. Glue the back on the board, edge to edge: back A1 at the top left, behind front A2." in texts[7]
    boxes = boxes_mm(tiled)
    a2, back_a1 = boxes[2], boxes[8]
    assert a2["trim"][2] == pytest.approx(a2["bleed"][2] - BLEED, abs=0.01)  # the face's right edge, its bleed
    assert a2["trim"][3] == pytest.approx(a2["bleed"][3] - BLEED, abs=0.01)  # its top edge
    assert back_a1["trim"][0] == pytest.approx(back_a1["bleed"][0] + BLEED, abs=0.01)  # the back's left edge
    assert back_a1["trim"][3] == pytest.approx(back_a1["bleed"][3] - BLEED, abs=0.01)  # its top edge


def test_the_backs_joins_keep_off_the_backs_own_words(board):
    """The front's first row join (244.2 mm down, as far down as the page allows) would run through
    the back's line of words; the back's own join keeps 3 mm above them."""
    _, tiled, poster, plans = board
    sheet = plans["shapes-board-letter"]
    least = join_clearances(tiled, sheet)
    assert least["back B1 top"] >= 3.0 and least["back B2 top"] >= 3.0, least

    def first_join(page):
        return page.placements[0].transform.f - page.bleed_box.top  # the face's v at the page's top edge

    front, back = first_join(sheet.pages[3]), first_join(sheet.pages[10])  # B1, back B1
    (_, bottom, _, top), *_ = word_boxes(poster, 1, "The back keeps")
    height = page_sizes_mm(poster)[1][1]
    words = (height - top / MM - BLEED, height - bottom / MM - BLEED)  # from the back's top edge, mm
    assert words[0] < front < words[1], (front, words)
    assert words[0] - 3.5 < back <= words[0] - 3.0, (back, words)  # 3 mm above the letters, and no more


def test_the_first_page_says_how_to_print_and_assemble_both_sides(board):
    """On page 1 only: one-sided, 14 sheets, the front as this map shows, the back as page 8's map,
    glued on the other side with the board turned over left to right."""
    _, tiled, _, _ = board
    texts = page_texts(tiled)
    note = (
        "Board: print one-sided, at 100 % (14 sheets). Then assemble the front as this map shows and glue it "
        "onto card; assemble the back as the map on page 8 shows and glue it on the other side, the board "
        "turned over left to right."
    )
    assert note in " ".join(texts[0].split())
    assert "4. The board's back goes on its other side: its pages follow, its map is page 8." in texts[0]
    assert all("print one-sided" not in text for text in texts[1:])  # not repeated on the back's map


def test_back_offset_leaves_the_one_sided_back_pages_where_they_are(board, tmp_path):
    """--back-offset corrects a duplex printer's shift; the back's pages print one-sided, to be glued."""
    root, tiled, _, _ = board
    result = run_pnp(root, "build", "shapes", "--paper", "letter", "--back-offset", "1.5,-0.5", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    boxes = boxes_mm(tiled)
    assert len(boxes) == 14 and boxes_mm(tmp_path / "shapes" / "shapes-board-letter.pdf") == boxes


def test_validate_finds_what_the_build_finds_of_the_backs_words(board):
    """A line of the back that no join can clear is one tile-cuts-text warning, at the back template's
    size line, from validate as from build."""
    root, *_ = board
    where = f"{BACK}:{line_of(root / BACK, 'size: [360, 600]')}: warning: board 'board' (its back): on letter paper"
    for command in (["validate"], ["build", "--out", str(root / "both-papers")]):
        result = run_pnp(root, *command, "shapes")
        found = [line for line in result.output.splitlines() if "(its back)" in line]
        assert len(found) == 1 and found[0].startswith(where), (command, result.output)
        assert "'The back keeps its own words clear of its joins'" in found[0] and found[0].endswith("[tile-cuts-text]")


def map_text(pdf, index: int) -> tuple[list[tuple[float, float, float, float, float]], float]:
    """An assembly map page's upright characters (not a footer turned up the margin): each one's size
    (pt) and box (mm: left, bottom, right, top); and the top (mm) of the map drawn under its steps."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        page = document[index]
        text = page.get_textpage()
        found = []
        for char, (_, _, size, _) in enumerate(printed_chars(page)):
            if abs(pdfium_c.FPDFText_GetCharAngle(text.raw, char)) < 1e-3:
                found.append((round(size, 1), *(value / MM for value in text.get_charbox(char))))
        paths = [obj.get_bounds() for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=1)]
        return found, max(top for left, _, _, top in paths if left > 11 * MM) / MM  # not the footer's scale bar
    finally:
        document.close()


def fits_whole(paper) -> bool:
    """Does the 360 x 600 mm board with its bleed fit ``paper`` whole, within the 8.5 mm a gutters sheet keeps?"""
    room = sorted((paper.w - 17, paper.h - 17))
    return room[0] >= 360 + 2 * BLEED and room[1] >= 600 + 2 * BLEED


@pytest.mark.parametrize("paper", [name for name, paper in papers().items() if not fits_whole(paper)])
def test_no_line_of_either_map_runs_past_the_margin_on_any_paper(board, tmp_path, paper):
    """On A5 (124 mm between the 12 mm margins) the maps' lines were set whole: the back's heading
    ran 126.6 mm and its first step 125.9, the front's heading 127.0, past the margin. Each now wraps
    within the page's width less its margins on every paper, a step's later lines indented past its
    number, and the header grows to hold them, the map under it."""
    root, *_ = board
    result = run_pnp(root, "build", "shapes", "--paper", paper, "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "shapes" / f"shapes-board-{paper}.pdf"
    texts = page_texts(pdf)
    maps = [index for index, text in enumerate(texts) if "Assembly map of the" in text]
    assert len(maps) == 2, paper
    width = page_sizes_mm(pdf)[maps[0]][0]
    last = ["4. The board's back goes on its other side:", "5. Glue the back on the board, edge to edge:"]
    for index, step in zip(maps, last, strict=True):
        words = " ".join(texts[index].split())  # each wrapped line breaks between words
        assert "1. Cut each page along its crop marks; on every page but" in words and step in words, (paper, words)
        chars, map_top = map_text(pdf, index)
        chars = [char for char in chars if char[0] > 6.0]  # not the footer (6 pt), which runs in a margin
        assert min(left for _, left, _, _, _ in chars) >= 12 - 0.3, (paper, index)  # a glyph's side bearing
        assert max(right for _, _, _, right, _ in chars) <= width - 12, (paper, index)
        names = page_names(pdf, index, "back " if index == maps[1] else "", map_top)
        boxes = [box for _, box in names]
        steps = [  # the heading and steps (a page name on the map may shrink to their sizes)
            bottom
            for size, left, bottom, right, _ in chars
            if size in (8.0, 9.0) and not any(a <= left and right <= c and b <= bottom <= d for a, b, c, d in boxes)
        ]
        assert len(steps) > 300 and min(steps) > map_top + 3, (paper, index, min(steps), map_top)  # above the map
        assert len(names) == len(texts) // 2 - 1, (paper, index, names)  # every page named on its map
        for (one, a), (other, b) in itertools.combinations(names, 2):  # a last column of a few mm: "back A4"
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (paper, one, other)  # covered A3


def page_names(pdf, index: int, prefix: str, below: float) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The page names printed on an assembly map (under its steps, at ``below`` mm), each with its box (mm:
    left, bottom, right, top)."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        text = document[index].get_textpage()
        found = []
        for row, column in itertools.product("ABCDEFGH", range(1, 9)):
            name = f"{prefix}{row}{column}"
            searcher = text.search(name, match_case=True, match_whole_word=True)
            while (hit := searcher.get_next()) is not None:
                chars = [text.get_charbox(i) for i in range(hit[0], hit[0] + hit[1])]
                box = tuple(f(c[k] for c in chars) / MM for k, f in enumerate((min, min, max, max)))
                if box[3] < below:
                    found.append((name, box))
        return found
    finally:
        document.close()


def test_a_board_that_fits_the_paper_whole_prints_whole_with_no_map(board, tmp_path):
    """On A1 the board (366 x 606 mm with its bleed) fits one page: it prints whole, its front and its back
    as gutters prints them, with no assembly map nor glue strip (before: a map of "1 pages, 1 row of 1" and
    the board on a page headed "A1 (row A, column 1 of 1 × 1)", then the same for its back)."""
    assert fits_whole(papers()["a1"])
    root, *_ = board
    assert run_pnp(root, "build", "shapes", "--paper", "a1", "--out", str(tmp_path)).exit_code == 0
    texts = page_texts(tmp_path / "shapes" / "shapes-board-a1.pdf")
    assert len(texts) == 2 and not any("Assembly map" in text or "glue" in text for text in texts)
    assert "fronts 1/1" in texts[0] and "backs 1/1" in texts[1] and "print double-sided" in texts[0]


def test_in_a_mixed_file_each_back_lands_behind_its_front(tmp_path):
    """One component of imposition: tile, double-sided: a 12 in strip tiled over pages, its back's map and pages
    after its front's, and two short strips that fit a page whole, printed whole after them, each back on the page
    after its front's and mirrored across the page (glued behind, the piece turned over left to right): read back,
    each back's word centre lies where its front's lies once the page is turned over, its height the same."""
    root = shapes_workspace(tmp_path)
    edit(root / "templates/shapes/strip-long.yaml", "size: [100, 25]", "size: [304.8, 20]")
    (root / "content/shapes/strips.yaml").write_text(
        "tiles:\n  - {id: long, title: FRONTL, length: long}\n"
        "  - {id: first, title: FRONTA, length: short}\n  - {id: second, title: FRONTB, length: short}\n"
    )
    for length in ("long", "short"):  # the back: another colour, its entry's letter after BACK
        (root / f"templates/shapes/strip-{length}-back.yaml").write_text(
            f'extends: shapes/strip-{length}\nvars:\n  fill: "#1f5f9e"\n'
            'elements:\n  label:\n    text: "BACK{{ card.title[5:] }}"\n'
        )
    game = root / "content/shapes/game.yaml"
    fields = "      length: {enum: [long, short]}\n"
    edit(game, fields, f'{fields}    back: "shapes/strip-{{{{ card.length }}}}-back"\n    imposition: tile\n')
    result = run_pnp(root, "build", "shapes", "--paper", "letter", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "shapes" / "shapes-strips-letter.pdf"
    texts = [" ".join(text.split()) for text in page_texts(pdf)]
    # the long strip: its map and two pages, the back's map and two pages; then the short strips, front and back
    assert len(texts) == 8, texts
    assert "Assembly map of the front" in texts[0] and "Assembly map of the back" in texts[3]
    assert (
        "each back on the page after its front: cut on the crop marks, and glue each back behind its front"
        in (texts[0])
    )
    width = page_sizes_mm(pdf)[6][0]
    for entry in "AB":
        fronts = [page for page, text in enumerate(texts) if f"FRONT{entry}" in text]
        backs = [page for page, text in enumerate(texts) if f"BACK{entry}" in text]
        assert fronts == [6] and backs == [7], (entry, fronts, backs)
        (fl, fb, fr, ft), *_ = word_boxes(pdf, 6, f"FRONT{entry}")
        (bl, bb, br, bt), *_ = word_boxes(pdf, 7, f"BACK{entry}")
        assert width - (bl + br) / 2 / MM == pytest.approx((fl + fr) / 2 / MM, abs=0.5), entry  # turned over
        assert (bb + bt) / 2 / MM == pytest.approx((fb + ft) / 2 / MM, abs=0.3), entry  # at the same height
    assert all("BACKL" in texts[page] for page in (4, 5)) and all("FRONTL" in texts[page] for page in (1, 2))

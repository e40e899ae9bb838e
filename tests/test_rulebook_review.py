"""A publisher's review of the built rulebooks and booklets: no blank or stray pages, no holes, no split lists."""

from __future__ import annotations

import itertools
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from conftest import run_pnp
from pdfread import MM, page_texts, reader, text_positions, word_boxes, word_centres
from test_rulebook_polish import GAMES, body_lines, booklet_pages, manifest
from test_rulebook_typesetting import build, rulebook_workspace

from pnp.impose.booklet import booklet_order

BOOKLETS = [
    (game, rulebook, paper)
    for game, rulebook in [*((game, "rules") for game in GAMES), ("trap-map-galaxy", "trap-guide")]
    for paper in ("a4", "letter")
]


def booklet(shipped: Path, game: str, rulebook: str, paper: str) -> Path:
    return shipped / game / f"{game}-{rulebook}-booklet-{paper}.pdf"


def footed(lines: list[tuple[float, float, str]], number: int) -> bool:
    """Whether a page's small print (under 6.9 pt) holds its footer, its number at the page's outer edge:
    first on a left-hand (even) page, last on a right-hand (odd) one."""
    outside = (
        (lambda text: text.endswith(f"·page{number}")) if number % 2 else (lambda t: t.startswith(f"page{number}·"))
    )
    return any(size < 6.9 and outside(text) for _, size, text in lines)


def is_back_cover(lines: list[tuple[float, float, str]], game: str) -> bool:
    info = manifest(game)
    text = "".join(text for _, _, text in lines)
    return bool(lines) and lines[0][2] == info["title"].replace(" ", "") and info["notice"].replace(" ", "") in text


def ruled_lines(path: Path, number: int) -> list[float]:
    """The heights (pt) of the long horizontal lines drawn on page ``number`` of a folded booklet."""
    pages = booklet_pages(path)
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index, side in enumerate(booklet_order(len(pages))):
            for page, half in ((side.left, 0), (side.right, 1)):
                if page == number - 1:
                    sheet = pdf[index]
                    width = sheet.get_width() / 2
                    found = []
                    for obj in sheet.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=1):
                        left, bottom, right, top = obj.get_bounds()
                        inside = half * width <= left and right <= (half + 1) * width
                        if inside and top - bottom < 2 and right - left > width * 0.6:
                            found.append(round((top + bottom) / 2, 1))
                    return sorted(found)
    finally:
        pdf.close()
    raise AssertionError(number)


@pytest.mark.parametrize(("game", "rulebook", "paper"), BOOKLETS)
def test_every_booklet_page_but_the_back_cover_carries_its_footer_and_none_is_blank(shipped, game, rulebook, paper):
    """Twisty Passages' booklet had two blank pages (6 and 7) before its back cover, the trap guide's one (3)."""
    pages = booklet_pages(booklet(shipped, game, rulebook, paper))
    count = len(pages)
    for number in range(1, count):
        assert body_lines(pages[number]), number
        assert footed(pages[number], number), (number, pages[number][-2:])
    last = pages[count]
    assert is_back_cover(last, game) or footed(last, count)


def number_places(path: Path) -> dict[int, tuple[float, float]]:
    """Where each page of a folded booklet prints its number (its footer's "page N"): (mm from the page's
    outer edge, mm from the fold), by page number; the back cover, which has no footer, is left out."""
    sheet = reader(path).pages
    fold = float(sheet[0].mediabox.width) / 2
    places = {}
    for index, side in enumerate(booklet_order(2 * len(sheet))):
        for page, right_hand in ((side.left, False), (side.right, True)):
            if page is None:
                continue
            number = page + 1
            boxes = [
                (left, right)
                for left, _, right, _ in word_boxes(path, index, f"page {number}")
                if (left >= fold if right_hand else right <= fold)
            ]
            assert len(boxes) <= 1, (number, boxes)
            for left, right in boxes:
                outer, inner = (2 * fold - right, left - fold) if right_hand else (left, fold - right)
                places[number] = (outer / MM, inner / MM)
    return places


@pytest.mark.parametrize(("game", "rulebook", "paper"), BOOKLETS)
def test_a_booklets_page_numbers_stand_at_the_outer_edge_not_by_the_fold(shipped, game, rulebook, paper):
    """Every footer was set from the left: a right-hand (odd) page had its number by the fold, 12.2 mm
    from it and 130.4 mm from the outer edge (A5). Now every number is as far from its page's outer
    edge, at the left of a left-hand page and at the right of a right-hand one, the footer mirrored."""
    places = number_places(booklet(shipped, game, rulebook, paper))
    pages = 2 * len(reader(booklet(shipped, game, rulebook, paper)).pages)
    assert set(places) >= set(range(1, pages)), places  # every page but perhaps the back cover
    outer = [outer for outer, _ in places.values()]
    assert all(outer < inner / 5 for outer, inner in places.values()), places
    assert max(outer) - min(outer) < 0.3, places  # the odd pages mirror the even ones
    assert min(outer) >= 5.0, places  # the printer's edge


SPARE = [("twisty-passages", "rules", (6, 7)), ("trap-map-galaxy", "trap-guide", (3,))]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("game", "rulebook", "spare"), SPARE)
def test_a_booklets_spare_pages_are_notes_pages_before_its_back_cover(shipped, game, rulebook, spare, paper):
    path = booklet(shipped, game, rulebook, paper)
    pages = booklet_pages(path)
    assert is_back_cover(pages[len(pages)], game)
    for number in spare:
        assert [text for _, _, text in body_lines(pages[number])] == ["Notes"]
        lines = ruled_lines(path, number)
        gaps = [b - a for a, b in itertools.pairwise(lines)]
        assert len(lines) >= 18 and all(abs(gap - 8 * MM) < 0.2 for gap in gaps), lines  # the footer's rule too
        heading = body_lines(pages[number])[0][0]
        assert 4 * MM < heading - lines[-1] < 12 * MM  # the first line under the heading, not over it


def rules(shipped: Path, game: str, paper: str) -> Path:
    return shipped / game / f"{game}-rules-{paper}.pdf"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_paragraph_that_does_not_introduce_a_figure_fills_its_column_and_lets_the_figure_move(shipped, paper):
    """Twisty Tracks' three-line "A train stops only…" travelled with the 70 mm figure after it to page 2,
    leaving the right column of page 1 empty from 213 mm down (58 mm on A4); "Monster table (d6)" still
    stays with its table (test_rulebook_polish)."""
    pdf = rules(shipped, "twisty-tracks", paper)
    width = float(reader(pdf).pages[0].mediabox.width)
    (lead,) = word_centres(pdf, 0, "A train stops only")
    assert lead[0] > width / 2  # the right column of page 1, under the round's steps
    assert not word_centres(pdf, 0, "Placing a tile")  # the figure's caption: the figure moved on
    assert word_centres(pdf, 1, "Placing a tile")
    bottom = min(placed.y for placed in text_positions(pdf, 0) if placed.x > width / 2 and placed.y > 30 * MM)
    assert float(reader(pdf).pages[0].mediabox.height) - bottom > 216 * MM  # from the top: was 213 mm


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_twisty_tracks_figure_of_a_placed_tile_floats_and_the_next_section_fills_page_one(shipped, paper):
    """The 70 mm figure ending "Playing a round" did not fit page 1: the right column stayed empty from
    "reaches a station." down (45 mm on A4) and Letter took four pages. "Tiles, tunnels and bridges"
    now fills it and the figure heads page 2; Letter takes three pages."""
    pdf = rules(shipped, "twisty-tracks", paper)
    width = float(reader(pdf).pages[0].mediabox.width)
    (heading,) = word_centres(pdf, 0, "Tiles, tunnels and bridges")
    assert heading[0] > width / 2
    assert word_centres(pdf, 1, "Placing a tile")
    assert len(reader(pdf).pages) == 3


def column_of(pdf: Path, words: str) -> tuple[int, bool]:
    """(page index, right column?) where ``words`` are printed in a rulebook of two columns."""
    width = float(reader(pdf).pages[0].mediabox.width)
    for index in range(len(reader(pdf).pages)):
        found = word_centres(pdf, index, words)
        if found:
            return index, found[0][0] > width / 2
    raise AssertionError(words)


def page_of(pages: dict[int, list[tuple[float, float, str]]], words: str) -> int:
    """The page of a folded booklet where ``words`` are printed."""
    needle = words.replace(" ", "")
    (number,) = {number for number, lines in pages.items() for _, _, text in lines if needle in text}
    return number


@pytest.mark.parametrize(
    ("game", "paper", "lead", "items"),
    [
        # the either/or bullets of "The Door and Panic Mode" stood on two pages (Letter)
        ("trap-map-galaxy", "letter", "When someone sets it off", ["if they hold a Key", "if not, the tent"]),
        ("trap-map-galaxy", "a4", "When someone sets it off", ["if they hold a Key", "if not, the tent"]),
        # "…decides them so:" ended column 1 of page 2 (A4), its list opening column 2
        ("trap-map-galaxy", "a4", "decides them so", ["Pawns.", "One die or one each."]),
        ("trap-map-galaxy", "letter", "decides them so", ["Pawns.", "One die or one each."]),
    ],
)
def test_a_short_list_and_the_colon_that_leads_into_it_stay_in_one_column(shipped, game, paper, lead, items):
    pdf = rules(shipped, game, paper)
    assert {column_of(pdf, words) for words in [lead, *items]} == {column_of(pdf, lead)}


@pytest.mark.parametrize(
    ("game", "paper", "items"),
    [
        # "Setting up" split 2/1 over pages 1 and 2 (Letter)
        ("trap-map-galaxy", "letter", ["Lay out the board", "Each player takes a pawn", "Everyone rolls the die"]),
        ("trap-map-galaxy", "a4", ["Lay out the board", "Each player takes a pawn", "Everyone rolls the die"]),
    ],
)
def test_a_list_of_three_items_stays_on_one_booklet_page(shipped, game, paper, items):
    pages = booklet_pages(booklet(shipped, game, "rules", paper))
    assert len({page_of(pages, words) for words in items}) == 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_longer_list_never_leaves_one_item_alone_at_a_page_break(shipped, paper):
    """Labyrinth's four steps of "A round" split 3/1 over two booklet pages."""
    pages = booklet_pages(booklet(shipped, "labyrinth-deck", "rules", paper))
    steps = [page_of(pages, f"{step}.") for step in ("Draw", "Act", "Choose", "Clean up")]
    assert steps[0] == steps[1] and steps[2] == steps[3], steps


def test_list_items_longer_than_a_column_still_break_between_columns(tmp_path):
    """Kept together, the first two items would need more than a column: they part at a column's head."""
    item = " ".join(f"word{n:03d}" for n in range(700))
    root = rulebook_workspace(tmp_path, [("Long items", f"Before the list.\n\n- {item}\n- {item}\n- {item}")])
    texts = page_texts(build(root) / "typesetting-rules-a4.pdf")
    assert sum(text.count("word699") for text in texts) == 3 and len(texts) >= 2


@pytest.mark.parametrize(("game", "rulebook", "paper"), BOOKLETS)
def test_a_booklet_ends_with_its_back_cover_or_a_well_filled_page_of_text(shipped, game, rulebook, paper):
    """Twisty Tracks' booklet ended on the last two bullets of "About this edition" (5 lines, A4) where its
    back cover belonged; a text that fills its sheets' last page well (Fanucci) may end the booklet itself."""
    pages = booklet_pages(booklet(shipped, game, rulebook, paper))
    last = pages[len(pages)]
    if not is_back_cover(last, game):
        fullest = max(len(body_lines(lines)) for lines in pages.values())
        assert len(body_lines(last)) > fullest / 4, (len(body_lines(last)), fullest)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_twisty_tracks_booklet_ends_its_text_on_page_7_before_its_back_cover(shipped, paper):
    pages = booklet_pages(booklet(shipped, "twisty-tracks", "rules", paper))
    assert len(pages) == 8 and is_back_cover(pages[8], "twisty-tracks")
    assert page_of(pages, "Score track:") == 7  # the last item of "About this edition"


def test_a_few_lines_past_a_full_sheet_go_before_notes_pages_and_a_back_cover(tmp_path):
    """Four half pages of one paragraph (nothing to tighten), the fourth holding 7 lines: they used to
    end the booklet where its back cover belongs; a second sheet now gives Notes pages and the cover."""
    root = rulebook_workspace(tmp_path, [("Only", " ".join(f"word{n:04d}" for n in range(840)))])
    result = run_pnp(root, "build", "typesetting", "--paper", "a4", "--booklet", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pages = booklet_pages(tmp_path / "out" / "typesetting" / "typesetting-rules-booklet-a4.pdf")
    assert len(pages) == 8 and 0 < len(body_lines(pages[4])) < 10  # the text's last page: a few lines
    assert all([line[2] for line in body_lines(pages[n])] == ["Notes"] for n in (5, 6, 7))
    assert body_lines(pages[8])[0][2] == "Typesetting" and not footed(pages[8], 8)


def bullets_beside(placed, label: str) -> list[tuple[float, float]]:
    """(x, bulleted) for each run printing ``label``: its x, and whether a bullet stands on its baseline just left."""
    bullets = [p for p in placed if p.text == "•"]
    return [(p.x, any(abs(b.y - p.y) < 1 and 0 < p.x - b.x < 20 for b in bullets)) for p in placed if p.text == label]


@pytest.mark.parametrize("filler", [900, 980, 1220])
def test_a_list_item_split_at_a_column_end_keeps_its_bullet_and_indent(tmp_path, filler):
    """A list's first item and its last but one may leave their first lines at a column's foot; their
    parts were set as bare paragraphs, at the full column width with no bullet (Twisty Tracks' A4 rules,
    "Player colours:" on page 3). Each item now starts on its bullet and every line stays indented."""
    item = " ".join(f"w{n:02d}" for n in range(60))
    text = " ".join(f"f{n:03d}" for n in range(filler))
    text += "\n\nThe steps:\n\n" + "\n".join(f"- **Item{c}:** {item}" for c in "ABCD")
    pdf = build(rulebook_workspace(tmp_path, [("Start", text)])) / "typesetting-rules-a4.pdf"
    labels = 0
    for page in range(len(page_texts(pdf))):
        placed = text_positions(pdf, page)
        prints = [found for letter in "ABCD" for found in bullets_beside(placed, f"Item{letter}:")]
        for x, bulleted in prints:
            labels += 1
            assert bulleted, (page, x)
        indents = {round(x) for x, _ in prints}
        for line in (p for p in placed if p.text[:1] == "w" and p.text[1:3].isdigit()):
            starts = [x for x in indents if abs(x - line.x) < 60]  # the label of the line's own column
            assert not starts or line.x >= min(starts) - 1, (page, line)
    assert labels == 4


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(
    ("game", "labels"),
    [
        # "Player colours:" printed as a plain paragraph at the full column width (A4, page 3)
        ("twisty-tracks", ["Frame:", "Tiles:", "Station values", "Player colours:", "Score track:"]),
        # "Monsters Are Approaching" likewise, at the foot of page 1 (both papers)
        ("labyrinth-deck", ["Right Path", "Dead End", "Monsters Are Approaching", "Room"]),
    ],
)
def test_every_item_of_a_shipped_list_split_over_a_column_end_prints_its_bullet(shipped, game, paper, labels):
    pdf = rules(shipped, game, paper)
    found = {label: [] for label in labels}
    for page in range(len(page_texts(pdf))):
        placed = text_positions(pdf, page)
        for label in labels:
            found[label] += [(page, x, bulleted) for x, bulleted in bullets_beside(placed, label)]
    assert all(len(prints) == 1 and prints[0][2] for prints in found.values()), found

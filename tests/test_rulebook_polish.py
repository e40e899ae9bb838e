"""Rulebooks that look like a finished product, read back from the shipped games' rules and booklets."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
import yaml
from conftest import REPO, edit, line_of, make_workspace, run_pnp
from pdfread import page_texts, printed_chars, reader, text_positions, word_centres
from test_rulebook_typesetting import build, rulebook_workspace

from pnp.impose.booklet import booklet_order

GAMES = ("fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks")


def manifest(game: str) -> dict:
    return yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_the_title_block_shows_the_game_subtitle_under_the_title(shipped, game):
    info = manifest(game)
    pdf = shipped / game / f"{game}-rules-a4.pdf"
    placed = text_positions(pdf, 0)
    title = next(p for p in placed if p.text == info["title"])
    subtitle = next(p for p in placed if p.text == info["subtitle"])
    assert 0 < title.y - subtitle.y < 30  # the next line down, pt
    assert abs(title.x - subtitle.x) < 1
    assert info["subtitle"] in page_texts(pdf)[0]


def booklet_pages(path: Path) -> dict[int, list[tuple[float, float, str]]]:
    """The lines of each page of a folded booklet, by page number (from 1): (baseline y, size pt, text),
    top to bottom, read from the halves of its sheets in saddle-stitch order."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        sides = len(pdf)
        order = booklet_order(2 * sides)
        pages: dict[int, list[tuple[float, float, str]]] = {}
        for side, index in zip(order, range(sides), strict=True):
            page = pdf[index]
            half = page.get_width() / 2
            chars = printed_chars(page)
            for number, left in ((side.left, 0.0), (side.right, half)):
                if number is not None:
                    pages[number + 1] = _lines([c for c in chars if left <= c[0] < left + half])
        return pages
    finally:
        pdf.close()


def _lines(chars: list[tuple[float, float, float, str]]) -> list[tuple[float, float, str]]:
    rows: dict[float, list[tuple[float, float, str]]] = {}
    for x, y, size, char in chars:
        if char.strip() and char not in "\ufffe\x00":
            rows.setdefault(round(y), []).append((x, size, char))
    return [
        (y, max(size for _, size, _ in row), "".join(char for _, _, char in sorted(row)))
        for y, row in sorted(rows.items(), reverse=True)
    ]


def body_lines(lines: list[tuple[float, float, str]]) -> list[tuple[float, float, str]]:
    """A page's lines above its footer (6 pt) and without the folding note."""
    return [line for line in lines if line[1] >= 6.9 and not line[2].startswith("Booklet:")]


BOOKLETS = [(game, paper) for game in GAMES for paper in ("a4", "letter")]


@pytest.mark.parametrize(("game", "paper"), BOOKLETS)
def test_a_booklet_has_no_run_of_spare_pages_and_a_back_cover_in_place_of_a_spare_last_page(shipped, game, paper):
    info = manifest(game)
    pages = booklet_pages(shipped / game / f"{game}-rules-booklet-{paper}.pdf")
    count = len(pages)
    spare = [n for n in range(1, count + 1) if [line[2] for line in body_lines(pages[n])] in ([], ["Notes"])]
    assert len(spare) < 3, (count, spare)
    filled = [n for n in range(1, count + 1) if n not in spare]
    assert filled == [*range(1, len(filled)), count], spare  # spare pages only just before the last page
    if spare:  # the last sheet had a page to spare: it is the back cover
        back = "".join(text for _, _, text in pages[count])
        for words in (info["title"], info["subtitle"], info["notice"], "players", "Contents"):
            assert words.replace(" ", "") in back, words
        assert info["credits"][0]["name"].replace(" ", "") in back


def test_a_nearly_empty_last_page_is_saved_by_closer_blocks_when_smaller_figures_are_not_enough(shipped):
    """Twisty Passages' A4 rules ended with a third page holding only the credits once the icon legend
    explained the cards' header emblems; smaller figures alone could not pull it back."""
    texts = page_texts(shipped / "twisty-passages" / "twisty-passages-rules-a4.pdf")
    assert len(texts) == 2 and "Dedicated to Leif Brown" in texts[1]


def test_twisty_passages_letter_rules_print_on_two_pages_every_example_under_its_card(shipped):
    """The Letter rules took three pages, the third holding only "Origin and credits" (an odd count wastes
    a sheet's back printed duplex). The sections now follow the seed's order (winning and variants before
    the icons and the examples) and each example names its card: two pages, nothing of the seed left out."""
    pdf = shipped / "twisty-passages" / "twisty-passages-rules-letter.pdf"
    texts = [" ".join(text.split()) for text in page_texts(pdf)]
    assert len(texts) == 2 and "Dedicated to Leif Brown" in texts[1], [text[:60] for text in texts]
    words = " ".join(texts)
    headings = ["Goal", "Setup", "On your turn", "Reading the cards", "Winning", "Variants", "The icons"]
    assert [words.index(f"{heading} ") for heading in headings] == sorted(words.index(f"{h} ") for h in headings)
    for example in (
        "Backtracking: roll your speed in dice, then discard a card from your path for every five or six",
        "Giant Spiders: roll a die. If it is less than or equal to your speed, discard a card, stop drawing",
        "Carnivorous Forest: stop drawing cards and end your turn, or roll a die. On a one, two or three,",
    ):
        assert example in words, example


def test_twisty_passages_folds_into_five_pages_and_its_back_cover(shipped):
    """It used to be five pages of rules and three blank ones, the back of the booklet blank too;
    its two spare pages are now Notes pages."""
    pages = booklet_pages(shipped / "twisty-passages" / "twisty-passages-rules-booklet-a4.pdf")
    assert len(pages) == 8
    notes = [[line[2] for line in body_lines(pages[n])] == ["Notes"] for n in range(1, 9)]
    assert notes == [False] * 5 + [True, True, False] and all(body_lines(pages[n]) for n in range(1, 9))
    back = "".join(text for _, _, text in pages[8])
    assert "TwistyPassages" in back and "2–5players·20–40minutes" in back and "Mazedeck:104cards" in back


BACK_COVERS = [
    (game, rulebook, paper)
    for game, rulebook in (("twisty-passages", "rules"), ("trap-map-galaxy", "trap-guide"))
    for paper in ("a4", "letter")
]


@pytest.mark.parametrize(("game", "rulebook", "paper"), BACK_COVERS)
def test_a_back_cover_is_set_like_a_box_back_over_the_whole_page(shipped, game, rulebook, paper):
    """It sat in the top part of the page, the lower part empty: the pitch now opens the page, the contents,
    credits and notice stand at its foot, and the type steps down from title to small print."""
    pdf = shipped / game / f"{game}-{rulebook}-booklet-{paper}.pdf"
    height = float(reader(pdf).pages[0].mediabox.height)  # pt: a landscape sheet is a half page tall
    pages = booklet_pages(pdf)
    lines = body_lines(pages[len(pages)])
    info = manifest(game)
    title, foot = lines[0], lines[-1]
    assert title[2] == info["title"].replace(" ", "") and foot[2] == info["notice"].replace(" ", "")
    assert title[0] > height * 0.6 and foot[0] < height * 0.12  # baselines, pt from the page's foot
    contents = next(line for line in lines if line[2] == "Contents")
    assert contents[0] < height * 0.45  # the contents stand with the small print, at the foot
    facts = next(line for line in lines if "players" in line[2])
    blurb = next(line for line in lines if line[2].startswith(info["description"].split()[0]))
    credit = next(line for line in lines if line[2].startswith(info["credits"][0]["role"].replace(" ", "")))
    assert title[1] > facts[1] > blurb[1] > credit[1] >= 7  # a hierarchy, small print still at least 7 pt
    assert facts[0] > height / 2  # players, time and ages with the pitch


@pytest.mark.parametrize(("game", "paper"), BOOKLETS)
def test_no_booklet_page_ends_with_a_heading(shipped, game, paper):
    pages = booklet_pages(shipped / game / f"{game}-rules-booklet-{paper}.pdf")
    body = 9.5  # pt: headings are set larger (subheadings 11, headings 14)
    for number, lines in pages.items():
        text = [line for line in body_lines(lines) if line[0] > 30]  # a figure's edge labels may print lower
        if text and number != len(pages) and text[0][2] != "Notes":  # a Notes page is its heading and ruled lines
            assert text[-1][1] <= body + 0.5, (number, text[-1])


@pytest.mark.parametrize("fillers", [40, 41])
def test_a_heading_stays_at_a_column_foot_with_the_first_lines_of_its_block(tmp_path, fillers):
    """A heading over a long paragraph used to move with all of it to the next column, leaving a gap."""
    filler = "\n\n".join(f"Filler {n:02d} " + "word " * 12 for n in range(fillers))
    root = rulebook_workspace(tmp_path, [("Start", filler + "\n\n### Kept heading\n\n" + "word " * 300)])
    pdf = build(root) / "typesetting-rules-a4.pdf"
    placed = text_positions(pdf, 0)
    (heading,) = [p for p in placed if p.text.startswith("Kept")]
    last_filler = min((p for p in placed if p.text.startswith("Filler")), key=lambda p: (p.x < heading.x, p.y))
    assert abs(last_filler.x - heading.x) < 1 and last_filler.y > heading.y  # the same column, right after it
    under = {round(p.y) for p in placed if abs(p.x - heading.x) < 1 and p.y < heading.y and p.y > 60}
    assert len(under) >= 2  # never a heading alone at the foot of a column


def test_a_paragraph_never_leaves_one_line_alone_at_a_column_foot_or_head(tmp_path):
    """Three-line paragraphs meet column ends at every offset: none is split one line and two."""
    words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma"
    paragraphs = [" ".join(f"{word}{n:02d}" for word in (words + " " + words).split()[:19]) for n in range(70)]
    root = rulebook_workspace(tmp_path, [("Lines", "\n\n".join(paragraphs))])
    pdf = build(root) / "typesetting-rules-a4.pdf"
    seen = 0
    for page in range(len(page_texts(pdf))):
        placed = text_positions(pdf, page)
        columns: dict[tuple[bool, int], set[int]] = {}
        for p in placed:
            for tag in {int(w[-2:]) for w in p.text.split() if w[-2:].isdigit() and w[:-2] in words.split()}:
                columns.setdefault((p.x > 297, tag), set()).add(round(p.y))
        for (_, tag), lines in columns.items():
            seen += 1
            assert len(lines) != 1, (page, tag, lines)  # two or three lines of it in any column
    assert seen >= 70 and len(page_texts(pdf)) > 1


def test_a_figure_is_drawn_large_enough_for_its_text(shipped):
    """Twisty Passages' cards shrank to save a Letter page, their type band printing at 5.6 pt."""
    pdf = pdfium.PdfDocument(str(shipped / "twisty-passages" / "twisty-passages-rules-letter.pdf"))
    try:
        sizes = [size for i in range(len(pdf)) for x, y, size, char in printed_chars(pdf[i]) if char.strip() and y > 60]
    finally:
        pdf.close()
    assert sizes and min(sizes) >= 6.0 - 0.05  # pt (DESIGN.md: figure labels stay readable, aim ≥ 6 pt)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_section_titled_like_its_rulebook_prints_no_second_heading(shipped, paper):
    """The trap guide's one section is called "Trap guide", like the guide: the title block says it once,
    the guide stays on one page, and its tables head the outline."""
    pdf = shipped / "trap-map-galaxy" / f"trap-map-galaxy-trap-guide-{paper}.pdf"
    (text,) = page_texts(pdf)
    assert [line.strip() for line in text.splitlines()].count("Trap guide") == 1, text
    outline = [entry.title for entry in reader(pdf).outline if not isinstance(entry, list)]
    assert outline[0].startswith("Immediate") and "The Door" in outline


# a figure in boxed text (a blockquote), or in a list item, was not checked
@pytest.mark.parametrize("inside", ["", "> ", "- "])
def test_a_figure_whose_column_is_too_narrow_for_its_text_is_a_warning_at_its_line(tmp_path, inside):
    root = make_workspace(tmp_path, "twisty-tracks")
    frame = root / "templates" / "twisty-tracks" / "frame.yaml"
    for _ in range(2):  # both end labels of a frame strip back to 8 pt: 5.5 pt in a column of the rules
        edit(frame, "    size: 9.5\n", "    size: 8\n")
    rules = root / "content" / "twisty-tracks" / "rules.yaml"
    if inside:
        edit(rules, "      ![A long strip of the teal frame", f"      {inside}![A long strip of the teal frame")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "twisty-tracks")
        assert result.exit_code == 0, result.output
        found = [row for row in result.output.splitlines() if row.endswith("[figure-text-small]")]
        assert len(found) == 1, result.output
        assert found[0].startswith(f"content/twisty-tracks/rules.yaml:{line_of(rules, '(frames/teal-a)')}: warning:")
        assert "figure 'frames/teal-a' prints its smallest text at 5." in found[0] and "under 6 pt" in found[0]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_short_paragraph_leading_into_a_table_stays_with_it(shipped, paper):
    """Labyrinth's "Monster table (d6)" ended column 1 of page 2 on A4, its table opening column 2."""
    pdf = shipped / "labyrinth-deck" / f"labyrinth-deck-rules-{paper}.pdf"
    for index in range(len(reader(pdf).pages)):
        lead, first_row = word_centres(pdf, index, "Monster table"), word_centres(pdf, index, "Minotaur")
        if lead or first_row:
            break
    assert lead and first_row, "the caption and its table's first row are on one page"
    (lead_x, lead_y), (row_x, row_y) = lead[0], first_row[0]
    assert abs(lead_x - row_x) < 120 and 0 < lead_y - row_y < 40  # pt: one column (not the next), just above

"""Column feet: no column of a rulebook page before the last ends far above its frame's foot.

A hole at the foot of a column is what readers of a set rulebook notice first. A column may end
above its foot only by what the block after it needs and cannot leave behind: a heading keeps its
first two lines (at the default sizes a heading and two lines take 19.5 mm), a paragraph two lines
on each side of a break, a table two rows. So a hole up to FOOT_HOLE (20 mm) is a designer's
everyday tolerance; a deeper one is a fault, unless the block that opens the next column could not
be set in it at all: those are listed in EXCEPTIONS with the words that open that column, so the
test checks they still do. The feet are read from the pixels (text, figures and tables alike).
"""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
import yaml
from conftest import REPO
from pdfread import MM, lowest_ink

from pnp.draw.document import FOOTER

FOOT_HOLE = 20  # mm of blank under a column before the last page: more is a hole a designer would fill
GAMES = ("fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks")

# (pdf name, page, column) -> the words that open the next column: a block that cannot be set in the hole
EXCEPTIONS = {
    # "Trap table (d6)" and its table of three rows: a table keeps two rows on each side of a break
    # and its introducing paragraph stays with it, so the 54 mm block moves whole (the hole is 47-50 mm)
    ("labyrinth-deck-rules-booklet-letter", 3, 0): "Trap table (d6)",
    ("labyrinth-deck-rules-booklet-a4", 3, 0): "Trap table (d6)",
    # a heading, its two-line lead and a two-item list whose second item has three lines: none of it
    # splits (a lead stays with its list, a two-item list breaks only inside its last item) and needs
    # 28 mm; 22 mm are left
    ("trap-map-galaxy-rules-booklet-letter", 2, 0): "The Door and Panic Mode",
    # a figure the paragraph after it explains stays where it is written (test_rulebook_floats): the
    # card is 62 mm tall, 23-34 mm are left
    ("twisty-passages-rules-booklet-letter", 3, 0): "Giant Spiders",
    ("twisty-passages-rules-booklet-a4", 3, 0): "Giant Spiders",
    # the tile figure of "Placing a tile" (86 mm, explained by the text under it); 21 mm are left
    ("twisty-tracks-rules-a4", 1, 1): "",
}


def rulebooks() -> dict[str, dict]:
    """Every shipped rulebook ("game/component id") and its style (the page geometry)."""
    found = {}
    for game in GAMES:
        manifest = yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))
        for component in manifest["components"]:
            if component["kind"] == "rulebook":
                style = REPO / "templates" / f"{component.get('style', 'rulebook')}.yaml"
                found[f"{game}/{component['id']}"] = yaml.safe_load(style.read_text(encoding="utf-8"))
    return found


RULEBOOKS = rulebooks()


def pages_of(pdf: Path, folded: bool) -> dict[int, tuple[int, float, float]]:
    """Each numbered page of text (not the Notes pages nor the back cover): number -> (PDF page, left, width)."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        found = {}
        for index in range(len(document)):
            page = document[index]
            width, height = page.get_size()
            text = page.get_textpage()
            for left in (0.0, width / 2) if folded else (0.0,):
                part = width / 2 if folded else width
                footer = re.search(
                    r"page (\d+)", text.get_text_bounded(left=left, right=left + part, bottom=0, top=height)
                )
                body = text.get_text_bounded(left=left, right=left + part, bottom=height / 8, top=height).strip()
                if footer and body != "Notes":
                    found[int(footer.group(1))] = (index, left, part)
        return found
    finally:
        document.close()


def column_text(pdf: Path, index: int, box: tuple[float, float, float, float]) -> str:
    document = pdfium.PdfDocument(str(pdf))
    try:
        left, bottom, right, top = box
        text = document[index].get_textpage().get_text_bounded(left=left, bottom=bottom, right=right, top=top)
        return " ".join(text.split())
    finally:
        document.close()


def feet(pdf: Path, style: dict, folded: bool) -> dict[tuple[int, int], tuple[float, tuple]]:
    """(page, column) -> (mm of blank between the column's lowest ink and its frame's foot, the column's box)."""
    if folded:
        booklet = {"columns": 1, "margin": 12, "gutter": 6, **style.get("booklet", {})}
        columns, margin, gutter = booklet["columns"], booklet["margin"], booklet["gutter"]
    else:
        columns, margin, gutter = style.get("columns", 2), style.get("margin", 15), style.get("gutter", 7)
    result = {}
    for number, (index, left, width) in pages_of(pdf, folded).items():
        height = pdfium.PdfDocument(str(pdf))[index].get_size()[1]
        column = (width - 2 * margin * MM - (columns - 1) * gutter * MM) / columns
        foot = (margin + FOOTER) * MM
        for which in range(columns):
            x = left + margin * MM + which * (column + gutter * MM)
            box = (x, foot - 1.5 * MM, x + column, height - margin * MM)  # the footer's rule is 3 mm lower
            ink = lowest_ink(pdf, index, box)
            result[number, which] = ((ink if ink is not None else box[3]) - foot) / MM, box
    return result


@pytest.mark.parametrize("rulebook", RULEBOOKS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("folded", [False, True], ids=["pages", "booklet"])
def test_no_column_before_the_last_page_ends_far_above_its_foot(shipped, rulebook, paper, folded):
    game, component = rulebook.split("/")
    style = RULEBOOKS[rulebook]
    name = f"{game}-{component}-{'booklet-' if folded else ''}{paper}"
    pdf = shipped / game / f"{name}.pdf"
    measured = feet(pdf, style, folded)
    last = max(page for page, _ in measured)
    holes = {key: hole for key, (hole, _) in measured.items() if key[0] < last and hole > FOOT_HOLE}
    excused = {(page, column): words for (pdf_name, page, column), words in EXCEPTIONS.items() if pdf_name == name}
    assert set(holes) <= set(excused), {key: round(hole, 1) for key, hole in holes.items()}
    for (page, column), words in excused.items():
        if (page, column) not in holes:
            continue  # the hole closed: all the better
        columns = 1 + max(which for _, which in measured)
        after = (page, column + 1) if column + 1 < columns else (page + 1, 0)
        index = pages_of(pdf, folded)[after[0]][0]
        assert column_text(pdf, index, measured[after][1]).startswith(words), (after, words)


def lines(count: int, pitch: float = 12.0):
    from pnp.core.color import parse_color
    from pnp.layout.text import Line, TextLayout

    rows = [Line(pitch * (n + 0.8), 100.0, [], pitch * n, pitch * (n + 1)) for n in range(count)]
    return TextLayout(rows, 9.5, pitch * count, 50.0, parse_color("#000000"))


@pytest.mark.parametrize(
    ("count", "room", "kept"), [(4, 3, 2), (5, 4, 3), (6, 5, 4), (4, 2, 2), (3, 2, None), (5, 1, None)]
)
def test_a_paragraph_that_would_leave_one_line_alone_over_the_break_takes_a_line_more_with_it(count, room, kept):
    """Four lines in room for three broke nowhere (three here would leave the fourth alone), so the
    paragraph moved whole and left three lines of blank at the column's foot (Twisty Passages'
    "Reading the cards"): they break two and two."""
    parts = lines(count).split(room * 12.0 + 1)
    assert (len(parts[0].lines) if parts else None) == kept
    if parts:
        assert len(parts[1].lines) == count - kept and parts[1].lines[0].top == 0

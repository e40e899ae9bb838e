"""Figures that float: a figure too tall for the rest of its column lets the next section fill it."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, new_game, run_pnp
from pdfread import MM, reader, word_centres

FILLER = "Paragraph {}: the players take turns, each drawing and playing cards as the rules below say, " + (
    "until the deck runs out."
)
PLAY = "Count the cards in your hand and look them up.\n\n| Players | Cards |\n|---|---|\n" + "".join(
    f"| {players} | {cards} |\n" for players, cards in ((2, 7), (3, 6), (4, 5))
)
CLOSING = "Closing {}: when the deck runs out, the player with the most stars wins the game."


DAWN = "![The Dawn card](deck/dawn)"


def rules_page(tmp_path: Path, fillers: int, after_figure: str = "", figure: str = DAWN) -> Path:
    """The first page's PDF of the demo game's A4 rules: a section of ``fillers`` paragraphs ending with
    a figure of a poker card (70 mm tall, with ``after_figure`` under it), then a section "Play" of a
    paragraph and its table, then enough text for a second page (a last page's columns are balanced)."""
    root = new_game(tmp_path)
    setup = "\n\n".join(FILLER.format(number) for number in range(fillers))
    setup += f"\n\n{figure}\n\n" + after_figure
    ending = "\n\n".join(CLOSING.format(number) for number in range(30))
    lines = ["sections:"]
    for number, (title, text) in enumerate([("Setup", setup), ("Play", PLAY + "\nThen play on.\n"), ("End", ending)]):
        lines += [f"  - id: s{number}", f"    title: {title}", "    text: |"]
        lines += [f"      {line}" if line else "" for line in text.splitlines()]
    (root / "content" / "demo" / "rules.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "demo" / "demo-rules-a4.pdf"


def where(pdf: Path, words: str) -> tuple[bool, float]:
    """(right column?, height in pt) of the first place ``words`` print on page 1."""
    middle = float(reader(pdf).pages[0].mediabox.width) / 2
    found = word_centres(pdf, 0, words)
    assert found, words
    return found[0][0] > middle, found[0][1]


@pytest.mark.parametrize("figure", [DAWN, f'{DAWN} ![Its back](deck/dawn "back")'], ids=["figure", "row"])
def test_a_figure_that_ends_its_section_lets_the_next_section_fill_its_column(tmp_path, figure):
    """The figure does not fit under the eleven paragraphs (65 mm are left): "Play" used to follow it
    at the top of the right column, leaving the foot of the left one empty. A row of figures (the card's
    face and back on one line) floats as one figure does."""
    pdf = rules_page(tmp_path, 11, figure=figure)
    last_filler = where(pdf, "Paragraph 10")
    assert where(pdf, "Play")[0] is False and where(pdf, "Play")[1] < last_filler[1]
    assert where(pdf, "Then play on")[0] is False  # the whole section, its table too, fills the hole
    right, caption = where(pdf, "The Dawn card")
    ending = where(pdf, "End")
    assert right and ending[0] and caption > ending[1]  # it heads the right column, before the next section
    assert float(reader(pdf).pages[0].mediabox.height) - caption < 140 * MM  # under the title block, at the top


def test_text_after_a_figure_stays_under_it(tmp_path):
    """A paragraph right after a figure speaks of it (Twisty Passages' examples): the figure does not
    move past it, and the column above keeps its hole."""
    pdf = rules_page(tmp_path, 11, "The card above gains a star.")
    caption = where(pdf, "The Dawn card")
    explained = where(pdf, "The card above")
    assert caption[0] and explained[0] and explained[1] < caption[1]
    assert where(pdf, "Play")[0] is True


@pytest.mark.parametrize("fillers", [12, 13])
def test_a_table_is_not_parted_from_the_text_above_it_by_a_floating_figure(tmp_path, fillers):
    """With 46 mm (or 31 mm) left, "Play"'s heading and first paragraph would fit but its table would
    not: the figure would stand between them, so the section follows the figure instead. With 46 mm
    the book is now set with a little less space between blocks, which leaves no hole: the whole
    section, its table too, fills the left column and the figure heads the right one."""
    pdf = rules_page(tmp_path, fillers)
    lead, table = where(pdf, "Count the cards"), where(pdf, "Players")
    caption = where(pdf, "The Dawn card")
    assert lead[0] == table[0] and lead[1] > table[1]
    if fillers == 12:
        assert lead[0] is False and caption[0] is True
    else:
        assert lead[0] == caption[0] is True and caption[1] > lead[1]


def test_a_row_of_five_figures_wrapped_onto_two_rows_stands_three_and_two_not_four_and_one(tmp_path):
    root = kept_game_workspace(tmp_path, "trick", "deep-signal")
    rules = root / "content/deep-signal/rules.yaml"
    row = "![First](deck/blue-3) ![Second](deck/blue-8) ![Third](deck/green-9) ![Fourth](deck/rocket-1)"
    edit(
        rules,
        "![Blue 3 led](deck/blue-3) ![Blue 8](deck/blue-8) ![Green 9](deck/green-9) ![Rocket 1 wins](deck/rocket-1)",
        f"{row} ![Fifth](deck/blue-7)",
    )
    assert run_pnp(root, "build", "deep-signal", "--paper", "a4").exit_code == 0
    pdf = root / "output/deep-signal/deep-signal-rules-a4.pdf"
    first, third, fourth, fifth = (word_centres(pdf, 0, word)[0][1] for word in ("First", "Third", "Fourth", "Fifth"))
    assert abs(first - third) < 2 and abs(fourth - fifth) < 2 and abs(third - fourth) > 20  # 3 on a row, then 2

"""Boxed text (a blockquote: an adventure's read-aloud text) holds tables and figures as a section does: a table's
header shows against the box's tint (a figure in a box is checked as one outside it: test_rulebook_polish.py). Read
back from the built rules."""

from __future__ import annotations

from conftest import edit, new_game, run_pnp
from pdfread import render, word_centres

RULES = "content/demo/rules.yaml"
TABLE = "      > Read this aloud.\n      >\n      > | Roll | Result |\n      > |---|---|\n      > | 1 | Lose |\n"


def test_a_table_in_a_box_sets_its_rows_on_white_so_its_header_tint_shows(tmp_path):
    root = new_game(tmp_path)
    edit(root / RULES, "      3. Discard down to five cards.\n", "      3. Discard down to five cards.\n\n" + TABLE)
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    pdf = root / "output/demo/demo-rules-a4.pdf"
    image = render(pdf, 0, 72)  # a pixel a point
    (roll_x, roll_y), (lose_x, lose_y) = word_centres(pdf, 0, "Roll")[0], word_centres(pdf, 0, "Lose")[0]

    def beside(x: float, y: float) -> tuple[int, int, int]:  # the ground just left of a word
        return image.getpixel((round(x - 12), round(image.height - y)))

    header, row = beside(roll_x, roll_y), beside(lose_x, lose_y)
    assert row == (255, 255, 255) and header != row  # the box's tint is the header's: the rows print on white

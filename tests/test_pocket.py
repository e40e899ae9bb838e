"""Pocket booklets (--pocket): a rulebook's eight small pages on one sheet, cut once and folded (a zine fold)."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import REPO, line_of, new_game, run_pnp
from pdfread import page_paths, page_sizes_mm, page_texts, printed_chars, reader, word_directions
from test_rulebook_typesetting import rulebook_workspace

from pnp.core.geometry import MM
from pnp.core.papers import paper
from pnp.impose.pocket import pocket_page
from pnp.layout.document import CAPTION_SHARE, RulebookStyle

SHEETS = {"letter": (279.4, 215.9), "a4": (297.0, 210.0)}
# where each page of the folded booklet prints: (column from the left, row from the bottom, its text's direction).
# Folded lengthwise (the top row behind, which turns it upright), cut between the middle columns and pushed
# together, the columns become four leaves round a spine; the pages run as a loop round the sheet.
ORDER = {
    1: (3, 0, 0),  # the front cover: bottom right
    2: (3, 1, 180),  # behind it on its leaf: the top row, upside down, right to left
    3: (2, 1, 180),
    4: (1, 1, 180),
    5: (0, 1, 180),
    6: (0, 0, 0),  # then the bottom row, left to right
    7: (1, 0, 0),
    8: (2, 0, 0),  # the back cover, beside the front one: the covers share the spine's fold
}


def pocket_build(root: Path, game: str, *args: str) -> Path:
    result = run_pnp(root, "build", game, "--pocket", "--out", str(root / "output"), *args)
    assert result.exit_code == 0, result.output
    return root / "output" / game


def panel_of(x: float, y: float, sheet: str) -> tuple[int, int]:
    width, height = SHEETS[sheet]
    return int(x / MM // (width / 4)), int(y / MM // (height / 2))


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`pnp new`'s game built with --pocket, both papers: its folder of PDFs."""
    return pocket_build(new_game(tmp_path_factory.mktemp("pocket")), "demo")


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_a_pocket_booklet_is_one_landscape_sheet_of_eight_pages(demo: Path, sheet: str) -> None:
    path = demo / f"demo-rules-pocket-{sheet}.pdf"
    width, height = page_sizes_mm(path)[0]
    assert len(page_sizes_mm(path)) == 1
    assert (round(width, 1), round(height, 1)) == SHEETS[sheet]
    page = pocket_page(paper(sheet))
    assert (round(page.w, 2), round(page.h, 2)) == {"letter": (69.85, 107.95), "a4": (74.25, 105.0)}[sheet]


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_each_page_prints_in_its_panel_the_top_row_upside_down(demo: Path, sheet: str) -> None:
    """Read back: each page's footer number (pages 1 to 7) and the back cover's title stand in the panel the
    fold needs them in, upright in the bottom row and turned 180° in the top one."""
    path = demo / f"demo-rules-pocket-{sheet}.pdf"
    found = {}
    for number in range(1, 8):
        (x, y, angle), *more = word_directions(path, 0, f"page {number}")
        assert not more, number
        found[number] = (*panel_of(x, y, sheet), angle)
    (x, y, angle), *_ = word_directions(path, 0, "Demo")[-1:]  # the back cover's title: the last drawn
    found[8] = (*panel_of(x, y, sheet), angle)
    assert found == ORDER


def test_each_pages_head_is_at_the_middle_of_the_sheet(demo: Path) -> None:
    """The lengthwise fold is the pages' heads: a footer stands at the sheet's outer edge, away from the cut."""
    height = SHEETS["letter"][1] * MM
    for number, (_, row, _) in ORDER.items():
        if number == 8:
            continue
        (_, y, _), *_ = word_directions(demo / "demo-rules-pocket-letter.pdf", 0, f"page {number}")
        assert (y < height * 0.15) if row == 0 else (y > height * 0.85), number


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_the_cut_is_dashed_along_the_middle_of_the_two_middle_columns_only(demo: Path, sheet: str) -> None:
    width, height = SHEETS[sheet]
    dashed = [p for p in page_paths(demo / f"demo-rules-pocket-{sheet}.pdf", 0) if p.dashed]
    assert len(dashed) == 1
    (start, end), *_ = dashed[0].subpaths
    assert start == pytest.approx((width / 4 * MM, height / 2 * MM), abs=0.1)
    assert end == pytest.approx((width * 3 / 4 * MM, height / 2 * MM), abs=0.1)


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_nothing_prints_within_5_mm_of_the_paper_edge(demo: Path, sheet: str) -> None:
    width, height = (side * MM for side in SHEETS[sheet])
    edge = 5 * MM - 0.2  # a hairline's half width
    pdf = pdfium.PdfDocument(str(demo / f"demo-rules-pocket-{sheet}.pdf"))
    try:
        page = pdf[0]
        boxes = [obj.get_bounds() for obj in page.get_objects(max_depth=1)]
        text = page.get_textpage()
        boxes += [text.get_charbox(i) for i in range(text.count_chars()) if text.get_text_range(i, 1).strip()]
    finally:
        pdf.close()
    assert boxes
    for left, bottom, right, top in boxes:
        assert edge <= left and right <= width - edge and edge <= bottom and top <= height - edge


def test_the_folding_note_prints_under_pages_6_and_7(demo: Path) -> None:
    (x, y, angle), *_ = word_directions(demo / "demo-rules-pocket-letter.pdf", 0, "Pocket booklet:")
    assert panel_of(x, y, "letter") in {(0, 0), (1, 0)} and angle == 0 and y < 8 * MM
    assert "Cut along the dashed line" in page_texts(demo / "demo-rules-pocket-letter.pdf")[0]


def test_the_same_sources_give_the_same_bytes(tmp_path: Path) -> None:
    root = new_game(tmp_path)
    first = pocket_build(root, "demo", "--paper", "a4") / "demo-rules-pocket-a4.pdf"
    kept = first.read_bytes()
    first.unlink()
    assert run_pnp(root, "--no-cache", "build", "demo", "--pocket", "--paper", "a4").exit_code == 0
    assert (root / "output" / "demo" / "demo-rules-pocket-a4.pdf").read_bytes() == kept


def test_without_pocket_no_pocket_file_is_written(tmp_path: Path) -> None:
    root = new_game(tmp_path)
    assert run_pnp(root, "build", "demo").exit_code == 0
    assert not list((root / "output" / "demo").glob("*pocket*"))


def long_rules(tmp_path: Path) -> Path:
    paragraph = " ".join(["The active player draws a card, reads it aloud and plays it at once."] * 12)
    return rulebook_workspace(tmp_path, [(f"Part {n}", paragraph) for n in range(1, 15)])


def test_rules_too_long_for_one_sheet_are_a_warning_at_the_rulebook_and_no_pocket_file(tmp_path: Path) -> None:
    root = long_rules(tmp_path)
    game_yaml = root / "content" / "typesetting" / "game.yaml"
    validated = run_pnp(root, "validate", "--pocket")
    where = f"content/typesetting/game.yaml:{line_of(game_yaml, 'id: rules')}: warning: rulebook 'rules': "
    assert where + "its pocket booklet takes " in validated.output
    assert "more than the 8 pages one sheet folds into" in validated.output
    assert "[pocket-too-long]" in validated.output and validated.exit_code == 0
    built = run_pnp(root, "build", "--pocket", "--out", str(root / "output"))
    assert built.exit_code == 0
    assert [line for line in built.output.splitlines() if "[pocket-" in line] == [
        line for line in validated.output.splitlines() if "[pocket-" in line
    ]
    written = sorted(p.name for p in (root / "output" / "typesetting").glob("*.pdf"))
    assert written == ["typesetting-rules-a4.pdf", "typesetting-rules-letter.pdf"]
    assert "pocket" not in run_pnp(root, "validate").output


def unspaced(text: str) -> str:
    return "".join(text.split())


def pocket_text(path: Path) -> str:
    """The text of a pocket booklet's sheet, its top row's pages (upside down) then its bottom row's, each read in
    the order it is written, with no spaces (a reader spaces words by their gaps, not as written)."""
    sheet = reader(path).pages[0]
    return unspaced(sheet.extract_text(orientations=(180,)) + sheet.extract_text(orientations=(0,)))


def test_a_table_too_wide_for_a_pocket_page_is_set_as_stacked_rows(tmp_path: Path) -> None:
    """A table whose columns need more than a pocket page's width (66 mm, a 54 mm column) is set as stacked rows:
    its first cell in bold, each other after its column's header. It was a pocket-block-large warning and no
    pocket file; the flat rules keep the table."""
    header = "| " + " | ".join(f"Heading{n}" for n in range(4)) + " |"
    rule = "|" + "---|" * 4
    row = "| " + " | ".join(f"Value{n}" for n in range(4)) + " |"
    root = rulebook_workspace(tmp_path, [("Table", f"{header}\n{rule}\n{row}")])
    validated = run_pnp(root, "validate", "--pocket")
    assert validated.exit_code == 0 and "[pocket-" not in validated.output, validated.output
    out = pocket_build(root, "typesetting")
    for sheet in ("letter", "a4"):
        assert unspaced("Value0 · Heading1: Value1 · Heading2: Value2 · Heading3: Value3") in pocket_text(
            out / f"typesetting-rules-pocket-{sheet}.pdf"
        )
    flat = " ".join(" ".join(page_texts(out / "typesetting-rules-a4.pdf")).split())
    assert "Heading0 Heading1 Heading2 Heading3 Value0 Value1 Value2 Value3" in flat


def test_a_stacked_rows_dash_cell_is_left_out_unless_the_row_says_nothing_else(tmp_path: Path) -> None:
    """A cell of a dash alone (a hyphen, an en or an em dash: "none") is left out of its stacked row as an empty
    one is: "**Dud** · *Heading1:* 13 · *Heading3:* Lucky", not "*Heading2:* –" (the trap guide's "Green: –"
    before). A row whose other cells are all dashes keeps them: they are all it says."""
    header = "| " + " | ".join(f"Heading{n}" for n in range(4)) + " |"
    rows = ["| Dud | 13 | – | Lucky |", "| Slide | - | — | Back |", "| Door | – | — | - |"]
    root = rulebook_workspace(tmp_path, [("Table", "\n".join([header, "|" + "---|" * 4, *rows]))])
    out = pocket_build(root, "typesetting", "--paper", "a4")
    text = pocket_text(out / "typesetting-rules-pocket-a4.pdf")
    assert unspaced("Dud · Heading1: 13 · Heading3: Lucky") in text, text
    assert unspaced("Slide · Heading3: Back") in text, text
    assert unspaced("Door · Heading1: – · Heading2: — · Heading3: -") in text, text
    flat = " ".join(" ".join(page_texts(out / "typesetting-rules-a4.pdf")).split())
    assert "Dud 13 – Lucky" in flat


TRAPS = (  # the Labyrinth Deck's trap table, after the paragraph that introduces it: 96 mm tall as a table in a
    # Letter pocket column (its last row 41 mm, its effects in a 25 mm column), 83 mm tall
    "**Trap table** (d6). Disarm: roll + a fitting skill against the trap's DC; on a failure the trap takes effect."
    "\n\n| Roll | Trap | DC | On a failure |\n|---|---|---|---|\n"
    "| 1–3 | Slowing Trap | 12 | Add a Dead End card to the river after it clears. |\n"
    "| 4–5 | Poison Dart Trap | 14 | Each player makes a Dex save against the maze DC + 2. Those who fail take 1d12 "
    "poison damage. |\n"
    "| 6 | Sleep Dust Trap | 13 | Add a Monster card to the top of the deck. The disarming player falls asleep and "
    "skips their next two turns; as an action, the party can wake them and give them their turns back. |"
)


def test_a_table_shorter_as_stacked_rows_is_set_so_on_a_pocket_page(tmp_path: Path) -> None:
    """A four-column table whose effects wrap over many lines in a pocket column (the Labyrinth Deck's traps: too
    tall as a table with the text that introduces it, a pocket-block-large warning) is set as stacked rows, in
    the order written, and the pocket booklet is written; the flat rules keep the table."""
    root = rulebook_workspace(tmp_path, [("Traps", TRAPS)])
    validated = run_pnp(root, "validate", "--pocket")
    assert validated.exit_code == 0 and "[pocket-" not in validated.output, validated.output
    out = pocket_build(root, "typesetting")
    records = [
        "Roll: 1–3 · Trap: Slowing Trap · DC: 12 · On a failure: Add a Dead End card",
        "Roll: 4–5 · Trap: Poison Dart Trap · DC: 14 · On a failure: Each player",
        "Roll: 6 · Trap: Sleep Dust Trap · DC: 13 · On a failure: Add a Monster card",
    ]
    for sheet in ("letter", "a4"):
        text = pocket_text(out / f"typesetting-rules-pocket-{sheet}.pdf")
        found = [text.find(unspaced(record)) for record in records]
        assert -1 < found[0] < found[1] < found[2], text
    flat = " ".join(" ".join(page_texts(out / "typesetting-rules-a4.pdf")).split())
    assert "Roll Trap DC On a failure" in flat and "Trap:" not in flat


def test_a_stacked_rows_header_of_several_words_never_parts_at_a_lines_end(tmp_path: Path) -> None:
    """A header of several words ("On a failure") is read as one: a stacked row breaks its line before it, not
    inside it (the Labyrinth Deck's "· *On a*" ending a line, "*failure:* Add a Dead End…" the next)."""
    out = pocket_build(rulebook_workspace(tmp_path, [("Traps", TRAPS)]), "typesetting")
    for sheet in ("letter", "a4"):
        page = reader(out / f"typesetting-rules-pocket-{sheet}.pdf").pages[0]
        lines = page.extract_text(orientations=(180,)).splitlines() + page.extract_text(orientations=(0,)).splitlines()
        assert sum("On a failure:" in " ".join(line.split()) for line in lines) == 3, lines


def test_a_stacked_rows_header_wider_than_the_column_still_wraps(tmp_path: Path) -> None:
    """A header too long for one line of a pocket column is not kept on one (it would run past the column's edge,
    off the page): its words wrap as written."""
    long = "What happens to every player when this trap goes off in the dark"
    table = f"| Heading0 | Heading1 | Heading2 | {long} |\n|---|---|---|---|\n| Pit | 3 | green | Fall in. |"
    out = pocket_build(rulebook_workspace(tmp_path, [("Table", table)]), "typesetting", "--paper", "a4")
    lines = reader(out / "typesetting-rules-pocket-a4.pdf").pages[0].extract_text(orientations=(0,)).splitlines()
    assert any("Heading1: 3" in " ".join(line.split()) for line in lines), lines  # stacked
    assert not any("What happens" in line and "dark" in line for line in lines), lines


def test_a_table_shorter_as_a_table_stays_one_on_a_pocket_page(tmp_path: Path) -> None:
    """Stacking is no rule for every table: one whose rows are short (a die roll and a name) keeps its header
    row and columns on a pocket page."""
    table = "| Roll | Monster |\n|---|---|\n| 1–3 | Minotaur |\n| 4–6 | Gorgon |"
    out = pocket_build(rulebook_workspace(tmp_path, [("Monsters", table)]), "typesetting", "--paper", "a4")
    text = pocket_text(out / "typesetting-rules-pocket-a4.pdf")
    assert unspaced("Roll Monster 1–3 Minotaur 4–6 Gorgon") in text and "Monster:" not in text


def test_a_block_no_column_holds_is_said_at_its_section_not_as_a_python_object(tmp_path: Path) -> None:
    """A table whose first kept rows are taller than a pocket page's column (reportlab's LayoutError) is named
    by its section and its height, not by reportlab's description of a flowable (a memory address)."""
    words = " ".join(["long"] * 60)
    table = "| A | B | C |\n|---|---|---|\n" + "\n".join(f"| {words} | {words} | {words} |" for _ in range(3))
    root = rulebook_workspace(tmp_path, [("Table", table)])
    output = run_pnp(root, "validate", "--pocket").output
    assert "warning: section 's0': a block " in output and "mm tall" in output, output
    assert "0x" not in output and "[pocket-block-large]" in output


def test_a_table_too_tall_for_a_pocket_column_is_said_at_its_own_line_with_its_height(tmp_path: Path) -> None:
    """A table too short to break (a header and three rows) and too tall for a pocket column, after a paragraph
    that introduces it: said at the table's first line, not the section's first line, and as tall as it is
    (it was "a block 0 mm tall" at the paragraph's line)."""
    words = " ".join(["long"] * 70)  # too tall for a pocket column even as stacked rows
    table = "| variant | what changes |\n|---|---|\n" + "\n".join(f"| v{n} | {words} |" for n in range(3))
    root = rulebook_workspace(tmp_path, [("Variants", f"The variants, for players who know the game:\n\n{table}")])
    rules = root / "content" / "typesetting" / "rules.yaml"
    output = run_pnp(root, "validate", "--pocket").output
    found = [row for row in output.splitlines() if row.endswith("[pocket-block-large]")]
    assert len(found) == 1, output
    assert found[0].startswith(f"content/typesetting/rules.yaml:{line_of(rules, '| variant |')}: warning: "), output
    tall, room = (float(word) for word in re.findall(r"(\d+) mm", found[0])[:2])
    assert tall > room > 0, found[0]


@pytest.mark.parametrize("header", ["| variant | what changes |", "|**Variant**|What changes|"])
def test_of_two_tables_in_a_section_the_one_too_tall_is_said_at_its_own_header(tmp_path: Path, header: str) -> None:
    """A section with a short table first and one too tall for any column after it: the finding is at the tall
    one's header row, however its spacing and emphasis are written (it was at the section's first table)."""
    words = " ".join(["long"] * 400)
    short = "| Roll | Monster |\n|---|---|\n| 1–6 | Minotaur |"
    tall = f"{header}\n|---|---|\n" + "\n".join(f"| v{n} | {words} |" for n in range(3))
    root = rulebook_workspace(tmp_path, [("Variants", f"{short}\n\nThe variants:\n\n{tall}")])
    rules = root / "content" / "typesetting" / "rules.yaml"
    output = run_pnp(root, "validate").output
    found = [row for row in output.splitlines() if row.endswith("[rulebook-overflow]")]
    assert len(found) == 1, output
    assert found[0].startswith(f"content/typesetting/rules.yaml:{line_of(rules, header)}: error: "), output


def test_pocket_type_is_never_below_the_games_smallest_type() -> None:
    """A children's game (smallest_type: 12) sets its pocket booklet's body so its captions print at 12 pt."""
    style = RulebookStyle.from_data({}, None, None)  # the default look (its fonts play no part here)
    assert style.for_pocket(7).sizes["body"] == 8.5
    assert style.for_pocket(12).sizes["body"] * CAPTION_SHARE >= 12 - 0.01
    assert style.for_pocket(7).columns == 1


def test_a_pocket_style_of_the_designers_own(tmp_path: Path) -> None:
    """The style's pocket: margin and body set the pocket pages: 10 mm margins push the footer up."""
    root = new_game(tmp_path)
    out = pocket_build(root, "demo", "--paper", "letter")
    (_, low, _), *_ = word_directions(out / "demo-rules-pocket-letter.pdf", 0, "page 6")
    style = root / "templates" / "demo" / "rules.yaml"
    style.write_text(style.read_text(encoding="utf-8") + "pocket: {margin: 10, body: 8}\n", encoding="utf-8")
    out = pocket_build(root, "demo", "--paper", "letter")
    (_, high, _), *_ = word_directions(out / "demo-rules-pocket-letter.pdf", 0, "page 6")
    assert high - low == pytest.approx(2 * MM, abs=0.3)


def test_a_block_taller_than_a_page_of_flat_rules_is_said_at_its_section(tmp_path: Path) -> None:
    """The same in a rulebook's own pages: an error at the section's line, its height against the column's."""
    words = " ".join(["long"] * 400)
    table = "| A | B | C | D |\n|---|---|---|---|\n" + "\n".join(
        f"| {words} | {words} | {words} | x |" for _ in range(3)
    )
    root = rulebook_workspace(tmp_path, [("Table", table)])
    rules = root / "content" / "typesetting" / "rules.yaml"
    result = run_pnp(root, "validate")
    where = f"content/typesetting/rules.yaml:{line_of(rules, '| A |')}: error: section 's0': a block "
    assert where in result.output and "[rulebook-overflow]" in result.output, result.output
    assert "0x" not in result.output and result.exit_code == 1


@pytest.mark.parametrize("lead", [True, False], ids=["after-a-paragraph", "under-its-heading"])
def test_a_card_figure_too_tall_for_a_pocket_page_is_drawn_smaller_with_a_warning(tmp_path: Path, lead: bool) -> None:
    """A poker card drawn with its text at 6 pt is 81 mm tall with its caption, more than an A4 pocket page's
    80 mm column (and, under its heading or the paragraph kept with it, more than a Letter one's): it is drawn
    smaller, said once as figure-text-small at its line (with one-column advice, not "fewer columns"), and both
    pocket booklets are written; before, no pocket file was (pocket-block-large), the card anatomy of every
    wallet game's rules left without one."""
    root = new_game(tmp_path)
    rules = root / "content" / "demo" / "rules.yaml"
    before = "      Anna plays this card on her turn and scores one star. Then she discards down to five cards.\n\n"
    after = "The player with the most stars wins; a tie is shared. Keep the cards in their box between games."
    text = f"{before if lead else ''}      ![A sun card](deck/dawn)\n\n      {after}\n"
    figure = f"  - id: example\n    title: An example\n    text: |\n{text}\n"
    rules.write_text(rules.read_text(encoding="utf-8").replace("  - id: icons", figure + "  - id: icons"), "utf-8")
    result = run_pnp(root, "validate", "--pocket")
    assert result.exit_code == 0 and "[pocket-block-large]" not in result.output, result.output
    found = [row for row in result.output.splitlines() if row.endswith("[figure-text-small]")]
    assert len(found) == 1, result.output
    where = f"content/demo/rules.yaml:{line_of(rules, '![A sun card]')}: warning: section 'example': figure 'deck/dawn'"
    assert found[0].startswith(where) and "its page is too small for it" in found[0], found[0]
    assert "fewer columns" not in found[0]
    out = pocket_build(root, "demo")
    assert sorted(p.name for p in out.glob("*pocket*")) == ["demo-rules-pocket-a4.pdf", "demo-rules-pocket-letter.pdf"]
    assert any("A sun card" in text for text in page_texts(out / "demo-rules-pocket-a4.pdf"))


@pytest.mark.parametrize(
    ("block", "rule", "said"),
    [
        (
            "![A sun card](deck/dawn)",
            "figure-text-small",
            r"at \d\.\d pt on pocket-letter, \d\.\d pt on pocket-a4, under 6 pt",
        ),
        (
            "| variant | what changes |\n      |---|---|\n"
            + "\n".join(f"      | v{n} | {' '.join(['long'] * 70)} |" for n in range(3)),
            "pocket-block-large",
            r"on pocket-letter, \d+ mm, nor on pocket-a4, \d+ mm; split",
        ),
    ],
    ids=["figure", "table"],
)
def test_a_pocket_warning_on_both_papers_names_both(tmp_path: Path, block: str, rule: str, said: str) -> None:
    """A card figure under its heading prints too small on both pocket pages, a table is too tall for both pocket
    columns: each is one warning that names every paper it happens on (it named the first only, "on pocket-a4",
    though the Letter pocket booklet had it too)."""
    root = new_game(tmp_path)
    rules = root / "content" / "demo" / "rules.yaml"
    section = f"  - id: example\n    title: An example\n    text: |\n      {block}\n\n"
    rules.write_text(rules.read_text(encoding="utf-8").replace("  - id: icons", section + "  - id: icons"), "utf-8")
    output = run_pnp(root, "validate", "--pocket").output
    (found,) = [row for row in output.splitlines() if row.endswith(f"[{rule}]")]
    assert re.search(said, found), found


def numbered_panels(path: Path, sheet: str, pages: int) -> dict[int, tuple[int, int, int]]:
    """Where each of the first ``pages`` pages of a pocket booklet (one landscape ``sheet``) prints, read from
    its footer's "page N": (column, row, its text's direction)."""
    assert len(page_sizes_mm(path)) == 1
    assert tuple(round(side, 1) for side in page_sizes_mm(path)[0]) == SHEETS[sheet]
    found = {}
    for number in range(1, pages + 1):
        (x, y, angle), *more = word_directions(path, 0, f"page {number}")
        assert not more, number
        found[number] = (*panel_of(x, y, sheet), angle)
    return found


@pytest.fixture(scope="module")
def trap_guide(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped Trap Map Galaxy built with --pocket, both papers: its folder of PDFs."""
    out = tmp_path_factory.mktemp("trap-guide")
    result = run_pnp(REPO, "build", "trap-map-galaxy", "--pocket", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "trap-map-galaxy"


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_the_shipped_trap_guide_is_a_pocket_booklet(trap_guide: Path, sheet: str) -> None:
    """Trap Map Galaxy's trap guide, its four-column trap tables set as stacked rows, folds from one sheet: each
    page in its panel, in reading order (it was a pocket-block-large warning, its table 66 mm across)."""
    path = trap_guide / f"trap-map-galaxy-trap-guide-pocket-{sheet}.pdf"
    found = numbered_panels(path, sheet, 7)
    (x, y, angle), *_ = word_directions(path, 0, "Contents")  # the back cover's list of what is in the box
    found[8] = (*panel_of(x, y, sheet), angle)
    assert found == ORDER
    text = pocket_text(path)
    assert unspaced("Corridor Crush · Yellow: 3 · Effect: Everyone in this row") in text  # no "Green: –"
    assert unspaced("Door · Yellow: 1 · Effect: With a Key") in text


def test_of_the_shipped_rulebooks_the_labyrinth_rules_and_the_trap_guide_fit_a_pocket_booklet() -> None:
    """`validate --pocket` of the shipped games: four rulebooks too long for eight pages, each one warning at its
    entry; the Labyrinth Deck's rules and Trap Map Galaxy's trap guide fit (six warnings before: the Labyrinth's
    trap table too tall for a pocket column, the trap guide's too wide)."""
    output = run_pnp(REPO, "validate", "--pocket").output
    found = [row for row in output.splitlines() if "[pocket-" in row]
    assert len(found) == 4 and all(row.endswith("[pocket-too-long]") for row in found), output
    assert all("rulebook 'rules'" in row and "labyrinth" not in row for row in found), output


@pytest.mark.parametrize("sheet", ["letter", "a4"])
def test_the_labyrinth_rules_are_a_pocket_booklet(tmp_path_factory: pytest.TempPathFactory, sheet: str) -> None:
    """The Labyrinth Deck's rules fold from one sheet: eight pages of text (no back cover: the text fills them),
    each in its panel in reading order, its tables as stacked rows, its card anatomy left out (its style's
    pocket: figures: false), the rules' facts all there (it was a pocket-block-large warning, no pocket file)."""
    out = tmp_path_factory.mktemp(f"labyrinth-{sheet}")
    result = run_pnp(REPO, "build", "labyrinth-deck", "--pocket", "--paper", sheet, "--out", str(out))
    assert result.exit_code == 0 and "[pocket-" not in result.output, result.output
    path = out / "labyrinth-deck" / f"labyrinth-deck-rules-pocket-{sheet}.pdf"
    assert numbered_panels(path, sheet, 8) == ORDER
    text = pocket_text(path)
    assert unspaced("Roll: 6 · Trap: Sleep Dust Trap · DC: 13 · On a failure: Add a Monster card") in text
    assert unspaced("Forge A Path · Check: STR · On a success: Add 2 Right Path cards") in text
    assert unspaced("An action card") not in text  # the figure's caption
    for words in ("The river", "A round", "The cards", "Actions", "Labyrinth tables", "Enchanted Forest Maze"):
        assert unspaced(words) in text, words


def test_a_pocket_style_may_leave_the_figures_out(tmp_path: Path) -> None:
    """A style's pocket: figures: false leaves the rules' figures out of the pocket pages (a card's anatomy takes
    a whole one), with no warning of their size; the rulebook's own pages keep them."""
    root = new_game(tmp_path)
    rules = root / "content" / "demo" / "rules.yaml"
    figure = "  - id: example\n    title: An example\n    text: |\n      ![A sun card](deck/dawn)\n\n"
    rules.write_text(rules.read_text(encoding="utf-8").replace("  - id: icons", figure + "  - id: icons"), "utf-8")
    style = root / "templates" / "demo" / "rules.yaml"
    style.write_text(style.read_text(encoding="utf-8") + "pocket: {figures: false}\n", encoding="utf-8")
    result = run_pnp(root, "validate", "--pocket")
    assert result.exit_code == 0 and "[figure-text-small]" not in result.output, result.output
    out = pocket_build(root, "demo")
    for sheet in ("letter", "a4"):
        assert unspaced("A sun card") not in pocket_text(out / f"demo-rules-pocket-{sheet}.pdf")
        assert "A sun card" in " ".join(page_texts(out / f"demo-rules-{sheet}.pdf"))


def test_a_pocket_body_of_7_pt_is_raised_so_no_text_of_the_rules_prints_under_7_pt(tmp_path: Path) -> None:
    """`pocket: {body: 7}` sets the body at 7 / 0.85 pt, its figure's caption at 7 pt, and no text of the rules
    smaller: only the footer (6 pt), the folding note and the figure's own art are set apart (README)."""
    root = new_game(tmp_path)
    rules = root / "content" / "demo" / "rules.yaml"
    caption = "A card at dawn, its caption"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(
        text.replace(
            "3. Discard down to five cards.\n", f"3. Discard down to five cards.\n\n      ![{caption}](deck/dawn)\n", 1
        ),
        encoding="utf-8",
    )
    style = root / "templates" / "demo" / "rules.yaml"
    style.write_text(style.read_text(encoding="utf-8") + "pocket: {body: 7}\n", encoding="utf-8")
    pdf = pdfium.PdfDocument(str(pocket_build(root, "demo", "--paper", "a4") / "demo-rules-pocket-a4.pdf"))
    sizes: dict[float, str] = {}
    for _, _, size, char in printed_chars(pdf[0]):
        sizes[round(size, 2)] = sizes.get(round(size, 2), "") + char
    assert caption in sizes[7.0] and "Collect the most" in sizes[round(7 / CAPTION_SHARE, 2)]
    under = {size: chars for size, chars in sizes.items() if size < 7 and chars.strip()}
    apart = ("Print-and-play edition", "Pocket booklet:", "SUN")  # the footer, the folding note, the card's own art
    assert all(any(part in chars for part in apart) for chars in under.values()), under

"""Rulebooks as a printed product: booklets, tables that keep their rows, balanced columns, outlines."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from conftest import edit, line_of, make_workspace, run_pnp
from pdfread import fonts, image_count, page_sizes_mm, page_texts, reader, text_positions, word_centres
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.geometry import MM
from pnp.core.numerals import InDigits, numeral_value, spelled
from pnp.core.papers import paper
from pnp.core.words import ENGLISH
from pnp.core.workspace import Workspace
from pnp.draw.booklet import Folding, impose_booklet
from pnp.draw.furniture import FOOTER_MIN_SIZE, FOOTER_SIZE, fit_footer
from pnp.impose.booklet import booklet_order
from pnp.kinds.rulebook.story_source import generated_blocks
from pnp.model import icons_used

GAME = """\
title: Typesetting
components:
  - {id: rules, kind: rulebook, title: Rules, source: rules.yaml}
"""


def rulebook_workspace(tmp_path: Path, sections: list[tuple[str, str]]) -> Path:
    """A workspace whose one game is a rulebook of the given (title, text) sections."""
    root = make_workspace(tmp_path)
    game = root / "content" / "typesetting"
    game.mkdir()
    (game / "game.yaml").write_text(GAME, encoding="utf-8")
    lines = ["sections:"]
    for number, (title, text) in enumerate(sections):
        lines += [f"  - id: s{number}", f"    title: {title}", "    text: |"]
        lines += [f"      {line}" for line in text.splitlines()]
    (game / "rules.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def build(root: Path, game: str = "typesetting") -> Path:
    out = root / "output"
    result = run_pnp(root, "build", game, "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / game


def numbered_pages(count: int) -> bytes:
    """A5 pages each printing its own number, as the typeset half pages of a booklet."""
    data = io.BytesIO()
    canvas = Canvas(data, pagesize=(148.5 * MM, 210 * MM), invariant=1)
    for number in range(1, count + 1):
        canvas.setFont("Helvetica", 20)
        canvas.drawCentredString(74 * MM, 105 * MM, f"P{number:02d}")
        canvas.showPage()
    canvas.save()
    return data.getvalue()


@pytest.mark.parametrize(
    ("pages", "sheets"),
    [
        (1, [("", "P01"), ("", "")]),
        (5, [("", "P01"), ("P02", ""), ("", "P03"), ("P04", "P05")]),
        (8, [("P08", "P01"), ("P02", "P07"), ("P06", "P03"), ("P04", "P05")]),
    ],
)
def test_booklet_pages_fall_in_saddle_stitch_order(tmp_path, pages, sheets):
    pdf = tmp_path / "booklet.pdf"
    with pdf.open("wb") as target:
        folding = Folding(paper("a4"), "Helvetica", "Test", "pnp", 12.0, ENGLISH["booklet_note"])
        impose_booklet(numbered_pages(pages), target, folding)
    assert page_sizes_mm(pdf) == [pytest.approx((297, 210), abs=0.01)] * len(sheets)
    for index, (left, right) in enumerate(sheets):
        found = {
            "left" if x < 297 * MM / 2 else "right": name
            for name in {left, right} - {""}
            for x, _ in word_centres(pdf, index, name)
        }
        assert found == {side: name for side, name in (("left", left), ("right", right)) if name}, index
        blank_sides = [left, right].count("")
        assert sum(page_texts(pdf)[index].count(f"P{n:02d}") for n in range(1, 9)) == 2 - blank_sides
    assert ENGLISH["booklet_note"].split(":")[0] in page_texts(pdf)[0]
    assert len(booklet_order(pages)) == len(sheets)


def test_build_booklet_writes_folded_sheets_with_the_note(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = root / "output"
    result = run_pnp(root, "build", "--booklet", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    booklet = out / "labyrinth-deck" / "labyrinth-deck-rules-booklet-a4.pdf"
    sizes = page_sizes_mm(booklet)
    assert len(sizes) % 2 == 0 and sizes[0] == pytest.approx((297, 210), abs=0.01)
    texts = page_texts(booklet)
    assert "flip on the short edge" in texts[0] and all("flip on" not in t for t in texts[1:])
    (note,) = word_centres(booklet, 0, "flip on the short edge")
    assert note[0] < 297 / 2 * 72 / 25.4  # over the back cover, not across the fold onto the front
    whole = " ".join(" ".join(texts).split())
    for heading in ("The river", "Actions", "Labyrinth tables"):
        assert heading in whole
    assert (out / "labyrinth-deck" / "labyrinth-deck-rules-a4.pdf").exists()
    used = fonts(booklet)  # every font embedded: no standard Helvetica from the sheets' own canvas
    assert used and all(used.values()), used
    # without --booklet, no booklet
    again = run_pnp(root, "build", "--paper", "a4", "--out", str(root / "plain"))
    assert not list((root / "plain").rglob("*booklet*")), again.output


def table(name: str, rows: int) -> str:
    lines = ["| Cell | Text |", "|---|---|"]
    lines += [f"| {name}R{row:02d} | a row of the table {name} |" for row in range(1, rows + 1)]
    return "\n".join(lines)


TABLES = 24


def test_a_table_never_leaves_a_header_and_one_row_or_one_row_alone(tmp_path):
    """Tables after fillers of every length meet column ends at every offset; each part keeps two rows."""
    filler = "A line of filler text that moves the table down the column a little further. "
    text = "\n\n".join(f"{filler * (n % 5 + 1)}\n\n{table(f'T{n:02d}', 6)}" for n in range(TABLES))
    pdf = build(rulebook_workspace(tmp_path, [("Tables", text)])) / "typesetting-rules-a4.pdf"
    split_tables = 0
    for n in range(TABLES):
        places = {}  # (page, column) -> rows of table n found there
        for row in range(1, 7):
            name = f"T{n:02d}R{row:02d}"
            hits = [
                (page, x > 105 * MM) for page in range(len(page_texts(pdf))) for x, _ in word_centres(pdf, page, name)
            ]
            assert len(hits) == 1, name
            places.setdefault(hits[0], []).append(row)
        if len(places) > 1:
            split_tables += 1
        assert all(len(rows) >= 2 for rows in places.values()), (n, places)
    assert split_tables >= 1  # the layout did break tables across columns, and kept rows together


def test_columns_balance_on_the_last_page(tmp_path):
    text = "\n\n".join(f"Paragraph {n}: " + "words that fill the column " * 12 for n in range(40))
    pdf = build(rulebook_workspace(tmp_path, [("Long", text)])) / "typesetting-rules-a4.pdf"
    last = len(page_texts(pdf)) - 1
    assert last >= 1
    body = [placed for placed in text_positions(pdf, last) if placed.y > 30 * MM]  # above the footer
    left = [placed.y for placed in body if placed.x < 105 * MM]
    right = [placed.y for placed in body if placed.x > 105 * MM]
    assert left and right
    assert abs(min(left) - min(right)) < 3 * 9.5 * 1.32  # the columns end within about three lines


def test_every_heading_is_in_the_outline_and_the_metadata_is_set(built):
    pdf = reader(built("labyrinth-deck") / "labyrinth-deck-rules-a4.pdf")

    def titles(entries):
        for entry in entries:
            if isinstance(entry, list):
                yield from titles(entry)
            else:
                yield entry.title

    outline = list(titles(pdf.outline))
    for heading in ("The labyrinth", "The river", "Actions", "Labyrinth tables", "Enchanted Forest Maze"):
        assert heading in outline
    meta = pdf.metadata
    assert meta.title == "The Labyrinth Deck: Rules and labyrinth tables"
    assert meta.author == "The Labyrinth Deck" and meta.subject == "Rules and labyrinth tables"
    texts = page_texts(built("labyrinth-deck") / "labyrinth-deck-rules-a4.pdf")
    assert all(f"page {n}" in text for n, text in enumerate(texts, start=1))


def test_the_component_list_counts_what_the_content_holds(built):
    text = " ".join(" ".join(page_texts(built("labyrinth-deck") / "labyrinth-deck-rules-a4.pdf")).split())
    assert "Labyrinth deck: 16 cards: 5 Right Path, 5 Dead End, 2 Monsters Are Approaching, 4 Room" in text
    assert "Supply: 15 cards: 6 Right Path, 5 Monsters Are Approaching, 4 Dead End" in text
    assert "Actions: 5 action cards" in text
    fanucci = " ".join(" ".join(page_texts(built("fanucci") / "fanucci-rules-a4.pdf")).split())
    assert "Fanucci deck: 174 cards: 165 suited cards, 9 trumps" in fanucci


def test_the_component_list_follows_an_edited_deck(labyrinth_ws):
    edit(labyrinth_ws / "content/labyrinth-deck/game.yaml", "right-path: 6,", "right-path: 9,")
    out = build(labyrinth_ws, "labyrinth-deck")
    rules = " ".join(" ".join(page_texts(out / "labyrinth-deck-rules-a4.pdf")).split())
    assert "Supply: 18 cards: 9 Right Path, 5 Monsters Are Approaching, 4 Dead End" in rules


def test_the_icon_legend_lists_exactly_the_icons_the_cards_use(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    game = pipeline.load(Workspace(root), "twisty-passages", Findings())
    used = set(icons_used(game))
    legend_icons = set(re.findall(r":([a-z0-9-]+):", generated_blocks(game, game.component("rules"))["icon_legend"]))
    assert legend_icons == used and len(used) > 10
    legend = root / "content/twisty-passages/icons/legend.yaml"
    text = legend.read_text(encoding="utf-8")
    # an icon that exists but no card uses is not listed; a used icon left out is a warning at its card
    text = text.replace("- icons: [stop]\n  meaning: Stop drawing cards and end your turn.\n", "")
    icons = root / "content/twisty-passages/icons"
    (icons / "unused.svg").write_bytes((icons / "die.svg").read_bytes())
    legend.write_text(text + "- {icons: [unused], meaning: Never on a card.}\n", encoding="utf-8")
    out = build(root, "twisty-passages")
    printed = " ".join(" ".join(page_texts(out / "twisty-passages-rules-a4.pdf")).split())
    assert "Roll a die." in printed and "Never on a card." not in printed
    assert "Stop drawing cards and end your turn." not in printed
    result = run_pnp(root, "validate", "twisty-passages")
    cards = (root / "content/twisty-passages/cards.yaml").read_text(encoding="utf-8").splitlines()
    line = int(re.search(r"cards\.yaml:(\d+): warning:", result.output).group(1))
    assert ":stop:" in cards[line - 1] and not cards[line - 1].lstrip().startswith("#")
    assert (
        "icon ':stop:' has no meaning in icons/legend.yaml" in result.output and "[icon-undescribed]" in result.output
    )


def test_the_icon_legend_explains_the_icons_the_templates_draw(tmp_path):
    # Twisty Passages' header emblems are drawn by the face template (vars.looks), never set in text
    root = make_workspace(tmp_path, "twisty-passages")
    game_yaml = root / "content/twisty-passages/game.yaml"
    rules_entry = "  - id: rules\n    kind: rulebook\n    title: Rules\n    source: rules.yaml\n"
    edit(game_yaml, rules_entry, "")  # the rulebook listed before the deck still sees what the deck prints
    edit(game_yaml, "components:\n", "components:\n" + rules_entry)
    out = build(root, "twisty-passages")
    printed = " ".join(" ".join(page_texts(out / "twisty-passages-rules-a4.pdf")).split())
    for meaning in (
        "family, named beside it: maze hazard",
        "A Zone card, of the zone its colour names.",
        "Roll a die.",
    ):
        assert meaning in printed
    assert sorted(p.name for p in out.glob("*.pdf")) == sorted(
        f"twisty-passages-{c}-a4.pdf" for c in ("deck", "rules")
    )  # reordering the preparation changes no output
    # an emblem the legend leaves out is not in the table, and is a warning where the template names it
    legend = root / "content/twisty-passages/icons/legend.yaml"
    edit(legend, "- icons: [emblem-red, emblem-green, ", "- icons: [emblem-green, ")
    out = build(root, "twisty-passages")
    printed = " ".join(" ".join(page_texts(out / "twisty-passages-rules-a4.pdf")).split())
    assert "A Zone card, of the zone its colour names." in printed
    result = run_pnp(root, "validate", "twisty-passages")
    face = root / "templates/twisty-passages/face.yaml"
    assert result.output.count("[icon-undescribed]") == 1, result.output
    assert (
        f"templates/twisty-passages/face.yaml:{line_of(face, 'emblem: emblem-red')}: warning: card '" in result.output
    )
    assert "element 'emblem': icon ':emblem-red:' has no meaning in icons/legend.yaml" in result.output


def test_an_undescribed_drawn_icon_is_found_where_its_name_is_written(labyrinth_ws):
    # the entry's field (action cards: icon: str), a template's vars (card kinds), a template's own line (back)
    legend = labyrinth_ws / "content/labyrinth-deck/icons/legend.yaml"
    edit(legend, "- icons: [str, dex, int, wis, cha]\n", "- icons: [dex, int, wis, cha]\n")
    edit(legend, "- icons: [right-path, dead-end, monster, room]\n", "- icons: [dead-end, monster]\n")
    result = run_pnp(labyrinth_ws, "validate", "labyrinth-deck")
    assert result.exit_code == 0 and result.output.count("[icon-undescribed]") == 3, result.output
    actions = labyrinth_ws / "content/labyrinth-deck/actions.yaml"
    card = labyrinth_ws / "templates/labyrinth-deck/card.yaml"
    back = labyrinth_ws / "templates/labyrinth-deck/back.yaml"
    for path, needle, name in (
        (actions, "icon: str", "str"),
        (card, "icon: room}", "room"),
        (back, "name: right-path", "right-path"),
    ):
        where = f"{path.relative_to(labyrinth_ws)}:{line_of(path, needle)}: warning:"
        line = next(line for line in result.output.splitlines() if line.startswith(where))
        assert f"icon ':{name}:' has no meaning in icons/legend.yaml" in line


def test_a_legend_naming_a_missing_icon_is_an_error(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    legend = root / "content/twisty-passages/icons/legend.yaml"
    legend.write_text(legend.read_text(encoding="utf-8") + "- {icons: [no-such-icon], meaning: Nothing.}\n")
    result = run_pnp(root, "validate", "twisty-passages")
    assert result.exit_code == 1
    line = line_of(legend, "no-such-icon")
    assert f"content/twisty-passages/icons/legend.yaml:{line}: error: legend: unknown icon ':no-such-icon:'" in (
        result.output
    )


@pytest.mark.parametrize(("written", "meant"), [("stpo", "stop"), ("Stop", "stop"), ("emblem_red", "emblem-red")])
def test_a_misspelt_legend_name_is_one_finding_at_the_legend(tmp_path, written, meant):
    """The slip is the legend's: not also a warning at every card or template that prints the icon it meant."""
    root = make_workspace(tmp_path, "twisty-passages")
    legend = root / "content/twisty-passages/icons/legend.yaml"
    old = "[stop]" if meant == "stop" else "[emblem-red, "
    edit(legend, old, old.replace(meant, written))
    result = run_pnp(root, "validate", "twisty-passages")
    found = [row for row in result.output.splitlines() if "[icon-" in row]
    assert len(found) == 1, result.output
    assert found[0].startswith(f"content/twisty-passages/icons/legend.yaml:{line_of(legend, written)}: error: legend:")
    assert found[0].endswith(f"did you mean ':{meant}:'? [icon-unknown]")


NUMBER_CASES = [
    # (rule, the Jinja in the rules, what a designer types instead, words of the finding)
    ("number-typed", "({{ components.deck.cards | length }} cards:", "(16 cards:", "'16 cards' is typed by hand"),
    ("number-disagrees", "({{ components.deck.cards | length }} cards:", "(15 cards:", "'15 cards' says 15"),
    (
        "number-disagrees",
        "hunts them.\n",
        "hunts them. The **Room** (3 in the deck) hides traps.\n",
        "'3 in the deck' says 3",
    ),
    ("number-typed", "hunts them.\n", "hunts them. The **Room** (4 in the deck) hides traps.\n", "typed by hand"),
]


@pytest.mark.parametrize(("rule", "old", "new", "words"), NUMBER_CASES)
def test_counts_typed_in_rule_text_are_found(labyrinth_ws, rule, old, new, words):
    rules = labyrinth_ws / "content/labyrinth-deck/rules.yaml"
    edit(rules, old, new)
    result = run_pnp(labyrinth_ws, "validate")
    needle = new.split("(")[1].split()[0] if "(" in new else new
    line = line_of(rules, "(" + needle)
    found = [row for row in result.output.splitlines() if f"[{rule}]" in row]
    assert len(found) == 1, result.output
    assert found[0].startswith(f"content/labyrinth-deck/rules.yaml:{line}:") and words in found[0]
    assert result.exit_code == (1 if rule == "number-disagrees" else 0)


def test_the_worked_examples_show_the_example_cards(built):
    pdf = built("twisty-passages") / "twisty-passages-rules-a4.pdf"
    page = next(text for text in page_texts(pdf) if "Three cards from the deck" in text)
    flat = " ".join(page.split())
    for card_text in ("Was it left, left, right", "Gaaaah! Sticky!", "Don’t you mean coniferous?"):
        assert card_text in flat  # drawn by the card engine, as vector text, inside the rulebook
    assert image_count(pdf) == 0


def test_a_wide_table_wraps_inside_its_column(tmp_path):
    header = "| " + " | ".join(f"Column{n}" for n in range(5)) + " |"
    rows = [header, "|" + "---|" * 5]
    rows += ["| " + " | ".join(f"cell{r}{n} holds several words of text" for n in range(5)) + " |" for r in range(4)]
    pdf = build(rulebook_workspace(tmp_path, [("Wide", "\n".join(rows))])) / "typesetting-rules-a4.pdf"
    right_edge = (210 - 15) * MM  # the page's right margin
    for page in range(len(page_texts(pdf))):
        for placed in text_positions(pdf, page):
            if placed.text.startswith(("cell", "Column")):
                assert placed.x < right_edge
    columns = [(15 * MM, 101.5 * MM), (108.5 * MM, 195 * MM)]  # A4, 15 mm margins, 7 mm gutter
    for r in range(4):
        for n in range(5):
            ((x, _),) = word_centres(pdf, 0, f"cell{r}{n}")
            assert any(left < x < right for left, right in columns), (r, n, x / MM)


DICE_CASES = [
    ("**Trap table** (d6)", "**Trap table** (d8)", "the d8 table misses 7, 8", "| Roll | Trap |"),
    ("**Monster table** (d6)", "**Monster table** (d7)", "a d7 does not exist", "| Roll | Monster |"),
]


@pytest.mark.parametrize(("old", "new", "words", "header"), DICE_CASES, ids=["face-missing", "no-such-die"])
def test_a_dice_table_covers_its_die_once(labyrinth_ws, old, new, words, header):
    rules = labyrinth_ws / "content/labyrinth-deck/rules.yaml"
    edit(rules, old, new)
    result = run_pnp(labyrinth_ws, "validate")
    (found,) = [row for row in result.output.splitlines() if row.endswith("[dice-table]")]
    assert words in found
    assert found.startswith("content/labyrinth-deck/rules.yaml:")
    line = int(found.split(":")[1])
    assert header in rules.read_text(encoding="utf-8").splitlines()[line - 1]


@pytest.mark.parametrize(
    ("separator", "widths"),
    [
        ("|---|---|---|", ()),  # equal dashes: the content decides
        ("|------|--|----|", (6, 2, 4)),
        ("| :----- | --: | :--: |", (5, 2, 2)),  # alignment colons are not dashes
    ],
)
def test_a_separator_row_with_unequal_dashes_sets_relative_column_widths(separator, widths):
    from pnp.core.textsyntax import parse_document

    (table,) = parse_document(f"| a | b | c |\n{separator}\n| 1 | 2 | 3 |")
    assert table.kind == "table" and table.widths == widths


def test_tables_with_the_same_separator_line_up_and_a_long_word_keeps_its_room(tmp_path):
    separator = "|------------|----|------------------|"
    first = ["| Name | N | Effect |", separator, "| A | 1 | short |"]
    second = ["| Name | N | Effect |", separator, "| Longer name here | 12 | a much longer effect text |"]
    squeezed = ["| Name | N | Effect |", "|-|-|----------------------------------------|"]
    squeezed += ["| Unbreakablewordthatneedsroom | 3 | x |"]
    text = "\n".join([*first, "", *second, "", *squeezed])
    pdf = build(rulebook_workspace(tmp_path, [("Tables", text)])) / "typesetting-rules-a4.pdf"
    placed = text_positions(pdf, 0)
    names = {round(p.y): p.x for p in placed if p.text == "Name"}  # each table's left edge (columns may differ)
    effects = [p.x - names[round(p.y)] for p in placed if p.text == "Effect"]  # in source order
    assert len(effects) == 3 and abs(effects[0] - effects[1]) < 0.01  # the first two tables line up
    word = next(p for p in placed if p.text.startswith("Unbreakable"))
    three = next(p for p in placed if p.text == "3" and abs(p.y - word.y) < 1)
    assert three.x > word.x + 40 * MM  # the squeezed first column still holds its whole word


def figure_span(pdf: Path, page: int) -> float:
    """The distance (pt) from the Backtracking card's title down to its flavour text, as drawn."""
    title = word_centres(pdf, page, "Backtracking")[0]  # the card's title band, above its caption
    flavour = word_centres(pdf, page, "“Was")[0]
    return title[1] - flavour[1]


def test_figures_shrink_to_save_a_nearly_empty_last_page(built):
    """Twisty Tracks' rules on A4 would run onto a fourth page; smaller figures keep them to three.
    (Twisty Passages' cards no longer shrink on Letter: their 7 pt type band would print below 6 pt.)"""
    a4 = built("twisty-tracks") / "twisty-tracks-rules-a4.pdf"
    assert len(page_texts(a4)) == 3


def test_a_style_can_forbid_shrinking_figures(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    style = root / "templates" / "twisty-passages" / "rules.yaml"
    style.write_text((root / "templates" / "rulebook.yaml").read_text() + "figure_shrink: 1\n", encoding="utf-8")
    edit(
        root / "content" / "twisty-passages" / "game.yaml",
        "    title: Rules\n",
        "    title: Rules\n    style: twisty-passages/rules\n",
    )
    out = root / "output"
    result = run_pnp(root, "build", "twisty-passages", "--paper", "letter", "--out", str(out))
    assert result.exit_code == 0, result.output
    texts = page_texts(out / "twisty-passages" / "twisty-passages-rules-letter.pdf")
    assert len(texts) == 3 and "Dedicated to Leif Brown" in texts[2]


LABYRINTH_PASSAGE = "beast that hunts them.\n"
COUNT_PHRASINGS = [
    # (rule, what a designer writes in the Labyrinth rules, where, words of the finding)
    ("number-typed", "shuffles a 16-card **labyrinth deck**", "16-card", "'16-card labyrinth deck' is typed by hand"),
    ("number-disagrees", "shuffles a 15-card **labyrinth deck**", "15-card", "says 15"),
    # "the" marks a whole: the N of a component's title, its pieces "of the deck", or an entry's copies
    ("number-typed", "Shuffle the 16 cards of the deck.", None, "'16 cards of the deck' is typed by hand"),
    ("number-disagrees", "Deal the 15 Labyrinth deck out.", None, "'15 Labyrinth deck' says 15"),
    ("number-disagrees", "Set the 3 Rooms apart.", None, "'3 Rooms' says 3, but Labyrinth deck has 4 Room"),
    ("number-typed", "Set the 4 rooms apart.", None, "'4 rooms' is typed by hand"),
    # an entry's copies "in the deck", found at their line through the markup around the title
    ("number-disagrees", "There are 6 [[Room]] cards in the deck.", "There are 6", "'6 Room cards in the deck' says 6"),
    ("number-typed", "The deck (4 **Room** cards in the deck) is shuffled.", "(4 **Room**", "is typed by hand"),
    # spelt out, in any case; the finding offers the Jinja that spells it
    ("number-typed", "The deck, which holds Sixteen cards, is shuffled.", None, "| length | spelled }}"),
    (
        "number-disagrees",
        "shuffles a fifteen-card **labyrinth deck**",
        "fifteen-card",
        "'fifteen-card labyrinth deck' says 15",
    ),
    ("number-disagrees", "Set the three Rooms apart.", None, "'three Rooms' says 3, but Labyrinth deck has 4 Room"),
    ("number-disagrees", "There are twenty-one [[Room]] cards in the deck.", None, "says 21"),
]


@pytest.mark.parametrize(("rule", "typed", "needle", "words"), COUNT_PHRASINGS)
def test_each_phrasing_of_a_count_is_found(labyrinth_ws, rule, typed, needle, words):
    rules = labyrinth_ws / "content/labyrinth-deck/rules.yaml"
    if typed.startswith("shuffles a"):
        edit(rules, "shuffles a **labyrinth deck**", typed)
    else:
        edit(rules, LABYRINTH_PASSAGE, f"beast that hunts them. {typed}\n")
    result = run_pnp(labyrinth_ws, "validate")
    found = [row for row in result.output.splitlines() if "[number-" in row]
    assert len(found) == 1 and f"[{rule}]" in found[0], result.output
    where = f"content/labyrinth-deck/rules.yaml:{line_of(rules, needle or typed)}:"
    assert found[0].startswith(where) and words in found[0]


@pytest.mark.parametrize(
    "amount",
    [
        "Shuffle the deck. Draw 3 cards.",
        "Add 2 Right Path cards.",
        "Draw 3 cards.",
        "Put 2 Room cards in the deck.",
        "Shuffle the deck and deal 2 cards to each player.",  # a verb between the name and the number
        "Shuffle the deck and deal two cards to each player.",
        "You have two cards and I have seven.",
    ],
)
def test_amounts_are_not_counts(labyrinth_ws, amount):
    rules = labyrinth_ws / "content/labyrinth-deck/rules.yaml"
    edit(rules, LABYRINTH_PASSAGE, f"beast that hunts them. {amount}\n")
    result = run_pnp(labyrinth_ws, "validate")
    assert "[number-" not in result.output, result.output


def test_an_entry_titled_with_a_number_word_is_still_counted(tmp_path):
    root = make_workspace(tmp_path, "fanucci")
    rules = root / "content/fanucci/rules.yaml"
    edit(
        rules,
        "runs of the same number jump out.",
        "runs of the same number jump out. [[Six of Zurfs]] (2 in the deck).",
    )
    result = run_pnp(root, "validate")
    found = [row for row in result.output.splitlines() if "[number-" in row]
    assert len(found) == 1 and "'2 in the deck' says 2, but Fanucci deck has 1 Six of Zurfs" in found[0], result.output


def test_the_spelled_filter_prints_a_count_in_words(labyrinth_ws):
    rules = labyrinth_ws / "content/labyrinth-deck/rules.yaml"
    typed = "The deck holds {{ components.deck.cards | length | spelled }} cards."
    edit(rules, LABYRINTH_PASSAGE, f"beast that hunts them. {typed}\n")
    out = labyrinth_ws / "output"
    result = run_pnp(labyrinth_ws, "build", "labyrinth-deck", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0 and "[number-" not in result.output, result.output
    text = " ".join(" ".join(page_texts(out / "labyrinth-deck" / "labyrinth-deck-rules-a4.pdf")).split())
    assert "The deck holds sixteen cards." in text


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "zero"),
        (7, "seven"),
        (16, "sixteen"),
        (40, "forty"),
        (64, "sixty-four"),
        (100, "one hundred"),
        (104, "one hundred and four"),
        (1000, "1000"),
    ],
)
def test_numbers_are_spelled_and_read_back(number, words):
    assert spelled(number) == words
    if number < 1000:
        assert numeral_value(words.upper()) == number
        read = InDigits.of(f"the {words.title()} cards")
        assert read.text == f"the {number} cards" and read.as_written(4, len(read.text)) == f"{words.title()} cards"


NOTICE = "Fan-made print-and-play for personal use only. " * 3 + "Every word of this notice is printed."


def test_a_long_notice_wraps_in_the_booklet_footer_and_loses_no_word(tmp_path):
    root = rulebook_workspace(tmp_path, [("Play", "Take turns.")])
    game_yaml = root / "content" / "typesetting" / "game.yaml"
    game_yaml.write_text(game_yaml.read_text(encoding="utf-8") + f"notice: {NOTICE}\n", encoding="utf-8")
    out = root / "output"
    result = run_pnp(root, "build", "--booklet", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    pdfs = sorted((out / "typesetting").glob("*rules*.pdf"))
    assert [pdf.name for pdf in pdfs] == ["typesetting-rules-a4.pdf", "typesetting-rules-booklet-a4.pdf"]
    for pdf in pdfs:
        printed = [" ".join(text.split()) for text in page_texts(pdf) if text.strip()]  # a booklet's blank sides
        assert printed and all("…" not in text and NOTICE.split(". ")[-1] in text for text in printed), pdf.name


@pytest.mark.parametrize(
    ("depth", "lines", "size"),
    [(14.0, 2, 6.0), (6.0, 1, FOOTER_MIN_SIZE)],  # a deep band wraps at full size; a shallow one shrinks, then shortens
)
def test_the_footer_wraps_before_it_shrinks_and_shortens_only_as_a_last_resort(depth, lines, size):
    text = "page 1  ·  " + NOTICE
    room = stringWidth(text, "Helvetica", FOOTER_SIZE) * 0.6
    got, got_size = fit_footer(text, "Helvetica", room, depth)
    assert (len(got), got_size) == (lines, size)
    assert all(stringWidth(line, "Helvetica", got_size) <= room for line in got)
    assert (" ".join(got).split() == text.split()) == (lines > 1)
    assert got[-1].endswith("…") == (lines == 1)


def test_a_heading_over_a_paragraph_that_introduces_a_list_is_set(tmp_path):
    """A subheading, then a paragraph that introduces a list ("**Components:**"): the three travel together, and
    the book is set (it was a Python error, 'KeepWithNext' object has no attribute 'canv', while measuring the
    room a figure would have under them)."""
    text = "Some words first.\n\n#### 4 Room Cards\n\n**Components:**\n\n- a deck\n- a die\n- a pencil"
    root = rulebook_workspace(tmp_path, [("Setup", text)])
    result = run_pnp(root, "validate")
    assert result.exit_code == 0 and result.exception is None, result.output
    pdf = build(root) / "typesetting-rules-a4.pdf"
    assert "Components: • a deck" in " ".join(" ".join(page_texts(pdf)).split())

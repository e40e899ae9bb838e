"""Slips found building Lexi Greek, a teacher's deck of Greek vocabulary flashcards kept in a spreadsheet, each
card with a back of its own, that doubles as a memory game (tests/flash keeps 24 of its words): the game
validates clean, every back prints behind its own front, and each slip fixed fails on pnp before its fix."""

from __future__ import annotations

import csv
import shutil
import unicodedata
from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_sizes_mm, page_texts, word_boxes, word_centres, word_directions

GAME = "lexi-greek"
WORDS = f"content/{GAME}/words.csv"
MM = 72 / 25.4


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "flash", GAME)


def _words(root: Path) -> list[dict[str, str]]:
    with (root / WORDS).open(encoding="utf-8") as sheet:
        return list(csv.DictReader(sheet))


def _validated_after(tmp_path: Path, old: str, new: str) -> list[tuple[str, int, str, str]]:
    """The findings of the kept game with ``old`` of its sheet of words made ``new``."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    edit(root / WORDS, old, new)
    return validated(root, GAME)


def test_the_game_validates_clean_and_builds(built):
    assert validated(built, GAME) == []
    names = sorted(path.name for path in (built / "output" / GAME).glob("*.pdf"))
    assert names == [f"{GAME}-{part}-{paper}.pdf" for part in ("rules", "words") for paper in ("a4", "letter")]
    rules = " ".join(page_texts(built / "output" / GAME / f"{GAME}-rules-a4.pdf"))
    assert "24 word cards, 6 in each of 4 topics" in rules and "After 24 questions" in rules


def _behind(pdf: Path, words: list[dict[str, str]], flip: str, pairs: bool = True) -> dict[str, tuple[float, float]]:
    """How far each card's English meaning (on its back) lies from its Greek word (on its front), in mm along the
    card's width and towards its top, the backs seen through the paper as the flip (or the fold at the middle of
    the page: ``pairs`` false, fronts and backs on one page) turns them over."""
    width, height = (side * MM for side in page_sizes_mm(pdf)[0])
    offsets = {}
    for page in range(0, len(page_sizes_mm(pdf)), 2 if pairs else 1):
        for word in (word for word in words if " " not in word["english"]):
            meaning = word_centres(pdf, page + pairs, word["english"])
            printed = list(
                zip(word_boxes(pdf, page, word["title"]), word_directions(pdf, page, word["title"]), strict=True)
            )
            if not (meaning and printed):
                continue
            [(bx, by)] = meaning
            # the front's word is the tallest: its back, and another card's example sentence, print it small
            _, (fx, fy, angle) = max(printed, key=lambda box_and_place: box_and_place[0][3] - box_and_place[0][1])
            sx, sy = (width - bx, by) if flip == "long" else (bx, height - by)
            # a card turned to read upwards (Letter's eight poker cards) has its top to the left
            across, up = ((sy - fy), -(sx - fx)) if angle == 90 else ((sx - fx), (sy - fy))
            offsets[word["id"]] = (round(across / MM, 1), round(up / MM, 1))
    return offsets


def _placed(words: list[dict[str, str]]) -> dict[str, float]:
    """How far the templates place each card's meaning towards its top from its Greek word: 33 mm (26 and 59 mm
    from the top), 19 where no picture stands above the word, which then moves up."""
    return {word["id"]: 33 if word["icon"] else 19 for word in words if " " not in word["english"]}


def _misplaced(offsets: dict[str, tuple[float, float]], words: list[dict[str, str]]) -> dict[str, tuple]:
    placed = _placed(words)
    assert offsets.keys() == placed.keys()
    return {
        key: (offsets[key], placed[key])
        for key in placed
        if abs(offsets[key][0]) > 1 or abs(offsets[key][1] - placed[key]) > 1.5
    }


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_back_prints_behind_its_own_front_flipped_on_the_long_edge(built, paper):
    """Each card's meaning, seen through the sheet, stands on its own card's middle line, as far towards the
    card's top from its Greek word as the templates place it: on A4 the cards stand upright, on Letter eight lie
    turned, their tops to the left."""
    pdf = built / "output" / GAME / f"{GAME}-words-{paper}.pdf"
    assert _misplaced(_behind(pdf, _words(built), "long"), _words(built)) == {}


def test_each_back_prints_behind_its_own_front_flipped_on_the_short_edge(tmp_path):
    root = kept_game_workspace(tmp_path, "flash", GAME)
    edit(
        root / f"content/{GAME}/game.yaml",
        "    back: lexi-greek/back\n",
        "    back: lexi-greek/back\n    duplex: short-edge\n",
    )
    result = run_pnp(root, "build", GAME)
    assert result.exit_code == 0, result.output
    for paper in ("a4", "letter"):
        pdf = root / "output" / GAME / f"{GAME}-words-{paper}.pdf"
        assert "flip on the short edge" in page_texts(pdf)[0]
        assert _misplaced(_behind(pdf, _words(root), "short"), _words(root)) == {}, paper


def test_each_back_folds_onto_its_own_front_in_the_gutterfold_sheets(tmp_path):
    """Without a duplex printer: each sheet folded on its dashed line, across the middle of A4 (fronts above their
    backs), down the middle of Letter, lays each card's meaning on its own Greek word's card."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    result = run_pnp(root, "build", GAME, "--layout", "gutterfold")
    assert result.exit_code == 0, result.output
    for paper, fold in (("a4", "short"), ("letter", "long")):
        pdf = root / "output" / GAME / f"{GAME}-words-gutterfold-{paper}.pdf"
        assert "Fold on the dashed line" in page_texts(pdf)[0]
        assert _misplaced(_behind(pdf, _words(root), fold, pairs=False), _words(root)) == {}, paper


def test_a_teachers_sheet_whose_greek_column_holds_the_titles_is_one_finding_at_it(tmp_path):
    """The teacher's sheet, columns greek, article, english … and no id: pnp said "no 'id' column", "no 'title'
    column" and "unknown column 'greek'; the columns a card takes: …", two findings for the one column to rename.
    The missing ids are a cause of their own; the greek column is told to be the title."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    sheet = root / WORDS
    rows = sheet.read_text(encoding="utf-8").splitlines()
    sheet.write_text("\n".join(["greek" + rows[0].removeprefix("id,title")] + [r.split(",", 1)[1] for r in rows[1:]]))
    assert [(line, rule, message) for _, line, rule, message in validated(root, GAME)] == [
        (
            1,
            "schema",
            "header row: no 'id' column, which every card needs: add a column named id and give each row a short "
            "name no other row has, in lower-case letters, digits and hyphens (1, 2, 3 … down the column will do)",
        ),
        (
            1,
            "unknown-key",
            "header row: unknown column 'greek'; no column is named 'title', which every card needs: if this one "
            "holds it, rename it",
        ),
    ]


def test_an_article_typed_with_a_latin_o_is_told_the_letter_that_differs(tmp_path):
    """`τo` typed with the keyboard left on English: pnp said "article: 'τo' is not one of: ο, η, το, οι, τα",
    a value that prints as one of the list, with no hint. It is told the article meant and the letter to retype."""
    assert _validated_after(tmp_path, "bread,ψωμί,το,", "bread,ψωμί,τo,") == [
        (
            WORDS,
            2,
            "schema",
            "card 'bread': article: 'τo' is not one of: ο, η, το, οι, τα; did you mean 'το'? Its 'o' is the Latin "
            "letter o (U+006F), where 'το' has the Greek letter ο (U+03BF): they print alike; type it again with "
            "the keyboard set to Greek",
        )
    ]


def test_polytonic_greek_the_title_font_lacks_is_told_the_font_that_draws_it(tmp_path):
    """`ἥλιος` (a breathing and an accent, as a teacher of ancient Greek writes it) in the cards' Vollkorn, in a
    workspace whose fonts.yaml names no fallback family (`fallback: []`; the shipped one sets it in DejaVu Sans):
    pnp said "use another character, an :icon:, or a font that has it" without saying that the shipped Lato has it."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    (root / "fonts").unlink()  # the repository's fonts, linked: a copy of its own to change
    shutil.copytree(Path(__file__).parents[1] / "fonts", root / "fonts")
    edit(root / "fonts" / "fonts.yaml", "fallback: [DejaVu Sans]", "fallback: []")
    edit(root / WORDS, "sun,ήλιος,", "sun,ἥλιος,")
    assert validated(root, GAME) == [
        (
            WORDS,
            20,
            "glyph-missing",
            "card 'sun': word: the font Vollkorn cannot draw 'ἥ' (U+1F25); use another character, an :icon:, or a "
            "font that has it: Lato, Lato Black and DejaVu Sans do (name a family that has it under fallback: in "
            "fonts/fonts.yaml)",
        )
    ]


def test_polytonic_greek_the_title_font_lacks_prints_in_the_fallback(tmp_path):
    assert _validated_after(tmp_path, "sun,ήλιος,", "sun,ἥλιος,") == []


def test_a_sheet_saved_with_its_accents_apart_names_the_cards_the_rules_name(tmp_path):
    """The sheet saved on a Mac writes each accented letter as the letter and its accent (Unicode NFD): they print
    alike, but pnp said the rules' `[[ψωμί]]`, typed whole, "names nothing in Lexi Greek", with no hint. Every
    source is read with its letters composed (NFC)."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    sheet = root / WORDS
    sheet.write_text(unicodedata.normalize("NFD", sheet.read_text(encoding="utf-8")), encoding="utf-8")
    assert "ψωμί" not in sheet.read_text(encoding="utf-8")
    edit(root / f"content/{GAME}/rules.yaml", "read the example sentence with", "read [[ψωμί]]'s sentence with")
    assert validated(root, GAME) == []


def test_greek_set_in_capitals_drops_its_accents(built):
    """The topic's label, "Φαγητό · Food" set `case: upper`, printed ΦΑΓΗΤΌ · FOOD: Greek capitals take no
    accents, and a Greek reader sees a misspelling. It prints ΦΑΓΗΤΟ, and the diaeresis a dropped accent leaves
    (τσάι, ρολόι: ΤΣΑΪ, ΡΟΛΟΪ) where a line's two vowels stay apart."""
    fronts = page_texts(built / "output" / GAME / f"{GAME}-words-a4.pdf")[0]
    assert "ΦΑΓΗΤΟ · FOOD" in fronts and "ΦΑΓΗΤΌ" not in fronts
    from pnp.core.capitals import capitals

    assert capitals("τσάι, ρολόι, ἥλιος, ή") == "ΤΣΑΪ, ΡΟΛΟΪ, ΗΛΙΟΣ, Ή"


def test_a_picture_the_game_has_no_icon_for_is_told_the_icons_there_are(tmp_path):
    """`Tree` in the sheet's icon column, drawn by the front's `icon` element: pnp said "':Tree:' is no icon name
    and would print as written: icon names are lower case", though an element prints no text and there is no
    tree icon in any case. It is an unknown icon, told the icons there are."""
    assert _validated_after(tmp_path, "ψηλό.,nature,A1,noun,\n", "ψηλό.,nature,A1,noun,Tree\n") == [
        (
            WORDS,
            24,
            "icon-unknown",
            "icon, drawn as an icon by template 'lexi-greek/card' element 'picture': unknown icon ':Tree:'; icons "
            f"are SVG files in {GAME}/icons/, templates/icons/ (:beehive:, :book:, :door:, :frog:, :granola-bowl:, "
            ":key:, :rain-cloud:, :rose:, :snail:, :sun:, :wave:)",
        )
    ]


def test_a_topic_named_in_the_plural_is_counted_by_its_singular_in_the_rules(tmp_path):
    """ "There are 5 animal cards" of 6, the topic named Animals (`inventory: {by: topic, names: …}`): pnp read
    "5 Animals cards" as that topic's count, but not the words a teacher writes, and said nothing."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    rules = root / f"content/{GAME}/rules.yaml"
    edit(rules, "      Study alone first:", "      There are 5 animal cards. Study alone first:")
    assert validated(root, GAME) == [
        (
            f"content/{GAME}/rules.yaml",
            line_of(rules, "5 animal cards"),
            "number-disagrees",
            "section 'overview': '5 animal cards' says 5, but Word cards has 6 Animals; write "
            "{{ components.words.cards | selectattr('topic', 'eq', 'animals') | list | length }} so the rules say "
            "what is printed",
        )
    ]


def test_a_field_the_rules_word_list_reads_names_every_card_without_it(tmp_path):
    """The rules' word list read `card.article`, which the verbs and adjectives leave out: pnp named the first
    card without it alone ('eat'), as the loop stops there, so the teacher filled one cell (a verb's article!) to
    be told of the next. It lists all four, as a template reading it does."""
    root = kept_game_workspace(tmp_path, "flash", GAME)
    edit(root / f"content/{GAME}/rules.yaml", "if card.article is defined else", "if card.article else")
    [(file, line, rule, message)] = validated(root, GAME)
    assert (file, line, rule) == (WORDS, 6, "field-missing")
    assert message.startswith("Word cards: 'eat' has no field 'article'"), message
    assert message.endswith("— also missing at 3 more places: words.csv:7, 19, 25"), message


def test_a_sentence_whose_commas_split_its_cell_is_said_at_that_cell(tmp_path):
    """A longer example typed into the file by hand, its commas unquoted: pnp said "this row has 12 cells and the
    header row 10: a cell too many, or a cell holding the separator without quotes around it", leaving the
    teacher to count cells. It names the cell the sentence starts in and quotes it."""
    sentence = "Τρώω ψωμί κάθε πρωί, μαζί με τυρί, ελιές και ντομάτες."
    assert _validated_after(tmp_path, "Τρώω ψωμί κάθε πρωί.", sentence) == [
        (
            WORDS,
            2,
            "csv-syntax",
            "this row has 12 cells and the header row 10: column F ('example') holds text with commas in it, "
            f"'{sentence}', which split it into 3 cells: put the cell in quotes (\"…\"), as a spreadsheet writes it",
        )
    ]

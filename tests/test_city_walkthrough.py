"""Slips found building Blocktown, a card-laying city builder (tests/city keeps it): poker cards of 2 × 4 blocks whose
roads must meet at fixed places on each edge (each road end an `enum` of those places), a scoring goal on each
back, a score pad, and rules with a figure of three cards laid edge to edge (a `diagrams` entry of `piece`
elements): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, finding_lines, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts, word_centres

GAME = "blocktown"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return kept_game_built(tmp_path_factory, "city", GAME)


def blocktown(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "city", GAME)


def test_the_game_validates_clean(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_the_rules_count_the_cards_the_deck_holds(built):
    """The rules' counts are Jinja over the deck, so they agree with the cards kept."""
    for paper in ("letter", "a4"):
        text = " ".join(page_texts(built / "output" / GAME / f"{GAME}-rules-{paper}.pdf"))
        assert "lay 6 city cards" in text and "City cards: 6 cards" in text, text[:400]


def test_a_road_end_off_the_fixed_places_is_said_at_its_line(tmp_path):
    """A road end written N3 (a card's top edge has two places, N1 and N2) is one error at the card's line."""
    root = blocktown(tmp_path)
    cards = root / "content" / GAME / "cards.yaml"
    edit(cards, "roads: [[W3, E3]]", "roads: [[W3, N3]]")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, '[W3, N3]')}:"), said
    assert "N3" in said[0], said


def test_a_figure_just_under_6_pt_is_not_said_to_print_at_6_pt(tmp_path):
    """The card's number set at 9 pt prints at 5.97 pt in the rules' A4 figure of three cards: pnp said "prints its
    smallest text at 6.0 pt on a4, under 6 pt", a size that contradicts itself. It says 5.9 pt now."""
    root = blocktown(tmp_path)
    edit(root / "templates" / GAME / "card.yaml", "    size: 10\n    align: center", "    size: 9\n    align: center")
    said = [row for row in finding_lines(root, "validate", GAME) if row.endswith("[figure-text-small]")]
    assert len(said) == 1 and "at 5.9 pt on a4, under 6 pt" in said[0], said


def test_a_vars_key_misspelt_for_a_list_fields_enum_value_is_one_finding_at_the_key(tmp_path):
    """`prak:` written for `park:` in the card's table of block kinds, looked up by each of a card's `blocks:` (a
    list field whose items' `enum:` allows park): pnp said it 6 times, once at each card's `blocks:` line, "did you
    mean 'prak'?", as if the cards were wrong. It is one error at the table's key, saying to write park."""
    root = blocktown(tmp_path)
    template = root / "templates" / GAME / "card.yaml"
    edit(template, "    park: {fill:", "    prak: {fill:")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/card.yaml:{line_of(template, 'prak:')}: error: "), said
    assert "did you mean 'park'?" in said[0] and "did you mean 'prak'" not in said[0], said


def test_a_piece_drawn_at_its_size_whose_type_is_too_small_is_said_at_its_template_alone(tmp_path):
    """The card's number set at 5 pt: besides the type-too-small error at its `size:`, the rules' diagram drawing
    the cards at 1 × their size warned "draws 'deck/c01' at 1 × its size, so its smallest text prints at 5 pt …
    give it a larger box (or scale:)", which no box cures. A piece drawn at its size or larger leaves its own
    type to the piece's template."""
    root = blocktown(tmp_path)
    template = root / "templates" / GAME / "card.yaml"
    edit(template, "    size: 10\n    align: center", "    size: 5\n    align: center")
    said = finding_lines(root, "validate", GAME)
    assert not [row for row in said if row.startswith(f"templates/{GAME}/layout.yaml")], said
    too_small = [row for row in said if row.endswith("[type-too-small]")]
    assert len(too_small) == 1 and too_small[0].startswith(f"templates/{GAME}/card.yaml:"), said


def test_a_goal_the_rules_name_that_no_card_has_is_said_at_the_rules_line(tmp_path):
    """The rules name goals by card number ("Goal 4"); a game's own check finds "Goal 14" of a deck of six."""
    root = blocktown(tmp_path)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "Goal 4 (Ring Road)", "Goal 14 (Ring Road)")
    said = finding_lines(root, "validate", GAME)
    assert said == [
        f"content/{GAME}/rules.yaml:{line_of(rules, 'Goal 14')}: error: the rules name Goal 14, but no card is "
        "numbered 14 [check:goals-named-exist]"
    ], said


def test_a_vars_table_lacking_a_value_a_list_fields_enum_allows_is_one_finding_at_the_table(tmp_path):
    """The card's table of block kinds without its `park:` row: pnp said it once at each card's `blocks:` line.
    It is one error at the table (its first row), saying to add park: to it."""
    root = blocktown(tmp_path)
    template = root / "templates" / GAME / "card.yaml"
    edit(template, '    park: {fill: "#b9dea0", ink: "#2f6b1f", icon: tree}\n', "")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1 and said[0].startswith(f"templates/{GAME}/card.yaml:{line_of(template, '    res: {')}: "), (
        said
    )
    assert "add park: to the table" in said[0], said


def test_an_icon_named_by_the_block_kind_lists_the_games_icons(tmp_path):
    """`:park:` written in the rules for the park's icon, `tree.svg`: pnp said "unknown icon ':park:'; icons are SVG
    files in blocktown/icons/, templates/icons/", leaving the designer to open the folder. It lists the game's five
    icons."""
    root = blocktown(tmp_path)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "3 parks beside homes", "3 :park: parks beside homes")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/rules.yaml:{line_of(rules, ':park:')}: "), said
    assert "templates/icons/ (:factory:, :house:, :road:, :shop:, :tree:) [icon-unknown]" in said[0], said


def test_a_short_table_alone_on_the_last_page_is_not_parted_to_balance_its_columns(built):
    """The icon legend (five rows) alone on the rules' last page: balancing the page's two columns set two rows
    under its header in one column and the header again over three in the other, on a page otherwise empty. A
    table of eight rows or fewer is kept whole; the columns stay uneven."""
    for paper in ("letter", "a4"):
        rules = built / "output" / GAME / f"{GAME}-rules-{paper}.pdf"
        last = len(page_texts(rules)) - 1
        assert len(word_centres(rules, last, "Meaning")) == 1, paper  # its header once
        rows = [
            x
            for word in ("residential", "commercial", "industrial", "park.", "road.")
            for x, _ in word_centres(rules, last, word)
        ]
        assert len(rows) == 5 and max(rows) - min(rows) < 30, (paper, rows)  # every row in one column

"""Slips found building Bond Street, a chemistry teacher's card game of element cards (from a spreadsheet) and
compound cards whose formulas print subscripts and charges (H₂O, SO₄²⁻) and whose recipe names element cards by
their ids as the keys of a mapping, ``recipe: {h: 2, o: 1}`` (tests/science keeps it): each test fails on pnp
before its fix."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import REPO, edit, kept_game_built, kept_game_workspace, line_of, run_pnp, validated
from pdfread import char_fonts, page_texts

GAME = "bond-street"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "science", GAME)


def test_the_game_validates_clean_and_prints_its_formulas(built):
    """Subscripts and charges are written as the Unicode characters (₂, ⁴, ²⁻, →) and print as written, in the
    card's formula, its reaction and the rulebook's scoring table."""
    assert validated(built, GAME) == []
    out = built / "output" / GAME
    cards = " ".join(page_texts(out / f"{GAME}-compounds-a4.pdf"))
    for formula in ("H₂O", "NH₄⁺", "SO₄²⁻", "C₆H₁₂O₆", "2H₂ + O₂ → 2H₂O"):
        assert formula in cards, formula
    rules = " ".join(page_texts(out / f"{GAME}-rules-letter.pdf"))
    assert "SO₄²⁻" in rules and "6 C, 12 H, 6 O" in rules, rules


def test_a_recipe_keys_unknown_element_is_said_at_the_key_not_at_the_template(tmp_path):
    """`recipe: {na: 1, fe: 1}`, an element with no card, looked up by the compound card's template
    (`components.elements.entries | by_id(el)` over `card.recipe.items()`), while another row of the sheet has a
    slip of its own (`nonmetals`, so the rules and checks wait): pnp said the id at the template's line, quoting
    the whole Jinja loop, as if the template were wrong. It is said at the recipe the compound writes, as a rule
    text reading the same key already said it."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    compounds = root / "content" / GAME / "compounds.yaml"
    edit(compounds, "recipe: {na: 1, cl: 1}", "recipe: {na: 1, fe: 1}")
    edit(root / "content" / GAME / "elements.csv", "o,O,Oxygen,8,15.999,nonmetal,", "o,O,Oxygen,8,15.999,nonmetals,")
    said = sorted(validated(root, GAME))
    assert [(file, rule) for file, _, rule, _ in said] == [
        (f"content/{GAME}/compounds.yaml", "expression"),
        (f"content/{GAME}/elements.csv", "schema"),
    ], said
    assert said[0][1] == line_of(compounds, "fe: 1"), said
    assert said[0][3].startswith("recipe: no entry of elements has id 'fe'"), said


def test_an_equilibrium_arrow_lato_lacks_prints_in_the_fallback_family(tmp_path):
    """Lato has → but not ⇌ (U+21CC): a reaction's arrow the card's face cannot draw was a glyph-missing error at
    the compound's line. It prints, set in fonts.yaml's fallback family (DejaVu Sans), the reaction's other
    characters in Lato."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    compounds = root / "content" / GAME / "compounds.yaml"
    edit(compounds, "NH₃ + H⁺ → NH₄⁺ (it goes both ways)", "NH₃ + H⁺ ⇌ NH₄⁺")
    assert validated(root, GAME) == []
    assert run_pnp(root, "build", GAME).exit_code == 0
    cards = root / "output" / GAME / f"{GAME}-compounds-a4.pdf"
    assert "NH₃ + H⁺ ⇌ NH₄⁺" in " ".join(page_texts(cards))
    set_in = char_fonts(cards)
    assert set_in["⇌"] == {"DejaVuSans"} and "DejaVuSans" not in set_in["⁺"] | set_in["₃"], set_in


def test_a_symbol_written_for_an_id_in_a_recipe_gets_the_id_meant(tmp_path):
    """`recipe: {N: 1, h: 4}`: the symbol where the id `n` is meant (ids are lower case). Said at the compound's
    recipe with "did you mean 'n'?", not at the template."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    compounds = root / "content" / GAME / "compounds.yaml"
    edit(compounds, "recipe: {n: 1, h: 4}", "recipe: {N: 1, h: 4}")
    said = validated(root, GAME)
    assert [(f, line) for f, line, _, _ in said] == [(f"content/{GAME}/compounds.yaml", line_of(compounds, "N: 1"))]
    assert "did you mean 'n'?" in said[0][3], said


def test_an_element_id_written_as_its_symbol_is_one_finding_at_its_row(tmp_path):
    """`Na` in the sheet's id column, the symbol where the id `na` is meant: its row is refused (an id is lower
    case), and the compound card's template looking `na` up for salt's recipe said a second error at its own line,
    "no entry of elements has id 'na'; did you mean 'n'?", pointing at sodium's neighbour. The row's finding is the
    one; the lookup waits for its fix."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    edit(root / "content" / GAME / "elements.csv", "na,Na,", "Na,Na,")
    said = validated(root, GAME)
    assert [(file, line, rule) for file, line, rule, _ in said] == [(f"content/{GAME}/elements.csv", 8, "schema")], said


def test_a_recipe_needing_more_cards_than_printed_is_said_at_the_element_row(tmp_path):
    """The game's own check `enough-element-cards` (not a slip): glucose, C₆H₁₂O₆, needs 12 hydrogen cards; a sheet
    printing 4 is one finding at hydrogen's row with the numbers, "(found 12, expected at most 4)"."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    edit(root / "content" / GAME / "elements.csv", "nonmetal,1,1,12", "nonmetal,1,1,4")
    said = validated(root, GAME)
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        (f"content/{GAME}/elements.csv", 2, "check:enough-element-cards")
    ], said
    assert "found 12, expected at most 4" in said[0][3], said


def test_two_characters_the_rules_font_lacks_at_one_line_are_one_finding(tmp_path):
    """The rulebook's text face set to Vollkorn, which has no superscript signs, and no fallback family for it
    (`fallback: []`): the scoring table, written by one `{% for %}`, holds NH₄⁺ and SO₄²⁻, and pnp said two errors
    at its section's text, one for '⁺' and one for '⁻', for one cause. It is one finding naming both."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    (root / "fonts").unlink()  # the repository's fonts, linked: a copy of its own to change
    shutil.copytree(REPO / "fonts", root / "fonts")
    edit(root / "fonts" / "fonts.yaml", "fallback: [DejaVu Sans]", "fallback: []")
    edit(root / "templates" / GAME / "rules.yaml", "text: Lato", "text: Vollkorn")
    said = validated(root, GAME)
    rules = root / "content" / GAME / "rules.yaml"
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        (f"content/{GAME}/rules.yaml", line_of(rules, "text: |@4"), "glyph-missing")
    ], said
    assert "'⁺' (U+207A) or '⁻' (U+207B)" in said[0][3], said


def test_the_signs_vollkorn_lacks_print_in_the_fallback_family(tmp_path):
    """The rulebook's text face set to Vollkorn with the shipped fonts.yaml: the scoring table's ⁺ and ⁻ print in
    its fallback family, DejaVu Sans, the formulas' letters and digits in Vollkorn."""
    root = kept_game_workspace(tmp_path, "science", GAME)
    edit(root / "templates" / GAME / "rules.yaml", "text: Lato", "text: Vollkorn")
    assert validated(root, GAME) == []
    assert run_pnp(root, "build", GAME).exit_code == 0
    rules = root / "output" / GAME / f"{GAME}-rules-a4.pdf"
    assert "NH₄⁺" in " ".join(page_texts(rules)) and "SO₄²⁻" in " ".join(page_texts(rules))
    set_in = char_fonts(rules)
    assert set_in["⁺"] == set_in["⁻"] == {"DejaVuSans"} and set_in["₄"] == {"Vollkorn-Regular"}, set_in

"""Fallback font families: a character the chosen family lacks (a chemistry card's ⇌, a card game's ♠, Vollkorn's
missing ⁺) is set in the first family of fonts.yaml's ``fallback:`` that has it, DejaVu Sans as shipped, at the
same size on the same baseline. Before it, each was a ``glyph-missing`` error: nothing printed."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import edit, error_lines, line_of, new_game, run_pnp, the_error, validated
from pdfread import char_fonts, embedded_font_sizes, fonts, page_texts, printed_chars

REACTION = "H⁺ ⇌ NH₄⁺ ♠"
FULL_DEJAVU = (Path(__file__).parents[1] / "fonts" / "dejavu" / "DejaVuSans.ttf").stat().st_size


def _with_symbols(root: Path) -> Path:
    """The demo game with the reaction and a spade on a card (Lato) and in the rules, set in Vollkorn (which
    has ⇌ but not ⁺), a **bold** spade among them; its root."""
    edit(root / "content/demo/cards.yaml", 'text: "Draw a card. Gain :star:."', f'text: "Draw a card. {REACTION}"')
    edit(
        root / "content/demo/rules.yaml",
        "Collect the most :star: before the deck runs out.",
        f"Collect the most :star: before the deck runs out: {REACTION} **♠ wins**.",
    )
    edit(root / "templates/demo/rules.yaml", "text: Lato", "text: Vollkorn")
    return root


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo game with the symbols, validated clean and built: its output folder."""
    root = _with_symbols(new_game(tmp_path_factory.mktemp("fallback")))
    assert validated(root, "demo") == []
    result = run_pnp(root, "build", "demo")
    assert result.exit_code == 0, result.output
    return root / "output" / "demo"


def test_a_card_prints_what_lato_lacks_in_the_fallback_and_the_rest_in_lato(built):
    deck = built / "demo-deck-a4.pdf"
    assert REACTION in " ".join(page_texts(deck))
    set_in = char_fonts(deck)
    assert set_in["⇌"] == set_in["♠"] == {"DejaVuSans"}, set_in
    assert set_in["⁺"] <= {"Lato-Regular", "Lato-Bold"} and "DejaVuSans" not in set_in["N"], set_in
    assert "DejaVuSans" not in set_in["D"] and "DejaVuSans" not in set_in["w"], set_in


def test_a_rulebook_line_prints_what_vollkorn_lacks_in_the_fallback_bold_in_its_bold(built):
    rules = built / "demo-rules-a4.pdf"
    text = " ".join(page_texts(rules))
    assert REACTION in text and "♠ wins" in text, text
    set_in = char_fonts(rules)
    assert set_in["⁺"] == {"DejaVuSans"} and set_in["⇌"] == {"Vollkorn-Regular"}, set_in
    assert set_in["♠"] == {"DejaVuSans", "DejaVuSans-Bold"}, set_in  # the plain spade, and the **bold** one
    assert set_in["N"] == set_in["₄"] == {"Vollkorn-Regular"}, set_in  # the reaction's other characters


def test_the_fallback_is_embedded_as_a_subset(built):
    for pdf in (built / "demo-deck-a4.pdf", built / "demo-rules-a4.pdf"):
        assert all(fonts(pdf).values()), fonts(pdf)
        sizes = {name: size for name, size in embedded_font_sizes(pdf).items() if "DejaVuSans" in name}
        assert sizes and all(name.startswith("/AAAAAA+") for name in sizes), sizes  # the subset's tag
        assert all(size < FULL_DEJAVU / 10 for size in sizes.values()), (sizes, FULL_DEJAVU)


def test_the_fallback_glyph_sits_on_the_line_at_its_size(built):
    """⇌ and ♠ stand on the baseline of the card's words at their size (pdfium reads each character's origin
    and size); the rendered page shows them, no box."""
    pdf = pdfium.PdfDocument(str(built / "demo-deck-a4.pdf"))
    try:
        chars = printed_chars(pdf[0])
    finally:
        pdf.close()
    line = [(y, size, char) for _, y, size, char in chars if char in "H⇌N♠"]
    for arrow in (row for row in line if row[2] in "⇌♠"):
        near = [row for row in line if row[2] in "HN" and abs(row[0] - arrow[0]) < 3]
        assert near, (arrow, line)
        assert all(abs(y - arrow[0]) < 0.01 and abs(size - arrow[1]) < 0.01 for y, size, _ in near), (arrow, near)


def test_a_game_that_lacks_no_glyph_embeds_no_fallback(tmp_path):
    root = new_game(tmp_path)
    assert run_pnp(root, "build", "demo").exit_code == 0
    for pdf in (root / "output" / "demo").glob("*.pdf"):
        assert not any("DejaVu" in name for name in fonts(pdf)), fonts(pdf)


def test_a_character_no_family_of_the_chain_has_is_one_glyph_missing_naming_the_fallback(tmp_path):
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, 'text: "Draw a card. Gain :star:."', 'text: "Draw a card. Gain 🐉 ⇌ :star:."')
    said = the_error(root)
    assert f"cards.yaml:{line_of(cards, '🐉')}: error: " in said and said.endswith("[glyph-missing]"), said
    assert "cannot draw '🐉' (U+1F409), nor can its fallback DejaVu Sans" in said, said
    assert "fallback: in fonts/fonts.yaml" in said, said


@pytest.mark.parametrize(
    ("written", "said"),
    [
        (
            "fallback: [DejaVu San]",
            "fallback: unknown font family 'DejaVu San'; did you mean 'DejaVu Sans'? [font-unknown]",
        ),
        # ``fallbacks:`` set no fallback and said nothing: the characters it was for were glyph-missing errors
        ("fallbacks: [DejaVu Sans]", "fonts.yaml: unknown key 'fallbacks'; did you mean 'fallback'? [unknown-key]"),
    ],
    ids=["family", "top-level key"],
)
def test_a_misspelt_fallback_is_one_finding_at_its_line(tmp_path, written, said):
    root = new_game(tmp_path)
    manifest = root / "fonts/fonts.yaml"
    edit(manifest, "fallback: [DejaVu Sans]", written)
    assert the_error(root) == f"fonts/fonts.yaml:{line_of(manifest, written)}: error: {said}"


def test_a_fallback_whose_file_is_missing_is_one_finding_at_its_line_when_a_text_needs_it(tmp_path):
    """No glyph-missing for the arrow beside it: the missing file is the one cause. A game that needs no
    fallback character builds as before (a face no game uses stops nothing)."""
    root = new_game(tmp_path)
    (root / "fonts/dejavu/DejaVuSans.ttf").unlink()
    assert validated(root, "demo") == []
    edit(root / "content/demo/cards.yaml", 'text: "Draw a card. Gain :star:."', 'text: "Draw a card. ⇌ :star:."')
    said = the_error(root)
    line = line_of(root / "fonts/fonts.yaml", "regular: dejavu/DejaVuSans.ttf")
    assert said.startswith(f"fonts/fonts.yaml:{line}: error: font file 'dejavu/DejaVuSans.ttf' not found"), said


def test_a_family_of_its_own_fallback_list_replaces_the_shipped_one(tmp_path):
    """`fallback: []` under Vollkorn: its ⁺ is a glyph-missing error again, which says a fallback may be named."""
    root = new_game(tmp_path)
    manifest = root / "fonts/fonts.yaml"
    edit(
        manifest,
        "    regular: vollkorn/Vollkorn-Regular.ttf\n",
        "    regular: vollkorn/Vollkorn-Regular.ttf\n    fallback: []\n",
    )
    edit(root / "templates/demo/rules.yaml", "text: Lato", "text: Vollkorn")
    rules = root / "content/demo/rules.yaml"
    edit(rules, "before the deck runs out.", "before the deck runs out: H⁺.")
    (said,) = error_lines(root)
    assert f"rules.yaml:{line_of(rules, 'H⁺')}: error: " in said and "[glyph-missing]" in said, said
    assert "the font Vollkorn cannot draw '⁺' (U+207A); " in said and "fallback: in fonts/fonts.yaml" in said, said


def test_a_right_to_left_word_is_never_set_in_the_fallback(tmp_path):
    """DejaVu Sans has Hebrew letters, but pnp sets a line left to right: set in the fallback, מבוך would print
    backwards. Its letters stay glyph-missing errors (one a letter, as on a card), which name no fallback: none
    would help."""
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, 'text: "Draw a card. Gain :star:."', 'text: "Draw a card. מבוך :star:."')
    said = error_lines(root)
    assert said == error_lines(root, "build") and len(said) == len(set("מבוך")), said
    for line in said:
        assert f"cards.yaml:{line_of(cards, 'מבוך')}: error: " in line and line.endswith("[glyph-missing]"), line
        assert "the font Lato cannot draw" in line and "fallback" not in line, line

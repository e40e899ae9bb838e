"""Four slips a designer met: an *italic* character set in the fallback family printed upright; ``tuckbox:
{art: back}`` was a template-missing for a template called 'back'; game.yaml's top-level ``tuckbox:`` refused
``art:``; ``tuckbox:`` on tiles or tokens was silently ignored."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, new_game, run_pnp, validated
from pdfread import char_fonts


def test_an_italic_character_the_family_lacks_is_set_in_the_fallback_s_oblique(tmp_path: Path) -> None:
    """A spade among *italic* words of a card (Lato, which lacks it) is set in DejaVu Sans Oblique, a **bold
    italic** one in its bold oblique; the plain one stays upright."""
    root = new_game(tmp_path)
    edit(root / "content/demo/cards.yaml", 'text: "Draw a card. Gain :star:."', 'text: "♠ *lead ♥* ***trump ♦***"')
    assert validated(root, "demo") == []
    assert run_pnp(root, "build", "demo").exit_code == 0
    set_in = char_fonts(root / "output/demo/demo-deck-a4.pdf")
    assert set_in["♠"] == {"DejaVuSans"}, set_in
    assert set_in["♥"] == {"DejaVuSans-Oblique"}, set_in
    assert set_in["♦"] == {"DejaVuSans-BoldOblique"}, set_in
    assert "Lato-Italic" in set_in["l"] and "Lato-BoldItalic" in set_in["u"], set_in  # the words around them

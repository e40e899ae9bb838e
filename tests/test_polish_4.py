"""Four slips a designer met: an *italic* character set in the fallback family printed upright; ``tuckbox:
{art: back}`` was a template-missing for a template called 'back'; game.yaml's top-level ``tuckbox:`` refused
``art:``; ``tuckbox:`` on tiles or tokens was silently ignored."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, line_of, new_game, run_pnp, validated
from pdfread import char_fonts, page_texts


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


def _deck_writes(root: Path, line: str) -> Path:
    """The demo deck given ``line`` (``tuckbox: …``) under its ``kind: deck``; game.yaml's path."""
    game = root / "content/demo/game.yaml"
    edit(game, "    kind: deck\n", f"    kind: deck\n    {line}\n")
    return game


def test_art_back_with_a_back_every_card_shares_says_the_box_shows_it_already(tmp_path: Path) -> None:
    root = new_game(tmp_path)
    game = _deck_writes(root, "tuckbox: {art: back}")
    assert validated(root, "demo") == [
        (
            "content/demo/game.yaml",
            line_of(game, "art: back"),
            "template-missing",
            "deck 'deck': tuckbox art 'back': art: names a template, and the game has none called 'back'; the cards' "
            "back, demo/back, covers the box's panels without art: (every card shares it): remove art:",
        )
    ]


def test_art_back_with_a_back_that_reads_the_card_says_to_extend_it(tmp_path: Path) -> None:
    """The README's way: a template that extends the back and leaves out what tells a card apart, in the one
    finding (before it, a template 'back' not found, and nothing more)."""
    root = new_game(tmp_path)
    edit(root / "templates/demo/back.yaml", 'text: "{{ game.title }}"', 'text: "{{ card.suit }}"')
    game = _deck_writes(root, "tuckbox: {art: back}")
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == ("content/demo/game.yaml", line_of(game, "art: back"), "template-missing"), message
    assert message.endswith(
        "the cards' back, demo/back, reads the card in element 'name' (text:), which no box may show: make a "
        "template templates/demo/box.yaml that extends: demo/back and leaves that out, and name it here "
        "(art: demo/box)"
    ), message


SPARES = """  - id: spares
    kind: deck
    title: Spares
    source: cards.yaml
    face: demo/card
    back: demo/back
    fields:
      suit: {enum: [sun, moon]}
"""


def _two_decks(root: Path, spares: str, game_line: str) -> Path:
    """The demo game with a second deck, Spares (``spares``: its further lines), ``game_line`` at game.yaml's top
    level, and two art templates like the back that print GAME ART and OWN ART; game.yaml's path."""
    game = root / "content/demo/game.yaml"
    edit(game, "  - id: rules\n", SPARES + spares + "  - id: rules\n")
    edit(game, "checks:\n", f"{game_line}\nchecks:\n")
    for name, words in (("box", "GAME ART"), ("own", "OWN ART")):
        (root / f"templates/demo/{name}.yaml").write_text(
            f'extends: demo/back\nelements:\n  name: {{text: "{words}"}}\n', encoding="utf-8"
        )
    return game


def test_the_game_s_tuckbox_art_covers_every_deck_s_box_and_a_deck_s_own_wins(tmp_path: Path) -> None:
    root = new_game(tmp_path)
    _two_decks(root, "    tuckbox: {art: demo/own}\n", "tuckbox: {clearance: 1, art: demo/box}")
    assert validated(root, "demo") == []
    result = run_pnp(root, "export", "tuckbox", "demo", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    boxes = tmp_path / "out/demo/tuckbox"
    shown = {pdf.name: " ".join(page_texts(pdf)) for pdf in sorted(boxes.glob("*.pdf"))}
    assert set(shown) == {"deck-tuckbox-a4.pdf", "spares-tuckbox-a4.pdf"}, shown
    assert "GAME ART" in shown["deck-tuckbox-a4.pdf"] and "OWN ART" not in shown["deck-tuckbox-a4.pdf"], shown
    assert "OWN ART" in shown["spares-tuckbox-a4.pdf"] and "GAME ART" not in shown["spares-tuckbox-a4.pdf"], shown


def test_the_game_s_tuckbox_art_is_said_once_at_its_line_and_skips_a_deck_in_another_s_box(tmp_path: Path) -> None:
    root = new_game(tmp_path)
    game = _two_decks(root, "    tuckbox: {with: deck}\n", "tuckbox: {art: demo/boxx}")
    assert validated(root, "demo") == [
        (
            "content/demo/game.yaml",
            line_of(game, "art: demo/boxx"),
            "template-missing",
            "template 'demo/boxx' not found in templates/; did you mean 'demo/box'?",
        )
    ]
    edit(game, "art: demo/boxx", "art: demo/box")
    assert validated(root, "demo") == []  # Spares go in the deck's box: the game's art asks nothing of them


def test_tuckbox_on_tokens_is_a_finding_at_its_line(tmp_path: Path) -> None:
    """Tuck boxes hold decks: ``tuckbox:`` on tokens made no box and said nothing; ``tuckbox: false`` asks for
    none and is fine."""
    root = new_game(tmp_path)
    game = root / "content/demo/game.yaml"
    markers = SPARES.replace("spares", "markers").replace("kind: deck", "kind: tokens").replace("Spares", "Markers")
    edit(game, "  - id: rules\n", markers + "    tuckbox: {thickness: 0.5}\n  - id: rules\n")
    assert validated(root, "demo") == [
        (
            "content/demo/game.yaml",
            line_of(game, "tuckbox: {thickness: 0.5}"),
            "tuckbox-kind",
            "tokens 'markers': tuckbox: a tuck box holds a deck of cards (kind: deck), and pnp export tuckbox makes "
            "none for kind: tokens: remove tuckbox: (tokens go in a bag or a small box), or make them kind: "
            "deck if they are cards",
        )
    ]
    edit(game, "tuckbox: {thickness: 0.5}", "tuckbox: false")
    assert validated(root, "demo") == []

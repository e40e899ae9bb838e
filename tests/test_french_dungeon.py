"""What a walkthrough of a French dungeon crawler left (helper W16): English words in a French game's prints and
exports, read back from the built PDFs and the TTS export."""

from __future__ import annotations

import json

import pytest
from conftest import edit, kept_game_workspace, run_pnp
from pdfread import page_texts
from test_dice import dice_workspace

from pnp.core.words import FRENCH, GERMAN

NNBSP = "\u202f"


def test_the_scale_bar_of_a_letter_sheet_is_labelled_in_the_games_language(tmp_path):
    # Before: "1 in" on every letter page, whatever the language (papers.yaml's label, no words: key).
    root = kept_game_workspace(tmp_path, "french", "labyrinthe")
    result = run_pnp(root, "build", "labyrinthe", "--paper", "letter", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdfs = sorted((tmp_path / "out" / "labyrinthe").glob("*.pdf"))
    assert len(pdfs) >= 4
    for pdf in pdfs:
        for number, text in enumerate(page_texts(pdf), 1):
            assert "1 pouce" in text and "1 in" not in text, (pdf.name, number, text)
    assert (FRENCH["ruler_inch"], GERMAN["ruler_inch"], FRENCH["ruler_mm"]) == ("1 pouce", "1 Zoll", "25 mm")


def test_the_component_list_says_how_many_of_each_group_in_french(tmp_path):
    # Before: "60 jetons, 15 × 4 couleurs de joueur".
    root = kept_game_workspace(tmp_path, "french", "labyrinthe")
    result = run_pnp(root, "build", "labyrinthe", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    rules = " ".join(page_texts(tmp_path / "out" / "labyrinthe" / "labyrinthe-rules-a4.pdf"))
    assert f"Jetons{NNBSP}: 60 jetons, 4 couleurs de joueur, 15 de chaque" in rules, rules
    assert "×" not in rules


def test_the_tts_export_describes_decks_in_the_games_words_and_decimal_mark(tmp_path):
    # Before: "12 tiles, 50.8 × 50.8 mm rectangle" (the kind's English noun, a decimal point).
    root = kept_game_workspace(tmp_path, "french", "labyrinthe")
    edit(root / "templates/labyrinthe/tuile.yaml", "size: [50, 50]", "size: [50.8, 50.8]")
    assert run_pnp(root, "export", "tts", "labyrinthe").exit_code == 0
    saved = json.loads((root / "output/labyrinthe/tts/labyrinthe.json").read_text(encoding="utf-8"))
    described = {obj["Nickname"]: obj["Description"] for obj in saved["ObjectStates"]}
    assert described["Tuiles"] == "12 tuiles, 50,8 × 50,8 mm", described
    assert described["Cartes Action"].startswith("5 cartes Action, 63,5 × 88,9 mm"), described


def test_the_tts_note_on_dice_is_in_the_games_language(tmp_path):
    # Before: "Not exported: Plain dice, Marked dice (dice). Make each a Custom Dice object …" in a French game.
    root = dice_workspace(tmp_path)
    edit(root / "content/dice/game.yaml", "title: Dice Test\n", "title: Dice Test\nlanguage: fr\n")
    assert run_pnp(root, "export", "tts", "dice").exit_code == 0
    saved = json.loads((root / "output/dice/tts/dice.json").read_text(encoding="utf-8"))
    assert saved["Note"] == (
        f"Non exportés{NNBSP}: Plain dice, Marked dice (dés). Faire de chacun un objet Custom Dice dans TTS à "
        f"partir de ses faces{NNBSP}: pnp export proof les montre."
    )


def test_a_portrait_on_a_standees_face_and_back_is_one_resolution_warning(tmp_path):
    # Before: two warnings at figurines.yaml:2 with the same numbers, "standee 'voleur'" and "back of standee
    # 'voleur'" (one per template), for one picture to redraw.
    from PIL import Image

    root = kept_game_workspace(tmp_path, "french", "labyrinthe")
    game = root / "content/labyrinthe"
    (game / "art").mkdir()
    Image.new("RGB", (90, 120), "#806040").save(game / "art" / "voleur.png")
    (game / "figurines.yaml").write_text(
        "standees:\n  - {id: mage, title: Mage}\n  - {id: voleur, title: Voleur, portrait: voleur.png}\n",
        encoding="utf-8",
    )
    (root / "templates/labyrinthe/figurine.yaml").write_text(
        "size: [25, 45]\nelements:\n"
        "  portrait: {when: '{{ card.portrait is defined }}', type: image, src: '{{ card.portrait }}', x: 2.5, "
        "y: 3, w: 20, h: 28}\n"
        "  nom: {type: text, text: '{{ card.title }}', x: 2, y: 33, w: 21, h: 9, size: 7, align: center}\n",
        encoding="utf-8",
    )
    (root / "templates/labyrinthe/figurine-dos.yaml").write_text("extends: labyrinthe/figurine\n", encoding="utf-8")
    edit(
        game / "game.yaml",
        "  - id: rules\n",
        "  - id: figurines\n    kind: standees\n    title: Figurines\n    source: figurines.yaml\n"
        "    face: labyrinthe/figurine\n    back: labyrinthe/figurine-dos\n"
        "    fields:\n      portrait: {type: string}\n  - id: rules\n",
    )
    for args in (("validate",), ("build", "--paper", "a4", "--out", str(tmp_path / "out"))):
        result = run_pnp(root, args[0], "labyrinthe", *args[1:])
        found = [row for row in result.output.splitlines() if "[image-resolution]" in row]
        assert found == [
            "content/labyrinthe/figurines.yaml:3: warning: standee 'voleur': element 'portrait': image 'voleur.png' is "
            "90 × 120 px printed 20 × 26.7 mm, at 114 ppi: it prints blurred (a home printer: 150 ppi at least); "
            "give it 237 × 315 px (300 ppi), or print it smaller [image-resolution]"
        ], result.output


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "fr",
            [
                "Pioche : 12 cartes, 2 couleurs, 6 de chaque",
                "Un point. Le joueur qui en a le plus gagne.",
                "2 à 4 joueurs",
                "Conception : Votre nom",
                "Édition à imprimer soi-même",
            ],
        ),
        (
            "de",
            [
                "Stapel: 12 Karten, je 6 in 2 Farben",
                "Ein Punkt. Wer die meisten hat, gewinnt.",
                "2–4 Spieler",
                "Seite 1",
            ],
        ),
    ],
)
def test_pnp_new_starts_a_game_in_french_or_german(tmp_path, language, said):
    # Before: no --language; a French designer started from "Dawn", "Deck: 12 cards", "2–4 players", "page 1".
    root = tmp_path / "studio"
    root.mkdir()
    assert run_pnp(root, "new", "jeu", "--language", language).exit_code == 0
    checked = run_pnp(root, "validate", "jeu")
    assert checked.exit_code == 0 and "0 errors, 0 warnings" in checked.output, checked.output
    built = run_pnp(root, "build", "jeu", "--paper", "a4")
    assert built.exit_code == 0 and "warning" not in built.output, built.output
    rules = " ".join(" ".join(page_texts(root / "output/jeu/jeu-rules-a4.pdf")).split())
    deck = " ".join(" ".join(page_texts(root / "output/jeu/jeu-deck-a4.pdf")).split())
    for words in said:
        assert words in rules, (words, rules)
    for english in ("Dawn", "Sun", "Moon", "players", "Deck", "print", "Rules", "suits"):
        assert english not in rules + deck, english
    assert ("Aube" if language == "fr" else "Morgengrauen") in deck


@pytest.mark.parametrize(("own", "said"), [("", "1,5 heure, 0,25 pouce, 2 tours"), ("words: {decimal: '.'}\n", "1.5")])
def test_the_number_filter_writes_a_content_number_with_the_games_decimal_mark(tmp_path, own, said):
    # Before: no such filter; {{ 1.5 }} printed "1.5" in a French game.
    root = kept_game_workspace(tmp_path, "french", "labyrinthe")
    game = root / "content/labyrinthe"
    edit(game / "game.yaml", "title: Le Labyrinthe\n", "title: Le Labyrinthe\n" + own)
    rules = game / "regles.yaml"
    rules.write_text(
        rules.read_text(encoding="utf-8")
        + "      Une partie dure {{ 1.5 | number }} heure, {{ 0.25 | number(2) }} pouce, {{ 2.0 | number }} tours.\n"
    )
    result = run_pnp(root, "build", "labyrinthe", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    text = " ".join(" ".join(page_texts(tmp_path / "out/labyrinthe/labyrinthe-rules-a4.pdf")).split())
    assert f"Une partie dure {said}" in text, text

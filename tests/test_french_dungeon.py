"""What a walkthrough of a French dungeon crawler left (helper W16): English words in a French game's prints and
exports, read back from the built PDFs and the TTS export."""

from __future__ import annotations

import json

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

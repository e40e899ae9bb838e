"""The typed-count check (``number-typed``, ``number-disagrees``) in German rule text (``language: de``).

tests/numbers_corpus_de.yaml holds German rule sentences over a small German game (tests/german: 12
Wortkarten, 2 Kategoriekarten, 30 Plättchen of two colours, a Punkteblock of 4 Blätter): counts said
the German way, right and wrong, in digits and in words ("es gibt 12 Wortkarten", "alle zehn
Wortkarten", "der Stapel hat 12 Wortkarten", "jeder Spieler hat 15 Plättchen"), and amounts that are
no counts ("jeder Spieler zieht 5 Karten", "würfle 2 Würfel", "3 Felder weit"), which must give none.
Its findings are recorded as test_numbers_corpus.py records the English corpus's
(``PNP_RECORD_CORPUS=1`` records them anew; read the diff).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import kept_game_workspace, loaded_game, run_pnp
from pdfread import page_texts
from test_numbers_corpus import agrees_with_corpus, findings_of

from pnp.core.numerals import NUMERALS, InDigits, german_spelled, german_value
from pnp.model import Game

HERE = Path(__file__).parent
CORPUS = HERE / "numbers_corpus_de.yaml"
HEADER = "# German rule text and the typed-count findings it gives: see tests/test_numbers_german.py.\n"


def german_workspace(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "german", "wortjagd")


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return loaded_game(german_workspace(tmp_path_factory.mktemp("de")), "wortjagd")


def test_german_rule_text_gives_the_typed_count_findings_recorded(game):
    found = agrees_with_corpus(CORPUS, HEADER, lambda case: game)
    assert sum(bool(f) for f in found) >= 30 and sum(not f for f in found) >= 30  # findings, and texts with none


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "null"),
        (1, "eins"),
        (11, "elf"),
        (16, "sechzehn"),
        (17, "siebzehn"),
        (21, "einundzwanzig"),
        (30, "dreißig"),
        (67, "siebenundsechzig"),
        (100, "einhundert"),
        (101, "einhunderteins"),
        (116, "einhundertsechzehn"),
        (999, "neunhundertneunundneunzig"),
        (1000, "1000"),
    ],
)
def test_german_numbers_are_spelled_and_read_back(number, words):
    assert german_spelled(number) == words
    if number < 1000:
        assert german_value(words.upper()) == number
        read = InDigits.of(f"die {words.title()} Karten", NUMERALS["de"])
        assert read.text == f"die {number} Karten" and read.as_written(4, len(read.text)) == f"{words.title()} Karten"


def test_every_german_number_word_reads_back_and_the_article_is_not_a_number():
    assert all(german_value(german_spelled(n)) == n for n in range(1000))
    assert german_value("hundert") == german_value("einhundert") == 100 and german_value("hundertundeins") == 101
    read = InDigits.of(
        "Zieht eine Karte, dann die zweite; ein Achteck und zwei Dreiecke, Elf und DREISSIG", NUMERALS["de"]
    )
    assert read.text == "Zieht eine Karte, dann die zweite; ein Achteck und 2 Dreiecke, 11 und 30"


@pytest.mark.parametrize(
    ("number", "gender", "words"),
    [
        (1, None, "eins"),
        (1, "f", "eine"),
        (1, "m", "ein"),
        (1, "n", "ein"),
        (21, "f", "einundzwanzig"),
        (101, "f", "einhunderteine"),
    ],
)
def test_before_a_noun_eins_takes_its_gender(number, gender, words):
    assert german_spelled(number, gender) == words


def test_spelled_writes_german_in_a_german_game(tmp_path):
    root = german_workspace(tmp_path)
    rules = root / "content" / "wortjagd" / "rules.yaml"
    spelled = (
        "Der Punkteblock hat {{ components.block.cards | length | spelled }} Blätter, es gibt {{ 21 | spelled }}, "
        "{{ 1 | spelled('f') }} Karte."
    )
    rules.write_text(rules.read_text(encoding="utf-8") + f"      {spelled}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = run_pnp(root, "build", "wortjagd", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0 and "[number-" not in result.output, result.output
    text = " ".join(" ".join(page_texts(out / "wortjagd" / "wortjagd-rules-a4.pdf")).split())
    assert "Der Punkteblock hat vier Blätter, es gibt einundzwanzig, eine Karte." in text


def test_an_unknown_language_is_one_finding_at_its_line_naming_the_languages(tmp_path):
    root = german_workspace(tmp_path)
    manifest = root / "content" / "wortjagd" / "game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("language: de", "language: deu"), encoding="utf-8")
    result = run_pnp(root, "validate", "wortjagd")
    found = [row for row in result.output.splitlines() if "language" in row]
    assert found == [
        "content/wortjagd/game.yaml:3: error: game.yaml: language: 'deu' is not one of: en, de, fr; did you mean 'de'? "
        "[schema]"
    ], result.output


def test_a_german_rulebook_gives_its_typed_counts_at_their_lines_and_columns(tmp_path):
    root = german_workspace(tmp_path)
    rules = root / "content" / "wortjagd" / "rules.yaml"
    rules.write_text(
        "sections:\n  - id: material\n    title: Spielmaterial\n    text: |\n"
        "      Das Spiel enthält 10 Wortkarten und zwei Kategoriekarten.\n"
        "      Jeder Spieler zieht 5 Karten und würfelt 2 Würfel.\n"
        "      Alle 12 Wortkarten sind verschieden; der Punkteblock hat sechzehn Blätter.\n",
        encoding="utf-8",
    )
    result = run_pnp(root, "validate", "wortjagd")
    found = [row.split(" section ")[0] for row in result.output.splitlines() if "[number-" in row]
    assert found == [
        "content/wortjagd/rules.yaml:5: error:",
        "content/wortjagd/rules.yaml:5: warning:",
        "content/wortjagd/rules.yaml:7: error:",
        "content/wortjagd/rules.yaml:7: warning:",
    ], result.output
    assert "'10 Wortkarten' says 10, but Wortkarten has 12 Wortkarten" in result.output
    assert "'sechzehn Blätter' says 16, but Punkteblock has 4 Blätter" in result.output
    assert "{{ components.kategorien.cards | length | spelled }}" in result.output


def test_the_component_list_says_equal_groups_in_german(tmp_path):
    """`language: de`: a component of equal groups is listed '…, je 15 in 2 Spielerfarben' (it said '15 in
    each of 2 …' in English inside the German list), its pieces by the kind's German noun when its inventory:
    names none (it said '30 tiles')."""
    root = german_workspace(tmp_path)
    game, rules = (root / "content" / "wortjagd" / name for name in ("game.yaml", "rules.yaml"))
    game.write_text(
        game.read_text(encoding="utf-8").replace("label: Farbe je Spieler}", "label: Spielerfarben}"),
        encoding="utf-8",
    )
    rules.write_text(rules.read_text(encoding="utf-8") + "\n      {{ component_list }}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = run_pnp(root, "build", "wortjagd", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    text = " ".join(" ".join(page_texts(out / "wortjagd" / "wortjagd-rules-a4.pdf")).split()).replace("\u00a0", " ")
    assert "Plättchen: 30 Plättchen, je 15 in 2 Spielerfarben" in text
    assert "in each of" not in text and "tiles" not in text


@pytest.mark.parametrize(
    "said",
    [
        "Legt die 10 Wortkarten in die Dose.",
        "Es gibt 10 Wortkarten in der Blechdose.",
        "Die Dose enthält 10 Wortkarten.",
        "Legt die 10 Wortkarten in den Deckel.",
        "Es gibt 10 Wortkarten im Deckel.",
    ],
)
def test_a_count_of_what_the_tin_or_its_lid_holds_is_read(game, said):
    # Before: "in der Dose", "im Deckel" were somewhere that is no component ("3 Karten in der Auslage"), and "die
    # Dose enthält" was no list of what the game holds, as "die Schachtel enthält" is: no finding at all.
    (found,) = findings_of(game, {"text": said})
    assert "[number-disagrees]" in found and "'10 Wortkarten' says 10, but Wortkarten has 12" in found


def test_cards_taken_from_the_tin_are_an_amount(game):
    assert findings_of(game, {"text": "Zieh 3 Wortkarten aus der Dose."}) == []

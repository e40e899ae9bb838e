"""French (``language: fr``): pnp's own words, French typography, typed counts in French rule text.

tests/french holds small French games (Le Donjon: a Nécromancien card, standee and token, for a noun that picks
the component a shared name counts; Le Labyrinthe: a Pioche of 16 cards, 6 Salle, 4 Impasse and
6 Couloir; 5 cartes Action; 60 jetons, 15 of each of 4 player colours; 12 tuiles), whose cards and
rules are written with French punctuation typed the English way ("Vraiment?", "Combat ?", straight
quotes) and the French way (no-break spaces), a time (10:30) and an address (https://…/?regle=1).

tests/numbers_corpus_fr.yaml holds French rule sentences over it: counts said the French way, right and
wrong, in digits and in words ("il y a 12 tuiles", "les 16 cartes Salle", "toutes les 100 cartes
Couloir", "chaque joueur reçoit 15 jetons", "soixante-dix", "quatre-vingt-dix-neuf", "vingt et un"),
and amounts that are no counts ("piochez 5 cartes", "lancez 2 dés", "avancez de 3 cases", "marquez 10
points"), which must give none. Its findings are recorded as test_numbers_corpus.py records the English
corpus's (``PNP_RECORD_CORPUS=1`` records them anew; read the diff).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, loaded_game, run_pnp
from pdfread import page_texts
from test_numbers_corpus import agrees_with_corpus, findings_of

from pnp.core.findings import Findings
from pnp.core.numerals import NUMERALS, InDigits, french_spelled, french_value
from pnp.core.words import ENGLISH, FRENCH
from pnp.core.workspace import Workspace
from pnp.model import Game

NNBSP = "\u202f"

HERE = Path(__file__).parent
CORPUS = HERE / "numbers_corpus_fr.yaml"
HEADER = "# French rule text and the typed-count findings it gives: see tests/test_french.py.\n"


def french_workspace(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "french", "labyrinthe")


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return loaded_game(french_workspace(tmp_path_factory.mktemp("fr")), "labyrinthe")


@pytest.fixture(scope="module")
def dungeon(tmp_path_factory: pytest.TempPathFactory) -> Game:
    """Le Donjon (tests/french/content/donjon): a Nécromancien card, standee and token, two of the deck's."""
    return loaded_game(kept_game_workspace(tmp_path_factory.mktemp("fr-donjon"), "french", "donjon"), "donjon")


def test_french_rule_text_gives_the_typed_count_findings_recorded(game, dungeon):
    games = {"labyrinthe": game, "donjon": dungeon}
    found = agrees_with_corpus(CORPUS, HEADER, lambda case: games[case["game"]])
    assert sum(bool(f) for f in found) >= 40 and sum(not f for f in found) >= 40  # findings, and texts with none


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """Each PDF of the French game (A4, with the booklet; the rules also spell a number): its pages' text."""
    tmp = tmp_path_factory.mktemp("fr-build")
    root = french_workspace(tmp)
    rules = root / "content" / "labyrinthe" / "regles.yaml"
    rules.write_text(
        rules.read_text(encoding="utf-8")
        + "      Il y a {{ 21 | spelled('f') }} salles, {{ 80 | spelled }} portes, {{ 1 | spelled(gender='f') }} "
        "sortie et {{ 1 | spelled('m') }} trésor.\n"
    )
    result = run_pnp(root, "build", "labyrinthe", "--paper", "a4", "--booklet", "--out", str(tmp / "out"))
    assert result.exit_code == 0 and "warning" not in result.output and "error" not in result.output, result.output
    return {pdf.stem: page_texts(pdf) for pdf in sorted((tmp / "out" / "labyrinthe").glob("*.pdf"))}


def test_a_french_game_prints_no_english_word_of_pnps(built):
    """Every page of the rulebook, its booklet and the sheets: pnp's own words in French ('2 à 4 joueurs', 'à
    partir de 10 ans', 'page 1', 'Matériel', 'Notes', 'recto 1/2', 'Imprimer en recto verso, …'), none of its
    English ('players', 'fronts', 'print', 'sheet', 'cut', …)."""
    french = {word.lower() for text in FRENCH.values() for word in re.findall(r"[^\W\d_]+", text)}
    english = {word.lower() for text in ENGLISH.values() for word in re.findall(r"[^\W\d_]{3,}", text)} - french
    content = HERE / "french" / "content" / "labyrinthe"
    english -= {word.lower() for path in content.glob("*.yaml") for word in re.findall(r"[^\W\d_]+", path.read_text())}
    for name, pages in built.items():
        for number, text in enumerate(pages, 1):
            found = english & {word.lower() for word in re.findall(r"[^\W\d_]+", text)}
            assert not found, (name, number, found, text)
    rules = " ".join(built["labyrinthe-rules-a4"])
    assert "2 à 4 joueurs · 20–30 minutes · à partir de 10 ans" in rules and "page 1" in rules
    booklet = " ".join(built["labyrinthe-rules-booklet-a4"])
    assert "Matériel" in booklet and "Notes" in booklet
    assert f"Livret{NNBSP}: imprimer en recto verso, retourner sur le bord court, à 100{NNBSP}%." in booklet
    deck = built["labyrinthe-pioche-a4"]
    assert "recto 1/2 · page 1/4" in deck[0] and "verso 1/2 · page 2/4" in deck[1]
    note = " ".join(deck[0].split("\r\n")[-2:])
    assert f"Imprimer en recto verso, retourner sur le bord long, à 100{NNBSP}% (2 feuilles)." in note
    assert "Jetons: 60 jetons, 4 couleurs de joueur, 15 de chaque" not in rules  # the colon spaced
    assert f"Jetons{NNBSP}: 60 jetons, 4 couleurs de joueur, 15 de chaque" in rules


def test_french_text_gets_narrow_no_break_spaces_before_its_marks_and_inside_its_quotes(built):
    """Card and rule text typed "Vraiment?", "Combat ?" and with straight quotes prints 'Vraiment\u202f?',
    'Combat\u202f?', '«\u202fHalte\u202f»\u202f:'; a no-break space the author typed stays, a time, an address,
    an icon are left alone; no line of any page begins with ? ! ; : or »."""
    deck = " ".join(built["labyrinthe-pioche-a4"])
    for printed in (f"Combat{NNBSP}? Lancez 2 dés{NNBSP}!", f"Une salle{NNBSP}:", f"Vraiment{NNBSP}? Oui{NNBSP}!"):
        assert printed in deck, printed
    assert f"«{NNBSP}Halte{NNBSP}»{NNBSP}:" in deck
    assert "« cul-de-sac »" in deck and f"«{NNBSP}cul" not in deck  # its no-break spaces kept (pdfium reads " ")
    assert "à 10:30" in deck and "https://exemple.fr/?regle=1." in deck
    assert f"passez {NNBSP}!" in " ".join(built["labyrinthe-actions-a4"])  # after the icon, for the space typed
    rules = " ".join(built["labyrinthe-rules-a4"])
    assert f"premier{NNBSP}? Le jeu se joue en «{NNBSP}tours{NNBSP}»{NNBSP}:" in " ".join(rules.split("\r\n"))
    assert f"Un tour{NNBSP}: dans l’ordre" in rules and f"Salle{NNBSP};" in rules  # a title; after a reference
    assert f"Effet{NNBSP}:" in rules and f"Reculez{NNBSP}!" in rules  # a table's cells
    said = "il y a vingt et une salles, quatre-vingts portes, une sortie et un trésor."  # spelled writes French
    assert said in " ".join(rules.lower().split())
    for name, pages in built.items():
        for text in pages:
            for line in text.split("\r\n"):
                assert not re.match(r"\s*[?!;:»]", line), (name, line)
                assert not re.search(r" [?!;:]", line), (name, line)  # a narrow no-break space before the mark


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "zéro"),
        (1, "un"),
        (16, "seize"),
        (17, "dix-sept"),
        (21, "vingt et un"),
        (70, "soixante-dix"),
        (71, "soixante et onze"),
        (80, "quatre-vingts"),
        (81, "quatre-vingt-un"),
        (99, "quatre-vingt-dix-neuf"),
        (100, "cent"),
        (101, "cent un"),
        (200, "deux cents"),
        (280, "deux cent quatre-vingts"),
        (999, "neuf cent quatre-vingt-dix-neuf"),
        (1000, "1000"),
    ],
)
def test_french_numbers_are_spelled_and_read_back(number, words):
    assert french_spelled(number) == words
    if 1 < number < 1000:  # "un" alone is the article as often: not read
        assert french_value(words.upper()) == number
        read = InDigits.of(f"les {words} cartes", NUMERALS["fr"])
        assert read.text == f"les {number} cartes" and read.as_written(4, len(read.text)) == f"{words} cartes"


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (1, "une"),
        (16, "seize"),
        (21, "vingt et une"),
        (61, "soixante et une"),
        (71, "soixante et onze"),
        (81, "quatre-vingt-une"),
        (91, "quatre-vingt-onze"),
        (101, "cent une"),
        (281, "deux cent quatre-vingt-une"),
        (1000, "1000"),
    ],
)
def test_before_a_feminine_noun_un_is_une_and_reads_back(number, words):
    assert french_spelled(number, "f") == words
    assert french_spelled(number, "m") == french_spelled(number, "n") == french_spelled(number)
    if number < 1000:
        assert french_value(words) == number
        assert NUMERALS["fr"].gender(words) == ("f" if words.endswith("une") else "")


def test_spelled_takes_the_nouns_gender_by_position_or_keyword_and_refuses_another_word():
    from pnp.core.expr import ExpressionError, evaluate_expression

    french = {"game": {"language": "fr"}}
    assert evaluate_expression("21 | spelled('f')", french) == evaluate_expression("21 | spelled(gender='f')", french)
    assert evaluate_expression("1 | spelled('f')", {"game": {"language": "en"}}) == "one"  # English has no gender
    with pytest.raises(ExpressionError, match="spelled takes the noun's gender, 'f', 'm' or 'n', not 'feminine'"):
        evaluate_expression("1 | spelled('feminine')", french)


def test_every_french_number_word_reads_back_and_the_article_is_not_a_number():
    assert all(french_value(french_spelled(n)) == n for n in range(2, 1000))
    assert [french_value(w) for w in ("vingt-et-un", "deux-cents", "septante-deux", "nonante-neuf", "octante")] == [
        21,
        200,
        72,
        99,
        80,
    ]
    read = InDigits.of(
        "Piochez une carte, puis un jeton ; vingt et une tuiles, dix-sept dés, Cent Cartes", NUMERALS["fr"]
    )
    assert read.text == "Piochez une carte, puis un jeton ; 21 tuiles, 17 dés, 100 Cartes"


def test_each_language_is_its_words_its_numerals_and_its_counts():
    """A language is three tables (pnp.core.words, pnp.core.numerals, pnp.validate.numbers.language), each
    with every key of the English words: game.yaml's language: takes exactly the codes all three have."""
    from pnp.core.words import BUILT_IN, language_schema
    from pnp.validate.numbers.language import LANGUAGES

    assert list(BUILT_IN) == list(NUMERALS) == list(LANGUAGES) == language_schema()["enum"] == ["en", "de", "fr"]
    for code, words in BUILT_IN.items():
        assert set(words) == set(ENGLISH), code


@pytest.mark.parametrize("width", [90.0, 120.0, 220.0])
def test_pretty_breaking_never_leaves_a_word_and_its_mark_alone_on_the_last_line(width):
    """A mark a narrow no-break space sets off is part of its word: "Vraiment ?" is one word, so pretty
    breaking moves a word down to it (it counted two, and left it alone on the last line at these widths)."""
    from pnp.core.textsyntax import Typography, parse
    from pnp.layout.text import PlacedGlyphs, TextSetter, TextStyle
    from pnp.load.fonts import FontBook

    fonts = FontBook(Workspace(HERE.parent).fonts)
    style = TextStyle(fonts.default_family, 10.0)
    assert fonts.ready(style.family.face(False, False), Findings())
    text = parse("Le gardien vous demande de reculer d'une case. Vraiment?", Typography(spaced_marks="?"))
    lines = TextSetter(fonts, lambda name: None).lay_out(text, style, width).lines
    last = "".join(item.text for item in lines[-1].items if isinstance(item, PlacedGlyphs))
    assert len(lines) > 1 and last.strip() != f"Vraiment{NNBSP}?", last


def test_pnps_own_joins_are_spaced_as_french_sets_a_colon(built):
    """What pnp joins with a colon itself (a footer's game and rulebook, a sheet's note after its
    component, a credit's role and name) takes the narrow no-break space a French colon has."""
    rules = " ".join(built["labyrinthe-rules-a4"])
    assert f"Le Labyrinthe{NNBSP}: Règles" in rules and "Le Labyrinthe: " not in rules
    assert f"Auteur{NNBSP}: Jeanne Martin" in rules and "Auteur: " not in rules
    note = " ".join(built["labyrinthe-pioche-a4"][0].split("\r\n")[-2:])
    assert f"Pioche{NNBSP}: Imprimer en recto verso" in note, note


def test_a_solo_game_is_for_one_player_in_each_language(tmp_path):
    root = french_workspace(tmp_path)
    edit(root / "content/labyrinthe/game.yaml", "players: {min: 2, max: 4}", "players: {min: 1, max: 1}")
    out = tmp_path / "out"
    assert run_pnp(root, "build", "labyrinthe", "--paper", "a4", "--out", str(out)).exit_code == 0
    assert "1 joueur · 20–30 minutes" in " ".join(page_texts(out / "labyrinthe/labyrinthe-rules-a4.pdf"))


@pytest.mark.parametrize(
    "said",
    [
        "Mettez les 10 cartes Action dans la boîte.",
        "Mettez les 10 cartes Action dans le couvercle.",
        "Il y a 10 cartes Action dans le couvercle.",
    ],
)
def test_a_count_of_what_the_tin_or_its_lid_holds_is_read(game, said):
    # Before: "dans le couvercle" was somewhere that is no component ("3 cartes dans la rivière"): no finding.
    (found,) = findings_of(game, {"text": said})
    assert "[number-disagrees]" in found and "'10 cartes Action' says 10, but Cartes Action has 5" in found


def test_cards_taken_from_the_lid_are_an_amount(game):
    assert findings_of(game, {"text": "Prenez 3 cartes Action du couvercle."}) == []

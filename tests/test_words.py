"""game.yaml's `words:`: pnp's own printed words in the game's language, in a German rulebook and its
booklet (title block, footers, icon legend, Notes pages, back cover, folding note); English without it.
Read back from the built PDFs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import line_of, new_game, run_pnp
from pdfread import page_texts

GERMAN = """words:
  players: "{players} Spieler"
  ages: "ab {ages} Jahren"
  page: "Seite {page}"
  contents: Inhalt
  notes: Notizen
  icon: Symbol
  meaning: Bedeutung
  booklet_note: "Heft: beidseitig drucken, an der kurzen Kante wenden, in 100 %. Falten und auf dem Falz heften."
"""


def _game(root: Path) -> Path:
    return root / "content" / "demo" / "game.yaml"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """`pnp new`'s game, with ages to print."""
    root = new_game(tmp_path)
    _game(root).write_text(_game(root).read_text(encoding="utf-8") + 'ages: "10"\n', encoding="utf-8")
    return root


def _texts(root: Path) -> tuple[str, str]:
    """The flat rulebook's and the booklet's text (A4)."""
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--booklet", "--out", str(out))
    assert result.exit_code == 0, result.output
    return tuple("\n".join(page_texts(out / "demo" / f"demo-rules{kind}-a4.pdf")) for kind in ("", "-booklet"))


def test_without_words_pnp_prints_its_english(demo):
    flat, booklet = _texts(demo)
    for said in ("2–4 players", "ages 10", "page 1", "Icon", "Meaning"):
        assert said in flat, said
    for said in ("Contents", "Notes", "Booklet: print double-sided"):
        assert said in booklet, said


def test_a_german_rulebook_says_pnps_words_in_german(demo):
    _game(demo).write_text(_game(demo).read_text(encoding="utf-8") + GERMAN, encoding="utf-8")
    flat, booklet = _texts(demo)
    for said in ("2–4 Spieler", "ab 10 Jahren", "Seite 1", "Symbol", "Bedeutung"):
        assert said in flat, said
    for said in ("2–4 Spieler", "Seite 2", "Inhalt", "Notizen", "Heft: beidseitig drucken"):
        assert said in booklet, said
    for english in ("players", "ages", "page ", "Meaning", "Contents", "Notes", "Booklet"):
        assert english not in flat + booklet, english


def test_language_de_says_pnps_words_in_german_and_a_games_own_word_wins(demo):
    """`language: de` gives every key its built-in German; `words:` still changes a key of its own."""
    game = _game(demo)
    game.write_text(game.read_text(encoding="utf-8") + 'language: de\nwords: {notes: "Eigene Notizen"}\n', "utf-8")
    flat, booklet = _texts(demo)
    for said in ("2–4 Spieler", "ab 10 Jahren", "Seite 1", "Symbol", "Bedeutung"):
        assert said in flat, said
    for said in ("Inhalt", "Eigene Notizen", "Heft: beidseitig drucken"):
        assert said in booklet, said
    for english in ("players", "ages", "page ", "Meaning", "Contents", "Notes", "Booklet"):
        assert english not in flat + booklet, english


def test_a_wording_without_its_placeholder_is_a_finding_at_its_line(demo):
    game = _game(demo)
    game.write_text(game.read_text(encoding="utf-8") + GERMAN.replace("Seite {page}", "Seite {seite}"), "utf-8")
    result = run_pnp(demo, "validate", "demo")
    assert result.exit_code == 1
    line = line_of(game, "Seite {seite}")
    assert (
        f"content/demo/game.yaml:{line}: error: game.yaml: words.page: 'Seite {{seite}}': write {{page}} where "
        in result.output
    ), result.output


def test_a_misspelt_placeholder_and_marks_written_as_a_list_are_told_what_to_write(demo):
    # Before: 'Page {pgae}' was told to write {page} with no word of the slip, and spaced_marks: [":", ";"] "is
    # not text" with nothing to write instead.
    game = _game(demo)
    game.write_text(
        game.read_text(encoding="utf-8") + 'words:\n  page: "Page {pgae}"\n  spaced_marks: [":", ";"]\n', "utf-8"
    )
    result = run_pnp(demo, "validate", "demo")
    said = [row for row in result.output.splitlines() if ": error: " in row]
    assert said == [
        f"content/demo/game.yaml:{line_of(game, '{pgae}')}: error: game.yaml: words.page: 'Page {{pgae}}': write "
        "{page} where 'page {page}' has it; {pgae} is no placeholder, did you mean {page}? write 'Page {page}' "
        "[schema]",
        f"content/demo/game.yaml:{line_of(game, 'spaced_marks')}: error: game.yaml: words.spaced_marks: [':', ';'] "
        'is not text: write the marks as one text, ":;" [schema]',
    ], result.output


def test_straight_quotes_become_the_games_own_in_card_and_rule_text(demo):
    """words: quotes gives the typographer's quotes (markdown-it's smart quotes were English only)."""
    cards, rules = demo / "content" / "demo" / "cards.yaml", demo / "content" / "demo" / "rules.yaml"
    cards.write_text(
        cards.read_text(encoding="utf-8").replace('text: "Draw a card. Gain :star:."', "text: 'Say \"Go!\" and draw.'"),
        encoding="utf-8",
    )
    rules.write_text(
        rules.read_text(encoding="utf-8").replace(
            "Collect the most :star:", "Shout \"Go!\" and the player's 'turn' begins. Collect the most :star:"
        ),
        encoding="utf-8",
    )

    def printed() -> tuple[str, str]:
        out = demo / "output"
        result = run_pnp(demo, "build", "demo", "--paper", "a4", "--out", str(out))
        assert result.exit_code == 0, result.output
        return tuple("\n".join(page_texts(out / "demo" / f"demo-{name}-a4.pdf")) for name in ("deck", "rules"))

    for text in printed():
        assert "“Go!”" in text, text
    assert "the player’s ‘turn’ begins" in printed()[1]
    game = _game(demo)
    game.write_text(game.read_text(encoding="utf-8") + "words: {quotes: „“‚‘}\n", encoding="utf-8")
    deck, book = printed()
    assert "Say „Go!“ and draw." in deck
    assert "Shout „Go!“ and the player’s ‚turn‘ begins." in " ".join(book.split())
    assert "”" not in deck + book and "’" not in book.replace("player’s", "")  # English closing quotes


def test_quotes_are_four_characters(demo):
    game = _game(demo)
    game.write_text(game.read_text(encoding="utf-8") + "words: {quotes: „“}\n", encoding="utf-8")
    result = run_pnp(demo, "validate", "demo")
    assert result.exit_code == 1
    assert "words.quotes: '„“' has 2 characters, 4 are needed: add 2 [schema]" in result.output, result.output


def test_a_german_tuck_box_writes_its_measures_with_a_decimal_comma(demo):
    """`language: de` (decimal: ","): "innen 64,5 × 89,9 × … mm: 12 Karten zu 0,3 mm", where English writes 64.5."""
    out = demo / "output"
    assert run_pnp(demo, "export", "tuckbox", "demo", "--paper", "a4", "--out", str(out)).exit_code == 0
    english = " ".join(page_texts(next((out / "demo" / "tuckbox").glob("*-a4.pdf"))))
    assert re.search(r"tuck box \d+\.\d × \d+\.\d × \d+\.?\d* mm inside: \d+ cards at 0\.3 mm", english), english
    assert "Contents" in english.split()  # the heading over the back's list of decks
    game = _game(demo)
    game.write_text(game.read_text(encoding="utf-8") + "language: de\n", encoding="utf-8")
    assert run_pnp(demo, "export", "tuckbox", "demo", "--paper", "a4", "--out", str(out)).exit_code == 0
    german = " ".join(page_texts(next((out / "demo" / "tuckbox").glob("*-a4.pdf"))))
    assert re.search(r"Steckschachtel, innen \d+,\d × \d+,\d × \d+,?\d* mm: \d+ Karten zu 0,3 mm", german), german
    assert "Inhalt" in german.split() and "Contents" not in german.split()

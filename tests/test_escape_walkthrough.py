"""An escape room in a box's needs, from a walkthrough of one (60 numbered clue cards never shuffled, a
code wheel of two discs, an attic map, a hint booklet whose answers must not share a page with the hints,
an answer sheet printed again for each play): each read back from the built output or from validate's
findings."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import page_texts

GAME = "content/demo/game.yaml"
RULES = "content/demo/rules.yaml"


@pytest.mark.parametrize(
    ("players", "meant"),
    [
        ("players: 4", "{min: 4, max: 4}"),
        ("players: 1-4", "{min: 1, max: 4}"),
        ("players: [1, 4]", "{min: 1, max: 4}"),
        ("players: many", "{min: 2, max: 4}"),
        ("players: {min: 1}", None),
    ],
)
def test_players_written_another_way_is_a_finding_not_a_traceback(tmp_path, players, meant):
    # Before: the schema said nothing the designer saw, the rulebook's title block read players["min"] and
    # validate and build stopped on a TypeError (or KeyError) traceback.
    root = new_game(tmp_path)
    edit(root / GAME, "players: {min: 2, max: 4}", players)
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        assert result.exit_code == 1, result.output
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert errors and all(row.startswith(f"{GAME}:{line_of(root / GAME, 'players')}: ") for row in errors), errors
        assert "Traceback" not in result.output
    if meant:  # {min: 1} is told "missing required key 'max'"; the others the numbers they wrote, as a mapping
        assert f"write it as players: {meant}" in errors[0], errors


@pytest.mark.parametrize(
    "credits", ["credits: Jane Doe", "credits: [Jane Doe]", "credits:\n  - {role: Design}", "credits: {role: Design}"]
)
def test_credits_written_another_way_is_a_finding_not_a_traceback(tmp_path, credits):
    # Before: the rulebook's title block read each credit's c["role"] and c["name"]: a TypeError or KeyError.
    root = new_game(tmp_path)
    edit(root / GAME, "credits:\n  - {role: Design, name: Your name}", credits)
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert result.exit_code == 1 and len(errors) == 1, result.output
        assert "credits" in errors[0] and "[schema]" in errors[0], errors
    if credits == "credits: Jane Doe":
        assert "write it as credits: [{role: Design, name: Jane Doe}]" in errors[0], errors


ANSWERS = """
  - id: answers
    title: Answers
    new_page: true
    text: |
      The painting: SILENCE. The trunk: KEYS.
"""


def test_a_section_with_new_page_starts_a_page_of_its_own_in_the_book_and_the_booklet(tmp_path):
    # A hint booklet's answers must not stand on the page of its hints, where a reader sliding a card down
    # one line at a time sees them. Before, a section could not ask for a page (new_page: was unknown-key).
    root = new_game(tmp_path)
    (root / RULES).write_text((root / RULES).read_text() + ANSWERS)
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--booklet")
    assert result.exit_code == 0 and "warning" not in result.output, result.output
    for name in ("demo-rules-a4.pdf", "demo-rules-booklet-a4.pdf"):
        pages = page_texts(root / "output/demo" / name)
        if "booklet" in name:  # two booklet pages a side: the answers' page is a booklet page of its own
            pages = [half for page in pages for half in page.split("page ")]
        answers = [page for page in pages if "SILENCE" in page]
        assert len(answers) == 1 and "Your turn" not in answers[0] and "Overview" not in answers[0], pages
        assert any("Your turn" in page for page in pages if "SILENCE" not in page), pages


def test_new_page_that_is_no_truth_is_a_schema_finding(tmp_path):
    root = new_game(tmp_path)
    (root / RULES).write_text((root / RULES).read_text() + ANSWERS.replace("new_page: true", "new_page: yes please"))
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 1, result.output
    assert f"{RULES}:{line_of(root / RULES, 'new_page')}: error: " in result.output, result.output


@pytest.mark.parametrize("key", ["quantity", "qty", "Quantity"])
def test_a_count_written_as_another_tool_writes_it_is_told_count(tmp_path, key):
    # An answer sheet printed 10 times, written as a spreadsheet or another card tool names copies. Before: "unknown
    # key 'quantity'; allowed keys: …; if the game needs it, declare it under fields: …", which it does not.
    root = new_game(tmp_path)
    edit(root / "content/demo/cards.yaml", "    count: 4\n", f"    {key}: 4\n")
    result = run_pnp(root, "validate", "demo")
    line = line_of(root / "content/demo/cards.yaml", f"{key}: 4")
    assert result.exit_code == 1, result.output
    assert f"cards.yaml:{line}: error: card 'dawn': unknown key '{key}'; did you mean 'count'? [unknown-key]" in (
        result.output
    ), result.output
    assert "declare it" not in result.output


def test_a_text_with_a_colon_read_as_a_key_is_told_to_quote_it(tmp_path):
    # A hint written "- Hands and a face: what has both?" is a mapping to YAML. Before: "{'Hands and a face':
    # 'what has both?'} is not text", which does not say why nor what to write.
    root = new_game(tmp_path)
    hints = "      hints: {type: array, items: {type: string}}"
    edit(root / GAME, "      suit: {enum: [sun, moon]}", "      suit: {enum: [sun, moon]}\n" + hints)
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    count: 4\n", "    count: 4\n    hints:\n      - Hands and a face: what has both?\n")
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 1, result.output
    line = line_of(cards, "Hands and a face")
    assert f"cards.yaml:{line}: error: " in result.output, result.output
    assert 'put the text in quotes, "Hands and a face: what has both?" [schema]' in result.output, result.output


@pytest.mark.parametrize(
    "sentence",
    ["The box contains 3 Dawn cards.", "The game includes 3 Dawn cards and 2 Moon cards.", "Components: 3 Dawn cards."],
)
def test_the_contents_of_the_box_said_in_english_are_counts(tmp_path, sentence):
    # An escape room's rules open with what is in the box. German ("die Schachtel enthält") and French ("la boîte
    # contient", "Matériel :") were read; English "the box contains" and "Components:" were not, so a count
    # that disagreed with the deck printed unseen.
    root = new_game(tmp_path)
    rules = root / RULES
    edit(rules, "Collect the most :star: before the deck runs out.", sentence)
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 1, result.output
    assert (
        f"{RULES}:{line_of(rules, sentence)}: error: section 'overview': '3 Dawn cards' says 3, but Deck has 4 Dawn"
        in (result.output)
    ), result.output


def test_an_unquoted_expression_is_told_to_quote_its_own_line(tmp_path):
    # The clue card's back printed its number as text: {{ card.number }}. Before: "write it as text:
    # "{{ card.title }}"", an example that is not the line (a designer copies it and prints titles).
    root = new_game(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, 'text: "{{ game.title }}"', "text: {{ game.title }}  # the game's name")
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 1, result.output
    assert f"back.yaml:{line_of(back, 'text: {{')}: error: " in result.output, result.output
    assert 'write it as text: "{{ game.title }}" [yaml-syntax]' in result.output, result.output

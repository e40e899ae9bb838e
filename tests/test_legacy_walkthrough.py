"""A legacy/campaign game's needs, from a walkthrough of one (120 numbered story cards, a scenario book
that refers to cards by number, per-chapter looks keyed by number): each read back from the built output
or from validate's findings."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp
from pdfread import page_texts

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
RULES = "content/demo/rules.yaml"
CARD = "templates/demo/card.yaml"
SUIT_VAR = '  suit: "{{ vars.suits[card.suit] }}"'


def test_a_mapping_written_with_number_keys_is_read_with_a_number(tmp_path):
    # YAML's `2:` is kept as the key '2' (pnp keeps keys as text): before, `vars.copies[card.count]` (a number)
    # was an error for each card, "dict object has no element 4", and nothing was built.
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, SUIT_VAR, SUIT_VAR + "\n  copies: {2: Twice, 4: Four times}")
    edit(card, 'text: "{{ vars.suit.label }}"', 'text: "{{ vars.copies[card.count] }}"')
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    text = " ".join(page_texts(root / "output/demo/demo-deck-a4.pdf"))
    assert text.count("FOUR TIMES") == 8 and text.count("TWICE") == 4, text  # 2 × 4 copies, 2 × 2 (case: upper)


def test_a_number_key_a_mapping_lacks_is_said_with_the_keys_it_has(tmp_path):
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, SUIT_VAR, SUIT_VAR + "\n  copies: {2: Twice}")
    edit(card, 'text: "{{ vars.suit.label }}"', 'text: "{{ vars.copies[card.count] }}"')
    result = run_pnp(root, "validate", "demo")
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert result.exit_code == 1 and errors, result.output
    line = line_of(card, "vars.copies[card.count]")
    assert all(row.startswith(f"{CARD}:{line}: ") for row in errors), errors
    assert all("no key 4: its keys are 2 [expression]" in row for row in errors), errors

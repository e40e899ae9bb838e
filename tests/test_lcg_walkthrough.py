"""Slips found building a living card game's starter set from the README alone (two faction decks
chosen from one card list with `copies:`, a landscape Hero among portrait cards, a token sheet): each
is one finding at the line to change, never a traceback."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
COPIES = "    copies: {dawn: 5, high-noon: 2, dusk: 4, eclipse: 2}\n"
AT_MOST_FOUR = """  - id: at-most-four
    each: "components.deck.entries"
    expect: "item.count <= 4"
    message: "{{ item.title }}: at most 4 copies of a card"
"""


def _errors(root, command: str) -> list[str]:
    result = run_pnp(root, command, "demo")
    assert result.exit_code == 1 and result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row]


def test_copies_written_as_a_word_is_one_schema_finding_not_a_traceback(tmp_path):
    # Before, `copies: {dawn: three}` was a schema finding and then a ValueError traceback
    # (int('three') while totalling the deck); `copies: {dawn: 0}` also failed the game's checks.
    root = new_game(tmp_path)
    game = root / GAME
    for value, words in (("three", "'three' is not a whole number"), ("0", "0 is less than 1")):
        edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n" + COPIES.replace("dawn: 5", f"dawn: {value}"))
        for command in ("validate", "build"):
            (found,) = _errors(root, command)
            assert found.startswith(f"{GAME}:{line_of(game, 'copies:')}: error: "), found
            assert words in found and found.endswith("[schema]"), found
        edit(game, COPIES.replace("dawn: 5", f"dawn: {value}"), "")


def test_a_count_set_by_copies_is_said_at_the_copies_line_not_the_source_row(tmp_path):
    # Before, a check over an entry whose copies come from the component's `copies:` pointed at the
    # entry's row in the source (cards.yaml's `- id: dawn`), where no count is written to change.
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n" + COPIES)
    edit(game, "checks:\n", "checks:\n" + AT_MOST_FOUR)
    copies = line_of(game, "copies:")
    found = _errors(root, "validate")
    assert f"{GAME}:{copies}: error: Dawn: at most 4 copies of a card [check:at-most-four]" in found, found
    (size,) = [row for row in found if row.endswith("[check:deck-size]")]
    assert f"dawn ×5 (game.yaml:{copies})" in size and "high-noon ×2 (game.yaml:" in size, size
    assert "cards.yaml" not in size, size


def test_a_count_of_one_single_entry_among_many_says_entry(tmp_path):
    # Before: "…, 1 single entries (cards.yaml:2)" for a deck of one Hero among 13 cards of two copies.
    root = new_game(tmp_path)
    row = "  - {{id: c{n}, title: Card {n}, suit: sun, count: {count}, text: Draw a card.}}\n"
    rows = "".join(row.format(n=n, count=1 if n == 0 else 2) for n in range(14))
    (root / "content/demo/cards.yaml").write_text("cards:\n" + rows, encoding="utf-8")
    (size,) = [row for row in _errors(root, "validate") if row.endswith("[check:deck-size]")]
    assert "(found 27, expected 12)" in size and ", 1 single entry (cards.yaml:2) [" in size, size

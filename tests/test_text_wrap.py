"""Text elements' `wrap: balance` and `max_lines`: titles set in even lines, shrinking rather than
taking a third line; body text keeps its lines. Read back from the built card sheets."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, new_game, plans_of, run_pnp
from pdfread import front_lines

TITLE = "Moldy Rope Swing Across A Gaping Chasm"
LONG = "Move Through Walls"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """`pnp new`'s game, one card titled with a long name, another with a name for a narrow box."""
    root = new_game(tmp_path)
    cards = root / "content" / "demo" / "cards.yaml"
    edit(cards, "title: High Noon", f"title: {TITLE}")
    edit(cards, "title: Eclipse", f"title: {LONG}")
    return root


def _template(root: Path) -> Path:
    return root / "templates" / "demo" / "card.yaml"


def _title_keys(root: Path, keys: str) -> None:
    edit(_template(root), "    min_size: 10\n    leading: 1.0\n", f"    min_size: 10\n    leading: 1.0\n{keys}")


def _title_box(root: Path, w: float, h: float) -> None:
    edit(_template(root), '    w: "{{ trim.w - 2 * safe - 2 }}"\n    h: 10\n', f"    w: {w}\n    h: {h}\n")


def _cards(root: Path) -> list[list[tuple[float, str]]]:
    """Each printed card, in print order, as its lines of text, top first: (size in pt, text)."""
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    return front_lines(out / "demo" / "demo-deck-a4.pdf", plans_of(root, "demo")["demo-deck-a4"])


def _title(cards, word: str) -> list[tuple[float, str]]:
    """The lines of the first card whose title has ``word`` (the title is the only text above 9 pt)."""
    titles = [[line for line in lines if line[0] > 9.5] for lines in cards]
    return next(title for title in titles if any(word in text for _, text in title))


def _body(cards) -> list[tuple[float, str]]:
    return [line for lines in cards for line in lines if line[0] < 9.5]


def test_a_balanced_title_keeps_its_lines_and_makes_them_even_while_body_text_stays_as_it_was(demo):
    _title_box(demo, 55.15, 20)  # as wide as it was, tall enough for three lines at 15 pt
    _title_keys(demo, "    wrap: greedy\n")
    greedy = _cards(demo)
    edit(_template(demo), "    wrap: greedy\n", "    wrap: balance\n")
    balanced = _cards(demo)
    before, after = _title(greedy, "Moldy"), _title(balanced, "Moldy")
    assert [text for _, text in before] == ["Moldy Rope Swing", "Across A Gaping", "Chasm"]
    assert [text for _, text in after] == ["Moldy Rope", "Swing Across A", "Gaping Chasm"]
    assert {size for size, _ in after} == {size for size, _ in before} == {15}  # nothing shrank
    assert _body(balanced) == _body(greedy)  # every other text of the sheet prints as it did


def test_max_lines_shrinks_a_title_rather_than_give_it_a_third_line(demo):
    _title_box(demo, 26, 16)
    assert _title(_cards(demo), "Move") == [(15, "Move"), (15, "Through"), (15, "Walls")]
    _title_keys(demo, "    max_lines: 2\n")
    assert _title(_cards(demo), "Move") == [(10.5, "Move Through"), (10.5, "Walls")]


def test_max_lines_gives_way_when_even_the_least_size_needs_more_lines(demo):
    _title_box(demo, 24, 16)  # three lines even at the least size, 10 pt
    _title_keys(demo, "    max_lines: 2\n")
    assert _title(_cards(demo), "Move") == [(15, "Move"), (15, "Through"), (15, "Walls")]


@pytest.mark.parametrize(
    ("keys", "words"),
    [
        ("    wrap: even\n", "'wrap' must be one of pretty, greedy, balance"),
        ("    max_lines: 1.5\n", "'max_lines' must be"),
    ],
)
def test_a_wrong_wrap_or_max_lines_is_a_finding_at_the_template(demo, keys, words):
    _title_keys(demo, keys)
    result = run_pnp(demo, "validate", "demo")
    assert result.exit_code == 1
    assert "templates/demo/card.yaml:" in result.output and words in result.output, result.output

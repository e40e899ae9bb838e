"""Slips found building Spellduel, a two-player card duel of two 30-card mirror decks with different backs and a
life dial for each player: a lower disc of the numbers 0 to 20 set round its rim with ``repeat:``, under a cover
with a window and a pin hole (tests/dials keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "spellduel"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return kept_game_built(tmp_path_factory, "dials", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    return [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_both_decks_dials_and_rules_print_on_each_paper(built, paper):
    """Each deck's fronts pages are followed by its backs pages; the two decks' backs differ only in colour, the
    dial's lower disc prints every number from 0 to 20."""
    out = built / "output" / GAME
    for deck, first in (("red", "Spark"), ("blue", "Frost Bolt")):
        texts = page_texts(out / f"{GAME}-{deck}-{paper}.pdf")
        assert len(texts) % 2 == 0 and first in texts[0], texts[0]
        assert "Spellduel" in texts[1] and first not in texts[1], texts[1]
    dials = page_texts(out / f"{GAME}-dials-{paper}.pdf")
    numbers = {word for text in dials for word in text.split() if word.isdigit()}
    assert {str(n) for n in range(21)} <= numbers, sorted(numbers)
    assert "Life" in dials[0] and "First" in dials[0]
    assert (out / f"{GAME}-rules-{paper}.pdf").exists()


@pytest.mark.parametrize(
    ("written", "told"),
    [
        ("sine(", "'sine' is undefined; did you mean 'sin'?"),
        ("math.sin(", "'math' is undefined; pnp's sin, cos, tan, atan2 and pi are written without 'math.'"),
    ],
)
def test_an_angle_function_misnamed_is_told_pnps_own(tmp_path, written, told):
    """A dial's numbers placed with `sine(…)` (or `sinus`, Python's `math.sin`): pnp said "'sine' is undefined" and
    no more, though `sin` is one of its own functions: the did-you-mean looked only at the piece's names (card,
    vars, loop), never at pnp's functions. It now says "did you mean 'sin'?", and of `math.sin` that pnp's angle
    functions are written without 'math.' and take degrees."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    template = root / "templates" / GAME / "dial-numbers.yaml"
    edit(template, "40 + 31 * sin(", f"40 + 31 * {written}")
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/dial-numbers.yaml:{line_of(template, written)}: error: "), said
    assert told in said[0], said


def test_a_cut_colour_by_name_is_told_how_to_write_it(tmp_path):
    """`cut_color: grey` on the dials' gutters: pnp said "'grey': colour of the cut outlines, '#rrggbb' (a light
    line round dark pieces; default grey)", which reads as if grey were taken, and says neither what is wrong nor
    what to write. It now says the colour is written '#rrggbb' or '#rgb', or left out for the default grey."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    game = root / "content" / GAME / "game.yaml"
    edit(
        game,
        "    inventory: {noun: disc}\n",
        "    inventory: {noun: disc}\n    imposition: {strategy: gutters, cut_color: grey}\n",
    )
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/game.yaml:{line_of(game, 'cut_color: grey')}: "), said
    assert "'grey': the cut outlines' colour is written '#rrggbb' or '#rgb'" in said[0], said
    assert "leave cut_color out for the default grey" in said[0], said

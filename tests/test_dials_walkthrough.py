"""Slips found building Spellduel, a two-player card duel of two 30-card mirror decks with different backs and a
life dial for each player: a lower disc of the numbers 0 to 20 set round its rim with ``repeat:``, under a cover
with a window and a pin hole (tests/dials keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import MM, page_paths, page_texts

GAME = "spellduel"
GREY = (115, 115, 115)  # the cut outlines' grey


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return kept_game_built(tmp_path_factory, "dials", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    return [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]


def _dials_cut_in(tmp_path: Path, cut_color: str) -> Path:
    """The game in a scratch workspace, its dials printed with ``cut_color:`` (as written in YAML)."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    edit(
        root / "content" / GAME / "game.yaml",
        "    inventory: {noun: disc}\n",
        f"    inventory: {{noun: disc}}\n    imposition: {{strategy: gutters, cut_color: {cut_color}}}\n",
    )
    return root


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
    root = _dials_cut_in(tmp_path, "grey")
    game = root / "content" / GAME / "game.yaml"
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/game.yaml:{line_of(game, 'cut_color: grey')}: "), said
    assert "'grey': the cut outlines' colour is written '#rrggbb' or '#rgb'" in said[0], said
    assert "leave cut_color out for the default grey" in said[0], said


def _cut_outlines_mm(pdf: Path, color: tuple[int, int, int]) -> list[tuple[float, float]]:
    """The width and height (mm, rounded) of each outline stroked in ``color`` and not filled on the first page."""
    boxes = []
    for drawn in page_paths(pdf, 0):
        if drawn.stroke_width and not drawn.filled and drawn.stroke_color == color:
            xs = [x for sub in drawn.subpaths for x, _ in sub]
            ys = [y for sub in drawn.subpaths for _, y in sub]
            boxes.append((round((max(xs) - min(xs)) / MM), round((max(ys) - min(ys)) / MM)))
    return sorted(boxes)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_dials_window_and_pin_holes_print_as_cut_outlines(built, paper):
    """The dial's cover needs a window cut out over one number, and both discs a hole for the split pin: pnp drew
    cut outlines round a piece's own shape only, so the designer drew them as art, which `cut_color:` never
    reached. A template's `holes:` are drawn as cut outlines, as the piece's own is: the two 12 × 11 mm windows and
    the four 3 mm pin holes beside the five discs' outlines."""
    outlines = _cut_outlines_mm(built / "output" / GAME / f"{GAME}-dials-{paper}.pdf", GREY)
    assert outlines.count((12, 11)) == 2 and outlines.count((3, 3)) == 4, outlines
    assert outlines.count((80, 80)) == 4 and outlines.count((30, 30)) == 1, outlines


def test_holes_take_the_cut_colour(tmp_path):
    """`cut_color:` colours a hole's cut outline as it does the piece's own."""
    root = _dials_cut_in(tmp_path, '"#ff0000"')
    assert run_pnp(root, "build", GAME, "--paper", "a4").exit_code == 0
    outlines = _cut_outlines_mm(root / "output" / GAME / f"{GAME}-dials-a4.pdf", (255, 0, 0))
    assert outlines.count((12, 11)) == 2 and outlines.count((3, 3)) == 4, outlines
    assert _cut_outlines_mm(root / "output" / GAME / f"{GAME}-dials-a4.pdf", GREY) == []


@pytest.mark.parametrize(
    ("hole", "written", "told"),
    [
        (
            "{shape: {type: rounded, radius: 1}, size: [12, 11], x: 34, y: 4.5}",
            "{shape: {type: rounded, radius: 1}, size: [12, 11], x: 34, y: 0.5}",
            "hole at x 34, y 0.5 (to x 46, y 11.5) does not lie 2 mm inside the 80 mm circle piece's cut",
        ),
        (
            "{shape: circle, size: 3, x: 38.5, y: 38.5}",
            "{shape: circle, x: 38.5, y: 38.5}",
            "holes: this hole has no size: give it size: in mm",
        ),
    ],
)
def test_a_hole_that_cannot_be_cut_is_said_at_its_line(tmp_path, hole, written, told):
    """A window moved up to y 0.5 mm would cut the disc's edge open, and a hole with no size has none: each is
    one finding at the hole's own line."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    template = root / "templates" / GAME / "dial-cover.yaml"
    edit(template, hole, written)
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(
        f"templates/{GAME}/dial-cover.yaml:{line_of(template, written)}: error: "
    ), said
    assert told in said[0], said


def test_each_deck_counted_by_its_inventory_noun_is_read(tmp_path):
    """Two decks, Red deck and Blue deck, of 30 cards each, whose `inventory: {noun: spell}` calls their cards
    spells: "each deck has 40 cards" of two such decks is read (README, *Counts belong to the content*), but "Each
    deck has 28 spells" and "a deck of 28 spells" were not, the shared head word "deck" being read beside "cards"
    alone. They are told now, as "The red deck has 28 spells" was."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "takes a deck of {{ components.red.cards | length }} spells", "takes a deck of 28 spells")
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/rules.yaml:{line_of(rules, '28 spells')}: error: "), (
        said
    )
    assert "'28 spells' says 28, but Red deck has 30 spells" in said[0], said
    edit(rules, "takes a deck of 28 spells", "takes a deck of 30 spells")
    said = _said(root)
    assert len(said) == 1 and said[0].endswith("[number-typed]"), said


def test_text_that_a_hole_cuts_away_is_said_at_its_element(tmp_path):
    """The cover's window moved down onto its "Life" title would cut the word out of the disc, and pnp said nothing
    (there were no holes to say it of). It is one error at the title's `x:`."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    template = root / "templates" / GAME / "dial-cover.yaml"
    edit(template, "size: [12, 11], x: 34, y: 4.5}", "size: [12, 11], x: 34, y: 20}")
    said = _said(root)
    life = line_of(template, "  life:")
    assert len(said) == 1 and said[0].startswith(f"templates/{GAME}/dial-cover.yaml:{life + 3}: error: "), said
    assert "element 'life': text runs into a hole the template cuts out" in said[0], said
    assert said[0].endswith("[text-in-hole]"), said

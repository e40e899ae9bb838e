"""Findings of the Harbour Lights walkthrough (a euro game made from the README alone) that said too little or
the wrong thing: a score track of an odd number of spaces round an edge, a contrast ratio rounded up to its
limit, a colour name's did-you-mean."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, new_game, run_pnp

from pnp.core.color import ColourError, parse_color

CARD = "templates/demo/card.yaml"


@pytest.mark.parametrize(
    ("cols", "first", "last", "words"),
    [
        (
            15,
            0,
            50,
            "15 × 12 spaces round the edge hold 50 numbers (0 to 50 is 51), one a space; a track round the edge of "
            "a box holds an even number of spaces (2 × cols + 2 × rows − 4), and 51 is odd: number 0 to 49 or 1 to 50",
        ),
        (
            14,
            1,
            50,
            "14 × 12 spaces round the edge hold 48 numbers (1 to 50 is 50), one a space, so that the track closes "
            "round the box: number 1 to 48 or 3 to 50, or make it 15 × 12 or 14 × 13 spaces, which hold 50",
        ),
    ],
    ids=["odd", "even"],
)
def test_a_score_track_that_does_not_close_says_why_and_what_would(tmp_path, cols, first, last, words):
    # Before: "15 x 12 spaces round the edge hold 50 numbers (0 to 50 is 51), one a space, so that the track
    # closes round the box; change cols, rows, first or last": no cols and rows hold 51, and it did not say so.
    root = new_game(tmp_path)
    card = root / CARD
    track = f"  track:\n    type: score_track\n    x: 5\n    y: 25\n    w: 53\n    h: 40\n    cols: {cols}\n"
    card.write_text(card.read_text() + track + f"    rows: 12\n    first: {first}\n    last: {last}\n")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{CARD}:{line_of(card, f'last: {last}')}: error: card 'dawn': "), found
        assert found.endswith(f"element 'track': {words} [value-invalid]"), found


def test_a_contrast_just_short_of_its_limit_never_reads_as_the_limit(tmp_path):
    # Body text in #777777 on white is 4.478:1: before, "has a contrast of 4.5:1; body text needs 4.5:1".
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, 'paper: "#fbf1e3"', 'paper: "#ffffff"')
    edit(card, 'paper: "#eef2fa"', 'paper: "#ffffff"')
    edit(card, '    valign: middle\n    color: "#000000"', '    valign: middle\n    color: "#777777"')
    found = [row for row in run_pnp(root, "validate", "demo").output.splitlines() if row.endswith("[text-contrast]")]
    assert len(found) == 1, found
    line = line_of(card, "#777777")
    assert found[0].startswith(f"{CARD}:{line}: warning: "), found
    assert "9 pt text in #777777 on #ffffff (element 'paper') on card 'dawn' has a contrast of 4.47:1; " in found[0]
    assert "body text needs 4.5:1 (WCAG AA)" in found[0], found


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("navyblue", "navy"), ("darknavy", "navy"), ("grene", "green"), ("whitesmok", "whitesmoke"), ("lightred", "red")],
)
def test_a_colour_name_run_together_with_another_word_is_told_the_name_it_holds(typed, meant):
    # Before: 'navyblue' was told 'skyblue' (closest by letters), 'lightred' 'lightgrey'; a slip of a letter in
    # one name ('whitesmok') is still told that name, not the shorter one it starts with ('white').
    with pytest.raises(ColourError) as caught:
        parse_color(typed)
    assert str(caught.value).endswith(f"is not a colour (use '#rrggbb' or a colour name); did you mean '{meant}'?")


def test_a_css_name_made_of_two_is_a_colour_not_a_slip():
    assert parse_color("darkgreen").hex == "#006400" and parse_color("navy").hex == "#000080"

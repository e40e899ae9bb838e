"""Leftovers of the walkthrough of a microgame in a mint tin (Tiny Tides, kept in tests/mint: 18 mini cards of
44 × 63 mm, a player aid, 10 round tokens of 12 mm, a lid and a bottom label of 90 × 55 mm with 10 mm corners for
sticker paper, and rules that fold into a pocket booklet), read back from `validate --format json`."""

from __future__ import annotations

import json

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_paths, page_texts

GAME = "content/tiny-tides/game.yaml"
RULES = "content/tiny-tides/rules.yaml"
LABEL = "templates/tiny-tides/label-lid.yaml"
TOKEN = "templates/tiny-tides/token.yaml"
CARD = "templates/tiny-tides/card.yaml"
SETUP = "Put the {{ components.tokens.cards | length }} shell tokens in the lid."


@pytest.fixture
def tides(tmp_path):
    return kept_game_workspace(tmp_path, "mint", "tiny-tides")


def test_the_game_validates_clean(tides):
    assert validated(tides, "tiny-tides") == []


@pytest.mark.parametrize(
    ("said", "quoted"),
    [
        ("Put the 12 shell tokens in the lid.", "'12 shell tokens' says 12"),
        ("Keep the 12 shell tokens in the tin.", "'12 shell tokens' says 12"),
        ("The tin holds 18 tide cards, 2 player aids and 10 shell tokens.", "'2 player aids' says 2"),
        ("There are 12 shell tokens in the tin.", "'12 shell tokens' says 12"),
    ],
)
def test_a_count_of_what_the_tin_holds_is_read(tides, said, quoted):
    # Before: nothing: "in the lid", "in the tin" were read as somewhere that is no component (as "3 cards in
    # the river" is), and "the tin holds" was no list of what the game holds, as "the box holds" is.
    edit(tides / RULES, SETUP, said)
    found = validated(tides, "tiny-tides")
    wrong = [(file, rule, message) for file, _, rule, message in found if rule == "number-disagrees"]
    assert len(wrong) == 1 and wrong[0][0] == RULES and quoted in wrong[0][2], found


def test_tokens_taken_from_the_tin_are_an_amount(tides):
    edit(tides / RULES, SETUP, "Take 2 shell tokens from the tin.")
    assert validated(tides, "tiny-tides") == []


def _one_finding(tides, file: str, old: str, new: str) -> tuple[int, str, str]:
    """The one finding after ``old`` is written ``new`` in ``file``: its line, rule and message."""
    edit(tides / file, old, new)
    found = validated(tides, "tiny-tides")
    assert len(found) == 1 and found[0][0] == file, found
    return found[0][1:]


def test_a_size_cut_short_of_two_names_is_told_both_with_their_sizes(tides):
    # Before: "did you mean 'mini-euro'?" alone, for mini cards of 44 × 63 mm, which neither named size is.
    line, rule, message = _one_finding(tides, CARD, "size: [44, 63]", "size: mini")
    assert (line, rule) == (1, "size-invalid")
    assert "did you mean 'mini-euro' (44 × 68 mm) or 'mini-american' (41 × 63 mm)?" in message, message


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("round", "a round piece is shape: circle (its size: the diameter); a rectangle with rounded corners is"),
        ("disc", "did you mean 'circle'?"),
    ],
)
def test_a_round_token_is_told_it_is_a_circle(tides, written, said):
    # Before: "unknown shape 'round'; did you mean 'rounded'?" for a 12 mm round token; 'disc' listed the shapes.
    line, rule, message = _one_finding(tides, TOKEN, "shape: circle", f"shape: {written}")
    assert (line, rule) == (2, "shape-invalid") and said in message, message


def test_a_corner_radius_too_large_is_told_the_largest(tides):
    # Before: "corner radius 30 must be from 0 to half the shorter side", which left the sum to the designer.
    line, rule, message = _one_finding(tides, LABEL, "radius: 10}", "radius: 30}")
    assert (line, rule) == (2, "shape-invalid")
    assert message.endswith("corner radius 30 is more than half the shorter side (55 mm): write radius: 27.5 or less")


def test_rounded_stickers_get_their_cut_outline(tides, tmp_path):
    # Before: the lid and bottom labels (90 × 55 mm, 10 mm corners) printed as rectangles with crop marks alone,
    # "Then cut on the crop marks.": nothing showed where their rounded corners turn.
    result = run_pnp(tides, "build", "tiny-tides", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exception is None, result.output
    labels = tmp_path / "out/tiny-tides/tiny-tides-labels-a4.pdf"
    note = " ".join(page_texts(labels)[0].split())
    assert "Then cut on the crop marks and just inside the grey cut outlines." in note, note
    outlines = [path for path in page_paths(labels, 0) if path.stroke_width > 0 and not path.dashed and _grey(path)]
    assert len(outlines) == 2, outlines


def _grey(path) -> bool:
    red, green, blue = path.stroke_color
    return red == green == blue and 60 < red < 200


def test_the_pixels_a_shop_receives_are_counted_with_its_bleed(tides):
    # Before: with 3 mm of bleed where The Game Crafter asks 3.175 mm, profile-pixels counted the card with the
    # template's 3 mm (50 × 69 mm) and named --dpi 381, which no longer holds once the bleed is set as asked.
    result = run_pnp(tides, "validate", "tiny-tides", "--profile", "tgc", "--format", "json")
    pixels = [f["message"] for f in json.loads(result.output) if f["rule"] == "profile-pixels"]
    assert len(pixels) == 1, result.output
    assert "card 'ripple' with its bleed is 50.35 × 69.35 mm" in pixels[0], pixels


def test_a_cover_page_is_left_out_of_the_component_list(tides, tmp_path):
    # Before: no way to say it: the print-and-play cover page printed "Cover: 1 board" among what the tin holds,
    # and inventory: {listed: false} was an unknown key.
    assert validated(tides, "tiny-tides") == []
    result = run_pnp(tides, "build", "tiny-tides", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exception is None, result.output
    rules = " ".join(" ".join(page_texts(tmp_path / "out/tiny-tides/tiny-tides-rules-a4.pdf")).split())
    assert "Tide cards: 18 cards" in rules and "Shell tokens: 10 tokens" in rules, rules
    assert "Cover" not in rules, rules
    assert (tmp_path / "out/tiny-tides/tiny-tides-cover-poster.pdf").exists()


def test_the_tin_labels_cut_outlines_print_in_the_games_cut_color(tides, tmp_path):
    # Before: cut_color was no option of gutters (a schema error), and the outline printed in the marks' faint grey
    # on the dark lid label.
    edit(
        tides / GAME,
        "imposition: {strategy: gutters, duplex: none}",
        'imposition: {strategy: gutters, duplex: none, cut_color: "#ffffff"}',
    )
    assert validated(tides, "tiny-tides") == []
    result = run_pnp(tides, "build", "tiny-tides", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out/tiny-tides/tiny-tides-labels-a4.pdf"
    outlines = [path for path in page_paths(pdf, 0) if path.stroke_width == pytest.approx(0.3, abs=0.01)]
    assert len(outlines) == 2 and {path.stroke_color for path in outlines} == {(255, 255, 255)}
    note = " ".join(page_texts(pdf)[0].split())
    assert "just inside the cut outlines" in note and "grey" not in note


def test_a_cut_color_that_is_no_colour_is_said_at_its_line(tides):
    edit(
        tides / GAME,
        "imposition: {strategy: gutters, duplex: none}",
        "imposition: {strategy: gutters, cut_color: white}",
    )
    found = validated(tides, "tiny-tides")
    assert [(file, rule) for file, _, rule, _ in found] == [(GAME, "schema")], found
    assert found[0][1] == line_of(tides / GAME, "cut_color: white") and "'#rrggbb'" in found[0][3]

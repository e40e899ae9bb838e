"""Slips of the walkthrough of an area-control game (Shattered Crowns, kept in tests/area trimmed to its map and
territory cards: 24 territories drawn as `path` outlines read from a data table, in 5 regions with their bonuses,
sea lanes, a 1–60 score track round the board's edge, territory cards checked against the map's territories,
and a figure of one region of the map drawn by a diagram's `piece` element)."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

GAME = "content/shattered-crowns/game.yaml"
TERRITORIES = "content/shattered-crowns/territories.yaml"
CARDS = "content/shattered-crowns/territories-cards.yaml"
MAP = "templates/shattered-crowns/map.yaml"
DETAIL = "templates/shattered-crowns/detail.yaml"
FROSTHOLM = 'd: "M 34.0 34.0 L 94.0 34.0 L 107.0 108.2 L 34.0 107.1 Z"'


@pytest.fixture
def crowns(tmp_path):
    return kept_game_workspace(tmp_path, "area", "shattered-crowns")


def test_the_game_validates_clean(crowns):
    assert validated(crowns, "shattered-crowns") == []


@pytest.mark.parametrize(
    ("outline", "told"),
    [
        # Before: a Python traceback (IndexError in svgpath), the game neither checked nor built.
        (
            'd: "M 34.0 34.0 L 94.0 34.0 L 107.0 L 34.0 107.1 Z"',
            "'L 107.0' gives L 1 number, but it takes 2 for each step (x y): 1 more [value-invalid]",
        ),
        # Before: no finding; the letter was dropped and its numbers drawn as a line from the point before.
        (
            'd: "M 34.0 34.0 K 94.0 34.0 L 107.0 108.2 L 34.0 107.1 Z"',
            "'K' is no path command: the commands are M, L, H, V, C, S, Q, T, A and Z",
        ),
        (
            'd: "M 34.0 34.0 L 94.0 34.0 L 107.0 108.2 L 34.0 107.1 Z 5"',
            "'Z 5': Z closes the outline and takes no numbers",
        ),
        # Before: no finding; the arc was left out of the outline.
        (
            'd: "M 34.0 34.0 L 94.0 34.0 A 10 10 0 0"',
            "'A 10 10 0 0' gives A 4 numbers, but it takes 7 for each arc (rx ry rotation large-arc sweep x y)",
        ),
    ],
)
def test_a_territory_outline_written_wrong_is_told_at_its_row(crowns, outline, told):
    edit(crowns / TERRITORIES, FROSTHOLM, outline)
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "value-invalid"]
    assert [(file, line) for file, line, _, _ in found] == [(TERRITORIES, line_of(crowns / TERRITORIES, "frostholm"))]
    assert told.removesuffix(" [value-invalid]") in found[0][3], found[0][3]


def test_path_data_a_template_writes_wrong_is_told_at_its_d_line_once(crowns):
    # Before: a traceback; now one finding for the 24 territories it draws
    edit(crowns / MAP, 'd: "{{ loop.item.d }}"', 'd: "{{ loop.item.d }} Q 1 2 3"')
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "value-invalid"]
    assert [(file, line) for file, line, _, _ in found] == [(MAP, line_of(crowns / MAP, "    d: "))], found
    told = "element 'land': path data: 'Q 1 2 3' gives Q 3 numbers, but it takes 4 for each step (x1 y1 x y): 1 more"
    assert told in found[0][3], found[0][3]


def test_a_detail_of_the_map_showing_no_name_is_not_said_to_lie_off_its_piece(crowns):
    # A figure of the land between three territories' names (their borders and fills, no word): before, an
    # art-off-piece warning "what it prints lies off the 80 × 60 mm piece ... so it does not print".
    edit(crowns / DETAIL, "scale: 0.7, focus: [200, 80]", "scale: 1, focus: [140, 112]")
    assert validated(crowns, "shattered-crowns") == []


def test_a_piece_drawn_wholly_off_the_diagram_is_still_said(crowns):
    edit(crowns / DETAIL, "x: 0, y: 0, w: 80, h: 60, scale: 0.7", "x: 400, y: 0, w: 80, h: 60, scale: 0.7")
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "art-off-piece"]
    assert [(file, line) for file, line, _, _ in found] == [(DETAIL, line_of(crowns / DETAIL, "map:"))], found


def test_a_card_naming_a_territory_the_map_lacks_is_its_check_at_its_row(crowns):
    edit(crowns / CARDS, "title: Wolfgate", "title: Wolfsgate")
    found = validated(crowns, "shattered-crowns")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (CARDS, line_of(crowns / CARDS, "Wolfsgate"), "check:card-on-map")
    ]


def test_the_maps_title_over_a_territorys_name_is_told(crowns):
    # Before: no finding (text-overlap saw only fills, icons and pictures drawn over a text, never words).
    edit(crowns / MAP, "    x: 180\n    y: 150", "    x: 180\n    y: 142")
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "text-overlap"]
    assert [(file, line) for file, line, _, _ in found] == [(MAP, line_of(crowns / MAP, 'y: "{{ loop.item.at[1]'))]
    assert (
        "text of element 'name', copy 9 of 24 (item 'grey-moor') runs 12.1 × 3.5 mm under the text of element "
        "'title' on board 'board', so neither reads; give one of them a box clear of the other" in found[0][3]
    )


def test_a_see_through_title_over_the_names_is_meant(crowns):
    edit(crowns / MAP, "    x: 180\n    y: 150", "    x: 180\n    y: 142\n    opacity: 0.3")
    assert [f for f in validated(crowns, "shattered-crowns") if f[2] == "text-overlap"] == []


def test_a_sea_lane_dashed_in_words_is_told_what_dash_takes(crowns):
    # Before: "'dash' must be a number, got 'dashed'", though a list of on/off lengths is what a dash is.
    edit(crowns / MAP, "dash: [3, 2]", "dash: dashed")
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "value-invalid"]
    assert [(file, line) for file, line, _, _ in found] == [(MAP, line_of(crowns / MAP, "dash: dashed"))]
    assert "'dash' must be one length or a list of on/off lengths (mm), such as [3, 2]; got 'dashed'" in found[0][3]


RULES = "content/shattered-crowns/rules.yaml"
SHOWN = "The map shows {{ data.territories | length }} territories."


@pytest.mark.parametrize(
    ("typed", "rule", "told"),
    [
        # Before: no finding; only a component's pieces were counted, never a data table's rows.
        (
            "There are 25 territories on the map.",
            "number-disagrees",
            "'25 territories on the map' says 25, but game.yaml's data table "
            "'territories' has 24 rows; write {{ data.territories | length }}",
        ),
        (
            "The map shows the 24 territories.",
            "number-typed",
            "'24 territories' is typed by hand, but the content supplies it (game.yaml's "
            "data table 'territories' has 24 rows); write {{ data.territories | length }}",
        ),
        (
            "Each region has 4 territories.",
            "number-disagrees",
            "'4 territories' says 4, but game.yaml's data table 'territories' has rows in "
            "numbers that differ by region (6 of highmarch, 4 of ashfen",
        ),
    ],
)
def test_a_count_of_a_data_tables_rows_typed_in_the_rules_is_read(crowns, typed, rule, told):
    edit(crowns / RULES, SHOWN, typed)
    found = [f for f in validated(crowns, "shattered-crowns") if f[2].startswith("number-")]
    assert [(file, line, r) for file, line, r, _ in found] == [(RULES, line_of(crowns / RULES, typed), rule)], found
    assert told in found[0][3], found[0][3]


@pytest.mark.parametrize("amount", ["Draw 3 territories.", "Across 25 territories, armies march.", "the territory"])
def test_an_amount_of_territories_is_no_count_of_the_table(crowns, amount):
    edit(crowns / RULES, SHOWN, amount)
    assert [f for f in validated(crowns, "shattered-crowns") if f[2].startswith("number-")] == []


def test_a_sea_lane_wholly_under_the_score_tracks_band_is_told(crowns):
    # Before: no finding (text-overlap reads only text); the lane did not print, hidden under the track's cells.
    edit(crowns / MAP, "    x: 31\n    y: 300\n    x2: 31", "    x: 20\n    y: 300\n    x2: 20")
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "art-hidden"]
    assert [(file, line) for file, line, _, _ in found] == [(MAP, line_of(crowns / MAP, "y: 300"))], found
    assert (
        "element 'lane_2' lies wholly under the opaque fill of element 'track', drawn after it on board 'board', so "
        "it does not show; move it clear of 'track', or draw it after 'track' (later in elements:)" in found[0][3]
    )


def test_what_a_later_fill_hides_is_told_once_per_pair_of_elements_not_the_ground(crowns):
    # A panel over the whole board: the 24 territories are one finding, each lane one; the sea, the ground the
    # board is drawn on first, is none (what is drawn over a ground is meant to hide it).
    panel = '  cover:\n    type: rect\n    x: 0\n    y: 0\n    w: 500\n    h: 380\n    fill: "#ffffff"\n'
    edit(crowns / MAP, "  name:\n    type: text", panel + "  name:\n    type: text")
    found = [f for f in validated(crowns, "shattered-crowns") if f[2] == "art-hidden"]
    assert [message.split(" lies ")[0].split(": ", 1)[1] for _, _, _, message in found] == [
        "element 'land', copy 1 of 24 (item 'frostholm')",
        "element 'lane_1'",
        "element 'lane_2'",
    ], found


COLOURS = "content/shattered-crowns/colours.yaml"


def test_two_player_colours_alike_that_carry_the_same_initial_are_said_at_the_later_row(crowns):
    # Red, blue and green are alike in greyscale, red and green to a deuteranope: the armies' initials tell them
    # apart, and the apart: check keeps that so. Green's initial typed as Red's is one finding, at Green's row.
    edit(crowns / COLOURS, 'fill: "#2e8b3d", mark: G', 'fill: "#2e8b3d", mark: R')
    found = validated(crowns, "shattered-crowns")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (COLOURS, line_of(crowns / COLOURS, "id: green"), "check:player-colours-apart")
    ], found
    assert "the Red and Green armies look alike and carry the same initial" in found[0][3]
    assert "in greyscale #6a6a6a and #7a7a7a" in found[0][3] and "both show 'R'" in found[0][3], found[0][3]

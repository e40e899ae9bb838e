"""Colours players must tell apart: the ``apart:`` form of a declared check (as printed, in greyscale and to the
three dichromacies, CIEDE2000), with a second cue that tells two pieces apart whatever their colours."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, finding_lines, line_of, make_workspace, new_game, the_error, with_data_table

from pnp.core.vision import delta_e, lab

# Sharma, Wu & Dalal (2005), Table 1: pairs 1, 2, 7, 17, 20, 26 and 33, with their published CIEDE2000
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((84.25, 5.74, 96.0), (84.46, 8.88, 96.49), 1.6743),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
]


@pytest.mark.parametrize(("first", "second", "published"), SHARMA)
def test_delta_e_is_ciede2000_as_published(first, second, published):
    assert delta_e(first, second) == pytest.approx(published, abs=5e-5)
    assert delta_e(second, first) == pytest.approx(published, abs=5e-5)  # the same either way round


def test_lab_of_white_black_and_a_primary():
    assert lab((1.0, 1.0, 1.0)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab((0.0, 0.0, 0.0)) == pytest.approx((0.0, 0.0, 0.0), abs=0.01)
    assert lab((1.0, 0.0, 0.0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)  # sRGB red, D65


COLOURS = """\
- {id: red, name: Red, fill: "#d32f2f", symbol: star}
- {id: orange, name: Orange, fill: "#f57c00", symbol: circle}
- {id: green, name: Green, fill: "#43a047", symbol: star}
- {id: black, name: Black, fill: "#1f1f1f", symbol: square}
"""
CHECK = """\
  - id: colours-apart
    apart: "data.colours"
    colour: "item.fill"
    message: "the {{ first.name }} and {{ item.name }} pieces look alike"
"""


@pytest.fixture
def colours_game(tmp_path: Path) -> Path:
    root = new_game(tmp_path)
    with_data_table(root, "colours", COLOURS)
    edit(root / "content/demo/game.yaml", "checks:\n", "checks:\n" + CHECK)
    return root


def _findings(root: Path) -> list[str]:
    return [row for row in finding_lines(root) if "[check:colours-apart]" in row]


def test_each_pair_alike_to_a_sight_is_said_at_the_later_colour_with_the_colours_as_seen(colours_game):
    said = _findings(colours_game)
    table = colours_game / "content/demo/colours.yaml"
    # red and green: one olive to a deuteranope; orange and green: one grey in greyscale and to a protanope
    assert said == [
        f"content/demo/colours.yaml:{line_of(table, 'Green')}: error: the Orange and Green pieces look alike "
        "(#f57c00 and #43a047: in greyscale #9d9d9d and #8d8d8d, ΔE 5.2; to a protanope #a08c00 and #a3923f, "
        "ΔE 5.4; ΔE 10 or more tells pieces apart) [check:colours-apart]",
        f"content/demo/colours.yaml:{line_of(table, 'Green')}: error: the Red and Green pieces look alike "
        "(#d32f2f and #43a047: to a deuteranope #8b7c28 and #978a4e, ΔE 6.7; ΔE 10 or more tells pieces apart) "
        "[check:colours-apart]",
    ]


def test_a_second_cue_that_differs_tells_two_pieces_apart_and_one_they_share_does_not(colours_game):
    edit(
        colours_game / "content/demo/game.yaml",
        '    colour: "item.fill"\n',
        '    colour: "item.fill"\n    cue: "item.symbol"\n',
    )
    said = _findings(colours_game)
    assert len(said) == 1, said  # orange (a circle) and green (a star) are told apart by their symbols
    assert "the Red and Green pieces look alike" in said[0] and said[0].endswith(
        "both show 'star') [check:colours-apart]"
    )


def test_see_limits_the_sights_and_min_the_difference_asked(colours_game):
    game = colours_game / "content/demo/game.yaml"
    edit(game, '    colour: "item.fill"\n', '    colour: "item.fill"\n    see: [greyscale]\n')
    assert ["Orange and Green" in row for row in _findings(colours_game)] == [True]
    edit(game, "    see: [greyscale]\n", "    see: [greyscale]\n    min: 30\n")
    said = _findings(colours_game)
    assert all("ΔE 30 or more tells pieces apart" in row for row in said), said
    pairs = [row.split("error: the ")[1].split(" pieces")[0] for row in said]
    # every pair but those with black (ΔE 27.1 from red in greyscale: closer than 30)
    assert sorted(pairs) == ["Orange and Green", "Red and Black", "Red and Green", "Red and Orange"], pairs


def test_pieces_alike_as_printed_are_said_whatever_see_names(colours_game):
    edit(colours_game / "content/demo/colours.yaml", '"#1f1f1f"', '"#d53030"')  # black made a second red
    edit(
        colours_game / "content/demo/game.yaml",
        '    colour: "item.fill"\n',
        '    colour: "item.fill"\n    see: [tritanopia]\n',
    )
    said = _findings(colours_game)
    assert any("the Red and Black pieces look alike (#d32f2f and #d53030: as printed ΔE 0.5;" in row for row in said)


def test_a_list_of_colours_written_in_the_check_is_said_at_its_apart_line(colours_game):
    game = colours_game / "content/demo/game.yaml"
    edit(
        game,
        CHECK,
        CHECK.replace('"data.colours"', "\"['#ff0000', 'navy', '#a39000']\"")
        .replace('    colour: "item.fill"\n', "")
        .replace("the {{ first.name }} and {{ item.name }} pieces look alike", "{{ first }} and {{ item }} look alike"),
    )
    said = _findings(colours_game)
    assert said == [
        f"content/demo/game.yaml:{line_of(game, 'apart:')}: error: #ff0000 and #a39000 look alike (#ff0000 and "
        "#a39000: in greyscale #7f7f7f and #909090, ΔE 5.9; to a deuteranope #a39000 and #a59315, ΔE 1.1; ΔE 10 "
        "or more tells pieces apart) [check:colours-apart]"
    ]


def test_a_colour_that_is_no_colour_is_said_at_its_row(colours_game):
    table = colours_game / "content/demo/colours.yaml"
    edit(table, '"#f57c00"', '"#f57c0g"')
    assert the_error(colours_game) == (
        f"content/demo/colours.yaml:{line_of(table, 'Orange')}: error: fill: '#f57c0g' is not a colour "
        "(use '#rrggbb' or a colour name) [value-invalid]"
    )


def test_a_whole_row_for_a_colour_names_the_field_to_read(colours_game):
    game = colours_game / "content/demo/game.yaml"
    edit(game, '    colour: "item.fill"\n', "")
    assert the_error(colours_game) == (
        f"content/demo/game.yaml:{line_of(game, 'apart:')}: error: check 'colours-apart': apart: the colour of an "
        'item is its whole row, not a colour; write colour: "item.fill" [expression]'
    )


def test_a_misspelt_sight_is_a_schema_finding_naming_the_one_meant(colours_game):
    game = colours_game / "content/demo/game.yaml"
    edit(game, '    colour: "item.fill"\n', '    colour: "item.fill"\n    see: [deuteranopa]\n')
    error = the_error(colours_game)
    assert error.startswith(f"content/demo/game.yaml:{line_of(game, 'see:')}: error: ")
    assert "'deuteranopa' is not one of" in error and "did you mean 'deuteranopia'?" in error


def test_a_misspelt_field_of_the_colour_is_said_at_the_check(colours_game):
    game = colours_game / "content/demo/game.yaml"
    edit(game, '"item.fill"', '"item.fil"')
    assert the_error(colours_game) == (
        f"content/demo/game.yaml:{line_of(game, 'colour:')}: error: check 'colours-apart': in 'item.fil': no field "
        "'fil'; did you mean 'fill'? [expression]"
    )


@pytest.mark.parametrize(
    ("game", "source", "old", "new", "said"),
    [
        (  # blue and red trains are one grey: their numbers tell them apart
            "twisty-tracks",
            "trains.yaml",
            'label: "4"',
            'label: "2"@2',
            "the Blue and Red trains look alike and show the same number (#1565c0 and #c62828: in greyscale #666666 "
            "and #676767, ΔE 0.5; ΔE 10 or more tells pieces apart; both show '2') [check:trains-told-apart]",
        ),
        (
            "trap-map-galaxy",
            "pawns.yaml",
            'number: 3, colour: "#b06ef0"',
            'number: 2, colour: "#b06ef0"',
            "Player 2 and Player 3 look alike and show the same number (#3d7bf0 and #b06ef0: in greyscale #808080 "
            "and #8d8d8d, ΔE 4.9; to a deuteranope #0078ee and #578ded, ΔE 7.8; to a protanope #3688f4 and #408bf4, "
            "ΔE 1.0; ΔE 10 or more tells pieces apart; both show 2) [check:pawns-told-apart]",
        ),
    ],
)
def test_the_shipped_games_keep_a_second_cue_on_pieces_alike_in_colour(tmp_path, game, source, old, new, said):
    root = make_workspace(tmp_path, game)
    path = root / "content" / game / source
    edit(path, old, new.partition("@")[0])
    assert the_error(root, game) == f"content/{game}/{source}:{line_of(path, new)}: error: {said}"


def test_an_item_with_no_colour_is_said_at_its_row(colours_game):
    table = colours_game / "content/demo/colours.yaml"
    edit(table, '"#1f1f1f"', "none")
    assert the_error(colours_game) == (
        f"content/demo/colours.yaml:{line_of(table, 'Black')}: error: check 'colours-apart': apart: 'none' is no "
        "colour to tell apart; give it one, as every item has [expression]"
    )

"""Leftovers of the walkthrough of a hex-and-counter wargame (Ardennes '44, kept in tests/wargame: 24 unit
counters in a CSV table, full strength on the front and reduced on the back, NATO symbols drawn with lines;
markers; a 34 × 22 hex map tiled and as a poster; scenario cards listing each unit's setup hex; rules with
numbered cases and counter figures; a player aid), read back from the PDFs and from
`validate --format json`."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_paths, page_texts

COUNTER = "templates/ardennes/counter.yaml"


@pytest.fixture
def ardennes(tmp_path):
    return kept_game_workspace(tmp_path, "wargame", "ardennes")


def test_the_game_validates_clean(ardennes):
    assert validated(ardennes, "ardennes") == []


def test_a_pale_ground_is_told_at_the_nation_of_the_piece_it_fails_on(ardennes):
    """White ink on the German field grey fails; the US and German inks are both #ffffff. The finding names the
    German ink, at its line, not the first var that happens to hold #ffffff (the US one)."""
    edit(ardennes / COUNTER, 'de: {ground: "#5f6869"', 'de: {ground: "#7c8587"')
    found = [f for f in validated(ardennes, "ardennes") if f[2] == "text-contrast"]
    assert len(found) == 1, found
    file, line, _, message = found[0]
    assert (file, line) == (COUNTER, line_of(ardennes / COUNTER, "    de: {ground:")), found
    assert message.startswith("vars.nations.de.ink "), message


def test_an_elided_year_prints_an_apostrophe_not_a_foot_mark(ardennes):
    """'44 (1944) on the map and in the rules prints ’44: a straight quote before a digit that no quote closes is
    an apostrophe, as one between letters is; a quoted number ('3'), an escaped quote (\\') and a spreadsheet's
    mark before a longer number ('0042) are kept."""
    edit(ardennes / "content/ardennes/rules.yaml", "**1.1** *Ardennes '44*", "**1.1** *Ardennes '44* ('3') \\'45 '0042")
    built = run_pnp(ardennes, "build", "ardennes", "--paper", "letter")
    assert built.exit_code == 0, built.output
    out = ardennes / "output/ardennes"
    rules = " ".join(page_texts(out / "ardennes-rules-letter.pdf"))
    assert "1.1 Ardennes \u201944 (\u20183\u2019) '45 '0042 is a game" in rules, rules[:400]
    assert "Ardennes \u201944" in page_texts(out / "ardennes-map-poster.pdf")[0]


def test_a_back_of_another_size_is_one_finding_not_its_elements_too(ardennes):
    """A reduced side written 1/2 in (12.7 mm) behind a 5/8 in counter: one imposition-mixed error at its size:,
    not also the safe-zone and thin-line findings its inherited elements make on a piece of the wrong size."""
    back = ardennes / "templates/ardennes/counter-back.yaml"
    edit(back, "extends: ardennes/counter\n", "extends: ardennes/counter\nsize: 12.7\n")
    found = validated(ardennes, "ardennes")
    assert [(f[0], f[1], f[2]) for f in found] == [("templates/ardennes/counter-back.yaml", 3, "imposition-mixed")], (
        found
    )
    assert found[0][3].endswith("write size: 15.875"), found  # one length, as the face writes a square


def test_a_markers_own_colour_too_dark_for_its_words_is_one_finding_at_the_marker(ardennes):
    """The Fuel marker's blue (its entry's colour:) under black words fails on both its sides: one finding, at
    the entry's colour, not one at the face template's text and another at the entry for its back."""
    markers = ardennes / "content/ardennes/markers.yaml"
    edit(markers, "#7fa8d6", "#3a6ea5")
    found = [f for f in validated(ardennes, "ardennes") if f[2] == "text-contrast"]
    assert [(f[0], f[1]) for f in found] == [("content/ardennes/markers.yaml", line_of(markers, "id: fuel"))], found


def test_a_row_typed_with_semicolons_in_a_comma_file_is_told_so(ardennes):
    """One unit's row pasted from a sheet in a German locale (';' between its cells) under a header of commas:
    the finding says so at the row, in good English ("1 cell", not "1 cells"), not that a cell is missing."""
    units = ardennes / "content/ardennes/units.csv"
    edit(
        units,
        "de-2ss-4,4 SS/2SS,de,mech,III,2sspz,7,6,7,4,3,7,3411",
        "de-2ss-4;4 SS/2SS;de;mech;III;2sspz;7;6;7;4;3;7;3411",
    )
    found = validated(ardennes, "ardennes")
    assert [(f[0], f[1], f[2]) for f in found] == [("content/ardennes/units.csv", 8, "csv-syntax")], found
    assert found[0][3] == (
        "this row has 1 cell and the header row 13: its cells are separated by semicolons and the header row's "
        "names by commas; write the row with commas, as the header is"
    ), found


def test_a_map_icon_with_no_meaning_is_told_at_the_terrain_row_that_names_it(ardennes):
    """The town icon the hex map draws for the terrain table's town row, with no meaning in legend.yaml: the
    warning is at that row's icon: (where the game names it, as a card's field would be), not at the map
    template's element."""
    legend = ardennes / "content/ardennes/icons/legend.yaml"
    edit(legend, '- icons: [town]\n  meaning: "Town: 1 movement point; defence tripled."\n', "")
    terrain = ardennes / "content/ardennes/terrain.yaml"
    found = validated(ardennes, "ardennes")
    assert [(f[0], f[1], f[2]) for f in found] == [
        ("content/ardennes/terrain.yaml", line_of(terrain, "id: town"), "icon-undescribed")
    ], found


MM = 72 / 25.4
HEX = 23.0  # mm flat to flat: the map template's hexes


def _stroked_in(pdf, colour):
    return [path for path in page_paths(pdf, 0) if path.stroke_width and path.stroke_color == colour]


def test_rivers_run_along_hexsides_and_roads_through_hex_centres(ardennes):
    """The map's rivers ("0105 0205", written with the hexes' printed numbers) are each one side of a hex long,
    between the two hexes; its roads run from centre to centre, each step one hex across."""
    built = run_pnp(ardennes, "build", "ardennes", "--paper", "letter")
    assert built.exit_code == 0, built.output
    poster = ardennes / "output/ardennes/ardennes-map-poster.pdf"
    rivers = _stroked_in(poster, (0x2F, 0x6D, 0xB5))
    sides = [side for path in rivers for side in path.subpaths]
    assert len(sides) == 6, rivers
    for (x1, y1), (x2, y2) in sides:
        assert math.hypot(x2 - x1, y2 - y1) / MM == pytest.approx(HEX / math.sqrt(3), abs=0.05)
    roads = [road for path in _stroked_in(poster, (0x7A, 0x4A, 0x21)) for road in path.subpaths]
    assert [len(road) for road in roads] == [8, 3], roads
    for road in roads:
        for (x1, y1), (x2, y2) in pairwise(road):
            assert math.hypot(x2 - x1, y2 - y1) / MM == pytest.approx(HEX, abs=0.05)


def test_a_road_through_hexes_that_do_not_touch_is_told_at_its_line(ardennes):
    """A road that jumps a hex, and a river side naming a hex the 34 × 22 map does not have: each one map-syntax
    error at its own line of the board's list, saying what is wrong; the rest of the map draws."""
    board = ardennes / "content/ardennes/map.yaml"
    edit(board, '      - "0702 0803 0804"', '      - "0702 0804"')
    edit(board, '"0407 0408"]', '"0407 3523"]')
    found = validated(ardennes, "ardennes")
    assert [(f[1], f[2]) for f in found] == [
        (line_of(board, "rivers:"), "map-syntax"),
        (line_of(board, '"0702 0804"'), "map-syntax"),
    ], found
    assert found[0][3] == "rivers: '0407 3523': 3523 is no hex of the map (its hexes run from 0101 to 3422)"
    assert found[1][3] == (
        "roads: '0702 0804': hexes 0702 and 0804 do not touch: each hex is a neighbour of the one before it"
    )


TRIM_GREY = (153, 153, 153)  # the thin line a figure's piece is drawn trimmed with
COUNTER_MM = 15.875


def _counter_widths(pdf) -> list[float]:
    """mm: the width of each counter figure's trim line on the rules' first page."""
    widths = []
    for path in page_paths(pdf, 0):
        if path.stroke_width and path.stroke_color == TRIM_GREY:
            xs = [x for sub in path.subpaths for x, _ in sub]
            widths.append(round((max(xs) - min(xs)) / MM, 2))
    return widths


def test_a_counter_figure_is_drawn_enlarged_when_its_title_says_so(ardennes):
    """A 5/8 in counter at its printed size is small on a rules page: "enlarged-200" in its figure's title draws
    it twice as large, front and back alike ("back enlarged-200"); figures without it keep their size."""
    rules = ardennes / "content/ardennes/rules.yaml"
    edit(
        rules,
        '![Attacker](units/de-116-60 "enlarged-200") ![Defender](units/us-28-109 "enlarged-200")',
        "![Attacker](units/de-116-60) ![Defender](units/us-28-109)",
    )
    assert validated(ardennes, "ardennes") == []
    built = run_pnp(ardennes, "build", "ardennes", "--paper", "letter")
    assert built.exit_code == 0, built.output
    widths = _counter_widths(ardennes / "output/ardennes/ardennes-rules-letter.pdf")
    assert sorted(widths) == pytest.approx([COUNTER_MM] * 2 + [2 * COUNTER_MM] * 2, abs=0.05), widths


def test_a_misspelt_enlargement_is_told_with_the_words_a_figure_takes(ardennes):
    rules = ardennes / "content/ardennes/rules.yaml"
    edit(rules, '"back enlarged-200"', '"back enlarged-250"')
    found = validated(ardennes, "ardennes")
    assert [(f[1], f[2]) for f in found] == [(line_of(rules, "enlarged-250"), "figure-option")], found
    assert "did you mean 'enlarged-200'?" in found[0][3], found

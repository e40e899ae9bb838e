"""Slips of the walkthrough of an 18xx-style railway and stock game (1846-Lite, kept in tests/e18xx: a flat-top hex
map, hexagonal track tiles of the map's size generated from a tile manifest, share certificates generated from the
companies × share kinds and checked to 100 %, money checked to a $9,000 bank, rules with a tile's figure)."""

from __future__ import annotations

import math

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_texts, painted, render, word_centres

TILE = "templates/e1846/tile.yaml"
TILE_BACK = "templates/e1846/tile-back.yaml"
MAP = "templates/e1846/map.yaml"
GAME = "content/e1846/game.yaml"
RULES = "content/e1846/rules.yaml"


@pytest.fixture
def e1846(tmp_path):
    return kept_game_workspace(tmp_path, "e18xx", "e1846")


def _one_finding(root, path: str, old: str, new: str, rule: str) -> tuple[str, int, str]:
    """The one finding of ``rule`` that ``validate`` gives once ``old`` is ``new`` in the file at ``path``: its
    file, line and message (any other finding of that rule fails the test)."""
    edit(root / path, old, new)
    found = [f for f in validated(root, "e1846") if f[2] == rule]
    assert len(found) == 1, found
    file, line, _, message = found[0]
    return file, line, message


def test_the_game_validates_clean(e1846):
    assert validated(e1846, "e1846") == []


def test_a_hexagonal_back_of_another_size_is_told_the_length_to_write(e1846):
    # Before: "...and must cover it exactly; give it its face's size: [imposition-mixed]", the size left out.
    back = ("extends: e1846/tile\n", "extends: e1846/tile\nsize: 30\n")
    file, line, message = _one_finding(e1846, TILE_BACK, *back, "imposition-mixed")
    assert (file, line) == (TILE_BACK, line_of(e1846 / TILE_BACK, "size: 30")), message
    assert message.endswith("and must cover it exactly; write size: 31.75"), message


@pytest.mark.parametrize(
    ("old", "new", "told"),
    [
        (
            "orientation: flat-top",
            "orientation: flattop",
            "orientation must be one of pointy-top, flat-top, got 'flattop'; did you mean 'flat-top'?",
        ),
        (
            "orientation: flat-top",
            "orientation: flat-top\n    numbers: RRCC",
            "numbers must be one of ccrr, rrcc, none, got 'RRCC'; did you mean 'rrcc'?",
        ),
    ],
)
def test_a_hex_maps_misspelt_way_of_drawing_is_told_what_to_write(e1846, old, new, told):
    # Before: "orientation must be one of pointy-top, flat-top, got 'flattop'" without the word meant, and a
    # numbers: that is no way of numbering (RRCC) was read as rrcc without a word.
    edit(e1846 / MAP, old, new)
    key = new.split("\n")[-1].strip().split(":")[0]
    found = [f for f in validated(e1846, "e1846") if f[2] == "value-invalid"]
    assert [(file, line) for file, line, _, _ in found] == [(MAP, line_of(e1846 / MAP, f"{key}:"))], found
    assert found[0][3].endswith(told), found


def test_a_hexagonal_tile_turned_by_a_sixth_prints_turned_in_the_rules(e1846):
    # Before: "figure 'tiles/tile-57' says 'turned-60', which is no side or option of a figure ...; did you mean
    # 'turned-90'?", and "turned-90" of a hexagon was "does not turn into a shape pnp draws": an 18xx rule could
    # not show a tile as it is laid on the map.
    edit(e1846 / RULES, "![Tile 57, a city](tiles/tile-57)", '![Tile 8](tiles/tile-8 "turned-60")')
    assert validated(e1846, "e1846") == []
    built = run_pnp(e1846, "build", "e1846", "--paper", "letter")
    assert built.exit_code == 0, built.output
    rules = e1846 / "output/e1846/e1846-rules-letter.pdf"
    assert _track_directions(rules) == {60, 180}  # tile 8's exits N and SE, turned a sixth: NE and S


def _track_directions(pdf) -> set[int]:
    """The directions (degrees clockwise from north) in which black track runs from the centre of the rules' one
    tile figure to its edges, read from the rasterised page: the tile's yellow gives its centre and size."""
    image = render(pdf, 0, dpi=100).convert("RGB")
    yellow = painted(image, (0xF2, 0xD9, 0x4E)).getbbox()
    assert yellow is not None, "no yellow tile on the page"
    left, top, right, bottom = yellow
    cx, cy, apothem = (left + right) / 2, (top + bottom) / 2, (bottom - top) / 2
    directions = set()
    for degrees in range(0, 360, 60):
        x = cx + 0.75 * apothem * math.sin(math.radians(degrees))
        y = cy - 0.75 * apothem * math.cos(math.radians(degrees))
        if sum(image.getpixel((round(x), round(y)))) < 150:
            directions.add(degrees)
    return directions


def test_a_total_written_as_a_count_is_told_to_check_it_with_expect(e1846):
    # Before: "check 'bank-total': expected a list of items, got int", which said neither what was wrong nor what
    # to write.
    game = e1846 / GAME
    edit(
        game,
        "expect: \"components.money.cards | map(attribute='value') | sum == 9000\"",
        "count: \"components.money.cards | sum(attribute='value')\"\n    equals: 9000",
    )
    found = [f for f in validated(e1846, "e1846") if f[2] == "expression"]
    assert [(file, line) for file, line, _, _ in found] == [(GAME, line_of(game, 'count: "components.money'))], found
    assert found[0][3] == (
        "check 'bank-total': count: gives the number 9000, not the items to count (count: takes a list and counts "
        "it); a total is checked with expect:, write expect: \"components.money.cards | sum(attribute='value') == "
        '9000" (in place of count: and its bounds)'
    ), found


def test_a_field_several_manifest_rows_leave_out_is_told_at_the_rule_to_read_with_a_default(e1846):
    # Before: "manifest.yaml:1: generate: this row has no 'revenue', which the rule reads (...)", at the first of
    # the 8 plain track tiles that leave the city revenue out on purpose, as if that row were the slip.
    tiles = "content/e1846/tiles.yaml"
    found = _one_finding(e1846, tiles, '"{{ t.revenue | default(0) }}"', '"{{ t.revenue }}"', "expression")
    assert found == (
        tiles,
        line_of(e1846 / tiles, "revenue:"),
        "generate: revenue: reads t.revenue, which 8 rows of the set leave out (manifest.yaml:1, 2, 3, 5, 6, 7, …) "
        "and 3 write: read it as t.revenue | default(…), with the value for the rows that leave it out, or write "
        "'revenue:' in each row",
    )


def test_a_list_written_without_brackets_is_told_to_write_them(e1846):
    # Before: "exits: '0, 1' is not a list", which did not say how a list is written.
    manifest = "content/e1846/manifest.yaml"
    file, line, message = _one_finding(e1846, manifest, "exits: [0, 1], count: 6", 'exits: "0, 1", count: 6', "schema")
    assert (file, line) == (manifest, 1)
    assert message.endswith("exits: '0, 1' is not a list; a list is written in brackets: [0, 1]"), message


@pytest.mark.parametrize(
    ("old", "new", "key", "told"),
    [
        (
            "size: 31.75",
            "size: 32",
            "size: 32",
            "component 'tiles': its 32 mm tiles do not cover the map's 31.75 mm flat-top hexes (e1846/map.yaml:19, "
            "element 'hexes') at 100 %: write size: 31.75 (or the map's size: 32)",
        ),
        (
            "shape: {type: hexagon, orientation: flat-top}",
            "shape: hexagon",
            "shape: hexagon",
            "component 'tiles': its pointy-top tiles stand another way up than the map's 31.75 mm flat-top hexes "
            "(e1846/map.yaml:19, element 'hexes'): write shape: {type: hexagon, orientation: flat-top}",
        ),
    ],
)
def test_track_tiles_that_do_not_cover_the_maps_hexes_are_told(e1846, old, new, key, told):
    # Before: nothing; 32 mm tiles on the map's 31.75 mm hexes, or pointy-top tiles on flat-top hexes, printed.
    edit(e1846 / TILE, old, new)
    found = [f for f in validated(e1846, "e1846") if f[2] == "hex-tile-misfit"]
    assert found == [(TILE, line_of(e1846 / TILE, key), "hex-tile-misfit", told)], found
    assert line_of(e1846 / MAP, "size: 31.75") == 19


SHARES = "content/e1846/shares.yaml"


def test_one_wrong_copies_of_a_share_kind_is_one_finding_at_the_rules_count(e1846):
    # Before: six findings, one at each company's row of companies.yaml, none at the kinds: row that was wrong.
    edit(e1846 / SHARES, "copies: 8}", "copies: 7}")
    found = [f for f in validated(e1846, "e1846") if f[2] == "check:hundred-percent"]
    assert len(found) == 1, found
    file, line, _, message = found[0]
    assert (file, line) == (SHARES, line_of(e1846 / SHARES, "count:")), message
    assert message == (
        "Pennsylvania's certificates add up to 100 % (found 90, expected 100; not met for any of the 6 items, whose "
        "pieces' copies are all set at shares.yaml:3, shares.yaml:4: one cause, said once here: a count there is off, "
        "or the check)"
    )


@pytest.mark.parametrize(
    ("path", "old", "new", "key", "told"),
    [
        (
            SHARES,
            'company: "{{ co }}"',
            'company: "{{ co.name }}"',
            "company:",
            "generate: company: the value this rule writes is refused in all 12 cards it makes (one cause, said "
            "once): card 'prr-president': company: 'Pennsylvania' is not a mapping of keys to values; change the "
            "rule here, not its rows",
        ),
        (
            "content/e1846/tiles.yaml",
            'exits: "{{ t.exits }}"',
            "exits: \"{{ t.exits | join(',') }}\"",
            "exits:",
            "generate: exits: the value this rule writes is refused in all 11 tiles it makes (one cause, said once): "
            "tile 'tile-7': exits: '0,1' is not a list; a list is written in brackets: [0,1]; change the rule here, "
            "not its rows",
        ),
    ],
)
def test_a_rule_that_makes_a_field_of_the_wrong_type_is_one_finding_at_its_key(e1846, path, old, new, key, told):
    # Before: one finding a row the rule reads (six companies, eleven manifest rows), at each row, not at the rule.
    assert _one_finding(e1846, path, old, new, "schema") == (path, line_of(e1846 / path, key), told)


HEXES = """    orientation: flat-top
    hexes:
      - {at: B2, text: Chicago, label: "40"}
      - {at: 0503, label: OO}
"""


def test_a_maps_cities_are_placed_at_their_hexes_by_coordinate(e1846):
    # Before: hexes: was an unknown key; a city's name was a loose text element at a hand-computed x and y.
    edit(e1846 / MAP, "    orientation: flat-top\n", HEXES)
    assert validated(e1846, "e1846") == []
    result = run_pnp(e1846, "build", "e1846", "--paper", "a4")
    assert result.exit_code == 0, result.output
    pdf = e1846 / "output/e1846/e1846-map-poster.pdf"
    (text,) = page_texts(pdf)
    assert "Chicago" in text and "40" in text and "OO" in text
    (chicago,) = word_centres(pdf, 0, "Chicago")
    (hex_0202,) = word_centres(pdf, 0, "0202")  # B2: the second row's second hex
    assert abs(chicago[0] - hex_0202[0]) < 1 and chicago[1] < hex_0202[1]  # in that hex, under its number


@pytest.mark.parametrize(
    ("row", "told"),
    [
        (
            "      - {at: F2, text: Nowhere}\n",
            "hex F2 is off the map, whose 7 × 5 hexes run from A1 to E7 (0101 to 0705)",
        ),
        (
            "      - {at: 0202, text: Again}\n",
            "hex 0202 is given twice (first at map.yaml:{first}): give its icon, text and label in one row",
        ),
    ],
)
def test_a_hex_off_the_map_or_given_twice_is_said_at_its_row(e1846, row, told):
    edit(e1846 / MAP, "    orientation: flat-top\n", HEXES + row)
    first = line_of(e1846 / MAP, "at: B2")
    file, line, message = _one_finding(e1846, MAP, "\n", "\n", "value-invalid")
    assert (file, line) == (MAP, line_of(e1846 / MAP, row.strip())), message
    assert message == f"board 'map': element 'hexes': {told.format(first=first)}"

"""Slips of the walkthrough of an 18xx-style railway and stock game (1846-Lite, kept in tests/e18xx: a flat-top hex
map, hexagonal track tiles of the map's size generated from a tile manifest, share certificates generated from the
companies × share kinds and checked to 100 %, money checked to a $9,000 bank, rules with a tile's figure)."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated

TILE = "templates/e1846/tile.yaml"
TILE_BACK = "templates/e1846/tile-back.yaml"
MAP = "templates/e1846/map.yaml"
GAME = "content/e1846/game.yaml"
RULES = "content/e1846/rules.yaml"


@pytest.fixture
def e1846(tmp_path):
    return kept_game_workspace(tmp_path, "e18xx", "e1846")


def test_the_game_validates_clean(e1846):
    assert validated(e1846, "e1846") == []


def test_a_hexagonal_back_of_another_size_is_told_the_length_to_write(e1846):
    # Before: "...and must cover it exactly; give it its face's size: [imposition-mixed]", the size left out.
    edit(e1846 / TILE_BACK, "extends: e1846/tile\n", "extends: e1846/tile\nsize: 30\n")
    found = [f for f in validated(e1846, "e1846") if f[2] == "imposition-mixed"]
    assert len(found) == 1, found
    file, line, _, message = found[0]
    assert (file, line) == (TILE_BACK, line_of(e1846 / TILE_BACK, "size: 30")), found
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

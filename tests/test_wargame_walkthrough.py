"""Leftovers of the walkthrough of a hex-and-counter wargame (Ardennes '44, kept in tests/wargame: 24 unit
counters in a CSV table, full strength on the front and reduced on the back, NATO symbols drawn with lines;
markers; a 34 × 22 hex map tiled and as a poster; scenario cards listing each unit's setup hex; rules with
numbered cases and counter figures; a player aid), read back from the PDFs and from
`validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

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

"""An element's ``let:``: values its keys read, worked out once for each piece and copy (a route's two cities and
the way between them), shared by other elements through a YAML anchor; each slip in one is one finding."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, finding_lines, kept_game_workspace, line_of, new_game, run_pnp

# a row of five ticks along the card's foot, each drawn from values worked out per copy
TICKS_LET = """  ticks:
    type: line
    repeat: 5
    let: &tick
      left: "{{ 8 + loop.index0 * 10 }}"
      long: "{{ 4 if loop.index0 % 2 == 0 else 2 }}"
    x: "{{ left }}"
    y: 70
    x2: "{{ left }}"
    y2: "{{ 70 + long }}"
    stroke: "#22406e"
    stroke_width: 0.5
  tick_dots:
    type: ellipse
    repeat: 5
    let: *tick
    x: "{{ left - 0.5 }}"
    y: "{{ 71 + long }}"
    w: 1
    h: 1
    fill: "#22406e"
"""
SET = "{% set left = 8 + loop.index0 * 10 %}{% set long = 4 if loop.index0 % 2 == 0 else 2 %}"
TICKS_SET = (
    "\n".join(
        line.replace('"{{', f'"{SET}{{{{')
        for line in TICKS_LET.splitlines()
        if "let:" not in line and "left:" not in line
        if "long:" not in line
    )
    + "\n"
)
MAP = "templates/iron-meridian/map.yaml"


def _with_ticks(tmp_path: Path, ticks: str) -> Path:
    tmp_path.mkdir()
    root = new_game(tmp_path)
    edit(root / "templates/demo/card.yaml", "elements:\n", f"elements:\n{ticks}")
    return root


def test_a_let_draws_what_the_same_values_written_in_every_key_drew(tmp_path):
    """The same ticks written with `let:` (once) and with `{% set %}` statements opening every key (before `let:`
    there was no other way): the same cards, byte for byte."""
    with_let = _with_ticks(tmp_path / "let", TICKS_LET)
    with_set = _with_ticks(tmp_path / "set", TICKS_SET)
    for root in (with_let, with_set):
        result = run_pnp(root, "build", "demo", "--paper", "a4")
        assert result.exit_code == 0 and result.exception is None, result.output
    deck = "output/demo/demo-deck-a4.pdf"
    assert (with_let / deck).read_bytes() == (with_set / deck).read_bytes()


@pytest.fixture
def routes(tmp_path) -> Path:
    """Iron Meridian, whose map's four route elements share one `let: &route`."""
    return kept_game_workspace(tmp_path, "routes", "iron-meridian")


def test_a_let_value_that_fails_is_one_finding_at_its_line_however_many_elements_share_it(routes):
    edit(routes / MAP, "by_id(loop.item.b) }}", "by_id(loop.item.bb) }}")
    said = finding_lines(routes, "validate", "iron-meridian")
    assert said == [
        f"{MAP}:{line_of(routes / MAP, 'loop.item.bb')}: error: board 'board': let: b: in 'data.cities | "
        "by_id(loop.item.bb)': no field 'bb'; did you mean 'b'? [expression]"
    ]


def test_a_let_name_pnp_gives_templates_is_one_finding_at_it(routes):
    edit(routes / MAP, '      o: "{{ loop.item.lane', '      card: "{{ loop.item.lane')
    said = finding_lines(routes, "validate", "iron-meridian")
    assert len(said) == 1, said
    assert said[0].startswith(f"{MAP}:{line_of(routes / MAP, '      card:')}: error: template 'iron-meridian/map': ")
    assert "let: 'card' is a name pnp gives templates" in said[0] and said[0].endswith("[value-invalid]")


def test_let_misspelt_is_its_unknown_key_alone(routes):
    """`lett:` gave the unknown key and an `expression` error at the first key reading one of its names ('a' is
    undefined): the misspelt key is the one cause."""
    edit(routes / MAP, "    let: &route", "    lett: &route")
    said = finding_lines(routes, "validate", "iron-meridian")
    assert said == [
        f"{MAP}:{line_of(routes / MAP, 'lett:')}: error: element 'route_edge' (line): unknown key 'lett'; "
        "did you mean 'let'? [unknown-key]"
    ]

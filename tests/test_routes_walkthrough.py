"""Slips of the walkthrough of a route-building train game (Iron Meridian, kept in tests/routes: a 420 × 297 mm
map of 30 cities and 48 route tracks read from data tables, drawn as dashed `line`s with a 0–99 score track round
its edge; 110 train cards of 8 colours told apart by symbols; 30 destination tickets from a data table; 225 train
tokens in 5 player colours sharing their cuts; a scoring card; the rules): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, validated
from pdfread import page_sizes_mm, page_texts

GAME = "iron-meridian"
RULES = f"content/{GAME}/rules.yaml"
SETUP = "1. Lay the map in the middle of the table."


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "routes", GAME)


@pytest.fixture
def meridian(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "routes", GAME)


def test_the_game_validates_clean(built):
    assert validated(built, GAME) == []


def test_the_map_prints_over_glued_pages_and_as_a_poster_and_the_rules_count_the_pieces(built):
    out = built / "output" / GAME
    assert page_sizes_mm(out / f"{GAME}-map-poster.pdf") == [pytest.approx((426.35, 303.35), abs=0.1)]
    assert len(page_sizes_mm(out / f"{GAME}-map-a4.pdf")) > 2
    rules = " ".join(page_texts(out / f"{GAME}-rules-letter.pdf"))
    for said in ("110 train cards", "30 destination tickets", "225 trains, 45 in each of 5 player colours"):
        assert said in rules, said


def _said(root: Path, rule: str) -> list[tuple[str, int, str, str]]:
    return [finding for finding in validated(root, GAME) if finding[2] == rule]


def test_each_players_trains_typed_wrong_is_said(meridian):
    """Rule text "Each player has 40 trains" of 45 a player colour: no finding, as the trains' `player:` field keeps its
    row whole (`player: "{{ p }}"`, for the face to read its colours) and a part was read only from a field holding
    text or a number. The part is the row's id now: an error giving the Jinja that prints 45."""
    edit(meridian / RULES, SETUP, f"{SETUP} Each player has 40 trains.")
    said = _said(meridian, "number-disagrees")
    assert [(file, line) for file, line, _, _ in said] == [(RULES, line_of(meridian / RULES, "40 trains"))]
    assert "'40 trains' says 40, but Trains has 45 trains for each player" in said[0][3], said
    assert "selectattr('player.id', 'eq', 'crimson') | list | length }}" in said[0][3], said


def test_the_expression_offered_for_a_hyphenated_component_reads_it(meridian):
    """Rule text "There are 200 trains" said to write `{{ components.trains-pieces.cards | length }}`, which Jinja
    reads as `components.trains` minus `pieces.cards`: pasted, an error. It offers `components['trains-pieces']`."""
    edit(meridian / RULES, SETUP, f"{SETUP} There are 200 trains.")
    said = _said(meridian, "number-disagrees")
    assert len(said) == 1 and "write {{ components['trains-pieces'].cards | length }}" in said[0][3], said
    edit(
        meridian / RULES, "There are 200 trains.", "There are {{ components['trains-pieces'].cards | length }} trains."
    )
    assert validated(meridian, GAME) == []


def test_a_ticket_naming_no_city_is_said_at_its_row(meridian):
    """A ticket of tickets.yaml naming 'saltmeer', its deck a generated source whose title reads `(data.cities |
    by_id(t.b)).name`: the error stood at the rule's `title:` in tickets-deck.yaml, naming no row, and only the
    first such ticket was said. Each row that writes an unknown city is said at its key now."""
    tickets = meridian / f"content/{GAME}/tickets.yaml"
    edit(tickets, "a: harrowgate, b: saltmere,", "a: harrowgate, b: saltmeer,")
    edit(tickets, "a: eastfold, b: lowmarsh,", "a: eastfolt, b: lowmarsh,")
    assert validated(meridian, GAME) == [
        (
            f"content/{GAME}/tickets.yaml",
            line_of(tickets, "saltmeer"),
            "expression",
            "b: no row of cities has id 'saltmeer'; did you mean 'saltmere'?",
        ),
        (
            f"content/{GAME}/tickets.yaml",
            line_of(tickets, "eastfolt"),
            "expression",
            "a: no row of cities has id 'eastfolt'; did you mean 'eastfold'?",
        ),
    ]


def test_an_ink_saving_look_without_its_elements_level_is_one_finding(meridian):
    """The back's `ink_saver:` listing its elements' changes without the `elements:` level between: four
    `unknown-key` errors, one at each element's name, each listing the allowed keys. It is one error now, at the
    first name, saying to put them under `ink_saver: elements:`."""
    back = meridian / f"templates/{GAME}/back.yaml"
    text = back.read_text(encoding="utf-8")
    look = text[text.index("ink_saver:\n") :]
    back.write_text(text.replace(look, look.replace("  elements:\n", "").replace("\n  ", "\n")), encoding="utf-8")
    assert validated(meridian, GAME) == [
        (
            f"templates/{GAME}/back.yaml",
            line_of(back, "  paper: {fill"),
            "unknown-key",
            "template: ink_saver: 'paper', 'frame', 'loco', 'title' are names of its elements:, written one level too "
            "high: put them under ink_saver: elements:, indented one step more",
        )
    ]


def test_a_pale_ink_of_a_train_colour_is_said_at_its_row_not_at_the_locomotives_look(meridian):
    """The yellow row's `ink:` made white, its star on the yellow band of the yellow train cards: the train face's
    `look` is `vars.loco if card.loco else card.colour`, and pnp said the white at `vars.loco.ink` (the locomotive's
    look, which writes white too): a fix there changes the locomotive and leaves the yellow cards as they were. The
    row the card's `colour:` keeps whole is said now, where the map's yellow symbols are said too: one finding."""
    colours = meridian / f"content/{GAME}/colours.yaml"
    edit(colours, 'fill: "#f2d43d", ink: "#000000"', 'fill: "#f2d43d", ink: "#ffffff"')
    said = validated(meridian, GAME)
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        (f"content/{GAME}/colours.yaml", line_of(colours, "id: yellow"), "icon-contrast")
    ], said
    assert said[0][3].startswith("colours item 'yellow': ink (the colour of element "), said

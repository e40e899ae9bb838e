"""Leftovers of the walkthrough of a children's game (a memory game, a spinner, a roll-and-move board, pawns
and large-print rules): each slip is one finding at its cause, read back from `validate --format json`."""

from __future__ import annotations

import json

import pytest
from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
CARD = "templates/demo/card.yaml"


def _findings(root, *args):
    result = run_pnp(root, "validate", "demo", "--format", "json", *args)
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


@pytest.mark.parametrize("players", ["2-4", "{min: 2}", "{min: two, max: 4}"])
def test_players_written_otherwise_is_one_schema_finding_not_a_traceback(tmp_path, players):
    # `players: 2-4` (as a box writes it) crashed validate and build in the rulebook's title block
    # (TypeError: string indices must be integers) after the schema had said it.
    root = new_game(tmp_path)
    edit(root / GAME, "players: {min: 2, max: 4}", f"players: {players}")
    found = _findings(root)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(GAME, line_of(root / GAME, "players:"), "schema")]
    built = run_pnp(root, "build", "demo", "--paper", "a4")
    assert built.exception is None and built.exit_code == 1, built.output


def test_players_and_ages_of_the_wrong_type_are_told_how_to_write_them(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, "players: {min: 2, max: 4}", "players: 2-4\nages: 4")
    assert _findings(root) == [
        (
            GAME,
            5,
            "schema",
            "game.yaml: players: '2-4' is not a mapping of keys to values: write it as players: {min: 2, max: 4}",
        ),
        (GAME, 6, "schema", 'game.yaml: ages: 4 is not text: write it as ages: "4+"'),
    ]


def test_an_element_whose_type_key_is_misspelt_is_told_the_key(tmp_path):
    # `tpye: ellipse` was "element 'medallion': unknown type 'None'; known: ascii_map, ellipse, …" at the
    # element's first line: the slip is the key, not the type.
    root = new_game(tmp_path)
    edit(root / CARD, "  medallion:\n    type: ellipse\n", "  medallion:\n    tpye: ellipse\n")
    edit(root / CARD, "  frame:\n    type: rect\n", "  frame:\n")
    assert _findings(root) == [
        (
            CARD,
            line_of(root / CARD, "tpye:"),
            "unknown-key",
            "element 'medallion': unknown key 'tpye'; did you mean 'type'?",
        ),
        (
            CARD,
            line_of(root / CARD, "  frame:") + 1,
            "unknown-kind",
            "element 'frame' has no type: give it type: and one of ascii_map, ellipse, grid, hex_map, icon, icons, "
            "image, ladders, line, maze, path, piece, polygon, rect, score_track, shape, starfield, text, track",
        ),
    ]


@pytest.mark.parametrize("bound", ["12", "1.5", "-2", "1e3"])
def test_a_check_whose_bound_is_written_as_text_is_that_one_finding(tmp_path, bound):
    # `equals: "12"` was the schema finding and, beside it, the check's own nonsense
    # "the deck holds 12 cards (found 12, expected 12)": the text never equals the count. `equals: "1.5"` (or
    # "1e3") was read as an expression, its number the bound: "(found 12, expected 1.5)", where "12" was refused.
    root = new_game(tmp_path)
    edit(root / GAME, "equals: 12", f'equals: "{bound}"')
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, "equals:"),
            "schema",
            f"game.yaml: checks[0].equals: '{bound}': a number is written whole and without quotes (12, not '12' nor "
            "1.5: a count is whole); text is an expression over the game, as count: is (data.difficulties | "
            "map(attribute='breaches') | max)",
        ),
    ]


@pytest.mark.parametrize("key", ["equals", "min", "max"])
def test_a_check_whose_bound_is_a_fraction_is_told_to_write_a_whole_number(tmp_path, key):
    # Before: "checks[0].min: 1.5 is not a whole number or text", where the quoted '1.5' is told what to write.
    root = new_game(tmp_path)
    edit(root / GAME, "equals: 12", f"{key}: 1.5")
    assert _findings(root) == [
        (
            GAME,
            line_of(root / GAME, f"{key}: 1.5"),
            "schema",
            f"game.yaml: checks[0].{key}: 1.5 is not a whole number or text: a count is whole, write 1 or 2",
        ),
    ]


def test_a_count_with_a_fraction_is_told_the_whole_numbers_near_it(tmp_path):
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    count: 4\n", "    count: 2.5\n")
    assert _findings(root) == [
        (
            "content/demo/cards.yaml",
            line_of(cards, "count: 2.5"),
            "schema",
            "card 'dawn': count: 2.5 is not a whole number: a count is whole, write 2 or 3",
        )
    ]


@pytest.mark.parametrize(
    ("noun", "plural"),
    [("family", "families"), ("butterfly", "butterflies"), ("box", "boxes"), ("tile", "tiles"), ("day", "days")],
)
def test_a_default_plural_is_english(noun, plural):
    from pnp.core.plural import plural_of

    assert plural_of(noun, "en") == plural
    assert plural_of("Pony", "de") == "Ponys"  # other languages: the noun and an s, as before


def test_the_component_list_makes_an_inventory_noun_plural_the_english_way(tmp_path):
    # `inventory: {by: family}` printed "24 in each of 2 familys"; `noun: butterfly`, "12 butterflys".
    root = new_game(tmp_path)
    edit(root / GAME, "inventory: {by: suit,", "inventory: {noun: butterfly, by: suit,")
    built = run_pnp(root, "build", "demo", "--paper", "a4")
    assert built.exit_code == 0, built.output
    from pdfread import page_texts

    rules = " ".join(page_texts(root / "output" / "demo" / "demo-rules-a4.pdf"))
    assert "butterflies, 6 in each of 2 suits" in rules and "butterflys" not in rules
    edit(
        root / "content/demo/rules.yaml",
        "{{ component_list }}",
        "{{ component_list }}\n\n      There are 12 butterflies.",
    )
    assert [rule for _, _, rule, _ in _findings(root)] == ["number-typed"]  # the count is read with its plural


PICTURE = """  picture:
    type: icon
    name: leaf
    x: 2
    y: 30
    w: 8
    h: 8
"""


def test_an_element_drawing_pictures_may_allow_them_no_legend_entry(tmp_path):
    # A memory game's 24 pictures are no symbols to explain, yet each was an icon-undescribed warning,
    # and allow: did not take the rule.
    root = new_game(tmp_path)
    star = root / "content/demo/icons/star.svg"
    (star.parent / "leaf.svg").write_text(star.read_text())
    licence = star.parent / "LICENSE.md"
    licence.write_text(licence.read_text() + "| leaf.svg | a copy of star.svg; CC0 1.0 |\n")
    edit(root / CARD, "  frame:\n", PICTURE + "  frame:\n")
    assert [rule for _, _, rule, _ in _findings(root)] == ["icon-undescribed"]
    edit(root / CARD, "    name: leaf\n", "    name: leaf\n    allow: [icon-undescribed]   # a picture\n")
    assert _findings(root) == []
    # a legend entry for it still lists it in the rules' icon legend
    legend = root / "content/demo/icons/legend.yaml"
    legend.write_text(legend.read_text() + "- icons: [leaf]\n  meaning: A leaf.\n")
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    from pdfread import page_texts

    assert "A leaf." in " ".join(page_texts(root / "output/demo/demo-rules-a4.pdf"))


def test_a_game_for_young_children_raises_the_smallest_type_on_its_pieces(tmp_path):
    # 9 pt on a memory tile for ages 4+ passed: pnp's floor is 7 pt for every game, and a designer could not
    # raise it. game.yaml's smallest_type: does; the finding is at the text's size.
    root = new_game(tmp_path)
    assert _findings(root) == []
    edit(root / GAME, "players: {min: 2, max: 4}", "players: {min: 2, max: 4}\nsmallest_type: 8")
    assert _findings(root) == [
        (
            CARD,
            line_of(root / CARD, "    size: 7"),
            "type-too-small",
            "template 'demo/card': element 'suit': text set at 7 pt; type on a piece is never below 8 pt in this "
            "game (game.yaml's smallest_type:) (raise size, or give the text more room)",
        )
    ]


MARKERS = """  - id: markers
    kind: tokens
    source: markers.yaml
    face: demo/marker
"""
MARKER = """size: [5, 5]
shape: {type: rounded, radius: 0.4}
elements:
  ground: {type: rect, x: -3, y: -3, w: 56, h: 56, fill: "#f2c230"}
  picture: {type: icon, name: star, x: 15, y: 5, w: 20, h: 20}
  name: {type: text, text: Marker, x: 5, y: 30, w: 40, h: 12, font: Lato, size: 14, align: center}
"""


def test_a_face_whose_size_is_in_cm_under_places_in_mm_is_said_once(tmp_path):
    # A 460 × 330 mm board written size: [46, 33] drew every space, word and icon off the piece: nothing
    # printed on it, and validate said nothing. Then an art-off-piece warning; as all it draws lies on the piece
    # the size read in cm makes, a size-invalid error offering it.
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", MARKERS + "  - id: rules\n")
    (root / "content/demo/markers.yaml").write_text("tokens:\n  - {id: sun-marker}\n")
    (root / "templates/demo/marker.yaml").write_text(MARKER)
    marker = "templates/demo/marker.yaml"
    assert _findings(root) == [
        (
            marker,
            1,
            "size-invalid",
            "template 'demo/marker': size: makes a 5 × 5 mm piece, and what its elements draw runs past it, to x 53 "
            "mm, y 53 mm, so most of it does not print: a size in cm? size: is in millimetres: size: [50, 50] for a "
            "50 × 50 mm piece",
        )
    ]
    edit(root / marker, "size: [5, 5]", "size: [50, 50]")
    assert _findings(root) == []


def test_a_template_of_shared_vars_is_offered_for_a_misspelt_extends(tmp_path):
    """extends: demo/colors, where templates/demo/colours.yaml holds only the game's vars: was "not found"
    with no hint, the vars-only file not being counted among the templates."""
    root = new_game(tmp_path)
    (root / "templates/demo/colours.yaml").write_text('vars:\n  sun: "#e0a020"\n', encoding="utf-8")
    edit(root / CARD, "vars:", "extends: demo/colors\nvars:")
    found = [f for f in _findings(root) if f[2] == "template-missing"]
    assert [(file, line) for file, line, _, _ in found] == [(CARD, line_of(root / CARD, "extends: demo/colors"))]
    assert found[0][3].endswith("did you mean 'demo/colours'?")

"""Slips of a designer making a euro game (a harbour board, player mats, goods tokens, ship hexes, contract
cards with inline icons, die stickers, a score pad) from `pnp new`, found by the README-only walkthrough:
each is one finding at the line to change, saying what to write, from `validate` and `build` alike."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, new_game, run_pnp
from pdfread import boxes_mm, page_texts

LEGEND = "content/demo/icons/legend.yaml"
CARD = "templates/demo/card.yaml"


def test_a_colon_inside_an_unquoted_value_says_to_quote_the_value(tmp_path):
    # "meaning: A ship: sail it to a quay" — before: "mapping values are not allowed in this context (check
    # indentation and quoting)" at the line, with nothing about the colon, and a second finding in the rules
    # ("'icon_legend' is undefined") for the same slip.
    root = new_game(tmp_path)
    slip = "  meaning: A point: the player with the most wins."
    edit(root / LEGEND, "  meaning: A point. The player with the most wins.", slip)
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == (
            f"{LEGEND}:{line_of(root / LEGEND, slip)}: error: YAML syntax error: ': ' inside a value without quotes, "
            "which YAML reads as the start of another key; put the whole value in quotes: "
            'meaning: "A point: the player with the most wins." [yaml-syntax]'
        ), found


def test_a_legend_that_cannot_be_read_is_one_finding_not_also_the_rules_icon_legend(tmp_path):
    # The rules place {{ icon_legend }}: before, a legend that does not read (here a misspelt key) also made
    # the rules say "'icon_legend' is undefined", as if the legend file did not exist.
    root = new_game(tmp_path)
    edit(root / LEGEND, "  meaning: A point.", "  meanig: A point.")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{LEGEND}:{line_of(root / LEGEND, 'meanig')}: error: ") and "meanig" in found, found


@pytest.mark.parametrize(
    ("shape", "words"),
    [
        (
            "{type: hexagon, orientation: flat}",
            "shape.orientation: 'flat' is not one of: pointy-top, flat-top; did you mean 'flat-top'?",
        ),
        (
            '{type: rounded, radius: "3"}',
            "shape.radius: '3' is not a number (its quotes make it text): write it without quotes, 3",
        ),
    ],
    ids=["hexagon-orientation", "rounded-radius"],
)
def test_a_slip_inside_a_shape_mapping_is_said_in_its_own_key(tmp_path, shape, words):
    # Before: "shape: {'type': 'hexagon', 'orientation': 'flat'} is not valid under any of the given schemas",
    # jsonschema's words for a value that is neither a name nor a valid mapping.
    root = new_game(tmp_path)
    edit(root / CARD, "size: poker\n", f"size: poker\nshape: {shape}\n")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == f"{CARD}:{line_of(root / CARD, 'shape:')}: error: template: {words} [schema]", found


def test_a_piece_too_large_to_fold_on_half_the_paper_keeps_its_duplex_sheets_with_layout_gutterfold(tmp_path):
    # An A5 player mat with its upgraded side on the back: before, `pnp build --layout gutterfold` refused the
    # whole game ("does not fit on half a letter page ...; print it duplex (imposition: grid)"), though the
    # designer had named no imposition: the option chose it. Now the mat prints duplex, as round tokens do.
    root = new_game(tmp_path)
    for template in (CARD, "templates/demo/back.yaml"):
        edit(root / template, "size: poker\n", "size: [148, 210]\n")
    result = run_pnp(root, "build", "demo", "--layout", "gutterfold")
    assert result.exit_code == 0, result.output
    out = root / "output/demo"
    assert sorted(p.name for p in out.glob("demo-deck-*.pdf")) == ["demo-deck-a4.pdf", "demo-deck-letter.pdf"]
    for paper, width in (("letter", 215.9), ("a4", 210.0)):
        pdf = out / f"demo-deck-{paper}.pdf"
        assert "print double-sided, flip on the long edge" in page_texts(pdf)[0]
        boxes = boxes_mm(pdf)
        front, back = boxes[0]["trim"], boxes[1]["trim"]  # one mat a page: the back behind its front
        assert front[2] - front[0] == pytest.approx(148, abs=0.01)
        assert back[0] == pytest.approx(width - front[2], abs=0.01) and back[1:4:2] == pytest.approx(front[1:4:2])


@pytest.mark.parametrize(("size", "mm"), [("a5", "[148, 210]"), ("A4-landscape", "[297, 210]")])
def test_a_piece_sized_as_a_paper_is_told_the_size_in_mm(tmp_path, size, mm):
    # A player mat "size: a5": before, the finding listed the card sizes (poker, bridge, ...) and nothing of A5.
    root = new_game(tmp_path)
    edit(root / CARD, "size: poker\n", f"size: {size}\n")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{CARD}:{line_of(root / CARD, 'size:')}: error: unknown size '{size}'; "), found
        assert f"; {size.lower()} is a paper, not a piece's size: write the size in mm, {mm}; " in found, found

"""Rulebooks: sections typeset from Markdown with generated tables, validated like cards."""

from __future__ import annotations

import json

import pytest
from conftest import edit, line_of, run_pnp
from pdfread import fonts, image_count, page_sizes_mm, page_texts

from pnp.core.papers import paper

RULES = "content/labyrinth-deck/rules.yaml"


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_rulebook_pages(built, paper_name):
    pdf = built("labyrinth-deck") / f"labyrinth-deck-rules-{paper_name}.pdf"
    sizes = page_sizes_mm(pdf)
    assert 1 <= len(sizes) <= 4
    assert sizes[0] == pytest.approx(paper(paper_name).size, abs=0.01)
    assert all(fonts(pdf).values())
    assert image_count(pdf) == 0


def test_rulebook_text_comes_from_the_content(built):
    text = " ".join(" ".join(page_texts(built("labyrinth-deck") / "labyrinth-deck-rules-a4.pdf")).split())
    for heading in ("The river", "A round", "Actions", "Labyrinth tables", "Enchanted Forest Maze"):
        assert heading in text
    # generated from the action cards and the labyrinth data: trap DCs are the maze DC 13 + offsets
    assert "Forge A Path STR" in text
    assert "Slowing Trap 12" in text and "Poison Dart Trap 14" in text and "Sleep Dust Trap 13" in text
    assert "16 cards" in text


RULE_TEXT_CASES = [
    # (what is broken, exact text, replacement, text on the reported line, words in the finding)
    (
        "expression",
        "{{ components.deck.cards | length }}",
        "{{ components.dekc.cards | length }}",
        "components.dekc.cards",  # the line of the text that reads it, not the section's id line
        "section 'overview'",
    ),
    ("reference", "[[Right Path]] cards", "[[Rite Path]] cards", "[[Rite Path]]", "did you mean [[Right Path]]"),
    ("icon", "ability: :d20: +", "ability: :d12: +", ":d12:", "section 'actions' text: unknown icon ':d12:'"),
    ("glyph", "The river\n", "The river ✨\n", "The river ✨", "cannot draw '✨'"),
]


@pytest.mark.parametrize(
    ("case", "old", "new", "needle", "words"), RULE_TEXT_CASES, ids=[c[0] for c in RULE_TEXT_CASES]
)
def test_rule_text_findings(labyrinth_ws, case, old, new, needle, words):
    path = labyrinth_ws / RULES
    edit(path, old, new)
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    assert result.exception is None
    expected = f"{RULES}:{line_of(path, needle)}: error:"
    assert any(line.startswith(expected) and words in line for line in result.output.splitlines()), result.output


def test_a_rule_section_shows_a_piece_of_the_game_as_a_figure(labyrinth_ws):
    path = labyrinth_ws / RULES
    edit(
        path,
        "    text: |\n      The **river**",
        "    text: |\n      ![A Dead End card, as printed](deck/dead-end)\n\n      The **river**",
    )
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / "output/labyrinth-deck/labyrinth-deck-rules-a4.pdf"
    text = " ".join(" ".join(page_texts(pdf)).split())
    assert "A Dead End card, as printed" in text  # the caption
    assert "A wrong turn: the party must double back." in text  # the card's own text, drawn by the engine
    assert image_count(pdf) == 0  # vector, like the sheets


def test_a_figure_that_names_no_piece_is_a_finding(labyrinth_ws):
    path = labyrinth_ws / RULES
    edit(path, "    text: |\n      The **river**", "    text: |\n      ![Gone](deck/dead-ends)\n\n      The **river**")
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    expected = f"{RULES}:{line_of(path, '![Gone](deck/dead-ends)')}: error:"
    assert any(line.startswith(expected) and line.endswith("[figure-unknown]") for line in result.output.splitlines())


def test_a_figure_of_a_piece_whose_template_is_broken_is_not_a_second_finding(labyrinth_ws):
    path = labyrinth_ws / RULES
    edit(path, "    text: |\n      The **river**", "    text: |\n      ![A card](deck/dead-end)\n\n      The **river**")
    edit(labyrinth_ws / "templates/labyrinth-deck/card.yaml", "    type: icon\n", "    type: icon\n    nmae: x\n")
    result = run_pnp(labyrinth_ws, "validate", "--format", "json")
    assert result.exit_code == 1
    rules = [finding["rule"] for finding in json.loads(result.output) if finding["severity"] == "error"]
    assert rules == ["unknown-key"]  # the template's own finding; the figure of its card is not another

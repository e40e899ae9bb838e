"""An inline icon whose name a template builds from an entry's field (`text: "{{ card.cost }} :{{ card.good }}:"`,
`good: wood`): a value naming no icon is one `icon-unknown` at the field's line, a name glued to the text before
it at the template's; a good one draws the icon, which the legend check counts. Read back from `validate` and
the PDF."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp, validated
from pdfread import page_texts, painted, render
from test_inline_icons import EYES

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
TEMPLATE = "templates/demo/card.yaml"
ICONS = "content/demo/icons"


def _goods(tmp_path, good: str, text: str = '"{{ card.cost }} :{{ card.good }}:"'):
    """`pnp new`'s game whose card body prints ``text`` from each card's `good` (Dawn's ``good``, the others'
    star) and `cost`; its icons hold `eyes` too (magenta art), described in the legend."""
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "suit: {enum: [sun, moon]}",
        "suit: {enum: [sun, moon]}\n      good: {type: string}\n      cost: {type: integer}",
    )
    cards = (root / CARDS).read_text(encoding="utf-8").replace("    count:", "    good: star\n    cost: 2\n    count:")
    (root / CARDS).write_text(cards.replace("good: star", f"good: {good}", 1), encoding="utf-8")
    edit(root / TEMPLATE, 'text: "{{ card.text }}"', f"text: {text}")
    (root / ICONS / "eyes.svg").write_text(EYES, encoding="utf-8")
    edit(root / ICONS / "LICENSE.md", "| star.svg |", "| eyes.svg | drawn for the tests; CC0 1.0 |\n| star.svg |")
    edit(root / ICONS / "legend.yaml", "- icons: [star]", "- icons: [eyes]\n  meaning: Look.\n- icons: [star]")
    return root


@pytest.mark.parametrize(
    "good, said",
    [
        (
            "Star",
            "good: ':Star:' is no icon name and would print as written: icon names are lower case, with - "
            "between words; did you mean ':star:'?",
        ),
        ("eye", "good: unknown icon ':eye:'; did you mean ':eyes:'?"),
    ],
    ids=["capitals", "misspelt"],
)
@pytest.mark.parametrize("text", ['":{{ card.good }}:"', '"{{ card.cost }} :{{ card.good }}:"'], ids=["alone", "after"])
def test_a_field_naming_no_icon_is_one_finding_at_the_field(tmp_path, good, said, text):
    # ':Star:' was said nowhere, and printed as written
    root = _goods(tmp_path, good, text)
    assert validated(root, "demo") == [(CARDS, line_of(root / CARDS, f"good: {good}"), "icon-unknown", said)]


def test_a_field_icon_glued_to_the_text_before_it_is_said_at_the_template(tmp_path):
    # was said nowhere: "2:star:" printed as written on every card
    root = _goods(tmp_path, "star", '"{{ card.cost }}:{{ card.good }}:"')
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == (TEMPLATE, line_of(root / TEMPLATE, 'text: "{{ card.cost }}:'), "icon-unknown")
    assert message.endswith(
        "element 'body': ':star:' right after a letter or digit prints as written (as 10:30:00 "
        "holds no icon): put a space before it"
    )


def test_a_field_naming_an_icon_draws_it_and_the_legend_counts_it(tmp_path):
    root = _goods(tmp_path, "eyes")
    assert validated(root, "demo") == []
    out = tmp_path / "out"
    assert run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out)).exit_code == 0
    deck = out / "demo" / "demo-deck-a4.pdf"
    lines = page_texts(deck)[0].splitlines()
    assert "2 " in lines and not any(":eyes:" in line for line in lines)  # the cost, then the icon, not its name
    assert painted(render(deck, 0, 72), (255, 0, 255)).getbbox()  # the icon's art, drawn as vector paths
    edit(root / ICONS / "legend.yaml", "- icons: [eyes]\n  meaning: Look.\n", "")
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == (CARDS, line_of(root / CARDS, "good: eyes"), "icon-undescribed")
    assert "icon ':eyes:' has no meaning in icons/legend.yaml" in message

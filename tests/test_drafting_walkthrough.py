"""Leftovers of the walkthrough of a card-drafting game (Tea Party, kept in tests/drafting: 108 treat cards made
from one table of kinds, whose scoring rules the cards, the reference card and the rules all print): each slip is
one finding at its cause, read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

KINDS = "content/tea-party/kinds.yaml"


@pytest.fixture
def tea_party(tmp_path):
    return kept_game_workspace(tmp_path, "drafting", "tea-party")


def test_the_game_validates_clean(tea_party):
    assert validated(tea_party, "tea-party") == []


def test_a_reference_in_a_kinds_rule_the_cards_print_is_said_once_naming_its_row(tea_party):
    # Before: said twice at one line, once for the card the row makes ("'tart' rule: …") and once for the
    # row ("kinds item on line 17 rule: …").
    edit(tea_party / KINDS, 'rule: "Scores 3 :point:."', 'rule: "Scores 3 :point:, 1 more than an [[Eclair]]."')
    found = validated(tea_party, "tea-party")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (KINDS, line_of(tea_party / KINDS, "[[Eclair]]"), "reference-unknown")
    ], found
    assert "[[Eclair]] names nothing in Tea Party" in found[0][3]


def test_a_slip_in_a_kinds_rule_names_the_row_by_its_id(tea_party):
    # Before: "kinds item on line 3 rule: unknown icon ':scones:'", though the row's id is scone and its
    # other findings say "kinds item 'scone'".
    edit(tea_party / KINDS, "A pair of :scone:", "A pair of :scones:")
    assert validated(tea_party, "tea-party") == [
        (
            KINDS,
            line_of(tea_party / KINDS, ":scones:"),
            "icon-unknown",
            "kinds item 'scone' rule: unknown icon ':scones:'; did you mean ':scone:'?",
        )
    ]

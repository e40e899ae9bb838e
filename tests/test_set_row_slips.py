"""One slip in a row of a generated source's sets (an id no slug, a row copied without changing its id) is one
finding at that row, saying what to write, however many entries the row makes; an id that reads no row of a
set is one finding at the rule's id:. From `validate` and `build` alike."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp

GAME = "content/demo/game.yaml"
MARKET = "content/demo/market.yaml"

SOURCE = """\
sets:
  metals:
    - {id: gold, name: Gold}
    - {id: silver, name: Silver}
  suits:
    - {id: sun}
    - {id: moon}
generate:
  - for: {metal: metals, suit: suits}
    card:
      id: "{{ metal.id }}-{{ suit.id }}"
      title: "{{ metal.name }} {{ suit.id }}"
      suit: "{{ suit.id }}"
      text: "Gain one."
"""


def _market(tmp_path, old="", new=""):
    """`pnp new`'s game with a Market deck generated from two sets (metals × suits), ``old`` written ``new``."""
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "  - id: rules\n",
        "  - id: market\n    kind: deck\n    title: Market\n    source: market.yaml\n"
        "    face: demo/card\n    back: demo/back\n    fields:\n      suit: {enum: [sun, moon]}\n"
        "  - id: rules\n",
    )
    assert old in SOURCE
    (root / MARKET).write_text(SOURCE.replace(old, new, 1), encoding="utf-8")
    return root


def _findings(root, command="validate"):
    result = run_pnp(root, command, "demo")
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def test_the_market_validates_as_written(tmp_path):
    assert _findings(_market(tmp_path)) == []


ID_NO_SLUG = [
    # the row of the first set: its id made two ids no slug, two findings at the rule's id: line
    ("{id: gold,", "{id: Gold,", "metals: id 'Gold' makes the card ids 'Gold-sun', 'Gold-moon'", "gold"),
    # of the second set, read into an enum field too: one more at the row ("suit: 'Moon' is not one of"), three
    ("{id: moon}", "{id: Moon}", "suits: id 'Moon' makes the card ids 'gold-Moon', 'silver-Moon'", "moon"),
    ("{id: gold,", "{id: dark gold,", "metals: id 'dark gold' makes the card ids 'dark gold-sun', ", "dark-gold"),
    ("{id: silver,", "{id: Silver!,", "metals: id 'Silver!' makes the card ids 'Silver!-sun', ", "silver"),
]


@pytest.mark.parametrize(("old", "new", "words", "fix"), ID_NO_SLUG)
@pytest.mark.parametrize("command", ["validate", "build"])
def test_an_id_no_slug_in_a_set_row_is_one_finding_at_the_row(tmp_path, old, new, words, fix, command):
    root = _market(tmp_path, old, new)
    (found,) = _findings(root, command)
    assert found.startswith(f"{MARKET}:{line_of(root / MARKET, new)}: error: sets: {words}"), found
    assert found.endswith(
        f"; an id is lower-case letters, digits and hyphens (dead-end, not Dead End): write '{fix}' [schema]"
    ), found


def test_a_row_of_bare_words_is_said_at_its_item(tmp_path):
    root = _market(tmp_path, "  suits:\n    - {id: sun}\n    - {id: moon}\n", "  suits:\n    - sun\n    - Moon\n")
    text = (root / MARKET).read_text(encoding="utf-8")
    (root / MARKET).write_text(text.replace("suit.id", "suit"), encoding="utf-8")
    assert _findings(root) == [
        f"{MARKET}:{line_of(root / MARKET, '- Moon')}: error: sets: suits: 'Moon' makes the card ids 'gold-Moon', "
        "'silver-Moon'; an id is lower-case letters, digits and hyphens (dead-end, not Dead End): write 'moon' [schema]"
    ]


ROW_TWICE = [
    # a row of the first set copied: it was said there already
    ("{id: silver,", "{id: gold,", "{id: gold, name: Silver}", "'gold-sun', 'gold-moon'", "{id: gold, name: Gold}"),
    # of the second set: said at the first set's rows, one finding for each ("first used at market.yaml:3" at line 3)
    ("{id: moon}", "{id: sun}", "{id: sun}@2", "'gold-sun', 'silver-sun'", "{id: sun}"),
]


@pytest.mark.parametrize(("old", "new", "copy", "ids", "first"), ROW_TWICE)
@pytest.mark.parametrize("command", ["validate", "build"])
def test_a_set_row_whose_id_another_row_has_is_one_finding_at_the_copy(tmp_path, old, new, copy, ids, first, command):
    root = _market(tmp_path, old, new)
    path = root / MARKET
    assert _findings(root, command) == [
        f"{MARKET}:{line_of(path, copy)}: error: duplicate card ids {ids} (first used at market.yaml:"
        f"{line_of(path, first)}) [duplicate-id]"
    ]


def test_an_id_that_reads_no_row_of_a_set_is_one_finding_at_the_rules_id(tmp_path):
    # was one duplicate-id finding for each metal, at its row, naming the row itself as the first use
    root = _market(tmp_path, 'id: "{{ metal.id }}-{{ suit.id }}"', 'id: "{{ metal.id }}"')
    rule = line_of(root / MARKET, 'id: "{{ metal.id }}"')
    assert _findings(root) == [
        f"{MARKET}:{rule}: error: generate: the card id reads no row of "
        "'suits', so each of its 2 rows makes the same ids ('gold', 'silver'): put {{ suit.id }} in it [duplicate-id]"
    ]

"""The walkthroughs' leftovers: a slip that gave a finding for each piece it touched is one finding at the line
to change, read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, validated

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"


def _with_check(tmp_path, listed: str, expect: str = "item.suit in suits", each: str = "entries"):
    """`pnp new`'s game with a check of each entry (or card) against a `with:` list."""
    root = new_game(tmp_path)
    check = (
        f'  - id: suit-known\n    with:\n      suits: "{listed}"\n    each: components.deck.{each}\n'
        f'    expect: "{expect}"\n    message: "{{{{ item.title }}}} is of no suit"\n'
    )
    (root / GAME).write_text((root / GAME).read_text(encoding="utf-8") + check, encoding="utf-8")
    return root


def test_a_value_misspelt_in_a_with_list_is_one_finding_at_its_line(tmp_path):
    # was a finding at each Moon card's suit
    root = _with_check(tmp_path, "['sun', 'mon']")
    suit = line_of(root / CARDS, "suit: moon")
    assert validated(root, "demo") == [
        (
            GAME,
            line_of(root / GAME, "suits: "),
            "check:suit-known",
            "check 'suit-known': its with: value 'suits' (['sun', 'mon']) lacks 'moon', the suit of 2 items "
            f"(Dusk, cards.yaml:{suit}; Eclipse, cards.yaml:{line_of(root / CARDS, 'suit: moon@2')}) "
            "(is its 'mon' a slip for it?); correct the list, or those items if it is right "
            '(each fails as "Dusk is of no suit")',
        )
    ]


def test_a_with_list_read_from_the_wrong_field_is_one_finding_at_its_line(tmp_path):
    root = _with_check(tmp_path, "components.deck.entries | map(attribute='title') | list")
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == (GAME, line_of(root / GAME, "suits: "), "check:suit-known")
    assert "lacks 'sun', the suit of 2 items (Dawn, " in message
    assert "and 'moon', the suit of 2 items (Dusk, " in message
    assert "it holds none of the items' suit values: does it read the wrong field?" in message


@pytest.mark.parametrize("each", ["entries", "cards"])  # a card's two copies are one item
def test_one_item_a_with_list_lacks_is_still_said_at_the_item(tmp_path, each):
    root = _with_check(tmp_path, "['dawn', 'high-noon', 'dusk']", "item.id in suits", each)
    assert validated(root, "demo") == [
        (CARDS, line_of(root / CARDS, "id: eclipse"), "check:suit-known", "Eclipse is of no suit")
    ]


def test_a_value_taken_out_of_an_enum_that_several_entries_write_is_one_finding_at_the_enum(tmp_path):
    # was one finding at the first Moon card, "also written at" the other
    root = new_game(tmp_path)
    edit(root / GAME, "suit: {enum: [sun, moon]}", "suit: {enum: [sun]}")
    moons = [line_of(root / CARDS, "suit: moon"), line_of(root / CARDS, "suit: moon@2")]
    assert validated(root, "demo") == [
        (
            GAME,
            line_of(root / GAME, "enum: [sun]"),
            "schema",
            f"fields: suit: enum: [sun] lacks 'moon', which 2 cards write (cards.yaml:{moons[0]}, {moons[1]}): add "
            "it to the list, or write one of its values in those entries",
        )
    ]


def test_a_value_one_entry_writes_outside_the_enum_is_still_said_at_the_entry(tmp_path):
    root = new_game(tmp_path)
    edit(root / CARDS, "suit: moon", "suit: star")
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == (CARDS, line_of(root / CARDS, "suit: star"), "schema")
    assert message == "card 'dusk': suit: 'star' is not one of: sun, moon"


TOKEN = """\
size: 25
bleed: 2
safe: 1.5
elements:
  ground: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: 29, h: 29, fill: "#223388"}
  label: {type: text, text: "{{ card.title }}", x: 5, y: 9, w: 15, h: 7, font: Lato, size: 7, color: "#ffffff"}
"""
# under the label (words over words are text-overlap)
VALUE = (
    '  value: {type: text, text: "{{ card.value }}", x: 5, y: 16, w: 15, h: 7, font: Lato, size: 7, color: "#ffffff"}\n'
)
TOKENS = """\
tokens:
  - {id: gold, title: Gold, shape: square, value: 1, count: 5}
  - {id: gold5, title: Gold, shape: square, value: 5, count: 5}
  - {id: wound, title: Wound, shape: round, count: 5}
"""
TOKENS_COMPONENT = """\
  - id: tokens
    kind: tokens
    title: Tokens
    source: tokens.yaml
    face: "demo/token-{{ card.shape }}"
    back: demo/token-back
    fields:
      shape: {enum: [square, round]}
      value: {type: integer}
"""


def test_a_square_back_on_a_round_token_is_one_finding_at_the_components_back(tmp_path):
    # was an imposition-mixed at the back template (saying to write shape: circle there, which would spoil it for
    # the square tokens) and a field-missing at the round token for the square tokens' value its back reads
    root = new_game(tmp_path)
    templates = root / "templates/demo"
    (templates / "token-square.yaml").write_text(TOKEN, encoding="utf-8")
    (templates / "token-round.yaml").write_text(TOKEN.replace("bleed: 2\n", "shape: circle\nbleed: 2\n"))
    (templates / "token-back.yaml").write_text(TOKEN.replace("  label:", VALUE + "  label:"), encoding="utf-8")
    (root / "content/demo/tokens.yaml").write_text(TOKENS, encoding="utf-8")
    edit(root / GAME, "  - id: rules\n", TOKENS_COMPONENT + "  - id: rules\n")
    assert validated(root, "demo") == [
        (
            GAME,
            line_of(root / GAME, "back: demo/token-back"),
            "imposition-mixed",
            "component 'tokens': token 'wound': its back 'demo/token-back' (25 × 25 mm rectangle) fits 'gold', "
            "'gold5', not its face (25 mm circle): give it a back of its own shape, a template with shape: circle, "
            'as back: can pick by a field of the piece ("…-{{ card.shape }}")',
        )
    ]


def test_an_icon_legend_or_component_list_placed_twice_is_a_warning_at_the_second(tmp_path):
    # was no finding: the legend and the list printed twice (a table of contents placed twice was a warning)
    root = new_game(tmp_path)
    rules = root / "content/demo/rules.yaml"
    edit(
        rules,
        "      {{ icon_legend }}\n",
        "      {{ icon_legend }}\n\n      {{ icon_legend }}\n\n      {{component_list}}\n",
    )
    first_legend, first_list = line_of(rules, "{{ icon_legend }}"), line_of(rules, "{{ component_list }}")
    assert validated(root, "demo") == [
        (
            "content/demo/rules.yaml",
            line_of(rules, "{{ icon_legend }}@2"),
            "placed-twice",
            f"{{{{ icon_legend }}}} is placed again (first at rules.yaml:{first_legend}): it prints twice; leave one",
        ),
        (
            "content/demo/rules.yaml",
            line_of(rules, "{{component_list}}"),
            "placed-twice",
            f"{{{{ component_list }}}} is placed again (first at rules.yaml:{first_list}): it prints twice; leave one",
        ),
    ]


def test_an_icon_in_braces_in_a_templates_own_text_is_said_at_the_template(tmp_path):
    # was no finding: "{star}" printed on every card, braces and all (only card and rule text were checked)
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, '    text: "{{ card.text }}"', '    text: "{{ card.text }} {star} {3}"')
    assert validated(root, "demo") == [
        (
            "templates/demo/card.yaml",
            line_of(card, "{star}"),
            "icon-unknown",
            "card 'dawn': element 'body': '{star}' prints as written, braces and all: an icon in text is written "
            "between colons: write :star:",
        )
    ]


def test_an_icon_in_braces_in_a_templates_vars_is_said_once_at_that_var(tmp_path):
    # was no finding: "{star}{star}" in vars: printed on every card, braces and all, when a text element printed it
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "vars:\n", 'vars:\n  cost: "Cost {star}{star}"\n')
    edit(card, '    text: "{{ vars.suit.label }}"', '    text: "{{ vars.suit.label }} {{ vars.cost }}"')
    assert validated(root, "demo") == [
        (
            "templates/demo/card.yaml",
            line_of(card, "cost: "),
            "icon-unknown",
            "card 'dawn': vars: cost: '{star}{star}' prints as written, braces and all: an icon in text is written "
            "between colons: write :star::star:",
        )
    ]


def test_an_icon_in_braces_in_the_vars_a_template_extends_is_said_at_that_file(tmp_path):
    root = new_game(tmp_path)
    shared = root / "templates/demo/palette.yaml"
    shared.write_text('vars:\n  price:\n    sun: "{star}"\n')
    card = root / "templates/demo/card.yaml"
    card.write_text("extends: demo/palette\n" + card.read_text())
    edit(card, '    text: "{{ vars.suit.label }}"', "    text: \"{{ vars.price[card.suit] | default('') }}\"")
    found = validated(root, "demo")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        ("templates/demo/palette.yaml", 3, "icon-unknown")
    ], found
    assert "vars: price.sun: '{star}' prints as written" in found[0][3], found


FORMATIONS = """\
  - id: formation-count
    each: "data.formations"
    count: "components.deck.cards | selectattr('formation', 'eq', item.id)"
    equals: "item.units"
    message: "formation {{ item.id }} has {{ item.units }} units"
"""


def _formations(tmp_path, moved: str):
    """`pnp new`'s deck as a spreadsheet of 12 units in formations a (rows 2-6), b (7-10) and c (11-13), each
    counted by the check above, with the unit ``moved`` given formation b."""
    root = new_game(tmp_path)
    demo = root / "content/demo"
    rows = ["id,title,suit,formation,text"]
    for number, formation in enumerate("aaaaabbbbccc"):
        unit = f"u{number:02d}"
        rows.append(f"{unit},Unit {number},sun,{'b' if unit == moved else formation},Draw a card.")
    (demo / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (demo / "cards.yaml").unlink()
    (demo / "formations.yaml").write_text("- {id: a, units: 5}\n- {id: b, units: 4}\n- {id: c, units: 3}\n")
    edit(root / GAME, "source: cards.yaml", "source: cards.csv")
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      formation: {type: string}\n",
    )
    edit(root / GAME, "checks:\n", "data:\n  - {id: formations, source: formations.yaml, title: Formations}\nchecks:\n")
    edit(root / GAME, "  - id: both-suits", FORMATIONS + "  - id: both-suits")
    edit(root / GAME, "length >= 4", "length >= 0")
    return root


def test_a_unit_moved_to_another_formation_is_one_finding_at_its_row(tmp_path):
    # was two findings at the check's equals: line, one for each formation, and none at the row that changed
    root = _formations(tmp_path, "u03")
    assert validated(root, "demo") == [
        (
            "content/demo/cards.csv",
            5,
            "check:formation-count",
            "check 'formation-count': this row is counted in \"formation b has 4 units\" (found 5, expected 4) but "
            'lies among the rows of "formation a has 5 units" (found 4, expected 5), cards.csv:2–6: was it moved? '
            "Give it back what it had, or change the counts if the move was meant",
        )
    ]


def test_a_move_the_rows_order_does_not_show_is_still_the_two_counts(tmp_path):
    root = _formations(tmp_path, "u11")  # the last of c: not among b's rows
    equals = line_of(root / GAME, 'equals: "item.units"')
    assert [(file, line, rule) for file, line, rule, _ in validated(root, "demo")] == [
        (GAME, equals, "check:formation-count"),
        (GAME, equals, "check:formation-count"),
    ]


def test_a_childs_override_that_pushes_inherited_text_into_the_safe_zone_is_said_at_the_childs_key(tmp_path):
    # was said at the parent's y: of the element, which the child did not change
    root = new_game(tmp_path)
    (root / "templates/demo/joker.yaml").write_text(
        "extends: demo/card\nelements:\n  body:\n    h: 31\n    valign: bottom\n", encoding="utf-8"
    )
    edit(root / GAME, "face: demo/card", "face: demo/joker")
    assert [found[:3] for found in validated(root, "demo")] == [("templates/demo/joker.yaml", 4, "text-outside-safe")]

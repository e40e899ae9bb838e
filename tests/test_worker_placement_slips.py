"""Slips of a designer making a worker-placement game (a main board of action spaces round a 0–99 score track,
double-sided player boards, resource tokens, a building market with costs in icons, guild contracts, a solo
automa deck, a rulebook) from `pnp new` with the README alone: each is one finding at the line to change,
saying what to write, from `validate` and `build` alike."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp, the_error

CARDS = "content/demo/cards.yaml"
GAME = "content/demo/game.yaml"


def test_icons_written_in_braces_are_said_with_the_text_to_write(tmp_path):
    # A cost written as other card tools write icons, "{wood}{wood}{stone}": before, no finding, and the card
    # printed the braces and names as written.
    root = new_game(tmp_path)
    slip = 'text: "Pay {star}{Star}. Gain :star:."'
    edit(root / CARDS, 'text: "Draw a card. Gain :star:."', slip)
    assert the_error(root) == (
        f"{CARDS}:{line_of(root / CARDS, slip)}: error: 'dawn' text: '{{star}}{{Star}}' prints as written, "
        "braces and all: an icon in text is written between colons: write :star::star: [icon-unknown]"
    )


def test_braces_round_a_name_that_is_no_icon_are_text(tmp_path):
    # "{3}" or "{name}" may be meant as printed: only a name of an icon is taken for one.
    root = new_game(tmp_path)
    edit(root / CARDS, 'text: "Draw a card. Gain :star:."', 'text: "Draw {3} cards, or {two}. Gain :star:."')
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_list_s_items_run_together_by_a_semicolon_are_told_to_be_separated_by_commas(tmp_path):
    # A cost cell "wood; stone" (a list field's items joined by another mark): before, only "'wood; stone' is not
    # one of: …", which reads as if the values were misspelt.
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}",
        "      suit: {enum: [sun, moon]}\n      cost: {type: array, items: {enum: [sun, moon]}}",
    )
    slip = "    cost: [sun; moon]"
    edit(root / CARDS, "    suit: sun\n", f"    suit: sun\n{slip}\n")
    assert the_error(root) == (
        f"{CARDS}:{line_of(root / CARDS, slip)}: error: card 'dawn': cost[0]: 'sun; moon' is not one of: sun, "
        "moon; that is 2 values in one: separate a list's items with commas, 'sun, moon' [schema]"
    )


AUTOMA = """\
  - id: automa
    kind: deck
    title: Automa deck
    source: automa.yaml
    face: demo/card
    back: demo/back
    fields:
      suit: {enum: [sun, moon]}
"""


def test_a_data_table_row_copied_with_its_id_is_one_finding_not_also_the_cards_it_makes(tmp_path):
    # An automa deck made from the action spaces' table (generate: for: {a: data.actions}): a row copied and not
    # changed was said twice, as the table's duplicate id and as the automa card id made from it again.
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", AUTOMA + "  - id: rules\n")
    edit(
        root / GAME,
        "checks:",
        "data:\n  - id: actions\n    source: actions.yaml\n    title: Action spaces\n"
        "    schema: {type: object, properties: {id: {type: string}, name: {type: string}}}\nchecks:",
    )
    slip = "- {id: quarry, name: Market}"
    (root / "content/demo/actions.yaml").write_text(
        f"- {{id: forest, name: Forest}}\n- {{id: quarry, name: Quarry}}\n{slip}\n"
    )
    (root / "content/demo/automa.yaml").write_text(
        'generate:\n  - for: {a: data.actions}\n    card:\n      id: "auto-{{ a.id }}"\n'
        '      title: "{{ a.name }}"\n      suit: sun\n      text: "The automa blocks the {{ a.name }}."\n'
    )
    assert the_error(root) == (
        "content/demo/actions.yaml:3: error: duplicate actions item id 'quarry' (first used at actions.yaml:2) "
        "[duplicate-id]"
    )


PLAIN_BACK = """\
size: poker
elements:
  ground:
    {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}", h: "{{ trim.h + 2 * bleed }}"}
  panel: {type: rect, x: 2, y: 2, w: 59.5, h: 62, fill: "#e0b04f"}
"""


def test_a_back_of_the_wrong_size_is_one_finding_not_also_its_inherited_art_short_of_the_bleed(tmp_path):
    # An advanced side drawn lying down (size: [148, 210] for a [210, 148] board): before, the size was the
    # error, and a panel it inherits, reaching past the turned trim, was an art-short-of-bleed too, said in the
    # parent's file (only a back's own file was cleared of such knock-ons).
    root = new_game(tmp_path)
    (root / "templates/demo/plain-back.yaml").write_text(PLAIN_BACK)
    slip = "size: [88.9, 63.5]"
    (root / "templates/demo/side-b.yaml").write_text(f"extends: demo/plain-back\n{slip}\n")
    edit(root / GAME, "back: demo/back", "back: demo/side-b")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 1, result.output
        found = [row for row in result.output.splitlines() if row.endswith("]")]
        assert len(found) == 1 and found[0].startswith("templates/demo/side-b.yaml:2: error: "), found
        assert found[0].endswith("write size: poker [imposition-mixed]"), found


def test_a_count_check_whose_min_is_above_its_max_is_one_finding_at_min(tmp_path):
    # "min: 6, max: 4" over each of four guilds: before, four findings, one per guild, each "found 5, expected
    # at least 6 and at most 4", as if every guild's contracts were wrong.
    root = new_game(tmp_path)
    edit(
        root / GAME,
        '    count: "components.deck.cards"\n    equals: 12',
        '    count: "components.deck.cards"\n    min: 12\n    max: 8',
    )
    assert the_error(root) == (
        f"{GAME}:{line_of(root / GAME, 'min: 12')}: error: check 'deck-size': min: 12 is more than max: 8, so no "
        "count fits: swap them, or write the bound meant [schema]"
    )

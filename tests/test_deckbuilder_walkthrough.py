"""Leftovers of the walkthrough of a deck-builder (Guildhall, kept in tests/deckbuilder trimmed to 6 kingdom
cards: kingdom cards in a spreadsheet shared by the kingdom deck, the randomizers and the tabbed box dividers,
the base supply in YAML, a player aid, a trash mat and the rules): each slip is one finding at its cause, read
back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated

GAME = "content/guildhall/game.yaml"
KINGDOM = "content/guildhall/kingdom.csv"
BASE = "content/guildhall/base.yaml"
CARD = "templates/guildhall/card.yaml"


@pytest.fixture
def guildhall(tmp_path):
    return kept_game_workspace(tmp_path, "deckbuilder", "guildhall")


def test_the_game_validates_clean_and_builds(guildhall):
    assert validated(guildhall, "guildhall") == []
    built = run_pnp(guildhall, "build", "guildhall", "--paper", "a4")
    assert built.exit_code == 0, built.output


def test_a_type_the_colour_table_lacks_is_said_of_the_field_read_not_of_the_title_alike(guildhall):
    # Before: "base.yaml:9: title: 'Curse' is none of the keys template 'guildhall/card' looks it up in": the
    # Curse card's title and type are both 'Curse', and the title, written first, was named.
    edit(guildhall / CARD, '    Curse: {band: "#6b3f8a", ink: "#ffffff"}\n', "")
    found = validated(guildhall, "guildhall")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (CARD, line_of(guildhall / CARD, "    Action: {"), "expression")
    ]
    assert "the field type: allows it" in found[0][3], found


def test_a_type_no_enum_declares_is_said_at_the_entry_s_type(guildhall):
    edit(guildhall / CARD, '    Curse: {band: "#6b3f8a", ink: "#ffffff"}\n', "")
    edit(guildhall / GAME, "Victory, Curse]}", "Victory, Curse, Event]}")
    edit(guildhall / GAME, "type: {enum: [Action,", "type: {type: string, examples: [Action,")
    found = validated(guildhall, "guildhall")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (BASE, line_of(guildhall / BASE, "id: curse"), "expression")
    ]
    assert found[0][3].startswith("type: 'Curse' is none of the keys"), found


def test_a_bracket_written_as_a_set_in_a_check_s_pattern_prints_no_python_warning(guildhall, recwarn):
    # Before: "pnp/core/expr.py:90: FutureWarning: Possible nested set at position 1" on the designer's terminal,
    # for '[[][[]([^]]+)[]][]]', the way to match [[ without a backslash (the pattern is valid and works).
    game = guildhall / GAME
    edit(game, "'[[][[]([^]]+)[]][]]'", "'[[][[]([^]]+)[]][]](?#a pattern of this test alone)'")
    assert validated(guildhall, "guildhall") == []
    assert not [w for w in recwarn if issubclass(w.category, FutureWarning)], [str(w.message) for w in recwarn]
    edit(game, "'[[][[]([^]]+)[]][]](?#a pattern of this test alone)'", "'[[][[]([^]]+)[]][]](?#and one more)'")
    edit(guildhall / "content/guildhall/rules.yaml", "[[Militia]]", "[[Militias]]")
    found = validated(guildhall, "guildhall")
    assert ("check:first-game-cards", "the rules name Militias, which is no card") in [(r, m) for _, _, r, m in found]


def test_an_empty_cost_cell_is_one_finding_though_the_randomizers_read_the_same_row(guildhall):
    # Before: also "Randomizers: 'smithy' has no field 'cost', which its other entries have; … or, if it may be
    # left out, read it as .get('cost', '')": the kingdom deck requires the cost, so the randomizer (and the
    # divider) printing the same row need not say it again, nor advise leaving it out.
    edit(guildhall / KINGDOM, "smithy,Smithy,4,", "smithy,Smithy,,")
    for command in (("validate",), ("build", "--paper", "a4")):
        result = run_pnp(guildhall, *command, "guildhall")
        errors = [line for line in result.output.splitlines() if ": error: " in line]
        assert errors == [
            f"{KINGDOM}:3: error: card 'smithy': the 'cost' cell is empty: fill it, every row needs one [schema]"
        ], result.output


def test_a_tabbed_divider_s_size_that_leaves_out_its_tab_is_said_at_its_size(guildhall):
    # Before: accepted in silence, the divider printed 108.9 mm tall from its points, its size: ignored.
    divider = guildhall / "templates/guildhall/divider.yaml"
    edit(divider, "[63.5, 98.9], [0, 98.9]]", "[63.5, 108.9], [0, 108.9]]")
    assert validated(guildhall, "guildhall") == [
        (
            "templates/guildhall/divider.yaml",
            line_of(divider, "size:"),
            "size-invalid",
            "size: 63.5 × 98.9 mm, but the polygon's points under shape: make a piece of 63.5 × 108.9 mm; a "
            "polygon's size is its points' box: remove size:, or write size: [63.5, 108.9] (or move the points to "
            "the size meant)",
        )
    ]
    edit(divider, "size: [63.5, 98.9]\n", "")
    assert validated(guildhall, "guildhall") == []


def test_a_box_too_deep_for_the_paper_names_the_decks_it_holds_when_the_deck_alone_fits(guildhall, tmp_path):
    # Before: only "export it with a larger --paper (tabloid, a3)", though the kingdom cards alone fit Letter:
    # it was the 208 base cards and the aids, put in its box by their tuckbox: {with: kingdom}, that did not.
    edit(
        guildhall / GAME,
        "    inventory: {noun: kingdom card}\n",
        "    inventory: {noun: kingdom card}\n    tuckbox: {thickness: 0.23}\n",  # 64 mm deep: no more than wide
    )
    result = run_pnp(guildhall, "export", "tuckbox", "guildhall", "--paper", "a5", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert (
        "274 cards at 0.23 mm) does not fit a5 even in two pieces" in result.output
        and "export it with a larger --paper (tabloid, a3); or give 'base' (208 cards) and 'aid' (4 cards), which "
        "its box holds (tuckbox: {with: kingdom}), a box of their own: its own 62 cards fit a5"
        in result.output
    ), result.output


def test_a_box_deeper_than_wide_names_the_decks_it_holds_when_the_deck_alone_is_not(guildhall, tmp_path):
    """At 0.5 mm a card, the kingdom's box holding the base cards and the aids is 138 mm deep, more than it is wide:
    no tuck box, whatever the paper (before, a3 printed it); boxed apart, the kingdom cards make one 32 mm deep."""
    edit(
        guildhall / GAME,
        "    inventory: {noun: kingdom card}\n",
        "    inventory: {noun: kingdom card}\n    tuckbox: {thickness: 0.5}\n",
    )
    result = run_pnp(guildhall, "export", "tuckbox", "guildhall", "--paper", "a3", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    assert (
        "274 cards at 0.5 mm, deeper than it is wide: no tuck box holds that many cards; split it into sets"
        in result.output
        and "or give 'base' (208 cards) and 'aid' (4 cards), which its box holds (tuckbox: {with: kingdom}), a box of "
        "their own: its own 62 cards make a box 32 mm deep"
        in result.output
    ), result.output


@pytest.mark.parametrize("header", ["copies", "Qty"])
def test_a_copies_column_under_a_spreadsheet_s_name_is_told_to_be_count(guildhall, header):
    # Before: "unknown key 'copies'; allowed keys: cost, count, flavor, id, notes, text, title, type; …".
    edit(guildhall / KINGDOM, "id,title,cost,type,count,text", f"id,title,cost,type,{header},text")
    assert validated(guildhall, "guildhall") == [
        (
            KINGDOM,
            1,
            "unknown-key",
            f"header row: unknown column '{header}'; the copies of each card are its 'count' column: rename it count",
        )
    ]


def test_a_row_given_another_row_s_id_is_its_one_finding_not_also_each_copies_that_named_it(guildhall):
    # Before: also "copies: no entry 'smithy' in kingdom.csv" at the randomizers' and the dividers' copies: lines.
    edit(guildhall / KINGDOM, "smithy,Smithy,4,", "village,Smithy,4,")
    found = validated(guildhall, "guildhall")
    assert [(file, line, rule) for file, line, rule, _ in found] == [(KINGDOM, 3, "duplicate-id")], found


def test_a_misspelt_copies_name_is_still_said_beside_a_doubled_row(guildhall):
    edit(guildhall / KINGDOM, "smithy,Smithy,4,", "village,Smithy,4,")
    edit(guildhall / GAME, "copies: {village: 1, smithy: 1, militia: 1", "copies: {village: 1, smithy: 1, militai: 1")
    found = validated(guildhall, "guildhall")
    assert [(file, rule, message) for file, _, rule, message in found if rule == "reference-unknown"] == [
        (GAME, "reference-unknown", "copies: no entry 'militai' in kingdom.csv; did you mean 'militia'?")
    ], found


def test_a_randomizer_back_without_its_own_ink_saving_look_is_told_the_supply_s_replaces_its_ground(guildhall):
    # The randomizers' back, a child of the supply's with a red ground: the supply back's ink_saver: makes its
    # ground white, and the parent's look wins over the child's plain keys, so `--ink-saver` printed the
    # randomizers on the supply's white back, silently. Now one warning at the child's ground, until it writes
    # an ink_saver: of its own (`{}` to keep the parent's white).
    back = guildhall / "templates/guildhall/randomizer-back.yaml"
    edit(back, 'ink_saver:\n  elements:\n    ground: {fill: "#f3dede"}\n', "")
    assert validated(guildhall, "guildhall") == [
        (
            "templates/guildhall/randomizer-back.yaml",
            line_of(back, "ground: {fill"),
            "ink-saver-inherited",
            "element 'ground': fill: the ink-saving look of 'guildhall/back', which this template extends, replaces "
            "this value with its own, '#ffffff', so --ink-saver prints it as the parent's: give this template an "
            "ink_saver: of its own with the values it should have there (ink_saver: {} keeps the parent's)",
        )
    ]
    back.write_text(back.read_text(encoding="utf-8") + "ink_saver: {}\n", encoding="utf-8")
    assert validated(guildhall, "guildhall") == []

"""Slips found building Dragon's Hoard, a push-your-luck dice game (13 custom dice in three colours whose face mix a
data table checks, score pads, a cavern board of 11 columns whose heights a table gives, climber standees, a
quick-reference card, stickers for two blank d8, a one-page rule sheet; tests/hoard keeps it): each test fails on
pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import kept_game_workspace, line_of, run_pnp, said_after_edit

GAME = "dragons-hoard"
COLOURS = f"content/{GAME}/colours.yaml"


def hoard(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "hoard", GAME)


def said_after(tmp_path: Path, file: str, old: str, new: str) -> tuple[Path, list[str]]:
    """The game with one slip made (``old`` replaced by ``new`` in ``file``), and the findings `pnp validate` says."""
    return said_after_edit(hoard(tmp_path), GAME, file, old, new)


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(hoard(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_near_black_ink_from_a_data_tables_row_is_said_at_that_row(tmp_path):
    """The yellow die's ink comes from its row of the colours table (`vars.c: data.colours | by_id(card.colour)`):
    near black, it was said at the die template's text element, which has nothing to change and names no colour;
    now at the row's `ink:`, as text-contrast says a pale one."""
    colours, found = said_after(tmp_path, COLOURS, 'ink: "#000000"', 'ink: "#1a1a1a"')
    assert found == [
        f"{COLOURS}:{line_of(colours, '#1a1a1a')}: warning: colours item 'yellow': ink (the colour of element "
        f"'word' of template '{GAME}/die'): 7 pt text in near-black #1a1a1a; small text prints sharp only in pure "
        "black (#000000), which a printer lays down in one ink [ink-near-black]"
    ], found


def test_a_die_refused_for_its_own_slip_is_one_finding_not_also_the_rule_text_that_counts_it(tmp_path):
    """The rules count each colour's dice by title (`selectattr('title', 'eq', 'Red die')`). A red die refused for
    its count: 0 was said there, and again at the rule text: "selects nothing: no item's title is 'Red die'; did you
    mean 'Green die'?", which sent the designer to rename a title that was right. The die's own finding is the one."""
    dice, found = said_after(tmp_path, f"content/{GAME}/dice.yaml", "count: 3", "count: 0")
    assert found == [
        f"content/{GAME}/dice.yaml:{line_of(dice, 'count: 0')}: error: die 'red': count: 0 is less than 1, the least "
        "it can be: write 1 or more [schema]"
    ], found


def test_the_games_only_dice_are_counted_as_dice_whatever_their_inventory_noun(tmp_path):
    """ "Draw 3 dice from the cup of 12 dice" of 13 hoard dice (`inventory: {noun: hoard die}`): the game's only
    dice, so "12 dice" is their count, as "the 72 tiles" is of a game's only tiles. It was read only without an
    inventory noun, so a wrong count passed unseen; an inventory noun of another word (score pads of a deck) is
    still no card count."""
    cup = "from the cup of {{ components.dice.cards | length }} dice"
    rules, found = said_after(tmp_path, f"content/{GAME}/rules.yaml", cup, "from the cup. The 12 dice")
    assert found == [
        f"content/{GAME}/rules.yaml:{line_of(rules, 'The 12 dice')}: error: section 'turn': '12 dice' says 12, but "
        "Hoard dice has 13 hoard dice; write {{ components.dice.cards | length }} so the rules say what is printed "
        "[number-disagrees]"
    ], found


def test_a_dies_copies_typed_in_brackets_are_quoted_to_the_brackets_end(tmp_path):
    """ "**Green die** (6 in the cup)": the finding quoted '6 in the', a fragment the designer never wrote as such;
    it quotes what the bracket says, '6 in the cup'."""
    green = "({{ components.dice.cards | selectattr('title', 'eq', 'Green die') | list | length }} in the cup)"
    rules, found = said_after(tmp_path, f"content/{GAME}/rules.yaml", green, "(6 in the cup)")
    assert found == [
        f"content/{GAME}/rules.yaml:{line_of(rules, '(6 in the cup)')}: warning: section 'overview': '6 in the cup' "
        "is typed by hand, but the content supplies it (Hoard dice has 6 Green dice); write {{ components.dice.cards "
        "| selectattr('title', 'eq', 'Green die') | list | length }} so the rules follow the content [number-typed]"
    ], found

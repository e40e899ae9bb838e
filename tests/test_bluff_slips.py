"""Slips of a designer making a Coup-like bluffing game (Court of Whispers, kept in tests/bluff: five roles of
three copies each generated from a roles table, a player aid generated from the actions table, coins of two
values printed both sides, an expansion deck of its own), found by the README-only walkthrough: each slip is one
finding at its cause, read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

ROLES = "content/court/roles.yaml"
COURT = "content/court/court.yaml"
RULES = "content/court/rules.yaml"
GAME = "content/court/game.yaml"


@pytest.fixture
def court(tmp_path):
    return kept_game_workspace(tmp_path, "bluff", "court")


def test_the_game_validates_clean(court):
    assert validated(court, "court") == []


@pytest.mark.parametrize(
    ("file", "old", "new", "rule"),
    [
        (ROLES, '  colour: "#7b2d8e"', '  colur: "#7b2d8e"', "unknown-key"),  # a row refused by its table
        (COURT, "count: 3", "count: three", "schema"),  # every card the rule makes refused
        (COURT, "count: 3", 'count: "{{ r.copies }}"', "expression"),  # a rule reading no key of the rows
        (COURT, "for: {r: data.roles}", "for: {r: data.role}", "expression"),  # a table misnamed
        (GAME, "source: roles.yaml", "source: role.yaml", "file-missing"),  # the table's file misnamed
    ],
)
def test_a_slip_that_empties_the_deck_is_one_finding_not_also_the_rules_reading_its_first_role(
    court, file, old, new, rule
):
    # The rules print "3 copies of each role" as {{ components.court.entries[0].count }}. Any slip that left the
    # court deck without its entries was said at its line, and again in the rules: "in '{{ components.court.
    # entries | length }}': the list has 0 items: there is no [0]", quoting the expression beside the one that
    # failed. The declared checks waited for the slip's fix; the rule text now waits too.
    edit(court / file, old, new)
    found = validated(court, "court")
    assert [(f[0], f[2]) for f in found] == [(file, rule)], found


def _said_once(court, file: str, old: str, new: str, at: str, rule: str, message: str) -> None:
    """Edit ``old`` into ``new`` in ``file``: validate then says one finding, ``message``, at the line of ``at``."""
    edit(court / file, old, new)
    assert validated(court, "court") == [(file, line_of(court / file, at), rule, message)]


def test_an_index_a_list_lacks_quotes_the_expression_that_reads_it(court):
    # Two expressions on the line read components.court.entries; the finding quoted the first, which cannot fail.
    _said_once(
        court,
        RULES,
        "components.court.entries[0].count",
        "components.court.entries[7].count",
        "entries[7]",
        "expression",
        "section 'setup': in '{{ components.court.entries[7].count }}': the list has 5 items, [0] to [4]: "
        "there is no [7]",
    )


def test_a_count_of_coins_by_their_value_suggests_a_selection_that_finds_them(court):
    # The coins' value: is a number (enum: [1, 3]); the finding said to write selectattr('value', 'eq', '3'),
    # which compares the number 3 with the text '3' and prints 0.
    edit(court / RULES, "Give each player 2 :coin:.", "Give each player 2 :coin:. There are 12 three-coin coins.")
    (found,) = validated(court, "court")
    assert found[2] == "number-disagrees", found
    assert "write {{ components.coins.cards | selectattr('value', 'eq', 3) | list | length }}" in found[3], found


@pytest.mark.parametrize(
    ("typed", "rule", "says"),
    [
        ("4 copies of each role", "number-disagrees", "'4 copies of each role' says 4, but each role card of Court"),
        ("3 copies of each role", "number-typed", "'3 copies of each role' is typed by hand, but the content"),
        ("three copies of every role card", "number-typed", "'three copies of every role card' is typed"),
    ],
)
def test_copies_of_each_role_typed_by_hand_are_read_against_the_cards_count(court, typed, rule, says):
    # "3 copies of each role" is how a bluffing game's rules say its deck; typed by hand, and then 4 where the
    # roles print 3 each, it passed unread.
    edit(court / RULES, "{{ components.court.entries[0].count }} copies of each role", typed)
    (found,) = validated(court, "court")
    assert (found[0], found[1], found[2]) == (RULES, line_of(court / RULES, typed.split()[1]), rule), found
    assert says in found[3] and "court.yaml:8" in found[3], found
    spelled = " | spelled" if typed[0].isalpha() else ""
    assert f"write {{{{ components.court.entries[0].count{spelled} }}}}" in found[3], found


def test_copies_of_each_are_not_read_where_the_cards_counts_differ(court):
    edit(court / "content/court/aids.yaml", "count: 6", "count: 6\n  - id: aid-2\n    title: Aid two\n    count: 2")
    edit(court / RULES, "Give each player 2 :coin:.", "Give each player 2 :coin:. Print 5 copies of each card.")
    assert validated(court, "court") == []


def test_an_icon_in_braces_in_a_data_tables_text_is_said_at_its_row(court):
    # The roles table's action "Take 3 {coin}" (as the rules' author wrote it elsewhere) printed "{coin}" on the
    # Duke's cards with no finding: braces were read in cards' text, not in a data table's.
    _said_once(
        court,
        ROLES,
        "Take 3 :coin: from",
        "Take 3 {coin} from",
        "{coin}",
        "icon-unknown",
        "roles item 'duke' action: '{coin}' prints as written, braces and all: an icon in text is written between "
        "colons: write :coin:",
    )


def test_a_role_copied_with_its_id_is_one_finding_not_also_each_action_that_names_the_lost_role(court):
    # The Captain's row pasted over with the Duke's id: the duplicate-id finding, and again "role: no row of roles
    # has id 'captain'" at the Steal action, whose role was right; what reads the table now waits for the fix.
    edit(court / ROLES, "- id: captain", "- id: duke")
    assert [(f[0], f[2]) for f in validated(court, "court")] == [(ROLES, "duplicate-id")]


def test_brackets_in_a_value_in_braces_are_told_to_be_quoted(court):
    # A generated deck over a table whose id has a hyphen, written as Jinja reads it, data['reformation-roles'],
    # inside the rule's {…}: YAML said only "did not find expected ',' or '}' while parsing a flow mapping".
    _said_once(
        court,
        "content/court/reformation.yaml",
        "for: {r: \"data['reformation-roles']\"}",
        "for: {r: data['reformation-roles']}",
        "for:",
        "yaml-syntax",
        "YAML syntax error: in braces, {…}, YAML reads the brackets of data['reformation-roles'] as a list of its "
        "own; put the value in quotes: r: \"data['reformation-roles']\"",
    )


def test_a_key_an_action_row_may_leave_out_is_told_to_be_read_as_optional(court):
    # The player aid read loop.item.role of every action; Income is claimed by no role. pnp said only "no field
    # 'role'; it has cost, effect, id, name", as if the key were misspelt: the actions' schema declares role and does
    # not require it, so the fix is to read it as optional.
    edit(court / "templates/court/aid.yaml", "{% if loop.item.get('role') %}", "{% if loop.item.role %}")
    (found,) = validated(court, "court")
    assert found[:3] == (
        "templates/court/aid.yaml",
        line_of(court / "templates/court/aid.yaml", "{% if loop.item.role %}"),
        "expression",
    )
    assert (
        "no field 'role', which a row of its table may leave out (its schema does not list it under required:): "
        "read it as .get('role', false), or select with selectattr('role', 'defined')" in found[3]
    ), found


def test_a_count_of_a_title_with_an_apostrophe_is_offered_jinja_that_works_pasted(court):
    # A role renamed Queen's Guard, its 3 cards typed in the rules: pnp offered selectattr('title', 'eq',
    # 'Queen's Guard'), whose apostrophe ends the quoted title; pasted into the rules it broke them.
    edit(court / ROLES, "name: Duke", "name: Queen's Guard")
    edit(court / RULES, "Deal two to each player", "There are 3 Queen's Guard cards. Deal two to each player")
    (found,) = validated(court, "court")
    jinja = "{{ components.court.cards | selectattr('title', 'eq', \"Queen's Guard\") | list | length }}"
    assert found[:3] == (RULES, line_of(court / RULES, "Queen's Guard"), "number-typed") and jinja in found[3], found
    edit(court / RULES, "There are 3 Queen's Guard", f"There are {jinja} Queen's Guard")
    assert validated(court, "court") == []

"""Knock-ons a designer reads, third batch: a slip said where it is made, once, in words that say what to write.
Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, line_of, validated

CITY = "blocktown"


@pytest.mark.parametrize(
    ("old", "new", "at", "words"),
    [
        ("    park: {fill:", "    prak: {fill:", "prak:", "did you mean 'park'?"),
        ('    park: {fill: "#b9dea0", ink: "#2f6b1f", icon: tree}\n', "", "    res: {", "add park: to the table"),
        ("    res: {fill:", "    res: {fil:", "res: {fil:", "did you mean 'fill'?"),
    ],
    ids=["key-misspelt", "key-missing", "row-key-misspelt"],
)
def test_a_slip_of_a_vars_table_is_said_of_the_templates_line_alone(
    tmp_path: Path, old: str, new: str, at: str, words: str
) -> None:
    """Blocktown's table of block kinds, `prak:` written for `park:` (or its park row left out, or `fil:` written in
    a row): the one error at the table's line opened "card 'c01':" and ended "on copy 5 of 8 (item 'park')",
    neither of which helps, since the slip is the template's, not a card's nor a copy's. It names neither now."""
    root = kept_game_workspace(tmp_path, "city", CITY)
    template = root / "templates" / CITY / "card.yaml"
    edit(template, old, new)
    found = validated(root, CITY)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (f"templates/{CITY}/card.yaml", line_of(template, at), "expression")
    ], found
    message = found[0][3]
    assert message.startswith("vars") and words in message, message
    assert "card '" not in message and "copy" not in message, message


def test_a_figure_whose_piece_sets_its_text_under_6_pt_is_the_pieces_own_finding(tmp_path: Path) -> None:
    """Blocktown's card number set at 5 pt: the rules' figure of three cards warned "its column is too narrow for
    it; set the rules in fewer columns", beside the card template's own type-too-small error. No column draws a
    figure larger than its piece prints: the template's error is the one finding."""
    root = kept_game_workspace(tmp_path, "city", CITY)
    card = root / "templates" / CITY / "card.yaml"
    edit(card, "    size: 10\n    align: center", "    size: 5\n    align: center")
    found = validated(root, CITY)
    assert [(file, rule) for file, _, rule, _ in found] == [(f"templates/{CITY}/card.yaml", "type-too-small")], found


SCIENCE = "bond-street"


def test_an_id_column_of_chemical_symbols_is_one_finding_at_the_column(tmp_path: Path) -> None:
    """Bond Street's elements.csv with each symbol written in its id column (`H`, `He`, `Na`): 12 schema errors, one
    per row, and a 13th at the compound template looking the elements up ("no item of this list has an id"). One
    slip: one finding at the id column's header, naming how many rows and the first ids, saying what to write."""
    root = kept_game_workspace(tmp_path, "science", SCIENCE)
    sheet = root / "content" / SCIENCE / "elements.csv"
    rows = sheet.read_text(encoding="utf-8").splitlines()
    symbols = [rows[0], *(f"{row.split(',')[1]},{row.split(',', 1)[1]}" for row in rows[1:] if row)]
    sheet.write_text("\n".join(symbols) + "\n", encoding="utf-8")
    found = validated(root, SCIENCE)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (f"content/{SCIENCE}/elements.csv", 1, "schema")
    ], found
    message = found[0][3]
    assert message.startswith("id: all 12 cards write their id with capitals or symbols (H, He, Li, …)"), message
    assert "write h, he, li, …" in message and "title: holds each already" in message, message


def test_ids_written_as_formulas_in_a_yaml_source_are_one_finding_at_the_first(tmp_path: Path) -> None:
    """Four of the six compounds given their formulas as ids (`H2O`, `CO2`, `NH4+`, `NaCl`): one error each
    before. One finding at the first of them, naming how many."""
    root = kept_game_workspace(tmp_path, "science", SCIENCE)
    compounds = root / "content" / SCIENCE / "compounds.yaml"
    for old, new in [("water", "H2O"), ("carbon-dioxide", "CO2"), ("ammonium", "NH4+"), ("salt", "NaCl")]:
        edit(compounds, f"id: {old}\n", f"id: {new}\n")
    found = validated(root, SCIENCE)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (f"content/{SCIENCE}/compounds.yaml", line_of(compounds, "id: H2O"), "schema")
    ], found
    assert found[0][3].startswith("id: 4 of the 6 cards write their id with capitals or symbols (H2O, CO2, NH4+, …)")


MOTTO = "      number: {type: integer, minimum: 1, maximum: 18}\n"


def _with_motto(tmp_path: Path) -> Path:
    """Blocktown whose deck declares a field `motto:` that no card writes."""
    root = kept_game_workspace(tmp_path, "city", CITY)
    edit(root / "content" / CITY / "game.yaml", MOTTO, MOTTO + "      motto: {type: string}\n")
    return root


def test_a_declared_field_no_entry_writes_and_nothing_reads_is_one_warning_at_its_declaration(tmp_path: Path) -> None:
    """`motto:` declared in the deck's fields:, written by no card and read by no template, rule text or check (a
    field renamed in the templates and left behind, or never written): pnp said nothing. One warning at its
    declaration, naming it and what reads fields."""
    root = _with_motto(tmp_path)
    game = root / "content" / CITY / "game.yaml"
    found = validated(root, CITY)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (f"content/{CITY}/game.yaml", line_of(game, "motto:"), "field-unused")
    ], found
    assert found[0][3].startswith("fields: 'motto' is declared, but no card of component 'deck' writes it"), found


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        (
            "content/blocktown/rules.yaml",
            "Together you lay",
            "{{ components.deck.cards | map(attribute='motto') | list | length }}",
        ),
        (
            "templates/blocktown/card.yaml",
            '    text: "{{ card.number }}"\n    x: 3.4',
            '    text: "{{ card[vars.shown] }}"\n    x: 3.4',
        ),
        ("content/blocktown/cards.yaml", "number: 1\n", "number: 1\n    motto: Build the town\n"),
    ],
    ids=["read-by-rule-text", "computed-key", "written"],
)
def test_a_declared_field_that_is_read_or_written_is_not_said_unused(
    tmp_path: Path, path: str, old: str, new: str
) -> None:
    """Read in rule text, written by a card, or read through a key the template works out (pnp cannot know
    which): `motto:` is no unused field."""
    root = _with_motto(tmp_path)
    if new.startswith('    text: "{{ card[vars.shown]'):
        edit(root / "templates" / CITY / "card.yaml", "vars:\n", "vars:\n  shown: number\n")
    edit(root / path, old, new if "Together" not in old else f"{new} {old}")
    assert not [found for found in validated(root, CITY) if found[2] == "field-unused"]

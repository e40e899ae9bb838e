"""Leftovers of the walkthrough of a murder-mystery party kit (Death at Hollowmere Manor, kept in tests/mystery,
trimmed to 3 of its 8 characters: a dossier booklet per character from one source, name badges, clue cards in
three rounds, the host guide with the solution on a page of its own, an accusation sheet): each slip is one
finding at its cause, read back from `validate --format json`, or the printed text read back from the PDFs."""

from __future__ import annotations

import json

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_texts

GAME = "content/hollowmere/game.yaml"
DOSSIER = "content/hollowmere/dossier.yaml"


@pytest.fixture
def hollowmere(tmp_path):
    return kept_game_workspace(tmp_path, "mystery", "hollowmere")


def _said_once(root, file, old, new, rule, message):
    """Edit ``old`` into ``new`` in ``file``: validate then says one finding, at the line of ``new``."""
    edit(root / file, old, new)
    assert validated(root, "hollowmere") == [(file, line_of(root / file, new), rule, message)]


def _text(path) -> str:
    return " ".join(" ".join(page_texts(path)).split())


def test_each_character_gets_a_dossier_of_its_own_from_one_source(hollowmere):
    # Before: a rulebook took no for:, so eight dossiers were eight entries of game.yaml, each source picking its
    # character by hand (copied text), and the host guide listed "Dossier: …: 1 character dossier" eight times.
    assert validated(hollowmere, "hollowmere") == []
    built = run_pnp(hollowmere, "build", "hollowmere", "--paper", "a4")
    assert built.exit_code == 0, built.output
    out = hollowmere / "output/hollowmere"
    ada, helena = _text(out / "hollowmere-dossier-ada-a4.pdf"), _text(out / "hollowmere-dossier-helena-a4.pdf")
    assert "You are Lady Ada Thorne, the widow of the late Lord Thorne." in ada
    assert "You forged your husband’s signature" in ada and "church roof fund" not in ada
    assert "You are Reverend Helena Pike, the vicar of Hollowmere." in helena
    assert "church roof fund" in helena and "forged" not in helena
    host = _text(out / "hollowmere-rules-a4.pdf")
    assert "3 character dossiers: Lady Ada Thorne, Edgar Thorne, Reverend Helena Pike" in host
    assert host.count("character dossier") == 1


def test_a_slip_in_the_shared_dossier_is_said_once_at_its_line(hollowmere):
    edit(hollowmere / DOSSIER, "{{ character.secret }}", "{{ character.secrets }}")
    found = validated(hollowmere, "hollowmere")
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (DOSSIER, line_of(hollowmere / DOSSIER, "character.secrets"), "expression")
    ], found
    assert "no field 'secrets'; did you mean 'secret'?" in found[0][3]


@pytest.mark.parametrize(
    ("old", "new", "at", "rule", "words"),
    [
        (
            "for: {character: data.characters}",
            "for: {character: data.charactres}",
            "for:",
            "expression",
            "for: character: in 'data.charactres': no data table 'charactres'; did you mean 'characters'?",
        ),
        (
            "for: {character: data.characters}",
            'for: {character: "data.characters[0]"}',
            "for:",
            "value-invalid",
            "gives no list of rows with ids",
        ),
        (
            'title: "{{ character.name }}"',
            'title: "{{ character.nme }}"',
            "character.nme",
            "expression",
            "title: in 'character.nme': no field 'nme'; did you mean 'name'?",
        ),
        (
            "  - id: rules\n",
            "  - id: dossier-ada\n",
            "for:",
            "duplicate-id",
            "for: makes the booklet 'dossier-ada', and the component at game.yaml:",
        ),
    ],
)
def test_a_for_that_makes_no_booklets_is_one_finding_at_game_yaml(hollowmere, old, new, at, rule, words):
    edit(hollowmere / GAME, old, new)
    found = validated(hollowmere, "hollowmere")
    assert [(file, line, kind) for file, line, kind, _ in found] == [(GAME, line_of(hollowmere / GAME, at), rule)]
    assert words in found[0][3]


@pytest.mark.parametrize(
    ("title", "said"),
    [("", "have no title: of their own"), ("    title: Dossier\n", "all print the title 'Dossier'")],
)
def test_booklets_whose_covers_cannot_be_told_apart_are_a_warning(hollowmere, title, said):
    edit(hollowmere / GAME, '    title: "{{ character.name }}"\n', title)
    found = validated(hollowmere, "hollowmere")
    at = line_of(hollowmere / GAME, title.strip() or "for:")
    assert found == [
        (
            GAME,
            at,
            "schema",
            f"the 3 booklets for: makes {said}, so no cover says whose each is: write a title that reads the row, "
            'title: "{{ character.name }}"',
        )
    ]


def test_a_for_of_two_names_is_the_schema_finding_alone(hollowmere):
    # Not also each section's "'character' is undefined": the booklets wait for the for: to be fixed.
    edit(hollowmere / GAME, "for: {character: data.characters}", "for: {character: data.characters, c: data.solution}")
    found = validated(hollowmere, "hollowmere")
    at = line_of(hollowmere / GAME, "for:")
    assert [(file, line, rule) for file, line, rule, _ in found] == [(GAME, at, "schema")]


def test_a_for_on_a_deck_is_an_unknown_key_and_the_deck_stays_one(hollowmere):
    edit(hollowmere / GAME, "  - id: clues\n", "  - id: clues\n    for: {c: data.characters}\n")
    found = validated(hollowmere, "hollowmere")
    assert [(file, rule) for file, _, rule, _ in found] == [(GAME, "unknown-key")], found


def test_a_booklet_limit_the_schema_refuses_is_its_one_finding(hollowmere):
    # Before: also a rulebook-pages warning, "its booklet takes 4 pages on a4, 4 pages on letter, more than
    # booklet_pages: 2 allows; … to save 0 sheets", of a limit the schema had refused.
    edit(hollowmere / GAME, "    style: hollowmere/rules\n", "    style: hollowmere/rules\n    booklet_pages: 2\n")
    result = run_pnp(hollowmere, "validate", "hollowmere", "--booklet", "--format", "json")
    found = [(f["line"], f["rule"]) for f in json.loads(result.output) if f["file"] == GAME]
    assert found == [(line_of(hollowmere / GAME, "booklet_pages: 2"), "schema")], found


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        (
            "content/hollowmere/characters.yaml",
            "knows: [ada, edgar]",
            "knows: [ada, edgr]",
            "knows: no row of characters has id 'edgr'; did you mean 'edgar'?",
        ),
        (
            "content/hollowmere/solution.yaml",
            "answer: edgar",
            "answer: edgr",
            "answer: no row of characters has id 'edgr'; did you mean 'edgar'?",
        ),
    ],
)
def test_an_id_a_table_writes_that_the_rules_look_up_is_said_once_where_it_is_written(
    hollowmere, file, old, new, message
):
    # Before: said at each rule text that looks it up with by_id (the dossier's "What you know", the host guide's
    # table of who knows whom, its solution page), at the rule text's line, and the game's own check of the
    # knows: lists said it a third time; the templates and the checks already said such an id where it is written.
    _said_once(hollowmere, file, old, new, "expression", message)


def test_grid_labels_too_tall_for_their_rows_are_said_once_at_each_labels_line(hollowmere):
    # Before: the column labels twice at their line, once for the 67 mm header cell and once for the 47 mm cells:
    # one cause, the rows' height, whatever each cell's width.
    sheet = hollowmere / "templates/hollowmere/accusation.yaml"
    edit(sheet, "    h: 120\n", "    h: 12\n")
    labels = "templates/hollowmere/accusation.yaml"
    found = [(file, line, rule) for file, line, rule, _ in validated(hollowmere, "hollowmere") if file == labels]
    assert found[1:] == [
        (labels, line_of(sheet, "row_labels:"), "text-overflow"),
        (labels, line_of(sheet, "col_labels:"), "text-overflow"),
    ], found
    assert found[0][2] == "write-in-small"


def test_a_row_id_that_makes_no_booklet_id_is_one_finding_at_the_row(hollowmere):
    # Its booklet would be written as hollowmere-dossier-Lady Ada-a4.pdf (or, of "../ada", outside the game's
    # folder): refused at the row, once, though the badges' generate: makes an id of it too.
    chars = "content/hollowmere/characters.yaml"
    edit(hollowmere / chars, "- id: ada\n", "- id: Lady Ada\n")
    found = validated(hollowmere, "hollowmere")
    at_row = [(line, rule, message) for file, line, rule, message in found if file == chars]
    assert at_row == [
        (
            1,
            "schema",
            "for: character: id 'Lady Ada' makes the booklet id 'dossier-Lady Ada'; an id is lower-case letters, "
            "digits and hyphens (dead-end, not Dead End): write 'lady-ada'",
        )
    ]


def test_a_back_with_less_bleed_than_its_face_is_a_warning_at_its_bleed_line(hollowmere):
    # Before: accepted in silence; each round's back printed 1 mm past its cut behind a face of 1/8 in, so a duplex
    # sheet landing it a millimetre off, or a cut wandering as far, left a white edge on every clue's back.
    message = (
        "component 'clues': its back 'hollowmere/clue-back' has 1 mm of bleed, its face 'hollowmere/clue' 3.175 mm: "
        "a back lands a little off its front and is cut as loosely, so its edge would show white; write bleed: 3.175"
    )
    _said_once(hollowmere, "templates/hollowmere/clue-back.yaml", "bleed: 3.175", "bleed: 1", "back-bleed", message)


def test_the_dossiers_counted_in_rule_text_are_read_against_the_booklets_made(hollowmere):
    # Before: "4 character dossiers" of 3 passed in silence: a rulebook was never counted.
    message = (
        "section 'before': '4 character dossiers' says 4, but rulebook 'dossier' (for:) has 3 character dossiers; "
        "write {{ data.characters | length }} so the rules say what is printed"
    )
    old, new = "Give each guest their dossier", "Give each guest one of the 4 character dossiers"
    _said_once(hollowmere, "content/hollowmere/host.yaml", old, new, "number-disagrees", message)

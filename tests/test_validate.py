"""Every validator rule: a small broken input that must produce its finding at FILE:LINE, exit 1."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import edit, line_of, new_game, run_pnp

from pnp.core.rules import is_known

GAME = "content/labyrinth-deck/game.yaml"
CARDS = "content/labyrinth-deck/cards.yaml"
ACTIONS = "content/labyrinth-deck/actions.yaml"
TABLES = "content/labyrinth-deck/labyrinths.yaml"
CARD_TEMPLATE = "templates/labyrinth-deck/card.yaml"
FRAME = "templates/labyrinth-deck/frame.yaml"

# (rule, file to break, exact text, replacement, text on the line the finding names, words in the message)
CASES = [
    ("yaml-syntax", CARDS, "    kind: dead-end\n", "    kind: [dead-end\n", "kind: [dead-end", "YAML syntax error"),
    ("yaml-syntax", CARDS, "    kind: monster\n", "   kind: monster\n", "kind: monster", "block that starts on line"),
    ("yaml-syntax", CARDS, "    kind: monster\n", "  \tkind: monster\n", "kind: monster", "a tab character"),
    (
        "yaml-syntax",
        FRAME,
        '    text: "{{ card.title }}"',
        "    text: {{ card.title }}",
        "text: {{",
        "must be in quotes",
    ),
    (
        "yaml-syntax",
        CARD_TEMPLATE,
        "    when: \"{{ component.id == 'supply' }}\"",
        '    when: "{{ component.id == "supply" }}"',
        "when:",
        "must be the other kind",
    ),
    ("unknown-card-key", CARDS, "    title: Room\n", "    titel: Room\n", "titel: Room", "did you mean 'title'"),
    ("unknown-game-key", GAME, "subtitle:", "sub_title:", "sub_title:", "unknown key 'sub_title'"),
    (
        "duplicate-key",
        CARDS,
        "    kind: room\n",
        "    kind: room\n    kind: room\n",
        "kind: room@2",
        "duplicate key 'kind'",
    ),
    (
        "duplicate-id",
        ACTIONS,
        "  - id: scout-ahead",
        "  - id: forge-a-path",
        "- id: forge-a-path@2",
        "duplicate card id 'forge-a-path'",
    ),
    ("enum", CARDS, "    kind: room\n", "    kind: rooom\n", "kind: rooom", "'rooom' is not one of"),
    ("size-invalid", FRAME, "size: poker\n", "size: 25mm\n", "size: 25mm", "or give one length in mm (size: 25"),
    (
        "schema",
        ACTIONS,
        "    stat: STR\n",
        "",
        "- id: forge-a-path",
        "card 'forge-a-path': missing required key 'stat'",
    ),
    ("unknown-icon", CARDS, ":d20:", ":d21:", ":d21:", "unknown icon ':d21:'"),
    ("unknown-reference", ACTIONS, "[[Dead End]]", "[[Dead Ends]]", "[[Dead Ends]]", "did you mean [[Dead End]]"),
    (
        "missing-source",
        GAME,
        "source: actions.yaml",
        "source: action.yaml",
        "source: action.yaml",
        "'action.yaml' not found",
    ),
    (
        "missing-template",
        GAME,
        "face: labyrinth-deck/action\n",
        "face: labyrinth-deck/actoin\n",
        "face: labyrinth-deck/actoin",
        "did you mean 'labyrinth-deck/action'",
    ),
    ("missing-glyph", ACTIONS, "Scout Ahead\n", "Scout Ahead 漢\n", "Scout Ahead 漢", "cannot draw '漢'"),
    (
        "text-does-not-fit",
        ACTIONS,
        "Choose one of them.\n",
        "Choose one of them. " + "And then some more. " * 40 + "\n",
        "And then some more.",
        "does not fit",
    ),
    ("right-path-count", CARDS, "    count: 5\n", "    count: 4\n", None, "5 Right Path cards (found 4"),
    ("action-count", ACTIONS, "  - id: boost-morale", "  - id: boost-morale\n    count: 2", None, "5 actions (found 6"),
    # at the one field the check reads (its key: item.stat), of the second action with it
    ("one-action-per-stat", ACTIONS, "stat: WIS", "stat: INT", "stat: INT@2", "two actions use INT"),
    ("composition-adds-up", TABLES, "deck_size: 16", "deck_size: 15", "- id: enchanted-forest", "adds up to 16"),
    (
        "composition-printable",
        TABLES,
        "{card: room, count: 4}",
        "{card: room, count: 6}",
        "{card: room, count: 6",
        "needs 6 room cards but the printed deck has only 4",
    ),
    (
        "victory-reachable",
        TABLES,
        "right_paths: 5",
        "right_paths: 7",
        "- id: enchanted-forest",
        "victory needs 7 Right Path",
    ),
    ("trap-table-covers-d6", TABLES, "roll: [4, 5]", "roll: [4, 4]", "  traps:", "cover 1-6"),  # item.traps
    (
        "check-expression",
        GAME,
        '== item.deck_size"',
        '== item.deck_sise"',
        "item.deck_sise",  # the expect: line, not the check's id line
        "no field 'deck_sise'; did you mean 'deck_size'?",
    ),
    (
        "check-with-expression",
        GAME,
        "  - id: right-path-count\n    count:",
        "  - id: right-path-count\n    with:\n      kinds: \"components.deck.cards | mapp(attribute='kind')\"\n"
        "    count:",
        'kinds: "components.deck.cards | mapp',  # the with: value's line
        "in its 'with' value 'kinds': in 'components.deck.cards | mapp(attribute='kind')': No filter named 'mapp'",
    ),
    (
        "check-with-taken-name",
        GAME,
        "  - id: right-path-count\n    count:",
        '  - id: right-path-count\n    with:\n      item: "1"\n    count:',
        "- id: right-path-count",
        "'with' cannot name a value 'item': that name is taken",
    ),
    (
        "check-with-unreadable-name",
        GAME,
        "  - id: right-path-count\n    count:",
        '  - id: right-path-count\n    with:\n      two words: "1"\n    count:',
        "- id: right-path-count",
        "'with' name 'two words' cannot be read by an expression",
    ),
    ("template-unknown-key", CARD_TEMPLATE, "    w: 26\n", "    wdth: 26\n", "wdth: 26", "unknown key 'wdth'"),
    (
        "template-expression",
        CARD_TEMPLATE,
        "vars.kinds[card.kind].icon",
        "vars.kinds[card.kind].icn",
        None,
        "no field 'icn'; did you mean 'icon'?",
    ),
    (
        "unknown-font",
        CARD_TEMPLATE,
        "    font: Lato\n    size: 8.5",
        "    font: Latto\n    size: 8.5",
        "font: Latto",
        "unknown font family 'Latto'",
    ),
    (
        "missing-image",
        CARD_TEMPLATE,
        "  supply_tag:\n",
        "  picture:\n    type: image\n    src: map.png\n  supply_tag:\n",
        "src: map.png",
        "image 'map.png' not found",
    ),
    (
        "imposition-sides",
        GAME,
        "    back: labyrinth-deck/action-back\n",
        "    imposition: gutterfold\n",
        "imposition: gutterfold",
        "gutterfold folds each front onto its back, and this component has no back",
    ),
]


@pytest.mark.parametrize(("rule", "file", "old", "new", "needle", "words"), CASES, ids=[c[0] for c in CASES])
def test_rule_reports_file_and_line(labyrinth_ws, rule, file, old, new, needle, words):
    path = labyrinth_ws / file
    edit(path, old, new)
    result = run_pnp(labyrinth_ws, "validate", "labyrinth-deck")
    assert result.exception is None, result.exception
    assert "Traceback" not in result.output
    assert result.exit_code == 1, result.output
    lines = [line for line in result.output.splitlines() if words in line]
    assert lines, f"no finding with {words!r} in:\n{result.output}"
    if needle is not None:
        assert any(line.startswith(f"{file}:{line_of(path, needle)}: error:") for line in lines), lines
    else:
        assert all(": error: " in line for line in lines), lines

    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert all(set(finding) == JSON_KEYS for finding in findings), findings
    matching = [finding for finding in findings if words in finding["message"]]
    assert matching and all(finding["severity"] == "error" for finding in matching), findings
    assert all(is_known(finding["rule"]) and finding["game"] == "labyrinth-deck" for finding in matching)
    assert all(f"{finding['message']} [{finding['rule']}]" in result.output for finding in matching)
    if needle is not None:
        assert any((finding["file"], finding["line"]) == (file, line_of(path, needle)) for finding in matching)


JSON_KEYS = {"file", "line", "column", "severity", "rule", "message", "game", "component", "item"}


def test_clean_content_validates(labyrinth_ws):
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 0, result.output
    assert "0 errors" in result.output


def test_json_format(labyrinth_ws):
    edit(labyrinth_ws / CARDS, ":d20:", ":d21:")
    result = run_pnp(labyrinth_ws, "validate", "--format", "json")
    assert result.exit_code == 1
    findings = json.loads(result.output)
    assert len(findings) == 1  # an unknown icon is reported once, where it is written
    finding = findings[0]
    assert finding["severity"] == "error" and finding["rule"] == "icon-unknown"
    assert finding["file"] == CARDS and finding["line"] == line_of(labyrinth_ws / CARDS, ":d21:")
    assert (finding["game"], finding["component"], finding["item"]) == ("labyrinth-deck", "deck", "room")
    assert "unknown icon ':d21:'" in finding["message"]


def test_build_refuses_content_with_errors_and_keeps_the_old_pdf(labyrinth_ws):
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / "output/labyrinth-deck/labyrinth-deck-deck-a4.pdf"
    before = pdf.read_bytes()
    edit(labyrinth_ws / CARDS, ":d20:", ":d21:")
    result = run_pnp(labyrinth_ws, "build", "--paper", "a4")
    assert result.exit_code == 1
    assert "not built" in result.output
    assert pdf.read_bytes() == before


def test_usage_errors_exit_2(labyrinth_ws):
    assert run_pnp(labyrinth_ws, "build", "no-such-game").exit_code == 2
    assert run_pnp(labyrinth_ws, "build", "--paper", "a7").exit_code == 2
    assert run_pnp(labyrinth_ws, "frobnicate").exit_code == 2


def test_a_component_with_nothing_to_print_is_a_warning_at_its_entry(labyrinth_ws):
    edit(
        labyrinth_ws / GAME,
        "  - id: rules\n",
        "  - id: extras\n    kind: deck\n    source: none.yaml\n    face: labyrinth-deck/action\n"
        "    back: labyrinth-deck/action-back\n  - id: rules\n",
    )
    (labyrinth_ws / "content/labyrinth-deck/none.yaml").write_text("cards: []\n", encoding="utf-8")
    result = run_pnp(labyrinth_ws, "validate")
    line = line_of(labyrinth_ws / GAME, "- id: extras")
    assert f"{GAME}:{line}: warning: component 'extras' has nothing to print [component-empty]" in result.output
    assert result.exit_code == 0, result.output


def test_warnings_do_not_change_the_exit_code(labyrinth_ws):
    edit(labyrinth_ws / GAME, "  - id: one-action-per-stat\n", "  - id: one-action-per-stat\n    severity: warning\n")
    edit(labyrinth_ws / ACTIONS, "stat: WIS", "stat: INT")
    result = run_pnp(labyrinth_ws, "validate")
    assert "warning: two actions use INT" in result.output
    assert result.exit_code == 0


def test_fit_report_lists_shrunk_text(labyrinth_ws):
    edit(
        labyrinth_ws / ACTIONS,
        "Choose one of them.\n",
        "Choose one of them, then take a slow breath, listen for the beast and look again.\n",
    )
    result = run_pnp(labyrinth_ws, "validate", "--fit")
    assert result.exit_code == 0
    where = f"{ACTIONS}:{line_of(labyrinth_ws / ACTIONS, 'Reveal the top card of the deck')}"
    assert f"{where}: fit: card 'scout-ahead': body shrank from 8.5 to" in result.output, result.output
    assert result.output.count("card 'dead-end': body shrank") == 1


def test_an_empty_manifest_is_reported(labyrinth_ws):
    (labyrinth_ws / GAME).write_text("# nothing here yet\n", encoding="utf-8")
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    assert f"{GAME}:1: error: the file is empty" in result.output


def test_a_broken_image_is_reported(labyrinth_ws):
    art = labyrinth_ws / "content/labyrinth-deck/art"
    art.mkdir()
    (art / "map.png").write_bytes(b"not a png")
    path = labyrinth_ws / CARD_TEMPLATE
    edit(path, "  supply_tag:\n", "  picture:\n    type: image\n    src: map.png\n  supply_tag:\n")
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    assert f"{CARD_TEMPLATE}:{line_of(path, 'src: map.png')}: error:" in result.output
    assert "is not a readable image" in result.output


def test_a_misspelt_required_key_is_one_finding(labyrinth_ws):
    edit(labyrinth_ws / ACTIONS, "    stat: STR\n", "    stt: STR\n")
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert [(f["rule"], f["line"]) for f in findings] == [("unknown-key", line_of(labyrinth_ws / ACTIONS, "stt: STR"))]
    assert "did you mean 'stat'" in findings[0]["message"]  # not also "missing required key 'stat'"


def test_a_missing_rulebook_style_names_the_styles_there_are(labyrinth_ws):
    edit(labyrinth_ws / GAME, "    style: labyrinth-deck/rules\n", "")  # the Labyrinth's rules in the default style
    (labyrinth_ws / "templates/rulebook.yaml").rename(labyrinth_ws / "templates/labyrinth-deck/rules.yaml")
    result = run_pnp(labyrinth_ws, "validate", "labyrinth-deck")
    assert result.exit_code == 1
    assert "rulebook style 'rulebook' not found in templates/; name one with style: (found: labyrinth-deck/rules)" in (
        result.output
    )


@pytest.mark.parametrize(
    ("rule", "old", "new", "line_text"),
    [
        ("unknown-key", "    source: actions.yaml\n", "    sorce: actions.yaml\n", "sorce: actions.yaml"),
        ("schema", "    kind: deck\n    title: Actions\n", "    kind: dek\n    title: Actions\n", "kind: dek"),
        ("unknown-key", "    face: labyrinth-deck/action\n", "    fase: labyrinth-deck/action\n", "fase:"),
        ("unknown-key", "    style: labyrinth-deck/rules\n", "    stlye: labyrinth-deck/rules\n", "stlye:"),
    ],
    ids=["source", "kind", "face", "rulebook-style"],
)
def test_a_broken_component_entry_is_one_finding(labyrinth_ws, rule, old, new, line_text):
    """The component is not loaded, or not laid out: the rules and checks that name it, its faces
    and its rulebook style (the Labyrinth's own, labyrinth-deck/rules; the default one is missing here) add
    nothing."""
    (labyrinth_ws / "templates" / "rulebook.yaml").unlink()
    edit(labyrinth_ws / GAME, old, new)
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert [(f["rule"], f["line"]) for f in findings] == [(rule, line_of(labyrinth_ws / GAME, line_text))]
    assert "did you mean" in findings[0]["message"]


def _own_fonts(root):
    """A real copy of the fonts (the scratch workspace links to the repository's)."""
    target = (root / "fonts").resolve()
    (root / "fonts").unlink()
    shutil.copytree(target, root / "fonts")


def test_a_missing_font_file_is_a_finding_of_the_games_that_use_it(labyrinth_ws):
    """Reported like any finding (stdout, JSON, the summary), once, at its fonts.yaml line; a face
    no game uses stops nothing."""
    _own_fonts(labyrinth_ws)
    (labyrinth_ws / "fonts/lato/Lato-Black.ttf").unlink()  # Labyrinth never sets text in it
    assert run_pnp(labyrinth_ws, "validate", "labyrinth-deck").exit_code == 0
    (labyrinth_ws / "fonts/vollkorn/Vollkorn-Bold.ttf").unlink()
    result = run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json")
    findings = json.loads(result.output)
    line = line_of(labyrinth_ws / "fonts/fonts.yaml", "bold: vollkorn/Vollkorn-Bold.ttf")
    assert [(f["file"], f["line"], f["rule"], f["game"]) for f in findings] == [
        ("fonts/fonts.yaml", line, "font-invalid", "labyrinth-deck")
    ]
    assert (
        "'vollkorn/Vollkorn-Bold.ttf' not found in fonts/: put it back, or remove this line" in findings[0]["message"]
    )
    text = run_pnp(labyrinth_ws, "validate", "labyrinth-deck").output
    assert text.endswith("1 game: 1 error, 0 warnings\n")


def test_a_broken_fonts_yaml_is_reported_in_the_chosen_format(labyrinth_ws):
    _own_fonts(labyrinth_ws)
    edit(labyrinth_ws / "fonts/fonts.yaml", "families:\n", "families: [\n")
    result = run_pnp(labyrinth_ws, "validate", "--format", "json")
    assert result.exit_code == 1
    assert [f["rule"] for f in json.loads(result.output)] == ["yaml-syntax"]


def test_an_entry_without_a_field_its_siblings_have_is_one_finding_at_the_entry(labyrinth_ws):
    """Two elements and the action band read card.stat: the entry is to be completed, not the template."""
    edit(labyrinth_ws / GAME, "    required: [stat, icon, text]\n", "    required: [icon, text]\n")
    edit(labyrinth_ws / ACTIONS, "    stat: STR\n", "")
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert [(f["rule"], f["file"], f["line"]) for f in findings] == [
        ("field-missing", ACTIONS, line_of(labyrinth_ws / ACTIONS, "- id: forge-a-path"))
    ]
    assert "'forge-a-path' has no field 'stat', which its other entries have; add it" in findings[0]["message"]


def test_an_optional_field_most_entries_leave_out_is_said_where_it_is_read(tmp_path):
    """A solo flag one card of four carries (declared under fields:, not required:): the cards that leave it out
    are right, so reading it as if every card had it is said at the check's and the template's lines, once each,
    with how to read it; it was one field-missing at the first card without it, asking to add it there."""
    root = new_game(tmp_path)
    game, cards, card = (
        root / "content/demo/game.yaml",
        root / "content/demo/cards.yaml",
        root / "templates/demo/card.yaml",
    )
    edit(game, "      suit: {enum: [sun, moon]}\n", "      suit: {enum: [sun, moon]}\n      solo: {type: boolean}\n")
    edit(
        game,
        "checks:\n",
        "checks:\n  - id: solo\n    count: \"components.deck.cards | selectattr('solo')\"\n    equals: 2\n"
        "    message: two solo cards\n",
    )
    edit(cards, "    suit: moon\n    count: 2\n", "    suit: moon\n    count: 2\n    solo: true\n")
    edit(card, "  medallion:\n", '  medallion:\n    when: "{{ card.solo }}"\n')
    findings = json.loads(run_pnp(root, "validate", "demo", "--format", "json").output)
    said = [(f["rule"], f["file"], f["line"]) for f in findings]
    assert said == [
        ("expression", "content/demo/game.yaml", line_of(game, "selectattr('solo')")),
        ("expression", "templates/demo/card.yaml", line_of(card, "card.solo")),
    ], findings
    for finding in findings:
        assert "no field 'solo', which an entry may leave out" in finding["message"]
        assert ".get('solo', false)" in finding["message"]


def test_a_deck_titled_by_its_cards_is_also_named_by_its_id_in_rule_text(tmp_path):
    """A wallet game's deck titled "Star cards" (its head word "cards"), id deck: "The deck has 11 cards" is read
    as a count of it (it was left unread, as "deck" named no component), and "the deck has 12 cards" is right."""
    root = new_game(tmp_path)
    game, rules = root / "content/demo/game.yaml", root / "content/demo/rules.yaml"
    edit(game, "    title: Deck\n", "    title: Star cards\n")
    edit(rules, "      Collect the most :star:", "      The deck has 11 cards. Collect the most :star:")
    findings = json.loads(run_pnp(root, "validate", "demo", "--format", "json").output)
    assert [(f["rule"], f["line"]) for f in findings] == [
        ("number-disagrees", line_of(rules, "The deck has 11 cards"))
    ], findings
    assert "'11 cards' says 11, but Star cards has 12 cards" in findings[0]["message"]
    edit(rules, "The deck has 11 cards", "The deck has {{ components.deck.cards | length }} cards")
    assert json.loads(run_pnp(root, "validate", "demo", "--format", "json").output) == []


def test_a_field_no_entry_has_is_the_templates_typo(labyrinth_ws):
    edit(
        labyrinth_ws / "templates/labyrinth-deck/action.yaml",
        '    text: "{{ card.stat }}"',
        '    text: "{{ card.stta }}"',
    )
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert [(f["rule"], f["file"]) for f in findings] == [("expression", "templates/labyrinth-deck/action.yaml")]
    assert "no field 'stta'; did you mean 'stat'?" in findings[0]["message"]


def test_a_bad_colour_in_vars_is_one_finding_where_it_is_set(labyrinth_ws):
    """Three elements of two templates print vars.ink: the var is wrong, once, at its line."""
    frame = labyrinth_ws / FRAME
    edit(frame, '  ink: "#000000"', '  ink: "#00000"')
    findings = json.loads(run_pnp(labyrinth_ws, "validate", "labyrinth-deck", "--format", "json").output)
    assert [(f["rule"], f["file"], f["line"]) for f in findings] == [
        ("value-invalid", FRAME, line_of(frame, 'ink: "#00000"'))
    ]
    assert findings[0]["message"].startswith("vars.ink: 'color' '#00000' is not a colour")


def test_jinja_in_card_text_is_a_warning_at_its_line(labyrinth_ws):
    """Card text is printed as written: '{{ card.kind }}' there would print its braces."""
    cards = labyrinth_ws / CARDS
    edit(cards, "      A wrong turn: the party must double back.\n", "      A wrong turn ({{ card.kind }}).\n")
    result = run_pnp(labyrinth_ws, "validate", "labyrinth-deck")
    found = [line for line in result.output.splitlines() if line.endswith("[text-jinja]")]
    line = line_of(cards, "A wrong turn ({{")
    assert found == [
        f"{CARDS}:{line}: warning: 'dead-end' text: '{{{{ … ' prints as written: a card's own text is not a "
        "template (templates and rule text are); put the expression in the template, e.g. "
        'text: "Worth {{ card.value }}" [text-jinja]'
    ]
    assert result.exit_code == 0  # a warning

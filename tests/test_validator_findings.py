"""Findings a designer reads while editing: one per root cause, at the line to change."""

from __future__ import annotations

import re

import pytest
import yaml
from conftest import edit, line_of, make_workspace, new_game, run_pnp
from test_editing_shipped import findings_of


def test_a_misspelt_suit_icon_is_one_finding_at_the_suit(tmp_path):
    root = make_workspace(tmp_path, "fanucci")
    deck = root / "content/fanucci/deck.yaml"
    edit(deck, "icon: spinning-top", "icon: spining-top")
    # corner_suit is written in fanucci/suited, which the deck's face, fanucci/face, extends: the template named
    for command in ("validate", "build"):
        result = run_pnp(root, command, "fanucci")
        found = [row for row in result.output.splitlines() if row.endswith("[icon-unknown]")]
        assert found == [
            f"content/fanucci/deck.yaml:{line_of(deck, 'spining-top')}: error: suit.icon, drawn as an icon by "
            "template 'fanucci/suited' element 'corner_suit': unknown icon ':spining-top:'; "
            "did you mean ':spinning-top:'? [icon-unknown]"
        ], result.output


def test_a_yaml_file_game_yaml_never_names_is_said_to_print_nothing(tmp_path):
    """A source written and never declared was left out of every PDF in silence."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    extra = root / "content/labyrinth-deck/more-cards.yaml"
    extra.write_text((root / "content/labyrinth-deck/cards.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    result = run_pnp(root, "validate", "labyrinth-deck")
    assert result.exit_code == 0, result.output
    assert findings_of(result.output) == [
        "content/labyrinth-deck/more-cards.yaml:1: warning: no component or data of game.yaml names this file, so "
        "nothing in it prints or is checked: name it as a component's source: or under data:, or move it out of "
        "content/labyrinth-deck/ [file-unused]"
    ], result.output


@pytest.mark.parametrize(
    ("game", "file", "text", "edited", "rule"),
    [
        ("labyrinth-deck", "game.yaml", "source: cards.yaml", "source: card.yaml", "file-missing"),
        ("twisty-tracks", "game.yaml", "    source: stations.yaml", "    sorce: stations.yaml", "unknown-key"),
        ("twisty-tracks", "stations.yaml", "- {id: red,", "- {id: [red,", "yaml-syntax"),
    ],
    ids=["misnamed-source", "data-table-misspelt-source", "data-table-yaml-slip"],
)
def test_a_source_that_cannot_be_read_is_one_finding(tmp_path, game, file, text, edited, rule):
    """Not also its file named nowhere (file-unused), nor every check, template and rule that reads a data table
    that could not be loaded (Twisty Tracks' stations: four findings more, each 'no field stations')."""
    root = make_workspace(tmp_path, game)
    edit(root / "content" / game / file, text, edited)
    for command in ("validate", "build"):
        result = run_pnp(root, command, game)
        rows = findings_of(result.output)
        assert len(rows) == 1 and rows[0].endswith(f"[{rule}]"), (command, result.output)


def test_sarif_output_carries_every_finding_with_its_rule_and_line(tmp_path):
    import json

    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    edit(cards, ":d20:", ":d21:")
    result = run_pnp(root, "validate", "--format", "sarif")
    assert result.exit_code == 1
    log = json.loads(result.output)
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]
    assert [rule["id"] for rule in run["tool"]["driver"]["rules"]] == ["icon-unknown"]
    (found,) = run["results"]
    assert found["ruleId"] == "icon-unknown" and found["level"] == "error"
    place = found["locations"][0]["physicalLocation"]
    assert place["artifactLocation"]["uri"] == "content/labyrinth-deck/cards.yaml"
    line = line_of(cards, ":d21:")
    assert place["region"]["startLine"] == line
    column = cards.read_text(encoding="utf-8").splitlines()[line - 1].index(":d21:") + 1
    assert place["region"]["startColumn"] == column  # the column of the misspelt icon itself
    as_json = json.loads(run_pnp(root, "validate", "--format", "json").output)
    assert [(f["line"], f["column"]) for f in as_json] == [(line, column)]


def test_fit_lines_point_at_the_text_that_shrank(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    result = run_pnp(root, "validate", "--fit")
    fits = [row for row in result.output.splitlines() if ": fit: " in row]
    assert fits, result.output
    for row in fits:
        path, line = row.split(": fit: ")[0].rsplit(":", 1)
        assert (root / path).is_file() and int(line) >= 1
    assert any(row.startswith("content/labyrinth-deck/cards.yaml:") and "'dead-end'" in row for row in fits)
    assert cards.is_file()


def test_a_card_name_misspelt_in_plain_text_is_a_warning_with_the_name(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    cards = root / "content/twisty-passages/cards.yaml"
    edit(
        cards, "If you have a [[Thingamajig]] or a [[Whatchamacallit]]", "If you have a Thingamajig or a Whatchamacalit"
    )
    result = run_pnp(root, "validate", "twisty-passages")
    found = [row for row in result.output.splitlines() if row.endswith("[name-near-miss]")]
    assert len(found) == 1, result.output
    assert found[0].startswith(f"content/twisty-passages/cards.yaml:{line_of(cards, 'Whatchamacalit')}: warning:")
    assert "'Whatchamacalit' is not a card of Twisty Passages; did you mean [[Whatchamacallit]]?" in found[0]


def test_a_count_check_points_at_the_count_of_the_one_entry_it_counted(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    edit(cards, "    count: 5\n", "    count: 4\n")  # the first entry: Right Path
    result = run_pnp(root, "validate")
    (found,) = [row for row in result.output.splitlines() if row.endswith("[check:right-path-count]")]
    count = line_of(cards, "count: 4")
    check = line_of(root / "content/labyrinth-deck/game.yaml", "equals: 5")
    assert found.startswith(f"content/labyrinth-deck/cards.yaml:{count}: error:")
    assert f"(found 4, expected 5 at game.yaml:{check}); counted: right-path ×4 (cards.yaml:{count})" in found


def test_a_changed_count_is_named_however_many_entries_a_check_counts(tmp_path):
    """A Caltrops more, and the Items count raised to match: the deck size is what is off now. It
    counts 88 places: each with several copies is named at its count, the single ones summed up."""
    root = make_workspace(tmp_path, "twisty-passages")
    cards = root / "content/twisty-passages/cards.yaml"
    entry = line_of(cards, "- id: caltrops")  # far down the list: hidden behind "and N more" before
    lines = cards.read_text(encoding="utf-8").splitlines(keepends=True)
    count = next(n for n in range(entry, entry + 12) if lines[n].strip().startswith("count:"))
    lines[count] = lines[count].replace("count: 2", "count: 3")
    cards.write_text("".join(lines), encoding="utf-8")
    manifest = root / "content/twisty-passages/game.yaml"
    edit(manifest, "    equals: 20\n", "    equals: 21\n")
    result = run_pnp(root, "validate", "twisty-passages")
    (found,) = [row for row in result.output.splitlines() if "[check:" in row]
    assert found.startswith(f"content/twisty-passages/game.yaml:{line_of(manifest, 'equals: 104')}: error:")
    assert found.endswith("[check:deck-size]") and "(found 105, expected 104)" in found
    assert f"caltrops ×3 (cards.yaml:{count + 1})" in found, found
    assert re.search(r", \d+ single entries \(cards\.yaml:\d+–\d+\) \[", found), found


COUNTERS = """\
sets:
  units:                                 # the counters of each side, one row a unit
    - {id: guard, side: sun, copies: 3}
    - {id: scout, side: sun, copies: 3}
    - {id: raider, side: moon, copies: 3}
    - {id: shade, side: moon, copies: 3}
generate:
  - for: {unit: units}
    card:
      id: "{{ unit.id }}"
      title: "{{ unit.id | capitalize }}"
      suit: "{{ unit.side }}"
      count: COUNT
      text: "Gain :star:."
"""
SIDE_CHECKS = """\
  - id: guards
    count: "components.deck.cards | selectattr('id', 'eq', 'guard')"
    equals: 3
    message: "the sun side has 3 guards"
  - id: sun-side
    count: "components.deck.cards | selectattr('suit', 'eq', 'sun')"
    equals: 6
    message: "the sun side has 6 counters"
"""


@pytest.mark.parametrize(
    "count", ["{{ unit.copies }}", "{{ unit.copies | default(1) }}", "{{ unit['copies'] }}", "{{ unit.copies | int }}"]
)
def test_a_count_check_on_generated_entries_points_at_the_table_row_to_change(tmp_path, count):
    # Before, a count: read from a row through anything but "{{ unit.copies }}" (a filter, brackets,
    # arithmetic) was placed at the generate rule's count: line, for every entry: one wrong row made
    # "cards.yaml:14: ... counted: 2 entries (cards.yaml:14)", at the rule that is right.
    root = new_game(tmp_path)
    cards, game = root / "content/demo/cards.yaml", root / "content/demo/game.yaml"
    cards.write_text(
        COUNTERS.replace("COUNT", f'"{count}"').replace("guard, side: sun, copies: 3", "guard, side: sun, copies: 4"),
        encoding="utf-8",
    )
    game.write_text(game.read_text(encoding="utf-8") + SIDE_CHECKS, encoding="utf-8")
    result = run_pnp(root, "validate", "demo")
    found = {row.rsplit("[", 1)[1]: row for row in result.output.splitlines() if "[check:" in row}
    guard, scout = line_of(cards, "id: guard"), line_of(cards, "id: scout")
    assert found["check:guards]"].startswith(f"content/demo/cards.yaml:{guard}: error: the sun side has 3 guards")
    assert found["check:guards]"].endswith(f"counted: guard ×4 (cards.yaml:{guard}) [check:guards]")
    side = found["check:sun-side]"]
    assert side.startswith(f"content/demo/game.yaml:{line_of(game, 'equals: 6')}: error: the sun side has 6 counters")
    assert side.endswith(
        f"(found 7, expected 6); counted: guard ×4 (cards.yaml:{guard}), scout ×3 (cards.yaml:{scout}) [check:sun-side]"
    )


def test_a_glossary_variant_is_flagged_with_the_games_word(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content/labyrinth-deck/game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "glossary:\n  river: [stream, brook]\n")
    cards = root / "content/labyrinth-deck/cards.yaml"
    clean = run_pnp(root, "validate")
    assert "[term-variant]" not in clean.output, clean.output
    edit(cards, "stays in the river", "stays in the stream")
    result = run_pnp(root, "validate")
    (found,) = [row for row in result.output.splitlines() if row.endswith("[term-variant]")]
    assert found.startswith(f"content/labyrinth-deck/cards.yaml:{line_of(cards, 'in the stream')}: warning:")
    assert "'stream' — the game's word is 'river'" in found


def test_one_misspelt_icon_on_many_cards_is_one_finding_listing_them(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    cards = root / "content/twisty-passages/cards.yaml"
    text = cards.read_text(encoding="utf-8")
    using = [card for card in yaml.safe_load(text)["cards"] if ":discard:" in str(card.get("text", ""))]
    first = next(n for n, line in enumerate(text.splitlines(), start=1) if ":discard:" in line and "#" not in line)
    cards.write_text(text.replace(":discard:", ":discrad:"), encoding="utf-8")
    result = run_pnp(root, "validate", "twisty-passages")
    (found,) = [row for row in result.output.splitlines() if row.endswith("[icon-unknown]")]
    assert found.startswith(f"content/twisty-passages/cards.yaml:{first}: error: '{using[0]['id']}' text:")
    assert f"also written at {len(using) - 1} more places: cards.yaml:" in found


def test_a_missing_icon_file_is_one_finding_naming_every_place_that_writes_it(tmp_path):
    """Cards' text, a template's icon element and the legend all name :sparkle:; its file is deleted: one
    cause, one finding (at the first place, file and line order), listing the others by file."""
    root = make_workspace(tmp_path, "twisty-passages")
    (root / "content/twisty-passages/icons/sparkle.svg").unlink()
    cards, legend = root / "content/twisty-passages/cards.yaml", root / "content/twisty-passages/icons/legend.yaml"
    template = root / "templates/twisty-passages/face.yaml"
    lines = cards.read_text(encoding="utf-8").splitlines()
    written = [n for n, line in enumerate(lines, 1) if ":sparkle:" in line and not line.lstrip().startswith("#")]
    rules = root / "content/twisty-passages/rules.yaml"
    for command in ("validate", "build"):
        result = run_pnp(root, command, "twisty-passages")
        assert result.exit_code == 1
        (found,) = [row for row in result.output.splitlines() if row.endswith("[icon-unknown]")]
        assert found.startswith(f"content/twisty-passages/cards.yaml:{written[0]}: error:"), found
        assert "unknown icon ':sparkle:'" in found
        shown = ", ".join(map(str, written[1:9]))
        more = len(written) - 9
        assert f"— also written at {len(written) + 2} more places: cards.yaml:{shown} and {more} more; " in found
        assert f"rules.yaml:{line_of(rules, ':sparkle:')}" in found
        assert f"legend.yaml:{line_of(legend, '[sparkle]')}" in found
        assert f"face.yaml:{line_of(template, 'name: sparkle')}" in found


def test_a_reference_to_a_title_two_different_cards_carry_names_both(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    actions = root / "content/labyrinth-deck/actions.yaml"
    cards = root / "content/labyrinth-deck/cards.yaml"
    rules = root / "content/labyrinth-deck/rules.yaml"
    assert "[reference-ambiguous]" not in run_pnp(root, "validate").output  # deck and supply print one entry
    edit(actions, "    title: Scout Ahead\n", "    title: Dead End\n")  # a second, different 'Dead End'
    dead_end, scout = line_of(cards, "- id: dead-end"), line_of(actions, "- id: scout-ahead")
    expected = (
        "[[Dead End]] names 2 different cards, whose texts differ: "
        f"dead-end (cards.yaml:{dead_end}), scout-ahead (actions.yaml:{scout}); rename one, or if any of "
        "them is meant, list 'Dead End' under shared_titles: in game.yaml [reference-ambiguous]"
    )
    for command in ("validate", "build"):
        result = run_pnp(root, command)
        assert result.exit_code == 1
        found = [row for row in result.output.splitlines() if row.endswith("[reference-ambiguous]")]
        places = {row.split(": error: ")[0] for row in found}
        assert f"content/labyrinth-deck/actions.yaml:{line_of(actions, '[[Dead End]]')}" in places, found
        assert f"content/labyrinth-deck/rules.yaml:{line_of(rules, '[[Dead End]]')}" in places, found
        assert all(row.endswith(expected) for row in found), found

    import json

    ambiguous = [
        f
        for f in json.loads(run_pnp(root, "validate", "--format", "json").output)
        if f["rule"] == "reference-ambiguous"
    ]
    assert {f"{f['file']}:{f['line']}" for f in ambiguous} == places
    assert all(f["game"] == "labyrinth-deck" and f["severity"] == "error" for f in ambiguous)

    manifest = root / "content/labyrinth-deck/game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "shared_titles: [Dead End]\n", encoding="utf-8")
    assert "[reference-ambiguous]" not in run_pnp(root, "validate").output


def test_the_shipped_twisty_passages_declares_its_shared_title(tmp_path):
    root = make_workspace(tmp_path, "twisty-passages")
    cards = root / "content/twisty-passages/cards.yaml"
    edit(root / "content/twisty-passages/game.yaml", "shared_titles: [The Living Maze, Crossslip]", "")
    first = line_of(cards, "[[The Living Maze]]")
    edit(cards, "If you have a [[Tattered Map]]", "If you have a [[The Living Maze]]")  # a second card names it
    # one root cause, one finding: at the first card, naming the other
    (found,) = [row for row in run_pnp(root, "validate").output.splitlines() if row.endswith("[reference-ambiguous]")]
    second = line_of(cards, "If you have a [[The Living Maze]]")
    assert found.startswith(f"content/twisty-passages/cards.yaml:{min(first, second)}: error:"), found
    assert "the-living-maze-fewest" in found and "the-living-maze-most" in found
    assert f"also used by 1 more card(s): cards.yaml:{max(first, second)}" in found


SLIPS = [
    # (game, file, old, new, the line's needle, words of the one finding)
    (
        "labyrinth-deck",
        "templates/labyrinth-deck/card.yaml",
        'right-path: {accent: "#2f6b3b"',
        'right-path: {accent: "darkgren"',
        "darkgren",  # read through vars.kinds[card.kind].accent by five elements: one finding where it is written
        "vars.kinds.right-path.accent: 'fill' 'darkgren' is not a colour (use '#rrggbb' or a colour name); "
        "did you mean 'darkgreen'?",
    ),
    (
        "labyrinth-deck",
        "templates/labyrinth-deck/frame.yaml",
        "size: poker",
        "size: 63x88",
        "size: 63x88",
        "unknown size '63x88'; write it as [63, 88] (mm, no units)",
    ),
    (
        "labyrinth-deck",
        "templates/labyrinth-deck/frame.yaml",
        "size: poker",
        "size: 2.5 x 3.5 in",
        "size: 2.5",
        "write it as [63.5, 88.9] (mm, no units)",
    ),
    (
        "twisty-tracks",
        "content/twisty-tracks/rules.yaml",
        "(frames/teal-a)",
        "(frames/teal-aa)",
        "frames/teal-aa",
        "figure 'frames/teal-aa' (front) names no piece; did you mean 'frames/teal-a'?",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "needle", "words"), SLIPS, ids=[s[3] for s in SLIPS])
def test_a_slip_gets_one_finding_at_its_line_saying_what_was_meant(tmp_path, game, file, old, new, needle, words):
    root = make_workspace(tmp_path, game)
    edit(root / file, old, new)
    result = run_pnp(root, "validate", game)
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert len(errors) == 1, result.output
    assert errors[0].startswith(f"{file}:{line_of(root / file, needle)}: error: ") and words in errors[0], errors[0]


@pytest.mark.parametrize("command", ["validate", "build"])
def test_text_too_long_for_its_box_is_one_finding_however_often_its_face_is_laid_out(tmp_path, command):
    """The overflow is the finding; the text that spills out of its box also leaves the safe zone, which is
    not a second one, even where the face is laid out again and the overflow, said before, is kept once."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    edit(cards, "must double back.\n", "must double back. " + "Very long words repeated again. " * 30 + "\n")
    result = run_pnp(root, command, "labyrinth-deck")
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert len(errors) == 1, result.output
    text_key = line_of(cards, "must double back") - 1  # the card's text: | line
    assert errors[0].startswith(f"content/labyrinth-deck/cards.yaml:{text_key}: error: card 'dead-end': body text")
    assert errors[0].endswith("[text-overflow]")


def test_the_columns_of_many_findings_in_one_file_read_it_once(tmp_path, monkeypatch):
    # Before, every finding's column read its whole file again: a rule text with 300 slips read it 300 times.
    from pathlib import Path

    from pnp.core.findings import Findings
    from pnp.core.yamlio import load_yaml

    rules = tmp_path / "rules.yaml"
    rules.write_text("sections:\n  - id: a\n    text: |\n      one two\n      three  four\n", encoding="utf-8")
    reads = []
    read_text = Path.read_text
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self) or read_text(self, *a, **k))
    section = load_yaml(rules, Findings())["sections"][0]
    places = [section.line_of_text("text", word) for word in ("one", "two", "three", "four", "five")]
    assert [(place.line, place.column) for place in places] == [(4, 7), (4, 11), (5, 7), (5, 14), (3, None)]
    assert reads == [rules]
    rules.write_text("sections:\n  - id: a\n    text: |\n      zero one two\n", encoding="utf-8")  # saved again
    section = load_yaml(rules, Findings())["sections"][0]
    assert section.line_of_text("text", "two").column == 16 and reads == [rules, rules]

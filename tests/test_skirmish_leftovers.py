"""What the Ashfall Skirmish walkthrough left: files of outputs no longer made staying in the game's output
folder, one slip in a shared source reported once per component, a tiled piece that fits one page, marks meant
to run to the trim, a quote inside a flow mapping."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp

MANIFEST = "content/demo/game.yaml"


def test_a_build_removes_the_files_it_no_longer_makes_and_only_those(tmp_path):
    # Before, the deck's single-card file stayed after its imposition was removed: a designer printed an old file.
    root = new_game(tmp_path)
    folder = root / "output" / "demo"
    edit(root / MANIFEST, "    back: demo/back\n", "    back: demo/back\n    imposition: [grid, single]\n")
    old = folder / "demo-deck-poster.pdf"  # in a folder built before pnp kept a record: named, never removed
    folder.mkdir(parents=True)
    old.write_bytes(b"%PDF old")
    result = run_pnp(root, "build", "demo", "--booklet")
    assert result.exit_code == 0 and old.exists()
    assert (
        "demo: also in output/demo, not written by this build: demo-deck-poster.pdf (pnp keeps a record of its files "
        "from now on; delete any that are old files of this game)"
    ) in result.output, result.output
    old.unlink()
    made = sorted(path.name for path in folder.glob("*.pdf"))
    assert "demo-deck-single.pdf" in made and "demo-rules-booklet-a4.pdf" in made
    notes = folder / "demo-notes.pdf"  # the designer's own file, named like pnp's
    notes.write_bytes(b"%PDF my notes")
    edit(root / MANIFEST, "    imposition: [grid, single]\n", "")
    # A build for one paper (no booklets) leaves the other paper's files and the booklets: it would not make them.
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    assert "removed output/demo/demo-deck-single.pdf" in result.output, result.output
    left = sorted(path.name for path in folder.glob("*.pdf"))
    assert left == sorted({*made, "demo-notes.pdf"} - {"demo-deck-single.pdf"}), left
    # A failed build changes nothing; a full build removes what it no longer makes, never the designer's file.
    edit(root / MANIFEST, "  - id: rules\n", "  - id: rules\n    bogus: 1\n")
    assert run_pnp(root, "build", "demo", "--booklet").exit_code == 1
    assert sorted(path.name for path in folder.glob("*.pdf")) == left
    edit(root / MANIFEST, "    bogus: 1\n", "")
    assert run_pnp(root, "build", "demo").exit_code == 0  # no --booklet: the booklets stay
    assert (folder / "demo-rules-booklet-a4.pdf").exists() and notes.read_bytes() == b"%PDF my notes"
    # A file pnp wrote that was changed since is no longer pnp's to remove; another --out folder has its own record.
    (folder / "demo-rules-booklet-letter.pdf").write_bytes(b"%PDF annotated")
    text = (root / MANIFEST).read_text()
    (root / MANIFEST).write_text(text[: text.index("  - id: rules")] + text[text.index("# The game's own") :])
    result = run_pnp(root, "build", "demo", "--booklet")
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in folder.glob("*.pdf")) == [
        "demo-deck-a4.pdf",
        "demo-deck-letter.pdf",
        "demo-notes.pdf",
        "demo-rules-booklet-letter.pdf",
    ]


def test_a_gutterfold_build_and_a_duplex_build_leave_each_other_s_files(tmp_path):
    # Each --layout makes its own deck files: neither is a file "the game no longer makes" for the other.
    root = new_game(tmp_path)
    folder = root / "output" / "demo"
    assert run_pnp(root, "build", "demo").exit_code == 0
    duplex = sorted(path.name for path in folder.glob("demo-deck-*.pdf"))
    assert duplex == ["demo-deck-a4.pdf", "demo-deck-letter.pdf"]
    result = run_pnp(root, "build", "demo", "--layout", "gutterfold")
    assert result.exit_code == 0 and "removed" not in result.output, result.output
    both = sorted(path.name for path in folder.glob("demo-deck-*.pdf"))
    assert both == sorted([*duplex, "demo-deck-gutterfold-a4.pdf", "demo-deck-gutterfold-letter.pdf"]), both
    result = run_pnp(root, "build", "demo")
    assert result.exit_code == 0 and "removed" not in result.output, result.output
    assert sorted(path.name for path in folder.glob("demo-deck-*.pdf")) == both
    # The deck's imposition removed: each layout's build removes its own deck files, and only those.
    edit(root / MANIFEST, "    back: demo/back\n", "    back: demo/back\n    imposition: single\n")
    result = run_pnp(root, "build", "demo", "--layout", "gutterfold")
    assert result.exit_code == 0, result.output
    assert "removed output/demo/demo-deck-gutterfold-a4.pdf" in result.output, result.output
    assert (folder / "demo-deck-a4.pdf").exists() and not (folder / "demo-deck-gutterfold-a4.pdf").exists()


SECOND_DECK = """  - id: hand
    kind: tiles
    title: Hand
    source: cards.yaml
    face: demo/card
    back: demo/back
    fields:
      suit: {enum: [sun, moon]}
"""


def findings_of(root) -> list[str]:
    return [row for row in run_pnp(root, "validate", "demo").output.splitlines() if ": error: " in row]


def test_a_slip_in_a_source_two_components_read_is_one_finding(tmp_path):
    root = new_game(tmp_path)
    edit(root / MANIFEST, "  - id: rules\n", SECOND_DECK + "  - id: rules\n")
    cards = root / "content/demo/cards.yaml"
    line = line_of(cards, "suit: sun")
    edit(cards, "suit: sun", "siut: sun")
    # Before: one finding per component reading the line ("card 'dawn': unknown key 'siut'" and "tile 'dawn': …").
    found = findings_of(root)
    assert len(found) == 1 and found[0].startswith(f"content/demo/cards.yaml:{line}: error: ") and "'siut'" in found[0]
    assert "also written" not in found[0], found
    edit(cards, "siut: sun", "suit: sun")
    # A second component without fields: one finding at it, saying what to do (before: one per card of the file).
    edit(root / MANIFEST, "    fields:\n      suit: {enum: [sun, moon]}\n  - id: rules", "  - id: rules")
    source = line_of(root / MANIFEST, "source: cards.yaml@2")
    lines = enumerate(cards.read_text().splitlines(), 1)
    cards_with_suit = ", ".join(str(n) for n, text in lines if text.strip().startswith("suit:"))
    assert findings_of(root) == [
        f"{MANIFEST}:{source}: error: component 'hand' reads cards.yaml as 'deck' does, but its fields: does not "
        f"name 'suit' (written at cards.yaml:{cards_with_suit}): give it the same fields: (fields: &deck-fields "
        "on 'deck', fields: *deck-fields here) [unknown-key]"
    ]
    # An emptied fields: block: one finding in a designer's words (before: "None is not a mapping" and the
    # unknown keys of every card).
    edit(root / MANIFEST, "    back: demo/back\n  - id: rules", "    back: demo/back\n    fields:\n  - id: rules")
    empty = line_of(root / MANIFEST, "    fields:@2")
    assert findings_of(root) == [
        f"{MANIFEST}:{empty}: error: game.yaml: components[1].fields: nothing is written under 'fields:'; write a "
        "mapping of keys to values there, or remove the key [schema]"
    ]


def test_a_quote_inside_a_same_quoted_value_of_a_flow_mapping_is_named(tmp_path):
    # Before: "YAML syntax error: expected ',' or '}', but got '<scalar>' while parsing a flow mapping".
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, '    text: "Draw a card. Gain :star:."\n', '    rules: {text: "Lay the 6" ruler down"}\n')
    line = line_of(cards, "rules: {text:")
    assert findings_of(root) == [
        f"content/demo/cards.yaml:{line}: error: YAML syntax error: text follows the closing quote of a quoted "
        "value; a quote inside a quoted value must be the other kind (\"{{ card.get('value') }}\") [yaml-syntax]"
    ]


def test_an_element_may_allow_a_warning_it_means(tmp_path):
    # A ruler's ticks run to its edge by design: before, every build said thin-near-trim with no way to say "meant".
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    ticks = '  ticks:\n    type: path\n    d: "M 10 0 V 4 M 20 0 V 4"\n    stroke: "#000000"\n    stroke_width: 0.25\n'
    card.write_text(card.read_text() + ticks)
    warned = [row for row in run_pnp(root, "validate", "demo").output.splitlines() if "[thin-near-trim]" in row]
    assert len(warned) == 1 and "element 'ticks'" in warned[0], warned
    card.write_text(card.read_text() + "    allow: [thin-near-trim]\n")
    result = run_pnp(root, "validate", "demo")
    assert "thin-near-trim" not in result.output and "0 errors, 0 warnings" in result.output, result.output
    # An error is never allowed, and an unknown rule id is a finding at the allow: line.
    edit(card, "allow: [thin-near-trim]", "allow: [thin-near-trm]")
    assert findings_of(root) == [
        f"templates/demo/card.yaml:{line_of(card, 'allow:')}: error: element 'ticks': allow: names 'thin-near-trm', "
        "which is no rule of pnp's; did you mean 'thin-near-trim'? [unknown-rule]"
    ]

"""Slips a designer makes starting a game of their own (from `pnp new`): each is one finding at
the line to change, saying what was meant, from `validate` and `build` alike."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, make_workspace, new_game, run_pnp, shapes_workspace
from pdfread import page_texts, text_positions

GAME = "content/demo/game.yaml"


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("by: suit", "by: siut", "inventory: by: 'siut' is no field of its entries; did you mean 'suit'?"),
        ("sun: Sun", "snu: Sun", "inventory: names: 'snu' is no value of suit; did you mean 'sun'?"),
    ],
    ids=["by", "names"],
)
def test_a_misspelt_inventory_field_or_value_is_one_finding_not_a_silent_other(tmp_path, old, new, words):
    # Before, `by: siut` printed "12 cards: 12 other" in the rules' component list, and a misspelt
    # `names:` key printed the value as written, with no finding.
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, old, new)
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{GAME}:{line_of(game, new)}: error: inventory: "), found
        assert found.endswith(f"{words} [reference-unknown]"), found


@pytest.mark.parametrize(
    ("old", "new"),
    [("face: demo/card", "fase: demo/card"), ("back: demo/back", "bakc: demo/back")],
    ids=["face", "back"],
)
def test_a_misspelt_face_or_back_key_is_one_finding_not_also_the_rules_figure(tmp_path, old, new):
    # Before, the rules' figure of the card (front or back) also said "figure 'deck/dawn' (front) names no
    # piece; write ![caption](component-id/entry-id)...": one slip in game.yaml, two findings, one misleading.
    root = new_game(tmp_path)
    figures = '      ![Dawn](deck/dawn)\n\n      ![Its back](deck/dawn "back")\n\n      Collect the most'
    edit(root / "content/demo/rules.yaml", "      Collect the most", figures)
    edit(root / GAME, old, new)
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{GAME}:{line_of(root / GAME, new)}: error: "), found
        assert f"unknown key '{new.split(':')[0]}'" in found and "[unknown-key]" in found, found


@pytest.mark.parametrize(
    ("old", "new", "rule"),
    [
        ("    suit: sun\n    count: 4", "     suit: sun\n    count: 4", "yaml-syntax"),  # an indent slip
        ("    suit: sun\n    count: 4", "    suit: snu\n    count: 4", "schema"),  # the figure's entry refused
    ],
    ids=["unreadable-source", "refused-entry"],
)
def test_a_figure_of_a_piece_whose_source_is_broken_adds_no_finding(tmp_path, old, new, rule):
    # Before, the rules' figure of the card said "figure 'deck/dawn' (front) names no piece" too,
    # listed before the root cause.
    root = new_game(tmp_path)
    figure = "      ![Dawn](deck/dawn)\n\n      Collect the most"
    edit(root / "content/demo/rules.yaml", "      Collect the most", figure)
    cards = root / "content/demo/cards.yaml"
    edit(cards, old, new)
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith("content/demo/cards.yaml:") and found.endswith(f"[{rule}]"), found


@pytest.mark.parametrize(
    ("size", "words"),
    [
        ("[63.5mm, 3.5in]", "size: ['63.5mm', '3.5in'] is not a size; write it as [63.5, 88.9] (mm, no units)"),
        ("[63.5, 88.9, 1]", "size: [63.5, 88.9, 1] is not a size; give a name, [width, height] or one length in mm"),
    ],
    ids=["units", "three"],
)
def test_a_size_list_written_wrong_says_how_to_write_it(tmp_path, size, words):
    # Before: "template: size: ['63.5mm', '3.5in'] is not valid under any of the given schemas [schema]".
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "size: poker", f"size: {size}")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == f"templates/demo/card.yaml:{line_of(card, 'size:')}: error: {words} [size-invalid]", found


GENERATED = """sets:
  suits:
    - {id: sun, copies: 3}
    - {id: moon, copies: 2}
  ranks: [{id: one}, {id: two}]
generate:
  - for: {suit: suits, rank: ranks}
    WORD:
      id: "{{ rank.id }}-{{ suit.id }}"
      title: "{{ rank.id | capitalize }} of {{ suit.id | capitalize }}"
      suit: "{{ suit.id }}"
      count: "{{ suit.copies }}"
      text: "Gain :star:."
"""


def _generated_deck(root, word):
    cards = root / "content/demo/cards.yaml"
    cards.write_text(GENERATED.replace("WORD", word), encoding="utf-8")
    edit(root / GAME, "equals: 12", "equals: 10")
    return cards


@pytest.mark.parametrize("word", ["card", "token", "item"])
def test_a_generate_rule_names_its_entry_with_card_or_its_lists_word(tmp_path, word):
    # Before, `token:` (as a token sheet's list is `tokens:`) was two findings: "missing required key
    # 'card'" and "unknown key 'token'".
    root = new_game(tmp_path)
    _generated_deck(root, word)
    built = run_pnp(root, "build", "demo", "--paper", "a4")
    assert built.exit_code == 0, built.output
    text = " ".join(page_texts(root / "output/demo/demo-deck-a4.pdf"))
    assert [text.count(f"{rank} of {suit}") for suit in ("Sun", "Moon") for rank in ("One", "Two")] == [3, 3, 2, 2]


def test_a_slip_in_a_set_is_one_finding_at_its_line_however_many_entries_it_makes(tmp_path):
    # Before: one finding per entry made ('one-sun', 'two-sun'), each at the line of its suit... or rank.
    root = new_game(tmp_path)
    cards = _generated_deck(root, "card")
    edit(cards, "copies: 3", "copies: three")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == (
            f"content/demo/cards.yaml:{line_of(cards, 'copies: three')}: error: card 'one-sun': "
            "count: 'three' is not a whole number: write it in digits: 3 [schema]"
        ), found


def test_a_generate_rule_naming_two_entries_is_one_finding(tmp_path):
    root = new_game(tmp_path)
    cards = _generated_deck(root, "card")
    edit(cards, '      text: "Gain :star:."\n', '      text: "Gain :star:."\n    token: {id: x}\n')
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"content/demo/cards.yaml:{line_of(cards, '- for:')}: error: generate: "), found
        assert found.endswith("; this rule has card: and token: [schema]"), found


def test_a_misspelt_back_of_a_folded_piece_is_one_finding(tmp_path):
    # Before, the standees' fold imposition added "a folded piece needs a back: name the partner
    # panel's template with back:" to the missing template's own finding.
    root = make_workspace(tmp_path, "trap-map-galaxy")
    game = root / "content/trap-map-galaxy/game.yaml"
    edit(game, "back: trap-map-galaxy/pawn", "back: trap-map-galaxy/pwan")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "trap-map-galaxy")
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert errors == [
            f"content/trap-map-galaxy/game.yaml:{line_of(game, 'pwan')}: error: template 'trap-map-galaxy/pwan' "
            "not found in templates/; did you mean 'trap-map-galaxy/pawn'? [template-missing]"
        ], result.output


def test_a_standee_without_a_back_is_told_it_folds_onto_one(tmp_path):
    # Before: "a folded piece needs a back: name the partner panel's template with back: [imposition-mixed]",
    # the rule of pieces of mixed sizes; the fold prints backs and the pawns have none, as gutterfold's finding says.
    root = make_workspace(tmp_path, "trap-map-galaxy")
    game = root / "content/trap-map-galaxy/game.yaml"
    edit(game, "    back: trap-map-galaxy/pawn\n", "")
    for command in ("validate", "build"):
        assert error_lines(root, command, "trap-map-galaxy") == [
            f"content/trap-map-galaxy/game.yaml:{line_of(game, 'strategy: fold')}: error: component "
            "'pawns': a tent or standee folds its face onto a back panel, and this component has no back: name the "
            "back panel's template with back: (its face's template again: the same picture on both sides) "
            "[imposition-sides]"
        ]


def test_a_missing_template_is_never_matched_with_a_rulebook_style(tmp_path):
    # Before: "template 'labyrinth-deck/rulz' not found in templates/; did you mean 'labyrinth-deck/rules'?",
    # a rulebook style no piece can use; now the templates a piece can use, when none is close.
    root = make_workspace(tmp_path, "labyrinth-deck")
    (root / "templates/labyrinth-deck/rules.yaml").write_text("extends_style: no\nfonts: {}\n", encoding="utf-8")
    game = root / "content/labyrinth-deck/game.yaml"
    edit(game, "back: labyrinth-deck/action-back", "back: labyrinth-deck/rulz")
    (found,) = [row for row in run_pnp(root, "validate").output.splitlines() if "[template-missing]" in row]
    assert found == (
        f"content/labyrinth-deck/game.yaml:{line_of(game, 'rulz')}: error: template 'labyrinth-deck/rulz' not found "
        "in templates/; templates in labyrinth-deck/: action, action-back, back, card, frame [template-missing]"
    )


def test_a_wrong_option_lists_its_choices_as_yaml_writes_them(tmp_path):
    # Before: "is not one of: auto, True, False": Python's spelling, not what a designer writes in YAML.
    root = new_game(tmp_path)
    game = root / GAME
    option = "    imposition: {strategy: gutters, cut_outline: yes-please}\n"
    edit(game, "    back: demo/back\n", "    back: demo/back\n" + option)
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == (
            f"{GAME}:{line_of(game, 'yes-please')}: error: imposition gutters: cut_outline: "
            "'yes-please' is not one of: auto, true, false [schema]"
        ), found


def test_a_standee_too_large_for_the_paper_says_what_to_do(tmp_path):
    # Before, the finding ended at "does not fit on letter paper", with no way out.
    root = make_workspace(tmp_path, "trap-map-galaxy")
    pawn = root / "templates/trap-map-galaxy/pawn.yaml"
    edit(pawn, "size: [18, 30]", "size: [120, 150]")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "trap-map-galaxy")
        (found,) = [row for row in result.output.splitlines() if row.endswith("[piece-too-large]")]
        assert found.startswith(f"templates/trap-map-galaxy/pawn.yaml:{line_of(pawn, 'size:')}: error: "), found
        assert found.endswith(
            "does not fit on letter paper; make the panels smaller (the template's size:), or build it on legal "
            "paper, the smallest US paper that holds it whole: papers: [legal] in game.yaml (or --paper legal) "
            "[piece-too-large]"
        ), found
    edit(pawn, "size: [120, 150]", "size: [70, 150]")  # 2 x 150 mm tall does not fit; 2 x 70 mm across does
    (found,) = [row for row in run_pnp(root, "validate").output.splitlines() if row.endswith("[piece-too-large]")]
    assert "smaller (the template's size:), or fold them side by side (fold: side), or build it on" in found, found


def test_a_misspelt_copies_key_is_one_finding_with_its_suggestion(tmp_path):
    # Before, the copies: typo also failed the deck-size and both-suits checks (counted without the
    # entry) and the rules' figure of the entry it meant ("names no piece; did you mean 'deck/dawn'?").
    root = new_game(tmp_path)
    edit(
        root / "content/demo/rules.yaml", "      Collect the most", "      ![Dusk](deck/dusk)\n\n      Collect the most"
    )
    game = root / GAME
    edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n    copies: {dawn: 6, duks: 6}\n")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == (
            f"{GAME}:{line_of(game, 'copies:')}: error: copies: no entry 'duks' in cards.yaml; did you mean 'dusk'? "
            "[reference-unknown]"
        )


def test_a_line_of_board_text_no_page_join_can_miss_is_a_warning_naming_it(tmp_path):
    # Before, a line wider than a page was cut between two pages with no word said (the walkthrough's #10).
    root = shapes_workspace(tmp_path)
    board = root / "templates" / "shapes" / "board.yaml"
    line = "Place every hut on its marked spot and keep the sea hexes face down"
    board.write_text(
        board.read_text()
        + f"  legend:\n    type: text\n    text: {line}\n    x: 10\n    y: 560\n    w: 340\n    h: 12\n"
        + "    font: Lato\n    size: 14\n    align: center\n"
    )
    for command in (("validate", "shapes"), ("build", "shapes", "--paper", "letter", "--out", str(tmp_path / "o"))):
        result = run_pnp(root, *command)
        assert result.exit_code == 0, result.output
        (found,) = [row for row in result.output.splitlines() if "[tile-cuts-text]" in row]
        assert found.startswith(f"templates/shapes/board.yaml:{line_of(board, 'size:')}: warning: board 'board': ")
        assert "a page join cuts through 'Board', " in found  # the workspace's 40 pt title: the join has no room
        assert f"'{line}'" in found
    edit(board, "    x: 10\n    y: 560\n    w: 340\n", "    x: 10\n    y: 560\n    w: 150\n")  # fits a page
    edit(board, f"text: {line}", "text: Place every hut")
    assert "Place every hut" not in run_pnp(root, "validate", "shapes").output


def test_an_inherited_element_is_reported_once_where_it_is_written(tmp_path):
    # The Labyrinth Deck's card and action templates both extend its frame: a thin line drawn by the frame
    # was one warning per template that inherits it, both at the frame's line (the walkthrough's #11).
    root = make_workspace(tmp_path, "labyrinth-deck")
    frame = root / "templates" / "labyrinth-deck" / "frame.yaml"
    frame.write_text(
        frame.read_text() + "  edge:\n    type: line\n    x: 1\n    y: 20\n    x2: 1\n    y2: 60\n"
        "    stroke: black\n    stroke_width: 0.3\n"
    )
    result = run_pnp(root, "validate", "labyrinth-deck")
    found = [row for row in result.output.splitlines() if "[thin-near-trim]" in row]
    assert len(found) == 1, result.output
    assert found[0].startswith(f"templates/labyrinth-deck/frame.yaml:{line_of(frame, 'stroke_width: 0.3')}: warning:")


def test_an_unknown_icon_named_in_vars_is_reported_at_the_vars_line(tmp_path):
    # Before, at the element's name: line, which only says "{{ vars.seal }}" (the walkthrough's #12).
    root = make_workspace(tmp_path, "labyrinth-deck")
    frame = root / "templates" / "labyrinth-deck" / "frame.yaml"
    edit(frame, '  accent: "#1f4a3a"\n', '  accent: "#1f4a3a"\n  seal: compas\n')
    frame.write_text(
        frame.read_text()
        + '  seal:\n    type: icon\n    name: "{{ vars.seal }}"\n    x: 5\n    y: 5\n    w: 5\n    h: 5\n'
    )
    for command in ("validate", "build"):
        result = run_pnp(root, command, "labyrinth-deck")
        found = [row for row in result.output.splitlines() if "[icon-unknown]" in row]
        assert len(found) == 1 and all(
            row.startswith(f"templates/labyrinth-deck/frame.yaml:{line_of(frame, 'seal: compas')}:") for row in found
        ), result.output


def test_a_misspelt_game_or_generated_block_suggests_the_name_meant(tmp_path):
    root = new_game(tmp_path)
    result = run_pnp(root, "validate", "dmeo")
    assert result.exit_code == 2 and "unknown game 'dmeo' (did you mean 'demo'?); known games: demo" in result.output
    rules = root / "content/demo/rules.yaml"
    edit(rules, "      Collect the most", "      {{ component_lsit }}\n\n      Collect the most")
    (found,) = error_lines(root, "validate")
    assert found.endswith("'component_lsit' is undefined; did you mean 'component_list'? [expression]"), found


@pytest.mark.parametrize(
    ("bleed", "words"),
    [
        ("1/8in", "bleed: '1/8in' is not a length from 0 to 100 mm; write it as 3.175 (mm, no units)"),
        ("3mm", "bleed: '3mm' is not a length from 0 to 100 mm; write it as 3 (mm, no units)"),
        ("lots", "bleed: 'lots' is not a length from 0 to 100 mm"),
    ],
)
def test_a_bleed_written_with_units_says_how_to_write_it(tmp_path, bleed, words):
    # Before: "template: bleed: '1/8in' is not of type 'number'" (the schema's words).
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "bleed: 3.175", f"bleed: {bleed}")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == f"templates/demo/card.yaml:{line_of(card, 'bleed:')}: error: {words} [size-invalid]"


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("opacity", "80%", "'opacity' must be a number, got '80%'; write 0.8 (80 % as a number: 1 is 100 %)"),
        ("stroke_width", "1mm", "'stroke_width' must be a number, got '1mm'; write 1 (mm, no units)"),
        ("dash", "3 2", "'dash' must be one length or a list of on/off lengths (mm), such as [3, 2]; got '3 2'"),
    ],
)
def test_a_number_written_with_a_unit_says_how_to_write_it(tmp_path, key, value, words):
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    card.write_text(
        card.read_text() + f"  rim:\n    type: rect\n    x: 10\n    y: 10\n    w: 5\n    h: 5\n"
        f"    stroke: black\n    {key}: {value}\n"
    )
    (found,) = error_lines(root, "validate")
    assert found.startswith(f"templates/demo/card.yaml:{line_of(card, f'{key}: {value}')}: error: ")
    assert found.endswith(f"element 'rim': {words} [value-invalid]"), found


@pytest.mark.parametrize("key", ["face", "back"])
def test_a_slip_in_a_template_name_expression_is_one_finding_not_one_per_card(tmp_path, key):
    # A face chosen per card type, with the field misspelt: before, one finding per card (17 for the
    # walkthrough's market deck of three card types), each the same words at the same line.
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, f"{key}: demo/", f"{key}: \"demo/{{{{ card.sute and 'card' }}}}\"\n    # ")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"{GAME}:{line_of(game, 'card.sute')}: error: card '"), found
        assert found.endswith(
            f"{key}: in 'demo/{{{{ card.sute and 'card' }}}}': no field 'sute'; did you mean 'suit'? [expression]"
        ), found


def test_every_template_with_too_little_bleed_for_a_shop_is_a_finding_backs_too(tmp_path):
    # Before, only the first short template of a component was named (its next one after a fix and a
    # rerun), and a back's bleed was not checked at all: The Game Crafter's PNG of a back with 1 mm of
    # bleed had a white edge where the shop's 1/8 in asks for art.
    root = new_game(tmp_path)
    card, back = root / "templates/demo/card.yaml", root / "templates/demo/back.yaml"
    edit(card, "bleed: 3.175", "bleed: 2")
    edit(back, "bleed: 3.175", "bleed: 1")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo", "--profile", "tgc")
        found = [row for row in result.output.splitlines() if ": error: " in row]
        assert result.exit_code == 1 and len(found) == 2, result.output
        words = "the tgc profile (The Game Crafter) needs 3.175 mm of bleed and this"
        assert found[0] == (
            f"templates/demo/back.yaml:{line_of(back, 'bleed:')}: error: {words} back's template gives 1 mm; "
            "set bleed: 3.175 (or more) in it [profile-bleed]"
        ), found
        assert found[1].startswith(
            f"templates/demo/card.yaml:{line_of(card, 'bleed:')}: error: {words} template gives 2 mm"
        )
    edit(card, "bleed: 2", "bleed: 3.175")
    result = run_pnp(root, "export", "print-shop", "demo", "--profile", "tgc", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1 and "this back's template" in result.output and not (tmp_path / "out").exists(), (
        result.output
    )


def test_an_unknown_icon_in_a_list_of_vars_is_reported_at_its_line(tmp_path):
    # A board's action spaces as a list in vars, each element reading `vars.spaces[4].icon`: before, the
    # finding was at the element's name: line, which names no icon (the walkthrough's board).
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    edit(card, "vars:\n", "vars:\n  spaces:\n    - {name: Field, icon: star}\n    - {name: Market, icon: coins}\n")
    card.write_text(
        card.read_text()
        + '  seal:\n    type: icon\n    name: "{{ vars.spaces[1].icon }}"\n    x: 5\n    y: 30\n    w: 5\n    h: 5\n'
    )
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"templates/demo/card.yaml:{line_of(card, 'icon: coins')}: error: "), found
        assert "element 'seal': unknown icon ':coins:'; icons are SVG files in demo/icons/" in found, found


def test_a_score_track_numbering_fewer_spaces_than_its_edge_holds_is_a_finding(tmp_path):
    # 4 x 3 spaces round the edge hold 10 numbers; 1 to 8 is 8: before, the track stopped two spaces
    # short and left a gap in its left edge, with no finding (the walkthrough's farm board: 0 to 39 on 14 x 10).
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    track = "  track:\n    type: score_track\n    x: 5\n    y: 25\n    w: 50\n    h: 30\n    cols: 4\n    rows: 3\n"
    card.write_text(card.read_text() + track + "    first: 1\n    last: 8\n")
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found.startswith(f"templates/demo/card.yaml:{line_of(card, 'last: 8')}: error: card 'dawn': "), found
        assert "4 × 3 spaces round the edge hold 10 numbers (1 to 8 is 8), one a space" in found, found
    edit(card, "last: 8", "last: 10")
    assert run_pnp(root, "build", "demo").exit_code == 0
    runs = [run.text for run in text_positions(root / "output/demo/demo-deck-letter.pdf", 0)]
    assert all(runs.count(str(number)) == 8 for number in range(1, 11)), runs  # each of 8 cards: all 10 spaces


def test_a_score_track_of_one_row_is_a_straight_turn_track(tmp_path):
    # A wargame's turn track runs in one row: before, rows: 1 was refused with "8 x 1 spaces round the
    # edge hold 14 numbers (1 to 8 is 8)", and with last: 14 "hold 14 numbers (1 to 14 is 14)", no way out.
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    track = "  track:\n    type: score_track\n    x: 6\n    y: 60\n    w: 48\n    h: 8\n    cols: 8\n    rows: 1\n"
    card.write_text(card.read_text() + track + "    first: 1\n    last: 8\n")
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    runs = text_positions(root / "output/demo/demo-deck-a4.pdf", 0)
    first = next(run for run in runs if run.text == "1")
    row: dict[str, float] = {}
    for run in runs:  # the numbers on the first card's line, each the nearest after the 1
        if abs(run.y - first.y) < 0.01 and run.x >= first.x and run.text not in row:
            row[run.text] = run.x
    assert [str(n) in row for n in range(1, 9)] == [True] * 8, row  # 1 to 8 in one row
    step = row["2"] - first.x
    assert step > 0
    for n in range(3, 9):
        assert row[str(n)] - first.x == pytest.approx((n - 1) * step, abs=0.05), row  # evenly, left to right
    edit(card, "last: 8", "last: 9")
    (found,) = error_lines(root, "validate")
    assert "8 × 1 spaces in a row hold 8 numbers (1 to 9 is 9), one a space; change" in found, found


@pytest.mark.parametrize("key", ["count: 4", "title: Dawn"])
def test_a_key_indented_too_far_says_which_line_to_line_it_up_with(tmp_path, key):
    # Before: "YAML syntax error: mapping values are not allowed in this context (check indentation and
    # quoting)": YAML's words, for the commonest slip of all, a key one space or two too far in.
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    edit(cards, f"    {key}\n", f"      {key}\n")
    above = line_of(cards, key) - 1
    for command in ("validate", "build"):
        (found,) = error_lines(root, command)
        assert found == (
            f"content/demo/cards.yaml:{above + 1}: error: YAML syntax error: this line is indented deeper than line "
            f"{above}, so YAML reads it as more of that line's value; line it up with line {above} [yaml-syntax]"
        ), found


def test_a_bad_colour_in_a_content_list_is_one_finding_where_the_list_writes_it(tmp_path):
    """A colour read from a list field (``palette: ["#fbf1e"]``, printed by ``{{ card.palette[0] }}``) is said
    once at the entry's line, like a colour in a field of its own; it was said at the template's fill line."""
    root = new_game(tmp_path)
    cards = root / "content/demo/cards.yaml"
    lines = cards.read_text(encoding="utf-8").splitlines(keepends=True)
    at = {n for n, line in enumerate(lines) if line.startswith("    count:")}
    bad = min(at)  # the first card's
    text = "".join(
        line + (f'    palette: ["{"#fbf1e" if n == bad else "#fbf1e3"}"]\n' if n in at else "")
        for n, line in enumerate(lines)
    )
    cards.write_text(text, encoding="utf-8")
    suit = "      suit: {enum: [sun, moon]}\n"
    edit(root / GAME, suit, suit + "      palette: {type: array}\n")
    card = root / "templates/demo/card.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("{{ vars.suit.paper }}", "{{ card.palette[0] }}", 1))
    result = run_pnp(root, "validate", "demo")
    found = [line for line in result.output.splitlines() if "[value-invalid]" in line]
    assert found == [
        f"content/demo/cards.yaml:{bad + 2}: error: palette: '#fbf1e' is not a colour (use '#rrggbb' or a colour "
        "name) [value-invalid]"
    ]


def test_a_missing_rulebook_style_is_never_matched_with_a_face_template(tmp_path):
    """``style: demo/bak`` was "did you mean 'demo/back'?", a card back's template (the walkthrough's
    'hexfront/map' for a style): the hint names rulebook styles only."""
    root = new_game(tmp_path)
    edit(root / GAME, "style: demo/rules", "style: demo/bak")
    errors = error_lines(root, "validate")
    assert errors == [
        f"{GAME}:{line_of(root / GAME, 'style: demo/bak')}: error: rulebook style 'demo/bak' not found in "
        "templates/; name one with style: (found: demo/rules) [template-missing]"
    ]

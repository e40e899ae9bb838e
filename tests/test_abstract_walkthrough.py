"""Slips found building Tessellate, an abstract duel on a 5 × 5 board whose rules show positions as diagrams
(``kind: diagrams``) drawing the game's own pieces with a repeated ``piece`` element (tests/abstract keeps it):
each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp

GAME = "tessellate"


def tessellate(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "abstract", GAME)


def _said(root: Path, *options: str) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    """A diagram is never cut: its board's 0.3 mm lines by its edge were a thin-near-trim warning ("a cutting or
    duplex shift makes it visibly uneven"), and text by its edge would leave the safe zone of a cut."""
    root = tessellate(tmp_path)
    edit(
        root / "templates/tessellate/diagram.yaml",
        "  lines:\n",
        '  name:\n    type: text\n    text: "{{ card.title }}"\n    x: 0.5\n    y: 86.5\n    w: 60\n    h: 3.5\n'
        '    size: 7\n    color: "#000000"\n  lines:\n',
    )
    result = run_pnp(root, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_diagrams_one_piece_off_the_board_is_said_at_the_piece_not_the_size(tmp_path):
    """A position of one piece, written at column -1: pnp said "every word, icon and picture it prints lies off
    its 90 × 90 mm piece … give size: in mm, as x and y are" at the template's size:, as if the size were in cm.
    It is said at the element that places it, naming the entry's line."""
    root = tessellate(tmp_path)
    diagrams = root / "content" / GAME / "diagrams.yaml"
    edit(diagrams, "{piece: red-sage, at: [2, 1]}", "{piece: red-sage, at: [-1, 1]}")
    said = [row for row in _said(root) if row.endswith("[art-off-piece]")]
    template = root / "templates" / GAME / "diagram.yaml"
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/diagram.yaml:{line_of(template, 'loop.item.at[0]')}: ")
    assert "give size: in mm" not in said[0] and "element 'pieces'" in said[0], said
    assert f"diagrams.yaml:{line_of(diagrams, 'at: [-1, 1]')}" in said[0], said


def test_a_piece_element_whose_names_lack_their_component_is_one_finding_at_its_line(tmp_path):
    """`piece: "{{ loop.item.piece }}"` for `pieces/…`: every name the diagrams list missed its component, and pnp
    said it 22 times, once at each entry's line (a "did you mean" on some, none on others). It is one finding at
    the template's `piece:`, saying what to write."""
    root = tessellate(tmp_path)
    template = root / "templates" / GAME / "diagram.yaml"
    edit(template, 'piece: "pieces/{{ loop.item.piece }}"', 'piece: "{{ loop.item.piece }}"')
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/diagram.yaml:{line_of(template, 'loop.item.piece }}')}: ")
    assert "a piece is named with its component" in said[0]
    assert 'write piece: "pieces/{{ loop.item.piece }}"' in said[0] and said[0].endswith("[piece-unknown]")


def test_a_figure_named_without_its_component_says_the_name_meant(tmp_path):
    root = tessellate(tmp_path)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "(positions/capture)", "(capture)")
    said = _said(root)
    assert said == [
        f"content/{GAME}/rules.yaml:{line_of(rules, '(capture)')}: error: section 'capture': figure 'capture' names "
        "no piece: a piece is named with its component, component-id/entry-id ('capture' is an entry of "
        "'positions'): write 'positions/capture' [figure-unknown]"
    ]


def test_the_back_of_a_diagram_is_said_to_be_no_side_of_it(tmp_path):
    """`![…](positions/capture "back")`: pnp said the diagram "names no piece; write ![caption](component-id/entry-id)
    or add "back" for its back", though it names one and asks for its back. A diagram has no back; nor has a
    token of a component without `back:`, in a figure or a piece element."""
    root = tessellate(tmp_path)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "(positions/capture)", '(positions/capture "back")')
    edit(rules, "(positions/win-sage)", '(pieces/red-sage "back")')
    said = _said(root)
    capture, sage = line_of(rules, 'capture "back'), line_of(rules, 'red-sage "back')
    assert said == [
        f"content/{GAME}/rules.yaml:{capture}: error: section 'capture': figure "
        "'positions/capture' asks for its back, which is no side of 'positions/capture': a diagram is only shown, "
        'and has a front alone; remove "back" [figure-unknown]',
        f"content/{GAME}/rules.yaml:{sage}: error: section 'winning': figure "
        "'pieces/red-sage' asks for its back, which is no side of 'pieces/red-sage': component 'pieces' prints its "
        'pieces one-sided (it has no back:); remove "back" [figure-unknown]',
    ]


def test_a_wrapped_row_of_figures_breaks_between_its_rows_in_a_pocket_booklet(tmp_path):
    """A move card and the position it makes, written on one line, wrap onto two rows in a narrow column. The row
    went on whole: a booklet page was left nearly empty above it, and a pocket page, which holds each row but not
    both, refused it ("a block 122 mm tall … does not fit a column", pocket-block-large). It breaks between its
    rows, as the README says and as figures written one under another do."""
    root = tessellate(tmp_path)
    rules = root / "content" / GAME / "rules.yaml"
    edit(
        rules,
        "![The Tiger card](moves/tiger)\n\n      ![The Tiger card used](positions/card-used)",
        "![The Tiger card](moves/tiger) ![The Tiger card used](positions/card-used)",
    )
    said = _said(root, "--pocket")
    assert not [row for row in said if "pocket-block-large" in row], said


def test_a_diagrams_one_piece_past_the_boards_right_edge_is_said_at_the_piece(tmp_path):
    root = tessellate(tmp_path)
    diagrams = root / "content" / GAME / "diagrams.yaml"
    edit(diagrams, "{piece: red-sage, at: [2, 1]}", "{piece: red-sage, at: [6, 1]}")
    said = [row for row in _said(root) if row.endswith("[art-off-piece]")]
    assert len(said) == 1 and "give size: in mm" not in said[0] and "element 'pieces'" in said[0], said


def test_a_diagrams_count_is_refused_at_its_line(tmp_path):
    """`count: 2` on a diagram was taken without a word, though a diagram is never printed, in copies or at all."""
    root = tessellate(tmp_path)
    diagrams = root / "content" / GAME / "diagrams.yaml"
    edit(diagrams, "  - id: capture\n", "  - id: capture\n    count: 2\n")
    assert _said(root) == [
        f"content/{GAME}/diagrams.yaml:{line_of(diagrams, 'count: 2')}: error: diagram 'capture': unknown key 'count': "
        "component 'positions' is only shown in the rules, never printed, so its entries have no count: remove it "
        "[unknown-key]"
    ]


def test_a_misspelt_piece_is_told_the_piece_meant_without_a_second_advice(tmp_path):
    """ "names no piece; did you mean 'pieces/blue-sage'?; name one as a rulebook figure does: component-id/entry-id":
    the name meant is all there is to say."""
    root = tessellate(tmp_path)
    diagrams = root / "content" / GAME / "diagrams.yaml"
    edit(diagrams, "{piece: blue-sage, at: [2, 0]}", "{piece: blue-sgae, at: [2, 0]}")
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/diagrams.yaml:{line_of(diagrams, 'blue-sgae')}: ")
    assert "names no piece; did you mean 'pieces/blue-sage'?" in said[0] and "name one as" not in said[0], said


def test_a_check_failing_on_one_item_names_it_in_a_designers_words(tmp_path):
    """A position with no piece (`pieces: []`) broke the on-the-board check's `| min` with Jinja's "No aggregated
    item, sequence was empty.", naming neither the diagram nor what to do."""
    root = tessellate(tmp_path)
    diagrams = root / "content" / GAME / "diagrams.yaml"
    edit(diagrams, "    pieces:\n      - {piece: red-sage, at: [2, 1]}\n", "    pieces: []\n")
    said = _said(root)
    assert len(said) == 1 and said[0].endswith("[expression]"), said
    assert "'min' or 'max' of an empty list" in said[0] and "on item 'win-temple'" in said[0], said


def test_a_piece_drawn_small_by_the_trim_is_told_the_width_its_lines_print_at(tmp_path):
    """The board drawn 30 mm wide on a move card, by its edge: "a 0.5 mm line within 3 mm of the trim" named the
    board's lines as the board prints them, not as they print on the card, a sixth of that."""
    root = tessellate(tmp_path)
    card = root / "templates" / GAME / "card.yaml"
    edit(
        card,
        "  targets:\n",
        "  board:\n    type: piece\n    piece: board/board\n    x: 0.5\n    y: 20\n    w: 30\n    h: 30\n  targets:\n",
    )
    said = [row for row in _said(root) if row.endswith("[thin-near-trim]")]
    assert len(said) == 1 and "element 'board': a 0.0833 mm line within 3 mm of the trim" in said[0], said

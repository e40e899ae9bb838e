"""Slips found building Deep Signal, a cooperative trick-taking game (tests/trick keeps it, its logbook cut to 6
missions): a 40-card deck generated from suits × ranks and trumps with its composition checks, 36 mini task cards,
round commander and communication tokens whose back is a child of their face, square task order tokens, and a
mission logbook of tables with boxes to tick. Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "deep-signal"


def deep_signal(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "trick", GAME)


def _findings(root: Path, *options: str) -> list[str]:
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(deep_signal(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_misspelt_key_in_a_child_templates_vars_is_said(tmp_path):
    """The tokens' back extends their face and changes the radio's label to RADIO USED in `vars.roles`; written
    `raido:`, the key was added beside the parent's `radio:`, which kept RADIO ON: both sides of every
    communication token printed "radio on", and pnp said nothing."""
    root = deep_signal(tmp_path)
    back = root / "templates" / GAME / "token-back.yaml"
    edit(back, "    radio: {ink:", "    raido: {ink:")
    assert _findings(root) == [
        f"templates/{GAME}/token-back.yaml:{line_of(back, 'raido:')}: error: vars.roles: 'raido' is none of the "
        f"keys of vars.roles in '{GAME}/token', which this template extends: it is added beside them, and 'radio' "
        "keeps the parent's value; did you mean 'radio'? [unknown-key]"
    ]


def test_a_key_a_child_adds_and_reads_is_meant(tmp_path):
    """A key near one of the parent's that the template reads by its name is a var of its own, not a slip."""
    root = deep_signal(tmp_path)
    back = root / "templates" / GAME / "token-back.yaml"
    edit(back, "vars:\n", "vars:\n  inks: '#ffffff'\n")
    edit(
        back,
        "extends: deep-signal/token\n",
        "extends: deep-signal/token\nelements:\n  label: {color: '{{ vars.inks }}'}\n",
    )
    face = root / "templates" / GAME / "token.yaml"
    edit(face, "vars:\n", "vars:\n  ink: '#ffffff'\n")
    assert _findings(root) == []


def test_named_groups_of_equal_counts_are_each_listed(tmp_path):
    """`inventory: {by: role, names: {commander: commander token, radio: communication token}}` of 5 and 5
    tokens printed "10 tokens, 5 in each of 2 roles": the names written were dropped because the counts are
    equal. Named and without a `label:`, each group is listed as named."""
    root = deep_signal(tmp_path)
    run_pnp(root, "build", GAME, "--paper", "a4")
    rules = " ".join(page_texts(root / "output" / GAME / f"{GAME}-rules-a4.pdf")[0].split())
    assert "Tokens: 10 tokens: 5 commander tokens, 5 communication tokens" in rules
    assert "Task cards: 36 task cards" in rules


def test_a_label_still_counts_equal_groups_once(tmp_path):
    root = deep_signal(tmp_path)
    edit(
        root / "content" / GAME / "game.yaml",
        "radio: communication token}}",
        "radio: communication token}, label: roles}",
    )
    run_pnp(root, "build", GAME, "--paper", "a4")
    rules = " ".join(page_texts(root / "output" / GAME / f"{GAME}-rules-a4.pdf")[0].split())
    assert "Tokens: 10 tokens, 5 in each of 2 roles" in rules


def test_copies_that_break_a_unique_check_are_said_at_their_count(tmp_path):
    """A `count: 2` slipped into the task cards' generate rule made every task card twice: the check that no two
    task cards ask for one card said it at each of the 9 rank rows ("two task cards ask for blue1 (and 3 more
    like it from this line)", 9 findings), though the one line to change is the `count:`. Copies of one entry
    are said at its `count:` line, once for the line."""
    root = deep_signal(tmp_path)
    tasks = root / "content" / GAME / "tasks.yaml"
    edit(
        tasks,
        '      difficulty: "{{ rank.difficulty }}"\n',
        '      difficulty: "{{ rank.difficulty }}"\n      count: 2\n',
    )
    at = f"content/{GAME}/tasks.yaml:{line_of(tasks, 'count: 2')}"
    game = root / "content" / GAME / "game.yaml"
    assert _findings(root) == [
        f"{at}: error: there is a task card for each colour card (found 72, expected 36 at game.yaml:"
        f"{line_of(game, 'equals: 36')}); counted: 36 entries (tasks.yaml:{line_of(tasks, 'count: 2')}) "
        "[check:tasks-one-per-card]",
        f"{at}: error: two task cards ask for blue1 (and 35 more like it from this line) [check:tasks-unique]",
    ]


def test_two_entries_that_share_a_key_are_still_said_at_the_entry(tmp_path):
    """Only copies of one entry move to its `count:`: a task card written by hand beside the generated ones,
    asking for a card one of them asks for, is said where the second of the two is made, its rank's row."""
    root = deep_signal(tmp_path)
    tasks = root / "content" / GAME / "tasks.yaml"
    edit(tasks, "sets:\n", "cards:\n  - {id: extra, title: Extra, suit: blue, rank: 8, difficulty: [1, 1, 1]}\nsets:\n")
    found = [row for row in _findings(root) if "tasks-unique" in row]
    assert found == [
        f"content/{GAME}/tasks.yaml:{line_of(tasks, '{n: 8, difficulty')}: error: two task cards ask for blue8 "
        "[check:tasks-unique]"
    ]


def test_a_table_row_with_a_cell_left_out_is_said(tmp_path):
    """The logbook's row written without its Tasks cell printed its boxes to tick under "Tasks" and left the
    Attempts column empty in every row, and pnp said nothing: a header column no row reaches is a warning at the
    first row (at the section's text: line, as a Jinja loop writes it)."""
    root = deep_signal(tmp_path)
    logbook = root / "content" / GAME / "logbook.yaml"
    edit(logbook, "| {{ m.tasks }} |", "|")
    assert _findings(root) == [
        f"content/{GAME}/logbook.yaml:{line_of(logbook, 'text: |')}: warning: section 'logbook': no row of the "
        "table reaches its column 'Attempts': its rows have 3 cells, the header 4, and print their cells from the "
        "left, so a cell left out moves those after it under the wrong heading: write each cell (an empty one as "
        "'| |'), or take the column out of the header [table-syntax]"
    ]


def test_rows_that_leave_a_last_column_empty_now_and_then_are_meant(tmp_path):
    """A Notes column filled in a few rows only, the others written without its cell, is no finding."""
    root = deep_signal(tmp_path)
    edit(
        root / "content" / GAME / "rules.yaml",
        "  - id: icons\n",
        "  - id: notes\n    title: Notes\n    text: |\n      | Mission | Tasks | Notes |\n      |---|---|---|\n"
        "      | 1 | 1 |\n      | 2 | 1 | Hard |\n\n  - id: icons\n",
    )
    assert _findings(root) == []


def test_a_row_written_whole_is_no_finding(tmp_path):
    root = deep_signal(tmp_path)
    edit(root / "content" / GAME / "logbook.yaml", "| {{ m.tasks }} |", "| |")
    assert _findings(root) == []

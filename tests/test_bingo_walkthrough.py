"""Slips found building Birdwatch Bingo, a family bingo of birds: half-page player boards each drawing 15 of 40
birds with ``shuffle(seed)``, a caller deck generated from the birds' data table, cover tokens and a rule sheet
(tests/bingo keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_texts

GAME = "birdwatch-bingo"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "bingo", GAME)


def test_the_game_validates_clean_and_builds(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    out = built / "output" / GAME
    for part in ("boards", "callers", "tokens", "rules"):
        for paper in ("letter", "a4"):
            assert (out / f"{GAME}-{part}-{paper}.pdf").exists(), (part, paper)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_different_half_page_boards_share_a_page_each_printed_once(built, paper):
    """Eight different boards of one sheet each (count 1), two half pages to a paper: pnp gave each board a page of
    its own filled with two copies of it, 8 pages for 8 boards, so the printed set held every board twice and two
    players with the same board cover the same birds and call "Birdwatch!" together. Entries of one sheet each
    share pages: boards 1 and 2 on the first page, 4 pages, each board printed once."""
    texts = page_texts(built / "output" / GAME / f"{GAME}-boards-{paper}.pdf")
    assert len(texts) == 4, len(texts)
    for page, text in enumerate(texts):
        assert sorted(re.findall(r"Board (\d+)", text)) == [str(2 * page + 1), str(2 * page + 2)], text
    assert "Print 1 copies" not in texts[0] and "cut them apart on the dashed lines" in texts[0], texts[0]


def _one_finding(tmp_path: Path, source: str, old: str, new: str, rule: str) -> str:
    """The game with ``old`` changed to ``new`` in its file ``source``: its one finding, of ``rule`` at the line
    that writes ``new`` (checked); its message."""
    root = kept_game_workspace(tmp_path, "bingo", GAME)
    path = root / "content" / GAME / source
    edit(path, old, new)
    said = validated(root, GAME)
    assert [(file, line, id_) for file, line, id_, _ in said] == [
        (f"content/{GAME}/{source}", line_of(path, new), rule)
    ], said
    return said[0][3]


def test_a_bird_row_refused_is_one_finding_not_also_one_at_the_board_rule_that_reads_the_table(tmp_path):
    """A bird's icon misspelt in the birds table (`icon: owll`), which the boards' generate rule reads in a field
    (`birds: "{{ (data.birds | map(attribute='id') | list | shuffle(...))[:15] }}"`): besides the row's schema error,
    pnp said "no data table 'birds'; it has none" at the rule, a game that has it. The rule waits for the row's fix,
    as a rule whose `for:` reads the table does."""
    _one_finding(tmp_path, "birds.yaml", "icon: owl, fact", "icon: owll, fact", "schema")


def test_the_boards_counted_by_their_nouns_head_word_are_held_against_the_boards(tmp_path):
    """The rules say "There are 24 boards" of 8 player boards (`inventory: {noun: player board}`): "24 player
    boards" was a number-disagrees error, "24 boards" passed, a rule sheet promising 16 boards never printed.
    The head word of the pieces' noun counts them as the kind's noun does, where no other pieces share it."""
    typed = "There are {{ components.boards.cards | length }} boards"
    said = _one_finding(tmp_path, "rules.yaml", typed, "There are 24 boards", "number-disagrees")
    assert "Player boards has 8 player boards" in said, said


def test_a_field_no_bird_row_has_read_by_the_board_rule_is_said_at_the_rule(tmp_path):
    """The boards' rule reads the birds table whole, `data.birds | map(attribute='idd')`: pnp said it at the
    first bird row, birds.yaml:2, "this row has no 'idd', which the rule reads: write 'idd:' for 'id:'", as if
    the 40 rows were wrong and the rule right. It is one finding at the rule's key, saying the field meant."""
    said = _one_finding(tmp_path, "boards.yaml", "map(attribute='id')", "map(attribute='idd')", "expression")
    assert "did you mean 'id'?" in said and "write 'idd:'" not in said, said


def test_a_shuffle_seed_that_reads_no_board_number_is_said_at_the_field(tmp_path):
    """The boards' seed written without the board's number, `shuffle('birdwatch')`: all 8 boards drew the same
    15 birds, a game every player wins at once, and pnp said nothing (only the game's own check that the boards
    differ saw it, at the rule's `for:`). It is one `shuffle-alike` error at the field, the check waiting for it."""
    said = _one_finding(tmp_path, "boards.yaml", "shuffle('birdwatch-' ~ k)", "shuffle('birdwatch')", "shuffle-alike")
    assert "reads none of k" in said, said

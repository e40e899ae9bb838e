"""Slips found building Parlour Classics, a print-and-play box of classic games whose pieces are generated, not
typed out (tests/parlour keeps it): a double-six domino set made from the pairs of 0-6 (``when:`` of a generate
rule), 24 bingo cards shuffled from a seed of each card's own (the ``shuffle`` filter), 75 caller tokens, two paper
dice and one rule sheet. Each slip's test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, loaded_game, run_pnp, said_after_edit
from pdfread import page_texts

GAME = "parlour-classics"
CONTENT = f"content/{GAME}"
TEMPLATES = f"templates/{GAME}"


def parlour(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "parlour", GAME)


def _the_finding(tmp_path: Path, file: str, old: str, new: str, at: str) -> str:
    """The one finding `pnp validate` says of the game with one slip made (``old`` replaced by ``new`` in
    ``file``), checked to be at the line holding ``at``: its text after the place."""
    path, said = said_after_edit(parlour(tmp_path), GAME, file, old, new)
    assert len(said) == 1 and said[0].startswith(f"{file}:{line_of(path, at)}: "), said
    return said[0].split(": ", 1)[1]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "parlour", GAME)


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(parlour(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_the_game_builds_every_part_on_both_papers(built):
    made = sorted(pdf.name for pdf in (built / "output" / GAME).glob("*.pdf"))
    parts = ("bingo", "callers", "dice", "dominoes", "rules")
    assert made == sorted(f"{GAME}-{part}-{paper}.pdf" for part in parts for paper in ("a4", "letter")), made


def test_a_double_six_set_is_generated_from_the_pairs_it_keeps(tmp_path):
    """The 28 dominoes are the pairs of 0-6 with the higher face first: a rule over `for: {high: pips, low:
    pips}` makes all 49 combinations, and a generate rule had no way to keep some of them (`when:` was an
    unknown key), so the designer listed 28 tiles by hand. `when: "{{ low <= high }}"` keeps those it is true of."""
    game = loaded_game(parlour(tmp_path), GAME)
    pairs = [(tile["high"], tile["low"]) for tile in game.component("dominoes").entries]
    assert sorted(pairs) == sorted((high, low) for high in range(7) for low in range(high + 1))


def test_a_when_that_is_no_test_is_one_finding_at_its_line(tmp_path):
    said = _the_finding(tmp_path, f"{CONTENT}/dominoes.yaml", '"{{ low <= high }}"', '"low <= high"', "when:")
    assert said == (
        "error: generate: when: 'low <= high' is not true or false: write it in braces, "
        'when: "{{ low <= high }}" [value-invalid]'
    )


def test_bingo_cards_are_shuffled_from_their_seeds_the_same_on_every_machine(tmp_path):
    """Bingo cards that differ and print again the same on a reprint: pnp refused Jinja's `random` and had no
    shuffle of its own, so the README sent the designer to a script outside pnp. `shuffle(seed)` orders a list
    from a SHA-256 of the seed, not from Python's `random`: these are card 1's numbers on every build."""
    game = loaded_game(parlour(tmp_path), GAME)
    cards = game.component("bingo").entries
    assert cards[0]["columns"] == [
        [11, 5, 2, 3, 10],
        [23, 28, 22, 24, 17],
        [32, 33, 39, 40],
        [57, 53, 55, 47, 49],
        [70, 69, 63, 66, 75],
    ]
    assert len({str(card["columns"]) for card in cards}) == 24


def test_a_shuffle_without_its_seed_says_to_give_one(tmp_path):
    said = _the_finding(tmp_path, f"{CONTENT}/bingo.yaml", "shuffle('parlour-i-' ~ k)", "shuffle()", "columns:")
    assert "shuffle needs a seed" in said and "write shuffle('card-' ~ k)" in said, said
    assert "_shuffle()" not in said and said.endswith("[expression]"), said


def test_a_seed_that_reads_no_card_makes_cards_alike_and_is_said_once(tmp_path):
    """Every seed written without the card's own number: all 24 cards print the same numbers. The game's `pairs:`
    check said so 23 times, once for each card but the last (each blamed for its pairs with the later ones), all
    at the one line of the rule that makes them. It is one finding at the field that shuffles, `shuffle-alike`
    (the check waits for it)."""
    root = parlour(tmp_path)
    for _ in range(4):
        edit(root / CONTENT / "bingo.yaml", "~ k)", ")")
    _, said = said_after_edit(root, GAME, f"{CONTENT}/bingo.yaml", "~ k)", ")")
    assert len(said) == 1 and said[0].endswith("[shuffle-alike]"), said
    assert said[0].startswith(f"{CONTENT}/bingo.yaml:{line_of(root / CONTENT / 'bingo.yaml', 'columns:')}:"), said


def test_a_rule_reading_sets_dot_a_set_says_to_name_it_alone(tmp_path):
    """`letter: "{{ sets.letters[(n - 1) // 15] }}"`, as a template reads a source's sets: pnp said "'sets' is
    undefined" at the rule's `token:`, not that a rule names its sets alone, nor where it read them."""
    said = _the_finding(tmp_path, f"{CONTENT}/callers.yaml", "{{ letters[", "{{ sets.letters[", "letter:")
    assert said == (
        "error: generate: a rule reads the sets of its source by their names alone: write letters for sets.letters "
        "[expression]"
    )


def test_a_filter_misspelt_in_a_rules_field_is_said_at_that_field(tmp_path):
    """`letter: "{{ letters[(n - 1) // 15] | lowr }}"`: pnp said the unknown filter at the rule's `token:`, three
    lines above the field that writes it; a rule of many fields left the designer searching. It is said at the
    field's line."""
    said = _the_finding(tmp_path, f"{CONTENT}/callers.yaml", "// 15] }}", "// 15] | lowr }}", "letter:")
    assert "No filter named 'lowr'; did you mean 'lower'?" in said and said.endswith("[expression]"), said


def test_numbers_too_tall_for_their_cells_are_one_finding_at_the_boxs_height(tmp_path):
    """The bingo numbers at 60 pt in their 17 mm cells: one line is taller than the box, so no number fits, but
    pnp said it once per card, at the template's text (the two-digit numbers being too wide as well, each card's
    widest named), twelve findings for one size. It is one, at the box's `h:`, as the README says."""
    said = _the_finding(tmp_path, f"{TEMPLATES}/bingo-card.yaml", "    size: 18\n", "    size: 60\n", "h: 17")
    assert "one line at 60 pt is taller than the box" in said and said.endswith("[text-overflow]"), said


def test_a_pip_place_misspelt_in_the_vars_list_is_one_finding_at_that_list(tmp_path):
    """`pips: [[], [c], [tl, bt], …]`, 'bt' for 'br': the top and the bottom half of a domino each repeat over the
    list and look the place up in `vars.at`, and pnp said "no field 'bt'" twice, at each element's `x:`. The
    slip is the list's: one finding at its line, naming the table's keys."""
    template = f"{TEMPLATES}/domino.yaml"
    said = _the_finding(tmp_path, template, "[c], [tl, br],", "[c], [tl, bt],", "pips:")
    assert "vars.pips: 'bt' is no key of vars.at, where it is looked up (tl, tr, ml, mr, bl, br, c)" in said, said


def test_the_rule_sheet_counts_the_box_from_the_pieces(built):
    text = " ".join(page_texts(built / "output" / GAME / f"{GAME}-rules-a4.pdf"))
    assert "Dominoes, double-six 28" in text and "Caller tokens, 1 to 75 75" in text and "Bingo cards 24" in text

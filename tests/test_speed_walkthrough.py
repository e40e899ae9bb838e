"""Slips found building Eye Spy, a real-time matching game of 57 round cards, any two sharing exactly one of 57
symbols (the projective plane of order 7; tests/speed keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "eye-spy"


def eye_spy(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "speed", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    return [row for row in run_pnp(root, "validate", GAME).output.splitlines() if row.endswith("]")]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return kept_game_built(tmp_path_factory, "speed", GAME) / "output" / GAME


def test_the_game_validates_clean(tmp_path):
    result = run_pnp(eye_spy(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_the_game_builds_on_both_papers(built):
    for paper, sheets in (("letter", 12), ("a4", 10)):
        deck = page_texts(built / f"{GAME}-deck-{paper}.pdf")
        assert len(deck) == 2 * sheets, (paper, len(deck))  # fronts and backs: 5 cards a Letter page, 6 on A4
        rules = page_texts(built / f"{GAME}-rules-{paper}.pdf")
        assert len(rules) == 2 and "The Poisoned Gift" in "".join(rules)
        assert "both show the spark" in rules[0]  # the figure of two cards, their match called out


def test_a_symbol_written_wrong_on_one_card_is_one_finding_at_that_card(tmp_path):
    """ "Any two cards share exactly one symbol" could only be written as an each: over the cards, reading every
    other card through map('select', 'in', item.symbols): a symbol changed on one card said 14 findings, one at
    each card it then shared two symbols or none with. The pairs: form checks every two cards, and the pairs
    that card has in common are one finding at its symbols: line."""
    root = eye_spy(tmp_path)
    cards = root / "content" / GAME / "cards.yaml"
    wrong = "symbols: [triangle-ring, diamond-twin, octagon, star-ring, sun-twin, moon-ring,"
    edit(cards, "symbols: [triangle-ring, diamond-twin, octagon, star-ring, sun-twin, moon,", wrong)
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, wrong)}: error: Card 5 and Card 6 share 2")
    assert "(and 12 more pairs with 'c05': 'c08', 'c14'" in said[0] and said[0].endswith("[check:one-match]")


def test_pairs_without_expect_is_said_at_its_line(tmp_path):
    root = eye_spy(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "    expect: \"first.symbols | select('in', item.symbols) | list | length == 1\"\n", "")
    said = _said(root)
    at = line_of(game, 'pairs: "components.deck.entries"')
    assert said == [
        f"content/{GAME}/game.yaml:{at}: error: check 'one-match': pairs: needs expect: beside it [schema]"
    ], said


def test_an_icon_whose_path_cannot_be_read_is_said_not_printed_blank(tmp_path):
    """The symbols' arcs were written with flags as 1.000 (a script's number format): the SVG reader kept each
    path up to that slip, a point, so the circle and the moon printed as nothing on their 16 cards, and pnp
    said nothing. An icon that draws nothing is an icon-invalid error at its file."""
    root = eye_spy(tmp_path)
    circle = root / "content" / GAME / "icons" / "circle.svg"
    edit(circle, "10.500 10.500 0 1 0 22.500", "10.500 10.500 0.000 1.000 0.000 22.500")
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"content/{GAME}/icons/circle.svg:1: error: cannot read SVG icon 'circle.svg': it ")
    assert "draws nothing" in said[0] and said[0].endswith("[icon-invalid]")


def test_one_element_drawing_many_icons_without_a_meaning_is_one_warning(tmp_path):
    """The cards' symbols element, without allow: [icon-undescribed], was 57 icon-undescribed warnings at its one
    name: line, one per symbol, none saying the symbols may be pictures with no meaning. It is one warning there,
    counting them, saying to explain each in the legend or to allow it on the element."""
    root = eye_spy(tmp_path)
    card = root / "templates" / GAME / "card.yaml"
    edit(card, "    allow: [icon-undescribed]             # pictures to match, not icons with a meaning\n", "")
    said, at = _said(root), line_of(card, 'name: "{{ loop.item }}"')
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/card.yaml:{at}: warning: element 'symbols': 57 icons")
    assert "57 icons (':circle:', ':square-ring:', ':pentagon-twin:' and 54 more)" in said[0]
    assert said[0].endswith("give it allow: [icon-undescribed] [icon-undescribed]")


def test_a_card_list_that_cannot_be_read_is_its_own_finding_alone(tmp_path):
    """A line of cards.yaml indented one space too little: its yaml-syntax error, and also the rules' figure of two
    cards saying "by_id looks an item up by its id, and no item of this list has an id" at its template, which
    looks them up in the deck that could not be read. A lookup in a component whose source cannot be read waits
    for that file's finding, as one in a component game.yaml refused does."""
    root = eye_spy(tmp_path)
    cards = root / "content" / GAME / "cards.yaml"
    edit(cards, "    symbols: [circle, square-ring,", "   symbols: [circle, square-ring,")
    said = _said(root)
    assert len(said) == 1 and said[0].endswith("[yaml-syntax]"), said
    assert said[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, '   symbols: [circle, square-ring,')}: ")


def test_a_symbol_placed_past_the_trim_is_one_warning(tmp_path):
    """A place of layout.yaml moved 10 mm out: the symbol drawn there on each card was an icon-cut warning ("drawn
    3.6 mm past the trim … give it a smaller box, or move it in") and also an art-cut-by-trim warning for the same
    copy ("it runs past the trim … where its other copies lie whole"). The icon's own finding, measured on its
    drawing, is the one."""
    root = eye_spy(tmp_path)
    edit(root / "content" / GAME / "layout.yaml", "{slot: 3, x: 24.4,", "{slot: 3, x: 34.4,")
    said = _said(root)
    assert len(said) == 1 and said[0].endswith("[icon-cut]"), said
    assert "icon ':spark:' is drawn 3.6 mm past the trim at the right" in said[0]


def test_a_check_over_a_component_itself_says_to_write_its_entries(tmp_path):
    """`pairs: "components.deck"`: pnp said "expected a list of items, got Component", Python's name for it. It
    says the component is no list, and the two lists to write instead."""
    root = eye_spy(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, 'pairs: "components.deck.entries"', 'pairs: "components.deck"')
    assert _said(root) == [
        f"content/{GAME}/game.yaml:{line_of(game, 'pairs: ')}: error: check 'one-match': pairs: 'components.deck' "
        "is a component, not a list of items: write components.deck.entries (one item for each entry) or "
        "components.deck.cards (one for each printed copy) [expression]"
    ]


def test_a_row_taken_out_of_a_table_read_by_index_is_one_finding(tmp_path):
    """The last place taken out of layout.yaml, which the card reads by index in w:, h:, x: and y:: two findings,
    at w: and at x:, each "the list has 7 items … there is no [7]". The table is the one cause: one finding, at
    the first line reading past its end, listing the other."""
    root = eye_spy(tmp_path)
    edit(root / "content" / GAME / "layout.yaml", "- {slot: 7, x: -19.5, y: -15.6, size: 13}\n", "")
    card = root / "templates" / GAME / "card.yaml"
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/card.yaml:{line_of(card, '    w: ')}: error: ")
    assert "the list has 7 items, [0] to [6]: there is no [7]" in said[0]
    assert f"— also read at 1 more place: card.yaml:{line_of(card, '    x: ')} [expression]" in said[0]


def test_a_bound_every_item_fails_alike_is_one_finding_at_the_check(tmp_path):
    """`expect: "… | length == 7"` for symbols each on 8 cards: 57 symbols each failing "(found 8, expected 7)",
    said as twelve findings over cards.yaml, where nothing is wrong. Every item failing alike is one finding at
    the check's expect:, asking whether that is what to change."""
    root = eye_spy(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "select('eq', item) | list | length == 8", "select('eq', item) | list | length == 7")
    assert _said(root) == [
        f"content/{GAME}/game.yaml:{line_of(game, 'length == 7')}: error: the symbol circle is on 8 cards (found 8, "
        "expected 7; not met for any of the 57 items, each alike: is expect: what to change?) [check:symbol-count]"
    ]


def test_round_cards_kept_duplex_by_gutterfold_are_said_once_on_the_command_line(tmp_path):
    """`pnp build --layout gutterfold` makes no gutterfold file for the 57 round cards, which keep their duplex
    sheets, and said nothing of it: the designer looked for a file that never came. Now one line of the build says
    so, for the deck (not for each card), and what to do: print its sheets double-sided."""
    root = eye_spy(tmp_path)
    result = run_pnp(root, "build", GAME, "--layout", "gutterfold", "--paper", "letter")
    assert result.exit_code == 0 and result.exception is None, result.output
    notes = [row for row in result.output.splitlines() if "duplex" in row]
    assert notes == [
        f"{GAME}: component 'deck' keeps its duplex sheets (print them double-sided): --layout gutterfold folds "
        "rectangles, and its pieces are 85 mm circles"
    ], result.output
    assert (root / "output" / GAME / f"{GAME}-deck-letter.pdf").is_file()
    assert not (root / "output" / GAME / f"{GAME}-deck-gutterfold-letter.pdf").exists()


def test_a_symbol_misspelt_on_a_card_the_rules_figure_shows_is_one_finding(tmp_path):
    """The rules' figure of Card 1 beside Card 8 rings the symbol they share, found in the template's vars with
    `| first`. With Card 1's circle written `cirlce` the two share none, and besides the card's icon-unknown the
    figure's template said an expression error at its vars line ("No first item, sequence was empty"): a knock-on
    of the slip. The expression read the card's symbols, whose line has the error: that is the one finding."""
    root = eye_spy(tmp_path)
    cards = root / "content" / GAME / "cards.yaml"
    wrong = "symbols: [cirlce, square-ring, pentagon-twin, spark,"
    edit(cards, "symbols: [circle, square-ring, pentagon-twin, spark,", wrong)
    edit(root / "content" / GAME / "diagrams.yaml", "right: c12", "right: c08")
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"content/{GAME}/cards.yaml:{line_of(cards, wrong)}: error: symbols: unknown icon")
    assert said[0].endswith("[icon-unknown]")

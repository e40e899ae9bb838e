"""Slips found building Clear Colours, a large-print, colour-blind-safe shedding card game (suits told by a shape as
well as an Okabe–Ito colour, big corner indices both ways up, underlined 6 and 9, a plain back, an ink-saving look
and a large-print rules sheet; tests/access keeps it): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "clear-colours"


def clear_colours(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "access", GAME)


def _said(root: Path, *options: str) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith("]")]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return kept_game_built(tmp_path_factory, "access", GAME)


def test_the_game_validates_clean_in_both_looks(tmp_path):
    root = clear_colours(tmp_path)
    for options in ((), ("--ink-saver",)):
        result = run_pnp(root, "validate", GAME, *options)
        assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_the_game_builds_its_deck_and_large_print_rules_on_letter_and_a4(built):
    out = built / "output" / GAME
    for paper in ("letter", "a4"):
        deck = page_texts(out / f"{GAME}-deck-{paper}.pdf")
        assert len(deck) == 6 and "Next player misses" in " ".join(deck)  # 24 cards: 3 sheets, fronts and backs
        rules = " ".join(page_texts(out / f"{GAME}-rules-{paper}.pdf"))
        assert "Shuffle the 24 cards" in rules and "The blue suit." in rules
        assert "Deck: 24 cards: 4 Wild, 5 Red, 5 Yellow, 5 Green, 5 Blue" in rules


def test_the_cards_of_no_suit_are_named_in_the_component_list(tmp_path):
    """The wild cards have no suit: the component list counted them as "4 other", and `names: {other: Wild}`, to
    say "4 Wild", was refused ("'other' is no value of suit"); in a French game the word stayed English. `names:
    other:` names them (the kept game's list says "4 Wild", above), and a game in French says "4 autres"."""
    root = clear_colours(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "names: {other: Wild, red: Red,", "names: {red: Red,")
    edit(game, "smallest_type: 10", "language: fr\nsmallest_type: 10")
    result = run_pnp(root, "build", GAME, "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    rules = " ".join(page_texts(tmp_path / "out" / GAME / f"{GAME}-rules-a4.pdf"))
    assert "24 cartes\u202f: 4 autres, 5 Red" in rules and "other" not in rules, rules


def test_a_pale_colour_written_in_capitals_in_a_data_table_is_one_finding_at_its_row(tmp_path):
    """The suits' Okabe–Ito colours written as the palette is published, in capitals (`ink: "#56B4E9"`): a pale
    ink was said at the template's lines, once for the corner's number (text-contrast) and again for its shape
    (icon-contrast), as a colour of the template's own; pnp looked for `#56b4e9` as printed and found no row
    writing it. It is one finding at the row's `ink:`, as for a colour written in small letters."""
    root = clear_colours(tmp_path)
    suits = root / "content" / GAME / "suits.yaml"
    edit(suits, 'fill: "#0072B2", ink: "#FFFFFF"', 'fill: "#0072B2", ink: "#56B4E9"')
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(
        f"content/{GAME}/suits.yaml:{line_of(suits, '#56B4E9')}: warning: suits item 'blue': ink "
    )
    assert said[0].endswith("[text-contrast]"), said


def test_a_pale_colour_written_in_capitals_in_a_vars_table_is_said_at_its_var(tmp_path):
    """A reminder's ink picked from a table of vars written in capitals (`vars.inks[card.rank]`): a pale one was
    said at the element's `color:` line, not at the var the piece picks. It is said at `vars.inks.skip`."""
    root = clear_colours(tmp_path)
    card = root / "templates" / GAME / "card.yaml"
    edit(
        card,
        "vars:\n",
        'vars:\n  inks: {skip: "#AAAAAA", draw-two: "#000000", wild: "#000000", wild-four: "#000000"}\n',
    )
    reminder = card.read_text().split("  reminder:", 1)
    card.write_text(reminder[0] + "  reminder:" + reminder[1].replace('"#000000"', '"{{ vars.inks[card.rank] }}"', 1))
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/card.yaml:{line_of(card, '#AAAAAA')}: warning: vars.inks.skip "), said


def test_a_set_rows_text_too_long_for_its_box_is_one_finding_for_the_cards_it_makes(tmp_path):
    """A rank's reminder written once in `sets:` and made into a card of each suit, too long for the oval: pnp said
    the same `text-overflow` error four times at the row's line, once per suit's card. It is one error there, naming
    the cards the row makes."""
    root = clear_colours(tmp_path)
    cards = root / "content" / GAME / "cards.yaml"
    long = "The next player draws two cards from the deck and then misses their whole turn."
    edit(cards, 'reminder: "Next player draws 2 and misses a turn."', f'reminder: "{long}"')
    said = _said(root)
    assert said == [
        f"content/{GAME}/cards.yaml:{line_of(cards, long)}: error: the line making red-draw-two, yellow-draw-two "
        "and 2 more: reminder text does not fit its 36.0 × 10.0 mm box even at the template's minimum 10 pt (needs "
        "16.9 mm); shorten the text or change the template [text-overflow]"
    ]


def test_a_text_the_ink_saving_look_leaves_white_on_its_white_ground_is_said_at_that_looks_line(tmp_path):
    """The back's `ink_saver:` turns its black ground white but forgets the white title: `pnp validate --ink-saver`
    said "30 pt text in #ffffff on #ffffff (element 'ground')" at the title's `color:` line, a line the normal look
    is right with, and never said it was the ink-saving look (whose ground the template writes black). It is said
    at the `ink_saver:` line that turns the ground white, with what to do there."""
    root = clear_colours(tmp_path)
    back = root / "templates" / GAME / "back.yaml"
    edit(back, '    name: {color: "#000000"}\n', "")
    assert _said(root) == []  # the normal look is right
    said = _said(root, "--ink-saver")
    assert len(said) == 1, said
    assert said[0].startswith(
        f"templates/{GAME}/back.yaml:{line_of(back, 'ground: {fill: ')}: warning: ink_saver: the fill of element "
        f"'ground' of template '{GAME}/back' in the ink-saving look, under element 'name' "
    ), said
    assert said[0].endswith(
        "keep that ground dark, or give element 'name' a darker colour of its own under ink_saver: [text-contrast]"
    )


def test_an_icon_the_ink_saving_look_leaves_pale_on_its_white_ground_is_said_at_that_looks_line(tmp_path):
    """The wild card's suit shapes in their own colours, the pale yellow triangle on the black ground; its
    `ink_saver:` turns the ground white: the icon was said at the shapes' `color:` line, as if the suit's yellow
    were wrong. It is said at the `ink_saver:` line of the ground."""
    root = clear_colours(tmp_path)
    wild = root / "templates" / GAME / "wild.yaml"
    text = wild.read_text()
    wild.write_text(text[: text.index("  shapes-band:")] + text[text.index("  shapes:") :])  # no black band under them
    said = _said(root, "--ink-saver")
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/wild.yaml:{line_of(wild, 'ground: {fill: ')}: warning: ink_saver: ")
    assert "icon 'triangle' in #f0e442 on #ffffff" in said[0] and said[0].endswith("[icon-contrast]"), said


def test_a_large_print_edition_holds_its_text_to_wcag_aaa(tmp_path):
    """A designer wanting stronger contrast than WCAG AA for a low-vision player had no way to ask for it: a mid-grey
    reminder (#666666 on white, 5.74:1) passed. game.yaml's `contrast: AAA` holds text on a piece to 7:1 (large
    text 4.5:1), said at the colour's line; a game without it keeps AA."""
    root = clear_colours(tmp_path)
    card = root / "templates" / GAME / "card.yaml"
    reminder = card.read_text().split("  reminder:", 1)
    card.write_text(reminder[0] + "  reminder:" + reminder[1].replace('"#000000"', '"#666666"', 1))
    said = _said(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/card.yaml:{line_of(card, '#666666')}: warning: "), said
    assert "10 pt text in #666666 on #ffffff (element 'oval')" in said[0], said
    assert "has a contrast of 5.74:1; body text needs 7:1 (WCAG AAA, game.yaml's contrast:)" in said[0], said
    game = root / "content" / GAME / "game.yaml"
    edit(game, "contrast: AAA", "contrast: AA")
    assert _said(root) == []


def test_wcag_aaa_asks_4_5_of_large_text(tmp_path):
    """Black corner numbers on the Okabe–Ito blue (4.04:1) pass AA's 3:1 for large text, not AAA's 4.5:1: one
    finding at the suit's row, naming the level."""
    root = clear_colours(tmp_path)
    suits = root / "content" / GAME / "suits.yaml"
    edit(suits, 'fill: "#0072B2", ink: "#FFFFFF"', 'fill: "#0072B2", ink: "#000000"')
    said = _said(root)
    assert len(said) == 1 and said[0].startswith(f"content/{GAME}/suits.yaml:{line_of(suits, '#0072B2')}: "), said
    assert "28 pt text in #000000 on #0072b2" in said[0] and "large text needs 4.5:1 (WCAG AAA" in said[0], said


def test_a_count_every_suit_misses_alike_is_one_finding_at_the_checks_bound(tmp_path):
    """`each: data.suits` counting each suit's cards, its `equals: 6` a slip for 5: pnp said "found 5, expected 6"
    four times, once at each suit's row, as if every suit lacked a card. It is one finding at `equals:`, as an
    `expect:` every item fails alike already was."""
    root = clear_colours(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "    equals: 5\n", "    equals: 6\n")
    assert _said(root) == [
        f"content/{GAME}/game.yaml:{line_of(game, 'equals: 6')}: error: each suit has 5 cards (found 5, expected 6; "
        "not met for any of the 4 items, each alike: is equals: what to change?) [check:five-of-each-suit]"
    ]


def test_a_large_print_pocket_booklet_whose_back_cover_cannot_fit_its_page_is_built(tmp_path):
    """`pnp build --pocket` of a game of `smallest_type: 10` (its pocket body raised to 11.76 pt, so no caption
    prints under 10 pt): the back cover's title, facts and component list took two pocket pages, and the build
    died with a traceback ("ValueError: a pocket booklet has 8 pages, not 9") that `pnp validate --pocket` never
    foresaw. The back cover leaves out the component list (after the blurb and credits) to fit its page, and a
    cover that still cannot is left out, the Notes pages filling the sheet."""
    root = clear_colours(tmp_path)
    result = run_pnp(root, "build", GAME, "--pocket", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0 and result.exception is None, result.output
    for paper in ("letter", "a4"):
        pocket = " ".join(page_texts(tmp_path / "out" / GAME / f"{GAME}-rules-pocket-{paper}.pdf"))
        assert "Shuffle the 24" in pocket and "Notes" in pocket and "2–6 players" in pocket, pocket


def test_a_large_print_rules_sheet_can_ask_for_its_least_type(tmp_path):
    """game.yaml's `smallest_type:` holds the cards, not the rules (a children's game's rules are read by adults):
    a large-print rules sheet had no way to ask for 12 pt and more, and a body of 13 pt set its captions at 11 pt
    with no word. A rulebook's own `smallest_type: 12` makes that a `type-too-small` error at the style's
    `sizes: body:`, saying the body to set."""
    root = clear_colours(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    edit(game, "    style: clear-colours/rules\n", "    style: clear-colours/rules\n    smallest_type: 12\n")
    style = root / "templates" / GAME / "rules.yaml"
    assert _said(root) == [
        f"templates/{GAME}/rules.yaml:{line_of(style, 'body: 13')}: error: rulebook style '{GAME}/rules': sizes: "
        "body: 13 pt sets the captions at 11 pt (0.85 of the body, the smallest text the rules set), under "
        "smallest_type: 12 of rulebook 'rules': set body: 14.2 or more [type-too-small]"
    ]
    edit(style, "body: 13", "body: 14.2")
    assert _said(root) == []

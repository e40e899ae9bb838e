"""Slips found building The Lantern Oracle, a 78-card oracle deck in tarot size read upright or reversed (22 major
cards, 56 minor cards generated from four suits and fourteen ranks), one back the same turned half round, a spread
mat over glued pages and as a poster, and a guidebook listing every card's meanings from the cards' own data
(tests/oracle keeps it, with 4 major cards and 4 ranks): each test but the first fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, finding_lines, kept_game_built, kept_game_workspace, line_of, run_pnp
from pdfread import page_texts

GAME = "lantern-oracle"
BACK = f"templates/{GAME}/back.yaml"
ONE_LANTERN = (
    "    repeat: 2\n"
    '    x: "{{ trim.w / 2 - 7 }}"\n'
    '    y: "{{ trim.h / 2 - 22 if loop.first else trim.h / 2 + 8 }}"\n'
    "    w: 14\n"
    "    h: 14\n"
    '    rotate: "{{ 0 if loop.first else 180 }}"\n'
)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The game's workspace, validated and built once for the tests that only read it."""
    return kept_game_built(tmp_path_factory, "oracle", GAME)


def test_the_game_validates_clean_and_builds(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    out = built / "output" / GAME
    for part in ("deck", "mat", "guide"):
        for paper in ("letter", "a4"):
            assert (out / f"{GAME}-{part}-{paper}.pdf").is_file(), part
    assert (out / f"{GAME}-mat-poster.pdf").is_file()
    guide = " ".join(" ".join(page_texts(out / f"{GAME}-guide-a4.pdf")).split())  # a cell's lines joined
    for meaning in ("Recklessness", "Loose ends", "Queen of Coins", "Where the path leads"):
        assert meaning in guide, meaning  # from the cards' and the spread's own data, never typed in the rules


def test_a_back_that_tells_which_way_up_a_card_lies_is_one_finding_at_its_element(tmp_path):
    """`same_back: turned`, a deck read upright or reversed: its back must look the same turned half round, or a
    reversed card is known before it is turned over. pnp had no way to say so (`same_back:` took true or false
    only) and printed a back with one lantern, upright, without a word. It is one `back-turns` error at the element
    that tells the way up."""
    root = kept_game_workspace(tmp_path, "oracle", GAME)
    back = root / BACK
    edit(back, ONE_LANTERN, '    x: "{{ trim.w / 2 - 7 }}"\n    y: "{{ trim.h / 2 - 7 }}"\n    w: 14\n    h: 14\n')
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1, said
    assert said[0].startswith(f"{BACK}:{line_of(back, 'name: lantern') - 1}: error: component 'deck' has same_back: ")
    assert "element 'lantern' tells which way up a card lies" in said[0] and said[0].endswith("[back-turns]")


def test_a_thin_line_off_the_middle_is_found_and_named(tmp_path):
    """A border drawn 1 mm lower than its turned self (a 0.8 mm line) is as telling as a picture: found, at the
    border, not at the ground under everything."""
    root = kept_game_workspace(tmp_path, "oracle", GAME)
    back = root / BACK
    edit(back, "  border:\n    type: rect\n    x: 5\n    y: 5\n", "  border:\n    type: rect\n    x: 5\n    y: 6\n")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1 and "element 'border' tells which way up" in said[0], said
    assert said[0].startswith(f"{BACK}:{line_of(back, '  border:@2') + 1}: ")


def test_same_back_turned_written_wrong_says_the_word(tmp_path):
    root = kept_game_workspace(tmp_path, "oracle", GAME)
    game = root / f"content/{GAME}/game.yaml"
    edit(game, "same_back: turned", "same_back: turn")
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1 and "'turn' is not one of: true, false, turned; did you mean 'turned'?" in said[0], said


def test_an_icon_the_rules_make_of_a_misspelt_value_is_said_at_the_value(tmp_path):
    """The guidebook heads each suit `### :{{ s.icon }}: {{ s.name }}`; a suit row's `icon: cupp` printed the
    heading with no icon and no word: the rules' icons were checked only where the rule text writes their names,
    and no content writes this one as an icon. It is one `icon-unknown` error at the row's value, saying the
    Jinja that prints it and the icon meant."""
    root = kept_game_workspace(tmp_path, "oracle", GAME)
    cards = root / f"content/{GAME}/cards.yaml"
    edit(cards, "icon: cup,", "icon: cupp,")
    said = finding_lines(root, "validate", GAME)
    assert said == [
        f"content/{GAME}/cards.yaml:{line_of(cards, 'icon: cupp')}: error: section 'minors' text: :{{{{ s.icon }}}}: "
        "prints the value 'cupp' written here as an icon: unknown icon ':cupp:'; did you mean ':cup:'? [icon-unknown]"
    ]


def test_a_slip_in_the_jinja_that_makes_an_icons_name_is_one_finding(tmp_path):
    """`":{{ vars.suit.icon }}-icon: {{ card.title }}"`, as if the files were flame-icon.svg, made four wrong names
    (flame-icon, cup-icon, blade-icon, coin-icon), none written anywhere: pnp said four `icon-unknown` errors at
    the one `text:` line, one per suit. It is one finding there."""
    root = kept_game_workspace(tmp_path, "oracle", GAME)
    minor = root / f"templates/{GAME}/minor.yaml"
    edit(minor, 'text: "{{ card.title }}"', 'text: ":{{ vars.suit.icon }}-icon: {{ card.title }}"')
    said = finding_lines(root, "validate", GAME)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/{GAME}/minor.yaml:{line_of(minor, 'vars.suit.icon }}-icon:')}: error: ")
    assert "element 'title': unknown icon ':flame-icon:'; did you mean ':flame:'? [icon-unknown]" in said[0], said

"""Slips found building Flick Harbour, a 2-4 player disc-flicking race (boats in three sizes, a harbour board
over glued pages, obstacle tents, a 150 mm ruler, mini event cards, rules with a figure of a flick;
tests/dexterity keeps it): each test but the first fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, run_pnp

GAME = "flick-harbour"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The game's workspace, validated and built once for the tests that only read it."""
    return kept_game_built(tmp_path_factory, "dexterity", GAME)


def _said(root: Path) -> list[str]:
    """The findings `pnp validate` of the game says."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if row.endswith("]")]


def test_the_game_validates_clean_and_builds(built):
    result = run_pnp(built, "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    out = built / "output" / GAME
    for part in ("board", "boats", "obstacles", "ruler", "events", "rules"):
        for paper in ("letter", "a4"):
            assert (out / f"{GAME}-{part}-{paper}.pdf").is_file(), part
    assert (out / f"{GAME}-board-poster.pdf").is_file()


def test_all_of_a_players_pieces_is_counted_for_one_player(tmp_path):
    """ "The first player to bring all 3 boats across the finish line wins", of 3 boats a player: pnp read "all
    3 boats" as the whole component and said a `number-disagrees` error ("Boats has 12 boats"), which stopped the
    build, while "their 3 boats" a sentence earlier was read right. "All" in a clause that names a player counts
    that player's boats: a `number-typed` warning when it is right, an error naming the count per colour when not."""
    root = kept_game_workspace(tmp_path, "dexterity", GAME)
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "bring all their 3 boats", "bring all 3 boats")
    line = line_of(rules, "bring all 3 boats")
    said = _said(root)
    assert said == [
        f"content/{GAME}/rules.yaml:{line}: warning: section 'winning': '3 boats' is typed by hand, but the content "
        "supplies it (Boats has 3 boats for each colour); write {{ components.boats.cards | selectattr('colour', "
        "'eq', 'red') | list | length }} so the rules follow the content [number-typed]"
    ], said
    edit(rules, "bring all 3 boats", "bring all 4 boats")
    said = _said(root)
    assert len(said) == 1 and said[0].endswith("[number-disagrees]"), said
    assert "'4 boats' says 4, but Boats has 3 boats for each colour" in said[0], said


def test_a_colour_misspelt_in_vars_and_read_through_mix_is_one_finding(tmp_path):
    """A player colour in the boat's vars missing a digit, `"#1f5fa"`: the boat's fill said it at the vars line
    (`value-invalid`), and the capsized side, a child template darkening the same colour with `| mix('#000000',
    0.35)`, said it again as an `expression` error at its own line. One cause, one finding, where it is written."""
    root = kept_game_workspace(tmp_path, "dexterity", GAME)
    boat = root / "templates" / GAME / "boat.yaml"
    edit(boat, 'blue: "#1f5fa8"', 'blue: "#1f5fa"')
    assert _said(root) == [
        f"templates/{GAME}/boat.yaml:{line_of(boat, '#1f5fa')}: error: vars.colours.blue: 'fill' '#1f5fa' is not a "
        "colour (use '#rrggbb' or a colour name) (element 'ground') [value-invalid]"
    ]


def test_ticks_past_the_rulers_end_are_said_as_one_run_of_copies_from_0_mm(tmp_path):
    """`repeat: 171` for the ruler's 151 ticks: the `art-off-piece` warning named "copy 165 of 171, copy 166 of 171,
    … and copy 171 of 171" one by one, and placed them at "y -0 to 8 mm" (a tick's half stroke above its top at 0,
    rounded to a negative zero). It says "copies 165 to 171 of 171" and "y 0 to 8 mm"."""
    root = kept_game_workspace(tmp_path, "dexterity", GAME)
    ruler = root / "templates" / GAME / "ruler.yaml"
    edit(ruler, "repeat: 151", "repeat: 171")
    line = line_of(ruler, 'x: "{{ vars.zero + loop.index0 }}"')  # off the piece along x: said at its x:
    assert _said(root) == [
        f"templates/{GAME}/ruler.yaml:{line}: warning: template '{GAME}/ruler': element "
        "'ticks', copies 165 to 171 of 171: what they print lies off the 170 × 24 mm piece (at x 174 to 180 mm, "
        "y 0 to 8 mm), so they do not print: move them onto the piece [art-off-piece]"
    ]


def test_a_decks_cards_listed_under_deck_are_told_cards(tmp_path):
    """The event cards written under `deck:` (the component's kind) in their source file: pnp said "unknown key
    'deck'; allowed keys: boards, cards, diagrams, dice, …", eleven keys to read through. It says the one meant."""
    root = kept_game_workspace(tmp_path, "dexterity", GAME)
    events = root / "content" / GAME / "events.yaml"
    edit(events, "cards:\n", "deck:\n")
    assert _said(root) == [
        f"content/{GAME}/events.yaml:1: error: events.yaml: unknown key 'deck'; did you mean 'cards'? [unknown-key]"
    ]

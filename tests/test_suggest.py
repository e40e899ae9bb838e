"""Which names "did you mean" tells: a slip of the word written, never merely the closest name by letters."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, new_game

from pnp.core.suggest import did_you_mean

# (written, the names it could mean, the one told or None), slips met in the tests and the README
SLIPS = [
    ("titel", ["title", "text", "count"], "title"),  # two letters swapped
    ("bnad", ["background", "band", "body"], "band"),
    ("snu", ["sun", "moon"], "sun"),
    ("dek", ["deck", "actions"], "deck"),  # a letter left out of a short name
    ("deck_sise", ["deck_size", "players"], "deck_size"),  # a letter changed
    ("Latto", ["Lato", "Cinzel"], "Lato"),  # a letter doubled
    ("deu", ["en", "de", "fr"], "de"),
    ("Sun", ["sun", "moon"], "sun"),  # other capitals
    ("flat", ["pointy-top", "flat-top"], "flat-top"),  # cut short
    ("inches", ["paper", "inch", "mm"], "inch"),  # run on
    ("coin", ["coins", "gems"], "coins"),
    ("Rite Path", ["Right Path", "Dead End"], "Right Path"),  # three letters in nine
    ("sute", ["suit", "count"], "suit"),  # spelt as it sounds: three letters in four alike
    ("Doubled Fromps", ["Doubled Frogs", "Fanucci"], "Doubled Frogs"),
    ("enlarged-250", ["enlarged-200", "back", "callouts"], "enlarged-200"),
    ("pgp", ["home", "tgc", "mpc", "drivethru", "ppg"], "ppg"),
    ("labyrinth-deck/actoin", ["labyrinth-deck/action", "labyrinth-deck/card"], "labyrinth-deck/action"),
    # the closest by letters, but another word: no hint
    ("points", ["weapons", "title", "cost"], None),
    ("players", ["playtime", "title"], None),  # game.yaml's players: read where it is refused
    ("Seer", ["Healer", "Villager"], None),
    ("Renards", ["Bears", "Owls"], None),  # a French team name, not a slip of an English one
    ("ab", ["cd"], None),
    ("a", ["b"], None),  # a one-letter name changed is another name
    ("ghost", [], None),  # nothing to name
]


@pytest.mark.parametrize(("written", "options", "meant"), SLIPS)
def test_did_you_mean_tells_a_slip_and_nothing_else(written, options, meant):
    assert did_you_mean(written, options, "{}") == (meant or "")


GAME, CARDS, CARD = "content/demo/game.yaml", "content/demo/cards.yaml", "templates/demo/card.yaml"
WEAPONS = [  # a field that is no slip of 'points'
    (GAME, "      suit: {enum: [sun, moon]}\n", "      suit: {enum: [sun, moon]}\n      weapons: {type: string}\n"),
    (CARDS, "    count: 4\n", "    count: 4\n    weapons: sword\n"),
]


@pytest.mark.parametrize(
    ("edits", "needle", "said"),
    [
        # Before: "no field 'points'; did you mean 'weapons'?", a field with four of its letters but another word.
        (
            [*WEAPONS, (CARD, "card.text", "card.points")],
            "card.points",
            "card 'dawn': element 'body': text: in 'card.points': no field 'points'; it has count, id, suit, text, "
            "title, weapons [expression]",
        ),
        # Before: "assumes 'size', no check above it" and nothing more, 'size' being no slip of 'deck-size'.
        (
            [(GAME, "  - id: both-suits\n", "  - id: both-suits\n    assumes: [size]\n")],
            "assumes:",
            "check 'both-suits': assumes 'size', no check above it; the checks above it are deck-size [schema]",
        ),
        # Before: "ink_saver: var 'colours' is not one of the template's vars" and nothing more.
        (
            [(CARD, "elements:\n", "ink_saver:\n  vars: {colours: {}}\nelements:\n")],
            "colours:",
            "ink_saver: var 'colours' is not one of the template's vars; its vars are suits, suit [schema]",
        ),
    ],
    ids=["field", "assumes", "ink-saver-var"],
)
def test_a_name_that_is_no_slip_is_told_the_names_there_are(tmp_path, edits, needle, said):
    root = new_game(tmp_path)
    for file, old, new in edits:
        edit(root / file, old, new)
    file = edits[-1][0]
    assert error_lines(root) == [f"{file}:{line_of(root / file, needle)}: error: {said}"]

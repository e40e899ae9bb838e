"""Which names "did you mean" tells: a slip of the word written, never merely the closest name by letters."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, new_game
from PIL import Image

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


def test_a_misspelt_source_file_is_told_the_file_it_means(tmp_path):
    # was "source file 'crads.yaml' not found in demo/" and nothing more
    root = new_game(tmp_path)
    edit(root / GAME, "source: cards.yaml", "source: crads.yaml")
    assert error_lines(root) == [
        f"{GAME}:{line_of(root / GAME, 'crads.yaml')}: error: source file 'crads.yaml' not found in demo/; did you "
        "mean 'cards.yaml'? [file-missing]"
    ]


WORDS = [
    "amber",
    "birch",
    "cedar",
    "delta",
    "ember",
    "frost",
    "grove",
    "heron",
    "ivory",
    "jasper",
    "kestrel",
    "lantern",
    "meadow",
    "nettle",
    "orchid",
]


def _long_deck(root) -> list[str]:
    """The demo deck as 30 cards, each with its picture in art/cards/: the names a slip is looked for in."""
    ids = [*WORDS, *(f"{word}-moss" for word in WORDS)]
    cards = "".join(
        f"  - id: {card}\n    title: {card.title()} {n}\n    suit: {('sun', 'moon')[n % 2]}\n"
        f"    art: cards/{card}.png\n    text: Gain :star:.\n"
        for n, card in enumerate(ids)
    )
    (root / CARDS).write_text(f"cards:\n{cards}")
    art = root / "content/demo/art/cards"
    art.mkdir(parents=True)
    for card in ids:
        Image.new("RGB", (40, 60), (90, 90, 90)).save(art / f"{card}.png")
    (art.parent / "LICENSE.md").write_text("All pictures in this folder were drawn for this game and are CC0.\n")
    edit(
        root / GAME, "      suit: {enum: [sun, moon]}\n", "      suit: {enum: [sun, moon]}\n      art: {type: string}\n"
    )
    edit(root / GAME, "equals: 12", "equals: 30")
    edit(
        root / CARD,
        "elements:\n",
        'elements:\n  art:\n    type: image\n    src: "{{ card.art }}"\n    x: 20\n    y: 55\n    w: 10\n    h: 15\n',
    )
    return ids


@pytest.mark.parametrize(
    ("file", "old", "new", "said"),
    [
        (
            "content/demo/rules.yaml",
            "      {{ component_list }}\n",
            "      {{ component_list }}\n\n      ![A card](deck/lantren-moss)\n",
            "did you mean 'deck/lantern-moss'?",
        ),
        (
            "content/demo/rules.yaml",
            "      {{ component_list }}\n",
            "      {{ component_list }}\n\n      ![A card](dekc/lantern-moss)\n",
            "did you mean 'deck/lantern-moss'?",
        ),
        (CARDS, "art: cards/heron-moss.png", "art: cards/heron-mos.png", "did you mean 'cards/heron-moss.png'?"),
        (
            GAME,
            "    inventory:",
            "    copies: {amber: 1, lantren-moss: 2}\n    inventory:",
            "did you mean 'lantern-moss'?",
        ),
        (CARDS, "text: Gain :star:.", "text: Like [[Kestrle-Moss 25]].", "did you mean [[Kestrel-Moss 25]]?"),
    ],
    ids=["figure-entry", "figure-component", "picture", "copies", "reference"],
)
def test_a_slip_among_many_names_is_told_its_name(tmp_path, file, old, new, said):
    """A deck of 30 cards: a slip in a figure's target, a picture's name, a copies: key or a reference is told the
    name it is a slip of, however many names there are."""
    root = new_game(tmp_path)
    _long_deck(root)
    edit(root / file, old, new)
    found = error_lines(root)
    assert len(found) == 1 and said in found[0], found


def test_a_value_no_slip_of_a_long_list_is_not_told_the_whole_list(tmp_path):
    # was "inventory: names: 'moss' is no value of id; its values are amber, birch, …" with all 30 ids
    root = new_game(tmp_path)
    _long_deck(root)
    edit(
        root / GAME, "inventory: {by: suit, names: {sun: Sun, moon: Moon}}", "inventory: {by: id, names: {moss: Moss}}"
    )
    assert error_lines(root) == [
        f"{GAME}:{line_of(root / GAME, 'inventory:')}: error: inventory: names: 'moss' is no value of id "
        "[reference-unknown]"
    ]


def test_a_value_with_its_parts_swapped_is_told_the_value_in_their_order():
    """`size: 4x2` where the sizes are 2x2, 3x3, 4x4, 2x4: '4x4' (one letter off) was told; the slip is the
    sides swapped."""
    sizes = ["2x2", "3x3", "4x4", "2x4", "1x3", "1x5", "l"]
    assert did_you_mean("4x2", sizes) == "; did you mean '2x4'?"
    assert did_you_mean("5x1", sizes) == "; did you mean '1x5'?"
    assert did_you_mean("blue-red", ["red-blue", "blue-green"]) == "; did you mean 'red-blue'?"
    assert did_you_mean("4x3", sizes) == "; did you mean '4x4'?"  # no value of those parts: the near one

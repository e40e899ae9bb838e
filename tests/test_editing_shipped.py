"""Everyday edits to the shipped games: what `pnp validate` says about each, and where.

Each test makes one edit a designer makes (a count, a name, an icon, a table, a long text) in a
scratch copy of a shipped game and reads the findings back: one per cause, at the line edited,
and nothing said of a harmless edit.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import Run, edit, line_of, make_workspace, run_pnp


def findings_of(output: str, rule: str = "") -> list[str]:
    return [row for row in output.splitlines() if row.endswith("]") and (not rule or row.endswith(f"[{rule}]"))]


def validated_after_edit(
    tmp_path: Path, game: str, file: str, old: str, new: str, command: str = "validate"
) -> tuple[Path, Run]:
    """A copy of the shipped ``game`` with ``old`` changed to ``new`` in ``content/<game>/<file>`` (or in
    ``file`` itself when it starts with ``templates/``): that file, and what ``pnp validate`` (or ``command``)
    of the game says."""
    root = make_workspace(tmp_path, game)
    path = root / file if file.startswith("templates/") else root / f"content/{game}/{file}"
    edit(path, old, new)
    return path, run_pnp(root, command, game)


# A count of a part the content does not know is not a count of the whole: a true sentence must not block the build.
PART_COUNTS = [
    ("fanucci", "goes onto your own stack.", "goes onto your own stack. The deck has 11 cards of each colour."),
    ("fanucci", "goes onto your own stack.", "goes onto your own stack. Each suit of the deck holds 11 cards."),
    ("fanucci", "goes onto your own stack.", "goes onto your own stack. The deck holds 11 cards per player."),
]


@pytest.mark.parametrize(("game", "old", "new"), PART_COUNTS)
def test_a_count_of_a_part_is_not_read_as_the_whole(tmp_path, game, old, new):
    root = make_workspace(tmp_path, game)
    edit(root / f"content/{game}/rules.yaml", old, new)
    result = run_pnp(root, "validate", game)
    assert result.exit_code == 0 and not findings_of(result.output), result.output


@pytest.mark.parametrize("said", ["The deck has 11 cards of each suit.", "The deck holds 11 cards per suit."])
def test_a_count_of_each_suit_leaves_out_the_cards_of_no_suit(tmp_path, said):
    """Fanucci's suits are a field of its cards and its trumps have none: 11 of each suit is right, typed by hand."""
    rules, result = validated_after_edit(
        tmp_path, "fanucci", "rules.yaml", "goes onto your own stack.", f"goes onto your own stack. {said}"
    )
    found = findings_of(result.output)
    assert result.exit_code == 0 and len(found) == 1 and found[0].endswith("[number-typed]"), result.output
    assert found[0].startswith(f"content/fanucci/rules.yaml:{line_of(rules, said)}: warning:")
    assert (
        "(Fanucci deck has 11 cards for each suit); write {{ components.deck.cards | selectattr('suit', 'defined')"
        in found[0]
    )


# A count of each part the content knows (a field of the entries, or a word of the inventory's label) is
# read as that: typed by hand, but right.
EACH_PART_COUNTS = [
    (
        "shuffles the track tiles of their colour",
        "shuffles the 15 track tiles of their colour",
        "'15 track tiles of their colour' is typed by hand, but the content supplies it (Track tiles has 15 track "
        "tiles for each player); write {{ components.tiles.cards | selectattr('player', 'eq', 'teal') | list | "
        "length }}",
    ),
    (
        "takes all the frame strips of one colour",
        "takes the 8 frames of one colour",
        "(Frames has 8 frame strips for each player); "
        "write {{ components.frames.cards | selectattr('player', 'eq', 'teal') | list | length }}",
    ),
]


@pytest.mark.parametrize(("old", "new", "words"), EACH_PART_COUNTS)
def test_a_count_of_each_part_is_read_as_the_part(tmp_path, old, new, words):
    rules, result = validated_after_edit(tmp_path, "twisty-tracks", "rules.yaml", old, new)
    found = findings_of(result.output)
    assert result.exit_code == 0 and len(found) == 1 and found[0].endswith("[number-typed]"), result.output
    assert (
        found[0].startswith(f"content/twisty-tracks/rules.yaml:{line_of(rules, new)}: warning:") and words in found[0]
    )


def test_a_wrong_count_of_each_part_is_found(tmp_path):
    rules, result = validated_after_edit(
        tmp_path,
        "twisty-tracks",
        "rules.yaml",
        "shuffles the track tiles of their colour",
        "shuffles the 64 track tiles",
    )
    assert findings_of(result.output) == [  # "Each player shuffles the 64 track tiles": each player's
        f"content/twisty-tracks/rules.yaml:{line_of(rules, '64 track tiles')}: error: section 'setup': "
        "'64 track tiles' says 64, but Track tiles has 15 track tiles for each player; "
        "write {{ components.tiles.cards | selectattr('player', 'eq', 'teal') | list | length }} "
        "so the rules say what is printed [number-disagrees]"
    ], result.output


def test_a_wrong_count_of_the_whole_is_still_found_beside_a_part(tmp_path):
    rules, result = validated_after_edit(
        tmp_path,
        "twisty-tracks",
        "rules.yaml",
        "Put the unused frames, tiles,",
        "Put the 64 track tiles, the unused frames,",
    )
    assert findings_of(result.output) == [
        f"content/twisty-tracks/rules.yaml:{line_of(rules, '64 track tiles')}: error: section 'setup': "
        "'64 track tiles' says 64, but Track tiles has 60 track tiles; write {{ components.tiles.cards | length }} "
        "so the rules say what is printed [number-disagrees]"
    ], result.output


# A count of a group typed in rule text, in each phrasing read: (game, where it goes, the sentence, the count as
# the finding quotes it, the content file, an edit to it that makes the count wrong, what the finding then says).
ROOM_TO_3 = ("cards.yaml", "kind: room\n    count: 4", "kind: room\n    count: 3")
ROOM = "Labyrinth deck has 3 Room; write {{ components.deck.cards | selectattr('title', 'eq', 'Room') | list | length"
SUPPLY_RIGHT_PATH_TO_7 = ("game.yaml", "copies: {right-path: 6,", "copies: {right-path: 7,")
SUPPLY_RIGHT_PATH = (
    "Supply has 7 Right Path; write {{ components.supply.cards | selectattr('title', 'eq', 'Right Path')"
)
HUNTS = "beast that hunts them."
GROUP_COUNTS = [
    ("labyrinth-deck", HUNTS, "All 4 Room cards are traps.", "4 Room cards", *ROOM_TO_3, ROOM + " }}"),
    ("labyrinth-deck", HUNTS, "The four Room cards are traps.", "four Room cards", *ROOM_TO_3, ROOM + " | spelled }}"),
    (
        "labyrinth-deck",
        HUNTS,
        "The labyrinth deck holds 5 Right Path, 5 Dead End, 2 Monsters Are Approaching and 4 Room cards.",
        "4 Room cards",
        *ROOM_TO_3,
        ROOM + " }}",
    ),
    ("labyrinth-deck", HUNTS, "There are 4 [[Room]] cards.", "4 Room cards", *ROOM_TO_3, ROOM + " }}"),
    ("labyrinth-deck", HUNTS, "\n\n      #### 4 Room Cards\n", "4 Room Cards", *ROOM_TO_3, ROOM + " }}"),
    ("labyrinth-deck", HUNTS, "\n\n      - 4 **Room** cards\n", "4 Room cards", *ROOM_TO_3, ROOM + " }}"),
    # a name the deck and the supply share: the component named in the sentence
    (
        "labyrinth-deck",
        HUNTS,
        "The **supply** holds 6 Right Path cards.",
        "6 Right Path cards",
        *SUPPLY_RIGHT_PATH_TO_7,
        SUPPLY_RIGHT_PATH,
    ),
    (
        "labyrinth-deck",
        HUNTS,
        "[[Forge A Path]] adds one of the 6 Right Path cards of the supply.",
        "6 Right Path cards of the supply",
        *SUPPLY_RIGHT_PATH_TO_7,
        SUPPLY_RIGHT_PATH,
    ),
    (
        "labyrinth-deck",
        HUNTS,
        "Spare **Right Path** (6 in the supply) cards.",
        "6 in the",
        *SUPPLY_RIGHT_PATH_TO_7,
        SUPPLY_RIGHT_PATH,
    ),
    (
        "fanucci",
        "Be the first player to get rid of every card in your hand.",
        "The deck has 174 cards: 165 suited cards and 9 trumps.",
        "9 trumps",
        "deck.yaml",
        "    - {id: grue, title: The Grue, icon: grue-eyes}\n",
        "",
        "Fanucci deck has 8 trumps; write {{ components.deck.cards | selectattr('kind', 'eq', 'trump') | list "
        "| length }}",
    ),
    (
        "trap-map-galaxy",
        "{{ components.pawns.cards | length | spelled }} pawns are printed",
        "four pawns are printed",
        "four pawns",
        "pawns.yaml",
        '  - {id: pawn-4, title: Player 4, number: 4, colour: "#f2f2f2"}\n',
        "",
        "Pawns has 3 pawns; write {{ components.pawns.cards | length | spelled }}",
    ),
    (
        "trap-map-galaxy",
        "Everyone else stays trapped for ever.",
        "There are 70 green and 16 yellow trap tents.",
        "70 green",
        "traps.yaml",
        '    count: 5\n    effect: "You need a Key',
        '    count: 4\n    effect: "You need a Key',
        "Trap tents has 69 green; write {{ components.traps.cards | selectattr('colour', 'eq', 'green') | list "
        "| length }}",
    ),
    # of each part: a field of the entries, or a word of the inventory's label
    (
        "twisty-tracks",
        "before you get there.",
        "Each player has 15 track tiles.",
        "15 track tiles",
        "tiles.yaml",
        "    - id: four-corners\n      title: Four Corners\n      track:\n        - N1-W1\n        - N2-E1\n"
        "        - E2-S2\n        - S1-W2\n",
        "",
        "Track tiles has 14 track tiles for each player; "
        "write {{ components.tiles.cards | selectattr('player', 'eq', 'teal') | list | length }}",
    ),
    (
        "twisty-tracks",
        "before you get there.",
        "Each player takes the 4 station tokens of their colour.",
        "4 station tokens of their colour",
        "tokens.yaml",
        'kind: station\n      player: "{{ player }}"\n      count: 4',
        'kind: station\n      player: "{{ player }}"\n      count: 3',
        "Tokens has 3 station tokens for each player; write {{ components.tokens.cards | selectattr('kind', 'eq', "
        "'station') | list | selectattr('player', 'eq', 'teal') | list | length }}",
    ),
]


@pytest.mark.parametrize(("game", "anchor", "typed", "said", "file", "old", "new", "words"), GROUP_COUNTS)
def test_a_typed_count_of_a_group_follows_the_content(tmp_path, game, anchor, typed, said, file, old, new, words):
    # the count as the content has it: typed by hand (a warning), never a disagreement
    root = make_workspace(tmp_path, game)
    rules = root / f"content/{game}/rules.yaml"
    if anchor.startswith("{{"):  # the Jinja the shipped rules print it with, typed instead
        edit(rules, anchor, typed)
    else:
        edit(rules, anchor, anchor + typed if typed.startswith("\n") else f"{anchor} {typed}")
    right = run_pnp(root, "validate", game)
    needle = typed.strip().removeprefix("#### ").removeprefix("- ")
    where = f"content/{game}/rules.yaml:{line_of(rules, needle)}:"
    typed_by_hand = [row for row in findings_of(right.output) if f"'{said}" in row]
    assert right.exit_code == 0 and "[number-disagrees]" not in right.output, right.output
    assert len(typed_by_hand) == 1 and typed_by_hand[0].startswith(f"{where} warning:"), right.output
    assert typed_by_hand[0].endswith("[number-typed]")
    # the content changed under it: an error at the typed number's line, with what to print instead
    edit(root / f"content/{game}/{file}", old, new)
    wrong = run_pnp(root, "validate", game)
    found = [row for row in findings_of(wrong.output, "number-disagrees") if f"'{said}" in row]
    assert len(found) == 1 and found[0].startswith(f"{where} error:") and words in found[0], wrong.output


# A name the labyrinth deck and the supply share: (a sentence added to the Labyrinth's overview, what the finding
# about it says). The component named right after the count, else nearest before it in its sentence or paragraph;
# with none named, any one component's count, or their total, is right.
SHARED_NAMES = [
    ("The **supply** holds 6 Right Path cards.", "warning", "(Supply has 6 Right Path)"),
    ("The 6 Right Path cards of the supply are spares.", "warning", "(Supply has 6 Right Path)"),
    ("Spare **Right Path** (6 in the supply) cards.", "warning", "(Supply has 6 Right Path)"),
    ("The deck holds 5 Right Path cards; the spares are apart.", "warning", "(Labyrinth deck has 5 Right Path)"),
    ("The **supply** holds spares. The 6 Right Path cards are for it.", "warning", "(Supply has 6 Right Path)"),
    ("The 6 Right Path cards are spares.", "warning", "(Supply has 6 Right Path)"),
    ("All 11 Right Path cards look alike.", "warning", "(11 in all); write {{ (components.deck.cards"),
    ("The deck holds 6 Right Path cards.", "error", "says 6, but Labyrinth deck has 5 Right Path; write"),
    (
        "All 7 Right Path cards look alike.",
        "error",
        "says 7, but Labyrinth deck has 5 Right Path and Supply has 6 Right Path (11 in all); write "
        "{{ components.deck.cards | selectattr('title', 'eq', 'Right Path') | list | length }} or "
        "{{ components.supply.cards | selectattr('title', 'eq', 'Right Path') | list | length }}",
    ),
]


@pytest.mark.parametrize(("typed", "severity", "words"), SHARED_NAMES)
def test_a_count_of_a_name_two_components_share_is_checked_against_the_one_meant(tmp_path, typed, severity, words):
    rules, result = validated_after_edit(tmp_path, "labyrinth-deck", "rules.yaml", HUNTS, f"{HUNTS} {typed}")
    found = findings_of(result.output)
    assert len(found) == 1, result.output
    assert found[0].startswith(f"content/labyrinth-deck/rules.yaml:{line_of(rules, typed)}: {severity}:")
    assert words in found[0]


# Amounts, and counts of something that is no component, are not read.
AMOUNTS = [
    ("labyrinth-deck", HUNTS, "The party wins on revealing 5 Right Path cards."),
    ("labyrinth-deck", HUNTS, "Add 2 Right Path cards from the supply to the deck."),
    ("labyrinth-deck", HUNTS, "If there are 3 Dead End cards in the river, add a monster."),
    ("labyrinth-deck", HUNTS, "Two Room cards in a row mean a trap."),
    ("labyrinth-deck", HUNTS, "\n\n      - 2 Room cards at once are a double trap.\n"),
    ("twisty-tracks", "before you get there.", "Each player draws 3 track tiles."),
    ("twisty-tracks", "before you get there.", "Each player puts their 4 trains on the depots."),
    ("twisty-tracks", "before you get there.", "The 16 trains in 4 colours run."),
    ("fanucci", "Be the first player to get rid of every card in your hand.", "Deal 8 suited cards to each player."),
    ("trap-map-galaxy", "Everyone else stays trapped for ever.", "Stand 70 green tents on the silver stars."),
]


@pytest.mark.parametrize(("game", "anchor", "typed"), AMOUNTS)
def test_amounts_of_a_group_are_not_read(tmp_path, game, anchor, typed):
    new = anchor + typed if typed.startswith("\n") else f"{anchor} {typed}"
    _, result = validated_after_edit(tmp_path, game, "rules.yaml", anchor, new)
    assert result.exit_code == 0 and "[number-" not in result.output, result.output


# A table Markdown does not read prints as a paragraph of pipes; a row wider than its header loses cells.
BROKEN_TABLES = [
    (
        "labyrinth-deck",
        "rules.yaml",
        "| Action | Check | On a success |",
        "| Action | On a success |",
        "| Action | On a success |",
        "the table's header has 2 column(s) but its separator row 3",
    ),
    (
        "labyrinth-deck",
        "rules.yaml",
        "| Action | Check | On a success |\n      |---|---|---|\n",
        "| Action | Check | On a success |\n",
        "| Action | Check | On a success |",
        "the line under it is no separator row, so it would print as text with its pipes: put '|---|---|---|'",
    ),
    (
        "trap-map-galaxy",
        "guide.yaml",
        "|-------------|----|----|-------------------------------|",
        "|-------------|----|-------------------------------|",
        "| Trap | Green | Yellow | Effect |",
        "the table's header has 4 column(s) but its separator row 3",
    ),
    (
        "twisty-passages",
        "rules.yaml",
        "| Players | Cards in your path |",
        "| Players | Cards in your path | Notes |\n      |---|---|---|\n      | 6 | 10 | 11 | 12 |",
        "| 6 | 10 | 11 | 12 |",
        "the row '| 6 | 10 | 11 | 12 |' has 4 cells but the header 3; the cells beyond the header's would not print",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "needle", "words"), BROKEN_TABLES)
def test_a_broken_table_is_one_finding_at_its_line(tmp_path, game, file, old, new, needle, words):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    found = findings_of(result.output)
    assert len(found) == 1 and found[0].endswith("[table-syntax]"), result.output
    assert found[0].startswith(f"content/{game}/{file}:{line_of(path, needle)}: error: ") and words in found[0]


# An icon name with a capital or an underscore is no icon: it would print as written.
ICONS_THAT_PRINT_AS_TEXT = [
    ("labyrinth-deck", "cards.yaml", ":d20: + a fitting skill", ":D20: + a fitting skill", ":D20:", ":d20:"),
    ("labyrinth-deck", "cards.yaml", ":d20: + a fitting skill", ":d2O: + a fitting skill", ":d2O:", ":d20:"),
    ("twisty-passages", "cards.yaml", "      :speed-dice:\n", "      :speed_dice:\n", ":speed_dice:", ":speed-dice:"),
    ("fanucci", "rules.yaml", "(:hourglass:,", "(:Hourglass:,", ":Hourglass:", ":hourglass:"),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "needle", "meant"), ICONS_THAT_PRINT_AS_TEXT)
def test_an_icon_name_that_would_print_as_text_is_an_unknown_icon(tmp_path, game, file, old, new, needle, meant):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    found = findings_of(result.output)
    assert len(found) == 1 and found[0].endswith("[icon-unknown]"), result.output
    assert found[0].startswith(f"content/{game}/{file}:{line_of(path, needle)}: error: ")
    assert f"'{needle}' is no icon name and would print as written" in found[0]
    assert f"did you mean '{meant}'?" in found[0]


def test_colons_around_words_that_are_no_icon_are_left_alone(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(
        root / "content/labyrinth-deck/rules.yaml",
        "hunts them.\n",
        "hunts them. Write \\:Note: for a colon. A:B:C stays, and so does Setup:Deal: here.\n",
    )
    result = run_pnp(root, "validate", "labyrinth-deck")
    assert result.exit_code == 0 and not findings_of(result.output), result.output


LONG = " Keep this card to the side of your path; it still counts as being in your path." * 10


# A text too long, or a character the font lacks, is reported at the entry's field that holds it, even when
# the template prints several fields in one box (a card's text and flavour) or prints it through a var.
# (game, file, old, new, the line reported: the line holding this, less the lines above, rule, words)
AT_THE_FIELD = [
    (
        "twisty-passages",
        "cards.yaml",
        "give this card to that player.\n",
        "give this card to that player." + LONG + "\n",
        ("give this card to that player.", 1),
        "text-overflow",
        "body text does not fit",
    ),  # its `text: |-` line
    (
        "twisty-passages",
        "cards.yaml",
        "The next time you roll a 1,",
        "The next time you roll a 1 🎲,",
        ("roll a 1 🎲", 0),
        "glyph-missing",
        "cannot draw '🎲'",
    ),
    (
        "twisty-passages",
        "cards.yaml",
        "fall over the edge.",
        "fall over the edge 🕳.",
        ("fall over the edge 🕳", 0),
        "glyph-missing",
        "cannot draw '🕳'",
    ),
    (
        "trap-map-galaxy",
        "traps.yaml",
        'a second stays here, face up."',
        "a second stays here, face up." + LONG + '"',
        ("a second stays here", 0),
        "text-overflow",
        "effect text does not fit",
    ),
    (
        "trap-map-galaxy",
        "traps.yaml",
        "title: Reactivate a Trap",
        "title: Reactivate a Trap Somewhere Else On The Map",
        ("title: Reactivate a Trap", 0),
        "text-overflow",
        "name text does not fit",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "at", "rule", "words"), AT_THE_FIELD)
def test_a_text_problem_is_found_at_the_field_that_holds_the_text(tmp_path, game, file, old, new, at, rule, words):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    found = [row for row in findings_of(result.output) if "[reference-unknown]" not in row]  # a title renamed
    assert len(found) == 1 and found[0].endswith(f"[{rule}]") and words in found[0], result.output
    needle, above = at
    assert found[0].startswith(f"content/{game}/{file}:{line_of(path, needle) - above}: error: "), result.output


def test_a_renamed_suit_names_every_line_of_rule_text_that_still_writes_the_old_name(tmp_path):
    root = make_workspace(tmp_path, "fanucci")
    rules = root / "content/fanucci/rules.yaml"
    edit(root / "content/fanucci/deck.yaml", "name: Fromps,", "name: Frogs,")
    result = run_pnp(root, "validate", "fanucci")
    doubled = [row for row in findings_of(result.output, "reference-unknown") if "[[Doubled Fromps]]" in row]
    assert doubled == [
        f"content/fanucci/rules.yaml:{line_of(rules, '[[Doubled Fromps]]')}: error: section 'strategy-hand' text: "
        f"[[Doubled Fromps]] (also written on line {line_of(rules, '[[Doubled Fromps]]@2')}) names nothing in "
        "Fanucci; did you mean [[Doubled Frogs]]? [reference-unknown]"
    ], result.output


DUPLICATED_ROWS = [
    # a row of a generated source's sets written twice: one finding at the copy, the game's checks wait
    (
        "fanucci",
        "deck.yaml",
        '    - {id: books, name: Books, icon: book, color: "#6e4424"}\n',
        2,
        "ids 'books-0', 'books-1', 'books-2' and 8 more (first used at deck.yaml:{first})",
    ),
    (
        "twisty-tracks",
        "tiles.yaml",
        "    - id: siding\n      title: Siding\n      track:\n        - N1-N2\n        - E1-W1\n        - E2-S2\n"
        "        - S1-W2\n",
        2,
        "ids 'teal-siding', 'plum-siding', 'ochre-siding' and 1 more (first used at tiles.yaml:{first})",
    ),
    # a card copied without changing its id: one finding, its counts wait
    (
        "labyrinth-deck",
        "cards.yaml",
        "  - id: room\n    title: Room\n    kind: room\n    count: 4\n",
        1,
        "id 'room' (first used at cards.yaml:{first})",
    ),
]


@pytest.mark.parametrize(("game", "file", "row", "copies", "words"), DUPLICATED_ROWS)
def test_an_entry_written_twice_is_one_finding_at_the_copy(tmp_path, game, file, row, copies, words):
    root = make_workspace(tmp_path, game)
    path = root / f"content/{game}/{file}"
    text = path.read_text(encoding="utf-8")
    if copies == 2:  # the set's row, written again under itself
        path.write_text(text.replace(row, row * 2, 1), encoding="utf-8")
    else:  # the entry, copied to the end of the file with its text
        path.write_text(text + row + "    text: Another room.\n", encoding="utf-8")
    first = line_of(path, row.splitlines()[0])
    again = line_of(path, row.splitlines()[0] + "@2")
    result = run_pnp(root, "validate", game)
    assert findings_of(result.output) == [
        f"content/{game}/{file}:{again}: error: duplicate "
        + ("card" if game != "twisty-tracks" else "tile")
        + f" {words.format(first=first)} [duplicate-id]"
    ], result.output


# A character too many or too few in a row of the Trap Map Galaxy board shifts every cell after it: one finding.
SHIFTED_ROWS = [
    ("|.  .  .  .  . |*  .  *  *", "|.   .  .  .  . |*  .  *  *", "1 character(s) longer", "remove 1"),
    ("|.  .  .  .  . |*  .  *  *", "|. .  .  .  . |*  .  *  *", "1 character(s) shorter", "add 1"),
    (
        "|*  .  *  .  .  .  . |. |.  * |.  .  .  *  .  . |",
        "|*  .  *  .  .  .  . |. |.  * |.  .  .  *  .\t. |",
        "1 character(s) shorter",
        "(a tab is one character: write spaces)",
    ),
]


@pytest.mark.parametrize(("old", "new", "words", "advice"), SHIFTED_ROWS)
def test_a_shifted_map_row_is_one_finding(tmp_path, old, new, words, advice):
    root = make_workspace(tmp_path, "trap-map-galaxy")
    board = root / "content/trap-map-galaxy/board.yaml"
    edit(board, old, new)
    result = run_pnp(root, "validate", "trap-map-galaxy")
    found = findings_of(result.output)
    assert len(found) == 1 and found[0].endswith("[map-syntax]"), result.output
    assert found[0].startswith(f"content/trap-map-galaxy/board.yaml:{line_of(board, new)}: error: 'maze' map, column ")
    assert words in found[0] and advice in found[0]


def test_a_glossary_term_listed_among_its_own_variants_is_one_warning_at_the_glossary(tmp_path):
    # Before: 7 warnings "'river' — the game's word is 'river'", one for every use of the word.
    game, result = validated_after_edit(
        tmp_path, "labyrinth-deck", "game.yaml", "notice:", "glossary:\n  river: [River, stream]\nnotice:"
    )
    found = [row for row in result.output.splitlines() if "[term-variant]" in row]
    assert found == [
        f"content/labyrinth-deck/game.yaml:{line_of(game, '  river:')}: warning: glossary: 'river' lists itself "
        "among its variants; remove it (a term is never its own variant) [term-variant]"
    ], result.output


def test_a_clock_time_in_text_is_no_icon_and_icons_still_are():
    # Before: '10:30:00' held the icon ':30:' (an icon-unknown error for a true sentence).
    from pnp.core.textsyntax import icons_in, parse

    assert icons_in("Play until 10:30:00, then roll :d20: (or :d6:).") == ["d20", "d6"]
    words = "".join(run.value for paragraph in parse("Play until 10:30:00.") for run in paragraph)
    assert words == "Play until 10:30:00."


def test_an_icon_glued_to_the_word_before_it_is_said_to_print_as_written(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    rules = root / "content" / "labyrinth-deck" / "rules.yaml"
    text = rules.read_text()
    assert ":d20:" in text
    rules.write_text(text.replace(" :d20:", " roll:d20:", 1))
    for command in ("validate", "build"):
        result = run_pnp(root, command, "labyrinth-deck")
        (found,) = [row for row in result.output.splitlines() if "[icon-unknown]" in row]
        assert found.startswith(f"content/labyrinth-deck/rules.yaml:{line_of(rules, 'roll:d20:')}: error: ")
        assert "':d20:' right after a letter or digit prints as written" in found


def test_a_misspelt_keyword_of_a_field_is_one_finding_with_its_suggestion(tmp_path):
    # Before: `kind: {enmu: [...]}` was an unknown JSON Schema keyword, ignored (the field then took any value),
    # and the only finding was a knock-on one at the inventory's names: (the editing helper's #15).
    root = make_workspace(tmp_path, "labyrinth-deck")
    game = root / "content" / "labyrinth-deck" / "game.yaml"
    edit(game, "kind: {enum: [right-path", "kind: {enmu: [right-path")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "labyrinth-deck")
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert errors == [  # one, though the deck and the supply share the fields through a YAML anchor
            f"content/labyrinth-deck/game.yaml:{line_of(game, 'enmu')}: error: game.yaml: unknown key 'enmu' in "
            "components[0].fields.kind; did you mean 'enum'? [unknown-key]"
        ], result.output


@pytest.mark.parametrize(
    ("old", "new", "marker"),
    [
        ("**Draw.**", "**Draw.", "**"),
        ("**Draw.**", "\\\\*\\\\*Draw.", None),  # escaped: printed as written on purpose
        ("**Draw.**", "\\*\\* **Draw.**", None),  # escaped stars beside a real bold: no finding (there was one)
    ],
)
def test_an_unclosed_bold_is_said_to_print_as_written(tmp_path, old, new, marker):
    # Before: "**Draw." printed its two stars with no finding (the editing helper's #16).
    rules, result = validated_after_edit(tmp_path, "labyrinth-deck", "rules.yaml", old, new)
    found = [row for row in result.output.splitlines() if "[text-markup]" in row]
    if marker is None:
        assert not found, result.output
        return
    assert len(found) == 1, result.output
    assert found[0].startswith(f"content/labyrinth-deck/rules.yaml:{line_of(rules, new)}: error: ")
    assert "'**' has no partner, so it would print as written" in found[0]


def test_an_unclosed_reference_is_said_to_print_as_written(tmp_path):
    rules, result = validated_after_edit(
        tmp_path, "fanucci", "rules.yaml", "is [[Trebled Fromps]]. You may", "is [[Trebled Fromps. You may"
    )
    found = [row for row in result.output.splitlines() if "[text-markup]" in row]
    assert len(found) == 1 and "'[[' has no partner" in found[0], result.output
    assert found[0].startswith(f"content/fanucci/rules.yaml:{line_of(rules, '[[Trebled Fromps. You may')}: error: ")


def test_an_escaped_reference_prints_as_written_with_no_finding(tmp_path):
    """\\[[Trebled Fromps]] prints its brackets: its ]] closes what the backslash escaped (it was an unpaired
    ']]' error, so escaping a reference took \\[[Name\\]])."""
    _, result = validated_after_edit(
        tmp_path, "fanucci", "rules.yaml", "is [[Trebled Fromps]]. You may", "is \\[[Trebled Fromps]]. You may"
    )
    assert result.exit_code == 0 and "[text-markup]" not in result.output, result.output


# One edited count: line, one finding. The game's other checks that follow from it (the deck size,
# a composition needing those cards) assume it, and wait.
ONE_COUNT_EDITED = [
    ("labyrinth-deck", "cards.yaml", "dead-end", "count: 5", "count: 4", "dead-end-count", "dead-end ×4"),
    ("twisty-passages", "cards.yaml", "pit-trap", "count: 2", "count: 3", "trap-count", "pit-trap ×3"),
    ("trap-map-galaxy", "traps.yaml", "door", "count: 1", "count: 2", "one-door", "door ×2"),
]


@pytest.mark.parametrize(("game", "file", "entry", "old", "new", "check", "counted"), ONE_COUNT_EDITED)
def test_an_edited_count_is_one_finding_naming_its_count_line(tmp_path, game, file, entry, old, new, check, counted):
    root = make_workspace(tmp_path, game)
    path = root / f"content/{game}/{file}"
    text = path.read_text(encoding="utf-8")
    start = text.index(f"- id: {entry}\n")
    at = text.index(old, start)
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    count = text[:at].count("\n") + 1
    result = run_pnp(root, "validate", game)
    (found,) = findings_of(result.output)
    assert found.endswith(f"[check:{check}]"), result.output
    assert f"{counted} ({file}:{count})" in found, found
    one_entry = counted.startswith(entry) and f"counted: {counted} (" in found and "), " not in found
    where = f"{file}:{count}" if one_entry else "game.yaml:"
    assert found.startswith(f"content/{game}/{where}"), found


def test_a_missing_rank_is_one_finding_of_the_games_checks(tmp_path):
    root = make_workspace(tmp_path, "fanucci")
    edit(root / "content/fanucci/deck.yaml", '    - {id: "7", symbol: "7", name: Seven, prefix: Seven of}\n', "")
    result = run_pnp(root, "validate", "fanucci")
    checks = [row for row in findings_of(result.output) if "[check:" in row]
    assert len(checks) == 1 and checks[0].endswith("[check:rank-count]"), result.output
    assert "(found 10, expected 11)" in checks[0] and "6 (deck.yaml:" in checks[0]


# One edit, one finding at the edited line that says what was meant: (game, file, text, edited, the edited
# line's words, the finding after "file:line: ").
ONE_EDIT_ONE_FINDING = [
    pytest.param(
        "twisty-tracks",
        "frames.yaml",
        "    - N6 station teal\n",
        "    - N6 station tael\n",
        "station tael",
        "error: the frame's 'N6 station tael' names no station of stations.yaml; did you mean 'teal'? "
        "[check:frame-stations-are-on-the-board]",
        id="frame-station-misspelt",
    ),
    pytest.param(
        "fanucci",
        "game.yaml",
        "    assumes: [rank-count]\n",
        "    assumes: [rank-cont]\n",
        "assumes: [rank-cont]",
        "error: check 'suit-has-every-rank': assumes 'rank-cont', no check above it; did you mean 'rank-count'? "
        "[schema]",
        id="assumes-misspelt",
    ),
    pytest.param(
        "fanucci",
        "game.yaml",
        "    assumes: [rank-count]\n",
        "    assumes: [titles-unique]\n",
        "assumes: [titles-unique]",
        "error: check 'suit-has-every-rank': assumes 'titles-unique', no check above it; a check assumes only "
        "checks above it [schema]",
        id="assumes-a-later-check",
    ),
    pytest.param(  # an ignored key would let a designer believe it steers where the finding points
        "fanucci",
        "game.yaml",
        "    assumes: [rank-count]\n",
        "    assumes: [rank-count]\n    at: deck\n",
        "at: deck",
        "warning: check 'suit-has-every-rank': at: is no longer read (a finding points at the entries it is about, "
        "else at the check); delete it [unknown-key]",
        id="older-checks-at",
    ),
    pytest.param(  # not a Jinja error at the template that draws it: the figure draws no track there
        "twisty-tracks",
        "examples.yaml",
        "{slot: 1, tile: mountain, turn: 0}",
        "{slot: 1, tile: mountian, turn: 0}",
        "tile: mountian",
        "error: the example's tile 'mountian' is no design of tiles.yaml; did you mean 'mountain'? "
        "[check:examples-show-tile-designs]",
        id="example-tile-misspelt",
    ),
]


@pytest.mark.parametrize(("game", "file", "text", "edited", "words", "finding"), ONE_EDIT_ONE_FINDING)
def test_one_edit_is_one_finding_at_its_line(tmp_path, game, file, text, edited, words, finding):
    path, result = validated_after_edit(tmp_path, game, file, text, edited)
    assert result.exit_code == (1 if finding.startswith("error") else 0), result.output
    assert findings_of(result.output) == [f"content/{game}/{file}:{line_of(path, words)}: {finding}"], result.output


# One track end written for another uses one end twice and leaves one unused: one finding, at the
# segment that reads right with the unused end.
ONE_END_CHANGED = [
    (
        "tiles.yaml",
        "        - N2-E1\n",
        "        - N2-E2\n",
        "tile 'four-corners': 'N2-E2' uses end E2, which "
        "'E2-S2' uses too, and leaves end E1 unused; did you mean 'N2-E1'?",
    ),
    (
        "tiles.yaml",
        "        - E2-S2\n",
        "        - E1-S2\n",
        "tile 'four-corners': 'E1-S2' uses end E1, which "
        "'N2-E1' uses too, and leaves end E2 unused; did you mean 'E2-S2'?",
    ),
    (
        "frames.yaml",
        "    - E1-E2\n",
        "    - E1-E3\n",
        "frame 'teal-a': 'E1-E3' uses end E3, which "
        "'E3 station green' uses too, and leaves end E2 unused; did you mean 'E1-E2'?",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "words"), ONE_END_CHANGED)
def test_one_track_end_changed_is_one_finding_at_the_segment_to_change(tmp_path, file, old, new, words):
    root = make_workspace(tmp_path, "twisty-tracks")
    path = root / f"content/twisty-tracks/{file}"
    edit(path, old, new)
    result = run_pnp(root, "validate", "twisty-tracks")
    assert findings_of(result.output) == [
        f"content/twisty-tracks/{file}:{line_of(path, new.strip())}: error: {words} [track-end-twice]"
    ], result.output


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        (
            "{right-path: Right Path,",
            "{right-pth: Right Path,",
            "names: 'right-pth' is no value of kind; did you mean 'right-path'?",
        ),
        ("      by: kind\n", "      by: knd\n", "by: 'knd' is no field of its entries; did you mean 'kind'?"),
    ],
)
def test_an_inventory_two_decks_share_through_an_anchor_is_one_finding_at_its_line(tmp_path, old, new, words):
    """The Labyrinth deck and its supply share one inventory (inventory: *labyrinth-inventory)."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content/labyrinth-deck/game.yaml"
    edit(manifest, old, new)
    result = run_pnp(root, "validate", "labyrinth-deck")
    at = line_of(manifest, new.strip())
    assert findings_of(result.output) == [
        f"content/labyrinth-deck/game.yaml:{at}: error: inventory: {words} [reference-unknown]"
    ], result.output


@pytest.mark.parametrize("command", ["validate", "build"])
def test_a_rulebook_style_colour_without_its_hash_is_one_finding_at_its_line(tmp_path, command):
    # Before: a traceback (ValueError: '6e1f35' is not a colour) from validate and build alike.
    style, result = validated_after_edit(
        tmp_path, "fanucci", "templates/fanucci/rulebook.yaml", 'accent: "#6e1f35"', 'accent: "6e1f35"', command
    )
    assert result.exception is None and result.exit_code == 1, result.output
    assert findings_of(result.output) == [
        f"templates/fanucci/rulebook.yaml:{line_of(style, 'accent:')}: error: rulebook style 'fanucci/rulebook': "
        "colors: accent: '6e1f35' is not a colour (use '#rrggbb' or a colour name); did you mean '#6e1f35'? "
        "[value-invalid]"
    ], result.output


def test_players_written_the_wrong_way_round_is_one_finding(tmp_path):
    # Before: no finding, and the box and the rules said 'for 10 to 2 players'.
    game, result = validated_after_edit(
        tmp_path, "fanucci", "game.yaml", "players: {min: 2, max: 10}", "players: {min: 10, max: 2}"
    )
    assert findings_of(result.output) == [
        f"content/fanucci/game.yaml:{line_of(game, 'players:')}: error: players: min 10 is more than max 2, so the "
        "box and the rules would say '10–2 players': write the fewest first (min: 2, max: 10) [schema]"
    ], result.output


# A slip in a data table's row is its schema's one finding: the checks, templates and rule text that read the
# table wait, as for a table that cannot be read (a misspelt key gave four findings, a misspelt value two).
# The row is named by its id, or by the line it starts on, not by its index in the list ("win: [1]").
DATA_ROW_SLIPS = [
    (
        "twisty-passages",
        "win.yaml",
        "- {players: 3, cards: 17}",
        "- {players: 3, card: 17}",
        "error: win item on line 5: unknown key 'card'; did you mean 'cards'? [unknown-key]",
    ),
    (
        "labyrinth-deck",
        "labyrinths.yaml",
        "    - {card: room, count: 4}\n",
        "    - {card: rooms, count: 4}\n",
        "error: labyrinths item 'enchanted-forest': deck[1].card: 'rooms' is not one of: right-path, dead-end, "
        "monster, room; "
        "did you mean 'room'? [schema]",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "finding"), DATA_ROW_SLIPS)
def test_a_slip_in_a_data_tables_row_is_one_finding_at_the_row(tmp_path, game, file, old, new, finding):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    assert findings_of(result.output) == [f"content/{game}/{file}:{line_of(path, new.strip())}: {finding}"], (
        result.output
    )


# A value a template reads from an entry or a data table's row and cannot use is one finding at the content line
# that writes it, in the same words from every template and check that meets it: before, one at every template
# line that used it (5 for Twisty Tracks' emblem, 8 for its player colour, 5 for a pawn's colour, 4 for a
# station's colour, one of them from a check), and none where the designer had typed it.
CONTENT_VALUES_TEMPLATES_USE = [
    (
        "twisty-tracks",
        "players.yaml",
        "emblem: fox,",
        "emblem: foxx,",
        "emblem: unknown icon ':foxx:'; did you mean ':fox:'? [icon-unknown]",
    ),
    ("twisty-tracks", "players.yaml", 'color: "#8a5a0e"}', 'color: "#8a5a0"}', "color: '#8a5a0' is not a colour"),
    ("twisty-tracks", "stations.yaml", 'color: "#d32f2f"', 'color: "#d32f2"', "color: '#d32f2' is not a colour"),
    ("trap-map-galaxy", "pawns.yaml", 'colour: "#3d7bf0"', 'colour: "#3d7bf"', "colour: '#3d7bf' is not a colour"),
]


@pytest.mark.parametrize("command", ["validate", "build"])
@pytest.mark.parametrize(("game", "file", "old", "new", "words"), CONTENT_VALUES_TEMPLATES_USE)
def test_a_bad_value_templates_read_from_the_content_is_one_finding_where_it_is_written(
    tmp_path, game, file, old, new, words, command
):
    path, result = validated_after_edit(tmp_path, game, file, old, new, command)
    if "[icon-unknown]" not in words:
        words += " (use '#rrggbb' or a colour name) [value-invalid]"
    assert findings_of(result.output) == [f"content/{game}/{file}:{line_of(path, new)}: error: {words}"], result.output


# A key written twice is one yaml-duplicate-key finding: the entry, the data table or the check that holds it waits
# (the value YAML keeps may not be the one meant). Before, the game's checks ran on the value kept: a card's
# family written twice gave four findings (two counts and 'every trap's title says Trap' besides), a check's
# equals: two, a data table's row three.
KEYS_WRITTEN_TWICE = [
    (
        "twisty-passages",
        "cards.yaml",
        "    family: maze\n",
        "    family: maze\n    family: trap\n",
        "family: trap",
        "family",
        "family: maze",
    ),
    (
        "twisty-passages",
        "game.yaml",
        "    equals: 8\n",
        "    equals: 8\n    equals: 9\n",
        "equals: 9",
        "equals",
        "equals: 8",
    ),
    (
        "twisty-passages",
        "win.yaml",
        "- {players: 3, cards: 17}",
        "- {players: 3, cards: 17, players: 4}",
        "players: 4",
        "players",
        "players: 3, cards: 17",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "at", "key", "first"), KEYS_WRITTEN_TWICE)
def test_a_key_written_twice_is_one_finding(tmp_path, game, file, old, new, at, key, first):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    assert findings_of(result.output) == [
        f"content/{game}/{file}:{line_of(path, at)}: error: duplicate key '{key}' (first on line "
        f"{line_of(path, first)}); YAML would silently keep only the last one [yaml-duplicate-key]"
    ], result.output


# An expression that fails is said at the line that writes it: a check's count:, each: or expect: (it was the
# check's id line), the line of a rule text's Jinja that failed (it was the section's id line), quoting that
# Jinja alone (it quoted the text's first 120 characters, line breaks as \x0a), with a designer's words for
# Jinja's ("no field 'card'; did you mean 'cards'?" was "'pnp.model.Component object' has no attribute 'card'";
# an open bracket, '=' for '==', an unknown filter's did-you-mean).
EXPRESSIONS_AT_THEIR_LINE = [
    (
        "fanucci",
        "game.yaml",
        "count: \"components.deck.cards | selectattr('kind', 'eq', 'trump')\"",
        "count: \"components.deck.cards | selectattr('kind', 'eq', 'trump'\"",
        "check 'trump-count': in 'components.deck.cards | selectattr('kind', 'eq', 'trump'': unexpected '}', "
        "expected ')': a bracket is left open; add its ')'",
    ),
    (
        "fanucci",
        "game.yaml",
        'each: "components.deck.cards"\n',
        'each: "components.dekc.cards"\n',
        "check 'kinds-complete': in 'components.dekc.cards': no component 'dekc'; did you mean 'deck'?",
    ),
    (
        "twisty-passages",
        "game.yaml",
        "expect: \"(item.family == 'item') == (item",
        "expect: \"(item.family == 'item') = (item",
        "check 'items-are-grey': in '(item.family == 'item') = (item.get('background', 'paper') == 'grey')': "
        "expected token 'end of print statement', got '=': '=' is no comparison; write '==' to compare",
    ),
    (
        "labyrinth-deck",
        "rules.yaml",
        "({{ components.deck.cards | length }} cards:",
        "({{ components.deck.card | length }} cards:",
        "section 'overview': in '{{ components.deck.card | length }}': no field 'card'; did you mean 'cards'?",
    ),
    (
        "trap-map-galaxy",
        "guide.yaml",
        "{{ entries[0].effect }}",
        "{{ entries[0].efect }}",
        "section 'traps': in '{{ entries[0].efect }}': no field 'efect'; did you mean 'effect'?",
    ),
    (  # the line's second Jinja: the one naming the filter is quoted
        "fanucci",
        "rules.yaml",
        "{{ components.deck.cards | selectattr('kind', 'eq', 'suited') | list | length }}\u00a0suited",
        "{{ components.deck.cards | selectattr('kind', 'eq', 'suited') | list | lenght }}\u00a0suited",
        "section 'deck': in '{{ components.deck.cards | selectattr('kind', 'eq', 'suited') | list | lenght }}': "
        "No filter named 'lenght'; did you mean 'length'?",
    ),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "words"), EXPRESSIONS_AT_THEIR_LINE)
def test_a_failed_expression_is_said_at_the_line_that_writes_it(tmp_path, game, file, old, new, words):
    path, result = validated_after_edit(tmp_path, game, file, old, new)
    assert findings_of(result.output) == [
        f"content/{game}/{file}:{line_of(path, new.strip())}: error: {words} [expression]"
    ], result.output


# A key of a set's row misspelt: the row then lacks the key the generate rule reads, one finding at the misspelt
# key (it was ten: the rule's line, and the checks, figures and examples of a set cut short after the row); written
# beside the key it was meant to replace, a warning (it was no finding, and printed nowhere).
MISSPELT_SET_KEYS = [
    (
        "      titel: Hairpin Bends\n",
        "error: generate: this row has no 'title', which the rule reads: write 'title:' for 'titel:' [expression]",
    ),
    (
        "      title: Hairpins\n      titel: Hairpin Bends\n",
        "warning: sets: designs: 'titel' is read by no generate rule, so it prints nowhere; did you mean 'title'? "
        "[unknown-key]",
    ),
]


@pytest.mark.parametrize(("new", "finding"), MISSPELT_SET_KEYS)
def test_a_misspelt_key_in_a_sets_row_is_one_finding_at_it(tmp_path, new, finding):
    tiles, result = validated_after_edit(tmp_path, "twisty-tracks", "tiles.yaml", "      title: Hairpins\n", new)
    assert findings_of(result.output) == [f"content/twisty-tracks/tiles.yaml:{line_of(tiles, 'titel:')}: {finding}"], (
        result.output
    )


def test_a_checks_findings_from_one_line_are_one_finding(tmp_path):
    # A 16th suit row written with another suit's name: before, 11 titles-unique findings at that row, one a rank.
    deck, result = validated_after_edit(
        tmp_path,
        "fanucci",
        "deck.yaml",
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#000000"}\n',
        '    - {id: tops, name: Tops, icon: spinning-top, color: "#000000"}\n'
        '    - {id: whirls, name: Tops, icon: spinning-top, color: "#000000"}\n',
    )
    assert findings_of(result.output, "check:titles-unique") == [
        f"content/fanucci/deck.yaml:{line_of(deck, 'id: whirls')}: error: two cards are titled 'naught of tops'; "
        "every card needs its own name (rules refer to cards by title) (and 10 more like it from this line) "
        "[check:titles-unique]"
    ], result.output


@pytest.mark.parametrize(
    ("file", "old", "new", "at"),
    [
        ("templates/trap-map-galaxy/rules.yaml", "  text: Lato\n", "  text: Lato Regular\n", "fonts:"),
        ("templates/trap-map-galaxy/trap.yaml", "    font: Lato\n", "    font: Lato Bold\n", "font: Lato Bold"),
    ],
)
def test_a_font_named_with_its_style_is_answered_with_its_family(tmp_path, file, old, new, at):
    # Before: "unknown font family 'Lato Regular'; did you mean 'Lato Black'?", the one family it was not.
    path, result = validated_after_edit(tmp_path, "trap-map-galaxy", file, old, new)
    (found,) = findings_of(result.output)
    assert found.startswith(f"{file}:{line_of(path, at)}: error: ") and found.endswith(
        "did you mean 'Lato'? (a family is named without its style: bold and italic are chosen where the text is set) "
        "[font-unknown]"
    ), result.output


def test_an_icon_misspelt_in_the_legend_is_one_finding(tmp_path):
    # Before: also an icon-undescribed warning at the Room card's :d20:, the icon the legend's ':d2O:' meant.
    legend, result = validated_after_edit(
        tmp_path, "labyrinth-deck", "icons/legend.yaml", "- icons: [d20]", "- icons: [d2O]"
    )
    assert findings_of(result.output) == [
        f"content/labyrinth-deck/icons/legend.yaml:{line_of(legend, 'd2O')}: error: legend: ':d2O:' is no icon name "
        "and would print as written: icon names are lower case, with - between words; did you mean ':d20:'? "
        "[icon-unknown]"
    ], result.output


def test_a_count_whose_name_is_on_the_next_line_is_quoted_on_one_line(tmp_path):
    """The finding quotes what the count says as one line of words ('70 green'), not with the line break
    the source has between the number and its name: a finding is one line of the output."""
    guide, result = validated_after_edit(
        tmp_path,
        "trap-map-galaxy",
        "guide.yaml",
        "{{ tents | selectattr('colour', 'eq', 'green') | list | length }}",
        "70",
    )
    assert findings_of(result.output) == [
        f"content/trap-map-galaxy/guide.yaml:{line_of(guide, 'tents: 70')}: warning: section 'traps': '70 green' is "
        "typed by hand, but the content supplies it (Trap tents has 70 green); write {{ components.traps.cards | "
        "selectattr('colour', 'eq', 'green') | list | length }} so the rules follow the content [number-typed]"
    ], result.output

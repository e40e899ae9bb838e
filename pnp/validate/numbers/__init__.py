"""Counts typed by hand in rule text: a number the content supplies, or one that contradicts it.

Rule text may print the deck's size as ``{{ components.deck.cards | length }}``; a number
typed instead goes stale when the deck changes. Only what the author wrote is read (the
Jinja parts are left out), in digits or in words ("sixteen cards"), and only where it is said
to be how many there are:

- of a component, by name: "the labyrinth deck (16 cards", "a deck of 104 cards", "a 16-card
  labyrinth deck", "the 16 cards of the deck";
- of a group: the component itself by its title or inventory noun ("the 15 guard tokens", "all
  60 track tiles"), an entry's copies ("Room (4 in the deck)", "the 8 drones") or a group of its
  inventory (``inventory: {by:, names:}``: "the 9 trumps", "70 green traps"), said with "the" or
  "all" ("all 4 Dead End cards", "the four Room cards"), or as what something holds: after
  "there are", after a component named with words that give a size ("the supply holds 6 Right
  Path and 4 Dead End cards", "a deck with 5 Room cards"), after a total ("174 cards: 165
  suited cards and 9 trumps"), at the head of a list item or heading ("- 60 track tiles",
  "#### 5 Right Path Cards"), at the start of a sentence or bracket when the component is named
  after it ("5 Crow cards in the deck"), or before "are printed" ("four pawns are printed");
- of each part of a group: "each player has 15 track tiles", "each player takes 15 track tiles", "each player
  takes the 4 station tokens", "the 15 track tiles of their colour": the part is a field of the entries ("player"),
  or a word of the inventory's label ("player colours"); by the kind's noun alone too, where the part is a field
  ("each suit has 6 cards", "the deck has 6 cards in each suit"); a part the content does not know
  ("11 cards of each suit", "8 per round") is not read.

Amounts are not counts and are not read: "draw 3 cards", "add 2 Right Path cards to the deck",
"put 2 Room cards in the deck", "revealing 5 Right Path cards", "their four trains", "3 cards in
the river" (somewhere that is no component; a bag is where all the pieces are kept, as the box is: "put the
100 tiles in the bag" is read).

**Names shared between components** (The Labyrinth Deck's deck and supply both have Right Path
cards): a count of a shared name is checked against the component the sentence means: of those
the pieces' noun said with it names ("une carte Nécromancien": the deck's, not the standee's), the one
named right after it ("in the supply", "(6 in the supply)"), else the one named nearest before it
in its sentence, else later in its sentence, else the one named nearest before it in its
paragraph. When none is named, it cannot be told: the count is accepted if it is any one
component's count or their total, and otherwise the finding gives each of them.

The check is in three parts: :mod:`.vocabulary`, what rule text may count and the words it says it
with; :mod:`.reading`, each count a section says and what it may count; and this module, which holds
each against the content (one finding a typed number).
"""

from __future__ import annotations

import re
from functools import lru_cache

from pnp.core.findings import Findings, Location
from pnp.core.numerals import InDigits, Numerals
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check
from pnp.validate.numbers.copies import check_typed_copies
from pnp.validate.numbers.language import ENGLISH, LANGUAGES, Language
from pnp.validate.numbers.reading import Said, as_read, counts
from pnp.validate.numbers.vocabulary import Vocabulary


@model_check("numbers")
def check_typed_numbers(game: Game, icons: IconLibrary, findings: Findings) -> None:
    sections = [(c, s) for c in game.components for s in c.sections if isinstance(s.get("text"), str)]
    if not sections or not game.complete:
        return  # no rule text; or counts over a game with unread sources, which mean nothing
    language = LANGUAGES.get(str(game.manifest.get("language", "en")), ENGLISH)  # an unknown one: a schema error
    readings = [as_read(section["text"], language.numerals) for _, section in sections]
    vocabulary = Vocabulary.of(game, "\n".join(read.text for read in readings).lower(), language)
    for (rulebook, section), read in zip(sections, readings, strict=True):
        with findings.scope(component=rulebook.id):
            _check(section, read, vocabulary, findings)
            if language is ENGLISH:
                check_typed_copies(section, read, game, _said_where, findings)
            players = _players_of(section, game.players, findings)
            if players:
                _check_players(section, read, players, language, findings)
                if isinstance(section.get("title"), str):  # "Solo rules (1 player)": read as the heading it prints
                    title = as_read(f"### {section['title']}", language.numerals)
                    _check_players(section, title, players, language, findings, "title")


def _check(section: LocatedDict, text: InDigits, vocabulary: Vocabulary, findings: Findings) -> None:
    read: set[int] = set()  # where each number stands: one finding for it, whichever phrasing reads it first
    for count in counts(text.text, vocabulary):
        if count.n[0] not in read:
            read.add(count.n[0])
            _report(section, text, count, vocabulary.language.numerals, findings)


def _players_of(
    section: LocatedDict, box: tuple[int, int] | None, findings: Findings
) -> tuple[int, int, Location | None] | None:
    """How many play what ``section`` describes: its own ``players:`` (a book of several games: Whist for 4,
    Crazy Eights for 2 to 7), else game.yaml's (``box``), with the line of the section's; None when neither says.
    A section's range the box does not hold, or written the wrong way round, is said at its line and not used."""
    own = section.get("players")
    if not isinstance(own, LocatedDict) or type(own.get("min")) is not int or type(own.get("max")) is not int:
        return (*box, None) if box else None  # none, or one the schema refuses (its finding says so)
    low, high, where = own["min"], own["max"], own.line_of("min")
    label = f"section '{section.get('id')}': players: {low} to {high}"
    if low > high:
        findings.error("schema", where, f"{label}: write the fewest first (min: {high}, max: {low})")
    elif box and not box[0] <= low <= high <= box[1]:
        findings.error(
            "number-disagrees",
            where,
            f"{label}, but game.yaml's players: is {box[0]} to {box[1]}, which the box prints: its range holds each "
            "game's in the box; widen game.yaml's players:, or narrow the section's",
        )
    else:
        return low, high, where
    return None


def _check_players(
    section: LocatedDict,
    text: InDigits,
    players: tuple[int, int, Location | None],
    language: Language,
    findings: Findings,
    key: str = "text",
) -> None:
    """How many play, typed by hand and not what game.yaml's ``players:`` says, which the title block and the
    back cover print: the rules would say one thing and the box another. A range ("for 1 to 5 players", "2–4
    joueurs") must be game.yaml's, and the finding says the range to write with its numbers in it; one number
    said of the game must agree with it: "for 5 players" one that may play, "for up to 5 players" the most,
    "a solo game" one player alone, and so must a title's: "### Solo rules (1 player)", a line "**1 player**"."""
    low, high, own = players
    label = f"section '{section.get('id')}'"
    if own is None:
        plays = f"{low} to {high}" if low != high else f"{low} alone"  # a solo game's 1, not "1 to 1"
        box = f"game.yaml's players: is {plays}, as the title block and the back cover print it"
    else:
        box = f"the section's players: is {low} to {high} ({own.file.name}:{own.line})"
    for found in language.players.finditer(text.text):
        typed = tuple(int(found.group(end)) for end in ("low", "high"))
        if typed == (low, high):
            continue
        said, where = _said_where(section, text, found, key=key)
        findings.error(
            "number-disagrees",
            where,
            f"{label}: '{said}' says {typed[0]} to {typed[1]}, but {box}; "
            + _players_to_write(text, found, own is not None, (low, high), typed),
        )
    titles = [(found, "said") for found in language.player_title.finditer(text.text)]
    for found, part in [*((found, 0) for found in language.player_count.finditer(text.text)), *titles]:
        says = _player_count_disagrees(found, text, (low, high), own is not None)
        if says:
            said, where = _said_where(section, text, found, part, key)
            findings.error("number-disagrees", where, f"{label}: '{said}' says {says[0]}, but {box}; {says[1]}")


def _players_to_write(
    text: InDigits, found: re.Match, own: bool, players: tuple[int, int], typed: tuple[int, ...]
) -> str:
    """What to do about a range of players ``found`` that is not the section's (``own``) or the box's: write the
    section's numbers, or game.yaml's as Jinja (in words where the text has them); a range inside the box's
    may be a game of its own in a book of several, which a ``players:`` of the section says."""
    if own:
        return f"write {players[0]} to {players[1]}, or change the section's players:"
    if players[0] == players[1]:  # a solo game: one number, never "1 to 1 players"
        return f"write the one number, {{{{ game.players.min }}}} ({players[0]}), so the rules say what the box says"
    written = [text.as_written(*found.span(end)) for end in ("low", "high")]
    spell = ["" if number.isdigit() else " | spelled" for number in written]
    write = (
        f"{{{{ game.players.min{spell[0]} }}}}"
        + text.as_written(found.end("low"), found.start("high"))
        + f"{{{{ game.players.max{spell[1]} }}}}"
        + text.as_written(found.end("high"), found.end())
    )
    write = " ".join(write.split())  # one line, as the finding is
    advice = f"write '{write}' so the rules say what the box says"
    if players[0] <= typed[0] <= typed[1] <= players[1]:
        advice += (
            f"; or, if the section is a game of its own (a book of several games), give it "
            f"players: {{min: {typed[0]}, max: {typed[1]}}}"
        )
    return advice


def _player_count_disagrees(
    found: re.Match, text: InDigits, players: tuple[int, int], own: bool
) -> tuple[str, str] | None:
    """What one number of players said of the game says, and what to do, when game.yaml's ``players:`` (the
    section's, when it has ``own``) says otherwise; None when they agree."""
    low, high = players
    where = "the section's players:" if own else "game.yaml's players:"
    if found.groupdict().get("solo"):
        if low == 1:
            return None
        return "one plays alone", f"if one can, write min: 1 under {where}; if not, take it out"
    group = "most" if found.groupdict().get("most") else "n"
    number = int(found.group(group))
    spell = "" if text.as_written(*found.span(group)).isdigit() else " | spelled"
    if group == "most":
        if number == high:
            return None
        if own:
            return f"at most {number} play", f"write {high}, or change {where}"
        return f"at most {number} play", f"write {{{{ game.players.max{spell} }}}} so the rules say what the box says"
    if low <= number <= high:
        return None
    if own:
        return f"{number} may play", f"write a number from {low} to {high}, or change {where}"
    if low == high:  # a solo game, a game for 4 alone: one number to write, not "a number from 1 to 1"
        write = f"write {{{{ game.players.min{spell} }}}} ({low}), or change players: if {number} may play"
        return f"{number} may play", write
    return (
        f"{number} may play",
        f"write a number from {low} to {high} ({{{{ game.players.min{spell} }}}} to {{{{ game.players.max{spell} }}}} "
        f"for all of them), or change players: if {number} may play",
    )


def _said_where(
    section: LocatedDict, text: InDigits, found: re.Match, part: int | str = 0, key: str = "text"
) -> tuple[str, Location]:
    """What ``found`` (its group ``part``) says as written (on one line, as the finding is) and where its
    section's source has it (its ``key``: its text, or its title)."""
    said = " ".join(text.as_written(*found.span(part)).split())
    nth = text.text.count(found.group(part), 0, found.start(part))
    return said, section.line_of_text(key, *_as_written(section[key], said, nth))


def _report(section: LocatedDict, text: InDigits, count: Said, numerals: Numerals, findings: Findings) -> None:
    """The finding for a count: a count of each of what it may count (of one when it is known which);
    of several, their total is right too. A count in words is printed by the filter spelled, in the gender
    it was written in ("vingt et une": spelled('f'))."""
    label = f"section '{section.get('id')}'"
    n, end, at = count.n, count.end, count.at
    says = [counted.says(count.part) for counted in count.counted]
    number, written = text.text[n[0] : n[1]], text.as_written(*n)
    typed = int(number) if number.isdigit() else numerals.value(number)  # digits, or a bare "une" left as written
    gender = numerals.gender(written)
    spell = "" if written.isdigit() else f" | spelled('{gender}')" if gender else " | spelled"
    said = " ".join(text.as_written(n[0], end).split())  # one line, as the finding is: '70 green'
    nth = text.text.count(text.text[at[0] : at[1]], 0, at[0])  # "5 Right Path cards" said once before
    where = section.line_of_text("text", *_as_written(section["text"], text.as_written(*at), nth))
    total = sum(value or 0 for value, _, _ in says)
    also = [(total, f"{total} in all", " + ".join(f"({e})" for _, _, e in says))] if len(says) > 1 else []
    right = next((say for say in [*says, *also] if say[0] == typed), None)
    if right is not None:
        findings.warning(
            "number-typed",
            where,
            f"{label}: '{said}' is typed by hand, but the content supplies it ({right[1]}); "
            f"write {{{{ {right[2]}{spell} }}}} so the rules follow the content",
        )
        return
    facts = " and ".join(fact for _, fact, _ in says) + (f" ({total} in all)" if also else "")
    write = f"write {' or '.join(f'{{{{ {e}{spell} }}}}' for _, _, e in says)} so the rules say what is printed"
    if all(value is None for value, _, _ in says):  # "each suit has 6 cards" of suits that differ: no one number
        write = (
            f"no one number is each {count.part}'s: give every {count.part} as many, or say each one's "
            f"({{{{ {says[0][2]}{spell} }}}} is the first's)"
        )
    findings.error("number-disagrees", where, f"{label}: '{said}' says {typed}, but {facts}; {write}")


def _as_written(source: str, said: str, nth: int) -> tuple[str, int]:
    """``said`` as the source spells it, with the markup between its words ("5 [[Crow]] cards"), and
    where it stands: its ``nth`` occurrence (from 0), or its last when it has fewer."""
    markup = r"(?:\*\*|\*|\[\[|\]\])*"
    found = _occurrences(source, markup + (markup + r"\s+" + markup).join(map(re.escape, said.split())))
    return found[min(nth, len(found) - 1)] if found else (said, 0)


@lru_cache(maxsize=64)
def _occurrences(source: str, pattern: str) -> tuple[tuple[str, int], ...]:
    """Each match of ``pattern`` in ``source`` and where it starts: found once for the counts a section
    says alike."""
    return tuple((found.group(), found.start()) for found in re.finditer(pattern, source))

"""Counts typed by hand in rule text: a number the content supplies, or one that contradicts it.

Rule text may print the deck's size as ``{{ components.deck.cards | length }}``; a number
typed instead goes stale when the deck changes. Only what the author wrote is read (the
Jinja parts are left out), and only counts said of a component by name ("the labyrinth
deck (16 cards", "a deck of 104 cards", "a 16-card labyrinth deck", "the 15 guard tokens"
for a component titled Guard tokens, "the 16 cards of the deck") or of an entry ("Room (4
in the deck)", "the 8 drones", "there are 5 Crow cards in the deck"), in digits or in words
("sixteen cards"). "The" marks a whole:
"draw 3 cards" or "add 2 Right Path cards to the deck" are amounts, not counts, and are not read.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from pnp.core.findings import Findings
from pnp.core.numerals import InDigits
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
MARKUP = re.compile(r"\*\*|\*|\[\[|\]\]")
NEAR = 40  # characters before a total in which the component must be named
GAP_WORDS = 4  # words at most between that name and the total ("deck of 104 cards", "deck has 10 cards")
SAYS_SIZE = frozenset(  # the only words that may stand there: they say how large it is
    "of has have holds hold contains contain is are was with which that now always exactly all in its "  # noqa: SIM905
    "total consists a an made up".split()
)
# A part, not the whole: "the 15 track tiles of their colour", "11 cards of each suit", "8 per player".
OF_A_PART = re.compile(
    r"\s+(?:(?:of|in|for|from)\s+(?:each|every|one|\d+|their|his|her|its|your|our|a|an|any)\b|per\b|apiece\b|each\b)",
    re.I,
)
# Said of each part of the component: "each suit of the deck holds 11 cards".
EACH_PART = re.compile(r"\b(?:each|every)\s+\w+\s+(?:of|in)\s+(?:the\s+)?$", re.I)


@dataclass(frozen=True)
class Count:
    """Counts the content supplies, the words that say them in rule text, and the Jinja that prints them.

    ``pattern``'s group ``n`` is the typed number; for entries, group ``title`` says whose count
    it is; group ``at``, when there is one, is the part written as it is in the source (no markup
    between its words), by which the finding's line is found. ``says`` maps that title ("" for a
    component's total) to (value, fact, Jinja).
    """

    pattern: re.Pattern
    named: str  # a word that must come shortly before (the component's name), or "" for none
    says: dict[str, tuple[int, str, str]]


@model_check("numbers")
def check_typed_numbers(game: Game, icons: IconLibrary, findings: Findings) -> None:
    sections = [(c, s) for c in game.components for s in c.sections if isinstance(s.get("text"), str)]
    if not sections or not game.complete:
        return  # no rule text; or counts over a game with unread sources, which mean nothing
    readings = [InDigits.of(MARKUP.sub("", JINJA.sub(" ", section["text"]))) for _, section in sections]
    counts = list(_counts(game, "\n".join(reading.text for reading in readings).lower()))
    for (rulebook, section), reading in zip(sections, readings, strict=True):
        with findings.scope(component=rulebook.id):
            _check(section, reading, counts, findings)


def _counts(game: Game, read: str):
    """The patterns of every count ``read`` (all rule text as read, in lower case) may say: of the
    entries, only those whose titles it holds (a deck of a hundred titles is one long pattern)."""
    for component in game.components:
        if not component.plural or not component.pieces:
            continue
        cards, total = f"components.{component.id}.cards", len(component.pieces)
        name = component.title.split()[-1].lower()
        says = {"": (total, f"{component.title} has {total} {component.plural}", f"{cards} | length")}
        yield Count(re.compile(rf"\b(?P<n>\d+)\s+{re.escape(component.plural)}\b"), name, says)
        title = r"\s+".join(map(re.escape, component.title.split()))
        yield Count(re.compile(rf"\bthe\s+(?P<at>(?P<n>\d+)\s+{title})\b", re.I), "", says)  # the 15 guard tokens
        yield Count(  # the 16 cards of the deck
            re.compile(
                rf"\bthe\s+(?P<at>(?P<n>\d+)\s+{re.escape(component.plural)})\s+(?:of|in)\s+the\s+"
                rf"(?:\w+\s+)?{re.escape(name)}\b",
                re.I,
            ),
            "",
            says,
        )
        singular = component.plural.removesuffix("s")  # "a 16-card labyrinth deck": the name follows
        yield Count(
            re.compile(rf"\b(?P<at>(?P<n>\d+)-{re.escape(singular)})\s+(?:\w+\s+){{0,2}}{re.escape(name)}\b", re.I),
            "",
            says,
        )
        titles = Counter(piece.title for piece in component.pieces)
        digits = {title: InDigits.of(title).text for title in titles}  # as the text is read: "6 of Zurfs"
        named = {spelt for spelt in digits.values() if spelt.lower() in read}
        if not named:
            continue
        entries = "|".join(re.escape(title) for title in sorted(named, key=len, reverse=True))
        of_entries = {
            digits[title].lower(): (
                count,
                f"{component.title} has {count} {title}",
                f"{cards} | selectattr('title', 'eq', '{title}') | list | length",
            )
            for title, count in titles.items()
        }
        yield Count(re.compile(rf"\b(?P<title>{entries})\W{{1,4}}\((?P<n>\d+) in the\b"), "", of_entries)
        yield Count(  # the 8 drones
            re.compile(rf"\bthe\s+(?P<at>(?P<n>\d+)\s+(?P<title>{entries})(?:e?s)?)\b", re.I), "", of_entries
        )
        yield Count(  # (there are) 5 Crow cards in the deck; not "add 2 Crow cards to the deck"
            re.compile(
                rf"(?:^|[(.:;!?]\s*|\b(?:are|has|have|holds?|contains?|with)\s+)(?P<n>\d+)\s+(?P<title>{entries})\s+"
                rf"{re.escape(component.plural)}\s+(?:in|of)\s+the\s+(?:\w+\s+)?{re.escape(name)}\b",
                re.I | re.M,
            ),
            "",
            of_entries,
        )


def _said_of(name: str, before: str) -> bool:
    """Is a count said of ``name``: named just before it, in the same clause, by words that give a
    size ("the deck (16 cards", "a deck of 104 cards", "the deck, which holds sixteen cards"), not
    a sentence earlier ("Shuffle the deck. Draw 3 cards") or by a verb that deals some out
    ("shuffle the deck and deal two cards")?"""
    at = before.lower().rfind(name)
    if at < 0 or EACH_PART.search(before[:at]):
        return False
    gap = before[at + len(name) :]
    words = re.findall(r"[^\W\d_]+", gap.lower())
    return not re.search(r"[.;!?]", gap) and len(words) <= GAP_WORDS and set(words) <= SAYS_SIZE


def _as_written(source: str, said: str) -> str:
    """``said`` as the source spells it, with the markup between its words ("5 [[Crow]] cards")."""
    markup = r"(?:\*\*|\*|\[\[|\]\])*"
    found = re.search(markup + (markup + r"\s+" + markup).join(map(re.escape, said.split())), source)
    return found.group() if found else said


def _check(section: LocatedDict, text: InDigits, counts: list[Count], findings: Findings) -> None:
    label = f"section '{section.get('id')}'"
    read: set[int] = set()  # where each number stands: one finding for it, whichever phrasing found it
    for count in counts:
        for match in count.pattern.finditer(text.text):
            if count.named and not _said_of(count.named, text.text[max(0, match.start() - NEAR) : match.start()]):
                continue
            if match.start("n") in read or OF_A_PART.match(text.text, match.end()):
                continue
            read.add(match.start("n"))
            value, fact, expression = count.says[(match.groupdict().get("title") or "").lower()]
            typed = int(match.group("n"))
            in_words = not text.as_written(*match.span("n")).isdigit()
            expression = f"{{{{ {expression} | spelled }}}}" if in_words else f"{{{{ {expression} }}}}"
            said = text.as_written(match.start("n"), match.end())
            typed_as = text.as_written(*match.span("at")) if "at" in count.pattern.groupindex else said
            where = section.line_of_text("text", _as_written(section["text"], typed_as))
            if typed == value:
                findings.warning(
                    "number-typed",
                    where,
                    f"{label}: '{said}' is typed by hand, but the content supplies it ({fact}); "
                    f"write {expression} so the rules follow the content",
                )
            else:
                findings.error(
                    "number-disagrees",
                    where,
                    f"{label}: '{said}' says {typed}, but {fact}; write {expression} so the rules say what is printed",
                )

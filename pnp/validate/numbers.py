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
- of each part of a group: "each player has 15 track tiles", "each player takes the 4 station
  tokens", "the 15 track tiles of their colour": the part is a field of the entries ("player"),
  or a word of the inventory's label ("player colours"); a part the content does not know
  ("11 cards of each suit", "8 per round") is not read.

Amounts are not counts and are not read: "draw 3 cards", "add 2 Right Path cards to the deck",
"put 2 Room cards in the deck", "revealing 5 Right Path cards", "their four trains", "3 cards in
the river" (somewhere that is no component).

**Names shared between components** (The Labyrinth Deck's deck and supply both have Right Path
cards): a count of a shared name is checked against the component the sentence means: the one
named right after it ("in the supply", "(6 in the supply)"), else the one named nearest before it
in its sentence, else later in its sentence, else the one named nearest before it in its
paragraph. When none is named, it cannot be told: the count is accepted if it is any one
component's count or their total, and otherwise the finding gives each of them.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from pnp.core.findings import Findings
from pnp.core.numerals import InDigits
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Component, Game, Item
from pnp.validate import model_check

PRINTED = "\ue000"  # where a Jinja expression prints something: "({{ n }} cards: 5 Right Path, …"
JINJA_PRINTS = re.compile(r"\{\{.*?\}\}", re.S)
JINJA = re.compile(r"\{%.*?%\}|\{#.*?#\}", re.S)
LIST_STAR = re.compile(r"^([ \t]*)\*(?=[ \t])", re.M)  # a list item's "*", kept as "-" where MARKUP drops stars
MARKUP = re.compile(r"\*\*|\*|\[\[|\]\]")
NEAR = 40  # characters before a total in which the component must be named
GAP_WORDS = 4  # words at most between that name and the total ("deck of 104 cards", "deck has 10 cards")
SAYS_SIZE = frozenset(  # the only words that may stand there: they say how large it is
    "of has have holds hold contains contain is are was with which that now always exactly all in its "  # noqa: SIM905
    "total consists a an made up".split()
)
# A part, not the whole: "the 15 track tiles of their colour", "11 cards of each suit", "8 per player".
OF_A_PART = re.compile(
    r"\s+(?:(?:of|in|for|from)\s+(?:(?:each|every|one|their|his|her|its|a|an)\b(?:\s+(?P<part>\w+))?|\d+|your|our|any)\b"
    r"|per\s+(?P<per>\w+)|apiece\b|each\b)",
    re.I,
)
# Said of each part of the component: "each suit of the deck holds 11 cards".
EACH_PART = re.compile(r"\b(?:each|every)\s+\w+\s+(?:of|in)\s+(?:the\s+)?$", re.I)
# "Each player has 15 track tiles", "each player takes the 4 station tokens": a count of each part.
FOR_EACH = re.compile(  # not "each player draws from the 60 track tiles": one verb, then the count
    r"\b(?:each|every)\s+(?P<part>\w+)\s+(?:(?:has|have|holds?|owns?|gets?|receives?|keeps?|starts?\s+with)\s+"
    r"(?:(?:the|all(?:\s+the)?|their|its|his|her)\s+)?|\w+\s+(?:the|all(?:\s+the)?|their)\s+)$",
    re.I,
)
THE = re.compile(r"\b(?:the|all(?:\s+(?:of\s+)?the)?)\s+$", re.I)  # "the" or "all" marks a whole
THERE_ARE = re.compile(r"\bthere\s+(?:are|is|were|will\s+be)\s+(?:also\s+|only\s+)?$", re.I)
LIST_HEAD = re.compile(r"(?:^|\n)[ \t]*(?:-|\+|#+)[ \t]*$")  # "- 60 track tiles", "#### 5 Right Path Cards"
SENTENCE_START = re.compile(r"(?:^|[(.:;!?]|\n[ \t]*\n)\s*$")
AND = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|;\s*)", re.I)  # between the items of a list
ARE_PRINTED = re.compile(r"\s+(?:are|is)\s+(?:printed|included)\b", re.I)
SOMEWHERE = re.compile(  # "in the labyrinth deck", "of the supply", "in the river"
    r"\s+(?:in|of|from|inside|on)\s+(?:the|this|that)\s+(?:(?P<first>[\w-]+)\s+)?(?P<last>[\w-]+)", re.I
)
ITEM_END = re.compile(r"[ \t]*(?:$|[,;:(.—–])", re.M)  # a list item that is a count says no more: "- 60 track tiles,"
WHOLE_GAME = frozenset({"game", "box"})
NOT_PARTS = frozenset({"id", "title", "text", "count", "copy", "component"})  # fields no one counts by
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n")


Says = tuple[int | None, str, str]  # a count's value (None: none is right), the fact, the Jinja that prints it


@dataclass(frozen=True)
class Count:
    """Counts of a component the content supplies, the words that say them in rule text, and the Jinja that prints them.

    ``pattern``'s group ``n`` is the typed number; group ``at``, when there is one, is the part
    written as it is in the source (no markup between its words), by which the finding's line is
    found.
    """

    pattern: re.Pattern
    named: str  # a word that must come shortly before (the component's name), or "" for none
    says: Says


@dataclass(frozen=True)
class Counted:
    """Pieces of one component that rule text may count by a name: all of them ("track tiles"), an
    entry's copies ("Room") or a group of its inventory ("trumps")."""

    component: Component
    name: str
    pieces: tuple[Item, ...]
    selects: str  # the Jinja list of them: "components.deck.cards | selectattr('kind', 'eq', 'room') | list"
    whole: bool = False

    def says(self, part: str = "") -> Says:
        """(value, fact, Jinja) of the count, or of the count of each ``part`` (a field): None for the
        value when the parts differ."""
        what = self.component.plural if self.whole else self.name
        if not part:
            return len(self.pieces), f"{self.component.title} has {len(self.pieces)} {what}", f"{self.selects} | length"
        parts = Counter(str(piece[part]) for piece in self.pieces)
        first, value = next(iter(parts.items()))
        expression = f"{self.selects} | selectattr('{part}', 'eq', '{first}') | list | length"
        if len(set(parts.values())) == 1:
            return value, f"{self.component.title} has {value} {what} for each {part}", expression
        each = ", ".join(f"{n} of {v}" for v, n in parts.items())
        return None, f"{self.component.title} has {what} in numbers that differ by {part} ({each})", expression

    def part_field(self, word: str) -> str:
        """The field a part is named by ("player" for "each player" or "their colour" when the inventory's
        label is "player colours"), or "" when the pieces have no such field."""
        word = _stem(word)
        spec = self.component.spec.get("inventory") or {}
        for field in [field for field in self.pieces[0] if field not in NOT_PARTS]:  # in order: one answer
            if not all(isinstance(piece.get(field), str | int) for piece in self.pieces):
                continue
            label = str(spec.get("label", "")) if spec.get("by") == field else ""
            if word in {_stem(w) for w in [field, *label.split()]}:
                return field
        return ""


def _stem(word: str) -> str:
    return word.lower().replace("color", "colour").removesuffix("s")


@dataclass(frozen=True)
class Said:
    """A typed number said to be a count: where it stands, what it may count, of each of which part."""

    n: tuple[int, int]  # the number's span in the text as read
    end: int  # where what is said ends
    at: tuple[int, int]  # the span written as it is in the source, by which its line is found
    counted: list[Counted]
    part: str = ""  # the field whose values are the parts it counts each of ("player"), or ""


@model_check("numbers")
def check_typed_numbers(game: Game, icons: IconLibrary, findings: Findings) -> None:
    sections = [(c, s) for c in game.components for s in c.sections if isinstance(s.get("text"), str)]
    if not sections or not game.complete:
        return  # no rule text; or counts over a game with unread sources, which mean nothing
    readings = [_reading(section["text"]) for _, section in sections]
    read = "\n".join(reading.text for reading in readings).lower()
    counts = list(_counts(game))
    names = _names(game, read)
    vocabulary = Vocabulary.of(game, names) if names else None  # None: rule text names nothing counted
    for (rulebook, section), reading in zip(sections, readings, strict=True):
        with findings.scope(component=rulebook.id):
            _check(section, reading, counts, vocabulary, findings)


def _reading(text: str) -> InDigits:
    """Rule text as it is read: Jinja out (what prints is marked), markup out, numbers in digits."""
    text = JINJA.sub(" ", JINJA_PRINTS.sub(f" {PRINTED} ", text))
    return InDigits.of(MARKUP.sub("", LIST_STAR.sub(r"\1-", text)))


def _counts(game: Game) -> Iterator[Count]:
    """The patterns of a component's total said next to its name ("the deck has 16 cards")."""
    for component in game.components:
        if not component.plural or not component.pieces:
            continue
        total = len(component.pieces)
        name = component.title.split()[-1].lower()
        says = (total, f"{component.title} has {total} {component.plural}", f"components.{component.id}.cards | length")
        yield Count(re.compile(rf"\b(?P<n>\d+)\s+{re.escape(component.plural)}\b"), name, says)
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


def _names(game: Game, read: str) -> dict[str, list[Counted]]:
    """What each name rule text may count names, in every component that has it: a component's title
    and inventory noun, its entries' titles, its inventory's groups. Only names ``read`` (all rule
    text as read, in lower case) holds: a deck of a hundred titles is one long pattern else."""
    names: dict[str, list[Counted]] = {}
    for component in game.components:
        if not component.plural or not component.pieces:
            continue
        cards = f"components.{component.id}.cards"
        spec = component.spec.get("inventory") or {}
        found = [Counted(component, component.title, tuple(component.pieces), cards, whole=True)]
        if "noun" in spec or "plural" in spec:
            plural = str(spec.get("plural", f"{spec.get('noun')}s"))
            found.append(Counted(component, plural, tuple(component.pieces), cards, whole=True))
        for title, pieces in _grouped(component.pieces, lambda piece: piece.title).items():
            found.append(Counted(component, title, pieces, f"{cards} | selectattr('title', 'eq', '{title}') | list"))
        if "by" in spec:
            by = str(spec["by"])
            for value, pieces in _grouped(
                (p for p in component.pieces if by in p), lambda p, by=by: str(p.get(by))
            ).items():
                name = str((spec.get("names") or {}).get(value, value.replace("-", " ")))
                found.append(Counted(component, name, pieces, f"{cards} | selectattr('{by}', 'eq', '{value}') | list"))
        for counted in found:
            key = " ".join(InDigits.of(counted.name).text.lower().split())
            if key in read and all(other.component is not component for other in names.get(key, [])):
                names.setdefault(key, []).append(counted)  # an entry's title first, when a group has it too
    return names


def _grouped(pieces: Iterable[Item], key: Callable[[Item], str]) -> dict[str, tuple[Item, ...]]:
    """The pieces by ``key``, in the order each key first comes (one pass: a deck may have thousands of titles)."""
    groups: dict[str, list[Item]] = {}
    for piece in pieces:
        groups.setdefault(key(piece), []).append(piece)
    return {name: tuple(group) for name, group in groups.items()}


def _mentions(game: Game) -> dict[str, Component]:
    """The words that name a component in rule text: its title, and its title's last word where no
    other component's title ends with it ("deck", "supply")."""
    last = Counter(c.title.split()[-1].lower() for c in game.components)
    mentions = {c.title.lower(): c for c in game.components}
    for c in game.components:
        if last[c.title.split()[-1].lower()] == 1:
            mentions.setdefault(c.title.split()[-1].lower(), c)
    return mentions


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


def _phrase(names: dict[str, list[Counted]], nouns: set[str]) -> str:
    """A regex for a name rule text counts, as it is said: "Room", "rooms", "Room cards", "green trap tents"."""
    alternatives = "|".join(r"\s+".join(map(re.escape, name.split())) for name in sorted(names, key=len, reverse=True))
    nouns_ = "|".join(r"\s+".join(map(re.escape, noun.split())) for noun in sorted(nouns, key=len, reverse=True))
    return rf"(?P<name>{alternatives})(?:e?s)?(?:\s+(?:{nouns_}))?(?!\w)"


@dataclass(frozen=True)
class Vocabulary:
    """How a game's rule text names what it counts, made once for all its sections: the names counted
    (``_names``), the words that name a component (``_mentions``) and the patterns made of them."""

    names: dict[str, list[Counted]]
    mentions: dict[str, Component]
    item: re.Pattern  # a count and the name it counts: "60 track tiles", "5 Right Path cards"
    in_brackets: re.Pattern  # "Room (4 in the deck)"
    totals: re.Pattern  # a total before the list of counts it holds: "174 cards: "
    mention: re.Pattern  # a component named: "the supply", "deck"

    @classmethod
    def of(cls, game: Game, names: dict[str, list[Counted]]) -> Vocabulary:
        mentions = _mentions(game)
        nouns = {c.plural for c in game.components if c.plural} | {c.title.split()[-1].lower() for c in game.components}
        nouns |= {key for key, counted in names.items() if counted[0].whole}
        phrase = _phrase(names, nouns)
        return cls(
            names,
            mentions,
            re.compile(rf"(?P<n>\d+|{PRINTED})\s+{phrase}", re.I),
            re.compile(rf"{phrase}\W{{1,4}}\((?P<n>\d+)\s+in\s+the\b", re.I),
            re.compile(rf"(?:\d+|{PRINTED})\s+(?:{'|'.join(map(re.escape, nouns))})\s*[:(]\s*$", re.I),
            re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(mentions, key=len, reverse=True)))})\b", re.I),
        )


def _said(text: str, vocabulary: Vocabulary | None) -> Iterator[Said]:
    """Every typed number ``text`` says is how many there are of a name, with the pieces it may count."""
    if vocabulary is None:
        return
    names, mentions = vocabulary.names, vocabulary.mentions
    named = [(found.start(), mentions[found.group().lower()]) for found in vocabulary.mention.finditer(text)]

    def counted(found: re.Match, end: int) -> list[Counted]:
        options = names[" ".join(found.group("name").lower().split())]
        return _meant(options, text, found.start(), end, named, mentions)

    for found in vocabulary.in_brackets.finditer(text):
        at = (found.start("n"), found.end())
        yield Said(found.span("n"), found.end(), at, counted(found, found.end("n")))
    runs: list[list[re.Match]] = []
    for found in vocabulary.item.finditer(text):
        if runs and AND.fullmatch(text, runs[-1][-1].end(), found.start()):
            runs[-1].append(found)
        else:
            runs.append([found])
    for run in runs:
        before, after = text[: run[0].start()], run[-1].end()
        somewhere, place, there = _place(text, after, mentions)
        if somewhere and not place and not OF_A_PART.match(text, after):
            continue  # "3 cards in the river": somewhere else than in a component
        whole = bool(
            THERE_ARE.search(before)
            or vocabulary.totals.search(before)
            or (LIST_HEAD.search(before) and bool(ITEM_END.match(text, there)))
            or ARE_PRINTED.match(text, after)
            or (place and SENTENCE_START.search(before))
            or any(_said_of(name, before[-NEAR:]) for name in mentions)
        )
        for index, found in enumerate(run):
            if found.group("n") == PRINTED:
                continue
            part = OF_A_PART.match(text, found.end())
            each = FOR_EACH.search(text, max(0, found.start() - 2 * NEAR), found.start())
            if not (whole or THE.search(text, 0, found.start()) or each) or (index and not whole):
                continue
            end = there if place and found is run[-1] else found.end()
            options = counted(found, found.end())
            if part or each:  # of each part: named after the count ("of their colour") or before ("each player")
                words = [part and (part.group("part") or part.group("per")), each and each.group("part")]
                fields = [field for word in words if word and (field := _part_field(options, word))]
                if not fields:
                    continue  # a part the content does not know: "11 cards of each suit", "each round"
                end = max(end, part.end() if part else 0)
                yield Said(found.span("n"), end, (found.start("n"), end), options, fields[0])
            else:
                yield Said(found.span("n"), end, (found.start("n"), found.end()), options)


def _part_field(options: list[Counted], word: str) -> str:
    """The field ``word`` names a part by in every one of ``options``, or ""."""
    fields = {option.part_field(word) for option in options}
    return fields.pop() if len(fields) == 1 else ""


def _place(text: str, at: int, mentions: dict[str, Component]) -> tuple[bool, Component | None, int]:
    """Whether ``text`` names a place at ``at`` ("in the labyrinth deck", "of the supply are", "in the
    river"), the component it names if any, and where that ends."""
    where = SOMEWHERE.match(text, at)
    if not where:
        return False, None, at
    first, last = (where.group("first") or "").lower(), where.group("last").lower()
    for words, end in ((f"{first} {last}", where.end()), (first, where.end("first")), (last, where.end())):
        if words in mentions:
            return True, mentions[words], end
        if words in WHOLE_GAME:
            return False, None, end  # "in the game": all of it
    return True, None, where.end()


def _meant(
    options: list[Counted],
    text: str,
    start: int,
    end: int,
    named: list[tuple[int, Component]],
    mentions: dict[str, Component],
) -> list[Counted]:
    """Of the components that have a name, the one a count at ``text[start:end]`` means: named right
    after it, else nearest before it in its sentence, else later in its sentence, else nearest before
    it in its paragraph. All of them when none is."""
    if len(options) == 1:
        return options
    mine = {option.component.id: option for option in options}
    sentence = max((m.end() for m in SENTENCE_END.finditer(text, 0, start)), default=0)
    paragraph = max((m.end() for m in re.finditer(r"\n[ \t]*\n", text[:start])), default=0)
    stop = next((m.start() for m in SENTENCE_END.finditer(text, end)), len(text))
    right_after = [_place(text, end, mentions)[1]]
    before = [c for at, c in reversed(named) if sentence <= at < start]
    later = [c for at, c in named if end <= at < stop]
    earlier = [c for at, c in reversed(named) if paragraph <= at < sentence]
    for component in [*right_after, *before, *later, *earlier]:
        if component is not None and component.id in mine:
            return [mine[component.id]]
    return options


def _as_written(source: str, said: str, nth: int) -> tuple[str, int]:
    """``said`` as the source spells it, with the markup between its words ("5 [[Crow]] cards"), and
    where it stands: its ``nth`` occurrence (from 0), or its first."""
    markup = r"(?:\*\*|\*|\[\[|\]\])*"
    found = list(re.finditer(markup + (markup + r"\s+" + markup).join(map(re.escape, said.split())), source))
    if not found:
        return said, 0
    return found[min(nth, len(found) - 1)].group(), found[min(nth, len(found) - 1)].start()


def _check(
    section: LocatedDict,
    text: InDigits,
    counts: list[Count],
    vocabulary: Vocabulary | None,
    findings: Findings,
) -> None:
    label = f"section '{section.get('id')}'"
    read: set[int] = set()  # where each number stands: one finding for it, whichever phrasing found it

    def report(n: tuple[int, int], end: int, at: tuple[int, int], says: list[Says]) -> None:
        """A finding for the number at ``n``: a count of each of ``says`` (of one when it is known which);
        of several, their total is right too."""
        if n[0] in read:
            return
        read.add(n[0])
        typed = int(text.text[n[0] : n[1]])
        spell = " | spelled" if not text.as_written(*n).isdigit() else ""
        said = text.as_written(n[0], end)
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
        findings.error(
            "number-disagrees",
            where,
            f"{label}: '{said}' says {typed}, but {facts}; "
            f"write {' or '.join(f'{{{{ {e}{spell} }}}}' for _, _, e in says)} so the rules say what is printed",
        )

    for said in _said(text.text, vocabulary):
        report(said.n, said.end, said.at, [option.says(said.part) for option in said.counted])
    for count in counts:
        for match in count.pattern.finditer(text.text):
            if count.named and not _said_of(count.named, text.text[max(0, match.start() - NEAR) : match.start()]):
                continue
            if OF_A_PART.match(text.text, match.end()):
                continue
            at = match.span("at") if "at" in count.pattern.groupindex else (match.start("n"), match.end())
            report(match.span("n"), match.end(), at, [count.says])

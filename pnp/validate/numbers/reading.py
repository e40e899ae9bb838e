"""Where rule text says how many there are: each typed number said to be a count, and of what.

One scan of a section's text (:func:`counts`) yields a :class:`Said` for every count it reads, in
each phrasing the check knows: an entry's copies in brackets, counts of names (alone or in a list),
and a component's pieces counted beside its name. A name more than one component has is resolved to
the one the sentence means (:func:`_meant`). The words each phrasing is said with are the game's
language's (:class:`~pnp.validate.numbers.language.Language`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pnp.core.numerals import InDigits, Numerals
from pnp.model import Component
from pnp.validate.numbers.language import Language
from pnp.validate.numbers.vocabulary import PRINTED, Counted, Vocabulary, sets_by, stemmed

JINJA_PRINTS = re.compile(r"\{\{.*?\}\}", re.S)
JINJA = re.compile(r"\{%.*?%\}|\{#.*?#\}", re.S)
LIST_STAR = re.compile(r"^([ \t]*)\*(?=[ \t])", re.M)  # a list item's "*", kept as "-" where MARKUP drops stars
MARKUP = re.compile(r"\*\*|\*|\[\[|\]\]")
NEAR = 40  # characters before a total in which the component must be named
LOOK_BACK = 400  # characters before a count searched for the words right before it ("there are", "the")
GAP_WORDS = 4  # words at most between that name and the total ("deck of 104 cards", "deck has 10 cards")
LIST_HEAD = re.compile(r"(?:^|\n)[ \t]*(?:-|\+|#+)[ \t]*$")  # "- 60 track tiles", "#### 5 Right Path Cards"
SENTENCE_START = re.compile(r"(?:^|[(.:;!?]|\n[ \t]*\n)\s*$")
ITEM_END = re.compile(r"[ \t]*(?:$|[,;:(.—–])", re.M)  # a list item that is a count says no more: "- 60 track tiles,"
BRACKET_REST = re.compile(r"[^()\n]{0,60}\)")  # what a bracket says after a count, to its end: " cup)"
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n")


@dataclass(frozen=True)
class Said:
    """A typed number said to be a count: where it stands, what it may count, of each of which part."""

    n: tuple[int, int]  # the number's span in the text as read
    end: int  # where what is said ends
    at: tuple[int, int]  # the span written as it is in the source, by which its line is found
    counted: list[Counted]
    part: str = ""  # the field whose values are the parts it counts each of ("player"), or ""


def as_read(text: str, numerals: Numerals) -> InDigits:
    """Rule text as it is read: Jinja out (what prints is marked), markup out, numbers (``numerals``) in digits."""
    text = JINJA.sub(" ", JINJA_PRINTS.sub(f" {PRINTED} ", text))
    return InDigits.of(MARKUP.sub("", LIST_STAR.sub(r"\1-", text)), numerals)


def counts(text: str, vocabulary: Vocabulary) -> Iterator[Said]:
    """Every typed number ``text`` (a section as read) says is how many there are, with the pieces it
    may count; a number may come more than once (the first is what it says)."""
    named = [(found.start(), vocabulary.mentions[found.group().lower()]) for found in vocabulary.mention.finditer(text)]
    yield from _in_brackets(text, vocabulary, named)
    yield from _in_lists(text, vocabulary, named)
    yield from _beside_a_name(text, vocabulary)


def _in_brackets(text: str, vocabulary: Vocabulary, named: list[tuple[int, Component]]) -> Iterator[Said]:
    """An entry's copies in brackets after its name: "Room (4 in the deck)", said to the bracket's end ("4 in the
    deck", "6 in the cup": a place that is no component is said as written too)."""
    for found in vocabulary.in_brackets.finditer(text):
        counted = _meant(_options(vocabulary, found), text, found.start(), found.end("n"), named, vocabulary)
        inside = BRACKET_REST.match(text, found.end())
        end = inside.end() - 1 if inside else found.end()
        yield Said(found.span("n"), end, (found.start("n"), end), counted)


def _in_lists(text: str, vocabulary: Vocabulary, named: list[tuple[int, Component]]) -> Iterator[Said]:
    """Counts of names, alone or in a list ("5 Right Path, 5 Dead End and 4 Room cards"), where they
    say how many there are: the list as a whole (after "there are", a total, a component named with
    words that give a size, …), or each count with "the" or "all", or of each part."""
    mentions, language = vocabulary.mentions, vocabulary.language
    runs: list[list[re.Match]] = []
    for found in vocabulary.item.finditer(text):
        if runs and language.and_.fullmatch(text, runs[-1][-1].end(), found.start()):
            runs[-1].append(found)
        else:
            runs.append([found])
    for run in runs:
        start, after = run[0].start(), run[-1].end()
        somewhere, place, there = _place(text, after, vocabulary)
        if (
            somewhere
            and not place
            and not (language.of_a_part.match(text, after) or language.manner.match(text, after))
        ):
            continue  # "3 cards in the river": somewhere else than in a component ("dans l'ordre": kept so)
        back = _look_back(text, start)
        whole = bool(
            language.there_are.search(text, back, start)
            or vocabulary.totals.search(text, back, start)
            or (LIST_HEAD.search(text, back, start) and bool(ITEM_END.match(text, there)))
            or language.are_printed.match(text, after)
            or (place and SENTENCE_START.search(text, back, start))
            or any(_said_of(name, text[max(0, start - NEAR) : start], language) for name in mentions)
        )
        for index, found in enumerate(run):
            if found.group("n") == PRINTED:
                continue
            part = _of_a_part(language, text, found.end())
            each = language.for_each.search(text, max(0, found.start() - 2 * NEAR), found.start())
            close = _look_back(text, found.start())
            opens = part and not index and SENTENCE_START.search(text, back, start)  # "6 cards in each suit."
            if not (whole or language.the.search(text, close, found.start()) or each or opens) or (index and not whole):
                continue
            if (moved := language.put_back.match(text, found.end())) and (
                moved["last"] or ""
            ) not in language.whole_game:
                continue  # "put the 3 cards back in the deck": some of them moved (back in their box: all of them)
            if not each and language.per_each.search(text, close, found.start()):
                continue  # "je 10 Wortkarten": a count of each of something it does not name
            end = there if place and found is run[-1] else found.end()
            options = _meant(_options(vocabulary, found), text, found.start(), found.end(), named, vocabulary)
            if part and all(option.sets_by for option in options) and _a_size(text, part, options, vocabulary):
                part = None  # "6 speed decks of 15 cards": what follows is each one's size, not a part
            if all(option.generic for option in options) and not (
                language.there_are.search(text, back, start)
                or language.the.search(text, close, found.start())
                or (part and (whole or opens))
                or each
            ):
                continue  # "Three cards from the deck": the kind's noun alone counts after "the", "all", "there are",
                # or of each part ("each suit has 6 cards", "6 cards in each suit": read below if the entries have it)
            if found.group("n").lower() in language.ones and all(option.whole for option in options):
                continue  # "il y a une pioche": the article, not a count of its cards
            sets = {option.component.id: option.component for option in options}
            if len(sets) == 1 and not each:  # "4 frames of 8 frame strips": the strips of each frame
                (component,) = sets.values()
                before = text[max(0, found.start() - NEAR) : found.start()]
                if of_sets := _each_set(before, language.head(component.title), component, vocabulary):
                    yield Said(found.span("n"), end, (found.start("n"), found.end()), options, of_sets)
                    continue
            owner = "" if each else _owner(text, found.start(), options, language)  # "a player … all 3 boats"
            if part or each or owner:  # of a part: named after the count ("of their colour") or before ("each player")
                words = [part and (part.group("part") or part.group("per")), each and each.group("part"), owner]
                fields = [field for word in words if word and (field := _part_field(options, word, language))]
                if not fields:
                    continue  # a part the content does not know: "11 cards of each suit", "each round"
                end = max(end, part.end() if part else 0)
                yield Said(found.span("n"), end, (found.start("n"), end), options, fields[0])
            else:
                yield Said(found.span("n"), end, (found.start("n"), found.end()), options)


def _owner(text: str, at: int, options: list[Counted], language: Language) -> str:
    """The word naming whose pieces "all" before the count at ``at`` says, when its clause names a part first: the
    first player to bring "all 3 boats" brings that player's, not every boat of the game; else ""."""
    said = language.all_of_one.search(text, max(0, at - 2 * NEAR), at)
    words = re.findall(r"[^\W\d_]+", said.group("clause")) if said else []
    return next((word for word in words if _part_field(options, word, language)), "")


def _beside_a_name(text: str, vocabulary: Vocabulary) -> Iterator[Said]:
    """A component's pieces counted beside its name: "the deck has 16 cards", "the labyrinth deck (16
    cards", "the 16 cards of the deck", "a 16-card labyrinth deck"; not of a part ("11 cards of each suit")."""
    for beside in vocabulary.beside:
        for found in beside.pattern.finditer(text):
            before = text[max(0, found.start() - NEAR) : found.start()]
            if beside.named and not _said_of(beside.named, before, vocabulary.language):
                continue
            if beside.not_after and _word_before(before, beside.named) in beside.not_after:
                continue
            if _of_a_part(vocabulary.language, text, found.end()):
                continue
            at = found.span("at") if "at" in beside.pattern.groupindex else (found.start("n"), found.end())
            each = _each_set(before, beside.named, beside.whole.component, vocabulary)
            yield Said(found.span("n"), found.end(), at, [beside.whole], each)


def _a_size(text: str, part: re.Match, options: list[Counted], vocabulary: Vocabulary) -> bool:
    """Does what :func:`_of_a_part` found say a size, a number and its pieces' noun ("of 15 cards", "of 15 speed
    cards", "of 8 strips" of frame strips), not a part ("of one colour")?"""
    size = re.compile(rf"\W*\w+\s+(?:\d+|{PRINTED})\s+(?P<words>[^\W\d_]+(?:\s+[^\W\d_]+){{0,2}})")
    found = size.match(text, part.start())
    if not found:
        return False
    language, words = vocabulary.language, found.group("words").lower().split()
    said = {stemmed(" ".join(words[:count]), language) for count in range(1, len(words) + 1)}
    called = [{*nouns, *map(language.head, nouns)} for nouns in (vocabulary.nouns[o.component.id] for o in options)]
    return all(said & nouns for nouns in called)


def _each_set(before: str, named: str, component: Component, vocabulary: Vocabulary) -> str:
    """The field of the sets whose size a count says, when ``before`` it the sets are counted by ``named``,
    words that give a size between them ("6 speed decks of 15 cards", "4 frames of 8 frame strips": the cards of
    each colour's deck, the strips of each player's frame), else ""."""
    by = sets_by(component, vocabulary.language)
    at = before.lower().rfind(named)
    if not by or not named or at < 0 or not _said_of(named, before, vocabulary.language):
        return ""
    return by if re.search(rf"(?:\b\d+|{PRINTED})\s+(?:[^\W\d_]+\s+){{0,2}}$", before[:at]) else ""


def _word_before(text: str, name: str) -> str:
    """The word right before the last ``name`` in ``text``, in lower case ("verdant" of "the Verdant deck")."""
    at = text.lower().rfind(name)
    words = re.findall(r"[^\W\d_]+", text[: max(at, 0)].lower())
    return words[-1] if words else ""


def _of_a_part(language: Language, text: str, at: int) -> re.Match | None:
    """What says the count at ``at`` is of a part ("of their colour", "per player"); None when it says how the
    pieces are kept instead ("in their order", "in a stack": the whole, kept so)."""
    return None if language.manner.match(text, at) else language.of_a_part.match(text, at)


def _options(vocabulary: Vocabulary, found: re.Match) -> list[Counted]:
    """What the name ``found`` holds may count: one group of each component that has the name, or of those
    its pieces' noun said with it names ("une carte Nécromancien": the deck's, not the standee of that name)."""
    options = vocabulary.names[" ".join(found.group("name").lower().split())]
    noun = found.groupdict().get("before") or found.group("after")  # "before" where the noun may come first
    if noun and len(options) > 1:
        said = stemmed(noun.lower(), vocabulary.language)
        return [option for option in options if said in vocabulary.nouns[option.component.id]] or options
    return options


def _look_back(text: str, at: int) -> int:
    """Where the searches for what stands right before ``text[at]`` start: LOOK_BACK characters back (their
    matches end at ``at`` and are far shorter), and further over whitespace there, so a section's length
    does not multiply the work of each count in it."""
    back = max(0, at - LOOK_BACK)
    while back and text[back - 1].isspace():
        back -= 1
    return back


def _said_of(name: str, before: str, language: Language) -> bool:
    """Is a count said of ``name``: named just before it, in the same clause, by words that give a
    size ("the deck (16 cards", "a deck of 104 cards", "the deck, which holds sixteen cards"), not
    a sentence earlier ("Shuffle the deck. Draw 3 cards") or by a verb that deals some out
    ("shuffle the deck and deal two cards")? A count right after the name, nothing between, is what is given
    to it, not its size: "deal each player 2 cards" of a deck whose id is ``player``."""
    at = before.lower().rfind(name)
    if at < 0 or language.each_part.search(before[:at]):
        return False
    if language.before_name and not language.before_name.search(before[:at]):
        return False  # "chaque joueur pioche 5 cartes": the verb, not the component
    gap = before[at + len(name) :]
    words = re.findall(r"[^\W\d_]+", gap.lower())
    return (
        bool(gap.strip())
        and not re.search(r"[.;!?]", gap)
        and len(words) <= GAP_WORDS
        and set(words) <= language.says_size
    )


def _part_field(options: list[Counted], word: str, language: Language) -> str:
    """The field ``word`` names a part by in every one of ``options``, or ""."""
    fields = {option.part_field(word, language.stem) for option in options}
    return fields.pop() if len(fields) == 1 else ""


def _place(text: str, at: int, vocabulary: Vocabulary) -> tuple[bool, Component | None, int]:
    """Whether ``text`` names a place at ``at`` ("in the labyrinth deck", "of the supply are", "in the
    river"), the component it names if any, and where that ends."""
    where = vocabulary.language.somewhere.match(text, at)
    mentions = vocabulary.mentions
    if not where:
        return False, None, at
    first, last = (where.group("first") or "").lower(), where.group("last").lower()
    for words, end in ((f"{first} {last}", where.end()), (first, where.end("first")), (last, where.end())):
        if words in mentions:
            return True, mentions[words], end
        if words in vocabulary.language.whole_game:
            return False, None, end  # "in the game": all of it
    return True, None, where.end()


def _meant(
    options: list[Counted],
    text: str,
    start: int,
    end: int,
    named: list[tuple[int, Component]],
    vocabulary: Vocabulary,
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
    right_after = [_place(text, end, vocabulary)[1]]
    before = [c for at, c in reversed(named) if sentence <= at < start]
    later = [c for at, c in named if end <= at < stop]
    earlier = [c for at, c in reversed(named) if paragraph <= at < sentence]
    for component in [*right_after, *before, *later, *earlier]:
        if component is not None and component.id in mine:
            return [mine[component.id]]
    return options

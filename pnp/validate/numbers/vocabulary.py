"""What rule text may count, and the words and patterns it is said with: a game's :class:`Vocabulary`.

Everything counted is a :class:`Counted`: a component's pieces, all of them (its whole) or a group
of them, or a data table's rows, with the Jinja that lists them. Rule text counts one by its name (a
component's title or inventory noun, an entry's title, an inventory group, a data table's id), or counts a
component's pieces by their noun beside a word that names the component ("the deck has 16 cards"), in the
game's language.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from pnp.core.numerals import InDigits
from pnp.core.plural import name_counted, plural_of, singular_of
from pnp.core.yamlio import LocatedDict
from pnp.model import Component, Game, Item
from pnp.validate.numbers.language import NOTHING, Language

PRINTED = "\ue000"  # where a Jinja expression prints something: "({{ n }} cards: 5 Right Path, …"
NOT_PARTS = frozenset({"id", "title", "text", "count", "copy", "component"})  # fields no one counts by

Says = tuple[int | None, str, str]  # a count's value (None: none is right), the fact, the Jinja that prints it


@dataclass(frozen=True)
class Counted:
    """Pieces of one component that rule text may count: all of them (``whole``: "track tiles", "16
    cards" of the deck), an entry's copies ("Room") or a group of its inventory ("trumps"); or the rows of a
    data table, whole, whose ``component`` stands for the table (:func:`_tables`)."""

    component: Component
    name: str
    pieces: tuple[Item | Mapping, ...]
    selects: str  # the Jinja list of them: "components.deck.cards | selectattr('kind', 'eq', 'room') | list"
    whole: bool = False
    generic: bool = False  # named by its kind's noun alone ("tiles"), as the game's only component of that kind
    sets_by: str = ""  # the field its title's sets are made by ("6 speed decks", one for each colour), or ""
    shown: str = ""  # what findings call them where rule text names them otherwise (Animals, read as "animal cards")

    def says(self, part: str = "") -> Says:
        """(value, fact, Jinja) of the count, or of the count of each ``part`` (a field): None for the
        value when the parts differ."""
        if self.sets_by and not part:  # its title counts its sets, one for each value of the field
            count = len({str(piece[self.sets_by]) for piece in self.pieces if self.sets_by in piece})
            fact = f"there are {count} {self.name}, one for each {self.sets_by}"
            return count, fact, f"{self.selects} | map(attribute='{self.sets_by}') | unique | list | length"
        if not part:
            count = len(self.pieces)
            return count, f"{self.component.title} has {count} {self._what(count)}", f"{self.selects} | length"
        having = [piece for piece in self.pieces if part in piece]  # not a deck's jokers or trumps, of no suit
        parts = Counter(str(_part_of(piece[part])) for piece in having)
        first, value = next(iter(parts.items()))
        written = next(_part_of(piece[part]) for piece in having if str(_part_of(piece[part])) == first)
        attribute = f"{part}.id" if isinstance(having[0][part], Mapping) else part
        selects = (
            self.selects if len(having) == len(self.pieces) else f"{self.selects} | selectattr('{part}', 'defined')"
        )
        expression = f"{selects} | selectattr('{attribute}', 'eq', {jinja_value(written)}) | list | length"
        if len(set(parts.values())) == 1:
            return value, f"{self.component.title} has {value} {self._what(value)} for each {part}", expression
        each = ", ".join(f"{n} of {v}" for v, n in parts.items())
        return None, f"{self.component.title} has {self._what(2)} in numbers that differ by {part} ({each})", expression

    def _what(self, count: int) -> str:
        """What ``count`` of them are called: the pieces' plural of a whole, else the name, plural where it
        names the pieces by their noun ("12 red tokens")."""
        if self.whole:
            singular = self.component.nouns[0]
            if count == 1 and singular:  # "Board has 1 board", not "1 boards"
                return singular
            return _inventory_plural(self.component) or self.component.plural
        return name_counted(count, self.shown or self.name, self.component.nouns, self.component.language)

    def part_field(self, word: str, stem: Callable[[str], str]) -> str:
        """The field a part is named by ("player" for "each player" or "their colour" when the inventory's
        label is "player colours"; words as ``stem`` makes them alike), or "" when the pieces have no such field.
        Pieces that leave it out are of no part (a deck's jokers, of no suit)."""
        word = stem(word)
        if not all(isinstance(piece, Mapping) for piece in self.pieces):
            return ""  # a data table of plain values: no field
        spec = self.component.spec.get("inventory") or {}
        fields = dict.fromkeys(field for piece in self.pieces for field in piece)  # in order: one answer
        for field in [field for field in fields if field not in NOT_PARTS]:
            if not all(isinstance(_part_of(piece[field]), str | int) for piece in self.pieces if field in piece):
                continue
            label = str(spec.get("label", "")) if spec.get("by") == field else ""
            if word in {stem(w) for w in [field, *label.split()]}:
                return field
        return ""


def _part_of(value: Any) -> Any:
    """The part a piece's field names: a row the field keeps whole (``player: "{{ p }}"`` of a generated source,
    for the face to read its colours) by its id."""
    if isinstance(value, Mapping) and isinstance(value.get("id"), str):
        return value["id"]
    return value


@dataclass(frozen=True)
class Beside:
    """A component's pieces counted by their noun beside a word that names the component: ``pattern``'s
    group ``n`` is the number; group ``at``, when there is one, is the part written as it is in the
    source (no markup between its words), by which the finding's line is found."""

    pattern: re.Pattern
    named: str  # a word that must come shortly before (the component's name), or "" when the pattern holds it
    whole: Counted
    not_after: frozenset[str] = frozenset()  # words that, right before ``named``, make it another name


@dataclass(frozen=True)
class Vocabulary:
    """How a game's rule text says what it counts, made once for all its sections: each component's
    pieces counted beside its name, the names counted that rule text holds, the words that name a
    component, and the patterns made of them, in the language it is written in."""

    language: Language
    beside: tuple[Beside, ...]
    names: dict[str, list[Counted]]
    mentions: dict[str, Component]
    nouns: dict[str, frozenset[str]]  # by component id: the nouns that name its pieces, as its language stems them
    item: re.Pattern  # a count and the name it counts: "60 track tiles", "5 Right Path cards"
    in_brackets: re.Pattern  # "Room (4 in the deck)"
    totals: re.Pattern  # a total before the list of counts it holds: "174 cards: "
    mention: re.Pattern  # a component named: "the supply", "deck"

    @classmethod
    def of(cls, game: Game, read: str, language: Language) -> Vocabulary:
        """The vocabulary of rule text ``read`` (all of it as read, in lower case) in ``language``."""
        wholes = [
            Counted(
                component,
                component.title,
                tuple(component.pieces),
                f"{jinja_of('components', component.id)}.cards",
                whole=True,
            )
            for component in game.components
            if component.plural and component.pieces
        ]
        names = _names(wholes, read, language)
        tables = [*_tables(game, language), *_booklet_sets(game, language)]
        for table in tables:  # a name a component's pieces have is theirs: what is printed ("trains" of tokens)
            key = _key(table.name, language)
            if key in read and key not in names and not language.player_title.fullmatch(f"2 {key}"):
                names[key] = [table]  # not "the 4 players", who are people, of a table of player colours
        called = _called(game, language)
        mentions = {c.title.lower(): c for c in game.components}
        for c in game.components:
            mentions.setdefault(called[c.id], c)
        also = _called_by_id(game, mentions, language)
        for deck_id, deck in _the_only_deck(game, mentions, language).items():
            also[deck_id] = (*also.get(deck_id, ()), *deck)
        mentions.update({name: c for c in game.components for name in also.get(c.id, ())})
        nouns = {language.nouns.get(c.plural, c.plural) for c in game.components if c.plural}
        nouns |= {language.head(c.title) for c in game.components}
        nouns |= {key for key, counted in names.items() if counted[0].whole}
        phrase = _phrase(names, nouns, language)
        besides = [
            beside
            for whole in wholes
            for name in _beside_names(whole.component, called[whole.component.id], also.get(whole.component.id, ()))
            for beside in _beside(whole, name, language, _words_before(name, whole.component, game))
        ]
        return cls(
            language,
            (*besides, *_shared_besides(wholes, language)),
            names,
            mentions,
            {
                **{c.id: _nouns_of(c, language) for c in game.components if c.plural},
                **{t.component.id: frozenset({stemmed(t.name, language)}) for t in tables},
            },
            re.compile(rf"(?P<n>\d+|{PRINTED}{_ones(language)})\s+{phrase}", re.I) if names else NOTHING,
            re.compile(rf"{phrase}\W{{1,4}}\((?P<n>\d+){language.in_brackets}", re.I) if names else NOTHING,
            re.compile(rf"(?:\d+|{PRINTED})\s+(?:{'|'.join(map(re.escape, nouns))})\s*[:(]\s*$", re.I),
            re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(mentions, key=len, reverse=True)))})\b", re.I),
        )


def _beside_names(component: Component, called: str, also: tuple[str, ...]) -> tuple[str, ...]:
    """The names rule text counts ``component``'s pieces beside: what it is ``called``, ``also`` (its id as
    words), and its whole title where that does not end with what it is called: in French the head word is
    the first, but "la grande pioche contient 4 cartes" of a Grande pioche is said of its whole title ("grande"
    alone, before "pioche", says no size)."""
    title = component.title.lower()
    return (called, *also, *((title,) if not title.endswith(called) else ()))


def _beside(
    whole: Counted, name: str, language: Language, not_after: frozenset[str] = frozenset(), plural: str = ""
) -> Iterator[Beside]:
    """The patterns of a component's pieces counted beside its ``name`` ("the deck has 16 cards"), not where
    one of the words ``not_after`` comes right before it; the pieces are called ``plural``, else by their kind's
    noun."""
    plural = plural or whole.component.plural  # "cards"
    for pattern, named in language.besides(language.nouns.get(plural, plural), name):
        yield Beside(pattern, name, whole, not_after) if named else Beside(pattern, "", whole)


def _words_before(name: str, component: Component, game: Game) -> frozenset[str]:
    """The words right before ``name`` in the other components' titles ("quest" of "Quest deck" for a
    component titled "Deck"): "the quest deck has 4 cards" counts the quest deck, not the deck."""
    ending = re.compile(rf"([^\W\d_]+)\W+{re.escape(name)}$")
    found = (ending.search(other.title.lower()) for other in game.components if other is not component)
    return frozenset(match.group(1) for match in found if match)


def _shared_besides(wholes: list[Counted], language: Language) -> Iterator[Beside]:
    """The pieces of components whose titles share a head word and their count, counted beside that word
    alone: "each deck has 40 cards" of a Verdant deck and an Ember deck of 40 cards each (said of the
    first). Not where a word of their titles stands right before it ("the verdant deck": its own title's
    pattern reads that), nor where their counts differ (a starter deck is not the market deck)."""
    sharing: dict[str, list[Counted]] = {}
    for whole in wholes:
        sharing.setdefault(language.stem(language.head(whole.component.title)), []).append(whole)
    for group in sharing.values():
        if len(group) < 2 or len({(len(w.pieces), w.component.plural) for w in group}) > 1:
            continue
        first = group[0]
        modifiers = frozenset(word for w in group for word in w.component.title.lower().split())
        head = language.head(first.component.title).lower()
        called = {_inventory_plural(w.component) for w in group}  # "each deck has 30 spells" of spell cards
        for plural in ("", *(called - {""} if len(called) == 1 else ())):
            for beside in _beside(first, head, language, plural=plural):
                yield Beside(beside.pattern, beside.named, beside.whole, modifiers - {head})


def _names(wholes: list[Counted], read: str, language: Language) -> dict[str, list[Counted]]:
    """What each name rule text may count names, in every component that has it (each of ``wholes``):
    a component's title, inventory noun and :func:`_kind_names`, its entries' titles, its inventory's groups.
    Only names ``read`` (all rule text as read, in lower case) holds: a deck of a hundred titles is one long
    pattern else."""
    names: dict[str, list[Counted]] = {}
    # the components whose pieces are called by their kind's noun: a deck of score sheets (noun: score sheet)
    # leaves "the 32 cards" to the player cards beside it
    kinds = Counter(whole.component.plural for whole in wholes if _called_by_kind(whole.component, language))
    heads = Counter(  # the head words that call pieces: a deck of player boards and a game board share "boards"
        word
        for whole in wholes
        for word in {
            language.head(_inventory_plural(whole.component) or whole.component.plural),
            language.nouns.get(whole.component.plural, whole.component.plural).lower(),
        }
    )
    for whole in wholes:
        component, cards = whole.component, whole.selects
        spec = component.spec.get("inventory") or {}
        found = [replace(whole, sets_by=sets_by(component, language))]
        kind = language.nouns.get(component.plural, component.plural)
        if plural := _inventory_plural(component):
            found.append(Counted(component, plural, tuple(component.pieces), cards, whole=True))
        # the game's only tiles: "the 72 tiles" of Land tiles; its only dice, "the 13 dice" of hoard dice too
        if kinds[component.plural] == 1 and (not plural or language.head(plural) == kind.lower() != plural.lower()):
            found.append(Counted(component, kind, tuple(component.pieces), cards, whole=True, generic=True))
        # its noun's head word alone, said as the kind's noun is: "there are 24 boards" of player boards
        if plural and (head := language.head(plural)) not in (plural.lower(), kind.lower()) and heads[head] == 1:
            found.append(Counted(component, head, tuple(component.pieces), cards, whole=True, generic=True))
        found += [Counted(component, name, whole.pieces, cards, True) for name in _kind_names(component, language)]
        for title, pieces in _grouped(component.pieces, lambda piece: piece.title).items():
            selects = f"{cards} | selectattr('title', 'eq', {jinja_value(title)}) | list"
            found.append(Counted(component, title, pieces, selects))
        if "by" in spec:
            by = str(spec["by"])
            for value, pieces in _grouped(
                (p for p in component.pieces if by in p), lambda p, by=by: str(p.get(by))
            ).items():
                name = str((spec.get("names") or {}).get(value, value.replace("-", " ")))
                selects = f"{cards} | selectattr('{by}', 'eq', {jinja_value(pieces[0].get(by))}) | list"
                found.append(Counted(component, name, pieces, selects))
                printed = name_counted(2, name, component.nouns, component.language)
                if printed != name:  # "42 power plant cards", as the component list prints the group: its name,
                    found.insert(0, Counted(component, printed, pieces, selects))  # not the title that reads alike
                if modifier := _modifier(name, language):  # "the 6 animal cards" of a group named Animals
                    found.append(Counted(component, modifier, pieces, selects, shown=name))
        for counted in found:
            key = _key(counted.name, language)
            if key in read and all(other.component is not component for other in names.get(key, [])):
                names.setdefault(key, []).append(counted)  # an entry's title first, when a group has it too
    return names


def _modifier(name: str, language: Language) -> str | None:
    """The word an English group named in the plural is when it says what its pieces are: 'animal' of Animals
    ("the 6 animal cards"); None for a name of several words or in the singular."""
    singular = singular_of(name)
    if language.code != "en" or " " in name or singular == name or plural_of(singular, "en") != name:
        return None
    return singular


def _key(name: str, language: Language) -> str:
    """A name as rule text is read: its numbers in digits, in lower case, one space between its words."""
    return " ".join(InDigits.of(name, language.numerals).text.lower().split())


def _tables(game: Game, language: Language) -> Iterator[Counted]:
    """Each data table of game.yaml with rows, counted whole, as a component is: by its id as words
    ("territories") and its ``title:``; its count is its rows, printed by
    ``data.<id> | length`` ("the 24 territories" of a table of 24 rows). A stand-in component names it in the
    findings ("game.yaml's data table 'territories' has 24 rows"). :meth:`Vocabulary.of` reads a name of it only
    where no component's pieces are called so, and never the words for players (how many play)."""
    titles = {spec.get("id"): spec.get("title") for spec in game.manifest.get("data") or [] if isinstance(spec, dict)}
    for table_id, rows in game.data.items():
        if not rows:
            continue
        table = Component(
            f"data.{table_id}",
            "data",
            f"game.yaml's data table '{table_id}'",
            LocatedDict(),
            game.manifest_path,
            plural="rows",
            nouns=("row", "rows"),
            language=language.code,
        )
        words = table_id.replace("-", " ").replace("_", " ")
        title = titles.get(table_id)
        selects = jinja_of("data", table_id)
        # not its singular: "one colour" of "take 2 gems of one colour" is an amount, and a table of one row is rare
        for name in dict.fromkeys([words, *([title] if isinstance(title, str) else [])]):
            yield Counted(table, name, tuple(rows), selects, whole=True)


def _booklet_sets(game: Game, language: Language) -> Iterator[Counted]:
    """The booklets each ``for:`` rulebook makes, one a row, counted whole by their ``inventory: noun:`` ("the 8
    character dossiers"): their count is the rows, printed by the ``for:``'s list ``| length``. A stand-in component
    names them in the findings ("rulebook 'dossier' (for:) has 8 character dossiers"); without a noun they are not
    read."""
    sets: dict[int, list[Component]] = {}
    for component in game.components:
        if component.made_from is not None:
            sets.setdefault(id(component.made_from), []).append(component)
    for booklets in sets.values():
        spec = booklets[0].made_from
        noun = (spec.get("inventory") or {}).get("noun") if spec is not None else None
        if not isinstance(noun, str) or not noun.strip():
            continue
        plural = plural_of(noun, language.code)
        stand_in = Component(
            f"rulebook '{spec.get('id')}' (for:)",
            "rulebook",
            f"rulebook '{spec.get('id')}' (for:)",
            LocatedDict(),
            game.manifest_path,
            plural=plural,
            nouns=(noun, plural),
            language=language.code,
        )
        (source,) = spec["for"].values()
        rows = tuple(row for booklet in booklets for row in booklet.row.values())
        yield Counted(stand_in, plural, rows, str(source).strip(), whole=True)


def sets_by(component: Component, language: Language) -> str:
    """The field whose values make the sets a component's title counts, or "": a deck of every player's cards,
    titled "Speed decks", its ``inventory:`` ``by: colour``, is one speed deck for each colour, so "6 speed decks"
    counts its colours, and "6 speed decks of 15 cards" the cards of each. So when its title's head word is in
    the plural and is no word its pieces are called by (its kind's, its ``inventory:`` noun's): a title that
    names the pieces ("Weather tiles", "Cars" of car standees) counts them, and one in the singular
    ("Labyrinth deck") is one deck."""
    by = (component.spec.get("inventory") or {}).get("by")
    if not by or not component.plural:
        return ""
    spec = component.spec["inventory"]
    kind = language.nouns.get(component.plural, component.plural)
    nouns = (kind, str(spec.get("noun", "")), str(spec.get("plural", "")))
    pieces_called = {language.stem(language.head(noun)) for noun in nouns if noun}
    head = language.head(component.title)
    return "" if language.stem(head) in pieces_called or language.stem(head) == head else str(by)


def _called_by_kind(component: Component, language: Language) -> bool:
    """Whether ``component``'s pieces are called by its kind's noun: its ``inventory:`` names none, or one whose
    head word is the kind's (``noun: hoard die``), not a noun of their own (``noun: score sheet``)."""
    plural = _inventory_plural(component)
    return not plural or language.head(plural).lower() == language.nouns.get(component.plural, component.plural).lower()


def _inventory_plural(component: Component) -> str:
    """What its ``inventory:`` calls several of the component's pieces ("discs" of ``{noun: disc}``); empty
    when it names none (the kind's noun is theirs: "tokens")."""
    spec = component.spec.get("inventory") or {}
    if "noun" not in spec and "plural" not in spec:
        return ""
    return str(spec.get("plural", plural_of(str(spec.get("noun")), component.language)))


def _kind_names(component: Component, language: Language) -> list[str]:
    """The component named by its title less the title's head word, or by its id, and its kind's noun, as one
    would say its pieces: "market cards" of a deck titled "Market deck" or of id ``market``, "starter cards" of
    "Starter decks", "trap tokens" of tokens titled "Traps" ("cartes marché" in French)."""
    noun = language.nouns.get(component.plural, component.plural).lower()
    words = component.title.lower().split()
    named = (words[1:] if language.head_first else words[:-1]) or words
    names = []
    for modifier in dict.fromkeys([" ".join(named), component.id.replace("-", " ")]):
        for form in dict.fromkeys([modifier, stemmed(modifier, language)]):
            if form and stemmed(form, language) != stemmed(noun, language):  # not "tiles tiles" of id tiles
                names.append(f"{noun} {form}" if language.head_first else f"{form} {noun}")
    return names


def jinja_of(root: str, key: str) -> str:
    """``root.key`` as Jinja reads it: ``components.deck``, but ``components['train-pieces']``, whose hyphen
    Jinja would read as a minus."""
    return f"{root}.{key}" if key.isidentifier() else f"{root}['{key}']"


def jinja_value(value: Any) -> str:
    """``value`` as Jinja writes it, so that a selection suggested to the designer finds it: a number as digits
    (``selectattr('value', 'eq', 3)``: '3' in quotes would select no coin of value 3), a flag as true or false,
    anything else as text in quotes: in double quotes when it holds an apostrophe ("Queen's Guard", which
    single quotes would end at its apostrophe), else in single quotes, any of them escaped."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    text = str(value)
    if "'" in text and '"' not in text:
        return f'"{text}"'
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _grouped(pieces: Iterable[Item], key: Callable[[Item], str]) -> dict[str, tuple[Item, ...]]:
    """The pieces by ``key``, in the order each key first comes (one pass: a deck may have thousands of titles)."""
    groups: dict[str, list[Item]] = {}
    for piece in pieces:
        groups.setdefault(key(piece), []).append(piece)
    return {name: tuple(group) for name, group in groups.items()}


def _nouns_of(component: Component, language: Language) -> frozenset[str]:
    """The nouns that name one of ``component``'s pieces, each as :func:`stemmed`: its kind's word in the
    language ("cartes", "figurines"), the head of its title, its inventory noun and plural."""
    spec = component.spec.get("inventory") or {}
    words = (language.nouns.get(component.plural, component.plural), language.head(component.title))
    words += (str(spec.get("noun", "")), str(spec.get("plural", "")))
    return frozenset(stemmed(word, language) for word in words if word)


def stemmed(noun: str, language: Language) -> str:
    """``noun`` with each of its words as ``language`` stems them: "cartes Monstre" and "carte monstre" alike."""
    return " ".join(language.stem(word) for word in noun.split())


def _called(game: Game, language: Language) -> dict[str, str]:
    """What rule text calls each component by id, in lower case: its title's head word (its last, in French
    its first) where no other component's title has it, in the singular or the plural ("deck", "supply",
    "pioche"), else its whole title: "Market deck" beside "Starter decks" is the "market deck", since "a
    starter deck of 10 cards" says "deck" too."""
    heads = Counter(language.stem(language.head(c.title)) for c in game.components)
    return {
        c.id: language.head(c.title) if heads[language.stem(language.head(c.title))] == 1 else c.title.lower()
        for c in game.components
    }


def _the_only_deck(game: Game, mentions: dict[str, Component], language: Language) -> dict[str, tuple[str, ...]]:
    """ "the deck" in English rule text: the game's only deck of cards, whatever its title says ("Role cards"),
    where no component is called so ("the deck holds 19 role cards"). A deck of sheets to write on (``noun:
    score sheet``) is none, and two decks leave "the deck" to neither."""
    if language.code != "en" or "deck" in mentions:
        return {}
    decks = [c for c in game.components if c.plural == "cards" and _called_by_kind(c, language)]
    return {decks[0].id: ("deck",)} if len(decks) == 1 else {}


def _called_by_id(game: Game, mentions: dict[str, Component], language: Language) -> dict[str, tuple[str, ...]]:
    """What rule text may also call a component by: its id, as words ("deck" of a deck titled "Tidepool
    cards", whose head word is "cards"), where no component's title says it and no title's head word is it,
    singular or plural (a "Market deck" of id ``deck`` beside "Starter decks": "a starter deck of 10 cards"
    names neither)."""
    heads = {language.stem(language.head(c.title)) for c in game.components}
    return {
        c.id: (words,)
        for c in game.components
        if (words := c.id.replace("-", " ")) not in mentions and language.stem(words) not in heads
    }


def _phrase(names: dict[str, list[Counted]], nouns: set[str], language: Language) -> str:
    """A regex for a name rule text counts, as ``language`` says it (its endings, its pieces' noun after the
    name, group ``after``, or before it too, group ``before``): "Room", "rooms", "Room cards", "green trap
    tents", "cartes Salle", "Raum-Karten" (but "cartes Action" is the name, when it is one, not the noun and a
    name "Action")."""
    alternatives = _either(sorted(names, key=len, reverse=True))
    nouns_ = _either(sorted(nouns, key=len, reverse=True))
    before = ""
    if language.head_first:  # the noun before the name, as one piece too after "une": "une carte Salle"
        named = [name for name in names if len(name.split()) > 1 and name.split()[0] in nouns]
        whole = rf"(?!(?:{_either(named)}){language.endings}(?!\w))" if named else ""
        singular = {language.stem(noun) for noun in nouns} if language.ones else set()
        before = rf"(?:{whole}(?P<before>{_either(sorted(nouns | singular, key=len, reverse=True))})\s+)?"
    return rf"{before}(?P<name>{alternatives}){language.endings}(?:{language.joins}(?P<after>{nouns_}))?(?!\w)"


def _ones(language: Language) -> str:
    """The alternatives a bare "one" adds to the numbers a count is said with: "|un|une", or ""."""
    return "".join(rf"|\b{re.escape(word)}\b" for word in sorted(language.ones, key=len, reverse=True))


def _either(phrases: list[str]) -> str:
    """A regex alternation of ``phrases``, any run of spaces between their words."""
    return "|".join(r"\s+".join(map(re.escape, phrase.split())) for phrase in phrases)

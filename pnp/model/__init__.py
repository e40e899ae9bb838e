"""The content model that loading produces and every later stage reads: games, components, items."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from pnp.core import textsyntax
from pnp.core.color import ColourError
from pnp.core.expr import ExpressionError
from pnp.core.filters import UnknownIdError, UnreadEntries
from pnp.core.findings import READ_CAUSE, Findings, Location
from pnp.core.limits import DEFAULT_LIMITS, Limits
from pnp.core.numbering import Numbering, number_rulebooks
from pnp.core.papers import home_papers
from pnp.core.words import Words
from pnp.core.words import of_game as words_of
from pnp.core.yamlio import LocatedDict, LocatedList, key_written_as, written_as


@dataclass(frozen=True)
class IconDrawn:
    """Where the game first names an icon a piece prints (the entry's field, else the template's line), what draws
    it there, and the element that draws it with its ``name:`` line: the legend check's places to point at."""

    where: Location
    drawn_by: str
    element: str
    element_at: Location


class Item(LocatedDict):
    """One entry of a component's source (a card, a tile, a token...): its fields as a mapping.

    Printed copies carry two computed keys: ``copy`` (1-based) and ``component`` (its id).
    Templates and checks read it as ``card.title``, ``card.kind``... (``item`` works too).
    """

    optional: frozenset[str] = frozenset()  # fields it may leave out, as most entries of its component do
    # every field an entry of its component may have (declared, written, or every entry's own): ``.get`` of
    # another name always gives its default, so a name near one of these is a slip (pnp.core.expr)
    known: frozenset[str] = frozenset()

    @property
    def id(self) -> str:
        return str(self["id"])

    @property
    def title(self) -> str:
        return str(self.get("title", self.get("id", "")))

    @property
    def count(self) -> int:
        return int(self.get("count", 1))

    @classmethod
    def from_fields(cls, fields: dict[str, Any], source: Any) -> Item:
        item = cls(fields)
        item.loc = getattr(source, "loc", None)
        item.key_lines = dict(getattr(source, "key_lines", {}))
        item.key_files = dict(getattr(source, "key_files", {}))
        item.block_starts = dict(getattr(source, "block_starts", {}))
        item.key_columns = dict(getattr(source, "key_columns", {}))
        item.rule_keys = getattr(source, "rule_keys", frozenset())
        item.made_by = getattr(source, "made_by", None)
        item.made_from = getattr(source, "made_from", ())
        item.optional = getattr(source, "optional", frozenset())
        item.known = getattr(source, "known", frozenset())
        return item

    def copy_number(self, number: int, component: str) -> Item:
        return Item.from_fields({**self, "copy": number, "component": component}, self)


class DataTables(dict[str, LocatedList]):
    """A game's data tables by id, knowing those that game.yaml declares but that could not be loaded
    (their own findings say why): what reads one of them waits, so that one slip is one finding."""

    holds = "data table"  # what a name it lacks is said to be no one of: "no data table 'good'", not "no field"

    def __init__(self) -> None:
        super().__init__()
        self.broken: set[str] = set()
        self.refused = False  # game.yaml's data: refused whole (data: {scores: scores.yaml}, said): every read waits


def misnamed_cause(missing: tuple[Any, str] | None) -> str | None:
    """The one cause of every expression reading a component or a data table the game does not have
    (``data.good`` for goods, read by three elements): said once, at the first place, with the others listed."""
    if missing is None or not isinstance(missing[0], DataTables | Components):
        return None
    return f"{READ_CAUSE}no {missing[0].holds} '{missing[1]}'"


def reads_broken_table(missing: tuple[Mapping, str] | None) -> bool:
    """Whether an expression failed for reading a data table that could not be loaded, or a key of game.yaml
    whose value its schema refused (``players: 5-10``, left out): their own findings say it."""
    if missing is None:
        return False
    mapping, key = missing
    if isinstance(mapping, DataTables):
        return mapping.refused or key in mapping.broken
    return isinstance(mapping, LocatedDict) and key in mapping.refused


@dataclass
class Component:
    id: str
    kind: str
    title: str
    spec: LocatedDict
    source: Path
    entries: list[Item] = field(default_factory=list)
    sections: list[LocatedDict] = field(default_factory=list)  # documents (rulebooks)
    numbered: str = ""  # how pnp numbers a rulebook's sections, "1" or "1.0"; "": it does not (pnp.core.numbering)
    sets: dict[str, Any] = field(default_factory=dict)  # the named lists a generated source is made from
    readable: bool = True  # False when its source could not be read: later stages leave it alone
    rejected: list[LocatedDict] = field(default_factory=list)  # entries whose fields are wrong (reported)
    plural: str = ""  # what its pieces are called: "cards", "tiles"... (empty for documents)
    nouns: tuple[str, str] = ("", "")  # one and several of its pieces in the game's words ("sun card", "sun cards")
    language: str = "en"  # its game's language: (a noun's plural where its inventory: gives none)
    shown_only: bool = False  # its pieces are only shown (rulebook figures, piece elements): none is a game's piece
    row: dict[str, Any] = field(default_factory=dict)  # a booklet made for a table's row (for:): its name and the row
    made_from: LocatedDict | None = None  # that booklet's entry in game.yaml, which its siblings share

    @cached_property
    def pieces(self) -> list[Item]:
        """Every physical copy, in source order (built once, after loading)."""
        if isinstance(self.entries, UnreadEntries):  # a component game.yaml could not give a source: none, waiting
            return UnreadEntries()
        return [entry.copy_number(n, self.id) for entry in self.entries for n in range(1, entry.count + 1)]

    @property
    def cards(self) -> list[Item]:
        """The name templates and checks of card games use for :attr:`pieces`."""
        return self.pieces

    @property
    def kicker(self) -> str:
        """The line over a rulebook's title: its own title, when it has one. A section titled so prints no heading
        (and, in rules pnp numbers, takes no number)."""
        return self.title if self.title != self.id else ""

    @property
    def location(self) -> Location:
        return self.spec.loc

    def report_missing_field(
        self,
        missing: tuple[Mapping, str] | None,
        findings: Findings,
        read_at: Location | None = None,
        in_a_check: bool = False,
    ) -> bool:
        """When an expression read a field that one of this component's entries lacks but its other
        entries have, that entry is to be completed, not the template, check or rule that read it:
        one ``field-missing`` finding there, however many read it, naming where it is read (``read_at``,
        the first reader's line), where it is read as optional if the entry may leave it out (``in_a_check``: a
        declared check, which selects the entries that have it rather than printing nothing). False for
        anything else (a typo, which the caller reports where it is written)."""
        if reads_broken_table(missing):
            return True  # the table's own finding says it
        if missing is None:
            return False
        entry, name = missing
        if not isinstance(entry, Item) or entry.loc is None or not any(name in other for other in self.entries):
            return False
        if name in entry.optional:
            return False  # the entries that leave it out are right: the reader is to read it as optional
        if findings.error_at(replace(entry.loc, column=None), "schema", any_column=True):
            return True  # its row refused by another component of the same file (a cell it requires is empty)
        allow = (
            f"let the check that reads it pass over the entries without it (select them first, "
            f"selectattr('{name}', 'defined'){_at(read_at, entry.loc)})"
            if in_a_check
            else f"let what reads it print nothing when it is missing (write .get('{name}', '') where it is "
            f"read{_at(read_at, entry.loc)})"
        )
        # every entry without it, not only the one a reader stopped at (a rules table's loop stops at the first):
        # a column left empty in many rows is one finding listing them
        for lacking in [entry, *(other for other in self.entries if other is not entry and _lacks(other, name))]:
            findings.error(
                "field-missing",
                lacking.loc,
                f"{self.title}: '{lacking.id}' has no field '{name}', which its other entries have; add it (in a "
                f"spreadsheet, fill its cell), or, if it may be left out, {allow}",
                cause=f"{lacking.loc.file}:{name}",
            )
        return True

    def line_of(self, key: str) -> Location:
        return self.spec.line_of(key)


def _lacks(entry: Any, name: str) -> bool:
    """Whether ``entry`` is an entry written without field ``name`` that it was not left out of on purpose."""
    return isinstance(entry, Item) and entry.loc is not None and name not in entry and name not in entry.optional


class Components(dict[str, "Component"]):
    """A game's components by id, as checks, templates and rule text read them (``components.deck``)."""

    holds = "component"  # a name it lacks is "no component 'contract'; did you mean 'contracts'?", not "no field"


def _at(read_at: Location | None, entry: Location) -> str:
    """Where a field is read, said after "where it is read": its file's name, and its line."""
    if read_at is None:
        return ""
    return f", {read_at.file.name if read_at.file != entry.file else 'this file'}:{read_at.line}"


@dataclass(frozen=True)
class IconMeaning:
    """One entry of a game's icon legend: icons that share a meaning, and the meaning."""

    icons: tuple[str, ...]
    meaning: str
    source: LocatedDict


@dataclass
class Game:
    slug: str
    root: Path
    manifest: LocatedDict
    components: list[Component] = field(default_factory=list)
    data: DataTables = field(default_factory=DataTables)
    unreadable: set[Path] = field(default_factory=set)  # files that failed to load
    sources: set[Path] = field(default_factory=set)  # every file of content/ it names, read or not (pnp.cache)
    limits: Limits = DEFAULT_LIMITS
    legend: list[IconMeaning] | None = None  # from icons/legend.yaml, if the game has one
    unusable: dict[str, Component] = field(default_factory=dict)  # components: entries too broken to load (reported)
    fields_slipped: set[str] = field(default_factory=set)  # components whose fields: has a slip (said): left unloaded
    doubled: set[str] = field(default_factory=set)  # component ids written twice (reported): which one is meant?
    papers: tuple[str, ...] = field(default_factory=home_papers)  # made for: game.yaml's papers: (pnp.core.papers)

    @property
    def title(self) -> str:
        return str(self.manifest["title"])

    @property
    def manifest_path(self) -> Path:
        return self.root / "game.yaml"

    @property
    def players(self) -> tuple[int, int] | None:
        """game.yaml's players: (fewest, most); None when it has none, or none written as {min: 2, max: 4}
        (the schema's finding says so)."""
        players = self.manifest.get("players")
        if isinstance(players, dict):
            low, high = players.get("min"), players.get("max")
            if type(low) is int and type(high) is int:  # not True/False
                return low, high
        return None

    @cached_property
    def words(self) -> Words:
        """pnp's own printed words for this game: its ``words:`` over its ``language:``'s (pnp.core.words)."""
        return words_of(self.manifest)

    def component(self, component_id: str) -> Component | None:
        return next((c for c in self.components if c.id == component_id), None)

    def report_missing_field(
        self,
        missing: tuple[Mapping, str] | None,
        findings: Findings,
        read_at: Location | None = None,
        in_a_check: bool = False,
    ) -> bool:
        """:meth:`Component.report_missing_field` for an entry of any of the game's components."""
        if reads_broken_table(missing):
            return True  # the table's own finding says it
        entry = missing[0] if missing else None
        if not isinstance(entry, Item):
            return False
        owner = self.component(str(entry.get("component", ""))) or next(
            (c for c in self.components if any(other is entry for other in c.entries)), None
        )
        return owner is not None and owner.report_missing_field(missing, findings, read_at, in_a_check)

    def say_where_written(self, exc: ExpressionError, findings: Findings) -> bool:
        """A colour or an id (``by_id``) that an expression found wrong and that the content writes (a data table's
        row, an entry): one finding there, whichever checks, templates and rule texts read it; False when the
        content writes it nowhere (the reader's own slip, said where it reads)."""
        cause = exc.cause if isinstance(exc.cause, ColourError | UnknownIdError) else None
        rows = [self.data, *(c.entries for c in self.components)]
        if isinstance(cause, UnknownIdError):
            held = written_as(cause.value, _apart(rows, cause.rows)) or key_written_as(cause.value, rows)
            held = held or written_as(cause.value, rows)
        else:
            held = written_as(cause.value, rows) if cause else None
        if held is None:
            return False
        findings.error(
            "value-invalid" if isinstance(cause, ColourError) else "expression", held[1], f"{held[0]}: {cause}"
        )
        return True

    @property
    def fully_read(self) -> bool:
        """Every component loaded and every source read: the titles a reference may name are all known."""
        return not (self.unreadable or self.unusable)

    @property
    def complete(self) -> bool:
        """Every source read, every entry accepted and every component id one component's: counts over the game
        mean what they say."""
        return self.fully_read and not self.doubled and not any(component.rejected for component in self.components)

    def all_pieces(self) -> list[Item]:
        return [piece for component in self.components if not component.shown_only for piece in component.pieces]

    @cached_property
    def numbering(self) -> Numbering:
        """The cases its numbered rulebooks number, and the labels a ``[[#label]]`` names."""
        return number_rulebooks((c.sections, c.numbered, c.kicker) for c in self.components if c.numbered)

    def expression_context(self) -> dict[str, Any]:
        """What checks, templates and rule text see of the game."""
        pieces = self.all_pieces()
        return {
            "game": self.manifest,
            "components": Components({**self.unusable, **{c.id: c for c in self.components}}),
            "cards": pieces,
            "pieces": pieces,
            "data": self.data,
        }


NOT_TEXT = frozenset({"id", "count"})  # entry fields that are never text to set


def text_fields(entry: dict[str, Any]) -> list[tuple[str, str]]:
    """The (key, text) fields of an entry (or a rule section) that are set as text."""
    return [(key, value) for key, value in entry.items() if key not in NOT_TEXT and isinstance(value, str)]


def icons_used(game: Game) -> dict[str, tuple[Component, Item, str]]:
    """Every icon the entries' texts set inline, in content order, with where it is first used."""
    used: dict[str, tuple[Component, Item, str]] = {}
    for component in game.components:
        for entry in component.entries:
            for key, value in text_fields(entry):
                for name in textsyntax.icons_in(value):
                    used.setdefault(name, (component, entry, key))
    return used


def _apart(tables: list[Any], looked_in: list[Any]) -> list[Any]:
    """``tables`` (the game's data and its components' entries) without the rows an id was looked up in: an id
    no row has is written by another row, not by one of theirs whose title happens to read the same (the element
    ``n`` titled ``N``, where a recipe's ``N: 1`` is the slip); a row linking to its own table is still found
    when nothing else writes the id."""
    kept = {id(row) for row in looked_in}

    def without(held: Any) -> Any:
        if isinstance(held, list):
            return [row for row in held if id(row) not in kept]
        if isinstance(held, dict):
            return {name: without(table) for name, table in held.items()}
        return held

    return [without(table) for table in tables]

"""The filters and tests pnp adds to Jinja for content: regular expressions that know where they matched,
numbers in the game's words, and selections (``selectattr``, ``first``, ``by_id``) that name the value meant
when they find nothing, instead of printing a silent 0."""

from __future__ import annotations

import hashlib
import re
import warnings
from collections.abc import Iterable, Iterator, Mapping
from functools import partial
from typing import Any

import jinja2
from jinja2 import Undefined, pass_context, pass_environment
from jinja2.exceptions import UndefinedError

from pnp.core.asciimap import map_summary
from pnp.core.color import contrast, luminance, mix
from pnp.core.findings import Findings
from pnp.core.numerals import ENGLISH, GENDERS, NUMERALS
from pnp.core.suggest import did_you_mean, did_you_mean_or_names, is_slip
from pnp.core.words import of_game, say
from pnp.core.yamlio import LocatedDict


def _regex(pattern: str) -> re.Pattern[str]:
    """A check's or a template's regular expression. ``[[]`` (a bracket, the way to write one without a
    backslash in YAML and Jinja) is valid and means what it says: Python's FutureWarning about such sets
    ("Possible nested set") would print its own file and line on the designer's terminal, so it is not shown."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        return re.compile(pattern)


def _test_search(value: Any, pattern: str) -> bool:
    return _regex(pattern).search(str(value)) is not None


class Found(str):
    """A text ``findall`` found, and where the content writes it (``loc``: None when that is not known)."""

    loc: Any = None


@pass_environment
def _findall(environment: jinja2.Environment, value: Any, pattern: str, field: str = "text") -> list[str]:
    """Every match of ``pattern`` in ``value``, in order: the text of its first group when it has groups,
    else the whole match. ``value`` is a text, or an entry or a rulebook section, whose ``field`` (its text)
    is searched: each match then knows the line and column it is written at, so a check over the matches
    (``each:``) says a failing one there ("card 121" in a story card's text, at its line). A field no entry
    of its component can have (``'want'`` for ``wants``) is a slip, said as a misspelt ``item.want`` is: read
    as empty, it would find nothing in every entry, and a check over the matches would pass them all."""
    located = isinstance(value, Mapping) and hasattr(value, "line_of_text")
    known = getattr(value, "known", None)  # every field an entry of its component may have
    if located and known and field not in value and field not in known:
        environment.undefined(obj=value, name=field)._fail_with_undefined_error()
    text = value.get(field, "") if located else value
    if isinstance(text, Undefined):  # item.want | findall(…): the field's own words, not "not _FieldUndefined"
        text._fail_with_undefined_error()
    if not isinstance(text, str):
        raise ValueError(f"findall searches a text, or an entry's or a section's '{field}', not {type(text).__name__}")
    found = []
    for match in _regex(pattern).finditer(text):
        piece = Found(match.group(1) if match.re.groups else match.group(0))
        if located:
            piece.loc = value.line_of_text(field, match.group(0), match.start())
        found.append(piece)
    return found


def _reachable(items: Any, start: Any, links: str, key: str = "id", field: str = "text") -> list[Any]:
    """The ``key`` of every item of ``items`` that can be reached from the item whose ``key`` is ``start`` (or
    from each of a list of them), following in each item's ``field`` every match of ``links`` (``findall``'s:
    its first group, else the whole match) to the item whose key reads the same: a gamebook's paragraphs from
    paragraph 1 through their "turn to 47" (``data.paragraphs | reachable(1, 'turn to ([0-9]+)', key='n')``).
    Two paragraphs that turn only to each other are reached by none, although each is named: a check of "some
    paragraph names it" passes them."""
    if isinstance(items, str | Mapping) or not isinstance(items, Iterable):
        raise ValueError(f"reachable follows the links of a list of items (data.paragraphs), not {items!r}")
    listed = [item for item in items if isinstance(item, Mapping)]
    by_key = {str(item[key]): item for item in listed if key in item}
    if not by_key:
        raise ValueError(f"reachable finds items by their '{key}', and no item of this list has one")
    starts = [str(one) for one in (start if isinstance(start, list | tuple) else [start])]
    for one in starts:
        if one not in by_key:
            hint = "" if one.isdigit() else did_you_mean_or_names(one, list(by_key), f"the items' {key}s are")
            raise ValueError(f"reachable starts from the item whose {key} is {one}, and no item has it{hint}")
    reached, waiting = set(starts), list(starts)
    while waiting:
        text = by_key[waiting.pop()].get(field, "")
        for target in _findall(None, text if isinstance(text, str) else str(text), links):
            if target in by_key and target not in reached:
                reached.add(target)
                waiting.append(target)
    return [item[key] for item in listed if key in item and str(item[key]) in reached]


def _test_contains(value: Any, item: Any) -> bool:
    return item in value


def _covers(ranges: Any, low: int, high: int) -> bool:
    """True when [from, to] pairs cover every whole number low..high exactly once (a die table)."""
    hits = [n for pair in ranges for n in range(int(pair[0]), int(pair[-1]) + 1)]
    return sorted(hits) == list(range(int(low), int(high) + 1))


@pass_context
def _spelled(context: jinja2.runtime.Context, number: int, gender: str | None = None) -> str:
    """``number`` in words, in the language of the game's ``language:`` (English by default), as said before a
    noun of ``gender`` ('f', 'm', 'n': "une carte", "eine Karte") when given."""
    if gender is not None and gender not in GENDERS:
        raise ValueError(f"spelled takes the noun's gender, 'f', 'm' or 'n', not {gender!r}")
    game = context.get("game")
    language = game.get("language", "en") if isinstance(game, Mapping) else "en"
    return NUMERALS.get(str(language), ENGLISH).spelled(number, gender)


@pass_context
def _number(context: jinja2.runtime.Context, value: Any, places: int | None = None) -> str:
    """``value`` (a number from the content: 1.5) written with the game's decimal mark, its ``words:`` decimal
    else its language's ("1,5" in French and German); ``places``: that many digits after the mark (2.50).
    A whole number prints without a mark (2.0: "2"); its thousands apart from four digits on ("12,000")."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"number takes a number, not {value!r}")
    if places is not None:
        text = f"{value:.{int(places)}f}"
    else:
        text = str(int(value)) if float(value).is_integer() and abs(value) < 1e15 else str(value)
    game = context.get("game")
    words = of_game(game) if isinstance(game, Mapping) else None
    whole, point, fraction = text.partition(".")
    return _grouped(whole, say(words, "thousands")) + (say(words, "decimal") + fraction if point else "")


def _grouped(whole: str, separator: str) -> str:
    """A whole number's digits with ``separator`` between its thousands, from four digits on ("12,000", "7,500")."""
    digits = whole.removeprefix("-")
    if not separator or not digits.isdigit() or len(digits) < 4:
        return whole
    return whole[: len(whole) - len(digits)] + re.sub(r"(?<=\d)(?=(?:\d{3})+$)", separator, digits)


EQUALS_TESTS = frozenset(("eq", "equalto", "=="))


@pass_context
def _selectattr(context: Any, value: Any, *args: Any, **kwargs: Any) -> Iterator[Any]:
    """Jinja's ``selectattr``; one comparing a field with a value that no item has but one near it does
    (``selectattr('type', 'eq', 'breech')`` of cards whose type is ``breach``) selects nothing by a typo, and
    rule text would print its 0: an error that names the value meant. A value the piece or the check's item
    writes (a tile design an example names) is the content's, and said where the content is checked."""
    items = list(value)
    chosen = list(jinja2.filters.do_selectattr(context, items, *args, **kwargs))
    if not chosen and args:
        _check_field_named(str(args[0]), items)
    wanted_ok = len(args) == 3 and args[1] in EQUALS_TESTS and isinstance(args[2], str)
    if (
        not chosen
        and wanted_ok
        and not any(_holds(context.get(name), args[2]) for name in ("card", "item"))
        and not refused_holds(str(args[0]), args[2], context.get("components"))
    ):
        field, wanted = str(args[0]), args[2]
        written = sorted({str(item[field]) for item in items if isinstance(item, Mapping) and field in item})
        meant = did_you_mean(wanted, written)
        if meant:
            raise ValueError(
                f"selectattr('{field}', '{args[1]}', '{wanted}') selects nothing: no item's {field} is "
                f"'{wanted}'{meant}"
            )
    if len(args) == 3 and args[1] in EQUALS_TESTS:
        return _Selection(chosen, str(args[0]), args[2], items)
    return iter(chosen)


def refused_holds(field: str, wanted: Any, components: Any) -> bool:
    """Whether an entry refused for a slip of its own (said at it: a size its enum does not allow) is the one a
    lookup found nothing for (its ``field`` is ``wanted``): that finding is the one, the lookup waits for its fix.
    An id refused for its capitals (``Na``, an element's symbol written as its id) is the one its lower-case
    spelling (``na``, which a recipe writes) looks up: the fix the id's finding asks for."""
    refused = (entry for component in (components or {}).values() for entry in getattr(component, "rejected", ()))
    return any(isinstance(entry, Mapping) and _same(field, entry.get(field), wanted) for entry in refused)


def _same(field: str, written: Any, wanted: Any) -> bool:
    """Whether a refused entry's ``field``, ``written``, is the value ``wanted``; an id in any case."""
    if field == "id" and isinstance(written, str) and isinstance(wanted, str):
        return written.lower() == wanted.lower()
    return written == wanted


class _Selection(Iterator):
    """What ``selectattr(field, 'eq', wanted)`` selected, remembering what it looked for: a ``| first`` of
    it when it selected nothing says which value no item has (:func:`_first`)."""

    def __init__(self, chosen: list[Any], field: str, wanted: Any, items: list[Any]):
        self._chosen = iter(chosen)
        self.empty = not chosen
        self.field, self.wanted, self.items = field, wanted, items

    def __next__(self) -> Any:
        return next(self._chosen)


class EmptySelectionError(UndefinedError):
    """A ``| first`` of a selection that found nothing: ``wanted`` is the value no item's ``field`` has, for a
    reader to say it where the content writes it (a placement's misspelt tile)."""

    def __init__(self, message: str, field: str, wanted: Any):
        super().__init__(message)
        self.field, self.wanted = field, wanted


@pass_environment
def _first(environment: Any, seq: Any) -> Any:
    """Jinja's ``first``; of a selection that found nothing, an undefined whose words say which value no item
    has, with the value meant, instead of Jinja's "No first item, sequence was empty"."""
    if not (isinstance(seq, _Selection) and seq.empty):
        return jinja2.filters.sync_do_first(environment, seq)
    field, wanted = seq.field, seq.wanted
    values = [item[field] for item in seq.items if isinstance(item, Mapping) and field in item]
    hint = numbers_hint(wanted, values, field) or did_you_mean(str(wanted), sorted({str(value) for value in values}))
    said = f"no item has {field} {wanted!r}{hint}"
    found = environment.undefined(hint=said)
    found._undefined_exception = partial(EmptySelectionError, field=field, wanted=wanted)
    return found


def _check_field_named(field: str, items: list[Any]) -> None:
    """A selectattr that selects nothing for naming a field no item has, near one they have
    (``selectattr('bos', 'defined')`` of monsters with a ``boss`` field) counts 0 by a typo: an error naming the
    field meant. A field an entry may leave out (declared, ``optional``) is no typo, even where none writes it."""
    if "." in field or not items or not all(isinstance(item, Mapping) for item in items):
        return
    known = {str(key) for item in items for key in item}
    known |= {name for item in items for name in getattr(item, "optional", ())}
    if field in known:
        return
    meant = did_you_mean(field, sorted(known))
    if meant:
        raise ValueError(f"selectattr('{field}', …) selects nothing: no item has a field '{field}'{meant}")


def _holds(value: Any, text: str, depth: int = 4) -> bool:
    """Whether ``value`` (an entry, a row, a list of them) writes ``text`` somewhere within ``depth`` levels."""
    if value == text:
        return True
    if depth and isinstance(value, Mapping):
        return any(_holds(inner, text, depth - 1) for inner in value.values())
    if depth and isinstance(value, list | tuple):
        return any(_holds(inner, text, depth - 1) for inner in value)
    return False


class UnknownIdError(ValueError):
    """``by_id`` of an id that no item has: ``value`` is the id looked up (``key`` the field it is looked up by),
    for a reader to say it where the content writes it (a quest map's ``tile: guardrom``), once, rather than at
    every template line reading it."""

    def __init__(self, message: str, value: Any, key: str = "id", rows: Iterable[Any] = ()):
        super().__init__(message)
        self.value, self.key, self.rows = value, key, list(rows)

    def waits(self, findings: Findings) -> bool:
        """Whether the row whose id the value is a slip of has its id said misspelt (pnp.validate.row_ids):
        that finding is the one, this lookup waits for its fix."""
        meant = [row for row in self.rows if is_slip(str(self.value), str(row.get(self.key)))]
        return self.key == "id" and len(meant) == 1 and said_at_id(meant[0], findings)


def said_at_id(row: Any, findings: Findings) -> bool:
    """Whether ``row``'s ``id:`` has an error said at it (pnp.validate.row_ids: no entry writes it, and they all
    write one slip of it): what reads the row (a check over each row of its table, a lookup of the id meant) waits
    for it."""
    return isinstance(row, LocatedDict) and "id" in row and findings.error_at(row.line_of("id"), "expression")


def is_number(value: Any) -> bool:
    """A number written as one (7, 2.5), not a flag (YAML's true is Python's 1)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def numbers_hint(wanted: Any, written: list[Any], field: str) -> str:
    """For a number no item's ``field`` is: the numbers the items write ("; n runs from 1 to 60 there"),
    as 61 is no misspelling of 6; "" for a value that is not a number, or items that write other than numbers."""
    if not is_number(wanted) or not written or not all(is_number(value) for value in written):
        return ""
    low, high = min(written), max(written)
    return f"; {field} is {low:g} there" if low == high else f"; {field} runs from {low:g} to {high:g} there"


class UnreadEntries(list):
    """The entries of a component whose entry in game.yaml the schema refused (``sorce:``, said there): none, and
    an id looked up in them waits for that finding (:class:`UnreadLookupError`) instead of saying one of its own."""


class UnreadLookupError(ValueError):
    """``by_id`` in :class:`UnreadEntries`: the component's own finding says why it holds nothing."""


def _by_id(items: Any, wanted: Any, key: str = "id") -> Any:
    """The item of ``items`` (a component's entries or cards, a data table, a rulebook's sections) whose ``id`` is
    ``wanted``: ``components.tiles.entries | by_id(loop.item.tile)`` for the clumsy ``selectattr('id', 'eq', …) |
    first``, whose wrong id said only "No first item". An id no item has is an error naming the one meant.
    ``key`` looks the item up by another field that names it: ``data.spaces | by_id(loop.item.to, 'n')``, the
    space a shortcut leads to by its number."""
    if hasattr(items, "entries") and hasattr(items, "cards"):  # components.tiles, a component: not a list
        raise ValueError("by_id looks an id up in a list of items: a component's .entries or .cards, not the component")
    if isinstance(items, str | Mapping) or not isinstance(items, Iterable):
        raise ValueError(f"by_id looks an id up in a list of items (components.tiles.entries), not {items!r}")
    if isinstance(items, UnreadEntries):
        raise UnreadLookupError(f"no item has {key} '{wanted}': its component could not be read")
    listed = [item for item in items if isinstance(item, Mapping) and key in item]
    found = next((item for item in listed if str(item[key]) == str(wanted)), None)
    if found is not None:
        return found
    if not listed and any(True for _ in items):  # an empty list (its entries all refused) lacks the id, said below
        fields = list(dict.fromkeys(str(name) for item in items if isinstance(item, Mapping) for name in item))
        if key == "id":  # a table of numbered rows: say how to look one up by the field that names it
            named = (
                f": name the field to look it up by, by_id(value, '{fields[0]}'); its items' fields are "
                if fields
                else ""
            )
            raise ValueError(
                f"by_id looks an item up by its id, and no item of this list has an id{named}{', '.join(fields)}"
            )
        hint = did_you_mean_or_names(key, fields, "its items' fields are")
        raise ValueError(f"by_id looks an item up by its {key}, and no item of this list has a field '{key}'{hint}")
    written = list(dict.fromkeys(item[key] for item in listed))
    hint = numbers_hint(wanted, written, key) or did_you_mean_or_names(
        str(wanted), [str(one) for one in written], f"the {key}s are"
    )
    shown = f"{wanted:g}" if is_number(wanted) else f"'{wanted}'"
    raise UnknownIdError(f"no item has {key} {shown}{hint}", wanted, key, listed)


def _did_you_mean(word: Any, options: Any) -> str:
    """ "; did you mean 'teal'?" with the option closest to ``word``, or "" (a check's message)."""
    return did_you_mean(str(word), [str(option) for option in options])


def _random(value: Any) -> Any:
    """Jinja's own ``random`` picks again on every run: a book's order, a card's text would change with each
    build, and ``pnp validate`` would check another text than ``pnp build`` prints. Content is deterministic, so
    it is refused, saying what to write instead."""
    raise ValueError(  # the filter's name in quotes: the {{ }} using it is quoted, not a {% for %} on its line
        "the filter 'random' picks again on every run, so each build would print something else (and pnp validate "
        "would check another text than pnp build prints): choose the item yourself, or give the items an order of "
        'your own and sort by it (sort(attribute="n"))'
    )


def _shuffle(items: Any, seed: Any = None) -> list[Any]:
    """The items in an order drawn from ``seed`` (a number or a text): a bingo card's numbers, ``range(1, 16) |
    shuffle('card-' ~ k)``. Each item's place is read from a SHA-256 of the seed and its own place, not from
    Python's ``random``, so one seed gives one order on every machine, Python and build."""
    if isinstance(items, str | Mapping) or not isinstance(items, Iterable):
        raise ValueError(f"shuffle orders a list (range(1, 16), data.words), not {items!r}")
    if seed is None:
        raise ValueError(
            "shuffle needs a seed, which fixes the order it draws: write shuffle('card-' ~ k), a seed of each "
            "piece's own, so that pieces differ and a reprint prints them again"
        )
    listed = list(items)
    ranks = [hashlib.sha256(f"{seed}\0{place}".encode()).digest() for place in range(len(listed))]
    return [item for _, item in sorted(zip(ranks, listed, strict=True), key=lambda pair: pair[0])]


FILTERS = {
    "random": _random,
    "shuffle": _shuffle,
    "search": _test_search,
    "covers": _covers,
    "findall": _findall,
    "reachable": _reachable,
    "luminance": luminance,
    "contrast": contrast,
    "mix": mix,
    "ascii_map": map_summary,
    "spelled": _spelled,
    "number": _number,
    "did_you_mean": _did_you_mean,
    "selectattr": _selectattr,
    "first": _first,
    "by_id": _by_id,
}
TESTS = {"search": _test_search, "contains": _test_contains}

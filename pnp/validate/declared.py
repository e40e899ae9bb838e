"""A game's own ``checks:`` from game.yaml, written as sandboxed Jinja expressions.

Six forms:
- ``count`` + ``equals``/``min``/``max`` (numbers, or expressions over the game: the hardest difficulty's
  breaches): how many items an expression yields; with ``each``, for each item (``item`` in scope): each
  player colour's starter deck;
- ``each`` + ``expect``: a condition every item meets (findings point at each failing item);
- ``unique`` + ``key``: no two items share a key;
- ``expect`` alone: a condition over the whole game;
- ``apart`` + ``colour``: no two items' colours look alike, as printed, in greyscale or to a colour-blind player
  (:mod:`pnp.validate.apart`);
- ``pairs`` + ``expect``: every two items meet a condition (``first`` and ``item``): any two cards of a matching
  game share one symbol; the failing pairs one item has in common are one finding at it (:mod:`pnp.validate.pairs`).

``with`` names values the check's expressions share, evaluated once before its items: a
deck-wide list that every item is compared with is made once, not once per item.
``assumes`` names checks above it that this one follows from: while one of them fails (or
waits), this one waits too, so one cause is one finding.

A finding points where the designer can act: at the entry concerned (a failing item, at the line of
the one field of it that ``expect``/``key`` reads, ``item.cost``; the ``count:`` line of the one entry a
count counted), else at the check's own line in game.yaml
(a count of several entries lists them, each at its ``count:`` line). A value with no place of
its own (a name in a list, an entry's field) is found at the line that holds it.

A slip in a check's ``message`` is said once, at its line, even while the check passes (:class:`Message`); a
failure whose message cannot be written is still said, in plain words that name the check.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from jinja2.exceptions import TemplateSyntaxError, UndefinedError

from pnp.core import fastschema
from pnp.core.color import Color, ColourError, parse_color
from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError, ShortListError, evaluate, evaluate_expression
from pnp.core.expr_words import UNDEFINED_NAME
from pnp.core.filters import UnknownIdError, said_at_id
from pnp.core.findings import ERROR, Finding, Findings, Location
from pnp.core.loops import loop_at
from pnp.core.numerals import NUMERALS
from pnp.core.rules import CHECK_PREFIX
from pnp.core.suggest import did_you_mean, did_you_mean_or_names
from pnp.core.yamlio import LocatedDict, LocatedList
from pnp.load.icons import IconLibrary
from pnp.load.items import keys_read
from pnp.model import Game, Item, misnamed_cause
from pnp.validate import model_check
from pnp.validate.apart import LEAST, SIGHTS_SEEN, alike
from pnp.validate.found_expected import FOUND, expected, found_expected, noted
from pnp.validate.moved_rows import Miscount, moved_rows
from pnp.validate.pairs import blamed
from pnp.validate.shared_counts import shared_counts
from pnp.validate.with_cause import blamed_on_with

FORMS = ("count", "each", "unique", "expect", "apart", "pairs")
TAKEN = frozenset({"item", "found", "first", "key"})  # names the checks themselves give
BOUNDS = ("equals", "min", "max")  # a count's bounds: numbers, or expressions over the game
BRACED = re.compile(r"\s*\{\{((?:(?!\{\{|\}\}).)*)\}\}\s*", re.DOTALL)  # "{{ x }}": read as x
COUNTED_SHOWN = 12  # places a count finding names one by one; beyond, single entries are summed up
COUNTED_MOST = 40  # places with several copies named at most


@model_check("declared")
def run_declared_checks(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Each check of game.yaml; skipped until every source reads and every entry is accepted
    (counts over a game with a broken entry would only repeat that entry's finding)."""
    checks = [check for check in game.manifest.get("checks", []) or [] if isinstance(check, LocatedDict)]
    for check in checks:
        if "at" in check:  # older games' key: said once, so that nobody expects it to steer the finding
            findings.warning(
                "unknown-key",
                check.line_of("at"),
                f"check '{check.get('id')}': at: is no longer read (a finding points at the entries it is about, "
                "else at the check); delete it",
            )
    if not game.complete:
        return
    context = game.expression_context()
    places = Places(game)
    ids = [str(check.get("id")) for check in checks]
    waiting: set[str] = set()  # checks that failed, or wait for one they assume
    for number, check in enumerate(checks):
        name = ids[number]
        assumed = _assumed(check, ids[:number], ids, findings)
        if assumed is None or assumed & waiting or check.doubled or not fastschema.valid(check, _check_schema()):
            # a key written twice, or a value of the wrong kind (equals: "24"): that finding, not a miscount
            waiting.add(name)
            continue
        before = len(findings.items)
        message = Message(check)
        try:
            _run(check, context, places, message, findings)
        except ExpressionError as exc:
            _say(exc, check, game, findings)
        if len(findings.items) > before:
            waiting.add(name)
        elif (slip := message.trial(game)) is not None:  # passed: its message is still read once
            _say(slip, check, game, findings)
        if message.error is not None:
            _say(message.error, check, game, findings)


def _say(exc: ExpressionError, check: LocatedDict, game: Game, findings: Findings) -> None:
    """A check's expression error, at the line of the expression that failed (or the content it reads)."""
    cause = exc.cause if isinstance(exc.cause, UnknownIdError) else None
    if cause is not None and cause.waits(findings):
        return  # the row it means has its id misspelt, said there
    if game.say_where_written(exc, findings):  # as the templates and the rule text say it
        return
    if not game.report_missing_field(exc.missing, findings, exc.where or check.loc, in_a_check=True):
        where, said = exc.where or check.loc, f"check '{check.get('id')}': {exc}"
        findings.error("expression", where, said, misnamed_cause(exc.missing))


@cache
def _check_schema() -> dict[str, Any]:
    """The schema of one check of game.yaml (with the definitions it refers to)."""
    game = builtin_schema("game")
    return {**game["$defs"]["check"], "$defs": game["$defs"]}


def _assumed(check: LocatedDict, above: list[str], ids: list[str], findings: Findings) -> set[str] | None:
    """The ids a check ``assumes``; None (it is not run) when one of them names no check above it."""
    names = [str(name) for name in check.get("assumes") or []]
    for name in names:
        if name not in above:
            hint = (
                "; a check assumes only checks above it"
                if name in ids
                else did_you_mean_or_names(name, above, "the checks above it are")
            )
            where = check.line_of("assumes")
            findings.error("schema", where, f"check '{check.get('id')}': assumes '{name}', no check above it{hint}")
            return None
    return set(names)


@contextmanager
def _reading(node: LocatedDict, key: str) -> Iterator[None]:
    """An expression error inside is said at ``node``'s ``key`` line: the expression to correct."""
    try:
        yield
    except ExpressionError as exc:
        exc.where = exc.where or node.line_of(key)
        raise


def _run(check: LocatedDict, context: dict[str, Any], places: Places, message: Message, findings: Findings) -> None:
    context = _with(check, context)
    severity = check.get("severity", "error")
    rule = CHECK_PREFIX + str(check["id"])
    if "apart" in check:
        _apart(check, context, places, message, rule, findings)
        return
    if "pairs" in check:
        _pairs(check, context, places, message, rule, findings)
        return
    if "count" in check:  # with each: a count for each item (each player colour's starter deck)
        if _bounds_cross(check, findings):
            return
        each = _each_items(check, context, places, findings) if "each" in check else None
        message.items = each or []
        scopes = [context] if each is None else [_item_scope(context, each, index0) for index0 in range(len(each))]
        misses = [miss for scope in scopes if (miss := _miscount(check, scope, places, message)) is not None]
        if (alike := _all_counted_alike(check, scopes if each is not None else [], misses)) is not None:
            findings.add(rule, alike[0], alike[1], severity, _failing_at([miss.where for miss in misses]))
            return
        for where, words in moved_rows(check, misses):  # a row moved from one group to another: said at it
            findings.add(rule, where, words, severity)
        said: dict[tuple[Location, tuple[str, ...]], list[str]] = {}
        for miss in misses:
            if not miss.explained:
                said.setdefault((miss.where, miss.lines), []).append(miss.said)
        for (where, _), messages in said.items():  # items counted at the same lines: one cause, one finding
            more = f" (and {len(messages) - 1} more like it, counted at the same lines)" if len(messages) > 1 else ""
            findings.add(rule, where, messages[0] + more, severity)
        return
    if "each" in check or "unique" in check:
        form = "each" if "each" in check else "unique"
        needed = "expect" if form == "each" else "key"
        if needed not in check:
            findings.error("schema", check.line_of(form), f"check '{check['id']}': {form}: needs {needed}: beside it")
            return
        read = set(keys_read(str(check.get("expect" if form == "each" else "key")), "item"))
        field = read.pop() if len(read) == 1 else None  # an item's finding is at this field's line
        copies: set[int] = set()  # unique: items that are copies of the item before them, made by its count:
        if form == "each":
            message.items = _each_items(check, context, places, findings)
            failed = list(_each(check, context, message))
            said, failed = blamed_on_with(
                check,
                context,
                field,
                message.items,
                failed,
                lambda scope: _passes(check, scope),
                lambda item: _item_line(item, field, places),
            )
            for where, words in said:  # a with: list that lacks a value several items have: one cause
                findings.add(rule, where, words, severity)
            common = shared_counts(check, places.game, message.items, failed, places.of, _count_line)
            if common is not None:  # every item fails, tallying copies set at the same lines: one cause
                findings.add(rule, common[0], noted(failed[0][1], common[1]), severity)
                return
            if (alike := _all_alike(message.items, failed)) is not None:  # the check's own bound, most likely
                rows = [line for item, _ in failed if (line := _item_line(item, field, places)) is not None]
                findings.add(rule, check.line_of("expect"), alike, severity, _failing_at(rows))
                return
        else:
            firsts: dict[int, tuple[Any, Any]] = {}
            failed = list(_unique(check, context, message, copies, firsts))
            if not re.search(r"\b(key|first)\b", str(check.get("message", ""))):
                failed = [
                    (item, said if id(item) in copies else said + _shared_with(*firsts[id(item)], field, places))
                    for item, said in failed
                ]

        def line_of(item: Any) -> Location | None:  # a copy of the item before it: its entry's count: made it
            return (_count_line(item) if id(item) in copies else None) or _item_line(item, field, places)

        prints_item = re.search(r"\bitem\b", str(check.get("message", ""))) is not None
        _add_by_line(failed, check.line_of(form), line_of, rule, severity, findings, prints_item)
        return
    if "expect" in check:
        message.saw(context)
        if not _value(check, "expect", context):
            findings.add(rule, check.line_of("expect"), message(context) + _found(check, context), severity)
        return
    findings.error("schema", check.loc, f"check '{check.get('id')}' needs one of: {', '.join(FORMS)}")


def _apart(
    check: LocatedDict, context: dict[str, Any], places: Places, message: Message, rule: str, findings: Findings
) -> None:
    """The ``apart`` form: each pair of items whose colours (``colour:``, the item itself if not written) look alike
    to a sight of ``see:`` (or as printed) and whose ``cue:`` does not tell them apart, said at the later item."""
    message.items = items = _listed(check, "apart", context)
    scopes = [{**context, "item": item} for item in items]
    read = set(keys_read(str(check.get("colour", "")), "item"))
    field = read.pop() if len(read) == 1 else None  # said at the line of the later item's colour
    colours = [_colour(check, scope, _item_line(scope["item"], field, places)) for scope in scopes]
    cues = [_value(check, "cue", scope) for scope in scopes] if "cue" in check else None
    least = _bound(check, "min", context) if "min" in check else LEAST
    for pair in alike(colours, cues, ("normal", *check.get("see", SIGHTS_SEEN)), least):
        item = items[pair.second]
        scope = {**scopes[pair.second], "first": items[pair.first]}
        message.saw(scope)
        where = _item_line(item, field, places) or check.line_of("apart")
        severity = "warning" if pair.cues is not None else check.get("severity", "error")  # their cues tell them apart
        findings.add(rule, where, message(scope, item) + pair.said(least, _named(items[pair.first])), severity)


def _pairs(
    check: LocatedDict, context: dict[str, Any], places: Places, message: Message, rule: str, findings: Findings
) -> None:
    """The ``pairs`` form: every two items meet ``expect`` (``first`` the earlier, ``item`` the later). The failing
    pairs an item has in common are one finding at it (the card whose symbol is written wrong), at the line of the
    one field ``expect`` reads of them; a pair with none in common is said at its later item."""
    if "expect" not in check:
        findings.error("schema", check.line_of("pairs"), f"check '{check['id']}': pairs: needs expect: beside it")
        return
    message.items = items = _listed(check, "pairs", context)
    read = set(keys_read(str(check["expect"]), "item")) | set(keys_read(str(check["expect"]), "first"))
    field = read.pop() if len(read) == 1 else None
    failed: dict[tuple[int, int], str] = {}
    for later in range(1, len(items)):
        for earlier in range(later):
            scope = {**context, "first": items[earlier], "item": items[later]}
            message.saw(scope)
            if not _value(check, "expect", scope):
                failed[earlier, later] = message(scope, items[later]) + _found(check, scope)
    at_line: dict[Location | int, list[tuple[int, list[tuple[int, int]]]]] = {}  # an item written nowhere: its own
    for culprit, pairs in blamed(failed):
        at_line.setdefault(_item_line(items[culprit], field, places) or culprit, []).append((culprit, pairs))
    for where, groups in at_line.items():
        said = _pairs_said(groups, failed, items)
        findings.add(
            rule, check.line_of("pairs") if isinstance(where, int) else where, said, check.get("severity", "error")
        )


def _pairs_said(
    groups: list[tuple[int, list[tuple[int, int]]]], failed: dict[tuple[int, int], str], items: list[Any]
) -> str:
    """The finding of a ``pairs:`` check's failing pairs blamed on items written at one line: those of one item
    name the others it fails with; several items of that line (every card a generate rule makes, shuffled from one
    seed) are one cause there, not one finding an item."""
    culprit, pairs = groups[0]
    if len(groups) == 1:
        others = [_named(items[earlier if later == culprit else later]) for earlier, later in pairs]
        more = f" (and {len(others) - 1} more pairs with {_named(items[culprit])}: {_listed_names(others[1:])})"
        return failed[pairs[0]] + (more if len(pairs) > 1 else "")
    culprits = [_named(items[index]) for index, _ in groups]
    count = sum(len(pairs) for _, pairs in groups)
    return failed[pairs[0]] + f" (and {count - 1} more pairs of the items made at this line: {_listed_names(culprits)})"


def _named(item: Any) -> str:
    """An item as a pair's finding names it: its id, else its value."""
    return f"'{item.get('id')}'" if isinstance(item, dict) and "id" in item else repr(item)


def _listed_names(names: list[str], shown: int = 6) -> str:
    """'c06', 'c08' and 3 more: the first ``shown`` of ``names``."""
    rest = f" and {len(names) - shown} more" if len(names) > shown else ""
    return ", ".join(names[:shown]) + rest


def _colour(check: LocatedDict, scope: dict[str, Any], row: Location | None) -> Color:
    """An item's colour for ``apart``: its ``colour:`` expression's value (the item itself when not written),
    read as content's colours are; one that is none, or no colour, is said where it is written (``row``: the
    line of the item's colour, when the content writes it)."""
    item = scope["item"]
    try:
        value = _value(check, "colour", scope) if "colour" in check else item
    except ExpressionError:
        if not (isinstance(item, str) and _is_colour(item)):
            raise
        words = f"apart: its items are colours themselves ({item!r}), with no fields to read: leave colour: out"
        raise _error_at(check, "colour", words) from None  # not Python's "'str object' has no attribute 'fill'"
    if isinstance(value, dict):  # the row itself: name its field that holds the colour ('#…' before 'red')
        fields = [key for key, field in value.items() if isinstance(field, str) and _is_colour(field)]
        fields = [key for key in fields if str(value[key]).startswith("#")] or fields
        hint = f'; write colour: "item.{fields[0]}"' if len(fields) == 1 else "; write colour: the field that holds it"
        hint += f" ({', '.join(fields)})" if len(fields) > 1 else ""
        written = "colour" if "colour" in check else "apart"
        raise _error_at(check, written, f"apart: the colour of an item is its whole row, not a colour{hint}")
    try:
        colour = parse_color(value)
    except ColourError as exc:
        raise ExpressionError(str(exc), cause=exc) from None
    if colour is None:
        error = ExpressionError(f"apart: {value!r} is no colour to tell apart; give it one, as every item has")
        error.where = row or check.line_of("colour" if "colour" in check else "apart")
        raise error
    return colour


def _error_at(check: LocatedDict, key: str, words: str) -> ExpressionError:
    """An expression error to be said at the check's ``key`` line."""
    error = ExpressionError(words)
    error.where = check.line_of(key)
    return error


def _is_colour(text: str) -> bool:
    try:
        return parse_color(text) is not None
    except ColourError:
        return False


def _miscount(check: LocatedDict, scope: dict[str, Any], places: Places, message: Message) -> Miscount | None:
    """A count check's miscount in ``scope`` (its place, its message and the lines of what it counted), or None
    when the count is within its bounds."""
    items = _listed(check, "count", scope)
    n = len(items)
    message.saw({**scope, "found": n})
    bounds = {key: _bound(check, key, scope) for key in BOUNDS if key in check}
    if bounds.get("equals", n) == n and n >= bounds.get("min", n) and n <= bounds.get("max", n):
        return None
    words = message({**scope, "found": n}, scope.get("item"))
    counted, only, lines = _counted(items, places)
    bound = check.line_of(next(iter(bounds)))
    expected = _expected(bounds)
    if only is not None:  # one entry counted: its count is the line to change, or the check's
        expected += f" at {bound.file.name}:{bound.line}"
    rows = [_count_line(item) or places.of(item) for item in items]
    return Miscount(only or bound, words, f" (found {n}, expected {expected})", counted, lines, n, bounds, rows)


def _each_items(check: LocatedDict, context: dict[str, Any], places: Places, findings: Findings) -> list[Any]:
    """The items of the check's ``each``, less the values it misspells: a text its list writes that no entry
    does, near one an entry does (``each: "['red', 'gren']"`` of cards whose colour is ``green``), would count
    nothing ("found 0" at the check's bound); it is said at the ``each:`` line, naming the value meant, and not
    counted."""
    kept, written = [], str(check["each"])
    for item in _listed(check, "each", context):
        if said_at_id(item, findings):  # a row whose id is misspelt: that finding, not a miscount of it
            continue
        # only a text the list itself writes: one the content gives (a number its text cites) is checked by expect
        literal = isinstance(item, str) and any(f"{quote}{item}{quote}" in written for quote in "'\"")
        meant = places.misspelt(item) if literal else ""
        if meant:
            findings.error(
                "expression",
                check.line_of("each"),
                f"check '{check['id']}': each: '{item}' is a value no entry writes{meant}",
            )
        else:
            kept.append(item)
    return kept


def _each(check: LocatedDict, context: dict[str, Any], message: Message) -> Iterator[tuple[Any, str]]:
    """The items of ``message.items`` (the check's ``each``) that do not meet ``expect``, each with its message."""
    for index0, item in enumerate(message.items):
        scope = _item_scope(context, message.items, index0)
        message.saw(scope)
        try:
            met = _value(check, "expect", scope)
        except ExpressionError as exc:  # on this item alone (its list empty): the item it failed on is named
            named = item.get("id") if isinstance(item, dict) else None
            if exc.missing is not None or not isinstance(named, str) or isinstance(exc.cause, TemplateSyntaxError):
                raise  # a field an entry lacks is said at that entry; a slip of the syntax fails on every item
            said = ExpressionError(f"{str(exc).rstrip('.')}; on item '{named}'", exc.missing, exc.cause)
            said.where = exc.where
            raise said from exc
        if not met:
            yield item, message(scope, item) + _found(check, scope)


def _all_alike(items: list[Any], failed: list[tuple[Any, str]]) -> str | None:
    """The one finding for an ``expect:`` that every item (three or more) fails finding and expecting the same
    values (each of 57 symbols "found 8, expected 7"): the bound the check writes is the likelier slip than every
    item alike, so it is said once, at ``expect:``; None otherwise."""
    if len(items) < 3 or len(failed) != len(items):
        return None
    found = {match.group(0) if (match := FOUND.search(said)) else None for _, said in failed}
    if len(found) != 1 or None in found:
        return None
    return noted(failed[0][1], f"not met for any of the {len(items)} items, each alike: is expect: what to change?")


def _all_counted_alike(
    check: LocatedDict, scopes: list[dict[str, Any]], misses: list[Miscount]
) -> tuple[Location, str] | None:
    """The one finding, at the bound, of a count that every item of ``each:`` (three or more) misses finding and
    expecting the same (each of 4 suits "found 5, expected 6"): the bound the check writes is the likelier slip
    than every item alike, as for an ``expect:`` (:func:`_all_alike`); None otherwise."""
    if len(scopes) < 3 or len(misses) != len(scopes) or len({miss.numbers for miss in misses}) != 1:
        return None
    key = next(iter(misses[0].bounds))
    where = check.line_of(key)
    numbers = misses[0].numbers.replace(f" at {where.file.name}:{where.line}", "")  # said at that line
    note = f"not met for any of the {len(scopes)} items, each alike: is {key}: what to change?"
    return where, noted(misses[0].words + numbers, note)


def _item_scope(context: dict[str, Any], items: list[Any], index0: int) -> dict[str, Any]:
    """The scope an ``each:`` item is checked in: ``item``, and ``loop``, its place among the items and its
    neighbours (``loop.previtem``: plant numbers ascending, each said at the row that breaks the order)."""
    return {"loop": loop_at(items, index0, neighbours=True), **context, "item": items[index0]}


def _found(check: LocatedDict, scope: dict[str, Any]) -> str:
    """What a failed ``expect:`` comparison found and expected in ``scope``: " (found 10, expected 12)", or ""."""
    return found_expected(str(check["expect"]), lambda side: _evaluated(check, "expect", side, scope))


def _passes(check: LocatedDict, scope: dict[str, Any]) -> bool:
    """Whether ``expect`` holds in ``scope``; an expression that fails there does not."""
    try:
        return bool(_value(check, "expect", scope))
    except ExpressionError:
        return False


def _unique(
    check: LocatedDict, context: dict[str, Any], message: Message, copies: set[int], firsts: dict[int, tuple[Any, Any]]
) -> Iterator[tuple[Any, str]]:
    """The items of ``unique`` whose ``key`` an item before them has, each with its message; the ``id()`` of each
    that is a copy of that item (one entry of ``count: 2``: its ``count:`` made the second) is added to ``copies``,
    and each one's first item of that key and the key to ``firsts``."""
    seen: dict[Any, Any] = {}
    message.items = _listed(check, "unique", context)
    for item in message.items:
        scope = {**context, "item": item}
        key = _value(check, "key", scope)
        key = tuple(key) if isinstance(key, list) else key
        message.saw({**scope, "first": item, "key": key})  # as a second item of that key would see it
        if key in seen:
            if _copy_of(item, seen[key]):
                copies.add(id(item))
            firsts[id(item)] = (seen[key], key)
            yield item, message({**scope, "first": seen[key], "key": key}, item)
        else:
            seen[key] = item


def _shared_with(first: Any, key: Any, field: str | None, places: Places) -> str:
    """' (not met for 1: 'c01' has it too, challenges.yaml:5)': the key a ``unique`` item shares and ``first``, the
    item before it that has it, for a message that prints neither ``key`` nor ``first`` ("each number is printed
    once" alone says neither which number nor where the other one is)."""
    name = first.get("id") if isinstance(first, dict) else None
    loc = _item_line(first, field, places)
    who = f"'{name}'" if name else "an item before it"
    where = f", {loc.file.name}:{loc.line}" if loc else ""
    shown = f"'{key}'" if isinstance(key, str) else key
    return f" (not met for {shown}: {who} has it too{where})"


def _copy_of(item: Any, first: Any) -> bool:
    """Whether ``item`` is another printed copy of the entry ``first`` is a copy of."""
    return (
        isinstance(item, Item)
        and isinstance(first, Item)
        and "copy" in item
        and (item.get("component"), item.get("id")) == (first.get("component"), first.get("id"))
    )


def _value(check: LocatedDict, key: str, scope: dict[str, Any]) -> Any:
    """The check's expression ``key`` evaluated in ``scope``; an error in it is said at its line."""
    return _evaluated(check, key, check[key], scope)


def _evaluated(check: LocatedDict, key: str, expression: str, scope: dict[str, Any]) -> Any:
    """``expression``, written at the check's ``key``, evaluated in ``scope``; an error in it is said at its line."""
    with _reading(check, key):
        return evaluate_expression(expression, scope)


def _listed(check: LocatedDict, key: str, scope: dict[str, Any]) -> list[Any]:
    """The items the check's expression ``key`` yields in ``scope``; an error (or no list) is said at its line."""
    with _reading(check, key):
        value = evaluate_expression(check[key], scope)
        if key == "count" and isinstance(value, (int, float)) and not isinstance(value, bool):
            raise ExpressionError(_total_as_count(check, value))
        if hasattr(value, "entries") and hasattr(value, "cards"):  # components.deck: its items are its entries
            written = str(check[key]).strip()
            raise ExpressionError(
                f"{key}: '{written}' is a component, not a list of items: write {written}.entries (one item for "
                f"each entry) or {written}.cards (one for each printed copy)"
            )
        return _as_list(value)


def _message(check: LocatedDict, scope: dict[str, Any]) -> str:
    """The check's message rendered in ``scope``; an error in it is said at its line."""
    with _reading(check, "message"):
        return str(evaluate(check["message"], scope))


class Message:
    """A check's message, written for each failure. An error in it is kept, for the caller to say once at its
    line, and the failure is still said, in plain words that name the check. While the check passes, the
    message is written once all the same, in the first scope the check saw (``found``, ``first`` and ``key``
    as a failure there would give them), so that a slip in it is found before a failure needs it."""

    def __init__(self, check: LocatedDict):
        self.check = check
        self.error: ExpressionError | None = None  # the first error writing it for a failure
        self.items: list[Any] = []  # what ``item`` runs over, if anything
        self._sample: dict[str, Any] | None = None

    def saw(self, scope: dict[str, Any]) -> None:
        """Keep the check's first scope, for :meth:`trial`."""
        if self._sample is None:
            self._sample = scope

    def __call__(self, scope: dict[str, Any], item: Any = None) -> str:
        try:
            return _message(self.check, scope)
        except ExpressionError as exc:
            self.error = self.error or exc
            where = self.check.line_of("message")
            named = f" for '{item.get('id')}'" if isinstance(item, dict) and "id" in item else ""
            named = f" for {item!r}" if isinstance(item, (str, int, float)) else named
            written = f"{where.file.name}:{where.line}"
            return f"check '{self.check.get('id')}' fails{named}; its message ({written}) cannot be written"

    def trial(self, game: Game) -> ExpressionError | None:
        """The error writing the message in the first scope, when every scope would meet it (a slip); None when
        it is written, or when its error may be that scope's alone (a field some items have)."""
        if self._sample is None:
            return None
        try:
            _message(self.check, self._sample)
        except ExpressionError as exc:
            return exc if _slip(exc, self.items, self.check, game) else None
        return None


def _slip(exc: ExpressionError, items: list[Any], check: LocatedDict, game: Game) -> bool:
    """Whether a message's error in one scope is a slip of its writing, met in any scope: broken Jinja, a
    misspelt filter, a name nothing defines, a field that none of the check's items has (nor any entry, nor a
    component's ``fields:``, nor the check's own expressions name). Not a field some items have, a list too
    short or a value of the wrong kind: those may be the first scope's alone."""
    if isinstance(exc.cause, TemplateSyntaxError):
        return True
    if not isinstance(exc.cause, UndefinedError) or isinstance(exc.cause, ShortListError):
        return False
    if exc.missing is None:
        return UNDEFINED_NAME.fullmatch(str(exc.cause)) is not None
    owner, name = exc.missing
    if any(owner is item for item in items):
        siblings = items
    elif isinstance(owner, Item):
        siblings = [entry for component in game.components for entry in component.entries]
    else:
        return False
    if any(isinstance(sibling, dict) and name in sibling for sibling in siblings):
        return False
    if any(name in (component.spec.get("fields") or {}) for component in game.components):
        return False
    expressions = " ".join(str(check.get(key, "")) for key in ("with", *READ_KEYS))
    return re.search(rf"\b{re.escape(name)}\b", expressions) is None  # item.get('bonus', 0) reads it too


class Places:
    """Where the game's content writes a value that has no place of its own: a name in a list
    (a frame's ``N2 station red``), a field's value (a rank's id). Found by identity, the value
    itself and not an equal one; a value written at two places has none."""

    def __init__(self, game: Game):
        self.game = game
        self._lines: dict[int, Location | None] | None = None
        self._texts: list[str] | None = None  # every text the content writes as a value or key, sorted
        self._words: frozenset[str] = frozenset()  # and each word of them

    def misspelt(self, text: str) -> str:
        """'; did you mean 'green'?' for a text that no entry, set row, data table nor component declaration
        writes (as a value, a word of one or a key) when one near it is written; '' otherwise."""
        if self._texts is None:
            written = [*self.game.data.values()]
            for component in self.game.components:
                written += [component.entries, component.sets, component.spec]
            self._texts = sorted(set(_texts(written)))
            self._words = frozenset(word for value in self._texts for word in value.split())
        if text in self._words or text in self._texts:
            return ""
        return did_you_mean(text, self._texts)

    def of(self, value: Any) -> Location | None:
        """A list's or mapping's own place (an entry's); a string's line in the content; else None."""
        loc = getattr(value, "loc", None)
        if loc is not None or not isinstance(value, str):
            return loc
        if self._lines is None:
            self._lines = {}
            seen: set[int] = set()
            for component in self.game.components:
                self._walk(component.entries, seen)
                self._walk(component.sets, seen)
            for table in self.game.data.values():
                self._walk(table, seen)
        return self._lines.get(id(value))

    def _walk(self, node: Any, seen: set[int]) -> None:
        if id(node) in seen or not isinstance(node, (dict, list)):
            return
        seen.add(id(node))
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            if not isinstance(value, str):
                self._walk(value, seen)
                continue
            where = node.line_of(key) if isinstance(node, (LocatedDict, LocatedList)) else None
            known = self._lines.setdefault(id(value), where)  # type: ignore[union-attr]
            if known is not None and where is not None and known.line != where.line:
                self._lines[id(value)] = None  # type: ignore[index]  # written twice: no one place


def _texts(node: Any, depth: int = 8) -> Iterator[str]:
    """Every text ``node`` writes as a value or a key (a field's name), within ``depth`` levels of lists and
    mappings."""
    if isinstance(node, str):
        yield node
    elif depth and isinstance(node, dict):
        for key, value in node.items():
            yield str(key)
            yield from _texts(value, depth - 1)
    elif depth and isinstance(node, list):
        for value in node:
            yield from _texts(value, depth - 1)


def _counted(items: list[Any], places: Places) -> tuple[str, Location | None, tuple[str, ...]]:
    """'; counted: room ×3 (cards.yaml:30), …' for a count finding, the place of the one
    entry it counted (None when it counted several, or none), and the places it counted.

    Each entry is named at its ``count:`` line when it has one. Entries written on one line (a
    generated deck) are one group: "165 entries (deck.yaml:19)". When there are many places,
    every one with several copies is still named (a changed ``count:`` is never hidden) and the
    single entries are summed up with the lines they span.
    """
    groups: dict[Location | None, dict[str, int]] = {}
    for item in items:
        name = str(item.get("id", "?")) if isinstance(item, dict) else str(item)
        copies = groups.setdefault(_count_line(item) or places.of(item), {})
        copies[name] = copies.get(name, 0) + 1
    lines = tuple(str(loc) for loc in groups)
    if not groups:
        return "", None, lines
    many = len(groups) > COUNTED_SHOWN
    named = [(loc, copies) for loc, copies in groups.items() if not many or _copies(copies) > 1]
    shown = [_group(loc, copies) for loc, copies in named[:COUNTED_MOST]]
    if len(named) > COUNTED_MOST:
        shown.append(f"{len(named) - COUNTED_MOST} more with several copies")
    singles = [loc for loc, copies in groups.items() if many and _copies(copies) == 1]
    if singles:
        shown.append(f"{len(singles)} single {'entry' if len(singles) == 1 else 'entries'}{_span(singles)}")
    return f"; counted: {', '.join(shown)}", next(iter(groups)) if len(groups) == 1 else None, lines


def _count_line(item: Any) -> Location | None:
    """An entry's ``count:`` line, where its copies are set (a generated entry's: the set's line)."""
    if isinstance(item, Item) and item.loc is not None and "count" in item.key_lines:
        return item.line_of("count")
    return None


def _copies(copies: dict[str, int]) -> int:
    return sum(copies.values())


def _group(loc: Location | None, copies: dict[str, int]) -> str:
    ((name, n),) = copies.items() if len(copies) == 1 else ((f"{len(copies)} entries", 1),)
    return f"{name}{f' ×{n}' if n > 1 else ''}" + (f" ({loc.file.name}:{loc.line})" if loc else "")


def _span(places: list[Location | None]) -> str:
    """' (cards.yaml:40–95)' for places in one file; '' when they have none or several files."""
    known = [loc for loc in places if loc is not None]
    if not known or len({loc.file for loc in known}) > 1:
        return ""
    lines = sorted(loc.line for loc in known)
    return f" ({known[0].file.name}:{lines[0]}{f'–{lines[-1]}' if lines[-1] != lines[0] else ''})"


SAID_AT_CHECK = 3  # failures of items with no line of their own, each said in the one finding at the check


def _add_by_line(
    failed: Iterable[tuple[Any, str]],
    where: Location,
    line_of: Callable[[Any], Location | None],
    rule: str,
    severity: str,
    findings: Findings,
    prints_item: bool = True,
) -> None:
    """A check's findings about its ``failed`` items, one for each line they point at (``line_of`` an item:
    most often the line of the one field the check reads, ``cost:`` for ``2 <= item.cost <= 8``, else the
    item's own; ``where`` for an item written nowhere): a line that makes many pieces (a suit's row in sets:,
    written with another suit's name) is one finding that says how many more it holds, not one a card. A value of
    a literal ``each:`` list is named when the message does not print ``item`` (``prints_item``): which one fails."""
    said: dict[Location, list[str]] = {}
    for item, message in failed:
        line = line_of(item) or where
        named = line == where and not prints_item and isinstance(item, str | int | float)
        said.setdefault(line, []).append(noted(message, f"not met for '{item}'") if named else message)
    for line, messages in said.items():
        unique = list(dict.fromkeys(messages))
        if line == where:  # items written nowhere in the content (each: "['scavs', 'wardens']"): each is its own
            shown = unique[:SAID_AT_CHECK]
            more = f" (and {len(unique) - len(shown)} more)" if len(unique) > len(shown) else ""
            findings.add(rule, line, "; ".join(shown) + more, severity)
            continue
        more = f" (and {len(unique) - 1} more like it from this line)" if len(unique) > 1 else ""
        findings.add(rule, line, unique[0] + more, severity)


def _item_line(item: Any, field: str | None, places: Places) -> Location | None:
    """A failing item's line: that of its ``field`` when it writes it (the one field the check reads), else its
    own; None for an item the content writes nowhere."""
    # a field a generate rule makes from several rows (a title of a rank and a suit) is said at the row
    # that made the entry, as before: the rule's line is no one entry's
    written = field in getattr(item, "key_lines", {}) and field not in getattr(item, "rule_keys", ())
    return item.line_of(field) if written else places.of(item)


def _with(check: LocatedDict, context: dict[str, Any]) -> dict[str, Any]:
    """The context and the check's ``with`` values, each evaluated once (one may use those above it)."""
    shared = check.get("with") or {}
    context = dict(context) if shared else context
    for name, expression in shared.items():
        if not str(name).isidentifier():
            raise ExpressionError(f"'with' name '{name}' cannot be read by an expression: use letters, digits and _")
        if name in TAKEN or name in context:
            raise ExpressionError(f"'with' cannot name a value '{name}': that name is taken; choose another")
        try:
            context[name] = evaluate_expression(expression, context)
        except ExpressionError as exc:
            said = ExpressionError(f"in its 'with' value '{name}': {exc}", exc.missing, exc.cause)
            said.where = shared.line_of(name) if isinstance(shared, LocatedDict) else None
            raise said from None
    return context


def _bounds_cross(check: LocatedDict, findings: Findings) -> bool:
    """Whether the check's ``min:`` is more than its ``max:``, both numbers: no count fits, and every count (each
    item's, with ``each:``) would fail. One ``schema`` finding at ``min:`` says so, and the check is not run."""
    low, high = check.get("min"), check.get("max")
    if not all(isinstance(bound, int | float) and not isinstance(bound, bool) for bound in (low, high)):
        return False  # an expression, or a bound not written: each count is compared as it comes
    if low <= high:
        return False
    findings.error(
        "schema",
        check.line_of("min"),
        f"check '{check['id']}': min: {low} is more than max: {high}, so no count fits: swap them, or write the "
        "bound meant",
    )
    return True


def _bound(check: LocatedDict, key: str, scope: dict[str, Any]) -> int | float:
    """The check's ``equals``/``min``/``max``: a number, or an expression over the game evaluated in ``scope``
    (written bare, as ``count:`` is, or in ``{{ }}``); an error in it, or a value that is no number, is said at
    its line."""
    written = check[key]
    if not isinstance(written, str):
        return written
    _refuse_number_words(check, key, written, scope)
    bare = BRACED.fullmatch(written)
    value = _value(check, key, scope) if bare is None else _evaluated(check, key, bare[1], scope)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        error = ExpressionError(
            f"{key}: '{written}' gives {value!r}, not a number to compare the count with: "
            "make it give one (| length, | max, | sum, | int)"
        )
        error.where = check.line_of(key)
        raise error
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _refuse_number_words(check: LocatedDict, key: str, written: str, scope: dict[str, Any]) -> None:
    """A bound written in words (``equals: forty-two``), which Jinja reads as names ("'forty' is undefined"): said
    at its line with the digits to write, in the game's language ("zweiundvierzig", "quarante-deux")."""
    game = scope.get("game")
    language = str(game.get("language", "en")) if isinstance(game, Mapping) else "en"
    numerals = NUMERALS.get(language, NUMERALS["en"])
    if not numerals.words.fullmatch(written.strip()):
        return
    error = ExpressionError(
        f"{key}: '{written}' is a number in words: write it in digits, {key}: {numerals.value(written.strip())}"
    )
    error.where = check.line_of(key)
    raise error


def _expected(bounds: dict[str, int | float]) -> str:
    if "equals" in bounds:
        return str(bounds["equals"])
    return expected([(op, bounds[key]) for key, op in (("min", ">="), ("max", "<=")) if key in bounds])


def _total_as_count(check: LocatedDict, value: int | float) -> str:
    """What to write for a ``count:`` that gives a number (a bank's total, ``| sum(attribute='value')``): a count
    takes a list and counts its items, and a total is checked with ``expect:``."""
    bounds = [
        f"{op} {check[bound]}" for bound, op in (("equals", "=="), ("min", ">="), ("max", "<=")) if bound in check
    ]
    total = " and ".join(f"{check['count']} {bound}" for bound in bounds) or f"{check['count']} == …"
    return (
        f"count: gives the number {value:g}, not the items to count (count: takes a list and counts it); a total is "
        f'checked with expect:, write expect: "{total}" (in place of count: and its bounds)'
    )


def _as_list(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return list(value.values())
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise ExpressionError(f"expected a list of items, got {type(value).__name__}")
    return list(value)


def wait_for_layout(game: Game, said_before: set[Finding], findings: Findings) -> None:
    """A check failing for an entry (a data row) in which laying the pieces out then found a slip of the content
    waits for it when it reads the field the slip is at (a quest map placing a misspelt tile: its ``tile:`` line's
    finding, not also the check that every tile placed is one the box has): one cause, one finding. A check that
    names none of the fields on the way to the slip is about something else and is said (a card's count wrong
    while its text is too long); one that reads the item whole (``item | int``) cannot be told apart and waits.
    A slip of an entry's text said before (an unknown icon in a contract's ``wants:``, which a check counting the
    goods it asks for miscounts too) is waited for alike. Run once the pieces are laid out."""
    found = {_line(f) for f in findings.items if f.severity == ERROR and (f not in said_before or f.rule in TEXT_SLIPS)}
    if not found:
        return
    entries = [entry for component in game.components for entry in component.entries]
    rows = [*entries, *(row for table in game.data.values() for row in table)]
    spoilt = [(lines, _fields_at(row, found)) for row in rows if (lines := set(_lines_in(row))) & found]
    checks = [check for check in game.manifest.get("checks", []) or [] if isinstance(check, LocatedDict)]
    reads = {CHECK_PREFIX + str(check.get("id")): _names_read(check) for check in checks}

    def waits(finding: Finding) -> bool:
        if not finding.rule.startswith(CHECK_PREFIX):
            return False
        read = reads.get(finding.rule)
        return any(
            place in lines and (read is None or fields is None or read & fields)
            for place in _failing_rows(finding) or [_line(finding)]
            for lines, fields in spoilt
        )

    findings.items = [f for f in findings.items if not waits(f)]


# slips of a text that print it otherwise than meant: what a check reads of that text is wrong with it
TEXT_SLIPS = frozenset({"icon-unknown", "reference-unknown", "text-markup"})
# the expressions a check passes or fails by
READ_KEYS = ("count", "each", "expect", "unique", "key", "apart", "colour", "cue", *BOUNDS)
ITEM_WHOLE = re.compile(r"\bitem\b(?!\s*(?:\.\s*\w|\[\s*['\"]))")  # item, not item.cost or item['cost']
NAMED = re.compile(r"\.\s*(\w+)|['\"](\w+)['\"]")  # .cost, ['cost'], attribute='cost', selectattr('suit', …)


def _names_read(check: LocatedDict) -> set[str] | None:
    """The names a check's expressions write as fields (``item.cost``, ``attribute='cost'``, ``selectattr('suit'``,
    and any other quoted word: more than it reads, never less); None when one reads its item whole."""
    written = [check.get(key) for key in READ_KEYS]
    with_ = check.get("with")
    if isinstance(with_, dict):
        written += list(with_.values())
    text = "\n".join(value for value in written if isinstance(value, str))
    if ITEM_WHOLE.search(text):
        return None
    return {name for pair in NAMED.findall(text) for name in pair if name}


def _fields_at(row: Any, found: set[tuple[Any, int]]) -> set[str] | None:
    """The keys on the way from ``row`` to the lines in ``found`` (``placements``, ``tile``); None when a line found
    is the row's own first line (said of the entry as a whole: every check over it waits)."""
    if row.loc is None or (row.loc.file, row.loc.line) in found:
        return None
    return set(_keys_towards(row, found))


def _keys_towards(node: LocatedDict | LocatedList, found: set[tuple[Any, int]]) -> Iterator[str]:
    """The keys of ``node``, and of the values inside it, at a line in ``found`` or holding one."""
    for key in node if isinstance(node, LocatedDict) else range(len(node)):
        place, child = node.line_of(key), node[key]
        if (place.file, place.line) in found or set(_lines_in(child)) & found:
            if isinstance(key, str):
                yield key
            if isinstance(child, (LocatedDict, LocatedList)):
                yield from _keys_towards(child, found)


def _line(finding: Finding) -> tuple[Any, int]:
    return finding.location.file, finding.location.line


FAILING_AT = "each-alike: "  # the cause of a check said once at its expect: for every item: the items' lines


def _failing_at(rows: list[Location]) -> str:
    """The cause of a finding said at a check's ``expect:`` for every item failing alike: where those items are,
    so that it waits, as a finding at each would, for a slip that laying the pieces out finds in one of them."""
    return FAILING_AT + "\n".join(f"{row.line}\t{row.file}" for row in rows)


def _failing_rows(finding: Finding) -> list[tuple[Path, int]]:
    if not (finding.cause or "").startswith(FAILING_AT):
        return []
    rows = (row.split("\t", 1) for row in finding.cause.removeprefix(FAILING_AT).splitlines())
    return [(Path(file), int(line)) for line, file in rows]


def _lines_in(node: Any) -> Iterator[tuple[Any, int]]:
    """The (file, line) of ``node`` (an entry, a row) and of every value written inside it."""
    if isinstance(node, (LocatedDict, LocatedList)) and node.loc is not None:
        yield node.loc.file, node.loc.line
        for key in node if isinstance(node, LocatedDict) else range(len(node)):
            place = node.line_of(key)
            yield place.file, place.line
            yield from _lines_in(node[key])

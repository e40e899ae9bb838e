"""Sandboxed Jinja: the one expression language of templates, generators and checks.

A value that is exactly one ``{{ expression }}`` keeps the expression's type
(a number, a list, a card); any other string is rendered as text. Undefined
names are errors, never silent blanks.
"""

from __future__ import annotations

import itertools
import math
import re
import sys
import time
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import lru_cache, partial
from types import CodeType
from typing import Any

import jinja2
from jinja2 import StrictUndefined, Template, TemplateError, Undefined, nodes, pass_context, pass_environment
from jinja2.environment import TemplateExpression
from jinja2.exceptions import SecurityError, TemplateSyntaxError, UndefinedError
from jinja2.parser import Parser
from jinja2.sandbox import ImmutableSandboxedEnvironment, safe_range

from pnp.core import angles
from pnp.core.asciimap import map_summary
from pnp.core.color import contrast, luminance, mix
from pnp.core.limits import EXPRESSION_OUTPUT, EXPRESSION_SECONDS, EXPRESSION_STEPS
from pnp.core.numerals import ENGLISH, GENDERS, NUMERALS
from pnp.core.suggest import NAMES_LISTED, did_you_mean, did_you_mean_or_names
from pnp.core.usercache import KeptStore
from pnp.core.words import of_game, say

_SINGLE_EXPRESSION = re.compile(r"^\s*\{\{(?P<expr>(?:(?!\}\}).)*)\}\}\s*$", re.DOTALL)


class ExpressionError(Exception):
    """An expression failed: a typo, an undefined name, a type mismatch.

    ``missing`` is (the mapping, the field) when it read a field the mapping does not have:
    whoever reports it can tell an entry that lacks a field its siblings have from a typo."""

    def __init__(self, message: str, missing: tuple[Any, str] | None = None, cause: Exception | None = None):
        super().__init__(message)
        self.missing = missing
        self.cause = cause  # what failed inside it (a filter's ColourError names the value it could not read)
        self.where: Any = None  # where the failing expression is written, when its reader knows (a check's key, a var)
        self.line: int | None = None  # the line of a text's Jinja that failed, counted from the text's first (1)
        self.var: str | None = None  # the template var whose expression failed (said at its line, ``where``)


class _MissingFieldError(UndefinedError):
    def __init__(self, message: str, owner: Any, name: str):
        super().__init__(message)
        self.missing = (owner, name)


class ShortListError(UndefinedError):
    """An expression read an item past the end of a list (``card.faces[5]`` of five faces): ``short`` is the
    list, for a reader to tell a list the content wrote too short (and has said so) from a template's slip."""

    def __init__(self, message: str, short: Sequence):
        super().__init__(message)
        self.short = short


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


def _findall(value: Any, pattern: str, field: str = "text") -> list[str]:
    """Every match of ``pattern`` in ``value``, in order: the text of its first group when it has groups,
    else the whole match. ``value`` is a text, or an entry or a rulebook section, whose ``field`` (its text)
    is searched: each match then knows the line and column it is written at, so a check over the matches
    (``each:``) says a failing one there ("card 121" in a story card's text, at its line)."""
    located = isinstance(value, Mapping) and hasattr(value, "line_of_text")
    text = value.get(field, "") if located else value
    if not isinstance(text, str):
        raise ValueError(f"findall searches a text, or an entry's or a section's '{field}', not {type(text).__name__}")
    found = []
    for match in _regex(pattern).finditer(text):
        piece = Found(match.group(1) if match.re.groups else match.group(0))
        if located:
            piece.loc = value.line_of_text(field, match.group(0), match.start())
        found.append(piece)
    return found


def _test_contains(value: Any, item: Any) -> bool:
    return item in value


def _covers(ranges: Any, low: int, high: int) -> bool:
    """True when [from, to] pairs cover every whole number low..high exactly once (a die table)."""
    hits = [n for pair in ranges for n in range(int(pair[0]), int(pair[-1]) + 1)]
    return sorted(hits) == list(range(int(low), int(high) + 1))


class _Budget:
    """The work one expression may do: steps (loop turns, calls, attribute reads) and seconds.

    Checked by the sandbox at every step, so a loop that would run for ever stops with a
    finding; nested evaluations (a template var used by another) share their outermost budget.
    """

    def __init__(self) -> None:
        self.depth = 0
        self.steps = 0
        self.deadline = 0.0

    @contextmanager
    def running(self) -> Iterator[None]:
        if self.depth == 0:
            self.steps, self.deadline = 0, time.monotonic() + EXPRESSION_SECONDS
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    def tick(self, count: int = 1) -> None:
        self.steps += count
        if self.steps > EXPRESSION_STEPS:
            raise SecurityError(f"the expression does more than {EXPRESSION_STEPS:,} steps (a loop too long?)")
        if self.steps % 1024 == 0 and time.monotonic() > self.deadline:
            raise SecurityError(f"the expression runs longer than {EXPRESSION_SECONDS:g} seconds")


BUDGET = _Budget()


class _CountedRange(Sequence):
    """``range`` as the sandbox allows it, every item taken counted against the budget."""

    def __init__(self, *args: int):
        self._range = safe_range(*args)

    def __len__(self) -> int:
        return len(self._range)

    def __getitem__(self, index):
        return self._range[index]

    def __iter__(self) -> Iterator[int]:
        for value in self._range:
            BUDGET.tick()
            yield value


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """Jinja's immutable sandbox, with every step counted and no operator making a huge value."""

    intercepted_binops = frozenset(("*", "**"))

    def getattr(self, obj: Any, attribute: str) -> Any:
        BUDGET.tick()
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        BUDGET.tick()
        if _number_for_text_key(obj, argument):  # YAML's `1:` is the key '1': a card's chapter 1 reads it
            argument = str(argument)
        return super().getitem(obj, argument)

    def call(__self, __context, __obj, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 - Jinja's signature
        BUDGET.tick()
        return super().call(__context, __obj, *args, **kwargs)

    def call_binop(self, context, operator: str, left: Any, right: Any) -> Any:
        BUDGET.tick()
        if operator == "*":
            sized, times = (left, right) if isinstance(right, int) else (right, left)
            if (
                isinstance(sized, (str, list, tuple))
                and isinstance(times, int)
                and len(sized) * times > EXPRESSION_OUTPUT
            ):
                raise SecurityError(f"the expression would make a value of more than {EXPRESSION_OUTPUT:,} items")
        if operator == "**" and _too_big_a_power(left, right):
            raise SecurityError("the expression raises a number to too high a power")
        return super().call_binop(context, operator, left, right)


def _number_for_text_key(obj: Any, argument: Any) -> bool:
    """True when ``argument`` is a number that ``obj``, a mapping, has only as text: pnp keeps every key of
    YAML as text (``1:`` is '1'), so ``vars.chapters[card.chapter]`` with a number in ``chapter`` finds it."""
    return (
        isinstance(argument, int | float)
        and not isinstance(argument, bool)
        and isinstance(obj, Mapping)
        and argument not in obj
        and str(argument) in obj
    )


def _too_big_a_power(base: Any, exponent: Any) -> bool:
    if not (isinstance(base, (int, float)) and isinstance(exponent, (int, float))):
        return False
    return abs(exponent) > 1000 or (abs(base) > 1 and abs(exponent) * math.log10(abs(base)) > 1000)


def _first_names(names: list[str]) -> str:
    """The first NAMES_LISTED of ``names``, and '…' when there are more."""
    return ", ".join(names[:NAMES_LISTED]) + (", …" if len(names) > NAMES_LISTED else "")


class _FieldUndefined(StrictUndefined):
    """Strict, and says a missing field of a card or a table by name, with its closest field,
    instead of Jinja's "'pnp.model.Item object' has no attribute 'valeu'"."""

    __slots__ = ()

    @property
    def _undefined_message(self) -> str:
        owner, name = self._undefined_obj, self._undefined_name
        if self._undefined_hint is None and isinstance(name, str) and name in getattr(owner, "optional", ()):
            return (
                f"no field '{name}', which an entry may leave out (under fields:, not required:), as most do: "
                f"read it as .get('{name}', false), or select with selectattr('{name}', 'defined')"
            )
        if self._undefined_hint is None and isinstance(name, str) and (fields := _fields_of(owner)) is not None:
            hint = did_you_mean(name, fields) or (f"; it has {_first_names(fields)}" if fields else "; it has none")
            return f"no field '{name}'{hint}"
        if self._undefined_hint is None and isinstance(owner, Mapping) and not isinstance(name, str):
            keys = [str(key) for key in owner]  # not Jinja's "dict object has no element 5"
            return (
                f"no key {name!r}: its keys are {_first_names(keys)}"
                if keys
                else f"no key {name!r}: the mapping is empty"
            )
        if _is_list(owner) and isinstance(name, int):  # not Jinja's "'…LocatedList object' has no element 5"
            items = f"{len(owner)} item{'' if len(owner) == 1 else 's'}"
            held = f", [0] to [{len(owner) - 1}]" if len(owner) > 1 else ", [0]" if owner else ""
            return f"the list has {items}{held}: there is no [{name}]"
        return super()._undefined_message

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        owner, name = self._undefined_obj, self._undefined_name
        if self._undefined_hint is None and isinstance(name, str) and _fields_of(owner) is not None:
            self._undefined_exception = partial(_MissingFieldError, owner=owner, name=name)
        elif self._undefined_hint is None and isinstance(name, int) and _is_list(owner):
            self._undefined_exception = partial(ShortListError, short=owner)


def _is_list(owner: Any) -> bool:
    return isinstance(owner, Sequence) and not isinstance(owner, str | bytes)


def _fields_of(owner: Any) -> list[str] | None:
    """The fields an expression may read of ``owner``: a mapping's keys, or the data a game's own object holds
    (a component's ``cards``, ``entries``, ``title``...: ``components.deck.card`` said "'pnp.model.Component
    object' has no attribute 'card'"); None for anything else."""
    if isinstance(owner, Mapping):
        return sorted(str(key) for key in owner)
    if not type(owner).__module__.startswith("pnp.model"):
        return None
    kind = type(owner)
    return sorted(name for name in dir(owner) if not name.startswith("_") and not callable(getattr(kind, name, None)))


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
    A whole number prints without a mark (2.0: "2")."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"number takes a number, not {value!r}")
    if places is not None:
        text = f"{value:.{int(places)}f}"
    else:
        text = str(int(value)) if float(value).is_integer() and abs(value) < 1e15 else str(value)
    game = context.get("game")
    mark = say(of_game(game) if isinstance(game, Mapping) else None, "decimal")
    return text.replace(".", mark)


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
    if not chosen and wanted_ok and not any(_holds(context.get(name), args[2]) for name in ("card", "item")):
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
    written = sorted({str(item[field]) for item in seq.items if isinstance(item, Mapping) and field in item})
    said = f"no item has {field} {wanted!r}" + did_you_mean(str(wanted), written)
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
    """``by_id`` of an id that no item has: ``value`` is the id looked up, for a reader to say it where the
    content writes it (a quest map's ``tile: guardrom``), once, rather than at every template line reading it."""

    def __init__(self, message: str, value: Any):
        super().__init__(message)
        self.value = value


def _by_id(items: Any, wanted: Any) -> Any:
    """The item of ``items`` (a component's entries or cards, a data table, a rulebook's sections) whose ``id`` is
    ``wanted``: ``components.tiles.entries | by_id(loop.item.tile)`` for the clumsy ``selectattr('id', 'eq', …) |
    first``, whose wrong id said only "No first item". An id no item has is an error naming the one meant."""
    if hasattr(items, "entries") and hasattr(items, "cards"):  # components.tiles, a component: not a list
        raise ValueError("by_id looks an id up in a list of items: a component's .entries or .cards, not the component")
    if isinstance(items, str | Mapping) or not isinstance(items, Iterable):
        raise ValueError(f"by_id looks an id up in a list of items (components.tiles.entries), not {items!r}")
    listed = [item for item in items if isinstance(item, Mapping) and "id" in item]
    found = next((item for item in listed if str(item["id"]) == str(wanted)), None)
    if found is not None:
        return found
    ids = list(dict.fromkeys(str(item["id"]) for item in listed))
    if not ids:
        raise ValueError("by_id looks an item up by its id, and no item of this list has an id")
    hint = did_you_mean_or_names(str(wanted), ids, "the ids are")
    raise UnknownIdError(f"no item has id '{wanted}'{hint}", wanted)


def _did_you_mean(word: Any, options: Any) -> str:
    """ "; did you mean 'teal'?" with the option closest to ``word``, or "" (a check's message)."""
    return did_you_mean(str(word), [str(option) for option in options])


def _make_environment() -> ImmutableSandboxedEnvironment:
    env = BoundedSandbox(undefined=_FieldUndefined, autoescape=False)
    # Only what content needs: no lipsum, cycler, joiner or namespace (mutable state).
    env.globals = {"range": _CountedRange, "dict": dict, **angles.FUNCTIONS}
    env.tests["search"] = _test_search
    env.tests["contains"] = _test_contains
    env.filters["search"] = _test_search
    env.filters["covers"] = _covers
    env.filters["findall"] = _findall
    env.filters["luminance"] = luminance
    env.filters["contrast"] = contrast
    env.filters["mix"] = mix
    env.filters["ascii_map"] = map_summary
    env.filters["spelled"] = _spelled
    env.filters["number"] = _number
    env.filters["did_you_mean"] = _did_you_mean
    env.filters["selectattr"] = _selectattr
    env.filters["first"] = _first
    env.filters["by_id"] = _by_id
    return env


ENV = _make_environment()


FORBIDDEN_NAMES = frozenset(("self", "caller", "varargs", "kwargs"))  # Jinja's own objects, no data


@lru_cache(maxsize=4096)
def _compile_expression(source: str) -> TemplateExpression:
    code = CODE.get("expression", source)
    if code is None:
        _refuse_internal_names(ENV.parse(f"{{{{ {source} }}}}"))
        code = CODE.put("expression", source, _expression_code(source))
    return TemplateExpression(_from_code(code), undefined_to_none=False)


@lru_cache(maxsize=4096)
def _compile_template(source: str) -> Template:
    code = CODE.get("template", source)
    if code is None:
        tree = ENV.parse(source)
        _refuse_internal_names(tree)
        code = CODE.put("template", source, ENV.compile(tree))
    return _from_code(code)


# Compiling a Jinja expression to Python is most of what it costs (a third of a second for the
# five games); the compiled code is kept in the user's cache folder, like Python's own .pyc files.
# Only code of sources that compiled and passed the sandbox's checks is kept.
CODE = KeptStore(f"jinja-{sys.implementation.cache_tag}-{jinja2.__version__}-2")  # -2: spelled reads the context


def _expression_code(source: str) -> CodeType:
    """The code Jinja's ``compile_expression`` makes of ``source``, raising the errors it raises."""
    parser = Parser(ENV, source, state="variable")
    try:
        expression = parser.parse_expression()
        if not parser.stream.eos:
            raise TemplateSyntaxError("chunk after expression", parser.stream.current.lineno, None, None)
    except TemplateSyntaxError:
        ENV.compile_expression(source)  # raises the error as Jinja words and marks it
        raise
    expression.set_environment(ENV)
    body = [nodes.Assign(nodes.Name("result", "store"), expression, lineno=1)]
    return ENV.compile(nodes.Template(body, lineno=1))


def _from_code(code: CodeType) -> Template:
    return ENV.template_class.from_code(ENV, code, ENV.make_globals(None))


def _refuse_internal_names(tree: nodes.Template) -> None:
    for name in tree.find_all(nodes.Name):
        if name.name in FORBIDDEN_NAMES:
            raise SecurityError(f"'{name.name}' is Jinja's own object, not content; expressions may not use it")


def is_dynamic(value: Any) -> bool:
    return isinstance(value, str) and ("{{" in value or "{%" in value)


_FAILURES = (
    TemplateError,
    TypeError,
    ValueError,
    ZeroDivisionError,
    KeyError,
    AttributeError,
    IndexError,
    OverflowError,
    RecursionError,
    MemoryError,
)


def evaluate_expression(source: str, context: dict[str, Any]) -> Any:
    """Evaluate a bare expression (no braces), keeping its type.

    Lazy results (a ``select`` filter's generator) are made into lists here, so that an
    error met while iterating is reported like any other expression error.
    """
    path = _simple_path(source)
    if path is not None:
        with BUDGET.running():
            found = _followed(path, context)
        if found is not _UNRESOLVED:
            return list(found) if isinstance(found, (Iterator, _CountedRange)) else found
    try:
        with BUDGET.running():
            result = _compile_expression(source)(**context)
            if isinstance(result, (Iterator, _CountedRange)):
                result = list(result)
            for value in _made_of(result):
                if isinstance(value, Undefined):
                    str(value)  # raises for StrictUndefined: the name is not defined
    except _FAILURES as exc:
        raise ExpressionError(
            f"in '{_short(source)}': {_said(exc, context, source)}", getattr(exc, "missing", None), exc
        ) from None
    return result


def _made_of(result: Any) -> Iterator[Any]:
    """The result and, for a list or mapping it builds (``[card.n, card.e, card.s, card.w]``), its items: a field
    missing among them is said where the list is written (a template var's line), not where it is used."""
    yield result
    if isinstance(result, (list, tuple)):
        yield from result
    elif isinstance(result, dict):
        yield from result.values()


# A name followed by attributes and literal subscripts (``card.suit.color``, ``vars.pips[0]``) is
# half the expressions of a template. It is followed here with the sandbox's own getattr and
# getitem, the calls Jinja's compiled code makes, without building a Jinja context for it; any
# other expression, and any path that meets something undefined, is left to Jinja, whose error
# messages are the findings.
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_KEY = r"-?(?:0|[1-9][0-9]*)|'[^'\\\n]*'|\"[^\"\\\n]*\""
_STEP = re.compile(rf"\.({_NAME})|\[({_KEY})\]")
_PATH = re.compile(rf"\s*({_NAME})((?:\.{_NAME}|\[(?:{_KEY})\])*)\s*")
_NOT_NAMES = frozenset({"true", "false", "none", "True", "False", "None", "not", "and", "or", "in", "is", "if"})
_UNRESOLVED = object()


@lru_cache(maxsize=4096)
def _simple_path(source: str) -> tuple[str, tuple[tuple[bool, str | int], ...]] | None:
    """(name, steps) of a plain path expression, each step (is an attribute, key); None for anything else."""
    match = _PATH.fullmatch(source)
    if match is None or match.group(1) in _NOT_NAMES or match.group(1) in FORBIDDEN_NAMES:
        return None
    steps: list[tuple[bool, str | int]] = []
    for step in _STEP.finditer(match.group(2)):
        attribute, key = step.group(1), step.group(2)
        if attribute is not None:
            steps.append((True, attribute))
        else:
            steps.append((False, int(key) if key[0] not in "'\"" else key[1:-1]))
    return match.group(1), tuple(steps)


def _followed(path: tuple[str, tuple[tuple[bool, str | int], ...]], context: dict[str, Any]) -> Any:
    name, steps = path
    if name not in context:
        return _UNRESOLVED
    value = context[name]
    for is_attribute, key in steps:
        if isinstance(value, Undefined):
            return _UNRESOLVED
        try:
            value = ENV.getattr(value, key) if is_attribute else ENV.getitem(value, key)
        except _FAILURES:
            return _UNRESOLVED
    return _UNRESOLVED if isinstance(value, Undefined) else value


def evaluate(value: Any, context: dict[str, Any]) -> Any:
    """Evaluate a template value: ``{{ x }}`` keeps its type, other strings render as text."""
    if not is_dynamic(value):
        return value
    match = _SINGLE_EXPRESSION.match(value)
    if match and "{%" not in value:
        return evaluate_expression(match.group("expr"), context)
    try:
        with BUDGET.running():
            return _render(_compile_template(value), context)
    except _FAILURES as exc:
        line, said = _unclosed_block(value, exc) or (_failed_line(exc), _said(exc, context, value))
        error = ExpressionError(
            f"in '{_short(_jinja_on(value, line, str(exc)))}': {said}",
            getattr(exc, "missing", None),
            exc,
        )
        error.line = line
        raise error from None


JINJA_PART = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def _failed_line(exc: Exception) -> int | None:
    """The line of a text's Jinja where ``exc`` arose: the parser's, or the last frame Jinja's traceback gives
    the text (a name read inside a loop is the loop's line of it)."""
    if isinstance(exc, TemplateSyntaxError):
        return exc.lineno or None
    line, frame = None, exc.__traceback__
    while frame is not None:
        if frame.tb_frame.f_code.co_filename == "<template>":
            line = frame.tb_lineno
        frame = frame.tb_next
    return line


UNCLOSED_BLOCK = re.compile(r"Unexpected end of template\..* The innermost block that needs to be closed is '(\w+)'\.")
REPEATS = {"for": "the part it repeats", "if": "the part it shows or leaves out"}


def _unclosed_block(text: str, exc: Exception) -> tuple[int, str] | None:
    """(line, words) of a ``{% for %}`` (``{% if %}``, …) that the text never closes, where Jinja says "Unexpected
    end of template" at the text's last line: the innermost of that tag left open, at its own line; None for
    any other error."""
    unclosed = UNCLOSED_BLOCK.fullmatch(str(exc)) if isinstance(exc, TemplateSyntaxError) else None
    if unclosed is None:
        return None
    tag, opened = unclosed.group(1), []
    tokens = [(line, value) for line, kind, value in ENV.lex(text) if kind in ("block_begin", "name")]
    for (line, value), (_, name) in itertools.pairwise(tokens):
        if value == "{%" and name == tag:
            opened.append(line)
        elif value == "{%" and name == f"end{tag}" and opened:
            opened.pop()
    if not opened:
        return None
    part = REPEATS.get(tag, "its part")
    return opened[-1], f"this {tag} has no end{tag}: write {{% end{tag} %}} where {part} ends"


def _jinja_on(text: str, line: int | None, words: str) -> str:
    """What to quote of a text whose Jinja failed on ``line``: that line's ``{{ }}`` or ``{% %}`` naming what
    the error's ``words`` quote (a field, a filter), else its first, else the line; the whole text when the
    line is not known, or it is the only one."""
    if line is None or "\n" not in text.strip() or not 0 < line <= text.count("\n") + 1:
        return text
    start = sum(len(row) + 1 for row in text.split("\n")[: line - 1])
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    parts = [part.group() for part in JINJA_PART.finditer(text) if part.start() <= end and part.end() > start]
    named = [re.compile(rf"\b{re.escape(name)}\b") for name in QUOTED_NAME.findall(words)]
    return next((p for p in parts if any(n.search(p) for n in named)), parts[0] if parts else text[start:end])


UNDEFINED_NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)' is undefined")
UNCLOSED = re.compile(r"unexpected '\}', expected '([)\]])'")
UNKNOWN_FILTER = re.compile(r"No filter named '([^']+)'\.")
QUOTED_NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)'")


def _said(exc: Exception, context: dict[str, Any], source: str = "") -> str:
    """The error's words, with the closest name the context has when a name is not defined ('icon_legnd'), and
    Jinja's words for three common slips said in a designer's."""
    words = str(exc)
    if isinstance(exc, EmptySelectionError | UnknownIdError):  # its words kept, for a reader saying them where
        field = exc.field if isinstance(exc, EmptySelectionError) else "id"  # the content is
        exc.args = (words.replace("no item", f"no {_selected_from(source, field)}", 1),)
        return str(exc)
    named = UNDEFINED_NAME.fullmatch(words)
    if named:
        return words + did_you_mean(named.group(1), [str(k) for k in context])
    if words == "unexpected '}'":  # {{ card.title }: the expression's end is two braces
        return f"{words}: an expression ends with two braces, }}}}"
    open_bracket = UNCLOSED.fullmatch(words)
    if open_bracket:  # the end of the expression is Jinja's '}}'
        return f"{words}: a bracket is left open; add its '{open_bracket.group(1)}'"
    if words.endswith("got '='"):
        return f"{words}: '=' is no comparison; write '==' to compare"
    unknown_filter = UNKNOWN_FILTER.fullmatch(words)
    if unknown_filter:
        return words.rstrip(".") + did_you_mean(unknown_filter.group(1), sorted(ENV.filters))
    if (mixed := _mixed_types(words)) is not None:
        return mixed
    listed = LIST_ATTRIBUTE.fullmatch(words)
    if listed:
        own = f"; the piece's own is card.{listed[1]} (cards is every card of the game)" if "card" in context else ""
        return f"a list has no field '{listed[1]}': read it of one of its items ([0].{listed[1]}){own}"
    if words == "No first item, sequence was empty.":
        return f"{words} ('first' of an empty list: does a selectattr name an id or a title no entry has?)"
    if words == "No aggregated item, sequence was empty.":  # | min or | max of []
        return "'min' or 'max' of an empty list, which has none: test the list first ((xs | min) if xs else 0)"
    return words


SELECTED_FROM = r"([A-Za-z_][\w.]*)\s*\|\s*(?:selectattr\(\s*['\"]{}['\"]|by_id\()"


def _selected_from(source: str, field: str) -> str:
    """What a selection (or a ``by_id``) that found nothing chose among, named as a designer writes it: "row of
    colours" for ``data.colours``, "entry of tiles" for ``components.tiles.entries``; "item" when the source does not
    say."""
    found = re.search(SELECTED_FROM.format(re.escape(field)), source)
    path = found.group(1).split(".") if found else []
    if len(path) == 2 and path[0] == "data":
        return f"row of {path[1]}"
    if len(path) == 3 and path[0] == "components":
        return f"{'entry' if path[2] == 'entries' else 'piece'} of {path[1]}"
    return f"item of {found.group(1)}" if found else "item"


COMPARED = re.compile(r"'(<|>|<=|>=)' not supported between instances of '(\w+)' and '(\w+)'")
OPERATED = re.compile(r"unsupported operand type\(s\) for ([-+*/%]|//|\*\*): '(\w+)' and '(\w+)'")
LIST_ATTRIBUTE = re.compile(r"'(?:list|LocatedList) object' has no attribute '(\w+)'")
TYPE_WORDS = {"int": "a number", "float": "a number", "str": "a text", "NoneType": "nothing (None)", "list": "a list"}


def _mixed_types(words: str) -> str | None:
    """Python's words for a number compared with (or added to) a text, said in a designer's: which is which, and how
    to make them alike; None for other words."""
    compared, operated = COMPARED.fullmatch(words), OPERATED.fullmatch(words)
    found = compared or operated
    if found is None:
        return None
    sign, left, right = found.groups()
    left, right = TYPE_WORDS.get(left, f"a {left}"), TYPE_WORDS.get(right, f"a {right}")
    doing = "compares" if compared else f"cannot {'add' if sign == '+' else 'work out'}"
    said = f"'{sign}' {doing} {left} {'with' if compared else 'and'} {right}"
    if {left, right} == {"a number", "a text"}:
        join = "; to join texts, write ~ for +" if sign == "+" else ""
        return f"{said}: write a number without quotes (2, not '2'), or make the text one with | int{join}"
    if "nothing (None)" in (left, right):
        return f"{said}: a field an entry leaves out reads as nothing; give it a default: .get('field', 0)"
    return said


def _render(template, context: dict[str, Any]) -> str:
    """The template's text, refused once it grows past the output bound."""
    parts, size = [], 0
    for part in template.generate(**context):
        size += len(part)
        if size > EXPRESSION_OUTPUT:
            raise SecurityError(f"the text it makes runs past {EXPRESSION_OUTPUT:,} characters")
        parts.append(part)
    return "".join(parts)


def _short(source: str) -> str:
    source = source.strip()
    return source if len(source) <= 120 else source[:117] + "..."


def evaluate_tree(value: Any, context: dict[str, Any]) -> Any:
    """Evaluate every string inside nested lists and mappings."""
    if isinstance(value, dict):
        return {key: evaluate_tree(item, context) for key, item in value.items()}
    if isinstance(value, list):
        return [evaluate_tree(item, context) for item in value]
    return evaluate(value, context)

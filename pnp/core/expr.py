"""Sandboxed Jinja: the one expression language of templates, generators and checks.

A value that is exactly one ``{{ expression }}`` keeps the expression's type
(a number, a list, a card); any other string is rendered as text. Undefined
names are errors, never silent blanks.
"""

from __future__ import annotations

import math
import re
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache, partial
from types import CodeType
from typing import Any

import jinja2
from jinja2 import StrictUndefined, Template, TemplateError, Undefined, nodes
from jinja2.environment import TemplateExpression
from jinja2.exceptions import SecurityError, TemplateSyntaxError, UndefinedError
from jinja2.parser import Parser
from jinja2.sandbox import ImmutableSandboxedEnvironment, safe_range

from pnp.core import angles
from pnp.core.expr_words import failed_line, jinja_on, said, unclosed_block
from pnp.core.filters import FILTERS, TESTS
from pnp.core.limits import EXPRESSION_OUTPUT, EXPRESSION_SECONDS, EXPRESSION_STEPS
from pnp.core.suggest import NAMES_LISTED, did_you_mean, natural_order
from pnp.core.usercache import KeptStore
from pnp.core.yamlio import LocatedDict

_SINGLE_EXPRESSION = re.compile(r"^\s*\{\{(?P<expr>(?:(?!\}\}).)*)\}\}\s*$", re.DOTALL)
READ_KEPT = 10_000  # the fields of the content one evaluation remembers reading (ExpressionError.read)


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
        self.read: tuple[tuple[LocatedDict, str], ...] = ()  # the fields of the content it read: (mapping, key)


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


class _Budget:
    """The work one expression may do: steps (loop turns, calls, attribute reads) and seconds.

    Checked by the sandbox at every step, so a loop that would run for ever stops with a
    finding; nested evaluations (a template var used by another) share their outermost budget.
    """

    def __init__(self) -> None:
        self.depth = 0
        self.steps = 0
        self.deadline = 0.0
        self.read: list[tuple[LocatedDict, str]] = []  # the content's fields read: what a failure may follow from

    def saw(self, mapping: LocatedDict, key: str) -> None:
        """Remember a field of the content read (the first READ_KEPT of an evaluation: a failure that follows from a
        later one is said as before, and a long evaluation holds no list as long as its steps)."""
        if len(self.read) < READ_KEPT:
            self.read.append((mapping, key))

    def running(self) -> _Budget:
        """The budget as a context to evaluate in: the outermost evaluation starts it afresh. (A class's
        ``__enter__`` and ``__exit__`` rather than a generator's: it is entered for every value of every piece.)"""
        return self

    def __enter__(self) -> None:
        if self.depth == 0:
            self.steps, self.deadline, self.read = 0, time.monotonic() + EXPRESSION_SECONDS, []
        self.depth += 1

    def __exit__(self, *raised: object) -> None:
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
        """``obj.name``; of a mapping that has the key ``name``, its value, before any method of that name: a
        component or data table called ``items``, ``keys`` or ``values`` (``components.items.cards``) is the
        game's, not the dictionary's method (Jinja tries the attribute first)."""
        BUDGET.tick()
        if isinstance(obj, LocatedDict) and attribute in obj:
            BUDGET.saw(obj, attribute)
        if isinstance(obj, Mapping) and hasattr(type(obj), attribute) and attribute in obj:  # else Jinja finds it
            return super().getitem(obj, attribute)
        if _plain_dict(type(obj)) and attribute in obj and attribute not in getattr(obj, "__dict__", ()):
            return obj[attribute]  # what Jinja's getattr comes to, once Python's getattr has raised for it
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        BUDGET.tick()
        if _number_for_text_key(obj, argument):  # YAML's `1:` is the key '1': a card's chapter 1 reads it
            argument = str(argument)
        if isinstance(obj, LocatedDict) and isinstance(argument, str) and argument in obj:
            BUDGET.saw(obj, argument)
        return super().getitem(obj, argument)

    def call(__self, __context, __obj, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 - Jinja's signature
        BUDGET.tick()
        _refuse_misspelt_get(__obj, args)
        try:
            return super().call(__context, __obj, *args, **kwargs)
        except ValueError as exc:
            raise _not_found(__obj, args) or exc from None

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


class NotFoundError(ValueError):
    """``'ABCDEF'.index(x)`` (or a list's) of a value it does not hold: Python's "substring not found" said with
    the value, what it was looked for in, and ``wanted`` kept, for a reader to say it where the content writes it
    (a square ``G5`` on a 6 × 6 grid whose columns are A to F)."""

    def __init__(self, wanted: Any, within: Any):
        super().__init__(f"{wanted!r} is not in {within!r}, so .index() finds no place for it")
        self.wanted = wanted


def _not_found(method: Any, args: tuple) -> NotFoundError | None:
    """The :class:`NotFoundError` of a text's or list's ``index`` that found nothing; None for any other call."""
    owner = getattr(method, "__self__", None)
    if getattr(method, "__name__", "") in ("index", "rindex") and isinstance(owner, str | list | tuple) and args:
        return NotFoundError(args[0], owner)
    return None


def _refuse_misspelt_get(method: Any, args: tuple) -> None:
    """``card.get('saphire', 0)`` of entries none of which can have a field 'saphire', near their 'sapphire':
    it would always give its default (every sapphire cost printed as none), so it is said as ``card.saphire``
    would be, "no field 'saphire'; did you mean 'sapphire'?". A name near none of them is left alone (a
    template shared by components of other fields, reading one that only some have)."""
    owner = getattr(method, "__self__", None)
    known = getattr(owner, "known", None)
    if not known or getattr(method, "__name__", "") != "get" or not args or not isinstance(args[0], str):
        return
    name = args[0]
    if name in owner or name in known:
        return
    meant = did_you_mean(name, sorted(known))
    if meant:
        message = f"no field '{name}'{meant} (.get('{name}', …) of a field no entry can have always gives its default)"
        raise _MissingFieldError(message, owner=owner, name=name)


@lru_cache(maxsize=64)
def _plain_dict(kind: type) -> bool:
    """Whether ``kind`` is a dict whose attributes Python finds only on its class and in its instance's
    ``__dict__`` (no ``__getattr__`` nor ``__getattribute__`` of its own): a key of one of its mappings that is
    neither is no attribute, and Jinja reads it as the key (a card's fields, a data table's rows)."""
    return (
        issubclass(kind, dict) and kind.__getattribute__ is dict.__getattribute__ and not hasattr(kind, "__getattr__")
    )


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
        if isinstance(name, Undefined):  # numbers[idx] of no idx: "'idx' is undefined", not "list object has no
            return name._undefined_message  # element Undefined", which names neither idx nor what to do
        if self._undefined_hint is None and isinstance(name, str) and name in getattr(owner, "optional", ()):
            who = (  # an entry of a component, or a row of a data table (pnp.load.game)
                "an entry may leave out (under fields:, not required:), as most do"
                if type(owner).__module__.startswith("pnp.model")
                else "a row of its table may leave out (its schema does not list it under required:)"
            )
            return (
                f"no field '{name}', which {who}: read it as .get('{name}', false), or select with "
                f"selectattr('{name}', 'defined')"
            )
        if self._undefined_hint is None and isinstance(name, str) and (fields := _fields_of(owner)) is not None:
            hint = did_you_mean(name, fields) or (f"; it has {_first_names(fields)}" if fields else "; it has none")
            return f"no {getattr(owner, 'holds', 'field')} '{name}'{hint}"
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
        if isinstance(owner, str) and isinstance(name, int):  # not Jinja's "str object has no element 14"
            shown = owner if len(owner) <= 40 else owner[:37] + "..."
            held = f", [0] to [{len(owner) - 1}]" if len(owner) > 1 else ", [0]" if owner else ""
            characters = f"{len(owner)} character{'' if len(owner) == 1 else 's'}"
            return f"the text '{shown}' has {characters}{held}: there is no [{name}]"
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
        return natural_order(str(key) for key in owner)
    if not type(owner).__module__.startswith("pnp.model"):
        return None
    kind = type(owner)
    return natural_order(
        name for name in dir(owner) if not name.startswith("_") and not callable(getattr(kind, name, None))
    )


def _make_environment() -> ImmutableSandboxedEnvironment:
    env = BoundedSandbox(undefined=_FieldUndefined, autoescape=False)
    # Only what content needs: no lipsum, cycler, joiner or namespace (mutable state).
    env.globals = {"range": _CountedRange, "dict": dict, **angles.FUNCTIONS}
    env.tests.update(TESTS)
    env.filters.update(FILTERS)
    return env


ENV = _make_environment()
# The sandbox's globals as every compiled template sees them: a plain dict, where Jinja's own ``make_globals``
# gives a ChainMap over ENV.globals, which each evaluation copies name by name (half its cost for a short
# expression). The same names: ENV.globals is set once, in _make_environment, and never changed.
GLOBALS = dict(ENV.globals)


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
    return ENV.template_class.from_code(ENV, code, GLOBALS)


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
        error = ExpressionError(
            f"in '{_short(source)}': {said(ENV, exc, context, source)}", getattr(exc, "missing", None), exc
        )
        error.read = tuple(BUDGET.read)
        raise error from None
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
        line, words = unclosed_block(ENV, value, exc) or (failed_line(exc), said(ENV, exc, context, value))
        error = ExpressionError(
            f"in '{_short(jinja_on(value, line, str(exc)))}': {words}",
            getattr(exc, "missing", None),
            exc,
        )
        error.line, error.read = line, tuple(BUDGET.read)
        raise error from None


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

"""Sandboxed Jinja: the one expression language of templates, generators and checks.

A value that is exactly one ``{{ expression }}`` keeps the expression's type
(a number, a list, a card); any other string is rendered as text. Undefined
names are errors, never silent blanks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from jinja2 import StrictUndefined, TemplateError, Undefined
from jinja2.sandbox import ImmutableSandboxedEnvironment

from pnp.core.color import contrast, luminance, mix

_SINGLE_EXPRESSION = re.compile(r"^\s*\{\{(?P<expr>(?:(?!\}\}).)*)\}\}\s*$", re.DOTALL)


class ExpressionError(Exception):
    """An expression failed: a typo, an undefined name, a type mismatch."""


def _test_search(value: Any, pattern: str) -> bool:
    return re.search(pattern, str(value)) is not None


def _test_contains(value: Any, item: Any) -> bool:
    return item in value


def _covers(ranges: Any, low: int, high: int) -> bool:
    """True when [from, to] pairs cover every whole number low..high exactly once (a die table)."""
    hits = [n for pair in ranges for n in range(int(pair[0]), int(pair[-1]) + 1)]
    return sorted(hits) == list(range(int(low), int(high) + 1))


def _make_environment() -> ImmutableSandboxedEnvironment:
    env = ImmutableSandboxedEnvironment(undefined=StrictUndefined, autoescape=False)
    env.tests["search"] = _test_search
    env.tests["contains"] = _test_contains
    env.filters["search"] = _test_search
    env.filters["covers"] = _covers
    env.filters["luminance"] = luminance
    env.filters["contrast"] = contrast
    env.filters["mix"] = mix
    return env


ENV = _make_environment()


@lru_cache(maxsize=4096)
def _compile_expression(source: str):
    return ENV.compile_expression(source, undefined_to_none=False)


@lru_cache(maxsize=4096)
def _compile_template(source: str):
    return ENV.from_string(source)


def is_dynamic(value: Any) -> bool:
    return isinstance(value, str) and ("{{" in value or "{%" in value)


_FAILURES = (TemplateError, TypeError, ValueError, ZeroDivisionError, KeyError, AttributeError, IndexError)


def evaluate_expression(source: str, context: dict[str, Any]) -> Any:
    """Evaluate a bare expression (no braces), keeping its type.

    Lazy results (a ``select`` filter's generator) are made into lists here, so that an
    error met while iterating is reported like any other expression error.
    """
    try:
        result = _compile_expression(source)(**context)
        if isinstance(result, Iterator):
            result = list(result)
        if isinstance(result, Undefined):
            str(result)  # raises for StrictUndefined: the name is not defined
    except _FAILURES as exc:
        raise ExpressionError(f"in '{source.strip()}': {exc}") from None
    return result


def evaluate(value: Any, context: dict[str, Any]) -> Any:
    """Evaluate a template value: ``{{ x }}`` keeps its type, other strings render as text."""
    if not is_dynamic(value):
        return value
    match = _SINGLE_EXPRESSION.match(value)
    if match and "{%" not in value:
        return evaluate_expression(match.group("expr"), context)
    try:
        return _compile_template(value).render(**context)
    except _FAILURES as exc:
        raise ExpressionError(f"in '{value.strip()}': {exc}") from None


def evaluate_tree(value: Any, context: dict[str, Any]) -> Any:
    """Evaluate every string inside nested lists and mappings."""
    if isinstance(value, dict):
        return {key: evaluate_tree(item, context) for key, item in value.items()}
    if isinstance(value, list):
        return [evaluate_tree(item, context) for item in value]
    return evaluate(value, context)

"""What a failed ``expect:`` comparison found and what it expected: " (found 10, expected 12)".

A check's ``expect:`` is a condition, true or false; when it fails, its message alone does not say by how much.
When the expression is a comparison of one value with bounds (``... | length == 12``, ``1 <= item.count <= 3``,
``item.shadows * 3 < item.players``), each side is evaluated on its own, and the value compared is said beside
what it was expected to be, as a ``count:`` check says it. Any other condition (``and``, ``or``, ``not``, ``in``,
``is``, ``!=``, whose failure found the very value it excludes; values that are neither numbers nor short texts)
says nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from pnp.core.expr import ENV, ExpressionError

COMPARED = {  # what a value compared so was expected to be
    "==": "{}",
    ">=": "at least {}",
    ">": "more than {}",
    "<=": "at most {}",
    "<": "less than {}",
}
FLIPPED = {"==": "==", ">=": "<=", ">": "<", "<=": ">=", "<": ">"}  # "3 >= x" is "x <= 3"
NOT_A_COMPARISON = frozenset({"and", "or", "not", "if", "else", "in", "is"})
LITERAL = re.compile(r"-?\d+(?:\.\d+)?")
SHORT = 40  # a text longer than this is not quoted
FOUND = re.compile(r" \(found [^()]*\)$")  # what found_expected adds to a message


@dataclass(frozen=True)
class Comparison:
    """``operands[0] ops[0] operands[1] ops[1] …``, each operand as written."""

    operands: tuple[str, ...]
    ops: tuple[str, ...]


@cache
def comparison(source: str) -> Comparison | None:
    """The comparison ``source`` is, split at its comparison operators outside brackets and strings; None when it
    is no comparison, or one of several values (two operands written as expressions in a chain)."""
    operands, ops, depth, written = [], [], 0, ""
    for _, kind, value in ENV.lexer.tokeniter(f"{{{{ {source} }}}}", None):
        if kind in ("variable_begin", "variable_end"):
            continue
        if kind == "operator" and value in "([{":
            depth += 1
        elif kind == "operator" and value in ")]}":
            depth -= 1
        elif depth == 0 and kind == "name" and value in NOT_A_COMPARISON:
            return None
        elif depth == 0 and kind == "operator" and value in COMPARED:
            operands.append(written.strip())
            ops.append(value)
            written = ""
            continue
        written += value
    operands.append(written.strip())
    values = [operand for operand in operands if not LITERAL.fullmatch(operand)]
    if not ops or len(values) > 1 + (len(operands) == 2):
        return None
    return Comparison(tuple(operands), tuple(ops))


def expected(bounds: list[tuple[str, Any]]) -> str:
    """Bounds as said: ``[(">=", 1), ("<=", 3)]`` is "at least 1 and at most 3"."""
    return " and ".join(COMPARED[op].format(_said(value)) for op, value in bounds)


def found_expected(source: str, evaluated: Callable[[str], Any]) -> str:
    """ " (found 10, expected 12)" for the comparison ``source``, each side's value given by ``evaluated``; "" when
    it is no comparison, or a side has no value to say (an error, a list, a long text)."""
    compared = comparison(source)
    if compared is None:
        return ""
    operands = compared.operands
    at = next((index for index, operand in enumerate(operands) if not LITERAL.fullmatch(operand)), 0)
    try:
        values = [evaluated(operand) for operand in operands]
    except ExpressionError:  # a side that fails alone (a chain that stopped early) says nothing more
        return ""
    if not all(_sayable(value) for value in values):
        return ""
    bounds = []
    for index, op in enumerate(compared.ops):  # op sits between operands[index] and operands[index + 1]
        if index == at:
            bounds.append((op, values[index + 1]))
        elif index + 1 == at:
            bounds.append((FLIPPED[op], values[index]))
    return f" (found {_said(values[at])}, expected {expected(bounds)})"


def _sayable(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, (int, float)) or (isinstance(value, str) and len(value) <= SHORT)


def _said(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return repr(value) if isinstance(value, str) else str(value)


def noted(message: str, note: str) -> str:
    """``message`` with ``note`` in brackets after it; in the brackets of what it found, if it ends with them:
    "… (found 90, expected 100; not met for any of the 6 items …)", not two brackets in a row."""
    return f"{message[:-1]}; {note})" if FOUND.search(message) else f"{message} ({note})"

"""A template var that a repeated element's ``when:`` compares with the copy's place, and that no copy has.

A bingo board's 16 squares drawn by ``repeat: 16``, the free one left out by ``when: "{{ loop.index0 !=
vars.free }}"``: ``free: 16`` (the 16th square counted from 1) is no copy's ``loop.index0`` (0 to 15), so none is
left out, and the copies read past the end of the 15 birds. The var is the one slip: said once at its line, with
the numbers the copies have; the elements that read it are not laid out, so what follows from it (a list read
past its end, a square drawn off the piece) is not said besides.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from jinja2 import TemplateSyntaxError, nodes

from pnp.core.expr import ENV, ExpressionError, evaluate, is_dynamic
from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict
from pnp.load.templates import VAR_READ, Template

FIRST = {"index0": 0, "index": 1}  # the place of the first copy, as each of loop's counts numbers it


def unreached_vars(template: Template, findings: Findings) -> frozenset[str]:
    """The vars of ``template`` compared in a repeated element's ``when:`` with a place no copy has: each said once,
    at its line (``value-invalid``)."""
    if not isinstance(template.vars, LocatedDict):
        return frozenset()
    said: dict[str, tuple[str, int, int, list[str]]] = {}
    for name, element in template.elements.items():
        count = _copies(element.get("repeat"), template.vars) if isinstance(element, dict) else None
        if count is None:
            continue
        for counted, var in _compared(element.get("when")):
            value = template.vars.get(var)
            first = FIRST[counted]
            if isinstance(value, int) and not isinstance(value, bool) and not first <= value < first + count:
                said.setdefault(var, (counted, value, count, []))[3].append(name)
    for var, (counted, value, count, elements) in said.items():
        findings.error("value-invalid", template.vars.line_of(var), _message(var, counted, value, count, elements))
    return frozenset(said)


def reads_any(element: Any, names: frozenset[str]) -> bool:
    """Whether ``element`` (a template value, or a mapping or list of them) reads one of the vars ``names``."""
    if isinstance(element, dict):
        return any(reads_any(value, names) for value in element.values())
    if isinstance(element, list):
        return any(reads_any(value, names) for value in element)
    return is_dynamic(element) and any(var in names for var in VAR_READ.findall(element))


def _message(var: str, counted: str, value: int, count: int, elements: list[str]) -> str:
    first, last = FIRST[counted], FIRST[counted] + count - 1
    named = " and ".join(f"'{name}'" for name in elements)
    said = (
        f"vars.{var}: {value} is the place of no copy of element{'s' * (len(elements) > 1)} {named} (repeat: "
        f"{count}: its loop.{counted} runs {first} to {last}), so the when: that compares them matches none; "
        f"write a number from {first} to {last}"
    )
    if counted == "index0" and value == count:
        said += f" (loop.index0 counts from 0: the {_ordinal(count)} copy is {last})"
    elif counted == "index" and value == 0:
        said += " (loop.index counts from 1: the first copy is 1)"
    return said


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _copies(repeat: Any, template_vars: LocatedDict) -> int | None:
    """How many copies ``repeat:`` makes, when the template alone tells (a number, or an expression of its
    vars); None when the piece does (``card.cost``) or it makes none."""
    if repeat is None or isinstance(repeat, bool):
        return None
    try:
        made = evaluate(repeat, {"vars": template_vars})
    except ExpressionError:
        return None
    if isinstance(made, int) and not isinstance(made, bool):
        return made if made > 0 else None
    return len(made) or None if isinstance(made, list) else None


def _compared(when: Any) -> Iterator[tuple[str, str]]:
    """(loop's count, var) for each ``loop.index0 == vars.x`` (or ``!=``, either way round) of a ``when:``."""
    if not isinstance(when, str) or not is_dynamic(when):
        return
    try:
        tree = ENV.parse(when)
    except TemplateSyntaxError:
        return
    for compare in tree.find_all(nodes.Compare):
        if len(compare.ops) != 1 or compare.ops[0].op not in ("eq", "ne"):
            continue
        sides = (compare.expr, compare.ops[0].expr)
        counted = next((_attr(side, "loop") for side in sides if _attr(side, "loop") in FIRST), None)
        var = next((_attr(side, "vars") for side in sides if _attr(side, "vars")), None)
        if counted and var:
            yield counted, var


def _attr(node: nodes.Node, owner: str) -> str | None:
    """``name`` when ``node`` is ``owner.name``."""
    if isinstance(node, nodes.Getattr) and isinstance(node.node, nodes.Name) and node.node.name == owner:
        return node.attr
    return None

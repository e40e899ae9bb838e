"""A game's own ``checks:`` from game.yaml, written as sandboxed Jinja expressions.

Four forms:
- ``count`` + ``equals``/``min``/``max``: how many items an expression yields;
- ``each`` + ``expect``: a condition every item meets (findings point at each failing item);
- ``unique`` + ``key``: no two items share a key;
- ``expect`` alone: a condition over the whole game.

``with`` names values the check's expressions share, evaluated once before its items: a
deck-wide list that every item is compared with is made once, not once per item.
"""

from __future__ import annotations

from typing import Any

from pnp.core.expr import ExpressionError, evaluate, evaluate_expression
from pnp.core.findings import Findings, Location
from pnp.core.rules import CHECK_PREFIX
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

FORMS = ("count", "each", "unique", "expect")
TAKEN = frozenset({"item", "found", "first", "key"})  # names the checks themselves give
COUNTED_SHOWN = 12  # places a count finding names one by one; beyond, single entries are summed up
COUNTED_MOST = 40  # places with several copies named at most


@model_check("declared")
def run_declared_checks(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Each check of game.yaml; skipped until every source reads and every entry is accepted
    (counts over a game with a broken entry would only repeat that entry's finding)."""
    if not game.complete:
        return
    context = game.expression_context()
    for check in game.manifest.get("checks", []) or []:
        if not isinstance(check, LocatedDict):
            continue
        try:
            _run(check, game, context, findings)
        except ExpressionError as exc:
            if not game.report_missing_field(exc.missing, findings):
                findings.error("expression", check.loc, f"check '{check.get('id')}': {exc}")


def _run(check: LocatedDict, game: Game, context: dict[str, Any], findings: Findings) -> None:
    context = _with(check, context)
    severity = check.get("severity", "error")
    rule = CHECK_PREFIX + str(check["id"])
    default_at = _at(check, game)
    if "count" in check:
        items = _as_list(evaluate_expression(check["count"], context))
        n = len(items)
        bounds_ok = check.get("equals", n) == n and n >= check.get("min", n) and n <= check.get("max", n)
        if not bounds_ok:
            expected = _expected(check)
            message = evaluate(check["message"], {**context, "found": n})
            counted, first = _counted(items)
            where = first or default_at  # at the entries it counted, when they have a place
            findings.add(rule, where, f"{message} (found {n}, expected {expected}){counted}", severity)
        return
    if "each" in check:
        for item in _as_list(evaluate_expression(check["each"], context)):
            scope = {**context, "item": item}
            if not evaluate_expression(check["expect"], scope):
                message = evaluate(check["message"], scope)
                findings.add(rule, getattr(item, "loc", default_at), str(message), severity)
        return
    if "unique" in check:
        seen: dict[Any, Any] = {}
        for item in _as_list(evaluate_expression(check["unique"], context)):
            scope = {**context, "item": item}
            key = evaluate_expression(check["key"], scope)
            key = tuple(key) if isinstance(key, list) else key
            if key in seen:
                message = evaluate(check["message"], {**scope, "first": seen[key], "key": key})
                findings.add(rule, getattr(item, "loc", default_at), str(message), severity)
            else:
                seen[key] = item
        return
    if "expect" in check:
        if not evaluate_expression(check["expect"], context):
            findings.add(rule, default_at, str(evaluate(check["message"], context)), severity)
        return
    findings.error("schema", check.loc, f"check '{check.get('id')}' needs one of: {', '.join(FORMS)}")


def _counted(items: list[Any]) -> tuple[str, Location | None]:
    """'; counted: room ×3 (cards.yaml:30), …' and the first counted entry's place, for a count finding.

    Entries written on one line (a generated deck) are one group: "165 entries (deck.yaml:19)".
    When there are many places, every one with several copies is still named (a changed
    ``count:`` is never hidden) and the single entries are summed up with the lines they span.
    """
    groups: dict[Location | None, dict[str, int]] = {}
    for item in items:
        name = str(item.get("id", "?")) if isinstance(item, dict) else str(item)
        copies = groups.setdefault(getattr(item, "loc", None), {})
        copies[name] = copies.get(name, 0) + 1
    if not groups:
        return "", None
    many = len(groups) > COUNTED_SHOWN
    named = [(loc, copies) for loc, copies in groups.items() if not many or _copies(copies) > 1]
    shown = [_group(loc, copies) for loc, copies in named[:COUNTED_MOST]]
    if len(named) > COUNTED_MOST:
        shown.append(f"{len(named) - COUNTED_MOST} more with several copies")
    singles = [loc for loc, copies in groups.items() if many and _copies(copies) == 1]
    if singles:
        shown.append(f"{len(singles)} single entries{_span(singles)}")
    first = next((loc for loc in groups if loc is not None), None)
    return f"; counted: {', '.join(shown)}", first


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
            raise ExpressionError(f"in its 'with' value '{name}': {exc}") from None
    return context


def _at(check: LocatedDict, game: Game) -> Location:
    target = check.get("at")
    if target:
        component = game.component(target)
        if component is not None:
            return Location(component.source)
        if target in game.data:
            return game.data[target].loc
    return check.loc


def _expected(check: LocatedDict) -> str:
    if "equals" in check:
        return str(check["equals"])
    parts = []
    if "min" in check:
        parts.append(f"at least {check['min']}")
    if "max" in check:
        parts.append(f"at most {check['max']}")
    return " and ".join(parts)


def _as_list(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return list(value.values())
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise ExpressionError(f"expected a list of items, got {type(value).__name__}")
    return list(value)

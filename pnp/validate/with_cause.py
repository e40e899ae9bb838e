"""Failures of an ``each`` check that one of its ``with:`` lists causes, said once at that list's line.

A check ``expect: "item.suit in suits"`` with ``with: {suits: "['sun', 'mon']"}`` fails for every Moon card,
and with a list read from the wrong field (the cards' titles) for every card: one cause, the list, that a
finding at each card would hide behind a dozen. A failing item is the list's when adding the value of the one
field ``expect`` reads (``item.suit``) to the list makes it pass. Those failures are one finding at the
``with:`` line when the list is the likelier slip: two items or more fail for the value, or the list writes a
value near it that no item has (``'mon'`` for ``moon``). A value near one the list holds and items do write
(one card's ``mooon``) is the items' slip, and stays said at them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from pnp.core.findings import Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict

SHOWN = 3  # items named, each at its line, for one value the list lacks
Failure = tuple[Any, str]  # a failing item and its message


def blamed_on_with(
    check: LocatedDict,
    context: dict[str, Any],
    field: str | None,
    items: list[Any],
    failed: list[Failure],
    passes: Callable[[dict[str, Any]], bool],
    where: Callable[[Any], Location | None],
) -> tuple[list[tuple[Location, str]], list[Failure]]:
    """The findings at ``with:`` lines (place, message) for the failures a list there causes, and the failures
    left to say at their items. ``passes`` evaluates ``expect`` in a scope; ``where`` is an item's line."""
    shared = check.get("with")
    if field is None or not isinstance(shared, LocatedDict) or not failed:
        return [], failed
    written = {_value(item, field) for item in items} - {None}
    said: list[tuple[Location, str]] = []
    for name in shared:
        listed = context.get(str(name))
        if not isinstance(listed, list) or not all(isinstance(value, Hashable) for value in listed):
            continue
        lacking: dict[Any, list[Failure]] = {}
        for failure in failed:
            value = _value(failure[0], field)
            if (
                value is not None
                and value not in listed
                and passes({**context, name: [*listed, value], "item": failure[0]})
            ):
                lacking.setdefault(value, []).append(failure)
        distinct = len({message for _, message in failed})
        wrong = len(failed) == len(items) and distinct > 1 and not written & set(listed)  # another field's values
        expression = str(shared[name])
        blamed = {
            value: fails
            for value, fails in lacking.items()
            if wrong or _list_slip(value, fails, listed, written, expression)
        }
        if not blamed:
            continue
        said.append((shared.line_of(name), _message(check, str(name), field, listed, blamed, wrong, where)))
        taken = {id(failure) for fails in blamed.values() for failure in fails}
        failed = [failure for failure in failed if id(failure) not in taken]
    return said, failed


def _value(item: Any, field: str) -> Any:
    value = item.get(field) if isinstance(item, dict) else None
    return value if isinstance(value, str | int) and not isinstance(value, bool) else None


def _list_slip(value: Any, fails: list[Failure], listed: list[Any], written: set[Any], expression: str) -> bool:
    """Whether the list, not the items, is the likelier slip for a ``value`` it lacks. When the list holds a value
    near it, only if the list's own text writes that value and no item does (``['sun', 'mon']``): a list the
    content gives (a data table's ids) is right, and the items misspell it. Else when several items have the value
    (a card's copies are one item): it was left out of the list, or taken out."""
    near = _near(value, listed)
    if near is not None:
        return near not in written and any(f"{quote}{near}{quote}" in expression for quote in "'\"")
    return len({message for _, message in fails}) > 1


def _near(value: Any, listed: list[Any]) -> Any:
    texts = {str(option): option for option in listed}
    hint = did_you_mean(str(value), texts, "{}") if isinstance(value, str) else ""
    return texts.get(hint) if hint else None


def _message(
    check: LocatedDict,
    name: str,
    field: str,
    listed: list[Any],
    blamed: dict[Any, list[Failure]],
    wrong: bool,
    where: Callable[[Any], Location | None],
) -> str:
    parts = []
    for value, fails in blamed.items():
        fails = list({message: (item, message) for item, message in fails}.values())  # a card's copies: once
        near = None if wrong else _near(value, listed)
        slip = f" (is its '{near}' a slip for it?)" if near is not None else ""
        parts.append(f"'{value}', the {field} of {_items(fails, where)}{slip}")
    shown = ", ".join(repr(option) for option in listed[:6]) + (", …" if len(listed) > 6 else "")
    hint = f"; it holds none of the items' {field} values: does it read the wrong field?" if wrong else ""
    first = next(iter(blamed.values()))[0][1]
    return (
        f"check '{check.get('id')}': its with: value '{name}' ([{shown}]) lacks {'; and '.join(parts)}{hint}; "
        f'correct the list, or those items if it is right (each fails as "{first}")'
    )


def _items(fails: list[Failure], where: Callable[[Any], Location | None]) -> str:
    """'6 items (Noon, cards.yaml:8; Eclipse, cards.yaml:16; Tide, cards.yaml:24; and 3 more)'."""
    named = []
    for item, _ in fails[:SHOWN]:
        loc = where(item)
        title = (item.get("title") or item.get("id")) if isinstance(item, dict) else item
        line = f"{loc.file.name}:{loc.line}" if loc else ""
        named.append(", ".join(str(part) for part in (title, line) if part) or repr(item))
    more = f"; and {len(fails) - SHOWN} more" if len(fails) > SHOWN else ""
    count = "1 item" if len(fails) == 1 else f"{len(fails)} items"
    return f"{count} ({'; '.join(named)}{more})"

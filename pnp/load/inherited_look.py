"""A child template's own values that its parent's ink-saving look replaces.

A parent's ``ink_saver:`` is merged over the whole merged template, so where a child sets a value that the
parent's look sets too (a randomizer back's red ground, the supply back's look making grounds white),
``pnp build --ink-saver`` prints the parent's value, and the child no longer stands apart. A value of the
look that is an expression (``{{ vars.accent | mix('#ffffff', 0.85) }}``) is written to follow each child: no
slip. A child that writes an ``ink_saver:`` of its own (``{}`` included) has taken its look in hand; one that
writes none is told, once, at the first such value it sets.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from pnp.core.expr import is_dynamic
from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

SECTIONS = ("elements", "vars")


def hidden_by_parent_look(child: LocatedDict, parent: LocatedDict, parent_name: str, findings: Findings) -> None:
    """Warn (``ink-saver-inherited``) at the first value ``child`` sets that ``parent``'s ``ink_saver:``
    replaces, naming the others; nothing when the child writes its own ``ink_saver:``."""
    look = parent.get("ink_saver")
    if "ink_saver" in child or not isinstance(look, Mapping):
        return
    hidden = [
        (section, path, holder)
        for section in SECTIONS
        for path, replaced in _leaves(look.get(section))
        if not is_dynamic(replaced)  # an expression of the look follows the child (vars.accent | mix(...))
        and (holder := _holder(child.get(section), path)) is not None
        and holder[path[-1]] != replaced
        and holder[path[-1]] != _value(parent.get(section), path)
    ]
    if not hidden:
        return
    section, path, holder = hidden[0]
    others = [_named(other_section, other) for other_section, other, _ in hidden[1:]]
    also = f" (and {', '.join(others)})" if others else ""
    findings.warning(
        "ink-saver-inherited",
        holder.line_of(path[-1]),
        f"{_named(section, path)}{also}: the ink-saving look of '{parent_name}', which this template extends, "
        f"replaces this value with its own, {_value(look.get(section), path)!r}, so --ink-saver prints it as the "
        "parent's: give this template an ink_saver: of its own with the values it should have there "
        "(ink_saver: {} keeps the parent's)",
    )


def _leaves(tree: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """(keys, value) of each value in ``tree`` that is no mapping (an element the look leaves out, ``null``,
    is none: a child's own element goes with it, as the parent's look means)."""
    if not isinstance(tree, Mapping):
        return
    for key, value in tree.items():
        if isinstance(value, Mapping):
            yield from _leaves(value, (*path, str(key)))
        elif value is not None:
            yield (*path, str(key)), value


def _holder(tree: Any, path: tuple[str, ...]) -> LocatedDict | None:
    """The mapping of ``tree`` that holds the last key of ``path`` as the child writes it; None when it does not."""
    for key in path[:-1]:
        tree = tree.get(key) if isinstance(tree, Mapping) else None
    return tree if isinstance(tree, LocatedDict) and path[-1] in tree else None


def _value(tree: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        tree = tree.get(key) if isinstance(tree, Mapping) else None
    return tree


def _named(section: str, path: tuple[str, ...]) -> str:
    """``element 'ground': fill``, ``vars.colours.green``: a value as a designer reads its place."""
    if section == "elements" and len(path) > 1:
        return f"element '{path[0]}': {'.'.join(path[1:])}"
    return f"{section}.{'.'.join(path)}"

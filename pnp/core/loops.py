"""``loop``: an item's place in a list, named as a Jinja ``{% for %}`` loop names it, for the lists pnp walks
itself (a template's ``repeat:`` copies, a declared check's ``each:`` items)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def loop_at(items: Sequence[Any], index0: int, neighbours: bool = False) -> dict[str, Any]:
    """What ``loop`` reads at ``items[index0]``: ``item``, ``index0``, ``index``, ``revindex0``, ``revindex``,
    ``first``, ``last``, ``length``; with ``neighbours`` also ``previtem`` and ``nextitem``, the items either
    side, left out at the ends as Jinja leaves them undefined (a check compares each item with the one before
    it: ``loop.first or item.number > loop.previtem.number``)."""
    length = len(items)
    loop = {
        "item": items[index0],
        "index0": index0,
        "index": index0 + 1,
        "revindex0": length - 1 - index0,
        "revindex": length - index0,
        "first": index0 == 0,
        "last": index0 == length - 1,
        "length": length,
    }
    if neighbours and index0 > 0:
        loop["previtem"] = items[index0 - 1]
    if neighbours and index0 < length - 1:
        loop["nextitem"] = items[index0 + 1]
    return loop

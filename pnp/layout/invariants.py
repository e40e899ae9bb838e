"""Which template values are the same for every piece of a component, so they are evaluated once.

A value is piece-independent when the names it reads are all fixed for the component
(``trim``, ``bleed``, ``game``, ``components``…) and every ``vars.x`` it reads is itself
piece-independent. Anything read dynamically (``vars[name]``), or unparseable, counts as
depending on the piece: caching is only ever an optimisation, never a change of meaning.
What a value reads is kept in the user's cache folder with Jinja's compiled code: telling
it takes a parse of the template.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from typing import Any

import jinja2
from jinja2 import TemplateSyntaxError, nodes

from pnp.core.expr import ENV, is_dynamic
from pnp.core.usercache import KeptStore

KEPT = KeptStore(f"reads-{sys.implementation.cache_tag}-{jinja2.__version__}-1", tuple)

PIECE_FREE = {
    "trim",
    "bleed",
    "safe",
    "shape",
    "squares",
    "cell",
    "game",
    "components",
    "cards",
    "pieces",
    "data",
    "component",
}
FIXED = frozenset(PIECE_FREE | set(ENV.globals))  # and the sandbox's functions: range, sin, pi...


@lru_cache(maxsize=8192)
def _reads(value: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(top-level names, var names) a template string reads; None when it cannot be told."""
    kept = KEPT.get("reads", value)
    if kept is None:
        told = _parsed_reads(value)
        kept = KEPT.put("reads", value, () if told is None else tuple(tuple(sorted(names)) for names in told))
    return (frozenset(kept[0]), frozenset(kept[1])) if kept else None


def _parsed_reads(value: str) -> tuple[frozenset[str], frozenset[str]] | None:
    try:
        tree = ENV.parse(value)
    except TemplateSyntaxError:
        return None
    names = {node.name for node in tree.find_all(nodes.Name) if node.ctx == "load"}
    stored = {node.name for node in tree.find_all(nodes.Name) if node.ctx == "store"}  # loop variables
    var_names = set()
    for node in tree.find_all((nodes.Getattr, nodes.Getitem)):
        if isinstance(node.node, nodes.Name) and node.node.name == "vars":
            if isinstance(node, nodes.Getattr):
                var_names.add(node.attr)
            elif isinstance(node.arg, nodes.Const) and isinstance(node.arg.value, str):
                var_names.add(node.arg.value)
            else:
                return None
    return frozenset(names - stored), frozenset(var_names)


class Invariants:
    """Answers "is this value the same for every piece?" for one template's vars."""

    def __init__(self, template_vars: dict[str, Any]):
        self.vars = template_vars
        self._known: dict[str, bool] = {}

    def value(self, raw: Any, also: frozenset[str] = frozenset()) -> bool:
        """True when ``raw`` (a template value, or a list or mapping of them) reads nothing of the piece; ``also``:
        more names the same for every piece (``loop``, in a ``repeat:`` over a list that is)."""
        if isinstance(raw, dict):
            return all(self.value(v, also) for v in raw.values())
        if isinstance(raw, list):
            return all(self.value(v, also) for v in raw)
        if not is_dynamic(raw):
            return True
        reads = _reads(raw)
        if reads is None:
            return False
        names, var_names = reads
        if not names - {"vars"} <= FIXED | also:
            return False
        return all(self.var(name) for name in var_names)

    @staticmethod
    def reads(raw: Any, name: str) -> bool:
        """Whether ``raw`` (a template value, or a list or mapping of them) may read ``name`` (True when that
        cannot be told)."""
        if isinstance(raw, dict):
            return any(Invariants.reads(v, name) for v in raw.values())
        if isinstance(raw, list):
            return any(Invariants.reads(v, name) for v in raw)
        if not is_dynamic(raw):
            return False
        reads = _reads(raw)
        return reads is None or name in reads[0]

    def var(self, name: str) -> bool:
        if name not in self._known:
            self._known[name] = False  # a var that reads itself is not cached (and is reported elsewhere)
            self._known[name] = name in self.vars and self.value(self.vars[name])
        return self._known[name]

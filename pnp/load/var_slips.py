"""A child template's ``vars:`` key that misspells one of its parent's.

A child deep-merges its ``vars:`` over its parent's, so a key the parent has not is added beside the others:
a back that ``extends:`` its token face to print "radio used" in place of "radio on", its table written
``raido: {label: RADIO USED}``, keeps the parent's ``radio:`` and prints "radio on" on both sides, with no
error anywhere. Such a key, near one the parent has that the child does not write itself, is an
``unknown-key`` error at its line, unless something reads it by its name (``vars.accent2`` added beside
``accent`` and printed by an element is meant).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from pnp.core.findings import Findings
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, strings_in


def vars_misspelt(child: LocatedDict, parent: LocatedDict, parent_name: str, findings: Findings) -> None:
    """Say each key of ``child``'s ``vars:`` (at any depth of the mappings both write) that is a slip of a key
    of ``parent``'s mapping there, which the child leaves as the parent wrote it."""
    reads = "\n".join([*strings_in(child), *strings_in(parent)])
    for path, key, own, inherited in _added(child.get("vars"), parent.get("vars"), ("vars",)):
        meant = did_you_mean(key, [name for name in inherited if name not in own], "{}")
        if not meant or re.search(rf"[.\[]\s*['\"]?{re.escape(key)}\b", reads):
            continue
        where = ".".join(path)
        findings.error(
            "unknown-key",
            own.line_of(key),
            f"{where}: '{key}' is none of the keys of {where} in '{parent_name}', which this template extends: "
            f"it is added beside them, and '{meant}' keeps the parent's value; did you mean '{meant}'?",
        )


def _added(
    own: Any, inherited: Any, path: tuple[str, ...]
) -> Iterator[tuple[tuple[str, ...], str, LocatedDict, Mapping[str, Any]]]:
    """(where, key, the child's mapping, the parent's) for each key the child adds to a mapping both write."""
    if not isinstance(own, LocatedDict) or not isinstance(inherited, Mapping):
        return
    for key, value in own.items():
        if key not in inherited:
            yield path, str(key), own, inherited
        else:
            yield from _added(value, inherited[key], (*path, str(key)))

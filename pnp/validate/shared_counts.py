"""An ``each`` check that fails for every item, where every item tallies copies set at the same lines.

An 18xx's share certificates are generated ``for: {co: data.companies, kind: kinds}``, each kind's copies read
from its row of ``kinds:``; one wrong ``copies:`` there makes every company's certificates add up wrong. Said at
each company's row, that is six findings whose one cause is a line none of them points at. When every item
fails, and the copies of the pieces the check reads are all set at lines outside the items (a set's rows, a
rule's ``count:``), the failure is said once: at that ``count:`` line, or at the ``count:`` key of the one rule
that reads them all from its set's rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pnp.core.findings import Location
from pnp.core.yamlio import LocatedDict
from pnp.model import Game, Item

NAMED_COMPONENT = re.compile(r"components\s*(?:\.\s*([\w]+)|\[\s*['\"]([\w-]+)['\"]\s*\])")


def shared_counts(
    check: LocatedDict,
    game: Game,
    items: list[Any],
    failed: list[tuple[Any, str]],
    place_of: Callable[[Any], Location | None],
    count_line: Callable[[Any], Location | None],
) -> tuple[Location, str] | None:
    """Where to say once the failure of every item (two or more) of ``check``, and the note to add to its
    message (in brackets); None when some item passes, or the copies it counts are set at an item's own line, or nowhere
    that one line could be named."""
    if len(items) < 2 or len(failed) < len(items):
        return None
    written = " ".join(str(value) for value in (check.get("expect"), check.get("with")) if value)
    names = {first or second for first, second in NAMED_COMPONENT.findall(written)}
    components = [component for component in game.components if component.id in names]
    entries = [entry for component in components for entry in component.entries]
    counted = [(entry, line) for entry in entries if (line := count_line(entry)) is not None]
    if not counted:
        return None
    lines = sorted({(line.file, line.line) for _, line in counted})
    own = {(place.file, place.line) for item in items if (place := place_of(item)) is not None}
    if own & set(lines):
        return None  # an item's own row sets its copies: each failure is its row's
    rules = {id(entry.made_by): entry.made_by for entry, _ in counted if isinstance(entry, Item)}
    if len(lines) == 1:
        where = counted[0][1]
    elif (
        len(rules) == 1
        and (rule := next(iter(rules.values()))) is not None
        and "count" in rule
        and not any(component.spec.get("copies") for component in components)  # copies: sets them in game.yaml
    ):
        where = rule.line_of("count")
    else:
        return None
    at = ", ".join(f"{file.name}:{line}" for file, line in lines)
    return where, (
        f"not met for any of the {len(items)} items, whose pieces' copies are all set at {at}: one cause, said "
        "once here: a count there is off, or the check"
    )

"""A generate rule whose ``shuffle`` gives every entry it makes the same order.

``list | shuffle(seed)`` draws its order from the seed alone, so a seed that reads none of the rule's names
(``shuffle('birdwatch')`` where ``shuffle('birdwatch-' ~ k)`` was meant) gives each of the 24 bingo boards the same
birds: they print as one board numbered 24 times, and the game is a tie on every call. A field that shuffles and
comes out the same in every entry the rule makes, its seeds reading none of the rule's names, is a
``shuffle-alike`` error at its line, and the game's checks wait for it. A list shuffled once and indexed by the
rule's names (``(names | shuffle('x'))[k]``) differs from entry to entry and is not said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

_SEEDS = re.compile(r"\|\s*shuffle\s*\(([^()]*)\)")  # each shuffle's seed, as written


def shuffles_alike(
    made: LocatedDict, entries: Iterable[Mapping], names: list[str], singular: str, findings: Findings
) -> bool:
    """Say each key of ``made`` (a rule's entry) that shuffles and is the same in all of ``entries`` (two or more)
    the rule made, naming the rule's loop ``names`` the seed should read; whether one was said (the game's checks
    then wait, so a check that the boards differ does not say it again)."""
    entries = list(entries)
    said = False
    for key, value in made.items():
        seeds = _SEEDS.findall(value) if isinstance(value, str) else []
        if len(entries) < 2 or not seeds or key not in entries[0] or any(_reads(seed, names) for seed in seeds):
            continue
        if all(entry.get(key) == entries[0][key] for entry in entries[1:]):
            said = True
            findings.error(
                "shuffle-alike",
                made.line_of(key),
                f"generate: {key}: each of the {len(entries)} {singular}s this rule makes gets the same value, as "
                f"the seed of its shuffle reads none of {' or '.join(names)}: give each its own seed, such as "
                f"shuffle('{key}-' ~ {names[0]})",
            )
    return said


def _reads(seed: str, names: list[str]) -> bool:
    """Whether a seed as written reads one of the rule's ``names``."""
    return any(re.search(rf"\b{re.escape(name)}\b", seed) for name in names)

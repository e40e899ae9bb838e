"""What a rulebook's settings, one per paper, have said: a problem is one finding whichever paper it happens on.

An error is said on the first paper (it refuses the build there already); a warning is held until every paper
is set, and then names each paper it happens on ("at 5.5 pt on pocket-a4, 5.3 pt on pocket-letter")."""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.core.findings import Findings, Location


@dataclass
class _Held:
    rule: str
    where: Location
    before: str  # the message up to what it says of each paper
    after: str
    join: str  # between two papers' words
    papers: list[str] = field(default_factory=list)  # what it says of each paper (its name, and its measure)


class SaidPerPaper:
    def __init__(self) -> None:
        self.keys: set[tuple] = set()
        self.held: dict[tuple, _Held] = {}

    def __contains__(self, key: tuple) -> bool:
        return key in self.keys

    def add(self, key: tuple) -> None:
        self.keys.add(key)

    def warn(self, key: tuple, rule: str, where: Location, words: tuple[str, str, str], join: str = ", ") -> None:
        """The warning ``rule`` of ``key``, its message ``words`` (before, the paper's words, after): the first
        paper's place and words, and every paper's words."""
        before, on, after = words
        held = self.held.get(key)
        if held is None:
            held = self.held[key] = _Held(rule, where, before, after, join)
            self.keys.add(key)
        if on not in held.papers:
            held.papers.append(on)

    def say(self, findings: Findings) -> None:
        """The held warnings, each naming every paper."""
        for held in self.held.values():
            findings.warning(held.rule, held.where, held.before + held.join.join(held.papers) + held.after)
        self.held.clear()

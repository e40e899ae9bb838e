"""Which colours of a game's pieces look alike: the ``apart:`` form of a declared check.

Players tell pieces apart by colour (player colours, suits, companies) as printed, on a black-and-white printer
and with each of the three dichromacies; a pair of colours closer than ``least`` (CIEDE2000) to any of those
sights is said once, with every sight it fails and the colours as that sight shows them. A second cue (a
number, a symbol) that differs between the two pieces tells them apart whatever their colours.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from pnp.core.color import Color
from pnp.core.vision import SIGHT_WORDS, seen_apart

LEAST = 10.0  # CIEDE2000: the Okabe-Ito palette keeps its colours 10.9 apart under each dichromacy
SIGHTS_SEEN = ("greyscale", "deuteranopia", "protanopia", "tritanopia")  # see:'s default; as printed always


@dataclass(frozen=True)
class Alike:
    """Two colours closer than the check allows to some sights: their indices, and each sight's difference."""

    first: int
    second: int
    colours: tuple[str, str]  # as printed, '#rrggbb'
    sights: tuple[tuple[str, float, str, str], ...]  # sight, ΔE, the two colours as seen
    cue: Any = None  # the second cue both show, when the check names one
    cues: tuple[Any, Any] | None = None  # of one colour, told apart by their cues alone: each one's

    def said(self, least: float, earlier: str = "") -> str:
        """' (#d32f2f and #43a047: to a deuteranope #8b7c28 and #978a4e, ΔE 6.7; ΔE 10 or more tells …)'; of one
        colour told apart by cues alone, naming the ``earlier`` item, whose colour the later one has."""
        if self.cues is not None:
            return (
                f" ({self.colours[0]}, the colour of {earlier} too, told apart by their cues alone, {self.cues[0]!r} "
                f"and {self.cues[1]!r}: most likely a row copied and its colour left; give one of them its own colour)"
            )
        parts = []
        for sight, difference, first, second in self.sights:
            shown = "" if sight == "normal" else f" {first} and {second},"
            parts.append(f"{SIGHT_WORDS[sight]}{shown} ΔE {difference:.1f}")
        first, second = self.colours
        cue = f"; both show {self.cue!r}" if self.cue is not None else ""
        apart = f"ΔE {least:g} or more tells pieces apart{cue}"
        if first == second:  # a row copied and its colour left: each sight's "ΔE 0.0" would say nothing more
            return f" (both {first}, one colour: give one of them another; {apart})"
        return f" ({first} and {second}: {'; '.join(parts)}; {apart})"


def alike(colours: Sequence[Color], cues: Sequence[Any] | None, sights: Sequence[str], least: float) -> Iterator[Alike]:
    """Each pair of ``colours`` (in order, the later second) closer than ``least`` to one of ``sights``, unless
    their ``cues`` differ; and the one pair that shares a colour, which no other two items do, whatever their cues
    (:attr:`Alike.cues`): a copied row, where colours shared on purpose come in several pairs or more (hearts and
    diamonds red, spades and clubs black)."""
    rgb = [(c.r, c.g, c.b) for c in colours]
    shared = [hex_ for hex_, n in Counter(c.hex for c in colours).items() if n > 1]
    copied = shared[0] if len(shared) == 1 and sum(c.hex == shared[0] for c in colours) == 2 else None
    for i, j in combinations(range(len(rgb)), 2):
        if cues is not None and cues[i] != cues[j]:
            if colours[i].hex == copied == colours[j].hex:
                yield Alike(i, j, (copied, copied), (), cues=(cues[i], cues[j]))
            continue
        close = []
        for sight in sights:
            difference, first, second = seen_apart(rgb[i], rgb[j], sight)
            if difference < least:
                close.append((sight, difference, _hex(first), _hex(second)))
        if close:
            yield Alike(i, j, (colours[i].hex, colours[j].hex), tuple(close), None if cues is None else cues[i])


def _hex(rgb: tuple[float, float, float]) -> str:
    return Color(*rgb).hex

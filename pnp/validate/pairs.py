"""Which item a ``pairs:`` check's failing pairs are said at.

A pairwise rule (any two cards of a matching game share exactly one symbol) fails for every pair one slip
touches: a symbol written wrong on one card breaks its pairs with a dozen others, each of which is fine with
every other card. The slip is the card those pairs have in common, so they are one finding there. Items are
taken greedily, the one in most failing pairs first (the earlier one of a tie); a pair no item shares with
another failing pair is said at its later item, as ``apart:`` says a pair of colours.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable


def blamed(failed: Iterable[tuple[int, int]]) -> list[tuple[int, list[tuple[int, int]]]]:
    """Each failing pair (indices, earlier first) given to one item: ``(item, its pairs)``, in the items'
    order; an item blamed for several pairs is the one they have in common."""
    left = sorted(set(failed))
    groups: dict[int, list[tuple[int, int]]] = {}
    while left:
        counts = Counter(index for pair in left for index in pair)
        most = max(counts.values())
        if most == 1:  # no two pairs share an item: each is its later item's
            for pair in left:
                groups.setdefault(pair[1], []).append(pair)
            break
        culprit = min(index for index, count in counts.items() if count == most)
        groups[culprit] = [pair for pair in left if culprit in pair]
        left = [pair for pair in left if culprit not in pair]
    return sorted(groups.items())

"""How pnp's own messages count things (in English, as all its messages are)."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """``count`` and ``noun``, plural unless it is one: "1 error", "0 errors", "5 games"."""
    return f"{count} {noun}{'' if count == 1 else 's'}"

"""How pnp's own messages count things (in English, as all its messages are)."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """``count`` and ``noun``, plural unless it is one: "1 error", "0 errors", "5 games"."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def plural_of(noun: str, language: str) -> str:
    """A noun's plural where the designer gave none: English's regular plural ('butterfly' 'butterflies',
    'box' 'boxes', 'family' 'families', 'tile' 'tiles'); in another language the noun and an s."""
    if language != "en":
        return f"{noun}s"
    if noun[-1:] == "y" and noun[-2:-1] not in ("", *"aeiou"):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    return noun + "s"

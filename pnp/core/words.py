"""pnp's own words on printed pages (rulebook footers, title blocks, back covers, Notes pages, the icon
legend's header, the booklet's note), in English unless game.yaml's ``words:`` gives the game's own.

A text that names a value carries its placeholder (``{page}``), which is replaced as written (never
``str.format``: a brace of the designer's own prints as typed); the schema requires it.
"""

from __future__ import annotations

from collections.abc import Mapping

ENGLISH: dict[str, str] = {
    "players": "{players} players",  # "3–8 players", "2 players"
    "ages": "ages {ages}",  # game.yaml's ages: as written
    "page": "page {page}",  # a rulebook footer's page number
    "contents": "Contents",  # the component list's heading on a booklet's back cover
    "notes": "Notes",  # a booklet's spare pages
    "icon": "Icon",  # the icon legend's header
    "meaning": "Meaning",
    "booklet_note": (
        "Booklet: print double-sided, flip on the short edge, at 100 %. Fold the stack in half and staple on the fold."
    ),
}


def say(words: Mapping[str, object] | None, key: str, **values: object) -> str:
    """The game's wording of ``key`` (else the English), its placeholders filled in."""
    own = (words or {}).get(key)
    text = own if isinstance(own, str) else ENGLISH[key]
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text

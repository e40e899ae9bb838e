"""Card names written in plain text that are close to, but not, a card of the game.

"If you have a Whatchamacalit" names no card; it is almost certainly the Whatchamacallit.
Only capitalised phrases outside ``[[references]]`` are read, in every text field but the
title, and a phrase that begins or ends another card's title (a numbered variant) is left alone.
"""

from __future__ import annotations

import difflib
import re

from pnp.core.findings import Findings
from pnp.load.icons import IconLibrary
from pnp.model import Game, text_fields
from pnp.validate import model_check

PHRASE = re.compile(r"\b[A-Z][\w'’-]+(?:\s+(?:of|the|a|[A-Z][\w'’-]+))*")
REFERENCE = re.compile(r"\[\[.*?\]\]")
CLOSE = 0.85  # difflib ratio: one or two letters off in a name
SHORTEST = 6  # characters: shorter words are too often ordinary ones


@model_check("names")
def check_near_miss_names(game: Game, icons: IconLibrary, findings: Findings) -> None:
    titles = {entry.title.casefold(): entry.title for c in game.components for entry in c.entries}
    meant_by: dict[str, str | None] = {}  # phrases repeat from card to card: each is compared with the titles once
    for component in game.components:
        for entry in component.entries:
            for key, value in text_fields(entry):
                if key == "title":
                    continue
                for phrase in dict.fromkeys(PHRASE.findall(REFERENCE.sub(" ", value))):
                    if phrase not in meant_by:
                        meant_by[phrase] = _near_miss(phrase, titles)
                    meant = meant_by[phrase]
                    if meant is not None:
                        with findings.scope(component=component.id, item=entry.id):
                            findings.warning(
                                "name-near-miss",
                                entry.line_of_text(key, phrase),
                                f"'{entry.id}' {key}: '{phrase}' is not a card of {game.title}; "
                                f"did you mean [[{meant}]]?",
                            )


def _near_miss(phrase: str, titles: dict[str, str]) -> str | None:
    folded = phrase.casefold()
    if len(phrase) < SHORTEST or folded in titles:
        return None
    if any(title.startswith(folded) or folded.startswith(title) for title in titles):
        return None
    # difflib's ratio is at most 2·min(a, b)/(a + b): titles of a length too far off cannot reach CLOSE
    size = len(folded)
    near = [title for title in titles if 2 * min(size, len(title)) >= CLOSE * (size + len(title))]
    close = difflib.get_close_matches(folded, near, n=1, cutoff=CLOSE)
    return titles[close[0]] if close else None

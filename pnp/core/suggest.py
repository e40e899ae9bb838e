"""The one "did you mean" helper."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

TYPO = 0.85  # as close as a slip of a letter or two in a name of eight or more ('whitesmok')


def did_you_mean(word: str, options: Iterable[str], template: str = "; did you mean '{}'?", parts: bool = False) -> str:
    """A hint naming the closest option, or an empty string when nothing is close.

    With ``parts``, for names made of words run together (CSS colours: 'navy', 'skyblue'): a word that is
    not a slip of one name but holds another whole ('navyblue') is told the name it holds (see :func:`_held`)."""
    options = list(options)
    if parts and not difflib.get_close_matches(word, options, n=1, cutoff=TYPO):
        held = _held(word, options)
        if held is not None:
            return template.format(held)
    match = difflib.get_close_matches(word, options, n=1)
    return template.format(match[0]) if match else ""


def _held(word: str, options: list[str]) -> str | None:
    """The longest option of three letters or more that ``word`` starts or ends with ('navyblue': 'navy', the
    start on a tie with 'blue'), else the longest of four or more inside it; None when it holds none."""
    ends = [name for name in options if len(name) >= 3 and (word.startswith(name) or word.endswith(name))]
    if ends:
        return max(ends, key=lambda name: (len(name), word.startswith(name)))
    return max((name for name in options if len(name) >= 4 and name in word), key=len, default=None)

"""The one "did you mean" helper."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def did_you_mean(word: str, options: Iterable[str], template: str = "; did you mean '{}'?") -> str:
    """A hint naming the closest option, or an empty string when nothing is close."""
    match = difflib.get_close_matches(word, list(options), n=1)
    return template.format(match[0]) if match else ""

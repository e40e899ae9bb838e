"""Letters of one script typed for their twins of another: a Greek teacher's `τo` whose `o` is Latin, where the
article is `το`. The two print alike, so "'τo' is not one of: ο, η, το" reads as nonsense; the hint names the
letter that differs and its script."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

# Each Greek and Cyrillic letter drawn as a Latin one, and that Latin letter: the twins a keyboard switched to the
# wrong language types without the writer seeing it.
_TWINS = {
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧοικνρυ", "ABEZHIKMNOPTYXoikvpu", strict=True)),  # Greek
    **dict(zip("АВЕКМНОРСТХаеорсух", "ABEKMHOPCTXaeopcyx", strict=True)),  # Cyrillic
}


def _skeleton(text: str) -> str:
    """``text`` with every letter that has a Latin twin written as that twin."""
    return "".join(_TWINS.get(letter, letter) for letter in text)


def lookalike_hint(word: str, options: Iterable[str]) -> str:
    """The hint for ``word`` that prints as one of ``options`` but is typed with another script's letters:
    "; did you mean 'το'? Its 'o' is the Latin letter o (U+006F), where 'το' has the Greek letter ο (U+03BF): they
    print alike; type it again with the keyboard set to Greek"; empty when ``word`` prints as no option."""
    meant = next((option for option in options if option != word and _skeleton(option) == _skeleton(word)), None)
    if meant is None or len(meant) != len(word):
        return ""
    typed, wanted = next((a, b) for a, b in zip(word, meant, strict=True) if a != b)
    return (
        f"; did you mean '{meant}'? Its '{typed}' is the {_letter(typed)}, where '{meant}' has the {_letter(wanted)}: "
        f"they print alike; type it again with the keyboard set to {_script(wanted)}"
    )


def _letter(letter: str) -> str:
    """'Latin letter o (U+006F)', 'Greek letter ο (U+03BF)'."""
    return f"{_script(letter)} letter {letter} (U+{ord(letter):04X})"


def _script(letter: str) -> str:
    return unicodedata.name(letter, "LATIN").split()[0].capitalize()

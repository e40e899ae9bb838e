"""English number words from zero to 999: read ("sixteen", "twenty-four", "one hundred and four")
and written (the Jinja filter ``spelled``), so rule text that spells its counts is checked and printed
like rule text that writes digits."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

_UNIT = "|".join(UNITS[1:])
_BELOW_100 = rf"(?:(?:{'|'.join(TENS[2:])})(?:[-\s](?:{_UNIT}))?|{'|'.join(TEENS)}|{_UNIT}|zero)"
WORDS = re.compile(rf"\b(?:(?:{_UNIT})\s+hundred(?:\s+(?:and\s+)?{_BELOW_100})?|{_BELOW_100})\b", re.I)


@dataclass(frozen=True)
class InDigits:
    """A text with its numbers in words written as digits ("sixteen cards" → "16 cards"), so that
    patterns look for digits only, and the way back to the text as it was written."""

    text: str
    written: str
    replaced: tuple[tuple[int, int, int, int], ...]  # (start, end) here, (start, end) as written

    @classmethod
    def of(cls, written: str) -> InDigits:
        parts, replaced, shift = [], [], 0
        last = 0
        for match in WORDS.finditer(written):
            digits = str(numeral_value(match.group()))
            parts += [written[last : match.start()], digits]
            start = match.start() + shift
            replaced.append((start, start + len(digits), match.start(), match.end()))
            shift += len(digits) - (match.end() - match.start())
            last = match.end()
        return cls("".join(parts) + written[last:], written, tuple(replaced))

    def as_written(self, start: int, end: int) -> str:
        """What stands at ``text[start:end]`` in the text as written."""
        return self.written[self._written_at(start) : self._written_at(end)]

    def _written_at(self, at: int) -> int:
        index = bisect_right(self.replaced, (at, float("inf"))) - 1
        if index < 0:
            return at
        start, end, written_start, written_end = self.replaced[index]
        return written_start if at == start else written_end + max(0, at - end)


def numeral_value(written: str) -> int:
    """The value of number words matched by ``WORDS``."""
    words = re.split(r"[-\s]+", written.lower())
    value = 0
    for word in words:
        if word == "hundred":
            value *= 100
        elif word in UNITS:
            value += UNITS.index(word)
        elif word in TEENS:
            value += 10 + TEENS.index(word)
        elif word in TENS:
            value += 10 * TENS.index(word)
    return value


def spelled(number: int) -> str:
    """``number`` in words from zero to 999 ("one hundred and four"); digits beyond."""
    if not 0 <= number < 1000:
        return str(number)
    hundreds, rest = divmod(number, 100)
    if not hundreds:
        return _below_hundred(rest)
    return f"{UNITS[hundreds]} hundred" + (f" and {_below_hundred(rest)}" if rest else "")


def _below_hundred(number: int) -> str:
    if number < 10:
        return UNITS[number]
    if number < 20:
        return TEENS[number - 10]
    tens, units = divmod(number, 10)
    return TENS[tens] + (f"-{UNITS[units]}" if units else "")

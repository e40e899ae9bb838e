"""English number words from zero to 999: read ("sixteen", "twenty-four", "one hundred and four")
and written (the Jinja filter ``spelled``), so rule text that spells its counts is checked and printed
like rule text that writes digits."""

from __future__ import annotations

import re

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

_UNIT = "|".join(UNITS[1:])
_BELOW_100 = rf"(?:(?:{'|'.join(TENS[2:])})(?:[-\s](?:{_UNIT}))?|{'|'.join(TEENS)}|{_UNIT}|zero)"
WORDS = rf"(?:(?:{_UNIT})\s+hundred(?:\s+(?:and\s+)?{_BELOW_100})?|{_BELOW_100})"
NUMBER = rf"(?:\d+|(?i:{WORDS})\b)"  # a count as rule text writes it: digits or words, any case


def numeral_value(written: str) -> int:
    """The value of digits or of number words matched by ``NUMBER``."""
    if written.isdigit():
        return int(written)
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
    below = (
        ""
        if hundreds and not rest
        else UNITS[rest]
        if rest < 10
        else TEENS[rest - 10]
        if rest < 20
        else TENS[rest // 10] + (f"-{UNITS[rest % 10]}" if rest % 10 else "")
    )
    if not hundreds:
        return below
    return f"{UNITS[hundreds]} hundred" + (f" and {below}" if below else "")

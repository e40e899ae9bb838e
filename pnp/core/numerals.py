"""Number words from zero to 999, in English ("sixteen", "twenty-four", "one hundred and four"), German
("sechzehn", "vierundzwanzig", "einhundertvier") and French ("seize", "vingt-quatre", "cent quatre"): read
and written (the Jinja filter ``spelled``), so rule text that spells its counts is checked and printed like
rule text that writes digits. A game's ``language:`` picks the words (:data:`NUMERALS`). Written before a
noun, a number may take the noun's gender (:data:`GENDERS`): "une carte", "vingt et une cartes", "eine Karte"."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

GENDERS = ("m", "f", "n")  # a noun's gender, as the filter spelled takes it: masculine, feminine, neuter

UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

_UNIT = "|".join(UNITS[1:])
_BELOW_100 = rf"(?:(?:{'|'.join(TENS[2:])})(?:[-\s](?:{_UNIT}))?|{'|'.join(TEENS)}|{_UNIT}|zero)"
WORDS = rf"\b(?:(?:{_UNIT})\s+hundred(?:\s+(?:and\s+)?{_BELOW_100})?|{_BELOW_100})\b"

# German writes a number below a million as one word: "einundzwanzig", "hundertsechzehn". A bare "ein",
# "eine" is not read: it is the article as often as the number ("zieht eine Karte").
DE_UNITS = ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun")
DE_TEENS = ("zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn")
DE_TENS = ("", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig")
_DE_IN = "ein|" + "|".join(DE_UNITS[2:])  # a unit inside a word: "einundzwanzig", "einhundert"
_DE_TENS = "|".join([*DE_TENS[2:], "dreissig"])
_DE_BELOW_100 = rf"(?:(?:{_DE_IN})und)?(?:{_DE_TENS})|{'|'.join(DE_TEENS)}|{'|'.join(DE_UNITS[1:])}"
_DE_NUMBER = rf"(?P<hundreds>(?P<h>{_DE_IN})?hundert(?:und)?)?(?P<below>{_DE_BELOW_100})?"
DE_WORDS = rf"\b(?:(?:{_DE_IN})?hundert(?:und)?(?:{_DE_BELOW_100})?|{_DE_BELOW_100}|null)\b"
_DE_PARTS = re.compile(rf"(?:(?P<u>{_DE_IN})und)?(?P<t>{_DE_TENS})|(?P<teen>{'|'.join(DE_TEENS)})|(?P<unit>\w+)")


@dataclass(frozen=True)
class InDigits:
    """A text with its numbers in words written as digits ("sixteen cards" → "16 cards"), so that
    patterns look for digits only, and the way back to the text as it was written."""

    text: str
    written: str
    replaced: tuple[tuple[int, int, int, int], ...]  # (start, end) here, (start, end) as written

    @classmethod
    def of(cls, written: str, numerals: Numerals | None = None) -> InDigits:
        """``written`` with the number words of ``numerals`` (English when not given) in digits."""
        numerals = numerals or ENGLISH
        parts, replaced, shift = [], [], 0
        last = 0
        for match in numerals.words.finditer(written):
            digits = str(numerals.value(match.group()))
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


def german_value(written: str) -> int:
    """The value of a German number word matched by ``DE_WORDS``: "einhundertsechzehn" is 116."""
    word = written.lower()
    if word == "null":
        return 0
    number = re.fullmatch(_DE_NUMBER, word)
    assert number is not None, written
    value = 100 * (_de_unit(number.group("h") or "ein") if number.group("hundreds") else 0)
    below = number.group("below")
    if below:
        part = _DE_PARTS.fullmatch(below)
        assert part is not None, written
        if part.group("t"):
            value += 10 * (DE_TENS.index(part.group("t").replace("ss", "ß"))) + _de_unit(part.group("u") or "null")
        elif part.group("teen"):
            value += 10 + DE_TEENS.index(part.group("teen"))
        else:
            value += _de_unit(part.group("unit"))
    return value


def _de_unit(word: str) -> int:
    return 1 if word == "ein" else DE_UNITS.index(word)


def german_spelled(number: int, gender: str | None = None) -> str:
    """``number`` in German words from null to 999 ("einhundertvier"); digits beyond. Before a noun of
    ``gender`` a final "eins" is "ein" ("ein Marker", "ein Plättchen") or, feminine, "eine" ("eine Karte")."""
    if not 0 <= number < 1000:
        return str(number)
    hundreds, rest = divmod(number, 100)
    below = "" if hundreds and not rest else _de_below_hundred(rest)
    word = (f"{'ein' if hundreds == 1 else DE_UNITS[hundreds]}hundert" if hundreds else "") + below
    if gender and word.endswith("eins"):
        return word[:-1] + ("e" if gender == "f" else "")
    return word


def _de_below_hundred(number: int) -> str:
    if number < 10:
        return DE_UNITS[number]
    if number < 20:
        return DE_TEENS[number - 10]
    tens, units = divmod(number, 10)
    return (f"{'ein' if units == 1 else DE_UNITS[units]}und" if units else "") + DE_TENS[tens]


def spelled(number: int, gender: str | None = None) -> str:
    """``number`` in words from zero to 999 ("one hundred and four"); digits beyond. English numbers have
    no gender: ``gender`` changes nothing."""
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


# French: "vingt et un", "soixante-dix", "quatre-vingt-dix-neuf", "deux cents", "cent un"; hyphens or spaces
# alike (the 1990 spelling hyphenates all: "vingt-et-un", "deux-cents"), and Belgian and Swiss septante,
# huitante, octante, nonante. A bare "un", "une" is not read: it is the article ("piochez une carte").
FR_UNITS = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf")
FR_TEENS = ("dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf")
FR_TENS = ("", "", "vingt", "trente", "quarante", "cinquante", "soixante", "septante", "huitante", "nonante")
_FR_ALSO = {"octante": 80, "quatre-vingt": 80, "quatre-vingts": 80}  # tens that are no entry of FR_TENS
_FR = r"[-\s]+"  # between the words of a number
_FR_UNIT = "|".join(FR_UNITS[2:])  # deux … neuf
_FR_TEEN = "|".join(teen.replace("-", _FR) for teen in reversed(FR_TEENS))  # dix-sept before dix
_FR_ONE = rf"{_FR}et{_FR}(?:une?|onze)"  # "vingt et un", "soixante et onze"
_FR_BELOW_100 = (
    rf"(?:quatre{_FR}vingts?(?:{_FR}(?:{_FR_TEEN}|une?|{_FR_UNIT}))?"  # 80-99: "quatre-vingt-un", "-dix-neuf"
    rf"|soixante(?:{_FR_ONE}|{_FR}(?:{_FR_TEEN}|{_FR_UNIT}))?"  # 60-79
    rf"|(?:{'|'.join(FR_TENS[2:6])}|septante|huitante|octante|nonante)(?:{_FR_ONE}|{_FR}(?:{_FR_UNIT}))?"
    rf"|{_FR_TEEN}|{_FR_UNIT})"
)
FR_WORDS = rf"\b(?:(?:(?:{_FR_UNIT}){_FR})?cents?(?:{_FR}(?:{_FR_BELOW_100}|une?))?|{_FR_BELOW_100}|zéro)\b"


def french_value(written: str) -> int:
    """The value of French number words matched by ``FR_WORDS``: "quatre-vingt-dix-sept" is 97."""
    words = [word for word in re.split(_FR, written.lower()) if word != "et"]
    total = current = 0
    for index, word in enumerate(words):
        if word in ("cent", "cents"):
            total, current = total + 100 * (current or 1), 0
        elif word in ("vingt", "vingts") and index and words[index - 1] == "quatre":
            current = 80
        elif word in FR_TENS or word in _FR_ALSO:
            current += 10 * FR_TENS.index(word) if word in FR_TENS else _FR_ALSO[word]
        elif word in FR_TEENS:
            current += 10 + FR_TEENS.index(word)
        else:
            current += 1 if word == "une" else FR_UNITS.index(word)
    return total + current


def french_spelled(number: int, gender: str | None = None) -> str:
    """``number`` in French words from zéro to 999 ("deux cent quatre-vingt-un"); digits beyond. Before a
    feminine noun (``gender`` "f") a final "un" is "une": "une carte", "vingt et une cartes", "cent une"."""
    if not 0 <= number < 1000:
        return str(number)
    hundreds, rest = divmod(number, 100)
    if not hundreds:
        word = _fr_below_hundred(rest)
    else:
        head = "cent" if hundreds == 1 else f"{FR_UNITS[hundreds]} cent{'' if rest else 's'}"
        word = head + (f" {_fr_below_hundred(rest)}" if rest else "")
    return word + "e" if gender == "f" and word.endswith("un") else word


def french_gender(written: str) -> str:
    """The gender a French number as written shows: "f" for "une", "vingt et une", else ""."""
    return "f" if re.search(r"\bune$", written.strip(), re.I) else ""


def _fr_below_hundred(number: int) -> str:
    if number < 10:
        return FR_UNITS[number]
    if number < 20:
        return FR_TEENS[number - 10]
    tens, units = divmod(number, 10)
    if tens in (7, 9):  # soixante-dix, soixante et onze, quatre-vingt-douze
        base = "soixante" if tens == 7 else "quatre-vingt"
        return base + (" et " if number == 71 else "-") + FR_TEENS[units]
    if tens == 8:
        return "quatre-vingt" + (f"-{FR_UNITS[units]}" if units else "s")
    return FR_TENS[tens] + {0: "", 1: " et un"}.get(units, f"-{FR_UNITS[units]}")


@dataclass(frozen=True)
class Numerals:
    """A language's number words: the pattern that finds them, their value, a number written in them (before a
    noun of a gender, or alone), and the gender a number as written shows ("" for none)."""

    source: str  # the pattern, compiled when first used: most runs (pnp list, a build) never read a number
    value: Callable[[str], int]
    spelled: Callable[[int, str | None], str]
    gender: Callable[[str], str] = lambda written: ""

    @cached_property
    def words(self) -> re.Pattern:
        return re.compile(self.source, re.I)


ENGLISH = Numerals(WORDS, numeral_value, spelled)
NUMERALS = {  # by game.yaml's language:
    "en": ENGLISH,
    "de": Numerals(DE_WORDS, german_value, german_spelled),
    "fr": Numerals(FR_WORDS, french_value, french_spelled, french_gender),
}


def number_in_words(written: str) -> int | None:
    """The number ``written`` wholly in English, German or French words ("two", "zwei", "deux"), or None."""
    for numerals in NUMERALS.values():
        if numerals.words.fullmatch(written.strip()):
            return numerals.value(written.strip())
    return None

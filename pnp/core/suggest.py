"""The one "did you mean" helper."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

TYPO = 0.85  # as close as a slip of a letter or two in a name of eight or more ('whitesmok')
LETTERS_PER_SLIP = 3  # a slip of one letter in three at most: 'deck_sise' (2 in 9), not 'points' for 'weapons'
SHORTEST_STEM = 3  # a name cut short ('flat' for 'flat-top', 'coin' for 'coins') keeps this many letters
ALIKE = 0.75  # three letters in four shared, in order: a name spelt as it sounds ('sute' for 'suit') is a slip
NAMES_LISTED = 12  # a message that names no slip lists the names there are, this many at most


def did_you_mean(word: str, options: Iterable[str], template: str = "; did you mean '{}'?", parts: bool = False) -> str:
    """A hint naming the closest option that ``word`` is a slip of, or an empty string when none is.

    The closest by letters is not always a slip ('weapons' for 'points' shares four of their letters): an
    option is told only when :func:`is_slip` says the word could be it mistyped.

    With ``parts``, for names made of words run together (CSS colours: 'navy', 'skyblue'): a word that is
    not a slip of one name but holds another whole ('navyblue') is told the name it holds (see :func:`_held`)."""
    options = list(options)
    recapitalised = next(
        (option for option in options if option != word and option.casefold() == word.casefold()), None
    )
    if recapitalised is not None:  # 'A4' for 'a4': too few letters for difflib to find it
        return template.format(recapitalised)
    if parts and not difflib.get_close_matches(word, options, n=1, cutoff=TYPO):
        held = _held(word, options)
        if held is not None:
            return template.format(held)
    swapped = next((option for option in options if _reordered(word, option)), None)
    if swapped is not None:  # '4x2' for '2x4': the parts written, in another order, before any near spelling
        return template.format(swapped)
    slips = nearest_slips(word, options)
    return template.format(slips[0]) if slips else ""


def nearest_slips(word: str, options: list[str]) -> list[str]:
    """The options ``word`` reads as a slip of (:func:`is_slip`) to name: none, the closest, or the two as near
    as each other ('t2-30' and 't2-03' for 't2-33'), a tie no letter decides (a piece's id, where the hint names
    both; :func:`did_you_mean` tells the first). Three or more as near are a list, not a question: the first, as
    difflib orders them ('4x4' for '4x3' of 4x4, 3x3 and 1x3)."""
    close = difflib.get_close_matches(word, options, n=max(len(options), 1))
    slips = [option for option in close if is_slip(word, option)]
    nearest = max((_likeness(word, option) for option in slips), default=None)
    tied = [option for option in slips if _likeness(word, option) == nearest]
    return tied if len(tied) == 2 else tied[:1]


def natural_order(names: Iterable[str]) -> list[str]:
    """``names`` in the order a reader counts them: 'r2', 'r3' … 'r12', where text order puts r10, r11 and r12
    before r2 (a dice table's columns, numbered ids listed in a message)."""
    return sorted(
        names,
        key=lambda name: ([int(part) if index % 2 else part for index, part in enumerate(NUMBERS.split(name))], name),
    )


def hint_naming(names: list[str]) -> str:
    """The default hint naming ``names``: "; did you mean 't2-30' or 't2-03'?"."""
    return "; did you mean " + " or ".join(f"'{name}'" for name in names) + "?"


def _likeness(word: str, option: str) -> float:
    """How alike two names are, as difflib orders its close matches."""
    return difflib.SequenceMatcher(None, option, word).ratio()


def did_you_mean_or_names(word: str, options: Iterable[str], lead: str) -> str:
    """The hint naming the option ``word`` is a slip of; else, when they are few, the options there are after
    ``lead`` ("; the checks above it are deck-size, both-suits"); else an empty string."""
    options = list(options)
    hint = did_you_mean(word, options)
    if hint or not 0 < len(options) <= NAMES_LISTED:
        return hint
    return f"; {lead} {', '.join(options)}"


def is_slip(word: str, option: str) -> bool:
    """Whether ``word`` reads as ``option`` mistyped: the same in other capitals, cut short or run on
    ('flat' for 'flat-top', 'inches' for 'inch'), a letter in three at most wrong, missing, added or
    swapped with the next ('bnad' for 'band', 'deck_sise' for 'deck_size'), or three letters in four the same,
    in their order ('sute' for 'suit')."""
    typed, meant = word.casefold(), option.casefold()
    shorter, longer = sorted((typed, meant), key=len)
    if len(shorter) >= SHORTEST_STEM and longer.startswith(shorter):
        return True
    allowed = max(1, len(typed) // LETTERS_PER_SLIP) if len(typed) >= SHORTEST_STEM else int(len(typed) != len(meant))
    return _edits(typed, meant) <= allowed or difflib.SequenceMatcher(None, typed, meant).ratio() >= ALIKE


NUMBERS = re.compile(r"(\d+)")  # a name split at its numbers: 'r12' is 'r', 12, ''
PARTS = re.compile(r"\d+(?:\.\d+)?|[^\W\d_]+")  # a value's numbers and words: '4x2' is 4, x, 2


def _reordered(word: str, option: str) -> bool:
    """Whether ``option`` is ``word``'s parts (numbers, words) in another order: a size typed with its sides
    swapped ('4x2' for '2x4'), two words the other way round ('blue-red' for 'red-blue')."""
    typed, meant = PARTS.findall(word.casefold()), PARTS.findall(option.casefold())
    return len(typed) > 1 and typed != meant and sorted(typed) == sorted(meant)


def _edits(first: str, second: str) -> int:
    """Letters changed, left out, added or swapped with their neighbour to make ``second`` of ``first``
    (the optimal string alignment distance)."""
    rows = [list(range(len(second) + 1))]
    for i, a in enumerate(first, 1):
        row = [i]
        for j, b in enumerate(second, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (a != b)))
            if i > 1 and j > 1 and a == second[j - 2] and first[i - 2] == b:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def _held(word: str, options: list[str]) -> str | None:
    """The longest option of three letters or more that ``word`` starts or ends with ('navyblue': 'navy', the
    start on a tie with 'blue'), else the longest of four or more inside it; None when it holds none."""
    ends = [name for name in options if len(name) >= 3 and (word.startswith(name) or word.endswith(name))]
    if ends:
        return max(ends, key=lambda name: (len(name), word.startswith(name)))
    return max((name for name in options if len(name) >= 4 and name in word), key=len, default=None)

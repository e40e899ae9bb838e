"""What a JSON Schema keyword's refusal means, in a designer's words: how many are needed and how many are
written, and what to do ("12 symbols are needed, 11 are written: add 1"), where jsonschema says "is too short".

The keywords are pnp's own schemas' (a title's ``minLength``, a size's ``minimum``) and those a designer gives
an entry's fields in game.yaml (``fields: {symbols: {type: array, minItems: 12}}``).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pnp.core.plural import singular_of

if TYPE_CHECKING:
    import jsonschema


def in_words(error: jsonschema.ValidationError, key: str | int | None) -> str | None:
    """What ``error`` says, for the value at ``key`` (the last key of its path; None at the top); None for a
    keyword not worded here."""
    if error.validator in ("oneOf", "anyOf"):  # one that pnp.core.schema could not pin on one choice
        return _one_of_each(error.instance) if not error.context else _none_of(error.instance, error.validator_value)
    say = _SAYINGS.get(str(error.validator))
    return say(error.instance, error.validator_value, error.schema, key) if say else None


def _counted(count: int, key: str | int | None, noun: str) -> str:
    """'12 symbols', '1 symbol' for a list under ``symbols:``; '3 items' ('characters', 'keys') for a key
    that names no things."""
    plural = key if isinstance(key, str) and len(key) > 2 and key.isalpha() and key.endswith("s") else noun
    return f"{count} {singular_of(plural) if count == 1 else plural}"


def _written(count: int) -> str:
    return "none is written" if count == 0 else f"{count} {'is' if count == 1 else 'are'} written"


def _needed(count: int, written: int, exact: bool, key: str | int | None, noun: str) -> str:
    """'at least 4 symbols are needed, 3 are written: add 1' (``exact``: no 'at least')."""
    things = _counted(count, key, noun)
    verb = "is" if count == 1 else "are"
    return f"{'' if exact else 'at least '}{things} {verb} needed, {_written(written)}: add {count - written}"


def _allowed(count: int, written: int, exact: bool, key: str | int | None, noun: str) -> str:
    """'at most 2 symbols are allowed, 3 are written: remove 1' (``exact``: '2 symbols are needed')."""
    things = _counted(count, key, noun)
    verb = "is" if count == 1 else "are"
    bound = f"{things} {verb} needed" if exact else f"at most {things} {verb} allowed"
    return f"{bound}, {_written(written)}: remove {written - count}"


def _min_items(value: Any, least: int, schema: Any, key: str | int | None) -> str:
    return _needed(least, len(value), schema.get("maxItems") == least, key, "items")


def _max_items(value: Any, most: int, schema: Any, key: str | int | None) -> str:
    return _allowed(most, len(value), schema.get("minItems") == most, key, "items")


def _min_length(value: Any, least: int, schema: Any, key: str | int | None) -> str:
    if value == "":
        return "the text is empty: write it"
    bound = f"{least} are needed" if schema.get("maxLength") == least else f"at least {least} are needed"
    return f"{_shown(value)} has {_counted(len(value), None, 'characters')}, {bound}: add {least - len(value)}"


def _max_length(value: Any, most: int, schema: Any, key: str | int | None) -> str:
    bound = f"{most} are needed" if schema.get("minLength") == most else f"at most {most} are allowed"
    return f"{_shown(value)} has {_counted(len(value), None, 'characters')}, {bound}: remove {len(value) - most}"


def _min_properties(value: Any, least: int, schema: Any, key: str | int | None) -> str:
    if not value:
        keys = "a key and its value" if least == 1 else f"at least {least} keys and their values"
        return f"nothing is written in it: write {keys}"
    return _needed(least, len(value), False, None, "keys")


def _max_properties(value: Any, most: int, schema: Any, key: str | int | None) -> str:
    return _allowed(most, len(value), False, None, "keys")


def _minimum(value: Any, least: float, schema: Any, key: str | int | None) -> str:
    return f"{_number(value)} is less than {_number(least)}, the least it can be: write {_number(least)} or more"


def _maximum(value: Any, most: float, schema: Any, key: str | int | None) -> str:
    return f"{_number(value)} is more than {_number(most)}, the most it can be: write {_number(most)} or less"


def _above(value: Any, bound: float, schema: Any, key: str | int | None) -> str:
    return f"{_number(value)} is not more than {_number(bound)}: write a number above {_number(bound)}"


def _below(value: Any, bound: float, schema: Any, key: str | int | None) -> str:
    return f"{_number(value)} is not less than {_number(bound)}: write a number below {_number(bound)}"


def _multiple_of(value: Any, step: float, schema: Any, key: str | int | None) -> str:
    below = math.floor(value / step) * step
    return f"{_number(value)} is not a multiple of {_number(step)}: write {_number(below)} or {_number(below + step)}"


def _unique_items(value: Any, unique: bool, schema: Any, key: str | int | None) -> str:
    times = Counter(json.dumps(item, sort_keys=True) for item in value)
    twice = [f"{_shown(json.loads(item))} {count} times" for item, count in times.items() if count > 1]
    return f"{', '.join(twice)} (each may be written once): remove the copies"


def _const(value: Any, only: Any, schema: Any, key: str | int | None) -> str:
    return f"{_shown(value)} is written where only {_shown(only)} fits: write {_shown(only)}"


def _pattern(value: Any, pattern: str, schema: Any, key: str | int | None) -> str:
    return f"{_shown(value)} does not fit the pattern {pattern!r} its field gives: change the value, or the pattern"


def _not(value: Any, ruled_out: Any, schema: Any, key: str | int | None) -> str:
    return f"{_shown(value)} is what its field rules out (not: {json.dumps(ruled_out)}): write another value"


def _dependent_required(value: Any, needs: dict[str, list[str]], schema: Any, key: str | int | None) -> str:
    written, lacking = next(
        (name, [need for need in wanted if need not in value])
        for name, wanted in needs.items()
        if name in value and any(need not in value for need in wanted)
    )
    keys = " and ".join(f"{need}:" for need in lacking)
    verb = "is" if len(lacking) == 1 else "are"
    return f"{written}: is written, so {keys} {verb} needed too: add {keys}, or remove {written}:"


def _contains(value: Any, wanted: Any, schema: Any, key: str | int | None) -> str:
    least, most = schema.get("minContains", 1), schema.get("maxContains")
    which = f"(contains: {json.dumps(wanted)})"
    if most is None:
        return f"at least {least} of its items must be one its field asks for {which}: add one"
    return f"between {least} and {most} of its items must be ones its field asks for {which}"


def _one_of_each(value: Any) -> str:
    return (
        f"{_shown(value)} fits more than one of the choices its field gives, and oneOf takes exactly one: "
        "make the choices exclude each other, or write anyOf"
    )


def _none_of(value: Any, choices: list[Any]) -> str:
    listed = "; ".join(json.dumps(choice) for choice in choices)
    return f"{_shown(value)} fits none of the choices its field gives ({listed}): write a value one of them takes"


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:60] + " … " + text[-12:]


def _number(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


_SAYINGS: dict[str, Callable[[Any, Any, Any, str | int | None], str]] = {
    "minItems": _min_items,
    "maxItems": _max_items,
    "minLength": _min_length,
    "maxLength": _max_length,
    "minProperties": _min_properties,
    "maxProperties": _max_properties,
    "minimum": _minimum,
    "maximum": _maximum,
    "exclusiveMinimum": _above,
    "exclusiveMaximum": _below,
    "multipleOf": _multiple_of,
    "uniqueItems": _unique_items,
    "const": _const,
    "pattern": _pattern,
    "not": _not,
    "dependentRequired": _dependent_required,
    "contains": _contains,
}

"""Slips in a JSON Schema a designer writes (a field of a component's ``fields:``, a data table's ``schema:``).

jsonschema takes ``enum: sun`` or ``minimum: "3"`` as a schema and refuses every entry for it, stops with a
traceback on ``pattern: "[unclosed"`` or ``type: int``, and checks nothing with ``items:`` on a text. Each slip
is found here before any entry is checked, without importing jsonschema: where it is written and what to write
instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from pnp.core import fastschema
from pnp.core.datafile import builtin_schema
from pnp.core.findings import Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import child_location, locate

Slip = tuple[Location, str]

JSON_TYPES = ("string", "integer", "number", "boolean", "array", "object", "null")
TYPE_ALIASES = {"int": "integer", "float": "number", "str": "string", "text": "string", "bool": "boolean"}
TYPE_ALIASES |= {"list": "array", "dict": "object", "map": "object", "mapping": "object"}
TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "string": "text",
    "array": "a list",
    "object": "a mapping of keys to values",
    "null": "empty",
}

_ONE_SCHEMA = ("items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames")
_ONE_SCHEMA += ("unevaluatedItems", "unevaluatedProperties")
_SCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "patternProperties", "dependentSchemas", "$defs")
_NULL_TAKERS = ("default", "const")  # the keywords whose value may be null
_NUMBERS = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
_COUNTS = ("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties")
_COUNTS += ("minContains", "maxContains")
_BOUNDS = (("minimum", "maximum"), ("minLength", "maxLength"), ("minItems", "maxItems"))
_BOUNDS += (("minProperties", "maxProperties"),)
# the keywords that check a value of one kind only: on a field of another type they check nothing
_OF_TYPE = {
    **dict.fromkeys(_NUMBERS, ("number", "integer")),
    **dict.fromkeys(("minLength", "maxLength", "pattern", "format"), ("string",)),
    **dict.fromkeys(("items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains"), ("array",)),
    **dict.fromkeys(("properties", "required", "additionalProperties", "patternProperties"), ("object",)),
    **dict.fromkeys(("minProperties", "maxProperties", "propertyNames", "dependentRequired"), ("object",)),
}
_FOR_TYPE = {"number": "type: integer or type: number"}


def type_words(kinds: Any) -> str:
    """'a whole number', 'text or a number' for a ``type:`` of a schema."""
    return " or ".join(TYPE_WORDS.get(str(kind), str(kind)) for kind in (kinds if isinstance(kinds, list) else [kinds]))


def slips(value: Any, here: Location, path: str = "", *, own_keywords: bool = False) -> Iterator[Slip]:
    """Each slip in the schema ``value`` (written at ``here``) and in the schemas inside it, each said with where it
    is in the outer one (``properties.power: type 'strng' is no type…``); its ``default:`` is checked against it
    once the rest is right. The keywords of a schema inside another, at ``path`` in it (``items``,
    ``properties.power``), are checked here (``enmu:`` would check nothing); the outer one's are game.yaml's
    schema's to check, unless it takes any mapping there (``own_keywords``: a data table's ``schema:``)."""
    said = f"{path}: " if path else ""
    found = [*(_unknown_keywords(value, here) if path or own_keywords else ()), *_shape_slips(value, here)]
    found = [(where, said + message) for where, message in found]
    if isinstance(value, dict):
        at = lambda key: child_location(value, key, locate(value, here))  # noqa: E731
        for inner, where, inner_path in _inner_schemas(value, at):
            found += slips(inner, where, f"{path}.{inner_path}" if path else inner_path)
    yield from found
    if not found and isinstance(value, dict) and "default" in value:
        where = child_location(value, "default", locate(value, here))
        yield from ((where, said + message) for where, message in _default_slip(value, where))


def _shape_slips(value: Any, here: Location) -> Iterator[Slip]:
    """The slips of the schema ``value`` itself, not of the schemas inside it."""
    if not isinstance(value, dict):
        yield here, f"{_shown(value)} is no schema: write a mapping of JSON-Schema keywords, as {{type: string}}"
        return
    here = locate(value, here)
    at = lambda key: child_location(value, key, here)  # noqa: E731
    for key in value:
        if isinstance(key, str) and key.startswith("$"):
            yield at(key), f"{key}: is not read in a field's schema: write the schema itself where it is used"
    yield from _type_slips(value.get("type"), at("type")) if "type" in value else ()
    yield from _enum_slips(value, at)
    for key in (key for key in _NUMBERS if key in value):
        yield from _number_slip(key, value[key], at(key))
    for key in (key for key in _COUNTS if key in value):
        if type(value[key]) is not int or value[key] < 0:
            yield at(key), f"{key}: {_shown(value[key])} is no count: write a whole number, 0 or more, as {key}: 2"
    if "pattern" in value:
        yield from _pattern_slip(value["pattern"], at("pattern"))
    yield from _required_slips(value, at)
    yield from _unfit_keywords(value, at)
    yield from _empty_bounds(value, at)
    yield from _container_slips(value, at)


def _unknown_keywords(value: Any, here: Location) -> Iterator[Slip]:
    if not isinstance(value, dict):
        return
    here = locate(value, here)
    known = _keywords()
    for key in value:
        if isinstance(key, str) and key not in known and not key.startswith("$"):  # a $key has a slip of its own
            hint = did_you_mean(key, known) or "; a schema's keywords are type:, enum:, minimum:, items:, properties:…"
            yield child_location(value, key, here), f"unknown key '{key}'{hint}"


@cache
def _keywords() -> frozenset[str]:
    """The JSON-Schema keywords a field may use: game.yaml's schema lists them."""
    return frozenset(builtin_schema("game")["$defs"]["field"]["properties"])


def _type_slips(kinds: Any, here: Location) -> Iterator[Slip]:
    listed = kinds if isinstance(kinds, list) else [kinds]
    if isinstance(kinds, list) and len(kinds) < 2:
        one = kinds[0] if kinds and isinstance(kinds[0], str) else "string"
        yield (
            here,
            f"type: {_shown(kinds)} is a list of {'one type' if kinds else 'no type'}: write type: {one} for "
            f"{TYPE_WORDS.get(one, 'one value')}, or type: array with items: {{type: {one}}} for a list of them",
        )
        return
    for kind in listed:
        if kind not in JSON_TYPES:
            meant = TYPE_ALIASES.get(str(kind).lower())
            hint = f"; did you mean '{meant}'?" if meant else did_you_mean(str(kind), JSON_TYPES)
            yield (
                here,
                f"type '{kind}' is no type a field can have: write string, integer, number, boolean, array, object "
                f"or null{hint}",
            )


def _enum_slips(value: dict[str, Any], at: Any) -> Iterator[Slip]:
    if "enum" not in value:
        return
    enum = value["enum"]
    if not isinstance(enum, list):
        listed = [part.strip() for part in enum.split(",")] if isinstance(enum, str) else [enum]
        # {enum: sun, moon} in a flow mapping is read as enum: sun and a key moon with no value: a value too
        keys = list(value)
        listed += [key for key in keys[keys.index("enum") + 1 :] if value[key] is None and key not in _NULL_TAKERS]
        yield at("enum"), f"enum: takes a list of the values it allows: write enum: {_flow(listed)}"
    elif not enum:
        yield at("enum"), "enum: [] allows no value, so every entry would be refused: list the values, enum: [a, b]"


def _number_slip(key: str, bound: Any, here: Location) -> Iterator[Slip]:
    if isinstance(bound, (int, float)) and not isinstance(bound, bool):
        if key == "multipleOf" and bound <= 0:
            yield here, f"multipleOf: {bound} is no step: write a number above 0, as multipleOf: 5"
        return
    digits = str(bound).strip() if isinstance(bound, str) else ""
    if re.fullmatch(r"-?\d+(\.\d+)?", digits):
        said = f"{key}: {_shown(bound)} is text, so it bounds nothing"
        yield here, f"{said}: write the number without quotes, {key}: {digits}"
    else:
        yield here, f"{key}: {_shown(bound)} is not a number: write a number, as {key}: 3"


def _pattern_slip(pattern: Any, here: Location) -> Iterator[Slip]:
    if not isinstance(pattern, str):
        said = f"pattern: {_shown(pattern)} is not text"
        yield here, f'{said}: write a regular expression in quotes, as pattern: "^[a-z]+$"'
        return
    try:
        re.compile(pattern)
    except re.error as exc:
        yield (
            here,
            f"pattern: {pattern!r} is no regular expression ({exc}): close what it opens, or write a \\ before a "
            "[ ( { * + ? meant as itself",
        )


def _required_slips(value: dict[str, Any], at: Any) -> Iterator[Slip]:
    if "required" not in value:
        return
    names = value["required"]
    if isinstance(names, bool):
        yield (
            at("required"),
            f"required: {_shown(names)} is not how a field is made required: name it in the required: list beside "
            "its fields: (required: [suit]), and remove this one",
        )
    elif not isinstance(names, list):
        yield at("required"), f"required: takes a list of keys: write required: {_flow(names)}"
    if not isinstance(names, list):
        return
    known = value.get("properties")
    closed = value.get("additionalProperties") is False and isinstance(known, dict)
    for index, name in enumerate(names):
        where = child_location(names, index, at("required"))
        if not isinstance(name, str):
            yield where, f"required: {_shown(name)} is no key's name: write the key, as required: [name]"
        elif closed and name not in known:
            hint = did_you_mean(name, known) or f"; its properties are {', '.join(known)}"
            yield where, f"required: '{name}' is no key of its properties:, so no value could have it{hint}"


def _unfit_keywords(value: dict[str, Any], at: Any) -> Iterator[Slip]:
    """``items:`` on a field of text (``type: string``): a keyword of another type checks nothing."""
    kinds = value.get("type")
    kinds = set(kinds) if isinstance(kinds, list) else {kinds} if isinstance(kinds, str) else set()
    if not kinds <= set(JSON_TYPES) or not kinds:
        return
    for key in value:
        meant = None if key == "required" and isinstance(value[key], bool) else _OF_TYPE.get(key)  # its own slip
        if meant and not kinds & set(meant) and not ("integer" in meant and "number" in kinds):
            yield (
                at(key),
                f"{key}: checks {type_words(meant[0])}, but this field is {type_words(sorted(kinds))} "
                f"(type: {value['type'] if isinstance(value['type'], str) else _flow(value['type'])}): "
                f"write {_FOR_TYPE.get(meant[0], 'type: ' + meant[0])}, or remove {key}:",
            )


def _empty_bounds(value: dict[str, Any], at: Any) -> Iterator[Slip]:
    for low, high in _BOUNDS:
        least, most = value.get(low), value.get(high)
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (least, most)) and least > most:
            yield at(low), f"{low}: {least} is more than {high}: {most}, so no value fits: write the smaller one first"


def _container_slips(value: dict[str, Any], at: Any) -> Iterator[Slip]:
    """``anyOf:`` or ``properties:`` that holds no schemas, a ``patternProperties:`` name that is no pattern."""
    for key in (key for key in _SCHEMA_LISTS if key in value and not _schema_list(value[key])):
        names = value[key] if isinstance(value[key], list) and all(v in JSON_TYPES for v in value[key]) else []
        either = f"; for a value of either type write type: {_flow(names)}" if names else ""
        yield at(key), f"{key}: takes a list of schemas, as {key}: [{{type: string}}, {{type: integer}}]{either}"
    for key in (key for key in _SCHEMA_MAPS if key in value):
        if not isinstance(value[key], dict):
            yield at(key), f"{key}: takes a mapping of names to schemas, as {key}: {{name: {{type: string}}}}"
        elif key == "patternProperties":
            for name in value[key]:
                yield from _pattern_slip(name, child_location(value[key], name, at(key)))


def _inner_schemas(value: dict[str, Any], at: Any) -> Iterator[tuple[Any, Location, str]]:
    """Each schema inside ``value`` with where it is written and where it is in ``value`` (``properties.power``)."""
    for key in (key for key in _ONE_SCHEMA if key in value and not isinstance(value[key], bool)):
        yield value[key], at(key), key
    for key in (key for key in _SCHEMA_LISTS if key in value and _schema_list(value[key])):
        for index, inner in enumerate(value[key]):
            yield inner, child_location(value[key], index, at(key)), f"{key}[{index}]"
    for key in (key for key in _SCHEMA_MAPS if isinstance(value.get(key), dict)):
        for name, inner in value[key].items():
            if not isinstance(inner, bool):
                yield inner, child_location(value[key], name, at(key)), f"{key}.{name}"


def _schema_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(inner, dict) for inner in value)


def _default_slip(value: dict[str, Any], here: Location) -> Iterator[Slip]:
    rest = {key: inner for key, inner in value.items() if key != "default"}
    if not fastschema.valid(value["default"], rest):
        takes = f"one of {_flow(rest['enum'])}" if "enum" in rest else type_words(rest.get("type", "any value"))
        said = f"default: {_shown(value['default'])} is no value this field takes"
        yield here, f"{said}: write {takes}, or remove default:"


def _flow(values: Any) -> str:
    """A list as YAML writes it on one line: [sun, moon]."""
    listed = values if isinstance(values, list) else [values]
    return "[" + ", ".join(v if isinstance(v, str) and v else json.dumps(v) for v in listed) + "]"


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if isinstance(value, str) else json.dumps(value, default=str)

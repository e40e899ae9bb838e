"""A fast "valid" for data that is valid: JSON schemas compiled to Python by fastjsonschema.

Most of what pnp checks is valid, and jsonschema costs 70 ms of imports a process before it
checks anything. fastjsonschema turns a schema into a Python function (kept compiled in the
user's cache folder, like Jinja's code) that answers valid or not in microseconds; only data
it does not accept goes to jsonschema (``pnp.core.schema``), whose errors become findings.

So a "valid" from here must never be one jsonschema would refuse. fastjsonschema implements
draft 7, pnp's schemas are 2020-12, and they are the same language only for the keywords
below, on data made of dicts, lists, strings, numbers, booleans and None (it would take a
tuple for an array). Where fastjsonschema is stricter (a ``pattern``'s ``$`` does not match
before a final newline there), its "no" is only a detour through jsonschema, except under
``if``, ``oneOf`` and ``not``, where a stricter part makes the whole looser; a schema with
such a pattern there, or with any keyword outside this list, is always left to jsonschema.
The list also keeps the generated code free of content: names and values that reach it
are of the types fastjsonschema quotes (designers write schemas in ``fields:``).
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterator
from typing import Any

import fastjsonschema

from pnp.core.usercache import KeptStore

Validate = Callable[[Any], Any]

# format too: pnp runs jsonschema without a format checker, so there it is a note for editors, as here
ANNOTATIONS = frozenset(("description", "title", "default", "examples", "$comment", "format"))
TYPES = frozenset(("null", "boolean", "integer", "number", "string", "array", "object"))
BOUNDS = frozenset(("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"))
COUNTS = frozenset(("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"))
SUBSCHEMA = frozenset(("additionalProperties", "items", "then", "else"))
NEGATING = frozenset(("if", "oneOf", "not"))  # a stricter check inside accepts more outside
LISTS = frozenset(("allOf", "anyOf", "oneOf"))
REF_PREFIX = "#/$defs/"
PLAIN = (dict, list, str, int, float, type(None))  # bool is an int

CODE = KeptStore(f"schema-{sys.implementation.cache_tag}-{fastjsonschema.VERSION}-1")
_validators: dict[int, tuple[object, Validate | None]] = {}  # by the schema object (held, so its id stays its own)


def accepts(instance: Any, schema: dict[str, Any]) -> bool:
    """True when ``instance`` is certainly valid; False when jsonschema must look (invalid, or not known here)."""
    validate = validator(schema)
    if validate is None or not _plain(instance):
        return False
    try:
        validate(instance)
    except Exception:  # fastjsonschema's "invalid", or data its code did not expect: jsonschema decides
        return False
    return True


def valid(instance: Any, schema: dict[str, Any]) -> bool:
    """Whether ``instance`` is valid, saying nothing (its problems are said where it was checked): the compiled
    check accepts, jsonschema has the last word on what it refuses."""
    if accepts(instance, schema):
        return True
    import jsonschema

    return jsonschema.Draft202012Validator(schema).is_valid(instance)


def validator(schema: dict[str, Any]) -> Validate | None:
    """The compiled check of ``schema``, or None when only jsonschema may check it."""
    held = _validators.get(id(schema))
    if held is None or held[0] is not schema:
        held = _validators[id(schema)] = (schema, _compiled(schema))
    return held[1]


def _compiled(schema: dict[str, Any]) -> Validate | None:
    try:
        source = json.dumps(schema, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        return None
    return _from_source(source)


@functools.lru_cache(maxsize=512)
def _from_source(source: str) -> Validate | None:
    """The check of a schema by its text: a game's schemas are made anew for each load (its fields in each
    component's), and many are alike, so each text is compiled once a process."""
    plain = json.loads(source)
    if not within_subset(plain):
        return None
    code = CODE.get("schema", source)
    if code is None:
        try:
            python = fastjsonschema.compile_to_code(plain, use_default=False, use_formats=False)
            code = compile(python, "<schema>", "exec")
        except Exception:  # a schema fastjsonschema cannot compile: jsonschema checks it (and says why)
            return None
        CODE.put("schema", source, code)
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    return namespace["validate"]


def within_subset(schema: Any) -> bool:
    """True when fastjsonschema's verdict on ``schema`` can be trusted (see the module's docstring)."""
    defs = schema.get("$defs", {}) if isinstance(schema, dict) else {}
    return all(_keyword_ok(key, value, negated, defs) for key, value, negated in _keywords(schema, False, defs, set()))


def _keywords(schema: Any, negated: bool, defs: dict, seen: set) -> Iterator[tuple[str, Any, bool]]:
    """Every keyword of the schema with its value, and whether it sits under a negating keyword.

    A ``$ref`` under a negating keyword brings its target under it too.
    """
    if isinstance(schema, bool):
        return
    if not isinstance(schema, dict):
        yield "", schema, negated  # not a schema: refused
        return
    if "$ref" in schema and set(schema) - ANNOTATIONS - {"$ref"}:
        yield "$ref-with-siblings", None, negated  # draft 7 ignores a $ref's siblings: refused
    for key, value in schema.items():
        yield key, value, negated
        if key in ("properties", "$defs") and isinstance(value, dict):
            for sub in value.values():
                yield from _keywords(sub, negated, defs, seen)
        elif key in SUBSCHEMA or key in ("if", "not"):
            yield from _keywords(value, negated or key in NEGATING, defs, seen)
        elif key in LISTS and isinstance(value, list):
            for sub in value:
                yield from _keywords(sub, negated or key in NEGATING, defs, seen)
        elif key == "$ref" and negated and isinstance(value, str) and value not in seen:
            seen.add(value)
            yield from _keywords(defs.get(value.removeprefix(REF_PREFIX)), True, defs, seen)


def _keyword_ok(key: str, value: Any, negated: bool, defs: dict) -> bool:
    if key in ANNOTATIONS:
        return True
    if key == "type":
        names = value if isinstance(value, list) else [value]
        return bool(names) and all(isinstance(name, str) and name in TYPES for name in names)
    if key in ("properties", "$defs"):
        return isinstance(value, dict)
    if key in SUBSCHEMA or key in ("if", "not"):
        return isinstance(value, (dict, bool)) and (key != "items" or isinstance(value, dict))
    if key in LISTS:
        return isinstance(value, list) and bool(value)
    if key == "required":
        return isinstance(value, list) and all(isinstance(name, str) for name in value)
    if key == "enum":
        return isinstance(value, list) and all(_scalar(option) for option in value)
    if key == "const":
        return _scalar(value)
    if key in BOUNDS:
        return _number(value)
    if key in COUNTS:
        return _number(value) and isinstance(value, int) and value >= 0
    if key == "pattern":
        return isinstance(value, str) and not (negated and "$" in value)
    if key == "$ref":
        return isinstance(value, str) and value.startswith(REF_PREFIX) and value.removeprefix(REF_PREFIX) in defs
    return False


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bool)) or _number(value)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _plain(value: Any) -> bool:
    """Data made only of what JSON has (as YAML gives it), where both libraries mean the same."""
    if isinstance(value, dict):
        return all(isinstance(key, str) for key in value) and all(_plain(item) for item in value.values())
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    return isinstance(value, PLAIN) and not (isinstance(value, float) and value != value)

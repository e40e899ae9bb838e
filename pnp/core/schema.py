"""JSON-Schema validation of loaded YAML, with findings at the offending line.

Valid data is accepted by ``pnp.core.fastschema`` (compiled checks); jsonschema, slower to
load and to run, looks only at what that did not accept, and its errors are the findings.
"""

from __future__ import annotations

import datetime
import json
import math
import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from pnp.core import fastschema
from pnp.core.findings import EMPTY_CELL, Findings, Location
from pnp.core.lookalikes import lookalike_hint
from pnp.core.numerals import number_in_words
from pnp.core.ownschema import TYPE_WORDS
from pnp.core.schemawords import in_words
from pnp.core.suggest import did_you_mean
from pnp.core.words import PLACEHOLDER, code_meant
from pnp.core.yamlio import LocatedDict, child_location, locate

if TYPE_CHECKING:
    import jsonschema


def check(instance: Any, schema: dict[str, Any], findings: Findings, fallback: Location, what: str) -> bool:
    """Validate ``instance``; report each problem at its node. True when valid."""
    if fastschema.accepts(instance, schema):
        return True
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    errors = _errors(validator, instance)
    while _numbers_as_text(instance, errors, fallback):
        errors = _errors(validator, instance)
    misspelt = _misspelt(instance, errors, fallback)
    said = set()  # a node that YAML anchors share (fields: *labyrinth-fields) is one problem at its one line
    for error in errors:
        for rule, location, message in _explain(instance, error, fallback, misspelt):
            if (rule, location, error.message) not in said:
                said.add((rule, location, error.message))
                findings.error(rule, location, f"{what}: {message}")
    return not errors


def _errors(validator: jsonschema.Draft202012Validator, instance: Any) -> list[jsonschema.ValidationError]:
    return sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))


def _numbers_as_text(instance: Any, errors: list[jsonschema.ValidationError], fallback: Location) -> bool:
    """Each value YAML read as a number where only text fits (``title: 1984``, a card's ``title: 300``, an
    enum's ``'1'`` written ``1``) made the text as written (``007`` stays 007, ``1.50`` 1.50): a designer means
    the text. Whether any was (then the value is checked again, as text)."""
    changed = False
    for error in errors:
        path = list(error.absolute_path)
        parent = _node_at(instance, path[:-1], fallback)[0] if path else None
        written = getattr(parent, "numbers_written", {}).get(path[-1]) if path else None
        if written is None or isinstance(parent[path[-1]], str):
            continue
        # not where the schema shows how to write it: ages: 12 means "12+", which its finding says
        text_only = error.validator == "type" and {*_types(error)} & {"string", "integer", "number"} == {"string"}
        if (text_only and "examples" not in error.schema) or (
            error.validator == "enum" and written in error.validator_value
        ):
            parent[path[-1]] = written
            changed = True
    return changed


def broken_keys(instance: dict[str, Any], schema: dict[str, Any]) -> set[str]:
    """The top-level keys of ``instance`` whose values ``schema`` refuses (after :func:`check` said why)."""
    import jsonschema

    errors = jsonschema.Draft202012Validator(schema).iter_errors(instance)
    return {str(error.absolute_path[0]) for error in errors if error.absolute_path}


# Keys other card tools and spreadsheets name an entry's copies and name with, and a deck's list named by its kind:
# told pnp's key where it has it
OTHER_TOOLS = {
    "quantity": "count",
    "qty": "count",
    "copies": "count",
    "amount": "count",
    "name": "title",
    "deck": "cards",
}


def _unknown_keys(node: Any, error: jsonschema.ValidationError) -> tuple[list[str], list[str]]:
    """(the keys of ``node`` an additionalProperties error refuses, the keys it allows)."""
    allowed = sorted(error.schema.get("properties", {}))
    return [key for key in node if key not in allowed], allowed


def _misspelt(
    instance: Any, errors: list[jsonschema.ValidationError], fallback: Location
) -> set[tuple[tuple[Any, ...], str]]:
    """(path, name) of each key an unknown key beside it misspells: ``lot: 3`` for a required ``loot``
    is one finding (the unknown key, with its "did you mean"), not two. The mapping remembers the
    keys it misspells, so what reads it does not take a default its author did not mean."""
    misspelt = set()
    for error in (e for e in errors if e.validator == "additionalProperties"):
        node, _ = _node_at(instance, error.absolute_path, fallback)
        if isinstance(node, dict):
            unknown, allowed = _unknown_keys(node, error)
            for key in unknown:
                if meant := did_you_mean(key, allowed, "{}"):
                    misspelt.add((tuple(error.absolute_path), meant))
                    if isinstance(node, LocatedDict):
                        node.misspelt |= {meant}
    return misspelt


def _a_level_left_out(root: Any, unknown: list[str], allowed: list[str]) -> list[tuple[str, list[str]]]:
    """Where every unknown key of a nested mapping is a name the document's own top-level mapping of an allowed key
    holds (an ink-saving look that writes the template's elements, ``ink_saver: {paper: …}`` for ``ink_saver:
    {elements: {paper: …}}``): each such key, with its unknown keys; [] otherwise."""
    levels = [(level, root[level]) for level in allowed if isinstance(root, dict) and isinstance(root.get(level), dict)]
    found = [(level, [key for key in unknown if key in names]) for level, names in levels]
    found = [(level, keys) for level, keys in found if keys]
    if not unknown or any(did_you_mean(key, allowed, "{}") for key in unknown):
        return []
    return found if sum(len(keys) for _, keys in found) == len(unknown) else []


def _split_by_comma(node: dict, key: str) -> str:
    """The hint for a key with no value that follows another on its line in braces: a value with a comma in it
    (``{role: Made by, name: Mrs Price, Class 4}``), which YAML split there; '' for any other unknown key."""
    keys = list(node)
    before = keys[keys.index(key) - 1] if keys.index(key) > 0 else None
    lines = getattr(node, "key_lines", {})
    if node[key] is not None or before is None or key not in lines or lines.get(before) != lines[key]:
        return ""
    value = f"{node[before]}, {key}" if isinstance(node[before], str) else None
    written = f' ({before}: "{value}")' if value else ""
    return (
        f"; a comma between braces starts a new key: if '{key}' belongs to {before}:, put the whole value in "
        f"quotes{written}"
    )


def _node_at(instance: Any, path: Iterable[Any], fallback: Location) -> tuple[Any, Location]:
    node, location = instance, locate(instance, fallback)
    for step in path:
        location = child_location(node, step, location)
        node = node[step]
        location = locate(node, location)
    return node, location


def _explain(
    instance: Any, error: jsonschema.ValidationError, fallback: Location, misspelt: set[tuple[tuple[Any, ...], str]]
) -> Iterator[tuple[str, Location, str]]:
    if error.validator in ("oneOf", "anyOf") and (meant := _branch_meant(error)):
        for sub in meant:
            yield from _explain(instance, sub, fallback, misspelt)
        return
    path = list(error.absolute_path)
    node, location = _node_at(instance, path, fallback)
    where = _path_text(path)
    if error.validator in ("oneOf", "anyOf") and (kinds := _branch_kinds(error)):
        yield "schema", location, f"{where or 'top level'}: {_short(repr(error.instance))} is not {kinds}"
        return
    if error.validator == "required" and isinstance(node, dict):
        for name in error.validator_value:
            if name in getattr(node, "blank_cells", {}):  # a spreadsheet's empty cell, not a key left out
                blank = node.blank_cells[name]
                yield (
                    "schema",
                    blank,
                    f"{where + ': ' if where else ''}the '{name}' {EMPTY_CELL}: fill it, every row needs one",
                )
            elif name not in node and (tuple(path), name) not in misspelt:
                yield "schema", location, f"{where + ': ' if where else ''}missing required key '{name}'"
        return
    if error.validator == "additionalProperties" and isinstance(node, dict):
        unknown, allowed = _unknown_keys(node, error)
        if path and (levels := _a_level_left_out(instance, unknown, allowed)):
            names = " and ".join(f"{level}:" for level, _ in levels)
            under = (
                f"them under {where}: {levels[0][0]}:"
                if len(levels) == 1
                else " and ".join(f"{', '.join(map(repr, keys))} under {where}: {level}:" for level, keys in levels)
            )
            yield (
                "unknown-key",
                child_location(node, unknown[0], location),
                f"{where}: {', '.join(map(repr, unknown))} {'are names' if len(unknown) > 1 else 'is a name'} of its "
                f"{names}, written one level too high: put {under}, indented one step more",
            )
            return
        for key in unknown:
            meant = OTHER_TOOLS.get(key.lower())
            hint = (
                did_you_mean(key, allowed)
                or (f"; did you mean '{meant}'?" if meant in allowed else "")
                or _split_by_comma(node, key)
                or f"; allowed keys: {', '.join(allowed)}"
            )
            yield (
                "unknown-key",
                child_location(node, key, location),
                f"unknown key '{key}'{where and ' in ' + where}{hint}",
            )
        return
    if error.validator == "enum":
        options = [v if isinstance(v, str) else json.dumps(v) for v in error.validator_value]  # true, not True
        hint = (
            lookalike_hint(error.instance, options) or did_you_mean(error.instance, options)
            if isinstance(error.instance, str)
            else ""
        )
        if _quoted_option(error.instance, error.validator_value):  # level: "2" where the levels are 1, 2, 3
            hint = f"; its quotes make it text: write it without quotes, {error.instance}"
        code = code_meant(str(error.instance))
        if code in options:  # game.yaml's language: written as the language's name, in capitals, with a region
            hint = f"; write the language's two-letter code: '{code}'"
        if isinstance(error.instance, list) and not any(isinstance(v, list) for v in error.validator_value):
            hint = "; it takes one value, not a list: write one of them"  # suit: [sun, moon]
        hint = hint or (_read_as(error.instance) if all(isinstance(v, str) for v in error.validator_value) else "")
        if path and isinstance(path[-1], int):  # an item of a list: several run together, not one misspelt
            hint = _items_run_together(error.instance, options) or hint
        yield "schema", location, f"{where}: {_shown(error.instance)} is not one of{_options(options, hint)}{hint}"
        return
    if error.validator == "type" and error.instance is None and path and isinstance(path[-1], str):
        # a key with nothing after it (its block emptied): YAML reads None, which a designer never wrote
        yield (
            "schema",
            location,
            f"{where}: nothing is written under '{path[-1]}:'; write {_kind(error)} there, or remove the key",
        )
        return
    if error.validator == "type":
        written = _as_its_example(error, where) or _colon_read_as_key(error)
        if "string" in str(error.validator_value):
            written = written or _read_as(error.instance) or _marks_as_text(error.instance)
        written = written or _list_without_brackets(error)
        said = f"{where or 'top level'}: {_short(_shown(error.instance))} is not {_kind(error)}"
        yield "schema", location, said + written
        return
    if error.validator == "pattern" and isinstance(error.schema, dict) and "description" in error.schema:
        if "propertyNames" in error.schema_path and isinstance(node, dict):  # a key's name, said at its line
            location = child_location(node, error.instance, location)
        said = f"{_short(repr(error.instance))}: {error.schema['description']}{_placeholder_meant(error)}"
        yield "schema", location, f"{where}: {said}" if where else said
        return
    said = in_words(error, path[-1] if path else None) or _short(error.message)
    yield "schema", location, f"{where or 'top level'}: {said}"


def _list_without_brackets(error: jsonschema.ValidationError) -> str:
    """A list written as text, its items parted by commas and no brackets round them (an 18xx tile's
    ``exits: 0, 1``, which YAML reads as the text '0, 1'): how to write it; empty for any other value."""
    wanted = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
    if "array" not in wanted or not isinstance(error.instance, str) or "," not in error.instance:
        return ""
    return f"; a list is written in brackets: [{error.instance.strip()}]"


ENUM_SHOWN = 12  # allowed values listed in full; of a longer list, the first few and how many more
ENUM_FIRST = 6


def _options(options: list[str], hint: str) -> str:
    """The allowed values, after "is not one of": all of them when they are few; of a long list (a field's 40
    topics) none where the hint names the one meant, else the first few and how many more, which the editor's
    schema (``pnp schema``) lists in full."""
    if len(options) <= ENUM_SHOWN:
        return f": {', '.join(options)}"
    if hint:
        return f" its {len(options)} values"
    shown = ", ".join(options[:ENUM_FIRST])
    return f": {shown} … and {len(options) - ENUM_FIRST} more (pnp schema lists them all for your editor)"


def _items_run_together(written: Any, options: list[str]) -> str:
    """Several values of a list written as one item, joined by another mark than a comma (a spreadsheet's cell
    ``wood; stone; stone``): how to write them; empty for any other value."""
    parts = re.split(r"\s*[;|/+]\s*", written.strip()) if isinstance(written, str) else []
    if len(parts) < 2 or not all(part in options for part in parts):
        return ""
    return f"; that is {len(parts)} values in one: separate a list's items with commas, '{', '.join(parts)}'"


def _as_its_example(error: jsonschema.ValidationError, where: str) -> str:
    """How to write a value of the wrong type, where its schema shows it (``players: {min: 2, max: 4}``): a number
    where text is meant with its own digits (``ages: 12`` is told "12+"); empty for a schema with no example."""
    examples = error.schema.get("examples") if isinstance(error.schema, dict) else None
    if not examples or not where:
        return ""
    example = str(examples[0])
    if type(error.instance) in (int, float) and "string" in _types(error):
        example = re.sub(r"\d+", str(error.instance), example, count=1)
    elif "object" in _types(error):
        example = _range_as_example(error.instance, example)
    return f": write it as {where}: {example}"


def _range_as_example(written: Any, example: str) -> str:
    """A mapping's example of two numbers with the numbers a range written another way gives (``players: 1-4`` is
    told ``{min: 1, max: 4}``, ``players: 4`` ``{min: 4, max: 4}``, ``[1, 4]`` too); the example as it is for any
    other value."""
    numbers = re.findall(r"\d+", str(written)) if isinstance(written, int | str | list) else []
    if len(re.findall(r"\d+", example)) != 2 or not 1 <= len(numbers) <= 2:
        return example
    bounds = iter((numbers[0], numbers[-1]))
    return re.sub(r"\d+", lambda _: next(bounds), example)


def _types(error: jsonschema.ValidationError) -> list[str]:
    """The types a ``type`` error's schema allows."""
    expected = error.validator_value
    return [str(kind) for kind in (expected if isinstance(expected, list) else [expected])]


def _colon_read_as_key(error: jsonschema.ValidationError) -> str:
    """How to write a text that YAML read as a key and its value for its ': ' (``- Hands and a face: what has
    both?`` in a list of hints); empty for any other slip."""
    value, expected = error.instance, error.validator_value
    if "string" not in (expected if isinstance(expected, list) else [expected]) or not isinstance(value, dict):
        return ""
    if len(value) != 1 or not isinstance(next(iter(value.values())), str | int | float):
        return ""
    key, said = next(iter(value.items()))
    text = f"{key}: {said}".replace('"', '\\"')
    return f": YAML reads the ': ' in it as a key and its value; put the text in quotes, \"{text}\""


def _shown(value: Any) -> str:
    """A value as the designer wrote it: a date as 2024-05-01 (not Python's datetime.date(2024, 5, 1))."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return value.isoformat() if isinstance(value, (datetime.date, datetime.time)) else repr(value)


def _read_as(value: Any) -> str:
    """Why a word written bare is no text: YAML reads 2024-05-01 as a date, no (Norway) and yes as false and true."""
    if isinstance(value, (datetime.date, datetime.time)):
        return f'; YAML reads {value.isoformat()} as a date: quote it, "{value.isoformat()}"'
    if isinstance(value, bool):
        return "; YAML reads a bare yes, no, on or off as true or false: quote the word"
    return ""


def _marks_as_text(value: Any) -> str:
    """A list of marks where one text of them is meant (``spaced_marks: [":", ";"]``): the text to write."""
    marks = value if isinstance(value, list) and value else [""]
    if all(isinstance(mark, str) and mark and not re.search(r"[\w\s]", mark) for mark in marks):
        return f': write the marks as one text, "{"".join(marks)}"'
    return ""


def _placeholder_meant(error: jsonschema.ValidationError) -> str:
    """A placeholder misspelt where the pattern asks for one (``page: "Page {pgae}"``): the one meant, which
    the pattern's description names first ("write {page} where …")."""
    meant = PLACEHOLDER.findall(str(error.schema.get("description", "")))
    if not isinstance(error.instance, str) or not meant:
        return ""
    written = [name for name in PLACEHOLDER.findall(error.instance) if name != meant[0]]
    slip = next((name for name in written if did_you_mean(name, meant[:1])), None)
    if slip is None:
        return ""
    fixed = error.instance.replace("{" + slip + "}", "{" + meant[0] + "}")
    return f"; {{{slip}}} is no placeholder, did you mean {{{meant[0]}}}? write '{fixed}'"


def _branch_meant(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError]:
    """The problems of the one choice of a ``oneOf``/``anyOf`` that the value's type means (a hexagon written
    as a mapping is told what is wrong inside the mapping, ``orientation: 'flat'``, where jsonschema says
    "is not valid under any of the given schemas"); none when the type fits several choices."""
    branches: dict[Any, list[jsonschema.ValidationError]] = {}
    for sub in error.context or ():
        branches.setdefault(sub.schema_path[0], []).append(sub)
    fitting = [errors for errors in branches.values() if not any(e.validator == "type" and not e.path for e in errors)]
    return fitting[0] if len(fitting) == 1 else []


def _branch_kinds(error: jsonschema.ValidationError) -> str:
    """'true or false, or a mapping of keys to values' when a value fits no choice of a ``oneOf``/``anyOf``
    by its type alone (jsonschema: "is not valid under any of the given schemas"); empty otherwise."""
    subs = list(error.context or ())
    if not subs or any(sub.validator != "type" or sub.path for sub in subs):
        return ""
    said = ", or ".join(dict.fromkeys(_kind(sub, alone=False) for sub in subs))
    flag = any(_types(sub) == ["boolean"] for sub in subs) and isinstance(error.instance, str)
    return said + (_flag_meant(error.instance) if flag else "")  # tuckbox: flase (true, false or a mapping)


def _flag_meant(written: str) -> str:
    """What a text written where a flag belongs means: true or false in quotes, told to lose them; a slip of
    one (``flase``), the word meant; else nothing."""
    word = written.strip().lower()
    if word in BOOLEAN_WORDS:
        return f" (its quotes make it text): write it without quotes, {word}"
    return did_you_mean(word, BOOLEAN_WORDS, "; did you mean {}?")


QUOTED_WHOLE = re.compile(r"-?\d+")
QUOTED_NUMBER = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)")
BOOLEAN_WORDS = ("true", "false")  # ending: "true": a flag written in quotes, read as text
WITH_UNIT = re.compile(r"\s*(-?\d+(?:\.\d+)?)\s*([^\d\s.,].*?)\s*")  # 12", 12 in, 3mm: a number and its unit


def _quoted_option(written: Any, options: list[Any]) -> bool:
    """Is ``written`` one of the numbers ``options`` allows, in quotes (``"2"`` where an enum takes 1, 2, 3)?"""
    if not isinstance(written, str) or not QUOTED_NUMBER.fullmatch(written.strip()):
        return False
    value = float(written)
    return any(isinstance(v, int | float) and not isinstance(v, bool) and v == value for v in options)


def _kind(error: jsonschema.ValidationError, alone: bool = True) -> str:
    """What a value of the wrong type should have been, in a designer's words: 'a whole number' where
    jsonschema says "of type 'integer'"; text where a number belongs is told to write digits alone (a number in
    words, its digits), and a flag in quotes or misspelt what to write (``alone``: not one choice among others,
    where that would part them)."""
    expected = _types(error)
    said = " or ".join(TYPE_WORDS.get(kind, kind) for kind in expected)
    if isinstance(error.instance, float) and "integer" in expected and "number" not in expected:
        return f"{said}: a count is whole, write {math.floor(error.instance)} or {math.ceil(error.instance)}"
    if alone and isinstance(error.instance, str) and expected == ["boolean"]:
        return said + _flag_meant(error.instance)  # ending: ture
    if not isinstance(error.instance, str) or not {"integer", "number"} & set(expected):
        return said
    digits = QUOTED_NUMBER if "number" in expected else QUOTED_WHOLE
    if digits.fullmatch(error.instance):  # count: "20": the digits are right, the quotes make them text
        return f"{said} (its quotes make it text): write it without quotes, {error.instance}"
    if QUOTED_NUMBER.fullmatch(error.instance):  # a spreadsheet's 24.5 where a whole number belongs: the two near it
        value = float(error.instance)
        return f"{said}: write {math.floor(value)} or {math.ceil(value)}"
    unit = WITH_UNIT.fullmatch(error.instance)
    if unit and digits.fullmatch(unit.group(1)):  # range: 12" (inches), 6 in: the number is there, its unit is not
        return f"{said}: write the number alone, without '{unit.group(2)}', as {unit.group(1)}"
    if (value := number_in_words(error.instance)) is not None:  # count: two
        return f"{said}: write it in digits: {value}"
    return f"{said}: write digits alone, as {'4 or 2.5' if 'number' in expected else '4'}"


def _short(message: str) -> str:
    """jsonschema quotes the whole value it rejects; a long one is cut."""
    return message if len(message) <= 200 else message[:160] + " … " + message[-30:]


def _path_text(path: list[Any]) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else str(step))
    return text

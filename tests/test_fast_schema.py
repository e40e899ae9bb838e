"""The compiled schema checks (pnp/core/fastschema.py) never call valid what jsonschema refuses.

They only answer "valid"; anything else goes to jsonschema, whose errors are the findings.
So the property that matters: wherever the fast check accepts, jsonschema finds no error,
for every schema pnp uses on the shipped games and the test workspace, for their own data
and for that data broken in many ways; and the shipped content never needs jsonschema.
"""

from __future__ import annotations

import copy
import itertools
import json
import math
from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest
from conftest import REPO, run_pnp, shapes_workspace
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.core import fastschema

Pair = tuple[dict[str, Any], Any]


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> list[Pair]:
    """Every (schema, data) pair ``pnp validate`` checks in the shipped games and the test workspace."""
    pairs: list[Pair] = []
    real = fastschema.accepts

    def recording(instance: Any, schema: dict[str, Any]) -> bool:
        pairs.append((schema, copy.deepcopy(instance)))
        return real(instance, schema)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fastschema, "accepts", recording)
        for root in (REPO, shapes_workspace(tmp_path_factory.mktemp("shapes"))):
            result = run_pnp(root, "--no-cache", "validate", "-j", "1")
            assert result.exit_code == 0, result.output
    return pairs


def _valid(schema: dict[str, Any], instance: Any) -> bool:
    return not any(jsonschema.Draft202012Validator(schema).iter_errors(instance))


def test_the_shipped_content_is_accepted_without_jsonschema(checked):
    schemas = {json.dumps(schema, sort_keys=True) for schema, _ in checked}
    assert len(schemas) >= 25 and len(checked) >= 500  # the games' manifests, sources, entries, templates
    refused = [(schema, data) for schema, data in checked if not fastschema.accepts(data, schema)]
    assert refused == []
    assert all(_valid(schema, data) for schema, data in checked)


ODD_VALUES = (None, True, False, 0, 1, -3, 1.0, 2.5, math.inf, "", "x", "x\n", "Two Words", [], ["a"], [1], {}, (1, 2))


def _broken(value: Any) -> Iterator[Any]:
    """``value`` broken in one place each time: every node replaced by odd values, keys removed and added."""
    yield from ODD_VALUES
    if isinstance(value, str):
        yield value + "\n"
        yield value.upper()
    if isinstance(value, dict):
        yield {**value, "unexpected": 1}
        for key in value:
            yield {k: v for k, v in value.items() if k != key}
            for child in _broken(value[key]):
                yield {**value, key: child}
    if isinstance(value, list) and value:
        yield value[:-1]
        yield [*value, value[0]]
        for child in _broken(value[0]):
            yield [child, *value[1:]]


def test_data_broken_in_every_way_is_never_called_valid_when_jsonschema_refuses_it(checked):
    samples: dict[str, list[Pair]] = {}  # a few data of each schema: the schemas are what differ
    for schema, data in checked:
        samples.setdefault(json.dumps(schema, sort_keys=True), []).append((schema, data))
    accepted = refused = 0
    for pairs in samples.values():
        judge = jsonschema.Draft202012Validator(pairs[0][0])
        for schema, data in pairs[:3]:
            for broken in itertools.islice(_broken(data), 300):
                if fastschema.accepts(broken, schema):
                    accepted += 1
                    assert judge.is_valid(broken), (json.dumps(schema)[:300], broken)
                else:
                    refused += 1
    assert accepted > 1000 and refused > 1000  # both answers were really tried


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=12,
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_arbitrary_data_is_never_called_valid_when_jsonschema_refuses_it(checked, data):
    schema, sample = checked[data.draw(st.integers(0, len(checked) - 1))]
    instance = data.draw(json_values)
    if isinstance(sample, dict) and isinstance(instance, dict):
        instance = {**sample, **instance}  # near the schema, so some of it passes
    if fastschema.accepts(instance, schema):
        assert _valid(schema, instance)


@pytest.mark.parametrize(
    "schema",
    [
        {"prefixItems": [{"type": "string"}]},  # 2020-12 only: draft 7 would ignore it
        {"type": "object", "unevaluatedProperties": False},
        {"$defs": {"a": {"type": "string"}}, "$ref": "#/$defs/a", "minLength": 2},  # draft 7 ignores the sibling
        {"oneOf": [{"type": "string", "pattern": "^a$"}, {"type": "string"}]},  # stricter inside: looser outside
        {"not": {"pattern": "b$"}},
        {"$defs": {"id": {"pattern": "^a$"}}, "if": {"$ref": "#/$defs/id"}, "then": {"minLength": 3}},
        {"type": "number", "multipleOf": 0.1},
        {"enum": [[1, 2]]},
        {"minimum": "3"},
        {"type": {"not": "a type"}},
    ],
)
def test_a_schema_outside_what_both_libraries_agree_on_is_left_to_jsonschema(schema):
    assert fastschema.validator(schema) is None


def test_a_pattern_anchored_at_the_end_is_compiled_where_stricter_is_only_slower():
    schema = {"type": "object", "properties": {"id": {"type": "string", "pattern": "^[a-z]+$"}}}
    assert fastschema.validator(schema) is not None
    assert fastschema.accepts({"id": "abc"}, schema)
    assert not fastschema.accepts({"id": "abc\n"}, schema)  # jsonschema accepts it: a detour, no error
    assert not fastschema.accepts({"id": "ab1"}, schema)


@pytest.mark.parametrize("instance", [{"n": (1, 2)}, {"n": [float("nan")]}, {"n": {1: "a"}}, {"n": object()}])
def test_data_that_is_not_plain_json_is_left_to_jsonschema(instance):
    assert not fastschema.accepts(instance, {"type": "object"})


def test_names_and_values_from_content_cannot_become_code():
    hostile = 'a"] or __import__("os")._exit(3) #\\'
    pattern = "'\"\\]\\)\\\\"  # a regex of quotes, brackets and a backslash
    schema = {
        "type": "object",
        "required": [hostile],
        "properties": {hostile: {"enum": [hostile, "{variable}", "'\"])\\"]}, "b": {"pattern": pattern}},
        "additionalProperties": False,
    }
    assert fastschema.validator(schema) is not None
    assert fastschema.accepts({hostile: "{variable}"}, schema)
    assert fastschema.accepts({hostile: hostile, "b": "x'\"])\\y"}, schema)
    assert not fastschema.accepts({hostile: "{other}"}, schema)
    assert not fastschema.accepts({hostile: hostile, "b": "x"}, schema)
    assert not fastschema.accepts({"other": hostile}, schema)

"""JSON-Schema validation of loaded YAML, with findings at the offending line.

Valid data is accepted by ``pnp.core.fastschema`` (compiled checks); jsonschema, slower to
load and to run, looks only at what that did not accept, and its errors are the findings.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pnp.core import fastschema
from pnp.core.datafile import load_data
from pnp.core.findings import Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import child_location, locate

if TYPE_CHECKING:
    import jsonschema

SCHEMA_DIR = Path(__file__).parent.parent / "schemas"


@cache
def builtin_schema(name: str) -> dict[str, Any]:
    """A schema shipped with pnp (``pnp/schemas/<name>.yaml``)."""
    return load_data(SCHEMA_DIR / f"{name}.yaml")


def check(instance: Any, schema: dict[str, Any], findings: Findings, fallback: Location, what: str) -> bool:
    """Validate ``instance``; report each problem at its node. True when valid."""
    if fastschema.accepts(instance, schema):
        return True
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    ok = True
    for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))):
        ok = False
        for rule, location, message in _explain(instance, error, fallback):
            findings.error(rule, location, f"{what}: {message}")
    return ok


def _node_at(instance: Any, path: Iterable[Any], fallback: Location) -> tuple[Any, Location]:
    node, location = instance, locate(instance, fallback)
    for step in path:
        location = child_location(node, step, location)
        node = node[step]
        location = locate(node, location)
    return node, location


def _explain(
    instance: Any, error: jsonschema.ValidationError, fallback: Location
) -> Iterator[tuple[str, Location, str]]:
    path = list(error.absolute_path)
    node, location = _node_at(instance, path, fallback)
    where = _path_text(path)
    if error.validator == "additionalProperties" and isinstance(node, dict):
        allowed = sorted(error.schema.get("properties", {}))
        for key in (k for k in node if k not in allowed):
            hint = did_you_mean(key, allowed) or f"; allowed keys: {', '.join(allowed)}"
            yield (
                "unknown-key",
                child_location(node, key, location),
                f"unknown key '{key}'{where and ' in ' + where}{hint}",
            )
        return
    if error.validator == "enum":
        options = ", ".join(map(str, error.validator_value))
        yield "schema", location, f"{where}: {error.instance!r} is not one of: {options}"
        return
    yield "schema", location, f"{where or 'top level'}: {_short(error.message)}"


def _short(message: str) -> str:
    """jsonschema quotes the whole value it rejects; a long one is cut."""
    return message if len(message) <= 200 else message[:160] + " … " + message[-30:]


def _path_text(path: list[Any]) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else str(step))
    return text

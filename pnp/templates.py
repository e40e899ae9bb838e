"""Layout templates: YAML files in templates/, combined through ``extends``.

A child template deep-merges over its parent: scalars replace, mappings merge,
elements merge by name and keep the parent's drawing order (new ones go on top);
an element set to null is removed.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pnp import schema
from pnp.findings import ContentError, Findings, Location
from pnp.yamlio import LocatedDict, load_yaml

SIZES_MM = {
    "poker": (63.5, 88.9),
    "poker-landscape": (88.9, 63.5),
    "bridge": (57.15, 88.9),
    "mini-euro": (44.0, 68.0),
    "tarot": (69.85, 120.65),
}


@dataclass
class Template:
    name: str
    path: Path
    size: tuple[float, float]
    bleed: float
    safe: float
    vars: dict[str, Any]
    elements: dict[str, LocatedDict] = field(default_factory=dict)

    @property
    def location(self) -> Location:
        return Location(self.path)


class TemplateLoader:
    def __init__(self, folders: list[Path]):
        self.folders = folders
        self._cache: dict[str, Template] = {}

    def load(self, name: str, where: Location) -> Template:
        if name not in self._cache:
            raw, path = self._resolve(name, where, chain=())
            findings = Findings()
            _check_element_keys(raw.get("elements") or {}, findings)
            if findings.errors:
                raise ContentError(findings)
            self._cache[name] = self._build(name, path, raw)
        return self._cache[name]

    def _find(self, name: str) -> Path | None:
        for folder in self.folders:
            path = folder / f"{name}.yaml"
            if path.is_file():
                return path
        return None

    def _resolve(self, name: str, where: Location, chain: tuple[str, ...]) -> tuple[dict[str, Any], Path]:
        if name in chain:
            raise ContentError.single(where, f"template '{name}' extends itself: {' -> '.join((*chain, name))}")
        path = self._find(name)
        if path is None:
            known = [
                str(p.relative_to(f).with_suffix("")) for f in self.folders if f.is_dir() for p in f.rglob("*.yaml")
            ]
            hint = difflib.get_close_matches(name, known, n=1)
            extra = f"; did you mean '{hint[0]}'?" if hint else ""
            raise ContentError.single(where, f"template '{name}' not found in templates/{extra}")
        findings = Findings()
        raw = load_yaml(path, findings)
        if not isinstance(raw, dict):
            findings.error(Location(path), "a template is a YAML mapping")
        else:
            schema.check(raw, schema.builtin_schema("template"), findings, Location(path), "template")
        if findings.errors:
            raise ContentError(findings)
        parent_name = raw.get("extends")
        if not parent_name:
            return raw, path
        parent, _ = self._resolve(parent_name, raw.line_of("extends"), (*chain, name))
        return _merge(parent, raw), path

    def _build(self, name: str, path: Path, raw: dict[str, Any]) -> Template:
        size = raw.get("size", "poker")
        if isinstance(size, str):
            if size not in SIZES_MM:
                raise ContentError.single(Location(path), f"unknown size '{size}'; known: {', '.join(SIZES_MM)}")
            size = SIZES_MM[size]
        elements = {key: value for key, value in (raw.get("elements") or {}).items() if value is not None}
        return Template(
            name=name,
            path=path,
            size=(float(size[0]), float(size[1])),
            bleed=float(raw.get("bleed", 3.175)),
            safe=float(raw.get("safe", 3.175)),
            vars=dict(raw.get("vars") or {}),
            elements=elements,
        )


def _check_element_keys(elements: dict[str, Any], findings: Findings) -> None:
    allowed_by_type = schema.builtin_schema("template")["elements"]
    for name, element in elements.items():
        if not isinstance(element, LocatedDict):
            continue
        kind = element.get("type")
        if kind not in allowed_by_type:
            findings.error(
                element.line_of("type"), f"element '{name}': unknown type '{kind}'; known: {', '.join(allowed_by_type)}"
            )
            continue
        allowed = allowed_by_type[kind]
        for key in element:
            if key not in allowed:
                hint = difflib.get_close_matches(key, list(allowed), n=1)
                extra = f"; did you mean '{hint[0]}'?" if hint else ""
                findings.error(element.line_of(key), f"element '{name}' ({kind}): unknown key '{key}'{extra}")


def _merge(base: Any, override: Any) -> Any:
    if isinstance(base, dict) and isinstance(override, dict):
        merged = LocatedDict({**base})
        merged.loc = getattr(override, "loc", getattr(base, "loc", None))
        same_file = getattr(getattr(base, "loc", None), "file", None) == getattr(merged.loc, "file", None)
        base_lines = getattr(base, "key_lines", {}) if same_file else {}
        merged.key_lines = {**base_lines, **getattr(override, "key_lines", {})}
        for key, value in override.items():
            if key == "extends":
                continue
            merged[key] = _merge(base[key], value) if key in base and value is not None else value
        return merged
    return override

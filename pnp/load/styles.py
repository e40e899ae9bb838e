"""Rulebook styles: YAML files in templates/ (``rulebook`` by default) with fonts, colours, sizes, columns."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pnp.core import schema
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, load_yaml

DEFAULT_STYLE = "rulebook"


def load_style(folders: list[Path], name: str, where: Location) -> LocatedDict:
    """The style ``name``; raises ContentError when it is missing or broken."""
    for folder in folders:
        path = folder / f"{name}.yaml"
        if path.is_file():
            findings = Findings()
            raw = load_yaml(path, findings)
            if not isinstance(raw, LocatedDict):
                findings.error("schema", Location(path), "a rulebook style is a YAML mapping (fonts:, colors:, ...)")
            else:
                schema.check(raw, schema.builtin_schema("rulebook-style"), findings, Location(path), "rulebook style")
            if findings.errors:
                raise ContentError(findings)
            return raw
    known = [str(p.relative_to(f).with_suffix("")) for f in folders if f.is_dir() for p in f.rglob("*.yaml")]
    raise ContentError.single(
        "template-missing", where, f"rulebook style '{name}' not found in templates/{did_you_mean(name, known)}"
    )


def style_fonts(raw: dict[str, Any]) -> dict[str, str]:
    return {"display": "Vollkorn", "text": "Lato", **(raw.get("fonts") or {})}

"""Rulebook styles: YAML files in templates/ (``rulebook`` by default) with fonts, colours, sizes, columns."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pnp.core.findings import ContentError, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict
from pnp.load.sources import find_named, names_in, read_mapping
from pnp.load.templates import TEMPLATE_KEYS

DEFAULT_STYLE = "rulebook"


def load_style(folders: list[Path], name: str, where: Location) -> LocatedDict:
    """The style ``name``; raises ContentError when it is missing or broken."""
    path = find_named(folders, name, ".yaml", where, "rulebook style")
    if path is not None:
        return read_mapping(path, "rulebook-style", "rulebook style", "fonts:, colors:")
    templates = set(names_in(folders, TEMPLATE_KEYS))  # a face template is never the style meant
    names = [n for n in names_in(folders) if n not in templates]
    styles = [n for n in names if any(word in n.rsplit("/", 1)[-1] for word in ("rule", "style"))]
    hint = did_you_mean(name, names) or (f"; name one with style: (found: {', '.join(styles)})" if styles else "")
    raise ContentError.single("template-missing", where, f"rulebook style '{name}' not found in templates/{hint}")


def style_fonts(raw: dict[str, Any]) -> dict[str, str]:
    return {"display": "Vollkorn", "text": "Lato", **(raw.get("fonts") or {})}

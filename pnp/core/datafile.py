"""pnp's own data files (papers, sizes, profiles, schemas): trusted YAML, read with libyaml where installed."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # ten times faster in C


def load_data(path: Path) -> Any:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)


SCHEMA_DIR = Path(__file__).parent.parent / "schemas"


@cache
def builtin_schema(name: str) -> dict[str, Any]:
    """A schema shipped with pnp (``pnp/schemas/<name>.yaml``)."""
    return load_data(SCHEMA_DIR / f"{name}.yaml")

"""pnp's own data files (papers, sizes, profiles, schemas): trusted YAML, read with libyaml where installed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # ten times faster in C


def load_data(path: Path) -> Any:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)

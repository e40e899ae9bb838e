"""Named piece sizes, as data (``sizes.yaml`` beside this module)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pnp.core.datafile import load_data

SIZES_FILE = Path(__file__).with_name("sizes.yaml")
LANDSCAPE = "-landscape"


@cache
def named_sizes() -> dict[str, tuple[float, float]]:
    raw = load_data(SIZES_FILE)
    return {name: (float(w), float(h)) for name, (w, h) in raw.items()}


def named_size(name: str) -> tuple[float, float] | None:
    """The size a name stands for ('poker', 'poker-landscape'), or None."""
    sizes = named_sizes()
    if name in sizes:
        return sizes[name]
    if name.endswith(LANDSCAPE) and name[: -len(LANDSCAPE)] in sizes:
        w, h = sizes[name[: -len(LANDSCAPE)]]
        return h, w
    return None

"""What the component kinds share when they prepare a component: the templates a face is laid out from,
the impositions chosen and planned, backs held against faces, and the checks of laid-out pieces.

Not plug-ins: each part loads when a kind first uses it (``common.imposing.sheet_outputs(...)``), so
``pnp list``, which only loads games, never loads layout or the planning of pages.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def __getattr__(name: str) -> ModuleType:
    """The part ``name``, imported the first time it is asked for."""
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as missing:
        if missing.name != f"{__name__}.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no part {name!r}") from None

"""Checks over the loaded model: every text's icons and references, each game's declared checks, and more.

Each check is a plug-in: a function ``(game, icons, findings)`` registered with
``@model_check(name)`` in a module of this package. Layout and imposition findings come
from their own stages; :mod:`pnp.pipeline` runs them all for ``pnp validate``.
"""

from __future__ import annotations

from collections.abc import Callable

from pnp.core.findings import Findings
from pnp.core.registry import Registry, load_plugins
from pnp.load.icons import IconLibrary
from pnp.model import Game

Check = Callable[[Game, IconLibrary, Findings], None]
CHECKS: Registry[Check] = Registry("check")
model_check = CHECKS.register


def run_checks(game: Game, icons: IconLibrary, findings: Findings) -> None:
    for name in CHECKS:
        CHECKS[name](game, icons, findings)


load_plugins(__name__, __path__)

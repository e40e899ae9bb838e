"""A game's icon legend (``icons/legend.yaml``): each icon's meaning, declared once beside the icons."""

from __future__ import annotations

from pnp.core import schema
from pnp.core.datafile import builtin_schema
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedList
from pnp.load.sources import read_yaml
from pnp.model import Game, IconMeaning

LEGEND_FILE = "icons/legend.yaml"


def load_legend(game: Game, findings: Findings) -> list[IconMeaning] | None:
    """The legend, or None when the game has none (or it cannot be read: its finding says why)."""
    path = game.root / LEGEND_FILE
    if not path.is_file():
        return None
    raw = read_yaml(path, findings, game)
    if raw is None:
        return None
    if not isinstance(raw, LocatedList):
        findings.error("schema", Location(path), "an icon legend is a YAML list of {icons: [...], meaning: ...}")
        return None
    if not schema.check(raw, builtin_schema("legend"), findings, Location(path), "icon legend"):
        return None
    return [
        IconMeaning(
            tuple([entry["icons"]] if isinstance(entry["icons"], str) else entry["icons"]), entry["meaning"], entry
        )
        for entry in raw
    ]

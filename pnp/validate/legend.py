"""The icon legend: it names icons that exist, and says what every icon the content uses means."""

from __future__ import annotations

from pnp.core.findings import Findings
from pnp.load.icons import IconLibrary
from pnp.load.legend import LEGEND_FILE
from pnp.model import Game, icons_used
from pnp.validate import model_check


@model_check("legend")
def check_legend(game: Game, icons: IconLibrary, findings: Findings) -> None:
    if game.legend is None:
        return
    described = set()
    for meaning in game.legend:
        for name in meaning.icons:
            described.add(name)
            if not icons.exists(name):
                findings.error(
                    "icon-unknown", meaning.source.line_of_text("icons", name), f"legend: {icons.unknown_message(name)}"
                )
    for name, (component, entry, key) in icons_used(game).items():
        if name not in described and icons.exists(name):  # an unknown icon is its own finding
            with findings.scope(component=component.id, item=entry.id):
                findings.warning(
                    "icon-undescribed",
                    entry.line_of_text(key, f":{name}:"),
                    f"'{entry.id}' {key}: icon ':{name}:' has no meaning in {LEGEND_FILE}; "
                    f"add '- {{icons: [{name}], meaning: ...}}' so the rules' icon legend explains it",
                )

"""A YAML or CSV file in a game's folder that game.yaml never names: a source the designer wrote (or a sheet
exported) and forgot to declare would otherwise be left out of every PDF in silence."""

from __future__ import annotations

from pnp.core.findings import Findings, Location
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

IMPLIED = ("game.yaml", "icons")  # read by name: the manifest, and the icon folder with its legend.yaml
SOURCES = (".yaml", ".yml", ".csv")  # the files a source: may name


@model_check("file-unused")
def check_unused_files(game: Game, icons: IconLibrary, findings: Findings) -> None:
    manifest = game.manifest_path
    if not game.fully_read or any(not path.is_file() for path in game.sources):  # its own finding says it all:
        return  # a misnamed source, a component too broken to load
    if any(finding.location.file == manifest for finding in findings.errors):  # a data entry's misspelt source:
        return
    named = {path.resolve() for path in game.sources}
    for path in sorted(game.root.rglob("*")):
        relative = path.relative_to(game.root)
        if path.suffix.lower() in SOURCES and relative.parts[0] not in IMPLIED and path.resolve() not in named:
            findings.warning(
                "file-unused",
                Location(path),
                "no component or data of game.yaml names this file, so nothing in it prints or is checked: "
                f"name it as a component's source: or under data:, or move it out of content/{game.slug}/",
            )

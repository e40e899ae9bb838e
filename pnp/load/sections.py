"""Document sources (rulebooks): sections of Markdown rule text."""

from __future__ import annotations

from pnp.core import schema
from pnp.core.datafile import builtin_schema
from pnp.core.findings import Findings, Location
from pnp.core.numbering import numbering_style
from pnp.load.sources import read_yaml, report_duplicate_ids, source_path
from pnp.model import Component, Game


def load_sections(game: Game, component: Component, findings: Findings) -> None:
    path = source_path(game, component.spec, findings)
    document = read_yaml(path, findings, game) if path else None
    if document is None:
        component.readable = False
        return
    if schema.check(document, builtin_schema("rules"), findings, Location(path), path.name):
        component.sections = list(document["sections"])
        component.numbered = numbering_style(document.get("numbered"))
        report_duplicate_ids(component.sections, findings, "section")
    else:
        component.readable = False

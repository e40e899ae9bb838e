"""A game's own words: variants of a glossary term in card or rule text are flagged with the term.

```yaml
glossary:
  discard: [throw away, toss]
  path: [trail, route]
```
"""

from __future__ import annotations

import re

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game, text_fields
from pnp.validate import model_check

NOT_PROSE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|:[a-z0-9-]+:", re.S)  # Jinja and icon names are not words


@model_check("glossary")
def check_glossary(game: Game, icons: IconLibrary, findings: Findings) -> None:
    glossary = game.manifest.get("glossary")
    if not isinstance(glossary, dict):
        return
    variants = []
    for term, spellings in glossary.items():
        for variant in spellings or ():
            if str(variant).casefold() == str(term).casefold():  # every use of the term would be flagged
                where = glossary.line_of(term) if isinstance(glossary, LocatedDict) else game.manifest.loc
                findings.warning(
                    "term-variant",
                    where,
                    f"glossary: '{term}' lists itself among its variants; remove it (a term is never its own variant)",
                )
                continue
            variants.append((term, re.compile(rf"\b{re.escape(str(variant))}\b", re.IGNORECASE)))
    for component in game.components:
        owners = [(entry, f"'{entry.id}'") for entry in component.entries]
        owners += [(section, f"section '{section.get('id')}'") for section in component.sections]
        for owner, label in owners:
            with findings.scope(component=component.id):
                _check(owner, label, variants, findings)


def _check(owner: LocatedDict, label: str, variants: list, findings: Findings) -> None:
    for key, value in text_fields(owner):
        if key == "title":
            continue
        prose = NOT_PROSE.sub(" ", value)
        for term, pattern in variants:
            found = pattern.search(prose)
            if found:
                findings.warning(
                    "term-variant",
                    owner.line_of_text(key, found.group(0)),
                    f"{label} {key}: '{found.group(0)}' — the game's word is '{term}' (glossary in game.yaml)",
                )

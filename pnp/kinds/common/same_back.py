"""``same_back: true``: a component whose pieces must all show one back (a hidden-role game's role cards,
whose backs must not tell a Shadow from a Villager). A back that would differ from piece to piece, its
template chosen per entry or reading the entry, is one ``back-not-shared`` error at the line that makes it so.
"""

from __future__ import annotations

import re
from typing import Any

from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedDict, strings_in
from pnp.load.templates import Template
from pnp.model import Component

JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
ENTRY = re.compile(r"(?<![.\w])(card|item)\b")  # not loop.item, a repeated copy's own


def reads_entry_at(template: Template) -> tuple[str, Location] | None:
    """The first var or element of the template whose Jinja reads the entry, as (what, its line); None when
    none does. Words outside ``{{ }}`` ("Draw a card") read nothing."""
    parts: list[tuple[str, Any]] = [("", template.vars), *template.elements.items()]
    for element, mapping in parts:
        if not isinstance(mapping, LocatedDict):
            continue
        for key, value in mapping.items():
            if any(ENTRY.search(code) for text in strings_in(value) for code in JINJA.findall(text)):
                return (f"element '{element}' ({key}:)" if element else f"vars.{key}"), mapping.line_of(key)
    return None


def check_same_back(component: Component, template: Template | None, findings: Findings) -> bool:
    """Whether the component's back is one for all its pieces, as its ``same_back: true`` asks (True without it);
    else the one finding, at the back's line in game.yaml or at the template's line that reads the entry."""
    asked = component.spec.get("same_back")
    if asked is not True and asked != "turned":
        return True
    written = str(component.spec.get("back", ""))
    if "{{" in written:
        findings.error(
            "back-not-shared",
            component.line_of("back"),
            f"component '{component.id}' has same_back: {_written(asked)}, but its back: '{written}' chooses a "
            "template for each piece, so the backs would tell the pieces apart: name one template",
        )
        return False
    read = reads_entry_at(template) if template is not None else None
    if read is None:
        return True
    what, where = read
    findings.error(
        "back-not-shared",
        where,
        f"component '{component.id}' has same_back: {_written(asked)}, but its back template '{template.name}' "
        f"reads the piece in {what}: each piece would get a back of its own, which tells it from the others: print "
        "there only what every piece shares (game.title, vars), or remove same_back:",
        cause=f"same-back:{where.file}:{where.line}",
    )
    return False


def _written(asked: object) -> str:
    """``same_back:`` as the designer wrote it."""
    return "true" if asked is True else str(asked)

"""Where a rule section says something: the line of a figure, a table's header row, a callout label."""

from __future__ import annotations

from pnp.core.findings import Location
from pnp.model import Component


def place(component: Component, section_id: str, needle: str) -> Location:
    """The line of ``needle`` in a section's text (a table's header row, ``|Roll|Trap|``, where it is written
    with any spacing and emphasis); the component's line when the section is not found."""
    source = next((s for s in component.sections if s.get("id") == section_id), None)
    if source is None:
        return component.location
    if needle.startswith("|") and needle != "|":
        written = str(source.get("text", "")).splitlines()
        needle = next((line for line in written if _cells(line) == _cells(needle)), "|")
    return source.line_of_text("text", needle)


def figure_place(component: Component, section_id: str, target: str) -> Location:
    """The line of a figure showing ``target`` (``![…](target …)``), not of the first word of the text that happens
    to be its entry's id ("capture it" above ``![…](positions/capture)``)."""
    source = next((s for s in component.sections if s.get("id") == section_id), None)
    written = f"]({target}"
    if source is not None and written in str(source.get("text", "")):
        return place(component, section_id, written)
    return place(component, section_id, target)


def _cells(line: str) -> list[str]:
    """A table row's cells as words alone (no spacing round them, no ``*``/``_`` emphasis)."""
    row = line.strip()
    if not row.startswith("|"):
        return []
    return [cell.strip().strip("*_").strip() for cell in row.strip("|").split("|")]


def label_place(component: Component, section_id: str, name: str) -> Location:
    """The line of a label in a section's callouts:."""
    source = next(s for s in component.sections if s.get("id") == section_id)
    return source["callouts"].line_of(name)

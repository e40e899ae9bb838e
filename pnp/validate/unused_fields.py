"""A field a component's ``fields:`` declares that no entry writes and nothing reads: a field renamed in the templates
whose declaration was left behind, or one declared and never written. Said once, at its declaration.

What reads a field is found by its name, as a word, in the texts that may read one: every template of the game's
folder and the shared ones (a template chosen per entry, its ``vars:`` tables), the game's other content (rule
text, data tables, ``generate:`` rules) and game.yaml outside ``fields:`` (``checks:``, an ``inventory:``'s
``by:``). A name written anywhere there may be a read, so it is never said; nor is anything in a game whose Jinja
reads an entry by a key it works out (``card[name]``, ``attribute=key``, ``card.items()``): what that reads, pnp
cannot know."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from pnp.core.findings import Finding, Findings
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict
from pnp.model import Component, Game

TEXTS = (".yaml", ".yml", ".csv", ".md", ".txt")
TEMPLATE = re.compile(r"[\w-]+(?:/[\w-]+)+")  # a template's name: cards52/face
ENTRY = r"(?<![\w.])(?:loop\.item|[A-Za-z_]\w*)"  # a name that may hold an entry (card, item, loop.item)
COMPUTED = re.compile(
    rf"attribute\s*=\s*(?!['\"])|\battr\(\s*(?!['\"])|\.get\(\s*(?!['\"])|{ENTRY}\[\s*(?![\s'\"\d-])"
    rf"|{ENTRY}\.(?:items|keys|values)\(|{ENTRY}\s*\|\s*(?:dictsort|tojson)"
)


def check_unused_fields(game: Game, own: Mapping[str, Mapping[str, Any]], findings: Findings) -> None:
    """Run once the pieces are laid out: in a game with an error (a template that cannot be read, a read of a
    misspelt field), the name it would read may be in what the error leaves out, and the error is the one cause.
    ``own``: the fields each component kind reads itself (never said unused), by kind."""
    templates = game.root.parent.parent / "templates"
    if not game.fully_read or any(_of(finding, game, templates) for finding in findings.errors):
        return
    unwritten = []  # (component, its fields:, the name, what its entries write): what may be unused
    for component in game.components:
        declared = component.spec.get("fields")
        if isinstance(declared, LocatedDict):
            written = _written(component)
            unwritten += [
                (component, declared, name, written)
                for name in map(str, declared)
                if name not in written and name not in own.get(component.kind, {})
            ]
    if not unwritten:
        return  # every declared field is written by an entry: nothing to read the templates for
    texts = "\n".join(_texts(game, templates))
    if COMPUTED.search(texts):
        return
    words = set(re.findall(r"\w+", texts))
    for component, declared, name, written in unwritten:
        if name in words:
            continue
        meant = did_you_mean(name, sorted(written), f" (did you mean '{{}}', which its {component.plural} write?)")
        findings.warning(
            "field-unused",
            declared.line_of(name),
            f"fields: '{name}' is declared, but no {component.nouns[0] or 'entry'} of component "
            f"'{component.id}' writes it and nothing reads it (no template, rule text, check or inventory "
            f"names it): take it out of fields:, or write it where it is meant{meant}",
        )


def _written(component: Component) -> set[str]:
    """The fields the component's entries write (refused ones too), and the columns of its spreadsheet."""
    entries = [*component.entries, *component.rejected]
    written = {str(key) for entry in entries if isinstance(entry, Mapping) for key in entry}
    if component.source.suffix.lower() == ".csv" and component.source.is_file():
        with component.source.open(encoding="utf-8-sig", errors="replace", newline="") as sheet:
            header = next((row for row in csv.reader(sheet) if any(cell.strip() for cell in row)), [])
        written |= {cell.strip() for cell in header}
    return written


def _of(finding: Finding, game: Game, templates: Path) -> bool:
    """Whether ``finding`` is ``game``'s: said while it was prepared, or at a file of its content or templates."""
    return finding.game == game.slug or any(
        folder in finding.location.file.parents for folder in (game.root, templates / game.slug)
    )


def _texts(game: Game, templates: Path) -> Iterator[str]:
    """Every text that may read a field: the templates, the content, game.yaml outside its fields: blocks."""
    folders = [templates / game.slug, *_named_folders(game.manifest, templates)]
    files = [path for path in templates.glob("*") if path.is_file()]
    files += [path for folder in folders if folder.is_dir() for path in sorted(folder.rglob("*")) if path.is_file()]
    files += [path for path in sorted(game.root.rglob("*")) if path.is_file() and path != game.manifest_path]
    for path in dict.fromkeys(files):
        if path.suffix.lower() in TEXTS:
            yield path.read_text(encoding="utf-8", errors="replace")
    yield from _strings(game.manifest)


def _named_folders(manifest: Any, templates: Path) -> list[Path]:
    """The template folders of other games that game.yaml names a template of (``template: cards52/face``)."""
    named = (text for text in _strings(manifest) if TEMPLATE.fullmatch(text))
    return [templates / text.split("/")[0] for text in named if (templates / f"{text}.yaml").is_file()]


def _strings(value: Any) -> Iterator[str]:
    """The keys and texts of a part of game.yaml, leaving out every component's fields: block."""
    if isinstance(value, Mapping):
        for key, held in value.items():
            if key != "fields":
                yield str(key)
                yield from _strings(held)
    elif isinstance(value, list):
        for held in value:
            yield from _strings(held)
    elif value is not None:
        yield str(value)

"""Every text field of every entry: its icons exist and its [[references]] name something."""

from __future__ import annotations

from collections.abc import Callable

from pnp.core import textsyntax
from pnp.core.findings import Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game, Item, text_fields
from pnp.validate import model_check

SHOWN = 8  # other places a grouped finding lists before "and N more"


class ReferableNames(dict):
    """Names a ``[[reference]]`` may use, folded to lower case → as written.

    ``ambiguous`` holds the titles (folded) that several different cards carry: entries whose
    ``text`` differs, unless game.yaml lists the title under ``shared_titles:``. The same
    source entry printed by two components (a deck and its supply) is one card.
    """

    def __init__(self) -> None:
        super().__init__()
        self.ambiguous: dict[str, list[Item]] = {}


def referable_names(game: Game) -> ReferableNames:
    names = ReferableNames()
    carriers: dict[str, dict[tuple, Item]] = {}  # folded title -> one entry per source entry
    for component in game.components:
        names[component.title.casefold()] = component.title
        for entry in component.entries:
            names[entry.title.casefold()] = entry.title
            source = (entry.loc.file, entry.loc.line) if entry.loc else (component.id, entry.id)
            carriers.setdefault(entry.title.casefold(), {}).setdefault(source, entry)
        for entry in component.rejected:  # named all the same: its own finding says what is wrong
            if isinstance(entry.get("title"), str):
                names[entry["title"].casefold()] = entry["title"]
    for items in game.data.values():
        for item in items:
            if isinstance(item, dict):
                for key in ("title", "name"):
                    if isinstance(item.get(key), str):
                        names[item[key].casefold()] = item[key]
    shared = {str(title).casefold() for title in game.manifest.get("shared_titles") or []}
    for title, entries in carriers.items():
        if title not in shared and len({str(entry.get("text", "")) for entry in entries.values()}) > 1:
            names.ambiguous[title] = list(entries.values())
    return names


@model_check("text")
def check_entry_text(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Icons and references in every text field of every entry.

    While a source cannot be read, references are not checked: what they name may be in it.
    """
    names = None if game.unreadable else referable_names(game)
    unknown: dict[str, list[tuple[Location, str, str, str]]] = {}  # icon -> where, label, component, entry
    for component in game.components:
        for entry in component.entries:
            with findings.scope(component=component.id, item=entry.id):
                for key, value in text_fields(entry):

                    def collect(name: str, where: Location, label: str, c=component.id, e=entry.id) -> None:
                        unknown.setdefault(name, []).append((where, label, c, e))

                    label = f"'{entry.id}' {key}"
                    check_text(value, entry, key, label, game, names, icons, findings, on_unknown_icon=collect)
    _report_unknown_icons(unknown, icons, findings)


def _report_unknown_icons(
    unknown: dict[str, list[tuple[Location, str, str, str]]], icons: IconLibrary, findings: Findings
) -> None:
    """One finding per misspelt icon, at its first use, naming every other card that uses it."""
    for name, places in unknown.items():
        (where, label, component, entry), others = places[0], places[1:]
        also = ""
        if others:
            shown = ", ".join(f"{loc.file.name}:{loc.line}" for loc, *_ in others[:SHOWN])
            more = f" and {len(others) - SHOWN} more" if len(others) > SHOWN else ""
            also = f" — also used by {len(others)} more card(s): {shown}{more}"
        with findings.scope(component=component, item=entry):
            findings.error("icon-unknown", where, f"{label}: {icons.unknown_message(name)}{also}")


def check_text(
    value: str,
    owner: LocatedDict,
    key: str,
    label: str,
    game: Game,
    names: ReferableNames | None,
    icons: IconLibrary,
    findings: Findings,
    written: str | None = None,
    on_unknown_icon: Callable[[str, Location, str], None] | None = None,
) -> None:
    """Report unknown icons and references in one text, each at its own line.

    With ``on_unknown_icon``, an unknown icon is handed to it (to report each name once) instead.

    ``written`` is the text as the author wrote it when ``value`` was computed from it
    (rule text is Jinja over the content): only what is written there is reported,
    since what came in from the content is reported where the content says it.
    """
    source = value if written is None else written
    for name in dict.fromkeys(textsyntax.icons_in(value)):
        if f":{name}:" not in source:
            continue
        if not icons.exists(name):
            where = owner.line_of_text(key, f":{name}:")
            if on_unknown_icon is not None:
                on_unknown_icon(name, where, label)
            else:
                findings.error("icon-unknown", where, f"{label}: {icons.unknown_message(name)}")
        else:
            icons.find(name)  # an unreadable file is its own finding, once
    for ref in dict.fromkeys(textsyntax.refs_in(value)) if names is not None else ():
        if ref not in source:
            continue
        if ref.casefold() not in names:
            hint = did_you_mean(ref.casefold(), names, "{}")
            extra = f"; did you mean [[{names[hint]}]]?" if hint else ""
            findings.error(
                "reference-unknown",
                owner.line_of_text(key, ref),
                f"{label}: [[{ref}]] names nothing in {game.title}{extra}",
            )
        elif ref.casefold() in names.ambiguous:
            findings.error("reference-ambiguous", owner.line_of_text(key, ref), _ambiguous(label, ref, names))


def _ambiguous(label: str, ref: str, names: ReferableNames) -> str:
    cards = names.ambiguous[ref.casefold()]
    listed = ", ".join(
        f"{card.id} ({card.loc.file.name}:{card.loc.line})" if card.loc else card.id for card in cards[:SHOWN]
    )
    return (
        f"{label}: [[{ref}]] names {len(cards)} different cards, whose texts differ: {listed}; "
        f"rename one, or if any of them is meant, list '{names[ref.casefold()]}' under shared_titles: in game.yaml"
    )

"""Every text field of every entry: its icons exist and its [[references]] name something."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from pnp.core import textsyntax
from pnp.core.findings import Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, written_at
from pnp.load.game import data_row_name
from pnp.load.icons import IconLibrary, icon_cause
from pnp.model import Component, Game, Item, text_fields
from pnp.validate import model_check

SHOWN = 8  # other places a grouped finding lists before "and N more"
NOT_WHAT = frozenset({"id", "count", "notes", "title", "text"})  # fields that make no other card of a textless one
PICTURES = (".png", ".jpg", ".jpeg", ".svg", ".webp", ".gif", ".tif", ".tiff")  # an art field's file names
ESCAPED = re.compile(r"\\\[\[.*?\]\]|\\.")  # \[[Name]] (brackets and all) and \*: printed as written


class ReferableNames(dict):
    """Names a ``[[reference]]`` may use, folded to lower case → as written.

    ``ambiguous`` holds the titles (folded) that several different cards carry: entries whose
    ``text`` differs, unless game.yaml lists the title under ``shared_titles:``. The same
    source entry printed by two components (a deck and its supply) is one card.
    ``partial`` is true while a refused entry's title cannot be read (``titel: Seer``): a name that
    is none of these may be that entry's, so no reference is said to name nothing (its finding says it).
    """

    def __init__(self) -> None:
        super().__init__()
        self.ambiguous: dict[str, list[Item]] = {}
        self.partial = False


def _written_forms(title: str) -> list[str]:
    """How a ``[[reference]]`` may write a title: as it is, and without its icons (``Healer :heart:`` is
    ``[[Healer]]``: the words a reader sees; the icon is no part of a name to type)."""
    words = " ".join(textsyntax.ICON_PATTERN.sub(" ", title).split())
    return [title] + ([words] if words and words != title else [])


def referable_names(game: Game) -> ReferableNames:
    names = ReferableNames()
    carriers: dict[str, dict[tuple, Item]] = {}  # folded title -> one entry per source entry
    for component in game.components:
        names[component.title.casefold()] = component.title
        for entry in component.entries:
            source = (entry.loc.file, entry.loc.line) if entry.loc else (component.id, entry.id)
            for written in _written_forms(entry.title):
                names[written.casefold()] = written
                carriers.setdefault(written.casefold(), {}).setdefault(source, entry)
        for entry in component.rejected:  # named all the same: its own finding says what is wrong
            if isinstance(entry.get("title"), str):
                names.update({written.casefold(): written for written in _written_forms(entry["title"])})
            else:
                names.partial = True
    for items in game.data.values():
        for item in items:
            if isinstance(item, dict):
                for key in ("title", "name"):
                    if isinstance(item.get(key), str):
                        names[item[key].casefold()] = item[key]
    shared = {str(title).casefold() for title in game.manifest.get("shared_titles") or []}
    for title, entries in carriers.items():
        if len(entries) > 1 and title not in shared and len({_what_it_says(entry) for entry in entries.values()}) > 1:
            names.ambiguous[title] = list(entries.values())
    return names


def _what_it_says(entry: Item) -> str:
    """What a reader looks a card up for: its ``text``; with none, its other fields (a word card's meaning), but
    for those that make no other card of it: its id, count, notes, title and a picture's file name (its art)."""
    if entry.get("text"):
        return str(entry["text"])
    said = set(_fields_said(entry))
    return repr(sorted((key, repr(value)) for key, value in entry.items() if key in said))


def _fields_said(entry: Item) -> list[str]:
    """The fields of a card with no text that say what card it is (:func:`_what_it_says`)."""
    return [
        key
        for key, value in entry.items()
        if key not in NOT_WHAT and not (isinstance(value, str) and value.lower().endswith(PICTURES))
    ]


@model_check("text")
def check_entry_text(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Icons and references in every text field of every entry.

    While a source cannot be read, references are not checked: what they name may be in it.
    An ambiguous title written on many cards is one finding, at its first use; so is a misspelt icon,
    its findings sharing a cause (``Findings.merge_causes``) with the templates' and the legend's.
    """
    names = referable_names(game) if game.fully_read else None
    grouped: dict[tuple[str, str], list[tuple[Location, str, str, str]]] = {}  # (rule, name) -> places
    for component in game.components:
        made = _made_by_line(component)
        for entry in component.entries:
            with findings.scope(component=component.id, item=entry.id):
                for key, value in text_fields(entry):

                    def collect(rule: str, name: str, where: Location, label: str, c=component.id, e=entry.id):
                        grouped.setdefault((rule, name), []).append((where, label, c, e))

                    label = made.get((key, entry.line_of(key))) or f"'{entry.id}' {key}"
                    check_text(value, entry, key, label, game, names, icons, findings, group=collect)
                    if (brace := next((mark for mark in ("{{", "{%") if mark in value), None)) is not None:
                        findings.warning(
                            "text-jinja",
                            entry.line_of_text(key, brace),
                            f"{label}: '{brace} … ' prints as written: a card's own text is not a template "
                            "(templates and rule text are); put the expression in the template, e.g. "
                            'text: "Worth {{ card.value }}"',
                        )
    for (rule, name), places in grouped.items():
        (where, label, component, entry), others = places[0], places[1:]
        also = ""
        if others:
            shown = ", ".join(f"{loc.file.name}:{loc.line}" for loc, *_ in others[:SHOWN])
            more = f" and {len(others) - SHOWN} more" if len(others) > SHOWN else ""
            also = f" — also used by {len(others)} more card(s): {shown}{more}"
        with findings.scope(component=component, item=entry):
            assert names is not None  # an ambiguous reference was found among them
            findings.error(rule, where, f"{label}: {_ambiguous_message(name, names)}{also}")


@model_check("data-text")
def check_data_text(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Icons and references in the texts of the data tables' rows (a night order's "sees :mask: or :lantern:",
    a role's "Take 3 {coin}" written in braces), which templates and rule text print: each slip at its row's
    line, as in an entry's text, since what Jinja brings in from the content is not reported where it is printed."""
    names = referable_names(game) if game.fully_read else None
    for table, rows in game.data.items():
        for row, key, value in texts_in(rows):
            if ":" in value or "[[" in value or "{" in value:
                check_text(value, row, key, data_text_label(table, row, key), game, names, icons, findings)


def data_text_label(table: str, row: LocatedDict, key: str) -> str:
    """A data table's text as its findings name it: its row by id, else by line, then its key ("kinds item
    'scone' rule"), as the row's other findings name it."""
    return f"{data_row_name(table, row, row.loc.line)} {key}"


def texts_in(node: object) -> Iterator[tuple[LocatedDict, str, str]]:
    """(row, key, text) of every text held in a mapping of a loaded data table, however deep."""
    if isinstance(node, LocatedDict):
        for key, value in node.items():
            if isinstance(value, str):
                yield node, key, value
            else:
                yield from texts_in(value)
    elif isinstance(node, list):
        for item in node:
            yield from texts_in(item)


def _made_by_line(component: Component) -> dict[tuple[str, Location], str]:
    """The label of a text field written on one line for several entries (a generated deck's row in ``sets:``
    making a card in each colour): "text of the set row making blaster-red, blaster-blue and 2 more", so that
    a slip in it is one finding about all they print, not one named after the first."""
    entries: dict[tuple[str, Location], list[str]] = {}
    for entry in component.entries:
        for key, _ in text_fields(entry):
            entries.setdefault((key, entry.line_of(key)), []).append(entry.id)
    rows = {
        (row.loc.file, line)
        for listed in component.sets.values()
        for row in (listed if isinstance(listed, list) else ())
        if isinstance(row, LocatedDict)
        for line in (row.loc.line, *row.key_lines.values())
    }
    return {
        (
            key,
            where,
        ): f"{key} of the {'set row' if (where.file, where.line) in rows else 'line'} making {listed_ids(ids)}"
        for (key, where), ids in entries.items()
        if len(ids) > 1
    }


def listed_ids(ids: list[str]) -> str:
    """'a, b and 2 more'; 'a, b and c'; 'a and b'."""
    if len(ids) > 3:
        return f"{ids[0]}, {ids[1]} and {len(ids) - 2} more"
    return f"{', '.join(ids[:-1])} and {ids[-1]}"


def _ambiguous_message(name: str, names: ReferableNames) -> str:
    cards = names.ambiguous[name.casefold()]
    listed = ", ".join(
        f"{card.id} ({card.loc.file.name}:{card.loc.line})" if card.loc else card.id for card in cards[:SHOWN]
    )
    differ = "whose texts differ"
    rename = "rename one"
    if not any(card.get("text") for card in cards):  # told apart by their other fields
        fields = dict.fromkeys(key for card in cards for key in _fields_said(card))
        fields = [key for key in fields if len({repr(card.get(key)) for card in cards}) > 1]
        named = listed_ids(fields) if len(fields) > 1 else "".join(fields) or "fields"
        differ = f"which have no text and differ in their {named}"
        rename = "give one its own title to name it by (a reference names a title, not an id)"
    return (
        f"[[{name}]] names {len(cards)} different cards, {differ}: {listed}; {rename}, "
        f"or if any of them is meant, list '{names[name.casefold()]}' under shared_titles: in game.yaml"
    )


MADE_ICON = re.compile(r":\{\{[^}]*\}\}:")  # an icon whose name Jinja prints: :{{ suit.icon }}:


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
    group: Callable[[str, str, Location, str], None] | None = None,
) -> None:
    """Report unknown icons and references in one text, each at its own line.

    With ``group``, an ambiguous reference is handed to it as (rule, name,
    where, label), to be reported once for all the places it is written, instead.

    ``written`` is the text as the author wrote it when ``value`` was computed from it
    (rule text is Jinja over the content): only what is written there is reported,
    since what came in from the content is reported where the content says it.
    """
    source = value if written is None else written
    for name in dict.fromkeys(textsyntax.icons_in(value)):
        if f":{name}:" not in source:
            _made_icon(name, source, owner, key, label, game, icons, findings)
            continue
        if not icons.exists(name):
            _unknown_icon(name, owner.line_of_text(key, f":{name}:"), label, icons, findings)
        else:
            icons.find(name)  # an unreadable file is its own finding, once
    for name in dict.fromkeys(textsyntax.misspelt_icons(source)):
        _unknown_icon(name, owner.line_of_text(key, f":{name}:"), label, icons, findings)
    # as written (content that Jinja brought in is reported where it is written), less what a backslash
    # prints as written (each a letter here): \** and \[[Name]], whose ]] closes the escaped [[
    for marker in textsyntax.unclosed_markup(ESCAPED.sub("x", source)):
        findings.error(
            "text-markup",
            owner.line_of_text(key, marker),
            f"{label}: '{marker}' has no partner, so it would print as written: close it "
            f"({'**bold**' if marker == '**' else '[[Name]]'}), or write a backslash before it to print it",
        )
    for name in dict.fromkeys(n for n in textsyntax.glued_icons(source) if icons.exists(n)):  # 10:30:00 is a time
        findings.error(
            "icon-unknown",
            owner.line_of_text(key, f":{name}:"),
            f"{label}: {textsyntax.glued_icon_said(name)}",
        )
    _braced_icons(source, owner, key, label, icons, findings)
    for ref in dict.fromkeys(textsyntax.refs_in(value)) if names is not None else ():
        if ref not in source:
            continue
        if ref.casefold() not in names:
            if names.partial:
                continue
            hint = did_you_mean(ref.casefold(), names, "{}")
            extra = (
                _field_meant(game, ref)
                or _id_meant(game, ref)
                or (f"; did you mean [[{names[hint]}]]?" if hint else "")
            )
            later = owner.later_lines_of_text(key, f"[[{ref}]]")
            also = f" (also written on line{'s' * (len(later) > 1)} {', '.join(map(str, later))})" if later else ""
            where = owner.line_of_text(key, ref)
            findings.error(
                "reference-unknown",
                where,
                f"{label}: [[{ref}]]{also} names nothing in {game.title}{extra}",
                # a data table's text that a generated card carries too is one text: said once, at its place
                cause=f"reference:[[{ref}]]@{where}",
            )
        elif ref.casefold() in names.ambiguous:
            _ambiguous(ref, owner.line_of_text(key, ref), label, names, findings, group)


def _braced_icons(
    source: str, owner: LocatedDict, key: str, label: str, icons: IconLibrary, findings: Findings
) -> None:
    """Icons written in braces ("{wood}{stone}", as other card tools write them) print as written: one finding
    for each line that writes them, saying the text to write. A "{3}" or "{name}" of no icon may be meant."""
    by_line: dict[Location, dict[str, str]] = {}
    for run, meant in textsyntax.braced_icon_fixes(source, icons.exists).items():
        by_line.setdefault(owner.line_of_text(key, run), {})[run] = meant
    for where, fixes in by_line.items():
        findings.error("icon-unknown", where, f"{label}: {textsyntax.braced_icons_said(fixes)}")


def _field_meant(game: Game, ref: str) -> str:
    """What to write for a reference to a word a card prints from a field of its own, not its title: a team's
    name in another edition's column (``[[Renards]]`` of the card titled Foxes whose ``fr:`` is Renards)."""
    for component in game.components:
        for entry in component.entries:
            for key, value in text_fields(entry):
                if key != "title" and value.casefold() == ref.casefold() and "title" in entry:
                    return (
                        f"; '{ref}' is the {key}: of the card titled {entry['title']}, and a reference names a title "
                        f"([[{entry['title']}]]): to print the word as it is, write **{ref}**"
                    )
    return ""


def _id_meant(game: Game, ref: str) -> str:
    """What to write for a reference to a card by its id, or by the title another edition gives it: ``[[Seer]]`` in
    the German edition, whose card ``seer`` is titled Seherin."""
    wanted = "-".join(ref.casefold().split())
    for component in game.components:
        for entry in component.entries:
            if str(entry.get("id", "")).casefold() == wanted and "title" in entry:
                title = entry["title"]
                return f"; '{entry['id']}' is the id of the card titled {title}: did you mean [[{title}]]?"
    return ""


def _made_icon(
    name: str, source: str, owner: LocatedDict, key: str, label: str, game: Game, icons: IconLibrary, findings: Findings
) -> None:
    """An unknown icon that rule text makes of a value read from the content, between colons it writes itself
    (``### :{{ suit.icon }}: {{ suit.name }}`` over a set whose row says ``icon: cupp``): no content says it as an
    icon, so it is said here, once, at the content's value when it is found, else at the Jinja that makes it.
    An icon the content itself writes (``:cupp:`` in a card's text) is said where the content writes it."""
    made = MADE_ICON.search(source)
    if made is None or icons.exists(name):
        return
    held = [*(c.sets for c in game.components), *(c.entries for c in game.components), *game.data.values()]
    if written_at(f":{name}:", held, inside=True):  # a rule printed whole ({{ k.rule }}): said where it is written
        return
    found = written_at(name, held, prefer="icon")
    where = found[1] if found else owner.line_of_text(key, made.group())
    findings.error(
        "icon-unknown",
        where,
        f"{label}: {made.group()} prints the value '{name}'{' written here' if found else ''} as an icon: "
        f"{icons.unknown_message(name)}",
        cause=icon_cause(name),
    )


def _unknown_icon(name: str, where: Location, label: str, icons: IconLibrary, findings: Findings) -> None:
    """An icon with no file, at one place it is written: said once for all of them (``icon_cause``)."""
    findings.error("icon-unknown", where, f"{label}: {icons.unknown_message(name)}", cause=icon_cause(name))


def _ambiguous(
    ref: str,
    where: Location,
    label: str,
    names: ReferableNames,
    findings: Findings,
    group: Callable[[str, str, Location, str], None] | None,
) -> None:
    if group is not None:
        group("reference-ambiguous", ref, where, label)
    else:
        findings.error("reference-ambiguous", where, f"{label}: {_ambiguous_message(ref, names)}")

"""Piece sources: the entries of a deck, a tile set, a token sheet... listed or generated."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pnp.core import schema
from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError, evaluate_expression, evaluate_tree
from pnp.core.filters import UnreadEntries
from pnp.core.findings import Findings, Location
from pnp.core.limits import Limits, advice
from pnp.core.plural import plural_of
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict, strings_in
from pnp.load.enum_slips import enum_groups, misspelt_options, narrow_enums
from pnp.load.fields import fields_line, fields_of_others, same_fields
from pnp.load.id_slips import ids_written_as_names
from pnp.load.rule_slips import field_of, rule_made_slips
from pnp.load.rule_when import kept_by_when, key_failing, sets_named_by_prefix
from pnp.load.set_rows import Made, reads_whole, refuse_row_slips, unknown_id_at_row
from pnp.load.shuffle_seeds import shuffles_alike
from pnp.load.sources import read_source, report_duplicate_ids, source_path
from pnp.model import Component, Game, Item, reads_broken_table


def load_items(
    game: Game,
    component: Component,
    findings: Findings,
    *,
    singular: str,
    list_names: tuple[str, ...],
    required: tuple[str, ...],
    fields: dict[str, Any] | None = None,
    unprinted: tuple[str, ...] = (),
) -> None:
    """Fill ``component.entries`` from its source.

    ``list_names`` are the keys its entries may sit under (``cards``, ``items``),
    ``singular`` names one entry in messages, ``required`` are the fields every entry needs,
    ``fields`` the kind's own (a die's ``faces``), ``unprinted`` the keys of every entry it takes not (a
    diagram's ``count``: it is never printed).
    """
    spec = component.spec
    if spec.get("fields", {}) is None:  # an emptied fields: block, said at game.yaml: its entries' keys would repeat it
        component.readable = False
        return
    path = source_path(game, spec, findings)
    entry_schema = item_schema(spec, required, fields, unprinted)
    document = _read_document(game, path, entry_schema, list_names, singular, findings) if path else None
    if document is None:  # its entries are none, and what looks one up waits for the file's own finding
        component.readable, component.entries = False, UnreadEntries()
        return
    component.sets = dict(document.get("sets") or {})
    entries = [entry for name in list_names for entry in (document.get(name) or [])]
    generated, failed = _generate(document, game, findings, list_names, singular)
    component.rejected += failed  # a rule that made only part of its entries: the game's counts wait
    entries += generated
    column = _listed(document, list_names) if path.suffix == ".csv" else None  # its header row
    made_items = _accept_entries(game, component, path, entries, generated, entry_schema, singular, findings, column)
    _mark_optional(component, entry_schema)
    _reject_doubled_ids(component, made_items, singular, findings)
    if spec.get("copies"):
        rejected = {_name(entry) for entry in component.rejected}
        component.entries, refused = _select_copies(component.entries, spec, findings, rejected)
        component.rejected += refused  # reported: counts over the game wait, as for a refused entry
    _check_piece_limit(game, component, path, findings)


def _read_document(
    game: Game,
    path: Path,
    entry_schema: dict[str, Any],
    list_names: tuple[str, ...],
    singular: str,
    findings: Findings,
) -> LocatedDict | None:
    """The source file read and its shape checked; None when its entries would give only knock-on findings."""
    document = read_source(path, findings, game, entry_schema, singular, "items")
    if document is None:
        return None
    if not schema.check(
        document, source_schema(list_names), findings, Location(path), path.name
    ) or not _rules_name_their_entry(document, list_names, findings):
        game.unreadable.add(path)  # fix the file first
        return None
    return document


def _accept_entries(
    game: Game,
    component: Component,
    path: Path,
    entries: list[Any],
    generated: list[Any],
    entry_schema: dict[str, Any],
    singular: str,
    findings: Findings,
    column: Location | None = None,
) -> set[int]:
    """Each entry that passes its schema and bounds joins ``component.entries``, the rest ``rejected``.

    Returns the ids of the accepted items a generate rule made (their duplicates are said at the rule).
    A slip in a set or a rule is said once, not per entry it made; so are ids many entries write as names (a
    spreadsheet's id column of chemical symbols), at ``column`` (its header row) when the source is a sheet.
    """
    spec = component.spec
    made = {id(entry) for entry in generated}
    said: set[tuple[Location, str, str]] = set()
    made_items: set[int] = set()
    theirs = fields_of_others(game.manifest, spec)  # keys other components reading this file take as fields
    # an enum's option misspelt, or a value taken out of it that several entries write: said at game.yaml, once
    misspelt = misspelt_options(spec, entries, singular) | narrow_enums(spec, entries, singular)
    # fields that share one enum (a dice table's columns, by a YAML anchor): a value refused in any of them, '1b'
    # filled in by a spreadsheet, is one slip
    sharing = {name: ", ".join(names) for names, _ in enum_groups(spec) if len(names) > 1 for name in names}
    unnamed: dict[str, list[Location]] = {}  # such keys this component's fields: leaves out, where written
    checked: list[tuple[Any, str, Findings]] = []
    for entry in entries:
        where = getattr(entry, "loc", Location(path))
        label = f"{singular} '{_name(entry)}'"
        found = Findings()
        written = entry.keys() if isinstance(entry, dict) else set()  # not a mapping: the schema says so
        for key in theirs.keys() & written - entry_schema["properties"].keys():
            unnamed.setdefault(key, []).append(entry.line_of(key))
        if (
            schema.check(entry, entry_schema, found, where, label)
            and _texts_fit(entry, label, game.limits, found)
            and not getattr(entry, "doubled", None)  # its yaml-duplicate-key finding: the counts wait
        ):
            component.entries.append(Item.from_fields(entry, entry))
            if id(entry) in made:
                made_items.add(id(component.entries[-1]))
        else:
            component.rejected.append(entry)
        checked.append((entry, label, found))

    def enum_misspelt(what: str) -> bool:  # the enum's option is misspelt (or missing), not the entry: said below
        return any(what.startswith(f": {name}: '{value}' is not one of") for name, value in misspelt)

    plural = plural_of(singular, component.language)
    rules_wrong = rule_made_slips(checked, generated, plural, enum_misspelt, findings)
    as_names = ids_written_as_names([entry for entry in entries if id(entry) not in made], column, plural, findings)
    for entry, label, found in checked:
        for finding in found.items:
            what = finding.message.removeprefix(label)  # the same for each entry the slip is in
            if (id(entry.made_by if isinstance(entry, LocatedDict) else None), field_of(what)) in rules_wrong:
                continue  # said once, at the rule's key
            if id(entry) in as_names and field_of(what) == "id":
                continue  # said once for the source's ids, above
            slip = (finding.location, finding.rule, what)
            if finding.rule == "unknown-key" and any(finding.location in places for places in unnamed.values()):
                continue  # said once for the component, below
            if enum_misspelt(what):
                continue
            if id(entry) not in made or slip not in said:
                said.add(slip)
                # one slip in one file is one finding (Findings.merge_causes), listing its other places: the same
                # line read by two components (a shared source), or the same value in many rows (a spreadsheet's
                # column of 'Classic' where the field's enum has 'classic')
                field = field_of(what)
                alike = what.replace(f": {field}: ", f": {sharing[field]}: ", 1) if field in sharing else what
                cause = f"{finding.location.file}:{alike}"
                findings.add(
                    finding.rule,
                    finding.location,
                    _own_field(finding.message, label, spec, entry),
                    finding.severity,
                    cause,
                )
    _report_unnamed_fields(component, path, unnamed, theirs, findings)
    for where, message in dict.fromkeys(misspelt.values()):  # fields sharing one enum: one finding
        findings.error("schema", where or spec.line_of("fields"), message)
    return made_items


def _listed(document: LocatedDict, list_names: tuple[str, ...]) -> Location | None:
    """Where the entries of a source are listed: a spreadsheet's header row."""
    return next((getattr(document[name], "loc", None) for name in list_names if document.get(name)), None)


def _reject_doubled_ids(component: Component, made_items: set[int], singular: str, findings: Findings) -> None:
    """An id two entries share is said once, and both wait: counts over the game wait until every id is one
    entry's (pnp.model.Game.complete). A generated entry is written where its first set's row is: "mazes"
    written twice is one finding there."""

    def where(entry: Item) -> Location:
        return entry.loc if id(entry) in made_items else entry.line_of("id")

    again = {id(entry) for entry in report_duplicate_ids(component.entries, findings, singular, where)}
    if again:
        component.rejected += [entry for entry in component.entries if id(entry) in again]
        component.entries = [entry for entry in component.entries if id(entry) not in again]


def _check_piece_limit(game: Game, component: Component, path: Path, findings: Findings) -> None:
    """A component printing more pieces than the limit is one finding at the biggest count, and prints none."""
    total = sum(entry.count for entry in component.entries)
    if total <= game.limits.pieces:
        return
    spec = component.spec
    biggest = max(component.entries, key=lambda entry: entry.count)
    if spec.get("copies") and biggest.id in spec["copies"]:
        where = spec["copies"].line_of(biggest.id)
    else:
        where = biggest.line_of("count") if "count" in biggest else Location(path)
    findings.error(
        "limit",
        where,
        f"component '{component.id}' would print {total:,} pieces; pnp prints at most "
        f"{game.limits.pieces:,} a component ({advice('pieces')})",
    )
    component.rejected, component.entries = component.entries, []


def _texts_fit(entry: LocatedDict, label: str, limits: Limits, findings: Findings) -> bool:
    """Every text field within the text bound (one finding per field that is not)."""
    fits = True
    for key, value in entry.items():
        if isinstance(value, str) and len(value) > limits.text:
            findings.error(
                "limit",
                entry.line_of(key),
                f"{label}: {key} is {len(value):,} characters; a text holds at most {limits.text:,} ({advice('text')})",
            )
            fits = False
    return fits


def _select_copies(
    entries: list[Item], spec: LocatedDict, findings: Findings, rejected: set[str]
) -> tuple[list[Item], list[LocatedDict]]:
    """Keep only the entries ``copies`` names, each with the count it gives; and what is refused: an entry
    whose count is no whole number of 1 or more (game.yaml's schema says so at its line), or ``copies``
    itself when a key names no entry (said here).

    An entry already reported as broken (``rejected``) is left out without a second finding; so is a name that
    is no id near one while a row repeats another row's id (its id changed to one taken: a spreadsheet's row
    written over), which that row's ``duplicate-id`` says.
    """
    copies = spec["copies"]
    by_id = {entry.id: entry for entry in entries}
    doubled = rejected & by_id.keys()  # rows given another row's id (said: duplicate-id), one of them maybe renamed
    selected: list[Item] = []
    refused: list[LocatedDict] = []
    for entry_id, count in copies.items():
        if entry_id in rejected:
            continue
        if entry_id not in by_id:
            hint = did_you_mean(str(entry_id), [str(i) for i in by_id if i not in copies])
            if not hint and doubled:  # the row it named now repeats another's id: that duplicate-id is the finding
                refused.append(copies)
                continue
            findings.error(
                "reference-unknown",
                copies.line_of(entry_id),
                f"copies: no entry '{entry_id}' in {spec['source']}{hint}",
            )
            refused.append(copies)
            continue
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            refused.append(by_id[entry_id])
            continue
        selected.append(_with_copies(by_id[entry_id], count, copies.place_of_key(entry_id)))
    return selected, refused


def _with_copies(entry: Item, count: int, where: Location) -> Item:
    """``entry`` printed ``count`` times, as a component's ``copies:`` says at ``where``: its count is said
    there, not at the source's row, so a check that counts it points at the number to change."""
    chosen = Item.from_fields({**entry, "count": count}, entry)
    chosen.key_lines["count"] = where.line
    chosen.key_files = {**getattr(entry, "key_files", {}), "count": where.file}
    chosen.key_columns["count"] = where.column
    return chosen


def _mark_optional(component: Component, entry_schema: Mapping[str, Any]) -> None:
    """Tell each entry the fields it may leave out and most entries do (declared under ``fields:``, not
    ``required:``): one that reads such a field of an entry without it is to read it as optional; and every
    field an entry of the component may have (``Item.known``: ``entry_schema``'s, a printed copy's own, and any
    an entry writes)."""
    fields, required = component.spec.get("fields"), component.spec.get("required")
    entries = component.entries
    declared = fields if isinstance(fields, Mapping) else {}
    properties = entry_schema.get("properties") or {}
    known = frozenset({*map(str, properties), "copy", "component", *(str(key) for entry in entries for key in entry)})
    for entry in entries:
        entry.known = known
    if not declared or not entries:
        return
    required = required if isinstance(required, list) else []
    optional = frozenset(
        name for name in declared if name not in required and 2 * sum(name in entry for entry in entries) < len(entries)
    )
    for entry in entries:
        entry.optional = optional


def _name(entry: Any) -> str:
    if isinstance(entry, dict):
        return str(entry.get("id") or entry.get("title") or "?")
    return "?"


def source_schema(list_names: tuple[str, ...], entry: dict[str, Any] | None = None) -> dict[str, Any]:
    """The schema of a piece source file; ``entry`` (the schema of one entry) checks the lists' items too."""
    base = builtin_schema("items")
    lists = {name: {"type": "array", **({"items": entry} if entry else {})} for name in list_names}
    rule = base["properties"]["generate"]["items"]
    made = {word: {"type": "object"} for word in _entry_words(list_names)}
    rule = {**rule, "properties": {**rule["properties"], **made}}
    generate = {**base["properties"]["generate"], "items": rule}
    return {**base, "properties": {**base["properties"], **lists, "generate": generate}}


def _rules_name_their_entry(document: LocatedDict, list_names: tuple[str, ...], findings: Findings) -> bool:
    """Each generate rule names the entry it makes once: ``card:`` or its list's word (``token:``)."""
    words = _entry_words(list_names)
    named_once = True
    for rule in document.get("generate") or []:
        named = [word for word in words if word in rule]
        if len(named) != 1:
            named_once = False
            findings.error(
                "schema",
                rule.loc,
                "generate: give the entry each combination makes once, under card: (or "
                + ", ".join(f"{word}:" for word in words[1:])
                + (f"); this rule has {' and '.join(f'{word}:' for word in named)}" if named else ")"),
            )
    return named_once


def _entry_words(list_names: tuple[str, ...]) -> list[str]:
    """What a generate rule may call the entry it makes: ``card`` or one of its list's word (``token``)."""
    return list(dict.fromkeys(["card", *(name.removesuffix("s") for name in list_names)]))


def _own_field(message: str, label: str, spec: dict[str, Any], entry: Any) -> str:
    """``message``, and where it refuses a key of the entry itself that is near no field (a field the game
    needs, not a typo: the hex map's ``terrain:`` of a board), how to declare it, with the type of what the
    entry writes there (a board's ``links:`` list, ``{type: array}``)."""
    named = re.fullmatch(rf"{re.escape(label)}: unknown key '([^']+)'; allowed keys: .*", message, re.DOTALL)
    if not named:
        return message
    if named.group(1) in builtin_schema("item"):  # a key every entry has but this kind's (a diagram's count)
        return (
            f"{label}: unknown key '{named.group(1)}': component '{spec.get('id')}' is only shown in the rules, never "
            f"printed, so its entries have no {named.group(1)}: remove it"
        )
    value = entry.get(named.group(1)) if isinstance(entry, dict) else None
    return (
        f"{message}; if the game needs it, declare it under fields: of component '{spec.get('id')}' in game.yaml "
        f"({named.group(1)}: {{type: {_json_type(value)}}})"
    )


def _json_type(value: Any) -> str:
    """The JSON-Schema type of a value as YAML read it: a list is an array, a mapping an object; text otherwise."""
    if isinstance(value, bool):
        return "boolean"
    kinds = ((list, "array"), (dict, "object"), (int, "integer"), (float, "number"))
    return next((name for kind, name in kinds if isinstance(value, kind)), "string")


def _report_unnamed_fields(
    component: Component, path: Any, unnamed: dict[str, list[Location]], theirs: dict[str, str], findings: Findings
) -> None:
    """One finding, at the component, for the keys its source's entries have that another component reading the
    same file takes as fields and its own fields: leaves out (one per entry said the same thing again and again)."""
    if not unnamed:
        return
    spec, keys = component.spec, sorted(unnamed)
    other = theirs[keys[0]]
    places = ", ".join(str(line) for line in sorted({place.line for key in keys for place in unnamed[key]}))
    named = " and ".join(f"'{key}'" for key in keys)
    findings.error(
        "unknown-key",
        fields_line(spec),
        f"component '{component.id}' reads {path.name} as '{other}' does, but its fields: does not name {named} "
        f"(written at {path.name}:{places}): {same_fields(other)}",
    )


def item_schema(
    spec: LocatedDict, required: tuple[str, ...], fields: dict[str, Any] | None = None, unprinted: tuple[str, ...] = ()
) -> dict[str, Any]:
    """The schema of one entry of a component: the common keys (but ``unprinted``), its kind's ``fields``, the
    game's ``fields``, its ``required``."""
    common = {key: value for key, value in builtin_schema("item").items() if key not in unprinted}
    properties = {**common, **(fields or {}), **(spec.get("fields") or {})}
    fields = list(dict.fromkeys([*required, *(spec.get("required") or [])]))
    return {"type": "object", "additionalProperties": False, "required": fields, "properties": properties}


def _generate(
    document: LocatedDict, game: Game, findings: Findings, list_names: tuple[str, ...], singular: str
) -> tuple[list[LocatedDict], list[LocatedDict]]:
    """Expand ``generate`` rules: the product of named sets (of the source's ``sets:``, or the game's data
    tables, ``data.districts``), one entry per combination; and the rules that failed and the entries a slip
    in a set's row spoils (reported; ``singular`` names one entry)."""
    limits = game.limits
    sets = {"data": game.data, **(document.get("sets") or {})}
    entries: list[LocatedDict] = []
    failed: list[LocatedDict] = []
    refused: list[LocatedDict] = []  # entries a slip in a set's row spoils (said at the row)
    words = _entry_words(list_names)
    for rule in document.get("generate") or []:
        (word,) = (word for word in words if word in rule)  # _rules_name_their_entry said so
        made = rule[word]
        try:
            loops = {name: evaluate_expression(source, sets) for name, source in rule["for"].items()}
        except ExpressionError as exc:
            if not reads_broken_table(exc.missing):  # a data table that could not be loaded says so itself
                said = sets_named_by_prefix(exc, rule["for"], sets)
                findings.error("expression", rule.line_of("for"), f"generate: {said or exc}")
            failed.append(rule)
            continue
        bad = [name for name, values in loops.items() if not isinstance(values, list)]
        if bad:
            findings.error("expression", rule.line_of("for"), f"generate: '{bad[0]}' does not name a list in sets")
            failed.append(rule)
            continue
        names = list(loops)
        reads = {key: [(name, f) for name in names for f in keys_read(str(made[key]), name)] for key in made}
        total = math.prod(len(values) for values in loops.values())
        if total > limits.generated:
            findings.error(
                "limit",
                rule.line_of("for"),
                f"generate: this makes {total:,} entries; pnp makes at most {limits.generated:,} "
                f"per rule ({advice('generated')})",
            )
            failed.append(rule)
            continue
        made_here: list[Made] = []
        for picks in itertools.product(*(range(len(values)) for values in loops.values())):
            combination = [values[index] for values, index in zip(loops.values(), picks, strict=True)]
            context = {**sets, **dict(zip(names, combination, strict=True))}
            chosen = kept_by_when(rule, context, findings)
            if chosen is None:
                failed.append(rule)
                break
            if not chosen:
                continue
            try:
                fields = evaluate_tree(dict(made), context)
            except ExpressionError as exc:
                if reads_broken_table(exc.missing):  # a field reading a table that could not be loaded: said there
                    failed.append(rule)
                    break
                if at_row := unknown_id_at_row(exc, combination, names, reads):  # the row's slip: said there, each
                    findings.error("expression", *at_row)
                    failed += [] if any(done is rule for done in failed) else [rule]
                    continue
                said = sets_named_by_prefix(exc, made, sets)
                where = made.line_of(key) if (key := key_failing(made, context)) else rule.line_of(word)
                lacking = (
                    _table_misread(exc, game.data, loops, (where, key or word))
                    or _rule_misreads(exc, loops, made, reads)
                    or _row_lacking(exc, loops, made, reads)
                )
                findings.error("expression", *(lacking or (where, f"generate: {said or exc}")))
                failed.append(rule)
                break
            entry = LocatedDict(fields)
            entry.loc = next((value.loc for value in combination if hasattr(value, "loc")), rule.loc)
            places = {key: _made_from(made, key, reads[key], context) for key in fields}
            entry.key_lines = {key: place.line for key, place in places.items()}
            # a row of a data table (data.colours) is in another file than the rule and its own sets
            entry.key_files = {key: place.file for key, place in places.items() if place.file != entry.loc.file}
            entry.rule_keys = frozenset(key for key in fields if places[key] == _place(made.line_of(key)))
            entry.made_by = made  # the rule's entry: a field it makes wrong for every row is said once there
            entry.made_from = tuple(zip(names, combination, strict=True))
            entry.block_starts = {}
            entry.numbers_written = {
                key: _number_written(value, reads[key], context)
                for key, value in fields.items()
                if type(value) in (int, float)
            }
            made_here.append((entry, picks))
        if not any(done is rule for done in failed) and shuffles_alike(
            made, (entry for entry, _ in made_here), names, singular, findings
        ):
            failed.append(rule)
        spoilt = refuse_row_slips(rule, (word, singular), loops, made_here, reads.get("id", []), findings)
        refused += spoilt
        said = {id(entry) for entry in spoilt}
        entries += [entry for entry, _ in made_here if id(entry) not in said]
    if not failed:  # else a row lacking a key the rules read is that finding, with its did-you-mean
        _report_unread_set_keys(document, document.get("sets") or {}, findings)
    return entries, failed + refused


def _table_misread(
    exc: ExpressionError, tables: Mapping[str, list], loops: dict[str, list], at: tuple[Location, str]
) -> tuple[Location, str] | None:
    """Where a rule reads a field that no row of a data table has, the table read whole in an expression
    (``data.birds | map(attribute='idd')``, not looped over by ``for:``): the rule's slip, said ``at`` its key (line
    and name), not at the table's first row ("write 'idd:' for 'id:'"); None otherwise."""
    row, name = exc.missing if exc.missing else (None, None)
    if any(value is row for values in loops.values() for value in values):
        return None  # a row the rule loops over: _rule_misreads, _row_lacking
    table = next((id_ for id_, rows in tables.items() if any(value is row for value in rows)), None)
    if table is None or any(isinstance(value, Mapping) and name in value for value in tables[table]):
        return None
    shared = [
        str(field) for field in row if all(isinstance(value, Mapping) and field in value for value in tables[table])
    ]
    written = did_you_mean(str(name), shared, "{}")
    fix = f"did you mean '{written}'?" if written else f"its rows have {', '.join(shared)}"
    where, key = at
    return where, f"generate: {key}: reads '{name}' of the rows of data.{table}, which no row has: {fix}"


def _rule_misreads(
    exc: ExpressionError, loops: dict[str, list], made: LocatedDict, reads: dict[str, list[tuple[str, str]]]
) -> tuple[Location, str] | None:
    """Where a rule reads a field that no row of its set has, near one they all write (``d.nme`` of rows that
    write ``name:``): the slip is the rule's, one finding at the key that reads it; None otherwise (a row
    lacking a field the others have is that row's slip, ``_row_lacking``)."""
    row, name = exc.missing if exc.missing else (None, None)
    loop = next((loop for loop, values in loops.items() if any(value is row for value in values)), None)
    if loop is None or len(loops[loop]) < 2 or any(isinstance(value, dict) and name in value for value in loops[loop]):
        return None
    shared = [str(key) for key in row if all(isinstance(value, dict) and key in value for value in loops[loop])]
    written = did_you_mean(str(name), shared, "{}")
    key = next((key for key, read in reads.items() if (loop, name) in read), None)
    if key is None:
        return None
    fix = f"write {loop}.{written}" if written else f"its rows have {', '.join(shared)}"
    return made.line_of(key), f"generate: {key}: reads {loop}.{name}, but no row of the set has '{name}': {fix}"


def _row_lacking(
    exc: ExpressionError, loops: dict[str, list], made: LocatedDict, reads: dict[str, list[tuple[str, str]]]
) -> tuple[Location, str] | None:
    """Where a set's row lacks the field a rule read (``design.title`` of a row that writes ``titel:``), and
    what to say: the key it misspells, else the row's first line; None when the expression failed otherwise.
    A field that several rows leave out and others write (an 18xx manifest's ``revenue:``, on city tiles alone)
    is left out on purpose: the rule's key is the line to change, reading it with a default."""
    row, name = exc.missing if exc.missing else (None, None)
    if not isinstance(row, LocatedDict) or getattr(row, "loc", None) is None:
        return None
    written = did_you_mean(str(name), [str(key) for key in row], "{}")
    if written:
        return row.line_of(
            written
        ), f"generate: this row has no '{name}', which the rule reads: write '{name}:' for '{written}:'"
    optional = _left_out_on_purpose(row, str(name), loops, made, reads)
    return optional or (row.loc, f"generate: this row has no '{name}', which the rule reads ({exc})")


def _left_out_on_purpose(
    row: LocatedDict, name: str, loops: dict[str, list], made: LocatedDict, reads: dict[str, list[tuple[str, str]]]
) -> tuple[Location, str] | None:
    """The finding at the rule's key for a field that two rows or more of ``row``'s set leave out while others
    write it; None when it is one row's slip."""
    loop = next((loop for loop, values in loops.items() if any(value is row for value in values)), None)
    rows = [value for value in loops.get(loop, []) if isinstance(value, LocatedDict)]
    lacking = [value for value in rows if name not in value]
    key = next((key for key, read in reads.items() if (loop, name) in read), None)
    if key is None or len(lacking) < 2 or len(lacking) == len(rows):
        return None
    lines = ", ".join(str(value.loc.line) for value in lacking[:6]) + (", …" if len(lacking) > 6 else "")
    return made.line_of(key), (
        f"generate: {key}: reads {loop}.{name}, which {len(lacking)} rows of the set leave out "
        f"({row.loc.file.name}:{lines}) and {len(rows) - len(lacking)} write: read it as {loop}.{name} | default(…), "
        f"with the value for the rows that leave it out, or write '{name}:' in each row"
    )


def _report_unread_set_keys(document: LocatedDict, sets: Any, findings: Findings) -> None:
    """A key of a set's rows that no generate rule reads but that is one letter or two from a key the rules do
    read is a misspelling that prints nowhere: a warning at each row that writes it (``titel: Hairpins`` beside
    the ``title:`` the rule reads was left out in silence). Other keys are left alone: checks and templates may
    read a set as ``components.<id>.sets``. Sets a rule passes whole (``suit: "{{ suit }}"``) carry every key
    to the entry, whose schema judges them."""
    read: dict[str, set[str]] = {}
    whole: set[str] = set()
    for rule in document.get("generate") or []:
        if not isinstance(rule, dict) or not isinstance(rule.get("for"), dict):
            continue
        texts = " ".join(strings_in({key: value for key, value in rule.items() if key != "for"}))
        for name, source in rule["for"].items():
            if not (isinstance(source, str) and isinstance(sets, dict) and source.strip() in sets):
                continue
            source = source.strip()
            if reads_whole(texts, str(name)):
                whole.add(source)
            read.setdefault(source, set()).update(keys_read(texts, str(name)))
    for source, keys in read.items():
        rows = sets[source] if source not in whole and isinstance(sets[source], list) else []
        for row in rows:
            for key in row if isinstance(row, LocatedDict) else ():
                meant = did_you_mean(key, sorted(keys)) if key not in keys else ""
                if meant:
                    message = f"sets: {source}: '{key}' is read by no generate rule, so it prints nowhere{meant}"
                    findings.warning("unknown-key", row.line_of(key), message)


def keys_read(text: str, name: str) -> list[str]:
    """The keys of the row ``name`` that an expression's text reads: ``unit.copies``, ``unit['copies']``."""
    return re.findall(rf"\b{re.escape(name)}(?:\.|\[\s*['\"])(\w+)", text)


def _number_written(value: float, reads: list[tuple[str, str]], context: dict[str, Any]) -> str:
    """A number a rule made, as text (where only text fits, pnp.core.schema reads it so): as its set's row
    writes it when it is that row's value (``title: "{{ rank.n }}"`` of ``n: 007`` is 007), else its digits."""
    if len(reads) == 1 and isinstance(row := context[reads[0][0]], LocatedDict) and row.get(reads[0][1]) == value:
        return getattr(row, "numbers_written", {}).get(reads[0][1], str(value))
    return str(value)


def _made_from(made: LocatedDict, key: str, reads: list[tuple[str, str]], context: dict[str, Any]) -> Location:
    """Where a generated entry's field is written: the line of the set's row it is read from, when one
    line holds every row key it ``reads`` (``count: "{{ unit.copies }}"``, ``"{{ unit.copies | default(1) }}"``
    or ``"{{ unit.copies * 2 }}"`` is the line of that unit's ``copies``: the number to change is there), in
    that row's file (a data table's, when the rule reads one); else the rule's line (it reads no row, a key
    the row lacks, or rows' keys on several lines)."""
    places = {
        _place(row.line_of(field)) if isinstance(row := context[name], LocatedDict) and field in row.key_lines else None
        for name, field in reads
    }
    return places.pop() if len(places) == 1 and None not in places else _place(made.line_of(key))


def _place(where: Location) -> Location:
    """A file and line, without the column: the keys of one row written on one line share it."""
    return Location(where.file, where.line)

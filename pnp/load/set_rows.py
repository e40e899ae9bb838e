"""Slips in one row of a generated source's sets, said once at that row however many entries the row makes: an id
that is no slug (``{id: Gold}``), a row whose id another row of its set has too. An id the rule itself writes wrong
(``id: "Card-{{ rank.id }}"``) is said once too, at the rule's ``id:``."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError
from pnp.core.expr_words import JINJA_PART
from pnp.core.filters import UnknownIdError
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedDict, LocatedList, child_location
from pnp.load.sources import listed_ids, say_duplicate_ids

SLUG_PART = re.compile(r"[a-z0-9-]*")

# an entry a rule made, with the index of the row it took from each of the rule's sets (in ``for:`` order)
Made = tuple[LocatedDict, tuple[int, ...]]


def reads_whole(text: str, name: str) -> bool:
    """Whether an expression's text reads the row ``name`` whole (``{{ suit }}``), not only a key of it."""
    return re.search(rf"\b{re.escape(name)}\b(?!\s*[.\[])", text) is not None


def refuse_row_slips(
    rule: LocatedDict,
    words: tuple[str, str],
    loops: dict[str, list[Any]],
    made: list[Made],
    id_reads: list[tuple[str, str]],
    findings: Findings,
) -> list[LocatedDict]:
    """Say each row slip once, at the row, and return the entries it spoils (refused: the game's counts wait).

    ``words`` are the rule's key for the entry it makes (``card``) and what findings call one (``tile``),
    ``loops`` the rule's sets by the name it gives their rows, ``id_reads`` the (name, key) pairs its ``id:``
    reads."""
    key, word = words
    made_id = str(rule[key].get("id", "")) if isinstance(rule[key], dict) else ""
    whole = [(name, None) for name in loops if reads_whole(made_id, name)]
    reads: list[tuple[str, str | None]] = list(dict.fromkeys([*id_reads, *whole]))
    ruled = _rule_id_no_slug(rule, words, made, findings)
    spoilt = _ids_no_slug(rule, word, loops, made, reads, findings)
    said = {id(entry) for entry in spoilt}
    left = [(entry, picks) for entry, picks in made if id(entry) not in said]
    twice = _rows_twice(rule, words, loops, left, {name for name, _ in reads}, findings)
    return list({id(entry): entry for entry in [*ruled, *spoilt, *twice]}.values())


def _rule_id_no_slug(
    rule: LocatedDict, words: tuple[str, str], made: list[Made], findings: Findings
) -> list[LocatedDict]:
    """The entries a rule makes when its ``id:`` writes, outside its ``{{ }}``, what no id may hold (``Card-``,
    ``Card {{ rank.id }}``): every entry's id is spoilt alike, one finding at that line naming how many and one,
    and saying what to write."""
    key, word = words
    written = str(rule[key].get("id", "")) if isinstance(rule[key], dict) else ""
    wrong = [part for part in JINJA_PART.split(written) if not SLUG_PART.fullmatch(part)]
    slug = builtin_schema("item")["id"]
    spoilt = [entry for entry, _ in made if isinstance(entry.get("id"), str)]
    spoilt = [entry for entry in spoilt if not re.fullmatch(slug["pattern"], entry["id"])]
    if not wrong or not spoilt:
        return []
    jinja, literal = JINJA_PART.findall(written), JINJA_PART.split(written)
    fixed = "".join(_slug_part(text) + (jinja[at] if at < len(jinja) else "") for at, text in enumerate(literal))
    n, named = len(spoilt), " and ".join(f"'{part}'" for part in wrong)
    findings.error(
        "schema",
        rule[key].line_of("id"),
        f"generate: id '{written}' writes {named} into each of the {n} {word} "
        f"id{'s' * (n > 1)} it makes ('{spoilt[0]['id']}'{f' and {n - 1} more' if n > 1 else ''}); "
        f"{slug['description']}: write '{fixed}'",
    )
    return spoilt


def _ids_no_slug(
    rule: LocatedDict,
    word: str,
    loops: dict[str, list[Any]],
    made: list[Made],
    reads: list[tuple[str, str | None]],
    findings: Findings,
) -> list[LocatedDict]:
    """Entries whose id is no slug because a row's value it reads is none (``Gold``, ``dark gold``): one finding
    at each such value, listing the ids it spoils and saying what to write."""
    names = list(loops)
    slug = builtin_schema("item")["id"]
    spoilt: dict[tuple[str, int, str | None], list[LocatedDict]] = {}
    for entry, picks in made:
        ident = entry.get("id")
        if not isinstance(ident, str) or re.fullmatch(slug["pattern"], ident):
            continue
        for name, key in reads:
            index = picks[names.index(name)]
            value = _value(loops[name][index], key)
            if isinstance(value, str) and not SLUG_PART.fullmatch(value) and value in ident:
                spoilt.setdefault((name, index, key), []).append(entry)
    for (name, index, key), entries in spoilt.items():
        row, value = loops[name][index], _value(loops[name][index], key)
        where = _row_location(rule, loops[name], index)
        where = child_location(row, key, where) if key is not None else where
        fix = as_slug(value)
        ids = list(dict.fromkeys(str(entry["id"]) for entry in entries))
        findings.error(
            "schema",
            where,
            f"{_rows_of(rule, name)}: {f'{key} ' if key is not None else ''}'{value}' makes the {word} "
            f"id{'s' * (len(ids) > 1)} {listed_ids(ids)}; {slug['description']}: "
            + (f"write '{fix}'" if fix else "write it with those alone"),
            cause=row_id_cause(where),
        )
    return [entry for entries in spoilt.values() for entry in entries]


def _rows_twice(
    rule: LocatedDict,
    words: tuple[str, str],
    loops: dict[str, list[Any]],
    made: list[Made],
    read: set[str],
    findings: Findings,
) -> list[LocatedDict]:
    """Entries whose id an earlier entry of the rule has, made from the same rows but one's: when the id reads
    that row's set, a row whose id another row has too (a row copied without changing its id), one finding at
    the copy listing the ids; when it reads no row of the set (``read`` names those it does), one finding at
    the rule's ``id:``. Ids alike from rows of several sets are said by load_items, at the entries."""
    names = list(loops)
    first: dict[str, tuple[int, ...]] = {}
    again: dict[tuple[Location | None, Location | None], list[LocatedDict]] = {}
    unread: dict[str, list[LocatedDict]] = {}
    for entry, picks in made:
        ident = entry.get("id")
        if not isinstance(ident, str):
            continue
        earlier = first.setdefault(ident, picks)
        differ = [at for at, (index, was) in enumerate(zip(picks, earlier, strict=True)) if index != was]
        if len(differ) != 1:
            continue
        name = names[differ[0]]
        if name not in read:
            unread.setdefault(name, []).append(entry)
            continue
        if _table_says_it(rule, name, loops[name], picks[differ[0]], earlier[differ[0]]):
            again.setdefault((None, None), []).append(entry)  # left out, said once by the table
            continue
        copy, original = (_row_location(rule, loops[name], index) for index in (picks[differ[0]], earlier[differ[0]]))
        if copy == original and isinstance(loops[name], LocatedList):  # one line's rows: told apart by column
            copy, original = (loops[name].place_of(index) for index in (picks[differ[0]], earlier[differ[0]]))
        again.setdefault((copy, original), []).append(entry)
    key, word = words
    for (copy, original), entries in again.items():
        if copy is not None and original is not None:
            say_duplicate_ids(findings, word, copy, original, entries)
    for name, entries in unread.items():
        row = loops[name][0]
        keys = [field for field in row if isinstance(field, str)] if isinstance(row, dict) else []
        written = f"{{{{ {name}.{'id' if 'id' in keys else keys[0]} }}}}" if keys else f"{{{{ {name} }}}}"
        findings.error(
            "duplicate-id",
            rule[key].line_of("id"),
            f"generate: the {word} id reads no row of '{_source(rule, name)}', so each of its "
            f"{len(loops[name])} rows makes the same ids ({listed_ids(list(dict.fromkeys(e['id'] for e in entries)))})"
            f": put {written} in it",
        )
    return [entry for entries in [*again.values(), *unread.values()] for entry in entries]


def _table_says_it(rule: LocatedDict, name: str, rows: list[Any], copy: int, original: int) -> bool:
    """Whether rows of a data table of game.yaml share their id: the table's own ``duplicate-id`` says so, at the
    copy, and the entries they make alike are that one cause."""
    pair = (rows[copy], rows[original])
    return (
        _source(rule, name).startswith("data.")
        and all(isinstance(row, dict) for row in pair)
        and (pair[0].get("id") is not None and pair[0].get("id") == pair[1].get("id"))
    )


def _row_location(rule: LocatedDict, rows: list[Any], index: int) -> Location:
    """Where a set's row is written: its own line, or its item's line (a row that is a bare word)."""
    row = rows[index]
    if isinstance(row, LocatedDict):
        return row.loc
    if isinstance(rows, LocatedList):
        return rows.line_of(index)
    return rule.line_of("for")


def row_id_cause(where: Location) -> str:
    """The cause of a row's value that makes no id, written at ``where``: one finding there, however many rules
    (a deck's and a sheet's generate:, a rulebook's for:) make ids of it."""
    return f"id-no-slug {where.file}:{where.line}"


def _slug_part(text: str) -> str:
    """A rule's text around its ``{{ }}`` as part of an id: ``_slug``, but a hyphen at either end is kept."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9-]+", "-", plain)


def as_slug(value: str) -> str:
    """``value`` as an id: lower case, accents dropped, any run of other characters one hyphen."""
    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def _value(row: Any, key: str | None) -> Any:
    """What a row gives for ``key`` (the row itself for None: a row read whole)."""
    if key is None:
        return row
    return row.get(key) if isinstance(row, dict) else None


def _source(rule: LocatedDict, name: str) -> str:
    """The set a rule's ``for:`` takes the rows ``name`` from, as written."""
    return str(rule["for"][name]).strip()


def _rows_of(rule: LocatedDict, name: str) -> str:
    """How a finding names the rows ``name``: by their set (``sets: suits``), or by the rule's name for them when
    its ``for:`` makes them with an expression."""
    source = _source(rule, name)
    return f"sets: {source}" if re.fullmatch(r"[\w.]+", source) else f"generate: {name}"


def unknown_id_at_row(
    exc: ExpressionError, combination: list[Any], names: list[str], reads: dict[str, list[tuple[str, str]]]
) -> tuple[Location, str] | None:
    """Where a rule looks up an id its row writes and no row of the table has (a ticket's ``b: saltmeer``, read
    by ``data.cities | by_id(t.b)``): the row's key that writes it, with the lookup's own words; None when the
    failure is no such lookup, or the id is not written by a key the rule reads."""
    unknown = exc.cause if isinstance(exc.cause, UnknownIdError) else None
    if unknown is None:
        return None
    read = {pair for pairs in reads.values() for pair in pairs}
    for name, row in zip(names, combination, strict=True):
        if not isinstance(row, LocatedDict):
            continue
        for key, value in row.items():
            if (name, key) in read and value == unknown.value:
                return row.line_of(key), f"{key}: {unknown}"
    return None

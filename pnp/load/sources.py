"""Reading a game's files: one finding per unreadable file, and the file remembered as unreadable."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pnp.core import schema
from pnp.core.datafile import builtin_schema
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.limits import FILE_BYTES
from pnp.core.suggest import did_you_mean
from pnp.core.workspace import inside
from pnp.core.yamlio import LocatedDict, load_yaml
from pnp.load.csvsource import read_csv
from pnp.model import Game

DATA_SUFFIXES = (".yaml", ".yml", ".csv")  # what a source: reads


def read_yaml(path: Path, findings: Findings, game: Game | None = None) -> Any:
    """The document in ``path``, or None (with its finding) when it cannot be read."""
    try:
        return load_yaml(path, findings)
    except ContentError as exc:
        findings.extend(exc.findings)
        if game is not None:
            game.unreadable.add(path)
        return None


def read_source(
    path: Path, findings: Findings, game: Game, row_schema: dict[str, Any], what: str, listed_as: str = ""
) -> Any:
    """A component's or data table's source: a YAML document, or the rows of a CSV file (``.csv``), each
    typed by ``row_schema`` (the schema of one entry, ``what`` in findings); with ``listed_as``, the rows
    under that key, as a YAML source lists them (``items:``). None when it cannot be read (said)."""
    if path.suffix.lower() != ".csv":
        return read_yaml(path, findings, game)
    rows = read_csv(path, findings, row_schema, what)
    if rows is None:
        game.unreadable.add(path)
        return None
    if not listed_as:
        return rows
    document = LocatedDict({listed_as: rows})
    document.loc, document.key_lines, document.block_starts = rows.loc, {listed_as: rows.loc.line}, {}
    return document


def read_mapping(path: Path, schema_name: str, what: str, example: str) -> LocatedDict:
    """A YAML mapping checked against a built-in schema; raises ContentError with its findings."""
    findings = Findings()
    raw = load_yaml(path, findings)
    if not isinstance(raw, LocatedDict):
        findings.error("schema", Location(path), f"a {what} is a YAML mapping ({example}, ...)")
    else:
        schema.check(raw, builtin_schema(schema_name), findings, Location(path), what)
    if findings.errors:
        raise ContentError(findings)
    return raw


def find_named(folders: list[Path], name: str, suffix: str, where: Location, what: str) -> Path | None:
    """The file ``<folder>/<name><suffix>`` in the first folder that has it; a name that leads out of
    its folder (``../``, an absolute path, a link) raises ContentError instead of being read."""
    for folder in folders:
        path = folder / f"{name}{suffix}"
        if not inside(path, folder):
            raise ContentError.single(
                "path-outside",
                where,
                f"{what} '{name}' leads out of {folder.parent.name}/{folder.name}/; name it from there",
            )
        if path.is_file():
            return path
    return None


def names_in(folders: list[Path], keys: tuple[str, ...] = ()) -> list[str]:
    """The YAML files below ``folders`` as names ('my-game/card'), for "did you mean" hints; with ``keys``,
    only files that write one of them at their top level (a template's ``size:``, not a rulebook style)."""
    written = re.compile(rf"^(?:{'|'.join(map(re.escape, keys))}):", re.M)
    return [
        str(path.relative_to(folder).with_suffix(""))
        for folder in folders
        if folder.is_dir()
        for path in sorted(folder.rglob("*.yaml"))
        if not keys or (inside(path, folder) and path.stat().st_size <= FILE_BYTES and written.search(_text(path)))
    ]


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _data_files(root: Path) -> list[str]:
    """The files a ``source:`` could name in a game's folder (YAML and CSV, however deep), as written there."""
    return sorted(
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.suffix.lower() in DATA_SUFFIXES and path.is_file()
    )


def source_path(game: Game, spec: LocatedDict, findings: Findings) -> Path | None:
    """The file a component or data table names with ``source:``, if it exists inside content/.

    Its path is written without ``..`` (``content/words/words.csv``, not ``content/words-fr/../words/words.csv``),
    so that a file two games share, an edition's card list, is one file to its findings: said once."""
    path = Path(os.path.normpath(game.root / str(spec["source"])))
    if not inside(path, game.root.parent):
        findings.error(
            "path-outside",
            spec.line_of("source"),
            f"source '{spec['source']}' leads out of the workspace's content/ folder; a game reads only files in it",
        )
        game.unreadable.add(path)
        return None
    game.sources.add(path)
    if not path.is_file():
        findings.error(
            "file-missing",
            spec.line_of("source"),
            f"source file '{spec['source']}' not found in {game.root.name}/"
            + did_you_mean(str(spec["source"]), _data_files(game.root)),
        )
        game.unreadable.add(path)
        return None
    return path


SHOWN_IDS = 3  # ids named in a finding about several


def report_duplicate_ids(
    entries: list[Any], findings: Findings, what: str, where: Callable[[LocatedDict], Location] | None = None
) -> list[LocatedDict]:
    """Report entries whose id an earlier one has, and return them. Those written at one place, whose
    first copies are at one place too (a row of a generated source's sets written twice makes a card of
    each rank again), are one finding listing their ids. ``where`` says where an entry is written
    (default: its ``id:`` line)."""
    seen: dict[str, Location] = {}
    again: dict[tuple[Location, Location], list[LocatedDict]] = {}
    for entry in entries:
        if not isinstance(entry, LocatedDict) or not isinstance(entry.get("id"), str):
            continue
        ident = entry["id"]
        location = where(entry) if where else entry.line_of("id")
        if ident in seen:
            again.setdefault((location, seen[ident]), []).append(entry)
        else:
            seen[ident] = location
    for (location, first), repeated in again.items():
        say_duplicate_ids(findings, what, location, first, repeated)
    return [entry for repeated in again.values() for entry in repeated]


def say_duplicate_ids(findings: Findings, what: str, location: Location, first: Location, repeated: list[Any]) -> None:
    """One finding at ``location`` for the entries written there whose ids were first made at ``first``."""
    ids = [f"'{entry['id']}'" for entry in repeated]
    here = (first.file, first.line) == (location.file, location.line)  # a flow list's: [teal, plum, teal]
    at = f", at column {first.column}" if first.column else ""
    findings.error(
        "duplicate-id",
        location,
        f"duplicate {what} id{'s' if len(ids) > 1 else ''} {listed_ids([entry['id'] for entry in repeated])} "
        + (f"(first used earlier on this line{at})" if here else f"(first used at {first.file.name}:{first.line})"),
        # the copies of one id are one finding listing them all (an id a spreadsheet's fill handle copied down)
        cause=f"{first.file}:{first.line} {' '.join(ids)}",
    )


def listed_ids(ids: list[str]) -> str:
    """Ids as a finding names them: the first few, and how many more."""
    more = f" and {len(ids) - SHOWN_IDS} more" if len(ids) > SHOWN_IDS else ""
    return ", ".join(f"'{ident}'" for ident in ids[:SHOWN_IDS]) + more

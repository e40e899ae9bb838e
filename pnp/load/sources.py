"""Reading a game's files: one finding per unreadable file, and the file remembered as unreadable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pnp.core.findings import ContentError, Findings, Location
from pnp.core.yamlio import LocatedDict, load_yaml
from pnp.model import Game


def read_yaml(path: Path, findings: Findings, game: Game | None = None) -> Any:
    """The document in ``path``, or None (with its finding) when it cannot be read."""
    try:
        return load_yaml(path, findings)
    except ContentError as exc:
        findings.extend(exc.findings)
        if game is not None:
            game.unreadable.add(path)
        return None


def source_path(game: Game, spec: LocatedDict, findings: Findings) -> Path | None:
    """The file a component or data table names with ``source:``, if it exists."""
    path = game.root / str(spec["source"])
    if not path.is_file():
        findings.error(
            "file-missing", spec.line_of("source"), f"source file '{spec['source']}' not found in {game.root.name}/"
        )
        game.unreadable.add(path)
        return None
    return path


def report_duplicate_ids(entries: list[Any], findings: Findings, what: str) -> None:
    seen: dict[str, Location] = {}
    for entry in entries:
        if not isinstance(entry, LocatedDict) or not isinstance(entry.get("id"), str):
            continue
        ident = entry["id"]
        location = entry.line_of("id")
        if ident in seen:
            first = seen[ident]
            findings.error(
                "duplicate-id",
                location,
                f"duplicate {what} id '{ident}' (first used at {first.file.name}:{first.line})",
            )
        else:
            seen[ident] = location

"""Boards drawn as ASCII maps: every ``map:`` field of a board entry is read and checked.

The notation is in :mod:`pnp.core.asciimap`. Each problem is reported at the file line of
the character that is wrong, with its column in the message: an unknown symbol or a
misplaced wall (``map-syntax``), start spaces missing, doubled or too few for the game's
players (``map-starts``), spaces that cannot be reached from the starts (``map-unreachable``)
and a trap space drawn on a start space (``map-trap-on-start``). The ``ascii_map``
generator reports the same findings when it draws a map (they are said once).
"""

from __future__ import annotations

from pathlib import Path

from pnp.core.asciimap import AsciiMap, MapProblem, parse
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import model_check

MAP_KEY = "map"


@model_check("maps")
def check_maps(game: Game, icons: IconLibrary, findings: Findings) -> None:
    players = game.players
    for component in game.components:
        if component.kind != "board":
            continue
        for entry in component.entries:
            value = entry.get(MAP_KEY)
            if not isinstance(value, str):
                continue
            with findings.scope(component=component.id, item=entry.id):
                report(parse(value, players), entry, MAP_KEY, f"'{entry.id}' map", findings)


def report(parsed: AsciiMap, owner: LocatedDict, key: str, label: str, findings: Findings) -> None:
    """Each problem of a parsed map as a finding at the file line of its character."""
    for problem in parsed.problems:
        location, column = problem_location(owner, key, problem)
        where = Location(location.file, location.line, column)  # JSON and SARIF carry the column too
        findings.error(problem.rule, where, f"{label}, column {column}: {problem.message}")


def problem_location(owner: LocatedDict, key: str, problem: MapProblem) -> tuple[Location, int]:
    """The file line of a problem and its column (1-based) in that line of the file.

    Exact for a literal block (``map: |``); for any other style of value, the key's line and
    the column within the map's own line.
    """
    start = getattr(owner, "block_starts", {}).get(key)
    if start is None:
        return owner.line_of(key), problem.column + 1
    file = owner.line_of(key).file
    return Location(file, start + problem.line), _indent(file, start) + problem.column + 1


def _indent(file: Path, start: int) -> int:
    """How far a literal block is indented in the file: its first non-blank line's indentation
    (0 when the file cannot be read again)."""
    try:
        lines = Path(file).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        return 0
    for line in lines[start - 1 :]:
        if line.strip():
            return len(line) - len(line.lstrip(" "))
    return 0

"""Track pieces: every ``track:`` list of a piece entry (a tile; with ``grid: [cols, rows]``, a frame).

The notation and its rules are in :mod:`pnp.core.tracks`; each problem is reported at the
file line of the segment it is about (a piece-wide one, such as an unused end, at the line
where the track begins). Pieces generated from one design share its track: it is checked
once. Two different tile designs of a component that are one another turned are a warning.
"""

from __future__ import annotations

from typing import Any

from pnp.core import tracks
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedList
from pnp.load.icons import IconLibrary
from pnp.model import Component, Game, Item
from pnp.validate import model_check


@model_check("tracks")
def check_tracks(game: Game, icons: IconLibrary, findings: Findings) -> None:
    for component in game.components:
        checked: set[Any] = set()
        designs: dict[tuple, tuple[str, Location]] = {}
        for entry in component.entries:
            for key in ("track",):
                value = entry.get(key)
                if not isinstance(value, list):
                    continue  # a game's own field of that name (a track listed, one a line, is a list)
                frame = "grid" in entry
                node = _identity(value)
                if node in checked:
                    continue
                checked.add(node)
                grid = _grid(entry, frame, findings) if frame else tracks.Grid()
                if grid is None:
                    continue
                name = _name(entry)
                with findings.scope(component=component.id, item=entry.id):
                    parsed = tracks.read(value, grid)
                    report(
                        parsed, value, _where(entry, key, value), f"{'frame' if frame else 'tile'} '{name}'", findings
                    )
                    if not frame and parsed.ok:
                        _twins(component, parsed, name, _where(entry, key, value), designs, findings)


def report(parsed: tracks.Track, value: Any, where: Location, label: str, findings: Findings) -> None:
    for problem in parsed.problems:
        at = value.line_of(problem.index) if problem.index is not None and isinstance(value, LocatedList) else where
        findings.add(problem.rule, at, f"{label}: {problem.message}", problem.severity)


def _twins(
    component: Component,
    parsed: tracks.Track,
    name: str,
    where: Location,
    designs: dict[tuple, tuple[str, Location]],
    findings: Findings,
) -> None:
    key = tracks.canonical(parsed.segments)
    if key in designs:
        other, other_where = designs[key]
        findings.warning(
            tracks.ROTATION_TWIN,
            where,
            f"tile '{name}' is tile '{other}' ({other_where.file.name}:{other_where.line}) turned: "
            f"every design of {component.title} should differ however it is turned",
        )
    else:
        designs[key] = (name, where)


def _identity(value: Any) -> Any:
    """Pieces generated from one design share its track node: one identity for all of them."""
    loc = getattr(value, "loc", None)
    return (str(loc.file), loc.line) if loc is not None else id(value)


def _where(entry: Item, key: str, value: Any) -> Location:
    loc = getattr(value, "loc", None)
    return loc if loc is not None else entry.line_of(key)


def _name(entry: Item) -> str:
    design = entry.get("design")
    return str(design) if isinstance(design, str) and design else entry.id


def _grid(entry: Item, frame: bool, findings: Findings) -> tracks.Grid | None:
    value = entry.get("grid", [4, 4])
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 50 for v in value)
    ):
        return tracks.Grid(value[0], value[1], frame=frame)
    findings.error(
        tracks.SYNTAX,
        entry.line_of("grid"),
        f"'{entry.id}': grid is [cols, rows], the tiles the frame holds across and down (1 to 50 each)",
    )
    return None

"""The ``pnp`` command group and what its commands share: the workspace, the games named, fonts, print profiles,
findings printed, games made side by side. Thin: parse, call the pipeline, print, exit.

The engine (reportlab, the layout, the exports) is imported by the commands that use it,
so ``pnp --help`` starts in a fraction of the time a build takes.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import click

from pnp.core.findings import ContentError, Findings, printable
from pnp.core.plural import counted
from pnp.core.profiles import Profile, profiles
from pnp.core.suggest import did_you_mean
from pnp.core.workspace import Workspace, inside
from pnp.progress import progress

if TYPE_CHECKING:
    from pnp.cache import ResultCache
    from pnp.load.fonts import FontBook


R = TypeVar("R")

EXIT_OK, EXIT_CONTENT = 0, 1  # wrong usage exits 2 (click's UsageError)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--root",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    help="Workspace directory (default: the current directory).",
)
@click.option("--no-cache", is_flag=True, help="Redo every game, reusing no result kept from an earlier run.")
@click.pass_context
def main(ctx: click.Context, root: Path, no_cache: bool) -> None:
    """Print-and-play PDFs from YAML game content."""
    ctx.obj = Workspace(root.resolve())


def results_cache(workspace: Workspace, command: str, options: tuple[object, ...]) -> ResultCache:
    """The results of earlier runs of ``command`` with these options (none with --no-cache)."""
    from pnp.cache import ResultCache

    enabled = not click.get_current_context().find_root().params.get("no_cache")
    return ResultCache(workspace, command, options, enabled)


def chosen_games(workspace: Workspace, names: tuple[str, ...]) -> list[str]:
    known = workspace.game_slugs()
    if not known:
        raise click.UsageError(f"no games in {workspace.content} (each game is a folder with a game.yaml)")
    unknown = [n for n in names if n not in known]
    if unknown:
        hint = did_you_mean(unknown[0], known, " (did you mean '{}'?)")
        raise click.UsageError(f"unknown game '{unknown[0]}'{hint}; known games: {', '.join(known)}")
    return list(names) or known


def workspace_fonts(workspace: Workspace) -> FontBook:
    """The workspace's fonts; a fonts.yaml that cannot be used stops the command (nothing to set text in)."""
    from pnp.load.fonts import FontBook

    try:
        return FontBook(workspace.fonts)
    except ContentError as exc:
        click.echo(exc.findings.to_text(workspace.root), err=True)
        click.echo("nothing built: fonts/fonts.yaml must be fixed first", err=True)
        sys.exit(EXIT_CONTENT)


def report(findings: Findings, workspace: Workspace, fmt: str = "text", err: bool = True) -> None:
    """Print findings: to stderr while building, to stdout as validate's own output."""
    if fmt == "json":
        click.echo(findings.to_json(workspace.root))
    elif fmt == "sarif":
        click.echo(findings.to_sarif(workspace.root))
    elif findings.items:
        click.echo(findings.to_text(workspace.root), err=err)


PROFILE_OPTION = click.option(
    "--profile",
    "profile_name",
    default="home",
    show_default=True,
    help=f"Print profile: a print shop's bleed, pixel and colour rules ({', '.join(profiles())}, or one of "
    "templates/profiles.yaml).",
)


def print_profile(workspace: Workspace, name: str) -> Profile:
    """The profile ``name``, shipped or the workspace's own; a profiles file that cannot be used stops the command."""
    from pnp.load.profiles import workspace_profiles

    try:
        known = workspace_profiles(workspace)
    except ContentError as exc:
        click.echo(exc.findings.to_text(workspace.root), err=True)
        click.echo("nothing done: templates/profiles.yaml must be fixed first", err=True)
        sys.exit(EXIT_CONTENT)
    if name not in known:
        hint = did_you_mean(name, known, " (did you mean '{}'?)")
        raise click.UsageError(f"--profile {name}: no such print profile{hint}; known: {', '.join(known)}")
    return known[name]


JOBS_OPTION = click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=0),
    default=0,
    help="Processes to run side by side (default 0: one per core; 1: none). Output is the same either way.",
)


class OffsetType(click.ParamType):
    """``X,Y`` in millimetres: ``0.5,-0.3``."""

    name = "X,Y"

    def convert(self, value, param, ctx) -> tuple[float, float]:
        if isinstance(value, tuple):
            return value
        try:
            x, y = (float(part) for part in str(value).split(","))
        except ValueError:
            self.fail(f"'{value}' is not X,Y in millimetres (for example 0.5,-0.3)", param, ctx)
        if max(abs(x), abs(y)) > MAX_BACK_OFFSET:
            self.fail(
                f"{value}: a printer that shifts its backs by more than {MAX_BACK_OFFSET:g} mm needs repair, "
                "not correction",
                param,
                ctx,
            )
        return x, y


MAX_BACK_OFFSET = 10.0  # mm

LAYOUT_OPTION = click.option(
    "--layout",
    type=click.Choice(["duplex", "gutterfold"]),
    default="duplex",
    show_default=True,
    help="gutterfold: fronts and backs on one side of the paper, to fold (no duplex printer needed).",
)

INK_SAVER_OPTION = click.option(
    "--ink-saver",
    is_flag=True,
    help="Also the ink-saving look of every file whose templates have one (<game>-<component>-ink-saver-...).",
)


def output_folder(workspace: Workspace, out: Path | None) -> Path:
    out_dir = (out or workspace.output).resolve()
    for source in (workspace.content, workspace.templates):
        if inside(out_dir, source):
            raise click.UsageError(f"--out {out_dir} is inside {source.name}/; pnp never writes among the sources")
    return out_dir


def folding(layout: str) -> str | None:
    """``--layout``'s choice as PrintSettings keeps it: None for the duplex sheets every build makes."""
    return None if layout == "duplex" else layout


@dataclass(frozen=True)
class Folded:
    """The rulebooks' folded forms a build also writes: booklets (--booklet), pocket booklets (--pocket)."""

    booklet: bool
    pocket: bool


def cannot_write(exc: OSError, target: Path) -> str:
    """What a failed write says: the file it could not write (else ``target``) and why."""
    return f"cannot write {printable(str(exc.filename or target))}: {exc.strerror or exc}"


def side_by_side(
    cache: ResultCache, slugs: list[str], make: Callable[[str], R], jobs: int, label: str = ""
) -> dict[str, R]:
    """``make(slug)`` for each game, side by side in up to ``jobs`` processes, the one that took
    longest last time first; how long each took is remembered for the next run's order."""
    from pnp import parallel

    def timed(slug: str) -> tuple[R, float]:
        start = time.perf_counter()
        return make(slug), time.perf_counter() - start

    order = cache.longest_first(slugs)
    made, seconds = {}, {}
    with parallel.each(timed, order, jobs) as results, progress(label, len(order) if label else 0) as advance:
        for slug, (result, took) in zip(order, results, strict=True):
            made[slug], seconds[slug] = result, took
            advance()
    cache.took(seconds)
    return made


def summary_line(slugs: list[str], findings: Findings) -> str:
    errors, warnings = counted(len(findings.errors), "error"), counted(len(findings.warnings), "warning")
    return f"{counted(len(slugs), 'game')}: {errors}, {warnings}"

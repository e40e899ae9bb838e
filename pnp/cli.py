"""Command line: ``pnp build``, ``pnp validate``, ``pnp list``. Thin: parse, call the pipeline, print, exit.

The engine (reportlab, the layout, the exports) is imported by the commands that use it,
so ``pnp --help`` starts in a fraction of the time a build takes.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import click

from pnp.core.findings import ContentError, Findings, printable, relative
from pnp.core.papers import home_papers, papers
from pnp.core.plural import counted
from pnp.core.profiles import MAX_DPI, MIN_DPI, PrintSettings, Profile, profiles
from pnp.core.suggest import did_you_mean
from pnp.core.vision import SIGHTS
from pnp.core.words import BUILT_IN
from pnp.core.workspace import Workspace, inside
from pnp.progress import progress

if TYPE_CHECKING:
    from pnp.cache import ResultCache
    from pnp.export import Export, ExportSettings
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


def _cache(workspace: Workspace, command: str, options: tuple[object, ...]) -> ResultCache:
    """The results of earlier runs of ``command`` with these options (none with --no-cache)."""
    from pnp.cache import ResultCache

    enabled = not click.get_current_context().find_root().params.get("no_cache")
    return ResultCache(workspace, command, options, enabled)


def _games(workspace: Workspace, names: tuple[str, ...]) -> list[str]:
    known = workspace.game_slugs()
    if not known:
        raise click.UsageError(f"no games in {workspace.content} (each game is a folder with a game.yaml)")
    unknown = [n for n in names if n not in known]
    if unknown:
        hint = did_you_mean(unknown[0], known, " (did you mean '{}'?)")
        raise click.UsageError(f"unknown game '{unknown[0]}'{hint}; known games: {', '.join(known)}")
    return list(names) or known


def _fonts(workspace: Workspace) -> FontBook:
    """The workspace's fonts; a fonts.yaml that cannot be used stops the command (nothing to set text in)."""
    from pnp.load.fonts import FontBook

    try:
        return FontBook(workspace.fonts)
    except ContentError as exc:
        click.echo(exc.findings.to_text(workspace.root), err=True)
        click.echo("nothing built: fonts/fonts.yaml must be fixed first", err=True)
        sys.exit(EXIT_CONTENT)


def _report(findings: Findings, workspace: Workspace, fmt: str = "text", err: bool = True) -> None:
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


def _profile(workspace: Workspace, name: str) -> Profile:
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


def _out_dir(workspace: Workspace, out: Path | None) -> Path:
    out_dir = (out or workspace.output).resolve()
    for source in (workspace.content, workspace.templates):
        if inside(out_dir, source):
            raise click.UsageError(f"--out {out_dir} is inside {source.name}/; pnp never writes among the sources")
    return out_dir


@main.command()
@click.argument("games", nargs=-1)
@click.option(
    "--paper", type=click.Choice(sorted(papers())), help=f"Only this paper (default: {' and '.join(home_papers())})."
)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: output/).")
@click.option("--booklet", is_flag=True, help="Also write each rulebook as a booklet: sheets to fold and staple.")
@click.option(
    "--pocket", is_flag=True, help="Also write each rulebook that fits 8 small pages as a pocket booklet: one sheet."
)
@LAYOUT_OPTION
@PROFILE_OPTION
@click.option(
    "--back-offset",
    type=OffsetType(),
    default="0,0",
    help="Move every backs page X mm right and Y mm up (read X,Y off pnp export calibration).",
)
@INK_SAVER_OPTION
@click.option("--watch", "watching", is_flag=True, help="Build again on every save of a content or template file.")
@JOBS_OPTION
@click.pass_obj
def build(
    workspace: Workspace,
    games: tuple[str, ...],
    paper: str | None,
    out: Path | None,
    booklet: bool,
    pocket: bool,
    layout: str,
    profile_name: str,
    back_offset: tuple[float, float],
    ink_saver: bool,
    watching: bool,
    jobs: int,
) -> None:
    """Validate, then build every printable of GAMES (all games if none named)."""
    from pnp.watch import affected_games, watch

    slugs = _games(workspace, games)
    out_dir = _out_dir(workspace, out)
    chosen = (paper,) if paper else home_papers()
    printing = PrintSettings(_profile(workspace, profile_name), _folding(layout), back_offset, ink_saver)
    fonts: list[FontBook] = []  # read once a game must be built (not when every game is up to date)

    def build_one(slug: str, draw_jobs: int, reuse: bool) -> GameBuild:
        folded = Folded(booklet, pocket)
        return _build_game(workspace, slug, fonts[0], out_dir, chosen, folded, printing, draw_jobs, reuse)

    def build_games(changed: set[Path]) -> bool:
        cache = _cache(workspace, "build", (out_dir, chosen, booklet, pocket, printing))
        todo = affected_games(changed, workspace.content, slugs) if changed else slugs
        games = {slug: game.unchanged() for slug in todo if (game := cache.get(slug)) and game.on_disk()}
        missing = [slug for slug in todo if slug not in games]
        if missing and not fonts:
            fonts.append(_fonts(workspace))
        draw_jobs = jobs if len(missing) == 1 else 1  # one game alone: its files drawn side by side
        games |= _made(cache, missing, lambda slug: build_one(slug, draw_jobs, cache.enabled), jobs, "building")
        failed = False
        for slug in todo:
            if slug in missing and not games[slug].problem:
                cache.put(slug, games[slug], games[slug].sources)
            failed |= not games[slug].show(workspace)
        return failed

    if watching:
        watch([workspace.content, workspace.templates], build_games)
        return
    sys.exit(EXIT_CONTENT if build_games(set()) else EXIT_OK)


@dataclass
class GameBuild:
    """What building one game printed and wrote (made in a worker process, shown by the parent)."""

    slug: str
    findings: Findings
    problem: str = ""  # why nothing was written
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)  # files of earlier builds it no longer makes
    unrecorded: list[Path] = field(default_factory=list)  # other files in a folder pnp kept no record of
    sources: set[Path] = field(default_factory=set)  # the files of content/ it read
    stamps: list[tuple[int, int]] = field(default_factory=list)  # each written file's size and time
    fresh: bool = True  # False: its files are those of an earlier build, nothing having changed since

    def __post_init__(self) -> None:
        self.stamps = self.stamps or _stamps(self.written)

    def on_disk(self) -> bool:
        """True when every file it wrote is still there, as it wrote it."""
        return _stamps(self.written) == self.stamps

    def unchanged(self) -> GameBuild:
        return replace(self, fresh=False)

    def show(self, workspace: Workspace) -> bool:
        """Print it as a serial build would; True when the game's files were written."""
        _report(self.findings, workspace)
        if self.problem:
            click.echo(f"{self.slug}: not built: {self.problem}", err=True)
            return False
        if not self.fresh:
            folder = relative(self.written[0].parent, workspace.root) if self.written else ""
            click.echo(f"{self.slug}: up to date ({counted(len(self.written), 'file')} in {folder}; nothing changed)")
            return True
        for path in self.written:
            click.echo(f"wrote {relative(path, workspace.root)}")
        for path in self.removed:
            click.echo(
                f"removed {relative(path, workspace.root)} (an earlier build wrote it; the game no longer makes it)"
            )
        if self.unrecorded:
            folder, names = (
                relative(self.unrecorded[0].parent, workspace.root),
                ", ".join(p.name for p in self.unrecorded),
            )
            click.echo(
                f"{self.slug}: also in {folder}, not written by this build: {names} (pnp keeps a record of its "
                "files from now on; delete any that are old files of this game)"
            )
        return True


def _cannot_write(exc: OSError, target: Path) -> str:
    """What a failed write says: the file it could not write (else ``target``) and why."""
    return f"cannot write {printable(str(exc.filename or target))}: {exc.strerror or exc}"


def _stamps(paths: list[Path]) -> list[tuple[int, int]]:
    """Size and modification time of each file ((-1, -1) when it is gone)."""
    stamps = []
    for path in paths:
        try:
            info = path.stat()
            stamps.append((info.st_size, info.st_mtime_ns))
        except OSError:
            stamps.append((-1, -1))
    return stamps


def _build_game(
    workspace: Workspace,
    slug: str,
    fonts: FontBook,
    out_dir: Path,
    papers_: tuple[str, ...],
    folded: Folded,
    printing: PrintSettings,
    jobs: int,
    reuse: bool,
) -> GameBuild:
    """Build one game, drawing its files in up to ``jobs`` processes; ``reuse``: copy the files an
    earlier build drew from the same inputs instead of drawing them again."""
    from pnp import pipeline
    from pnp.cache import DrawnFiles

    findings = Findings()
    prepared = pipeline.prepare(workspace, slug, fonts, findings, papers_, folded.booklet, printing, folded.pocket)
    if prepared is None or findings.errors:
        return GameBuild(slug, findings, f"{counted(len(findings.errors), 'error')} in its content")
    try:
        with progress(f"{slug}: drawing", len(prepared.outputs)) as advance:
            drawn = DrawnFiles(workspace, slug) if reuse else None
            files = pipeline.write(prepared, out_dir, advance=advance, jobs=jobs, drawn=drawn)
    except OSError as exc:
        return GameBuild(slug, findings, f"{_cannot_write(exc, out_dir / slug)}; its earlier files are as they were")
    written, removed, unrecorded = files.written, files.removed, files.unrecorded
    return GameBuild(
        slug, findings, written=written, removed=removed, unrecorded=unrecorded, sources=prepared.game.sources
    )


@main.command()
@click.argument("games", nargs=-1)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif"]), default="text", show_default=True)
@click.option("--fit", is_flag=True, help="Also list every text that shrank to fit its box.")
@click.option("--booklet", is_flag=True, help="Also check the rulebooks as booklets (what build --booklet makes).")
@click.option("--pocket", is_flag=True, help="Also check the rulebooks as pocket booklets (what build --pocket makes).")
@click.option("--watch", "watching", is_flag=True, help="Check again on every save; print only what changed.")
@LAYOUT_OPTION
@PROFILE_OPTION
@INK_SAVER_OPTION
@JOBS_OPTION
@click.pass_obj
def validate(
    workspace: Workspace,
    games: tuple[str, ...],
    fmt: str,
    fit: bool,
    booklet: bool,
    pocket: bool,
    watching: bool,
    layout: str,
    profile_name: str,
    ink_saver: bool,
    jobs: int,
) -> None:
    """Check the content of GAMES; print findings as FILE:LINE: severity: message [rule]."""
    slugs = _games(workspace, games)
    checking = Checking(booklet, _profile(workspace, profile_name), ink_saver, pocket, _folding(layout))
    if watching:
        _validate_watching(workspace, slugs, checking, jobs)
        return
    findings, fits = _validate_games(workspace, slugs, checking, jobs)
    for line in fits if fit else ():
        click.echo(line)
    _report(findings, workspace, fmt, err=False)
    if fmt == "text":
        click.echo(_summary(slugs, findings))
    sys.exit(EXIT_CONTENT if findings.errors else EXIT_OK)


def _folding(layout: str) -> str | None:
    """``--layout``'s choice as PrintSettings keeps it: None for the duplex sheets every build makes."""
    return None if layout == "duplex" else layout


@dataclass(frozen=True)
class Folded:
    """The rulebooks' folded forms a build also writes: booklets (--booklet), pocket booklets (--pocket)."""

    booklet: bool
    pocket: bool


@dataclass(frozen=True)
class Checking:
    """What ``pnp validate`` checks besides the content: the booklets, a print profile's rules, the ink-saving looks."""

    booklet: bool
    profile: Profile  # a print profile (its bleed, colours and PDF standard are checked)
    ink_saver: bool = False
    pocket: bool = False  # the rulebooks as pocket booklets too
    layout: str | None = None  # --layout gutterfold: the decks as folded sheets (what build --layout makes)


def _validate_games(
    workspace: Workspace, slugs: list[str], checking: Checking, jobs: int
) -> tuple[Findings, list[str]]:
    """Every finding of the games, and the texts that shrank to fit (once each: copies shrink alike)."""
    return _combined(_check_games(workspace, slugs, checking, jobs))


def _check_games(
    workspace: Workspace, slugs: list[str], checking: Checking, jobs: int
) -> dict[str, tuple[Findings, list[str]]]:
    """Each game's findings and shrunk texts: from the cache while nothing of the game changed,
    the others checked side by side in up to ``jobs`` processes."""
    options = (checking.booklet, checking.profile, checking.ink_saver, checking.pocket, checking.layout)
    cache = _cache(workspace, "validate", options)
    results = {slug: cache.get(slug) for slug in slugs}
    todo = [slug for slug in slugs if results[slug] is None]
    if not todo:
        return results
    from pnp import pipeline
    from pnp.load.fonts import FontBook

    try:
        fonts = FontBook(workspace.fonts)
    except ContentError as exc:  # every game's finding: no text can be set
        return {slug: results[slug] or (exc.findings, []) for slug in slugs}

    def check(slug: str) -> tuple[tuple[Findings, list[str]], set[Path]]:
        found = Findings()
        printing = PrintSettings(checking.profile, checking.layout, ink_saver=checking.ink_saver)
        prepared = pipeline.prepare(
            workspace, slug, fonts, found, booklet=checking.booklet, printing=printing, pocket=checking.pocket
        )
        fits = []
        for where, label, name, wanted, used in prepared.env.layouter.shrunk if prepared is not None else ():
            place = f"{printable(str(relative(where.file, workspace.root)))}:{where.line}"
            fits.append(f"{place}: fit: {label}: {name} shrank from {wanted:g} to {used:g} pt")
        return (found, fits), prepared.game.sources if prepared is not None else set()

    for slug, (result, sources) in _made(cache, todo, check, jobs).items():
        results[slug] = result
        cache.put(slug, result, sources)
    return results


def _combined(games: dict[str, tuple[Findings, list[str]]]) -> tuple[Findings, list[str]]:
    """The games' findings and fit lines as one list, each said once; where games that share a file (two
    editions' template) say different things at one line of it, each is told with its game's name."""
    findings = Findings()
    for found, _ in games.values():
        findings.extend(found)
    findings.name_games_apart()
    fits: dict[str, None] = {}
    for slug, (_, lines) in games.items():
        for line in lines:
            fits[_fit_of(slug, line, games) if len(games) > 1 else line] = None
    return findings, list(fits)


def _fit_of(slug: str, line: str, games: dict[str, tuple[Findings, list[str]]]) -> str:
    """A fit line as the game says it, its game named where another game says something else at its place."""
    place, _, said = line.partition(": fit: ")
    others = [lines for other, (_, lines) in games.items() if other != slug]
    differs = any(line not in lines and any(o.startswith(f"{place}: fit: ") for o in lines) for lines in others)
    return f"{place}: fit: {slug}: {said}" if differs else line


def _validate_watching(workspace: Workspace, slugs: list[str], checking: Checking, jobs: int) -> None:
    """The first run prints every finding; each later run only the new ones and how many were fixed.

    A save checks again only the games it can change (its game's content folder; a
    template or shared file: all), keeping the others' findings from before.
    """
    from pnp.watch import affected_games, watch

    shown: set[str] = set()
    latest: dict[str, tuple[Findings, list[str]]] = {}
    first = True

    def check(changed: set[Path]) -> None:
        nonlocal shown, first
        todo = affected_games(changed, workspace.content, slugs) if changed and latest else slugs
        latest.update(_check_games(workspace, todo, checking, jobs))
        findings, _ = _combined({slug: latest[slug] for slug in slugs})
        lines = findings.to_text(workspace.root).splitlines()
        new = [line for line in lines if line not in shown]
        fixed = len(shown - set(lines))
        for line in new:
            click.echo(line if first else f"+ {line}")
        if fixed:
            click.echo(f"fixed: {counted(fixed, 'finding')}")
        if not first and not new and not fixed:
            click.echo("no change in the findings")
        click.echo(_summary(slugs, findings))
        shown, first = set(lines), False

    watch([workspace.content, workspace.templates], check)


def _made(cache: ResultCache, slugs: list[str], make: Callable[[str], R], jobs: int, label: str = "") -> dict[str, R]:
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


def _summary(slugs: list[str], findings: Findings) -> str:
    errors, warnings = counted(len(findings.errors), "error"), counted(len(findings.warnings), "warning")
    return f"{counted(len(slugs), 'game')}: {errors}, {warnings}"


@main.command()
@click.argument("games", nargs=-1)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Folder (default: output/schemas/).")
@click.pass_obj
def schema(workspace: Workspace, games: tuple[str, ...], out: Path | None) -> None:
    """Write JSON Schemas of every content file kind, for editors with a YAML language server."""
    from pnp.editor import editor_schemas, write_schemas

    folder = out or workspace.output / "schemas"
    for path in write_schemas(editor_schemas(workspace, _games(workspace, games)), folder):
        click.echo(f"wrote {relative(path, workspace.root)}")


@main.command()
@click.argument("games", nargs=-1)
@click.option("--since", default="HEAD", show_default=True, help="The git revision to compare with.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: output/).")
@click.pass_obj
def diff(workspace: Workspace, games: tuple[str, ...], since: str, out: Path | None) -> None:
    """List the pieces whose printed text changed since a git revision; write a proof of each."""
    from pnp.diff import DiffError, changes, write_proof

    fonts = _fonts(workspace)
    out_dir = out or workspace.output
    for slug in _games(workspace, games):
        try:
            found, old_icons, icons = changes(workspace, slug, fonts, since)
        except DiffError as exc:
            raise click.UsageError(str(exc)) from exc
        if not found:
            click.echo(f"{slug}: no piece changed since {since}")
            continue
        for change in found:
            click.echo(f"{slug}: {change.component}/{change.entry}: {change.what}")
        target = out_dir / slug / f"{slug}-diff.pdf"
        face = fonts.default_family.face()
        fonts.ready(face)
        write_proof(found, target, slug, since, (old_icons, icons), face.name)
        click.echo(f"wrote {relative(target, workspace.root)}")


@main.command(name="export")
@click.argument("name", metavar="EXPORT")
@click.argument("games", nargs=-1)
@PROFILE_OPTION
@click.option("--dpi", type=float, help="Resolution of raster files (default: the profile's, 300).")
@click.option("--paper", type=click.Choice(sorted(papers())), help="Only this paper, for exports printed on paper.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: output/).")
@click.option(
    "--ink-saver",
    is_flag=True,
    help="Exports printed at home (tuckbox, proof): also each file in the ink-saving look (<id>-ink-saver-...).",
)
@click.option(
    "--see",
    "sights",
    multiple=True,
    type=click.Choice([*SIGHTS, "all"]),
    help="proof: also each proof as a colour-blind player sees it or a black-and-white printer prints it "
    "(<game>-proof-<sight>-<paper>.pdf); repeatable, 'all' for the four.",
)
@click.option(
    "--component",
    "components",
    metavar="ID",
    multiple=True,
    help="Only this component of each game (its id in game.yaml); repeatable. Default: every component.",
)
@click.pass_obj
def export_command(
    workspace: Workspace,
    name: str,
    games: tuple[str, ...],
    profile_name: str,
    dpi: float | None,
    paper: str | None,
    out: Path | None,
    ink_saver: bool,
    sights: tuple[str, ...],
    components: tuple[str, ...],
) -> None:
    """Write EXPORT (print-shop, proof, tts, tuckbox, calibration) for GAMES, into output/<game>/<export>/."""
    from pnp.export import EXPORTS, ExportSettings

    if name not in EXPORTS:
        raise click.UsageError(EXPORTS.unknown(name))
    chosen = EXPORTS[name]
    if ink_saver and not chosen.ink_saver:
        takers = ", ".join(sorted(n for n in EXPORTS if EXPORTS[n].ink_saver))
        raise click.UsageError(
            f"--ink-saver: {name} has no ink-saving look; only exports printed at home take it ({takers}): "
            "a print shop prints the real look"
        )
    if sights and not chosen.sees:
        takers = ", ".join(sorted(n for n in EXPORTS if EXPORTS[n].sees))
        raise click.UsageError(f"--see: {name} does not take it; only {takers} does")
    if dpi is not None and (dpi != int(dpi) or not MIN_DPI <= dpi <= MAX_DPI):
        raise click.UsageError(f"--dpi {dpi:g}: give a whole number of dots per inch from {MIN_DPI} to {MAX_DPI}")
    shop = _profile(workspace, profile_name)
    if dpi is not None and shop.min_dpi and dpi < shop.min_dpi:
        raise click.UsageError(
            f"--dpi {dpi:g}: {shop.title} asks for at least {shop.min_dpi} dpi and would reject these files; "
            f"leave --dpi out ({shop.dpi}) or give {shop.min_dpi} or more"
        )
    settings = ExportSettings(
        shop.with_dpi(int(dpi) if dpi else None),
        (paper,) if paper else home_papers(),
        dpi_given=dpi is not None,
        ink_saver=ink_saver,
        sights=SIGHTS if "all" in sights else tuple(s for s in SIGHTS if s in sights),
        components=frozenset(components),
    )
    out_dir = _out_dir(workspace, out)
    if not chosen.per_game:
        if components:
            raise click.UsageError(f"--component: {name} is made of no game's components; leave --component out")
        sys.exit(EXIT_OK if _export_once(chosen, workspace, out_dir, settings) else EXIT_CONTENT)
    slugs = _games(workspace, games)
    _check_components(workspace, slugs, components)
    fonts = _fonts(workspace)
    failed = False
    for slug in slugs:
        failed |= not _export_game(chosen, workspace, slug, fonts, out_dir, settings)
    sys.exit(EXIT_CONTENT if failed else EXIT_OK)


def _check_components(workspace: Workspace, slugs: list[str], components: tuple[str, ...]) -> None:
    """Refuse, before anything is written, a --component id that none of these games has (a game that cannot
    be loaded is left to its own content errors, which stop its export anyway)."""
    from pnp import pipeline

    known: list[str] = []
    for slug in slugs if components else ():
        game = pipeline.load(workspace, slug, Findings())
        if game is None:
            return
        known += [component.id for component in game.components if component.id not in known]
    unknown = [given for given in components if given not in known]
    if unknown:
        hint = did_you_mean(unknown[0], known, " (did you mean '{}'?)")
        raise click.UsageError(
            f"--component {unknown[0]}: no such component in {', '.join(slugs)}{hint}; "
            f"the components there are: {', '.join(known)}"
        )


def _export_game(
    chosen: Export, workspace: Workspace, slug: str, fonts: FontBook, out_dir: Path, settings: ExportSettings
) -> bool:
    """One game's export, all files or none; True when written."""
    from pnp import pipeline
    from pnp.export import ExportError, ExportJob
    from pnp.write.files import OutputSet

    findings = Findings()
    printing = PrintSettings(settings.profile, ink_saver=settings.ink_saver, components=settings.components)
    prepared = pipeline.prepare(workspace, slug, fonts, findings, settings.papers, printing=printing)
    _report(findings, workspace)
    if prepared is None or findings.errors:
        click.echo(f"{slug}: not exported: {counted(len(findings.errors), 'error')} in its content", err=True)
        return False
    folder = out_dir / slug / chosen.folder(settings.profile)
    try:
        with OutputSet(folder, owned=True) as files:
            job = ExportJob(prepared, settings, files)
            with progress(f"{slug}: {chosen.name}", chosen.steps(job)) as advance:
                job.advance = advance
                chosen.run(job)
            written = files.targets
    except ExportError as exc:
        click.echo(f"{slug}: not exported: {exc}", err=True)
        return False
    except OSError as exc:
        click.echo(f"{slug}: not exported: {_cannot_write(exc, folder)}; its earlier files are as they were", err=True)
        return False
    if not written:
        click.echo(f"{slug}: nothing to export: {chosen.name} applies to none of its components")
        return True
    click.echo(f"{slug}: wrote {counted(len(written), 'file')} to {relative(folder, workspace.root)}")
    return True


def _export_once(chosen: Export, workspace: Workspace, out_dir: Path, settings: ExportSettings) -> bool:
    """An export of no game (the calibration sheet)."""
    from pnp.write.files import OutputSet

    folder = out_dir / chosen.folder(settings.profile)
    try:
        with OutputSet(folder, owned=True) as files:
            chosen.run_alone(workspace, settings, files)
            written = files.targets
    except OSError as exc:
        click.echo(f"not exported: {_cannot_write(exc, folder)}", err=True)
        return False
    for path in written:
        click.echo(f"wrote {relative(path, workspace.root)}")
    return True


@main.command(name="list")
@click.argument("games", nargs=-1)
@click.pass_obj
def list_games(workspace: Workspace, games: tuple[str, ...]) -> None:
    """Games and their components, with counts (all games, or those named)."""
    cache = _cache(workspace, "list", ())
    for slug in _games(workspace, games):
        lines = cache.get(slug)
        if lines is None:
            lines, sources = _listing(workspace, slug)
            cache.put(slug, lines, sources)
        click.echo("\n".join(lines))


def _listing(workspace: Workspace, slug: str) -> tuple[list[str], set[Path]]:
    """``pnp list``'s lines for one game, and the files of content/ it read."""
    from pnp import pipeline
    from pnp.kinds import KINDS

    findings = Findings()
    game = pipeline.load(workspace, slug, findings)
    if game is None:
        return [f"{slug}: cannot load ({counted(len(findings.errors), 'error')}; run pnp validate {slug})"], set()
    lines = [f"{slug}  {game.title}  ({len(game.all_pieces())} pieces)"]
    ids = max((len(name) for name in [*(c.id for c in game.components), *game.data]), default=0)
    width = max(12, ids)  # a longer id (monster-tokens) widens the column, so the kinds stay lined up
    for component in game.components:
        summary = KINDS[component.kind].summary(component, game.words)
        lines.append(f"  {component.id:<{width}} {component.kind:<9} {summary}  {component.title}")
    for data_id, items in game.data.items():
        lines.append(f"  {data_id:<{width}} {'data':<9} {len(items):>4} {'item' if len(items) == 1 else 'items'}")
    return lines, game.sources


@main.command()
@click.argument("game")
@click.option("--title", help="The game's title (default: from GAME: my-game is 'My Game').")
@click.option(
    "--language",
    type=click.Choice(list(BUILT_IN)),
    default="en",
    show_default=True,
    help="The language of its sample text and of pnp's own words (game.yaml's language:).",
)
@click.pass_obj
def new(workspace: Workspace, game: str, title: str | None, language: str) -> None:
    """Start the game GAME: a deck, its back and a rulebook that validate and build as they are."""
    from pnp.scaffold import ScaffoldError, default_title, new_game

    try:
        made = new_game(workspace, game, title or default_title(game), language)
    except ScaffoldError as exc:
        raise click.UsageError(str(exc)) from None
    except OSError as exc:
        click.echo(f"{_cannot_write(exc, workspace.root)}; nothing was made")
        sys.exit(EXIT_CONTENT)
    for folder in made:
        click.echo(f"made {relative(folder, workspace.root)}/")
    click.echo(f"next: pnp validate {game}, then pnp build {game} (see the README: Starting a game of your own)")

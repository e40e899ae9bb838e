"""``pnp build``: every printable of the games, all files of a game or none."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pnp.core.findings import Findings, relative
from pnp.core.papers import home_papers, papers
from pnp.core.plural import counted
from pnp.core.profiles import PrintSettings
from pnp.core.workspace import Workspace
from pnp.progress import progress

if TYPE_CHECKING:
    from pnp.load.fonts import FontBook


from pnp.cli.app import (
    EXIT_CONTENT,
    EXIT_OK,
    INK_SAVER_OPTION,
    JOBS_OPTION,
    LAYOUT_OPTION,
    PROFILE_OPTION,
    Folded,
    OffsetType,
    cannot_write,
    chosen_games,
    folding,
    main,
    output_folder,
    print_profile,
    report,
    results_cache,
    side_by_side,
    workspace_fonts,
)


@main.command()
@click.argument("games", nargs=-1)
@click.option(
    "--paper",
    type=click.Choice(sorted(papers())),
    help=f"Only this paper (default: game.yaml's papers:, else {' and '.join(home_papers())}).",
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

    slugs = chosen_games(workspace, games)
    out_dir = output_folder(workspace, out)
    chosen = (paper,) if paper else ()  # none: each game's papers (game.yaml's papers:)
    printing = PrintSettings(print_profile(workspace, profile_name), folding(layout), back_offset, ink_saver)
    fonts: list[FontBook] = []  # read once a game must be built (not when every game is up to date)

    def build_one(slug: str, draw_jobs: int, reuse: bool) -> GameBuild:
        folded = Folded(booklet, pocket)
        return _build_game(workspace, slug, fonts[0], out_dir, chosen, folded, printing, draw_jobs, reuse)

    def build_games(changed: set[Path]) -> bool:
        cache = results_cache(workspace, "build", (out_dir, chosen, booklet, pocket, printing))
        todo = affected_games(changed, workspace.content, slugs) if changed else slugs
        games = {slug: game.unchanged() for slug in todo if (game := cache.get(slug)) and game.on_disk()}
        missing = [slug for slug in todo if slug not in games]
        if missing and not fonts:
            fonts.append(workspace_fonts(workspace))
        draw_jobs = jobs if len(missing) == 1 else 1  # one game alone: its files drawn side by side
        games |= side_by_side(cache, missing, lambda slug: build_one(slug, draw_jobs, cache.enabled), jobs, "building")
        failed = False
        for slug in todo:
            if slug in missing and not games[slug].problem:
                cache.put(slug, games[slug], games[slug].sources)
            failed |= not games[slug].show(workspace)
        return failed

    def warm() -> None:
        from pnp import pipeline
        from pnp.load.fonts import FontBook

        if not fonts:
            fonts.append(FontBook(workspace.fonts))  # raises for a fonts.yaml that cannot be used: the runs say so
        pipeline.warm(workspace, slugs, fonts[0], chosen, booklet, printing, pocket)

    if watching:
        watch([workspace.content, workspace.templates], build_games, warm=warm)
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
    notes: list[str] = field(default_factory=list)  # what it says beside its files (a component kept duplex)
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
        report(self.findings, workspace)
        for note in self.notes:
            click.echo(note)
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
    prepared = pipeline.prepare(
        workspace, slug, fonts, findings, papers_, folded.booklet, printing, folded.pocket, reuse
    )
    if prepared is None or findings.errors:
        return GameBuild(slug, findings, f"{counted(len(findings.errors), 'error')} in its content")
    try:
        with progress(f"{slug}: drawing", len(prepared.outputs)) as advance:
            drawn = DrawnFiles(workspace, slug) if reuse else None
            files = pipeline.write(prepared, out_dir, advance=advance, jobs=jobs, drawn=drawn)
    except OSError as exc:
        return GameBuild(slug, findings, f"{cannot_write(exc, out_dir / slug)}; its earlier files are as they were")
    written, removed, unrecorded = files.written, files.removed, files.unrecorded
    return GameBuild(
        slug,
        findings,
        written=written,
        removed=removed,
        unrecorded=unrecorded,
        sources=prepared.game.sources,
        notes=prepared.env.notes,
    )

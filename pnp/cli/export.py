"""``pnp export``: print-shop files, proofs, Tabletop Simulator decks, tuck boxes, the calibration sheet."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pnp.core.findings import Findings, relative
from pnp.core.papers import home_papers, papers
from pnp.core.plural import counted
from pnp.core.profiles import MAX_DPI, MIN_DPI, PrintSettings
from pnp.core.suggest import did_you_mean
from pnp.core.vision import SIGHTS
from pnp.core.workspace import Workspace
from pnp.progress import progress

if TYPE_CHECKING:
    from pnp.export import Export, ExportSettings
    from pnp.load.fonts import FontBook


from pnp.cli.app import (
    EXIT_CONTENT,
    EXIT_OK,
    PROFILE_OPTION,
    cannot_write,
    chosen_games,
    main,
    output_folder,
    print_profile,
    report,
    workspace_fonts,
)


@main.command(name="export")
@click.argument("name", metavar="EXPORT")
@click.argument("games", nargs=-1)
@PROFILE_OPTION
@click.option("--dpi", type=float, help="Resolution of raster files (default: the profile's, 300).")
@click.option(
    "--paper",
    type=click.Choice(sorted(papers())),
    help="Only this paper, for exports printed on paper (default: game.yaml's papers:, else letter and a4).",
)
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
    shop = print_profile(workspace, profile_name)
    if dpi is not None and shop.min_dpi and dpi < shop.min_dpi:
        raise click.UsageError(
            f"--dpi {dpi:g}: {shop.title} asks for at least {shop.min_dpi} dpi and would reject these files; "
            f"leave --dpi out ({shop.dpi}) or give {shop.min_dpi} or more"
        )
    settings = ExportSettings(
        shop.with_dpi(int(dpi) if dpi else None),
        (paper,) if paper else (),  # none: each game's papers (game.yaml's papers:)
        dpi_given=dpi is not None,
        ink_saver=ink_saver,
        sights=SIGHTS if "all" in sights else tuple(s for s in SIGHTS if s in sights),
        components=frozenset(components),
    )
    out_dir = output_folder(workspace, out)
    if not chosen.per_game:
        if components:
            raise click.UsageError(f"--component: {name} is made of no game's components; leave --component out")
        sys.exit(
            EXIT_OK
            if _export_once(chosen, workspace, out_dir, replace(settings, papers=settings.papers or home_papers()))
            else EXIT_CONTENT
        )
    slugs = chosen_games(workspace, games)
    _check_components(workspace, slugs, components)
    fonts = workspace_fonts(workspace)
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
    report(findings, workspace)
    if prepared is None or findings.errors:
        click.echo(f"{slug}: not exported: {counted(len(findings.errors), 'error')} in its content", err=True)
        return False
    settings = replace(settings, papers=prepared.env.papers)  # --paper's, else the game's
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
        click.echo(f"{slug}: not exported: {cannot_write(exc, folder)}; its earlier files are as they were", err=True)
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
        click.echo(f"not exported: {cannot_write(exc, folder)}", err=True)
        return False
    for path in written:
        click.echo(f"wrote {relative(path, workspace.root)}")
    return True

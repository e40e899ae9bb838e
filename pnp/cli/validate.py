"""``pnp validate``: every finding the build would make, once or on every save."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from pnp.cli.app import (
    EXIT_CONTENT,
    EXIT_OK,
    INK_SAVER_OPTION,
    JOBS_OPTION,
    LAYOUT_OPTION,
    PROFILE_OPTION,
    chosen_games,
    folding,
    main,
    print_profile,
    report,
    results_cache,
    side_by_side,
    summary_line,
)
from pnp.core.findings import ContentError, Findings, printable, relative
from pnp.core.papers import papers
from pnp.core.plural import counted
from pnp.core.profiles import PrintSettings, Profile
from pnp.core.workspace import Workspace

if TYPE_CHECKING:  # fonts load when a game is checked, not for --help
    from pnp.load.fonts import FontBook

# A game's result: its findings, the texts that shrank to fit, and the notes build prints beside its files (a
# component --layout gutterfold keeps on duplex sheets), which validate says too
Checked = tuple[Findings, list[str], list[str]]


@main.command()
@click.argument("games", nargs=-1)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif"]), default="text", show_default=True)
@click.option("--fit", is_flag=True, help="Also list every text that shrank to fit its box.")
@click.option("--booklet", is_flag=True, help="Also check the rulebooks as booklets (what build --booklet makes).")
@click.option("--pocket", is_flag=True, help="Also check the rulebooks as pocket booklets (what build --pocket makes).")
@click.option("--watch", "watching", is_flag=True, help="Check again on every save; print only what changed.")
@click.option(
    "--paper",
    type=click.Choice(sorted(papers())),
    help="Check on this paper only (default: game.yaml's papers:, else letter and a4), as build --paper builds.",
)
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
    paper: str | None,
    layout: str,
    profile_name: str,
    ink_saver: bool,
    jobs: int,
) -> None:
    """Check the content of GAMES; print findings as FILE:LINE: severity: message [rule]."""
    slugs = chosen_games(workspace, games)
    profile = print_profile(workspace, profile_name)
    checking = Checking(booklet, profile, ink_saver, pocket, folding(layout), (paper,) if paper else ())
    if watching:
        _validate_watching(workspace, slugs, checking, jobs)
        return
    findings, fits, notes = _validate_games(workspace, slugs, checking, jobs)
    for line in fits if fit else ():
        click.echo(line)
    report(findings, workspace, fmt, err=False)
    if fmt == "text":
        for note in notes:  # as build prints them, after the findings
            click.echo(note)
        click.echo(summary_line(slugs, findings))
    sys.exit(EXIT_CONTENT if findings.errors else EXIT_OK)


@dataclass(frozen=True)
class Checking:
    """What ``pnp validate`` checks besides the content: the booklets, a print profile's rules, the ink-saving looks."""

    booklet: bool
    profile: Profile  # a print profile (its bleed, colours and PDF standard are checked)
    ink_saver: bool = False
    pocket: bool = False  # the rulebooks as pocket booklets too
    layout: str | None = None  # --layout gutterfold: the decks as folded sheets (what build --layout makes)
    papers: tuple[str, ...] = ()  # --paper: on it alone (none: each game's papers)


def _validate_games(workspace: Workspace, slugs: list[str], checking: Checking, jobs: int) -> Checked:
    """Every finding of the games, the texts that shrank to fit (once each: copies shrink alike) and the notes."""
    return _combined(_check_games(workspace, slugs, checking, jobs))


def _check_games(
    workspace: Workspace, slugs: list[str], checking: Checking, jobs: int, fonts: list[FontBook] | None = None
) -> dict[str, Checked]:
    """Each game's findings, shrunk texts and notes: from the cache while nothing of the game changed,
    the others checked side by side in up to ``jobs`` processes. ``fonts``: the fonts read by an earlier run of
    this process (a watch's), kept there for the next."""
    options = (
        checking.booklet,
        checking.profile,
        checking.ink_saver,
        checking.pocket,
        checking.layout,
        checking.papers,
    )
    cache = results_cache(workspace, "validate", options)
    results = {slug: cache.get(slug) for slug in slugs}
    todo = [slug for slug in slugs if results[slug] is None]
    if not todo:
        return results
    from pnp import pipeline
    from pnp.load.fonts import FontBook

    try:
        book = fonts[0] if fonts else FontBook(workspace.fonts)
    except ContentError as exc:  # every game's finding: no text can be set
        return {slug: results[slug] or (exc.findings, [], []) for slug in slugs}
    if fonts is not None and not fonts:
        fonts.append(book)

    def check(slug: str) -> tuple[Checked, set[Path]]:
        found = Findings()
        printing = PrintSettings(checking.profile, checking.layout, ink_saver=checking.ink_saver)
        prepared = pipeline.prepare(
            workspace, slug, book, found, checking.papers, checking.booklet, printing, checking.pocket, cache.enabled
        )
        fits = []
        for where, label, name, wanted, used in prepared.env.layouter.shrunk if prepared is not None else ():
            place = f"{printable(str(relative(where.file, workspace.root)))}:{where.line}"
            fits.append(f"{place}: fit: {label}: {name} shrank from {wanted:g} to {used:g} pt")
        if prepared is None:
            return (found, fits, []), set()
        return (found, fits, prepared.env.notes), prepared.game.sources

    for slug, (result, sources) in side_by_side(cache, todo, check, jobs).items():
        results[slug] = result
        cache.put(slug, result, sources)
    return results


def _combined(games: dict[str, Checked]) -> Checked:
    """The games' findings, fit lines and notes as one list each, each said once; where games that share a file (two
    editions' template) say different things at one line of it, each is told with its game's name."""
    findings = Findings()
    for found, _, _ in games.values():
        findings.extend(found)
    findings.name_games_apart()
    fits: dict[str, None] = {}
    for slug, (_, lines, _) in games.items():
        for line in lines:
            fits[_fit_of(slug, line, games) if len(games) > 1 else line] = None
    notes = dict.fromkeys(note for _, _, said in games.values() for note in said)
    return findings, list(fits), list(notes)


def _fit_of(slug: str, line: str, games: dict[str, Checked]) -> str:
    """A fit line as the game says it, its game named where another game says something else at its place."""
    place, _, said = line.partition(": fit: ")
    others = [lines for other, (_, lines, _) in games.items() if other != slug]
    differs = any(line not in lines and any(o.startswith(f"{place}: fit: ") for o in lines) for lines in others)
    return f"{place}: fit: {slug}: {said}" if differs else line


def _validate_watching(workspace: Workspace, slugs: list[str], checking: Checking, jobs: int) -> None:
    """The first run prints every finding; each later run only the new ones and how many were fixed.

    A save checks again only the games it can change (its game's content folder; a
    template or shared file: all), keeping the others' findings from before.
    """
    from pnp.load.fonts import FontBook
    from pnp.watch import affected_games, watch

    shown: set[str] = set()
    noted: set[str] = set()  # the notes build would print (a component kept duplex), each said when it first appears
    latest: dict[str, Checked] = {}
    fonts: list[FontBook] = []  # read by the first run that needs them, kept for the next
    first = True

    def check(changed: set[Path]) -> None:
        nonlocal shown, noted, first
        todo = affected_games(changed, workspace.content, slugs) if changed and latest else slugs
        latest.update(_check_games(workspace, todo, checking, jobs, fonts))
        findings, _, notes = _combined({slug: latest[slug] for slug in slugs})
        lines = findings.to_text(workspace.root).splitlines()
        new = [line for line in lines if line not in shown]
        fixed = len(shown - set(lines))
        for line in new:
            click.echo(line if first else f"+ {line}")
        if fixed:
            click.echo(f"fixed: {counted(fixed, 'finding')}")
        if not first and not new and not fixed:
            click.echo("no change in the findings")
        for note in notes:
            if note not in noted:
                click.echo(note)
        click.echo(summary_line(slugs, findings))
        shown, noted, first = set(lines), set(notes), False

    def warm() -> None:
        from pnp import pipeline

        if not fonts:
            fonts.append(FontBook(workspace.fonts))  # raises for a fonts.yaml that cannot be used: the runs say so
        printing = PrintSettings(checking.profile, checking.layout, ink_saver=checking.ink_saver)
        pipeline.warm(workspace, slugs, fonts[0], checking.papers, checking.booklet, printing, checking.pocket)

    watch([workspace.content, workspace.templates], check, warm=warm)

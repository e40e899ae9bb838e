"""The commands around the build: ``pnp new``, ``pnp list``, ``pnp schema``, ``pnp diff``."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from pnp.cli.app import EXIT_CONTENT, cannot_write, chosen_games, main, results_cache, workspace_fonts
from pnp.core.findings import Findings, relative
from pnp.core.plural import counted
from pnp.core.words import BUILT_IN
from pnp.core.workspace import Workspace


@main.command(name="list")
@click.argument("games", nargs=-1)
@click.pass_obj
def list_games(workspace: Workspace, games: tuple[str, ...]) -> None:
    """Games and their components, with counts (all games, or those named)."""
    cache = results_cache(workspace, "list", ())
    for slug in chosen_games(workspace, games):
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
    lines = [f"{slug}  {game.title}  ({counted(len(game.all_pieces()), 'piece')})"]
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
@click.option(
    "--with",
    "kinds",
    multiple=True,
    metavar="KIND[,KIND...]",
    help="Also start with these pieces: tiles, tokens, board, tents, standees, dice, or all.",
)
@click.pass_obj
def new(workspace: Workspace, game: str, title: str | None, language: str, kinds: tuple[str, ...]) -> None:
    """Start the game GAME: a deck, its back and a rulebook that validate and build as they are."""
    from pnp.scaffold import ScaffoldError, default_title, new_game

    try:
        made = new_game(workspace, game, title or default_title(game), language, kinds)
    except ScaffoldError as exc:
        raise click.UsageError(str(exc)) from None
    except OSError as exc:
        click.echo(f"{cannot_write(exc, workspace.root)}; nothing was made")
        sys.exit(EXIT_CONTENT)
    for folder in made:
        click.echo(f"made {relative(folder, workspace.root)}/")
    click.echo(f"next: pnp validate {game}, then pnp build {game} (see the README: Starting a game of your own)")


@main.command()
@click.argument("games", nargs=-1)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Folder (default: output/schemas/).")
@click.pass_obj
def schema(workspace: Workspace, games: tuple[str, ...], out: Path | None) -> None:
    """Write JSON Schemas of every content file kind, for editors with a YAML language server."""
    from pnp.editor import editor_schemas, write_schemas

    folder = out or workspace.output / "schemas"
    for path in write_schemas(editor_schemas(workspace, chosen_games(workspace, games)), folder):
        click.echo(f"wrote {relative(path, workspace.root)}")


@main.command()
@click.argument("games", nargs=-1)
@click.option("--since", default="HEAD", show_default=True, help="The git revision to compare with.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: output/).")
@click.pass_obj
def diff(workspace: Workspace, games: tuple[str, ...], since: str, out: Path | None) -> None:
    """List the pieces whose printed text changed since a git revision; write a proof of each."""
    from pnp.diff import DiffError, changes, write_proof

    fonts = workspace_fonts(workspace)
    out_dir = out or workspace.output
    for slug in chosen_games(workspace, games):
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

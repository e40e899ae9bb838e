"""Watch mode: run a command again whenever a content or template file is saved.

A run that fails in any way (a YAML file half-typed, an unexpected error) is reported and
the watcher goes on; only Ctrl-C stops it.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path

import click

DEBOUNCE_MS = 150  # saves closer together than this are one change (editors write in several steps)
IDLE_MS = 500  # how often an idle watcher wakes (to notice Ctrl-C and to announce itself)


def affected_games(changed: Iterable[Path], content: Path, games: list[str]) -> list[str]:
    """The games a set of changed files touches: a game's own folder touches it, anything else all of them."""
    touched: set[str] = set()
    for path in changed:
        try:
            slug = path.relative_to(content).parts[0]
        except (ValueError, IndexError):
            return list(games)  # a template or shared file: every game may use it
        if slug in games:
            touched.add(slug)
    return [slug for slug in games if slug in touched]


def watch(
    folders: list[Path],
    run: Callable[[set[Path]], None],
    stop: threading.Event | None = None,
    warm: Callable[[], None] | None = None,
) -> None:
    """Call ``run(set())`` now, then ``run(changed files)`` after every save below ``folders``.

    ``warm`` runs once the watch is in place (saves made meanwhile wait for it, none is lost): work that makes
    the first save's run as quick as later ones. It says nothing, and what goes wrong in it is said, if at all,
    by the runs."""
    import watchfiles  # only a watching run loads it

    _safely(run, set())
    existing = [folder for folder in folders if folder.is_dir()]
    announced = False
    for changes in watchfiles.watch(
        *existing,
        debounce=DEBOUNCE_MS,
        stop_event=stop,
        raise_interrupt=False,
        rust_timeout=IDLE_MS,
        yield_on_timeout=True,  # an empty first batch says the watch is in place
    ):
        if not announced:
            click.echo(f"watching {', '.join(folder.name + '/' for folder in existing)} (Ctrl-C stops)")
            sys.stdout.flush()
            announced = True
            if warm is not None:
                with contextlib.suppress(Exception):
                    warm()
        changed = {Path(path) for _, path in changes}
        changed = {path for path in changed if path.exists() or path.suffix}  # not an editor's vanished temp file
        if not changed:
            continue
        click.echo(f"— changed: {', '.join(sorted(path.name for path in changed))}")
        _safely(run, changed)


def _safely(run: Callable[[set[Path]], None], changed: set[Path]) -> None:
    try:
        run(changed)
    except SystemExit:
        pass
    except Exception:  # the watcher outlives any one run
        click.echo("pnp: this run failed inside pnp (a bug; please report it):", err=True)
        click.echo(traceback.format_exc(limit=3), err=True)
    sys.stdout.flush()
    sys.stderr.flush()

"""Progress bars for long builds and exports: shown in a terminal, silent when output is piped or ``CI`` is set."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from pnp.parallel import in_worker


def wanted() -> bool:
    """A terminal is watching, and this is not a worker process (its parent shows the progress)."""
    return sys.stderr.isatty() and not os.environ.get("CI") and not in_worker()


@contextmanager
def progress(label: str, total: int) -> Iterator[Callable[[], None]]:
    """A bar of ``total`` steps on stderr; yields the function that advances it by one."""
    if not wanted() or total <= 1:
        yield lambda: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    # Redrawn at each step rather than by rich's refresh thread: a build forks its workers
    # while the bar is up, and forking is only safe in a process with one thread.
    with Progress(*columns, transient=True, console=_console(), auto_refresh=False) as bar:
        task = bar.add_task(label, total=total)

        def advance() -> None:
            bar.advance(task)
            bar.refresh()

        yield advance


def _console():
    from rich.console import Console

    return Console(stderr=True)

"""Progress bars for long builds and exports: shown in a terminal, silent when output is piped or ``CI`` is set."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager


def wanted() -> bool:
    return sys.stderr.isatty() and not os.environ.get("CI")


@contextmanager
def progress(label: str, total: int) -> Iterator[Callable[[], None]]:
    """A bar of ``total`` steps on stderr; yields the function that advances it by one."""
    if not wanted() or total <= 1:
        yield lambda: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True, console=_console()) as bar:
        task = bar.add_task(label, total=total)
        yield lambda: bar.advance(task)


def _console():
    from rich.console import Console

    return Console(stderr=True)

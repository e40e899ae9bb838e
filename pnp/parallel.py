"""Independent work spread over the machine's cores: games side by side, or one game's files.

Results come back in the order the work was given, so what a parallel run prints and
writes is what a serial run prints and writes, byte for byte. Workers are forked where
the platform forks safely (Linux): they start at once and inherit what the parent has
already loaded or laid out, so nothing is pickled but the results. Elsewhere, and with
one job or one task, the work runs in this process.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

_TASK: Callable | None = None  # the function a forked worker runs, inherited from the parent


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def can_fork() -> bool:
    """Forking is safe: Linux, and no other thread that could hold a lock the child would inherit."""
    return sys.platform == "linux" and threading.active_count() == 1


def in_worker() -> bool:
    """Whether this process is one of :func:`each`'s workers (which inherit the loaded multiprocessing: a
    process that never loaded it is none, and ``pnp list`` need not load it to ask)."""
    loaded = sys.modules.get("multiprocessing")
    return loaded is not None and loaded.parent_process() is not None


@contextmanager
def each(task: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[Iterator[R]]:
    """The results of ``task(item)`` for every item, in order; in up to ``jobs`` forked workers (0: one
    per core) when that helps.

    ``task`` may be any callable (a closure over a laid-out game, say): workers inherit it
    from the parent instead of receiving it pickled. Items and results must pickle. The
    workers start on entering the block, so a progress bar started inside it cannot stop
    them forking.
    """
    workers = min(jobs or cores(), len(items))
    if workers <= 1 or not can_fork() or in_worker():
        yield map(task, items)
        return
    import multiprocessing  # only a run that forks loads it

    global _TASK
    _TASK = task
    pool = None
    try:
        with _held(signal.SIGINT):
            pool = multiprocessing.get_context("fork").Pool(workers, initializer=_started)
        with pool:
            yield pool.imap(_run, items, chunksize=1)
    finally:
        if pool is not None:
            pool.terminate()  # also when Ctrl-C came as the workers started (after the with, a no-op)
        _TASK = None


@contextmanager
def _held(signum: int) -> Iterator[None]:
    """The signal waits until the block ends: a Ctrl-C that lands while the workers fork would raise
    its KeyboardInterrupt inside the fork's own hooks (logging's), where it is swallowed, and the
    interrupted build would run on to the end and replace the files it was told to leave."""
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signum})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _started() -> None:
    """A worker takes Ctrl-C again (it inherited the parent's held signal)."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _run(item):
    assert _TASK is not None
    return _TASK(item)

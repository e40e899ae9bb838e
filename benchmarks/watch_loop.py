"""The designer's loop under ``pnp build --watch``: seconds from saving a game's file until the watcher has
printed the last line of its rebuild, for the first save after the watcher started and for later saves.

One watcher process serves every save, so there is no CPU time or peak memory of one save to report: each
save gives its wall seconds alone, from the moment the file is written (the watcher's 150 ms debounce
included, as a designer waits for it) to the arrival of the rebuild's last line.
"""

from __future__ import annotations

import queue
import subprocess
import threading
import time
from pathlib import Path

QUIET = 0.6  # s without a line after a rebuild's last one: the rebuild is over
WAIT = 120.0  # s: a bound on any one wait, so a broken watcher fails the benchmark instead of hanging it


class Watcher:
    """``pnp build --watch`` in a child process, each line of its output with the time it arrived."""

    def __init__(self, command: list[str]):
        self.child = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1, env=None
        )
        self.lines: queue.Queue[tuple[float, str]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            self.lines.put((time.perf_counter(), line))

    def next_line(self, timeout: float = WAIT) -> tuple[float, str]:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise SystemExit(f"benchmark: the watcher said nothing for {timeout:g} s") from None

    def wait_for(self, start: str) -> None:
        while not self.next_line()[1].startswith(start):
            pass

    def rebuild_after(self, save: Path) -> float:
        """Append a comment to ``save``; seconds until the rebuild it causes has printed its last line."""
        while not self.lines.empty():
            self.lines.get()
        with save.open("a", encoding="utf-8") as handle:
            handle.write(f"# benchmark save {time.time_ns()}\n")
        saved = time.perf_counter()
        self.wait_for("— changed")
        last, _ = self.next_line()  # the rebuild's first line, then every line until it falls quiet
        while True:
            try:
                last, _ = self.lines.get(timeout=QUIET)
            except queue.Empty:
                return last - saved

    def stop(self) -> None:
        self.child.terminate()
        self.child.wait(timeout=30)


def save_times(command: list[str], content: Path, games: list[str], saves: int, settle: float) -> dict[str, list]:
    """For each game, the seconds of ``saves`` rebuilds after saving its game.yaml, the first of them the first
    save of that game since the watcher started; ``settle`` seconds are left after it starts watching (its
    warm-up) and between saves."""
    watcher = Watcher(command)
    try:
        watcher.wait_for("watching")
        time.sleep(settle)
        times: dict[str, list] = {}
        for game in games:
            times[game] = []
            for _ in range(saves):
                times[game].append(round(watcher.rebuild_after(content / game / "game.yaml"), 4))
                time.sleep(0.3)
        return times
    finally:
        watcher.stop()

"""Watch mode: a save re-runs validation, a half-typed file never stops the watcher."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from conftest import edit, kept_game_workspace, make_workspace

from pnp.watch import affected_games

WAIT = 30.0  # seconds: a generous bound for a slow CI machine; a run takes well under one


class Watcher:
    """``pnp ... --watch`` in a subprocess, its output lines read as they come."""

    def __init__(self, root: Path, *args: str):
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "pnp", "--root", str(root), *args, "--watch"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, words: str) -> list[str]:
        """Lines up to and including the first that holds ``words``; fails after WAIT seconds."""
        seen, deadline = [], time.monotonic() + WAIT
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                continue
            seen.append(line)
            if words in line:
                return seen
        raise AssertionError(f"no line with {words!r} within {WAIT} s; got {seen}")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def test_validate_watch_reports_each_change_and_survives_broken_yaml(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    watcher = Watcher(root, "validate")
    try:
        watcher.wait_for("watching")
        edit(cards, ":d20:", ":d21:")
        assert any(line.startswith("+ ") and "[icon-unknown]" in line for line in watcher.wait_for("1 error,"))
        good = cards.read_text(encoding="utf-8")
        cards.write_text(good + "cards: [\n", encoding="utf-8")  # half-typed
        assert any("[yaml-syntax]" in line for line in watcher.wait_for("1 game:"))
        cards.write_text(good.replace(":d21:", ":d20:"), encoding="utf-8")
        after = watcher.wait_for("0 errors")
        assert any(line.startswith("fixed:") for line in after)
        assert watcher.process.poll() is None  # still watching
    finally:
        watcher.stop()


def test_build_watch_rebuilds_the_game_that_changed(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    watcher = Watcher(root, "build", "--paper", "a4")
    try:
        watcher.wait_for("watching")
        edit(root / "content/labyrinth-deck/cards.yaml", "The party made", "The party, at last, made")
        rebuilt = watcher.wait_for("labyrinth-deck-rules-a4.pdf")
        assert any(line.startswith("wrote output/labyrinth-deck/") for line in rebuilt)
    finally:
        watcher.stop()


def test_the_warm_up_says_nothing_and_a_save_made_during_it_is_checked(tmp_path):
    """Once it watches, the watcher prepares every game in its own process (what makes the first save as quick to
    check as the next): a game with a finding then says it once, in the first run, and a save made at once, while
    the warm-up runs, is checked after it, with nothing said between."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    cards = root / "content/labyrinth-deck/cards.yaml"
    edit(cards, ":d20:", ":d21:")
    watcher = Watcher(root, "validate")
    try:
        first = watcher.wait_for("watching")
        assert sum("[icon-unknown]" in line for line in first) == 1, first
        edit(cards, ":d21:", ":d20:")
        after = watcher.wait_for("0 errors")
        assert after[0].startswith("— changed: cards.yaml"), after  # the warm-up said nothing
        assert any(line.startswith("fixed: 1 finding") for line in after), after
    finally:
        watcher.stop()


def test_a_game_folder_touches_that_game_and_a_template_touches_all():
    content = Path("/ws/content")
    games = ["fanucci", "labyrinth-deck"]
    assert affected_games([content / "fanucci/deck.yaml"], content, games) == ["fanucci"]
    assert affected_games([Path("/ws/templates/rulebook.yaml")], content, games) == games


def test_validate_watch_says_the_notes_build_would_print(tmp_path):
    """`--layout gutterfold` keeps Eye Spy's round cards on duplex sheets, and `pnp build` and `pnp validate` say
    so in a note after the findings; `pnp validate --watch` said nothing of it. Its first run says it now."""
    root = kept_game_workspace(tmp_path, "speed", "eye-spy")
    watcher = Watcher(root, "validate", "eye-spy", "--layout", "gutterfold", "--paper", "letter")
    try:
        first = watcher.wait_for("watching")
        assert any("component 'deck' keeps its duplex sheets" in line for line in first), first
    finally:
        watcher.stop()

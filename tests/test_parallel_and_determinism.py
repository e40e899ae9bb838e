"""Builds on several cores write what a serial build writes; large decks build whole; repeated art is stored once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import REPO, make_workspace, run_pnp
from pdfread import reader

from pnp import parallel

sys.path.insert(0, str(REPO / "benchmarks"))
import synthetic


def _square(number: int) -> int:
    return number * number


def test_work_spread_over_workers_comes_back_in_order_from_other_processes():
    if not parallel.can_fork():
        pytest.skip("this platform or process does not fork workers")
    with parallel.each(_square, range(12), 2) as squares:
        assert list(squares) == [n * n for n in range(12)]
    with parallel.each(lambda _: os.getpid(), range(6), 2) as pids:
        workers = set(pids)
    assert os.getpid() not in workers and 1 <= len(workers) <= 2


# A fresh process (as `pnp build` is) whose first fork interrupts it, as a Ctrl-C landing while the workers
# start. It takes Ctrl-C as a terminal's process does even when the tests run in the background of a shell,
# which starts them with SIGINT ignored (and a child inherits that: the test then failed, DID NOT RAISE).
_CTRL_C_AT_FORK = """
import os, signal, sys
from pnp import parallel
armed = [True]
def interrupt():
    if armed:
        armed.clear()
        os.kill(os.getpid(), signal.SIGINT)
os.register_at_fork(after_in_parent=interrupt)
try:
    with parallel.each(abs, range(4), 2) as results:
        print("ran on:", list(results))
except KeyboardInterrupt:
    print("stopped" if not armed else "stopped before forking")
"""


def test_ctrl_c_while_the_workers_start_stops_the_work():
    """A Ctrl-C that landed while the pool forked raised its KeyboardInterrupt inside the fork hooks,
    which swallow it ("Exception ignored in _releaseLock"): the interrupted build ran on to the end and
    replaced the PDFs it should have left (seen once in CI, tests/test_safety.py). It is held until
    the workers have started, then stops the work."""
    if not parallel.can_fork():
        pytest.skip("this platform or process does not fork workers")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    run = subprocess.run(
        [sys.executable, "-c", _CTRL_C_AT_FORK],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert run.stdout.strip() == "stopped", run.stdout + run.stderr


def test_one_job_or_one_task_runs_here():
    with parallel.each(lambda _: os.getpid(), range(3), 1) as pids:
        assert set(pids) == {os.getpid()}
    with parallel.each(lambda _: os.getpid(), [0], 4) as pids:
        assert set(pids) == {os.getpid()}


def _build(root: Path, out: Path, *args: str, cwd: Path, seed: str, zone: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": seed, "TZ": zone}
    command = [sys.executable, "-m", "pnp", "--root", str(root), "build", "--out", str(out), *args]
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def _files(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*.pdf"))}


def test_serial_and_parallel_builds_are_byte_identical_whatever_the_process_folder_or_time_zone(tmp_path):
    """Two games side by side, one game's files side by side, and a serial build: the same bytes,
    across hash seeds, working folders and time zones."""
    root = make_workspace(tmp_path / "ws", "labyrinth-deck", "trap-map-galaxy")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _build(root, tmp_path / "serial", "-j1", cwd=elsewhere, seed="1", zone="UTC")
    _build(root, tmp_path / "games", "-j2", cwd=root, seed="2", zone="Pacific/Auckland")
    _build(root, tmp_path / "files", "labyrinth-deck", "-j2", cwd=REPO, seed="3", zone="America/Los_Angeles")
    serial = _files(tmp_path / "serial")
    assert len(serial) == 19
    assert _files(tmp_path / "games") == serial
    files = _files(tmp_path / "files")
    assert files == {name: data for name, data in serial.items() if name.startswith("labyrinth-deck/")}


def test_a_thousand_card_deck_builds_every_card(tmp_path):
    """1,000 synthetic cards on Letter: 125 sheets of fronts and backs, each card's title on its page."""
    root = synthetic.make_workspace(tmp_path / "synth", 1000)
    assert run_pnp(root, "build", "--paper", "letter", "--out", str(tmp_path / "out")).exit_code == 0
    pdf = pdfium.PdfDocument(str(tmp_path / "out/synth/synth-deck-letter.pdf"))
    try:
        assert len(pdf) == synthetic.pages(1000) == 250
        titles = [card["title"] for card in synthetic.card_texts(1000)]
        per_page = synthetic.CARDS_PER_PAGE["letter"]
        for sheet in (0, 62, 124):  # first, middle and last sheets: fronts on even pages
            text = pdf[2 * sheet].get_textpage().get_text_range()
            for title in titles[sheet * per_page : (sheet + 1) * per_page]:
                assert title in text, (sheet, title)
        assert titles[-1] in pdf[248].get_textpage().get_text_range()
    finally:
        pdf.close()


def test_repeated_art_is_one_xobject_in_the_pdf(built):
    """Twisty Passages' maze back, on every card, and each inline icon in each colour: one form each."""
    pdf = reader(built("twisty-passages") / "twisty-passages-deck-letter.pdf")
    forms: dict[str, set[int]] = {}
    pages_using: dict[str, int] = {}
    for page in pdf.pages:
        for name, ref in (page["/Resources"].get("/XObject") or {}).items():
            forms.setdefault(str(name), set()).add(ref.idnum)
            pages_using[str(name)] = pages_using.get(str(name), 0) + 1
    backs = [name for name in forms if name.startswith("/FormXob.face-")]
    assert backs, "the shared back is not drawn as a form"
    assert max(pages_using[name] for name in backs) > 5  # one back form on every backs page
    assert all(len(refs) == 1 for refs in forms.values()), "a form is stored more than once"
    icons = [name for name in forms if name.startswith("/FormXob.icon-")]
    assert icons and max(pages_using[name] for name in icons) > 5  # an icon used on many pages, stored once

"""What a command loads: the libraries that draw (reportlab, Pillow, svglib, lxml, markdown-it) load
only when something is laid out or drawn, and pnp's own layout engine, page planning and worker
processes only when a game is laid out, so `pnp --help` and `pnp list` start quickly (issue 13).
Read from the new process's own module table, never from a timing."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import REPO

DRAWING = ("reportlab", "PIL", "svglib", "lxml", "markdown_it")
# pnp's own: laying out faces, what the component kinds share when they prepare, the impositions that plan
# pages (and the number words read in text), the workers of a parallel run
ENGINE = (
    "pnp.layout",
    "pnp.kinds.common.imposing",
    "pnp.kinds.common.face_templates",
    "pnp.impose.strategies",
    "multiprocessing",
)

SCRIPT = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('\\nloaded: ' + ' '.join(sorted(m for m in {names} if m in sys.modules))"
    " + '\\n'))\n"
    "from pnp.cli import main\n"
    "main(prog_name='pnp')\n"
)


def _loaded(*args: str, names: tuple[str, ...] = DRAWING) -> list[str]:
    script = SCRIPT.format(names=repr(names))
    done = subprocess.run(
        [sys.executable, "-c", script, "--root", str(REPO), "--no-cache", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    line = done.stderr.strip().splitlines()[-1]
    assert line.startswith("loaded:"), done.stderr
    return line.removeprefix("loaded:").split()


@pytest.mark.parametrize("args", [("--help",), ("list",), ("build", "--help")])
def test_a_command_that_draws_nothing_loads_no_drawing_library(args):
    assert _loaded(*args) == []


def test_validate_does_load_them_so_the_check_above_can_fail():
    assert {"reportlab", "PIL"} <= set(_loaded("validate", "labyrinth-deck", "-j", "1"))


@pytest.mark.parametrize("args", [("--help",), ("list",)])
def test_a_command_that_lays_out_nothing_loads_no_layout_engine(args):
    assert _loaded(*args, names=ENGINE) == []


def test_validate_does_load_the_engine_so_the_check_above_can_fail():
    assert set(_loaded("validate", "labyrinth-deck", names=ENGINE)) >= set(ENGINE) - {"multiprocessing"}  # one game

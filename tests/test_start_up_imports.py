"""What a command loads: the libraries that draw (reportlab, Pillow, svglib, lxml, markdown-it) load
only when something is laid out or drawn, so `pnp --help` and `pnp list` start quickly (issue 13).
Read from the new process's own module table, never from a timing."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import REPO

DRAWING = ("reportlab", "PIL", "svglib", "lxml", "markdown_it")

SCRIPT = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('\\nloaded: ' + ' '.join(sorted(m for m in {names} if m in sys.modules))"
    " + '\\n'))\n"
    "from pnp.cli import main\n"
    "main(prog_name='pnp')\n"
)


def _loaded(*args: str) -> list[str]:
    script = SCRIPT.format(names=repr(DRAWING))
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

"""Nothing is lost, nothing leaks: failures of the environment, killed and concurrent builds, hostile files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pypdf
import pytest
from conftest import REPO, edit, make_workspace, run_pnp

import pnp.write.files
from pnp.write.pdf import PdfWriter

GAME = "labyrinth-deck"
FOLDER = f"output/{GAME}"


def _one_line_error(result, code: int) -> str:
    assert result.exit_code == code, result.output
    assert result.exception is None and "Traceback" not in result.output
    return result.output


def _pdfs(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (root / FOLDER).glob("*.pdf") if p.is_file()}


def test_a_read_only_output_folder(labyrinth_ws, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(labyrinth_ws / FOLDER))

    monkeypatch.setattr(pnp.write.files.tempfile, "mkstemp", refuse)
    output = _one_line_error(run_pnp(labyrinth_ws, "build"), 1)
    assert "cannot write" in output and "Permission denied" in output


def test_a_full_disk_keeps_every_earlier_pdf(labyrinth_ws, monkeypatch):
    assert run_pnp(labyrinth_ws, "build").exit_code == 0
    before = _pdfs(labyrinth_ws)
    edit(labyrinth_ws / "content/labyrinth-deck/cards.yaml", "A wrong turn", "A very wrong turn")

    def full(self, output, target):
        target.write(b"%PDF-1.4 half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(PdfWriter, "write", full)
    output = _one_line_error(run_pnp(labyrinth_ws, "build"), 1)
    assert "No space left on device" in output and "earlier files are as they were" in output
    assert _pdfs(labyrinth_ws) == before
    assert not list((labyrinth_ws / FOLDER).glob(".*.part"))


def test_the_output_folder_is_a_file(labyrinth_ws):
    (labyrinth_ws / "output").mkdir()
    (labyrinth_ws / FOLDER).write_text("not a folder")
    output = _one_line_error(run_pnp(labyrinth_ws, "build"), 1)
    assert f"{GAME}: not built: cannot write" in output


def test_a_folder_stands_where_a_pdf_goes(labyrinth_ws):
    assert run_pnp(labyrinth_ws, "build").exit_code == 0
    before = _pdfs(labyrinth_ws)
    blocker = labyrinth_ws / FOLDER / f"{GAME}-rules-a4.pdf"
    blocker.unlink()
    blocker.mkdir()
    del before[blocker.name]
    edit(labyrinth_ws / "content/labyrinth-deck/cards.yaml", "A wrong turn", "A very wrong turn")
    output = _one_line_error(run_pnp(labyrinth_ws, "build"), 1)
    assert "a folder stands where the file goes" in output
    assert _pdfs(labyrinth_ws) == before  # none of the other files was replaced


@pytest.mark.parametrize(
    ("setup", "args", "words"),
    [
        (lambda root: None, ("build",), "no games in"),
        (lambda root: (root / "content").mkdir(), ("validate",), "no games in"),
        (lambda root: None, ("build", "no-such-game"), "no games in"),
    ],
    ids=["not-a-workspace", "no-games", "missing-content-and-a-name"],
)
def test_a_workspace_that_is_not_one(tmp_path, setup, args, words):
    setup(tmp_path)
    result = run_pnp(tmp_path, *args)
    assert words in _one_line_error(result, 2)


def test_an_unknown_game(labyrinth_ws):
    assert "unknown game 'labyrinth-dek'" in _one_line_error(run_pnp(labyrinth_ws, "build", "labyrinth-dek"), 2)


def test_a_missing_font_manifest(labyrinth_ws):
    (labyrinth_ws / "fonts").unlink()
    (labyrinth_ws / "fonts").mkdir()
    output = _one_line_error(run_pnp(labyrinth_ws, "validate"), 1)
    assert "fonts/fonts.yaml:1: error: file not found [file-missing]" in output


@pytest.mark.parametrize("inside", ["content", "templates/labyrinth-deck"])
def test_pnp_never_writes_among_the_sources(labyrinth_ws, inside):
    output = _one_line_error(run_pnp(labyrinth_ws, "build", "--out", str(labyrinth_ws / inside / "out")), 2)
    assert "pnp never writes among the sources" in output
    assert not (labyrinth_ws / inside / "out").exists()


def test_validate_writes_nothing(labyrinth_ws):
    before = sorted(p for p in labyrinth_ws.rglob("*") if not p.is_symlink())
    assert run_pnp(labyrinth_ws, "validate").exit_code == 0
    assert sorted(p for p in labyrinth_ws.rglob("*") if not p.is_symlink()) == before


# -- processes: killed mid-build, interrupted, two at once --------------------------------------

BIG = """title: Big
components:
  - id: deck
    kind: deck
    source: cards.yaml
    face: labyrinth-deck/card
    back: labyrinth-deck/back
    fields: {kind: {enum: [right-path, dead-end, monster, room]}}
"""


def _big_game(root: Path) -> None:
    """A game of 2,000 different cards: its write stage lasts long enough to be caught."""
    game = root / "content/big"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(BIG, encoding="utf-8")
    (game / "cards.yaml").write_text(
        "sets:\n  a: " + str(list(range(50))) + "\n  b: " + str(list(range(40))) + "\n"
        "generate:\n  - for: {x: a, y: b}\n"
        "    card: {id: 'c-{{ x }}-{{ y }}', title: 'Card {{ x }}.{{ y }}', kind: room, "
        "text: 'Room {{ x }} by {{ y }}: traps and treasures.'}\n",
        encoding="utf-8",
    )
    (game / "icons").symlink_to(REPO / "content/labyrinth-deck/icons")


def _spawn(root: Path, *args: str) -> subprocess.Popen:
    """pnp in a process of its own; what it prints goes to ``<root>/pnp-output.txt``."""
    with (root / "pnp-output.txt").open("wb") as log:
        return subprocess.Popen(
            [sys.executable, "-m", "pnp", "--root", str(root), *args],
            stdout=log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONHASHSEED": "0"},
            # Ctrl-C must reach it even when the tests themselves run in the background of a shell,
            # which starts them with SIGINT ignored (and a child inherits that).
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )


def _until_writing(process: subprocess.Popen, folder: Path, timeout: float = 120.0) -> None:
    """Wait until the build has a temporary file open in ``folder``: it is in its write stage."""
    deadline = time.monotonic() + timeout
    while not list(folder.glob(".*.part")):
        assert process.poll() is None, "the build ended before it was caught writing"
        assert time.monotonic() < deadline
        time.sleep(0.002)


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT], ids=["killed", "interrupted"])
def test_a_build_stopped_while_writing_leaves_the_earlier_pdfs(tmp_path, how):
    root = make_workspace(tmp_path, "labyrinth-deck")
    _big_game(root)
    folder = root / "output/big"
    folder.mkdir(parents=True)
    earlier = {f"big-deck-{paper}.pdf": f"%PDF-1.4 earlier {paper}".encode() for paper in ("letter", "a4")}
    for name, data in earlier.items():
        (folder / name).write_bytes(data)
    process = _spawn(root, "build", "big")
    _until_writing(process, folder)
    process.send_signal(how)
    process.wait(timeout=60)
    said = (root / "pnp-output.txt").read_text(errors="replace")
    assert {name: (folder / name).read_bytes() for name in earlier} == earlier, said
    if how == signal.SIGINT:
        assert not list(folder.glob(".*.part"))  # an interrupted build cleans up after itself
    else:
        assert list(folder.glob(".*.part"))  # killed outright: its temporary file stays…
    result = run_pnp(root, "build", "big", "--paper", "a4")
    assert result.exit_code == 0, result.output
    assert not list(folder.glob(".*.part"))  # …until the next build removes it
    assert (folder / "big-deck-letter.pdf").read_bytes() == earlier["big-deck-letter.pdf"]


def test_two_builds_at_once_into_one_folder(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    reference = tmp_path / "reference"
    assert run_pnp(root, "build", "--out", str(reference)).exit_code == 0
    shared = tmp_path / "shared"
    first, second = _spawn(root, "build", "--out", str(shared)), _spawn(root, "build", "--out", str(shared))
    assert first.wait(timeout=120) == 0 and second.wait(timeout=120) == 0
    made = sorted((shared / GAME).glob("*.pdf"))
    assert len(made) == 8 and not list((shared / GAME).glob(".*.part"))
    for pdf in made:
        assert pdf.read_bytes() == (reference / GAME / pdf.name).read_bytes(), pdf.name
        assert len(pypdf.PdfReader(str(pdf)).pages) > 0


# -- hostile content ------------------------------------------------------------------------------

SECRET = "PRIVATE-NOTES-OF-THE-DESIGNER"


def test_a_hostile_icon_reads_nothing_outside_the_workspace(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    secret = tmp_path / "private.txt"
    secret.write_text(SECRET, encoding="utf-8")
    icon = root / "content/labyrinth-deck/icons/d20.svg"
    icon.write_text(
        f'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file://{secret}">]>'
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>',
        encoding="utf-8",
    )
    for command in ("validate", "build"):
        result = run_pnp(root, command)
        assert result.exit_code == 1 and SECRET not in result.output
        assert "d20.svg:1: error: cannot read SVG icon 'd20.svg': it declares XML entities" in result.output
    assert not (root / "output").exists()
    icon.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'
        f'<use xlink:href="{secret}#x"/></svg>',
        encoding="utf-8",
    )
    result = run_pnp(root, "build")
    assert (
        result.exit_code == 1
        and SECRET not in result.output
        and "an icon must hold all its art itself" in result.output
    )


@pytest.mark.parametrize(
    "escape",
    [
        "{{ ''.__class__.__mro__ }}",
        "{{ cycler.__init__.__globals__ }}",
        "{{ lipsum.__globals__ }}",
        "{{ self }}",
        "{{ card._Item__x }}",
    ],
)
def test_sandbox_escapes_are_findings_never_output(labyrinth_ws, escape):
    edit(
        labyrinth_ws / "templates/labyrinth-deck/card.yaml",
        '    text: "Supply"',
        f"    text: {escape!r}".replace("'{{", '"{{').replace("}}'", '}}"'),
    )
    result = run_pnp(labyrinth_ws, "build")
    assert result.exit_code == 1 and "[expression]" in result.output
    assert not (labyrinth_ws / "output").exists()


def test_content_from_outside_the_workspace_is_never_quoted(labyrinth_ws, tmp_path):
    secret = tmp_path / "private.yaml"
    secret.write_text(f"cards:\n  - {{id: x, title: {SECRET}}}\n", encoding="utf-8")
    edit(labyrinth_ws / "content/labyrinth-deck/game.yaml", "    source: actions.yaml", f"    source: {secret}")
    result = run_pnp(labyrinth_ws, "build")
    assert result.exit_code == 1 and SECRET not in result.output and "[path-outside]" in result.output

"""Shared fixtures: the repository's workspace, scratch copies of it, and a CLI runner."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

from pnp.cli import main

REPO = Path(__file__).resolve().parent.parent

# No property test is timed (timings belong in benchmarks/): hypothesis's default 200 ms deadline failed a
# pure-arithmetic property on a busy machine. test_fuzz.py keeps its own bound, as a guard against hangs.
# CI runs the property tests on a fixed sequence of examples, so a landing never depends on the draw;
# a run on a designer's machine keeps drawing new ones (and keeps what failed in .hypothesis/).
settings.register_profile("untimed", deadline=None)
settings.register_profile("ci", parent=settings.get_profile("untimed"), derandomize=True, database=None)
settings.load_profile("ci" if os.environ.get("CI") else "untimed")


@pytest.fixture(scope="session", autouse=True)
def session_cache(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Iterator[Path]:
    """The test run's own pnp cache (pnp/cache.py, compiled expressions), never the user's.

    Results are kept per workspace folder, and each test works in folders of its own. The workers of one
    run (pytest-xdist) share it, as the processes of one `pnp build` do: what one compiled, or made of the
    shipped games, the other finds.
    """
    if worker_id == "master":
        folder = tmp_path_factory.mktemp("cache")
    else:  # each worker's temporary folder is in the run's own
        folder = tmp_path_factory.getbasetemp().parent / "cache"
        folder.mkdir(exist_ok=True)
    before = os.environ.get("PNP_CACHE_DIR")
    os.environ["PNP_CACHE_DIR"] = str(folder)
    yield folder
    if before is None:
        del os.environ["PNP_CACHE_DIR"]
    else:
        os.environ["PNP_CACHE_DIR"] = before


@pytest.fixture
def own_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache for one test that looks into it."""
    folder = tmp_path_factory.mktemp("own-cache")
    monkeypatch.setenv("PNP_CACHE_DIR", str(folder))
    return folder


@dataclass
class Run:
    exit_code: int
    output: str
    exception: BaseException | None


def run_pnp(root: Path, *args: str) -> Run:
    result = CliRunner().invoke(main, ["--root", str(root), *args])
    exception = result.exception if not isinstance(result.exception, SystemExit) else None
    return Run(result.exit_code, result.output, exception)


def finding_lines(root: Path, command: str = "validate", game: str = "demo") -> list[str]:
    """The error and warning lines ``pnp COMMAND GAME`` prints (no traceback allowed)."""
    result = run_pnp(root, command, game)
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def error_lines(root: Path, command: str = "validate", game: str = "demo") -> list[str]:
    """The error lines ``pnp COMMAND GAME`` prints, which must fail (exit code 1, no traceback)."""
    result = run_pnp(root, command, game)
    assert result.exit_code == 1 and result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row]


def the_error(root: Path, game: str = "demo") -> str:
    """The one error line that ``pnp validate`` and ``pnp build`` of ``game`` both print (as validate finds
    everything build refuses)."""
    said = {command: error_lines(root, command, game) for command in ("validate", "build")}
    assert len(said["validate"]) == 1 and said["build"] == said["validate"], said
    return said["validate"][0]


def new_game(tmp_path: Path) -> Path:
    """A workspace holding `pnp new`'s small complete game, ``demo``: its root."""
    root = tmp_path / "ws"
    root.mkdir()
    assert run_pnp(root, "new", "demo").exit_code == 0
    return root


def make_workspace(tmp_path: Path, *games: str) -> Path:
    """A scratch workspace holding copies of the named games and their templates."""
    root = tmp_path / "ws"
    (root / "content").mkdir(parents=True)
    (root / "templates").mkdir()
    (root / "fonts").symlink_to(REPO / "fonts")
    for shared in (REPO / "templates").iterdir():  # shared styles and icons, not other games' templates
        if shared.is_file():
            shutil.copy(shared, root / "templates" / shared.name)
        elif shared.name == "icons":
            shutil.copytree(shared, root / "templates" / "icons")
    for game in games:
        shutil.copytree(REPO / "content" / game, root / "content" / game)
        if (REPO / "templates" / game).is_dir():
            shutil.copytree(REPO / "templates" / game, root / "templates" / game)
    return root


def kept_game_workspace(tmp_path: Path, folder: str, slug: str) -> Path:
    """A scratch workspace holding the test game ``slug`` kept in tests/<folder>/ (a game in German, in French)."""
    root = make_workspace(tmp_path)
    for part in ("content", "templates"):
        shutil.copytree(REPO / "tests" / folder / part / slug, root / part / slug)
    return root


def kept_game_built(factory: pytest.TempPathFactory, folder: str, slug: str) -> Path:
    """A scratch workspace holding the kept test game ``slug``, built once on its papers (for a module's tests that
    only read its PDFs): its root."""
    root = kept_game_workspace(factory.mktemp(slug), folder, slug)
    result = run_pnp(root, "build", slug)
    assert result.exit_code == 0, result.output
    return root


def validated(root: Path, slug: str) -> list[tuple[str, int, str, str]]:
    """`pnp validate` of game ``slug``: each finding as (file, line, rule, message), read from its JSON."""
    result = run_pnp(root, "validate", slug, "--format", "json")
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def loaded_game(root: Path, slug: str):
    """Game ``slug`` of the workspace at ``root`` as loaded, checked to load whole with no finding."""
    from pnp import pipeline
    from pnp.core.findings import Findings
    from pnp.core.workspace import Workspace

    findings = Findings()
    loaded = pipeline.load(Workspace(root), slug, findings)
    assert loaded is not None and loaded.complete and not findings.items, findings.to_text()
    return loaded


@pytest.fixture
def labyrinth_ws(tmp_path: Path) -> Path:
    return make_workspace(tmp_path, "labyrinth-deck")


SHAPES = Path(__file__).resolve().parent / "workspace"


def shapes_workspace(tmp_path: Path) -> Path:
    """A scratch copy of the test workspace (tests/workspace): one component per shape and imposition."""
    root = tmp_path / "shapes"
    shutil.copytree(SHAPES, root, symlinks=False, ignore=shutil.ignore_patterns("fonts", "output"))
    (root / "fonts").symlink_to(REPO / "fonts")
    return root


@pytest.fixture
def shapes_ws(tmp_path: Path) -> Path:
    return shapes_workspace(tmp_path)


@pytest.fixture(scope="session")
def shapes_built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test workspace built once per session; returns its output folder."""
    root = shapes_workspace(tmp_path_factory.mktemp("shapes"))
    out = root / "output"
    result = run_pnp(root, "build", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "shapes"


@pytest.fixture(scope="session")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every shipped game built with its booklets on both papers, once per session; the output folder.
    (tests/test_print_notes.py has a ``shipped`` of its own: its sheets in both layouts.)"""
    out = tmp_path_factory.mktemp("shipped")
    result = run_pnp(REPO, "build", "--booklet", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory):
    """Build each named game once per test session; returns the output folder."""
    cache: dict[str, Path] = {}

    def build(game: str) -> Path:
        if game not in cache:
            out = tmp_path_factory.mktemp(f"out-{game}")
            result = run_pnp(REPO, "build", game, "--out", str(out))
            assert result.exit_code == 0, result.output
            cache[game] = out / game
        return cache[game]

    return build


def plans_of(root: Path, game: str) -> dict:
    """The page plan of each output of ``game`` (what the build draws), by output name."""
    from pnp import pipeline
    from pnp.core.findings import Findings
    from pnp.core.workspace import Workspace
    from pnp.load.fonts import FontBook

    workspace = Workspace(root)
    prepared = pipeline.prepare(workspace, game, FontBook(workspace.fonts), Findings())
    return {output.name: output.plan for output in prepared.outputs}


def slot_of(plan_page, x_pt: float, y_pt: float):
    """The placement whose trim holds the point (points, y up), or None."""
    x, y = x_pt * 25.4 / 72, y_pt * 25.4 / 72
    return next(
        (p for p in plan_page.placements if p.trim.x <= x <= p.trim.right and p.trim.y <= y <= p.trim.top), None
    )


def said_after_edit(root: Path, slug: str, file: str, old: str, new: str) -> tuple[Path, list[str]]:
    """Game ``slug`` of ``root`` with one slip made (``old`` replaced by ``new`` in ``file``): the file, and the
    findings `pnp validate` says, each a line of its text."""
    edit(root / file, old, new)
    output = run_pnp(root, "validate", slug).output
    return root / file, [row for row in output.splitlines() if row.endswith("]")]


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact piece of a file (fails loudly if it is not there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def with_data_table(root: Path, table: str, rows: str) -> Path:
    """The demo game of ``root`` given the data table ``table`` (its file ``table``.yaml holding ``rows``): its file."""
    path = root / f"content/demo/{table}.yaml"
    path.write_text(rows, encoding="utf-8")
    edit(root / "content/demo/game.yaml", "checks:\n", f"data:\n  - id: {table}\n    source: {table}.yaml\nchecks:\n")
    return path


def line_of(path: Path, needle: str) -> int:
    """The line number of ``needle``; ``text@2`` means its second occurrence."""
    text, _, nth = needle.partition("@")
    seen = 0
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
        if text in line:
            seen += 1
            if seen == int(nth or 1):
                return number
    raise AssertionError(f"{needle!r} not in {path}")

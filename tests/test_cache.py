"""The result cache: a game is redone exactly when something it is made from changed.

A stale hit would print old findings or keep old PDFs, so most of these tests edit
something a game depends on and require the next run to see the edit.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import REPO, edit, make_workspace, run_pnp
from pdfread import page_texts, reader
from PIL import Image

from pnp.cache import ResultCache
from pnp.core.usercache import KeptStore
from pnp.core.workspace import Workspace

KNOWN_REFERENCE = "[[Right Path]] cards"
BROKEN = "[[Nosuchcard]] cards"


def _two_games(tmp_path: Path) -> Path:
    """Labyrinth and a small copy of it under another name: two games that share nothing but templates/."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    shutil.copytree(root / "content" / "labyrinth-deck", root / "content" / "twin")
    return root


def _mtimes(folder: Path) -> dict[str, int]:
    return {path.name: path.stat().st_mtime_ns for path in sorted(folder.glob("*.pdf"))}


def test_validate_sees_an_edit_to_a_game_made_after_its_result_was_stored(tmp_path):
    root = _two_games(tmp_path)
    first = run_pnp(root, "validate")
    assert first.exit_code == 0, first.output
    assert run_pnp(root, "validate").output == first.output  # the stored results say the same

    edit(root / "content" / "twin" / "actions.yaml", KNOWN_REFERENCE, BROKEN)
    second = run_pnp(root, "validate")
    assert second.exit_code == 1
    assert "content/twin/actions.yaml" in second.output and "Nosuchcard" in second.output
    assert "content/labyrinth-deck/actions.yaml" not in second.output


def test_an_edit_to_a_shared_template_redoes_every_game(tmp_path):
    root = _two_games(tmp_path)
    assert run_pnp(root, "validate").exit_code == 0
    template = root / "templates" / "labyrinth-deck" / "action.yaml"
    edit(template, "size:", "size: [0, 0]\n_was_size:")
    result = run_pnp(root, "validate")
    assert result.exit_code == 1, result.output
    assert "templates/labyrinth-deck/action.yaml" in result.output


def test_a_source_outside_the_games_folder_is_part_of_its_fingerprint(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    shared = root / "content" / "shared"
    shared.mkdir()
    shutil.move(root / "content" / "labyrinth-deck" / "actions.yaml", shared / "actions.yaml")
    edit(root / "content" / "labyrinth-deck" / "game.yaml", "source: actions.yaml", "source: ../shared/actions.yaml")
    assert run_pnp(root, "validate").exit_code == 0

    edit(shared / "actions.yaml", KNOWN_REFERENCE, BROKEN)
    result = run_pnp(root, "validate")
    assert result.exit_code == 1
    assert "content/shared/actions.yaml" in result.output and "Nosuchcard" in result.output


def test_a_second_build_with_nothing_changed_keeps_the_files_and_says_so(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = root / "output" / "labyrinth-deck"
    assert run_pnp(root, "build", "--paper", "a4").exit_code == 0
    before = _mtimes(out)

    again = run_pnp(root, "build", "--paper", "a4")
    assert again.exit_code == 0
    assert "labyrinth-deck: up to date (4 files in output/labyrinth-deck; nothing changed)" in again.output
    assert "wrote" not in again.output
    assert _mtimes(out) == before

    other_paper = run_pnp(root, "build", "--paper", "letter")  # other options: another result
    assert "wrote output/labyrinth-deck/labyrinth-deck-deck-letter.pdf" in other_paper.output


def test_a_build_redoes_a_game_whose_file_was_deleted_or_replaced(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = root / "output" / "labyrinth-deck"
    assert run_pnp(root, "build", "--paper", "a4").exit_code == 0
    (out / "labyrinth-deck-deck-a4.pdf").unlink()
    assert "wrote output/labyrinth-deck/labyrinth-deck-deck-a4.pdf" in run_pnp(root, "build", "--paper", "a4").output

    (out / "labyrinth-deck-rules-a4.pdf").write_bytes(b"%PDF-1.4 someone else's file")
    rebuilt = run_pnp(root, "build", "--paper", "a4")
    assert "wrote output/labyrinth-deck/labyrinth-deck-rules-a4.pdf" in rebuilt.output
    assert (out / "labyrinth-deck-rules-a4.pdf").stat().st_size > 10_000


def test_after_an_edit_only_the_edited_game_is_built_again(tmp_path):
    root = _two_games(tmp_path)
    assert run_pnp(root, "build", "--paper", "a4").exit_code == 0
    twin_before = _mtimes(root / "output" / "twin")

    edit(root / "content" / "labyrinth-deck" / "actions.yaml", "Scout Ahead", "Scout Far Ahead")
    result = run_pnp(root, "build", "--paper", "a4")
    assert "wrote output/labyrinth-deck/labyrinth-deck-actions-a4.pdf" in result.output
    assert "twin: up to date" in result.output
    assert _mtimes(root / "output" / "twin") == twin_before


def test_no_cache_redoes_everything(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "build", "--paper", "a4").exit_code == 0
    result = run_pnp(root, "--no-cache", "build", "--paper", "a4")
    assert result.output.count("wrote ") == 4


def test_list_follows_an_edit(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert "5 action cards" in run_pnp(root, "list").output
    actions = root / "content" / "labyrinth-deck" / "actions.yaml"
    text = actions.read_text(encoding="utf-8")
    actions.write_text(text[: text.index("  - id: boost-morale")], encoding="utf-8")
    assert "4 action cards" in run_pnp(root, "list").output


def test_a_damaged_or_unwritable_cache_is_a_cache_that_misses(tmp_path, own_cache, monkeypatch):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "validate").exit_code == 0
    for entry in own_cache.rglob("*.pickle"):
        entry.write_bytes(b"not a pickle")
    edit(root / "content" / "labyrinth-deck" / "actions.yaml", KNOWN_REFERENCE, BROKEN)
    assert "Nosuchcard" in run_pnp(root, "validate").output

    blocked = tmp_path / "a-file"
    blocked.write_text("the cache folder cannot be made here")
    monkeypatch.setenv("PNP_CACHE_DIR", str(blocked / "cache"))
    result = run_pnp(root, "validate")
    assert result.exit_code == 1 and result.exception is None
    assert "Nosuchcard" in result.output


def test_the_cache_lives_outside_the_workspace(tmp_path, own_cache):
    root = make_workspace(tmp_path, "labyrinth-deck")
    before = sorted(path for path in root.rglob("*") if "output" not in path.parts)
    assert run_pnp(root, "validate").exit_code == 0
    assert run_pnp(root, "build", "--paper", "a4").exit_code == 0
    assert sorted(path for path in root.rglob("*") if "output" not in path.parts) == before
    assert list(own_cache.rglob("*.pickle"))


def test_a_result_is_stored_under_the_files_as_they_were_before_it_was_made(tmp_path):
    """A file saved while a game is checked must not leave the old result under the new fingerprint."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    cache = ResultCache(Workspace(root), "test", ())
    assert cache.get("labyrinth-deck") is None
    edit(root / "content" / "labyrinth-deck" / "cards.yaml", "Dead End", "Dead Ends")  # saved during the run
    cache.put("labyrinth-deck", "result made from the old files")

    assert ResultCache(Workspace(root), "test", ()).get("labyrinth-deck") is None
    fresh = ResultCache(Workspace(root), "test", ())
    assert fresh.get("labyrinth-deck") is None
    fresh.put("labyrinth-deck", "result made from the new files")
    assert ResultCache(Workspace(root), "test", ()).get("labyrinth-deck") == "result made from the new files"
    assert ResultCache(Workspace(root), "test", ("other options",)).get("labyrinth-deck") is None


def test_the_shipped_workspace_validates_the_same_from_the_cache():
    first = run_pnp(REPO, "validate", "--format", "json")
    second = run_pnp(REPO, "validate", "--format", "json")
    assert first.exit_code == second.exit_code == 0
    assert first.output == second.output


def _pnp_process(root: Path, *args: str) -> subprocess.CompletedProcess:
    """A new process: nothing compiled in memory, only what the cache folder keeps."""
    command = [sys.executable, "-m", "pnp", "--root", str(root), *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("folders", "least"), [("jinja-*", 20), ("schema-*", 5), ("reads-*", 20)])
def test_compiled_code_is_kept_and_damaged_code_compiled_again(tmp_path, own_cache, folders, least):
    """Jinja's code of every expression and template, fastjsonschema's of every schema, the names
    each template value reads."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    first = _pnp_process(root, "--no-cache", "validate")
    kept = list(own_cache.glob(f"{folders}/*"))
    assert first.returncode == 0 and len(kept) > least, first.stdout + first.stderr
    for path in kept:
        path.write_bytes(b"\xe3 not code")
    second = _pnp_process(root, "--no-cache", "validate")
    assert (second.returncode, second.stdout) == (first.returncode, first.stdout)
    assert all(path.read_bytes() != b"\xe3 not code" for path in kept)  # compiled and kept again


def test_an_expression_that_fails_says_so_every_time_from_a_kept_compilation_too(tmp_path, own_cache):
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(root / "templates/labyrinth-deck/card.yaml", "vars.kinds[card.kind].icon", "vars.kinds[card.kind].icon +")
    edit(root / "templates/labyrinth-deck/action.yaml", "size: 15", "size: '{{ self }}'")
    runs = [_pnp_process(root, "--no-cache", "validate") for _ in range(2)]
    assert runs[0].returncode == runs[1].returncode == 1
    assert runs[0].stdout == runs[1].stdout
    assert "[expression]" in runs[0].stdout and "'self' is Jinja's own object" in runs[0].stdout


def test_work_starts_with_what_took_longest_last_time_and_prints_in_its_own_order(tmp_path, own_cache):
    cache = ResultCache(Workspace(tmp_path), "build", ())
    assert cache.longest_first(["a", "b", "c"]) == ["a", "b", "c"]  # nothing known: as given
    cache.took({"a": 1.0, "b": 3.0})
    assert ResultCache(Workspace(tmp_path), "build", ()).longest_first(["a", "b", "c"]) == ["b", "a", "c"]
    for damage in ("{not json", "[1, 2]"):
        for damaged in own_cache.rglob("build-seconds.json"):
            damaged.write_text(damage, encoding="utf-8")
        assert ResultCache(Workspace(tmp_path), "build", ()).longest_first(["a", "b", "c"]) == ["a", "b", "c"]

    root = _two_games(tmp_path)
    first = run_pnp(root, "--no-cache", "validate", "-j", "2")
    assert list(own_cache.rglob("validate-seconds.json"))
    assert run_pnp(root, "--no-cache", "validate", "-j", "2").output == first.output


def test_a_file_is_hashed_again_whenever_its_times_or_size_change(tmp_path, monkeypatch):
    """Digests are reused for files not written since (as git's index does); any write is seen."""
    from pnp.core.usercache import KnownDigests

    monkeypatch.setattr(KnownDigests, "RACY_SECONDS", -1)  # as if the files were written long ago
    art = tmp_path / "art.png"
    art.write_bytes(b"A" * 1000)
    hour_ago = time.time_ns() - 3600 * 10**9
    os.utime(art, ns=(hour_ago, hour_ago))
    index = tmp_path / "digests.json"
    first = KnownDigests(index)
    before = first.digest(art)
    first.save()

    reads = []
    real = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads.append(self) or real(self))
    assert KnownDigests(index).digest(art) == before and art not in reads  # unchanged: not read again

    art.write_bytes(b"B" * 1000)  # same size, and the old modification time put back
    os.utime(art, ns=(hour_ago, hour_ago))
    assert KnownDigests(index).digest(art) != before  # its change time moved: read again


def test_a_recently_written_file_is_not_trusted_to_its_times(tmp_path):
    from pnp.core.usercache import KnownDigests

    art = tmp_path / "art.png"
    art.write_bytes(b"A" * 10)
    index = tmp_path / "digests.json"
    known = KnownDigests(index)
    known.digest(art)
    known.save()
    assert not index.exists() or str(art) not in index.read_text()  # written this second: hashed every run


def _pnp_traced(root: Path, *args: str) -> tuple[subprocess.CompletedProcess, bool]:
    """A new process running pnp in one process (``-j 1``), and whether it imported svglib."""
    script = (
        "import atexit, sys\n"
        "atexit.register(lambda: sys.stderr.write(f\"\\nsvglib imported: {'svglib' in sys.modules}\\n\"))\n"
        "from pnp.cli import main\n"
        "main(prog_name='pnp')\n"
    )
    command = [sys.executable, "-c", script, "--root", str(root), "--no-cache", *args, "-j", "1"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    return done, "svglib imported: True" in done.stderr


def _pdfs(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.rglob("*.pdf"))}


def test_icons_are_converted_once_and_drawn_byte_for_byte_alike_from_what_is_kept(tmp_path, own_cache):
    """svglib converts an icon and renders each of its colours, and tokenises path data (the back's
    maze), and reportlab reads each font, the first time; later runs read them from the cache
    folder (and never import svglib), and draw the same bytes."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    first, converted = _pnp_traced(root, "build", "labyrinth-deck", "--out", str(tmp_path / "first"))
    assert first.returncode == 0 and converted, first.stderr
    assert len(list(own_cache.glob("icons-*/*"))) >= 8 and list(own_cache.glob("forms-*/*"))
    assert list(own_cache.glob("paths-*/*")) and list(own_cache.glob("fonts-*/*"))
    second, converted_again = _pnp_traced(root, "build", "labyrinth-deck", "--out", str(tmp_path / "second"))
    assert second.returncode == 0 and not converted_again, second.stderr
    assert _pdfs(tmp_path / "second") == _pdfs(tmp_path / "first") != {}
    for path in [path for kind in ("icons", "forms", "paths", "fonts") for path in own_cache.glob(f"{kind}-*/*")]:
        path.write_bytes(b"\xe3 not kept")  # damaged: made again
    third, converted = _pnp_traced(root, "build", "labyrinth-deck", "--out", str(tmp_path / "third"))
    assert third.returncode == 0 and converted, third.stderr
    assert _pdfs(tmp_path / "third") == _pdfs(tmp_path / "first")


def test_an_icon_with_an_opacity_is_rendered_into_its_pdf_every_time(tmp_path, own_cache):
    """Its form names a graphics state of its own PDF, so what is kept of it cannot be copied."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(root / "content/labyrinth-deck/icons/dex.svg", '<path fill="#000"', '<path fill="#000" fill-opacity="0.5"')
    runs = [_pnp_traced(root, "build", "labyrinth-deck", "--paper", "a4", "--out", str(tmp_path / n)) for n in "ab"]
    assert all(done.returncode == 0 and converted for done, converted in runs), runs[0][0].stderr
    assert _pdfs(tmp_path / "a") == _pdfs(tmp_path / "b")
    pdf = reader(tmp_path / "a" / "labyrinth-deck" / "labyrinth-deck-actions-a4.pdf")
    halves = [
        form
        for page in pdf.pages
        for name, form in (page["/Resources"].get("/XObject") or {}).items()
        if "icon-dex" in name and " gs" in form.get_object().get_data().decode("latin-1")
    ]
    states = [state.get_object() for form in halves for state in form.get_object()["/Resources"]["/ExtGState"].values()]
    assert halves and any(state.get("/ca") == 0.5 for state in states)


def test_what_installed_packages_made_is_kept_under_their_versions_or_not_at_all(own_cache):
    """Upgrading svglib or reportlab must not find icons or fonts kept by the older version."""
    from reportlab import Version

    known = KeptStore.of_packages("test", ("reportlab",), dict)
    assert known.put("kind", "source", {"a": 1}) == {"a": 1}
    assert known.get("kind", "source") == {"a": 1}
    assert [path.name for path in own_cache.iterdir()] == [known.folder.name]
    assert known.folder.name.startswith(f"test-{Version}-1-")
    unknown = KeptStore.of_packages("other", ("reportlab", "no-such-package"), dict)
    assert unknown.put("kind", "source", {"a": 1}) == {"a": 1}
    assert unknown.get("kind", "source") is None
    assert [path.name for path in own_cache.iterdir()] == [known.folder.name]


def test_what_one_version_of_pnp_kept_is_not_found_by_another(tmp_path, own_cache, monkeypatch):
    """Icons, paths and compiled code are made by pnp's own code too: a pnp whose code differs (an upgrade,
    an edit) makes them again rather than drawing with what the other one made."""
    from pnp.core import usercache

    store = KeptStore.of_packages("test", ("reportlab",), dict)
    store.put("kind", "source", {"made by": "this pnp"})
    other = tmp_path / "pnp"
    shutil.copytree(usercache.PACKAGE, other, ignore=shutil.ignore_patterns("__pycache__"))
    (other / "core" / "svgpath.py").write_text("# another reading of SVG paths\n", encoding="utf-8")
    with monkeypatch.context() as patch:
        patch.setattr(usercache, "PACKAGE", other)
        usercache.engine_digest.cache_clear()
        assert store.get("kind", "source") is None
        store.put("kind", "source", {"made by": "the other pnp"})
        assert store.get("kind", "source") == {"made by": "the other pnp"}
    usercache.engine_digest.cache_clear()
    assert store.get("kind", "source") == {"made by": "this pnp"}


def test_a_kept_font_that_does_not_unpickle_is_read_again_not_reported(tmp_path, own_cache):
    import marshal

    root = make_workspace(tmp_path, "labyrinth-deck")
    first = _pnp_process(root, "--no-cache", "validate")
    kept = list(own_cache.glob("fonts-*/*"))
    assert first.returncode == 0 and kept, first.stdout + first.stderr
    for path in kept:
        path.write_bytes(marshal.dumps(b"\x80\x05 not a pickle"))  # a value the store accepts, damaged inside
    second = _pnp_process(root, "--no-cache", "validate")
    assert (second.returncode, second.stdout) == (first.returncode, first.stdout)


def _drawing_counted(monkeypatch) -> list[str]:
    """The names of what is drawn from now on (card sheets and rulebook pages; -j 1 draws in this process)."""
    import pnp.draw.document
    import pnp.draw.sheets

    drawn: list[str] = []
    sheets, pages = pnp.draw.sheets.draw_sheets, pnp.draw.document.balanced

    def counted_sheets(target, document):
        drawn.append(document.title)
        return sheets(target, document)

    def counted_pages(first):
        drawn.append(f"{first.job.book.title} on {first.job.paper.name}")
        return pages(first)

    monkeypatch.setattr(pnp.draw.sheets, "draw_sheets", counted_sheets)
    monkeypatch.setattr(pnp.draw.document, "balanced", counted_pages)
    return drawn


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.glob("*.pdf"))}


def test_a_rebuild_draws_again_only_the_files_whose_drawing_changed(tmp_path, monkeypatch):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = root / "output" / "labyrinth-deck"
    assert run_pnp(root, "build", "--paper", "a4", "-j", "1").exit_code == 0
    before = _files(out)
    drawn = _drawing_counted(monkeypatch)

    edit(root / "content" / "labyrinth-deck" / "rules.yaml", "beast that hunts them.", "beast that stalks them.")
    result = run_pnp(root, "build", "--paper", "a4", "-j", "1")
    assert result.exit_code == 0 and result.output.count("wrote ") == 4, result.output
    assert drawn == ["Rules and labyrinth tables on a4"]  # the card sheets were copied from the last build, not drawn
    after = _files(out)
    assert {name for name in after if after[name] != before[name]} == {"labyrinth-deck-rules-a4.pdf"}
    assert "stalks them" in " ".join(page_texts(out / "labyrinth-deck-rules-a4.pdf"))

    fresh = run_pnp(root, "--no-cache", "build", "--paper", "a4", "-j", "1", "--out", str(tmp_path / "fresh"))
    assert fresh.exit_code == 0 and _files(tmp_path / "fresh" / "labyrinth-deck") == after


DRAWN_FROM = """
import hashlib, sys
from pathlib import Path
from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook

workspace = Workspace(Path(sys.argv[1]))
fonts = FontBook(workspace.fonts)
for slug in workspace.game_slugs():
    for output in pipeline.prepare(workspace, slug, fonts, Findings()).outputs:
        drawn_from = output.drawn_from()
        print(output.name, drawn_from and hashlib.blake2b(drawn_from, digest_size=12).hexdigest())
"""


def test_what_each_shipped_file_is_drawn_from_reads_the_same_in_every_process():
    """A rebuild copies a file only while what it is drawn from pickles to the same bytes. A set among them
    pickles in the order of its hashes, which each process seeds anew: the rulebooks with figures (their
    faces' hidden parts) were drawn again by every build."""
    said = []
    for seed in ("1", "2", "3"):  # the first may fill the test run's cache; the other two find it full
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run([sys.executable, "-c", DRAWN_FROM, str(REPO)], env=env, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        said.append(dict(line.split(" ") for line in result.stdout.splitlines()))
    assert len(said[1]) >= 40 and "None" not in said[1].values(), said[1]
    assert said[2] == said[1]


def test_an_edit_to_an_icon_or_an_image_draws_the_pieces_that_show_it_again(tmp_path, monkeypatch):
    root = make_workspace(tmp_path, "labyrinth-deck")
    art = root / "content" / "labyrinth-deck" / "art"
    art.mkdir()
    Image.new("RGB", (8, 8), "red").save(art / "corner.png")
    edit(
        root / "templates" / "labyrinth-deck" / "action.yaml",
        "elements:\n",
        "elements:\n  corner: {type: image, src: corner.png, x: 2, y: 2, w: 4, h: 4}\n",
    )
    out = root / "output" / "labyrinth-deck"
    assert run_pnp(root, "build", "--paper", "a4", "-j", "1").exit_code == 0
    drawn = _drawing_counted(monkeypatch)

    for change in (
        lambda: Image.new("RGB", (8, 8), "blue").save(art / "corner.png"),
        lambda: edit(root / "content" / "labyrinth-deck" / "icons" / "dex.svg", "M169.53 16.344", "M139.53 36.344"),
    ):
        before = _files(out)
        change()
        drawn.clear()
        assert run_pnp(root, "build", "--paper", "a4", "-j", "1").exit_code == 0
        assert "The Labyrinth Deck: Actions" in drawn  # drawn again (as is all the game: its art and icons changed)
        assert _files(out)["labyrinth-deck-actions-a4.pdf"] != before["labyrinth-deck-actions-a4.pdf"], drawn
        fresh = tmp_path / f"fresh-{len(drawn)}"
        assert run_pnp(root, "--no-cache", "build", "--paper", "a4", "--out", str(fresh)).exit_code == 0
        assert _files(fresh / "labyrinth-deck") == _files(out)

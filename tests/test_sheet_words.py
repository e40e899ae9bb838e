"""game.yaml's `language: de` (the built-in German `words:`) on card, tile and token sheets, tiled boards
and exports: the footers' labels
("fronts 1/2 · page 1/4"), the note on a file's first page (how to print, cut and fold it), a tiled
board's assembly map, page headings and glue strips (its back's too), the gutterfold's fold word, the
proof sheets and the tuck box print in the game's language. Read back from the built PDFs: every
English phrase of pnp's that the English build prints is gone from the German one."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import make_workspace, run_pnp
from pdfread import page_texts

from pnp.core.words import ENGLISH, GERMAN, PLACEHOLDER

RULEBOOK = {"players", "ages", "contents", "notes", "icon", "meaning", "booklet_note"}  # tests/test_words.py
# what pnp's English says with a number or a page's name: the single words of its labels
LABELS = r"\b(fronts|backs|sheet|page|piece|back|proof) (\d+/\d+|[A-Z]\d)|\bglue [A-Z]\d here|assembly map"


def _phrases() -> dict[str, list[str]]:
    """Each key's English, cut at its placeholders, in pieces of two words or more (a single word such as
    'fold' may be the game's own), but for words German writes alike ("25 mm" on a metric scale bar)."""
    return {
        key: [part.strip() for part in PLACEHOLDER.split(english)[::2] if len(part.split()) > 1]
        for key, english in ENGLISH.items()
        if key not in RULEBOOK and GERMAN.get(key) != english
    }


def _built(root: Path) -> str:
    """The text of every sheet pnp makes of the workspace on A4: both layouts, the proofs and the tuck box."""
    out = root / "out"
    for layout in ((), ("--layout", "gutterfold")):
        result = run_pnp(root, "build", "trap-map-galaxy", "--paper", "a4", "--out", str(out), *layout)
        assert result.exit_code == 0, result.output
    for export in ("proof", "tuckbox"):  # the layout is the sheets' alone: exported once
        for game in ("trap-map-galaxy", "labyrinth-deck"):
            result = run_pnp(root, "export", export, game, "--paper", "a4", "--out", str(out))
            assert result.exit_code == 0, result.output
    files = sorted(p for p in out.rglob("*.pdf") if "-rules-" not in p.name and "trap-guide" not in p.name)
    assert files
    return " ".join(" ".join(text.split()) for path in files for text in page_texts(path))


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Trap Map Galaxy (a tiled board, now with a back; tents folded; standees) and the Labyrinth Deck (a
    tuck box), English."""
    root = make_workspace(tmp_path_factory.mktemp("words"), "trap-map-galaxy", "labyrinth-deck")
    game = root / "content" / "trap-map-galaxy" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(
        text.replace(
            "face: trap-map-galaxy/board\n", "face: trap-map-galaxy/board\n    back: trap-map-galaxy/board\n", 1
        ),
        encoding="utf-8",
    )
    return root


def _german(root: Path) -> None:
    for game in ("trap-map-galaxy", "labyrinth-deck"):
        path = root / "content" / game / "game.yaml"
        path.write_text(path.read_text(encoding="utf-8") + "language: de\n", encoding="utf-8")


def test_german_sheets_boards_and_exports_print_no_english_of_pnps(workspace, tmp_path):
    english = _built(workspace)
    said = {key: [p for p in parts if p in english] for key, parts in _phrases().items()}
    said = {key: parts for key, parts in said.items() if parts}
    # the English build says most of them: the note's every kind, the fold steps, the whole back's map
    for key in (
        "print_one_sided",
        "print_long_edge",
        "cut_crop_marks",
        "fold_how_base",
        "gutterfold_steps",
        "tile_heading_back",
        "map_glue_back",
        "tile_note_back",
        "tuckbox_note",
    ):
        assert key in said, key
    assert re.search(LABELS, english)

    german_ws = tmp_path / "ws"

    shutil.copytree(workspace, german_ws, symlinks=True, ignore=shutil.ignore_patterns("out"))
    _german(german_ws)
    german = _built(german_ws)
    left = {key: [p for p in parts if p in german] for key, parts in said.items()}
    assert not {key: parts for key, parts in left.items() if parts}
    assert not re.findall(LABELS, german)
    for wording in (
        "Vorderseiten 1/2 · Seite 1/4",
        "Bauplan der Rückseite",
        "Rückseite A2 hier aufkleben",
        "beidseitig drucken, an der langen Kante wenden",
        "Rückseite B1 hier aufkleben",
        "falzen",
        "Bogen 1/1",
        "Teil Rückseite A1",
        "Korrekturabzug",
        "Steckschachtel",
    ):
        assert wording in german, wording

"""Sheets to write on (imposition: sheet) in the exports, read back from the files written: a print shop
gets one page of each design and its copies in order.csv (a pad of 50 is one page, not a 50-page PDF);
Tabletop Simulator one card of each design, face up on the table, and a Note that says to copy one for
each player; a tuck box never holds them (a deck declared with imposition: sheet gets none)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from conftest import run_pnp
from pdfread import page_sizes_mm
from test_write_on_sheets import sheets_workspace

NOTES = """\
  - id: notes
    kind: deck
    title: Note pad
    source: scores.yaml
    face: sheets/half
    imposition: sheet
"""


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    root = sheets_workspace(tmp_path_factory.mktemp("sheet-exports"))
    game = root / "content" / "sheets" / "game.yaml"
    game.write_text(game.read_text() + NOTES.replace("scores.yaml", "notes.yaml"))
    (root / "content" / "sheets" / "notes.yaml").write_text("cards:\n  - {id: notes, title: Notes, count: 40}\n")
    outputs = {}
    for name in ("print-shop", "tts", "tuckbox"):
        result = run_pnp(root, "export", name, "--out", str(root / "output"))
        assert result.exit_code == 0, result.output
        outputs[name] = result.output
    return root / "output" / "sheets", outputs


def test_a_print_shop_gets_one_page_of_each_design_and_the_copies_in_its_order(exported):
    folder = exported[0] / "print-shop"
    assert len(page_sizes_mm(folder / "pad" / "pad.pdf")) == 1  # not 50
    assert page_sizes_mm(folder / "pad" / "pad.pdf")[0] == pytest.approx((200, 260))
    assert len(page_sizes_mm(folder / "solo" / "solo.pdf")) == 2  # its front, then its back
    assert len(page_sizes_mm(folder / "scores" / "scores.pdf")) == 1
    rows = list(csv.DictReader((folder / "pad" / "order.csv").open()))
    assert rows == [{"front": "001-coast-front.png", "back": "", "copies": "50", "title": "coast"}]
    rows = list(csv.DictReader((folder / "solo" / "order.csv").open()))
    assert [(row["back"], row["copies"]) for row in rows] == [("back.png", "1")]


def test_tabletop_simulator_gets_one_card_of_each_face_up_and_a_note_to_copy_them(exported):
    saved = json.loads((exported[0] / "tts" / "sheets.json").read_text())
    objects = {obj["GMNotes"]: obj for obj in saved["ObjectStates"]}  # each entry's id
    assert sorted(objects) == ["coast", "notes", "scores", "solo"]
    for sheet in objects.values():
        assert sheet["Name"] == "Card"  # one, not a deck of 50
        assert sheet["Transform"]["rotZ"] == 0.0  # face up
        assert sheet["Hands"] is False  # laid on the table, not held
    assert json.loads((exported[0] / "tts" / "pad" / "pad.json").read_text())["cards"] == 1
    assert saved["Note"] == (
        "Sheets to write on, one of each: Player sheet, Solo sheet, Score pad, Note pad. Copy one for each "
        "player (Ctrl+C, Ctrl+V) and write on it with TTS's drawing tools."
    )


def test_a_tuck_box_never_holds_sheets_to_write_on(exported):
    root, outputs = exported
    assert not (root / "tuckbox").exists()
    assert "nothing to export" in outputs["tuckbox"]

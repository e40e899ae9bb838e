"""Kept faces: after an edit to one card, a run lays out that card's face alone and reuses the others from the
game's last run that found nothing (pnp.layout.kept), and what it prints and says is what a run that reuses
nothing prints and says. A stale face would print old text, so every test here compares with ``--no-cache``."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, make_workspace, run_pnp
from pdfread import page_texts

from pnp.layout.kept import FaceMemo

CARDS = "content/labyrinth-deck/cards.yaml"
DEAD_END = "A wrong turn: the party must double back."  # a card of the deck and of the supply
ROOM = "Traps and treasures! Roll on"  # of the deck alone


@pytest.fixture
def lookups(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """How often a run of this process found a face kept, and how often it laid one out to keep."""
    counted = {"reused": 0, "laid out": 0}
    find, keep = FaceMemo.find, FaceMemo.keep

    def counted_find(self: FaceMemo, key: bytes):
        found = find(self, key)
        counted["reused"] += found is not None
        return found

    def counted_keep(self: FaceMemo, key: bytes, face, records) -> None:
        counted["laid out"] += 1
        keep(self, key, face, records)

    monkeypatch.setattr(FaceMemo, "find", counted_find)
    monkeypatch.setattr(FaceMemo, "keep", counted_keep)
    return counted


def _pdfs(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.rglob("*.pdf"))}


def _built_fresh(root: Path, tmp_path: Path) -> dict[str, bytes]:
    fresh = run_pnp(root, "--no-cache", "build", "labyrinth-deck", "-j", "1", "--out", str(tmp_path / "fresh"))
    assert fresh.exit_code == 0, fresh.output
    return _pdfs(tmp_path / "fresh")


def test_an_edit_to_one_card_lays_out_its_face_alone_and_prints_what_a_fresh_build_prints(tmp_path, lookups):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "build", "labyrinth-deck", "-j", "1").exit_code == 0
    faces = lookups["laid out"]
    assert faces >= 10  # every front face of the 12 different cards, kept
    edit(root / CARDS, ROOM, "Traps and treasures! Now roll on")
    lookups.update({"reused": 0, "laid out": 0})

    result = run_pnp(root, "build", "labyrinth-deck", "-j", "1")

    assert result.exit_code == 0, result.output
    assert lookups == {"reused": faces - 1, "laid out": 1}
    assert _pdfs(root / "output") == _built_fresh(root, tmp_path)
    assert "Now roll on" in " ".join(page_texts(root / "output/labyrinth-deck/labyrinth-deck-deck-a4.pdf"))


def test_an_edit_that_is_a_slip_is_said_as_a_run_that_reuses_nothing_says_it(tmp_path, lookups):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "validate", "labyrinth-deck", "-j", "1").exit_code == 0
    edit(root / CARDS, DEAD_END, "A wrong turn: the party must double back :nosuchicon:.")
    lookups.update({"reused": 0, "laid out": 0})

    kept = run_pnp(root, "validate", "labyrinth-deck", "-j", "1", "--format", "json")
    fresh = run_pnp(root, "--no-cache", "validate", "labyrinth-deck", "-j", "1", "--format", "json")

    assert kept.exit_code == fresh.exit_code == 1
    assert kept.output == fresh.output and "nosuchicon" in kept.output
    assert lookups["reused"] == 0  # the game had said something before its faces: each laid out and said again


def test_a_run_that_found_something_keeps_nothing_for_the_next(tmp_path, lookups):
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(root / CARDS, DEAD_END, "A wrong turn :nosuchicon:.")
    assert run_pnp(root, "validate", "labyrinth-deck", "-j", "1").exit_code == 1
    edit(root / CARDS, "A wrong turn :nosuchicon:.", "A wrong turn.")
    lookups.update({"reused": 0, "laid out": 0})

    assert run_pnp(root, "validate", "labyrinth-deck", "-j", "1").exit_code == 0
    assert lookups["reused"] == 0 and lookups["laid out"] >= 10


def test_an_edit_to_a_template_lays_out_every_face_of_it_again(tmp_path, lookups):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "build", "labyrinth-deck", "-j", "1").exit_code == 0
    card = root / "templates" / "labyrinth-deck" / "card.yaml"
    card.write_text(card.read_text(encoding="utf-8") + "\n# a comment: the file changed\n", encoding="utf-8")
    lookups.update({"reused": 0, "laid out": 0})

    assert run_pnp(root, "build", "labyrinth-deck", "-j", "1").exit_code == 0
    assert lookups["reused"] == 0
    assert _pdfs(root / "output") == _built_fresh(root, tmp_path)


def test_a_line_added_above_a_card_lays_out_the_cards_below_it_again(tmp_path, lookups):
    """Where an entry's fields are written is part of its key: a finding or a fit line of its face names them."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "validate", "labyrinth-deck", "-j", "1", "--fit").exit_code == 0
    edit(root / CARDS, "  - id: room\n", "  # the rooms\n  - id: room\n")
    lookups.update({"reused": 0, "laid out": 0})

    kept = run_pnp(root, "validate", "labyrinth-deck", "-j", "1", "--fit")
    fresh = run_pnp(root, "--no-cache", "validate", "labyrinth-deck", "-j", "1", "--fit")

    assert kept.output == fresh.output
    assert lookups["laid out"] == 1  # the room, the one card written below the new line


def test_a_damaged_file_of_kept_faces_is_a_cache_that_misses(tmp_path, lookups, own_cache):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert run_pnp(root, "validate", "labyrinth-deck", "-j", "1").exit_code == 0
    (kept,) = own_cache.rglob("faces/labyrinth-deck.pickle")
    kept.write_bytes(kept.read_bytes()[:100])
    edit(root / CARDS, ROOM, "Traps and treasures! Now roll on")
    lookups.update({"reused": 0, "laid out": 0})

    result = run_pnp(root, "validate", "labyrinth-deck", "-j", "1")

    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output
    assert lookups["reused"] == 0 and lookups["laid out"] >= 10

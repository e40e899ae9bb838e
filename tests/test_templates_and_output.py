"""Templates are data; output is deterministic and replaced atomically; text prints literally."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from conftest import edit, plans_of, run_pnp
from pdfread import page_texts, render

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook
from pnp.write.pdf import PdfWriter

DECK_A4 = "output/labyrinth-deck/labyrinth-deck-deck-a4.pdf"


def _header_pixel(root):
    """Colour of the first card's header, sampled from the rendered page."""
    first = plans_of(root, "labyrinth-deck")["labyrinth-deck-deck-a4"].pages[0].placements[0]
    dpi = 60
    image = render(root / DECK_A4, 0, dpi)
    px = dpi / 25.4
    return image.getpixel((int((first.trim.x + 5) * px), int((297 - first.trim.top + 2) * px)))


def test_a_layout_edit_changes_the_output_without_code(labyrinth_ws):
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    before_pixel = _header_pixel(labyrinth_ws)
    before_text = page_texts(labyrinth_ws / DECK_A4)[0]
    template = labyrinth_ws / "templates/labyrinth-deck/card.yaml"
    edit(template, 'right-path: {accent: "#2f6b3b"', 'right-path: {accent: "#0000ff"')
    edit(template, 'band: "The way out"', 'band: "Exit this way"')
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    after_pixel = _header_pixel(labyrinth_ws)
    after_text = page_texts(labyrinth_ws / DECK_A4)[0]
    assert before_pixel != after_pixel
    assert after_pixel[2] > 200 and after_pixel[0] < 60  # now blue
    assert "THE WAY OUT" in before_text and "EXIT THIS WAY" in after_text


def test_an_element_can_be_hidden_for_some_cards(built):
    out = built("labyrinth-deck")
    supply = " ".join(page_texts(out / "labyrinth-deck-supply-letter.pdf"))
    deck = " ".join(page_texts(out / "labyrinth-deck-deck-letter.pdf"))
    assert supply.count("SUPPLY") == 15
    assert "SUPPLY" not in deck


def test_removing_an_element_in_a_child_template(labyrinth_ws):
    edit(
        labyrinth_ws / "templates/labyrinth-deck/card.yaml",
        '  band:\n    text: "{{ vars.kinds[card.kind].band }}"\n    color: "{{ vars.kinds[card.kind].accent }}"\n',
        "  band: null\n",
    )
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    assert "THE WAY OUT" not in page_texts(labyrinth_ws / DECK_A4)[0]


def test_template_that_extends_itself_is_an_error(labyrinth_ws):
    edit(
        labyrinth_ws / "templates/labyrinth-deck/frame.yaml",
        "size: poker\n",
        "extends: labyrinth-deck/card\nsize: poker\n",
    )
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    assert "extends itself" in result.output


def test_same_sources_give_identical_bytes(labyrinth_ws, tmp_path):
    """Two separate processes (different hash seeds) write byte-identical PDFs."""
    for run, seed in (("a", "1"), ("b", "2")):
        subprocess.run(
            [sys.executable, "-m", "pnp", "--root", str(labyrinth_ws), "build", "--out", str(tmp_path / run)],
            check=True,
            capture_output=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
    first = sorted((tmp_path / "a").rglob("*.pdf"))
    assert len(first) == 8
    for path in first:
        twin = tmp_path / "b" / path.relative_to(tmp_path / "a")
        assert path.read_bytes() == twin.read_bytes(), path.name


def test_a_failed_write_keeps_every_previous_pdf_of_the_game(labyrinth_ws, monkeypatch):
    """A game's PDFs are replaced all or none: a failure in its third file keeps the first two as they were."""
    assert run_pnp(labyrinth_ws, "build").exit_code == 0
    folder = labyrinth_ws / "output/labyrinth-deck"
    before = {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")}
    assert len(before) == 8
    edit(labyrinth_ws / "content/labyrinth-deck/cards.yaml", "A wrong turn", "A very wrong turn")
    written = []
    real = PdfWriter.write

    def failing(self, output, target):
        if len(written) == 2:
            raise OSError(28, "No space left on device")
        written.append(output.name)
        real(self, output, target)

    monkeypatch.setattr(PdfWriter, "write", failing)
    workspace = Workspace(labyrinth_ws)
    prepared = pipeline.prepare(workspace, "labyrinth-deck", FontBook(workspace.fonts), Findings())
    with pytest.raises(OSError):
        pipeline.write(prepared, workspace.output)
    assert written == ["labyrinth-deck-deck-letter", "labyrinth-deck-deck-a4"]
    assert {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")} == before
    assert not list(folder.glob(".*.part"))


def test_a_build_that_fails_in_one_component_writes_none_of_the_game(labyrinth_ws):
    assert run_pnp(labyrinth_ws, "build").exit_code == 0
    folder = labyrinth_ws / "output/labyrinth-deck"
    before = {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")}
    edit(labyrinth_ws / "content/labyrinth-deck/cards.yaml", "A wrong turn", "A very wrong turn")
    edit(labyrinth_ws / "templates/labyrinth-deck/action.yaml", "    w: 22\n", "    w: [22]\n")
    result = run_pnp(labyrinth_ws, "build")
    assert result.exit_code == 1 and "not built" in result.output
    assert {pdf.name: pdf.read_bytes() for pdf in folder.glob("*.pdf")} == before


def test_leftovers_of_a_killed_build_are_removed_by_the_next(labyrinth_ws):
    folder = labyrinth_ws / "output/labyrinth-deck"
    folder.mkdir(parents=True)
    stale = folder / ".labyrinth-deck-deck-a4.pdf.999999.abc123.part"  # no process 999999 is running
    stale.write_bytes(b"%PDF half")
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    assert not stale.exists()


def test_markup_characters_print_literally(labyrinth_ws):
    edit(
        labyrinth_ws / "content/labyrinth-deck/actions.yaml",
        "text: Reveal the top card of the deck as well as a card in the river. Choose one of them.\n",
        "text: 'Choose: AT&T <b>not bold</b> & \"quoted\".'\n",
    )
    result = run_pnp(labyrinth_ws, "build", "--paper", "a4")
    assert result.exit_code == 0, result.output
    text = " ".join(" ".join(page_texts(labyrinth_ws / "output/labyrinth-deck/labyrinth-deck-actions-a4.pdf")).split())
    assert "Choose: AT&T <b>not bold</b> & “quoted”." in text


def test_underscores_and_entities_print_as_written(labyrinth_ws):
    """Emphasis is `**` and `*` only: an underscore prints (a name like _Amazing_Wizard_ stays whole), and
    an HTML entity is the characters written, in rule text as on cards."""
    written = "by _Amazing_Wizard_ and __init__, Fish &amp; Chips &copy; &#65;"
    edit(
        labyrinth_ws / "content/labyrinth-deck/actions.yaml",
        "text: Reveal the top card of the deck as well as a card in the river. Choose one of them.\n",
        f"text: '{written}'\n",
    )
    edit(
        labyrinth_ws / "content/labyrinth-deck/rules.yaml",
        "      You also need the party's dice:",
        f"      {written}.\n\n      You also need the party's dice:",
    )
    result = run_pnp(labyrinth_ws, "build", "--paper", "a4")
    assert result.exit_code == 0, result.output
    for name in ("actions", "rules"):
        pdf = labyrinth_ws / f"output/labyrinth-deck/labyrinth-deck-{name}-a4.pdf"
        assert written in " ".join(" ".join(page_texts(pdf)).split()), name


def test_list_shows_components_and_counts():
    from conftest import REPO

    result = run_pnp(REPO, "list")
    assert result.exit_code == 0
    assert "labyrinth-deck" in result.output
    assert "deck" in result.output and "16 cards" in result.output
    assert "supply" in result.output and "15 cards" in result.output
    assert "rules" in result.output and "sections" in result.output
    # one of a thing is said in the singular
    assert re.search(r"trap-guide +rulebook +1 section  Trap guide", result.output)
    assert re.search(r"labyrinths +data +1 item\n", result.output)


def test_an_image_element_places_the_art(labyrinth_ws):
    from pdfread import image_count
    from PIL import Image

    art = labyrinth_ws / "content/labyrinth-deck/art"
    art.mkdir()
    Image.new("RGB", (60, 40), (200, 30, 30)).save(art / "map.png")
    edit(
        labyrinth_ws / "templates/labyrinth-deck/card.yaml",
        "  supply_tag:\n",
        "  picture:\n    type: image\n    src: map.png\n    x: 5\n    y: 60\n    w: 20\n    h: 10\n  supply_tag:\n",
    )
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    assert image_count(labyrinth_ws / DECK_A4) == 1  # one image, drawn on every card

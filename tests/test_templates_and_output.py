"""Templates are data; output is deterministic and replaced atomically; text prints literally."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import edit, run_pnp
from pdfread import page_texts, render

import pnp.build
from pnp.findings import Findings
from pnp.fonts import FontBook
from pnp.impose import Sheet
from pnp.workspace import Workspace

DECK_A4 = "output/labyrinth-deck/labyrinth-deck-deck-a4.pdf"


def _header_pixel(root):
    """Colour of the first card's header, sampled from the rendered page."""
    sheet = Sheet.for_item("a4", (63.5, 88.9), 3.175)
    dpi = 60
    image = render(root / DECK_A4, 0, dpi)
    px = dpi / 25.4
    x = (sheet.grid[0] + 5) * px
    y = (297 - sheet.grid[1] - sheet.grid[3] + 2) * px
    return image.getpixel((int(x), int(y)))


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


def test_a_failed_write_keeps_the_previous_pdf(labyrinth_ws, monkeypatch):
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / DECK_A4
    before = pdf.read_bytes()

    def broken(job):
        raise OSError("disk full")

    monkeypatch.setattr(pnp.build, "render_sheets", broken)
    workspace = Workspace(labyrinth_ws)
    fonts = FontBook(workspace.fonts)
    prepared = pnp.build.prepare(workspace, "labyrinth-deck", fonts, Findings())
    with pytest.raises(OSError):
        pnp.build.write_pdfs(prepared, fonts, workspace.output, ("a4",))
    assert pdf.read_bytes() == before
    assert not list(pdf.parent.glob("*.part"))


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


def test_list_shows_components_and_counts():
    from conftest import REPO

    result = run_pnp(REPO, "list")
    assert result.exit_code == 0
    assert "labyrinth-deck" in result.output
    assert "deck" in result.output and "16 cards" in result.output
    assert "supply" in result.output and "15 cards" in result.output


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

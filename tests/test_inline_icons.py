"""Inline icons stand on the text baseline at cap height, whatever margin their SVG box leaves."""

from __future__ import annotations

from pathlib import Path

from conftest import run_pnp
from pdfread import painted, render, text_positions
from test_rulebook_typesetting import rulebook_workspace

# Art in the top third of a square box, as game-icons.net's "eyes" are: centring the box would float it.
EYES = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
  <rect x="20" y="20" width="120" height="80" fill="#ff00ff"/>
  <rect x="160" y="20" width="120" height="80" fill="#00ffff"/>
</svg>
"""
DPI = 288


def eyes_rulebook(tmp_path: Path, title: str, text: str) -> Path:
    """The A4 rules of a game whose one section may draw the icon ``:eyes:`` (magenta and cyan art)."""
    root = rulebook_workspace(tmp_path, [(title, text)])
    icons = root / "content" / "typesetting" / "icons"
    icons.mkdir()
    (icons / "eyes.svg").write_text(EYES, encoding="utf-8")
    out = root / "output"
    result = run_pnp(root, "build", "typesetting", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "typesetting" / "typesetting-rules-a4.pdf"


def test_an_icon_whose_art_fills_part_of_its_box_stands_on_the_baseline_at_cap_height(tmp_path):
    pdf = eyes_rulebook(tmp_path, "Darkness", "It is dark. You see :eyes: Grue eyes.")
    grue = next(placed for placed in text_positions(pdf, 0) if "Grue" in placed.text)
    image = render(pdf, 0, DPI)
    magenta = painted(image, (255, 0, 255)).getbbox()  # left, top, right, bottom (the row below the last)
    assert magenta
    highest_row, lowest_row = magenta[1], magenta[3] - 1
    bottom = image.height - lowest_row - 1  # pixels from the page's foot, y up
    top = image.height - highest_row
    to_pt = 72 / DPI
    assert abs(bottom * to_pt - grue.y) < 0.5, (bottom * to_pt, grue.y)  # on the baseline, not floating
    assert 6.3 < (top - bottom) * to_pt < 7.3  # the cap height of 9.5 pt Lato, 6.8 pt (DESIGN.md: at cap height)

"""`cut_color` in a `tile` imposition: the pieces that fit a page whole, packed as `gutters` packs them, get their cut
outlines in it (it was an unknown key of `tile`); a tiled page is cut on crop marks in its margin and has no cut
outline. The mint tin's dark lid label (tests/mint), read back from the PDF's strokes."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, run_pnp, validated
from pdfread import page_paths, page_texts

GAME = "content/tiny-tides/game.yaml"
WHITE = (255, 255, 255)


@pytest.fixture
def tides(tmp_path):
    root = kept_game_workspace(tmp_path, "mint", "tiny-tides")
    edit(
        root / GAME,
        "imposition: {strategy: gutters, duplex: none}",
        'imposition: {strategy: tile, cut_color: "#ffffff"}',
    )
    return root


def _labels(root, tmp_path):
    """The labels' A4 file, built."""
    assert validated(root, "tiny-tides") == []
    result = run_pnp(root, "build", "tiny-tides", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    return tmp_path / "out/tiny-tides/tiny-tides-labels-a4.pdf"


def _cut_outlines(pdf, page: int) -> list[tuple[int, int, int]]:
    """The colours of the 0.3 mm cut outlines of a page."""
    return [path.stroke_color for path in page_paths(pdf, page) if path.stroke_width == pytest.approx(0.3, abs=0.01)]


def test_pieces_a_tile_imposition_packs_whole_are_outlined_in_its_cut_color(tides, tmp_path):
    # was an unknown-key error: tile took no cut_color, and its whole pieces were outlined in grey
    pdf = _labels(tides, tmp_path)
    assert _cut_outlines(pdf, 0) == [WHITE, WHITE]
    note = " ".join(page_texts(pdf)[0].split())
    assert "just inside the cut outlines" in note and "grey" not in note


def test_beside_a_tiled_piece_the_whole_ones_are_outlined_in_the_cut_color_too(tides, tmp_path):
    # the bottom label as large as a poster: tiled over pages cut on crop marks; the lid label packed after them
    edit(tides / "templates/tiny-tides/label-bottom.yaml", "size: [90, 55]", "size: [400, 280]")
    pdf = _labels(tides, tmp_path)
    pages = page_texts(pdf)  # the assembly map, the tiled pages A1 to B2, the lid label's sheet
    assert "A1 (row A, column 1" in pages[1] and "B2 (row B, column 2" in pages[4] and len(pages) == 6
    assert _cut_outlines(pdf, 5) == [WHITE]
    assert not any(_cut_outlines(pdf, index) for index in range(1, 5))  # cut on crop marks in the margin

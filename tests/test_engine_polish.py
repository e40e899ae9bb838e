"""Engine polish after a publisher's visual review: tiled boards' joins, last lines of body text,
the booklet's printing note; each read back from the built PDFs."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from conftest import REPO, plans_of

from pnp.core.geometry import Box, path_bounds
from pnp.impose.strategies.tile import windows

GALAXY = "trap-map-galaxy"
MM = 72 / 25.4


def _join_clearances(pdf, plan) -> dict[str, float]:
    """For each join of a tiled board (a page's left edge after column 1, its top edge after row A):
    the least distance (mm) from the edge to the tight box of any printed character along it."""
    least: dict[str, float] = {}
    document = pdfium.PdfDocument(str(pdf))
    try:
        for index, page in enumerate(plan.pages[1:], start=1):  # after the assembly map
            label = page.label.split()[1]
            art = path_bounds(page.placements[0].clip)
            text = document[index].get_textpage()
            for i in range(text.count_chars()):
                if not text.get_text_range(i, 1).strip():
                    continue
                left, bottom, right, top = (v / MM for v in text.get_charbox(i))
                if label[1:] != "1" and art.y < (bottom + top) / 2 < art.top:  # beside the left edge, either side
                    gap = max(left - art.x, art.x - right, 0.0)
                    least[f"{label} left"] = min(least.get(f"{label} left", 99.0), gap)
                if label[0] != "A" and art.x < (left + right) / 2 < art.right:
                    gap = max(bottom - art.top, art.top - top, 0.0)
                    least[f"{label} top"] = min(least.get(f"{label} top", 99.0), gap)
    finally:
        document.close()
    return least


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_glue_joins_of_the_galaxy_board_keep_3_mm_from_every_letter(built, paper):
    """A page's cut edge lies at least 3 mm from any glyph on either side of it, so a page glued a
    little off still leaves the letters whole (A2's edge touched the T of the title: 1.5 mm from the
    F below it, 1.1 mm from the S of the legend on B3)."""
    plan = plans_of(REPO, GALAXY)[f"{GALAXY}-board-{paper}"]
    least = _join_clearances(built(GALAXY) / f"{GALAXY}-board-{paper}.pdf", plan)
    assert len(plan.pages) == 7  # the map and six pages, as before
    assert {"A2 left", "B3 left", "B1 top"} <= set(least)
    assert all(gap >= 3.0 for gap in least.values()), least


def test_a_join_with_no_3_mm_gap_takes_the_middle_of_the_widest_it_can():
    """Words too close together for a 3 mm clearance on both sides: the join takes the middle of
    the gap between them, not a place touching one of them."""
    extent, room = (-3.0, -3.0, 363.0, 203.0), (191.9, 255.4)  # two columns; the join lies within 171.1-180.9 mm

    def join(words: tuple[Box, ...]) -> float:
        (x,) = sorted({t.x0 for t in windows(extent, room, 8, words)})[1:]
        return x

    close = tuple(Box(x, 50, 20, 8) for x in range(150, 260, 24))  # 4 mm between neighbours
    assert join(close) == pytest.approx(172.0)  # 2 mm from each (the place nearest the even join touched 174)
    apart = (Box(150, 50, 20, 8), Box(176, 90, 20, 8))  # 6 mm apart: 3 mm on each side
    assert join(apart) == pytest.approx(173.0)

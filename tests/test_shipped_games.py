"""The three shipped card games, built: every card on the page and in the place its plan gives it,
with trim and bleed boxes on every page."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from conftest import REPO, plans_of, run_pnp
from pdfread import MM, boxes_mm

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace

GAMES = ["labyrinth-deck", "twisty-passages", "fanucci", "trap-map-galaxy", "twisty-tracks"]


def _plain(text: str) -> str:
    return " ".join(text.translate(str.maketrans("‘’“”\u2013", "''\"\"-")).split()).upper()


def _text_in(page, box) -> str:
    """The text printed inside a page box (mm)."""
    return page.get_textpage().get_text_bounded(box.x * MM, box.y * MM, box.right * MM, box.top * MM)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_card_is_printed_where_its_plan_puts_it(built, game, paper):
    out = built(game)
    plans = plans_of(REPO, game)
    loaded = pipeline.load(Workspace(REPO), game, Findings())
    for component in (c for c in loaded.components if c.kind == "deck"):
        sheet = plans[f"{game}-{component.id}-{paper}"]
        pdf = pdfium.PdfDocument(str(out / f"{game}-{component.id}-{paper}.pdf"))
        try:
            assert len(pdf) == len(sheet.pages)
            printed = 0
            for number, plan_page in enumerate(sheet.pages):
                page = pdf[number]
                backs = [_plain(_text_in(page, p.trim)) for p in plan_page.placements if p.side == "back"]
                assert len(set(backs)) <= 1  # one back design, in every slot
                for placed in plan_page.placements:
                    if placed.side == "front":
                        title = component.entries[placed.piece].title
                        printed_here = _plain(_text_in(page, placed.trim))
                        words = [word.strip("'\".,!") for word in _plain(title).split()]
                        assert all(word in printed_here for word in words), (title, number, printed_here)
                        printed += 1
            assert printed == len(component.pieces)
        finally:
            pdf.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_game_validates_clean(game):
    result = run_pnp(REPO, "validate", game)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


@pytest.mark.parametrize("game", GAMES)
def test_every_page_of_every_pdf_has_trim_and_bleed_boxes(built, game):
    for pdf in built(game).glob("*.pdf"):
        for number, boxes in enumerate(boxes_mm(pdf)):
            assert {"trim", "bleed"} <= set(boxes), (pdf.name, number)

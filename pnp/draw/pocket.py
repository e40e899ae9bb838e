"""Pocket booklets: a rulebook's eight pocket pages placed on one landscape sheet in the zine fold's order
(:mod:`pnp.impose.pocket`), with the cut line, fold marks and how to fold it."""

from __future__ import annotations

import io
from typing import BinaryIO

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp.core.geometry import MM
from pnp.core.papers import Paper
from pnp.draw.booklet import Folding, draw_folding_note
from pnp.draw.canvas import new_canvas, set_boxes
from pnp.draw.furniture import NOTE_SIZE
from pnp.impose.pocket import COLUMNS, PANELS, POCKET_PAGES, ROWS, cut_line, fold_marks
from pnp.impose.policy import EDGE, MARK_LENGTH

CUT_GREY = 0.25  # the dashed cut line: plain to see
FOLD_GREY = 0.6  # the fold marks: light
CUT_DASH = (3 * MM, 2 * MM)
NOTE_SLACK = 4.0  # mm the folding note keeps clear of the printer's edge and the fold, besides EDGE
SMALLEST_NOTE = 5.0  # pt: the folding note shrinks to fit under its two pages, no further


def impose_pocket(pages_pdf: bytes, target: BinaryIO, folding: Folding, back_cover: bytes | None = None) -> None:
    """Write ``pages_pdf`` (pocket pages) and ``back_cover`` (one pocket page, or None when the text ends the
    booklet) on one landscape sheet of ``folding.sheet`` in the zine fold's order, the top row turned upside
    down, with the cut line, the fold marks and the folding note."""
    from pypdf import PdfReader, PdfWriter, Transformation  # only booklets read PDFs back: loaded here

    pages = list(PdfReader(io.BytesIO(pages_pdf)).pages)
    if back_cover is not None:
        pages.extend(PdfReader(io.BytesIO(back_cover)).pages)
    if len(pages) != POCKET_PAGES:
        raise ValueError(f"a pocket booklet has {POCKET_PAGES} pages, not {len(pages)}")
    width, height = folding.sheet.h, folding.sheet.w  # landscape, mm
    panel_w, panel_h = width / COLUMNS * MM, height / ROWS * MM
    writer = PdfWriter(clone_from=io.BytesIO(_sheet(folding)))
    paper = writer.pages[0]
    for panel in PANELS:
        x, y = panel.column * panel_w, panel.row * panel_h
        place = Transformation().rotate(180).translate(x + panel_w, y + panel_h) if panel.turned else None
        paper.merge_transformed_page(pages[panel.page], place or Transformation().translate(x, y))
    info = {"/Title": folding.title, "/Author": folding.author, "/Subject": "pocket booklet", "/Creator": "pnp"}
    writer.add_metadata(info)
    writer.write(target)


def _sheet(folding: Folding) -> bytes:
    """The sheet itself: its boxes, the dashed cut line, the fold marks at the edges and the folding ``note``
    in the bottom margin under pages 6 and 7 (an inner spread: the covers stay clean)."""
    sheet, font = folding.sheet, folding.font
    width, height = sheet.h, sheet.w
    data = io.BytesIO()
    canvas = new_canvas(data, width, height, font, folding.title, "pocket booklet", folding.author)
    set_boxes(canvas, (0, 0, width, height), (0, 0, width, height))
    _cut(canvas, sheet)
    _fold_marks(canvas, sheet)
    span = width * 2 / COLUMNS - 2 * EDGE - NOTE_SLACK  # under the bottom row's first two panels, off the edge
    size = max(SMALLEST_NOTE, min(NOTE_SIZE, NOTE_SIZE * span * MM / stringWidth(folding.note, font, NOTE_SIZE)))
    draw_folding_note(canvas, folding, size, width / COLUMNS)
    canvas.showPage()
    canvas.save()
    return data.getvalue()


def _cut(canvas: Canvas, sheet: Paper) -> None:
    (x1, y1), (x2, y2) = cut_line(sheet)
    canvas.saveState()
    canvas.setStrokeGray(CUT_GREY)
    canvas.setLineWidth(0.5)
    canvas.setDash(*CUT_DASH)
    canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)
    canvas.restoreState()


def _fold_marks(canvas: Canvas, sheet: Paper) -> None:
    canvas.saveState()
    canvas.setStrokeGray(FOLD_GREY)
    canvas.setLineWidth(0.3)
    for (x1, y1), (x2, y2) in fold_marks(sheet, MARK_LENGTH):
        canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)
    canvas.restoreState()

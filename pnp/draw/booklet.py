"""Booklets: a rulebook's half-size pages placed two to a landscape sheet in saddle-stitch order."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from pnp.core.geometry import MM
from pnp.core.papers import Paper
from pnp.draw.canvas import new_canvas, set_boxes
from pnp.draw.furniture import CAP, DESCENT, NOTE_GREY, NOTE_SIZE
from pnp.impose.booklet import booklet_order
from pnp.impose.policy import EDGE


def half_page(sheet: Paper) -> Paper:
    """The page of a booklet folded from ``sheet``: half of it, portrait (A4 gives A5)."""
    return Paper(f"half-{sheet.name}", sheet.h / 2, sheet.w, sheet.home, sheet.ruler)


@dataclass(frozen=True)
class Folding:
    """What a folded booklet's sheets say besides its pages: the ``sheet`` they print on, the ``font`` of
    the ``note`` (how to print and fold them), the PDF's ``title`` and ``author``, and the ``margin`` (mm)
    round the pages' text and footer, under which the note stands."""

    sheet: Paper
    font: str
    title: str
    author: str
    margin: float
    note: str


def impose_booklet(pages_pdf: bytes, target: BinaryIO, folding: Folding, back_cover: bytes | None = None) -> None:
    """Write ``pages_pdf`` (half-size pages) as landscape sheets of ``folding.sheet`` in booklet order, padded
    with blank pages, the folding note under the last page; ``back_cover`` (one half-size page) is the
    booklet's last page, after the blank ones."""
    from pypdf import PdfReader, PdfWriter, Transformation  # only booklets read PDFs back: loaded here

    pages = list(PdfReader(io.BytesIO(pages_pdf)).pages)
    order = booklet_order(len(pages), back_cover=back_cover is not None)
    if back_cover is not None:
        pages.extend(PdfReader(io.BytesIO(back_cover)).pages)
    width, height = folding.sheet.h, folding.sheet.w  # landscape, mm
    writer = PdfWriter(clone_from=io.BytesIO(_sheets(len(order), width, height, folding)))
    half = width / 2 * MM
    for side, paper in zip(order, writer.pages, strict=True):
        for page, x in ((side.left, 0.0), (side.right, half)):
            if page is not None:
                paper.merge_transformed_page(pages[page], Transformation().translate(x, 0))
    writer.add_metadata({"/Title": folding.title, "/Author": folding.author, "/Subject": "booklet", "/Creator": "pnp"})
    writer.write(target)


def draw_folding_note(canvas: Canvas, folding: Folding, size: float, centre: float) -> None:
    """How to print and fold a sheet, in grey at ``size`` pt, centred on ``centre`` (mm from the sheet's left)
    in the middle of its bottom margin's strip the printer can print: between EDGE and the pages' margin."""
    canvas.setFillGray(NOTE_GREY)
    canvas.setFont(folding.font, size)
    baseline = (EDGE + folding.margin) / 2 - (CAP - DESCENT) * size / MM / 2
    canvas.drawCentredString(centre * MM, baseline * MM, folding.note)


def _sheets(count: int, width: float, height: float, folding: Folding) -> bytes:
    """The sheets themselves: boxes on each, the folding ``note`` in the bottom margin of the first's
    left half, the booklet's last page: under its footer or the back cover's small print, in the
    middle of the strip the printer can print (so the front cover stays clean, and no text of the
    last page has the note over it)."""
    data = io.BytesIO()
    canvas = new_canvas(data, width, height, folding.font, folding.title, "booklet", folding.author)
    for number in range(count):
        set_boxes(canvas, (0, 0, width, height), (0, 0, width, height))
        if number == 0:
            draw_folding_note(canvas, folding, NOTE_SIZE, width / 4)
        canvas.showPage()
    canvas.save()
    return data.getvalue()

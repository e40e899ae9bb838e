"""Card sheets: fronts imposed on pages, each followed by its mirrored backs page."""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp.draw import FaceDrawer
from pnp.impose import Sheet, Slot
from pnp.layout import Face
from pnp.pdf import new_canvas

FOOTER_SIZE = 6.0
FOOTER_MIN_SIZE = 4.5
MARK_WIDTH = 0.25  # pt


@dataclass
class SheetJob:
    """Everything one card-sheet PDF needs."""

    game_title: str
    component_title: str
    notice: str
    paper: str
    fronts: list[Face]
    back: Face | None
    duplex: str
    font: str
    drawer: FaceDrawer


def render_sheets(job: SheetJob) -> bytes:
    first = job.fronts[0]
    sheet = Sheet.for_item(job.paper, first.size, first.template.bleed)
    buffer = io.BytesIO()
    canvas = new_canvas(
        buffer,
        (sheet.page[0] * mm, sheet.page[1] * mm),
        job.font,
        job.drawer.icons,
        title=f"{job.game_title}: {job.component_title}",
        subject=f"{len(job.fronts)} cards, {job.paper}",
        author=job.game_title,
    )
    if job.back is not None:
        canvas.setViewerPreference(
            "Duplex", "DuplexFlipShortEdge" if job.duplex == "short-edge" else "DuplexFlipLongEdge"
        )
    pages = [job.fronts[i : i + sheet.per_page] for i in range(0, len(job.fronts), sheet.per_page)]
    total = len(pages) * (2 if job.back is not None else 1)
    number = 0
    for page_index, faces in enumerate(pages):
        number += 1
        fronts = [sheet.slot(index) for index in range(len(faces))]
        for face, slot in zip(faces, fronts, strict=True):
            _draw_at(canvas, job.drawer, face, slot, sheet)
        _finish_page(canvas, sheet, fronts, job, f"fronts {page_index + 1}/{len(pages)}", number, total)
        if job.back is not None:
            number += 1
            backs = [sheet.back_slot(slot, job.duplex) for slot in fronts]
            for slot in backs:
                _draw_at(canvas, job.drawer, job.back, slot, sheet, rotate=job.duplex == "short-edge")
            _finish_page(canvas, sheet, backs, job, f"backs {page_index + 1}/{len(pages)}", number, total)
    canvas.save()
    return buffer.getvalue()


def _draw_at(canvas: Canvas, drawer: FaceDrawer, face: Face, slot: Slot, sheet: Sheet, rotate: bool = False) -> None:
    clip = tuple(b * mm for b in sheet.outer_bleed(slot))
    canvas.saveState()
    if rotate:
        cx, cy = (slot.x + slot.w / 2) * mm, (slot.y + slot.h / 2) * mm
        canvas.translate(cx, cy)
        canvas.rotate(180)
        canvas.translate(-cx, -cy)
        clip = (clip[2], clip[3], clip[0], clip[1])
    drawer.draw(canvas, face, slot.x * mm, slot.y * mm, clip)
    canvas.restoreState()


def _finish_page(
    canvas: Canvas, sheet: Sheet, slots: list[Slot], job: SheetJob, side: str, number: int, total: int
) -> None:
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(MARK_WIDTH)
    for x1, y1, x2, y2 in sheet.crop_marks(slots):
        canvas.line(x1 * mm, y1 * mm, x2 * mm, y2 * mm)
    _footer(canvas, sheet, job, side, number, total)
    canvas.showPage()


def fit_footer(text: str, font: str, room: float) -> tuple[str, float]:
    """Shrink the footer to fit ``room`` points; below the smallest size, shorten it with an ellipsis."""
    size = FOOTER_SIZE
    while size > FOOTER_MIN_SIZE and stringWidth(text, font, size) > room:
        size -= 0.25
    while stringWidth(text, font, size) > room and len(text) > 1:
        text = text[:-2].rstrip() + "…"
    return text, size


def _footer(canvas: Canvas, sheet: Sheet, job: SheetJob, side: str, number: int, total: int) -> None:
    band = sheet.footer_band()
    ruler_mm, ruler_label = (25.4, "1 in") if sheet.paper == "letter" else (25.0, "25 mm")
    parts = [job.game_title, job.component_title, f"{side} · page {number}/{total}", job.notice]
    text, size = fit_footer("  ·  ".join(p for p in parts if p), job.font, (band.length - ruler_mm - 12) * mm)
    canvas.saveState()
    canvas.translate(band.x * mm, band.y * mm)
    if band.vertical:
        canvas.translate(band.depth * mm, 0)
        canvas.rotate(90)
    baseline = max(0.3, (band.depth * mm - size * 0.7) / 2)
    canvas.setFillColorRGB(0.25, 0.25, 0.25)
    canvas.setFont(job.font, size)
    canvas.drawString(0, baseline, text)
    # The scale check: a bar of known length at the far end of the band.
    end = band.length * mm
    canvas.setLineWidth(0.6)
    canvas.setStrokeColorRGB(0, 0, 0)
    bar_y = baseline + size * 0.3
    canvas.line(end - ruler_mm * mm, bar_y, end, bar_y)
    for x in (end - ruler_mm * mm, end):
        canvas.line(x, bar_y - 1.2, x, bar_y + 1.2)
    canvas.setFillColorRGB(0, 0, 0)
    canvas.drawRightString(end - ruler_mm * mm - 1.5, baseline, ruler_label)
    canvas.restoreState()

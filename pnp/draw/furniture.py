"""Page furniture: the footer every sheet and rulebook page carries, with its scale bar."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp.draw.canvas import MM
from pnp.impose.plan import Band

FOOTER_SIZE = 6.0
FOOTER_MIN_SIZE = 4.5
FOOTER_GREY = 0.25


def fit_footer(text: str, font: str, room: float) -> tuple[str, float]:
    """Shrink the footer to fit ``room`` points; below the smallest size, shorten it with an ellipsis."""
    size = FOOTER_SIZE
    while size > FOOTER_MIN_SIZE and stringWidth(text, font, size) > room:
        size -= 0.25
    while stringWidth(text, font, size) > room and len(text) > 1:
        text = text[:-2].rstrip() + "…"
    return text, size


def footer_text(parts: list[str]) -> str:
    return "  ·  ".join(part for part in parts if part)


def draw_footer(canvas: Canvas, band: Band, text: str, font: str, ruler: tuple[float, str] | None) -> None:
    """``text`` along ``band`` (mm), with a scale bar of known length at its far end to check printing at 100 %."""
    ruler_mm, ruler_label = ruler if ruler else (0.0, "")
    room = (band.length - (ruler_mm + 12 if ruler else 0)) * MM
    text, size = fit_footer(text, font, room)
    canvas.saveState()
    canvas.translate(band.x * MM, band.y * MM)
    if band.vertical:
        canvas.translate(band.depth * MM, 0)
        canvas.rotate(90)
    baseline = max(0.3, (band.depth * MM - size * 0.7) / 2)
    canvas.setFillGray(FOOTER_GREY)
    canvas.setFont(font, size)
    canvas.drawString(0, baseline, text)
    if ruler:
        end = band.length * MM
        canvas.setLineWidth(0.6)
        canvas.setStrokeGray(0)
        canvas.setDash([])
        bar_y = baseline + size * 0.3
        canvas.line(end - ruler_mm * MM, bar_y, end, bar_y)
        for x in (end - ruler_mm * MM, end):
            canvas.line(x, bar_y - 1.2, x, bar_y + 1.2)
        canvas.setFillGray(0)
        canvas.drawRightString(end - ruler_mm * MM - 1.5, baseline, ruler_label)
    canvas.restoreState()

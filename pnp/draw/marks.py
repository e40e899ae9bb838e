"""Painting page marks (crop marks, cut and fold lines, labels, registration targets), in page mm."""

from __future__ import annotations

from functools import singledispatch

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp.core.color import Color
from pnp.core.geometry import MM
from pnp.draw.painter import Painter
from pnp.impose.plan import Label, Line, Outline, Panel, Registration

# style: (line width pt, grey level 0 = black, dash in mm)
STYLES = {
    "crop": (0.25, 0.0, ()),
    "cut": (0.3, 0.45, ()),
    "fold": (0.5, 0.2, (2.0, 1.2)),
    "guide": (0.35, 0.4, (0.6, 0.8)),
    "frame": (0.5, 0.25, (2.0, 1.2)),
}


def _style(canvas: Canvas, style: str) -> None:
    width, grey, dash = STYLES[style]
    canvas.setLineWidth(width / MM)
    canvas.setStrokeGray(grey)
    canvas.setDash(list(dash) if dash else [])
    canvas.setLineCap(0)


@singledispatch
def paint_mark(mark, painter: Painter, font: str) -> None:
    raise TypeError(f"no painter for {type(mark).__name__}")


ON_ART = {"guide"}  # marks printed over the art, not the margin: a white halo keeps them visible on dark art
HALO = 0.8  # pt added to a mark's width for its white halo


def _halo(canvas: Canvas, width: float) -> None:
    canvas.setLineWidth((width + HALO) / MM)
    canvas.setStrokeGray(1.0)
    canvas.setDash([])


@paint_mark.register
def _(mark: Line, painter: Painter, font: str) -> None:
    if mark.style in ON_ART:
        _halo(painter.canvas, STYLES[mark.style][0])
        painter.canvas.line(mark.x1, mark.y1, mark.x2, mark.y2)
    _coloured(painter, mark.style, mark.color)
    painter.canvas.line(mark.x1, mark.y1, mark.x2, mark.y2)


@paint_mark.register
def _(mark: Outline, painter: Painter, font: str) -> None:
    if mark.clip is not None:
        painter.canvas.saveState()
        painter.clip(mark.clip)
    _coloured(painter, mark.style, mark.color)
    if mark.fill is not None and painter.ink is not None:
        painter.canvas.setFillColorCMYK(*painter.ink.cmyk(mark.fill))
    elif mark.fill is not None:
        painter.canvas.setFillColorRGB(mark.fill.r, mark.fill.g, mark.fill.b)
    painter.canvas.drawPath(painter.outline(mark.path), stroke=1, fill=int(mark.fill is not None))
    if mark.clip is not None:
        painter.canvas.restoreState()


def _coloured(painter: Painter, style: str, color: Color | None) -> None:
    """The stroke of a mark of ``style``, in ``color`` instead of its grey when the game chose one."""
    _style(painter.canvas, style)
    if color is None:
        return
    if painter.ink is not None:
        painter.canvas.setStrokeColorCMYK(*painter.ink.cmyk(color))
    else:
        painter.canvas.setStrokeColorRGB(color.r, color.g, color.b)


@paint_mark.register
def _(mark: Registration, painter: Painter, font: str) -> None:
    canvas = painter.canvas
    r = mark.radius
    for paint in (lambda: _halo(canvas, STYLES["crop"][0]), lambda: _style(canvas, "crop")):  # targets sit on art
        paint()
        canvas.circle(mark.x, mark.y, r * 0.6, stroke=1, fill=0)
        canvas.line(mark.x - r, mark.y, mark.x + r, mark.y)
        canvas.line(mark.x, mark.y - r, mark.x, mark.y + r)


@paint_mark.register
def _(mark: Label, painter: Painter, font: str) -> None:
    canvas = painter.canvas
    canvas.saveState()
    canvas.translate(mark.x, mark.y)
    canvas.rotate(mark.angle)
    canvas.scale(1 / MM, 1 / MM)  # text in points
    canvas.setFillGray(0.0)
    font = mark.font or font
    canvas.setFont(font, mark.size)
    width = stringWidth(mark.text, font, mark.size)
    offset = {"middle": width / 2, "end": width}.get(mark.anchor, 0.0)
    if mark.backed:  # a white box with a thin black edge, so the label reads over dark art too
        pad = mark.size * 0.3
        _white_box(canvas, -offset - pad, -mark.size * 0.3, width + 2 * pad, mark.size * 1.1, pad)
        canvas.setFillGray(0.0)
    canvas.drawString(-offset, 0, mark.text)
    canvas.restoreState()


@paint_mark.register
def _(mark: Panel, painter: Painter, font: str) -> None:
    canvas = painter.canvas
    canvas.saveState()
    canvas.scale(1 / MM, 1 / MM)  # in points, as a backed label's box
    canvas.setDash([])  # after a fold line's dashes
    box = mark.box
    _white_box(canvas, box.x * MM, box.y * MM, box.w * MM, box.h * MM, mark.radius * MM)
    canvas.restoreState()


def _white_box(canvas: Canvas, x: float, y: float, w: float, h: float, radius: float) -> None:
    """A white box with a thin black edge (points), under words printed over art."""
    canvas.setFillGray(1.0)
    canvas.setStrokeGray(0.0)
    canvas.setLineWidth(0.5)
    canvas.roundRect(x, y, w, h, radius, stroke=1, fill=1)

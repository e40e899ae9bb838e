"""Icons painted as form XObjects: each icon in each colour is stored once per PDF and reused."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Group
from reportlab.lib.colors import CMYKColor
from reportlab.lib.colors import Color as RLColor
from reportlab.pdfgen.canvas import Canvas

from pnp.core.color import Color
from pnp.draw.canvas import end_form
from pnp.load.icons import Icon, shapes


def draw_icon(
    canvas: Canvas, icon: Icon, x: float, y: float, w: float, h: float, color: Color | None, cmyk: bool
) -> None:
    """``icon`` fitted (aspect kept, centred) in the box at (x, y), in a y-down canvas (a face's mm).

    One graphics state and one matrix per placement: a card of text can hold dozens of icons.
    ``cmyk`` paints its colours (its own, or ``color``) as CMYK.
    """
    form = _form(canvas, icon, color, cmyk)
    scale = min(w / icon.width, h / icon.height)
    left = x + (w - icon.width * scale) / 2
    top = y + h - (h - icon.height * scale) / 2  # the icon's own y runs up: its origin is its bottom
    canvas.saveState()
    canvas.transform(scale, 0, 0, -scale, left, top)
    canvas.doForm(form)
    canvas.restoreState()


def _form(canvas: Canvas, icon: Icon, color: Color | None, cmyk: bool) -> str:
    name = f"icon-{icon.name}-{color.hex[1:] if color else 'own'}{'-cmyk' if cmyk else ''}"
    if not canvas.hasForm(name):
        drawing = _variant(icon, color, cmyk)
        # Without this, renderPDF starts from Helvetica, an unembedded standard font.
        drawing.__dict__["initialFontName"] = canvas._initialFontName
        canvas.saveState()
        canvas.beginForm(name, 0, 0, icon.width, icon.height)
        renderPDF.draw(drawing, canvas, 0, 0)
        end_form(canvas, name)
        canvas.restoreState()
    return name


def _variant(icon: Icon, color: Color | None, cmyk: bool) -> Drawing:
    """The icon's drawing in ``color`` (or its own), as CMYK if asked; made once per icon and colour."""
    key = (color, cmyk)
    if key not in icon.variants:
        drawing = _copied(icon.drawing)
        if color is not None:
            _recolor(drawing, lambda _: RLColor(color.r, color.g, color.b))
        if cmyk:
            _recolor(drawing, _as_cmyk)
            for default in ("initialFillColor", "initialStrokeColor"):  # renderPDF's starting black, in CMYK
                drawing.__dict__[default] = CMYKColor(0, 0, 0, 1)
        icon.variants[key] = drawing
    return icon.variants[key]


def _copied(node: Any) -> Any:
    """A copy of the drawing's tree whose nodes can be recoloured (a tenth of deepcopy's time: points are shared)."""
    clone = copy.copy(node)
    if isinstance(node, Group):  # a Drawing is a Group
        clone.contents = [_copied(child) for child in node.contents]
    return clone


def _recolor(drawing: Drawing, change: Callable[[RLColor], RLColor]) -> None:
    for shape in shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            if isinstance(getattr(shape, attr, None), RLColor):
                setattr(shape, attr, change(getattr(shape, attr)))


def _as_cmyk(rgb: RLColor) -> CMYKColor:
    if isinstance(rgb, CMYKColor):
        return rgb
    return CMYKColor(*Color(rgb.red, rgb.green, rgb.blue).cmyk, alpha=rgb.alpha)

"""Icons painted as form XObjects: each icon in each colour is stored once per PDF and reused.

A form's content is what reportlab's renderPDF writes for svglib's drawing of the icon. When
that is only paths, colours and line styles (no text, images, opacity or named colour spaces:
nothing that needs the PDF's resources), the operators are kept in the user's cache folder
under the icon's digest and its colour, and later runs write them without converting or
rendering the icon again. Both ways write the same bytes: a form is always rendered into a
scratch canvas first and copied into the PDF, whether it was just rendered or kept.
"""

from __future__ import annotations

import copy
import io
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pnp.core.color import Color, Ink
from pnp.core.usercache import KeptStore
from pnp.draw.canvas import end_form, in_cmyk
from pnp.load.icons import Icon, shapes

if TYPE_CHECKING:
    from reportlab.graphics.shapes import Drawing
    from reportlab.lib.colors import Color as RLColor
    from reportlab.pdfgen.canvas import Canvas

KEPT = KeptStore.of_packages("forms", ("svglib", "reportlab"), dict)

# The operators a kept form may hold: painting paths in device colours. renderPDF also sets its
# starting font ("BT /F1 10 Tf 12 TL ET", which shows nothing); that font's name is per PDF.
PATH_OPERATORS = frozenset(
    {"q", "Q", "cm", "w", "J", "j", "M", "d", "rg", "RG", "g", "G", "k", "K"}  # state and device colours
    | {"m", "l", "c", "v", "y", "h", "re", "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n", "W", "W*"}  # paths
)
NUMBERS = re.compile(r"\[[-0-9. ]*\]|-?[0-9]*\.?[0-9]+")
FONT_SETTING = re.compile(r"BT (/\S+) [0-9.]+ Tf [0-9.]+ TL ET")


def draw_icon(
    canvas: Canvas,
    icon: Icon,
    x: float,
    y: float,
    w: float,
    h: float,
    color: Color | None,
    ink: Ink | None,
    trimmed: bool = False,
) -> None:
    """``icon`` fitted (aspect kept, centred) in the box at (x, y), in a y-down canvas (a face's mm);
    ``trimmed`` fits its drawing's own bounds rather than its SVG box.

    One graphics state and one matrix per placement: a card of text can hold dozens of icons.
    With an ``ink``, its colours (its own, or ``color``) are painted in CMYK.
    """
    form = _form(canvas, icon, color, ink)
    scale, left, top = icon.fitted(x, y, w, h, trimmed)
    canvas.saveState()
    canvas.transform(scale, 0, 0, -scale, left, top)
    canvas.doForm(form)
    canvas.restoreState()


def _form(canvas: Canvas, icon: Icon, color: Color | None, ink: Ink | None) -> str:
    name = f"icon-{icon.name}-{color.hex[1:] if color else 'own'}{f'-cmyk{ink.limit:g}' if ink else ''}"
    if not canvas.hasForm(name):
        canvas.saveState()
        canvas.beginForm(name, 0, 0, icon.width, icon.height)
        kept = _kept_form(icon, color, ink, canvas._initialFontName)
        if kept is None:
            _render(canvas, icon, color, ink)
        else:
            _copy(canvas, kept)
        end_form(canvas, name)
        canvas.restoreState()
    return name


def _kept_form(icon: Icon, color: Color | None, ink: Ink | None, font: str) -> dict | None:
    """The form's operators with the name its scratch PDF gave the starting font, or None when
    the form needs resources of its PDF and must be rendered into it."""
    source = f"{icon.digest}\0{color.hex if color else ''}\0{ink}\0{font}"
    kept = KEPT.get("form", source)
    if kept is None:
        from reportlab.pdfgen.canvas import Canvas

        scratch = Canvas(io.BytesIO(), initialFontName=font, invariant=1)
        scratch.beginForm("scratch", 0, 0, icon.width, icon.height)
        _render(scratch, icon, color, ink)
        ops = list(scratch._code)
        fonts = {match.group(1) for op in ops if (match := FONT_SETTING.fullmatch(op))}
        replayable = len(fonts) <= 1 and all(FONT_SETTING.fullmatch(op) or _paints_only(op) for op in ops)
        kept = KEPT.put(
            "form",
            source,
            {
                "ops": ops if replayable else [],
                "font": next(iter(fonts), ""),
                "version": list(scratch._doc._pdfVersion),  # renderPDF asks for 1.4 when it sets an opacity of 1
                "replayable": replayable,
            },
        )
    return kept if kept["replayable"] else None


def _copy(canvas: Canvas, kept: dict) -> None:
    """A kept form's operators into the form being drawn, naming the starting font as this PDF does."""
    canvas._doc._pdfVersion = max(canvas._doc._pdfVersion, tuple(kept["version"]))
    if not kept["font"]:  # a TrueType starting font: renderPDF set none
        canvas._code.extend(kept["ops"])
        return
    font = canvas._doc.getInternalFontName(canvas._initialFontName)
    canvas._code.extend(op.replace(kept["font"], font) if FONT_SETTING.fullmatch(op) else op for op in kept["ops"])


def _paints_only(op: str) -> bool:
    return all(token in PATH_OPERATORS for token in NUMBERS.sub(" ", op).split())


def _render(canvas: Canvas, icon: Icon, color: Color | None, ink: Ink | None) -> None:
    from reportlab.graphics import renderPDF

    drawing = _variant(icon, color, ink)
    # Without this, renderPDF starts from Helvetica, an unembedded standard font.
    drawing.__dict__["initialFontName"] = canvas._initialFontName
    renderPDF.draw(drawing, canvas, 0, 0)


def _variant(icon: Icon, color: Color | None, ink: Ink | None) -> Drawing:
    """The icon's drawing in ``color`` (or its own), in CMYK with an ``ink``; made once per icon and colour."""
    from reportlab.lib.colors import CMYKColor
    from reportlab.lib.colors import Color as RLColor

    key = (color, ink)
    if key not in icon.drawings:
        drawing = _copied(icon.drawing())
        if color is not None:
            _recolor(drawing, lambda _: RLColor(color.r, color.g, color.b))
        if ink is not None:
            _recolor(drawing, in_cmyk(ink))
            for default in ("initialFillColor", "initialStrokeColor"):  # renderPDF's starting black, in CMYK
                drawing.__dict__[default] = CMYKColor(0, 0, 0, 1)
        icon.drawings[key] = drawing
    return icon.drawings[key]


def _copied(node: Any) -> Any:
    """A copy of the drawing's tree whose nodes can be recoloured (a tenth of deepcopy's time: points are shared)."""
    from reportlab.graphics.shapes import Group

    clone = copy.copy(node)
    if isinstance(node, Group):  # a Drawing is a Group
        clone.contents = [_copied(child) for child in node.contents]
    return clone


def _recolor(drawing: Drawing, change: Callable[[RLColor], RLColor]) -> None:
    from reportlab.lib.colors import Color as RLColor

    for shape in shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            if isinstance(getattr(shape, attr, None), RLColor):
                setattr(shape, attr, change(getattr(shape, attr)))

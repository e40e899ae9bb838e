"""Painting display lists (:mod:`pnp.layout.face`) on a reportlab canvas.

The canvas is expected in face coordinates: millimetres, y down. Text runs share one
text object while nothing else comes between them, so a card's words cost one
BT/ET block, not one each.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from io import BytesIO

from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from pnp.core.color import Color, Ink
from pnp.core.geometry import MM, Path, path_bounds
from pnp.core.profiles import MM_PER_INCH
from pnp.draw.canvas import end_form
from pnp.draw.icons import draw_icon
from pnp.layout.face import Face, Group, IconItem, ImageItem, PathItem, Primitive, TextItem
from pnp.load.icons import Icon
from pnp.load.pictures import as_is, cmyk_picture, kept_cmyk, reduced, translucent, upright

CAPS = {"butt": 0, "round": 1, "square": 2}
TRIM_LINE = Color(0.6, 0.6, 0.6)  # round a face shown outside its sheet
JOINS = {"miter": 0, "round": 1, "bevel": 2}
RICH_AREA = 10.0  # mm: a fill this wide and tall at least is a large area (rich black in CMYK)
FORM_REACH = 2000.0  # mm: a shared drawing's form may reach this far from the face's origin either way


class Painter:
    """Paints display lists; with an ``ink``, every colour in CMYK (print profiles that ask for it): vector colours,
    and raster art that has no see-through pixels (a PDF/X profile refuses those before anything is drawn).

    Groups in ``shared`` (by identity: drawings that several faces of the document hold) are
    each drawn once as a form XObject and reused wherever they appear.

    With ``picture_ppi`` (a proof's thumbnails), a picture with more pixels than that many per inch of what it
    prints at ``scale`` (paper mm per face mm, set for each face drawn) is brought down to them.
    """

    def __init__(
        self,
        canvas: Canvas,
        icon: Callable[[str], Icon | None],
        ink: Ink | None = None,
        shared: Iterable[int] = (),
        picture_ppi: float | None = None,
    ):
        self.canvas = canvas
        self.icon = icon
        self.ink = ink
        self.shared = frozenset(shared)
        self.picture_ppi = picture_ppi
        self.scale = 1.0
        self._forms: dict[int, str] = {}

    def paint_trimmed(self, face: Face, scale: float = 1.0) -> None:
        """A face as it prints, trimmed to its shape, with a thin grey trim line (figures and proofs).

        The canvas is in face coordinates (mm, y down), drawn at ``scale``.
        """
        outline = face.shape.outline(0.0)
        self.canvas.saveState()
        self.clip(outline)
        self.paint(face.items)
        self.canvas.restoreState()
        self.paint([PathItem(outline, stroke=TRIM_LINE, stroke_width=0.2 / scale)])

    def paint(self, items: Iterable[Primitive]) -> None:
        text = None
        for item in items:
            if isinstance(item, TextItem):
                text = text or self.canvas.beginText()
                self._text(text, item)
                continue
            if text is not None:
                self.canvas.drawText(text)
                text = None
            if isinstance(item, PathItem):
                self._path(item)
            elif isinstance(item, IconItem):
                self._icon(item)
            elif isinstance(item, ImageItem):
                self._image(item)
            elif isinstance(item, Group):
                self._group(item)
        if text is not None:
            self.canvas.drawText(text)

    def outline(self, path: Path):
        """A reportlab path object for ``path``."""
        result = self.canvas.beginPath()
        for segment in path:
            op = segment[0]
            if op == "M":
                result.moveTo(segment[1], segment[2])
            elif op == "L":
                result.lineTo(segment[1], segment[2])
            elif op == "C":
                result.curveTo(*segment[1:])
            else:
                result.close()
        return result

    def clip(self, path: Path) -> None:
        self.canvas.clipPath(self.outline(path), stroke=0, fill=0)

    def _path(self, item: PathItem) -> None:
        canvas = self.canvas
        if item.fill is not None:
            bounds = path_bounds(item.path) if self.ink is not None else None
            large = bounds is not None and min(bounds.w, bounds.h) >= RICH_AREA
            self._colour(item.fill, canvas.setFillColorRGB, canvas.setFillColorCMYK, large)
        if item.stroke is not None:
            self._colour(item.stroke, canvas.setStrokeColorRGB, canvas.setStrokeColorCMYK)
            canvas.setLineWidth(item.stroke_width)
            canvas.setDash(list(item.dash) if item.dash else [])
            canvas.setLineCap(CAPS[item.cap])
            canvas.setLineJoin(JOINS[item.join])
        canvas.drawPath(self.outline(item.path), fill=int(item.fill is not None), stroke=int(item.stroke is not None))

    def _text(self, text, item: TextItem) -> None:
        text.setTextTransform(1, 0, 0, -1, item.x, item.y)  # glyphs upright in a y-down frame
        text.setFont(item.font, item.size / MM)
        self._colour(item.color, text.setFillColorRGB, text.setFillColorCMYK)
        text.textOut(item.text)

    def _colour(self, color: Color, rgb: Callable, cmyk: Callable, large: bool = False) -> None:
        """Set a colour: in CMYK with an ink (a ``large`` area's black rich, see :meth:`Ink.cmyk_area`)."""
        alpha = color.alpha if color.alpha < 1 else None
        if self.ink is not None:
            cmyk(*(self.ink.cmyk_area(color) if large else self.ink.cmyk(color)), alpha)
        else:
            rgb(color.r, color.g, color.b, alpha)

    def _icon(self, item: IconItem) -> None:
        icon = self.icon(item.name)
        if icon is None:
            return
        draw_icon(self.canvas, icon, item.x, item.y, item.w, item.h, item.color, self.ink, item.trimmed)

    def _image(self, item: ImageItem) -> None:
        self.canvas.saveState()
        self.canvas.translate(item.x, item.y + item.h)
        self.canvas.scale(1, -1)
        if self.ink is not None and not translucent(item.path):
            kept = kept_cmyk(item.path, self.ink)
            picture = str(item.path) if kept else ImageReader(cmyk_picture(item.path, self.ink))
        elif (small := self._reduced(item)) is not None:
            picture = ImageReader(small)
        else:
            picture = str(item.path) if as_is(item.path) else ImageReader(upright(item.path))
        self.canvas.drawImage(picture, 0, 0, item.w, item.h, mask="auto", preserveAspectRatio=True, anchor="c")
        self.canvas.restoreState()

    def _reduced(self, item: ImageItem) -> BytesIO | Image.Image | None:
        """The picture brought down to ``picture_ppi`` at the size it prints, when it has more pixels."""
        if self.picture_ppi is None:
            return None
        inches = [side * self.scale / MM_PER_INCH for side in (item.w, item.h)]
        return reduced(item.path, *(math.ceil(side * self.picture_ppi) for side in inches))

    def _group(self, item: Group) -> None:
        if id(item) in self.shared:
            self.canvas.doForm(self._form(item))
        else:
            self._inline(item)

    def _inline(self, item: Group) -> None:
        self.canvas.saveState()
        if item.transform is not None:
            self.canvas.transform(*item.transform.values)
        if item.clip is not None:
            self.clip(item.clip)
        if item.opacity is not None:
            self.canvas.setFillAlpha(item.opacity)
            self.canvas.setStrokeAlpha(item.opacity)
        self.paint(item.items)
        self.canvas.restoreState()

    def _form(self, group: Group) -> str:
        """The form holding ``group``, drawn on first use (in the face's coordinates: any extent)."""
        if id(group) not in self._forms:
            name = self._forms[id(group)] = f"shared-{len(self._forms) + 1}"
            self.canvas.beginForm(name, -FORM_REACH, -FORM_REACH, FORM_REACH, FORM_REACH)
            self._inline(group)
            end_form(self.canvas, name)
        return self._forms[id(group)]

"""Vector icons: SVG files drawn through svglib, stored once per PDF as form XObjects.

Inline icons ride in reportlab Paragraphs as ``<img>`` placeholders (reportlab then
does the line breaking, spacing and vertical alignment); :class:`IconCanvas` swaps
each placeholder for the vector form when the line is drawn, so no raster ever
reaches the page.
"""

from __future__ import annotations

import atexit
import hashlib
import shutil
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image
from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Group
from reportlab.lib.colors import Color, black
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas
from svglib.svglib import svg2rlg


@cache
def _placeholder_dir() -> Path:
    """Where the 1 × 1 px stand-ins for inline icons live; removed when the process ends.

    reportlab's ``<img>`` only takes a file name, and the name is what tells
    :class:`IconCanvas` which icon to draw; the pixels never reach the PDF.
    """
    folder = Path(tempfile.mkdtemp(prefix="pnp-icons-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


@dataclass(frozen=True)
class IconSource:
    name: str
    path: Path
    width: float
    height: float
    monochrome: bool

    @property
    def aspect(self) -> float:
        return self.width / self.height


class IconError(Exception):
    pass


class IconLibrary:
    """Icons of one game: its own folder first, then the shared folder."""

    def __init__(self, folders: list[Path]):
        self.folders = folders
        self._sources: dict[str, IconSource | None] = {}
        self._placeholders: dict[str, tuple[str, Color | None]] = {}

    def names(self) -> list[str]:
        found = {p.stem for folder in self.folders if folder.is_dir() for p in folder.glob("*.svg")}
        return sorted(found)

    def find(self, name: str) -> IconSource | None:
        if name not in self._sources:
            self._sources[name] = self._load(name)
        return self._sources[name]

    def _load(self, name: str) -> IconSource | None:
        for folder in self.folders:
            path = folder / f"{name}.svg"
            if path.is_file():
                drawing = _read_svg(path)
                return IconSource(name, path, drawing.width, drawing.height, _is_monochrome(drawing))
        return None

    def markup(self, name: str, height: float, color: Color | None, valign: str = "baseline") -> str:
        """An ``<img>`` placeholder for a Paragraph, ``height`` points tall."""
        source = self.find(name)
        if source is None:
            raise IconError(f"unknown icon ':{name}:'")
        key = f"{name}--{_color_key(color)}"
        path = _placeholder_dir() / f"{key}.png"
        if not path.exists():
            Image.new("RGBA", (1, 1), (0, 0, 0, 0)).save(path)
        self._placeholders[str(path)] = (name, color)
        width = height * source.aspect
        return f'<img src="{path}" width="{width:.3f}" height="{height:.3f}" valign="{valign}"/>'

    def placeholder(self, file_name: str) -> tuple[str, Color | None] | None:
        return self._placeholders.get(file_name)

    def draw(
        self, canvas: Canvas, name: str, x: float, y: float, width: float, height: float, color: Color | None = None
    ) -> None:
        """Draw icon ``name`` fitted (aspect kept, centred) in the box at (x, y)."""
        source = self.find(name)
        if source is None:
            raise IconError(f"unknown icon ':{name}:'")
        form = self._form(canvas, source, color if source.monochrome else None)
        scale = min(width / source.width, height / source.height)
        dx = (width - source.width * scale) / 2
        dy = (height - source.height * scale) / 2
        canvas.saveState()
        canvas.translate(x + dx, y + dy)
        canvas.scale(scale, scale)
        canvas.doForm(form)
        canvas.restoreState()

    def _form(self, canvas: Canvas, source: IconSource, color: Color | None) -> str:
        form = f"icon-{source.name}-{_color_key(color)}"
        if not canvas.hasForm(form):
            drawing = _read_svg(source.path)
            if color is not None:
                _recolor(drawing, color)
            # Without this, renderPDF starts from Helvetica, an unembedded standard font.
            drawing.__dict__["initialFontName"] = canvas._initialFontName
            canvas.saveState()
            canvas.beginForm(form, 0, 0, source.width, source.height)
            renderPDF.draw(drawing, canvas, 0, 0)
            canvas.endForm()
            canvas.restoreState()
        return form


class IconCanvas(Canvas):
    """A canvas that draws icon placeholders from Paragraph markup as vector forms."""

    icons: IconLibrary | None = None

    def drawImage(self, image, x, y, width=None, height=None, *args, **kwargs):  # noqa: N802 - reportlab API
        if self.icons is not None and isinstance(image, ImageReader):
            hit = self.icons.placeholder(str(image.fileName))
            if hit:
                name, color = hit
                self.icons.draw(self, name, x, y, width, height, color)
                return (width, height)
        return super().drawImage(image, x, y, width, height, *args, **kwargs)


def _read_svg(path: Path) -> Drawing:
    try:
        drawing = svg2rlg(str(path))
    except Exception as exc:  # svglib raises many kinds on malformed files
        raise IconError(f"cannot read SVG icon '{path.name}': {exc}") from None
    if drawing is None or not drawing.width or not drawing.height:
        raise IconError(f"cannot read SVG icon '{path.name}': no drawable content or size")
    return drawing


def _shapes(node):
    yield node
    if isinstance(node, (Group, Drawing)):
        for child in node.contents:
            yield from _shapes(child)


def _paint_colors(drawing: Drawing) -> set[str]:
    colors = set()
    for shape in _shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            paint = getattr(shape, attr, None)
            if isinstance(paint, Color) and getattr(paint, "alpha", 1) > 0:
                colors.add(paint.hexval())
    return colors


def _is_monochrome(drawing: Drawing) -> bool:
    return len(_paint_colors(drawing)) <= 1


def _recolor(drawing: Drawing, color: Color) -> None:
    for shape in _shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            if isinstance(getattr(shape, attr, None), Color):
                setattr(shape, attr, color)


def _color_key(color: Color | None) -> str:
    if color is None:
        return "own"
    return hashlib.sha1(repr(color.rgba()).encode()).hexdigest()[:8] if color != black else "000000"

"""The one way pnp makes a canvas: deterministic output, embedded fonts only, metadata, no scaling."""

from __future__ import annotations

from typing import BinaryIO

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from pnp.core.geometry import MM

rl_config.useA85 = 0  # binary streams: smaller files


def new_canvas(
    target: BinaryIO, width_mm: float, height_mm: float, font: str, title: str, subject: str, author: str
) -> Canvas:
    """A canvas whose bytes depend on nothing but what is drawn (invariant mode).

    ``font`` is the initial font: without it reportlab puts Helvetica, an unembedded
    standard font, into every page's resources.
    """
    canvas = Canvas(
        target,
        pagesize=(width_mm * MM, height_mm * MM),
        invariant=1,
        initialFontName=font,
        initialFontSize=8,
        pageCompression=1,
    )
    describe(canvas, title, subject, author)
    return canvas


def describe(canvas: Canvas, title: str, subject: str, author: str) -> None:
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setAuthor(author)
    canvas.setCreator("pnp")
    canvas.setViewerPreference("PrintScaling", "None")


def set_boxes(
    canvas: Canvas, trim: tuple[float, float, float, float], bleed: tuple[float, float, float, float]
) -> None:
    """TrimBox and BleedBox of the page being drawn (mm: x, y, width, height)."""
    canvas.setTrimBox(_points(trim))
    canvas.setBleedBox(_points(bleed))


def _points(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    x, y, w, h = box
    return (round(x * MM, 4), round(y * MM, 4), round((x + w) * MM, 4), round((y + h) * MM, 4))


def end_form(canvas: Canvas, name: str) -> None:
    """End the form ``name`` with the graphics states (opacity) it uses among its resources.

    reportlab writes a form's fonts and forms but not its ExtGState, so a form drawn with an
    opacity names states its page cannot resolve (viewers then ignore the opacity, or warn).
    """
    canvas.endForm()
    form = canvas._doc.idToObject[pdfdoc.xObjectName(name)]
    states = getattr(form, "ExtGState", None)
    if states:
        resources = pdfdoc.PDFResourceDictionary()
        resources.basicFonts()
        resources.allProcs()
        if form.XObjects:
            resources.XObject = form.XObjects
        resources.ExtGState = states
        form.Resources = resources

"""The one way pnp makes a canvas: deterministic output, embedded fonts only, metadata, no scaling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, BinaryIO

from reportlab import rl_config
from reportlab.lib.colors import CMYKColor, toColor
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from pnp.core.color import Color, Ink
from pnp.core.geometry import MM
from pnp.core.profiles import PdfX

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


def declare_pdfx(canvas: Canvas, standard: PdfX) -> None:
    """Mark the file as made to a PDF/X standard for a registered printing condition: the catalog's output intent
    and the standard's name in the document information. What the standard asks of the pages themselves (CMYK
    colours, no transparency, embedded fonts, trim boxes) is the painter's and the profile checks' part."""
    intent = pdfdoc.PDFDictionary(
        {
            "Type": pdfdoc.PDFName("OutputIntent"),
            "S": pdfdoc.PDFName("GTS_PDFX"),
            "OutputConditionIdentifier": pdfdoc.PDFString(standard.condition),
            "RegistryName": pdfdoc.PDFString(standard.registry),
            "Info": pdfdoc.PDFString(standard.info),
        }
    )
    catalog = canvas._doc.Catalog
    catalog.__NoDefault__ = [*catalog.__NoDefault__, "OutputIntents"]  # reportlab's catalog knows no such key
    catalog.OutputIntents = pdfdoc.PDFArray([intent])
    canvas._doc.info = _PdfXInfo(canvas._doc.info, standard.version)


class _PdfXInfo(pdfdoc.PDFInfo):
    """reportlab's document information (title, dates, ``/Trapped /False`` …) with the PDF/X version added."""

    def __init__(self, info: pdfdoc.PDFInfo, version: str):
        self.__dict__.update(info.__dict__)
        self.version = version

    def format(self, document) -> bytes:
        formatted = super().format(document).rstrip()
        entry = pdfdoc.PDFString(self.version).format(document)
        return formatted[: -len(b">>")] + b"/GTS_PDFXVersion " + entry + b"\n>>"


def in_cmyk(ink: Ink) -> Callable[[Any], CMYKColor]:
    """reportlab's colour-space hook (``enforceColorSpace``) that paints every colour set on a canvas, or on its
    text objects, in CMYK by ``ink``: what reportlab's own flowables set too (a table resets its fill to RGB
    black). Greys set as greys stay DeviceGray, which PDF/X allows."""

    def enforce(value: Any) -> CMYKColor:
        color = toColor(value)
        if isinstance(color, CMYKColor):
            return color
        return CMYKColor(*ink.cmyk(Color(color.red, color.green, color.blue)), alpha=color.alpha)

    return enforce


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

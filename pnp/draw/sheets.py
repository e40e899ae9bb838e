"""Sheet plans painted page by page: faces through their placements, marks, boxes, the footer.

A face placed more than once (a shared back, the copies of a card) is drawn once as
a form XObject and reused, so its art is stored once per PDF.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from pnp.core.color import Ink
from pnp.core.geometry import MM
from pnp.core.profiles import PdfX
from pnp.core.words import Words, say, scale_bar
from pnp.draw.canvas import declare_pdfx, end_form, new_canvas, set_boxes
from pnp.draw.furniture import draw_footer, draw_note, footer_text
from pnp.draw.marks import paint_mark
from pnp.draw.painter import Painter
from pnp.impose.plan import PagePlan, SheetPlan
from pnp.layout.face import Face, Group
from pnp.load.icons import IconLibrary

FORM_MARGIN = 20.0  # mm around a face that its form keeps (the clip of each placement trims it)
DUPLEX = {"long-edge": "DuplexFlipLongEdge", "short-edge": "DuplexFlipShortEdge"}


@dataclass
class SheetDocument:
    plan: SheetPlan
    face: Callable[[int, str], Face]  # (piece index, side) -> its laid-out face
    icons: IconLibrary
    font: str  # registered name of the furniture font
    title: str
    subject: str
    author: str
    footer: list[str]  # footer text before the page number
    words: Words = field(default_factory=dict)  # game.yaml's words: (pnp.core.words): "page 3/24"
    notice: str = ""
    ink: Ink | None = None  # colours in CMYK (a print profile's colour rule)
    pdfx: PdfX | None = None  # the PDF/X standard the file is made to
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm each backs page moves: corrects a printer's duplex shift
    picture_ppi: float | None = None  # pictures brought down to this many pixels per inch as placed (a proof)


def draw_sheets(target: BinaryIO, document: SheetDocument) -> None:
    plan = document.plan
    first = plan.pages[0]
    canvas = new_canvas(
        target, first.width, first.height, document.font, document.title, document.subject, document.author
    )
    if plan.duplex in DUPLEX:
        canvas.setViewerPreference("Duplex", DUPLEX[plan.duplex])
    uses = Counter(id(document.face(p.piece, p.side)) for page in plan.pages for p in page.placements)
    faces = {id(face): face for page in plan.pages for p in page.placements if (face := document.face(p.piece, p.side))}
    if document.pdfx is not None:
        declare_pdfx(canvas, document.pdfx)
    painter = Painter(canvas, document.icons.find, document.ink, _shared_groups(faces.values()), document.picture_ppi)
    forms: dict[int, str] = {}
    for number, page in enumerate(plan.pages, start=1):
        canvas.setPageSize((page.width * MM, page.height * MM))
        dx, dy = document.back_offset if plan.duplex and _backs_only(page) else (0.0, 0.0)
        trim, bleed = page.trim_box or page.page, page.bleed_box or page.page
        set_boxes(canvas, (trim.x + dx, trim.y + dy, trim.w, trim.h), (bleed.x + dx, bleed.y + dy, bleed.w, bleed.h))
        canvas.saveState()
        canvas.scale(MM, MM)
        canvas.translate(dx, dy)
        for placed in page.placements:
            face = document.face(placed.piece, placed.side)
            canvas.saveState()
            painter.clip(placed.clip)
            canvas.transform(*placed.transform.values)
            painter.scale = placed.transform.scale_factor
            if uses[id(face)] > 1:
                canvas.doForm(_form(canvas, painter, face, forms))
            else:
                painter.paint(face.items)
            canvas.restoreState()
        for mark in page.marks:
            paint_mark(mark, painter, document.font)
        canvas.restoreState()
        _footer(canvas, page, document, number, len(plan.pages))
        if page.note is not None and plan.note:
            draw_note(canvas, page.note, plan.note, document.font)
        canvas.showPage()
    canvas.save()


def _shared_groups(faces: Iterable[Face]) -> set[int]:
    """The groups (by identity) drawn more than once in the document: held by several of its faces, or twice by
    one (a quest's map that draws one corridor tile in six places)."""
    drawn: Counter[int] = Counter()
    for face in faces:
        pending = list(face.items)
        while pending:
            item = pending.pop()
            if isinstance(item, Group):
                drawn[id(item)] += 1
                if drawn[id(item)] == 1:  # its own groups are counted once, however often it is drawn
                    pending.extend(item.items)
    return {group for group, count in drawn.items() if count > 1}


def _backs_only(page: PagePlan) -> bool:
    """A page of backs only: what a duplex printer prints on the sheet's second side (in a double-sided
    file; a tiled board's back pages print one-sided, to be glued)."""
    return bool(page.placements) and all(placed.side == "back" for placed in page.placements)


def _form(canvas: Canvas, painter: Painter, face: Face, forms: dict[int, str]) -> str:
    if id(face) not in forms:
        name = forms[id(face)] = f"face-{len(forms) + 1}"
        w, h = face.size
        reach = face.bleed + FORM_MARGIN
        canvas.beginForm(name, -reach, -reach, w + reach, h + reach)
        painter.paint(face.items)
        end_form(canvas, name)
    return forms[id(face)]


def _footer(canvas: Canvas, page: PagePlan, document: SheetDocument, number: int, total: int) -> None:
    if page.footer is None:
        return
    paged = say(document.words, "page", page=f"{number}/{total}")
    where = f"{page.label} · {paged}" if page.label else paged
    text = footer_text([*document.footer, where, document.notice])
    draw_footer(canvas, page.footer, text, document.font, scale_bar(document.words, document.plan.ruler))

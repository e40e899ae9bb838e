"""``calibration``: a two-sided test sheet that shows how far a home printer shifts the back side.

Print ``output/calibration/calibration-<paper>.pdf`` double-sided (flip on the long edge, at
100 %), hold the sheet against a light and read, on the back's scales, where the front's
lines show through. The numbers read are what ``pnp build --back-offset X,Y`` takes: the
scales count so that moving the backs by the reading puts them where they belong.

Why that holds: the front's line sits in the page's middle, where a long-edge flip maps
it onto the middle of the back. A printer that prints the back ``s`` mm too far right
puts the scale's 0 at ``s`` to the right of the line, so the line shows at ``-s``:
moving the backs by ``-s`` undoes the shift. Two scales a way show skew as well.
"""

from __future__ import annotations

from pnp.core.papers import paper as paper_named
from pnp.core.workspace import Workspace
from pnp.draw.sheets import SheetDocument
from pnp.export import Export, ExportSettings, draw_pdf, export
from pnp.impose.plan import Label, Line, PagePlan, SheetPlan
from pnp.load.fonts import FontBook
from pnp.load.icons import IconLibrary
from pnp.write.files import OutputSet

REACH = 6.0  # mm each way the scales read
TICK = 0.5  # mm between ticks
LONG, MID, SHORT = 4.0, 2.8, 1.6  # mm: ticks at 0 and ±5 mm, at whole mm, at half mm
PLACES = (0.25, 0.75)  # where along the page the scales sit (fractions): two a way show skew


@export("calibration")
class Calibration(Export):
    doc = "a two-sided test sheet: read X,Y for pnp build --back-offset"
    per_game = False

    def run_alone(self, workspace: Workspace, settings: ExportSettings, files: OutputSet) -> None:
        fonts = FontBook(workspace.fonts)
        face = fonts.default_family.face()
        fonts.ready(face)
        for name in settings.papers:
            sheet = paper_named(name)
            plan = SheetPlan([_front(sheet.w, sheet.h), _back(sheet.w, sheet.h)], "long-edge")
            document = SheetDocument(
                plan=plan,
                face=lambda index, side: None,
                icons=IconLibrary([]),
                font=face.name,
                title=f"Duplex calibration ({name})",
                subject="how far the printer shifts the back side",
                author="pnp",
                footer=[],
            )
            files_name = f"calibration-{name}.pdf"
            with files.open(files_name) as handle:
                handle.write(draw_pdf(document))


def _front(w: float, h: float) -> PagePlan:
    """Two long hairlines through the page's middle, and what to do."""
    page = PagePlan(w, h, label="front")
    page.marks.extend([Line(w / 2, 20.0, w / 2, h - 30.0), Line(20.0, h / 2, w - 20.0, h / 2)])
    _say(
        page,
        [
            "pnp duplex calibration: FRONT",
            "Print this file double-sided, flip on the long edge, at 100 % (no fit to page).",
            "Hold the sheet against a light and read the back's scales where these lines show through.",
        ],
    )
    return page


def _back(w: float, h: float) -> PagePlan:
    """Scales across the front's vertical line (X) and along its horizontal one (Y), two of each."""
    page = PagePlan(w, h, label="back")
    for fraction in PLACES:
        page.marks.extend(_scale(w / 2, h * fraction, horizontal=True))
        page.marks.extend(_scale(w * fraction, h / 2, horizontal=False))
    _say(
        page,
        [
            "pnp duplex calibration: BACK",
            "X: where the front's upright line crosses the two level scales; Y: where its level line crosses",
            "the two upright scales. Read in mm (a tick every 0.5 mm, taller at whole mm), then build with",
            "pnp build --back-offset X,Y    (for example --back-offset 0.5,-1). Readings that differ",
            "along a scale mean the printer also skews the back: take their middle value.",
        ],
    )
    return page


def _scale(x: float, y: float, horizontal: bool) -> list[Line | Label]:
    """A scale centred on (x, y) reading -REACH…+REACH to the right (or upward)."""
    marks: list[Line | Label] = []
    steps = round(REACH / TICK)
    for step in range(-steps, steps + 1):
        offset = step * TICK
        length = LONG if step % 10 == 0 else MID if step % 2 == 0 else SHORT
        if horizontal:
            marks.append(Line(x + offset, y, x + offset, y + length))
        else:
            marks.append(Line(x, y + offset, x + length, y + offset))
        if step % 10 == 0:  # 0 and ±5 mm: labels any closer would touch
            text = f"{offset:+g}" if offset else "0"
            if horizontal:
                marks.append(Label(x + offset, y + LONG + 1.0, text, 6.0, anchor="middle"))
            else:
                marks.append(Label(x + LONG + 1.0, y + offset - 0.7, text, 6.0))
    return marks


def _say(page: PagePlan, lines: list[str]) -> None:
    top = page.height - 14.0
    for number, text in enumerate(lines):
        page.marks.append(Label(15.0, top - number * 4.2, text, 9.0 if number == 0 else 7.5))

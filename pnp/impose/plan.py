"""Page plans: what goes where on each page, as pure geometry in millimetres (origin bottom-left, y up).

An imposition strategy returns a :class:`SheetPlan`; a writer paints it. Nothing here
draws, so every rule of every strategy can be tested without a PDF.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.core.color import Color
from pnp.core.geometry import Affine, Box, Path, Shape, transform_path


@dataclass(frozen=True)
class PieceSpec:
    """What a strategy knows of a piece: its outline and bleed, its sides, how many copies, and
    where its front and its back print words (each side's own coordinates: mm, y down), for tile
    joins to keep clear of."""

    shape: Shape
    bleed: float
    sides: tuple[str, ...]  # "front", then "back" when it has one
    count: int = 1
    text: tuple[Box, ...] = ()
    group: str = ""  # pieces of different groups never share a sheet where neighbours share cuts
    back_text: tuple[Box, ...] = ()
    noun: str = ""  # what one piece is called in the game's words (a tiled piece's assembly map says it)
    marks: tuple[Box, ...] = ()  # where the front draws icons and small shapes (a tiled map's labels keep off them)
    back_marks: tuple[Box, ...] = ()
    holes: tuple[Path, ...] = ()  # outlines cut out of its front (its own coordinates), each a cut outline

    @property
    def size(self) -> tuple[float, float]:
        return self.shape.w, self.shape.h

    def outline_of(self, side: str) -> Shape:
        """The shape ``side`` is cut to, in its own coordinates: the back's is the face's mirrored left to right
        (itself when symmetric), the face's silhouette as it is seen from behind once the piece is turned
        over, whichever way the sheet is flipped or folded; its template's ``shape:`` writes it so."""
        return self.shape.mirrored() if side == "back" else self.shape

    def holes_of(self, side: str) -> tuple[Path, ...]:
        """The holes ``side`` shows, in its own coordinates: the front's, and on the back the same holes mirrored
        left to right, where they fall behind it (as :meth:`outline_of` mirrors its cut): a window is not printed
        over on the back."""
        if side != "back":
            return self.holes
        mirror = Affine(-1.0, 0.0, 0.0, 1.0, self.shape.w, 0.0)
        return tuple(transform_path(hole, mirror) for hole in self.holes)

    def words(self, side: str) -> tuple[Box, ...]:
        """Where ``side`` prints words."""
        return self.back_text if side == "back" else self.text

    def marks_of(self, side: str) -> tuple[Box, ...]:
        """Where ``side`` draws icons and small shapes."""
        return self.back_marks if side == "back" else self.marks


@dataclass(frozen=True)
class Placement:
    """One face on a page: ``transform`` maps face coordinates (mm, y down) to the page.

    Everything else is in page coordinates: ``clip`` is where the art may show (the trim
    plus the bleed that fits here), ``cut`` the trim's outline, ``trim`` its bounding box.
    """

    piece: int  # index into the strategy's input
    side: str  # "front", "back"
    transform: Affine
    clip: Path
    cut: Path
    trim: Box
    rotation: int = 0  # degrees counter-clockwise
    straight: bool = True  # its cuts are straight lines along ``trim`` (crop marks can guide them)
    holes: tuple[Path, ...] = ()  # outlines cut out of it, as its side shows them (PieceSpec.holes_of)


@dataclass(frozen=True)
class Line:
    """A guide line: ``crop`` marks, ``cut`` and ``fold`` lines, ``guide`` lines (where to glue).

    ``color`` replaces the style's grey (a fold line over dark art, chosen by the game)."""

    x1: float
    y1: float
    x2: float
    y2: float
    style: str = "crop"
    color: Color | None = None


@dataclass(frozen=True)
class Outline:
    """A closed outline: a ``cut`` line around a shaped piece, a ``frame`` on a map.

    ``color`` replaces the style's grey (a light cut line round dark pieces, chosen by the game); ``fill`` paints
    inside it first (a hole on a Tabletop Simulator face, where nothing is cut out); ``clip`` keeps it within a
    region of the page (a hole's cut on a tiled page, within the page's part of the piece)."""

    path: Path
    style: str = "cut"
    color: Color | None = None
    fill: Color | None = None
    clip: Path | None = None


@dataclass(frozen=True)
class Label:
    """Words on the page: piece labels, assembly notes. ``anchor``: start, middle or end."""

    x: float
    y: float
    text: str
    size: float = 7.0
    anchor: str = "start"
    angle: float = 0.0
    bold: bool = False
    backed: bool = False  # on a white box: a label over art (the assembly map's page names)
    font: str | None = None  # a registered face of its own (a tuck box's bold heading); else the page's font


@dataclass(frozen=True)
class Panel:
    """A white box with a thin black edge and rounded corners (``radius`` mm), for labels set over art
    together (a tuck box's contents, one line a deck): drawn before them, in the marks' order."""

    box: Box
    radius: float = 1.5


@dataclass(frozen=True)
class Registration:
    """A registration target (circle and cross) to line two sheets up."""

    x: float
    y: float
    radius: float = 2.0


Mark = Line | Outline | Label | Panel | Registration


@dataclass(frozen=True)
class Band:
    """A strip of free margin for the footer: lower-left corner, length along the text, depth, and
    the paper edge it runs along (bottom, left with the text turned up, top, or right turned down)."""

    x: float
    y: float
    length: float
    depth: float
    edge: str = "bottom"

    @property
    def vertical(self) -> bool:
        return self.edge in ("left", "right")

    @property
    def box(self) -> Box:
        return (
            Box(self.x, self.y, self.depth, self.length)
            if self.vertical
            else Box(self.x, self.y, self.length, self.depth)
        )


@dataclass
class PagePlan:
    width: float
    height: float
    placements: list[Placement] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    trim_box: Box | None = None  # defaults to the page
    bleed_box: Box | None = None
    footer: Band | None = None
    label: str = ""  # what the footer calls this page: "fronts 1/2"
    note: Band | None = None  # where the first page says how to print the file (SheetPlan.note)

    @property
    def page(self) -> Box:
        return Box(0.0, 0.0, self.width, self.height)


@dataclass
class SheetPlan:
    """A whole output: its pages, and the duplex flip its backs assume (for the viewer hint)."""

    pages: list[PagePlan]
    duplex: str | None = None  # "long-edge", "short-edge" or None for one-sided printing
    ruler: tuple[float, str] | None = None  # footer scale bar: length in mm, its label's words key
    note: str = ""  # how to print the file, cut and fold it: said on its first page (PagePlan.note)
    cut_words: tuple[tuple[int, str, Box], ...] = ()  # (piece, side, text box) a tiled board's page joins cut through

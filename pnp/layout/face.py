"""A laid-out face: a display list of positioned primitives in millimetres, for any writer to paint.

Coordinates are those of templates: origin at the trim's top-left corner, y downward.
Five primitives cover everything an element kind can produce; a writer paints these
and knows nothing of element kinds, templates or content.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.core.color import Color
from pnp.core.findings import Location
from pnp.core.geometry import Affine, Shape
from pnp.core.geometry import Path as Outline

if TYPE_CHECKING:
    from pnp.model import Item


@dataclass(frozen=True, slots=True)
class PathItem:
    """A filled and/or stroked outline; widths and dashes in mm."""

    path: Outline
    fill: Color | None = None
    stroke: Color | None = None
    stroke_width: float = 0.25
    dash: tuple[float, ...] = ()
    cap: str = "butt"  # butt, round, square
    join: str = "miter"  # miter, round, bevel


@dataclass(frozen=True, slots=True)
class TextItem:
    """One run of text in one face and size, its baseline starting at (x, y)."""

    x: float
    y: float
    text: str
    font: str  # the registered face name
    size: float  # pt
    color: Color


@dataclass(frozen=True, slots=True)
class IconItem:
    """An icon fitted (aspect kept, centred) into the box at (x, y) — top-left — of size w × h;
    ``trimmed``: its drawing's own bounds fill the box (an inline icon standing on the baseline),
    not its SVG box with whatever margin that leaves."""

    name: str
    x: float
    y: float
    w: float
    h: float
    color: Color | None  # one-colour icons are drawn in it; None keeps the icon's own colours
    trimmed: bool = False


@dataclass(frozen=True, slots=True)
class ImageItem:
    """A raster image fitted (aspect kept, centred) into its box."""

    path: Path
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, slots=True)
class Group:
    """Primitives drawn together: through a transform, inside a clip, at an opacity."""

    items: tuple[Primitive, ...]
    transform: Affine | None = None
    clip: Outline | None = None
    opacity: float | None = None


Primitive = PathItem | TextItem | IconItem | ImageItem | Group


Box = tuple[float, float, float, float]  # x, y, w, h in mm


@dataclass(frozen=True)
class PartCopy:
    """One copy of a repeated element on a figure's face: its box and where its own words print (if it does)."""

    box: Box
    words: Box | None = None


@dataclass
class Face:
    """One side of a piece, laid out. A rulebook figure's face also keeps the box of each element it drew
    (``parts``, by the template's element names), the names of those its ``when:`` hid (``hidden``) and of
    those that failed with a finding of their own (``failed``): a figure with callouts points at them."""

    shape: Shape
    bleed: float
    items: tuple[Primitive, ...]
    name: str  # the template it came from
    parts: dict[str, tuple[Box, ...]] = field(default_factory=dict)  # each copy's box (one, unless repeat:)
    words: dict[str, Box] = field(default_factory=dict)  # of the parts that print words: where they print
    hidden: tuple[str, ...] = ()  # in the template's order, not a set: a set pickles in the order of its
    failed: tuple[str, ...] = ()  # hashes, which differ process to process (and Output.drawn_from must not)
    covered: dict[str, tuple[Box, ...]] = field(default_factory=dict)  # of each part: the fills drawn over it
    # of each element with repeat:, its copies in order, None where a copy's when: hides it (a callout at one: road#3)
    copies: dict[str, tuple[PartCopy | None, ...]] = field(default_factory=dict)
    holes: tuple[Outline, ...] = ()  # outlines cut out of it (its template's holes:)

    def copy(self, name: str, number: int) -> PartCopy | None:
        """Copy ``number`` (from 1) of the repeated element ``name``, if the face draws it."""
        made = self.copies.get(name, ())
        return made[number - 1] if 1 <= number <= len(made) else None

    @property
    def size(self) -> tuple[float, float]:
        return self.shape.w, self.shape.h


@dataclass
class LaidPiece:
    """A piece ready to impose: its faces by side ("front", "back"; a die's "face-1" to "face-6") and how many
    copies print."""

    label: str  # what findings call it: "card 'dead-end'"
    count: int
    faces: dict[str, Face] = field(default_factory=dict)
    size_location: Location | None = None  # the template line its size comes from
    entry: Item | None = None  # the source entry it was laid out from
    shape_location: Location | None = None  # the template line its shape comes from

    @property
    def front(self) -> Face:
        """Its first side: the front (a die's first face)."""
        return next(iter(self.faces.values()))

    @property
    def shape(self) -> Shape:
        return self.front.shape

    @property
    def bleed(self) -> float:
        return self.front.bleed


def with_opacity(
    items: tuple[Primitive, ...], matrix: Affine | None = None, opaque: bool = True
) -> Iterator[tuple[Primitive, Affine | None, bool]]:
    """Every primitive with the transform it is drawn through, and whether it is drawn fully opaque."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform if matrix is None else (matrix @ item.transform if item.transform else matrix)
            solid = opaque and (item.opacity is None or item.opacity >= 1)
            yield from with_opacity(item.items, inner if item.transform else matrix, solid)
        else:
            yield item, matrix, opaque


def flattened(items: tuple[Primitive, ...]) -> Iterator[tuple[Primitive, Affine | None]]:
    """Every primitive with the transform it is drawn through."""
    for item, matrix, _ in with_opacity(items):
        yield item, matrix


def icon_names(face: Face) -> Iterator[str]:
    """The name of every icon the face draws, its text's inline icons too, in drawing order."""
    return (item.name for item, _ in flattened(face.items) if isinstance(item, IconItem))

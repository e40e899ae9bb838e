"""``same_back: turned``: one back for all that looks the same turned half round (an oracle or tarot deck read
upright or reversed: a card drawn upside down must not be told by its back before it is turned over).

The back is drawn and rasterised, and its picture compared with itself turned by 180°; where they differ, the
element that draws there is the cause: the one finding is at its line. Pixels, not element boxes, are compared,
so a drawing that is the same turned round (a diamond, a pair of lanterns one turned) passes however it is built,
and an icon's own art counts (a lantern centred alone is no more symmetric than its SVG is).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.core.findings import Findings
from pnp.layout.face import Primitive
from pnp.layout.laid import LaidElement
from pnp.load.templates import Template

if TYPE_CHECKING:  # Pillow is loaded by a game that asks for the check, not by every start-up
    from PIL import Image

# Drawings (mm, from the top left) on pages of a size (mm) at a resolution, as images: drawing is a stage above
# layout, so the component kind that asks for the check hands layout its way to make them
# (pnp.draw.raster.drawings_as_images).
Pictures = Callable[[list[list[Primitive]], tuple[float, float], int], "list[Image.Image]"]


@dataclass(frozen=True)
class TurnedAlike:
    """A back asked to look the same turned half round: the ``component`` whose ``same_back: turned`` asks it,
    and how to see drawings as printed."""

    component: str
    pictures: Pictures


DPI = 100  # a pixel a quarter of a millimetre: finer than any drawing that tells one way up from the other
INKED = 8  # levels from white, in any channel: a pixel an element alone draws on
DIFFERENT = 24  # levels in a channel beyond all of a pixel's neighbours turned round: a drawing that is not there
COVERS = 0.9  # of the differing pixels the element that covers most covers: the cause covers as many, or nearly
SPECKS = 20  # differing pixels that are still no drawing: text hinted otherwise upside down (a 2 mm dot is 90)


def check_turned_alike(template: Template, laid: list[LaidElement], asked: TurnedAlike, findings: Findings) -> None:
    """One ``back-turns`` error, at the element that makes ``component``'s back differ from itself turned half
    round."""
    by_element: dict[str, list[Primitive]] = {}
    for element in laid:
        by_element.setdefault(element.name, []).extend(element.drawn)
    everything = [item for items in by_element.values() for item in items]
    drawn = asked.pictures([everything, *by_element.values()], template.size, DPI)
    differing = _differing(drawn[0])
    if differing is None:
        return
    name = _cause(differing, dict(zip(by_element, drawn[1:], strict=True)))
    findings.error(
        "back-turns",
        template.elements[name].loc,
        f"component '{asked.component}' has same_back: turned, but its back '{template.name}' does not look the "
        f"same turned half round: element '{name}' tells which way up a card lies, so a reversed card is known "
        "before it is turned over; draw it twice, the second turned (repeat: 2, rotate: 180) where the first "
        "lands when the card turns, or centre a drawing that is the same upside down",
        cause=f"back-turns:{template.name}:{name}",
    )


def _differing(picture: Image.Image) -> Image.Image | None:
    """The pixels (white) where the picture turned half round is lighter or darker in a channel than the picture
    is at that pixel and all its neighbours: a shift of a pixel in rounding an edge is no difference, a line turned
    elsewhere is. None when there are none."""
    from PIL import ImageChops, ImageFilter

    turned = picture.rotate(180)
    lighter = ImageChops.subtract(turned, picture.filter(ImageFilter.MaxFilter(3)))
    darker = ImageChops.subtract(picture.filter(ImageFilter.MinFilter(3)), turned)
    mask = _strongest(ImageChops.lighter(lighter, darker)).point(lambda level: 255 if level > DIFFERENT else 0)
    if _count(mask) <= SPECKS:
        return None
    return mask


def _strongest(picture: Image.Image) -> Image.Image:
    """The largest of each pixel's three channels, as one grey."""
    from PIL import ImageChops

    red, green, blue = picture.split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue)


def _cause(differing: Image.Image, pictures: dict[str, Image.Image]) -> str:
    """The element whose ink, or its ink turned half round, covers the differing pixels (nearly as many as the
    element that covers most: a few are text hinted otherwise upside down); of those, the one that inks least
    (not the ground under everything)."""
    from PIL import ImageChops

    covered: dict[str, tuple[int, int]] = {}
    for name, picture in pictures.items():
        ink = _strongest(ImageChops.invert(picture)).point(lambda level: 255 if level > INKED else 0)
        both = ImageChops.lighter(ink, ink.rotate(180))
        covered[name] = _count(ImageChops.darker(differing, both)), _count(ink)
    most = max(count for count, _ in covered.values())
    return min((name for name, (count, _) in covered.items() if count >= COVERS * most), key=lambda n: covered[n][1])


def _count(mask: Image.Image) -> int:
    """How many pixels of a black and white mask are white."""
    return mask.histogram()[255]

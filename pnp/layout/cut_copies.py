"""A copy of a repeated element that the trim cuts where its other copies lie whole on the piece: a map's area from
a row of its data placed so that its room runs past the board's edge. A fill drawn past the trim is often meant (a
header to the bleed, art cropped by the cut), but a copy its siblings show to be meant whole is a slip of its row:
the cut takes part of it off, and nothing else says so (its label may still lie inside the safe zone)."""

from __future__ import annotations

from collections.abc import Iterator

from pnp.layout.laid import Bounds, LaidElement, off_piece, span

EDGE = 0.01  # mm: a box this close to the trim lies on the piece (a grid cell ending at its edge)


def cut_copies(laid: list[LaidElement], size: tuple[float, float]) -> Iterator[tuple[LaidElement, Bounds, str]]:
    """Each copy of a repeated element the trim of a ``size`` piece cuts, while another copy of it lies whole on
    the piece, with the box of what it draws and the key that places it past the edge ("x" or "y"). A copy that
    lies wholly off is not one (``art-off-piece`` says it), nor one whose text overflows its box (``text-overflow``
    is its one finding: a word too long for its band runs past the trim because it does not fit)."""
    w, h = size
    copies: dict[str, list[tuple[LaidElement, Bounds]]] = {}
    for element in laid:
        if not element.copy:
            continue  # not a repeated element's copy: measuring what it paints is the costly part
        boxes = [*element.printed_boxes, *(painted.bounds for painted in element.paints.values())]
        if boxes:
            copies.setdefault(element.name, []).append((element, span(boxes)))
    for group in copies.values():
        whole = [box for _, box in group if _on(box, w, h)]
        if not whole:
            continue  # every copy runs past the edge: drawn so (stripes to the bleed)
        for element, box in group:
            if not _on(box, w, h) and not off_piece(box, size) and not element.failed:
                yield element, box, "x" if box[0] < -EDGE or box[2] > w + EDGE else "y"


def _on(box: Bounds, w: float, h: float) -> bool:
    left, top, right, bottom = box
    return left >= -EDGE and top >= -EDGE and right <= w + EDGE and bottom <= h + EDGE

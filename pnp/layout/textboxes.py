"""Where a laid-out face prints words: boxes that a tiled board's glue joins keep clear of."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.geometry import IDENTITY, Affine, Box
from pnp.layout.face import Face, Group, TextItem

PT = 25.4 / 72  # mm in a point
ABOVE, BELOW = 0.8, 0.25  # × the size: how far a line's ink reaches above and below its baseline


def text_boxes(face: Face) -> tuple[Box, ...]:
    """The box of each run of text on ``face``, in face coordinates (mm, y down), through any transform."""
    boxes: list[Box] = []

    def visit(items, transform: Affine) -> None:
        for item in items:
            if isinstance(item, Group):
                visit(item.items, transform @ item.transform if item.transform else transform)
            elif isinstance(item, TextItem):
                width, size = stringWidth(item.text, item.font, item.size) * PT, item.size * PT
                corners = [
                    transform.apply(x, y)
                    for x in (item.x, item.x + width)
                    for y in (item.y - ABOVE * size, item.y + BELOW * size)
                ]
                xs, ys = [p[0] for p in corners], [p[1] for p in corners]
                boxes.append(Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))

    visit(face.items, IDENTITY)
    return tuple(boxes)

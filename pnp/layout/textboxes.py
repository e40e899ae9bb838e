"""Where a laid-out face prints words, boxes that a tiled board's glue joins keep clear of, and where it draws
icons and small shapes, which its assembly map's page labels keep off as they keep off its words."""

from __future__ import annotations

from collections.abc import Iterator

from pnp.core.geometry import Box, path_bounds
from pnp.layout.face import Face, IconItem, ImageItem, PathItem, TextItem, flattened
from pnp.layout.laid import drawn_box, transformed

ABOVE, BELOW = 0.8, 0.25  # × the size: how far a line's ink reaches above and below its baseline
MARK = 20.0  # mm: the most a mark spans either way (a station's ring, a star; not a board's cells, frame or art)


def text_boxes(face: Face) -> tuple[Box, ...]:
    """The box of each run of text on ``face``, in face coordinates (mm, y down), through any transform."""
    return tuple(box for box, _ in _runs(face))


def text_runs(face: Face) -> dict[Box, str]:
    """Each run of text on ``face`` by its box (as :func:`text_boxes` gives it): what it says."""
    return dict(_runs(face))


def _runs(face: Face) -> Iterator[tuple[Box, str]]:
    for item, matrix in flattened(face.items):
        if isinstance(item, TextItem):
            x0, y0, x1, y1 = drawn_box(item, matrix, ABOVE, BELOW)
            yield Box(x0, y0, x1 - x0, y1 - y0), item.text


def mark_boxes(face: Face) -> tuple[Box, ...]:
    """The box of each icon, picture and drawn shape on ``face`` no wider nor taller than MARK mm (what a label
    printed over it would hide: a star, a station's ring, a start disc; not the art under everything), in face
    coordinates (mm, y down), through any transform."""
    found = []
    for item, matrix in flattened(face.items):
        if isinstance(item, (IconItem, ImageItem)):
            x0, y0, x1, y1 = drawn_box(item, matrix)
        elif isinstance(item, PathItem) and item.path and (item.fill is not None or item.stroke is not None):
            bounds = path_bounds(item.path)
            x0, y0, x1, y1 = transformed((bounds.x, bounds.y, bounds.right, bounds.top), matrix)
        else:
            continue
        if x1 - x0 <= MARK and y1 - y0 <= MARK:
            found.append(Box(x0, y0, x1 - x0, y1 - y0))
    return tuple(found)

"""Where a laid-out face prints words: boxes that a tiled board's glue joins keep clear of."""

from __future__ import annotations

from collections.abc import Iterator

from pnp.core.geometry import Box
from pnp.layout.face import Face, TextItem, flattened
from pnp.layout.laid import drawn_box

ABOVE, BELOW = 0.8, 0.25  # × the size: how far a line's ink reaches above and below its baseline


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

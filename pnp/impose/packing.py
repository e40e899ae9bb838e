"""Packing footprints (a piece with its bleed) onto pages: rows of any sizes, or a honeycomb of equal round pieces."""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnp.core.geometry import Box
from pnp.impose.policy import EPSILON

SQRT3_2 = math.sqrt(3) / 2


@dataclass(frozen=True)
class Spot:
    """Where one footprint goes: its item (position in the order given) and its lower-left corner."""

    item: int
    x: float
    y: float


def shelves(sizes: list[tuple[float, float]], area: Box, gap: float) -> list[list[Spot]]:
    """Footprints in order, left to right in rows from the top, a new page when a row does not fit.

    Raises ValueError naming the first footprint larger than the area.
    """
    pages: list[list[Spot]] = [[]]
    x, top, row_height = area.x, area.top, 0.0
    for index, (w, h) in enumerate(sizes):
        if w > area.w + EPSILON or h > area.h + EPSILON:
            raise ValueError(index)
        if x > area.x and x + w > area.right + EPSILON:  # next row
            x, top, row_height = area.x, top - row_height - gap, 0.0
        if top - h < area.y - EPSILON:  # next page
            pages.append([])
            x, top, row_height = area.x, area.top, 0.0
        pages[-1].append(Spot(index, x, top - h))
        x += w + gap
        row_height = max(row_height, h)
    return [page for page in pages if page]


def honeycomb(
    count: int, footprint: tuple[float, float], pitch: float, area: Box, columns_staggered: bool
) -> list[list[Spot]]:
    """``count`` equal round footprints on a hexagonal lattice whose neighbours are ``pitch`` apart.

    Rows are staggered by half a pitch (columns, when ``columns_staggered``: flat-top hexagons).
    """
    w, h = footprint
    if columns_staggered:  # the rows of the area turned over its diagonal, mirrored back: columns from the left,
        # each filled from the top (the turned rows run from the right, each filled from the bottom)
        transposed = honeycomb(count, (h, w), pitch, Box(area.y, area.x, area.h, area.w), columns_staggered=False)
        return [
            [Spot(s.item, area.x + area.right - w - s.y, area.y + area.top - h - s.x) for s in page]
            for page in transposed
        ]
    slots = honeycomb_slots(footprint, pitch, area)
    if not slots:
        return []
    return [
        [Spot(index, *slots[index % len(slots)]) for index in range(start, min(start + len(slots), count))]
        for start in range(0, count, len(slots))
    ]


def honeycomb_slots(footprint: tuple[float, float], pitch: float, area: Box) -> list[tuple[float, float]]:
    """Lower-left corners of the lattice positions that fit in ``area``, row by row from the top."""
    w, h = footprint
    rows = math.floor((area.h - h) / (pitch * SQRT3_2) + EPSILON) + 1 if h <= area.h + EPSILON else 0
    slots = []
    for row in range(rows):
        shift = pitch / 2 if row % 2 else 0.0
        across = math.floor((area.w - w - shift) / pitch + EPSILON) + 1 if w + shift <= area.w + EPSILON else 0
        y = area.top - h - row * pitch * SQRT3_2
        slots.extend((area.x + shift + col * pitch, y) for col in range(across))
    return slots


def centred(spots: list[Spot], sizes: list[tuple[float, float]], width: float, height: float) -> list[Spot]:
    """The page's footprints moved together so that their block sits in the middle of the page."""
    box = Box.union(Box(s.x, s.y, *sizes[s.item]) for s in spots)
    dx, dy = (width - box.w) / 2 - box.x, (height - box.h) / 2 - box.y
    return [Spot(s.item, s.x + dx, s.y + dy) for s in spots]

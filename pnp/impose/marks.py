"""Crop marks and the footer band, for any arrangement of pieces on a page.

A straight cut line gets a mark at each end where the line runs clear of every other
piece out to the margin: so cards sharing cut lines get one mark per line, tiles in a
regular grid get marks for all their edges, and a piece whose edge cannot be marked
is reported so that it gets a cut outline instead.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from pnp.core.geometry import MM, Box
from pnp.impose.plan import Band, Label, Line
from pnp.impose.policy import EDGE, EPSILON, FOOTER_DEPTH, FOOTER_MOST_DEPTH, MARK_GAP, MARK_LENGTH, MIN_MARK

FOOTER_PAD = 0.5  # mm between the footer and the ends of the marks it runs below
FOOTER_CLEAR = 1.5  # mm between the footer and the art above it or a mark beside it, when it runs between marks
FOOTER_LENGTH = 60.0  # mm: shorter bands hold no useful footer
ROOMY_FOOTER = FOOTER_LENGTH + 40.0  # mm: a band that holds the footer's words and its scale bar (up to 1 in)


SIDES = ("left", "bottom", "right", "top")


@dataclass(frozen=True)
class Cut:
    """A piece as crop marks see it: its trim (the box of its cut), the art around it, and the sides of
    the trim its cut runs straight along (a shaped piece's are those where its outline does)."""

    trim: Box
    bleed: Box
    sides: tuple[str, ...] = SIDES


def crop_marks(cuts: list[Cut], width: float, height: float) -> tuple[list[Line], set[int]]:
    """Marks for every straight cut line of the pieces, and the pieces with an edge left unmarked."""
    marks, unmarked = _crop_marks(tuple(cuts), width, height)
    return list(marks), set(unmarked)


@lru_cache(maxsize=256)  # the pages of a sheet repeat one layout: its marks are found once
def _crop_marks(cuts: tuple[Cut, ...], width: float, height: float) -> tuple[tuple[Line, ...], frozenset[int]]:
    marks: list[Line] = []
    marked: dict[tuple[str, float], bool] = {}
    for axis in ("x", "y"):
        lines: dict[float, list[int]] = defaultdict(list)
        for index, cut in enumerate(cuts):
            for _, value in _straight(cut, axis):
                lines[round(value, 6)].append(index)
        for value, touching in sorted(lines.items()):
            found = _line_marks(axis, value, touching, cuts, width, height)
            marks.extend(found)
            marked[(axis, value)] = bool(found)
    unmarked = {
        index
        for index, cut in enumerate(cuts)
        for axis in ("x", "y")
        for _, edge in _straight(cut, axis)
        if not marked[(axis, round(edge, 6))]
    }
    return tuple(marks), frozenset(unmarked)


def _straight(cut: Cut, axis: str) -> list[tuple[str, float]]:
    """The sides of ``cut`` across ``axis`` (left and right for x) that it cuts straight, with their places."""
    sides = (
        (("left", cut.trim.x), ("right", cut.trim.right))
        if axis == "x"
        else (("bottom", cut.trim.y), ("top", cut.trim.top))
    )
    return [(side, value) for side, value in sides if side in cut.sides]


def _line_marks(
    axis: str, value: float, touching: list[int], cuts: list[Cut], width: float, height: float
) -> list[Line]:
    low = min(cuts[i].bleed.y if axis == "x" else cuts[i].bleed.x for i in touching)
    high = max(cuts[i].bleed.top if axis == "x" else cuts[i].bleed.right for i in touching)
    return line_marks(axis, value, low, high, [cut.bleed for cut in cuts], height if axis == "x" else width)


def line_marks(
    axis: str, value: float, low: float, high: float, obstacles: list[Box], extent: float, style: str = "crop"
) -> list[Line]:
    """Marks continuing the line ``axis = value`` beyond ``low`` and ``high``, where they run clear of
    every obstacle and at least EDGE from the paper's edge."""
    found = []
    for start, end in (
        (high + MARK_GAP, min(high + MARK_GAP + MARK_LENGTH, extent - EDGE)),
        (low - MARK_GAP, max(low - MARK_GAP - MARK_LENGTH, EDGE)),
    ):
        if abs(end - start) < MIN_MARK - EPSILON:
            continue
        a, b = sorted((start, end))
        mark = (
            Box(value - EPSILON, a, 2 * EPSILON, b - a) if axis == "x" else Box(a, value - EPSILON, b - a, 2 * EPSILON)
        )
        if any(mark.overlaps(box, tolerance=0) for box in obstacles):
            continue
        found.append(Line(value, start, value, end, style) if axis == "x" else Line(start, value, end, value, style))
    return found


def footer_band(
    width: float, height: float, pieces: list[Box], marks: list[Box], words: list[Box] | None = None
) -> Band | None:
    """The best strip of free margin for the footer, at least EDGE from the paper's edge.

    Preferred: the whole width below everything; else the longest free stretch of the
    bottom margin between marks; the same along the left margin (text turned); the top
    margin only when neither has room (a sheet filled to its bottom and left edges); and
    when pieces fill every margin, the longest stretch of any margin, the right one too,
    between the paper's edge and the marks (below a row of crop marks, beside a fold line).
    A margin too short for the footer and its scale bar gives way to a longer free strip
    across the page between pieces (a gutterfold sheet's fold strip), clear of ``words`` too.
    """
    bottom = _strip(width, pieces, marks, lambda b: (b.y, b.x, b.right), width, height, "bottom")
    left = _strip(height, pieces, marks, lambda b: (b.x, b.y, b.top), width, height, "left")
    usable = [band for band in (bottom, left) if band is not None]
    if usable:
        # the whole width below everything first (a portrait page's left margin is longer, but turned)
        best = max(usable, key=lambda band: (band is bottom and band.length >= width - 2 * EDGE - 1, band.length))
    else:
        top = _strip(width, pieces, marks, lambda b: (height - b.top, b.x, b.right), width, height, "top")
        best = top or _beyond_marks(width, height, pieces + marks)
    if best is None or best.length < ROOMY_FOOTER:
        across = _across(width, height, [*pieces, *marks, *(words or [])])
        if across is not None and (best is None or across.length > best.length):
            return across
    return best


def note_band(
    width: float,
    height: float,
    pieces: list[Box],
    marks: list[Box],
    words: list[Box],
    footer: Band | None,
    fits: Callable[[Band], Any] | None = None,
) -> Band | None:
    """A strip of free margin for the note that says how to print the file, clear of the footer: the
    top margin, as a header, where it has a stretch that holds a footer's words, else the longest
    strip the footer rule finds in what the footer leaves.

    ``fits`` says how well a band suits the note (the larger the better: whole, read across the page,
    on one line; see pnp/draw/furniture.py): where that strip suits it less than another, the first
    that suits it best of those the footer rule weighs and the stretches of the top, bottom, left and
    right margins between the paper's edge and the marks (a sheet packed to its top: below a row of
    crop marks)."""
    taken = [*marks, *words]
    kept = footer.box.grow(FOOTER_CLEAR) if footer else None
    around = [*taken, *([kept] if kept else [])]
    top = _strip(width, pieces, taken, lambda b: (height - b.top, b.x, b.right), width, height, "top")
    top = _beside(top, kept) if top and kept else top
    roomy = top is not None and top.length >= ROOMY_FOOTER
    other = footer_band(width, height, pieces, around, taken) if fits or not roomy else None
    chosen = top if roomy else max((band for band in (top, other) if band), key=lambda band: band.length, default=None)
    if fits is None:
        return chosen
    beyond = [_beyond_marks(width, height, pieces + around, (edge,)) for edge in ("top", "bottom", "left", "right")]
    candidates = [band for band in (chosen, top, other, *beyond) if band]
    return max(candidates, key=fits, default=None)  # the first of the best


def _beside(band: Band, box: Box) -> Band | None:
    """The longer part of ``band`` on either side of ``box`` (all of it, when they do not meet), or None
    when that is too short for a footer's words."""
    if not band.box.overlaps(box):
        return band
    low, high = (box.y, box.top) if band.vertical else (box.x, box.right)
    start = band.y if band.vertical else band.x
    parts = [(start, low - start), (high, start + band.length - high)]
    begin, length = max(parts, key=lambda part: part[1])
    if length < FOOTER_LENGTH:
        return None
    return replace(band, y=begin, length=length) if band.vertical else replace(band, x=begin, length=length)


def _across(width: float, height: float, boxes: list[Box]) -> Band | None:
    """The longest free strip that runs across the page, or up it, beside any box: the room between
    two groups of pieces (and the margins beyond the outermost ones), at most FOOTER_MOST_DEPTH deep."""
    best: Band | None = None
    for edge, along, side, span, reach in (
        ("bottom", width, height, lambda b: (b.y, b.top), lambda b: (b.x, b.right)),
        ("left", height, width, lambda b: (b.x, b.right), lambda b: (b.y, b.top)),
    ):
        for start in sorted({hi + FOOTER_CLEAR for _, hi in map(span, boxes)}):
            for depth in (FOOTER_MOST_DEPTH, FOOTER_DEPTH):
                if start < EDGE or start + depth > side - EDGE:
                    continue
                spans = sorted(
                    (reach(box)[0] - FOOTER_CLEAR, reach(box)[1] + FOOTER_CLEAR)
                    for box in boxes
                    if span(box)[0] < start + depth + FOOTER_CLEAR and span(box)[1] > start - FOOTER_CLEAR + EPSILON
                )
                begin, length = _longest_gap(spans, along)
                if length >= FOOTER_LENGTH and (best is None or (length, depth) > (best.length, best.depth)):
                    x, y = (begin, start) if edge == "bottom" else (start, begin)
                    best = Band(x, y, length, depth, edge)
    return best


def _strip(
    extent: float, pieces: list[Box], marks: list[Box], reach, width: float, height: float, edge: str
) -> Band | None:
    """A strip along one edge of a ``width`` × ``height`` paper, the edge ``extent`` long; ``reach``
    gives a box's distance from that edge and its span along it."""
    nearest = min((reach(box)[0] for box in pieces + marks), default=extent)
    if nearest - EDGE - FOOTER_PAD >= FOOTER_DEPTH:  # below everything, the whole width
        return _band(EDGE, extent - 2 * EDGE, nearest - EDGE - FOOTER_PAD, width, height, edge)
    depth = min((reach(box)[0] for box in pieces), default=extent) - EDGE - FOOTER_CLEAR
    if depth < FOOTER_DEPTH:
        return None
    spans = sorted(
        (lo - FOOTER_CLEAR, hi + FOOTER_CLEAR)
        for near, lo, hi in map(reach, marks)
        if near < EDGE + depth + FOOTER_CLEAR
    )
    start, length = _longest_gap(spans, extent)
    return _band(start, length, depth, width, height, edge) if length >= FOOTER_LENGTH else None


def _beyond_marks(width: float, height: float, boxes: list[Box], only: tuple[str, ...] = SIDES) -> Band | None:
    """The longest free stretch of any margin (of those ``only`` names), at any depth clear of every box
    (marks included) that reaches into it: the band between the paper's edge and the crop marks. None if
    none is long enough."""
    edges = {
        "bottom": (width, lambda b: (b.y, b.x, b.right)),
        "left": (height, lambda b: (b.x, b.y, b.top)),
        "top": (width, lambda b: (height - b.top, b.x, b.right)),
        "right": (height, lambda b: (width - b.right, b.y, b.top)),
    }
    best: Band | None = None
    for edge, (extent, reach) in edges.items():
        if edge not in only:
            continue
        reaches = [reach(box) for box in boxes]
        for depth in sorted({near - EDGE - FOOTER_CLEAR for near, _, _ in reaches} | {FOOTER_MOST_DEPTH}):
            if depth < FOOTER_DEPTH:
                continue
            spans = sorted(
                (lo - FOOTER_CLEAR, hi + FOOTER_CLEAR) for near, lo, hi in reaches if near < EDGE + depth + FOOTER_CLEAR
            )
            band = _band(*_longest_gap(spans, extent), depth, width, height, edge)
            if band.length >= FOOTER_LENGTH and (best is None or (band.length, band.depth) > (best.length, best.depth)):
                best = band
    return best


def _longest_gap(spans: list[tuple[float, float]], extent: float) -> tuple[float, float]:
    """Start and length of the longest stretch of ``[EDGE, extent - EDGE]`` that the sorted ``spans`` leave."""
    best, cursor = (0.0, 0.0), EDGE
    for lo, hi in [*spans, (extent - EDGE, extent)]:
        if lo - cursor > best[1] - best[0]:
            best = (cursor, lo)
        cursor = max(cursor, hi)
    return best[0], best[1] - best[0]


def _band(start: float, length: float, depth: float, width: float, height: float, edge: str) -> Band:
    depth = min(depth, FOOTER_MOST_DEPTH)
    if edge == "left":
        return Band(EDGE, start, length, depth, edge)
    if edge == "right":
        return Band(width - EDGE - depth, start, length, depth, edge)
    return Band(start, height - EDGE - depth if edge == "top" else EDGE, length, depth, edge)


Measure = Callable[[str, float], float]  # how wide (mm) a text prints at a size (pt) in the sheets' furniture font


def estimate(text: str, size: float) -> float:
    """How wide (mm) ``text`` prints at ``size`` pt, its font unknown: generously (capitals about 0.6 of
    the size wide)."""
    return len(text) * size * 0.6 / MM


def label_box(label: Label) -> Box:
    """Room a label's words may take, generously (see :func:`estimate`; turned either way)."""
    long, tall = estimate(label.text, label.size), label.size * 1.2 / MM
    if label.angle % 180:
        return Box(label.x - tall, label.y - long, 2 * tall, 2 * long)
    start = {"start": 0.0, "middle": long / 2, "end": long}[label.anchor]
    return Box(label.x - start, label.y - tall / 2, long, tall)


def mark_box(line: Line) -> Box:
    return Box(min(line.x1, line.x2), min(line.y1, line.y2), abs(line.x2 - line.x1), abs(line.y2 - line.y1))

"""``sheet``: sheets to write on (a roll-and-write's player sheet, a score pad): printed as they are and copied.

A sheet is not cut out of its paper: it is the paper, or a half or a quarter of it. So it gets no
bleed and no crop marks; each page holds one entry, as many copies of it as fit within the part of
the paper a home printer prints (EDGE from every edge, less room for the note above and the footer
below), edge to edge, with a dashed line where neighbours are cut apart. Its backs (a solo sheet's
scoring table) follow each page, mirrored for the duplex flip. An entry's ``count`` is how many
sheets to print: the file holds a page of each entry's copies once and its note says how many times to
print it (a pad of 50 is one page printed 50 times, not a 50-page file), and so does a page's footer when
the pages print differently often. What whole pages leave of a count (all of it for an entry of one sheet)
shares pages with the rest of the entries of its size, printed once (``_page_groups``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from pnp.core.geometry import Box
from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.duplex import DUPLEX_OPTION
from pnp.impose.marks import FOOTER_CLEAR, Measure, estimate, footer_band
from pnp.impose.plan import Line, PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import EDGE, EPSILON, FOOTER_DEPTH, turned
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    ImpositionError,
    Strategy,
    behind,
    cut_in,
    duplex_for,
    hole_cuts,
    noted,
    placement,
    sheet_label,
    strategy,
    strategy_meant,
)
from pnp.impose.strategies.grid import ROTATE_OPTION, ROTATIONS

NOTE_DEPTH = 3.5  # mm above the sheets kept for the note that says how to print them (one line at 7.5 pt)
NO_BLEED = (0.0, 0.0, 0.0, 0.0)


def writing_area(paper: Paper) -> tuple[float, float, float, float]:
    """The part of ``paper`` a sheet may fill: (x, y, width, height), EDGE from every edge, the footer's
    depth kept free at the foot and the note's at the top."""
    bottom = EDGE + FOOTER_DEPTH + FOOTER_CLEAR
    top = EDGE + NOTE_DEPTH + FOOTER_CLEAR
    return EDGE, bottom, paper.w - 2 * EDGE, paper.h - bottom - top


@strategy("sheet")
class Sheet(Strategy):
    doc = "sheets to write on: each entry once, as many to a page as fit, no bleed nor crop marks; count = copies"
    duplex_capable = True
    cut_out = False
    holes_alone = True
    options = {"duplex": DUPLEX_OPTION, "rotate": ROTATE_OPTION, "cut_color": CUT_COLOR_OPTION}  # its holes' colour

    def plan(
        self,
        pieces: list[PieceSpec],
        paper: Paper | None,
        options: dict[str, Any],
        measure: Measure = estimate,
        words: Words | None = None,
    ) -> SheetPlan:
        settings = self.settings(options)
        layouts = [_layout(index, piece, paper, settings["rotate"]) for index, piece in enumerate(pieces)]
        duplex = duplex_for(pieces, settings["duplex"])
        groups = _page_groups(pieces, layouts)
        prints = [copies for _, copies in groups]
        pages: list[PagePlan] = []
        for number, (group, copies) in enumerate(groups, start=1):
            layout = layouts[group[0]]
            label = sheet_label(words, number, len(groups), "fronts" if duplex else "sheet")
            if len(set(prints)) > 1:
                label = say(words, "sheet_copies", sheet=label, copies=copies)
            front = PagePlan(paper.w, paper.h, label=label)
            for slot, index in enumerate(group):
                x = layout.left + (slot % layout.cols) * layout.w
                y = layout.bottom + (layout.rows - 1 - slot // layout.cols) * layout.h
                front.placements.append(placement(index, "front", pieces[index], layout.rotation, x, y, NO_BLEED))
            block = Box(layout.left, layout.bottom, layout.cols * layout.w, layout.rows * layout.h)
            pages.append(_finish(front, block, layout))
            if duplex and any("back" in pieces[index].sides for index in group):
                back = PagePlan(paper.w, paper.h, label=label.replace(*_fronts_backs(words, number, len(groups))))
                back.placements = [
                    behind(back, placed, pieces[index], duplex, NO_BLEED)
                    for placed, index in zip(front.placements, group, strict=True)
                    if "back" in pieces[index].sides
                ]
                pages.append(_finish(back, _mirrored(block, back, duplex), layout))
        steps = []
        if len(set(prints)) > 1:
            steps.append(say(words, "print_copies_each"))
        elif prints[0] > 1:
            steps.append(say(words, "print_copies", copies=prints[0]))
        if any(layout.per_page > 1 for layout in layouts):
            steps.append(say(words, "cut_apart"))
        return noted(SheetPlan(cut_in(pages, settings["cut_color"]), duplex, paper.ruler), " ".join(steps), words)


def _page_groups(pieces: list[PieceSpec], layouts: list[_Layout]) -> list[tuple[list[int], int]]:
    """Each page's entries, one index per slot, and how many times to print it. An entry fills a page of its own
    with copies of itself, printed as many times as its count fills whole pages; the rest of its count (all of it
    for an entry of one sheet: a bingo game's different boards) shares pages with the rest of the others of its
    size, each printed once. So every entry prints exactly its count: no board twice, not four player sheets for
    three. Pages stand in the order of the first entry each holds."""
    pages: list[tuple[int, int, list[int], int]] = []  # (first entry, shared?, slots, prints)
    rests: dict[_Layout, list[int]] = {}
    for index, (piece, layout) in enumerate(zip(pieces, layouts, strict=True)):
        whole, rest = divmod(piece.count, layout.per_page)
        if whole:
            pages.append((index, 0, [index] * layout.per_page, whole))
        rests.setdefault(layout, []).extend([index] * rest)
    for layout, slots in rests.items():
        for start in range(0, len(slots), layout.per_page):
            pages.append((slots[start], 1, slots[start : start + layout.per_page], 1))
    pages.sort(key=lambda page: page[:2])
    return [(slots, prints) for _, _, slots, prints in pages]


@dataclass(frozen=True)
class _Layout:
    """How one entry's sheets stand on its page: ``per_page`` copies in ``cols`` × ``rows``, each ``w`` × ``h`` mm
    turned by ``rotation``, the block's lower left corner at (``left``, ``bottom``)."""

    per_page: int
    rotation: int
    cols: int
    rows: int
    w: float
    h: float
    left: float
    bottom: float


def _layout(index: int, piece: PieceSpec, paper: Paper, rotate: str) -> _Layout:
    """The page of the entry at ``index``: as many copies of its sheet as fit, centred. Each entry has a page of its
    own, so entries of different sizes (a full-page score sheet and a half-page one) share a component."""
    if not piece.shape.rectangular:
        raise ImpositionError(
            "imposition-shape",
            f"a sheet to write on is a rectangle of paper (printed as it is, or several to a page and cut apart on "
            f"straight lines), not a {piece.shape.describe()}: make shape: rectangle and draw the round or angled "
            "outline on it (an ellipse or polygon element)",
            piece=index,
            at="shape",
        )
    x0, y0, w0, h0 = writing_area(paper)
    fits = _fits(piece.size, paper, rotate)
    if not fits:
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} sheet does not fit on {paper.name} paper ({paper.w:g} × {paper.h:g} mm) "
            f"within what a home printer prints: {w0:.1f} × {h0:.1f} mm at most ({EDGE:g} mm from each edge, "
            "room for the note above it and the footer below); make it that size or smaller",
            piece=index,
        )
    per_page, _, rotation, cols, rows, w, h = max(fits)
    return _Layout(per_page, rotation, cols, rows, w, h, x0 + (w0 - cols * w) / 2, y0 + (h0 - rows * h) / 2)


def _fits(size: tuple[float, float], paper: Paper, rotate: str) -> list[tuple[int, bool, int, int, int, float, float]]:
    """Each way sheets of ``size`` fit the writing area of ``paper``, turned as ``rotate`` allows: (sheets to a
    page, unturned, rotation, columns, rows, width, height), the best the greatest."""
    _, _, w0, h0 = writing_area(paper)
    fits = []
    for rotation in ROTATIONS[rotate]:
        w, h = turned(*size, rotation)
        cols, rows = math.floor(w0 / w + EPSILON), math.floor(h0 / h + EPSILON)
        if cols and rows:
            fits.append((cols * rows, rotation == 0, rotation, cols, rows, w, h))
    return fits


def most_to_a_page(size: tuple[float, float], paper: Paper, rotate: str) -> tuple[int, int, int, int]:
    """How sheets of ``size`` stand on ``paper`` at most: (sheets to a page, columns, rows, rotation); (0, 0, 0, 0)
    when none fits."""
    best = max(_fits(size, paper, rotate), default=None)
    return (best[0], best[3], best[4], best[2]) if best else (0, 0, 0, 0)


def cut_apart(written: Any, size: tuple[float, float], papers: Iterable[Paper]) -> bool:
    """Are sheets of ``size``, imposed as ``written`` (a component's ``imposition:``), printed several to a page
    on any of ``papers``, and so cut apart on the dashed line between them? A sheet alone on its page is not cut."""
    entries = written if isinstance(written, list) else [written]
    rotations = [
        str(entry.get("rotate", "auto")) if isinstance(entry, dict) else "auto"
        for entry in entries
        if strategy_meant(entry.get("strategy") if isinstance(entry, dict) else entry) == "sheet"
    ]
    return any(
        max(_fits(size, paper, rotate), default=(0,))[0] > 1
        for rotate in rotations
        if rotate in ROTATIONS
        for paper in papers
    )


def _fronts_backs(words: Words | None, number: int, sheets: int) -> tuple[str, str]:
    """What a backs page's footer label writes for its fronts page's."""
    return sheet_label(words, number, sheets, "fronts"), sheet_label(words, number, sheets, "backs")


def _mirrored(block: Box, page: PagePlan, duplex: str) -> Box:
    """``block`` of ``page`` where it lands behind itself after the ``duplex`` flip, as ``behind`` lands a back."""
    if duplex == "short-edge":
        return Box(block.x, page.height - block.top, block.w, block.h)
    return Box(page.width - block.right, block.y, block.w, block.h)


def _finish(page: PagePlan, block: Box, layout: _Layout) -> PagePlan:
    """Dashed cut lines between the slots of ``layout``, across ``block``, where its sheets stand on ``page`` (a
    page the last sheets leave part empty is cut on the same lines); its boxes and footer."""
    for col in range(1, layout.cols):
        x = block.x + col * block.w / layout.cols
        page.marks.append(Line(x, block.y, x, block.top, "guide"))
    for row in range(1, layout.rows):
        y = block.y + row * block.h / layout.rows
        page.marks.append(Line(block.x, y, block.right, y, "guide"))
    trims = [placed.trim for placed in page.placements]
    page.marks += [cut for placed in page.placements for cut in hole_cuts(placed)]  # punched through the paper
    page.trim_box = page.bleed_box = Box.union(trims)
    page.footer = footer_band(page.width, page.height, trims, [])
    return page

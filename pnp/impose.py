"""Sheet geometry: where cards sit on a page, their mirrored backs, crop marks, the footer band.

Pure arithmetic in millimetres with the origin at the page's lower-left corner,
so every rule here is testable without drawing anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

PAPERS_MM = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}
PRINTABLE_EDGE = 4.0  # mm most home printers leave blank
MIN_MARGIN = 6.35  # mm kept around the card grid (crop marks and footer live there)
SHEET_BLEED = 2.0  # mm of outer bleed at most on a shared-cut sheet
MARK_GAP = 0.5  # mm between the bleed and a crop mark
MARK_LENGTH = 3.0  # mm
MIN_MARK = 2.0  # mm of crop mark kept printable before any bleed is given to a tight margin
EPSILON = 1e-6


@dataclass(frozen=True)
class Slot:
    index: int
    col: int
    row: int  # 0 = top row
    x: float  # lower-left of the trim
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Band:
    """A strip of margin for footer text: lower-left corner, length along the text, depth, rotated?"""

    x: float
    y: float
    length: float
    depth: float
    vertical: bool


@dataclass(frozen=True)
class Sheet:
    paper: str
    page: tuple[float, float]
    item: tuple[float, float]
    cols: int
    rows: int
    max_bleed: float

    @classmethod
    def for_item(cls, paper: str, item: tuple[float, float], bleed: float) -> Sheet:
        page = PAPERS_MM[paper]
        cols = math.floor((page[0] - 2 * MIN_MARGIN) / item[0] + EPSILON)
        rows = math.floor((page[1] - 2 * MIN_MARGIN) / item[1] + EPSILON)
        if cols < 1 or rows < 1:
            raise ValueError(f"a {item[0]} × {item[1]} mm item does not fit on {paper} paper")
        return cls(paper, page, item, cols, rows, min(bleed, SHEET_BLEED))

    @property
    def bleed_x(self) -> float:
        """Bleed past the left and right edges of the grid: what the side margins can spare."""
        return self._bleed(self.grid[0])

    @property
    def bleed_y(self) -> float:
        """Bleed past the top and bottom edges of the grid."""
        return self._bleed(self.grid[1])

    @property
    def mark_x(self) -> float:
        """Length of the marks in the side margins (for horizontal cut lines)."""
        return self._mark(self.grid[0], self.bleed_x)

    @property
    def mark_y(self) -> float:
        """Length of the marks in the top and bottom margins (for vertical cut lines)."""
        return self._mark(self.grid[1], self.bleed_y)

    def _bleed(self, margin: float) -> float:
        # A tight margin gives its room to the crop marks first: marks are needed to cut.
        return max(0.0, min(self.max_bleed, margin - PRINTABLE_EDGE - MARK_GAP - MIN_MARK))

    @staticmethod
    def _mark(margin: float, bleed: float) -> float:
        return max(0.0, min(MARK_LENGTH, margin - bleed - MARK_GAP - PRINTABLE_EDGE))

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def grid(self) -> tuple[float, float, float, float]:
        """Lower-left corner and size of the centred card grid."""
        width, height = self.cols * self.item[0], self.rows * self.item[1]
        return (self.page[0] - width) / 2, (self.page[1] - height) / 2, width, height

    def slot(self, index: int) -> Slot:
        col, row = index % self.cols, index // self.cols
        x0, y0, _, height = self.grid
        w, h = self.item
        return Slot(index, col, row, x0 + col * w, y0 + height - (row + 1) * h, w, h)

    def back_slot(self, front: Slot, duplex: str = "long-edge") -> Slot:
        """Where the back of ``front`` goes so that it lands under it after the flip."""
        if duplex == "short-edge":
            return replace(front, row=self.rows - 1 - front.row, y=self.page[1] - front.y - front.h)
        return replace(front, col=self.cols - 1 - front.col, x=self.page[0] - front.x - front.w)

    def outer_bleed(self, slot: Slot) -> tuple[float, float, float, float]:
        """Bleed (left, bottom, right, top) a card may use: only on sides that face the margin."""
        bx, by = self.bleed_x, self.bleed_y
        return (
            bx if slot.col == 0 else 0.0,
            by if slot.row == self.rows - 1 else 0.0,
            bx if slot.col == self.cols - 1 else 0.0,
            by if slot.row == 0 else 0.0,
        )

    def cut_lines(self) -> tuple[list[float], list[float]]:
        x0, y0, _, _ = self.grid
        xs = [x0 + i * self.item[0] for i in range(self.cols + 1)]
        ys = [y0 + j * self.item[1] for j in range(self.rows + 1)]
        return xs, ys

    def crop_marks(self, slots: list[Slot]) -> list[tuple[float, float, float, float]]:
        """Mark segments (x1, y1, x2, y2) for the cut lines of the cards on a page.

        Each cut line gets a mark beyond the outermost card that touches it, outside
        the bleed; so a partly filled page has marks for its own cards only.
        """
        marks = []
        start, length = self.bleed_y + MARK_GAP, self.mark_y
        for x in sorted({round(v, 6) for s in slots for v in (s.x, s.x + s.w)}):
            touching = [s for s in slots if abs(s.x - x) < EPSILON or abs(s.x + s.w - x) < EPSILON]
            low, high = min(s.y for s in touching), max(s.y + s.h for s in touching)
            marks.append((x, low - start, x, low - start - length))
            marks.append((x, high + start, x, high + start + length))
        start, length = self.bleed_x + MARK_GAP, self.mark_x
        for y in sorted({round(v, 6) for s in slots for v in (s.y, s.y + s.h)}):
            touching = [s for s in slots if abs(s.y - y) < EPSILON or abs(s.y + s.h - y) < EPSILON]
            left, right = min(s.x for s in touching), max(s.x + s.w for s in touching)
            marks.append((left - start, y, left - start - length, y))
            marks.append((right + start, y, right + start + length, y))
        return marks

    def footer_band(self) -> Band:
        """The margin strip for the footer, clear of cards, bleed and crop marks.

        Prefer the full width below the marks; else the full height left of them; else
        the stretch of bottom (or left) margin between the two middle cut lines.
        """
        x0, y0, width, height = self.grid
        below = y0 - (self.bleed_y + MARK_GAP + self.mark_y + 0.5) - PRINTABLE_EDGE
        if below >= 2.6:
            return Band(x0, PRINTABLE_EDGE, width, below, vertical=False)
        beside = x0 - (self.bleed_x + MARK_GAP + self.mark_x + 0.5) - PRINTABLE_EDGE
        if beside >= 2.6:
            return Band(PRINTABLE_EDGE, y0, height, beside, vertical=True)
        xs, ys = self.cut_lines()
        if y0 >= x0:
            mid = len(xs) // 2
            left, right = (xs[mid - 1], xs[mid]) if len(xs) % 2 == 0 else (xs[mid - 1], xs[mid + 1])
            depth = y0 - self.bleed_y - MARK_GAP - PRINTABLE_EDGE
            return Band(left + 1.0, PRINTABLE_EDGE, right - left - 2.0, depth, vertical=False)
        mid = len(ys) // 2
        low, high = (ys[mid - 1], ys[mid]) if len(ys) % 2 == 0 else (ys[mid - 1], ys[mid + 1])
        depth = x0 - self.bleed_x - MARK_GAP - PRINTABLE_EDGE
        return Band(PRINTABLE_EDGE, low + 1.0, high - low - 2.0, depth, vertical=True)

"""``fold``: tents and standees: the front and its partner side by side on one side of the paper, a fold between.

``fold: top`` (the default) puts the partner above the front, turned 180°, so that
folded over it reads upright from behind; ``fold: side`` puts it to the right,
upright. ``base`` adds a tab of that many mm to each free end of a top fold, for a
standee to stand on; the tab is the face's: what its template draws below its trim,
up to the tab's length and its bleed, prints there. ``fold_color`` colours the fold
lines drawn over the art (``none``: only the fold marks in the margin). Each folded
pair is cut as one rectangle, with its own bleed; a pair of another shape
(``pnp.impose.folding``) along one outline, on crop marks where it runs straight. The
partner's template has the face's shape mirrored left to right, as it is seen from behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from pnp.core.color import Color
from pnp.core.geometry import Affine, Box, transform_path
from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.folding import FoldedPair, fold_problem, folded_pair, is_plain
from pnp.impose.marks import Cut, Measure, estimate, line_marks
from pnp.impose.packing import Spot, centred, shelves
from pnp.impose.plan import Line, Outline, PagePlan, PieceSpec, Placement, SheetPlan
from pnp.impose.policy import EDGE, MARK_GAP, MARK_LENGTH, SEAM, bleed_spacing
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    FOLD_COLOR_OPTION,
    GAP_OPTION,
    FoldLines,
    ImpositionError,
    Strategy,
    copies,
    cut_in,
    cutting,
    finish_page,
    footed,
    footer_room,
    noted,
    placement,
    sheet_label,
    steady_footers,
    strategy,
)


def _shaped(pair: FoldedPair, index: int, piece: PieceSpec, top: bool, x: float, y: float) -> list[Placement]:
    """The two panels of a shaped pair whose box has its lower-left corner at (x, y), each clipped to its
    half of the pair's bleed."""
    move = Affine.translate(x, y)
    panels = []
    for side, transform, clip, rotation in (
        ("front", pair.front, pair.front_clip, 0),
        ("back", pair.back, pair.back_clip, 180 if top else 0),
    ):
        corner = (move @ transform).apply(*((piece.size[0], 0.0) if rotation else (0.0, piece.size[1])))
        placed = placement(index, side, piece, rotation, *corner)
        panels.append(replace(placed, clip=transform_path(clip, move), straight=False))
    return panels


def _instead(piece: PieceSpec, top: bool, base: float) -> str:
    """What to do with a shape that does not fold as asked."""
    shape = piece.shape
    if not fold_problem(shape, not top, base):
        edge, fold = ("right side", "side") if top else ("top", "top")
        return f"fold it along its {edge} (imposition: {{strategy: fold, fold: {fold}}})"
    if base and not fold_problem(shape, top, 0.0):
        return "fold it without base tabs (base: 0), or give it a flat foot"
    examples = "a flat-top hexagon, a polygon flat at its top" if top else "an arch: a polygon with straight sides"
    return (
        f"give it a straight edge there ({examples}{' and foot' if base else ''}), or print face and back apart "
        "to glue back to back (imposition: gutters)"
    )


@dataclass
class _Folds:
    """What a page's folded pairs give besides their panels: each pair's cut, the fold lines over the art,
    and the folds to mark in the margin (axis, where it runs, the span of the pair it crosses, and
    whether it is marked at both ends or only past the pair's far end)."""

    cuts: list[Cut] = field(default_factory=list)
    on_art: list[Line] = field(default_factory=list)
    ticks: list[tuple[str, float, float, float, bool]] = field(default_factory=list)

    def margin_marks(self, paper: Paper) -> list[Line]:
        """Fold marks in the margin, where they run clear, to score the fold against a ruler."""
        extent = {"x": paper.h, "y": paper.w}
        found = []
        for axis, value, low, high, both in self.ticks:
            marks = line_marks(axis, value, low, high, [c.bleed for c in self.cuts], extent[axis], "fold")
            found.extend(mark for mark in marks if both or min(mark.y1, mark.y2) > high)
        return found


@dataclass(frozen=True)
class _Pairs:
    """How each folded pair of a component prints: folded at the top (``top``) or at the side, with
    ``base`` mm tabs, its fold lines over the art in ``color``; ``pair`` the geometry of a shaped pair
    (None: a rectangle), ``unit`` its trim and ``size`` its footprint with the ``bleed``."""

    top: bool
    base: float
    bleed: float
    color: Color | None
    pair: FoldedPair | None
    unit: tuple[float, float]
    size: tuple[float, float]

    def place(self, page: PagePlan, folds: _Folds, index: int, piece: PieceSpec, spot: Spot) -> None:
        """The pair of copy ``spot`` on ``page``, its footprint's lower-left corner at the spot."""
        if self.pair is not None:
            self._place_shaped(page, folds, self.pair, index, piece, spot)
        else:
            self._place_plain(page, folds, index, piece, spot)

    def _place_shaped(
        self, page: PagePlan, folds: _Folds, pair: FoldedPair, index: int, piece: PieceSpec, spot: Spot
    ) -> None:
        top, base = self.top, self.base
        x, y = spot.x - pair.bleed.x, spot.y - pair.bleed.y
        folds.cuts.append(Cut(Box(x, y, *self.unit), Box(spot.x, spot.y, *self.size), pair.sides))
        page.placements.extend(_shaped(pair, index, piece, top, x, y))
        page.marks.append(Outline(transform_path(pair.outline, Affine.translate(x, y)), "cut"))
        for (x1, y1), (x2, y2) in pair.folds:
            folds.on_art.append(Line(x + x1, y + y1, x + x2, y + y2, "fold", self.color))
            slit = not top and base and x1 == x2  # a side fold runs on as the cut between the tabs
            folds.ticks.append(
                ("x", x + x1, spot.y, spot.y + self.size[1], not slit)
                if x1 == x2
                else ("y", y + y1, spot.x, spot.x + self.size[0], True)
            )

    def _place_plain(self, page: PagePlan, folds: _Folds, index: int, piece: PieceSpec, spot: Spot) -> None:
        base, bleed, color = self.base, self.bleed, self.color
        w, h = piece.size
        x, y = spot.x + bleed, spot.y + bleed
        folds.cuts.append(Cut(Box(x, y, *self.unit), Box(spot.x, spot.y, *self.size)))
        if self.top:
            fold_y = y + base + h
            page.placements.append(placement(index, "front", piece, 0, x, y + base, (bleed, base + bleed, bleed, SEAM)))
            page.placements.append(placement(index, "back", piece, 180, x, fold_y, (bleed, SEAM, bleed, base + bleed)))
            lines = [fold_y] + ([y + base, y + base + 2 * h] if base else [])
            folds.on_art.extend(Line(x, f, x + w, f, "fold", color) for f in lines)
            folds.ticks.extend(("y", f, spot.x, spot.x + self.size[0], True) for f in lines)
        else:
            page.placements.append(placement(index, "front", piece, 0, x, y, (bleed, bleed, SEAM, bleed)))
            page.placements.append(placement(index, "back", piece, 0, x + w, y, (SEAM, bleed, bleed, bleed)))
            folds.on_art.append(Line(x + w, y, x + w, y + h, "fold", color))
            folds.ticks.append(("x", x + w, spot.y, spot.y + self.size[1], True))


def _pairs_of(piece: PieceSpec, index: int, top: bool, base: float, color: Color | None) -> _Pairs:
    """How the pieces of ``piece``'s size and shape fold, or a fold-shape error at ``index``, the first of them."""
    plain = is_plain(piece.shape, top, base)
    if not plain and (problem := fold_problem(piece.shape, top, base)):
        raise ImpositionError(
            "fold-shape", f"a {piece.shape.describe()} {problem}; {_instead(piece, top, base)}", index
        )
    w, h, bleed = *piece.size, piece.bleed
    pair = None if plain else folded_pair(piece.shape, bleed, top, base)
    unit = pair.size if pair else (w, 2 * h + 2 * base) if top else (2 * w, h)
    size = (pair.bleed.w, pair.bleed.h) if pair else (unit[0] + 2 * bleed, unit[1] + 2 * bleed)
    return _Pairs(top, base, bleed, color, pair, unit, size)


@strategy("fold")
class Fold(Strategy):
    doc = "tents and standees: the face and its fold partner on one side of the paper with a fold line"
    options = {
        "fold": {
            "enum": ["top", "side"],
            "default": "top",
            "description": "where the partner sits: above (turned) or to the right",
        },
        "base": {
            "type": "number",
            "minimum": 0,
            "maximum": 60,
            "default": 0.0,
            "description": "mm of tab at each free end (top fold)",
        },
        "gap": GAP_OPTION,
        "fold_color": FOLD_COLOR_OPTION,
        "cut_color": CUT_COLOR_OPTION,
    }

    def plan(
        self,
        pieces: list[PieceSpec],
        paper: Paper | None,
        options: dict[str, Any],
        measure: Measure = estimate,
        words: Words | None = None,
    ) -> SheetPlan:
        settings = self.settings(options)
        top, base = settings["fold"] == "top", settings["base"]
        if any("back" not in p.sides for p in pieces):
            raise ImpositionError(  # the rule gutterfold says it with: a back to print, and none given
                "imposition-sides",
                "a tent or standee folds its face onto a back panel, and this component has no back: name the back "
                "panel's template with back: (its face's template again: the same picture on both sides)",
            )
        lines = FoldLines.chosen(settings["fold_color"])
        kinds: dict[tuple[Any, float], _Pairs] = {}  # pieces of several sizes (standees on three bases) share sheets
        for index, piece in enumerate(pieces):
            if (piece.shape, piece.bleed) not in kinds:
                kinds[piece.shape, piece.bleed] = _pairs_of(piece, index, top, base, lines.color)
        pairs = [kinds[p.shape, p.bleed] for p in pieces]
        margin = EDGE + MARK_GAP + MARK_LENGTH
        order = sorted(copies(pieces), key=lambda i: -pairs[i].size[1])  # the tallest first: rows of one height
        sizes = [pairs[i].size for i in order]

        def build(area: Box) -> list[PagePlan]:
            sheets = shelves(sizes, area, bleed_spacing(settings["gap"]))
            pages = []
            for number, spots in enumerate(sheets, start=1):
                page = PagePlan(paper.w, paper.h, label=sheet_label(words, number, len(sheets)))
                folds = _Folds()
                for spot in centred(spots, sizes, paper.w, paper.h):
                    index = order[spot.item]
                    pairs[index].place(page, folds, index, pieces[index], spot)
                if lines.drawn:
                    page.marks.extend(folds.on_art)
                page.marks.extend(folds.margin_marks(paper))
                pages.append(finish_page(page, False, folds.cuts))
            return pages

        area = Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)
        try:
            pages = footed(build, area, footer_room(area))
        except ValueError:
            index = max(range(len(pieces)), key=lambda i: max(pairs[i].size[0] - area.w, pairs[i].size[1] - area.h))
            piece, (w, h), bleed, unit = pieces[index], pieces[index].size, pieces[index].bleed, pairs[index].unit
            # The other fold, if the shape folds so and its pair (with its bleed) fits the sheet's area.
            other = (2 * w, h + base) if top else (w, 2 * h + 2 * base)
            fits = other[0] + 2 * bleed <= area.w and other[1] + 2 * bleed <= area.h
            fits = fits and (is_plain(piece.shape, not top, base) or not fold_problem(piece.shape, not top, base))
            other = f"fold them {'side by side (fold: side)' if top else 'one above the other (fold: top)'}"
            raise ImpositionError(
                "piece-too-large",
                f"a folded {piece.shape.describe()} pair ({unit[0]:g} × {unit[1]:g} mm) "
                f"does not fit on {paper.name} paper; make the panels smaller (the template's size:)"
                f"{', or ' + other if fits else ''}",
                index,
            ) from None
        pages = cut_in(pages, settings["cut_color"])
        fold = say(words, "fold_how_base" if base else "fold_how")
        then = say(words, "fold_steps", fold=fold)
        if any(pair.pair for pair in pairs):
            cut = cutting(pages, words)
            then = say(words, "fold_shaped_steps", cut=cut[:1].upper() + cut[1:], fold=fold)
        return noted(SheetPlan(steady_footers(pages), None, paper.ruler), then, words)

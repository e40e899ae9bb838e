"""``gutterfold``: fronts on one half of the page, their backs on the other, mirrored across a fold line.

For players without a duplex printer: print one-sided, fold the sheet on the dashed
line (backs behind fronts), glue the halves together, then cut on the crop marks.
Each half is a grid of its own (shared cuts, full bleed where its margins allow); the
fold runs down the middle of the page, or across it, whichever fits more pieces. A
back lands where a long-edge flip (fold down the middle) or a short-edge flip (fold
across) would put it, so a fold and a duplex print agree on which way backs face.
"""

from __future__ import annotations

from typing import Any

from pnp.core.papers import Paper
from pnp.core.words import Words, say
from pnp.impose.marks import Measure, estimate
from pnp.impose.plan import Label, Line, PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import EDGE
from pnp.impose.strategies import (
    CUT_COLOR_OPTION,
    ImpositionError,
    Strategy,
    cut_in,
    cutting,
    finish_page,
    footed,
    noted,
    sheet_label,
    sheets_of,
    steady_footers,
    strategy,
)
from pnp.impose.strategies.grid import (
    CUT_OUTLINE_OPTION,
    ROTATE_OPTION,
    ROTATIONS,
    GridFit,
    grid_fit,
    margin_reserve,
    one_cut,
)

FOLD_LABEL = 1.5  # mm between the fold line's end and its label


def best_fold(paper: Paper, piece: PieceSpec, rotate: str) -> tuple[GridFit, str]:
    """The half-page grid with the most pieces over both fold directions: the fit and "long-edge" (fold down
    the middle) or "short-edge" (fold across); ties go to upright pieces, then to more bleed."""
    fits = []
    for flip, half in (("long-edge", (paper.w / 2, paper.h)), ("short-edge", (paper.w, paper.h / 2))):
        for rotation in ROTATIONS[rotate]:
            fit = grid_fit(half, piece.size, piece.bleed, rotation)
            if fit is not None:
                fits.append((fit, flip))
    if not fits:
        raise ImpositionError(
            "piece-too-large",
            f"a {piece.shape.describe()} piece does not fit on half a {paper.name} page with room for bleed "
            "and crop marks; print it duplex (imposition: grid) or on larger paper",
        )
    return max(fits, key=lambda f: f[0].preference)


def folds(paper: Paper, piece: PieceSpec, rotate: str) -> bool:
    """Whether a front and its back fit one half each of a ``paper`` page (:func:`best_fold`)."""
    try:
        best_fold(paper, piece, rotate)
    except ImpositionError:
        return False
    return True


def fold_room(paper: Paper, bleed: float) -> list[tuple[float, float]]:
    """The largest piece (its trim, mm) half a ``paper`` page holds with its bleed and crop marks: folded down the
    middle, then across."""
    room = 2 * margin_reserve(bleed)
    return [(w - room, h - room) for w, h in ((paper.w / 2, paper.h), (paper.w, paper.h / 2))]


@strategy("gutterfold")
class Gutterfold(Strategy):
    doc = "fronts on one half of the page and backs mirrored on the other: fold, glue, cut (no duplex printer)"
    always_named = True
    options = {
        "rotate": ROTATE_OPTION,
        "cut_outline": CUT_OUTLINE_OPTION,
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
        piece = one_cut(
            pieces, "the gutterfold imposition", "gutterfold folds rectangular pieces (print them duplex with gutters)"
        )
        if not all("back" in p.sides for p in pieces):
            raise ImpositionError(
                "imposition-sides", "gutterfold folds each front onto its back, and this component has no back"
            )
        fit, flip = best_fold(paper, piece, settings["rotate"])
        top = paper.h / 2 if flip == "short-edge" else 0.0  # fronts in the left half, or the top half
        half = (paper.w, paper.h / 2) if flip == "short-edge" else (paper.w / 2, paper.h)

        def build(fit: GridFit) -> list[PagePlan]:
            sheets = sheets_of(pieces, fit.per_page)
            pages = []
            for number, sheet in enumerate(sheets, start=1):
                page = PagePlan(paper.w, paper.h, label=sheet_label(words, number, len(sheets)))
                for pair in zip(*fit.sides(sheet, pieces, page, flip, top), strict=True):
                    page.placements.extend(pair)
                page.marks.extend(_fold_marks(page, flip, say(words, "fold_label")))
                pages.append(finish_page(page, settings["cut_outline"]))
            return pages

        fewer = [
            grid_fit(half, piece.size, piece.bleed, fit.rotation, most)
            for most in ((fit.cols, fit.rows - 1), (fit.cols - 1, fit.rows))
            if min(most) > 0
        ]
        pages = footed(build, fit, fewer)
        pages = cut_in(pages, settings["cut_color"])
        then = say(words, "gutterfold_steps", cut=cutting(pages, words))
        return noted(SheetPlan(steady_footers(pages), None, paper.ruler), then, words)


def _fold_marks(page: PagePlan, flip: str, fold: str) -> list[Line | Label]:
    """The dashed fold line from edge to edge (inside the paper's blank edge) and the word ``fold`` at its end."""
    w, h = page.width, page.height
    if flip == "long-edge":
        line = Line(w / 2, EDGE, w / 2, h - EDGE, "fold")
        ends = [Label(w / 2 + FOLD_LABEL, h - EDGE - 3.0, fold, 6.0, angle=-90.0)]
    else:
        line = Line(EDGE, h / 2, w - EDGE, h / 2, "fold")
        ends = [Label(EDGE, h / 2 + FOLD_LABEL, fold, 6.0)]
    return [line, *ends]

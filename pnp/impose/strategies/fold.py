"""``fold``: tents and standees: the front and its partner side by side on one side of the paper, a fold between.

``fold: top`` (the default) puts the partner above the front, turned 180°, so that
folded over it reads upright from behind; ``fold: side`` puts it to the right,
upright. ``base`` adds a tab of that many mm to each free end of a top fold, for a
standee to stand on; the tab is the face's: what its template draws below its trim,
up to the tab's length and its bleed, prints there. ``fold_color`` colours the fold
lines drawn over the art (``none``: only the fold marks in the margin). Each folded
pair is cut as one rectangle, with its own bleed.
"""

from __future__ import annotations

from typing import Any

from pnp.core.color import parse_color
from pnp.core.geometry import Box
from pnp.core.papers import Paper
from pnp.impose.marks import Cut, line_marks
from pnp.impose.packing import centred, shelves
from pnp.impose.plan import Line, PagePlan, PieceSpec, SheetPlan
from pnp.impose.policy import EDGE, MARK_GAP, MARK_LENGTH, SEAM, bleed_spacing
from pnp.impose.strategies import (
    GAP_OPTION,
    ImpositionError,
    Strategy,
    copies,
    finish_page,
    footed,
    footer_room,
    noted,
    placement,
    same_piece,
    steady_footers,
    strategy,
)


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
        "fold_color": {
            "type": ["string", "null"],
            "pattern": "^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|none)$",
            "default": None,
            "description": "colour of the dashed fold lines over the art, '#rrggbb' (none: margin marks only)",
        },
    }

    def plan(self, pieces: list[PieceSpec], paper: Paper | None, options: dict[str, Any]) -> SheetPlan:
        settings = self.settings(options)
        piece = same_piece(pieces, "the fold imposition")
        if not piece.shape.rectangular:
            raise ImpositionError(
                "imposition-shape",
                f"a {piece.shape.describe()} has no straight edge to fold along; fold needs rectangular panels",
            )
        if any("back" not in p.sides for p in pieces):
            raise ImpositionError(
                "imposition-mixed", "a folded piece needs a back: name the partner panel's template with back:"
            )
        top, base, bleed = (
            settings["fold"] == "top",
            settings["base"] if settings["fold"] == "top" else 0.0,
            piece.bleed,
        )
        color = parse_color(settings["fold_color"]) if settings["fold_color"] != "none" else None
        w, h = piece.size
        unit = (w, 2 * h + 2 * base) if top else (2 * w, h)
        margin = EDGE + MARK_GAP + MARK_LENGTH
        order = copies(pieces)
        sizes = [(unit[0] + 2 * bleed, unit[1] + 2 * bleed)] * len(order)

        def build(area: Box) -> list[PagePlan]:
            sheets = shelves(sizes, area, bleed_spacing(settings["gap"]))
            pages = []
            for number, spots in enumerate(sheets, start=1):
                page = PagePlan(paper.w, paper.h, label=f"sheet {number}/{len(sheets)}")
                cuts, ticks, on_art = [], [], []
                for spot in centred(spots, sizes, paper.w, paper.h):
                    index = order[spot.item]
                    x, y = spot.x + bleed, spot.y + bleed
                    cuts.append(Cut(Box(x, y, *unit), Box(spot.x, spot.y, *sizes[0])))
                    if top:
                        fold_y = y + base + h
                        page.placements.append(
                            placement(
                                index,
                                "front",
                                pieces[index],
                                0,
                                x,
                                y + base,
                                (bleed, base + bleed, bleed, SEAM),
                            )
                        )
                        page.placements.append(
                            placement(
                                index,
                                "back",
                                pieces[index],
                                180,
                                x,
                                fold_y,
                                (bleed, SEAM, bleed, base + bleed),
                            )
                        )
                        folds = [fold_y] + ([y + base, y + base + 2 * h] if base else [])
                        on_art.extend(Line(x, f, x + w, f, "fold", color) for f in folds)
                        ticks.extend(("y", f, spot.x, spot.x + sizes[0][0]) for f in folds)
                    else:
                        page.placements.append(
                            placement(index, "front", pieces[index], 0, x, y, (bleed, bleed, SEAM, bleed))
                        )
                        page.placements.append(
                            placement(index, "back", pieces[index], 0, x + w, y, (SEAM, bleed, bleed, bleed))
                        )
                        on_art.append(Line(x + w, y, x + w, y + h, "fold", color))
                        ticks.append(("x", x + w, spot.y, spot.y + sizes[0][1]))
                if settings["fold_color"] != "none":
                    page.marks.extend(on_art)
                # Fold marks in the margin, where they run clear, to score the fold against a ruler.
                extent = {"x": paper.h, "y": paper.w}
                for axis, value, low, high in ticks:
                    page.marks.extend(line_marks(axis, value, low, high, [c.bleed for c in cuts], extent[axis], "fold"))
                pages.append(finish_page(page, False, cuts))
            return pages

        area = Box(margin, margin, paper.w - 2 * margin, paper.h - 2 * margin)
        try:
            pages = footed(build, area, footer_room(area))
        except ValueError:
            # The other fold, if its pair (with its bleed) fits the sheet's area.
            pair = (2 * w, h) if top else (w, 2 * h + 2 * settings["base"])
            fits = pair[0] + 2 * bleed <= area.w and pair[1] + 2 * bleed <= area.h
            other = f"fold them {'side by side (fold: side)' if top else 'one above the other (fold: top)'}, "
            raise ImpositionError(
                "piece-too-large",
                f"a folded {piece.shape.describe()} pair ({unit[0]:g} × {unit[1]:g} mm) "
                f"does not fit on {paper.name} paper; make the panels smaller (the template's size:), "
                f"{other if fits else ''}or build on a larger paper (--paper a3)",
            ) from None
        tabs = " (the base tabs outward, to stand)" if base else ""
        then = f"Cut each piece out on its crop marks, then score and fold it on the dashed lines{tabs}."
        return noted(SheetPlan(steady_footers(pages), None, paper.ruler), then)

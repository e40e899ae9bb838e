"""The visual standards of DESIGN.md, checked on every laid-out face.

Type never below 7 pt on a piece, at most three type sizes on a face, inline icons at
cap height, small text in pure black rather than a near-black colour, nothing thin
within 3 mm inside the trim (a 1–2 mm cutting or duplex shift makes it visibly uneven),
art that runs past the trim running on to the bleed edge (pnp/layout/bleedreach.py),
text inside the template's safe zone, and text in a colour that stands out from what is
painted under it (WCAG AA contrast, pnp/layout/contrast.py).
Each problem is reported once per template element, at the line that sets it (pnp/layout/reporting.py).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from itertools import pairwise
from math import sqrt
from pathlib import Path
from typing import Any, NamedTuple

from pnp.core.findings import ERROR, WARNING, Findings, Location
from pnp.core.geometry import Path as Segments
from pnp.core.geometry import Rectangle, Shape, transform_path
from pnp.core.textsyntax import without_icon_slips
from pnp.layout.bareedge import bare_edges
from pnp.layout.bleedreach import Short, measured, short_of_bleed, sides
from pnp.layout.contrast import ContrastCheck, table_row
from pnp.layout.cut_copies import cut_copies
from pnp.layout.elements import allowed, field_source
from pnp.layout.elements.grid import pale_cause, too_pale, too_thin
from pnp.layout.face import IconItem, ImageItem, PathItem, TextItem
from pnp.layout.hidden import hidden_under
from pnp.layout.hole_text import cut_away
from pnp.layout.laid import (
    OVERLAP,
    Bounds,
    LaidElement,
    clip_boxes,
    off_outline,
    off_piece,
    overlap,
    span,
    subpaths,
    transformed,
)
from pnp.layout.reporting import REMEMBERED, Once, colour_source, key_line
from pnp.load.icons import Icon
from pnp.load.templates import Template
from pnp.model import Item

SMALLEST_TYPE = 7.0  # pt, after shrinking to fit
MOST_SIZES = 3
ICON_CAP_TOLERANCE = 0.05  # an icon_scale this close to 1 is at cap height
NEAR_BLACK = 0.2  # every channel at most this (but not all zero) reads as black and prints as four inks
SMALL_TEXT = 12.0  # pt: below this, text must be pure black to stay sharp on a misregistered press
THIN_STROKE = 0.5  # mm: this or less (or any dashed line) is thin
TRIM_ZONE = 3.0  # mm inside the trim
COPY_OF = re.compile(r"copy (\d+) of (\d+)(?: \(item '(.*)'\))?")  # a repeated element's copy as findings name it
LISTED = 4  # copies a finding names one by one; more are counted
EDGE_SLACK = 0.01  # mm: a line's end this near the trim is at it
EDGE_KEYS = {"left": "x", "top": "y", "right": "w", "bottom": "h"}  # the key that places an element's edge
ICON_CUT = 0.2  # mm: an icon's drawing this far past the trim is cut off (less: a stroke's antialiasing)
# On a sheet to write on, their lines are written along or in (a grid and a hex map check their own, knowing fills)
WRITTEN_ALONG = {"line", "rect"}


# What text too near a piece's edge risks, by how the piece is cut out of its paper.
SAFE_ZONE_SLIPS = {
    "trim": "text reaches into the {safe:g} mm just inside the trim (the template's safe zone), where a cut that "
    "wanders clips it; move it in, or give its box more margin (or, for a cut you trust to be that exact, a smaller "
    "'safe:' in the template)",
    "scissors": "text reaches into the {safe:g} mm just inside the sheet's edge (the template's safe zone): the sheets "
    "print several to a page and are cut apart on the dashed line, where scissors that wander clip it; move it in, "
    "or give its box more margin (or a smaller 'safe:' in the template)",
    "tab": "text on the base tab reaches into the {safe:g} mm just inside the tab's cut edge (the tab is {foot:g} mm "
    "below the trim, the imposition's base:), where a cut that wanders clips it; move it up or in, or give its box "
    "more margin",
    "paper": "text runs past the sheet's edge, where it is not printed (the sheet is not cut, so it may come up to "
    "its edge); move it in, or give its box more room",
}


def _safe_key(shape: Shape, box: tuple[float, float, float, float], safe: float) -> str:
    """The key that moves a text box out of the safe zone's edge: ``x`` where the box would keep inside it
    narrowed to its middle (it reaches a side: of a rectangle, or an L-shaped tile's notch), else ``y``."""
    left, top, right, bottom = box
    middle = (left + right) / 2
    return "x" if shape.contains(middle, top, safe) and shape.contains(middle, bottom, safe) else "y"


def _runs_along_trim(path: Segments, w: float, h: float) -> bool:
    """Whether ``path`` has a point within TRIM_ZONE inside the trim of a ``w`` × ``h`` piece (a frame, a tick
    run to the edge), where a shifted cut shows the line uneven, and not only outside it. A straight line right
    across the piece, from one edge to the opposite one (a map tile's grid line, which its neighbour's
    continues), is cut where it is meant to be at both ends: its ends are not counted."""
    counted: list[float] = []
    for points in subpaths(path):
        across = {end for a, b in pairwise(points) if _across(a, b, w, h) for end in (a, b)}
        counted += [min(x, y, w - x, h - y) for x, y in points if (x, y) not in across]
    return any(0 <= d < TRIM_ZONE for d in counted) and not all(d < 0 for d in counted)


def _across(a: tuple[float, float], b: tuple[float, float], w: float, h: float) -> bool:
    """Whether the segment from ``a`` to ``b`` runs straight across the piece, from an edge to the opposite one,
    clear of the two edges it runs beside (a frame's side on the trim runs along it, not across)."""
    (x0, y0), (x1, y1) = sorted((a, b))
    down = abs(x0 - x1) < EDGE_SLACK and min(y0, y1) <= EDGE_SLACK and max(y0, y1) >= h - EDGE_SLACK
    along = abs(y0 - y1) < EDGE_SLACK and x0 <= EDGE_SLACK and x1 >= w - EDGE_SLACK
    return (down and TRIM_ZONE <= x0 <= w - TRIM_ZONE) or (along and TRIM_ZONE <= y0 <= h - TRIM_ZONE)


def _copies_drawn_on(laid: list[LaidElement], size: tuple[float, float], bleed: float) -> set[str]:
    """The repeated elements of lines and fills alone (a ruler's ticks) one copy of which lies on the piece: a copy
    of theirs lying wholly off it (a tick past the ruler's end, its step or count wrong) is placed off, as its
    siblings show; lines alone drawn off the piece are otherwise decoration running off it, not said."""
    return {
        element.name
        for element in laid
        if element.copy
        and not element.printed_boxes
        and any(not off_piece(box, size, bleed) for box in element.line_boxes)
    }


class FaceStandards:
    """Checks faces as they are laid out; remembers what it reported."""

    def __init__(
        self,
        findings: Findings,
        find_icon: Callable[[str], Icon | None] = lambda name: None,
        icon_exists: Callable[[str], bool] = lambda name: False,
    ):
        self.findings = findings
        self.find_icon = find_icon  # an icon's drawing, to measure where it lands
        self.icon_exists = icon_exists  # whether an icon of that name is there ("{pepper}" is one written wrong)
        self.smallest_type = SMALLEST_TYPE  # pt: game.yaml's smallest_type: raises it (a children's game)
        self.once = Once(findings)
        self._contrast = ContrastCheck(self.once)
        self._bare_said: set[tuple[Path, Location]] = set()  # a see-through picture said at a line: once
        self._bleed_reached: set[tuple] = set()  # drawings measured against the bleed, and found to reach it
        self.data: Mapping[str, Any] = {}  # the game's data tables, which templates may read colours from
        # text-outside-safe of copies a data row places, held until the face's placement is measured (on_piece):
        # a row that puts its area past the board's edge is one finding, the area's, not also its label's
        self._held: list[tuple[tuple[Path, int], tuple[Any, ...]]] = []
        # icon-cut of the face's elements, held until on_piece: a size too small for two elements or more is one
        # finding at size:, not one per element; each held as its element, the side it runs past and the finding
        self._icons_held: list[tuple[str, str, tuple[Any, ...]]] = []

    def element(
        self,
        source: Template,
        laid: LaidElement,
        trimmed: bool = True,
        cut_apart: bool = False,
        foot: float = 0.0,
        cut: bool = True,
        piece: str = "",
    ) -> None:
        """The standards one element's output must meet; ``trimmed``: the piece is cut out at its trim (a
        sheet to write on is not: nothing thin near its edge is a finding); ``cut_apart``: a sheet to write on
        printed several to a page, cut apart from its neighbours with scissors; ``foot``: the base tab (mm)
        folded below the trim, whose text keeps clear of its cut edge too; ``cut``: false for a piece never
        printed (a diagram, shown only in the rules), which no cut can clip or leave a sliver on; ``piece``: what
        findings call the piece being laid out (card 'summit')."""
        template, name, element = source.name, laid.name, laid.source
        texts = [item for item, _, _ in laid.runs if isinstance(item, TextItem) and not laid.inner]
        smallest = min((t.size for t in texts), default=None)
        if smallest is not None and smallest < self.smallest_type - 0.01:
            key = "min_size" if "min_size" in element else "size"
            floor = "" if self.smallest_type == SMALLEST_TYPE else " in this game (game.yaml's smallest_type:)"
            where = key_line(element, key)
            self.once(
                "type-too-small",
                template,
                name,
                where,
                f"{_said(source, laid, where)}: text set at {smallest:.{2 if smallest < 10 else 3}g} pt; "
                f"type on a piece is never below {self.smallest_type:g} pt"
                f"{floor} (raise {key}, or give the text more room)",
                ERROR,
            )
        scale = element.get("icon_scale")
        if isinstance(scale, int | float) and abs(scale - 1) > ICON_CAP_TOLERANCE:
            where = key_line(element, "icon_scale")
            self.once(
                "icon-cap-height",
                template,
                name,
                where,
                f"{_said(source, laid, where)}: inline icons at {scale:g}× the cap height; icons sit on the "
                "baseline at cap height (icon_scale: 1), or they crowd the line above",
                by=element,
            )
        for text in texts:
            c = text.color
            if text.size < SMALL_TEXT and max(c.r, c.g, c.b) <= NEAR_BLACK and (c.r, c.g, c.b) != (0, 0, 0):
                where, var = colour_source(element, source, c.hex)
                row = None if var else table_row(element, source, c.hex, None, self.data)
                written = source.name_at(element.loc)  # the template that writes the element
                said = f"vars.{var} (element '{name}' of template '{written}')" if var else _said(source, laid, where)
                if row:  # a colour of a data table's row: there, as text-contrast says it
                    where, said = row[0], f"{row[1]} (the colour of element '{name}' of template '{written}')"
                self.once(
                    "ink-near-black",
                    str(where) if var or row else template,  # a colour set once in vars or a row: one finding, there
                    "" if var or row else name,
                    where,
                    f"{said}: {text.size:.3g} pt text in near-black {c.hex}; small text prints sharp only "
                    "in pure black (#000000), which a printer lays down in one ink",
                    by=element,
                )
                break
        if not laid.failed:  # text spilling out of its box leaves the safe zone too: one finding, the overflow
            edge = "trim" if trimmed and cut else "scissors" if cut_apart else "paper"
            self._safe_zone(source, laid, piece, edge, foot)
        if cut:
            self._short_of_bleed(source, laid, foot)
        self._icons_cut(source, laid)
        self._text_in_hole(source, laid, piece)
        if not trimmed and element.get("type") in WRITTEN_ALONG:
            self._faint_lines(source, laid)
        w, h = source.size
        for item, matrix, _ in laid.runs if trimmed and cut else ():
            if not isinstance(item, PathItem) or item.stroke is None:
                continue
            scale = 1.0 if matrix is None else sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c))
            drawn = item.stroke_width * scale  # as it prints: a piece drawn small by a piece element thins its lines
            if drawn <= THIN_STROKE or item.dash:
                path = item.path if matrix is None else transform_path(item.path, matrix)
                if _runs_along_trim(path, w, h):
                    where = key_line(element, "stroke_width")
                    self.once(
                        "thin-near-trim",
                        template,
                        "",  # a frame drawn as several lines is one finding
                        where,
                        f"{_said(source, laid, where)}: a {drawn:.3g} mm line within {TRIM_ZONE:g} mm of the trim; "
                        "a cutting "
                        f"or duplex shift makes it visibly uneven: move it {TRIM_ZONE:g} mm in, or make it "
                        f"solid and over {THIN_STROKE:g} mm",
                        by=element,
                    )
                    break

    def _faint_lines(self, source: Template, laid: LaidElement) -> None:
        """On a sheet to write on, a line (a "Name: ____" rule) or a box is written along or in: its lines print
        (``line-too-light``: too thin at its ``stroke_width:`` line, too pale at its ``stroke:`` line or the
        ``vars:`` line the colour comes from), as a grid's and a hex map's do (they check their own, knowing
        their fills)."""
        template, name, element = source.name, laid.name, laid.source
        strokes = [item for item, _, _ in laid.runs if isinstance(item, PathItem) and item.stroke is not None]
        for item in strokes:
            thin = too_thin(item.stroke_width)
            if thin:  # the element's name and key: its thin lines and its pale ones are a finding each
                where = key_line(element, "stroke_width")
                said = _said(source, laid, where)
                self.once("line-too-light", template, f"{name}.stroke_width", where, f"{said}: {thin}", by=element)
            pale = too_pale(item.stroke, item.fill)
            if pale:
                where, var = colour_source(element, source, item.stroke.hex, "stroke")
                said = f"vars.{var} ({_said(source, laid, element.loc)})" if var else _said(source, laid, where)
                self.once(
                    "line-too-light",
                    str(where) if var else template,  # a colour set once in vars: one finding, there
                    "" if var else f"{name}.stroke",
                    where,
                    f"{said}: {pale}",
                    by=element,
                    cause=pale_cause(where),
                )

    def _safe_zone(self, source: Template, laid: LaidElement, piece: str, cut: str, foot: float = 0.0) -> None:
        """Text keeps inside the safe zone (``safe:`` mm inside the trim), where a cut that wanders cannot clip it:
        the cut at the trim, or (``cut`` "scissors") a sheet's cut along the dashed line between it and the next.
        A sheet alone on its page (``cut`` "paper") is not cut: its text need only stay on it. Text below the trim
        of a piece with a base tab (``foot`` mm) is on the tab, and keeps as far from the tab's cut edges."""
        name, element = laid.name, laid.source
        safe = 0.0 if cut == "paper" else source.safe
        if source.safe <= 0 or ("text-outside-safe", source.name, name) in self.once.reported:
            return
        w, h = source.size
        for box in laid.text_boxes.values():
            if off_piece(box, (w, h + foot)) or (not foot and off_outline(box, source.shape, source.bleed)):
                continue  # a neighbouring strip's label, cut away with the bleed; one in a notch, said as off it
            left, top, right, bottom = box
            if foot and top >= h:  # on the base tab, folded under the piece
                if left >= safe and right <= w - safe and bottom <= h + foot - safe:
                    continue
                slip = SAFE_ZONE_SLIPS["tab"].format(safe=safe, foot=foot)
            else:
                corners = ((left, top), (right, top), (left, bottom), (right, bottom))
                if all(source.shape.contains(x, y, safe) for x, y in corners):
                    continue
                slip = SAFE_ZONE_SLIPS[cut].format(safe=safe)
            where = key_line(element, _safe_key(source.shape, box, safe))
            said = ("text-outside-safe", source.name, name, where)
            label = _first_on(_said(source, laid, where), laid, piece)
            row, counted = laid.row, _counted_past_first(laid)
            if counted is not None:  # a copy the entry's count asks for: held, as a row's
                self._held.append((counted, (*said, f"{label}: {slip}", ERROR)))
            elif laid.copy and row is not None and row.file != element.loc.file:
                self._held.append(((row.file, row.line), (*said, f"{label}: {slip}", ERROR)))
            else:
                self.once(*said, f"{label}: {slip}", ERROR)
            return

    def _text_in_hole(self, source: Template, laid: LaidElement, piece: str) -> None:
        """Text keeps off the holes the template cuts out of the piece (``holes:``), which would take its words
        away: once per element, at its ``x:``."""
        box = next((b for b in laid.text_boxes.values() if cut_away(b, source.holes)), None)
        if box is None:
            return
        where = key_line(laid.source, "x" if "x" in laid.source else "type")
        said = _first_on(_said(source, laid, where), laid, piece)
        self.once(
            "text-in-hole",
            source.name,
            laid.name,
            where,
            f"{said}: text runs into a hole the template cuts out of the piece (holes:), which takes those words "
            "away: move the text off the hole, or the hole off the text",
            ERROR,
        )

    def _icons_cut(self, source: Template, laid: LaidElement) -> None:
        """An icon's drawing (not its box) stays on the piece, or goes wholly off it: one that runs past the
        trim is cut off there (an icon too large for a token). Measured against the piece's bounding
        rectangle, so a round icon filling a round token is no finding. An ``icons`` element is a pattern,
        which may run on into the bleed: only an ``icon`` element is measured."""
        if laid.source.get("type") != "icon" or self.findings.error_at(
            source.size_location or source.location, "size-invalid"
        ):
            return  # on a piece whose boxes came out negative, a size in cm or inches: said at its size
        w, h = source.size
        for item, matrix, _ in laid.runs:
            icon = self.find_icon(item.name) if isinstance(item, IconItem) and not item.trimmed else None
            if icon is None:
                continue
            left, top, right, bottom = transformed(icon.drawn_bounds(item.x, item.y, item.w, item.h), matrix)
            past = {"left": -left, "top": -top, "right": right - w, "bottom": bottom - h}
            side, most = max(past.items(), key=lambda side: side[1])
            if most <= ICON_CUT or right <= 0 or bottom <= 0 or left >= w or top >= h:
                continue
            key = next((k for k in ("w", "h", "x", "y") if k in laid.source), "type")
            where = key_line(laid.source, key)
            said = (
                "icon-cut",
                source.name,
                laid.name,
                where,
                f"{_said(source, laid, where)}: icon ':{item.name}:' is drawn {most:.1f} mm past the trim at the "
                f"{side} "
                f"({right - left:.1f} × {bottom - top:.1f} mm on a {w:g} × {h:g} mm piece), where the cut takes "
                "it off: give it a smaller box, or move it in",
                WARNING,
                laid.source,
            )
            self._icons_held.append((laid.name, side, said))
            return

    def _short_of_bleed(self, source: Template, laid: LaidElement, foot: float = 0.0) -> None:
        """Art that runs past the trim runs on to the bleed edge: between the two, a cut that wanders out shows
        its edge. An error for a fill or a picture (a sliver along the cut), a warning for a line alone; at the
        line that places the edge (a shape's offset), written once however many templates extend it. A piece
        with a base tab (``foot`` mm) is not cut along its foot, but folded there: art may end on the tab. A
        rectangle's tab is as wide as the piece, so art that runs onto it runs on to the tab's own bleed edge."""
        if ("art-short-of-bleed", source.name, laid.name) in self.once.reported or not any(
            isinstance(item, PathItem | ImageItem) for item, _, _ in laid.runs
        ):
            return  # reported, or text and icons only
        shape, tab = source.shape, 0.0
        if foot and isinstance(shape, Rectangle):  # the piece and its tab: one rectangle, cut along the tab's foot
            shape, foot, tab = Rectangle(shape.w, shape.h + foot), 0.0, foot
        # a background drawn alike on every card is measured once; a foot folded onto a tab is not measured
        drawing = (measured(tuple(laid.drawn)), shape, source.bleed, foot)
        if drawing in self._bleed_reached:
            return
        found = [side for side in short_of_bleed(laid.drawn, shape, source.bleed) if not foot or side.name != "bottom"]
        if not found:
            if len(self._bleed_reached) >= REMEMBERED:
                self._bleed_reached.clear()
            self._bleed_reached.add(drawing)
            return
        every = {side.name for side in sides(shape, source.bleed)}
        crossing, seated = ([side for side in found if side.seated is at] for at in (False, True))
        told = []
        if crossing:
            past, short = (_most([getattr(side, what) for side in crossing]) for what in ("past", "short"))
            told.append(f"it runs {past} mm past the trim {_where(crossing, every)} and stops {short} mm short")
        if seated:
            short = _most([side.short for side in seated])
            told.append(
                f"it stops at the trim {_where(seated, every)} while it runs past it elsewhere, {short} mm short"
            )
        full = (
            'a full-bleed rect is x: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}", and y, h alike'
            if source.shape.rectangular
            else 'a full-bleed fill is type: shape with offset: "{{ bleed }}"'
        )
        if tab and any(side.name.startswith("bottom") for side in found):  # the bottom is the base tab's cut edge
            told = [said.replace("trim on the bottom", f"trim at the foot of its {tab:g} mm base tab") for said in told]
            ground = f'h: "{{{{ trim.h + {tab:g} + 2 * bleed }}}}"'
            full = f'a ground that runs onto the tab is y: "{{{{ -bleed }}}}", {ground}'
        where = key_line(laid.source, "offset" if "offset" in laid.source else EDGE_KEYS[found[0].name.split("-")[0]])
        self.once(
            "art-short-of-bleed",
            source.name,
            laid.name,
            where,
            f"{_said(source, laid, where)}: {'; '.join(told)} of the bleed edge ({source.bleed:g} mm out), so a cut "
            "that wanders "
            "outward shows its edge as a sliver along the cut: "
            f"extend it to the bleed edge ({full}), or keep it inside the trim",
            ERROR if any(side.area for side in found) else WARNING,
            by=laid.source,
        )

    def see_through_edges(self, template: Template, laid: list[LaidElement], entry: Item | None) -> None:
        """A picture whose see-through pixels along the cut have nothing painted under them prints the paper
        white to the cut edge: a warning once per picture file at each line that names it (the entry's field of
        ``src: "{{ card.art }}"``, else ``src:``), one finding for all of them."""
        for index, bare in bare_edges([one.drawn for one in laid], template.shape, template.bleed):
            one = laid[index]
            where = field_source(one.source.get("src", ""), entry) or key_line(one.source, "src")
            if (bare.picture, where) in self._bare_said or "art-see-through-edge" in allowed(one.source):
                continue
            self._bare_said.add((bare.picture, where))
            box = bare.where
            self.findings.add(
                "art-see-through-edge",
                where,
                f"{_said(template, one, where)}: image '{bare.picture.name}' has see-through pixels "
                f"along the cut (x {box.x:.1f} to {box.right:.1f} mm, y {box.y:.1f} to {box.top:.1f} mm) with "
                "nothing painted under them, so the paper shows white there, out to the cut edge: make those "
                "pixels opaque in the picture, or draw a full-bleed fill under it",
                WARNING,
                f"art-see-through-edge {bare.picture}",
            )

    def face(self, template: Template, laid: list[LaidElement], shrunk: Mapping[str, float]) -> None:
        """The standards a whole face must meet: at most three type sizes. A text shrunk to fit counts at the
        size its template gives it (``shrunk``: element name to that size): it is that level of the hierarchy
        set smaller on one piece, which the ``fit:`` lines list. The finding is at the ``size:`` of the element
        most likely added: of a size the fewest elements share, written in the template itself rather than one
        it extends; every size is named with its elements. Words that are only icons written wrong (``{pepper}``
        printed at the size its icons were meant to stand at) are not counted: their ``icon-unknown`` says them."""
        users: dict[float, list[LaidElement]] = {}
        for element in laid:
            if element.failed or element.inner:  # text overflowing its box, set at its least size: the overflow is
                continue  # its one finding; another piece drawn in it: its sizes are that piece's own
            printed = {
                item.size
                for item, _, _ in element.runs
                if isinstance(item, TextItem) and without_icon_slips(item.text, self.icon_exists).strip()
            }
            for size in {round(shrunk.get(element.name, size) * 2) / 2 for size in printed}:
                users.setdefault(size, []).append(element)
        if len(users) > MOST_SIZES:
            own = {size: [e for e in users[size] if e.source.loc.file == template.path] for size in users}
            rarest = min(users, key=lambda size: (len(users[size]), not own[size]))
            sizes = ", ".join(  # a repeated element's copies, named once
                f"{size:g} pt ({', '.join(dict.fromkeys(e.name for e in users[size]))})" for size in sorted(users)
            )
            where = key_line((own[rarest] or users[rarest])[-1].source, "size")
            self.once(
                "type-sizes",
                template.name,
                "",
                where,
                f"{template.said_at(where)}: {len(users)} type sizes on one face: {sizes}; use at most "
                f"{MOST_SIZES}, so the hierarchy reads",
            )

    def on_piece(self, template: Template, laid: list[LaidElement], foot: float = 0.0) -> None:
        """Something of what a face prints lies on its piece: a board sized in cm (``size: [46, 33]``) under
        elements placed in mm draws every word, icon and picture off it, past its right or lower edge, and none
        of it prints. What lies off it elsewhere (a diagram's one piece at column -1) is placed off: said at the
        element. A base tab
        (``foot`` mm below the trim) is the piece's too: a standee's number printed on it is on the piece."""
        held, self._held = self._held, []
        icons, self._icons_held = self._icons_held, []
        if not self._too_small(template, laid, foot, icons):
            for _, _, said in icons:
                self.once(*said)
        placed_off = self._on_piece(template, laid, foot, {row for row, _ in held})
        for row, said in held:  # a copy's text in the safe zone: not when its row placed the copy off or past the trim
            if row not in placed_off:
                self.once(*said)

    def _too_small(
        self, template: Template, laid: list[LaidElement], foot: float, icons: list[tuple[str, str, tuple[Any, ...]]]
    ) -> bool:
        """Two elements or more of a face that prints others, cut by its right or lower trim (an icon's drawing) or
        placed wholly past it, each by its own place (no data row's, no count's): a token shrunk to ``size: 12``
        under elements placed for 22. The size is the one cause: one finding at ``size:``, naming them and how far
        they reach, not an ``icon-cut`` and an ``art-off-piece`` each; True when said. What lies off on the left or
        above, or where a row or a count placed it, has a cause of its own, and is said as before."""
        (w, h), bleed = template.size, template.bleed
        repeated = {element.name for element in laid if element.copy}  # their copies' places are the repeat's
        cut = {
            name: said
            for name, side, said in icons
            if side in ("right", "bottom") and name not in repeated and "icon-cut" not in allowed(said[-1])
        }
        past = {
            element.name: span(element.printed_boxes)
            for element in laid
            if element.printed_boxes
            and element.name not in cut
            and element.name not in repeated
            and "art-off-piece" not in allowed(element.source)
            and _cause(element, "x") == element.name
            and all(_past(box, (w, h + foot), bleed) and min(box[2], box[3]) > -bleed for box in element.printed_boxes)
        }
        if len(cut) + len(past) < 2 or (not cut and len(past) == len({one.name for one in laid if one.printed_boxes})):
            return False  # one element alone is placed wrong; all of them past the edge is on_piece's to say
        reach = [box for element in laid if element.name in cut for box in element.printed_boxes]
        x1, y1 = max(box[2] for box in [*reach, *past.values()]), max(box[3] for box in [*reach, *past.values()])
        names = [f"'{name}'" for name in dict.fromkeys([*cut, *past])]
        told = [f"the cut takes part of the icon of '{name}'" for name in cut]
        told += [f"what '{name}' prints lies off the piece" for name in past]
        self.once(
            "art-off-piece" if past else "icon-cut",
            template.name,
            "",
            template.size_location or template.location,
            f"template '{_sized(template)}': size: makes a {w:g} × {h:g} mm piece, and elements "
            f"{', '.join(names[:-1])} and {names[-1]} are placed past its right or lower edge (to x {x1:.0f} mm, "
            f"y {y1:.0f} mm): {'; '.join(told)}. A piece too small for what is placed on it: give it a size that "
            "holds them, or move them in",
        )
        for name in past:
            self.once.reported.add(("art-off-piece", template.name, name))
        for name in cut:
            self.once.reported.add(("icon-cut", template.name, name))
        return True

    def _on_piece(self, template: Template, laid: list[LaidElement], foot: float, unsafe: set[object]) -> set[object]:
        """:meth:`on_piece`; returns the causes (a data row's file and line) of what it said lies off or is cut.
        ``unsafe``: the rows whose copies' text reaches into the safe zone (an error, said by what is cut)."""
        boxes = [box for element in laid for box in element.printed_boxes]
        (w, h), bleed = template.size, template.bleed
        if not boxes:
            return set()
        every_off = all(off_piece(box, (w, h + foot), bleed) for box in boxes)
        if every_off and self.findings.error_at(template.size_location or template.location, "size-invalid"):
            return set()  # a tiny piece whose boxes came out negative: a size in cm, said
        beyond = all(box[0] >= w + bleed or box[1] >= h + foot + bleed for box in boxes)
        several = sum(1 for element in laid if element.printed_boxes) > 1
        past_edge = (every_off and beyond and several) or _all_but_one_beyond(laid, (w, h + foot), bleed)
        if past_edge and self._in_cm(template, laid, foot):
            return set()
        if not (every_off and beyond and several):
            # a size too small puts them all past its right or lower edge; one element alone, or what lies left of
            # it or above, is placed off (a diagram's one piece at column -1, or 6)
            return self._placed_off(template, laid, foot, unsafe)
        x0, y0, x1, y1 = span(boxes)
        self.once(
            "art-off-piece",
            template.name,
            "",
            template.size_location or template.location,
            f"template '{_sized(template)}': every word, icon and picture it prints lies off its {w:g} × {h:g} mm "
            f"piece (at {_spans(x0, y0, x1, y1)}), so none of them prints: give size: in mm, "
            "as x and y are, or move them onto the piece",
        )
        return set()

    def _in_cm(self, template: Template, laid: list[LaidElement], foot: float) -> bool:
        """What a face draws, off its piece past the right or lower edge, lying on the piece its ``size:`` read
        in cm would make (a 300 × 20 mm ruler written ``size: [30, 2]`` under elements placed in mm): one
        ``size-invalid`` error at ``size:``, not a warning per element; True when said."""
        (w, h), bleed = template.size, template.bleed
        boxes = [box for element in laid for box in [*element.printed_boxes, *element.line_boxes]]
        _, _, right, bottom = span(boxes)
        if right > w * 10 + bleed or bottom > h * 10 + foot + bleed:
            return False
        self.once(
            "size-invalid",
            template.name,
            "",
            template.size_location or template.location,
            f"template '{_sized(template)}': size: makes a {w:g} × {h:g} mm piece, and what its elements draw runs "
            f"past it, to x {right:.0f} mm, y {bottom:.0f} mm, so most of it does not print: a size in cm? size: is in "
            "millimetres: "
            f"size: [{w * 10:g}, {h * 10:g}] for a {w * 10:g} × {h * 10:g} mm piece",
            ERROR,
        )
        return True

    def _placed_off(self, template: Template, laid: list[LaidElement], foot: float, unsafe: set[object]) -> set[object]:
        """An element (or a copy of a repeated one) whose every word, icon and picture lies off a face that prints
        others (``art-off-piece``: a board's district placed at x 480 on a 420 mm board, from a row of its data),
        or a copy the trim cuts where its other copies lie whole on the piece (``art-cut-by-trim``: a map's room
        from a row placed past the board's edge). Once per element, naming the copy: an element placed off at the
        line that places it (``x:`` or ``y:``), a cut copy at its row when a data table's. The copies one row
        places off or across the trim (a country's name and its stability number, an area's room and its number)
        are one finding, at the first of them, naming the others: the row is the one cause; an error when its text
        reaches into the safe zone (``unsafe``: its rows), the error that text would have been. Returns the
        causes."""
        (w, h), bleed = template.size, template.bleed
        by_cause: dict[object, list[_Placed]] = {}
        drawn_on = _copies_drawn_on(laid, (w, h + foot), bleed)
        for element in laid:
            boxes = element.printed_boxes or (element.line_boxes if element.name in drawn_on else [])
            if not boxes or not all(_off(box, template, foot) for box in boxes):
                continue
            if element.inner and _shows_on(element, (w, h + foot)):
                continue  # a detail of another piece (a map's region) showing its land and borders, not its words
            box = span(boxes)
            key = "x" if box[2] <= -bleed or box[0] >= w + bleed else "y"
            by_cause.setdefault(_cause(element, key), []).append(_Placed("art-off-piece", element, key, box))
        for element, box, key in cut_copies(laid, (w, h + foot)):
            by_cause.setdefault(_cause(element, key), []).append(_Placed("art-cut-by-trim", element, key, box))
        _placed_where_first_is(by_cause)
        order = {id(element): index for index, element in enumerate(laid)}
        for cause, group in by_cause.items():
            group.sort(key=lambda placed: order[id(placed.element)])
            if isinstance(cause, Location):
                self._too_many(template, group, cause, ERROR if cause in unsafe else WARNING)
            elif all(placed.rule == "art-off-piece" for placed in group):
                self._off_piece(template, group)
            else:
                self._cut(template, group, ERROR if cause in unsafe else WARNING)
        return set(by_cause)

    def _off_piece(self, template: Template, group: list[_Placed]) -> None:
        """Elements of one item (or one element) whose print lies off the piece: one finding at the first's key."""
        (w, h), first = template.size, group[0]
        element = first.element
        where, row = key_line(element.source, first.key), element.row
        own = [placed for placed in group if placed.element.name == element.name]  # it and its own copies (ticks)
        x0, y0, x1, y1 = span([placed.box for placed in own])
        copies = [placed.element.copy for placed in own[1:]]
        names = [f"'{placed.element.name}'" for placed in group if placed.element.name != element.name]
        called = _copies_run(element.name, [placed.element.copy for placed in own])
        also = "" if called else _listed(copies)
        also += f" and element{'s' * (len(names) > 1)} {', '.join(names)} of the same item" if names else ""
        many = len(group) > 1
        placed = f"; its row is at {row.file.name}:{row.line}" if row and row.file != where.file else ""
        notch = not off_piece((x0, y0, x1, y1), (w, h), template.bleed)  # in its box, outside its outline
        off = (
            f"outside the outline of the {w:g} × {h:g} mm piece, within its box"
            if notch
            else f"off the {w:g} × {h:g} mm piece"
        )
        self.once(
            "art-off-piece",
            template.name,
            element.name,
            where,
            f"{template.said_at(where)}: {called or element.called}{also}: "
            f"what {'they print' if many else 'it prints'} "
            f"lies {off} (at {_spans(x0, y0, x1, y1)}), so "
            f"{'they do' if many else 'it does'} not print: move {'them' if many else 'it'} onto the "
            f"piece{placed}",
            by=element.source,
        )

    def _cut(self, template: Template, group: list[_Placed], severity: str) -> None:
        """Copies of one item the trim cuts (or that lie off the piece with one it cuts): one finding, the first
        cut copy's, at its row when a data table's, naming the others."""
        (w, h) = template.size
        first = next(placed for placed in group if placed.rule == "art-cut-by-trim")
        element, (x0, y0, x1, y1) = first.element, first.box
        if len(group) == 1 and ("icon-cut", template.name, element.name) in self.once.reported:
            return  # an icon's copy whose drawing the cut takes: icon-cut said it, measured on the drawing
        where, row = key_line(element.source, first.key), element.row
        others = _others_said(group, first)
        self.once(
            "art-cut-by-trim",
            template.name,
            element.name,
            row if row and row.file != where.file else where,
            f"{_said(template, element, where)}: it runs past the trim of the {w:g} × {h:g} mm piece "
            f"(at {_spans(x0, y0, x1, y1)}), where its other copies lie whole on it, "
            f"so the cut takes part of it{''.join(f'; {other}' for other in others)}: move "
            f"{'them' if others else 'it'} onto the piece",
            severity,
            by=element.source,
        )

    def _too_many(self, template: Template, group: list[_Placed], at: Location, severity: str) -> None:
        """Copies a count of the piece's entry asks for (``tokens: 6``) lying off the piece or cut by its trim, where
        its first copies lie whole on it: one finding at that count, naming the elements and the copies that fit."""
        (w, h), first = template.size, group[0]
        counted = first.element.counted
        assert counted is not None  # the cause of a group is a count only when its copies are counted
        fit = min(placed.element.counted.index0 for placed in group if placed.element.counted)
        names = list(dict.fromkeys(f"'{placed.element.name}'" for placed in group))
        named = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        rule = "art-cut-by-trim" if any(placed.rule == "art-cut-by-trim" for placed in group) else "art-off-piece"
        x0, y0, x1, y1 = span([placed.box for placed in group])
        repeat = first.element.source.get("repeat")
        self.once(
            rule,
            template.name,
            first.element.name,
            at,
            f"template '{template.name}': this count asks for {counted.count} copies of element"
            f'{"s" * (len(names) > 1)} {named} (repeat: "{repeat}"), and only the first {fit} fit on the '
            f"{w:g} × {h:g} mm piece: the others are cut by its trim or lie off it (at x {x0:.0f} to {x1:.0f} mm, "
            f"y {y0:.0f} to {y1:.0f} mm), so they do not print whole: give a count of at most {fit}, or set the "
            f"copies closer in the template ({first.key}: of element '{first.element.name}')",
            severity,
            by=first.element.source,
        )

    @property
    def contrast_level(self) -> str:
        """The WCAG level text on a piece is held to (game.yaml's ``contrast:``): AA, or AAA."""
        return self._contrast.level

    @contrast_level.setter
    def contrast_level(self, level: str) -> None:
        self._contrast.level = level

    def contrast(self, source: Template, laid: list[LaidElement], label: str, item: Item | None) -> None:
        """Each text run stands out from what is painted under it (pnp/layout/contrast.py)."""
        self._contrast.check(source, laid, label, item, self.data)

    def overlaps(self, template: Template, laid: list[LaidElement], label: str) -> None:
        """Text that runs under an icon, an image or an opaque fill drawn after it (a corner symbol over the
        body text, a child template's stripe over the title its parent prints). At the line that places the
        text, or the other element's when only that one is written in the template itself (a child's)."""
        for index, below in enumerate(laid):
            name, texts = below.name, list(below.text_boxes.values())
            if not texts or below.failed:
                continue
            words = span(texts)  # a fill or a text whose bounds reach no further into it reaches into none of them
            for above in laid[index + 1 :]:
                other = above.name
                if ("text-overlap", template.name, f"{name}>{other}") in self.once.reported:
                    continue
                for painted in above.paints.values():
                    if painted.rings and painted.color is None:
                        continue  # a translucent fill: the text shows through
                    if min(overlap(words, painted.bounds)) <= OVERLAP:
                        continue
                    # the run it covers most in both directions (one far across a line's foot hides no other)
                    depth = max((painted.depth_in(text) for text in texts), key=min, default=(0.0, 0.0))
                    if min(depth) > OVERLAP:
                        own = below.source.loc.file != template.path and above.source.loc.file == template.path
                        hides = ", whose fill hides it," if painted.rings else ""
                        where = key_line((above if own else below).source, "y")  # where its box is placed
                        self.once(
                            "text-overlap",
                            template.name,
                            f"{name}>{other}",
                            where,
                            f"{template.said_at(where)}: text of {below.called} runs {depth[0]:.1f} × "
                            f"{depth[1]:.1f} mm under {above.called}{hides} on {label}; give the text a box "
                            f"clear of it{', or draw it before the text' if painted.rings else ''}",
                            by=below.source,
                        )
                        break
                else:
                    self._text_over_text(template, below, above, texts, words, label)

    def hidden(self, template: Template, laid: list[LaidElement], label: str) -> None:
        """Lines and shapes an opaque fill drawn after them covers wholly (a map's sea lane under the score track's
        band): they do not show. Once per pair of elements, at the hidden one's ``y:`` line, naming the copy found
        first."""
        for below, above in hidden_under(laid, template.size):
            where = key_line(below.source, "y")
            self.once(
                "art-hidden",
                template.name,
                f"{below.name}>{above.name}",
                where,
                f"{_said(template, below, where)} lies wholly under the opaque fill of {above.called}, "
                f"drawn after it on {label}, so it does not show; move it clear of '{above.name}', or draw it after "
                f"'{above.name}' (later in elements:)",
                by=below.source,
            )

    def _text_over_text(
        self,
        template: Template,
        below: LaidElement,
        above: LaidElement,
        texts: list[Bounds],
        words: Bounds,
        label: str,
    ) -> None:
        """Words printed over another element's words (a map's title over a territory's name): neither reads. Not
        words printed see-through over others (a pale watermark is drawn before them, under them). ``words``: the
        box round ``texts``; a word of ``above`` reaching no further into it reaches into none of them."""
        if above.failed:
            return
        runs = above.runs
        over = [
            box
            for i, box in above.run_boxes.items()
            if isinstance(runs[i][0], TextItem) and runs[i][2] and min(overlap(words, box)) > OVERLAP
        ]
        depth = max(
            (overlap(text, other) for text in texts for other in over),
            key=min,
            default=(0.0, 0.0),
        )
        if min(depth) > OVERLAP:
            where = key_line(below.source, "y")
            self.once(
                "text-overlap",
                template.name,
                f"{below.name}>{above.name}",
                where,
                f"{template.said_at(where)}: text of {below.called} runs {depth[0]:.1f} × "
                f"{depth[1]:.1f} mm under the text of {above.called} on {label}, so neither reads; give one of them "
                f"a box clear of the other{_rows_at(below, above)}",
                by=below.source,
            )


def _rows_at(*laid: LaidElement) -> str:
    """Where the content rows that placed these copies are written (a path's spaces, placed from a data table:
    two of them at one place are moved in the table, not the template): "; their rows are at spaces.yaml:14
    and 15", or ""."""
    rows = [one.row for one in laid if one.copy and one.row is not None and one.row.file != one.source.loc.file]
    if not rows:
        return ""
    lines = list(dict.fromkeys(str(row.line) for row in rows))
    files = {row.file for row in rows}
    if len(files) > 1:
        return "; their rows are at " + " and ".join(f"{row.file.name}:{row.line}" for row in rows)
    listed = lines[0] if len(lines) == 1 else " and ".join(lines)
    return f"; {'its row is' if len(lines) == 1 else 'their rows are'} at {rows[0].file.name}:{listed}"


def _shows_on(element: LaidElement, size: tuple[float, float]) -> bool:
    """Whether the piece an element draws shows on this one, half of what its clips leave of it (its trim, the
    element's box with ``clip: true``) or more: a detail of a map whose words all lie outside it, not a token
    placed a column off the board whose edge alone reaches onto it."""
    clips = list(clip_boxes(tuple(element.drawn)))
    if not clips:
        return False
    shown = (max(b[0] for b in clips), max(b[1] for b in clips), min(b[2] for b in clips), min(b[3] for b in clips))
    on = overlap(shown, (0.0, 0.0, *size))
    return min(on) > 0 and on[0] * on[1] >= (shown[2] - shown[0]) * (shown[3] - shown[1]) / 2


def _where(found: list[Short], every: set[str]) -> str:
    """Where on a piece with the compass sides ``every`` the sides ``found`` lie: "all round", "on the left"…"""
    names = [side.name for side in found]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return "all round" if every <= set(names) else f"on the {listed}"


def _most(values: list[float]) -> str:
    """The largest of some lengths in mm, "up to" it when they differ."""
    most = f"{round(max(values), 1):g}"
    return most if most == f"{round(min(values), 1):g}" else f"up to {most}"


def _said(template: Template, laid: LaidElement, where: Location) -> str:
    """The template and element a finding at ``where`` is about: "template 'my-game/frame' (extended by
    'my-game/joker'): element 'index'" for an element it inherits (:meth:`pnp.load.templates.Template.said_at`)."""
    return f"{template.said_at(where)}: {laid.called}"


def _first_on(label: str, laid: LaidElement, piece: str) -> str:
    """The label of a finding said once for an element, naming the piece it was found on when the element's text
    reads the entry: a title too long for its box on one card of sixty is found on that card, the others fit."""
    written = laid.source.get("text")
    return f"{label}, first on {piece}" if piece and isinstance(written, str) and "{{" in written else label


class _Placed(NamedTuple):
    """An element (a copy) placed off the piece or across its trim: the rule that says it, the key that placed
    it there (``x`` or ``y``) and the box of what it prints."""

    rule: str
    element: LaidElement
    key: str
    box: tuple[float, float, float, float]


def _cause(element: LaidElement, key: str) -> object:
    """What placed a copy where it is: the entry's count that asked for it (one finding for all the copies it asks
    for that do not fit), its row when a data table's (one finding for all that row places), else the element
    itself."""
    counted = _counted_past_first(element)
    if counted is not None:
        return counted
    where, row = key_line(element.source, key), element.row
    return (row.file, row.line) if row and row.file != where.file else element.name


def _placed_where_first_is(by_cause: dict[object, list[_Placed]]) -> None:
    """A count is the cause of the copies it asks for that do not fit only when its first copies lie whole on the
    piece: where an element's first copy is off the piece or cut too (copies centred on it, spread past both
    edges), their place is, said at the element with its first copy."""
    first_wrong = {
        placed.element.name for cause, group in by_cause.items() if isinstance(cause, str) for placed in group
    }
    for cause in [cause for cause in by_cause if isinstance(cause, Location)]:
        if any(placed.element.name in first_wrong for placed in by_cause[cause]):
            for placed in by_cause.pop(cause):
                by_cause.setdefault(placed.element.name, []).append(placed)


def _counted_past_first(element: LaidElement) -> Location | None:
    """Where the entry's count is written that asked for this copy, past the first (copy 1 lying off the piece is
    placed off, whatever the count): a count asking for more copies than fit is the one cause of theirs."""
    counted = element.counted
    return counted.at if counted is not None and counted.index0 else None


def _all_but_one_beyond(laid: list[LaidElement], size: tuple[float, float], bleed: float) -> bool:
    """Whether two elements or more draw wholly past the piece's right or lower edge, and one at most draws on it
    (a background filling the piece, whatever its size): its size is what is wrong, not their places."""
    beyond = 0
    on = 0  # elements drawing on the piece: past the first, the answer is no (most faces: their lines not measured)
    for element in laid:
        if not all(_past(box, size, bleed) for box in element.printed_boxes) or not all(
            _past(box, size, bleed) for box in element.line_boxes
        ):
            on += 1
            if on > 1:
                return False
        elif element.printed_boxes or element.line_boxes:
            beyond += 1
    return beyond >= 2


def _past(box: Bounds, size: tuple[float, float], bleed: float) -> bool:
    """Whether ``box`` lies wholly past a piece's right or lower bleed edge."""
    return box[0] >= size[0] + bleed or box[1] >= size[1] + bleed


def _off(box: Bounds, template: Template, foot: float) -> bool:
    """Whether ``box`` lies wholly off the piece and its bleed, or outside its polygon's outline and bleed (a
    standee's tab, ``foot`` mm, lies below its outline: there the box is measured)."""
    (w, h), bleed = template.size, template.bleed
    return off_piece(box, (w, h + foot), bleed) or (not foot and off_outline(box, template.shape, bleed))


def _copies_run(name: str, copies: list[str]) -> str:
    """Element ``name``'s copies said as one run when they are three or more in a row ("element 'ticks', copies
    165 to 171 of 171": the ticks past a ruler's end; with their first and last items when they have them), else
    ""."""
    found = [COPY_OF.fullmatch(copy) for copy in copies]
    if len(found) < 3 or not all(found):
        return ""
    numbers = [int(match.group(1)) for match in found if match]
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return ""
    first, last = found[0], found[-1]
    assert first is not None and last is not None
    items = f" (items '{first.group(3)}' to '{last.group(3)}')" if first.group(3) and last.group(3) else ""
    return f"element '{name}', copies {numbers[0]} to {numbers[-1]} of {first.group(2)}{items}"


def _listed(copies: list[str]) -> str:
    """Further copies of an element as a finding names them after the first: each, or the first few and how
    many more (an element of a thousand copies is not a thousand names)."""
    if not copies:
        return ""
    if len(copies) > LISTED:
        return "".join(f", {copy}" for copy in copies[: LISTED - 1]) + f" and {len(copies) - LISTED + 1} more copies"
    return "".join(f", {copy}" for copy in copies[:-1]) + f" and {copies[-1]}"


def _others_said(group: list[_Placed], first: _Placed) -> list[str]:
    """What the rest of ``group`` does, said once for each element and what befalls it, with how many copies
    ("element 'number' of the same item is cut too", "12 other copies of it lie off the piece")."""
    said = []
    for (name, rule), count in Counter(
        (other.element.name, other.rule) for other in group if other is not first
    ).items():
        own = name == first.element.name
        if count == 1:
            who = "another copy of it" if own else f"element '{name}' of the same item"
        else:
            who = f"{count} other copies of it" if own else f"{count} copies of element '{name}' of the same item"
        if rule == "art-off-piece":
            said.append(f"{who} {'lies' if count == 1 else 'lie'} off the piece")
        else:
            said.append(f"{who} {'is' if count == 1 else 'are'} cut too")
    return said


def _spans(x0: float, y0: float, x1: float, y1: float) -> str:
    """A box as findings say it, in whole mm (a line's half stroke above its top at 0 said 0, never -0)."""
    return f"x {round(x0)} to {round(x1)} mm, y {round(y0)} to {round(y1)} mm"


def _sized(template: Template) -> str:
    """The name of the template that writes ``template``'s size (a parent's, when it inherits it): a finding at
    that ``size:`` line names it, and its children alike say it once."""
    return template.name_at(template.size_location or template.location)

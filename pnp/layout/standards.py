"""The visual standards of DESIGN.md, checked on every laid-out face.

Type never below 7 pt on a piece, at most three type sizes on a face, inline icons at
cap height, small text in pure black rather than a near-black colour, nothing thin
within 3 mm inside the trim (a 1–2 mm cutting or duplex shift makes it visibly uneven),
art that runs past the trim running on to the bleed edge (pnp/layout/bleedreach.py),
text inside the template's safe zone, and text in a colour that stands out from what is
painted under it (WCAG AA contrast).
Each problem is reported once per template element, at the line that sets it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from math import ceil, floor, sqrt
from pathlib import Path
from typing import Any

from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.color import WHITE, Color, contrast
from pnp.core.findings import ERROR, WARNING, Findings, Location
from pnp.core.geometry import PT, Affine, Shape, in_polygon, transform_path
from pnp.core.geometry import Path as Segments
from pnp.core.yamlio import LocatedDict, strings_in, written_at
from pnp.layout.bareedge import bare_edges
from pnp.layout.bleedreach import Short, short_of_bleed, sides
from pnp.layout.elements import allowed, field_source
from pnp.layout.elements.grid import pale_cause, too_pale, too_thin
from pnp.layout.face import IconItem, ImageItem, PathItem, Primitive, TextItem, with_opacity
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
EDGE_SLACK = 0.01  # mm: a line's end this near the trim is at it
OVERLAP = 0.4  # mm in both directions: less is a glyph's side bearing touching an icon's empty margin
BODY_CONTRAST, LARGE_CONTRAST = 4.5, 3.0  # WCAG AA: body text; large text (18 pt, or 14 pt bold)
LARGE_TEXT, LARGE_BOLD_TEXT = 18.0, 14.0  # pt
COLOURS_REMEMBERED = 4096  # distinct colourings of faces checked for contrast (a bound, not a limit)
EDGE_KEYS = {"left": "x", "top": "y", "right": "w", "bottom": "h"}  # the key that places an element's edge
DATA_READ = re.compile(r"\bdata\.(\w+)")  # a data table an expression reads: data.colours
COVER = 0.5  # mm: a fill whose bounds miss a text run's box by less than this still covers it
ICON_CUT = 0.2  # mm: an icon's drawing this far past the trim is cut off (less: a stroke's antialiasing)
# On a sheet to write on, their lines are written along or in (a grid and a hex map check their own, knowing fills)
WRITTEN_ALONG = {"line", "rect"}
SAMPLE, SAMPLES = OVERLAP / 2, 40  # mm between the points where a fill over text is looked for; most each way


Bounds = tuple[float, float, float, float]  # mm: left, top, right, bottom


@dataclass
class LaidElement:
    """One element's output on a face, flattened and measured once for every check that reads it."""

    name: str
    source: LocatedDict
    drawn: list[Primitive]
    failed: bool = False  # its layout reported an error (text that overflows its box): the one finding it gets
    copy: str = ""  # which copy of a repeated element it is ("copy 3 of 12 (item 'moon')"), named in findings
    row: Location | None = None  # where that copy's item is written (a data table's row), if it is
    inner: bool = False  # it draws another piece, whose words were checked where that piece was laid out

    @property
    def called(self) -> str:
        """How findings name it: "element 'rim'", "element 'rim', copy 3 of 12 (item 'moon')"."""
        return f"element '{self.name}'" + (f", {self.copy}" if self.copy else "")

    @cached_property
    def runs(self) -> list[tuple[Primitive, Affine | None, bool]]:
        """Every primitive in drawing order, with its transform and whether it is drawn fully opaque."""
        return list(with_opacity(tuple(self.drawn)))

    @cached_property
    def text_boxes(self) -> dict[int, Bounds]:
        """The box of each text run, by its index in :attr:`runs`."""
        return {
            i: drawn_box(item, matrix)
            for i, (item, matrix, _) in enumerate(self.runs)
            if isinstance(item, TextItem) and not self.inner
        }

    @cached_property
    def paints(self) -> dict[int, _Painted]:
        """What each fill and picture paints, by its index in :attr:`runs`."""
        painted = (_Painted.of(item, matrix, opaque, self.name) for item, matrix, opaque in self.runs)
        return {i: under for i, under in enumerate(painted) if under is not None}


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
    for points in _subpaths(path):
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


def _subpaths(path: Segments) -> Iterator[list[tuple[float, float]]]:
    """The points of each subpath of ``path`` in drawing order, a closed one ending at its start again."""
    points: list[tuple[float, float]] = []
    for segment in path:
        if segment[0] == "M" and points:
            yield points
            points = []
        if segment[0] == "Z" and points:
            points.append(points[0])
        points.extend((segment[i], segment[i + 1]) for i in range(1, len(segment), 2))
    if points:
        yield points


class FaceStandards:
    """Checks faces as they are laid out; remembers what it reported."""

    def __init__(self, findings: Findings, find_icon: Callable[[str], Icon | None] = lambda name: None):
        self.findings = findings
        self.find_icon = find_icon  # an icon's drawing, to measure where it lands
        self.smallest_type = SMALLEST_TYPE  # pt: game.yaml's smallest_type: raises it (a children's game)
        self.reported: set[tuple[str, str, str]] = set()
        self.reported_at: set[tuple[str, Location, str]] = set()
        self._bare_said: set[tuple[Path, Location]] = set()  # a see-through picture said at a line: once
        self._colours_checked: set[tuple] = set()  # faces' colours whose contrast was checked
        self._bleed_reached: set[tuple] = set()  # drawings measured against the bleed, and found to reach it
        self.data: Mapping[str, Any] = {}  # the game's data tables, which templates may read colours from

    def _once(
        self,
        rule: str,
        template: str,
        element: str,
        where: Location,
        message: str,
        severity: str = WARNING,
        by: LocatedDict | None = None,
        cause: str | None = None,
    ) -> None:
        """Report ``rule`` once for this element of the template (``element`` "": once for the whole template),
        and once at its line: an element a template inherits is the parent's, reported where it is written.
        A warning about the element ``by`` whose ``allow:`` names the rule is not reported (an error always is)."""
        if severity == WARNING and by is not None and rule in allowed(by):
            return
        if (rule, template, element) not in self.reported and (rule, where, element) not in self.reported_at:
            self.reported.add((rule, template, element))
            self.reported_at.add((rule, where, element))
            self.findings.add(rule, where, message, severity, cause)

    def element(
        self,
        source: Template,
        laid: LaidElement,
        trimmed: bool = True,
        cut_apart: bool = False,
        foot: float = 0.0,
        cut: bool = True,
    ) -> None:
        """The standards one element's output must meet; ``trimmed``: the piece is cut out at its trim (a
        sheet to write on is not: nothing thin near its edge is a finding); ``cut_apart``: a sheet to write on
        printed several to a page, cut apart from its neighbours with scissors; ``foot``: the base tab (mm)
        folded below the trim, whose text keeps clear of its cut edge too; ``cut``: false for a piece never
        printed (a diagram, shown only in the rules), which no cut can clip or leave a sliver on."""
        template, name, element = source.name, laid.name, laid.source
        label = f"template '{template}': {laid.called}"
        texts = [item for item, _, _ in laid.runs if isinstance(item, TextItem) and not laid.inner]
        smallest = min((t.size for t in texts), default=None)
        if smallest is not None and smallest < self.smallest_type - 0.01:
            key = "min_size" if "min_size" in element else "size"
            floor = "" if self.smallest_type == SMALLEST_TYPE else " in this game (game.yaml's smallest_type:)"
            self._once(
                "type-too-small",
                template,
                name,
                _line(element, key),
                f"{label}: text set at {smallest:.{2 if smallest < 10 else 3}g} pt; "
                f"type on a piece is never below {self.smallest_type:g} pt"
                f"{floor} (raise {key}, or give the text more room)",
                ERROR,
            )
        scale = element.get("icon_scale")
        if isinstance(scale, int | float) and abs(scale - 1) > ICON_CAP_TOLERANCE:
            self._once(
                "icon-cap-height",
                template,
                name,
                _line(element, "icon_scale"),
                f"{label}: inline icons at {scale:g}× the cap height; icons sit on the baseline at cap height "
                "(icon_scale: 1), or they crowd the line above",
                by=element,
            )
        for text in texts:
            c = text.color
            if text.size < SMALL_TEXT and max(c.r, c.g, c.b) <= NEAR_BLACK and (c.r, c.g, c.b) != (0, 0, 0):
                where, var = _colour_source(element, source, c.hex)
                said = f"vars.{var} (element '{name}' of template '{template}')" if var else label
                self._once(
                    "ink-near-black",
                    str(where) if var else template,  # a colour set once in vars: one finding, there
                    "" if var else name,
                    where,
                    f"{said}: {text.size:.3g} pt text in near-black {c.hex}; small text prints sharp only "
                    "in pure black (#000000), which a printer lays down in one ink",
                    by=element,
                )
                break
        if not laid.failed:  # text spilling out of its box leaves the safe zone too: one finding, the overflow
            edge = "trim" if trimmed and cut else "scissors" if cut_apart else "paper"
            self._safe_zone(source, laid, label, edge, foot)
        if cut:
            self._short_of_bleed(source, laid, label, foot)
        self._icons_cut(source, laid, label)
        if not trimmed and element.get("type") in WRITTEN_ALONG:
            self._faint_lines(source, laid, label)
        w, h = source.size
        for item, matrix, _ in laid.runs if trimmed and cut else ():
            if not isinstance(item, PathItem) or item.stroke is None:
                continue
            scale = 1.0 if matrix is None else sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c))
            drawn = item.stroke_width * scale  # as it prints: a piece drawn small by a piece element thins its lines
            if drawn <= THIN_STROKE or item.dash:
                path = item.path if matrix is None else transform_path(item.path, matrix)
                if _runs_along_trim(path, w, h):
                    self._once(
                        "thin-near-trim",
                        template,
                        "",  # a frame drawn as several lines is one finding
                        _line(element, "stroke_width"),
                        f"{label}: a {drawn:.3g} mm line within {TRIM_ZONE:g} mm of the trim; a cutting "
                        f"or duplex shift makes it visibly uneven: move it {TRIM_ZONE:g} mm in, or make it "
                        f"solid and over {THIN_STROKE:g} mm",
                        by=element,
                    )
                    break

    def _faint_lines(self, source: Template, laid: LaidElement, label: str) -> None:
        """On a sheet to write on, a line (a "Name: ____" rule) or a box is written along or in: its lines print
        (``line-too-light``: too thin at its ``stroke_width:`` line, too pale at its ``stroke:`` line or the
        ``vars:`` line the colour comes from), as a grid's and a hex map's do (they check their own, knowing
        their fills)."""
        template, name, element = source.name, laid.name, laid.source
        strokes = [item for item, _, _ in laid.runs if isinstance(item, PathItem) and item.stroke is not None]
        for item in strokes:
            thin = too_thin(item.stroke_width)
            if thin:  # the element's name and key: its thin lines and its pale ones are a finding each
                where = _line(element, "stroke_width")
                self._once("line-too-light", template, f"{name}.stroke_width", where, f"{label}: {thin}", by=element)
            pale = too_pale(item.stroke, item.fill)
            if pale:
                where, var = _colour_source(element, source, item.stroke.hex, "stroke")
                said = f"vars.{var} ({label})" if var else label
                self._once(
                    "line-too-light",
                    str(where) if var else template,  # a colour set once in vars: one finding, there
                    "" if var else f"{name}.stroke",
                    where,
                    f"{said}: {pale}",
                    by=element,
                    cause=pale_cause(where),
                )

    def _safe_zone(self, source: Template, laid: LaidElement, label: str, cut: str, foot: float = 0.0) -> None:
        """Text keeps inside the safe zone (``safe:`` mm inside the trim), where a cut that wanders cannot clip it:
        the cut at the trim, or (``cut`` "scissors") a sheet's cut along the dashed line between it and the next.
        A sheet alone on its page (``cut`` "paper") is not cut: its text need only stay on it. Text below the trim
        of a piece with a base tab (``foot`` mm) is on the tab, and keeps as far from the tab's cut edges."""
        name, element = laid.name, laid.source
        safe = 0.0 if cut == "paper" else source.safe
        if source.safe <= 0 or ("text-outside-safe", source.name, name) in self.reported:
            return
        w, h = source.size
        for box in laid.text_boxes.values():
            if _off_piece(box, (w, h + foot)):
                continue  # a neighbouring strip's label, cut away with the bleed
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
            self._once(
                "text-outside-safe",
                source.name,
                name,
                _line(element, _safe_key(source.shape, box, safe)),
                f"{label}: {slip}",
                ERROR,
            )
            return

    def _icons_cut(self, source: Template, laid: LaidElement, label: str) -> None:
        """An icon's drawing (not its box) stays on the piece, or goes wholly off it: one that runs past the
        trim is cut off there (an icon too large for a token). Measured against the piece's bounding
        rectangle, so a round icon filling a round token is no finding. An ``icons`` element is a pattern,
        which may run on into the bleed: only an ``icon`` element is measured."""
        if laid.source.get("type") != "icon":
            return
        w, h = source.size
        for item, matrix, _ in laid.runs:
            icon = self.find_icon(item.name) if isinstance(item, IconItem) and not item.trimmed else None
            if icon is None:
                continue
            left, top, right, bottom = _transformed(icon.drawn_bounds(item.x, item.y, item.w, item.h), matrix)
            past = {"left": -left, "top": -top, "right": right - w, "bottom": bottom - h}
            side, most = max(past.items(), key=lambda side: side[1])
            if most <= ICON_CUT or right <= 0 or bottom <= 0 or left >= w or top >= h:
                continue
            key = next((k for k in ("w", "h", "x", "y") if k in laid.source), "type")
            self._once(
                "icon-cut",
                source.name,
                laid.name,
                _line(laid.source, key),
                f"{label}: icon ':{item.name}:' is drawn {most:.1f} mm past the trim at the {side} "
                f"({right - left:.1f} × {bottom - top:.1f} mm on a {w:g} × {h:g} mm piece), where the cut takes "
                "it off: give it a smaller box, or move it in",
                by=laid.source,
            )
            return

    def _short_of_bleed(self, source: Template, laid: LaidElement, label: str, foot: float = 0.0) -> None:
        """Art that runs past the trim runs on to the bleed edge: between the two, a cut that wanders out shows
        its edge. An error for a fill or a picture (a sliver along the cut), a warning for a line alone; at the
        line that places the edge (a shape's offset), written once however many templates extend it. A piece
        with a base tab (``foot`` mm) is not cut along its foot, but folded there: art may end on the tab."""
        if ("art-short-of-bleed", source.name, laid.name) in self.reported or not any(
            isinstance(item, PathItem | ImageItem) for item, _, _ in laid.runs
        ):
            return  # reported, or text and icons only
        drawing = (tuple(laid.drawn), source.shape, source.bleed)  # a background drawn alike on every card: once
        if drawing in self._bleed_reached:
            return
        found = [
            side for side in short_of_bleed(laid.drawn, source.shape, source.bleed) if not foot or side.name != "bottom"
        ]
        if not found:
            if len(self._bleed_reached) >= COLOURS_REMEMBERED:
                self._bleed_reached.clear()
            self._bleed_reached.add(drawing)
            return
        every = {side.name for side in sides(source.shape, source.bleed)}
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
        self._once(
            "art-short-of-bleed",
            source.name,
            laid.name,
            _line(laid.source, "offset" if "offset" in laid.source else EDGE_KEYS[found[0].name.split("-")[0]]),
            f"{label}: {'; '.join(told)} of the bleed edge ({source.bleed:g} mm out), so a cut that wanders "
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
            where = field_source(one.source.get("src", ""), entry) or _line(one.source, "src")
            if (bare.picture, where) in self._bare_said or "art-see-through-edge" in allowed(one.source):
                continue
            self._bare_said.add((bare.picture, where))
            box = bare.where
            self.findings.add(
                "art-see-through-edge",
                where,
                f"template '{template.name}': {one.called}: image '{bare.picture.name}' has see-through pixels "
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
        it extends; every size is named with its elements."""
        users: dict[float, list[LaidElement]] = {}
        for element in laid:
            if element.failed or element.inner:  # text overflowing its box, set at its least size: the overflow is
                continue  # its one finding; another piece drawn in it: its sizes are that piece's own
            printed = {item.size for item, _, _ in element.runs if isinstance(item, TextItem)}
            for size in {round(shrunk.get(element.name, size) * 2) / 2 for size in printed}:
                users.setdefault(size, []).append(element)
        if len(users) > MOST_SIZES:
            own = {size: [e for e in users[size] if e.source.loc.file == template.path] for size in users}
            rarest = min(users, key=lambda size: (len(users[size]), not own[size]))
            sizes = ", ".join(  # a repeated element's copies, named once
                f"{size:g} pt ({', '.join(dict.fromkeys(e.name for e in users[size]))})" for size in sorted(users)
            )
            self._once(
                "type-sizes",
                template.name,
                "",
                _line((own[rarest] or users[rarest])[-1].source, "size"),
                f"template '{template.name}': {len(users)} type sizes on one face: {sizes}; use at most {MOST_SIZES}, "
                "so the hierarchy reads",
            )

    def on_piece(self, template: Template, laid: list[LaidElement], foot: float = 0.0) -> None:
        """Something of what a face prints lies on its piece: a board sized in cm (``size: [46, 33]``) under
        elements placed in mm draws every word, icon and picture off it, past its right or lower edge, and none
        of it prints. What lies off it elsewhere (a diagram's one piece at column -1) is placed off: said at the
        element. A base tab
        (``foot`` mm below the trim) is the piece's too: a standee's number printed on it is on the piece."""
        boxes = [box for element in laid for box in _printed_boxes(element)]
        (w, h), bleed = template.size, template.bleed
        if not boxes:
            return
        every_off = all(_off_piece(box, (w, h + foot), bleed) for box in boxes)
        if every_off and self.findings.error_at(template.size_location or template.location, "size-invalid"):
            return  # a tiny piece whose boxes came out negative: a size in cm, said
        beyond = all(box[0] >= w + bleed or box[1] >= h + foot + bleed for box in boxes)
        several = sum(1 for element in laid if _printed_boxes(element)) > 1
        if not (every_off and beyond and several):
            # a size too small puts them all past its right or lower edge; one element alone, or what lies left of
            # it or above, is placed off (a diagram's one piece at column -1, or 6)
            self._elements_off_piece(template, laid, foot)
            return
        x0, y0, x1, y1 = _span(boxes)
        self._once(
            "art-off-piece",
            template.name,
            "",
            template.size_location or template.location,
            f"template '{template.name}': every word, icon and picture it prints lies off its {w:g} × {h:g} mm piece "
            f"(at x {x0:.0f} to {x1:.0f} mm, y {y0:.0f} to {y1:.0f} mm), so none of them prints: give size: in mm, "
            "as x and y are, or move them onto the piece",
        )

    def _elements_off_piece(self, template: Template, laid: list[LaidElement], foot: float) -> None:
        """An element (or a copy of a repeated one) whose every word, icon and picture lies off a face that
        prints others: a board's district placed at x 480 on a 420 mm board, from a row of its data; it does not
        print. Once per element, at the line that places it off (``x:`` or ``y:``), naming the copy."""
        (w, h), bleed = template.size, template.bleed
        for element in laid:
            boxes = _printed_boxes(element)
            if not boxes or not all(_off_piece(box, (w, h + foot), bleed) for box in boxes):
                continue
            x0, y0, x1, y1 = _span(boxes)
            key = "x" if x1 <= -bleed or x0 >= w + bleed else "y"
            where = _line(element.source, key)
            row = element.row
            # a row written elsewhere (a data table's district at x 480) is the value to change, or the template
            placed = f"; its row is at {row.file.name}:{row.line}" if row and row.file != where.file else ""
            self._once(
                "art-off-piece",
                template.name,
                element.name,
                where,
                f"template '{template.name}': {element.called}: what it prints lies off the {w:g} × {h:g} mm piece "
                f"(at x {x0:.0f} to {x1:.0f} mm, y {y0:.0f} to {y1:.0f} mm), so it does not print: move it onto "
                f"the piece{placed}",
                by=element.source,
            )

    def overlaps(self, template: Template, laid: list[LaidElement], label: str) -> None:
        """Text that runs under an icon, an image or an opaque fill drawn after it (a corner symbol over the
        body text, a child template's stripe over the title its parent prints). At the line that places the
        text, or the other element's when only that one is written in the template itself (a child's)."""
        for index, below in enumerate(laid):
            name, texts = below.name, list(below.text_boxes.values())
            if not texts or below.failed:
                continue
            for above in laid[index + 1 :]:
                other = above.name
                if ("text-overlap", template.name, f"{name}>{other}") in self.reported:
                    continue
                for painted in above.paints.values():
                    if painted.rings and painted.color is None:
                        continue  # a translucent fill: the text shows through
                    depth = max((painted.depth_in(text) for text in texts), default=(0.0, 0.0))
                    if min(depth) > OVERLAP:
                        own = below.source.loc.file != template.path and above.source.loc.file == template.path
                        hides = ", whose fill hides it," if painted.rings else ""
                        self._once(
                            "text-overlap",
                            template.name,
                            f"{name}>{other}",
                            _line((above if own else below).source, "y"),  # where its box is placed
                            f"template '{template.name}': text of {below.called} runs {depth[0]:.1f} × "
                            f"{depth[1]:.1f} mm under {above.called}{hides} on {label}; give the text a box "
                            f"clear of it{', or draw it before the text' if painted.rings else ''}",
                            by=below.source,
                        )
                        break

    def contrast(self, source: Template, laid: list[LaidElement], label: str, item: Item | None) -> None:
        """Each text run stands out from what is painted under it (the paper, when nothing is): WCAG AA,
        4.5:1 for body text, 3:1 for large text. What is under a run is the last fill drawn before it
        that covers the whole run (a star of a starfield behind a word is not its background); under an
        image, an icon or a translucent fill the colour is not known, and nothing is said.

        A face whose texts and fills have the colours (and type sizes) of one checked before is not
        checked again: the cards of a suit differ in their words, not in what they are printed on."""
        items = [item for element in laid for item, _, _ in element.runs]
        texts = frozenset((item.color, item.size, item.font) for item in items if isinstance(item, TextItem))
        colours = (source.name, texts, *(_colour_key(item) for item in items if not isinstance(item, TextItem)))
        if colours in self._colours_checked:
            return
        if len(self._colours_checked) >= COLOURS_REMEMBERED:
            self._colours_checked.clear()
        self._colours_checked.add(colours)
        painted: list[_Painted] = []
        painters = {element.name: element.source for element in laid}
        for element in laid:
            # text spilling out of its box is not on what it is printed on: one finding, the overflow
            checking = not element.failed and ("text-contrast", source.name, element.name) not in self.reported
            for index, (run, _, _) in enumerate(element.runs):
                if not isinstance(run, TextItem):
                    if (under := element.paints.get(index)) is not None:
                        painted.append(under)
                elif element.inner:
                    continue  # another piece's words, checked where that piece is laid out
                elif _off_piece(element.text_boxes[index], source.size):
                    continue  # not printed: cut away with the bleed
                elif checking and self._low_contrast(
                    source, element, run, element.text_boxes[index], painted, painters, label, item
                ):
                    checking = False

    def _low_contrast(
        self,
        source: Template,
        laid: LaidElement,
        text: TextItem,
        box: Bounds,
        painted: list[_Painted],
        painters: dict[str, LocatedDict],
        label: str,
        item: Item | None,
    ) -> bool:
        """Report ``text`` when it stands out too little from what is under it; True when reported. The finding
        is at the colour's line: the text's; but when a parent template sets the text's colour and the content,
        or this template's vars, its ground's, at the ground's (a card type's band colour in the type's own
        template, under the frame's white title: one finding there, however many texts stand on it)."""
        name, element = laid.name, laid.source
        under = _painted_under(painted, box)
        if under is None:
            return False
        background, painter, ground = under
        bold = any(word in text.font.lower() for word in ("bold", "black", "heavy"))
        large = text.size >= LARGE_TEXT or (bold and text.size >= LARGE_BOLD_TEXT)
        needed = LARGE_CONTRAST if large else BODY_CONTRAST
        ratio = contrast(text.color, background)
        if ratio >= needed - 0.005:
            return False
        written = field_source(element.get("color", ""), item)  # a colour of the content: once, where it is
        where, var = (written, "") if written else _colour_source(element, source, text.color.hex, item=item)
        row = None if written or var else self._table_row(element, source, text.color.hex, item)
        said = (  # a colour set once in vars or a data table's row: one finding, there, whichever elements print it
            f"vars.{var} (element '{name}' of template '{source.name}', and any other element printing it)"
            if var
            else f"{row[1]} (the colour of element '{name}' of template '{source.name}', and any other element "
            "printing it)"
            if row
            else f"template '{source.name}': {laid.called}"
        )
        if row:
            where, written = row[0], row[0]
        if not written and not var and ground in painters:
            # the ground's colour is the piece's own (a marker's colour:): there, on both its sides alike; or the
            # text's colour is a parent template's: is its ground's set by this one (a type's colour)?
            fill = painters[ground]
            written = field_source(fill.get("fill", ""), item)
            at, fill_var = (written, "") if written else _colour_source(fill, source, background.hex, "fill", item)
            if written or (fill_var and at.file == source.path and where.file != source.path):
                where, var, said = (
                    at,
                    fill_var,
                    f"{f'vars.{fill_var}' if fill_var else 'the colour'} (the fill of element '{ground}' of template "
                    f"'{source.name}', under element '{name}' and any other text printed on it)",
                )
        self._once(
            "text-contrast",
            str(where) if written or var else source.name,
            "" if written or var else name,
            where,
            f"{said}: {text.size:.3g} pt text in {text.color.hex} on "
            f"{background.hex} ({painter}) on {label} has a contrast of {_below(ratio)}:1; "
            f"{'large' if large else 'body'} text needs {needed:g}:1 (WCAG AA) to read in dim light or from a "
            "pale print: darken one colour or lighten the other",
            by=element,
        )
        return True

    def _table_row(
        self, element: LocatedDict, template: Template, printed: str, item: Item | None
    ) -> tuple[Location, str] | None:
        """Where a text's colour ``printed`` is written when the template reads it from a data table of game.yaml
        (``{{ vars.c.ink }}`` of ``c: "{{ data.colours | selectattr('id', 'eq', card.colour) | first }}"``): the
        line of the row's key, and what names it ("colours item 'red': ink"); None when no table it reads holds
        it. Of several rows, the one of the piece's own values (the red card's red row) comes first."""
        raw = str(element.get("color", ""))
        texts = " ".join([raw, *strings_in(template.vars_read_by(raw))])
        within = {value for value in (item or {}).values() if isinstance(value, str)}
        for table in dict.fromkeys(DATA_READ.findall(texts)):
            rows = self.data.get(table)
            found = written_at(printed, rows, within=within) if rows else None
            if found and isinstance(found[0][0], int) and isinstance(rows[found[0][0]], dict):
                named = rows[found[0][0]].get("id", found[0][0] + 1)
                return found[1], f"{table} item '{named}': {'.'.join(map(str, found[0][1:]))}"
        return None


Ring = tuple[Bounds, list[tuple[float, float]]]  # a closed outline: bounds, points


@dataclass(frozen=True, slots=True)
class _Painted:
    """Something drawn that text may sit on: a fill (its outlines) or a picture (its box)."""

    name: str  # the element that drew it
    bounds: Bounds
    rings: tuple[Ring, ...]  # a fill's outlines, one per subpath (a starfield is one path); () for a picture
    color: Color | None  # a fill's colour when it is opaque; None when translucent or a picture

    @staticmethod
    def of(item: Primitive, matrix: Affine | None, opaque: bool, name: str) -> _Painted | None:
        if isinstance(item, IconItem | ImageItem):
            return _Painted(name, drawn_box(item, matrix), (), None)
        if not isinstance(item, PathItem) or item.fill is None:
            return None
        path = item.path if matrix is None else transform_path(item.path, matrix)
        rings = tuple(_ring(points) for points in _subpaths(path) if points)
        xs, ys = (
            [r[0][0] for r in rings] + [r[0][2] for r in rings],
            [r[0][1] for r in rings] + [r[0][3] for r in rings],
        )
        color = item.fill if opaque and item.fill.alpha >= 1 else None
        return _Painted(name, (min(xs), min(ys), max(xs), max(ys)), rings, color) if rings else None

    def covers(self, box: Bounds) -> bool | None:
        """Does this fill cover the middle of ``box`` and ``box`` itself (within :data:`COVER`)? None for
        a picture over the middle (what colour is there is not known)."""
        left, top, right, bottom = box
        if not self.rings:
            return None
        inside = self._around((left + right) / 2, (top + bottom) / 2)
        if len(inside) % 2 == 0:  # outside, or in a hole
            return False
        x0, y0, x1, y1 = min(inside, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))
        return x0 <= left + COVER and y0 <= top + COVER and right - COVER <= x1 and bottom - COVER <= y1

    def depth_in(self, box: Bounds) -> tuple[float, float]:
        """How far across and down (mm) what this paints reaches into ``box``: a picture its whole box; a fill
        the extent of where it paints (a frame's hole does not count), found every :data:`SAMPLE` mm (at most
        :data:`SAMPLES` times each way) where its bounds meet the box, and only when they do by more than
        :data:`OVERLAP`."""
        depth = _overlap(box, self.bounds)
        if not self.rings or min(depth) <= OVERLAP:
            return depth
        xs, dx = _samples(max(box[0], self.bounds[0]), depth[0])
        ys, dy = _samples(max(box[1], self.bounds[1]), depth[1])
        painted = [(x, y) for x in xs for y in ys if len(self._around(x, y)) % 2]
        if not painted:
            return 0.0, 0.0
        across, down = [x for x, _ in painted], [y for _, y in painted]
        return max(across) - min(across) + dx, max(down) - min(down) + dy

    def _around(self, x: float, y: float) -> list[Bounds]:
        """The bounds of each outline around (x, y): an odd number of them paints it (even-odd)."""
        return [bounds for bounds, points in self.rings if _within(x, y, bounds) and in_polygon(x, y, points)]


def _samples(start: float, length: float) -> tuple[list[float], float]:
    """Points every :data:`SAMPLE` mm or so along ``length`` from ``start`` (the middles of equal steps, at
    most :data:`SAMPLES`), and the step."""
    count = min(ceil(length / SAMPLE), SAMPLES)
    step = length / count
    return [start + (i + 0.5) * step for i in range(count)], step


def _subpaths(path) -> Iterator[list[tuple[float, float]]]:
    points: list[tuple[float, float]] = []
    for segment in path:
        if segment[0] == "M" and points:
            yield points
            points = []
        points.extend((segment[i], segment[i + 1]) for i in range(1, len(segment), 2))
    yield points


def _ring(points: list[tuple[float, float]]) -> Ring:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys)), points


def _within(x: float, y: float, bounds: Bounds) -> bool:
    return bounds[0] <= x <= bounds[2] and bounds[1] <= y <= bounds[3]


def _colour_key(item: Primitive) -> Color | str | None:
    """What of a primitive text may sit on the contrast depends on, but for where it is."""
    if isinstance(item, PathItem):
        return item.fill
    return "picture"


def _painted_under(painted: list[_Painted], box: Bounds) -> tuple[Color, str, str] | None:
    """The colour under a text run's box, what painted it (the paper when nothing did) and that element's name
    ("" for the paper); None when that is not known (an image, an icon or a translucent fill is under its middle)."""
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    for under in reversed(painted):
        if not _within(x, y, under.bounds):
            continue
        covered = under.covers(box)
        if covered is None:
            return None
        if covered:
            return None if under.color is None else (under.color, f"element '{under.name}'", under.name)
    return WHITE, "the paper", ""


def _transformed(box: Bounds, matrix: Affine | None) -> Bounds:
    if matrix is None:
        return box
    x0, y0, x1, y1 = box
    points = [matrix.apply(x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def drawn_box(
    item: TextItem | IconItem | ImageItem, matrix: Affine | None, above: float = 0.72, below: float = 0.18
) -> Bounds:
    """A primitive's bounding box as drawn; a text run's reaches ``above`` and ``below`` its baseline
    (× its size: by default its capitals and a little of its descenders)."""
    if isinstance(item, TextItem):
        size = item.size * PT
        width = stringWidth(item.text, item.font, item.size) * PT
        x0, y0, x1, y1 = item.x, item.y - above * size, item.x + width, item.y + below * size
    else:
        x0, y0, x1, y1 = item.x, item.y, item.x + item.w, item.y + item.h
    return _transformed((x0, y0, x1, y1), matrix)


def _below(ratio: float) -> str:
    """A contrast ratio to two decimals, rounded down, so that one short of a limit never reads as the limit
    (4.46 is '4.46', not '4.5' beside 'needs 4.5:1')."""
    return f"{floor(ratio * 100 + 1e-9) / 100:g}"


def _overlap(a: Bounds, b: Bounds) -> tuple[float, float]:
    return min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])


def _colour_source(
    element: LocatedDict, template: Template, printed: str, key: str = "color", item: Item | None = None
) -> tuple[Location, str]:
    """Where an element's colour (its ``key``) is set: the ``vars:`` line when it is just ``{{ vars.name }}``, or
    reads vars and the colour ``printed`` is written there (``vars.look.ink``: the line of its ``ink:``, in an
    ``ink_saver:`` when that look sets it; the ``item``'s own where several write it)."""
    var = template.var_of(element.get(key, ""), printed, item)
    return (var[1], var[0]) if var else (_line(element, key), "")


def _where(found: list[Short], every: set[str]) -> str:
    """Where on a piece with the compass sides ``every`` the sides ``found`` lie: "all round", "on the left"…"""
    names = [side.name for side in found]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return "all round" if every <= set(names) else f"on the {listed}"


def _most(values: list[float]) -> str:
    """The largest of some lengths in mm, "up to" it when they differ."""
    most = f"{round(max(values), 1):g}"
    return most if most == f"{round(min(values), 1):g}" else f"up to {most}"


def _printed_boxes(element: LaidElement) -> list[Bounds]:
    """The boxes of every word, icon and picture ``element`` prints (not its fills and lines)."""
    return [
        drawn_box(item, matrix) for item, matrix, _ in element.runs if isinstance(item, TextItem | IconItem | ImageItem)
    ]


def _span(boxes: list[Bounds]) -> Bounds:
    """The box that holds every one of ``boxes``."""
    return (
        min(box[0] for box in boxes),
        min(box[1] for box in boxes),
        max(box[2] for box in boxes),
        max(box[3] for box in boxes),
    )


def _off_piece(box: Bounds, size: tuple[float, float], bleed: float = 0.0) -> bool:
    """Whether a text's ``box`` (left, top, right, bottom in mm) lies wholly off a piece of ``size`` (and its
    ``bleed``)."""
    left, top, right, bottom = box
    return right <= -bleed or bottom <= -bleed or left >= size[0] + bleed or top >= size[1] + bleed


def _line(element: LocatedDict, key: str) -> Location:
    return element.line_of(key) if key in element.key_lines else element.loc

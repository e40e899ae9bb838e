"""The visual standards of DESIGN.md, checked on every laid-out face.

Type never below 7 pt on a piece, at most three type sizes on a face, inline icons at
cap height, small text in pure black rather than a near-black colour, nothing thin
within 3 mm inside the trim (a 1–2 mm cutting or duplex shift makes it visibly uneven), and
text inside the template's safe zone.
Each problem is reported once per template element, at the line that sets it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.findings import Findings, Location
from pnp.core.geometry import Affine, path_points, transform_path
from pnp.core.yamlio import LocatedDict
from pnp.layout.face import Face, Group, IconItem, ImageItem, PathItem, Primitive, TextItem
from pnp.load.templates import Template

SMALLEST_TYPE = 7.0  # pt, after shrinking to fit
MOST_SIZES = 3
ICON_CAP_TOLERANCE = 0.05  # an icon_scale this close to 1 is at cap height
NEAR_BLACK = 0.2  # every channel at most this (but not all zero) reads as black and prints as four inks
SMALL_TEXT = 12.0  # pt: below this, text must be pure black to stay sharp on a misregistered press
THIN_STROKE = 0.5  # mm: this or less (or any dashed line) is thin
TRIM_ZONE = 3.0  # mm inside the trim
OVERLAP = 0.4  # mm in both directions: less is a glyph's side bearing touching an icon's empty margin
PT = 25.4 / 72  # mm per point
VAR_ONLY = re.compile(r"\{\{\s*vars\.(\w+)\s*\}\}")


def flattened(items: tuple[Primitive, ...], matrix: Affine | None = None) -> Iterator[tuple[Primitive, Affine | None]]:
    """Every primitive with the transform it is drawn through."""
    for item in items:
        if isinstance(item, Group):
            inner = item.transform if matrix is None else (matrix @ item.transform if item.transform else matrix)
            yield from flattened(item.items, inner if item.transform else matrix)
        else:
            yield item, matrix


class FaceStandards:
    """Checks faces as they are laid out; remembers what it reported."""

    def __init__(self, findings: Findings):
        self.findings = findings
        self.reported: set[tuple[str, str, str]] = set()

    def _warn(self, rule: str, template: str, element: str, where: Location, message: str) -> None:
        if (rule, template, element) not in self.reported:
            self.reported.add((rule, template, element))
            self.findings.warning(rule, where, message)

    def element(self, source: Template, name: str, element: LocatedDict, items: list[Primitive]) -> None:
        """The standards one element's output must meet."""
        template = source.name
        label = f"template '{template}': element '{name}'"
        drawn = list(flattened(tuple(items)))
        texts = [item for item, _ in drawn if isinstance(item, TextItem)]
        smallest = min((t.size for t in texts), default=None)
        if smallest is not None and smallest < SMALLEST_TYPE - 0.01:
            key = "min_size" if "min_size" in element else "size"
            if (rule := ("type-too-small", template, name)) not in self.reported:
                self.reported.add(rule)
                self.findings.error(
                    "type-too-small",
                    _line(element, key),
                    f"{label}: text set at {smallest:.2g} pt; type on a piece is never below {SMALLEST_TYPE:g} pt "
                    f"(raise {key}, or give the text more room)",
                )
        scale = element.get("icon_scale")
        if isinstance(scale, int | float) and abs(scale - 1) > ICON_CAP_TOLERANCE:
            self._warn(
                "icon-cap-height",
                template,
                name,
                _line(element, "icon_scale"),
                f"{label}: inline icons at {scale:g}× the cap height; icons sit on the baseline at cap height "
                "(icon_scale: 1), or they crowd the line above",
            )
        for text in texts:
            c = text.color
            if text.size < SMALL_TEXT and max(c.r, c.g, c.b) <= NEAR_BLACK and (c.r, c.g, c.b) != (0, 0, 0):
                where, var = _colour_source(element, source.vars)
                said = f"vars.{var} (element '{name}' of template '{template}')" if var else label
                self._warn(
                    "ink-near-black",
                    str(where) if var else template,  # a colour set once in vars: one finding, there
                    "" if var else name,
                    where,
                    f"{said}: {text.size:.3g} pt text in near-black {c.hex}; small text prints sharp only "
                    "in pure black (#000000), which a printer lays down in one ink",
                )
                break
        self._safe_zone(source, name, element, items, label)
        w, h = source.size
        for item, matrix in drawn:
            if (
                isinstance(item, PathItem)
                and item.stroke is not None
                and (item.stroke_width <= THIN_STROKE or item.dash)
            ):
                path = item.path if matrix is None else transform_path(item.path, matrix)
                inside = [min(x, y, w - x, h - y) for x, y in path_points(path)]
                if any(0 <= d < TRIM_ZONE for d in inside) and not all(d < 0 for d in inside):
                    self._warn(
                        "thin-near-trim",
                        template,
                        "",  # a frame drawn as several lines is one finding
                        _line(element, "stroke_width"),
                        f"{label}: a {item.stroke_width:g} mm line within {TRIM_ZONE:g} mm of the trim; a cutting "
                        f"or duplex shift makes it visibly uneven: move it {TRIM_ZONE:g} mm in, or make it "
                        f"solid and over {THIN_STROKE:g} mm",
                    )
                    break

    def _safe_zone(self, source: Template, name: str, element: LocatedDict, items: list[Primitive], label: str) -> None:
        """Text keeps inside the safe zone (``safe:`` mm inside the trim), where a cut that wanders cannot clip it."""
        if source.safe <= 0 or ("text-outside-safe", source.name, name) in self.reported:
            return
        w, h = source.size
        for left, top, right, bottom in _boxes(items, TextItem):
            if right <= 0 or bottom <= 0 or left >= w or top >= h:
                continue  # wholly off the piece (a neighbouring strip's label, cut away with the bleed)
            corners = ((left, top), (right, top), (left, bottom), (right, bottom))
            if not all(source.shape.contains(x, y, source.safe) for x, y in corners):
                self._warn(
                    "text-outside-safe",
                    source.name,
                    name,
                    _line(element, "x" if left < source.safe or right > w - source.safe else "y"),
                    f"{label}: text reaches into the {source.safe:g} mm just inside the trim (the template's "
                    f"safe zone), where a cut that wanders clips it; move it in, or give its box more margin",
                )
                return

    def face(self, template: str, face: Face, where: Location) -> None:
        """The standards a whole face must meet."""
        sizes = sorted({round(item.size * 2) / 2 for item, _ in flattened(face.items) if isinstance(item, TextItem)})
        if len(sizes) > MOST_SIZES:
            self._warn(
                "type-sizes",
                template,
                "",
                where,
                f"template '{template}': {len(sizes)} type sizes on one face "
                f"({', '.join(f'{s:g}' for s in sizes)} pt); use at most {MOST_SIZES}, so the hierarchy reads",
            )

    def overlaps(self, template: str, laid: list[tuple[str, LocatedDict, list[Primitive]]], label: str) -> None:
        """Text that runs under an icon or image drawn after it (a corner symbol over the body text)."""
        pictures = [_boxes(drawn, IconItem | ImageItem) for _, _, drawn in laid]
        for index, (name, element, drawn) in enumerate(laid):
            texts = _boxes(drawn, TextItem)
            if not texts:
                continue
            for (other, _, _), boxes in zip(laid[index + 1 :], pictures[index + 1 :], strict=True):
                for box in boxes:
                    depth = max((_overlap(text, box) for text in texts), default=(0.0, 0.0))
                    if min(depth) > OVERLAP:
                        self._warn(
                            "text-overlap",
                            template,
                            f"{name}>{other}",
                            _line(element, "y"),  # where its box is placed
                            f"template '{template}': text of element '{name}' runs {depth[0]:.1f} × {depth[1]:.1f} mm "
                            f"under element '{other}' on {label}; give the text a box clear of it",
                        )
                        break


def _boxes(drawn: list[Primitive], kinds) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (mm: left, top, right, bottom) of the primitives of ``kinds``, as drawn."""
    boxes = []
    for item, matrix in flattened(tuple(drawn)):
        if not isinstance(item, kinds):
            continue
        if isinstance(item, TextItem):
            size = item.size * PT
            width = stringWidth(item.text, item.font, item.size) * PT
            corners = [(item.x, item.y - 0.72 * size), (item.x + width, item.y + 0.18 * size)]
        else:
            corners = [(item.x, item.y), (item.x + item.w, item.y + item.h)]
        (x0, y0), (x1, y1) = corners
        points = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)]
        if matrix is not None:
            points = [matrix.apply(x, y) for x, y in points]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> tuple[float, float]:
    return min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])


def _colour_source(element: LocatedDict, template_vars: dict) -> tuple[Location, str]:
    """Where an element's colour is set: the ``vars:`` line when it is just ``{{ vars.name }}``."""
    named = VAR_ONLY.fullmatch(str(element.get("color", "")).strip())
    if named and isinstance(template_vars, LocatedDict) and named.group(1) in template_vars:
        return template_vars.line_of(named.group(1)), named.group(1)
    return _line(element, "color"), ""


def _line(element: LocatedDict, key: str) -> Location:
    return element.line_of(key) if key in element.key_lines else element.loc

"""Icons: SVG files looked up by name, the game's own folder first, then the shared one.

Reading an icon gives its size and whether it is one colour (then texts and elements
may recolour it). An SVG that cannot be read is one finding at the file, however often
the icon is used; its uses draw nothing.

svglib converts an icon once: what layout needs of it (size, one colour or not) is kept in
the user's cache folder under a digest of the file's bytes, so a run whose icons were all
seen before imports neither svglib nor reportlab's graphics (pnp.draw.icons keeps their
drawn forms the same way).
"""

from __future__ import annotations

import hashlib
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.core.findings import Findings, Location, printable
from pnp.core.limits import SVG_BYTES
from pnp.core.suggest import NAMES_LISTED, did_you_mean
from pnp.core.textsyntax import ICON_PATTERN
from pnp.core.usercache import KeptStore
from pnp.core.workspace import inside

if TYPE_CHECKING:
    from reportlab.graphics.shapes import Drawing

ICON_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


@dataclass(frozen=True)
class Icon:
    name: str
    path: Path
    width: float
    height: float
    monochrome: bool
    data: bytes = field(compare=False, repr=False)  # the file as read: what every drawing of it is made from
    digest: str = field(compare=False, repr=False)  # of ``data``: names what is kept of it
    drawings: dict = field(default_factory=dict, compare=False, repr=False)  # svglib's, made when needed
    art: tuple[float, float, float, float] | None = None  # the drawing's own bounds (x0, y0, x1, y1, y up)
    translucent: bool = False  # some of its paint has an opacity below 1

    @property
    def art_box(self) -> tuple[float, float, float, float]:
        """What an inline icon is fitted by: its drawing's bounds, else its whole box."""
        return self.art or (0.0, 0.0, self.width, self.height)

    def fitted(self, x: float, y: float, w: float, h: float, trimmed: bool = False) -> tuple[float, float, float]:
        """(scale, left, top) of this icon fitted (aspect kept, centred) in the y-down box at (x, y), w × h:
        its own point (px, py), y up, lands at (left + px * scale, top - py * scale). ``trimmed`` fits its
        drawing's own bounds rather than its SVG box."""
        x0, y0, x1, y1 = self.art_box if trimmed else (0.0, 0.0, self.width, self.height)
        scale = min(w / (x1 - x0), h / (y1 - y0))
        left = x + (w - (x1 - x0) * scale) / 2 - x0 * scale
        top = y + h - (h - (y1 - y0) * scale) / 2 + y0 * scale  # the icon's own y runs up: its origin is its bottom
        return scale, left, top

    def drawn_bounds(
        self, x: float, y: float, w: float, h: float, trimmed: bool = False
    ) -> tuple[float, float, float, float]:
        """Where its drawing (not its SVG box) lands, fitted as :meth:`fitted` says: (left, top, right, bottom)."""
        scale, left, top = self.fitted(x, y, w, h, trimmed)
        x0, y0, x1, y1 = self.art_box
        return left + x0 * scale, top - y1 * scale, left + x1 * scale, top - y0 * scale

    @property
    def art_aspect(self) -> float:
        x0, y0, x1, y1 = self.art_box
        return (x1 - x0) / (y1 - y0)

    def drawing(self) -> Drawing:
        """svglib's drawing of the icon (made on first use: most runs draw kept forms instead)."""
        if None not in self.drawings:
            self.drawings[None] = _converted(self.data, self.path)
        return self.drawings[None]


# What layout needs of a converted icon, by the digest of its file; the folder's name carries the
# versions of what converts it. Only icons that converted without a problem are kept.
KEPT = KeptStore.of_packages("icons", ("svglib", "reportlab"), dict)


def icon_cause(name: str) -> str:
    """What every finding about the unknown icon ``name`` is about: said once for all the places that write it."""
    return f"icon:{name}"


class IconLibrary:
    """Icons of one game."""

    def __init__(self, folders: list[Path]):
        self.folders = folders
        self.findings = Findings()  # icons that exist but cannot be read
        self._icons: dict[str, Icon | None] = {}
        self._paths: dict[str, Path | None] = {}  # a library lives for one run: files do not move under it

    def names(self) -> list[str]:
        return sorted({p.stem for folder in self.folders if folder.is_dir() for p in folder.glob("*.svg")})

    def path_of(self, name: str) -> Path | None:
        """The icon's file; a name with a folder in it, or a file that leads out of its folder, has none."""
        if name not in self._paths:
            self._paths[name] = self._look_up(name)
        return self._paths[name]

    def _look_up(self, name: str) -> Path | None:
        if not ICON_NAME.fullmatch(name):
            return None
        for folder in self.folders:
            path = folder / f"{name}.svg"
            if path.is_file() and inside(path, folder):
                return path
        return None

    def exists(self, name: str) -> bool:
        """True when a file of that name exists (even if it turns out unreadable: that is its own finding)."""
        return self.path_of(name) is not None

    def find(self, name: str) -> Icon | None:
        """The readable icon ``name``, or None when it is missing or broken."""
        if name not in self._icons:
            path = self.path_of(name)
            self._icons[name] = self._read(name, path) if path else None
        return self._icons[name]

    def meant(self, name: str) -> str | None:
        """The icon an unknown ``name`` most likely means (a slip of case, of ``_`` for ``-``, or of a letter)."""
        spelt = re.sub(r"_+", "-", name.lower())
        if spelt != name and self.exists(spelt):
            return spelt
        return did_you_mean(spelt, self.names(), "{}") or None

    def unknown_message(self, name: str, in_text: bool = True) -> str:
        """What to say of an unknown icon ``name``, written in a text (``in_text``: ":D20:" prints as written
        there), or named to an icon element, which draws nothing whatever its case."""
        hint = self.meant(name)
        if in_text and not ICON_PATTERN.fullmatch(f":{name}:"):
            return (
                f"':{name}:' is no icon name and would print as written: icon names are lower case, "
                f"with - between words" + (f"; did you mean ':{hint}:'?" if hint else "")
            )
        folders = ", ".join(f"{f.parent.name}/{f.name}/" for f in self.folders)
        names = self.names()  # a few: the one meant is among them under another word (:park: drawn by :tree:)
        there = f" ({', '.join(f':{icon}:' for icon in names)})" if 0 < len(names) <= NAMES_LISTED else ""
        return f"unknown icon ':{name}:'" + (
            f"; did you mean ':{hint}:'?" if hint else f"; icons are SVG files in {folders}{there}"
        )

    def _read(self, name: str, path: Path) -> Icon | None:
        data = path.read_bytes() if path.stat().st_size <= SVG_BYTES else None
        digest = hashlib.blake2b(data, digest_size=16).hexdigest() if data is not None else ""
        kept = KEPT.get("icon", digest) if data is not None else None
        if kept is None or "paints" not in kept:  # kept before icons knew all this of their drawing
            kept, problem = _measured(data, path)
            if problem is not None:
                self.findings.error("icon-invalid", Location(path), f"cannot read SVG icon '{path.name}': {problem}")
                return None
            KEPT.put("icon", digest, kept)
        art = tuple(kept["art"]) if kept["art"] else None
        return Icon(
            name,
            path,
            kept["width"],
            kept["height"],
            kept["monochrome"],
            data,
            digest,
            art=art,
            translucent=kept["translucent"],
        )


def _measured(data: bytes | None, path: Path) -> tuple[dict, str | None]:
    """The icon's size, the bounds of its drawing and whether it is one colour, or why it cannot be drawn."""
    problem = _unsafe(data)
    if problem is not None:
        return {}, problem
    try:
        drawing = _converted(data, path)
    except Exception as exc:  # svglib and lxml raise many kinds on malformed files
        return {}, str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if drawing is None or not drawing.width or not drawing.height:
        return {}, "no drawable content or no size (give the <svg> a width/height or a viewBox)"
    size = {"width": float(drawing.width), "height": float(drawing.height)}
    if not any(_paints(shape, size["width"] * size["height"]) for shape in shapes(drawing)):
        return {}, (
            "it draws nothing: its shapes enclose no area and have no stroke (two arcs of a crescent drawn along one "
            "curve, a path of lines only there and back, a path read only up to its first slip: an arc's two flags "
            "are 0 or 1, never 1.000); open it in a drawing program and check that it shows"
        )
    facts = {"monochrome": _is_monochrome(drawing), "art": _art(drawing), "translucent": _is_translucent(drawing)}
    return {**size, **facts, "paints": True}, None


def _paints(shape: object, box: float) -> bool:
    """Whether ``shape`` puts ink on the page: a stroke along more than one point, or a fill round some area. A
    path or polygon is measured by the polygon of its points (a curve's control points with them), each subpath
    alone, against a millionth of the icon's box; any other shape that is no group is taken to paint."""
    from reportlab.graphics.shapes import Group, Path, Polygon

    if isinstance(shape, Group):
        return False
    stroked = getattr(shape, "strokeColor", None) is not None and (getattr(shape, "strokeWidth", 1) or 0) > 0
    if not isinstance(shape, Path | Polygon):
        return True
    if stroked and len(set(zip(shape.points[0::2], shape.points[1::2], strict=True))) > 1:
        return True
    if getattr(shape, "fillColor", None) is None:
        return False
    if isinstance(shape, Polygon):
        return abs(_shoelace(list(shape.points))) > box * 1e-6
    return any(abs(_shoelace(points)) > box * 1e-6 for points in _subpaths(shape))


def _subpaths(path: object) -> list[list[float]]:
    """The flat point lists of a reportlab path's subpaths (moveTo starts one; curveTo gives three points)."""
    taken = {0: 2, 1: 2, 2: 6, 3: 0}  # moveTo, lineTo, curveTo, closePath
    subpaths: list[list[float]] = []
    at = 0
    for operator in path.operators:
        if operator == 0 or not subpaths:
            subpaths.append([])
        subpaths[-1] += path.points[at : at + taken[operator]]
        at += taken[operator]
    return subpaths


def _shoelace(points: list[float]) -> float:
    """Twice the signed area of the polygon of ``points`` (x0, y0, x1, y1, …)."""
    xs, ys = points[0::2], points[1::2]
    return sum(xs[i] * ys[(i + 1) % len(xs)] - xs[(i + 1) % len(xs)] * ys[i] for i in range(len(xs)))


def _art(drawing: Drawing) -> list[float] | None:
    """The drawing's bounds (what its shapes cover), or None when it has no area."""
    bounds = drawing.getBounds()
    if not bounds or bounds[2] - bounds[0] <= 0 or bounds[3] - bounds[1] <= 0:
        return None
    return [float(value) for value in bounds]


def _converted(data: bytes, path: Path) -> Drawing:
    from svglib.svglib import svg2rlg

    return svg2rlg(io.BytesIO(data), external_reference_root=str(path.parent))


def _unsafe(data: bytes | None) -> str | None:
    """Why an SVG may not be drawn, or None: icons are self-contained vector art.

    The file is read without resolving entities or fetching anything; one that declares
    entities, or refers to another file or a web address, is refused, so that an icon from
    a shared content pack can never pull in a file from the designer's disk.
    """
    if data is None:
        return f"the file is larger than {SVG_BYTES / 1e6:g} MB"
    from lxml import etree

    if b"<!ENTITY" in data.upper() or b"SYSTEM" in data.split(b">", 2)[0].upper():
        return "it declares XML entities or an external DTD; an icon must not"
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        return f"not well-formed XML ({exc.msg})"
    for element in root.iter():
        for attribute in ("href", XLINK_HREF):
            target = (element.get(attribute) or "").strip()
            if target and not target.startswith(("#", "data:")):
                return f"it refers to '{printable(target[:60])}'; an icon must hold all its art itself"
    return None


def shapes(node):
    from reportlab.graphics.shapes import Group

    yield node
    if isinstance(node, Group):  # a Drawing is a Group
        for child in node.contents:
            yield from shapes(child)


def _is_translucent(drawing: Drawing) -> bool:
    """Whether any shape paints with an opacity below 1 (svglib keeps SVG's opacities on the shapes)."""
    from reportlab.lib.colors import Color as RLColor

    for shape in shapes(drawing):
        for attr in ("fillOpacity", "strokeOpacity"):
            if (getattr(shape, attr, None) or 1) < 1:
                return True
        for attr in ("fillColor", "strokeColor"):
            paint = getattr(shape, attr, None)
            if isinstance(paint, RLColor) and 0 < paint.alpha < 1:
                return True
    return False


def _is_monochrome(drawing: Drawing) -> bool:
    from reportlab.lib.colors import Color as RLColor

    colors = set()
    for shape in shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            paint = getattr(shape, attr, None)
            if isinstance(paint, RLColor) and getattr(paint, "alpha", 1) > 0:
                colors.add(paint.hexval())
    return len(colors) <= 1

"""Icons: SVG files looked up by name, the game's own folder first, then the shared one.

Reading an icon gives its size and whether it is one colour (then texts and elements
may recolour it). An SVG that cannot be read is one finding at the file, however often
the icon is used; its uses draw nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree
from reportlab.graphics.shapes import Drawing, Group
from reportlab.lib.colors import Color as RLColor
from svglib.svglib import svg2rlg

from pnp.core.findings import Findings, Location, printable
from pnp.core.limits import SVG_BYTES
from pnp.core.suggest import did_you_mean
from pnp.core.workspace import inside

ICON_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


@dataclass(frozen=True)
class Icon:
    name: str
    path: Path
    width: float
    height: float
    monochrome: bool
    drawing: Drawing = field(compare=False, repr=False)
    variants: dict = field(default_factory=dict, compare=False, repr=False)  # recoloured drawings, by the painter

    @property
    def aspect(self) -> float:
        return self.width / self.height


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

    def unknown_message(self, name: str) -> str:
        hint = did_you_mean(name, self.names(), "; did you mean ':{}:'?")
        folders = ", ".join(f"{f.parent.name}/{f.name}/" for f in self.folders)
        return f"unknown icon ':{name}:'{hint or f'; icons are SVG files in {folders}'}"

    def _read(self, name: str, path: Path) -> Icon | None:
        drawing, problem = None, _unsafe(path)
        if problem is None:
            try:
                drawing = svg2rlg(str(path), external_reference_root=str(path.parent))
            except Exception as exc:  # svglib and lxml raise many kinds on malformed files
                problem = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if problem is None and (drawing is None or not drawing.width or not drawing.height):
            problem = "no drawable content or no size (give the <svg> a width/height or a viewBox)"
        if problem is not None:
            self.findings.error("icon-invalid", Location(path), f"cannot read SVG icon '{path.name}': {problem}")
            return None
        return Icon(name, path, float(drawing.width), float(drawing.height), _is_monochrome(drawing), drawing)


def _unsafe(path: Path) -> str | None:
    """Why an SVG may not be drawn, or None: icons are self-contained vector art.

    The file is read without resolving entities or fetching anything; one that declares
    entities, or refers to another file or a web address, is refused, so that an icon from
    a shared content pack can never pull in a file from the designer's disk.
    """
    if path.stat().st_size > SVG_BYTES:
        return f"the file is larger than {SVG_BYTES / 1e6:g} MB"
    data = path.read_bytes()
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
    yield node
    if isinstance(node, (Group, Drawing)):
        for child in node.contents:
            yield from shapes(child)


def _is_monochrome(drawing: Drawing) -> bool:
    colors = set()
    for shape in shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            paint = getattr(shape, attr, None)
            if isinstance(paint, RLColor) and getattr(paint, "alpha", 1) > 0:
                colors.add(paint.hexval())
    return len(colors) <= 1

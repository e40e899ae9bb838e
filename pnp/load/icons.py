"""Icons: SVG files looked up by name, the game's own folder first, then the shared one.

Reading an icon gives its size and whether it is one colour (then texts and elements
may recolour it). An SVG that cannot be read is one finding at the file, however often
the icon is used; its uses draw nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reportlab.graphics.shapes import Drawing, Group
from reportlab.lib.colors import Color as RLColor
from svglib.svglib import svg2rlg

from pnp.core.findings import Findings, Location
from pnp.core.suggest import did_you_mean


@dataclass(frozen=True)
class Icon:
    name: str
    path: Path
    width: float
    height: float
    monochrome: bool
    drawing: Drawing = field(compare=False, repr=False)

    @property
    def aspect(self) -> float:
        return self.width / self.height


class IconLibrary:
    """Icons of one game."""

    def __init__(self, folders: list[Path]):
        self.folders = folders
        self.findings = Findings()  # icons that exist but cannot be read
        self._icons: dict[str, Icon | None] = {}

    def names(self) -> list[str]:
        return sorted({p.stem for folder in self.folders if folder.is_dir() for p in folder.glob("*.svg")})

    def path_of(self, name: str) -> Path | None:
        return next((folder / f"{name}.svg" for folder in self.folders if (folder / f"{name}.svg").is_file()), None)

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
        problem = None
        try:
            drawing = svg2rlg(str(path))
        except Exception as exc:  # svglib and lxml raise many kinds on malformed files
            drawing, problem = None, str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if problem is None and (drawing is None or not drawing.width or not drawing.height):
            problem = "no drawable content or no size (give the <svg> a width/height or a viewBox)"
        if problem is not None:
            self.findings.error("icon-invalid", Location(path), f"cannot read SVG icon '{path.name}': {problem}")
            return None
        return Icon(name, path, float(drawing.width), float(drawing.height), _is_monochrome(drawing), drawing)


def _shapes(node):
    yield node
    if isinstance(node, (Group, Drawing)):
        for child in node.contents:
            yield from _shapes(child)


def _is_monochrome(drawing: Drawing) -> bool:
    colors = set()
    for shape in _shapes(drawing):
        for attr in ("fillColor", "strokeColor"):
            paint = getattr(shape, attr, None)
            if isinstance(paint, RLColor) and getattr(paint, "alpha", 1) > 0:
                colors.add(paint.hexval())
    return len(colors) <= 1

"""Transparency, refused for print profiles whose PDF standard has none (PDF/X-1a: a shop's press cannot
flatten it the way a screen does). Checked on every laid-out element, reported once per element at the
line that makes it see-through; a see-through picture an entry's field names (``src: "{{ card.art }}"``)
once per entry, at that field."""

from __future__ import annotations

from pnp.core.color import Color
from pnp.core.findings import ERROR, Findings, Location
from pnp.core.profiles import Profile
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import field_source
from pnp.layout.face import IconItem, ImageItem, PathItem, Primitive, TextItem
from pnp.layout.laid import LaidElement
from pnp.load.icons import IconLibrary
from pnp.load.pictures import translucent
from pnp.load.templates import Template
from pnp.model import Item

COLOUR_KEYS = ("fill", "stroke", "color")


class OpaqueOnly:
    """Finds what an element draws see-through: an opacity, a colour with alpha, an icon or image that has it."""

    def __init__(self, profile: Profile, icons: IconLibrary, findings: Findings):
        self.profile = profile
        self.icons = icons
        self.findings = findings
        self.reported: set[tuple[Location, str]] = set()  # by where the element is written: an inherited one once

    def element(self, template: Template, laid: LaidElement, entry: Item | None = None) -> None:
        """Checks one laid element of a face; ``entry`` is the piece it is laid for, whose field may name it."""
        picked = field_source(laid.source.get("src", ""), entry)  # the entry's field naming its picture
        if (laid.source.loc, laid.name) in self.reported or (picked, laid.name) in self.reported:
            return
        for item, _, opaque in laid.runs:
            found = ("opacity", "it is drawn at an opacity below 1") if not opaque else self._see_through(item)
            if found is not None:
                key, what = found
                where = picked if key == "src" and picked is not None else _where(laid.source, key)
                self.reported.add((where if where == picked else laid.source.loc, laid.name))
                self.findings.add(
                    "profile-transparency",
                    where,
                    f"template '{template.name_at(where)}': element '{laid.name}': {what}; the "
                    f"{self.profile.name} profile ({self.profile.title}) makes {self.profile.pdfx.version} files, "
                    "which allow no transparency: "
                    "make it opaque (a solid colour mixed with what lies under it, art without see-through pixels)",
                    ERROR,
                    f"profile-transparency {item.path}" if where == picked else None,
                )
                return

    def _see_through(self, item: Primitive) -> tuple[str, str] | None:
        for color in _colours(item):
            if color is not None and color.alpha < 1:
                return "colour", f"its colour {color.hex} has an alpha of {color.alpha:.2g}"
        if isinstance(item, IconItem):
            icon = self.icons.find(item.name)
            if icon is not None and icon.translucent:
                return "icon", f"icon '{item.name}' ({icon.path.name}) paints with an opacity below 1"
        elif isinstance(item, ImageItem) and translucent(item.path):
            return "src", f"image '{item.path.name}' has see-through pixels"
        return None


def _colours(item: Primitive) -> tuple[Color | None, ...]:
    if isinstance(item, PathItem):
        return item.fill, item.stroke
    return (item.color,) if isinstance(item, TextItem | IconItem) else ()


def _where(element: LocatedDict, key: str) -> Location:
    """The line of the key that makes the element see-through, else the element's own line."""
    keys = COLOUR_KEYS if key == "colour" else ("name", "text") if key == "icon" else (key,)
    return next((element.line_of(k) for k in keys if k in element.key_lines), element.loc)

"""``polygon``: a closed outline through points given relative to (x, y)."""

from __future__ import annotations

from pnp.core.geometry import polygon_path
from pnp.layout.elements import PAINT_KEYS, Context, ElementKind, Key, Props, element, painted
from pnp.layout.face import Primitive


@element("polygon")
class Polygon(ElementKind):
    doc = "a closed outline through points [x, y] relative to the element's x and y"
    keys = {**PAINT_KEYS, "points": Key("points", (), "[x, y] corners, mm, relative to x and y")}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        points = [(props["x"] + p[0], props["y"] + p[1]) for p in props["points"]]
        return painted(polygon_path(points), props) if len(points) >= 2 else []

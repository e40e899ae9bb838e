"""``line``: a straight line from (x, y) to (x2, y2)."""

from __future__ import annotations

from pnp.layout.elements import STROKE_KEYS, Context, ElementKind, Key, Props, element, painted
from pnp.layout.face import Primitive


@element("line")
class Line(ElementKind):
    doc = "a straight line from (x, y) to (x2, y2)"
    keys = {
        **STROKE_KEYS,
        "x2": Key("number", None, "end point, mm"),
        "y2": Key("number", None, "end point, mm"),
        "cap": Key("cap", "butt", "line ends: butt, round or square"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        x, y = props["x"], props["y"]
        x2 = x if props["x2"] is None else props["x2"]
        y2 = y if props["y2"] is None else props["y2"]
        return painted((("M", x, y), ("L", x2, y2)), props, closed=False)

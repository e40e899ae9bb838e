"""``ellipse``: an ellipse (a circle in a square box) inscribed in the element's box."""

from __future__ import annotations

from pnp.core.geometry import ellipse_path
from pnp.layout.elements import PAINT_KEYS, Context, ElementKind, Props, element, painted
from pnp.layout.face import Primitive


@element("ellipse")
class Ellipse(ElementKind):
    doc = "an ellipse inscribed in the element's box"
    keys = PAINT_KEYS

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        x, y, w, h = props.box
        return painted(ellipse_path(x + w / 2, y + h / 2, w / 2, h / 2), props)

"""``rect``: a rectangle, square-cornered or rounded."""

from __future__ import annotations

from pnp.core.geometry import rounded_rectangle_path
from pnp.layout.elements import PAINT_KEYS, Context, ElementKind, Key, Props, element, painted
from pnp.layout.face import Primitive


@element("rect")
class Rect(ElementKind):
    doc = "a rectangle filling the element's box"
    keys = {**PAINT_KEYS, "radius": Key("length", 0.0, "corner radius, mm")}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        x, y, w, h = props.box
        return painted(rounded_rectangle_path(x, y, w, h, props["radius"]), props)

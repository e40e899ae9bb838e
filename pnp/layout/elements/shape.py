"""``shape``: the piece's own outline (circle, hexagon, rounded corners...), pushed out or in by ``offset``.

``offset: "{{ bleed }}"`` fills the whole bleed of a round or hexagonal token; a
negative offset draws a ring inside the trim.
"""

from __future__ import annotations

from pnp.layout.elements import PAINT_KEYS, Context, ElementKind, Key, Props, element, painted
from pnp.layout.face import Primitive


@element("shape")
class ShapeElement(ElementKind):
    doc = "the piece's own outline, pushed out (bleed) or in (a frame) by offset mm"
    keys = {**PAINT_KEYS, "offset": Key("number", 0.0, "mm outward (negative: inward)")}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        return painted(context.shape.outline(props["offset"]), props)

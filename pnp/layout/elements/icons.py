"""``icons``: one icon repeated at many points (pip patterns, lattices), each optionally turned."""

from __future__ import annotations

from pnp.core.geometry import Affine
from pnp.layout.elements import Context, ElementKind, Key, Props, element
from pnp.layout.elements.icon import colour_of, find_icon
from pnp.layout.face import Group, IconItem, Primitive


@element("icons")
class Icons(ElementKind):
    doc = "an icon drawn at each point of `at` ([x, y] or [x, y, degrees], relative to x and y)"
    needs = ("name",)
    keys = {
        "name": Key("name", None, "the icon's file name without .svg"),
        "color": Key("color", None, "colour of a one-colour icon"),
        "size": Key("number", 5.0, "each icon's box, mm"),
        "at": Key("points", (), "centres [x, y] or [x, y, degrees], mm"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        icon = find_icon(props["name"], props, context)
        if icon is None:
            return []
        size, color = props["size"], colour_of(icon, props, context)
        items: list[Primitive] = []
        for point in props["at"]:
            cx, cy = props["x"] + point[0], props["y"] + point[1]
            item = IconItem(icon.name, cx - size / 2, cy - size / 2, size, size, color)
            turn = point[2] if len(point) > 2 else 0.0
            if turn:
                spin = Affine.translate(cx, cy) @ Affine.rotate(turn) @ Affine.translate(-cx, -cy)
                items.append(Group((item,), transform=spin))
            else:
                items.append(item)
        return items

"""``path``: any outline, as SVG path data in mm relative to (x, y) (paste it from a vector editor)."""

from __future__ import annotations

from pnp.core.geometry import Affine, transform_path
from pnp.core.svgpath import PathDataError, parse_path_data
from pnp.layout.elements import PAINT_KEYS, Context, ElementKind, Key, Props, element, painted
from pnp.layout.face import Primitive


@element("path")
class PathElement(ElementKind):
    doc = "an outline given as SVG path data (M, L, H, V, C, S, Q, T, A, Z), mm, relative to x and y"
    keys = {
        **PAINT_KEYS,
        "d": Key("text", "", "SVG path data"),
        "cap": Key("cap", "butt", "line ends: butt, round or square"),
        "join": Key("join", "miter", "corners: miter, round or bevel"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        if not props["d"].strip():
            return []
        try:
            outline = parse_path_data(props["d"])
        except PathDataError as exc:  # said at the content's row when the data comes from an entry or a table
            context.value_invalid(exc, context.where(props.element, "d"), f"element '{props.name}': {exc}")
            return []
        outline = transform_path(outline, Affine.translate(props["x"], props["y"]))
        closed = any(segment[0] == "Z" for segment in outline) or props.get("fill") is not None
        return painted(outline, props, closed=closed)

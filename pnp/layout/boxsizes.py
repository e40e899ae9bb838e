"""An element box's width and height that cannot be meant: a negative one (the box drawn flipped, back over
its x or y), or, written in the template, a zero that leaves an element with nothing to draw.

Said once at the line that writes the value, whichever pieces meet it; the element then draws nothing, so
no finding about what it would have drawn (a text that does not fit a box of -25 mm) follows from it.
"""

from __future__ import annotations

from typing import Any

from pnp.layout.elements import Context, ElementKind, Props
from pnp.layout.invariants import Invariants

DRAWN_INSIDE = frozenset({"text", "icon", "image"})  # drawn inside their box: nothing at 0 (a grid says so)
OUTLINED = frozenset({"rect", "ellipse"})  # drawn at 0 as a line when stroked (a rule: a rect 0 mm wide)
EDGES = {"w": ("x", "width", "left of"), "h": ("y", "height", "above")}


def box_unusable(kind: ElementKind, props: Props, context: Context, invariants: Invariants) -> bool:
    """True when the element's ``w:`` or ``h:`` cannot be drawn (said at its line), or it is a line of no length."""
    if kind.name == "line" and _no_length(props):
        where = context.where(props.element, "x2")  # the element's first line when x2: is left out
        owner = f"template '{context.template.name_at(where)}'" if context.template is not None else context.label
        context.content_error(
            "value-invalid",
            where,
            f"{owner}: element '{props.name}': the line runs from ({props['x']:g}, {props['y']:g}) to itself, so it "
            "draws nothing: give it x2: (where it ends across, mm) or y2: (where it ends down), away from x, y",
        )
        return True
    said = False
    for key, (edge, called, side) in EDGES.items():
        value = props[key]
        if value < 0:
            if context.box_unmade(props):  # a piece sized in cm: its size: line is the cause
                return True
            fixed = f"{key}: {-value:g}"
            if edge in props.element:
                fixed += f" and {edge}: {props[edge] + value:g}"
            _say(
                context,
                props,
                key,
                value,
                f"a box's {called} is never negative: a negative one draws the element flipped, {side} its {edge}: "
                f"write {fixed} for the same box",
            )
            said = True
        elif value == 0 and _empty(kind, props) and key in props.element and invariants.value(props.element[key]):
            _say(context, props, key, value, f"a box of no {called} draws nothing: give it its {called} in mm")
            said = True
    return said


def _no_length(props: Props) -> bool:
    """A line whose end, ``x2`` and ``y2`` (each its start's when left out), is its start: a point."""
    x2 = props["x"] if props["x2"] is None else props["x2"]
    y2 = props["y"] if props["y2"] is None else props["y2"]
    return abs(x2 - props["x"]) < 1e-9 and abs(y2 - props["y"]) < 1e-9


def _empty(kind: ElementKind, props: Props) -> bool:
    """The element draws nothing in a box of no width (or height)."""
    fitted = kind.name == "piece" and props.get("scale") is None  # another piece, fitted into the box
    return kind.name in DRAWN_INSIDE or fitted or (kind.name in OUTLINED and props.get("stroke") is None)


def _say(context: Context, props: Props, key: str, value: Any, why: str) -> None:
    where = context.written_at(props.element, key, props.element.get(key))
    owner = f"template '{context.template.name_at(where)}'" if context.template is not None else context.label
    context.content_error("value-invalid", where, f"{owner}: element '{props.name}': {key}: {value:g} mm: {why}")

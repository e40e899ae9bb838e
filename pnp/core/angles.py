"""Angles for templates, in degrees (a designer turns a letter 30°, not π/6): ``sin``, ``cos``, ``tan``, ``atan2``,
``pi``.

A code wheel's letters, a dial's numbers, a spinner's sectors stand round a circle: the letter at
``angle`` degrees clockwise from the top stands at ``x = cx + r * sin(angle)``, ``y = cy - r * cos(angle)``.
"""

from __future__ import annotations

import math
from typing import Any

DIGITS = 12  # results are rounded to this many places: sin(180) is 0 and sin(30) 0.5 (not 1.2e-16, 0.49999999999999994)


def _number(function: str, value: Any, what: str = "an angle in degrees") -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"{function} takes {what}, a number; got {value!r}")
    return float(value)


def _clean(value: float) -> float:
    return round(value, DIGITS) + 0.0  # + 0.0: no -0.0


def sin(angle: Any) -> float:
    """The sine of ``angle`` degrees."""
    return _clean(math.sin(math.radians(_number("sin", angle) % 360)))


def cos(angle: Any) -> float:
    """The cosine of ``angle`` degrees."""
    return _clean(math.cos(math.radians(_number("cos", angle) % 360)))


def tan(angle: Any) -> float:
    """The tangent of ``angle`` degrees (a firing arc's wedge meets the base's front edge ``tan(arc / 2)`` times
    its depth each side of the middle); none at 90° and 270°, where it is infinite."""
    turned = _number("tan", angle) % 180
    if turned == 90:
        raise ValueError(f"tan({angle:g}) is infinite: a line at 90° to the one measured never meets it")
    return _clean(math.tan(math.radians(turned)))


def atan2(y: Any, x: Any) -> float:
    """The direction of the point (``x``, ``y``) from the origin, in degrees (-180 to 180)."""
    return _clean(math.degrees(math.atan2(_number("atan2", y, "a length"), _number("atan2", x, "a length"))))


FUNCTIONS = {"sin": sin, "cos": cos, "tan": tan, "atan2": atan2, "pi": math.pi}

"""Colours as plain data: parsed once from '#rrggbb' or a CSS name, painted by any writer."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pnp.core.suggest import did_you_mean


@dataclass(frozen=True, slots=True)
class Color:
    """An RGB colour, channels 0-1, with an opacity."""

    r: float
    g: float
    b: float
    alpha: float = 1.0

    @property
    def hex(self) -> str:
        return "#" + "".join(f"{round(c * 255):02x}" for c in (self.r, self.g, self.b))

    @property
    def cmyk(self) -> tuple[float, float, float, float]:
        """The naive device conversion (black from the darkest channel): what print profiles in CMYK paint.

        Not colour-managed: a shop's ICC profile will shift saturated colours; order a proof.
        """
        black = 1.0 - max(self.r, self.g, self.b)
        if black >= 1.0:
            return 0.0, 0.0, 0.0, 1.0
        c, m, y = (round((1.0 - c - black) / (1.0 - black), 4) for c in (self.r, self.g, self.b))
        return c, m, y, round(black, 4)


RICH_BLACK = (0.6, 0.4, 0.4)  # cyan, magenta, yellow under a large black area: 60/40/40/100, 240 % of ink
RICH_FROM = 0.9  # black alone this dark or darker reads as black: a large area of it is printed rich


@dataclass(frozen=True, slots=True)
class Ink:
    """Vector colours painted in CMYK, as a print profile asks: :attr:`Color.cmyk` with each colour's total ink
    (the sum of its four inks, 4.0 = 400 %) capped at ``limit`` by thinning its cyan, magenta and yellow, its
    black kept (a shop's 240 % limit: the darkest navy, 270 % as converted, prints 240 %)."""

    limit: float = 4.0

    def cmyk(self, color: Color) -> tuple[float, float, float, float]:
        return self._capped(*color.cmyk)

    def cmyk_area(self, color: Color) -> tuple[float, float, float, float]:
        """The CMYK of a large area painted ``color``: a black or near-black neutral (black alone, at least
        ``RICH_FROM``) is rich black, cyan, magenta and yellow under it in proportion (60/40/40/100 for pure
        black, within the limit as every colour), since black ink alone prints a large area dark grey. Text and
        thin lines keep black alone: a press's misregistration would fringe them with colour."""
        c, m, y, k = color.cmyk
        if c or m or y or k < RICH_FROM:
            return self._capped(c, m, y, k)
        return self._capped(*(round(share * k, 4) for share in RICH_BLACK), k)

    def _capped(self, c: float, m: float, y: float, k: float) -> tuple[float, float, float, float]:
        colour = c + m + y
        if colour + k <= self.limit or colour == 0:
            return c, m, y, k
        thin = max(self.limit - k, 0.0) / colour
        return round(c * thin, 4), round(m * thin, 4), round(y * thin, 4), k


BLACK = Color(0, 0, 0)
WHITE = Color(1, 1, 1)


# Colour words of the languages a game may be written in (game.yaml's language:, de and fr), as a designer
# writing in them types a colour: the CSS name each means, for the finding's hint ('rouge': write 'red').
FOREIGN_NAMES = {
    **dict.fromkeys(("rouge",), "red"),
    **dict.fromkeys(("bleu", "bleue"), "blue"),
    **dict.fromkeys(("vert", "verte"), "green"),
    **dict.fromkeys(("jaune",), "yellow"),
    **dict.fromkeys(("noir", "noire"), "black"),
    **dict.fromkeys(("blanc", "blanche"), "white"),
    **dict.fromkeys(("gris", "grise"), "grey"),
    **dict.fromkeys(("marron", "brun", "brune"), "brown"),
    **dict.fromkeys(("rose",), "pink"),
    **dict.fromkeys(("doré", "dorée", "or"), "gold"),
    **dict.fromkeys(("argent", "argenté", "argentée"), "silver"),
    **dict.fromkeys(("bordeaux",), "maroon"),
    **dict.fromkeys(("pourpre",), "purple"),
    **dict.fromkeys(("kaki",), "khaki"),
    "bleu foncé": "darkblue",
    "bleu clair": "lightblue",
    "vert foncé": "darkgreen",
    "vert clair": "lightgreen",
    "rouge foncé": "darkred",
    "gris foncé": "darkgrey",
    "gris clair": "lightgrey",
    "rot": "red",
    "blau": "blue",
    "grün": "green",
    "gelb": "yellow",
    "schwarz": "black",
    **dict.fromkeys(("weiß", "weiss"), "white"),
    "grau": "grey",
    "braun": "brown",
    "rosa": "pink",
    "lila": "purple",
    "golden": "gold",
    "silbern": "silver",
    "türkis": "turquoise",
    "dunkelblau": "darkblue",
    "hellblau": "lightblue",
    "dunkelgrün": "darkgreen",
    "hellgrün": "lightgreen",
    "dunkelrot": "darkred",
    "dunkelgrau": "darkgrey",
    "hellgrau": "lightgrey",
}


class ColourError(ValueError):
    """A value that is no colour; ``value`` is it, so that a finding can be put where it is written."""

    def __init__(self, message: str, value: Any):
        super().__init__(message)
        self.value = value


NO_PAINT = frozenset({"transparent", "clear", "no", "null", "nothing", "empty"})  # what a designer writes for none


def parse_color(value: Any) -> Color | None:
    """A colour from content: '#rgb', '#rrggbb', a CSS colour name; None, '' or 'none' for no paint."""
    if value is None or isinstance(value, Color):
        return value
    text = str(value).strip()
    if text in ("", "none"):
        return None
    try:
        return _parsed(text)
    except ValueError:
        from PIL import ImageColor

        hexa = len(text) in (3, 6) and all(digit in "0123456789abcdefABCDEF" for digit in text)
        css = FOREIGN_NAMES.get(" ".join(text.lower().split()))
        if hexa:
            hint = f"; did you mean '#{text}'?"
        elif css:
            hint = f"; colour names are CSS's, in English: write '{css}'"
        elif text.lower() in NO_PAINT:
            hint = "; for no paint, write none (or leave the key out)"
        else:
            hint = did_you_mean(text.lower(), ImageColor.colormap, parts=True)
        raise ColourError(f"'{value}' is not a colour (use '#rrggbb' or a colour name){hint}", value) from None


@lru_cache(maxsize=4096)
def _parsed(text: str) -> Color:
    """One Color for each way of writing it (a deck repeats its colours on every card)."""
    from PIL import ImageColor  # CSS colour syntax (Pillow: reportlab loads it anyway; `pnp list` need not)

    channels = ImageColor.getrgb(text)
    alpha = channels[3] / 255 if len(channels) == 4 else 1.0
    return Color(channels[0] / 255, channels[1] / 255, channels[2] / 255, alpha)


def luminance(color: Any) -> float:
    """WCAG 2 relative luminance of a colour."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    value = parse_color(color) or WHITE
    return 0.2126 * channel(value.r) + 0.7152 * channel(value.g) + 0.0722 * channel(value.b)


def contrast(color: Any, other: Any) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21 (AA body text needs 4.5)."""
    light, dark = sorted((luminance(color), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def mix(color: Any, other: Any, amount: float = 0.5) -> str:
    """``amount`` of ``other`` mixed into ``color``, as '#rrggbb' (0 = color, 1 = other)."""
    a, b = parse_color(color) or WHITE, parse_color(other) or WHITE
    t = float(amount)
    return Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t).hex

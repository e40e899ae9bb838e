"""Eye Spy's symbols and cards: python make_cards.py <game folder> <order>.

Draws the 57 symbols in icons/ (19 shapes, each solid, outlined and twinned, in seven colours) and writes
cards.yaml: the lines of the finite projective plane of the given prime order (7: 57 cards of 8 symbols;
3: 13 cards of 4), so that any two cards share exactly one symbol. Run once; pnp checks the result.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

Point = tuple[float, float]


def regular(sides: int, turn: float = -90) -> list[Point]:
    """A regular polygon's corners on the unit circle, the first at ``turn`` degrees."""
    steps = [math.radians(turn + 360 * i / sides) for i in range(sides)]
    return [(math.cos(a), math.sin(a)) for a in steps]


def star(points: int, inner: float) -> list[Point]:
    """A star's corners: ``points`` tips on the unit circle, the notches at radius ``inner``."""
    corners = []
    for i in range(2 * points):
        radius, angle = (1.0 if i % 2 == 0 else inner), math.radians(-90 + 180 * i / points)
        corners.append((radius * math.cos(angle), radius * math.sin(angle)))
    return corners


def polygon(corners: list[Point]) -> str:
    """SVG path data through ``corners``, closed."""
    return "M" + " L".join(f"{x:.3f} {y:.3f}" for x, y in corners) + " Z"


SHAPES = {  # unit-sized, centred on 0, 0
    "circle": "M -1 0 A 1 1 0 1 0 1 0 A 1 1 0 1 0 -1 0 Z",
    "triangle": polygon([(0, -1), (0.95, 0.75), (-0.95, 0.75)]),
    "square": polygon([(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)]),
    "diamond": polygon([(0, -1), (0.75, 0), (0, 1), (-0.75, 0)]),
    "pentagon": polygon(regular(5)),
    "hexagon": polygon(regular(6, turn=0)),
    "octagon": polygon(regular(8, turn=22.5)),
    "spark": polygon(star(4, 0.38)),
    "star": polygon(star(5, 0.45)),
    "sixstar": polygon(star(6, 0.58)),
    "sun": polygon(star(12, 0.72)),
    "heart": "M 0 1 C -0.4 0.6 -1 0.25 -1 -0.3 C -1 -0.75 -0.6 -1 -0.35 -1 C -0.15 -1 0 -0.85 0 -0.65 "
    "C 0 -0.85 0.15 -1 0.35 -1 C 0.6 -1 1 -0.75 1 -0.3 C 1 0.25 0.4 0.6 0 1 Z",
    "drop": "M 0 -1 C 0.3 -0.5 0.75 -0.05 0.75 0.35 A 0.75 0.65 0 0 1 -0.75 0.35 C -0.75 -0.05 -0.3 -0.5 0 -1 Z",
    "moon": "M 0.3 -0.95 A 1 1 0 1 0 0.3 0.95 A 0.8 0.8 0 1 1 0.3 -0.95 Z",
    "bolt": polygon([(0.2, -1), (-0.6, 0.15), (-0.05, 0.15), (-0.25, 1), (0.6, -0.2), (0.05, -0.2), (0.3, -1)]),
    "arrow": polygon([(-1, -0.3), (0.1, -0.3), (0.1, -0.8), (1, 0), (0.1, 0.8), (0.1, 0.3), (-1, 0.3)]),
    "cross": polygon(
        [
            *[(-1, -0.7), (-0.7, -1), (0, -0.3), (0.7, -1), (1, -0.7), (0.3, 0)],
            *[(1, 0.7), (0.7, 1), (0, 0.3), (-0.7, 1), (-1, 0.7), (-0.3, 0)],
        ]
    ),
    "plus": polygon(
        [
            *[(-0.3, -1), (0.3, -1), (0.3, -0.3), (1, -0.3), (1, 0.3), (0.3, 0.3)],
            *[(0.3, 1), (-0.3, 1), (-0.3, 0.3), (-1, 0.3), (-1, -0.3), (-0.3, -0.3)],
        ]
    ),
    "house": polygon([(0, -1), (1, -0.1), (0.7, -0.1), (0.7, 0.95), (-0.7, 0.95), (-0.7, -0.1), (-1, -0.1)]),
}
COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#e65100", "#00838f", "#ad1457"]


def placed(path: str, scale: float, dx: float, dy: float) -> str:
    """``path`` scaled and moved; an arc's radii scale, its turn and two flags (0 or 1) stay as written."""
    out, command, k = [], "", 0
    for token in re.findall(r"[A-Za-z]|-?[0-9.]+", path):
        if token.isalpha():
            out.append(token)
            command, k = token, 0
            continue
        value, place = float(token), k % 7
        k += 1
        if command == "A" and place in (2, 3, 4):
            out.append(token)
            continue
        if command == "A" and place in (0, 1):
            value *= scale
        elif command == "A":
            value = value * scale + (dx if place == 5 else dy)
        else:
            value = value * scale + (dx if (k - 1) % 2 == 0 else dy)
        out.append(f"{value:.3f}")
    return " ".join(out)


def symbol_svg(path: str, variant: str, colour: str) -> str:
    """A symbol's SVG: the shape solid, outlined (``ring``) or as two small ones (``twin``)."""
    if variant == "ring":
        body = (
            f'<path d="{placed(path, 9.5, 12, 12)}" fill="none" stroke="{colour}" stroke-width="2.6" '
            'stroke-linejoin="round"/>'
        )
    elif variant == "twin":
        left, right = placed(path, 5.4, 6.2, 12), placed(path, 5.4, 17.8, 12)
        body = f'<path d="{left}" fill="{colour}"/><path d="{right}" fill="{colour}"/>'
    else:
        body = f'<path d="{placed(path, 10.5, 12, 12)}" fill="{colour}"/>'
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">{body}</svg>\n'


def draw_symbols(icons: Path) -> list[str]:
    """Every symbol drawn into ``icons``; their names, in order."""
    icons.mkdir(exist_ok=True)
    names = []
    for number, (shape, path) in enumerate(SHAPES.items()):
        for variant in ("", "ring", "twin"):
            name = f"{shape}-{variant}" if variant else shape
            (icons / f"{name}.svg").write_text(symbol_svg(path, variant, COLOURS[number % len(COLOURS)]))
            names.append(name)
    return names


def plane(order: int, symbols: list[str]) -> list[list[str]]:
    """The lines of the projective plane of a prime ``order``, each a list of ``order + 1`` symbols."""
    q = order
    point = [[symbols[x * q + y] for y in range(q)] for x in range(q)]
    slope, far = symbols[q * q : q * q + q], symbols[q * q + q]
    lines = [[point[x][(m * x + b) % q] for x in range(q)] + [slope[m]] for m in range(q) for b in range(q)]
    lines += [[point[c][y] for y in range(q)] + [far] for c in range(q)]
    return [*lines, [*slope, far]]


def main(root: Path, order: int) -> None:
    symbols = draw_symbols(root / "icons")[: order * order + order + 1]
    lines = plane(order, symbols)
    rows = [
        f"  - id: c{i:02d}\n    title: Card {i}\n    symbols: [{', '.join(line)}]\n" for i, line in enumerate(lines, 1)
    ]
    (root / "cards.yaml").write_text(
        f"# The deck: the projective plane of order {order}, made by make_cards.py. Any two cards share\n"
        f"# exactly one symbol; each symbol is on {order + 1} cards. The symbols are drawn in any order on a card.\n"
        "cards:\n" + "".join(rows)
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))

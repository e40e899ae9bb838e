"""``starfield``: small round stars scattered over the box, the same for the same seed.

Stars come in three sizes (the largest ``size`` mm across, the others two thirds and a third
of it), fewer of the larger ones, as on a night sky; each size is one path. ``clear`` keeps
boxes free of stars (behind a title, a legend): a star there would read as a stray accent or
dot on a letter. The same stars are drawn elsewhere whatever is cleared.
"""

from __future__ import annotations

import random
from typing import Any

from pnp.layout.elements import Context, Key, Props
from pnp.layout.generators import Generator, generator

MOST = 20000  # stars in one field: more is a typo, and slow to draw


@generator("starfield")
class Starfield(Generator):
    doc = "small round stars scattered over the box, the same for the same seed"
    keys = {
        "count": Key("number", 200, "how many stars"),
        "size": Key("number", 0.9, "the largest star's diameter, mm"),
        "fill": Key("color", "#ffffff", "colour of the stars"),
        "seed": Key("number", 1, "which sky: the same seed scatters the same stars"),
        "clear": Key("boxes", (), "[x, y, w, h] boxes kept free of stars (behind titles and text), mm"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        count = props["count"]
        if not 0 <= count <= MOST or props["size"] <= 0:
            context.template_error(
                "value-invalid",
                context.where(props.element, "count"),
                f"element '{props.name}': a starfield has 0 to {MOST} stars of a positive size",
            )
            return []
        rng = random.Random(int(props["seed"]))
        x, y, w, h = props.box
        clear = props["clear"]
        shapes: dict[int, list[str]] = {0: [], 1: [], 2: []}
        for _ in range(int(count)):
            sx, sy = x + rng.random() * w, y + rng.random() * h
            level = 0 if rng.random() < 0.6 else 1 if rng.random() < 0.75 else 2
            radius = props["size"] * (level + 1) / 6
            if any(
                bx - radius <= sx <= bx + bw + radius and by - radius <= sy <= by + bh + radius
                for bx, by, bw, bh in clear
            ):
                continue
            shapes[level].append(
                f"M{sx - radius:.3f} {sy:.3f}a{radius:.3f} {radius:.3f} 0 1 0 {2 * radius:.3f} 0"
                f"a{radius:.3f} {radius:.3f} 0 1 0 {-2 * radius:.3f} 0Z"
            )
        return [{"type": "path", "d": "".join(parts), "fill": props["fill"]} for parts in shapes.values() if parts]

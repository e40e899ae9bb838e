"""``maze``: the walls of a perfect maze (recursive backtracker), the same for the same seed."""

from __future__ import annotations

import random
from typing import Any

from pnp.layout.elements import STROKE_KEYS, Context, Key, Props
from pnp.layout.generators import Generator, generator

Wall = tuple[tuple[int, int], tuple[int, int]]
LARGEST = 200  # cells a side: more is unreadable on any printed piece


def maze_walls(cols: int, rows: int, seed: int) -> list[Wall]:
    """Wall segments in cell units, the outer border included; deterministic for a seed."""
    rng = random.Random(seed)
    visited = [[False] * cols for _ in range(rows)]
    open_edges: set[Wall] = set()
    stack = [(0, 0)]
    visited[0][0] = True
    while stack:
        c, r = stack[-1]
        neighbours = [
            (c + dc, r + dr)
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if 0 <= c + dc < cols and 0 <= r + dr < rows and not visited[r + dr][c + dc]
        ]
        if not neighbours:
            stack.pop()
            continue
        nc, nr = rng.choice(neighbours)
        visited[nr][nc] = True
        open_edges.add(tuple(sorted(((c, r), (nc, nr)))))
        stack.append((nc, nr))
    walls: list[Wall] = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols and ((c, r), (c + 1, r)) not in open_edges:
                walls.append(((c + 1, r), (c + 1, r + 1)))
            if r + 1 < rows and ((c, r), (c, r + 1)) not in open_edges:
                walls.append(((c, r + 1), (c + 1, r + 1)))
    walls += [((0, 0), (cols, 0)), ((0, rows), (cols, rows)), ((0, 0), (0, rows)), ((cols, 0), (cols, rows))]
    return walls


@generator("maze")
class Maze(Generator):
    doc = "the walls of a random perfect maze filling the box, the same for the same seed"
    keys = {
        **STROKE_KEYS,
        "cols": Key("number", 8, "cells across"),
        "rows": Key("number", 8, "cells down"),
        "seed": Key("number", 1, "which maze: the same seed draws the same maze"),
    }

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        cols, rows = int(props["cols"]), int(props["rows"])
        if not (1 <= cols <= LARGEST and 1 <= rows <= LARGEST):
            where = context.where(props.element, "cols")
            context.template_error(
                "value-invalid", where, f"element '{props.name}': a maze has 1 to {LARGEST} cells a side"
            )
            return []
        x, y, w, h = props.box
        cell_w, cell_h = w / cols, h / rows
        moves = (
            f"M{x + c1 * cell_w:.4f} {y + r1 * cell_h:.4f}L{x + c2 * cell_w:.4f} {y + r2 * cell_h:.4f}"
            for (c1, r1), (c2, r2) in maze_walls(cols, rows, int(props["seed"]))
        )
        return [
            {
                "type": "path",
                "d": "".join(moves),
                "stroke": props["stroke"],
                "stroke_width": props["stroke_width"],
                "dash": props["dash"],
                "cap": "round",
                "join": "round",
            }
        ]

"""Draw a laid-out face onto a reportlab canvas."""

from __future__ import annotations

import random
from pathlib import Path

from reportlab.lib.colors import Color
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from pnp.icons import IconLibrary
from pnp.layout import Face, Placed


class FaceDrawer:
    def __init__(self, icons: IconLibrary, art_dir: Path):
        self.icons = icons
        self.art_dir = art_dir

    def draw(
        self, canvas: Canvas, face: Face, x: float, y: float, clip: tuple[float, float, float, float] | None = None
    ) -> None:
        """Draw ``face`` with its trim's lower-left corner at (x, y) points.

        ``clip`` is how far (left, bottom, right, top, in points) the art may run
        past the trim: the bleed that fits on this sheet position.
        """
        width, height = face.size
        canvas.saveState()
        if clip is not None:
            left, bottom, right, top = clip
            path = canvas.beginPath()
            path.rect(x - left, y - bottom, width * mm + left + right, height * mm + bottom + top)
            canvas.clipPath(path, stroke=0, fill=0)
        canvas.translate(x, y + height * mm)
        canvas.scale(mm, -mm)  # designer coordinates: mm, origin top-left, y down
        for element in face.elements:
            canvas.saveState()
            self._draw_element(canvas, element)
            canvas.restoreState()
        canvas.restoreState()

    def _draw_element(self, canvas: Canvas, item: Placed) -> None:
        p = item.props
        bx, by, bw, bh = p.get("x", 0.0), p.get("y", 0.0), p.get("w", 0.0), p.get("h", 0.0)
        if p.get("rotate"):
            canvas.translate(bx + bw / 2, by + bh / 2)
            canvas.rotate(p["rotate"])
            canvas.translate(-(bx + bw / 2), -(by + bh / 2))
        if p.get("clip"):
            path = canvas.beginPath()
            path.rect(bx, by, bw, bh)
            canvas.clipPath(path, stroke=0, fill=0)
        fill, stroke = self._paint(canvas, p)
        color = p.get("color")
        if color is not None and p.get("opacity") is not None:
            color = Color(color.red, color.green, color.blue, alpha=p["opacity"])
        kind = item.kind
        if kind == "rect":
            if p.get("radius"):
                canvas.roundRect(bx, by, bw, bh, p["radius"], stroke=stroke, fill=fill)
            else:
                canvas.rect(bx, by, bw, bh, stroke=stroke, fill=fill)
        elif kind == "ellipse":
            canvas.ellipse(bx, by, bx + bw, by + bh, stroke=stroke, fill=fill)
        elif kind == "line":
            canvas.setLineCap({"butt": 0, "round": 1, "square": 2}.get(str(p.get("cap", "butt")), 0))
            canvas.line(bx, by, p.get("x2", bx), p.get("y2", by))
        elif kind == "polygon":
            self._polygon(canvas, bx, by, p.get("points") or [], fill, stroke)
        elif kind == "maze":
            self._maze(canvas, p)
        elif kind == "icon" and p.get("name"):
            self._icon(canvas, str(p["name"]), bx, by, bw, bh, color)
        elif kind == "icons" and p.get("name"):
            size = p.get("size", 5.0)
            for point in p.get("at") or []:
                cx, cy = bx + float(point[0]), by + float(point[1])
                canvas.saveState()
                if len(point) > 2 and point[2]:
                    canvas.translate(cx, cy)
                    canvas.rotate(float(point[2]))
                    canvas.translate(-cx, -cy)
                self._icon(canvas, str(p["name"]), cx - size / 2, cy - size / 2, size, size, color)
                canvas.restoreState()
        elif kind == "text":
            self._text(canvas, item)
        elif kind == "image" and p.get("src"):
            canvas.translate(bx, by + bh)
            canvas.scale(1, -1)
            canvas.drawImage(str(self.art_dir / str(p["src"])), 0, 0, bw, bh, mask="auto", preserveAspectRatio=True)

    @staticmethod
    def _paint(canvas: Canvas, p: dict) -> tuple[int, int]:
        """Set fill and stroke (with the element's opacity); which of them to paint."""
        fill = stroke = 0
        alpha = p.get("opacity")
        if p.get("fill") is not None:
            canvas.setFillColor(p["fill"], alpha=alpha)
            fill = 1
        if p.get("stroke") is not None:
            canvas.setStrokeColor(p["stroke"], alpha=alpha)
            canvas.setLineWidth(p.get("stroke_width", 0.25))
            stroke = 1
            dash = p.get("dash")
            if dash:
                canvas.setDash(dash if isinstance(dash, list) else [float(dash), float(dash)])
        return fill, stroke

    def _icon(self, canvas: Canvas, name: str, x: float, y: float, w: float, h: float, color) -> None:
        # Icons draw upright: flip back to y-up inside the box.
        canvas.saveState()
        canvas.translate(x, y + h)
        canvas.scale(1, -1)
        self.icons.draw(canvas, name, 0, 0, w, h, color)
        canvas.restoreState()

    @staticmethod
    def _polygon(canvas: Canvas, x: float, y: float, points: list, fill: int, stroke: int) -> None:
        """A closed path through ``points``, relative to the element's x and y (like ``icons``)."""
        if len(points) < 2:
            return
        path = canvas.beginPath()
        path.moveTo(x + float(points[0][0]), y + float(points[0][1]))
        for point in points[1:]:
            path.lineTo(x + float(point[0]), y + float(point[1]))
        path.close()
        canvas.drawPath(path, stroke=stroke, fill=fill)

    @staticmethod
    def _maze(canvas: Canvas, p: dict) -> None:
        cols, rows = int(p.get("cols", 8)), int(p.get("rows", 8))
        cell_w, cell_h = p.get("w", 0.0) / cols, p.get("h", 0.0) / rows
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        path = canvas.beginPath()
        for (c1, r1), (c2, r2) in maze_walls(cols, rows, int(p.get("seed", 1))):
            path.moveTo(p["x"] + c1 * cell_w, p["y"] + r1 * cell_h)
            path.lineTo(p["x"] + c2 * cell_w, p["y"] + r2 * cell_h)
        canvas.drawPath(path, stroke=1, fill=0)

    @staticmethod
    def _text(canvas: Canvas, item: Placed) -> None:
        p = item.props
        bx, by, bh = p.get("x", 0.0), p.get("y", 0.0), p.get("h", 0.0)
        used = item.text_height / mm
        valign = p.get("valign", "top")
        top = by + {"top": 0.0, "middle": (bh - used) / 2, "bottom": bh - used}.get(str(valign), 0.0)
        # Paragraphs draw in points with y up: switch back for them.
        canvas.translate(bx, top)
        canvas.scale(1 / mm, -1 / mm)
        gap = float(p.get("paragraph_gap", 0.35)) * item.font_size
        cursor = 0.0
        for index, paragraph in enumerate(item.paragraphs):
            cursor += gap if index else 0.0
            cursor += paragraph.height
            paragraph.drawOn(canvas, 0, -cursor)


def maze_walls(cols: int, rows: int, seed: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Walls of a perfect maze (recursive backtracker), deterministic for a seed.

    Returns wall segments in cell units, including the outer border.
    """
    rng = random.Random(seed)
    visited = [[False] * cols for _ in range(rows)]
    open_edges: set[tuple[tuple[int, int], tuple[int, int]]] = set()
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
    walls = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols and ((c, r), (c + 1, r)) not in open_edges:
                walls.append(((c + 1, r), (c + 1, r + 1)))
            if r + 1 < rows and ((c, r), (c, r + 1)) not in open_edges:
                walls.append(((c, r + 1), (c + 1, r + 1)))
    walls += [((0, 0), (cols, 0)), ((0, rows), (cols, rows)), ((0, 0), (0, rows)), ((cols, 0), (cols, rows))]
    return walls

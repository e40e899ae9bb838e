"""Eye Spy: draws the 57 symbols (19 shapes x solid/outline/twin) and writes the 57 cards of the
projective plane of order 7 (any two cards share exactly one symbol)."""
import math, sys, pathlib
root = pathlib.Path(sys.argv[1]); order = int(sys.argv[2])
icons = root / "icons"; icons.mkdir(exist_ok=True)

def reg(n, r=1.0, rot=-90):
    return [(r*math.cos(math.radians(rot+360*i/n)), r*math.sin(math.radians(rot+360*i/n))) for i in range(n)]
def star(n, inner):
    pts = []
    for i in range(2*n):
        r = 1.0 if i % 2 == 0 else inner
        a = math.radians(-90 + 180*i/n); pts.append((r*math.cos(a), r*math.sin(a)))
    return pts
def poly(pts):
    return "M" + " L".join(f"{x:.3f} {y:.3f}" for x, y in pts) + " Z"
SHAPES = {
 "circle": "M -1 0 A 1 1 0 1 0 1 0 A 1 1 0 1 0 -1 0 Z",
 "triangle": poly([(0,-1),(0.95,0.75),(-0.95,0.75)]),
 "square": poly([(-0.85,-0.85),(0.85,-0.85),(0.85,0.85),(-0.85,0.85)]),
 "diamond": poly([(0,-1),(0.75,0),(0,1),(-0.75,0)]),
 "pentagon": poly(reg(5)), "hexagon": poly(reg(6, rot=0)), "octagon": poly(reg(8, rot=22.5)),
 "spark": poly(star(4, 0.38)), "star": poly(star(5, 0.45)), "sixstar": poly(star(6, 0.58)),
 "sun": poly(star(12, 0.72)),
 "heart": "M 0 1 C -0.4 0.6 -1 0.25 -1 -0.3 C -1 -0.75 -0.6 -1 -0.35 -1 C -0.15 -1 0 -0.85 0 -0.65 C 0 -0.85 0.15 -1 0.35 -1 C 0.6 -1 1 -0.75 1 -0.3 C 1 0.25 0.4 0.6 0 1 Z",
 "drop": "M 0 -1 C 0.3 -0.5 0.75 -0.05 0.75 0.35 A 0.75 0.65 0 0 1 -0.75 0.35 C -0.75 -0.05 -0.3 -0.5 0 -1 Z",
 "moon": "M 0.3 -0.95 A 1 1 0 1 0 0.3 0.95 A 0.8 0.8 0 1 1 0.3 -0.95 Z",
 "bolt": poly([(0.2,-1),(-0.6,0.15),(-0.05,0.15),(-0.25,1),(0.6,-0.2),(0.05,-0.2),(0.3,-1)]),
 "arrow": poly([(-1,-0.3),(0.1,-0.3),(0.1,-0.8),(1,0),(0.1,0.8),(0.1,0.3),(-1,0.3)]),
 "cross": poly([(-1,-0.7),(-0.7,-1),(0,-0.3),(0.7,-1),(1,-0.7),(0.3,0),(1,0.7),(0.7,1),(0,0.3),(-0.7,1),(-1,0.7),(-0.3,0)]),
 "plus": poly([(-0.3,-1),(0.3,-1),(0.3,-0.3),(1,-0.3),(1,0.3),(0.3,0.3),(0.3,1),(-0.3,1),(-0.3,0.3),(-1,0.3),(-1,-0.3),(-0.3,-0.3)]),
 "house": poly([(0,-1),(1,-0.1),(0.7,-0.1),(0.7,0.95),(-0.7,0.95),(-0.7,-0.1),(-1,-0.1)]),
}
COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#e65100", "#00838f", "#ad1457"]
import re
def scaled(d, s, dx, dy):
    out, nums, i = [], re.findall(r"[A-Za-z]|-?[0-9.]+", d), 0
    cmd = None; k = 0
    for tok in nums:
        if tok.isalpha():
            cmd = tok; k = 0; out.append(tok); continue
        v = float(tok)
        if cmd == "A":
            pos = k % 7
            if pos in (2, 3, 4): out.append(tok); k += 1; continue
            if pos in (0, 1): v *= s
            elif pos == 5: v = v*s + dx
            elif pos == 6: v = v*s + dy
        else:
            v = v*s + (dx if k % 2 == 0 else dy)
        k += 1; out.append(f"{v:.3f}")
    return " ".join(out)
names = []
for i, (name, d) in enumerate(SHAPES.items()):
    colour = COLOURS[i % len(COLOURS)]
    for variant in ("", "ring", "twin"):
        icon = f"{name}-{variant}" if variant else name
        if variant == "":
            body = f'<path d="{scaled(d, 10.5, 12, 12)}" fill="{colour}"/>'
        elif variant == "ring":
            body = f'<path d="{scaled(d, 9.5, 12, 12)}" fill="none" stroke="{colour}" stroke-width="2.6" stroke-linejoin="round"/>'
        else:
            body = (f'<path d="{scaled(d, 5.4, 6.2, 12)}" fill="{colour}"/>'
                    f'<path d="{scaled(d, 5.4, 17.8, 12)}" fill="{colour}"/>')
        (icons / f"{icon}.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">{body}</svg>\n')
        names.append(icon)
q = order
n_sym = q*q + q + 1
syms = names[:n_sym]
pt = lambda x, y: syms[x*q + y]
slope = lambda m: syms[q*q + m]
inf = syms[q*q + q]
lines = []
for m in range(q):
    for b in range(q):
        lines.append([pt(x, (m*x + b) % q) for x in range(q)] + [slope(m)])
for c in range(q):
    lines.append([pt(c, y) for y in range(q)] + [inf])
lines.append([slope(m) for m in range(q)] + [inf])
with open(root / "cards.yaml", "w") as f:
    f.write("# The deck: the projective plane of order %d, made by make_cards.py. Any two cards share\n"
            "# exactly one symbol; each symbol is on %d cards. The symbols are drawn in any order on a card.\n"
            "cards:\n" % (q, q + 1))
    for i, line in enumerate(lines, 1):
        f.write(f"  - id: c{i:02d}\n    title: Card {i}\n    symbols: [{', '.join(line)}]\n")
print(len(syms), len(lines))

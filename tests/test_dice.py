"""Paper dice (kind: dice, imposition: cube) built and read back: each die's six faces as a cross-shaped net
whose squares meet edge to edge, folded on dashed lines, cut round one outline; folded mathematically, it
closes into a cube with faces 1 and 6, 2 and 5, 3 and 4 opposite, 1, 2 and 3 counterclockwise round their
corner (or clockwise, as asked), each face the way up the README says, and one glue tab on every free edge
pair."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from conftest import REPO, line_of, run_pnp
from pdfread import MM, page_lines, page_paths, page_sizes_mm, page_texts, word_centres, word_directions

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.words import ENGLISH
from pnp.core.workspace import Workspace
from pnp.impose.policy import EDGE
from pnp.kinds import KINDS
from pnp.load.fonts import FontBook

EDGE_MM = 20.0  # the test dice's face
TAB = 6.0  # min(6 mm, 0.3 of the edge)
GAME = """\
title: Dice Test
notice: "pnp test"
components:
  - id: plain
    kind: dice
    title: Plain dice
    source: dice.yaml
    face: dice/face
  - id: marked
    kind: dice
    title: Marked dice
    source: marked.yaml
    face: dice/face
"""
DICE = """\
dice:
  - id: plain
    title: Plain die
    count: 14
    faces: [Q1, Q2, Q3, Q4, Q5, Q6]
"""
MARKED = """\
dice:
  - id: marked
    title: Marked die
    faces:
      - {value: R1, icon: trap}
      - {value: R2, icon: trap}
      - {value: R3, icon: room}
      - {value: R4, icon: room}
      - {value: R5, icon: monster}
      - {value: R6, icon: monster}
"""
FACE = """\
size: 20
bleed: 2
safe: 1.5
elements:
  ground:
    type: rect
    x: "{{ -bleed }}"
    y: "{{ -bleed }}"
    w: "{{ trim.w + 2 * bleed }}"
    h: "{{ trim.h + 2 * bleed }}"
    fill: "#f4efe4"
  symbol:
    when: "{{ face.icon is defined }}"
    type: icon
    name: "{{ face.icon }}"
    x: 7
    y: 2
    w: 6
    h: 5
  value:
    type: text
    text: "{{ face.value }}"
    x: 2
    y: 2
    w: 16
    h: 16
    font: Lato
    size: 12
    align: center
    valign: middle
"""


def dice_workspace(root: Path) -> Path:
    game = root / "content" / "dice"
    (game / "icons").mkdir(parents=True)
    (root / "templates" / "dice").mkdir(parents=True)
    (root / "fonts").symlink_to(REPO / "fonts")
    for icon in ("trap", "room", "monster"):
        (game / "icons" / f"{icon}.svg").write_bytes((REPO / f"content/labyrinth-deck/icons/{icon}.svg").read_bytes())
    (game / "game.yaml").write_text(GAME, encoding="utf-8")
    (game / "dice.yaml").write_text(DICE, encoding="utf-8")
    (game / "marked.yaml").write_text(MARKED, encoding="utf-8")
    (root / "templates" / "dice" / "face.yaml").write_text(FACE, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def dice_built(tmp_path_factory) -> Path:
    root = dice_workspace(tmp_path_factory.mktemp("dice"))
    result = run_pnp(root, "build", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    return root / "output" / "dice"


def faces_on(pdf: Path, page: int, prefix: str) -> dict[int, tuple[float, float]]:
    """Each face's number and where its value prints (mm, y up): the middle of its square."""
    found = {}
    for number in range(1, 7):
        for x, y in word_centres(pdf, page, f"{prefix}{number}"):
            found.setdefault(number, []).append((x / MM, y / MM))
    return found


def nets_on(pdf: Path, page: int, prefix: str) -> list[dict[int, tuple[float, float]]]:
    """The page's nets: each face's square (its middle, on the grid of faces) by its number."""
    faces = faces_on(pdf, page, prefix)
    nets = []
    for x, y in faces[1]:
        net = {1: (x, y)}
        for number in range(2, 7):  # a net's faces lie within two faces of its face 1
            near = [p for p in faces[number] if math.dist(p, (x, y)) < 2 * EDGE_MM + 1]
            assert len(near) == 1, (number, near)
            net[number] = near[0]
        nets.append(net)
    return nets


def grid_of(net: dict[int, tuple[float, float]]) -> dict[int, tuple[int, int]]:
    """Each face's square on the net's grid (column right, row up), the squares EDGE_MM apart, edge to edge."""
    x0, y0 = net[1]
    cells = {}
    for number, (x, y) in net.items():
        column, row = (x - x0) / EDGE_MM, (y - y0) / EDGE_MM
        assert column == pytest.approx(round(column), abs=0.05) and row == pytest.approx(round(row), abs=0.05)
        cells[number] = (round(column), round(row))
    return cells


def folded(cells: dict[int, tuple[int, int]]) -> dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """The net folded printed side out, face 1 held printed side up (towards +z, its right side +x, its upper
    side +y: right × up is the outward normal, as on any face seen from outside): each face's outward normal on
    the cube, and where its square's right and upper sides go (unit vectors), by folding each neighbouring
    square down over the edge it shares."""
    neg = lambda v: tuple(-c for c in v)  # noqa: E731
    at = {cell: number for number, cell in cells.items()}
    found = {1: ((0, 0, 1), (1, 0, 0), (0, 1, 0))}
    todo = [1]
    while todo:
        number = todo.pop()
        normal, east, north = found[number]
        column, row = cells[number]
        for (dc, dr), turned in (
            ((1, 0), (east, neg(normal), north)),
            ((-1, 0), (neg(east), normal, north)),
            ((0, 1), (north, east, neg(normal))),
            ((0, -1), (neg(north), east, normal)),
        ):
            other = at.get((column + dc, row + dr))
            if other is not None and other not in found:
                found[other] = turned
                todo.append(other)
    assert len(found) == 6
    return found


def test_a_die_is_a_net_of_six_squares_edge_to_edge_that_folds_into_a_cube_with_opposite_faces_opposite(
    dice_built,
):
    pdf = dice_built / "dice-plain-a4.pdf"
    nets = nets_on(pdf, 0, "Q")
    assert len(nets) == 6  # 14 dice on A4: 6, 6 and 2 a sheet
    for net in nets:
        cube = folded(grid_of(net))
        normals = {number: normal for number, (normal, _, _) in cube.items()}
        assert len(set(normals.values())) == 6  # it closes: six faces, six sides of the cube
        for a, b in ((1, 6), (2, 5), (3, 4)):
            assert normals[a] == tuple(-c for c in normals[b]), (a, b)


@pytest.fixture(scope="module")
def options_built(tmp_path_factory) -> Path:
    """The test game with the cube's options: a Chinese die with white fold lines, a marked die with none."""
    root = dice_workspace(tmp_path_factory.mktemp("dice-options"))
    game = root / "content/dice/game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace(
        "    face: dice/face\n  - id: marked",
        "    face: dice/face\n"
        '    imposition: {strategy: cube, handedness: clockwise, fold_color: "#ffffff"}\n  - id: marked',
    )
    game.write_text(text + "    imposition: {strategy: cube, fold_color: none}\n", encoding="utf-8")
    result = run_pnp(root, "build", "--paper", "a4", "--out", str(root / "output"))
    assert result.exit_code == 0, result.output
    return root / "output" / "dice"


def turn_of(cube, a: int, b: int, c: int) -> str:
    """How faces a, b and c run round the corner they share, seen from outside: the sign of the triple product
    of their outward normals (positive: a right-handed triple, which seen from the corner it points to, runs
    counterclockwise, as x, y, z do seen from (1, 1, 1))."""
    na, nb, nc = (cube[number][0] for number in (a, b, c))
    cross = (nb[1] * nc[2] - nb[2] * nc[1], nb[2] * nc[0] - nb[0] * nc[2], nb[0] * nc[1] - nb[1] * nc[0])
    triple = sum(x * y for x, y in zip(na, cross, strict=True))
    assert triple in (1, -1)  # three faces round one corner
    return "counterclockwise" if triple > 0 else "clockwise"


def ups_of(pdf: Path, page: int, prefix: str, net: dict[int, tuple[float, float]], cube) -> dict[int, tuple]:
    """Where each face's top points on the folded cube: its value's up direction as printed (its baseline's
    direction turned a quarter turn left), carried onto the cube by the square's right and upper sides."""
    ups = {}
    for number, (x, y) in net.items():
        (angle,) = [
            a
            for wx, wy, a in word_directions(pdf, page, f"{prefix}{number}")
            if math.dist((wx / MM, wy / MM), (x, y)) < 1
        ]
        up_x, up_y = round(-math.sin(math.radians(angle))), round(math.cos(math.radians(angle)))
        _, east, north = cube[number]
        ups[number] = tuple(up_x * e + up_y * n for e, n in zip(east, north, strict=True))
    return ups


@pytest.mark.parametrize(
    ("built", "file", "prefix", "handedness", "left", "right"),
    [
        ("dice_built", "dice-plain-a4.pdf", "Q", "counterclockwise", 3, 4),
        ("dice_built", "dice-marked-a4.pdf", "R", "counterclockwise", 3, 4),  # faces: [a, b, c, d, e, f] alike
        ("options_built", "dice-plain-a4.pdf", "Q", "clockwise", 4, 3),
    ],
)
def test_faces_1_2_and_3_run_counterclockwise_round_their_corner_or_clockwise_when_asked(
    request, built, file, prefix, handedness, left, right
):
    pdf = request.getfixturevalue(built) / file
    for net in nets_on(pdf, 0, prefix):
        cells = grid_of(net)
        assert cells[left] == (-1, 0) and cells[right] == (1, 0)  # beside face 1 on the net
        cube = folded(cells)
        assert turn_of(cube, 1, 2, 3) == handedness
        normals = {number: normal for number, (normal, _, _) in cube.items()}
        for a, b in ((1, 6), (2, 5), (3, 4)):
            assert normals[a] == tuple(-c for c in normals[b]), (a, b)


@pytest.mark.parametrize("built", ["dice_built", "options_built"])
def test_each_face_sits_the_way_up_the_readme_says(request, built):
    """Held with face 1 towards you and 2 on top, 1, 3 and 4 read upright; tipping the die back (its top away
    from you) brings 5, then 6, then 2 before you, each upright: the face in front has its top towards the
    face on top. A diagonal drawn from top left to bottom right on 2 and 3 runs between the corners the README
    names (a face's right is its top × its outward normal, as seen from outside)."""
    pdf = request.getfixturevalue(built) / "dice-plain-a4.pdf"
    for net in nets_on(pdf, 0, "Q"):
        cube = folded(grid_of(net))
        ups, normals = ups_of(pdf, 0, "Q", net, cube), {n: normal for n, (normal, _, _) in cube.items()}
        assert ups[1] == ups[3] == ups[4] == normals[2]
        front, top = 1, 2
        for _ in range(4):  # tip it back: the face underneath comes before you, the one in front goes on top
            assert ups[front] == normals[top], (front, top)
            front, top = 7 - top, front
        assert (front, top) == (1, 2)
        at = {normal: number for number, normal in normals.items()}
        diagonals = {}  # where a diagonal drawn from top left to bottom right runs: the faces at each end
        neg = lambda v: tuple(-c for c in v)  # noqa: E731
        for number in (2, 3):
            up, normal = ups[number], normals[number]
            right = (
                up[1] * normal[2] - up[2] * normal[1],
                up[2] * normal[0] - up[0] * normal[2],
                up[0] * normal[1] - up[1] * normal[0],
            )
            diagonals[number] = ({at[up], at[neg(right)]}, {at[neg(up)], at[right]})
        assert diagonals == (
            {2: ({3, 6}, {1, 4}), 3: ({2, 6}, {1, 5})}
            if built == "dice_built"
            else {2: ({4, 6}, {1, 3}), 3: ({1, 2}, {5, 6})}
        )


def test_fold_lines_print_dark_grey_or_in_the_fold_color_or_not_at_all(dice_built, options_built):
    def folds(pdf: Path) -> list:
        return [path for path in page_paths(pdf, 0) if path.dashed and path.stroke_width > 0]

    grey = folds(dice_built / "dice-plain-a4.pdf")
    assert len(grey) == 6 * (5 + 7) and {path.stroke_color for path in grey} == {(51, 51, 51)}  # 0.2 grey
    white = folds(options_built / "dice-plain-a4.pdf")
    assert len(white) == 6 * (5 + 7) and {path.stroke_color for path in white} == {(255, 255, 255)}
    bare = options_built / "dice-marked-a4.pdf"
    assert folds(bare) == [] and len(outlines_on(bare, 0)) == 1  # the cut outline stays
    assert ENGLISH["cube_steps_unlined"] in " ".join(page_texts(bare)[0].split())


def test_the_net_has_dashed_folds_on_its_five_inner_edges_and_seven_tab_feet_one_tab_on_each_free_cube_edge(
    dice_built,
):
    pdf = dice_built / "dice-plain-a4.pdf"
    lines = [tuple(v / MM for v in box) for box in page_lines(pdf, 0)]
    folds = [  # dashed lines one face long
        (left, bottom, right, top)
        for left, bottom, right, top in lines
        if min(right - left, top - bottom) < 0.5 and max(right - left, top - bottom) == pytest.approx(EDGE_MM, abs=0.6)
    ]
    for net in nets_on(pdf, 0, "Q"):
        cells = grid_of(net)
        x0, y0 = net[1]
        (box,) = [b for b in outlines_on(pdf, 0) if b[0] < x0 < b[2] and b[1] < y0 < b[3]]
        near = [
            ((left + right) / 2, (bottom + top) / 2, right - left > top - bottom)
            for left, bottom, right, top in folds
            if box[0] < (left + right) / 2 < box[2] and box[1] < (bottom + top) / 2 < box[3]
        ]
        assert len(near) == 5 + 7

        edges: dict[tuple, list[str]] = {}  # each cube edge (its middle, doubled) and what meets on it
        for number, (normal, east, north) in folded(cells).items():
            west, south = tuple(-c for c in east), tuple(-c for c in north)
            for dx, dy, way in ((1, 0, east), (-1, 0, west), (0, 1, north), (0, -1, south)):
                column, row = cells[number][0] + dx / 2, cells[number][1] + dy / 2
                inner = (cells[number][0] + dx, cells[number][1] + dy) in cells.values()
                x, y = x0 + column * EDGE_MM, y0 + row * EDGE_MM  # the side's middle
                line = any(abs(mx - x) < 1.5 and abs(my - y) < 1.5 and flat == (dy != 0) for mx, my, flat in near)
                assert line or not inner  # a dashed line on each edge two faces share
                role = "fold" if inner else "tab" if line else "cut"
                edges.setdefault(tuple(n + w for n, w in zip(normal, way, strict=True)), []).append(role)
        assert len(edges) == 12  # the cube's twelve edges, each met by two sides
        roles = sorted(sorted(found) for found in edges.values())
        assert roles == [["cut", "tab"]] * 7 + [["fold", "fold"]] * 5, roles


def outlines_on(pdf: Path, page: int) -> list[tuple[float, float, float, float]]:
    """The bounds (mm, y up) of the page's drawn paths the size of a net with its tabs, upright or turned."""
    return [
        tuple(v / MM for v in box)
        for box in page_lines(pdf, page)
        if sorted(((box[2] - box[0]) / MM, (box[3] - box[1]) / MM))
        == pytest.approx([3 * EDGE_MM + 2 * TAB, 4 * EDGE_MM + TAB], abs=0.5)
    ]


def test_one_cut_outline_goes_round_each_net_and_its_tabs_within_the_printable_page(dice_built):
    pdf = dice_built / "dice-plain-a4.pdf"
    width, height = page_sizes_mm(pdf)[0]
    for page, count in ((0, 6), (1, 6), (2, 2)):
        outlines = outlines_on(pdf, page)
        assert len(outlines) == count == len(nets_on(pdf, page, "Q"))
        for left, bottom, right, top in outlines:
            assert left >= EDGE and bottom >= EDGE and right <= width - EDGE and top <= height - EDGE
        for net in nets_on(pdf, page, "Q"):
            x, y = net[1]
            assert sum(1 for o in outlines if o[0] < x < o[2] and o[1] < y < o[3]) == 1
    assert len(page_texts(pdf)) == 3


def test_the_plan_keeps_each_faces_art_inside_its_nets_cut_outline(dice_built):
    plans = plans_of(dice_built)
    letter = plans["dice-plain-letter"]
    assert [len(page.placements) // 6 for page in letter.pages] == [6, 6, 2]
    for page in letter.pages:
        outlines = [m for m in page.marks if type(m).__name__ == "Outline"]
        for placed in page.placements:
            art = placed.clip
            xs = [seg[i] for seg in art for i in range(1, len(seg), 2)]
            ys = [seg[i] for seg in art for i in range(2, len(seg), 2)]
            assert min(xs) >= EDGE and min(ys) >= EDGE
            assert any(_inside(xs, ys, o) for o in outlines)


def plans_of(out: Path) -> dict:
    workspace = Workspace(out.parent.parent)
    prepared = pipeline.prepare(workspace, "dice", FontBook(workspace.fonts), Findings())
    return {output.name: output.plan for output in prepared.outputs}


def _inside(xs: list[float], ys: list[float], outline) -> bool:
    from pnp.core.geometry import in_polygon, path_points

    points = path_points(outline.path)
    return all(in_polygon(x, y, points) or _on_edge(x, y, points) for x, y in zip(xs, ys, strict=True))


def _on_edge(x: float, y: float, points) -> bool:
    for (x0, y0), (x1, y1) in zip(points, [*points[1:], points[0]], strict=True):
        cross = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)
        within = min(x0, x1) - 1e-6 <= x <= max(x0, x1) + 1e-6 and min(y0, y1) - 1e-6 <= y <= max(y0, y1) + 1e-6
        if abs(cross) < 1e-6 and within:
            return True
    return False


def test_the_first_page_says_how_to_cut_fold_and_glue_the_nets(dice_built):
    text = " ".join(page_texts(dice_built / "dice-marked-a4.pdf")[0].split())
    assert "Marked dice: print one-sided, at 100 % (1 sheet). " + ENGLISH["cube_steps"] in text
    assert "glue the tabs inside" in text


def test_a_die_written_as_mappings_prints_each_faces_own_fields(dice_built):
    pdf = dice_built / "dice-marked-a4.pdf"
    (net,) = nets_on(pdf, 0, "R")
    normals = {n: normal for n, (normal, _, _) in folded(grid_of(net)).items()}
    assert normals[1] == tuple(-c for c in normals[6])


def test_dice_are_counted_listed_proofed_and_left_out_of_tts_with_a_note(tmp_path):
    root = dice_workspace(tmp_path)
    listed = run_pnp(root, "list")
    assert listed.exit_code == 0 and "14 dice (1 different)" in listed.output and "   1 die  " in listed.output
    game = pipeline.load(Workspace(root), "dice", Findings())
    plain = game.components[0]
    assert KINDS["dice"].inventory(plain, game.words) == "**Plain dice**: 14\u00a0dice"
    assert run_pnp(root, "export", "proof", "dice", "--paper", "a4").exit_code == 0
    proof = " ".join(page_texts(root / "output/dice/proof/dice-proof-a4.pdf")[0].split())
    for number in range(1, 7):
        assert f"Plain die\u00a0·\u00a0{number}" in proof or f"Plain die · {number}" in proof
        assert f"Q{number}" in proof and f"R{number}" in proof
    assert run_pnp(root, "export", "tts", "dice").exit_code == 0
    saved = json.loads((root / "output/dice/tts/dice.json").read_text(encoding="utf-8"))
    assert saved["ObjectStates"] == []
    assert saved["Note"].startswith("Not exported: Plain dice, Marked dice (dice).")
    assert sorted(p.name for p in (root / "output/dice/tts").iterdir()) == ["dice.json"]


def test_print_shop_writes_each_faces_png_for_a_web_page_or_a_dice_shop(tmp_path):
    """A dice game's web page shows each face, and a shop that makes custom dice takes a PNG a face: print-shop
    writes them (it left dice out), each face with its bleed, and an order list of a row a face."""
    from PIL import Image

    root = dice_workspace(tmp_path)
    result = run_pnp(root, "export", "print-shop", "dice", "--component", "marked")
    assert result.exit_code == 0, result.output
    folder = root / "output/dice/print-shop/marked"
    faces = [f"001-marked-face-{number}.png" for number in range(1, 7)]
    assert sorted(path.name for path in folder.iterdir()) == sorted([*faces, "marked.pdf", "order.csv"])
    px = round((EDGE_MM + 2 * 2) / 25.4 * 300)
    for name in faces:
        assert abs(Image.open(folder / name).size[0] - px) <= 1
    assert page_sizes_mm(folder / "marked.pdf") == [pytest.approx((EDGE_MM + 4, EDGE_MM + 4), abs=0.01)] * 6
    assert [" ".join(text.split()) for text in page_texts(folder / "marked.pdf")] == [f"R{n}" for n in range(1, 7)]
    rows = (folder / "order.csv").read_text(encoding="utf-8").splitlines()
    assert rows == ["front,back,copies,title"] + [f"{name},,1,Marked die · {n}" for n, name in enumerate(faces, 1)]


@pytest.mark.parametrize(
    ("case", "file", "old", "new", "needle", "rule", "words"),
    [
        (
            "five-faces",
            "content/dice/dice.yaml",
            "faces: [Q1, Q2, Q3, Q4, Q5, Q6]",
            "faces: [Q1, Q2, Q3, Q4, Q5]",
            "faces: [Q1",
            "die-faces",
            "die 'plain': faces: lists 5 faces; a die has 6, in order: 1 and 6, 2 and 5, 3 and 4 fold opposite",
        ),
        (
            "a-d8",
            "content/dice/dice.yaml",
            "faces: [Q1, Q2, Q3, Q4, Q5, Q6]",
            "faces: [Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8]",
            "faces: [Q1",
            "die-faces",
            "die 'plain': faces: lists 8 faces, as a d8: pnp folds six-faced dice (cubes) only; list 6 faces for a "
            "d6, or print the d8's faces as stickers for a blank d8 (a tokens component, one entry a face)",
        ),
        (
            "no-faces",
            "content/dice/dice.yaml",
            "    faces: [Q1, Q2, Q3, Q4, Q5, Q6]\n",
            "",
            "- id: plain",
            "schema",
            "die 'plain': missing required key 'faces'",
        ),
        (
            "not-square",
            "templates/dice/face.yaml",
            "size: 20\n",
            "size: [20, 24]\n",
            "size: [20, 24]",
            "imposition-shape",
            "a die's face is a square, not a 20 × 24 mm rectangle; write size: [20, 20]",
        ),
        (
            "round",
            "templates/dice/face.yaml",
            "size: 20\n",
            "size: 20\nshape: circle\n",
            "shape: circle",
            "imposition-shape",
            "a die's face is a square, not a 20 mm circle; write size: [20, 20] and no shape:",
        ),
        (
            "too-large",
            "templates/dice/face.yaml",
            "size: 20\n",
            "size: 90\n",
            "size: 90",
            "piece-too-large",
            "the net of a die of 90 mm faces (282 × 366 mm with its glue tabs) does not fit on letter paper",
        ),
        (
            "flat-imposition",
            "content/dice/game.yaml",
            "    face: dice/face\n  - id: marked",
            "    face: dice/face\n    imposition: grid\n  - id: marked",
            "imposition: grid",
            "imposition-sides",
            "component 'plain': dice print as nets to fold and glue (imposition: cube); grid prints flat pieces",
        ),
    ],
    ids=lambda value: value if isinstance(value, str) and "/" not in value and " " not in value else None,
)
def test_a_broken_die_is_one_finding_at_its_line_from_validate_and_build_alike(
    tmp_path, case, file, old, new, needle, rule, words
):
    root = dice_workspace(tmp_path)
    path = root / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "dice")
        assert result.exit_code == 1 and result.exception is None, result.output
        errors = [row for row in result.output.splitlines() if ": error: " in row]
        assert len(errors) == 1, errors
        where = f"{file}:{line_of(path, needle)}: error: "
        assert errors[0].startswith(where + words) and errors[0].endswith(f"[{rule}]"), errors[0]

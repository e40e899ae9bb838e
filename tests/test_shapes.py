"""The test workspace (tests/workspace) built and read back: one component per shape and imposition."""

from __future__ import annotations

import math
import re

import pytest
from conftest import run_pnp
from pdfread import MM, boxes_mm, page_lines, page_sizes_mm, page_texts, reassembly, render, word_centres
from PIL import Image, ImageOps

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.geometry import Polygon
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook

BLEED = 3.175
DPI = 200
PX = DPI / 25.4  # pixels per mm
RED, BLUE = (0xC0, 0x39, 0x2B), (0x1F, 0x5F, 0x9E)


def pixels(pdf, page: int) -> Image.Image:
    return render(pdf, page, DPI)


def at(image: Image.Image, x_mm: float, y_mm: float, page_height: float) -> tuple[int, int, int]:
    """The pixel at page point (x, y) mm, y up."""
    return image.getpixel((round(x_mm * PX), round((page_height - y_mm) * PX)))


def near(colour, target, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=True))


def reach(image, x, y, dx, dy, colour, page_height, start=40.0) -> float:
    """How far (mm) from (x, y) the art of ``colour`` reaches in direction (dx, dy).

    Walks in from ``start`` mm out (white paper) until the colour begins.
    """
    distance = start
    while distance > 0 and not near(at(image, x + dx * distance, y + dy * distance, page_height), colour, 60):
        distance -= 0.05
    return distance


@pytest.fixture(scope="module")
def plans(shapes_built):
    """The page plans the build drew from, by output name."""
    workspace = Workspace(shapes_built.parent.parent)
    prepared = pipeline.prepare(workspace, "shapes", FontBook(workspace.fonts), Findings())
    return {output.name: output.plan for output in prepared.outputs}


def test_every_output_is_written(shapes_built):
    names = sorted(p.name for p in shapes_built.glob("*.pdf"))
    expected = [
        f"shapes-{c}-{paper}.pdf"
        for c in (
            *("hexes", "discs", "tiles", "cards", "strips", "tents", "standees"),
            *("figures", "arches", "knights", "banners", "arrows", "board"),
        )
        for paper in ("letter", "a4")
    ]
    singles = ["shapes-arrows-single.pdf", "shapes-board-poster.pdf", "shapes-shop-single.pdf"]
    assert names == sorted([*expected, *singles])


def test_every_page_has_a_trim_box_and_a_bleed_box(shapes_built):
    for pdf in shapes_built.glob("*.pdf"):
        for number, boxes in enumerate(boxes_mm(pdf)):
            assert {"trim", "bleed"} <= set(boxes), (pdf.name, number)
            media, trim, bleed = boxes["media"], boxes["trim"], boxes["bleed"]
            assert media[0] <= bleed[0] <= trim[0] and trim[2] <= bleed[2] <= media[2], (pdf.name, number)
            assert media[1] <= bleed[1] <= trim[1] and trim[3] <= bleed[3] <= media[3], (pdf.name, number)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_hex_token_art_runs_a_full_bleed_past_its_edges(shapes_built, plans, paper):
    """30 mm flat to flat, pointy-top: the art reaches 15 + 3.175 mm from the centre across the flats."""
    pdf = shapes_built / f"shapes-hexes-{paper}.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = pixels(pdf, 0)
    placements = plans[f"shapes-hexes-{paper}"].pages[0].placements
    leftmost = min(placements, key=lambda p: (p.trim.x, -p.trim.y))
    cx, cy = leftmost.trim.x + leftmost.trim.w / 2, leftmost.trim.y + leftmost.trim.h / 2
    assert reach(image, cx, cy, -1, 0, RED, height, start=cx - 1) == pytest.approx(15 + BLEED, abs=0.25)
    point = 30 / math.sqrt(3)  # centre to a point
    top = max(placements, key=lambda p: p.trim.top)
    tx, ty = top.trim.x + top.trim.w / 2, top.trim.y + top.trim.h / 2
    assert reach(image, tx, ty, 0, 1, RED, height) == pytest.approx(point + BLEED * 2 / math.sqrt(3), abs=0.3)


def test_round_tokens_bleed_to_radius_plus_bleed_and_get_cut_outlines(shapes_built, plans):
    pdf = shapes_built / "shapes-discs-a4.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = pixels(pdf, 0)
    page = plans["shapes-discs-a4"].pages[0]
    outer = min(page.placements, key=lambda p: p.trim.x)
    cx, cy = outer.trim.x + 12.5, outer.trim.y + 12.5
    assert reach(image, cx, cy, -1, 0, RED, height, start=cx - 1) == pytest.approx(12.5 + BLEED, abs=0.25)
    content = _content(pdf, 0)
    assert content.count(".45 G") == len(page.placements)  # one grey cut outline per token


def test_square_tiles_bleed_on_every_side(shapes_built, plans):
    pdf = shapes_built / "shapes-tiles-letter.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = pixels(pdf, 0)
    corner = max(plans["shapes-tiles-letter"].pages[0].placements, key=lambda p: (p.trim.top, -p.trim.x))
    cx, cy = corner.trim.x + 25, corner.trim.y + 25
    assert reach(image, cx, cy, -1, 0, RED, height) == pytest.approx(25 + BLEED, abs=0.25)
    assert reach(image, cx, cy, 0, 1, RED, height) == pytest.approx(25 + BLEED, abs=0.25)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_card_backs_print_behind_their_fronts(shapes_built, paper):
    """Each card's title is on the back too; after a long-edge flip it is behind its front."""
    pdf = shapes_built / f"shapes-cards-{paper}.pdf"
    width = page_sizes_mm(pdf)[0][0] * MM
    for word in ("CA", "CB"):
        fronts = sorted((round(width - x), round(y)) for x, y in word_centres(pdf, 0, word))
        backs = sorted((round(x), round(y)) for x, y in word_centres(pdf, 1, word))
        assert fronts and len(fronts) == len(backs)
        for (fx, fy), (bx, by) in zip(fronts, backs, strict=True):
            assert abs(fx - bx) <= 2 and abs(fy - by) <= 2


def test_rounded_cards_in_a_grid_keep_square_full_bleed(shapes_built, plans):
    """Print shops round the corners: the art under a rounded card's corner is square."""
    pdf = shapes_built / "shapes-cards-a4.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = pixels(pdf, 0)
    top_left = min(plans["shapes-cards-a4"].pages[0].placements, key=lambda p: (p.trim.x, -p.trim.top))
    assert near(at(image, top_left.trim.x - 1.0, top_left.trim.top + 1.0, height), RED)  # outside the corner
    assert near(at(image, top_left.trim.x + 5, top_left.trim.top + BLEED - 0.2, height), RED)  # full top bleed
    assert near(at(image, top_left.trim.x + 5, top_left.trim.top + BLEED + 0.4, height), (255, 255, 255), 10)


def test_a_board_prints_over_pages_that_tile_back_into_the_whole(shapes_built, plans):
    tiled = shapes_built / "shapes-board-letter.pdf"
    poster = shapes_built / "shapes-board-poster.pdf"
    sheet = plans["shapes-board-letter"]
    texts = page_texts(tiled)
    assert "Assembly map" in texts[0]
    for text, label in zip(texts[1:], ["A1", "A2", "B1", "B2", "C1", "C2"], strict=True):
        assert f"{label} (row {label[0]}, column {label[1]} of 2 × 3)" in text
    pages = {index: page for index, page in enumerate(sheet.pages) if index}  # after the assembly map
    differences, covered = reassembly(tiled, pages, poster, 0, BLEED)
    assert all(difference < 12 for difference in differences.values()), differences  # the poster's art
    assert covered  # nothing of the board is missing


def test_board_neighbours_overlap_by_the_glue_strip(plans):
    pages = plans["shapes-board-letter"].pages[1:]
    starts = sorted({round(p.bleed_box.x - p.placements[0].transform.e, 3) for p in pages})
    ends = sorted({round(p.bleed_box.right - p.placements[0].transform.e, 3) for p in pages})
    assert ends[0] - starts[1] == pytest.approx(8.0)


def test_poster_is_one_page_of_the_boards_own_size(shapes_built):
    poster = shapes_built / "shapes-board-poster.pdf"
    assert page_sizes_mm(poster) == [pytest.approx((360 + 2 * BLEED, 600 + 2 * BLEED), abs=0.01)]
    boxes = boxes_mm(poster)[0]
    assert boxes["trim"] == pytest.approx((BLEED, BLEED, 360 + BLEED, 600 + BLEED), abs=0.01)


def test_tent_fold_line_lies_where_its_two_panels_meet(shapes_built):
    pdf = shapes_built / "shapes-tents-letter.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = pixels(pdf, 0)
    x = next(x for x, _ in word_centres(pdf, 0, "TE")) / MM
    column = [at(image, x - 12, y / 10, height) for y in range(1, int(height * 10) - 1)]
    # where the red front stops and the blue partner starts, within a millimetre (the fold line between)
    meets = [
        (y + 1) / 10
        for y in range(len(column) - 10)
        if near(column[y], RED) and any(near(c, BLUE) for c in column[y + 1 : y + 10])
    ]
    assert meets, "no front panel under a turned partner"
    lines = [b for b in page_lines(pdf, 0) if abs(b[3] - b[1]) < 2 and (b[2] - b[0]) / MM == pytest.approx(40, abs=0.5)]
    folds = [(b[1] + b[3]) / 2 / MM for b in lines]
    assert any(abs(fold - meets[0]) < 1.0 for fold in folds), (folds, meets)


def test_standee_panels_sit_between_base_tabs(plans):
    page = plans["shapes-standees-a4"].pages[0]
    front = next(p for p in page.placements if p.side == "front")
    back = next(p for p in page.placements if p.side == "back" and p.piece == front.piece and p.trim.x == front.trim.x)
    assert back.trim.y == pytest.approx(front.trim.top) and back.rotation == 180


FIGURE = [(9, 0), (21, 0), (21, 6), (30, 14), (30, 50), (0, 50), (0, 14), (9, 6)]  # templates/shapes/figure.yaml
ARCH = [(0, 15), (1.142, 9.26), (4.393, 4.393), (9.26, 1.142), (15, 0)]  # its left half; then (30, 45), (0, 45)
ARCH += [(30 - x, y) for x, y in reversed(ARCH[:-1])] + [(30, 45), (0, 45)]


def outlines(pdf, page: int) -> list[list[tuple[float, float]]]:
    """The points of every grey cut outline on a page (mm, y up), as the content stream draws them."""
    found = []
    for block in _content(pdf, page).split(".45 G")[1:]:
        path = re.search(r"\bn ([-\d. ml]+?) h\s+S", block).group(1).split()
        found.append([(float(path[i]), float(path[i + 1])) for i in range(0, len(path), 3)])
    return found


def _pair(points: list[tuple[float, float]], top: bool, h: float, base: float) -> set[tuple[float, float]]:
    """A shape's points (face coordinates, y down) in its folded pair's frame, with the mirror and the tabs' corners."""
    w = max(x for x, _ in points)
    if top:
        front = {(x, base + h - y) for x, y in points}
        mirrored = {(x, base + h + y) for x, y in points}
        tabs = {(0, 0), (w, 0), (0, base), (w, base), (0, 2 * h + base), (w, 2 * h + base)}
        tabs |= {(0, 2 * (h + base)), (w, 2 * (h + base))}
    else:
        front = {(x, base + h - y) for x, y in points}
        mirrored = {(2 * w - x, base + h - y) for x, y in points}
        tabs = {(0, 0), (w, 0), (2 * w, 0), (0, base), (w, base), (2 * w, base)}
    return {(round(x, 2), round(y, 2)) for x, y in front | mirrored | tabs}


@pytest.mark.parametrize(
    ("name", "points", "top", "h", "base"), [("figures", FIGURE, True, 50, 12), ("arches", ARCH, False, 45, 10)]
)
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_shaped_standee_is_cut_as_its_shape_and_its_mirror(shapes_built, name, points, top, h, base, paper):
    """One grey outline a pair: the face's shape, its tab, the same mirrored across the straight fold."""
    pdf = shapes_built / f"shapes-{name}-{paper}.pdf"
    found = outlines(pdf, 0)
    assert len(found) == 3  # the three copies
    for outline in found:
        x0, y0 = min(x for x, _ in outline), min(y for _, y in outline)
        drawn = {(round(x - x0, 2), round(y - y0, 2)) for x, y in outline}
        assert drawn == _pair(points, top, h, base)


# Two silhouettes that are not symmetric, their backs' templates drawn mirrored (templates/shapes/*-back.yaml)
KNIGHT = [(8, 0), (20, 0), (26, 7), (28, 18), (26, 28), (30, 40), (30, 50), (0, 50), (0, 40), (4, 30), (5, 18)]
KNIGHT += [(0, 15), (0, 11), (4, 5)]  # knight.yaml: a head facing left, folded at the top, 12 mm tabs
BANNER = [(0, 6), (24, 0), (24, 50), (0, 50), (4, 28)]  # banner.yaml: notched at its free end, folded at the side


@pytest.mark.parametrize(("name", "points", "top"), [("knights", KNIGHT, True), ("banners", BANNER, False)])
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_an_asymmetric_standee_is_cut_round_its_face_then_its_reflection(shapes_built, name, points, top, paper):
    """Point for point, in order: from the fold's end round the face (its tab under its foot) to the fold's
    start, then the same reflected across the fold line, not turned: the knight's back panel, printed
    above it, has its snout on the same (left) side of the sheet; the banner's, to its right, its notch
    on the right."""
    if top:  # face coordinates (mm, y down from the fold); the back panel above it, at negative y
        cut = [(20, 0), (26, 7), (28, 18), (26, 28), (30, 40), (30, 50), (30, 62), (0, 62), (0, 50), (0, 40)]
        cut += [(4, 30), (5, 18), (0, 15), (0, 11), (4, 5), (8, 0)]
        cut += [(x, -y) for x, y in reversed(cut[1:-1])]
        foot = 62  # the tab's lower edge, the pair's lowest line
    else:  # down the slit between the two tabs, round the face to the top of the fold, then the back panel
        cut = [(24, 50), (24, 60), (0, 60), (0, 50), (4, 28), (0, 6), (24, 0)]
        cut += [(48 - x, y) for x, y in reversed(cut[1:-1])]
        foot = 60
    assert {(x, y) for x, y in cut if y >= 0 and x <= 30} >= set(points)  # the face's own points are all there
    expected = [(x, foot - y) for x, y in cut]  # y up from the pair's foot
    pdf = shapes_built / f"shapes-{name}-{paper}.pdf"
    found = outlines(pdf, 0)
    assert len(found) == 3  # the three copies
    for outline in found:
        x0, y0 = min(x for x, _ in outline), min(y for _, y in outline)
        drawn = [(round(x - x0, 2), round(y - y0, 2)) for x, y in outline]
        assert drawn[-1] == drawn[0]  # closed where it began: at the fold's end
        start = drawn.index(expected[0])
        assert drawn[start:-1] + drawn[:start] == expected


def _edges(image, pixels, colour) -> list[int]:
    """Where along a line of ``pixels`` the art of ``colour`` begins or ends: the index of the pixel after."""
    art = [near(image.getpixel(p), colour) for p in pixels]
    return [k for k in range(1, len(art)) if art[k] != art[k - 1]]


@pytest.mark.parametrize(
    ("name", "top", "lines"),
    [
        ("figures", True, (1.0, 2.0, 4.0, 8.0, 12.0, 30.0, 49.0)),  # the head, shoulders and body
        ("knights", True, (1.0, 2.0, 4.0, 8.0, 12.0, 16.0, 20.0, 30.0, 49.0)),  # the muzzle, the jaw, the mane
        ("banners", False, (10.0, 14.0, 18.0, 30.0, 34.0, 40.0, 46.0)),  # above and below its label: the notch
    ],
)
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_shaped_standees_back_lands_on_its_face_when_folded(shapes_built, plans, name, top, lines, paper):
    """Across the fold the blue back is the red front mirrored: where its art begins and ends and where the
    white ring inset in the shape crosses it, within two pixels at 400 dpi (0.13 mm: the anti-aliasing of a
    diagonal edge). A top fold's rows ``lines`` mm either side of the fold match; a side fold's rows, ``lines``
    mm down its panels, match mirrored about the fold, within three (scanned one way, a begin and its mirror
    image, an end, each take the anti-aliasing's part pixel, and the fold falls inside a pixel). An
    asymmetric silhouette so lands on itself, its back's template drawing it mirrored: seen from behind,
    the knight faces right, the banner's notch is on the right."""
    pdf = shapes_built / f"shapes-{name}-{paper}.pdf"
    height = page_sizes_mm(pdf)[0][1]
    image = render(pdf, 0, 400)
    scale = 400 / 25.4
    page = plans[f"shapes-{name}-{paper}"].pages[0]
    tolerance = 2 if top else 3
    for front in (p for p in page.placements if p.side == "front"):
        left, right = round((front.trim.x - 2 * BLEED) * scale), round((front.trim.right + 2 * BLEED) * scale)
        for depth in lines:
            if top:  # the front below the fold, the back above it: a row each, the same way along
                fold = front.trim.top
                rows = (round((height - fold + depth) * scale), round((height - fold - depth) * scale))
                front_edges, back_edges = (
                    _edges(image, [(x, row) for x in range(left, right)], c)
                    for row, c in zip(rows, (RED, BLUE), strict=True)
                )
            else:  # one row across both panels, the back to the right of the fold (the fold's dashed line left out)
                fold, row = front.trim.right * scale, round((height - front.trim.top + depth) * scale)
                middle = round(fold - scale)
                front_edges = sorted(
                    2 * fold - left - k for k in _edges(image, [(x, row) for x in range(left, middle)], RED)
                )
                start = round(fold + scale)
                back_edges = [
                    start + k for k in _edges(image, [(x, row) for x in range(start, round(2 * fold) - left)], BLUE)
                ]
            assert len(front_edges) == len(back_edges) >= 2, (depth, front_edges, back_edges)
            assert all(abs(a - b) <= tolerance for a, b in zip(front_edges, back_edges, strict=True)), (
                depth,
                front_edges,
                back_edges,
            )


ARROW = [(0, 0), (22, 0), (40, 15), (22, 30), (0, 30), (8, 15)]  # arrow.yaml: a token pointing right, notched


def _rounded(points) -> set[tuple[float, float]]:
    return {(round(x, 2), round(y, 2)) for x, y in points}


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_an_asymmetric_tokens_backs_are_cut_round_its_faces_seen_from_behind(shapes_built, paper):
    """Printed duplex (gutters, flipped on the long edge), each back's grey cut outline, the backs page turned
    over left to right as the printer turns the sheet, is a front's outline point for point: the arrow points
    right on its face and is drawn pointing left on the backs page, its cut where the face's is."""
    pdf = shapes_built / f"shapes-arrows-{paper}.pdf"
    width = page_sizes_mm(pdf)[0][0]
    fronts, backs = outlines(pdf, 0), outlines(pdf, 1)
    assert len(fronts) == len(backs) == 6
    for outline in fronts:  # the face's shape as written (y down from its top), its lower-left corner anywhere
        x0, y0 = min(x for x, _ in outline), min(y for _, y in outline)
        assert _rounded((x - x0, 30 - (y - y0)) for x, y in outline) == _rounded(ARROW)
    seen = {frozenset(_rounded((width - x, y) for x, y in outline)) for outline in backs}
    assert seen == {frozenset(_rounded(outline)) for outline in fronts}


def _inside(corner: tuple[float, float], depth: float) -> list[tuple[float, float]]:
    """Points ``depth`` mm inside the arrow's cut all round (each corner and along each edge), on a page where
    its trim's lower-left corner is at ``corner`` (mm, y up)."""
    path = Polygon(ARROW).outline(-depth)
    inner = [(segment[1], segment[2]) for segment in path if segment[0] in ("M", "L")]
    points = [
        (a[0] + (b[0] - a[0]) * k / 8, a[1] + (b[1] - a[1]) * k / 8)
        for a, b in zip(inner, inner[1:] + inner[:1], strict=True)
        for k in range(8)
    ]
    return [(corner[0] + x, corner[1] + 30 - y) for x, y in points]


@pytest.mark.parametrize("name", ["arrows-letter", "arrows-a4", "arrows-single"])
def test_an_asymmetric_tokens_back_covers_its_face_once_turned_over(shapes_built, name):
    """The backs page mirrored left to right, as a long-edge flip (or a print shop's) shows it from the
    front: 0.8 mm inside each red arrow's cut all round, its point and its notch too, the back is blue. With
    the back clipped to the face's shape unturned (as before), 44 to 46 % of those points were white paper."""
    pdf = shapes_built / f"shapes-{name}.pdf"
    height = page_sizes_mm(pdf)[0][1]
    front, back = pixels(pdf, 0), ImageOps.mirror(pixels(pdf, 1))
    if name.endswith("single"):  # a page each, the piece and its bleed: the trim where the TrimBox says
        front_trim, back_trim = (boxes_mm(pdf)[page]["trim"] for page in (0, 1))
        assert page_sizes_mm(pdf)[1][0] - back_trim[2] == pytest.approx(front_trim[0], abs=0.01)  # turned over
        corners = [front_trim[:2]]
    else:
        corners = [(min(x for x, _ in o), min(y for _, y in o)) for o in outlines(pdf, 0)]
    points = [p for corner in corners for p in _inside(corner, 0.8)]
    assert len(points) == 48 * len(corners)
    assert all(near(at(front, x, y, height), RED) for x, y in points)
    assert [(x, y) for x, y in points if not near(at(back, x, y, height), BLUE)] == []


@pytest.mark.parametrize("name", ["figures", "arches", "knights", "banners"])
def test_a_shaped_standee_stays_inside_the_paper_margin(shapes_built, name):
    for paper in ("letter", "a4"):
        pdf = shapes_built / f"shapes-{name}-{paper}.pdf"
        width, height = page_sizes_mm(pdf)[0]
        points = [p for outline in outlines(pdf, 0) for p in outline]
        boxes = [
            tuple(v / MM for v in box) for box in page_lines(pdf, 0)
        ]  # marks, rules, the scale bar (its lines half their width over)
        assert all(5 <= x <= width - 5 and 5 <= y <= height - 5 for x, y in points)
        assert all(b[0] >= 4.7 and b[1] >= 4.7 and b[2] <= width - 4.7 and b[3] <= height - 4.7 for b in boxes)
        bleed = boxes_mm(pdf)[0]["bleed"]
        assert bleed[0] >= 5 and bleed[1] >= 5 and bleed[2] <= width - 5 and bleed[3] <= height - 5


def test_crop_marks_guide_only_the_straight_cuts_of_a_shaped_pair(shapes_built, plans):
    """An arch pair's box is cut straight along its sides and foot, not across the arches' tops: no mark there."""
    pdf = shapes_built / "shapes-arches-a4.pdf"
    page = plans["shapes-arches-a4"].pages[0]
    tops = {round(p.trim.top, 1) for p in page.placements}
    feet = {round(p.trim.y - 10, 1) for p in page.placements}  # below the 10 mm tabs
    marks = [tuple(v / MM for v in box) for box in page_lines(pdf, 0)]
    across = [b for b in marks if b[3] - b[1] < 0.3 and 1.9 < b[2] - b[0] < 3.5]  # short thin horizontal lines
    heights = {round((b[1] + b[3]) / 2, 1) for b in across}
    assert feet <= heights and not (tops & heights), (tops, feet, heights)


def test_print_shop_pages_are_one_card_with_full_bleed(shapes_built):
    pdf = shapes_built / "shapes-shop-single.pdf"
    assert page_sizes_mm(pdf) == [pytest.approx((63.5 + 2 * BLEED, 88.9 + 2 * BLEED), abs=0.01)] * 4
    for boxes in boxes_mm(pdf):
        assert boxes["trim"] == pytest.approx((BLEED, BLEED, 63.5 + BLEED, 88.9 + BLEED), abs=0.01)
        assert boxes["bleed"] == pytest.approx(boxes["media"], abs=0.01)
    assert [t.split()[0] for t in page_texts(pdf)] == ["CA", "CA", "CB", "CB"]


def test_mixed_sizes_share_one_component(shapes_built):
    texts = " ".join(page_texts(shapes_built / "shapes-strips-a4.pdf"))
    assert texts.count("LS") == 4 and texts.count("SS") == 4


def test_list_counts_pieces(shapes_ws):
    result = run_pnp(shapes_ws, "list")
    assert result.exit_code == 0
    assert "24 tokens (2 different)" in result.output and "12 tiles (2 different)" in result.output
    assert "   1 board  Board" in result.output  # one piece, said in the singular, not "(1 different)"


def _content(pdf, page: int) -> str:
    from pdfread import reader

    return reader(pdf).pages[page].get_contents().get_data().decode("latin-1")

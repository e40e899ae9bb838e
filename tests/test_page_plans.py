"""Page plans as pure geometry: every imposition strategy tested without drawing anything."""

from __future__ import annotations

import itertools
import math
from dataclasses import astuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.core.geometry import Box, Ellipse, Hexagon, Polygon, Rectangle, RoundedRectangle, path_bounds
from pnp.core.papers import home_papers, paper, papers
from pnp.impose.marks import FOOTER_CLEAR, footer_band, mark_box
from pnp.impose.plan import Label, Line, Outline, PieceSpec, Registration
from pnp.impose.policy import CUT_TOLERANCE, EDGE, SEAM
from pnp.impose.strategies import STRATEGIES, ImpositionError
from pnp.impose.strategies.grid import best_grid
from pnp.impose.strategies.single import one_a_page
from pnp.impose.strategies.tile import Ranges, windows

BLEED = 3.175
POKER = Rectangle(63.5, 88.9)
LANDSCAPE = Rectangle(88.9, 63.5)


def plan(strategy: str, pieces: list[PieceSpec], paper_name: str | None = "letter", **options):
    return STRATEGIES[strategy].plan(pieces, paper(paper_name) if paper_name else None, options)


def cards(shape=POKER, count=9, sides=("front", "back")) -> list[PieceSpec]:
    return [PieceSpec(shape, BLEED, sides, count)]


def clear_of_edge(box: Box, page) -> bool:
    eps = 1e-6
    return (
        box.x >= EDGE - eps
        and box.y >= EDGE - eps
        and box.right <= page.width - EDGE + eps
        and box.top <= page.height - EDGE + eps
    )


def test_papers_are_data():
    assert {"letter", "a4", "a3", "tabloid", "poster-18x24", "poster-24x36"} <= set(papers())
    assert home_papers() == ("letter", "a4")
    assert paper("a3").size == (297, 420)


@pytest.mark.parametrize(
    ("shape", "paper_name", "per_page", "rotation"),
    [
        (POKER, "letter", 8, 90),  # nine upright leave 6.35 mm above and below: no room for bleed and marks
        (POKER, "a4", 9, 0),
        (LANDSCAPE, "letter", 8, 0),
        (LANDSCAPE, "a4", 9, 90),
        (Rectangle(50, 50), "letter", 15, 0),
    ],
)
def test_grid_puts_the_most_on_a_page(shape, paper_name, per_page, rotation):
    fit = best_grid(paper(paper_name), cards(shape)[0], "auto")
    assert (fit.per_page, fit.rotation) == (per_page, rotation)


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
@pytest.mark.parametrize("shape", [POKER, LANDSCAPE, RoundedRectangle(63.5, 88.9, 3)])
def test_grid_outer_bleed_is_full_where_the_margin_allows_and_never_below_the_cut_tolerance(paper_name, shape):
    fit = best_grid(paper(paper_name), cards(shape)[0], "auto")
    assert min(fit.bleed_x, fit.bleed_y) >= CUT_TOLERANCE
    page = paper(paper_name)
    for bleed, margin in ((fit.bleed_x, fit.x0), (fit.bleed_y, fit.y0)):
        room = margin - EDGE - 0.5 - 2.0  # printable edge, gap, the shortest mark
        assert bleed == pytest.approx(min(BLEED, room))
    assert fit.x0 + fit.cols * fit.item[0] <= page.w and fit.y0 + fit.rows * fit.item[1] <= page.h


def test_nine_poker_cards_on_a4_keep_a_full_bleed_top_and_bottom():
    fit = best_grid(paper("a4"), cards()[0], "auto")
    assert fit.bleed_y == pytest.approx(BLEED)
    assert fit.bleed_x == pytest.approx(2.25)  # 9.75 mm side margins: 5 edge + 0.5 gap + 2 mark leave 2.25


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
@pytest.mark.parametrize("count", [1, 4, 8, 9, 13])
def test_grid_marks_and_footer_stay_printable_and_off_the_art(paper_name, count):
    for page in plan("grid", cards(count=count), paper_name).pages:
        art = [path_bounds(p.clip) for p in page.placements]
        marks = [m for m in page.marks if isinstance(m, Line)]
        assert marks
        for mark in marks:
            box = mark_box(mark)
            assert clear_of_edge(box, page)
            assert not any(box.overlaps(a, tolerance=1e-6) for a in art)
        footer = page.footer.box
        assert clear_of_edge(footer, page)
        assert not any(footer.overlaps(a) for a in art)
        assert not any(footer.overlaps(mark_box(m).grow(0.01)) for m in marks)


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_every_cut_line_of_a_grid_is_marked(paper_name):
    page = plan("grid", cards(), paper_name).pages[0]
    xs = {round(v, 4) for p in page.placements for v in (p.trim.x, p.trim.right)}
    ys = {round(v, 4) for p in page.placements for v in (p.trim.y, p.trim.top)}
    marked_x = {round(m.x1, 4) for m in page.marks if isinstance(m, Line) and m.x1 == m.x2}
    marked_y = {round(m.y1, 4) for m in page.marks if isinstance(m, Line) and m.y1 == m.y2}
    assert xs == marked_x and ys == marked_y


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
@pytest.mark.parametrize("shape", [POKER, LANDSCAPE])
def test_backs_land_behind_their_fronts(paper_name, duplex, shape):
    sheet = plan("grid", cards(shape, count=7), paper_name, duplex=duplex)
    assert sheet.duplex == duplex
    fronts, backs = sheet.pages[0], sheet.pages[1]
    assert len(fronts.placements) == len(backs.placements) == 7
    width, height = fronts.width, fronts.height
    for front, back in zip(fronts.placements, backs.placements, strict=True):
        assert back.side == "back" and back.piece == front.piece
        if duplex == "long-edge":
            assert back.trim.x == pytest.approx(width - front.trim.x - front.trim.w)
            assert back.trim.y == pytest.approx(front.trim.y)
            assert back.rotation == (-front.rotation) % 360
        else:
            assert back.trim.y == pytest.approx(height - front.trim.y - front.trim.h)
            assert back.trim.x == pytest.approx(front.trim.x)
            assert back.rotation == (180 - front.rotation) % 360


def test_trim_and_bleed_boxes_of_a_card_sheet():
    page = plan("grid", cards(), "a4").pages[0]
    trim, bleed = page.trim_box, page.bleed_box
    assert (trim.w, trim.h) == pytest.approx((190.5, 266.7))
    assert bleed.x == pytest.approx(trim.x - 2.25) and bleed.y == pytest.approx(trim.y - BLEED)
    assert bleed.right == pytest.approx(trim.right + 2.25) and bleed.top == pytest.approx(trim.top + BLEED)


def test_a_partly_filled_page_marks_its_own_cards_only():
    page = plan("grid", cards(count=4), "a4", duplex="none").pages[0]
    art = [path_bounds(p.clip) for p in page.placements]
    for mark in page.marks:
        assert not any(mark_box(mark).overlaps(a) for a in art)
    xs = {round(v, 4) for p in page.placements for v in (p.trim.x, p.trim.right)}
    assert {round(m.x1, 4) for m in page.marks if m.x1 == m.x2} == xs


def test_grid_refuses_what_it_cannot_cut():
    with pytest.raises(ImpositionError) as too_large:
        plan("grid", cards(Rectangle(300, 400)))
    assert too_large.value.rule == "piece-too-large" and "tile" in str(too_large.value)
    with pytest.raises(ImpositionError) as round_piece:
        plan("grid", cards(Ellipse(30, 30)))
    assert round_piece.value.rule == "imposition-shape" and "gutters" in str(round_piece.value)
    with pytest.raises(ImpositionError) as mixed:
        plan("grid", [*cards(), *cards(Rectangle(57.15, 88.9))])
    assert mixed.value.rule == "imposition-mixed" and "gutters" in str(mixed.value)
    # a card of the same cut lying the other way (a landscape Hero among portrait cards) is laid turned
    turned = plan("grid", [*cards(), *cards(LANDSCAPE, count=1)])
    assert sorted({p.rotation for page in turned.pages for p in page.placements if p.side == "front"}) == [0, 90]


def test_grid_can_be_told_not_to_turn_cards():
    sheet = plan("grid", cards(count=6), "letter", rotate="never")
    assert len(sheet.pages[0].placements) == 6
    assert {p.rotation for p in sheet.pages[0].placements} == {0}


HEX = Hexagon(30, "pointy-top")


@pytest.mark.parametrize("shape", [HEX, Hexagon(30, "flat-top"), Ellipse(25, 25)])
@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_round_pieces_keep_their_own_bleed_and_get_cut_outlines(shape, paper_name):
    sheet = plan("gutters", [PieceSpec(shape, BLEED, ("front", "back"), 40)], paper_name)
    pitch = (shape.w if shape.kind != "flat-top hexagon" else shape.h) + 2 * BLEED
    for page in sheet.pages:
        centres = [p.trim.x + p.trim.w / 2 for p in page.placements], [p.trim.y + p.trim.h / 2 for p in page.placements]
        points = list(zip(*centres, strict=True))
        for i, a in enumerate(points):
            for b in points[i + 1 :]:
                assert math.dist(a, b) >= pitch - 2 * SEAM - 1e-6  # bleeds overlap by a hair at most
        outlines = [m for m in page.marks if isinstance(m, Outline)]
        assert len(outlines) == len(page.placements)
        assert not [m for m in page.marks if isinstance(m, Line)]  # no straight cut to mark
        for placed in page.placements:
            bounds = path_bounds(placed.clip)
            assert bounds.w == pytest.approx(path_bounds(shape.outline(BLEED)).w)
            assert clear_of_edge(bounds, page)


def test_equal_round_pieces_nest_in_a_honeycomb():
    sheet = plan("gutters", [PieceSpec(HEX, BLEED, ("front",), 40)], "a4")
    rows = {}
    for p in sheet.pages[0].placements:
        rows.setdefault(round(p.trim.y, 3), []).append(p.trim.x)
    starts = sorted((y, min(xs)) for y, xs in rows.items())
    assert len({round(x, 3) for _, x in starts}) == 2  # alternate rows shifted by half a pitch


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_flat_top_hexagons_fill_columns_from_the_left_each_from_the_top(paper_name):
    """As pointy-top hexagons fill rows from the top left, reading order turned: they came in columns from the
    right, each filled from the bottom (the rows of the page turned over its diagonal)."""
    sheet = plan("gutters", [PieceSpec(Hexagon(30, "flat-top"), BLEED, ("front",), 13)], paper_name)
    placed = [(p.trim.x, p.trim.y) for p in sheet.pages[0].placements]
    assert len({round(x, 3) for x, _ in placed}) > 1  # more than one column
    for (x0, y0), (x1, y1) in itertools.pairwise(placed):
        assert x1 > x0 + 1 or (abs(x1 - x0) < 1e-6 and y1 < y0)  # down a column, then the next to the right


def test_square_tiles_in_gutters_get_crop_marks_on_every_edge():
    page = plan("gutters", [PieceSpec(Rectangle(50, 50), BLEED, ("front",), 12)], "letter").pages[0]
    assert not [m for m in page.marks if isinstance(m, Outline)]
    xs = {round(v, 4) for p in page.placements for v in (p.trim.x, p.trim.right)}
    assert {round(m.x1, 4) for m in page.marks if isinstance(m, Line) and m.x1 == m.x2} == xs
    for placed in page.placements:
        assert astuple(path_bounds(placed.clip)) == pytest.approx(astuple(placed.trim.grow(BLEED)))


def test_gutters_take_mixed_sizes_without_overlap():
    pieces = [PieceSpec(Rectangle(100, 25), BLEED, ("front",), 4), PieceSpec(Rectangle(50, 25), BLEED, ("front",), 4)]
    page = plan("gutters", pieces, "a4").pages[0]
    art = [path_bounds(p.clip) for p in page.placements]
    assert len(art) == 8
    for i, a in enumerate(art):
        assert clear_of_edge(a, page)
        assert not any(a.grow(-SEAM).overlaps(b.grow(-SEAM)) for b in art[i + 1 :])


def test_bleeds_that_meet_overlap_by_a_hair_so_no_hairline_shows():
    """Neighbours packed with no gap: each keeps its full bleed and the two bleeds overlap by two
    SEAMs (art meeting art exactly shows a light hairline on screens); with a gap they do not meet."""
    pieces = [PieceSpec(Rectangle(60, 60), BLEED, ("front",), 6)]
    for gap, expected in ((0.0, -2 * SEAM), (2.0, 2.0)):
        page = plan("gutters", pieces, "letter", gap=gap).pages[0]
        row = sorted(
            (p for p in page.placements if abs(p.trim.y - page.placements[0].trim.y) < 1e-6), key=lambda p: p.trim.x
        )
        assert len(row) >= 2
        for left, right in itertools.pairwise(row):
            assert path_bounds(right.clip).x - path_bounds(left.clip).right == pytest.approx(expected)
            assert astuple(path_bounds(left.clip)) == pytest.approx(astuple(left.trim.grow(BLEED)))


STRIPS = [
    PieceSpec(Rectangle(130, 30), BLEED, ("front", "back"), 1),
    PieceSpec(Rectangle(100, 30), BLEED, ("front",), 1),
] * 16


@pytest.mark.parametrize(("paper_name", "sheets"), [("letter", 4), ("a4", 3)])
def test_long_strips_stand_on_end_when_that_takes_fewer_pages(paper_name, sheets):
    """A row holds one strip with its bleed where a column stacks a long and a short one; on A4 the
    band the columns leave at the foot holds one more strip lying down (rows only: five pages)."""
    sheet = plan("gutters", STRIPS, paper_name, duplex="none")
    assert len(sheet.pages) == sheets
    placed = [p for page in sheet.pages for p in page.placements]
    assert len(placed) == 32 and {p.rotation for p in placed} >= {90}
    for page in sheet.pages:
        art = [path_bounds(p.clip) for p in page.placements]
        for i, a in enumerate(art):
            assert clear_of_edge(a, page)
            assert not any(a.grow(-SEAM).overlaps(b.grow(-SEAM)) for b in art[i + 1 :])
        for p in page.placements:
            assert astuple(path_bounds(p.clip)) == pytest.approx(astuple(p.trim.grow(BLEED)))


def _bleeds(placed) -> tuple[float, float, float, float]:
    """The art beyond each side of a placement's trim: left, bottom, right, top."""
    art, trim = path_bounds(placed.clip), placed.trim
    return trim.x - art.x, trim.y - art.y, art.right - trim.right, art.top - trim.top


def test_strips_sharing_their_long_cuts_take_three_letter_sheets_not_four():
    """Columns of a long and a short strip meet edge to edge: six columns a Letter sheet where five
    fit with their own bleeds. The strips of a column keep their bleed between them (there is room),
    every side facing the margin keeps its full bleed, and crop marks continue each shared cut."""
    sheet = plan("gutters", STRIPS, "letter", duplex="none", share_cuts="auto")
    assert [len(page.placements) for page in sheet.pages] == [12, 12, 8]
    for page in sheet.pages:
        lefts = sorted({round(p.trim.x, 6) for p in page.placements})
        assert all(b - a == pytest.approx(30) for a, b in itertools.pairwise(lefts))  # edge to edge
        for placed in page.placements:
            left, bottom, right, top = _bleeds(placed)
            assert (bottom, top) == pytest.approx((BLEED, BLEED))
            column = round(placed.trim.x, 6)
            assert left == pytest.approx(BLEED if column == lefts[0] else SEAM)
            assert right == pytest.approx(BLEED if column == lefts[-1] else SEAM)
            assert clear_of_edge(path_bounds(placed.clip), page)
        art = [path_bounds(p.clip).grow(-SEAM) for p in page.placements]
        assert not any(a.overlaps(b) for a, b in itertools.combinations(art, 2))
        marked = {round(m.x1, 6) for m in page.marks if isinstance(m, Line) and m.x1 == m.x2}
        assert set(lefts) | {round(lefts[-1] + 30, 6)} <= marked


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_shared_cuts_are_only_taken_when_they_save_a_page(paper_name):
    """auto keeps every piece's own bleed where sharing cuts saves nothing (A4's strips; square tiles)."""
    tiles = [PieceSpec(Rectangle(50, 50), BLEED, ("front", "back"), 24)]
    for pieces, saves in ((STRIPS, paper_name == "letter"), (tiles, False)):
        own = plan("gutters", pieces, paper_name, duplex="none")
        auto = plan("gutters", pieces, paper_name, duplex="none", share_cuts="auto")
        assert (len(auto.pages) < len(own.pages)) == saves
        if not saves:
            assert auto == own


def test_shared_cuts_need_rectangles():
    with pytest.raises(ImpositionError, match="share_cuts needs rectangular pieces"):
        plan("gutters", [PieceSpec(HEX, BLEED, ("front",), 4)], "letter", share_cuts=True)


def test_shared_cut_backs_land_behind_their_fronts_with_the_bleed_mirrored():
    pieces = [PieceSpec(Rectangle(50, 50), BLEED, ("front", "back"), 15)]
    fronts, backs = plan("gutters", pieces, "letter", share_cuts=True).pages[:2]
    assert len(fronts.placements) == 15  # 3 × 5 edge to edge; 12 with their own bleeds
    for front, back in zip(fronts.placements, backs.placements, strict=True):
        assert back.trim.x == pytest.approx(fronts.width - front.trim.right)
        left, bottom, right, top = _bleeds(front)
        assert _bleeds(back) == pytest.approx((right, bottom, left, top))


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
def test_turned_strips_have_their_backs_behind_them(duplex):
    sheet = plan("gutters", STRIPS, "letter", duplex=duplex)
    fronts, backs = sheet.pages[0], sheet.pages[1]
    assert {p.rotation for p in fronts.placements} == {90}
    for front, back in zip([p for p in fronts.placements if p.piece % 2 == 0], backs.placements, strict=True):
        if duplex == "long-edge":
            assert back.trim.x == pytest.approx(fronts.width - front.trim.right)
        else:
            assert back.trim.y == pytest.approx(fronts.height - front.trim.top)
        assert back.piece == front.piece and (back.trim.w, back.trim.h) == pytest.approx((front.trim.w, front.trim.h))


ARROW = Polygon([(0, 0), (22, 0), (40, 15), (22, 30), (0, 30), (8, 15)])  # pointing right, notched: not symmetric
LONG_ARROW = Polygon([(0, 0), (200, 0), (230, 15), (200, 30), (0, 30), (8, 15)])  # wider than letter: turned


def _seen(path, page, duplex: str | None) -> set[tuple[float, float]]:
    """The points of ``path`` on a backs page where they lie seen from the front through the sheet, the
    page turned over as the printer flips it (``duplex`` None: a fronts page, as it is)."""
    points = [(segment[1], segment[2]) for segment in path if segment[0] in ("M", "L")]
    if duplex == "long-edge":
        points = [(page.width - x, y) for x, y in points]
    elif duplex == "short-edge":
        points = [(x, page.height - y) for x, y in points]
    return {(round(x, 4), round(y, 4)) for x, y in points}


@pytest.mark.parametrize(
    ("strategy", "shape", "options", "turn"),
    [
        ("gutters", ARROW, {}, 0),
        ("gutters", ARROW, {"duplex": "short-edge"}, 0),
        ("gutters", LONG_ARROW, {}, 90),
        ("gutters", LONG_ARROW, {"duplex": "short-edge"}, 90),
        ("single", ARROW, {}, 0),
        ("upright", LONG_ARROW, {}, 90),  # a print shop's single pages, a piece wider than tall turned upright
    ],
)
def test_an_asymmetric_pieces_back_is_cut_and_clipped_to_its_faces_outline_seen_from_behind(
    strategy, shape, options, turn
):
    """A back's outline is its face's mirrored left to right: placed where the flip takes it, turned as the
    flip turns it, its cut and its art's clip lie on the face's, point for point, seen through the sheet."""
    pieces = [PieceSpec(shape, BLEED, ("front", "back"), 5)]
    if strategy == "upright":
        sheet = one_a_page(pieces, upright=True)
    else:
        sheet = plan(strategy, pieces, "letter" if strategy == "gutters" else None, **options)
    assert sheet.duplex == options.get("duplex", "long-edge") and len(sheet.pages) % 2 == 0
    for fronts, backs in zip(sheet.pages[::2], sheet.pages[1::2], strict=True):
        assert {p.rotation for p in fronts.placements} == {turn}
        for front, back in zip(fronts.placements, backs.placements, strict=True):
            assert (front.side, back.side, back.piece) == ("front", "back", front.piece)
            assert _seen(back.cut, backs, sheet.duplex) == _seen(front.cut, fronts, None)
            assert _seen(back.clip, backs, sheet.duplex) == _seen(front.clip, fronts, None)


def test_a_symmetric_polygons_back_is_its_face_outline_as_written():
    """A polygon symmetric left to right is its own mirror: its back is cut along the same points in the
    same order (its PDF unchanged)."""
    arch = Polygon([(0, 10), (10, 0), (20, 10), (20, 40), (0, 40)])
    assert arch.mirrored() is arch and ARROW.mirrored() is not ARROW
    fronts, backs = plan("gutters", [PieceSpec(arch, BLEED, ("front", "back"), 2)], "letter").pages[:2]
    for front, back in zip(fronts.placements, backs.placements, strict=True):
        shift = back.trim.x - front.trim.x
        assert [s[0] for s in back.cut] == [s[0] for s in front.cut]  # the same points, in the same order
        points = [(round(s[1] - shift, 6), round(s[2], 6)) for s in back.cut if s[0] != "Z"]
        assert points == [(round(s[1], 6), round(s[2], 6)) for s in front.cut if s[0] != "Z"]


def test_a_piece_too_long_for_the_paper_upright_prints_turned():
    page = plan("gutters", [PieceSpec(Rectangle(240, 40), BLEED, ("front",), 2)], "letter").pages[0]
    assert [p.rotation for p in page.placements] == [90, 90]
    with pytest.raises(ImpositionError, match="does not fit on letter paper"):
        plan("gutters", [PieceSpec(Rectangle(270, 40), BLEED, ("front",), 1)], "letter")


def test_a_tent_is_its_face_and_its_partner_turned_over_a_fold():
    sheet = plan("fold", [PieceSpec(Rectangle(40, 25), BLEED, ("front", "back"), 6)], "letter")
    page = sheet.pages[0]
    folds = [m for m in page.marks if isinstance(m, Line) and m.style == "fold"]
    fronts = [p for p in page.placements if p.side == "front"]
    backs = [p for p in page.placements if p.side == "back"]
    assert len(fronts) == len(backs) == 6
    for front, back in zip(fronts, backs, strict=True):
        assert back.rotation == 180 and front.rotation == 0
        assert back.trim.y == pytest.approx(front.trim.top) and back.trim.x == pytest.approx(front.trim.x)
        assert any(f.y1 == f.y2 == pytest.approx(front.trim.top) and f.x1 == pytest.approx(front.trim.x) for f in folds)
        assert path_bounds(front.clip).top == pytest.approx(front.trim.top + 0.1)  # no bleed over the fold
    assert sheet.duplex is None  # one side of the paper


def test_a_standee_has_base_tabs_folded_at_both_free_ends():
    page = plan("fold", [PieceSpec(Rectangle(30, 50), BLEED, ("front", "back"), 2)], "a4", base=12).pages[0]
    front = next(p for p in page.placements if p.side == "front")
    folds = sorted(
        m.y1 for m in page.marks if isinstance(m, Line) and m.style == "fold" and m.x1 == pytest.approx(front.trim.x)
    )
    assert folds == pytest.approx([front.trim.y, front.trim.top, front.trim.top + 50])
    crop_y = {round(m.y1, 4) for m in page.marks if isinstance(m, Line) and m.style == "crop" and m.y1 == m.y2}
    assert round(front.trim.y - 12, 4) in crop_y and round(front.trim.top + 50 + 12, 4) in crop_y


def test_a_standee_tab_shows_its_face_art_and_fold_lines_take_the_games_colour():
    """The face's art runs on over the tab (its length and a bleed); the fold lines over the art are
    in ``fold_color``, or left to the margin marks with ``none``."""
    standee = [PieceSpec(Rectangle(30, 50), BLEED, ("front", "back"), 2)]
    page = plan("fold", standee, "a4", base=12, fold_color="#5d6699").pages[0]
    front = next(p for p in page.placements if p.side == "front")
    back = next(p for p in page.placements if p.side == "back")
    assert path_bounds(front.clip).y == pytest.approx(front.trim.y - 12 - BLEED)
    assert path_bounds(back.clip).top == pytest.approx(back.trim.top + 12 + BLEED)
    on_art = [
        m for m in page.marks if isinstance(m, Line) and m.style == "fold" and m.x1 == pytest.approx(front.trim.x)
    ]
    assert len(on_art) == 3 and {m.color.hex for m in on_art} == {"#5d6699"}
    bare = plan("fold", standee, "a4", base=12, fold_color="none").pages[0]
    art = Box.union([path_bounds(p.clip) for p in bare.placements])
    folds = [m for m in bare.marks if isinstance(m, Line) and m.style == "fold"]
    assert folds and not any(art.x < (m.x1 + m.x2) / 2 < art.right for m in folds)  # margin marks only


def test_fold_refuses_a_piece_without_a_partner():
    with pytest.raises(ImpositionError):
        plan("fold", [PieceSpec(Rectangle(40, 25), BLEED, ("front",), 1)])


def test_a_rounded_tent_is_cut_round_at_its_free_corners_and_notched_at_the_fold():
    """Its rounded corners meet at the fold: one cut outline a pair, curving in to the fold line from both
    panels; the art keeps its square bleed up to the fold; crop marks on every side of the pair's box (the
    cut runs straight along each for a stretch)."""
    page = plan("fold", [PieceSpec(RoundedRectangle(40, 25, 4), BLEED, ("front", "back"), 2)], "a4").pages[0]
    front, back = page.placements[:2]  # a pair's panels, in this order
    assert (front.side, back.side) == ("front", "back") and back.trim.y == pytest.approx(front.trim.top)
    (outline,) = [m for m in page.marks if isinstance(m, Outline) and path_bounds(m.path).overlaps(front.trim)]
    assert sum(segment[0] == "C" for segment in outline.path) == 8  # four rounded corners a panel
    assert astuple(path_bounds(outline.path)) == pytest.approx((front.trim.x, front.trim.y, 40, 50))
    fold = [m for m in page.marks if isinstance(m, Line) and m.style == "fold" and m.y1 == m.y2 == front.trim.top]
    (on_art,) = [m for m in fold if front.trim.x < m.x1 < front.trim.right]  # the margin marks aside
    assert (on_art.x1, on_art.x2) == pytest.approx((front.trim.x + 4, front.trim.right - 4))
    art = (front.trim.x - BLEED, front.trim.y - BLEED, 40 + 2 * BLEED, 25 + BLEED + SEAM)
    assert astuple(path_bounds(front.clip)) == pytest.approx(art)
    assert path_bounds(back.clip).y == pytest.approx(front.trim.top - SEAM)
    crops = [m for m in page.marks if isinstance(m, Line) and m.style == "crop"]
    for value, axis in ((front.trim.x, "x"), (front.trim.right, "x"), (front.trim.y, "y"), (back.trim.top, "y")):
        ends = [m for m in crops if (m.x1 == m.x2 if axis == "x" else m.y1 == m.y2)]
        assert any((m.x1 if axis == "x" else m.y1) == pytest.approx(value) for m in ends), (axis, value)


@pytest.mark.parametrize(
    ("shape", "options", "advice"),
    [
        (Hexagon(30), {}, "fold it along its right side (imposition: {strategy: fold, fold: side})"),
        (Hexagon(30, "flat-top"), {"fold": "side"}, "fold it along its top (imposition: {strategy: fold, fold: top})"),
        (Hexagon(30), {"fold": "side", "base": 12}, "fold it without base tabs (base: 0)"),
        (Ellipse(30, 30), {}, "print face and back apart to glue back to back (imposition: gutters)"),
    ],
)
def test_fold_says_how_a_shape_can_fold(shape, options, advice):
    with pytest.raises(ImpositionError) as refused:
        plan("fold", [PieceSpec(shape, BLEED, ("front", "back"), 1)], **options)
    assert refused.value.rule == "fold-shape" and advice in str(refused.value)


BOARD = [PieceSpec(Rectangle(360, 600), BLEED, ("front",), 1)]


def test_a_board_tiles_over_two_by_three_letter_pages_after_its_map():
    sheet = plan("tile", BOARD, "letter")
    assert len(sheet.pages) == 7
    assert sheet.pages[0].label == "assembly map"
    assert [p.label for p in sheet.pages[1:]] == [f"piece {r}{c}" for r in "ABC" for c in (1, 2)]
    for page in sheet.pages[1:]:
        assert (page.width, page.height) == (215.9, 279.4)
        labels = [m for m in page.marks if isinstance(m, Label)]
        assert any(page.label.split()[1] in m.text for m in labels)


def test_each_copy_of_a_double_sided_board_points_at_its_own_backs_map():
    """Two copies of a board with a back, then a one-sided board: each front's map names the page of
    its own back's map; only the file's first page says how to print it."""
    sheet = plan("tile", [PieceSpec(Rectangle(360, 600), BLEED, ("front", "back"), 2), *BOARD], "letter")
    maps = {number: page for number, page in enumerate(sheet.pages, start=1) if page.label.startswith("assembly")}
    assert {number: page.label for number, page in maps.items()} == {
        1: "assembly map",
        8: "assembly map, back",
        15: "assembly map",
        22: "assembly map, back",
        29: "assembly map",
    }
    steps = {number: [m.text for m in page.marks if isinstance(m, Label)] for number, page in maps.items()}
    assert "4. The board's back goes on its other side: its pages follow, its map is page 8." in steps[1]
    assert "4. The board's back goes on its other side: its pages follow, its map is page 22." in steps[15]
    assert "Assembly map: 6 pages, 3 rows of 2, each overlapping the next by a glue strip." in steps[29]
    assert [number for number, page in enumerate(sheet.pages, start=1) if page.note] == [1]
    assert "the map on page 8" in sheet.note and sheet.duplex is None


def test_tile_windows_cover_the_board_and_overlap_by_the_stated_margin():
    extent = (-BLEED, -BLEED, 360 + BLEED, 600 + BLEED)
    tiles = windows(extent, (215.9 - 24, 279.4 - 24), 8)
    assert (max(t.col for t in tiles) + 1, max(t.row for t in tiles) + 1) == (2, 3)
    columns = sorted({(t.x0, t.x1) for t in tiles})
    rows = sorted({(t.y0, t.y1) for t in tiles})
    for spans, (low, high) in ((columns, (extent[0], extent[2])), (rows, (extent[1], extent[3]))):
        assert spans[0][0] == pytest.approx(low) and spans[-1][1] == pytest.approx(high)
        for (_, end), (start, _) in itertools.pairwise(spans):
            assert end - start == pytest.approx(8)


RANGE = st.tuples(st.floats(-50, 150), st.floats(0, 40)).map(lambda r: (r[0], r[0] + r[1]))


@given(st.lists(st.one_of(RANGE, st.floats(-50, 150).map(lambda a: (a, a))), max_size=12), st.floats(-80, 200))
def test_the_ranges_a_join_avoids_answer_as_a_pass_over_them_all_would(ranges, x):
    """Join placement asks, at every place a join may go, how many words it crosses and how far it keeps
    from the nearest: bisections over the sorted ranges, which must agree with the plain definition."""
    sorted_ranges = Ranges.of(ranges)
    assert sorted_ranges.crossed(x) == sum(a < x < b for a, b in ranges)
    plain = max(min((max(a - x, x - b) for a, b in ranges), default=math.inf), 0.0)
    assert sorted_ranges.clearance(x) == plain


@pytest.mark.parametrize("words", [Box(176, 40, 20, 8), Box(178, 300, 40, 20)])
def test_tile_joins_move_off_the_words_of_the_board(words):
    """A join that would cut a run of text moves (as far as the page count allows) to its nearest
    clear place; the pages stay as many, within the paper, overlapping by the stated margin."""
    extent, room = (-BLEED, -BLEED, 360 + BLEED, 600 + BLEED), (215.9 - 24, 279.4 - 24)
    even = windows(extent, room, 8)
    tiles = windows(extent, room, 8, (words, Box(20, 20, 40, 8)))
    assert len(tiles) == len(even)
    joins_x = sorted({t.x0 for t in even})[1:]
    assert any(words.x < x < words.right for x in joins_x)  # the even join cut the words
    for t in tiles:
        assert t.x1 - t.x0 <= room[0] + 1e-6 and t.y1 - t.y0 <= room[1] + 1e-6
        assert not (t.x0 > extent[0] and words.x - 1 < t.x0 < words.right + 1)
    columns = sorted({(t.x0, t.x1) for t in tiles})
    assert columns[0][0] == pytest.approx(extent[0]) and columns[-1][1] == pytest.approx(extent[2])
    for (_, end), (start, _) in itertools.pairwise(columns):
        assert end - start == pytest.approx(8)
    assert windows(extent, room, 8, (Box(20, 20, 40, 8),)) == even  # words clear of every join change nothing


def test_tile_pages_carry_glue_guides_and_targets_in_the_strip_a_neighbour_covers():
    sheet = plan("tile", BOARD, "letter", overlap=8)
    a1 = sheet.pages[1]
    art = path_bounds(a1.placements[0].clip)
    guides = [m for m in a1.marks if isinstance(m, Line) and m.style == "guide"]
    targets = [m for m in a1.marks if isinstance(m, Registration)]
    assert len(guides) == 2 and len(targets) == 4  # one strip on the right, one below
    for target in targets:
        assert art.x <= target.x <= art.right and art.y <= target.y <= art.top
        assert target.x >= art.right - 8 - 1e-6 or target.y <= art.y + 8 + 1e-6
    for page in sheet.pages:
        assert page.trim_box is not None or page.label == "assembly map"
        for mark in page.marks:
            if isinstance(mark, Line) and mark.style == "crop":
                assert clear_of_edge(mark_box(mark), page)


def test_tile_picks_the_orientation_with_fewer_pages():
    wide = [PieceSpec(Rectangle(500, 300), BLEED, ("front",), 1)]
    sheet = plan("tile", wide, "a4")
    assert sheet.pages[1].width > sheet.pages[1].height


def test_single_pages_are_the_piece_with_its_bleed():
    sheet = STRATEGIES["single"].plan(cards(count=2), None, {})
    assert len(sheet.pages) == 4
    assert [p.placements[0].side for p in sheet.pages] == ["front", "back", "front", "back"]
    for page in sheet.pages:
        assert (page.width, page.height) == pytest.approx((63.5 + 2 * BLEED, 88.9 + 2 * BLEED))
        assert astuple(page.trim_box) == pytest.approx((BLEED, BLEED, 63.5, 88.9))
        assert page.bleed_box == page.page
        assert not page.marks


def test_poster_is_single_for_a_board():
    sheet = STRATEGIES["poster"].plan(BOARD, None, {})
    assert len(sheet.pages) == 1
    assert (sheet.pages[0].width, sheet.pages[0].height) == pytest.approx((360 + 2 * BLEED, 600 + 2 * BLEED))


@pytest.mark.parametrize(
    ("shape", "inside", "outside"),
    [
        (Rectangle(63.5, 88.9), (3.2, 3.2), (2.8, 40)),
        (Ellipse(30, 30), (15 + 11.8 * math.cos(0.8), 15 + 11.8 * math.sin(0.8)), (15 + 12.2, 15)),
        (Hexagon(30, "flat-top"), (17.3, 3.2), (17.3, 2.8)),  # flat top edge: 3 mm in from it
        (Hexagon(30, "pointy-top"), (3.2, 17.3), (2.8, 17.3)),  # a pointy-top hexagon's flats are its sides
    ],
    ids=["rectangle", "circle", "hexagon-flat", "hexagon-pointy"],
)
def test_the_safe_zone_follows_the_shape(shape, inside, outside):
    """What text-outside-safe measures: a point is inside the outline drawn 3 mm inward, or not."""
    assert shape.contains(*inside, 3.0)
    assert not shape.contains(*outside, 3.0)


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
@pytest.mark.parametrize(("strategy", "count"), [("grid", 13), ("grid", 22), ("gutterfold", 7), ("gutters", 11)])
def test_every_page_of_a_plan_keeps_one_footer_band_clear_of_marks_beside_it(paper_name, strategy, count):
    pages = plan(strategy, cards(count=count), paper_name).pages
    assert len(pages) > 1
    fronts = [page for page in pages if page.placements and page.placements[0].side == "front"]
    assert len({page.footer for page in fronts}) == 1, [page.footer for page in fronts]
    for page in pages:
        footer = page.footer.box
        marks = [mark_box(m) for m in page.marks if isinstance(m, Line)]
        across = (lambda box: (box.x, box.right)) if page.footer.vertical else (lambda box: (box.y, box.top))
        low, high = across(footer)
        beside = [m for m in marks if across(m)[0] < high and across(m)[1] > low]  # marks it runs between
        assert not any(footer.overlaps(mark.grow(FOOTER_CLEAR - 0.01)) for mark in beside), (footer, beside)


def test_a_sheet_filled_at_its_bottom_and_left_puts_its_footer_along_the_top():
    width, height = 215.9, 279.4
    pieces = [Box(0, 0, width, 40), Box(0, 0, 40, height - 30)]  # art to the bottom and left edges
    band = footer_band(width, height, pieces, [])
    assert band is not None and band.edge == "top"
    assert band.box.top == pytest.approx(height - EDGE) and band.box.y >= height - EDGE - 6.0 - 1e-9


def test_a_sheet_filled_to_every_margin_but_the_right_puts_its_footer_down_the_right():
    width, height = 215.9, 279.4
    pieces = [Box(0, 0, width, 40), Box(0, 0, 40, height), Box(0, height - 40, width, 40)]
    band = footer_band(width, height, pieces, [])
    assert band is not None and band.edge == "right" and band.vertical
    assert band.box.right == pytest.approx(width - EDGE) and band.box.x >= width - EDGE - 6.0 - 1e-9


TENTS = [PieceSpec(Rectangle(22, 40), BLEED, ("front", "back"), 86)]  # Trap Map Galaxy's trap tents


@pytest.mark.parametrize(
    ("strategy", "paper_name", "sheets", "edge"),
    [
        ("gutterfold", "letter", 4, "bottom"),
        ("gutterfold", "a4", 4, "left"),
        ("gutterfold", "a3", 2, "left"),
        ("fold", "letter", 5, "left"),
    ],
)
def test_pages_whose_pieces_fill_every_margin_still_carry_their_footer(strategy, paper_name, sheets, edge):
    """Gutterfold's tents reach every margin: the footer runs between the paper's edge and the crop
    marks (Letter: below them, left of the fold; A4: beside them, below the fold), or up the fold
    strip when that is longer (A3: the margins' stretches are too short for a footer beside its
    scale bar). Where no such room is left, a sheet gives up a row or a column when that takes no
    more sheets: folded tents on Letter (a column: still five sheets)."""
    pages = plan(strategy, TENTS, paper_name).pages
    assert len(pages) == sheets
    for page in pages:
        assert page.footer is not None and page.footer.edge == edge
        footer = page.footer.box
        assert clear_of_edge(footer, page)
        assert page.footer.length >= 60
        assert not any(footer.overlaps(path_bounds(p.clip).grow(FOOTER_CLEAR - 0.01)) for p in page.placements)
        marks = [mark_box(m) for m in page.marks if isinstance(m, Line)]
        assert not any(footer.overlaps(mark.grow(FOOTER_CLEAR - 0.01)) for mark in marks), page.footer


DIE = tuple(f"face-{number}" for number in range(1, 7))


@pytest.mark.parametrize(
    ("edge", "paper_name", "per_page", "turns"),
    [(16, "a4", 11, {0, 90}), (14, "a4", 15, {90}), (20, "a4", 6, {0}), (20, "letter", 6, {0}), (25, "a4", 4, {0})],
)
def test_dice_nets_fill_a_page_turned_where_that_fits_more(edge, paper_name, per_page, turns):
    """16 mm dice on A4: nine nets upright and two turned in the band below them."""
    sheet = plan("cube", [PieceSpec(Rectangle(edge, edge), 2.0, DIE, 30)], paper_name)
    first = sheet.pages[0]
    assert len(first.placements) == 6 * per_page and {p.rotation for p in first.placements} == turns
    assert sheet.duplex is None and sheet.note.endswith("and glue the tabs inside.")
    for page in sheet.pages:
        outlines = [path_bounds(m.path) for m in page.marks if isinstance(m, Outline)]
        assert len(outlines) == len(page.placements) // 6
        for box in outlines:
            assert clear_of_edge(box, page)
        for a, b in itertools.combinations(outlines, 2):
            assert not a.overlaps(b.grow(1.0))  # nets 2 mm apart
        assert page.footer is not None and clear_of_edge(page.footer.box, page)
        assert not any(page.footer.box.overlaps(box) for box in outlines)
        assert page.trim_box == Box.union(outlines)


def test_cube_refuses_flat_pieces_and_faces_that_are_not_squares():
    with pytest.raises(ImpositionError) as flat:
        plan("cube", cards())
    assert flat.value.rule == "imposition-sides"
    with pytest.raises(ImpositionError) as oblong:
        plan("cube", [PieceSpec(Rectangle(20, 24), 2.0, DIE)])
    assert oblong.value.rule == "imposition-shape"
    with pytest.raises(ImpositionError) as large:
        plan("cube", [PieceSpec(Rectangle(90, 90), 2.0, DIE)])
    assert large.value.rule == "piece-too-large"


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
def test_a_gutters_row_in_the_middle_of_the_page_keeps_its_footer_along_the_free_bottom(paper_name):
    """Six 25 mm tokens, one row in the middle of a portrait page: the bottom margin is free across the whole
    width. Before, the footer ran up the left margin, turned, because that margin is longer."""
    (page,) = plan("gutters", [PieceSpec(Ellipse(25, 25), BLEED, ("front",), 6)], paper_name).pages
    assert page.footer is not None and page.footer.edge == "bottom", page.footer
    assert page.footer.length == pytest.approx(page.width - 2 * EDGE)


@pytest.mark.parametrize(
    ("strategy", "pieces", "options", "note"),
    [
        ("gutters", [PieceSpec(Ellipse(30, 30), BLEED, ("front",), 4)], {}, "just inside the cut outlines"),
        ("grid", cards(count=2), {"cut_outline": True}, "crop marks and just inside the cut outlines"),
        ("gutterfold", cards(count=2), {"cut_outline": True}, "crop marks and just inside the cut outlines"),
        (
            "fold",
            [PieceSpec(Hexagon(30, "flat-top"), BLEED, ("front", "back"), 2)],
            {},
            "just inside the cut outlines, then",
        ),
        ("cube", [PieceSpec(Rectangle(20, 20), BLEED, tuple(f"face{i}" for i in range(1, 7)), 1)], {}, "its outline,"),
    ],
)
def test_cut_outlines_take_the_games_cut_color_and_the_note_calls_them_no_grey(strategy, pieces, options, note):
    """``cut_color`` colours every cut outline a strategy draws (a light line round a dark tin label); the note then
    says "the cut outlines", not "the grey cut outlines"; without it they stay the marks' grey."""
    coloured = plan(strategy, pieces, "a4", cut_color="#ffffff", **options)
    outlines = [m for page in coloured.pages for m in page.marks if isinstance(m, Outline) and m.style == "cut"]
    assert outlines and {m.color.hex for m in outlines} == {"#ffffff"}
    assert note in coloured.note and "grey" not in coloured.note, coloured.note
    grey = plan(strategy, pieces, "a4", **options)
    assert {m.color for page in grey.pages for m in page.marks if isinstance(m, Outline)} == {None}
    assert "grey" in grey.note

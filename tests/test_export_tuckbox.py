"""pnp export tuckbox: a box net per deck sized from its cards, on Letter or A4, cut in two when it must be."""

from __future__ import annotations

import itertools
from pathlib import Path
from types import SimpleNamespace

import pypdf
import pytest
from conftest import REPO, edit, line_of, make_workspace, new_game, run_pnp
from pdfread import MM, page_lines, page_sizes_mm, page_texts, printed_chars, word_boxes
from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.geometry import Box, path_bounds
from pnp.core.papers import paper
from pnp.impose.plan import Label, Line, Outline, Panel
from pnp.impose.policy import EDGE
from pnp.impose.tuckbox import (
    CLEARANCE,
    THICKNESS,
    TuckBoxError,
    arrange,
    net,
    tuck_box,
)

POKER = (63.5, 88.9)
LETTER, A4 = paper("letter").size, paper("a4").size
TOL = 1e-6


# -- the box and its net: pure geometry ----------------------------------------------------------


def test_the_inside_is_the_card_plus_clearance_and_as_deep_as_the_stack():
    box = tuck_box(*POKER, 16)
    assert (box.w, box.h) == pytest.approx((63.5 + CLEARANCE, 88.9 + CLEARANCE))
    assert box.d == pytest.approx(16 * THICKNESS + CLEARANCE)
    assert THICKNESS == 0.3 and CLEARANCE == 1.0  # the defaults the README states
    doubled = tuck_box(*POKER, 32)
    assert doubled.d - CLEARANCE == pytest.approx(2 * (box.d - CLEARANCE))
    assert (doubled.w, doubled.h) == (box.w, box.h)
    thick = tuck_box(*POKER, 16, thickness=0.6, clearance=2.0)
    assert (thick.w, thick.d) == pytest.approx((65.5, 16 * 0.6 + 2.0))
    with pytest.raises(TuckBoxError):
        tuck_box(*POKER, 0)


def test_panels_follow_the_card_size_and_the_depth():
    box = tuck_box(*POKER, 100)
    whole = net(box)
    panels = whole.panels
    for name in ("front", "back"):
        assert (panels[name].w, panels[name].h) == pytest.approx((box.w, box.h))
    for name in ("side-1", "side-2"):
        assert (panels[name].w, panels[name].h) == pytest.approx((box.d, box.h))
    assert panels["lid"].h == pytest.approx(box.d) and panels["bottom"].h == pytest.approx(box.d)
    assert panels["lid"].y == pytest.approx(panels["back"].top)  # the lid hangs from the back
    assert panels["bottom"].top == pytest.approx(panels["front"].y)  # the bottom from the front
    bounds = whole.bounds
    assert bounds.w == pytest.approx(2 * box.w + 2 * box.d + box.glue)
    assert bounds.h == pytest.approx(box.h + 2 * (box.d + box.tuck))
    bigger = net(tuck_box(69.85, 120.65, 100)).panels  # tarot
    assert bigger["front"].w > panels["front"].w and bigger["front"].h > panels["front"].h
    assert bigger["side-1"].w == pytest.approx(panels["side-1"].w)  # same count, same depth


def _on_edge(line: Line, boxes: list[Box]) -> bool:
    """The fold runs along an edge of one of the boxes."""
    for b in boxes:
        if line.x1 == line.x2:
            at, (low, high), edges, span = line.x1, sorted((line.y1, line.y2)), (b.x, b.right), (b.y, b.top)
        else:
            at, (low, high), edges, span = line.y1, sorted((line.x1, line.x2)), (b.y, b.top), (b.x, b.right)
        if any(abs(at - edge) < TOL for edge in edges) and span[0] - TOL <= low and high <= span[1] + TOL:
            return True
    return False


def test_folds_are_the_panels_edges_and_the_cut_goes_round_the_whole_net():
    box = tuck_box(*POKER, 60)
    whole = net(box)
    assert whole.folds and all(fold.style == "fold" for fold in whole.folds)
    assert all(_on_edge(fold, list(whole.panels.values())) for fold in whole.folds)
    # four walls and the glue flap: four vertical folds the height of the box
    vertical = [f for f in whole.folds if f.x1 == f.x2]
    assert len(vertical) == 4 and all(abs(f.y2 - f.y1 - box.h) < TOL for f in vertical)
    # lid, top tuck, bottom, bottom tuck and four dust flaps fold horizontally
    assert len(whole.folds) - len(vertical) == 8
    assert whole.bounds == path_bounds(whole.path)
    assert len(set(whole.outline)) == len(whole.outline)  # a closed outline, each corner once
    front = whole.panels["front"]
    notch = [p for p in whole.outline if front.x < p[0] < front.right and front.y < p[1] < front.top]
    assert notch and min(y for _, y in notch) == pytest.approx(front.top - box.notch)  # the thumb notch
    assert whole.glue and whole.glue[0][1] == "back"


def test_the_labyrinth_deck_fits_one_letter_page_upright():
    box = tuck_box(*POKER, 16)
    for size in (LETTER, A4):
        sheets = arrange(box, size)
        assert len(sheets) == 1 and len(sheets[0].nets) == 1
        sheet = sheets[0]
        assert (sheet.width, sheet.height) == size  # portrait
        _inside_margins(sheet)


def _inside_margins(sheet) -> None:
    for piece in sheet.nets:
        b = piece.bounds
        assert b.x >= EDGE - TOL and b.y >= EDGE - TOL
        assert b.right <= sheet.width - EDGE + TOL and b.top <= sheet.height - EDGE + TOL


def test_the_fanucci_deck_is_cut_in_two_pieces_that_share_a_landscape_page():
    box = tuck_box(*POKER, 174)
    whole = net(box).bounds
    for size in (LETTER, A4):  # neither way round does the whole net fit
        assert not (whole.w <= size[0] - 2 * EDGE and whole.h <= size[1] - 2 * EDGE)
        assert not (whole.w <= size[1] - 2 * EDGE and whole.h <= size[0] - 2 * EDGE)
        sheets = arrange(box, size)
        assert len(sheets) == 1 and len(sheets[0].nets) == 2
        assert sheets[0].width > sheets[0].height  # landscape
        _inside_margins(sheets[0])
        a, b = sheets[0].nets
        assert not a.bounds.overlaps(b.bounds)
    on_a5 = arrange(box, paper("a5").size)  # too small for both at once: a page each
    assert [len(sheet.nets) for sheet in on_a5] == [1, 1]
    for sheet in on_a5:
        _inside_margins(sheet)


def test_the_two_pieces_make_the_whole_ring_and_glue_to_each_other():
    box = tuck_box(*POKER, 174)
    back, front = net(box, "back"), net(box, "front")
    walls = lambda piece: {k for k in piece.panels if k in ("front", "back", "side-1", "side-2")}  # noqa: E731
    assert walls(back) == {"back", "side-1"} and walls(front) == {"front", "side-2"}
    assert [note for _, note in back.glue] == ["front"] and [note for _, note in front.glue] == ["back"]
    assert "lid" in back.panels and "bottom" in front.panels
    whole = net(box)
    assert back.panels["back"].w + back.panels["side-1"].w + front.panels["front"].w + front.panels["side-2"].w == (
        pytest.approx(sum(whole.panels[name].w for name in ("back", "side-1", "front", "side-2")))
    )
    assert _area(back.outline) + _area(front.outline) > _area(whole.outline)  # one glue flap more


def _area(points) -> float:
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True))) / 2


def test_a_box_too_large_even_in_two_pieces_is_refused_in_one_line():
    box = tuck_box(69.85, 120.65, 400)  # 400 tarot cards: 121 mm deep
    with pytest.raises(TuckBoxError) as caught:
        arrange(box, LETTER)
    message = str(caught.value)
    assert "\n" not in message and "does not fit the paper even in two pieces" in message
    assert "400 cards at 0.3 mm" in message
    assert len(arrange(box, paper("a3").size)) >= 1  # a larger paper takes it


def test_a_deep_box_still_has_dust_flaps_narrower_than_the_opening():
    for count in (1, 16, 174, 400):
        box = tuck_box(*POKER, count)
        assert 0 < box.dust <= 0.45 * box.w + TOL
        assert box.tuck <= box.h / 3 + TOL and box.glue <= box.w / 3 + TOL
        assert box.dust <= box.d + box.tuck  # never taller than the lid and its tuck flap
        assert net(box).bounds.h == pytest.approx(box.h + 2 * (box.d + box.tuck))


# -- the plan: art, words, marks ------------------------------------------------------------------


@pytest.fixture(scope="module")
def labyrinth():
    """The Labyrinth Deck prepared as pnp export prepares it: its decks and the furniture font."""
    from pnp import pipeline
    from pnp.core.findings import Findings
    from pnp.core.profiles import profiles
    from pnp.core.workspace import Workspace
    from pnp.export import ExportJob, ExportSettings
    from pnp.load.fonts import FontBook

    workspace = Workspace(REPO)
    fonts = FontBook(workspace.fonts)
    prepared = pipeline.prepare(workspace, "labyrinth-deck", fonts, Findings())
    job = ExportJob(prepared, ExportSettings(profiles()["home"], ("letter", "a4")), files=None)
    face = fonts.default_family.face()
    fonts.ready(face)
    return SimpleNamespace(job=job, font=face.name)


def _plan(labyrinth, count_override=None, size=LETTER, game="The Labyrinth Deck"):
    from pnp.export.tuckbox import box_art, box_for, plan_box

    pieces = labyrinth.job.piece_sets(("deck",))[0]
    box = box_for(labyrinth.job, pieces)
    if count_override:
        box = tuck_box(*POKER, count_override)
    sheets = arrange(box, size)
    art = box_art(labyrinth.job, pieces)
    return sheets, plan_box(sheets, box, pieces, game, labyrinth.font, (25.4, "1 in"), art=art), pieces


def test_the_front_and_back_show_the_decks_back_art_and_stay_off_the_folds(labyrinth):
    for count in (None, 174):  # one piece, and two
        sheets, plan, pieces = _plan(labyrinth, count)
        for sheet, page in zip(sheets, plan.pages, strict=True):
            walls = [piece.panels[name] for piece in sheet.nets for name in ("front", "back") if name in piece.panels]
            assert len(page.placements) == len(walls)
            folds = [m for m in page.marks if isinstance(m, Line)]
            for placed in page.placements:
                assert placed.side == "back" and "back" in pieces.laid[placed.piece].faces
                clip = path_bounds(placed.clip)
                assert any(_same(clip, wall) for wall in walls)  # trimmed to its panel
                assert not any(_crosses(fold, clip) for fold in folds)  # folds run along the art's edges only
                # the art covers its panel: the face's trim, scaled, reaches every edge
                w, h = pieces.laid[placed.piece].faces["back"].size
                corners = [placed.transform.apply(x, y) for x, y in ((0, 0), (w, h))]
                xs, ys = sorted(c[0] for c in corners), sorted(c[1] for c in corners)
                assert xs[0] <= clip.x + TOL and xs[1] >= clip.right - TOL
                assert ys[0] <= clip.y + TOL and ys[1] >= clip.top - TOL


def _same(a: Box, b: Box) -> bool:
    return all(abs(p - q) < 1e-6 for p, q in zip((a.x, a.y, a.w, a.h), (b.x, b.y, b.w, b.h), strict=True))


def _crosses(fold: Line, box: Box) -> bool:
    """The fold passes through the box's inside (not along its edge)."""
    if fold.x1 == fold.x2:
        low, high = sorted((fold.y1, fold.y2))
        return box.x + TOL < fold.x1 < box.right - TOL and low < box.top - TOL and high > box.y + TOL
    low, high = sorted((fold.x1, fold.x2))
    return box.y + TOL < fold.y1 < box.top - TOL and low < box.right - TOL and high > box.x + TOL


def test_the_words_are_readable_and_name_the_game_and_the_deck(labyrinth):
    for count in (None, 5, 174):
        _, plan, _ = _plan(labyrinth, count)
        labels = [m for page in plan.pages for m in page.marks if isinstance(m, Label)]
        assert labels and all(label.size >= 6.0 for label in labels)
        texts = [label.text for label in labels]
        assert "Labyrinth deck: 16 cards" in texts  # the back (the game's title is on the art, and on wide sides)
        assert any(text.startswith("glue") for text in texts)
    _, plan, _ = _plan(labyrinth)
    sides = [m for m in plan.pages[0].marks if isinstance(m, Label) and m.angle == 90 and not m.text.startswith("glue")]
    assert sorted(label.text for label in sides) == ["Labyrinth deck", "The Labyrinth Deck"]


@pytest.mark.parametrize(("game", "on_front"), [("The Labyrinth Deck", []), ("Minotaur Run", ["Minotaur Run"])])
def test_the_front_names_the_game_only_where_its_art_does_not(labyrinth, game, on_front):
    """The Labyrinth Deck's back art prints its title: a white-boxed label repeated it over the art
    (Fanucci's across the medallion's frame). A game whose back art does not print its title gets it."""
    sheets, plan, _ = _plan(labyrinth, game=game)
    front = sheets[0].nets[0].panels["front"]
    labels = [m for m in plan.pages[0].marks if isinstance(m, Label) and m.angle == 0]
    inside = [label for label in labels if front.x < label.x < front.right and front.y < label.y < front.top]
    assert [label.text for label in inside[:1]] == on_front
    if on_front:  # the game's and the deck's titles on one white panel, one under the other, apart
        game_title, deck_title = inside[:2]
        (panel,) = [m.box for m in plan.pages[0].marks if isinstance(m, Panel) and front.overlaps(m.box)]
        for title in (game_title, deck_title):
            half = stringWidth(title.text, labyrinth.font, title.size) / MM / 2
            assert panel.x < title.x - half and title.x + half < panel.right
            assert panel.y < title.y < panel.top
        ink_gap = (game_title.y - 0.22 * game_title.size / MM) - (deck_title.y + 0.72 * deck_title.size / MM)
        assert ink_gap >= 1.0  # the title's descenders and the deck's capitals


@pytest.mark.parametrize("game", ["labyrinth-deck", "fanucci", "twisty-passages"])
def test_the_back_lists_the_contents_on_one_panel_below_the_lid(tmp_path, game):
    """The back's contents, read from the exported file: one white panel holds every line (the Labyrinth
    Deck's three were three pills of their own widths, touching: 0.4 mm from one line's ink to the next),
    the lines start at one left edge, at one size, evenly spaced and clear of each other, and the panel
    stands below the lid's fold (Fanucci's pill crossed it). The list has a heading, as a box's back does:
    "Contents" in bold over the decks (there was none)."""
    result = run_pnp(REPO, "export", "tuckbox", game, "--paper", "a4", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / game / "tuckbox" / "deck-tuckbox-a4.pdf"
    lines = {
        "labyrinth-deck": ["Contents", "Labyrinth deck: 16 cards", "Supply: 15 cards", "Actions: 5 cards"],
        "fanucci": ["Contents", "Fanucci deck: 174 cards"],
        "twisty-passages": ["Contents", "Maze deck: 104 cards"],
    }[game]
    assert [_font_of(pdf, line).endswith("-Bold") for line in lines] == [True] + [False] * (len(lines) - 1)
    inks = [tuple(v / MM for v in word_boxes(pdf, 0, line)[0]) for line in lines]  # mm: left, bottom, right, top
    assert max(ink[0] for ink in inks) - min(ink[0] for ink in inks) < 0.3  # one left edge
    chars = [
        (y / MM, size)
        for x, y, size, char in _pdfium_chars(pdf)
        if char.strip()  # not the line breaks pdfium puts between lines
        and any(i[0] - 0.1 <= x / MM <= i[2] + 0.1 and i[1] - 0.1 <= y / MM <= i[3] + 0.1 for i in inks)
    ]
    assert {round(size, 2) for _, size in chars} == {9.0}  # one size, the largest
    baselines = sorted({round(y, 2) for y, _ in chars}, reverse=True)
    assert len(baselines) == len(lines)
    pitches = [a - b for a, b in itertools.pairwise(baselines)]
    assert all(abs(pitch - pitches[0]) < 0.05 for pitch in pitches)
    for upper, lower in itertools.pairwise(inks):
        assert upper[1] - lower[3] >= 1.0  # descenders to capitals
    paths = [tuple(v / MM for v in box) for box in page_lines(pdf, 0)]
    holding = [p for p in paths if all(p[0] < i[0] and p[1] < i[1] and i[2] < p[2] and i[3] < p[3] for i in inks)]
    panels = [p for p in holding if p[2] - p[0] < 60]  # not the cut round the whole net
    assert len(panels) == 1, holding
    ((left, bottom, right, top),) = panels
    assert not [p for p in paths if p != panels[0] and left <= p[0] and p[2] <= right and bottom <= p[1] <= top]
    sheets = arrange(tuck_box(*POKER, {"labyrinth-deck": 36, "fanucci": 174, "twisty-passages": 104}[game]), A4)
    backs = [n.panels["back"] for n in sheets[0].nets if "back" in n.panels]
    if game != "twisty-passages":  # its cards lie on their side: the net's panels turn, not checked here
        (back,) = backs
        assert back.top - top >= 3.5 and back.x < left and right < back.right


def _font_of(pdf: Path, words: str) -> str:
    """The name of the font ``words`` are printed in (its first letter's), on the file's first page."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    document = pdfium.PdfDocument(str(pdf))
    try:
        text = document[0].get_textpage()
        start, _ = text.search(words, match_case=True).get_next()
        name = ctypes.create_string_buffer(128)
        pdfium_c.FPDFText_GetFontInfo(text.raw, start, name, 128, None)
        return name.value.decode()
    finally:
        document.close()


def _pdfium_chars(pdf: Path):
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        return printed_chars(document[0])
    finally:
        document.close()


def test_cuts_are_solid_outlines_and_folds_dashed_lines(labyrinth):
    sheets, plan, _ = _plan(labyrinth)
    marks = plan.pages[0].marks
    cuts = [m for m in marks if isinstance(m, Outline)]
    assert [m.style for m in cuts] == ["cut"]
    assert path_bounds(cuts[0].path) == sheets[0].nets[0].bounds
    assert len([m for m in marks if isinstance(m, Line) and m.style == "fold"]) == 12
    assert not [m for m in marks if isinstance(m, Line) and m.style != "fold"]


# -- the export: files, pages, what is drawn ------------------------------------------------------


def _strokes(path: Path, index: int = 0) -> tuple[int, int]:
    """Strokes on a page's own content: (dashed in the fold style, solid in the cut style's grey)."""
    reader = pypdf.PdfReader(str(path))
    page = reader.pages[index]
    content = pypdf.generic.ContentStream(page.get_contents(), reader)
    dash: list[float] = []
    grey = None
    dashed = solid = 0
    for operands, operator in content.operations:
        if operator == b"d":
            dash = [float(v) for v in operands[0]]
        elif operator == b"G":
            grey = float(operands[0])
        elif operator in (b"S", b"s"):
            if dash == pytest.approx([2.0, 1.2]) and grey == pytest.approx(0.2):
                dashed += 1
            elif not dash and grey == pytest.approx(0.45):
                solid += 1
    return dashed, solid


def test_export_writes_a_box_per_deck_and_paper_the_decks_that_share_it_inside(tmp_path):
    """The Labyrinth Deck's Supply and Actions say tuckbox: {with: deck}: one box holds the game's 36 cards
    (16 + 15 + 5), its back lists each deck with its count, its side names all three."""
    result = run_pnp(REPO, "export", "tuckbox", "labyrinth-deck", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "labyrinth-deck" / "tuckbox"
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["deck-tuckbox-a4.pdf", "deck-tuckbox-letter.pdf"]
    for name, size in (("letter", LETTER), ("a4", A4)):
        pdf = folder / f"deck-tuckbox-{name}.pdf"
        ((w, h),) = page_sizes_mm(pdf)
        assert (w, h) == pytest.approx(size, abs=0.01)
        # the drawn cut outline spans the net the geometry plans, centred on the page
        expected = arrange(tuck_box(*POKER, 36), size)[0].nets[0].bounds
        boxes = [tuple(v / MM for v in b) for b in page_lines(pdf, 0)]
        target = (expected.x, expected.y, expected.right, expected.top)
        assert any(all(abs(a - b) < 0.3 for a, b in zip(box, target, strict=True)) for box in boxes), boxes
        assert _strokes(pdf) == (12, 1)  # twelve folds dashed, one solid cut around the net
        text = page_texts(pdf)[0]
        assert "The Labyrinth Deck" in text and "36 cards at 0.3 mm" in text  # the thickness is stated on the sheet
        listed = [
            text.index(f"{deck}: {n} cards") for deck, n in (("Labyrinth deck", 16), ("Supply", 15), ("Actions", 5))
        ]
        assert listed == sorted(listed)  # one under the other, in game.yaml's order
        assert "Labyrinth deck · Supply · Actions" in text


def test_the_fanucci_box_comes_in_two_pieces_and_on_two_a5_pages(tmp_path):
    result = run_pnp(REPO, "export", "tuckbox", "fanucci", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "fanucci" / "tuckbox"
    pdf = folder / "deck-tuckbox-letter.pdf"
    assert page_sizes_mm(pdf) == [pytest.approx((LETTER[1], LETTER[0]), abs=0.01)]  # one landscape page
    assert _strokes(pdf) == (12, 2)  # two pieces: a cut round each; six folds each
    assert "in 2 pieces" in page_texts(pdf)[0]
    result = run_pnp(REPO, "export", "tuckbox", "fanucci", "--paper", "a5", "--out", str(tmp_path / "a5"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "a5" / "fanucci" / "tuckbox" / "deck-tuckbox-a5.pdf"
    sizes = page_sizes_mm(pdf)
    assert len(sizes) == 2 and all(sorted(s) == pytest.approx(sorted(paper("a5").size), abs=0.01) for s in sizes)
    assert [_strokes(pdf, i)[1] for i in range(2)] == [1, 1]


def test_a_deck_too_thick_for_the_paper_is_not_exported(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(
        root / "content/labyrinth-deck/game.yaml",
        "copies: {right-path: 6, monster: 5, dead-end: 4}",
        "copies: {right-path: 64, monster: 63, dead-end: 63}",  # a box of 211 cards: 64.3 mm deep, not wider
    )
    result = run_pnp(root, "export", "tuckbox", "labyrinth-deck", "--paper", "a5", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if "not exported" in line]
    assert len(lines) == 1, result.output
    assert "deck 'deck'" in lines[0] and "fit a5 even in two pieces" in lines[0] and "larger --paper" in lines[0]
    assert not list((tmp_path / "out" / "labyrinth-deck" / "tuckbox").glob("*.pdf"))  # all or none


def test_games_without_decks_write_no_box(tmp_path):
    result = run_pnp(REPO, "export", "tuckbox", "twisty-tracks", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert not list((tmp_path / "twisty-tracks" / "tuckbox").glob("*.pdf"))


# -- thickness and clearance: game.yaml's tuckbox: and a deck's own ------------------------------


def _job(game=None, component=None):
    job = SimpleNamespace(prepared=SimpleNamespace(game=SimpleNamespace(manifest={} if game is None else game)))
    spec = {} if component is None else {"tuckbox": component}
    pieces = SimpleNamespace(component=SimpleNamespace(id="deck", spec=spec))
    return job, pieces


def test_thickness_and_clearance_default_then_game_then_deck():
    from pnp.export.tuckbox import settings

    assert settings(*_job()) == {"thickness": THICKNESS, "clearance": CLEARANCE}
    game = {"tuckbox": {"thickness": 0.32}}
    assert settings(*_job(game)) == {"thickness": 0.32, "clearance": CLEARANCE}
    assert settings(*_job(game, {"clearance": 2})) == {"thickness": 0.32, "clearance": 2}
    assert settings(*_job(game, {"thickness": 0.6}))["thickness"] == 0.6


@pytest.mark.parametrize(
    "where, given, message",
    [
        ("game", "{thikness: 0.3}", "unknown key 'thikness'"),
        ("game", "{thickness: 0}", "thickness"),
        ("deck", "{clearance: -1}", "clearance"),
        ("deck", "[0.3]", "tuckbox: [0.3] is not true or false, or a mapping of keys to values"),
    ],
)
def test_a_bad_tuckbox_setting_is_a_finding_at_its_line_and_nothing_is_exported(tmp_path, where, given, message):
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content" / "labyrinth-deck" / "game.yaml"
    if where == "game":
        edit(manifest, "notice:", f"tuckbox: {given}\nnotice:")
        needle = "tuckbox:"
    else:
        edit(manifest, "    source: cards.yaml\n", f"    source: cards.yaml\n    tuckbox: {given}\n")
        needle = "    tuckbox:"
    line = next(n for n, text in enumerate(manifest.read_text().splitlines(), 1) if text.startswith(needle))
    result = run_pnp(root, "export", "tuckbox", "--out", str(tmp_path / "out"))
    assert result.exit_code == 1
    finding = next(text for text in result.output.splitlines() if "error:" in text)
    assert finding.startswith(f"content/labyrinth-deck/game.yaml:{line}: error:") and message in finding
    assert "not exported" in result.output
    assert not (tmp_path / "out" / "labyrinth-deck" / "tuckbox").exists()


def test_a_game_without_decks_gets_no_tuck_box_folder_and_says_so(tmp_path):
    """Twisty Tracks has tiles, tokens and a board, no deck: no empty tuckbox/ folder (one an earlier run left
    goes too), and the line says there was nothing to export rather than 'wrote 0 files'."""
    (tmp_path / "twisty-tracks" / "tuckbox").mkdir(parents=True)
    result = run_pnp(REPO, "export", "tuckbox", "twisty-tracks", "trap-map-galaxy", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "twisty-tracks: nothing to export: tuckbox applies to none of its components" in result.output
    assert "wrote 0 files" not in result.output
    assert not (tmp_path / "twisty-tracks" / "tuckbox").exists()
    assert not (tmp_path / "trap-map-galaxy").exists()


@pytest.mark.parametrize(
    "given, message",
    [
        ("actions", "deck 'actions': tuckbox with 'actions': a deck shares a box with another deck, not itself"),
        ("dek", "deck 'actions': tuckbox with 'dek': names no deck of the game; did you mean 'deck'?"),
        ("rules", "deck 'actions': tuckbox with 'rules': names no deck of the game (a rulebook)"),
        ("supply", "deck 'actions': tuckbox with 'supply': 'supply' goes in the box of 'deck' itself"),
    ],
)
def test_a_shared_box_names_a_deck_with_a_box_of_its_own(tmp_path, given, message):
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content" / "labyrinth-deck" / "game.yaml"
    edit(
        manifest,
        "    inventory: {noun: action card}\n    tuckbox: {with: deck}",
        f"    inventory: {{noun: action card}}\n    tuckbox: {{with: {given}}}",
    )
    line = line_of(manifest, f"tuckbox: {{with: {given}}}")
    for command in (("validate",), ("export", "tuckbox", "--out", str(tmp_path / "out"))):
        result = run_pnp(root, *command)
        assert result.exit_code == 1, result.output
        assert f"content/labyrinth-deck/game.yaml:{line}: error: {message}" in result.output, result.output
        assert result.output.count("[tuckbox-with]") == 1
    assert not (tmp_path / "out" / "labyrinth-deck" / "tuckbox").exists()


def test_a_deck_with_tuckbox_false_gets_no_box_and_no_deck_can_go_in_its_box(tmp_path):
    """A deck kept elsewhere (a legacy game's envelopes) says tuckbox: false: the export leaves it out of
    every box; a deck sharing the box of a deck without one is a tuckbox-with error at its line."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content" / "labyrinth-deck" / "game.yaml"
    edit(
        manifest,
        "    inventory: {noun: action card}\n    tuckbox: {with: deck}",
        "    inventory: {noun: action card}\n    tuckbox: false",
    )
    result = run_pnp(root, "export", "tuckbox", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "labyrinth-deck" / "tuckbox"
    assert sorted(p.name for p in folder.iterdir()) == ["deck-tuckbox-a4.pdf", "deck-tuckbox-letter.pdf"]
    text = page_texts(folder / "deck-tuckbox-letter.pdf")[0]
    assert "31 cards at 0.3 mm" in text and "Supply: 15 cards" in text and "Actions" not in text
    edit(manifest, "  - id: deck\n", "  - id: deck\n    tuckbox: false\n")
    line = line_of(manifest, "tuckbox: {with: deck}")
    result = run_pnp(root, "validate")
    assert result.exit_code == 1
    assert (
        f"content/labyrinth-deck/game.yaml:{line}: error: deck 'supply': tuckbox with 'deck': 'deck' has no box "
        "(tuckbox: false); name a deck that has one [tuckbox-with]" in result.output
    ), result.output


def test_each_box_file_says_its_own_card_count(tmp_path):
    """The Actions boxed apart from the Labyrinth deck: each file's subject counts its own box's cards (every file
    said the last box planned's, "tuck box for 5 cards" on the deck's 31)."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content" / "labyrinth-deck" / "game.yaml"
    edit(
        manifest, "    inventory: {noun: action card}\n    tuckbox: {with: deck}", "    inventory: {noun: action card}"
    )
    result = run_pnp(root, "export", "tuckbox", "--paper", "a4", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "labyrinth-deck" / "tuckbox"
    subjects = {
        name: pypdf.PdfReader(folder / f"{name}-tuckbox-a4.pdf").metadata.subject for name in ("deck", "actions")
    }
    assert subjects == {"deck": "tuck box for 31 cards", "actions": "tuck box for 5 cards"}


def test_export_component_boxes_the_named_deck_with_the_decks_that_go_in_it(tmp_path):
    """`--component deck` boxes the Labyrinth deck with the Supply and Actions that say tuckbox: {with: deck}, as
    deep as all 36 cards (not its own 16), and nothing else; `--component supply` names a deck with no box of its
    own: nothing to export."""
    result = run_pnp(
        REPO, "export", "tuckbox", "labyrinth-deck", "--component", "deck", "--paper", "a4", "--out", str(tmp_path)
    )
    assert result.exit_code == 0, result.output
    folder = tmp_path / "labyrinth-deck" / "tuckbox"
    assert sorted(p.name for p in folder.iterdir()) == ["deck-tuckbox-a4.pdf"]
    text = page_texts(folder / "deck-tuckbox-a4.pdf")[0]
    assert "36 cards at 0.3 mm" in text and "Supply: 15 cards" in text and "Actions: 5 cards" in text
    guest = run_pnp(REPO, "export", "tuckbox", "labyrinth-deck", "--component", "supply", "--out", str(tmp_path / "g"))
    assert guest.exit_code == 0 and "labyrinth-deck: nothing to export" in guest.output, guest.output


def test_a_shared_box_waits_for_a_deck_whose_fields_have_a_slip(tmp_path):
    """The Labyrinth deck's fields: with a slip leave the deck unloaded, its schema error the one finding: the
    Actions' tuckbox: {with: deck} still names a deck of the game, not "no deck" (nor an empty list of decks)."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    manifest = root / "content" / "labyrinth-deck" / "game.yaml"
    edit(manifest, "      kind: {enum: [right-path,", "      kind: {type: strng, enum: [right-path,")
    result = run_pnp(root, "validate")
    assert result.exit_code == 1
    assert f"content/labyrinth-deck/game.yaml:{line_of(manifest, 'type: strng')}: error:" in result.output
    assert "[tuckbox-with]" not in result.output, result.output


def test_a_shared_box_in_a_game_of_one_deck_says_there_is_no_other(tmp_path):
    """pnp new's game has one deck: a tuckbox: {with: …} there names no deck, and says there is no other one
    rather than an empty list of decks."""
    root = new_game(tmp_path)
    manifest = root / "content" / "demo" / "game.yaml"
    edit(manifest, "    required: [suit, text]\n", "    required: [suit, text]\n    tuckbox: {with: cards}\n")
    result = run_pnp(root, "validate")
    assert (
        f"content/demo/game.yaml:{line_of(manifest, 'tuckbox:')}: error: deck 'deck': tuckbox with 'cards': names "
        "no deck of the game; it has no other deck [tuckbox-with]" in result.output
    ), result.output

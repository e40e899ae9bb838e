"""A template's ``holes:`` (Spellduel's life dials, tests/dials: the cover's 12 × 11 mm window over one number,
the 3 mm pin hole of both discs) were drawn as cut outlines on most of the build's sheets alone: the print-shop
export, a ``single`` imposition, the proof, the Tabletop Simulator images, a tiled board's pages and a sheet to
write on showed the pieces uncut, and a die's face template took holes that no net showed. Each test fails on pnp
before the fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import MM, page_paths, page_texts
from PIL import Image

GAME = "spellduel"
GREY = (115, 115, 115)  # the cut outlines' grey
COVER, NUMBERS = 1, 0  # the red cover's and the red numbers' place among the dials (dials.yaml's order)
WINDOW = (40.0, 10.0)  # mm on the cover: the middle of its window (x 34, y 4.5, 12 × 11 mm)
PIN = (40.0, 40.0)  # mm on either disc: the middle of its 3 mm pin hole
TABLE = (51, 51, 51)  # a hole on a TTS face: a dark table's colour


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    """The game's dials exported for a print shop, as a proof and for TTS: the game's output folder."""
    root = kept_game_workspace(tmp_path_factory.mktemp("holes"), "dials", GAME)
    for export in ("print-shop", "proof", "tts"):
        result = run_pnp(root, "export", export, GAME, "--component", "dials", "--paper", "a4", "--dpi", "100")
        assert result.exit_code == 0, result.output
    return root / "output" / GAME


def _outlines_mm(pdf: Path, page: int, colour: tuple[int, int, int] = GREY) -> list[tuple[float, float]]:
    """Width and height (mm, to a tenth) of each outline stroked in ``colour`` (the cut grey) and not filled on
    ``page``."""
    found = []
    for drawn in page_paths(pdf, page):
        if drawn.stroke_width and not drawn.filled and drawn.stroke_color == colour:
            xs = [x for sub in drawn.subpaths for x, _ in sub]
            ys = [y for sub in drawn.subpaths for _, y in sub]
            found.append((round((max(xs) - min(xs)) / MM, 1), round((max(ys) - min(ys)) / MM, 1)))
    return sorted(found)


def test_the_print_shop_pages_draw_each_hole_to_cut(exported):
    """The print shop's PDF (and the PNGs rasterised from it) showed the cover whole: no shop can tell a hole from
    the TrimBox, so nothing said where to cut the window. Each hole's cut outline is drawn on the piece's page, as
    the sheets draw it (the piece's own outline is the TrimBox's, as before)."""
    pdf = exported / "print-shop" / "dials" / "dials.pdf"
    assert _outlines_mm(pdf, COVER) == [(3.0, 3.0), (12.0, 11.0)]
    assert _outlines_mm(pdf, NUMBERS) == [(3.0, 3.0)]
    assert _outlines_mm(pdf, 4) == []  # the first player token has no hole


def test_a_single_imposition_draws_each_hole_to_cut(tmp_path):
    """`imposition: single` (a piece a page, for a shop) drew no hole either, though the README says a hole prints
    whatever the imposition."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    edit(
        root / "content" / GAME / "game.yaml",
        "    inventory: {noun: disc}\n",
        "    inventory: {noun: disc}\n    imposition: single\n",
    )
    assert run_pnp(root, "build", GAME).exit_code == 0
    pdf = root / "output" / GAME / f"{GAME}-dials-single.pdf"
    assert _outlines_mm(pdf, COVER) == [(3.0, 3.0), (12.0, 11.0)]


def test_the_proof_draws_each_hole_as_the_sheets_do(exported):
    """The proof drew each disc's own outline and no hole: a review at a glance missed the window and pin holes.
    They are drawn now as on the sheets, scaled with their disc (80 mm shown 42 mm)."""
    outlines = _outlines_mm(exported / "proof" / f"{GAME}-proof-a4.pdf", 0)
    scale = 42 / 80
    assert outlines.count((42.0, 42.0)) == 4, outlines  # the four discs, as before
    assert outlines.count((round(12 * scale, 1), round(11 * scale, 1))) == 2, outlines
    assert outlines.count((round(3 * scale, 1), round(3 * scale, 1))) == 4, outlines


def _tts_pixel(folder: Path, slot: int, at: tuple[float, float]) -> tuple[int, int, int]:
    """The pixel of faces-1.png at ``at`` (mm on the 80 mm disc) of the face in ``slot``."""
    cell_w, cell_h = json.loads((folder / "dials.json").read_text())["sheets"][0]["face_px"]
    image = Image.open(folder / "faces-1.png").convert("RGB")
    return image.getpixel((round(cell_w * (slot + at[0] / 80)), round(cell_h * at[1] / 80)))


def test_a_tts_face_shows_its_holes(exported):
    """A TTS face showed the cover's window painted white and the numbers disc with no pin hole at all. A TTS card
    is solid, so each hole is painted a dark table's colour within its cut line: the window, the pin holes."""
    folder = exported / "tts" / "dials"
    assert _tts_pixel(folder, COVER, WINDOW) == TABLE
    assert _tts_pixel(folder, COVER, PIN) == TABLE
    assert _tts_pixel(folder, NUMBERS, PIN) == TABLE
    assert _tts_pixel(folder, COVER, (40.0, 60.0)) == (155, 34, 38)  # the cover's red round the holes
    assert _tts_pixel(folder, NUMBERS, (40.0, 30.0)) != TABLE


def test_a_dies_face_takes_no_holes(tmp_path):
    """A die's face template with `holes:` was taken without a word, and no net showed the hole: a die folds into
    a closed cube, which a hole would open. It is one `shape-invalid` error at `holes:`."""
    root = kept_game_workspace(tmp_path, "rollmove", "river-journey")
    template = root / "templates" / "river-journey" / "d6.yaml"
    edit(template, "safe: 1.5\n", "safe: 1.5\nholes:\n  - {shape: circle, size: 3, x: 3, y: 8.5}\n")
    said = validated(root, "river-journey")
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        ("templates/river-journey/d6.yaml", line_of(template, "holes:"), "shape-invalid")
    ], said
    assert "a die's faces fold into a closed cube" in said[0][3] and "remove holes:" in said[0][3], said


def _built_with(
    tmp_path: Path, game: tuple[str, str], component: str, after: str, hole: str, imposed: tuple[str, str] = ("", "")
) -> Path:
    """The kept test ``game`` (its folder under tests/, its slug) built on A4 with ``hole`` written in its
    ``component``'s template (named as the component) after the line ``after``, and the ``imposition:`` line
    ``imposed[0]`` of its game.yaml made ``imposed[1]``: the component's PDF."""
    folder, slug = game
    root = kept_game_workspace(tmp_path, folder, slug)
    edit(root / "templates" / slug / f"{component}.yaml", after, f"{after}holes:\n  - {hole}\n")
    if imposed[0]:
        edit(root / "content" / slug / "game.yaml", *imposed)
    assert run_pnp(root, "build", slug, "--paper", "a4").exit_code == 0
    return root / "output" / slug / f"{slug}-{component}-a4.pdf"


def test_a_tiled_board_draws_its_hole_on_its_page_and_map(tmp_path):
    """A board cut into pages (`tile`) drew no hole on its pages nor on its assembly map: a 20 mm hole for a
    spinner's pin was nowhere to be cut. Its cut outline is on the page that prints its part of the board, and
    small on the map, clipped to each page's part where it straddles a join."""
    hole = "{shape: circle, size: 20, x: 280, y: 200}"
    pdf = _built_with(tmp_path, ("rollmove", "river-journey"), "board", "safe: 6\n", hole)
    pages = [_outlines_mm(pdf, page) for page in range(len(page_texts(pdf)))]
    assert [page.count((20.0, 20.0)) for page in pages[1:]].count(1) == 1, pages  # on one page of the eight
    assert len(pages[0]) == 1 and pages[0][0][0] < 10, pages[0]  # the map's, small


def test_a_sheet_to_write_on_draws_its_punched_holes(tmp_path):
    """A score pad (`imposition: sheet`) with a hole to punch for a ring binder printed none: the sheet imposition
    drew no hole. Each copy on the page has its hole's cut outline."""
    pdf = _built_with(
        tmp_path, ("city", "blocktown"), "pad", "size: [190, 130]\n", "{shape: circle, size: 4, x: 2.5, y: 63}"
    )
    outlines = _outlines_mm(pdf, 0)
    assert outlines.count((4.0, 4.0)) == 2, outlines  # two pads to the page, a hole each


def _dials_built(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """The game's workspace, its ``file`` (from the workspace) edited from ``old`` to ``new``, built on A4."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    edit(root / file, old, new)
    assert run_pnp(root, "build", GAME, "--paper", "a4").exit_code == 0
    return root


WHITE = (255, 255, 255)  # the cut_color: a light line round dark pieces, written "#ffffff"


def test_a_print_shops_holes_take_the_components_cut_color(tmp_path):
    """Dials with `cut_color: "#ffffff"` (a light line round dark discs) had their holes cut along white lines on
    the sheets, but along grey ones on the print shop's pages and on `single` pages, whose only cut lines the holes
    are. They take the component's cut_color now, the colour its sheets cut them along."""
    imposed = '    inventory: {noun: disc}\n    imposition: [{strategy: gutters, cut_color: "#ffffff"}, single]\n'
    root = _dials_built(tmp_path, f"content/{GAME}/game.yaml", "    inventory: {noun: disc}\n", imposed)
    result = run_pnp(root, "export", "print-shop", GAME, "--component", "dials", "--dpi", "72")
    assert result.exit_code == 0, result.output
    for pdf in (
        root / "output" / GAME / "print-shop" / "dials" / "dials.pdf",
        root / "output" / GAME / f"{GAME}-dials-single.pdf",
    ):
        assert _outlines_mm(pdf, COVER, WHITE) == [(3.0, 3.0), (12.0, 11.0)], pdf
        assert _outlines_mm(pdf, COVER) == [], pdf


def test_a_tiled_boards_hole_takes_its_cut_color(tmp_path):
    """A board cut into pages with `cut_color: "#ffffff"` drew its hole in grey on the page that prints it, on the
    map and on its poster: the colour reached the pieces that fit a page whole alone. The hole is cut along a white
    line on each."""
    hole = "{shape: circle, size: 20, x: 280, y: 200}"
    imposed = ("imposition: [tile, poster]", 'imposition: [{strategy: tile, cut_color: "#ffffff"}, poster]')
    pdf = _built_with(tmp_path, ("rollmove", "river-journey"), "board", "safe: 6\n", hole, imposed)
    pages = range(len(page_texts(pdf)))
    assert [_outlines_mm(pdf, page, WHITE).count((20.0, 20.0)) for page in pages[1:]].count(1) == 1
    assert len(_outlines_mm(pdf, 0, WHITE)) == 1  # the map's
    assert not any(_outlines_mm(pdf, page) for page in pages)
    poster = pdf.with_name("river-journey-board-poster.pdf")
    assert _outlines_mm(poster, 0, WHITE) == [(20.0, 20.0)] and _outlines_mm(poster, 0) == []


def test_a_sheets_punched_holes_take_its_cut_color(tmp_path):
    """A score pad's holes to punch stayed grey whatever the game wrote: `imposition: sheet` took no cut_color.
    It takes one now, for its holes (its only cut outlines), as the other impositions do."""
    pdf = _built_with(
        tmp_path,
        ("city", "blocktown"),
        "pad",
        "size: [190, 130]\n",
        "{shape: circle, size: 4, x: 2.5, y: 63}",
        ("imposition: sheet", 'imposition: {strategy: sheet, cut_color: "#ffffff"}'),
    )
    assert _outlines_mm(pdf, 0, WHITE).count((4.0, 4.0)) == 2
    assert _outlines_mm(pdf, 0) == []


def test_a_backs_own_holes_are_one_error_at_its_holes_line(tmp_path):
    """A back template's `holes:` were taken without a word and cut nowhere: a hole goes through the whole piece,
    and its cut is drawn from the face template's holes. It is one `shape-invalid` error at the back's `holes:`
    line, whichever decks share the back, saying to write it on the face."""
    root = kept_game_workspace(tmp_path, "dials", GAME)
    back = root / "templates" / GAME / "back.yaml"
    edit(back, "bleed: 3.175\n", "bleed: 3.175\nholes:\n  - {shape: circle, size: 4, x: 30, y: 40}\n")
    said = validated(root, GAME)
    assert [(file, line, rule) for file, line, rule, _ in said] == [
        (f"templates/{GAME}/back.yaml", line_of(back, "holes:"), "shape-invalid")
    ], said
    assert "write it in the face template's holes:" in said[0][3], said


def _centres(pdf: Path, page: int, size: float) -> list[tuple[float, float]]:
    """The middle (mm from the page's lower left, to a tenth) of each grey outline ``size`` mm across on ``page``."""
    found = []
    for drawn in page_paths(pdf, page):
        xs = [x / MM for sub in drawn.subpaths for x, _ in sub]
        ys = [y / MM for sub in drawn.subpaths for _, y in sub]
        if drawn.stroke_width and drawn.stroke_color == GREY and round(max(xs) - min(xs), 1) == size:
            found.append((round((max(xs) + min(xs)) / 2, 1), round((max(ys) + min(ys)) / 2, 1)))
    return sorted(found)


def test_a_back_shows_its_faces_holes_where_they_fall(tmp_path):
    """A card with a 5 mm hole near its left edge showed it on the fronts page alone: its back, printed behind it,
    was art where the hole is cut, with nothing to say so (a dial cover's window printed over on its back). The
    backs page draws each hole where it lands once the sheet is flipped on its long edge, and a Tabletop Simulator
    back paints it as the face does, on the back's right (the face mirrored)."""
    hole = "safe: 3.175\nholes:\n  - {shape: circle, size: 5, x: 6, y: 44}\n"
    root = _dials_built(tmp_path, f"templates/{GAME}/card.yaml", "safe: 3.175\n", hole)
    pdf = root / "output" / GAME / f"{GAME}-red-a4.pdf"
    fronts = _centres(pdf, 0, 5.0)
    assert len(fronts) == 9, fronts
    backs = _centres(pdf, 1, 5.0)
    landed = sorted((210 - x, y) for x, y in fronts)  # A4's 210 mm: the long-edge flip mirrors x
    assert len(backs) == 9, backs
    assert all(abs(b[0] - f[0]) < 0.2 and abs(b[1] - f[1]) < 0.2 for b, f in zip(backs, landed, strict=True)), backs
    result = run_pnp(root, "export", "tts", GAME, "--component", "red", "--dpi", "100")
    assert result.exit_code == 0, result.output
    back = Image.open(root / "output" / GAME / "tts" / "red" / "back.png").convert("RGB")
    w, h = back.size
    width, height = 63.5, 88.9  # the poker card's mm
    assert back.getpixel((round(w * (width - 8.5) / width), round(h * 46.5 / height))) == TABLE
    assert back.getpixel((round(w * 8.5 / width), round(h * 46.5 / height))) != TABLE

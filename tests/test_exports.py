"""Exports read back: print-shop PNGs and PDF, proofs, the calibration sheet, print profiles, gutterfold,
the back offset, and bad input that writes nothing."""

from __future__ import annotations

import csv
import math
import re
from pathlib import Path

import pypdf
import pytest
from conftest import REPO, edit, line_of, make_workspace, new_game, plans_of, run_pnp
from pdfread import MM, boxes_mm, page_lines, page_sizes_mm, page_texts, render, text_angles, word_centres
from PIL import Image, ImageChops, ImageStat

from pnp.core.geometry import Rectangle
from pnp.core.papers import paper as paper_named
from pnp.export import back_names
from pnp.impose.plan import PieceSpec
from pnp.impose.strategies.single import one_a_page

POKER_WITH_BLEED_PX = (825, 1125)  # 2.75 × 3.75 in at 300 dpi: what print shops ask for a poker card


def _exported(tmp_path_factory, export: str) -> Path:
    """The Labyrinth Deck's ``export`` folder, written once for the module."""
    out = tmp_path_factory.mktemp(export)
    result = run_pnp(REPO, "export", export, "labyrinth-deck", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "labyrinth-deck" / export


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    return _exported(tmp_path_factory, "print-shop")


def test_print_shop_writes_a_png_per_face_and_one_shared_back_per_component(shop):
    for component, entries in (("deck", 4), ("supply", 3), ("actions", 5)):
        folder = shop / component
        fronts = sorted(folder.glob("*-front.png"))
        assert len(fronts) == entries
        assert fronts[0].name.startswith("001-")  # numbered: the upload order
        assert [p.name for p in folder.glob("back*.png")] == ["back.png"]


def test_a_poker_card_with_an_eighth_inch_bleed_is_825_by_1125_pixels_at_300_dpi(shop):
    for path in (shop / "deck").glob("*.png"):
        image = Image.open(path)
        assert image.size == POKER_WITH_BLEED_PX, path.name
        assert round(image.info["dpi"][0]) == 300


def test_order_lists_every_front_with_its_back_and_copies(shop):
    rows = list(csv.DictReader((shop / "deck" / "order.csv").open(encoding="utf-8")))
    assert [row["front"] for row in rows] == sorted(p.name for p in (shop / "deck").glob("*-front.png"))
    assert {row["back"] for row in rows} == {"back.png"}
    assert sum(int(row["copies"]) for row in rows) == 16  # the labyrinth deck
    assert rows[0]["title"] == "Right Path"


def test_print_shop_pdf_has_one_card_a_page_trim_box_the_card_bleed_box_with_bleed(shop):
    pdf = shop / "deck" / "deck.pdf"
    boxes = boxes_mm(pdf)
    assert len(boxes) == 16 * 2  # every copy, front then back
    for page in boxes:
        left, bottom, right, top = page["trim"]
        assert (right - left, top - bottom) == pytest.approx((63.5, 88.9), abs=0.01)
        bleed = page["bleed"]
        assert (bleed[2] - bleed[0], bleed[3] - bleed[1]) == pytest.approx((69.85, 95.25), abs=0.01)
        assert page["media"] == pytest.approx(bleed, abs=0.01)


def test_a_png_is_the_pdf_page_rasterised(shop):
    """The PNG's centre equals the very PDF page at the same resolution: they cannot differ."""
    png = Image.open(shop / "deck" / "002-dead-end-front.png").convert("RGB")
    w, h = png.size
    page_w = page_sizes_mm(shop / "deck" / "deck.pdf")[10][0] * MM
    # dead-end's first copy comes after 5 right paths, front and back; rendered at the PNG's own size
    page = render(shop / "deck" / "deck.pdf", 5 * 2, dpi=72 * (w - 0.5) / page_w)
    centre = (w // 4, h // 4, 3 * w // 4, 3 * h // 4)
    difference = ImageStat.Stat(ImageChops.difference(png.crop(centre), page.crop(centre))).mean
    assert max(difference) < 1.0
    right_path = Image.open(shop / "deck" / "001-right-path-front.png").convert("RGB")
    assert max(ImageStat.Stat(ImageChops.difference(png.crop(centre), right_path.crop(centre))).mean) > 1.0


def test_exports_are_byte_identical_run_to_run(shop, tmp_path):
    again = run_pnp(REPO, "export", "print-shop", "labyrinth-deck", "--out", str(tmp_path))
    assert again.exit_code == 0, again.output
    for path in shop.rglob("*.*"):
        assert (tmp_path / "labyrinth-deck" / "print-shop" / path.relative_to(shop)).read_bytes() == path.read_bytes()


def test_a_shop_that_takes_whole_pixels_refuses_a_dpi_that_gives_part_pixels_and_writes_nothing(tmp_path):
    result = run_pnp(
        REPO, "export", "print-shop", "labyrinth-deck", "--profile", "tgc", "--dpi", "301", "--out", str(tmp_path)
    )
    assert result.exit_code == 1
    assert "827.75 × 1128.75 px at 301 dpi" in result.output
    assert "whole pixels only: use --dpi 300" in result.output
    assert "Traceback" not in result.output
    assert not list(tmp_path.rglob("*"))  # no file, and no empty folder either


def test_a_refusal_names_every_size_that_is_not_whole_pixels_at_once(tmp_path):
    """Trap Map Galaxy's board, tents and pawns are each part pixels at 301 dpi: a designer who sizes the pieces
    rather than change --dpi learns of all three from one run, not one a run."""
    result = run_pnp(
        REPO, "export", "print-shop", "trap-map-galaxy", "--profile", "tgc", "--dpi", "301", "--out", str(tmp_path)
    )
    assert result.exit_code == 1
    assert "board: board 'maze' with its bleed is 416.35 × 476.35 mm, 4933.91 × 5644.94 px at 301 dpi" in result.output
    assert "not whole pixels either: traps: tent 'key': 28.35 × 46.35 mm, 335.96 × 549.27 px" in result.output
    assert "pawns: standee 'pawn-1': 24.35 × 36.35 mm" in result.output
    assert not list(tmp_path.rglob("*"))


def test_a_shop_that_takes_cards_upright_gets_landscape_cards_turned_each_back_behind_its_front(tmp_path):
    """Twisty Passages' cards are landscape; The Game Crafter's poker deck takes 825 × 1125 px and DriveThruCards
    2.75 × 3.75 in: the fronts turn a quarter turn counter-clockwise, the backs clockwise (as a long-edge flip
    turns them), TrimBox the card upright."""
    result = run_pnp(REPO, "export", "print-shop", "twisty-passages", "--profile", "tgc", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "twisty-passages" / "print-shop-tgc" / "deck"
    images = sorted(folder.glob("*.png"))
    assert len(images) == 87  # 86 fronts and the back
    assert {Image.open(path).size for path in images} == {POKER_WITH_BLEED_PX}
    pdf = folder / "deck.pdf"
    for page in boxes_mm(pdf):
        left, bottom, right, top = page["trim"]
        assert (right - left, top - bottom) == pytest.approx((63.5, 88.9), abs=0.01)
    assert text_angles(pdf, 0) == {90}  # the first card's front: its words run up the page
    assert text_angles(pdf, 1) == {270}  # its back ("Twisty Passages"): down


def test_a_home_print_shop_export_keeps_pieces_as_designed():
    landscape = PieceSpec(Rectangle(88.9, 63.5), 3.175, ("front", "back"), 1)
    pages = one_a_page([landscape]).pages
    assert [(round(p.width, 2), round(p.height, 2)) for p in pages] == [(95.25, 69.85)] * 2
    turned = one_a_page([landscape], upright=True).pages
    assert [(round(p.width, 2), round(p.height, 2)) for p in turned] == [(69.85, 95.25)] * 2
    assert [p.placements[0].rotation for p in turned] == [90, 270]


@pytest.mark.parametrize("profile", ["tgc", "mpc"])
def test_a_refusal_advises_a_resolution_the_shop_takes_at_which_every_piece_is_whole(tmp_path, profile):
    """Trap Map Galaxy's board, tents and pawns are sized in millimetres: the advice must be a --dpi the shop
    takes (300 at least) that lets the whole export through, not one that fits the first piece alone."""
    first = run_pnp(REPO, "export", "print-shop", "trap-map-galaxy", "--profile", profile, "--out", str(tmp_path))
    assert first.exit_code == 1
    advised = re.search(r"use --dpi (\d+)", first.output)
    if advised is None:  # no resolution suits every piece: the message says so, and how to size them
        assert "no resolution from 300 to 1200 dpi makes every piece whole pixels" in first.output
        return
    assert int(advised.group(1)) >= 300
    again = run_pnp(
        REPO,
        "export",
        "print-shop",
        "trap-map-galaxy",
        "--profile",
        profile,
        "--dpi",
        advised.group(1),
        "--out",
        str(tmp_path),
    )
    assert again.exit_code == 0, again.output


@pytest.mark.parametrize(
    "args, message",
    [
        (["--dpi", "300.5"], "give a whole number of dots per inch"),
        (["--dpi", "20"], "from 72 to 1200"),
        (["--profile", "tgc", "--dpi", "150"], "The Game Crafter asks for at least 300 dpi"),
        (["--profile", "kinkos"], "--profile kinkos: no such print profile; known: home, tgc, mpc, drivethru"),
    ],
)
def test_bad_export_options_are_usage_errors(tmp_path, args, message):
    result = run_pnp(REPO, "export", "print-shop", "labyrinth-deck", *args, "--out", str(tmp_path))
    assert result.exit_code == 2
    assert message in result.output
    assert not any(tmp_path.iterdir())


def test_an_export_of_a_game_with_errors_writes_nothing_and_keeps_the_earlier_files(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = tmp_path / "out"
    assert run_pnp(root, "export", "proof", "--out", str(out)).exit_code == 0
    proof = out / "labyrinth-deck" / "proof" / "labyrinth-deck-proof-letter.pdf"
    before = proof.read_bytes()
    edit(root / "content" / "labyrinth-deck" / "cards.yaml", "kind: dead-end", "kind: dead-ned")
    result = run_pnp(root, "export", "proof", "--out", str(out))
    assert result.exit_code == 1
    assert "cards.yaml:" in result.output and "labyrinth-deck: not exported: 1 error in its content" in result.output
    assert proof.read_bytes() == before
    assert sorted(p.name for p in proof.parent.iterdir()) == [
        "labyrinth-deck-proof-a4.pdf",
        "labyrinth-deck-proof-letter.pdf",
    ]  # nothing half-written beside them


def test_a_profile_asking_more_bleed_than_a_template_gives_is_a_finding_at_its_bleed(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    frame = root / "templates" / "labyrinth-deck" / "frame.yaml"
    edit(frame, "bleed: 3.175", "bleed: 2")
    line = line_of(frame, "bleed: 2")
    for command in (("build", "--out", str(tmp_path / "out")), ("validate",)):  # validate finds it, building nothing
        result = run_pnp(root, command[0], "--profile", "tgc", *command[1:])
        assert result.exit_code == 1
        found = [row for row in result.output.splitlines() if row.endswith("[profile-bleed]")]
        assert found == [  # one: the cards and the action cards extend frame.yaml alike
            f"templates/labyrinth-deck/frame.yaml:{line}: error: the tgc profile (The Game Crafter) needs 3.175 mm "
            "of bleed and this template gives 2 mm; set bleed: 3.175 (or more) in it [profile-bleed]"
        ], result.output
    assert "profile-bleed" not in run_pnp(root, "validate").output  # the home profile keeps each template's bleed


def _streams(path):
    """Every content stream of the file: pages and the forms they draw."""
    reader = pypdf.PdfReader(str(path))
    for page in reader.pages:
        yield page.get_contents().get_data()
    seen = set()
    for page in reader.pages:
        stack = [page["/Resources"]]
        while stack:
            resources = stack.pop()
            for xobject in (resources.get("/XObject") or {}).values():
                form = xobject.get_object()
                if id(form) in seen or form.get("/Subtype") != "/Form":
                    continue
                seen.add(id(form))
                yield form.get_data()
                if "/Resources" in form:
                    stack.append(form["/Resources"])


def test_drivethru_paints_every_vector_colour_in_cmyk(tmp_path):
    result = run_pnp(
        REPO, "build", "labyrinth-deck", "--paper", "letter", "--profile", "drivethru", "--out", str(tmp_path)
    )
    assert result.exit_code == 0, result.output
    data = b"\n".join(_streams(tmp_path / "labyrinth-deck" / "labyrinth-deck-deck-letter.pdf"))
    operators = data.split()
    assert b"k" in operators and b"K" in operators  # CMYK fill and stroke
    assert b"rg" not in operators and b"RG" not in operators  # no RGB colour left, icons included


def test_back_offset_moves_every_backs_page_and_nothing_else(tmp_path):
    plain, moved = tmp_path / "plain", tmp_path / "moved"
    for out, extra in ((plain, []), (moved, ["--back-offset", "1.5,-0.5"])):
        result = run_pnp(REPO, "build", "labyrinth-deck", "--paper", "letter", "--out", str(out), *extra)
        assert result.exit_code == 0, result.output
    name = "labyrinth-deck/labyrinth-deck-deck-letter.pdf"
    before, after = boxes_mm(plain / name), boxes_mm(moved / name)
    assert before[0] == after[0]  # fronts as they were
    shifted = [v + d for v, d in zip(before[1]["trim"], (1.5, -0.5, 1.5, -0.5), strict=True)]
    assert after[1]["trim"] == pytest.approx(shifted, abs=0.001)
    word = "Labyrinth"  # the back's title (and the footer's, which stays: it is not on the cards)
    old, new = ([c for c in word_centres(out / name, 1, word) if c[0] > 20 * MM] for out in (plain, moved))
    assert len(old) == len(new) > 0
    for (x0, y0), (x1, y1) in zip(sorted(old), sorted(new), strict=True):
        assert ((x1 - x0) / MM, (y1 - y0) / MM) == pytest.approx((1.5, -0.5), abs=0.05)


def test_back_offset_must_be_two_numbers_and_small(tmp_path):
    for bad, message in (("1.5", "is not X,Y in millimetres"), ("30,0", "needs repair")):
        result = run_pnp(REPO, "build", "labyrinth-deck", "--back-offset", bad, "--out", str(tmp_path))
        assert result.exit_code == 2 and message in result.output


@pytest.fixture(scope="module")
def folded(tmp_path_factory):
    out = tmp_path_factory.mktemp("fold")
    result = run_pnp(REPO, "build", "labyrinth-deck", "--layout", "gutterfold", "--out", str(out))
    assert result.exit_code == 0, result.output
    return out / "labyrinth-deck"


def test_gutterfold_replaces_the_duplex_sheets_and_prints_one_sided(folded):
    names = sorted(p.name for p in folded.glob("*.pdf"))
    assert "labyrinth-deck-deck-gutterfold-letter.pdf" in names
    assert "labyrinth-deck-deck-letter.pdf" not in names
    assert "labyrinth-deck-rules-letter.pdf" in names  # the rulebook prints as always
    reader = pypdf.PdfReader(str(folded / "labyrinth-deck-deck-gutterfold-letter.pdf"))
    assert "/Duplex" not in (reader.trailer["/Root"].get("/ViewerPreferences") or {})
    assert len(reader.pages) == math.ceil(16 / 4)  # four poker cards and their backs on each Letter page


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_gutterfold_backs_are_the_mirror_of_fronts_across_the_fold(folded, paper):
    path = folded / f"labyrinth-deck-deck-gutterfold-{paper}.pdf"
    plan = plans_of_gutterfold(paper)
    w, h = paper_named(paper).size
    page = plan.pages[0]
    fronts = [p for p in page.placements if p.side == "front"]
    backs = [p for p in page.placements if p.side == "back"]
    assert len(fronts) == len(backs) == 4
    fold = [b for b in page_lines(path, 0) if _is_fold(b, w, h)]
    assert fold, "no fold line through the middle of the page"
    x1, y1, x2, y2 = fold[0]
    down_the_middle = abs((x1 + x2) / 2 / MM - w / 2) < 0.1 and (y2 - y1) / MM > h * 0.8
    for front, back in zip(fronts, backs, strict=True):  # each front is placed with its back
        assert back.piece == front.piece
        if down_the_middle:
            assert back.trim.x == pytest.approx(w - front.trim.right) and back.trim.y == pytest.approx(front.trim.y)
        else:
            assert back.trim.y == pytest.approx(h - front.trim.top) and back.trim.x == pytest.approx(front.trim.x)
    # Read back: every printed back title sits in the mirror image of a front card.
    titles = word_centres(path, 0, "Labyrinth")
    titles = [(x, y) for x, y in titles if any(_inside(x, y, back.trim) for back in backs)]  # not the footer's
    assert len(titles) == 4
    for x, y in titles:
        mx, my = (w * MM - x, y) if down_the_middle else (x, h * MM - y)
        assert any(_inside(mx, my, front.trim) for front in fronts)


def _inside(x_pt: float, y_pt: float, box) -> bool:
    return box.x * MM <= x_pt <= box.right * MM and box.y * MM <= y_pt <= box.top * MM


def plans_of_gutterfold(paper: str):
    from pnp import pipeline
    from pnp.core.findings import Findings
    from pnp.core.profiles import PrintSettings
    from pnp.core.workspace import Workspace
    from pnp.load.fonts import FontBook

    workspace = Workspace(REPO)
    prepared = pipeline.prepare(
        workspace, "labyrinth-deck", FontBook(workspace.fonts), Findings(), printing=PrintSettings(layout="gutterfold")
    )
    return {o.name: o.plan for o in prepared.outputs}[f"labyrinth-deck-deck-gutterfold-{paper}"]


def _is_fold(bounds, w: float, h: float) -> bool:
    x1, y1, x2, y2 = (v / MM for v in bounds)
    across = abs((y1 + y2) / 2 - h / 2) < 0.1 and x2 - x1 > w * 0.8
    down = abs((x1 + x2) / 2 - w / 2) < 0.1 and y2 - y1 > h * 0.8
    return across or down


def test_gutterfold_leaves_round_tokens_duplex(tmp_path):
    plans = plans_of(REPO, "twisty-tracks")  # the duplex build: tokens are round, tiles square
    assert "twisty-tracks-tokens-letter" in plans
    from pnp.impose.strategies import STRATEGIES
    from pnp.impose.strategies.gutterfold import Gutterfold

    assert isinstance(STRATEGIES["gutterfold"], Gutterfold)
    result = run_pnp(REPO, "build", "twisty-tracks", "--paper", "a4", "--layout", "gutterfold", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    names = {p.name for p in (tmp_path / "twisty-tracks").glob("*.pdf")}
    assert {"twisty-tracks-tiles-gutterfold-a4.pdf", "twisty-tracks-tokens-a4.pdf"} <= names


@pytest.fixture(scope="module")
def proof(tmp_path_factory):
    return _exported(tmp_path_factory, "proof")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_proof_shows_every_face_with_its_id_copies_and_source_line(proof, paper):
    path = proof / f"labyrinth-deck-proof-{paper}.pdf"
    assert page_sizes_mm(path)[0] == pytest.approx(paper_named(paper).size, abs=0.01)
    text = "\n".join(page_texts(path)).replace("\u00a0", " ")
    cards = REPO / "content" / "labyrinth-deck" / "cards.yaml"
    assert "Right Path" in text and "right-path · ×5" in text
    assert f"cards.yaml:{line_of(cards, '- id: right-path')}" in text
    assert "Labyrinth deck: 4 different cards, 16 printed" in text
    assert "Actions: 5 different action cards, 5 printed" in text  # the component's own inventory: noun
    assert text.count("template labyrinth-deck/back") == 2  # deck and supply share one back design each
    # a caption too long for its face continues on the next line rather than losing its end
    assert re.search(r"template labyrinth-deck/\s+action-back\s", text) and "labyrinth-deck/act…" not in text


def test_a_proof_heading_of_one_design_says_it_in_the_singular(tmp_path):
    result = run_pnp(REPO, "export", "proof", "trap-map-galaxy", "--paper", "a4", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    text = " ".join(page_texts(tmp_path / "trap-map-galaxy/proof/trap-map-galaxy-proof-a4.pdf")).replace("\u00a0", " ")
    assert "Board: 1 board, 1 printed" in text and "Board: 1 different" not in text
    assert "Trap tents: 31 different trap tents, 86 printed" in text


def test_proof_names_each_back_after_the_pieces_that_have_it(tmp_path):
    # A back that reads its entry (a counter's reduced side) differs for every piece: the proof named them
    # "back 1", "back 2"..., so no back could be matched with its front; now as the print-shop files name
    # them ("back dawn", or "back teal" for the backs the teal tiles share).
    root = new_game(tmp_path)
    edit(root / "templates/demo/back.yaml", 'text: "{{ game.title }}"', 'text: "{{ card.title }}"')
    assert run_pnp(root, "export", "proof", "demo", "--paper", "a4").exit_code == 0
    text = " ".join(" ".join(page_texts(root / "output/demo/proof/demo-proof-a4.pdf")).split())
    for card in ("dawn", "high-noon", "dusk", "eclipse"):
        assert f"back {card} template demo/back" in text, text
    assert "back 1" not in text


def test_calibration_sheet_scales_centre_on_the_front_lines(tmp_path):
    result = run_pnp(REPO, "export", "calibration", "--paper", "letter", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    path = tmp_path / "calibration" / "calibration-letter.pdf"
    w, h = paper_named("letter").size
    assert len(page_sizes_mm(path)) == 2
    reader = pypdf.PdfReader(str(path))
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipLongEdge"
    front = [tuple(v / MM for v in b) for b in page_lines(path, 0)]
    assert any(abs((x1 + x2) / 2 - w / 2) < 0.01 and y2 - y1 > h / 2 for x1, y1, x2, y2 in front)
    assert any(abs((y1 + y2) / 2 - h / 2) < 0.01 and x2 - x1 > w / 2 for x1, y1, x2, y2 in front)
    # A long-edge flip maps the front's middle onto the back's middle: the 0 of the X scales is there.
    zeros = word_centres(path, 1, "0")
    assert any(abs(x / MM - w / 2) < 0.5 for x, _ in zeros)
    assert any(abs(y / MM - h / 2) < 1.5 for _, y in zeros)
    assert "pnp build --back-offset X,Y" in page_texts(path)[1]
    # it says how to read the ticks (it said "long ticks: whole mm", but the longest mark 0 and ±5 mm)
    assert "a tick every 0.5 mm, taller at whole mm" in " ".join(page_texts(path)[1].split())
    heights: dict[float, float] = {}  # the X scales' upright ticks, by offset from the middle (mm)
    for x1, y1, x2, y2 in page_lines(path, 1):
        offset = round((x1 + x2) / 2 / MM - w / 2, 2)
        if x2 - x1 < 0.3 * MM and abs(offset) < 4.9 and y2 - y1 < 5 * MM:  # a tick: its stroke is its width
            heights[offset] = (y2 - y1) / MM
    whole = {heights[o] for o in heights if float(o).is_integer()}
    half = {heights[o] for o in heights if not float(o).is_integer()}
    assert len(heights) == 19 and min(whole) > max(half)


def test_progress_bars_stay_quiet_without_a_terminal_or_in_ci(monkeypatch):
    import sys

    from pnp import progress

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    monkeypatch.setenv("CI", "true")
    assert not progress.wanted()
    monkeypatch.delenv("CI")
    assert progress.wanted()
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False, raising=False)
    assert not progress.wanted()


def test_export_output_has_no_progress_bar_when_piped(shop, tmp_path):
    result = run_pnp(REPO, "export", "proof", "labyrinth-deck", "--paper", "a4", "--out", str(tmp_path))
    assert result.exit_code == 0
    assert result.output.strip() == f"labyrinth-deck: wrote 1 file to {tmp_path / 'labyrinth-deck' / 'proof'}"


def test_distinct_backs_are_named_by_what_their_entries_share(tmp_path):
    result = run_pnp(REPO, "export", "print-shop", "twisty-tracks", "--dpi", "72", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    tiles = tmp_path / "twisty-tracks" / "print-shop" / "tiles"
    colours = ("ochre", "plum", "slate", "teal")
    assert sorted(p.name for p in tiles.glob("back*.png")) == [f"back-{colour}.png" for colour in colours]
    rows = list(csv.DictReader((tiles / "order.csv").open(encoding="utf-8")))
    assert all(row["back"] == f"back-{row['front'].split('-')[1]}.png" for row in rows), rows  # 001-teal-… → teal
    images = {colour: Image.open(tiles / f"back-{colour}.png").convert("RGB") for colour in colours}
    assert len({image.getpixel((image.width // 2, 4)) for image in images.values()}) == 4  # four colours, not one


def test_backs_whose_entries_share_no_word_are_numbered():
    assert back_names([["key", "dud"], ["door", "swap-yellow"]]) == ["back-1.png", "back-2.png"]
    assert back_names([["pawn-1"], ["pawn-2"]]) == ["back-pawn-1.png", "back-pawn-2.png"]
    assert back_names([["a-x", "b-x"], ["c-x", "d-x"]]) == ["back-1.png", "back-2.png"]  # both would be back-x
    assert back_names([["anything"]]) == ["back.png"]

"""Card sheets read back from the built Labyrinth Deck PDFs: pages, boxes, backs, marks, bleed."""

from __future__ import annotations

import re

import pytest
from conftest import REPO, edit, make_workspace, plans_of, run_pnp, slot_of
from pdfread import (
    MM,
    boxes_mm,
    fonts,
    image_count,
    page_lines,
    page_sizes_mm,
    page_texts,
    reader,
    render,
    text_positions,
    word_centres,
)
from reportlab.pdfgen.canvas import Canvas

from pnp.core.papers import paper as paper_named
from pnp.draw.furniture import draw_footer
from pnp.impose.plan import Band
from pnp.impose.policy import EDGE

PAPERS = ["letter", "a4"]


@pytest.fixture(scope="module")
def plans():
    return plans_of(REPO, "labyrinth-deck")


@pytest.mark.parametrize("paper", PAPERS)
def test_page_size_and_count(built, paper):
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    sizes = page_sizes_mm(deck)
    # 16 cards, 8 a page on Letter and 9 on A4: 2 fronts pages, each followed by its backs page.
    assert len(sizes) == 4
    for size in sizes:
        assert size == pytest.approx(paper_named(paper).size, abs=0.01)


def test_every_component_on_both_papers(built):
    out = built("labyrinth-deck")
    names = sorted(p.name for p in out.glob("*.pdf"))
    assert names == sorted(
        f"labyrinth-deck-{c}-{p}.pdf" for c in ("deck", "supply", "actions", "rules") for p in PAPERS
    )


def test_every_card_title_is_printed(built):
    out = built("labyrinth-deck")
    text = "\n".join(page_texts(out / "labyrinth-deck-deck-letter.pdf"))
    assert text.count("Right Path") >= 5
    assert text.count("Dead End") >= 5
    assert text.count("Monsters Are Approaching") >= 2
    assert text.count("THE WAY OUT") == 5
    actions = " ".join(" ".join(page_texts(out / "labyrinth-deck-actions-a4.pdf")).split())
    for title in ("Forge A Path", "Scout Ahead", "It’s Elementary!", "Careful Consideration", "Boost Morale"):
        assert title in actions


def test_fronts_and_backs_alternate(built):
    pages = page_texts(built("labyrinth-deck") / "labyrinth-deck-deck-letter.pdf")
    assert "fronts 1/2" in pages[0] and "backs 1/2" in pages[1]
    assert "fronts 2/2" in pages[2] and "backs 2/2" in pages[3]
    assert pages[1].count("The Labyrinth Deck") >= 8


def test_footer_has_scale_bar_label_per_paper(built):
    out = built("labyrinth-deck")
    assert "1 in" in page_texts(out / "labyrinth-deck-deck-letter.pdf")[0]
    assert "25 mm" in page_texts(out / "labyrinth-deck-deck-a4.pdf")[0]


@pytest.mark.parametrize("paper", PAPERS)
def test_the_footer_keeps_its_place_on_a_sheet_with_fewer_cards(built, paper):
    """The supply's last sheet is part full: its footer stays where the full sheet has it."""
    pdf = built("labyrinth-deck") / f"labyrinth-deck-supply-{paper}.pdf"
    label = "1 in" if paper == "letter" else "25 mm"
    places = [word_centres(pdf, page, label) for page in range(len(page_texts(pdf)))]
    assert len(places) >= 4 and all(len(found) == 1 for found in places), places
    assert all(found[0] == pytest.approx(places[0][0], abs=0.2) for found in places), places


@pytest.mark.parametrize("paper", PAPERS)
def test_all_fonts_embedded(built, paper):
    used = fonts(built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf")
    assert used, "no fonts found"
    assert all(used.values()), f"not embedded: {[f for f, e in used.items() if not e]}"
    assert not any("Helvetica" in name for name in used)


def test_icons_are_vector(built):
    assert image_count(built("labyrinth-deck") / "labyrinth-deck-deck-letter.pdf") == 0


@pytest.mark.parametrize("paper", PAPERS)
def test_every_page_has_trim_and_bleed_boxes(built, paper):
    for component in ("deck", "supply", "actions", "rules"):
        for boxes in boxes_mm(built("labyrinth-deck") / f"labyrinth-deck-{component}-{paper}.pdf"):
            assert {"trim", "bleed"} <= set(boxes), component


@pytest.mark.parametrize("paper", PAPERS)
def test_sheet_boxes_are_the_grid_and_the_grid_with_its_bleed(built, plans, paper):
    page = plans[f"labyrinth-deck-deck-{paper}"].pages[0]
    boxes = boxes_mm(built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf")[0]
    trim = page.trim_box
    assert boxes["trim"] == pytest.approx((trim.x, trim.y, trim.right, trim.top), abs=0.01)
    width = trim.right - trim.x
    assert width == pytest.approx(2 * 88.9 if paper == "letter" else 3 * 63.5)  # cards turned on Letter
    bleed = boxes["bleed"]
    assert trim.x - bleed[0] >= 1.5875 and bleed[3] - trim.top == pytest.approx(3.175, abs=0.01)


@pytest.mark.parametrize("paper", PAPERS)
def test_backs_mirror_fronts(built, plans, paper):
    """On the partly filled second sheet, every back lands in the mirrored slot of its front."""
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    sheet = plans[f"labyrinth-deck-deck-{paper}"]
    fronts_page, backs_page = sheet.pages[2], sheet.pages[3]
    width = paper_named(paper).w
    fronts = {
        slot_of(fronts_page, x, y).trim
        for title in ("Dead End", "Monsters", "Room")
        for x, y in word_centres(deck, 2, title)
    }
    backs = {s.trim for x, y in word_centres(deck, 3, "The Labyrinth Deck") if (s := slot_of(backs_page, x, y))}
    assert len(fronts) == 16 - (8 if paper == "letter" else 9)
    mirrored = {(round(width - t.x - t.w, 3), round(t.y, 3)) for t in fronts}
    assert {(round(t.x, 3), round(t.y, 3)) for t in backs} == mirrored


@pytest.mark.parametrize("paper", PAPERS)
def test_crop_marks_stay_in_the_margin_at_least_5_mm_from_the_edge(built, plans, paper):
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    page = plans[f"labyrinth-deck-deck-{paper}"].pages[0]
    size = paper_named(paper).size
    grid = page.bleed_box
    thin = [[v / MM for v in b] for b in page_lines(deck, 0) if min(b[2] - b[0], b[3] - b[1]) < 1.0]
    marks = [b for b in thin if b[2] <= grid.x or b[0] >= grid.right or b[3] <= grid.y or b[1] >= grid.top]
    cols = len({round(p.trim.x, 3) for p in page.placements})
    rows = len({round(p.trim.y, 3) for p in page.placements})
    assert len(marks) >= 2 * (cols + 1) + 2 * (rows + 1)
    for left, bottom, right, top in marks:
        assert left >= EDGE - 0.2 and bottom >= EDGE - 0.2
        assert right <= size[0] - EDGE + 0.2 and top <= size[1] - EDGE + 0.2


@pytest.mark.parametrize("paper", PAPERS)
def test_art_bleeds_a_full_eighth_of_an_inch_past_the_outer_trim(built, plans, paper):
    """The header colour runs 3.175 mm past the outer trim of every card on the edge of the grid, then stops."""
    deck = built("labyrinth-deck") / f"labyrinth-deck-deck-{paper}.pdf"
    page = plans[f"labyrinth-deck-deck-{paper}"].pages[0]
    dpi = 200
    image = render(deck, 0, dpi)
    px = dpi / 25.4
    height = paper_named(paper).h
    # The header is the card's top: turned cards (Letter) have it on the left of the grid, upright ones on top.
    first = min(page.placements, key=lambda p: (p.trim.x, -p.trim.top))
    if first.rotation == 90:
        y = first.trim.y + first.trim.h / 2
        inside = image.getpixel((int((first.trim.x - 3.0) * px), int((height - y) * px)))
        beyond = image.getpixel((int((first.trim.x - 3.6) * px), int((height - y) * px)))
    else:
        x = first.trim.x + first.trim.w / 2
        inside = image.getpixel((int(x * px), int((height - first.trim.top - 3.0) * px)))
        beyond = image.getpixel((int(x * px), int((height - first.trim.top - 3.6) * px)))
    assert sum(inside) < 400, inside  # dark green header art
    assert beyond == (255, 255, 255)


def test_a_face_drawn_once_with_an_opacity_carries_its_graphics_states(tmp_path):
    """A back shared by every card is one form; its opacity must resolve inside the form."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    back = root / "templates/labyrinth-deck/back.yaml"
    edit(
        back,
        '    stroke: "#2f5c46"\n    stroke_width: 1.3\n',
        '    stroke: "#2f5c46"\n    stroke_width: 1.3\n    opacity: 0.5\n',
    )
    out = root / "output"
    assert run_pnp(root, "build", "labyrinth-deck", "--paper", "a4", "--out", str(out)).exit_code == 0
    pdf = reader(out / "labyrinth-deck" / "labyrinth-deck-deck-a4.pdf")
    checked = 0
    for page in pdf.pages:
        for form in (page["/Resources"].get("/XObject") or {}).values():
            form = form.get_object()
            content = form.get_data().decode("latin-1")
            used = set(re.findall(r"/(\w+) gs", content))
            if used:
                states = form["/Resources"].get("/ExtGState") or {}
                assert used <= {name.lstrip("/") for name in states}, used
                checked += 1
    assert checked  # the opacity was drawn inside a form, and the form names its states


def test_glue_notes_and_guides_read_on_a_dark_board(built):
    """Over the Trap Map Galaxy's night-blue board, the glue note sits on white and the guide shows."""
    pdf = built("trap-map-galaxy") / "trap-map-galaxy-board-a4.pdf"
    dpi = 100
    image = render(pdf, 1, dpi)
    ((x, y),) = word_centres(pdf, 1, "glue B1 here")
    px, py = round(x / 72 * dpi), round(image.height - y / 72 * dpi)
    around = [image.getpixel((px + dx, py + dy)) for dx in range(-20, 21, 4) for dy in (-4, 4)]
    assert sum(1 for r, g, b in around if min(r, g, b) > 200) > len(around) / 2  # a white box, not the board


@pytest.mark.parametrize(("edge", "angle"), [("left", 90), ("right", 270)])
def test_a_footer_along_a_side_reads_along_it_inside_its_band(tmp_path, edge, angle):
    """Turned up the left margin, or down the right one: its text stays inside its band."""
    width, height = 215.9, 279.4
    band = Band(5.0 if edge == "left" else width - 11.0, 20.0, 200.0, 6.0, edge)
    pdf = tmp_path / "footer.pdf"
    canvas = Canvas(str(pdf), pagesize=(width * MM, height * MM))
    draw_footer(canvas, band, "Trap Map Galaxy · Trap tents · sheet 1/4", "Helvetica", (25.4, "1 in"))
    canvas.save()
    placed = text_positions(pdf, 0)
    assert {p.angle for p in placed} == {angle}
    box = band.box.grow(0.01)
    for p in placed:
        assert box.x <= p.x / MM <= box.right and box.y <= p.y / MM <= box.top, (p, box)
    first = next(p for p in placed if p.text.startswith("Trap Map"))
    assert first.y / MM == pytest.approx(box.y if edge == "left" else box.top, abs=0.5)  # it starts at the band's start

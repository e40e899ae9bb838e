"""The drivethru profile's PDF/X-1a:2003 files, read back: the preflight of tests/preflight.py on every piece
PDF it makes, the total ink limit, raster art in CMYK, and transparency refused at the line that makes it."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
import pytest
from conftest import REPO, edit, line_of, make_workspace, run_pnp
from pdfread import render
from PIL import Image
from preflight import pdfx_1a_problems

from pnp.core.color import Color, Ink

TRANSLUCENT_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    '<rect width="10" height="10" fill="#000" fill-opacity="0.4"/></svg>'
)
CMYK_FILL = re.compile(rb"([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) k\b")
RICH_BLACK_FILL = rb"(?<![\d.])0?\.6 0?\.4 0?\.4 1 k\b"  # 60/40/40/100, as reportlab writes it


@pytest.fixture(scope="module")
def shop(tmp_path_factory) -> Path:
    """The Labyrinth Deck exported for DriveThruCards and built with its profile, and exported for home."""
    out = tmp_path_factory.mktemp("drivethru")
    for args in (
        ("export", "print-shop", "labyrinth-deck", "--profile", "drivethru"),
        ("export", "tuckbox", "labyrinth-deck", "--profile", "drivethru", "--paper", "letter"),
        ("build", "labyrinth-deck", "--profile", "drivethru", "--paper", "letter"),
        ("export", "print-shop", "labyrinth-deck"),
    ):
        result = run_pnp(REPO, *args, "--out", str(out))
        assert result.exit_code == 0, result.output
    return out / "labyrinth-deck"


def test_every_print_shop_pdf_for_drivethru_passes_the_pdfx_1a_preflight(shop):
    pdfs = sorted((shop / "print-shop-drivethru").glob("*/*.pdf"))
    assert [p.name for p in pdfs] == ["actions.pdf", "deck.pdf", "supply.pdf"]
    for pdf in pdfs:
        assert pdfx_1a_problems(pdf) == [], pdf.name
    reader = pypdf.PdfReader(str(pdfs[1]))
    (intent,) = reader.trailer["/Root"]["/OutputIntents"]
    assert intent["/OutputConditionIdentifier"] == "CGATS TR 001"  # SWOP, as DriveThruCards' own fix-ups use
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2003"


def test_drivethru_gets_its_pdf_and_order_list_and_no_png(shop):
    """DriveThruCards takes the CMYK PDF alone (a PNG cannot be CMYK): no RGB PNG to upload by mistake; the order
    list names each entry's first front and back page in the PDF."""
    folder = shop / "print-shop-drivethru" / "deck"
    assert sorted(p.name for p in folder.iterdir()) == ["deck.pdf", "order.csv"]
    rows = (folder / "order.csv").read_text().splitlines()
    assert rows == [
        "front page,back page,copies,title",
        "1,2,5,Right Path",
        "11,12,5,Dead End",
        "21,22,2,Monsters Are Approaching",
        "25,26,4,Room",
    ]
    assert len(pypdf.PdfReader(str(folder / "deck.pdf")).pages) == 2 * 16
    assert sorted(p.suffix for p in (shop / "print-shop" / "deck").iterdir()).count(".png") == 5  # home: PNGs


def test_a_shop_that_takes_pdfs_alone_is_not_held_to_whole_pixels(tmp_path):
    """Trap Map Galaxy's pieces are sized in millimetres: no whole pixels at 300 dpi, which a PDF does not need."""
    result = run_pnp(REPO, "export", "print-shop", "trap-map-galaxy", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert not list(tmp_path.rglob("*.png"))


def test_sheets_tuck_boxes_and_rulebooks_made_with_the_drivethru_profile_pass_it_too(shop):
    assert pdfx_1a_problems(shop / "labyrinth-deck-deck-letter.pdf") == []
    assert pdfx_1a_problems(shop / "tuckbox-drivethru" / "deck-tuckbox-letter.pdf") == []
    # the rules: platypus's tables and rules, the text's words and icons, all in CMYK
    assert pdfx_1a_problems(shop / "labyrinth-deck-rules-letter.pdf") == []


def test_the_preflight_finds_what_a_home_pdf_breaks(shop, tmp_path):
    home_rules = run_pnp(REPO, "build", "labyrinth-deck", "--paper", "letter", "--out", str(tmp_path))
    assert home_rules.exit_code == 0, home_rules.output
    for pdf in (
        shop / "print-shop" / "deck" / "deck.pdf",
        tmp_path / "labyrinth-deck" / "labyrinth-deck-rules-letter.pdf",
    ):
        problems = pdfx_1a_problems(pdf)
        assert "0 GTS_PDFX output intents, not one" in problems
        assert "GTS_PDFXVersion is None" in problems
        assert any("RGB colour operator" in p for p in problems)


def test_ink_is_thinned_to_the_limit_and_black_kept():
    navy = Color(0, 0, 77 / 255)  # 100 % cyan and magenta over 70 % black as converted: 270 %
    assert sum(navy.cmyk) == pytest.approx(2.698, abs=0.001)
    c, m, y, k = Ink(2.4).cmyk(navy)
    assert (c + m + y + k, k, y) == (pytest.approx(2.4, abs=0.001), navy.cmyk[3], 0)
    assert Ink(2.4).cmyk(Color(0.8, 0.2, 0.1)) == Color(0.8, 0.2, 0.1).cmyk  # under the limit: unchanged


def test_no_colour_of_a_drivethru_pdf_takes_more_than_240_percent_ink(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(root / "templates" / "labyrinth-deck" / "action.yaml", 'fill: "#23395d"', 'fill: "#00004d"')
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    data = b"".join(p.get_contents().get_data() for p in pypdf.PdfReader(str(_shop_pdf(tmp_path, "actions"))).pages)
    fills = {tuple(float(v) for v in match) for match in CMYK_FILL.findall(data)}
    assert max(sum(fill) for fill in fills) <= 2.4 + 1e-6
    assert Ink(2.4).cmyk(Color(0, 0, 77 / 255)) in fills


def test_a_large_black_area_is_rich_black_and_small_text_pure_black(tmp_path):
    """DESIGN.md's print facts: rich black for large dark areas (60/40/40/100, the 240 % DriveThruCards takes: a
    flat K prints a whole card back dark grey), pure black for small text and thin lines (no colour fringes)."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(root / "templates" / "labyrinth-deck" / "back.yaml", 'fill: "#1d3a2d"\n  maze:', 'fill: "#000000"\n  maze:')
    edit(root / "templates" / "labyrinth-deck" / "back.yaml", '    stroke: "#2f5c46"', '    stroke: "#000000"')
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pages = pypdf.PdfReader(str(_shop_pdf(tmp_path, "deck"))).pages
    front, back = (p.get_contents().get_data() + b"".join(_form_data(p)) for p in pages[:2])
    assert re.search(RICH_BLACK_FILL, back), "the back's black ground is rich black"
    assert re.search(rb"\b0 0 0 1 K\b", back), "the maze's thin black walls stay pure black"
    assert re.search(rb"\b0 0 0 1 k\b", front) and not re.search(RICH_BLACK_FILL, front)


def _form_data(page) -> list[bytes]:
    """The content of the form XObjects a page draws (a face's shared drawings)."""
    return [x.get_data() for x in _xobjects([page]) if x.get("/Subtype") == "/Form"]


def test_raster_art_is_converted_to_cmyk_by_the_same_rule(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    art = root / "content" / "labyrinth-deck" / "art"
    art.mkdir()
    Image.new("RGB", (20, 20), (200, 30, 40)).save(art / "seal.png")
    _add_element(root, "seal:\n    type: image\n    src: seal.png\n    x: 2\n    y: 2\n    w: 6\n    h: 6\n")
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = _shop_pdf(tmp_path, "actions")
    assert pdfx_1a_problems(pdf) == []
    images = [x for x in _xobjects(pypdf.PdfReader(str(pdf)).pages) if x.get("/Subtype") == "/Image"]
    assert images and all(image["/ColorSpace"] == "/DeviceCMYK" for image in images)
    expected = bytes(round(v * 255) for v in Ink(2.4).cmyk(Color(200 / 255, 30 / 255, 40 / 255)))
    assert all(abs(a - b) <= 1 for a, b in zip(images[0].get_data()[:4], expected, strict=True))


# A designer's CMYK art (inks 0–255): its own separation, and what a 240 % profile prints of it.
DESIGNER_INKS = {
    "rich black": ((153, 102, 102, 255), (153, 102, 102, 255)),  # 60/40/40/100: 240 %, kept (not black alone)
    "black text": ((0, 0, 0, 255), (0, 0, 0, 255)),
    "grey component replacement": ((26, 51, 13, 128), (26, 51, 13, 128)),  # black under a warm grey, kept
    "300 %": ((204, 153, 153, 255), (143, 107, 107, 255)),  # cyan, magenta, yellow thinned to 240 %, black kept
}
SEAL = "seal:\n    type: image\n    src: {}\n    x: 2\n    y: 2\n    w: 16\n    h: 4\n"  # 4 blocks of 4 mm


def _blocks(colours, mode: str = "CMYK") -> Image.Image:
    """A picture of 8 × 8 px blocks side by side (a JPEG's own blocks: each flat, kept nearly exact)."""
    picture = Image.new(mode, (8 * len(colours), 8))
    for i, colour in enumerate(colours):
        picture.paste(colour, (8 * i, 0, 8 * i + 8, 8))
    return picture


def _images(pdf: Path) -> list:
    return [x for x in _xobjects(pypdf.PdfReader(str(pdf)).pages) if x.get("/Subtype") == "/Image"]


def _near(pixel, inks, off: int) -> bool:
    """Whether every ink of ``pixel`` is within ``off`` of ``inks`` (a JPEG's rounding)."""
    return all(abs(a - b) <= off for a, b in zip(pixel, inks, strict=True))


def _filters(image) -> list[str]:
    """The image's filters, one name or an array of them."""
    filters = image["/Filter"]
    return list(filters) if isinstance(filters, list) else [filters]


@pytest.mark.parametrize("name", ["separation.tif", "separation.jpg"])
def test_cmyk_art_keeps_its_own_inks_only_thinned_to_the_ink_limit(tmp_path, name):
    """A designer's CMYK separation goes into the DriveThruCards PDF as it is (no CMYK → RGB → CMYK: its rich
    black stays rich, its black-only stays black only), a pixel over 240 % thinned in cyan, magenta and yellow
    as vector colours are. A JPEG from Pillow is Adobe's inverted CMYK (APP14), read the right way round."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    art = root / "content" / "labyrinth-deck" / "art"
    art.mkdir()
    _blocks([given for given, _ in DESIGNER_INKS.values()]).save(art / name, quality=100, subsampling=0)
    if name.endswith(".jpg"):  # Photoshop's convention: an Adobe marker, every ink stored inverted
        stored = Image.open(art / name)
        assert b"\xff\xee\x00\x0eAdobe" in (art / name).read_bytes()[:200]
        stored.tile = [tile._replace(args=("CMYK", "")) for tile in stored.tile]  # read without inverting
        assert _near(stored.getpixel((4, 4)), (102, 153, 153, 0), 2)  # 255 - 60/40/40/100
    _add_element(root, SEAL.format(name))
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = _shop_pdf(tmp_path, "actions")
    assert pdfx_1a_problems(pdf) == []
    [image] = _images(pdf)
    assert (image["/ColorSpace"], _filters(image), image["/Width"]) == ("/DeviceCMYK", ["/FlateDecode"], 32)
    data = image.get_data()
    for i, (part, (_, prints)) in enumerate(DESIGNER_INKS.items()):
        pixel = data[(4 * 32 + 8 * i + 4) * 4 :][:4]  # the block's centre
        assert _near(pixel, prints, 0 if name.endswith(".tif") else 2), (part, pixel)
        assert sum(pixel) <= 612  # 240 % of 255


def test_cmyk_jpeg_within_the_ink_limit_goes_into_the_pdf_as_its_own_file(tmp_path):
    """A CMYK JPEG no pixel of which passes 240 % needs nothing done: the file itself is the image (its
    compression kept, not re-encoded), with the Decode that reads Adobe's inverted inks; pdfium shows its
    cyan cyan, its rich black black. An embedded CMYK profile (a FOGRA or SWOP separation) changes nothing:
    the shop's press is what the inks are for. A home build takes the same file."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    art = root / "content" / "labyrinth-deck" / "art"
    art.mkdir()
    cmyk_profile = bytes(16) + b"CMYK" + b"Lab " + bytes(16) + b"acsp" + bytes(88)  # a CMYK ICC header
    picture = _blocks([(255, 0, 0, 0), (153, 102, 102, 255), (0, 0, 0, 0), (0, 0, 0, 0)])
    picture.save(art / "seal.jpg", quality=100, subsampling=0, icc_profile=cmyk_profile)
    _add_element(root, SEAL.format("seal.jpg"))
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = _shop_pdf(tmp_path, "actions")
    assert pdfx_1a_problems(pdf) == []
    [image] = _images(pdf)
    assert (image["/ColorSpace"], _filters(image)) == ("/DeviceCMYK", ["/DCTDecode"])
    assert list(image["/Decode"]) == [1, 0] * 4
    assert image.get_data() == (art / "seal.jpg").read_bytes()
    page = render(pdf, 0, dpi=254)  # 10 px a mm; the page is the card and its 1/8 in bleed
    cyan, black = (page.getpixel((round((3.175 + 2 + 2 + 4 * i) * 10), round((3.175 + 4) * 10))) for i in (0, 1))
    assert cyan[0] < 80 and min(cyan[1:]) > 140, cyan
    assert max(black) < 60, black
    home = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--out", str(tmp_path))
    assert home.exit_code == 0, home.output
    [image] = _images(tmp_path / "labyrinth-deck" / "print-shop" / "actions" / "actions.pdf")
    assert image.get_data() == (art / "seal.jpg").read_bytes()


# Inks as a designer meant them, and what pdfium shows of each: cyan, magenta, no ink, and a dark last block (black
# alone: within 240 %; or 300 %, which sends the picture through the thinning).
MEANT = [(255, 0, 0, 0), (0, 255, 0, 0), (0, 0, 0, 0)]
SHOWN = [
    lambda rgb: rgb[0] < 80 and min(rgb[1:]) > 140,
    lambda rgb: rgb[1] < 80 and min(rgb[0], rgb[2]) > 100,
    lambda rgb: min(rgb) > 200,
    lambda rgb: max(rgb) < 80,
]


def _without_adobe_marker(jpeg: bytes) -> bytes:
    """The JPEG with its APP14 "Adobe" segment taken out (Pillow writes one into every CMYK JPEG)."""
    at = jpeg.index(b"\xff\xee\x00\x0eAdobe")
    return jpeg[:at] + jpeg[at + 2 + int.from_bytes(jpeg[at + 2 : at + 4], "big") :]


@pytest.mark.parametrize("adobe", [True, False], ids=["adobe-marker", "no-marker"])
@pytest.mark.parametrize(
    ("profile", "dark"),
    [
        ((), (0, 0, 0, 255)),
        (("--profile", "drivethru"), (0, 0, 0, 255)),
        (("--profile", "drivethru"), (204, 153, 153, 255)),
    ],
    ids=["home", "drivethru-as-is", "drivethru-thinned"],
)
def test_a_cmyk_jpeg_prints_its_inks_stored_inverted_with_adobes_marker_and_as_stored_without(
    tmp_path, adobe, profile, dark
):
    """Adobe's applications (and Pillow) mark a CMYK JPEG with APP14 and store its inks inverted; a JPEG without
    the marker stores them as they print. Before, both were read inverted: one without the marker printed as a
    negative (its cyan red, its white black) at home, in the drivethru file as it is and through the thinning."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    art = root / "content" / "labyrinth-deck" / "art"
    art.mkdir()
    meant = _blocks([*MEANT, dark])
    if adobe:
        meant.save(art / "seal.jpg", quality=100, subsampling=0)
    else:  # Pillow stores the inverse of what it is given: given the inverse, it stores the inks meant
        inverse = art / "inverse.jpg"
        Image.eval(meant, lambda v: 255 - v).save(inverse, quality=100, subsampling=0)
        (art / "seal.jpg").write_bytes(_without_adobe_marker(inverse.read_bytes()))
        inverse.unlink()
    _add_element(root, SEAL.format("seal.jpg"))
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", *profile, "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = _shop_pdf(tmp_path, "actions") if profile else tmp_path / "labyrinth-deck/print-shop/actions/actions.pdf"
    trim = pypdf.PdfReader(str(pdf)).pages[0].trimbox
    left, top = (
        float(trim.left) / 72 * 25.4,
        (float(pypdf.PdfReader(str(pdf)).pages[0].mediabox.top) - float(trim.top)) / 72 * 25.4,
    )
    page = render(pdf, 0, dpi=254)  # 10 px a mm
    for i, shown in enumerate(SHOWN):
        rgb = page.getpixel((round((left + 2 + 2 + 4 * i) * 10), round((top + 4) * 10)))
        assert shown(rgb), (i, rgb)
    [image] = _images(pdf)
    if not adobe:  # written from its pixels: reportlab reads a CMYK JPEG file as Adobe's
        assert _filters(image) == ["/FlateDecode"] and "/Decode" not in image


@pytest.mark.parametrize(
    "element, needle, says",
    [
        ("veil:\n    type: rect\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n    fill: black\n    opacity: 0.5\n",
         "opacity: 0.5", "drawn at an opacity below 1"),
        ('tint:\n    type: rect\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n    fill: "#23395d80"\n',
         'fill: "#23395d80"', "its colour #23395d has an alpha of 0.5"),
        ("ghost:\n    type: icon\n    name: ghost\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n",
         "name: ghost", "icon 'ghost' (ghost.svg) paints with an opacity below 1"),
        ("cutout:\n    type: image\n    src: cutout.png\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n",
         "src: cutout.png", "image 'cutout.png' has see-through pixels"),
    ],
)  # fmt: skip
def test_transparency_is_refused_at_its_line_once_and_nothing_is_written(tmp_path, element, needle, says):
    root = make_workspace(tmp_path, "labyrinth-deck")
    game = root / "content" / "labyrinth-deck"
    (game / "icons" / "ghost.svg").write_text(TRANSLUCENT_SVG)
    (game / "art").mkdir()
    Image.new("RGBA", (4, 4), (255, 0, 0, 128)).save(game / "art" / "cutout.png")
    template = _add_element(root, element)
    out = tmp_path / "out"
    result = run_pnp(root, "export", "print-shop", "labyrinth-deck", "--profile", "drivethru", "--out", str(out))
    assert result.exit_code == 1
    where = f"action.yaml:{line_of(template, needle)}: error: template 'labyrinth-deck/action': element"
    assert result.output.count("[profile-transparency]") == 1, result.output
    assert where in result.output and says in result.output
    assert not (out / "labyrinth-deck").exists()
    for command in (("build", "--out", str(out)), ("validate",)):  # the same finding; validate needs no build
        again = run_pnp(root, command[0], "labyrinth-deck", "--profile", "drivethru", *command[1:])
        assert again.exit_code == 1 and where in again.output and says in again.output, command
    home = run_pnp(root, "build", "labyrinth-deck", "--paper", "letter", "--out", str(out))
    assert home.exit_code == 0 and "profile-transparency" not in home.output  # a home printer takes it


def _add_element(root: Path, element: str) -> Path:
    """The action template with ``element`` drawn last."""
    template = root / "templates" / "labyrinth-deck" / "action.yaml"
    indented = "".join(f"  {line}\n" for line in element.splitlines())
    template.write_text(template.read_text() + indented)
    return template


def _shop_pdf(out: Path, component: str) -> Path:
    return out / "labyrinth-deck" / "print-shop-drivethru" / component / f"{component}.pdf"


def _xobjects(pages):
    seen, stack = set(), [page["/Resources"] for page in pages]
    while stack:
        for ref in (stack.pop().get("/XObject") or {}).values():
            if ref.idnum in seen:
                continue
            seen.add(ref.idnum)
            xobject = ref.get_object()
            yield xobject
            if "/Resources" in xobject:
                stack.append(xobject["/Resources"])


def test_transparency_in_an_element_two_templates_inherit_is_one_finding_where_it_is_written(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    frame = root / "templates" / "labyrinth-deck" / "frame.yaml"  # the card's and the action's parent
    frame.write_text(
        frame.read_text() + '  veil:\n    type: rect\n    x: 0\n    y: 0\n    w: 5\n    h: 5\n    fill: "#00000080"\n'
    )
    result = run_pnp(root, "validate", "labyrinth-deck", "--profile", "drivethru")
    found = [row for row in result.output.splitlines() if "[profile-transparency]" in row]
    assert len(found) == 1 and found[0].startswith(
        f"templates/labyrinth-deck/frame.yaml:{line_of(frame, '#00000080')}:"
    )

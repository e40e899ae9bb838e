"""Reading built PDFs back: sizes, text, fonts, positions of text and drawn lines."""

from __future__ import annotations

import ctypes
import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

import pypdf
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image, ImageChops, ImageStat

from pnp.core.geometry import path_bounds

try:
    from pypdf.generic._font import Font  # where pypdf reads a font for text extraction (pypdf 6)
except ImportError:  # an older pypdf reads fonts elsewhere: its extraction runs as it is
    Font = None

MM = 72 / 25.4


@dataclass(frozen=True)
class Placed:
    text: str
    x: float  # points
    y: float
    upright: bool = True  # False for text turned 180° (the bottom-right corner index)
    angle: int = 0  # the direction its baseline runs, degrees counter-clockwise, rounded


def reader(path: Path) -> pypdf.PdfReader:
    return pypdf.PdfReader(str(path))


def boxes_mm(path: Path) -> list[dict[str, tuple[float, float, float, float]]]:
    """Each page's boxes (mm: left, bottom, right, top), only those the page itself sets."""
    result = []
    for page in reader(path).pages:
        found = {}
        for name in ("/MediaBox", "/TrimBox", "/BleedBox"):
            if name in page:
                box = [float(v) / MM for v in page[name]]
                found[name[1:-3].lower()] = tuple(box)
        result.append(found)
    return result


def page_sizes_mm(path: Path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width) / MM, float(p.mediabox.height) / MM) for p in reader(path).pages]


def page_texts(path: Path) -> list[str]:
    """The text of each page (pdfium: fast, and it reads text inside forms)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


@contextmanager
def _each_font_parsed_once() -> Iterator[None]:
    """pypdf reads a font's ToUnicode map again for every form XObject that uses the font (each card, each
    icon): two thirds of a sheet's text extraction. Within one reader a font is one object, so its reading
    is kept and handed back; pypdf only sets the page's space width on it, the same value every time."""
    if Font is None:
        yield
        return
    original = Font.from_font_resource
    parsed: dict[int, tuple[object, Font]] = {}  # id of the font's dictionary -> (that dictionary, its reading)

    def once(font_dictionary) -> Font:
        key = id(font_dictionary)
        if key not in parsed:  # the dictionary is kept alive in the table, so its id is never reused
            parsed[key] = (font_dictionary, original(font_dictionary))
        return parsed[key][1]

    with mock.patch.object(Font, "from_font_resource", once):
        yield


def text_positions(path: Path, page_index: int) -> list[Placed]:
    """Each text run on a page with its start position in page coordinates."""
    found: list[Placed] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            dx, dy = tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]
            angle = round(math.degrees(math.atan2(dy, dx))) % 360
            found.append(Placed(text.strip(), x, y, dx > 0, angle))

    with _each_font_parsed_once():
        reader(path).pages[page_index].extract_text(visitor_text=visit)
    return found


def char_fonts(path: Path) -> dict[str, set[str]]:
    """Each character printed on any page (forms included) -> the fonts that set it, by name without the
    subset's tag ('DejaVuSans', 'Lato-Regular')."""
    found: dict[str, set[str]] = {}

    def visit(text, cm, tm, font, size):
        name = str(font.get("/BaseFont", "")).lstrip("/").split("+")[-1] if font is not None else ""
        for char in text.strip():
            found.setdefault(char, set()).add(name)

    with _each_font_parsed_once():
        for page in reader(path).pages:
            page.extract_text(visitor_text=visit)
    return found


def _resources(path: Path):
    """Every resource dictionary of every page, forms included, each once."""
    seen: set[int] = set()

    def walk(resources):
        if resources is None:
            return
        resources = resources.get_object()
        if id(resources) in seen:
            return
        seen.add(id(resources))
        yield resources
        for xobject in (resources.get("/XObject") or {}).values():
            yield from walk(xobject.get_object().get("/Resources"))

    for page in reader(path).pages:
        yield from walk(page.get("/Resources"))


def _font_descriptors(path: Path) -> Iterator[tuple[str, dict | None]]:
    """Every font used on any page (forms included): its name and its descriptor (None for none)."""
    for resources in _resources(path):
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            yield str(font.get("/BaseFont")), descriptor.get_object() if descriptor is not None else None


def fonts(path: Path) -> dict[str, bool]:
    """Every font used on any page (forms included) → whether it is embedded."""
    return {
        name: descriptor is not None and any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
        for name, descriptor in _font_descriptors(path)
    }


def embedded_font_sizes(path: Path) -> dict[str, int]:
    """Every embedded TrueType font (its name as the PDF gives it, '/AAAAAA+DejaVuSans' for a subset) → the bytes
    of its font program."""
    return {
        name: len(descriptor["/FontFile2"].get_object().get_data())
        for name, descriptor in _font_descriptors(path)
        if descriptor is not None and "/FontFile2" in descriptor
    }


def xobjects(path: Path) -> dict[str, str]:
    """Every XObject name → its subtype (/Image or /Form), forms included."""
    return {
        str(name): str(xobject.get_object().get("/Subtype"))
        for resources in _resources(path)
        for name, xobject in (resources.get("/XObject") or {}).items()
    }


def image_count(path: Path) -> int:
    """Raster images anywhere in the file."""
    return sum(1 for subtype in xobjects(path).values() if subtype == "/Image")


def page_lines(path: Path, page_index: int) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (points) of the page-level path objects: marks, rules, card shapes."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[page_index]
        return [obj.get_bounds() for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=1)]
    finally:
        pdf.close()


@dataclass(frozen=True)
class DrawnPath:
    """A path object drawn on a page: its subpaths as points (pt, page coordinates, y up), the width of
    its stroke (pt; 0 when it is not stroked), whether it is filled, its stroke's colour (red, green, blue,
    0–255, as the page sets it) and whether the stroke is dashed."""

    subpaths: tuple[tuple[tuple[float, float], ...], ...]
    stroke_width: float
    filled: bool
    stroke_color: tuple[int, int, int] = (0, 0, 0)
    dashed: bool = False


def page_paths(path: Path, page_index: int) -> list[DrawnPath]:
    """Each page-level path object of a page, in drawing order (curves read as their end points)."""
    pdf = pdfium.PdfDocument(str(path))
    found = []
    try:
        for obj in pdf[page_index].get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=1):
            a, b, c, d, e, f = obj.get_matrix().get()
            subpaths: list[list[tuple[float, float]]] = []
            for index in range(pdfium_c.FPDFPath_CountSegments(obj.raw)):
                segment = pdfium_c.FPDFPath_GetPathSegment(obj.raw, index)
                x, y = ctypes.c_float(), ctypes.c_float()
                pdfium_c.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y))
                if pdfium_c.FPDFPathSegment_GetType(segment) == pdfium_c.FPDF_SEGMENT_MOVETO or not subpaths:
                    subpaths.append([])
                subpaths[-1].append((a * x.value + c * y.value + e, b * x.value + d * y.value + f))
            fill, stroke = ctypes.c_int(), ctypes.c_int()
            pdfium_c.FPDFPath_GetDrawMode(obj.raw, ctypes.byref(fill), ctypes.byref(stroke))
            width = ctypes.c_float()
            pdfium_c.FPDFPageObj_GetStrokeWidth(obj.raw, ctypes.byref(width))
            scale = math.sqrt(abs(a * d - b * c))  # the object's matrix scales its line width too
            rgba = [ctypes.c_uint() for _ in range(4)]
            pdfium_c.FPDFPageObj_GetStrokeColor(obj.raw, *(ctypes.byref(v) for v in rgba))
            found.append(
                DrawnPath(
                    tuple(tuple(points) for points in subpaths),
                    width.value * scale if stroke.value else 0.0,
                    fill.value != 0,
                    tuple(v.value for v in rgba[:3]),
                    pdfium_c.FPDFPageObj_GetDashCount(obj.raw) > 0,
                )
            )
        return found
    finally:
        pdf.close()


def render(path: Path, page_index: int, dpi: int = 50):
    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[page_index].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        pdf.close()


def painted(image: Image.Image, colour: tuple[int, int, int]) -> Image.Image:
    """A mask of an RGB ``image``: 255 where a pixel is exactly ``colour``, 0 elsewhere. Pillow compares the
    pixels (a page at 288 dpi is 8 million of them: asking each one from Python took 20 s)."""
    red, green, blue = (
        band.point(lambda v, want=want: 255 if v == want else 0)
        for band, want in zip(image.split(), colour, strict=True)
    )
    return ImageChops.multiply(ImageChops.multiply(red, green), blue)


def lowest_ink(path: Path, page_index: int, box: tuple[float, float, float, float], dpi: int = 100) -> float | None:
    """The height (pt, y up) of the lowest printed pixel (darker than a table's header fill is not needed:
    anything but white) inside ``box`` (left, bottom, right, top, pt) of a page; None when it is blank."""
    image = render(path, page_index, dpi).convert("L")
    scale, height = dpi / 72, image.height
    left, bottom, right, top = box
    crop = (
        round(left * scale) + 1,
        round(height - top * scale),
        round(right * scale) - 1,
        round(height - bottom * scale),
    )
    found = image.crop(crop).point(lambda value: 255 if value < 235 else 0).getbbox()
    return None if found is None else (height - crop[1] - found[3]) / scale


def word_centres(path: Path, page_index: int, word: str) -> list[tuple[float, float]]:
    """Centres (points, y up) of each place ``word`` is printed on a page."""
    return [((left + right) / 2, (bottom + top) / 2) for left, bottom, right, top in word_boxes(path, page_index, word)]


def word_directions(path: Path, page_index: int, word: str) -> list[tuple[float, float, int]]:
    """Each place ``word`` is printed on a page: its centre (points, y up) and the direction its baseline runs
    (degrees counter-clockwise, rounded: 0 upright, 90 turned to read upwards)."""
    return [
        ((left + right) / 2, (bottom + top) / 2, angle)
        for (left, bottom, right, top), angle in _words(path, page_index, word)
    ]


def word_boxes(path: Path, page_index: int, word: str) -> list[tuple[float, float, float, float]]:
    """The tight box (points, y up: left, bottom, right, top) of each place ``word`` is printed on a page."""
    return [box for box, _ in _words(path, page_index, word)]


def _words(path: Path, page_index: int, word: str) -> list[tuple[tuple[float, float, float, float], int]]:
    """Each place ``word`` is printed on a page: its tight box and the direction of its first letter's baseline."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[page_index].get_textpage()
        searcher = text.search(word, match_case=True)
        found = []
        while (hit := searcher.get_next()) is not None:
            start, count = hit
            boxes = [text.get_charbox(i) for i in range(start, start + count)]
            left, bottom = min(b[0] for b in boxes), min(b[1] for b in boxes)
            right, top = max(b[2] for b in boxes), max(b[3] for b in boxes)
            matrix = pdfium_c.FS_MATRIX()
            pdfium_c.FPDFText_GetMatrix(text.raw, start, matrix)
            found.append(((left, bottom, right, top), round(math.degrees(math.atan2(matrix.b, matrix.a))) % 360))
        return found
    finally:
        pdf.close()


def glyph_boxes(path: Path, page_index: int) -> list[tuple[float, float, float, float, str]]:
    """The tight box (points, y up: left, bottom, right, top) of every printed character of a page (not the
    spaces), and the character."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[page_index].get_textpage()
        return [
            (*text.get_charbox(i), char)
            for i in range(text.count_chars())
            if (char := text.get_text_range(i, 1)).strip()
        ]
    finally:
        pdf.close()


def printed_chars(page: pdfium.PdfPage) -> list[tuple[float, float, float, str]]:
    """(x, baseline y, size in pt as printed, character) of every character on a page."""
    text = page.get_textpage()
    found = []
    for index in range(text.count_chars()):
        char = chr(pdfium_c.FPDFText_GetUnicode(text.raw, index))
        x, y, matrix = ctypes.c_double(), ctypes.c_double(), pdfium_c.FS_MATRIX()
        pdfium_c.FPDFText_GetCharOrigin(text.raw, index, x, y)
        pdfium_c.FPDFText_GetMatrix(text.raw, index, matrix)
        scale = abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5
        found.append((x.value, y.value, pdfium_c.FPDFText_GetFontSize(text.raw, index) * scale, char))
    return found


def text_angles(path: Path, page_index: int) -> set[int]:
    """The directions (degrees counter-clockwise, rounded) in which the printed characters of a page run,
    forms and their placement included."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[page_index].get_textpage()
        found = set()
        for index in range(text.count_chars()):
            if chr(pdfium_c.FPDFText_GetUnicode(text.raw, index)).strip():
                matrix = pdfium_c.FS_MATRIX()
                pdfium_c.FPDFText_GetMatrix(text.raw, index, matrix)
                found.add(round(math.degrees(math.atan2(matrix.b, matrix.a))) % 360)
        return found
    finally:
        pdf.close()


def front_lines(path: Path, plan) -> list[list[tuple[float, str]]]:
    """Each upright piece front printed in ``path`` (laid out by ``plan``, its page plan), in print
    order, as its lines of text, top first: (the line's largest size in pt, its text)."""
    cards: dict[tuple[int, float, float], dict[float, list[tuple[float, float, str]]]] = {}
    document = pdfium.PdfDocument(str(path))
    try:
        for index, page in enumerate(plan.pages):
            for x, y, size, char in printed_chars(document[index]):
                at = (x / MM, y / MM)
                placed = next(
                    (
                        p
                        for p in page.placements
                        if p.trim.x <= at[0] <= p.trim.right and p.trim.y <= at[1] <= p.trim.top
                    ),
                    None,
                )
                if placed and placed.side == "front" and char not in "\r\n\ufffe\x00":
                    card = cards.setdefault((index, -placed.trim.y, placed.trim.x), {})
                    card.setdefault(round(y, 1), []).append((x, size, char))
    finally:
        document.close()
    return [
        [
            (round(max(size for _, size, _ in row), 2), "".join(char for _, _, char in sorted(row)).strip())
            for _, row in sorted(lines.items(), reverse=True)
        ]
        for _, lines in sorted(cards.items())
    ]


def join_clearances(pdf: Path, plan) -> dict[str, float]:
    """For each join of a tiled board (a page's left edge after column 1, its top edge after row A),
    by the page's label ("B1 top", "back A2 left"): the least distance (mm) from the edge to the tight
    box of any printed character along it."""
    least: dict[str, float] = {}
    document = pdfium.PdfDocument(str(pdf))
    try:
        for index, page in enumerate(plan.pages):
            if not page.label.startswith("piece "):  # an assembly map
                continue
            label = page.label.removeprefix("piece ")
            cell = label.split()[-1]  # A1 of "back A1"
            art = path_bounds(page.placements[0].clip)
            text = document[index].get_textpage()
            for i in range(text.count_chars()):
                if not text.get_text_range(i, 1).strip():
                    continue
                left, bottom, right, top = (v / MM for v in text.get_charbox(i))
                if cell[1:] != "1" and art.y < (bottom + top) / 2 < art.top:  # beside the left edge, either side
                    gap = max(left - art.x, art.x - right, 0.0)
                    least[f"{label} left"] = min(least.get(f"{label} left", 99.0), gap)
                if cell[0] != "A" and art.x < (left + right) / 2 < art.right:
                    gap = max(bottom - art.top, art.top - top, 0.0)
                    least[f"{label} top"] = min(least.get(f"{label} top", 99.0), gap)
    finally:
        document.close()
    return least


def reassembly(tiled: Path, pages: dict[int, object], whole: Path, whole_page: int, bleed: float):
    """A tiled board's ``pages`` (page plans by their index in ``tiled``) laid where their windows say on
    page ``whole_page`` of ``whole`` (the poster: the face with its bleed), at 50 dpi: the mean difference,
    by page label, between each page's art and the poster under it (the largest of the three channels),
    and whether the pages together cover the whole face."""
    dpi = 50
    poster = render(whole, whole_page, dpi)
    scale = dpi / 25.4
    seen = Image.new("L", poster.size, 0)
    differences = {}
    for index, page in pages.items():
        image = render(tiled, index, dpi)
        art = page.bleed_box
        transform = page.placements[0].transform
        u0, v0 = art.x - transform.e, transform.f - art.top  # the face point at the art's top-left corner
        inset = 2  # px: anti-aliased edges aside
        box = (
            round(art.x * scale) + inset,
            round((page.height - art.top) * scale) + inset,
            round(art.right * scale) - inset,
            round((page.height - art.y) * scale) - inset,
        )
        piece = image.crop(box)
        left, top = round((u0 + bleed) * scale) + inset, round((v0 + bleed) * scale) + inset
        target = poster.crop((left, top, left + piece.width, top + piece.height))
        differences[page.label] = max(ImageStat.Stat(ImageChops.difference(piece, target)).mean)
        seen.paste(255, (left, top, left + piece.width, top + piece.height))
    inner = seen.crop((3, 3, seen.width - 3, seen.height - 3))
    return differences, inner.getextrema()[0] == 255

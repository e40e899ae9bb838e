"""Template polish after a publisher's visual review: each defect measured back from the built PDFs.

Every measure is in millimetres on the piece itself (from its trim's top-left corner, y down), read
through the page plan's transform from a rasterised page or from pdfium's glyph boxes.
"""

from __future__ import annotations

import ctypes
import itertools
import math
import re
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from conftest import REPO, plans_of
from pdfread import MM, page_texts, printed_chars

from pnp import pipeline
from pnp.core.color import contrast
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 on the face


def _fronts(game: str, component: str, paper: str = "letter") -> Iterator[tuple[dict, object, int, object]]:
    """(entry, placement, page index, page) of every front of a component, in page order."""
    entries = pipeline.load(Workspace(REPO), game, Findings()).component(component).entries
    plan = plans_of(REPO, game)[f"{game}-{component}-{paper}"]
    for index, page in enumerate(plan.pages):
        for placed in page.placements:
            if placed.side == "front":
                yield entries[placed.piece], placed, index, page


class _Sheets:
    """A built PDF read on its faces: colours at face points, glyph boxes in face millimetres."""

    def __init__(self, pdf: Path, dpi: int):
        self.document = pdfium.PdfDocument(str(pdf))
        self.dpi = dpi
        self.pages: dict[int, object] = {}

    def close(self) -> None:
        self.document.close()

    def colour(self, index: int, page, placed, x: float, y: float) -> Colour:
        if index not in self.pages:
            self.pages[index] = self.document[index].render(scale=self.dpi / 72).to_pil().convert("RGB").load()
        px, py = placed.transform.apply(x, y)
        k = self.dpi / 25.4
        return self.pages[index][round(px * k), round((page.height - py) * k)]

    def glyphs(self, index: int, placed) -> list[tuple[str, Box]]:
        """Each printed character inside the placement's trim with its glyph box on the face."""
        return [(char, box) for char, box, _ in self.inked_glyphs(index, placed)]

    def inked_glyphs(self, index: int, placed) -> list[tuple[str, Box, Colour]]:
        """Each printed character inside the placement's trim, its glyph box on the face and its colour."""
        text = self.document[index].get_textpage()
        back = placed.transform.inverse()
        found = []
        for i in range(text.count_chars()):
            char = text.get_text_range(i, 1)
            left, bottom, right, top = text.get_charbox(i)
            x, y = (left + right) / 2 / MM, (bottom + top) / 2 / MM
            if not char.strip() or not (
                placed.trim.x <= x <= placed.trim.right and placed.trim.y <= y <= placed.trim.top
            ):
                continue
            corners = [back.apply(u / MM, v / MM) for u in (left, right) for v in (bottom, top)]
            xs, ys = [c[0] for c in corners], [c[1] for c in corners]
            ink = [ctypes.c_uint() for _ in range(4)]
            pdfium_c.FPDFText_GetFillColor(text.raw, i, *ink)
            found.append((char, (min(xs), min(ys), max(xs), max(ys)), (ink[0].value, ink[1].value, ink[2].value)))
        return found


@pytest.fixture
def sheets():
    opened: list[_Sheets] = []

    def open_(pdf: Path, dpi: int) -> _Sheets:
        opened.append(_Sheets(pdf, dpi))
        return opened[-1]

    yield open_
    for sheet in opened:
        sheet.close()


def _grid(x0: float, x1: float, y0: float, y1: float, step: float) -> Iterator[tuple[float, float]]:
    for j in range(int((y1 - y0) / step) + 1):
        for i in range(int((x1 - x0) / step) + 1):
            yield x0 + i * step, y0 + j * step


def _bounds(points: list[tuple[float, float]]) -> Box:
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def _far(a: Colour, b: Colour, by: int) -> bool:
    return max(abs(p - q) for p, q in zip(a, b, strict=True)) > by


def _lab(rgb: Colour) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""

    def linear(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta_e(a: Colour, b: Colour) -> float:
    return math.dist(_lab(a), _lab(b))


# -- Every game: a number stays with its word ------------------------------------------------------

NUMBER_AT_END = re.compile(r"(?:^|[\s(])(?:\d+|∞)$")  # a line ending in a numeral
WORD_AFTER = re.compile(r"^(?:\(|[a-z])")  # the next starting with its word or parenthesis
GAMES = ["fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks"]
WORDED = {"rules", "examples", "traps"}  # the rulebooks, the examples' captions, the trap tents


@pytest.mark.parametrize("game", GAMES)
def test_no_line_ends_in_a_number_whose_word_starts_the_next(built, game):
    """In every rulebook, on both papers, in the examples' captions and on the trap tents, no line
    ends in a numeral whose word (or parenthesis) opens the next line: 'ranks: 0 / (Naught)',
    'border (1 / travel point each)', 'scores 1 / monster point', 'Move back 1 / space'. A list
    going on ('6, 6 / and 7') may break. The rulebooks' component lists, which pnp writes itself
    ('… 8 traps, 12 path events'), glue each count to its noun too."""
    broken = []
    for pdf in sorted(built(game).glob("*.pdf")):
        if not WORDED & set(pdf.stem.split("-")):
            continue
        for page in page_texts(pdf):
            lines = [line.strip() for line in page.splitlines()]
            for line, after in itertools.pairwise(lines):
                if not (NUMBER_AT_END.search(line) and WORD_AFTER.match(after)) or after.split()[0] in ("and", "or"):
                    continue
                broken.append((pdf.name, line[-30:], after[:20]))
    assert not broken, broken


NUMBER_AFTER_WORD = re.compile(r"With\d")  # the card's "With 2, combat begins" (spaces dropped)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_card_keeps_its_number_on_the_line_of_the_word_before_it(built, paper):
    """The Labyrinth Deck's Monsters Are Approaching card broke 'The GM scores 1 monster point. With /
    2, combat begins': the number that the sentence hangs on opened a line. Read from the printed
    characters (the cards are turned on the sheet): each 'With 2' and 'With 5' stands on one baseline."""
    seen = 0
    for component in ("deck", "supply"):
        pdf = pdfium.PdfDocument(str(built("labyrinth-deck") / f"labyrinth-deck-{component}-{paper}.pdf"))
        try:
            for index in range(len(pdf)):
                chars = [c for c in printed_chars(pdf[index]) if c[3].strip() and c[2] > 2]
                text = "".join(c[3] for c in chars)
                for found in NUMBER_AFTER_WORD.finditer(text):
                    w, h, number = chars[found.start()], chars[found.start() + 3], chars[found.end() - 1]
                    run = math.dist(w[:2], h[:2])
                    across = ((h[0] - w[0]) * (number[1] - w[1]) - (h[1] - w[1]) * (number[0] - w[0])) / run
                    assert abs(across) < 1, (component, index, text[found.start() - 20 : found.end() + 10], across)
                    seen += 1
        finally:
            pdf.close()
    assert seen == 5 + 2 + 6 + 5  # Right Path and Monsters Are Approaching cards: the deck's, the supply's


# -- Twisty Passages: the emblem inside a dashed frame -----------------------------------------------


def test_emblems_keep_a_millimetre_clear_of_the_dashed_frame_at_full_size(built, sheets):
    """On a rule-changing card the emblem's ink stands at least 1 mm inside the white dashes
    (above and left of it) and 1 mm above the type band; it touched the top dashes (0.0 mm). It is
    as large as the same emblem on a card with no frame."""
    sheet = sheets(built("twisty-passages") / "twisty-passages-deck-letter.pdf", 300)
    step = 25.4 / 300
    white = (255, 255, 255)
    sizes: dict[str, set[tuple[float, float]]] = {}
    seen: set[str] = set()
    dashed_cards = 0
    for entry, placed, index, page in _fronts("twisty-passages", "deck"):
        emblem = "emblem-" + (entry["zone"] if entry["family"] == "zone" else entry["family"])
        dashed = entry.get("border") == "dashed"
        if entry.id in seen or (not dashed and emblem in sizes):
            continue
        seen.add(entry.id)

        def whites(x0, x1, y0, y1, index=index, page=page, placed=placed):
            return [
                p for p in _grid(x0, x1, y0, y1, step) if not _far(sheet.colour(index, page, placed, *p), white, 95)
            ]

        start = 2.0
        if dashed:
            top_dash = _bounds(whites(20, 80, 2.0, 4.0))  # the top line's dashes, across the header
            left_dash = _bounds(whites(2.0, 4.0, 4.0, 12.9))  # the left line's, beside the emblem
            start = max(top_dash[3], left_dash[2]) + 2 * step
        ink = _bounds(whites(start, 14.0, start, 12.9))  # the emblem: the title starts at 14.2 mm
        sizes.setdefault(emblem, set()).add((round(ink[2] - ink[0], 1), round(ink[3] - ink[1], 1)))
        if dashed:
            dashed_cards += 1
            assert ink[1] - top_dash[3] >= 1.0, (entry.id, "above", ink[1] - top_dash[3])
            assert ink[0] - left_dash[2] >= 1.0, (entry.id, "left", ink[0] - left_dash[2])
            assert 13.0 - ink[3] >= 1.0, (entry.id, "band", 13.0 - ink[3])  # the band starts at 13 mm
    assert dashed_cards == 10
    for emblem, found in sizes.items():
        widths, heights = {w for w, _ in found}, {h for _, h in found}
        assert max(widths) - min(widths) <= 0.11 and max(heights) - min(heights) <= 0.11, (emblem, found)  # a pixel
    assert {"emblem-rule", "emblem-trap", "emblem-green", "emblem-black"} <= set(sizes)


def test_each_family_has_a_header_colour_no_zone_or_other_family_shares(built, sheets):
    """Read on every card of the built deck, each family's header is one colour (sampled in its
    corners, clear of emblem, title, badge and dashes), and differs from every zone's by ΔE ≥ 20
    (CIE76) and from every other family's by ΔE ≥ 15. The six families shared one stone brown (ΔE 0).
    The rulebook's icon legend says so in the families' row."""
    sheet = sheets(built("twisty-passages") / "twisty-passages-deck-letter.pdf", 150)
    headers: dict[str, set[Colour]] = {}
    for entry, placed, index, page in _fronts("twisty-passages", "deck"):
        look = entry["zone"] if entry["family"] == "zone" else entry["family"]
        for x, y in ((1.5, 1.5), (87.4, 1.5), (1.5, 11.5), (87.4, 11.5)):
            headers.setdefault(look, set()).add(sheet.colour(index, page, placed, x, y))
    assert all(len(found) == 1 for found in headers.values()), headers
    colour = {look: next(iter(found)) for look, found in headers.items()}
    zones = {"red", "green", "blue", "black"}
    families = set(colour) - zones
    assert families == {"maze", "trap", "event", "rule", "item", "power"}, set(colour)
    for family in families:
        for other in set(colour) - {family}:
            least = 20 if other in zones else 15
            assert _delta_e(colour[family], colour[other]) >= least, (family, other, colour[family], colour[other])
    rules = " ".join(" ".join(page_texts(built("twisty-passages") / "twisty-passages-rules-letter.pdf")).split())
    assert "header has a colour of its own." in rules  # the icon legend's family row says so


# -- The Labyrinth Deck: labels clear of the frame ---------------------------------------------------


def _lines(glyphs: list[tuple[str, Box]]) -> list[tuple[str, Box]]:
    """The glyphs as lines of text (top to bottom) with their boxes."""
    rows: dict[float, list[tuple[str, Box]]] = {}
    for char, box in glyphs:
        key = next((k for k in rows if abs(k - box[3]) < 0.6), box[3])  # baselines of one line agree
        rows.setdefault(key, []).append((char, box))
    return [
        (
            "".join(c for c, _ in sorted(row, key=lambda g: g[1][0])),
            _bounds([p for _, b in row for p in (b[:2], b[2:])]),
        )
        for _, row in sorted(rows.items())
    ]


def _frame_lines(sheet: _Sheets, index, page, placed) -> tuple[float, float]:
    """The inner edges (mm) of the frame's top and bottom lines, read down a column clear of text."""
    paper = sheet.colour(index, page, placed, 8, 18.5)

    def inner_edge(ys):
        inside = False
        for y in ys:
            drawn = _far(sheet.colour(index, page, placed, 8, y), paper, 60)
            if inside and not drawn:
                return y
            inside = inside or drawn
        raise AssertionError("no frame line")

    step = 0.02
    return inner_edge(18.5 + i * step for i in range(300)), inner_edge(88.0 - i * step for i in range(300))


def test_labyrinth_labels_stand_two_millimetres_from_the_frame(built, sheets):
    """The SUPPLY label's capitals stand 2.1 mm above the frame's bottom line (0.9 mm before), and the
    band's label as far below its top line (1.4 mm before) on deck, supply and action cards. A supply
    card prints its text as the deck card of its name does, and it ends well above the label."""
    game = built("labyrinth-deck")
    bodies: dict[str, dict[str, list[tuple[str, Box]]]] = {}
    for component in ("deck", "supply", "actions"):
        sheet = sheets(game / f"labyrinth-deck-{component}-letter.pdf", 600)
        seen: set[str] = set()
        for entry, placed, index, page in _fronts("labyrinth-deck", component):
            if entry.title in seen:
                continue
            seen.add(entry.title)
            top, bottom = _frame_lines(sheet, index, page, placed)
            lines = [(text, box) for text, box in _lines(sheet.glyphs(index, placed)) if top < box[1] < bottom]
            band = lines[0]
            assert band[1][1] - top >= 2.0, (component, entry.title, band)
            if component == "supply":
                tag, body = lines[-1], lines[1:-1]
                assert tag[0] == "SUPPLY", (entry.title, lines)
                assert bottom - tag[1][3] >= 2.0, (entry.title, bottom - tag[1][3])
                assert tag[1][1] - body[-1][1][3] >= 1.5, (entry.title, body[-1], tag)
            if component in ("deck", "supply"):
                bodies.setdefault(entry.title, {})[component] = lines[1:] if component == "deck" else lines[1:-1]
    spares = {title: printed for title, printed in bodies.items() if "supply" in printed}
    assert len(spares) == 3  # Right Path, Dead End, Monsters Are Approaching
    for title, printed in spares.items():
        deck, supply = printed["deck"], printed["supply"]
        assert [t for t, _ in deck] == [t for t, _ in supply], title
        for (_, a), (_, b) in zip(deck, supply, strict=True):
            assert a == pytest.approx(b, abs=0.05), (title, a, b)


# -- Twisty Tracks: the train token and the track bed ------------------------------------------------


def test_train_locomotive_and_number_are_one_centred_group_inside_the_train_disc(built, sheets):
    """The locomotive (ink 3.6 mm square) and the number under it are one group centred on the 16 mm
    token (within 0.1 mm), all of it 1.3 mm inside the 10 mm train disc and so 4.3 mm inside the cut."""
    sheet = sheets(built("twisty-tracks") / "twisty-tracks-tokens-letter.pdf", 400)
    step = 25.4 / 400
    trains = 0
    for entry, placed, index, page in _fronts("twisty-tracks", "tokens"):
        if entry["kind"] != "train":
            continue
        trains += 1
        disc = sheet.colour(index, page, placed, 8, 3.6)  # the train's colour, 4.4 mm above the centre
        ink = [
            (x, y)
            for x, y in _grid(2.5, 13.5, 2.5, 13.5, step)
            if math.hypot(x - 8, y - 8) < 4.85 and _far(sheet.colour(index, page, placed, x, y), disc, 90)
        ]
        rows = sorted({round(y / step) for _, y in ink})
        gap = max(itertools.pairwise(rows), key=lambda pair: pair[1] - pair[0])  # between locomotive and number
        split = (gap[0] + gap[1]) / 2 * step
        engine = _bounds([p for p in ink if p[1] < split])
        group = _bounds(ink)
        assert 3.4 <= engine[2] - engine[0] <= 3.8 and 3.4 <= engine[3] - engine[1] <= 3.8, (entry.id, engine)
        centre = ((group[0] + group[2]) / 2, (group[1] + group[3]) / 2)
        assert centre == pytest.approx((8, 8), abs=0.1), (entry.id, centre)
        reach = max(math.hypot(x - 8, y - 8) for x, y in ink)
        assert 5.0 - reach >= 1.3, (entry.id, reach)
    assert trains == 16


def test_the_players_ring_on_trains_and_markers_is_three_millimetres_wide(built, sheets):
    """On every train and scoring marker the player's colour runs from 3 mm inside the cut out over
    the whole bleed, read along 24 radii: the train's disc and the marker's white end 3 mm inside the
    cut (2 and 2.2 mm before), so a cut 1-2 mm off shows a ring of 1-5 mm where it showed 0-4 mm."""
    sheet = sheets(built("twisty-tracks") / "twisty-tracks-tokens-letter.pdf", 300)
    tokens = 0
    for entry, placed, index, page in _fronts("twisty-tracks", "tokens"):
        if entry["kind"] not in ("train", "marker"):
            continue
        tokens += 1
        r = placed.trim.w / 2
        ring = sheet.colour(index, page, placed, r, -1.5)  # in the bleed above the token
        for angle in range(0, 360, 15):
            cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))

            def colour(d, cos=cos, sin=sin, index=index, page=page, placed=placed, r=r):
                return sheet.colour(index, page, placed, r + d * cos, r + d * sin)

            radii = [r - 4 + i * 0.05 for i in range(int((3.175 + 3.7) / 0.05))]  # 4 mm inside to the bleed
            inner = [d for d in radii if abs(d - r) > 0.3 and _far(colour(d), ring, 40)]  # not the cut line
            edge = max(inner)
            assert 2.85 <= r - edge <= 3.2, (entry.id, angle, r - edge)  # a pixel and a step of the walk
    assert tokens == 20


def _shows(placed, x: float, y: float) -> bool:
    """Is the face's point (mm) inside the placement's clip, where its art shows on the page?"""
    u, v = placed.transform.apply(x, y)
    points = [segment[1:3] for segment in placed.clip if len(segment) > 2]
    return min(p[0] for p in points) < u < max(p[0] for p in points) and min(p[1] for p in points) < v < max(
        p[1] for p in points
    )


def _hex_of(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


@pytest.mark.parametrize("paper", ["poster", "letter", "a4"])
def test_each_station_name_on_the_board_reads_at_four_and_a_half_to_one(built, sheets, paper):
    """Every station's 14 pt bold name on its header, read on the built board (the poster, and
    every tiled page with the header on it): its printed colour against the header's fill
    (sampled 1.5 mm beside the word) is 4.5:1 or more. White on green (3.3:1)
    and on blue (3.7:1) met only WCAG's 3:1 for large text; they are black now (6.4 and 5.7)."""
    sheet = sheets(built("twisty-tracks") / f"twisty-tracks-board-{paper}.pdf", 100)
    stations = pipeline.load(Workspace(REPO), "twisty-tracks", Findings()).data["stations"]
    width = (390 - 36 - 3 * (len(stations) - 1)) / len(stations)  # the ladders' columns, as the board lays them
    read: dict[str, float] = {}
    for _, placed, index, page in _fronts("twisty-tracks", "board", paper):
        if placed.transform.a < 1:
            continue  # the tiled board's overview page, at half size
        inks = sheet.inked_glyphs(index, placed)
        for i, station in enumerate(stations):
            left = 18 + i * (width + 3)
            name = [(c, box, ink) for c, box, ink in inks if left < box[0] < left + width and 54 < box[1] < 68]
            if not name:
                continue
            assert "".join(c for c, _, _ in name) == station["name"].upper(), (paper, index, name)
            word = _bounds([p for _, box, _ in name for p in (box[:2], box[2:])])
            y = (word[1] + word[3]) / 2
            beside = [(x, y) for x in (word[0] - 1.5, word[2] + 1.5) if _shows(placed, x, y)]
            if not beside:
                continue  # the word runs over the page's edge
            ground = sheet.colour(index, page, placed, *beside[0])
            ratios = {round(contrast(_hex_of(ink), _hex_of(ground)), 2) for _, _, ink in name}
            read[station["id"]] = min(ratios | {read.get(station["id"], 21.0)})
    assert set(read) == {s["id"] for s in stations}, (paper, read)
    assert min(read.values()) >= 4.5, (paper, read)


def test_the_boards_two_footnotes_start_on_one_baseline(built):
    """Under the ladders, the cover notes (left) and the scoring reminder (right) start level: the
    baselines of their first lines, read on the built poster, are within 0.05 mm. The reminder,
    centred in a taller box, started 5.2 mm lower (glyph tops 244.0 and 249.2 mm)."""
    plan = plans_of(REPO, "twisty-tracks")["twisty-tracks-board-poster"]
    (placed,) = plan.pages[0].placements
    back = placed.transform.inverse()
    document = pdfium.PdfDocument(str(built("twisty-tracks") / "twisty-tracks-board-poster.pdf"))
    try:
        chars = [(*back.apply(x / MM, y / MM), c) for x, y, _, c in printed_chars(document[0]) if c.strip()]
    finally:
        document.close()
    notes = [(x, y) for x, y, _ in chars if 14 < x < 376 and 226 < y < 272]  # clear of the score track
    firsts = [min(y for x, y in notes if (x < 198) == left) for left in (True, False)]
    assert firsts[0] == pytest.approx(firsts[1], abs=0.05), firsts
    assert 237 < firsts[0] < 241, firsts  # beside the 3-player mark (235-246 mm)


def test_the_scoring_board_is_set_for_reading_across_the_table(built):
    """Twisty Tracks' 390 mm scoring board, read on the built poster (mm from its top left): the notes under
    the ladders print at 12 pt (9 pt before), the station numbers at 20 pt (14), the track's at 12 pt (9),
    and the straggler boxes' labels stand 24.7 mm under the longest ladder's last number, baseline to
    baseline (48.9 mm before: a blank band of 35 mm between the discs and the boxes)."""
    plan = plans_of(REPO, "twisty-tracks")["twisty-tracks-board-poster"]
    (placed,) = plan.pages[0].placements
    back = placed.transform.inverse()
    document = pdfium.PdfDocument(str(built("twisty-tracks") / "twisty-tracks-board-poster.pdf"))
    try:
        chars = [(*back.apply(x / MM, y / MM), round(s, 1), c) for x, y, s, c in printed_chars(document[0])]
    finally:
        document.close()
    chars = [(x, y, size, c) for x, y, size, c in chars if c.strip()]
    inside = [(x, y, size, c) for x, y, size, c in chars if 16 < x < 374 and 16 < y < 270]  # within the track
    notes = [size for x, y, size, c in inside if y > 226]
    assert notes and set(notes) == {12.0}
    ladders = [(y, size) for x, y, size, c in inside if c.isdigit() and 40 < y < 180]
    assert {size for _, size in ladders} == {20.0}
    track = {size for x, y, size, c in chars if c.isdigit() and not (16 < x < 374 and 16 < y < 270)}
    assert track == {12.0}
    labels = [y for x, y, size, c in inside if c == "S" and size == 12.0 and y < 226]
    assert len(labels) == 7 and max(labels) - min(labels) < 0.05
    assert labels[0] - max(y for y, _ in ladders) < 25.0


ON_THE_BASELINE = set("abcdefhiklmnorstuvwxzABCDEFGHIKLMNOPRSTUVWXYZ0123456789")  # no descender


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_examples_captions_sit_in_the_middle_of_their_band(built, sheets, paper):
    """On the examples sheet, each caption (its title and text, read from the printed glyphs) has as
    much of its band above its first capitals as below its last baseline, within 0.3 mm, and no
    more than 3.5 mm: the band is 20 mm under the 72 mm figure. The 24 mm band left 2.0 mm above
    the text and 8.5 mm below."""
    sheet = sheets(built("twisty-tracks") / f"twisty-tracks-examples-{paper}.pdf", 100)
    captions = 0
    for entry, placed, index, _ in _fronts("twisty-tracks", "examples", paper):
        band = [(char, box) for char, box in sheet.glyphs(index, placed) if box[1] > 72]
        top = min(box[1] for _, box in band)
        baseline = max(box[3] for char, box in band if char in ON_THE_BASELINE)
        above, below = top - 72, placed.trim.h - baseline
        assert abs(above - below) <= 0.3 and max(above, below) <= 3.5, (paper, entry.id, above, below)
        captions += 1
    assert captions == 4


def test_the_track_bed_stands_out_from_the_ground_on_every_tile_colour(built, sheets):
    """1 mm inside every edge of every tile, walking from the ground to the track end at a third of
    the edge, the bed's border differs from the ground by ΔE ≥ 20 (CIE76). The beige bed alone
    differed by 4 on the ochre tiles, 19 on the teal and slate ones; its darker edge line differs
    by 27 to 37 on all four."""
    sheet = sheets(built("twisty-tracks") / "twisty-tracks-tiles-letter.pdf", 300)
    least: dict[str, float] = {}
    for entry, placed, index, page in _fronts("twisty-tracks", "tiles"):
        walks = {
            "N": lambda t: (t, 1.0),
            "S": lambda t: (t, 49.0),
            "W": lambda t: (1.0, t),
            "E": lambda t: (49.0, t),
        }
        for side, point in walks.items():
            profile = [sheet.colour(index, page, placed, *point(4.0 + i * 0.05)) for i in range(169)]  # to 12.4 mm
            ground = profile[0]
            contrast = max(_delta_e(ground, c) for c in profile)
            least[entry["player"]] = min(least.get(entry["player"], 99.0), contrast)
            assert contrast >= 20, (entry.id, side, round(contrast, 1))
    assert set(least) == {"teal", "plum", "ochre", "slate"}, least


# -- Fanucci: the trumps' art near the trim ----------------------------------------------------------


def _hex(colour: str) -> Colour:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))


def test_the_infinite_cards_symbols_stand_clear_of_one_another(built):
    """On every ∞ card, the suit symbols drawn round the lemniscate and in the two corners (each an
    icon form in the built deck, read with its drawn bounds) stand at least 1 mm apart, across or
    down. The 15 symbols of 5.6 mm overlapped on 7 suits' cards (Rain by 1.1 × 0.2 mm); 11 of
    them stand 1.25 mm apart or more (Inkblots' splashes run past their 5.6 mm box)."""
    pdf = pdfium.PdfDocument(str(built("fanucci") / "fanucci-deck-letter.pdf"))
    cards = 0
    try:
        for entry, placed, index, _ in _fronts("fanucci", "deck"):
            if entry["kind"] != "suited" or entry["rank"]["id"] != "infinite":
                continue
            cards += 1
            t = placed.trim
            boxes = []
            for form in pdf[index].get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_FORM], max_depth=1):
                left, bottom, right, top = (v / MM for v in form.get_bounds())
                if t.x < (left + right) / 2 < t.right and t.y < (bottom + top) / 2 < t.top:
                    boxes.append((left, bottom, right, top))
            for a, b in itertools.combinations(boxes, 2):
                apart = max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])
                assert apart >= 1.0, (entry.title, round(apart, 2), a, b)
            assert len(boxes) == 13, (entry.title, len(boxes))  # 11 round the ∞, 2 in the corners
    finally:
        pdf.close()
    assert cards == 15


def test_trumps_run_full_bleed_with_no_gold_line_near_the_trim(built, sheets):
    """No gold within 6 mm of a trump's trim (its double frame ran 3.0-3.8 and 4.6-4.8 mm inside the
    cut, where a 1-2 mm drift showed as an uneven border); the ground's rays run out across every
    edge instead, so a drifting cut shows only more or less of them. The gold-ringed medallion stays."""
    sheet = sheets(built("fanucci") / "fanucci-deck-letter.pdf", 200)
    w, h = 63.5, 88.9
    trumps = 0
    for entry, placed, index, page in _fronts("fanucci", "deck"):
        if entry["kind"] != "trump":
            continue
        trumps += 1
        gold, ground = _hex(entry["frame"]["border"]), _hex(entry["frame"]["ground"])

        def colour(x, y, index=index, page=page, placed=placed):
            return sheet.colour(index, page, placed, x, y)

        for depth in (d / 10 for d in range(3, 61)):
            edges = [
                *((t, depth) for t in range(1, 63)),
                *((t, h - depth) for t in range(1, 63)),
                *((depth, t) for t in range(1, 88)),
                *((w - depth, t) for t in range(1, 88)),
            ]
            near = [p for p in edges if not _far(colour(*p), gold, 60)]
            assert not near, (entry.title, depth, near[:3])
        for edge in (
            [(t / 2, 0.5) for t in range(1, 127)],
            [(t / 2, h - 0.5) for t in range(1, 127)],
            [(0.5, t / 2) for t in range(1, 177)],
            [(w - 0.5, t / 2) for t in range(1, 177)],
        ):
            assert any(_far(colour(*p), ground, 8) for p in edge), (entry.title, edge[0])  # a ray crosses it
        assert not _far(colour(w / 2, 36.5 - 20), gold, 60), entry.title  # the medallion's ring
    assert trumps == 9


def test_the_speed_changes_print_their_label_as_large_as_7_pt_text(built):
    """Twisty Passages' :speed-minus-1: ("X-1": draw one fewer card, on every Black Zone card) stands at
    the text's cap height, and its label filled 54 % of it: 1.4 mm at 10.5 pt, the capitals of 5.6 pt
    type, too small to read at arm's length. The speed icons' labels now fill 73 % of the pill (the X,
    X+1, X+2 and X-1 icons and the die's X alike), larger than 7 pt capitals."""
    pdf_path = built("twisty-passages") / "twisty-passages-deck-letter.pdf"
    page_index = next(i for i, text in enumerate(page_texts(pdf_path)) if "If you have a Timepatcher" in text)
    pdf = pdfium.PdfDocument(str(pdf_path))
    try:
        page = pdf[page_index]
        text = page.get_textpage()
        found = text.search("Otherwise,", match_case=True).get_next()
        assert found is not None
        boxes = [text.get_charbox(i) for i in range(found[0], found[0] + found[1])]
        right, middle = max(b[2] for b in boxes), (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2
        forms = [obj.get_bounds() for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_FORM], max_depth=4)]
        (icon,) = [b for b in forms if 0 < b[0] - right < 6 and b[1] < middle < b[3] and b[3] - b[1] < 12]
        left, bottom, right, top = icon
        width, height = page.get_size()
        dpi = 2400
        image = page.render(scale=dpi / 72, crop=(left, bottom, width - right, height - top)).to_pil().convert("L")
        pixels = image.load()
        columns = range(image.width // 5, image.width * 4 // 5)  # the pill's middle: no paper at its corners
        inside = range(image.height * 4 // 100, image.height * 96 // 100)  # within its black rim
        label = [y for y in inside if any(pixels[x, y] > 128 for x in columns)]
        label_pt = (label[-1] - label[0] + 1) * 72 / dpi
        cap = 0.7165  # Lato's capitals, × the size
        # 5.7 of 7.5 pt (4.2 before)
        assert label_pt / (top - bottom) > 0.7 and label_pt > 7 * cap, (label_pt, top - bottom)
    finally:
        pdf.close()


def test_the_straggler_boxes_label_keeps_3_mm_under_the_dashed_border(built):
    """Twisty Tracks' scoring board: "Stragglers: no points" hung 1.2 mm under the top dashes of its
    box (a label crowding its frame, with 25 mm of empty box below it). Read on the poster, every
    column's label now keeps at least 2.5 mm between its capitals and the dashes."""
    pdf_path = built("twisty-tracks") / "twisty-tracks-board-poster.pdf"
    pdf = pdfium.PdfDocument(str(pdf_path))
    try:
        page = pdf[0]
        dpi = 300
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        pixels, height = image.load(), page.get_height()
        text = page.get_textpage()
        searcher = text.search("Stragglers: no points", match_case=True)  # the boxes' (not the notes' "Stragglers:")
        gaps = []
        while (hit := searcher.get_next()) is not None:
            boxes = [text.get_charbox(i) for i in range(hit[0], hit[0] + hit[1])]
            capital = boxes[0]  # the S: its top is the capitals'
            columns = range(round(capital[0] * dpi / 72), round(max(b[2] for b in boxes) * dpi / 72))
            y = round((height - capital[3]) * dpi / 72) - 1
            while y > 0 and not any(
                min(pixels[x, y]) < 200 and max(pixels[x, y]) - min(pixels[x, y]) > 60 for x in columns
            ):
                y -= 1  # up through the white box to the first coloured dash
            gaps.append(((height - capital[3]) * dpi / 72 - y - 1) / dpi * 25.4)
        assert len(gaps) == 7 and min(gaps) >= 2.5, gaps
    finally:
        pdf.close()

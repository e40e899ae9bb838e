"""Twisty Tracks and Trap Map Galaxy after their visual review: each defect read back from the built PDFs."""

from __future__ import annotations

import math

import pypdfium2 as pdfium
import pytest
from conftest import REPO, plans_of, run_pnp
from pdfread import MM, join_clearances, page_sizes_mm, page_texts, reader, render, word_centres

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace

TRACKS = "twisty-tracks"
GALAXY = "trap-map-galaxy"


@pytest.mark.parametrize(("paper", "sheets"), [("letter", 3), ("a4", 3)])
def test_frame_strips_stand_on_end_and_fill_their_sheets(built, paper, sheets):
    """32 strips: a row held one with its bleed (five sheets); columns hold two, A4's foot one more;
    on Letter the columns share their long cuts (share_cuts: auto), six a sheet where five fit apart."""
    assert len(reader(built(TRACKS) / f"{TRACKS}-frames-{paper}.pdf").pages) == sheets


@pytest.fixture(scope="module")
def tracks_plans():
    return plans_of(REPO, TRACKS)


def test_train_art_stays_inside_its_disc(built, tracks_plans):
    """The train's 12 mm disc and the player's ring round it are plain colour near the disc's edge
    (the locomotive's smoke used to cross it): every sample on a circle 0.5 mm inside the disc is
    one colour, and so is every sample 0.5 mm outside it."""
    tokens = pipeline.load(Workspace(REPO), TRACKS, Findings()).component("tokens")
    page = tracks_plans[f"{TRACKS}-tokens-letter"].pages[0]
    image = render(built(TRACKS) / f"{TRACKS}-tokens-letter.pdf", 0, 200)
    px = 200 / 25.4
    trains = [p for p in page.placements if tokens.entries[p.piece]["kind"] == "train"]
    assert len(trains) == 16
    for placed in trains:
        for radius in (5.5, 6.5):
            ring = {
                image.getpixel((round(x * px), round((page.height - y) * px)))
                for x, y in (
                    placed.transform.apply(8 + radius * math.cos(a), 8 + radius * math.sin(a)) for a in _angles()
                )
            }
            spread = max(max(c) - min(c) for c in zip(*ring, strict=True))
            assert spread < 24, (tokens.entries[placed.piece].id, radius, sorted(ring))


def _angles() -> list[float]:
    return [2 * math.pi * i / 180 for i in range(180)]


def test_pawn_tabs_carry_the_players_colour_and_folds_are_quiet_on_the_night_art(built):
    """The base tabs print the pawn's colour (they were blank paper) and the fold between the two
    panels is a light dashed line on the navy art (it was dark grey, lost on it)."""
    pawns = pipeline.load(Workspace(REPO), GALAXY, Findings()).component("pawns")
    page = plans_of(REPO, GALAXY)[f"{GALAXY}-pawns-letter"].pages[0]
    image = render(built(GALAXY) / f"{GALAXY}-pawns-letter.pdf", 0, 200)
    px = 200 / 25.4

    def pixel(x: float, y: float) -> tuple[int, int, int]:
        return image.getpixel((round(x * px), round((page.height - y) * px)))

    fronts = [p for p in page.placements if p.side == "front"]
    assert len(fronts) == 4
    for placed in fronts:
        colour = pawns.entries[placed.piece]["colour"]
        tab = pixel(placed.trim.x + placed.trim.w / 2, placed.trim.y - 10)  # 2 mm from the tab's free end
        assert tab == tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5)), (placed.piece, tab, colour)
        fold = [pixel(placed.trim.x + i / 10, placed.trim.top) for i in range(10, round(placed.trim.w * 10) - 10)]
        brightest = max(max(c) for c in fold)
        assert 90 <= brightest <= 190, (placed.piece, brightest)


def _tents(pdf, plan) -> list[list[tuple[float, str]]]:
    """Each printed tent inside as its lines (y: mm down from its top edge, text), read with pdfium."""
    tents = []
    document = pdfium.PdfDocument(str(pdf))
    try:
        for index, page in enumerate(plan.pages):
            text = document[index].get_textpage()
            chars = [(text.get_text_range(i, 1), text.get_charbox(i, loose=True)) for i in range(text.count_chars())]
            for placed in (p for p in page.placements if p.side == "front"):
                rows: dict[float, list[tuple[float, str]]] = {}
                for char, (left, bottom, right, top) in chars:
                    x, y = (left + right) / 2 / MM, (bottom + top) / 2 / MM
                    if (
                        char not in "\r\n"
                        and placed.trim.x < x < placed.trim.right
                        and placed.trim.y < y < placed.trim.top
                    ):
                        rows.setdefault(round(placed.trim.top - y, 0), []).append((x, char))
                lines = {y: "".join(c for _, c in sorted(row)).replace("\xa0", " ").strip() for y, row in rows.items()}
                tents.append(sorted((y, line) for y, line in lines.items() if line))
    finally:
        document.close()
    return tents


def test_trap_tents_break_no_name_and_leave_no_word_alone_in_their_effect(built):
    """No effect line is one word alone (Dud's 'you!', Skip your next 'turn.'), and no name breaks
    inside a phrase ('Reactivate a / Trap', 'Summon the / Glitch / Dolphin', 'Panic / Mode')."""
    plan = plans_of(REPO, GALAXY)[f"{GALAXY}-traps-letter"]
    tents = _tents(built(GALAXY) / f"{GALAXY}-traps-letter.pdf", plan)
    traps = pipeline.load(Workspace(REPO), GALAXY, Findings()).component("traps")
    assert len(tents) == 86
    titles = {" ".join(text for y, text in lines if 6 < y < 20) for lines in tents}
    assert titles == {entry.title.replace("'", "’") for entry in traps.entries}  # every tent is read
    whole = ("a Trap", "a Player", "One Trap", "Glitch Dolphin", "Your Key", "Panic Mode")
    for lines in tents:
        effect = [text for y, text in lines if y > 20]  # below the fold
        title = " ".join(text for y, text in lines if 6 < y < 20)
        assert effect and all(" " in text for text in effect), (title, effect)
        for phrase in whole:
            printed = " ".join(text for _, text in lines)
            if phrase in printed:
                assert any(phrase in text for _, text in lines), (title, phrase, lines)


def test_trap_tent_names_take_two_balanced_lines_at_most(built):
    """A name never takes three lines ('Move / Through / Wall' shrinks a little to 'Move / Through
    Wall') and its lines are even ('Add / Moves +1', not 'Add Moves / +1')."""
    plan = plans_of(REPO, GALAXY)[f"{GALAXY}-traps-letter"]
    tents = _tents(built(GALAXY) / f"{GALAXY}-traps-letter.pdf", plan)
    names = {tuple(text for y, text in lines if 6 < y < 20) for lines in tents}
    assert all(len(name) <= 2 for name in names), sorted(names)
    assert {("Move", "Through Wall"), ("Add", "Moves +1"), ("Lose", "Moves −2"), ("Reveal", "One Trap")} <= names


@pytest.mark.parametrize("game", [GALAXY, TRACKS])
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_no_word_on_a_tiled_board_is_cut_by_a_glue_join(built, game, paper):
    """Where a page lies on its neighbour (its left edge after column 1, its top edge after row A),
    no printed character straddles the edge: the joins moved off the title, the legend and the
    station columns."""
    plan = plans_of(REPO, game)[f"{game}-board-{paper}"]
    least = join_clearances(built(game) / f"{game}-board-{paper}.pdf", plan)
    assert least and all(gap > 0 for gap in least.values()), least


def test_the_examples_sheet_captions_each_figure_from_the_content(built, tracks_plans):
    """Under each figure of the sheet: its title and its caption from examples.yaml (the sheet had
    none); the rules draw the same figures without them (their captions are in rules.yaml)."""
    examples = pipeline.load(Workspace(REPO), TRACKS, Findings()).component("examples")
    page = tracks_plans[f"{TRACKS}-examples-letter"].pages[0]
    pdf = built(TRACKS) / f"{TRACKS}-examples-letter.pdf"
    assert len(examples.entries) == 4 and len(page.placements) == 4
    for placed in page.placements:
        entry = examples.entries[placed.piece]
        assert entry["caption"]
        (x, y), *_ = word_centres(pdf, 0, entry.title)
        below = placed.trim.y + placed.trim.h * 20 / 92  # the caption band: the face's lowest 20 of 92 mm
        assert placed.trim.x < x / MM < placed.trim.right and placed.trim.y < y / MM < below, entry.id
        words = " ".join(entry["caption"].split()[:4])
        assert word_centres(pdf, 0, words), (entry.id, words)
    rules = " ".join(page_texts(built(TRACKS) / f"{TRACKS}-rules-letter.pdf"))
    assert not any(entry["caption"][:30] in rules for entry in examples.entries)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_every_gutterfold_sheet_of_trap_tents_prints_its_footer_in_the_margin(tmp_path, paper):
    """The tents' halves fill every margin to the crop marks: the footer (game, component, page,
    scale bar) runs between the marks and the paper's edge, at least 5 mm in from it."""
    result = run_pnp(REPO, "build", GALAXY, "--paper", paper, "--layout", "gutterfold", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / GALAXY / f"{GALAXY}-traps-gutterfold-{paper}.pdf"
    texts = page_texts(pdf)
    ruler = "1 in" if paper == "letter" else "25 mm"
    width, height = page_sizes_mm(pdf)[0]
    for number, text in enumerate(texts, start=1):
        assert f"Trap tents · sheet {number}/{len(texts)}" in " ".join(text.split()), (number, text[-200:])
        ((x, y),) = word_centres(pdf, number - 1, ruler)
        assert 5 < x / MM < width - 5 and 5 < y / MM < height - 5


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", ["twisty-tracks", "trap-map-galaxy"])
def test_assembly_map_labels_leave_the_boards_words_readable(built, game, paper):
    """A page's label on the assembly map stood at its window's middle on a white box: on Twisty
    Tracks' map "A1" hid the orange station's "12" and "B1", "B2" the 3-player sentence. Each now
    stands at the nearest place clear of the board's words (read back from the map page)."""
    from pnp.impose.marks import label_box
    from pnp.impose.plan import Label

    labels = [m for m in plans_of(REPO, game)[f"{game}-board-{paper}"].pages[0].marks if isinstance(m, Label)]
    labels = [label for label in labels if label.backed and label.size >= 20]
    pdf = pdfium.PdfDocument(str(built(game) / f"{game}-board-{paper}.pdf"))
    try:
        text = pdf[0].get_textpage()
        words = [
            [v / MM for v in text.get_charbox(i)]
            for i in range(text.count_chars())
            if text.get_text_range(i, 1).strip() and pdfium.raw.FPDFText_GetFontSize(text.raw, i) < 12
        ]
    finally:
        pdf.close()
    assert len(labels) >= 4 and len(words) > 50
    for label in labels:
        box = label_box(label)
        hidden = [w for w in words if w[0] < box.right and w[2] > box.x and w[1] < box.top and w[3] > box.y]
        assert not hidden, (label.text, hidden[:3])

"""Every sheet a player prints at home says, on its first page, how to print it: one-sided or
double-sided and on which edge the printer flips, at 100 %, how many sheets, and what to do next
(cut, fold, glue, assemble); read back from the built PDFs of the shipped games and from page plans."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
import yaml
from conftest import REPO, make_workspace, plans_of, run_pnp
from pdfread import page_texts, printed_chars, reader
from test_page_plans import TENTS, cards, clear_of_edge, plan

from pnp.core.geometry import Box, Ellipse, path_bounds
from pnp.draw.furniture import FOOTER_SIZE
from pnp.impose.marks import label_box, mark_box
from pnp.impose.plan import Label, Line, Outline, PieceSpec
from pnp.impose.strategies import place_note

GAMES = ("fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks")
MM = 72 / 25.4
SIDES = {"long-edge": "double-sided, flip on the long edge", "short-edge": "double-sided, flip on the short edge"}
HINTS = {"/DuplexFlipLongEdge": "long-edge", "/DuplexFlipShortEdge": "short-edge"}  # the PDF's duplex hint
CUT = "Then cut on the crop marks."
THEN = {  # what a sheet asks the player to do once it is printed, where it is not to cut on the crop marks
    "tokens": "Then cut just inside the grey cut outlines.",  # round tokens
    "pawns": "Cut each piece out on its crop marks, then score and fold it on the dashed lines, printed side out "
    "(the base tabs outward, to stand).",
    "board": "Then assemble them as this map shows.",
}
FOLDED = "Fold on the dashed line, printed side out, glue, then cut on the crop marks."


def _manifest(game: str) -> dict:
    return yaml.safe_load((REPO / "content" / game / "game.yaml").read_text(encoding="utf-8"))


def _title(game: str, component: str) -> str:
    return next(c["title"] for c in _manifest(game)["components"] if c["id"] == component)


def _chars_of(path: Path, note: str) -> list[tuple[float, float, float, float, float]]:
    """The boxes (mm: left, bottom, right, top) and size (pt) of the characters of ``note`` as page 1
    prints it, wrapped or not, spaces aside; [] when page 1 does not print it."""
    document = pdfium.PdfDocument(str(path))
    try:
        text = document[0].get_textpage()
        sizes = [size for _, _, size, _ in printed_chars(document[0])]
        chars = [(i, text.get_text_range(i, 1)) for i in range(text.count_chars())]
        printed = [(i, c) for i, c in chars if c.strip()]
        wanted = "".join(note.split())
        flat = "".join(c for _, c in printed)
        start = flat.find(wanted)
        if start < 0:
            return []
        found = []
        for index, _ in printed[start : start + len(wanted)]:
            left, bottom, right, top = (v / MM for v in text.get_charbox(index))
            found.append((left, bottom, right, top, sizes[index]))
        return found
    finally:
        document.close()


def _sheet_outputs(game: str, out: Path, layout: str) -> list[tuple[Path, str, object]]:
    """(pdf, component id, page plan) of each home-printed sheet file of ``game`` (not its rulebooks,
    not the poster and print-shop files, which print on pages of their own size)."""
    found = []
    for name, sheet_plan in plans_of_layout(REPO, game, layout).items():
        if sheet_plan is None or not name.endswith(("-a4", "-letter")):
            continue
        component = name.removeprefix(f"{game}-").rsplit("-", 1)[0].removesuffix("-gutterfold")
        found.append((out / game / f"{name}.pdf", component, sheet_plan))
    return found


def plans_of_layout(root: Path, game: str, layout: str) -> dict:
    if layout == "duplex":
        return plans_of(root, game)
    from pnp import pipeline
    from pnp.core.findings import Findings
    from pnp.core.profiles import PrintSettings
    from pnp.core.workspace import Workspace
    from pnp.load.fonts import FontBook

    workspace = Workspace(root)
    prepared = pipeline.prepare(
        workspace, game, FontBook(workspace.fonts), Findings(), printing=PrintSettings(layout=layout)
    )
    return {output.name: output.plan for output in prepared.outputs}


@pytest.fixture(scope="module", params=["duplex", "gutterfold"])
def shipped(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"notes-{request.param}")
    result = run_pnp(REPO, "build", *GAMES, "--layout", request.param, "--out", str(out))
    assert result.exit_code == 0, result.output
    return request.param, out


def test_every_shipped_sheet_says_on_its_first_page_how_to_print_it(shipped):
    """The note names the file's part of the game, the sides as the file's own duplex hint has them,
    at 100 %, its sheet count (pages, or half of them double-sided), the next step and the component's
    own last step (its `finish:`); at its full
    size or at least the footer's, every word kept, at least 5 mm from the paper's edge, clear of
    every piece, mark and of the footer; only the first page carries it."""
    layout, out = shipped
    seen = 0
    for game in GAMES:
        for pdf, component, sheet_plan in _sheet_outputs(game, out, layout):
            if not sheet_plan.pages[0].footer:  # pages of a piece's own size: a print shop's files
                continue
            pages = len(reader(pdf).pages)
            preferences = reader(pdf).trailer["/Root"].get("/ViewerPreferences", {})
            sides = SIDES.get(HINTS.get(preferences.get("/Duplex")), "one-sided")
            sheets = pages // 2 if sides != "one-sided" else pages
            head = f"{_title(game, component)}: print {sides}, at 100 % ({sheets} sheet{'s' * (sheets != 1)})."
            texts = page_texts(pdf)
            flat = " ".join(texts[0].split())
            assert head in flat, (pdf.name, flat[:400])
            note = f"{head} {FOLDED if '-gutterfold-' in pdf.name else THEN.get(component, CUT)}"
            finish = next(c for c in _manifest(game)["components"] if c["id"] == component).get("finish")
            note += f" {finish}" if finish else ""  # the component's own last step (Trap Map Galaxy's tents)
            chars = _chars_of(pdf, note)
            assert chars, (pdf.name, note, flat[:400])
            assert min(size for *_, size in chars) >= FOOTER_SIZE - 1e-6, pdf.name
            first = sheet_plan.pages[0]
            for left, bottom, right, top, _ in chars:
                box = Box(left, bottom, right - left, top - bottom)
                assert clear_of_edge(box, first), (pdf.name, box)
                for placed in first.placements:
                    art = path_bounds(placed.clip)
                    assert not box.overlaps(art, tolerance=0), (pdf.name, box, art)
                for mark in first.marks:
                    if isinstance(mark, Line):
                        assert not box.overlaps(mark_box(mark), tolerance=0), (pdf.name, box, mark)
            assert all(head not in " ".join(text.split()) for text in texts[1:]), pdf.name
            # the footer's letters too: turned up the left margin, its tops reached 4.92 mm from the paper's
            # edge, as its capitals were placed 5 mm from it and ( l f rise above them
            footer = " · ".join([_manifest(game)["title"], _title(game, component), first.label, f"page 1/{pages}"])
            footer_chars = _chars_of(pdf, footer)
            assert footer_chars, (pdf.name, footer, flat[-400:])
            for left, bottom, right, top, _ in footer_chars:
                assert clear_of_edge(Box(left, bottom, right - left, top - bottom), first), (pdf.name, left, top)
            apart = Box.union([Box(a, b, c - a, d - b) for a, b, c, d, _ in footer_chars])
            assert not any(Box(a, b, c - a, d - b).overlaps(apart, tolerance=0) for a, b, c, d, _ in chars), pdf.name
            seen += 1
    assert seen == 13 * 2  # every sheet file, on letter and on a4


@pytest.mark.parametrize("paper_name", ["letter", "a4"])
@pytest.mark.parametrize(
    ("strategy", "pieces", "options"),
    [
        ("grid", cards(count=13), {}),
        ("grid", cards(count=13), {"duplex": "short-edge"}),
        ("gutterfold", cards(count=7), {}),
        ("gutters", [PieceSpec(Ellipse(30, 30), 2.0, ("front", "back"), 40)], {}),
        ("grid", TENTS, {}),
        ("fold", [PieceSpec(cards()[0].shape, 2.0, ("front", "back"), 5)], {"base": 12}),
    ],
    ids=["grid", "grid-short-edge", "gutterfold", "round-tokens", "tents", "standees"],
)
def test_the_note_has_a_band_of_its_own_on_the_first_page(paper_name, strategy, pieces, options):
    """Its band is clear of the paper's blank edge, the footer, every piece's art, mark and label;
    the sides and sheets it names are the plan's."""
    made = plan(strategy, pieces, paper_name, **options)
    assert made.pages[0].note is None  # placed once the whole note is known (pnp/kinds/common/imposing.py)
    first = place_note(made, f"Cards: {made.note}").pages[0]
    band = first.note
    assert band is not None and band.length >= 60.0
    box = band.box
    assert clear_of_edge(box, first)
    assert not box.overlaps(first.footer.box, tolerance=0), (band, first.footer)
    for placed in first.placements:
        assert not box.overlaps(path_bounds(placed.clip), tolerance=0)
    for mark in first.marks:
        taken = (
            mark_box(mark)
            if isinstance(mark, Line)
            else label_box(mark)
            if isinstance(mark, Label)
            else path_bounds(mark.path)
            if isinstance(mark, Outline)
            else None
        )
        assert taken is None or not box.overlaps(taken, tolerance=0), (band, mark)
    assert all(page.note is None for page in made.pages[1:])
    sheets = len(made.pages) // 2 if made.duplex else len(made.pages)
    sides = SIDES.get(made.duplex, "one-sided")
    assert made.note.startswith(f"Cards: print {sides}, at 100 % ({sheets} sheet{'s' * (sheets != 1)}). ")


def _readme_table() -> dict[str, list[dict[str, tuple[int, int]]]]:
    """The README's table of what each game prints: per game, its three columns (double-sided,
    one-sided, one-sided with --layout gutterfold), each component with its sheets on A4 and Letter."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    header = "| game | double-sided, flip on the long edge | one-sided | with `--layout gutterfold`, one-sided |"
    rows = readme.split(header, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    table = {}
    for row in rows:
        game, *columns = (cell.strip() for cell in row.strip("|").split("|"))
        table[game.strip("`")] = [
            {name: (int(a4), int(letter)) for name, a4, letter in re.findall(r"`([\w-]+)` (\d+) / (\d+)", column)}
            for column in columns
        ]
    return table


def test_the_readme_says_what_each_game_prints_and_on_how_many_sheets(shipped):
    """Its table lists every file of every game printed on A4 or Letter, double-sided (the file's
    duplex hint says the long edge; sheets are half its pages) or one-sided (no hint; a sheet a
    page), built duplex and with --layout gutterfold (round tokens stay double-sided), and no other."""
    layout, out = shipped
    table = _readme_table()
    assert set(table) == set(GAMES)
    for game in GAMES:
        double, single, folded = table[game]
        found = {}
        for pdf in (out / game).glob("*.pdf"):
            component, _, paper_name = pdf.stem.removeprefix(f"{game}-").rpartition("-")
            if paper_name in ("a4", "letter"):
                found[(component.removesuffix("-gutterfold"), paper_name)] = pdf
        expected = {}
        for column, sides in ((double, 2), (single, 1)) if layout == "duplex" else ((folded, 1), (single, 1)):
            for component, sheets in column.items():
                for paper_name, count in zip(("a4", "letter"), sheets, strict=True):
                    expected[(component, paper_name)] = (sides, count)
        if layout == "gutterfold":  # what gutterfold cannot fold stays double-sided
            for component, sheets in double.items():
                if component not in folded:
                    expected.update({(component, p): (2, n) for p, n in zip(("a4", "letter"), sheets, strict=True)})
        assert set(found) == set(expected), (game, set(found) ^ set(expected))
        for key, pdf in found.items():
            sides, count = expected[key]
            pages = len(reader(pdf).pages)
            hint = reader(pdf).trailer["/Root"].get("/ViewerPreferences", {}).get("/Duplex")
            assert hint == ("/DuplexFlipLongEdge" if sides == 2 else None), (pdf.name, hint)
            assert pages == sides * count, (pdf.name, pages, sides, count)


def test_rules_that_roll_dice_say_that_dice_are_needed(built):
    """Dice are not printed: a rulebook that has players roll says, as it lists what is in the game,
    that they need dice (the Labyrinth Deck's rolled a d4, a d6 and the d20 of its skill checks
    without saying so)."""
    rolling = 0
    for game in GAMES:
        text = " ".join(" ".join(page_texts(built(game) / f"{game}-rules-a4.pdf")).split())
        if not re.search(r"\b[Rr]oll(s|ed)?\b", text):
            continue
        rolling += 1
        assert re.search(r"\b[Yy]ou (also )?need\b[^.]*\b(die|dice)\b", text), game
    assert rolling == 3


def test_a_note_goes_where_it_fits_on_one_line(shipped):
    """The Labyrinth Deck's actions on Letter: five turned cards fill the top margin to its crop marks, and
    the longest strip beside the footer (which runs up the left margin) was the bottom margin between two
    crop marks, 101 mm: the note wrapped there and left "crop marks." alone on its second line. Now it
    took the bottom margin below the marks, on one line at 7.5 pt; the footer now runs along that free bottom
    margin, and the note takes the strip beside the cards, turned, on one line still, clear of the footer, the
    marks and the cards."""
    layout, out = shipped
    if layout != "duplex":
        pytest.skip("the duplex sheet")
    pdf = out / "labyrinth-deck" / "labyrinth-deck-actions-letter.pdf"
    note = (
        f"{_title('labyrinth-deck', 'actions')}: print double-sided, flip on the long edge, at 100 % (1 sheet). {CUT}"
    )
    chars = _chars_of(pdf, note)
    assert chars
    assert {round(size, 2) for *_, size in chars} == {7.5}
    ink = Box.union([Box(a, b, c - a, d - b) for a, b, c, d, _ in chars])
    assert min(ink.w, ink.h) < 4.0  # one line, read across the page or turned
    first = plans_of(REPO, "labyrinth-deck")["labyrinth-deck-actions-letter"].pages[0]
    assert not ink.overlaps(first.footer.box, tolerance=0)
    assert not any(ink.overlaps(mark_box(m), tolerance=0) for m in first.marks if isinstance(m, Line))
    assert not any(ink.overlaps(path_bounds(p.clip), tolerance=0) for p in first.placements)


def test_a_wrapped_note_is_set_in_lines_of_about_one_length():
    """A note that wraps leaves no word or two alone on its last line: its lines are balanced."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.draw.furniture import NOTE_SIZE, fit_footer
    from pnp.load.fonts import FontBook

    fonts = FontBook(REPO / "fonts")
    face = fonts.default_family.face()
    fonts.ready(face)
    note = "Actions: print double-sided, flip on the long edge, at 100 % (1 sheet). Then cut on the crop marks."
    whole = stringWidth(note, face.name, NOTE_SIZE)
    for room in (whole * 0.97, whole * 0.8, whole * 0.55, whole * 0.4):
        plain, _ = fit_footer(note, face.name, room, 100.0, NOTE_SIZE)
        lines, size = fit_footer(note, face.name, room, 100.0, NOTE_SIZE, balanced=True)
        assert size == NOTE_SIZE and len(lines) == len(plain) > 1 and " ".join(lines) == note
        widths = [stringWidth(line, face.name, size) for line in lines]
        assert min(len(line.split()) for line in lines) >= 3
        assert max(widths) - min(widths) < 0.35 * max(widths), lines


def test_the_pawns_note_wraps_in_two_balanced_lines_across_the_top(shipped):
    """Trap Map Galaxy's pawns: the note is longer than the top margin; it wrapped there leaving "to stand)."
    alone on its second line (A4), and a turned margin that holds it on one line does not take it: two
    lines of about one length, across the top, at 7.5 pt. (On Letter, whose footer runs along the free bottom
    margin, not up the left one, the top margin's whole width holds it on one line.)"""
    layout, out = shipped
    if layout != "duplex":
        pytest.skip("the sheet is one-sided either way")
    for paper_name in ("a4",):
        pdf = out / "trap-map-galaxy" / f"trap-map-galaxy-pawns-{paper_name}.pdf"
        note = f"Pawns: print one-sided, at 100 % (1 sheet). {THEN['pawns']}"
        chars = _chars_of(pdf, note)
        assert chars and {round(size, 2) for *_, size in chars} == {7.5}
        rows: dict[float, list[float]] = {}  # by the line's lowest bottom: descenders reach 0.6 mm below the rest
        for left, bottom, right, _, _ in sorted(chars, key=lambda char: char[1]):
            line = next((low for low in rows if bottom - low < 1.5), bottom)
            rows.setdefault(line, []).extend((left, right))
        assert len(rows) == 2, rows.keys()
        widths = [max(row) - min(row) for row in rows.values()]
        assert min(widths) > 0.7 * max(widths), widths  # "to stand)." alone was a tenth of the first line
        height = reader(pdf).pages[0].mediabox.height / MM
        assert min(rows) > height - 20  # across the top
    letter = out / "trap-map-galaxy" / "trap-map-galaxy-pawns-letter.pdf"
    chars = _chars_of(letter, f"Pawns: print one-sided, at 100 % (1 sheet). {THEN['pawns']}")
    height = reader(letter).pages[0].mediabox.height / MM
    assert chars and all(height - 20 < bottom < height - 5 for _, bottom, _, _, _ in chars)  # across the top
    assert max(char[1] for char in chars) - min(char[1] for char in chars) < 1.5  # on one line


def test_a_note_that_fits_whole_nowhere_is_a_warning_from_validate_and_build(tmp_path):
    """A component whose `finish:` is too long for any free margin of its first page: the note is
    shortened with "…", and validate and build both say so at the component, quoting it."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    game = root / "content" / "labyrinth-deck" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    finish = " ".join(["Sort the cards by their colour, then keep them in the box."] * 22)
    marker = "  - id: actions\n"
    assert marker in text
    game.write_text(text.replace(marker, f"{marker}    finish: {finish}\n", 1), encoding="utf-8")
    line = next(n for n, row in enumerate(game.read_text(encoding="utf-8").splitlines(), 1) if row == marker.rstrip())
    for args in (("validate", "labyrinth-deck"), ("build", "labyrinth-deck", "--out", str(tmp_path / "out"))):
        result = run_pnp(root, *args)
        assert result.exit_code == 0, result.output
        found = [row for row in result.output.splitlines() if row.endswith("[print-note]")]
        assert len(found) == 2, result.output  # on letter and on a4
        assert all(
            row.startswith(f"content/labyrinth-deck/game.yaml:{line}: warning: component 'actions'") for row in found
        )
        assert " characters: 'Actions: print double-sided, flip on the long edge" in found[0]
    printed = " ".join(page_texts(tmp_path / "out" / "labyrinth-deck" / "labyrinth-deck-actions-a4.pdf")[0].split())
    assert "Actions: print double-sided" in printed and "…" in printed

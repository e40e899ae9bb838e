"""Slips found building Starfall Squadrons, a space miniatures game printed at home: a 300 mm range ruler glued
from two pages, manoeuvre templates drawn as arcs, ship bases with their firing arcs, asteroids, pilot cards and
a calibration square (tests/starfall keeps it trimmed). Each test of a slip fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp
from pdfread import reader

from pnp.core.expr import evaluate

GAME = "starfall"
RULER = f"templates/{GAME}/ruler.yaml"
MM = 72 / 25.4


def starfall(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "starfall", GAME)


def _said(root: Path, rule: str) -> tuple[list[str], str]:
    """The findings of ``rule`` that `pnp validate` of the game says, and its whole output."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if row.endswith(f"[{rule}]")], output


def _errors(root: Path) -> tuple[list[str], str]:
    """The error lines `pnp validate` of the game says, and its whole output."""
    output = run_pnp(root, "validate", GAME).output
    return [row for row in output.splitlines() if ": error:" in row], output


def test_the_game_validates_clean_and_its_ruler_prints_300_mm_long(tmp_path):
    """What a designer measures: the poster's TrimBox is the ruler's 300 × 20 mm, and the two glued pages
    hold 300 mm of it plus the 8 mm glue overlap."""
    root = starfall(tmp_path)
    result = run_pnp(root, "build", GAME, "--paper", "a4")
    assert result.exit_code == 0 and "warning" not in result.output, result.output
    out = root / "output" / GAME
    poster = reader(out / f"{GAME}-rulers-poster.pdf").pages[0].trimbox
    assert round(float(poster.width) / MM, 3) == 300 and round(float(poster.height) / MM, 3) == 20
    pages = reader(out / f"{GAME}-rulers-a4.pdf").pages[1:3]  # after the assembly map: A1, A2
    assert round(sum(float(page.trimbox.width) for page in pages) / MM, 2) == 308  # 300 + the 8 mm overlap


def test_a_band_that_stops_at_the_trim_at_the_rulers_end_is_short_of_the_bleed(tmp_path):
    """The last band of the ruler drawn to x 300 (the trim) while it runs into the bleed at the top and the
    bottom: a cut that wanders outward leaves a sliver of white paper at the ruler's end. Before, a fill whose
    edge ran down the whole side, from the top bleed to the bottom one, was never measured on that side."""
    root = starfall(tmp_path)
    full = 'w: "{{ 100 + bleed if (loop.first or loop.last) else 100 }}"'
    edit(root / RULER, full, 'w: "{{ 100 + bleed if loop.first else 100 }}"')
    found, output = _said(root, "art-short-of-bleed")
    assert len(found) == 1, output
    assert found[0].startswith(f"{RULER}:{line_of(root / RULER, 'if loop.first else 100')}: error:"), found[0]
    assert "element 'bands'" in found[0] and "stops at the trim on the right" in found[0], found[0]


def test_a_polygons_points_are_told_by_what_is_wrong_with_them(tmp_path):
    """An asteroid's outline: a point above y 0 is told the points moved to start at 0 (not "none negative"),
    a point of one number and a polygon of two points are each said as such, and points read from vars (was
    "'{{ vars.outline }}' is not a list" [schema]) are told to be a template's own."""
    asteroid = f"templates/{GAME}/asteroid-rock-a.yaml"
    outline = "[[20, 0], [55, 6], [70, 30], [58, 58], [25, 64], [0, 40], [4, 12]]"
    told = {
        "[[20, -3], [55, 6], [70, 30], [58, 58], [25, 64], [0, 40], [4, 12]]": "these start at x 0, y -3: write "
        "shape: {type: polygon, points: [[20, 0], [55, 9], [70, 33], [58, 61], [25, 67], [0, 43], [4, 15]]}",
        "[[20, 0], [55, 6], [70, 30], [58, 58], [25, 64], [0, 40], [4]]": "point 7 of 7, [4], is not an [x, y] pair",
        "[[20, 0], [55, 6]]": "at least three [x, y] pairs in mm; it has 2 points",
        '"{{ vars.outline }}"': "shape: is the template's own, one for every piece it prints, and no expression",
    }
    for number, (points, words) in enumerate(told.items()):
        root = starfall(tmp_path / str(number))
        edit(root / asteroid, outline, points)
        found, output = _said(root, "shape-invalid")
        assert len(found) == 1 and found[0].startswith(f"{asteroid}:2: error:"), output
        assert words in found[0], found[0]


def test_a_pilot_row_missing_a_cell_is_said_as_a_missing_cell(tmp_path):
    """A pilot's row typed without its cost: its text moves under cost, a column of whole numbers. Before, that
    was "cost: 'After you…' is not a whole number"; the row is one cell short, which is what to fix."""
    root = starfall(tmp_path)
    pilots = root / "content" / GAME / "pilots.csv"
    edit(pilots, "bex,Bex,league,Lancer,4,13,", "bex,Bex,league,Lancer,4,")
    found, output = _errors(root)
    assert found == [
        f"content/{GAME}/pilots.csv:3: error: this row has 6 cells and the header row 7: a cell missing, or a line "
        "break in a cell without quotes around it [csv-syntax]"
    ], output


def test_ruler_ticks_past_its_end_are_said_where_the_other_ticks_lie_on_it(tmp_path):
    """A tick too many (32 for a 300 mm ruler ticked every 10 mm) or a step too long (10.5 mm) puts the last
    ticks past the ruler's end and bleed, where they do not print: the ruler looks right and measures wrong.
    Before, lines alone were never said off the piece; now a copy of a repeated line is, when another copy of
    it lies on the piece (once, naming every copy off it)."""
    for number, (old, new, copies, where) in enumerate(
        (
            ("repeat: 31", "repeat: 32", "element 'ticks', copy 32 of 32: what it prints", "x 310 to 310 mm"),
            (
                'x: "{{ loop.index0 * 10 }}"',
                'x: "{{ loop.index0 * 10.5 }}"',
                "element 'ticks', copy 30 of 31 and copy 31 of 31: what they print",
                "x 304 to 315 mm",
            ),
        )
    ):
        root = starfall(tmp_path / str(number))
        edit(root / RULER, old, new)
        found, output = _said(root, "art-off-piece")
        assert len(found) == 1, output
        line = line_of(root / RULER, 'x: "{{ loop.index0 * 10')  # the x: that places the ticks
        assert found[0].startswith(f"{RULER}:{line}: warning:"), found[0]
        assert copies in found[0] and f"lies off the 300 × 20 mm piece (at {where}" in found[0], found[0]


def test_a_firing_arc_of_any_angle_is_drawn_with_tan(tmp_path):
    """An 80° firing arc drawn from the middle of the base meets its front edge tan(40) times half the base
    each side of the middle; before, tan was undefined (sin(a) / cos(a) the only way), and tan(90) is said."""
    assert evaluate("{{ tan(45) }}", {}) == 1.0 and evaluate("{{ tan(-45) }}", {}) == -1.0
    assert evaluate("{{ (20 * tan(40)) | round(3) }}", {}) == 16.782
    base = f"templates/{GAME}/base-small.yaml"
    front = 'front: "{{ [[0, 0], [trim.w, 0], [trim.w / 2, trim.h / 2]] }}"'
    for number, angle in enumerate((40, 90)):
        root = starfall(tmp_path / str(number))
        edit(
            root / base,
            front,
            f'front: "{{{{ [[vars.c * (1 - tan({angle})), 0], [vars.c * (1 + tan({angle})), 0], '
            '[vars.c, vars.c]] }}"',
        )
        errors, output = _errors(root)
        if angle == 40:
            assert not errors and "0 errors" in output, output
        else:
            assert len(errors) == 1 and errors[0].startswith(f"{base}:{line_of(root / base, 'wedges:')}:"), errors
            assert "tan(90) is infinite" in errors[0] and errors[0].endswith("[expression]"), errors


def test_a_size_read_from_the_entry_is_told_to_be_a_template_of_its_own(tmp_path):
    """Straight templates 40 mm a speed, written as one template whose size: reads the entry: before, "size: [20,
    '{{ card.speed * 40 }}'] is not a size; give a name, [width, height] or one length in mm", which the designer
    had done; now it says that the size is the template's, and how to make one per size."""
    root = starfall(tmp_path)
    straight = f"templates/{GAME}/man-straight-1.yaml"
    edit(root / straight, "size: [20, 40]", 'size: [20, "{{ card.speed * 40 }}"]')
    errors, _ = _errors(root)
    assert len(errors) == 1 and errors[0].startswith(f"{straight}:2: error: size: is the template's own"), errors
    assert "extends: my-game/straight, size: [20, 80]" in errors[0] and errors[0].endswith("[size-invalid]")

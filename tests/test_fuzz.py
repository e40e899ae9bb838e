"""Property-based fuzzing: arbitrary text, YAML values, sizes and shapes give a PDF or a finding, never a crash.

Each property runs a bounded number of examples with a deadline, so an input that would
hang fails the test instead of stalling the suite.
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import yaml
from conftest import REPO
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pnp import pipeline
from pnp.core.findings import Findings, Location
from pnp.core.geometry import Ellipse, Hexagon, Polygon, Rectangle, RoundedRectangle, path_bounds
from pnp.core.papers import paper
from pnp.core.textsyntax import parse
from pnp.core.workspace import Workspace
from pnp.draw.canvas import new_canvas
from pnp.draw.painter import Painter
from pnp.impose.plan import PieceSpec
from pnp.impose.policy import EDGE
from pnp.impose.strategies import STRATEGIES, ImpositionError
from pnp.layout.faces import FaceLayouter
from pnp.load.fonts import FontBook
from pnp.load.icons import IconLibrary
from pnp.load.templates import TemplateLoader

FONTS = FontBook(REPO / "fonts")
ICONS = IconLibrary([REPO / "content/labyrinth-deck/icons"])
# a guard against hangs, not a timing: a slow example took 2.3 s on a loaded 2-core machine and failed a 2 s bound
BOUNDED = settings(max_examples=60, deadline=30_000, suppress_health_check=[HealthCheck.function_scoped_fixture])


@BOUNDED
@given(st.text(max_size=400))
@example("0" * 40)  # a word wider than the box overflows it: one finding, not also one for the safe zone
def test_any_text_is_set_or_reported(text):
    """The text engine and the painter take any Unicode: glyphs it lacks are findings, not boxes or crashes."""
    findings = Findings()
    layouter = FaceLayouter(FONTS, ICONS, REPO / "content/labyrinth-deck/art", findings)
    template = TemplateLoader([REPO / "templates"]).load("labyrinth-deck/card", None)
    item = _card(text)
    face = layouter.face(template, {"card": item, "item": item, "component": _Supply()}, "card 'fuzz'", item)
    assert all(f.rule in {"glyph-missing", "text-overflow", "icon-unknown", "limit"} for f in findings.items), (
        findings.items
    )
    canvas = new_canvas(io.BytesIO(), 63.5, 88.9, FONTS.default_family.face().name, "fuzz", "fuzz", "fuzz")
    canvas.scale(72 / 25.4, -72 / 25.4)
    Painter(canvas, ICONS.find).paint(face.items)
    canvas.save()
    parse(text)


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=25,
)


@BOUNDED
@given(VALUES, VALUES)
def test_any_yaml_values_load_or_are_reported(tmp_path_factory, document, fields):
    """Whatever a source file holds, loading ends in a game or in findings."""
    root = tmp_path_factory.mktemp("yaml")
    shutil.copytree(REPO / "content/labyrinth-deck", root / "content/labyrinth-deck")
    (root / "content/labyrinth-deck/cards.yaml").write_text(yaml.safe_dump(document), encoding="utf-8")
    (root / "content/labyrinth-deck/actions.yaml").write_text(
        yaml.safe_dump({"cards": [fields] if not isinstance(fields, list) else fields}), encoding="utf-8"
    )
    findings = Findings()
    game = pipeline.load(Workspace(root), "labyrinth-deck", findings)
    assert game is not None or findings.errors


SHAPES = st.one_of(
    st.builds(Rectangle, st.floats(1, 900), st.floats(1, 900)),
    st.builds(
        lambda w, h, r: RoundedRectangle(w, h, min(r, w / 2, h / 2)),
        st.floats(1, 400),
        st.floats(1, 400),
        st.floats(0, 20),
    ),
    st.builds(lambda d: Ellipse(d, d), st.floats(1, 400)),
    st.builds(Hexagon, st.floats(1, 400), st.sampled_from(["pointy-top", "flat-top"])),
    st.builds(lambda w, h: Polygon([(0, 0), (w, 0), (w / 2, h)]), st.floats(1, 300), st.floats(1, 300)),
)


@BOUNDED
@example([(Rectangle(20, 20), 2.0, 13, False)], "cube", "a4")  # dice: squares, which the draw rarely gives
@example([(Rectangle(80, 80), 3.0, 1, False)], "cube", "letter")
@given(
    st.lists(st.tuples(SHAPES, st.floats(0, 10), st.integers(1, 30), st.booleans()), min_size=1, max_size=4),
    st.sampled_from(["grid", "gutters", "fold", "tile", "single", "cube"]),
    st.sampled_from(["letter", "a4", "a3"]),
)
def test_any_pieces_are_imposed_or_refused(pieces, strategy, paper_name):
    """Every imposition either plans pages that stay on the paper or says why it cannot."""
    die = tuple(f"face-{number}" for number in range(1, 7))  # cube folds dice: six faces a piece
    specs = [
        PieceSpec(shape, bleed, die if strategy == "cube" else ("front", "back") if back else ("front",), count)
        for shape, bleed, count, back in pieces
    ]
    chosen = STRATEGIES[strategy]
    try:
        sheet = chosen.plan(specs, paper(paper_name) if chosen.paper_based else None, {})
    except ImpositionError as refusal:
        assert refusal.rule in {
            "piece-too-large",
            "imposition-mixed",
            "imposition-sides",
            "imposition-shape",
            "fold-shape",
        }
        return
    assert sheet.pages
    for page in sheet.pages:
        for placed in page.placements:
            art = path_bounds(placed.clip)
            assert art.x >= -1e-6 and art.y >= -1e-6
            assert art.right <= page.width + 1e-6 and art.top <= page.height + 1e-6
        if chosen.paper_based:
            for mark in page.marks:
                if hasattr(mark, "x1"):
                    assert min(mark.x1, mark.x2) >= EDGE - 1e-6 and min(mark.y1, mark.y2) >= EDGE - 1e-6


def _card(text: str):
    from pnp.model import Item

    item = Item({"id": "fuzz", "title": "Fuzz", "kind": "room", "text": text})
    item.loc, item.key_lines, item.block_starts = Location(Path("cards.yaml"), 1), {}, {}
    return item


class _Supply:
    id = "deck"

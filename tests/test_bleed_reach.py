"""Art that runs past the trim runs on to the bleed edge (``art-short-of-bleed``): between the two, a cut
that wanders outward shows its edge as a sliver along the cut. Measured along the piece's shape."""

from __future__ import annotations

from conftest import edit, line_of, make_workspace, new_game, run_pnp, shapes_workspace
from PIL import Image

FRAME = "templates/labyrinth-deck/frame.yaml"
FULL_WIDTH = '    w: "{{ trim.w + 2 * bleed }}"\n    h: "{{ trim.h + 2 * bleed }}"\n    fill: "{{ vars.paper }}"'
INSIDE = '    x: 1\n    y: 1\n    w: "{{ trim.w - 2 }}"\n    h: "{{ trim.h - 2 }}"\n    fill: "{{ vars.paper }}"'
AT_TRIM = '    x: 0\n    y: 0\n    w: "{{ trim.w }}"\n    h: "{{ trim.h }}"\n    fill: "{{ vars.paper }}"'
FILL_STROKE = '\n    stroke: "#3b2a1a"\n    stroke_width: %g'
RULE = "[art-short-of-bleed]"
SHAPES = ("arrow", "disc", "hex")  # a polygon with a notch, a circle, a pointy-top hexagon


def _found(output: str) -> list[str]:
    return [row for row in output.splitlines() if row.endswith(RULE)]


def _background(tmp_path, width: str, extra: str = ""):
    """The Labyrinth Deck with its parchment background (x: -bleed) drawn ``width`` wide."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    edit(
        root / FRAME,
        FULL_WIDTH,
        f'    w: "{width}"\n    h: "{{{{ trim.h + 2 * bleed }}}}"\n    fill: "{{{{ vars.paper }}}}"{extra}',
    )
    return root


def test_a_background_that_stops_short_of_the_bleed_on_the_right_is_an_error(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    assert RULE not in run_pnp(root, "validate").output  # full bleed: x: -bleed, w: trim.w + 2 * bleed
    root = _background(tmp_path / "short", "{{ trim.w + bleed + 1 }}")  # 1 mm past the trim, bleed 3.175
    result = run_pnp(root, "validate")
    found = _found(result.output)
    assert len(found) == 1, result.output  # once, however many cards and templates draw it
    width = line_of(root / FRAME, "trim.w + bleed + 1")  # the line that places its right edge
    assert found[0].startswith(f"{FRAME}:{width}: error:"), found[0]
    assert "element 'background': it runs 1 mm past the trim on the right and stops 2.2 mm short" in found[0]
    assert "(3.175 mm out)" in found[0] and 'w: "{{ trim.w + 2 * bleed }}"' in found[0]
    assert result.exit_code == 1  # and a build refuses it: tests/test_validate_agrees_with_build.py


def test_art_at_the_trim_or_inside_it_is_no_finding(tmp_path):
    """Drawn to the trim line all round (the safe zone's concern), or wholly inside it: nothing crosses the
    trim."""
    root = make_workspace(tmp_path / "trim", "labyrinth-deck")
    edit(root / FRAME, f'    x: "{{{{ -bleed }}}}"\n    y: "{{{{ -bleed }}}}"\n{FULL_WIDTH}', AT_TRIM)
    at_trim = run_pnp(root, "validate", "labyrinth-deck")
    assert RULE not in at_trim.output, at_trim.output
    root = make_workspace(tmp_path / "inside", "labyrinth-deck")
    edit(root / FRAME, f'    x: "{{{{ -bleed }}}}"\n    y: "{{{{ -bleed }}}}"\n{FULL_WIDTH}', INSIDE)
    inside = run_pnp(root, "validate", "labyrinth-deck")
    assert RULE not in inside.output, inside.output


def test_a_background_that_bleeds_elsewhere_and_stops_at_the_trim_on_the_right_is_an_error(tmp_path):
    """Run out to the bleed edge on three sides and drawn exactly to the trim on the right: a cut that wanders
    outward leaves a sliver of paper there. It was no finding (0 mm past the trim is not past it)."""
    root = _background(tmp_path, "{{ trim.w + bleed }}")
    found = _found(run_pnp(root, "validate", "labyrinth-deck").output)
    assert len(found) == 1, found
    assert found[0].startswith(f"{FRAME}:{line_of(root / FRAME, 'trim.w + bleed }}')}: error:"), found[0]
    assert "stops at the trim on the right while it runs past it elsewhere, 3.2 mm short of the bleed" in found[0]


def test_a_stroke_counts_with_half_its_width(tmp_path):
    """A fill 1 mm past the trim with a 5 mm line round it reaches 3.5 mm: past the bleed edge. With a 1 mm line
    it reaches 1.5 mm, 1.7 short; a line alone that stops short is a warning (no sliver of paper along the cut)."""
    thick = run_pnp(_background(tmp_path / "thick", "{{ trim.w + bleed + 1 }}", FILL_STROKE % 5), "validate")
    assert RULE not in thick.output, thick.output
    thin = _found(
        run_pnp(_background(tmp_path / "thin", "{{ trim.w + bleed + 1 }}", FILL_STROKE % 1), "validate").output
    )
    assert len(thin) == 1 and ": error:" in thin[0] and "past the trim on the right and stops 1.7 mm short" in thin[0]
    # the back's maze: lines alone, 1.3 mm wide, 1.5 mm past the trim on the left: its ink reaches 2.15 mm
    root = make_workspace(tmp_path / "maze", "labyrinth-deck")
    edit(root / "templates/labyrinth-deck/back.yaml", '    x: "{{ -bleed - 2 }}"', "    x: -1.5")
    maze = _found(run_pnp(root, "validate").output)  # at back.yaml's x: line, which the action back's maze extends
    assert len(maze) == 1 and maze[0].startswith("templates/labyrinth-deck/back.yaml:24: warning:"), maze
    assert "element 'maze': it runs 1.5 mm past the trim on the left and stops 1 mm short" in maze[0]


def test_drawings_measured_alike_are_told_apart_by_their_lines_not_their_colours(tmp_path):
    """A drawing found to reach the bleed edge is not measured again on the next card, nor in another colour (a
    token's ground in each player's colour); what its line adds to its reach tells two apart. A background 1 mm
    past the trim reaches the bleed edge with its 5 mm line; the same rect without a line, drawn over it in another
    colour, stops short."""
    veil = (
        '\n  veil:\n    type: rect\n    x: "{{ -bleed }}"\n    y: "{{ -bleed }}"\n    w: "{{ trim.w + bleed + 1 }}"\n'
        '    h: "{{ trim.h + 2 * bleed }}"\n    fill: "#e8dcc0"'
    )
    root = _background(tmp_path, "{{ trim.w + bleed + 1 }}", FILL_STROKE % 5 + veil)
    found = _found(run_pnp(root, "validate", "labyrinth-deck").output)
    assert len(found) == 1, found
    assert "element 'veil': it runs 1 mm past the trim on the right and stops 2.2 mm short" in found[0], found


def test_round_hexagonal_and_polygon_tokens_are_measured_along_their_shape(tmp_path):
    """A disc's, a hexagon's or an arrow's background 1 mm beyond its trim (bleed 3.175) stops short all round
    (the arrow along its convex outline); a band across them that runs out to their box's bleed reaches past
    the bleed that follows the shape wherever it crosses the trim."""
    root = shapes_workspace(tmp_path)
    assert RULE not in run_pnp(root, "validate").output  # base.yaml's ground: a shape with offset: bleed
    rim = '  rim:\n    type: shape\n    offset: 1\n    fill: "#2e86c1"\n'
    band = '  band:\n    type: rect\n    x: "{{ -bleed }}"\n    y: 8\n    w: "{{ trim.w + 2 * bleed }}"\n    h: 6\n'
    for name in SHAPES:
        template = root / f"templates/shapes/{name}.yaml"
        template.write_text(template.read_text(encoding="utf-8") + f"elements:\n{rim}{band}    fill: '#f4d03f'\n")
    found = _found(run_pnp(root, "validate").output)
    assert len(found) == len(SHAPES), found
    for name, row in zip(SHAPES, sorted(found), strict=True):
        assert row.startswith(
            f"templates/shapes/{name}.yaml:{line_of(root / f'templates/shapes/{name}.yaml', 'offset: 1')}: error:"
        )
        # the arrow's rim reaches further at its sharp corners (mitred, as its bleed is), so less short there
        past, short = ("up to 1.7", "up to 2.2") if name == "arrow" else ("1", "2.2")
        assert f"element 'rim': it runs {past} mm past the trim all round and stops {short} mm short" in row, row
        assert 'type: shape with offset: "{{ bleed }}"' in row


def test_a_picture_is_measured_by_what_it_covers(tmp_path):
    """A picture twice as wide as tall in a box 1 mm past the trim all round is fitted to the box's width:
    short of the bleed on the left and right; above and below it leaves the box's height inside the trim."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    (root / "content/labyrinth-deck/art").mkdir()
    Image.new("RGB", (200, 100), (150, 40, 40)).save(root / "content/labyrinth-deck/art/wide.png")
    action = root / "templates/labyrinth-deck/action.yaml"
    picture = '  picture:\n    type: image\n    src: wide.png\n    x: -1\n    y: -1\n    w: "{{ trim.w + 2 }}"\n'
    action.write_text(action.read_text(encoding="utf-8") + picture + '    h: "{{ trim.h + 2 }}"\n', encoding="utf-8")
    found = _found(run_pnp(root, "validate", "labyrinth-deck").output)
    assert len(found) == 1 and found[0].startswith(
        f"templates/labyrinth-deck/action.yaml:{line_of(action, 'trim.w + 2 }}')}: error:"
    )
    assert "element 'picture': it runs 1 mm past the trim on the right and left and stops 2.2 mm short" in found[0]


def test_an_icon_drawn_past_the_trim_is_a_warning_at_its_size(tmp_path):
    """`pnp new`'s card draws a 16 mm star; moved to hang off the left edge, the cut takes part of it off
    (``icon-cut``, once, at its w: line). A star inside the trim, and the Fanucci back's lattice of icons (a
    pattern running on into the bleed), are no finding."""
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    assert "[icon-cut]" not in run_pnp(root, "validate").output
    assert "[icon-cut]" not in run_pnp(make_workspace(tmp_path / "f", "fanucci"), "validate", "fanucci").output
    edit(card, 'x: "{{ trim.w / 2 - 8 }}"\n    y: 30', "x: -6\n    y: 30")
    for command in ("validate", "build"):
        result = run_pnp(root, command)
        found = [row for row in result.output.splitlines() if row.endswith("[icon-cut]")]
        assert len(found) == 1, result.output
        assert found[0].startswith(f"templates/demo/card.yaml:{line_of(card, 'w: 16')}: warning:"), found[0]
        assert "icon ':star:' is drawn" in found[0] and "past the trim at the left" in found[0]


ARCH = (
    "shape: {type: polygon, points: [[0, 15], [4.393, 4.393], [15, 0], [25.607, 4.393], [30, 15], [30, 45], [0, 45]]}\n"
    "elements:\n  ground:\n    type: rect\n"
    '    x: "{{ -bleed }}"\n    y: "{{ -bleed }}"\n    w: "{{ trim.w + 2 * bleed }}"\n    h: "{{ trim.h + bleed }}"\n'
    '    fill: "#c0392b"\n'
)
ARCHES = """
  - id: standing
    kind: standees
    title: Arch standees
    source: pieces.yaml
    copies: {pawn: 2}
    face: shapes/arch-ground
    back: shapes/arch-ground
    imposition: {strategy: fold, fold: side, base: 10}
  - id: lying
    kind: tokens
    title: Arch tokens
    source: pieces.yaml
    copies: {pawn: 2}
    face: shapes/arch-ground
    back: shapes/arch-ground
"""


def test_art_that_ends_at_a_base_tab_is_measured_again_on_a_piece_without_one(tmp_path):
    """A standee's foot is folded onto its base tab, not cut: its ground may end there. The same ground on a token
    of the same shape, cut all round, stops short of the bleed at its foot: the standee's drawing, found to reach
    the bleed edge everywhere it is cut, is no answer for the token's."""
    root = shapes_workspace(tmp_path)
    (root / "templates/shapes/arch-ground.yaml").write_text(ARCH)
    game = root / "content/shapes/game.yaml"
    game.write_text(game.read_text().split("components:\n")[0] + "components:" + ARCHES)
    found = _found(run_pnp(root, "validate", "shapes").output)
    assert len(found) == 1, found
    assert "stops at the trim on the bottom while it runs past it elsewhere" in found[0], found

"""art-see-through-edge on pieces of every shape: a picture's see-through pixels along the cut of a round, oval,
hexagonal or polygon token were not measured (only a rectangle's were), so a token whose picture leaves its
corners see-through over a background drawn only to the trim printed the paper white out to the cut unsaid."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, line_of, new_game, run_pnp
from PIL import Image, ImageDraw

SHAPES = {
    "circle": "shape: circle\nsize: 30",
    "ellipse": "shape: ellipse\nsize: [30, 40]",
    "hexagon": "shape: hexagon\nsize: 30",
    "polygon": "shape: {type: polygon, points: [[0, 0], [22, 0], [40, 15], [22, 30], [0, 30], [8, 15]]}",
}


def _tokens(root: Path, shape: str, ground_offset: str, inset: int = 40) -> Path:
    """The demo game with a token of ``shape`` (bleed 3 mm): a fill drawn ``ground_offset`` mm out from the
    trim, under a picture stretched over the whole bleed box: a disc ``inset`` pixels of 400 inside its edges,
    see-through round it."""
    art = root / "content" / "demo" / "art"
    art.mkdir()
    disc = Image.new("RGBA", (400, 400), (0, 0, 0, 0))
    ImageDraw.Draw(disc).ellipse((inset, inset, 399 - inset, 399 - inset), fill=(200, 60, 40, 255))
    disc.save(art / "disc.png")
    (art / "LICENSE.md").write_text("All pictures in this folder were drawn for this game and are CC0.\n")
    template = root / "templates" / "demo" / "token.yaml"
    template.write_text(
        f"{SHAPES[shape]}\nbleed: 3\nelements:\n"
        f"  ground:\n    type: shape\n    offset: {ground_offset}\n    fill: '#203040'\n"
        "  art:\n    type: image\n    src: disc.png\n    x: -3\n    y: -3\n"
        '    w: "{{ trim.w + 6 }}"\n    h: "{{ trim.h + 6 }}"\n'
    )
    (root / "content" / "demo" / "tokens.yaml").write_text("tokens:\n  - {id: coin, title: Coin}\n")
    edit(
        root / "content" / "demo" / "game.yaml",
        "  - id: rules\n",
        "  - id: tokens\n    kind: tokens\n    title: Tokens\n    source: tokens.yaml\n    face: demo/token\n"
        "  - id: rules\n",
    )
    return template


def _see_through(root: Path) -> list[str]:
    output = run_pnp(root, "validate", "demo").output
    return [row for row in output.splitlines() if row.endswith("[art-see-through-edge]")]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_see_through_corner_over_a_ground_drawn_only_to_the_trim_is_said_on_every_shape(tmp_path, shape):
    root = new_game(tmp_path)
    template = _tokens(root, shape, "0")
    found = _see_through(root)
    assert len(found) == 1, found
    assert found[0].startswith(f"templates/demo/token.yaml:{line_of(template, 'src: disc.png')}: warning: "), found
    assert "image 'disc.png' has see-through pixels along the cut (x " in found[0], found[0]


@pytest.mark.parametrize("shape", SHAPES)
def test_the_same_picture_over_a_ground_out_to_the_bleed_edge_is_no_finding(tmp_path, shape):
    root = new_game(tmp_path)
    _tokens(root, shape, '"{{ bleed }}"')
    assert _see_through(root) == []


def test_a_disc_drawn_out_to_a_round_tokens_bleed_edge_is_no_finding(tmp_path):
    """The disc's see-through corners lie outside a round token's bleed circle, where the cut throws them away."""
    root = new_game(tmp_path)
    template = _tokens(root, "circle", "0", inset=0)
    edit(template, "  ground:\n    type: shape\n    offset: 0\n    fill: '#203040'\n", "")
    assert _see_through(root) == []

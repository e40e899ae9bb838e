"""The ``hex_map`` generator: a wargame's hex grid from a terrain map written as text, read back from
the built poster (each hex's number where the grid puts it, each terrain's fill inside its hexes),
and its slips, each one finding at the line to change, from ``validate`` and ``build`` alike."""

from __future__ import annotations

import math

import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import MM, render, word_centres

SIZE = 20.0  # mm flat to flat
RADIUS = SIZE / math.sqrt(3)
MAP = """
      . f . .
      . . . f
      f . . .
"""
FOREST = (46, 125, 50)
CLEAR = (238, 240, 216)


def _workspace(tmp_path, orientation="pointy-top"):
    root = new_game(tmp_path)
    game = root / "content/demo/game.yaml"
    edit(
        game,
        "  - id: rules\n",
        "  - id: map\n    kind: board\n    source: map.yaml\n    face: demo/map\n    imposition: poster\n"
        "    fields: {terrain: {type: string}}\n  - id: rules\n",
    )
    (root / "content/demo/map.yaml").write_text(f"boards:\n  - id: front\n    terrain: |{MAP}", encoding="utf-8")
    (root / "templates/demo/map.yaml").write_text(
        f"""size: [100, 82]
bleed: 3
elements:
  hexes:
    type: hex_map
    x: 5
    y: 5
    w: 90
    h: 72
    map: "{{{{ card.terrain }}}}"
    terrain:
      ".": {{fill: "#eef0d8"}}
      f: {{fill: "#2e7d32", icon: star, color: "#ffffff"}}
    orientation: {orientation}
    size: {SIZE}
""",
        encoding="utf-8",
    )
    return root


@pytest.mark.parametrize(
    ("orientation", "next_column", "next_row"),
    [
        # pointy-top: rows of hexes, the even rows (02) half a hex to the right
        ("pointy-top", (SIZE, 0), (SIZE / 2, -1.5 * RADIUS)),
        # flat-top: columns of hexes, the even columns (02) half a hex down
        ("flat-top", (1.5 * RADIUS, -SIZE / 2), (0, -SIZE)),
    ],
)
def test_every_hex_is_numbered_where_the_grid_puts_it_and_filled_with_its_terrain(
    tmp_path, orientation, next_column, next_row
):
    root = _workspace(tmp_path, orientation)
    result = run_pnp(root, "build", "demo", "--paper", "letter")
    assert result.exit_code == 0, result.output
    poster = root / "output/demo/demo-map-poster.pdf"
    centres = {}
    for col in range(1, 5):
        for row in range(1, 4):
            number = f"{col:02d}{row:02d}"
            (centres[number],) = word_centres(poster, 0, number)  # each hex numbered once, column then row
    (x0, y0), (x1, y1), (x2, y2) = centres["0101"], centres["0201"], centres["0102"]
    assert (x1 - x0) / MM == pytest.approx(next_column[0], abs=0.15)
    assert (y1 - y0) / MM == pytest.approx(next_column[1], abs=0.15)
    assert (x2 - x0) / MM == pytest.approx(next_row[0], abs=0.15)
    assert (y2 - y0) / MM == pytest.approx(next_row[1], abs=0.15)
    # the fill of each hex, sampled 6 mm left of its number and 7 mm under it (clear of the icon at its middle)
    image = render(poster, 0, dpi=100)
    scale = 100 / 72

    def fill(number):
        x, y = centres[number]
        return image.getpixel((round((x - 6 * MM) * scale), round(image.height - (y - 7 * MM) * scale)))

    terrain = [line.split() for line in MAP.strip().splitlines()]
    for (number, _), (col, row) in zip(centres.items(), [(c, r) for c in range(4) for r in range(3)], strict=True):
        expected = FOREST if terrain[row][col] == "f" else CLEAR
        assert max(abs(a - b) for a, b in zip(fill(number), expected, strict=True)) <= 6, (number, fill(number))


@pytest.mark.parametrize(
    ("where", "old", "new", "words"),
    [
        ("map", "      . . . f\n", "      . . f\n", "column 11: this row has 3 hexes and the map's other rows 4"),
        ("map", "      . . . f\n", "      . . . w\n", "column 13: unknown terrain 'w'; the terrain table has '.', 'f'"),
        ("template", "    size: 20.0\n", "    size: 24\n", "24 mm are 108.0 × 69.3 mm, and the box is 90 × 72 mm"),
    ],
    ids=["short-row", "unknown-terrain", "too-large"],
)
def test_a_hex_map_slip_is_one_finding_at_its_line(tmp_path, where, old, new, words):
    root = _workspace(tmp_path)
    path = root / ("content/demo/map.yaml" if where == "map" else "templates/demo/map.yaml")
    edit(path, old, new)
    line = line_of(path, new.strip())
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 1 and result.exception is None, result.output
        (found,) = [row for row in result.output.splitlines() if ": error: " in row]
        assert found.startswith(f"{path.relative_to(root)}:{line}: error: "), found
        assert words in found, found


def test_an_unknown_icon_in_a_terrain_table_is_named_by_its_icon_field(tmp_path):
    """A data table row ``{id: forest, …, icon: forest}`` whose icon file is missing: the finding at the row names
    its ``icon:`` (it named ``id:``, the first field written 'forest', though the id was right)."""
    root = _workspace(tmp_path)
    game = root / "content/demo/game.yaml"
    edit(game, "checks:\n", "data:\n  - id: terrain\n    source: terrain.yaml\nchecks:\n")
    rows = '- {id: clear, symbol: ".", fill: "#eef0d8"}\n- {id: forest, symbol: f, icon: forest, fill: "#2e7d32"}\n'
    (root / "content/demo/terrain.yaml").write_text(rows, encoding="utf-8")
    edit(root / "templates/demo/map.yaml", '      ".": {fill: "#eef0d8"}\n', "")
    edit(
        root / "templates/demo/map.yaml",
        '    terrain:\n      f: {fill: "#2e7d32", icon: star, color: "#ffffff"}\n',
        '    terrain: "{{ data.terrain }}"\n',
    )
    result = run_pnp(root, "validate", "demo")
    found = [row for row in result.output.splitlines() if "[icon-unknown]" in row]
    assert len(found) == 1 and found[0].startswith("content/demo/terrain.yaml:2: error: icon: unknown icon"), found

"""Slips found building The Sunken Bell, a one-shot adventure kit for a fantasy roleplaying game (character sheets to
write on, a GM screen of three panels, handouts, item cards, a dungeon map on a 1 in grid, monster standees,
initiative tokens and the adventure booklet with read-aloud text; tests/rpg keeps it, trimmed): each test fails on
pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, run_pnp
from pdfread import glyph_boxes, page_texts, reader, render, word_boxes

GAME = "sunken-bell"
TINT = (0xF1, 0xE6, 0xCC)  # the style's table_header colour, boxed text's ground


def sunken_bell(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "rpg", GAME)


def _adventure(root: Path) -> Path:
    result = run_pnp(root, "build", GAME, "--paper", "a4")
    assert result.exit_code == 0, result.output
    return root / "output" / GAME / f"{GAME}-rules-a4.pdf"


def test_the_game_validates_clean(tmp_path):
    """Its item cards are the component `items` and its keys the data table `keys`: before, Jinja read
    `components.items` as the dictionary's method, "'builtin_function_or_method object' has no attribute 'cards'",
    and `data.keys` alike, "'builtin_function_or_method' object is not iterable"."""
    result = run_pnp(sunken_bell(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_component_called_items_is_counted_in_the_rules(tmp_path):
    """The rules count the item cards and list the keys from the content, as any other component and table."""
    text = " ".join(page_texts(_adventure(sunken_bell(tmp_path))))
    assert "3 item cards" in text
    assert "Rusted key opens Area 5." in text


def test_a_misspelt_component_still_lists_the_components(tmp_path):
    """A name that is no component is still told with the names there are, `items` among them."""
    root = sunken_bell(tmp_path)
    edit(root / "content" / GAME / "adventure.yaml", "components.items.cards", "components.itemz.cards")
    output = run_pnp(root, "validate", GAME).output
    assert "no component 'itemz'" in output and "builtin_function" not in output, output


def _ground_left_of(pdf: Path, word: str, dpi: int = 144) -> tuple[int, int, int]:
    """The colour printed 3 pt left of the first place ``word`` is printed on the first page."""
    left, bottom, _, top = word_boxes(pdf, 0, word)[0]
    image = render(pdf, 0, dpi)
    scale = dpi / 72
    return image.getpixel((round((left - 3) * scale), round(image.height - (bottom + top) / 2 * scale)))


def test_read_aloud_text_prints_in_a_box(tmp_path):
    """`> Cold water laps…` (a blockquote, an adventure's boxed read-aloud text) printed as a plain paragraph, its
    `>` dropped: now it stands in a box of the table header's tint, the GM's own notes under it on white."""
    pdf = _adventure(sunken_bell(tmp_path))
    assert _ground_left_of(pdf, "Cold water laps") == TINT
    assert _ground_left_of(pdf, "The Flooded Stair: describe") == (255, 255, 255)


def _empty_boxes(pdf: Path) -> list[tuple[int, int]]:
    """Each band of boxed text's tint (page, top in pt from the page's top) with no letter printed in it."""
    empty = []
    for page in range(len(reader(pdf).pages)):
        image = render(pdf, page, 72)
        pixels = image.load()
        rows = [y for y in range(image.height) if sum(pixels[x, y] == TINT for x in range(0, image.width, 2)) > 20]
        bands: list[list[int]] = []
        for y in rows:
            if bands and y == bands[-1][1] + 1:
                bands[-1][1] = y
            else:
                bands.append([y, y])
        middles = [image.height - (bottom + top) / 2 for _, bottom, _, top, _ in glyph_boxes(pdf, page)]
        empty += [(page, top) for top, bottom in bands if not any(top <= middle <= bottom for middle in middles)]
    return empty


def test_no_empty_box_at_a_column_foot(tmp_path):
    """Where a column's foot had room for a box's top padding and none of its lines, the box began there empty, a
    tinted sliver under its heading ("Area 6: The Chapter House" on the booklet's second page), its text in the
    next column: now it goes on whole to the next column, its heading with it."""
    root = sunken_bell(tmp_path)
    assert run_pnp(root, "build", GAME, "--paper", "a4", "--booklet").exit_code == 0
    for name in ("rules", "rules-booklet"):
        assert _empty_boxes(root / "output" / GAME / f"{GAME}-{name}-a4.pdf") == [], name


def test_boxed_text_longer_than_a_column_goes_on_in_the_next(tmp_path):
    """A box is no block that must stand whole: a read-aloud text longer than a column runs on into the next,
    as a paragraph does, with no rulebook-overflow."""
    root = sunken_bell(tmp_path)
    long = " ".join(["The water is cold and the stones are slick with weed."] * 120)
    edit(root / "content" / GAME / "adventure.yaml", "      > {{ a.boxed }}\n", "      > {{ a.boxed }} " + long + "\n")
    pdf = _adventure(root)
    assert "rulebook-overflow" not in run_pnp(root, "validate", GAME).output
    words = " ".join(" ".join(page_texts(pdf)).split())
    assert words.count("slick") == 7 * 120  # every line of every box printed, whichever column it ends in


def test_a_figure_in_boxed_text_is_drawn(tmp_path):
    """A figure written inside a box (`> ![…](…)`) is drawn in it, and one that names no piece is told."""
    root = sunken_bell(tmp_path)
    rules = root / "content" / GAME / "adventure.yaml"
    edit(rules, "      > {{ a.boxed }}\n", "      > {{ a.boxed }}\n      >\n      > ![The key](items/shield)\n")
    pdf = _adventure(root)
    assert " ".join(page_texts(pdf)).count("The key") == 7
    edit(rules, "items/shield)", "items/sheild)")
    output = run_pnp(root, "validate", GAME).output
    assert "figure 'items/sheild' (front) names no piece; did you mean 'items/shield'? [figure-unknown]" in output

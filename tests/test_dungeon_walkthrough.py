"""Slips found building Deepwell, a cooperative dungeon crawler of modular map tiles on a 1 in grid (rooms of
several sizes, corridors, an L-shaped bend, each with another room on its back), door and monster tokens, hero
standees and sheets, two mini-card decks, an attack die and a quest book (tests/dungeon keeps it): each test
fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, run_pnp

GAME = "deepwell"


def deepwell(tmp_path: Path) -> Path:
    return kept_game_workspace(tmp_path, "dungeon", GAME)


def _findings(root: Path, *options: str) -> list[str]:
    output = run_pnp(root, "validate", GAME, *options).output
    return [row for row in output.splitlines() if row.endswith("]")]


def _said_after(tmp_path: Path, file: str, old: str, new: str, *options: str) -> tuple[Path, list[str]]:
    """The game with one slip made (``old`` replaced by ``new`` in ``file``, under the workspace), and the file
    and the findings `pnp validate` (with ``options``) then says."""
    root = deepwell(tmp_path)
    path = root / file
    edit(path, old, new)
    return path, _findings(root, *options)


def test_the_game_validates_clean(tmp_path):
    """Its map tiles' grid lines run right across each tile, trim to trim, so that they meet the next tile's:
    before, every such grid was a thin-near-trim warning saying to move the line 3 mm in."""
    result = run_pnp(deepwell(tmp_path), "validate", GAME)
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_grid_line_along_the_trim_is_still_near_it(tmp_path):
    """Only lines right across the tile are let be: the same grid with its border on the trim is a warning, one for
    every tile template that extends the tile, naming the tile, where the border is written."""
    root = deepwell(tmp_path)
    tile = root / "templates" / GAME / "tile.yaml"
    edit(tile, "    border: 0\n", "    border: 0.3\n")
    found = [row for row in _findings(root) if row.endswith("[thin-near-trim]")]
    assert found == [
        f"templates/{GAME}/tile.yaml:{line_of(tile, 'stroke_width: 0.3')}: warning: template 'deepwell/tile': "
        "element 'squares': a 0.3 mm line within 3 mm of the trim; a cutting or duplex shift makes it visibly "
        "uneven: move it 3 mm in, or make it solid and over 0.5 mm [thin-near-trim]"
    ]


def test_the_component_list_makes_a_room_tile_plural(tmp_path):
    """`inventory: {by: kind, names: {room: room tile}, noun: map tile}` printed "12 map tiles: 5 room tile, 7
    corridor tile": a name ending in the noun's last word takes its plural, as the noun does."""
    root = deepwell(tmp_path)
    assert "12 map tiles (7 different)" in run_pnp(root, "list", GAME).output
    rules = root / "content" / GAME / "rules.yaml"
    edit(rules, "Each tile shows a different room on its back.", "The box holds 6 room tiles.")
    assert _findings(root) == [
        f"content/{GAME}/rules.yaml:{line_of(rules, 'The box holds')}: error: section 'map': '6 room tiles' says 6, "
        "but Map tiles has 5 room tiles; write {{ components.tiles.cards | selectattr('kind', 'eq', 'room') | list "
        "| length }} so the rules say what is printed [number-disagrees]"
    ]


def test_the_component_list_prints_room_tiles(tmp_path):
    from pnp.core.plural import name_counted

    assert name_counted(5, "room tile", ("map tile", "map tiles"), "en") == "room tiles"
    assert name_counted(5, "Room Tile", ("map tile", "map tiles"), "en") == "Room Tiles"
    assert name_counted(1, "room tile", ("map tile", "map tiles"), "en") == "room tile"
    assert name_counted(5, "tile", ("map tile", "map tiles"), "en") == "tile"  # one word: the designer's own
    assert name_counted(5, "Right Path", ("card", "cards"), "en") == "Right Path"


def test_a_misspelt_field_in_a_check_selectattr_is_named(tmp_path):
    """`selectattr('bos', 'defined')` of monsters whose field is `boss` counted 0, and the check said "found 0,
    expected 2", as if no monster were a boss: the field meant is named."""
    game, found = _said_after(
        tmp_path, f"content/{GAME}/game.yaml", "selectattr('boss', 'defined')", "selectattr('bos', 'defined')"
    )
    assert found == [
        f"content/{GAME}/game.yaml:{line_of(game, 'selectattr(')}: error: check 'boss-monsters': in "
        "'components.monsters.cards | selectattr('bos', 'defined')': selectattr('bos', …) selects nothing: no item "
        "has a field 'bos'; did you mean 'boss'? [expression]"
    ]


def test_a_declared_field_no_entry_writes_yet_counts_nothing_quietly(tmp_path):
    """A field an entry may leave out, that none writes yet, is no typo: the count is 0 and the check says so."""
    root = deepwell(tmp_path)
    monsters = root / "content" / GAME / "monsters.yaml"
    monsters.write_text(monsters.read_text().replace(" boss: true,", ""))
    found = _findings(root)
    assert len(found) == 1 and "(found 0, expected 2" in found[0] and found[0].endswith("[check:boss-monsters]")


def test_the_back_of_a_one_sided_piece_in_a_figure_says_it_has_none(tmp_path):
    """`![…](monster-tokens/goblin "back")` of tokens printed without a back said "names no piece; did you mean
    'monsters/goblin'?", of a piece that is there: it says the component prints them one-sided."""
    rules, found = _said_after(
        tmp_path,
        f"content/{GAME}/rules.yaml",
        '![Its shield](dice/attack "face-2")',
        '![A goblin](monster-tokens/goblin "back")',
    )
    assert found == [
        f"content/{GAME}/rules.yaml:{line_of(rules, 'monster-tokens/goblin')}: error: section 'combat': figure "
        "'monster-tokens/goblin' asks for its back, which is no side of 'monster-tokens/goblin': component "
        "'monster-tokens' prints its pieces one-sided (it has no back:); remove \"back\" [figure-unknown]"
    ]


def test_too_little_bleed_for_a_shop_is_said_once_at_the_bleed_line(tmp_path):
    """The boss token `extends:` the small monster token and sets its own `size:`; both have 2 mm of bleed,
    written once in the small one. `--profile tgc` said it twice, at each template's `size:` line, neither the
    line to change: it is one finding at that `bleed:` line."""
    root = deepwell(tmp_path)
    found = [row for row in _findings(root, "--profile", "tgc") if row.endswith("[profile-bleed]")]
    words = (
        "error: the tgc profile (The Game Crafter) needs 3.175 mm of bleed and this template gives 2 mm; "
        "set bleed: 3.175 (or more) in it [profile-bleed]"
    )
    templates = root / "templates" / GAME
    assert found == [
        f"templates/{GAME}/{name}.yaml:{line_of(templates / f'{name}.yaml', 'bleed: 2')}: {words}"
        for name in ("attack-die", "door", "monster-small")
    ]


def test_a_parent_back_of_the_wrong_size_is_one_finding_at_its_size(tmp_path):
    """The treasure deck's back `extends:` the monster deck's back; both decks' cards are 44 × 63 mm. The monster
    back written 44 × 68 was two findings, the second telling the treasure back to write its own size, which the
    one fix at the monster back's `size:` makes needless: one finding, there."""
    back, found = _said_after(tmp_path, f"templates/{GAME}/monster-back.yaml", "size: [44, 63]", "size: [44, 68]")
    assert found == [
        f"templates/{GAME}/monster-back.yaml:{line_of(back, 'size:')}: error: component 'monsters': card 'goblin': "
        "its back (44 × 68 mm rectangle) is not the size of its face (44 × 63 mm rectangle): a back is the same piece "
        "seen from behind, drawn upright as its face stands (the sheet turns over, never round), and must cover it "
        "exactly; write size: [44, 63] [imposition-mixed]"
    ]


def test_text_too_near_the_bends_notch_is_said_at_the_x_that_placed_it(tmp_path):
    """The bend's back (an L, its notch at the top left) moves its name right with `x: 27`, 1.6 mm from the
    notch's edge: said at the parent's `y:` line, which no move up or down could fix, it is said at that `x:`."""
    back, found = _said_after(tmp_path, f"templates/{GAME}/tile-l-back.yaml", "name: {x: 28}", "name: {x: 27}")
    assert found == [
        f"templates/{GAME}/tile-l-back.yaml:{line_of(back, 'name: {x: 27}')}: error: template 'deepwell/tile-l-back': "
        "element 'name', first on back of tile 'bend': text reaches into the 2 mm just inside the trim (the template's "
        "safe zone), where a cut that wanders clips it; move it in, or give its box more margin (or, for a cut you "
        "trust to be that exact, a smaller 'safe:' in the template) [text-outside-safe]"
    ]


def test_a_count_off_by_a_divisions_rounding_says_to_round_it(tmp_path):
    """A tile's squares counted as `trim.h / 25.4` gave 3.0000000000000004 for a 3 in tile, told only "must be a
    whole number": it says the count is 3 but for the rounding, and how to write it."""
    tile, found = _said_after(
        tmp_path,
        f"templates/{GAME}/tile.yaml",
        'rows: "{{ (trim.h / 25.4) | round | int }}"',
        'rows: "{{ trim.h / 25.4 }}"',
    )
    assert found == [
        f"templates/{GAME}/tile.yaml:{line_of(tile, 'rows:')}: error: tile 'guardroom': element 'squares': 'rows' "
        "must be a whole number, at least 1, got 3.0000000000000004, 3 but for a division's rounding: end the "
        "expression with | round | int [value-invalid]"
    ]


def test_pnp_list_lines_up_a_long_component_id(tmp_path):
    """`monster-tokens`, 14 letters, pushed its kind out of the column: "  monster-tokens tokens      16 …"."""
    output = run_pnp(deepwell(tmp_path), "list", GAME).output
    rows = [row for row in output.splitlines() if row.startswith("  ")]
    assert "  monster-tokens tokens      16 monster tokens (5 different)  Monster tokens" in rows
    assert "  tiles          tiles       12 map tiles (7 different)  Map tiles" in rows
    assert len({row.index(row.split()[1], len(row.split()[0]) + 2) for row in rows}) == 1, output


def test_a_print_shop_export_of_the_tiles_alone_is_not_stopped_by_the_tokens_bleed(tmp_path):
    """`pnp export print-shop --profile tgc --component tiles`: the tiles have the shop's 1/8 in bleed, the doors,
    monster tokens and die 2 mm. The export was refused for those components' bleed ("not exported: 3 errors"),
    though it sends none of them; their bleed is asked of them only when they are sent."""
    root = deepwell(tmp_path)
    out = tmp_path / "shop"
    result = run_pnp(root, "export", "print-shop", GAME, "--profile", "tgc", "--component", "tiles", "--out", str(out))
    assert result.exit_code == 0 and "[profile-" not in result.output, result.output
    written = sorted(path.name for path in (out / GAME / "print-shop-tgc" / "tiles").iterdir())
    assert "001-guardroom-front.png" in written and "back-guardroom.png" in written, written
    result = run_pnp(root, "export", "print-shop", GAME, "--profile", "tgc", "--component", "doors", "--out", str(out))
    door = root / "templates" / GAME / "door.yaml"
    assert result.exit_code == 1, result.output
    assert [row for row in result.output.splitlines() if row.endswith("[profile-bleed]")] == [
        f"templates/{GAME}/door.yaml:{line_of(door, 'bleed: 2')}: error: the tgc profile (The Game Crafter) needs "
        "3.175 mm of bleed and this template gives 2 mm; set bleed: 3.175 (or more) in it [profile-bleed]"
    ]


def test_an_unmirrored_l_back_is_one_finding(tmp_path):
    """The bend's back writing no `shape:` of its own takes the face's L, its notch on the wrong side: besides
    the `imposition-mixed` finding giving the points to write, its name, placed beside the notch meant, was a
    `text-outside-safe` error too. One cause, one finding."""
    root = deepwell(tmp_path)
    back = root / "templates" / GAME / "tile-l-back.yaml"
    back.write_text(
        "".join(line for line in back.read_text().splitlines(keepends=True) if not line.startswith("shape:"))
    )
    found = _findings(root)
    assert len(found) == 1 and found[0].endswith("[imposition-mixed]"), found
    assert found[0].startswith(
        f"templates/{GAME}/tile-l-back.yaml:1: error: component 'tiles': tile 'bend': its back's"
    )


def test_the_l_shaped_bend_turns_in_a_figure(tmp_path):
    """A quest shows the bend as it is laid, `![…](tiles/bend "turned-90")`: a polygon did not turn ("does not
    turn into a shape pnp draws", a figure-option error, printed unturned). Its points turn with its art."""
    from pnp.core.geometry import Polygon
    from pnp.layout.face import Face
    from pnp.layout.turned import turned

    bend = Polygon([(0, 0), (25.4, 0), (25.4, 25.4), (50.8, 25.4), (50.8, 50.8), (0, 50.8)])
    notch_bottom_right = [(50.8, 0), (50.8, 25.4), (25.4, 25.4), (25.4, 50.8), (0, 50.8), (0, 0)]
    turned_bend = turned(Face(bend, 3.175, (), "deepwell/tile-l"), 90)
    assert turned_bend is not None and turned_bend.shape.same_outline(Polygon(notch_bottom_right))
    arrow = Polygon([(0, 0), (22, 0), (40, 15), (22, 30), (0, 30), (8, 15)])  # 40 × 30: 30 × 40 once turned
    assert turned(Face(arrow, 2, (), "arrow"), 270).shape.same_outline(
        Polygon([(0, 40), (0, 18), (15, 0), (30, 18), (30, 40), (15, 32)])
    )
    _, found = _said_after(
        tmp_path, f"content/{GAME}/rules.yaml", '![Its shield](dice/attack "face-2")', '![Laid](tiles/bend "turned-90")'
    )
    assert found == [], found


def test_a_misspelt_tile_on_a_quest_map_is_one_finding_at_its_line(tmp_path):
    """A placement's `tile: pasage` said three things: the map-tiles-known check at the map, and at each element
    looking the tile up, Jinja's "No first item, sequence was empty". It is one finding, at the placement's tile:
    line, naming the tiles' id it is a slip of; the check waits for it."""
    maps, found = _said_after(tmp_path, f"content/{GAME}/maps.yaml", "tile: passage", "tile: pasage")
    assert found == [
        f"content/{GAME}/maps.yaml:{line_of(maps, 'pasage')}: error: tile: no entry of tiles has id 'pasage'; "
        "did you mean 'passage'? [expression]"
    ]


def test_a_selection_of_the_templates_own_value_that_finds_nothing_names_it(tmp_path):
    """A template looking up a value of its own that no entry has (nor one near it) said Jinja's "No first item,
    sequence was empty": it says which value no entry of which component has."""
    template, found = _said_after(
        tmp_path,
        f"templates/{GAME}/quest-map.yaml",
        "(components.tiles.entries | by_id(loop.item.tile)).title",
        "(components.tiles.entries | selectattr('id', 'eq', 'dragon') | first).title",
    )
    assert found == [
        f"templates/{GAME}/quest-map.yaml:{line_of(template, 'dragon')}: error: diagram 'q1': element 'names': text: "
        "in '(components.tiles.entries | selectattr('id', 'eq', 'dragon') | first).title': no entry of tiles has id "
        "'dragon' [expression]"
    ]


LONG_CAPTION = " ".join(["long"] * 800)


def test_a_figure_too_tall_for_a_pocket_page_is_told_to_shorten_its_caption(tmp_path):
    """A quest map's figure with a caption as long as a page: pocket-block-large said "a block … (a figure, a
    table's first rows, a heading with what follows it) …; split the table, shorten its cells", advice for a
    table. It says a figure, and what makes it fit."""
    rules, found = _said_after_with(tmp_path, "![Quest 1: The Maze](maps/q1)", f"![Quest 1 {LONG_CAPTION}](maps/q1)")
    large = [row for row in found if row.endswith("[pocket-block-large]")]
    assert len(large) == 1 and large[0].startswith(f"content/{GAME}/rules.yaml:{line_of(rules, 'Quest 1 long')}:")
    assert "a figure " in large[0] and " mm tall with its caption does not fit a column on pocket-letter" in large[0]
    assert "; shorten its caption (the piece is drawn smaller to fit, its caption is not)" in large[0]
    assert "table" not in large[0], large[0]


def test_a_row_of_figures_too_tall_for_a_column_is_told_to_go_one_under_another(tmp_path):
    """The same of a row of two figures, too tall for a letter page's column (a rulebook-overflow error)."""
    rules, found = _said_after_with(
        tmp_path, "![A room](tiles/guardroom)", f"![A room {LONG_CAPTION}](tiles/guardroom)"
    )
    assert len(found) == 1 and found[0].startswith(f"content/{GAME}/rules.yaml:{line_of(rules, 'A room long')}:")
    assert "a row of 2 figures " in found[0] and "with their captions does not fit a column on letter" in found[0]
    assert found[0].endswith(
        "; write the figures one under another, each on a line of its own, or shorten their captions "
        "[rulebook-overflow]"
    ), found


def _said_after_with(tmp_path: Path, old: str, new: str) -> tuple[Path, list[str]]:
    """The rules with ``old`` replaced by ``new``, and what `pnp validate --pocket` says."""
    return _said_after(tmp_path, f"content/{GAME}/rules.yaml", old, new, "--pocket")


def test_a_quest_map_placing_a_tile_by_a_wrong_id_is_said_at_its_tile_line(tmp_path):
    """The quest map reads each placed tile's size and title as `components.tiles.entries | by_id(loop.item.tile)`:
    before, written `selectattr('id', 'eq', loop.item.tile) | first`, a misspelt `tile: guardrom` said "No first
    item, sequence was empty" twice at the template's lines; now once, where the map writes it, with the id meant.
    A check reading it alike says it there too, not a third time."""
    root = deepwell(tmp_path)
    game = root / "content" / GAME / "game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8")
        + "  - id: placed-tiles-in-the-box\n"
        + "    each: \"components.maps.entries | map(attribute='placements') | sum(start=[])\"\n"
        + '    expect: "(components.tiles.entries | by_id(item.tile)).count >= 1"\n'
        + '    message: "the box has the tile {{ item.tile }}"\n',
        encoding="utf-8",
    )
    maps = root / "content" / GAME / "maps.yaml"
    edit(maps, "{tile: guardroom, x: 0, y: 0}", "{tile: guardrom, x: 0, y: 0}")
    found = [row for row in _findings(root) if "[check:" not in row]
    assert found == [
        f"content/{GAME}/maps.yaml:{line_of(maps, 'guardrom')}: error: tile: no entry of tiles has id "
        "'guardrom'; did you mean 'guardroom'? [expression]"
    ]

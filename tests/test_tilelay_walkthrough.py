"""Leftovers of the walkthrough of a tile-laying game (Riverwright, kept in tests/tilelay: 72 land tiles whose
edges are river, meadow or road, written in a CSV table and drawn by one template turning a band to each edge;
a start tile with a back of its own; round scoring markers with +50 on their backs; a tiled score track; rules
with a tile's anatomy and placements shown with the game's own tiles), read back from the PDFs and from
`validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, run_pnp, validated
from pdfread import page_paths, page_texts, word_boxes, word_directions

GAME = "content/riverwright/game.yaml"
RULES_PDF = "output/riverwright/riverwright-rules-a4.pdf"
TRIM_GREY = (153, 153, 153)  # the thin line a figure's piece is drawn trimmed with
LEADERS = (43, 45, 66)  # the game's style's accent (#2b2d42): the leaders' colour
TILE = 45.0  # mm, the tile's side


@pytest.fixture
def riverwright(tmp_path):
    return kept_game_workspace(tmp_path, "tilelay", "riverwright")


def _findings(root):
    return validated(root, "riverwright")


def test_the_game_validates_clean_and_prints_its_72_tiles(riverwright):
    assert _findings(riverwright) == []
    built = run_pnp(riverwright, "build", "riverwright", "--paper", "a4")
    assert built.exit_code == 0, built.output
    rules = " ".join(" ".join(page_texts(riverwright / RULES_PDF)).split())
    assert "Land tiles: 72 tiles" in rules and "Each of the 72 tiles has four edges" in rules


def _anatomy(root):
    """A page point in the tile figure's frame (mm from its top-left corner, y down, as the template places
    things), and each leader as (its start, pt; its end on the tile in that frame)."""
    assert run_pnp(root, "build", "riverwright", "--paper", "a4").exit_code == 0
    pdf = root / RULES_PDF
    paths = page_paths(pdf, 0)
    (label,) = word_boxes(pdf, 0, "A river edge")
    trims = []  # each figure's trim (left, bottom, right, top): the anatomy's is the one beside its labels
    for path in (p for p in paths if p.stroke_color == TRIM_GREY and p.stroke_width > 0):
        points = [point for subpath in path.subpaths for point in subpath]
        trims.append((min(x for x, _ in points), min(y for _, y in points), max(x for x, _ in points)))
        trims[-1] += (max(y for _, y in points),)
    left, _, right, top = next(t for t in trims if t[1] <= label[1] <= t[3] and t[0] > label[2])
    scale = TILE / (right - left)

    def on_tile(point):
        return (point[0] - left) * scale, (top - point[1]) * scale

    leaders = [p for p in paths if p.stroke_color == LEADERS and p.stroke_width > 0 and not p.filled]
    return on_tile, [(leader.subpaths[0][0], on_tile(leader.subpaths[0][-1])) for leader in leaders]


def _leader_of(leaders, label_box):
    """The leader that starts beside the label whose words are at ``label_box`` (pt: left, bottom, right, top)."""
    return min(leaders, key=lambda leader: abs(leader[0][1] - (label_box[1] + label_box[3]) / 2))[1]


def test_a_callout_of_a_band_turned_to_its_edge_points_at_the_band_where_it_prints(riverwright):
    # The river is one polygon element drawn in a box as large as the tile and turned to each river edge
    # (repeat: 4, rotate: 90 × the edge). Before, the leader went to the box's edge (the tile's left edge, on
    # the road that crosses the Ford tile); now it ends on the river's copy nearest the label, the north one.
    _, leaders = _anatomy(riverwright)
    (label,) = word_boxes(riverwright / RULES_PDF, 0, "A river edge")
    x, y = _leader_of(leaders, label)
    assert TILE / 2 - 6 <= x <= TILE / 2 + 6, (x, y)  # on the river band…
    assert 0 <= y < TILE / 2 - 4, (x, y)  # …in the tile's upper half, off the road across its middle


def test_a_callout_of_a_small_left_aligned_text_stops_beside_its_words(riverwright):
    # The tile's name is 7 pt text, left-aligned in a 16 mm box. Before, the leader from the label on the left ran
    # to the box's centre, striking through the name; now it stops just before the name's first letter.
    on_tile, leaders = _anatomy(riverwright)
    pdf = riverwright / RULES_PDF
    label = word_boxes(pdf, 0, "The tile")[0]
    x, _ = _leader_of(leaders, label)
    name = [box for box in word_boxes(pdf, 0, "Ford") if on_tile((box[0], box[1]))[0] > 0]
    word_left = min(on_tile((box[0], box[1]))[0] for box in name)
    assert x < word_left, (x, word_left)


def test_a_note_too_long_for_the_margins_of_a_component_without_finish_does_not_say_to_shorten_it(riverwright):
    # Shared cuts pack 24 tiles on an A4 page, leaving no margin the note fits in. Before, the warning said
    # "shorten its finish:" of a component that has none.
    edit(riverwright / GAME, "    imposition: gutters\n", "    imposition: {strategy: gutters, share_cuts: auto}\n")
    found = _findings(riverwright)
    assert [(file, rule) for file, _, rule, _ in found] == [(GAME, "print-note")], found
    message = found[0][3]
    assert "on a4 paper" in message and "so it is left out: leave a margin free" in message
    assert "finish" not in message


RULES = "content/riverwright/rules.yaml"
SAID = "Each of the {{ components.tiles.cards | length }} tiles has four edges."


@pytest.mark.parametrize("typed", ["Each of the 70 tiles has four edges.", "There are 70 tiles. Each has four edges."])
def test_a_count_of_the_games_only_tiles_by_their_kinds_noun_is_checked(riverwright, typed):
    # Land tiles, the game's one component of tiles, is named by "tiles" alone after "the", "all", "there are".
    # Before, "the 70 tiles" of 72 printed was read as nothing.
    edit(riverwright / RULES, SAID, typed)
    found = _findings(riverwright)
    assert [(file, rule) for file, _, rule, _ in found] == [(RULES, "number-disagrees")], found
    assert "'70 tiles' says 70, but Land tiles has 72 tiles" in found[0][3]


def test_tiles_taken_from_somewhere_are_an_amount_not_a_count(riverwright):
    edit(riverwright / RULES, SAID, "Three tiles from the bag start the landscape.")
    assert _findings(riverwright) == []


def test_a_var_listing_a_field_no_tile_has_is_one_finding_at_the_var(riverwright):
    # vars.edges is "{{ [card.north, card.e, card.s, card.w] }}", read by three elements' when:. Before, the list
    # kept the missing field unsaid until an element used it: six findings at those elements' when: lines, each
    # twice (the tiles with notes were told "did you mean 'notes'?", the others "it has count, e, id, …").
    tile = "templates/riverwright/tile.yaml"
    edit(riverwright / tile, "[card.n, card.e,", "[card.north, card.e,")
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(tile, 7, "expression")], found
    assert "vars.edges: in '[card.north, card.e, card.s, card.w]': no field 'north'" in found[0][3]


def test_a_broken_size_inherited_by_a_back_that_reads_the_marker_is_one_finding(riverwright):
    # marker-back extends marker, whose vars read card.colour. Before, the size's slip also laid the back out once
    # for all the markers, with no marker: "back of 'markers': vars.p: … 'card' is undefined" at marker.yaml:12.
    marker = "templates/riverwright/marker.yaml"
    edit(riverwright / marker, "size: 20\n", "size: 20mm\n")
    edit(riverwright / marker, "icon: stone,", "icon: stones,")  # what does not hang on the size is still said
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (marker, 2, "size-invalid"),
        (marker, 11, "icon-unknown"),
    ], found


def test_an_enum_option_misspelt_in_game_yaml_is_one_finding_there_not_at_the_tiles(riverwright):
    # w: {enum: [river, meadow, raod]} beside n, e and s's [river, meadow, road]. Before: one finding at
    # tiles.csv:5 telling the five tiles that are right to write 'raod' ("did you mean 'raod'?").
    edit(riverwright / GAME, "w: {enum: [river, meadow, road]}", "w: {enum: [river, meadow, raod]}")
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(GAME, 25, "schema")], found
    assert found[0][3] == (
        "fields: w: enum: 'raod' is written by no tile, and 'road', which the component's other fields take, "
        "is written 5 times: did you mean 'road'?"
    )


def test_a_value_misspelt_in_the_tiles_is_still_told_at_its_cell(riverwright):
    edit(riverwright / "content/riverwright/tiles.csv", "spring,Spring,river,", "spring,Spring,rivr,")
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [("content/riverwright/tiles.csv", 2, "schema")], (
        found
    )
    assert "did you mean 'river'?" in found[0][3]


def test_a_header_written_with_semicolons_over_rows_with_commas_is_said_so(riverwright):
    # Before: "the header row names 9 columns and every row has 1 cells: a name too many or too few in the header".
    tiles = "content/riverwright/tiles.csv"
    edit(riverwright / tiles, "id,title,n,e,s,w,count,start,notes", "id;title;n;e;s;w;count;start;notes")
    assert _findings(riverwright) == [
        (
            tiles,
            1,
            "csv-syntax",
            "the header row's names are separated by semicolons and the rows' cells by commas, so each row reads as "
            "1 cell under 9 columns: write the header with commas, as the rows are",
        )
    ]


def test_a_score_track_of_no_columns_is_told_at_its_cols(riverwright):
    # Before: at last:, "0 x 12 spaces round the edge hold 20 numbers (0 to 49 is 50), one a space, …".
    board = "templates/riverwright/board.yaml"
    edit(riverwright / board, "cols: 15", "cols: 0")
    assert _findings(riverwright) == [
        (
            board,
            19,
            "value-invalid",
            "board 'score': element 'track': cols: 0 is no count of spaces: write a whole number, 1 or more (the "
            "spaces along the top and the bottom, corners included)",
        )
    ]


def test_a_figure_asking_for_callouts_that_none_of_the_labels_fits_is_a_warning_at_it(riverwright):
    # The tile's back beside its front, both "callouts", the labels all the front's. Before: the back was drawn
    # without a label, and nothing said why.
    rules = riverwright / RULES
    edit(
        rules,
        '![A Ford tile](tiles/ford "callouts")',
        '![Front](tiles/ford "callouts") ![Back](tiles/ford "back callouts")',
    )
    edit(rules, "      name: The tile's name\n", "")
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(RULES, 19, "callout-unknown")], found
    assert found[0][3].startswith(
        "section 'tile': figure 'tiles/ford' (its back) asks for callouts, but no label of the section's callouts: "
        "names an element it draws (template 'riverwright/tile-back': ground, logo, name)"
    )


def test_a_callout_of_a_ground_under_a_band_points_where_the_ground_shows(riverwright):
    # The meadow is the tile's ground, a rect over the whole tile; the road is drawn over it across the middle.
    # Before, the leader ended at the ground's left edge halfway down: on the road. Now it ends on the edge
    # where no later fill covers it, clear of the road by the dot.
    _, leaders = _anatomy(riverwright)
    label = min(  # the label, not the placement figure's caption: the one a leader starts beside
        word_boxes(riverwright / RULES_PDF, 0, "Meadow"),
        key=lambda box: min(abs(start[0] - box[2]) + abs(start[1] - (box[1] + box[3]) / 2) for start, _ in leaders),
    )
    x, y = _leader_of(leaders, label)
    road_top, road_bottom = TILE / 2 - 4, TILE / 2 + 4
    assert x == pytest.approx(0, abs=0.2), (x, y)
    assert not road_top - 0.5 < y < road_bottom + 0.5, (x, y)


def test_a_figure_shows_a_tile_turned_as_a_player_lays_it(riverwright):
    # The legal placement: the bend turned a half to meet the straight river. Before: "turned-180" was a
    # figure-option error ("no side or option of a figure"), and a figure could only show a tile as it prints.
    bend = "![River bend](tiles/bend-river)"
    edit(riverwright / RULES, bend, '![River bend](tiles/bend-river "turned-180")')
    assert _findings(riverwright) == []
    assert run_pnp(riverwright, "build", "riverwright", "--paper", "a4").exit_code == 0
    (name,) = word_directions(riverwright / RULES_PDF, 0, "River Bend")  # the name printed on the tile
    assert name[2] == 180, name  # upside down: the tile turned a half


def test_a_turned_figure_cannot_be_labelled(riverwright):
    edit(riverwright / RULES, '(tiles/ford "callouts")', '(tiles/ford "callouts turned-90")')
    found = _findings(riverwright)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(RULES, 20, "figure-option")], found
    assert "says 'turned-90', but its callouts point at the piece as it prints" in found[0][3]

"""Twisty Tracks: the track notation and its rules, tiles drawn from their connections and read back
from the PDF, the frames, the tokens, the scoring board over pages, and each validator rule with a
broken input at its file line."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest
import yaml
from conftest import REPO, edit, line_of, make_workspace, plans_of, run_pnp
from pdfread import page_texts, reader, render

from pnp import pipeline
from pnp.core import polyline, tracks
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace

GAME = "twisty-tracks"
CONTENT = REPO / "content" / GAME
TILE = 50.0
BLEED = 3.175
GRID = tracks.Grid()


def _read(*lines: str, grid: tracks.Grid = GRID) -> tracks.Track:
    return tracks.read(list(lines), grid)


def _rules(track: tracks.Track) -> list[str]:
    return [p.rule for p in track.problems]


# -- the notation ------------------------------------------------------------------------------


def test_segments_read_as_ends_kinds_and_stops():
    track = _read("N1-E2", "N2 – E1", "S1-W2 bridge", "S2-W1 tunnel B")
    assert [(str(s.a), str(s.b), s.kind, s.name) for s in track.segments] == [
        ("N1", "E2", "track", None),
        ("N2", "E1", "track", None),
        ("S1", "W2", "bridge", None),
        ("S2", "W1", "tunnel", "B"),
    ]
    stops = tracks.read(["N1 depot black", "N2 station red", "S1 buffer"], tracks.Grid(1, 1, frame=True))
    assert [(s.kind, s.name, s.is_join) for s in stops.segments] == [
        ("depot", "black", False),
        ("station", "red", False),
        ("buffer", None, False),
    ]


def test_ends_are_where_the_convention_says():
    """1/3 and 2/3 along each edge, numbered in reading order; a tile's N1 meets the S1 of the tile above."""
    at = {str(e): tracks.end_point(e, GRID, TILE)[0] for e in GRID.ends()}
    third = TILE / 3
    assert at["N1"] == pytest.approx((third, 0)) and at["N2"] == pytest.approx((2 * third, 0))
    assert at["S1"] == pytest.approx((third, TILE)) and at["W2"] == pytest.approx((0, 2 * third))
    assert at["E1"] == pytest.approx((TILE, third))
    frame = tracks.Grid(4, 4, frame=True)
    n3, direction = tracks.end_point(tracks.End("N", 3), frame, TILE)
    assert n3 == pytest.approx((TILE + third, 0)) and direction == (0.0, -1.0)  # frame track leaves the grid


def test_a_quarter_turn_maps_every_end_to_where_it_lands():
    for end in GRID.ends():
        (x, y), _ = tracks.end_point(end, GRID, 1.0)
        landed, _ = tracks.end_point(tracks.turned(end), GRID, 1.0)
        assert landed == pytest.approx((1 - y, x)), end


def test_the_shape_follows_from_the_ends():
    """A U-turn is a half circle, a curve a quarter circle, a straight straight, an S-curve an S."""

    def line(text: str) -> list[tuple[float, float]]:
        return polyline.flatten(tracks.centre_line(_read(text).segments[0], GRID, TILE))

    u = line("N1-N2")
    assert max(y for _, y in u) == pytest.approx(TILE / 6, abs=0.2)  # half circle of the ends' spacing
    curve = line("N2-E1")  # both a third from the NE corner: a quarter circle about it
    assert all(abs(((x - TILE) ** 2 + y**2) ** 0.5 - TILE / 3) < 0.1 for x, y in curve)
    straight = line("N1-S1")
    assert all(x == pytest.approx(TILE / 3) for x, _ in straight)
    s_curve = line("N1-S2")
    assert s_curve[len(s_curve) // 2] == pytest.approx((TILE / 2, TILE / 2), abs=0.1)


def test_sleepers_are_evenly_spaced_with_half_a_space_at_each_end():
    points = polyline.flatten(tracks.centre_line(_read("N1-E2").segments[0], GRID, TILE))
    ties = tracks.sleepers(points, 3.3, 8)
    centres = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in ties]
    gaps = [((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 for p, q in itertools.pairwise(centres)]
    assert max(gaps) - min(gaps) < 0.05
    assert centres[0][1] == pytest.approx(gaps[0] / 2, abs=0.05)  # half a space from the N edge


@pytest.mark.parametrize(
    ("lines", "rule", "index", "words"),
    [
        (("N1-E3", "N2-E1", "E2-S2", "S1-W2"), "track-syntax", 0, "no end E3"),
        (("N1/E2", "N2-E1", "E2-S2", "S1-W2"), "track-syntax", 0, "is not a segment"),
        (("N1-E2 viaduct", "N2-E1", "S2-W1", "S1-W2"), "track-syntax", 0, "not 'viaduct'"),
        (("N1-W1", "N2-E1", "E2-S2", "S1-W1"), "track-end-twice", 3, "uses end W1"),
        (("N1-W1", "N2-E1", "E2-S2"), "track-end-unused", None, "S1, W2 unused"),
        (("N1-S2", "N2-E1", "E2-W1", "S1-W2"), "track-crossing", 2, "crosses 'N1-S2'"),
        (("N1-W1 bridge", "N2-E1", "E2-S2", "S1-W2"), "track-bridge", 0, "crosses no track"),
        (("N1-S1 bridge", "N2-S2", "E1-W1", "E2-W2"), "track-bridge", 0, "crosses 2 segments"),
        (("N1-N2 tunnel", "E1-W1", "E2-W2", "S1-S2"), "track-tunnel", 0, "both mouths on one edge"),
        (("N1-S2 tunnel A", "N2-E1 tunnel A", "E2-W1", "S1-W2"), "track-tunnel", 1, "both have the mark A"),
        (("N1-E2", "N2-E1", "S2-W1", "S1-W2"), "track-shape", 2, "sleepers would overlap"),
        (("N1-N2", "E1-S1 tunnel", "E2-W1", "S2-W2"), "track-shape", 1, "would lie on the track"),
    ],
    ids=[
        "no-such-end",
        "no-dash",
        "unknown-kind",
        "end-twice",
        "end-unused",
        "crossing",
        "bridge-over-nothing",
        "bridge-over-two",
        "tunnel-one-edge",
        "tunnel-marks",
        "sleepers-overlap",
        "mouth-on-track",
    ],
)
def test_each_rule_of_a_tile_finds_its_broken_input(lines, rule, index, words):
    track = _read(*lines)
    problem = next(p for p in track.problems if p.rule == rule)
    assert problem.index == index and words in problem.message, problem


def test_a_frame_must_close_its_parity_and_draw_its_loops():
    frame = tracks.Grid(1, 1, frame=True)
    closed = tracks.read(["N1-W1", "N2-E1", "E2-S2", "S1 buffer", "W2 station red"], frame)
    assert closed.ok, closed.problems
    open_end = tracks.read(["N1-W1", "N2-E1", "E2-S2", "W2 station red"], frame)
    assert _rules(open_end) == ["track-end-unused"] and "S1" in open_end.problems[0].message
    far = tracks.read(["N1-E2", "N2-E1", "S2-W1", "S1-W2"], frame)
    assert "track-shape" in _rules(far)
    enclosed = tracks.read(["N1 depot black", "N2-E1", "E2-S2", "S1 buffer", "W1-W2"], tracks.Grid(1, 1, frame=True))
    assert enclosed.ok  # neighbours on one side: nothing inside the loop
    inside = tracks.read(["N1-W1", "N2-E1", "E2-S1", "S2 station red", "W2 buffer"], frame)
    assert "track-shape" in _rules(inside)  # E2-S1 is neither one side nor a corner pair


def test_rotation_twins_are_recognised():
    base = _read("N1-N2", "E1-W1", "E2-S2", "S1-W2")
    turned = [
        f"{tracks.turned(s.a)}-{tracks.turned(s.b)}" + ("" if s.kind == "track" else f" {s.kind}")
        for s in base.segments
    ]
    assert tracks.canonical(_read(*turned).segments) == tracks.canonical(base.segments)
    assert tracks.canonical(_read("N1-N2", "E1-W1", "E2-W2", "S1-S2").segments) != tracks.canonical(base.segments)


# -- the shipped set ---------------------------------------------------------------------------


def _designs() -> list[dict]:
    return yaml.safe_load((CONTENT / "tiles.yaml").read_text(encoding="utf-8"))["sets"]["designs"]


def test_the_shipped_set_is_fifteen_distinct_designs_with_u_turns_bridges_and_tunnels():
    designs = _designs()
    assert len(designs) == 15
    parsed = [_read(*d["track"]) for d in designs]
    assert all(t.ok for t in parsed), [(d["id"], t.problems) for d, t in zip(designs, parsed, strict=True)]
    assert len({tracks.canonical(t.segments) for t in parsed}) == 15  # distinct under rotation
    kinds = Counter()
    for t in parsed:
        kinds["u-turn"] += any(s.a.side == s.b.side for s in t.segments)
        kinds["bridge"] += any(s.kind == "bridge" for s in t.segments)
        kinds["tunnel"] += any(s.kind == "tunnel" for s in t.segments)
    assert kinds["u-turn"] >= 3 and kinds["bridge"] >= 4 and kinds["tunnel"] >= 3, kinds


def test_the_shipped_frame_uses_every_end_once_with_seven_stations_four_depots_and_a_buffer():
    frames = yaml.safe_load((CONTENT / "frames.yaml").read_text(encoding="utf-8"))
    frame = tracks.read(frames["sets"]["frame"], tracks.Grid(4, 4, frame=True))
    assert frame.ok, frame.problems
    kinds = Counter(s.kind for s in frame.segments)
    assert (kinds["station"], kinds["depot"], kinds["buffer"], kinds["track"]) == (7, 4, 1, 10)


# -- the printed tiles, read back --------------------------------------------------------------


@pytest.fixture(scope="module")
def plans():
    return plans_of(REPO, GAME)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_sixty_tile_fronts_and_their_backs_on_every_paper(built, plans, paper):
    sheet = plans[f"{GAME}-tiles-{paper}"]
    sides = Counter(p.side for page in sheet.pages for p in page.placements)
    assert sides == {"front": 60, "back": 60}
    loaded = pipeline.load(Workspace(REPO), GAME, Findings())
    tiles = loaded.component("tiles")
    per_colour = Counter(tiles.entries[p.piece]["player"] for page in sheet.pages for p in page.placements)
    assert per_colour == {"teal": 30, "plum": 30, "ochre": 30, "slate": 30}  # 15 fronts and 15 backs each
    pdf = built(GAME) / f"{GAME}-tiles-{paper}.pdf"
    assert len(page_texts(pdf)) == len(sheet.pages)
    for page in sheet.pages:
        for placed in page.placements:
            assert placed.trim.w == pytest.approx(TILE) and placed.trim.h == pytest.approx(TILE)


def _dark_runs(values: list[bool]) -> list[tuple[int, int]]:
    runs, start = [], None
    for i, dark in enumerate([*values, False]):
        if dark and start is None:
            start = i
        elif not dark and start is not None:
            runs.append((start, i - 1))
            start = None
    return runs


def test_each_drawn_tile_has_rails_at_its_track_ends_and_nowhere_else_on_its_edges(built, plans):
    """Rasterise the first page of fronts: 1 mm inside each edge of every tile, rail pixels (black)
    lie exactly at the two ends of that edge, half a gauge either side of 1/3 and 2/3 of it, the
    same on every tile, so track continues across every border."""
    sheet = plans[f"{GAME}-tiles-letter"]
    pdf = built(GAME) / f"{GAME}-tiles-letter.pdf"
    dpi = 200
    image = render(pdf, 0, dpi)
    px = dpi / 25.4
    page_h = sheet.pages[0].height
    expected = sorted(TILE * k / 3 + side * 2.3 for k in (1, 2) for side in (-1, 1))
    checked = 0
    for placed in sheet.pages[0].placements:
        left, top = placed.trim.x, page_h - placed.trim.top  # mm, y down
        inset = 1.0
        edges = {
            "N": [(left + t, top + inset) for t in _steps()],
            "S": [(left + t, top + TILE - inset) for t in _steps()],
            "W": [(left + inset, top + t) for t in _steps()],
            "E": [(left + TILE - inset, top + t) for t in _steps()],
        }
        for side, points in edges.items():
            dark = [max(image.getpixel((round(x * px), round(y * px)))) < 90 for x, y in points]
            centres = [(a + b) / 2 * STEP for a, b in _dark_runs(dark)]
            assert len(centres) == 4, (placed.piece, side, centres)
            assert centres == pytest.approx(expected, abs=0.35), (placed.piece, side, centres)
        checked += 1
    assert checked == 12


STEP = 0.05  # mm between samples along an edge


def _steps() -> list[float]:
    return [i * STEP for i in range(int(TILE / STEP) + 1)]


# -- frames, tokens, the board -----------------------------------------------------------------


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_each_player_colour_has_eight_frame_strips(plans, paper):
    loaded = pipeline.load(Workspace(REPO), GAME, Findings())
    frames = loaded.component("frames")
    sheet = plans[f"{GAME}-frames-{paper}"]
    printed = Counter(frames.entries[p.piece]["player"] for page in sheet.pages for p in page.placements)
    assert printed == {"teal": 8, "plum": 8, "ochre": 8, "slate": 8}
    sizes = Counter(tuple(sorted((round(p.trim.w), round(p.trim.h)))) for page in sheet.pages for p in page.placements)
    assert sizes == {(30, 130): 16, (30, 100): 16}


def test_frame_strips_join_with_the_track_continuous(built, plans):
    """The eight strips are windows of one frame: at the joint of strips a and b (x = 100 mm along
    the north side) neither shows track, and at every track end of a strip's grid edge there are rails."""
    loaded = pipeline.load(Workspace(REPO), GAME, Findings())
    frames = loaded.component("frames")
    sheet = plans[f"{GAME}-frames-letter"]
    pdf = built(GAME) / f"{GAME}-frames-letter.pdf"
    dpi = 200
    image = render(pdf, 0, dpi)
    px = dpi / 25.4
    page_h = sheet.pages[0].height
    for placed in sheet.pages[0].placements:
        entry = frames.entries[placed.piece]
        start = float(entry["start"])
        length, depth = max(placed.trim.w, placed.trim.h), min(placed.trim.w, placed.trim.h)
        along = [placed.transform.apply(i * STEP, depth - 1.0) for i in range(int(length / STEP))]  # by the grid edge
        row = [max(image.getpixel((round(x * px), round((page_h - y) * px)))) < 90 for x, y in along]
        centres = [start + (a + b) / 2 * STEP for a, b in _dark_runs(row)]
        ends = [TILE * (k // 2) + TILE * (k % 2 + 1) / 3 for k in range(8)]
        rails = sorted(e + s * 2.3 for e in ends for s in (-1, 1) if start + 3 < e < start + length - 3)
        on_grid = [c for c in centres if c > 0]
        assert on_grid == pytest.approx(rails, abs=0.4), (entry.id, centres, rails)
        corner = [c for c in centres if c < 0]  # a loop round the corner runs on into the next strip
        assert corner in ([], pytest.approx([-TILE / 3 - 2.3, -TILE / 3 + 2.3], abs=0.4)), (entry.id, corner)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_thirty_six_round_tokens_with_fronts_and_backs(plans, paper):
    loaded = pipeline.load(Workspace(REPO), GAME, Findings())
    tokens = loaded.component("tokens")
    kinds = Counter(p["kind"] for p in tokens.pieces)
    assert kinds == {"train": 16, "station": 16, "marker": 4}
    assert Counter((p["player"], p.get("train")) for p in tokens.pieces if p["kind"] == "train") == {
        (player, train): 1
        for player in ("teal", "plum", "ochre", "slate")
        for train in ("black", "blue", "yellow", "red")
    }
    sheet = plans[f"{GAME}-tokens-{paper}"]
    sides = Counter(p.side for page in sheet.pages for p in page.placements)
    assert sides == {"front": 36, "back": 36}
    assert all(
        tokens.entries[p.piece] and abs(p.trim.w - (16 if tokens.entries[p.piece]["kind"] == "train" else 18)) < 0.01
        for page in sheet.pages
        for p in page.placements
    )


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_board_is_printed_over_labelled_pages_with_glue_strips(built, plans, paper):
    pdf = built(GAME) / f"{GAME}-board-{paper}.pdf"
    sheet = plans[f"{GAME}-board-{paper}"]
    texts = page_texts(pdf)
    assert len(texts) == len(sheet.pages) >= 3
    assert re.search(r"Assembly map: \d+ pages", texts[0])
    labels = [re.search(r"\b([A-C][1-4])\s+\(row", text) for text in texts[1:]]
    assert all(labels) and labels[0].group(1) == "A1"
    pages = sheet.pages[1:]
    assert all(page.marks for page in pages)  # crop marks, glue guides and targets
    starts = sorted({round(p.bleed_box.x - p.placements[0].transform.e, 2) for p in pages})
    ends = sorted({round(p.bleed_box.right - p.placements[0].transform.e, 2) for p in pages})
    assert len(starts) >= 2 and ends[0] - starts[1] == pytest.approx(8.0)  # the glue overlap


def test_the_board_holds_the_score_track_and_every_station_ladder(built):
    text = page_texts(built(GAME) / f"{GAME}-board-poster.pdf")[0]
    numbers = {int(n) for n in re.findall(r"\b\d{1,3}\b", text)}
    assert set(range(1, 101)) <= numbers
    stations = yaml.safe_load((CONTENT / "stations.yaml").read_text(encoding="utf-8"))
    for station in stations:
        assert station["name"].upper() in text
    red = next(s for s in stations if s["id"] == "red")
    teal = next(s for s in stations if s["id"] == "teal")
    assert red["ladder"][0]["points"] == 18 and teal["ladder"][1]["points"] == 10  # the seed's values
    assert text.count("Stragglers: no points") == len(stations)


def test_the_rules_show_the_examples_and_count_from_the_content(built):
    text = " ".join(page_texts(built(GAME) / f"{GAME}-rules-letter.pdf"))
    assert "60 track tiles, 15 in each of 4 player colours" in text
    for words in ("Travel points", "Collisions", "straggler space", "Stations only", "Solitaire", "Jeffrey D. Allers"):
        assert words in text, words


# -- findings at the file line -----------------------------------------------------------------


@pytest.fixture
def tt_ws(tmp_path):
    return make_workspace(tmp_path, GAME)


def _tiles(ws):
    return ws / "content" / GAME / "tiles.yaml"


def _frames(ws):
    return ws / "content" / GAME / "frames.yaml"


@pytest.mark.parametrize(
    ("file", "old", "new", "rule", "needle", "words"),
    [
        ("tiles", "        - S2-W2\n", "        - S2-W3\n", "track-syntax", "- S2-W3", "has no end W3"),
        ("tiles", "        - N1-S2 bridge\n", "        - N1-S2\n", "track-crossing", "viaduct:- E2-W1", "crosses"),
        (
            "tiles",
            "        - N1-W1\n",
            "        - N1-W1 bridge\n",
            "track-bridge",
            "- N1-W1 bridge",
            "crosses no track",
        ),
        ("tiles", "        - N2-W1\n", "        - N2-W2\n", "track-end-twice", "overpass:- N2-W2", "mean 'N2-W1'"),
        (
            "tiles",
            "        - N1-S2 tunnel\n        - N2-E1\n",
            "        - N1-S2 tunnel A\n        - N2-E1 tunnel A\n",
            "track-tunnel",
            "- N2-E1 tunnel A",
            "both have the mark A",
        ),
        (
            "frames",
            ("    - N1-W1                # round", "    - W2-W3\n"),  # every end still used once
            ("    - N1-W2                # round", "    - W1-W3\n"),
            "track-shape",
            "- N1-W2",
            "a frame loop",
        ),
    ],
    ids=["syntax", "crossing", "bridge", "end-twice", "tunnel", "frame-shape"],
)
def test_a_broken_track_is_a_finding_at_the_line_of_its_segment(tt_ws, file, old, new, rule, needle, words):
    path = _tiles(tt_ws) if file == "tiles" else _frames(tt_ws)
    for was, now in zip(old, new, strict=True) if isinstance(old, tuple) else [(old, new)]:
        edit(path, was, now)
    line = _line_after(path, needle)
    for command in ("validate", "build"):
        result = (
            run_pnp(tt_ws, command, GAME, "--out", str(tt_ws / "out"))
            if command == "build"
            else run_pnp(tt_ws, command, GAME)
        )
        assert result.exit_code == 1 and result.exception is None, result.output
        found = [ln for ln in result.output.splitlines() if ln.endswith(f"[{rule}]")]
        assert found and found[0].startswith(f"content/{GAME}/{path.name}:{line}: error:"), result.output
        assert words in found[0]
    assert not (tt_ws / "out" / GAME).exists() or not list((tt_ws / "out" / GAME).glob("*.pdf"))


def _line_after(path, needle: str) -> int:
    """The line of ``needle``, or with ``design:needle`` its first line after that design's id."""
    design, _, text = needle.rpartition(":")
    start = line_of(path, f"- id: {design}") if design else 0
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, start=1) if n > start and text in line)


def test_an_unused_end_of_the_frame_is_found_where_the_frame_is_written(tt_ws):
    edit(_frames(tt_ws), "    - S1 buffer\n", "")
    result = run_pnp(tt_ws, "validate", GAME)
    assert result.exit_code == 1
    assert re.search(r"frames\.yaml:\d+: error: frame '[^']+': this frame leaves end S1 unused", result.output), (
        result.output
    )


def test_two_designs_that_are_one_another_turned_are_a_warning(tt_ws):
    turned = [f"{tracks.turned(s.a)}-{tracks.turned(s.b)}" for s in _read("N1-W1", "N2-E1", "E2-S2", "S1-W2").segments]
    edit(
        _tiles(tt_ws),
        "        - N1-N2\n        - E1-E2\n        - S2-W1\n        - S1-W2\n",
        "".join(f"        - {t}\n" for t in turned),
    )
    result = run_pnp(tt_ws, "validate", GAME)
    assert result.exit_code == 0, result.output
    assert (
        "warning: tile 'hairpins' is tile 'four-corners'" in result.output and "[track-rotation-twin]" in result.output
    )


@pytest.mark.parametrize(
    ("file", "old", "new", "rule"),
    [
        (
            "tiles.yaml",
            "players: [teal, plum, ochre, slate]",
            "players: [teal, plum, ochre]",
            "fifteen-tiles-per-colour",
        ),
        ("stations.yaml", "[{points: 18}, {points: 14}", "[{points: 14}, {points: 18}", "ladder-descends"),
        ("stations.yaml", "ladder: [{points: 8}, {points: 5, cover: 3}]", "ladder: []", "station-has-a-ladder"),
        (
            "stations.yaml",
            "[{points: 15}, {points: 11}, {points: 7, cover: 3}]",
            "[{points: 15, cover: 3}, {points: 11}, {points: 7}]",
            "cover-marks-from-the-bottom",
        ),
        ("frames.yaml", "W5 station pink", "W5 station red", "every-station-on-the-frame"),
        ("frames.yaml", "W5 station pink", "W5 station purple", "frame-stations-are-on-the-board"),
        ("frames.yaml", "N5 depot black", "N5 depot blue", "four-depots-one-per-train"),
        (
            "stations.yaml",
            'color: "#43a047", ink: "#000000"',
            'color: "#43a047", ink: "#ffffff"',
            "station-name-reads-on-its-colour",
        ),
    ],
    ids=[
        "tiles-per-colour",
        "descending",
        "no-ladder",
        "cover-marks",
        "station-twice",
        "unknown-station",
        "depots",
        "station-ink",
    ],
)
def test_each_composition_rule_reports_its_broken_input(tt_ws, file, old, new, rule):
    edit(tt_ws / "content" / GAME / file, old, new)
    result = run_pnp(tt_ws, "validate", GAME)
    assert result.exit_code == 1 and f"[check:{rule}]" in result.output, result.output


def test_curves_are_drawn_with_chords_that_stay_within_the_flatness():
    """A bend gets as many chords as keep every chord's middle within FLATNESS of the arc; a straight one."""
    curve = polyline.flatten(tracks.centre_line(_read("N2-E1").segments[0], GRID, TILE))
    radius = TILE / 3
    for (x0, y0), (x1, y1) in itertools.pairwise(curve):
        middle = ((x0 + x1) / 2 - TILE, (y0 + y1) / 2)
        assert radius - (middle[0] ** 2 + middle[1] ** 2) ** 0.5 <= polyline.FLATNESS + 0.02 * radius
    assert len(polyline.flatten(tracks.centre_line(_read("N1-S1").segments[0], GRID, TILE))) == 2


def test_one_tile_design_in_four_colours_shares_one_drawing_of_its_track():
    """A generator draws once per set of values: the colours of a design share their track, designs do not."""
    from pnp.load.fonts import FontBook

    workspace = Workspace(REPO)
    faces, _ = pipeline.fronts(workspace, "twisty-tracks", FontBook(workspace.fonts))

    def drawn(entry: str) -> set[int]:
        return {id(item) for item in faces[("tiles", entry)].items}

    teal, plum = drawn("teal-hairpins"), drawn("plum-hairpins")
    track = teal & plum
    assert track, "the two colours should share the track's drawing"
    assert teal != plum  # and differ in their colour
    assert not drawn("teal-four-corners") & track  # another design draws its own track


def test_each_track_design_is_stored_once_in_the_pdf(built):
    """Repeated generated art is one form XObject: the 15 designs' tracks, each drawn once for its 4 tiles."""
    pdf = reader(built("twisty-tracks") / "twisty-tracks-tiles-letter.pdf")
    stored: dict[str, set[int]] = {}
    for page in pdf.pages:
        for name, ref in (page["/Resources"].get("/XObject") or {}).items():
            if str(name).startswith("/FormXob.shared-"):
                stored.setdefault(str(name), set()).add(ref.idnum)
    assert len(stored) == 15, sorted(stored)
    assert all(len(refs) == 1 for refs in stored.values())


def test_every_bridge_of_the_shipped_tiles_is_drawn_with_its_deck():
    """A bridge's deck lies where its track crosses the one beneath, however few points a curve
    is drawn with (Flyover's and River Crossing's shallow crossings had none)."""
    from pnp.layout.face import PathItem, flattened
    from pnp.load.fonts import FontBook

    workspace = Workspace(REPO)
    faces, _ = pipeline.fronts(workspace, GAME, FontBook(workspace.fonts))
    bridges = {d["id"]: sum(line.endswith(" bridge") for line in d["track"]) for d in _designs()}
    deck = "#c9b79a"
    for (component, entry), face in faces.items():
        if component != "tiles":
            continue
        design = next(d for d in bridges if entry.endswith(d))
        decks = [item for item, _ in flattened(face.items) if isinstance(item, PathItem) and item.stroke is not None]
        drawn = sum(item.stroke.hex == deck for item in decks)
        assert drawn == bridges[design], (entry, drawn, bridges[design])
    assert sum(bridges.values()) == 7

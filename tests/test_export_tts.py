"""``pnp export tts``: deck sheets in TTS's grid with the last slot empty, backs, and the JSON counts,
read back from the files written (Fanucci's 174 cards over several sheets; Twisty Tracks' tiles,
frames, tokens and board)."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from conftest import REPO, make_workspace, run_pnp
from PIL import Image

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.profiles import PrintSettings, profile
from pnp.core.workspace import Workspace
from pnp.export import EXPORTS, ExportJob, ExportSettings, tts
from pnp.load.fonts import FontBook
from pnp.write.files import OutputSet

GAMES = ("fanucci", "twisty-tracks")
DPI = 100
WHITE = ((255, 255), (255, 255), (255, 255))


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("tts")
    result = run_pnp(REPO, "export", "tts", *GAMES, "--dpi", str(DPI), "--out", str(target))
    assert result.exit_code == 0, result.output
    return target


def _folder(out: Path, game: str) -> Path:
    return out / game / "tts"


def _summaries(out: Path, game: str) -> dict[str, dict]:
    folder = _folder(out, game)
    return {path.parent.name: json.loads(path.read_text()) for path in sorted(folder.glob("*/*.json"))}


def _saved(out: Path, game: str) -> dict:
    return json.loads((_folder(out, game) / f"{game}.json").read_text())


def _cards(obj: dict) -> list[dict]:
    return obj["ContainedObjects"] if obj["Name"] == "DeckCustom" else [obj]


def _slot(image: Image.Image, sheet: dict, slot: int) -> Image.Image:
    w, h = sheet["face_px"]
    column, row = slot % sheet["columns"], slot // sheet["columns"]
    return image.crop((column * w, row * h, (column + 1) * w, (row + 1) * h))


def _copies(game: str) -> dict[str, int]:
    """Each piece component's copies, counted from the content, not from the export."""
    loaded = pipeline.load(Workspace(REPO), game, Findings())
    return {c.id: len(c.pieces) for c in loaded.components if c.kind not in ("rulebook",)}


def _path(url: str) -> Path:
    assert url.startswith("file:///"), url
    return Path(unquote(urlparse(url).path))


# -- the sheets --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_sheets_fit_the_grid_and_leave_the_last_slot_empty(out, game):
    for component, summary in _summaries(out, game).items():
        for sheet in summary["sheets"]:
            columns, rows = sheet["columns"], sheet["rows"]
            assert columns <= 10 and rows <= 7, (component, sheet)
            assert 1 <= sheet["cards"] <= columns * rows - 1, (component, sheet)
            files = [sheet["file"]] + ([sheet["back"]] if sheet["unique_back"] else [])
            for name in files:
                image = Image.open(_folder(out, game) / component / name)
                w, h = sheet["face_px"]
                assert image.size == (columns * w, rows * h) == tuple(sheet["size_px"]), (component, name)
                assert image.mode == "RGB"
                assert _slot(image, sheet, columns * rows - 1).getextrema() == WHITE, (component, name)
                for slot in range(sheet["cards"]):  # every used slot holds art, the rest are white
                    assert _slot(image, sheet, slot).getextrema() != WHITE, (component, name, slot)
                for slot in range(sheet["cards"], columns * rows):
                    assert _slot(image, sheet, slot).getextrema() == WHITE, (component, name, slot)


def test_faces_are_whole_pixels_at_the_resolution_asked(out):
    summary = _summaries(out, "fanucci")["deck"]
    for sheet in summary["sheets"]:
        assert sheet["face_px"] == [250, 350]  # 63.5 × 88.9 mm at 100 dpi, no bleed
        assert sheet["dpi"] == DPI and "note" not in sheet


def test_fanucci_spans_several_sheets_with_one_back(out):
    summary = _summaries(out, "fanucci")["deck"]
    assert summary["cards"] == 174
    assert [s["cards"] for s in summary["sheets"]] == [69, 69, 36]
    assert [(s["columns"], s["rows"]) for s in summary["sheets"][:2]] == [(10, 7), (10, 7)]
    assert {s["back"] for s in summary["sheets"]} == {"back.png"} and summary["backs"] == ["back.png"]
    assert Image.open(_folder(out, "fanucci") / "deck" / "back.png").size == (250, 350)
    (deck,) = _saved(out, "fanucci")["ObjectStates"]
    assert deck["Name"] == "DeckCustom" and deck["Nickname"] == "Fanucci deck"
    assert sorted(deck["CustomDeck"]) == ["1", "2", "3"]
    assert len(deck["DeckIDs"]) == len(set(deck["DeckIDs"])) == 174
    assert deck["ContainedObjects"][0]["Nickname"] == "Naught of Mazes"
    assert deck["Transform"]["rotZ"] == 180.0  # a deck lies face down


# -- the counts and CardIDs ----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_counts_match_the_content(out, game):
    copies = _copies(game)
    summaries = _summaries(out, game)
    assert {component: s["cards"] for component, s in summaries.items()} == copies
    for summary in summaries.values():
        assert sum(sheet["copies"] for sheet in summary["sheets"]) == summary["cards"]
    saved = _saved(out, game)["ObjectStates"]
    assert sum(len(_cards(obj)) for obj in saved) == sum(copies.values())


@pytest.mark.parametrize("game", GAMES)
def test_card_ids_name_a_used_slot_of_their_sheet(out, game):
    sheets = {s["deck_id"]: s for summary in _summaries(out, game).values() for s in summary["sheets"]}
    for obj in _saved(out, game)["ObjectStates"]:
        cards = _cards(obj)
        if obj["Name"] == "DeckCustom":
            assert obj["DeckIDs"] == [card["CardID"] for card in cards]
        for card in cards:
            deck_id, slot = divmod(card["CardID"], 100)
            custom = card["CustomDeck"][str(deck_id)]
            assert slot < custom["NumWidth"] * custom["NumHeight"] - 1
            sheet = sheets[deck_id]
            assert (custom["NumWidth"], custom["NumHeight"]) == (sheet["columns"], sheet["rows"])
            assert slot < sheet["cards"]
            assert _path(custom["FaceURL"]).name == sheet["file"]
            assert _path(custom["BackURL"]).name == sheet["back"]
            assert custom["UniqueBack"] == sheet["unique_back"]


@pytest.mark.parametrize("game", GAMES)
def test_image_addresses_are_the_files_written(out, game):
    for obj in _saved(out, game)["ObjectStates"]:
        for custom in obj["CustomDeck"].values():
            for key in ("FaceURL", "BackURL"):
                path = _path(custom[key])
                assert path.is_file() and path.is_relative_to(_folder(out, game).resolve()), custom[key]


# -- tiles, tokens, boards ---------------------------------------------------------------------


def test_twisty_tracks_tiles_have_their_colour_backs_on_a_back_sheet(out):
    summary = _summaries(out, "twisty-tracks")["tiles"]
    (sheet,) = summary["sheets"]
    assert summary["cards"] == sheet["cards"] == 60
    assert sheet["unique_back"] and sheet["back"] == "backs-1.png"
    assert sheet["face_px"] == [197, 197]  # 50 mm at 100 dpi, rounded to whole pixels
    backs = Image.open(_folder(out, "twisty-tracks") / "tiles" / "backs-1.png")
    teal, slate = _slot(backs, sheet, 0), _slot(backs, sheet, 59)  # the first and the last player's
    assert teal.getpixel((2, 2)) != slate.getpixel((2, 2))
    tiles = next(o for o in _saved(out, "twisty-tracks")["ObjectStates"] if o["Nickname"] == "Track tiles")
    assert tiles["CustomDeck"]["1"]["UniqueBack"] is True and tiles["CustomDeck"]["1"]["Type"] == 1


def test_faces_keep_to_their_cells(out):
    """No face paints a pixel of its neighbour's: on the tiles' back sheet (15 teal, then 15 plum, 9 to a
    row), the teal cell above the first plum one ends in teal and the plum one starts in plum."""
    sheet = _summaries(out, "twisty-tracks")["tiles"]["sheets"][0]
    assert sheet["columns"] == 9
    backs = Image.open(_folder(out, "twisty-tracks") / "tiles" / "backs-1.png")
    teal, plum = _slot(backs, sheet, 6), _slot(backs, sheet, 15)  # one above the other
    w, h = sheet["face_px"]
    teal_colour, plum_colour = teal.getpixel((1, 1)), plum.getpixel((1, h - 2))
    assert teal_colour != plum_colour
    assert {teal.getpixel((x, h - 1)) for x in range(w)} == {teal_colour}
    assert {plum.getpixel((x, 0)) for x in range(w)} == {plum_colour}
    last_teal = _slot(backs, sheet, 14)  # left of the first plum one
    assert {last_teal.getpixel((w - 1, y)) for y in range(h)} == {teal_colour}


def test_twisty_tracks_tokens_are_round_decks_one_per_size(out):
    summary = _summaries(out, "twisty-tracks")["tokens"]
    assert summary["cards"] == 36
    assert sorted((s["shape"], s["copies"]) for s in summary["sheets"]) == [("16 mm circle", 16), ("18 mm circle", 20)]
    objects = [o for o in _saved(out, "twisty-tracks")["ObjectStates"] if o["Nickname"].startswith("Tokens")]
    assert len(objects) == 2
    for obj in objects:
        assert {custom["Type"] for custom in obj["CustomDeck"].values()} == {4}  # TTS's circle
        assert obj["Transform"]["rotZ"] == 0.0  # tokens lie face up
    assert any(len(set(obj["DeckIDs"])) < len(obj["DeckIDs"]) for obj in objects)  # copies share a CardID


def test_pieces_without_backs_get_a_plain_back_and_a_lone_board_is_a_card(out):
    summaries = _summaries(out, "twisty-tracks")
    frames = summaries["frames"]
    assert len(frames["sheets"]) == 8 and frames["backs"] == ["back.png"]  # each player's two sizes, one grey back
    nicknames = [o["Nickname"] for o in _saved(out, "twisty-tracks")["ObjectStates"] if o["Nickname"][:6] == "Frames"]
    assert nicknames[:2] == ["Frames (teal, 130 × 30 mm rectangle)", "Frames (teal, 100 × 30 mm rectangle)"]
    assert len(nicknames) == 8  # "Frames", one for each player: each player's own pile
    grey = Image.open(_folder(out, "twisty-tracks") / "frames" / "back.png")
    assert len(grey.getcolors()) == 1
    board = next(o for o in _saved(out, "twisty-tracks")["ObjectStates"] if o["Nickname"] == "Scoring board")
    assert board["Name"] == "Card" and board["Hands"] is False
    assert board["SidewaysCard"] is True  # 390 × 286 mm: landscape, scaled by its length over a poker card's
    assert board["Transform"]["scaleX"] == pytest.approx(390 / 88.9, abs=1e-3)


def test_landscape_cards_are_sideways_and_scaled_by_their_length(tmp_path, out):
    """Twisty Passages' cards are 88.9 × 63.5 mm, landscape: TTS's "Sideways" cards the size of a poker card turned
    (scale 1), so that hands and the zoomed view turn them upright; portrait Fanucci cards are not sideways."""
    result = run_pnp(REPO, "export", "tts", "twisty-passages", "--dpi", "72", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    (deck,) = _saved(tmp_path, "twisty-passages")["ObjectStates"]
    assert deck["SidewaysCard"] is True and {card["SidewaysCard"] for card in deck["ContainedObjects"]} == {True}
    assert deck["Transform"]["scaleX"] == pytest.approx(1.0)
    assert {sheet["sideways"] for sheet in _summaries(tmp_path, "twisty-passages")["deck"]["sheets"]} == {True}
    fanucci = _saved(out, "fanucci")["ObjectStates"]
    assert {obj["SidewaysCard"] for obj in fanucci} == {False}
    assert {sheet["sideways"] for summary in _summaries(out, "fanucci").values() for sheet in summary["sheets"]} == {
        False
    }


def test_steps_count_the_files_written(out):
    workspace = Workspace(REPO)
    settings = ExportSettings(profile("home").with_dpi(DPI), ("letter",))
    printing = PrintSettings(settings.profile)
    for game in GAMES:
        fonts = FontBook(workspace.fonts)
        prepared = pipeline.prepare(workspace, game, fonts, Findings(), settings.papers, printing=printing)
        job = ExportJob(prepared, settings, OutputSet(_folder(out, game)))
        written = [path for path in _folder(out, game).rglob("*") if path.is_file()]
        assert EXPORTS["tts"].steps(job) == len(written), game


# -- resolution --------------------------------------------------------------------------------


def test_grids_keep_the_resolution_when_they_can_then_take_the_fewest_slots():
    assert tts.grid_for(69, (63.5, 88.9), 300) == tts.SheetGrid(10, 7, 300)  # 7500 × 7350 px
    assert tts.grid_for(16, (63.5, 88.9), 300) == tts.SheetGrid(6, 3, 300)  # 18 slots for 16 and the hidden one
    assert tts.grid_for(1, (63.5, 88.9), 300) == tts.SheetGrid(2, 1, 300)
    landscape = tts.grid_for(69, (88.9, 63.5), 300)  # 10 × 1050 px would be too wide
    assert (landscape.columns, landscape.rows, landscape.dpi) == (10, 7, 285)
    assert 10 * tts.face_pixels(88.9, 285) <= 10_000 < 10 * tts.face_pixels(88.9, 286)
    board = tts.grid_for(1, (410, 470), 600)
    assert board.dpi < 600
    assert board.columns * tts.face_pixels(410, board.dpi) <= 10_000
    assert board.rows * tts.face_pixels(470, board.dpi) <= 10_000


def test_without_dpi_sheets_keep_within_the_4096_px_tts_advises_on_the_fewest_sheets(tmp_path):
    """Twisty Passages' 86 landscape cards: at 300 dpi a 10 × 7 sheet is 10,500 px wide (it was drawn 9980 ×
    4984 px at 285 dpi); TTS advises 4,096 px at most. Two sheets of at most 49 slots take them at 167 dpi."""
    result = run_pnp(REPO, "export", "tts", "twisty-passages", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    folder = tmp_path / "twisty-passages" / "tts" / "deck"
    summary = json.loads((folder / "deck.json").read_text())
    assert len(summary["sheets"]) == 2
    for sheet in summary["sheets"]:
        image = Image.open(folder / sheet["file"])
        assert image.size == tuple(sheet["size_px"])
        assert max(image.size) <= 4096, sheet["file"]
        assert sheet["dpi"] == 167 and "4,096" in sheet["note"]
        assert sheet["columns"] * sheet["rows"] > sheet["cards"]  # the hidden card's slot stays free
    assert sum(sheet["cards"] for sheet in summary["sheets"]) == summary["entries"] == 86


def test_an_asked_resolution_is_kept_up_to_what_tts_loads():
    assert tts.grid_for(44, (88.9, 63.5), 300, tts.RECOMMENDED_PIXELS) == tts.SheetGrid(7, 7, 167)
    assert tts.grid_for(44, (88.9, 63.5), 300) == tts.SheetGrid(9, 5, 300)  # 9450 × 3750 px, under 10,000


def test_a_sheet_too_large_for_tts_is_drawn_smaller_and_the_json_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(tts, "MAX_PIXELS", 600)  # 4 cards and the hidden slot: 750 × 700 px at best
    root = make_workspace(tmp_path, "labyrinth-deck")
    result = run_pnp(root, "export", "tts", "labyrinth-deck", "--dpi", str(DPI))
    assert result.exit_code == 0, result.output
    folder = root / "output" / "labyrinth-deck" / "tts"
    sheet = json.loads((folder / "deck" / "deck.json").read_text())["sheets"][0]
    assert sheet["dpi"] < DPI and "not 100" in sheet["note"]
    image = Image.open(folder / "deck" / sheet["file"])
    assert max(image.size) <= 600 and image.size == tuple(sheet["size_px"])

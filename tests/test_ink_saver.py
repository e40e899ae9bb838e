"""The ink-saving look (a template's ``ink_saver:``, ``pnp build --ink-saver``): its own files beside the
normal ones, which stay byte for byte what a build without the option writes; measurably less ink; its
colours held to the same standards, found by validate --ink-saver at the ink_saver: lines; deterministic."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, line_of, make_workspace, run_pnp
from pdfread import MM, render, word_boxes
from PIL import ImageColor, ImageStat

GAMES = ("trap-map-galaxy", "labyrinth-deck")
VARIANTS = {  # the files whose templates have an ink-saving look: trap tents, board, card backs
    "trap-map-galaxy/trap-map-galaxy-traps-ink-saver-letter.pdf",
    "trap-map-galaxy/trap-map-galaxy-board-ink-saver-letter.pdf",
    "trap-map-galaxy/trap-map-galaxy-board-ink-saver-poster.pdf",
    "labyrinth-deck/labyrinth-deck-deck-ink-saver-letter.pdf",
    "labyrinth-deck/labyrinth-deck-supply-ink-saver-letter.pdf",
    "labyrinth-deck/labyrinth-deck-actions-ink-saver-letter.pdf",
}
RULEBOOK_VARIANTS = {"labyrinth-deck/labyrinth-deck-rules-ink-saver-letter.pdf"}  # its figure shows an action card


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> tuple[Path, Path, Path]:
    """A workspace and three builds of it on Letter: without the option, and twice with it (no cache)."""
    tmp = tmp_path_factory.mktemp("ink")
    root = make_workspace(tmp, *GAMES)
    outs = tmp / "normal", tmp / "saver", tmp / "again"
    for out, extra in zip(outs, ((), ("--ink-saver",), ("--ink-saver",)), strict=True):
        result = run_pnp(root, "--no-cache", "build", *GAMES, "--paper", "letter", "--out", str(out), *extra)
        assert result.exit_code == 0, result.output
    return outs


def _files(out: Path) -> dict[str, bytes]:
    return {str(path.relative_to(out)): path.read_bytes() for path in sorted(out.rglob("*.pdf"))}


def _ink(pdf: Path) -> float:
    """Mean ink over the pages: 1 - value, per channel, at 30 dpi (0 blank, 1 solid black)."""
    from pypdf import PdfReader

    pages = len(PdfReader(pdf).pages)
    means = [sum(ImageStat.Stat(render(pdf, index, 30)).mean) / (3 * 255) for index in range(pages)]
    return 1 - sum(means) / pages


def test_the_variants_are_written_beside_the_normal_files_which_stay_as_they_were(builds):
    normal, saver, _ = builds
    plain, with_variants = _files(normal), _files(saver)
    # pawns have no ink_saver: no second copy; a rulebook has one only where a figure shows a piece that has one
    assert set(with_variants) - set(plain) == VARIANTS | RULEBOOK_VARIANTS
    assert {name: with_variants[name] for name in plain} == plain


def test_the_variants_take_less_than_half_the_ink(builds):
    normal, saver, _ = builds
    for variant in sorted(VARIANTS):
        plain = normal / variant.replace("-ink-saver", "")
        ink, was = _ink(saver / variant), _ink(plain)
        assert ink < 0.5 * was, f"{variant}: {ink:.1%} of the page in ink, {was:.1%} without the option"


def test_two_builds_with_the_option_are_byte_identical(builds):
    _, saver, again = builds
    assert _files(saver) == _files(again)


def test_a_cached_build_with_the_option_is_not_the_build_without_it(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = tmp_path / "out"
    variant = out / "labyrinth-deck" / "labyrinth-deck-deck-ink-saver-letter.pdf"
    assert run_pnp(root, "build", "--paper", "letter", "--out", str(out)).exit_code == 0
    assert not variant.exists()
    result = run_pnp(root, "build", "--paper", "letter", "--out", str(out), "--ink-saver")
    assert result.exit_code == 0, result.output
    assert "up to date" not in result.output and variant.exists()


def test_a_contrast_failure_of_the_ink_saving_look_is_found_at_its_line(tmp_path):
    """The colour is set in ``ink_saver:``'s vars and read as ``vars.look.ink``: the finding is at its line."""
    root = make_workspace(tmp_path, "trap-map-galaxy")
    trap = root / "templates" / "trap-map-galaxy" / "trap.yaml"
    edit(trap, 'keep: {ink: "#1c5a9c"', 'keep: {ink: "#9cc0e6"')  # pale blue on the pale ground
    line = line_of(trap, 'keep: {ink: "#9cc0e6"')
    assert run_pnp(root, "validate", "trap-map-galaxy").exit_code == 0  # the normal look is fine
    for command in (("validate",), ("build", "--out", str(tmp_path / "out"))):
        result = run_pnp(root, *command, "trap-map-galaxy", "--ink-saver")
        at = f"templates/trap-map-galaxy/trap.yaml:{line}: warning: vars.timings.keep.ink (element 'timing' of "
        found = [f for f in result.output.splitlines() if f.endswith("[text-contrast]")]
        assert len(found) == 1 and found[0].startswith(at), result.output  # one finding for the one pale ink
        assert "text in #9cc0e6 on #ebf2fa (element 'band')" in found[0]


def test_an_unknown_key_or_name_in_ink_saver_is_a_finding_at_its_line(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    back = root / "templates" / "labyrinth-deck" / "back.yaml"
    edit(back, "ink_saver:\n", 'ink_saver:\n  colours: {ground: "#ffffff"}\n')
    result = run_pnp(root, "validate", "labyrinth-deck")
    assert result.exit_code == 1
    assert f"back.yaml:{line_of(back, 'colours:')}: error: " in result.output  # not a key ink_saver: takes
    edit(back, '  colours: {ground: "#ffffff"}\n', "")
    edit(back, '    ground: {fill: "#ffffff"}', '    grond: {fill: "#ffffff"}')
    result = run_pnp(root, "validate", "labyrinth-deck")
    assert result.exit_code == 1
    assert (
        f"back.yaml:{line_of(back, 'grond:')}: error: ink_saver: element 'grond' is not one of the template's "
        "elements; did you mean 'ground'? [schema]" in result.output
    ), result.output


FRONTS = (  # the card games' fronts: the new looks of Fanucci's trumps, the Labyrinth Deck's and Twisty Passages'
    "fanucci/fanucci-deck-letter.pdf",
    "labyrinth-deck/labyrinth-deck-deck-letter.pdf",
    "labyrinth-deck/labyrinth-deck-supply-letter.pdf",
    "labyrinth-deck/labyrinth-deck-actions-letter.pdf",
    "twisty-passages/twisty-passages-deck-letter.pdf",
)


@pytest.fixture(scope="module")
def card_games(tmp_path_factory) -> tuple[Path, Path]:
    """A workspace of the three card games built on Letter with the option (normal files and variants): its root
    and the output folder."""
    tmp = tmp_path_factory.mktemp("cards")
    root = make_workspace(tmp, "fanucci", "labyrinth-deck", "twisty-passages")
    out = tmp / "out"
    result = run_pnp(root, "--no-cache", "build", "--paper", "letter", "--out", str(out), "--ink-saver")
    assert result.exit_code == 0, result.output
    return root, out


def _page_inks(pdf: Path) -> list[float]:
    from pypdf import PdfReader

    return [1 - sum(ImageStat.Stat(render(pdf, i, 30)).mean) / (3 * 255) for i in range(len(PdfReader(pdf).pages))]


def test_every_heavy_page_of_the_card_games_takes_less_than_half_its_ink(card_games):
    """Fronts and backs: every page over 15 % ink (Fanucci's trumps 31 % and 47 %, the Labyrinth Deck's fronts
    16-25 %, Twisty Passages' 16-27 %, every back 63-66 %) takes under half of it in the ink-saving look."""
    _, out = card_games
    for name in FRONTS:
        plain, saving = _page_inks(out / name), _page_inks(out / name.replace("-letter", "-ink-saver-letter"))
        heavy = [(page, was, ink) for page, (was, ink) in enumerate(zip(plain, saving, strict=True)) if was > 0.15]
        assert heavy and all(ink < 0.5 * was for _, was, ink in heavy), (name, heavy)


@pytest.fixture(scope="module")
def twisty_tracks(tmp_path_factory) -> Path:
    """Twisty Tracks built on Letter with the option (normal files and variants): its output folder."""
    tmp = tmp_path_factory.mktemp("tracks")
    root = make_workspace(tmp, "twisty-tracks")
    out = tmp / "out"
    result = run_pnp(root, "--no-cache", "build", "--paper", "letter", "--out", str(out), "--ink-saver")
    assert result.exit_code == 0, result.output
    return out / "twisty-tracks"


def test_twisty_tracks_examples_tokens_and_the_rules_figures_take_less_ink(twisty_tracks):
    """The examples sheet (19 %: a teal strip and caption band on each figure) and the tokens (16 %: solid discs of
    the player's colour over their bleed) under half their ink in the ink-saving look; the rulebook, whose figures
    are the same examples, less on its figures' page."""
    folder = twisty_tracks
    examples = folder / "twisty-tracks-examples-letter.pdf", folder / "twisty-tracks-examples-ink-saver-letter.pdf"
    assert _ink(examples[1]) < 0.5 * _ink(examples[0])
    tokens = folder / "twisty-tracks-tokens-letter.pdf", folder / "twisty-tracks-tokens-ink-saver-letter.pdf"
    assert _ink(tokens[1]) < 0.6 * _ink(tokens[0])
    plain, saving = (_page_inks(folder / f"twisty-tracks-rules{look}-letter.pdf") for look in ("", "-ink-saver"))
    assert saving[1] < 0.8 * plain[1], (plain, saving)  # page 2 holds four example figures


def test_twisty_tracks_tile_fronts_are_light_and_keep_each_players_colour(twisty_tracks):
    """The tile fronts (pages 1, 3, ... of the duplex file; 24-25 % ink, and 17 % in the first ink-saving look,
    which kept the corner triangles solid and a tinted ground) under 10 % each: white paper, the corner triangles a
    pale tint edged in the player's full colour. Every player's colour still prints on them, as those edges."""
    pdf = twisty_tracks / "twisty-tracks-tiles-ink-saver-letter.pdf"
    fronts = _page_inks(pdf)[::2]
    assert len(fronts) == 5 and max(fronts) < 0.10, fronts
    colours = {ImageColor.getrgb(c) for c in ("#0d5f5a", "#5e2f6e", "#8a5a0e", "#3b4a5e")}  # players.yaml
    printed = {colour for index in range(0, 10, 2) for _, colour in render(pdf, index, 100).getcolors(1 << 24)}
    assert colours <= printed, colours - printed


def test_trap_map_galaxy_board_pages_are_light(builds):
    """The board tiled over Letter (the assembly map and six pieces; 10 % on the assembly map and 9 % on the title
    piece with the floor #e9edf8) and its poster (10 %) each under 9.5 % with the faintest floor."""
    _, saver, _ = builds
    folder = saver / "trap-map-galaxy"
    pages = _page_inks(folder / "trap-map-galaxy-board-ink-saver-letter.pdf")
    poster = _page_inks(folder / "trap-map-galaxy-board-ink-saver-poster.pdf")
    assert len(pages) == 7 and max(pages + poster) < 0.095, (pages, poster)


def _grey(pdf: Path, page: int, x: float, y: float, dpi: int = 150) -> float:
    """The mean grey (0 black, 255 white) of a 1 mm square centred at (x, y) (points, y up) on a page."""
    image, scale = render(pdf, page, dpi).convert("L"), dpi / 72
    half, top = 0.5 * MM * scale, image.height - y * scale
    return ImageStat.Stat(
        image.crop((round(x * scale - half), round(top - half), round(x * scale + half), round(top + half)))
    ).mean[0]


def test_trap_map_galaxys_ink_saving_board_draws_the_silver_star_in_grey(builds):
    """The full-colour silver star is near-white inside a grey rim: on white paper (the legend's star was grey 237)
    it printed as an outline on a mono laser. The ink-saving board draws it a shade darker, as on the tents
    (test_trap_map_galaxy reads every tent's star)."""
    _, saver, _ = builds
    board = saver / "trap-map-galaxy" / "trap-map-galaxy-board-ink-saver-poster.pdf"
    left, bottom, _, top = word_boxes(board, 0, "Silver")[0]  # the legend: its star 9 mm left of the words
    assert _grey(board, 0, left - 9 * MM, (bottom + top) / 2 - MM) < 200


def test_home_printed_exports_write_the_ink_saving_look_beside_the_normal_files(card_games, tmp_path):
    """tuckbox and proof with --ink-saver: '<id>-ink-saver-<export>-<paper>.pdf' beside each file, which is
    byte for byte the one written without the option; the box's panels carry the outline back."""
    root, _ = card_games
    for export, normal, variant in (
        ("tuckbox", "deck-tuckbox-letter.pdf", "deck-ink-saver-tuckbox-letter.pdf"),
        ("proof", "fanucci-proof-letter.pdf", "fanucci-ink-saver-proof-letter.pdf"),
    ):
        plain, saving = tmp_path / export / "plain", tmp_path / export / "saving"
        for out, extra in ((plain, ()), (saving, ("--ink-saver",))):
            result = run_pnp(root, "export", export, "fanucci", "--paper", "letter", "--out", str(out), *extra)
            assert result.exit_code == 0, result.output
        written = {path.name: path.read_bytes() for path in (saving / "fanucci" / export).iterdir()}
        assert sorted(written) == sorted([normal, variant])
        assert written[normal] == (plain / "fanucci" / export / normal).read_bytes()
        ink, was = _ink(saving / "fanucci" / export / variant), _ink(plain / "fanucci" / export / normal)
        assert ink < (0.5 if export == "tuckbox" else 0.9) * was, (export, ink, was)


@pytest.mark.parametrize("export", ["print-shop", "tts", "calibration"])
def test_exports_not_printed_at_home_refuse_the_option(tmp_path, export):
    root = make_workspace(tmp_path, "labyrinth-deck")
    out = tmp_path / "out"
    result = run_pnp(root, "export", export, "labyrinth-deck", "--ink-saver", "--out", str(out))
    assert result.exit_code == 2
    error = [line for line in result.output.splitlines() if line.startswith("Error:")]
    assert error == [
        f"Error: --ink-saver: {export} has no ink-saving look; only exports printed at home take it "
        "(proof, tuckbox): a print shop prints the real look"
    ], result.output
    assert not out.exists()

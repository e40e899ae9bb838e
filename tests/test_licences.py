"""``licence-missing``: every icon and picture a game ships is named in its folder's licence file."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from conftest import edit, new_game, run_pnp
from PIL import Image


def _licence_findings(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.endswith("[licence-missing]")]


def _validate(root: Path) -> tuple[int, list[str]]:
    checked = run_pnp(root, "--no-cache", "validate", "demo")
    assert checked.exception is None, checked.output
    return checked.exit_code, _licence_findings(checked.output)


def _icons(root: Path) -> Path:
    return root / "content" / "demo" / "icons"


def _add_icon(root: Path, name: str, folder: Path | None = None) -> None:
    shutil.copy(_icons(root) / "star.svg", (folder or _icons(root)) / name)


def _add_picture(root: Path, name: str) -> Path:
    art = root / "content" / "demo" / "art"
    art.mkdir(exist_ok=True)
    Image.new("RGB", (400, 400), (200, 120, 40)).save(art / name)
    return art


def _draw_picture(root: Path, src: str, allow: str = "") -> None:
    """The card face draws ``src`` in its corner (``allow`` the element's allow: list, if any)."""
    card = root / "templates" / "demo" / "card.yaml"
    allowed = f"\n    allow: [{allow}]" if allow else ""
    corner = f"  corner:\n    type: image\n    src: {src}\n    x: 3\n    y: 3\n    w: 8\n    h: 8{allowed}\n"
    edit(card, "  emblem:\n", corner + "  emblem:\n")


def test_a_new_game_names_its_icons(tmp_path):
    root = new_game(tmp_path)
    assert _validate(root) == (0, [])


def test_an_icon_folder_without_a_licence_file_is_one_warning_for_the_folder(tmp_path):
    root = new_game(tmp_path)
    (_icons(root) / "LICENSE.md").unlink()
    _add_icon(root, "moon.svg")
    code, said = _validate(root)
    assert code == 0  # a warning never changes the exit code
    assert len(said) == 1, said
    assert said[0].startswith("content/demo/icons/LICENSE.md:1: warning: icons without their licence")
    assert "moon.svg, star.svg" in said[0] and "no LICENSE.md" in said[0]


def test_an_icon_its_licence_file_does_not_name_is_said_at_that_file(tmp_path):
    root = new_game(tmp_path)
    _add_icon(root, "moon.svg")  # not printed: every file of the game's folder is shipped with it
    code, said = _validate(root)
    assert code == 0
    assert said == [
        "content/demo/icons/LICENSE.md:1: warning: icon 'moon.svg' needs its licence: icons/LICENSE.md does not "
        "name it; add a line with its file name, where it comes from and its licence [licence-missing]"
    ]


def test_icons_a_licence_file_leaves_out_are_one_warning_listing_them(tmp_path):
    """Six files one licence file does not name were six warnings at its line 1: one gap, one finding."""
    root = new_game(tmp_path)
    for name in ("moon.svg", "sun.svg", "tide.svg"):
        _add_icon(root, name)
    code, said = _validate(root)
    assert code == 0
    assert said == [
        "content/demo/icons/LICENSE.md:1: warning: 3 icons need their licence: icons/LICENSE.md names none of "
        "'moon.svg', 'sun.svg' and 'tide.svg'; add a line for each with its file name, where it comes from and its "
        "licence [licence-missing]"
    ]


def test_a_picture_of_art_its_licence_does_not_name(tmp_path):
    root = new_game(tmp_path)
    art = _add_picture(root, "sky.png")
    _add_picture(root, "sea.png")
    (art / "LICENSE.md").write_text("sky.png: photographed for this game, CC0\n", encoding="utf-8")
    _draw_picture(root, "sky.png")
    code, said = _validate(root)
    assert code == 0
    assert len(said) == 1 and said[0].startswith("content/demo/art/LICENSE.md:1: warning: picture 'sea.png'"), said


def test_one_sentence_for_every_file_and_a_range_of_names_count(tmp_path):
    root = new_game(tmp_path)
    for name in ("moon.svg", "face-1.svg", "face-2.svg", "face-3.svg"):
        _add_icon(root, name)
    (_icons(root) / "LICENSE.md").write_text(
        "All icons in this folder were drawn for this game and are CC0.\n", encoding="utf-8"
    )
    assert _validate(root) == (0, [])
    (_icons(root) / "LICENSE.md").write_text(
        "| star.svg, moon.svg | CC0 |\n| face-1.svg … face-2.svg | CC0 |\n", encoding="utf-8"
    )
    assert [re.search(r"'(.*?)'", line).group(1) for line in _validate(root)[1]] == ["face-3.svg"]


def test_names_are_whole_file_names():
    from pnp.validate.licences import names_file  # here: the other tests run on any pnp

    text = "| old-lantern.svg | game-icons |\n| sun.svg. | CC0 |\nface-2.svg ... face-5.svg\n"
    assert names_file(text, "sun.svg") and names_file(text, "face-4.svg")
    assert not names_file(text, "lantern.svg")  # part of another name
    assert not names_file("the sun, drawn for the game", "sun.svg")  # the stem alone names no file
    assert not names_file(text, "face-6.svg")


def test_allow_leaves_out_a_placeholder_picture(tmp_path):
    root = new_game(tmp_path)
    _add_picture(root, "placeholder.png")
    _draw_picture(root, "placeholder.png")
    code, said = _validate(root)
    assert code == 0 and len(said) == 1 and "placeholder.png" in said[0], said
    (tmp_path / "allowed").mkdir()
    root = new_game(tmp_path / "allowed")
    _add_picture(root, "placeholder.png")
    _draw_picture(root, "placeholder.png", allow="licence-missing")
    assert _validate(root) == (0, [])


def test_a_shared_icon_the_game_prints_needs_its_licence_there(tmp_path):
    root = new_game(tmp_path)
    shared = root / "templates" / "icons"
    shared.mkdir()
    _add_icon(root, "comet.svg", shared)
    _add_icon(root, "unused.svg", shared)  # another game's: not this game's to answer for
    edit(root / "content" / "demo" / "cards.yaml", "Draw a card. Gain :star:.", "Draw a card. Gain :comet:.")
    code, said = _validate(root)
    assert code == 0 and len(said) == 1, said
    assert said[0].startswith("templates/icons/LICENSE.md:1: warning: icons without their licence")
    assert "(comet.svg)" in said[0]


def test_validate_and_build_agree(tmp_path):
    root = new_game(tmp_path)
    _add_icon(root, "moon.svg")
    _, said = _validate(root)
    built = run_pnp(root, "--no-cache", "build", "demo", "--paper", "a4")
    assert built.exit_code == 0, built.output
    assert _licence_findings(built.output) == said and len(said) == 1

"""``pnp new``: a game to start from that validates and builds as it is, and never overwrites anything."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
import yaml
from conftest import REPO, make_workspace, run_pnp
from pdfread import fonts, page_sizes_mm, page_texts

from pnp.core.workspace import Workspace
from pnp.scaffold import ScaffoldError, new_game


def _tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` with its digest."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def test_a_new_game_in_an_empty_folder_validates_clean_and_builds(tmp_path):
    root = tmp_path / "studio"
    root.mkdir()
    made = run_pnp(root, "new", "star-hunt")
    assert made.exit_code == 0, made.output
    assert "made content/star-hunt/" in made.output and "made fonts/" in made.output
    assert _tree(root / "fonts") == _tree(REPO / "fonts")  # pnp's fonts, with their licences
    checked = run_pnp(root, "validate", "star-hunt")
    assert checked.exit_code == 0 and "0 errors, 0 warnings" in checked.output, checked.output
    built = run_pnp(root, "build", "star-hunt", "--paper", "a4")
    assert built.exit_code == 0, built.output
    deck = root / "output" / "star-hunt" / "star-hunt-deck-a4.pdf"
    sizes = [(round(w), round(h)) for w, h in page_sizes_mm(deck)]
    assert sizes == [(210, 297)] * 4  # 12 cards, nine a sheet: two sheets, fronts and backs
    text = " ".join(page_texts(deck))
    assert all(title in text for title in ("Dawn", "High Noon", "Dusk", "Eclipse", "Star Hunt"))
    assert all(fonts(deck).values())  # every font embedded
    rules = " ".join(page_texts(root / "output" / "star-hunt" / "star-hunt-rules-a4.pdf"))
    assert "Deck: 12 cards" in rules and "A point. The player with the most wins." in rules
    # the back shows how an ink-saving look is written: a second deck file, the normal one as it was
    normal = deck.read_bytes()
    saving = run_pnp(root, "build", "star-hunt", "--paper", "a4", "--ink-saver")
    assert saving.exit_code == 0, saving.output
    assert deck.read_bytes() == normal
    assert (root / "output" / "star-hunt" / "star-hunt-deck-ink-saver-a4.pdf").is_file()


def test_a_new_game_beside_others_keeps_the_workspace_fonts_and_takes_a_title(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    title = 'Stars: "Rising" & Falling'
    made = run_pnp(root, "new", "stars", "--title", title)
    assert made.exit_code == 0, made.output
    assert "fonts" not in made.output and (root / "fonts").is_symlink()
    manifest = yaml.safe_load((root / "content" / "stars" / "game.yaml").read_text(encoding="utf-8"))
    assert manifest["title"] == title
    listed = run_pnp(root, "list")
    assert "stars  " + title in listed.output and "labyrinth-deck" in listed.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("new", "My_Game"), "is not a game name"),
        (("new", "labyrinth-deck"), "already exists; pnp new never replaces files"),
        (("new", "fresh", "--title", "two\nlines"), "the title must be one line"),
    ],
)
def test_a_name_taken_or_malformed_changes_nothing(tmp_path, args, message):
    root = make_workspace(tmp_path, "labyrinth-deck")
    before = _tree(root)
    result = run_pnp(root, *args)
    assert result.exit_code == 2 and message in result.output, result.output
    assert _tree(root) == before


def test_a_fonts_folder_without_fonts_yaml_is_refused_before_anything_is_written(tmp_path):
    root = tmp_path / "studio"
    (root / "fonts").mkdir(parents=True)
    result = run_pnp(root, "new", "star-hunt")
    assert result.exit_code == 2 and "has no fonts.yaml" in result.output
    assert not (root / "content").exists() and not (root / "templates").exists()


def test_a_failure_while_moving_into_place_leaves_nothing_behind(tmp_path, monkeypatch):
    root = tmp_path / "studio"
    root.mkdir()
    renamed = []
    original = Path.rename

    def rename(self, target):
        if renamed and Path(target).name == "star-hunt" and Path(target).parent.name == "templates":
            raise OSError(28, "No space left on device", str(target))
        renamed.append(target)
        return original(self, target)

    monkeypatch.setattr(Path, "rename", rename)
    with pytest.raises(OSError):
        new_game(Workspace(root), "star-hunt", "Star Hunt")
    leftovers = [path.relative_to(root) for path in root.rglob("*") if path.is_file()]
    assert leftovers == []  # the content folder moved back out, every staged folder removed


def test_bad_names_are_refused_by_the_library_too():
    with pytest.raises(ScaffoldError):
        new_game(Workspace(Path("/nonexistent")), "-bad-", "Bad")


def test_a_folder_left_half_written_by_a_killed_pnp_new_is_not_a_game(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    (root / "content" / ".star-hunt.pnp-new-4242").mkdir()
    (root / "content" / ".star-hunt.pnp-new-4242" / "game.yaml").write_text("title: Half\n", encoding="utf-8")
    assert Workspace(root).game_slugs() == ["labyrinth-deck"]


def test_a_failure_while_writing_leaves_nothing_behind(tmp_path, monkeypatch):
    root = tmp_path / "studio"
    root.mkdir()
    original = Path.write_text

    def write_text(self, text, *args, **kwargs):
        if self.name == "card.yaml":  # the second folder, half written (back.yaml is in)
            raise OSError(28, "No space left on device", str(self))
        return original(self, text, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", write_text)
    with pytest.raises(OSError):
        new_game(Workspace(root), "star-hunt", "Star Hunt")
    assert [path for path in root.rglob("*") if path.is_file()] == []


def test_a_write_failure_without_an_error_number_says_what_failed(tmp_path, monkeypatch):
    """An OSError with no errno (a file system or a library raising its own words) said 'None'."""
    root = tmp_path / "studio"
    root.mkdir()

    def write_text(self, text, *args, **kwargs):
        raise OSError("the share went away")

    monkeypatch.setattr(Path, "write_text", write_text)
    result = run_pnp(root, "new", "star-hunt")
    assert result.exit_code == 1 and result.exception is None, result.output
    assert result.output == f"cannot write {root}: the share went away; nothing was made\n"


def test_list_says_a_single_piece_in_the_singular_without_counting_its_kinds(tmp_path):
    root = tmp_path / "studio"
    root.mkdir()
    assert run_pnp(root, "new", "solo").exit_code == 0
    (root / "content" / "solo" / "cards.yaml").write_text(
        "cards:\n  - {id: dawn, title: Dawn, suit: sun, text: Draw a card.}\n", encoding="utf-8"
    )
    rows = run_pnp(root, "list", "solo").output.splitlines()
    assert rows[0] == "solo  Solo  (1 piece)", rows  # not "(1 pieces)"
    assert rows[1] == "  deck         deck         1 card  Deck", rows  # not "1 card (1 different)"

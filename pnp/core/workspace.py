"""Where things live in a workspace (the current directory or --root)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


def inside(path: Path, *roots: Path) -> bool:
    """True when ``path`` (links followed) lies within one of ``roots`` (links followed too).

    Content may name files only inside the workspace's own folders: a shared content pack
    must not read, print or quote the designer's other files.
    """
    try:
        real = path.resolve()
        return any(real.is_relative_to(root.resolve()) for root in roots)
    except (OSError, RuntimeError):  # a link loop
        return False


@dataclass(frozen=True)
class Workspace:
    root: Path

    @property
    def content(self) -> Path:
        return self.root / "content"

    @property
    def templates(self) -> Path:
        return self.root / "templates"

    @property
    def fonts(self) -> Path:
        return self.root / "fonts"

    @property
    def shared_icons(self) -> Path:
        return self.templates / "icons"

    @property
    def output(self) -> Path:
        return self.root / "output"

    def game_dir(self, slug: str) -> Path:
        return self.content / slug

    def game_slugs(self) -> list[str]:
        if not self.content.is_dir():
            return []
        # A hidden folder is never a game (an editor's backup, or pnp new's folder being written).
        games = (p for p in self.content.iterdir() if not p.name.startswith("."))
        return sorted(p.name for p in games if (p / "game.yaml").is_file())

    def icon_dirs(self, slug: str) -> list[Path]:
        """Icon folders in lookup order: the game's own first, then the shared one."""
        return [self.game_dir(slug) / "icons", self.shared_icons]

    def template_dirs(self, slug: str) -> list[Path]:
        """Template folders in lookup order: the game's own first, then the workspace's."""
        return [self.game_dir(slug) / "templates", self.templates]

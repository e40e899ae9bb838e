"""Every icon and picture a game ships is named in its folder's licence file (``icons/LICENSE.md``, ``art/LICENSE.md``).

A file is named by its file name (``lantern.svg``) anywhere in the licence text, by a range of two names
that differ in one number (``face-1.svg ... face-6.svg``), or by a sentence saying "all icons in this folder"
(files, pictures, images): the same text a person reads to find a file's source. Checked: every file of the
game's own ``icons/`` and ``art/`` folders (they are the game, shared as they are), and the shared icons of
``templates/icons/`` that the game prints (the other games answer for the rest).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from pnp.core.findings import Findings, Location
from pnp.model import Game

LICENCE_NAMES = ("LICENSE", "LICENCE", "COPYING")  # any file starting so: LICENSE.md, LICENCE.txt, COPYING
PICTURES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".tif", ".tiff", ".bmp")  # what an image element takes
EVERY_FILE = re.compile(r"\ball (?:the )?(?:files|icons|pictures|images) in this folder\b", re.IGNORECASE)
RANGE = re.compile(r"([\w.-]*?)(\d+)(\.\w+)\s*(?:\.\.\.|…)\s*\1(\d+)\3")


def licence_files(folder: Path) -> list[Path]:
    """The folder's licence files: each file whose name starts with LICENSE, LICENCE or COPYING (any case)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.is_file() and p.name.upper().startswith(LICENCE_NAMES))


def names_file(text: str, name: str) -> bool:
    """Whether the licence ``text`` names the file ``name``: itself, in a range, or as one of "all files"."""
    if EVERY_FILE.search(" ".join(text.split())):
        return True
    if re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-]|\.\w)", text, re.IGNORECASE):
        return True
    for match in RANGE.finditer(text):
        prefix, first, suffix, last = match.groups()
        number = re.fullmatch(rf"{re.escape(prefix)}(\d+){re.escape(suffix)}", name)
        if number and int(first) <= int(number.group(1)) <= int(last):
            return True
    return False


def check_licences(
    game: Game, shared_icons: Path, printed: dict[Path, bool], shared_used: Iterable[Path], findings: Findings
) -> None:
    """``licence-missing`` for each icon or picture its folder's licence file does not name (at that file), and
    once for a folder with none. ``printed``: each file the pieces print, False when every element drawing it
    allows ``licence-missing``; ``shared_used``: the shared icons the game uses. It waits until every source
    reads: the pieces of a game that does not are not all laid out, so what they print and allow is not known."""
    if not game.fully_read:
        return
    meant = {path.resolve() for path, asked in printed.items() if not asked}
    icons = game.root / "icons"
    art = game.root / "art"
    shared = sorted({p.resolve() for p in [*printed, *shared_used] if p.resolve().parent == shared_icons.resolve()})
    folders = [
        (icons, "icon", sorted(icons.glob("*.svg")) if icons.is_dir() else []),
        (art, "picture", sorted(p for p in art.rglob("*") if p.suffix.lower() in PICTURES) if art.is_dir() else []),
        (shared_icons, "icon", shared),
    ]
    for folder, what, files in folders:
        _check_folder(folder, what, [f for f in files if f.resolve() not in meant], findings)


def _check_folder(folder: Path, what: str, files: list[Path], findings: Findings) -> None:
    if not files:
        return
    licences = licence_files(folder)
    if not licences:
        listed = ", ".join(f.name for f in files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        findings.warning(
            "licence-missing",
            Location(folder / "LICENSE.md"),
            f"{what}s without their licence: {folder.name}/ has no LICENSE.md to name them ({listed}); "
            f"write one listing each file with its source and licence (or 'All {what}s in this folder "
            "were drawn for this game and are CC0', if that is true)",
        )
        return
    text = "\n".join(path.read_text(encoding="utf-8", errors="replace") for path in licences)
    named = [(file, _name(file, folder)) for file in files]
    unnamed = [name for file, name in named if not names_file(text, file.name) and not names_file(text, name)]
    if not unnamed:
        return
    where, written = Location(licences[0]), f"{folder.name}/{licences[0].name}"
    if len(unnamed) == 1:
        message = f"{what} '{unnamed[0]}' needs its licence: {written} does not name it; add a line"
    else:  # one licence file's gap, one finding: not a warning at line 1 for each file it leaves out
        listed = f"{', '.join(repr(name) for name in unnamed[:-1])} and {unnamed[-1]!r}"
        message = f"{len(unnamed)} {what}s need their licence: {written} names none of {listed}; add a line for each"
    findings.warning("licence-missing", where, f"{message} with its file name, where it comes from and its licence")


def _name(file: Path, folder: Path) -> str:
    """How the finding names a file: its path in art/ (pictures may sit in subfolders), else its name."""
    return file.relative_to(folder).as_posix() if folder.name == "art" else file.name

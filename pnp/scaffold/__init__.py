"""``pnp new``: a small, complete game to start from, written into the workspace.

A 12-card deck in two suits with an inline icon, its shared back, a rulebook with the
generated component list and icon legend, and two declared checks: it validates with no
finding and builds as it is, so a designer changes a working game instead of starting
from an empty folder. The files are data (``pnp/scaffold/game/``, mirroring the
workspace); ``__SLUG__`` and ``__TITLE__`` in their paths and text are replaced. In another language
(``pnp new --language fr``) the files ``languages/<code>/`` holds are written instead of game/'s English ones,
and the words ``languages.yaml`` gives that language fill the placeholders the shared files carry (the suits'
names on the card template). ``pnp new --with tiles,board`` adds the pieces of ``game/with/<kind>/`` beside the
deck: its entry of game.yaml's components (``component.yaml``, at game.yaml's ``__WITH__`` line), its source and its
templates (``with.yaml`` lists the kinds).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from pnp.core.datafile import load_data
from pnp.core.workspace import Workspace

GAME_FILES = Path(__file__).resolve().parent / "game"
LANGUAGE_FILES = GAME_FILES.with_name("languages")
LANGUAGE_WORDS = load_data(GAME_FILES.with_name("languages.yaml"))  # by language code: placeholder: words
LANGUAGES = tuple(LANGUAGE_WORDS)
WITH = load_data(GAME_FILES.with_name("with.yaml"))
WITH_KINDS: tuple[str, ...] = tuple(WITH["kinds"])
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
REPOSITORY_FONTS = Path(__file__).resolve().parents[2] / "fonts"  # pnp's own fonts/ in a checkout


class ScaffoldError(Exception):
    """Why the game cannot be made; nothing was written."""


def default_title(slug: str) -> str:
    return " ".join(word.capitalize() for word in slug.split("-"))


def chosen_kinds(names: Iterable[str]) -> tuple[str, ...]:
    """The kinds of ``--with`` (each may be comma-separated, ``all`` is every kind) in ``WITH_KINDS``' order."""
    asked = {name.strip() for value in names for name in value.split(",") if name.strip()}
    unknown = sorted(asked - {*WITH_KINDS, "all"})
    if unknown:
        raise ScaffoldError(
            f"'{unknown[0]}' is not a kind pnp new adds: use {', '.join(WITH_KINDS)} or all (comma-separated)"
        )
    return tuple(kind for kind in WITH_KINDS if kind in asked or "all" in asked)


def new_game(
    workspace: Workspace, slug: str, title: str, language: str = "en", kinds: Iterable[str] = ()
) -> list[Path]:
    """Write the new game's folders (and ``fonts/`` when the workspace has none), in ``language`` (its sample
    text, pnp's own words: game.yaml's ``language:``), with the pieces of ``kinds`` (``--with``): all of them or
    none.

    Returns the folders made, in the order written.
    """
    if not SLUG.match(slug):
        raise ScaffoldError(f"'{slug}' is not a game name: use lowercase letters, digits and hyphens (my-game)")
    if not title.strip() or any(ord(char) < 32 for char in title):
        raise ScaffoldError("the title must be one line of text")
    if language not in LANGUAGE_WORDS:
        raise ScaffoldError(f"'{language}' is not a language pnp new writes: use one of {', '.join(LANGUAGES)}")
    chosen = chosen_kinds(kinds)
    parts = [GAME_FILES, *(GAME_FILES / "with" / kind for kind in chosen)]
    folders = {"content": workspace.content / slug, "templates": workspace.templates / slug}
    for target in folders.values():
        if target.exists():
            raise ScaffoldError(f"{target} already exists; pnp new never replaces files (choose another name)")
    fonts = _fonts_to_copy(workspace)
    words = {
        "__WITH__\n": "".join(_text(part / "component.yaml", language) for part in parts[1:]),
        **LANGUAGE_WORDS[language],
        "__SUBTITLE__": _subtitle(chosen, language),
        "__TITLE_YAML__": json.dumps(title, ensure_ascii=False),  # a quoted YAML scalar
        "__TITLE__": title,
        "__SLUG__": slug,
    }
    staged: list[tuple[Path, Path]] = []
    try:
        for folder, target in folders.items():
            sources = [part / folder / "__SLUG__" for part in parts]
            fill = partial(_fill, sources, words=words, language=language)
            staged.append((_staged(target, fill), target))
        if fonts is not None:
            staged.append((_staged(workspace.fonts, lambda into: shutil.copytree(fonts, into)), workspace.fonts))
        return _moved_into_place(staged)
    finally:
        for temporary, _ in staged:
            shutil.rmtree(temporary, ignore_errors=True)


def _subtitle(kinds: tuple[str, ...], language: str) -> str:
    """game.yaml's subtitle: "A card game", or with the ``kinds`` chosen ("A card game with land tiles and a score
    board"), in ``language``."""
    words = WITH["subtitle"][language]
    named = [words[kind] for kind in kinds]
    if not named:
        return words["deck"]
    listed = f"{', '.join(named[:-1])} {words['and']} {named[-1]}" if len(named) > 1 else named[0]
    return f"{words['deck']} {words['with']} {listed}"


def _fonts_to_copy(workspace: Workspace) -> Path | None:
    """pnp's own fonts when the workspace has no ``fonts/`` yet; None when it has its fonts."""
    if (workspace.fonts / "fonts.yaml").is_file():
        return None
    if workspace.fonts.exists():
        raise ScaffoldError(f"{workspace.fonts} has no fonts.yaml; add one (see the README's Fonts and icons)")
    if not (REPOSITORY_FONTS / "fonts.yaml").is_file():
        raise ScaffoldError(
            f"the workspace has no fonts/ folder; copy the fonts/ folder of pnp's repository into {workspace.root}"
        )
    return REPOSITORY_FONTS


def _staged(target: Path, write: Callable[[Path], object]) -> Path:
    """A temporary folder beside ``target`` that ``write`` fills (renamed into place only when all are ready)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.parent / f".{target.name}.pnp-new-{os.getpid()}"
    shutil.rmtree(temporary, ignore_errors=True)
    try:
        write(temporary)
    except BaseException:  # a full disk, an interrupt: no half-written folder stays behind
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    return temporary


def _fill(sources: list[Path], into: Path, words: dict[str, str], language: str) -> None:
    """The game files under each of ``sources`` copied into ``into``, each in ``language`` where languages/ has
    it written so, with ``words`` replacing their placeholders (in that order)."""
    for source in sources:
        for path in sorted(source.rglob("*")):
            target = into / path.relative_to(source)
            if path.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            text = _text(path, language)
            for placeholder, replacement in words.items():
                text = text.replace(placeholder, replacement)
            target.write_text(text, encoding="utf-8")


def _text(path: Path, language: str) -> str:
    """A file of ``GAME_FILES`` as ``language`` has it written (languages/<code>/ mirrors game/), else as it is."""
    written = LANGUAGE_FILES / language / path.relative_to(GAME_FILES)
    return (written if written.is_file() else path).read_text(encoding="utf-8")


def _moved_into_place(staged: list[tuple[Path, Path]]) -> list[Path]:
    """Each staged folder renamed to its target; on a failure the ones already moved are taken back."""
    moved: list[tuple[Path, Path]] = []
    try:
        for temporary, target in staged:
            temporary.rename(target)
            moved.append((temporary, target))
    except OSError:
        for temporary, target in reversed(moved):
            target.rename(temporary)
        raise
    return [target for _, target in moved]

"""Results of earlier runs, reused while nothing they were made from has changed.

What ``pnp validate``, ``pnp build`` and ``pnp list`` make of a game depends only on the
game's own folder, the workspace's ``templates/`` and ``fonts/``, the files of ``content/``
its manifest names from outside its folder, the command's options, and pnp itself (its
code, its data and the libraries it draws with). A result is stored with a digest of the
contents of all of them and reused only while that digest is the same, so an edit to one
game makes the next run redo that game alone.

Results live in the user's cache folder (:mod:`pnp.core.usercache`), never in the
workspace: they are pickles, and a workspace shared with you must not be able to plant one.
"""

from __future__ import annotations

import hashlib
import json
import pickle
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pnp.core.usercache import (
    KnownDigests,
    cache_folder,
    digest_of,
    engine_digest,
    keep,
    read_kept,
    tree_digest,
)
from pnp.core.workspace import Workspace

FORMAT = 1  # raise when what is stored changes shape


class ResultCache:
    """One command's stored results for the games of one workspace.

    ``options`` are everything besides the files that changes the result (papers, flags,
    the output folder); two runs share a result only when their options are equal.
    """

    def __init__(self, workspace: Workspace, command: str, options: tuple[Any, ...], enabled: bool = True):
        self.workspace = workspace
        self.enabled = enabled
        self.folder = _workspace_folder(workspace)
        self.key = digest_of([repr((FORMAT, command, options)).encode(), engine_digest()])
        self.command = command
        self._shared: bytes | None = None  # templates/ and fonts/: the same for every game of one run
        self._digests = KnownDigests(self.folder / "digests.json")
        self._before: dict[str, bytes] = {}  # each game's folders when its result was asked for

    def get(self, slug: str) -> Any | None:
        """The stored result for ``slug`` when nothing it was made from has changed; else None.

        Call it before making the result: what the game's files are now is what ``put`` stores.
        """
        if not self.enabled:
            return None
        self._before[slug] = self._folders(slug)
        try:
            key, sources, fingerprint, result = pickle.loads(read_kept(self._entry(slug)) or b"")
        except Exception:  # missing, truncated, from another pnp: a miss
            return None
        if key != self.key or fingerprint != self._fingerprint(self._before[slug], sources):
            return None
        return result

    def put(self, slug: str, result: Any, sources: Iterable[Path] = ()) -> None:
        """Store ``result``, made after ``get(slug)``; ``sources``: the files of content/ it read.

        It is stored under the digest taken by ``get``, before the result was made: a file
        saved during the run makes the next run miss rather than reuse a result of either version.
        """
        if not self.enabled or slug not in self._before:
            return
        own = self.workspace.game_dir(slug).resolve()
        outside = sorted({str(path.resolve()) for path in sources})
        outside = [name for name in outside if not Path(name).is_relative_to(own)]
        entry = (self.key, outside, self._fingerprint(self._before[slug], outside), result)
        try:
            data = pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # a result that cannot be pickled: not kept
            return
        keep(self._entry(slug), data)

    def longest_first(self, slugs: list[str]) -> list[str]:
        """``slugs`` in the order to start them on several cores: longest last time first (the
        others keep their order), so no long game starts last. Only the work's order changes."""
        seconds = self._durations()
        return sorted(slugs, key=lambda slug: -seconds.get(slug, 0.0))

    def took(self, seconds: dict[str, float]) -> None:
        """Remember how long each game took (also with --no-cache: it orders work, it is no result)."""
        if seconds:
            durations = {**self._durations(), **{slug: round(value, 3) for slug, value in seconds.items()}}
            keep(self._durations_file(), json.dumps(durations, sort_keys=True).encode())

    def _durations(self) -> dict[str, float]:
        try:
            durations = json.loads(read_kept(self._durations_file()) or b"{}")
        except ValueError:
            return {}
        if not isinstance(durations, dict):
            return {}
        return {str(k): float(v) for k, v in durations.items() if isinstance(v, (int, float))}

    def _durations_file(self) -> Path:
        return self.folder / f"{self.command}-seconds.json"

    def _folders(self, slug: str) -> bytes:
        """The digest of the game's folder, templates/ and fonts/ (those two once a run)."""
        known = self._digests.digest
        if self._shared is None:
            shared = (self.workspace.templates, self.workspace.fonts)
            self._shared = digest_of([tree_digest(folder, known) for folder in shared])
        folders = digest_of([self._shared, tree_digest(self.workspace.game_dir(slug), known)])
        self._digests.save()
        return folders

    def _fingerprint(self, folders: bytes, sources: Iterable[str]) -> bytes:
        named = [name.encode("utf-8", "surrogateescape") + b"\0" + self._digests.digest(name) for name in sources]
        return digest_of([folders, *named])

    def _entry(self, slug: str) -> Path:
        return self.folder / f"{self.command}-{slug}-{self.key.hex()[:16]}.pickle"


class KeptFaces:
    """The faces of a game's last run that found nothing (:mod:`pnp.layout.kept`), with the generators' drawings
    they share, kept while what drawing reads (``templates/``, ``fonts/``, icons, art, pnp itself) is the same.
    Each face is stored under the key of everything else it reads, so it is only found while that is the same."""

    def __init__(self, workspace: Workspace, slug: str):
        self.path = _workspace_folder(workspace) / "faces" / f"{slug}.pickle"
        self.drawing = drawing_inputs(workspace, slug)
        self._known = KnownDigests(_workspace_folder(workspace) / "digests.json")

    def read(self) -> tuple[dict[bytes, Any], dict[Any, Any], set[bytes]]:
        """The kept faces by key, the drawings they share, and the digests of what was around each component's
        faces (pnp.kinds.common.face_keys); nothing when pnp or what drawing reads changed."""
        try:
            form, drawing, faces, generated, around = pickle.loads(read_kept(self.path) or b"")
        except Exception:  # missing, truncated, from another pnp: nothing kept
            return {}, {}, set()
        if form != FORMAT or drawing != self.drawing:
            return {}, {}, set()
        return faces, generated, around

    def content(self, root: Path, skipped: frozenset[str], outside: Iterable[Path]) -> bytes:
        """The digest of the game's folder but the files ``skipped`` (by their path in it), and of the files
        ``outside`` it that the game reads."""
        named = [
            str(path).encode("utf-8", "surrogateescape") + b"\0" + self._known.digest(str(path)) for path in outside
        ]
        digest = digest_of([tree_digest(root, self._known.digest, skipped), *sorted(named)])
        self._known.save()
        return digest

    def write(self, faces: dict[bytes, Any], generated: dict[Any, Any], around: set[bytes]) -> None:
        """Keep ``faces`` and ``generated`` in one pickle: a drawing the faces share stays one object, as it was."""
        try:
            entry = (FORMAT, self.drawing, faces, generated, around)
            data = pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # a face that cannot be pickled: nothing kept
            return
        keep(self.path, data)


def drawing_inputs(workspace: Workspace, slug: str) -> bytes:
    """The digest of what laying out and drawing a game read besides its content: pnp, ``fonts/``, its
    templates and icons, and its art."""
    known = KnownDigests(_workspace_folder(workspace) / "digests.json")
    templates = workspace.template_dirs(slug)  # the workspace's own among them, with the shared icons
    icons = [folder for folder in workspace.icon_dirs(slug) if not folder.is_relative_to(workspace.templates)]
    read = [workspace.fonts, *templates, *icons, workspace.game_dir(slug) / "art"]
    digest = digest_of([engine_digest(), *(tree_digest(folder, known.digest) for folder in read)])
    known.save()
    return digest


class DrawnFiles:
    """Files drawn by earlier builds of one game, reused while what they are drawn from is the same.

    An edit changes few of a game's files: new wording in the rules changes its rulebooks, not
    its card sheets. Each output names what its drawing reads besides files (``Output.inputs``:
    laid-out faces and page plan, or the typeset book); a file is reused while those, the files
    drawing reads (``templates/``, ``fonts/``, the game's icons and art) and pnp itself are what
    they were when it was drawn. One file is kept per output name: the cache holds at most one
    build's files of a game.
    """

    def __init__(self, workspace: Workspace, slug: str):
        self.folder = _workspace_folder(workspace) / "drawn" / slug
        self._files = drawing_inputs(workspace, slug)

    def key(self, name: str, drawn_from: bytes | None) -> bytes | None:
        """The digest of what file ``name`` is drawn from (``Output.drawn_from``); None when that cannot be told."""
        if drawn_from is None:
            return None
        return digest_of([FORMAT.to_bytes(2, "little"), self._files, name.encode(), drawn_from])

    def get(self, name: str, key: bytes | None) -> bytes | None:
        kept = read_kept(self.folder / name) if key else None
        return kept[len(key) :] if kept and key and kept.startswith(key) else None

    def keep(self, name: str, key: bytes | None, data: bytes) -> None:
        if key:
            keep(self.folder / name, key + data)


def _workspace_folder(workspace: Workspace) -> Path:
    root = str(workspace.root).encode("utf-8", "surrogateescape")
    return cache_folder() / hashlib.blake2b(root, digest_size=12).hexdigest()

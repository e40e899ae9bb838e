"""A game's files written all or none: each to a temporary file beside its target, renamed when all succeed.

A build that fails, or is interrupted, leaves every earlier file as it was and no
temporary file behind; a build killed outright leaves its temporaries, which the next
build in that folder removes (they carry the dead process's id).

A set given a ``scope`` keeps a record of the files it wrote (:data:`RECORD`, beside them): each
file's name, what it needed of the build's options (its paper, ``booklet``, ``ink-saver``) and its
size and time as written. A later set in that folder removes a recorded file it did not write
when its own scope would have written it (the file is no longer made, not merely left out of a
build for one paper) and the file is still as it was written. A file the record does not
name is never touched.
"""

from __future__ import annotations

import errno
import json
import os
import re
import tempfile
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

PART = re.compile(r"^\..+\.(?P<pid>\d+)\.[^.]+\.part$")
RECORD = ".pnp-written.json"  # what a build with a scope wrote into its folder


class OutputSet:
    """Files replaced all or none. ``owned``: the folder is the set's alone (an export's), so files an
    earlier run wrote and this one did not (a card since removed) are removed when it commits.
    ``scope``: the build options this set writes for (papers, ``booklet``, ``ink-saver``), for a
    folder shared with other files (a game's): only the files its record names are removed."""

    def __init__(self, folder: Path, owned: bool = False, scope: frozenset[str] | None = None):
        self.folder = folder
        self.owned = owned
        self.scope = scope
        self.pid = os.getpid()  # in temporary names: workers drawing into them are this process's
        self._pending: list[tuple[Path, Path]] = []  # (temporary, final)
        self._needs: dict[str, frozenset[str]] = {}  # each file's options, for the record
        self._made: list[Path] = []  # folders this set created, removed again when it aborts
        self.written: list[Path] = []  # when committed
        self.removed: list[Path] = []  # files of earlier sets it removed as no longer made
        self.unrecorded: list[Path] = []  # files beside its own in a folder it found no record in

    def __enter__(self) -> OutputSet:
        self._make(self.folder)
        remove_stale_parts(self.folder)
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if kind is None:
            self.commit()
        else:
            self.abort()

    def open(self, name: str) -> BinaryIO:
        """A temporary file, open for writing, that becomes ``name`` in the folder when the set commits."""
        return self.reserve(name).open("wb")

    def reserve(self, name: str, needs: frozenset[str] = frozenset()) -> Path:
        """The (empty) temporary file that becomes ``name`` in the folder when the set commits;
        ``needs``: the build options that make it (its paper, ``booklet``, ``ink-saver``).

        A target that cannot be replaced by a file (a folder of that name) fails here, before
        anything is drawn, so that the set never commits half its files.
        """
        target = self.folder / name
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder stands where the file goes", str(target))
        self._make(target.parent)
        handle, temp = tempfile.mkstemp(prefix=f".{target.name}.{self.pid}.", suffix=".part", dir=target.parent)
        os.close(handle)
        self._pending.append((Path(temp), self.folder / name))
        self._needs[name] = needs
        return Path(temp)

    def commit(self) -> list[Path]:
        for temp, _ in self._pending:
            os.chmod(temp, 0o644)
            with temp.open("rb") as handle:
                os.fsync(handle.fileno())
        for temp, final in self._pending:
            os.replace(temp, final)
        written = self.written = [final for _, final in self._pending]
        if self.scope is not None:
            self._record(written)
        if self.owned:
            _remove_others(self.folder, set(written))
            if not written:  # an export with nothing to write (a tuck box for a game without decks)
                self._prune(self.folder)
        self._pending = []
        return written

    def abort(self) -> None:
        """Remove every temporary file of this set, also one an interrupt caught as it was made."""
        for temp, _ in self._pending:
            temp.unlink(missing_ok=True)
        for path in self.folder.rglob(f".*.{self.pid}.*.part"):
            path.unlink(missing_ok=True)
        self._pending = []
        self._prune()  # a refused set leaves no empty folder behind

    def _record(self, written: list[Path]) -> None:
        """Remove the recorded files this set's scope no longer makes, then record what it wrote (last,
        so that a build killed in between leaves the files it did not remove in the record)."""
        assert self.scope is not None
        record = self.folder / RECORD
        earlier = _read_record(record)
        names = {path.name for path in written}
        if not record.exists():  # a folder built before pnp kept records: what it holds may be old files of pnp's
            others = (path for path in self.folder.iterdir() if path.is_file() and not path.name.startswith("."))
            self.unrecorded = sorted(path for path in others if path.name not in names)
        kept = {}
        for name, entry in earlier.items():
            path = self.folder / name
            if name in names or not path.is_file() or path.is_symlink():
                continue
            if not set(entry["needs"]) <= self.scope:
                kept[name] = entry  # made by a build for other options (another paper): not this one's to judge
            elif _stamp(path) == entry["stamp"]:
                path.unlink()
                self.removed.append(path)
        kept |= {path.name: {"needs": sorted(self._needs[path.name]), "stamp": _stamp(path)} for path in written}
        handle, temp = tempfile.mkstemp(prefix=f".{RECORD}.{self.pid}.", suffix=".part", dir=self.folder)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump({"files": dict(sorted(kept.items()))}, out, indent=1)
        os.replace(temp, record)

    def _prune(self, *also: Path) -> None:
        """Remove the folders this set made, and ``also``, where they are empty."""
        for folder in sorted({*self._made, *also}, key=lambda path: len(path.parts), reverse=True):
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()

    def _make(self, folder: Path) -> None:
        missing = [path for path in (folder, *folder.parents) if not path.exists()]
        folder.mkdir(parents=True, exist_ok=True)
        self._made += missing

    @property
    def targets(self) -> list[Path]:
        return [final for _, final in self._pending]


def _remove_others(folder: Path, kept: set[Path]) -> None:
    for path in sorted(folder.rglob("*"), reverse=True):  # files before the folders that hold them
        if path.is_file() and path not in kept and not PART.match(path.name):
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def _read_record(record: Path) -> dict[str, dict]:
    """The files an earlier set recorded, by name; those it cannot name safely (a path, not a file
    name of this folder) or an unreadable record: none."""
    try:
        files = json.loads(record.read_text(encoding="utf-8"))["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(files, dict):
        return {}
    return {
        name: entry
        for name, entry in files.items()
        if isinstance(name, str)
        and Path(name).name == name
        and not name.startswith(".")
        and isinstance(entry, dict)
        and isinstance(entry.get("needs"), list)
        and isinstance(entry.get("stamp"), list)
    }


def _stamp(path: Path) -> list[int]:
    """A file's size and modification time: changed when anyone but pnp wrote it since."""
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


def remove_stale_parts(folder: Path) -> None:
    """Temporary files of builds whose process no longer runs."""
    for path in folder.rglob(".*.part"):
        match = PART.match(path.name)
        if match and not _alive(int(match["pid"])):
            path.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True

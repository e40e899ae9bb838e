"""A game's files written all or none: each to a temporary file beside its target, renamed when all succeed.

A build that fails, or is interrupted, leaves every earlier file as it was and no
temporary file behind; a build killed outright leaves its temporaries, which the next
build in that folder removes (they carry the dead process's id).
"""

from __future__ import annotations

import errno
import os
import re
import tempfile
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

PART = re.compile(r"^\..+\.(?P<pid>\d+)\.[^.]+\.part$")


class OutputSet:
    """Files replaced all or none. ``owned``: the folder is the set's alone (an export's), so files an
    earlier run wrote and this one did not (a card since removed) are removed when it commits."""

    def __init__(self, folder: Path, owned: bool = False):
        self.folder = folder
        self.owned = owned
        self.pid = os.getpid()  # in temporary names: workers drawing into them are this process's
        self._pending: list[tuple[Path, Path]] = []  # (temporary, final)
        self._made: list[Path] = []  # folders this set created, removed again when it aborts

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

    def reserve(self, name: str) -> Path:
        """The (empty) temporary file that becomes ``name`` in the folder when the set commits.

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
        return Path(temp)

    def commit(self) -> list[Path]:
        for temp, _ in self._pending:
            os.chmod(temp, 0o644)
            with temp.open("rb") as handle:
                os.fsync(handle.fileno())
        for temp, final in self._pending:
            os.replace(temp, final)
        written = [final for _, final in self._pending]
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

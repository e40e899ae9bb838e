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
    def __init__(self, folder: Path):
        self.folder = folder
        self._pending: list[tuple[Path, Path]] = []  # (temporary, final)

    def __enter__(self) -> OutputSet:
        self.folder.mkdir(parents=True, exist_ok=True)
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
        """A temporary file that becomes ``name`` in the folder when the set commits.

        A target that cannot be replaced by a file (a folder of that name) fails here, before
        anything is drawn, so that the set never commits half its files.
        """
        target = self.folder / name
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder stands where the file goes", str(target))
        handle, temp = tempfile.mkstemp(prefix=f".{name}.{os.getpid()}.", suffix=".part", dir=self.folder)
        self._pending.append((Path(temp), self.folder / name))
        return os.fdopen(handle, "wb")

    def commit(self) -> list[Path]:
        for temp, _ in self._pending:
            os.chmod(temp, 0o644)
            with temp.open("rb") as handle:
                os.fsync(handle.fileno())
        for temp, final in self._pending:
            os.replace(temp, final)
        written = [final for _, final in self._pending]
        self._pending = []
        return written

    def abort(self) -> None:
        for temp, _ in self._pending:
            temp.unlink(missing_ok=True)
        self._pending = []

    @property
    def targets(self) -> list[Path]:
        return [final for _, final in self._pending]


def remove_stale_parts(folder: Path) -> None:
    """Temporary files of builds whose process no longer runs."""
    for path in folder.glob(".*.part"):
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

"""pnp's folder in the user's cache: results of earlier runs (pnp.cache) and compiled expressions.

It is ``$PNP_CACHE_DIR``, else ``$XDG_CACHE_HOME/pnp``, else ``~/.cache/pnp``, and never inside
a workspace: what is kept there is loaded as code or pickles, so a workspace shared with you
must not be able to bring any. Nothing here may fail a run: a file that cannot be read is
a miss, one that cannot be written is not kept.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def cache_folder() -> Path:
    if os.environ.get("PNP_CACHE_DIR"):
        return Path(os.environ["PNP_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "pnp"


def read_kept(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def keep(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all (a reader never sees half a file)."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.part")  # this process's own: no other writes it
    try:
        try:
            temp.write_bytes(data)
        except FileNotFoundError:  # the first file of its folder
            path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            temp.write_bytes(data)
        os.replace(temp, path)
    except OSError:  # a read-only or full cache folder: the run goes on without keeping it
        with contextlib.suppress(OSError):
            temp.unlink()

"""pnp's folder in the user's cache: results of earlier runs (pnp.cache), compiled code and converted files.

It is ``$PNP_CACHE_DIR``, else ``$XDG_CACHE_HOME/pnp``, else ``~/.cache/pnp``, and never inside
a workspace: what is kept there is loaded as code or pickles, so a workspace shared with you
must not be able to bring any. Nothing here may fail a run: a file that cannot be read is
a miss, one that cannot be written is not kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import marshal
import os
import re
import sys
import time
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from types import CodeType
from typing import Any

PACKAGE = Path(__file__).resolve().parent.parent  # pnp itself


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


class KeptStore:
    """Values made from sources and kept like .pyc files: code compiled from Jinja or schemas, the
    names template values read, and what svglib and reportlab made of icons, paths and fonts.

    A value is found under a digest of its kind and source, in a folder whose name carries
    everything else it depends on (the Python and library versions). Keep only what was made
    from sources that passed their checks: what is found here is used unchecked.
    """

    def __init__(self, folder_name: str, value_type: type = CodeType, keep: bool = True):
        self.folder_name = folder_name
        self.value_type = value_type
        self.keep = keep  # False: nothing is kept or found (what it depends on cannot be told)

    @classmethod
    def of_packages(cls, name: str, packages: tuple[str, ...], value_type: type) -> KeptStore:
        """A store of what these installed packages made: its folder is named for their versions,
        and where a version cannot be told, nothing is kept."""
        versions = [installed_version(package) for package in packages]
        return cls(f"{name}-{'-'.join(versions)}-1", value_type, keep=all(versions))

    @property
    def folder(self) -> Path:
        """Named also for pnp's own code: what one version of pnp made is never found by another."""
        return cache_folder() / f"{self.folder_name}-{engine_digest().hex()[:16]}"

    def get(self, kind: str, source: str) -> Any:
        if not self.keep:
            return None
        folder, name = self.folder, _kept_name(kind, source)
        data = read_kept(folder / name) if name in _kept_names(folder) else None
        try:
            value = marshal.loads(data) if data else None
        except (ValueError, EOFError, TypeError):  # a damaged file: made again
            return None
        return value if isinstance(value, self.value_type) else None

    def put(self, kind: str, source: str, value: Any) -> Any:
        if not self.keep:
            return value
        folder, name = self.folder, _kept_name(kind, source)
        keep(folder / name, marshal.dumps(value))
        _kept_names(folder).add(name)
        return value


def _kept_name(kind: str, source: str) -> str:
    return hashlib.blake2b(f"{kind}\0{source}".encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


@lru_cache(maxsize=8)
def _kept_names(folder: Path) -> set[str]:
    """The codes kept in ``folder``, listed once: a source never compiled costs no failed open."""
    try:
        return set(os.listdir(folder))
    except OSError:
        return set()


@lru_cache(maxsize=1)
def installed_distributions() -> tuple[str, ...]:
    """The names of the installed packages' metadata folders (``reportlab-4.4.4.dist-info``, or
    ``.egg-info``): which versions are installed, told without importing anything."""
    installed = []
    for folder in sys.path:
        try:
            installed += [entry.name for entry in os.scandir(folder or ".") if entry.name.endswith(_METADATA)]
        except OSError:  # a zip file or a folder that is gone
            continue
    return tuple(sorted(installed))


_METADATA = (".dist-info", ".egg-info")


def installed_version(package: str) -> str:
    """``package``'s installed version ("4.4.4"), or "" when it cannot be told."""
    pattern = re.compile(rf"{re.escape(package)}-([0-9][^-]*?)(?:-py[0-9.]+)?\.(?:dist|egg)-info", re.IGNORECASE)
    return next((match.group(1) for name in installed_distributions() if (match := pattern.fullmatch(name))), "")


def digest_of(parts: Iterable[bytes]) -> bytes:
    """One digest of ``parts``, each length-prefixed (``ab``, ``c`` is not ``a``, ``bc``)."""
    digest = hashlib.blake2b(digest_size=20)
    for part in parts:
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return digest.digest()


def file_digest(path: str | os.PathLike) -> bytes:
    try:
        with open(path, "rb") as file:
            return hashlib.blake2b(file.read(), digest_size=20).digest()
    except OSError:
        return b"missing"


def tree_digest(
    folder: Path, digest: Callable[[str], bytes] = file_digest, skip: frozenset[str] = frozenset()
) -> bytes:
    """Every file below ``folder`` (links followed, each folder once): names and contents; but for the files
    named in ``skip`` (by their path in ``folder``, with ``/``).

    Walked with plain strings: pathlib's objects cost more than the stat of a file whose digest is known."""
    parts: list[bytes] = []
    seen: set[tuple[int, int]] = set()
    pending = [(os.fspath(folder), "")]
    while pending:
        current, prefix = pending.pop()
        try:
            info = os.stat(current)
            entries = sorted(os.scandir(current), key=lambda entry: entry.name)
        except OSError:
            continue
        if (info.st_dev, info.st_ino) in seen:  # a link back up the tree
            continue
        seen.add((info.st_dev, info.st_ino))
        for entry in entries:
            if entry.name == "__pycache__":
                continue
            name = prefix + entry.name
            if entry.is_dir():
                pending.append((entry.path, name + "/"))
            elif name not in skip:
                parts.append(name.encode("utf-8", "surrogateescape") + b"\0" + digest(entry.path))
    return digest_of(sorted(parts))


@lru_cache(maxsize=1)
def engine_digest() -> bytes:
    """pnp's code and data, the Python running it, and which versions of which packages are installed.

    Its files' digests are kept as the workspace's are (:class:`KnownDigests`): read whole, pnp's 3 MB of
    code took longer to hash than a small game takes to load."""
    known = KnownDigests(cache_folder() / "engine-digests.json")
    code = tree_digest(PACKAGE, known.digest)
    known.save()
    return digest_of([sys.version.encode(), "\n".join(installed_distributions()).encode(), code])


class KnownDigests:
    """The digests of files hashed before, kept with each file's size, times and inode, and reused
    while those are the same (as git's index does), so a large art folder is not read every run.

    The change time is among them, and no program can set it back. A file written in the last
    RACY_SECONDS is hashed again next time: two writes within one tick of the file system's
    clock could leave even its times as they were.
    """

    RACY_SECONDS = 2

    def __init__(self, path: Path):
        self.path = path
        self.known: dict[str, list[str]] | None = None  # file -> [stat key, digest in hex]
        self.dirty = False

    def digest(self, file: str | os.PathLike) -> bytes:
        name = os.fspath(file)
        try:
            info = os.stat(name)
        except OSError:
            return b"missing"
        key = f"{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}:{info.st_ino}:{info.st_dev}"
        known = self._known()
        entry = known.get(name)
        if entry is not None and entry[0] == key:
            return bytes.fromhex(entry[1])
        value = file_digest(name)
        if time.time_ns() - max(info.st_mtime_ns, info.st_ctime_ns) > self.RACY_SECONDS * 10**9:
            known[name] = [key, value.hex()]
            self.dirty = True
        return value

    def save(self) -> None:
        if self.dirty and self.known is not None:
            keep(self.path, json.dumps(self.known, sort_keys=True).encode())
            self.dirty = False

    def _known(self) -> dict[str, list[str]]:
        if self.known is None:
            try:
                loaded = json.loads(read_kept(self.path) or b"{}")
            except ValueError:
                loaded = {}
            valid = isinstance(loaded, dict)
            self.known = {k: v for k, v in loaded.items() if isinstance(v, list) and len(v) == 2} if valid else {}
        return self.known

"""`pnp diff`: the pieces whose printed text changed since a git revision, and a proof of each.

The old sources come from ``git archive`` of the revision; both versions are laid out by the
same engine, their texts compared, and each changed piece drawn before and after on a page.
"""

from __future__ import annotations

import io
import os
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from pnp import pipeline
from pnp.core.geometry import MM
from pnp.core.papers import paper
from pnp.core.workspace import Workspace
from pnp.draw.canvas import new_canvas
from pnp.draw.painter import Painter
from pnp.layout.face import Face, TextItem, flattened, icon_names
from pnp.load.fonts import FontBook
from pnp.load.icons import IconLibrary

LABEL_SIZE = 9  # pt


class DiffError(Exception):
    """The revision cannot be read (no git, not a repository, an unknown revision)."""


@dataclass(frozen=True)
class Change:
    component: str
    entry: str
    what: str  # "changed" | "added" | "removed"
    before: Face | None
    after: Face | None


def printed_text(face: Face) -> str:
    """The words a face prints, in drawing order."""
    return " ".join(item.text for item, _ in flattened(face.items) if isinstance(item, TextItem))


def changes(
    workspace: Workspace, slug: str, fonts: FontBook, since: str
) -> tuple[list[Change], IconLibrary, IconLibrary]:
    """Every piece of ``slug`` whose printed text differs from revision ``since``; and both versions' icons."""
    with tempfile.TemporaryDirectory(prefix="pnp-diff-") as folder:
        old_root = Path(folder)
        _export(workspace.root, since, old_root)
        (old_root / "fonts").symlink_to(workspace.fonts.resolve(), target_is_directory=True)
        before, old_icons = pipeline.fronts(Workspace(old_root), slug, fonts)
        for name in _icon_names(before.values()):
            old_icons.find(name)  # read now, while the old files exist
    after, icons = pipeline.fronts(workspace, slug, fonts)
    found = []
    for key in dict.fromkeys([*after, *before]):
        old, new = before.get(key), after.get(key)
        if old is None or new is None:
            found.append(Change(*key, "added" if old is None else "removed", old, new))
        elif printed_text(old) != printed_text(new):
            found.append(Change(*key, "changed", old, new))
    return found, old_icons, icons


def write_proof(
    found: list[Change], target: Path, title: str, since: str, icons: tuple[IconLibrary, IconLibrary], font: str
) -> None:
    """One landscape A4 page per change: before on the left, after on the right, each at full size if it fits."""
    old, new = icons
    sheet = paper("a4").turned()
    data = io.BytesIO()
    canvas = new_canvas(data, sheet.w, sheet.h, font, f"{title}: changes since {since}", "proof", title)
    half = sheet.w / 2
    for change in found:
        canvas.setFont(font, LABEL_SIZE)
        canvas.setFillGray(0)
        canvas.drawString(15 * MM, (sheet.h - 12) * MM, f"{change.component}/{change.entry}: {change.what}")
        for face, icons, left, label in (
            (change.before, old, 0.0, f"before ({since})"),
            (change.after, new, half, "now"),
        ):
            canvas.drawCentredString((left + half / 2) * MM, 14 * MM, label if face else f"{label}: none")
            if face is not None:
                _draw(canvas, face, icons, left + 10, 22, half - 20, sheet.h - 42)
        canvas.showPage()
    canvas.save()
    part = target.with_name(target.name + ".part")
    target.parent.mkdir(parents=True, exist_ok=True)
    part.write_bytes(data.getvalue())
    part.replace(target)


def _draw(canvas: Canvas, face: Face, icons: IconLibrary, x: float, y: float, w: float, h: float) -> None:
    fw, fh = face.size
    scale = min(1.0, w / fw, h / fh)
    left, top = x + (w - fw * scale) / 2, y + (h + fh * scale) / 2
    canvas.saveState()
    canvas.translate(left * MM, top * MM)
    canvas.scale(MM * scale, -MM * scale)
    Painter(canvas, icons.find).paint_trimmed(face, scale)
    canvas.restoreState()


def _icon_names(faces) -> set[str]:
    return {name for face in faces for name in icon_names(face)}


def _export(repository: Path, revision: str, into: Path) -> None:
    """The content and templates of ``revision`` (``git archive``), unpacked into ``into``."""
    try:
        archive = subprocess.run(
            ["git", "-C", str(repository), "archive", "--format=tar", revision, "--", "content", "templates"],
            capture_output=True,
            check=True,
        ).stdout
    except FileNotFoundError as exc:
        raise DiffError("git is not installed; pnp diff reads the earlier version from git") from exc
    except subprocess.CalledProcessError as exc:
        message = exc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise DiffError(f"cannot read revision '{revision}': {message[-1] if message else 'git failed'}") from exc
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:  # Python before 3.11.4 (Debian 12's 3.11.2): the same refusals, by hand
            tar.extractall(into, members=[_plain(member) for member in tar.getmembers()])


def _plain(member: tarfile.TarInfo) -> tarfile.TarInfo:
    """A member that stays inside the folder it is extracted to: a file, a folder, or a link to one
    of them; no absolute path and no '..' out of it (what ``filter="data"`` refuses)."""
    names = [member.name]
    if member.issym():
        names.append(os.path.join(os.path.dirname(member.name), member.linkname))
    elif member.islnk():
        names.append(member.linkname)
    plain_kind = member.isfile() or member.isdir() or member.issym() or member.islnk()  # no device, no pipe
    leads_out = any(os.path.isabs(name) or os.path.normpath(name).split(os.sep)[0] == ".." for name in names)
    if not plain_kind or leads_out:
        raise DiffError(f"the revision's archive holds '{member.name}', which pnp does not extract")
    return member

"""PDF files: a deterministic canvas with embedded fonts only, written atomically."""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from reportlab import rl_config

from pnp.icons import IconCanvas, IconLibrary

rl_config.useA85 = 0  # binary streams: smaller files


def new_canvas(
    buffer: io.BytesIO,
    page_size: tuple[float, float],
    font: str,
    icons: IconLibrary,
    title: str,
    subject: str,
    author: str,
) -> IconCanvas:
    """A canvas whose output depends on nothing but its input (invariant mode)."""
    canvas = IconCanvas(
        buffer, pagesize=page_size, invariant=1, initialFontName=font, initialFontSize=8, pageCompression=1
    )
    canvas.icons = icons
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setAuthor(author)
    canvas.setCreator("pnp")
    canvas.setViewerPreference("PrintScaling", "None")
    return canvas


def write_atomically(path: Path, produce: Callable[[], bytes]) -> None:
    """Write the bytes ``produce`` returns; on any failure the old file stays as it was."""
    data = produce()
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        os.chmod(temp_name, 0o644)
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise

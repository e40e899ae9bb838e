"""Exports' pixels as PNG bytes (the pages themselves are made by :mod:`pnp.draw.raster`)."""

from __future__ import annotations

import io

from PIL import Image

from pnp.core.profiles import Profile
from pnp.core.whole_pixels import part_pixels
from pnp.export import ExportError


def png(image: Image.Image, dpi: int) -> bytes:
    """PNG bytes that carry their resolution (shops read it) and nothing that varies run to run."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", dpi=(dpi, dpi), optimize=False, compress_level=6)
    return buffer.getvalue()


def check_whole_pixels(pieces: list[tuple[tuple[float, float], str]], profile: Profile) -> None:
    """For a profile that takes whole pixels only: refuse the pieces (each its size with bleed in mm, and what it
    is) that are not a whole number of pixels at the profile's dpi (:func:`part_pixels`)."""
    refused = part_pixels(pieces, profile)
    if refused is not None:
        raise ExportError(refused[0])

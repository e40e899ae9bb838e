"""Faces kept from a game's last run that found nothing, reused while everything they read is unchanged.

Laying out a face is a function of what its key covers (:mod:`pnp.kinds.common.face_keys`), but for what the
layouter records across faces: the findings it says (and so the causes it says only once), the first place each
icon is named, the hex grids drawn, the files whose licence is asked and the texts shrunk to fit. So a face is
kept only when it was laid out while its game had said nothing and said nothing itself, and reused only while its
game has still said nothing; what it recorded is kept with it and recorded again in its place, in entry order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.layout.elements import FaceRecords
    from pnp.layout.face import Face


@dataclass
class KeptFace:
    face: Face
    records: FaceRecords


class FaceMemo:
    """The faces a game's last clean run kept (``earlier``), and those this run lays out or reuses (``now``: what
    is kept for the next run, so faces of entries since removed are dropped)."""

    def __init__(self, earlier: dict[bytes, KeptFace] | None = None):
        self.earlier = earlier or {}
        self.now: dict[bytes, KeptFace] = {}
        self.laid_out = 0  # faces laid out and kept by this run

    def find(self, key: bytes) -> KeptFace | None:
        kept = self.earlier.get(key)
        if kept is not None:
            self.now[key] = kept
        return kept

    def keep(self, key: bytes, face: Face, records: FaceRecords) -> None:
        self.now[key] = KeptFace(face, records)
        self.laid_out += 1

    @property
    def changed(self) -> bool:
        """Whether the next run would find other faces than this run found (else nothing is to be written)."""
        return bool(self.laid_out) or self.now.keys() != self.earlier.keys()

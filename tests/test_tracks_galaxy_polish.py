"""Twisty Tracks and Trap Map Galaxy after their visual review: each defect read back from the built PDFs."""

from __future__ import annotations

import pytest
from pdfread import reader

TRACKS = "twisty-tracks"
GALAXY = "trap-map-galaxy"


@pytest.mark.parametrize(("paper", "sheets"), [("letter", 4), ("a4", 3)])
def test_frame_strips_stand_on_end_and_fill_their_sheets(built, paper, sheets):
    """32 strips: a row held one with its bleed (five sheets); columns hold two, A4's foot one more."""
    assert len(reader(built(TRACKS) / f"{TRACKS}-frames-{paper}.pdf").pages) == sheets

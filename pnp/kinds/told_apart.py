"""Two pieces a player cannot tell apart: entries of different ids, written alike, laid out alike.

Two entries that print the same are one piece written twice (a row copied and its id changed, nothing else): the
deck holds the copies of both, and nothing on the table tells which is which. Only entries whose fields are the
same but for ``id``, ``count`` and ``notes`` are compared, so that a deck of thousands costs a pass over its rows; a
field that differs keeps them apart even where no side prints it (each player colour's starter deck of the same
cards: the designer sorts them by it). Their faces laid out are then compared, not the YAML: a template that reads
the id (a picture ``art/{{ card.id }}.png``) prints them apart.
"""

from __future__ import annotations

from pnp.core.findings import Findings
from pnp.layout.face import LaidPiece

RULE = "pieces-alike"
UNSEEN = frozenset({"id", "count", "notes"})  # fields that do not make two entries two pieces


def check_told_apart(laid: list[LaidPiece], findings: Findings) -> None:
    """A warning at the title of each piece written and laid out on every side as an earlier piece is, naming both
    ids."""
    first_of: dict[str, LaidPiece] = {}
    for piece in laid:
        entry = piece.entry
        if entry is None or not entry.get("title"):
            continue
        written = repr(sorted((key, repr(value)) for key, value in entry.items() if key not in UNSEEN))
        first = first_of.setdefault(written, piece)
        if first is piece or not _alike(first, piece):
            continue
        sides = " and ".join(piece.faces)
        findings.warning(
            RULE,
            entry.line_of("title"),
            f"{piece.label} prints as {first.label} does (title '{entry['title']}', the same text, the same "
            f"{sides}): a player cannot tell them apart; make them one entry with count: {first.count + piece.count}"
            ", or print what sets them apart",
        )


def _alike(first: LaidPiece, second: LaidPiece) -> bool:
    """Whether both pieces have the same sides, each of the same shape and drawn the same."""
    if first.faces.keys() != second.faces.keys():
        return False
    return all(
        face.shape == second.faces[side].shape and face.items == second.faces[side].items
        for side, face in first.faces.items()
    )

"""Two pieces a player cannot tell apart: entries of different ids, of the same title and text, laid out alike.

Two entries that print the same are one piece written twice (a row copied and its id changed, not its title): the
deck holds the copies of both, and nothing on the table tells which is which. The faces laid out are compared, not
the YAML: a field the template does not print (a note, a sort key) tells nobody apart, and one it prints does. Only
entries whose title and text are the same are compared, so that a deck of thousands costs a pass over its titles.
"""

from __future__ import annotations

from pnp.core.findings import Findings
from pnp.layout.face import LaidPiece

RULE = "pieces-alike"


def check_told_apart(laid: list[LaidPiece], findings: Findings) -> None:
    """A warning at the title of each piece whose every side is laid out as an earlier piece of the same title and
    text is, naming both ids."""
    first_of: dict[tuple[str, str], LaidPiece] = {}
    for piece in laid:
        entry = piece.entry
        if entry is None or not entry.get("title"):
            continue
        first = first_of.setdefault((str(entry["title"]), str(entry.get("text", ""))), piece)
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

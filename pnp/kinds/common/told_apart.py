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
from pnp.core.yamlio import LocatedDict
from pnp.layout.face import LaidPiece
from pnp.load.items import keys_read

RULE = "pieces-alike"
UNSEEN = frozenset({"id", "count", "notes"})  # fields that do not make two entries two pieces
Rows = tuple[LocatedDict, LocatedDict, str]  # the rows of one set making two pieces alike, and the set's loop name


def check_told_apart(laid: list[LaidPiece], findings: Findings) -> None:
    """A warning at the title of each piece written and laid out on every side as an earlier piece is, naming both
    ids; pieces a generate rule makes, at the row of its set that makes the second (:func:`_say_rows`)."""
    first_of: dict[str, LaidPiece] = {}
    made: dict[tuple[int, int], tuple[Rows, list[tuple[LaidPiece, LaidPiece]]]] = {}  # by the rows making them
    for piece in laid:
        entry = piece.entry
        if entry is None or not entry.get("title"):
            continue
        written = repr(sorted((key, repr(value)) for key, value in entry.items() if key not in UNSEEN))
        first = first_of.setdefault(written, piece)
        if first is piece or not _alike(first, piece):
            continue
        rows = _rows_apart(first, piece)
        if rows is not None:
            made.setdefault((id(rows[0]), id(rows[1])), (rows, []))[1].append((first, piece))
            continue
        sides = " and ".join(piece.faces)
        findings.warning(
            RULE,
            entry.line_of("title"),
            f"{piece.label} prints as {first.label} does (title '{entry['title']}', the same text, the same "
            f"{sides}): a player cannot tell them apart; make them one entry with count: {first.count + piece.count}"
            ", or print what sets them apart",
        )
    for rows, pairs in made.values():
        _say_rows(rows, pairs, findings)


def _rows_apart(first: LaidPiece, second: LaidPiece) -> Rows | None:
    """The one row of a set of their generate rule that makes each of two pieces (the first's, the second's, and
    the name the rule's ``for:`` gives the set) where the rows of their other sets are the same; None for pieces
    not made so."""
    one, other = first.entry, second.entry
    if one is None or other is None or not one.made_from or one.made_by is not other.made_by:
        return None
    differ = [(name, a, b) for (name, a), (_, b) in zip(one.made_from, other.made_from, strict=False) if a is not b]
    if len(differ) != 1 or not all(isinstance(row, LocatedDict) for row in differ[0][1:]):
        return None
    name, kept, extra = differ[0]
    return kept, extra, name


def _say_rows(rows: Rows, pairs: list[tuple[LaidPiece, LaidPiece]], findings: Findings) -> None:
    """One warning at the row that makes the second piece of each pair (``- {id: brass, name: Gold}`` beside
    ``- {id: gold, name: Gold}``: every card of brass prints as gold's does), saying to take the row out and what
    to give the row that stays: its key the rule's count reads, or the count the rule gives."""
    (first, second), (kept, extra, name) = pairs[0], rows
    rule = second.entry.made_by
    total = first.count + second.count
    read = keys_read(str(rule.get("count", "")), name)
    both = [row.get(read[0]) for row in (kept, extra)] if len(read) == 1 else []
    if both and all(isinstance(value, int) and not isinstance(value, bool) for value in both):
        give = f"write {read[0]}: {sum(both)} in row {_named(kept)}"
    else:
        place = f" at {rule.line_of('count').file.name}:{rule.line_of('count').line}" if "count" in rule else ""
        give = (
            f"print the pieces of row {_named(kept)} {total} times each (the rule's count:{place} is every row's: "
            "read it from a key of the rows)"
        )
    pieces = ", ".join(f"{piece.label} as {one.label}" for one, piece in pairs[:3])
    more = f" and {len(pairs) - 3} more" if len(pairs) > 3 else ""
    findings.warning(
        RULE,
        extra.loc,
        f"the {name} row {_named(extra)} makes pieces that print as those of the {name} row {_named(kept)} do "
        f"({pieces}{more}: "
        f"the same title, text, {' and '.join(second.faces)}): a player cannot tell them apart; take the row out "
        f"and {give}, or print what sets them apart",
    )


def _named(row: LocatedDict) -> str:
    return f"'{row['id']}'" if "id" in row else f"at line {row.loc.line}"


def _alike(first: LaidPiece, second: LaidPiece) -> bool:
    """Whether both pieces have the same sides, each of the same shape and drawn the same."""
    if first.faces.keys() != second.faces.keys():
        return False
    return all(
        face.shape == second.faces[side].shape and face.items == second.faces[side].items
        for side, face in first.faces.items()
    )

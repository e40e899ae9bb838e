"""An element's ``repeat:``: the element drawn once for each item of a list, or a number of times.

Each copy is evaluated with ``loop`` in scope, named as Jinja names a for loop's place (``loop.index``
from 1, ``loop.index0`` from 0, ``loop.first``, ``loop.last``, ``loop.length``, ``loop.revindex``,
``loop.revindex0``) and ``loop.item``, the copy's item. A copy is checked like any element; what its
copies find alike is said once for the element, naming the copy it was found on.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from pnp.core.findings import Finding, Location
from pnp.core.loops import loop_at

WRITE = 'a whole number of copies (repeat: 12) or a list, a copy for each item (repeat: "{{ vars.symbols }}")'
SHOWN = 3  # copies named one by one after the first before "and N more copies"
# what a copy reports (with the line) of a slip of the template's own value, which no copy's item gave
TEMPLATE_OWN = "template's own value"


class TooManyCopiesError(ValueError):
    """A ``repeat:`` asking for more copies than the game's ``limits: {generated: …}``."""

    def __init__(self, count: int):
        super().__init__(count)
        self.count = count


@dataclass(frozen=True)
class Copy:
    """One copy of a repeated element."""

    index0: int
    items: Sequence[Any]
    listed: bool  # repeat: over a list (its item is named in findings), not a count
    fixed: bool  # the list is the same for every piece of the component (so a value read of loop is)

    @cached_property
    def loop(self) -> dict[str, Any]:
        """What ``loop`` reads on this copy."""
        return loop_at(self.items, self.index0)

    @property
    def row(self) -> Location | None:
        """Where the copy's item is written, when it is a row of the content (a data table's district)."""
        return getattr(self.items[self.index0], "loc", None) if self.listed else None

    @property
    def label(self) -> str:
        """ "copy 3 of 12 (item 'moon')"; of an element repeated once, only its item ("item 'moon'"), or ""."""
        item = _named(self.items[self.index0]) if self.listed else None
        if len(self.items) == 1:
            return f"item {item}" if item else ""
        return f"copy {self.index0 + 1} of {len(self.items)}" + (f" (item {item})" if item else "")


def copies(value: Any, most: int, fixed: bool) -> list[Copy]:
    """The copies a ``repeat:`` value asks for; ValueError (starting "'repeat'") when it asks for none that can
    be drawn, :class:`TooManyCopiesError` for more than ``most``."""
    if value is None:
        return []
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value != value or value in (float("inf"), float("-inf")) or value != int(value) or value < 0:
            raise ValueError(f"'repeat' must be {WRITE}: a count is whole and 0 or more; got {value!r}")
        items: Sequence[Any] = range(int(value))
        listed = False
    elif isinstance(value, (list, tuple)):
        items, listed = value, True
    elif isinstance(value, Mapping):
        raise ValueError(
            f"'repeat' must be {WRITE}, not a mapping: repeat over its keys with \"{{{{ vars.name | list }}}}\" "
            f'or its [key, value] pairs with "{{{{ vars.name | dictsort }}}}"'
        )
    else:
        raise ValueError(f"'repeat' must be {WRITE}; got {value!r}")
    if len(items) > most:
        raise TooManyCopiesError(len(items))
    return [Copy(index, items, listed, fixed) for index in range(len(items))]


class Layer(set):
    """What a copy reports (``Context.reported``), over what was reported before it: a copy says again what an
    earlier copy of the element said, to be counted (:func:`said_once`), never what an earlier piece said."""

    def __init__(self, below: set):
        super().__init__()
        self.below = below

    def __contains__(self, key: object) -> bool:
        return set.__contains__(self, key) or key in self.below


def said_once(
    found: list[tuple[Copy, list[Finding]]], entry_files: Collection[Path] = (), own: Collection[Location] = ()
) -> list[Finding]:
    """The findings of an element's copies, each (rule, line) once: said as the first copy said it, naming that
    copy and the others that said it too, unless every copy said it in the same words (as an element
    drawn once would), or it is said in the piece's own entry (``entry_files``: a quest map's ``tile:`` that
    names no tile), whose line is the copy's own, or it is a slip of the template's own value at a line of ``own``
    (a dash written '4,3' on the rapids' copies): no copy's item gave it, so no copy or row is named."""
    groups: dict[tuple[str, Location, str], list[tuple[Copy, Finding]]] = {}
    for copy, findings in found:
        for finding in findings:
            groups.setdefault((finding.rule, finding.location, finding.severity), []).append((copy, finding))
    said = []
    for group in groups.values():
        first_copy, first = group[0]
        named = list(dict.fromkeys(copy.index0 for copy, _ in group))
        alike = len(named) == len(found) and len({finding.message for _, finding in group}) == 1
        if alike or first.location.file in entry_files or first.location in own:
            said.append(first)
            continue
        others = [str(index + 1) for index in named[1:]]
        if len(found) == 1:
            also = ""
        elif len(named) == len(found):
            also = ", and every other copy"
        elif len(others) > SHOWN:
            also = f", and {len(others)} more copies"
        elif others:
            also = f", and cop{'ies' if len(others) > 1 else 'y'} {_listed(others)}"
        else:
            also = ""
        if first_copy.row is not None and (first_copy.row.file, first_copy.row.line) == (
            first.location.file,
            first.location.line,
        ):  # said at the copy's own row of the content: that names it
            said.append(first)
            continue
        row = first_copy.row  # a row of a data table or a source, elsewhere than the finding: where it is written
        at = f" ({row.file.name}:{row.line})" if row is not None and row.file != first.location.file else ""
        on = f"on {first_copy.label}{at}{also}" if first_copy.label else ""
        message = _joined(first.message, on)
        said.append(Finding(first.location, first.severity, first.rule, message, cause=first.cause))
    return said


def _joined(message: str, on: str) -> str:
    """A finding's words and the copy they were found on: "…; on copy 3 of 12", but "…did you mean 'x'? — on
    copy 3 of 12" after a question (not "?;")."""
    if not on:
        return message
    return f"{message} — {on}" if message.endswith("?") else f"{message}; {on}"


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _named(item: Any) -> str | None:
    """How a copy's item is named in a finding: a text or a number as written, an entry by its id, name or title."""
    if isinstance(item, Mapping):
        item = next((item[key] for key in ("id", "name", "title") if isinstance(item.get(key), (str, int))), None)
    if isinstance(item, bool) or not isinstance(item, (str, int, float)):
        return None
    text = str(item)
    return f"'{text if len(text) <= 40 else text[:37] + '...'}'"

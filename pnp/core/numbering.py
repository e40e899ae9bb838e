"""Cases pnp numbers itself, and ``[[#label]]``, the number a label's case has now.

A rulebook whose source says ``numbered: true`` has its sections numbered 1, 2, 3… in order (``numbered: "1.0"``:
1.0, 2.0…, as wargames write them), the headings of their text under them by level (``###`` 6.1, 6.2, a ``####``
under 6.2: 6.2.1), and each paragraph that opens with a label (``{#coup-roll} Roll a die…``) as the next case
under the heading above it. A section's label is its ``id:``; a heading's or a paragraph's is the ``{#label}``
written at its end or start, as Pandoc and kramdown write one. References name the label, so they follow every
renumbering. Numbers are read from the text as written, before Jinja: a heading a Jinja loop writes would print
one number each turn, so it is left unnumbered.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from pnp.core.findings import Location
from pnp.core.suggest import did_you_mean
from pnp.core.yamlio import LocatedDict

LABEL = r"\{#([a-z0-9][a-z0-9-]*)\}"  # not a Jinja comment ({# … #}): no closing '#}'
STRAY_LABEL = re.compile(LABEL)
HEADING = re.compile(rf"^(#{{1,6}})([ \t]+)(.*?)(?:[ \t]*{LABEL})?[ \t]*$")
PARAGRAPH_CASE = re.compile(rf"^([ \t]*){LABEL}[ \t]*")
LIST_ITEM_LABEL = re.compile(rf"^[ \t]*(?:[-*+]|[0-9]+[.)])[ \t]+{LABEL}")  # "2. {#play} Play a card…"
CASE_REFERENCE = re.compile(r"\[\[#([^\[\]\n]*?)\]\]")  # [[#coup-roll]]: the number of the case labelled so
LOOP_OPENS = re.compile(r"\{%-?\s*for\b")
LOOP_CLOSES = re.compile(r"\{%-?\s*endfor\b")


@dataclass(frozen=True)
class Case:
    """A numbered section, heading or paragraph: its number, its label (None: it has none) and where it is."""

    number: str
    label: str | None
    where: Location


@dataclass
class Numbering:
    """Every case the game's numbered rulebooks number, and their sections' title and text with the numbers in."""

    cases: list[Case] = field(default_factory=list)
    written: dict[int, dict[str, str]] = field(default_factory=dict)  # id(section) -> title, text as printed
    misplaced: list[tuple[str, Location]] = field(default_factory=list)  # {#label}s that label nothing, left out
    listed: list[tuple[str, Location]] = field(default_factory=list)  # of them, those opening a list item
    unheaded: list[tuple[str, Location, str]] = field(default_factory=list)  # {#label}s in a section that takes no
    # number (titled like its rulebook), left out: (label, where, the section's id)

    @cached_property
    def labels(self) -> dict[str, Case]:
        """Each label and the first case it labels (a second is a ``case-label-duplicate`` finding)."""
        labelled: dict[str, Case] = {}
        for case in self.cases:
            if case.label is not None:
                labelled.setdefault(case.label, case)
        return labelled

    def source(self, section: LocatedDict, key: str) -> str:
        """The section's ``key`` (title or text) as it is evaluated: with its numbers, when its rulebook has them."""
        return self.written.get(id(section), {}).get(key, section[key])

    def with_numbers(self, text: str) -> str:
        """``text`` with each ``[[#label]]`` of a known label printed as its case's number; another is left as
        written (``pnp validate`` says it: :mod:`pnp.validate.cases`)."""
        if "[[#" not in text:
            return text
        labels = self.labels
        return CASE_REFERENCE.sub(
            lambda found: labels[found.group(1)].number if found.group(1) in labels else found.group(0), text
        )

    def hint(self, label: str) -> str:
        """What to write for a ``[[#label]]`` that names no case: the label it is a slip of, else the labels."""
        labels = self.labels
        if not labels:
            return "no rulebook numbers its cases: write numbered: true in the rulebook's source"
        return did_you_mean(label, labels, "did you mean [[#{}]]?") or (
            f"write the label of the case meant (the labels are {listed(list(labels))})"
        )


def listed(names: list[str]) -> str:
    """Up to six names, else the first three and the last two."""
    return ", ".join(names) if len(names) <= 6 else f"{', '.join(names[:3])} … {', '.join(names[-2:])}"


def numbering_style(numbered: object) -> str:
    """How a rulebook source's ``numbered:`` has its sections numbered: "1" (``true``), "1.0" (``"1.0"``, or the
    YAML number 1.0 that ``numbered: 1.0`` reads as); "" when pnp does not number them."""
    if numbered is True:
        return "1"
    return "1.0" if numbered == "1.0" or (isinstance(numbered, float) and numbered == 1.0) else ""


def number_rulebooks(rulebooks: Iterable[tuple[list[LocatedDict], str, str]]) -> Numbering:
    """The numbering of every rulebook given, (its sections, its :func:`numbering_style`, its title), in order. A
    section titled like its rulebook prints no heading (the title block says it), so it takes no number, as an
    unnumbered preface: the sections after it count from 1, and its text is printed as written."""
    numbering = Numbering()
    for sections, style, title in rulebooks:
        numbered = [section for section in sections if not title or section.get("title") != title]
        for index, section in enumerate(numbered, start=1):
            _number_section(section, str(index), ".0" if style == "1.0" else "", numbering)
        for section in sections:
            if not any(section is kept for kept in numbered):
                _leave_unnumbered(section, numbering)
    return numbering


def _leave_unnumbered(section: LocatedDict, numbering: Numbering) -> None:
    """The text of a section that takes no number as written, but for its ``{#label}``s (said, and left out:
    Jinja would read them as a comment's start)."""
    text = section.get("text")
    if not isinstance(text, str) or not STRAY_LABEL.search(text):
        return
    lines, start = text.split("\n"), section.block_starts.get("text")
    for row, line in enumerate(lines):
        where = Location(section.loc.file, start + row) if start is not None else section.line_of("text")
        numbering.unheaded.extend((label, where, str(section.get("id"))) for label in STRAY_LABEL.findall(line))
        lines[row] = STRAY_LABEL.sub("", line)
    numbering.written[id(section)] = {"title": str(section.get("title")), "text": "\n".join(lines)}


def _number_section(section: LocatedDict, number: str, suffix: str, numbering: Numbering) -> None:
    """Number the section ``number`` (printed with ``suffix``: 6.0), its headings and its labelled paragraphs."""
    title, text = section.get("title"), section.get("text")
    if not isinstance(title, str) or not isinstance(text, str):
        return
    numbering.cases.append(Case(number + suffix, str(section.get("id")), section.line_of("title")))
    open_headings: list[tuple[int, str, list[int]]] = [(0, number, [0])]  # (level, number, children so far)
    lines, loops, after_blank = text.split("\n"), 0, True
    start = section.block_starts.get("text")
    for row, line in enumerate(lines):
        where = Location(section.loc.file, start + row) if start is not None else section.line_of("text")
        heading, paragraph = HEADING.match(line), PARAGRAPH_CASE.match(line) if after_blank else None
        if heading and not loops:
            level = len(heading.group(1))
            while open_headings[-1][0] >= level:
                open_headings.pop()
            case_number = _next_under(open_headings[-1])
            open_headings.append((level, case_number, [0]))
            numbering.cases.append(Case(case_number, heading.group(4), where))
            lines[row] = f"{heading.group(1)}{heading.group(2)}{case_number} {heading.group(3)}"
        elif paragraph and not loops:
            case_number = _next_under(open_headings[-1])
            numbering.cases.append(Case(case_number, paragraph.group(2), where))
            lines[row] = f"{paragraph.group(1)}**{case_number}** {line[paragraph.end() :]}"
        if item := LIST_ITEM_LABEL.match(lines[row]):  # a list's step is no case: said so, as no other stray label
            numbering.listed.append((item.group(1), where))
        numbering.misplaced.extend(
            (stray, where) for stray in STRAY_LABEL.findall(lines[row]) if not item or stray != item.group(1)
        )
        lines[row] = STRAY_LABEL.sub("", lines[row])
        loops += len(LOOP_OPENS.findall(line)) - len(LOOP_CLOSES.findall(line))
        after_blank = not line.strip() or heading is not None  # a paragraph may open under its heading
    numbering.written[id(section)] = {"title": f"{number}{suffix} {title}", "text": "\n".join(lines)}


def _next_under(parent: tuple[int, str, list[int]]) -> str:
    """The number of the next case under ``parent`` (6.3 after 6.2), counted."""
    _, number, children = parent
    children[0] += 1
    return f"{number}.{children[0]}"

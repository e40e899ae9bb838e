"""Numbered cases of the rules, and every "see 6.3" the rules, cards and data tables write.

A wargame's or card-driven game's rules number their cases (``1.0 Introduction``, ``**6.3** Roll a die…``) and
refer to them ("see 6.3"), on the cards too. Renumbering the rules leaves such a reference naming nothing; a
case numbered twice leaves it naming two. Both are said at the line to change. A case is a section title or a
``###`` heading opening with its number, or a paragraph opening with its number in bold (``**6.3**``,
``**6.3 Coups.**``). A reference is a number of two parts or more after "see" (German "siehe", French "voir"),
"see also", "see case(s)" or "see rule(s)", or each number of a list after them ("see 6.2 and 6.3"). A game
whose rules number no case has no references to check; nor do rules that make a case's number with Jinja
(``**{{ n }}.1**``), whose numbers are only known once printed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pnp.core.findings import Findings, Location, listed_lines
from pnp.core.numbering import CASE_REFERENCE, listed
from pnp.core.yamlio import LocatedDict
from pnp.load.icons import IconLibrary
from pnp.model import Component, Game, text_fields
from pnp.validate import model_check
from pnp.validate.text import data_text_label, texts_in

NUMBER = r"\d+(?:\.\d+)+"
CASE_NUMBER = re.compile(NUMBER)
TITLE_CASE = re.compile(rf"^\s*({NUMBER})(?![\d.]*\w)")
TEXT_CASE = re.compile(rf"^[ \t]*(?:#{{1,6}}[ \t]+(?:\*\*)?|\*\*)({NUMBER})(?![\d.]*\w)", re.MULTILINE)
MADE_BY_JINJA = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?\*\*[ \t]*\{[{%]", re.MULTILINE)
REFERENCE = re.compile(
    rf"\b(?:see|siehe|voir)(?:[ \t]+(?:also|auch|aussi))?(?:[ \t]+(?:cases?|rules?|sections?|§|Fall|Regel|règles?))?"
    rf"[ \t]+({NUMBER}(?:(?:[ \t]*(?:,|&|–|and|or|und|oder|et|ou)[ \t]*|[ \t]+to[ \t]+){NUMBER})*)",
    re.IGNORECASE,
)
JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.DOTALL)


@model_check("cases")
def check_case_references(game: Game, icons: IconLibrary, findings: Findings) -> None:
    sections = [(c, s) for c in game.components if not c.numbered for s in c.sections]
    cases: dict[str, Location] = {}  # number -> the line that numbers it first
    _check_labels(game, findings)
    for rulebook, section in sections:
        with findings.scope(component=rulebook.id):
            for number, line in _cases_of(section):
                if number in cases:
                    first = cases[number]
                    findings.error(
                        "case-duplicate",
                        line,
                        f"section '{section.get('id')}': case {number} is numbered twice (first at "
                        f"{first.file.name}:{first.line}), so a 'see {number}' cannot tell which is meant: "
                        "renumber one",
                    )
                else:
                    cases[number] = line
    for case in game.numbering.cases:  # numbered by pnp: never twice in one rulebook
        cases.setdefault(case.number, case.where)
    if not cases or any(_made_by_jinja(section) for _, section in sections):
        return
    unknown: dict[str, list[tuple[Location, str, str, dict[str, str]]]] = {}  # number -> where it is written
    for owner, key, label, scope in _texts(game):
        for written, number, at in _references(str(owner[key])):
            if number not in cases:
                unknown.setdefault(number, []).append((owner.line_of_text(key, number, at), label, written, scope))
    slips = _out_of_order(sections)
    for number, places in unknown.items():
        (where, label, written, scope), others = places[0], places[1:]
        slip = slips.pop(number, None)  # the case meant, numbered past it: renumbering it mends every reference
        mend = (
            f"case {slip.number} follows {slip.previous} ({slip.line.file.name}:{slip.line.line}): renumber it "
            f"{number}, or write the number of the case meant"
            if slip
            else "write the number of the case meant"
        )
        with findings.scope(**scope):
            findings.error(
                "case-unknown",
                where,
                f"{label}: '{written}' names case {number}, which the rules do not number "
                f"({_numbered_near(number, cases)}){_also(others)}: {mend}",
            )
    for slip in slips.values():
        with findings.scope(component=slip.component):
            findings.warning("case-order", slip.line, slip.said())


@dataclass(frozen=True)
class _Slip:
    """A case numbered by hand out of order: ``number`` after ``previous``, where ``meant`` was due."""

    number: str
    previous: str  # the case before it under its parent; "" for a parent's first
    meant: str
    line: Location
    component: str
    section: str

    def said(self) -> str:
        parent = ".".join(self.meant.split(".")[:-1])
        after = f"follows {self.previous}" if self.previous else f"is the first under {parent}"
        gap = _parts(self.number) > _parts(self.meant)
        return (
            f"section '{self.section}': case {self.number} {after}, so the rules "
            + (f"number no case {self.meant}" if gap else "number their cases out of order")
            + f": renumber it {self.meant}"
            + (", or number the case missing" if gap else "")
        )


def _out_of_order(sections: list[tuple[Component, LocatedDict]]) -> dict[str, _Slip]:
    """Cases numbered by hand run in order with no gap: 6.1 then 6.3 sends a reader looking for a 6.2. Each slip, by
    the number that was due: one per slip, as 6.4 after a 6.3 said so is in order, and a case after one said so is
    not said again, counting as the highest before it (6.2, 6.1, 6.3: the 6.2 alone). A number given twice is the
    ``case-duplicate`` finding alone, and counts as the next case. A section's 6.0 is section 6; its first case is
    6.1, a sub-case's first 6.3.1; the first section may be any (a scenario book that goes on from the rules).
    A rulebook whose sub-cases add a digit without a dot (1.1, then 1.11, 1.12, then 1.2: SPI's style, which
    wargames still use) is not checked: its 1.11 after 1.1 is in order, though it reads as a gap in the other style."""
    latest: dict[tuple[int, ...], tuple[str, int, bool]] = {}  # a parent (6 for 6.3) -> its latest case as
    # written, the part it counts as, and whether it was said
    slips: dict[str, _Slip] = {}
    spi = _numbered_spi_style(sections)
    for rulebook, section in sections:
        if rulebook.id in spi:
            continue
        for number, line in _cases_of(section):
            parts = _parts(number)
            parent, part = parts[:-1], parts[-1]
            previous, last, said = latest.get(parent, ("", 0, False))
            if previous and _parts(previous) == parts:  # numbered twice: case-duplicate says it
                latest[parent] = (previous, last + 1, said)
                continue
            slipped = part != last + 1 and not said and (previous or parent)
            latest[parent] = (number, max(part, last) if said else part, bool(slipped))
            if slipped:
                meant = ".".join(map(str, (*parent, last + 1))) + (".0" if number.endswith(".0") and not parent else "")
                slips[meant] = _Slip(number, previous, meant, line, rulebook.id, str(section.get("id")))
    return slips


def _numbered_spi_style(sections: list[tuple[Component, LocatedDict]]) -> set[str]:
    """The rulebooks that number a sub-case by adding a digit to its case without a dot: a 1.11 beside a 1.1."""
    numbers: dict[str, set[str]] = {}
    for rulebook, section in sections:
        numbers.setdefault(rulebook.id, set()).update(number for number, _ in _cases_of(section))
    return {
        book
        for book, written in numbers.items()
        if any("." in number and len(number.rsplit(".", 1)[1]) > 1 and number[:-1] in written for number in written)
    }


def _parts(number: str) -> tuple[int, ...]:
    """A case number's parts, a section's 6.0 as 6: (6,), (6, 3), (2, 1, 4)."""
    parts = tuple(int(part) for part in number.split("."))
    return parts[:-1] if len(parts) == 2 and parts[1] == 0 else parts


def _check_labels(game: Game, findings: Findings) -> None:
    """The labels of the cases pnp numbers: each given once and standing where it labels a case, and each
    ``[[#label]]`` naming one (once per label, listing its other places)."""
    numbering, first = game.numbering, game.numbering.labels
    for case in numbering.cases:
        if case.label is not None and first[case.label] is not case:
            findings.error(
                "case-label",
                case.where,
                f"the label '{case.label}' is given twice (first at {first[case.label].where.file.name}:"
                f"{first[case.label].where.line}), so [[#{case.label}]] cannot tell which case is meant: rename one "
                "(a section's label is its id)",
            )
    for label, where in numbering.misplaced:
        findings.error(
            "case-label",
            where,
            f"'{{#{label}}}' labels nothing, so it prints nothing: a label ends a heading (### Results {{#{label}}}) "
            f"or opens a paragraph ({{#{label}}} Roll a die…), outside a {{% for %}} loop (whose headings pnp does "
            "not number)",
        )
    for label, where in numbering.listed:
        findings.error(
            "case-label",
            where,
            f"'{{#{label}}}' opens a list item, and pnp numbers no list item (a list's items are the steps of one "
            f"case, printed 1, 2, 3 or with bullets), so [[#{label}]] could print no number of its own: make the step "
            f"a paragraph of its own that opens with the label ({{#{label}}} …), or label the heading "
            "or case the list belongs to and refer to that",
        )
    for label, where, section in numbering.unheaded:
        findings.error(
            "case-label",
            where,
            f"'{{#{label}}}' labels nothing: section '{section}' is titled like its rulebook, so it prints no "
            "heading and takes no number, nor do its cases: give the section a title of its own, or move the case "
            "into a numbered section",
        )
    if any(not component.readable for component in game.components if component.kind == "rulebook"):
        return  # a rulebook not read (said) may label the case a [[#label]] names
    said = {label for label, _ in numbering.listed}
    unknown: dict[str, list[tuple[Location, str, str, dict[str, str]]]] = {}  # label -> where it is written
    for owner, key, label, scope in _texts(game):
        for found in CASE_REFERENCE.finditer(str(owner[key])):
            if found.group(1) not in first and found.group(1) not in said:  # a label said where it is written
                where = owner.line_of_text(key, found.group(0), found.start())
                unknown.setdefault(found.group(1), []).append((where, label, found.group(0), scope))
    for name, places in unknown.items():
        (where, label, written, scope), others = places[0], places[1:]
        with findings.scope(**scope):
            findings.error(
                "case-label",
                where,
                f"{label}: {written} names no section or case{_also(others)}: {numbering.hint(name)}",
            )


def _cases_of(section: LocatedDict) -> Iterator[tuple[str, Location]]:
    """Each case the section numbers, with the line that numbers it: its title's, then its text's."""
    title = section.get("title")
    if isinstance(title, str) and (found := TITLE_CASE.match(title)):
        yield found.group(1), section.line_of("title")
    text = section.get("text")
    if isinstance(text, str):
        for found in TEXT_CASE.finditer(_without_jinja(text)):
            yield found.group(1), section.line_of_text("text", found.group(0).strip(), found.start())


def _made_by_jinja(section: LocatedDict) -> bool:
    text = section.get("text")
    return isinstance(text, str) and MADE_BY_JINJA.search(text) is not None


def _without_jinja(text: str) -> str:
    """The text as written, each Jinja expression or tag blanked out (its offsets kept): what the content
    prints there is no reference written in the rules."""
    return JINJA.sub(lambda found: " " * len(found.group(0)), text)


def _texts(game: Game) -> Iterator[tuple[LocatedDict, str, str, dict[str, str]]]:
    """(owner, key, label, finding scope) of every text that may refer to a case: the rules' sections and
    callouts, the entries' text fields and the data tables' texts."""
    for component in game.components:
        for section in component.sections:
            for key in ("title", "text"):
                if isinstance(section.get(key), str):
                    yield section, key, f"section '{section.get('id')}' {key}", {"component": component.id}
            callouts = section.get("callouts")
            if isinstance(callouts, LocatedDict):
                for name, value in callouts.items():
                    if isinstance(value, str):
                        label = f"section '{section.get('id')}' callout '{name}'"
                        yield callouts, name, label, {"component": component.id}
        for entry in component.entries:
            for key, _ in text_fields(entry):
                yield entry, key, f"'{entry.id}' {key}", {"component": component.id, "item": entry.id}
    for table, rows in game.data.items():
        for row, key, _ in texts_in(rows):
            yield row, key, data_text_label(table, row, key), {}


def _references(text: str) -> Iterator[tuple[str, str, int]]:
    """(the reference as written, a case number it names, where that number stands) in a text as written."""
    for reference in REFERENCE.finditer(_without_jinja(text)):
        for number in CASE_NUMBER.finditer(reference.group(1)):
            yield reference.group(0), number.group(0), reference.start(1) + number.start()


def _also(others: list[tuple[Location, str, str, dict[str, str]]]) -> str:
    """The other places a missing case is written, named once with the first (one cause: the case renumbered),
    by file: "cards.yaml:27, 46 and 13 more; rules.yaml:7"."""
    by_file: dict[str, list[int]] = {}
    for where, *_ in others:
        by_file.setdefault(where.file.name, []).append(where.line)
    return (
        f"; also written at {'; '.join(f'{file}:{listed_lines(lines)}' for file, lines in by_file.items())}"
        if others
        else ""
    )


def _numbered_near(number: str, cases: dict[str, Location]) -> str:
    """What the rules number where ``number`` would stand: the cases of its section, else the sections (6.0, or
    6 where pnp numbers them)."""
    head = number.split(".")[0]
    siblings = [case for case in cases if case.split(".")[0] == head and case not in (head, f"{head}.0")]
    if siblings:
        return f"under {head}: {listed(siblings)}"
    tops = [case for case in cases if "." not in case or (case.endswith(".0") and case.count(".") == 1)] or list(cases)
    return f"their sections: {listed(tops)}"

"""A field a generate rule makes wrong for every entry it makes: one cause, said once at the rule's key.

``company: "{{ co.name }}"`` where the field takes the company's whole row, or ``exits: "{{ t.exits | join(',') }}"``
where it takes a list, is refused by the entry's schema in each entry the rule makes; said at each row, that is
one finding a row (six for six companies) for one line to change: the rule's. So is a field ``required:`` asks for
that the rule does not write (``good:`` left out of the rule that makes 90 goods cards): said at the rule's entry,
not at the first row with "also written at 4 more places". A field refused in some entries and not others is the
rows' (a row's ``copies: three``), and is said at each of them as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

FIELD = re.compile(r": ([\w-]+): ")  # "card 'prr-president': company: 'Pennsylvania' is not …": company
MISSING = re.compile(r": missing required key '([\w-]+)'$")  # "card 'pepper-1': missing required key 'good'"


def field_of(what: str) -> str | None:
    """The field an entry's schema finding is about (its message without the entry's label), if it names one."""
    named = FIELD.match(what) or MISSING.match(what)
    return named.group(1) if named else None


def rule_made_slips(
    checked: list[tuple[Any, str, Findings]],
    generated: list[Any],
    plural: str,
    said_elsewhere: Callable[[str], bool],
    findings: Findings,
) -> set[tuple[int, str]]:
    """Say once, at the rule's key, each field a rule makes that every entry of that rule (two or more) has
    refused, when the entries' findings would be several; return those (rule, field) pairs, whose entries'
    own findings are not to be said. ``checked`` holds each entry, its label and its schema's findings;
    ``said_elsewhere`` tells a finding's text said once by another check (an enum's option misspelt)."""
    made: dict[int, int] = {}  # a rule's id: how many entries it made
    for entry in generated:
        made[id(entry.made_by)] = made.get(id(entry.made_by), 0) + 1
    refused: dict[tuple[int, str], list[tuple[Any, str, Any]]] = {}
    for entry, label, found in checked:
        rule = entry.made_by if isinstance(entry, LocatedDict) else None
        fields = {}
        for finding in found.items:
            what = finding.message.removeprefix(label)
            field = field_of(what)
            if field is not None and finding.rule == "schema" and not said_elsewhere(what):
                fields.setdefault(field, (entry, finding.message, rule))
        for field, refusal in fields.items():
            refused.setdefault((id(rule), field), []).append(refusal)
    wrong: set[tuple[int, str]] = set()
    for (rule_id, field), refusals in refused.items():
        count = made.get(rule_id, 0)
        values = {repr(entry.get(field)) for entry, _, _ in refusals}
        if count < 2 or len(refusals) < count:
            continue  # some entries take it (the rows' slip)
        _, message, rule = refusals[0]
        unwritten = field not in rule  # a required field the rule does not make: no entry has it
        if len(values) < 2 and not unwritten:
            continue  # the entries' findings are one already
        findings.error(
            "schema",
            rule.loc if unwritten else rule.line_of(field),
            f"generate: the rule writes no {field}:, which required: asks of every one of the {count} {plural} it "
            f"makes: add {field}: to it"
            if unwritten
            else f"generate: {field}: the value this rule writes is refused in all {count} {plural} it makes (one "
            f"cause, said once): {message}; change the rule here, not its rows",
        )
        wrong.add((rule_id, field))
    return wrong

"""A field a generate rule makes wrong for every entry it makes: one cause, said once at the rule's key.

``company: "{{ co.name }}"`` where the field takes the company's whole row, or ``exits: "{{ t.exits | join(',') }}"``
where it takes a list, is refused by the entry's schema in each entry the rule makes; said at each row, that is
one finding a row (six for six companies) for one line to change: the rule's. A field refused in some entries
and not others is the rows' (a row's ``copies: three``), and is said at each of them as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict

FIELD = re.compile(r": ([\w-]+): ")  # "card 'prr-president': company: 'Pennsylvania' is not …": company


def field_of(what: str) -> str | None:
    """The field an entry's schema finding is about (its message without the entry's label), if it names one."""
    named = FIELD.match(what)
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
        if count < 2 or len(refusals) < count or len(values) < 2:
            continue  # some entries take it (the rows' slip), or the entries' findings are one already
        _, message, rule = refusals[0]
        findings.error(
            "schema",
            rule.line_of(field),
            f"generate: {field}: the value this rule writes is refused in all {count} {plural} it makes (one "
            f"cause, said once): {message}; change the rule here, not its rows",
        )
        wrong.add((rule_id, field))
    return wrong

"""How a generate rule reads its combinations: which it keeps (``when:``), its sets named as a template names them
(``sets.letters``), which a rule reads by their names alone, and which of its keys an expression error is at."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pnp.core.expr import ExpressionError, evaluate_tree
from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict, strings_in

SETS_READ = re.compile(r"\bsets\.([A-Za-z_]\w*)")  # sets.letters: how checks and templates reach a source's sets


def kept_by_when(rule: LocatedDict, context: dict[str, Any], findings: Findings) -> bool | None:
    """Whether the rule's ``when:`` (true when it has none) keeps the combination in ``context``: a double-six
    set's 28 dominoes of the 49 pairs of 0-6, ``when: "{{ low <= high }}"``. None when the test fails to read or
    gives no true or false, said at its line (once: the rule then makes nothing)."""
    if "when" not in rule:
        return True
    written = rule["when"]
    try:
        kept = evaluate_tree(written, context)
    except ExpressionError as exc:
        findings.error(
            "expression", rule.line_of("when"), f"generate: when: {sets_named_by_prefix(exc, written, context) or exc}"
        )
        return None
    if isinstance(kept, bool):
        return kept
    braced = not isinstance(written, str) or "{{" in written
    test = "low <= high" if braced else written.strip()
    said = f"gives {kept!r}, not true or false: write a test" if braced else "is not true or false: write it in braces"
    findings.error(
        "value-invalid", rule.line_of("when"), f'generate: when: {written!r} {said}, when: "{{{{ {test} }}}}"'
    )
    return None


def sets_named_by_prefix(exc: ExpressionError, written: Any, sets: Mapping[str, Any]) -> str | None:
    """What to say of a rule that read ``sets.letters``, as a template reads a source's sets: "'sets' is
    undefined" does not say that a rule names its sets alone; None when that is not the slip."""
    if "'sets' is undefined" not in str(exc):
        return None
    known = [name for name in dict.fromkeys(SETS_READ.findall(" ".join(strings_in(written)))) if name in sets]
    if not known:
        return None
    writes = ", ".join(f"{name} for sets.{name}" for name in known)
    return f"a rule reads the sets of its source by their names alone: write {writes}"


def key_failing(made: LocatedDict, context: dict[str, Any]) -> str | None:
    """The first key of the entry a rule makes whose expression fails for ``context`` (where that failure is
    said: a filter written wrong in ``columns:``, not at the rule's ``card:``), if one does alone."""
    for key, value in made.items():
        try:
            evaluate_tree(value, context)
        except ExpressionError:
            return key
    return None

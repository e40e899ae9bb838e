"""A rulebook printed once for each row of a data table: ``for: {character: data.characters}``.

A murder-mystery's eight character dossiers are one source read eight times, each time with its own row in
scope (``{{ character.secret }}``), so that no character's text is copied between booklets. Each booklet is a
rulebook of its own, ``<id>-<row id>``, printed to its own file; its ``title:`` is rendered with the row.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError, evaluate, evaluate_expression
from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict
from pnp.load.set_rows import as_slug, row_id_cause
from pnp.model import Game, reads_broken_table

FOR = "for"
SLUG = builtin_schema("item")["id"]  # an id's pattern, and how findings describe it


class RowSpec(LocatedDict):
    """One booklet's entry, made from game.yaml's entry ``made_from`` for the row ``bound`` names."""

    bound: dict[str, Any]  # the name the rule text reads the row by, and the row
    made_from: LocatedDict


def component_specs(game: Game, findings: Findings) -> list[Any]:
    """game.yaml's component entries, each ``for:`` entry replaced by its booklets. A booklet whose id another
    component has is left out, said at its ``for:``."""
    written = game.manifest.get("components") or []
    taken = {str(spec.get("id")): spec for spec in written if isinstance(spec, LocatedDict) and not _per_row(spec)}
    specs = []
    for spec in written:
        for one in _specs_of(game, spec, findings):
            if isinstance(one, RowSpec) and one["id"] in taken:
                other = taken[one["id"]].line_of("id")
                findings.error(
                    "duplicate-id",
                    spec.line_of(FOR),
                    f"for: makes the booklet '{one['id']}', and the component at {other.file.name}:{other.line} has "
                    "that id too: rename one of them",
                )
                continue
            taken.setdefault(str(one.get("id")), one)
            specs.append(one)
    return specs


def _specs_of(game: Game, spec: Any, findings: Findings) -> list[Any]:
    """The component entries game.yaml's ``spec`` stands for: itself, or one rulebook for each row its ``for:``
    names (none while that table waits for its own finding, or while the schema refuses the ``for:``)."""
    if not isinstance(spec, LocatedDict) or not _per_row(spec):
        return [spec]
    if not isinstance(spec[FOR], Mapping) or len(spec[FOR]) != 1 or not isinstance(spec.get("id"), str):
        return []  # the schema's finding says what to write
    ((name, source),) = spec[FOR].items()
    context = game.expression_context()
    where = spec.line_of(FOR)
    try:
        rows = evaluate_expression(str(source), context)
    except ExpressionError as exc:
        if not reads_broken_table(exc.missing):
            findings.error("expression", where, f"for: {name}: {exc}")
        return []
    ids = [row.get("id") if isinstance(row, Mapping) else None for row in rows or []]
    if not isinstance(rows, list) or not rows or not all(isinstance(one, str) and one for one in ids):
        findings.error(
            "value-invalid",
            where,
            f"for: {name}: '{source}' gives no list of rows with ids (a data table, data.characters): each row "
            "makes a booklet named after its id",
        )
        return []
    made = []
    for row in rows:
        one = _located_copy(spec)
        del one[FOR]
        one["id"] = f"{spec.get('id')}-{row['id']}"
        if not re.fullmatch(SLUG["pattern"], one["id"]):
            _say_id_no_slug(spec, row, one["id"], str(name), findings)
            continue
        if isinstance(spec.get("title"), str):
            try:
                one["title"] = str(evaluate(spec["title"], {**context, str(name): row}))
            except ExpressionError as exc:
                findings.error("expression", spec.line_of("title"), f"title: {exc}")
                return []
        one.bound = {str(name): row}
        one.made_from = spec
        made.append(one)
    _warn_titles_alike(spec, made, str(name), findings)
    return made


def _say_id_no_slug(spec: LocatedDict, row: Mapping, made: str, name: str, findings: Findings) -> None:
    """A row whose id makes no booklet id (``Lady Ada``: its file's name): one finding at the row's id, as a
    generated source's rule says it, and the same finding however many of them read the row."""
    where = row.line_of("id") if isinstance(row, LocatedDict) else spec.line_of(FOR)
    fix = as_slug(str(row["id"]))
    findings.error(
        "schema",
        where,
        f"for: {name}: id '{row['id']}' makes the booklet id '{made}'; {SLUG['description']}: "
        + (f"write '{fix}'" if fix else "write it with those alone"),
        cause=row_id_cause(where),
    )


def _warn_titles_alike(spec: LocatedDict, made: list[RowSpec], name: str, findings: Findings) -> None:
    """A warning when the booklets print no title of their own, or one title for all: no cover says whose it is."""
    titles = {one.get("title") for one in made}
    if len(made) < 2 or (None not in titles and len(titles) > 1):
        return
    said = "have no title: of their own" if None in titles else f"all print the title '{made[0]['title']}'"
    findings.warning(
        "schema",
        spec.line_of("title" if "title" in spec else FOR),
        f"the {len(made)} booklets for: makes {said}, so no cover says whose each is: write a title that reads "
        f'the row, title: "{{{{ {name}.name }}}}"',
    )


def _per_row(spec: LocatedDict) -> bool:
    """Whether the entry asks for a booklet per row: only a rulebook takes for: (another kind's is the schema's
    unknown-key finding, and the component is made as written)."""
    return FOR in spec and spec.get("kind") == "rulebook"


def _located_copy(spec: LocatedDict) -> RowSpec:
    """A copy of ``spec`` that still knows where each of its keys is written."""
    one = RowSpec(spec)
    for attribute in ("loc", "key_lines", "block_starts", "key_files", "key_columns", "numbers_written"):
        if hasattr(spec, attribute):
            setattr(one, attribute, getattr(spec, attribute))
    return one

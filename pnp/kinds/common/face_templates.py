"""The template a component's ``face:`` or ``back:`` names for a piece, read from the piece when it writes Jinja
(``face: "my-game/{{ card.layout }}"``): a broken or missing template is said once, at the line to change (the
template's, the component's, or the field of the one entry whose value names no template), and a piece whose
template cannot be used is still laid out once for the findings that do not depend on it.
"""

from __future__ import annotations

import re
from typing import Any

from pnp.core.expr import ExpressionError, evaluate
from pnp.core.findings import ContentError, Location
from pnp.core.yamlio import LocatedDict
from pnp.kinds import Env
from pnp.kinds.common.same_back import reads_entry_at
from pnp.load.templates import Template
from pnp.model import Component, Item


def game_context(env: Env) -> dict[str, Any]:
    if "context" not in env.cache:
        env.cache["context"] = env.game.expression_context()
    return env.cache["context"]


def template_of(
    env: Env, spec: LocatedDict, key: str, scope: dict[str, Any], label: str, laid_as: str | None = None
) -> Template | None:
    """The template ``spec[key]`` names for this scope; a broken template is reported once, and so is a
    name expression that fails alike for every entry (``face: "my-game/{{ card.typ }}"``). ``laid_as``: what
    its pieces are called when laid out (``back of card 'dawn'``; default ``label``)."""
    where = spec.line_of(key)
    try:
        name = str(evaluate(spec[key], scope))
    except ExpressionError as exc:
        if not env.game.report_missing_field(exc.missing, env.findings, where):
            reported = env.cache.setdefault("broken template names", set())
            if (where, str(exc)) not in reported:
                reported.add((where, str(exc)))
                env.findings.error("expression", where, f"{label}: {key}: {exc}")
        return None
    try:
        template = env.templates.load(name, where)
    except ContentError as exc:
        reported = env.cache.setdefault("broken templates", set())
        if _none_there(env, spec, key, scope):  # every name it reads is missing: one slip, said once
            if where not in reported:
                reported.add(where)
                with env.findings.scope(item=None):
                    env.findings.error("template-missing", where, _none_there_message(env, spec, key, scope))
        elif name not in reported:
            reported.add(name)
            asked = _asked_by(spec, key, name, scope, label)
            slip = _slip_line(str(spec[key]), name, scope.get("card")) if asked == label else None
            with env.findings.scope(item=None):
                for finding in exc.findings.items:  # the name's own line says which entries named it
                    said, at = finding.message, finding.location
                    if asked and at == where:
                        said = f"{asked}: {said}"
                    if slip is not None and at == where and finding.rule == "template-missing":
                        listing = env.templates.folder_list(name)  # the entry's value or a template misspelt?
                        said, at = (f"{said} ({listing})" if listing and listing not in said else said), slip
                    env.findings.add(finding.rule, at, said, finding.severity, finding.cause)
        _laid_apart(env, env.templates.stand_in(name), scope, laid_as or label)
        return None
    if env.layouter.check_template(template):
        return template
    _laid_apart(env, template, scope, laid_as or label)
    return None


def _laid_apart(env: Env, template: Template | None, scope: dict[str, Any], label: str) -> None:
    """A piece whose template has a slip its layout depends on (its size:, a misspelt key), laid out once for
    the findings that do not depend on it (an unknown icon, a field it misspells): one run says every cause.
    A back that reads the entry waits for one (a component's one back is first loaded without it)."""
    entry = scope.get("card")
    done = env.cache.setdefault("laid apart", set())
    if template is None or (template.name, label) in done or (entry is None and reads_entry_at(template)):
        return
    if not isinstance(entry, Item) and reads_entry_at(template) is not None:
        return  # a back that reads the entry, asked for once for all: each piece's lays it out with its entry
    done.add((template.name, label))
    env.layouter.face(template, scope, label, entry if isinstance(entry, Item) else None, apart=True)


def _asked_by(spec: LocatedDict, key: str, name: str, scope: dict[str, Any], label: str) -> str:
    """The entries whose template name, read from each (``face: "my-game/{{ card.type }}"``), is ``name``:
    "card 'drone-1' and 3 more"; '' when the name is written whole (every entry asks for it)."""
    if str(spec[key]) == name:
        return ""
    names = names_read(spec, key, scope)
    more = sum(named == name for named in names) - 1
    return label + (f" and {more} more" if more > 0 else "") if names else ""


def names_read(spec: LocatedDict, key: str, scope: dict[str, Any]) -> list[str | None]:
    """The template name ``spec[key]`` reads from each entry of the component, in order (None where it cannot be
    read: said for that entry when it is laid out); [] outside a component's entries."""
    component = scope.get("component")
    if "card" not in scope or not isinstance(component, Component):
        return []

    def named(entry: Item) -> str | None:
        try:
            return str(evaluate(spec[key], {**scope, "card": entry, "item": entry}))
        except ExpressionError:
            return None

    return [named(entry) for entry in component.entries]


def _none_there(env: Env, spec: LocatedDict, key: str, scope: dict[str, Any]) -> list[str]:
    """The templates ``spec[key]`` names, read from the entries (``back: "my-game/{{ card.action }}"``), when
    they are several and not one of them is there: the name written is the slip, not each entry's value."""
    where = spec.line_of(key)
    known = env.cache.setdefault("templates none there", {})
    if where not in known:
        names = [name for name in dict.fromkeys(names_read(spec, key, scope)) if name is not None]
        known[where] = names if len(names) > 1 and all(_missing(env, name, where) for name in names) else []
    return known[where]


def _missing(env: Env, name: str, where: Location) -> bool:
    """Is there no template ``name`` (not one that is there but broken, nor one whose parent is missing, said in
    the child's file)? A name looked up before, by another component's line, is said at that line of the file."""
    try:
        env.templates.load(name, where)
    except ContentError as exc:
        return all(f.rule == "template-missing" and f.location.file == where.file for f in exc.findings.items)
    return False


def _none_there_message(env: Env, spec: LocatedDict, key: str, scope: dict[str, Any]) -> str:
    """What a template name read from the entries is told when none of the templates it names is there."""
    names = _none_there(env, spec, key, scope)
    shown = ", ".join(f"'{name}'" for name in names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    listing = env.templates.folder_list(names[0])
    return (
        f"{key}: '{spec[key]}' names {len(names)} templates, and not one of them is in templates/: {shown}"
        f"{'; ' + listing if listing else ''}; add them, or write a template that is there"
    )


ENTRY_FIELD = re.compile(r"""(?<![.\w])(?:card|item)(?:\.(\w+)|\[\s*['"]([^'"]+)['"]\s*\])""")


def _slip_line(written: str, name: str, entry: Any) -> Location | None:
    """Where one entry's template name, read from it, comes from: the line of the field the name reads whose
    value it holds (``id: damge`` for ``face: "my-game/{{ card.id }}"``), the slip an entry alone asking for a
    missing template most likely is; None when no such field is found."""
    if not isinstance(entry, Item):
        return None
    for match in ENTRY_FIELD.finditer(written):
        field = match.group(1) or match.group(2)
        if field in entry and str(entry[field]) in name:
            return entry.line_of(field)
    return None

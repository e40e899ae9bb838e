"""The key a front face is kept under (:mod:`pnp.layout.kept`): everything laying it out reads.

That is the entry itself (its fields and where each is written) and its template, and everything else: pnp, the
workspace's ``templates/`` and ``fonts/``, the game's icons and art, every file of the game's folder and of
``content/`` it reads (rule text, whose sections ``[[#label]]`` numbers), the build's papers and print settings.
Only the files that hold the game's entries are left out: an edit to one card changes its own key, not the
others'. So a face whose template reads other entries (``components``, ``cards``, ``pieces``,
``component.entries``, a piece element) is never kept. A reference in its text (``[[Dead End]]``) prints as
written; whether it names a card is a check's, and a finding keeps nothing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pnp.core.usercache import digest_of
from pnp.model import Component, Item

if TYPE_CHECKING:
    from pnp.cache import KeptFaces
    from pnp.core.findings import Findings
    from pnp.core.workspace import Workspace
    from pnp.kinds import Env
    from pnp.load.templates import Template

OTHER_ENTRIES = re.compile(  # in a template: a name that holds other entries
    r"(?<![\w.])(?:cards|pieces|components)\b|(?<![\w.])component\s*(?:\.\s*(?:entries|sets|rejected)\b|\[)"
)


def open_memo(workspace: Workspace, env: Env) -> KeptFaces:
    """Give ``env``'s layouter the faces the game's last clean run kept, and the drawings they share."""
    from pnp.cache import KeptFaces
    from pnp.layout.kept import FaceMemo

    store = KeptFaces(workspace, env.game.slug)
    env.cache["kept faces"] = store
    faces, generated, around = store.read()
    if around.isdisjoint(_around(env, component) for component in env.game.components):
        faces, generated = {}, {}  # nothing around any face is as it was: lay out as a run that keeps nothing
    env.layouter.memo = FaceMemo(faces)
    env.layouter.seed_generated(generated)
    return store


def keep_memo(store: KeptFaces, env: Env, findings: Findings) -> None:
    """Keep the faces of a run that found nothing for the next run."""
    memo = env.layouter.memo
    if memo is not None and memo.changed and not findings.items:
        around = set(env.cache.get("face keys", {}).values())
        store.write(memo.now, env.layouter.generated_drawings(), around)


def key(env: Env, component: Component, entry: Item, template: Template, label: str, foot: float) -> bytes | None:
    """The key of the face ``template`` lays out for ``entry``; None when it may read other entries."""
    if env.layouter.memo is None or _reads_other_entries(env, template):
        return None
    return digest_of(
        [_around(env, component), template.name.encode(), label.encode(), repr(foot).encode(), _own(entry)]
    )


def _own(entry: Item) -> bytes:
    """The entry's fields and where each is written, or the rule and rows that made it (the place an icon it prints
    is first named, a fit line of its face)."""
    written = (
        sorted((str(k), repr(v)) for k, v in entry.items()),
        _where(entry),
        sorted((str(k), repr(v)) for k, v in getattr(entry, "key_files", {}).items()),
        sorted((str(k), repr(v)) for k, v in getattr(entry, "block_starts", {}).items()),
        sorted((str(k), repr(v)) for k, v in getattr(entry, "key_columns", {}).items()),
        _where(getattr(entry, "made_by", None)),
        [(name, _where(row)) for name, row in getattr(entry, "made_from", ())],
        sorted(entry.optional),
        sorted(entry.known),
    )
    return repr(written).encode("utf-8", "surrogateescape")


def _where(written: Any) -> tuple[str, list[tuple[str, str]]]:
    """Where a mapping read from YAML is written, and each of its keys."""
    lines = getattr(written, "key_lines", {})
    return repr(getattr(written, "loc", None)), sorted((str(k), repr(v)) for k, v in lines.items())


def _around(env: Env, component: Component) -> bytes:
    """Everything of the workspace a face of ``component`` reads but the entries of the game's pieces, which no kept
    face reads but its own (once a run per component)."""
    around = env.cache.setdefault("face keys", {})
    if component.id not in around:
        game, store = env.game, env.cache["kept faces"]
        if "entry files" not in env.cache:
            tables = {table.loc.file for table in game.data.values() if getattr(table, "loc", None) is not None}
            entries = {file for other in game.components for entry in other.entries for file in _files_of(entry)}
            env.cache["entry files"] = entries - tables  # a data table written among entries is read as a table
        own = env.cache["entry files"]
        skipped = frozenset(name for file in own if (name := _relative(file, game.root)) is not None)
        outside = [path for path in game.sources if path not in own and _relative(path, game.root) is None]
        settings = repr((env.papers, env.printing, component.id)).encode()
        around[component.id] = digest_of([store.drawing, store.content(game.root, skipped, outside), settings])
    return around[component.id]


def _relative(path: Path, root: Path) -> str | None:
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None


def _files_of(entry: Item) -> set[Path]:
    return {entry.loc.file, *getattr(entry, "key_files", {}).values()} if entry.loc is not None else set()


def _reads_other_entries(env: Env, template: Template) -> bool:
    said = env.cache.setdefault("templates reading other entries", {})
    if template.name not in said:
        said[template.name] = any(
            element.get("type") == "piece" for element in template.elements.values() if isinstance(element, dict)
        ) or _mentions((template.elements, template.vars))
    return said[template.name]


def _mentions(value: Any) -> bool:
    if isinstance(value, str):
        return OTHER_ENTRIES.search(value) is not None
    if isinstance(value, dict):
        return any(_mentions(item) for item in value.values())
    if isinstance(value, (list, tuple)):
        return any(_mentions(item) for item in value)
    return False

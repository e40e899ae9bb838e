"""Component kinds: what a component of a game is (a deck, tiles, tokens, a board, a rulebook).

A kind is a plug-in registered with ``@component_kind`` in a module of this package.
It composes the stages for its components: which keys its entry in game.yaml takes,
how its source loads, how it lays out, and which outputs (files) it makes with which
imposition. The pipeline asks every kind the same questions and never asks a kind's name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pnp.core.findings import Findings
from pnp.core.profiles import PrintSettings
from pnp.core.registry import Registry, load_plugins
from pnp.core.words import Words
from pnp.core.workspace import Workspace
from pnp.core.yamlio import LocatedDict
from pnp.model import Component, Game, IconDrawn

if TYPE_CHECKING:  # the engine loads when a game is laid out, not when it is listed
    from pnp.layout.face import Face, LaidPiece
    from pnp.layout.faces import FaceLayouter
    from pnp.load.fonts import Family, FontBook
    from pnp.load.icons import IconLibrary
    from pnp.load.templates import TemplateLoader
    from pnp.write import Output

COMMON_PROPERTIES: dict[str, Any] = {
    "id": {"$ref": "#/$defs/slug", "description": "output file name part; unique in the game"},
    "kind": {"type": "string"},
    "title": {"type": "string"},
    "description": {"type": "string"},
    "source": {"type": "string", "description": "the component's source file, relative to the game folder"},
}

NBSP = "\u00a0"  # in a component's inventory line, a count and what it counts stay on one line
PrintedWords = tuple[
    LocatedDict, str, str
]  # game.yaml's own words: the mapping that holds them, the key, what they are


def own_words(game: Game, keys: Iterable[str], component: Component | None = None) -> list[PrintedWords]:
    """The words of game.yaml that ``keys`` name and that print as written (footers, title blocks): the
    manifest's (``credits`` is each credit's role and name), then the component's own (``title``, ``finish``)."""
    found: list[PrintedWords] = []
    for key in keys:
        if key == "credits":
            credits = game.manifest.get("credits") or []
            found += [(c, part, "credits") for c in credits if isinstance(c, LocatedDict) for part in ("role", "name")]
        elif key == "words":  # pnp's own words, in the game's language
            words = game.manifest.get("words")
            found += [(words, word, f"words: {word}") for word in words] if isinstance(words, LocatedDict) else []
        elif key in game.manifest:
            found.append((game.manifest, key, key))
    if component is not None:
        found += [(component.spec, key, f"component '{component.id}' {key}") for key in ("title", "finish")]
    return [(owner, key, what) for owner, key, what in found if isinstance(owner.get(key), str)]


@dataclass
class Env:
    """What a kind may use to prepare one game's component."""

    workspace: Workspace
    game: Game
    fonts: FontBook
    icons: IconLibrary
    templates: TemplateLoader
    layouter: FaceLayouter
    papers: tuple[str, ...]
    findings: Findings
    booklet: bool = False  # rulebooks also as folded booklets
    pocket: bool = False  # rulebooks also as pocket booklets folded from one sheet
    printing: PrintSettings = field(default_factory=PrintSettings)
    laid: dict[str, list[LaidPiece]] = field(default_factory=dict)  # each piece component's pieces, laid out
    box_art: dict[str, Face] = field(default_factory=dict)  # a deck's tuckbox: {art: <template>}, laid out
    cache: dict[str, Any] = field(default_factory=dict)  # work shared between components of the game
    notes: list[str] = field(default_factory=list)  # what build says beside its files: nothing to fix, so no finding

    def check_glyphs(
        self, words: Iterable[PrintedWords], family: Family, bold: bool = False, italic: bool = False
    ) -> None:
        """A glyph-missing error for each character of game.yaml's own words that ``family`` cannot draw: they
        print as written (footers are drawn without the fallback families), so a missing glyph would print
        nothing (or a box) where the name should be."""
        from pnp.core.textsyntax import Run

        said = self.cache.setdefault("own words' missing glyphs", set())  # one finding a character, whichever face
        for owner, key, what in words:
            runs = [Run("text", str(owner[key]))]
            missing = self.fonts.missing_glyphs(runs, family, self.findings, bold=bold, italic=italic, alone=True)
            for char in sorted(missing):
                if (id(owner), key, char) in said:
                    continue
                said.add((id(owner), key, char))
                self.findings.error(
                    "glyph-missing",
                    owner.line_of_text(key, char),
                    f"{what}: the font {family.name} cannot draw '{char}' (U+{ord(char):04X}); "
                    "use another character, or a font that has it (this field prints as written)",
                )

    def printed_icons(self) -> dict[str, IconDrawn | None]:
        """Every icon the laid-out pieces print, fronts and backs, in component order, with where the game
        names it (the entry's field or the template's line) and what draws it there. Asked once the
        pieces are laid out (rulebooks are prepared after them)."""
        from pnp.layout.face import icon_names

        if "printed icons" not in self.cache:
            faces = {id(face): face for pieces in self.laid.values() for p in pieces for face in p.faces.values()}
            names = dict.fromkeys(name for face in faces.values() for name in icon_names(face))
            sources = self.layouter.icon_sources  # None: drawn only as a picture (allow: [icon-undescribed])
            self.cache["printed icons"] = {name: sources.get(name) for name in names}
        return self.cache["printed icons"]


class ComponentKind:
    name: str = ""
    doc: str = ""
    reads_pieces: bool = False  # prepared after every piece component is laid out (a rulebook's icon legend)

    def properties(self) -> dict[str, Any]:
        """JSON Schema properties of this kind's keys in game.yaml, beyond the common ones."""
        return {}

    def entry_fields(self) -> dict[str, Any]:
        """The fields every entry of this kind has (JSON Schema properties), which a game's fields: may not
        retype: none, for a kind whose source has no entries."""
        return {}

    def load(self, game: Game, spec: LocatedDict, findings: Findings) -> Component:
        raise NotImplementedError

    def inventory(self, component: Component, words: Words) -> str | None:
        """The component's line in another component's ``{{ component_list }}`` (Markdown), or None to leave it
        out."""
        return None

    def new_component(self, game: Game, spec: LocatedDict) -> Component:
        """The component a game.yaml entry describes, its source not read yet."""
        title = str(spec.get("title", spec["id"]))
        return Component(
            id=str(spec["id"]),
            kind=self.name,
            title=title,
            spec=spec,
            source=game.root / str(spec["source"]),
            plural=getattr(self, "plural", ""),
            language=str(game.manifest.get("language", "en")),
        )

    def prepare(self, component: Component, env: Env) -> list[Output]:
        """Lay out and impose (the dry run validation needs); the outputs it returns draw themselves."""
        raise NotImplementedError

    def summary(self, component: Component, words: Words) -> str:
        """One line for ``pnp list``, its pieces called as the rules' component list calls them (``words``)."""
        raise NotImplementedError

    figure_sides: tuple[str, ...] = ()  # the sides a rulebook figure of its pieces may name ("back")

    def has_figure(self, component: Component, entry_id: str, side: str) -> bool:
        """Does the component have this side of this entry, for a rulebook figure to show?"""
        return False

    def side_face(
        self, component: Component, entry_id: str, side: str, env: Env, figure: bool, inside: bool = False
    ) -> Face | None:
        """One side of one entry laid out: as a rulebook figure draws it (``figure``; ``inside``: drawn inside
        another piece by a piece element), or as the component's own sheets print it; None when its template
        failed (and said why)."""
        return None


KINDS: Registry[ComponentKind] = Registry("component kind")


def component_kind(kind: ComponentKind) -> ComponentKind:
    """Register a kind (an instance: one class may serve several kinds with different defaults)."""
    KINDS.add(kind.name, kind)
    return kind


def entry_fields() -> dict[str, dict[str, Any]]:
    """Each kind's name → the fields every entry of it has."""
    return {name: KINDS[name].entry_fields() for name in KINDS.names()}


def component_schema() -> dict[str, Any]:
    """The schema of one entry of game.yaml's ``components:``, from every registered kind."""
    return {
        "type": "object",
        "required": ["id", "kind", "source"],
        "properties": {**COMMON_PROPERTIES, "kind": {"enum": KINDS.names()}},
        "allOf": [
            {
                "if": {"properties": {"kind": {"const": name}}, "required": ["kind"]},
                "then": {
                    "properties": {**COMMON_PROPERTIES, **KINDS[name].properties()},
                    "additionalProperties": False,
                },
            }
            for name in KINDS.names()
        ],
    }


load_plugins(__name__, __path__)

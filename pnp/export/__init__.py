"""Exports: files for print shops, Tabletop Simulator, proofing and tuck boxes, from the build's own faces.

An export is a plug-in registered with ``@export("name")`` in a module of this package.
It gets a game prepared exactly as ``pnp build`` prepares it (so an export of content
with errors never starts), plans pages with an imposition strategy or a plan of its
own, draws them with the sheet painter and writes files into the game's export folder,
all or none. Raster files are rasterised from the very PDF drawn here, never painted
a second way.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar

from pnp.core.findings import Findings
from pnp.core.profiles import Profile
from pnp.core.registry import Registry, load_plugins
from pnp.core.workspace import Workspace
from pnp.draw.sheets import SheetDocument, draw_sheets
from pnp.impose.plan import PieceSpec, SheetPlan
from pnp.impose.strategies import cut_out
from pnp.kinds import KINDS
from pnp.kinds.common.imposing import profile_bleeds, sheet_document
from pnp.kinds.pieces import PieceKind
from pnp.layout.face import LaidPiece
from pnp.model import Component
from pnp.pipeline import Prepared
from pnp.validate.numbers.language import ENGLISH, LANGUAGES, Language
from pnp.write.files import OutputSet


class ExportError(Exception):
    """What an export cannot do with this content or these settings: one line for the designer."""


@dataclass
class PieceSet:
    """One piece component of the game, laid out as the build lays it out."""

    component: Component
    kind: PieceKind
    laid: list[LaidPiece]
    part: str = ""  # the set of the component's pieces it holds where its title names sets (a colour's speed deck)

    @property
    def title(self) -> str:
        """The component's title; of one of its sets, with the set's name: "Speed decks (red)"."""
        if not self.part:
            return self.component.title
        names = (self.component.spec.get("inventory") or {}).get("names") or {}
        return f"{self.component.title} ({names.get(self.part, self.part)})"

    def sets(self, by: str) -> list[PieceSet]:
        """The pieces apart by their field ``by``, a PieceSet for each of its values, in the order first met."""
        parts: dict[str, list[LaidPiece]] = {}
        for piece in self.laid:
            parts.setdefault(str(piece.entry.get(by, "")) if piece.entry is not None else "", []).append(piece)
        return [replace(self, laid=laid, part=part) for part, laid in parts.items()]

    @property
    def to_write_on(self) -> bool:
        """Sheets to write on (``imposition: sheet``): the paper itself, each entry printed as many times as its
        count from one page, never cut out (no tuck box holds them)."""
        return not cut_out(self.component.spec.get("imposition"))

    @property
    def component_copies(self) -> int:
        return sum(piece.count for piece in self.laid)

    def specs(self, profile: Profile) -> list[PieceSpec]:
        """What a strategy needs of each piece, with the profile's bleed (validation already refused less) and the
        holes cut out of its front."""
        bleeds = profile_bleeds(self.laid, profile, Findings()) or [p.bleed for p in self.laid]
        return [
            PieceSpec(p.shape, bleed, tuple(p.faces), p.count, holes=p.front.holes)
            for p, bleed in zip(self.laid, bleeds, strict=True)
        ]


@dataclass(frozen=True)
class ExportSettings:
    profile: Profile  # at the dpi asked for
    papers: tuple[str, ...]  # for exports printed on paper (tuck boxes, proofs, calibration)
    dpi_given: bool = False  # --dpi was given (else the profile's own resolution, which an export may lower)
    ink_saver: bool = False  # --ink-saver: also the ink-saving look (exports printed at home: Export.ink_saver)
    sights: tuple[str, ...] = ()  # --see: also as these sights show it (pnp.core.vision.SIGHTS; Export.sees)
    components: frozenset[str] = frozenset()  # --component: only these components of each game (empty: all)


@dataclass
class ExportJob:
    """One game's export: the prepared game, the settings, where files go."""

    prepared: Prepared
    settings: ExportSettings
    files: OutputSet
    advance: Callable[[], None] = lambda: None  # one step of the progress bar (a file written)

    @property
    def profile(self) -> Profile:
        return self.settings.profile

    @property
    def slug(self) -> str:
        return self.prepared.game.slug

    @property
    def language(self) -> Language:
        """The game's language (``language:``, English where it writes none), for the words it counts pieces in."""
        return LANGUAGES.get(str(self.prepared.game.manifest.get("language", "en")), ENGLISH)

    def piece_sets(
        self, kinds: tuple[str, ...] | None = None, ink_saver: bool = False, sheets: bool = True, every: bool = False
    ) -> list[PieceSet]:
        """The game's piece components with something laid out, in game.yaml order (of these kinds; without
        sheets to write on unless ``sheets``; only those --component names unless ``every``: see :meth:`chosen`);
        ``ink_saver``: as the templates' ink-saving looks lay them out (the job's settings ask for it)."""
        env = self.prepared.saving if ink_saver else self.prepared.env
        found = []
        for component in self.prepared.game.components:
            kind = KINDS[component.kind]
            laid = env.laid.get(component.id)
            if isinstance(kind, PieceKind) and laid and (kinds is None or component.kind in kinds):
                found.append(PieceSet(component, kind, laid))
        return [p for p in found if (sheets or not p.to_write_on) and (every or self.chosen(p.component))]

    def chosen(self, component: Component) -> bool:
        """Whether the export makes files of this component: every one unless --component names some."""
        return not self.settings.components or component.id in self.settings.components

    def document(self, plan: SheetPlan, pieces: PieceSet) -> SheetDocument:
        return sheet_document(plan, pieces.laid, pieces.component, self.prepared.env)

    def pdf(self, plan: SheetPlan, pieces: PieceSet) -> bytes:
        """The plan drawn, as PDF bytes (to write, or to rasterise)."""
        return draw_pdf(self.document(plan, pieces))

    def write(self, name: str, data: bytes) -> None:
        with self.files.open(name) as handle:
            handle.write(data)
        self.advance()


def back_names(sharers: list[list[str]]) -> list[str]:
    """'back.png' for one back; else each named by the id words all its entries share, when those
    words name every back differently; else numbered."""
    if len(sharers) == 1:
        return ["back.png"]
    words = []
    for ids in sharers:
        common = set.intersection(*(set(entry.split("-")) for entry in ids))
        words.append("-".join(word for word in ids[0].split("-") if word in common))
    if all(words) and len(set(words)) == len(words):
        return [f"back-{word}.png" for word in words]
    return [f"back-{n}.png" for n in range(1, len(sharers) + 1)]


def draw_pdf(document: SheetDocument) -> bytes:
    target = io.BytesIO()
    draw_sheets(target, document)
    return target.getvalue()


class Export:
    name: ClassVar[str] = ""
    doc: ClassVar[str] = ""
    per_game: ClassVar[bool] = True  # False: made once, of no game (run_alone)
    ink_saver: ClassVar[bool] = False  # printed at home: takes --ink-saver (a file in the ink-saving look beside each)
    sees: ClassVar[bool] = False  # takes --see (files as colour-blind eyes or a greyscale printer show them)

    def folder(self, profile: Profile) -> str:
        """The export's folder inside output/<game>/: its name, and the profile's when not the home one."""
        return self.name if profile.name == "home" else f"{self.name}-{profile.name}"

    def steps(self, job: ExportJob) -> int:
        """How many files it will write (for the progress bar)."""
        return 0

    def run(self, job: ExportJob) -> None:
        raise NotImplementedError

    def run_alone(self, workspace: Workspace, settings: ExportSettings, files: OutputSet) -> None:
        raise NotImplementedError


EXPORTS: Registry[Export] = Registry("export")
export = EXPORTS.plugin

load_plugins(__name__, __path__)

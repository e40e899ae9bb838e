"""The one module that chains the stages: load → validate → lay out → impose → draw → write.

``prepare`` runs everything but drawing and writing; it is all ``pnp validate`` does,
so content that validates cannot fail to build. ``write`` draws a prepared game's
outputs and replaces its files all or none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.core.filters import UnreadEntries
from pnp.core.findings import Findings
from pnp.core.papers import paper as paper_named
from pnp.core.profiles import PrintSettings
from pnp.core.textsyntax import Typography
from pnp.core.workspace import Workspace
from pnp.core.yamlio import LocatedDict
from pnp.kinds import KINDS, Env, common, component_schema, entry_fields
from pnp.load.game import load_manifest
from pnp.load.per_row import component_specs
from pnp.model import Component, Game, icons_used
from pnp.write import WRITERS, Output
from pnp.write.files import OutputSet

if TYPE_CHECKING:  # the layout engine loads when a game is prepared: pnp list only loads
    from pnp.cache import DrawnFiles
    from pnp.layout.face import Face
    from pnp.load.fonts import FontBook
    from pnp.load.icons import IconLibrary


@dataclass
class Prepared:
    """A game loaded, checked, laid out and imposed: ready to write when its findings hold no errors."""

    game: Game
    outputs: list[Output]
    env: Env  # what laid it out: fonts, icons, the layouter, each piece component's laid pieces
    saving: Env | None = None  # the same laid out in the templates' ink-saving looks (printing.ink_saver)


def load(workspace: Workspace, slug: str, findings: Findings) -> Game | None:
    """The game's manifest, data and every component's source; None when the manifest is unusable."""
    with findings.scope(game=slug):
        game = load_manifest(workspace, slug, findings, component_schema(), entry_fields())
        if game is None:
            return None
        for spec in component_specs(game, findings):
            if (
                isinstance(spec, LocatedDict)
                and {"id", "kind", "source"} <= spec.keys()
                and spec["kind"] in KINDS
                and isinstance(spec["source"], str)  # a list of files is the schema's one finding
                and spec["id"] not in game.fields_slipped
            ):
                with findings.scope(component=str(spec["id"])):
                    game.components.append(KINDS[spec["kind"]].load(game, spec, findings))
            elif isinstance(spec, LocatedDict) and isinstance(spec.get("id"), str):
                game.unusable[spec["id"]] = _unusable(game, spec)
    return game


def _unusable(game: Game, spec: LocatedDict) -> Component:
    """A stand-in for a component whose entry in game.yaml the schema refused (unknown kind, no
    source, a source that is no file name): checks and rule text that name it find it, empty,
    instead of adding findings."""
    return Component(
        str(spec["id"]),
        str(spec.get("kind")),
        str(spec.get("title", spec["id"])),
        spec,
        game.root,
        entries=UnreadEntries(),
        readable=False,
    )


def prepare(
    workspace: Workspace,
    slug: str,
    fonts: FontBook,
    findings: Findings,
    papers: tuple[str, ...] = (),
    booklet: bool = False,
    printing: PrintSettings | None = None,
    pocket: bool = False,
    reuse: bool = False,
) -> Prepared | None:
    """Every check the build would make, for the given papers (default: the game's, game.yaml's ``papers:``),
    booklets and pocket booklets too if asked. ``reuse``: lay out again only the faces whose inputs changed since
    the game's last run that found nothing (:mod:`pnp.layout.kept`)."""
    from pnp.layout.hex_fit import check_hex_fit
    from pnp.layout.too_wide import one_per_box
    from pnp.layout.transparency import OpaqueOnly
    from pnp.validate import run_checks
    from pnp.validate.declared import wait_for_layout
    from pnp.validate.legend import check_printed_icons
    from pnp.validate.licences import check_licences
    from pnp.validate.unused_fields import check_unused_fields

    game = load(workspace, slug, findings)
    if game is None:
        return None
    with findings.scope(game=slug):
        env = _env(workspace, game, fonts, findings, papers or game.papers, booklet, pocket=pocket)
        env.printing = printing or env.printing
        env.layouter.profile = env.printing.profile
        if env.printing.profile.pdfx is not None:
            env.layouter.opaque_only = OpaqueOnly(env.printing.profile, env.icons, findings)
        kept = common.face_keys.open_memo(workspace, env) if reuse else None
        run_checks(game, env.icons, findings)
        said_before = set(findings.items)
        outputs = _outputs(game, env)
        wait_for_layout(game, said_before, findings)
        check_unused_fields(game, entry_fields(), findings)
        if env.printing.profile.whole_pixels:
            common.shop_pixels.warn_part_pixels(game, env)
        if game.legend is not None:
            check_printed_icons(game, env.icons, env.printed_icons(), findings)
        kinds = {component.id: component.kind for component in game.components}
        check_hex_fit(list(env.layouter.hex_grids.values()), env.laid, kinds, findings)
        in_text = (env.icons.path_of(name) for name in icons_used(game))
        shared_used = [path for path in in_text if path is not None]
        check_licences(game, workspace.shared_icons, env.layouter.licence_asked, shared_used, findings)
        findings.extend(env.icons.findings)
        saving = None
        if env.printing.ink_saver:
            saving = _env(workspace, game, fonts, env.findings, env.papers, env.booklet, True, env.pocket)
            outputs += _ink_saving(game, saving, env, outputs)
        findings.one_per_var()
        one_per_box(findings)
        findings.merge_causes(slug, workspace.root)
        if kept is not None:
            common.face_keys.keep_memo(kept, env, findings)
    return Prepared(game, outputs, env, saving)


def warm(
    workspace: Workspace,
    slugs: list[str],
    fonts: FontBook,
    papers: tuple[str, ...] = (),
    booklet: bool = False,
    printing: PrintSettings | None = None,
    pocket: bool = False,
) -> None:
    """Prepare each game once and drop what it found: what later runs of this process reuse is then in memory
    (pnp's engine and the libraries that draw, the fonts read, compiled expressions, parsed texts, and the
    drawing code that forked workers inherit). ``--watch`` does this once it watches, so a game's first save
    rebuilds as quickly as its next."""
    import pnp.draw.sheets  # noqa: F401 - drawing a sheet file loads it; workers forked later inherit it

    for slug in slugs:
        prepare(workspace, slug, fonts, Findings(), papers, booklet, printing, pocket)


def _outputs(game: Game, env: Env) -> list[Output]:
    """Every component's outputs, in the manifest's order (rulebooks prepared after the pieces they show)."""
    made: dict[int, list[Output]] = {}
    for index in sorted(range(len(game.components)), key=lambda i: KINDS[game.components[i].kind].reads_pieces):
        component = game.components[index]
        with env.findings.scope(component=component.id):
            made[index] = KINDS[component.kind].prepare(component, env)
    return [output for index in range(len(game.components)) for output in made[index]]


def _ink_saving(game: Game, saving: Env, env: Env, normal: list[Output]) -> list[Output]:
    """The game laid out again in ``saving``, with its templates' ink-saving looks: each file that then
    draws differently, named ``<game>-<component>-ink-saver-…`` (a file whose templates have no
    ``ink_saver:`` prints as it is: no second copy). Its findings join the normal ones."""
    saving.printing, saving.layouter.opaque_only = env.printing, env.layouter.opaque_only
    saving.layouter.profile = env.layouter.profile
    drawn = {output.name: output.drawn_from() for output in normal}
    variants = []
    for output in _outputs(game, saving):
        drawing = output.drawn_from()
        if drawing is None or drawing != drawn.get(output.name):
            prefix = f"{game.slug}-{output.component}"
            name = f"{prefix}-ink-saver{output.name.removeprefix(prefix)}"
            variants.append(replace(output, name=name, needs=output.needs | {"ink-saver"}))
    saving.findings.extend(saving.icons.findings)
    return variants


def fronts(workspace: Workspace, slug: str, fonts: FontBook) -> tuple[dict[tuple[str, str], Face], IconLibrary]:
    """The front face of every entry of every piece component as its own sheets print it (not as a rulebook
    figure draws it), by (component, entry), and the icons they use.

    Content that does not load gives what does (``pnp validate`` says what is wrong with the rest).
    """
    from pnp.load.icons import IconLibrary

    findings = Findings()
    game = load(workspace, slug, findings)
    if game is None:
        return {}, IconLibrary(workspace.icon_dirs(slug))
    env = _env(workspace, game, fonts, findings, game.papers, False)
    faces = {}
    for component in game.components:
        for entry in component.entries:
            face = KINDS[component.kind].side_face(component, entry.id, "front", env, figure=False)
            if face is not None:
                faces[(component.id, entry.id)] = face
    return faces, env.icons


def _env(
    workspace: Workspace,
    game: Game,
    fonts: FontBook,
    findings: Findings,
    papers: tuple[str, ...],
    booklet: bool,
    ink_saver: bool = False,
    pocket: bool = False,
) -> Env:
    from pnp.kinds.common.shown import PieceDrawings
    from pnp.layout.contrast import LEVELS
    from pnp.layout.faces import FaceLayouter
    from pnp.load.icons import IconLibrary
    from pnp.load.templates import TemplateLoader

    icons = IconLibrary(workspace.icon_dirs(game.slug))
    typography = Typography.of(game.words)
    layouter = FaceLayouter(fonts, icons, game.root / "art", findings, game.limits, typography)
    layouter.papers = tuple(paper_named(name) for name in papers)
    layouter.standards.data = game.data  # a colour read from a data table is said at its row
    smallest = game.manifest.get("smallest_type")
    if isinstance(smallest, int | float) and not isinstance(smallest, bool) and smallest >= 7:
        layouter.standards.smallest_type = float(smallest)  # a children's game: its pieces' type larger
    if game.manifest.get("contrast") in LEVELS:
        layouter.standards.contrast_level = game.manifest["contrast"]  # a large-print edition: WCAG AAA
    # a template's warnings said by the normal look's loader alone: the ink-saving one would say them again
    templates = TemplateLoader(workspace.template_dirs(game.slug), ink_saver, None if ink_saver else findings)
    env = Env(workspace, game, fonts, icons, templates, layouter, papers, findings, booklet, pocket)
    layouter.pieces = PieceDrawings(env)
    layouter.numbering = game.numbering
    return env


def write(
    prepared: Prepared,
    out_dir: Path,
    writer: str = "pdf",
    advance: Callable[[], None] = lambda: None,
    jobs: int = 1,
    drawn: DrawnFiles | None = None,
) -> OutputSet:
    """Draw every output; the game's files are replaced together, or (on any failure) none of them.
    Returns the committed set: the files written, those of earlier builds removed as no longer made
    and, in a folder with no record yet, the other files it left (pnp.write.files).

    ``jobs`` other than 1 draws the files side by side in forked workers (0: one per core; the
    same bytes as one by one); ``advance`` is called after each file (a progress bar). With
    ``drawn``, a file an earlier build drew from the same inputs is copied instead of drawn again.
    """
    from pnp import parallel

    chosen = WRITERS[writer]
    env = prepared.env
    scope = {*env.papers, env.printing.layout_need, *(["booklet"] if env.booklet else [])}
    scope |= {"pocket"} if env.pocket else set()
    scope |= {"ink-saver"} if env.printing.ink_saver else set()
    files = OutputSet(out_dir / prepared.game.slug, scope=frozenset(scope))
    with files:
        targets = [files.reserve(output.name + chosen.extension, output.needs) for output in prepared.outputs]

        def draw(index: int) -> None:
            output = prepared.outputs[index]
            name = output.name + chosen.extension
            key = drawn.key(f"{name}:{writer}", output.drawn_from()) if drawn else None
            kept = drawn.get(name, key) if drawn else None
            if kept is not None:
                targets[index].write_bytes(kept)
                return
            with targets[index].open("wb") as target:
                chosen.write(output, target)
            if drawn and key:
                drawn.keep(name, key, targets[index].read_bytes())

        with parallel.each(draw, range(len(targets)), jobs) as done:
            for _ in done:
                advance()
    return files

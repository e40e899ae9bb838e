"""The pipeline for one game: load → check → lay out → draw → write."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pnp.checks.declared import run_checks
from pnp.checks.text import check_card_text
from pnp.draw import FaceDrawer
from pnp.expr import ExpressionError, evaluate
from pnp.findings import ContentError, Findings, Location
from pnp.fonts import FontBook
from pnp.icons import IconLibrary
from pnp.layout import Face, Layouter
from pnp.load import load_game
from pnp.model import Component, Game
from pnp.pdf import write_atomically
from pnp.rulebook import DEFAULT_STYLE, PreparedRulebook, load_style, prepare_rulebook, render_rulebook
from pnp.sheets import SheetJob, render_sheets
from pnp.templates import TemplateLoader
from pnp.workspace import Workspace

PAPERS = ("letter", "a4")


@dataclass
class PreparedComponent:
    component: Component
    fronts: list[Face]
    back: Face | None


@dataclass
class PreparedGame:
    """A game loaded, checked and laid out: ready to draw when ``findings`` has no errors."""

    game: Game
    icons: IconLibrary
    layouter: Layouter
    components: list[PreparedComponent] = field(default_factory=list)
    rulebooks: list[PreparedRulebook] = field(default_factory=list)


def prepare(workspace: Workspace, slug: str, fonts: FontBook, findings: Findings) -> PreparedGame | None:
    game = load_game(workspace, slug, findings)
    if game is None:
        return None
    icons = IconLibrary(workspace.icon_dirs(slug))
    layouter = Layouter(fonts, icons, game.root / "art")
    prepared = PreparedGame(game, icons, layouter)
    check_card_text(game, icons, findings)
    run_checks(game, findings)
    templates = TemplateLoader(workspace.template_dirs(slug))
    for component in game.components:
        try:
            if component.kind == "rulebook":
                name = component.spec.get("style", DEFAULT_STYLE)
                style = load_style(templates.folders, name, component.spec.line_of("style"))
                prepared.rulebooks.append(prepare_rulebook(game, component, style, fonts, icons, findings))
            else:
                prepared.components.append(_lay_out(game, component, templates, layouter, findings))
        except ContentError as exc:
            findings.extend(exc.findings)
    return prepared


def _lay_out(
    game: Game, component: Component, templates: TemplateLoader, layouter: Layouter, findings: Findings
) -> PreparedComponent:
    context = {**game.expression_context(), "component": component}
    if not component.face:
        raise ContentError.single(component.location, f"component '{component.id}' names no face template")
    where = component.spec.line_of("face")
    fronts: list[Face] = []
    for card in component.cards:
        scope = {**context, "card": card}
        try:  # the face may depend on the card, as in face: "my-game/{{ card.kind }}"
            name = str(evaluate(component.face, scope))
        except ExpressionError as exc:
            findings.error(where, f"card '{card.id}': face: {exc}")
            continue
        fronts.append(layouter.face(templates.load(name, where), scope, card.loc, findings, f"card '{card.id}'"))
    if not fronts:
        findings.warning(component.location, f"component '{component.id}' has no cards")
        return PreparedComponent(component, fronts, None)
    sizes = sorted({face.size for face in fronts})
    if len(sizes) > 1:
        findings.error(where, f"the faces of '{component.id}' differ in size {sizes}; one sheet needs one size")
    back = None
    if component.back:
        back_where = component.spec.line_of("back")
        back_template = templates.load(component.back, back_where)
        if back_template.size != fronts[0].size:
            findings.error(
                back_where, f"back template '{component.back}' is {back_template.size} mm but the face is {sizes[0]} mm"
            )
        back = layouter.face(
            back_template, {**context, "card": None}, back_where, findings, f"back of '{component.id}'"
        )
    return PreparedComponent(component, fronts, back)


def output_path(out_dir: Path, slug: str, component_id: str, paper: str) -> Path:
    return out_dir / slug / f"{slug}-{component_id}-{paper}.pdf"


def write_pdfs(prepared: PreparedGame, fonts: FontBook, out_dir: Path, papers: tuple[str, ...]) -> list[Path]:
    """Draw every component on every paper; each file replaced atomically."""
    game = prepared.game
    drawer = FaceDrawer(prepared.icons, game.root / "art")
    written = []
    for item in prepared.components:
        if not item.fronts:
            continue
        for paper in papers:
            job = SheetJob(
                game_title=game.title,
                component_title=item.component.title,
                notice=game.manifest.get("notice", ""),
                paper=paper,
                fronts=item.fronts,
                back=item.back,
                duplex=item.component.spec.get("duplex", "long-edge"),
                font=fonts.default_font,
                drawer=drawer,
            )
            path = output_path(out_dir, game.slug, item.component.id, paper)
            try:
                write_atomically(path, lambda job=job: render_sheets(job))
            except ValueError as exc:
                raise ContentError.single(Location(item.component.source), f"cannot impose: {exc}") from None
            written.append(path)
    for rulebook in prepared.rulebooks:
        for paper in papers:
            path = output_path(out_dir, game.slug, rulebook.component.id, paper)
            write_atomically(
                path,
                lambda rulebook=rulebook, paper=paper: render_rulebook(rulebook, game, paper, fonts, prepared.icons),
            )
            written.append(path)
    return written

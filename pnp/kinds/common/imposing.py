"""Imposing a piece component: from its laid-out pieces to its sheet files.

Its ``imposition:`` as written (checked strategy names and options), the bleed a print
profile asks of its templates, one sheet plan per imposition and paper (a strategy's
refusal a finding at the line that causes it, said once), and what the sheet painter
draws each plan from. Exports plan and draw their own files with the same pieces.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, BinaryIO

from pnp.core import schema
from pnp.core.findings import Findings, Location
from pnp.core.geometry import MM, Box
from pnp.core.limits import advice
from pnp.core.papers import Paper
from pnp.core.papers import paper as paper_named
from pnp.core.profiles import Profile
from pnp.core.rules import PLACED_FOR_ITS_SIZE
from pnp.core.words import Words, say
from pnp.impose.duplex import DUPLEX_OPTION
from pnp.impose.marks import Measure, estimate
from pnp.impose.plan import PieceSpec, SheetPlan
from pnp.impose.strategies import STRATEGIES, ImpositionError, Strategy, cut_color_of, place_note
from pnp.impose.strategies.grid import quarter_turned
from pnp.impose.strategies.gutterfold import folds
from pnp.kinds import Env
from pnp.kinds.common.larger_paper import larger_paper_advice
from pnp.kinds.common.sheet_alone import warn_sheet_alone
from pnp.kinds.common.tiled_on_one_paper import warn_tiled_on_one_paper
from pnp.kinds.common.too_large_to_fold import note_too_large_to_fold
from pnp.layout.face import Face, LaidPiece
from pnp.model import Component
from pnp.write import Output

if TYPE_CHECKING:
    from pnp.draw.sheets import SheetDocument


@dataclass(frozen=True)
class Imposition:
    """One imposition the component prints with: the strategy, its options, where game.yaml says so."""

    strategy: str
    options: dict[str, Any]
    where: Location


def impositions(component: Component, default: Any, findings: Findings) -> list[Imposition]:
    """The component's ``imposition:`` (or its kind's ``default``) as checked strategy names and options."""
    spec = component.spec
    raw = spec.get("imposition", default)
    where = spec.line_of("imposition") if "imposition" in spec else spec.line_of("face") if "face" in spec else spec.loc
    entries = raw if isinstance(raw, list) else [raw]
    result = []
    for entry in entries:
        name = entry if isinstance(entry, str) else entry.get("strategy") if isinstance(entry, dict) else None
        if name not in STRATEGIES:
            findings.error("unknown-kind", where, f"component '{component.id}': {STRATEGIES.unknown(name)}")
            continue
        strategy = STRATEGIES[name]
        options = {k: v for k, v in entry.items() if k != "strategy"} if isinstance(entry, dict) else {}
        if "duplex" in spec and "duplex" in strategy.options and spec["duplex"] in DUPLEX_OPTION["enum"]:
            options.setdefault("duplex", spec["duplex"])  # a value game.yaml's schema refused is said there, once
        if strategy.holes_alone and (given := cut_color_of(raw)) is not None:
            options.setdefault("cut_color", given)  # its holes cut along the line the component's other pages draw
        option_schema = {"type": "object", "additionalProperties": False, "properties": strategy.options}
        if schema.check(options, option_schema, findings, where, f"imposition {name}"):
            result.append(Imposition(name, options, where))
    return result


def _as_laid_out(imposition: Imposition, specs: list[PieceSpec], layout: str | None, paper: Paper | None) -> Imposition:
    """``--layout gutterfold`` turns a duplex imposition into a folded one on ``paper``, where the pieces allow
    it: rectangles of one size with backs (some may lie the other way: a landscape Hero among portrait cards),
    a front and its back within half the paper."""
    if layout != "gutterfold" or paper is None or not STRATEGIES[imposition.strategy].duplex_capable:
        return imposition
    if (
        not all("back" in spec.sides for spec in specs)
        or _mixed_sizes(specs) is not None
        or not specs[0].shape.rectangular
    ):
        return imposition  # one-sided, of mixed sizes (a warning: _warn_kept_duplex) or shaped: printed as before
    keep = _folding_options(imposition)
    if not folds(paper, specs[0], STRATEGIES["gutterfold"].settings(keep)["rotate"]):
        return imposition  # too large for half the paper (an A5 player mat on Letter): printed duplex, a note says
    return Imposition("gutterfold", keep, imposition.where)


def _folding_options(imposition: Imposition) -> dict[str, Any]:
    """The options of a duplex imposition that a fold keeps (its rotate:, its cut outline)."""
    return {key: value for key, value in imposition.options.items() if key in STRATEGIES["gutterfold"].options}


def _mixed_sizes(specs: list[PieceSpec]) -> tuple[PieceSpec, PieceSpec] | None:
    """Two pieces of truly different sizes (not one turned a quarter: a landscape card of the portrait cut)."""
    first = specs[0]
    other = next((s for s in specs if s.shape != first.shape and not quarter_turned(s, first)), None)
    return None if other is None else (first, other)


def _warn_kept_duplex(chosen: list[Imposition], specs: list[PieceSpec], component: Component, env: Env) -> None:
    """A gutterfold-kept-duplex warning at the component's line when ``--layout gutterfold`` keeps its duplex
    sheets because its pieces are of different sizes (a fold lays one grid of one size on each half), a note
    of the build when they are round or shaped (nothing the designer can change): once, however many of its
    impositions it keeps; and a note for each paper on which its pieces are too large to fold
    (:func:`note_too_large_to_fold`)."""
    duplex = [i for i in chosen if STRATEGIES[i.strategy].duplex_capable]
    if env.printing.layout != "gutterfold" or not duplex:
        return
    if not all("back" in spec.sides for spec in specs):
        return  # one-sided: nothing to fold onto
    if not specs[0].shape.rectangular:
        env.notes.append(
            f"{env.game.slug}: component '{component.id}' keeps its duplex sheets (print them double-sided): "
            f"--layout gutterfold folds rectangles, and its pieces are {specs[0].shape.describe()}s"
        )
        return
    mixed = _mixed_sizes(specs)
    if mixed is not None:
        first, other = mixed
        env.findings.warning(
            "gutterfold-kept-duplex",
            component.location,
            f"component '{component.id}': --layout gutterfold folds pieces of one size, and this component has a "
            f"{first.shape.describe()} and a {other.shape.describe()}, so it keeps its duplex sheets (print them "
            "double-sided); to fold it, make each size a component of its own",
        )
        return
    on_paper = [i for i in duplex if STRATEGIES[i.strategy].paper_based]
    if on_paper:
        rotate = STRATEGIES["gutterfold"].settings(_folding_options(on_paper[0]))["rotate"]
        note_too_large_to_fold(component, specs[0], rotate, env)


def profile_bleeds(
    laid: list[LaidPiece],
    profile: Profile,
    findings: Findings,
    bleed_line: Callable[[Face], Location | None] | None = None,
) -> list[float] | None:
    """Each piece's bleed as the print profile asks (pieces without bleed, meant to be cut on white, keep none);
    None when a template has less than the profile asks: a finding at the ``bleed:`` line each such bleed comes
    from (``bleed_line`` finds it; else the piece's size), front or back, however many templates extend it."""
    if profile.bleed is None:
        return asked_bleeds(laid, profile)
    short: dict[Location | None, tuple[str, float]] = {}  # each short bleed's line, once
    for piece in laid:
        for side, face in piece.faces.items():
            if 0 < face.bleed < profile.bleed - 1e-6:
                where = bleed_line(face) if bleed_line is not None else piece.size_location
                short.setdefault(where, ("this back's template" if side == "back" else "this template", face.bleed))
    for where, (template, bleed) in short.items():
        findings.error(  # no piece named: every template extending this one is the same finding
            "profile-bleed",
            where,
            f"the {profile.name} profile ({profile.title}) needs {profile.bleed:g} mm of bleed and {template} gives "
            f"{bleed:g} mm; set bleed: {profile.bleed:g} (or more) in it",
        )
    return None if short else asked_bleeds(laid, profile)


def asked_bleeds(laid: list[LaidPiece], profile: Profile) -> list[float]:
    """Each piece's bleed as the print profile asks it, whether or not its template gives as much: the size a
    shop receives once the template is fixed (pieces without bleed keep none)."""
    if profile.bleed is None:
        return [piece.bleed for piece in laid]
    return [profile.bleed if piece.bleed > 0 else 0.0 for piece in laid]


def sheet_outputs(
    component: Component,
    laid: list[LaidPiece],
    bleeds: list[float],
    groups: list[str],
    chosen: list[Imposition],
    noun: str,
    env: Env,
) -> list[Output]:
    """The sheet files of a component's laid-out pieces, with these bleeds and groups (``noun``: what one
    piece is called, for a tiled piece's assembly map): one output per
    imposition and paper (or one of the imposition's own size), each planned here so that validation
    finds everything the build would refuse."""
    tiled = any(imposition.strategy == "tile" for imposition in chosen)
    specs = [
        PieceSpec(
            p.shape,
            bleed,
            tuple(p.faces),
            p.count,
            _words(p, "front", tiled),
            group,
            _words(p, "back", tiled),
            noun,
            _marks(p, "front", tiled),
            _marks(p, "back", tiled),
            p.front.holes,
        )
        for p, bleed, group in zip(laid, bleeds, groups, strict=True)
    ]
    paper_based = [i for i in chosen if STRATEGIES[i.strategy].paper_based]
    measure = furniture_measure(env)
    words = env.game.words  # the pages' own words in the game's language
    outputs = []
    _warn_kept_duplex(chosen, specs, component, env)
    for written in chosen:
        _warn_size_per_paper(written, specs, laid, env)
        failed: set[str] = set()  # a problem met on one paper is not reported again for the next
        laid_out_by = {env.printing.layout_need} if STRATEGIES[written.strategy].duplex_capable else set()
        for paper in env.papers if STRATEGIES[written.strategy].paper_based else (None,):
            sheet = paper_named(paper) if paper else None
            imposition = _as_laid_out(written, specs, env.printing.layout, sheet)
            strategy = STRATEGIES[imposition.strategy]
            plan = _plan(strategy, specs, sheet, imposition, laid, component, env, failed, measure, words)
            if plan is None:
                continue
            _place_note(plan, component, paper, env)
            if plan.cut_words and "cut-words" not in failed:
                failed.add("cut-words")
                _report_cut_words(plan, laid, paper, env)
            if len(plan.pages) > env.game.limits.pages:
                env.findings.error(
                    "limit",
                    imposition.where,
                    f"component '{component.id}' would print {len(plan.pages):,} pages; pnp makes at most "
                    f"{env.game.limits.pages:,} in one file ({advice('pages')})",
                )
                break
            parts = [env.game.slug, component.id]
            if not strategy.paper_based or len(paper_based) > 1 or strategy.always_named:
                parts.append(imposition.strategy)
            if paper:
                parts.append(paper)
            document = sheet_document(plan, laid, component, env)
            drawn_from = (replace(document, face=None, icons=None), [piece.faces for piece in laid])
            outputs.append(
                Output(
                    component.id,
                    "-".join(parts),
                    partial(_draw_sheets, document=document),
                    plan,
                    drawn_from,
                    # a file --layout decides (duplex sheets or gutterfold) is made again only by its layout
                    frozenset({paper} if paper else ()) | laid_out_by,
                )
            )
    return outputs


def _warn_size_per_paper(written: Imposition, specs: list[PieceSpec], laid: list[LaidPiece], env: Env) -> None:
    """A piece whose size suits one paper of the build and not another, once per template size line: a sheet to
    write on printed several to a page on one and alone on another (``sheet-alone``), a tiled piece whole on one
    and cut into pages on another (``tiled-on-one-paper``)."""
    said: set[Location] = set()
    papers = list(env.papers)
    for spec, piece in zip(specs, laid, strict=True):
        where = piece.size_location
        if where is None or where in said:
            continue
        said.add(where)
        if written.strategy == "sheet":
            rotate = str(written.options.get("rotate", "auto"))
            warn_sheet_alone(spec.size, where, papers, rotate, piece.label, env.findings)
        elif written.strategy == "tile":
            warn_tiled_on_one_paper(spec, where, papers, piece.label, env.findings)


def _plan(
    strategy: Strategy,
    specs: list[PieceSpec],
    paper: Paper | None,
    imposition: Imposition,
    laid: list[LaidPiece],
    component: Component,
    env: Env,
    failed: set[str],
    measure: Measure,
    words: Words | None,
) -> SheetPlan | None:
    """The plan of ``specs`` on ``paper``, or None when the strategy refuses: a finding for each rule once
    (``failed`` holds those said), at the piece's size or shape line when that is the cause."""
    try:
        return strategy.plan(specs, paper, imposition.options, measure, words)
    except ImpositionError as exc:
        if exc.rule in failed:
            return None
        failed.add(exc.rule)
        # The piece's size or shape is the root cause: one finding at its line, whichever components use it.
        at = laid[exc.piece]
        cause = exc.at or {"piece-too-large": "size", "fold-shape": "shape"}.get(exc.rule)
        line = {"size": at.size_location, "shape": at.shape_location}.get(cause or "")
        where = line or imposition.where
        message = str(exc) if exc.rule == "piece-too-large" or exc.at else f"component '{component.id}': {exc}"
        if exc.rule == "piece-too-large" and paper is not None:
            holds = partial(_planned, strategy, specs, imposition.options, measure, words)
            message += larger_paper_advice(paper, holds, env.game)
        env.findings.error(exc.rule, where, message)
        if exc.rule == "fold-shape" and line is not None:  # the elements placed for the shape meant: not said besides
            for face in at.faces.values():
                env.findings.withdraw(PLACED_FOR_ITS_SIZE, (line.file,), face.name)
        return None


def _planned(
    strategy: Strategy,
    specs: list[PieceSpec],
    options: dict[str, Any],
    measure: Measure,
    words: Words | None,
    paper: Paper,
) -> bool:
    """Whether the strategy plans the pieces on ``paper``."""
    try:
        strategy.plan(specs, paper, options, measure, words)
    except ImpositionError:
        return False
    return True


def _place_note(plan: SheetPlan, component: Component, paper: str | None, env: Env) -> None:
    """The plan's whole note, what the component is, then how to print and cut it, then its own last step
    ("Trap tents: print double-sided, … Then cut on the crop marks. Fold each along its middle, …"), placed
    where it fits best on the first page; a warning at the component when it fits whole nowhere there."""
    if not plan.note:
        return
    from pnp.draw.furniture import NOTE_SHORTENED, note_fit, note_quality

    finish = str(component.spec.get("finish", ""))
    note = " ".join(part for part in (plan.note, finish) if part)
    title = component.title
    text = say(env.game.words, "labelled", label=title, text=note) if title else note[:1].upper() + note[1:]
    font = env.fonts.default_family.face()
    ready = env.fonts.ready(font)
    band = place_note(plan, text, note_fit(text, font.name) if ready else None).pages[0].note
    if ready and (band is None or note_quality(text, font.name, band) == NOTE_SHORTENED):
        quoted = text if len(text) <= 80 else text[:80].rsplit(" ", 1)[0] + " …"
        env.findings.warning(
            "print-note",
            component.spec.loc,
            f"component '{component.id}': on {paper or 'its own'} paper the note that says how to print it "
            f"({len(text):,} characters: '{quoted}') fits whole in no free margin of the first page, "
            f"{'so it is left out' if band is None else 'so its end is cut'}: "
            f"{'shorten its finish:, or ' if finish else ''}leave a margin free (fewer or smaller pieces a page), "
            "or print on a larger paper",
        )


def _words(piece: LaidPiece, side: str, tiled: bool) -> tuple[Box, ...]:
    """Where ``side`` of ``piece`` prints words, for a tiled board's joins to keep clear of (none untiled)."""
    from pnp.layout.textboxes import text_boxes  # the type standards' reportlab: not for pnp list

    return text_boxes(piece.faces[side]) if tiled and side in piece.faces else ()


def _marks(piece: LaidPiece, side: str, tiled: bool) -> tuple[Box, ...]:
    """Where ``side`` of ``piece`` draws icons and small shapes, for a tiled board's map labels to keep off."""
    from pnp.layout.textboxes import mark_boxes

    return mark_boxes(piece.faces[side]) if tiled and side in piece.faces else ()


def _report_cut_words(plan: SheetPlan, laid: list[LaidPiece], paper: str, env: Env) -> None:
    """A warning for each tiled side whose page joins cut through words (no place for a join cleared them all),
    at the `size:` line of that side's template."""
    from pnp.layout.textboxes import text_runs

    for index, side in dict.fromkeys((index, side) for index, side, _ in plan.cut_words):
        piece = laid[index]
        face = piece.faces[side]
        runs = text_runs(face)
        words = [runs.get(box, "").strip() for i, s, box in plan.cut_words if (i, s) == (index, side)]
        quoted = ", ".join(f"'{word}'" for word in words[:3]) + (
            f" and {len(words) - 3} more" if len(words) > 3 else ""
        )
        where = piece.size_location if side == "front" else size_line(env, face)
        env.findings.warning(
            "tile-cuts-text",
            where,
            f"{piece.label}{' (its back)' if side == 'back' else ''}: on {paper} paper a page join cuts through "
            f"{quoted}: no place the join can take clears them (a page shows only so much: a line wider than that, "
            "or words all along where the join can go). Set the text in shorter lines, move it, or leave a gap "
            "between words where the join can go",
        )


def size_line(env: Env, face: Face) -> Location | None:
    """The ``size:`` line of the template ``face`` was laid out from (a back's, for a finding about the back)."""
    return env.templates.loaded(face.name).size_location


def bleed_line(env: Env, face: Face) -> Location | None:
    """The ``bleed:`` line of the template ``face`` was laid out from: its own, or the parent's it inherits."""
    return env.templates.loaded(face.name).bleed_location


def furniture_measure(env: Env) -> Measure:
    """How wide (mm) a text prints at a size (pt) in the sheets' furniture font, for the words a strategy
    sets to fit the page; an estimate when the font cannot be used (the sheets report it)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    font = env.fonts.default_family.face()
    return (lambda text, size: stringWidth(text, font.name, size) / MM) if env.fonts.ready(font) else estimate


def sheet_document(plan: SheetPlan, laid: list[LaidPiece], component: Component, env: Env) -> SheetDocument:
    """What the sheet painter needs to draw ``plan``: faces, icons, furniture font, words, print settings."""
    from pnp.draw.sheets import SheetDocument

    font = env.fonts.default_family.face()
    env.fonts.ready(font, env.findings)
    game = env.game
    return SheetDocument(
        plan=plan,
        face=lambda index, side: laid[index].faces[side],
        icons=env.icons,
        font=font.name,
        title=f"{game.title}: {component.title}",
        subject=f"{len(component.pieces)} {say(game.words, component.plural)}",
        author=game.title,
        footer=[game.title, component.title],
        words=game.words,
        notice=str(game.manifest.get("notice", "")),
        ink=env.printing.profile.ink,
        pdfx=env.printing.profile.pdfx,
        back_offset=env.printing.back_offset,
    )


def _draw_sheets(target: BinaryIO, document: SheetDocument) -> None:
    from pnp.draw.sheets import draw_sheets  # reportlab loads when something is drawn

    draw_sheets(target, document)

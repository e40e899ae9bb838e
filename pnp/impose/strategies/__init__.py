"""Imposition strategies: each a plug-in that turns pieces and a paper into a sheet plan.

A strategy registers with ``@strategy("grid")`` in a module of this package and
declares its options (JSON Schema properties, each with a default) and whether it
prints on a paper (one output per paper) or on pages of its own size (one output).
It raises :class:`ImpositionError` for what it cannot do, with a message that says
what to use instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any, ClassVar, TypeVar

from pnp.core.color import Color, parse_color
from pnp.core.geometry import Box, Path, path_bounds, transform_path
from pnp.core.papers import Paper
from pnp.core.registry import Registry, load_plugins
from pnp.core.suggest import did_you_mean
from pnp.core.words import Words, say
from pnp.impose.marks import (
    FOOTER_CLEAR,
    FOOTER_PAD,
    Cut,
    Measure,
    crop_marks,
    estimate,
    footer_band,
    label_box,
    mark_box,
    note_band,
)
from pnp.impose.plan import Band, Label, Line, Mark, Outline, PagePlan, PieceSpec, Placement, SheetPlan
from pnp.impose.policy import FOOTER_DEPTH, place, turned

Room = TypeVar("Room")  # what a strategy lays its pages out in: an area, a grid


class ImpositionError(Exception):
    def __init__(self, rule: str, message: str, piece: int = 0, at: str | None = None):
        super().__init__(message)
        self.rule = rule
        self.piece = piece  # the index of the piece at fault, whose template's size: or shape: line is the cause
        self.at = at  # "size" or "shape": that line of the piece's template is the one to change (else by the rule)


class Strategy:
    name: ClassVar[str] = ""
    doc: ClassVar[str] = ""
    paper_based: ClassVar[bool] = True  # one output per paper, named by the paper; else named by the strategy
    always_named: ClassVar[bool] = False  # its outputs carry its name beside the paper's (gutterfold)
    duplex_capable: ClassVar[bool] = False  # prints backs on the sheet's other side (--layout gutterfold replaces it)
    cut_out: ClassVar[bool] = True  # its pieces are cut out at their trim (a sheet to write on is the paper itself)
    holes_alone: ClassVar[bool] = False  # its only cut outlines are the holes': their colour the component's (cut_in)
    options: ClassVar[dict[str, dict[str, Any]]] = {}  # JSON Schema properties, each with a "default"

    def plan(
        self,
        pieces: list[PieceSpec],
        paper: Paper | None,
        options: dict[str, Any],
        measure: Measure = estimate,
        words: Words | None = None,
    ) -> SheetPlan:
        """The pages of ``pieces`` on ``paper``; ``measure`` says how wide a text prints in the sheets'
        furniture font, for the words a strategy sets to fit the page (a tiled board's assembly map),
        else a generous :func:`~pnp.impose.marks.estimate`; ``words`` are the game's own wording of
        what the pages say (footer labels, the note, an assembly map: :mod:`pnp.core.words`), else English."""
        raise NotImplementedError

    @classmethod
    def settings(cls, given: dict[str, Any]) -> dict[str, Any]:
        """The options with their defaults filled in."""
        return {key: given.get(key, spec.get("default")) for key, spec in cls.options.items()}


STRATEGIES: Registry[Strategy] = Registry("imposition")
strategy = STRATEGIES.plugin

GAP_OPTION = {
    "type": "number",
    "minimum": 0,
    "maximum": 50,
    "default": 0.0,
    "description": "mm between neighbours' bleeds",
}
FOLD_COLOR_OPTION = {
    "type": ["string", "null"],
    "pattern": "^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|none)$",
    "default": None,
    "description": (
        "the fold lines' colour over the art is written '#rrggbb' or '#rgb' ('#ffffff': a light line on dark art), "
        "or none for no fold lines over the art; leave fold_color out for the marks' dark grey"
    ),
}

CUT_COLOR_OPTION = {
    "type": ["string", "null"],
    "pattern": "^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$",
    "default": None,
    "description": (
        "the cut outlines' colour is written '#rrggbb' or '#rgb' ('#ffffff': a light line round dark pieces); "
        "leave cut_color out for the default grey"
    ),
}


def cut_in(pages: list[PagePlan], cut_color: str | None) -> list[PagePlan]:
    """``pages`` with their pieces' cut outlines in ``cut_color`` (:data:`CUT_COLOR_OPTION`; None: the marks' grey):
    the holes' (:func:`hole_cuts`) too, so a hole is cut along a line of the colour every other cut line of its page
    takes, or the component's where it is the page's only cut line (a tiled page, a sheet, a print shop's page)."""
    color = parse_color(cut_color)
    if color is not None:
        for page in pages:
            page.marks = [replace(mark, color=color) if _cut_outline(mark) else mark for mark in page.marks]
    return pages


def _cut_outline(mark: Mark) -> bool:
    return isinstance(mark, Outline) and mark.style == "cut"


def coloured(pages: list[PagePlan]) -> str:
    """The words' key ending of a note about cut outlines the game coloured ("_coloured": it says no "grey"), or ""."""
    return "_coloured" if any(_cut_outline(m) and m.color is not None for page in pages for m in page.marks) else ""


@dataclass(frozen=True)
class FoldLines:
    """How the dashed fold lines over the art print, as :data:`FOLD_COLOR_OPTION` says: ``drawn`` or not at
    all (``none``: scored by hand, a dark die's lines would show), in ``color`` (None: the marks' grey)."""

    drawn: bool
    color: Color | None

    @classmethod
    def chosen(cls, fold_color: str | None) -> FoldLines:
        return cls(fold_color != "none", parse_color(fold_color))


def strategy_meant(name: Any) -> str:
    """The imposition an ``imposition:`` name means: itself, or the one it is a slip of (``sheets``: ``sheet``).
    The slip is an ``unknown-kind`` error at its line; what hangs on the imposition (is the piece cut out at its
    trim, a sheet cut apart) is judged as it was meant, not said again as a cut that would clip its text."""
    text = str(name)
    return text if text in STRATEGIES else did_you_mean(text, STRATEGIES.names(), "{}") or text


def _names(written: Any) -> list[Any]:
    """The imposition names a component's ``imposition:`` (one, a mapping, or a list of them) writes."""
    entries = written if isinstance(written, list) else [written]
    return [entry.get("strategy") if isinstance(entry, dict) else entry for entry in entries]


def cut_out(written: Any) -> bool:
    """Are the pieces of a component whose ``imposition:`` is ``written`` (None: its kind's default) cut out
    at their trim? Yes unless every imposition it names prints them as the paper they are (``sheet``)."""
    names = _names(written)
    return not names or any(getattr(STRATEGIES.get(strategy_meant(name)), "cut_out", True) for name in names)


def imposition_known(written: Any) -> bool:
    """Does every imposition a component's ``imposition:`` names exist, or read as a slip of one (``sheets``)?
    A name near none (``paper``) leaves unknown how its pieces are cut: the name's ``unknown-kind`` error is
    all that is said, not also a cut judged through a piece that may be a sheet to write on."""
    return written is None or all(strategy_meant(name) in STRATEGIES for name in _names(written))


def cut_color_of(written: Any) -> str | None:
    """The cut outlines' colour a component whose ``imposition:`` is ``written`` gives: the first well-written
    ``cut_color`` of its impositions (a slip is said at its own), for the pages whose only cut lines are its holes'
    (``single``, ``sheet``, the print-shop export's) where they give none of their own."""
    entries = written if isinstance(written, list) else [written]
    given = [entry.get("cut_color") for entry in entries if isinstance(entry, dict)]
    return next((c for c in given if isinstance(c, str) and re.fullmatch(CUT_COLOR_OPTION["pattern"], c)), None)


def base_tabs(written: Any) -> float:
    """The base tab (mm) that a component whose ``imposition:`` is ``written`` (its kind's default filled in)
    folds below each panel's foot: the longest ``base`` of its ``fold`` impositions, 0 without one. What a face
    draws there, below its trim, prints on the tab (a standee's number on its base)."""
    entries = written if isinstance(written, list) else [written]
    tabs = [entry.get("base", 0) for entry in entries if isinstance(entry, dict) and entry.get("strategy") == "fold"]
    return max((float(tab) for tab in tabs if isinstance(tab, int | float) and tab > 0), default=0.0)


def same_piece(pieces: list[PieceSpec], what: str) -> PieceSpec:
    """The one size and shape all pieces share, or an error naming two that differ."""
    first = pieces[0]
    for other in pieces[1:]:
        if other.shape != first.shape or abs(other.bleed - first.bleed) > 1e-9:
            raise ImpositionError(
                "imposition-mixed",
                f"{what} needs pieces of one size and shape, but this component has a {first.shape.describe()} "
                f"and a {other.shape.describe()}; use imposition: gutters, which packs pieces of any size",
            )
    return first


def duplex_for(pieces: list[PieceSpec], chosen: str) -> str | None:
    """How the printer flips the sheets: the ``duplex`` option chosen, or None (no backs pages) when it is
    "none" or no piece has a back."""
    return chosen if any("back" in p.sides for p in pieces) and chosen != "none" else None


def copies(pieces: list[PieceSpec]) -> list[int]:
    """Each piece's index once per printed copy, in order."""
    return [index for index, piece in enumerate(pieces) for _ in range(piece.count)]


def sheets_of(pieces: list[PieceSpec], per_page: int) -> list[list[int]]:
    """Each piece's index once per printed copy, a sheet of ``per_page`` at a time; a piece of
    another group than the one before it starts a new sheet where that takes no more sheets, so
    that neighbours sharing a cut are of one group (a dark card's edge is not cut along a light one's)."""
    order = copies(pieces)
    grouped: list[list[int]] = []
    for index in order:
        if not grouped or len(grouped[-1]) == per_page or pieces[index].group != pieces[grouped[-1][-1]].group:
            grouped.append([])
        grouped[-1].append(index)
    plain = [order[i : i + per_page] for i in range(0, len(order), per_page)]
    return grouped if len(grouped) <= len(plain) else plain


def placement(
    index: int,
    side: str,
    piece: PieceSpec,
    rotation: int,
    x: float,
    y: float,
    bleed: tuple[float, float, float, float] | None = None,
) -> Placement:
    """``side`` of ``piece`` turned ``rotation``° with its trim box's lower-left at (x, y).

    ``bleed`` (left, bottom, right, top, in page directions) limits the art to a
    rectangle; without it the art runs out to the side's full bleed. A back is clipped
    and outlined to its own shape, the face's mirrored (:meth:`PieceSpec.outline_of`):
    placed where :func:`behind` puts it, it lands on the face's cut once turned over.
    """
    w, h = piece.size
    shape = piece.outline_of(side)
    transform = place(w, h, rotation, x, y)
    trim = Box(x, y, *turned(w, h, rotation))
    clip = trim.expand(*bleed).path if bleed is not None else transform_path(shape.outline(piece.bleed), transform)
    cut = transform_path(shape.outline(0.0), transform)
    holes = tuple(transform_path(hole, transform) for hole in piece.holes_of(side))
    return Placement(index, side, transform, clip, cut, trim, rotation, shape.rectangular, holes)


def finish_page(page: PagePlan, outlines: bool | str, cuts: list[Cut] | None = None) -> PagePlan:
    """Crop marks for straight cuts, cut outlines, trim and bleed boxes, and the footer band.

    ``outlines``: True draws every piece's cut outline, False none, "auto" those of
    pieces that crop marks cannot guide (round and shaped pieces, loose layouts, and rounded corners: the
    marks guide a rounded rectangle's straight sides, not where its corners turn, a label's 10 mm arcs).
    ``cuts`` replaces the pieces' own trims as what is cut (a folded pair is cut as one).
    """
    straight = [i for i, p in enumerate(page.placements) if p.straight]
    if cuts is None:
        cuts = [Cut(page.placements[i].trim, path_bounds(page.placements[i].clip)) for i in straight]
    marks, unmarked = crop_marks(cuts, page.width, page.height)
    page.marks.extend(marks)
    needs_outline = {straight[i] for i in unmarked if i < len(straight)} | {
        i for i, p in enumerate(page.placements) if not p.straight or _curved(p.cut)
    }
    for index, placed in enumerate(page.placements):
        if outlines is True or (outlines == "auto" and index in needs_outline):
            page.marks.append(Outline(placed.cut, "cut"))
        page.marks.extend(hole_cuts(placed))
    if page.placements:
        page.trim_box = Box.union([*(p.trim for p in page.placements), *(cut.trim for cut in cuts)])
        page.bleed_box = Box.union([*(path_bounds(p.clip) for p in page.placements), *(cut.bleed for cut in cuts)])
    words = [label_box(mark) for mark in page.marks if isinstance(mark, Label)]
    page.footer = footer_band(page.width, page.height, *_taken(page), words)
    return page


def hole_cuts(placed: Placement, fill: Color | None = None, clipped: bool = False) -> list[Outline]:
    """The cut outline of each hole cut out of ``placed`` (no crop mark guides a hole's cut), wherever the piece
    prints: the sheets, a print shop's page, the proof, a Tabletop Simulator face (``fill``: painted inside), a
    tiled page (``clipped``: within the part of the piece the page prints)."""
    clip = placed.clip if clipped else None
    return [Outline(hole, "cut", fill=fill, clip=clip) for hole in placed.holes]


def _curved(path: Path) -> bool:
    """Whether a cut line turns along curves anywhere (a rounded rectangle's corners)."""
    return any(segment[0] == "C" for segment in path)


def footed(build: Callable[[Room], list[PagePlan]], room: Room, smaller: Iterable[Room]) -> list[PagePlan]:
    """The pages ``build`` lays out in ``room``; when pieces leave one of them no room for its footer,
    those it lays out in the first of ``smaller`` (a row or a column fewer) that gives every page its
    footer and takes no more pages."""
    pages = build(room)
    for other in smaller:
        if all(page.footer for page in pages):
            break
        try:
            found = build(other)
        except ValueError:  # a piece no longer fits
            continue
        if len(found) <= len(pages) and all(page.footer for page in found):
            pages = found
    return pages


def footer_room(area: Box) -> tuple[Box, Box]:
    """``area`` less the depth a footer needs beside the marks, at its foot, or else at its left."""
    room = FOOTER_DEPTH + FOOTER_CLEAR
    return area.expand(0, -room, 0, 0), area.expand(-room, 0, 0, 0)


def steady_footers(pages: list[PagePlan]) -> list[PagePlan]:
    """Every page of the paper's size keeps the first page's footer band where it is free there
    too: a part-full last sheet does not move its footer into the room its missing pieces leave."""
    band = pages[0].footer if pages else None
    for page in pages[1:]:
        if band is None or page.footer == band or (page.width, page.height) != (pages[0].width, pages[0].height):
            continue
        room = band.box.grow(FOOTER_PAD)
        if not any(room.overlaps(box) for boxes in _taken(page) for box in boxes):
            page.footer = band
    return pages


def noted(plan: SheetPlan, then: str, words: Words | None) -> SheetPlan:
    """``plan`` with the note that says how to print it: one-sided, or double-sided and which edge
    the printer flips on, at 100 %, how many sheets; then ``then``, what to do with the sheets (cut,
    fold, glue). Its place on the first page is found once the whole note is known (:func:`place_note`),
    unless the strategy keeps one for it."""
    sheets = (len(plan.pages) + 1) // 2 if plan.duplex else len(plan.pages)
    count = say(words, "sheets", sheets=sheets) if sheets != 1 else say(words, "one_sheet")
    how = say(words, f"print_{plan.duplex.replace('-', '_')}" if plan.duplex else "print_one_sided", sheets=count)
    plan.note = f"{how} {then}".strip()
    return plan


def place_note(plan: SheetPlan, text: str, fits: Callable[[Band], Any] | None = None) -> SheetPlan:
    """``plan`` saying ``text`` (its whole note: what it prints, then :func:`noted`'s words, then the
    component's own last step) on its first page, in a band clear of its footer, pieces, marks and
    labels, where it fits best (``fits``: see :func:`note_band`), unless the strategy keeps a place
    for it (the assembly map's header)."""
    plan.note = text
    first = plan.pages[0]
    if first.note is None:
        labels = [label_box(mark) for mark in first.marks if isinstance(mark, Label)]
        first.note = note_band(first.width, first.height, *_taken(first), labels, first.footer, fits)
    return plan


def cutting(pages: list[PagePlan], words: Words | None) -> str:
    """How the pieces of ``pages`` are cut out: on their crop marks, inside their cut outlines, or both."""
    marks = {mark.style for page in pages for mark in page.marks if isinstance(mark, Line | Outline)}
    ways = {(True, False): "cut_crop_marks", (False, True): "cut_outlines", (True, True): "cut_both"}
    way = ways.get(("crop" in marks, "cut" in marks))
    return say(words, way if way == "cut_crop_marks" else way + coloured(pages)) if way else ""


def sheet_label(words: Words | None, number: int, sheets: int, side: str = "sheet") -> str:
    """What a page's footer calls it: "fronts 2/12", "backs 2/12", "sheet 2/12" (``side``)."""
    return say(words, side, sheet=f"{number}/{sheets}")


def _taken(page: PagePlan) -> tuple[list[Box], list[Box]]:
    """What the footer must keep clear of: the pieces' art, and the marks and outlines."""
    marks = [mark_box(m) for m in page.marks if isinstance(m, Line)] + [
        path_bounds(m.path) for m in page.marks if isinstance(m, Outline)
    ]
    return [path_bounds(p.clip) for p in page.placements], marks


def behind(
    page: PagePlan,
    front: Placement,
    piece: PieceSpec,
    duplex: str,
    bleed: tuple[float, float, float, float] | None = None,
) -> Placement:
    """The back of ``front`` where it lands behind it after the flip (a fold across the page's middle
    lands it where the duplex flip of the same name does); ``bleed``, the front's (left, bottom, right,
    top), limits the back's art as it is seen in the mirror.

    Long-edge flip mirrors the page left to right and turns the piece the other way;
    short-edge flip mirrors it top to bottom and adds a half turn.
    """
    trim, rotation = front.trim, front.rotation
    if duplex == "short-edge":
        turn, x, y = (180 - rotation) % 360, trim.x, page.height - trim.y - trim.h
    else:
        turn, x, y = (-rotation) % 360, page.width - trim.x - trim.w, trim.y
    if bleed is not None:
        left, bottom, right, top = bleed
        bleed = (left, top, right, bottom) if duplex == "short-edge" else (right, bottom, left, top)
    return placement(front.piece, "back", piece, turn, x, y, bleed)


load_plugins(__name__, __path__)

"""``piece``: another piece of the game drawn inside this one, as a rulebook figure draws it.

A quest's map laid out from the game's own room tiles, a player aid showing the card it explains, a box
cover with a fan of cards: the piece is named as a figure names it (``tiles/room-2x2``), laid out once per
game from its own template and entry, trimmed to its shape, and drawn fitted into the element's box (or at
``scale:``). Every element that draws the same side of the same piece shares one drawing, so a PDF
stores it once. The game's kinds find the piece (:class:`Pieces`); the layout knows only this protocol.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from pnp.core.geometry import Affine, transform_path
from pnp.layout.elements import STROKE_KEYS, Context, ElementKind, Key, Props, element
from pnp.layout.face import Face, Group, PathItem, Primitive, TextItem, flattened

FIGURE_TEXT = 6.0  # pt: the smallest text a drawing of a piece reads at (a rulebook figure's floor too)


@dataclass(frozen=True)
class PieceDrawing:
    """One side of a piece as elements draw it: its face, and its drawing trimmed to its shape (one object for
    every element that draws it, so a PDF stores it once); ``smallest_text``: its smallest type, pt."""

    face: Face
    drawing: Group
    smallest_text: float | None

    @staticmethod
    def of(face: Face) -> PieceDrawing:
        sizes = [item.size for item, _ in flattened(face.items) if isinstance(item, TextItem)]
        return PieceDrawing(face, Group(face.items, clip=face.shape.outline(0.0)), min(sizes, default=None))


class NoSuchPieceError(LookupError):
    """A piece element that names no piece of the game: ``hint`` is a "did you mean" (or empty). Or, with ``why``,
    one that names something else wrong at its ``key`` (a side the piece has not, a piece that draws itself, a name
    without its component: ``meant``, the name with it)."""

    def __init__(self, hint: str = "", why: str = "", key: str = "piece", meant: str = ""):
        super().__init__(why or hint)
        self.hint, self.why, self.key, self.meant = hint, why, key, meant


class Pieces(Protocol):
    """The game's pieces, by the name a figure gives them ('component/entry') and a side."""

    def drawing(self, target: str, side: str) -> PieceDrawing | None:
        """The side of the piece, laid out; None when it could not be (its own finding says why). Raises
        :class:`NoSuchPieceError` for a name that is no piece."""


@element("piece")
class Piece(ElementKind):
    doc = "another piece of the game (component-id/entry-id), drawn fitted into the box or at scale:"
    needs = ("piece",)
    draws_pieces = True
    keys = {
        "piece": Key("name", None, "the piece, as a rulebook figure names it: component-id/entry-id"),
        "side": Key("name", "front", "the side drawn: front (default), back, or a die's face-1 to face-6"),
        "scale": Key("positive", None, "draw it this many times its printed size, centred in the box"),
        "focus": Key("point", None, "the point of the piece ([x, y], mm from its top-left) at the box's centre"),
        **STROKE_KEYS,
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        target, side = props["piece"], props["side"] or "front"
        drawn = _found(target, side, props, context)
        if drawn is None:
            return []
        x, y, w, h = props.box
        width, height = drawn.face.size
        room_w, room_h = (h, w) if props["rotate"] % 180 == 90 else (w, h)  # a quarter turn fills the box turned
        scale = props["scale"] or min(room_w / width, room_h / height)
        fx, fy = props["focus"] or (width / 2, height / 2)  # a detail of a board: that point at the box's centre
        left, top = x + w / 2 - fx * scale, y + h / 2 - fy * scale
        placed = Affine.translate(left, top) @ Affine.scale(scale)
        items: list[Primitive] = [Group((drawn.drawing,), placed)]
        if props["stroke"] is not None:
            outline = transform_path(drawn.face.shape.outline(0.0), placed)
            stroke, width, dash = props["stroke"], props["stroke_width"], props["dash"]
            items.append(PathItem(outline, stroke=stroke, stroke_width=width, dash=dash))
        shrunk = drawn.smallest_text is not None and scale < 1  # at its size or larger, small type is its own
        if shrunk and drawn.smallest_text * scale < FIGURE_TEXT - 0.01:
            context.warning_once(
                "figure-text-small",
                context.where(props.element, "scale" if "scale" in props.element else "w"),
                f"{context.label}: element '{props.name}' draws '{target}' at {scale:.2g} × its size, so its smallest "
                f"text prints at {drawn.smallest_text * scale:.2g} pt, under the {FIGURE_TEXT:g} pt a drawing's text "
                "reads at: give it a larger box (or scale:), or let its template leave that text out when it is "
                'drawn inside another piece (when: "{{ not inside }}")',
                by=props.element,
            )
        return items


def _found(target: str, side: str, props: Props, context: Context) -> PieceDrawing | None:
    """The piece's drawing; None after saying why there is none (once, where its name is written)."""
    if context.pieces is None:
        return None
    try:
        return context.pieces.drawing(target, side)
    except NoSuchPieceError as exc:
        written = f"'{target}'" + ("" if side == "front" else f" ({side})")
        if exc.why:  # the template's: a side no piece has, a piece drawing itself, a name without its component
            where = context.written_at(props.element, exc.key, props.element.get(exc.key))
            said = f"'{side}'" if exc.key == "side" else written
            raw = str(props.element.get("piece", ""))
            if exc.key == "piece" and "{{" in raw:  # every entry's name lacks it: the template's piece: writes none
                owner = exc.meant.partition("/")[0] or "component-id"
                message = (
                    f"element '{props.name}': piece: '{raw}' gives {written}, which {exc.why.partition(': write')[0]}; "
                    f'write piece: "{owner}/{raw}"'
                )
                where = context.where(props.element, "piece")
                context.template_error("piece-unknown", where, message, alike="piece: without its component")
                return None
            context.template_error("piece-unknown", where, f"element '{props.name}': {exc.key}: {said} {exc.why}")
            return None
        how = "" if exc.hint.endswith("?") else "; name one as a rulebook figure does: component-id/entry-id"
        why = f"names no piece{exc.hint}{how}" + (
            "" if side == "front" or not how else f", of a component whose pieces have a {side}"
        )
        entry = target.partition("/")[2]
        computed = "{{" in str(props.element.get("piece", ""))  # else the template names it itself
        held = computed and (context.content_holding(target) or (context.content_holding(entry) if entry else None))
        if held:  # the content names it ('tiles/{{ loop.item.room }}'): said there, once
            context.content_error(
                "piece-unknown", held[1], f"{held[0]}: {written}, drawn by element '{props.name}', {why}"
            )
        else:
            where = context.written_at(props.element, "piece", target)
            context.template_error("piece-unknown", where, f"element '{props.name}': piece: {written} {why}")
        return None

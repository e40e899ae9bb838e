"""A side of one of the game's pieces, named as a rulebook figure names it ('deck/dead-end'): what a figure shows
and what a template's ``piece`` element draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.core.suggest import NAMES_LISTED, did_you_mean, did_you_mean_or_names, hint_naming, nearest_slips
from pnp.kinds import KINDS, Env
from pnp.model import Game

if TYPE_CHECKING:  # the layout loads when a game is laid out, not when pnp lists the games (every kind's module is)
    from pnp.layout.elements.piece import NoSuchPieceError, PieceDrawing
    from pnp.layout.face import Face


def figure_sides() -> set[str]:
    """Every side a figure may name, of any kind's pieces ("front", "back", a die's "face-3")."""
    return {side for name in KINDS.names() for side in KINDS[name].figure_sides}


def figure_targets(game: Game, side: str) -> list[str]:
    """Every 'component/entry' a figure could show on this side, for a "did you mean"."""
    return [
        f"{component.id}/{entry.id}"
        for component in game.components
        for entry in component.entries
        if KINDS[component.kind].has_figure(component, entry.id, side)
    ]


def shown_face(target: str, side: str, env: Env, inside: bool = False) -> Face | None:
    """The side of the piece ``target`` names, laid out as a figure draws it; None when pnp says why elsewhere (its
    component's source does not load, its entry was refused, its template failed, game.yaml misspells its
    ``face:``). Raises :class:`NoSuchPieceError` when the game has no such piece."""
    from pnp.layout.elements.piece import NoSuchPieceError

    owner, slash, entry = target.partition("/")
    if not slash:
        raise _without_component(target, env.game)
    component = env.game.component(owner)
    if component is None and owner in env.game.unusable:
        return None  # its entry in game.yaml is the finding
    shown = component is not None and KINDS[component.kind].has_figure(component, entry, side)
    if component is not None and (not component.readable or (component.rejected and not shown)):
        return None  # its source file, a refused entry or a copies: key naming none, is the finding
    misspelt = component is not None and {"face", "back"} & component.spec.misspelt
    if not shown and misspelt and any(e.id == entry for e in component.entries):
        return None  # a misspelt face: or back: (fase:) in game.yaml is the finding
    if (
        not shown
        and component is not None
        and side != "front"
        and KINDS[component.kind].has_figure(component, entry, "front")
    ):
        why = (
            "a diagram is only shown, and has a front alone"
            if component.shown_only
            else f"component '{component.id}' prints its pieces one-sided (it has no back:)"
        )
        raise NoSuchPieceError(why=f"is no side of '{target}': {why}", key="side")
    if not shown:
        raise NoSuchPieceError(_unknown_target_hint(target, figure_targets(env.game, side)))
    return KINDS[component.kind].side_face(component, entry, side, env, figure=True, inside=inside)


def _unknown_target_hint(target: str, targets: list[str]) -> str:
    """The "did you mean" for a name of no piece: when its component is right, the slip is in the entry's id,
    told only when that id is a slip of one of the component's ('plants/p04' is no slip of 'plants/p49', two
    digits of three wrong, however alike the whole names look); else the whole name's."""
    owner, _, entry = target.partition("/")
    entries = [name.partition("/")[2] for name in targets if name.partition("/")[0] == owner]
    if not entries:
        return did_you_mean_or_names(target, targets, "the pieces there are")
    meant = nearest_slips(entry, entries)
    if meant:
        return hint_naming([f"{owner}/{name}" for name in meant])
    return f"; the pieces there are {', '.join(targets)}" if len(targets) <= NAMES_LISTED else ""


def _without_component(target: str, game: Game) -> NoSuchPieceError:
    """A name without its component ('blue-sage' for 'pieces/blue-sage'), which names no piece, with the name
    meant when one component has that entry."""
    from pnp.layout.elements.piece import NoSuchPieceError

    owners = [component.id for component in game.components if any(e.id == target for e in component.entries)]
    meant = f"{owners[0]}/{target}" if len(owners) == 1 else ""
    holders = f" ('{target}' is an entry of {', '.join(repr(o) for o in owners)})" if owners else ""
    why = f"names no piece: a piece is named with its component, component-id/entry-id{holders}"
    return NoSuchPieceError(why=why + (f": write '{meant}'" if meant else ""), key="piece", meant=meant)


class PieceDrawings:
    """The game's pieces as ``piece`` elements draw them: each side laid out once, its drawing shared."""

    def __init__(self, env: Env):
        self.env = env
        self._made: dict[tuple[str, str], PieceDrawing | None] = {}
        self._drawing: list[str] = []  # the pieces being laid out, outermost first: one met again draws itself
        self._looped: set[str] = set()  # the pieces of a loop

    def drawing(self, target: str, side: str) -> PieceDrawing | None:
        from pnp.layout.elements.piece import NoSuchPieceError, PieceDrawing

        if side not in figure_sides():
            hint = did_you_mean(side, sorted(figure_sides()))
            why = f"is no side of a piece{hint} (a piece has a front and a back, a die face-1 to face-6)"
            raise NoSuchPieceError(why=why, key="side")
        named = target if side == "front" else f"{target} ({side})"
        if named in self._drawing:
            loop = self._drawing[self._drawing.index(named) :]
            self._looped.update(loop)  # none of them is drawn: the loop is their one finding
            raise NoSuchPieceError(why=f"draws itself ({' → '.join([*loop, named])}), which would never end")
        if (target, side) not in self._made:
            self._drawing.append(named)
            try:
                face = shown_face(target, side, self.env, inside=True)
            finally:
                self._drawing.pop()
            self._made[(target, side)] = None if named in self._looped else face and PieceDrawing.of(face)
        return self._made[(target, side)]

"""The sizes a print shop receives the game's pieces at (each with the shop's bleed) and, for a shop that takes
whole pixels only, the warning ``pnp validate --profile`` gives where ``pnp export print-shop`` would refuse."""

from __future__ import annotations

from pnp.core.geometry import path_bounds
from pnp.core.profiles import Profile
from pnp.core.whole_pixels import part_pixels
from pnp.kinds import Env
from pnp.kinds.common.imposing import asked_bleeds
from pnp.layout.face import LaidPiece
from pnp.model import Component, Game


def piece_sizes(component: Component, laid: list[LaidPiece], profile: Profile) -> list[tuple[tuple[float, float], str]]:
    """Each piece's size with the profile's bleed (the page ``single`` prints it on), and what it is: with the bleed
    the profile asks even of a template that gives less (a profile-bleed error), so that the resolution a
    profile-pixels warning names is the one that holds once that bleed is set."""
    bleeds = asked_bleeds(laid, profile)
    sizes = []
    for piece, bleed in zip(laid, bleeds, strict=True):
        art = path_bounds(piece.shape.outline(bleed))
        sizes.append(((art.w, art.h), f"{component.id}: {piece.label}"))
    return sizes


def warn_part_pixels(game: Game, env: Env) -> None:
    """A profile-pixels warning when ``pnp export print-shop`` would refuse the game's pieces (a die's faces too) at
    the profile's resolution, at the size: line of the first piece refused (of the components an export's
    --component sends)."""
    sent = env.printing.components
    sets = [
        (component, laid)
        for component in game.components
        if (laid := env.laid.get(component.id))  # the pieces laid out: of piece kinds alone
        and (not sent or component.id in sent)
    ]
    profile = env.printing.profile
    refused = part_pixels([size for component, laid in sets for size in piece_sizes(component, laid, profile)], profile)
    if refused is None:
        return
    why, first = refused
    where = [piece.size_location for _, laid in sets for piece in laid][first]
    env.findings.warning("profile-pixels", where or game.manifest.loc, f"pnp export print-shop refuses it: {why}")

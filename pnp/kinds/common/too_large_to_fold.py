"""``--layout gutterfold`` and pieces too large to fold: a front and its back that do not fit half the paper keep
their duplex sheets, and the build's output says so, once a paper, with the largest piece that folds on it and a
paper that folds these."""

from __future__ import annotations

from math import floor

from pnp.core.papers import paper as paper_named
from pnp.impose.plan import PieceSpec
from pnp.impose.strategies.gutterfold import fold_room, folds
from pnp.kinds import Env
from pnp.kinds.common.larger_paper import larger_paper_advice
from pnp.model import Component


def note_too_large_to_fold(component: Component, spec: PieceSpec, rotate: str, env: Env) -> None:
    """A note of the build for each of the game's papers on which ``spec`` (the component's one size of
    rectangle with backs) does not fold; ``rotate``: the fold's option, as the build plans it."""
    for name in env.papers:
        sheet = paper_named(name)
        if folds(sheet, spec, rotate):
            continue
        (down_w, down_h), (across_w, across_h) = fold_room(sheet, spec.bleed)
        advice = larger_paper_advice(sheet, lambda other: folds(other, spec, rotate), env.game)
        env.notes.append(
            f"{env.game.slug}: component '{component.id}' keeps its duplex sheets on {name} (print them "
            f"double-sided): --layout gutterfold lays fronts and backs on the two halves of one page, and half of "
            f"the {name} page holds a piece of at most {floor(down_w)} × {floor(down_h)} mm (folded down the middle) "
            f"or {floor(across_w)} × {floor(across_h)} mm (folded across), not its {spec.shape.dimensions()} pieces: "
            f"to fold them, make them that size or smaller{advice}"
        )

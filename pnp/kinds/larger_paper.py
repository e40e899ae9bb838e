"""A piece too large for the paper (``piece-too-large``): the smallest of pnp's papers that holds it, and how the
game asks for it, in game.yaml's ``papers:`` (the papers its build makes) rather than only on the command line."""

from __future__ import annotations

from typing import Any

from pnp.core.papers import Paper, papers
from pnp.core.words import Words
from pnp.impose.marks import Measure
from pnp.impose.plan import PieceSpec
from pnp.impose.strategies import ImpositionError, Strategy


def larger_paper_advice(
    strategy: Strategy,
    specs: list[PieceSpec],
    paper: Paper,
    options: dict[str, Any],
    measure: Measure,
    words: Words | None,
    made_for: tuple[str, ...],
) -> str:
    """The end of a piece-too-large finding on ``paper``: ", or build it on <the smallest larger paper the pieces
    are planned on, of the paper's own series where one holds them>, …: papers: [a3] in game.yaml"; to leave the
    paper out of ``papers:`` when another paper the game is made for (``made_for``) holds them; nothing when no
    paper pnp knows does."""
    kept = [name for name in made_for if name != paper.name and name in papers()]
    holding = [name for name in kept if _holds(strategy, specs, papers()[name], options, measure, words)]
    if holding:  # another paper the game is made for holds it (papers: [letter, a3])
        return f", or leave {paper.name} out of papers: in game.yaml (papers: [{', '.join(holding)}]), which holds it"
    larger = sorted(
        (p for p in papers().values() if p.w * p.h > paper.w * paper.h),
        key=lambda p: (p.ruler != paper.ruler, p.w * p.h),  # a paper of its own series first: a3 for a4, not tabloid
    )
    found = next((p for p in larger if _holds(strategy, specs, p, options, measure, words)), None)
    if found is None:
        return ""
    series = ("US " if paper.ruler[1] == "ruler_inch" else "ISO ") if found.ruler == paper.ruler else ""
    return (
        f", or build it on {found.name} paper, the smallest {series}paper that holds it whole: papers: [{found.name}] "
        f"in game.yaml (or --paper {found.name})"
    )


def _holds(
    strategy: Strategy,
    specs: list[PieceSpec],
    paper: Paper,
    options: dict[str, Any],
    measure: Measure,
    words: Words | None,
) -> bool:
    try:
        strategy.plan(specs, paper, options, measure, words)
    except ImpositionError:
        return False
    return True

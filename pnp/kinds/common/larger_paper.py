"""A piece too large for the paper (``piece-too-large``): the paper that holds it, and how the game asks for it, in
game.yaml's ``papers:`` (the papers its build makes) rather than only on the command line."""

from __future__ import annotations

from collections.abc import Callable

from pnp.core.papers import Paper, papers
from pnp.model import Game


def larger_paper_advice(paper: Paper, holds: Callable[[Paper], bool], game: Game) -> str:
    """The end of a piece-too-large finding on ``paper``, where ``holds`` tells whether the pieces are planned on
    another paper: the game's other papers that do (leave this one out of ``papers:``, write ``papers:``, or build
    without ``--paper``), else the smallest larger paper that does, of the paper's own series where one does
    (a3 for a4, not tabloid); nothing when no paper pnp knows does."""
    holding = [name for name in game.papers if name != paper.name and name in papers() and holds(papers()[name])]
    if holding:
        listed = f"papers: [{', '.join(holding)}]"
        if paper.name not in game.papers:  # asked for on the command line
            return f", or build it without --paper {paper.name}: game.yaml's {listed} holds it"
        if "papers" not in game.manifest:  # made for letter and a4, the default
            return f", or write {listed} in game.yaml (without it the game is made for letter and a4), which holds it"
        return f", or leave {paper.name} out of papers: in game.yaml ({listed}), which holds it"
    larger = sorted(
        (p for p in papers().values() if p.w * p.h > paper.w * paper.h),
        key=lambda p: (p.ruler != paper.ruler, p.w * p.h),
    )
    found = next((p for p in larger if holds(p)), None)
    if found is None:
        return ""
    series = ("US " if paper.ruler[1] == "ruler_inch" else "ISO ") if found.ruler == paper.ruler else ""
    return (
        f", or build it on {found.name} paper, the smallest {series}paper that holds it whole: papers: [{found.name}] "
        f"in game.yaml (or --paper {found.name})"
    )

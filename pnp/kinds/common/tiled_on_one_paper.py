"""A piece printed with ``tile`` that fits one paper of the build whole and is cut into pages on another: a
one-page board of 190 × 250 mm with its bleed prints whole on Letter, and on A4 (17 mm narrower within its
crop marks) over two pages, the second a strip a centimetre wide to glue on. The designer sized it for one page
(it is one on the other paper), so that is said, with the size that prints whole on both. A piece tiled on every
paper is a large board meant so: nothing is said."""

from __future__ import annotations

from pnp.core.findings import Findings, Location
from pnp.core.papers import paper as paper_named
from pnp.impose.plan import PieceSpec
from pnp.impose.strategies.gutters import fits, footprint, page_area


def warn_tiled_on_one_paper(
    piece: PieceSpec, where: Location, papers: list[str], what: str, findings: Findings
) -> None:
    """The ``tiled-on-one-paper`` warning at ``where`` (the template's ``size:``) for ``piece`` printed whole on
    one of ``papers`` and tiled on another."""
    whole = [name for name in papers if fits(piece, paper_named(name))]
    tiled = [name for name in papers if name not in whole]
    if not whole or not tiled:
        return
    w, h = piece.size
    extra_w, extra_h = (outer - trim for outer, trim in zip(footprint(piece), (w, h), strict=True))
    areas = [page_area(paper_named(name)) for name in papers]
    upright = (min(a.w for a in areas) - extra_w, min(a.h for a in areas) - extra_h)
    lying = (min(a.h for a in areas) - extra_w, min(a.w for a in areas) - extra_h)  # turned a quarter on the page
    most = max((upright, lying), key=lambda size: min(w, size[0]) * min(h, size[1]))
    findings.warning(
        "tiled-on-one-paper",
        where,
        f"{what}: {w:g} × {h:g} mm prints whole on {', '.join(whole)} but is cut into pages to glue on "
        f"{', '.join(tiled)}, where it does not fit with its bleed and crop marks: make it at most "
        f"{_down(min(w, most[0]))} × {_down(min(h, most[1]))} mm to print whole on both, or write papers: "
        f"[{', '.join(whole)}] in game.yaml",
    )


def _down(mm: float) -> str:
    """``mm`` to the tenth below it: a size said to fit must fit."""
    return f"{int(mm * 10) / 10:g}"

"""A sheet to write on that prints several to a page on one paper of the build and alone on another: a half-page
score sheet two to an A4 page grown a little too tall for two on Letter, which then prints one a page, half of it
blank. The designer sized it to share a page (it does on the other paper), so that is said, with the size that
shares a page on both. A sheet alone on every paper may be meant so (a full-page sheet): nothing tells them apart."""

from __future__ import annotations

from pnp.core.findings import Findings, Location
from pnp.core.papers import paper as paper_named
from pnp.impose.policy import turned
from pnp.impose.strategies.sheet import most_to_a_page, writing_area


def warn_sheet_alone(
    size: tuple[float, float], where: Location, papers: list[str], rotate: str, what: str, findings: Findings
) -> None:
    """The ``sheet-alone`` warning at ``where`` (the template's ``size:``) for sheets of ``size`` mm printed
    several to a page on one of ``papers`` and alone on another."""
    fits = {name: most_to_a_page(size, paper_named(name), rotate) for name in papers}
    shared = {name: fit for name, fit in fits.items() if fit[0] > 1}
    alone = [name for name, fit in fits.items() if fit[0] == 1]
    if not shared or not alone:
        return
    sharing, (count, cols, rows, rotation) = next(iter(shared.items()))
    _, _, w0, h0 = writing_area(paper_named(alone[0]))
    w, h = turned(w0 / cols, h0 / rows, rotation)
    findings.warning(
        "sheet-alone",
        where,
        f"{what}: {size[0]:g} × {size[1]:g} mm prints {count} to a page on {sharing} but alone on {', '.join(alone)}, "
        f"much of the page left blank: make it at most {min(w, size[0]):.0f} × {min(h, size[1]):.0f} mm to "
        f"print {count} to a page on both",
    )

"""How long a rulebook prints against what its component allows (pages:, booklet_pages:, one pocket sheet)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.core.findings import Findings
from pnp.core.papers import Paper
from pnp.model import Component

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from pnp.draw.document import Typeset

LEAST_PAGES = {"pages": 1, "booklet_pages": 4}  # the least each limit may be (the schema's minimum): one sheet folded


def past_limit(component: Component, first: Typeset, paper: Paper, folded: bool) -> list[tuple[str, int, float]]:
    """``[(paper, pages, its last page's share)]`` when the book set as ``first`` prints more pages than the
    component's ``pages:`` (``folded``: its booklet more than ``booklet_pages:``) allows, as build prints it
    (tightened to save a page or a sheet); else none. The tightening is tried only when the first setting is over."""
    key = "booklet_pages" if folded else "pages"
    limit = component.spec.get(key)
    if not isinstance(limit, int) or limit < LEAST_PAGES[key] or first.setting.printed(folded) <= limit:
        # a limit the schema refuses (booklet_pages: 2) is its one finding: it limits nothing
        return []
    job = first.job
    setting = job.fewer_sheets(first.setting) if folded else job.tightened(first.setting)
    printed = setting.printed(folded)
    return [(paper.name, printed, setting.last_page_share())] if printed > limit else []


def warn_pages(component: Component, printed: list[tuple[str, int, float]], folded: bool, findings: Findings) -> None:
    """One rulebook-pages warning at the pages: (booklet_pages:) line: what it takes on each paper, what the
    limit means in sheets, how many pages (or sheets) to save."""
    key = "booklet_pages" if folded else "pages"
    limit = int(component.spec[key])
    most = max(pages for _, pages, _ in printed)
    if folded:
        takes = ", ".join(f"{pages} pages on {paper}" for paper, pages, _ in printed)
        what, meant = f"its booklet takes {takes}", _sheets(limit // 4, "folded") if limit % 4 == 0 else ""
        save = _sheets(-(-most // 4) - max(limit // 4, 1), "")
    else:
        takes = ", ".join(
            f"{pages} pages on {paper} (its last {share * 100:.0f} % full)" for paper, pages, share in printed
        )
        what, meant = (
            f"it takes {takes}",
            "one side of one sheet" if limit == 1 else _sheets(-(-limit // 2), "both sides"),
        )
        save = f"{most - limit} {'page' if most - limit == 1 else 'pages'}"
    findings.warning(
        "rulebook-pages",
        component.spec.line_of(key),
        f"rulebook '{component.id}': {what}, more than {key}: {limit}{f' ({meant})' if meant else ''} allows; "
        f"shorten the text or draw its figures smaller (the style's figure_height, figure_shrink) to save {save}, "
        f"or allow more {key}",
    )


def _sheets(count: int, how: str) -> str:
    """'one sheet, both sides', '2 sheets folded', 'a sheet'."""
    said = "one sheet" if count == 1 else f"{count} sheets"
    if not how:
        return "a sheet" if count == 1 else said
    return f"{said}, {how}" if how == "both sides" else f"{said} {how}"


def warn_pocket(component: Component, too_long: list[tuple[str, int]], findings: Findings) -> None:
    """One pocket-too-long warning at the rulebook's entry in game.yaml: the pages it takes on each paper."""
    from pnp.impose.pocket import POCKET_PAGES

    takes = ", ".join(f"{pages} pages on {paper}" for paper, pages in too_long)
    save = max(pages for _, pages in too_long) - POCKET_PAGES
    findings.warning(
        "pocket-too-long",
        component.location,
        f"rulebook '{component.id}': its pocket booklet takes {takes} (its back cover counted), more than the "
        f"{POCKET_PAGES} pages one sheet folds into, so no pocket file is written for it; shorten the text by "
        f"about {save} {'page' if save == 1 else 'pages'}, set it smaller (the style's pocket: body, 7 pt at "
        "least), or fold it as a booklet (--booklet); if it is not meant to fold so, set pocket: false at its entry",
    )

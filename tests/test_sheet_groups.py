"""`group:` keeps pieces that share cut lines of one kind: grid and gutterfold start a new sheet
where it changes, so a cut that drifts never shows a sliver of a dark card on a light one."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REPO, edit, make_workspace, plans_of, run_pnp
from test_page_plans import BLEED, POKER, plan

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.impose.plan import PieceSpec

FANUCCI = "fanucci"


def _fronts(sheet) -> list[set[int]]:
    """The pieces on each sheet's front side."""
    return [
        {p.piece for p in page.placements if p.side == "front"}
        for page in sheet.pages
        if page.placements and page.placements[0].side == "front"
    ]


@pytest.mark.parametrize("strategy", ["grid", "gutterfold"])
def test_a_new_group_starts_a_new_sheet_where_that_takes_no_more_sheets(strategy):
    """Eight light and four dark cards: apart on two sheets of nine (grid, A4), or three of four
    (gutterfold), as many as they take together; five and eight of them would take three sheets
    of nine apart where two hold them together, and are not kept apart."""

    def spec(count: int, group: str) -> PieceSpec:
        return PieceSpec(POKER, BLEED, ("front", "back"), count, group=group)

    apart = _fronts(plan(strategy, [spec(8, "suited"), spec(4, "trump")], "a4"))
    assert all(len(pieces) == 1 for pieces in apart), apart
    assert len(apart) == len(_fronts(plan(strategy, [spec(12, "")], "a4")))
    if strategy == "grid":
        together = _fronts(plan(strategy, [spec(5, "suited"), spec(8, "trump")], "a4"))
        assert len(together) == 2 and {0, 1} <= together[0] | together[1]


@pytest.mark.parametrize(("paper", "sheets", "mixed"), [("a4", 20, 0), ("letter", 22, 1)])
def test_fanuccis_trumps_keep_to_sheets_of_their_own_where_paper_allows(paper, sheets, mixed):
    """A4: the nine trumps fill the last sheet, the suited cards end on the one before (20 sheets,
    as without the group). Letter: apart they would take 23 sheets instead of 22, so one sheet
    holds both."""
    deck = pipeline.load(Workspace(REPO), FANUCCI, Findings()).component("deck")
    kinds = [entry["kind"] for entry in deck.entries]
    fronts = _fronts(plans_of(REPO, FANUCCI)[f"{FANUCCI}-deck-{paper}"])
    assert len(fronts) == sheets
    assert sum(len({kinds[piece] for piece in pieces}) > 1 for pieces in fronts) == mixed


def test_a_group_that_cannot_be_had_is_one_finding_at_its_line(tmp_path: Path):
    root = make_workspace(tmp_path, FANUCCI)
    game = root / "content" / FANUCCI / "game.yaml"
    edit(game, 'group: "{{ card.kind }}"', 'group: "{{ card.kinds }}"')
    line = next(i for i, text in enumerate(game.read_text().splitlines(), 1) if "card.kinds" in text)
    for command in ("validate", "build"):
        result = run_pnp(root, command, FANUCCI)
        assert result.exit_code == 1, result.output
        found = [row for row in result.output.splitlines() if "group:" in row and "[expression]" in row]
        assert len(found) == 1 and found[0].startswith(f"content/{FANUCCI}/game.yaml:{line}: error:"), found

"""A rulebook that must stay within so many pages (a rules sheet: one sheet, both sides; a booklet of two
folded sheets): the rulebook component's pages: and booklet_pages: keys. A book that prints more, as
build prints it (tightened to save a nearly empty page), is one rulebook-pages warning at that key's line
naming the pages it takes on each paper, from validate (validate --booklet for booklet_pages:) and build
alike; one within its limit gets none, and the shipped games, which say no limit, none either."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import line_of, new_game, run_pnp
from pdfread import page_sizes_mm

PARAGRAPH = "Keep the lights burning on your stretch of coast while the storm rolls in from the west. " * 6
LONG = "\n  - id: variants\n    title: Variants\n    text: |\n" + f"      {PARAGRAPH}\n\n" * 24


def _limited(tmp_path: Path, pages: int, booklet_pages: int, long: bool = True) -> Path:
    root = new_game(tmp_path)
    game = root / "content" / "demo" / "game.yaml"
    limits = f"    pages: {pages}\n    booklet_pages: {booklet_pages}\n"
    game.write_text(game.read_text().replace("    style: demo/rules\n", "    style: demo/rules\n" + limits))
    if long:
        rules = root / "content" / "demo" / "rules.yaml"
        rules.write_text(rules.read_text() + LONG)
    return root


def _page_findings(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.endswith("[rulebook-pages]")]


def test_a_rules_sheet_over_its_pages_is_one_warning_at_that_line_from_validate_and_build(tmp_path):
    root = _limited(tmp_path, pages=2, booklet_pages=4)
    game = root / "content" / "demo" / "game.yaml"
    validated = run_pnp(root, "validate", "--booklet", "demo")
    assert validated.exit_code == 0, validated.output  # a warning: build still writes the book to shorten
    found = _page_findings(validated.output)
    assert len(found) == 2, validated.output
    pages_line, booklet_line = line_of(game, "    pages: 2"), line_of(game, "booklet_pages: 4")
    assert found[0].startswith(
        f"content/demo/game.yaml:{pages_line}: warning: rulebook 'rules': it takes 3 pages on letter (its last "
    )
    assert (
        "more than pages: 2 (one sheet, both sides) allows; shorten the text or draw its figures smaller " in found[0]
    )
    assert "to save 1 page, or allow more pages" in found[0]
    taken = re.findall(r"(\d+) pages on (letter|a4)", found[0])
    assert [paper for _, paper in taken] == ["letter", "a4"]
    assert found[1].startswith(
        f"content/demo/game.yaml:{booklet_line}: warning: rulebook 'rules': its booklet takes 8 pages on letter, "
        "8 pages on a4, more than booklet_pages: 4 (one sheet folded) allows"
    )
    built = run_pnp(root, "build", "demo", "--out", str(root / "output"))
    assert _page_findings(built.output) == found[:1]  # without --booklet, the pages alone
    for count, paper in taken:  # the finding's pages are the ones written
        assert len(page_sizes_mm(root / "output" / "demo" / f"demo-rules-{paper}.pdf")) == int(count)


def test_a_rulebook_within_its_pages_gets_no_warning(tmp_path):
    root = _limited(tmp_path, pages=2, booklet_pages=4, long=False)
    validated = run_pnp(root, "validate", "--booklet", "demo")
    assert validated.exit_code == 0 and _page_findings(validated.output) == [], validated.output


def test_a_limit_that_is_no_page_count_is_a_schema_error_at_its_line(tmp_path):
    root = _limited(tmp_path, pages=0, booklet_pages=4, long=False)
    validated = run_pnp(root, "validate", "demo")
    line = line_of(root / "content" / "demo" / "game.yaml", "    pages: 0")
    assert f"content/demo/game.yaml:{line}: error:" in validated.output and "[schema]" in validated.output

"""A rulebook's table of contents ({{ table_of_contents }}): read back from the built PDFs, each entry's
printed page number is the page (as its footer numbers it) that holds the heading, flat on both papers and
as a booklet; a table too long for its column goes on in the next; its slips are findings."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from conftest import run_pnp
from pdfread import MM, page_sizes_mm, text_positions

SECTIONS = (
    "Overview",
    "Setting up",
    "Your turn",
    "Drawing cards",
    "Monsters",
    "Traps and doors",
    "Items",
    "Running out of cards",
    "Winning",
    "Two-player game",
    "Variants",
    "Questions",
    "Credits",
)
TEXT = (
    "the maze turns left where the torch gutters and every player who draws a card resolves it before "
    "the next reaches the table so that no path is left half built while a monster waits at its end"
)
WORDS = TEXT.split()


def prose(seed: int, words: int) -> str:
    """A sentence of ``words`` words, the same for the same seed."""
    picked = [WORDS[(seed * 7 + i * (seed % 5 + 2)) % len(WORDS)] for i in range(words)]
    return " ".join(picked).capitalize() + "."


def long_rules(sections: tuple[str, ...], parts: int, paragraphs: int) -> str:
    """Rule text: a Contents section with the table, then each of ``sections`` with ``parts`` ### headings."""
    lines = ["sections:", "  - id: contents", "    title: Contents", "    text: |", "      {{ table_of_contents }}"]
    for number, title in enumerate(sections):
        lines += ["", f"  - id: s{number}", f"    title: {title}", "    text: |"]
        for part in range(parts):
            lines += [f"      ### {title}, part {part + 1}", ""]
            for paragraph in range(paragraphs):
                lines += [f"      {prose(number * 10 + part * 3 + paragraph, 45 + 9 * paragraph)}", ""]
    return "\n".join(lines) + "\n"


def workspace(root: Path, rules: str, depth: int = 2) -> Path:
    """`pnp new`'s demo game with ``rules`` and its style's ``contents: {depth: …}``."""
    root.mkdir()
    assert run_pnp(root, "new", "demo").exit_code == 0
    (root / "content" / "demo" / "rules.yaml").write_text(rules, encoding="utf-8")
    style = root / "templates" / "demo" / "rules.yaml"
    style.write_text(style.read_text(encoding="utf-8") + f"contents: {{depth: {depth}}}\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = workspace(tmp_path_factory.mktemp("contents") / "ws", long_rules(SECTIONS, 3, 2))
    result = run_pnp(root, "build", "demo", "--booklet", "--out", str(root / "out"))
    assert result.exit_code == 0, result.output
    return root / "out" / "demo"


def printed_pages(pdf: Path) -> list[tuple[int, list]]:
    """Each page of the rules as printed (a booklet's half sheets) with its footer's number: (number, runs)."""
    pages = []
    for index, (width, _) in enumerate(page_sizes_mm(pdf)):
        runs = text_positions(pdf, index)
        halves = 2 if "booklet" in pdf.name else 1
        for half in range(halves):
            inside = [r for r in runs if half * width / halves <= r.x / MM < (half + 1) * width / halves]
            footer = [int(m.group(1)) for r in inside if (m := re.search(r"\bpage (\d+)\b", r.text))]
            if footer:  # a blank page of a booklet, or its back cover, has none
                pages.append((footer[0], inside))
    return pages


def contents_rows(runs: list) -> list[tuple]:
    """The table's entries on a page, in reading order (column by column): (title run, number run), each a
    number with leader dots on its baseline and the words before them."""
    found = []
    for number in (r for r in runs if r.text.isdigit()):
        line = [r for r in runs if abs(r.y - number.y) < 0.1 and r.x < number.x]
        line = [r for r in line if r.x > max((o.x for o in line if o.text.isdigit()), default=0.0)]  # its column
        dots = [r.x for r in line if r.text == "."]
        words = [r for r in line if r.text != "." and (not dots or r.x < min(dots))]
        if dots and words:
            found.append((max(words, key=lambda r: r.x), number))
    starts = [number.x for _, number in found]  # the numbers of one column start within a few digits' width

    def column(row: tuple) -> float:
        return min(x for x in starts if abs(x - row[1].x) < 20 * MM)

    return sorted(found, key=lambda row: (column(row), -row[1].y))


def expected_entries(sections: tuple[str, ...], parts: int) -> list[str]:
    return [entry for title in sections for entry in (title, *(f"{title}, part {n + 1}" for n in range(parts)))]


def check_contents(pdf: Path, expected: list[str]) -> list[tuple[int, list]]:
    """That the table lists ``expected`` in order, each with the page (its footer's number) that holds its
    heading, the numbers right-aligned; the printed pages."""
    pages = printed_pages(pdf)
    entries = [row for _, runs in sorted(pages, key=lambda page: page[0]) for row in contents_rows(runs)]
    assert [title.text for title, _ in entries] == expected
    listed = {run for row in entries for run in row}
    for title, printed in entries:
        holding = [number for number, runs in pages for run in runs if run.text == title.text and run not in listed]
        assert holding == [int(printed.text)], (title.text, printed.text, holding)
    # right-aligned: the numbers of one width start at one x in a column (the table may go on in the next)
    for digits in {len(number.text) for _, number in entries}:
        starts = sorted({round(number.x, 2) for _, number in entries if len(number.text) == digits})
        assert all(b - a > 50 * MM for a, b in itertools.pairwise(starts)), starts
    return pages


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("folded", [False, True])
def test_each_entry_prints_the_page_its_heading_is_on(built: Path, paper: str, folded: bool) -> None:
    pages = check_contents(built / f"demo-rules-{'booklet-' * folded}{paper}.pdf", expected_entries(SECTIONS, 3))
    assert len(pages) >= 4  # long enough for the numbers to differ


def test_a_table_longer_than_a_column_goes_on_in_the_next(tmp_path: Path) -> None:
    sections = tuple(f"Scenario {n + 1}" for n in range(45))  # 180 entries: more than three columns of A4
    rules = long_rules(sections, 3, 1)
    root = workspace(tmp_path / "ws", rules)
    result = run_pnp(root, "build", "demo", "--out", str(root / "out"))
    assert result.exit_code == 0, result.output
    for paper in ("a4", "letter"):
        pdf = root / "out" / "demo" / f"demo-rules-{paper}.pdf"
        pages = check_contents(pdf, expected_entries(sections, 3))
        for _, runs in pages:  # none under the columns' foot (the footer's rule 6 mm over the bottom margin)
            assert all(run.y > (15 + 6) * MM for _, number in contents_rows(runs) for run in (number,))


def test_a_table_with_depth_1_lists_the_sections(tmp_path: Path) -> None:
    root = workspace(tmp_path / "ws", long_rules(SECTIONS[:6], 2, 2), depth=1)
    result = run_pnp(root, "build", "demo", "--out", str(root / "out"))
    assert result.exit_code == 0, result.output
    check_contents(root / "out" / "demo" / "demo-rules-a4.pdf", list(SECTIONS[:6]))


def findings(root: Path) -> list[tuple[str, int, str]]:
    found = json.loads(run_pnp(root, "validate", "--format", "json").output)
    return [(f["severity"], f["line"], f["message"]) for f in found if f["rule"] == "table-of-contents"]


def test_slips_are_findings(tmp_path: Path) -> None:
    rules = long_rules(SECTIONS[:2], 1, 1)
    root = workspace(tmp_path / "ws", rules)
    source = root / "content" / "demo" / "rules.yaml"
    assert findings(root) == []
    source.write_text(rules.replace("### Overview, part 1", "See {{ table_of_contents }} above"), encoding="utf-8")
    ((severity, line, message),) = findings(root)
    assert (severity, line) == ("error", 10) and "on a line by itself" in message
    source.write_text(rules + "      {{ table_of_contents }}\n", encoding="utf-8")
    ((severity, line, message),) = findings(root)
    assert (severity, line) == ("warning", rules.count("\n") + 1) and "placed again (first at line 5)" in message
    untitled = "sections:\n  - {id: contents, title: Contents, text: '{{ table_of_contents }}'}\n"
    untitled += "  - {id: play, title: Rules, text: Play the game.}\n"  # titled like its rulebook: no heading
    source.write_text(untitled, encoding="utf-8")
    ((severity, line, message),) = findings(root)
    assert (severity, line) == ("warning", 2) and "lists no heading" in message

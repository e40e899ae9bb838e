"""Soft hyphens (U+00AD): a long word, a German compound above all, breaks where one is written into
it, with a hyphen drawn at the line's end; where the line goes on, it prints nothing. Read back from
the built card sheets and rulebook."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, line_of, new_game, plans_of, run_pnp
from pdfread import front_lines, pdfium, printed_chars, reader

SHY = "\\u00ad"  # as written in a double-quoted YAML string
COMPOUND = f"Donau{SHY}dampf{SHY}schiff{SHY}fahrts{SHY}gesell{SHY}schaft"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """`pnp new`'s game, its first two titles German compounds with soft hyphens."""
    root = new_game(tmp_path)
    cards = root / "content" / "demo" / "cards.yaml"
    edit(cards, "title: Dawn", f'title: "{COMPOUND}"')
    edit(cards, "title: Dusk", f'title: "Kuckucks{SHY}uhr"')
    edit(cards, "[[Dawn]]", "a card")  # the text named the card retitled
    return root


def _titles(root: Path) -> list[list[tuple[float, str]]]:
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    cards = front_lines(out / "demo" / "demo-deck-a4.pdf", plans_of(root, "demo")["demo-deck-a4"])
    return [[line for line in lines if line[0] > 9.5] for lines in cards]  # the title is the only text above 9.5 pt


def _drawn_text(pdf: Path) -> str:
    """The text the PDF draws, page by page (pypdf: pdfium reads a hyphen that ends a line as U+FFFE)."""
    return "\n".join(page.extract_text() for page in reader(pdf).pages)


def _chars(pdf: Path) -> str:
    document = pdfium.PdfDocument(str(pdf))
    try:
        return "".join(char for page in document for _, _, _, char in printed_chars(page))
    finally:
        document.close()


def test_a_compound_too_wide_for_its_box_breaks_at_a_soft_hyphen_with_a_hyphen_drawn(demo):
    titles = _titles(demo)
    compound = next(title for title in titles if title and title[0][1].startswith("Donau"))
    # two balanced lines (at 14 pt: two lines of 15 pt are taller than the 10 mm box); pdfium reads a
    # hyphen that ends a line as \x02, pypdf as the "-" the PDF draws
    assert compound == [(14, "Donaudampfschiff\x02"), (14, "fahrtsgesellschaft")], compound
    pdf = demo / "output" / "demo" / "demo-deck-a4.pdf"
    assert "Donaudampfschiff-\nfahrtsgesellschaft" in _drawn_text(pdf)
    assert "\u00ad" not in _chars(pdf)


def test_a_soft_hyphen_where_the_line_goes_on_prints_nothing(demo):
    titles = _titles(demo)
    assert [(15, "Kuckucksuhr")] in titles, titles  # not "Kuckucks-uhr"
    assert "\u00ad" not in _chars(demo / "output" / "demo" / "demo-deck-a4.pdf")


def test_rule_text_breaks_at_soft_hyphens_too(demo):
    rules = demo / "content" / "demo" / "rules.yaml"
    words = " ".join([f"Donau{chr(0xAD)}dampf{chr(0xAD)}schiff{chr(0xAD)}fahrt"] * 12)
    edit(rules, "Collect the most :star: before the deck runs out.", words)
    out = demo / "output"
    result = run_pnp(demo, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    pdf = out / "demo" / "demo-rules-a4.pdf"
    lines = [line.strip() for line in _drawn_text(pdf).splitlines() if "Donau" in line or "fahrt" in line]
    ends = [line.rsplit(" ", 1)[-1] for line in lines if line.endswith("-")]
    assert ends and set(ends) <= {"Donau-", "Donaudampf-", "Donaudampfschiff-"}, lines  # broken inside compounds
    assert "\u00ad" not in _chars(pdf)


def test_a_word_without_soft_hyphens_too_wide_for_its_box_says_where_it_can_break(demo):
    cards = demo / "content" / "demo" / "cards.yaml"
    edit(cards, "title: Eclipse", "title: Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung")
    result = run_pnp(demo, "validate", "demo")
    assert result.exit_code == 1
    line = line_of(cards, "Grundstücks")
    finding = next(f for f in result.output.splitlines() if f.startswith(f"content/demo/cards.yaml:{line}:"))
    assert "[text-overflow]" in finding and "soft hyphen" in finding and "u00ad" in finding, finding
    assert result.output.count("[text-overflow]") == 1, result.output

"""A compound written with a hyphen ("Labyrinth-Karte") may end a line after its hyphen, the hyphen
printed as written, where its text would otherwise shrink or overflow; an en dash, a hyphen beside a
digit, a [[reference]] and an address never break there. Read back from the built card sheets."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, line_of, new_game, plans_of, run_pnp
from pdfread import front_lines, reader

COMPOUND = "Wasserstoffperoxid-Kaliumpermanganat"  # 36 letters: wider than the 55 mm title box at 15 pt


def _cards(root: Path) -> list[list[tuple[float, str]]]:
    out = root / "output"
    result = run_pnp(root, "build", "demo", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    return front_lines(out / "demo" / "demo-deck-a4.pdf", plans_of(root, "demo")["demo-deck-a4"])


def _retitled(tmp_path: Path, **titles: str) -> Path:
    """`pnp new`'s game with its cards retitled (by their old titles) and the text naming Dawn changed."""
    root = new_game(tmp_path)
    cards = root / "content" / "demo" / "cards.yaml"
    edit(cards, "[[Dawn]]", "a card")
    for old, new in titles.items():
        edit(cards, f"title: {old}", f'title: "{new}"')
    return root


def _titled(cards: list[list[tuple[float, str]]], start: str) -> list[tuple[float, str]]:
    """The title lines (the only text above 9.5 pt) of the card whose title starts with ``start``."""
    titles = [[line for line in lines if line[0] > 9.5] for lines in cards]
    return next(title for title in titles if title and title[0][1].startswith(start))


def _drawn_text(pdf: Path) -> str:
    """The text the PDF draws (pypdf: pdfium reads a hyphen that ends a line as \\x02)."""
    return "\n".join(page.extract_text() for page in reader(pdf).pages)


def test_a_compound_too_wide_for_its_box_breaks_after_its_hyphen_which_stays_printed(tmp_path):
    root = _retitled(tmp_path, Dawn=COMPOUND, Dusk="Kalium-Karte")
    cards = _cards(root)
    # two balanced lines at 14 pt (two of 15 pt are taller than the 10 mm box), not one line shrunk
    assert _titled(cards, "Wasserstoff") == [(14, "Wasserstoffperoxid\x02"), (14, "Kaliumpermanganat")]
    assert "Wasserstoffperoxid-\nKaliumpermanganat" in _drawn_text(root / "output" / "demo" / "demo-deck-a4.pdf")
    assert _titled(cards, "Kalium") == [(15, "Kalium-Karte")]  # a compound that fits stays whole


def test_an_en_dash_and_a_hyphen_beside_a_digit_never_break(tmp_path):
    # as wide as COMPOUND, which fits broken at 14 pt: these stay one line, too wide even at 10 pt
    dash, digit = "Wasserstoffperoxid–Kaliumpermanganat", "Wasserstoffperoxid-5-Kaliumpermanganat"
    root = _retitled(tmp_path, Dawn=dash, Dusk=digit)
    result = run_pnp(root, "validate", "demo")
    cards = root / "content" / "demo" / "cards.yaml"
    overflowing = {f.split(":")[1] for f in result.output.splitlines() if f.endswith("[text-overflow]")}
    assert overflowing == {str(line_of(cards, "Wasserstoffperoxid–")), str(line_of(cards, "-5-"))}, result.output
    assert "after a hyphen between letters" in result.output


def test_a_reference_and_an_address_keep_their_hyphens_whole(tmp_path):
    # each wider than the 49.5 mm body box at 9 pt: the text shrinks until they fit whole
    ref, address = "Kaliumpermanganat-Kristallsalzlösung", "kaliumpermanganat-kristallsalzloesung.de"
    root = _retitled(tmp_path, Dusk=ref)
    cards_yaml = root / "content" / "demo" / "cards.yaml"
    edit(cards_yaml, "Every other player draws a card.", f"See [[{ref}]] at {address} for {COMPOUND}lösung.")
    body = next(lines for lines in _cards(root) if any("See" in text for _, text in lines))
    # the compound, wider still, breaks at the size they fit at (they would break at 9 pt if they could)
    assert body[2:] == [
        (7.5, "Gain . See"),
        (7.5, f"{ref} at"),
        (7.5, address),
        (7.5, "for Wasserstoffperoxid\x02"),
        (7.5, "Kaliumpermanganatlösung."),
    ], body

"""Slips of the walkthrough of a stock-market game (Ticker, kept in tests/stocks: six companies' share certificates
and charters, bank notes in six colours with their amounts in words, a colour-zoned stock market over glued pages
and as a poster, round market-value markers, a round reference card, rules with a table of certificate limits per
player count and a worked example): each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, kept_game_built, kept_game_workspace, line_of, validated
from pdfread import page_texts, word_boxes

GAME = "ticker"
RULES = "content/ticker/rules.yaml"
MONEY = "templates/ticker/money.yaml"
MARKET = "templates/ticker/market.yaml"


@pytest.fixture
def ticker(tmp_path) -> Path:
    """The kept game, to edit."""
    return kept_game_workspace(tmp_path, "stocks", GAME)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The kept game, validated and built once for the tests that only read it."""
    return kept_game_built(tmp_path_factory, "stocks", GAME)


def _rules_text(root: Path, paper: str = "letter") -> str:
    return "\n".join(page_texts(root / f"output/{GAME}/{GAME}-rules-{paper}.pdf"))


def test_the_game_validates_clean(built):
    assert validated(built, GAME) == []


def test_the_game_builds_every_part_on_letter_and_a4(built):
    made = sorted(path.name for path in (built / "output" / GAME).glob("*.pdf"))
    parts = ("shares", "charters", "money", "market", "markers", "reference", "rules")
    assert made == sorted(
        [f"{GAME}-market-poster.pdf", *(f"{GAME}-{p}-{s}.pdf" for p in parts for s in ("letter", "a4"))]
    )


def test_a_numbered_list_a_table_breaks_goes_on_from_its_number(built):
    """Setting up's steps 1-5, the table of certificate limits, then "6. Give each player a round reference card":
    the step after the table printed "1", as the list's first number was not read."""
    text = _rules_text(built)
    assert "6 Give each player a round reference card" in text, text
    assert "1 Give each player a round reference card" not in text


def test_a_tables_colon_aligned_columns_print_aligned(built):
    """The certificate limits per player count, written `| ---: | ---: | ---: |` so the money lines up by its units:
    the colons were read for the columns' widths only, and every cell printed flush left."""
    pdf = built / f"output/{GAME}/{GAME}-rules-letter.pdf"
    page = next(index for index, text in enumerate(page_texts(pdf)) if "Starting money" in text)
    (header,) = word_boxes(pdf, page, "Starting money")
    amounts = [box for amount in ("$800", "$600", "$480") for box in word_boxes(pdf, page, amount)]
    assert len(amounts) == 3, amounts
    assert all(abs(right - header[2]) < 1 for _, _, right, _ in amounts), (header, amounts)  # flush right
    assert all(left > header[0] + 5 for left, _, _, _ in amounts), (header, amounts)


@pytest.mark.parametrize(
    ("old", "new", "told"),
    [
        (
            '500: {fill: "#fbe9c6", ',
            '500: {fil: "#fbe9c6", ',
            "'fil' is no key its table's other rows have; did you mean 'fill'?",
        ),
        ('500: {fill: "#fbe9c6", ', "500: {", "no 'fill', which its table's other rows have: add fill: to it"),
    ],
)
def test_a_vars_row_missing_a_key_its_other_rows_have_is_said_once_at_the_row(ticker, old, new, told):
    """The $500 note's colours written `{fil: …}` in the template's table of notes: pnp said it at each of the two
    elements reading `vars.n.fill` ("no field 'fill'; did you mean 'fil'?"), two findings for one slip, each
    asking for the misspelling that would break the five other notes."""
    edit(ticker / MONEY, old, new)
    found = [f for f in validated(ticker, GAME) if f[2] == "expression"]
    assert [(file, line) for file, line, _, _ in found] == [(MONEY, line_of(ticker / MONEY, "500: {"))], found
    assert found[0][3].endswith(f"vars.notes[500]: {told}"), found


def test_a_dark_zone_under_black_prices_is_said_at_that_zones_row(ticker):
    """The orange zone darkened to a green under its black prices: the `text-contrast` warning named
    `vars.zones.w.ink` at the white zone's row, the first row writing #000000, where nothing is wrong; the zones
    share their ink, and the row to change is the one whose fill the prices stand on."""
    edit(ticker / MARKET, 'o: {fill: "#e8964a"', 'o: {fill: "#1f3b2e"')
    found = [f for f in validated(ticker, GAME) if f[2] == "text-contrast"]
    assert [(file, line) for file, line, _, _ in found] == [(MARKET, line_of(ticker / MARKET, "o: {fill:"))], found
    assert found[0][3].startswith("vars.zones.o.ink (element 'price'"), found


def test_a_when_written_without_braces_is_its_one_finding(ticker):
    """The market's spaces drawn `when: "data.market[…].prices[…] > 0"`, the braces forgotten: besides the
    `value-invalid` error at `when:`, the fill of every empty space (zone '.', which the zones table lacks) was an
    `expression` error, "no field '.'; it has b, o, w, y", though the test, read as meant, leaves them out."""
    test = "data.market[loop.index0 // vars.cols].prices[loop.index0 % vars.cols] > 0"
    edit(ticker / MARKET, f'when: "{{{{ {test} }}}}"', f'when: "{test}"')
    found = validated(ticker, GAME)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (MARKET, line_of(ticker / MARKET, f'when: "{test}"'), "value-invalid")
    ], found


def test_an_amount_of_money_prints_its_thousands_apart(built):
    """The bank's total and each note's worth, `{{ … | sum | number }}`: "$12000", "$7500", with no way to
    write "$12,000" but Python's own format, blind to the game's language."""
    text = _rules_text(built)
    assert "The bank holds $12,000." in " ".join(text.split()), text
    assert "$7,500" in text and "$7500" not in text


@pytest.mark.parametrize(("filter_", "meant"), [("spelt", "spelled"), ("in_words", "spelled"), ("commas", "number")])
def test_a_filter_named_by_another_word_is_told_pnps_name(ticker, filter_, meant):
    """A note's amount in words written `{{ card.value | spelt }}`: "No filter named 'spelt'", and no word of
    `spelled`, too far from it for a "did you mean"."""
    edit(ticker / MONEY, "card.value | spelled }}", f"card.value | {filter_} }}}}")
    found = [f for f in validated(ticker, GAME) if f[2] == "expression"]
    assert [(file, line) for file, line, _, _ in found] == [(MONEY, line_of(ticker / MONEY, f"| {filter_} }}"))]
    assert found[0][3].endswith(f"No filter named '{filter_}'; did you mean '{meant}'?"), found

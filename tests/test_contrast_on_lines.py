"""Words and icons printed on a thick line are judged against the line: a city's name on its route's band, a
label on a river. The contrast check read only fills, so dark words on a dark band were judged against the pale
card under the band and passed."""

from __future__ import annotations

from conftest import finding_lines, line_of, new_game

CARD = "templates/demo/card.yaml"
BAND = """  band:
    type: line
    x: {x}
    y: {y}
    x2: {x2}
    y2: {y2}
    stroke: "#3c3c3c"
    stroke_width: {width}
"""
NAME = """  name:
    type: text
    text: "{text}"
    x: 12
    y: 40
    w: 40
    h: 5
    align: center
    font: Lato
    size: 9
    color: "{color}"
"""
DARK = "#000000"  # 1.9:1 on the band's grey, 19:1 on the card's cream


def _card_with(tmp_path, *elements: str):
    """The sample game, its card's medallion and emblem (where the name and band go) given way to ``elements``."""
    root = new_game(tmp_path)
    text = (root / CARD).read_text(encoding="utf-8")
    medallion, frame = text.index("  medallion:"), text.index("  frame:")
    (root / CARD).write_text(text[:medallion] + text[frame:] + "".join(elements), encoding="utf-8")
    return root


def test_dark_words_on_a_dark_band_are_said_at_their_colour(tmp_path):
    root = _card_with(
        tmp_path, BAND.format(x=4, y=42.5, x2=60, y2=42.5, width=9), NAME.format(text="Ashford", color=DARK)
    )
    (found,) = finding_lines(root)
    line = line_of(root / CARD, 'color: "#000000"@2')
    assert found.startswith(f"{CARD}:{line}: warning: template 'demo/card': element 'name'"), found
    assert "on #3c3c3c (element 'band')" in found and found.endswith("[text-contrast]"), found


def test_an_icon_on_a_band_is_judged_against_the_band(tmp_path):
    root = _card_with(
        tmp_path, BAND.format(x=4, y=42.5, x2=60, y2=42.5, width=9), NAME.format(text=":star:", color=DARK)
    )
    (found,) = finding_lines(root)
    assert "(element 'band')" in found and found.endswith("[icon-contrast]"), found


def test_pale_words_on_a_dark_band_are_no_finding(tmp_path):
    root = _card_with(
        tmp_path, BAND.format(x=4, y=42.5, x2=60, y2=42.5, width=9), NAME.format(text="Ashford", color="#ffffff")
    )
    assert finding_lines(root) == []


def test_words_crossing_a_thin_line_stand_on_the_card(tmp_path):
    # a 0.6 mm rule through the words: they cross it, they are not printed on it
    root = _card_with(
        tmp_path, BAND.format(x=4, y=42.5, x2=60, y2=42.5, width=0.6), NAME.format(text="Ashford", color=DARK)
    )
    assert finding_lines(root) == []


def test_words_over_the_middle_of_a_diagonal_band_stand_where_its_corners_are(tmp_path):
    # a steep band whose box holds the words' box, but whose stroke leaves their ends on the card
    root = _card_with(tmp_path, BAND.format(x=20, y=20, x2=44, y2=65, width=9), NAME.format(text="Ashford", color=DARK))
    assert finding_lines(root) == []


def test_a_dashed_band_is_not_a_ground(tmp_path):
    # the card shows between the dashes: the words stand on both, and the card's cream is the one known
    dashed = BAND.format(x=4, y=42.5, x2=60, y2=42.5, width=9) + "    dash: [2, 2]\n"
    root = _card_with(tmp_path, dashed, NAME.format(text="Ashford", color=DARK))
    assert finding_lines(root) == []

"""A finding about many copies of a repeated element names them briefly: a board's 1,025 dots, 40 of them past the
trim, were one `art-cut-by-trim` warning 2,000 characters long ("element 'dots' of the same item is cut too"
39 times, of its own copies); 14 ticks off a ruler's end were each named with their item, not as a run."""

from __future__ import annotations

from conftest import finding_lines, new_game

CARD = "templates/demo/card.yaml"
DOTS = """  dots:
    type: ellipse
    repeat: "{{ range(0, 1025) }}"
    x: "{{ 4 + (loop.index0 % 41) * 1.35 }}"
    y: "{{ 60 + (loop.index0 // 41) * 1.2 }}"
    w: 0.8
    h: 0.8
    fill: "#000000"
"""
TICKS = """  ticks:
    type: rect
    repeat: "{{ %s }}"
    x: "{{ %s }}"
    y: 86.5
    w: 1
    h: 1
    fill: "#000000"
"""


def _card_with(tmp_path, element: str):
    """The sample game, its card's medallion and body given way to ``element``."""
    root = new_game(tmp_path)
    text = (root / CARD).read_text(encoding="utf-8")
    (root / CARD).write_text(text[: text.index("  medallion:")] + element, encoding="utf-8")
    return root


def test_copies_of_one_element_cut_by_the_trim_are_counted_not_named_each(tmp_path):
    root = _card_with(tmp_path, DOTS)
    (found,) = finding_lines(root)
    assert found.startswith(f"{CARD}:") and found.endswith("[art-cut-by-trim]"), found
    assert "element 'dots', copy 985 of 1025 (item '984'): it runs past the trim" in found, found
    assert "; 40 other copies of it are cut too: move them onto the piece" in found, found
    assert "of the same item" not in found and len(found) < 400, found


def test_consecutive_copies_off_the_piece_are_one_run_with_their_items(tmp_path):
    root = _card_with(tmp_path, TICKS % ("range(0, 40)", "2 + loop.index0 * 2.5"))
    (found,) = finding_lines(root)
    assert "element 'ticks', copies 27 to 40 of 40 (items '26' to '39'): what they print lies off" in found, found


def test_scattered_copies_off_the_piece_are_the_first_few_and_a_count(tmp_path):
    # every other tick of 30 placed past the card's right edge: 15 copies, not in a row
    root = _card_with(tmp_path, TICKS % ("range(0, 30)", "70 if loop.index0 % 2 else 2 + loop.index0 * 2"))
    (found,) = finding_lines(root)
    assert found.endswith("[art-off-piece]"), found
    assert (
        "element 'ticks', copy 2 of 30 (item '1'), copy 4 of 30 (item '3'), copy 6 of 30 (item '5'), copy 8 of 30 "
        "(item '7') and 11 more copies: what they print lies off" in found
    ), found

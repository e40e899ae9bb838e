"""Callouts: a rulebook figure written "callouts" labels its piece's parts (the anatomy of a card), each label
joined to its element by a leader; in a narrow column, numbered markers on the piece's sides and a key."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import MM, DrawnPath, glyph_boxes, page_paths, page_texts, printed_chars, word_boxes

RULES = "content/labyrinth-deck/rules.yaml"
PDF = "output/labyrinth-deck/labyrinth-deck-rules-a4.pdf"
STYLE = "templates/labyrinth-deck/rules.yaml"  # the Labyrinth rules' own style
TRIM_GREY = (153, 153, 153)  # the thin line a figure's piece is drawn trimmed with
ACCENT = (31, 74, 58)  # the default style's accent: the leaders' colour
LABELS = {"title": "Name", "band": "Ability checked", "emblem": "Symbol", "body": "Success", "lock": "Lockout"}


SHIPPED_LABELS = (  # the Labyrinth's own anatomy of an action card, in its Actions section
    "    callouts:\n      stat: The ability checked\n      emblem: Its icon\n      body: What a success does\n"
    "      lock: The lock rule\n"
)
SHIPPED_FIGURE = '      ![An action card](actions/scout-ahead "callouts")\n\n'


def _without_shipped_labels(root: Path) -> Path:
    edit(root / RULES, SHIPPED_LABELS, "")
    return root / RULES


def _anatomy(root: Path, labels: dict[str, str] = LABELS, title: str = "callouts") -> Path:
    """The Actions section opens with the anatomy of an action card, its labels in the section's callouts:
    (in place of the shipped ones)."""
    edit(_without_shipped_labels(root), SHIPPED_FIGURE, "")
    written = "".join(f"      {name}: {label}\n" for name, label in labels.items())
    figure = f'      ![An action card](actions/scout-ahead "{title}")\n\n'
    edit(
        root / RULES,
        "  - id: actions\n    title: Actions\n    text: |\n",
        f"  - id: actions\n    title: Actions\n    callouts:\n{written}    text: |\n{figure}",
    )
    return root / RULES


def _one_column(root: Path) -> None:
    edit(root / STYLE, "columns: 2", "columns: 1")


def _page_of(pdf: Path, word: str) -> int:
    return next(index for index, text in enumerate(page_texts(pdf)) if word in text)


def _card(pdf: Path, page: int) -> tuple[float, float, float, float]:
    """The figure's piece as drawn: the box (left, bottom, right, top; pt) of its grey trim line."""
    trims = [p for p in page_paths(pdf, page) if p.stroke_color == TRIM_GREY and p.stroke_width > 0]
    assert len(trims) == 1
    points = [point for subpath in trims[0].subpaths for point in subpath]
    return min(x for x, _ in points), min(y for _, y in points), max(x for x, _ in points), max(y for _, y in points)


def _leaders(pdf: Path, page: int) -> list[DrawnPath]:
    """The leaders: open lines in the callouts' colour (each drawn over a white halo)."""
    return [p for p in page_paths(pdf, page) if p.stroke_color == ACCENT and p.stroke_width > 0 and not p.filled]


DOT = (1.4 / 2 + 0.5) * MM  # pt: the default dot's radius and its white ring (callouts.HALO)


def _dots_on_glyphs(pdf: Path, page: int) -> list[tuple[tuple[float, float], str]]:
    """Each leader's dot (its end) that covers a printed character, and the character."""
    glyphs = glyph_boxes(pdf, page)
    found = []
    for leader in _leaders(pdf, page):
        x, y = leader.subpaths[0][-1]
        for left, bottom, right, top, char in glyphs:
            nearest = (min(max(x, left), right), min(max(y, bottom), top))
            if math.dist((x, y), nearest) < DOT:
                found.append(((x, y), char))
    return found


def _crosses(a, b) -> bool:
    (p1, p2), (p3, p4) = a, b

    def turn(p, q, r) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return turn(p3, p4, p1) * turn(p3, p4, p2) < 0 and turn(p1, p2, p3) * turn(p1, p2, p4) < 0


def test_labels_stand_beside_the_card_joined_to_their_parts_by_leaders_that_never_cross(labyrinth_ws):
    _anatomy(labyrinth_ws)
    _one_column(labyrinth_ws)
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / PDF
    page = _page_of(pdf, "Lockout")
    left, bottom, right, top = _card(pdf, page)
    sides = {}
    for label in LABELS.values():
        (box,) = word_boxes(pdf, page, label.split()[0])
        assert box[2] < left or box[0] > right, f"{label} stands on the card"
        assert bottom - 1 <= box[1] and box[3] <= top + 1  # beside the card, within its height
        sides[label] = "left" if box[2] < left else "right"
    assert set(sides.values()) == {"left", "right"}  # the labels share the sides
    leaders = _leaders(pdf, page)
    assert len(leaders) == len(LABELS)
    for leader in leaders:
        (points,) = leader.subpaths
        start, end = points[0], points[-1]
        assert not left < start[0] < right  # from its label, outside the card…
        assert left <= end[0] <= right and bottom <= end[1] <= top  # …to its part, on the card
    segments = [pair for leader in leaders for pair in itertools.pairwise(leader.subpaths[0])]
    assert not any(_crosses(a, b) for i, a in enumerate(segments) for b in segments[i + 1 :])
    assert _dots_on_glyphs(pdf, page) == []  # each dot beside the words it labels (a wide text's too)
    # each label at the body's size (9.5 pt in the default style), never shrunk with the card
    document = pdfium.PdfDocument(str(pdf))
    try:
        chars = printed_chars(document[page])
    finally:
        document.close()
    (label,) = word_boxes(pdf, page, "Lockout")
    inside = [size for x, y, size, c in chars if label[0] - 1 <= x <= label[2] and label[1] <= y <= label[3]]
    sizes = [size for size in inside if size > 2]  # not the spaces pdfium makes up between runs
    assert len(sizes) >= 5 and min(sizes) >= 9.5 - 0.01


def test_a_narrow_column_numbers_the_parts_and_keys_the_labels_under_the_card(labyrinth_ws):
    _anatomy(labyrinth_ws)  # two columns of A4: no room for the words beside the card
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / PDF
    page = _page_of(pdf, "Lockout")
    left, bottom, right, top = _card(pdf, page)
    (caption,) = word_boxes(pdf, page, "An action card")
    for label in LABELS.values():
        (box,) = word_boxes(pdf, page, label)
        assert box[3] < bottom and box[1] > caption[3]  # in the key: under the card, above its caption
    for number in "12345":  # each marker's number beside the card, each key entry's under it
        found = word_boxes(pdf, page, number)
        near = 12 * MM  # the markers stand just outside the card's edges
        beside = [
            b for b in found if bottom < b[1] < top and (left - near < b[2] < left or right < b[0] < right + near)
        ]
        keyed = [b for b in found if caption[3] < b[1] < bottom and left - near < b[0] < right + near]
        assert len(beside) == 1 and len(keyed) == 1, number
    assert len(_leaders(pdf, page)) == len(LABELS)


def test_callouts_print_the_same_bytes_every_build(labyrinth_ws):
    _anatomy(labyrinth_ws)
    assert run_pnp(labyrinth_ws, "--no-cache", "build", "--paper", "a4").exit_code == 0
    first = (labyrinth_ws / PDF).read_bytes()
    assert run_pnp(labyrinth_ws, "--no-cache", "build", "--paper", "a4").exit_code == 0
    assert (labyrinth_ws / PDF).read_bytes() == first


def _findings(root: Path) -> list[tuple[str, int, str, str]]:
    result = run_pnp(root, "validate", "--format", "json")
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def test_a_callout_naming_no_element_is_an_error_at_its_label(labyrinth_ws):
    path = _anatomy(labyrinth_ws, {**LABELS, "bnad": "Band"})
    found = [f for f in _findings(labyrinth_ws) if f[2] == "callout-unknown"]
    assert [(line, rule) for _, line, rule, _ in found] == [(line_of(path, "bnad: Band"), "callout-unknown")]
    assert "names no element of figure 'actions/scout-ahead'" in found[0][3]
    assert "did you mean 'band'?" in found[0][3]
    assert run_pnp(labyrinth_ws, "build").exit_code == 1


def test_an_unknown_figure_option_is_an_error_at_the_figure(labyrinth_ws):
    path = _anatomy(labyrinth_ws, title="calouts")
    found = [f for f in _findings(labyrinth_ws) if f[2] == "figure-option"]
    assert [line for _, line, _, _ in found] == [line_of(path, "![An action card]")]
    assert "says 'calouts'" in found[0][3] and "did you mean 'callouts'?" in found[0][3]


def test_a_label_that_cannot_fit_even_in_the_key_is_an_error_at_its_line(labyrinth_ws):
    word = "Un" + "believ" * 20  # one word wider than the column
    path = _anatomy(labyrinth_ws, {"title": "Name", "body": word})
    result = run_pnp(labyrinth_ws, "validate")
    assert result.exit_code == 1
    expected = f"{RULES}:{line_of(path, word)}: error:"
    (found,) = [row for row in result.output.splitlines() if row.endswith("[callout-fit]")]
    assert found.startswith(expected) and "wider than the" in found


def test_a_figure_asking_for_callouts_its_section_does_not_give_is_an_error(labyrinth_ws):
    path = _without_shipped_labels(labyrinth_ws)
    found = [f for f in _findings(labyrinth_ws) if f[2] == "callout-unknown"]
    assert [line for _, line, _, _ in found] == [line_of(path, "![An action card]")]
    assert "gives no labels" in found[0][3] and "title, band" in found[0][3]


def test_a_callout_of_an_element_the_piece_does_not_draw_is_left_out_and_said(labyrinth_ws):
    path = labyrinth_ws / RULES
    edit(
        path,
        "    title: The river\n    text: |\n",
        "    title: The river\n    callouts:\n      title: Name\n      supply_tag: Spare\n    text: |\n"
        '      ![A card](deck/dead-end "callouts")\n\n',
    )
    found = [f for f in _findings(labyrinth_ws) if f[2].startswith("callout")]
    assert [(line, rule) for _, line, rule, _ in found] == [(line_of(path, "supply_tag: Spare"), "callout-hidden")]
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0  # a warning: built without the label
    text = " ".join(page_texts(labyrinth_ws / PDF))
    assert "Name" in text and "Spare" not in text


def test_callouts_no_figure_asks_for_are_a_warning_at_their_key(labyrinth_ws):
    path = _anatomy(labyrinth_ws, title="back")
    found = [f for f in _findings(labyrinth_ws) if f[2].startswith("callout") or f[2].startswith("figure")]
    assert [(line, rule) for _, line, rule, _ in found] == [(line_of(path, "    callouts:"), "callout-unknown")]


def test_the_style_sets_the_leaders_colour_and_width_and_a_wrong_colour_is_a_finding_at_its_line(labyrinth_ws):
    _anatomy(labyrinth_ws)
    style = labyrinth_ws / STYLE
    edit(style, "columns: 2", 'columns: 2\ncallouts:\n  color: "#c0392b"\n  line_width: 0.5')
    assert run_pnp(labyrinth_ws, "build", "--paper", "a4").exit_code == 0
    pdf = labyrinth_ws / PDF
    page = _page_of(pdf, "Lockout")
    leaders = [p for p in page_paths(pdf, page) if p.stroke_color == (192, 57, 43) and not p.filled]
    assert len(leaders) == len(LABELS) and all(abs(p.stroke_width - 0.5 * MM) < 0.01 for p in leaders)
    edit(style, '"#c0392b"', '"c0392b"')
    found = [f for f in _findings(labyrinth_ws) if f[2] == "value-invalid"]
    assert [(Path(file).name, line) for file, line, _, _ in found] == [("rules.yaml", line_of(style, "c0392b"))]


def test_the_labyrinths_rules_show_the_anatomy_of_an_action_card(built):
    """The shipped Actions section labels an action card's ability, icon, success and lock rule: on A4's two
    columns as numbered markers and a key under the card."""
    pdf = built("labyrinth-deck") / Path(PDF).name
    page = _page_of(pdf, "The lock rule")
    text = page_texts(pdf)[page]
    for label in ("The ability checked", "Its icon", "What a success does", "The lock rule"):
        assert label in text
    assert len(_leaders(pdf, page)) == 4


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_dot_covers_a_letter_of_the_text_it_labels(built, paper):
    # Before, the dot of a wide text (the action card's success text, its lock rule) stood on the edge of its
    # box: on the first letter of its widest line ("the deck"), or the last ("other").
    pdf = built("labyrinth-deck") / Path(PDF).name.replace("-a4", f"-{paper}")
    page = _page_of(pdf, "The lock rule")
    assert len(_leaders(pdf, page)) == 4
    assert _dots_on_glyphs(pdf, page) == []


DEMO_ACCENT = (0x2B, 0x2D, 0x42)  # `pnp new`'s style's accent: its leaders' colour
COLLECTOR = (  # a collector number at the bottom left of `pnp new`'s card, level with a small rarity mark
    "  collector:\n    type: text\n    text: No. 12 of 40\n    x: 5\n    y: 82.3\n    w: 24\n    h: 3.2\n"
    "    font: Lato\n    size: 7\n    color: '#000000'\n"
)


def _rarity_anatomy(tmp_path: Path, rarity_y: float) -> Path:
    """`pnp new`'s game whose card has a collector number and a 2 mm rarity mark at ``rarity_y`` mm, and whose
    turn section shows the card's name, rules text and rarity labelled."""
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    rarity = f"  rarity:\n    type: ellipse\n    x: '{{{{ trim.w / 2 - 1 }}}}'\n    y: {rarity_y}\n    w: 2\n    h: 2\n"
    card.write_text(card.read_text(encoding="utf-8") + COLLECTOR + rarity + "    fill: '#000000'\n", encoding="utf-8")
    edit(
        root / "content/demo/rules.yaml",
        "  - id: turn\n    title: Your turn\n    text: |\n",
        "  - id: turn\n    title: Your turn\n    callouts:\n      title: Name\n      body: Rules text\n"
        '      rarity: Rarity\n    text: |\n      ![A card](deck/dawn "callouts")\n\n',
    )
    return root


def _leaders_over_glyphs(pdf: Path, page: int) -> list[str]:
    """The characters a leader of the demo's colour (or its white halo, 0.5 mm each side) runs over."""
    glyphs = glyph_boxes(pdf, page)
    halo = 0.5 * MM
    over = []
    for leader in (p for p in page_paths(pdf, page) if p.stroke_color == DEMO_ACCENT and not p.filled):
        for a, b in itertools.pairwise(leader.subpaths[0]):
            steps = max(1, round(math.dist(a, b) / 0.2))
            points = [(a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps) for i in range(steps + 1)]
            over += [
                char
                for left, bottom, right, top, char in glyphs
                if any(left - halo < x < right + halo and bottom - halo < y < top + halo for x, y in points)
            ]
    return over


def test_a_leader_goes_round_the_words_between_its_label_and_its_part(tmp_path):
    # Before, the leader of a rarity mark at the bottom of the card ran straight in from its label, over the
    # collector number printed level with it ("No. 12 of 40" struck through and half hidden by its halo).
    root = _rarity_anatomy(tmp_path, 83)
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0 and "callout-crossing" not in result.output, result.output
    pdf = root / "output/demo/demo-rules-a4.pdf"
    page = _page_of(pdf, "Rarity")
    assert word_boxes(pdf, page, "No. 12 of 40")
    assert len([p for p in page_paths(pdf, page) if p.stroke_color == DEMO_ACCENT and not p.filled]) == 3
    assert _leaders_over_glyphs(pdf, page) == []


def _says_crossing(root: Path, expected: str) -> None:
    """``pnp validate`` and ``pnp build`` of the demo say ``expected`` and no other callout-crossing."""
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 0, result.output
        assert [row for row in result.output.splitlines() if row.endswith("[callout-crossing]")] == [expected]


def test_a_leader_with_no_clear_way_is_a_warning_at_its_label(tmp_path):
    root = _rarity_anatomy(tmp_path, 68.5)  # the mark on the rules text's line: every way in crosses its words
    rules = root / "content/demo/rules.yaml"
    expected = (
        f"content/demo/rules.yaml:{line_of(rules, 'rarity: Rarity')}: warning: section 'turn': figure 'deck/dawn' "
        "on letter, a4: the leader of callout 'rarity' is drawn across the words of 'body', no way round them being "
        "clear; move 'rarity' or 'body' apart in the piece's template, or leave this label out [callout-crossing]"
    )
    _says_crossing(root, expected)


def _text(name: str, x: float, y: float, w: float, h: float, words: str) -> str:
    return (
        f"  {name}:\n    type: text\n    text: {words}\n    x: {x}\n    y: {y}\n    w: {w}\n    h: {h}\n"
        "    font: Lato\n    size: 7\n    color: '#000000'\n"
    )


def test_a_leader_across_several_texts_names_them_all_and_the_side_it_would_be_clear_from(tmp_path):
    # A mark in the card's left third, walled in on the left by two texts (and rows of words above and below):
    # its leader from the left crosses both. Before, the warning named the first ('outer') alone, and did not
    # say that from the right, past the medallion, a leader would reach it clear of every word.
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    walls = (
        _text("above", 4, 33.5, 22, 3.2, "WWWWWWWW")
        + _text("below", 4, 43.5, 22, 3.2, "WWWWWWWW")
        + _text("outer", 4, 35.8, 3.5, 9, "W W W")
        + _text("inner", 8, 35.8, 3.5, 9, "W W W")
        + "  rarity:\n    type: ellipse\n    x: 14.5\n    y: 39.3\n    w: 2\n    h: 2\n    fill: '#000000'\n"
    )
    card.write_text(card.read_text(encoding="utf-8") + walls, encoding="utf-8")
    rules = root / "content/demo/rules.yaml"
    edit(
        rules,
        "  - id: turn\n    title: Your turn\n    text: |\n",
        "  - id: turn\n    title: Your turn\n    callouts:\n      title: Name\n      rarity: Rarity\n    text: |\n"
        '      ![A card](deck/dawn "callouts")\n\n',
    )
    expected = (
        f"content/demo/rules.yaml:{line_of(rules, 'rarity: Rarity')}: warning: section 'turn': figure 'deck/dawn' "
        "on letter, a4: the leader of callout 'rarity' is drawn across the words of 'outer' and 'inner', no way round "
        "them being clear; a label on the right would reach it clear of every word, and labels stand on the side "
        "their part is nearer: in the piece's template, move 'rarity' into its right third, or move 'rarity' away "
        "from them; or leave this label out [callout-crossing]"
    )
    _says_crossing(root, expected)

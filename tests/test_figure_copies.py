"""A callout at one copy of a repeated element: ``kind#8: Its kind`` labels the eighth of a city card's block
icons (Blocktown, tests/city: eight blocks, each with its kind's icon, both written ``repeat:``), its leader ending
on that copy, not on the copy nearest the label; a copy the piece does not have, or a copy of an element that does
not repeat, is one finding at the label's line."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from conftest import edit, finding_lines, kept_game_workspace, line_of, run_pnp, the_error
from pdfread import MM, DrawnPath, page_paths, page_texts, word_boxes

RULES = "content/blocktown/rules.yaml"
PDF = "output/blocktown/blocktown-rules-a4.pdf"
TRIM_GREY = (153, 153, 153)  # the thin line a figure's piece is drawn trimmed with
ACCENT = (43, 45, 66)  # Blocktown's accent (#2b2d42): the leaders' colour
CARD_W, CARD_H = 63.5, 88.9  # mm: a poker card
CELL_W, CELL_H = CARD_W / 2, CARD_H / 4  # mm: a block (two across, four down)


def _with_callouts(root: Path, labels: str) -> Path:
    """The Setting up section opens with the anatomy of card 1 (Old Town), its labels ``labels`` (YAML lines)."""
    edit(
        root / RULES,
        "  - id: setup\n    title: Setting up\n    text: |\n",
        "  - id: setup\n    title: Setting up\n    callouts:\n"
        + "".join(f"      {line}\n" for line in labels.splitlines())
        + '    text: |\n      ![A city card](deck/c01 "callouts")\n\n',
    )
    return root / RULES


@pytest.fixture(scope="module")
def copies_built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = kept_game_workspace(tmp_path_factory.mktemp("copies"), "city", "blocktown")
    _with_callouts(root, "kind#8: Eighth icon\nkind#3: Third icon\nblock#5: Fifth block\nroad#2: Second road")
    result = run_pnp(root, "build", "blocktown")
    assert result.exit_code == 0, result.output
    return root / PDF


def _page(pdf: Path) -> int:
    return next(index for index, text in enumerate(page_texts(pdf)) if "Eighth icon" in text)


def _card(pdf: Path, page: int) -> tuple[float, float, float, float]:
    """The figure's card as drawn: (left, bottom, right, top; pt) of the grey trim line beside its labels (the
    page's other figure, of laid cards, has trim lines of its own)."""
    return _card_near(pdf, page, "Eighth icon")


def _card_near(pdf: Path, page: int, label: str) -> tuple[float, float, float, float]:
    """The figure's card beside ``label``'s words (see :func:`_card`)."""
    (words,) = word_boxes(pdf, page, label)
    trims = []
    for path in page_paths(pdf, page):
        if path.stroke_color == TRIM_GREY and path.stroke_width > 0:
            points = [point for subpath in path.subpaths for point in subpath]
            xs, ys = [x for x, _ in points], [y for _, y in points]
            trims.append((min(xs), min(ys), max(xs), max(ys)))
    beside = [box for box in trims if box[1] <= words[1] <= box[3]]
    return min(beside, key=lambda box: max(box[0] - words[2], words[0] - box[2]))


def _leaders(pdf: Path, page: int) -> list[DrawnPath]:
    return [p for p in page_paths(pdf, page) if p.stroke_color == ACCENT and p.stroke_width > 0 and not p.filled]


def _on_page(card: tuple[float, float, float, float], box: tuple[float, float, float, float]):
    """A box on the card (x, y, w, h; mm from its top-left corner) on the page: (left, bottom, right, top; pt)."""
    left, _, right, top = card
    scale = (right - left) / CARD_W
    x, y, w, h = box
    return left + x * scale, top - (y + h) * scale, left + (x + w) * scale, top - y * scale


def _leader_to(pdf: Path, page: int, label: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """The start and the end (pt) of the leader that starts beside ``label``'s words."""
    (words,) = word_boxes(pdf, page, label)
    middle = (words[1] + words[3]) / 2
    starts = [
        (leader.subpaths[0][0], leader.subpaths[0][-1])
        for leader in _leaders(pdf, page)
        if abs(leader.subpaths[0][0][1] - middle) < 3
        and min(abs(leader.subpaths[0][0][0] - words[0]), abs(leader.subpaths[0][0][0] - words[2])) < 3 * MM
    ]
    assert len(starts) == 1, (label, starts)
    return starts[0]


def _inside(point: tuple[float, float], box: tuple[float, float, float, float], slack: float = 0.5) -> bool:
    x, y = point
    return box[0] - slack <= x <= box[2] + slack and box[1] - slack <= y <= box[3] + slack


@pytest.mark.parametrize(
    ("label", "copy"),
    [
        ("Eighth icon", 7),  # the icons: 7 mm squares at 20.5 mm into their block, 2 mm down
        ("Third icon", 2),
    ],
)
def test_a_leader_ends_on_the_copy_its_label_names(copies_built: Path, label: str, copy: int):
    pdf = copies_built
    page = _page(pdf)
    card = _card(pdf, page)
    _, end = _leader_to(pdf, page, label)
    chosen = _on_page(card, ((copy % 2) * CELL_W + 20.5, (copy // 2) * CELL_H + 2, 7, 7))
    assert _inside(end, chosen), (label, end, chosen)
    others = [
        _on_page(card, ((other % 2) * CELL_W + 20.5, (other // 2) * CELL_H + 2, 7, 7))
        for other in range(8)
        if other != copy
    ]
    assert not any(_inside(end, box) for box in others)


def test_a_wide_copy_is_pointed_at_on_its_own_edge_and_its_label_stands_level_with_it(copies_built: Path):
    pdf = copies_built
    page = _page(pdf)
    card = _card(pdf, page)
    block = _on_page(card, (0, 2 * CELL_H, CELL_W, CELL_H))  # the fifth block: the third row's left one
    _, end = _leader_to(pdf, page, "Fifth block")
    assert _inside(end, block), (end, block)
    (words,) = word_boxes(pdf, page, "Fifth block")
    assert words[2] < card[0]  # beside the card, on the side of its copy…
    assert block[1] <= (words[1] + words[3]) / 2 <= block[3]  # …level with it, not with the blocks above


@pytest.mark.parametrize(
    ("labels", "key", "words", "rule"),
    [
        # a copy past the last: how many there are
        (
            "kind#9: A ninth icon\nroad: A road",
            "kind#9",
            ["8 copies of 'kind', numbered 1 to 8, no copy 9"],
            "callout-copy",
        ),
        ("road#0: A road", "road#0", ["2 copies of 'road', numbered 1 to 2, no copy 0"], "callout-copy"),
        # a copy of an element printed once
        (
            "number#1: Its number\nkind#2: An icon",
            "number#1",
            ["'number', which does not repeat", "write 'number:'"],
            "callout-copy",
        ),
        # a copy of a misspelt element: the element it may mean
        ("knid#2: An icon", "knid#2", ["did you mean 'kind'?"], "callout-unknown"),
    ],
)
def test_a_copy_the_piece_lacks_is_one_error_at_its_line(
    tmp_path: Path, labels: str, key: str, words: list[str], rule: str
):
    root = kept_game_workspace(tmp_path, "city", "blocktown")
    rules = _with_callouts(root, labels)
    said = the_error(root, "blocktown")  # validate and build say the same, once
    assert said.startswith(f"{RULES}:{line_of(rules, key)}: error: ") and said.endswith(f"[{rule}]")
    assert all(word in said for word in words), said


def test_a_copy_its_when_hides_is_left_out_with_a_warning_at_its_line(tmp_path: Path):
    root = kept_game_workspace(tmp_path, "city", "blocktown")
    edit(
        root / "templates/blocktown/card.yaml",
        "  kind:\n    type: icon\n",
        '  kind:\n    type: icon\n    when: "{{ loop.index != 3 }}"\n',
    )
    rules = _with_callouts(root, "kind#3: Third icon\nkind#8: Eighth icon")
    said = {command: finding_lines(root, command, "blocktown") for command in ("validate", "build")}
    warning = (
        f"{RULES}:{line_of(rules, 'kind#3')}: warning: section 'setup': callout 'kind#3': figure 'deck/c01' does "
        "not draw copy 3 of 'kind' (its when: hides it on that piece), so its label is left out; show a piece that "
        "has it, or leave the label out [callout-hidden]"
    )
    assert said["validate"] == said["build"] == [warning]
    texts = " ".join(page_texts(root / PDF))
    assert "Eighth icon" in texts and "Third icon" not in texts


ROAD_GREY = (74, 74, 74)  # Blocktown's roads (#4a4a4a), 3.5 mm wide


def _on_a_road(pdf: Path, page: int, point: tuple[float, float]) -> bool:
    """Whether ``point`` (pt) lies on one of the page's roads: within half a road's width of one of its stretches."""
    x, y = point
    for road in page_paths(pdf, page):
        if road.stroke_color != ROAD_GREY or road.stroke_width <= 0:
            continue
        for subpath in road.subpaths:
            for (x0, y0), (x1, y1) in pairwise(subpath):
                dx, dy = x1 - x0, y1 - y0
                along = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy or 1)))
                if ((x - x0 - along * dx) ** 2 + (y - y0 - along * dy) ** 2) ** 0.5 < road.stroke_width / 2:
                    return True
    return False


def test_a_block_a_road_runs_across_is_pointed_at_off_the_road(tmp_path):
    """Old Town's third block has a road through its middle (drawn after the blocks, as a thick line): the leader
    ended on the road, as if the road were the block; a thick line covers what it runs over as a fill does."""
    root = kept_game_workspace(tmp_path, "city", "blocktown")
    _with_callouts(root, "block#3: Third block")
    assert run_pnp(root, "build", "blocktown").exit_code == 0
    pdf = root / PDF
    page = next(index for index, text in enumerate(page_texts(pdf)) if "Third block" in text)
    card = _card_near(pdf, page, "Third block")
    _, end = _leader_to(pdf, page, "Third block")
    assert _inside(end, _on_page(card, (0, CELL_H, CELL_W, CELL_H))), end  # the third block: second row, left
    assert not _on_a_road(pdf, page, end), end

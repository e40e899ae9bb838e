"""A tiled board's assembly map names its pages (A1, A2, …: 20 pt on a white box) clear of the board's icons and
drawn marks as of its words: the test workspace's 360 × 600 mm board (six Letter pages), an icon or a disc drawn
where each label stood, and the labels read back from the map page against them."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REPO, edit, plans_of, run_pnp, shapes_workspace
from pdfread import MM, page_paths, word_boxes

BOARD = "templates/shapes/board.yaml"
PDF = "output/shapes/shapes-board-letter.pdf"
NAMES = ("A1", "A2", "B1", "B2", "C1", "C2")
Edges = tuple[float, float, float, float]  # left, bottom, right, top (mm on the page, y up)


def _board(tmp_path: Path) -> Path:
    """The test workspace with icons of its own (Blocktown's) and the board component alone to build."""
    root = shapes_workspace(tmp_path)
    (root / "content" / "shapes" / "icons").symlink_to(REPO / "tests" / "city" / "content" / "blocktown" / "icons")
    return root


def _labels(root: Path) -> dict[str, Edges]:
    """Each page's label on the assembly map (not the steps' mention of A1): the white box it prints on (mm on the
    page), the smallest filled outline round its words."""
    result = run_pnp(root, "build", "shapes", "--paper", "letter")
    assert result.exit_code == 0, result.output
    pdf = root / PDF
    outlines = []
    for path in page_paths(pdf, 0):
        points = [point for subpath in path.subpaths for point in subpath]
        if path.filled and points:
            xs, ys = [x for x, _ in points], [y for _, y in points]
            outlines.append((min(xs) / MM, min(ys) / MM, max(xs) / MM, max(ys) / MM))
    found = {}
    for name in NAMES:
        (box,) = [box for box in word_boxes(pdf, 0, name) if box[3] - box[1] > 10]
        words = tuple(v / MM for v in box)
        around = [
            o for o in outlines if o[0] <= words[0] and o[1] <= words[1] and o[2] >= words[2] and o[3] >= words[3]
        ]
        found[name] = min(around, key=lambda o: (o[2] - o[0]) * (o[3] - o[1]))
    return found


def _to_board(root: Path):
    """The assembly map's placement of the board: face mm (y down) to page mm (y up), and back."""
    (placement,) = plans_of(root, "shapes")["shapes-board-letter"].pages[0].placements
    t = placement.transform  # a scale and a shift: no turn
    return (lambda x, y: (t.a * x + t.e, t.d * y + t.f)), (lambda x, y: ((x - t.e) / t.a, (y - t.f) / t.d))


def _marks_at(root: Path, spots: list[tuple[float, float]], mark: str, size: float) -> None:
    """The board draws ``mark`` (an icon, or a disc) ``size`` mm wide centred at each of ``spots`` (board mm)."""
    places = ", ".join(f"[{x:.2f}, {y:.2f}]" for x, y in spots)
    drawn = (
        '    type: icon\n    name: house\n    color: "#3a2f1c"\n'
        if mark == "icon"
        else '    type: ellipse\n    fill: "#3a2f1c"\n'
    )
    edit(
        root / BOARD,
        "elements:\n",
        f'elements:\n  mark:\n{drawn}    repeat: "{{{{ [{places}] }}}}"\n'
        f'    x: "{{{{ loop.item[0] - {size / 2} }}}}"\n    y: "{{{{ loop.item[1] - {size / 2} }}}}"\n'
        f"    w: {size}\n    h: {size}\n",
    )
    # after the grid, the label and the ring: the board's last elements
    text = (root / BOARD).read_text()
    head, rest = text.split("  mark:\n", 1)
    mark_lines, tail = rest.split("  grid:\n", 1)
    (root / BOARD).write_text(f"{head}  grid:\n{tail.rstrip()}\n  mark:\n{mark_lines}")


def _overlap(a: Edges, b: Edges) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("mark", ["icon", "disc"])
def test_a_label_moves_off_the_icon_or_mark_it_would_cover(tmp_path: Path, mark: str):
    root = _board(tmp_path)
    before = _labels(root)
    to_page, to_board = _to_board(root)
    spots = [to_board((box[0] + box[2]) / 2, (box[1] + box[3]) / 2) for box in before.values()]
    _marks_at(root, spots, mark, 18.0)  # where each label stood (a mark is at most 20 mm: not the board's art)
    after = _labels(root)
    marks = []
    for x, y in spots:
        (x0, y0), (x1, y1) = to_page(x - 9.0, y + 9.0), to_page(x + 9.0, y - 9.0)
        marks.append((x0, y0, x1, y1))
    assert all(_overlap(before[name], marks[i]) for i, name in enumerate(NAMES))  # each stood on its mark
    covering = [(name, box) for name, label in after.items() for box in marks if _overlap(label, box)]
    assert not covering, covering


def test_where_marks_leave_no_clear_place_the_labels_stand_where_they_stood(tmp_path: Path):
    """A board dotted all over (a disc every 15 mm): no place is clear of the marks, and each label stands where it
    stood without them, clear of the board's words, not somewhere worse."""
    root = _board(tmp_path)
    before = _labels(root)
    every = [(7.5 + 15 * i, 7.5 + 15 * j) for i in range(24) for j in range(40)]
    dots = [(x, y) for x, y in every if not (150 < x < 210 and 280 < y < 320)]  # off the board's word, "Board"
    _marks_at(root, dots, "disc", 5.0)
    after = _labels(root)
    assert {name: pytest.approx(box, abs=0.01) for name, box in before.items()} == after

"""An element's ``repeat:``: one element drawn for each item of a list or a number of times, with ``loop`` in
scope, and ``sin``/``cos`` in degrees. Before it, an escape room's code wheel wrote its 12 rim letters as 12
elements whose positions were worked out by hand into ``vars:`` (templates had no sine), and a row of cost
pips was one element per pip. Read back from the built PDF: the letters on their circle, each turned to face
outward; the findings of copies said once, at their line, naming the copy."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import MM, page_paths, page_texts, word_directions

from pnp.core.expr import evaluate, evaluate_tree

WHEEL = "templates/demo/wheel.yaml"
LETTERS = [f"Z{chr(ord('A') + i)}" for i in range(12)]  # ZA … ZL: no other text on the page holds them
RADIUS = 34  # mm from the disc's centre to each letter's

WHEEL_TEMPLATE = f"""size: 90
shape: circle
vars:
  letters: [{", ".join(LETTERS)}]
elements:
  disc:
    type: shape
    offset: "{{{{ bleed }}}}"
    fill: "#f3ead7"
  rim:
    type: text
    repeat: "{{{{ vars.letters }}}}"
    text: "{{{{ loop.item }}}}"
    x: "{{{{ 45 + {RADIUS} * sin(loop.index0 * 30) - 6 }}}}"
    y: "{{{{ 45 - {RADIUS} * cos(loop.index0 * 30) - 5 }}}}"
    w: 12
    h: 10
    size: 12
    bold: true
    align: center
    valign: middle
    rotate: "{{{{ loop.index0 * 30 }}}}"
  pips:
    type: ellipse
    repeat: 5
    x: "{{{{ 31 + loop.index0 * 6 }}}}"
    y: 60
    w: 4
    h: 4
    fill: "#23395d"
"""


def _game(tmp_path, template: str = WHEEL_TEMPLATE, tokens: str = "  - {id: disc, title: Disc}\n"):
    """`pnp new`'s demo with a code wheel: a tokens component of one 90 mm disc, face demo/wheel."""
    root = new_game(tmp_path)
    edit(
        root / "content/demo/game.yaml",
        "  - id: rules\n",
        "  - id: wheel\n    kind: tokens\n    title: Code wheel\n    source: wheel.yaml\n    face: demo/wheel\n"
        "  - id: rules\n",
    )
    (root / "content/demo/wheel.yaml").write_text("tokens:\n" + tokens)
    (root / WHEEL).write_text(template)
    return root


def _built(root):
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    return root / "output/demo/demo-wheel-a4.pdf"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The code wheel of WHEEL_TEMPLATE built once for the module (read, never changed): its PDF."""
    return _built(_game(tmp_path_factory.mktemp("wheel")))


def _findings(root, rule: str) -> list[str]:
    result = run_pnp(root, "validate", "demo")
    return [line for line in result.output.splitlines() if line.endswith(f"[{rule}]")]


def test_the_twelve_letters_stand_on_their_circle_30_degrees_apart_each_turned_to_face_outward(wheel):
    pdf = wheel
    placed = {}
    for letter in LETTERS:
        found = word_directions(pdf, 0, letter)
        assert len(found) == 1, (letter, found)
        placed[letter] = found[0]
    cx = sum(x for x, _, _ in placed.values()) / 12  # the ring is symmetric: its centre is the letters' mean
    cy = sum(y for _, y, _ in placed.values()) / 12
    for index, letter in enumerate(LETTERS):
        x, y, direction = placed[letter]
        assert math.hypot(x - cx, y - cy) / MM == pytest.approx(RADIUS, abs=0.6), letter
        clockwise_from_top = math.degrees(math.atan2(x - cx, y - cy)) % 360  # page y runs up
        assert clockwise_from_top == pytest.approx(index * 30, abs=1.5) or (index == 0 and clockwise_from_top > 358.5)
        assert direction == (-index * 30) % 360, letter  # turned by rotate: clockwise, its top to the rim


def test_a_count_draws_a_row_of_pips_in_order(wheel):
    pdf = wheel
    pips = []
    for path in page_paths(pdf, 0):
        xs = [x for points in path.subpaths for x, _ in points]
        if path.filled and (max(xs) - min(xs)) / MM == pytest.approx(4, abs=0.01):
            pips.append(min(xs) / MM)
    assert len(pips) == 5
    assert [round(b - a, 2) for a, b in itertools.pairwise(pips)] == [6.0] * 4


def test_when_is_read_for_each_copy_and_loop_names_the_copy(tmp_path):
    template = WHEEL_TEMPLATE.replace(
        '    text: "{{ loop.item }}"\n',
        "    text: \"{{ loop.item }}{{ '!' if loop.last else '' }}{{ loop.index }}/{{ loop.length }}\"\n"
        '    when: "{{ loop.index0 % 2 == 0 or loop.last }}"\n',
    ).replace("size: 12", "size: 8")
    text = page_texts(_built(_game(tmp_path, template)))[0]
    assert [letter for letter in LETTERS if letter in text] == [*LETTERS[::2], "ZL"]
    assert "ZA1/12" in text and "ZK11/12" in text and "ZL!12/12" in text


def test_a_list_read_of_the_piece_gives_each_piece_its_own_copies(tmp_path):
    """Values read of ``loop`` are kept once per copy only while the list is the same for every piece."""
    template = WHEEL_TEMPLATE.replace('repeat: "{{ vars.letters }}"', 'repeat: "{{ card.letters }}"')
    tokens = "  - {id: a, title: A, letters: [ZA, ZB, ZC]}\n  - {id: b, title: B, letters: [ZD, ZE]}\n"
    root = _game(tmp_path, template, tokens)
    edit(root / "content/demo/game.yaml", "face: demo/wheel\n", "face: demo/wheel\n    fields: {letters: {}}\n")
    text = "".join(page_texts(_built(root)))
    assert all(letter in text for letter in ["ZA", "ZB", "ZC", "ZD", "ZE"])
    assert "ZF" not in text


def test_a_child_template_overrides_repeat_like_any_key(tmp_path):
    root = _game(tmp_path)
    (root / "templates/demo/small-wheel.yaml").write_text(
        'extends: demo/wheel\nelements:\n  rim: {repeat: "{{ vars.letters[:4] }}"}\n  pips: {repeat: 2}\n'
    )
    edit(root / "content/demo/game.yaml", "face: demo/wheel\n", "face: demo/small-wheel\n")
    pdf = _built(root)
    text = page_texts(pdf)[0]
    assert [letter for letter in LETTERS if letter in text] == LETTERS[:4]
    assert sum(1 for path in page_paths(pdf, 0) if path.filled) == 1 + 2  # the disc and two pips


def test_the_same_wheel_builds_byte_identical(tmp_path, wheel):
    """Built again in a workspace of its own: the same bytes as the module's wheel."""
    assert _built(_game(tmp_path)).read_bytes() == wheel.read_bytes()


def test_an_expression_failing_on_some_copies_is_one_finding_naming_the_first(tmp_path):
    failing = "loop.index0 in (2, 3, 4, 6, 7, 8)"  # copies 3-5 and 7-9 read a colour vars.ink does not have
    template = WHEEL_TEMPLATE.replace("vars:\n", 'vars:\n  ink: {ZA: "#000000"}\n').replace(
        "    bold: true\n", f'    bold: true\n    color: "{{{{ vars.ink.nope if {failing} else vars.ink.ZA }}}}"\n'
    )
    root = _game(tmp_path, template)
    found = _findings(root, "expression")
    assert len(found) == 1, found
    assert found[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, 'color:')}: error:")
    assert "element 'rim': color:" in found[0]
    assert "on copy 3 of 12 (item 'ZC'), and 5 more copies" in found[0]  # copies 3-5 and 7-9 fail, 6 does not


def test_an_expression_failing_on_one_copy_names_it(tmp_path):
    template = WHEEL_TEMPLATE.replace(
        '    text: "{{ loop.item }}"\n', '    text: "{{ loop.item if loop.index != 7 else vars.missing }}"\n'
    )
    root = _game(tmp_path, template)
    found = _findings(root, "expression")
    assert len(found) == 1, found
    assert found[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, 'text:')}: error:")
    assert found[0].endswith("; on copy 7 of 12 (item 'ZG') [expression]")


def test_a_finding_every_copy_makes_alike_is_said_once_as_for_one_element(tmp_path):
    template = WHEEL_TEMPLATE.replace("    bold: true\n", "    bold: true\n    font: Latto\n")
    root = _game(tmp_path, template)
    found = _findings(root, "font-unknown")
    assert len(found) == 1 and "copy" not in found[0], found
    assert found[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, 'font: Latto')}:")


def test_text_overflowing_on_every_copy_is_one_finding(tmp_path):
    template = WHEEL_TEMPLATE.replace('text: "{{ loop.item }}"', 'text: "{{ loop.item * (5 + loop.index) }}"')
    root = _game(tmp_path, template)
    found = _findings(root, "text-overflow")
    assert len(found) == 1, found
    assert "on copy 1 of 12 (item 'ZA'), and every other copy" in found[0]


def test_standards_check_each_copy_and_say_it_once_per_element(tmp_path):
    """Copy 7 runs into the safe zone; copies 3 and 4 are pale on the disc: one finding each, naming the copy."""
    template = WHEEL_TEMPLATE.replace(f"45 - {RADIUS} * cos", f"45 - ({RADIUS} + (6 if loop.index == 7 else 0)) * cos")
    template = template.replace(
        "    bold: true\n", "    bold: true\n    color: \"{{ '#dddddd' if loop.index in (3, 4) else '#000000' }}\"\n"
    )
    root = _game(tmp_path, template)
    outside = _findings(root, "text-outside-safe")
    assert len(outside) == 1 and "element 'rim', copy 7 of 12 (item 'ZG'), first on token '" in outside[0], outside
    pale = _findings(root, "text-contrast")
    assert len(pale) == 1 and "element 'rim', copy 3 of 12 (item 'ZC')" in pale[0], pale
    assert pale[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, 'color:')}:")


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("twelve", "'repeat' must be a whole number of copies (repeat: 12) or a list"),
        ("-2", "a count is whole and 0 or more; got -2"),
        ("2.5", "a count is whole and 0 or more; got 2.5"),
        ("{a: 1}", "not a mapping: repeat over its keys"),
    ],
)
def test_a_repeat_that_is_no_count_nor_list_is_said_at_its_line(tmp_path, written, said):
    root = _game(tmp_path, WHEEL_TEMPLATE.replace("    repeat: 5\n", f"    repeat: {written}\n"))
    found = _findings(root, "value-invalid")
    assert len(found) == 1, found
    assert found[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, f'repeat: {written}')}: error:")
    assert "element 'pips'" in found[0] and said in found[0]


def test_a_repeat_over_a_text_each_piece_writes_is_one_finding_at_the_templates_line(tmp_path):
    """`repeat: "{{ card.title }}"` (meant: the list of its icons) reads a text that is right where the content
    writes it: one finding at the template's repeat: line, not one at each piece's title (18 for a wallet game's
    18 cards, each saying its "title:" was wrong)."""
    tokens = "  - {id: disc, title: Disc}\n  - {id: rim, title: Rim}\n  - {id: hub, title: Hub}\n"
    template = WHEEL_TEMPLATE.replace("    repeat: 5\n", '    repeat: "{{ card.title }}"\n')
    root = _game(tmp_path, template, tokens)
    found = _findings(root, "value-invalid")
    assert len(found) == 1, found
    line = line_of(root / WHEEL, "card.title")
    assert found[0].startswith(f"{WHEEL}:{line}: error:"), found
    assert "element 'pips'" in found[0] and "got 'Disc'" in found[0]


def test_an_absurd_count_is_a_limit_finding_saying_how_to_raise_it(tmp_path):
    root = _game(tmp_path, WHEEL_TEMPLATE.replace("    repeat: 5\n", "    repeat: 250000\n"))
    found = _findings(root, "limit")
    assert len(found) == 1, found
    assert found[0].startswith(f"{WHEEL}:{line_of(root / WHEEL, 'repeat: 250000')}: error:")
    assert "250,000 copies" in found[0] and "limits: {generated: N}" in found[0]


def test_loop_read_without_repeat_says_where_loop_is_set(tmp_path):
    root = _game(tmp_path, WHEEL_TEMPLATE.replace("    repeat: 5\n", ""))
    found = _findings(root, "expression")
    assert len(found) == 1 and "(loop is set in an element that has repeat:" in found[0], found


def test_angle_functions_work_in_degrees():
    assert evaluate("{{ sin(30) }}", {}) == 0.5
    assert evaluate("{{ cos(90) }}", {}) == 0.0
    assert evaluate("{{ sin(180) }}", {}) == 0.0
    assert evaluate("{{ cos(180) }}", {}) == -1.0
    assert evaluate("{{ atan2(1, 1) }}", {}) == 45.0
    assert evaluate("{{ (2 * pi * 45) | round(1) }}", {}) == 282.7


def test_a_copy_s_values_are_evaluated_once_per_component_while_its_list_is_the_same_for_every_piece(
    tmp_path, monkeypatch
):
    """Four discs of one wheel: each letter's position is worked out once, not once per disc (a value the
    copies read of ``loop`` is kept per copy, as an element's constant values are kept per component)."""
    import pnp.layout.faces as faces

    worked: list[str] = []

    def counting(raw, scope):
        if isinstance(raw, str) and "sin(loop.index0" in raw:
            worked.append(raw)
        return evaluate_tree(raw, scope)

    monkeypatch.setattr(faces, "evaluate_tree", counting)
    tokens = "".join(f"  - {{id: disc-{n}, title: Disc {n}}}\n" for n in range(4))
    result = run_pnp(_game(tmp_path, tokens=tokens), "--no-cache", "validate", "demo")
    assert result.exit_code == 0, result.output
    assert len(worked) == 12


def test_a_question_found_on_one_copy_is_not_followed_by_a_semicolon(tmp_path):
    """A finding ending "did you mean 'x'?" said on one copy read "…did you mean 'x'?; on copy 7 of 12": the copy
    follows a dash."""
    template = WHEEL_TEMPLATE.replace(
        '    text: "{{ loop.item }}"\n', '    text: "{{ loop.item if loop.index != 7 else vars.lettres }}"\n'
    )
    found = _findings(_game(tmp_path, template), "expression")
    assert len(found) == 1 and "?;" not in found[0], found
    assert found[0].endswith("did you mean 'letters'? — on copy 7 of 12 (item 'ZG') [expression]"), found


def test_an_element_repeated_once_is_named_by_its_item_not_as_copy_1_of_1(tmp_path):
    """A list of one item: findings said "element 'rim', copy 1 of 1 (item 'ZA')"; the one copy is named by its
    item alone."""
    template = WHEEL_TEMPLATE.replace("letters: [" + ", ".join(LETTERS) + "]", "letters: [ZA]").replace(
        "    bold: true\n", '    bold: true\n    color: "#dddddd"\n'
    )
    pale = _findings(_game(tmp_path, template), "text-contrast")
    assert len(pale) == 1 and "copy" not in pale[0], pale
    assert "element 'rim', item 'ZA'" in pale[0], pale

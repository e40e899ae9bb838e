"""A finding about an element a child template inherits (`extends:`) is said at the parent's line, where the
element is written, and names the parent: the template the designer edits. However many templates extend it, it
is one finding: one cause. A child's own element is still said as the child's."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, make_workspace, run_pnp, validated

PARENT = "templates/demo/card.yaml"

# Elements of the parent, each with one slip its children inherit unchanged.
SLIPS = """\
  plate:
    type: rect
    x: 10
    y: 80
    w: 50
    h: 5
    fill: "#ffffff"
  corner:
    type: text
    text: "No. {{ card.id }}"
    x: 10
    y: 80
    w: 20
    h: 3
    font: Lato
    size: 5
    color: "#000000"
  stamp:
    type: text
    text: "Stamp"
    x: 35
    y: 80.5
    w: 12
    h: 4
    font: Lato
    size: 7
    color: "#f4f4f4"
  seal:
    type: icon
    name: star
    x: 70
    y: 40
    w: 10
    h: 10
  motto:
    type: text
    text: "A motto far too long to fit in this tiny box at all"
    x: 10
    y: 50
    w: 15
    h: 3
    font: Lato
    size: 7
    color: "#000000"
"""

# A child's own element, placed off the piece: said as the child's.
OWN = """\
extends: demo/card
elements:
  mark:
    type: icon
    name: star
    x: -20
    y: 60
    w: 5
    h: 5
"""

# An element of the parent with a key no element has: the template is refused, once, at the parent's line.
UNKNOWN = """\
  bar:
    type: rect
    x: 40
    y: 60
    w: 8
    h: 2
    fil: "#000000"
"""

# A second deck whose every card is laid out by one child, besides the first deck's, which picks a child per card.
RESERVE = """\
  - id: reserve
    kind: deck
    title: Reserve
    source: cards.yaml
    face: demo/moon
    back: demo/back
    fields:
      suit: {enum: [sun, moon]}
  - id: rules
"""


def _extended(tmp_path: Path, slips: str) -> list[tuple[str, int, str, str]]:
    """The findings of a game whose card template, given ``slips``, is extended by two children, 'demo/sun' and
    'demo/moon', used by two decks."""
    root = make_workspace(tmp_path)
    assert run_pnp(root, "new", "demo").exit_code == 0
    game = root / "content/demo/game.yaml"
    edit(game, "    face: demo/card\n", '    face: "demo/{{ card.suit }}"\n')
    edit(game, "  - id: rules\n", RESERVE)
    with (root / PARENT).open("a", encoding="utf-8") as parent:
        parent.write(slips)
    for child in ("sun", "moon"):
        (root / f"templates/demo/{child}.yaml").write_text(OWN.format(name=child), encoding="utf-8")
    return validated(root, "demo")


@pytest.fixture(scope="module")
def findings(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, int, str, str]]:
    return _extended(tmp_path_factory.mktemp("inherited"), SLIPS)


def _about(findings: list[tuple[str, int, str, str]], rule: str, element: str) -> list[tuple[str, int, str, str]]:
    return [found for found in findings if found[2] == rule and f"'{element}'" in found[3]]


@pytest.mark.parametrize(
    ("rule", "element"),
    [("type-too-small", "corner"), ("text-contrast", "stamp"), ("art-off-piece", "seal")],
)
def test_an_inherited_element_is_said_once_as_the_parents(findings, rule, element):
    # Before, each was said as 'template 'demo/sun': element …' (the child laid out first) at the parent's line:
    # the designer went looking for the element in sun.yaml, which does not write it.
    said = _about(findings, rule, element)
    assert len(said) == 1, said
    file, _, _, message = said[0]
    assert file == PARENT
    assert message.startswith(f"template 'demo/card': element '{element}'"), message
    assert "demo/sun" not in message and "demo/moon" not in message


def test_an_unknown_key_of_an_inherited_element_is_one_finding_at_the_parent(tmp_path):
    said = _about(_extended(tmp_path, UNKNOWN), "unknown-key", "bar")
    assert [(file, rule) for file, _, rule, _ in said] == [(PARENT, "unknown-key")], said
    assert "fil" in said[0][3] and "demo/sun" not in said[0][3] and "demo/moon" not in said[0][3]


def test_an_inherited_text_overflowing_is_one_finding_at_the_parent(findings):
    said = [found for found in findings if found[2] == "text-overflow"]
    assert len(said) == 1 and said[0][0] == PARENT, said
    assert "demo/sun" not in said[0][3] and "demo/moon" not in said[0][3]


def test_a_face_of_inherited_sizes_names_the_parent(findings):
    # Four type sizes, the rarest (5 pt) the parent's corner: said at its size: line, as the parent's.
    said = [found for found in findings if found[2] == "type-sizes"]
    assert len(said) == 1 and said[0][0] == PARENT, said
    assert said[0][3].startswith("template 'demo/card': "), said


def test_a_childs_own_element_is_still_said_as_the_childs(tmp_path):
    findings = _extended(tmp_path, "")
    for child in ("sun", "moon"):
        said = [found for found in findings if found[0] == f"templates/demo/{child}.yaml"]
        assert [(rule, message.split(": what")[0]) for _, _, rule, message in said] == [
            ("art-off-piece", f"template 'demo/{child}': element 'mark'")
        ], said


def test_an_inherited_element_found_on_one_child_only_names_that_child_too(tmp_path):
    # The parent places its seal from a var one child moves off the piece: the parent's line is still the one
    # that places it, and the child is the piece it lies off.
    seal = '  seal:\n    type: icon\n    name: star\n    x: "{{ vars.seal_x }}"\n    y: 40\n    w: 10\n    h: 10\n'
    root = make_workspace(tmp_path)
    assert run_pnp(root, "new", "demo").exit_code == 0
    game = root / "content/demo/game.yaml"
    edit(game, "    face: demo/card\n", '    face: "demo/{{ card.suit }}"\n')
    edit(root / PARENT, "vars:\n", "vars:\n  seal_x: 20\n")
    with (root / PARENT).open("a", encoding="utf-8") as parent:
        parent.write(seal)
    (root / "templates/demo/sun.yaml").write_text("extends: demo/card\n", encoding="utf-8")
    (root / "templates/demo/moon.yaml").write_text("extends: demo/card\nvars: {seal_x: 70}\n", encoding="utf-8")
    said = _about(validated(root, "demo"), "art-off-piece", "seal")
    assert [(file, message.split(": what")[0]) for file, _, _, message in said] == [
        (PARENT, "template 'demo/card' (extended by 'demo/moon'): element 'seal'")
    ], said

"""A list the content writes too short: a die of five faces is one die-faces finding at its faces:, not also an
expression finding from the sticker template that prints its sixth; a template reading past the end of a list
says so in a designer's words ("the list has 6 items"), never the name of pnp's class for a YAML list."""

from __future__ import annotations

from pathlib import Path

from conftest import REPO, line_of, run_pnp

GAME = """\
title: Short Lists
notice: "pnp test"
components:
  - id: dice
    kind: dice
    title: Dice
    source: dice.yaml
    face: lists/die
  - id: stickers
    kind: tokens
    title: Dice stickers
    source: dice.yaml
    face: lists/sticker
    fields: {faces: {type: array}}
"""
DIE = """\
size: 20
bleed: 2
elements:
  value: {type: text, text: "{{ face.value }}", x: 2, y: 6, w: 16, h: 8, font: Lato, size: 12, align: center}
"""
STICKER = """\
size: [96, 16]
bleed: 1
safe: 1
elements:
""" + "".join(
    f'  f{n}: {{type: text, text: "{{{{ card.faces[{n}].value }}}}", x: {3 + 16 * n}, y: 4, w: 10, h: 8, '
    "font: Lato, size: 12}\n"
    for n in range(6)
)
FACES = "".join(f"      - {{value: {n}}}\n" for n in range(1, 7))


def lists_workspace(root: Path, faces: str = FACES) -> Path:
    game = root / "content" / "lists"
    game.mkdir(parents=True)
    (root / "templates" / "lists").mkdir(parents=True)
    (root / "fonts").symlink_to(REPO / "fonts")
    (game / "game.yaml").write_text(GAME)
    (game / "dice.yaml").write_text(f"dice:\n  - id: sea-die\n    title: Sea die\n    faces:\n{faces}")
    (root / "templates" / "lists" / "die.yaml").write_text(DIE)
    (root / "templates" / "lists" / "sticker.yaml").write_text(STICKER)
    return root


def test_a_die_of_five_faces_is_one_finding(tmp_path: Path):
    root = lists_workspace(tmp_path, FACES.replace("      - {value: 6}\n", ""))
    result = run_pnp(root, "validate")
    errors = [line for line in result.output.splitlines() if ": error: " in line]
    dice = root / "content" / "lists" / "dice.yaml"
    assert errors == [
        f"content/lists/dice.yaml:{line_of(dice, 'faces:')}: error: die 'sea-die': faces: lists 5 faces; a die has "
        "6, in order: 1 and 6, 2 and 5, 3 and 4 fold opposite [die-faces]"
    ], result.output


def test_reading_past_a_lists_end_is_said_in_a_designers_words(tmp_path: Path):
    root = lists_workspace(tmp_path)
    sticker = root / "templates" / "lists" / "sticker.yaml"
    sticker.write_text(STICKER.replace("card.faces[5]", "card.faces[6]"))
    result = run_pnp(root, "validate")
    assert "LocatedList" not in result.output
    assert (
        f"templates/lists/sticker.yaml:{line_of(sticker, 'f5:')}: error: token 'sea-die': element 'f5': text: in "
        "'card.faces[6].value': the list has 6 items, [0] to [5]: there is no [6] [expression]"
    ) in result.output, result.output

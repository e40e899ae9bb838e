"""An icon written wrong in a card's text (`{star}`, `:Star:`, `:strr:`) is one `icon-unknown` at its line: the text
is measured as meant, so no overflow, type size or contrast is said of words that are only the slip, however
large the type or small the box; an overflow of the rest of the text is still said. Read back from `validate`."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, validated

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
TEMPLATE = "templates/demo/card.yaml"

TITLE_SIZED = "size: 30\n    w: 50\n    h: 14"  # one line of title-sized type
SMALL_BOX = "size: 9\n    min_size: 5\n    w: 12\n    h: 5"  # shrinks below 7 pt to fit, if it must
PALE = "size: 9\n    w: 50\n    h: 12\n    color: '#888888'"  # 3.5:1 on white: enough for an icon, not for words


def _marked(tmp_path, style: str, mark: str):
    """`pnp new`'s game with a `mark` text on Dawn (the only card that has one), set in ``style``."""
    root = new_game(tmp_path)
    edit(root / GAME, "suit: {enum: [sun, moon]}", "suit: {enum: [sun, moon]}\n      mark: {type: string}")
    edit(root / CARDS, "title: Dawn\n", f"title: Dawn\n    mark: {mark!r}\n")
    template = root / TEMPLATE
    face = template.read_text(encoding="utf-8")
    face = face[: face.index("  medallion:")] + face[face.index("  frame:") :]  # the mark stands in their place
    template.write_text(
        face
        + f"  mark:\n    type: text\n    text: \"{{{{ card.get('mark', '') }}}}\"\n    x: 7\n    y: 25\n    {style}\n"
        "    align: center\n",
        encoding="utf-8",
    )
    return root


BRACES = ("{star}{star}{star}", "'{star}{star}{star}' prints as written, braces and all")
CAPITALS = (":Star::Star::Star:", "':Star:' is no icon name and would print as written")
GLUED = ("Gain:star:", "':star:' right after a letter or digit prints as written")  # words, so not title-sized


@pytest.mark.parametrize(
    "style, mark, said",
    [(style, *slip) for style in (TITLE_SIZED, SMALL_BOX, PALE) for slip in (BRACES, CAPITALS)] + [(SMALL_BOX, *GLUED)],
    ids=["title-braces", "title-capitals", "small-braces", "small-capitals", "pale-braces", "pale-capitals", "glued"],
)
def test_an_icon_written_wrong_is_its_one_finding_at_any_size(tmp_path, style, mark, said):
    # was also a text-overflow (title-sized), a type-too-small (small box) or a text-contrast (pale) of the
    # slip's letters, which print as an icon once it is written right
    root = _marked(tmp_path, style, mark)
    ((file, line, rule, message),) = validated(root, "demo")
    assert (file, line, rule) == (CARDS, line_of(root / CARDS, "mark: "), "icon-unknown")
    assert said in message


@pytest.mark.parametrize("style", [TITLE_SIZED, PALE], ids=["title-sized", "pale"])
def test_two_slips_in_one_text_are_their_own_two_findings(tmp_path, style):
    # was a third finding: the text overflowing its box as two lines of letters, or too pale for words
    root = _marked(tmp_path, style, ":Star: {star}")
    found = validated(root, "demo")
    mark = line_of(root / CARDS, "mark: ")
    assert [(file, line, rule) for file, line, rule, _ in found] == [(CARDS, mark, "icon-unknown")] * 2
    assert "'{star}' prints as written" in found[0][3] + found[1][3]
    assert "':Star:' is no icon name" in found[0][3] + found[1][3]


def test_the_space_between_two_icons_is_no_text_too_pale(tmp_path):
    # was a text-contrast of the space, as if it were words needing 4.5:1
    assert validated(_marked(tmp_path, PALE, ":star: :star:"), "demo") == []


def test_an_unknown_icon_in_title_sized_type_is_its_one_finding(tmp_path):
    root = _marked(tmp_path, TITLE_SIZED, ":strr: :strr:")
    assert validated(root, "demo") == [
        (
            CARDS,
            line_of(root / CARDS, "mark: "),
            "icon-unknown",
            "'dawn' mark: unknown icon ':strr:'; did you mean ':star:'?",
        )
    ]


@pytest.mark.parametrize("mark", ["{star} Take every card from every other player", "Take :strr: every card from all"])
def test_a_text_with_a_slip_that_overflows_for_its_words_is_still_said_to(tmp_path, mark):
    root = _marked(tmp_path, TITLE_SIZED, mark)
    (slip, overflow) = validated(root, "demo")
    assert slip[:3] == (CARDS, line_of(root / CARDS, "mark: "), "icon-unknown")
    assert overflow[2] == "text-overflow"
    assert "mark text does not fit its 50.0 × 14.0 mm box even at the template's minimum 30 pt" in overflow[3]

"""Slips a designer makes editing a face template of `pnp new`'s game: each is one finding at its cause (the
template's line, or the content's when the content is what is wrong), and a slip that stops a template
does not hide the others of the same run."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp
from PIL import Image

CARD = "templates/demo/card.yaml"
CARDS = "content/demo/cards.yaml"
GAME = "content/demo/game.yaml"


def _rows(root, command, severity="error"):
    result = run_pnp(root, command, "demo")
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if f": {severity}: " in row]


@pytest.mark.parametrize("command", ["validate", "build"])
def test_a_word_where_a_number_belongs_is_one_finding_at_the_template_line(tmp_path, command):
    # Before: one finding per suit at each card's `id:` line ("id: must be a number, got 'dawn'"), where
    # nothing is wrong, and never at the template's `x:` that reads a field of words.
    root = new_game(tmp_path)
    edit(root / CARD, "    x: 7\n", '    x: "{{ card.suit }}"\n')
    (found,) = _rows(root, command)
    assert found.startswith(f"{CARD}:{line_of(root / CARD, 'card.suit }}')}: error: card 'dawn': "), found
    assert "element 'body': 'x' must be a number, got 'sun' (suit: at cards.yaml:6)" in found, found
    assert "no entry writes suit: as a number" in found and found.endswith("[value-invalid]"), found


def test_a_word_in_a_field_its_siblings_write_as_a_number_is_that_entrys_slip(tmp_path):
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum: [sun, moon]}", "      suit: {enum: [sun, moon]}\n      offset: {}")
    edit(root / CARDS, "    suit: sun\n    count: 4", "    suit: sun\n    offset: left\n    count: 4")
    for entry in ("high-noon", "dusk", "eclipse"):
        edit(root / CARDS, f"  - id: {entry}\n", f"  - id: {entry}\n    offset: 7\n")
    edit(root / CARD, "    x: 7\n", '    x: "{{ card.offset }}"\n')
    (found,) = _rows(root, "validate")
    line = line_of(root / CARDS, "offset: left")
    assert found == f"{CARDS}:{line}: error: offset: must be a number, got 'left' [value-invalid]", found


def test_bold_asked_of_a_family_without_a_bold_face_is_one_warning_at_its_line(tmp_path):
    # Before: the title printed in Lato Black's regular face, and nothing was said.
    root = new_game(tmp_path)
    edit(root / CARD, "font: Vollkorn\n", "font: Lato Black\n")
    for command in ("validate", "build"):
        (found,) = _rows(root, command, "warning")
        assert found.startswith(f"{CARD}:{line_of(root / CARD, 'bold: true')}: warning: template 'demo/card': "), found
        assert (
            "element 'title': bold: true asks for a bold face, and font family 'Lato Black' has none in "
            "fonts/fonts.yaml (its faces: regular), so it prints in its regular face: choose a family that has one "
            "(Lato, Vollkorn, DejaVu Sans)" in found
        ), found
        assert found.endswith("[font-style-missing]"), found


def test_bold_words_in_a_family_without_a_bold_face_are_one_warning_at_its_font_line(tmp_path):
    root = new_game(tmp_path)
    edit(root / CARD, "    font: Lato\n    size: 9\n", "    font: Vollkorn Black\n    size: 9\n")
    (found,) = _rows(root, "validate", "warning")
    assert found.startswith(f"{CARD}:{line_of(root / CARD, 'Vollkorn Black')}: warning: "), found
    assert "element 'body': the text has **bold** words (card 'eclipse'), which ask for a bold face" in found, found


def test_a_rulebook_style_whose_family_lacks_bold_or_italic_is_one_warning_at_its_font_line(tmp_path):
    # Before: the rulebook's headings and subtitle printed in Lato Black's regular face, and nothing was said.
    root = new_game(tmp_path)
    style = "templates/demo/rules.yaml"
    edit(root / style, "  display: Vollkorn\n", "  display: Lato Black\n")
    for command in ("validate", "build"):
        (found,) = _rows(root, command, "warning")
        assert found == (
            f"{style}:{line_of(root / style, 'display: Lato Black')}: warning: rulebook style 'demo/rules': fonts: "
            "display: 'Lato Black' prints its title and headings in its bold face and the game's subtitle in its "
            "italic face, and it has no bold nor italic face in fonts/fonts.yaml (its faces: regular), so they print "
            "in its regular face: choose a family that has them (Lato, Vollkorn, DejaVu Sans), or add bold: and "
            "italic: faces to the family [font-style-missing]"
        ), found


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        (
            "    h: 26\n",
            "    h: -10\n",
            "element 'medallion': h: -10 mm: a box's height is never negative: a negative one draws the element "
            "flipped, above its y: write h: 10 and y: 15 for the same box",
        ),
        (
            "    h: 25\n",
            "    h: -25\n",
            "element 'body': h: -25 mm: a box's height is never negative: a negative one draws the element flipped, "
            "above its y: write h: 25 and y: 32 for the same box",
        ),
        ("    w: 16\n", "    w: 0\n", "element 'emblem': w: 0 mm: a box of no width draws nothing: give it its width"),
        ("    h: 25\n", "    h: 0\n", "element 'body': h: 0 mm: a box of no height draws nothing"),
    ],
    ids=["negative-ellipse", "negative-text", "zero-icon", "zero-text"],
)
def test_a_negative_or_empty_box_is_one_finding_at_its_line(tmp_path, old, new, words):
    # Before: an ellipse 10 mm high drawn upward of its y in silence (a text-overlap warning on the label above
    # it), an icon of no width gone in silence, a text box of -25 or 0 mm a text-overflow error on every card.
    root = new_game(tmp_path)
    edit(root / CARD, old, new)
    for command in ("validate", "build"):
        (found,) = _rows(root, command)
        line = (root / CARD).read_text().splitlines().index(new.rstrip("\n")) + 1
        assert found.startswith(f"{CARD}:{line}: error: template 'demo/card': "), found
        assert words in found and found.endswith("[value-invalid]"), found
        assert not _rows(root, command, "warning")


def test_a_component_id_written_twice_is_one_finding_and_the_counts_wait(tmp_path):
    # Before: the deck's count check also failed ("the deck holds 12 cards (found 0, expected 12)") and the suits'
    # check too, counted in the rulebook that had taken the deck's id.
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules", "  - id: deck")
    (found,) = _rows(root, "validate")
    said = "error: duplicate component id 'deck' (first used at game.yaml:11) [duplicate-id]"
    assert found == f"{GAME}:{line_of(root / GAME, 'id: deck@2')}: {said}", found


@pytest.mark.parametrize(
    ("stop", "stop_rule"),
    [
        (("size: poker", "size: pokr"), "size-invalid"),
        (("size: poker", "size: [63.5mm, 88.9mm]"), "size-invalid"),
        (("bleed: 3.175", "bleed: 1/8in"), "size-invalid"),
        (('    color: "#000000"', '    colour: "#000000"'), "unknown-key"),
    ],
    ids=["size-name", "size-units", "bleed", "misspelt-key"],
)
def test_a_slip_that_stops_a_template_does_not_hide_its_other_slips(tmp_path, stop, stop_rule):
    # Before: only the size (or the misspelt key) was said; the unknown icon and the misspelt field waited for
    # the next run. What depends on the size (a text that fits, a line near the trim) still waits.
    root = new_game(tmp_path)
    edit(root / CARD, *stop)
    edit(root / CARD, "    name: star\n", "    name: starr\n")
    edit(root / CARD, '"{{ card.title }}"', '"{{ card.titel }}"')
    for command in ("validate", "build"):
        found = _rows(root, command)
        assert len(found) == 3, found
        assert any(
            row.startswith(f"{CARD}:{line_of(root / CARD, stop[1])}: ") and f"[{stop_rule}]" in row for row in found
        )
        icon = f"{CARD}:{line_of(root / CARD, 'name: starr')}: error: card 'dawn': element 'emblem': unknown icon"
        assert any(row.startswith(icon) and row.endswith("[icon-unknown]") for row in found), found
        field = (
            f"{CARD}:{line_of(root / CARD, 'card.titel')}: error: card 'dawn': element 'title': text: in 'card.titel'"
        )
        assert any(row.startswith(field) and row.endswith("[expression]") for row in found), found


RECT = '    radius: 2\n    stroke: "{{ vars.suit.ink }}"\n'  # the frame's
ICON = "  emblem:\n    type: icon\n    name: star\n"


@pytest.mark.parametrize(
    ("old", "new", "key", "words"),
    [
        (
            "    align: center\n    valign",
            "    align: centre\n    valign",
            "align: centre",
            "got 'centre'; write 'center'",
        ),
        (
            '    valign: middle\n    color: "#000',
            '    valign: center\n    color: "#000',
            "valign: center",
            "write 'middle'",
        ),
        ("    size: 9\n", "    size: 9\n    wrap: balanced\n", "wrap:", "got 'balanced'; did you mean 'balance'?"),
        ("    x: 7\n", "    x: 7,5\n", "x: 7,5", "got '7,5'; write 7.5 (a decimal point, not a comma)"),
        (RECT, RECT + "    rotate: 90deg\n", "rotate:", "got '90deg'; write 90 (degrees, no units)"),
        (
            "    size: 9\n",
            "    size: 9\n    leading: 120%\n",
            "leading: 120%",
            "write 1.2 (120 % as a number: 1 is 100 %)",
        ),
        (RECT, RECT + "    fill: transparent\n", "transparent", "for no paint, write none (or leave the key out)"),
        (
            "  frame:\n",
            "  tri:\n    type: polygon\n    points: [0, 0, 10, 0, 5, 8]\n    fill: red\n  frame:\n",
            "points:",
            "got [0, 0, 10, 0, 5, 8]: write [[0, 0], [10, 0], [5, 8]]",
        ),
        (
            '"{{ card.title }}"',
            '"{{ [card.title, card.suit] }}"',
            "[card.title, card.suit]",
            "'text' is a list, ['Dawn', 'sun'], which would print with its brackets: add | join(', ')",
        ),
        (
            "    name: star\n",
            '    name: "{{ vars.suit }}"\n',
            'suit: "{{',
            "vars.suit: 'name' is a mapping, which would name nothing: name one of its values, .ink, .paper or .label",
        ),
        (
            "    min_size: 7\n    align",
            "    min_size: 12\n    align",
            "min_size: 12",
            "min_size: 12 pt is above size: 9 pt; min_size is the least the text shrinks to",
        ),
        (
            ICON,
            "  emblem:\n    when: \"{{ card.count > '2' }}\"\n" + ICON[len("  emblem:\n") :],
            "card.count >",
            "'>' compares a number with a text: write a number without quotes (2, not '2'), or make the text one",
        ),
        (
            '"{{ card.title }}"',
            '"{{ cards.title }}"',
            "cards.title",
            "a list has no field 'title': read it of one of its items ([0].title); the piece's own is card.title",
        ),
        ("    size: 9\n", "    font_size: 9\n", "font_size", "unknown key 'font_size'; did you mean 'size'?"),
        (
            RECT,
            RECT + "    color: red\n",
            "color: red",
            "a rect is painted with fill: (inside) and stroke: (its outline)",
        ),
        (
            "    name: star\n",
            "    name: star\n    size: 9\n",
            "size: 9",
            "an icon is fitted in its box: give it w: and h:",
        ),
        (
            ICON,
            ICON.replace("icon", "image").replace("name: star", "src: art\\dawn.png"),
            "src:",
            "image 'art\\dawn.png' not found in demo/art/; write src: dawn.png",
        ),
        ("    stroke_width: 0.5\n", "    stroke_width: -1\n", "stroke_width: -1", "must be 0 or more (mm), got -1"),
        ("    size: 9\n", "    size: 9\n    leading: 0\n", "leading: 0", "'leading' must be above 0 (× the type size"),
        (RECT, RECT + "    opacity: 1.5\n", "opacity:", "to 1 (opaque), got 1.5 [value-invalid]"),
        (
            '"{{ card.title }}"',
            '"{{ card.title }"',
            'card.title }"',
            "unexpected '}': an expression ends with two braces",
        ),
    ],
    ids=[
        "align-centre",
        "valign-center",
        "wrap-close",
        "decimal-comma",
        "degrees",
        "percent",
        "transparent",
        "flat-points",
        "text-list",
        "name-mapping",
        "min-size-above-size",
        "number-vs-text",
        "cards-for-card",
        "font-size-key",
        "colour-on-rect",
        "icon-size",
        "image-backslash",
        "negative-line",
        "no-leading",
        "opacity-above-1",
        "one-closing-brace",
    ],
)
def test_a_template_value_written_wrong_says_what_to_write(tmp_path, old, new, key, words):
    # Before: "must be one of left, center, right, got 'centre'", "'>' not supported between instances of 'int'
    # and 'str'", "'list object' has no attribute 'title'", "did you mean 'min_size'?" for font_size, no hint at
    # all for 7,5, 90deg, [0, 0, 10, 0], transparent, an icon's size or a backslash; a list printed with its
    # brackets in silence; a mapping as an icon name an icon-unknown per suit quoting Python's braces.
    root = new_game(tmp_path)
    (root / "content/demo/art").mkdir()
    Image.new("RGB", (400, 400), "red").save(root / "content/demo/art/dawn.png")
    edit(root / CARD, old, new)
    if 'color: "#ffffff"' in new or "image" in new:
        edit(root / CARD, '    h: 16\n    color: "#ffffff"\n', "    h: 16\n")
    (found,) = _rows(root, "validate")
    assert found.startswith(f"{CARD}:{line_of(root / CARD, key)}: error: "), found
    assert words in found, found


BACK = "templates/demo/back.yaml"


@pytest.mark.parametrize(
    "back",
    ["    back: demo/back\n", "    back: \"demo/{{ 'back' if card.count else 'back' }}\"\n"],
    ids=["one", "chosen"],
)
def test_a_back_with_a_broken_size_says_its_other_slips_once_as_a_back(tmp_path, back):
    # Before: a back that reads its card (`{{ card.titel }}`) was also laid out without one ("'card' is undefined",
    # said beside the card's "no field 'titel'"), and a back chosen per card was said as the card's face
    # ("card 'dawn': element 'emblem'…" at back.yaml).
    root = new_game(tmp_path)
    edit(root / GAME, "    back: demo/back\n", back)
    edit(root / BACK, "size: poker", "size: pokr")
    edit(root / BACK, "    name: star\n", "    name: starr\n")
    edit(root / BACK, '"{{ game.title }}"', '"{{ card.titel }}"')
    for command in ("validate", "build"):
        found = _rows(root, command)
        assert len(found) == 3, found
        assert found[0].startswith(f"{BACK}:{line_of(root / BACK, 'size: pokr')}: ") and "[size-invalid]" in found[0]
        icon = f"{BACK}:{line_of(root / BACK, 'name: starr')}: error: back of card 'dawn': element 'emblem': unknown"
        assert found[1].startswith(icon) and found[1].endswith("[icon-unknown]"), found
        field = f"{BACK}:{line_of(root / BACK, 'card.titel')}: error: back of card 'dawn': element 'name': text: "
        assert found[2].startswith(field) and "no field 'titel'" in found[2], found


def test_a_line_written_with_svgs_x1_is_told_pnps_keys(tmp_path):
    # Before: "unknown key 'x1'; did you mean 'x'?", and nothing of where the line ends (x2, y2).
    root = new_game(tmp_path)
    rule = '  rule:\n    type: line\n    x1: 5\n    y1: 54\n    x2: 58\n    y2: 54\n    stroke: "#000000"\n'
    (root / CARD).write_text((root / CARD).read_text(encoding="utf-8") + rule, encoding="utf-8")
    found = _rows(root, "validate")
    assert found == [
        f"{CARD}:{line_of(root / CARD, 'x1: 5')}: error: element 'rule' (line): unknown key 'x1'; a line runs from "
        "x, y to x2, y2: write x [unknown-key]",
        f"{CARD}:{line_of(root / CARD, 'y1: 54')}: error: element 'rule' (line): unknown key 'y1'; a line runs from "
        "x, y to x2, y2: write y [unknown-key]",
    ], found


def test_a_parent_several_templates_extend_says_its_slip_to_each(tmp_path):
    """A parent template is read once however many templates extend it: its slip still refuses each of them, said
    at the parent's line."""
    from pnp.core.findings import ContentError, Location
    from pnp.load.templates import TemplateLoader

    folder = tmp_path / "templates" / "demo"
    folder.mkdir(parents=True)
    (folder / "base.yaml").write_text("size: poker\nelements:\n  frame: {type: rect, w: 10, h: 10}\n")
    (folder / "card.yaml").write_text("extends: demo/base\nelements:\n  frme: null\n")
    for colour in ("red", "blue"):
        (folder / f"{colour}.yaml").write_text("extends: demo/card\n")
    loader = TemplateLoader([tmp_path / "templates"])
    for colour in ("red", "blue"):
        with pytest.raises(ContentError) as refused:
            loader.load(f"demo/{colour}", Location(tmp_path / "cards.yaml", 1))
        said = [
            (finding.rule, finding.location.file.name, finding.location.line)
            for finding in refused.value.findings.items
        ]
        assert said == [("unknown-key", "card.yaml", 3)]
    assert loader.load("demo/base", Location(tmp_path / "cards.yaml", 1)).elements.keys() == {"frame"}

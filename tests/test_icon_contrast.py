"""One-colour icons are held to WCAG 1.4.11's non-text contrast, 3:1 against what is painted under them, as text
is to AA (``text-contrast``): a pale yellow icon on a cream card (#f0e442 on #fbf1e3, 1.18:1) was no finding."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game, with_data_table

CARD = "templates/demo/card.yaml"
PALE = "#f0e442"  # Okabe-Ito yellow: 1.18:1 on the sun cards' cream paper
CORNER = """  corner:
    type: icon
    name: star
    x: 6
    y: 46
    w: 6
    h: 6
    color: "{color}"
"""
INLINE = """  inline:
    type: text
    text: "{text}"
    x: 46
    y: 46
    w: 14
    h: 6
    font: Lato
    size: 9
    color: "{color}"
"""


def _card_with(tmp_path, *elements: str):
    """The sample game, its card template given ``elements``; its root."""
    root = new_game(tmp_path)
    with (root / CARD).open("a", encoding="utf-8") as template:
        template.write("".join(elements))
    return root


def _faint(line: int, element: str, shown: str = "", file: str = CARD) -> str:
    """The icon-contrast warning of the pale star at ``file``'s ``line``, said of ``element`` (or as ``shown``)."""
    said = shown or f"template 'demo/card': element '{element}'"
    return (
        f"{file}:{line}: warning: {said}: icon 'star' in {PALE} on #fbf1e3 (element 'paper') on card 'dawn' has a "
        "contrast of 1.18:1; an icon needs 3:1 (WCAG 1.4.11, non-text contrast) to be made out from a pale print: "
        "darken one colour or lighten the other [icon-contrast]"
    )


@pytest.mark.parametrize(
    ("element", "written"),
    [(CORNER, "corner"), (INLINE.replace("{text}", ":star:"), "inline")],
    ids=["icon element", "icon alone in a text"],
)
def test_a_pale_icon_is_said_at_its_colour(tmp_path, element, written):
    # an icon element, or an icon alone in a text (its colour the text's)
    root = _card_with(tmp_path, element.format(color=PALE))
    assert finding_lines(root) == [_faint(line_of(root / CARD, PALE), written)]


def test_a_dark_icon_is_no_finding(tmp_path):
    assert finding_lines(_card_with(tmp_path, CORNER.format(color="#8a3b12"))) == []


def test_an_icon_in_a_text_said_too_pale_is_not_said_again(tmp_path):
    # "Gain :star:" in the pale yellow: the words' text-contrast is the colour's one finding
    root = _card_with(tmp_path, INLINE.format(text="Gain :star:", color=PALE))
    (found,) = finding_lines(root)
    assert found.endswith("[text-contrast]"), found


def test_a_pale_var_printed_by_an_icon_and_a_text_is_one_finding(tmp_path):
    # one colour set once in vars: one finding there, the text's (it needs more), whichever element came first
    root = _card_with(
        tmp_path, CORNER.format(color="{{ vars.pale }}"), INLINE.format(text="Gain :star:", color="{{ vars.pale }}")
    )
    edit(root / CARD, "vars:\n", f'vars:\n  pale: "{PALE}"\n')
    (found,) = finding_lines(root)
    assert found.startswith(f"{CARD}:{line_of(root / CARD, 'pale:')}: warning: vars.pale (element 'inline'"), found
    assert found.endswith("[text-contrast]"), found
    edit(root / CARD, 'text: "Gain :star:"', 'text: ":star:"')  # no words: the icons' own finding, at the var
    assert finding_lines(root) == [
        _faint(
            line_of(root / CARD, "pale:"),
            "corner",
            "vars.pale (element 'corner' of template 'demo/card', and any other element printing it)",
        )
    ]


def test_a_pale_icon_meant_says_so(tmp_path):
    root = _card_with(tmp_path, CORNER.format(color=PALE) + "    allow: [icon-contrast]\n")
    assert finding_lines(root) == []


def test_a_pale_icon_colour_read_from_a_data_table_is_said_at_its_row(tmp_path):
    root = new_game(tmp_path)
    goods = with_data_table(root, "goods", f'- {{id: sun, colour: "{PALE}"}}\n- {{id: moon, colour: "#22406e"}}\n')
    colour = "{{ (data.goods | selectattr('id', 'eq', card.suit) | first).colour }}"
    with (root / CARD).open("a", encoding="utf-8") as template:
        template.write(CORNER.format(color=colour.replace('"', '\\"')))
    shown = "goods item 'sun': colour (the colour of element 'corner' of template 'demo/card', and any other element "
    assert finding_lines(root) == [
        _faint(line_of(goods, "sun"), "corner", shown + "printing it)", "content/demo/goods.yaml")
    ]

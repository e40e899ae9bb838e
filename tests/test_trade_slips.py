"""Slips of a designer making a trading and negotiation game (Spice Bazaar: 90 goods cards generated from a
table, 30 contracts asking for goods written as icons, bank notes, player screens, a market board), found by
the README-only walkthrough: each is one finding at the line to change, saying what to write."""

from __future__ import annotations

import re
import shutil

import pytest
from conftest import edit, finding_lines, line_of, new_game, with_data_table

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"


def _each_check(name: str, each: str, expect: str, message: str) -> str:
    """A declared check of ``each`` + ``expect``, as game.yaml's checks: list writes it."""
    return f'  - id: {name}\n    each: "{each}"\n    expect: "{expect}"\n    message: "{message}"\n'


CONTRACT_SIZE = _each_check(
    "contract-size",
    "components.deck.entries",
    "3 <= (item.wants | findall(':[a-z]+:') | length) <= 6",
    "{{ item.title }} asks for 3 to 6 goods",
)


def _contract_game(tmp_path, check: str = CONTRACT_SIZE):
    """The sample game whose cards are contracts, each asking for three stars in its field ``wants``, and
    ``check`` added to its checks; its root."""
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      wants: {type: string}\n",
    )
    cards = root / CARDS
    cards.write_text(re.sub(r"(    suit: \w+\n)", r'\1    wants: ":star::star::star:"\n', cards.read_text()))
    edit(root / GAME, "checks:\n", "checks:\n" + check)
    return root


def test_the_contract_game_is_clean(tmp_path):
    assert finding_lines(_contract_game(tmp_path)) == []


def test_a_misspelt_field_before_findall_is_said_by_its_name(tmp_path):
    # item.want for the field wants: pnp said "findall searches a text, …, not _FieldUndefined", the name of
    # one of its own classes, and not which field was meant.
    root = _contract_game(tmp_path, CONTRACT_SIZE.replace("item.wants", "item.want"))
    assert finding_lines(root) == [
        f"content/demo/game.yaml:{line_of(root / GAME, 'item.want ')}: error: check 'contract-size': in '3 <= "
        "(item.want | findall(':[a-z]+:') | length) <= 6': no field 'want'; did you mean 'wants'? [expression]"
    ]


def test_a_misspelt_field_findall_is_given_is_said_not_read_as_empty(tmp_path):
    # findall's second argument names the field it searches: 'want' for wants was read as an empty text in
    # every entry, so no contract asked for anything and a check over what they ask for passed them all.
    each = "components.deck.entries | map('findall', ':([a-z]+):', 'want') | sum(start=[])"
    root = _contract_game(tmp_path, _each_check("goods-known", each, "item == 'sun'", "'{{ item }}' is no good"))
    assert finding_lines(root) == [
        f"content/demo/game.yaml:{line_of(root / GAME, 'findall')}: error: check 'goods-known': in "
        "'components.deck.entries | map('findall', ':([a-z]+):', 'want') | sum(start=[])': no field 'want'; "
        "did you mean 'wants'? [expression]"
    ]


def test_a_misspelt_icon_in_a_field_a_check_counts_is_one_finding(tmp_path):
    # A contract asking for :star::star::stra:: the unknown icon was said at its line, and the check counting the
    # icons the contract asks for said there too that it asks for 2, one slip told twice.
    root = _contract_game(tmp_path)
    edit(root / CARDS, 'wants: ":star::star::star:"', 'wants: ":star::star::stra:"')
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{line_of(root / CARDS, 'stra')}: error: 'dawn' wants: unknown icon ':stra:'; "
        "did you mean ':star:'? [icon-unknown]"
    ]


def test_a_check_reading_another_field_than_the_misspelt_icon_is_still_said(tmp_path):
    # The icon slip is in wants:, the check reads suit:: a failure of its own, said beside the icon's.
    moon = _each_check("all-moon", "components.deck.entries", "item.suit == 'moon'", "{{ item.title }} is a moon card")
    root = _contract_game(tmp_path, moon)
    edit(root / CARDS, 'wants: ":star::star::star:"', 'wants: ":star::star::stra:"')
    found = finding_lines(root)
    assert any("[icon-unknown]" in line for line in found), found
    assert any("Dawn is a moon card (found 'sun', expected 'moon') [check:all-moon]" in line for line in found), found


GOODS = """sets:
  goods: [{id: pepper, name: Pepper}, {id: saffron, name: Saffron}, {id: clove, name: Clove}]
  values: [{v: 1, copies: 2}, {v: 2, copies: 2}]
generate:
  - for: {g: goods, v: values}
    card:
      id: "{{ g.id }}-{{ v.v }}"
      title: "{{ g.name }}"
      text: "Worth {{ v.v }}."
      count: "{{ v.copies }}"
"""


def test_a_required_field_the_rule_does_not_write_is_said_once_at_the_rule(tmp_path):
    # The rule making the goods cards left out suit:, which required: asks for: pnp said it at the first row of
    # the goods, "missing required key 'suit' — also written at 2 more places", as if the rows lacked it; the
    # rule is the line to change.
    root = new_game(tmp_path)
    (root / CARDS).write_text(GOODS)
    rule = line_of(root / CARDS, "      id: ")  # the rule's card:, at its first key
    assert finding_lines(root) == [
        f"content/demo/cards.yaml:{rule}: error: generate: the rule writes no suit:, "
        "which required: asks of every one of the 6 cards it makes: add suit: to it [schema]"
    ]


APART = """  - id: goods-apart
    apart: "data.goods"
    colour: "item.colour"
    message: "{{ first.name }} and {{ item.name }} look alike"
"""


def test_two_rows_of_one_colour_are_said_so_without_each_sight(tmp_path):
    # Clove's row copied from Pepper's, its colour left: pnp listed the colour as each of five sights sees it,
    # "#2f2f2f and #2f2f2f, ΔE 0.0" five times over, where one colour written twice is all there is to say.
    root = new_game(tmp_path)
    goods = with_data_table(
        root,
        "goods",
        '- {id: pepper, name: Pepper, colour: "#2f2f2f"}\n- {id: clove, name: Clove, colour: "#2f2f2f"}\n',
    )
    edit(root / GAME, "checks:\n", "checks:\n" + APART)
    assert finding_lines(root) == [
        f"content/demo/goods.yaml:{line_of(goods, 'clove')}: error: Pepper and Clove look alike (both #2f2f2f, one "
        "colour: give one of them another; ΔE 10 or more tells pieces apart) [check:goods-apart]"
    ]


def test_a_misspelt_component_or_data_table_is_said_as_one(tmp_path):
    # components.contract for contracts, data.good for goods: pnp said "no field 'contract'", as if a card lacked
    # a field, where the game has no component (or data table) of that name.
    root = new_game(tmp_path)
    with_data_table(root, "goods", "- {id: pepper}\n")
    edit(root / GAME, 'count: "components.deck.cards"', 'count: "components.dek.cards | list + data.good"')
    found = finding_lines(root)
    assert len(found) == 1 and "no component 'dek'; did you mean 'deck'? [expression]" in found[0], found
    edit(root / GAME, 'count: "components.dek.cards', 'count: "components.deck.cards')
    found = finding_lines(root)
    assert len(found) == 1 and "no data table 'good'; did you mean 'goods'? [expression]" in found[0], found


GOODS_READ = """  good-{n}:
    type: text
    text: "{read}"
    x: 7
    y: {y}
    w: 20
    h: 4
    font: Lato
    size: 7
"""


def test_a_misspelt_data_table_read_by_several_elements_is_one_finding(tmp_path):
    # data.good for goods in three elements of the card (the good's name, how many goods, the first good): pnp
    # said "no data table 'good'" three times, one slip told at each element that read it.
    root = new_game(tmp_path)
    with_data_table(root, "goods", "- {id: sun, name: Sunstone}\n- {id: moon, name: Moonstone}\n")
    card = root / "templates/demo/card.yaml"
    reads = ["{{ (data.good | selectattr('id', 'eq', card.suit) | first).name }}", "{{ data.good | length }}"]
    reads.append("{{ data.good[0].name }}")
    with card.open("a", encoding="utf-8") as written:
        for n, read in enumerate(reads, start=1):
            written.write(GOODS_READ.format(n=n, read=read.replace('"', '\\"'), y=84 + n))
    first, *others = (line_of(card, read) for read in ("(data.good", "data.good | length", "data.good[0]"))
    assert finding_lines(root) == [
        f"templates/demo/card.yaml:{first}: error: card 'dawn': element 'good-1': text: in '(data.good | "
        "selectattr('id', 'eq', card.suit) | first).name': no data table 'good'; did you mean 'goods'? — also read "
        f"at 2 more places: card.yaml:{others[0]}, {others[1]} [expression]"
    ]
    # the rules and a check reading it too: still the one slip, said at the first place (the check in game.yaml)
    rules = root / "content/demo/rules.yaml"
    edit(rules, "3. Discard down to five cards.", "3. Discard down to five cards ({{ data.good | length }} goods).")
    edit(root / GAME, 'count: "components.deck.cards"', 'count: "data.good"')
    (said,) = finding_lines(root)
    assert said.startswith(f"content/demo/game.yaml:{line_of(root / GAME, 'data.good')}: error: check 'deck-size'")
    assert said.endswith(
        f"— also read at 4 more places: rules.yaml:{line_of(rules, 'data.good')}; card.yaml:{first}, "
        f"{others[0]}, {others[1]} [expression]"
    ), said


COST = """  cost:
    type: text
    text: "{{ card.cost }}"
    x: 4
    y: 25
    w: 14
    h: 10
    font: Lato
    size: 20
    min_size: 7
"""


def _priced_game(tmp_path):
    """The sample game whose cards print a cost of peppers (an icon of its own), written as icons in the field
    ``cost`` and set large in a corner; its root."""
    root = new_game(tmp_path)
    icons = root / "content/demo/icons"
    shutil.copy(icons / "star.svg", icons / "pepper.svg")
    edit(icons / "legend.yaml", "- icons: [star]", "- icons: [star, pepper]")
    edit(icons / "LICENSE.md", "| star.svg |", "| pepper.svg | drawn for this test; CC0 1.0 |\n| star.svg |")
    suit = "      suit: {enum: [sun, moon]}\n"
    edit(root / GAME, suit, suit + "      cost: {type: string}\n")
    cards = root / CARDS
    cards.write_text(re.sub(r"(    suit: \w+\n)", r'\1    cost: ":pepper:"\n', cards.read_text()))
    with (root / "templates/demo/card.yaml").open("a", encoding="utf-8") as template:
        template.write(COST)
    return root


@pytest.mark.parametrize("slip", ["{pepper}", ":Pepper:"])
def test_an_icon_slip_printed_as_words_is_not_also_a_type_size(tmp_path, slip):
    # A cost written {pepper} (as other card tools write icons) or :Pepper: prints as words, at the 20 pt the icon
    # was to stand at: pnp said the icon-unknown, and a type-sizes warning for the fourth size the slip printed.
    root = _priced_game(tmp_path)
    assert finding_lines(root) == []
    edit(root / CARDS, 'cost: ":pepper:"', f'cost: "{slip}"')
    (found,) = finding_lines(root)
    assert found.startswith(f"content/demo/cards.yaml:{line_of(root / CARDS, slip)}: error: 'dawn' cost: '{slip}'")
    assert found.endswith("[icon-unknown]"), found

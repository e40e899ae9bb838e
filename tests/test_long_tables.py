"""A value the content writes that a template's table in vars: lacks is told the key it is a slip of, and the
keys there are only when they are few: a table of twenty houses is not printed whole in the finding."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, the_error

HOUSES = [f"house{n:02d}" for n in range(1, 21)]


@pytest.mark.parametrize(
    ("written", "said", "not_said"),
    [
        ("nowhere", "(vars: 20 keys)", "house01, house02"),
        ("hosue05", "did you mean 'house05'?", "house01, house02"),
    ],
)
def test_a_key_a_long_table_lacks_is_said_without_every_key(tmp_path, written, said, not_said):
    root = new_game(tmp_path)
    edit(
        root / "content/demo/game.yaml",
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      house: {type: string}\n",
    )
    cards = root / "content/demo/cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("    suit: ", "    house: house01\n    suit: ")
    cards.write_text(text.replace("house: house01", f"house: {written}", 1), encoding="utf-8")
    table = "".join(f'    {name}: "#{n:02d}3344"\n' for n, name in enumerate(HOUSES, start=10))
    edit(root / "templates/demo/card.yaml", "vars:\n", f"vars:\n  houses:\n{table}")
    edit(
        root / "templates/demo/card.yaml",
        '    fill: "{{ vars.suit.paper }}"\n',
        '    fill: "{{ vars.houses[card.house] }}"\n',
    )
    error = the_error(root)
    assert error.startswith(f"content/demo/cards.yaml:{line_of(root / 'content/demo/cards.yaml', 'house: ')}: ")
    assert said in error and not_said not in error

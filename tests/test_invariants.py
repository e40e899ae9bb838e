"""Template values that read nothing of the piece are evaluated once per component; the rest per piece."""

from __future__ import annotations

from pnp.layout.invariants import Invariants


def test_which_values_are_the_same_for_every_piece():
    invariants = Invariants(
        {
            "margin": 4,
            "inner": "{{ trim.w - 2 * vars.margin }}",
            "ink": "{{ '#000' if card.kind == 'trap' else '#333' }}",
            "band": "{{ vars.ink }}",
        }
    )
    assert invariants.value("{{ trim.w - 20 }}")
    assert invariants.value("{{ vars.inner / 2 }}")  # a var built only from fixed values
    assert invariants.value({"at": ["{{ bleed }}", 3]})
    assert invariants.value("plain text")
    assert not invariants.value("{{ card.title }}")
    assert not invariants.value("{{ item.count * 2 }}")
    assert not invariants.value("{{ vars.band }}")  # through a var that reads the card
    assert not invariants.value("{{ vars[card.kind] }}")  # read dynamically: cannot be told
    assert not invariants.value("{% for x in card.tags %}{{ x }}{% endfor %}")
    assert invariants.value("{% for x in [1, 2] %}{{ x }}{% endfor %}")  # its own loop variable


def test_a_var_that_reads_itself_is_not_taken_for_fixed():
    invariants = Invariants({"loop": "{{ vars.loop + 1 }}"})
    assert not invariants.value("{{ vars.loop }}")

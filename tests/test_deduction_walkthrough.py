"""Leftovers of the walkthrough of a hidden-role game (Lanterns of Vey, kept in tests/deduction: ten role
cards under one back, player aids, round Yes/No voting tokens, a day/night track, the rules and a
narrator's script): each slip is one finding at its cause, read back from `validate --format json`."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated
from pdfread import page_texts

GAME = "content/lanterns/game.yaml"
ROLES = "content/lanterns/roles.yaml"
BACK = "templates/lanterns/role-back.yaml"
VOTE_NO = "templates/lanterns/vote-no.yaml"


@pytest.fixture
def lanterns(tmp_path):
    return kept_game_workspace(tmp_path, "deduction", "lanterns")


def _findings(root):
    return validated(root, "lanterns")


def _said_once(root, file, old, new, rule, message):
    """Edit ``old`` into ``new`` in ``file``: validate then says one finding, at the line of ``new``."""
    edit(root / file, old, new)
    assert _findings(root) == [(file, line_of(root / file, new.strip().split("\n")[0]), rule, message)]


def test_the_game_validates_clean_and_its_rules_print_the_setup_table(lanterns):
    assert _findings(lanterns) == []
    built = run_pnp(lanterns, "build", "lanterns", "--paper", "a4")
    assert built.exit_code == 0, built.output
    rules = " ".join(" ".join(page_texts(lanterns / "output/lanterns/lanterns-rules-a4.pdf")).split())
    assert "Role cards: 10 role cards: 3 Shadows, 1 Seer, 1 Healer, 5 Villagers" in rules


@pytest.mark.parametrize(
    ("old", "new", "rule"),
    [
        ("    title: Seer", "    titel: Seer", "unknown-key"),  # was also [[Seer]] "names nothing; did you mean Healer"
        ("    count: 5", "    count: five", "schema"),
        ("    icon: heart\n", "", "schema"),
        ("    team: village\n    icon: lantern", "    team: villager\n    icon: lantern", "schema"),
        ("  - id: seer", "  - id: shadow", "duplicate-id"),
    ],
)
def test_a_refused_role_card_is_its_one_finding(lanterns, old, new, rule):
    # Before: each also gave "inventory: names: 'seer' is no value of id" at game.yaml (the entry left out
    # made its id no value), and a title misspelt made the rules' [[Seer]] "name nothing".
    edit(lanterns / ROLES, old, new)
    found = _findings(lanterns)
    assert [(file, kind) for file, _, kind, _ in found] == [(ROLES, rule)], found


def test_a_misspelt_inventory_name_is_still_said_when_every_card_reads(lanterns):
    message = "inventory: names: 'villagers' is no value of id; did you mean 'villager'?"
    _said_once(lanterns, GAME, "villager: Villagers}", "villagers: Villagers}", "reference-unknown", message)


def test_players_refused_by_the_schema_is_not_said_again_by_the_rules_that_read_it(lanterns):
    # Before: also "section 'end': in 'The village wins…': no field 'players'; did you mean 'playtime'?".
    edit(lanterns / GAME, "players: {min: 5, max: 10}", "players: 5-10")
    found = _findings(lanterns)
    players = line_of(lanterns / GAME, "players:")
    assert [(file, line, rule) for file, line, rule, _ in found] == [(GAME, players, "schema")]


@pytest.mark.parametrize(
    ("element", "edit_from", "edit_to", "key"),
    [
        ("name", '    text: "{{ game.title }}"', '    text: "{{ game.title }} · {{ card.title }}"', "text"),
        ("glow", "  glow:\n", "  glow:\n    when: \"{{ component.id != 'roles' or card.team == 'x' }}\"\n", "when"),
    ],
)
def test_a_role_back_that_reads_the_card_is_an_error_under_same_back(lanterns, element, edit_from, edit_to, key):
    # Before: accepted in silence, each role card printed with a back of its own: a Shadow told by its back.
    edit(lanterns / BACK, edit_from, edit_to)
    found = _findings(lanterns)
    line = line_of(lanterns / BACK, f"    {key}:" if key == "when" else edit_to.strip())
    assert found == [
        (
            BACK,
            line,
            "back-not-shared",
            f"component 'roles' has same_back: true, but its back template 'lanterns/role-back' reads the piece in "
            f"element '{element}' ({key}:): each piece would get a back of its own, which tells it from the "
            "others: print there only what every piece shares (game.title, vars), or remove same_back:",
        )
    ]


def test_a_back_template_chosen_per_card_is_an_error_under_same_back(lanterns):
    chosen = "    back: \"lanterns/{{ 'role-back' if card.team else 'x' }}\"\n"
    edit(lanterns / GAME, "    back: lanterns/role-back\n", chosen)
    found = _findings(lanterns)
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (GAME, line_of(lanterns / GAME, '    back: "lanterns/'), "back-not-shared")
    ]


def test_same_back_allows_words_that_only_say_card(lanterns):
    edit(lanterns / BACK, '    text: "{{ game.title }}"', '    text: "{{ game.title }}: role card"')
    assert _findings(lanterns) == []


def test_a_back_of_another_shape_is_told_its_shape_at_its_own_line(lanterns):
    # Before: "its back (25 mm (flat to flat) pointy-top hexagon, inherited by its template 'lanterns/vote-no') is
    # not the size of its face (25 mm circle) … write size: 25", at the face template's size: line.
    message = (
        "component 'votes': token 'vote': its back (25 mm (flat to flat) pointy-top hexagon, template "
        "'lanterns/vote-no') is not the shape of its face (25 mm circle): a back is the same piece seen from "
        "behind and must cover it exactly; write shape: circle"
    )
    _said_once(lanterns, VOTE_NO, "vars:", "shape: hexagon\nvars:", "imposition-mixed", message)


def test_color_given_to_an_icon_of_two_colours_is_one_warning_listing_its_places(lanterns):
    # Before: silent; the lantern drawn black with a white window printed black on the dark backs and tokens,
    # whatever their color: said.
    (lanterns / "content/lanterns/icons/lantern.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M7 5h10v14H7z" fill="#000"/>'
        '<path d="M9.5 8h5v9h-5z" fill="#fff"/></svg>'
    )
    found = _findings(lanterns)
    marker = "templates/lanterns/marker.yaml"
    assert [(file, line, rule) for file, line, rule, _ in found] == [
        (marker, line_of(lanterns / marker, "    color:"), "icon-color-ignored")
    ]
    assert found[0][3].startswith("element 'lamp': icon 'lantern' is drawn in more than one colour")
    assert found[0][3].endswith(
        "— also written at 4 more places: role-back.yaml:40; role.yaml:64; track.yaml:85; vote-yes.yaml:20"
    )


def test_a_back_of_another_size_inheriting_a_size_that_prints_elsewhere_is_told_in_its_own_template(lanterns):
    # Before: at role-back.yaml:2, "write size: [57.15, 88.9]": the role cards' poker back, which that would spoil.
    aid_back = "templates/lanterns/aid-back.yaml"
    edit(lanterns / aid_back, "size: bridge\n", "")
    found = _findings(lanterns)
    assert [(file, line, rule) for file, line, rule, _ in found] == [(aid_back, 1, "imposition-mixed")]
    assert found[0][3].endswith(
        "write size: bridge in 'lanterns/aid-back' (its size comes from role-back.yaml:2, which a component "
        "prints at that size)"
    )


def test_an_unknown_icon_in_a_data_tables_text_is_said_at_its_row(lanterns):
    # Before: silent; the player aid and the narrator's script, which print the night order, dropped it.
    message = "night item on line 5 text: unknown icon ':maks:'; did you mean ':mask:'?"
    night, old = "content/lanterns/night.yaml", "sees :mask: or :lantern:."
    _said_once(lanterns, night, old, "sees :maks: or :lantern:.", "icon-unknown", message)


def test_an_unknown_icon_a_template_reads_from_its_vars_into_a_text_is_said_at_the_vars_line(lanterns):
    # Before: silent; the aid printed "2. Healer wakes" with no heart.
    message = "card 'aid': element 'night': unknown icon ':hart:'; did you mean ':heart:'?"
    _said_once(lanterns, "templates/lanterns/aid.yaml", "healer: heart,", "healer: hart,", "icon-unknown", message)


def test_same_back_allows_a_repeated_element_reading_its_loop_item(lanterns):
    # loop.item is the copy's item, not the card: the back stays one for all.
    edit(
        lanterns / BACK,
        "  glow:\n    type: ellipse\n",
        '  glow:\n    type: ellipse\n    repeat: [1]\n    opacity: "{{ loop.item }}"\n',
    )
    assert _findings(lanterns) == []


def test_a_data_value_that_is_no_key_of_a_templates_vars_is_said_at_the_data_row(lanterns):
    # Before: at the aid template's text ("in '{% for s in data.night %}': no field 'heeler'"), not at the slip.
    night = "content/lanterns/night.yaml"
    edit(lanterns / night, "{role: healer,", "{role: heeler,")
    found = [row for row in _findings(lanterns) if row[2] == "expression"]
    assert found == [
        (
            night,
            line_of(lanterns / night, "heeler"),
            "expression",
            "role: 'heeler' is none of the keys template 'lanterns/aid' looks it up in (vars: shadow, seer, healer, "
            "villager); did you mean 'healer'?",
        )
    ]

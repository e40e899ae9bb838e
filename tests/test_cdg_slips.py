"""Slips of a designer making a card-driven wargame (Iron Curtain Lite: strategy cards whose events say "see 6.3",
rules with numbered cases) from `pnp new`, found by the README-only walkthrough: each is one finding at the line to
change, saying what to write."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game, run_pnp, with_data_table
from pdfread import page_texts

RULES = "content/demo/rules.yaml"
CARDS = "content/demo/cards.yaml"

CASES = """sections:
  - id: intro
    title: 1.0 Introduction
    text: |
      **1.1** The deck holds {{ components.deck.cards | length }} cards.

      **1.2** A reference such as "see 2.2" sends you to that case.

  - id: coups
    title: 2.0 Coups
    text: |
      **2.1** Coups may not target a country of stability 5.

      **2.2** Roll a die, add the Ops (see 1.1 and 2.1).

      ### 2.3 Results

      Remove that much influence; see also 1.2.
"""


def _with_cases(tmp_path):
    root = new_game(tmp_path)
    (root / RULES).write_text(CASES, encoding="utf-8")
    return root


def test_numbered_cases_and_their_references_are_no_finding(tmp_path):
    root = _with_cases(tmp_path)
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card (see 2.2). Gain :star:.")
    assert finding_lines(root) == []


def test_a_see_naming_a_case_the_rules_do_not_number_is_said_at_its_line(tmp_path):
    # The rules said "see 9.4" after their cases were renumbered; a card said "See 12.1": pnp printed both, and a
    # player looked for cases that are not there.
    root = _with_cases(tmp_path)
    edit(root / RULES, "see also 1.2.", "see also 1.2 and 9.4.")
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card. See 2.4.")
    rules, cards = root / RULES, root / CARDS
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(cards, 'See 2.4')}: error: 'dawn' text: 'See 2.4' names case 2.4, which the rules do not "
        "number (under 2: 2.1, 2.2, 2.3): write the number of the case meant [case-unknown]",
        f"{RULES}:{line_of(rules, '9.4')}: error: section 'coups' text: 'see also 1.2 and 9.4' names case 9.4, which "
        "the rules do not number (their sections: 1.0, 2.0): write the number of the case meant [case-unknown]",
    ]


def test_a_case_renumbered_away_is_one_finding_listing_every_place_that_names_it(tmp_path):
    # 2.2 renumbered 2.3: every card saying "see 2.2" was stale, one root cause, said once with its other places,
    # and with the case numbered past it (no second finding for the gap it leaves).
    root = _with_cases(tmp_path)
    edit(root / RULES, "**2.2** Roll", "**2.4** Roll")
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card (see 2.2).")
    edit(root / CARDS, "Play it as a Sun or a Moon card.", "Play it as a Sun or a Moon card (see 2.2).")
    cards, rules = root / CARDS, root / RULES
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(cards, 'see 2.2')}: error: 'dawn' text: 'see 2.2' names case 2.2, which the rules do not "
        f"number (under 2: 2.1, 2.4, 2.3); also written at cards.yaml:{line_of(cards, 'see 2.2@2')}; "
        f"rules.yaml:{line_of(rules, 'see 2.2')}: case 2.4 follows 2.1 (rules.yaml:{line_of(rules, '2.4')}): renumber "
        "it 2.2, or write the number of the case meant [case-unknown]"
    ]


def test_a_case_numbered_twice_is_said_at_its_second_number(tmp_path):
    # Two cases 2.1: "see 2.1" could mean either, and pnp said nothing.
    root = _with_cases(tmp_path)
    edit(root / RULES, "**2.2** Roll", "**2.1** Roll")
    rules = root / RULES
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'see 2.2')}: error: section 'intro' text: 'see 2.2' names case 2.2, which the rules "
        "do not number (under 2: 2.1, 2.3): write the number of the case meant [case-unknown]",
        f"{RULES}:{line_of(rules, '**2.1** Roll')}: error: section 'coups': case 2.1 is numbered twice (first at "
        f"rules.yaml:{line_of(rules, '**2.1** Coups')}), so a 'see 2.1' cannot tell which is meant: renumber one "
        "[case-duplicate]",
    ]


def test_rules_that_number_no_cases_check_no_reference(tmp_path):
    # A game without numbered cases may say "see 1.5" of anything else: nothing is read.
    root = new_game(tmp_path)
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card (see 1.5).")
    assert finding_lines(root) == []


def test_a_title_too_long_for_one_card_names_that_card_in_its_safe_zone_finding(tmp_path):
    # One card of sixty got a long title that took three lines into the safe zone: pnp said "template 'demo/card':
    # element 'title': text reaches into the 3.175 mm just inside the trim" and left the designer to find the card.
    root = new_game(tmp_path)
    template = root / "templates/demo/card.yaml"
    box = '    y: 3.5\n    w: "{{ trim.w - 2 * safe - 2 }}"\n    h: 10\n'
    edit(template, box, "    y: 3\n    w: 30\n    h: 12\n")
    edit(template, "    min_size: 10\n", "    min_size: 8\n    wrap: balance\n    max_lines: 2\n")
    assert finding_lines(root) == []
    edit(root / CARDS, "title: High Noon", "title: High Noon Over The Strategic Arms Limitation Talks In Geneva")
    assert finding_lines(root) == [
        f"templates/demo/card.yaml:{line_of(template, 'y: 3')}: error: template 'demo/card': element 'title', first "
        "on card 'high-noon': text reaches into the 3.175 mm just inside the trim (the template's safe zone), where a "
        "cut that wanders clips it; move it in, or give its box more margin (or, for a cut you trust to be that "
        "exact, a smaller 'safe:' in the template) [text-outside-safe]"
    ]


PLACED = '"{{ loop.item.x }}"'
SPOTS = """  spot_name:
    type: text
    repeat: "{{ data.spots }}"
    text: "{{ loop.item.name }}"
    x: "{{ loop.item.x }}"
    y: 60
    w: 20
    h: 5
    font: Lato
    size: 7
  spot_number:
    type: text
    repeat: "{{ data.spots }}"
    text: "{{ loop.item.n }}"
    x: "{{ loop.item.x + 20 }}"
    y: 60
    w: 5
    h: 5
    font: Lato
    size: 7
"""


def test_a_row_placed_off_the_piece_is_one_finding_for_every_element_it_places(tmp_path):
    # A country's row moved to x 470 on a 420 mm map: its name and its stability number were two warnings, one
    # for each element, for the one row to change.
    root = new_game(tmp_path)
    (root / "content/demo/spots.yaml").write_text(
        "- {name: Alpha, n: 1, x: 5}\n- {name: Beta, n: 2, x: 5}\n", encoding="utf-8"
    )
    edit(root / "content/demo/game.yaml", "checks:\n", "data:\n  - id: spots\n    source: spots.yaml\nchecks:\n")
    template = root / "templates/demo/card.yaml"
    template.write_text(template.read_text(encoding="utf-8").replace("  frame:\n", SPOTS + "  frame:\n"))
    edit(template, "  body:\n", "  body:\n    allow: [text-overlap]\n")
    found = [row for row in finding_lines(root) if "[art-off-piece]" in row]
    assert found == []
    edit(root / "content/demo/spots.yaml", "n: 2, x: 5", "n: 2, x: 90")
    found = [row for row in finding_lines(root) if "[art-off-piece]" in row]
    assert found == [
        f"templates/demo/card.yaml:{line_of(template, 'x: ' + PLACED)}: warning: template 'demo/card': "
        "element 'spot_name', copy 2 of 2 (item 'Beta') and element 'spot_number' of the same item: what they print "
        "lies off the 63.5 × 88.9 mm piece (at x 90 to 95 mm, y 60 to 63 mm), so they do not print: move them "
        "onto the piece; its row is at spots.yaml:2 [art-off-piece]"
    ]


def test_an_icon_the_legend_explains_twice_is_said_at_its_second_line(tmp_path):
    # A legend line copied for the West icon kept `icons: [east]`: the rules' icon legend printed East twice, with
    # two meanings, and pnp said only that West had none.
    root = new_game(tmp_path)
    legend = root / "content/demo/icons/legend.yaml"
    legend.write_text(legend.read_text(encoding="utf-8") + "- icons: [star]\n  meaning: A West country.\n")
    assert finding_lines(root) == [
        f"content/demo/icons/legend.yaml:{line_of(legend, 'star@2')}: warning: legend: ':star:' is explained twice "
        f"(first at legend.yaml:{line_of(legend, 'star')}), so the rules' icon legend prints it twice: remove one, or "
        "name the icon this line means [legend-duplicate]"
    ]


def test_a_see_in_a_data_tables_row_is_checked_at_its_row(tmp_path):
    # The player aid's scoring table is a data table whose rows say "see 7.2": checked as the cards' text is.
    root = _with_cases(tmp_path)
    with_data_table(root, "scoring", "- {region: East, note: see 2.1}\n- {region: West, note: see 2.5}\n")
    assert finding_lines(root) == [
        "content/demo/scoring.yaml:2: error: scoring item on line 2 note: 'see 2.5' names case 2.5, which the rules "
        "do not number (under 2: 2.1, 2.2, 2.3): write the number of the case meant [case-unknown]"
    ]


def test_an_option_misspelt_in_an_enum_that_many_entries_write_right_is_said_at_the_enum(tmp_path):
    # `period: {enum: [early, mid, lat]}`: the first Late War card was told "'late' is not one of: early, mid, lat;
    # did you mean 'lat'?", asking to misspell twelve right cards to match the one slip in game.yaml.
    root = new_game(tmp_path)
    game = root / "content/demo/game.yaml"
    edit(game, "suit: {enum: [sun, moon]}", "suit: {enum: [sun, mon]}")
    assert finding_lines(root) == [
        f"content/demo/game.yaml:{line_of(game, 'mon]')}: error: fields: suit: enum: 'mon' is written by no card, and "
        "'moon' is written 2 times: did you mean 'moon'? [schema]"
    ]


def test_a_value_one_entry_misspells_is_still_said_at_that_entry(tmp_path):
    root = new_game(tmp_path)
    cards = root / CARDS
    edit(cards, "suit: moon\n    count: 2", "suit: mon\n    count: 2")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(cards, 'suit: mon')}: error: card 'eclipse': suit: 'mon' is not one of: sun, moon; did you "
        "mean 'moon'? [schema]"
    ]


TRACK = """size: [120, 20]
bleed: 3
elements:
  vp:
    type: score_track
    x: 0
    y: 5
    w: 120
    h: 10
    cols: 7
    rows: 1
    first: -3
    last: 3
    size: 9
"""


def test_a_vp_tracks_negative_numbers_print_a_minus_sign_not_a_hyphen(tmp_path):
    # A VP track from −20 to 20 printed "-20" with a hyphen, short and low beside the figures.
    root = new_game(tmp_path)
    (root / "templates/demo/track.yaml").write_text(TRACK, encoding="utf-8")
    (root / "content/demo/track.yaml").write_text("boards:\n  - id: vp\n", encoding="utf-8")
    edit(
        root / "content/demo/game.yaml",
        "  - id: rules\n",
        "  - id: track\n    kind: board\n    source: track.yaml\n    face: demo/track\n    imposition: poster\n"
        "  - id: rules\n",
    )
    assert run_pnp(root, "build", "demo", "--paper", "letter").exit_code == 0
    words = " ".join(page_texts(root / "output/demo/demo-track-poster.pdf")).split()
    assert [word for word in words if word.lstrip("\u2212-").isdigit()] == [
        "\u22123",
        "\u22122",
        "\u22121",
        "0",
        "1",
        "2",
        "3",
    ]


def test_a_back_of_another_size_is_told_the_named_size_its_face_writes(tmp_path):
    # The player aid's face is `size: tarot`, its back the cards' poker back: pnp said "write size: [69.85,
    # 120.65]", millimetres the designer never wrote, for the name the face's template gives.
    root = new_game(tmp_path)
    edit(root / "templates/demo/card.yaml", "size: poker\n", "size: tarot\n")
    found = [row for row in finding_lines(root) if "[imposition-mixed]" in row]
    assert len(found) == 1 and found[0].endswith("must cover it exactly; write size: tarot [imposition-mixed]"), found

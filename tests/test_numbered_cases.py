"""Rules whose cases pnp numbers (``numbered: true``): sections 1, 2…, headings 2.1, 2.1.1, paragraphs opening with
a ``{#label}``; a ``[[#label]]`` in rule, card, data or template text prints the label's number now, so inserting a
case renumbers every reference, on the cards too. Numbers are read back from the built PDFs."""

from __future__ import annotations

from conftest import edit, finding_lines, line_of, new_game, run_pnp, with_data_table
from pdfread import page_texts

RULES = "content/demo/rules.yaml"
CARDS = "content/demo/cards.yaml"

NUMBERED = """numbered: true
sections:
  - id: intro
    title: Introduction
    text: |
      {#deck-size} The deck holds {{ components.deck.cards | length }} cards.

      {#references} A reference such as "see [[#coup-roll]]" sends you to that case.

  - id: coups
    title: Coups
    text: |
      {#coup-target} Coups may not target a country of stability 5.

      {#coup-roll} Roll a die, add the Ops (see [[#deck-size]] and [[#coup-target]]).

      ### Results {#coup-results}

      Remove that much influence; see also [[#references]] and section [[#intro]].

      #### Ties
      {#coup-tie} A tie removes nothing.
"""


def _numbered(tmp_path):
    root = new_game(tmp_path)
    (root / RULES).write_text(NUMBERED, encoding="utf-8")
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card (see [[#coup-roll]]). Gain :star:.")
    return root


def _built(root) -> tuple[str, str]:
    """The rules' and the deck's printed text (A4), each page's lines joined."""
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    rules = " ".join(page_texts(root / "output/demo/demo-rules-a4.pdf"))
    cards = " ".join(page_texts(root / "output/demo/demo-deck-a4.pdf"))
    return " ".join(rules.split()), " ".join(cards.split())


def test_pnp_numbers_sections_headings_and_labelled_paragraphs_and_prints_each_reference(tmp_path):
    root = _numbered(tmp_path)
    assert finding_lines(root) == []
    rules, cards = _built(root)
    for printed in (
        "1 Introduction",
        "1.1 The deck holds 12 cards.",
        "1.2 A reference such as “see 2.2” sends you",
        "2 Coups",
        "2.1 Coups may not target",
        "2.2 Roll a die, add the Ops (see 1.1 and 2.1).",
        "2.3 Results",
        "see also 1.2 and section 1.",
        "2.3.1 Ties",
        "2.3.1.1 A tie removes nothing.",
    ):
        assert printed in rules
    assert "{#" not in rules and "[[#" not in rules
    assert "Draw a card (see 2.2)." in cards


def test_a_case_inserted_renumbers_every_reference_on_the_rules_and_the_cards(tmp_path):
    # Hand-numbered, a case inserted before 2.2 left "see 2.2" on every card naming the case before it.
    root = _numbered(tmp_path)
    edit(root / RULES, "      {#coup-roll}", "      {#coup-ops} Only Ops count.\n\n      {#coup-roll}")
    assert finding_lines(root) == []
    rules, cards = _built(root)
    assert "2.2 Only Ops count. 2.3 Roll a die" in rules
    assert "“see 2.3”" in rules and "2.4 Results" in rules
    assert "Draw a card (see 2.3)." in cards


def test_a_label_no_case_has_is_said_at_its_line_with_the_label_meant(tmp_path):
    root = _numbered(tmp_path)
    edit(root / CARDS, "[[#coup-roll]]", "[[#coup-rol]]")
    edit(root / RULES, "see also [[#references]]", "see also [[#refrences]]")
    edit(root / RULES, "see [[#coup-roll]]", "see [[#coup-rol]]")
    cards, rules = root / CARDS, root / RULES
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(cards, 'coup-rol')}: error: 'dawn' text: [[#coup-rol]] names no section or case; also "
        f"written at rules.yaml:{line_of(rules, 'coup-rol]')}: did you mean [[#coup-roll]]? [case-label]",
        f"{RULES}:{line_of(rules, 'refrences')}: error: section 'coups' text: [[#refrences]] names no section or "
        "case: did you mean [[#references]]? [case-label]",
    ]


def test_a_label_in_a_game_whose_rules_pnp_does_not_number_says_how_to_number_them(tmp_path):
    root = new_game(tmp_path)
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card (see [[#coup-roll]]). Gain :star:.")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'coup-roll')}: error: 'dawn' text: [[#coup-roll]] names no section or case: "
        "no rulebook numbers its cases: write numbered: true in the rulebook's source [case-label]"
    ]


def test_a_label_given_twice_is_said_at_the_second(tmp_path):
    root = _numbered(tmp_path)
    edit(root / RULES, "{#coup-tie}", "{#coup-roll}")
    edit(root / RULES, "### Results {#coup-results}", "### Results {#intro}")
    rules = root / RULES
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, 'Results')}: error: the label 'intro' is given twice (first at rules.yaml:"
        f"{line_of(rules, 'title: Introduction')}), so [[#intro]] cannot tell which case is meant: rename one (a "
        "section's label is its id) [case-label]",
        f"{RULES}:{line_of(rules, 'tie removes')}: error: the label 'coup-roll' is given twice (first at rules.yaml:"
        f"{line_of(rules, '{#coup-roll} Roll')}), so [[#coup-roll]] cannot tell which case is meant: rename one (a "
        "section's label is its id) [case-label]",
    ]


def test_a_label_that_labels_nothing_is_said_and_prints_nothing(tmp_path):
    root = _numbered(tmp_path)
    edit(root / RULES, "Remove that much influence;", "Remove that much {#influence} influence;")
    assert finding_lines(root) == [
        f"{RULES}:{line_of(root / RULES, 'Remove that')}: error: '{{#influence}}' labels nothing, so it prints "
        "nothing: a label ends a heading (### Results {#influence}) or opens a paragraph ({#influence} Roll a "
        "die…), outside a {% for %} loop (whose headings pnp does not number) [case-label]"
    ]


def test_a_heading_a_loop_writes_is_not_numbered(tmp_path):
    # One number for every turn of the loop would print "2.4" under each suit.
    root = _numbered(tmp_path)
    edit(
        root / RULES,
        "      #### Ties",
        "      {% for suit in ['Sun', 'Moon'] %}\n      ### {{ suit }} cards\n      {% endfor %}\n\n      #### Ties",
    )
    assert finding_lines(root) == []
    rules, _ = _built(root)
    assert "### " not in rules and "Sun cards Moon cards" in rules
    assert "2.3.1 Ties" in rules


def test_a_see_written_by_hand_is_read_against_the_numbers_pnp_gives(tmp_path):
    root = _numbered(tmp_path)
    edit(root / CARDS, "Play it as a Sun or a Moon card.", "Play it as a Sun or a Moon card (see 2.3.1, 2.9).")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'see 2.3.1')}: error: 'eclipse' text: 'see 2.3.1, 2.9' names case 2.9, which "
        "the rules do not number (under 2: 2.1, 2.2, 2.3, 2.3.1, 2.3.1.1): write the number of the case meant "
        "[case-unknown]"
    ]


def test_a_templates_own_label_no_case_has_is_said_at_the_template(tmp_path):
    root = _numbered(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, 'text: "{{ game.title }}"', 'text: "{{ game.title }} [[#intr]]"')
    assert finding_lines(root) == [
        f"templates/demo/back.yaml:{line_of(back, '[[#intr]]')}: error: back of 'deck': element 'name': [[#intr]] "
        "names no section or case: did you mean [[#intro]]? [case-label]"
    ]


def test_a_see_naming_no_section_lists_the_sections_pnp_numbers(tmp_path):
    root = _numbered(tmp_path)
    edit(root / CARDS, "Play it as a Sun or a Moon card.", "Play it as a Sun or a Moon card (see 7.1).")
    assert finding_lines(root) == [
        f"{CARDS}:{line_of(root / CARDS, 'see 7.1')}: error: 'eclipse' text: 'see 7.1' names case 7.1, which the rules "
        "do not number (their sections: 1, 2): write the number of the case meant [case-unknown]"
    ]


HAND = """sections:
  - id: intro
    title: 1.0 Introduction
    text: |
      **1.1** The deck holds {{ components.deck.cards | length }} cards.

      **1.2** A reference such as "see 2.1" sends you to that case.

  - id: coups
    title: 2.0 Coups
    text: |
      **2.1** Coups may not target a country of stability 5.

      **2.2** Roll a die, add the Ops.

      ### 2.3 Results

      **2.3.1** Remove that much influence.
"""


def _hand_numbered(tmp_path):
    root = new_game(tmp_path)
    (root / RULES).write_text(HAND, encoding="utf-8")
    return root


def test_cases_numbered_by_hand_in_order_are_no_finding(tmp_path):
    assert finding_lines(_hand_numbered(tmp_path)) == []


def test_sub_cases_numbered_in_spi_style_are_no_finding(tmp_path):
    """1.1, then its sub-cases 1.11 and 1.12, then 1.2: SPI's style, which wargames still use (the wargame
    walkthrough's rules); it was read as a gap ("case 1.11 follows 1.1, so the rules number no case 1.2")."""
    root = _hand_numbered(tmp_path)
    edit(
        root / RULES,
        "      **1.2** A reference",
        "      **1.11** The deck is shuffled.\n\n      **1.12** Deal.\n\n      **1.2** A reference",
    )
    assert finding_lines(root) == []


def test_a_case_numbered_by_hand_after_a_gap_is_one_warning_at_it(tmp_path):
    # 2.2 deleted: 2.3 follows 2.1 and a reader looks for a 2.2; its sub-case 2.3.1 is in order, and so would be 2.4.
    root = _hand_numbered(tmp_path)
    edit(root / RULES, "      **2.2** Roll a die, add the Ops.\n\n", "")
    assert finding_lines(root) == [
        f"{RULES}:{line_of(root / RULES, '2.3 Results')}: warning: section 'coups': case 2.3 follows 2.1, so the "
        "rules number no case 2.2: renumber it 2.2, or number the case missing [case-order]"
    ]


def test_cases_numbered_by_hand_out_of_order_are_one_warning(tmp_path):
    root = _hand_numbered(tmp_path)
    edit(root / RULES, "**2.1** Coups", "**2.2** Coups")
    edit(root / RULES, "**2.2** Roll", "**2.1** Roll")
    edit(root / RULES, "title: 2.0 Coups", "title: 3.0 Coups")
    rules = root / RULES
    assert finding_lines(root) == [
        f"{RULES}:{line_of(rules, '3.0 Coups')}: warning: section 'coups': case 3.0 follows 1.0, so the rules number "
        "no case 2.0: renumber it 2.0, or number the case missing [case-order]",
        f"{RULES}:{line_of(rules, '**2.2** Coups')}: warning: section 'coups': case 2.2 is the first under 2, so the "
        "rules number no case 2.1: renumber it 2.1, or number the case missing [case-order]",
    ]


def test_a_case_numbered_twice_is_no_gap_as_well(tmp_path):
    root = _hand_numbered(tmp_path)
    edit(root / RULES, "**2.2** Roll", "**2.1** Roll")
    assert [row.rsplit("[", 1)[1] for row in finding_lines(root)] == ["case-duplicate]"]


def test_numbered_1_0_numbers_the_sections_as_wargames_do(tmp_path):
    root = _numbered(tmp_path)
    edit(root / RULES, "numbered: true", 'numbered: "1.0"')
    assert finding_lines(root) == []
    rules, _ = _built(root)
    assert "1.0 Introduction 1.1 The deck" in rules and "2.0 Coups 2.1 Coups" in rules
    assert "see also 1.2 and section 1.0." in rules


def test_a_numbered_value_pnp_does_not_know_is_said_at_its_line(tmp_path):
    root = _numbered(tmp_path)
    edit(root / RULES, "numbered: true", "numbered: yes please")
    assert [row.split(" [")[-1] for row in finding_lines(root)] == ["schema]"]
    assert finding_lines(root)[0].startswith(f"{RULES}:1: error:")


def test_a_data_tables_label_prints_its_number_and_a_wrong_one_is_said_at_its_row(tmp_path):
    root = _numbered(tmp_path)
    table = with_data_table(root, "scoring", "- {region: East, note: 'see [[#coup-results]]'}\n")
    edit(root / RULES, "      #### Ties", "      East scores ({{ data.scoring[0].note }}).\n\n      #### Ties")
    assert finding_lines(root) == []
    rules, _ = _built(root)
    assert "East scores (see 2.3)." in rules
    table.write_text("- {region: East, note: 'see [[#coup-result]]'}\n", encoding="utf-8")
    assert finding_lines(root) == [
        "content/demo/scoring.yaml:1: error: scoring item on line 1 note: [[#coup-result]] names no section or case: "
        "did you mean [[#coup-results]]? [case-label]"
    ]


def test_a_label_in_rules_pnp_does_not_number_says_to_write_numbered_true_at_the_label(tmp_path):
    root = new_game(tmp_path)
    edit(
        root / RULES,
        "      3. Discard down to five cards.\n",
        "      3. Discard down to five cards.\n\n      {#draw-first} Draw first.\n",
    )
    (finding,) = finding_lines(root)
    assert f"rules.yaml:{line_of(root / RULES, '{#draw-first}')}: error:" in finding
    assert "'{#draw-first}' labels a case only in a rulebook whose source says numbered: true" in finding
    assert "Missing end of comment" not in finding


def test_a_section_titled_like_its_rulebook_stays_unheaded_and_unnumbered_in_numbered_rules(tmp_path):
    root = _numbered(tmp_path)
    opening = "  - id: opening\n    title: Rules\n    text: |\n      Welcome, commander.\n\n"
    edit(root / RULES, "sections:\n", "sections:\n" + opening)
    assert finding_lines(root) == []
    rules, _ = _built(root)
    assert "Welcome, commander." in rules and "1 Rules" not in rules
    assert "1 Introduction" in rules and "2.2 Roll a die, add the Ops (see 1.1 and 2.1)." in rules
    edit(root / RULES, "      Welcome, commander.", "      {#welcome} Welcome, commander.")
    (finding,) = finding_lines(root)
    assert f"rules.yaml:{line_of(root / RULES, '{#welcome}')}: error:" in finding and "[case-label]" in finding
    assert "section 'opening' is titled like its rulebook, so it prints no heading and takes no number" in finding


def test_a_labelled_list_item_is_one_finding_at_it_saying_why_it_cannot_be_referred_to(tmp_path):
    # Before: "'{#roll-step}' labels nothing" (as if written mid-paragraph) and, at the reference, a second finding,
    # "[[#roll-step]] names no section or case"; neither said that a list item takes no number.
    root = _numbered(tmp_path)
    steps = "      1. Pick a country.\n      2. {#roll-step} Roll a die.\n\n"
    edit(root / RULES, "      #### Ties\n", steps + "      #### Ties\n")
    edit(root / RULES, "A tie removes nothing.", "A tie removes nothing (see [[#roll-step]]).")
    assert finding_lines(root) == [
        f"{RULES}:{line_of(root / RULES, '{#roll-step} Roll')}: error: '{{#roll-step}}' opens a list item, and pnp "
        "numbers no list item (a list's items are the steps of one case, printed 1, 2, 3 or with bullets), so "
        "[[#roll-step]] could print no number of its own: make the step a paragraph of its own that opens with the "
        "label ({#roll-step} …), or label the heading or case the list belongs to and refer to that "
        "[case-label]"
    ]

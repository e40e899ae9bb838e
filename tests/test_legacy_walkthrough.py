"""A legacy/campaign game's needs, from a walkthrough of one (120 numbered story cards, a scenario book
that refers to cards by number, per-chapter looks keyed by number): each read back from the built output
or from validate's findings."""

from __future__ import annotations

import json

from conftest import edit, line_of, new_game, run_pnp
from pdfread import page_texts, word_directions

GAME = "content/demo/game.yaml"
CARDS = "content/demo/cards.yaml"
RULES = "content/demo/rules.yaml"
CARD = "templates/demo/card.yaml"
SUIT_VAR = '  suit: "{{ vars.suits[card.suit] }}"'


def test_a_mapping_written_with_number_keys_is_read_with_a_number(tmp_path):
    # YAML's `2:` is kept as the key '2' (pnp keeps keys as text): before, `vars.copies[card.count]` (a number)
    # was an error for each card, "dict object has no element 4", and nothing was built.
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, SUIT_VAR, SUIT_VAR + "\n  copies: {2: Twice, 4: Four times}")
    edit(card, 'text: "{{ vars.suit.label }}"', 'text: "{{ vars.copies[card.count] }}"')
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    text = " ".join(page_texts(root / "output/demo/demo-deck-a4.pdf"))
    assert text.count("FOUR TIMES") == 8 and text.count("TWICE") == 4, text  # 2 × 4 copies, 2 × 2 (case: upper)


def test_a_number_key_a_mapping_lacks_is_said_with_the_keys_it_has(tmp_path):
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, SUIT_VAR, SUIT_VAR + "\n  copies: {2: Twice}")
    edit(card, 'text: "{{ vars.suit.label }}"', 'text: "{{ vars.copies[card.count] }}"')
    result = run_pnp(root, "validate", "demo")
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert result.exit_code == 1 and errors, result.output
    line = line_of(card, "vars.copies[card.count]")
    assert all(row.startswith(f"{CARD}:{line}: ") for row in errors), errors
    assert all("no key 4: its keys are 2 [expression]" in row for row in errors), errors


def _reference_check(root):
    """The deck's cards numbered 1 to 4 by a check's list, and a check that every 'card N' the cards' text and
    the rules name is one of them, written as the README's legacy example writes it."""
    edit(
        root / GAME,
        "checks:\n",
        "checks:\n"
        "  - id: card-references\n"
        "    with:\n"
        '      numbers: "[1, 2, 3, 4]"\n'
        "    each: \"(components.deck.entries + components.rules.sections) | map('findall', 'card ([0-9]+)') "
        '| sum(start=[])"\n'
        '    expect: "item | int in numbers"\n'
        '    message: "card {{ item }} is not in the deck"\n',
    )


def test_findall_finds_each_numbered_reference_and_a_check_says_a_missing_one_at_its_line(tmp_path):
    # Before, findall was no filter: a check could not list the card numbers a text names (the only way was
    # splitting and truncating text by hand), and its findings could only be at the entry or the section.
    root = new_game(tmp_path)
    _reference_check(root)
    edit(root / CARDS, "Draw a card. Gain :star:.", "Draw a card. Read card 2, then card 9.")
    edit(
        root / RULES,
        "      3. Discard down to five cards.",
        "      3. Discard down to five cards.\n      4. Read card 7.",
    )
    result = run_pnp(root, "validate", "demo", "--format", "json")
    assert result.exit_code == 1, result.output
    found = sorted((f["file"], f["line"], f["column"], f["message"]) for f in json.loads(result.output))
    rules_line = line_of(root / RULES, "Read card 7")
    column = (root / RULES).read_text().splitlines()[rules_line - 1].index("card 7") + 1
    assert found == [
        (CARDS, line_of(root / CARDS, "card 9"), None, "card 9 is not in the deck"),  # a one-line text: its line
        (RULES, rules_line, column, "card 7 is not in the deck"),  # a block: the line and column of the words
    ], found
    built = run_pnp(root, "build", "demo")
    said = [row for row in built.output.splitlines() if ": error: " in row]
    assert built.exit_code == 1 and len(said) == 2, built.output
    assert said[0].startswith(f"{CARDS}:{found[0][1]}: error: card 9 is not in the deck [check:card-references]"), said


def test_findall_of_a_plain_text_gives_its_groups_or_its_matches(tmp_path):
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "checks:\n",
        "checks:\n"
        "  - id: groups\n"
        "    expect: \"('read card 047, then card 112' | findall('card ([0-9]+)')) == ['047', '112']\"\n"
        '    message: "groups"\n'
        "  - id: matches\n"
        "    expect: \"('A1 B2 c3' | findall('[A-Z][0-9]')) == ['A1', 'B2']\"\n"
        '    message: "matches"\n',
    )
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 0 and "0 errors, 0 warnings" in result.output, result.output


def test_a_var_whose_expression_fails_is_one_finding_at_its_own_line(tmp_path):
    # Before, it was said at each element that reads the var (five of the demo card's), and a child template's
    # var (a character's wounded side, extending its rested side) at the parent's element lines, in another file.
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, SUIT_VAR, SUIT_VAR.replace("card.suit", "card.siut"))
    (root / "templates/demo/wounded.yaml").write_text(
        'extends: demo/card\nvars:\n  suit: "{{ vars.suits[card.sut] }}"\n', encoding="utf-8"
    )
    edit(root / GAME, "back: demo/back", "back: demo/wounded")
    result = run_pnp(root, "validate", "demo")
    errors = [row for row in result.output.splitlines() if ": error: " in row]
    assert result.exit_code == 1, result.output
    assert errors == [
        f"{CARD}:{line_of(card, 'card.siut')}: error: card 'dawn': vars.suit: in 'vars.suits[card.siut]': "
        "no field 'siut'; did you mean 'suit'? [expression]",
        "templates/demo/wounded.yaml:3: error: back of card 'dawn': vars.suit: in 'vars.suits[card.sut]': "
        "no field 'sut'; did you mean 'suit'? [expression]",
    ], errors


def test_a_deck_with_a_back_for_each_card_gets_a_tuck_box_without_one_cards_back(tmp_path):
    # Before, the box's front and back panels showed the first card's back (a legacy deck's "001" on its box, a
    # quiz deck's answers), and its front no title, since that back printed the game's.
    root = new_game(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, 'text: "{{ game.title }}"', 'text: "{{ game.title }} {{ card.title }}"')
    result = run_pnp(root, "export", "tuckbox", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    box = root / "output/demo/tuckbox/deck-tuckbox-a4.pdf"
    (page,) = page_texts(box)
    assert "Dawn" not in page, page  # no card's back
    game, deck = ([(x, y) for x, y, angle in word_directions(box, 0, word) if angle == 0] for word in ("Demo", "Deck"))
    # the front panel names them: the game's title upright over the deck's, one centred under the other (the sides
    # and lid carry them turned)
    assert any(abs(gx - dx) < 3 and 0 < gy - dy < 30 for gx, gy in game for dx, dy in deck), (game, deck)

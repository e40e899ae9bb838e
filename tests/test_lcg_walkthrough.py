"""Slips found building a living card game's starter set from the README alone (two faction decks
chosen from one card list with `copies:`, a landscape Hero among portrait cards, a token sheet): each
is one finding at the line to change, never a traceback."""

from __future__ import annotations

import pytest
from conftest import edit, error_lines, line_of, new_game, run_pnp
from pdfread import page_paths, page_sizes_mm, page_texts, render, word_boxes, word_directions
from PIL import Image

GAME = "content/demo/game.yaml"
COPIES = "    copies: {dawn: 5, high-noon: 2, dusk: 4, eclipse: 2}\n"
AT_MOST_FOUR = """  - id: at-most-four
    each: "components.deck.entries"
    expect: "item.count <= 4"
    message: "{{ item.title }}: at most 4 copies of a card"
"""


def test_copies_written_as_a_word_is_one_schema_finding_not_a_traceback(tmp_path):
    # Before, `copies: {dawn: three}` was a schema finding and then a ValueError traceback
    # (int('three') while totalling the deck); `copies: {dawn: 0}` also failed the game's checks.
    root = new_game(tmp_path)
    game = root / GAME
    for value, words in (("three", "'three' is not a whole number"), ("0", "0 is less than 1")):
        edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n" + COPIES.replace("dawn: 5", f"dawn: {value}"))
        for command in ("validate", "build"):
            (found,) = error_lines(root, command)
            assert found.startswith(f"{GAME}:{line_of(game, 'copies:')}: error: "), found
            assert words in found and found.endswith("[schema]"), found
        edit(game, COPIES.replace("dawn: 5", f"dawn: {value}"), "")


def test_a_count_set_by_copies_is_said_at_the_copies_line_not_the_source_row(tmp_path):
    # Before, a check over an entry whose copies come from the component's `copies:` pointed at the
    # entry's row in the source (cards.yaml's `- id: dawn`), where no count is written to change.
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n" + COPIES)
    edit(game, "checks:\n", "checks:\n" + AT_MOST_FOUR)
    copies = line_of(game, "copies:")
    found = error_lines(root, "validate")
    said = "Dawn: at most 4 copies of a card (found 5, expected at most 4)"
    assert f"{GAME}:{copies}: error: {said} [check:at-most-four]" in found, found
    (size,) = [row for row in found if row.endswith("[check:deck-size]")]
    assert f"dawn ×5 (game.yaml:{copies})" in size and "high-noon ×2 (game.yaml:" in size, size
    assert "cards.yaml" not in size, size


def test_a_count_of_one_single_entry_among_many_says_entry(tmp_path):
    # Before: "…, 1 single entries (cards.yaml:2)" for a deck of one Hero among 13 cards of two copies.
    root = new_game(tmp_path)
    row = "  - {{id: c{n}, title: Card {n}, suit: sun, count: {count}, text: Draw a card.}}\n"
    rows = "".join(row.format(n=n, count=1 if n == 0 else 2) for n in range(14))
    (root / "content/demo/cards.yaml").write_text("cards:\n" + rows, encoding="utf-8")
    (size,) = [row for row in error_lines(root, "validate") if row.endswith("[check:deck-size]")]
    assert "(found 27, expected 12)" in size and ", 1 single entry (cards.yaml:2) [" in size, size


def _two_decks(tmp_path, moon: str):
    """The demo game as two decks chosen from its one card list, a Sun deck of 6 cards and a Moon deck
    (its copies: ``moon``)."""
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, "    title: Deck\n", "    title: Sun deck\n")
    edit(game, "    source: cards.yaml\n", "    source: cards.yaml\n    copies: {dawn: 4, high-noon: 2}\n")
    second = "  - id: moon\n    kind: deck\n    title: Moon deck\n    source: cards.yaml\n    face: demo/card\n"
    second += f"    back: demo/back\n    fields: {{suit: {{enum: [sun, moon]}}}}\n    copies: {moon}\n"
    edit(game, "  - id: rules\n", second + "  - id: rules\n")
    text = game.read_text(encoding="utf-8")
    game.write_text(text[: text.index("checks:")], encoding="utf-8")
    return root


def test_a_count_of_each_of_two_decks_by_their_shared_word_is_read(tmp_path):
    # Before, "Each deck has 7 cards" (or "a deck of 7 cards") said nothing in a game of a Sun deck and a
    # Moon deck of 6 cards each: "deck" named neither, as their titles share it.
    root = _two_decks(tmp_path, "{dusk: 4, eclipse: 2}")
    rules = root / "content/demo/rules.yaml"
    for said in ("Each deck has 7 cards.", "Each player takes a deck of 7 cards."):
        edit(rules, "      Collect the most", f"      {said} Collect the most")
        (found,) = error_lines(root, "validate")
        assert found == (
            f"content/demo/rules.yaml:{line_of(rules, said)}: error: section 'overview': '7 cards' says 7, but "
            "Sun deck has 6 cards; write {{ components.deck.cards | length }} so the rules say what is printed "
            "[number-disagrees]"
        ), found
        edit(rules, f"      {said} Collect the most", "      Collect the most")
    # each deck's own name is read as before, and a deck named by another word of their titles is not the other
    edit(rules, "      Collect the most", "      The Moon deck has 6 cards. Collect the most")
    result = run_pnp(root, "validate", "demo")
    typed = "'6 cards' is typed by hand, but the content supplies it (Moon deck has 6 cards)"
    assert result.exit_code == 0 and typed in result.output, result.output


def test_decks_of_different_sizes_are_not_counted_by_their_shared_word(tmp_path):
    root = _two_decks(tmp_path, "{dusk: 4}")
    rules = root / "content/demo/rules.yaml"
    edit(rules, "      Collect the most", "      Each deck has 7 cards. Collect the most")
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 0 and "7 cards" not in result.output, result.output


def test_a_field_many_entries_leave_out_is_one_finding_listing_them(tmp_path):
    # Before, one finding for each entry without it: 22 for a spreadsheet's keywords column left empty in
    # 22 rows, all of one cause (the template's `{% if card.keywords %}`).
    root = new_game(tmp_path)
    edit(
        root / GAME,
        "      suit: {enum: [sun, moon]}\n",
        "      suit: {enum: [sun, moon]}\n      badge: {type: string}\n",
    )
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    suit: sun\n    count: 4\n", "    suit: sun\n    badge: Fast\n    count: 4\n")
    edit(cards, "    suit: sun\n    count: 2\n", "    suit: sun\n    badge: Slow\n    count: 2\n")
    edit(
        root / "templates/demo/card.yaml",
        'text: "{{ card.text }}"',
        'text: "{% if card.badge %}**{{ card.badge }}** {% endif %}{{ card.text }}"',
    )
    (found,) = error_lines(root, "validate")
    assert found == (
        f"content/demo/cards.yaml:{line_of(cards, 'id: dusk')}: error: Deck: 'dusk' has no field 'badge', which its "
        "other entries have; add it (in a spreadsheet, fill its cell), or, if it may be left out, let what reads "
        "it print nothing when it is missing (write .get('badge', '') where it is read, card.yaml:"
        f"{line_of(root / 'templates/demo/card.yaml', 'card.badge')}) — also missing at 1 more place: "
        f"cards.yaml:{line_of(cards, 'id: eclipse')} [field-missing]"
    ), found


def _one_card_landscape(tmp_path):
    """The demo game whose Eclipse is a landscape card (its face and its back) among portrait cards of the same cut."""
    root = new_game(tmp_path)
    game = root / GAME
    edit(game, "    face: demo/card\n", "    face: \"demo/{{ 'wide' if card.id == 'eclipse' else 'card' }}\"\n")
    edit(game, "    back: demo/back\n", "    back: \"demo/{{ 'wide-back' if card.id == 'eclipse' else 'back' }}\"\n")
    (root / "templates/demo/wide.yaml").write_text("extends: demo/card\nsize: poker-landscape\n", encoding="utf-8")
    (root / "templates/demo/wide-back.yaml").write_text("extends: demo/back\nsize: poker-landscape\n", encoding="utf-8")
    return root


def test_a_landscape_card_among_portrait_ones_shares_their_grid_turned(tmp_path):
    # Before, a deck holding a landscape Hero among portrait cards of the same cut was an imposition-mixed
    # error ("use imposition: gutters"), whose layout took a sheet more and did not fold with --layout gutterfold.
    root = _one_card_landscape(tmp_path)
    result = run_pnp(root, "build", "demo", "--paper", "letter", "--layout", "gutterfold")
    assert result.exit_code == 0, result.output
    run_pnp(root, "build", "demo", "--paper", "letter")
    sheets = root / "output/demo/demo-deck-letter.pdf"
    assert len(page_texts(sheets)) == 4  # 12 cards, 8 a sheet (turned on Letter), fronts and backs
    # the last fronts page: two Dusk cards turned as the grid turns them, the two Eclipse cards upright
    assert sorted(angle for _, _, angle in word_directions(sheets, 2, "Dusk")) == [90, 90]
    assert sorted(angle for _, _, angle in word_directions(sheets, 2, "Eclipse")) == [0, 0]
    # each back behind its front: the Eclipse backs upright too, each where the long-edge flip lands its front
    fronts = sorted(word_directions(sheets, 2, "Eclipse"))
    backs = sorted((x, y, angle) for x, y, angle in word_directions(sheets, 3, "Demo") if angle == 0)
    width = page_sizes_mm(sheets)[0][0] / 25.4 * 72
    assert sorted(round(width - x) for x, _, _ in backs) == sorted(round(x) for x, _, _ in fronts), (fronts, backs)
    folded = root / "output/demo/demo-deck-gutterfold-letter.pdf"
    assert "Eclipse" in " ".join(page_texts(folded))


def test_a_deck_of_two_sizes_kept_duplex_by_gutterfold_says_why_at_its_line(tmp_path):
    # Before, --layout gutterfold wrote the duplex sheets of a deck with a tarot Eclipse among poker cards, and
    # nothing said why no folded file came (a landscape card of the portrait cut folds with them, and no warning).
    root = _one_card_landscape(tmp_path)
    for name in ("wide", "wide-back"):
        edit(root / f"templates/demo/{name}.yaml", "size: poker-landscape\n", "size: tarot\n")
    edit(root / GAME, '    back: "demo/', '    imposition: gutters\n    back: "demo/')
    result = run_pnp(root, "build", "demo", "--paper", "letter", "--layout", "gutterfold")
    assert result.exit_code == 0, result.output
    (found,) = [row for row in result.output.splitlines() if ": warning: " in row]
    assert found == (
        f"{GAME}:{line_of(root / GAME, 'id: deck')}: warning: component 'deck': --layout gutterfold folds pieces of "
        "one size, and this component has a 63.5 × 88.9 mm rectangle and a 69.85 × 120.65 mm rectangle, so it keeps "
        "its duplex sheets (print them double-sided); to fold it, make each size a component of its own "
        "[gutterfold-kept-duplex]"
    ), found
    assert (root / "output/demo/demo-deck-letter.pdf").exists()
    assert "gutterfold-kept-duplex" not in run_pnp(root, "build", "demo", "--paper", "letter").output


def test_an_image_with_fit_cover_fills_its_window_cropped(tmp_path):
    # Before, a picture was only ever fitted whole into its box: a 2:1 picture in a square art window left
    # bands of paper above and below it (no key filled the window).
    root = new_game(tmp_path)
    (root / "content/demo/art").mkdir()
    Image.new("RGB", (200, 100), (200, 0, 0)).save(root / "content/demo/art/wide.png")
    edit(root / GAME, "    back: demo/back\n", "    back: demo/back\n    imposition: single\n")
    card = root / "templates/demo/card.yaml"
    face = card.read_text(encoding="utf-8") + "  art:\n    type: image\n    src: wide.png\n    x: 20\n    y: 60\n"
    pdf = root / "output/demo/demo-deck-single.pdf"
    reds = {}
    for fit in ("contain", "cover"):
        card.write_text(face + f"    w: 20\n    h: 20\n    fit: {fit}\n", encoding="utf-8")
        result = run_pnp(root, "build", "demo")
        assert result.exit_code == 0, result.output
        page = render(pdf, 0, dpi=254)  # 10 px a mm; the page is the card with its 3.175 mm bleed
        red, green, _ = page.getpixel((round((20 + 3.175 + 1) * 10), round((60 + 3.175 + 1) * 10)))  # 1 mm in
        reds[fit] = red > 150 and green < 60
    assert reds == {"contain": False, "cover": True}


def test_a_callout_to_a_small_text_ends_beside_its_words_not_on_them(tmp_path):
    # Before, the leader to a small part ended at its centre: the dot of "Cost" sat on the cost's digit,
    # hiding what it labels (so did a collector number's).
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    cost = "  cost:\n    type: text\n    text: '7'\n    x: 4\n    y: 20\n    w: 9\n    h: 9\n    font: Lato\n"
    card.write_text(card.read_text(encoding="utf-8") + cost + "    size: 12\n    align: center\n    valign: middle\n")
    rules = root / "content/demo/rules.yaml"
    edit(
        rules,
        "  - id: turn\n    title: Your turn\n    text: |\n",
        "  - id: turn\n    title: Your turn\n    callouts:\n      cost: Cost\n    text: |\n"
        '      ![A card](deck/dawn "callouts")\n\n',
    )
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    pdf = root / "output/demo/demo-rules-a4.pdf"
    page = next(index for index, text in enumerate(page_texts(pdf)) if "Cost" in text)
    accent = (0x2B, 0x2D, 0x42)  # the demo style's accent: the leaders' colour
    (leader,) = [p for p in page_paths(pdf, page) if p.stroke_color == accent and p.stroke_width > 0 and not p.filled]
    end = leader.subpaths[0][-1]
    (digit,) = [box for box in word_boxes(pdf, page, "7") if box[2] - box[0] < 20]
    assert not (digit[0] <= end[0] <= digit[2] and digit[1] <= end[1] <= digit[3]), (end, digit)
    ring = (1.4 / 2 + 0.5 / 2) / 25.4 * 72  # pt: the dot and its white ring, which stay clear of the digit
    assert digit[0] - 2 / 25.4 * 72 < end[0] < digit[0] - ring  # just left of it, the label being on the left


def test_an_entry_refused_for_its_own_slip_is_no_inventory_finding_too(tmp_path):
    # Before, a token refused for a key of its own (`size: 25` on the damage counters) was also "inventory:
    # names: 'damage' is no value of id": one slip, two findings.
    root = new_game(tmp_path)
    edit(root / GAME, "      suit: {enum: [sun, moon]}\n", "      suit: {type: string}\n")
    cards = root / "content/demo/cards.yaml"
    edit(cards, "    suit: moon\n    count: 4\n", "    suit: moon\n    size: 25\n    count: 4\n")
    edit(cards, "    suit: moon\n    count: 2\n", "    suit: moon\n    size: 25\n    count: 2\n")
    (found,) = error_lines(root, "validate")
    assert found.startswith(f"content/demo/cards.yaml:{line_of(cards, 'size: 25')}: error: card 'dusk': "), found
    assert found.endswith(f"also written at 1 more place: cards.yaml:{line_of(cards, 'size: 25@2')} [unknown-key]")


def test_a_proof_of_a_deck_with_a_landscape_card_keeps_every_face_in_its_cell(tmp_path):
    # Before, the proof sized a component's cells by its first face: a landscape card among portrait ones
    # reached into its neighbour's cell (or portrait cards after a landscape first one over the heading
    # and the captions of the row above).
    root = _one_card_landscape(tmp_path)
    edit(root / GAME, "    source: cards.yaml\n", "    source: cards.yaml\n    imposition: gutters\n")  # as before
    cards = root / "content/demo/cards.yaml"
    text = cards.read_text(encoding="utf-8")
    eclipse = text.index("  - id: eclipse")
    cards.write_text("cards:\n" + text[eclipse:] + text[text.index("  - id: dawn") : eclipse], encoding="utf-8")
    assert run_pnp(root, "export", "proof", "demo", "--paper", "letter").exit_code == 0
    pdf = root / "output/demo/proof/demo-proof-letter.pdf"
    cuts = [p for p in page_paths(pdf, 0) if p.stroke_color == (115, 115, 115) and not p.filled]
    boxes = []
    for cut in cuts:
        points = [point for subpath in cut.subpaths for point in subpath]
        boxes.append(
            (min(x for x, _ in points), min(y for _, y in points), max(x for x, _ in points), max(y for _, y in points))
        )
    assert len(boxes) == 6  # four fronts and the two backs
    words = [*word_boxes(pdf, 0, "printed"), *word_boxes(pdf, 0, "cards.yaml"), *word_boxes(pdf, 0, "template")]
    assert len(words) == 1 + 4 + 2  # the heading, each front's source line, each back's template

    def meet(a, b) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    assert not any(meet(box, word) for box in boxes for word in words), (boxes, words)
    assert not any(meet(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), boxes


def test_an_icon_and_its_full_stop_never_stand_alone_on_a_last_line(tmp_path):
    # Before, ":star:." counted as two words (the icon, then "."), so a paragraph could end with the icon
    # alone on its last line (an Ally's "it gets +1 / :defence:.").
    root = new_game(tmp_path)
    text = "Take a card from the discard pile and more and more and more and more and more and more and more :star:."
    edit(root / "content/demo/cards.yaml", '"Draw a card. Gain :star:."', f'"{text}"')
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    page = page_texts(root / "output/demo/demo-deck-a4.pdf")[0]
    lines = page[page.index("Take a card") :].splitlines()
    assert lines[3] == "more ." and lines[2] == "more and more and more and", lines[:4]  # the icon prints no text


TOKENS = """\
  - id: tokens
    kind: tokens
    title: Tokens
    source: tokens.yaml
    face: "demo/{{ card.id }}"
    inventory: {by: id, names: {damage: damage counters, resource: resource markers}}
"""
TOKEN_FACE = "size: 20\nshape: circle\nelements:\n  ground: {type: shape, offset: \"{{ bleed }}\", fill: '#c03030'}\n"


def _token_sheet(tmp_path, damage_id: str):
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", TOKENS + "  - id: rules\n")
    tokens = f"tokens:\n  - id: {damage_id}\n    count: 30\n  - id: resource\n    count: 10\n"
    (root / "content/demo/tokens.yaml").write_text(tokens, encoding="utf-8")
    for name in ("damage", "resource"):
        (root / f"templates/demo/{name}.yaml").write_text(TOKEN_FACE, encoding="utf-8")
    return root


def test_a_misspelt_token_id_naming_its_template_is_one_finding_at_its_line(tmp_path):
    # Before: "template 'demo/damge' not found" at game.yaml's face: line, and "inventory: names: 'damage' is no
    # value of id; did you mean 'damge'?", advising to misspell the inventory too: one slip, two findings.
    root = _token_sheet(tmp_path, "damge")
    tokens = root / "content/demo/tokens.yaml"
    assert error_lines(root, "validate") == [
        f"content/demo/tokens.yaml:{line_of(tokens, 'id: damge')}: error: token 'damge': template 'demo/damge' "
        "not found in templates/; did you mean 'demo/damage'? (templates in demo/: back, card, damage, resource) "
        "[template-missing]"
    ]


def test_a_misspelt_inventory_name_is_still_said_beside_a_token_sheet(tmp_path):
    root = _token_sheet(tmp_path, "damage")
    edit(root / GAME, "names: {damage:", "names: {damgae:")
    assert error_lines(root, "validate") == [
        f"{GAME}:{line_of(root / GAME, 'damgae')}: error: inventory: names: 'damgae' is no value of id; "
        "did you mean 'damage'? [reference-unknown]"
    ]


QUESTS = """\
  - id: quests
    kind: deck
    title: Quests
    source: quests.yaml
    face: demo/card
    back: demo/back
    fields:
      suit: {enum: [sun, moon]}
      faction: {enum: [verdant, ember]}
"""
ONE_QUEST_TWICE = "  - {{id: {faction}, title: {faction} quest, suit: sun, faction: {faction}, count: 2, text: Win.}}\n"
TWO_QUESTS = "".join(
    f"  - {{{{id: {{faction}}-{n}, title: {{faction}} quest {n}, suit: sun, faction: {{faction}}, text: Win.}}}}\n"
    for n in (1, 2)
)


@pytest.mark.parametrize("quests", [ONE_QUEST_TWICE, TWO_QUESTS], ids=["one-entry-count-2", "two-entries"])
def test_a_count_for_each_part_counts_copies_as_the_decks_size_does(tmp_path, quests):
    # "each faction has two quests" counts the quests printed, copies included, as "the deck has 12 cards" does:
    # a faction's one quest of count: 2 and its two quests of count: 1 are both two quests.
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", QUESTS + "  - id: rules\n")
    rows = "".join(quests.format(faction=faction) for faction in ("verdant", "ember"))
    (root / "content/demo/quests.yaml").write_text("cards:\n" + rows, encoding="utf-8")
    rules = root / "content/demo/rules.yaml"
    edit(
        rules,
        "      1. Draw a card.\n",
        "      The deck has 12 cards. Each faction has two quests.\n\n      1. Draw a card.\n",
    )
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 0, result.output
    typed = [row for row in result.output.splitlines() if row.endswith("[number-typed]")]
    assert len(typed) == 2 and any("(Quests has 2 cards for each faction)" in row for row in typed), typed
    edit(rules, "two quests", "three quests")
    (found,) = error_lines(root, "validate")
    assert "'three quests' says 3, but Quests has 2 cards for each faction" in found, found


def test_a_title_ending_in_another_components_title_is_counted_as_itself(tmp_path):
    # Before: "the quest deck has 4 cards" of a Quest deck of 4 cards beside a Deck of 12 was "'4 cards' says 4,
    # but Deck has 12 cards": read as the deck's count, "quest" before "deck" making no other name.
    root = new_game(tmp_path)
    edit(root / GAME, "  - id: rules\n", QUESTS.replace("title: Quests", "title: Quest deck") + "  - id: rules\n")
    rows = "".join(TWO_QUESTS.format(faction=faction) for faction in ("verdant", "ember"))
    (root / "content/demo/quests.yaml").write_text("cards:\n" + rows, encoding="utf-8")
    rules = root / "content/demo/rules.yaml"
    counts = "      The quest deck has 4 cards. The deck has 12 cards.\n\n"
    edit(rules, "      1. Draw a card.\n", counts + "      1. Draw a card.\n")
    result = run_pnp(root, "validate", "demo")
    assert result.exit_code == 0, result.output
    edit(rules, "quest deck has 4", "quest deck has 5")
    (found,) = error_lines(root, "validate")
    assert "'5 cards' says 5, but Quest deck has 4 cards; write {{ components.quests.cards | length }}" in found

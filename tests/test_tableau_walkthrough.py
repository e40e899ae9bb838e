"""Slips of a designer making a Splendor-like engine builder (Gem Guilds: development cards in three tiers
kept in a spreadsheet, each tier with its own back; noble tiles; round gem tokens; a data table of the gem
colours every template reads and an `apart:` check keeps apart), found by the README-only walkthrough;
tests/tableau keeps the game, trimmed to 10 cards and 3 nobles."""

from __future__ import annotations

from conftest import edit, finding_lines, kept_game_workspace, line_of

SLUG = "gem-guilds"
GAME = f"content/{SLUG}/game.yaml"
COLOURS = f"content/{SLUG}/colours.yaml"
CARDS = f"content/{SLUG}/cards.csv"
RULES = f"content/{SLUG}/rules.yaml"


def gem_guilds(tmp_path):
    """A workspace holding Gem Guilds, checked to validate with no finding."""
    root = kept_game_workspace(tmp_path, "tableau", SLUG)
    assert finding_lines(root, game=SLUG) == []
    return root


def the_finding_after(root, file: str, old: str, new: str) -> str:
    """The one finding of Gem Guilds once ``old`` in ``file`` is written ``new``."""
    edit(root / file, old, new)
    (finding,) = finding_lines(root, game=SLUG)
    return finding


def test_white_ink_too_faint_on_a_colour_is_said_at_that_colours_row(tmp_path):
    # Four gem colours print white numbers on their fill; an emerald too light for them was said at the
    # sapphire row, the first row writing #ffffff, whose colours were fine: the row to change is emerald's,
    # which holds both the ink and the fill it stands on.
    root = gem_guilds(tmp_path)
    finding = the_finding_after(root, COLOURS, 'fill: "#17723e"', 'fill: "#1e8a4c"')
    emerald = line_of(root / COLOURS, "id: emerald")
    assert finding.startswith(f"{COLOURS}:{emerald}: warning: colours item 'emerald': ink"), finding
    assert "#ffffff on #1e8a4c" in finding and finding.endswith("[text-contrast]")


def test_a_colour_the_table_lacks_is_one_finding_however_many_pieces_read_it(tmp_path):
    # The onyx row taken out of the colours every template reads by_id: each onyx card's bonus cell, the onyx
    # tokens, and the templates' lines that look up an onyx cost or a noble's onyx need were a finding each
    # (24 in the full game) for one cause, the table's missing row.
    root = gem_guilds(tmp_path)
    finding = the_finding_after(
        root, COLOURS, '- {id: onyx, name: Onyx, fill: "#2a2a2a", ink: "#ffffff", symbol: O}\n', ""
    )
    onyx = line_of(root / CARDS, "t1-05,")
    assert finding.startswith(
        f"{CARDS}:{onyx}: error: bonus: no row of colours has id 'onyx'; the ids are diamond, sapphire, emerald, "
        "ruby, gold — also written at "
    ), finding
    # a noble's need for onyx is listed where nobles.yaml writes it as a key (needs: {onyx: 4, …}), not at the
    # line of the noble's template that looks it up
    assert "gems.yaml:6" in finding and "card.yaml:" in finding and "nobles.yaml:4" in finding, finding


def test_a_colour_that_is_none_in_the_table_is_said_once_at_its_row(tmp_path):
    # `#c0262`, a digit short, in the ruby row: the apart: check said it at the row, and the cost discs drawn
    # with repeat: said it again at the same line, "…; on copy 1 of 2": the row names it, not the copy.
    root = gem_guilds(tmp_path)
    edit(root / COLOURS, 'fill: "#c0262d"', 'fill: "#c0262"')
    assert finding_lines(root, game=SLUG) == [
        f"{COLOURS}:{line_of(root / COLOURS, 'id: ruby')}: error: fill: '#c0262' is not a colour (use '#rrggbb' or a "
        "colour name) [value-invalid]"
    ]


def test_a_misspelt_field_read_with_get_is_said_not_read_as_its_default(tmp_path):
    # The costs are read as optional, card.get('sapphire', 0), since a spreadsheet leaves a cost of 0 empty.
    # Misspelt, card.get('saphire', 0) gave 0 for every card: every sapphire cost vanished from the print, and
    # the check that a tier-1 card costs 5 gems at most passed on sums without sapphire, with no finding.
    root = gem_guilds(tmp_path)
    template = root / f"templates/{SLUG}/card.yaml"
    edit(template, "card.get('sapphire', 0)", "card.get('saphire', 0)")
    edit(
        root / GAME,
        "item.get('sapphire', 0) + item.get('emerald', 0) + item.get('ruby', 0) + item.get('onyx', 0)) <= 5",
        "item.get('saphire', 0) + item.get('emerald', 0) + item.get('ruby', 0) + item.get('onyx', 0)) <= 5",
    )
    findings = finding_lines(root, game=SLUG)
    assert [line.split(": error: ")[0] for line in findings] == [
        f"{GAME}:{line_of(root / GAME, 'saphire')}",
        f"templates/{SLUG}/card.yaml:{line_of(template, 'saphire')}",
    ], findings
    assert all("no field 'saphire'; did you mean 'sapphire'?" in line for line in findings), findings


def test_get_of_a_field_only_other_components_have_is_left_alone(tmp_path):
    # A name near none of the component's fields is read as optional, as written: a template or check shared
    # by components of other fields (the nobles have no costs; `count` is every entry's own).
    root = gem_guilds(tmp_path)
    edit(
        root / GAME,
        "expect: \"(item.get('diamond', 0)",
        "expect: \"item.get('crown', 0) == 0 and (item.get('diamond', 0)",
    )
    assert finding_lines(root, game=SLUG) == []


def test_apart_over_a_list_of_colours_keeping_its_colour_key_says_to_leave_it_out(tmp_path):
    # Two colours written in the check to try them out, colour: "item.fill" left as it was: Python's words,
    # "'str object' has no attribute 'fill'", at the check.
    root = gem_guilds(tmp_path)
    edit(root / GAME, 'apart: "data.colours"', "apart: \"['#c0262d', '#17723e']\"")
    colour = line_of(root / GAME, 'colour: "item.fill"')
    assert finding_lines(root, game=SLUG) == [
        f"{GAME}:{colour}: error: check 'gems-told-apart': apart: its items are "
        "colours themselves ('#c0262d'), with no fields to read: leave colour: out [expression]"
    ]


def test_an_aid_of_another_size_given_the_cards_tier_back_is_said_at_its_back_key(tmp_path):
    # The player aid, made poker size, kept the tier-1 back of the mini cards: the finding said "write size:
    # poker" at the back's parent template, which would spoil the back of all the development cards.
    root = gem_guilds(tmp_path)
    finding = the_finding_after(root, f"templates/{SLUG}/aid.yaml", "size: mini-american", "size: poker")
    back = line_of(root / GAME, "back: gem-guilds/back-1")
    assert finding.startswith(
        f"{GAME}:{back}: error: component 'aid': back: 'gem-guilds/back-1' (41 × 63 mm rectangle) is the back of "
        "component 'cards', whose faces it fits"
    ), finding
    assert finding.endswith("(size: mini-american in 'gem-guilds/aid') [imposition-mixed]"), finding


def test_a_callout_on_a_disc_under_its_number_says_to_label_the_number(tmp_path):
    # The bonus gem is a disc with its letter printed on it: labelling the disc drew the leader across the
    # letter, and the warning said to move the disc and the letter apart, which would undo the design.
    root = gem_guilds(tmp_path)
    rules = root / f"content/{SLUG}/rules.yaml"
    finding = the_finding_after(
        root, f"content/{SLUG}/rules.yaml", "      bonus_symbol: Bonus gem", "      bonus_gem: Bonus gem"
    )
    assert finding.startswith(f"{RULES}:{line_of(rules, 'bonus_gem: Bonus gem')}: warning:"), finding
    assert finding.endswith(
        "'bonus_symbol' is printed on it: label 'bonus_symbol' instead, whose leader stops beside its words, or "
        "leave this label out [callout-crossing]"
    ), finding

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


def gem_guilds(tmp_path):
    """A workspace holding Gem Guilds, checked to validate with no finding."""
    root = kept_game_workspace(tmp_path, "tableau", SLUG)
    assert finding_lines(root, game=SLUG) == []
    return root


def test_white_ink_too_faint_on_a_colour_is_said_at_that_colours_row(tmp_path):
    # Four gem colours print white numbers on their fill; an emerald too light for them was said at the
    # sapphire row, the first row writing #ffffff, whose colours were fine: the row to change is emerald's,
    # which holds both the ink and the fill it stands on.
    root = gem_guilds(tmp_path)
    edit(root / COLOURS, 'fill: "#17723e"', 'fill: "#1e8a4c"')
    (finding,) = finding_lines(root, game=SLUG)
    emerald = line_of(root / COLOURS, "id: emerald")
    assert finding.startswith(f"{COLOURS}:{emerald}: warning: colours item 'emerald': ink"), finding
    assert "#ffffff on #1e8a4c" in finding and finding.endswith("[text-contrast]")

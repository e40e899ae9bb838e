"""Knock-ons the session's walkthroughs reported: one slip of a kept game's content or template that pnp said as
several findings, each said once, at its cause. Each test fails on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

from conftest import edit, kept_game_workspace, line_of, validated


def _where(found: list[tuple[str, int, str, str]]) -> list[tuple[str, int, str]]:
    """Each finding's file, line and rule."""
    return [(file, line, rule) for file, line, rule, _ in found]


def test_a_count_of_the_entry_too_large_for_its_row_is_one_finding_at_that_count(tmp_path: Path) -> None:
    """A charter's `tokens: 6` repeats its station circles and their costs six times along a row holding four:
    before, a warning that circle 6 lies off the piece, a warning that cost 5 is cut by the trim and an error that
    its text reaches the safe zone, all at the template's lines; the count is the one cause, said there."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    charters = root / "content/ticker/charters.yaml"
    edit(charters, "tokens: 4", "tokens: 6")
    found = validated(root, "ticker")
    assert _where(found) == [("content/ticker/charters.yaml", line_of(charters, "tokens: 6"), "art-cut-by-trim")], found
    message = found[0][3]
    assert "'station' and 'station-cost'" in message and "only the first 4 fit" in message, message
    assert "at most 4" in message, message


def test_copies_centred_past_both_edges_are_said_at_their_place_not_their_count(tmp_path: Path) -> None:
    """Five cups centred on a card spread past both of its edges: the first copy is cut too, so no count of them
    fits, and the finding stays at the element that places them, as before."""
    root = kept_game_workspace(tmp_path, "drafting", "tea-party")
    edit(root / "content/tea-party/game.yaml", "maximum: 3}", "maximum: 9}")
    edit(root / "content/tea-party/kinds.yaml", "cups: 3, colour", "cups: 5, colour")
    card = root / "templates/tea-party/card.yaml"
    assert ("templates/tea-party/card.yaml", line_of(card, 'x: "{{ trim.w / 2 - 9'), "art-cut-by-trim") in _where(
        validated(root, "tea-party")
    )


def test_the_part_of_an_icon_off_a_shrunk_token_is_not_judged_against_the_paper(tmp_path: Path) -> None:
    """A market marker shrunk to `size: 12` leaves its logo running past the disc: before, besides the `icon-cut`,
    an `icon-contrast` warning "#ffffff on #ffffff (the paper)" for the part of the icon the cut takes away; that
    part is not printed, and stands on no paper. (The cut, and the short name it puts off the disc, are said at
    the size, their one cause.)"""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    edit(root / "templates/ticker/marker.yaml", "size: 22", "size: 12")
    rules = [rule for _, _, rule, _ in validated(root, "ticker")]
    assert rules == ["art-off-piece"], rules


def test_a_label_partly_in_a_notch_of_a_patch_is_its_safe_zone_error_alone(tmp_path: Path) -> None:
    """A cream label running from a patch's square into the notch of its L (a square its outline lacks): before,
    its `text-outside-safe` error and a `text-contrast` warning "#fbf6e9 on #ffffff (the paper)"; the part in the
    notch past the bleed is cut away, and stands on no paper, the part in the bleed on the fabric."""
    root = kept_game_workspace(tmp_path, "polyomino", "quiltwork")
    patch = root / "templates/quiltwork/patch-p03.yaml"
    patch.write_text(
        patch.read_text(encoding="utf-8")
        + "elements:\n  note:\n    type: text\n    text: Sew here\n    x: 10\n    y: 15\n    w: 14\n    h: 6\n"
        '    font: Lato Black\n    size: 9\n    color: "{{ vars.fabric.label }}"\n',
        encoding="utf-8",
    )
    found = validated(root, "quiltwork")
    assert _where(found) == [("templates/quiltwork/patch-p03.yaml", line_of(patch, "y: 15"), "text-outside-safe")], (
        found
    )


def test_a_name_tent_given_a_shape_it_cannot_fold_on_is_its_fold_shape_error_alone(tmp_path: Path) -> None:
    """A name tent given `shape: ellipse`: before, its `fold-shape` error at `shape:` and a `text-outside-safe`
    error for its label, placed for the rectangle meant, measured inside the ellipse's safe zone. The shape is the
    one cause, said at its line."""
    root = kept_game_workspace(tmp_path, "social", "whisper-town")
    tent = root / "templates/whisper-town/tent.yaml"
    edit(tent, "size: [88, 40]\n", "size: [88, 40]\nshape: ellipse\n")
    found = validated(root, "whisper-town")
    assert _where(found) == [("templates/whisper-town/tent.yaml", line_of(tent, "shape: ellipse"), "fold-shape")], found


def test_a_token_shrunk_under_its_elements_is_one_finding_at_its_size(tmp_path: Path) -> None:
    """A market marker shrunk from `size: 22` to `size: 12`: before, an `icon-cut` warning at its logo and an
    `art-off-piece` warning at its short name, one per element; the size is the one cause, said at `size:`,
    naming both."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    marker = root / "templates/ticker/marker.yaml"
    edit(marker, "size: 22", "size: 12")
    found = validated(root, "ticker")
    assert _where(found) == [("templates/ticker/marker.yaml", line_of(marker, "size: 12"), "art-off-piece")], found
    assert "'logo' and 'short'" in found[0][3] and "12 × 12 mm" in found[0][3], found


def test_an_element_placed_off_on_the_left_of_a_shrunk_token_keeps_its_own_finding(tmp_path: Path) -> None:
    """The same shrunk marker with its short name placed left of the piece: that place is a cause of its own, and the
    logo cut alone is its own `icon-cut`, each said at its element as before."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    marker = root / "templates/ticker/marker.yaml"
    edit(marker, "size: 22", "size: 12")
    edit(marker, "x: 3\n", "x: -30\n")
    assert sorted(_where(validated(root, "ticker"))) == [
        ("templates/ticker/marker.yaml", line_of(marker, "w: 10"), "icon-cut"),
        ("templates/ticker/marker.yaml", line_of(marker, "x: -30"), "art-off-piece"),
    ]


def test_each_player_takes_a_count_of_boats_is_read_against_the_boats(tmp_path: Path) -> None:
    """Setup's "Each player takes 4 boats" in a harbour race of 3 boats a colour: before, not read (only "has",
    "gets", "takes the" were); now checked as its siblings are, a `number-disagrees` error at its line."""
    root = kept_game_workspace(tmp_path, "dexterity", "flick-harbour")
    rules = root / "content/flick-harbour/rules.yaml"
    edit(rules, "Each player places their {{", "Each player takes 4 boats and places them in their dock. {{")
    found = validated(root, "flick-harbour")
    assert _where(found) == [("content/flick-harbour/rules.yaml", line_of(rules, "takes 4 boats"), "number-disagrees")]
    assert "3 boats for each colour" in found[0][3], found


def test_a_font_the_game_does_not_know_is_said_of_its_template_not_its_first_piece(tmp_path: Path) -> None:
    """A market marker's short name set in `font: Latoo`: before, one error labelled "token 'iron-marker'", the
    first of the markers, which is no more its cause than the others; the font is the template's, said once there."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    marker = root / "templates/ticker/marker.yaml"
    edit(marker, "    font: Lato\n", "    font: Latoo\n")
    found = validated(root, "ticker")
    assert _where(found) == [("templates/ticker/marker.yaml", line_of(marker, "font: Latoo"), "font-unknown")], found
    assert found[0][3].startswith("template 'ticker/marker': element 'short': unknown font family 'Latoo'"), found


def test_an_icon_allowed_past_the_trim_is_no_part_of_a_shrunk_size(tmp_path: Path) -> None:
    """The shrunk marker's logo with `allow: [icon-cut]` (its designer means it to run off): what the size puts off
    the piece is the short name alone, said at its element as before, not a finding at the size naming the logo."""
    root = kept_game_workspace(tmp_path, "stocks", "ticker")
    marker = root / "templates/ticker/marker.yaml"
    edit(marker, "size: 22", "size: 12")
    edit(marker, "    h: 10\n", "    h: 10\n    allow: [icon-cut]\n")
    assert _where(validated(root, "ticker")) == [
        ("templates/ticker/marker.yaml", line_of(marker, "y: 13.5"), "art-off-piece")
    ]

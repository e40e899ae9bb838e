"""More knock-ons the session's walkthroughs reported: one slip of a kept game's content or template that pnp said
as several findings, or said in words that did not say what to write, each said once, at its cause. Each test fails
on pnp before its fix."""

from __future__ import annotations

from pathlib import Path

import yaml
from conftest import edit, kept_game_workspace, line_of, run_pnp, validated


def _where(found: list[tuple[str, int, str, str]]) -> list[tuple[str, int, str]]:
    """Each finding's file, line and rule."""
    return [(file, line, rule) for file, line, rule, _ in found]


def test_a_template_text_printing_a_field_of_no_icon_names_as_icons_is_one_finding_at_the_text(
    tmp_path: Path,
) -> None:
    """The oracle's card title printing ``:{{ card.suit }}:`` (suit ids are plural, icon names singular): before,
    four `icon-unknown` errors, one at each suit's row, naming no template. The text is the one cause: one finding
    at its line, naming the values it printed and the icons meant."""
    root = kept_game_workspace(tmp_path, "oracle", "lantern-oracle")
    minor = root / "templates/lantern-oracle/minor.yaml"
    edit(minor, '    text: "{{ card.title }}"', '    text: ":{{ card.suit }}: {{ card.title }}"')
    found = validated(root, "lantern-oracle")
    at = line_of(minor, 'text: ":{{ card.suit }}:')
    assert _where(found) == [("templates/lantern-oracle/minor.yaml", at, "icon-unknown")], found
    message = found[0][3]
    assert "element 'title'" in message and "suit:" in message, message
    assert "'flames'" in message and "':flame:'" in message, message


def test_an_icon_element_drawing_a_field_of_no_icon_names_is_one_finding_at_its_name(tmp_path: Path) -> None:
    """The court card's emblem drawn as `name: "{{ card.suit }}"`: before, four `icon-unknown` errors, one at each
    suit's row. The name is the one cause: one finding at its line, naming the values and the icons meant."""
    root = kept_game_workspace(tmp_path, "oracle", "lantern-oracle")
    minor = root / "templates/lantern-oracle/minor.yaml"
    edit(
        minor,
        '    name: "{{ vars.suit.icon }}"\n    x: "{{ trim.w / 2 - 14',
        '    name: "{{ card.suit }}"\n    x: "{{ trim.w / 2 - 14',
    )
    found = validated(root, "lantern-oracle")
    assert _where(found) == [("templates/lantern-oracle/minor.yaml", line_of(minor, "{{ card.suit }}"), "icon-unknown")]
    assert "element 'court_icon'" in found[0][3] and "':flame:'" in found[0][3], found


def test_a_suit_s_ink_too_pale_for_its_paper_and_its_window_is_one_finding_at_the_ink(tmp_path: Path) -> None:
    """The coins' ink set to a cream close to the card's paper: before, a warning at the ink's vars line for the
    index printed in it, and two more for the court card's icon and name printed in the paper's cream on the
    window the ink fills. The ink is the one cause, said once at its line."""
    root = kept_game_workspace(tmp_path, "oracle", "lantern-oracle")
    minor = root / "templates/lantern-oracle/minor.yaml"
    edit(minor, 'coins: {ink: "#75560f"', 'coins: {ink: "#e8d9a0"')
    found = validated(root, "lantern-oracle")
    at = line_of(minor, "coins: {ink:")
    assert _where(found) == [("templates/lantern-oracle/minor.yaml", at, "text-contrast")], found


def test_a_count_written_in_words_is_told_its_digits(tmp_path: Path) -> None:
    """`count: two` in a source: before, "write digits alone, as 4", a number the designer never meant; the word
    is read as its number, in English, French or German, and the digits to write are said."""
    root = kept_game_workspace(tmp_path, "oracle", "lantern-oracle")
    cards = root / "content/lantern-oracle/cards.yaml"
    for word, digits in (("two", 2), ("deux", 2), ("zwölf", 12), ("twenty-one", 21)):
        edit(cards, "{id: wanderer, ", f"{{id: wanderer, count: {word}, ")
        found = validated(root, "lantern-oracle")
        assert _where(found) == [("content/lantern-oracle/cards.yaml", line_of(cards, "id: wanderer"), "schema")]
        assert found[0][3].endswith(f"count: '{word}' is not a whole number: write it in digits: {digits}"), found
        edit(cards, f"count: {word}, ", "")


def test_numbers_too_wide_for_their_cells_on_every_card_are_one_finding_at_the_element(tmp_path: Path) -> None:
    """The bingo numbers at 40 pt in cells narrowed to 12 mm, the line's height fine: before, one `text-overflow`
    per card, each naming its own widest number. The box is the one cause: one finding at the element, naming the
    widest word and how many more cards fail."""
    root = kept_game_workspace(tmp_path, "parlour", "parlour-classics")
    card = root / "templates/parlour-classics/bingo-card.yaml"
    number = card.read_text(encoding="utf-8").split("  number:\n")[1].split("  free-word:")[0]
    edit(card, number, number.replace("    w: 17\n", "    w: 12\n").replace("    size: 18\n", "    size: 40\n"))
    found = validated(root, "parlour-classics")
    text_line = line_of(card, 'text: "{{ card.columns[')
    assert _where(found) == [("templates/parlour-classics/bingo-card.yaml", text_line, "text-overflow")], found
    message = found[0][3]
    assert "'11' is 16.4 mm wide" in message and "too wide on 23 more pieces as well" in message, message


def _readme_d6() -> str:
    """The README's d6 template (*Paper dice*), as written there."""
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    after = readme.split("# templates/my-game/d6.yaml")[1].split("\n", 1)[1]
    return after.split("# templates/my-game/monster-die.yaml")[0]


def test_the_readmes_d6_says_a_pip_place_misspelt_in_its_vars(tmp_path: Path) -> None:
    """The README's d6 drew each pip place with `when: "{{ 'tl' in vars.pips[...] }}"`: a place misspelt in
    `vars.pips` printed a die with a pip missing, and no finding. It repeats one pip over the places listed, as the
    parlour's dominoes do, so the slip is an `expression` error at the list's line; as written, it validates."""
    root = kept_game_workspace(tmp_path, "parlour", "parlour-classics")
    d6 = root / "templates/parlour-classics/d6.yaml"
    d6.write_text(_readme_d6(), encoding="utf-8")
    assert validated(root, "parlour-classics") == []
    edit(d6, "[tl, c, br], [tl, tr", "[tl, c, br], [tl, tk")
    found = validated(root, "parlour-classics")
    assert _where(found) == [("templates/parlour-classics/d6.yaml", line_of(d6, "  pips: [[c]"), "expression")], found
    assert "'tk' is no key of vars.at" in found[0][3], found


def test_a_new_game_with_other_pieces_says_so_in_its_subtitle(tmp_path: Path) -> None:
    """`pnp new GAME --with tiles`: before, game.yaml's subtitle said "A card game" whatever pieces came with the
    deck. It names them, in the game's language; without `--with` it says what it said."""
    said = {
        ("en", ""): "A card game",
        ("en", "tiles"): "A card game with land tiles",
        ("en", "tiles,board,dice"): "A card game with land tiles, a score board and star dice",
        ("fr", "tokens,tents"): "Un jeu de cartes avec des jetons et des aides de jeu",
        ("de", "standees,board"): "Ein Kartenspiel mit einer Wertungsleiste und Spielfiguren",
    }
    for number, ((language, kinds), subtitle) in enumerate(said.items()):
        made = run_pnp(tmp_path, "new", f"game-{number}", "--language", language, *(["--with", kinds] if kinds else []))
        assert made.exit_code == 0, made.output
        manifest = yaml.safe_load((tmp_path / f"content/game-{number}/game.yaml").read_text(encoding="utf-8"))
        assert manifest["subtitle"] == subtitle, (language, kinds, manifest["subtitle"])

"""Slips a designer writing a game in French makes (helper W15's walkthrough of a French dungeon crawler):
each is one finding at the line to change, saying what to write."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, new_game, run_pnp

CARD = "templates/demo/card.yaml"


@pytest.mark.parametrize(
    ("colour", "css"),
    [("rouge", "red"), ("Bleu foncé", "darkblue"), ("verte", "green"), ("weiß", "white"), ("dunkelgrün", "darkgreen")],
)
def test_a_colour_named_in_french_or_german_is_told_its_css_name(tmp_path, colour, css):
    # Before: "'rouge' is not a colour (use '#rrggbb' or a colour name)", no hint ('rouge' is near no CSS name).
    root = new_game(tmp_path)
    card = root / CARD
    edit(card, 'sun: {ink: "#8a3b12"', f'sun: {{ink: "{colour}"')
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        found = [row for row in result.output.splitlines() if "[value-invalid]" in row]
        assert len(found) == 1, result.output
        assert found[0].startswith(f"{CARD}:{line_of(card, colour)}: error: "), found
        assert f"'{colour}' is not a colour (use '#rrggbb' or a colour name); colour names" in found[0], found
        assert f"colour names are CSS's, in English: write '{css}'" in found[0], found


def test_a_back_drawn_turned_is_one_finding_at_its_size_line_saying_what_to_write(tmp_path):
    # Before: "game.yaml:N: card 'dawn': its back (88.9 × 63.5 mm rectangle) is not the size and shape of its face
    # (63.5 × 88.9 mm rectangle); a back must cover its face exactly", at the component's back: line.
    root = new_game(tmp_path)
    back = root / "templates/demo/back.yaml"
    edit(back, "size: poker\n", "size: poker-landscape\n")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        assert result.exit_code == 1 and result.exception is None, result.output
        found = [row for row in result.output.splitlines() if ": error: " in row]
        assert found == [
            f"templates/demo/back.yaml:{line_of(back, 'size: poker-landscape')}: error: component 'deck': card "
            "'dawn': its back (88.9 × 63.5 mm rectangle) is not the size of its face (63.5 × 88.9 mm rectangle), "
            "but turned a quarter turn: a back is the same piece seen from behind, drawn upright as its face stands "
            "(the sheet turns over, never round), and must cover it exactly; write size: poker "
            "[imposition-mixed]"
        ], result.output


@pytest.mark.parametrize(("name", "code"), [("français", "fr"), ("French", "fr"), ("Deutsch", "de"), ("anglais", "en")])
def test_a_language_written_as_its_name_is_told_its_code(tmp_path, name, code):
    # Before: "language: 'français' is not one of: en, de, fr", no hint ('deu' was told 'de', a name nothing).
    root = new_game(tmp_path)
    game = root / "content/demo/game.yaml"
    edit(game, "players:", f"language: {name}\nplayers:")
    for command in ("validate", "build"):
        result = run_pnp(root, command, "demo")
        found = [row for row in result.output.splitlines() if ": error: " in row]
        assert found == [
            f"content/demo/game.yaml:{line_of(game, 'language:')}: error: game.yaml: language: '{name}' is not one "
            f"of: en, de, fr; write the language's two-letter code: '{code}' [schema]"
        ], result.output


@pytest.mark.parametrize("title", ["Pioche quête", "Grande pioche"])
def test_a_count_beside_a_french_title_counts_that_component_not_the_pioche_beside_it(tmp_path, title):
    # French puts the head word first ("Pioche quête" beside "Pioche": "quête" after it makes it another name),
    # but not always: before, "la grande pioche contient 5 cartes" of a Grande pioche of 4 cards was silent
    # ("grande", its head word as French reads titles, is followed by "pioche", which says no size).
    root = tmp_path / "studio"
    root.mkdir()
    assert run_pnp(root, "new", "jeu", "--language", "fr").exit_code == 0
    deck = "    kind: deck\n    source: quests.yaml\n    face: jeu/card\n    back: jeu/back\n"
    deck += "    fields: {suit: {enum: [sun]}}\n"
    edit(
        root / "content/jeu/game.yaml", "  - id: rules\n", f"  - id: quests\n    title: {title}\n{deck}  - id: rules\n"
    )
    quests = "cards:\n  - {id: q1, title: Quête, suit: sun, count: 4, text: Gagnez :star:.}\n"
    (root / "content/jeu/quests.yaml").write_text(quests, encoding="utf-8")
    rules = root / "content/jeu/rules.yaml"
    counts = f"      La {title.lower()} contient 4 cartes. La pioche contient 12 cartes.\n\n"
    edit(rules, "      1. Piochez une carte.\n", counts + "      1. Piochez une carte.\n")
    typed = [row for row in run_pnp(root, "validate", "jeu").output.splitlines() if "[number" in row]
    said = f"'4 cartes' is typed by hand, but the content supplies it ({title} has 4 cards)"
    assert len(typed) == 2 and any(said in row for row in typed), typed
    edit(rules, "contient 4 cartes", "contient 5 cartes")
    errors = [row for row in run_pnp(root, "validate", "jeu").output.splitlines() if ": error: " in row]
    assert errors == [
        f"content/jeu/rules.yaml:{line_of(rules, 'contient 5')}: error: section 'turn': '5 cartes' says 5, but "
        f"{title} has 4 cards; write {{{{ components.quests.cards | length }}}} so the rules say what is printed "
        "[number-disagrees]"
    ]

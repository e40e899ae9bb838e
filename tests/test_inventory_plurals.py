"""An inventory name printed after its count is made plural where it names the pieces by their noun ("7 sun
cards" of `names: {sun: sun card}`; "7 cartes soleil" was "7 carte soleil"), in the rules' component list and in
the typed-count findings; a name in the designer's own words ("5 Right Path", "35 green") is printed as written."""

from __future__ import annotations

import pytest
from conftest import edit, kept_game_workspace, new_game, run_pnp, validated
from pdfread import page_texts

from pnp.core.plural import name_counted, plural_of


def _uneven(root, slug: str, names: tuple[str, str]) -> None:
    """``slug``'s deck of 7 sun and 6 moon cards named by ``names`` (as `pnp new` writes them, as the test
    does): equal groups print no names."""
    edit(root / f"content/{slug}/game.yaml", *names)
    edit(root / f"content/{slug}/game.yaml", "equals: 12", "equals: 13")
    edit(root / f"content/{slug}/cards.yaml", "count: 4", "count: 5")


def _component_list(root, slug: str) -> str:
    built = run_pnp(root, "build", slug, "--paper", "a4")
    assert built.exit_code == 0, built.output
    return " ".join(" ".join(page_texts(root / "output" / slug / f"{slug}-rules-a4.pdf")).split())


def test_an_english_inventory_name_that_says_the_noun_is_made_plural_in_the_list_and_the_findings(tmp_path):
    # Before: "Deck: 13 cards: 7 sun card, 6 Moon card", and "… but Deck has 7 sun card".
    root = new_game(tmp_path)
    _uneven(root, "demo", ("{sun: Sun, moon: Moon}", "{sun: sun card, moon: Moon card}"))
    assert "13 cards: 7 sun cards, 6 Moon cards" in _component_list(root, "demo")
    rules = root / "content/demo/rules.yaml"
    edit(rules, "{{ component_list }}", "{{ component_list }}\n\n      There are 5 sun cards.")
    assert [message for *_, message in validated(root, "demo")] == [
        "section 'overview': '5 sun cards' says 5, but Deck has 7 sun cards; write "
        "{{ components.deck.cards | selectattr('suit', 'eq', 'sun') | list | length }} so the rules say what is printed"
    ]


def test_a_french_inventory_name_that_says_the_noun_is_made_plural_with_its_adjectives(tmp_path):
    # Before: "La pioche : 13 cartes : 7 carte rouge, 6 carte Lune".
    root = tmp_path / "ws"
    root.mkdir()
    assert run_pnp(root, "new", "jeu", "--language", "fr").exit_code == 0
    _uneven(root, "jeu", ("{sun: Soleil, moon: Lune}", "{sun: carte rouge, moon: carte Lune}"))
    assert "13 cartes : 7 cartes rouges, 6 cartes Lune" in _component_list(root, "jeu")


@pytest.mark.parametrize(
    ("count", "name", "nouns", "language", "printed"),
    [
        (5, "Right Path", ("card", "cards"), "en", "Right Path"),  # the designer's words: as written
        (35, "green", ("trap tent", "trap tents"), "en", "green"),
        (35, "green trap tent", ("trap tent", "trap tents"), "en", "green trap tents"),
        (1, "red token", ("token", "tokens"), "en", "red token"),
        (3, "butterfly", ("butterfly", "butterflies"), "en", "butterflies"),
        (3, "Red Token", ("token", "tokens"), "en", "Red Tokens"),
        (3, "retoken", ("token", "tokens"), "en", "retoken"),  # a word that ends so is not the noun
        (3, "fiche de héros rouge", ("fiche de héros", "fiches de héros"), "fr", "fiches de héros rouges"),
        (3, "jeton gris de la tour", ("jeton", "jetons"), "fr", "jetons gris de la tour"),
        (3, "cartes Salle", ("carte", "cartes"), "fr", "cartes Salle"),  # already plural: not the noun
        (3, "pion royal", ("pion", "pions"), "fr", "pions royaux"),
    ],
)
def test_which_names_are_made_plural(count, name, nouns, language, printed):
    assert name_counted(count, name, nouns, language) == printed


@pytest.mark.parametrize(
    ("noun", "plural"),
    [
        ("Karte", "Karten"),
        ("Holzwürfel", "Holzwürfel"),
        ("Marker", "Marker"),
        ("Plättchen", "Plättchen"),
        ("Spielstein", "Spielsteine"),
        ("Wertung", "Wertungen"),
        ("Figur", "Figuren"),
        ("Spielerin", "Spielerinnen"),
        ("Ereignis", "Ereignisse"),
        ("Auto", "Autos"),
    ],
)
def test_a_german_noun_is_made_plural_by_its_ending(noun, plural):
    # Before: the noun and an English s ("Kartes", "Holzwürfels")
    assert plural_of(noun, "de") == plural


@pytest.mark.parametrize(
    ("noun", "plural"),
    [
        ("jeton", "jetons"),
        ("jeton rouge", "jetons rouges"),
        ("cheval", "chevaux"),
        ("pion royal", "pions royaux"),
        ("jeu", "jeux"),
        ("tableau", "tableaux"),
        ("bijou", "bijoux"),
        ("travail", "travaux"),
        ("festival", "festivals"),
        ("dé", "dés"),
        ("prix", "prix"),
        ("fiche de héros", "fiches de héros"),
        ("carte Salle", "cartes Salle"),
    ],
)
def test_a_french_noun_is_made_plural_by_its_endings(noun, plural):
    # Before: the noun and an s ("jeus", "chevals", "jeton rouges", "fiche de héross")
    assert plural_of(noun, "fr") == plural


def test_a_german_games_component_list_counts_in_german_plurals(tmp_path):
    # Before: "Wortkarten: 12 Kartes", "Punkteblock: 4 Holzwürfels", "Marker: 3 Spielsteins"
    root = kept_game_workspace(tmp_path, "german", "wortjagd")
    game = root / "content/wortjagd/game.yaml"
    edit(game, "{noun: Wortkarte, plural: Wortkarten}", "{noun: Karte}")
    edit(game, "{noun: Blatt, plural: Blätter}", "{noun: Holzwürfel}")
    edit(
        game,
        "    source: marker.yaml\n    face: wortjagd/karte\n",
        "    source: marker.yaml\n    face: wortjagd/karte\n    inventory: {noun: Spielstein}\n",
    )
    edit(root / "content/wortjagd/rules.yaml", "Wortkarten.\n", "Wortkarten.\n\n      {{ component_list }}\n")
    listed = _component_list(root, "wortjagd")
    assert "Wortkarten: 12 Karten" in listed and "Punkteblock: 4 Holzwürfel" in listed, listed
    assert "Marker: 3 Spielsteine" in listed, listed


def test_a_german_plural_the_rule_gets_wrong_is_written_as_inventory_plural(tmp_path):
    root = kept_game_workspace(tmp_path, "german", "wortjagd")
    edit(root / "content/wortjagd/rules.yaml", "Wortkarten.\n", "Wortkarten.\n\n      {{ component_list }}\n")
    assert "Punkteblock: 4 Blätter" in _component_list(root, "wortjagd")

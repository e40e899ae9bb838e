"""A party word game printed in two editions, English and French, from one set of templates and one card list
(tests/bilingual: Say It Sideways and Dis-le de biais, each a game of its own whose components name the English
edition's CSV files, ``source: ../say-it-sideways/words.csv``, and share ``templates/say-it-sideways/``, which
pick each edition's words by ``game.language``): each need of such a designer read back from the built output or
from validate's findings."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import REPO, edit, line_of, make_workspace, run_pnp
from pdfread import page_texts

EDITIONS = ("say-it-sideways", "say-it-sideways-fr")
TEAMS = "content/say-it-sideways/teams.csv"
SCORE = "content/say-it-sideways/score.yaml"
FRENCH = "content/say-it-sideways-fr/game.yaml"
WORD = "templates/say-it-sideways/word.yaml"


def editions(tmp_path: Path) -> Path:
    """A scratch workspace holding both editions and the templates they share."""
    root = make_workspace(tmp_path)
    for part in ("content", "templates"):
        shutil.copytree(REPO / "tests" / "bilingual" / part, root / part, dirs_exist_ok=True)
    return root


def findings(output: str) -> list[str]:
    return [row for row in output.splitlines() if ": error: " in row or ": warning: " in row]


def validated_after(tmp_path: Path, file: str, old: str, new: str, *games: str) -> tuple[Path, list[str]]:
    """The editions with one slip made in ``file`` (of the workspace): that file, and what validate says of
    ``games``."""
    root = editions(tmp_path)
    edit(root / file, old, new)
    result = run_pnp(root, "validate", *games)
    assert "Traceback" not in result.output
    return root / file, findings(result.output)


def test_both_editions_validate_clean(tmp_path):
    result = run_pnp(editions(tmp_path), "validate", *EDITIONS)
    assert result.exit_code == 0 and not findings(result.output), result.output


def test_a_slip_in_the_card_list_both_editions_read_is_said_once(tmp_path):
    # Before: the French edition named the file content/say-it-sideways-fr/../say-it-sideways/teams.csv, so each
    # of its slips was a second finding, word for word the English edition's, at the same printed file:line.
    root = editions(tmp_path)
    edit(root / TEAMS, "owls,Owls,Hiboux,blue,1", "owls,Owls,Hiboux,bleu,1")
    result = run_pnp(root, "validate", *EDITIONS)
    said = findings(result.output)
    assert said == [
        f"{TEAMS}:{line_of(root / TEAMS, 'owls')}: error: card 'owls': colour: 'bleu' is not one of: red, blue, "
        "green, orange, purple, teal, brown, grey; did you mean 'blue'? [schema]"
    ], result.output
    assert "2 games: 1 error, 0 warnings" in result.output


def test_a_template_both_editions_share_picks_the_words_by_game_language_english_by_default(tmp_path):
    # Before: the English edition, which writes no language: (en is the default), had no game.language: every
    # template that picked its words by it was an 'expression' error, "no field 'language'".
    root = editions(tmp_path)
    assert "language:" not in (root / "content/say-it-sideways/game.yaml").read_text(encoding="utf-8")
    out = tmp_path / "out"
    result = run_pnp(root, "build", *EDITIONS, "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0 and not findings(result.output), result.output
    english = " ".join(page_texts(out / "say-it-sideways/say-it-sideways-words-a4.pdf"))
    french = " ".join(page_texts(out / "say-it-sideways-fr/say-it-sideways-fr-words-a4.pdf"))
    assert "APPLE" in english and "POMME" not in english
    assert "POMME" in french and "SŒUR" in french and "APPLE" not in french
    assert "Hiboux" in " ".join(page_texts(out / "say-it-sideways-fr/say-it-sideways-fr-teams-a4.pdf"))


@pytest.mark.parametrize("written", ["FR", "fr-CA", "fr_BE", "Fr"])
def test_a_language_in_capitals_or_with_its_region_is_told_its_code(tmp_path, written):
    # Before: "'fr-CA' is not one of: en, de, fr" and no more; a name ('français') was told its code already.
    game, said = validated_after(tmp_path, FRENCH, "language: fr", f"language: {written}", "say-it-sideways-fr")
    assert said == [
        f"{FRENCH}:{line_of(game, 'language:')}: error: game.yaml: language: "
        f"'{written}' is not one of: en, de, fr; write the language's two-letter code: 'fr' [schema]"
    ]


def test_grid_labels_read_their_expressions_as_every_value_does(tmp_path):
    # Before: col_labels: ["{{ vars.w.round }}", "{{ vars.w.team }}", ...] printed "{{ vars.w.round }}" in each
    # header cell of the score sheet, braces and all, and validate said nothing.
    root = editions(tmp_path)
    out = tmp_path / "out"
    result = run_pnp(root, "build", "say-it-sideways-fr", "--paper", "letter", "--out", str(out))
    assert result.exit_code == 0, result.output
    (sheet,) = page_texts(out / "say-it-sideways-fr/say-it-sideways-fr-score-letter.pdf")
    assert "{{" not in sheet and "vars." not in sheet, sheet
    assert "Manche" in sheet and sheet.count("Équipe") == 4 and "Total" in sheet, sheet


def test_a_count_written_in_quotes_is_told_to_drop_them(tmp_path):
    # Before: "count: '20' is not a whole number: write digits alone, as 4", of a count written in digits.
    score, said = validated_after(tmp_path, SCORE, "count: 20", 'count: "20"', "say-it-sideways")
    assert said == [
        f"{SCORE}:{line_of(score, 'count:')}: error: card 'score': count: '20' is not a "
        "whole number (its quotes make it text): write it without quotes, 20 [schema]"
    ]


def test_a_word_too_long_for_its_band_is_one_finding_naming_the_word(tmp_path):
    # Before: "a word or icon run is 68.5 mm wide" (which word of five?), and beside it a text-outside-safe error
    # at another copy of the same word on a later card and a type-sizes warning counting the overflowing word's
    # least size as a fourth size: three findings for one word too long.
    root = editions(tmp_path)
    word = root / "templates/say-it-sideways/word.yaml"
    edit(word, "min_size: 7", "min_size: 12")
    edit(root / "content/say-it-sideways/words.csv", "reine", "anticonstitutionnellement")
    edit(root / "content/say-it-sideways/words.csv", "désert", "anticonstitutionnellement")
    result = run_pnp(root, "validate", "say-it-sideways-fr")
    said = findings(result.output)
    assert len(said) == 1, result.output
    text_line = line_of(word, 'text: "{{ loop.item')
    assert said[0].startswith(f"templates/say-it-sideways/word.yaml:{text_line}: error: "), said
    assert "'ANTICONSTITUTIONNELLEMENT' is 68.5 mm wide" in said[0] and said[0].endswith("[text-overflow]"), said


def test_type_sizes_names_a_repeated_element_once(tmp_path):
    # Before: "8 pt (number, number, number, number, number)": the element once for each of its copies.
    edition = "  edition:\n    type: text\n    text: EN\n    x: 20\n    y: 81\n    w: 10\n    h: 4\n    size: 9\n"
    _, (said,) = validated_after(tmp_path, WORD, "  serial:\n", edition + "  serial:\n", "say-it-sideways")
    assert "8 pt (number)," in said and "number, number" not in said and "[type-sizes]" in said, said


def test_a_box_too_short_for_one_line_is_one_finding_at_its_height(tmp_path):
    # Before: a card number "{{ '%03d' | format(card.title | int) }}" in a 3.5 mm box at 10 pt was 220 errors, one
    # at each row of words.csv ("shorten the text"), though no number of any card could fit that box.
    word, said = validated_after(tmp_path, WORD, "    size: 7\n", "    size: 10\n", "say-it-sideways")
    assert said == [
        f"{WORD}:{line_of(word, 'h: 3.5')}: error: card 'w001': serial text does not fit "
        "its 12.0 × 3.5 mm box even at the template's minimum 10 pt (needs 4.2 mm); one line at 10 pt is taller than "
        "the box: make it taller (h:) or the type smaller [text-overflow]"
    ]


def test_a_misspelt_fields_key_is_its_one_finding(tmp_path):
    # Before: beside "unknown key 'fileds'; did you mean 'fields'?", each name of required: was an error of its
    # own, "required: 'en' is no field of its entries, so every entry would be refused".
    game, said = validated_after(tmp_path, FRENCH, "    fields:", "    fileds:", "say-it-sideways-fr")
    assert said == [
        f"{FRENCH}:{line_of(game, 'fileds:')}: error: game.yaml: unknown key 'fileds' in "
        "components[0]; did you mean 'fields'? [unknown-key]"
    ]


def test_a_reference_to_a_word_another_column_prints_says_it_is_no_title(tmp_path):
    # Before: "[[Renards]] names nothing in Dis-le de biais; did you mean [[Bears]]?": the French team name is the
    # fr: column of the card titled Foxes, and the hint offered another team.
    rules, said = validated_after(
        tmp_path,
        "content/say-it-sideways-fr/rules.yaml",
        "à chacune une carte Équipe.",
        "à chacune une carte Équipe, ainsi [[Renards]].",
        "say-it-sideways-fr",
    )
    assert said == [
        f"content/say-it-sideways-fr/rules.yaml:{line_of(rules, '[[Renards]]')}: error: section 'setup' text: "
        "[[Renards]] names nothing in Dis-le de biais; 'Renards' is the fr: of the card titled Foxes, and a reference "
        "names a title ([[Foxes]]): to print the word as it is, write **Renards** [reference-unknown]"
    ]


def test_the_proof_names_a_card_list_of_the_other_edition_as_source_names_it(tmp_path):
    # Before: under each French word card the proof printed the card list's whole path from the disk's root
    # (/tmp/…/content/say-it-sideways/words.csv:2), wrapped over three lines.
    root = editions(tmp_path)
    out = tmp_path / "out"
    result = run_pnp(root, "export", "proof", "say-it-sideways-fr", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 0, result.output
    first = (
        page_texts(out / "say-it-sideways-fr/proof/say-it-sideways-fr-proof-a4.pdf")[0]
        .replace("\r", "")
        .replace("\n", "")
    )
    assert "../say-it-sideways/words.csv:2" in first and str(tmp_path) not in first, first


def test_what_two_editions_say_differently_of_a_shared_template_line_names_each_edition(tmp_path):
    # Before: two text-contrast warnings at one line, 10.8 pt and 7.75 pt, and two fit lines for card w003 with
    # other sizes, none saying which edition it was about.
    root = editions(tmp_path)
    word = root / WORD
    edit(word, '"#6e4368"]', '"#8b5e83"]')
    edit(root / "content/say-it-sideways/words.csv", "désert", "anticonstitutionnellement")
    edit(root / "content/say-it-sideways/words.csv", "desert", "unconstitutionally")
    result = run_pnp(root, "validate", "--fit", *EDITIONS)
    said = findings(result.output)
    assert len(said) == 2 and all(f"{WORD}:{line_of(word, 'pale:') - 1}: warning: " in row for row in said), said
    assert "say-it-sideways-fr: vars.bands[4]" in said[0] + said[1] and "say-it-sideways: vars.bands[4]" in said[1]
    fits = [row for row in result.output.splitlines() if ": fit: " in row and "'w002'" in row]
    assert sorted(row.split(": fit: ")[1].split(":")[0] for row in fits) == list(EDITIONS), fits
    assert "'w001'" not in result.output  # no word of w001 shrinks in either edition


def test_list_calls_the_pieces_what_the_rules_component_list_calls_them(tmp_path):
    # Before: pnp list said '20 cards' of the score pad (imposition: sheet, count: 20) whose inventory: noun the
    # rules' {{ component_list }} prints ('20 score sheets'), and English words for the French edition's pieces.
    result = run_pnp(editions(tmp_path), "list")
    rows = {" ".join(row.split()[:4]) for row in result.output.splitlines()}
    assert "score deck 20 score" in rows and "teams deck 2 team" in rows, result.output
    assert "  score        deck        20 feuilles de score (1 different)  Feuille de score" in result.output
    assert "  words        deck         4 cartes Mots (4 different)  Cartes Mots" in result.output


@pytest.mark.parametrize(
    ("size", "x", "said"),
    [
        ("[190, 250]", "0.5", None),  # one to a page, not cut: it may come up to its edge
        ("[190, 250]", "-2", "text runs past the sheet's edge, where it is not printed"),
        ("[190, 120]", "0.5", "the sheets print several to a page and are cut apart on the dashed line"),
    ],
)
def test_text_near_a_sheets_edge_is_said_as_the_sheet_is_cut(tmp_path, size, x, said):
    # Before: text 0.5 mm inside a full-page score sheet, which no one cuts, was an error "where a cut that wanders
    # clips it", as on a card.
    root = editions(tmp_path)
    score = root / "templates/say-it-sideways/score.yaml"
    edit(score, "size: [190, 250]", f"size: {size}")
    edit(score, 'text: "{{ vars.w.date }}"\n    x: 5', f'text: "{{{{ vars.w.date }}}}"\n    x: {x}')
    result = run_pnp(root, "validate", "say-it-sideways")
    safe = [row for row in findings(result.output) if "[text-outside-safe]" in row]
    if said is None:
        assert not safe, result.output
    else:
        line = line_of(score, f"x: {x}")
        assert len(safe) == 1 and safe[0].startswith(f"templates/say-it-sideways/score.yaml:{line}: error: "), safe
        assert said in safe[0] and "a cut that wanders" not in safe[0], safe


@pytest.mark.parametrize("french_has_it", [False, True])
def test_an_icon_missing_from_both_editions_is_one_finding_naming_both(tmp_path, french_has_it):
    # Before: two findings at one line of the shared template, word for word the same but for each game's
    # icons folder.
    root = editions(tmp_path)
    team = root / "templates/say-it-sideways/team.yaml"
    edit(team, "else 'Team' }}\"", "else 'Team' }} :ghost:\"")
    if french_has_it:
        icons = root / "content/say-it-sideways-fr/icons"
        icons.mkdir()
        shutil.copy(REPO / "pnp/scaffold/game/content/__SLUG__/icons/star.svg", icons / "ghost.svg")
        (icons / "LICENSE.md").write_text("All icons in this folder were drawn for this game and are CC0.\n")
    result = run_pnp(root, "validate", *EDITIONS)
    where = f"templates/say-it-sideways/team.yaml:{line_of(team, ':ghost:')}: error: "
    said = "card 'foxes': element 'label': unknown icon ':ghost:'; icons are SVG files in"
    if french_has_it:  # the French edition has it: the English one's finding alone
        assert findings(result.output) == [f"{where}{said} say-it-sideways/icons/, templates/icons/ [icon-unknown]"]
    else:
        assert findings(result.output) == [
            f"{where}say-it-sideways, say-it-sideways-fr: {said} say-it-sideways/icons/, say-it-sideways-fr/icons/, "
            "templates/icons/ [icon-unknown]"
        ], result.output

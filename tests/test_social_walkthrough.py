"""Slips found building Whisper Town, a social-deduction party game for 5 to 12 players and a moderator, and its
German edition Flüsterdorf (tests/social: tarot role cards under one back, the roles dealt at each player count a
data table the rules print and the checks add up, Yes/No vote tokens, name tents, the moderator's script as a
pocket booklet): each test fails on pnp before its fix."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import REPO, edit, line_of, make_workspace, run_pnp
from pdfread import page_texts

GAME = "whisper-town"
GERMAN = "whisper-town-de"
SETUPS = f"content/{GAME}/setups.yaml"


def town(tmp_path: Path) -> Path:
    """A scratch workspace holding both editions and the templates they share."""
    root = make_workspace(tmp_path)
    for part in ("content", "templates"):
        shutil.copytree(REPO / "tests" / "social" / part, root / part, dirs_exist_ok=True)
    return root


def said(root: Path, *args: str) -> list[str]:
    """The findings `pnp validate` says (a traceback fails the test)."""
    result = run_pnp(root, "validate", *args)
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def one_finding(root: Path, game: str) -> str:
    """The one finding `pnp validate` of ``game`` says (one cause, one finding)."""
    rows = said(root, game)
    assert len(rows) == 1, rows
    return rows[0]


def after_edit(tmp_path: Path, file: str, old: str, new: str, game: str = GAME) -> tuple[Path, str]:
    """Both editions with one slip made in ``file`` (of the workspace): that file, and the one finding of ``game``."""
    root = town(tmp_path)
    edit(root / file, old, new)
    return root / file, one_finding(root, game)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both editions built once, with their pocket booklets (the tests below only read them)."""
    root = town(tmp_path_factory.mktemp("social"))
    result = run_pnp(root, "build", GAME, GERMAN, "--pocket", "--paper", "letter")
    assert result.exit_code == 0 and result.exception is None, result.output
    return root


def test_both_editions_validate_clean(tmp_path):
    result = run_pnp(town(tmp_path), "validate")
    assert result.exit_code == 0 and "2 games: 0 errors, 0 warnings" in result.output, result.output


def test_both_editions_build_every_printable(built):
    out = built / "output"
    for game in (GAME, GERMAN):
        for part in ("roles", "votes", "tents", "rules", "script", "script-pocket"):
            assert (out / game / f"{game}-{part}-letter.pdf").is_file(), (game, part)
    rules = " ".join(page_texts(out / GAME / f"{GAME}-rules-letter.pdf"))
    assert "3 Wolf, 1 Traitor, 1 Seer, 1 Doctor, 1 Bodyguard" in rules
    regel = " ".join(page_texts(out / GERMAN / f"{GERMAN}-rules-letter.pdf"))
    assert "Rollenkarten: 19 Rollenkarten" in regel and "1 Seherin" in regel


def test_rules_not_meant_to_fold_are_left_out_of_pocket_and_the_script_still_folds(tmp_path, built):
    """The four pages of rules (`pocket: false`: they print flat) took 18 pocket pages, a pocket-too-long warning
    on every `--pocket` run, so a game whose moderator's script folds could never validate --pocket clean; now
    only the script folds, and a rulebook without the key is tried as before."""
    root = town(tmp_path)
    result = run_pnp(root, "validate", "--pocket")
    assert result.exit_code == 0 and "2 games: 0 errors, 0 warnings" in result.output, result.output
    for game in (GAME, GERMAN):
        assert (built / "output" / game / f"{game}-script-pocket-letter.pdf").is_file()
        assert not (built / "output" / game / f"{game}-rules-pocket-letter.pdf").exists()
    manifest = root / "content" / GAME / "game.yaml"
    edit(manifest, "    pocket: false", "    pocket: true")
    rows = said(root, GAME, "--pocket")
    assert len(rows) == 1 and rows[0].startswith(f"content/{GAME}/game.yaml:{line_of(manifest, '- id: rules')}: ")
    assert "[pocket-too-long]" in rows[0] and "set pocket: false at its entry" in rows[0], rows


def test_a_role_misspelt_as_a_key_of_a_setup_is_one_finding_at_that_key(tmp_path):
    """A setup row `roles: {wolf: 1, seer: 1, docter: 1, …}`, read by the rules' table with
    `(components.roles.entries | by_id(id)).title` and by a check that every role dealt exists: pnp said it twice,
    the check at the row and the rules' lookup at the rules' `{% for %}` line, far from the slip. An id written as
    a key of the content is said once, where it is written, as one written as a value is."""
    setups, row = after_edit(
        tmp_path,
        SETUPS,
        "{players: 6, roles: {wolf: 1, seer: 1, doctor: 1,",
        "{players: 6, roles: {wolf: 1, seer: 1, docter: 1,",
    )
    assert row.startswith(f"{SETUPS}:{line_of(setups, 'docter')}: error: "), row
    assert "'docter'" in row and "did you mean 'doctor'?" in row, row


def test_a_role_the_german_edition_renamed_is_said_at_the_shared_setups_row(tmp_path):
    """The German edition's roles renamed `cupid` `amor`; the English setups it shares deal `cupid: 1`. pnp said
    "no entry of roles has id 'cupid'" at the German rules' `{% for %}` line; it is said at the first setup row
    that deals it, naming the German edition."""
    roles, row = after_edit(
        tmp_path, f"content/{GERMAN}/roles.yaml", "{id: cupid, title: Amor", "{id: amor, title: Amor", GERMAN
    )
    assert row.startswith(f"{SETUPS}:{line_of(roles.parents[1] / GAME / 'setups.yaml', 'cupid: 1')}: error: "), row
    assert "'cupid'" in row, row


def test_a_pale_team_colour_is_one_finding_at_its_vars_line(tmp_path):
    """The loners' ink made pale (`loner: {ink: "#c8b5e0"}` in the role's `vars.teams`), which the team's name, the
    white title on the band and the white emblem on the medallion all stand on or print in: pnp said it three
    times, once at the colour and twice at the elements (`title`, `emblem`) drawn in literal white on it. The
    colour is the one cause, so it is one finding, at the colour's line."""
    template, row = after_edit(
        tmp_path, f"templates/{GAME}/role.yaml", 'loner: {ink: "#5b2a86"', 'loner: {ink: "#c8b5e0"'
    )
    assert row.startswith(f"templates/{GAME}/role.yaml:{line_of(template, '#c8b5e0')}: warning: "), row
    assert "vars.teams.loner.ink" in row, row


def test_a_count_of_the_game_s_only_deck_called_the_deck_is_read(tmp_path):
    """ "The deck holds 18 role cards." of a deck titled Role cards (id `roles`), the game's only deck of cards,
    which prints 19: pnp read no count there, as no component is called "deck", and the rules said 18 unchecked.
    The game's only deck of cards is "the deck" in English rule text, so the count is read and found wrong."""
    rules, row = after_edit(
        tmp_path,
        f"content/{GAME}/rules.yaml",
        "The deck holds {{ components.roles.cards | length }} role cards",
        "The deck holds 18 role cards",
    )
    assert row.startswith(f"content/{GAME}/rules.yaml:{line_of(rules, 'The deck holds 18')}: error: "), row
    assert "[number-disagrees]" in row and "{{ components.roles.cards | length }}" in row, row


def test_an_icon_whose_drawing_encloses_nothing_is_said_at_its_file(tmp_path):
    """A moon drawn by hand as two arcs that meet at the same points, the inner one too large for them, so that
    SVG draws both along one curve: a crescent of no width. pnp said nothing, and the role cards' backs, the rules'
    "By :moon: night" and the icon legend printed no moon at all. An icon whose shapes enclose no area and draw
    no stroke is one `icon-invalid` error at its file."""
    root = town(tmp_path)
    moon = root / "content" / GAME / "icons" / "moon.svg"
    moon.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
        '<path fill="#000" d="M14 2a10 10 0 100 20A9 9 0 0114 2z"/></svg>\n',
        encoding="utf-8",
    )
    row = one_finding(root, GAME)
    assert row.startswith(f"content/{GAME}/icons/moon.svg:1: error: "), row
    assert "draws nothing" in row and "[icon-invalid]" in row, row


def test_a_reference_by_the_other_edition_s_title_names_the_card_meant(tmp_path):
    """The Traitor's German text copied from the English, `[[Seer]]`, where the German card `seer` is titled
    Seherin: pnp said "[[Seer]] names nothing in Flüsterdorf" and no more, "Seer" being far from every German
    title. The card whose id it is is named, with the reference to write."""
    roles, row = after_edit(
        tmp_path, f"content/{GERMAN}/roles.yaml", "die [[Seherin]] sieht", "die [[Seer]] sieht", GERMAN
    )
    assert row.startswith(f"content/{GERMAN}/roles.yaml:{line_of(roles, '[[Seer]]')}: error: "), row
    assert "[reference-unknown]" in row and "did you mean [[Seherin]]?" in row, row


def test_role_emblems_the_legend_does_not_explain_are_one_finding_at_the_element(tmp_path):
    """The role card's emblem is an `icon` element named by each role's `icon:` field; without `allow:
    [icon-undescribed]` pnp said 14 warnings, one at each role's line, each asking for a legend line, and none
    said that pictures (a role's portrait) need no meaning. One element drawing them all is one finding at its
    `name:` line, naming the icons and both ways out."""
    template, row = after_edit(tmp_path, f"templates/{GAME}/role.yaml", "    allow: [icon-undescribed]\n", "")
    emblem = line_of(template, "{{ card.icon }}")
    assert row.startswith(f"templates/{GAME}/role.yaml:{emblem}: warning: "), row
    assert "14 icons" in row and ":house:" in row and "allow: [icon-undescribed]" in row, row

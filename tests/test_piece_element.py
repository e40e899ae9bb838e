"""The ``piece`` element: one of the game's pieces drawn inside another (a set-up card showing the opening hand,
a quest map of room tiles), read back from the built PDF, and a finding at the line to change for each name,
side or loop it cannot draw. Before it, a template could draw no other piece: a rulebook figure showed one
piece, and a set-up had to be drawn again by hand."""

from __future__ import annotations

import pytest
from conftest import edit, finding_lines, line_of, new_game, run_pnp, the_error
from pdfread import MM, painted, render, word_boxes, xobjects

SETUP = """size: [150, 105]
bleed: 3
safe: 3
elements:
  paper:
    type: rect
    x: "{{ -bleed }}"
    y: "{{ -bleed }}"
    w: "{{ trim.w + 2 * bleed }}"
    h: "{{ trim.h + 2 * bleed }}"
    fill: "#f4efe6"
  hand:
    type: piece
    repeat: "{{ card.shows }}"
    piece: "deck/{{ loop.item }}"
    x: "{{ 8 + loop.index0 * 46 }}"
    y: 10
    w: 42
    h: 62
    allow: [figure-text-small]
  turned:
    type: piece
    piece: deck/dawn
    side: back
    x: 60
    y: 78
    w: 30
    h: 18
    rotate: 90
    stroke: "#ff0000"
    stroke_width: 0.5
    allow: [figure-text-small]
"""
SETUPS = """tiles:
  - id: opening
    shows: [dawn, dusk, high-noon]
  - id: late
    shows: [eclipse, dawn]
"""


def _game(tmp_path, template: str = SETUP, setups: str = SETUPS, kind: str = "tiles"):
    """`pnp new`'s demo with a sheet of set-up tiles (demo/setup) drawing the deck's cards (or set-ups of another
    ``kind``)."""
    root = new_game(tmp_path)
    edit(
        root / "content/demo/game.yaml",
        "  - id: rules\n",
        f"  - id: setups\n    kind: {kind}\n    title: Set-ups\n    source: setups.yaml\n    face: demo/setup\n"
        "    fields:\n      shows: {type: array, items: {type: string}}\n  - id: rules\n",
    )
    (root / "content/demo/setups.yaml").write_text(setups.replace("tiles:", f"{kind}:"), encoding="utf-8")
    (root / "templates/demo/setup.yaml").write_text(template, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = _game(tmp_path_factory.mktemp("pieces"))
    edit(
        root / "content/demo/rules.yaml",
        "      3. Discard down to five cards.\n",
        "      3. Discard down to five cards.\n\n      ![The opening hand](setups/opening)\n",
    )
    result = run_pnp(root, "build", "demo")
    assert result.exit_code == 0 and result.exception is None, result.output
    assert ": error: " not in result.output, result.output
    return root / "output/demo"


def test_the_named_cards_print_inside_the_setup_in_their_order(built):
    pdf = built / "demo-setups-a4.pdf"
    titles = [word_boxes(pdf, 0, title) for title in ("Dawn", "Dusk", "High Noon")]
    assert all(len(found) >= 1 for found in titles), titles
    dawn, dusk, noon = (found[0] for found in titles)  # the opening set-up comes first on the sheet
    assert dawn[2] < dusk[0] and dusk[2] < noon[0]  # left to right, as card.shows lists them
    assert abs(dawn[1] - dusk[1]) < 3 and abs(dusk[1] - noon[1]) < 3  # on one line (High Noon set smaller)
    gap = (dusk[0] + dusk[2]) / 2 - (dawn[0] + dawn[2]) / 2
    assert abs(gap - 46 * MM) < 1.5  # the boxes' pitch: each card is centred in its box


def test_a_piece_drawn_by_several_setups_is_stored_once(built):
    forms = [name for name, subtype in xobjects(built / "demo-setups-a4.pdf").items() if subtype == "/Form"]
    # both set-ups draw deck/dawn's front and its back: each is one form, whichever set-up draws it
    assert len([name for name in forms if "shared" in name]) == 2, forms


def test_a_piece_drawn_twice_on_one_face_is_stored_once(tmp_path):
    alone = SETUP[: SETUP.index("  turned:")]
    root = _game(tmp_path, template=alone, setups="tiles:\n  - id: twice\n    shows: [dawn, dawn]\n")
    assert run_pnp(root, "build", "demo").exit_code == 0
    pdf = root / "output/demo/demo-setups-a4.pdf"
    assert len(word_boxes(pdf, 0, "Dawn")) == 2
    assert [name for name in xobjects(pdf) if "shared" in name] == ["/FormXob.shared-1"]


def test_a_quarter_turned_piece_fills_its_box_turned(built):
    mask = painted(render(built / "demo-setups-a4.pdf", 0, dpi=144), (255, 0, 0))
    rows = [y for y in range(mask.height) if mask.crop((0, y, mask.width, y + 1)).getbbox()]
    first = next((i for i in range(1, len(rows)) if rows[i] - rows[i - 1] > 2), len(rows))  # the first set-up's
    outline = mask.crop((0, 0, mask.width, rows[first - 1] + 1)).getbbox()
    width, height = ((outline[2] - outline[0]) / 144 * 25.4, (outline[3] - outline[1]) / 144 * 25.4)
    # a 63.5 × 88.9 mm back turned a quarter in a 30 × 18 mm box: 18 mm tall, 25.2 mm wide (not 12.9 × 18 upright)
    assert abs(height - 18) < 1 and abs(width - 18 * 88.9 / 63.5) < 1, (width, height)


def test_a_rulebook_figure_of_a_setup_shows_the_cards_in_it(built):
    pdf = built / "demo-rules-a4.pdf"
    assert word_boxes(pdf, 0, "Dusk") and word_boxes(pdf, 0, "High Noon")


def test_a_misspelt_card_in_the_content_is_said_at_its_line_with_the_card_meant(tmp_path):
    root = _game(tmp_path, setups=SETUPS.replace("dusk", "dsuk"))
    error = the_error(root)
    assert error.startswith(f"content/demo/setups.yaml:{line_of(root / 'content/demo/setups.yaml', 'dsuk')}: ")
    assert "'deck/dsuk'" in error and "did you mean 'deck/dusk'?" in error and "[piece-unknown]" in error
    assert "on copy" not in error, error  # the line is the copy's own ("; on copy 2 of 3 (item 'dsuk')" before)


def test_a_piece_no_game_has_is_said_at_the_template_listing_the_pieces(tmp_path):
    root = _game(tmp_path, template=SETUP.replace("piece: deck/dawn", "piece: deck/nope"))
    error = the_error(root)
    assert error.startswith(f"templates/demo/setup.yaml:{line_of(root / 'templates/demo/setup.yaml', 'deck/nope')}: ")
    assert "names no piece; the pieces there are deck/dawn, deck/high-noon" in error


def test_a_misspelt_side_is_said_at_its_line(tmp_path):
    root = _game(tmp_path, template=SETUP.replace("side: back", "side: bakc"))
    error = the_error(root)
    assert error.startswith(f"templates/demo/setup.yaml:{line_of(root / 'templates/demo/setup.yaml', 'bakc')}: ")
    assert "side: 'bakc' is no side of a piece; did you mean 'back'?" in error


def test_a_piece_that_draws_itself_is_one_finding(tmp_path):
    drawn = "  self:\n    type: piece\n    piece: setups/late\n    x: 100\n    y: 78\n    w: 30\n    h: 18\n"
    root = _game(tmp_path, template=SETUP + drawn)
    error = the_error(root)
    assert error.startswith(f"templates/demo/setup.yaml:{line_of(root / 'templates/demo/setup.yaml', 'setups/')}: ")
    assert "draws itself (setups/late → setups/late)" in error


def test_a_piece_drawn_too_small_to_read_is_a_warning_at_its_box(tmp_path):
    root = _game(tmp_path, template=SETUP.replace("    allow: [figure-text-small]\n", "", 1))
    said = finding_lines(root)
    assert len(said) == 1, said
    assert said[0].startswith(f"templates/demo/setup.yaml:{line_of(root / 'templates/demo/setup.yaml', 'w: 42')}: ")
    assert "draws 'deck/" in said[0] and "at 0.66 × its size, so its smallest text prints at 4.6 pt" in said[0]
    assert "[figure-text-small]" in said[0]


def test_diagrams_are_shown_in_the_rules_and_printed_nowhere(tmp_path):
    root = _game(tmp_path, kind="diagrams")
    edit(root / "content/demo/game.yaml", "equals: 12", 'equals: "{{ pieces | length }}"')  # 12: no diagram counted
    edit(
        root / "content/demo/rules.yaml",
        "      3. Discard down to five cards.\n",
        "      3. Discard down to five cards.\n\n      ![The opening hand](setups/opening)\n",
    )
    built = run_pnp(root, "build", "demo")
    assert built.exit_code == 0 and ": error: " not in built.output, built.output
    assert sorted(path.name for path in (root / "output/demo").glob("*.pdf")) == [
        "demo-deck-a4.pdf",
        "demo-deck-letter.pdf",
        "demo-rules-a4.pdf",
        "demo-rules-letter.pdf",
    ]
    rules = root / "output/demo/demo-rules-a4.pdf"
    assert word_boxes(rules, 0, "High Noon")  # the figure of the set-up, drawn from the deck's own card
    assert not word_boxes(rules, 0, "Set-ups")  # the component list names the deck alone
    listed = run_pnp(root, "list", "demo").output
    assert "(12 pieces)" in listed and "2 diagrams (shown in the rules, not printed)  Set-ups" in listed
    assert run_pnp(root, "export", "print-shop", "demo").exit_code == 0
    assert sorted(path.name for path in (root / "output/demo/print-shop").iterdir()) == ["deck"]


def test_a_diagram_has_no_imposition(tmp_path):
    root = _game(tmp_path, kind="diagrams")
    edit(root / "content/demo/game.yaml", "    face: demo/setup\n", "    face: demo/setup\n    imposition: grid\n")
    error = the_error(root)
    assert error.startswith(f"content/demo/game.yaml:{line_of(root / 'content/demo/game.yaml', 'imposition: grid')}: ")
    assert "imposition" in error and "[unknown-key]" in error


def test_the_back_of_a_one_sided_piece_is_said_to_be_none(tmp_path):
    drawn = "  other:\n    type: piece\n    piece: setups/late\n    side: back\n"
    drawn += "    x: 100\n    y: 78\n    w: 30\n    h: 18\n"
    root = _game(tmp_path, template=SETUP + drawn)
    error = the_error(root)
    assert error.startswith(
        f"templates/demo/setup.yaml:{line_of(root / 'templates/demo/setup.yaml', 'side: back@2')}: "
    )
    assert "component 'setups' prints its pieces one-sided (it has no back:)" in error and "[piece-unknown]" in error


def test_a_detail_of_a_piece_shows_the_part_around_its_focus(tmp_path):
    detail = (
        "  detail:\n    type: piece\n    piece: deck/high-noon\n    scale: 1\n    focus: [31.75, 9]\n    clip: true\n"
        "    x: 100\n    y: 78\n    w: 40\n    h: 14\n"
    )
    alone = SETUP[: SETUP.index("  hand:")] + detail
    root = _game(tmp_path, template=alone, setups="tiles:\n  - id: noon\n    shows: []\n")
    assert run_pnp(root, "build", "demo").exit_code == 0
    pdf = root / "output/demo/demo-setups-a4.pdf"
    title = word_boxes(pdf, 0, "High Noon")
    assert len(title) == 1  # the card's title, at its printed size, in the box
    assert abs((title[0][3] - title[0][1]) - 15 * 0.7) < 4  # 15 pt type (its capitals and descenders)
    ((left, bottom, right, top),) = word_boxes(pdf, 0, "Every other player")  # its text far below the focus
    page = render(pdf, 0, dpi=100).convert("L")
    hidden = page.crop(
        [round(v * 100 / 72) for v in (left, page.height * 0.72 - top, right, page.height * 0.72 - bottom)]
    )
    assert hidden.getextrema()[0] > 200  # is clipped away: no ink where it would print


def test_a_template_can_leave_out_what_is_too_small_inside_another_piece(tmp_path):
    root = _game(tmp_path, template=SETUP[: SETUP.index("  turned:")])
    edit(
        root / "templates/demo/card.yaml",
        '    text: "{{ card.text }}"\n',
        '    text: "{{ card.text }}"\n    when: "{{ not inside }}"\n',
    )
    edit(
        root / "content/demo/rules.yaml",
        "      3. Discard down to five cards.\n",
        "      3. Discard down to five cards.\n\n      ![Dawn](deck/dawn)\n",
    )
    built = run_pnp(root, "build", "demo", "--paper", "a4")
    assert built.exit_code == 0 and ": warning: " not in built.output, built.output
    out = root / "output/demo"
    assert word_boxes(out / "demo-setups-a4.pdf", 0, "Dusk")  # the card is drawn, its title with it
    assert not word_boxes(out / "demo-setups-a4.pdf", 0, "Draw a card")  # its text left out inside the set-up
    assert word_boxes(out / "demo-rules-a4.pdf", 0, "Draw a card")  # a rulebook figure of it keeps its text
    assert word_boxes(out / "demo-deck-a4.pdf", 0, "Draw a card")  # and so does the card as it prints

"""What the Rust & Ruin walkthrough found (a skirmish game played with paper standees, rulers and templates
instead of miniatures): a standee's number printed on its base tab, ..."""

from __future__ import annotations

from conftest import edit, line_of, new_game, run_pnp

MANIFEST = "content/demo/game.yaml"

FIGHTERS = """  - id: fighters
    kind: standees
    title: Fighters
    source: fighters.yaml
    face: demo/standee
    back: demo/standee
    fields:
      number: {type: integer}
"""

STANDEE = """size: [30, 50]
elements:
  ground: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}", fill: "#e9d3b4",
           h: "{{ trim.h + 12 + 2 * bleed }}"}  # the base tabs too
  name:
    type: text
    text: "{{ card.title }}"
    x: 5
    y: 20
    w: 20
    h: 6
    font: Lato
    size: 8
    align: center
  number:
    type: text
    text: "{{ card.number }}"
    x: 5
    y: "{{ trim.h + 2 }}"
    w: 20
    h: 8
    font: Vollkorn
    bold: true
    size: 16
    align: center
    valign: middle
"""


def _skirmish(tmp_path):
    """The demo game with a component of two standees, their numbers printed on their base tabs."""
    root = new_game(tmp_path)
    edit(root / MANIFEST, "  - id: rules\n", FIGHTERS + "  - id: rules\n")
    (root / "content/demo/fighters.yaml").write_text(
        "standees:\n  - {id: boss, title: Boss, number: 1}\n  - {id: brute, title: Brute, number: 2}\n"
    )
    (root / "templates/demo/standee.yaml").write_text(STANDEE)
    return root


def _findings(root) -> list[str]:
    result = run_pnp(root, "validate", "demo")
    assert result.exception is None, result.output
    return [row for row in result.output.splitlines() if ": error: " in row or ": warning: " in row]


def test_a_standee_s_number_on_its_base_tab_is_on_the_piece(tmp_path):
    # Before: "element 'number': what it prints lies off the 30 × 50 mm piece …, so it does not print", of the
    # number the README has the standee print on its base tab (and the sheet did print it there).
    root = _skirmish(tmp_path)
    assert _findings(root) == []
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    from pdfread import page_texts

    words = page_texts(root / "output/demo/demo-fighters-a4.pdf")[0].split()
    assert "1" in words and "2" in words
    # A number run off the tab's end is cut there: told at its y:, as text in a card's safe zone is.
    template = root / "templates/demo/standee.yaml"
    edit(template, 'y: "{{ trim.h + 2 }}"', 'y: "{{ trim.h + 8 }}"')
    assert _findings(root) == [
        f"templates/demo/standee.yaml:{line_of(template, 'trim.h + 8')}: error: template 'demo/standee': element "
        "'number', first on standee 'boss': text on the base tab reaches into the 3.175 mm just inside the tab's cut "
        "edge (the tab is 12 mm below the trim, the imposition's base:), where a cut that wanders clips it; move it up "
        "or in, or give its box more margin [text-outside-safe]"
    ]
    # Below the tab it prints nowhere, as before; and a standee folded without tabs has none to print on.
    edit(template, 'y: "{{ trim.h + 8 }}"', 'y: "{{ trim.h + 20 }}"')
    found = _findings(root)
    assert len(found) == 1 and "element 'number': what it prints lies off the 30 × 50 mm piece" in found[0], found
    edit(template, 'y: "{{ trim.h + 20 }}"', 'y: "{{ trim.h + 2 }}"')
    no_tabs = "    back: demo/standee\n    imposition: {strategy: fold, base: 0}\n"
    edit(root / MANIFEST, "    back: demo/standee\n", no_tabs)
    assert len(_findings(root)) == 1 and "[art-off-piece]" in _findings(root)[0]


def _bars(pdf) -> list[float]:
    """The lengths (mm) of the straight 0.6 pt lines on a file's first page: the footer's scale bar and its ends."""
    from pdfread import page_paths

    lengths = []
    for path in page_paths(pdf, 0):
        for points in path.subpaths if abs(path.stroke_width - 0.6) < 0.01 else ():
            (x0, y0), (x1, y1) = points[0], points[-1]
            lengths.append(round(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 * 25.4 / 72, 2))
    return lengths


def test_a_game_measured_in_inches_prints_an_inch_scale_bar_on_a4_too(tmp_path):
    # Before: A4 sheets carried only a 25 mm bar, and the README said to check an inch ruler against it.
    root = new_game(tmp_path)
    from pdfread import page_texts

    deck = root / "output/demo/demo-deck-a4.pdf"
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    assert "25 mm" in page_texts(deck)[0] and 25.0 in _bars(deck)
    edit(root / MANIFEST, "notice:", "words: {scale_bar: inch}\nnotice:")
    result = run_pnp(root, "build", "demo", "--paper", "a4")
    assert result.exit_code == 0, result.output
    for pdf in (deck, root / "output/demo/demo-rules-a4.pdf"):
        assert "1 in" in page_texts(pdf)[0] and "25 mm" not in page_texts(pdf)[0]
        assert 25.4 in _bars(pdf) and 25.0 not in _bars(pdf), _bars(pdf)
    # A metric game on Letter: 25 mm there too; a value pnp does not know is told with the ones it takes.
    edit(root / MANIFEST, "words: {scale_bar: inch}", "words: {scale_bar: mm}")
    assert run_pnp(root, "build", "demo", "--paper", "letter").exit_code == 0
    assert 25.0 in _bars(root / "output/demo/demo-deck-letter.pdf")
    edit(root / MANIFEST, "words: {scale_bar: mm}", "words: {scale_bar: inches}")
    found = _findings(root)
    assert len(found) == 1 and found[0].startswith(f"{MANIFEST}:{line_of(root / MANIFEST, 'scale_bar')}: error:")
    assert found[0].endswith("words.scale_bar: 'inches' is not one of: paper, inch, mm; did you mean 'inch'? [schema]")


def test_a_number_written_with_its_unit_is_told_to_drop_the_unit(tmp_path):
    # Before: "range: '12\"' is not a whole number: write digits alone, as 4", of a range written in inches.
    root = _skirmish(tmp_path)
    field = "      number: {type: integer}\n"
    edit(root / MANIFEST, field, field + "      range: {type: number}\n")
    fighters = root / "content/demo/fighters.yaml"
    fighters.write_text(
        "standees:\n"
        '  - {id: boss, title: Boss, number: 1, range: 12"}\n'
        "  - {id: brute, title: Brute, number: 2, range: 2.5 in}\n"
        "  - {id: runt, title: Runt, number: 3 mm}\n"
        "  - {id: dog, title: Dog, number: 4.5 in, range: six}\n"
    )
    assert [row.split(": error: ")[1] for row in _findings(root)] == [
        "standee 'boss': range: '12\"' is not a number: write the number alone, without '\"', as 12 [schema]",
        "standee 'brute': range: '2.5 in' is not a number: write the number alone, without 'in', as 2.5 [schema]",
        "standee 'runt': number: '3 mm' is not a whole number: write the number alone, without 'mm', as 3 [schema]",
        "standee 'dog': number: '4.5 in' is not a whole number: write digits alone, as 4 [schema]",
        "standee 'dog': range: 'six' is not a number: write it in digits: 6 [schema]",
    ]


def test_a_component_without_the_fields_its_required_names_from_a_shared_source_is_one_finding(tmp_path):
    # Fighters printed as standees and as stat cards from one file: the cards' component written without the
    # standees' fields: (the anchor forgotten). Before: one "required: 'number' is no field of its entries" for each
    # field it requires, "did you mean 'count'?" and "declare it under fields: (number: {type: string})" among them.
    root = _skirmish(tmp_path)
    cards = "  - id: cards\n    kind: deck\n    source: fighters.yaml\n    face: demo/card\n    required: [number]\n"
    edit(root / MANIFEST, "  - id: rules\n", cards + "  - id: rules\n")
    source = line_of(root / MANIFEST, "source: fighters.yaml@2")
    assert _findings(root) == [
        f"{MANIFEST}:{source}: error: component 'cards' reads fighters.yaml as 'fighters' does, but its fields: does "
        "not name 'number', which its required: lists: give it the same fields: (fields: &fighters-fields on "
        "'fighters', fields: *fighters-fields here) [schema]"
    ]
    edit(root / MANIFEST, "    required: [number]\n", "    fields: {number: {type: integer}}\n    required: [number]\n")
    assert not [row for row in _findings(root) if "component 'cards'" in row or "[schema]" in row]


def test_a_back_of_another_size_is_one_finding_not_also_its_art_short_of_the_bleed(tmp_path):
    # A standee's back written 5 mm narrower than its face: before, the face's band, inherited, was also
    # "art-short-of-bleed" of the back (running past its trim, short of its bleed), at the face's line: a knock-on.
    root = _skirmish(tmp_path)
    face = root / "templates/demo/standee.yaml"
    face.write_text(
        face.read_text() + '  band:\n    type: rect\n    x: 4\n    y: 40\n    w: 22\n    h: 7\n    fill: "#7a3b16"\n'
    )
    (root / "templates/demo/standee-back.yaml").write_text("extends: demo/standee\nsize: [25, 50]\n")
    edit(root / MANIFEST, "    back: demo/standee\n", "    back: demo/standee-back\n")
    found = _findings(root)
    assert len(found) == 1 and found[0].startswith("templates/demo/standee-back.yaml:2: error: "), found
    assert found[0].endswith("write size: [30, 50] [imposition-mixed]"), found
    # Feet drawn a little onto the base tab end there, on the fold's far side: no cut runs along the foot.
    edit(root / "templates/demo/standee-back.yaml", "size: [25, 50]", "size: [30, 50]")
    edit(face, "    y: 40\n    w: 22\n    h: 7\n", "    y: 45\n    w: 22\n    h: 7\n")
    assert _findings(root) == []


def test_failures_of_a_check_over_a_written_list_each_say_their_item(tmp_path):
    # each: "['scavs', 'wardens']" with "the {{ item }} cost …, not 100": before, one finding said the scavs' and
    # hid the wardens' behind "(and 1 more like it from this line)": the second warband's total was never said.
    root = new_game(tmp_path)
    edit(root / MANIFEST, "| length >= 4", "| length >= 7")
    edit(root / MANIFEST, "at least 4 {{ item }} cards", "{{ item }}: {{ components.deck.cards | length }} cards")
    line = line_of(root / MANIFEST, "each: \"['sun', 'moon']\"")
    assert _findings(root) == [
        f"{MANIFEST}:{line}: error: the deck holds sun: 12 cards (found 6, expected at least 7); the deck holds moon: "
        "12 cards (found 6, expected at least 7) [check:both-suits]"
    ]
    edit(root / MANIFEST, "['sun', 'moon']", "range(5)")
    edit(root / MANIFEST, "selectattr('suit', 'eq', item) | list | length >= 7", "length < item")
    assert [row.split(": error: ")[1] for row in _findings(root)] == [
        "the deck holds 0: 12 cards (found 12, expected less than 0); the deck holds 1: 12 cards (found 12, expected "
        "less than 1); the deck holds 2: 12 cards (found 12, expected less than 2) (and 2 more) "
        "[check:both-suits]"
    ]


def test_an_inch_mark_after_a_digit_prints_as_typed(tmp_path):
    # The README said straight quotes become typographic ones, "write \" for inches"; a " after a digit stays one.
    root = new_game(tmp_path)
    rules = root / "content/demo/rules.yaml"
    edit(rules, "Collect the most :star: before the deck runs out.", 'Move 6" and shoot 12". "Charge" moves 3".')
    assert run_pnp(root, "build", "demo", "--paper", "a4").exit_code == 0
    from pdfread import page_texts

    text = " ".join(page_texts(root / "output/demo/demo-rules-a4.pdf")[0].split())
    assert 'Move 6" and shoot 12". \u201cCharge\u201d moves 3".' in text, text


def test_pnp_list_takes_the_games_to_list_as_validate_and_build_do(tmp_path):
    # Before: "pnp list demo" was a usage error ("Got unexpected extra argument (demo)").
    root = _skirmish(tmp_path)
    (root / "content/other").mkdir()
    (root / "content/other/game.yaml").write_text("title: Other\n")
    result = run_pnp(root, "list", "demo")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("demo  Demo  (14 pieces)\n") and "other" not in result.output, result.output
    assert "  fighters     standees     2 standees (2 different)  Fighters" in result.output
    result = run_pnp(root, "list", "dmeo")
    assert result.exit_code == 2 and "unknown game 'dmeo' (did you mean 'demo'?)" in result.output

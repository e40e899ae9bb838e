"""DESIGN.md's type and print standards, checked on every face: each rule has a template that breaks it."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, make_workspace, new_game, run_pnp

ACTION = "templates/labyrinth-deck/action.yaml"
FRAME = "templates/labyrinth-deck/frame.yaml"
TP_FACE = "templates/twisty-passages/face.yaml"

CASES = [
    # (rule, game, template, old, new, text on the reported line, words)
    (
        "type-too-small",
        "labyrinth-deck",
        ACTION,
        "    size: 7\n    min_size: 7\n    leading: 1.15",
        "    size: 6.5\n    min_size: 6.5\n    leading: 1.15",
        "min_size: 6.5",
        "never below 7 pt",
    ),
    (
        "type-sizes",
        "labyrinth-deck",
        ACTION,
        "    bold: true\n    size: 15\n",
        "    bold: true\n    size: 12\n",
        "    size: 12",  # the element the edit changed, in the template itself (not frame.yaml's size: line)
        "4 type sizes on one face: 7 pt (band, lock), 8.5 pt (body), 12 pt (stat), 15 pt (title)",
    ),
    (
        "icon-cap-height",
        "labyrinth-deck",
        ACTION,
        "    leading: 1.15\n",
        "    leading: 1.15\n    icon_scale: 1.3\n",
        "icon_scale: 1.3",
        "1.3× the cap height",
    ),
    ("ink-near-black", "labyrinth-deck", FRAME, '  ink: "#000000"', '  ink: "#2b2118"', 'ink: "#2b2118"', "vars.ink"),
    (
        "ink-near-black",
        "labyrinth-deck",
        "templates/labyrinth-deck/rules.yaml",
        '  text: "#000000"',
        '  text: "#2b2118"',
        'text: "#2b2118"',
        "rulebook style 'labyrinth-deck/rules': colors: text: 9.5 pt body text in near-black #2b2118",
    ),
    ("thin-near-trim", "twisty-passages", TP_FACE, "  inset: 3.2", "  inset: 2.2", "stroke_width: 0.5", "within 3 mm"),
    (
        "text-outside-safe",
        "labyrinth-deck",
        ACTION,
        '    x: 6.5\n    y: 57\n    w: "{{ trim.w - 13 }}"',
        '    x: 1.5\n    y: 57\n    w: "{{ trim.w - 3 }}"',
        "    x: 1.5",
        "element 'body', first on card 'scout-ahead': text reaches into the 3.175 mm just inside the trim",
    ),
    (
        "text-contrast",
        "labyrinth-deck",
        ACTION,
        '    align: center\n    color: "#23395d"',
        '    align: center\n    color: "#a0a8c0"',
        'color: "#a0a8c0"',
        "15 pt text in #a0a8c0 on #f3ead7 (element 'background') on card 'forge-a-path' has a contrast of 1.98:1; "
        "large text needs 3:1",
    ),
]


@pytest.mark.parametrize(
    ("rule", "game", "template", "old", "new", "needle", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_each_type_rule_finds_its_broken_template(tmp_path, rule, game, template, old, new, needle, words):
    root = make_workspace(tmp_path, game)
    clean = run_pnp(root, "validate", game)
    assert f"[{rule}]" not in clean.output
    edit(root / template, old, new)
    result = run_pnp(root, "validate", game)
    found = [row for row in result.output.splitlines() if row.endswith(f"[{rule}]")]
    assert len(found) == 1, result.output  # one finding per root cause, however many cards
    path, line = found[0].split(": ")[0].rsplit(":", 1)
    assert needle in (root / path).read_text(encoding="utf-8").splitlines()[int(line) - 1], found[0]
    assert words in found[0]
    assert result.exception is None


def test_text_under_an_icon_drawn_after_it_is_found(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    clean = run_pnp(root, "validate")
    assert "[text-overlap]" not in clean.output
    stamp = "  stamp:\n    type: icon\n    name: d20\n    x: 24\n    y: 60\n    w: 10\n    h: 10\n"
    action.write_text(action.read_text(encoding="utf-8") + stamp, encoding="utf-8")
    result = run_pnp(root, "validate")
    found = [row for row in result.output.splitlines() if row.endswith("[text-overlap]")]
    assert len(found) == 1, result.output  # once for the template, not once per action card
    assert found[0].startswith(f"{ACTION}:{line_of(action, '    y: 57')}: warning:")
    assert "text of element 'body' runs" in found[0] and "under element 'stamp'" in found[0]


STRIPE = '  stripe:\n    type: rect\n    x: 20\n    y: 51.5\n    w: 24\n    h: 3\n    fill: "#e8dcc0"\n'
STAT = "  stat:\n    type: text\n"


def _overlaps(result) -> list[str]:
    return [row for row in result.output.splitlines() if row.endswith("[text-overlap]")]


@pytest.mark.parametrize("command", ["validate", "build"])
def test_text_under_a_fill_drawn_after_it_is_found(tmp_path, command):
    """A rect drawn after the stat's text hides it: one warning (not one per action card), at the line that
    places the text, naming both elements."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    action.write_text(action.read_text(encoding="utf-8") + STRIPE, encoding="utf-8")
    result = run_pnp(root, command, "labyrinth-deck", *(["--out", str(tmp_path / "out")] if command == "build" else []))
    found = _overlaps(result)
    assert len(found) == 1, result.output
    assert found[0].startswith(f"{ACTION}:{line_of(action, '    y: 49')}: warning:"), found[0]
    assert "text of element 'stat' runs" in found[0] and "under element 'stripe', whose fill hides it," in found[0]
    depth = [float(v) for v in found[0].split(" runs ")[1].split(" mm")[0].split(" × ")]
    assert depth[1] == pytest.approx(3.0, abs=0.05), found[0]  # the stripe's height, all inside the stat's ink


NOTE_AND_STAMP = (
    '  note:\n    type: text\n    text: "A long first line of words here\\nShort"\n    x: 10\n    y: 60\n    w: 45\n'
    '    h: 12\n    font: Lato\n    size: 9\n    color: "#000000"\n'
    '  stamp:\n    type: rect\n    x: 12\n    y: 63.2\n    w: 40\n    h: 6\n    fill: "#ffffff"\n'
)


def test_a_fill_over_a_short_line_is_found_beside_a_long_line_it_only_grazes(tmp_path):
    """The stamp reaches 0.2 mm into the foot of the note's long first line (a graze, no finding) and covers
    its short second line: the line it covers most both ways is the one said, not the one it reaches furthest
    across (which had hidden it)."""
    root = new_game(tmp_path)
    card = root / "templates/demo/card.yaml"
    card.write_text(card.read_text(encoding="utf-8") + NOTE_AND_STAMP, encoding="utf-8")
    found = [row for row in _overlaps(run_pnp(root, "validate")) if "text of element 'note' runs" in row]
    assert len(found) == 1, found
    assert "text of element 'note' runs 5.6 × 2.9 mm under element 'stamp', whose fill hides it" in found[0]


@pytest.mark.parametrize(
    ("where", "stripe"),
    [
        ("before", STRIPE),  # under the text: a background (text-contrast's business)
        ("after", STRIPE.replace("x: 20", "x: 4").replace("w: 24", "w: 4")),  # beside the text
        ("after", STRIPE.replace('    fill: "#e8dcc0"\n', '    fill: "#e8dcc0"\n    opacity: 0.5\n')),  # see-through
        ("after", STRIPE.replace('"#e8dcc0"', '"#e8dcc080"')),  # a colour with alpha
        (  # a frame round the text, with a hole where the text is (drawn even-odd): its bounds cover it
            "after",
            "  stripe:\n    type: path\n    x: 20\n    y: 48\n    d: M0 0 H24 V9 H0 Z M1 0.5 H23 V8.5 H1 Z\n"
            '    fill: "#e8dcc0"\n',
        ),
    ],
    ids=["before", "beside", "opacity", "alpha", "frame-with-a-hole"],
)
def test_a_fill_that_does_not_hide_the_text_is_not_a_text_overlap(tmp_path, where, stripe):
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    if where == "before":
        edit(action, STAT, stripe + STAT)
    else:
        action.write_text(action.read_text(encoding="utf-8") + stripe, encoding="utf-8")
    result = run_pnp(root, "validate", "labyrinth-deck")
    assert not _overlaps(result), result.output
    assert result.exception is None


def test_a_child_templates_stripe_over_an_inherited_title_is_found_at_the_childs_line(tmp_path):
    """The title is the parent's (frame.yaml), the stripe over it the action template's own: the finding is
    where the stripe is written, not at the title's line that every other child shares."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    stripe = '  stripe:\n    type: rect\n    x: 0\n    y: 8.2\n    w: "{{ trim.w }}"\n    h: 2\n    fill: "#ffffff"\n'
    action.write_text(action.read_text(encoding="utf-8") + stripe, encoding="utf-8")
    found = _overlaps(run_pnp(root, "validate", "labyrinth-deck"))
    assert len(found) == 1, found
    assert found[0].startswith(f"{ACTION}:{line_of(action, '    y: 8.2')}: warning:"), found[0]
    assert "template 'labyrinth-deck/action': text of element 'title' runs" in found[0]
    assert "under element 'stripe'" in found[0]


def test_contrast_is_measured_against_what_is_painted_under_the_text(tmp_path):
    """White letters fail on the parchment, pass on a dark medallion moved under them, and are not
    judged on a translucent one (what colour shows through is not known)."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    edit(action, '    align: center\n    color: "#23395d"', '    align: center\n    color: "#ffffff"')
    on_paper = run_pnp(root, "validate", "labyrinth-deck").output
    assert "element 'stat': 15 pt text in #ffffff on #f3ead7 (element 'background')" in on_paper
    edit(action, "    y: 26.5\n    w: 22\n    h: 22\n", "    y: 26.5\n    w: 22\n    h: 32\n")
    assert "[text-contrast]" not in run_pnp(root, "validate", "labyrinth-deck").output
    edit(action, "    h: 32\n", "    h: 32\n    opacity: 0.5\n")
    assert "[text-contrast]" not in run_pnp(root, "validate", "labyrinth-deck").output


@pytest.mark.parametrize("game", ["labyrinth-deck", "fanucci", "twisty-passages"])
def test_rulebook_text_prints_in_pure_black(built, game):
    """Small text in one ink (DESIGN.md's print facts): a rulebook's body is #000000, never a near-black
    that a printer lays down in four inks (the default style's #1c1c1c was)."""
    import re

    from pdfread import reader

    colours = set()
    for page in reader(built(game) / f"{game}-rules-letter.pdf").pages:
        data = page.get_contents().get_data().decode("latin-1")
        colours |= {tuple(float(v) for v in m) for m in re.findall(r"([\d.]+) ([\d.]+) ([\d.]+) rg", data)}
    near_black = {c for c in colours if max(c) <= 0.2 and max(c) > 0}
    assert (0, 0, 0) in colours and not near_black, near_black


def test_a_text_shrunk_to_fit_counts_at_its_template_size(tmp_path):
    """An action card whose long title shrinks from 15 pt prints no fourth level of the hierarchy: the
    shrink is listed by --fit at the card's title, not as a type-sizes warning."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    long_title = "title: Scout Ahead Through the Darkest and Most Twisted Halls"
    edit(root / "content/labyrinth-deck/actions.yaml", "title: Scout Ahead", long_title)
    result = run_pnp(root, "validate", "labyrinth-deck", "--fit")
    fits = [row for row in result.output.splitlines() if "fit:" in row and "title shrank from 15" in row]
    assert len(fits) == 1, result.output
    assert "[type-sizes]" not in result.output


@pytest.mark.parametrize(("d", "near"), [("M 0 70 L 30 76 L 63.5 70 Z", False), ("M 0 70 L 30 76 L 60 70 Z", True)])
def test_a_closed_paths_last_side_right_across_the_card_is_cut_where_meant(tmp_path, d, near):
    """A thin outline whose closing side (the ``Z``) runs right across the card, trim to trim, is cut at both
    its ends as a grid line is, and is no finding; the same outline stopping 3.5 mm short of the right trim has
    its left end on the trim, which a wandering cut shows uneven. Before, a path's ``Z`` was not read here."""
    root = make_workspace(tmp_path, "labyrinth-deck")
    action = root / ACTION
    wedge = f'  wedge:\n    type: path\n    d: "{d}"\n    stroke: "#23395d"\n    stroke_width: 0.31\n'
    action.write_text(action.read_text(encoding="utf-8") + wedge, encoding="utf-8")
    result = run_pnp(root, "validate", "labyrinth-deck")
    found = [row for row in result.output.splitlines() if row.endswith("[thin-near-trim]")]
    assert found == (
        [
            f"{ACTION}:{line_of(action, 'stroke_width: 0.31')}: warning: template 'labyrinth-deck/action': element "
            "'wedge': a 0.31 mm line within 3 mm of the trim; a cutting or duplex shift makes it visibly uneven: "
            "move it 3 mm in, or make it solid and over 0.5 mm [thin-near-trim]"
        ]
        if near
        else []
    ), result.output

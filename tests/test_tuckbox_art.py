"""A deck's ``tuckbox: {art: <template>}``: the art its tuck box's panels show, where its cards' backs differ (a
quiz deck's answers) and the box was plain white; a template of the game laid out with no card, scaled to cover."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import edit, line_of, new_game, run_pnp
from pdfread import MM, page_texts, render

from pnp.core.papers import paper
from pnp.impose.tuckbox import arrange, tuck_box

GREEN = (0x1F, 0x6F, 0x3F)  # the box art's ground
SUIT_BACK = """  suit:
    type: text
    text: "{{ card.suit }}"
    x: 8
    y: 10
    w: "{{ trim.w - 16 }}"
    h: 8
    size: 9
    align: center
    color: "#f4ead2"
"""


def _game(tmp_path: Path, art: str | None = "demo/box") -> Path:
    """pnp new's demo with a back of each suit (its backs differ: no card's back may stand on the box) and a
    square template of box art, green, printing "Box of Demo"; the deck's ``tuckbox: {art: …}`` names ``art``."""
    root = new_game(tmp_path)
    back = root / "templates" / "demo" / "back.yaml"
    box = back.read_text().replace("#2b2d42", "#1f6f3f").replace("size: poker", "size: [80, 80]")
    (root / "templates" / "demo" / "box.yaml").write_text(box.replace("{{ game.title }}", "Box of {{ game.title }}"))
    saving = '    name: {color: "#2b2d42"}\n'  # the ink-saving look: dark words on the paper
    back.write_text(back.read_text().replace(saving, saving + saving.replace("name", "suit")) + SUIT_BACK)
    if art is not None:
        edit(
            root / "content/demo/game.yaml",
            "    back: demo/back\n",
            f"    back: demo/back\n    tuckbox: {{art: {art}}}\n",
        )
    return root


def _export(root: Path, out: Path, *options: str):
    return run_pnp(root, "export", "tuckbox", "--paper", "letter", "--out", str(out), *options)


def _corners(pdf: Path) -> list[tuple[int, int, int]]:
    """The colour 1.5 mm inside each corner of the box's front and back panels, as the page prints."""
    dpi = 100
    image = render(pdf, 0, dpi)
    (sheet,) = arrange(tuck_box(63.5, 88.9, 12), paper("letter").size)
    panels = [sheet.nets[0].panels[name] for name in ("front", "back")]
    points = [
        (x, y)
        for p in panels
        for x in (p.x + 1.5, p.right - 1.5)
        for y in (p.y + 1.5, p.top - 1.5)  # mm, y up
    ]
    scale = MM * dpi / 72
    return [image.getpixel((round(x * scale), round(image.height - y * scale))) for x, y in points]


def test_a_deck_whose_backs_differ_gets_the_art_its_tuckbox_names_covering_its_panels(tmp_path):
    """The demo's backs print each card's suit: its box was plain white. With tuckbox: {art: demo/box} both
    panels show the template (its words, its green reaching every corner: a square template covers the upright
    panel), the titles still on their white panel; --ink-saver adds the box in the template's ink-saving look."""
    root = _game(tmp_path)
    valid = run_pnp(root, "validate")
    assert valid.exit_code == 0 and "0 errors, 0 warnings" in valid.output, valid.output
    result = _export(root, tmp_path / "out", "--ink-saver")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "demo" / "tuckbox"
    assert sorted(p.name for p in folder.iterdir()) == ["deck-ink-saver-tuckbox-letter.pdf", "deck-tuckbox-letter.pdf"]
    pdf = folder / "deck-tuckbox-letter.pdf"
    text = page_texts(pdf)[0]
    assert text.count("Box of Demo") == 2  # the front's and the back's
    assert "Deck: 12 cards" in text and "moon" not in text
    assert _corners(pdf) == [GREEN] * 8
    saving = folder / "deck-ink-saver-tuckbox-letter.pdf"
    assert page_texts(saving)[0].count("Box of Demo") == 2
    assert _corners(saving) == [(255, 255, 255)] * 8  # its ink-saving ground: the paper


def test_without_art_a_deck_whose_backs_differ_keeps_its_plain_panels(tmp_path):
    root = _game(tmp_path, art=None)
    result = _export(root, tmp_path / "out", "--ink-saver")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "demo" / "tuckbox"
    assert sorted(p.name for p in folder.iterdir()) == ["deck-tuckbox-letter.pdf"]  # no art to save ink on
    pdf = folder / "deck-tuckbox-letter.pdf"
    assert "Box of Demo" not in page_texts(pdf)[0] and "Demo" in page_texts(pdf)[0]
    assert _corners(pdf) == [(255, 255, 255)] * 8


def test_box_art_may_be_the_back_without_what_tells_a_card_apart(tmp_path):
    """The README's way to show a card's side: a template that extends the back and leaves out (null) the
    element that reads the card; the back itself, which reads it, is refused (below)."""
    root = _game(tmp_path, art="demo/plain-back")
    (root / "templates/demo/plain-back.yaml").write_text("extends: demo/back\nelements:\n  suit: null\n")
    result = _export(root, tmp_path / "out")
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "demo" / "tuckbox" / "deck-tuckbox-letter.pdf"
    assert _corners(pdf) == [(0x2B, 0x2D, 0x42)] * 8  # the back's ground


SECOND_DECK = """  - id: extra
    kind: deck
    title: Extra
    source: extra.yaml
    face: demo/card
    fields:
      suit: {enum: [sun, moon]}
    tuckbox: {with: deck, art: demo/box}
"""


@pytest.mark.parametrize(
    ("slip", "file", "needle", "message"),
    [
        (
            "demo/bx",
            "content/demo/game.yaml",
            "tuckbox: {art: demo/bx}",
            "template 'demo/bx' not found in templates/; did you mean 'demo/box'? [template-missing]",
        ),
        (
            "demo/back",
            "templates/demo/back.yaml",
            'text: "{{ card.suit }}"',
            "tuck box art 'demo/back' reads the card in element 'suit' (text:): the box holds every card and shows "
            "none; print there only what every card shares (game.title, vars), or name another template "
            "[tuckbox-art]",
        ),
        (
            "sheet",
            "content/demo/game.yaml",
            "tuckbox: {art: demo/box}",
            "deck 'deck': tuckbox art 'demo/box': the deck is printed as sheets to write on (imposition: sheet), "
            "which no tuck box holds: remove art: [tuckbox-art]",
        ),
        (
            "with",
            "content/demo/game.yaml",
            "tuckbox: {with: deck, art: demo/box}",
            "deck 'extra': tuckbox art 'demo/box': the deck goes in the box of 'deck' (with:), which gets no art of "
            "this deck's: give art: to 'deck', or remove it here [tuckbox-art]",
        ),
    ],
)
def test_box_art_that_cannot_be_printed_is_one_finding_at_its_line_from_validate_and_export(
    tmp_path, slip, file, needle, message
):
    """A misspelt template, one that reads the card (the box shows none), art where the deck gets no box of its
    own: one finding at the line to change, the same from pnp validate as from the export it stops."""
    root = _game(tmp_path, art={"sheet": "demo/box", "with": "demo/box"}.get(slip, slip))
    manifest = root / "content/demo/game.yaml"
    if slip == "sheet":
        edit(manifest, "    tuckbox: {art: demo/box}\n", "    tuckbox: {art: demo/box}\n    imposition: sheet\n")
    if slip == "with":
        edit(manifest, "  - id: rules\n", SECOND_DECK + "  - id: rules\n")
        (root / "content/demo/extra.yaml").write_text(
            "cards:\n  - {id: spare, title: Spare, suit: sun, text: A spare card.}\n"
        )
    finding = f"{file}:{line_of(root / file, needle)}: error: {message}"
    for command in (("validate",), ("export", "tuckbox", "--out", str(tmp_path / "out"))):
        result = run_pnp(root, *command)
        assert result.exit_code == 1 and result.exception is None, result.output
        errors = [line for line in result.output.splitlines() if ": error: " in line]
        assert errors == [finding], result.output
    assert not (tmp_path / "out" / "demo" / "tuckbox").exists()

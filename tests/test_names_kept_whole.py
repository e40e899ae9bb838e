"""Names a line never parts: a [[reference]] of up to three words stays on one line where the text allows
(the text engine), and the shipped rules write the other names they must keep whole with no-break spaces."""

from __future__ import annotations

import itertools
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from conftest import REPO
from pdfread import printed_chars

from pnp.core.findings import Findings
from pnp.core.textsyntax import parse
from pnp.core.workspace import Workspace
from pnp.layout.text import PlacedGlyphs, PlacedIcon, TextSetter, TextStyle
from pnp.load.fonts import FontBook
from pnp.load.icons import Icon

RULEBOOKS = [
    f"{game}/{game}-{book}-{look}.pdf"
    for game, book in (
        ("fanucci", "rules"),
        ("labyrinth-deck", "rules"),
        ("trap-map-galaxy", "rules"),
        ("trap-map-galaxy", "trap-guide"),
        ("twisty-passages", "rules"),
        ("twisty-tracks", "rules"),
    )
    for look in ("a4", "letter", "booklet-a4", "booklet-letter")
]
# each was split at a line's end in one of the shipped rulebooks ("the 3 of Fromps is Trebled / Fromps",
# "It holds 3 / cards at most")
NAMES = [
    *("Trebled Fromps", "Doubled Ears", "The Lobster", "The Snail"),  # Fanucci: references
    *("Monsters Are Approaching", "Forge A Path", "Right Paths", "Dead Ends"),  # The Labyrinth Deck
    *("Slide Back", "Reactivate a Trap"),  # Trap Map Galaxy
    *("Black Zone", "Green Zone", "Three Green Zone", "Speed Trap"),  # Twisty Passages
    *("Rio Grande Games", "CC BY 3.0"),  # Twisty Tracks' publisher, Fanucci's symbols' licence
    *("165 suited", "3 Trap", "3 cards", "\u201c1\u201d space"),  # a count and its noun
]


def _columns(path: Path) -> list[list[str]]:
    """The body lines (7 pt and up: no footer) of each half page, top to bottom: a rulebook's columns, a
    booklet's pages."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        found = []
        for page in pdf:
            half = page.get_width() / 2
            rows: dict[tuple[bool, int], list[tuple[float, str]]] = {}
            for x, y, size, char in printed_chars(page):
                if size >= 7 and char not in "\r\n\ufffe\x00":
                    rows.setdefault((x >= half, round(y)), []).append((x, char))
            for right in (False, True):
                lines = sorted(((y, row) for (side, y), row in rows.items() if side == right), reverse=True)
                found.append(
                    [" ".join("".join(c for _, c in sorted(row)).replace("\xa0", " ").split()) for _, row in lines]
                )
        return found
    finally:
        pdf.close()


@pytest.mark.parametrize("name", RULEBOOKS)
def test_no_line_of_a_shipped_rulebook_ends_inside_a_name(shipped, name):
    parted = []
    for lines in _columns(shipped / name):
        for above, below in itertools.pairwise(lines):
            for words in (n.split() for n in NAMES):
                for cut in range(1, len(words)):
                    head, tail = " ".join(words[:cut]), " ".join(words[cut:])
                    if (above == head or above.endswith(f" {head}")) and below.startswith(tail):
                        parted.append(f"{above[-30:]} / {below[:30]}")
    assert not parted, parted


def _setter() -> tuple[TextSetter, TextStyle]:
    fonts = FontBook(Workspace(REPO).fonts)
    style = TextStyle(fonts.default_family, 10.0)
    assert fonts.ready(style.family.face(False, False), Findings())
    return TextSetter(fonts, lambda name: None), style


def _lines(text: str, width: float) -> list[str]:
    setter, style = _setter()
    layout = setter.lay_out(parse(text), style, width)
    assert max(line.width for line in layout.lines) <= width + 0.01
    return [
        "".join(item.text for item in line.items if isinstance(item, PlacedGlyphs)).strip() for line in layout.lines
    ]


def test_a_reference_of_up_to_three_words_stays_on_one_line():
    """A column just wide enough for "Then you may play the Monsters" breaks inside the name when it is
    plain text, and before it when it is a [[reference]]; a four-word reference breaks as text does."""
    setter, style = _setter()
    width = setter.lay_out(parse("Then you may play the Monsters"), style, 1000).lines[0].width + 1
    assert _lines("Then you may play the Monsters Are Approaching card at once.", width) == [
        "Then you may play the Monsters",
        "Are Approaching card at once.",
    ]
    assert _lines("Then you may play the [[Monsters Are Approaching]] card at once.", width) == [
        "Then you may play the",
        "Monsters Are Approaching card",
        "at once.",
    ]
    assert _lines("Then you may play the [[Monsters Are Still Approaching]] card.", width)[0].endswith("Monsters")


def test_a_reference_wider_than_its_column_breaks_between_its_words():
    setter, style = _setter()
    width = setter.lay_out(parse("Approaching"), style, 1000).lines[0].width + 1  # narrower than the name
    assert _lines("[[Monsters Are Approaching]]", width) == ["Monsters", "Are", "Approaching"]


def test_an_amount_stays_on_its_line_with_the_icon_after_it():
    """ "score 6 :point:" never ends a line after the 6 (a typesetter keeps an amount with its unit); a word
    that is not an amount still may part from the icon after it."""
    plain, style = _setter()
    icon = Icon("point", Path("point.svg"), 10.0, 10.0, True, b"", "")
    setter = TextSetter(plain.fonts, lambda name: icon)

    def lines(text: str) -> list[str]:
        width = setter.lay_out(parse(text.split(" :")[0]), style, 1000).lines[0].width + 1  # up to the icon
        shown = []
        for line in setter.lay_out(parse(text), style, width).lines:
            items = sorted(line.items, key=lambda item: item.x)
            words = "".join(f" :{item.icon.name}: " if isinstance(item, PlacedIcon) else item.text for item in items)
            shown.append(" ".join(words.split()))
        return shown

    assert lines("Then you score 6 :point: now.") == ["Then you score", "6 :point: now."]
    assert lines("Then you score +1 :point: now.") == ["Then you score", "+1 :point: now."]
    assert lines("Then you score six :point: now.") == ["Then you score six", ":point: now."]

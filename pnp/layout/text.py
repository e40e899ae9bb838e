"""Text layout: paragraphs of styled runs and inline icons broken into lines, measured, fitted.

Every width scales with the type size, so a text is measured once at 1 pt and each
size tried while shrinking to fit only re-breaks lines. An inline icon stands on the
baseline at the face's cap height (times ``icon_scale``) and is glued to the word
after it: a line never ends with an icon whose word went to the next line.
Lines follow the CSS model: each is ``leading`` tall with the text centred in it.
Lines break greedily (as many words on a line as fit), "pretty" like CSS ``text-wrap: pretty``
(greedily, but a paragraph's last line is never one word alone when moving words down from the
lines above it keeps the number of lines), or balanced like CSS ``text-wrap: balance``: as few
lines as greedy breaking needs, as even as that many allow.
A word breaks only where a soft hyphen (U+00AD) is written into it: there a line may end, with a
hyphen drawn; a soft hyphen where the line goes on prints nothing. A compound written with a hyphen
("one-sided", "Labyrinth-Karte") may also end a line after it, the hyphen printed as written, where
the text needs it: a text that fits its box (at a size, within its most lines) or its column with
its compounds whole keeps them whole, as a typesetter breaks one only to spare a smaller size or an
overflow. Only a hyphen (U+002D or U+2010) of a text run (no reference's name) with two letters at least just before
it and three just after (TeX's least parts of a hyphenated word), not in a word with a ".", "/", "@",
":" or "\\" inside (an address: "game-icons.net"), so "-5", "+1/-1", "3-8", "E-Mail" and a dash never
break. The parts of a word broken at a hyphen count as one word where pretty breaking counts them.
A reference's name of up to three words ("[[The Lobster]]", "[[Monsters Are Approaching]]") is kept
on one line the same way: where the text fits with the names whole, no line ends inside one; a longer
name, or one a text can only fit by breaking it, breaks between its words as any text does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from pnp.core.capitals import capitals
from pnp.core.color import BLACK, Color
from pnp.core.geometry import MM
from pnp.core.textsyntax import Paragraph, Run
from pnp.layout.face import IconItem, TextItem
from pnp.load.fonts import Chain, Face, Family, FontBook
from pnp.load.icons import Icon

SHRINK_STEP = 0.25  # pt
EPSILON = 0.01  # pt of tolerance when comparing a width or height with its box
SOFT_HYPHEN = "\u00ad"  # a place where a long word may break, with a hyphen drawn at the line's end
# where a line may end after a compound's hyphen: two letters and a hyphen before, three letters after
HARD_HYPHEN_BREAK = re.compile(r"(?<=[^\W\d_]{2}[-\u2010])(?=[^\W\d_]{3})")
ADDRESS = re.compile(r"[./@:\\]\w")  # a web or mail address, a file name: its hyphens never break a line
AMOUNT = re.compile(r"[+\-\u2212±]?\d+[×x]?")  # "6", "+1", "2×": kept on one line with the icon after it
LEAST_LINES = 2  # lines a split paragraph keeps at the foot of a column and at the head of the next
PRETTY_LINES = 4  # lines at the end of a paragraph that pretty breaking may set again (as CSS's pretty does)


@dataclass(frozen=True)
class TextStyle:
    family: Family
    size: float  # pt
    bold: bool = False
    italic: bool = False
    leading: float = 1.2  # × size
    align: str = "left"  # left, center, right
    color: Color = BLACK
    icon_scale: float = 1.0  # × the cap height
    paragraph_gap: float = 0.35  # × size
    upper: bool = False
    wrap: str = "pretty"  # pretty, greedy or balance (lines as even as their number allows); see the module
    max_lines: int | None = None  # shrink (down to the least size) rather than take more lines


@dataclass(frozen=True)
class _Atom:
    """An unbreakable bit of a unit at 1 pt: glyphs in one face, a glued space, or an icon."""

    width: float
    text: str = ""
    face: Face | None = None
    icon: Icon | None = None


@dataclass
class _Unit:
    """A run that never breaks (a word with the icons glued to it) and what follows it."""

    atoms: list[_Atom] = field(default_factory=list)
    space_after: float = 0.0  # width of the breakable space after it, at 1 pt
    space_face: Face | None = None  # the face that space (or the hyphen) is set in
    hard_break: bool = False  # a line break after it
    hyphen: float = 0.0  # a soft hyphen after it (no space): the hyphen's width at 1 pt, drawn if a line ends here

    @cached_property
    def width(self) -> float:
        """Its atoms' width at 1 pt: read only once it is done (breaking reads it many times)."""
        return sum(atom.width for atom in self.atoms)

    @cached_property
    def end_width(self) -> float:
        """Its width when a line ends after it: with its hyphen, if it is a soft hyphen's break."""
        return self.width + self.hyphen

    @property
    def seen(self) -> str:
        """What a reader sees of it, an icon as a word: words glued by a no-break space count apart, a
        word or an icon and the punctuation of another run after it ("[[Ears]].", ":defence:.") count as one."""
        return "".join(" icon" if atom.icon is not None else atom.text for atom in self.atoms)


class _Units:
    """Units of a paragraph as they are cut: the finished ones and the one being built."""

    def __init__(self) -> None:
        self.done: list[_Unit] = []
        self.current = _Unit()

    def flush(self, space: float = 0.0, face: Face | None = None, hard: bool = False, hyphen: float = 0.0) -> None:
        if self.current.atoms or hard:
            self.current.space_after, self.current.space_face, self.current.hard_break = space, face, hard
            self.current.hyphen = hyphen
            self.done.append(self.current)
        self.current = _Unit()


@dataclass(frozen=True)
class PlacedGlyphs:
    x: float  # pt from the box's left edge
    text: str
    face: Face


@dataclass(frozen=True)
class PlacedIcon:
    x: float
    width: float
    height: float
    icon: Icon


@dataclass
class Line:
    baseline: float  # pt below the top of the text
    width: float
    items: list[PlacedGlyphs | PlacedIcon]
    top: float = 0.0  # the line box, pt below the top of the text
    bottom: float = 0.0

    def moved(self, dy: float) -> Line:
        return Line(self.baseline + dy, self.width, self.items, self.top + dy, self.bottom + dy)


@dataclass
class TextLayout:
    lines: list[Line]
    size: float
    height: float  # pt
    widest: float  # the widest unbreakable unit, pt
    color: Color
    widest_word: str = ""  # that unit's letters (a findings' words: which word is too long for its box)

    def primitives(self, x: float, y: float, box_height: float = 0.0, valign: str = "top") -> list[TextItem | IconItem]:
        """The laid-out text as display items, its box's top-left corner at (x, y) mm."""
        used = self.height / MM
        top = y + {"middle": (box_height - used) / 2, "bottom": box_height - used}.get(valign, 0.0)
        items: list[TextItem | IconItem] = []
        for line in self.lines:
            baseline = top + line.baseline / MM
            for placed in line.items:
                left = x + placed.x / MM
                if isinstance(placed, PlacedGlyphs):
                    items.append(TextItem(left, baseline, placed.text, placed.face.name, self.size, self.color))
                else:
                    height = placed.height / MM
                    color = self.color if placed.icon.monochrome else None
                    items.append(
                        IconItem(placed.icon.name, left, baseline - height, placed.width / MM, height, color, True)
                    )
        return items

    def split(self, height: float) -> tuple[TextLayout, TextLayout] | None:
        """The lines that fit in ``height`` pt and the rest, or None when that leaves an orphan or a widow:
        a paragraph leaves at least two lines on each side of a break (so one of three lines moves whole).
        A break that would leave one line alone at the head of the next column takes a line more with it
        (four lines in room for three break two and two)."""
        fitting = min(sum(1 for line in self.lines if line.bottom <= height + EPSILON), len(self.lines) - LEAST_LINES)
        if fitting < LEAST_LINES:
            return None
        head, tail = self.lines[:fitting], self.lines[fitting:]
        shift = tail[0].top
        rest = [line.moved(-shift) for line in tail]
        return (
            TextLayout(head, self.size, head[-1].bottom, self.widest, self.color, self.widest_word),
            TextLayout(rest, self.size, self.height - shift, self.widest, self.color, self.widest_word),
        )


@dataclass
class _Broken:
    """A text broken into rows at one size, not yet placed: enough to judge whether it fits its box."""

    paragraphs: list[list[list[_Unit]]]  # each paragraph's rows
    size: float
    width: float  # pt, the box's
    height: float  # pt
    widest: float  # the widest unbreakable unit, pt
    widest_word: str

    @property
    def line_count(self) -> int:
        return sum(map(len, self.paragraphs))


@dataclass
class Fitted:
    layout: TextLayout
    fits: bool


class TextSetter:
    """Lays out texts with one font book; icons come from a lookup (None for a missing icon)."""

    FITTED_KEPT = 2048  # fitted texts remembered (a deck repeats its rule lines; a 10,000-card deck must not grow)

    def __init__(self, fonts: FontBook, icon: Callable[[str], Icon | None]):
        self.fonts = fonts
        self.icon = icon
        self._fitted: dict[tuple, Fitted] = {}

    def lay_out(self, paragraphs: tuple[Paragraph, ...], style: TextStyle, width: float) -> TextLayout:
        """Break ``paragraphs`` into lines ``width`` points wide at the style's size; compounds break
        at their hyphens only if a word is wider than that otherwise."""
        for units in self._variants(paragraphs, style):
            broken = self._broken(units, style, style.size, width)
            if broken.widest <= width + EPSILON:
                break
        return self._placed(broken, style)

    def fit(
        self, paragraphs: tuple[Paragraph, ...], style: TextStyle, width: float, height: float, min_size: float
    ) -> Fitted:
        """The largest size from ``style.size`` down to ``min_size`` (in 0.25 pt steps) at which the text fits.

        The same text in the same style and box is fitted once (half of the five games' texts
        repeat one met before); the layout is shared, so it is never changed after it is made.
        """
        key = (paragraphs, style, width, height, min_size)
        fitted = self._fitted.get(key)
        if fitted is None:
            if len(self._fitted) >= self.FITTED_KEPT:
                self._fitted.clear()
            fitted = self._fitted[key] = self._fit(paragraphs, style, width, height, min_size)
        return fitted

    def _fit(
        self, paragraphs: tuple[Paragraph, ...], style: TextStyle, width: float, height: float, min_size: float
    ) -> Fitted:
        """The first size that fits within ``style.max_lines`` lines, else the first that fits at all;
        at each size the compounds kept whole first, then broken at their hyphens."""
        variants = self._variants(paragraphs, style)
        size = style.size
        first: _Broken | None = None
        while True:  # judged on the rows alone: only the chosen size's rows are placed
            for units in variants:
                broken = self._broken(units, style, size, width)
                fits = broken.height <= height + EPSILON and broken.widest <= width + EPSILON
                if fits and first is None:
                    first = broken
                if fits and (style.max_lines is None or broken.line_count <= style.max_lines):
                    return Fitted(self._placed(broken, style), fits)
            if size - SHRINK_STEP < min_size - 1e-9:
                return Fitted(self._placed(first, style), True) if first else Fitted(self._placed(broken, style), fits)
            size -= SHRINK_STEP

    def _variants(self, paragraphs: tuple[Paragraph, ...], style: TextStyle) -> list[list[list[_Unit]]]:
        """The text's units with its compounds and short references whole, then, if it has any, with a break
        after each compound's hyphen and between the names' words."""
        whole = self._units(paragraphs, style, False)
        if not any(
            HARD_HYPHEN_BREAK.search(run.value) or _kept_whole(run) for paragraph in paragraphs for run in paragraph
        ):
            return [whole]  # nothing to break: measured once
        broken = self._units(paragraphs, style, True)
        return [whole] if sum(map(len, broken)) == sum(map(len, whole)) else [whole, broken]

    def _units(self, paragraphs: tuple[Paragraph, ...], style: TextStyle, compounds: bool) -> list[list[_Unit]]:
        """Units of each paragraph; with ``compounds``, a line may end after a compound's hyphen and inside a
        short reference's name (else kept whole)."""
        return [self._paragraph_units(paragraph, style, compounds) for paragraph in paragraphs]

    def _paragraph_units(self, paragraph: Paragraph, style: TextStyle, compounds: bool) -> list[_Unit]:
        units = _Units()
        cap = self.fonts.metrics(style.family.face(style.bold, style.italic)).cap_height * style.icon_scale
        for index, run in enumerate(paragraph):
            if run.kind == "break":
                units.flush(hard=True)
            elif run.kind == "icon":
                icon = self.icon(run.value)
                if icon is not None:
                    units.current.atoms.append(_Atom(cap * icon.art_aspect, icon=icon))
            else:
                chain = self.fonts.chain(style.family, run.bold or style.bold, run.italic or style.italic)
                hyphens = compounds and run.kind == "text"  # a reference names a card as written
                glued = not compounds and _kept_whole(run)
                before_icon = index + 1 < len(paragraph) and paragraph[index + 1].kind == "icon"
                text = capitals(run.value) if style.upper else run.value
                self._add_text(text, chain, units, hyphens, glued, before_icon)
        units.flush()
        return units.done

    def _add_text(
        self, text: str, chain: Chain, units: _Units, hyphens: bool, glued: bool = False, before_icon: bool = False
    ) -> None:
        """``text``'s words as units, set in the chain's first face (a character it lacks in the first fallback
        face that has it); with ``hyphens``, a compound's hyphen ends a unit too; ``glued``, its words are one
        unit (a name kept on one line); ``before_icon``, an amount ending it stays with the icon that follows
        ("score 6 :point:" never ends a line after the 6)."""
        face = chain.faces[0]
        space = self.fonts.width(" ", face)
        words = text.split(" ")
        for index, word in enumerate(words):
            atoms = units.current.atoms
            if index:
                amount = before_icon and index == len(words) - 1 and not word and AMOUNT.fullmatch(words[-2])
                if atoms and (glued or amount or atoms[-1].icon is not None):  # an icon keeps its next word
                    atoms.append(_Atom(space, " ", face))
                elif atoms:
                    units.flush(space, face)
            for part, piece in enumerate(word.split(SOFT_HYPHEN)):
                if part and piece and units.current.atoms:  # a soft hyphen inside the word: a line may end here
                    units.flush(0.0, face, hyphen=self.fonts.width("-", face))
                compound = hyphens and not ADDRESS.search(word)
                for cut, bit in enumerate(HARD_HYPHEN_BREAK.split(piece) if compound else [piece]):
                    if cut:  # after a compound's hyphen: a line may end here, the hyphen is in the word
                        units.flush(0.0, face)
                    for piece_text, piece_face in self.fonts.pieces(bit, chain) if bit else ():
                        units.current.atoms.append(
                            _Atom(self.fonts.width(piece_text, piece_face), piece_text, piece_face)
                        )

    def _broken(self, paragraphs: list[list[_Unit]], style: TextStyle, size: float, width: float) -> _Broken:
        """The paragraphs' units broken into rows at ``size``: how tall and how wide, before anything is placed."""
        leading = style.leading * size
        rows: list[list[list[_Unit]]] = []
        widest, widest_word = 0.0, ""
        height = 0.0
        for index, units in enumerate(paragraphs):
            if index:
                height += style.paragraph_gap * size
            rows.append(_segments(units, size, width, WRAPS[style.wrap]))
            for _ in rows[-1]:  # summed line by line, as the lines are placed
                height += leading
            for unit in units:
                if unit.end_width * size > widest:
                    widest, widest_word = unit.end_width * size, "".join(atom.text for atom in unit.atoms)
        return _Broken(rows, size, width, height, widest, widest_word)

    def _placed(self, broken: _Broken, style: TextStyle) -> TextLayout:
        """The broken text's rows placed: each line's glyph runs and icons, and its box."""
        size = broken.size
        leading = style.leading * size
        metrics = self.fonts.metrics(style.family.face(style.bold, style.italic))
        ascent, descent = metrics.ascent * size, -metrics.descent * size
        half_leading = (leading - ascent - descent) / 2
        lines: list[Line] = []
        top = 0.0
        for index, rows in enumerate(broken.paragraphs):
            if index:
                top += style.paragraph_gap * size
            for row in rows:
                line = _place(row, size, broken.width, top + half_leading + ascent, style.align)
                line.top, line.bottom = top, top + leading
                lines.append(line)
                top += leading
        return TextLayout(lines, size, top, broken.widest, style.color, broken.widest_word)


def _rows(units: list[_Unit], size: float, width: float, first: tuple[float, ...] = ()) -> list[list[_Unit]]:
    """Greedy line breaking: as many units on a line as fit; the first lines ``first`` wide, if given."""
    rows: list[list[_Unit]] = [[]]
    room = first[0] if first else width
    used = 0.0
    for unit in units:
        row = rows[-1]
        unit_width = unit.width * size
        if row:
            gap = row[-1].space_after * size
            if used + gap + unit_width + unit.hyphen * size > room + EPSILON:
                rows.append([])
                row, used = rows[-1], 0.0
                room = first[len(rows) - 1] if len(rows) <= len(first) else width
            else:
                used += gap
        row.append(unit)
        used += unit_width
        if unit.hard_break:
            rows.append([])
            used = 0.0
            room = first[len(rows) - 1] if len(rows) <= len(first) else width
    if len(rows) > 1 and not rows[-1]:
        rows.pop()
    return rows


def _segments(
    units: list[_Unit], size: float, width: float, wrap: Callable[[list[_Unit], float, float], list[list[_Unit]]]
) -> list[list[_Unit]]:
    """Each run of units between hard breaks broken into lines by ``wrap``."""
    rows: list[list[_Unit]] = []
    start = 0
    for end, unit in enumerate(units, 1):
        if unit.hard_break or end == len(units):
            rows.extend(wrap(units[start:end], size, width))
            start = end
    return rows or [[]]


def _pretty(units: list[_Unit], size: float, width: float) -> list[list[_Unit]]:
    """Greedy lines, unless the last is one word alone: then the fewest last lines (up to
    ``PRETTY_LINES``) set again so that each holds two words at least, in as many lines."""
    rows = _rows(units, size, width)
    if len(rows) < 2 or _words(rows[-1]) > 1:
        return rows
    for count in range(2, min(len(rows), PRETTY_LINES) + 1):
        tail = _lifted([unit for row in rows[-count:] for unit in row], count, size, width)
        if tail is not None:
            return rows[:-count] + tail
    return rows


def _lifted(units: list[_Unit], count: int, size: float, width: float) -> list[list[_Unit]] | None:
    """``units`` in ``count`` lines of two words at least, the last line up to ``width`` wide and
    the others as wide as they can be, or None: the others narrowed until a unit goes down each time."""
    narrower = width
    while True:
        rows = _rows(units, size, width, (narrower,) * (count - 1))
        if len(rows) > count:
            return None
        if all(_words(row) > 1 for row in rows):
            return rows
        widest = max(_width(row, size) for row in rows[:-1])
        if widest > narrower + EPSILON:  # a unit alone, wider than they may be: no narrower will do
            return None
        narrower = widest - 2 * EPSILON


KEPT_WHOLE = 3  # words: a reference's name this long at most stays on one line where the text allows


def _kept_whole(run: Run) -> bool:
    """Whether ``run`` is a reference whose name is kept on one line: two words to KEPT_WHOLE."""
    return run.kind == "ref" and 1 < len(run.value.split(" ")) <= KEPT_WHOLE


def _words(row: list[_Unit]) -> int:
    """Words and icons a reader sees in the row: the parts of a word broken at a hyphen count as one, and a
    mark a narrow no-break space sets off ("Vraiment\u202f?", French) is part of its word."""
    seen = "".join(unit.seen + (" " if unit.space_after else "") for unit in row)
    return len(seen.replace("\u202f", "").split())


def _width(row: list[_Unit], size: float) -> float:
    return (sum(unit.width for unit in row) + sum(unit.space_after for unit in row[:-1]) + row[-1].hyphen) * size


def _narrowest(units: list[_Unit], size: float, width: float) -> list[list[_Unit]]:
    """Balanced lines: as few as greedy breaking takes, at the narrowest width that keeps that
    many (found by halving to within ``EPSILON``)."""
    rows = _rows(units, size, width)
    if len(rows) < 2:
        return rows
    low, high = max(unit.end_width for unit in units) * size, width
    while high - low > EPSILON:
        middle = (low + high) / 2
        if len(_rows(units, size, middle)) > len(rows):
            low = middle
        else:
            high = middle
    return _rows(units, size, high)


WRAPS: dict[str, Callable[[list[_Unit], float, float], list[list[_Unit]]]] = {
    "pretty": _pretty,
    "greedy": _rows,
    "balance": _narrowest,
}


def _place(row: list[_Unit], size: float, width: float, baseline: float, align: str) -> Line:
    """Positions of the row's glyph runs and icons; neighbouring words in one face merge into one run."""
    items: list[PlacedGlyphs | PlacedIcon] = []
    x = 0.0
    joinable = False  # the last item is a glyph run that ends where the next atom starts
    for position, unit in enumerate(row):
        if position:
            before = row[position - 1]
            x += before.space_after * size
            last, first = (items[-1] if items else None), (unit.atoms[0] if unit.atoms else None)
            joinable = (
                isinstance(last, PlacedGlyphs)
                and first is not None
                and first.icon is None
                and last.face == first.face == before.space_face
            )
            if joinable and before.space_after:  # a hyphen's break joins the word's parts with nothing
                items[-1] = PlacedGlyphs(last.x, last.text + " ", last.face)
        for atom in unit.atoms:
            last = items[-1] if items else None
            if atom.icon is not None:
                items.append(PlacedIcon(x, atom.width * size, atom.width * size / atom.icon.art_aspect, atom.icon))
            elif joinable and isinstance(last, PlacedGlyphs) and last.face == atom.face:
                items[-1] = PlacedGlyphs(last.x, last.text + atom.text, last.face)
            else:
                items.append(PlacedGlyphs(x, atom.text, atom.face))
            joinable = atom.icon is None
            x += atom.width * size
    if row and row[-1].hyphen:  # the line ends at a soft hyphen: draw the hyphen
        last, face = (items[-1] if items else None), row[-1].space_face
        if isinstance(last, PlacedGlyphs) and last.face == face:
            items[-1] = PlacedGlyphs(last.x, last.text + "-", face)
        else:
            items.append(PlacedGlyphs(x, "-", face))
        x += row[-1].hyphen * size
    offset = {"center": (width - x) / 2, "right": width - x}.get(align, 0.0)
    if offset:
        items = [_shifted(item, offset) for item in items]
    return Line(baseline, x, items)


def _shifted(item: PlacedGlyphs | PlacedIcon, dx: float) -> PlacedGlyphs | PlacedIcon:
    if isinstance(item, PlacedGlyphs):
        return PlacedGlyphs(item.x + dx, item.text, item.face)
    return PlacedIcon(item.x + dx, item.width, item.height, item.icon)

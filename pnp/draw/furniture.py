"""Page furniture: the footer every sheet and rulebook page carries, with its scale bar, and the note
that says how to print a file (a sheet's first page, a booklet's first sheet)."""

from __future__ import annotations

import re
from collections.abc import Callable

from reportlab.pdfbase.pdfmetrics import getAscent, stringWidth
from reportlab.pdfgen.canvas import Canvas

from pnp.core.geometry import MM
from pnp.impose.plan import Band

FOOTER_SIZE = 6.0
FOOTER_MIN_SIZE = 4.5
FOOTER_GREY = 0.25
NOTE_SIZE = 7.5  # pt: how to print a file, a size larger than its footer
NOTE_GREY = 0.35


FOOTER_LEADING = 1.15  # line pitch of a wrapped footer, in sizes
CAP = 0.7  # height of a line's capitals, in sizes
DESCENT = 0.25  # depth of its descenders, in sizes
PRETTIEST = 0.6  # a footer's lines may be this much of its room, not narrower, to give its last word company
SEPARATOR = "  ·  "  # between a footer's parts; a wrapped footer breaks here first
BREAKABLE = re.compile(r"[^\S\u00a0\u202f\u2007]+")  # where a line may break: a space, never a no-break one


def fit_footer(
    text: str,
    font: str,
    room: float,
    depth: float,
    size: float = FOOTER_SIZE,
    from_end: bool = False,
    balanced: bool = False,
) -> tuple[list[str], float]:
    """The footer's lines and size for a band ``room`` points long and ``depth`` deep, from ``size`` down.

    Wrapping between words comes first, then shrinking; only when the smallest size still
    overflows the band is the last line that fits shortened with an ellipsis. ``from_end`` fills
    the lines from the text's end, the short line first, shortened at its start: a footer set
    against the right that ends with a booklet page's number keeps it in a full line, not alone.
    ``balanced`` sets wrapped lines about as long as each other (a note: its last line never holds
    a word or two alone).
    """
    if from_end:  # the same fitting, of the text read backwards (widths are sums of the letters')
        lines, size = fit_footer(text[::-1], font, room, depth, size)
        return [line[::-1] for line in reversed(lines)], size
    while True:  # balanced lines fit where greedy ones do (as many, none longer): balanced once, at the end
        lines = (_greedy if balanced else _split)(text, font, size, room)
        if _fits(lines, font, size, room, depth) or size <= FOOTER_MIN_SIZE:
            break
        size -= 0.25
    if balanced:
        lines = _balanced(text, font, size, room)
    if _fits(lines, font, size, room, depth):
        return lines, size
    kept = lines[: max(1, _most_lines(size, depth))]
    last = " ".join(lines[len(kept) - 1 :])
    while stringWidth(last, font, size) > room and len(last) > 1:
        last = last[:-2].rstrip() + "…"
    return [*kept[:-1], last], size


def _split(text: str, font: str, size: float, room: float) -> list[str]:
    """Lines broken between the footer's parts (page, game and component, notice) when that takes no
    more lines and leaves the last line no lonelier, else :func:`_filled` lines."""
    lines = _filled(text, font, size, room)
    parted = _parted(text, font, size, room)
    if len(parted) <= len(lines) and len(_words(parted[-1])) >= min(2, len(_words(lines[-1]))):
        return parted
    return lines


def _parted(text: str, font: str, size: float, room: float) -> list[str]:
    """The footer's parts as whole as the room allows: a part that does not fit the rest of a line
    starts the next, and only a part longer than a line is wrapped between its words."""
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        joined = f"{lines[-1]} {SEPARATOR.strip()} {part}" if lines else part  # spaced as _greedy sets it
        if lines and stringWidth(joined, font, size) <= room:
            lines[-1] = joined
        else:
            lines.extend(_greedy(part, font, size, room))
    return lines


def _balanced(text: str, font: str, size: float, room: float) -> list[str]:
    """As many lines as filled lines take, each as short as that allows (as text-wrap: balance sets them)."""
    lines = _greedy(text, font, size, room)
    if len(lines) < 2:
        return lines
    low, high = max(stringWidth(word, font, size) for word in _words(text)), room
    while high - low > 0.5:  # points: the narrowest room that still takes no more lines
        middle = (low + high) / 2
        if len(_greedy(text, font, size, middle)) > len(lines):
            low = middle
        else:
            high = middle
    return _greedy(text, font, size, high)


def _filled(text: str, font: str, size: float, room: float) -> list[str]:
    """Lines as full as they go, unless the last is one word alone: then narrower lines, as many,
    that leave it two (as text-wrap: pretty does for the pieces' text)."""
    lines = _greedy(text, font, size, room)
    narrower = room
    while len(lines) > 1 and len(_words(lines[-1])) < 2 and narrower > room * PRETTIEST:
        narrower -= size
        tried = _greedy(text, font, size, narrower)
        if len(tried) > len(lines):
            break
        if len(_words(tried[-1])) > 1:
            return tried
    return lines


def _words(line: str) -> list[str]:
    """The words of a line, a no-break space inside one ("100\u202f%", "page\u00a03")."""
    return [word for word in BREAKABLE.split(line) if word]


def _greedy(text: str, font: str, size: float, room: float) -> list[str]:
    """Lines as full as they go, broken at spaces (a no-break space never: reportlab's simpleSplit does),
    each written line a line at least."""
    lines = []
    space = stringWidth(" ", font, size)
    for written in text.split("\n"):
        line: list[str] = []
        used = -space
        for word in _words(written):
            width = stringWidth(word, font, size)
            if line and used + space + width > room:
                lines.append(" ".join(line))
                line, used = [], -space
            line.append(word)
            used += space + width
        if line:
            lines.append(" ".join(line))
    return lines


def _most_lines(size: float, depth: float) -> int:
    return int((depth - size * CAP) // (size * FOOTER_LEADING)) + 1


def _fits(lines: list[str], font: str, size: float, room: float, depth: float) -> bool:
    return len(lines) <= _most_lines(size, depth) and all(stringWidth(line, font, size) <= room for line in lines)


def footer_text(parts: list[str]) -> str:
    return SEPARATOR.join(part for part in parts if part)


def draw_footer(
    canvas: Canvas,
    band: Band,
    text: str,
    font: str,
    ruler: tuple[float, str] | None,
    size: float = FOOTER_SIZE,
    grey: float = FOOTER_GREY,
    mirrored: bool = False,
    balanced: bool = False,
) -> None:
    """``text`` along ``band`` (mm), wrapped when the band is deep enough, with a scale bar of
    known length at its far end to check printing at 100 %; ``mirrored``, the text set against the
    band's far end and the scale bar at its start (a booklet's right-hand page, its number outside);
    ``balanced``, wrapped in lines of about one length (see :func:`fit_footer`)."""
    ruler_mm, ruler_label = ruler if ruler else (0.0, "")
    room = (band.length - (ruler_mm + 12 if ruler else 0)) * MM
    lines, size = fit_footer(text, font, room, band.depth * MM, size, from_end=mirrored, balanced=balanced)
    canvas.saveState()
    canvas.translate(band.x * MM, band.y * MM)
    if band.edge == "left":  # reading up the page
        canvas.translate(band.depth * MM, 0)
        canvas.rotate(90)
    elif band.edge == "right":  # reading down it
        canvas.translate(0, band.length * MM)
        canvas.rotate(-90)
    pitch = size * FOOTER_LEADING
    block = (len(lines) - 1) * pitch + getAscent(font, size)  # to the tops of its tallest letters: ( l É
    # against the band's side nearer the paper's edge, so the footer keeps its place on every page
    baseline = size * DESCENT if band.edge == "bottom" else band.depth * MM - block
    canvas.setFillGray(grey)
    canvas.setFont(font, size)
    write = canvas.drawRightString if mirrored else canvas.drawString
    for row, line in enumerate(lines):
        write(band.length * MM if mirrored else 0, baseline + (len(lines) - 1 - row) * pitch, line)
    if ruler:
        end = (ruler_mm if mirrored else band.length) * MM  # the bar's right end
        start = end - ruler_mm * MM
        canvas.setLineWidth(0.6)
        canvas.setStrokeGray(0)
        canvas.setDash([])
        bar_y = baseline + size * 0.3
        canvas.line(start, bar_y, end, bar_y)
        for x in (start, end):
            canvas.line(x, bar_y - 1.2, x, bar_y + 1.2)
        canvas.setFillGray(0)
        if mirrored:
            canvas.drawString(end + 1.5, baseline, ruler_label)
        else:
            canvas.drawRightString(start - 1.5, baseline, ruler_label)
    canvas.restoreState()


def draw_note(canvas: Canvas, band: Band, text: str, font: str) -> None:
    """How to print the file, along ``band`` (mm) as a footer runs, larger, balanced, without a scale bar."""
    draw_footer(canvas, band, text, font, None, NOTE_SIZE, NOTE_GREY, balanced=True)


NOTE_SHORTENED, NOTE_SHRUNK, NOTE_WRAPPED, NOTE_ONE_LINE = range(4)  # how well a band holds a note


def note_quality(text: str, font: str, band: Band) -> int:
    """How well ``band`` holds the note ``text`` as :func:`draw_note` sets it: on one line at its size,
    wrapped at its size, whole only smaller, or shortened (an ellipsis for its last words)."""
    lines, size = fit_footer(text, font, band.length * MM, band.depth * MM, NOTE_SIZE, balanced=True)
    if " ".join(lines) != " ".join(_words(text)):
        return NOTE_SHORTENED
    if size < NOTE_SIZE:
        return NOTE_SHRUNK
    return NOTE_ONE_LINE if len(lines) == 1 else NOTE_WRAPPED


def note_fit(text: str, font: str) -> Callable[[Band], tuple[bool, bool, int]]:
    """How a band suits the note ``text``, for :func:`pnp.impose.marks.note_band` (the larger the better):
    whole at its size first, then read across the page (not turned up or down a margin), then on one line;
    so a note wraps in balanced lines across the top before it turns down a side to keep to one line."""

    def fit(band: Band) -> tuple[bool, bool, int]:
        quality = note_quality(text, font, band)
        return quality >= NOTE_WRAPPED, not band.vertical, quality

    return fit

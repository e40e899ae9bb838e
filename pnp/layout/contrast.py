"""Text and one-colour icons that stand out from what is printed under them: WCAG AA contrast, checked on every
laid-out face and said where the colour is written (the element's, its ground's, a ``vars:`` line or a data
table's row)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from math import ceil, floor
from typing import Any

from pnp.core.color import WHITE, Color, contrast
from pnp.core.findings import Location
from pnp.core.yamlio import LocatedDict, strings_in, written_at
from pnp.layout.elements import field_source
from pnp.layout.face import IconItem, PathItem, Primitive, TextItem
from pnp.layout.laid import (
    COVER,
    OVERLAP,
    SAMPLE,
    SAMPLES,
    Bounds,
    LaidElement,
    Line,
    Painted,
    off_outline,
    off_piece,
    overlap,
    within,
)
from pnp.layout.reporting import REMEMBERED, Once, colour_source
from pnp.load.templates import Template
from pnp.model import Item

# the least contrast of body text and of large text (18 pt, or 14 pt bold) at each WCAG level game.yaml's contrast:
# names: AA, the default; AAA (1.4.6, contrast enhanced), for a large-print or low-vision edition
LEVELS = {"AA": (4.5, 3.0), "AAA": (7.0, 4.5)}
CONTRAST = ("text-contrast", "icon-contrast")
ICON_CONTRAST = 3.0  # WCAG 2.1 AA, 1.4.11 non-text contrast: a graphic needed to understand the piece
LARGE_TEXT, LARGE_BOLD_TEXT = 18.0, 14.0  # pt
DATA_READ = re.compile(r"\bdata\.(\w+)")  # a data table an expression reads: data.colours
FIELD_READ = re.compile(r"\bcard\.(\w+)")  # a field of the piece an expression reads: card.colour


class ContrastCheck:
    """Checks each face's text against what is painted under it; remembers the colourings it checked."""

    def __init__(self, once: Once):
        self.once = once
        self._colours_checked: set[tuple] = set()  # faces' colours whose contrast was checked
        self.level = "AA"  # the WCAG level text is held to: game.yaml's contrast:

    def check(
        self, source: Template, laid: list[LaidElement], label: str, item: Item | None, data: Mapping[str, Any]
    ) -> None:
        """Each text run stands out from what is painted under it (the paper, when nothing is): WCAG AA,
        4.5:1 for body text, 3:1 for large text. What is under a run is the last fill drawn before it
        that covers the whole run (a star of a starfield behind a word is not its background); under an
        image, an icon or a translucent fill the colour is not known, and nothing is said.

        A one-colour icon needs 3:1 (WCAG 1.4.11, non-text contrast), said as ``icon-contrast`` where its colour is
        written; not besides a text of its element said too pale, nor an icon of several colours (its own are
        not read).

        A face whose texts and fills have the colours (and type sizes) of one checked before is not
        checked again: the cards of a suit differ in their words, not in what they are printed on."""
        items = [item for element in laid for item, _, _ in element.runs]
        texts = frozenset((item.color, item.size, item.font) for item in items if isinstance(item, TextItem))
        colours = (source.name, texts, *(_colour_key(item) for item in items if not isinstance(item, TextItem)))
        if colours in self._colours_checked:
            return
        if len(self._colours_checked) >= REMEMBERED:
            self._colours_checked.clear()
        self._colours_checked.add(colours)
        painted: list[Painted | Line] = []
        painters = {element.name: element.source for element in laid}
        for element in laid:
            # text spilling out of its box is not on what it is printed on: one finding, the overflow
            checking = not element.failed and ("text-contrast", source.name, element.name) not in self.once.reported
            icons: list[tuple[IconItem, Bounds, int]] = []  # one-colour icons, with how much was painted before each
            for index, (run, _, opaque) in enumerate(element.runs):
                if not isinstance(run, TextItem):
                    if isinstance(run, IconItem) and run.color is not None and opaque and not element.inner:
                        icons.append((run, element.run_boxes[index], len(painted)))
                    if (under := element.paints.get(index)) is not None:
                        painted.append(under)
                    if (line := element.lines.get(index)) is not None:
                        painted.append(line)
                elif element.inner or not run.text.strip():
                    continue  # another piece's words, checked where that piece is laid out; a space between icons
                elif _off(element.text_boxes[index], source):
                    continue  # not printed: cut away with the bleed
                elif checking and self._low_contrast(
                    source, element, run, element.text_boxes[index], painted, painters, label, item, data
                ):
                    checking = False
            checking = checking and ("icon-contrast", source.name, element.name) not in self.once.reported
            for icon, box, before in icons if checking else ():  # in a text said too pale: said with it
                if not _off(box, source) and self._low_contrast(
                    source, element, icon, box, painted[:before], painters, label, item, data
                ):
                    break

    def _low_contrast(
        self,
        source: Template,
        laid: LaidElement,
        run: TextItem | IconItem,
        box: Bounds,
        painted: list[Painted | Line],
        painters: dict[str, LocatedDict],
        label: str,
        item: Item | None,
        data: Mapping[str, Any],
    ) -> bool:
        """Report a text ``run``, or a one-colour icon, that stands out too little from what is under it (its
        worst ground, where a fill's edge runs through it); True when reported (at the colour's line:
        :meth:`_said`). An icon is not said where a text in its colour was: that is its colour's one finding, and
        the text, needing more, is said over an icon said before it."""
        grounds = _grounds_under(painted, box, lambda x, y: source.shape.contains(x, y, -source.bleed))
        if grounds is None or run.color is None:
            return False
        ratio, under = min(((contrast(run.color, ground[0]), ground) for ground in grounds), key=lambda pair: pair[0])
        background, painter, _ = under
        large = False
        if isinstance(run, TextItem):
            bold = any(word in run.font.lower() for word in ("bold", "black", "heavy"))
            large = run.size >= LARGE_TEXT or (bold and run.size >= LARGE_BOLD_TEXT)
            body, large_text = LEVELS[self.level]
            needed = large_text if large else body
        else:
            needed = ICON_CONTRAST
        if ratio >= needed - 0.005:
            return False
        on = f"in {run.color.hex} on {background.hex} ({painter}) on {label} has a contrast of {_below(ratio)}:1"
        if isinstance(run, TextItem):
            rule, after = "text-contrast", ""
            level = "WCAG AA" if self.level == "AA" else f"WCAG {self.level}, game.yaml's contrast:"
            told = f"{run.size:.3g} pt text {on}; {'large' if large else 'body'} text needs {needed:g}:1 ({level}) to "
            told += "read in dim light or from a pale print"
        else:
            rule, after = "icon-contrast", "text-contrast"
            told = f"icon '{run.name}' {on}; an icon needs {needed:g}:1 (WCAG 1.4.11, non-text contrast) to be made "
            told += "out from a pale print"
        where = self._said(rule, source, laid, run.color, under, painters, item, data, told, after)
        if not after:
            self.once.findings.withdraw_at("icon-contrast", where, lambda finding: False)  # its colour's one finding
        return True

    def _said(
        self,
        rule: str,
        source: Template,
        laid: LaidElement,
        color: Color,
        under: tuple[Color, str, str],
        painters: dict[str, LocatedDict],
        item: Item | None,
        data: Mapping[str, Any],
        told: str,
        after: str = "",
    ) -> Location:
        """Say ``told`` of an element printed in ``color`` on what is ``under`` it, and what to do, at the colour's
        line: the element's; but when a parent template sets its colour and the content, or this template's vars, its
        ground's, at the ground's (a card type's band colour in the type's own template, under the frame's white
        title: one finding there, however many texts stand on it); so too a white or black title on a ground each
        piece picks from its vars (:func:`_ground_to_blame`). Not when ``after`` was said at that line (a
        text's too pale colour, which an icon in it shares); at the ``ink_saver:`` line of a ground that look alone
        makes pale (:func:`_saver_ground`). Returns the line."""
        name, element = laid.name, laid.source
        background, _, ground = under
        written = field_source(element.get("color", ""), item)  # a colour of the content: once, where it is
        kept = None if written else kept_row(element, source, color.hex, item, data)
        where, var = (
            (written, "")
            if written or kept
            else colour_source(element, source, color.hex, item=item, ground=background.hex)
        )
        row = kept or (None if written or var else table_row(element, source, color.hex, item, data, background.hex))
        writer = source.name_at(element.loc)  # the template that writes the element: a parent, when inherited
        said = (  # a colour set once in vars or a data table's row: one finding, there, whichever elements print it
            f"vars.{var} (element '{name}' of template '{writer}', and any other element printing it)"
            if var
            else f"{row[1]} (the colour of element '{name}' of template '{writer}', and any other element printing it)"
            if row
            else f"{source.said_at(where)}: {laid.called}"
        )
        if row:
            where, written = row[0], row[0]
        if not written and not var and ground in painters:
            # the ground's colour is the piece's own (a marker's colour:): there, on both its sides alike; or the
            # text's colour is a parent template's: is its ground's set by this one (a type's colour)?
            fill = painters[ground]
            written = field_source(fill.get("fill", ""), item)
            at, fill_var = (written, "") if written else colour_source(fill, source, background.hex, "fill", item)
            if fill_var and any(said in CONTRAST for said, line, _ in self.once.reported_at if line == at):
                return at  # the ground's var, said too pale already (a suit's ink): its one finding, not a second
            if (
                written
                or (fill_var and at.file == source.path and where.file != source.path)
                or _ground_to_blame(element, color, fill_var)
            ):
                where, var, said = (
                    at,
                    fill_var,
                    f"{f'vars.{fill_var}' if fill_var else 'the colour'} (the fill of element '{ground}' of template "
                    f"'{source.name_at(at)}', under element '{name}' and any other "
                    f"{'icon' if after else 'text'} printed on "
                    "it)",
                )
        remedy = "darken one colour or lighten the other"
        if (saver := _saver_ground(source, painters.get(ground), where)) is not None:
            # a ground the ink-saving look makes white under a text its look keeps: that look's line is the cause
            where, written = saver, saver
            said = (
                f"ink_saver: the fill of element '{ground}' of template '{source.name_at(saver)}' in the ink-saving "
                "look, under "
                f"element '{name}' and any other {'icon' if after else 'text'} printed on it"
            )
            remedy = f"keep that ground dark, or give element '{name}' a darker colour of its own under ink_saver:"
        if not any(rule_said == after and at == where for rule_said, at, _ in self.once.reported_at):
            self.once(
                rule,
                str(where) if written or var else source.name,
                "" if written or var else name,
                where,
                f"{said}: {told}: {remedy}",
                by=element,
            )
        return where


def _saver_ground(source: Template, fill: LocatedDict | None, colour_at: Location) -> Location | None:
    """The line of the ink-saving look's ``ink_saver:`` that sets the ground's ``fill``, when the colour standing on
    it (written at ``colour_at``) is not set there too: the look turned the ground pale under a colour made for
    the normal one (a white title on a black back made white), which is the one thing to change."""
    if fill is None or "fill" not in fill.key_lines:
        return None
    at = fill.line_of("fill")
    return at if at in source.saver_lines and colour_at not in source.saver_lines else None


def _ground_to_blame(element: LocatedDict, color: Color, fill_var: str) -> bool:
    """Whether a text (or icon) the element writes in pure white or black itself, which no colour of its own could
    set further apart, stands on a ground its piece picks from a table of vars (``vars.teams[card.team].ink``,
    the var ``teams.loner.ink``): the ground's colour is then the one to change, said once at its line however
    many titles and emblems stand on it."""
    literal = "{{" not in str(element.get("color", ""))
    return literal and color.hex.lower() in ("#ffffff", "#000000") and "." in fill_var


def table_row(
    element: LocatedDict,
    template: Template,
    printed: str,
    item: Item | None,
    data: Mapping[str, Any],
    ground: str = "",
) -> tuple[Location, str] | None:
    """Where a text's colour ``printed`` is written when the template reads it from a data table of game.yaml
    (``{{ vars.c.ink }}`` of ``c: "{{ data.colours | selectattr('id', 'eq', card.colour) | first }}"``): the
    line of the row's key, and what names it ("colours item 'red': ink"); None when no table it reads holds
    it. Of several rows, the one that also holds the ``ground`` it stands on (white ink on an emerald disc:
    the emerald row, whose fill the disc is, not the sapphire row's white ink written above it), else the one
    of the piece's own values (the red card's red row), comes first."""
    raw = str(element.get("color", ""))
    texts = " ".join([raw, *strings_in(template.vars_read_by(raw))])
    own = {value for value in (item or {}).values() if isinstance(value, str)}
    for table in dict.fromkeys(DATA_READ.findall(texts)):
        rows = data.get(table)
        paired = [i for i, row in enumerate(rows or ()) if isinstance(row, dict) and _holds_both(row, printed, ground)]
        found = written_at(printed, rows, within=own) if rows else None
        if paired and found and found[0][0] != paired[0]:
            inner = written_at(printed, rows[paired[0]])
            found = ((paired[0], *inner[0]), inner[1]) if inner else found
        if found and isinstance(found[0][0], int) and isinstance(rows[found[0][0]], dict):
            named = rows[found[0][0]].get("id", found[0][0] + 1)
            return found[1], f"{table} item '{named}': {'.'.join(map(str, found[0][1:]))}"
    return None


def kept_row(
    element: LocatedDict, template: Template, printed: str, item: Item | None, data: Mapping[str, Any]
) -> tuple[Location, str] | None:
    """Where a text's colour ``printed`` is written when the template reads it from a data table's row that a field
    of the piece keeps whole (a yellow train card's ``colour:``, its colours.yaml row, read by ``look: "{{ vars.loco
    if card.loco else card.colour }}"``): the line of the row's key, and what names it ("colours item 'yellow':
    ink"), rather than another var that writes the same colour (the locomotive's look); None when no such row
    holds it."""
    raw = str(element.get("color", ""))
    fields = FIELD_READ.findall(" ".join([raw, *strings_in(template.vars_read_by(raw))]))
    for field in dict.fromkeys(fields):
        row = (item or {}).get(field)
        if not isinstance(row, LocatedDict):
            continue
        key = next((k for k, v in row.items() if isinstance(v, str) and v.lower() == printed.lower()), None)
        if key is None:
            continue
        table = next((name for name, rows in data.items() if any(r is row for r in rows or ())), None)
        named = f"{table} item '{row.get('id')}'" if table and "id" in row else f"the {field} of '{item.id}'"
        return row.line_of(key), f"{named}: {key}"
    return None


def _holds_both(row: Mapping[str, Any], printed: str, ground: str) -> bool:
    """Whether a data table's row writes both the text's colour and its ground's (its ink and its fill)."""
    written = {value.lower() for value in row.values() if isinstance(value, str)}
    return bool(ground) and printed.lower() in written and ground.lower() in written


def _colour_key(item: Primitive) -> tuple[Color | None, Color | None] | tuple[str, Color | None] | str:
    """What of a primitive the contrast depends on, but for where it is: a fill's and a line's colours, an icon's."""
    if isinstance(item, PathItem):
        return item.fill, item.stroke
    if isinstance(item, IconItem):
        return ("icon", item.color)
    return "picture"


def _grounds_under(
    painted: list[Painted | Line], box: Bounds, printed: Callable[[float, float], bool]
) -> list[tuple[Color, str, str]] | None:
    """The colours a text run's box stands on, each with what painted it (the paper when nothing did) and that
    element's name ("" for the paper): the last fill drawn before it that covers the whole run, and each fill
    drawn after that one whose edge runs through the run (a dark band reaching into a heading's capitals: the
    part over the band stands on the band), or the last solid line at least 1 mm wide one straight stretch of
    which holds the whole run (a city's name on its route); the paper only where a part of the run that no fill
    paints is ``printed`` (on the piece and its bleed: the part of an icon past a shrunk token's edge, or of a
    label in a notch of a polyomino, is cut away). None when that is not known (an image, an icon or a
    translucent fill is under its middle)."""
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    grounds = []
    for under in reversed(painted):
        left, top, right, bottom = under.bounds
        if left > box[2] or right < box[0] or top > box[3] or bottom < box[1]:
            continue  # wholly beside the run: it neither covers its middle nor reaches into it
        if isinstance(under, Line):
            if within(x, y, under.bounds) and under.covers(box):
                return [*grounds, (under.color, f"element '{under.name}'", under.name)]
            continue  # a line under part of the run: the words cross it, they are not printed on it
        covered = under.covers(box) if within(x, y, under.bounds) else False
        if covered is None:
            return None
        if covered:
            return None if under.color is None else [*grounds, (under.color, f"element '{under.name}'", under.name)]
        if under.color is not None and _crosses(under, box):
            grounds.append((under.color, f"element '{under.name}', under part of it", under.name))
    if _paper_shows(box, painted, printed):
        return [*grounds, (WHITE, "the paper", "")]
    return grounds or None


def _paper_shows(box: Bounds, painted: list[Painted | Line], printed: Callable[[float, float], bool]) -> bool:
    """Whether a point of ``box``, found every :data:`SAMPLE` mm (at most :data:`SAMPLES` times each way), is
    ``printed`` and painted by no fill."""
    near = [fill for fill in painted if fill.rings and min(overlap(box, fill.bounds)) > 0]
    xs, ys = (_steps(box[i], box[i + 2]) for i in (0, 1))
    return any(printed(x, y) and not any(fill.paints(x, y) for fill in near) for y in ys for x in xs)


def _steps(start: float, end: float) -> list[float]:
    """Points across ``start`` to ``end``, :data:`SAMPLE` mm apart (at most :data:`SAMPLES`), in the middles."""
    count = min(SAMPLES, max(1, ceil((end - start) / SAMPLE)))
    return [start + (end - start) * (index + 0.5) / count for index in range(count)]


def _crosses(fill: Painted, box: Bounds) -> bool:
    """Whether ``fill`` reaches into a text run's box from side to side or from top to bottom (a band's edge
    through the words), not a spot inside it (a star of a starfield behind a word)."""
    if not _reaches_through(overlap(box, fill.bounds), box):  # its bounds do not: what it paints cannot
        return False
    return _reaches_through(fill.depth_in(box), box)


def _reaches_through(depth: tuple[float, float], box: Bounds) -> bool:
    """Whether a fill reaching ``depth`` (across, down) into ``box`` reaches from side to side or top to bottom."""
    across, down = depth
    return min(across, down) > OVERLAP and (across >= box[2] - box[0] - COVER or down >= box[3] - box[1] - COVER)


def _below(ratio: float) -> str:
    """A contrast ratio to two decimals, rounded down, so that one short of a limit never reads as the limit
    (4.46 is '4.46', not '4.5' beside 'needs 4.5:1')."""
    return f"{floor(ratio * 100 + 1e-9) / 100:g}"


def _off(box: Bounds, source: Template) -> bool:
    """Whether a text or icon's ``box`` is not printed: off the piece, or outside its polygon's outline and bleed."""
    return off_piece(box, source.size) or off_outline(box, source.shape, source.bleed)

"""``grid``: a box divided into rows and columns of cells, for score pads and player mats.

The lines between cells, a border round the box (heavier if wanted), fills (every cell, every second
row, the label cells) and labels set inside the cells of the first column (one a row) and of the first
row (one a column), each shrunk to fit its cell like any text. The first column (row) may have a width
(height) of its own; the other cells share the rest of the box evenly.

A grid written in with a pencil (any grid on a sheet to write on, ``imposition: sheet``, unless it says
``write_in: false``; any other that says ``write_in: true``) is checked for room to write and lines that
print: its cells (not its label cells) at least :data:`WRITE_IN` mm a side (more in a children's game: see
:func:`room_to_write`), its lines at least
:data:`LINE_WIDTH` mm wide and :data:`LINE_CONTRAST`:1 against what they are drawn on.
"""

from __future__ import annotations

from math import floor

from pnp.core.color import BLACK, WHITE, Color, contrast, luminance, parse_color
from pnp.core.findings import Location
from pnp.core.geometry import Path as Outline
from pnp.core.geometry import rectangle_path
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import ELEMENTS, Context, ElementKind, Key, Props, element
from pnp.layout.face import PathItem, Primitive

LARGEST = 200  # cells a side: more is unreadable on any printed piece
LABEL_PAD = 1.5  # mm between a label and its cell's side lines
LABEL_PAD_Y = 1.0  # mm between a label and its cell's top and bottom lines
SMALLEST_LABEL = 7.0  # pt: a label shrinks to fit its cell, not below the smallest type a piece may print
# A cell written in holds a pencilled number of one or two digits, written at a table, not a form's careful block
# capital: form-design guidance asks 4 x 5 mm for one character printed for a scanner, 4 x 4 mm for a pen's
# tick box; a number written casually needs half as much again.
WRITE_IN = 6.0  # mm, both ways
# A line written along prints visibly from a home inkjet or laser: at least 0.5 pt (print shops' least weight for
# a tinted line; a finer grey breaks into dots) and no paler than #c0c0c0 on white paper (1.8:1).
LINE_WIDTH, LINE_CONTRAST = 0.2, 1.8


@element("grid")
class Grid(ElementKind):
    doc = "a box divided into rows x cols cells: lines, a border, fills and labels in the first column and row"
    keys = {
        "rows": Key("count", 1, "rows of cells"),
        "cols": Key("count", 1, "columns of cells"),
        "header_w": Key("number", None, "width of the first column, mm (default: as wide as the others)"),
        "header_h": Key("number", None, "height of the first row, mm (default: as tall as the others)"),
        "stroke": Key("color", BLACK, "colour of the lines"),
        "stroke_width": Key("number", 0.25, "width of the lines between cells, mm"),
        "border": Key("number", None, "width of the line round the box, mm (default: stroke_width; 0: none)"),
        "fill": Key("color", None, "fill of every cell"),
        "stripe": Key("color", None, "fill of every second row (the second, the fourth...)"),
        "label_fill": Key("color", None, "fill of the label cells: the first column (row) when it has labels"),
        "row_labels": Key("texts", (), "a text for each row from the top, set in the first column"),
        "col_labels": Key("texts", (), "a text for each column from the left, set in the first row"),
        "row_align": Key("align", "left", "where the row labels sit in their cells: left, center or right"),
        "col_align": Key("align", "center", "where the column labels sit in their cells: left, center or right"),
        "font": Key("name", "Lato", "font family of the labels"),
        "size": Key("number", 9.0, "size of the labels, pt (they shrink to fit, not below 7 pt)"),
        "bold": Key("bool", False, "labels in bold"),
        "color": Key("color", BLACK, "colour of the labels"),
        "write_in": Key(
            "bool", None, "its cells are written in: room and lines checked (default: on a sheet to write on)"
        ),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        x, y, w, h = props.box
        rows, cols = props["rows"], props["cols"]
        border = props["stroke_width"] if props["border"] is None else props["border"]
        problem = _problem(props, w, h, border)
        if problem:
            key, words = problem
            where = context.where(props.element, key)
            context.template_error("value-invalid", where, f"element '{props.name}': {words}")
            return []
        xs = _edges(x, w, cols, props["header_w"])
        ys = _edges(y, h, rows, props["header_h"])
        label_cells = []  # the first column when it has labels, the first row when it has (their corner once:
        if props["row_labels"]:  # a path filled even-odd leaves a part drawn twice empty)
            label_cells.append(rectangle_path(x, y, xs[1] - x, h))
        if props["col_labels"]:
            start = xs[1] if props["row_labels"] else x
            label_cells.append(rectangle_path(start, y, x + w - start, ys[1] - y))
        fills = [
            (props["fill"], [rectangle_path(x, y, w, h)]),
            (props["stripe"], [rectangle_path(x, ys[r], w, ys[r + 1] - ys[r]) for r in range(1, rows, 2)]),
            (props["label_fill"], label_cells),
        ]
        items: list[Primitive] = [
            PathItem(_joined(outlines), fill=colour) for colour, outlines in fills if colour is not None and outlines
        ]
        stroke = props["stroke"]
        inner = [(("M", edge, y), ("L", edge, y + h)) for edge in xs[1:-1]]
        inner += [(("M", x, edge), ("L", x + w, edge)) for edge in ys[1:-1]]
        if stroke is not None and inner and props["stroke_width"] > 0:
            items.append(PathItem(_joined(inner), stroke=stroke, stroke_width=props["stroke_width"]))
        if stroke is not None and border > 0:
            items.append(PathItem(rectangle_path(x, y, w, h), stroke=stroke, stroke_width=border))
        if context.written_on if props["write_in"] is None else props["write_in"]:
            _writing_room(props, context, xs, ys, border)
        for i, text in enumerate(props["row_labels"]):
            items += _label(props, context, "row_labels", text, (xs[0], ys[i], xs[1], ys[i + 1]), props["row_align"])
        for i, text in enumerate(props["col_labels"]):
            items += _label(props, context, "col_labels", text, (xs[i], ys[0], xs[i + 1], ys[1]), props["col_align"])
        return items


def _problem(props: Props, w: float, h: float, border: float) -> tuple[str, str] | None:
    """The key to change and what is wrong with the grid's values, or None when they draw."""
    rows, cols = props["rows"], props["cols"]
    if w <= 0 or h <= 0:
        return "w" if w <= 0 else "h", f"a grid needs a width and a height (w and h, mm), got {w:g} × {h:g}"
    for key, count in (("rows", rows), ("cols", cols)):
        if count > LARGEST:
            return key, f"{key} is {count}; a grid has 1 to {LARGEST} cells a side"
    for key, length, side, count, many in (("header_w", w, "w", cols, "cols"), ("header_h", h, "h", rows, "rows")):
        head = props[key]
        if head is not None and not (count >= 2 and 0 < head < length):
            return key, (
                f"{key} is {head:g} mm; the first of {count} {many} takes more than 0 and less than the "
                f"grid's {side} ({length:g} mm), and leaves the rest to the others (give {many} 2 at least)"
            )
    if border < 0 or props["stroke_width"] < 0:
        return ("border" if border < 0 else "stroke_width"), "a line's width is 0 (none) or more, in mm"
    for key, count, many, noun in (("row_labels", rows, "rows", "row"), ("col_labels", cols, "cols", "column")):
        if (written := len(props[key])) > count:
            return key, (
                f"{written} {noun} labels for {count} {noun}{'s' * (count > 1)}: give one per {noun} at most; "
                f"remove {written - count}, or write {many}: {written}"
            )
    corner = [key for key in ("row_labels", "col_labels") if props[key] and props[key][0]]
    if len(corner) == 2:
        return "col_labels", (
            f"the top-left cell gets both row_labels' first text ('{props['row_labels'][0]}') and col_labels' "
            f"('{props['col_labels'][0]}'); leave one of them empty (\"\")"
        )
    return None


def room_to_write(context: Context) -> tuple[float, str]:
    """The least room (mm) a pencilled number needs on this game's pieces, and who writes it. A children's game
    (game.yaml's ``smallest_type:`` above the least, 7 pt) is written in by children, whose digits are as much
    larger than an adult's as the type they read: the room grows with it (12 mm at ``smallest_type: 14``)."""
    if context.smallest_type is None or context.smallest_type <= SMALLEST_LABEL:
        return WRITE_IN, "a pencilled number"
    return (
        WRITE_IN * context.smallest_type / SMALLEST_LABEL,
        f"a child's pencilled number (in a game of smallest_type: {context.smallest_type:g})",
    )


def _writing_room(props: Props, context: Context, xs: list[float], ys: list[float], border: float) -> None:
    """A grid written in: cells a pencil writes in (``write-in-small``, at its ``w:`` or ``h:`` line) and lines a home
    printer prints visibly (``line-too-light``: too thin at its ``stroke_width:`` line, too pale at its
    ``stroke:`` line or the ``vars:`` line the colour comes from): each once a line, whichever pieces and
    grids meet it."""
    label = (
        f"template '{context.template.name_at(props.element.loc)}': element '{props.name}'"
        if context.template
        else props.name
    )
    cells = [
        (xs[i + 1] - xs[i], ys[j + 1] - ys[j])
        for i in range(len(xs) - 1)
        for j in range(len(ys) - 1)
        if not (i == 0 and props["row_labels"]) and not (j == 0 and props["col_labels"])
    ]
    least, writer = room_to_write(context)
    w, h = min((cell[0] for cell in cells), default=least), min((cell[1] for cell in cells), default=least)
    if min(w, h) < least - 0.005:
        key, more = ("w", "a larger w: or fewer cols") if w < least - 0.005 else ("h", "a larger h: or fewer rows")
        needs = f"{writer} needs {least:.3g} × {least:.3g} mm at least"
        too_small = f"its cells to write in are {w:.3g} × {h:.3g} mm; {needs}"
        element = f"element '{props.name}': {too_small}"
        if not context.said_at_child_var("write-in-small", props.element, key, element, error=False):
            context.warning_once(
                "write-in-small",
                context.where(props.element, key),
                f"{label}: {too_small}: give it {more} (write_in: false for a grid nobody writes in)",
            )
    widths = [width for width in (props["stroke_width"], border) if width > 0]
    if props["stroke"] is None or not widths:
        return
    thin = too_thin(min(widths))
    if thin:
        key = "stroke_width" if props["stroke_width"] in widths else "border"
        context.warning_once("line-too-light", context.where(props.element, key), f"{label}: {thin}", by=props.element)
    report_pale_lines(props, context, label, too_pale(props["stroke"], props["fill"]))


def report_pale_lines(props: Props, context: Context, label: str, pale: str | None) -> None:
    """Say ``pale`` (what :func:`too_pale` said of the element's ``stroke:``) once, at its ``stroke:`` line or the
    ``vars:`` line the colour comes from, whichever grids and other elements draw in it."""
    if not pale:
        return
    stroke = parse_color(props["stroke"])  # a generator's default is as written: "#000000"
    var = context.template.var_of(props.element.get("stroke", ""), stroke.hex) if context.template and stroke else None
    where = var[1] if var else context.where(props.element, "stroke")
    label = f"vars.{var[0]} ({label})" if var else label
    context.warning_once("line-too-light", where, f"{label}: {pale}", pale_cause(where), by=props.element)


def too_thin(width: float) -> str | None:
    """What is wrong with lines ``width`` mm wide that a pencil writes along or in (None: they print)."""
    if width >= LINE_WIDTH - 0.005:
        return None
    return f"lines of {width:g} mm print broken or not at all from a home printer: make them {LINE_WIDTH:g} mm or wider"


def too_pale(stroke: Color, fill: Color | None, ground: str = "its fill") -> str | None:
    """What is wrong with lines in ``stroke`` on ``fill`` (None: the paper; ``ground`` says what fill it is) that
    a pencil writes along or in (None: they print)."""
    paper = fill or WHITE
    ratio = contrast(stroke, paper)
    if ratio >= LINE_CONTRAST - 0.005:
        return None
    if fill is None or contrast(stroke, WHITE) < LINE_CONTRAST - 0.005:
        fix = f"make them no paler than #c0c0c0 on white ({LINE_CONTRAST:g}:1)"
    elif luminance(stroke) < luminance(fill):  # black lines cannot be darkened
        fix = f"{'darken them, or ' if luminance(stroke) > 0 else ''}lighten the fill, to {LINE_CONTRAST:g}:1"
    else:  # lines paler than a dark fill; white ones cannot be lightened
        fix = f"{'lighten them, or ' if luminance(stroke) < 0.999 else ''}darken the fill, to {LINE_CONTRAST:g}:1"
    return (
        f"lines in {stroke.hex} on {paper.hex} ({ground if fill else 'the paper'}), a contrast of "
        f"{floor(ratio * 100) / 100:.2f}:1, print faint from a home printer: {fix}"
    )


def pale_cause(where: Location) -> str:
    """The cause of lines too pale whose colour is written at ``where``: one finding there, whichever grids and
    other elements (the face standards check a sheet's lines and boxes) draw in it."""
    return f"line-too-light {where}"


def _edges(start: float, length: float, count: int, head: float | None) -> list[float]:
    """Where the lines across one side fall, both ends included: the first cell ``head`` long (when given),
    the others sharing the rest evenly."""
    if head is None:
        return [start + length * i / count for i in range(count + 1)]
    step = (length - head) / (count - 1)
    return [start, *(start + head + step * i for i in range(count))]


def _joined(outlines: list[Outline]) -> Outline:
    """Several outlines as one path (one stroke or fill drawing them all)."""
    return tuple(segment for outline in outlines for segment in outline)


def _label(
    props: Props, context: Context, key: str, text: str, cell: tuple[float, float, float, float], align: str
) -> list[Primitive]:
    """A label set in its cell by the text element: shrunk to fit, its findings at the labels' line."""
    if not text.strip():
        return []
    left, top, right, bottom = cell
    spec = {
        "text": text,
        "x": left + LABEL_PAD,
        "y": top + LABEL_PAD_Y,
        "w": right - left - 2 * LABEL_PAD,
        "h": bottom - top - 2 * LABEL_PAD_Y,
        "font": props["font"],
        "bold": props["bold"],
        "size": props["size"],
        "min_size": min(SMALLEST_LABEL, props["size"]),
        "color": props["color"],
        "align": align,
        "valign": "middle",
        "leading": 1.1,
    }
    kind = ELEMENTS["text"]
    return kind.lay_out(Props(kind.coerce(spec), _written_at(props.element, key), props.name), context)


def _written_at(element: LocatedDict, key: str) -> LocatedDict:
    """The grid's ``key`` (its labels) seen as a text element's ``text:``, so that what the text element
    says of a label (too long for its cell, a glyph the font lacks) points at the line that writes it."""
    where = element.line_of(key)
    view = LocatedDict(text=element.get(key, ""))
    view.loc = element.loc
    view.key_lines = {"text": where.line}
    view.key_files = {"text": where.file}
    view.block_starts = {}
    view.sized_by = element  # a label too short for its cell: the grid's h: sizes it (a child's var it reads)
    return view

"""``text``: the text syntax (icons, references, bold, italic) set in a box, shrunk to fit."""

from __future__ import annotations

from pnp.core import textsyntax
from pnp.core.capitals import capitals
from pnp.core.color import BLACK
from pnp.core.findings import Location
from pnp.core.geometry import MM
from pnp.core.limits import advice
from pnp.core.numbering import CASE_REFERENCE
from pnp.core.yamlio import LocatedDict, strings_in, written_at
from pnp.layout.elements import Context, ElementKind, Key, Props, element
from pnp.layout.face import Primitive
from pnp.layout.field_icons import field_of_no_icons
from pnp.layout.text import TextLayout, TextStyle
from pnp.layout.too_wide import too_wide_cause
from pnp.load.fonts import glyph_message
from pnp.load.icons import icon_cause
from pnp.validate.text import listed_ids

LARGEST_SIZE = 400.0  # pt: beyond it a size is a typo, and shrinking from it would take for ever
LONGEST_QUOTED = 40  # characters: a longer unbreakable run (a pasted URL, a line of glued words) is not quoted


@element("text")
class Text(ElementKind):
    doc = "text in the text syntax, set in the box; it shrinks (down to min_size) until it fits"
    keys = {
        "text": Key("text", "", "the text; :icon:, [[Name]], **bold**, *italic*"),
        "font": Key("name", "Lato", "a family from fonts/fonts.yaml"),
        "bold": Key("bool", False),
        "italic": Key("bool", False),
        "size": Key("number", 9.0, "type size, pt"),
        "min_size": Key("number", None, "the smallest size it may shrink to, pt (default: size)"),
        "color": Key("color", BLACK),
        "align": Key("align", "left", "left, center or right"),
        "valign": Key("valign", "top", "top, middle or bottom"),
        "leading": Key("positive", 1.2, "line height, × size"),
        "icon_scale": Key("number", 1.0, "inline icon height, × the cap height"),
        "case": Key("case", None, "upper: set in capitals"),
        "paragraph_gap": Key("number", 0.35, "space between paragraphs, × size"),
        "wrap": Key(
            "wrap",
            "pretty",
            "pretty: lines as full as they go, but a paragraph's last line not one word alone where "
            "moving words down keeps the line count; greedy: lines as full as they go; "
            "balance: as even as their number allows",
        ),
        "max_lines": Key("lines", None, "shrink (not below min_size) rather than take more lines than this"),
    }

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        if context.box_unmade(props):
            return []
        element, name = props.element, props.name
        family = context.fonts.family(props["font"] or "")
        if family is None:
            hint = context.fonts.unknown_hint(str(props["font"]))
            context.template_error(
                "font-unknown",
                context.where(element, "font"),
                f"element '{name}': unknown font family '{props['font']}'{hint}",
                written="{{" not in str(element.get("font", "")),
            )
            return []
        size = props["size"]
        smallest = size if props["min_size"] is None else props["min_size"]
        if not 0 < smallest <= size <= LARGEST_SIZE:
            key, said = _sizes_wrong(size, smallest)
            context.template_error("value-invalid", context.where(element, key), f"element '{name}': {said}")
            return []
        style = TextStyle(
            family=family,
            size=size,
            bold=props["bold"],
            italic=props["italic"],
            leading=props["leading"],
            align=props["align"],
            color=props["color"] or BLACK,
            icon_scale=props["icon_scale"],
            paragraph_gap=props["paragraph_gap"],
            upper=props["case"] == "upper",
            wrap=props["wrap"],
            max_lines=props["max_lines"],
        )
        if not context.fonts.ready(style.family.face(style.bold, style.italic), context.findings):
            return []  # the font file is broken: reported once at its line in fonts.yaml
        source = context.numbering.with_numbers(props["text"])
        if len(source) > context.limits.text:
            context.error(
                "limit",
                context.content_location(element, "text"),
                f"{name}: the text is {len(source):,} characters; pnp sets at most {context.limits.text:,} in one box "
                f"({advice('text')})",
            )
            return []
        paragraphs = _parsed(source, style, context)
        runs = [run for paragraph in paragraphs for run in paragraph]
        if not context.fonts.faces_ready(runs, style.family, context.findings, style.bold, style.italic):
            return []  # a broken face its bold or italic words need: reported once at its line in fonts.yaml
        _faces_lacking(runs, style, props, context)
        self._check(paragraphs, source, style, props, context)
        if (meant := textsyntax.mended_icon_slips(source, context.icons.exists)) != source:
            paragraphs = _parsed(meant, style, context)  # set as meant: the slip's icon-unknown is its one finding
        x, y, w, h = props.box
        fitted = context.text.fit(paragraphs, style, w * MM, h * MM, smallest)
        layout = fitted.layout
        if not fitted.fits:
            # a box too short for one line at the smallest size: no text fits it, however wide its words
            too_short = style.leading * smallest > h * MM + 0.01
            too_wide = layout.widest > w * MM + 0.01 and not too_short
            word = layout.widest_word.strip()
            # one character (a tile's letter): no entry's text is narrower, so the type is too large for the box
            own_size = getattr(element, "sized_by", element) is element  # not a grid's label, sized by the grid
            if len(word) == 1 and len(layout.lines) <= 1 and own_size:
                if layout.height <= h * MM + 0.01:
                    _one_character_too_wide(element, name, word, w, smallest, layout, context)
                    return layout.primitives(x, y, h, props["valign"])
                too_wide = False  # too tall as well: a box too short for one line, said once at its h: below
            run = f"'{word}'" if word and len(word) <= LONGEST_QUOTED else "a word or icon run"
            reason = (
                f"{run} is {layout.widest / MM:.1f} mm wide; a long word breaks only after a hyphen "
                "between letters or where a soft hyphen is written into it: "
                '"\\u00ad" in a double-quoted string, as in "Donau\\u00addampfschiff"'
                if too_wide and own_size
                else f"{run} is {layout.widest / MM:.1f} mm wide"
                if too_wide
                else f"needs {(style.leading * smallest if too_short else layout.height) / MM:.1f} mm"
            )
            where = context.content_location(element, "text")
            remedy = (
                "shorten the text or change the template"
                if own_size
                else "shorten the labels, or widen their cells (header_w: for row labels; w: or cols: for column "
                "labels)"
            )
            # a grid's labels too wide for their cells: one cause, the cells' width, said once however many labels;
            # too short for one line: one cause, the rows' height, whatever each cell's width
            alike = (
                None
                if own_size
                else f"{name}: labels wider than their {w:.1f} mm cells"
                if too_wide
                else f"{name}: labels taller than their {h:.1f} mm cells"
            )
            message = (
                f"{_texts(name)} does not fit its {w:.1f} × {h:.1f} mm box even at the template's minimum "
                f"{smallest:g} pt ({reason})"
            )
            if too_short or (not too_wide and len(layout.lines) <= 1):  # no text of an entry fits
                where = context.where(element, "h" if "h" in element else "text")
                remedy = f"one line at {smallest:g} pt is taller than the box: make it taller (h:) or the type smaller"
                sizer = getattr(element, "sized_by", element)  # a grid's label: the grid's h:
                if "h" in sizer and context.said_at_child_var("text-overflow", sizer, "h", message, error=True):
                    return layout.primitives(x, y, h, props["valign"])
            # the template's own text, or a number of the entry's: a template problem, once for every piece alike
            if where.file == context.where(element, "text").file and too_wide and own_size:
                # each piece's widest word: one finding for the box, the widest's (pnp.layout.too_wide)
                cause = too_wide_cause(w, layout.widest / MM, context.label)
                context.template_error("text-overflow", where, f"{message}; {remedy}", cause, alike=cause)
            elif where.file == context.where(element, "text").file:
                context.template_error("text-overflow", where, f"{message}; {remedy}", alike=alike)
            elif len(made := context.made_at(where)) > 1:  # a text a set row writes for several cards: once
                context.content_error(
                    "text-overflow", where, f"the line making {listed_ids(made)}: {message}; {remedy}"
                )
            else:
                context.error("text-overflow", where, f"{message}; {remedy}")
        elif layout.size < size:
            context.shrunk.append((context.content_location(element, "text"), context.label, name, size, layout.size))
        return layout.primitives(x, y, h, props["valign"])

    @staticmethod
    def _check(paragraphs, printed: str, style: TextStyle, props: Props, context: Context) -> None:
        """Glyphs the font lacks, and unknown icons written in the template itself (its text, or the vars it
        prints: ``printed`` is the text with its Jinja done); known icons are remembered where they are written
        (the template, or the entry's field it prints).

        Icons in the content's own text are the text check's (pnp.validate.text): each
        unknown icon is reported once, where it is written.
        """
        element = props.element
        runs = [run for para in paragraphs for run in para]
        for char in sorted(
            context.fonts.missing_glyphs(runs, style.family, context.findings, style.bold, style.italic)
        ):
            location = context.content_location(element, "text", char)
            # one character in one file is one finding, listing the other places (an emoji pasted down a column)
            cause = f"{style.family.name} {char} {props.name} {location.file}"
            drawn_by = context.fonts.drawing(char, style.family, style.bold, style.italic)
            message = f"{props.name}: {glyph_message(style.family, char, drawn_by)}"
            context.error("glyph-missing", location, message, cause)
        raw = str(element.get("text", ""))
        if fixes := textsyntax.braced_icon_fixes(raw, context.icons.exists):  # the template's own text, as written
            context.template_error(
                "icon-unknown",
                context.where(element, "text"),
                f"element '{props.name}': {textsyntax.braced_icons_said(fixes)}",
            )
        elif context.template and "vars." in raw:
            _braced_in_vars(printed, context)
        for unknown in dict.fromkeys(found.group(0) for found in CASE_REFERENCE.finditer(printed)):
            if unknown in raw:  # the template's own; the content's texts are the cases check's (pnp.validate.cases)
                context.template_error(
                    "case-label",
                    context.where(element, "text"),
                    f"element '{props.name}': {unknown} names no section or case: "
                    f"{context.numbering.hint(unknown[3:-2])}",
                )
        for run in runs:
            if run.kind != "icon":
                continue
            written = f":{run.value}:"
            if context.icons.exists(run.value):
                context.printed_file(context.icons.path_of(run.value), element)
                context.drew_icon(
                    run.value,
                    lambda written=written: (
                        context.where(element, "text")
                        if written in raw
                        else context.content_location(element, "text", written)
                    ),
                    props.name,
                    context.where(element, "text"),
                )
            else:
                _unknown_icon(run.value, raw, props, context)
        for name in dict.fromkeys(textsyntax.misspelt_icons(printed)):  # ":Star:", which prints as written
            _unknown_icon(name, raw, props, context)
        for name in dict.fromkeys(textsyntax.glued_icons(printed)):  # "{{ card.cost }}:{{ card.good }}:"
            if context.icons.exists(name) and not any(
                name in textsyntax.glued_icons(text)
                for held in (context.item, context.data)
                for text in strings_in(held)
            ):  # else glued in the content's own text, said there
                said = f"element '{props.name}': {textsyntax.glued_icon_said(name)}"
                context.template_error("icon-unknown", context.where(element, "text"), said)


def _unknown_icon(name: str, raw: str, props: Props, context: Context) -> None:
    """An icon name a text prints that names no icon, said once where it is written: the template's own text, the
    entry's (or data table's) field that holds the name (``:{{ card.good }}:`` with ``good: wod``), or the
    ``vars:`` line; not a name the content's text writes whole, which the content's text check says."""
    written, element = f":{name}:", props.element
    if written not in raw and _in_content_text(written, context):
        return
    if written not in raw and (said := field_of_no_icons(raw, name, context)):
        context.template_error(
            "icon-unknown",
            context.where(element, "text"),
            f"element '{props.name}': its text prints {said}",
            written=True,
        )
        return
    unknown, cause = context.icons.unknown_message(name), icon_cause(name)
    if written in raw or not context.in_content("icon-unknown", name, unknown, cause):
        held = written_at(name, context.template.vars) if context.template and written not in raw else None
        where = held[1] if held else context.where(element, "text")  # a name from vars: at its line
        if held is None and written not in raw:  # made by the text's own Jinja, ":{{ vars.suit.icon }}s:": one
            cause = f"icon-made:{where.file}:{where.line}"  # slip, however many names it makes
        context.template_error("icon-unknown", where, f"element '{props.name}': {unknown}", cause)


def _parsed(source: str, style: TextStyle, context: Context) -> tuple[textsyntax.Paragraph, ...]:
    """``source``'s paragraphs in the game's typography, in capitals where the style sets them so."""
    paragraphs = textsyntax.parse(source, context.typography)
    return tuple(tuple(_upper(run) for run in para) for para in paragraphs) if style.upper else paragraphs


def _braced_in_vars(printed: str, context: Context) -> None:
    """Icons in braces that a text prints from the template's ``vars:`` (``cost: "{wood}{wood}"``): one finding
    at each var's line, however many pieces and elements print it."""
    by_var: dict[tuple[str, Location], dict[str, str]] = {}
    for run, meant in textsyntax.braced_icon_fixes(printed, context.icons.exists).items():
        if not _in_content_text(run, context) and (held := context.template.var_writing(run)):  # else said there
            by_var.setdefault(held, {})[run] = meant
    for (name, where), fixes in by_var.items():
        context.template_error("icon-unknown", where, f"vars: {name}: {textsyntax.braced_icons_said(fixes)}")


def _in_content_text(written: str, context: Context) -> bool:
    """Whether ``:name:`` is written in a text of the entry or of a data table (checked where it is written)."""
    return any(written in text for held in (context.item, context.data) for text in strings_in(held))


def _sizes_wrong(size: float, smallest: float) -> tuple[str, str]:
    """The key to change, and why, of a text's type sizes that cannot be: 0 < min_size <= size <= LARGEST_SIZE."""
    if size <= 0 or size > LARGEST_SIZE:
        return "size", f"size: {size:g} pt is no type size; write one above 0 and at most {LARGEST_SIZE:g} pt"
    if smallest <= 0:
        return "min_size", f"min_size: {smallest:g} pt is no type size; write one above 0, at most size: ({size:g})"
    return "min_size", (
        f"min_size: {smallest:g} pt is above size: {size:g} pt; min_size is the least the text shrinks to, so it is "
        f"size: or less: write min_size: {size:g}, or raise size: to {smallest:g}"
    )


def _faces_lacking(runs: list[textsyntax.Run], style: TextStyle, props: Props, context: Context) -> None:
    """Bold or italic asked of a family that has no such face in fonts.yaml, which prints it in another face: a
    warning at the ``bold:`` (``italic:``) line that asks it, or, for **bold** and *italic* words of the text, at
    the ``font:`` line that chose the family (once for the element, naming the first piece whose text has them)."""
    family, element = style.family, props.element
    asked = family.lacks(style.bold, style.italic)
    if asked is not None:
        key = "bold" if style.bold and family.lacks(bold=True) else "italic"
        said = f"{key}: true asks for"
        context.warning_once(
            "font-style-missing", context.where(element, key), _lacking(said, asked, props, context), by=element
        )
        return  # the family is the cause: its words' styles are the same finding
    for run in runs:
        marked = run.kind in ("text", "ref") and (run.bold or run.italic)
        lacked = family.lacks(run.bold or style.bold, run.italic or style.italic) if marked else None
        if lacked is not None and lacked != asked:
            words = "**bold**" if run.bold and family.lacks(bold=True) else "*italic*"
            said = f"the text has {words} words ({context.label}), which ask for"
            where = context.where(element, "font")
            context.warning_once("font-style-missing", where, _lacking(said, lacked, props, context), by=element)
            return


def _lacking(asking: str, style: str, props: Props, context: Context) -> str:
    """What a style a family lacks is told: the faces it has, the face it prints in, the families that have it."""
    family = context.fonts.families[props["font"]]
    others = [name for name, other in context.fonts.families.items() if style in other.faces]
    choose = f"a family that has one ({', '.join(others)})" if others else "another family"
    template = f"template '{context.template.name_at(props.element.loc)}': " if context.template else ""
    article = "an" if style == "italic" else "a"
    printed = "bold" if "bold" in style and "bold" in family.faces else "regular"
    return (
        f"{template}element '{props.name}': {asking} {article} {style} face, and font family '{family.name}' has none "
        f"in fonts/fonts.yaml (its faces: {', '.join(family.faces)}), so it prints in its {printed} face: choose "
        f"{choose}, add {article} {style}: face to the family, or leave the style out"
    )


def _upper(run: textsyntax.Run) -> textsyntax.Run:
    if run.kind in ("text", "ref"):
        return textsyntax.Run(run.kind, capitals(run.value), run.bold, run.italic)
    return run


def _texts(name: str) -> str:
    """What an overflow calls the text of element ``name``: "body text", and "text" or "flavour_text" as named (not
    "text text")."""
    return name if name.lower().endswith("text") else f"{name} text"


def _one_character_too_wide(
    element: LocatedDict, name: str, character: str, w: float, smallest: float, layout: TextLayout, context: Context
) -> None:
    """A text of one character (a tile's letter) wider than its box at the smallest size: the type is too large
    for the box whatever each piece prints, so one finding at the box's ``w:`` line (as a box too short for one
    line is said at its ``h:``), not one at each piece's cell telling it to shorten a letter."""
    context.template_error(
        "text-overflow",
        context.where(element, "w" if "w" in element else "text"),
        f"{_texts(name)} does not fit its {w:.1f} mm wide box at {smallest:g} pt: one character, '{character}', is "
        f"{layout.widest / MM:.1f} mm wide; make the box wider (w:) or the type smaller",
        alike=f"{name}: one character wider than its box at {smallest:g} pt",
    )

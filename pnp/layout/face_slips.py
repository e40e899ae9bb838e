"""What a template's slips are told: an unknown key or type with the one meant (``font_size`` is ``size``), a
``when:`` written as text, a number given as text, a value of the content that a vars table lacks, said where
the content writes it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pnp.core.expr import ExpressionError
from pnp.core.findings import Findings
from pnp.core.suggest import NAMES_LISTED, did_you_mean
from pnp.core.yamlio import LocatedDict
from pnp.layout.elements import ELEMENTS, Context, field_owner, field_path
from pnp.layout.generators import GENERATORS
from pnp.load.templates import Template
from pnp.model import Component, Item


def known_types() -> list[str]:
    return sorted([*ELEMENTS.names(), *GENERATORS.names()])


def measure_invalid(
    exc: ValueError, key: str, name: str, element: Any, values: dict[str, Any], context: Context, component: Any
) -> None:
    """A number an element needs (a position, a size, a share) that the piece gave as something else. The
    entry's slip when its siblings write that field as a number (said at its field's line); else the template's,
    which reads a field of text where a number belongs (``x: "{{ card.suit }}"``): said once at its line for
    every piece alike, with the value the first piece gave and the field it came from."""
    path = field_path(element.get(key, ""))
    source = context.source_of(element, key)
    held = (".".join(path), source) if path and source else context.content_holding(values.get(key))
    field = path or ([held[0]] if held else [])
    if held and _numbers_elsewhere(component, context.item, field):
        context.content_error("value-invalid", held[1], f"{held[0]}: {str(exc).removeprefix(repr(key) + ' ')}")
        return
    read = ""
    if held:
        read = (
            f" ({held[0]}: at {held[1].file.name}:{held[1].line}), and no entry writes {held[0]}: as a number: "
            "read a field of numbers there, or write the number itself"
        )
    said = f"{context.label}: element '{name}': {exc}{read}"
    if held:  # a copy's row may hold it: the copy is named
        context.content_error("value-invalid", context.where(element, key), said)
    else:
        context.own_value_error("value-invalid", context.where(element, key), said)


def _numbers_elsewhere(component: Any, item: Item | None, path: list[str]) -> bool:
    """Another entry of the component writes the field at ``path`` as a number (so this entry's text is its slip)."""
    if not isinstance(component, Component):
        return False
    for entry in component.entries:
        owner = field_owner(entry, path)
        value = owner.get(path[-1]) if entry is not item and isinstance(owner, dict) else None
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return True
    return False


LOOKS_LIKE_A_TEST = re.compile(r"[=<>!.\[(]|\b(?:in|and|or|not|is)\b")


# keys of CSS, of other card tools and of a designer's habit, with the key pnp has for them
KEYS_MEANT = {
    **dict.fromkeys(("font_size", "fontsize", "font-size", "text_size", "point_size", "pt"), "size"),
    **dict.fromkeys(("font_family", "font-family", "family", "typeface"), "font"),
    **dict.fromkeys(("font_weight", "font-weight", "weight", "strong"), "bold"),
    **dict.fromkeys(("colour", "text_color", "font_color", "fontcolor", "foreground"), "color"),
    **dict.fromkeys(("background", "background_color", "bg", "fill_color", "fill_colour"), "fill"),
    **dict.fromkeys(("border", "border_color", "outline", "line_color", "stroke_color"), "stroke"),
    **dict.fromkeys(("line_width", "border_width", "stroke-width", "thickness"), "stroke_width"),
    **dict.fromkeys(("border_radius", "corner_radius", "corners", "rounded"), "radius"),
    **dict.fromkeys(("line_height", "line-height", "line_spacing", "spacing"), "leading"),
    **dict.fromkeys(("text_align", "text-align", "halign", "justify"), "align"),
    **dict.fromkeys(("vertical_align", "vertical-align", "vertical"), "valign"),
    **dict.fromkeys(("rotation", "angle", "turn"), "rotate"),
    **dict.fromkeys(("alpha", "transparency"), "opacity"),
    **dict.fromkeys(("icon", "src"), "name"),
    **dict.fromkeys(("image", "path", "file", "name"), "src"),
    **dict.fromkeys(("content", "value", "label", "string"), "text"),
    "if": "when",
    "show": "when",
    "visible": "when",
}


BOX_KEYS = {"width": "w", "height": "h", "left": "x", "top": "y"}


LINE_ENDS = {"x1": "x", "y1": "y", "x0": "x", "y0": "y", "end_x": "x2", "end_y": "y2", "x_end": "x2", "y_end": "y2"}


def key_meant(key: str, kind: str, allowed: dict[str, Any]) -> str:
    """The hint for an element's unknown key: the key pnp has for a word other tools use (font_size: size), else
    the closest key; an icon's or image's size is its box."""
    meant = BOX_KEYS.get(key.lower()) or KEYS_MEANT.get(key.lower().replace(" ", "_"))
    if key == "size" and kind in ("icon", "image"):
        return f"; an {kind} is fitted in its box: give it w: and h: (mm)"
    if (meant or key) in ("color", "colour") and "fill" in allowed:
        return f"; a {kind} is painted with fill: (inside) and stroke: (its outline)"
    if kind == "line" and key.lower() in LINE_ENDS:  # x1/y1/x2/y2 as SVG writes a line: pnp's are x, y, x2, y2
        return f"; a line runs from x, y to x2, y2: write {LINE_ENDS[key.lower()]}"
    if meant and meant in allowed:
        return f"; did you mean '{meant}'?"
    return did_you_mean(key, allowed)


def type_unknown(name: str, element: LocatedDict, template: Template) -> str:
    """What an element of no known type is told: its type misspelt, or none (an element of the template it
    extends misnamed, ``headr:`` changing ``header:``, is a new element without a type)."""
    if "type" in element:
        kind = str(element["type"])
        return f"element '{name}': unknown type '{kind}'{did_you_mean(kind, known_types()) or _known_types()}"
    meant = did_you_mean(name, [other for other in template.elements if other != name])
    if meant:
        return (
            f"element '{name}' has no type:{meant} (an element changing one of the template it extends is "
            "written by that element's name; a new element needs a type:)"
        )
    return f"element '{name}' has no type: give it type: and one of {', '.join(known_types())}"


def _known_types() -> str:
    return f"; known: {', '.join(known_types())}"


def when_written_as_text(when: Any) -> str | None:
    """What is wrong with a ``when:`` written as text, not as a test: ``component.id == 'supply'`` without its
    braces (or a quoted "false") is a word, true for every piece, so the element was drawn on all of them."""
    if not isinstance(when, str) or "{{" in when or "{%" in when:
        return None
    test = f'; write the test in {{{{ }}}}: when: "{{{{ {when.strip()} }}}}"' if LOOKS_LIKE_A_TEST.search(when) else ""
    return f"when: {when!r} is text, not a test, so every piece would draw it{test or '; write true or false'}"


def when_meant(when: Any) -> Any:
    """A ``when:`` written as text, read as it is meant: the test in braces, or a quoted "false" as false. Its
    ``value-invalid`` error is its one finding; drawn on every piece, the element would fail on those its test
    leaves out (a market's empty spaces, whose zone no table has), findings of a slip not its own."""
    if when_written_as_text(when) is None:
        return when
    if LOOKS_LIKE_A_TEST.search(when):
        return f"{{{{ {when.strip()} }}}}"
    return when.strip().lower() not in ("false", "no", "off", "0", "")


def said_of_entry(exc: ExpressionError, item: Item | None, findings: Findings) -> bool:
    """Whether ``exc`` read past the end of a list of the piece's entry whose field already has an error (a die's
    five faces, ``die-faces``): that is the one finding, not also the template that reads its sixth."""
    short = getattr(exc.cause, "short", None)
    if short is None or not isinstance(item, LocatedDict):
        return False
    keys = [key for key, value in item.items() if value is short]
    return any(findings.error_at(item.line_of(key)) for key in keys)


def said_of_read(exc: ExpressionError, findings: Findings) -> bool:
    """Whether ``exc`` read a field of the content that already has an error said at its line (a card's misspelt
    symbol, ``icon-unknown``, which the rules' figure of that card then finds shared with no other card): that
    is the one finding, the template's failure only follows from it."""
    if not exc.read:
        return False
    said = {(f.location.file, f.location.line) for f in findings.errors}
    return any((place.file, place.line) in said for place in (owner.line_of(key) for owner, key in exc.read))


def loop_hint(exc: ExpressionError, element: Any) -> str:
    """Where ``loop`` is set, for an element without ``repeat:`` that reads it."""
    if element.get("repeat") is None and "'loop' is undefined" in str(exc):
        return " (loop is set in an element that has repeat:, for each of its copies)"
    return ""


def no_key_of_vars(
    exc: ExpressionError,
    template: Template | None,
    context: Context,
    component: Component | None = None,
    expression: Any = None,
) -> bool:
    """A value of the content used as a key of a table in the template's vars (``vars.icons[s.role]``) that the
    table lacks (a night order's ``role: heeler``): said once where the content writes it, naming the table's
    keys, since the value is the slip more often than the table; but once at the table when the entry's field
    declares the value in its ``enum:`` (a player colour the template forgot). False when the content writes
    it nowhere."""
    if exc.missing is None or template is None or not isinstance(exc.missing[0], Mapping):
        return False
    table, key = exc.missing
    written = _vars_table(table, template.vars)
    if isinstance(table, Item) or written is None:
        return False
    keys = [str(name) for name in table]
    listed = ", ".join(keys) if len(keys) <= NAMES_LISTED else f"{len(keys)} keys"  # a long table: not every key
    read = context.field_read_as(expression, key)  # the field the failing expression reads, of those holding key
    held = context.content_holding(key, read)
    allowed = _declared_enum(component, held[0]) if held is not None else None
    if allowed is not None and key in allowed and isinstance(written, LocatedDict) and written.loc is not None:
        misspelt = next((name for name in keys if name not in allowed and did_you_mean(name, [key])), None)
        if misspelt is not None and misspelt in written.key_lines:  # the table's key is the slip: rename it
            context.own_value_error(
                "expression",
                written.line_of(misspelt),
                f"vars: '{misspelt}' is no value of the field {held[0]}: (its enum: in game.yaml), and its "
                f"'{key}' is no key of this table; did you mean '{key}'?",
            )
            return True
        context.own_value_error(
            "expression",
            written.loc,
            f"vars: '{key}' is no key of this table ({listed}), and the field {held[0]}: allows it (its "
            f"enum: in game.yaml): add {key}: to the table, or take it out of the enum",
        )
        return True
    return context.in_content(
        "expression",
        key,
        f"'{key}' is none of the keys template '{template.name}' looks it up in (vars: {listed})"
        f"{did_you_mean(key, keys)}",
        read=read,
    )


def key_of_a_vars_row(exc: ExpressionError, template: Template | None, context: Context) -> bool:
    """A row of a table in the template's vars (``notes: {500: {fil: …, ink: …}}``) that lacks the key its other
    rows have, read by every element that looks the key up in it (``vars.n.fill`` of ``n: "{{
    vars.notes[card.value] }}"``): the row is the slip, said once at its line (at its misspelt key, when it has
    one near the key), not at each element reading it, nor with a "did you mean" that would have them all read
    the misspelt key. False when the table read is no such row."""
    if exc.missing is None or template is None or not isinstance(exc.missing[0], Mapping):
        return False
    table, key = exc.missing
    found = _row_of_vars(table, str(key), template.vars, ())
    if found is None:
        return False
    path, row = found
    meant = next((name for name in map(str, row) if did_you_mean(name, [str(key)])), None)
    where = row.line_of(meant) if meant is not None and meant in row.key_lines else row.loc
    said = "vars" + "".join(f".{name}" if name.isidentifier() else f"[{name}]" for name in path) + ": "
    if meant is not None:
        said += f"'{meant}' is no key its table's other rows have; did you mean '{key}'?"
    else:
        said += f"no '{key}', which its table's other rows have: add {key}: to it"
    context.own_value_error("expression", where, said)
    return True


def key_of_a_vars_list(exc: ExpressionError, template: Template | None, context: Context) -> bool:
    """A name written in a list of the template's vars (``pips: [[c], [tl, bt], …]``) that a table of its vars
    lacks (``at: {tl: …, br: …}``), looked up by every element that repeats over the list (a domino's two
    halves): the list is the slip, said once at its line with the table's keys, not at each element. False when
    the key missing is written in no list of the vars."""
    if exc.missing is None or template is None or not isinstance(exc.missing[0], Mapping):
        return False
    table, key = exc.missing
    written = _vars_table(table, template.vars)
    if not isinstance(key, str) or written is None or not isinstance(template.vars, LocatedDict):
        return False
    name = next((name for name, value in template.vars.items() if key in _listed_names(value)), None)
    if name is None:
        return False
    keys = [str(known) for known in table]
    listed = ", ".join(keys) if len(keys) <= NAMES_LISTED else f"{len(keys)} keys"
    looked = next((f"vars.{held}" for held, value in template.vars.items() if value is written), "the table")
    said = f"vars.{name}: '{key}' is no key of {looked}, where it is looked up ({listed}){did_you_mean(key, keys)}"
    context.own_value_error("expression", template.vars.line_of(name), said)
    return True


def _listed_names(value: Any) -> set[str]:
    """The texts written as items of the lists in ``value`` (a var), however deep."""
    if isinstance(value, list):
        return {item for item in value if isinstance(item, str)} | {
            name for item in value for name in _listed_names(item)
        }
    return {name for item in value.values() for name in _listed_names(item)} if isinstance(value, Mapping) else set()


def _row_of_vars(table: Mapping, key: str, held: Any, path: tuple[str, ...]) -> tuple[tuple[str, ...], Any] | None:
    """The keys leading to the row of a mapping in ``held`` (a template's vars) that is ``table`` as evaluated (the
    same keys) and lacks ``key`` where each of its sibling rows (two at least) has it, and the row as written."""
    if not isinstance(held, Mapping):
        return None
    rows = [value for value in held.values() if isinstance(value, Mapping)]
    for name, value in held.items():
        if not isinstance(value, Mapping):
            continue
        others = [row for row in rows if row is not value]
        if (
            isinstance(value, LocatedDict)
            and set(map(str, value)) == set(map(str, table))
            and key not in set(map(str, value))
            and len(others) >= 2
            and all(key in set(map(str, row)) for row in others)
        ):
            return (*path, str(name)), value
        found = _row_of_vars(table, key, value, (*path, str(name)))
        if found is not None:
            return found
    return None


def _declared_enum(component: Component | None, name: str) -> list[str] | None:
    """The values the component's field ``name`` allows by its ``enum:`` in game.yaml, or None; of a list field
    (``blocks: {type: array, items: {enum: [...]}}``, lists of lists too), the enum its items take."""
    fields = component.spec.get("fields") if component is not None else None
    schema = fields.get(name) if isinstance(fields, Mapping) else None
    while isinstance(schema, Mapping) and "enum" not in schema and isinstance(schema.get("items"), Mapping):
        schema = schema["items"]
    allowed = schema.get("enum") if isinstance(schema, Mapping) else None
    return [str(value) for value in allowed] if isinstance(allowed, list) else None


def _vars_table(table: Mapping, held: Any) -> Any:
    """The mapping of ``held`` (a template's vars) that ``table`` is as evaluated (the same keys), itself or one
    inside it, as written (a :class:`LocatedDict`, for its line); None when it is none of them."""
    if isinstance(held, Mapping) and held and set(map(str, held)) == set(map(str, table)):
        return held
    inner = held.values() if isinstance(held, Mapping) else held if isinstance(held, list) else ()
    return next((found for value in inner if (found := _vars_table(table, value)) is not None), None)

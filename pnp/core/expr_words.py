"""A failed expression said in a designer's words: where in a text it failed, what to quote of it, and Jinja's
and Python's messages for common slips (a name misspelt, a brace or a bracket left open, ``=`` for ``==``, a
number compared with a text) turned into what to write instead."""

from __future__ import annotations

import itertools
import re
from typing import Any

from jinja2 import Environment
from jinja2.exceptions import TemplateSyntaxError

from pnp.core.filters import EmptySelectionError, UnknownIdError
from pnp.core.numbering import STRAY_LABEL
from pnp.core.suggest import did_you_mean

JINJA_PART = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def failed_line(exc: Exception) -> int | None:
    """The line of a text's Jinja where ``exc`` arose: the parser's, or the last frame Jinja's traceback gives
    the text (a name read inside a loop is the loop's line of it)."""
    if isinstance(exc, TemplateSyntaxError):
        return exc.lineno or None
    line, frame = None, exc.__traceback__
    while frame is not None:
        if frame.tb_frame.f_code.co_filename == "<template>":
            line = frame.tb_lineno
        frame = frame.tb_next
    return line


UNCLOSED_BLOCK = re.compile(r"Unexpected end of template\..* The innermost block that needs to be closed is '(\w+)'\.")


REPEATS = {"for": "the part it repeats", "if": "the part it shows or leaves out"}


def unclosed_block(env: Environment, text: str, exc: Exception) -> tuple[int, str] | None:
    """(line, words) of a ``{% for %}`` (``{% if %}``, …) that the text never closes, where Jinja says "Unexpected
    end of template" at the text's last line: the innermost of that tag left open, at its own line; None for
    any other error."""
    unclosed = UNCLOSED_BLOCK.fullmatch(str(exc)) if isinstance(exc, TemplateSyntaxError) else None
    if unclosed is None:
        return None
    tag, opened = unclosed.group(1), []
    tokens = [(line, value) for line, kind, value in env.lex(text) if kind in ("block_begin", "name")]
    for (line, value), (_, name) in itertools.pairwise(tokens):
        if value == "{%" and name == tag:
            opened.append(line)
        elif value == "{%" and name == f"end{tag}" and opened:
            opened.pop()
    if not opened:
        return None
    part = REPEATS.get(tag, "its part")
    return opened[-1], f"this {tag} has no end{tag}: write {{% end{tag} %}} where {part} ends"


def jinja_on(text: str, line: int | None, words: str) -> str:
    """What to quote of a text whose Jinja failed on ``line``: that line's ``{{ }}`` or ``{% %}`` naming what
    the error's ``words`` quote (a field, a filter, the index a list lacks: ``[7]`` of "there is no [7]"), else
    its first, else the line; the whole text when the line is not known, or it is the only one."""
    if line is None or "\n" not in text.strip() or not 0 < line <= text.count("\n") + 1:
        return text
    start = sum(len(row) + 1 for row in text.split("\n")[: line - 1])
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    parts = [part.group() for part in JINJA_PART.finditer(text) if part.start() <= end and part.end() > start]
    named = [re.compile(rf"\b{re.escape(name)}\b") for name in QUOTED_NAME.findall(words)]
    named += [re.compile(rf"\[\s*{index}\s*\]") for index in MISSING_INDEX.findall(words)]
    return next((p for p in parts if any(n.search(p) for n in named)), parts[0] if parts else text[start:end])


UNDEFINED_NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)' is undefined")


UNCLOSED = re.compile(r"unexpected '\}', expected '([)\]])'")


UNKNOWN_FILTER = re.compile(r"No filter named '([^']+)'\.")
# filters a designer names by another word, too far from pnp's own name for a "did you mean" to find it
FILTERS_MEANT = {
    "spelt": "spelled",
    "spell": "spelled",
    "spellout": "spelled",
    "in_words": "spelled",
    "words": "spelled",
    "commas": "number",
    "thousands": "number",
    "format_number": "number",
    "currency": "number",
    "money": "number",
}


QUOTED_NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)'")


MISSING_INDEX = re.compile(r"there is no \[(-?[0-9]+)\]")  # a list's index it lacks (pnp.core.expr)


def said(env: Environment, exc: Exception, context: dict[str, Any], source: str = "") -> str:
    """The error's words, with the closest name the context has when a name is not defined ('icon_legnd'), and
    Jinja's words for three common slips said in a designer's."""
    words = str(exc)
    if isinstance(exc, EmptySelectionError | UnknownIdError):  # its words kept, for a reader saying them where
        field = exc.field if isinstance(exc, EmptySelectionError) else exc.key  # the content is
        exc.args = (words.replace("no item", f"no {_selected_from(source, field)}", 1),)
        return str(exc)
    label = STRAY_LABEL.search(source) if words == "Missing end of comment tag" else None
    if label:  # {#coup-roll} read as a Jinja comment's start: it labels a case only in numbered rules
        return (
            f"'{label.group()}' labels a case only in a rulebook whose source says numbered: true (Cases pnp "
            "numbers); elsewhere Jinja reads '{#' as the start of a comment: write numbered: true at the top of "
            "the rulebook's source, or take the label out"
        )
    named = UNDEFINED_NAME.fullmatch(words)
    if named and (quoted := _field_name_unquoted(named.group(1), source)):
        return f"{words}; {quoted}"
    if named and named.group(1) == "math":  # math.sin(a), as Python writes it
        return f"{words}; pnp's sin, cos, tan, atan2 and pi are written without 'math.' (sin(30): degrees)"
    if named:
        return words + did_you_mean(named.group(1), [*map(str, context), *env.globals])
    if words == "unexpected '}'":  # {{ card.title }: the expression's end is two braces
        return f"{words}: an expression ends with two braces, }}}}"
    open_bracket = UNCLOSED.fullmatch(words)
    if open_bracket:  # the end of the expression is Jinja's '}}'
        return f"{words}: a bracket is left open; add its '{open_bracket.group(1)}'"
    if words.endswith("got '='"):
        return f"{words}: '=' is no comparison; write '==' to compare"
    unknown_filter = UNKNOWN_FILTER.fullmatch(words)
    if unknown_filter:
        name = unknown_filter.group(1)
        if name in FILTERS_MEANT and FILTERS_MEANT[name] in env.filters:
            return f"{words.rstrip('.')}; did you mean '{FILTERS_MEANT[name]}'?"
        return words.rstrip(".") + did_you_mean(name, sorted(env.filters))
    if (mixed := _mixed_types(words)) is not None:
        return mixed
    listed = LIST_ATTRIBUTE.fullmatch(words)
    if listed:
        own = f"; the piece's own is card.{listed[1]} (cards is every card of the game)" if "card" in context else ""
        return f"a list has no field '{listed[1]}': read it of one of its items ([0].{listed[1]}){own}"
    if words == "No first item, sequence was empty.":
        return f"{words} ('first' of an empty list: does a selectattr name an id or a title no entry has?)"
    if words == "No aggregated item, sequence was empty.":  # | min or | max of []
        return "'min' or 'max' of an empty list, which has none: test the list first ((xs | min) if xs else 0)"
    return words


FIELD_NAME_ARGUMENTS = (  # where a filter takes a field's name: by_id's second argument, selectattr's first, attribute=
    r"\bby_id\((?:[^()]|\([^()]*\))*?,\s*{}\s*\)",
    r"\b(?:selectattr|rejectattr|groupby)\(\s*{}\s*(?:\)|(?=,))",
    r"\battribute\s*=\s*{}\b",
)


def _field_name_unquoted(name: str, source: str) -> str:
    """What to write when the name Jinja calls undefined stands where a filter takes a field's name, unquoted
    (``by_id(loop.item.to, n)``, ``map(attribute=hue)``): the call with the name quoted; "" elsewhere."""
    bare = re.compile(rf"(?<![\w.'\"]){re.escape(name)}(?![\w'\"])")
    for pattern in FIELD_NAME_ARGUMENTS:
        call = re.search(pattern.format(re.escape(name)), source)
        if call:
            written = call.group()
            at = [found.start() for found in bare.finditer(written)][-1]
            fixed = f"{written[:at]}'{name}'{written[at + len(name) :]}"
            closed = fixed if fixed.endswith(")") or "(" not in fixed else f"{fixed}, …)"
            return f"the field's name goes in quotes: {closed}"
    return ""


SELECTED_FROM = r"([A-Za-z_][\w.]*)\s*\|\s*(?:selectattr\(\s*['\"]{}['\"]|by_id\()"


def _selected_from(source: str, field: str) -> str:
    """What a selection (or a ``by_id``) that found nothing chose among, named as a designer writes it: "row of
    colours" for ``data.colours``, "entry of tiles" for ``components.tiles.entries``; "item" when the source does not
    say."""
    found = re.search(SELECTED_FROM.format(re.escape(field)), source)
    path = found.group(1).split(".") if found else []
    if len(path) == 2 and path[0] == "data":
        return f"row of {path[1]}"
    if len(path) == 3 and path[0] == "components":
        return f"{'entry' if path[2] == 'entries' else 'piece'} of {path[1]}"
    return f"item of {found.group(1)}" if found else "item"


COMPARED = re.compile(r"'(<|>|<=|>=)' not supported between instances of '(\w+)' and '(\w+)'")


OPERATED = re.compile(r"unsupported operand type\(s\) for ([-+*/%]|//|\*\*): '(\w+)' and '(\w+)'")


LIST_ATTRIBUTE = re.compile(r"'(?:list|LocatedList) object' has no attribute '(\w+)'")


TYPE_WORDS = {"int": "a number", "float": "a number", "str": "a text", "NoneType": "nothing (None)", "list": "a list"}


def _mixed_types(words: str) -> str | None:
    """Python's words for a number compared with (or added to) a text, said in a designer's: which is which, and how
    to make them alike; None for other words."""
    compared, operated = COMPARED.fullmatch(words), OPERATED.fullmatch(words)
    found = compared or operated
    if found is None:
        return None
    sign, left, right = found.groups()
    left, right = TYPE_WORDS.get(left, f"a {left}"), TYPE_WORDS.get(right, f"a {right}")
    doing = "compares" if compared else f"cannot {'add' if sign == '+' else 'work out'}"
    said = f"'{sign}' {doing} {left} {'with' if compared else 'and'} {right}"
    if {left, right} == {"a number", "a text"}:
        join = "; to join texts, write ~ for +" if sign == "+" else ""
        return f"{said}: write a number without quotes (2, not '2'), or make the text one with | int{join}"
    if "nothing (None)" in (left, right):
        return f"{said}: a field an entry leaves out reads as nothing; give it a default: .get('field', 0)"
    return said

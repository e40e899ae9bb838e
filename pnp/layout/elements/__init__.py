"""Element kinds: each owns its keys, how it lays out (measuring, with findings) and what it draws.

An element kind is a class registered with ``@element("rect")`` in a module of this
package. It declares its keys with their types; the layout engine evaluates the
template's values, checks them against those types, and calls :meth:`ElementKind.lay_out`,
which returns display primitives (:mod:`pnp.layout.face`). Keys every element has
(position, ``when``, ``rotate``, ``opacity``, ``clip``) are handled here, once.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pnp.core.color import parse_color
from pnp.core.findings import Findings, Location, child_var_cause
from pnp.core.geometry import Path as Outline
from pnp.core.geometry import Shape
from pnp.core.limits import DEFAULT_LIMITS, Limits
from pnp.core.numbering import Numbering
from pnp.core.profiles import MM_PER_INCH, Profile, profiles
from pnp.core.registry import Registry, load_plugins
from pnp.core.rules import PLACED_FOR_ITS_SIZE
from pnp.core.suggest import did_you_mean
from pnp.core.textsyntax import ENGLISH, Typography
from pnp.core.yamlio import LocatedDict, key_written_as, written_as
from pnp.layout.face import PathItem, Primitive
from pnp.layout.repeat import TEMPLATE_OWN
from pnp.layout.text import TextSetter
from pnp.load.fonts import FontBook
from pnp.load.icons import IconLibrary
from pnp.load.templates import Template
from pnp.model import IconDrawn, Item

if TYPE_CHECKING:
    from pnp.layout.elements.piece import Pieces

WITH_UNIT = re.compile(r"\s*(-?\d+(?:\.\d+)?)\s*(mm|cm|in|pt|%|deg|°)\s*")
DECIMAL_COMMA = re.compile(r"\s*(-?\d+),(\d+)\s*")
MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4}
TINY_PIECE = 20.0  # mm: a piece whose longer side is shorter is no card or token but, most likely, one sized in cm
ROUNDING = 1e-6  # a count this near a whole number is a division's floating-point rounding (76.2 / 25.4)


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"must be a number, got {value!r}")
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"must be a number, got {value!r}{_unit_hint(value)}") from None
    if not math.isfinite(number):
        raise ValueError(f"must be a finite number, got {value!r}")
    return number


def _unit_hint(text: str) -> str:
    """How to write a number typed with a unit: '80%' is 0.8, '3mm' is 3, '1in' is 25.4 (lengths in mm)."""
    comma = DECIMAL_COMMA.fullmatch(text)
    if comma is not None:
        return f"; write {comma[1]}.{comma[2]} (a decimal point, not a comma)"
    typed = WITH_UNIT.fullmatch(text)
    if typed is None:
        return ""
    number, unit = float(typed[1]), typed[2]
    if unit == "%":
        return f"; write {number / 100:g} ({number:g} % as a number: 1 is 100 %)"
    if unit in ("deg", "°"):
        return f"; write {number:g} (degrees, no units)"
    if unit == "pt":
        return f"; write {number:g} (no units: type sizes are in pt, lengths in mm)"
    return f"; write {number * MM_PER_UNIT[unit]:g} (mm, no units)"


def _flag(value: Any) -> bool:
    """true or false (an expression's result that was set as text, "True", too); a quoted "false" or "yes" is
    no flag, where Python's truth would have made it true."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ValueError(f"must be true or false, got {value!r}")


def _length(value: Any) -> float:
    """A line's width, a corner's radius: 0 or more (mm)."""
    number = _number(value)
    if number < 0:
        raise ValueError(f"must be 0 or more (mm), got {value!r}")
    return number


def _positive(value: Any) -> float:
    """A factor that scales a size (leading: × the type size): above 0, or the lines would print on one another."""
    number = _number(value)
    if number <= 0:
        raise ValueError(f"must be above 0 (× the type size: 1.2 is usual), got {value!r}")
    return number


def _share(value: Any) -> float:
    """An opacity: from 0 (invisible) to 1 (opaque); 50 meant as a percentage is told to write 0.5."""
    number = _number(value)
    if not 0 <= number <= 1:
        hint = f"; write {number / 100:g} for {number:g} %" if 1 < number <= 100 and number == int(number) else ""
        raise ValueError(f"must be from 0 (invisible) to 1 (opaque), got {value!r}{hint}")
    return number


def _dash(value: Any) -> tuple[float, ...]:
    if value in (None, "", 0) or (isinstance(value, (list, tuple)) and not value):
        return ()
    # a word (dash: dashed, as a style sheet writes it) or lengths in one text: said as what dash takes
    pair = DECIMAL_COMMA.fullmatch(value) if isinstance(value, str) else None
    if pair is not None:  # '4,3': the on and off lengths a list would hold, more likely than a decimal comma
        raise ValueError(
            f"must be one length or a list of on/off lengths (mm); got {value!r}: write [{pair[1]}, {pair[2]}] for "
            f"{pair[1]} mm on and {pair[2]} mm off (or {pair[1]}.{pair[2]} for one length)"
        )
    if isinstance(value, str) and (len(value.split()) > 1 or not (_unit_hint(value) or _reads_as_number(value))):
        raise ValueError(f"must be one length or a list of on/off lengths (mm), such as [3, 2]; got {value!r}")
    values = value if isinstance(value, (list, tuple)) else [value, value]
    dash = tuple(_number(v) for v in values)
    if any(v < 0 for v in dash) or not any(dash):
        raise ValueError(f"must be a positive length or a list of them, got {value!r}")
    return dash


def _reads_as_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _points(value: Any) -> list[tuple[float, float]]:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"must be a list of [x, y] points, got {value!r}")
    if value and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):  # [10, 10]: one flat
        pairs = ", ".join(f"[{value[i]!r}, {value[i + 1]!r}]" for i in range(0, len(value) - 1, 2))
        hint = f": write [{pairs}]" if len(value) % 2 == 0 else ""
        raise ValueError(f"is a list of points, each one [x, y] in brackets of its own; got {list(value)!r}{hint}")
    points = []
    for point in value:
        if not isinstance(point, (list, tuple)) or len(point) not in (2, 3):
            raise ValueError(f"each point is [x, y] (or [x, y, degrees]), got {point!r}")
        points.append(tuple(_number(v) for v in point))
    return points


def _point(value: Any) -> tuple[float, float]:
    """One point, [x, y] in mm."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"must be one point, [x, y] in mm, got {value!r}")
    x, y = (_number(v) for v in value)
    return x, y


def _boxes(value: Any) -> list[tuple[float, float, float, float]]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(b, (list, tuple)) and len(b) == 4 for b in value):
        raise ValueError(f"must be a list of [x, y, w, h] boxes, got {value!r}")
    return [tuple(_number(v) for v in box) for box in value]


def _whole(what: str) -> Callable[[Any], int]:
    """A count: a whole number, 1 or more (``what`` names what is counted in the message: " of lines")."""

    def coerce(value: Any) -> int:
        number = _number(value)
        if number < 1 or number != int(number):
            near = round(number) >= 1 and abs(number - round(number)) < ROUNDING
            rounding = f", {round(number)} but for a division's rounding: end the expression with | round | int"
            hint = rounding if near else ""
            raise ValueError(f"must be a whole number{what}, at least 1, got {value!r}{hint}")
        return int(number)

    return coerce


def _texts(value: Any) -> tuple[str, ...]:
    if value in (None, ""):
        return ()
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"must be a list of texts, such as [Player, Coins, Total]; got {value!r}")
    return tuple("" if text is None else str(text) for text in value)


def _choice(*options: str, meant: dict[str, str] | None = None) -> Callable[[Any], str]:
    """One of ``options``; a word written for one (``meant``: British 'centre', CSS's vertical 'center') or close
    to one is told it."""

    def coerce(value: Any) -> str:
        if str(value) not in options:
            allowed = f"one of {', '.join(options)}" if len(options) > 1 else f"{options[0]} (or left out)"
            word = str(value).strip().lower()
            hint = (
                f"; write '{(meant or {}).get(word, word)}'"
                if (meant or {}).get(word, word) in options
                else did_you_mean(word, options)
            )
            raise ValueError(f"must be {allowed}, got {value!r}{hint}")
        return str(value)

    return coerce


def _text(value: Any) -> str:
    """A text to print; a list or a mapping (``{{ card.tags }}``, ``{{ vars.suit }}``) would print as Python writes
    it, brackets and quotes, so it is refused, told how to print its items."""
    if isinstance(value, (list, tuple)):
        raise ValueError(f"is a list, {list(value)!r}, which would print with its brackets: add | join(', ')")
    _no_mapping(value, "print with its braces: print")
    return "" if value is None else str(value)


def _name(value: Any) -> str | None:
    """An icon's or a picture's name; a mapping (``{{ vars.suit }}`` for ``{{ vars.suit.icon }}``) or a list is
    none."""
    if isinstance(value, (list, tuple)):
        raise ValueError(f"is a list, {list(value)!r}, not a name: name one of its items ([0])")
    _no_mapping(value, "name nothing: name")
    return None if value in (None, "") else str(value)


def _no_mapping(value: Any, would: str) -> None:
    """Raise for a mapping where one value of it is meant, naming its keys: ``would`` says what it would do."""
    if isinstance(value, dict):
        keys = [f".{key}" for key in value]
        named = f"{', '.join(keys[:-1])} or {keys[-1]}" if len(keys) > 1 else "".join(keys)
        raise ValueError(f"is a mapping, which would {would} one of its values, {named}")


FIELD_REFERENCE = re.compile(r"\b(?:card|item)\.(\w+)")
WHOLE_VAR = re.compile(r"\bvars\.(\w+)\b(?![.\[])")  # a var printed whole, not one of its values
FIELD_ONLY = re.compile(r"\{\{\s*(?:card|item)((?:\.\w+)+)\s*\}\}")  # a value that is one field

COERCE: dict[str, Callable[[Any], Any]] = {
    "number": _number,
    "length": _length,
    "positive": _positive,
    "share": _share,
    "color": parse_color,
    "text": _text,
    "name": _name,
    "bool": _flag,
    "dash": _dash,
    "points": _points,
    "point": _point,
    "boxes": _boxes,
    "cap": _choice("butt", "round", "square"),
    "join": _choice("miter", "round", "bevel"),
    "align": _choice("left", "center", "right", meant={"centre": "center", "centred": "center", "centered": "center"}),
    "valign": _choice("top", "middle", "bottom", meant={"center": "middle", "centre": "middle", "centered": "middle"}),
    "wrap": _choice("pretty", "greedy", "balance"),
    "case": _choice("upper"),
    "fit": _choice("contain", "cover"),
    "lines": _whole(" of lines"),
    "count": _whole(""),
    "texts": _texts,
    "any": lambda v: v,
}


@dataclass(frozen=True)
class Key:
    type: str
    default: Any = None
    doc: str = ""


COMMON_KEYS: dict[str, Key] = {
    "type": Key("name", doc="the element type"),
    "when": Key("bool", True, "draw the element only when this is true"),
    "repeat": Key("any", None, "draw it for each item of a list, or a number of times; loop.item, loop.index..."),
    "let": Key("any", None, "names for values its other keys read, each evaluated in order for each piece and copy"),
    "x": Key("number", 0.0, "left edge, mm from the trim's left"),
    "y": Key("number", 0.0, "top edge, mm from the trim's top"),
    "w": Key("number", 0.0, "width, mm"),
    "h": Key("number", 0.0, "height, mm"),
    "rotate": Key("number", 0.0, "degrees clockwise about the box's centre"),
    "opacity": Key("share", None, "0 (invisible) to 1"),
    "clip": Key("bool", False, "nothing of the element shows outside its box"),
    "allow": Key("texts", (), "rule ids of warnings about this element that are meant ([thin-near-trim]): not said"),
}
STROKE_KEYS: dict[str, Key] = {
    "stroke": Key("color", None, "outline colour"),
    "stroke_width": Key("length", 0.25, "outline width, mm"),
    "dash": Key("dash", (), "dash length (mm) or a list of on/off lengths"),
}
PAINT_KEYS: dict[str, Key] = {"fill": Key("color", None, "fill colour"), **STROKE_KEYS}


def allowed(element: LocatedDict) -> set[str]:
    """The rule ids an element's ``allow:`` names: warnings its designer means (a ruler's ticks run to the trim)."""
    value = element.get("allow")
    return {str(rule) for rule in value} if isinstance(value, list) else set()


def field_path(value: Any) -> list[str] | None:
    """The field a template value is, whole (``{{ card.suit.icon }}``: suit, icon); None when it computes one."""
    whole = FIELD_ONLY.fullmatch(str(value).strip())
    return whole.group(1).strip(".").split(".") if whole else None


def field_owner(item: Any, path: list[str]) -> Any:
    """The mapping holding the last field of ``path`` in ``item`` (the suit of ``suit.icon``), or None."""
    owner = item
    for part in path[:-1]:
        owner = owner.get(part) if isinstance(owner, dict) else None
    return owner


def field_source(value: Any, item: Item | None) -> Location | None:
    """The content line a template value comes from when it is one field of the piece, nested or not
    (``{{ card.suit.icon }}`` is the suit's ``icon:`` line); None when the template computes it."""
    path = field_path(value)
    if path is None or item is None:
        return None
    owner = field_owner(item, path)
    if isinstance(owner, LocatedDict) and path[-1] in owner and owner.loc is not None:
        return owner.line_of(path[-1])
    return None


@dataclass(frozen=True)
class HexGridDrawn:
    """A hex map's grid as a piece draws it: its hexes' size flat to flat (mm), which way up they stand, where
    its size is said (the element's ``size:``, else the element) and the element's name."""

    size: float
    orientation: str
    where: Location
    element: str


@dataclass
class FaceRecords:
    """What one face recorded for its game (Context.drew_icon, drew_hexes, printed_file; the texts shrunk and the
    fonts set), as it recorded it: each icon's first naming on the face. A kept face's (pnp.layout.kept) are
    recorded again in its place."""

    icon_sources: dict[str, IconDrawn] = field(default_factory=dict)
    hex_grids: dict[tuple[float, str], HexGridDrawn] = field(default_factory=dict)
    licence_asked: dict[Path, bool] = field(default_factory=dict)
    shrunk: list[tuple[Location, str, str, float, float]] = field(default_factory=list)
    fonts: tuple[str, ...] = ()  # the faces its text is set in, which drawing and measuring find registered


@dataclass
class Context:
    """What an element may consult while laying out: assets, the piece, where findings go."""

    fonts: FontBook
    icons: IconLibrary
    text: TextSetter
    art_dir: Path
    shape: Shape
    bleed: float
    findings: Findings
    label: str  # e.g. "card 'dead-end'"
    item: Item | None = None
    reported: set[tuple[str, Location, str]] = field(default_factory=set)
    shrunk: list[tuple[Location, str, str, float, float]] = field(
        default_factory=list
    )  # where, label, element, from, to
    limits: Limits = DEFAULT_LIMITS
    icon_sources: dict[str, IconDrawn] = field(default_factory=dict)  # see drew_icon
    hex_grids: dict[tuple[float, str], HexGridDrawn] = field(default_factory=dict)  # see drew_hexes
    licence_asked: dict[Path, bool] = field(default_factory=dict)  # see printed_file
    template: Template | None = None  # the face's template, whose vars: a value may come from
    data: Any = None  # the game's data tables, whose rows a value may come from (vars.player.color)
    typography: Typography = ENGLISH  # the quotes and spacing of the game's language (game.yaml words:)
    written_on: bool = False  # the piece is a sheet to write on (imposition: sheet): its grids are written in
    smallest_type: float | None = None  # pt: game.yaml's smallest_type: when it raises the least (a children's game)
    profile: Profile = field(default_factory=lambda: profiles()["home"])  # the build's print profile
    pieces: Pieces | None = None  # the game's pieces, which a piece element draws
    numbering: Numbering = field(default_factory=Numbering)  # the cases a text's [[#label]] prints the number of
    entries: list[Item] = field(default_factory=list)  # every entry of the piece's component (the piece's siblings)
    own: FaceRecords | None = None  # what this face alone records, kept with it for a later run (pnp.layout.kept)

    def drew_icon(self, name: str, where: Callable[[], Location], element: str, element_at: Location) -> None:
        """Remember where the game first names an icon it prints, and what draws it there (the legend
        check's place to point at: the entry's field, else the template's line)."""
        own = self.own.icon_sources if self.own is not None else None
        if name in self.icon_sources and (own is None or name in own):
            return
        drawn = IconDrawn(where(), f"{self.label}: element '{element}'", element, element_at)
        self.icon_sources.setdefault(name, drawn)
        if own is not None:
            own.setdefault(name, drawn)

    def drew_hexes(self, size: float, orientation: str, where: Location, element: str) -> None:
        """Remember a hex map's grid (its hexes' size flat to flat and which way up they stand), where its size is
        said, and what draws it: the game's hexagonal tiles are checked to lie on it (pnp.layout.hex_fit)."""
        drawn = HexGridDrawn(size, orientation, where, element)
        self.hex_grids.setdefault((round(size, 2), orientation), drawn)
        if self.own is not None:
            self.own.hex_grids.setdefault((round(size, 2), orientation), drawn)

    def printed_file(self, path: Path | None, element: LocatedDict) -> None:
        """Remember that a piece prints this icon or picture file, and whether its licence is asked: not when
        every element that draws it says ``allow: [licence-missing]`` (a placeholder, meant)."""
        if path is not None:
            asked = "licence-missing" not in allowed(element)
            self.licence_asked[path] = self.licence_asked.get(path, False) or asked
            if self.own is not None:
                self.own.licence_asked[path] = self.own.licence_asked.get(path, False) or asked

    def where(self, element: LocatedDict, key: str, line: int | None = None) -> Location:
        """The line of an element's ``key``; of its value's ``line`` (1 its first) when the value is a ``|`` block."""
        start = getattr(element, "block_starts", {}).get(key)
        if line is not None and start is not None:
            return Location(element.line_of(key).file, start + line - 1)
        return element.line_of(key) if key in element.key_lines else element.loc

    def made_at(self, where: Location) -> list[str]:
        """The ids of the piece's siblings a field of which is written at ``where``: the cards one ``sets:`` row
        makes (a rank's reminder, written once for each suit), whose text is one slip for all of them."""
        return [entry.id for entry in self.entries if any(entry.line_of(key) == where for key in entry.key_lines)]

    def content_location(self, element: LocatedDict, key: str, needle: str = "") -> Location:
        """Where a text came from: the entry's field it prints, itself or through a var (``{{ vars.effect }}``
        with ``effect: "{{ card.effect | replace(...) }}"``). Of several (a card's text and its flavour), the
        one that holds ``needle``, else the longest (the text to shorten); the template when it reads none."""
        fields = [
            name
            for name in dict.fromkeys(self._fields_read(str(element.get(key, ""))))
            if self.item is not None and isinstance(self.item.get(name), str)
        ]
        if needle:
            fields = [name for name in fields if needle in self.item[name]] or fields[:1]
        if fields and self.item is not None:
            name = max(fields, key=lambda name: len(self.item[name]))
            return self.item.line_of_text(name, needle) if needle else self.item.line_of(name)
        return self.where(element, key)

    def _fields_read(self, raw: str, depth: int = 0) -> list[str]:
        """The entry's fields ``raw`` reads, and those read by each var it prints whole (``vars.effect``, not
        ``vars.look.word``, a value of the template's own picked by a field)."""
        fields = FIELD_REFERENCE.findall(raw)
        held = self.template.vars if self.template is not None else None
        if isinstance(held, dict) and depth < 3:
            for var in WHOLE_VAR.findall(raw):
                if isinstance(held.get(var), str):
                    fields += self._fields_read(held[var], depth + 1)
        return fields

    def source_of(self, element: LocatedDict, key: str) -> Location | None:
        return field_source(element.get(key, ""), self.item)

    def content_holding(self, value: Any, prefer: str = "") -> tuple[str, Location] | None:
        """(key, line) of the entry's field, else the data table's, written as ``value``, a string a template
        printed and found wrong (an icon name, a colour): None when the content writes it nowhere. Of a row's
        fields holding it, one whose key has ``prefer`` in it is named."""
        if not isinstance(value, str) or not value.strip():
            return None
        return written_as(value, self.item, prefer) or written_as(value, self.data, prefer)

    def field_read_as(self, raw: Any, value: Any) -> str:
        """The entry's field that the expression ``raw`` reads (itself or through a var) and that holds ``value``;
        '' when none does. Where two fields hold one value (a Curse card's title and type), the one read."""
        fields = self._fields_read(raw) if isinstance(raw, str) and self.item is not None else []
        return next((name for name in fields if self.item.get(name) == value), "")

    def in_content(
        self, rule: str, value: Any, reason: Any, cause: str | None = None, read: str = "", as_key: bool = False
    ) -> bool:
        """A value read from the content that a template cannot use (a colour, an icon name), said once where the
        content writes it, in words every template and check that meets it says alike; False when the content
        writes it nowhere (the template's own value, reported at the template). ``read``: the field the failing
        expression read, named first where several fields hold the value. ``as_key``: an id may be written as a
        key of a mapping a field holds too (a compound's ``recipe: {h: 2, fe: 1}``, its elements by their ids)."""
        held = self.content_holding(value, read or ("icon" if rule == "icon-unknown" else ""))
        if held is None and as_key:
            held = key_written_as(value, [self.item, self.data])
        if held is not None:
            self.content_error(rule, held[1], f"{held[0]}: {reason}", cause)
        return held is not None

    def value_invalid(self, exc: ValueError, where: Location, message: str) -> None:
        """A value an element's own code could not read (a generator's colour: ``exc`` is parse_color's
        ColourError, which names it): one finding where the content writes the value, else ``message`` at the
        template's ``where``."""
        if not self.in_content("value-invalid", getattr(exc, "value", None), exc):
            self.template_error("value-invalid", where, message)

    def written_at(self, element: LocatedDict, key: str, value: Any) -> Location:
        """Where a value is written: the entry's field when it is one, the ``vars:`` line that holds it,
        else the element's line."""
        source = self.source_of(element, key)
        var = self.template.var_of(element.get(key, ""), value) if source is None and self.template else None
        return source or (var[1] if var else self.where(element, key))

    def content_error(self, rule: str, location: Location, message: str, cause: str | None = None) -> None:
        """A mistake in the content that every piece drawing it would repeat: reported once, at its line."""
        if (rule, location, "") not in self.reported:
            self.reported.add((rule, location, ""))
            self.findings.error(rule, location, message, cause)

    def own_value_error(self, rule: str, location: Location, message: str) -> None:
        """A value the template writes itself, wrong for every piece and copy alike (a dash written '4,3'): said
        once at its line, naming no copy of a ``repeat:`` nor the row it draws (:func:`said_once`)."""
        self.content_error(rule, location, message)
        self.reported.add((TEMPLATE_OWN, location))

    def warning_once(
        self,
        rule: str,
        location: Location,
        message: str,
        cause: str | None = None,
        kind: str = "",
        by: LocatedDict | None = None,
    ) -> None:
        """A warning every piece meeting it would repeat: said once at its line, or once per ``kind`` of it there
        (a picture printed at two sizes from one line: each size's own). Not said when it is about the element
        ``by`` and its ``allow:`` names the rule."""
        if by is not None and rule in allowed(by):
            return
        if (rule, location, kind) not in self.reported:
            self.reported.add((rule, location, kind))
            self.findings.warning(rule, location, message, cause)

    def error(self, rule: str, location: Location, message: str, cause: str | None = None) -> None:
        self.findings.error(rule, location, f"{self.label}: {message}", cause)

    def child_var(self, element: LocatedDict, key: str) -> tuple[str, Location] | None:
        """(name, its line) of a var the face's template sets in its own file that ``key`` of an element it
        inherits reads (``h: "{{ 12 * vars.sy }}"`` in the full score sheet, ``sy: 0.3`` in the child that
        extends it): a box the child's value makes too small is that line's to change, not the parent's."""
        template = self.template
        if template is None or not isinstance(template.vars, LocatedDict):
            return None
        if self.where(element, key).file == template.path:  # the child's own line: its own finding
            return None
        read = template.vars_read_by(str(element.get(key, "")))
        return next(((name, read.line_of(name)) for name in read if read.line_of(name).file == template.path), None)

    def said_at_child_var(self, rule: str, element: LocatedDict, key: str, message: str, error: bool) -> bool:
        """Say a box too small for what it holds at the child's var line that sizes it (:meth:`child_var`); the
        boxes one var makes too small are one cause, said once there (:func:`pnp.core.findings.one_per_var`).
        False when no var of the child sizes ``key``: the caller says it itself."""
        var = self.child_var(element, key)
        if var is None:
            return False
        name, where = var
        parent = self.where(element, key)
        assert self.template is not None  # child_var found one
        said = (
            f"template '{self.template.name}': {name}: {self.template.vars[name]!r} here sizes the boxes of the "
            f"template it extends, and makes them too small: {message} ({parent.file.name}:{parent.line} reads "
            f"vars.{name}); choose a {name}: at which they fit"
        )
        cause = child_var_cause(name, parent)
        if error:
            self.template_error(rule, where, said, cause)
        else:
            self.warning_once(rule, where, said, cause, kind=cause)
        return True

    def box_unmade(self, props: Props) -> bool:
        """An element box of no width or height on a tiny piece (``size: [6.3, 8.8]``, a poker card in cm, under
        ``w: "{{ trim.w - 10 }}"``): said once, at the template's ``size:`` line; True when said (the element
        then draws nothing, and its own findings wait: they would be one a box, each of its own)."""
        w, h = props["w"], props["h"]
        if self.template is None or (w > 0 and h > 0) or max(self.template.size) >= TINY_PIECE:
            return False
        width, height = self.template.size
        if (width * 4).is_integer() and (height * 4).is_integer():  # 2 × 7: a bookmark's inches as well as cm
            meant = (
                f"a size in inches or cm? size: is in millimetres: size: [{width * MM_PER_INCH:g}, "
                f"{height * MM_PER_INCH:g}] for {width:g} × {height:g} in, or [{width * 10:g}, {height * 10:g}] "
                f"for {width:g} × {height:g} cm"
            )
        else:
            meant = (
                f"a size in cm? size: is in millimetres: size: [{width * 10:g}, {height * 10:g}] for a "
                f"{width * 10:g} × {height * 10:g} mm piece"
            )
        where = self.template.size_location or self.template.location
        self.content_error(  # named as the template that writes the size: its children alike say it once
            "size-invalid",
            where,
            f"template '{self.template.name_at(where)}': size: makes a {width:g} × {height:g} mm piece, so small that "
            f"the boxes made from it come out negative (element '{props.name}': {w:.1f} × {h:.1f} mm): {meant}",
        )
        # what the elements before it said of their places on so small a piece follows from the size: taken back
        self.findings.withdraw(PLACED_FOR_ITS_SIZE, self.template.files, self.template.name)
        return True

    def template_error(
        self,
        rule: str,
        location: Location,
        message: str,
        cause: str | None = None,
        alike: str | None = None,
        written: bool = False,
    ) -> None:
        """A problem at a template's line: reported once, for the first piece it happens to, however many
        more it happens to alike (a piece whose values make it go wrong differently gets its own; ``alike``
        names the problem where pieces say it in other words: a field missing, whatever each piece's hint).
        ``written``: the value is written in the template, read from no piece (a font's name): its finding names
        the template, not the first piece, which is no more its cause than the others."""
        said = (rule, location, message if alike is None else alike)
        if said not in self.reported:
            self.reported.add(said)
            label = f"template '{self.template.name_at(location)}'" if written and self.template else self.label
            self.findings.error(rule, location, f"{label}: {message}", cause)
        else:  # said for an earlier piece: this piece's element failed all the same (no knock-on of it is said)
            self.findings.errors_said += 1


@dataclass
class Props:
    """An element's evaluated, typed values; missing keys read as their defaults."""

    values: dict[str, Any]
    element: LocatedDict = field(repr=False)
    name: str = ""

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    @property
    def box(self) -> tuple[float, float, float, float]:
        return self["x"], self["y"], self["w"], self["h"]


class ElementKind:
    """Base of every element type; subclasses set ``keys`` and implement :meth:`lay_out`."""

    name: ClassVar[str] = ""
    keys: ClassVar[dict[str, Key]] = {}
    doc: ClassVar[str] = ""
    needs: ClassVar[tuple[str, ...]] = ()  # keys the element draws nothing without (an icon's name:)
    draws_pieces: ClassVar[bool] = False  # it draws other pieces, their words checked where they are laid out

    @classmethod
    def all_keys(cls) -> dict[str, Key]:
        return {**COMMON_KEYS, **cls.keys}

    def lay_out(self, props: Props, context: Context) -> list[Primitive]:
        raise NotImplementedError

    def coerce(self, values: dict[str, Any], typed_before: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Typed values for every key, defaults filled in; raises ValueError naming the key. ``typed_before``:
        keys whose values were typed before (typing is a function of the value alone)."""
        typed, typed_before = {}, typed_before or {}
        for key, spec in self.all_keys().items():
            if key in typed_before:
                typed[key] = typed_before[key]
                continue
            if key not in values:
                typed[key] = spec.default
                continue
            try:
                typed[key] = COERCE[spec.type](values[key]) if values[key] is not None else spec.default
            except ValueError as exc:
                raise ValueError(f"'{key}' {exc}") from None
        return typed


ELEMENTS: Registry[ElementKind] = Registry("element type")
element = ELEMENTS.plugin


def painted(outline: Outline, props: Props, closed: bool = True) -> list[Primitive]:
    """The outline filled and stroked as the element's paint keys say (nothing if it has neither)."""
    fill = props.get("fill") if closed else None
    stroke = props.get("stroke")
    if fill is None and stroke is None:
        return []
    return [
        PathItem(
            outline,
            fill=fill,
            stroke=stroke,
            stroke_width=props.get("stroke_width", 0.25),
            dash=props.get("dash") or (),
            cap=props.get("cap") or "butt",
            join=props.get("join") or "miter",
        )
    ]


load_plugins(__name__, __path__)

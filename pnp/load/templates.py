"""Layout templates: YAML files in templates/, combined through ``extends``, with the piece they describe.

A child template deep-merges over its parent: scalars replace, mappings merge,
elements merge by name and keep the parent's drawing order (new ones go on top);
an element set to null is removed. The template's ``size``, ``shape`` and ``bleed``
describe the printed piece; they are checked here, at their lines.

A template's ``ink_saver:`` holds the ``vars:`` and ``elements:`` of its ink-saving look (what
``pnp build --ink-saver`` prints), inherited through ``extends`` like the rest; a loader made with
``ink_saver=True`` merges it over the template, one made without leaves it aside.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pnp.core import polyomino
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.geometry import Ellipse, Hexagon, Polygon, Rectangle, RoundedRectangle, Shape
from pnp.core.geometry import Path as Outline
from pnp.core.papers import papers
from pnp.core.sizes import named_size, named_sizes
from pnp.core.suggest import SHORTEST_STEM, did_you_mean, did_you_mean_or_names
from pnp.core.yamlio import Keys, LocatedDict, strings_in, written_at
from pnp.load.holes import placed_hole, sized
from pnp.load.inherited_look import hidden_by_parent_look
from pnp.load.sources import find_named, names_in, read_mapping
from pnp.load.var_slips import vars_misspelt

DEFAULT_BLEED = 3.175  # 1/8 in
# what a template writes and a rulebook style does not (a template of shared vars: writes only vars:)
TEMPLATE_KEYS = ("size", "shape", "extends", "elements", "vars", "ink_saver")
DEFAULT_SAFE = 3.175
LARGEST = 5000.0  # mm: no printable piece is five metres long; beyond it a size is a typo
SHAPES = ("rectangle", "rounded", "circle", "ellipse", "hexagon", "polygon", "polyomino")


VAR_ONLY = re.compile(r"\{\{\s*vars\.(\w+)\s*\}\}")
VAR_READ = re.compile(r"\bvars\s*(?:\.|\[\s*['\"])\s*(\w+)")  # a var an expression reads: vars.look, vars['look']


@dataclass
class Template:
    name: str
    path: Path
    shape: Shape
    bleed: float
    safe: float
    vars: dict[str, Any]  # a LocatedDict when the template has vars: findings can point at one
    elements: dict[str, LocatedDict] = field(default_factory=dict)
    size_location: Location | None = None  # the `size:` line the piece's size comes from
    size_name: str = ""  # the named size that line writes (tarot, poker-landscape), or "" for millimetres
    shape_location: Location | None = None  # the `shape:` line its shape comes from
    bleed_location: Location | None = None  # the `bleed:` line its bleed comes from (its file: the default)
    saver_lines: frozenset[Location] = frozenset()  # the lines of its ink_saver:, when loaded in the ink-saving look
    parents: tuple[tuple[str, Path], ...] = ()  # the templates it extends, nearest first: (name, file)
    holes: tuple[Outline, ...] = ()  # outlines cut out of the piece (mm from its trim's top-left): a dial's window
    holes_location: Location | None = None  # the `holes:` line they come from

    @property
    def size(self) -> tuple[float, float]:
        return self.shape.w, self.shape.h

    @property
    def location(self) -> Location:
        return Location(self.path)

    @property
    def files(self) -> tuple[Path, ...]:
        """Its file and those of the templates it extends: where what it draws is written."""
        return (self.path, *(path for _, path in self.parents))

    def name_at(self, where: Location) -> str:
        """The name of the template written at ``where``: this one's, or that of the parent whose file holds it."""
        return next((name for name, path in self.parents if path == where.file), self.name)

    def said_at(self, where: Location) -> str:
        """How a finding at ``where``, made laying this template out, names it: "template 'my-game/frame' (extended
        by 'my-game/joker')" at a line of a parent (an element it inherits, found as this child lays it out: the
        parent is the file to edit), else "template 'my-game/joker'"."""
        written = self.name_at(where)
        return f"template '{written}'" + (extended_by(self.name) if written != self.name else "")

    def var_of(
        self, raw: Any, value: Any = None, piece: Mapping[str, Any] | None = None, beside: str = ""
    ) -> tuple[str, Location] | None:
        """(name, its ``vars:`` line) when a bad ``value`` comes from ``vars:``: ``raw`` is just
        ``{{ vars.name }}``, or reads vars and ``value`` is written as it is inside them
        (``vars.kinds.room.accent``; of several places writing it, one in a row that also writes ``beside``: a
        text's ink in the row of the fill it stands on, ``vars.zones.o.ink``; else one under a key that is a value
        of the ``piece`` it was found on: its nation's, ``vars.nations.de.ink``). A problem with it is the var's,
        reported once there however many elements use it."""
        if not isinstance(self.vars, LocatedDict):
            return None
        named = VAR_ONLY.fullmatch(str(raw).strip())
        if named and named.group(1) in self.vars and not _reads_vars(self.vars[named.group(1)]):
            return named.group(1), self.vars.line_of(named.group(1))
        if isinstance(value, str) and "vars." in str(raw):  # also a var that picks from others: inks[card.colour]
            within = {field for field in (piece or {}).values() if isinstance(field, str)}
            read = self.vars_read_by(str(raw))
            found = _written_beside(value, beside, read) or written_at(value, read, within=within)
            if found:
                return _dotted(found[0]), found[1]
        if named and named.group(1) in self.vars:  # picks from other vars, but the value is written in none
            return named.group(1), self.vars.line_of(named.group(1))
        return None

    def var_writing(self, text: str) -> tuple[str, Location] | None:
        """(name, its line) of the first of ``vars:`` whose string holds ``text``: where a slip in a value a
        text element prints from vars is to be corrected."""
        found = written_at(text, self.vars, inside=True) if isinstance(self.vars, LocatedDict) else None
        return (_dotted(found[0]), found[1]) if found else None

    def vars_read_by(self, raw: str) -> LocatedDict:
        """The vars ``raw`` reads, and those they read in turn: where a value it prints may be written (not a
        var it never reads that happens to hold the same colour: white text from a data table's row is not the
        ``ground: {speed: "#ffffff"}`` of the cards' grounds)."""
        names: set[str] = set()
        todo = [raw]
        while todo:
            for name in VAR_READ.findall(todo.pop()):
                if name in self.vars and name not in names:
                    names.add(name)
                    todo.extend(strings_in(self.vars[name]))
        read = LocatedDict({name: value for name, value in self.vars.items() if name in names})
        read.loc = getattr(self.vars, "loc", None)  # a template of no vars: has none
        read.key_lines = getattr(self.vars, "key_lines", {})
        read.key_files = getattr(self.vars, "key_files", {})
        return read


def extended_by(child: str) -> str:
    """What :meth:`Template.said_at` adds to the parent's name: the child a finding was made on."""
    return f" (extended by '{child}')"


def _reads_vars(value: Any) -> bool:
    """Whether a var's value is an expression that reads other vars (``ink: "{{ vars.inks[card.colour] }}"``):
    a value it gives is written in those, where a slip in it is to be corrected."""
    return isinstance(value, str) and "vars." in value


def _written_beside(value: str, beside: str, held: Any, path: Keys = ()) -> tuple[Keys, Location] | None:
    """The keys and line of ``value`` in the first mapping of ``held`` that also writes ``beside`` (colours
    compared in any case); None without ``beside`` or such a mapping."""
    if not beside or not isinstance(held, (dict, list)):
        return None
    pairs = list(held.items() if isinstance(held, dict) else enumerate(held))
    written = {str(inner).lower() for _, inner in pairs if isinstance(inner, str)}
    if isinstance(held, dict) and value.lower() in written and beside.lower() in written:
        found = written_at(next(inner for _, inner in pairs if str(inner).lower() == value.lower()), held)
        if found:
            return (*path, *found[0]), found[1]
    return next((found for key, inner in pairs if (found := _written_beside(value, beside, inner, (*path, key)))), None)


def _dotted(keys: Keys) -> str:
    """``kinds.room.accent``, ``colours[2]``: a var's name as a template reads it."""
    return "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in keys).lstrip(".")


class TemplateLoader:
    """Finds templates by name (``my-game/card`` is ``templates/my-game/card.yaml``), once each;
    ``ink_saver``: in their ink-saving looks. A template's warnings (a value its parent's ink-saving look
    replaces) go to ``warnings``, once, when given."""

    def __init__(self, folders: list[Path], ink_saver: bool = False, warnings: Findings | None = None):
        self.folders = folders
        self.ink_saver = ink_saver
        self.warnings = warnings
        self._cache: dict[str, Template | ContentError] = {}
        self._stand_ins: dict[str, Template] = {}  # see stand_in
        self._resolved: dict[str, tuple[LocatedDict, Path, Findings]] = {}  # see _resolve
        self._extends: dict[str, str] = {}  # each template read to the one it extends

    def load(self, name: str, where: Location) -> Template:
        """The template ``name``; raises ContentError (its findings) when it is missing or broken."""
        if name not in self._cache:
            findings = Findings()
            try:
                raw, path = self._resolve(name, where, chain=(), findings=findings)
            except ContentError as exc:
                self._cache[name] = exc
                return self.loaded(name)
            saver = _ink_saver(raw, findings)
            template = _build(name, path, _merge(raw, saver) if self.ink_saver else raw, findings)
            template.parents = self._parents(name)
            if self.ink_saver:
                template.saver_lines = frozenset(_lines_of(saver))
            if findings.errors:
                self._cache[name], self._stand_ins[name] = ContentError(findings), template
            else:
                self._cache[name] = template
                if self.warnings is not None:
                    self.warnings.extend(findings)
        return self.loaded(name)

    def _parents(self, name: str) -> tuple[tuple[str, Path], ...]:
        """The templates ``name`` extends, nearest first, with their files."""
        parents: list[tuple[str, Path]] = []
        parent = self._extends.get(name)
        while parent is not None and parent in self._resolved and all(parent != seen for seen, _ in parents):
            parents.append((parent, self._resolved[parent][1]))
            parent = self._extends.get(parent)
        return tuple(parents)

    def stand_in(self, name: str) -> Template | None:
        """A template that reads but cannot be built (its size:, shape: or bleed: is broken, its ink_saver: names
        what it has not) as far as it goes, for laying its pieces out apart (pnp.layout.faces: an unknown icon
        is said in the same run as its size); None for one that cannot be read or found."""
        return self._stand_ins.get(name)

    def loaded(self, name: str) -> Template:
        """The template ``name`` as loaded before (a face's: its findings were said then); raises its
        ContentError when it is broken."""
        cached = self._cache[name]
        if isinstance(cached, ContentError):
            raise cached
        return cached

    def _resolve(
        self, name: str, where: Location, chain: tuple[str, ...], findings: Findings
    ) -> tuple[LocatedDict, Path]:
        """Template ``name``'s mapping merged over its parents', and its file; its findings (and its parents') go
        to ``findings``. Read once however many templates extend it (a game's token, that six tokens extend),
        its findings said again to each: one that resolves has no cycle through its parents, whatever ``chain``
        leads to it, and nothing mutates what it gives (a child's merge makes mappings of its own). One that
        cannot be had (a ContentError) is not kept: its findings name the line that asked for it."""
        if name not in self._resolved:
            own = Findings()
            raw, path = self._read_resolved(name, where, chain, own)
            self._resolved[name] = raw, path, own
        raw, path, own = self._resolved[name]
        for finding in own.items:
            findings.add(finding.rule, finding.location, finding.message, finding.severity, finding.cause)
        return raw, path

    def _read_resolved(
        self, name: str, where: Location, chain: tuple[str, ...], findings: Findings
    ) -> tuple[LocatedDict, Path]:
        """Template ``name`` read and merged over its parents (:meth:`_resolve`)."""
        if name in chain:  # said of the cycle alone, whichever template led to it: one cause, one finding
            cycle = (*chain[chain.index(name) :], name)
            findings = Findings()
            findings.error(
                "template-cycle",
                where,
                f"template '{name}' extends itself: {' -> '.join(cycle)}; "
                + ("name its parent" if len(cycle) == 2 else "one of them must not extend the next"),
                cause=" ".join(sorted(set(cycle))),
            )
            raise ContentError(findings)
        path = find_named(self.folders, name, ".yaml", where, "template")
        if path is None:
            raise ContentError.single(
                "template-missing", where, f"template '{name}' not found in templates/{self._hint(name)}"
            )
        raw = read_mapping(path, "template", "template", "size:, elements:")
        parent_name = raw.get("extends")
        if not parent_name:
            return raw, path
        self._extends[name] = str(parent_name)
        parent, _ = self._resolve(str(parent_name), raw.line_of("extends"), (*chain, name), findings)
        _removals_unknown(raw, parent, str(parent_name), findings)
        vars_misspelt(raw, parent, str(parent_name), findings)
        hidden_by_parent_look(raw, parent, str(parent_name), findings)
        return _merge(parent, raw), path

    def folder_list(self, name: str) -> str:
        """The templates of the folder ``name`` is in, as "templates in my-game/: back, card"; '' when it holds none
        (a rulebook style beside them, rules.yaml, is no template a piece can use)."""
        folder = name.rpartition("/")[0]
        beside = self._beside(name)
        return f"templates in {folder}/: {', '.join(sorted(beside))}" if beside else ""

    def _beside(self, name: str) -> dict[str, str]:
        """The templates in the folder of ``name``, by their own name."""
        folder = name.rpartition("/")[0]
        names = names_in(self.folders, TEMPLATE_KEYS)
        return {other.rpartition("/")[2]: other for other in names if other.rpartition("/")[0] == folder}

    def _hint(self, name: str) -> str:
        """The template ``name`` most likely means, else the templates in its folder."""
        beside = self._beside(name)
        if not beside:  # a folder misspelt: the whole name
            return did_you_mean(name, names_in(self.folders, TEMPLATE_KEYS))
        # by its own name: the game's folder makes every name look close
        meant = did_you_mean(name.rpartition("/")[2], beside, "{}")
        return f"; did you mean '{beside[meant]}'?" if meant else f"; {self.folder_list(name)}"


def _removals_unknown(raw: LocatedDict, parent: LocatedDict, parent_name: str, findings: Findings) -> None:
    """An element a child template removes (``portrait: null``) that its parent does not have: a misspelt
    name removes nothing, and the element meant still prints. The element it is near is removed as meant, so
    that what it would draw (a portrait reading a field the child's pieces lack) says nothing more."""
    elements, inherited = raw.get("elements"), parent.get("elements") or {}
    if not isinstance(elements, LocatedDict):
        return
    for element, value in list(elements.items()):
        if value is None and element not in inherited:
            meant = did_you_mean(element, list(inherited), "{}")
            hint = f"; did you mean '{meant}'?" if meant else f"; its elements: {', '.join(inherited) or 'none'}"
            if meant and meant not in elements:
                elements[meant] = None
            findings.error(
                "unknown-key",
                elements.line_of(element),
                f"elements: '{element}: null' removes nothing: '{parent_name}', which this template extends, "
                f"has no element '{element}'{hint}",
            )


def _build(name: str, path: Path, raw: LocatedDict, findings: Findings) -> Template:
    """The template ``raw`` describes; a size, shape or bleed that cannot be had is a finding in ``findings``,
    and the template is then built as far as it goes: a poker card's shape for a shape that does not build."""
    built = _shape(raw, path, findings)
    shape = built or Rectangle(*(named_size("poker") or (63.5, 88.9)))
    bleed = _length(raw, "bleed", DEFAULT_BLEED, path, findings)
    safe = _length(raw, "safe", DEFAULT_SAFE, path, findings)
    elements = {key: value for key, value in (raw.get("elements") or {}).items() if value is not None}
    return Template(
        name=name,
        path=path,
        shape=shape,
        bleed=bleed,
        safe=safe,
        vars=raw["vars"] if isinstance(raw.get("vars"), LocatedDict) else {},
        elements=elements,
        size_location=_line(raw, "size", path),
        size_name=raw["size"] if isinstance(raw.get("size"), str) and named_size(raw["size"]) else "",
        shape_location=_line(raw, "shape", path),
        bleed_location=_line(raw, "bleed", path),
        holes=_holes(raw, built, path, findings) if built else (),  # measured on the piece's own shape alone
        holes_location=_line(raw, "holes", path),
    )


def _holes(raw: LocatedDict, piece: Shape, path: Path, findings: Findings) -> tuple[Outline, ...]:
    """The outlines of the template's ``holes:``, each a shape of its own (``shape:``, ``size:``) placed at its
    ``x:``, ``y:``; one that cannot be had is a finding at its line, and is left out."""
    holes = raw.get("holes")
    made = []
    for hole in holes if isinstance(holes, list) else ():
        if not isinstance(hole, LocatedDict) or not sized(hole, findings):  # the schema says what a hole is
            continue
        shape = _shape(hole, path, findings)
        x, y = hole.get("x", 0), hole.get("y", 0)
        if shape is not None and _finite(x) and _finite(y):
            outline = placed_hole(shape, float(x), float(y), piece, hole.loc, findings)
            made += [outline] if outline is not None else []
    return tuple(made)


def _ink_saver(raw: LocatedDict, findings: Findings) -> dict[str, Any]:
    """The template's ``ink_saver:`` ({} when it has none), checked: each var and element it names is
    one of the template's (a misspelt name would change nothing, or add an element with no type);
    an element of the ink-saving look alone has a ``type:``. A slip is a finding in ``findings``, and the look
    is then left aside ({})."""
    saver = raw.get("ink_saver")
    if not isinstance(saver, LocatedDict):
        return {}
    before = len(findings.errors)
    for key, own, new_ok in (("vars", raw.get("vars") or {}, False), ("elements", raw.get("elements") or {}, True)):
        changed = saver.get(key) or {}
        for name in changed:
            if name in own or (new_ok and isinstance(changed[name], dict) and "type" in changed[name]):
                continue
            hint = (
                did_you_mean(name, list(own)) or "; an element the ink-saving look adds needs its type:"
                if new_ok
                else did_you_mean_or_names(name, list(own), "its vars are")
            )
            said = f"ink_saver: {key[:-1]} '{name}' is not one of the template's {key}{hint}"
            findings.error("schema", changed.line_of(name), said)
    return saver if len(findings.errors) == before else {}


def _lines_of(held: Any) -> Iterator[Location]:
    """The line of every key written in ``held``, however deep."""
    for key, value in held.items() if isinstance(held, LocatedDict) else ():
        yield held.line_of(key)
        yield from _lines_of(value)


def _line(raw: LocatedDict, key: str, path: Path) -> Location:
    """Where ``key`` is written; for an inherited key, the line in the parent template."""
    return raw.line_of(key) if key in raw.key_lines else Location(path)


def _length(raw: LocatedDict, key: str, default: float, path: Path, findings: Findings) -> float:
    value = raw.get(key, default)
    if _an_expression(value):
        findings.error(
            "size-invalid",
            _line(raw, key, path),
            _per_template(key, f"{key} zone" if key == "safe" else key, f"{key}: 2", "card-{{ card.kind }}"),
        )
        return default
    if not _finite(value) or value < 0 or value > 100:
        typed = _typed_lengths(value) if not _finite(value) else []  # '1/8in': "write it as 3.175 (mm, no units)"
        hint = f"; write it as {typed[0]} (mm, no units)" if len(typed) == 1 else ""
        findings.error(
            "size-invalid", _line(raw, key, path), f"{key}: {value!r} is not a length from 0 to 100 mm{hint}"
        )
        return default
    return float(value)


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


NUMBER = r"\d+(?:\.\d+)?(?:/\d+)?"  # 63.5, or a fraction: 1/8
WRITTEN_SIZE = re.compile(rf"(?P<w>{NUMBER})\s*(?P<wu>mm|in|cm)?(?:\s*[x×*]\s*(?P<h>{NUMBER})\s*(?P<hu>mm|in|cm)?)?")
MM_PER = {"mm": 1.0, "cm": 10.0, "in": 25.4}


def _typed_lengths(value: Any) -> list[str]:
    """The millimetres a size typed as text means ('63x88', '2.5 x 3.5 in', '25mm'); [] if it means none."""
    if _finite(value):
        return [f"{value:g}"]
    typed = WRITTEN_SIZE.fullmatch(value.strip().lower()) if isinstance(value, str) else None
    if typed is None:
        return []
    unit = MM_PER[typed["hu"] or typed["wu"] or "mm"]
    lengths = [_number(typed[side]) * unit for side in ("w", "h") if typed[side]]
    return [f"{length:.6g}" for length in lengths] if all(map(math.isfinite, lengths)) else []


def _number(text: str) -> float:
    """63.5, or a fraction (1/8)."""
    top, _, bottom = text.partition("/")
    return float(top) / (float(bottom) or math.nan) if bottom else float(top)


def _written_size(value: Any) -> str:
    """'; write it as [63, 88]' for a size typed with units, as text or as a list ([20mm, 3.2cm]), else ''."""
    parts = [_typed_lengths(v) for v in value] if isinstance(value, list) else [_typed_lengths(value)]
    lengths = [length for part in parts for length in part]
    if not all(parts) or len(lengths) not in (1, 2) or (isinstance(value, list) and len(lengths) != len(value)):
        return ""
    return f"; write it as {'[' + ', '.join(lengths) + ']' if len(lengths) == 2 else lengths[0]} (mm, no units)"


def _sizes_cut_short(value: str) -> str:
    """ "; did you mean 'mini-euro' (44 × 68 mm) or 'mini-american' (41 × 63 mm)?" for a name that two named sizes
    or more begin with ('mini'), else '': which is meant is the designer's to say, by the size each stands for."""
    typed = value.strip().casefold()
    sizes = {name: size for name, size in named_sizes().items() if name.startswith(typed) and name != typed}
    if len(typed) < SHORTEST_STEM or len(sizes) < 2:
        return ""
    return "; did you mean " + " or ".join(f"'{name}' ({w:g} × {h:g} mm)" for name, (w, h) in sizes.items()) + "?"


def _paper_size(value: str) -> str:
    """'; a5 is a paper: write its size in mm, [148, 210]' for a piece sized as a paper (a player mat), else ''."""
    name = value.strip().lower()
    landscape = name.endswith("-landscape")
    sheet = papers().get(name.removesuffix("-landscape"))
    if sheet is None:
        return ""
    w, h = (sheet.h, sheet.w) if landscape else (sheet.w, sheet.h)
    return f"; {name} is a paper, not a piece's size: write the size in mm, [{w:g}, {h:g}]"


def _an_expression(value: Any) -> bool:
    """Whether ``value`` (or an item of it) is written as a ``{{ }}`` expression."""
    return any(isinstance(v, str) and "{{" in v for v in (value if isinstance(value, list) else [value]))


def _per_template(key: str, what: str, example: str, face: str) -> str:
    """What to write instead of an expression in a template's own ``key`` (its size, shape, bleed, safe zone)."""
    return (
        f"{key}: is the template's own, one for every piece it prints, and no expression is read there: give each "
        f"{what} a template of its own that extends this one and writes it ({example}), and pick the template by "
        f'the entry in the component\'s face: (face: "my-game/{face}")'
    )


def _size(raw: LocatedDict, path: Path, findings: Findings) -> tuple[float, ...] | None:
    """The size as written: a name, one number or [w, h], checked to be positive and finite."""
    value = raw.get("size", "poker")
    where = _line(raw, "size", path)
    if _an_expression(value):  # a piece's size read from its entry (a straight template 40 mm per speed)
        findings.error(
            "size-invalid",
            where,
            _per_template("size", "size", "extends: my-game/straight, size: [20, 80]", "straight-{{ card.speed }}"),
        )
        return None
    if isinstance(value, str):
        size = named_size(value)
        if size is None:
            hint = (
                _written_size(value)
                or _paper_size(value)
                or _sizes_cut_short(value)
                or did_you_mean(value, [*named_sizes(), *(f"{name}-landscape" for name in named_sizes())])
                or f"; known: {', '.join(named_sizes())} (each also -landscape)"
            )
            findings.error(
                "size-invalid",
                where,
                f"unknown size '{value}'{hint}; or give one length in mm (size: 25: a circle's diameter, a "
                "hexagon's flat-to-flat, a square's side) or [width, height] in mm, numbers without units",
            )
        return size
    values = value if isinstance(value, list) else [value]
    if not values or len(values) > 2 or not all(_finite(v) for v in values):
        findings.error(
            "size-invalid",
            where,
            f"size: {value!r} is not a size"
            + (_written_size(value) or "; give a name, [width, height] or one length in mm"),
        )
        return None
    bad = [v for v in values if v <= 0 or v > LARGEST]
    if bad:
        findings.error(
            "size-invalid",
            where,
            f"size: {bad[0]!r} mm is not a printable length; every length must be above 0 and at most {LARGEST:g} mm",
        )
        return None
    return tuple(float(v) for v in values)


# Everyday words for a shape, which are no slip of its name: a round token is a circle, not a rounded rectangle.
EVERYDAY_SHAPES = {
    "round": "; a round piece is shape: circle (its size: the diameter); a rectangle with rounded corners is "
    "shape: {type: rounded, radius: 3}",
    "disc": "; did you mean 'circle'? (its size: the diameter)",
    "disk": "; did you mean 'circle'? (its size: the diameter)",
    "oval": "; did you mean 'ellipse'? (its size: [width, height])",
}


def _shape_hint(kind: str) -> str:
    """What an unknown shape's name is told: the shape an everyday word means, the name it is a slip of, or the
    shapes there are."""
    return EVERYDAY_SHAPES.get(kind.casefold()) or did_you_mean(kind, SHAPES) or "; known: " + ", ".join(SHAPES)


def _shape(raw: LocatedDict, path: Path, findings: Findings) -> Shape | None:
    spec = raw.get("shape", "rectangle")
    spec = {"type": spec} if isinstance(spec, str) else dict(spec)
    kind = spec.get("type")
    where = _line(raw, "shape", path)
    if kind is None:  # neither it nor a parent's shape: says which (a child's merges over its parent's)
        findings.error(
            "shape-invalid",
            where,
            f"shape: {{{', '.join(spec)}: …}} gives no type: write its type: ({', '.join(SHAPES)}) in it, or in "
            "the shape: of the template it extends, which it merges over",
        )
        return None
    if kind not in SHAPES:
        findings.error(
            "shape-invalid",
            where,
            f"unknown shape '{kind}'{_shape_hint(str(kind))}",
        )
        return None
    if kind in ("polygon", "polyomino"):
        make = _polygon if kind == "polygon" else _polyomino
        polygon = make(spec, where, findings)
        return polygon if polygon is None else _polygon_sized(polygon, raw, path, findings)
    size = _size(raw, path, findings)
    if size is None:
        return None
    if kind == "hexagon":
        if len(size) != 1:
            findings.error(
                "size-invalid", _line(raw, "size", path), "a hexagon's size is one length: flat to flat, in mm"
            )
            return None
        orientation = spec.get("orientation", "pointy-top")
        if orientation not in ("pointy-top", "flat-top"):
            findings.error("shape-invalid", where, f"hexagon orientation '{orientation}': use pointy-top or flat-top")
            return None
        return Hexagon(size[0], orientation)
    w, h = (size[0], size[0]) if len(size) == 1 else size
    if kind == "circle" and abs(w - h) > 1e-9:
        findings.error(
            "size-invalid",
            _line(raw, "size", path),
            "a circle's size is one length, its diameter (or use shape: ellipse)",
        )
        return None
    if kind in ("circle", "ellipse"):
        return Ellipse(w, h)
    if kind == "rounded":
        radius = spec.get("radius", 3.0)
        if not _finite(radius) or radius < 0:
            findings.error("shape-invalid", where, f"corner radius {radius!r} must be from 0 to half the shorter side")
            return None
        if radius > min(w, h) / 2:
            findings.error(
                "shape-invalid",
                where,
                f"corner radius {radius:g} is more than half the shorter side ({min(w, h):g} mm): "
                f"write radius: {min(w, h) / 2:g} or less",
            )
            return None
        return RoundedRectangle(w, h, radius)
    return Rectangle(w, h)


def _polygon_points_wrong(points: Any) -> str:
    """What is wrong with a polygon's ``points:`` (empty when nothing): the point at fault, by its place."""
    if not isinstance(points, list):
        return f"points: is {'missing' if points is None else repr(points)}, not a list"
    for place, point in enumerate(points, 1):
        if not (isinstance(point, list) and len(point) == 2 and all(_finite(v) for v in point)):
            return f"point {place} of {len(points)}, {point!r}, is not an [x, y] pair of numbers"
        if any(abs(v) > LARGEST for v in point):
            return f"point {place} of {len(points)}, {point!r}, lies more than {LARGEST:g} mm out"
    if len(points) < 3:
        return f"it has {len(points)} point{'' if len(points) == 1 else 's'}"
    return ""


def _polyomino(spec: dict, where: Location, findings: Findings) -> Polygon | None:
    """A polyomino's outline from its rows of squares (``cells: ["##.", ".##"]``, ``cell: 12.5`` mm)."""
    if _an_expression(spec.get("cells")):  # a patch's squares read from vars or the entry
        example = "extends: my-game/patch, shape: {type: polyomino, cell: 12.5, cells: ['##.', '.##']}"
        findings.error("shape-invalid", where, _per_template("shape", "squares", example, "patch-{{ card.id }}"))
        return None
    shape = polyomino.outline(spec.get("cells"), spec.get("cell"))
    if isinstance(shape, str):
        findings.error("shape-invalid", where, f"polyomino: {shape}")
        return polyomino.stand_in(spec.get("cells"), spec.get("cell"))  # its squares, for what reads them
    return shape


def _polygon(spec: dict, where: Location, findings: Findings) -> Shape | None:
    points = spec.get("points")
    if _an_expression(points):  # an asteroid's outline read from vars or the entry
        example = "extends: my-game/asteroid, shape: {type: polygon, points: [[20, 0], …]}"
        findings.error("shape-invalid", where, _per_template("shape", "outline", example, "asteroid-{{ card.id }}"))
        return None
    wrong = _polygon_points_wrong(points)
    if wrong:
        findings.error("shape-invalid", where, f"a polygon needs points: at least three [x, y] pairs in mm; {wrong}")
        return None
    shape = Polygon(points)
    if shape.w <= 0 or shape.h <= 0:
        findings.error("shape-invalid", where, "the polygon's points enclose no area")
        return None
    left, top = min(x for x, _ in shape.points), min(y for _, y in shape.points)
    if left or top:  # the box is the points' bounds: a margin inside it would turn a back's mirror off its face
        moved = Polygon([(x - left, y - top) for x, y in shape.points])
        findings.error(
            "shape-invalid",
            where,
            f"a polygon's points give its box, the leftmost at x 0 and the topmost at y 0; these start at "
            f"x {round(left, 4):g}, y {round(top, 4):g}: write shape: {moved.written()} "
            "and move the elements by as much",
        )
        return None
    return shape


def _polygon_sized(polygon: Polygon, raw: LocatedDict, path: Path, findings: Findings) -> Polygon | None:
    """A polygon's size is its points' box: a ``size:`` written beside its ``shape:`` that says another (a tabbed
    divider's card height, its tab left out) would be silently ignored, so it is a ``size-invalid`` error at
    its line. A size inherited from a parent template (a card's) is the parent's, and not said."""
    if "size" not in raw.key_lines or _line(raw, "size", path).file != _line(raw, "shape", path).file:
        return polygon
    size = _size(raw, path, findings)
    if size is None:
        return None
    w, h = (size[0], size[0]) if len(size) == 1 else size
    if abs(w - polygon.w) < 0.01 and abs(h - polygon.h) < 0.01:
        return polygon
    findings.error(
        "size-invalid",
        _line(raw, "size", path),
        f"size: {w:g} × {h:g} mm, but the polygon's points under shape: make a piece of {polygon.w:g} × "
        f"{polygon.h:g} mm; a polygon's size is its points' box: remove size:, or write size: [{polygon.w:g}, "
        f"{polygon.h:g}] (or move the points to the size meant)",
    )
    return None


def _merge(base: Any, override: Any) -> Any:
    if isinstance(base, dict) and isinstance(override, dict):
        merged = LocatedDict({**base})
        merged.loc = getattr(override, "loc", getattr(base, "loc", None))
        base_file = getattr(getattr(base, "loc", None), "file", None)
        base_files, override_files = getattr(base, "key_files", {}), getattr(override, "key_files", {})
        # Keys only the parent has keep pointing into the parent's file.
        merged.key_files = {k: base_files.get(k, base_file) for k in base if k not in override and base_file}
        merged.key_files.update(override_files)
        merged.key_lines = {**getattr(base, "key_lines", {}), **getattr(override, "key_lines", {})}
        merged.block_starts = {  # a key the override writes is its own: a block's lines are only where it is one
            **{key: line for key, line in getattr(base, "block_starts", {}).items() if key not in override},
            **getattr(override, "block_starts", {}),
        }
        for key, value in override.items():
            if key == "extends":
                continue
            merged[key] = _merge(base[key], value) if key in base and value is not None else value
        return merged
    return override

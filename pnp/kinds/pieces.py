"""Piece kinds: components whose entries print as pieces (cards, tiles, tokens, tents, standees, boards).

They differ only in data: what an entry is called, the fields it must have, and the
imposition it prints with unless the component names another. Each entry is laid
out once from its face template (and back), whatever its count, and its back checked
against its face; :mod:`pnp.kinds.imposing` makes the sheet files of the laid pieces.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import partial
from typing import Any

from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError, evaluate
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.geometry import Hexagon, Polygon, Shape
from pnp.core.plural import name_counted, plural_of
from pnp.core.suggest import did_you_mean, did_you_mean_or_names
from pnp.core.words import Words, say
from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import DUPLEX_OPTION, STRATEGIES, base_tabs
from pnp.kinds import KINDS, NBSP, ComponentKind, Env, component_kind, own_words
from pnp.kinds.imposing import Imposition, bleed_line, impositions, profile_bleeds, sheet_outputs
from pnp.kinds.same_back import check_same_back, reads_entry_at
from pnp.layout.face import Face, LaidPiece
from pnp.load.items import load_items
from pnp.load.templates import Template
from pnp.model import Component, Game, Item
from pnp.write import Output


class PieceKind(ComponentKind):
    flat = True  # a piece is a front and maybe a back (a card for Tabletop Simulator, a print shop's two files)
    figure_sides = ("front", "back")
    fields: dict[str, Any] = {}  # the kind's own entry fields (JSON Schema properties), beside the game's
    unprinted: tuple[str, ...] = ()  # the keys every entry has that its pieces, never printed, take not (count)

    def __init__(self, name: str, singular: str, plural: str, imposition: Any, required: tuple[str, ...], doc: str):
        self.name, self.singular, self.plural = name, singular, plural
        self.default_imposition = imposition
        self.required = required
        self.doc = doc

    def entry_fields(self) -> dict[str, Any]:
        fields = {**builtin_schema("item"), **self.fields}
        return {key: value for key, value in fields.items() if key not in self.unprinted}

    def properties(self) -> dict[str, Any]:
        return {
            "face": {
                "type": "string",
                "description": "face template (may depend on the entry: 'my-game/{{ card.kind }}')",
            },
            "back": {"type": "string", "description": "back template, or the fold partner of a tent or standee"},
            "same_back": {
                "type": "boolean",
                "description": "every piece shows one back (hidden roles): a back that would differ from piece "
                "to piece is an error",
            },
            "group": {
                "type": "string",
                "description": "pieces whose group differs ('{{ card.kind }}') do not share a sheet in grid or "
                "gutterfold, where neighbours share cut lines, unless keeping them apart takes more sheets",
            },
            "finish": {
                "type": "string",
                "description": "what to do with the pieces once cut out, said after how to print and cut them "
                "on each sheet file's first page ('Fold each along its middle, the coloured side out.')",
            },
            "fields": {
                "type": "object",
                "description": "JSON Schema properties of the game's own entry fields",
                "additionalProperties": {"$ref": "#/$defs/field"},
            },
            "required": {"type": "array", "items": {"type": "string"}},
            "copies": {
                "type": "object",
                "description": "print these entries of the source, this many copies each (overrides count)",
                "additionalProperties": {"type": "integer", "minimum": 1},
            },
            "imposition": {"description": f"how it prints: {', '.join(STRATEGIES.names())}, or a list of them"},
            "duplex": {"enum": DUPLEX_OPTION["enum"], "description": "how backs are flipped (duplex printing)"},
            "tuckbox": {"$ref": "#/$defs/deck-tuckbox"},
            "inventory": {
                "type": "object",
                "additionalProperties": False,
                "description": "how the rulebook's {{ component_list }} counts this component",
                "properties": {
                    "noun": {"type": "string", "description": "one piece (default: card, tile, token...)"},
                    "plural": {"type": "string", "description": "several pieces (default: the noun + s)"},
                    "by": {"type": "string", "description": "the field whose values split the count"},
                    "names": {"type": "object", "additionalProperties": {"type": "string"}},
                    "label": {"type": "string", "description": "what the values are, plural: 'player colours'"},
                },
            },
        }

    def nouns(self, component: Component, words: Words) -> tuple[str, str]:
        """What one and several of the component's pieces are called: its ``inventory:`` noun and plural
        (a German game's 'Wortkarte', 'Wortkarten'), else the kind's in the game's words ('card', 'cards';
        'Karte', 'Karten')."""
        spec = component.spec.get("inventory") or {}
        if "noun" not in spec:
            return say(words, self.singular), spec.get("plural", say(words, self.plural))
        return spec["noun"], spec.get("plural", plural_of(spec["noun"], component.language))

    def inventory(self, component: Component, words: Words) -> str | None:
        """'**Title**: 16 cards: 5 right path, …' or '… 60 track tiles, 15 in each of 4 player colours'."""
        spec = component.spec.get("inventory") or {}
        singular, plural = self.nouns(component, words)
        pieces = component.pieces
        line = f"**{component.title}**: {len(pieces)}{NBSP}{singular if len(pieces) == 1 else plural}"
        if "by" not in spec:
            return line
        groups = Counter(str(piece.get(spec["by"], "other")) for piece in pieces)
        names = {v: spec.get("names", {}).get(v, v.replace("-", " ")) for v in groups}
        # equal groups are counted once ("15 in each of 4 player colours"), unless each one's name names the
        # piece and no label: says what they are: "5 commander tokens, 5 communication tokens"
        nouns, language = (singular, plural), component.language
        says_piece = all(name_counted(2, names[v], nouns, language) != names[v] for v in groups)
        named_pieces = "label" not in spec and says_piece
        if len(groups) > 1 and len(set(groups.values())) == 1 and not named_pieces:
            label = spec.get("label", plural_of(spec["by"], component.language))
            return f"{line}, " + say(
                words, "in_each", count=next(iter(groups.values())), groups=len(groups), label=label
            )
        listed = (f"{n}{NBSP}{name_counted(n, names[v], nouns, language)}" for v, n in groups.items())
        return f"{line}: " + ", ".join(listed)

    def load(self, game: Game, spec: LocatedDict, findings: Findings) -> Component:
        component = self.new_component(game, spec)
        component.nouns = self.nouns(component, game.words)  # rule text's counts make names plural with them
        load_items(
            game,
            component,
            findings,
            singular=self.singular,
            list_names=source_lists(),
            required=self.required,
            fields=self.fields,
            unprinted=self.unprinted,
        )
        _check_inventory(component, findings)
        return component

    def summary(self, component: Component, words: Words) -> str:
        count = len(component.pieces)
        singular, plural = self.nouns(component, words)
        return f"{count:>4} {singular if count == 1 else plural} ({len(component.entries)} different)"

    def prepare(self, component: Component, env: Env) -> list[Output]:
        chosen = impositions(component, self.default_imposition, env.findings)
        laid = self._lay_out(component, env)
        _check_inventory_names(component, env.findings)
        if not laid:
            if component.readable and not env.findings.errors:
                env.findings.warning(
                    "component-empty", component.location, f"component '{component.id}' has nothing to print"
                )
            return []
        if not self._sides_match(laid, component, chosen, env):
            return []
        env.laid[component.id] = laid
        env.check_glyphs(own_words(env.game, ("title", "notice"), component), env.fonts.default_family)  # footers
        bleeds = profile_bleeds(laid, env.printing.bleed_profile(component.id), env.findings, partial(bleed_line, env))
        if bleeds is None:
            return []
        groups = _groups(component, laid, env)
        if groups is None:
            return []
        noun = self.nouns(component, env.game.words)[0]
        return sheet_outputs(component, laid, bleeds, groups, chosen, noun, env)

    def _lay_out(self, component: Component, env: Env) -> list[LaidPiece]:
        spec = component.spec
        if not component.readable or not spec.get("face"):
            if component.readable and "face" not in spec.misspelt:  # else the misspelt key is the finding
                env.findings.error("schema", component.location, f"component '{component.id}' names no face template")
            return []
        context = {**game_context(env), "component": component, "figure": False, "inside": False}
        has_back = "back" in self.properties()  # a die has none
        back = Back(component, env, context, self.foot(component)) if has_back else None
        laid = []
        for entry in component.entries:
            with env.findings.scope(item=entry.id):
                piece = self._laid_piece(component, entry, {**context, "card": entry, "item": entry}, env, back)
                if piece is not None:
                    laid.append(piece)
        return laid

    def _laid_piece(
        self, component: Component, entry: Item, scope: dict[str, Any], env: Env, back: Back | None
    ) -> LaidPiece | None:
        """One entry laid out: its face and its back; None when its face template failed (and said why)."""
        label = f"{self.singular} '{entry.id}'"
        template = template_of(env, component.spec, "face", scope, label)
        if template is None:
            return None
        front = env.layouter.face(template, scope, label, entry, foot=self.foot(component))
        piece = LaidPiece(label, entry.count, {"front": front}, template.size_location, entry, template.shape_location)
        back_face = back.face(entry, scope, label) if back else None
        if back_face is not None:
            piece.faces["back"] = back_face
        return piece

    def has_figure(self, component: Component, entry_id: str, side: str) -> bool:
        return bool(component.spec.get(_side_key(side))) and any(e.id == entry_id for e in component.entries)

    def side_face(
        self, component: Component, entry_id: str, side: str, env: Env, figure: bool, inside: bool = False
    ) -> Face | None:
        entry = next(e for e in component.entries if e.id == entry_id)  # has_figure said it is there
        key = _side_key(side)
        scope = {**game_context(env), "component": component, "figure": figure, "inside": inside}
        scope |= {"card": entry, "item": entry}
        label = f"{self.singular} '{entry.id}'"
        template = template_of(env, component.spec, key, scope, label)
        return env.layouter.face(template, scope, label, entry, foot=self.foot(component)) if template else None

    def foot(self, component: Component) -> float:
        """The base tab (mm) its imposition folds below each panel's foot: where a face may draw (``base_tabs``)."""
        return base_tabs(component.spec.get("imposition", self.default_imposition))

    def _sides_match(
        self, laid: list[LaidPiece], component: Component, impositions: list[Imposition], env: Env
    ) -> bool:
        if component.spec.get("back") and any("back" not in piece.faces for piece in laid):
            return False  # its back template failed, and said why: imposing the faces alone says it again
        folded = any(imposition.strategy == "fold" for imposition in impositions)
        for piece in laid:
            back = piece.faces.get("back")
            seen = piece.shape.mirrored()  # the back's silhouette, seen from behind (PieceSpec.outline_of)
            if back is None or back.shape.same_outline(seen):
                continue
            if type(back.shape) is not type(piece.shape):
                fitted = [other for other in laid if _back_fits(other, back.name)]
                if fitted:  # the back of other pieces of the component, given to this one too
                    _back_of_others(piece, back, fitted, component, env)
                else:
                    _back_shape_differs(piece, back, seen, component, env)
                return False
            if _size(back.shape) != _size(piece.shape):
                said = piece.size_location and env.findings.error_at(piece.size_location, "size-invalid")
                if not said:  # the face's size: said wrong (in cm, not mm) is the one finding
                    _back_size_differs(piece, back, component, env)
                return False
            if seen is not piece.shape:  # an asymmetric polygon: its back's template draws it mirrored
                _back_not_mirrored(piece, back, seen, component, env, folded)
                return False
            env.findings.error(
                "imposition-mixed",
                component.line_of("back"),
                f"{piece.label}: its back ({back.shape.describe()}) is not the size and shape of its face "
                f"({piece.shape.describe()}); a back must cover its face exactly",
            )
            return False
        return True


def _size(shape: Shape) -> tuple[float, float]:
    """Its box's width and height to a hundredth of a mm: a face and back whose sizes differ by less are alike."""
    return round(shape.w, 2), round(shape.h, 2)


# what an element placed for the face's size finds on a back of another size: it follows from the size
PLACED_FOR_ITS_SIZE = frozenset({"art-off-piece", "art-short-of-bleed", "text-outside-safe", "thin-near-trim"})


def _back_size_differs(piece: LaidPiece, back: Face, component: Component, env: Env) -> None:
    """A back of another size than its face (a corridor tile's back drawn lying down): one ``imposition-mixed``
    finding at the ``size:`` line the back's size comes from (a parent template's, when the back inherits it: the
    one line to change, however many components' backs inherit it), with the face's size to write. When that
    parent prints at a size of its own as well (a poker back whose bridge child backs the player aids), changing
    it would spoil that: the finding is then at the back's own template, which is to say its size."""
    template = env.templates.load(back.name, component.line_of("back"))
    where = template.size_location or template.location
    inherited = where.file != template.path
    parent = where if inherited and _printed_itself(where, _size(piece.shape), env) else None
    if parent is not None:
        where = template.location
    face, seen = piece.shape, back.shape
    turned = _size(seen) == _size(face)[::-1]
    square = face.kind == "circle" or _size(face)[0] == _size(face)[1]  # one length: a square, a circle
    named = env.templates.load(piece.front.name, component.line_of("face")).size_name
    if isinstance(face, Hexagon):  # one length, flat to flat, whichever way the hexagon stands
        size = named or f"{face.flat_to_flat:g}"
    else:
        size = named or (f"{face.w:g}" if square else f"[{face.w:g}, {face.h:g}]")  # as the face writes it: tarot
    write = f"write size: {size}"
    env.findings.error(
        "imposition-mixed",
        where,
        f"component '{component.id}': {piece.label}: its back ({seen.describe()}"
        + (f", inherited by its template '{back.name}'" if inherited else "")
        + f") is not the size of its face ({face.describe()})"
        + (", but turned a quarter turn" if turned else "")
        + ": a back is the same piece seen from behind, drawn upright as its face stands (the sheet turns over, "
        f"never round), and must cover it exactly; {write}"
        + (
            f" in '{back.name}' (its size comes from {parent.file.name}:{parent.line}, which a component prints "
            "at that size)"
            if parent
            else ""
        ),
        cause=f"back-size:{where.file}:{where.line}",
    )
    env.findings.withdraw(PLACED_FOR_ITS_SIZE, template.path, back.name)  # what follows from the wrong size


def _printed_itself(size_line: Location, wanted: tuple[float, float], env: Env) -> bool:
    """Whether a component prints the template written at ``size_line`` itself at a size other than ``wanted``
    (as a face, or as the back of a face of another size): changing its size would spoil that. A parent back
    that is the back of faces of the wanted size (a monster deck's back, that the treasure deck's back extends)
    is wrong there too: its own line is the one to change."""
    for component in env.game.components:
        for key in ("face", "back"):
            name = component.spec.get(key)
            if not isinstance(name, str) or "{{" in name:
                continue
            try:
                if env.templates.load(name, component.line_of(key)).path != size_line.file:
                    continue
                if key == "face" or not _face_is(component, wanted, env):
                    return True
            except ContentError:
                continue  # its own finding says it
    return False


def _face_is(component: Component, wanted: tuple[float, float], env: Env) -> bool:
    """Whether every face template ``component`` names (one, or one read from each entry: ``face:
    "my-game/{{ card.layout }}"``, a deck's number cards, court cards and jokers) is of the ``wanted`` size."""
    face = component.spec.get("face")
    if not isinstance(face, str):
        return False
    scope = {**game_context(env), "component": component, "card": None}
    names = set(_names_read(component.spec, "face", scope)) if "{{" in face else {face}
    if not names or None in names:
        return False
    try:
        return all(_size(env.templates.load(name, component.line_of("face")).shape) == wanted for name in names)
    except ContentError:
        return False  # its own finding says it


def _back_shape_differs(piece: LaidPiece, back: Face, seen: Shape, component: Component, env: Env) -> None:
    """A back of another shape than its face (a hexagon behind a round token): one ``imposition-mixed`` finding
    at the ``shape:`` line the back's shape comes from (its template's file when it writes none), with the
    shape to write; not "the size" its box's other height would make it seem."""
    template = env.templates.load(back.name, component.line_of("back"))
    where = template.shape_location or template.location
    env.findings.error(
        "imposition-mixed",
        where,
        f"component '{component.id}': {piece.label}: its back ({back.shape.describe()}, template '{back.name}') "
        f"is not the shape of its face ({piece.shape.describe()}): a back is the same piece seen from behind "
        f"and must cover it exactly; write shape: {seen.written()}",
        cause=f"back-shape:{where.file}:{where.line}",
    )


def _back_fits(piece: LaidPiece, name: str) -> bool:
    """Whether the piece's back is the template ``name`` and covers its face."""
    back = piece.faces.get("back")
    return back is not None and back.name == name and back.shape.same_outline(piece.shape.mirrored())


def _back_of_others(piece: LaidPiece, back: Face, fitted: list[LaidPiece], component: Component, env: Env) -> None:
    """A piece given the back of the component's other pieces (a square back behind a round token, where the
    square tokens have it): one ``imposition-mixed`` finding at the component's ``back:``, to give it a back of
    its own shape; not ``shape:`` in that back, which would spoil it for the pieces it fits. What that back reads
    of the piece and the piece lacks (a square token's value) is not said besides: its own back will not read it."""
    others = ", ".join(f"'{other.entry.id}'" if other.entry else other.label for other in fitted[:3])
    more = f" and {len(fitted) - 3} more" if len(fitted) > 3 else ""
    env.findings.error(
        "imposition-mixed",
        component.line_of("back"),
        f"component '{component.id}': {piece.label}: its back '{back.name}' ({back.shape.describe()}) fits "
        f"{others}{more}, not its face ({piece.shape.describe()}): give it a back of its own shape, a "
        f"template with shape: {piece.shape.mirrored().written()}, as back: can pick by a field of the piece "
        '("…-{{ card.shape }}")',
        cause=f"back-of-others:{component.id}:{back.name}",
    )
    face_template = env.templates.load(piece.front.name, component.line_of("face"))
    face = f"{face_template.elements} {face_template.vars}"  # what the face reads, inherited elements too
    env.findings.withdraw_at(
        "field-missing",
        piece.entry.loc if piece.entry else None,
        lambda finding: re.search(rf"\b{re.escape(str(finding.cause).rpartition(':')[2])}\b", face) is not None,
    )


def _back_not_mirrored(
    piece: LaidPiece, back: Face, seen: Polygon, component: Component, env: Env, folded: bool
) -> None:
    """A piece's back is its face's silhouette seen from behind, folded or printed on the sheet's other side:
    one finding (``fold-shape`` for a fold, else ``imposition-mixed``) at the back template's ``shape:`` line
    (its own, not one it inherits), with the shape to write; not also what its elements, placed for the outline
    meant, find on the one it has (a name beside an L tile's notch, which the unmirrored shape moves)."""
    template = env.templates.load(back.name, component.line_of("back"))
    where = template.shape_location
    inherited = where is None or where.file != template.path
    is_what = (
        "is its face's, not mirrored"
        if back.shape.same_outline(piece.shape)
        else f"({back.shape.describe()}) is not its face's mirrored"
    )
    env.findings.error(
        "fold-shape" if folded else "imposition-mixed",
        template.location if inherited else where,
        f"component '{component.id}': {piece.label}: its back's shape {is_what}: "
        f"{'folded' if folded else 'turned over'}, the back shows the face's "
        f"silhouette from behind, mirrored left to right (each point [x, y] becomes [{piece.shape.w:g} - x, y]); "
        f"write shape: {seen.written()}" + (f" in its template '{back.name}'" if inherited else ""),
    )
    env.findings.withdraw(PLACED_FOR_ITS_SIZE, template.path, back.name)  # placed for the outline meant


class Back:
    """The back template of a component: laid out once when it does not read the entry, else per entry."""

    def __init__(self, component: Component, env: Env, context: dict[str, Any], foot: float):
        self.component, self.env, self.context, self.foot = component, env, context, foot
        self.shared: Face | None = None
        self.per_entry = True
        if component.spec.get("back"):
            chosen = "{{" in str(component.spec["back"])  # a template for each entry
            template = (
                None if chosen else template_of(env, component.spec, "back", context, f"back of '{component.id}'")
            )
            one_back = check_same_back(component, template, env.findings)
            if one_back and template is not None and reads_entry_at(template) is None:
                self.per_entry = False
                scope = {**context, "card": None, "item": None}
                self.shared = env.layouter.face(template, scope, f"back of '{component.id}'", None, foot=foot)

    def face(self, entry: Item, scope: dict[str, Any], label: str) -> Face | None:
        if not self.component.spec.get("back"):
            return None
        if not self.per_entry:
            return self.shared
        template = template_of(self.env, self.component.spec, "back", scope, label, f"back of {label}")
        return self.env.layouter.face(template, scope, f"back of {label}", entry, foot=self.foot) if template else None


def _check_inventory(component: Component, findings: Findings) -> None:
    """``inventory: {by:}`` names a field the entries may have: a misspelt one would print "13 tiles: 13 other"
    in the rulebook without a word. The finding names no component: one inventory YAML anchors share
    (``inventory: *deck-inventory``) is one finding at its one line, not one per component."""
    spec = component.spec.get("inventory")
    if not isinstance(spec, LocatedDict) or "by" not in spec:
        return
    fields = _fields(component)
    by = spec["by"]
    if by not in fields:
        findings.error(
            "reference-unknown",
            spec.line_of("by"),
            f"inventory: by: '{by}' is no field of its entries{did_you_mean_or_names(by, fields, 'its fields are')}",
        )


def _fields(component: Component) -> dict[str, Any]:
    return {**builtin_schema("item"), **(component.spec.get("fields") or {})}


def _check_inventory_names(component: Component, findings: Findings) -> None:
    """``inventory: {names:}`` name values its ``by:`` field takes: a misspelt one would print a value under
    its raw name. Checked once the pieces are laid out: an entry whose misspelt value named a template that
    does not exist (``id: damge`` for ``face: "my-game/{{ card.id }}"``) is said there, once, not again as
    "names: 'damage' is no value of id"."""
    spec = component.spec.get("inventory")
    if not isinstance(spec, LocatedDict) or not isinstance(spec.get("names"), LocatedDict) or not component.readable:
        return
    by, names, fields = spec.get("by"), spec["names"], _fields(component)
    if by not in fields:
        return  # said at load
    field_schema = fields[by] if isinstance(fields[by], dict) else {}
    if set(field_schema) - set(builtin_schema("game")["$defs"]["field"]["properties"]):
        return  # the field's own definition is wrong (reported there): its values are not known
    # an entry refused for a slip of its own (said there) still writes its value: "no value" would be a knock-on
    entries = [*component.entries, *(e for e in component.rejected if isinstance(e, dict) and "id" in e)]
    written = dict.fromkeys(str(entry[by]) for entry in entries if by in entry)
    values = [str(v) for v in field_schema.get("enum") or written]
    for value in names:
        if str(value) in values or component.rejected:  # a refused entry may write it: its finding says
            continue
        meant = did_you_mean(str(value), values, "{}")
        if any(str(e.get(by)) == meant and findings.error_at(e.line_of(by), "template-missing") for e in entries):
            continue  # the entry's value is the slip, said at its line
        findings.error(
            "reference-unknown",
            names.line_of(value),
            f"inventory: names: '{value}' is no value of {by}"
            + did_you_mean_or_names(str(value), values, "its values are"),
        )


def _groups(component: Component, laid: list[LaidPiece], env: Env) -> list[str] | None:
    """Each laid piece's ``group:`` ("" without one), or None when it cannot be had (reported once)."""
    raw = component.spec.get("group")
    if raw is None:
        return [""] * len(laid)
    context = {**game_context(env), "component": component}
    groups = []
    for piece in laid:
        try:
            groups.append(str(evaluate(raw, {**context, "card": piece.entry, "item": piece.entry})))
        except ExpressionError as exc:
            if not env.game.report_missing_field(exc.missing, env.findings, component.spec.line_of("group")):
                env.findings.error("expression", component.spec.line_of("group"), f"{piece.label}: group: {exc}")
            return None
    return groups


def game_context(env: Env) -> dict[str, Any]:
    if "context" not in env.cache:
        env.cache["context"] = env.game.expression_context()
    return env.cache["context"]


def template_of(
    env: Env, spec: LocatedDict, key: str, scope: dict[str, Any], label: str, laid_as: str | None = None
) -> Template | None:
    """The template ``spec[key]`` names for this scope; a broken template is reported once, and so is a
    name expression that fails alike for every entry (``face: "my-game/{{ card.typ }}"``). ``laid_as``: what
    its pieces are called when laid out (``back of card 'dawn'``; default ``label``)."""
    where = spec.line_of(key)
    try:
        name = str(evaluate(spec[key], scope))
    except ExpressionError as exc:
        if not env.game.report_missing_field(exc.missing, env.findings, where):
            reported = env.cache.setdefault("broken template names", set())
            if (where, str(exc)) not in reported:
                reported.add((where, str(exc)))
                env.findings.error("expression", where, f"{label}: {key}: {exc}")
        return None
    try:
        template = env.templates.load(name, where)
    except ContentError as exc:
        reported = env.cache.setdefault("broken templates", set())
        if _none_there(env, spec, key, scope):  # every name it reads is missing: one slip, said once
            if where not in reported:
                reported.add(where)
                with env.findings.scope(item=None):
                    env.findings.error("template-missing", where, _none_there_message(env, spec, key, scope))
        elif name not in reported:
            reported.add(name)
            asked = _asked_by(spec, key, name, scope, label)
            slip = _slip_line(str(spec[key]), name, scope.get("card")) if asked == label else None
            with env.findings.scope(item=None):
                for finding in exc.findings.items:  # the name's own line says which entries named it
                    said, at = finding.message, finding.location
                    if asked and at == where:
                        said = f"{asked}: {said}"
                    if slip is not None and at == where and finding.rule == "template-missing":
                        listing = env.templates.folder_list(name)  # the entry's value or a template misspelt?
                        said, at = (f"{said} ({listing})" if listing and listing not in said else said), slip
                    env.findings.add(finding.rule, at, said, finding.severity, finding.cause)
        _laid_apart(env, env.templates.stand_in(name), scope, laid_as or label)
        return None
    if env.layouter.check_template(template):
        return template
    _laid_apart(env, template, scope, laid_as or label)
    return None


def _laid_apart(env: Env, template: Template | None, scope: dict[str, Any], label: str) -> None:
    """A piece whose template has a slip its layout depends on (its size:, a misspelt key), laid out once for
    the findings that do not depend on it (an unknown icon, a field it misspells): one run says every cause.
    A back that reads the entry waits for one (a component's one back is first loaded without it)."""
    entry = scope.get("card")
    done = env.cache.setdefault("laid apart", set())
    if template is None or (template.name, label) in done or (entry is None and reads_entry_at(template)):
        return
    if not isinstance(entry, Item) and reads_entry_at(template) is not None:
        return  # a back that reads the entry, asked for once for all: each piece's lays it out with its entry
    done.add((template.name, label))
    env.layouter.face(template, scope, label, entry if isinstance(entry, Item) else None, apart=True)


def _asked_by(spec: LocatedDict, key: str, name: str, scope: dict[str, Any], label: str) -> str:
    """The entries whose template name, read from each (``face: "my-game/{{ card.type }}"``), is ``name``:
    "card 'drone-1' and 3 more"; '' when the name is written whole (every entry asks for it)."""
    if str(spec[key]) == name:
        return ""
    names = _names_read(spec, key, scope)
    more = sum(named == name for named in names) - 1
    return label + (f" and {more} more" if more > 0 else "") if names else ""


def _names_read(spec: LocatedDict, key: str, scope: dict[str, Any]) -> list[str | None]:
    """The template name ``spec[key]`` reads from each entry of the component, in order (None where it cannot be
    read: said for that entry when it is laid out); [] outside a component's entries."""
    component = scope.get("component")
    if "card" not in scope or not isinstance(component, Component):
        return []

    def named(entry: Item) -> str | None:
        try:
            return str(evaluate(spec[key], {**scope, "card": entry, "item": entry}))
        except ExpressionError:
            return None

    return [named(entry) for entry in component.entries]


def _none_there(env: Env, spec: LocatedDict, key: str, scope: dict[str, Any]) -> list[str]:
    """The templates ``spec[key]`` names, read from the entries (``back: "my-game/{{ card.action }}"``), when
    they are several and not one of them is there: the name written is the slip, not each entry's value."""
    where = spec.line_of(key)
    known = env.cache.setdefault("templates none there", {})
    if where not in known:
        names = [name for name in dict.fromkeys(_names_read(spec, key, scope)) if name is not None]
        known[where] = names if len(names) > 1 and all(_missing(env, name, where) for name in names) else []
    return known[where]


def _missing(env: Env, name: str, where: Location) -> bool:
    """Is there no template ``name`` (not one that is there but broken, nor one whose parent is missing, said in
    the child's file)? A name looked up before, by another component's line, is said at that line of the file."""
    try:
        env.templates.load(name, where)
    except ContentError as exc:
        return all(f.rule == "template-missing" and f.location.file == where.file for f in exc.findings.items)
    return False


def _none_there_message(env: Env, spec: LocatedDict, key: str, scope: dict[str, Any]) -> str:
    """What a template name read from the entries is told when none of the templates it names is there."""
    names = _none_there(env, spec, key, scope)
    shown = ", ".join(f"'{name}'" for name in names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    listing = env.templates.folder_list(names[0])
    return (
        f"{key}: '{spec[key]}' names {len(names)} templates, and not one of them is in templates/: {shown}"
        f"{'; ' + listing if listing else ''}; add them, or write a template that is there"
    )


ENTRY_FIELD = re.compile(r"""(?<![.\w])(?:card|item)(?:\.(\w+)|\[\s*['"]([^'"]+)['"]\s*\])""")


def _slip_line(written: str, name: str, entry: Any) -> Location | None:
    """Where one entry's template name, read from it, comes from: the line of the field the name reads whose
    value it holds (``id: damge`` for ``face: "my-game/{{ card.id }}"``), the slip an entry alone asking for a
    missing template most likely is; None when no such field is found."""
    if not isinstance(entry, Item):
        return None
    for match in ENTRY_FIELD.finditer(written):
        field = match.group(1) or match.group(2)
        if field in entry and str(entry[field]) in name:
            return entry.line_of(field)
    return None


def _side_key(side: str) -> str:
    """The component key that names a side's template: ``face`` for the front, ``back``."""
    return "face" if side == "front" else "back"


# The piece kinds: the same behaviour, different words and defaults.
KINDS_OF_PIECES = (
    PieceKind("deck", "card", "cards", "grid", ("id", "title"), "cards printed on sheets, backs duplex-aligned"),
    PieceKind("tiles", "tile", "tiles", "gutters", ("id",), "tiles, each with its own full bleed"),
    PieceKind("tokens", "token", "tokens", "gutters", ("id",), "round, hexagonal or shaped tokens with cut outlines"),
    PieceKind("tents", "tent", "tents", "fold", ("id",), "folded tents: two panels on one side of the paper"),
    PieceKind(
        "standees",
        "standee",
        "standees",
        {"strategy": "fold", "base": 12},
        ("id",),
        "fold-over standees with base tabs",
    ),
    PieceKind(
        "board",
        "board",
        "boards",
        ["tile", "poster"],
        ("id",),
        "boards larger than a page: tiled pages and one poster page",
    ),
)
for _kind in KINDS_OF_PIECES:
    component_kind(_kind)


def source_lists() -> tuple[str, ...]:
    """The words a source lists its entries under: any piece kind's (one file may serve a deck and a token sheet)."""
    kinds = (KINDS[name] for name in KINDS.names())
    return ("items", *(kind.plural for kind in kinds if isinstance(kind, PieceKind)))

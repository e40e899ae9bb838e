"""Piece kinds: components whose entries print as pieces (cards, tiles, tokens, tents, standees, boards).

They differ only in data: what an entry is called, the fields it must have, and the
imposition it prints with unless the component names another. Each entry is laid
out once from its face template (and back), whatever its count (:mod:`pnp.kinds.common.face_templates`
picks the template), and its back checked against its face (:mod:`pnp.kinds.common.back_fit`);
:mod:`pnp.kinds.common.imposing` makes the sheet files of the laid pieces.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING, Any

from pnp.core.datafile import builtin_schema
from pnp.core.expr import ExpressionError, evaluate
from pnp.core.findings import Findings
from pnp.core.plural import name_counted, plural_of
from pnp.core.suggest import did_you_mean, did_you_mean_or_names
from pnp.core.words import Words, say
from pnp.core.yamlio import LocatedDict
from pnp.impose.duplex import DUPLEX_OPTION
from pnp.kinds import KINDS, NBSP, ComponentKind, Env, common, component_kind, own_words
from pnp.load.items import load_items
from pnp.model import Component, Game, Item

if TYPE_CHECKING:
    from pnp.kinds.common.imposing import Imposition
    from pnp.layout.face import Face, LaidPiece
    from pnp.layout.turned_alike import TurnedAlike
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
                "enum": [True, False, "turned"],
                "description": "every piece shows one back (hidden roles): a back that would differ from piece "
                "to piece is an error; turned: and it looks the same turned half round (cards read reversed)",
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
            "imposition": {
                "description": "how it prints: an imposition (README: Impositions) by name or with options, or a list"
            },
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
                    "listed": {
                        "type": "boolean",
                        "description": "false: left out of the component list (a cover page, not in the box)",
                    },
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
        if spec.get("listed") is False:  # printed, but not among what the box holds: a cover page
            return None
        singular, plural = self.nouns(component, words)
        pieces = component.pieces
        line = f"**{component.title}**: {len(pieces)}{NBSP}{singular if len(pieces) == 1 else plural}"
        if "by" not in spec:
            return line
        # the pieces lacking the field (a deck's wild cards, of no suit) are "other", or what names: other: says
        groups = Counter(str(piece[spec["by"]]) if spec["by"] in piece else None for piece in pieces)
        own = spec.get("names", {})
        names = {
            v: own.get(v, v.replace("-", " ")) if v is not None else own.get(OTHER, say(words, OTHER)) for v in groups
        }
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
        _check_inventory_noun(component, findings)
        return component

    def summary(self, component: Component, words: Words) -> str:
        count = len(component.pieces)
        singular, plural = self.nouns(component, words)
        pieces = f"{count:>4} {singular if count == 1 else plural}"
        return pieces if count < 2 else f"{pieces} ({len(component.entries)} different)"  # not "1 die (1 different)"

    def prepare(self, component: Component, env: Env) -> list[Output]:
        chosen = common.imposing.impositions(component, self.default_imposition, env.findings)
        laid = self._lay_out(component, env)
        common.box_art.lay_out_box_art(component, env)
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
        common.told_apart.check_told_apart(laid, env.findings)
        env.check_glyphs(own_words(env.game, ("title", "notice"), component), env.fonts.default_family)  # footers
        bleeds = common.imposing.profile_bleeds(
            laid, env.printing.bleed_profile(component.id), env.findings, partial(common.imposing.bleed_line, env)
        )
        if bleeds is None:
            return []
        groups = _groups(component, laid, env)
        if groups is None:
            return []
        noun = self.nouns(component, env.game.words)[0]
        return common.imposing.sheet_outputs(component, laid, bleeds, groups, chosen, noun, env)

    def _lay_out(self, component: Component, env: Env) -> list[LaidPiece]:
        spec = component.spec
        if not component.readable or not spec.get("face"):
            if component.readable and "face" not in spec.misspelt:  # else the misspelt key is the finding
                env.findings.error("schema", component.location, f"component '{component.id}' names no face template")
            return []
        context = {**common.face_templates.game_context(env), "component": component, "figure": False, "inside": False}
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
        from pnp.layout.face import LaidPiece  # the layout engine loads when a game is laid out

        label = f"{self.singular} '{entry.id}'"
        template = common.face_templates.template_of(env, component.spec, "face", scope, label)
        if template is None:
            return None
        foot = self.foot(component)
        kept_as = common.face_keys.key(env, component, entry, template, label, foot)
        front = env.layouter.face(template, scope, label, entry, foot=foot, kept_as=kept_as)
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
        scope = {**common.face_templates.game_context(env), "component": component, "figure": figure, "inside": inside}
        scope |= {"card": entry, "item": entry}
        label = f"{self.singular} '{entry.id}'"
        template = common.face_templates.template_of(env, component.spec, key, scope, label)
        return env.layouter.face(template, scope, label, entry, foot=self.foot(component)) if template else None

    def _sides_match(
        self, laid: list[LaidPiece], component: Component, impositions: list[Imposition], env: Env
    ) -> bool:
        """Whether every piece's back covers its face (:mod:`pnp.kinds.common.back_fit`); a kind may ask otherwise."""
        return common.back_fit.sides_match(laid, component, impositions, env)

    def foot(self, component: Component) -> float:
        """The base tab (mm) its imposition folds below each panel's foot: where a face may draw (``base_tabs``)."""
        from pnp.impose.strategies import base_tabs  # impositions load when a game is laid out: pnp list only loads

        return base_tabs(component.spec.get("imposition", self.default_imposition))


BACK_HOLES = (  # why a back's template takes no holes of its own (common.no_holes)
    "a back cuts no holes of its own: a hole is cut through the whole piece, so write it in the face template's "
    "holes: (at its place seen from the front) and remove it here"
)


class Back:
    """The back template of a component: laid out once when it does not read the entry, else per entry."""

    def __init__(self, component: Component, env: Env, context: dict[str, Any], foot: float):
        self.component, self.env, self.context, self.foot = component, env, context, foot
        self.shared: Face | None = None
        self.per_entry = True
        if component.spec.get("back"):
            chosen = "{{" in str(component.spec["back"])  # a template for each entry
            template = None
            if not chosen:
                template = common.face_templates.template_of(
                    env, component.spec, "back", context, f"back of '{component.id}'"
                )
            if template is not None:
                common.no_holes.no_holes(template, env, BACK_HOLES)
            one_back = common.same_back.check_same_back(component, template, env.findings)
            if one_back and template is not None and common.same_back.reads_entry_at(template) is None:
                self.per_entry = False
                scope = {**context, "card": None, "item": None}
                turned = _turned_alike(component, env) if component.spec.get("same_back") == "turned" else None
                self.shared = env.layouter.face(
                    template, scope, f"back of '{component.id}'", None, foot=foot, turned_alike=turned
                )

    def face(self, entry: Item, scope: dict[str, Any], label: str) -> Face | None:
        if not self.component.spec.get("back"):
            return None
        if not self.per_entry:
            return self.shared
        template = common.face_templates.template_of(
            self.env, self.component.spec, "back", scope, label, f"back of {label}"
        )
        if template is None:
            return None
        common.no_holes.no_holes(template, self.env, BACK_HOLES)
        return self.env.layouter.face(template, scope, f"back of {label}", entry, foot=self.foot)


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


OTHER = "other"  # the inventory group of the pieces lacking its by: field, and the words: key that names it
NOT_PLURAL_ENDINGS = ("ss", "us", "is", "as")  # bonus, atlas, glass: one piece, though its last letter is an s


def _check_inventory_noun(component: Component, findings: Findings) -> None:
    """``inventory: {noun:}`` names one piece; a plural written there ('banknotes', the noun less its last letter
    made plural) is made plural again, "96 banknoteses" in the component list and the proofs. English alone; left
    alone beside a ``plural:`` of its own, which says how the designer counts it."""
    spec = component.spec.get("inventory")
    if not isinstance(spec, LocatedDict) or not isinstance(spec.get("noun"), str) or "plural" in spec:
        return
    noun, language = spec["noun"], component.language
    one = noun[:-1]
    if language != "en" or len(one) < 4 or noun.lower().endswith(NOT_PLURAL_ENDINGS) or plural_of(one, "en") != noun:
        return  # German and French plurals by ending read too many nouns (Karte) as the plural of another (Kart)
    findings.warning(
        "schema",
        spec.line_of("noun"),
        f"inventory: noun: '{noun}' is the plural of '{one}': noun: names one piece, and pnp makes it plural, so "
        f"the component list would print '{plural_of(noun, language)}'; write noun: {one}",
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
    if any(by not in entry for entry in entries):
        values.append(OTHER)  # the pieces lacking the field, counted as "other": names: other: names them
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
    context = {**common.face_templates.game_context(env), "component": component}
    groups = []
    for piece in laid:
        try:
            groups.append(str(evaluate(raw, {**context, "card": piece.entry, "item": piece.entry})))
        except ExpressionError as exc:
            if not env.game.report_missing_field(exc.missing, env.findings, component.spec.line_of("group")):
                env.findings.error("expression", component.spec.line_of("group"), f"{piece.label}: group: {exc}")
            return None
    return groups


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


def _turned_alike(component: Component, env: Env) -> TurnedAlike:
    """What ``same_back: turned`` asks of the component's back, seen as the game's fonts and icons print it."""
    from pnp.draw.raster import drawings_as_images  # the layout of faces loads when a game is laid out
    from pnp.layout.turned_alike import TurnedAlike

    return TurnedAlike(component.id, partial(drawings_as_images, fonts=env.fonts, icons=env.icons))

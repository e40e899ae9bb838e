"""Laying out one face: a template's elements evaluated for one piece, in order, into a display list."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pnp.core.color import ColourError
from pnp.core.expr import ExpressionError, NotFoundError, ShortListError, evaluate_tree
from pnp.core.filters import EmptySelectionError, UnknownIdError, UnreadLookupError, is_number, refused_holds
from pnp.core.findings import READ_CAUSE, Findings, Location
from pnp.core.geometry import Affine, path_points, rectangle_path
from pnp.core.limits import DEFAULT_LIMITS, Limits, advice
from pnp.core.numbering import Numbering
from pnp.core.papers import home_papers
from pnp.core.papers import paper as paper_named
from pnp.core.profiles import profiles
from pnp.core.rules import RULES
from pnp.core.suggest import did_you_mean
from pnp.core.textsyntax import ENGLISH, Typography
from pnp.core.yamlio import LocatedDict, LocatedList, written_as
from pnp.impose.strategies import cut_out, imposition_known
from pnp.impose.strategies.sheet import cut_apart
from pnp.layout.boxsizes import box_unusable
from pnp.layout.elements import ELEMENTS, Context, ElementKind, FaceRecords, HexGridDrawn, Props, field_source
from pnp.layout.elements import allowed as allowed_rules
from pnp.layout.elements.piece import Pieces
from pnp.layout.face import Box, Face, Group, PartCopy, PathItem, Primitive, TextItem, flattened
from pnp.layout.face_slips import (
    key_meant,
    key_of_a_vars_list,
    key_of_a_vars_row,
    loop_hint,
    measure_invalid,
    no_key_of_vars,
    said_of_entry,
    said_of_read,
    type_unknown,
    when_meant,
    when_written_as_text,
)
from pnp.layout.generators import GENERATORS, Generator
from pnp.layout.invariants import Invariants
from pnp.layout.kept import FaceMemo
from pnp.layout.laid import Counted, LaidElement
from pnp.layout.repeat import TEMPLATE_OWN, Copy, Layer, TooManyCopiesError, copies, said_once
from pnp.layout.standards import FaceStandards
from pnp.layout.text import TextSetter
from pnp.layout.transparency import OpaqueOnly
from pnp.layout.turned_alike import TurnedAlike, check_turned_alike
from pnp.layout.unreached import reads_any, unreached_vars
from pnp.load.fonts import FontBook
from pnp.load.icons import IconLibrary
from pnp.load.templates import Template
from pnp.model import Component, IconDrawn, Item, misnamed_cause


def element_kind(name: object) -> ElementKind | None:
    """The element kind or generator a template's ``type:`` names."""
    return ELEMENTS.get(str(name)) or GENERATORS.get(str(name))


class Variables(Mapping):
    """A template's ``vars``, each evaluated for the piece when first used.

    So a var may use the piece and other vars, in any order; a var that (through
    others) uses itself is an error, not a hang.
    """

    def __init__(
        self,
        raw: dict[str, Any],
        scope: dict[str, Any],
        invariants: Invariants | None = None,
        shared: dict[str, Any] | None = None,
    ):
        self._raw = raw
        self._scope = scope
        self._values: dict[str, Any] = {}
        self._resolving: set[str] = set()
        self._invariants = invariants
        self._shared = shared if shared is not None else {}  # piece-independent vars, kept across pieces

    def __getitem__(self, key: str) -> Any:
        if key in self._shared:
            return self._shared[key]
        if key not in self._values:
            if key in self._resolving:
                raise ExpressionError(f"vars.{key} uses itself")
            self._resolving.add(key)
            try:
                self._values[key] = evaluate_tree(self._raw[key], self._scope)
            except ExpressionError as exc:  # said where the var is written (a child's vars: line), not the element
                if exc.var is None and isinstance(self._raw, LocatedDict):
                    exc.var, exc.where = key, self._raw.line_of(key)
                raise
            finally:
                self._resolving.discard(key)
            if self._invariants is not None and self._invariants.var(key):
                self._shared[key] = self._values[key]
        return self._values[key]

    def __iter__(self):
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


class FaceLayouter:
    """Lays out faces for one game; remembers template problems so each is reported once."""

    def __init__(
        self,
        fonts: FontBook,
        icons: IconLibrary,
        art_dir: Path,
        findings: Findings,
        limits: Limits = DEFAULT_LIMITS,
        typography: Typography = ENGLISH,
    ):
        self.limits = limits
        self.typography = typography  # the quotes and spacing card text gets (game.yaml words:)
        self.fonts = fonts
        self.icons = icons
        self.art_dir = art_dir
        self.findings = findings
        self.text = TextSetter(fonts, icons.find)
        self.reported: set[tuple[str, Location, str]] = set()
        self.shrunk: list[tuple[Location, str, str, float, float]] = []
        self.standards = FaceStandards(findings, icons.find, icons.exists)
        self.opaque_only: OpaqueOnly | None = None  # set for a print profile whose PDFs allow no transparency
        self.profile = profiles()["home"]  # the build's print profile (the resolution raster art needs)
        self.pieces: Pieces | None = None  # the game's pieces, which a piece element draws (set by the pipeline)
        self.numbering = Numbering()  # the cases a [[#label]] names (set by the pipeline)
        self.papers = tuple(paper_named(name) for name in home_papers())  # the build's: sheets cut apart on them?
        self._invariants: dict[str, Invariants] = {}  # per template
        self._fixed: dict[tuple, Any] = {}  # piece-independent vars, per template and component
        self._fixed_values: dict[tuple, _Fixed] = {}  # piece-independent values, per template, component and element
        self._generated: dict[Hashable, list[Primitive]] = {}  # a generator's drawing, by its values
        self._checked: dict[str, bool] = {}
        self._unreached: dict[str, frozenset[str]] = {}  # per template: its vars no copy reaches (said once)
        self.icon_sources: dict[str, IconDrawn] = {}  # each icon drawn: where it is first named
        self.hex_grids: dict[tuple[float, str], HexGridDrawn] = {}  # each hex map's grid drawn (Context.drew_hexes)
        self.licence_asked: dict[Path, bool] = {}  # each icon and picture file printed: is its licence asked
        self.memo: FaceMemo | None = None  # faces kept from the game's last clean run (set by the pipeline)

    def _report_untyped(self, name: str, element: LocatedDict, template: Template) -> None:
        """An element without ``type:``: its misspelt ``tpye:`` is the slip, else the key left out (or the name
        of the parent's element it meant to change)."""
        misspelt = next((key for key in element if did_you_mean(str(key), ["type"])), None)
        if misspelt is not None:
            self.findings.error(
                "unknown-key",
                element.line_of(misspelt),
                f"element '{name}': unknown key '{misspelt}'; did you mean 'type'?",
            )
            return
        self.findings.error("unknown-kind", element.line_of("type"), type_unknown(name, element, template))

    def check_template(self, template: Template) -> bool:
        """Every element names a known type and only that type's keys (checked once per template)."""
        if template.name not in self._checked:
            before = len(self.findings.errors)
            for name, element in template.elements.items():
                if not isinstance(element, dict):
                    continue
                if "type" not in element:
                    self._report_untyped(name, element, template)
                    continue
                kind = element_kind(element.get("type"))
                if kind is None:
                    self.findings.error("unknown-kind", element.line_of("type"), type_unknown(name, element, template))
                    continue
                if (said := when_written_as_text(element.get("when"))) is not None:
                    self.findings.error("value-invalid", element.line_of("when"), f"element '{name}': {said}")
                if "let" in element and not isinstance(element["let"], dict):
                    said = 'let: names values, as let: {a: "{{ card.x * 2 }}"}: write a mapping'
                    self.findings.error("value-invalid", element.line_of("let"), f"element '{name}': {said}")
                allowed = kind.all_keys()
                for key in kind.needs:
                    if key not in element:
                        said = f"element '{name}' ({kind.name}) needs {key}: ({allowed[key].doc}); it draws nothing"
                        self.findings.error("value-invalid", element.loc, said)
                for key in element:
                    if key not in allowed:
                        hint = key_meant(str(key), kind.name, allowed)
                        self.findings.error(
                            "unknown-key",
                            element.line_of(key),
                            f"element '{name}' ({kind.name}): unknown key '{key}'{hint}",
                        )
                for rule in allowed_rules(element) - RULES.keys():
                    self.findings.error(
                        "unknown-rule",
                        element.line_of("allow"),
                        f"element '{name}': allow: names '{rule}', which is no rule of pnp's"
                        f"{did_you_mean(rule, list(RULES)) or ' (the rule id ends each finding, in brackets)'}",
                    )
            self._checked[template.name] = len(self.findings.errors) == before
        return self._checked[template.name]

    def face(
        self,
        template: Template,
        scope: dict[str, Any],
        label: str,
        item: Item | None,
        apart: bool = False,
        foot: float = 0.0,
        turned_alike: TurnedAlike | None = None,
        kept_as: bytes | None = None,
    ) -> Face:
        """Every element of ``template`` evaluated in ``scope`` (which names the piece). ``apart``: the template
        has a slip its layout depends on (its size:, a misspelt key), so the piece is laid out only for the
        findings that do not (:data:`APART`), and is not printed. ``foot``: the base tab (mm) folded below the
        piece's trim, where what the face draws prints too (a standee's number on its base). ``turned_alike``: a
        component's ``same_back: turned`` asks this back to look the same turned half round. ``kept_as``: the key
        of everything the face reads (pnp.kinds.common.face_keys), under which :attr:`memo` keeps it."""
        memo = self.memo if kept_as is not None and not apart and turned_alike is None else None
        own = FaceRecords() if memo is not None and self.opaque_only is None and not self.findings.items else None
        if own is not None and (kept := memo.find(kept_as)) is not None:
            self._record(kept.records)
            return kept.face
        w, h = template.size
        findings = Findings() if apart else self.findings
        scope = {
            **scope,
            "trim": {"w": w, "h": h},
            "bleed": template.bleed,
            "safe": template.safe,
            "shape": template.shape.kind,
            "squares": [list(square) for square in template.shape.squares],
            "cell": template.shape.cell,
        }
        invariants = self._invariants.setdefault(template.name, Invariants(template.vars))
        if template.name not in self._unreached:
            self._unreached[template.name] = unreached_vars(template, self.findings)
        unreached = self._unreached[template.name]
        owner = scope.get("component")
        component = getattr(owner, "id", None)
        imposition = owner.spec.get("imposition") if isinstance(owner, Component) else None
        trimmed = not isinstance(owner, Component) or cut_out(imposition)  # a sheet is not cut out
        cut = not (isinstance(owner, Component) and owner.shown_only)  # a diagram is only shown, never cut
        scissors = not trimmed and cut_apart(imposition, template.size, self.papers)
        shared = self._fixed.setdefault((template.name, component, "vars"), {})
        scope["vars"] = Variables(template.vars, scope, invariants, shared)
        context = Context(
            fonts=self.fonts,
            icons=self.icons,
            text=self.text,
            art_dir=self.art_dir,
            shape=template.shape,
            bleed=template.bleed,
            findings=findings,
            label=label,
            item=item,
            reported=self.reported,
            shrunk=[] if apart else self.shrunk,
            limits=self.limits,
            icon_sources=self.icon_sources,
            hex_grids=self.hex_grids,
            licence_asked=self.licence_asked,
            template=template,
            data=scope.get("data"),
            typography=self.typography,
            written_on=not trimmed,
            smallest_type=self.standards.smallest_type,
            profile=self.profile,
            pieces=self.pieces,
            numbering=self.numbering,
            entries=owner.entries if isinstance(owner, Component) else [],
            own=own,
        )
        judged_at_trim = trimmed and imposition_known(imposition)  # an unknown imposition's cut is only named
        on = _Laying(template, scope, context, invariants, {}, judged_at_trim, component, apart, scissors, foot, cut)
        items: list[Primitive] = []
        parts: dict[str, tuple[Box, ...]] = {}  # a figure's elements (each copy's box), for its callouts
        hidden: list[str] = []
        unlaid: list[str] = []  # failed, said by their own finding: a callout naming one is no second finding
        words: dict[str, Box] = {}  # where each element's words print, for a callout's leader to stop short of
        covers: dict[str, list[list[Box]]] = {}  # the fills drawn over each part, for a leader to end clear of
        copies: dict[str, tuple[PartCopy | None, ...]] = {}  # each copy of a repeated part, for a callout at one
        laid: list[LaidElement] = []
        whole = True  # every element that should draw did (else what lies under a text is not known)
        shrinks = len(self.shrunk)
        figure = scope.get("figure") is True
        for name, element in template.elements.items():
            kind = element_kind(element.get("type"))
            if kind is None:
                outcomes: list[Outcome] = [(None, None)]
            elif unreached and reads_any(element, unreached):  # its var's slip is said: not what follows from it
                outcomes = [(FAILED, None)]
            elif element.get("repeat") is None:
                outcomes = [self._laid(kind, name, element, on)]
            else:
                outcomes = self._copies(kind, name, element, on)
            drawn = [props for props, _ in outcomes if isinstance(props, Props)]
            if any(props is FAILED for props, _ in outcomes):
                whole = False
                unlaid.append(name)
            elif not drawn:
                hidden.append(name)
            if any(one is not None and one.failed and not one.drawn for _, one in outcomes):
                whole = False  # refused as it was laid out (a picture not found): what it would cover is not known
            filled = [_filled_boxes(one) for _, one in outcomes if one is not None] if covers else []
            for box in covers.values():  # what this element fills covers the parts drawn before it
                box.extend(filled)
            if drawn and figure:  # where a figure's parts are, for its callouts (a piece's are not pointed at)
                parts[name] = tuple(_part_box(props, one) for props, one in outcomes if isinstance(props, Props))
                covers[name] = []
                if inked := [box for _, one in outcomes if one and (box := _words_of(one))]:
                    words[name] = _union(inked)
            if figure and element.get("repeat") is not None:  # none drawn too: a callout at one is told so
                copies[name] = tuple(
                    PartCopy(_part_box(props, one), one and _words_of(one)) if isinstance(props, Props) else None
                    for props, one in outcomes
                )
            for _, one in outcomes:
                if one is not None:
                    laid.append(one)
                    items.extend(one.drawn)
        face = Face(template.shape, template.bleed, tuple(items), template.name, holes=template.holes)
        if apart:
            for finding in findings.items:
                if finding.rule in APART:
                    self.findings.add(finding.rule, finding.location, finding.message, finding.severity, finding.cause)
            return face
        if figure:
            face.parts, face.words, face.hidden, face.failed = parts, words, tuple(hidden), tuple(unlaid)
            face.covered = {name: tuple(box for boxes in found for box in boxes) for name, found in covers.items()}
            face.copies = copies
        self.standards.face(template, laid, {name: wanted for _, _, name, wanted, _ in self.shrunk[shrinks:]})
        self.standards.on_piece(template, laid, foot)
        if cut:  # no cut edge, no paper showing along it
            self.standards.see_through_edges(template, laid, item)
        self.standards.overlaps(template, laid, label)
        self.standards.hidden(template, laid, label)
        if whole:
            self.standards.contrast(template, laid, label, item)
        if whole and turned_alike is not None:
            check_turned_alike(template, laid, turned_alike, self.findings)
        if own is not None and not self.findings.items:  # it said nothing, nor had its game: nothing said once
            own.shrunk = self.shrunk[shrinks:]
            own.fonts = _fonts_of(items)
            memo.keep(kept_as, face, own)
        return face

    def seed_generated(self, drawings: dict[Hashable, list[Primitive]]) -> None:
        """Share the generators' drawings the kept faces share (each stays the one object they draw); the faces
        their text is set in are registered, as making them did."""
        self._generated.update(drawings)
        for name in dict.fromkeys(name for items in drawings.values() for name in _fonts_of(items)):
            self.fonts.ready_named(name)

    def generated_drawings(self) -> dict[Hashable, list[Primitive]]:
        return dict(self._generated)

    def _record(self, records: FaceRecords) -> None:
        """What a kept face recorded, recorded again as laying it out would."""
        for name, drawn in records.icon_sources.items():
            self.icon_sources.setdefault(name, drawn)
        for key, grid in records.hex_grids.items():
            self.hex_grids.setdefault(key, grid)
        for path, asked in records.licence_asked.items():
            self.licence_asked[path] = self.licence_asked.get(path, False) or asked
        self.shrunk.extend(records.shrunk)
        for name in records.fonts:
            self.fonts.ready_named(name)

    def _laid(self, kind: ElementKind, name: str, element: Any, on: _Laying, copy: Copy | None = None) -> Outcome:
        """An element (or one copy of it) evaluated, drawn and checked: its values (None when its ``when`` hides
        it, :data:`FAILED`), and what it laid on the face."""
        props = self._evaluate(kind, name, element, on, copy)
        if not isinstance(props, Props):
            return props, None
        context = on.context
        before = context.findings.errors_said  # an error said before (a figure of the piece) is kept once
        drawn = _wrapped(self._drawn(kind, props, context), props)
        said = context.findings.errors_said != before
        copied, row = (copy.label, copy.row) if copy else ("", None)
        counted = _counted(element, copy, context.item)
        laid = LaidElement(name, element, drawn, said, copied, row, kind.draws_pieces, counted)
        if on.apart:
            return props, laid
        self.standards.element(on.template, laid, on.trimmed, on.cut_apart, on.foot, on.cut, on.context.label)
        if self.opaque_only is not None:
            self.opaque_only.element(on.template, laid, context.item)
        return props, laid

    def _copies(self, kind: ElementKind, name: str, element: Any, on: _Laying) -> list[Outcome]:
        """An element with ``repeat:``, a copy for each item (or of a count), each with ``loop`` in scope, in
        order. Each copy reports into findings of its own; what several say is said once (:func:`said_once`)."""
        context = on.context
        try:
            value = self._value(element["repeat"], on, self._fixed_of(on, name), "repeat")
        except ExpressionError as exc:
            self._unreadable(exc, name, element, "repeat", on)
            return [(FAILED, None)]
        try:
            made = copies(value, self.limits.generated, on.invariants.value(element["repeat"]))
        except TooManyCopiesError as exc:
            context.template_error(
                "limit",
                context.where(element, "repeat"),
                f"element '{name}': repeat: asks for {exc.count:,} copies; pnp draws at most "
                f"{self.limits.generated:,} copies of one element ({advice('generated')})",
            )
            return [(FAILED, None)]
        except ValueError as exc:  # at the repeat: line (a var it reads is rightly a mapping, used elsewhere)
            # a count the content writes wrong (-1, 2.5) is the content's; any other value it writes (a title, a
            # flag) is right where it stands, and the template is wrong to repeat over it
            counted = isinstance(value, (int, float)) and not isinstance(value, bool)
            if counted and context.in_content("value-invalid", value, str(exc).removeprefix("'repeat' ")):
                return [(FAILED, None)]
            where = context.where(element, "repeat")
            if ("value-invalid", where, "repeat") not in context.reported:  # once, said of the first piece
                context.reported.add(("value-invalid", where, "repeat"))
                context.template_error("value-invalid", where, f"element '{name}': {exc}")
            return [(FAILED, None)]
        outcomes, found, reported = [], [], []
        for copy in made:
            own = replace(context, findings=Findings(), reported=Layer(context.reported))
            outcomes.append(
                self._laid(kind, name, element, replace(on, scope={**on.scope, "loop": copy.loop}, context=own), copy)
            )
            found.append((copy, own.findings.items))
            reported.append(own.reported)
        for said in reported:  # after every copy: each says again what another said, to be counted
            context.reported.update(said)
        own = {key[1] for said in reported for key in said if isinstance(key, tuple) and key[0] == TEMPLATE_OWN}
        for finding in said_once(found, _files_of(context.item) | _files_of_tables(context.data), own):
            context.findings.add(finding.rule, finding.location, finding.message, finding.severity, finding.cause)
        return outcomes

    def _drawn(self, kind: ElementKind, props: Props, context: Context) -> list[Primitive]:
        """What an element draws. A generator's drawing is made once for each set of values that
        draws cleanly, as one group that every piece with those values shares (Twisty Tracks' four
        colours of a tile design share their track: a PDF stores it once, as a form); one that
        reports a finding is made again for every piece, so each piece's finding is reported."""
        if not isinstance(kind, Generator):
            return kind.lay_out(props, context)
        try:
            key = _frozen((kind.name, props.values, context.bleed, context.shape))
        except _UnhashableError:
            return _generate(kind, props, context)
        if key in self._generated:
            return self._generated[key]
        before = len(context.findings.items)
        items = _generate(kind, props, context)
        if len(context.findings.items) != before or not items:
            return items
        self._generated[key] = [Group(tuple(items))]
        return self._generated[key]

    def _evaluate(
        self, kind: ElementKind, name: str, element: Any, on: _Laying, copy: Copy | None = None
    ) -> Props | object | None:
        """The element's values; None when its ``when`` hides it, :data:`FAILED` when one cannot be had (reported).
        A value the same for every piece of the component is evaluated and typed once."""
        values = {}
        fixed = self._fixed_of(on, name)
        if fixed.keys is None:  # when first: a hidden element is not evaluated
            known = kind.all_keys().keys() - {"repeat", "let"}  # a misspelt key is said, its value not evaluated
            fixed.keys = tuple(key for key in dict.fromkeys(("when", *element)) if key in element and key in known)
        lets = tuple(element["let"]) if isinstance(element.get("let"), dict) else ()
        when_first = not any(Invariants.reads(element.get("when", ""), let) for let in lets)
        for key in fixed.keys:
            if lets and (key != "when" or not when_first):
                with_lets = self._with_lets(name, element, on, fixed, copy)
                if with_lets is FAILED:
                    return FAILED
                on, lets = with_lets, ()  # evaluated once: the keys read them from the scope
            raw = when_meant(element[key]) if key == "when" else element[key]
            try:
                if any(Invariants.reads(raw, let) for let in element.get("let") or ()):
                    values[key] = evaluate_tree(raw, on.scope)  # its own for each piece and copy: never kept
                else:
                    values[key] = self._value(raw, on, fixed, key, copy)
            except ExpressionError as exc:
                if not _named_under_a_misspelt_key(exc, element, kind):  # lett: {a: …}: said as unknown-key
                    self._unreadable(exc, name, element, key, on, copy)
                return FAILED
            if key == "when" and not values["when"]:
                return None
        values.pop("when", None)
        try:
            typed = kind.coerce(values, fixed.typed)
        except ValueError as exc:
            self._invalid(exc, kind, name, element, values, on)
            return FAILED
        if copy is None:  # a value the same for every piece is typed the same: once (a key no type has, never)
            fixed.typed.update((key, typed[key]) for key in values if key in fixed.values and key in typed)
        props = Props(typed, element, name)
        return FAILED if not on.apart and box_unusable(kind, props, on.context, on.invariants) else props

    def _with_lets(self, name: str, element: Any, on: _Laying, fixed: _Fixed, copy: Copy | None) -> Any:
        """The laying with the element's ``let:`` names in its scope, each evaluated in order (a name reads those
        before it); :data:`FAILED` when one cannot be had (reported at its line)."""
        lets, scope = element["let"], dict(on.scope)
        for let, raw in lets.items():
            if not str(let).isidentifier() or let in on.scope:
                taken = f"'{let}' is a name pnp gives templates" if let in on.scope else f"'{let}' is no name"
                on.context.template_error(  # said once for every element an alias (let: *route) gives it
                    "value-invalid",
                    lets.line_of(let),
                    f"let: {taken}; name its value otherwise (letters, digits and _)",
                    written=True,
                )
                return FAILED
            try:
                if any(Invariants.reads(raw, before) for before in scope.keys() - on.scope.keys()):
                    scope[let] = evaluate_tree(raw, scope)
                else:
                    scope[let] = self._value(raw, replace(on, scope=scope), fixed, f"let {let}", copy)
            except ExpressionError as exc:
                self._unreadable(exc, name, lets, let, replace(on, scope=scope), copy, owner="let")
                return FAILED
        return replace(on, scope=scope)

    def _unreadable(
        self,
        exc: ExpressionError,
        name: str,
        element: Any,
        key: str,
        on: _Laying,
        copy: Copy | None = None,
        owner: str | None = None,
    ) -> None:
        """Report an element's value whose expression failed, at the line to change; ``owner``: what the value is
        written under when not an element (a ``let:`` that aliases give several elements: said once)."""
        context = on.context
        if isinstance(exc.cause, UnreadLookupError):  # a component game.yaml could not load: said there
            return
        if said_of_entry(exc, context.item, self.findings) or _not_found_in_content(exc, name, element, key, on, copy):
            return
        component = on.scope.get("component")
        colour = exc.cause if isinstance(exc.cause, ColourError) else None  # a colour the content writes
        unfound = exc.cause if isinstance(exc.cause, EmptySelectionError) else None  # a value it names no row by
        unknown = exc.cause if isinstance(exc.cause, UnknownIdError) else None  # an id it writes (by_id)
        read = exc.where if exc.var is not None else context.where(element, key, exc.line)  # the line that reads
        wanted = (unfound.field, unfound.wanted) if unfound else (unknown.key, unknown.value) if unknown else None
        # an id the table lacks, however many pieces and templates read it (every onyx card's bonus, the onyx cost
        # a template lists), a value a selection finds no row by (the outcome 'FO' of every card's dice table, its row
        # taken out of the outcomes), or a table the game lacks (data.good): one cause, said once with its other places
        # listed
        one_cause = (
            f"unknown id: {unknown}"
            if unknown
            else f"no row: {unfound}"
            if unfound
            else misnamed_cause(exc.missing) or _short_table(exc, on.scope.get("data"))
        )
        var = on.template.var_of(element.get(key, ""), colour.value, context.item) if colour and on.template else None
        if var is not None:  # a colour the vars write, read through a filter (mix): said once there, as read bare
            context.own_value_error("value-invalid", var[1], f"vars.{var[0]}: '{key}' {colour} (element '{name}')")
            return
        if wanted and refused_holds(*wanted, on.scope.get("components")):
            return  # the entry it looks for was refused for a slip of its own, said there
        if unknown and unknown.waits(self.findings):  # the game's, not a repeated copy's own
            return  # the row it means has its id misspelt, said there
        if (
            (colour and context.in_content("value-invalid", colour.value, colour))
            or (wanted and _said_at_row(context, copy, wanted[1], unfound or unknown, one_cause))
            or (unfound and context.in_content("expression", unfound.wanted, unfound, one_cause))
            or (unknown and context.in_content("expression", unknown.value, unknown, one_cause, as_key=True))
            or (
                isinstance(component, Component) and component.report_missing_field(exc.missing, context.findings, read)
            )
            or key_of_a_vars_row(exc, on.template, context)
            or key_of_a_vars_list(exc, on.template, context)
            or no_key_of_vars(
                exc,
                on.template,
                context,
                component if isinstance(component, Component) else None,
                on.template.vars.get(exc.var) if exc.var is not None and on.template else element.get(key),
            )
        ):
            return
        if said_of_read(exc, self.findings):
            return  # what it read has its own error: a knock-on of it
        # a field no piece has is one finding, whatever each piece's hint ("did you mean 'notes'?", "it has …")
        missing = f"no field '{exc.missing[1]}'" if exc.missing else None
        if exc.var is not None:  # one finding where the var is written, whichever elements read it
            said = f"vars.{exc.var}: "
            # the same reading of a data table failing alike in several templates (the player colour of each
            # piece looked up in one table that lacks it) is one cause, said once with the other places listed
            shared = one_cause or (f"{said}{exc}" if "data." in str(exc) else None)
            context.template_error("expression", exc.where, f"{said}{exc}", shared, alike=missing and said + missing)
        else:
            said = f"{owner or f'element {name!r}'}: {key}: "
            context.template_error(
                "expression",
                context.where(element, key, exc.line),
                f"{said}{exc}{loop_hint(exc, element)}",
                one_cause,
                alike=missing and said + missing,
            )

    @staticmethod
    def _invalid(
        exc: ValueError, kind: ElementKind, name: str, element: Any, values: dict[str, Any], on: _Laying
    ) -> None:
        """Report an element's value of the wrong kind (``exc`` names its key), at the line to change."""
        context = on.context
        key = str(exc).split("'")[1] if str(exc).startswith("'") else "type"
        var = on.template.var_of(element.get(key, ""), values.get(key))
        if var is not None:  # one finding where the var is set, whichever elements use it
            context.own_value_error("value-invalid", var[1], f"vars.{var[0]}: {exc} (element '{name}')")
        elif key in kind.all_keys() and kind.all_keys()[key].type in MEASURES:
            measure_invalid(exc, key, name, element, values, on.context, on.scope.get("component"))
        elif not context.in_content("value-invalid", values.get(key), str(exc).removeprefix(f"'{key}' ")):
            # the template's value, however each piece makes it (a list for text): one finding, the first piece's
            said = f"{context.label}: element '{name}': {exc}"
            context.own_value_error("value-invalid", context.where(element, key), said)

    def _fixed_of(self, on: _Laying, name: str) -> _Fixed:
        """What of element ``name`` of the face being laid out is the same for every piece of its component (a
        template by its name: the layouter's loader loads each once)."""
        key = (on.template.name, on.component, name)
        if key not in self._fixed_values:
            self._fixed_values[key] = _Fixed()
        return self._fixed_values[key]

    def _value(self, raw: Any, on: _Laying, fixed: _Fixed, key: str, copy: Copy | None = None) -> Any:
        """An element value: evaluated once per component when it reads nothing of the piece, once per
        face otherwise (expressions cannot change what they read: the sandbox is immutable). A value a
        copy reads ``loop`` in is its copy's own: once per component and copy when the list is the same
        for every piece. A list's items are read as values too (a grid's ``col_labels: ["{{ vars.team }}", …]``),
        as ``vars:`` are, rather than printed with their braces."""
        if copy is not None and on.invariants.reads(raw, "loop"):
            copied = (key, copy.index0)
            if copied not in fixed.copied:
                value = evaluate_tree(raw, on.scope)
                if not copy.fixed or not on.invariants.value(raw, LOOP):
                    return value
                fixed.copied[copied] = value
            return fixed.copied[copied]
        if key in fixed.values:
            return fixed.values[key]
        if isinstance(raw, str) and raw in on.known:
            return on.known[raw]
        value = evaluate_tree(raw, on.scope)
        if key not in fixed.varying:  # told once: whether a value reads the piece is its template's to say
            if on.invariants.value(raw):
                fixed.values[key] = value
            else:
                fixed.varying.add(key)
        if isinstance(raw, str):
            on.known[raw] = value
        return value


FAILED = object()  # an element whose values could not be had
# what a piece laid out apart says (FaceLayouter.face): slips of their own, whatever size the piece has and
# whichever keys its template misspells; not what depends on them (a text that does not fit, a line near the trim)
APART = frozenset(
    {
        "expression",
        "field-missing",
        "font-invalid",
        "font-style-missing",
        "font-unknown",
        "glyph-missing",
        "icon-invalid",
        "icon-unknown",
        "image-format",
        "image-invalid",
        "image-missing",
        "limit",
        "path-outside",
        "value-invalid",
    }
)
MEASURES = frozenset(
    {"number", "length", "positive", "share", "dash", "points", "boxes", "lines", "count"}
)  # keys that take numbers


OUTLINED = frozenset({"polygon", "path"})  # elements that draw an outline of their own inside their box


LOOP = frozenset({"loop"})


@dataclass
class _Fixed:
    """What of one element of a template is the same for every piece of a component (FaceLayouter._value)."""

    keys: tuple[str, ...] | None = None  # the keys it evaluates, ``when`` first (``repeat`` is its copies')
    values: dict[str, Any] = field(default_factory=dict)  # its values that read nothing of the piece, by key
    varying: set[str] = field(default_factory=set)  # the keys whose values read the piece
    copied: dict[tuple[str, int], Any] = field(default_factory=dict)  # a copy's that read only ``loop``
    typed: dict[str, Any] = field(default_factory=dict)  # those of ``values`` typed (ElementKind.coerce)


Outcome = tuple[Any, LaidElement | None]  # an element's values (Props, None when hidden, FAILED), what it laid


@dataclass(frozen=True)
class _Laying:
    """What the elements of the face being laid out share (a copy of a repeated element: its scope and context)."""

    template: Template
    scope: dict[str, Any]
    context: Context
    invariants: Invariants
    known: dict[str, Any]  # values met before on this face (``card.kind == 'trump'`` in many a ``when``)
    trimmed: bool  # the piece is cut out at its trim (a sheet to write on is not; nor, for its standards, a piece
    # whose imposition is unknown)
    component: str | None
    apart: bool = False  # laid out only for the findings that do not depend on its template's slip
    cut_apart: bool = False  # a sheet to write on printed several to a page, cut apart on the dashed line
    foot: float = 0.0  # the base tab (mm) folded below the trim, which prints what the face draws there
    cut: bool = True  # the piece is cut out of a sheet (a diagram, only shown in the rules, is not)


def _named_under_a_misspelt_key(exc: ExpressionError, element: Any, kind: ElementKind) -> bool:
    """Whether the name an expression finds undefined is one a mapping under a key the element type lacks names
    (``lett: {a: …}`` for ``let:``): the misspelt key is the finding, not each value that reads its names."""
    known = kind.all_keys()
    names = {name for key, value in element.items() if key not in known and isinstance(value, dict) for name in value}
    return any(f"'{name}' is undefined" in str(exc) for name in names)


def _fonts_of(items: list[Primitive] | tuple[Primitive, ...]) -> tuple[str, ...]:
    """The faces the text of ``items`` is set in (registered names), each once."""
    return tuple(dict.fromkeys(item.font for item, _ in flattened(tuple(items)) if isinstance(item, TextItem)))


def _generate(kind: Generator, props: Props, context: Context) -> list[Primitive]:
    items: list[Primitive] = []
    for spec in kind.generate(props, context):
        inner = ELEMENTS[spec["type"]]
        items.extend(inner.lay_out(Props(inner.coerce(spec), props.element, props.name), context))
    return items


def _short_table(exc: ExpressionError, data: Any) -> str | None:
    """The one cause of the elements that read past the end of one data table (a row taken out of a table of places
    that a template reads by index, in its ``w:`` and its ``x:``): said once, with its other places listed."""
    short = exc.cause.short if isinstance(exc.cause, ShortListError) else None
    table = next((name for name, rows in (data or {}).items() if rows is short), None) if short is not None else None
    return f"{READ_CAUSE}data table '{table}' of {len(short)} rows read past its end" if table else None


def _not_found_in_content(
    exc: ExpressionError, name: str, element: Any, key: str, on: _Laying, copy: Copy | None
) -> bool:
    """A value of the content that ``.index()`` could not find (a square ``G5`` whose column a template looks up
    in ``'ABCDEF'``): said once where the content writes it, the copy's row or the entry's field the element
    reads; False when the template's own value failed (said at the template)."""
    if not isinstance(exc.cause, NotFoundError):
        return False
    context = on.context
    row = copy.row if copy is not None and copy.row is not None else None
    where = row or context.content_location(element, key, str(exc.cause.wanted))
    if where.file == context.where(element, key).file:
        return False
    reads = f"element '{name}', {key}: of template '{on.template.name_at(context.where(element, key))}', reads it"
    context.content_error("expression", where, f"{context.label}: {exc.cause} ({reads})")
    return True


class _UnhashableError(Exception):
    """A value that cannot be part of a key (a set, an object without a hash)."""


def _frozen(value: Any) -> Hashable:
    """``value`` as a hashable key (mappings and lists made tuples); raises _UnhashableError when it cannot be one."""
    if isinstance(value, dict):
        return ("{}", tuple(sorted(((key, _frozen(item)) for key, item in value.items()), key=repr)))
    if isinstance(value, (list, tuple)):
        return ("[]", tuple(_frozen(item) for item in value))
    try:
        hash(value)
    except TypeError:
        raise _UnhashableError from None
    return value


def _files_of(entry: Any) -> set[Path]:
    """The files a piece's entry is written in (a CSV row's fields merged from a YAML file: both)."""
    if not isinstance(entry, LocatedDict) or entry.loc is None:
        return set()
    return {entry.loc.file, *getattr(entry, "key_files", {}).values()}


def _files_of_tables(data: Any) -> set[Path]:
    """The files of game.yaml's data tables: a value a copy read from a table's row (a colour that is none) is said
    at that row, which names it, as a piece's own entry does, whichever copy met it."""
    tables = data.values() if isinstance(data, Mapping) else ()
    return {table.loc.file for table in tables if isinstance(table, LocatedList) and table.loc is not None}


def _union(boxes: list[Box]) -> Box:
    """The box round ``boxes`` (where an element's copies print words)."""
    if len(boxes) == 1:
        return boxes[0]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    return left, top, max(b[0] + b[2] for b in boxes) - left, max(b[1] + b[3] for b in boxes) - top


def _words_of(laid: LaidElement) -> Box | None:
    """Where an element (or one copy of it) prints words: the box round them, or None."""
    inked = [_box_of(bounds) for bounds in laid.text_boxes.values()]
    return _union(inked) if inked else None


def _box_of(bounds: tuple[float, float, float, float]) -> Box:
    """(x, y, w, h) of a (left, top, right, bottom) box."""
    return bounds[0], bounds[1], bounds[2] - bounds[0], bounds[3] - bounds[1]


def _filled_boxes(laid: LaidElement) -> list[Box]:
    """The box round each filled outline an element drew (turned as it is drawn), and each stretch of a thick line
    running along the page's axes: what covers the parts under it."""
    boxes = []
    for item, matrix, _ in laid.runs:
        if isinstance(item, PathItem) and item.fill is not None and item.path:
            points = [matrix.apply(*point) if matrix else point for point in path_points(item.path)]
            left, top = min(p[0] for p in points), min(p[1] for p in points)
            boxes.append((left, top, max(p[0] for p in points) - left, max(p[1] for p in points) - top))
    for line in laid.lines.values():  # a road drawn as a thick line across a block covers it as a fill would
        for (x0, y0, x1, y1), points in line.stretches:
            if len({round(x, 6) for x, _ in points}) == 2:  # along the page's axes: its box is what it paints
                boxes.append((x0, y0, x1 - x0, y1 - y0))
    return boxes


def _part_box(props: Props, laid: LaidElement | None) -> Box:
    """The box an element takes on its face: a line's from its ends; a turned element's, a polygon's or a
    path's round the outlines it drew (a band drawn inside a box as large as the tile, turned to its edge,
    is pointed at where it prints); any other's its x, y, w and h."""
    drawn = laid.drawn if laid is not None else []
    outlines = list(flattened(tuple(drawn)))
    outlined = props.get("rotate") or props.element.get("type") in OUTLINED
    if outlined and outlines and all(isinstance(item, PathItem) for item, _ in outlines):
        points = [
            matrix.apply(*point) if matrix else point for item, matrix in outlines for point in path_points(item.path)
        ]
        left, top = min(p[0] for p in points), min(p[1] for p in points)
        return left, top, max(p[0] for p in points) - left, max(p[1] for p in points) - top
    x, y, w, h = props.box
    if "x2" in props.values:
        x2 = x if props["x2"] is None else props["x2"]
        y2 = y if props["y2"] is None else props["y2"]
        return min(x, x2), min(y, y2), abs(x2 - x), abs(y2 - y)
    return x, y, w, h


def _wrapped(items: list[Primitive], props: Props) -> list[Primitive]:
    """The element's own rotation, clip and opacity around what it drew."""
    x, y, w, h = props.box
    turn, clip, opacity = props["rotate"], props["clip"], props["opacity"]
    if not items or not (turn or clip or opacity is not None):
        return items
    transform = None
    if turn:
        cx, cy = x + w / 2, y + h / 2
        transform = Affine.translate(cx, cy) @ Affine.rotate(turn) @ Affine.translate(-cx, -cy)
    return [Group(tuple(items), transform, rectangle_path(x, y, w, h) if clip else None, opacity)]


def _counted(element: Any, copy: Copy | None, item: Item | None) -> Counted | None:
    """A copy of a count that is one field of the piece's entry (``repeat: "{{ card.tokens }}"``), where that field
    is written: a count too large for the row the copies stand in is that field's."""
    if copy is None or copy.listed or (at := field_source(element["repeat"], item)) is None:
        return None
    return Counted(at, copy.index0, len(copy.items))


def _said_at_row(context: Context, copy: Copy | None, value: Any, reason: Exception, cause: str | None) -> bool:
    """A number a lookup found no item for (``by_id(loop.item.to, 'n')``: a shortcut to space 61 of a path of 60),
    read from the repeated copy's own row: said once at that row's field, whichever elements look it up. A number
    is found in the copy's row alone, as the same number may stand in any other field of the content."""
    if copy is None or copy.row is None or not is_number(value):
        return False
    held = written_as(value, copy.items[copy.index0])
    if held is not None:
        context.content_error("expression", held[1], f"{held[0]}: {reason}", cause)
    return held is not None

"""Paper dice: each entry one die, its six faces laid out by the face template, printed as nets to fold."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pnp.core.findings import Findings
from pnp.core.yamlio import LocatedDict
from pnp.impose.die import FACES
from pnp.kinds import Env, common, component_kind
from pnp.kinds.pieces import Back, PieceKind
from pnp.model import Component, Game, Item

if TYPE_CHECKING:
    from pnp.kinds.common.imposing import Imposition
    from pnp.layout.face import Face, LaidPiece

OTHER_DICE = (4, 8, 10, 12, 20)  # the polyhedral dice a designer means by a list of as many faces
DIE_SIDES = tuple(f"face-{number}" for number in range(1, FACES + 1))  # a die's sides, faces 1 to 6 in order
DIE_HOLES = (  # why a die's face template takes no holes: (common.no_holes)
    "a die's faces fold into a closed cube, which a hole cut through one would open: remove holes: from the die's "
    "face template (draw a hole as art if it is a picture)"
)


class DiceKind(PieceKind):
    """Dice: each entry one die, its ``faces:`` six values or mappings, each laid out by the face template
    as ``face`` (``face.value``, ``face.index`` 1–6, a mapping's own fields); printed as nets to fold."""

    flat = False
    figure_sides = ("front", *DIE_SIDES)
    fields = {
        "faces": {
            "type": "array",
            "items": {"type": ["string", "number", "object"]},
            "description": "the die's six faces in order (1 and 6, 2 and 5, 3 and 4 fold opposite): each a value "
            "(the template's face.value) or a mapping of fields (face.icon, face.value...)",
        }
    }

    def properties(self) -> dict[str, Any]:
        flat_only = ("back", "same_back", "duplex", "group", "tuckbox")  # a die has no back, nor neighbours
        return {key: value for key, value in super().properties().items() if key not in flat_only}

    def load(self, game: Game, spec: LocatedDict, findings: Findings) -> Component:
        component = super().load(game, spec, findings)
        for entry in list(component.entries):
            faces = entry.get("faces")
            if isinstance(faces, list) and len(faces) != FACES:
                findings.error("die-faces", entry.line_of("faces"), self._faces_miscounted(entry.id, len(faces)))
                component.entries.remove(entry)
                component.rejected.append(entry)
        return component

    def _faces_miscounted(self, entry_id: str, count: int) -> str:
        """What a die of ``count`` faces is told: a slip of the list, or a die of another shape, which pnp does not
        fold, said with what to do instead."""
        listed = f"{self.singular} '{entry_id}': faces: lists {count} face{'' if count == 1 else 's'}"
        if count in OTHER_DICE:
            return (
                f"{listed}, as a d{count}: pnp folds six-faced dice (cubes) only; list 6 faces for a d6, or print "
                f"the d{count}'s faces as stickers for a blank d{count} (a tokens component, one entry a face)"
            )
        return f"{listed}; a die has {FACES}, in order: 1 and 6, 2 and 5, 3 and 4 fold opposite"

    def _laid_piece(
        self, component: Component, entry: Item, scope: dict[str, Any], env: Env, back: Back | None
    ) -> LaidPiece | None:
        """The die's six faces, each laid out by the face template with its ``face``."""
        from pnp.layout.face import LaidPiece  # the layout engine loads when a game is laid out

        label = f"{self.singular} '{entry.id}'"
        faces, first = {}, None
        for number, side in enumerate(DIE_SIDES, start=1):
            side_scope = {**scope, "face": _die_face(entry, number)}
            template = common.face_templates.template_of(env, component.spec, "face", side_scope, label)
            if template is None:
                return None
            first = first or template
            common.no_holes.no_holes(template, env, DIE_HOLES)
            faces[side] = env.layouter.face(template, side_scope, f"{label} face {number}", entry)
        return LaidPiece(label, entry.count, faces, first.size_location, entry, first.shape_location)

    def _sides_match(
        self, laid: list[LaidPiece], component: Component, impositions: list[Imposition], env: Env
    ) -> bool:
        """Dice fold as cube nets only, each die's faces one square."""
        for imposition in impositions:
            if imposition.strategy != "cube":
                env.findings.error(
                    "imposition-sides",
                    imposition.where,
                    f"component '{component.id}': dice print as nets to fold and glue (imposition: cube); "
                    f"{imposition.strategy} prints flat pieces, a front and a back",
                )
                return False
        for piece in laid:
            shapes = list(dict.fromkeys(face.shape for face in piece.faces.values()))
            if len(shapes) > 1:
                env.findings.error(
                    "imposition-mixed",
                    component.line_of("face"),
                    f"{piece.label}: its faces are a {shapes[0].describe()} and a {shapes[1].describe()}; "
                    "a die's six faces are one square",
                )
                return False
            shape = piece.shape
            if shape.kind != "rectangle" or abs(shape.w - shape.h) > 1e-6:
                side = min(shape.w, shape.h)
                where = piece.shape_location if shape.kind != "rectangle" else piece.size_location
                said = env.cache.setdefault("dice not square", set())  # one finding a template, whichever dice
                if where not in said:
                    said.add(where)
                    env.findings.error(  # no die named: every die the template draws is the same finding
                        "imposition-shape",
                        where or piece.size_location,
                        f"a die's face is a square, not a {shape.describe()}; write size: [{side:g}, {side:g}]"
                        + ("" if shape.kind == "rectangle" else " and no shape:"),
                    )
                return False
        return True

    def has_figure(self, component: Component, entry_id: str, side: str) -> bool:
        return (side == "front" or side in DIE_SIDES) and any(e.id == entry_id for e in component.entries)

    def side_face(
        self, component: Component, entry_id: str, side: str, env: Env, figure: bool, inside: bool = False
    ) -> Face | None:
        """A face of a die (``face-3``; ``front`` is its first)."""
        entry = next(e for e in component.entries if e.id == entry_id)  # has_figure said it is there
        number = DIE_SIDES.index(side) + 1 if side in DIE_SIDES else 1
        scope = {**common.face_templates.game_context(env), "component": component, "figure": figure, "inside": inside}
        scope |= {"card": entry, "item": entry}
        scope["face"] = _die_face(entry, number)
        label = f"{self.singular} '{entry.id}'"
        template = common.face_templates.template_of(env, component.spec, "face", scope, label)
        return env.layouter.face(template, scope, f"{label} face {number}", entry) if template else None


def _die_face(entry: Item, number: int) -> dict[str, Any]:
    """What a die's face template reads as ``face``: the face's mapping, or its value as ``value``; and its
    ``index`` (1 to 6, its place in ``faces:``)."""
    written = entry["faces"][number - 1]
    return {**written, "index": number} if isinstance(written, dict) else {"value": written, "index": number}


component_kind(
    DiceKind("dice", "die", "dice", "cube", ("id", "faces"), "paper dice: six faces each, printed as nets to fold")
)

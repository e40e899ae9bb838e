"""A piece's back against its face: a back is the same piece seen from behind and must cover it exactly.

A back of another size, another shape, the back of the component's other pieces, or a shape not mirrored is one
finding at the line to change (the back template's ``size:`` or ``shape:``, or the component's ``back:``), with
what to write, and what its elements find on the wrong outline is withdrawn: it follows from that one slip.
"""

from __future__ import annotations

import re

from pnp.core.findings import ContentError, Location
from pnp.core.geometry import Hexagon, Polygon, Shape
from pnp.core.rules import LAID_FOR_ITS_SIZE, PLACED_FOR_ITS_SIZE
from pnp.kinds import Env
from pnp.kinds.common.face_templates import game_context, names_read
from pnp.kinds.common.imposing import Imposition
from pnp.layout.face import Face, LaidPiece
from pnp.model import Component


def sides_match(laid: list[LaidPiece], component: Component, impositions: list[Imposition], env: Env) -> bool:
    """Whether every laid piece's back covers its face; else one finding for the first that does not, at the line
    to change (the back's size:, its shape:, the component's back:)."""
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
            faced = [other for other in laid if other.front.name == back.name]
            owners = _printed_by_others(back.name, component, env)
            if fitted:  # the back of other pieces of the component, given to this one too
                _back_of_others(piece, back, fitted, component, env)
            elif faced:  # the face of other pieces of the component (an L piece's), given to every one as back
                _back_of_others(piece, back, faced, component, env, relation="is the face of")
            elif owners:  # another component's face or back, named here by a slip
                _back_of_other_component(back, owners, laid, component, env)
            else:
                _back_shape_differs(piece, back, seen, component, env)
            return False
        if _size(back.shape) != _size(piece.shape):
            back_size = env.templates.load(back.name, component.line_of("back")).size_location
            said = any(
                where and env.findings.error_at(where, "size-invalid") for where in (piece.size_location, back_size)
            )
            backed = [] if said else _backed_by_others(back, component, env)
            if backed:  # the back of another component's faces, which it fits: not its size: to change
                _back_of_other_size(piece, back, backed, component, env)
            elif not said:  # the face's or the back's size: said wrong (in cm, not mm) is the one finding
                _back_size_differs(piece, back, laid, component, env)
            return False
        if seen is not piece.shape:  # an asymmetric polygon: its back's template draws it mirrored
            own = _backed_by_own_face(laid)
            if len({other.front.name for other in own}) > 1:  # back: names each face: one slip, at back:
                _faces_as_backs(own, component, env, folded)
            else:
                _back_not_mirrored(piece, back, seen, component, env, folded)
            return False
        env.findings.error(
            "imposition-mixed",
            component.line_of("back"),
            f"{piece.label}: its back ({back.shape.describe()}) is not the size and shape of its face "
            f"({piece.shape.describe()}); a back must cover its face exactly",
        )
        return False
    if any(imposition.strategy != "sheet" for imposition in impositions):  # a sheet's art is clipped to its trim
        _warn_back_bleed(laid, component, env)
    return True


BLEED_SPARED = 0.5  # mm a back's bleed may fall short of its face's (3 mm behind 1/8 in) without showing


def _warn_back_bleed(laid: list[LaidPiece], component: Component, env: Env) -> None:
    """A back with less bleed than its face: a duplex sheet lands each back a millimetre or two off its front, and a
    cut wanders on the back as on the face, so the back's edge would show white where the face's does not. One
    ``back-bleed`` warning at the ``bleed:`` line the back's bleed comes from, however many pieces share it."""
    for piece in laid:
        back = piece.faces.get("back")
        if back is None or back.bleed >= piece.front.bleed - BLEED_SPARED:
            continue
        where = _back_line(back, "bleed", component, env)
        env.findings.warning(
            "back-bleed",
            where,
            f"component '{component.id}': its back '{back.name}' has {back.bleed:g} mm of bleed, its face "
            f"'{piece.front.name}' {piece.front.bleed:g} mm: a back lands a little off its front and is cut as "
            f"loosely, so its edge would show white; write bleed: {piece.front.bleed:g}",
            cause=f"back-bleed:{where.file}:{where.line}",
        )
        return


def _size(shape: Shape) -> tuple[float, float]:
    """Its box's width and height to a hundredth of a mm: a face and back whose sizes differ by less are alike."""
    return round(shape.w, 2), round(shape.h, 2)


def _back_size_differs(piece: LaidPiece, back: Face, laid: list[LaidPiece], component: Component, env: Env) -> None:
    """A back of another size than its face (a corridor tile's back drawn lying down): one ``imposition-mixed``
    finding at the ``size:`` line the back's size comes from (a parent template's, when the back inherits it: the
    one line to change, however many components' backs inherit it), with the face's size to write. When that
    parent prints at a size of its own as well (a poker back whose bridge child backs the player aids), changing
    it would spoil that: the finding is then at the back's own template, which is to say its size. An inherited
    size is said as the parent's, naming every back of the component that inherits it (not the first piece's)."""
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
    heirs = _heirs(laid, where, component, env) if inherited and parent is None else []
    if heirs:
        many = len(heirs) > 1
        heirs_named = f"{', '.join(heirs[:-1])}{' and ' * many}{heirs[-1]}"
        said = (
            f"component '{component.id}': its back{'s' * many} ({seen.describe()}, the size {heirs_named} "
            f"inherit{'' if many else 's'} from '{template.name_at(where)}') "
            f"{'are' if many else 'is'} not the size of {'their' if many else 'its'} face{'s' * many}"
        )
    else:
        said = (
            f"component '{component.id}': {piece.label}: its back ({seen.describe()}"
            + (f", inherited by its template '{back.name}'" if inherited else "")
            + ") is not the size of its face"
        )
    env.findings.error(
        "imposition-mixed",
        where,
        f"{said} ({face.describe()})"
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
    env.findings.withdraw(LAID_FOR_ITS_SIZE, template.files, back.name)  # what follows from the wrong size


def _heirs(laid: list[LaidPiece], where: Location, component: Component, env: Env) -> list[str]:
    """The back templates of ``laid`` (the component's pieces) whose size comes from the ``size:`` line ``where``,
    quoted, in order."""
    names = dict.fromkeys(piece.faces["back"].name for piece in laid if "back" in piece.faces)
    return [f"'{name}'" for name in names if env.templates.load(name, component.line_of("back")).size_location == where]


def _backed_by_others(back: Face, component: Component, env: Env) -> list[str]:
    """The ids of the game's other components whose ``back:`` names the template ``back`` (or reads it from an
    entry: ``"my-game/back-{{ card.tier }}"``) and whose faces are its size: it is right for them."""
    return [
        other.id
        for other in env.game.components
        if other is not component
        and back.name in _named(other, "back", env)
        and _face_is(other, _size(back.shape), env)
    ]


def _named(component: Component, key: str, env: Env) -> set[str | None]:
    """The templates ``component``'s ``face:`` or ``back:`` names: the one written, or those read from its entries
    (``"my-game/back-{{ card.tier }}"``; None for an entry it cannot be read from); none when it writes none."""
    name = component.spec.get(key)
    if not isinstance(name, str):
        return set()
    if "{{" not in name:
        return {name}
    return set(names_read(component.spec, key, {**game_context(env), "component": component, "card": None}))


def _back_of_other_size(piece: LaidPiece, back: Face, owners: list[str], component: Component, env: Env) -> None:
    """A component given the back of another's faces, of their size not its own (a poker player aid given the
    mini cards' tier-1 back): one ``imposition-mixed`` finding at its ``back:``, not "write size: poker" in a back
    that is right for the cards it is made for."""
    template = env.templates.load(back.name, component.line_of("back"))
    size = template.size_name or f"[{back.shape.w:g}, {back.shape.h:g}]"
    env.findings.error(
        "imposition-mixed",
        component.line_of("back"),
        f"component '{component.id}': back: '{back.name}' ({back.shape.describe()}) is the back of component "
        f"{', '.join(repr(owner) for owner in owners)}, whose faces it fits, and is not the size of these pieces' "
        f"face ({piece.shape.describe()}, template '{piece.front.name}'): name a back of their own size, or make "
        f"the face the back's size (size: {size} in '{piece.front.name}')",
        cause=f"back-of-component:{component.id}:{back.name}",
    )
    env.findings.withdraw(PLACED_FOR_ITS_SIZE, template.files, back.name)  # what follows from the wrong size


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
    names = _named(component, "face", env)
    if not names or None in names:
        return False
    try:
        return all(_size(env.templates.load(name, component.line_of("face")).shape) == wanted for name in names)
    except ContentError:
        return False  # its own finding says it


def _back_line(back: Face, key: str, component: Component, env: Env) -> Location:
    """The line the back's ``key`` (its ``shape:``, its ``bleed:``) comes from: its template's, or a parent's it
    inherits; its template's file when none writes it."""
    template = env.templates.load(back.name, component.line_of("back"))
    return getattr(template, f"{key}_location") or template.location


def _back_shape_differs(piece: LaidPiece, back: Face, seen: Shape, component: Component, env: Env) -> None:
    """A back of another shape than its face (a hexagon behind a round token): one ``imposition-mixed`` finding
    at the ``shape:`` line the back's shape comes from (its template's file when it writes none), with the
    shape to write; not "the size" its box's other height would make it seem."""
    where = _back_line(back, "shape", component, env)
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


def _back_of_others(
    piece: LaidPiece,
    back: Face,
    fitted: list[LaidPiece],
    component: Component,
    env: Env,
    relation: str = "fits",
) -> None:
    """A piece given the back of the component's other pieces (a square back behind a round token, where the
    square tokens have it), or their face (``relation``: a puzzle's L piece's template named as every piece's
    back): one ``imposition-mixed`` finding at the component's ``back:``, to give it a back of its own shape; not
    ``shape:`` in that template, which would spoil it for the pieces it fits. What that back reads of the piece
    and the piece lacks (a square token's value) is not said besides: its own back will not read it."""
    others = ", ".join(f"'{other.entry.id}'" if other.entry else other.label for other in fitted[:3])
    more = f" and {len(fitted) - 3} more" if len(fitted) > 3 else ""
    env.findings.error(
        "imposition-mixed",
        component.line_of("back"),
        f"component '{component.id}': {piece.label}: its back '{back.name}' ({back.shape.describe()}) {relation} "
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


def _printed_by_others(name: str, component: Component, env: Env) -> list[str]:
    """The ids of the game's other components that name the template ``name`` as their face or back, written as
    it is or read from their entries (``face: "my-game/{{ card.look }}"``)."""
    return [
        other.id
        for other in env.game.components
        if other is not component and (name in _named(other, "face", env) or name in _named(other, "back", env))
    ]


def _back_of_other_component(
    back: Face, owners: list[str], laid: list[LaidPiece], component: Component, env: Env
) -> None:
    """A component whose ``back:`` names another component's template of another shape (fuel cubes given the
    round houses' face): one ``imposition-mixed`` finding at its ``back:``, not "write shape: rectangle" in a
    template that is right for the pieces it is made for; nor what that template reads of these pieces and they
    lack (a house's colour), which their own back will not read."""
    piece = laid[0]
    env.findings.error(
        "imposition-mixed",
        component.line_of("back"),
        f"component '{component.id}': back: '{back.name}' ({back.shape.describe()}) is printed by component "
        f"{', '.join(repr(owner) for owner in owners)}, and is not the shape of these pieces' face "
        f"({piece.shape.describe()}): name a back of their own shape, a template with shape: "
        f"{piece.shape.mirrored().written()}",
        cause=f"back-of-component:{component.id}:{back.name}",
    )
    said_of_them = tuple(f"back of {other.label}:" for other in laid)
    template = env.templates.load(back.name, component.line_of("back"))
    for finding in list(env.findings.items):
        if finding.location is not None and finding.location.file == template.path:
            env.findings.withdraw_at(finding.rule, finding.location, lambda f: not f.message.startswith(said_of_them))


def _backed_by_own_face(laid: list[LaidPiece]) -> list[LaidPiece]:
    """The pieces whose back is their own face's template and whose outline is not its own mirror (an L patch)."""
    return [
        piece
        for piece in laid
        if (back := piece.faces.get("back")) is not None
        and back.name == piece.front.name
        and not back.shape.same_outline(piece.shape.mirrored())
    ]


def _faces_as_backs(own: list[LaidPiece], component: Component, env: Env, folded: bool) -> None:
    """A component whose ``back:`` names each piece's face as its back (``back: "my-game/patch-{{ card.id }}"`` as
    its ``face:``), where several pieces' outlines are not symmetric: one finding at ``back:``, naming them, not
    one at the first one's ``shape:`` and then the next after each fix."""
    first = own[0]
    names = ", ".join(piece.label.split(" ", 1)[-1] for piece in own)
    env.findings.error(
        "fold-shape" if folded else "imposition-mixed",
        component.line_of("back"),
        f"component '{component.id}': back: names each piece's face as its back, but {len(own)} of them are not "
        f"their own mirror image ({names}): {'folded' if folded else 'turned over'}, a back shows its face's "
        "silhouette from behind, mirrored left to right. Print them one-sided (no back:), or give each a back "
        f"template of its own with the mirrored shape ({first.label}: shape: {first.shape.mirrored().written()})",
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
    env.findings.withdraw(PLACED_FOR_ITS_SIZE, template.files, back.name)  # placed for the outline meant

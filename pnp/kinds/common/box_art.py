"""A deck's ``tuckbox: {art: <template>}`` (or game.yaml's top-level one, every deck's that writes none): the art
``pnp export tuckbox`` covers the box's front and back panels with instead of the cards' back (a deck whose backs
differ, a quiz deck's answers, else gets plain panels). ``tuckbox:`` on pieces no box holds (tiles, tokens) is a
finding: the designer expects a box.

The template is laid out once, with no card, as a back every card shares is, when the game is prepared: ``pnp
validate`` says all that the export would refuse, at its line. It may not read the card (the box holds them all
and shows none), nor be given to a deck that gets no box of its own (one that goes in another's, ``with:``, or
sheets to write on).
"""

from __future__ import annotations

from pnp.core.findings import ContentError, Location
from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import cut_out
from pnp.kinds import Env
from pnp.kinds.common.face_templates import game_context, template_of
from pnp.kinds.common.same_back import JINJA, reads_entry_at
from pnp.load.sources import find_named
from pnp.model import Component

BOXED_KINDS = ("deck",)  # the components a tuck box holds (pnp export tuckbox)


def lay_out_box_art(component: Component, env: Env) -> None:
    """The deck's box art laid out into ``env.box_art``, or the one finding that says why it cannot be."""
    if component.kind not in BOXED_KINDS:
        _no_box(component, env)
        return
    setting, label = component.spec.get("tuckbox"), f"deck '{component.id}': tuckbox art"
    if isinstance(setting, LocatedDict) and "art" in setting:
        if not _gets_art(component, setting, f"{label} '{setting['art']}'", env):
            return
        back = str(component.spec.get("back") or "")
    else:  # the game's art, every deck's that has a box of its own: said once, whichever deck meets a slip
        setting, label, back = _game_art(component, env), "tuckbox art", ""
        if setting is None:
            return
    where = setting.line_of("art")
    meant = _cards_back_meant(env, back, str(setting["art"]), where)
    if meant:
        env.findings.error("template-missing", where, f"{label} '{setting['art']}': {meant}")
        return
    scope = {**game_context(env), "component": component, "figure": False, "inside": False}
    template = template_of(env, setting, "art", scope, label)
    if template is None:
        return
    read = reads_entry_at(template)
    if read is not None:
        what, at = read
        env.findings.error(
            "tuckbox-art",
            at,
            f"tuck box art '{template.name}' reads the card in {what}: the box holds every card and shows none; "
            "print there only what every card shares (game.title, vars), or name another template",
            cause=f"tuckbox-art:{at.file}:{at.line}",
        )
        return
    env.box_art[component.id] = env.layouter.face(
        template, {**scope, "card": None, "item": None}, f"tuck box art of '{component.id}'", None
    )


def _gets_art(component: Component, setting: LocatedDict, label: str, env: Env) -> bool:
    """Whether the deck's own ``art:`` has a box to cover: not one that goes in another deck's box, nor sheets to
    write on; else the finding that says so."""
    where = setting.line_of("art")
    if "with" in setting:
        env.findings.error(
            "tuckbox-art",
            where,
            f"{label}: the deck goes in the box of '{setting['with']}' (with:), which gets no art of this deck's: "
            f"give art: to '{setting['with']}', or remove it here",
        )
        return False
    if not cut_out(component.spec.get("imposition")):
        env.findings.error(
            "tuckbox-art",
            where,
            f"{label}: the deck is printed as sheets to write on (imposition: sheet), which no tuck box holds: "
            "remove art:",
        )
        return False
    return True


def _game_art(component: Component, env: Env) -> LocatedDict | None:
    """game.yaml's top-level ``tuckbox:`` when it names ``art:`` and the deck has a box of its own to cover (not
    ``tuckbox: false``, nor ``with:``, nor sheets to write on); None otherwise."""
    game_setting, own = env.game.manifest.get("tuckbox"), component.spec.get("tuckbox")
    if not isinstance(game_setting, LocatedDict) or "art" not in game_setting or own is False:
        return None
    if (isinstance(own, LocatedDict) and "with" in own) or not cut_out(component.spec.get("imposition")):
        return None
    return game_setting


# where the pieces of each kind no tuck box holds are kept instead, and whether they may be cards meant as a deck
KEPT_INSTEAD = {
    "board": ("a board lies flat in the game's box, folded or in its pages as printed", False),
    "tiles": ("tiles go in the game's box, in a bag or a tray", True),
    "tokens": ("tokens go in a bag or a small box", True),
    "tents": ("tents go in the game's box, folded flat", False),
    "standees": ("standees go in the game's box, their bases folded flat", False),
}


def _no_box(component: Component, env: Env) -> None:
    """``tuckbox:`` on a component no tuck box holds (tiles, tokens, a board): the designer expects a box that never
    comes. Said for the kind written: where such pieces go instead, and a deck only for pieces that may be cards.
    ``tuckbox: false`` asks for none, and gets none."""
    setting = component.spec.get("tuckbox")
    if setting is None or setting is False:
        return
    kind = component.kind
    instead, cards = KEPT_INSTEAD.get(kind, ("the pieces go in the game's box", True))
    piece = "a board" if kind == "board" else f"kind: {kind}"
    env.findings.error(
        "tuckbox-kind",
        component.spec.line_of("tuckbox"),
        f"{kind} '{component.id}': tuckbox: a tuck box holds a deck of cards (kind: deck), and pnp export tuckbox "
        f"makes none for {piece}: remove tuckbox: ({instead})"
        + (", or make them kind: deck if they are cards" if cards else ""),
    )


def _cards_back_meant(env: Env, back: str, art: str, where: Location) -> str:
    """For ``art: back`` in a game with no template 'back': the designer meant the cards' back, which the box
    shows without art: when every card shares it; else art like it is a template that extends it and leaves out
    what tells a card apart (README, *Box art*). '' for any other name."""
    if art != "back" or find_named(env.templates.folders, art, ".yaml", where, "template"):
        return ""
    said = "art: names a template, and the game has none called 'back'"
    try:
        template = env.templates.load(back, where) if back and not JINJA.search(back) else None
    except ContentError:  # said at the back: line
        template = None
    if template is None:
        return (
            f"{said}; for art like the cards' back, make a template that extends: one of their backs and leaves "
            "out what tells a card apart, and name it here"
        )
    read = reads_entry_at(template)
    if read is None:
        return (
            f"{said}; the cards' back, {back}, covers the box's panels without art: (every card shares it): remove art:"
        )
    box = f"{back.rpartition('/')[0]}/box".lstrip("/")
    return (
        f"{said}; the cards' back, {back}, reads the card in {read[0]}, which no box may show: make a template "
        f"templates/{box}.yaml that extends: {back} and leaves that out, and name it here (art: {box})"
    )

"""A deck's ``tuckbox: {art: <template>}``: the art ``pnp export tuckbox`` covers the box's front and back panels
with instead of the cards' back (a deck whose backs differ, a quiz deck's answers, else gets plain panels).

The template is laid out once, with no card, as a back every card shares is, when the game is prepared: ``pnp
validate`` says all that the export would refuse, at its line. It may not read the card (the box holds them all
and shows none), nor be given to a deck that gets no box of its own (one that goes in another's, ``with:``, or
sheets to write on).
"""

from __future__ import annotations

from pnp.core.yamlio import LocatedDict
from pnp.impose.strategies import cut_out
from pnp.kinds import Env
from pnp.kinds.common.face_templates import game_context, template_of
from pnp.kinds.common.same_back import reads_entry_at
from pnp.model import Component

BOXED_KINDS = ("deck",)  # the components a tuck box holds (pnp export tuckbox)


def lay_out_box_art(component: Component, env: Env) -> None:
    """The deck's box art laid out into ``env.box_art``, or the one finding that says why it cannot be."""
    setting = component.spec.get("tuckbox")
    if component.kind not in BOXED_KINDS or not isinstance(setting, LocatedDict) or "art" not in setting:
        return
    where, label = setting.line_of("art"), f"deck '{component.id}': tuckbox art '{setting['art']}'"
    if "with" in setting:
        env.findings.error(
            "tuckbox-art",
            where,
            f"{label}: the deck goes in the box of '{setting['with']}' (with:), which gets no art of this deck's: "
            f"give art: to '{setting['with']}', or remove it here",
        )
        return
    if not cut_out(component.spec.get("imposition")):
        env.findings.error(
            "tuckbox-art",
            where,
            f"{label}: the deck is printed as sheets to write on (imposition: sheet), which no tuck box holds: "
            "remove art:",
        )
        return
    scope = {**game_context(env), "component": component, "figure": False, "inside": False}
    template = template_of(env, setting, "art", scope, f"deck '{component.id}': tuckbox art")
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

"""The checks of a rulebook style and of the words game.yaml prints in it: its colours, the faces its
families lack, near-black small text, glyphs its fonts lack."""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from pnp.core.color import parse_color
from pnp.core.findings import Findings, Location
from pnp.core.yamlio import LocatedDict
from pnp.kinds import Env, own_words
from pnp.model import Component, Game

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from pnp.layout.document import RulebookStyle
    from pnp.load.fonts import Family


def colours_read(raw: LocatedDict, name: str, findings: Findings) -> bool:
    """Whether every colour under the style's colors: (and its callouts: color:) is one; a typo ('6e1f35', no
    '#') is a value-invalid error at its line (it stopped `pnp validate` and `pnp build` with a traceback)."""
    fine = True
    for key in ("colors", "callouts"):
        colours = raw.get(key)
        if not isinstance(colours, LocatedDict):
            continue
        for role, value in colours.items():
            if key == "callouts" and role != "color":
                continue
            try:
                parse_color(value)
            except ValueError as exc:
                findings.error("value-invalid", colours.line_of(role), f"rulebook style '{name}': {key}: {role}: {exc}")
                fine = False
    return fine


# what a rulebook prints in each role's bold and italic faces (a family lacking one prints it in another)
STYLED = {
    "display": {"bold": "its title and headings", "italic": "the game's subtitle"},
    "text": {"bold": "its subheadings, **bold** words and bold callouts", "italic": "its captions and *italic* words"},
}


def check_style_faces(raw: LocatedDict, name: str, families: dict[str, Family], named: Location, env: Env) -> None:
    """A font-style-missing warning, as a face template's bold: true gets, for each family of a rulebook style
    lacking in fonts.yaml a bold or italic face the rulebook prints in: at its ``fonts:`` line (a default family:
    where game.yaml ``named`` the style), one for the family's faces (callouts: bold: among them)."""
    fonts = raw.get("fonts") if isinstance(raw.get("fonts"), LocatedDict) else None
    subtitle = bool(env.game.manifest.get("subtitle"))  # the only display italic
    for role, printed in STYLED.items():
        family = families[role]
        lacked = {
            style: words
            for style, words in printed.items()
            if family.lacks(bold=style == "bold", italic=style == "italic")
            and (subtitle or (role, style) != ("display", "italic"))
        }
        if lacked:
            where = fonts.line_of(role) if fonts is not None and role in fonts else named
            prints = " and ".join(f"{words} in its {style} face" for style, words in lacked.items())
            asked = f"rulebook style '{name}': fonts: {role}: '{family.name}' prints {prints}"
            env.findings.warning("font-style-missing", where, _lacking_faces(asked, family, list(lacked), env))


def _lacking_faces(asked: str, family: Family, styles: list[str], env: Env) -> str:
    """The rest of a rulebook style's font-style-missing: the faces the family has, the one the words print in
    instead, the families that have the faces asked for."""
    others = [other for other, faces in env.fonts.families.items() if all(s in faces.faces for s in styles)]
    choose = (
        f"a family that has {'them' if len(styles) > 1 else 'one'} ({', '.join(others)})"
        if others
        else "another family"
    )
    add = " and ".join(f"{s}:" for s in styles)
    return (
        f"{asked}, and it has no {' nor '.join(styles)} face in fonts/fonts.yaml (its faces: "
        f"{', '.join(family.faces)}), so they print in its regular face: choose {choose}, or add {add} "
        f"{'faces' if len(styles) > 1 else 'a face'} to the family"
    )


def check_small_ink(style: RulebookStyle, raw: LocatedDict, name: str, findings: Findings) -> None:
    """A near-black colour for a rulebook's small text (the body, and the muted credits and captions) is the
    ``ink-near-black`` warning pieces get: it prints in four inks, never as sharp as pure black."""
    from pnp.layout.standards import NEAR_BLACK

    colours = raw.get("colors") if isinstance(raw.get("colors"), LocatedDict) else None
    for role, size in (("text", style.sizes["body"]), ("muted", style.sizes["body"] * 0.9)):
        c = style.colors[role]
        if colours is not None and role in colours and 0 < max(c.r, c.g, c.b) <= NEAR_BLACK:
            findings.warning(
                "ink-near-black",
                colours.line_of(role),
                f"rulebook style '{name}': colors: {role}: {size:.3g} pt {'body ' if role == 'text' else ''}text in "
                f"near-black {c.hex}; small text prints sharp only in pure black (#000000), which a printer lays "
                "down in one ink",
            )


def check_rules_type(
    style: RulebookStyle, raw: LocatedDict, name: str, component: Component, findings: Findings
) -> None:
    """A rulebook's ``smallest_type:`` (a large-print rules sheet): its captions, the smallest text it sets, are
    never under it; a body that sets them smaller is a ``type-too-small`` error at the style's ``sizes: body:``."""
    from pnp.layout.document import CAPTION_SHARE

    least = component.spec.get("smallest_type")
    if not isinstance(least, int | float) or isinstance(least, bool):
        return
    body = style.sizes["body"]
    if body * CAPTION_SHARE >= least - 0.01:
        return
    sizes = raw.get("sizes")
    written = isinstance(sizes, LocatedDict) and "body" in sizes
    findings.error(
        "type-too-small",
        sizes.line_of("body") if written else component.spec.line_of("smallest_type"),
        f"rulebook style '{name}': sizes: body: {body:g} pt sets the captions at {body * CAPTION_SHARE:.3g} pt "
        f"({CAPTION_SHARE:g} of the body, the smallest text the rules set), under smallest_type: {least:g} of "
        f"rulebook '{component.id}': set body: {ceil(least / CAPTION_SHARE * 10) / 10:g} or more",
    )


def check_own_words(game: Game, component: Component, style: RulebookStyle, env: Env) -> None:
    """game.yaml's own words print as written: in the title block (the titles in the display face's bold, the
    subtitle in its italic, facts and credits in the text face) and the footers; with --booklet (and --pocket)
    also on the back cover (the description in the text face, time and ages in the display face's bold)."""
    folded = ("playtime", "ages") if env.booklet or env.pocket else ()
    env.check_glyphs(own_words(game, ("title", *folded, "words"), component), style.display, bold=True)
    env.check_glyphs(own_words(game, ("subtitle",)), style.display, italic=True)
    text = ("title", "playtime", "ages", "credits", "copyright", "notice", "words")
    text += ("description",) if folded else ()
    env.check_glyphs(own_words(game, text, component), style.text)

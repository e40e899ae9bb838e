"""The icon legend: it names icons that exist, and says what every icon the content uses means."""

from __future__ import annotations

from pnp.core.findings import Findings, Location
from pnp.load.icons import IconLibrary, icon_cause
from pnp.load.legend import LEGEND_FILE
from pnp.model import Game, IconDrawn, icons_used
from pnp.validate import model_check


@model_check("legend")
def check_legend(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Every icon the legend names exists; every icon the entries' text sets has a meaning (at the text).
    Icons the templates draw are checked once the pieces are laid out: :func:`check_printed_icons`."""
    if game.legend is None:
        return
    explained: dict[str, Location] = {}  # icon -> the line that explains it first
    paired = _paired_slip(game, icons)
    for meaning in game.legend:
        for name in meaning.icons:
            where = meaning.source.line_of_text("icons", name)
            if not icons.exists(name):
                said = _pairing_question(game, paired) if paired and paired[0] == name else icons.unknown_message(name)
                findings.error("icon-unknown", where, f"legend: {said}", icon_cause(name))
            elif name in explained:
                first = explained[name]
                findings.warning(
                    "legend-duplicate",
                    where,
                    f"legend: ':{name}:' is explained twice (first at {first.file.name}:{first.line}), so the rules' "
                    "icon legend prints it twice: remove one, or name the icon this line means",
                )
            else:
                explained[name] = where
    described = _described(game, icons)
    for name, (component, entry, key) in icons_used(game).items():
        if name not in described and icons.exists(name):  # an unknown icon is its own finding
            with findings.scope(component=component.id, item=entry.id):
                findings.warning(
                    "icon-undescribed", entry.line_of_text(key, f":{name}:"), _advice(f"'{entry.id}' {key}: icon", name)
                )


def check_printed_icons(
    game: Game, icons: IconLibrary, printed: dict[str, IconDrawn | None], findings: Findings
) -> None:
    """Every icon the pieces print has a meaning: a warning where the entry's field or the template names it
    (an icon of an entry's text is already the text check's, at the text); not one that only elements allowing
    ``icon-undescribed`` draw (a memory game's pictures: no symbol to explain). Icons one element draws, each
    named by its piece (a role's emblem by its ``icon:``), are one warning at the element's line."""
    described, in_text = _described(game, icons), icons_used(game)
    unexplained: dict[Location, list[tuple[str, IconDrawn]]] = {}  # by the line of the element that draws them
    for name, source in printed.items():
        if source is not None and name not in described and name not in in_text:
            unexplained.setdefault(source.element_at, []).append((name, source))
    for at, drawn in unexplained.items():
        if len(drawn) == 1:
            name, source = drawn[0]
            findings.warning("icon-undescribed", source.where, _advice(f"{source.drawn_by}: icon", name))
        else:  # one element drawing many (a role's emblem, a matching game's symbols): one cause, one finding
            pieces = {source.drawn_by for _, source in drawn}  # drawn on several pieces: named by the element alone
            who = drawn[0][1].drawn_by if len(pieces) == 1 else f"element '{drawn[0][1].element}'"
            findings.warning("icon-undescribed", at, _many(who, [name for name, _ in drawn]))


def _described(game: Game, icons: IconLibrary) -> set[str]:
    """The icons the legend explains; a name it misspells explains the icon it means (that slip is one finding,
    the legend's ``icon-unknown``, not a second one at every card that prints the icon), as does the one name
    it gets wrong for the one icon the entries' text uses unexplained (:func:`_paired_slip`)."""
    named = {name for meaning in game.legend or () for name in meaning.icons}
    paired = _paired_slip(game, icons)
    return {name if icons.exists(name) else icons.meant(name) or name for name in named} | set(paired or ())


def _paired_slip(game: Game, icons: IconLibrary) -> tuple[str, str] | None:
    """(the legend's name, the icon it means) when the legend names exactly one icon that does not exist, with
    no likely spelling, and the entries' text uses exactly one existing icon it does not explain: most likely
    one slip (``fence`` written for ``surveyor.svg``), said once at the legend."""
    unknown = {name for meaning in game.legend or () for name in meaning.icons if not icons.exists(name)}
    if len(unknown) != 1 or icons.meant(next(iter(unknown))):
        return None
    named = {name for meaning in game.legend or () for name in meaning.icons}
    unexplained = [name for name in icons_used(game) if name not in named and icons.exists(name)]
    return (unknown.pop(), unexplained[0]) if len(unexplained) == 1 else None


def _pairing_question(game: Game, paired: tuple[str, str]) -> str:
    """The legend's unknown name asked about as the icon the text uses unexplained, with where it is first used."""
    name, used = paired
    _, entry, key = icons_used(game)[used]
    first = entry.line_of_text(key, f":{used}:")
    return (
        f"unknown icon ':{name}:'; the content uses ':{used}:' (first at {first.file.name}:{first.line}), "
        f"which the legend does not explain: is it that one? Then write [{used}]"
    )


def _advice(what: str, name: str) -> str:
    return (
        f"{what} ':{name}:' has no meaning in {LEGEND_FILE}; "
        f"add '- {{icons: [{name}], meaning: ...}}' so the rules' icon legend explains it"
    )


def _many(drawn_by: str, names: list[str], shown: int = 3) -> str:
    """The advice for the icons one line of a template draws, none of which the legend explains."""
    listed = ", ".join(f"':{name}:'" for name in names[:shown])
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return (
        f"{drawn_by}: {len(names)} icons ({listed}{more}) have no meaning in {LEGEND_FILE}; add "
        f"'- {{icons: [{names[0]}], meaning: ...}}' for each so the rules' icon legend explains them, or, if this "
        "element draws pictures that mean nothing (a memory game's pictures, a matching game's symbols), give it "
        "allow: [icon-undescribed]"
    )

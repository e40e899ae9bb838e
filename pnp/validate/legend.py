"""The icon legend: it names icons that exist, and says what every icon the content uses means."""

from __future__ import annotations

from pnp.core.findings import Findings, Location
from pnp.load.icons import IconLibrary, icon_cause
from pnp.load.legend import LEGEND_FILE
from pnp.model import Game, icons_used
from pnp.validate import model_check


@model_check("legend")
def check_legend(game: Game, icons: IconLibrary, findings: Findings) -> None:
    """Every icon the legend names exists; every icon the entries' text sets has a meaning (at the text).
    Icons the templates draw are checked once the pieces are laid out: :func:`check_printed_icons`."""
    if game.legend is None:
        return
    explained: dict[str, Location] = {}  # icon -> the line that explains it first
    for meaning in game.legend:
        for name in meaning.icons:
            where = meaning.source.line_of_text("icons", name)
            if not icons.exists(name):
                findings.error("icon-unknown", where, f"legend: {icons.unknown_message(name)}", icon_cause(name))
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
    game: Game, icons: IconLibrary, printed: dict[str, tuple[Location, str] | None], findings: Findings
) -> None:
    """Every icon the pieces print has a meaning: a warning where the entry's field or the template names it
    (an icon of an entry's text is already the text check's, at the text); not one that only elements allowing
    ``icon-undescribed`` draw (a memory game's pictures: no symbol to explain)."""
    described, in_text = _described(game, icons), icons_used(game)
    for name, source in printed.items():
        if source is not None and name not in described and name not in in_text:
            where, drawn_by = source
            findings.warning("icon-undescribed", where, _advice(f"{drawn_by}: icon", name))


def _described(game: Game, icons: IconLibrary) -> set[str]:
    """The icons the legend explains; a name it misspells explains the icon it means (that slip is one finding,
    the legend's ``icon-unknown``, not a second one at every card that prints the icon)."""
    named = {name for meaning in game.legend or () for name in meaning.icons}
    return {name if icons.exists(name) else icons.meant(name) or name for name in named}


def _advice(what: str, name: str) -> str:
    return (
        f"{what} ':{name}:' has no meaning in {LEGEND_FILE}; "
        f"add '- {{icons: [{name}], meaning: ...}}' so the rules' icon legend explains it"
    )

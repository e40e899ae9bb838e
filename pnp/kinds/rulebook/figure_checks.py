"""The checks of a rulebook's figures: the sides and options their titles name, their callouts, their text once set."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pnp.core.findings import Findings
from pnp.core.suggest import did_you_mean
from pnp.core.textsyntax import CALLOUTS, FIGURE_OPTIONS, Block, copy_named, turn_of
from pnp.core.yamlio import LocatedDict
from pnp.kinds import Env
from pnp.kinds.common.said_per_paper import SaidPerPaper
from pnp.kinds.rulebook.places import figure_place, label_place, place
from pnp.model import Component

if TYPE_CHECKING:  # typesetting (reportlab's platypus) loads when a rulebook is prepared, not when it is listed
    from pnp.draw.document import Typeset
    from pnp.layout.document import Story
    from pnp.layout.face import Face


def side_known(block: Block, sides: set[str], component: Component, section_id: str, findings: Findings) -> bool:
    """Whether a figure's title names one side (or none) besides its options; another word is a figure-option
    error at the figure's line."""
    words = block.side.split()
    unknown = [word for word in words if word not in sides]
    if not unknown and len(words) == 1:
        return True
    word = unknown[0] if unknown else words[1]
    hint = did_you_mean(word, [*sorted(sides), *FIGURE_OPTIONS])
    findings.error(
        "figure-option",
        figure_place(component, section_id, block.target),
        f"section '{section_id}': figure '{block.target}' says '{word}', "
        + ("which is no side or option of a figure" if unknown else "a second side: a figure shows one")
        + ': its title may say "back" (its back; a die\'s "face-1" to "face-6"), "callouts" (its parts '
        f'labelled from the section\'s callouts:), "turned-90", "turned-180" or "turned-270" (the piece '
        'turned clockwise, as a tile is laid; a hexagon also "turned-60", "turned-120", "turned-240" or '
        '"turned-300") and "enlarged-150", "enlarged-200" or "enlarged-300" (drawn larger '
        f"than it prints){hint}",
    )
    return False


def check_turn(block: Block, face: Face, component: Component, section_id: str, findings: Findings) -> None:
    """A figure whose title turns its piece ("turned-90"): a piece of a shape that does not turn, or one whose
    parts it also labels, is a figure-option error at the figure's line (it prints unturned)."""
    from pnp.layout.turned import turned  # the layout engine loads when a rulebook is prepared

    turn = turn_of(block.options)
    if not turn:
        return
    why = (
        "its callouts point at the piece as it prints: show it unturned to label it"
        if CALLOUTS in block.options
        else f"a {face.shape.describe()} does not turn into a shape pnp draws by {turn}° (a rectangle, a rounded "
        "rectangle, an ellipse, a polygon turn by quarters; a hexagon by sixths and quarters)"
        if turned(face, turn) is None
        else ""
    )
    if why:
        findings.error(
            "figure-option",
            figure_place(component, section_id, block.target),
            f"section '{section_id}': figure '{block.target}' says 'turned-{turn}', but {why}; it prints unturned",
        )


def check_callouts(story: Story, component: Component, faces: dict[tuple[str, str], Face], findings: Findings) -> None:
    """Each section's ``callouts:`` against the figures of its text that ask for them: a label naming no element
    of their templates, a figure asking with no labels to give, labels no figure asks for; a label whose
    element no figure draws (its ``when:`` hides it there) is left out, and said."""
    from pnp.layout.document import figures

    sources = {str(section.get("id")): section for section in component.sections}
    asking: dict[str, list[Block]] = {}
    for section, block in figures(story):
        if CALLOUTS in block.options:
            asking.setdefault(section.id, []).append(block)
    for section in story.sections:
        source = sources[section.id]
        labels = source.get("callouts")
        blocks = asking.get(section.id, [])
        if blocks and not isinstance(labels, LocatedDict):
            block = blocks[0]
            shown = faces.get((block.target, block.side))
            names = f": the elements of its template '{shown.name}' are {_names(shown)}" if shown else ""
            findings.error(
                "callout-unknown",
                figure_place(component, section.id, block.target),
                f"section '{section.id}': figure '{block.target}' asks for callouts, but the section gives no "
                f"labels; add callouts: beside its text, a label for each element to point at (title: Name){names}",
            )
            continue
        if not isinstance(labels, LocatedDict):
            continue
        if not blocks:
            findings.warning(
                "callout-unknown",
                source.line_of("callouts"),
                f"section '{section.id}': callouts: labels no figure of its text; write \"callouts\" in the title of "
                'the figure they label (![caption](component-id/entry-id "callouts")), or leave them out',
            )
            continue
        shown = [faces[key] for block in blocks if (key := (block.target, block.side)) in faces]
        if not shown:
            continue  # the figure's own finding says why it draws nothing
        known = {name for face in shown for name in (*face.parts, *face.hidden, *face.failed)}
        for key in labels:
            name, copy = copy_named(key)
            if name not in known:
                findings.error(
                    "callout-unknown",
                    labels.line_of(key),
                    f"section '{section.id}': callout '{key}' names no element of figure '{blocks[0].target}' "
                    f"(template '{shown[0].name}': {_names(shown[0])}){did_you_mean(name, sorted(known))}",
                )
            elif any(name in face.failed for face in shown):
                continue  # its own finding says why it is not drawn
            elif copy is not None:
                _check_copy(section.id, blocks[0].target, labels, key, shown, findings)
            elif not any(name in face.parts for face in shown):
                _hidden(section.id, blocks[0].target, labels, key, "it", findings)
        for block in blocks:  # a figure of the section whose piece draws none of the labelled elements
            face = faces.get((block.target, block.side))
            if face is not None and not any(
                (name := copy_named(key)[0]) in face.parts or name in face.failed for key in labels
            ):
                side = " (its back)" if block.side == "back" else ""
                findings.warning(
                    "callout-unknown",
                    figure_place(component, section.id, block.target),
                    f"section '{section.id}': figure '{block.target}'{side} asks for callouts, but no label of the "
                    f"section's callouts: names an element it draws (template '{face.name}': {_names(face)}), so "
                    'it prints none; label one of them, or leave "callouts" out of its title',
                )


def _check_copy(
    section_id: str, target: str, labels: LocatedDict, key: str, shown: list[Face], findings: Findings
) -> None:
    """A label at one copy of an element (``road#3``): an error at its line when the element does not repeat or
    no figure's piece has that copy (naming how many it has), a callout-hidden warning when its ``when:`` hides
    that copy on every one."""
    name, copy = copy_named(key)
    repeating = [face for face in shown if name in face.copies]
    where = f"section '{section_id}': callout '{key}'"
    if not repeating:
        findings.error(
            "callout-copy",
            labels.line_of(key),
            f"{where} points at copy {copy} of '{name}', which does not repeat (no repeat: in template "
            f"'{shown[0].name}'): it prints once; write '{name}:' to label it",
        )
        return
    most = max(len(face.copies[name]) for face in repeating)
    if all(copy is None or not 1 <= copy <= len(face.copies[name]) for face in repeating):
        if most:
            has = f"{most} copies of '{name}', numbered 1 to {most}" if most > 1 else f"1 copy of '{name}'"
            write = f"{name}#1 to {name}#{most}" if most > 1 else f"{name}#1"
            told = f"draws {has}, no copy {copy}; write {write}, or '{name}:' for the copy nearest the label"
        else:
            told = (
                f"draws no copy of '{name}' (its repeat: is empty); show a piece that has one, or leave the label out"
            )
        findings.error("callout-copy", labels.line_of(key), f"{where}: figure '{target}' {told}")
    elif not any(face.copy(name, copy) is not None for face in repeating if copy is not None):
        _hidden(section_id, target, labels, key, f"copy {copy} of '{name}'", findings)


def _hidden(section_id: str, target: str, labels: LocatedDict, key: str, what: str, findings: Findings) -> None:
    """A callout-hidden warning: the label's part (``what``) is not drawn on its figure's piece."""
    findings.warning(
        "callout-hidden",
        labels.line_of(key),
        f"section '{section_id}': callout '{key}': figure '{target}' does not draw {what} (its when: hides it on "
        "that piece), so its label is left out; show a piece that has it, or leave the label out",
    )


def _names(face: Face) -> str:
    return ", ".join([*face.parts, *sorted(face.hidden)])


def warn_figures(first: Typeset, component: Component, env: Env, reported: SaidPerPaper) -> None:
    """The warnings of the figures of the setting ``first``: text printed too small, leaders across words."""
    _warn_small_figures(first, component, env, reported)
    for section_id, target, crossing in first.crossed_leaders:
        name, crossed = crossing.label, [f"'{element}'" for element in crossing.crossed]
        words = crossed[0] if len(crossed) == 1 else ", ".join(crossed[:-1]) + f" and {crossed[-1]}"
        move = f"move '{name}' or {words} apart" if len(crossed) == 1 else f"move '{name}' away from them"
        advice = f"{move} in the piece's template, or leave this label out"
        if crossing.on_it:  # a number printed on its disc: the words are the part's own, the label theirs
            words_on = f"'{crossing.on_it[0]}'"
            advice = (
                f"{words_on} is printed on it: label {words_on} instead, whose leader stops beside its words, or "
                "leave this label out"
            )
        elif crossing.clear_from:  # pnp puts each label on its part's side: the designer moves the part, or not
            side = crossing.clear_from
            advice = (
                f"a label on the {side} would reach it clear of every word, and labels stand on the side their part "
                f"is nearer: in the piece's template, move '{name}' into its {side} third, or {move}; or leave this "
                "label out"
            )
        reported.warn(
            (section_id, target, name, "crossing"),
            "callout-crossing",
            label_place(component, section_id, name),
            (
                f"section '{section_id}': figure '{target}' on ",
                first.job.paper.name,
                f": the leader of callout '{name}' is drawn across the words of {words}, no way round them "
                f"being clear; {advice}",
            ),
        )


def _warn_small_figures(first: Typeset, component: Component, env: Env, reported: SaidPerPaper) -> None:
    """A figure-text-small warning for each figure of the setting ``first`` whose text prints too small: held in
    ``reported``, to be said once naming every paper it prints too small on."""
    from pnp.draw.flowables import FIGURE_MIN_TEXT

    paper = first.job.paper
    if first.job.book.style.columns > 1:
        advice = "its column is too narrow for it; set the rules in fewer columns (style: columns), or show a smaller "
        advice += "piece"
    else:  # one column already (a booklet's or a pocket booklet's page): fewer is no remedy
        advice = "its page is too small for it; enlarge the piece's smallest text, or show a smaller piece"
    for section_id, target, printed, own in first.small_figures:
        if own < FIGURE_MIN_TEXT:
            continue  # the piece sets it so small itself (its type-too-small, or its allow:): no figure can help
        reported.warn(
            (section_id, target),
            "figure-text-small",
            place(component, section_id, f"({target}"),
            (
                f"section '{section_id}': figure '{target}' prints its smallest text at ",
                f"{math.floor(printed * 10) / 10:.1f} pt on {paper.name}",  # 5.97 is not "6.0 pt, under 6 pt"
                f", under {FIGURE_MIN_TEXT:g} pt: {advice}",
            ),
        )

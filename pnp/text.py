"""The text syntax of every text field: ``:icon:``, ``[[Reference]]``, ``**bold**``, ``*italic*``.

Parsing is markdown-it-py's (emphasis, escapes, smart quotes and dashes) with two
small inline rules for icons and references. The result is a list of paragraphs
of styled runs, which the renderer turns into reportlab markup and the validator
inspects for icons, references and characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from xml.sax.saxutils import escape

from markdown_it import MarkdownIt
from markdown_it.rules_inline import StateInline

ICON_PATTERN = re.compile(r":([a-z0-9]+(?:-[a-z0-9]+)*):")
REF_PATTERN = re.compile(r"\[\[([^\[\]\n]+?)\]\]")


@dataclass(frozen=True)
class Run:
    """A piece of a paragraph: text, an icon, a reference or a line break."""

    kind: str  # "text" | "icon" | "ref" | "break"
    value: str = ""
    bold: bool = False
    italic: bool = False


Paragraph = tuple[Run, ...]


def _icon_rule(state: StateInline, silent: bool) -> bool:
    match = ICON_PATTERN.match(state.src, state.pos)
    if not match:
        return False
    if not silent:
        token = state.push("icon", "", 0)
        token.content = match.group(1)
    state.pos = match.end()
    return True


def _ref_rule(state: StateInline, silent: bool) -> bool:
    match = REF_PATTERN.match(state.src, state.pos)
    if not match:
        return False
    if not silent:
        token = state.push("ref", "", 0)
        token.content = match.group(1).strip()
    state.pos = match.end()
    return True


@lru_cache(maxsize=1)
def _card_parser() -> MarkdownIt:
    md = MarkdownIt("zero", {"typographer": True})
    md.enable(["emphasis", "newline", "escape", "smartquotes", "replacements"])
    md.inline.ruler.before("emphasis", "icon", _icon_rule)
    md.inline.ruler.before("emphasis", "ref", _ref_rule)
    return md


@lru_cache(maxsize=8192)
def parse(text: str) -> tuple[Paragraph, ...]:
    """Parse card text into paragraphs (split at blank lines); single newlines break lines."""
    paragraphs: list[Paragraph] = []
    for token in _card_parser().parse(text):
        if token.type == "inline":
            paragraphs.append(tuple(_runs(token.children or [])))
    return tuple(paragraphs)


def _runs(children) -> list[Run]:
    runs: list[Run] = []
    bold = italic = False
    for child in children:
        kind = child.type
        if kind == "text" and child.content:
            runs.append(Run("text", child.content, bold, italic))
        elif kind in ("softbreak", "hardbreak"):
            runs.append(Run("break"))
        elif kind == "icon":
            runs.append(Run("icon", child.content, bold, italic))
        elif kind == "ref":
            runs.append(Run("ref", child.content, bold, italic))
        elif kind == "strong_open":
            bold = True
        elif kind == "strong_close":
            bold = False
        elif kind == "em_open":
            italic = True
        elif kind == "em_close":
            italic = False
    return runs


def icons_in(text: str) -> list[str]:
    return [run.value for para in parse(text) for run in para if run.kind == "icon"]


def refs_in(text: str) -> list[str]:
    return [run.value for para in parse(text) for run in para if run.kind == "ref"]


def to_markup(paragraph: Paragraph, icon_markup: Callable[[str], str]) -> str:
    """reportlab Paragraph markup for one paragraph; every user string is escaped."""
    parts: list[str] = []
    for run in paragraph:
        if run.kind == "break":
            parts.append("<br/>")
            continue
        body = icon_markup(run.value) if run.kind == "icon" else escape(run.value)
        if run.italic:
            body = f"<i>{body}</i>"
        if run.bold:
            body = f"<b>{body}</b>"
        parts.append(body)
    return "".join(parts)

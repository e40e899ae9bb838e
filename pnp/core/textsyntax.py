"""The text syntax of every text field: ``:icon:``, ``[[Reference]]``, ``**bold**``, ``*italic*``.

Parsing is markdown-it-py's (emphasis, escapes, smart quotes and dashes) with two
small inline rules for icons and references. The result is a list of paragraphs
of styled runs, which the renderer turns into reportlab markup and the validator
inspects for icons, references and characters.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # markdown-it loads when a text is first parsed: `pnp list` parses none
    from markdown_it import MarkdownIt
    from markdown_it.rules_core import StateCore
    from markdown_it.rules_inline import StateInline
    from markdown_it.token import Token
    from markdown_it.tree import SyntaxTreeNode

ICON_PATTERN = re.compile(r":([a-z0-9]+(?:-[a-z0-9]+)*):")
# What an author means as an icon but the syntax does not read as one (":D20:", ":speed_dice:"),
# which would print as written: a letter in it, no space, not after a letter or a backslash.
LOOSE_ICON = re.compile(r"(?<![\\\w]):([A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*):(?!\w)")
# An icon name glued to the word before it ("roll:d20:"): no icon, as a clock's 10:30:00 holds none.
GLUED_ICON = re.compile(r"(?<=[A-Za-z0-9]):([a-z0-9]+(?:-[a-z0-9]+)*):")
# Icons written in braces as other card tools write them ("{wood}{wood}{stone}"), not Jinja's {{ }}: a run
# of them, and each name in it.
BRACED_ICONS = re.compile(r"(?<![{\\])(?:\{[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\})+(?!\})")
BRACED_NAME = re.compile(r"\{([^{}]+)\}")
REF_PATTERN = re.compile(r"\[\[([^\[\]\n]+?)\]\]")


@dataclass(frozen=True)
class Run:
    """A piece of a paragraph: text, an icon, a reference or a line break."""

    kind: str  # "text" | "icon" | "ref" | "break"
    value: str = ""
    bold: bool = False
    italic: bool = False


Paragraph = tuple[Run, ...]


def _token_rule(pattern: re.Pattern[str], token_type: str, after_word: bool = True):
    """An inline rule that turns each match of ``pattern`` into one token (group 1 is its content); without
    ``after_word``, not where a letter or digit comes just before it (a clock's 10:30:00 is no icon)."""

    def rule(state: StateInline, silent: bool) -> bool:
        if not after_word and state.pos and state.src[state.pos - 1].isalnum():
            return False
        match = pattern.match(state.src, state.pos)
        if not match:
            return False
        if not silent:
            token = state.push(token_type, "", 0)
            token.content = match.group(1).strip()
        state.pos = match.end()
        return True

    return rule


_icon_rule = _token_rule(ICON_PATTERN, "icon", after_word=False)
_ref_rule = _token_rule(REF_PATTERN, "ref")


def _underscores(state: StateInline, silent: bool) -> bool:
    """Underscores are text: emphasis is ``**`` and ``*`` only, so /u/_Amazing_Wizard_ keeps its name."""
    if state.src[state.pos] != "_":
        return False
    end = state.pos
    while end < state.posMax and state.src[end] == "_":
        end += 1
    if not silent:
        state.pending += state.src[state.pos : end]
    state.pos = end
    return True


def _ellipses(state) -> None:
    """Three dots become an ellipsis; unlike markdown-it's replacements, "what?..." keeps its dots."""
    for block in state.tokens:
        for token in block.children or []:
            if token.type == "text" and "..." in token.content:
                token.content = token.content.replace("...", "…")


QUOTES = "“”‘’"  # the typographer's double and single quotes, opening and closing: English (game.yaml words: quotes)
NARROW_NBSP = "\u202f"  # French typography's space before ; : ! ? and inside « »: narrow, no line breaks at it
OBJECT = "\ufffc"  # an icon, a reference or an image, as the spacing rule reads a text: no space, like a letter


@dataclass(frozen=True)
class Typography:
    """What the typographer makes of card and rule text in the game's language (game.yaml words: quotes,
    spaced_marks): straight quotes become ``quotes``; each of ``spaced_marks`` is set off from its word by a
    narrow no-break space, after an opening mark (« ‹), before any other (» › ; : ! ?)."""

    quotes: str = QUOTES
    spaced_marks: str = ""

    @classmethod
    def of(cls, words: Mapping[str, object] | None) -> Typography:
        """The typography of a game's words (:func:`pnp.core.words.of_game`)."""
        from pnp.core.words import say

        return cls(say(words, "quotes"), say(words, "spaced_marks"))


ENGLISH = Typography()  # a text no game's words set: English quotes, no mark spaced


def _spacing_patterns(marks: str) -> list[tuple[re.Pattern[str], bool]]:
    """Where a narrow no-break space goes, and whether it goes after an opening mark; each match is the
    plain spaces it replaces (mostly none). Before a run of closing marks ("Vraiment ?!", "mot »"): after a
    word, not after a space (one the author typed, a no-break one above all, is kept), an opening bracket or
    another mark ("?!", where "» ;" is spaced), and not before a word or a slash (a time 10:30, an address
    http://, ?q=1). After an opening mark: before a word."""
    opening = "".join(mark for mark in marks if unicodedata.category(mark) in ("Ps", "Pi"))
    closing = re.escape("".join(mark for mark in marks if mark not in opening))
    found = []
    if closing:
        after = rf"(?:(?<=[^\s(\[{{{re.escape(opening)}{closing}])|(?<=[{closing}])(?= ))"  # "» ;", not "?!"
        found.append((re.compile(rf"{after} *(?=[{closing}]+(?![\w/]))"), False))
    if opening:
        found.append((re.compile(rf"(?<=[{re.escape(opening)}]) *(?=[^\s{closing}])"), True))
    return found


def _spacing(marks: str) -> Callable[[StateCore], None]:
    """A core rule run after the smart quotes: the narrow no-break spaces of ``marks`` in each block's text,
    read across its runs ("**Gagné**!", "[[Salle]] ?"); an icon or a reference is never changed."""
    patterns = _spacing_patterns(marks)

    def space(children: list[Token]) -> None:
        held = [_held(child) for child in children]
        text = "".join(held)
        starts = list(accumulate(map(len, held), initial=0))
        texts = [child.content if child.type == "text" else "" for child in children]
        edits = [(found.start(), found.end(), after) for pattern, after in patterns for found in pattern.finditer(text)]
        for start, end, after in sorted(edits, reverse=True):  # from the end: the offsets before stay right
            at = start if after else end  # where the space goes: in the run of the mark beside it
            owner = bisect_right(starts, at - 1 if after else at) - 1
            if not after:
                texts[owner] = _inserted(texts[owner], at - starts[owner])
            for index in range(bisect_right(starts, start) - 1, bisect_right(starts, end - 1) if end > start else 0):
                low, high = max(start, starts[index]) - starts[index], min(end, starts[index + 1]) - starts[index]
                texts[index] = texts[index][:low] + texts[index][high:]  # the spaces typed there
            if after:
                texts[owner] = _inserted(texts[owner], at - starts[owner])
        for child, content in zip(children, texts, strict=True):
            if child.type == "text":
                child.content = content
            if child.children:
                space(child.children)  # an image's caption

    def rule(state: StateCore) -> None:
        for block in state.tokens:
            if block.children:
                space(block.children)

    return rule


def _inserted(text: str, at: int) -> str:
    return text[:at] + NARROW_NBSP + text[at:]


def _held(token: Token) -> str:
    """What a token holds, as the spacing rule reads it."""
    if token.type == "text":
        return token.content
    if token.type in ("icon", "ref", "image"):
        return OBJECT
    return "\n" if token.type in ("softbreak", "hardbreak") else ""


APOSTROPHE = "\u2019"  # in every language: German and French single quotes differ, their apostrophe does not
ELIDED_YEAR = re.compile(r"(?<!\w)'(?=\d\d(?!\d))")  # '44, '90s: a quote no smart quote closed, before two digits


def _elisions(state: StateCore) -> None:
    """A straight quote before a year's two digits that the smart quotes left alone ('44, the '90s: none closes
    it) is an apostrophe, as one between letters is, not a foot mark; one escaped (``\\'``) is not yet text and
    stays, and so does one before more digits ('0042: a spreadsheet's mark, csv-apostrophe)."""
    for block in state.tokens:
        for token in block.children or []:
            if token.type == "text" and "'" in token.content:
                token.content = ELIDED_YEAR.sub(APOSTROPHE, token.content)


def _pnp_syntax(md: MarkdownIt, typography: Typography) -> MarkdownIt:
    """``md`` reading the text syntax cards and rule documents share: ``:icon:`` and ``[[ref]]`` runs,
    underscores as text, three dots an ellipsis, an elided year's apostrophe, the spacing of ``typography``'s
    marks."""
    md.core.ruler.after("smartquotes", "elisions", _elisions)
    md.core.ruler.push("ellipses", _ellipses)
    if typography.spaced_marks:
        md.core.ruler.push("spacing", _spacing(typography.spaced_marks))
    md.inline.ruler.before("emphasis", "icon", _icon_rule)
    md.inline.ruler.before("emphasis", "ref", _ref_rule)
    md.inline.ruler.before("emphasis", "underscores", _underscores)
    return md


@lru_cache(maxsize=8)
def _card_parser(typography: Typography) -> MarkdownIt:
    from markdown_it import MarkdownIt

    md = MarkdownIt("zero", {"typographer": True, "quotes": typography.quotes})
    md.enable(["emphasis", "newline", "escape", "smartquotes"])
    return _pnp_syntax(md, typography)


@dataclass(frozen=True)
class Block:
    """A block of rule text: a heading, a paragraph, a list, a table, a figure, a row of figures, or boxed text
    (a Markdown blockquote, ``> ``: an adventure's read-aloud text), whose blocks are its one item."""

    kind: str  # "heading" | "paragraph" | "list" | "table" | "figure" | "row" | "boxed"
    level: int = 0  # heading level; 1 for an ordered list
    runs: Paragraph = ()  # a figure's caption
    items: tuple[tuple[Block, ...], ...] = ()  # list items, each a sequence of blocks; a row's figures, one each
    rows: tuple[tuple[Paragraph, ...], ...] = ()  # table rows; the first is the header
    widths: tuple[int, ...] = ()  # a table's relative column widths, from its separator row (empty: automatic)
    aligns: tuple[str, ...] = ()  # a table's columns' alignment from its separator's colons: left, center, right or ""
    target: str = ""  # a figure's piece: "component/entry-id"
    side: str = "front"  # a figure's side
    options: tuple[str, ...] = ()  # a figure's other words in its title: "callouts" labels its parts
    start: int = 1  # an ordered list's first number: "6." after a table goes on from the list the table broke


CALLOUTS = "callouts"  # the figure option that labels a piece's parts from its section's callouts:
# a figure's piece turned clockwise, as laid: a quarter, a half, three quarters; a hexagon by sixths too
TURNS = {f"turned-{degrees}": degrees for degrees in (60, 90, 120, 180, 240, 270, 300)}
# a figure's piece drawn larger than it prints (a wargame's 5/8 in counter, whose 7 pt factors read small on a page)
ENLARGED = {"enlarged-150": 1.5, "enlarged-200": 2.0, "enlarged-300": 3.0}
FIGURE_OPTIONS = (CALLOUTS, *TURNS, *ENLARGED)  # words a figure's title may hold besides its side


@lru_cache(maxsize=8)
def _document_parser(typography: Typography) -> MarkdownIt:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"typographer": True, "html": False, "quotes": typography.quotes})
    md.enable(["table", "smartquotes"])
    md.disable(["replacements"])
    md.disable(["html_block", "html_inline", "entity", "link", "autolink", "code", "fence", "backticks"])
    return _pnp_syntax(md, typography)


def parse_document(text: str, typography: Typography = ENGLISH) -> tuple[Block, ...]:
    """Parse rule text (Markdown: headings, lists, tables) into blocks of styled runs, set in ``typography``
    (straight quotes become its quotes, its marks are spaced)."""
    from markdown_it.tree import SyntaxTreeNode

    tree = SyntaxTreeNode(_document_parser(typography).parse(text))
    lines = text.splitlines()
    return tuple(block for child in tree.children for block in _blocks(child, lines))


def _inline_tokens(node: SyntaxTreeNode) -> list[Token]:
    """The tokens of a block's inline content (none for an empty block)."""
    inline = next((c for c in node.children if c.type == "inline"), None)
    return (inline.token.children or []) if inline is not None and inline.token is not None else []


def _inline_runs(node: SyntaxTreeNode) -> Paragraph:
    """Runs of a block's inline content; in rule text a single newline is just a space."""
    return tuple(_runs(_inline_tokens(node), soft_break=Run("text", " ")))


def _paragraph_blocks(node: SyntaxTreeNode) -> list[Block]:
    """A paragraph; each image in it, ``![caption](component/entry "back")``, is a figure of its own, and
    images written on one line with only spaces between them are a row of figures, side by side. The title's
    words are the side shown (its first word that is no option, "front" by default) and the figure's options
    (``FIGURE_OPTIONS``: "back callouts")."""
    children = _inline_tokens(node)
    rows: list[list[Block]] = []
    joined = False  # whether the next image goes on the row before it: only spaces since that row's last image
    for child in children:
        if child.type == "image":
            words = str(child.attrs.get("title") or "").split()
            sides = [word for word in words if word not in FIGURE_OPTIONS]
            figure = Block(
                "figure",
                runs=tuple(_runs(child.children or [])),
                target=str(child.attrs.get("src", "")),
                side=" ".join(sides) or "front",
                options=tuple(word for word in words if word in FIGURE_OPTIONS),
            )
            if joined:
                rows[-1].append(figure)
            else:
                rows.append([figure])
            joined = True
        elif child.type != "text" or child.content.strip():
            joined = False
    figures = [row[0] if len(row) == 1 else Block("row", items=tuple((f,) for f in row)) for row in rows]
    text = tuple(_runs([child for child in children if child.type != "image"], soft_break=Run("text", " ")))
    has_text = any(run.kind != "text" or run.value.strip() for run in text)
    return [*figures, *([Block("paragraph", runs=text)] if has_text or not figures else [])]


def _blocks(node: SyntaxTreeNode, lines: list[str]) -> list[Block]:
    if node.type == "heading":
        return [Block("heading", int(node.tag[1]), _inline_runs(node))]
    if node.type == "paragraph":
        return _paragraph_blocks(node)
    if node.type in ("bullet_list", "ordered_list"):
        items = tuple(tuple(b for child in item.children for b in _blocks(child, lines)) for item in node.children)
        ordered = node.type == "ordered_list"
        return [
            Block("list", 1 if ordered else 0, items=items, start=int(node.attrs.get("start", 1)) if ordered else 1)
        ]
    if node.type == "table":
        rows = tuple(
            tuple(_inline_runs(cell) for cell in row.children) for section in node.children for row in section.children
        )
        separator = lines[node.map[0] + 1] if node.map and node.map[0] + 1 < len(lines) else ""
        widths = _separator_widths(separator, len(rows[0]) if rows else 0)
        return [Block("table", rows=rows, widths=widths, aligns=_aligns(node))]
    if node.type == "blockquote":
        return [Block("boxed", items=(tuple(b for child in node.children for b in _blocks(child, lines)),))]
    return []


def _aligns(table: SyntaxTreeNode) -> tuple[str, ...]:
    """Each column's alignment as its separator row's colons ask (``---:`` right, ``:---:`` center, ``:---``
    left; "" where it has none), read from the header's cells."""
    head = table.children[0].children[0].children if table.children and table.children[0].children else []
    return tuple(str(cell.attrs.get("style", "")).removeprefix("text-align:") for cell in head)


def _separator_widths(line: str, columns: int) -> tuple[int, ...]:
    """The dashes of each column in a table's separator row (``|------|--|``), when they differ:
    the columns' relative widths, so tables written with the same separator line up. Equal
    runs (``|---|---|``) leave the widths to the content."""
    cells = line.strip().lstrip(">").strip().strip("|").split("|")
    marks = [cell.strip().strip(":") for cell in cells]
    if len(marks) != columns or not all(mark and set(mark) == {"-"} for mark in marks):
        return ()
    dashes = tuple(len(mark) for mark in marks)
    return dashes if len(set(dashes)) > 1 else ()


def parse(text: str, typography: Typography = ENGLISH) -> tuple[Paragraph, ...]:
    """Parse card text into paragraphs (split at blank lines); single newlines break lines; set in
    ``typography`` (straight quotes become its quotes, its marks are spaced)."""
    return _parsed(text, typography)  # one cache entry however it is passed (lru_cache keys by the call)


@lru_cache(maxsize=8192)
def _parsed(text: str, typography: Typography) -> tuple[Paragraph, ...]:
    paragraphs: list[Paragraph] = []
    for token in _card_parser(typography).parse(text):
        if token.type == "inline":
            paragraphs.append(tuple(_runs(token.children or [])))
    return tuple(paragraphs)


def _runs(children, soft_break: Run = Run("break")) -> list[Run]:
    runs: list[Run] = []
    bold = italic = False
    for child in children:
        kind = child.type
        if kind == "text" and child.content:
            runs.append(Run("text", child.content, bold, italic))
        elif kind == "softbreak":
            runs.append(soft_break)
        elif kind == "hardbreak":
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


def misspelt_icons(text: str) -> list[str]:
    """Names written as icons that are not icon names (capitals, ``_``): they would print as written."""
    return [name for name in LOOSE_ICON.findall(text) if _misspelt(name)]


def _misspelt(name: str) -> bool:
    """Whether a name written between colons is no icon name, but reads as one meant (``Pepper``, not ``30``)."""
    return bool(re.search(r"[A-Za-z]", name)) and not ICON_PATTERN.fullmatch(f":{name}:")


def without_icon_slips(text: str, exists: Callable[[str], bool]) -> str:
    """``text`` less the icons written wrong in it (``{pepper}``, ``:Pepper:``), which print as written and are
    said where they are written (``icon-unknown``): what is left is what it prints as words."""
    for run in braced_icon_fixes(text, exists):
        text = text.replace(run, "")
    return LOOSE_ICON.sub(lambda found: "" if _misspelt(found.group(1)) else found.group(0), text)


def mended_icon_slips(text: str, exists: Callable[[str], bool]) -> str:
    """``text`` as its author meant it: each icon written wrong (``{pepper}``, ``:Pepper:``, ``roll:d20:``) as the
    icon it names, one that names none left out. The slip is said where it is written (``icon-unknown``); a text
    is measured as meant, so no overflow, type size or contrast is said of words that are only the slip."""
    for run, meant in braced_icon_fixes(text, exists).items():
        text = text.replace(run, meant)
    text = GLUED_ICON.sub(lambda found: f" {found.group(0)}" if exists(found.group(1)) else found.group(0), text)
    return LOOSE_ICON.sub(lambda found: _icon_meant(found.group(0), found.group(1), exists), text)


def _icon_meant(written: str, name: str, exists: Callable[[str], bool]) -> str:
    """An icon written between colons as its author meant it: a misspelt name (``:Pepper:``) as the icon it
    names, or nothing where it names none; any other text as written."""
    if not _misspelt(name):
        return written
    meant = name.lower().replace("_", "-")
    return f":{meant}:" if exists(meant) else ""


MARKUP = ("**", "[[", "]]")


def unclosed_markup(text: str) -> list[str]:
    """Markers of bold or a reference that found no partner ("**bold" with no closing "**", "[[Name" with no "]]"):
    left in the text, they print as written."""
    written = "".join(run.value for paragraph in parse(text) for run in paragraph if run.kind == "text")
    return [marker for marker in MARKUP if marker in written]


def glued_icons(text: str) -> list[str]:
    """Icon names written right after a letter or digit ("roll:d20:"): they print as written."""
    return GLUED_ICON.findall(text)


def glued_icon_said(name: str) -> str:
    """What a finding says of an icon written right after a letter or digit."""
    return (
        f"':{name}:' right after a letter or digit prints as written (as 10:30:00 holds no icon): put a space before it"
    )


def braced_icons(text: str) -> list[tuple[str, list[str]]]:
    """Runs of names written in single braces ("{wood}{stone}"), as other card tools write icons, each with its
    names: they print as written."""
    return [(run, BRACED_NAME.findall(run)) for run in BRACED_ICONS.findall(text)]


def braced_icon_fixes(text: str, exists: Callable[[str], bool]) -> dict[str, str]:
    """Each run of names in single braces that holds an icon ``exists`` knows ("{wood}{stone}"), with the text to
    write for it (":wood::stone:"); a "{3}" or "{name}" of no icon may be meant, and is not one."""
    fixes = {}
    for run, braced in braced_icons(text):
        colons = {name: name.lower().replace("_", "-") for name in braced}
        if any(exists(icon) for icon in colons.values()):
            fixes[run] = "".join(f":{colons[name]}:" if exists(colons[name]) else f"{{{name}}}" for name in braced)
    return fixes


def braced_icons_said(fixes: dict[str, str]) -> str:
    """What a finding says of icons written in braces: they print as written, and what to write."""
    written = " and ".join(f"'{run}'" for run in fixes)
    return (
        f"{written} print{'s' * (len(fixes) == 1)} as written, braces and all: an icon in text is written between "
        f"colons: write {' and '.join(fixes.values())}"
    )


def refs_in(text: str) -> list[str]:
    """The names the text's ``[[references]]`` name; not a ``[[#label]]``, which names a case of the rules
    (:mod:`pnp.core.numbering`)."""
    return [run.value for para in parse(text) for run in para if run.kind == "ref" and not run.value.startswith("#")]


def copy_named(key: str) -> tuple[str, int | None]:
    """A ``callouts:`` key's element and the copy of it the label points at: ``road#3`` is copy 3 of ``road`` (its
    copies numbered from 1 in its ``repeat:``'s order); ``road``, every copy (None)."""
    name, mark, number = key.rpartition("#")
    if mark and name and number.isascii() and number.isdigit():
        return name, int(number)
    return key, None


def turn_of(options: tuple[str, ...]) -> int:
    """Degrees clockwise a figure's options turn its piece (0: as it prints)."""
    return next((TURNS[option] for option in options if option in TURNS), 0)

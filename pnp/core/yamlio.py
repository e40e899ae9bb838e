"""YAML loading that remembers where every mapping, list and key came from.

Mappings load as :class:`LocatedDict` and lists as :class:`LocatedList`, so any
validation step can name the file and line of the node it is about.
Duplicate keys, which plain YAML silently collapses, are reported.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

import yaml

from pnp.core.datafile import SAFE_LOADER
from pnp.core.findings import ContentError, Findings, Location
from pnp.core.limits import FILE_BYTES, YAML_DEPTH, YAML_VALUES
from pnp.core.suggest import did_you_mean

# libyaml's parser when PyYAML has it (the same documents, several times faster); safe either way.


class LocatedDict(dict):
    """A mapping from YAML that knows its own location and each key's line."""

    loc: Location
    key_lines: dict[str, int]
    block_starts: dict[str, int]  # first content line of literal (|) block values
    key_files: dict[str, Path]  # keys merged in from another file (a parent template)
    key_columns: dict[str, int]  # the 1-based column of a key's value, where one is known (a CSV cell)
    blank_cells: dict[str, Location]  # a CSV row's named cells left empty (their keys are not given), where they are
    rule_keys: frozenset[str] = frozenset()  # a generated entry's keys at its rule's line (made from no one row)
    made_by: LocatedDict | None = None  # a generated entry's rule (its card: mapping), whose keys' lines it has
    made_from: tuple[tuple[str, Any], ...] = ()  # a generated entry's rows of its rule's sets, by loop name
    misspelt: frozenset[str] = frozenset()  # keys an unknown key here misspells (``stlye:``), set by the schema check
    doubled: frozenset[str] = frozenset()  # keys written twice (a yaml-duplicate-key finding): what reads it waits
    optional: frozenset[str] = frozenset()  # keys a data table's row may leave out, as some do (pnp.load.game)
    refused: frozenset[str] = (
        frozenset()
    )  # keys whose value its schema refused and left out (said there): what reads one waits
    # values YAML read as numbers, as written (``title: 1984``, ``code: 007``): text where only text fits
    numbers_written: dict[str, str]

    def line_of(self, key: str) -> Location:
        file = getattr(self, "key_files", {}).get(key, self.loc.file)
        return Location(file, self.key_lines.get(key, self.loc.line), getattr(self, "key_columns", {}).get(key))

    def place_of_key(self, key: str) -> Location:
        """The line of ``key`` and the column it starts at: keys of a mapping written on one line
        (``copies: {a: 3, b: 2}``) each have a place of their own."""
        where = self.line_of(key)
        return Location(where.file, where.line, where.column or _column(where.file, where.line, f"{key}:"))

    def line_of_text(self, key: str, needle: str, at: int = 0) -> Location:
        """The line of ``needle`` inside the value of ``key`` (of the first one from ``at`` on, else the
        first): exact for ``|`` blocks and one-line values."""
        value = self.get(key)
        start = getattr(self, "block_starts", {}).get(key)
        if start is None or not isinstance(value, str) or needle not in value:
            return self.line_of(key)
        file = self.line_of(key).file
        line = start + value[: value.find(needle, at) if needle in value[at:] else value.index(needle)].count("\n")
        return Location(file, line, _column(file, line, needle))

    def later_lines_of_text(self, key: str, needle: str) -> list[int]:
        """The lines of each later occurrence of ``needle`` in a ``|`` block value, after its first line."""
        value, start = self.get(key), getattr(self, "block_starts", {}).get(key)
        if start is None or not isinstance(value, str):
            return []
        lines = [start + value[: found.start()].count("\n") for found in re.finditer(re.escape(needle), value)]
        return sorted(set(lines) - {lines[0]}) if lines else []


def _column(file: Path, line: int, needle: str) -> int | None:
    """The 1-based column of ``needle`` on a line of ``file`` (None when it is not found there)."""
    try:
        stat = file.stat()
    except OSError:
        return None
    lines = _lines(file, stat.st_mtime_ns, stat.st_size)
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    first = needle.splitlines()[0] if needle.strip() else ""
    return text.index(first) + 1 if first and first in text else None


@functools.lru_cache(maxsize=64)
def _lines(file: Path, mtime: int, size: int) -> tuple[str, ...]:
    """The lines of one version of ``file`` (its time of change and size): read once, however many findings
    ask for a column in it; a file saved again (watch mode) is a new version, read afresh."""
    try:
        return tuple(composed(file.read_text(encoding="utf-8", errors="replace")).splitlines())
    except OSError:
        return ()


class LocatedList(list):
    """A list from YAML that knows its own location and each item's line."""

    loc: Location
    item_lines: list[int]
    item_columns: list[int]  # the 1-based column each item starts at (YAML's; a CSV's rows have none)

    numbers_written: dict[int, str]  # as LocatedDict's

    def line_of(self, index: int) -> Location:
        if 0 <= index < len(self.item_lines):
            return Location(self.loc.file, self.item_lines[index])
        return self.loc

    def place_of(self, index: int) -> Location:
        """:meth:`line_of` with the item's column, where known: what tells two items of one line apart
        (``players: [teal, plum, teal]``)."""
        columns = getattr(self, "item_columns", [])
        column = columns[index] if 0 <= index < len(columns) else None
        return Location(self.line_of(index).file, self.line_of(index).line, column)


def locate(node: Any, fallback: Location) -> Location:
    """The location of a loaded node, or ``fallback`` for scalars."""
    return getattr(node, "loc", fallback)


def child_location(parent: Any, key: str | int, fallback: Location) -> Location:
    """The line of ``parent[key]`` when the parent is a located node."""
    if isinstance(parent, LocatedDict) and isinstance(key, str):
        return parent.line_of(key)
    if isinstance(parent, LocatedList) and isinstance(key, int):
        return parent.line_of(key)
    return locate(parent, fallback)


def _make_loader(path: Path, findings: Findings, lines: list[str]) -> type[yaml.SafeLoader]:
    class Loader(SAFE_LOADER):
        pass

    def construct_mapping(loader: Loader, node: yaml.MappingNode) -> LocatedDict:
        own = {id(key_node) for key_node, _ in node.value}  # a merge key's (<<: *base) are not its own:
        loader.flatten_mapping(node)  # it puts them first, and a key written after overrides them
        result = LocatedDict()
        result.loc = Location(path, node.start_mark.line + 1)
        result.key_lines = {}
        result.block_starts = {}
        written: set[str] = set()  # the keys the mapping writes itself, each once
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.MappingNode):  # `text: {{ card.title }}`: a mapping as a key
                mark = key_node.start_mark  # the inner brace: its 0-based column is the outer one's 1-based
                line = lines[mark.line] if mark.line < len(lines) else ""
                where = Location(path, mark.line + 1, mark.column)
                raise ContentError.single("yaml-syntax", where, unquoted_jinja(line))
            key = _constructed(loader, key_node)
            if not isinstance(key, str):
                key = str(key)
            line = key_node.start_mark.line + 1
            if key in written and id(key_node) in own:
                findings.error(
                    "yaml-duplicate-key",
                    Location(path, line),
                    f"duplicate key '{key}' (first on line {result.key_lines[key]}); "
                    "YAML would silently keep only the last one",
                )
                result.doubled |= {key}
            written |= {key} if id(key_node) in own else set()
            result[key] = _constructed(loader, value_node)
            _keep_written(result, key, value_node)
            result.key_lines[key] = line
            if result[key] is None and (colour := _commented_colour(key, lines[line - 1])):
                findings.error(
                    "yaml-syntax",
                    Location(path, line),
                    f"{key}: {colour} is a comment to YAML (# starts one), so {key} is empty: "
                    f'quote the colour, {key}: "{colour}"',
                )
                result[key] = colour  # what was meant: nothing follows from the slip but its finding
            if isinstance(value_node, yaml.ScalarNode) and value_node.style == "|":
                result.block_starts[key] = value_node.start_mark.line + 2
        return result

    def construct_sequence(loader: Loader, node: yaml.SequenceNode) -> LocatedList:
        result = LocatedList(_constructed(loader, child) for child in node.value)
        result.loc = Location(path, node.start_mark.line + 1)
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        result.item_columns = [child.start_mark.column + 1 for child in node.value]

        for index, child in enumerate(node.value):
            _keep_written(result, index, child)
        return result

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_sequence)
    return Loader


STR_TAG = yaml.resolver.BaseResolver.DEFAULT_SCALAR_TAG  # a text's


def _constructed(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    """What YAML makes of ``node``: a text's is its value, as PyYAML's safe constructor gives it, without that
    constructor's bookkeeping (most of a file's nodes are texts); anything else is PyYAML's to construct."""
    if type(node) is yaml.ScalarNode and node.tag == STR_TAG:
        return node.value
    return loader.construct_object(node, deep=True)


COMMENTED_COLOUR = re.compile(r":\s+(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})(?![0-9a-zA-Z_-])")


def _commented_colour(key: str, line: str) -> str | None:
    """The colour a line writes unquoted after ``key:`` (``fill: #2b2d42``), which YAML reads as a comment."""
    found = COMMENTED_COLOUR.search(line, line.find(f"{key}:") + len(key)) if f"{key}:" in line else None
    return found[1] if found else None


def _keep_written(node: LocatedDict | LocatedList, key: Any, value_node: yaml.Node) -> None:
    """Remember how a plain scalar that YAML read as a number was written (``1984``, ``007``, ``1.50``): where
    the schema takes only text, it is that text (pnp.core.schema)."""
    value = node[key]
    if isinstance(value_node, yaml.ScalarNode) and not value_node.style and type(value) in (int, float):
        if not hasattr(node, "numbers_written"):
            node.numbers_written = {}
        node.numbers_written[key] = value_node.value


UNQUOTED = re.compile(r"(?:^|:|-)\s+\{\{")  # a value that starts with {{ outside quotes
UNQUOTED_VALUE = re.compile(r"(?P<key>[\w-]+):\s+(?P<value>\{\{.*?\}\}[^#]*?)\s*(?:#.*)?$")  # text: {{ card.title }}


def unquoted_jinja(line: str) -> str:
    """What to say of a value starting with ``{{`` outside quotes, with the line's own key and value quoted
    (``text: "{{ card.number }}"``; in single quotes when it holds a double one), else an example."""
    written = UNQUOTED_VALUE.search(line)
    key, value = (written["key"], written["value"]) if written else ("text", "{{ card.title }}")
    quoted = f"'{value}'" if '"' in value and "'" not in value else f'"{value}"'
    return (
        "YAML syntax error: a value that starts with {{ must be in quotes, or YAML reads the { as a mapping; "
        f"write it as {key}: {quoted}"
    )


PLAIN_VALUE = re.compile(r"\s*(?:- )?(?P<key>[^\s#'\"{\[][^:#]*):\s+(?P<value>[^\s'\"|>{\[&*!])")  # key: plain text
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]")


def load_yaml(path: Path, findings: Findings) -> Any:
    """Load one YAML file; anything that keeps it from loading is a ContentError with one finding.

    Before YAML sees the text: its size, its encoding (a byte-order mark is fine) and
    control characters are checked, each reported at its line. While parsing: nesting
    depth and how far anchors expand (a "billion laughs" file) are bounded.
    """
    text = read_text(path)
    lines = text.splitlines()
    if not text.strip() or all(line.lstrip().startswith("#") for line in lines if line.strip()):
        raise ContentError.single("file-empty", Location(path, 1), "the file is empty")
    try:
        _check_shape(text, path)
        return yaml.load(text, Loader=_make_loader(path, findings, lines))  # a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        if "nesting depth" in (exc.problem or "") and exc.problem_mark:  # libyaml's own bound, met before ours
            raise _too_deep(path, exc.problem_mark.line + 1) from None
        raise ContentError.single("yaml-syntax", *_syntax_error(exc, path, lines)) from None
    except yaml.YAMLError as exc:
        raise ContentError.single("yaml-syntax", Location(path, 1), f"YAML error: {exc}") from None


def _syntax_error(exc: yaml.MarkedYAMLError, path: Path, lines: list[str]) -> tuple[Location, str]:
    """Where a YAML syntax error belongs, and what to say.

    A line indented unlike its block is reported at that line (YAML's problem mark), naming
    where the block starts; an unclosed bracket or quote, or a key without its colon, where
    it begins (the context mark), since YAML notices only lines later. Six slips get their
    own words: a tab, an unquoted ``{{ … }}``, a quote inside a value quoted with the same, ``: ``
    inside a value without quotes (``meaning: A ship: sail it``), a backslash no escape begins (``\\d``) and
    brackets in a value in braces (``for: {r: data['new-roles']}``).
    """
    context, problem, at = exc.context or "", exc.problem or "invalid YAML", exc.problem_mark
    text = lines[at.line] if at and at.line < len(lines) else ""
    if at and text[at.column : at.column + 1] == "\t":
        return Location(
            path, at.line + 1, at.column + 1
        ), "YAML syntax error: a tab character; YAML indents with spaces only"
    if at and (unquoted := UNQUOTED.search(text)):
        return Location(path, at.line + 1, unquoted.end() - 1), unquoted_jinja(text)
    if at and problem.startswith("found unknown escape character"):
        at_backslash = text[at.column : at.column + 1] == "\\"  # libyaml marks the backslash, PyYAML its letter
        backslash = at.column if at_backslash else at.column - 1
        return Location(path, at.line + 1, backslash + 1), _unknown_escape(text[backslash + 1 : backslash + 2])
    parsing = context.startswith(("while parsing a block", "while parsing a flow"))  # {…} and […] too
    if parsing and at and text[: at.column].strip() and text[: at.column].rstrip()[-1:] in "\"'":
        return (
            Location(path, at.line + 1, at.column + 1),
            "YAML syntax error: text follows the closing quote of a quoted value; a quote inside a quoted "
            "value must be the other kind (\"{{ card.get('value') }}\")",
        )
    if context.startswith("while parsing a flow") and at and (bracketed := FLOW_BRACKETS.search(text)):
        value = bracketed.group("value")
        quoted = f'"{value}"' if '"' not in value else "'" + value.replace("'", "''") + "'"
        return (
            Location(path, at.line + 1, bracketed.start("value") + 1),
            f"YAML syntax error: in braces, {{…}}, YAML reads the brackets of {value} as a list of its own; put "
            f"the value in quotes: {bracketed.group('key')}: {quoted}",
        )
    if context.startswith("while parsing a block") and at and exc.context_mark:
        return (
            Location(path, at.line + 1, at.column + 1),
            f"YAML syntax error: this line is not indented like the rest of the block that starts on line "
            f"{exc.context_mark.line + 1}; line it up with the lines it belongs with",
        )
    if (
        at
        and not context
        and problem.startswith("mapping values are not allowed")
        and (above := _above(lines, at.line))
    ):
        return (
            Location(path, at.line + 1, len(text) - len(text.lstrip()) + 1),
            f"YAML syntax error: this line is indented deeper than line {above}, so YAML reads it as more of "
            f"that line's value; line it up with line {above}",
        )
    if at and not context and problem.startswith("mapping values are not allowed"):
        plain = PLAIN_VALUE.match(text)
        if plain and plain.end("value") <= at.column:
            value = text[plain.start("value") :].rstrip()
            quoted = f'"{value}"' if '"' not in value else "'" + value.replace("'", "''") + "'"
            return (
                Location(path, at.line + 1, at.column + 1),
                f"YAML syntax error: ': ' inside a value without quotes, which YAML reads as the start of another "
                f"key; put the whole value in quotes: {plain.group('key')}: {quoted}",
            )
    if at and problem.startswith("found undefined alias"):
        return Location(path, at.line + 1, at.column + 1), _undefined_alias(text[at.column :], lines[: at.line + 1])
    mark = at if "tab" in problem else exc.context_mark or at
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, None)
    if context:
        problem = f"{problem} {context}"
    return Location(path, line, column), f"YAML syntax error: {problem} (check indentation and quoting)"


# a value in a flow mapping that indexes with brackets, as Jinja does: {r: data['new-roles']}, {n: row[0]}
FLOW_BRACKETS = re.compile(r"(?P<key>[\w-]+):\s+(?P<value>[A-Za-z_][^\s,{}\[\]]*\[[^{}]*?\][^,{}]*?)\s*(?=[,}])")


def _undefined_alias(written: str, above: list[str]) -> str:
    """What to say of an alias (``*outcom``) that names no anchor written before it: the anchor it is a slip of,
    else those there are. An alias reads only an anchor above it in the same file."""
    alias = ALIAS.match(written)
    name = alias.group(1) if alias else written.split()[0] if written.split() else "*"
    anchors = list(dict.fromkeys(anchor for line in above for anchor in ANCHOR.findall(line)))
    hint = did_you_mean(name, anchors, "; did you mean *{}?")
    if not hint:
        named = ", ".join(f"&{anchor}" for anchor in anchors)
        hint = f"; the anchors above it are {named}" if anchors else "; no anchor (&name) is written above it"
    return (
        f"YAML syntax error: *{name} names no anchor{hint} (an alias *name repeats the value written after &name "
        "earlier in the same file)"
    )


# an alias and the anchors it may name: YAML's anchor names, any character but spaces, commas and brackets
ALIAS = re.compile(r"\*([^\s,\[\]{}]+)")
ANCHOR = re.compile(r"(?:^|[\s\[{,:-])&([^\s,\[\]{}]+)")


def _unknown_escape(letter: str) -> str:
    """What to write for a backslash a double-quoted value cannot read (``"findall('turn to (\\d+)')"``): YAML
    takes ``\\`` as the start of an escape (``\\n``, ``\\"``), and a regular expression's ``\\d`` is none."""
    pattern = " (in a regular expression, [0-9] is a digit and needs no backslash)" if letter in "dDwWsSbB" else ""
    return (
        f"YAML syntax error: '\\{letter}' in a value in double quotes is no escape YAML knows; write the backslash "
        f"twice, '\\\\{letter}', or put the value in single quotes{pattern}"
    )


def _above(lines: list[str], index: int) -> int | None:
    """The line number of the ``key: value`` line above line ``index`` (0-based) when that line is indented
    deeper than it: a key indented too far, which YAML reads as the rest of the value above."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for number in range(index - 1, -1, -1):
        line = lines[number]
        if line.strip() and not line.lstrip().startswith("#"):
            key = re.match(r"\s*(?:- )?[^\s#'\"{\[][^:#]*:\s+\S", line)
            return number + 1 if key and len(line) - len(line.lstrip(" -")) < indent else None
    return None


def read_text(path: Path, kind: str = "YAML", save_as: str = "save the file as UTF-8") -> str:
    """The text of a content file of ``kind`` (YAML, CSV); a ContentError when it is too large, is not
    UTF-8 (``save_as`` says what to do) or holds a control character, at the line where that is."""
    try:
        size = path.stat().st_size
        if size > FILE_BYTES:
            raise ContentError.single(
                "limit",
                Location(path, 1),
                f"the file is {size / 1e6:.1f} MB; pnp reads {kind} files up to {FILE_BYTES / 1e6:g} MB",
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise ContentError.single("file-missing", Location(path, 1), "file not found") from None
    except OSError as exc:
        raise ContentError.single("file-missing", Location(path, 1), f"cannot read the file ({exc.strerror})") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ContentError.single(
            "file-encoding",
            Location(path, line),
            f"byte 0x{data[exc.start]:02x} on line {line} is not UTF-8; {save_as}",
        ) from None
    bad = CONTROL.search(text)
    if bad:
        line = text[: bad.start()].count("\n") + 1
        raise ContentError.single(
            "file-encoding",
            Location(path, line),
            f"control character U+{ord(bad.group()):04X} on line {line}; remove it (it prints nothing)",
        )
    return composed(text)


def composed(text: str) -> str:
    """``text`` with each letter and its accents as one character (Unicode NFC): a sheet saved on a Mac or text
    pasted from a PDF writes ``ί`` as ι and an accent, which prints alike but names another card than the ``ί``
    the rules type, so every source is read composed."""
    return unicodedata.normalize("NFC", text)


def _too_deep(path: Path, line: int) -> ContentError:
    return ContentError.single(
        "limit", Location(path, line), f"lists and mappings nest deeper than {YAML_DEPTH} levels here"
    )


def _check_shape(text: str, path: Path) -> None:
    """Nesting depth and expanded size, from the parser's events, before anything is built."""
    depth, total = 0, 0
    sizes: dict[str, int] = {}  # anchor -> values it stands for
    open_nodes: list[tuple[str | None, int]] = []
    for event in yaml.parse(text, Loader=SAFE_LOADER):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > YAML_DEPTH:
                raise _too_deep(path, event.start_mark.line + 1)
            open_nodes.append((event.anchor, total))
            total += 1
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
            anchor, start = open_nodes.pop()
            if anchor:
                sizes[anchor] = total - start
        elif isinstance(event, yaml.ScalarEvent):
            total += 1
            if event.anchor:
                sizes[event.anchor] = 1
        elif isinstance(event, yaml.AliasEvent):
            total += sizes.get(event.anchor, 1)
        if total > YAML_VALUES:
            line = event.start_mark.line + 1
            raise ContentError.single(
                "limit",
                Location(path, line),
                f"this file stands for more than {YAML_VALUES:,} values once its anchors (&) and aliases (*) expand",
            )


Keys = tuple[str | int, ...]


def written_at(
    value: Any, held: Any, path: Keys = (), prefer: str = "", within: Collection[str] = (), inside: bool = False
) -> tuple[Keys, Location] | None:
    """The keys leading to the first field of ``held`` (mappings and lists, searched however deep) whose whole
    value is ``value``, and its line: where a bad value read from the content or a template's vars is to be
    corrected. Only fields of located nodes (read from YAML) count: they have a line. Of a mapping's fields
    holding it, one whose key has ``prefer`` in it comes first (``icon: forest`` beside ``id: forest``). Where
    several hold it, the first reached through a key of ``within`` comes first: the piece's own values, so
    that white ink on a German counter is ``nations.de.ink``, not ``nations.us.ink`` written first. With
    ``inside``, a string field holding ``value`` as a part of it counts too."""
    found = _fields_holding(value, held, path, prefer, inside)
    first = next(found, None)
    if first is None or not within or any(key in within for key in first[0]):
        return first
    return next((other for other in found if any(key in within for key in other[0])), first)


def _fields_holding(
    value: Any, held: Any, path: Keys, prefer: str, inside: bool = False
) -> Iterator[tuple[Keys, Location]]:
    """Every field of ``held`` written as ``value`` (see written_at), in order."""
    if len(path) > 16:
        return
    pairs = list(held.items() if isinstance(held, dict) else enumerate(held) if isinstance(held, list) else ())
    if prefer:
        pairs.sort(key=lambda pair: prefer not in str(pair[0]))  # stable: otherwise as written
    located = isinstance(held, (LocatedDict, LocatedList)) and held.loc is not None
    for key, inner in pairs:
        if located and (_same(inner, value) or (inside and isinstance(inner, str) and str(value) in inner)):
            yield (*path, key), held.line_of(key)
        elif isinstance(inner, (dict, list)):
            yield from _fields_holding(value, inner, (*path, key), prefer, inside)


HEX_COLOUR = re.compile(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


def _same(written: Any, value: Any) -> bool:
    """Whether a field ``written`` so holds ``value``: a colour as pnp prints it (``#d55e00``, ``#ffffff``) is
    written in any case and in short (``#D55E00``, the Okabe–Ito palette as published; ``#fff``)."""
    if written == value:
        return True
    if not (isinstance(written, str) and isinstance(value, str)):
        return False
    both = HEX_COLOUR.fullmatch(written), HEX_COLOUR.fullmatch(value)
    return all(both) and _six_digits(written) == _six_digits(value)


def _six_digits(colour: str) -> str:
    """``#fff`` and ``#FFFFFF`` alike as ``ffffff``."""
    digits = colour[1:].lower()
    return "".join(d * 2 for d in digits) if len(digits) == 3 else digits


def written_as(value: Any, held: Any, prefer: str = "") -> tuple[str, Location] | None:
    """(key, line) of the first field of ``held`` written as ``value`` (see written_at); a list's item is
    named by the key that holds the list."""
    found = written_at(value, held, prefer=prefer)
    if found is None:
        return None
    keys, line = found
    named = [key for key in keys if isinstance(key, str)]
    return (named[-1] if named else str(keys[-1])), line


def key_written_as(value: Any, held: Any, field: str | None = None, depth: int = 0) -> tuple[str, Location] | None:
    """(field, place) of the first mapping key of ``held`` written as ``value`` in a mapping a field holds (a
    setup's ``roles: {docter: 1}``, its roles named by their ids), named by that field: an id written as a key
    is corrected there, as one written as a value is (written_as). A row's or an entry's own keys are its
    fields, never ids: only mappings a field holds count."""
    if depth > 16:
        return None
    if isinstance(held, LocatedDict) and held.loc is not None and field is not None and value in held:
        return field, held.place_of_key(str(value))
    inner = held.items() if isinstance(held, dict) else ((None, one) for one in held) if isinstance(held, list) else ()
    for key, one in inner:
        found = key_written_as(value, one, key if isinstance(key, str) else None, depth + 1)
        if found is not None:
            return found
    return None


def strings_in(value: Any) -> Iterator[str]:
    """Every string inside ``value`` (a loaded YAML tree: mappings and lists), however deep."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from strings_in(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from strings_in(inner)

"""A corpus of bad and hostile inputs: each one thing wrong, each a clear finding at its line.

Every case mutates a scratch copy of a workspace, runs ``pnp validate`` and ``pnp build``,
and requires from both: exit code 1 (or 0 for inputs that must simply work), no traceback,
a finding with the expected rule at the expected file and line, the same findings from both
commands, and nothing written by the failing build. Cases are named for what they prove.
"""

from __future__ import annotations

import shutil
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import edit, line_of, make_workspace, run_pnp, shapes_workspace

CARDS = "content/labyrinth-deck/cards.yaml"
ACTIONS = "content/labyrinth-deck/actions.yaml"
GAME = "content/labyrinth-deck/game.yaml"
RULES = "content/labyrinth-deck/rules.yaml"
CARD = "templates/labyrinth-deck/card.yaml"
FRAME = "templates/labyrinth-deck/frame.yaml"
ICON = "content/labyrinth-deck/icons/d20.svg"
SHAPES = "content/shapes/game.yaml"
SECRET = "A-SECRET-THE-CONTENT-MUST-NEVER-SEE"


@dataclass
class Case:
    name: str
    mutate: Callable[[Path], None]
    rule: str | None  # None: the input must build cleanly
    file: str | None = None  # the file the finding names
    needle: str | None = None  # text on the finding's line (None: line 1)
    game: str = "labyrinth-deck"
    only: bool = False  # the one finding there is: nothing follows from it
    says: str = ""  # words the finding says (what to do)


def replace(file: str, old: str, new: str) -> Callable[[Path], None]:
    return lambda ws: edit(ws / file, old, new)


def write(file: str, content: str | bytes) -> Callable[[Path], None]:
    def mutate(ws: Path) -> None:
        path = ws / file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())

    return mutate


def bytes_replace(file: str, old: bytes, new: bytes) -> Callable[[Path], None]:
    def mutate(ws: Path) -> None:
        path = ws / file
        data = path.read_bytes()
        assert old in data
        path.write_bytes(data.replace(old, new, 1))

    return mutate


def both(*mutations: Callable[[Path], None]) -> Callable[[Path], None]:
    def mutate(ws: Path) -> None:
        for mutation in mutations:
            mutation(ws)

    return mutate


def secret_outside(ws: Path) -> Path:
    """A file outside the workspace that no content may read."""
    secret = ws.parent / "private.yaml"
    secret.write_text(f"cards:\n  - {{id: x, title: {SECRET}, kind: room, text: {SECRET}}}\n", encoding="utf-8")
    return secret


def link_source(ws: Path) -> None:
    secret = secret_outside(ws)
    (ws / "content/labyrinth-deck/linked.yaml").symlink_to(secret)
    edit(ws / GAME, "    source: actions.yaml", "    source: linked.yaml")


def own_fonts(ws: Path) -> None:
    """A real copy of the fonts (the scratch workspace links to the repository's)."""
    target = (ws / "fonts").resolve()
    (ws / "fonts").unlink()
    shutil.copytree(target, ws / "fonts")


def huge_png_header(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels (the pixels are never read)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b"")


def picture(ws: Path, src: str) -> None:
    edit(
        ws / CARD,
        "  supply_tag:\n",
        f"  picture:\n    type: image\n    src: {src}\n    w: 10\n    h: 10\n  supply_tag:\n",
    )


def icon_element(name: str) -> Callable[[Path], None]:
    return replace(
        CARD, "  supply_tag:\n", f"  badge:\n    type: icon\n    name: {name}\n    w: 5\n    h: 5\n  supply_tag:\n"
    )


SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">{}</svg>'
)
BOMB = (
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'
    + SVG.format("<text>&b;</text>")
)
XXE = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + SVG.format("<text>&x;</text>")
LAUGHS = "\nbomb:\n  a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol,lol]\n" + "".join(
    f"  {chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 10) + "]\n" for i in range(9)
)
WIDE_TABLE = (
    "| "
    + " | ".join(f"c{i}" for i in range(200))
    + " |\n|"
    + "---|" * 200
    + "\n| "
    + " | ".join("x" * 3 for _ in range(200))
    + " |\n"
)

CASES = [
    # YAML and files
    Case(
        "yaml-unclosed-bracket",
        replace(CARDS, "    kind: dead-end\n", "    kind: [dead-end\n"),
        "yaml-syntax",
        CARDS,
        "kind: [dead-end",
        only=True,
    ),
    Case(
        "yaml-tab-indentation",
        replace(CARDS, "    kind: room\n", "\tkind: room\n"),
        "yaml-syntax",
        CARDS,
        "\tkind: room",
    ),
    Case(
        "yaml-duplicate-key",
        replace(CARDS, "    kind: room\n", "    kind: room\n    kind: room\n"),
        "yaml-duplicate-key",
        CARDS,
        "kind: room@2",
    ),
    Case("wrong-type", replace(CARDS, "    count: 5\n", "    count: five\n"), "schema", CARDS, "count: five"),
    Case("unknown-key", replace(CARDS, "    title: Room\n", "    titel: Room\n"), "unknown-key", CARDS, "titel: Room"),
    Case("empty-file", write(CARDS, "# nothing yet\n"), "file-empty", CARDS),
    Case("source-is-a-list", write(CARDS, "- id: a\n  title: A\n"), "schema", CARDS),
    Case("manifest-is-a-list", write(GAME, "- title: x\n"), "schema", GAME),
    Case(
        "invalid-utf8-at-its-line",
        bytes_replace(CARDS, b"Dead End", b"Dead\xffEnd"),
        "file-encoding",
        CARDS,
        "title: Dead",
    ),
    Case(
        "nul-byte-at-its-line", bytes_replace(CARDS, b"Dead End", b"Dead\x00End"), "file-encoding", CARDS, "title: Dead"
    ),
    Case(
        "escape-character-at-its-line",
        bytes_replace(CARDS, b"Dead End", b"Dead\x1b[31mEnd"),
        "file-encoding",
        CARDS,
        "title: Dead",
    ),
    Case(
        "byte-order-mark-is-fine",
        lambda ws: (ws / CARDS).write_bytes(b"\xef\xbb\xbf" + (ws / CARDS).read_bytes()),
        None,
    ),
    Case("file-of-fifty-megabytes", write(CARDS, "# " + "x" * 50_000_000 + "\n"), "limit", CARDS),
    Case(
        "yaml-nested-ten-thousand-deep",
        lambda ws: (ws / CARDS).write_text((ws / CARDS).read_text() + "\nextra: " + "[" * 10_000 + "]" * 10_000 + "\n"),
        "limit",
        CARDS,
        "extra: [[[",
        only=True,
    ),
    Case(
        "billion-laughs",
        lambda ws: (ws / CARDS).write_text((ws / CARDS).read_text() + LAUGHS),
        "limit",
        CARDS,
        "  g: &g",
        only=True,
    ),
    # text and references
    Case("unknown-icon", replace(CARDS, ":d20:", ":d21:"), "icon-unknown", CARDS, ":d21:"),
    Case(
        "unknown-reference",
        replace(ACTIONS, "[[Dead End]]", "[[Dead Ends]]"),
        "reference-unknown",
        ACTIONS,
        "[[Dead Ends]]",
    ),
    Case(
        "markup-characters-print-literally",
        replace(
            ACTIONS,
            "    text: Reveal the top card of the deck as well as a card in the river. Choose one of them.\n",
            "    text: 'Choose: <b>x</b> & </para> *a <i> &amp;'\n",
        ),
        None,
    ),
    Case(
        "unclosed-bold-is-said-to-print-as-written",
        replace(
            ACTIONS,
            "    text: Reveal the top card of the deck as well as a card in the river. Choose one of them.\n",
            "    text: 'Choose: **one of them'\n",
        ),
        "text-markup",
        ACTIONS,
        "**one of them",
        only=True,
    ),
    Case(
        "emoji", replace(ACTIONS, "Choose one of them.\n", "Choose one of them. 🐉\n"), "glyph-missing", ACTIONS, "🐉"
    ),
    Case(
        "chinese",
        replace(ACTIONS, "Choose one of them.\n", "Choose one of them. 迷宫\n"),
        "glyph-missing",
        ACTIONS,
        "迷宫",
    ),
    # game.yaml's own words print as written in title blocks and footers: a character the font lacks
    # there is a finding too (it printed nothing, or a box)
    Case(
        "a-credit-the-font-cannot-draw",
        replace(GAME, "(r/DnDBehindTheScreen)", "(r/DnDBehindTheScreen) 迷"),
        "glyph-missing",
        GAME,
        "迷",
        only=True,
    ),
    Case(
        "a-notice-the-font-cannot-draw",
        replace(GAME, 'notice: "Fan-made', 'notice: "✓ Fan-made'),
        "glyph-missing",
        GAME,
        "notice:",
        only=True,
    ),
    Case(
        "a-subtitle-the-font-cannot-draw",
        replace(GAME, "subtitle: A labyrinth", "subtitle: 迷 a labyrinth"),
        "glyph-missing",
        GAME,
        "subtitle:",
        only=True,
    ),
    Case(
        "a-component-title-the-font-cannot-draw",
        replace(GAME, "    title: Actions\n", "    title: Actions ✓\n"),
        "glyph-missing",
        GAME,
        "title: Actions",
    ),
    Case(
        "right-to-left",
        replace(ACTIONS, "Choose one of them.\n", "Choose one of them. מבוך\n"),
        "glyph-missing",
        ACTIONS,
        "מבוך",
    ),
    Case(
        "direction-override-is-escaped",
        replace(ACTIONS, "Choose one of them.\n", "Choose one of them. \u202eevil\n"),
        "glyph-missing",
        ACTIONS,
        "evil",
    ),
    Case(
        "five-megabyte-text",
        replace(CARDS, "    kind: room\n", "    kind: room\n    flavor: '" + "x" * 5_000_000 + "'\n"),
        "limit",
        CARDS,
        "flavor: 'xxx",
        only=True,
    ),
    Case(
        "three-thousand-icons-on-a-line",
        both(
            replace(ACTIONS, "    text: Reveal the top card", '    text: "Reveal the top card'),
            replace(ACTIONS, "Choose one of them.\n", "Choose one of them. " + ":d20:" * 3000 + '"\n'),
        ),
        "text-overflow",
        ACTIONS,
        ":d20::d20:",
    ),
    Case(
        "table-of-two-hundred-columns",
        replace(
            RULES,
            "  - id: river\n    title: The river\n    text: |\n",
            "  - id: river\n    title: The river\n    text: |\n      " + WIDE_TABLE.replace("\n", "\n      ") + "\n",
        ),
        "rulebook-overflow",
        RULES,
        "| c0 | c1",
    ),
    Case(
        "one-bad-field-one-finding",
        replace(CARDS, "    kind: room\n", "    kind: room\n    notes: [not, a, string]\n"),
        "schema",
        CARDS,
        "notes: [not",
        only=True,
    ),
    # fonts
    Case(
        "missing-font-file",
        both(
            own_fonts, replace("fonts/fonts.yaml", "regular: lato/Lato-Regular.ttf", "regular: lato/Lato-Missing.ttf")
        ),
        "font-invalid",
        "fonts/fonts.yaml",
        "Lato-Missing.ttf",
    ),
    Case(
        "truncated-font-file",
        both(
            own_fonts,
            lambda ws: (ws / "fonts/lato/Lato-Bold.ttf").write_bytes(
                (ws / "fonts/lato/Lato-Bold.ttf").read_bytes()[:2000]
            ),
        ),
        "font-invalid",
        "fonts/fonts.yaml",
        "bold: lato/Lato-Bold.ttf",
    ),
    Case(
        "font-path-outside",
        both(
            own_fonts, replace("fonts/fonts.yaml", "regular: lato/Lato-Regular.ttf", "regular: ../../../etc/hostname")
        ),
        "path-outside",
        "fonts/fonts.yaml",
        "../../../etc/hostname",
    ),
    # icons and images
    Case("svg-malformed", write(ICON, "<svg <<<"), "icon-invalid", ICON),
    Case("svg-empty", write(ICON, ""), "icon-invalid", ICON),
    Case("svg-entity-bomb", write(ICON, BOMB), "icon-invalid", ICON),
    Case("svg-external-entity", write(ICON, XXE), "icon-invalid", ICON),
    Case(
        "svg-external-image",
        write(ICON, SVG.format('<image xlink:href="/etc/hostname.png" width="10" height="10"/>')),
        "icon-invalid",
        ICON,
    ),
    Case(
        "svg-use-outside", write(ICON, SVG.format('<use xlink:href="../../../../other.svg#p"/>')), "icon-invalid", ICON
    ),
    Case(
        "image-not-an-image",
        both(write("content/labyrinth-deck/art/map.png", b"not a png"), lambda ws: picture(ws, "map.png")),
        "image-invalid",
        CARD,
        "src: map.png",
    ),
    Case(
        "image-thirty-thousand-pixels-square",
        both(
            write("content/labyrinth-deck/art/map.png", huge_png_header(30000, 30000)),
            lambda ws: picture(ws, "map.png"),
        ),
        "limit",
        CARD,
        "src: map.png",
    ),
    # templates and expressions
    Case(
        "jinja-syntax-error",
        replace(CARD, '    text: "Supply"', '    text: "{{ card.title "'),
        "expression",
        CARD,
        '{{ card.title "',
    ),
    Case(
        "undefined-field",
        replace(CARD, "vars.kinds[card.kind].icon", "vars.kinds[card.kind].icn"),
        "expression",
        CARD,
        "vars.kinds[card.kind].icn",
    ),
    Case(
        "range-of-a-billion",
        replace(CARD, '    text: "Supply"', '    text: "{% for i in range(10**9) %}x{% endfor %}"'),
        "expression",
        CARD,
        "range(10**9)",
    ),
    Case(
        "nested-ranges",
        replace(
            CARD,
            '    text: "Supply"',
            '    text: "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"',
        ),
        "expression",
        CARD,
        "{% for j in range(100000)",
    ),
    Case(
        "string-times-a-billion",
        replace(CARD, '    text: "Supply"', "    text: \"{{ 'x' * 10**9 }}\""),
        "expression",
        CARD,
        "'x' * 10**9",
    ),
    Case(
        "list-times-a-billion",
        replace(CARD, '    text: "Supply"', '    text: "{{ [1] * 10**9 }}"'),
        "expression",
        CARD,
        "[1] * 10**9",
    ),
    Case(
        "power-tower",
        replace(CARD, '    text: "Supply"', '    text: "{{ 9 ** 99999 }}"'),
        "expression",
        CARD,
        "9 ** 99999",
    ),
    Case("not-a-number", replace(CARD, "    y: 80.7  #", "    y: .nan  #"), "value-invalid", CARD, "y: .nan"),
    Case(
        "escape-by-class-mro",
        replace(CARD, '    text: "Supply"', "    text: \"{{ ''.__class__.__mro__ }}\""),
        "expression",
        CARD,
        "__mro__",
    ),
    Case(
        "escape-by-cycler-globals",
        replace(CARD, '    text: "Supply"', '    text: "{{ cycler.__init__.__globals__ }}"'),
        "expression",
        CARD,
        "cycler.__init__",
    ),
    Case(
        "escape-by-lipsum-globals",
        replace(CARD, '    text: "Supply"', '    text: "{{ lipsum.__globals__ }}"'),
        "expression",
        CARD,
        "lipsum.__globals__",
    ),
    Case(
        "escape-by-self",
        replace(CARD, '    text: "Supply"', '    text: "{{ self }}"'),
        "expression",
        CARD,
        "{{ self }}",
    ),
    Case(
        "escape-by-underscore-attribute",
        replace(CARD, '    text: "Supply"', '    text: "{{ card._private }}"'),
        "expression",
        CARD,
        "card._private",
    ),
    # counts and sizes
    Case(
        "count-of-a-hundred-million",
        replace(CARDS, "    count: 5\n", "    count: 100000000\n"),
        "limit",
        CARDS,
        "count: 100000000",
        only=True,
    ),
    Case(
        "copies-of-a-hundred-million",
        replace(GAME, "copies: {right-path: 6,", "copies: {right-path: 100000000,"),
        "limit",
        GAME,
        "copies: {right-path: 100000000",
        only=True,
    ),
    Case(
        "generated-sets-of-nine-million",
        write(
            ACTIONS,
            "sets:\n  a: "
            + str(list(range(3000)))
            + "\n  b: "
            + str(list(range(3000)))
            + "\ngenerate:\n  - for: {x: a, y: b}\n"
            + "    card: {id: 'a-{{ x }}-{{ y }}', title: 'A', stat: STR, icon: str, text: t}\n",
        ),
        "limit",
        ACTIONS,
        "  - for: {x: a",
    ),
    Case("size-infinite", replace(FRAME, "size: poker\n", "size: .inf\n"), "size-invalid", FRAME, "size: .inf"),
    Case("size-zero", replace(FRAME, "size: poker\n", "size: [0, 0]\n"), "size-invalid", FRAME, "size: [0, 0]"),
    Case("size-negative", replace(FRAME, "size: poker\n", "size: [-5, -5]\n"), "size-invalid", FRAME, "size: [-5, -5]"),
    Case(
        "size-absurd",
        replace(FRAME, "size: poker\n", "size: [100000, 100000]\n"),
        "size-invalid",
        FRAME,
        "size: [100000",
    ),
    # paths out of the workspace
    Case(
        "source-absolute-path",
        replace(GAME, "    source: actions.yaml", "    source: /etc/passwd"),
        "path-outside",
        GAME,
        "source: /etc/passwd",
    ),
    Case(
        "source-dot-dot",
        replace(GAME, "    source: actions.yaml", "    source: ../../../private.yaml"),
        "path-outside",
        GAME,
        "source: ../../../private.yaml",
        only=True,
    ),
    Case("source-symlink-out", link_source, "path-outside", GAME, "source: linked.yaml"),
    Case("image-absolute-path", lambda ws: picture(ws, "/etc/hostname"), "path-outside", CARD, "src: /etc/hostname"),
    Case(
        "template-dot-dot",
        replace(GAME, "face: labyrinth-deck/action\n", "face: ../../x\n"),
        "path-outside",
        GAME,
        "face: ../../x",
    ),
    Case(
        "style-dot-dot",
        replace(GAME, "    style: labyrinth-deck/rules\n", "    style: ../../../x\n"),
        "path-outside",
        GAME,
        "style: ../../../x",
    ),
    Case("icon-name-with-a-folder", icon_element("../../../../etc/x"), "icon-unknown", CARD, "name: ../../../../etc/x"),
    Case(
        "data-source-outside",
        replace(GAME, "    source: labyrinths.yaml", "    source: /etc/passwd"),
        "path-outside",
        GAME,
        "source: /etc/passwd",
    ),
    Case(
        "text-size-infinite",
        replace(CARD, "    size: 8.5\n", "    size: .inf\n"),
        "value-invalid",
        CARD,
        "size: .inf",
    ),
    Case(
        "maze-of-three-thousand-cells",
        replace("templates/labyrinth-deck/back.yaml", "    cols: 12\n", "    cols: 3000\n"),
        "value-invalid",
        "templates/labyrinth-deck/back.yaml",
        "cols: 3000",
    ),
    Case(
        "billion-laughs-in-a-cards-notes",
        replace(
            CARDS,
            "    kind: room\n",
            "    kind: room\n    notes: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
            + "".join(
                f"    n{i}: &a{i} [" + ", ".join([f"*a{i - 1}" if i > 1 else "*a"] * 10) + "]\n" for i in range(1, 8)
            ),
        ),
        "limit",
        CARDS,
        "n6: &a6",
        only=True,
    ),
    # slips in game.yaml: one finding at the line, and nothing read from a value it refuses (no traceback)
    Case(
        "players-written-as-a-range",
        replace(GAME, "players: {min: 1, max: 5}", "players: 1-5"),
        "schema",
        GAME,
        "players: 1-5",
        only=True,
    ),
    Case(
        "credits-written-as-a-mapping",
        replace(GAME, '  - {role: Design, name: "/u/_Amazing_Wizard (r/DnDBehindTheScreen)"}', "  Design: A Wizard"),
        "schema",
        GAME,
        "Design: A Wizard",
        only=True,
        says="is not a list",
    ),
    Case(
        "subtitle-read-as-a-date",
        replace(GAME, "subtitle: A labyrinth mini-game for tabletop RPGs", "subtitle: 2024-05-01"),
        "schema",
        GAME,
        "subtitle: 2024-05-01",
        only=True,
        says='subtitle: 2024-05-01 is not text; YAML reads 2024-05-01 as a date: quote it, "2024-05-01"',
    ),
    Case(
        "duplex-yes-said-once",
        replace(
            GAME,
            "    back: labyrinth-deck/back\n    fields: &",
            "    back: labyrinth-deck/back\n    duplex: yes\n    fields: &",
        ),
        "schema",
        GAME,
        "duplex: yes",
        only=True,
        says="true is not one of: long-edge, short-edge, none; YAML reads a bare yes, no, on or off as true or false",
    ),
    Case(
        "check-expect-misspelt",
        replace(GAME, '    expect: "item.deck | sum', '    exepct: "item.deck | sum'),
        "unknown-key",
        GAME,
        "exepct:",
        only=True,
        says="did you mean 'expect'?",
    ),
    Case(
        "check-each-without-expect",
        replace(GAME, "    expect: \"item.deck | sum(attribute='count') == item.deck_size\"\n", ""),
        "schema",
        GAME,
        'each: "data.labyrinths"',
        only=True,
        says="check 'composition-adds-up': each: needs expect: beside it",
    ),
    Case(
        "check-equals-written-as-text",
        replace(GAME, 'equals: 5\n    message: "the labyrinth deck holds 5 Right', 'equals: "5"\n    message: "the'),
        "schema",
        GAME,
        'equals: "5"',
        only=True,
    ),
    Case(
        "check-id-reused",
        replace(GAME, "  - id: action-count", "  - id: right-path-count"),
        "duplicate-id",
        GAME,
        "id: right-path-count@2",
        only=True,
    ),
    # slips in templates: one finding at the line, saying what to write
    Case(
        "opacity-written-as-a-percentage",
        replace(CARD, "    type: ellipse\n", "    type: ellipse\n    opacity: 50\n"),
        "value-invalid",
        CARD,
        "opacity: 50",
        only=True,
        says="'opacity' must be from 0 (invisible) to 1 (opaque), got 50; write 0.5 for 50 %",
    ),
    Case(
        "bold-quoted",
        replace(FRAME, "    bold: true\n", '    bold: "yes"\n'),
        "value-invalid",
        FRAME,
        'bold: "yes"',
        says="'bold' must be true or false, got 'yes'",
    ),
    Case(
        "when-without-braces",
        replace(CARD, "when: \"{{ component.id == 'supply' }}\"", "when: \"component.id == 'supply'\""),
        "value-invalid",
        CARD,
        "when:",
        only=True,
        says="is text, not a test, so every piece would draw it; write the test in {{ }}: "
        "when: \"{{ component.id == 'supply' }}\"",
    ),
    Case(
        "element-misnamed-in-a-child",
        replace("templates/labyrinth-deck/action.yaml", "  header:\n    fill", "  headr:\n    fill"),
        "unknown-kind",
        "templates/labyrinth-deck/action.yaml",
        'fill: "#23395d"',  # the element's first line
        only=True,
        says="element 'headr' has no type:; did you mean 'header'?",
    ),
    Case(
        "extends-cycle-said-once",
        replace(FRAME, "size: poker\n", "extends: labyrinth-deck/card\nsize: poker\n"),
        "template-cycle",
        CARD,
        "extends:",
        only=True,
        says="labyrinth-deck/frame -> labyrinth-deck/card -> labyrinth-deck/frame",
    ),
    Case(
        "extends-itself",
        replace(FRAME, "size: poker\n", "extends: labyrinth-deck/frame\nsize: poker\n"),
        "template-cycle",
        FRAME,
        "extends:",
        only=True,
        says="name its parent",
    ),
    Case(
        "fonts-yaml-key-misspelt",  # the family had no bold: bold text printed regular, and nothing said so
        both(own_fonts, replace("fonts/fonts.yaml", "    bold: lato/Lato-Bold.ttf", "    bolt: lato/Lato-Bold.ttf")),
        "unknown-key",
        "fonts/fonts.yaml",
        "bolt:",
        only=True,
        says="font family 'Lato': unknown key 'bolt'; did you mean 'bold'?",
    ),
    Case(
        "icon-element-without-name",
        replace("templates/labyrinth-deck/back.yaml", "    name: right-path\n", ""),
        "value-invalid",
        "templates/labyrinth-deck/back.yaml",
        "type: icon",
        only=True,
        says="element 'emblem' (icon) needs name: (the icon's file name without .svg); it draws nothing",
    ),
    Case(
        "colour-unquoted-is-a-yaml-comment",  # fill: #1d3a2d is fill: (nothing): a white back, said as low contrast
        replace("templates/labyrinth-deck/back.yaml", '    fill: "#1d3a2d"\n', "    fill: #1d3a2d\n"),
        "yaml-syntax",
        "templates/labyrinth-deck/back.yaml",
        "fill: #1d3a2d",
        only=True,
        says='fill: #1d3a2d is a comment to YAML (# starts one), so fill is empty: quote the colour, fill: "#1d3a2d"',
    ),
    Case(
        "case-misspelt",
        replace(FRAME, "    case: upper\n", "    case: uppercase\n"),
        "value-invalid",
        FRAME,
        "case: uppercase",
        says="'case' must be upper (or left out), got 'uppercase'",
    ),
    # new piece kinds with broken geometry (the test workspace)
    Case(
        "hexagon-with-two-lengths",
        replace("templates/shapes/hex.yaml", "size: 30", "size: [30, 20]"),
        "size-invalid",
        "templates/shapes/hex.yaml",
        "size: [30, 20]",
        "shapes",
    ),
    Case(
        "circle-not-round",
        replace("templates/shapes/disc.yaml", "size: 25", "size: [25, 20]"),
        "size-invalid",
        "templates/shapes/disc.yaml",
        "size: [25, 20]",
        "shapes",
    ),
    Case(
        "polygon-of-two-points",
        replace("templates/shapes/tent.yaml", "shape: rectangle", "shape: {type: polygon, points: [[0, 0], [40, 25]]}"),
        "shape-invalid",
        "templates/shapes/tent.yaml",
        "shape: {type: polygon",
        "shapes",
    ),
    Case(
        "polygon-inside-a-margin-of-its-box",  # its mirror (w - x) would start at 0: a back off its face
        replace(
            "templates/shapes/arrow.yaml",
            "[[0, 0], [22, 0], [40, 15], [22, 30], [0, 30], [8, 15]]",
            "[[3, 0], [25, 0], [43, 15], [25, 30], [3, 30], [11, 15]]",
        ),
        "shape-invalid",
        "templates/shapes/arrow.yaml",
        "shape: {type: polygon",
        "shapes",
    ),
    Case(
        "corner-radius-too-large",
        replace("templates/shapes/card.yaml", "radius: 3", "radius: 40"),
        "shape-invalid",
        "templates/shapes/card.yaml",
        "radius: 40",
        "shapes",
    ),
    Case(
        "tent-without-its-partner",
        replace(SHAPES, "    back: shapes/tent-inside\n", ""),
        "imposition-sides",
        SHAPES,
        "face: shapes/tent",
        "shapes",
    ),
    Case(
        "glue-overlap-out-of-range",
        replace(
            SHAPES,
            "    face: shapes/board\n",
            "    face: shapes/board\n    imposition: [{strategy: tile, overlap: 20}, poster]\n",
        ),
        "schema",
        SHAPES,
        "overlap: 20",
        "shapes",
    ),
    Case(
        "board-larger-than-any-paper-in-a-grid",
        replace(SHAPES, "    face: shapes/board\n", "    face: shapes/board\n    imposition: grid\n"),
        "piece-too-large",
        "templates/shapes/board.yaml",
        "size: [360, 600]",
        "shapes",
    ),
    Case(
        "board-beyond-five-metres",
        replace("templates/shapes/board.yaml", "size: [360, 600]", "size: [6000, 600]"),
        "size-invalid",
        "templates/shapes/board.yaml",
        "size: [6000, 600]",
        "shapes",
    ),
]


def _workspace(tmp_path: Path, case: Case) -> Path:
    return shapes_workspace(tmp_path) if case.game == "shapes" else make_workspace(tmp_path, case.game)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_corpus(tmp_path, case):
    root = _workspace(tmp_path, case)
    case.mutate(root)
    validated = run_pnp(root, "validate", case.game)
    built = run_pnp(root, "build", case.game)
    for result in (validated, built):
        assert result.exception is None, repr(result.exception)
        assert "Traceback" not in result.output
        assert SECRET not in result.output and "root:x:0:0" not in result.output
        assert "\u202e" not in result.output and "\x1b" not in result.output  # escaped for the terminal
    if case.rule is None:
        assert validated.exit_code == 0 and built.exit_code == 0, validated.output + built.output
        return
    assert validated.exit_code == 1 and built.exit_code == 1, validated.output + built.output
    findings = [line for line in validated.output.splitlines() if line.endswith(f"[{case.rule}]")]
    assert findings, validated.output
    line = line_of(root / case.file, case.needle) if case.needle else 1
    assert any(f.startswith(f"{case.file}:{line}: error: ") and case.says in f for f in findings), findings
    assert sorted(findings) == sorted(line for line in built.output.splitlines() if line.endswith(f"[{case.rule}]"))
    if case.only:
        assert validated.output.count(": error: ") == 1, validated.output
    assert not (root / "output").exists() or not list((root / "output").rglob("*.pdf"))


def test_the_corpus_is_large():
    assert len(CASES) >= 40

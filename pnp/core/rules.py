"""The catalogue of finding rules: a stable id for every kind of mistake pnp reports.

Ids are part of the contract (``pnp validate --format json`` carries them, editors and
CI scripts match on them), so an id never changes meaning; new ones are added here.
A game's declared checks report as ``check:<id of the check>``.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    # Files and YAML
    "yaml-syntax": "a YAML file cannot be parsed",
    "yaml-duplicate-key": "a mapping names the same key twice (YAML would keep only the last)",
    "file-missing": "a file named by the content does not exist",
    "file-empty": "a file holds nothing but comments or whitespace",
    "file-unused": "a YAML or CSV file in a game's folder that game.yaml names nowhere (a source never declared)",
    "file-encoding": "a file is not UTF-8 text, or holds control characters",
    "csv-syntax": "a CSV source that is no table: a quote left open, text after a closing quote, a row with more or "
    "fewer cells than the header row, a column named twice or not at all, a title row above the header, a cell "
    "showing a formula's error (#REF!) or holding a formula as text (=A1), a number kept as text by an apostrophe "
    "('4) or written with a decimal comma in a file that commas separate (2,5)",
    "csv-apostrophe": "a CSV cell of text that starts with the apostrophe a spreadsheet types to keep a cell as text "
    "('0042, '=A1), kept in the file: it prints",
    "path-outside": "a path that leads out of the workspace (content may not read the designer's other files)",
    "limit": "a bound pnp keeps content within: file size, nesting, anchors, counts, pages, text, pixels, work",
    # Schema
    "unknown-key": "a key that this kind of file or element does not have (typos surface here)",
    "schema": "a value of the wrong type, a missing required key, or a value outside its allowed set",
    "duplicate-id": "two entries share an id",
    "unknown-kind": "a component kind, element type, generator or imposition that does not exist",
    # Templates and pieces
    "template-missing": "a template named by a component or an extends: does not exist",
    "template-cycle": "templates extend each other in a circle",
    "size-invalid": "a piece size that is not a known name or two positive, finite millimetre values",
    "shape-invalid": "a piece shape that cannot be built from its description",
    "expression": "a {{ expression }} fails: an undefined name, a typo, a type mismatch",
    "value-invalid": "an element value of the wrong kind after evaluation (a colour, a number)",
    "ink-saver-inherited": "a child template without an ink_saver: of its own sets a value that its parent's "
    "ink-saving look replaces (--ink-saver prints the parent's)",
    # Assets
    "icon-color-ignored": "an icon or icons element gives color: to an icon of several colours, which keeps its own",
    "icon-unknown": "an icon name with no SVG file in the game's or the shared icon folder",
    "number-typed": "rule text types a count the content supplies (a deck size, copies of an entry)",
    "number-disagrees": "rule text gives a count of a component or entry that differs from what the content prints",
    "type-too-small": "text on a piece set below 7 pt (DESIGN.md's floor), after shrinking to fit",
    "type-sizes": "more than three type sizes on one face",
    "icon-cap-height": "inline icons scaled away from the text's cap height (icon_scale other than 1)",
    "ink-near-black": "small text in a near-black colour instead of pure black",
    "thin-near-trim": "a thin line (under 0.5 mm) within 3 mm inside the trim, where a cutting or duplex shift shows",
    "write-in-small": "a grid written in (on a sheet to write on, or write_in: true) whose cells are under 6 mm "
    "a side (more in a children's game: smallest_type:), or a hex map on a sheet whose hexes are under 6 mm across",
    "line-too-light": "a grid written in, or a line, box or hex map on a sheet to write on, whose lines are under "
    "0.2 mm or under 1.8:1 against the paper or the fill they are drawn on (#c0c0c0 on white): they print faint",
    "write-in-dark": "a hex map on a sheet to write on with a terrain fill too dark to pencil on: under 4.5:1 "
    "against black",
    "unknown-rule": "an element's allow: names a rule id pnp does not have",
    "text-in-hole": "text that runs into a hole the template cuts out of its piece (holes:), which takes the "
    "words away",
    "icon-cut": "an icon whose drawing runs past the trim, where the cut takes part of it off",
    "text-outside-safe": "text reaching into the safe zone (`safe:` mm inside the trim), where a cut can clip it",
    "art-short-of-bleed": "art running past the trim that stops short of the bleed edge, where a wandering cut shows",
    "art-see-through-edge": "a picture's see-through pixels along the cut of a full-bleed piece with nothing painted "
    "under them: the paper shows white to the cut edge",
    "sheet-alone": "a sheet to write on printed several to a page on one paper of the build and alone on another",
    "tiled-on-one-paper": "a piece printed with tile that fits one paper of the build whole and is cut into pages "
    "to glue on another",
    "art-off-piece": "every word, icon and picture of a face, or of one of its elements, lies off its piece",
    "art-cut-by-trim": "a copy of a repeated element running past the trim, where its other copies lie whole on "
    "the piece: the cut takes part of it",
    "name-near-miss": "a capitalised name in card text that is one or two letters off a card's title",
    "table-syntax": "rule-text lines written as a table that Markdown does not read as one, or a row too wide",
    "dice-table": "a table of rolls in rule text that misses or repeats a face of its die, or an impossible die",
    "term-variant": "a variant of a glossary term (game.yaml glossary:) in card or rule text",
    "text-jinja": "Jinja ({{ }}) in an entry's text, which prints as written: only templates and rule text evaluate it",
    "field-missing": "an entry without a field the other entries of its component have, which something reads",
    "field-unused": "(warning) a field a component's fields: declares that no entry writes and nothing reads",
    "text-overlap": "text that runs under an icon, an image or an opaque fill drawn after it on the face",
    "art-hidden": "(warning) lines or shapes wholly under an opaque fill drawn after them on the face: none of "
    "them shows",
    "text-contrast": "text that stands out too little from what is painted under it (WCAG AA: 4.5:1, large text 3:1)",
    "icon-contrast": "a one-colour icon that stands out too little from what is painted under it (WCAG 1.4.11: 3:1)",
    "legend-duplicate": "(warning) an icon the icon legend (icons/legend.yaml) explains twice, so it prints twice",
    "icon-undescribed": "an icon the pieces print (in their text or drawn by a template) that the game's icon legend "
    "(icons/legend.yaml) does not explain",
    "icon-invalid": "an SVG icon that cannot be read, or that draws nothing",
    "image-missing": "an image file that does not exist",
    "image-invalid": "an image file that cannot be read",
    "image-resolution": "(warning) raster art printing at fewer pixels per inch than the print profile asks "
    "(home 150, a print shop its min_dpi or 300): it prints blurred",
    "image-cropped": "(warning) a picture that fit: cover crops to less than two thirds of its width or height "
    "(a landscape picture in a portrait card's window): most of it does not print",
    "image-format": "an image in a format pnp does not print (Photoshop, EPS, JPEG 2000…): PNG, JPEG, WebP, GIF, "
    "TIFF and BMP are taken",
    "font-unknown": "a font family that fonts/fonts.yaml does not list",
    "font-invalid": "a font file that is missing, unreadable or has no licence beside it",
    "licence-missing": "(warning) an icon or picture that its folder's licence file (icons/LICENSE.md, art/LICENSE.md) "
    "does not name, or a folder of them with no licence file",
    "font-style-missing": "bold or italic asked of a font family that has no such face in fonts.yaml (it prints in "
    "another)",
    # Text
    "reference-unknown": "a [[reference]] that names no card, component or data item of the game",
    "reference-ambiguous": "a [[reference]] to a title that several cards with different texts carry",
    "case-unknown": "a 'see 6.3' in rule, card or data text naming a case the rules do not number",
    "case-duplicate": "a case number (a section title's 6.0, a paragraph's **6.3**) the rules give twice",
    "case-label": "a [[#label]] naming no case pnp numbers, a label given twice, or a {#label} that labels nothing",
    "case-order": "a case numbered by hand out of order or after a gap (6.1 then 6.3), a warning",
    "glyph-missing": "a character the chosen font cannot draw",
    "text-overflow": "text that does not fit its box even at the template's minimum size",
    "figure-unknown": "a rulebook figure naming a component or piece that does not exist",
    "figure-text-small": "a rulebook figure whose column is too narrow to print its text at 6 pt or more, or a piece "
    "element drawing another piece so small that its text prints under 6 pt",
    "figure-option": 'a word in a rulebook figure\'s title that is no side of a piece ("back") nor an option '
    '("callouts")',
    "piece-unknown": "a piece element naming no piece of the game (component-id/entry-id), a side its piece does "
    "not have, or a piece that draws itself",
    "callout-unknown": "a figure's callout naming no element of its piece's template, a figure asking for callouts "
    "its section does not give, or (warning) callouts no figure asks for",
    "callout-hidden": "(warning) a figure's callout naming an element its piece does not draw (its when: hides it)",
    "callout-copy": "a figure's callout at one copy of an element (road#3) that its piece does not have, or of an "
    "element that does not repeat",
    "callout-crossing": "(warning) a callout's leader drawn across the words of its piece, no way round them "
    "being clear",
    "callout-fit": "a figure's callouts that cannot be set in its column, even as a numbered key",
    "rulebook-overflow": "a rulebook block (a table, a figure) larger than a column",
    "rulebook-pages": "(warning) a rulebook that prints more pages than its pages: (or its booklet more than its "
    "booklet_pages:) allows",
    "pocket-too-long": "(warning) a rulebook whose text takes more than the 8 pages of a pocket booklet (--pocket): "
    "no pocket file is written for it",
    "pocket-block-large": "(warning) a block of a rulebook (a table, even as stacked rows) too large for a pocket "
    "booklet's page (--pocket): no pocket file is written for it",
    "placed-twice": "(warning) a rulebook's {{ icon_legend }} or {{ component_list }} placed a second time: it "
    "prints twice",
    "table-of-contents": "a rulebook's {{ table_of_contents }} inside a line of text (it prints nothing there), or "
    "(warning) placed twice, or listing fewer than two headings",
    # Imposition
    "piece-too-large": "a piece that fits on no paper with the chosen imposition",
    "back-not-shared": "a component of same_back: true whose back would differ from piece to piece (hidden roles)",
    "back-turns": "a component of same_back: turned whose back does not look the same turned half round (cards "
    "read upright or reversed)",
    "imposition-mixed": "pieces of different sizes or shapes in an imposition that needs one, or a back unlike its "
    "face seen from behind (its shape the face's mirrored left to right)",
    "back-bleed": "(warning) a back with less bleed than its face: its edge would show white where the face's does not",
    "imposition-shape": "a piece shape that the chosen imposition cannot cut",
    "fold-shape": "a folded piece's shape with no straight edge to fold on, or a back not its face's mirror image",
    "gutterfold-kept-duplex": "(warning) a component --layout gutterfold cannot fold because its pieces are of "
    "different sizes: it keeps its duplex sheets",
    "imposition-sides": "an imposition that prints backs (gutterfold, a tent's or standee's fold) given pieces that "
    "have none, a flat one given dice, or cube given flat pieces",
    "die-faces": "a die whose faces: lists other than six faces",
    "text-markup": "a `**` or `[[` (or `]]`) in text with no partner: it would print as written",
    "tile-cuts-text": "(warning) a tiled board whose page joins cannot all keep clear of its words: the words "
    "named are cut between two pages",
    "print-note": "(warning) a sheet whose note that says how to print it fits whole nowhere on its first page: "
    "pieces, marks and the footer fill its margins, so it is shortened or left out",
    "tuckbox-with": "a deck's tuckbox: {with: …} that names no other deck of the game, or one that is in another "
    "deck's box itself",
    "tuckbox-art": "a deck's tuckbox: {art: …} whose template reads the card, or given to a deck that gets no box of "
    "its own (with:, sheets to write on)",
    "tuckbox-kind": "tuckbox: on a component that is no deck (tiles, tokens): a tuck box holds a deck; no box is made",
    "profile-bleed": "a template with less bleed than the chosen print profile asks for (--profile)",
    "profile-pixels": "(warning) pieces whose size with bleed is no whole number of pixels at the resolution of a "
    "print profile that takes whole pixels only (tgc, mpc): pnp export print-shop refuses them",
    "profile-transparency": "something see-through (an opacity, a colour's alpha, an icon's or image's) where the "
    "chosen print profile makes PDF/X-1a files, which allow no transparency",
    "component-empty": "a component with nothing to print",
    "pieces-alike": "(warning) two entries of different ids, written alike but for count and notes, whose pieces "
    "print alike",
    "shuffle-alike": "a generate rule's field that shuffles from a seed reading none of the rule's names, "
    "the same in every entry it makes",
    # Boards drawn as ASCII maps (pnp/core/asciimap.py)
    "map-syntax": "a board map character the notation does not know, or out of place (a wall, a corner, an open edge)",
    "hex-tile-misfit": "(warning) hexagonal tiles near the size of a hex map's hexes that do not cover them: "
    "another size or way up",
    "map-starts": "a board map's start spaces missing, drawn twice, or fewer than the game's players need",
    "map-unreachable": "a board map space that cannot be reached from the start spaces through the walls",
    "map-trap-on-start": "a board map cell that is both a start space and a trap space",
    # Track pieces described by their connections (pnp/core/tracks.py)
    "track-syntax": "a track segment that cannot be read: not two ends and a dash, a missing end, an unknown kind",
    "track-end-twice": "two segments of one piece use the same track end",
    "track-end-unused": "a track end of a tile or frame that no segment (or depot, station, buffer stop) uses",
    "track-crossing": "two segments of a piece that cross with neither a bridge nor a tunnel",
    "track-bridge": "a bridge that crosses no segment, more than one, or another bridge",
    "track-tunnel": "a tunnel with both mouths on one edge, or two tunnels of a piece with the same mark",
    "track-shape": "track the engine cannot draw: overlapping sleepers, a tunnel mouth on track, a bad frame loop",
    "track-rotation-twin": "two tile designs of a component that are the same tile turned",
}

CHECK_PREFIX = "check:"


def is_known(rule: str) -> bool:
    return rule in RULES or (rule.startswith(CHECK_PREFIX) and len(rule) > len(CHECK_PREFIX))


# what an element placed for the face's size finds on a back of another size, or on a piece so small its boxes
# come out negative (a size in cm or inches): it lies off the piece, or is cut by its trim, as it follows from the size
PLACED_FOR_ITS_SIZE = frozenset(
    {"art-off-piece", "art-cut-by-trim", "art-short-of-bleed", "icon-cut", "text-outside-safe", "thin-near-trim"}
)
# and on a back of another size, laid out at a size it will not print at, what lands on what there: a text its face's
# elements, placed for the face's size, now run under (text-overlap), lie on (text-contrast) or hide (art-hidden)
LAID_FOR_ITS_SIZE = PLACED_FOR_ITS_SIZE | {"art-hidden", "icon-contrast", "text-contrast", "text-overlap"}

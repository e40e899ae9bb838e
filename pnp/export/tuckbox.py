"""``tuckbox``: a tuck box to cut out and fold for each deck, sized from its cards and their number.

One PDF per deck component and paper, ``output/<game>/tuckbox/<component>-tuckbox-<paper>.pdf``:
the net of a reverse tuck end box (pnp/impose/tuckbox.py) whose inside is the cards' trim plus
a clearance (1 mm) each way, as deep as the deck (copies × 0.3 mm a card, plus the clearance).
The front and back panels show the deck's art: its ``tuckbox: {art: <template>}`` (pnp/kinds/common/box_art.py),
else its cards' back (none when their backs differ), trimmed to the panel, with the game's title and the deck's
on the front (unless the art prints the game's title already) and the deck and its count on the back; the sides
and the lid carry the titles turned along them. Cut lines are solid, fold lines dashed. A net too large for the
paper is cut in two pieces joined by a glue flap.
With ``--ink-saver``, also ``<component>-ink-saver-tuckbox-<paper>.pdf`` for each box whose art
the ink-saving look changes: the same box with that art on its panels.

Only decks get a box (tiles and tokens are kept in bags; sheets to write on, ``imposition: sheet``, are
paper). A game.yaml may set the thickness
per card and the clearance, for the game (a top-level ``tuckbox:``) or one deck (its own
``tuckbox:``, which wins): ``tuckbox: {thickness: 0.32, clearance: 1}``. A deck whose own
``tuckbox:`` says ``with: <deck>`` gets no box: it goes in that deck's, which is as deep as both. A deck whose
title names sets of its cards ("Speed decks", ``inventory: {by: colour}``) gets a box for each set,
``<component>-<set>-tuckbox-<paper>.pdf``.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import replace

from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.core.geometry import PT, Affine, Box, Path
from pnp.core.papers import paper as paper_named
from pnp.core.words import Words, in_numbers, say
from pnp.export import Export, ExportError, ExportJob, PieceSet, draw_pdf, export
from pnp.impose.marks import FOOTER_PAD, footer_band
from pnp.impose.plan import Band, Label, Outline, PagePlan, Panel, Placement, SheetPlan
from pnp.impose.policy import EDGE, FOOTER_DEPTH, place
from pnp.impose.tuckbox import CLEARANCE, THICKNESS, Net, Sheet, TuckBox, TuckBoxError, arrange, tuck_box
from pnp.kinds.common.box_art import BOXED_KINDS
from pnp.layout.face import Face, TextItem, flattened
from pnp.model import Component
from pnp.validate.numbers.language import Language
from pnp.validate.numbers.vocabulary import sets_by

MIN_SIZE = 6.0  # pt: the smallest text printed
TITLE = 16.0  # pt, at most: the game's title on the front
SUBTITLE = 9.0  # pt, at most: the deck's title under it, and on the back
SIDE = 14.0  # pt, at most: the titles along the sides and across the lid
CAP, DESCENT = 0.72, 0.22  # the height of a line's capitals and the depth of its descenders, in sizes
LINE_GAP = 0.36  # between one line's descenders and the next one's capitals, in sizes
PANEL_PAD = (2.5, 1.8)  # mm between a white panel's edge and its words: beside them, above and below
PANEL_RADIUS = 1.5  # mm: the panel's corners
INSET = 4.0  # mm between the back's top edge (the lid's fold) and its contents
NOTE = 6.5  # pt: the glue flaps' words
PAD = 2.0  # mm between words and a panel's edge


@export("tuckbox")
class TuckBoxExport(Export):
    doc = "per deck: a tuck box to cut and fold, sized from the cards and their number, with the title and back art"

    ink_saver = True

    def steps(self, job: ExportJob) -> int:
        return len(looks(job)) * len(job.settings.papers)

    def run(self, job: ExportJob) -> None:
        fonts = job.prepared.env.fonts
        face, bold = fonts.default_family.face(), fonts.default_family.face(bold=True)
        fonts.ready(face)
        fonts.ready(bold)
        words = job.prepared.game.words
        drawn = []  # every file planned before any is written: a deck that cannot be boxed stops them all
        for look, pieces, guests, art in looks(job):
            box = box_for(job, pieces, guests)
            if box.d > box.w:
                raise ExportError(_too_deep(job, box, pieces, guests))
            for name in job.settings.papers:
                try:
                    sheets = arrange(box, paper_named(name).size, name)
                except TuckBoxError as exc:
                    raise ExportError(
                        f"deck '{pieces.component.id}': {exc}; export it with a larger --paper (tabloid, a3)"
                        f"{_boxes_apart(job, pieces, guests, name)}"
                    ) from None
                ruler = paper_named(name).ruler
                plan = plan_box(
                    sheets, box, pieces, job.prepared.game.title, face.name, ruler, guests, words, bold.name, art
                )
                drawn.append((f"{_file_stem(pieces)}{look}-tuckbox-{name}.pdf", plan, pieces, art, box))
        for file_name, plan, pieces, art, box in drawn:
            named = say(words, "tuckbox", component=pieces.title)
            document = replace(
                job.document(plan, pieces),
                title=f"{job.prepared.game.title}: {named}",
                subject=f"tuck box for {box.count} cards",
                footer=[job.prepared.game.title, named],
                back_offset=(0.0, 0.0),  # its art is the deck's back, but printed on the sheet's only side
                face=lambda _piece, _side, art=art: art,  # the box's one face: its art (see plan_box)
            )
            job.write(file_name, draw_pdf(document))


def _file_stem(pieces: PieceSet) -> str:
    """The box's file name before its look and paper: the deck's id, and the set's where it is one of a deck's
    sets (``speed-red``)."""
    part = re.sub(r"[^A-Za-z0-9_-]+", "-", pieces.part).strip("-")
    return f"{pieces.component.id}-{part}" if part else pieces.component.id


def _too_deep(job: ExportJob, box: TuckBox, pieces: PieceSet, guests: list[PieceSet]) -> str:
    """A box deeper than it is wide (a classroom's 500 flashcards): no tuck box is made so; what to do instead."""
    deck = pieces.component
    by = (deck.spec.get("inventory") or {}).get("by") or "topic"
    split = f"inventory: {{by: {by}}} and a title that names the sets ('{by.capitalize()} decks') give a box for each"
    return (
        f"deck '{deck.id}'{f' ({pieces.part})' if pieces.part else ''}: its tuck box would be {box.describe()} inside "
        f"for {box.count} cards at {box.thickness:g} mm, deeper than it is wide: no tuck box holds that many cards; "
        f"split it into sets: {split}, or give it tuckbox: false and keep it in a box of another kind"
        f"{_boxes_apart(job, pieces, guests)}"
    )


def _boxes_apart(job: ExportJob, pieces: PieceSet, guests: list[PieceSet], paper: str = "") -> str:
    """For a box too deep (for ``paper``, else for a tuck box) that holds other decks (``tuckbox: {with: …}``), the
    other way out: a box of their own for those decks, when the deck's box alone then does (a deck-builder's kingdom
    cards boxed apart from its 200 base cards); '' when it holds none, or would not do alone either."""
    if not guests:
        return ""
    alone = box_for(job, pieces)
    if alone.d > alone.w or (paper and not _fits(alone, paper)):
        return ""
    named = " and ".join(f"'{g.component.id}' ({g.component_copies} cards)" for g in guests)
    fits = f"fit {paper}" if paper else f"make a box {round(alone.d, 1):g} mm deep"
    return (
        f"; or give {named}, which its box holds (tuckbox: {{with: {pieces.component.id}}}), a box of their own: "
        f"its own {pieces.component_copies} cards {fits}"
    )


def _fits(box: TuckBox, paper: str) -> bool:
    """Whether the box's net fits the paper, whole or in two pieces."""
    try:
        arrange(box, paper_named(paper).size, paper)
    except TuckBoxError:
        return False
    return True


def settings(job: ExportJob, pieces: PieceSet) -> dict[str, float]:
    """Thickness per card and clearance: the defaults, then the game's ``tuckbox:``, then the deck's.

    Both keys are checked by validation (the game.yaml schema), before any export starts.
    """
    return {
        "thickness": THICKNESS,
        "clearance": CLEARANCE,
        **(job.prepared.game.manifest.get("tuckbox") or {}),
        **_setting(pieces.component),
    }


def _setting(component: Component) -> dict:
    """A deck's ``tuckbox:`` mapping; empty when it writes none, or ``true`` (``false``: no box, see :func:`boxes`)."""
    setting = component.spec.get("tuckbox")
    return setting if isinstance(setting, dict) else {}


def looks(job: ExportJob) -> list[tuple[str, PieceSet, list[PieceSet], Face | None]]:
    """Each box to print: ``("", deck, guests, art)`` for each of :func:`boxes`; with ``--ink-saver`` also
    ``("-ink-saver", deck, guests, art)`` in the ink-saving look, for each box whose art that look changes."""
    normal = [(pieces, guests, box_art(job, pieces)) for pieces, guests in _chosen_boxes(job, ink_saver=False)]
    if not job.settings.ink_saver:
        return [("", pieces, guests, art) for pieces, guests, art in normal]
    saving = [(pieces, guests, box_art(job, pieces, True)) for pieces, guests in _chosen_boxes(job, ink_saver=True)]
    return [("", pieces, guests, art) for pieces, guests, art in normal] + [
        ("-ink-saver", pieces, guests, art)
        for (pieces, guests, art), (_, _, plain) in zip(saving, normal, strict=True)
        if art != plain
    ]


def boxes(decks: list[PieceSet]) -> list[tuple[PieceSet, list[PieceSet]]]:
    """Each deck that has a box of its own, with the decks that go in it (``tuckbox: {with: <its id>}``), in
    game.yaml order; a deck with ``tuckbox: false`` has none. Validation has made sure that every ``with:``
    names a deck with a box of its own."""
    host_of = {d.component.id: _setting(d.component).get("with") for d in decks}
    return [
        (d, [g for g in decks if host_of[g.component.id] == d.component.id])
        for d in decks
        if not host_of[d.component.id] and d.component.spec.get("tuckbox") is not False
    ]


def _chosen_boxes(job: ExportJob, ink_saver: bool) -> list[tuple[PieceSet, list[PieceSet]]]:
    """The boxes of the decks --component names (each with all its guests, named or not: it holds them); a deck
    whose title names sets of its cards ("Speed decks", ``inventory: {by: colour}``) a box for each set, unless
    other decks go in its box."""
    decks = boxes(job.piece_sets(BOXED_KINDS, ink_saver=ink_saver, sheets=False, every=True))
    return [
        (part, guests)
        for pieces, guests in decks
        if job.chosen(pieces.component)
        for part in _sets(pieces, guests, job.language)
    ]


def _sets(pieces: PieceSet, guests: list[PieceSet], language: Language) -> list[PieceSet]:
    """The deck's cards a box holds: each set of them where its title names sets (each player's speed deck goes
    in a box of its own, as each is a deck of its own in Tabletop Simulator), else the whole deck."""
    by = "" if guests else sets_by(pieces.component, language)
    return pieces.sets(by) if by else [pieces]


def box_for(job: ExportJob, pieces: PieceSet, guests: list[PieceSet] = ()) -> TuckBox:
    """The box of a deck and its guests: their largest card (decks of mixed sizes are rare) and all their
    printed copies, at the deck's thickness and clearance."""
    chosen = settings(job, pieces)
    laid = [piece for deck in (pieces, *guests) for piece in deck.laid]
    count = sum(deck.component_copies for deck in (pieces, *guests))
    card_w, card_h = max(piece.shape.w for piece in laid), max(piece.shape.h for piece in laid)
    return tuck_box(card_w, card_h, count, chosen["thickness"], chosen["clearance"])


# -- the plan --------------------------------------------------------------------------------------


def plan_box(
    sheets: list[Sheet],
    box: TuckBox,
    pieces: PieceSet,
    game: str,
    font: str,
    ruler: tuple[float, str],
    guests: list[PieceSet] = (),
    words: Words | None = None,
    bold: str | None = None,
    art: Face | None = None,
) -> SheetPlan:
    """Each sheet's nets: ``art`` (:func:`box_art`; None: plain panels) on the front and back panels, placed as
    piece 0's back, the words, the cut and the folds. A box that also holds ``guests`` names every deck on its
    side and lists each with its count on its back, under the heading ``tuckbox_contents`` set in ``bold`` (the
    bold face of ``font``)."""
    decks = (pieces, *guests)
    deck = " · ".join(d.title for d in decks)
    contents = [(say(words, "tuckbox_contents"), SUBTITLE, bold or font)] + [
        (say(words, "tuckbox_cards", component=d.title, cards=d.component_copies), SUBTITLE, font) for d in decks
    ]
    pages = []
    for sheet in sheets:
        page = PagePlan(sheet.width, sheet.height)
        for shape in sheet.nets:
            _decorate(page, shape, art, game, deck, contents, font, words)
            page.marks.extend(shape.folds)
            page.marks.append(Outline(shape.path, "cut"))
        one = len(sheets) == 1 and len(sheet.nets) == 1
        page.label = say(
            words,
            "tuckbox_note" if one else "tuckbox_note_pieces",
            size=in_numbers(words, box.describe()),
            pieces=sum(len(s.nets) for s in sheets),
            cards=box.count,
            thickness=in_numbers(words, f"{box.thickness:g}"),
        )
        cuts = [s.bounds for s in sheet.nets]
        page.footer = _footer(sheet, cuts)
        page.trim_box = page.bleed_box = Box.union(cuts)
        pages.append(page)
    return SheetPlan(pages, ruler=ruler)


def _footer(sheet: Sheet, cuts: list[Box]) -> Band | None:
    """Along the bottom edge when the pieces leave room there (below a net centred on the page), else where
    the sheets' footer rule finds room."""
    depth = min(b.y for b in cuts) - EDGE - FOOTER_PAD
    if depth >= FOOTER_DEPTH:
        return Band(EDGE, EDGE, sheet.width - 2 * EDGE, min(depth, FOOTER_DEPTH + 1.0))
    return footer_band(sheet.width, sheet.height, cuts, [])


def _decorate(
    page: PagePlan,
    shape: Net,
    art: Face | None,
    game: str,
    deck: str,
    contents: list[tuple[str, float, str]],
    font: str,
    words: Words | None,
) -> None:
    """The art and words of one piece of the net: ``deck`` names what the box holds, ``contents`` the back's
    heading and each deck in it with its count (one line each on the back: text, largest size, font)."""
    panels, backed = shape.panels, art is not None
    for name in ("front", "back"):
        if name in panels and art is not None:
            page.placements.append(_art(art, panels[name], shape.wall(name)))
    if "front" in panels and not (art is not None and _shows(art, game)):
        front = panels["front"]  # the titles low on the front, clear of the thumb notch, unless the art has them
        room = Box(front.x + PAD, front.y + 0.1 * front.h, front.w - 2 * PAD, 0.4 * front.h)
        _block(page, [(game, TITLE, font), (deck, SUBTITLE, font)], room, backed, top=False)
    if "back" in panels:  # the contents under their heading, a line a deck, near the top, below the lid's fold
        back = panels["back"]
        room = Box(back.x + PAD, back.y + PAD, back.w - 2 * PAD, back.h - PAD - INSET)
        _block(page, contents, room, backed, align="start")
    for name, title in (("side-1", game), ("side-2", deck)):  # reading upwards, as on a book's spine
        if name in panels:
            side = panels[name]
            centre = (side.x + side.w / 2, side.y + side.h / 2)
            _line(page, title, font, centre, side.h - 2 * PAD, SIDE, 90, side.w - 2.5)
    if "lid" in panels:  # turned a half turn: it reads from the front once the lid is closed
        lid = panels["lid"]
        _line(page, game, font, (lid.x + lid.w / 2, lid.y + lid.h / 2), lid.w - 2 * PAD, SIDE, 180, lid.h - 2.5)
    for flap, note in shape.glue:
        centre = (flap.x + flap.w / 2, flap.y + flap.h / 2)
        room, across = flap.h - 2 * PAD, flap.w - PAD
        behind = say(words, f"glue_behind_{note}")
        if not _line(page, behind, font, centre, room, NOTE, 90, across, short=False):
            _line(page, say(words, "glue"), font, centre, room, NOTE, 90, across)


def _line(
    page: PagePlan,
    text: str,
    font: str,
    centre: tuple[float, float],
    room: float,
    most: float,
    angle: float = 0.0,
    across: float | None = None,
    short: bool = True,
) -> float:
    """One line of words centred on ``centre``, turned ``angle`` degrees: as large as fits ``room`` mm along it
    and ``across`` mm across, up to ``most`` pt, never below MIN_SIZE (shortened with an ellipsis when
    ``short``, else left out). Its size, or 0 when left out."""
    size = min(most, room / (stringWidth(text, font, 1.0) * PT))
    if across is not None:
        size = min(size, across / (0.9 * PT))
    if size < MIN_SIZE:
        if not short or (across is not None and across < MIN_SIZE * 0.9 * PT):
            return 0.0
        size = MIN_SIZE
        text = _clip(text, font, room, size)
        if not text:
            return 0.0
    up = (-math.sin(math.radians(angle)), math.cos(math.radians(angle)))
    x, y = centre[0] - 0.25 * size * PT * up[0], centre[1] - 0.25 * size * PT * up[1]
    page.marks.append(Label(x, y, text, size, "middle", angle))
    return size


def _block(
    page: PagePlan,
    rows: list[tuple[str, float, str]],
    room: Box,
    backed: bool,
    top: bool = True,
    align: str = "middle",
) -> None:
    """Lines of words (``rows``: each text with its largest size and its font) one under the other, centred
    across ``room`` against its top (or its bottom); over art (``backed``) on one white panel, as wide as the
    widest line. ``align``: "start" sets the lines against one left edge (a list), "middle" centres them.

    Lines shrink to fit the room down (all by one factor) and across (each as it needs), those of one
    largest size to one size; never below MIN_SIZE, where a line still too long is shortened with an
    ellipsis and lines that find no room below are left out."""
    pad_x, pad_y = PANEL_PAD if backed else (0.0, 0.0)
    down = min(1.0, (room.h - 2 * pad_y) / (_drops([most for _, most, _ in rows])[-1] * PT))
    fits = [min(most * down, (room.w - 2 * pad_x) / (stringWidth(text, font, 1.0) * PT)) for text, most, font in rows]
    sizes = [max(MIN_SIZE, min(f for f, (_, m, _) in zip(fits, rows, strict=True) if m == most)) for _, most, _ in rows]
    while len(sizes) > 1 and _drops(sizes)[-1] * PT > room.h - 2 * pad_y:
        sizes.pop()
    set_rows = [
        (_clip(text, font, room.w - 2 * pad_x, size), size, font)
        for (text, _, font), size in zip(rows, sizes, strict=False)
    ]
    wide = max(stringWidth(text, font, size) * PT for text, size, font in set_rows)
    *drops, depth = _drops(sizes)
    w, h = wide + 2 * pad_x, depth * PT + 2 * pad_y
    panel = Box(room.x + (room.w - w) / 2, room.top - h if top else room.y, w, h)
    if backed:
        page.marks.append(Panel(panel, PANEL_RADIUS))
    x = panel.x + pad_x if align == "start" else panel.x + w / 2
    for (text, size, font), drop in zip(set_rows, drops, strict=True):
        page.marks.append(Label(x, panel.top - pad_y - drop * PT, text, size, align, font=font))


def _drops(sizes: list[float]) -> list[float]:
    """How far (pt) below the top of their block lines of ``sizes`` stand, one under the other, then the
    block's depth: its first line's capitals to its last one's descenders."""
    drops = [CAP * sizes[0]]
    for above, size in itertools.pairwise(sizes):
        drops.append(drops[-1] + DESCENT * above + (LINE_GAP + CAP) * size)
    return [*drops, drops[-1] + DESCENT * sizes[-1]]


def box_art(job: ExportJob, pieces: PieceSet, ink_saver: bool = False) -> Face | None:
    """What the box's panels show (in the ink-saving look): the deck's ``tuckbox: {art: <template>}``
    (pnp/kinds/common/box_art.py), else the back its cards share. None when the deck has no backs, or when its cards'
    backs differ (a quiz deck's answers, a legacy deck's numbered backs, a counter's reduced side): one card's
    back would give it away on the box and stand for none of the others, so the panels are plain, the titles on
    them."""
    env = job.prepared.saving if ink_saver else job.prepared.env
    if pieces.component.id in env.box_art:
        return env.box_art[pieces.component.id]
    backs = [piece.faces["back"] for piece in pieces.laid if "back" in piece.faces]
    if not backs or any(face != backs[0] for face in backs[1:]):
        return None
    return backs[0]


def _art(face: Face, panel: Box, wall: Path) -> Placement:
    """The box's art scaled to cover ``panel`` (centred, in proportion), trimmed to the wall's outline."""
    w, h = face.size
    scale = max(panel.w / w, panel.h / h)
    x, y = panel.x + (panel.w - w * scale) / 2, panel.y + (panel.h - h * scale) / 2
    transform = Affine.translate(x, y) @ Affine.scale(scale) @ place(w, h, 0, 0.0, 0.0)
    return Placement(0, "back", transform, wall, wall, panel)


def _shows(face: Face, words: str) -> bool:
    """Whether ``face`` prints ``words`` as a line of its own (letter case and spacing aside)."""
    wanted = " ".join(words.casefold().split())
    return any(
        isinstance(item, TextItem) and " ".join(item.text.casefold().split()) == wanted
        for item, _ in flattened(face.items)
    )


def _clip(text: str, font: str, room: float, size: float) -> str:
    """``text`` shortened with an ellipsis to fit ``room`` mm at ``size`` pt; empty when not even that fits."""
    if stringWidth(text, font, size) * PT <= room:
        return text
    while text and stringWidth(text + "…", font, size) * PT > room:
        text = text[:-1].rstrip()
    return text + "…" if text else ""

"""``tts``: Tabletop Simulator deck sheets, back images and a saved object to spawn them from.

TTS takes a deck as one image of its faces in a grid (``NumWidth`` × ``NumHeight``, at most
10 × 7), the last slot of which it keeps for the "hidden" card, and a back image; each card
names its slot as a CardID, the sheet's number in the save times 100 plus its slot. Every
piece component becomes decks of such cards: tiles, tokens, tents, standees and boards too
(TTS's custom tiles and tokens take one image each; as cards they keep their counts, shuffle
and stack, and TTS masks them to their shape); dice are left out, and the saved object's Note
says so (a TTS custom die takes its six faces in one image of its own layout). Sheets to write on
(``imposition: sheet``) are one card of each design, face up, not held in hand, whatever their count
(the pad's 50 copies): the Note tells players to copy one each and write on it with TTS's drawing tools.
Per component, in ``output/<game>/tts[-<profile>]/<component>/``:

- ``faces-1.png``, ``faces-2.png`` …: the sheets. Each entry once, whatever its count (its
  copies repeat its CardID in the deck), in source order, row by row from the top left, at
  most 69 to a sheet. Faces are at their trim size, no bleed, abutting, each a whole number
  of pixels (its size at ``--dpi`` rounded, the face scaled by under half a pixel to fill it); a hole cut out of
  a face (``holes:``) is painted a dark table's colour within its cut line (a TTS card is solid).
  The grid holds the faces and one slot more, the last slot (bottom-right) always empty,
  white; it is the one that keeps the highest resolution, then the smallest: 69 cards take
  10 × 7 and 16 take 6 × 3. A sheet is
  drawn at the profile's resolution (300 dpi), or the highest under it at which it keeps
  within the 4,096 px a side TTS advises (a 10 × 7 poker sheet: 163 dpi, 4080 × 4004 px);
  with ``--dpi`` at that resolution, or the highest under it within the 10,000 px TTS loads
  at most. The JSON says so when it is lower; a deck's sheets share one resolution. PNG
  (RGB), from the very PDF drawn here.
- The back: ``back.png`` (``back-1.png``, ``back-2.png`` … when the component's decks have
  several), one face's size, when every piece of a deck shares one back. When backs differ
  (Twisty Tracks' tiles in four player colours, tokens, tents), ``backs-1.png`` … follow the
  faces sheets slot for slot and the deck says ``UniqueBack``: one deck that shuffles as the
  game does, rather than a deck per back. A component with no back (frames, boards) gets a
  plain grey back, so that its pieces read as face down when turned over.
- ``<component>.json``: what TTS's Custom Deck dialog asks, sheet by sheet: the file, its
  back, ``columns`` (Width), ``rows`` (Height), ``cards`` (Number: faces on the sheet), and
  the copies; ``cards`` at the top counts every copy of the component.

And ``<game>.json``, a TTS saved object (``ObjectStates``) with one object per deck: a
``DeckCustom`` of every copy (a lone piece is a ``Card``), Nickname the component's title,
each card's Nickname its entry's title and GMNotes its id. Pieces of one component that
differ in size (frames, tokens of two diameters) make one deck per size, for a grid's slots
are all alike. The shape picks the card's ``Type``: rectangle 1, rounded rectangle 0,
hexagon 3, circle (and ellipse) 4; any other outline is a rectangle card around it. A card's scale is
its height over a poker card's (88.9 mm: TTS draws a card at scale 1 as tall as a poker
card, as wide as its image), so pieces keep their sizes relative to each other. A piece wider
than tall is ``SidewaysCard`` (the dialog's "Sideways": TTS turns a landscape card a quarter turn
in hands and its zoomed view) and is scaled by its width, the side TTS then takes for a card's length. Decks, tiles
and tents with backs lie face down; tokens, standees, boards and pieces without backs face up.

Image addresses are ``file:///`` paths of the files written here: the saved object loads at
once in TTS on this computer (copy ``<game>.json`` into TTS's ``Saves/Saved Objects``). To
play with others, upload the images (TTS's Modding > Cloud Manager, "Upload all loaded
files", replaces the local addresses in the loaded game) or put them on the web and replace
the addresses; the component files name them relative to their folder.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from PIL import Image

from pnp.core.color import Color
from pnp.core.geometry import Affine, Box, Ellipse, Hexagon, Rectangle, RoundedRectangle, Shape, transform_path
from pnp.core.profiles import MM_PER_INCH
from pnp.core.words import in_numbers, say
from pnp.draw.raster import pages_as_images
from pnp.export import Export, ExportError, ExportJob, PieceSet, export
from pnp.export.raster import png
from pnp.impose.plan import PagePlan, PieceSpec, Placement, SheetPlan
from pnp.impose.strategies import hole_cuts, placement
from pnp.layout.face import Face
from pnp.validate.numbers.language import Language
from pnp.validate.numbers.vocabulary import sets_by

MAX_COLUMNS, MAX_ROWS = 10, 7
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last slot is TTS's hidden card
MAX_PIXELS = 10_000  # px a side: TTS loads no larger image
RECOMMENDED_PIXELS = 4096  # px a side: TTS's advice (its knowledge base: "keep your images under 4096x4096")
POKER_HEIGHT = 88.9  # mm: a card at scale 1
PLAIN_BACK = (160, 160, 160)  # the back of a piece printed one-sided
HOLE = Color(0.2, 0.2, 0.2)  # a hole cut out of a face: a card is solid in TTS, so a dark table's colour shows it
FACE_DOWN_KINDS = ("deck", "tiles", "tents")  # piles drawn from, when they have backs
GAP = 1.0  # TTS units between objects laid out side by side
CLIP_INSET = 0.25  # px each face's clip keeps inside its cell (see _cell)
CARD_TYPES = {RoundedRectangle: 0, Rectangle: 1, Hexagon: 3, Ellipse: 4}


@dataclass
class Sheet:
    """One faces image (and its backs image, with unique backs): entries in slot order."""

    number: int  # 1-based within the component: faces-<number>.png
    deck_id: int  # its CustomDeck key in the saved object, unique in the game
    members: list[int]  # indices into the component's laid pieces, one slot each
    columns: int
    rows: int

    @property
    def faces(self) -> str:
        return f"faces-{self.number}.png"

    @property
    def backs(self) -> str:
        return f"backs-{self.number}.png"


@dataclass
class Deck:
    """The pieces of one component that share a size and shape: one TTS object."""

    pieces: PieceSet
    members: list[int]
    shape: Shape
    nickname: str
    dpi: int = 0
    cell: tuple[int, int] = (0, 0)  # px of one face
    backs: str = "plain"  # "plain" (none), "shared" (one image) or "unique" (a sheet per faces sheet)
    back_key: tuple = ()  # what makes its single back image distinct (shared and plain backs)
    back_file: str = ""
    sheets: list[Sheet] = field(default_factory=list)

    @property
    def copies(self) -> int:
        return sum(self.pieces.laid[i].count for i in self.members)

    @property
    def cell_mm(self) -> tuple[float, float]:
        return self.cell[0] * MM_PER_INCH / self.dpi, self.cell[1] * MM_PER_INCH / self.dpi

    def back_of(self, sheet: Sheet) -> str:
        return sheet.backs if self.backs == "unique" else self.back_file


@export("tts")
class TabletopSimulator(Export):
    doc = "Tabletop Simulator: deck sheets in TTS's grid (10 × 7 at most), back images, a saved object with the counts"

    def steps(self, job: ExportJob) -> int:
        components = plan_decks(job)
        return 1 + sum(_files(decks) for _, decks in components)

    def run(self, job: ExportJob) -> None:
        components = plan_decks(job)
        objects = []
        x = 0.0
        for pieces, decks in components:
            self._component(job, pieces, decks)
            for deck in decks:
                width = deck.shape.w / MM_PER_INCH  # TTS units are about an inch
                objects.append(_object(job, deck, x + width / 2))
                x += width + GAP
        job.write(f"{job.slug}.json", _json(_saved_object(job, objects, skipped(job))))

    def _component(self, job: ExportJob, pieces: PieceSet, decks: list[Deck]) -> None:
        folder = pieces.component.id
        backs: set[str] = set()  # single back images written (decks of one component may share one)
        for deck in decks:
            single = deck.backs != "unique" and deck.back_file not in backs
            backs.add(deck.back_file)
            pdf, pages = _draw(job, deck, single and deck.backs == "shared")
            images = pages_as_images(pdf, range(len(pages)), deck.dpi)
            for (name, size), image in zip(pages, images, strict=True):
                job.write(f"{folder}/{name}", png(_exact(image, size, name), deck.dpi))
            if single and deck.backs == "plain":
                job.write(f"{folder}/{deck.back_file}", png(Image.new("RGB", deck.cell, PLAIN_BACK), deck.dpi))
        job.write(f"{folder}/{folder}.json", _json(_summary(job, pieces, decks)))


# -- planning: decks, sheets, grids and resolutions, without drawing anything --------------------


def plan_decks(job: ExportJob) -> list[tuple[PieceSet, list[Deck]]]:
    """Each piece component's decks with their sheets, deck numbers running through the game."""
    result = []
    deck_id = 0
    for pieces in job.piece_sets():
        if not pieces.kind.flat:
            continue  # dice: not cards (see skipped)
        if pieces.to_write_on:  # one of each design, for players to copy (see skipped)
            pieces = replace(pieces, laid=[replace(piece, count=1) for piece in pieces.laid])
        decks = _decks(pieces, job.language)
        number = 0  # sheets are numbered through the component: faces-1.png, faces-2.png …
        for deck in decks:
            _lay_sheets(deck, job.profile.dpi, pixel_limit(job), number, deck_id)
            number += len(deck.sheets)
            deck_id += len(deck.sheets)
            _plan_backs(deck)
        _name_backs(decks)
        result.append((pieces, decks))
    return result


def _decks(pieces: PieceSet, language: Language) -> list[Deck]:
    """The component's TTS decks: one for each size and shape of its pieces, and one for each set where its title
    names sets of them (``sets_by``: "Speed decks", one for each player colour, each player's own deck)."""
    by = sets_by(pieces.component, language)
    groups: dict[tuple[Shape, str], list[int]] = {}
    for index, piece in enumerate(pieces.laid):
        part = str(piece.entry.get(by, "")) if by and piece.entry is not None else ""
        groups.setdefault((piece.shape, part), []).append(index)
    shapes = {shape for shape, _ in groups}
    names = (pieces.component.spec.get("inventory") or {}).get("names") or {}
    title = pieces.component.title
    decks = []
    for (shape, part), members in groups.items():
        words = [str(names.get(part, part))] if part else []
        words += [shape.describe()] if len(shapes) > 1 else []
        decks.append(Deck(pieces, members, shape, f"{title} ({', '.join(words)})" if words else title))
    return decks


def pixel_limit(job: ExportJob) -> int:
    """The most pixels a side of a sheet: TTS's advice, or its hard limit when --dpi asks for a resolution."""
    return MAX_PIXELS if job.settings.dpi_given else RECOMMENDED_PIXELS


def _lay_sheets(deck: Deck, dpi: int, limit: int, first_number: int, first_id: int) -> None:
    """The fewest sheets, filled as evenly as gives the highest resolution: 87 landscape cards on two sheets of
    7 × 7 at 167 dpi within 4,096 px, rather than 69 on 10 × 7 at 116 dpi and 18 on a second."""
    w, h = deck.shape.w, deck.shape.h
    count = len(deck.members)
    fewest = math.ceil(count / PER_SHEET)
    best: tuple[int, list[list[int]], list[SheetGrid]] | None = None
    for per in range(min(PER_SHEET, count), 0, -1):
        if math.ceil(count / per) > fewest:
            break
        chunks = [deck.members[i : i + per] for i in range(0, count, per)]
        grids = [grid_for(len(chunk), (w, h), dpi, limit) for chunk in chunks]
        shared = min(grid.dpi for grid in grids)  # a deck's sheets share one resolution
        if best is None or shared > best[0]:
            best = (shared, chunks, grids)
    assert best is not None
    deck.dpi, chunks, grids = best
    deck.cell = (face_pixels(w, deck.dpi), face_pixels(h, deck.dpi))
    deck.sheets = [
        Sheet(first_number + number, first_id + number, chunk, grid.columns, grid.rows)
        for number, (chunk, grid) in enumerate(zip(chunks, grids, strict=True), start=1)
    ]


@dataclass(frozen=True)
class SheetGrid:
    """The slots of one TTS sheet, ``columns`` × ``rows`` faces, and the resolution it is drawn at."""

    columns: int
    rows: int
    dpi: int  # the resolution it fits TTS's image size at (the one asked for, or lower)


def grid_for(count: int, size_mm: tuple[float, float], dpi: int, limit: int = MAX_PIXELS) -> SheetGrid:
    """The grid for ``count`` faces and the empty last slot: the highest resolution (up to ``dpi``) at which
    the sheet keeps within ``limit`` px a side, then the fewest slots, then the squarest image, then the wider."""
    options = []
    for columns in range(1, MAX_COLUMNS + 1):
        for rows in range(1, MAX_ROWS + 1):
            if columns * rows < count + 1:
                continue
            fits = fitting_dpi(columns, rows, size_mm, dpi, limit)
            if fits:
                squareness = abs(math.log(columns * size_mm[0] / (rows * size_mm[1])))
                options.append((-fits, columns * rows, squareness, -columns, rows, fits))
    if count > PER_SHEET or not options:
        raise ExportError(
            f"a {size_mm[0]:g} × {size_mm[1]:g} mm piece cannot make a TTS sheet of {count} within {limit:,} px a side"
        )
    _, _, _, columns, rows, fits = min(options)
    return SheetGrid(-columns, rows, fits)


def fitting_dpi(columns: int, rows: int, size_mm: tuple[float, float], dpi: int, limit: int = MAX_PIXELS) -> int:
    """The highest resolution up to ``dpi`` at which the grid stays within ``limit`` px a side; 0 for none."""
    w, h = size_mm
    highest = min(
        dpi, math.floor((limit / columns + 0.5) * MM_PER_INCH / w), math.floor((limit / rows + 0.5) * MM_PER_INCH / h)
    )
    for candidate in range(highest, 0, -1):  # face_pixels rounds: no resolution above ``highest`` can fit
        if columns * face_pixels(size_mm[0], candidate) <= limit and rows * face_pixels(size_mm[1], candidate) <= limit:
            return candidate
    return 0


def face_pixels(mm: float, dpi: int) -> int:
    """A face's side in whole pixels: its size at ``dpi``, rounded."""
    return max(1, round(mm * dpi / MM_PER_INCH))


def _plan_backs(deck: Deck) -> None:
    backs = [deck.pieces.laid[i].faces.get("back") for i in deck.members]
    if all(back is None for back in backs):
        deck.backs, deck.back_key = "plain", ("plain",)  # one grey image serves every size
        return
    distinct: list[Face | None] = []
    for back in backs:
        if back not in distinct:
            distinct.append(back)
    holes = {deck.pieces.laid[i].front.holes for i in deck.members}  # a back shows its face's holes
    if len(distinct) == 1 and len(holes) == 1:
        deck.backs, deck.back_key = "shared", ("shared", deck.cell, deck.dpi, _face_key(distinct[0]), *holes)
    else:
        deck.backs = "unique"


def _face_key(face: Face) -> tuple:
    return face.name, face.shape.key, face.items


def _name_backs(decks: list[Deck]) -> None:
    """``back.png``, or ``back-1.png`` … when the component's decks have several single backs."""
    keys: list[tuple] = []
    for deck in decks:
        if deck.backs != "unique" and deck.back_key not in keys:
            keys.append(deck.back_key)
    for deck in decks:
        if deck.backs != "unique":
            number = keys.index(deck.back_key) + 1
            deck.back_file = "back.png" if len(keys) == 1 else f"back-{number}.png"


def _files(decks: list[Deck]) -> int:
    """Files a component writes: its sheets, back sheets, distinct single backs and its JSON."""
    sheets = sum(len(deck.sheets) * (2 if deck.backs == "unique" else 1) for deck in decks)
    return sheets + len({deck.back_file for deck in decks if deck.backs != "unique"}) + 1


# -- drawing ----------------------------------------------------------------------------------


def _draw(job: ExportJob, deck: Deck, shared_back: bool) -> tuple[bytes, list[tuple[str, tuple[int, int]]]]:
    """One PDF of the deck's images (faces sheets, backs sheets, the shared back when ``shared_back``):
    each page's file name and pixels."""
    pages, names = [], []
    for sheet in deck.sheets:
        pages.append(_sheet_page(deck, sheet, "front"))
        names.append((sheet.faces, _sheet_pixels(deck, sheet)))
        if deck.backs == "unique":
            pages.append(_sheet_page(deck, sheet, "back"))
            names.append((sheet.backs, _sheet_pixels(deck, sheet)))
    if shared_back:
        page = _page(deck, deck.cell, "back")
        _drawn(page, _cell(deck, deck.members[0], "back", 0.0, 0.0))
        pages.append(page)
        names.append((deck.back_file, deck.cell))
    return job.pdf(SheetPlan(pages), deck.pieces), names


def _page(deck: Deck, pixels: tuple[int, int], label: str) -> PagePlan:
    """A page of ``pixels`` at the deck's resolution (the rasteriser keeps it to exactly those pixels)."""
    return PagePlan(pixels[0] * MM_PER_INCH / deck.dpi, pixels[1] * MM_PER_INCH / deck.dpi, label=label)


def _sheet_page(deck: Deck, sheet: Sheet, side: str) -> PagePlan:
    cell_w, cell_h = deck.cell_mm
    page = _page(deck, _sheet_pixels(deck, sheet), f"{side}s {sheet.number}")
    for slot, index in enumerate(sheet.members):
        if side not in deck.pieces.laid[index].faces:
            continue
        column, row = slot % sheet.columns, slot // sheet.columns
        _drawn(page, _cell(deck, index, side, column * cell_w, (sheet.rows - 1 - row) * cell_h))
    return page


def _drawn(page: PagePlan, placed: Placement) -> None:
    """``placed`` on ``page``, each hole it shows (a back the face's, where they fall behind it) painted."""
    page.placements.append(placed)
    page.marks.extend(hole_cuts(placed, fill=HOLE))


def _cell(deck: Deck, index: int, side: str, x: float, y: float) -> Placement:
    """The face clipped to its trim's box, scaled by under half a pixel to fill its whole-pixel cell.

    pdfium clips to whole pixels, the nearest, but one past an edge that falls exactly on a pixel
    boundary (over the neighbour's edge): the clip keeps a quarter pixel inside the cell, which
    still takes in every pixel of it."""
    piece = deck.pieces.laid[index]
    spec = PieceSpec(piece.shape, 0.0, tuple(piece.faces), 1, holes=piece.front.holes)
    placed = placement(index, side, spec, 0, x, y, (0.0, 0.0, 0.0, 0.0))
    cell_w, cell_h = deck.cell_mm
    stretch = Affine.scale(cell_w / piece.shape.w, cell_h / piece.shape.h)
    fill = Affine.translate(x, y) @ stretch @ Affine.translate(-x, -y)
    return Placement(
        index,
        side,
        fill @ placed.transform,
        Box(x, y, cell_w, cell_h).grow(-CLIP_INSET * MM_PER_INCH / deck.dpi).path,
        transform_path(placed.cut, fill),
        Box(x, y, cell_w, cell_h),
        0,
        placed.straight,
        tuple(transform_path(hole, fill) for hole in placed.holes),
    )


def _sheet_pixels(deck: Deck, sheet: Sheet) -> tuple[int, int]:
    return sheet.columns * deck.cell[0], sheet.rows * deck.cell[1]


def _exact(image: Image.Image, size: tuple[int, int], name: str) -> Image.Image:
    """The rasterised page, which must be exactly its grid's pixels (TTS cuts the image evenly)."""
    if image.size != size:
        raise RuntimeError(f"{name}: rasterised at {image.size[0]} × {image.size[1]} px, not {size[0]} × {size[1]}")
    return image


# -- the saved object and the component summaries ----------------------------------------------


def card_type(shape: Shape) -> int:
    """TTS's card shape: 0 rounded rectangle, 1 rectangle, 2 rounded hexagon, 3 hexagon, 4 circle."""
    return CARD_TYPES.get(type(shape), 1)


def _url(job: ExportJob, folder: str, name: str) -> str:
    path = Path(job.files.folder, folder, name).resolve()
    return "file:///" + path.as_posix().lstrip("/")


def _custom_deck(job: ExportJob, deck: Deck, sheet: Sheet) -> dict:
    folder = deck.pieces.component.id
    return {
        "FaceURL": _url(job, folder, sheet.faces),
        "BackURL": _url(job, folder, deck.back_of(sheet)),
        "NumWidth": sheet.columns,
        "NumHeight": sheet.rows,
        "BackIsHidden": True,
        "UniqueBack": deck.backs == "unique",
        "Type": card_type(deck.shape),
    }


def _copies(deck: Deck) -> Iterator[tuple[Sheet, int, int]]:
    """Every copy in source order: its sheet, its slot, its index among the laid pieces."""
    for sheet in deck.sheets:
        for slot, index in enumerate(sheet.members):
            for _ in range(deck.pieces.laid[index].count):
                yield sheet, slot, index


def _object(job: ExportJob, deck: Deck, x: float) -> dict:
    component = deck.pieces.component
    sideways = is_sideways(deck.shape)
    scale = (deck.shape.w if sideways else deck.shape.h) / POKER_HEIGHT
    face_down = deck.backs != "plain" and component.kind in FACE_DOWN_KINDS and not deck.pieces.to_write_on
    customs = {str(sheet.deck_id): _custom_deck(job, deck, sheet) for sheet in deck.sheets}
    cards = []
    for number, (sheet, slot, index) in enumerate(_copies(deck), start=1):
        entry = deck.pieces.laid[index].entry
        card = _base("Card", _guid(job.slug, component.id, deck.nickname, number), scale, 0.0, face_down, sideways)
        card.update(
            Nickname=entry.title if entry is not None else deck.pieces.laid[index].label,
            GMNotes=entry.id if entry is not None else "",
            CardID=sheet.deck_id * 100 + slot,
            CustomDeck={str(sheet.deck_id): customs[str(sheet.deck_id)]},
        )
        cards.append(card)
    if len(cards) == 1:
        lone = cards[0]
        lone["Transform"]["posX"] = round(x, 4)
        lone["Hands"] = component.kind != "board" and not deck.pieces.to_write_on  # laid on the table
        return lone
    pile = _base("DeckCustom", _guid(job.slug, component.id, deck.nickname, 0), scale, x, face_down, sideways)
    pile.update(
        Nickname=deck.nickname,
        Description=say(
            job.prepared.game.words,
            "tts_deck",
            count=len(cards),
            noun=deck.pieces.kind.nouns(component, job.prepared.game.words)[1],
            size=in_numbers(job.prepared.game.words, deck.shape.dimensions()),
        ),
        DeckIDs=[card["CardID"] for card in cards],
        CustomDeck=customs,
        ContainedObjects=cards,
    )
    return pile


def is_sideways(shape: Shape) -> bool:
    """A landscape piece: TTS's "Sideways" card."""
    return shape.w > shape.h + 1e-6


def _base(name: str, guid: str, scale: float, x: float, face_down: bool, sideways: bool) -> dict:
    return {
        "GUID": guid,
        "Name": name,
        "Transform": {
            "posX": round(x, 4),
            "posY": 1.0,
            "posZ": 0.0,
            "rotX": 0.0,
            "rotY": 180.0,
            "rotZ": 180.0 if face_down else 0.0,
            "scaleX": round(scale, 4),
            "scaleY": 1.0,
            "scaleZ": round(scale, 4),
        },
        "Nickname": "",
        "Description": "",
        "GMNotes": "",
        "ColorDiffuse": {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259},
        "Locked": False,
        "Grid": True,
        "Snap": True,
        "IgnoreFoW": False,
        "MeasureMovement": False,
        "DragSelectable": True,
        "Autoraise": True,
        "Sticky": True,
        "Tooltip": True,
        "GridProjection": False,
        "HideWhenFaceDown": True,
        "Hands": True,
        "SidewaysCard": sideways,
        "LuaScript": "",
        "LuaScriptState": "",
        "XmlUI": "",
    }


def _guid(*parts: object) -> str:
    """Six hex digits, the same on every run (TTS gives a spawned object a new one if it clashes)."""
    return hashlib.sha1("/".join(map(str, parts)).encode("utf-8")).hexdigest()[:6]


def skipped(job: ExportJob) -> str:
    """What the saved object's Note says of the components not exported as they print: dice, which are no
    cards (a TTS custom die takes its six faces in one image of its own layout), and sheets to write on,
    of which it holds one of each design (a pad of 50 is no use on a table that copies objects)."""
    dice = [pieces.component.title for pieces in job.piece_sets() if not pieces.kind.flat]
    sheets = [pieces.component.title for pieces in job.piece_sets() if pieces.kind.flat and pieces.to_write_on]
    words = job.prepared.game.words
    said = []
    if dice:
        said.append(say(words, "tts_dice", dice=", ".join(dice)))
    if sheets:
        said.append(say(words, "tts_sheets", sheets=", ".join(sheets)))
    return " ".join(said)


def _saved_object(job: ExportJob, objects: list[dict], note: str) -> dict:
    return {
        "SaveName": job.prepared.game.title,
        "Date": "",
        "VersionNumber": "",
        "GameMode": "",
        "GameType": "",
        "GameComplexity": "",
        "Tags": [],
        "Gravity": 0.5,
        "PlayArea": 0.5,
        "Table": "",
        "Sky": "",
        "Note": note,
        "TabStates": {},
        "LuaScript": "",
        "LuaScriptState": "",
        "XmlUI": "",
        "ObjectStates": objects,
    }


def _summary(job: ExportJob, pieces: PieceSet, decks: list[Deck]) -> dict:
    asked = job.profile.dpi
    sheets = []
    for deck in decks:
        for sheet in deck.sheets:
            described = {
                "file": sheet.faces,
                "back": deck.back_of(sheet),
                "unique_back": deck.backs == "unique",
                "columns": sheet.columns,
                "rows": sheet.rows,
                "cards": len(sheet.members),
                "copies": sum(pieces.laid[i].count for i in sheet.members),
                "deck_id": sheet.deck_id,
                "object": deck.nickname,
                "shape": deck.shape.describe(),
                "type": card_type(deck.shape),
                "sideways": is_sideways(deck.shape),
                "face_px": list(deck.cell),
                "size_px": list(_sheet_pixels(deck, sheet)),
                "dpi": deck.dpi,
            }
            if deck.dpi < asked:
                described["note"] = f"drawn at {deck.dpi} dpi, not {asked}: " + (
                    f"TTS loads images of at most {MAX_PIXELS:,} px a side"
                    if job.settings.dpi_given
                    else f"TTS advises images of at most {RECOMMENDED_PIXELS:,} px a side (--dpi draws finer, up to "
                    f"{MAX_PIXELS:,})"
                )
            sheets.append(described)
    backs = sorted({deck.back_of(sheet) for deck in decks for sheet in deck.sheets})
    return {
        "component": pieces.component.id,
        "title": pieces.component.title,
        "kind": pieces.component.kind,
        "cards": sum(deck.copies for deck in decks),
        "entries": len(pieces.laid),
        "backs": backs,
        "sheets": sheets,
    }


def _json(data: dict) -> bytes:
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")

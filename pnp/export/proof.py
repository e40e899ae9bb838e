"""``proof``: a contact sheet of every face of a game, to review a whole deck at a glance.

One PDF per paper, ``output/<game>/proof/<game>-proof-<paper>.pdf``: each piece component in
turn, its faces scaled down side by side (trimmed to their shape, as they will be cut, their holes drawn; a die's six),
each with its title, id, number of copies and the source line it comes from; a component's
backs follow its fronts, each distinct back once. With ``--ink-saver``, also
``<game>-ink-saver-proof-<paper>.pdf``: the faces in their ink-saving look, when any differs. With ``--see``,
also ``<game>-proof-<sight>-<paper>.pdf`` for each sight asked: each proof page rasterised and shown as a
deuteranope, protanope or tritanope sees it, or as a black-and-white printer prints it (:mod:`pnp.core.vision`).
"""

from __future__ import annotations

import io
import os
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

from reportlab.lib.utils import ImageReader

from pnp.core.findings import relative
from pnp.core.geometry import MM, Affine, Box, transform_path
from pnp.core.papers import paper as paper_named
from pnp.core.vision import simulated
from pnp.core.words import Words, say
from pnp.draw.canvas import new_canvas
from pnp.draw.raster import pages_as_images
from pnp.draw.sheets import SheetDocument
from pnp.export import Export, ExportJob, PieceSet, back_names, draw_pdf, export
from pnp.impose.marks import footer_band
from pnp.impose.plan import Label, Outline, PagePlan, Placement, SheetPlan
from pnp.impose.policy import place
from pnp.impose.strategies import hole_cuts
from pnp.layout.face import Face

HEADING_SPACE = 7.0  # mm a component's heading takes
CELL = 42.0  # mm: the longer side of a face on the proof (never enlarged)
GAP = 4.0  # mm between cells
CAPTION = (6.5, 6.0, 6.0)  # pt: title, id and copies, source line
LINE = 2.6  # mm a caption line takes
HEADING = 9.0  # pt
MARGIN = 12.0  # mm around the sheet's content
SEEING_DPI = 150  # resolution of the proofs as others see them, unless --dpi is given
PICTURE_PPI = 300  # the most pixels per inch a picture keeps on the proof (more with a higher --dpi to see it at)


@dataclass(frozen=True)
class Tile:
    """One face on the proof and the words under it."""

    face: Face
    side: str
    caption: tuple[str, str, str]


@export("proof")
class Proof(Export):
    doc = "a contact sheet of every face with its title, id, copies and source line, for review at a glance"

    ink_saver = True
    sees = True

    def steps(self, job: ExportJob) -> int:
        return len(_looks(job)) * len(job.settings.papers) * (1 + len(job.settings.sights))

    def run(self, job: ExportJob) -> None:
        root = job.prepared.game.root  # "cards.yaml:12": the game's own folder
        words = job.prepared.game.words
        for look, sets in _looks(job):
            groups = [(pieces, _tiles(pieces, root, words)) for pieces in sets]
            faces = [tile.face for _, tiles in groups for tile in tiles]
            for paper in job.settings.papers:
                plan = _plan(groups, paper_named(paper).size, words)
                document = replace(
                    job.document(plan, sets[0]),
                    face=lambda index, side, faces=faces: faces[index],
                    title=f"{job.prepared.game.title}: {say(words, 'proof')}",
                    subject=f"{len(faces)} faces",
                    footer=[job.prepared.game.title, say(words, "proof")],
                    picture_ppi=max(PICTURE_PPI, job.profile.dpi if job.settings.dpi_given else 0),
                )
                pdf = draw_pdf(document)
                job.write(f"{job.slug}{look}-proof-{paper}.pdf", pdf)
                dpi = job.profile.dpi if job.settings.dpi_given else SEEING_DPI
                for sight in job.settings.sights:
                    job.write(f"{job.slug}{look}-proof-{sight}-{paper}.pdf", _seen(pdf, plan, document, sight, dpi))


def _looks(job: ExportJob) -> list[tuple[str, list[PieceSet]]]:
    """The game's piece sets to proof: ``("", sets)``; with ``--ink-saver`` also ``("-ink-saver", sets)`` in
    the ink-saving look, when that look draws any face differently. None when the game has no pieces."""
    sets = job.piece_sets()
    if not sets:
        return []
    saving = job.piece_sets(ink_saver=True) if job.settings.ink_saver else sets
    faces = [[piece.faces for piece in pieces.laid] for pieces in sets]
    changed = [[piece.faces for piece in pieces.laid] for pieces in saving] != faces
    return [("", sets)] + ([("-ink-saver", saving)] if changed else [])


def _seen(pdf: bytes, plan: SheetPlan, document: SheetDocument, sight: str, dpi: int) -> bytes:
    """The proof's pages rasterised at ``dpi`` and shown as ``sight`` shows them, one image a page."""
    target = io.BytesIO()
    first = plan.pages[0]
    title = f"{document.title} ({sight})"
    canvas = new_canvas(target, first.width, first.height, document.font, title, document.subject, document.author)
    images = pages_as_images(pdf, range(len(plan.pages)), dpi)
    for page, image in zip(plan.pages, images, strict=True):
        canvas.setPageSize((page.width * MM, page.height * MM))
        canvas.drawImage(ImageReader(simulated(image, sight)), 0, 0, page.width * MM, page.height * MM)
        canvas.showPage()
    canvas.save()
    return target.getvalue()


def _from_game(path: Path, root: Path) -> str:
    """A source as the game's ``source:`` names it: "cards.yaml", or "../say-it-sideways/words.csv" of a card list
    another edition's folder holds (not the whole path from the disk's root, which wraps over three lines)."""
    shown = relative(path, root)
    return (shown if not shown.is_absolute() else Path(os.path.relpath(path.resolve(), root.resolve()))).as_posix()


def _tiles(pieces: PieceSet, root, words: Words | None) -> list[Tile]:
    """Each entry's front (each face of a die, numbered), then each distinct back once (shared backs are the
    usual case)."""
    tiles: list[Tile] = []
    backs: list[tuple[Face, list[str]]] = []  # each distinct back and the entries that have it
    for piece in pieces.laid:
        entry = piece.entry
        where = f"{_from_game(entry.loc.file, root)}:{entry.loc.line}" if entry.loc else ""
        copies = f"×{piece.count}" if piece.count != 1 else "×1"
        sides = [side for side in piece.faces if side != "back"]  # a front, or a die's six faces
        for number, side in enumerate(sides, start=1):
            title = entry.title if len(sides) == 1 else f"{entry.title}\u00a0·\u00a0{number}"
            tiles.append(Tile(piece.faces[side], side, (title, f"{entry.id}\u00a0·\u00a0{copies}", where)))
        back = piece.faces.get("back")
        if back is not None:
            same = next((ids for seen, ids in backs if seen == back), None)
            if same is None:
                backs.append((back, [entry.id]))
            else:
                same.append(entry.id)
    for (back, _), file in zip(backs, back_names([ids for _, ids in backs]), strict=True):
        which = file.removesuffix(".png").removeprefix("back").lstrip("-")  # as the print-shop files: "back teal"
        name = say(words, "proof_back", back=which).strip()
        tiles.append(Tile(back, "back", (name, say(words, "proof_template", template=back.name), "")))
    return tiles


def _plan(groups: list[tuple[PieceSet, list[Tile]]], paper: tuple[float, float], words: Words | None) -> SheetPlan:
    width, height = paper
    pages: list[PagePlan] = []
    page = PagePlan(width, height)
    y = height - MARGIN
    index = 0
    for pieces, tiles in groups:
        w, h = Counter(tile.face.size for tile in tiles).most_common(1)[0][0]  # the cell is the usual face's
        scale = min(1.0, CELL / max(w, h))
        scales = [min(scale, w * scale / tile.face.size[0], h * scale / tile.face.size[1]) for tile in tiles]
        lines = max(len(_wrapped(tile.caption, w * scale)) for tile in tiles)
        cell_w, cell_h = w * scale, h * scale + GAP / 2 + LINE * lines
        columns = max(1, int((width - 2 * MARGIN + GAP) // (cell_w + GAP)))
        rows = [tiles[i : i + columns] for i in range(0, len(tiles), columns)]
        singular, plural = pieces.kind.nouns(pieces.component, words)
        noun = plural if len(pieces.laid) > 1 else singular
        heading = say(
            words,
            "proof_heading" if len(pieces.laid) > 1 else "proof_heading_one",
            component=pieces.component.title,
            count=len(pieces.laid),
            noun=noun,
            copies=pieces.component_copies,
        )
        need_heading = True
        first = index
        for row in rows:
            room = y - (cell_h + (HEADING_SPACE if need_heading else 0))
            if room < MARGIN and page.placements:
                pages.append(page)
                page, y = PagePlan(width, height), height - MARGIN
            if need_heading:
                page.marks.append(Label(MARGIN, y - HEADING_SPACE + 2.0, heading, HEADING))
                y -= HEADING_SPACE
                need_heading = False
            for column, tile in enumerate(row):
                x = MARGIN + column * (cell_w + GAP)
                # a face of another size (a landscape Hero among portrait cards) drawn within the cell, its
                # caption under it: nothing reaches into the next row or over the heading
                shrink = scales[index - first]
                _place(page, index, tile, x, y - tile.face.size[1] * shrink, shrink, cell_w)
                index += 1
            y -= cell_h + GAP
        y -= GAP
    pages.append(page)
    for number, page in enumerate(pages, start=1):
        page.label = say(words, "proof_page", sheet=f"{number}/{len(pages)}")
        art = [p.trim for p in page.placements]
        page.footer = footer_band(width, height, art, [])
    return SheetPlan(pages)


def _place(page: PagePlan, index: int, tile: Tile, x: float, y: float, scale: float, width: float) -> None:
    """The face trimmed to its shape with its lower-left trim corner at (x, y), scaled; its caption below, in
    lines of the cell's ``width``."""
    w, h = tile.face.size
    transform = Affine.translate(x, y) @ Affine.scale(scale) @ place(w, h, 0, 0.0, 0.0)
    outline = transform_path(tile.face.shape.outline(0.0), transform)
    trim = Box(x, y, w * scale, h * scale)
    holes = tuple(transform_path(hole, transform) for hole in tile.face.holes) if tile.side == "front" else ()
    placed = Placement(index, tile.side, transform, outline, outline, trim, holes=holes)
    page.placements.append(placed)
    page.marks += [Outline(outline, "cut"), *hole_cuts(placed)]  # the holes cut out of a front, as on the sheets
    for line, (text, size) in enumerate(_wrapped(tile.caption, width)):
        page.marks.append(Label(x, y - GAP / 2 - LINE * (line + 0.7), text, size))


def _wrapped(caption: tuple[str, str, str], width: float) -> list[tuple[str, float]]:
    """The caption's lines and sizes within about ``width`` mm (an average glyph is under half
    its size), broken after a space, '/' or '-' so that no id or name is cut short."""
    lines = []
    for text, size in zip(caption, CAPTION, strict=True):
        most = max(4, int(width / (size * 0.5 * 25.4 / 72)))
        line = ""
        for chunk in re.findall(r"[^ /-]*[ /-]?", text)[:-1]:  # each word with the mark after it
            if line and len(line + chunk.rstrip()) > most:
                lines.append((line.rstrip(), size))
                line = ""
            line += chunk
        if line.strip():
            lines.append((line.rstrip(), size))
    return lines

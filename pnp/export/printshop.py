"""``print-shop``: what print-on-demand shops take: one PNG per face and per distinct back, and one PDF.

Per component, in ``output/<game>/print-shop[-<profile>]/<component>/``:

- ``001-<entry>-front.png`` … one per entry, numbered in the source's order (the shop's upload order),
  at the profile's dpi with its full bleed (a poker card with 1/8 in bleed at 300 dpi: 825 × 1125 px);
- ``back.png`` when every piece shares one back, else one per distinct back, named by the words of
  the entry ids that share it (``back-teal-train.png`` for teal-black-train, teal-blue-train …), or
  numbered (``back-1.png``) when those words do not tell the backs apart;
- ``order.csv``: each front, its back and its number of copies;
- ``<component>.pdf``: every copy, one piece per page, front then back, TrimBox the piece and BleedBox its
  bleed: the very pages the PNGs are rasterised from. Sheets to write on (``imposition: sheet``: a player
  sheet, a score pad) are printed as they are, each entry's page a pad's or a run's worth of times: their
  PDF holds each entry once (its back after it), and ``order.csv`` its copies.

A die (its net folds at home, ``pnp build``) is exported face by face, for a shop that makes custom dice or a web
page: ``001-<die>-face-1.png`` … ``-face-6.png``, its faces in ``<component>.pdf``, one a page, and a row a face in
``order.csv`` (no back; the die's copies).

A shop that takes the PDF alone (a profile's ``pngs: false``: DriveThruCards, whose files are CMYK, which a
PNG cannot be) gets no PNG; its order list names each entry's pages in the PDF instead.
"""

from __future__ import annotations

import csv
import io
from dataclasses import replace

from pnp.core.profiles import Profile
from pnp.draw.raster import pages_as_images
from pnp.export import Export, ExportJob, PieceSet, back_names, export
from pnp.export.raster import check_whole_pixels, png
from pnp.impose.strategies import cut_color_of
from pnp.impose.strategies.cube import FACES
from pnp.impose.strategies.single import one_a_page
from pnp.kinds.common.shop_pixels import piece_sizes


@export("print-shop")
class PrintShop(Export):
    doc = (
        "per component: a PNG per face and per distinct back with full bleed, an order list, a PDF of one piece a page"
    )

    def steps(self, job: ExportJob) -> int:
        pngs = job.profile.pngs
        flat = sum((len(pieces.laid) + 1 if pngs else 0) + 2 for pieces in _flat(job))
        return flat + sum((len(dice.laid) * FACES if pngs else 0) + 2 for dice in _dice(job))

    def run(self, job: ExportJob) -> None:
        sets, dice = _flat(job), _dice(job)
        check_whole_pixels(_sizes(sets + dice, job.profile), job.profile)  # all checked before anything is drawn
        for pieces in sets:
            self._component(job, pieces)
        for die_set in dice:
            self._faces(job, die_set)

    def _faces(self, job: ExportJob, dice: PieceSet) -> None:
        """A component of dice: each die's six faces a page of its PDF and, where the shop takes them, a PNG each."""
        specs = [replace(spec, count=1) for spec in dice.specs(job.profile)]
        pdf = job.pdf(one_a_page(specs), dice)
        folder = dice.component.id
        job.write(f"{folder}/{folder}.pdf", pdf)
        faces = [(number, die, side) for number, die in enumerate(dice.laid, start=1) for side in range(1, FACES + 1)]
        if job.profile.pngs:
            names = [f"{number:03d}-{die.entry.id}-face-{side}.png" for number, die, side in faces]
            images = pages_as_images(pdf, range(len(faces)), job.profile.dpi)
            for name, image in zip(names, images, strict=True):
                job.write(f"{folder}/{name}", png(image, job.profile.dpi))
        else:  # the PDF alone: each face by its page number
            names = [str(page) for page in range(1, len(faces) + 1)]
        rows = [
            (name, "", die.count, f"{die.entry.title} · {side}")
            for name, (_, die, side) in zip(names, faces, strict=True)
        ]
        header = ("front", "back") if job.profile.pngs else ("front page", "back page")
        job.write(f"{folder}/order.csv", _csv(header, rows))

    def _component(self, job: ExportJob, pieces: PieceSet) -> None:
        profile = job.profile
        specs = pieces.specs(profile)
        if pieces.to_write_on:  # one page of each design, printed its count of times (order.csv)
            specs = [replace(spec, count=1) for spec in specs]
        component = pieces.component
        cut_color = cut_color_of(component.spec.get("imposition"))  # the holes' as the component's sheets draw them
        pdf = job.pdf(one_a_page(specs, component.kind in profile.upright, cut_color), pieces)
        folder = pieces.component.id
        job.write(f"{folder}/{folder}.pdf", pdf)

        fronts, backs, page = [], [], 0  # each entry's first copy: its front page and its back page
        for spec, piece in zip(specs, pieces.laid, strict=True):
            fronts.append(page)
            if "back" in spec.sides:
                backs.append((page + 1, piece.entry.id))
            page += spec.count * len(spec.sides)
        if profile.pngs:
            back_files = iter(self._backs(job, folder, pdf, backs))
            front_files = self._fronts(job, folder, pdf, fronts, pieces)
        else:  # the PDF alone: each entry's first copy by its page numbers
            back_files = iter(str(page + 1) for page, _ in backs)
            front_files = [str(page + 1) for page in fronts]
        rows = [
            (front, next(back_files) if "back" in piece.faces else "", piece.count, piece.entry.title)
            for piece, front in zip(pieces.laid, front_files, strict=True)
        ]
        header = ("front", "back") if profile.pngs else ("front page", "back page")
        job.write(f"{folder}/order.csv", _csv(header, rows))

    @staticmethod
    def _fronts(job: ExportJob, folder: str, pdf: bytes, pages: list[int], pieces: PieceSet) -> list[str]:
        """Write each entry's front; their file names, in order."""
        names = []
        images = pages_as_images(pdf, pages, job.profile.dpi)
        for number, (piece, image) in enumerate(zip(pieces.laid, images, strict=True), start=1):
            names.append(f"{number:03d}-{piece.entry.id}-front.png")
            job.write(f"{folder}/{names[-1]}", png(image, job.profile.dpi))
        return names

    @staticmethod
    def _backs(job: ExportJob, folder: str, pdf: bytes, pages: list[tuple[int, str]]) -> list[str]:
        """Write each distinct back once; the file name of each piece's back, in order."""
        distinct: dict[bytes, list[str]] = {}  # each back and the entries that have it
        order = []
        for image, (_, entry) in zip(pages_as_images(pdf, [p for p, _ in pages], job.profile.dpi), pages, strict=True):
            data = png(image, job.profile.dpi)
            distinct.setdefault(data, []).append(entry)
            order.append(data)
        names = dict(zip(distinct, back_names(list(distinct.values())), strict=True))
        for data, name in names.items():
            job.write(f"{folder}/{name}", data)
        return [names[data] for data in order]


def _flat(job: ExportJob) -> list[PieceSet]:
    """The piece components a shop prints as cards, a front and a back (not dice: folded at home)."""
    return [pieces for pieces in job.piece_sets() if pieces.kind.flat]


def _dice(job: ExportJob) -> list[PieceSet]:
    """The dice components, exported face by face."""
    return [pieces for pieces in job.piece_sets() if not pieces.kind.flat]


def _sizes(sets: list[PieceSet], profile: Profile) -> list[tuple[tuple[float, float], str]]:
    return [size for pieces in sets for size in piece_sizes(pieces.component, pieces.laid, profile)]


def _csv(header: tuple[str, str], rows: list[tuple]) -> bytes:
    buffer = io.StringIO()
    table = csv.writer(buffer, lineterminator="\n")
    table.writerow((*header, "copies", "title"))
    table.writerows(rows)
    return buffer.getvalue().encode("utf-8")

"""The reportlab floor: the synthetic deck's PDF drawn with bare reportlab calls, no layout engine.

    python benchmarks/floor.py --cards N [--paper letter|a4] [--out FILE.pdf]

It writes the same pages as ``pnp build --paper PAPER`` of ``benchmarks/synthetic.py``'s
N-card deck (each page of fronts followed by its page of backs, 8 poker cards turned on
Letter, 9 upright on A4) and about the same text lines: each card's title, cost and body
(wrapped with reportlab's ``simpleSplit`` at the template's font, size and width, text
between inline icons as separate runs), a footer and a scale label on every page. The fonts
are the same embedded TrueType subsets; icons and the back are form XObjects drawn by
reference, as pnp does; crop marks are lines. What it leaves out is pnp's work: templates,
expressions, validation, text fitting, page plans. Its time is the floor that a generator
on reportlab cannot go below; ``benchmarks/run.py --compare`` runs it interleaved with pnp:

    python benchmarks/run.py --compare "python benchmarks/floor.py --cards {cards} --paper {paper}"

It prints one line of JSON: cards, pages, text lines, icons and the PDF's bytes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import ROOT, card_texts

MM = 72 / 25.4
W, H, BLEED = 63.5, 88.9, 3.175  # poker card, trim and bleed (mm)
PAPERS = {  # page (mm), columns, rows, turned
    "letter": ((215.9, 279.4), 2, 4, True),
    "a4": ((210.0, 297.0), 3, 3, False),
}
ICON = re.compile(r":([a-z0-9-]+):")
FONTS = {
    "Lato": "lato/Lato-Regular.ttf",
    "Lato-Bold": "lato/Lato-Bold.ttf",
    "Lato-Black": "lato/Lato-Black.ttf",
    "Vollkorn-Bold": "vollkorn/Vollkorn-Bold.ttf",
}


def register_fonts() -> None:
    for name, file in FONTS.items():
        pdfmetrics.registerFont(TTFont(name, str(ROOT / "fonts" / file)))


def define_forms(canvas: Canvas) -> None:
    """One form per icon (a disc or a square) and the back, drawn by reference like pnp's."""
    for name in ("die", "stop"):
        canvas.beginForm(f"icon-{name}", lowerx=0, lowery=0, upperx=10, uppery=10)
        if name == "die":
            canvas.circle(5, 5, 5, stroke=0, fill=1)
        else:
            canvas.rect(0, 0, 10, 10, stroke=0, fill=1)
        canvas.endForm()
    canvas.beginForm("back", lowerx=-BLEED * MM, lowery=-BLEED * MM, upperx=(W + BLEED) * MM, uppery=(H + BLEED) * MM)
    canvas.setFillColor("#2a2019")
    canvas.rect(-BLEED * MM, -BLEED * MM, (W + 2 * BLEED) * MM, (H + 2 * BLEED) * MM, stroke=0, fill=1)
    canvas.setFillColor("#3b2c22")
    canvas.setStrokeColor("#c9a55a")
    canvas.circle(W / 2 * MM, H / 2 * MM, 20 * MM, stroke=1, fill=1)
    canvas.setFillColor("#e2c275")
    canvas.setFont("Vollkorn-Bold", 14)
    canvas.drawCentredString(W / 2 * MM, (H / 2 - 9) * MM, "Synthetic")
    canvas.endForm()


def draw_body(canvas: Canvas, text: str, x: float, top: float, width: float, size: float, leading: float) -> int:
    """Wrapped text (mm box, top edge ``top`` from the card's bottom) with icons as forms; returns lines."""
    plain = ICON.sub("##", text.replace("**", ""))
    lines = simpleSplit(plain, "Lato", size, width * MM)
    canvas.setFillColor("#000000")
    y = top * MM - size
    for line in lines:
        cursor = x * MM
        for index, run in enumerate(line.split("##")):
            if index:  # an icon before this run, cap height tall
                canvas.saveState()
                canvas.translate(cursor, y)
                canvas.scale(size * 0.072, size * 0.072)
                canvas.doForm("icon-die")
                canvas.restoreState()
                cursor += size * 0.8
            if run:
                canvas.drawString(cursor, y, run)
                cursor += stringWidth(run, "Lato", size)
        y -= size * leading
    return len(lines)


def draw_front(canvas: Canvas, card: dict) -> int:
    """One face in card coordinates (points, origin at the trim's bottom left); returns its text lines."""
    canvas.setFillColor("#f8f4ec" if card["kind"] == "spell" else "#ececec")
    canvas.rect(-BLEED * MM, -BLEED * MM, (W + 2 * BLEED) * MM, (H + 2 * BLEED) * MM, stroke=0, fill=1)
    canvas.setFont("Lato", 10)
    if card["kind"] == "spell":
        canvas.setFillColor("#8e1717" if card["cost"] > 4 else "#1d4b94")
        canvas.rect(-BLEED * MM, (H - 16) * MM, (W + 2 * BLEED) * MM, (16 + BLEED) * MM, stroke=0, fill=1)
        canvas.setFillColor("#f2c94c")
        canvas.circle(52.5 * MM, (H - 8.5) * MM, 5 * MM, stroke=0, fill=1)
        canvas.setFillColor("#000000")
        canvas.setFont("Lato-Black", 14)
        canvas.drawCentredString(52.5 * MM, (H - 11) * MM, str(card["cost"]))
        canvas.setFillColor("#ffffff")
        canvas.setFont("Vollkorn-Bold", 13)
        canvas.drawString(5 * MM, (H - 10.5) * MM, card["title"])
        canvas.setFont("Lato", 10)
        return 2 + draw_body(canvas, card["text"], 6, H - 36, 51.5, 10, 1.3)
    canvas.setFillColor("#4a3a2a")
    canvas.rect(-BLEED * MM, (H - 19) * MM, (W + 2 * BLEED) * MM, 11 * MM, stroke=0, fill=1)
    canvas.saveState()
    canvas.translate(26.75 * MM, (H - 32) * MM)
    canvas.scale(MM, MM)
    canvas.doForm("icon-die" if card["cost"] % 2 else "icon-stop")
    canvas.restoreState()
    canvas.setFillColor("#ffffff")
    canvas.setFont("Vollkorn-Bold", 12)
    canvas.drawCentredString(W / 2 * MM, (H - 15) * MM, card["title"])
    canvas.setFillColor("#000000")
    canvas.setFont("Lato-Bold", 7)
    canvas.drawRightString((W - 6) * MM, (H - 6) * MM, f"Cost {card['cost']}")
    canvas.setFont("Lato", 9.5)
    return 2 + draw_body(canvas, card["text"], 6, H - 35, 51.5, 9.5, 1.25)


def cell(canvas: Canvas, paper: str, slot: int, mirrored: bool) -> None:
    """Move the origin to the trim's bottom left of card ``slot`` on the page (turned on Letter)."""
    (page_w, page_h), cols, rows, turned = PAPERS[paper]
    cw, ch = (H, W) if turned else (W, H)
    col, row = slot % cols, slot // cols
    if mirrored:
        col = cols - 1 - col
    x0, y0 = (page_w - cols * cw) / 2, (page_h - rows * ch) / 2
    canvas.translate((x0 + col * cw) * MM, (page_h - y0 - (row + 1) * ch) * MM)
    if turned:
        canvas.translate(cw * MM, 0)
        canvas.rotate(90)


def furniture(canvas: Canvas, paper: str, page: int) -> int:
    """Crop marks, the footer and its scale label; returns the text lines."""
    (page_w, page_h), cols, rows, turned = PAPERS[paper]
    cw, ch = (H, W) if turned else (W, H)
    x0, y0 = (page_w - cols * cw) / 2, (page_h - rows * ch) / 2
    canvas.setLineWidth(0.25)
    for col in range(cols + 1):
        x = (x0 + col * cw) * MM
        canvas.line(x, (y0 - 3.5) * MM, x, (y0 - 6.5) * MM)
        canvas.line(x, (page_h - y0 + 3.5) * MM, x, (page_h - y0 + 6.5) * MM)
    for row in range(rows + 1):
        y = (y0 + row * ch) * MM
        canvas.line((x0 - 3.5) * MM, y, (x0 - 6.5) * MM, y)
        canvas.line((page_w - x0 + 3.5) * MM, y, (page_w - x0 + 6.5) * MM, y)
    canvas.setFillGray(0.25)
    canvas.setFont("Lato", 6)
    canvas.drawString(6 * MM, 6 * MM, f"page {page}  ·  Synthetic Deck  ·  Synthetic benchmark deck, not a game.")
    canvas.line((page_w - 31.4) * MM, 7 * MM, (page_w - 6) * MM, 7 * MM)
    canvas.drawRightString((page_w - 33) * MM, 6 * MM, "1 in" if paper == "letter" else "25 mm")
    return 2


def build(cards: int, paper: str, target: Path) -> dict:
    register_fonts()
    (page_w, page_h), cols, rows, _ = PAPERS[paper]
    canvas = Canvas(str(target), pagesize=(page_w * MM, page_h * MM), invariant=1, pageCompression=1)
    define_forms(canvas)
    per_page = cols * rows
    deck = list(card_texts(cards))
    pages = lines = icons = 0
    for start in range(0, len(deck), per_page):
        sheet = deck[start : start + per_page]
        for backs in (False, True):
            for slot, card in enumerate(sheet):
                canvas.saveState()
                cell(canvas, paper, slot, mirrored=backs)
                if backs:
                    canvas.doForm("back")
                else:
                    lines += draw_front(canvas, card)
                    icons += len(ICON.findall(card["text"])) + (card["kind"] == "item")
                canvas.restoreState()
            pages += 1
            lines += furniture(canvas, paper, pages)
            canvas.showPage()
    lines += 1  # the back's name, once in its form
    canvas.save()
    return {"cards": cards, "paper": paper, "pages": pages, "text_lines": lines, "icons": icons}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, required=True, help="cards in the synthetic deck")
    parser.add_argument("--paper", choices=sorted(PAPERS), default="letter")
    parser.add_argument("--out", type=Path, help="the PDF to write (default: a temporary file, removed)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        target = args.out or Path(temp) / "floor.pdf"
        result = build(args.cards, args.paper, target)
        result["bytes"] = target.stat().st_size
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How much ink each PDF takes: every page rasterised at 30 dpi, the mean of (1 - value) over its
pixels and its three channels (a naive C, M and Y: 0 % a blank page, 100 % solid black).

    python benchmarks/ink.py FILE_OR_FOLDER ... [--dpi N] [--pages]

Prints each file's mean coverage over its pages (``--pages``: each page's too), heaviest first.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pypdfium2 as pdfium
from PIL import ImageStat


def page_coverage(pdf: pdfium.PdfDocument, index: int, dpi: float = 30) -> float:
    """Ink on one page, 0 to 1."""
    image = pdf[index].render(scale=dpi / 72).to_pil().convert("RGB")
    return 1 - sum(ImageStat.Stat(image).mean) / (3 * 255)


def coverage(path: Path, dpi: float = 30) -> list[float]:
    """Ink on each page of a PDF, 0 to 1."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [page_coverage(pdf, index, dpi) for index in range(len(pdf))]
    finally:
        pdf.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--dpi", type=float, default=30)
    parser.add_argument("--pages", action="store_true", help="each page's coverage too")
    args = parser.parse_args()
    files = [p for path in args.paths for p in (sorted(path.rglob("*.pdf")) if path.is_dir() else [path])]
    measured = {path: coverage(path, args.dpi) for path in files}
    for path, pages in sorted(measured.items(), key=lambda item: -sum(item[1]) / max(1, len(item[1]))):
        mean = sum(pages) / max(1, len(pages))
        detail = "  " + " ".join(f"{page:.0%}" for page in pages) if args.pages else ""
        print(f"{mean:6.1%}  {len(pages):3d} p  {path.name}{detail}")


if __name__ == "__main__":
    main()

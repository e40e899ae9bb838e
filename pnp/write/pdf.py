"""The PDF writer: an output's pages, as drawn, into ``<name>.pdf``."""

from __future__ import annotations

from typing import BinaryIO

from pnp.write import Output, Writer, writer


@writer("pdf")
class PdfWriter(Writer):
    extension = ".pdf"

    def write(self, output: Output, target: BinaryIO) -> None:
        output.render(target)

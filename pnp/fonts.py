"""Font families from ``fonts/fonts.yaml``: registration with reportlab and glyph coverage."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from pnp.findings import ContentError, Findings, Location
from pnp.text import Run
from pnp.yamlio import load_yaml

STYLES = ("regular", "bold", "italic", "bold-italic")


@dataclass(frozen=True)
class Family:
    name: str
    faces: dict[str, str]  # style -> registered reportlab font name

    def face(self, bold: bool = False, italic: bool = False) -> str:
        style = {(False, False): "regular", (True, False): "bold", (False, True): "italic", (True, True): "bold-italic"}
        wanted = style[(bold, italic)]
        return self.faces.get(wanted) or self.faces.get("bold" if bold else "regular") or self.faces["regular"]


class FontBook:
    """The workspace's fonts, registered once per process under stable names."""

    def __init__(self, fonts_dir: Path):
        self.fonts_dir = fonts_dir
        self.families: dict[str, Family] = {}
        self._coverage: dict[str, frozenset[int]] = {}
        self._load()

    def _load(self) -> None:
        manifest_path = self.fonts_dir / "fonts.yaml"
        findings = Findings()
        manifest = load_yaml(manifest_path, findings)
        if findings.errors:
            raise ContentError(findings)
        for family_name, spec in (manifest or {}).get("families", {}).items():
            faces: dict[str, str] = {}
            for style in STYLES:
                if style not in spec:
                    continue
                font_name = f"{family_name.replace(' ', '')}-{style}"
                self._register(font_name, self.fonts_dir / spec[style], spec.line_of(style))
                faces[style] = font_name
            if "regular" not in faces:
                raise ContentError.single(spec.loc, f"font family '{family_name}' has no regular face")
            licence = spec.get("licence")
            if not licence or not (self.fonts_dir / licence).is_file():
                raise ContentError.single(spec.loc, f"font family '{family_name}' needs its licence file beside it")
            family = Family(family_name, faces)
            pdfmetrics.registerFontFamily(
                faces["regular"],
                normal=faces["regular"],
                bold=family.face(bold=True),
                italic=family.face(italic=True),
                boldItalic=family.face(bold=True, italic=True),
            )
            self.families[family_name] = family

    def _register(self, font_name: str, path: Path, where: Location) -> None:
        if font_name in pdfmetrics.getRegisteredFontNames():
            existing = pdfmetrics.getFont(font_name)
            if Path(getattr(existing.face, "filename", "")) == path:
                self._coverage[font_name] = frozenset(existing.face.charToGlyph)
                return
        if not path.is_file():
            raise ContentError.single(where, f"font file '{path.name}' not found in fonts/")
        try:
            font = TTFont(font_name, str(path))
        except TTFError as exc:
            raise ContentError.single(where, f"cannot use font '{path.name}': {exc}") from None
        pdfmetrics.registerFont(font)
        self._coverage[font_name] = frozenset(font.face.charToGlyph)

    def family(self, name: str) -> Family | None:
        return self.families.get(name)

    def covers(self, font_name: str, char: str) -> bool:
        if char in "\n\t":
            return True
        return ord(char) in self._coverage[font_name]

    def missing_glyphs(self, runs: Iterable[Run], family: Family, bold: bool = False, italic: bool = False) -> set[str]:
        """Characters of ``runs`` that the face each run prints in cannot draw."""
        missing = set()
        for run in runs:
            if run.kind in ("text", "ref"):
                face = family.face(run.bold or bold, run.italic or italic)
                missing.update(ch for ch in run.value if not self.covers(face, ch))
        return missing

    @property
    def default_font(self) -> str:
        return next(iter(self.families.values())).faces["regular"]


def glyph_message(family: Family, char: str) -> str:
    return (
        f"the font {family.name} cannot draw '{char}' (U+{ord(char):04X}); "
        "use another character, an :icon:, or a font that has it"
    )

"""Lay out one face: evaluate a template's elements for one card, fit its text.

The result (:class:`Face`) holds resolved values in millimetres with the origin at
the trim's top-left corner; drawing it is :mod:`pnp.draw`'s job. Layout problems
(text that does not fit, unknown icons, glyphs a font lacks, expression errors)
are findings naming the card's source line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image
from reportlab.lib.colors import Color, toColor
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Paragraph

from pnp import text as textsyntax
from pnp.expr import ExpressionError, evaluate, evaluate_tree
from pnp.findings import Findings, Location
from pnp.fonts import FontBook, glyph_message
from pnp.icons import IconLibrary
from pnp.templates import Template

ALIGN = {"left": TA_LEFT, "center": TA_CENTER, "right": TA_RIGHT}
GEOMETRY = (
    "x",
    "y",
    "w",
    "h",
    "x2",
    "y2",
    "rotate",
    "stroke_width",
    "radius",
    "opacity",
    "size",
    "min_size",
    "leading",
    "icon_scale",
    "paragraph_gap",
)
COLORS = ("fill", "stroke", "color")
FIELD_REFERENCE = re.compile(r"\bcard\.(\w+)")
SHRINK_STEP = 0.25


@dataclass
class Placed:
    name: str
    kind: str
    props: dict[str, Any]
    paragraphs: list[Paragraph] = field(default_factory=list)
    font_size: float = 0.0
    text_height: float = 0.0  # points


@dataclass
class Face:
    template: Template
    elements: list[Placed]

    @property
    def size(self) -> tuple[float, float]:
        return self.template.size


@dataclass
class FitReport:
    """Text that had to shrink: which card, which element, from what to what."""

    card: str
    element: str
    wanted: float
    used: float


class Variables(Mapping):
    """A template's ``vars``, each evaluated for the card when first used.

    So a var may use the card and other vars, in any order; a var that (through
    others) uses itself is an error, not a hang.
    """

    def __init__(self, raw: dict[str, Any], scope: dict[str, Any]):
        self._raw = raw
        self._scope = scope
        self._values: dict[str, Any] = {}
        self._resolving: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        if key not in self._values:
            if key in self._resolving:
                raise ExpressionError(f"vars.{key} uses itself")
            self._resolving.add(key)
            try:
                self._values[key] = evaluate_tree(self._raw[key], self._scope)
            finally:
                self._resolving.discard(key)
        return self._values[key]

    def __iter__(self):
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


class Layouter:
    def __init__(self, fonts: FontBook, icons: IconLibrary, art_dir: Path):
        self.fonts = fonts
        self.icons = icons
        self.art_dir = art_dir
        self.shrunk: list[FitReport] = []
        self._styles: dict[tuple, ParagraphStyle] = {}

    def face(
        self, template: Template, context: dict[str, Any], where: Location, findings: Findings, label: str
    ) -> Face:
        """Evaluate every element of ``template`` in ``context`` (which holds ``card``)."""
        scope = {
            **context,
            "trim": {"w": template.size[0], "h": template.size[1]},
            "bleed": template.bleed,
            "safe": template.safe,
        }
        scope["vars"] = Variables(template.vars, scope)
        placed: list[Placed] = []
        for name, element in template.elements.items():
            try:
                if "when" in element and not evaluate(element["when"], scope):
                    continue
                props = {key: evaluate(value, scope) for key, value in element.items() if key != "when"}
                props = _coerce(props)
            except (ExpressionError, ValueError, TypeError) as exc:
                findings.error(
                    element.line_of("type") if hasattr(element, "line_of") else template.location,
                    f"{label}: element '{name}': {exc}",
                )
                continue
            item = Placed(name, props["type"], props)
            if item.kind == "text":
                self._fit(item, element, context, where, findings, label)
            elif item.kind in ("icon", "icons"):
                self._check_icon(item, where, findings, label)
            elif item.kind == "image":
                self._check_image(item, element, findings, label)
            placed.append(item)
        return Face(template, placed)

    def _check_icon(self, item: Placed, where: Location, findings: Findings, label: str) -> None:
        name = item.props.get("name")
        if name and self.icons.find(str(name)) is None:
            findings.error(where, f"{label}: element '{item.name}' uses unknown icon '{name}'")
            item.props["name"] = None

    def _check_image(self, item: Placed, element: Any, findings: Findings, label: str) -> None:
        src = item.props.get("src")
        if not src:
            return
        path = self.art_dir / str(src)
        problem = None
        if not path.is_file():
            problem = f"not found in {self.art_dir.parent.name}/{self.art_dir.name}/"
        else:
            try:
                with Image.open(path) as image:
                    image.verify()
            except (OSError, SyntaxError) as exc:
                problem = f"is not a readable image ({exc})"
        if problem:
            findings.error(element.line_of("src"), f"{label}: element '{item.name}': image '{src}' {problem}")
            item.props["src"] = None

    def _fit(
        self, item: Placed, element: Any, context: dict[str, Any], where: Location, findings: Findings, label: str
    ) -> None:
        props = item.props
        source = "" if props.get("text") is None else str(props["text"])
        fields = set(FIELD_REFERENCE.findall(str(element.get("text", ""))))
        card = context.get("card")
        field_name = fields.pop() if len(fields) == 1 else None
        if field_name and card is not None and hasattr(card, "line_of"):
            where = card.line_of(field_name)

        def locate(needle: str) -> Location:
            if field_name and card is not None and hasattr(card, "line_of_text"):
                return card.line_of_text(field_name, needle)
            return where

        family = self.fonts.family(str(props.get("font", "Lato")))
        if family is None:
            findings.error(
                element.line_of("font"),
                f"{label}: element '{item.name}': unknown font family "
                f"'{props.get('font')}'; fonts/fonts.yaml has {', '.join(self.fonts.families)}",
            )
            return
        paragraphs = textsyntax.parse(source)
        if props.get("case") == "upper":
            paragraphs = tuple(tuple(_upper(run) for run in para) for para in paragraphs)
        self._check_glyphs(
            paragraphs, family, (props.get("bold"), props.get("italic")), locate, findings, label, item.name
        )
        unknown = sorted(
            {
                run.value
                for para in paragraphs
                for run in para
                if run.kind == "icon" and self.icons.find(run.value) is None
            }
        )
        for name in unknown:
            findings.error(
                locate(f":{name}:"),
                f"{label}: unknown icon ':{name}:' in {item.name}; icons are SVG files in "
                f"{', '.join(str(f) for f in self.icons.folders)}",
            )
        if unknown:
            return
        width, height = props.get("w", 0) * mm, props.get("h", 0) * mm
        wanted = float(props.get("size", 9))
        smallest = float(props.get("min_size", wanted))
        size = wanted
        while True:
            built, used, widest = self._build(paragraphs, family, props, size, width)
            if (used <= height + 0.01 and widest <= width + 0.01) or size - SHRINK_STEP < smallest - 1e-9:
                break
            size -= SHRINK_STEP
        item.paragraphs, item.font_size, item.text_height = built, size, used
        if used > height + 0.01 or widest > width + 0.01:
            findings.error(
                where,
                f"{label}: {item.name} text does not fit its {props.get('w', 0):.1f} × "
                f"{props.get('h', 0):.1f} mm box even at the template's minimum {smallest:g} pt "
                f"(needs {used / mm:.1f} mm); shorten the text or change the template",
            )
        elif size < wanted:
            self.shrunk.append(FitReport(label, item.name, wanted, size))  # for pnp validate --fit

    def _build(self, paragraphs, family, props, size: float, width: float) -> tuple[list[Paragraph], float, float]:
        face = family.face(bool(props.get("bold")), bool(props.get("italic")))
        style = self._style(face, size, props)
        icon_height = _cap_height(face, size) * float(props.get("icon_scale", 1.0))
        color = props.get("color")
        gap = float(props.get("paragraph_gap", 0.35)) * size
        built, used, widest = [], 0.0, 0.0
        for index, para in enumerate(paragraphs):
            markup = textsyntax.to_markup(para, lambda name: self.icons.markup(name, icon_height, color))
            paragraph = Paragraph(markup, style)
            _, h = paragraph.wrap(width, 1e6)
            widest = max(widest, paragraph.minWidth())
            used += h + (gap if index else 0)
            built.append(paragraph)
        return built, used, widest

    def _style(self, font: str, size: float, props: dict[str, Any]) -> ParagraphStyle:
        color = props.get("color") or toColor("#000000")
        key = (font, size, props.get("leading", 1.2), props.get("align", "left"), color.hexval())
        if key not in self._styles:
            self._styles[key] = ParagraphStyle(
                name=f"s{len(self._styles)}",
                fontName=font,
                fontSize=size,
                leading=size * float(props.get("leading", 1.2)),
                alignment=ALIGN.get(str(props.get("align", "left")), TA_LEFT),
                textColor=color,
                allowWidows=1,
                allowOrphans=1,
            )
        return self._styles[key]

    def _check_glyphs(self, paragraphs, family, base_style, locate, findings: Findings, label: str, element: str):
        runs = [run for para in paragraphs for run in para]
        for ch in sorted(self.fonts.missing_glyphs(runs, family, *map(bool, base_style))):
            findings.error(locate(ch), f"{label}: {element}: {glyph_message(family, ch)}")


def _upper(run: textsyntax.Run) -> textsyntax.Run:
    if run.kind in ("text", "ref"):
        return textsyntax.Run(run.kind, run.value.upper(), run.bold, run.italic)
    return run


def _cap_height(font_name: str, size: float) -> float:
    face = pdfmetrics.getFont(font_name).face
    return face.capHeight / 1000 * size


def _coerce(props: dict[str, Any]) -> dict[str, Any]:
    for key in GEOMETRY:
        if key in props and props[key] is not None:
            try:
                props[key] = float(props[key])
            except (TypeError, ValueError):
                raise ValueError(f"'{key}' must be a number, got {props[key]!r}") from None
    for key in COLORS:
        if key in props:
            props[key] = to_color(props[key])
    return props


def to_color(value: Any) -> Color | None:
    if value is None or value == "" or value == "none":
        return None
    if isinstance(value, Color):
        return value
    try:
        return toColor(str(value))
    except ValueError:
        raise ValueError(f"'{value}' is not a colour (use '#rrggbb' or a colour name)") from None

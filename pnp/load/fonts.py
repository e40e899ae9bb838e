"""Font families from ``fonts/fonts.yaml``: metrics, glyph coverage, registration with reportlab.

Faces are registered the first time a text uses them, so a deck that needs two faces
does not pay for ten. A face whose file is missing, cannot be read or has no licence
beside it becomes a finding at its line in fonts.yaml, once, for a game that uses it,
and every text that would use it is skipped: a face no game uses stops nothing.

A character a family lacks is set in the first of its fallback families that has it (the
top-level ``fallback:`` list, or the family's own), in that family's face of the style; a
fallback face is registered only when a text needs one of its characters, so a game that
lacks no glyph prints as it would without it.

reportlab reads a TrueType file's tables in Python (about 10 ms a face); the face it read is
kept in the user's cache folder under the file's digest, like compiled code, and later
runs load it in a fifth of the time.
"""

from __future__ import annotations

import hashlib
import pickle
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from weakref import WeakKeyDictionary

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from pnp.core.findings import ContentError, Findings, Location
from pnp.core.suggest import did_you_mean
from pnp.core.textsyntax import Run
from pnp.core.usercache import KeptStore
from pnp.core.workspace import inside
from pnp.core.yamlio import LocatedDict, LocatedList, load_yaml

STYLES = ("regular", "bold", "italic", "bold-italic")
FAMILY_KEYS = (*STYLES, "licence", "fallback")
MANIFEST_KEYS = ("families", "fallback")
# characters no fallback face sets: right-to-left letters and direction marks (pnp sets a line left to right, so
# another face would print them backwards or hide them), invisible format characters and combining marks (they
# belong to the letter before them, in its face)
RIGHT_TO_LEFT = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})
OWN_FACE_ONLY = frozenset({"Cf", "Mn", "Me"})
KEPT = KeptStore.of_packages("fonts", ("reportlab",), bytes)  # pickled faces, by file digest and name


@dataclass(frozen=True)
class Face:
    name: str  # the name reportlab knows it by
    path: Path
    where: Location  # its line in fonts.yaml


@dataclass(frozen=True, eq=False)  # one object per family of the book: equal and hashed by identity
class Family:
    name: str
    faces: dict[str, Face]  # style -> face
    fallback: tuple[str, ...] = ()  # the families that set a character it lacks, the first that has it

    def face(self, bold: bool = False, italic: bool = False) -> Face:
        """The face for the style; a style the family lacks prints in the nearest it has (see :meth:`lacks`)."""
        style = STYLE_OF[(bold, italic)]
        return self.faces.get(style) or self.faces.get("bold" if bold else "regular") or self.faces["regular"]

    def lacks(self, bold: bool = False, italic: bool = False) -> str | None:
        """The style asked for ('bold-italic') when the family has no face of it in fonts.yaml, else None."""
        style = STYLE_OF[(bold, italic)]
        return None if style in self.faces else style


STYLE_OF = {(False, False): "regular", (True, False): "bold", (False, True): "italic", (True, True): "bold-italic"}


@dataclass(frozen=True, eq=False)  # one object per family and style: hashed by identity
class Chain:
    """The face a text prints in, then its fallback families' faces of the same style, in order."""

    faces: tuple[Face, ...]


@dataclass(frozen=True)
class Metrics:
    """Vertical metrics of a face, in points per point of size."""

    ascent: float
    descent: float  # negative: below the baseline
    cap_height: float


STYLE_WORDS = frozenset({"regular", "normal", "book", "roman", "bold", "italic", "oblique", "medium"})


class FontBook:
    """The workspace's font families; faces load on first use."""

    def __init__(self, fonts_dir: Path):
        self.fonts_dir = fonts_dir
        self.families: dict[str, Family] = {}
        self._problems: dict[str, tuple[str, str] | None] = {}  # face name -> (rule, why it cannot be used)
        self._widths: dict[tuple[str, str], float] = {}
        self._chains: dict[tuple[str, bool, bool], Chain] = {}
        self._pieces: dict[tuple[Chain, str], tuple[tuple[str, Face], ...]] = {}
        self._read_manifest()

    def _read_manifest(self) -> None:
        manifest_path = self.fonts_dir / "fonts.yaml"
        findings = Findings()
        manifest = load_yaml(manifest_path, findings)
        if findings.errors:
            raise ContentError(findings)
        for key in manifest if isinstance(manifest, LocatedDict) else ():  # fallbacks: would set no fallback, silently
            if key not in MANIFEST_KEYS:
                hint = did_you_mean(str(key), MANIFEST_KEYS) or f"; fonts.yaml has {' and '.join(MANIFEST_KEYS)}"
                raise ContentError.single(
                    "unknown-key", manifest.line_of(key), f"fonts.yaml: unknown key '{key}'{hint}"
                )
        families = manifest.get("families") if isinstance(manifest, LocatedDict) else None
        if not isinstance(families, LocatedDict) or not families:
            raise ContentError.single("font-invalid", Location(manifest_path), "fonts.yaml lists no families:")
        fallback = _fallback_names(manifest)
        named = list(fallback)  # every family a fallback: names, with its line
        for family_name, spec in families.items():
            if not isinstance(spec, LocatedDict):
                raise ContentError.single(
                    "font-invalid", families.line_of(family_name), f"font family '{family_name}' is not a mapping"
                )
            for key in spec:  # bolt: for bold would leave the family without its bold, printing regular silently
                if key not in FAMILY_KEYS:
                    said = f"font family '{family_name}': unknown key '{key}'"
                    hint = did_you_mean(str(key), FAMILY_KEYS) or f"; a family lists {', '.join(FAMILY_KEYS)}"
                    raise ContentError.single("unknown-key", spec.line_of(key), said + hint)
            faces = {
                style: Face(
                    f"{family_name.replace(' ', '')}-{style}", self.fonts_dir / str(spec[style]), spec.line_of(style)
                )
                for style in STYLES
                if style in spec
            }
            if "regular" not in faces:
                raise ContentError.single("font-invalid", spec.loc, f"font family '{family_name}' has no regular face")
            licence = spec.get("licence")
            unlicensed = not licence or not (self.fonts_dir / str(licence)).is_file()
            for style, face in faces.items():
                if (problem := self._unusable(face, spec[style], family_name, unlicensed)) is not None:
                    self._problems[face.name] = problem
            own = fallback  # a family's own fallback: replaces the top-level list
            if "fallback" in spec:
                own = _fallback_names(spec)
                named.extend(own)
            chain = tuple(dict.fromkeys(name for name, _ in own if name != family_name))
            self.families[family_name] = Family(family_name, faces, chain)
        for name, where in named:
            if name not in self.families:
                hint = self.unknown_hint(name)
                raise ContentError.single("font-unknown", where, f"fallback: unknown font family '{name}'{hint}")

    def _unusable(self, face: Face, written: object, family: str, unlicensed: bool) -> tuple[str, str] | None:
        """Why a face listed in fonts.yaml cannot be used before its file is even read; None if it may be."""
        if not inside(face.path, self.fonts_dir):
            return "path-outside", f"font file '{written}' leads out of fonts/; keep fonts in it"
        if not face.path.is_file():
            return "font-invalid", f"font file '{written}' not found in fonts/: put it back, or remove this line"
        if unlicensed:
            return "font-invalid", f"font family '{family}' needs its licence file beside it (licence: in fonts.yaml)"
        return None

    def family(self, name: str) -> Family | None:
        return self.families.get(name)

    def unknown_hint(self, name: str) -> str:
        """What to say of a family name that is none: a family written with a style after it ('Lato Regular',
        'Vollkorn Bold': a family is named without its style) is that family; else the closest name."""
        words = name.split()
        for cut in range(len(words) - 1, 0, -1):
            family = " ".join(words[:cut])
            if family in self.families and {word.lower() for word in words[cut:]} <= STYLE_WORDS:
                return (
                    f"; did you mean '{family}'? (a family is named without its style: bold and italic are chosen "
                    "where the text is set)"
                )
        return did_you_mean(name, self.families) or f"; fonts/fonts.yaml has {', '.join(self.families)}"

    @property
    def default_family(self) -> Family:
        return next(iter(self.families.values()))

    def ready(self, face: Face, findings: Findings | None = None) -> bool:
        """Register ``face`` with reportlab if needed; False when its file is unusable (a finding in ``findings``)."""
        if face.name not in self._problems:
            self._problems[face.name] = self._register(face)
        problem = self._problems[face.name]
        if problem is not None and findings is not None:
            rule, message = problem
            findings.error(rule, face.where, message)
        return problem is None

    def ready_named(self, name: str) -> None:
        """Register the face reportlab knows as ``name``: a kept face's text was set in it by an earlier run."""
        faces = (face for family in self.families.values() for face in family.faces.values() if face.name == name)
        if (face := next(faces, None)) is not None:
            self.ready(face)

    @staticmethod
    def _register(face: Face) -> tuple[str, str] | None:
        if face.name in pdfmetrics.getRegisteredFontNames():
            existing = pdfmetrics.getFont(face.name)
            if Path(getattr(existing.face, "filename", "")) == face.path:
                return None
        try:
            font = _read_font(face)
        except Exception as exc:  # reportlab raises TTFError, struct.error, ... on damaged files
            return "font-invalid", f"cannot use font file '{face.path.name}': {str(exc) or type(exc).__name__}"
        pdfmetrics.registerFont(font)
        return None

    def metrics(self, face: Face) -> Metrics:
        ttf = pdfmetrics.getFont(face.name).face
        return Metrics(ttf.ascent / 1000, ttf.descent / 1000, ttf.capHeight / 1000)

    def width(self, text: str, face: Face) -> float:
        """Width of ``text`` at 1 pt, in points (each word measured once: card text repeats its words)."""
        key = (face.name, text)
        if key not in self._widths:
            self._widths[key] = pdfmetrics.stringWidth(text, face.name, 1.0)
        return self._widths[key]

    def chain(self, family: Family, bold: bool = False, italic: bool = False) -> Chain:
        """The face a text in ``family`` prints in for the style, then each fallback family's face of it (its
        nearest, as :meth:`Family.face` chooses)."""
        key = (family.name, bold, italic)
        if key not in self._chains:
            fallbacks = (self.families[name].face(bold, italic) for name in family.fallback)
            self._chains[key] = Chain((family.face(bold, italic), *fallbacks))
        return self._chains[key]

    def pieces(self, text: str, chain: Chain) -> tuple[tuple[str, Face], ...]:
        """``text`` cut into runs of one face: a character the chain's first face lacks in the first fallback
        face that has it (one that none has stays in the first face: a glyph-missing error says it)."""
        if len(chain.faces) == 1:
            return ((text, chain.faces[0]),)
        key = (chain, text)
        if key not in self._pieces and self.ready(chain.faces[0]) and all(self.covers(chain.faces[0], c) for c in text):
            self._pieces[key] = ((text, chain.faces[0]),)  # the family draws it all (nearly every word)
        if key not in self._pieces:
            runs: list[tuple[str, Face]] = []
            for char in text:
                faces = _may_set(char, chain.faces)
                face = next((face for face in faces if self.ready(face) and self.covers(face, char)), faces[0])
                if runs and runs[-1][1] is face:
                    runs[-1] = (runs[-1][0] + char, face)
                else:
                    runs.append((char, face))
            self._pieces[key] = tuple(runs)
        return self._pieces[key]

    def covers(self, face: Face, char: str) -> bool:
        if char == "\u00ad":  # a soft hyphen prints as a hyphen where a line breaks at it, else as nothing
            char = "-"
        return char in "\n\t" or ord(char) in pdfmetrics.getFont(face.name).face.charToGlyph

    def faces_ready(
        self, runs: Iterable[Run], family: Family, findings: Findings, bold: bool = False, italic: bool = False
    ) -> bool:
        """Can every face ``runs`` print in be used (a **bold** word needs the bold face)? Findings say why not."""
        faces = {family.face(run.bold or bold, run.italic or italic) for run in runs if run.kind in ("text", "ref")}
        return all([self.ready(face, findings) for face in sorted(faces, key=lambda face: face.name)])

    def drawing(self, chars: Iterable[str], family: Family, bold: bool = False, italic: bool = False) -> list[str]:
        """The other families of fonts.yaml whose face of that style draws every one of ``chars``: the font to
        name where ``family`` lacks them (Lato for the polytonic Greek Vollkorn cannot draw)."""
        return [
            name
            for name, other in self.families.items()
            if other is not family
            and self.ready(face := other.face(bold, italic))
            and all(self.covers(face, char) for char in chars)
        ]

    def missing_glyphs(
        self,
        runs: Iterable[Run],
        family: Family,
        findings: Findings,
        bold: bool = False,
        italic: bool = False,
        alone: bool = False,
    ) -> set[str]:
        """Characters of ``runs`` that neither the face each run prints in nor a fallback face of its style can
        draw; with ``alone``, the face alone (words drawn as written, outside the text engine: footers)."""
        missing: set[str] = set()
        for run in runs:
            if run.kind in ("text", "ref"):
                faces = self.chain(family, run.bold or bold, run.italic or italic).faces
                if self.ready(faces[0], findings):
                    for char in set(run.value):
                        if self.covers(faces[0], char):
                            continue  # the family's own face draws it (nearly every character)
                        if not self._drawn(char, faces[:1] if alone else _may_set(char, faces), findings):
                            missing.add(char)
        return missing

    def _drawn(self, char: str, faces: tuple[Face, ...], findings: Findings) -> bool:
        """Whether a face of ``faces`` draws ``char``, tried in order. A fallback face met that cannot be used
        counts as drawing it: its font-invalid at fonts.yaml's line is the one finding."""
        return any(not self.ready(face, findings) or self.covers(face, char) for face in faces)


def _falls_back(char: str) -> bool:
    """Whether a fallback face may set ``char`` (see RIGHT_TO_LEFT)."""
    return unicodedata.bidirectional(char) not in RIGHT_TO_LEFT and unicodedata.category(char) not in OWN_FACE_ONLY


def _may_set(char: str, faces: tuple[Face, ...]) -> tuple[Face, ...]:
    """The faces of a chain that may set ``char``: the first alone for a character no fallback face sets."""
    return faces if _falls_back(char) else faces[:1]


def glyph_message(family: Family, chars: Iterable[str], drawn_by: list[str]) -> str:
    """What a font and its fallbacks cannot draw: one character, or several said at one line (SO₄²⁻'s signs), and
    the other families of fonts.yaml that draw them (``drawn_by``: Lato for the polytonic Greek Vollkorn lacks). A
    fallback is named only for characters one may set (not a Hebrew letter, which no fallback sets)."""
    chars = list(chars)
    named = " or ".join(f"'{char}' (U+{ord(char):04X})" for char in chars)
    listed = ", ".join(drawn_by[:-1]) + " and " * (len(drawn_by) > 1) + "".join(drawn_by[-1:])
    others = f": {listed} {'does' if len(drawn_by) == 1 else 'do'}" if drawn_by else ""
    advice = f"use another character, an :icon:, or a font that has it{others}"
    if not all(map(_falls_back, chars)):
        return f"the font {family.name} cannot draw {named}; {advice}"
    fallbacks = f", nor can its fallback {' or '.join(family.fallback)}" if family.fallback else ""
    return (
        f"the font {family.name} cannot draw {named}{fallbacks}; {advice} (name a family that has it under "
        "fallback: in fonts/fonts.yaml)"
    )


def _fallback_names(owner: LocatedDict) -> list[tuple[str, Location]]:
    """The families ``owner``'s ``fallback:`` names, one or a list, each with its line in fonts.yaml."""
    written = owner.get("fallback")
    if written is None:
        return []
    if isinstance(written, LocatedList):
        return [(str(name), written.line_of(index)) for index, name in enumerate(written)]
    if isinstance(written, str):
        return [(written, owner.line_of("fallback"))]
    raise ContentError.single(
        "font-invalid", owner.line_of("fallback"), "fallback: names font families, one or a list ([DejaVu Sans])"
    )


def _read_font(face: Face) -> TTFont:
    """reportlab's font of ``face``: as kept from an earlier run, or read from its file (and kept).

    A kept font is pickled without what cannot or need not be: the per-PDF state (weak
    references), the file's bytes (read again) and the scale of its units (a lambda,
    made again as reportlab makes it).
    """
    data = face.path.read_bytes()
    key = f"{face.name}\0{hashlib.blake2b(data, digest_size=16).hexdigest()}"
    font = _unpickled(KEPT.get("font", key))
    if font is None:
        font = TTFont(face.name, str(face.path))
        font.state, font.face._ttf_data, scale = None, b"", font.face.__dict__.pop("_pdfScale")
        KEPT.put("font", key, pickle.dumps(font, protocol=pickle.HIGHEST_PROTOCOL))
    else:
        units = font.face.unitsPerEm
        scale = (lambda x: x) if units == 1000 else _scale(1000 / units)
    font.state, font.face._ttf_data, font.face.filename = WeakKeyDictionary(), data, str(face.path)
    font.face._pdfScale = scale
    return font


def _unpickled(data: bytes | None) -> TTFont | None:
    """A kept font, or None when there is none or it cannot be read (it is then read from its file again)."""
    try:
        font = pickle.loads(data) if data is not None else None
    except Exception:  # a damaged file in the cache folder: a miss, never a finding
        return None
    return font if isinstance(font, TTFont) else None


def _scale(factor: float):
    return lambda x: x * factor

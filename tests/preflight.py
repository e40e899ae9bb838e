"""A PDF/X-1a:2003 preflight of what ISO 15930-4 asks that a reader can check, read back with pypdf.

Not a certified checker: it reads the file's structure (header, output intent, document information,
page boxes, every content stream's colour operators, images, graphics states, fonts, forbidden keys)
and lists what breaks the standard. An empty list means none of these rules is broken.
"""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject

ALLOWED_SPACES = {"/DeviceCMYK", "/DeviceGray"}
RGB_OPERATORS = {b"rg", b"RG"}
COLOUR_SPACE_OPERATORS = {b"cs", b"CS"}
TOKEN = re.compile(rb"/[^\s/\[\]()<>{}%]+|\((?:\\.|[^\\)])*\)|[A-Za-z'\"*]+|[-+.\d]+|\S")
FORBIDDEN_CATALOG = ("/AcroForm", "/JavaScript", "/AA")


def pdfx_1a_problems(path: Path) -> list[str]:
    reader = pypdf.PdfReader(str(path))
    problems = []
    if reader.pdf_header not in ("%PDF-1.3", "%PDF-1.4"):
        problems.append(f"header {reader.pdf_header}: PDF/X-1a:2003 is PDF 1.3 or 1.4")
    if reader.is_encrypted:
        problems.append("encrypted")
    if "/ID" not in reader.trailer:
        problems.append("no /ID in the trailer")
    root = reader.trailer["/Root"]
    problems += [f"catalog has {key}" for key in FORBIDDEN_CATALOG if key in root]
    intents = [i.get_object() for i in root.get("/OutputIntents", [])]
    pdfx = [i for i in intents if i.get("/S") == "/GTS_PDFX"]
    if len(pdfx) != 1:
        problems.append(f"{len(pdfx)} GTS_PDFX output intents, not one")
    elif not pdfx[0].get("/OutputConditionIdentifier"):
        problems.append("output intent without an OutputConditionIdentifier")
    elif "/DestOutputProfile" not in pdfx[0] and pdfx[0].get("/RegistryName") != "http://www.color.org":
        problems.append("no embedded profile and no registered printing condition")
    info = reader.trailer.get("/Info")
    info = info.get_object() if info is not None else {}
    if info.get("/GTS_PDFXVersion") != "PDF/X-1a:2003":
        problems.append(f"GTS_PDFXVersion is {info.get('/GTS_PDFXVersion')!r}")
    if info.get("/Trapped") not in ("/True", "/False"):
        problems.append("Trapped is neither True nor False")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if not info.get(key):
            problems.append(f"no {key} in the document information")
    for number, page in enumerate(reader.pages, start=1):
        problems += [f"page {number}: {p}" for p in _page_problems(page)]
    return problems


def _page_problems(page) -> list[str]:
    problems = []
    media = [float(v) for v in page.mediabox]
    trim = page.get("/TrimBox") or page.get("/ArtBox")
    if trim is None:
        problems.append("no TrimBox or ArtBox")
    bleed = page.get("/BleedBox")
    for name, inner, outer in (("TrimBox", trim, bleed or page.mediabox), ("BleedBox", bleed, page.mediabox)):
        if inner is not None and not _within([float(v) for v in inner], [float(v) for v in outer]):
            problems.append(f"{name} {list(inner)} outside {list(outer)}")
    if not _within([float(v) for v in (bleed or media)], media):
        problems.append("BleedBox outside the MediaBox")
    if page.get("/Annots"):
        problems.append("annotations")
    problems += _stream_problems(page.get_contents().get_data(), page.get("/Resources"), set())
    return problems


def _stream_problems(data: bytes, resources, seen: set[int]) -> list[str]:
    problems = []
    resources = _resolved(resources) or DictionaryObject()
    tokens = TOKEN.findall(data)
    for index, token in enumerate(tokens):
        if token in RGB_OPERATORS:
            problems.append(f"RGB colour operator {token.decode()}")
        elif token in COLOUR_SPACE_OPERATORS:
            space = tokens[index - 1].decode()
            named = _resolved(resources.get("/ColorSpace", {})).get(space)
            if space not in ALLOWED_SPACES and (named is None or _space_name(named) not in ALLOWED_SPACES):
                problems.append(f"colour space {space}")
        elif token == b"BI":
            problems.append("an inline image")
    for name, state in _resolved(resources.get("/ExtGState", {})).items():
        state = _resolved(state)
        for key in ("/CA", "/ca"):
            if key in state and float(state[key]) < 1:
                problems.append(f"graphics state {name}: {key} {state[key]} (transparency)")
        if state.get("/SMask", "/None") != "/None":
            problems.append(f"graphics state {name}: a soft mask")
        if state.get("/BM", "/Normal") not in ("/Normal", "/Compatible"):
            problems.append(f"graphics state {name}: blend mode {state['/BM']}")
        if "/TR" in state or "/TR2" in state:
            problems.append(f"graphics state {name}: a transfer function")
    for name, font in _resolved(resources.get("/Font", {})).items():
        if not _embedded(_resolved(font)):
            problems.append(f"font {name} ({_resolved(font).get('/BaseFont')}) not embedded")
    for name, ref in _resolved(resources.get("/XObject", {})).items():
        xobject = _resolved(ref)
        key = ref.idnum if isinstance(ref, IndirectObject) else id(xobject)
        if key in seen:
            continue
        seen.add(key)
        if xobject.get("/Subtype") == "/Image":
            if _space_name(xobject.get("/ColorSpace")) not in ALLOWED_SPACES and not xobject.get("/ImageMask"):
                problems.append(f"image {name} in {xobject.get('/ColorSpace')}")
            if "/SMask" in xobject or "/SMaskInData" in xobject:
                problems.append(f"image {name} has a soft mask (transparency)")
        elif xobject.get("/Subtype") == "/Form":
            if "/Group" in xobject:
                problems.append(f"form {name} is a transparency group")
            problems += _stream_problems(xobject.get_data(), xobject.get("/Resources", resources), seen)
    return problems


def _embedded(font: DictionaryObject) -> bool:
    if font.get("/Subtype") == "/Type3":
        return True
    if font.get("/Subtype") == "/Type0":
        return all(_embedded(_resolved(d)) for d in font["/DescendantFonts"])
    descriptor = _resolved(font.get("/FontDescriptor"))
    return descriptor is not None and any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))


def _space_name(space) -> str | None:
    space = _resolved(space)
    if isinstance(space, ArrayObject):
        return str(space[0]) if space[0] in ("/ICCBased",) else _space_name(space[0])
    return str(space) if isinstance(space, NameObject) else None


def _within(inner: list[float], outer: list[float], slack: float = 0.01) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def _resolved(value):
    return value.get_object() if isinstance(value, IndirectObject) else value

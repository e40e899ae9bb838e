"""The reportlab floor of any build: the same pages written by bare reportlab calls, replayed.

    python benchmarks/replay_floor.py record TAPE [--root DIR] [pnp build options and games...]
    python benchmarks/replay_floor.py replay TAPE --out DIR

``record`` runs ``pnp build`` in this process (one job, no result cache) with every canvas
it draws on recorded: each reportlab call pnp (or platypus, for rulebooks) makes on a
canvas, a text object or a path, with its arguments, plus the fonts it registered and the
kept icon operators it copied into forms. ``replay`` is a new process that imports
reportlab only, registers the same TrueType files and makes exactly those calls again, so
it writes the same pages: its PDFs are byte-identical to pnp's (``tests/test_reportlab_floor.py``),
numbered in the order pnp made them. Its time is what writing these pages costs a
generator on reportlab with no layout engine: no templates, expressions, validation, text
fitting, page plans or rulebook flowing. It prints one line of JSON: files, pages, the
seconds spent loading the tape and replaying it. ``benchmarks/run.py`` times it
interleaved with ``pnp build`` of every game.

Rulebook booklets (placed with pypdf) are not recorded: build without ``--booklet``.
"""

from __future__ import annotations

import argparse
import gc
import json
import pickle
import sys
import time
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.pdfgen.textobject import PDFTextObject

RECORDED = (Canvas, PDFTextObject, PDFPathObject)


class Tape:
    """Every call made on a recorded object, in order: (handle, method, args, kwargs, handle of its result).

    A recorded object is a canvas pnp made for a file, or a text object or path made by
    (or for) one; calls on other canvases (the flowing-only ones that find a rulebook's
    page breaks, the scratch canvas of an icon's form) are not part of the pages.
    """

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.handles: dict[int, int] = {}  # id(object) -> handle
        self.keep: list[object] = []  # recorded objects stay alive, so their ids stay theirs
        self.depth = 0  # > 0 inside a recorded call: what it calls in turn is its own business
        self.on = False

    def add(self, obj: object) -> int:
        self.handles[id(obj)] = len(self.keep)
        self.keep.append(obj)
        return self.handles[id(obj)]

    def known(self, obj: object) -> bool:
        return id(obj) in self.handles

    def arg(self, value: object) -> object:
        if isinstance(value, RECORDED):
            return ("@ref", self.handles[id(value)])
        if isinstance(value, (list, tuple)):
            return type(value)(self.arg(item) for item in value)
        return value

    def record(self, obj: object, name: str, args: tuple, kwargs: dict, result: object = None) -> None:
        made = self.add(result) if isinstance(result, RECORDED) else None
        refs = any(isinstance(value, RECORDED) for value in (*args, *kwargs.values()))
        if refs:
            args, kwargs = self.arg(args), {k: self.arg(v) for k, v in kwargs.items()}
        self.calls.append((self.handles[id(obj)], name, args, kwargs, made, refs))


TAPE = Tape()


def _recorded(method):
    def call(self, *args, **kwargs):
        if TAPE.depth or not TAPE.on or not TAPE.known(self):
            return method(self, *args, **kwargs)
        TAPE.depth += 1
        try:
            result = method(self, *args, **kwargs)
        finally:
            TAPE.depth -= 1
        TAPE.record(self, method.__name__, args, kwargs, result)
        return result

    return call


def _created(cls: type):
    """A recorded object made directly (a canvas for a file, a path made without beginPath)."""
    original = cls.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        if TAPE.on and TAPE.depth == 0 and _belongs(self, args):
            if cls is Canvas:  # pnp draws into memory or a temporary file: the replay numbers its files
                args = (None, *args[1:])
            TAPE.calls.append((TAPE.add(self), "@new", (cls.__name__, *TAPE.arg(args)), TAPE.arg(kwargs), None, True))

    cls.__init__ = init


def _belongs(obj: object, args: tuple) -> bool:
    """A canvas made for a file, or an object made for a recorded canvas (or for none: a path)."""
    if isinstance(obj, Canvas):
        return type(obj) is RecordingCanvas
    return not (args and isinstance(args[0], Canvas)) or TAPE.known(args[0])


class RecordingCanvas(Canvas):
    """The class pnp's canvas makers get while recording (its flowing-only canvases stay unrecorded)."""


def _copy_recorded(copy):
    """pnp.draw.icons._copy reaches into the canvas's operator list: recorded as the operators it adds."""

    def call(canvas, kept: dict) -> None:
        before = len(canvas._code)
        TAPE.depth += 1
        try:
            copy(canvas, kept)
        finally:
            TAPE.depth -= 1
        named = bool(kept["font"])  # the starting font was named (and so registered with the document)
        ops = (canvas._code[before:], kept["version"], named)
        TAPE.calls.append((TAPE.handles[id(canvas)], "@ops", ops, {}, None, False))

    return call


def _end_form_recorded(end_form):
    def call(canvas, name: str) -> None:
        TAPE.depth += 1
        try:
            end_form(canvas, name)
        finally:
            TAPE.depth -= 1
        TAPE.calls.append((TAPE.handles[id(canvas)], "@end_form", (name,), {}, None, False))

    return call


def record(tape: Path, pnp_args: list[str]) -> None:
    """``pnp build`` with ``pnp_args`` (a leading ``--root DIR`` is pnp's own option), recorded into ``tape``."""
    import pnp.draw.canvas
    import pnp.draw.document
    import pnp.draw.icons
    import pnp.draw.sheets
    from pnp.cli import main

    for cls in RECORDED:  # inherited methods too (the colour setters of canvases and text objects)
        for name in dir(cls):
            member = getattr(cls, name)
            if callable(member) and not name.startswith("__") and not isinstance(member, type):
                setattr(cls, name, _recorded(member))
    for cls in RECORDED:
        _created(cls)
    pnp.draw.canvas.Canvas = RecordingCanvas
    pnp.draw.document.Canvas = RecordingCanvas
    pnp.draw.icons._copy = _copy_recorded(pnp.draw.icons._copy)
    pnp.draw.sheets.end_form = _end_form_recorded(pnp.draw.sheets.end_form)
    pnp.draw.icons.end_form = _end_form_recorded(pnp.draw.icons.end_form)
    TAPE.on = True
    try:
        root = pnp_args[:2] if pnp_args[:1] == ["--root"] else []
        main([*root, "--no-cache", "build", "-j", "1", *pnp_args[len(root) :]], standalone_mode=False)
    except SystemExit as exc:
        if exc.code:
            raise
    finally:
        TAPE.on = False
    fonts = {}
    for name in pdfmetrics.getRegisteredFontNames():
        font = pdfmetrics.getFont(name)
        if isinstance(font, TTFont):
            fonts[name] = font.face.filename
    with tape.open("wb") as out:
        pickle.dump({"fonts": fonts, "calls": TAPE.calls}, out, protocol=pickle.HIGHEST_PROTOCOL)
    files = sum(1 for call in TAPE.calls if call[1] == "@new" and call[2][0] == "Canvas")
    print(f"recorded {files} files, {len(TAPE.calls):,} calls, {len(fonts)} fonts into {tape}")


def replay(tape: Path, out: Path) -> None:
    from pnp.draw.canvas import end_form  # pure reportlab: a form's graphics states among its resources

    start = time.perf_counter()
    gc.disable()  # half a million small tuples: the collector would triple the load
    with tape.open("rb") as source:
        data = pickle.load(source)
    gc.enable()
    loaded = time.perf_counter()
    for name, filename in data["fonts"].items():
        pdfmetrics.registerFont(TTFont(name, filename))
    out.mkdir(parents=True, exist_ok=True)
    classes = {cls.__name__: cls for cls in RECORDED}
    objects: dict[int, object] = {}

    def value(item):
        if isinstance(item, tuple) and len(item) == 2 and item[0] == "@ref":
            return objects[item[1]]
        if isinstance(item, (list, tuple)):
            return type(item)(value(part) for part in item)
        return item

    files = pages = 0
    for handle, name, args, kwargs, made, refs in data["calls"]:
        if refs:
            args, kwargs = value(args), {k: value(v) for k, v in kwargs.items()}
        if name == "@new":
            cls, *rest = args
            if cls == "Canvas":
                files += 1
                rest[0] = str(out / f"{files:03d}.pdf")
            objects[handle] = classes[cls](*rest, **kwargs)
            continue
        target = objects[handle]
        if name == "@ops":
            ops, version, named = args
            target._doc._pdfVersion = max(target._doc._pdfVersion, tuple(version))
            if named:
                target._doc.getInternalFontName(target._initialFontName)
            target._code.extend(ops)
        elif name == "@end_form":
            end_form(target, *args)
        else:
            if name == "save":
                pages += target.getPageNumber() - 1
            result = getattr(target, name)(*args, **kwargs)
            if made is not None:
                objects[made] = result
    done = time.perf_counter()
    summary = {"files": files, "pages": pages, "load_s": round(loaded - start, 3), "replay_s": round(done - loaded, 3)}
    print(json.dumps(summary))


def main() -> None:
    if len(sys.argv) >= 3 and sys.argv[1] == "record":
        record(Path(sys.argv[2]), sys.argv[3:])
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["record", "replay"])
    parser.add_argument("tape", type=Path)
    parser.add_argument("--out", type=Path, required=True, help="the folder to write the PDFs into")
    args = parser.parse_args()
    replay(args.tape, args.out)


if __name__ == "__main__":
    sys.exit(main())

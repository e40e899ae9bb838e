"""Writing: the only stage that touches output files. Writers are plug-ins over rendered outputs.

A writer registers with ``@writer("pdf")`` in a module of this package; it turns an
:class:`Output` (something that can draw itself as PDF pages) into files. Raster
writers (print-shop PNGs, Tabletop Simulator sheets) rasterise the very PDF drawn
here, so they cannot differ from it.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO, ClassVar

from pnp.core.registry import Registry, load_plugins


@dataclass
class Output:
    """One file a component produces: its name and how to draw it."""

    component: str
    name: str  # file name without extension: "<game>-<component>-<paper or strategy>"
    render: Callable[[BinaryIO], None]  # draws the PDF into an open binary file
    plan: Any = None  # the page plan it was drawn from, when it has one (pnp.impose.plan.SheetPlan)
    # Everything its drawing reads besides the workspace's files (faces, plan, book, paper), as
    # picklable data: an earlier build's file drawn from equal inputs is reused. None: always drawn.
    inputs: Any = None
    # The build options that make it besides the game itself: its paper, "booklet", "ink-saver", the
    # layout of a file --layout decides (a later build with all of them that no longer makes it removes
    # the file; pnp.write.files)
    needs: frozenset[str] = frozenset()

    def drawn_from(self) -> bytes | None:
        """``inputs`` as bytes to compare and digest; None when they cannot be told (no inputs, or something
        that does not pickle): such a file is drawn every time and never taken for another. Nothing in them
        may be a set (it pickles in the order of its hashes, seeded anew by each process); equal values
        shared differently (made in the run, or read back from pnp's cache) pickle differently, so the first
        build after the cache is filled may draw a file again: never the wrong way round."""
        if self.inputs is None:
            return None
        try:
            return pickle.dumps(self.inputs, protocol=5)
        except (pickle.PicklingError, TypeError, AttributeError):  # a lock, a local object, a generator
            return None


class Writer:
    name: ClassVar[str] = ""
    extension: ClassVar[str] = ""

    def write(self, output: Output, target: BinaryIO) -> None:
        raise NotImplementedError


WRITERS: Registry[Writer] = Registry("writer")
writer = WRITERS.plugin


load_plugins(__name__, __path__)

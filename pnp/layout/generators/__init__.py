"""Generators: plug-ins that turn data into template elements at layout time.

A generator is used in a template like an element type (``type: maze``); it reads its
own keys and returns ordinary element specs (``{"type": "path", "d": ...}``), which
are then laid out by their element kinds. Register one with ``@generator("name")``
in a module of this package.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pnp.core.registry import Registry, load_plugins
from pnp.layout.elements import Context, ElementKind, Key, Props


class Generator(ElementKind):
    """An element kind whose output is other elements."""

    keys: ClassVar[dict[str, Key]] = {}

    def generate(self, props: Props, context: Context) -> list[dict[str, Any]]:
        raise NotImplementedError


def path_number(value: float) -> str:
    """A coordinate written into a path's ``d``: to the micrometre, without trailing zeros (``-0`` as ``0``)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def path_point(x: float, y: float) -> str:
    """A point written into a path's ``d``: ``x y``, each as :func:`path_number` writes it."""
    return f"{path_number(x)} {path_number(y)}"


GENERATORS: Registry[Generator] = Registry("generator")
generator = GENERATORS.plugin


load_plugins(__name__, __path__)

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


GENERATORS: Registry[Generator] = Registry("generator")
generator = GENERATORS.plugin


load_plugins(__name__, __path__)

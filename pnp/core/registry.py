"""Registries: the named places where plug-ins (element kinds, generators, impositions, ...) live.

A plug-in registers itself with a decorator when its module is imported; a plug-in
package imports every module it holds with :func:`load_plugins`, so dropping a new
module into the package is all it takes to add one.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Iterator
from typing import Generic, TypeVar

from pnp.core.suggest import did_you_mean

T = TypeVar("T")


class Registry(Generic[T]):
    """Named plug-ins of one sort, e.g. ``Registry("element type")``."""

    def __init__(self, what: str):
        self.what = what
        self._items: dict[str, T] = {}

    def register(self, name: str, *aliases: str) -> Callable[[T], T]:
        def decorate(plugin: T) -> T:
            for key in (name, *aliases):
                self.add(key, plugin)
            return plugin

        return decorate

    def plugin(self, name: str) -> Callable[[type], type]:
        """A class decorator: the class gets its ``name`` and one instance of it is registered."""

        def decorate(cls: type) -> type:
            cls.name = name
            self.add(name, cls())
            return cls

        return decorate

    def add(self, name: str, plugin: T) -> None:
        if name in self._items:
            raise ValueError(f"{self.what} '{name}' is registered twice")
        self._items[name] = plugin

    def get(self, name: str) -> T | None:
        return self._items.get(name)

    def __getitem__(self, name: str) -> T:
        return self._items[name]

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._items))

    def names(self) -> list[str]:
        return sorted(self._items)

    def unknown(self, name: object) -> str:
        """The message for a name nobody registered, with a hint."""
        hint = did_you_mean(str(name), self._items)
        return f"unknown {self.what} '{name}'{hint or '; known: ' + ', '.join(self.names())}"


def load_plugins(package: str, path: Iterable[str]) -> None:
    """Import every module of a plug-in package (sorted, so registration order is stable)."""
    for module in sorted(info.name for info in pkgutil.iter_modules(path)):
        if not module.startswith("_"):
            importlib.import_module(f"{package}.{module}")

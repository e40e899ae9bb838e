"""Command line: ``pnp build``, ``pnp validate``, ``pnp export``, ``pnp list``, ``pnp new``, ``pnp schema``,
``pnp diff``. Each command's module registers it on the group (:mod:`pnp.cli.app`)."""

from pnp.cli import build, export, tools, validate  # noqa: F401 (each registers its commands on main)
from pnp.cli.app import main

__all__ = ["main"]

"""Templates that take no ``holes:``: a die's face (a folded cube is closed) and a back (a hole is cut through
the whole piece, so it is written once, on the face template). Either is one error at the ``holes:`` line."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.kinds import Env
    from pnp.load.templates import Template


def no_holes(template: Template, env: Env, why: str) -> None:
    """A ``shape-invalid`` error at ``template``'s ``holes:`` line saying ``why`` it takes none (what to do too),
    once a template, whichever pieces use it; nothing when it cuts none."""
    said = env.cache.setdefault("templates taking no holes", set())
    if template.holes and template.name not in said:
        said.add(template.name)
        env.findings.error(
            "shape-invalid", template.holes_location or template.location, f"template '{template.name}': holes: {why}"
        )

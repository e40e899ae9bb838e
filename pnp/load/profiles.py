"""A workspace's own print profiles: ``templates/profiles.yaml``, beside the shipped ones (same keys; a name the
workspace gives again replaces the shipped profile)."""

from __future__ import annotations

from pnp.core.profiles import Profile, made_profiles, profiles
from pnp.core.workspace import Workspace
from pnp.load.sources import read_mapping

PROFILES_FILE = "profiles.yaml"


def workspace_profiles(workspace: Workspace) -> dict[str, Profile]:
    """The shipped profiles and the workspace's; raises ContentError (findings at their lines) for a broken file."""
    path = workspace.templates / PROFILES_FILE
    if not path.is_file():
        return profiles()
    raw = read_mapping(path, "profiles", "print profiles file", "my-shop: {title: My Shop, dpi: 300, bleed: 3}")
    return {**profiles(), **made_profiles(raw)}

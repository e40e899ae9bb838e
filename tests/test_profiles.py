"""Print profiles of a workspace's own (templates/profiles.yaml) beside the shipped ones: used like them by build,
validate and export; a misspelt name or a broken file is one clear message and nothing is written."""

from __future__ import annotations

import pytest
from conftest import edit, line_of, make_workspace, run_pnp
from PIL import Image

from pnp.core import schema
from pnp.core.datafile import builtin_schema, load_data
from pnp.core.findings import Findings, Location
from pnp.core.profiles import PROFILES_FILE

SHOP = "ppg:\n  title: PrintPlayGames\n  dpi: 300\n  bleed: 3.175\n  whole_pixels: true\n  upright: [deck]\n"


@pytest.fixture
def workspace(tmp_path):
    root = make_workspace(tmp_path, "labyrinth-deck")
    (root / "templates" / "profiles.yaml").write_text(SHOP)
    return root


def test_a_workspace_profile_is_used_like_a_shipped_one(workspace, tmp_path):
    out = tmp_path / "out"
    result = run_pnp(workspace, "export", "print-shop", "labyrinth-deck", "--profile", "ppg", "--out", str(out))
    assert result.exit_code == 0, result.output
    folder = out / "labyrinth-deck" / "print-shop-ppg" / "deck"
    with Image.open(folder / "001-right-path-front.png") as front:
        assert front.size == (825, 1125)  # its 1/8 in bleed at its 300 dpi
    frame = workspace / "templates" / "labyrinth-deck" / "frame.yaml"
    edit(frame, "bleed: 3.175", "bleed: 2")
    for command in (("validate",), ("build", "--out", str(out))):
        result = run_pnp(workspace, *command, "--profile", "ppg")
        assert result.exit_code == 1
        assert f"frame.yaml:{line_of(frame, 'bleed: 2')}: error: the ppg profile (PrintPlayGames) needs 3.175 mm" in (
            result.output
        )


def test_a_workspace_profile_may_replace_a_shipped_one(workspace, tmp_path):
    (workspace / "templates" / "profiles.yaml").write_text("home:\n  title: my printer\n  dpi: 150\n")
    result = run_pnp(workspace, "export", "print-shop", "labyrinth-deck", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    png = tmp_path / "out" / "labyrinth-deck" / "print-shop" / "deck" / "001-right-path-front.png"
    with Image.open(png) as front:
        assert front.size == (413, 563)  # 150 dpi, not the shipped home's 300


def test_a_misspelt_profile_is_a_usage_error_naming_the_known_ones(workspace):
    result = run_pnp(workspace, "build", "--profile", "pgp")
    assert result.exit_code == 2
    assert "--profile pgp: no such print profile (did you mean 'ppg'?); known: home, tgc, mpc, drivethru, ppg" in (
        result.output
    )


def test_a_broken_profiles_file_is_a_finding_at_each_line_and_nothing_is_written(workspace, tmp_path):
    profiles = workspace / "templates" / "profiles.yaml"
    profiles.write_text(
        SHOP.replace("dpi: 300", "dpi: 30o").replace("whole_pixels: true", "whole_pixels: true\n  colour: cmky")
    )
    for command in (
        ("validate",),
        ("build", "--out", str(tmp_path / "out")),
        ("export", "tuckbox", "--profile", "ppg"),
    ):
        result = run_pnp(workspace, *command)
        assert result.exit_code == 1, result.output
        assert f"templates/profiles.yaml:{line_of(profiles, 'dpi: 30o')}: error: print profiles file: ppg.dpi" in (
            result.output
        )
        assert "'cmky' is not one of: rgb, cmyk; did you mean 'cmyk'? [schema]" in result.output
    assert not (tmp_path / "out").exists()


def test_the_shipped_profiles_meet_the_schema_a_workspace_file_is_held_to():
    findings = Findings()
    assert schema.check(
        load_data(PROFILES_FILE), builtin_schema("profiles"), findings, Location(PROFILES_FILE), "profiles"
    )
    assert not findings.items

"""The README is the designer's only manual: everything a designer can write is in it."""

from __future__ import annotations

import pytest
from conftest import REPO

from pnp.core.papers import papers
from pnp.core.rules import CHECK_PREFIX, RULES
from pnp.core.sizes import named_sizes
from pnp.impose.strategies import STRATEGIES
from pnp.kinds import KINDS
from pnp.layout.elements import ELEMENTS
from pnp.layout.generators import GENERATORS

README = (REPO / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("registry", [ELEMENTS, GENERATORS], ids=["elements", "generators"])
def test_every_element_type_and_key_is_documented(registry):
    for name in registry:
        assert f"`{name}`" in README, name
        for key in registry[name].keys:
            assert f"`{key}`" in README or key in ("fill", "stroke", "stroke_width", "dash"), (name, key)


def test_every_imposition_and_option_is_documented():
    for name in STRATEGIES:
        assert f"`{name}`" in README, name
        for option in STRATEGIES[name].options:
            assert f"`{option}`" in README, (name, option)


def test_every_export_and_print_profile_is_documented():
    from pnp.core.profiles import profiles
    from pnp.export import EXPORTS

    for name in EXPORTS:
        assert f"`{name}`" in README, name
    for name in profiles():
        assert f"`{name}`" in README, name


def test_every_component_kind_rule_paper_and_size_is_documented():
    for name in KINDS:
        assert f"`{name}`" in README, name
    for rule in RULES:
        assert f"`{rule}`" in README, rule
    for name in papers():
        assert f"`{name}`" in README, name
    for name in named_sizes():
        assert f"`{name}`" in README, name


def test_every_rule_has_a_real_finding_in_the_readme():
    section = README.split("### What findings look like", 1)[1]
    block = section.split("```", 2)[1]
    findings = [line for line in block.splitlines() if line.strip()]
    for rule in RULES:
        assert any(line.endswith(f"[{rule}]") for line in findings), rule
    assert any(f"[{CHECK_PREFIX}" in line and line.endswith("]") for line in findings), CHECK_PREFIX

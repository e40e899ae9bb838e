"""The README is the designer's only manual: everything a designer can write is in it."""

from __future__ import annotations

import re

import pytest
from conftest import REPO

from pnp.core.datafile import builtin_schema
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


def _keys(schema: dict, path: str = "") -> list[str]:
    """Every key a schema accepts, nested mappings' too (a JSON Schema field's own keywords aside)."""
    found = []
    for key, value in schema.get("properties", {}).items():
        found.append(path + key)
        if isinstance(value, dict):
            found += _keys(value, f"{path}{key}.")
    if isinstance(schema.get("additionalProperties"), dict):
        found += _keys(schema["additionalProperties"], path)
    return found


def _documented(key: str) -> bool:
    """Named as `key`, or written as a YAML key (key:) in an example."""
    return f"`{key}`" in README or re.search(rf"(^|[\s{{\[`#]){re.escape(key)}:", README, re.M) is not None


@pytest.mark.parametrize("name", ["game", "template", "rulebook-style", "profiles", "legend"])
def test_every_key_a_content_file_takes_is_documented(name):
    schema = builtin_schema(name)
    keys = _keys(schema) + [
        key for label, sub in schema.get("$defs", {}).items() if label != "field" for key in _keys(sub, f"{label}:")
    ]
    missing = [key for key in keys if not _documented(key.rsplit(".", 1)[-1].rsplit(":", 1)[-1])]
    assert not missing, missing


def test_every_component_key_is_documented():
    for name in KINDS:
        for key in KINDS[name].properties():
            assert _documented(key), (name, key)


def test_every_rule_has_a_real_finding_in_the_readme():
    section = README.split("### What findings look like", 1)[1]
    block = section.split("```", 2)[1]
    findings = [line for line in block.splitlines() if line.strip()]
    for rule in RULES:
        assert any(line.endswith(f"[{rule}]") for line in findings), rule
    assert any(f"[{CHECK_PREFIX}" in line and line.endswith("]") for line in findings), CHECK_PREFIX


def test_every_word_pnp_prints_is_in_the_words_table():
    """game.yaml's words: keys, each with its English, in the table a translator works from."""
    from pnp.core.words import ENGLISH

    start = README.index("| key | English | where it prints |")
    table = README[start : README.index("\n\n", start)]
    for key, english in ENGLISH.items():
        row = re.search(rf"^\| `{key}` \| (.*?) \|", table, re.M)
        assert row, key
        assert row.group(1) == english.replace("\u00a0", " "), (key, row.group(1))


def test_every_table_is_whole_and_names_each_thing_once():
    """A table cut in two by a blank line (the rows after it print as a paragraph), or two rows for one rule id
    or key, is what a merge of two edits of one row leaves: one of the rows is stale."""
    headless, doubled = [], []
    for table in re.findall(r"(?:^\|.*\n)+", README, flags=re.M):
        rows = table.splitlines()
        if len(rows) < 2 or not re.fullmatch(r"\|(\s*:?-+:?\s*\|)+", rows[1]):
            headless.append(rows[0][:60])
        named = [cell for cell in (row.split("|")[1].strip() for row in rows) if cell.strip("-: ")]
        doubled += sorted({cell for cell in named if named.count(cell) > 1})
    assert (headless, doubled) == ([], [])


def _sections() -> list[str]:
    """The README's ``##`` and ``###`` headings, in order, leaving out lines in code blocks (``# templates/…``)."""
    found, fenced = [], False
    for line in README.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{2,3} ", line):
            found.append(line.lstrip("#").strip())
    return found


def _anchor(title: str, seen: dict[str, int]) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered."""
    slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
    seen[slug] = seen.get(slug, 0) + 1
    return slug if seen[slug] == 1 else f"{slug}-{seen[slug] - 1}"


def test_contents_names_every_section_in_order_with_its_anchor():
    """A section added, renamed or moved without its line in Contents leaves a designer a link to nowhere."""
    headings = _sections()
    assert headings[0] == "Contents"
    contents = README.split("## Contents", 1)[1].split("\n## ", 1)[0]
    seen: dict[str, int] = {}
    expected = [(title, _anchor(title, seen)) for title in headings]
    listed = [(title, anchor) for title, anchor in re.findall(r"\[([^\]]+)\]\(#([^)]+)\)", contents)]
    assert [(title.lower(), anchor) for title, anchor in listed] == [
        (title.lower(), anchor) for title, anchor in expected[1:]
    ]

"""The typed-count check (``number-typed``, ``number-disagrees``) over a corpus of rule text, finding for finding.

tests/numbers_corpus.yaml holds rule text in every phrasing the README and the tests name, the shipped
games' rules (as they were when recorded, and again with the counts they print typed by hand, right and
wrong), and variants: right and wrong counts, spelt-out numbers, lists, names two components share,
counts of each part, and amounts that are no counts. Each case is the text of a game's rulebook (of
its ``rules`` component, or of the rulebooks it names), the rest of the game as it ships; the
findings the check gives it, as ``pnp validate`` prints them (line:column, severity, rule, message, in
its order), must be the ones recorded.

A case added, or a change of what the check says that is meant: ``PNP_RECORD_CORPUS=1 pytest
tests/test_numbers_corpus.py`` records the findings anew (texts kept as they are); read the corpus's
diff before committing it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import make_workspace

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.core.yamlio import load_yaml
from pnp.load.icons import IconLibrary
from pnp.model import Game
from pnp.validate import CHECKS

CORPUS = Path(__file__).with_name("numbers_corpus.yaml")
GAMES = ("fanucci", "labyrinth-deck", "trap-map-galaxy", "twisty-passages", "twisty-tracks")
HEADER = "# Rule text and the typed-count findings it gives: see tests/test_numbers_corpus.py.\n"


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Game]:
    root = make_workspace(tmp_path_factory.mktemp("corpus"), *GAMES)
    loaded = {}
    for slug in GAMES:
        findings = Findings()
        loaded[slug] = pipeline.load(Workspace(root), slug, findings)
        assert loaded[slug] is not None and loaded[slug].complete and not findings.items
    return loaded


def block(text: str, indent: str) -> str:
    """``text`` as a YAML ``|`` block (``|-`` without a last newline), each line at ``indent``."""
    assert text and not text[0].isspace(), text  # a first line that starts with a space needs an indicator
    lines = "".join(f"{indent}{line}\n" if line.strip() else "\n" for line in text.splitlines())
    return ("|\n" if text.endswith("\n") else "|-\n") + lines


def rulebooks(case: dict[str, Any]) -> dict[str, list[dict[str, str]]]:
    """The sections of each rulebook a case writes: ``text:`` is one section of the ``rules`` component."""
    return case.get("rulebooks") or {"rules": [{"id": "corpus", "text": case["text"]}]}


def findings_of(game: Game, case: dict[str, Any]) -> list[str]:
    """The typed-count findings of ``game`` with its rulebooks' sections written as ``case`` has them, in a
    file of each (``corpus-<rulebook>.yaml``, its ``text:`` values as ``|`` blocks)."""
    shipped = {component.id: component.sections for component in game.components}
    written = rulebooks(case)
    try:
        for component in game.components:
            if component.kind != "rulebook":
                continue
            path = game.root / f"corpus-{component.id}.yaml"
            sections = written.get(component.id, [])
            path.write_text(
                "sections:\n"
                + "".join(f"  - id: {s['id']}\n    text: {block(s['text'], '      ')}" for s in sections)
                + ("" if sections else "  []\n"),
                encoding="utf-8",
            )
            component.sections = list(load_yaml(path, Findings())["sections"])
        findings = Findings()
        CHECKS["numbers"](game, IconLibrary([]), findings)
    finally:
        for component in game.components:
            component.sections = shipped[component.id]
    return [
        f"{f.location.file.name}:{f.location.line}:{f.location.column} {f.severity} [{f.rule}] {f.message}"
        for f in findings.sorted()
    ]


class Dumper(yaml.SafeDumper):
    """Multi-line text as ``|`` blocks, so the corpus reads as the rule text it holds."""


Dumper.add_representer(
    str,
    lambda dumper, text: dumper.represent_scalar("tag:yaml.org,2002:str", text, style="|" if "\n" in text else None),
)


def agrees_with_corpus(corpus: Path, header: str, game_of: Callable[[dict[str, Any]], Game]) -> list[list[str]]:
    """Each case's findings now, asserted equal to those ``corpus`` records (``PNP_RECORD_CORPUS=1`` records
    them anew first); ``game_of`` gives the game a case's text is checked in."""
    cases = yaml.safe_load(corpus.read_text(encoding="utf-8"))
    found = [findings_of(game_of(case), case) for case in cases]
    if os.environ.get("PNP_RECORD_CORPUS"):
        cases = [{**case, "findings": findings} for case, findings in zip(cases, found, strict=True)]
        corpus.write_text(
            header + yaml.dump(cases, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8"
        )
    differ = [
        (index, case.get("text") or case.get("note"), case.get("findings", []), now)
        for index, (case, now) in enumerate(zip(cases, found, strict=True))
        if case.get("findings", []) != now
    ]
    assert not differ, "\n\n".join(f"case {i}: {text!r}\n  was: {was}\n  now: {now}" for i, text, was, now in differ)
    return found


def test_the_typed_count_check_says_what_it_said_of_every_text_in_the_corpus(games):
    found = agrees_with_corpus(CORPUS, HEADER, lambda case: games[case["game"]])
    assert sum(bool(f) for f in found) >= 100 and sum(not f for f in found) >= 40  # findings, and texts with none

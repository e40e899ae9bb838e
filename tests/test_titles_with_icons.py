"""A card whose title holds an icon (``title: "Healer :heart:"``) is referred to by its words: ``[[Healer]]``."""

from __future__ import annotations

import json

from conftest import edit, new_game, run_pnp

CARDS = "content/demo/cards.yaml"


def _findings(root) -> list[tuple[str, int, str, str]]:
    result = run_pnp(root, "--no-cache", "validate", "--format", "json", "demo")
    assert result.exception is None, result.output
    return [(f["file"], f["line"], f["rule"], f["message"]) for f in json.loads(result.output)]


def test_a_reference_to_a_title_with_an_icon_is_written_without_it(tmp_path):
    # Before: "[[Dawn]] names nothing in Demo", as if only [[Dawn :star:]] named the card.
    root = new_game(tmp_path)
    edit(root / CARDS, "    title: Dawn\n", '    title: "Dawn :star:"\n')
    assert "[[Dawn]]" in (root / CARDS).read_text(encoding="utf-8")
    assert _findings(root) == []
    edit(root / CARDS, "[[Dawn]]", "[[Dawn :star:]]")  # as it is written, too
    assert _findings(root) == []
    edit(root / CARDS, "[[Dawn :star:]]", "[[Dwan]]")
    [(_, _, rule, message)] = _findings(root)
    assert rule == "reference-unknown" and message.endswith("did you mean [[Dawn]]?"), message


def test_two_titles_that_differ_only_in_their_icon_are_one_name(tmp_path):
    root = new_game(tmp_path)
    edit(root / CARDS, "    title: Dawn\n", '    title: "Dawn :star:"\n')
    edit(root / CARDS, "    title: High Noon\n", '    title: "Dawn :star: :star:"\n')  # another text: another card
    [(_, _, rule, message)] = _findings(root)
    assert rule == "reference-ambiguous" and "[[Dawn]] names 2 different cards" in message, message

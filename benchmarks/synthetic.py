"""A synthetic deck of N cards in a workspace of its own, for benchmarks.

    python benchmarks/synthetic.py N DIR      # write the workspace, then: pnp --root DIR build

The workspace holds a copy of this repository's ``fonts/``, a ``templates/synth/`` folder
with two face templates (``spell`` and ``item``, chosen per card by its ``kind``) and one
shared back, and ``content/synth/`` with ``game.yaml``, ``cards.yaml`` (N different cards,
each with a few lines of text and inline icons) and two icons copied from Twisty Passages.
The cards are the same for the same N (a seeded generator), so runs can be compared.
"""

from __future__ import annotations

import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = "synth"
ICONS = ("die", "stop")  # copied from content/twisty-passages/icons
CARDS_PER_PAGE = {"letter": 8, "a4": 9}  # poker cards: 2 x 4 turned on Letter, 3 x 3 on A4

GAME_YAML = """\
# A synthetic deck for benchmarks (benchmarks/synthetic.py): {cards} cards, two faces, one back.
title: Synthetic Deck
players: {{min: 2, max: 4}}
notice: "Synthetic benchmark deck, not a game."
{limits}components:
  - id: deck
    kind: deck
    title: Synthetic deck
    source: cards.yaml
    face: "synth/{{{{ card.kind }}}}"
    back: synth/back
    fields:
      kind: {{enum: [spell, item]}}
      cost: {{type: integer, minimum: 0, maximum: 9}}
    required: [kind, cost, text]
"""

# Two faces of one size that read different fields; both set the card's text with its icons.
SPELL = """\
# Spell face: a coloured header with the title and a cost disc, the text below.
size: poker
bleed: 3.175
safe: 3.175
elements:
  ground: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}",
           h: "{{ trim.h + 2 * bleed }}", fill: "#f8f4ec"}
  header: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}",
           h: "{{ bleed + 16 }}", fill: "{{ '#8e1717' if card.cost > 4 else '#1d4b94' }}"}
  cost_disc: {type: ellipse, x: 47.5, y: 3.5, w: 10, h: 10, fill: "#f2c94c"}
  cost: {type: text, text: "{{ card.cost }}", x: 47.5, y: 3.5, w: 10, h: 10, font: Lato Black,
         size: 14, align: center, valign: middle, color: "#000000"}
  title: {type: text, text: "{{ card.title }}", x: 5, y: 4, w: 41, h: 9, font: Vollkorn, bold: true,
          size: 13, min_size: 9, valign: middle, color: "#ffffff"}
  body: {type: text, text: "{{ card.text }}", x: 6, y: 22, w: 51.5, h: 58, font: Lato, size: 10,
         min_size: 7, leading: 1.3, align: center, valign: middle, color: "#000000"}
"""

ITEM = """\
# Item face: a grey card with a band for the title, an icon and the text.
size: poker
bleed: 3.175
safe: 3.175
elements:
  ground: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}",
           h: "{{ trim.h + 2 * bleed }}", fill: "#ececec"}
  band: {type: rect, x: "{{ -bleed }}", y: 8, w: "{{ trim.w + 2 * bleed }}", h: 11, fill: "#4a3a2a"}
  title: {type: text, text: "{{ card.title }}", x: 5, y: 9, w: 53.5, h: 9, font: Vollkorn, bold: true,
          size: 12, min_size: 9, align: center, valign: middle, color: "#ffffff"}
  emblem: {type: icon, name: "{{ 'die' if card.cost % 2 else 'stop' }}", x: 26.75, y: 22, w: 10, h: 10,
           color: "#4a3a2a"}
  body: {type: text, text: "{{ card.text }}", x: 6, y: 35, w: 51.5, h: 46, font: Lato, size: 9.5,
         min_size: 7, leading: 1.25, align: left, valign: top, color: "#000000"}
  cost: {type: text, text: "Cost {{ card.cost }}", x: 6, y: 3.5, w: 51.5, h: 4, font: Lato, bold: true,
         size: 7, align: right, color: "#000000"}
"""

BACK = """\
# The one back of every card: reads nothing of the card, so it is laid out once.
size: poker
bleed: 3.175
safe: 3.175
elements:
  ground: {type: rect, x: "{{ -bleed }}", y: "{{ -bleed }}", w: "{{ trim.w + 2 * bleed }}",
           h: "{{ trim.h + 2 * bleed }}", fill: "#2a2019"}
  plate: {type: ellipse, x: "{{ trim.w / 2 - 20 }}", y: "{{ trim.h / 2 - 20 }}", w: 40, h: 40,
          fill: "#3b2c22", stroke: "#c9a55a", stroke_width: 0.8}
  emblem: {type: icon, name: die, x: "{{ trim.w / 2 - 8 }}", y: "{{ trim.h / 2 - 14 }}", w: 16, h: 16,
           color: "#c9a55a"}
  name: {type: text, text: "Synthetic", x: 10, y: "{{ trim.h / 2 + 4 }}", w: 43.5, h: 9, font: Vollkorn,
         bold: true, size: 14, align: center, valign: middle, color: "#e2c275"}
"""

VOCABULARY = """
draw discard card path maze speed turn player trap room monster exit roll shuffle reveal
choose each other until your next another twice instead never always the a of to and
"""
WORDS = tuple(VOCABULARY.split())
VERBS = ("Roll", "Draw", "Discard", "Reveal", "Choose", "Shuffle", "Move")
ADJECTIVES = ("Amber", "Basalt", "Cobalt", "Dusky", "Ember", "Frosted", "Gilded", "Hollow")
NOUNS = ("Lantern", "Key", "Gate", "Compass", "Rope", "Torch", "Mirror", "Bell")


def card_texts(count: int, seed: int = 13) -> Iterator[dict]:
    """The N cards, the same for the same N: id, title, kind, cost and text with inline icons."""
    rng = random.Random(seed)
    for index in range(count):
        sentences = []
        for _ in range(rng.randint(2, 4)):
            words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 9)))
            icon = f" :{rng.choice(ICONS)}:" if rng.random() < 0.7 else ""
            bold = "**" if rng.random() < 0.2 else ""
            sentences.append(f"{bold}{rng.choice(VERBS)}{bold} {words}{icon}.")
        yield {
            "id": f"card-{index + 1:05d}",
            "title": f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {index + 1}",
            "kind": "spell" if rng.random() < 0.5 else "item",
            "cost": rng.randint(0, 9),
            "text": " ".join(sentences),
        }


def cards_yaml(count: int) -> str:
    lines = [f"# {count} synthetic cards (benchmarks/synthetic.py)", "cards:"]
    for card in card_texts(count):
        lines += [
            f"  - id: {card['id']}",
            f'    title: "{card["title"]}"',
            f"    kind: {card['kind']}",
            f"    cost: {card['cost']}",
            "    text: |-",
            f"      {card['text']}",
        ]
    return "\n".join(lines) + "\n"


def pages(count: int, paper: str = "letter") -> int:
    """Pages of the deck's PDF on a paper: each page of fronts followed by its page of backs."""
    per_page = CARDS_PER_PAGE[paper]
    return 2 * -(-count // per_page)


def make_workspace(dest: Path, count: int) -> Path:
    """Write the workspace of an N-card synthetic deck into ``dest`` (created); returns ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "fonts", dest / "fonts", dirs_exist_ok=True)
    templates = dest / "templates" / GAME
    templates.mkdir(parents=True, exist_ok=True)
    for name, text in (("spell", SPELL), ("item", ITEM), ("back", BACK)):
        (templates / f"{name}.yaml").write_text(text, encoding="utf-8")
    game = dest / "content" / GAME
    icons = game / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    source_icons = ROOT / "content" / "twisty-passages" / "icons"
    for name in ICONS:
        shutil.copy2(source_icons / f"{name}.svg", icons / f"{name}.svg")
    shutil.copy2(source_icons / "LICENSE.md", icons / "LICENSE.md")
    # The default bounds (100,000 pieces, 5,000 pages in one output) are raised only when needed.
    limits = ""
    if count > 100_000 or pages(count) > 5_000:
        limits = f"limits: {{pieces: {max(count, 100_000)}, pages: {max(2 * pages(count), 5_000)}}}\n"
    (game / "game.yaml").write_text(GAME_YAML.format(cards=count, limits=limits), encoding="utf-8")
    (game / "cards.yaml").write_text(cards_yaml(count), encoding="utf-8")
    return dest


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not argv[0].isdigit():
        print("usage: python benchmarks/synthetic.py N DIR", file=sys.stderr)
        return 2
    dest = make_workspace(Path(argv[1]), int(argv[0]))
    print(f"{dest}: {argv[0]} cards; build with: pnp --root {dest} build")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

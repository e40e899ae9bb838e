"""French (``language: fr``): pnp's own words, French typography, typed counts in French rule text.

tests/french holds a small French game (Le Labyrinthe: a Pioche of 16 cards, 6 Salle, 4 Impasse and
6 Couloir; 5 cartes Action; 60 jetons, 15 of each of 4 player colours; 12 tuiles), whose cards and
rules are written with French punctuation typed the English way ("Vraiment?", "Combat ?", straight
quotes) and the French way (no-break spaces), a time (10:30) and an address (https://…/?regle=1).

tests/numbers_corpus_fr.yaml holds French rule sentences over it: counts said the French way, right and
wrong, in digits and in words ("il y a 12 tuiles", "les 16 cartes Salle", "toutes les 100 cartes
Couloir", "chaque joueur reçoit 15 jetons", "soixante-dix", "quatre-vingt-dix-neuf", "vingt et un"),
and amounts that are no counts ("piochez 5 cartes", "lancez 2 dés", "avancez de 3 cases", "marquez 10
points"), which must give none. Its findings are recorded as test_numbers_corpus.py records the English
corpus's (``PNP_RECORD_CORPUS=1`` records them anew; read the diff).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import make_workspace
from test_numbers_corpus import agrees_with_corpus

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.model import Game

HERE = Path(__file__).parent
CORPUS = HERE / "numbers_corpus_fr.yaml"
HEADER = "# French rule text and the typed-count findings it gives: see tests/test_french.py.\n"


def french_workspace(tmp_path: Path) -> Path:
    root = make_workspace(tmp_path)
    shutil.copytree(HERE / "french" / "content" / "labyrinthe", root / "content" / "labyrinthe")
    shutil.copytree(HERE / "french" / "templates" / "labyrinthe", root / "templates" / "labyrinthe")
    return root


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    findings = Findings()
    loaded = pipeline.load(Workspace(french_workspace(tmp_path_factory.mktemp("fr"))), "labyrinthe", findings)
    assert loaded is not None and loaded.complete and not findings.items
    return loaded


def test_french_rule_text_gives_the_typed_count_findings_recorded(game):
    found = agrees_with_corpus(CORPUS, HEADER, lambda case: game)
    assert sum(bool(f) for f in found) >= 40 and sum(not f for f in found) >= 40  # findings, and texts with none

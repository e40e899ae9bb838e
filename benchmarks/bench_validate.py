"""Validation time after start-up: the work `pnp validate --watch` repeats on every save.

Run on demand: python benchmarks/bench_validate.py [ROUNDS]. It loads fonts once (start-up),
then validates every game ROUNDS times in the same process and prints the median per game
and for all games, as JSON.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook

ROOT = Path(__file__).resolve().parent.parent


def main(rounds: int) -> None:
    start = time.perf_counter()
    workspace = Workspace(ROOT)
    fonts = FontBook(workspace.fonts)
    games = workspace.game_slugs()
    pipeline.prepare(workspace, games[0], fonts, Findings())  # imports and first font use: start-up
    started = time.perf_counter() - start
    per_game: dict[str, list[float]] = {slug: [] for slug in games}
    totals = []
    for _ in range(rounds):
        total = 0.0
        for slug in games:
            begin = time.perf_counter()
            pipeline.prepare(workspace, slug, fonts, Findings())
            spent = time.perf_counter() - begin
            per_game[slug].append(spent)
            total += spent
        totals.append(total)
    print(
        json.dumps(
            {
                "start_up_s": round(started, 3),
                "all_games_s": round(statistics.median(totals), 3),
                "per_game_s": {slug: round(statistics.median(times), 3) for slug, times in per_game.items()},
                "rounds": rounds,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)

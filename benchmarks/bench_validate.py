"""Validation time after start-up: the work `pnp validate --watch` repeats on every save.

Run on demand: python benchmarks/bench_validate.py [ROUNDS] [--build]. It loads fonts once
(start-up), then validates every game ROUNDS times in the same process and prints the median
per game and for all games, as JSON. With --build each game is also drawn and written (into a
scratch folder, files side by side on every core): what `pnp build --watch` repeats on a save.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook

ROOT = Path(__file__).resolve().parent.parent


def main(rounds: int, build: bool) -> None:
    start = time.perf_counter()
    workspace = Workspace(ROOT)
    fonts = FontBook(workspace.fonts)
    games = workspace.game_slugs()
    pipeline.prepare(workspace, games[0], fonts, Findings())  # imports and first font use: start-up
    started = time.perf_counter() - start
    per_game: dict[str, list[float]] = {slug: [] for slug in games}
    totals = []
    with tempfile.TemporaryDirectory(prefix="pnp-bench-") as out:
        for _ in range(rounds):
            total = 0.0
            for slug in games:
                begin = time.perf_counter()
                prepared = pipeline.prepare(workspace, slug, fonts, Findings())
                if build and prepared is not None:
                    pipeline.write(prepared, Path(out), jobs=0)
                spent = time.perf_counter() - begin
                per_game[slug].append(spent)
                total += spent
            totals.append(total)
    print(
        json.dumps(
            {
                "what": "validate and build" if build else "validate",
                "start_up_s": round(started, 3),
                "all_games_s": round(statistics.median(totals), 3),
                "per_game_s": {slug: round(statistics.median(times), 3) for slug, times in per_game.items()},
                "rounds": rounds,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Validation (and rebuild) time after start-up, per game.")
    parser.add_argument("rounds", nargs="?", type=int, default=5)
    parser.add_argument("--build", action="store_true", help="also draw and write every game's files")
    args = parser.parse_args()
    main(args.rounds, args.build)

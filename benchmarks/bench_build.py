"""Build time and peak memory per game (run on demand: python benchmarks/bench_build.py [GAME ...]).

Each game is built in a fresh process so that timings include font and icon loading
and the peak RSS is the game's own.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from pnp import pipeline
from pnp.core.findings import Findings
from pnp.core.workspace import Workspace
from pnp.load.fonts import FontBook

root, game, out = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
start = time.perf_counter()
workspace = Workspace(root)
fonts = FontBook(workspace.fonts)
findings = Findings()
prepared = pipeline.prepare(workspace, game, fonts, findings)
validated = time.perf_counter()
paths = pipeline.write(prepared, out)
done = time.perf_counter()
cards = len(prepared.game.all_pieces())
print(json.dumps({
    "game": game, "cards": cards, "validate_s": round(validated - start, 2),
    "draw_s": round(done - validated, 2), "total_s": round(done - start, 2),
    "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    "pdf_kb": round(sum(p.stat().st_size for p in paths) / 1024), "errors": len(findings.errors),
}))
"""


def main(games: list[str]) -> None:
    if not games:
        games = sorted(p.name for p in (ROOT / "content").iterdir() if (p / "game.yaml").is_file())
    with tempfile.TemporaryDirectory() as out:
        for game in games:
            result = subprocess.run(
                [sys.executable, "-c", CHILD, str(ROOT), game, out], capture_output=True, text=True, check=True
            )
            row = json.loads(result.stdout)
            print(
                f"{row['game']:<16} {row['cards']:>4} cards  validate {row['validate_s']:>5.2f} s  "
                f"draw {row['draw_s']:>5.2f} s  total {row['total_s']:>5.2f} s  "
                f"peak {row['peak_rss_mb']:>6.1f} MB  pdfs {row['pdf_kb']:>6} KB"
            )


if __name__ == "__main__":
    main(sys.argv[1:])

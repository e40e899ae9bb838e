"""The benchmark's reportlab floor writes the very pages pnp writes: its ratio compares like with like."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FLOOR = REPO / "benchmarks" / "replay_floor.py"


def _digests(folder: Path) -> list[str]:
    return sorted(hashlib.sha256(path.read_bytes()).hexdigest() for path in folder.rglob("*.pdf"))


def test_replayed_reportlab_calls_write_byte_identical_pdfs(tmp_path: Path):
    tape, built, replayed = tmp_path / "tape", tmp_path / "built", tmp_path / "replayed"
    game = ["labyrinth-deck", "--out", str(built)]
    recorded = subprocess.run([sys.executable, str(FLOOR), "record", str(tape), *game], cwd=REPO, capture_output=True)
    assert recorded.returncode == 0, recorded.stderr.decode()
    replay = [sys.executable, str(FLOOR), "replay", str(tape), "--out", str(replayed)]
    played = subprocess.run(replay, cwd=REPO, capture_output=True, text=True)
    assert played.returncode == 0, played.stderr
    assert '"files": 8' in played.stdout
    made = _digests(built)
    assert len(made) == 8  # four components on two papers, rulebooks included
    assert _digests(replayed) == made

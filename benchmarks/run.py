"""The benchmark suite: one command, a table on screen and a JSON file to compare runs.

    python benchmarks/run.py [--quick] [--out results.json] [--compare "CMD"] [--repeat N]
                             [--sizes 100,1000,10000] [--paper letter] [--baseline old.json] [--skip-games]

Every measurement but the cached ones is a cold command (``--no-cache``) in a new process
(``pnp`` as installed beside this Python), timed from the outside: wall time with
``perf_counter``, CPU time (user + system) and peak memory (``ru_maxrss``) of that one
child from ``os.wait4``. Each is repeated ``--repeat`` times (default 3; ``--quick``: 1)
and reported as median and minimum.

- start-up: ``pnp --help`` and ``pnp list``;
- ``pnp validate`` of every game;
- ``pnp build GAME`` of each shipped game (both default papers) and ``pnp build`` of all:
  pieces per second, peak memory, pages (read with pypdf) and PDF bytes per page; the build of
  all alternates with its reportlab floor, a new process writing the same pages with bare
  reportlab calls (``benchmarks/replay_floor.py`` replays the calls the build made; its PDFs
  are byte-identical to pnp's), and their ratio is reported;
- with the result cache (pnp/cache.py), in a copy of the workspace: ``list``, ``validate`` and
  ``build`` with nothing changed, and for each game: a line added to its game.yaml, then
  ``validate`` and ``build`` of every game (the edit-and-rebuild loop);
- the same loop under ``pnp build --watch`` (``benchmarks/watch_loop.py``): for each game, seconds from a
  save to the rebuild's last line, the first save after the watcher started and later ones;
- ``pnp --root DIR build --paper PAPER`` of a synthetic deck (``benchmarks/synthetic.py``)
  of 100, 1,000 and 10,000 cards (``--quick``: 100 and 1,000).

``--compare CMD`` runs a second shell command alternately with each synthetic build
(pnp, CMD, CMD, pnp, ...), so that both see the same machine noise, and reports the
ratio of their medians. In CMD, ``{cards}``, ``{paper}``, ``{root}`` (the synthetic
workspace) and ``{out}`` (a fresh folder) are replaced, e.g. the reportlab floor:

    python benchmarks/run.py --compare "python benchmarks/floor.py --cards {cards} --paper {paper}"

The JSON (default ``output/benchmarks/results-<commit>-<time>.json``) holds the machine,
the git commit, the Python and library versions, the settings and every measurement with
its runs; ``--baseline`` prints each median's ratio (wall and CPU) to the same measurement of an
earlier file.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synthetic
import watch_loop

ROOT = Path(__file__).resolve().parent.parent
FORMAT = 1  # version of the JSON layout


@dataclass
class Run:
    """One child process: wall and CPU seconds, peak resident memory (MB)."""

    wall: float
    cpu: float
    peak_mb: float


@dataclass
class Measurement:
    name: str
    group: str
    command: str
    runs: list[Run] = field(default_factory=list)
    info: dict = field(default_factory=dict)  # pieces, pages, bytes, ...

    def stat(self, attribute: str) -> dict[str, float]:
        values = [getattr(run, attribute) for run in self.runs]
        return {
            "median": round(statistics.median(values), 4),
            "min": round(min(values), 4),
            "max": round(max(values), 4),
        }

    def as_json(self) -> dict:
        result = {"name": self.name, "group": self.group, "command": self.command, "repeats": len(self.runs)}
        result |= {key: self.stat(key) for key in ("wall", "cpu", "peak_mb")}
        result["runs"] = [{"wall": round(r.wall, 4), "cpu": round(r.cpu, 4), "peak_mb": r.peak_mb} for r in self.runs]
        result |= self.info
        pieces = self.info.get("pieces")
        if pieces:
            result["pieces_per_s"] = round(pieces / result["wall"]["median"], 1)
        if self.info.get("pages"):
            result["bytes_per_page"] = round(self.info["pdf_bytes"] / self.info["pages"])
        return result


def pnp_command() -> list[str]:
    """The ``pnp`` installed beside this Python (its console script), else ``python -m pnp``."""
    script = Path(sys.executable).with_name("pnp")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "pnp"]


def run_once(command: list[str] | str, cwd: Path = ROOT) -> tuple[Run, str]:
    """Run one child to its end; a string is a shell command. Returns its Run and its standard output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=out, stderr=err, cwd=cwd, shell=isinstance(command, str))
        _, status, usage = os.wait4(child.pid, 0)  # this child's own usage (and its waited-for children's)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    if child.returncode != 0:
        shown = command if isinstance(command, str) else shlex.join(command)
        raise SystemExit(f"benchmark command failed (exit {child.returncode}): {shown}\n{stderr[-2000:]}")
    peak_mb = usage.ru_maxrss / 1024  # kilobytes on Linux
    return Run(round(wall, 4), round(usage.ru_utime + usage.ru_stime, 4), round(peak_mb, 1)), stdout


def shown(command: list[str]) -> str:
    return shlex.join(["pnp", *command[len(pnp_command()) :]])


def pdf_pages(folder: Path) -> tuple[int, int, int]:
    """PDF files, pages and bytes under ``folder``."""
    from pypdf import PdfReader

    files = sorted(folder.rglob("*.pdf"))
    pages = sum(len(PdfReader(path).pages) for path in files)
    return len(files), pages, sum(path.stat().st_size for path in files)


def measure(
    name: str,
    group: str,
    command: list[str],
    repeat: int,
    out_dir: Path | None = None,
    before: Callable[[int], object] | None = None,
) -> Measurement:
    """``command`` ``repeat`` times; with ``out_dir`` (appended as ``--out DIR``), the pages of the last run;
    ``before(index)`` (untimed) before each run."""
    result = Measurement(name, group, shown(command))
    for index in range(repeat):
        if before is not None:
            before(index)
        full = command
        if out_dir is not None:
            target = out_dir / f"{name.replace('/', '-')}-{index}"
            full = [*command, "--out", str(target)]
        run, _ = run_once(full)
        result.runs.append(run)
        progress(result)
        if out_dir is not None and index < repeat - 1:
            remove(target)
    if out_dir is not None:
        files, pages, size = pdf_pages(target)
        result.info |= {"pdfs": files, "pages": pages, "pdf_bytes": size}
    return result


def progress(measurement: Measurement) -> None:
    run = measurement.runs[-1]
    print(f"  {measurement.name}: {run.wall:.2f} s wall, {run.cpu:.2f} s CPU, {run.peak_mb:.0f} MB", file=sys.stderr)


def game_pieces() -> dict[str, int]:
    """Each shipped game's printed pieces, from ``pnp list`` (lines ``slug  Title  (N pieces)``)."""
    _, listing = run_once([*pnp_command(), "list"])
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"^(\S+)\s.*\((\d+) pieces?\)\s*$", listing, re.M)}


def warm_up(cold: list[str], work: Path, paper: str) -> None:
    """One untimed build of the shipped games and of a small synthetic deck (same templates and icons
    as every size), so that timed runs find what pnp keeps in its cache folder (compiled expressions
    and schema checks, converted icons and paths, read fonts) as on a designer's machine after
    the first run; results are not kept between runs (``--no-cache``)."""
    print("warm-up (untimed)", file=sys.stderr)
    run_once([*cold, "build", "--out", str(work / "warm-up")])
    root = synthetic.make_workspace(work / "warm-up-deck", 9)
    run_once([*cold, "--root", str(root), "build", "--paper", paper, "--out", str(work / "warm-up-deck-out")])
    remove(work / "warm-up")


def synthetic_deck(
    cards: int, paper: str, repeat: int, work: Path, compare: str | None
) -> tuple[Measurement, Measurement | None]:
    """Build an N-card synthetic deck ``repeat`` times, alternating with ``compare`` (ABBA order)."""
    root = synthetic.make_workspace(work / f"synth-{cards}", cards)
    command = [*pnp_command(), "--no-cache", "--root", str(root), "build", "--paper", paper]
    ours = Measurement(f"synthetic {cards:,}", "synthetic", shown(command).replace(str(root), "DIR"))
    ours.info["pieces"] = cards
    other = None
    if compare:
        other = Measurement(f"compare {cards:,}", "compare", compare)
    for index in range(repeat):
        target = work / f"out-{cards}-{index}"
        jobs = [("pnp", [*command, "--out", str(target)])]
        if compare:
            fields = {"cards": cards, "paper": paper, "root": root, "out": work / f"compare-{cards}-{index}"}
            jobs.append(("compare", compare.format(**{k: shlex.quote(str(v)) for k, v in fields.items()})))
            if index % 2:  # pnp, CMD, CMD, pnp, ...: drift and warm caches fall on both alike
                jobs.reverse()
        for who, job in jobs:
            run, stdout = run_once(job)
            measurement = ours if who == "pnp" else other
            measurement.runs.append(run)
            progress(measurement)
            if who == "compare" and stdout.strip().startswith("{"):
                with contextlib.suppress(ValueError):
                    measurement.info["output"] = json.loads(stdout.strip().splitlines()[-1])
        if index < repeat - 1:
            remove(target)
    files, pages, size = pdf_pages(target)
    ours.info |= {"pdfs": files, "pages": pages, "pdf_bytes": size}
    return ours, other


def games_and_floor(cold: list[str], repeat: int, work: Path) -> tuple[Measurement, Measurement]:
    """``pnp build`` of every game, alternating with its reportlab floor: the same pages written by a new
    process that replays, with bare reportlab, the calls the build made (``benchmarks/replay_floor.py``)."""
    tape = work / "floor.tape"
    replayer = [sys.executable, str(ROOT / "benchmarks" / "replay_floor.py")]
    print("  recording the build's reportlab calls (untimed)", file=sys.stderr)
    run_once([*replayer, "record", str(tape), "--out", str(work / "recorded")])
    remove(work / "recorded")
    command = [*cold, "build"]
    ours = Measurement("build all games", "game", shown(command))
    floor = Measurement("floor of all games", "compare", "python benchmarks/replay_floor.py replay TAPE --out DIR")
    floor.info["compared_with"] = ours.name
    for index in range(repeat):
        target, replayed = work / f"all-{index}", work / f"floor-{index}"
        jobs = [
            (ours, [*command, "--out", str(target)]),
            (floor, [*replayer, "replay", str(tape), "--out", str(replayed)]),
        ]
        for measurement, job in reversed(jobs) if index % 2 else jobs:  # ABBA, as the synthetic comparison
            run, stdout = run_once(job)
            measurement.runs.append(run)
            progress(measurement)
            if measurement is floor:
                floor.info["output"] = json.loads(stdout.strip().splitlines()[-1])
        if index < repeat - 1:
            remove(target)
        remove(replayed)
    files, pages, size = pdf_pages(target)
    ours.info |= {"pdfs": files, "pages": pages, "pdf_bytes": size}
    return ours, floor


def compared(ours: Measurement, other: Measurement) -> dict:
    return {
        "name": ours.name,
        "command": other.command,
        "pnp_wall_median": ours.stat("wall")["median"],
        "other_wall_median": other.stat("wall")["median"],
        "wall_ratio": round(ours.stat("wall")["median"] / other.stat("wall")["median"], 2),
        "cpu_ratio": round(ours.stat("cpu")["median"] / other.stat("cpu")["median"], 2),
    }


# A card's words changed, as a designer edits them (a trump renamed in Fanucci): the file, and the words
# that get a number after them on each run
CARD_EDITS = {
    "fanucci": ("deck.yaml", "title: Beauty"),
    "labyrinth-deck": ("cards.yaml", "Roll on the labyrinth's"),
    "twisty-passages": ("cards.yaml", "You don't want to know"),
    "twisty-tracks": ("tiles.yaml", "title: Four Corners"),
    "trap-map-galaxy": ("traps.yaml", "You need a Key to open the Door."),
}


def cached_runs(pnp: list[str], repeat: int, work: Path, games: list[str]) -> list[Measurement]:
    """What a designer meets while working: runs that find earlier results in pnp's cache.

    Nothing changed since the last run (validate, list, build), and one game edited (a line
    added to its game.yaml, so its fingerprint changes and its result must be made again; then the
    words of one card, :data:`CARD_EDITS`, whose face alone is laid out again) followed by ``pnp validate``
    and ``pnp build`` of every game, in a copy of the workspace.
    """
    root = work / "edited"
    for folder in ("content", "templates", "fonts"):
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("output"))
    base = [*pnp, "--root", str(root)]
    out = ["--out", str(work / "edited-out")]
    commands = {"validate": [*base, "validate"], "build": [*base, "build", *out]}

    def settle() -> None:
        """Every game's results stored for both commands: the next edit alone is redone."""
        for command in commands.values():
            run_once(command)

    run_once([*base, "list"])  # untimed: fills the cache
    settle()
    results = [
        measure("pnp list, cached", "cached", [*base, "list"], repeat),
        measure("pnp validate, cached", "cached", commands["validate"], repeat),
        measure("build all, nothing changed", "cached", commands["build"], repeat),
    ]
    for game in games:
        manifest = root / "content" / game / "game.yaml"

        def touch(index: int, manifest: Path = manifest) -> None:
            with manifest.open("a", encoding="utf-8") as handle:
                handle.write(f"# benchmark edit {time.time_ns()} {index}\n")

        for name, command in commands.items():
            results.append(measure(f"edit {game}, {name} all", "cached", command, repeat, before=touch))
            settle()
        if game in CARD_EDITS:
            source, anchor = CARD_EDITS[game]
            path = root / "content" / game / source
            original = path.read_text(encoding="utf-8")

            def reword(index: int, path: Path = path, original: str = original, anchor: str = anchor) -> None:
                path.write_text(original.replace(anchor, f"{anchor} {time.time_ns() % 1000}{index}", 1), "utf-8")

            for name, command in commands.items():
                results.append(measure(f"edit a card of {game}, {name} all", "cached", command, repeat, before=reword))
                settle()
            path.write_text(original, encoding="utf-8")
            settle()
    for item in results:
        item.command = item.command.replace(str(root), "COPY").replace(str(work), "WORK")
    return results


def watch_runs(pnp: list[str], repeat: int, work: Path, games: list[str]) -> list[Measurement]:
    """``pnp build --watch`` in the copy ``cached_runs`` edited: for each game, the first save after the watcher
    started (a watcher started ``repeat`` times) and the saves after it. Wall seconds alone: one process serves
    every save (its CPU and peak memory columns read 0)."""
    root = work / "edited"
    command = [*pnp, "--root", str(root), "build", "--watch", "--out", str(work / "edited-out")]
    said = shown(command).replace(str(root), "COPY").replace(str(work), "WORK")
    first = {game: Measurement(f"edit {game}, build --watch, first save", "watch", said) for game in games}
    later = {game: Measurement(f"edit {game}, build --watch, later saves", "watch", said) for game in games}
    for _ in range(repeat):
        times = watch_loop.save_times(command, root / "content", games, saves=3, settle=10.0)
        for game, (head, *rest) in times.items():
            first[game].runs.append(Run(head, 0.0, 0.0))
            later[game].runs += [Run(seconds, 0.0, 0.0) for seconds in rest]
    return [item for game in games for item in (first[game], later[game])]


def remove(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


def machine() -> dict:
    info = {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
        model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
        info["cpu"] = model.group(1).strip() if model else platform.processor()
        meminfo = Path("/proc/meminfo").read_text()
        total = re.search(r"^MemTotal:\s*(\d+) kB", meminfo, re.M)
        info["memory_gb"] = round(int(total.group(1)) / 1024**2, 1) if total else None
    except OSError:
        info["cpu"] = platform.processor()
    packages = {}
    for name in ("reportlab", "pypdf", "PyYAML", "Jinja2", "svglib", "pnp"):
        try:
            packages[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            packages[name] = None
    info["packages"] = packages
    try:
        import yaml

        info["libyaml"] = bool(getattr(yaml, "__with_libyaml__", False))
    except ImportError:
        pass
    return info


def git() -> dict:
    def ask(*args: str) -> str:
        try:
            return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            return ""

    return {"commit": ask("rev-parse", "HEAD"), "dirty": bool(ask("status", "--porcelain", "--untracked-files=no"))}


def table(results: list[dict], baseline: dict[str, dict] | None) -> str:
    head = [
        "measurement",
        "runs",
        "wall med",
        "wall min",
        "CPU med",
        "peak MB",
        "pieces",
        "pieces/s",
        "pages",
        "KB/page",
    ]
    if baseline is not None:
        head += ["wall vs base", "CPU vs base"]
    rows = [head]
    for item in results:
        row = [
            item["name"],
            str(item["repeats"]),
            f"{item['wall']['median']:.2f} s",
            f"{item['wall']['min']:.2f} s",
            f"{item['cpu']['median']:.2f} s",
            f"{item['peak_mb']['median']:.0f}",
            f"{item['pieces']:,}" if item.get("pieces") else "",
            f"{item['pieces_per_s']:,.0f}" if item.get("pieces_per_s") else "",
            f"{item['pages']:,}" if item.get("pages") else "",
            f"{item['bytes_per_page'] / 1024:.1f}" if item.get("bytes_per_page") else "",
        ]
        if baseline is not None:
            before = baseline.get(item["name"])
            for key in ("wall", "cpu"):
                row.append(f"{item[key]['median'] / before[key]['median']:.2f}×" if before else "")
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = []
    for number, row in enumerate(rows):
        cells = [cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)]
        lines.append("  ".join(cells).rstrip())
        if number == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="pnp's benchmark suite (see the module's docstring).")
    parser.add_argument("--quick", action="store_true", help="100 and 1,000 synthetic cards, 1 repeat")
    parser.add_argument("--repeat", type=int, help="runs of each measurement (default 3; --quick: 1)")
    parser.add_argument("--sizes", help="synthetic deck sizes, comma-separated (default 100,1000,10000)")
    parser.add_argument("--paper", default="letter", help="the synthetic decks' paper (default letter)")
    parser.add_argument("--compare", metavar="CMD", help="a shell command run alternately with each synthetic build")
    parser.add_argument("--out", type=Path, help="the JSON file to write")
    parser.add_argument("--baseline", type=Path, help="an earlier JSON file: print each median's ratio to it")
    parser.add_argument("--skip-games", action="store_true", help="only start-up, validate and the synthetic decks")
    args = parser.parse_args(argv)
    args.repeat = args.repeat or (1 if args.quick else 3)
    if args.sizes:
        args.sizes = [int(size.replace("_", "").replace(",", "")) for size in args.sizes.split(",") if size]
    else:
        args.sizes = [100, 1000] if args.quick else [100, 1000, 10000]
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    started = time.time()
    pnp = pnp_command()
    meta = {"format": FORMAT, "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(started))}
    meta |= {"machine": machine(), "git": git()}
    meta["settings"] = {
        "repeat": args.repeat,
        "quick": args.quick,
        "sizes": args.sizes,
        "paper": args.paper,
        "compare": args.compare,
        "pnp": shlex.join(pnp),
    }
    # Time pnp as a designer runs it: its modules byte-compiled (Python does that on first use
    # unless PYTHONDONTWRITEBYTECODE is set, as on some CI machines; then every run compiles them).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    compileall.compile_dir(ROOT / "pnp", quiet=1)
    measurements: list[Measurement] = []
    comparisons = []
    with tempfile.TemporaryDirectory(prefix="pnp-bench-") as temp:
        work = Path(temp)
        os.environ["PNP_CACHE_DIR"] = str(work / "cache")  # the children's result cache: not the user's
        cold = [*pnp, "--no-cache"]  # every cold measurement makes its results anew
        warm_up(cold, work, args.paper)
        print("start-up and validate", file=sys.stderr)
        measurements.append(measure("pnp --help", "start-up", [*pnp, "--help"], args.repeat))
        measurements.append(measure("pnp list", "start-up", [*cold, "list"], args.repeat))
        measurements.append(measure("pnp validate", "validate", [*cold, "validate"], args.repeat))
        if not args.skip_games:
            print("shipped games", file=sys.stderr)
            pieces = game_pieces()
            for game in sorted(pieces):
                item = measure(f"build {game}", "game", [*cold, "build", game], args.repeat, work)
                item.info["pieces"] = pieces[game]
                measurements.append(item)
            item, floor = games_and_floor(cold, args.repeat, work)
            item.info["pieces"] = sum(pieces.values())
            measurements += [item, floor]
            comparisons.append(compared(item, floor))
            print("with the result cache", file=sys.stderr)
            measurements += cached_runs(pnp, args.repeat, work, sorted(pieces))
            print("under build --watch", file=sys.stderr)
            measurements += watch_runs(pnp, args.repeat, work, sorted(pieces))
        for cards in args.sizes:
            print(f"synthetic deck of {cards:,} cards", file=sys.stderr)
            ours, other = synthetic_deck(cards, args.paper, args.repeat, work, args.compare)
            measurements.append(ours)
            if other:
                other.info["compared_with"] = ours.name
                measurements.append(other)
                comparisons.append(compared(ours, other))
    results = [item.as_json() for item in measurements]
    document = meta | {"seconds": round(time.time() - started, 1), "measurements": results, "comparisons": comparisons}
    out = args.out or ROOT / "output" / "benchmarks" / (
        f"results-{meta['git']['commit'][:8] or 'nogit'}-{time.strftime('%Y%m%d-%H%M%S', time.localtime(started))}.json"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    baseline = None
    if args.baseline:
        old = json.loads(args.baseline.read_text(encoding="utf-8"))
        baseline = {item["name"]: item for item in old.get("measurements", [])}
    print()
    print(table(results, baseline))
    for item in comparisons:
        print(
            f"{item['name']}: pnp {item['pnp_wall_median']:.2f} s, compared {item['other_wall_median']:.2f} s: "
            f"pnp takes {item['wall_ratio']:.2f}× the wall time, {item['cpu_ratio']:.2f}× the CPU time"
        )
    commit = meta["git"]["commit"][:12] + (" (with uncommitted changes)" if meta["git"]["dirty"] else "")
    print(f"\n{commit}, Python {meta['machine']['python']}, {meta['machine']['cpus']} CPUs; wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
